// resolveSetup decides every derived value once: the views (window, sweep, command line) read
// the resolved setup and never work a default out again.

#include "setups.h"
#include "visionsetup.h"

#include <QTest>

#include <algorithm>

#include <yaml-cpp/yaml.h>

using namespace headroom;
using namespace headroom::test;

class TestResolve : public QObject {
    Q_OBJECT
private slots:
    void imageSizeFromPreset_data();
    void imageSizeFromPreset();
    void statedImageSizeWins();
    void paddingAssumedWhereItMatters();
    void imageSizeOnlyWhereImagesAre();
    void imagesOfAVisionLanguageModel();
    void sequenceLengthAssumed();
    void walkedSizeOverFamilyName();
    void plainMlpWhereTheWidthIsUnsaid();
    void trainableLayersCountBlocks();
    void vocabularyOfTheNamedTokenizer();
    void unknownActivationsAreSaid();
    void mixtureOfExperts();
    void loraOverQuantizedModel();
    void diffusionLora();
    void cacheOfUnknownSize();
    void halfLoadedWeightsTrainInTheirDtype();
    void offloadWithoutShardingIsNotCounted();
    void referenceModelFollowsObjective();
    void yoloAgainstPyTorch();
    void cachedFeaturesSpareOnlyWhatIsFrozen();
    void videoFramesAssumed();
    void yoloxAgainstPyTorch();
    void segmentationLossBackward();
    void unknownGpuReadByName();
    void imageVitOverClips();
    void statedHeadsOverPreset();
    void resolutionInTheName();
    void unwalkedNetworkIsNotItsBackbone();
    void detectionLoopOrderIsSaid();
};

void TestResolve::imageSizeFromPreset_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("sourceKind");
    // A ViT's own input size (architecture), a CNN's and a detector's reference input, a
    // VLM's vision tower: whatever the estimate used, the setup now says.
    QTest::newRow("vit") << "vit-base-16" << "224" << int(Source::Kind::Preset);
    QTest::newRow("cnn") << "resnet-50" << "224" << int(Source::Kind::Preset);
    QTest::newRow("detection") << "faster-rcnn-r50-fpn" << "800x1333" << int(Source::Kind::Preset);
    QTest::newRow("vlm") << "qwen2.5-vl-3b" << "448" << int(Source::Kind::Preset);
}

void TestResolve::imageSizeFromPreset()
{
    QFETCH(QString, model);
    QFETCH(QString, size);
    QFETCH(int, sourceKind);
    const ResolvedSetup r = resolved(setupFor({{"model.name", model.toStdString()}}));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "data.image_size")), size);
    QVERIFY(r.setup.sources.count("data.image_size"));
    QCOMPARE(int(r.setup.sources.at("data.image_size").kind), sourceKind);
}

void TestResolve::statedImageSizeWins()
{
    const ResolvedSetup r = resolved(setupFor({{"model.name", "vit-base-16"}, {"data.image_size", "384"}}));
    QCOMPARE(r.setup.data.imageHeight, 384);
    QCOMPARE(r.setup.data.imageWidth, 384);
    QCOMPARE(int(r.setup.sources.at("data.image_size").kind), int(Source::Kind::Set));
}

void TestResolve::paddingAssumedWhereItMatters()
{
    // Unstated packing means padded rows; the source says so where it changes the estimate: a
    // grouped-K/V text model (Llama-3-8B: 8 K/V heads for 32) under SDPA, a micro batch over 1.
    auto note = [](const std::vector<std::pair<std::string, std::string>> &fields) {
        const ResolvedSetup r = resolved(setupFor(fields));
        const auto it = r.setup.sources.find("data.packing");
        return it == r.setup.sources.end() ? std::string("-") : it->second.note;
    };
    QCOMPARE(note({{"model.name", "llama-3-8b"}, {"run.micro_batch", "4"}}), std::string("assumed"));
    QCOMPARE(note({{"model.name", "llama-3-8b"}, {"run.micro_batch", "1"}}), std::string("-"));
    QCOMPARE(note({{"model.name", "llama-3-8b"}, {"run.micro_batch", "4"}, {"run.attention", "flash"}}), std::string("-"));
    QCOMPARE(note({{"model.name", "llama-2-7b"}, {"run.micro_batch", "4"}}), std::string("-")); // K/V heads = heads
    QCOMPARE(note({{"model.name", "vit-base-16"}, {"run.micro_batch", "4"}}), std::string("-"));
    // Stated, it is the file's: no assumption, and the value is the file's.
    const ResolvedSetup packed = resolved(setupFor({{"model.name", "llama-3-8b"}, {"run.micro_batch", "4"},
                                                    {"data.packing", "true"}}));
    QVERIFY(packed.setup.data.packing);
    QCOMPARE(int(packed.setup.sources.at("data.packing").kind), int(Source::Kind::Set));
}

void TestResolve::imageSizeOnlyWhereImagesAre()
{
    // A text model has no image; nothing is invented for it.
    const ResolvedSetup r = resolved(setupFor({{"model.name", "llama-3-8b"}}));
    QCOMPARE(r.setup.data.imageHeight, 0);
    QVERIFY(!r.setup.sources.count("data.image_size"));
}

// A vision-language model sees one image a sample unless told (said as an assumption); told 0, it
// is fine-tuned on text alone. Gemma 3 4B: 896 / 14 = 64 patches a side, 4096 patches, pooled 4 x 4
// into 256 tokens an image, so a 2048-token sample is 2304 tokens with its image and 2048 without.
void TestResolve::imagesOfAVisionLanguageModel()
{
    const ResolvedSetup assumed = resolved(setupFor({{"model.name", "gemma-3-4b"}, {"data.seq_len", "2048"}}));
    QCOMPARE(assumed.setup.data.images, 1);
    QCOMPARE(assumed.setup.sources.at("data.images").note, std::string("assumed"));
    double patches = 0;
    QCOMPARE(estimateTokensPerSample(assumed, &patches), 2304.0);
    QCOMPARE(patches, 4096.0);
    const ResolvedSetup text = resolved(setupFor({{"model.name", "gemma-3-4b"}, {"data.seq_len", "2048"}, {"data.images", "0"}}));
    QCOMPARE(estimateTokensPerSample(text, &patches), 2048.0);
    QCOMPARE(patches, 0.0);
    const ResolvedSetup two = resolved(setupFor({{"model.name", "gemma-3-4b"}, {"data.seq_len", "2048"}, {"data.images", "2"}}));
    QCOMPARE(estimateTokensPerSample(two, &patches), 2560.0);
    // A text model assumes nothing of images.
    QVERIFY(!resolved(setupFor({{"model.name", "llama-3-8b"}})).setup.sources.count("data.images"));
}

// A text transformer's sequence length, where nothing states it, is the default said as an
// assumption, and never more positions than the model has: BERT-base's 512 learned positions
// cap the 2048 default. Stated, it is the file's; a CNN gets no sequence length.
void TestResolve::sequenceLengthAssumed()
{
    const ResolvedSetup llama = resolved(setupFor({{"model.name", "llama-3-8b"}}));
    QCOMPARE(llama.setup.data.seqLen, 2048);
    QCOMPARE(llama.setup.sources.at("data.seq_len").note, std::string("assumed"));
    const ResolvedSetup bert = resolved(setupFor({{"model.name", "bert-base-uncased"}}));
    QCOMPARE(bert.setup.data.seqLen, 512);
    QCOMPARE(bert.setup.sources.at("data.seq_len").note, std::string("assumed"));
    const ResolvedSetup stated = resolved(setupFor({{"model.name", "llama-3-8b"}, {"data.seq_len", "8192"}}));
    QCOMPARE(stated.setup.data.seqLen, 8192);
    QVERIFY(stated.setup.sources.at("data.seq_len").note != "assumed");
    QVERIFY(!resolved(setupFor({{"model.name", "resnet50"}})).setup.sources.count("data.seq_len"));
}

// A classifier named by its family and size in the file's keys (mmpretrain: ConvNeXt, arch
// 'large') is walked at that size, not matched to another size's catalog entry by the bare
// family name: ConvNeXt-L's 197,767,336 parameters, not ConvNeXt-B's 88.6 M.
void TestResolve::walkedSizeOverFamilyName()
{
    TrainingSetup s = setupFor({{"model.name", "ConvNeXt large"}});
    s.model.candidates.push_back(ModelCandidate{"ConvNeXt", "model.backbone.type", 5, "c.py"});
    const ResolvedSetup r = resolved(s);
    QVERIFY(!r.preset);
    QVERIFY(r.vision.has_value());
    QCOMPARE(r.setup.model.params, 197767336.0);
}

// A decoder given field by field without its MLP width takes 4 × hidden, and then a plain
// (GPT-2's, Megatron's default) MLP, not a gated one: 24 layers of hidden 3072 (Megatron's
// run_ccnews.sh) hold 12h² each (attention 4h², MLP 2 × h × 4h) = 113.2 M, 2.718 B in all, and
// the tied embedding 50,257 × 3072 = 154.4 M: 2.87 B with norms and biases (a gated MLP: 3.6 B).
void TestResolve::plainMlpWhereTheWidthIsUnsaid()
{
    const ResolvedSetup r = resolved(setupFor({{"model.layers", "24"}, {"model.hidden", "3072"}, {"model.heads", "16"},
                                               {"model.vocab", "50257"}, {"model.tied_embeddings", "true"}}));
    QVERIFY(!r.arch.gatedMlp);
    QCOMPARE(r.arch.ffn, 4 * 3072);
    QVERIFY(std::abs(r.setup.model.params / 2.87e9 - 1) < 0.01);
}

// A model given by its size alone has weights, gradients and optimizer states, but nothing says
// what it keeps for backward: the resolver says the activations are not counted and what would
// count them, by kind. A network it can walk, a preset and a transformer shape say nothing.
// A partial fine-tune (run.trainable_layers, LLaMA-Factory's freeze) trains that many blocks'
// linear weights. Llama-3-8B: 32 blocks of 4096 x (4096 + 1024 + 1024 + 4096) + 3 x 4096 x 14336
// = 218,103,808 each; the last 2 train 436,207,616 parameters, the first 40 (more than it has) all 32.
void TestResolve::trainableLayersCountBlocks()
{
    auto trainable = [](const std::string &layers) {
        ResolvedSetup r;
        Diagnostics diags;
        if (!resolveSetup(setupFor({{"model.name", "llama-3-8b"}, {"run.trainable_layers", layers}}), catalog(), r, diags))
            qFatal("resolveSetup failed");
        return r.setup.model.trainableParams;
    };
    QCOMPARE(trainable("2"), 2 * 218103808.0);
    QCOMPARE(trainable("-40"), 32 * 218103808.0);
}

// Levanter's llama given layer by layer with `tokenizer: …Llama-3.1-Nemotron-70B…` and no vocab:
// the vocabulary is that of the catalog's model of that tokenizer (Llama 3.1 70B: 128,256), said
// as derived from the tokenizer key, not 0 (no embedding, head or logits); a tokenizer the catalog
// cannot place leaves it unknown, and the warning says so.
void TestResolve::vocabularyOfTheNamedTokenizer()
{
    auto resolved = [](const std::string &tokenizer, Diagnostics &diags) {
        TrainingSetup s = setupFor({{"model.name", "llama"}, {"model.layers", "12"}, {"model.hidden", "768"},
                                    {"model.heads", "12"}, {"model.ffn", "2048"}});
        s.model.tokenizers.push_back({tokenizer, "data.tokenizer", 7, "llama3_small_fast.yaml"});
        ResolvedSetup r;
        if (!resolveSetup(s, catalog(), r, diags))
            qFatal("resolveSetup failed");
        return r;
    };
    Diagnostics diags;
    const ResolvedSetup r = resolved("nvidia/Llama-3.1-Nemotron-70B-Instruct-HF", diags);
    QCOMPARE(r.arch.vocab, 128256);
    QCOMPARE(QString::fromStdString(r.setup.sources.at("model.vocab").keyPath), QStringLiteral("data.tokenizer"));
    QVERIFY(std::none_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "model.vocab_unknown"; }));
    Diagnostics unknown;
    QCOMPARE(resolved("./my_tokenizer", unknown).arch.vocab, 0);
    QVERIFY(std::any_of(unknown.begin(), unknown.end(), [](const Diagnostic &d) { return d.code == "model.vocab_unknown"; }));
}

void TestResolve::unknownActivationsAreSaid()
{
    auto codes = [](const std::vector<std::pair<std::string, std::string>> &fields) {
        ResolvedSetup r;
        Diagnostics diags;
        if (!resolveSetup(setupFor(fields), catalog(), r, diags))
            qFatal("resolveSetup failed");
        std::string out;
        for (const Diagnostic &d : diags)
            out += d.code + " ";
        return out;
    };
    const std::string network = "model.activations_need_network", shape = "model.activations_need_shape";
    // (a detector, segmenter or image CNN gets a stand-in of its kind instead, and says that)
    QVERIFY(codes({{"model.name", "panoptic_fpn_R_50_1x"}, {"model.kind", "detection"}, {"model.params", "46000000"}})
                .find("model.activations_stand_in") != std::string::npos);
    QVERIFY(codes({{"model.name", "my-pointnet"}, {"model.kind", "point-cloud"}, {"model.params", "3500000"}})
                .find(network) != std::string::npos);
    QVERIFY(codes({{"model.name", "my-private-net"}, {"model.kind", "decoder"}, {"model.params", "7000000000"}})
                .find(shape) != std::string::npos);
    for (const auto &fields : std::vector<std::vector<std::pair<std::string, std::string>>>{
             {{"model.name", "mask_rcnn_R_50_C4_1x"}, {"model.params", "46000000"}}, // walked
             {{"model.name", "resnet-50"}},                                            // a preset's profile
             {{"model.name", "my-net"}, {"model.layers", "12"}, {"model.hidden", "768"}, {"model.heads", "12"}},
             {{"model.name", "my-cnn"}, {"model.kind", "cnn"}, {"model.params", "1000000"}, {"run.finetune", "frozen"}}}) {
        const std::string c = codes(fields);
        QVERIFY2(c.find(network) == std::string::npos && c.find(shape) == std::string::npos, c.c_str());
    }
    // A decoder given layer by layer with no vocabulary: its logits and embedding are not
    // counted, and that is said; with the vocabulary, or a preset's, nothing is.
    const std::string vocab = "model.vocab_unknown";
    const std::vector<std::pair<std::string, std::string>> megatron = {
        {"model.kind", "decoder"}, {"model.layers", "32"}, {"model.hidden", "4096"}, {"model.heads", "32"}, {"model.ffn", "14336"}};
    QVERIFY(codes(megatron).find(vocab) != std::string::npos);
    auto withVocab = megatron;
    withVocab.emplace_back("model.vocab", "128256");
    QVERIFY(codes(withVocab).find(vocab) == std::string::npos);
    // model.vocab: 0 stated (a VLA whose actions come from an expert) is an answer, not a gap.
    auto noHead = megatron;
    noHead.emplace_back("model.vocab", "0");
    QVERIFY(codes(noHead).find(vocab) == std::string::npos);
    QVERIFY(codes({{"model.name", "llama-3-8b"}}).find(vocab) == std::string::npos);
    // Host RAM taken from this machine for a run over two nodes is said to be a stand-in; stated, it is not.
    const std::string here = "host.ram_of_this_machine";
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"parallel.nodes", "2"}, {"parallel.gpus", "8"}}).find(here) != std::string::npos);
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"parallel.nodes", "2"}, {"hardware.host_ram_gib", "512"}}).find(here) ==
            std::string::npos);
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"parallel.gpus", "1"}}).find(here) == std::string::npos);
    // On a machine with no NVIDIA GPU (this test's, where /proc/driver/nvidia/gpus is empty or
    // missing) a one-GPU run trains elsewhere: said too, unless the RAM is stated.
    const std::string gpuless = "host.ram_of_gpuless_machine";
    QCOMPARE(codes({{"model.name", "llama-3-8b"}, {"parallel.gpus", "1"}}).find(gpuless) != std::string::npos,
             thisMachineLacksNvidiaGpu() && thisMachineRamBytes() > 0);
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"hardware.host_ram_gib", "64"}}).find(gpuless) == std::string::npos);
    // A GPU named without its memory, where the catalog has several sizes: the one taken is said.
    const std::string size = "gpu.size_assumed";
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"hardware.gpu", "A100"}}).find(size) != std::string::npos);
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"hardware.gpu", "A100 40GB"}}).find(size) == std::string::npos);
    QVERIFY(codes({{"model.name", "llama-3-8b"}, {"hardware.gpu", "rtx4090"}}).find(size) == std::string::npos);
}

QTEST_APPLESS_MAIN(TestResolve)
void TestResolve::statedHeadsOverPreset()
{
    // A name that finds a preset, with heads of its own: the key/value heads follow the stated
    // heads where the preset has none grouped (ViT-H/14: 16 of 16, stated 24 → 24), keep the
    // preset's groups where they divide the stated heads (Llama-3.1-8B: 8 K/V heads, stated 64
    // → 8), and follow the stated heads where they do not (stated 36 → 36).
    const auto kvHeads = [](std::vector<std::pair<std::string, std::string>> fields) {
        ResolvedSetup r;
        Diagnostics diags;
        if (!resolveSetup(setupFor(fields), catalog(), r, diags))
            return -1;
        return r.arch.kvHeads;
    };
    QCOMPARE(kvHeads({{"model.name", "vit-huge-patch14-224"}, {"model.kind", "vit"}, {"model.layers", "40"},
                      {"model.hidden", "1536"}, {"model.heads", "24"}, {"model.ffn", "6144"}}),
             24);
    QCOMPARE(kvHeads({{"model.name", "llama-3.1-8b"}, {"model.heads", "64"}}), 8);
    QCOMPARE(kvHeads({{"model.name", "llama-3.1-8b"}, {"model.heads", "36"}, {"model.hidden", "4608"}}), 36);
    // Stated K/V heads are the file's word: a mismatch is still an error.
    QCOMPARE(kvHeads({{"model.name", "llama-3.1-8b"}, {"model.heads", "36"}, {"model.kv_heads", "8"},
                      {"model.hidden", "4608"}}),
             -1);
}

void TestResolve::resolutionInTheName()
{
    // timm's names end in the input they were trained at: that is the image size where the
    // config gives none (a ViT-B/16 at 384 has 577 tokens, not 197); patch14, R_101 and
    // 512x1024 are no such part of a name.
    const auto size = [](const std::string &name) {
        ResolvedSetup r;
        Diagnostics diags;
        if (!resolveSetup(setupFor({{"model.name", name}, {"run.micro_batch", "8"}}), catalog(), r, diags))
            return std::string("refused");
        return fieldValue(r.setup, "data.image_size");
    };
    QCOMPARE(QString::fromStdString(size("vit_base_patch16_384")), QStringLiteral("384"));
    QCOMPARE(QString::fromStdString(size("vit_large_patch14_clip_336.openai_ft_in12k_in1k")), QStringLiteral("336"));
    QCOMPARE(QString::fromStdString(size("vit_base_patch16_224")), QStringLiteral("224"));
    QCOMPARE(QString::fromStdString(size("mask_rcnn_R_101_FPN_3x")), QStringLiteral("800x1333"));
    // stated, the config's own size wins
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(setupFor({{"model.name", "vit_base_patch16_384"}, {"data.image_size", "224"}}), catalog(), r, diags));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "data.image_size")), QStringLiteral("224"));
}

void TestResolve::unwalkedNetworkIsNotItsBackbone()
{
    // A network Headroom does not walk, named with a backbone it does (smp's "unet resnet34"), is
    // an unknown model (the partial answer and the question), not the bare backbone's much smaller
    // activations. The backbones alone are still known. PySlowFast's "slowfast R50" is no bare R50
    // either: its kin stands in, the R50 over the clip's frame-equivalents (tst_visionacts).
    const auto known = [](const std::string &name) {
        ResolvedSetup r;
        Diagnostics diags;
        return resolveSetup(setupFor({{"model.name", name}, {"run.micro_batch", "8"}}), catalog(), r, diags) &&
               (r.preset != nullptr || r.vision.has_value());
    };
    {
        ResolvedSetup r;
        Diagnostics diags;
        QVERIFY(resolveSetup(setupFor({{"model.name", "slowfast R50"}, {"run.micro_batch", "8"}}), catalog(), r, diags));
        QVERIFY(r.visionStandIn && r.vision && r.vision->frameShare > 0);
    }
    QVERIFY(!known("unet resnet34"));
    QVERIFY(!known("x3d_m"));
    QVERIFY(known("resnet34"));
    QVERIFY(known("R50"));
    QVERIFY(known("deeplabv3_resnet50"));
}

void TestResolve::detectionLoopOrderIsSaid()
{
    // A detector's loop zeroes the gradients between forward and backward; unstated, that order
    // is assumed and shown in the inputs as the estimate uses it (not the field's `false`).
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(setupFor({{"model.name", "mask_rcnn_R_50_FPN_3x"}, {"run.micro_batch", "2"}}), catalog(), r, diags));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "run.grads_through_forward")), QStringLiteral("true"));
    QVERIFY(r.setup.sources.at("run.grads_through_forward").kind == Source::Kind::Default);
    QVERIFY(resolveSetup(setupFor({{"model.name", "mask_rcnn_R_50_FPN_3x"}, {"run.grads_through_forward", "false"}}),
                         catalog(), r, diags));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "run.grads_through_forward")), QStringLiteral("false"));
}

#include "tst_resolve.moc"

void TestResolve::mixtureOfExperts()
{
    // A Qwen3-MoE config.json the catalog does not know (the name is not a preset): the shape
    // as its fields give it. Per layer: attention 2 × 2048 × 4096 + 2 × 2048 × 512 = 18,874,368,
    // q/k norms 256, norms 4,096; 128 experts × 3 × 2048 × 768 = 603,979,776, router 262,144
    // → 623,120,640 × 48 = 29,909,790,720; final norm 2,048; embeddings and head
    // 2 × 151,936 × 2048 = 622,329,856 → 30,532,122,624 (the card: 30.5B).
    const std::vector<std::pair<std::string, std::string>> qwen3Moe = {
        {"model.name", "my-org/our-moe"}, {"model.layers", "48"}, {"model.hidden", "2048"},
        {"model.heads", "32"}, {"model.kv_heads", "4"}, {"model.head_dim", "128"}, {"model.ffn", "6144"},
        {"model.vocab", "151936"}, {"model.experts", "128"}, {"model.experts_active", "8"},
        {"model.expert_ffn", "768"}};
    ResolvedSetup r = resolved(setupFor(qwen3Moe));
    QVERIFY(r.preset == nullptr);
    QCOMPARE(r.arch.experts, 128);
    QCOMPARE(r.arch.activeExperts(), 8);
    QCOMPARE(r.arch.qWidth(), 4096);
    // (the file does not say q/k norms: without them 48 × 256 fewer)
    QCOMPARE(r.setup.model.params, 30532122624.0 - 48 * 256);
    // A catalog MoE fills the expert fields from its preset...
    r = resolved(setupFor({{"model.name", "mistralai/Mixtral-8x7B-v0.1"}}));
    QCOMPARE(r.setup.model.experts, 8);
    QCOMPARE(r.setup.model.expertsActive, 2);
    QCOMPARE(r.setup.model.params, 46.7e9);
    // ...and another expert count makes it another model: 4 experts of 3 × 4096 × 14336 fewer
    // in 32 layers, and 4 router rows: 46,702,792,704 − 32 × (4 × 176,160,768 + 16,384)
    // = 46,702,792,704 − 22,549,102,592 = 24,153,690,112.
    r = resolved(setupFor({{"model.name", "mistralai/Mixtral-8x7B-v0.1"}, {"model.experts", "4"}}));
    QCOMPARE(r.setup.model.params, 24153690112.0);
    // More experts a token than there are is an error on that field.
    ResolvedSetup bad;
    Diagnostics diags;
    QVERIFY(!resolveSetup(setupFor({{"model.name", "mistralai/Mixtral-8x7B-v0.1"}, {"model.experts_active", "9"}}),
                          catalog(), bad, diags));
    QVERIFY(std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "model.experts_mismatch"; }));
}

void TestResolve::loraOverQuantizedModel()
{
    // LoRA over a model loaded in 8 or 4 bits (axolotl's load_in_8bit beside adapter: lora,
    // --use_peft --load_in_4bit) is estimated as QLoRA: the frozen base is the quantized one.
    ResolvedSetup r = resolved(setupFor({{"model.name", "llama-2-7b"}, {"run.finetune", "lora"}, {"run.quant_bits", "8"}}));
    QCOMPARE(int(r.setup.run.finetune), int(Finetune::Qlora));
    QCOMPARE(r.setup.sources.at("run.finetune").how, std::string("inferred"));
    // Without a stated bit width it stays LoRA over 16-bit (or fp32) weights.
    r = resolved(setupFor({{"model.name", "llama-2-7b"}, {"run.finetune", "lora"}}));
    QCOMPARE(int(r.setup.run.finetune), int(Finetune::Lora));
}

void TestResolve::diffusionLora()
{
    // diffusers' and kohya's LoRA scripts cast the frozen UNet to the mixed-precision dtype.
    ResolvedSetup r = resolved(setupFor({{"model.name", "sd15-unet"}, {"run.finetune", "lora"}, {"run.precision", "fp16-mixed"}}));
    QCOMPARE(r.setup.model.dtype, std::string("fp16"));
    // A full fine-tune keeps the trained UNet in fp32 under autocast.
    r = resolved(setupFor({{"model.name", "sd15-unet"}, {"run.precision", "fp16-mixed"}}));
    QCOMPARE(r.setup.model.dtype, std::string("fp32"));
    // Cached latents and text-encoder outputs (kohya's cache_latents) leave the UNet's own
    // activations in place: the UNet runs every step.
    const Coefficients &c = coefficients();
    const TrainingSetup base = setupFor({{"model.name", "sd15-unet"}, {"run.finetune", "lora"}, {"data.image_size", "512"}});
    TrainingSetup cached = base;
    setField(cached, "run.cached_features", "true", Source{});
    const MemoryReport plain = estimate(resolved(base), c), withCache = estimate(resolved(cached), c);
    QVERIFY(plain.vramOf(VramComponent::Activations) > 0);
    QCOMPARE(withCache.vramOf(VramComponent::Activations), plain.vramOf(VramComponent::Activations));
    // ...and the VAE and text encoders are off the GPU (sd-scripts and diffusers move them).
    QVERIFY(withCache.vramOf(VramComponent::Weights) < plain.vramOf(VramComponent::Weights));
}

void TestResolve::cacheOfUnknownSize()
{
    // A cache of the whole dataset without the dataset's size: said, not silently 0.
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(setupFor({{"model.name", "resnet-50"}, {"data.cache", "all"}}), catalog(), r, diags));
    QVERIFY(std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "data.cache_size_unknown"; }));
    diags.clear();
    QVERIFY(resolveSetup(setupFor({{"model.name", "resnet-50"}, {"data.cache", "all"}, {"data.dataset_size", "5000"}}),
                         catalog(), r, diags));
    QVERIFY(std::none_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "data.cache_size_unknown"; }));
}

void TestResolve::halfLoadedWeightsTrainInTheirDtype()
{
    // from_pretrained(torch_dtype=bfloat16) and no precision stated anywhere: nothing casts the
    // weights back to fp32, so the run is pure bf16 (2 B weights, 2 B grads, 2 x 2 B AdamW states)
    // rather than bf16-mixed over fp32 weights (4 + 4 + 8 B and a 16-bit copy).
    const ResolvedSetup r = resolved(setupFor({{"model.name", "llama-3.1-8b"}, {"model.dtype", "bf16"}}));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "run.precision")), QStringLiteral("bf16-true"));
    QCOMPARE(int(r.setup.sources.at("run.precision").kind), int(Source::Kind::Derived));
    // A precision the config states is kept: weights loaded in bf16 under bf16 autocast.
    const ResolvedSetup mixed =
        resolved(setupFor({{"model.name", "llama-3.1-8b"}, {"model.dtype", "bf16"}, {"run.precision", "bf16-mixed"}}));
    QCOMPARE(QString::fromStdString(fieldValue(mixed.setup, "run.precision")), QStringLiteral("bf16-mixed"));
    // Loaded in fp32 says nothing of the precision: the default stays.
    const ResolvedSetup fp32 = resolved(setupFor({{"model.name", "llama-3.1-8b"}, {"model.dtype", "fp32"}}));
    QVERIFY(fp32.setup.sources.count("run.precision") == 0 || fp32.setup.sources.at("run.precision").kind != Source::Kind::Derived);
}

void TestResolve::offloadWithoutShardingIsNotCounted()
{
    // DDP keeps a full replica per GPU: an offload switch without FSDP or ZeRO moves nothing
    // (accelerate's --fsdp_offload_params beside --multi_gpu). The warning says so, and the
    // estimate agrees: nothing is booked on the host, nothing leaves the GPU.
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(setupFor({{"model.name", "llama-3.1-8b"}, {"parallel.gpus", "4"}, {"parallel.strategy", "ddp"},
                                   {"parallel.offload", "params"}}),
                         catalog(), r, diags));
    QVERIFY(std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "offload.needs_sharding"; }));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "parallel.offload")), QStringLiteral("none"));
    const MemoryReport rep = estimate(r, coefficients());
    QCOMPARE(rep.offloadedPerGpu, 0.0);
    QVERIFY(rep.vramOf(VramComponent::Weights) > 15e9); // the bf16-mixed fp32 replica stays: 4 B x 8.03e9
    // The optimizer offloaded on one GPU (torchao's CPUOffloadOptimizer) needs no sharding: its
    // states leave the GPU, with no warning.
    ResolvedSetup one;
    Diagnostics oneDiags;
    QVERIFY(resolveSetup(setupFor({{"model.name", "llama-3.1-8b"}, {"parallel.offload", "optimizer"}}), catalog(), one, oneDiags));
    QVERIFY(std::none_of(oneDiags.begin(), oneDiags.end(), [](const Diagnostic &d) { return d.code == "offload.needs_sharding"; }));
    ResolvedSetup kept;
    QVERIFY(resolveSetup(setupFor({{"model.name", "llama-3.1-8b"}}), catalog(), kept, oneDiags));
    QVERIFY(estimate(one, coefficients()).vramOf(VramComponent::Optimizer) <
            estimate(kept, coefficients()).vramOf(VramComponent::Optimizer));
}

void TestResolve::referenceModelFollowsObjective()
{
    // A full DPO or KTO fine-tune holds a reference model; LoRA switches its adapters off for
    // it; a stated false (precompute_ref_log_probs) wins; ORPO and SFT have none.
    const auto ref = [](std::vector<std::pair<std::string, std::string>> f) {
        f.emplace_back("model.name", "llama-3.1-8b");
        return resolved(setupFor(f)).setup.run.referenceModel;
    };
    QVERIFY(ref({{"run.objective", "dpo"}}));
    QVERIFY(ref({{"run.objective", "kto"}}));
    QVERIFY(!ref({{"run.objective", "dpo"}, {"run.finetune", "lora"}}));
    QVERIFY(!ref({{"run.objective", "dpo"}, {"run.reference_model", "false"}}));
    QVERIFY(!ref({{"run.objective", "orpo"}}));
    QVERIFY(!ref({}));
}

// run.cached_features spares what the cache stands in for, never a model that trains: a VLM's
// cached image features leave its language model's activations as they are and take the
// frozen vision tower off the GPU (Qwen2.5-VL-7B's 0.67B-parameter tower: 1.34 GB in bf16); a
// video transformer's cached latents (LTX-Video in finetrainers) leave its blocks running; a
// frozen backbone under a head of its own (seed 001) is spared.
void TestResolve::cachedFeaturesSpareOnlyWhatIsFrozen()
{
    const auto report = [](std::vector<std::pair<std::string, std::string>> fields) {
        return estimate(resolved(setupFor(fields)), coefficients());
    };
    const std::vector<std::pair<std::string, std::string>> vlm = {
        {"model.name", "qwen2.5-vl-7b"}, {"run.finetune", "lora"}, {"data.images", "1"}, {"run.precision", "bf16-true"}};
    auto cached = vlm;
    cached.push_back({"run.cached_features", "true"});
    const MemoryReport live = report(vlm), fromCache = report(cached);
    QCOMPARE(fromCache.vramOf(VramComponent::Activations), live.vramOf(VramComponent::Activations));
    const ModelPreset *preset = catalog().findModel("qwen2.5-vl-7b");
    QVERIFY(preset && preset->vision.valid());
    QVERIFY(std::abs(live.vramOf(VramComponent::Weights) - fromCache.vramOf(VramComponent::Weights) - 2.0 * preset->vision.params) <
            1e6);
    const std::vector<std::pair<std::string, std::string>> video = {
        {"model.kind", "generic"}, {"model.params", "1.9e9"}, {"model.layers", "28"}, {"model.hidden", "2048"},
        {"model.heads", "32"}, {"model.ffn", "8192"}, {"run.finetune", "lora"}, {"data.seq_len", "2688"}};
    auto videoCached = video;
    videoCached.push_back({"run.cached_features", "true"});
    QVERIFY(report(video).vramOf(VramComponent::Activations) > 0);
    QCOMPARE(report(videoCached).vramOf(VramComponent::Activations), report(video).vramOf(VramComponent::Activations));
}

// A video diffusion transformer's frames where the file gives none: the preset's clip (Wan's 81
// frames at 480x832) when nothing about the input is said; one frame, an image dataset, when an
// image size is. Said as assumed either way.
void TestResolve::videoFramesAssumed()
{
    const ResolvedSetup clip = resolved(setupFor({{"model.name", "wan2.1-t2v-1.3b"}}));
    QCOMPARE(clip.setup.data.frames, 81);
    QCOMPARE(clip.setup.sources.at("data.frames").note, std::string("assumed"));
    QCOMPARE(clip.setup.data.imageHeight, 480);
    QCOMPARE(clip.setup.data.imageWidth, 832);
    // 1 + 80 / 4 = 21 latent frames x 30 x 52 patches; the text feeds a cross-attention only
    QCOMPARE(estimate(clip, coefficients()).tokensPerSample, 21.0 * 30 * 52);
    const ResolvedSetup images = resolved(setupFor({{"model.name", "wan2.1-t2v-1.3b"}, {"data.image_size", "632"}}));
    QCOMPARE(images.setup.data.frames, 1);
    QCOMPARE(estimate(images, coefficients()).tokensPerSample, 40.0 * 40);
    const ResolvedSetup said = resolved(setupFor({{"model.name", "wan2.1-t2v-1.3b"}, {"data.frames", "33"}}));
    QCOMPARE(said.setup.data.frames, 33);
}

// The Ultralytics presets (YOLOv5, YOLOv8, YOLO11) against what scripts/measure-yolo.py measured (tests/reference/
// yolo-activations.json): parameters exactly; fp32 activations at 640 within 0.1 % (the preset
// keeps 4 digits), at 320 within 1 % (YOLO11's attention grows with the square of the tokens);
// under mixed precision within 1 % (amp_ratio keeps 2 digits).
void TestResolve::yoloAgainstPyTorch()
{
    const YAML::Node doc = YAML::LoadFile(HEADROOM_TESTS_DIR "/../reference/yolo-activations.json");
    int models = 0;
    for (const YAML::Node &m : doc["models"]) {
        const std::string id = m["id"].as<std::string>();
        const ResolvedSetup named = resolved(setupFor({{"model.name", id + ".pt"}}));
        QVERIFY2(named.preset && named.preset->id == id, id.c_str());
        QCOMPARE(named.setup.model.params, m["params"].as<double>());
        const auto acts = [&](const char *precision, const char *size) -> double {
            const ResolvedSetup r = resolved(setupFor({{"model.name", id + ".pt"}, {"run.precision", precision},
                                                       {"run.micro_batch", "1"}, {"data.image_size", size}}));
            return estimate(r, coefficients()).vramOf(VramComponent::Activations);
        };
        const auto near = [&](double got, const char *key, double tolerance) {
            const double want = m[key].as<double>();
            QVERIFY2(std::abs(got - want) <= tolerance * want, (id + " " + key).c_str());
        };
        near(acts("fp32", "640"), "fp32_bytes_per_image_640", 0.001);
        near(acts("fp32", "320"), "fp32_bytes_per_image_320", 0.01);
        near(acts("fp16-mixed", "640"), "bf16_bytes_per_image_640", 0.01);
        ++models;
    }
    QCOMPARE(models, 15);
}

// The YOLOX presets against scripts/measure-yolox.py's rebuilds (tests/reference/
// yolox-activations.json): mmdetection's (Swish) named as its configs are, Megvii's and MMYOLO's
// (in-place SiLU) as MMYOLO's are: parameters exactly, fp32 activations at 640 within 0.1 % (4
// digits kept) and at 320 within 1 % (pixels scale them).
void TestResolve::yoloxAgainstPyTorch()
{
    const YAML::Node doc = YAML::LoadFile(HEADROOM_TESTS_DIR "/../reference/yolox-activations.json");
    int models = 0;
    std::vector<std::pair<YAML::Node, bool>> rows;
    for (const YAML::Node &m : doc["models"])
        rows.emplace_back(m, true);
    for (const YAML::Node &m : doc["models_silu"])
        rows.emplace_back(m, false);
    for (const auto &[m, mmdet] : rows) {
        const std::string id = m["id"].as<std::string>();
        const std::string scale = mmdet ? id.substr(6, id.size() - 6 - 6) : id.substr(6);
        const std::string config = "yolox_" + scale + (mmdet ? "_8x8_300e_coco" : "_fast_8xb8-300e_coco");
        const ResolvedSetup named = resolved(setupFor({{"model.name", config}}));
        QVERIFY2(named.preset && named.preset->id == id, config.c_str());
        QCOMPARE(named.setup.model.params, m["params"].as<double>());
        for (const char *size : {"640", "320"}) {
            const ResolvedSetup r = resolved(setupFor({{"model.name", config}, {"run.precision", "fp32"},
                                                       {"run.micro_batch", "1"}, {"data.image_size", size}}));
            const double got = estimate(r, coefficients()).vramOf(VramComponent::Activations);
            const double want = m[std::string("fp32_bytes_per_image_") + size].as<double>();
            QVERIFY2(std::abs(got - want) <= (size == std::string("640") ? 0.001 : 0.01) * want, (id + " " + size).c_str());
        }
        ++models;
    }
    QCOMPARE(models, 10);
}

// A segmenter's loss backward holds two fp32 gradients of the full-resolution logits at once
// (scripts/seg-loss-peak.py: 12 B per element for one head, 4 of them saved): 8 B x micro batch
// 2 x 150 ADE20K classes x 512 x 512 = 629,145,600 B, shown with the logits; 19 Cityscapes
// classes give 19/150 of it.
void TestResolve::segmentationLossBackward()
{
    const ResolvedSetup ade = resolved(setupFor({{"model.name", "deeplabv3_r50-d8_512x512_80k_ade20k"},
                                                 {"run.micro_batch", "2"}, {"data.image_size", "512"}}));
    QVERIFY(ade.vision);
    QCOMPARE(ade.vision->classes, 150);
    QCOMPARE(segmentationLossBackwardBytes(ade, coefficients()), 8.0 * 2 * 150 * 512 * 512);
    const ResolvedSetup city = resolved(setupFor({{"model.name", "fcn_r50-d8_512x512_40k_cityscapes"},
                                                  {"run.micro_batch", "2"}, {"data.image_size", "512"}}));
    QVERIFY(city.vision);
    QCOMPARE(segmentationLossBackwardBytes(city, coefficients()), 8.0 * 2 * 19 * 512 * 512);
    // A segmenter from the catalog (a computed profile, no walk) has the same loss: the Cityscapes
    // preset at 512 x 1024, two crops: 8 B x 2 x 19 x 512 x 1024 = 159,383,552 B.
    const ResolvedSetup preset = resolved(setupFor({{"model.name", "deeplabv3_r50-d8_512x1024_40k_cityscapes"},
                                                    {"run.micro_batch", "2"}, {"data.image_size", "512x1024"}}));
    QVERIFY(preset.preset);
    QVERIFY(!preset.vision);
    QCOMPARE(segmentationLossBackwardBytes(preset, coefficients()), 8.0 * 2 * 19 * 512 * 1024);
    // SegFormer's head computes the same loss at full resolution: MiT-B0 on Cityscapes, one
    // 1024 x 1024 crop, 8 B x 19 x 1024 x 1024 = 159,383,552 B.
    const ResolvedSetup segformer = resolved(setupFor({{"model.name", "segformer_mit-b0_8xb1-160k_cityscapes-1024x1024"},
                                                       {"run.micro_batch", "1"}, {"data.image_size", "1024"}}));
    QVERIFY(segformer.vision);
    QCOMPARE(segformer.vision->classes, 19);
    QCOMPARE(segmentationLossBackwardBytes(segformer, coefficients()), 8.0 * 19 * 1024 * 1024);
    // Not a segmenter: nothing.
    QCOMPARE(segmentationLossBackwardBytes(resolved(setupFor({{"model.name", "resnet-50"}})), coefficients()), 0.0);
}

// A GPU read by a synonym from a config of one's own that the catalog does not know is a
// warning, and the estimate goes on with the default GPU; stated as hardware.gpu, an error.
void TestResolve::unknownGpuReadByName()
{
    TrainingSetup s = setupFor({{"model.name", "resnet-50"}, {"hardware.gpu", "2x RTX 3090"}});
    s.sources["hardware.gpu"].how = "name";
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(s, catalog(), r, diags));
    QVERIFY(std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) {
        return d.code == "gpu.unknown" && d.severity == Diagnostic::Severity::Warning;
    }));
    QCOMPARE(QString::fromStdString(r.setup.hardware.gpu), QString::fromStdString(TrainingSetup{}.hardware.gpu));
    diags.clear();
    QVERIFY(!resolveSetup(setupFor({{"model.name", "resnet-50"}, {"hardware.gpu", "2x RTX 3090"}}), catalog(), r, diags));
}

// An image ViT given 4-frame clips runs each frame as an image: 4 times the activations of one
// image a sample. A video ViT (VideoMAE's tubelets) already counts its frames in its tokens.
void TestResolve::imageVitOverClips()
{
    const auto acts = [](const char *model, const char *frames) {
        return estimate(resolved(setupFor({{"model.name", model}, {"run.micro_batch", "2"}, {"run.grad_accum", "2"},
                                           {"data.frames", frames}})),
                        coefficients())
            .vramOf(VramComponent::Activations);
    };
    QVERIFY(acts("vit-base-16", "1") > 0);
    QCOMPARE(acts("vit-base-16", "4"), 4 * acts("vit-base-16", "1"));
    // 16 frames in tubelets of 2 are 8 x 196 + 1 = 1,569 tokens against 197 for 2 frames: about
    // 8 times the activations (SDPA keeps no score matrix); run frame by frame it would be 64.
    const double ratio = acts("videomae-base", "16") / acts("videomae-base", "2");
    QVERIFY2(ratio > 7 && ratio < 9, qPrintable(QString::number(ratio)));
}
