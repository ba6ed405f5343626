// Model matching generalises without guessing: a name as people write it ("VRT_Spike",
// a checkpoint path, a class path) finds its catalog entry, and a near miss (another size,
// version or variant of a catalog model) finds none.

#include "modelmatch.h"
#include "testdata.h"

#include "../dialects/testmaps.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>

using namespace headroom;

namespace {

std::string codes(const Diagnostics &d)
{
    std::string out;
    for (const Diagnostic &x : d)
        out += x.code + (x.args.empty() ? "" : "(" + x.args[0] + ")") + " ";
    return out;
}

} // namespace

class TestModelMatch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { headroom::testing::testMaps(); }
    void tokens();
    void matches_data();
    void matches();
    void nearMissesDoNotMatch_data();
    void nearMissesDoNotMatch();
    void exactIsSure();
    void unmatchedSuggestsFamily();
    void modelKeys_data();
    void modelKeys();
    void candidateFromAnUnreadKey();
    void unknownCandidateNamesTheModel();
    void fileNameIsTheLastResort();
    void sizeInTheNameFindsAKin();
    void checkpointFileNamesNoModel();
};

void TestModelMatch::tokens()
{
    QCOMPARE(modelNameTokens("Llama2-7B_chat"), (std::vector<std::string>{"llama", "2", "7b", "chat"}));
    QCOMPARE(modelNameTokens("resnet50"), (std::vector<std::string>{"resnet", "50"}));
    QCOMPARE(modelNameTokens("VRT_Spike"), (std::vector<std::string>{"vrt", "spike"}));
    QVERIFY(modelNameTokens("--_/").empty());
}

void TestModelMatch::matches_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("preset");
    QTest::newRow("seed 002 model") << "VRT_Spike" << "vrt";
    QTest::newRow("catalog id") << "videomae-base" << "videomae-base";
    QTest::newRow("other org") << "facebook/videomae-base" << "videomae-base";
    QTest::newRow("checkpoint path") << "checkpoints/llama-2-7b/model.safetensors" << "llama-2-7b";
    QTest::newRow("weights file") << "/data/ckpt/resnet50_custom.pth" << "resnet-50";
    QTest::newRow("torchtune class") << "torchtune.models.llama3_2.lora_llama3_2_3b" << "llama-3.2-3b";
    QTest::newRow("no separators") << "Llama2-7B" << "llama-2-7b";
    QTest::newRow("hub id with suffixes") << "meta-llama/Llama-2-7b-chat-hf" << "llama-2-7b";
    QTest::newRow("finetuned") << "bert-base-uncased-finetuned-squad" << "bert-base";
    QTest::newRow("quantized release") << "Qwen/Qwen2.5-VL-3B-Instruct-AWQ" << "qwen2.5-vl-3b";
    // How a checkpoint was saved is no size or version: its digits do not stop the match.
    QTest::newRow("unsloth bnb-4bit") << "unsloth/Llama-3.2-3B-Instruct-bnb-4bit" << "llama-3.2-3b";
    QTest::newRow("fp8") << "Qwen/Qwen3-8B-FP8" << "qwen3-8b";
    QTest::newRow("gptq int4") << "Qwen/Qwen2.5-7B-Instruct-GPTQ-Int4" << "qwen2.5-7b";
    QTest::newRow("w4a16") << "RedHatAI/Meta-Llama-3.1-8B-Instruct-quantized.w4a16" << "llama-3.1-8b";
    QTest::newRow("mlx 4bit") << "mlx-community/Llama-3.2-3B-Instruct-4bit" << "llama-3.2-3b";
    // Fine-tunes released with their base's config.json (aliases).
    QTest::newRow("llama 3.3 70b") << "meta-llama/Llama-3.3-70B-Instruct" << "llama-3.1-70b";
    QTest::newRow("r1 distill qwen 7b") << "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B" << "qwen2.5-7b";
    QTest::newRow("base suffix after size") << "llama-2-7b-base" << "llama-2-7b";
    QTest::newRow("torchvision path") << "torchvision.models.resnet50" << "resnet-50";
    QTest::newRow("upper case") << "PIPER" << "piper-vits-medium";
    QTest::newRow("run counts") << "piper_1gpu" << "piper-vits-medium";
    QTest::newRow("config file stem") << "vrt_spike_baseline" << "vrt";
    // A release's version or date after the name, a fine-tuner's brand before it.
    QTest::newRow("version suffix") << "mistralai/Mistral-7B-Instruct-v0.3" << "mistral-7b";
    QTest::newRow("date stamp") << "Qwen/Qwen3-4B-Instruct-2507" << "qwen3-4b";
    QTest::newRow("fine-tuner's brand") << "NousResearch/Hermes-3-Llama-3.1-8B" << "llama-3.1-8b";
    QTest::newRow("brand and dpo") << "OpenHermes-2.5-Mistral-7B" << "mistral-7b";
    // mmdetection config names: the schedule (1x, 3x, 300e) and the saved dtype are the run's.
    QTest::newRow("mmdet schedule") << "faster_rcnn_r101_fpn_1x_coco" << "faster-rcnn-r101-fpn";
    QTest::newRow("mmdet fp16 3x") << "mask-rcnn_swin-t-p4-w7_fpn_fp16_ms-crop-3x_coco" << "mask-rcnn-swin-t";
    QTest::newRow("phi 3.5 mini") << "microsoft/Phi-3.5-mini-instruct" << "phi-3-mini";
    // Ultralytics' weights and model files, the task's head named after the size.
    QTest::newRow("yolo11 weights") << "yolo11m.pt" << "yolo11m";
    QTest::newRow("yolov8 yaml") << "yolov8x.yaml" << "yolov8x";
    QTest::newRow("yolo11 seg") << "runs/weights/yolo11s-seg.pt" << "yolo11s";
    // What a vision checkpoint was pretrained on is no other architecture: timm's tag after the
    // '.', the dataset suffix of older timm and HF names.
    QTest::newRow("timm tag") << "convnext_base.fb_in22k" << "convnext-base";
    QTest::newRow("timm tag, two parts") << "tf_efficientnet_b0.ns_jft_in1k" << "efficientnet-b0";
    QTest::newRow("timm in22k suffix") << "convnext_base_in22k" << "convnext-base";
    QTest::newRow("hf 22k suffix") << "facebook/convnext-base-224-22k" << "convnext-base";
    // mmpretrain's VisionTransformer sized by its arch (a word or a letter) and patch size
    QTest::newRow("mmpretrain vit arch") << "VisionTransformer huge 14" << "vit-huge-14";
    QTest::newRow("mmpretrain vit letter") << "VisionTransformer l 16" << "vit-large-16";
    // a generic weights file name leaves the model to its folders
    QTest::newRow("shard in a folder") << "/models/Llama-2-7b-hf/model-00001-of-00002.safetensors" << "llama-2-7b";
    // diffusion transformers as trainers name them: a hub id, a single-file checkpoint in
    // webui's folder (the file's name wins over the folder's SDXL), an fp8 export
    QTest::newRow("flux hub") << "black-forest-labs/FLUX.1-dev" << "flux.1-dev";
    QTest::newRow("flux file") << "D:/SDXL/webui/models/Stable-diffusion/flux1-dev.safetensors" << "flux.1-dev";
    QTest::newRow("flux schnell fp8") << "/models/flux1-schnell.safetensors" << "flux.1-schnell";
    QTest::newRow("wan diffusers") << "Wan-AI/Wan2.1-T2V-14B-Diffusers" << "wan2.1-t2v-14b";
    QTest::newRow("wan comfy file") << "/ckpt/wan2.1_t2v_1.3B_bf16.safetensors" << "wan2.1-t2v-1.3b";
    QTest::newRow("wan fp8 file") << "/ckpt/wan2.1_t2v_14B_fp8_e4m3fn.safetensors" << "wan2.1-t2v-14b";
    QTest::newRow("hunyuan comfy file") << "models/diffusion_models/hunyuan_video_720_cfgdistill_bf16.safetensors"
                                        << "hunyuan-video";
    QTest::newRow("hunyuan fp8 file") << "hunyuan_video_720_cfgdistill_fp8_e4m3fn.safetensors" << "hunyuan-video";
    QTest::newRow("hunyuan diffusers") << "hunyuanvideo-community/HunyuanVideo" << "hunyuan-video";
    QTest::newRow("ltx file") << "/models/ltx-video-2b-v0.9.5.safetensors" << "ltx-video-2b";
    QTest::newRow("ltx hub") << "Lightricks/LTX-Video" << "ltx-video-2b";
    QTest::newRow("sd3.5 large file") << "models/sd3.5_large.safetensors" << "sd3.5-large";
    QTest::newRow("sd3.5 medium hub") << "stabilityai/stable-diffusion-3.5-medium" << "sd3.5-medium";
    QTest::newRow("qwen-image file") << "/data/qwen_image_bf16.safetensors" << "qwen-image";
    QTest::newRow("qwen-image fp8 file") << "qwen_image_fp8_e4m3fn.safetensors" << "qwen-image";
    QTest::newRow("qwen-image hub") << "Qwen/Qwen-Image" << "qwen-image";
    QTest::newRow("wan2.2 5b file") << "/ckpt/wan2.2_ti2v_5B_fp16.safetensors" << "wan2.2-ti2v-5b";
    QTest::newRow("wan2.2 5b diffusers") << "Wan-AI/Wan2.2-TI2V-5B-Diffusers" << "wan2.2-ti2v-5b";
    // an OpenMMLab config name: GPUs x images (8xb16), epochs (300e), the release (v61) around it
    QTest::newRow("mmyolo config") << "yolov5_s-v61_syncbn_fast_8xb16-300e_coco" << "yolov5s";
    QTest::newRow("mmyolo v8 config") << "yolov8_m_syncbn_fast_8xb16-500e_coco" << "yolov8m";
    // the Hugging Face cache's folder: the hub id, '/' spelled '--', whatever snapshot follows
    QTest::newRow("hf cache") << "/root/.cache/huggingface/hub/models--Qwen--Qwen2.5-VL-7B-Instruct/snapshots/5d8e17a9/"
                              << "qwen2.5-vl-7b";
}

void TestModelMatch::matches()
{
    QFETCH(QString, name);
    QFETCH(QString, preset);
    const ModelMatch m = matchModelName(name.toStdString(), test::catalog());
    QVERIFY2(m.found(), qPrintable(name + " matched nothing"));
    QCOMPARE(QString::fromStdString(m.preset->id), preset);
    QVERIFY(m.score > 0.6 && m.score <= 1.0);
}

void TestModelMatch::nearMissesDoNotMatch_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("other size") << "Llama-2-34b-hf";
    QTest::newRow("deeper resnet") << "resnet152";
    QTest::newRow("vl variant size") << "Qwen2.5-VL-32B-Instruct";
    QTest::newRow("other version") << "Meta-Llama-3.3-8B";
    QTest::newRow("other patch") << "vit_base_patch32_224";
    QTest::newRow("other efficientnet") << "efficientnet_b3";
    QTest::newRow("other convnext") << "convnext_large";
    QTest::newRow("mask not faster") << "mask_rcnn_R_50_FPN_1x";
    QTest::newRow("unnamed size") << "gpt2-xxl";
    QTest::newRow("family only") << "resnet";
    QTest::newRow("substring is not a token") << "convert_model";
    QTest::newRow("vrt upscaler") << "VRT_x4";
    QTest::newRow("t5 size not in catalog") << "t5-xxl";
    // A quantized checkpoint of a size the catalog lacks is still that size.
    QTest::newRow("quantized other size") << "unsloth/Llama-3.2-11B-Vision-Instruct-bnb-4bit";
    QTest::newRow("fp8 other version") << "Qwen/Qwen3-Next-80B-A3B-Instruct-FP8";
    // A version that names another release of a family the catalog has ("v2" is not "v1").
    QTest::newRow("brand over other size") << "NousResearch/Hermes-3-Llama-3.1-70B-Instruct-13B";
    QTest::newRow("code llama") << "codellama/CodeLlama-7b-hf";
    // a weights file with a name of its own: its folders say where it is kept (webui's SDXL folder)
    QTest::newRow("file named, folder not") << "D:/SDXL/webui/models/Stable-diffusion/flux2-klein.safetensors";
    // a video model of a size the catalog lacks is no other size of it
    QTest::newRow("other wan") << "Wan-AI/Wan2.1-I2V-14B-720P";
    // YOLOv5's P6 models (four detection levels) are no P5 model of the same letter
    QTest::newRow("yolov5 p6") << "yolov5_m-p6-v62_syncbn_fast_8xb16-300e_coco";
    QTest::newRow("yolo classifier") << "yolo11n-cls.pt";
    QTest::newRow("yolo other size") << "yolov8z.pt";
    QTest::newRow("empty") << "";
}

void TestModelMatch::nearMissesDoNotMatch()
{
    QFETCH(QString, name);
    const ModelMatch m = matchModelName(name.toStdString(), test::catalog());
    QVERIFY2(!m.found(), qPrintable(name + " matched " + QString::fromStdString(m.found() ? m.preset->id : "")));
    QVERIFY(m.how == ModelMatch::How::None);
}

void TestModelMatch::exactIsSure()
{
    const ModelMatch exact = matchModelName("meta-llama/Llama-2-7b-hf", test::catalog());
    QVERIFY(exact.how == ModelMatch::How::Exact);
    QCOMPARE(exact.score, 1.0);
    const ModelMatch forgiving = matchModelName("VRT_Spike", test::catalog());
    QVERIFY(forgiving.how == ModelMatch::How::Forgiving);
    QVERIFY(forgiving.score < 1.0);
    QCOMPARE(forgiving.ignored, std::vector<std::string>{"spike"});
}

void TestModelMatch::unmatchedSuggestsFamily()
{
    const ModelMatch m = matchModelName("resnet152", test::catalog());
    QVERIFY(!m.found());
    QVERIFY(std::find(m.suggestions.begin(), m.suggestions.end(), "resnet-50") != m.suggestions.end());
    QVERIFY(std::find(m.suggestions.begin(), m.suggestions.end(), "llama-2-7b") == m.suggestions.end());
}

void TestModelMatch::modelKeys_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("names");
    QTest::newRow("backbone") << "model.backbone" << true;
    QTest::newRow("hf") << "model_name_or_path" << true;
    QTest::newRow("flag") << "--pretrained_model_name_or_path" << true;
    QTest::newRow("hydra target") << "policy._target_" << true;
    // a Lightning CLI logger's or Hydra trainer's class is no model
    QTest::newRow("logger class") << "trainer.logger.class_path" << false;
    QTest::newRow("trainer target") << "trainer._target_" << false;
    QTest::newRow("model class") << "model.class_path" << true;
    QTest::newRow("mmdet type") << "model.backbone.type" << true;
    QTest::newRow("optimizer type") << "optimizer.type" << false;
    QTest::newRow("batch") << "data.batch_size" << false;
    QTest::newRow("model dim") << "model.hidden_dim" << false;
}

void TestModelMatch::modelKeys()
{
    QFETCH(QString, key);
    QFETCH(bool, names);
    QCOMPARE(isModelKey(key.toStdString()), names);
}

void TestModelMatch::candidateFromAnUnreadKey()
{
    // A Lightning config whose model is named under a key no rule reads.
    LoadedConfig config;
    Diagnostics d;
    QVERIFY2(parseConfigText("seed_everything: 42\ntrainer:\n  precision: 16-mixed\n  accumulate_grad_batches: 8\n"
                            "model:\n  backbone: videomae-base\n  num_classes: 10\n"
                            "data:\n  batch_size: 2\n",
                            "video.yaml", headroom::testing::testOptions(), config, d),
             codes(d).c_str());
    ResolvedSetup r;
    std::string keys;
    for (const UnknownKey &k : config.unknownKeys)
        keys += k.keyPath + "=" + k.value + " ";
    QVERIFY2(resolveSetup(config.setup, test::catalog(), r, d), (codes(d) + " unknown: " + keys).c_str());
    QVERIFY(r.preset);
    QCOMPARE(r.preset->id, std::string("videomae-base"));
    QCOMPARE(r.setup.model.name, std::string("videomae-base"));
    QVERIFY2(r.setup.sources.count("model.name"), (r.setup.model.name + " / " + std::to_string(config.unknownKeys.size()) + " " + (config.unknownKeys.empty() ? "" : config.unknownKeys[0].keyPath)).c_str());
    QCOMPARE(r.setup.sources.at("model.name").keyPath, std::string("model.backbone"));
    QCOMPARE(r.setup.sources.at("model.name").line, 6);
    QVERIFY(r.match.how == ModelMatch::How::Exact);
}

void TestModelMatch::unknownCandidateNamesTheModel()
{
    LoadedConfig config;
    Diagnostics d;
    QVERIFY2(parseConfigText("seed_everything: 1\ntrainer:\n  precision: 16-mixed\nmodel:\n  backbone: my_pointnet_v2\ndata:\n  batch_size: 2\n",
                             "pn.yaml", headroom::testing::testOptions(), config, d),
             codes(d).c_str());
    ResolvedSetup r;
    QVERIFY(!resolveSetup(config.setup, test::catalog(), r, d));
    QCOMPARE(r.setup.model.name, std::string("my_pointnet_v2"));
    QVERIFY(!r.missing.empty());
    QCOMPARE(r.missing.front(), std::string("model.params"));
}

void TestModelMatch::fileNameIsTheLastResort()
{
    // Named after its model, a config with no model key still finds it...
    LoadedConfig named;
    Diagnostics d;
    QVERIFY2(parseConfigText("seed_everything: 1\ntrainer:\n  precision: 16-mixed\ndata:\n  batch_size: 2\n",
                             "/runs/vrt_spike_baseline.yaml", headroom::testing::testOptions(), named, d),
             codes(d).c_str());
    ResolvedSetup r;
    QVERIFY(resolveSetup(named.setup, test::catalog(), r, d));
    QCOMPARE(r.preset->id, std::string("vrt"));
    QCOMPARE(r.setup.sources.at("model.name").note, std::string("file_name"));
    QVERIFY(r.match.score < 0.9);

    // ...but a model the file names itself is not overridden by the file's name.
    LoadedConfig explicitName;
    QVERIFY2(parseConfigText("seed_everything: 1\nmodel:\n  init_args:\n    backbone: my-org/custom-net\n"
                             "data:\n  batch_size: 2\n",
                             "/runs/vrt_spike_baseline.yaml", headroom::testing::testOptions(), explicitName, d),
             codes(d).c_str());
    ResolvedSetup e;
    QVERIFY(!resolveSetup(explicitName.setup, test::catalog(), e, d));
    QCOMPARE(e.setup.model.name, std::string("my-org/custom-net"));
    QVERIFY(!e.preset);
}

// A decoder the catalog lacks, named with its size: the catalog's decoder of its family near
// that size stands in (DeepSeek-R1-Distill-Qwen-1.5B is a Qwen2.5-1.5B), else the nearest size;
// a mixture of experts or a name without a size has none. The estimate says so and widens the
// band of what the stand-in's shape decides (activations, logits).
// icefall's `--model-name ../epoch-20.pt`: a checkpoint file whose name any model's may have says
// nothing of the model (said as such where the model is unknown); a file named for its model does.
void TestModelMatch::checkpointFileNamesNoModel()
{
    for (const char *only : {"../epoch-20.pt", "checkpoints/last.ckpt", "/data/run/model.safetensors", "checkpoint-500.pt",
                             "out/pytorch_model-00001-of-00002.bin"})
        QVERIFY2(namesOnlyACheckpoint(only), only);
    for (const char *named : {"yolo11n.pt", "weights/resnet50.pth", "Qwen/Qwen2.5-7B", "../epoch-20", "sam_vit_h_4b8939.pth"})
        QVERIFY2(!namesOnlyACheckpoint(named), named);
}

void TestModelMatch::sizeInTheNameFindsAKin()
{
    double size = 0;
    const ModelPreset *qwen = decoderOfTheNamedSize("deepseek-ai/DeepSeek-R1-Distill-Qwen-1.5B", test::catalog(), size);
    QVERIFY(qwen);
    QCOMPARE(QString::fromStdString(qwen->id), QString("qwen2.5-1.5b"));
    QCOMPARE(size, 1.5e9);
    const ModelPreset *three = decoderOfTheNamedSize("HuggingFaceTB/SmolLM3-3B", test::catalog(), size);
    QVERIFY(three && three->params >= 2.4e9 && three->params <= 3.75e9);
    QCOMPARE(size, 3e9);
    // A family word inside the name's own counts as kin (CodeLlama is a Llama); with none, the
    // common decoder shape (gated MLP, RMSNorm, rotary, blocks in sequence) is preferred to
    // Falcon's parallel blocks of a closer size (Zephyr-7B).
    const ModelPreset *code = decoderOfTheNamedSize("codellama/CodeLlama-7b-Instruct-hf", test::catalog(), size);
    QVERIFY(code && code->id.find("llama") != std::string::npos);
    // (a three-letter family at the end of a longer word: MoE-LLaVA's llavaphi-2.7b is a Phi-2)
    const ModelPreset *phi = decoderOfTheNamedSize("./checkpoints/llavaphi-2.7b-finetune", test::catalog(), size);
    QVERIFY(phi && phi->id == "phi-2");
    const ModelPreset *zephyr = decoderOfTheNamedSize("alignment-handbook/zephyr-7b-sft-qlora", test::catalog(), size);
    QVERIFY(zephyr && zephyr->arch.gatedMlp && zephyr->arch.rmsNorm && zephyr->arch.normsPerLayer != 1);
    QVERIFY(zephyr->id.find("falcon") == std::string::npos);
    // a fine-tune named for itself whose base is a Llama: Vicuna-7B v1.5 is Llama 2 7B
    const ModelPreset *vicuna = decoderOfTheNamedSize("lmsys/vicuna-7b-v1.5", test::catalog(), size);
    QVERIFY(vicuna && vicuna->id.find("llama") != std::string::npos);
    // the version the name states before an older one of the same size (Qwen2.5-VL-72B: Qwen2.5's
    // 72B, not Qwen 1's), in a Hugging Face cache folder too (models--ORG--NAME/snapshots/<sha>)
    const ModelPreset *vl = decoderOfTheNamedSize(
        "/shared/hf-hub/models--Qwen--Qwen2.5-VL-72B-Instruct/snapshots/5d8e171e5ee60e8ca4c6daa380bd29f78fe19021",
        test::catalog(), size);
    QVERIFY(vl);
    QCOMPARE(QString::fromStdString(vl->id), QString("qwen2.5-72b"));
    QCOMPARE(size, 72e9);
    for (const char *none : {"Qwen/Qwen3-235B-A22B", "my-moe-8x7B", "google/gemma-3n-E4B-it", "microsoft/Phi-4-mini-instruct",
                             "tiny-100k", "resnet50", "deepseek-ai/deepseek-moe-16b-base",
                             "meta-llama/Llama-4-Scout-17B-16E-Instruct",
                             // (nor a video or image diffusion transformer, nor speech: no decoder's shape)
                             "Wan-AI/Wan2.1-T2V-14B-Diffusers", "black-forest-labs/FLUX.1-dev-12B", "THUDM/CogVideoX1.5-5B",
                             "tencent/HunyuanVideo-13B", "openai/whisper-large-v3-1.5B",
                             // (nor NeMo's speech recognisers)
                             "nvidia/parakeet-tdt-0.6b-v2", "nvidia/canary-1b", "nvidia/stt_en_fastconformer_ctc_large-115m"})
        QVERIFY2(!decoderOfTheNamedSize(none, test::catalog(), size) && size == 0, none);

    QTemporaryDir dir;
    const std::string path = dir.filePath("smol.yaml").toStdString();
    std::ofstream(path) << "model:\n  name: my-lab/NovaChat-3B-Instruct\nrun:\n  micro_batch: 1\n";
    const test::Estimated e = test::estimateFile(path);
    QVERIFY(e.ok);
    QVERIFY(e.resolved.shapeStandIn);
    QVERIFY2(codes(e.diags).find("model.size_stand_in") != std::string::npos, codes(e.diags).c_str());
    // (the preset the inputs show is marked as the stand-in it is)
    QCOMPARE(e.resolved.setup.sources.at("model.preset").note, std::string("size_stand_in"));
    const auto acts = static_cast<size_t>(VramComponent::Activations);
    QCOMPARE(e.report.vramBand[acts], 0.75 * e.report.vram[acts]);
}

QTEST_APPLESS_MAIN(TestModelMatch)
#include "tst_modelmatch.moc"
