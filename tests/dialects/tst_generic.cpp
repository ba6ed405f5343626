// The generic reader under every dialect (issue 11): configs no tool claims are read by their
// keys' names and sections, with value-shape checks; the concrete failures (a plain
// data: {batch_size, num_workers}, yacs TRAIN.NUM_WORKERS/NUM_GPUS/AMP, --lora-r=8, Lightning
// model.backbone / img_size / num_frames) are read; TOML and mmengine .py configs read and
// export byte for byte, a change landing on the one line that states it.

#include "config.h"
#include "fields.h"
#include "testmaps.h"

#include <QtTest>

using namespace headroom;

namespace {

struct Read {
    LoadedConfig config;
    Diagnostics diags;
    bool ok = false;
};

// Writes `files` (path under a fresh folder → text) and loads `entry` from there: a launch script
// and the files it names.
struct Written {
    bool ok = false;
    LoadedConfig config;
    Diagnostics diags;
    QString value(const char *field) const { return QString::fromStdString(fieldValue(config.setup, field)); }
};

Written loadWritten(const std::vector<std::pair<std::string, std::string>> &files, const std::string &entry)
{
    Written w;
    QTemporaryDir dir;
    if (!dir.isValid())
        return w;
    const std::string root = dir.path().toStdString();
    for (const auto &[path, text] : files) {
        QDir(dir.path()).mkpath(QString::fromStdString(path).section(QLatin1Char('/'), 0, -2));
        std::ofstream(root + "/" + path) << text;
    }
    w.ok = loadConfigFile(root + "/" + entry, headroom::testing::testOptions(), w.config, w.diags);
    return w;
}

Read read(const std::string &text, const std::string &path)
{
    Read r;
    r.ok = parseConfigText(text, path, headroom::testing::testOptions(), r.config, r.diags);
    return r;
}

QString value(const Read &r, const char *field) { return QString::fromStdString(fieldValue(r.config.setup, field)); }
QString how(const Read &r, const char *field)
{
    const auto it = r.config.setup.sources.find(field);
    return it == r.config.setup.sources.end() ? QStringLiteral("<unstated>") : QString::fromStdString(it->second.how);
}
QString key(const Read &r, const char *field)
{
    const auto it = r.config.setup.sources.find(field);
    return it == r.config.setup.sources.end() ? QString() : QString::fromStdString(it->second.keyPath);
}
bool hasCode(const Diagnostics &d, const char *code)
{
    return std::any_of(d.begin(), d.end(), [&](const Diagnostic &x) { return x.code == code; });
}

// Lines that differ between two texts of the same number of lines.
int changedLines(const std::string &a, const std::string &b)
{
    const auto la = QString::fromStdString(a).split(QLatin1Char('\n'));
    const auto lb = QString::fromStdString(b).split(QLatin1Char('\n'));
    if (la.size() != lb.size())
        return -1;
    int n = 0;
    for (qsizetype i = 0; i < la.size(); ++i)
        n += la[i] != lb[i] ? 1 : 0;
    return n;
}

} // namespace

class TestGeneric : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // "cannot tell which tool this config is for" for a YAML with recognisable keys: never again.
    // A config of one's own that says what it runs on: the GPU by its model name, the host's
    // RAM with or without its unit (binary: a "64GB" machine has 64 GiB), the CPU cores. A GPU
    // index or a count under the same words is not a GPU model.
    // Integer literals of Python, TOML and YAML in other bases or with separators are read; a
    // number that cannot be the count is said, not left silently in "not understood".
    void integerLiteralsAndImpossibleNumbers()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText("model_name = 'm'\nbatch_size = 0x40\nnum_workers = 1_0\n", "cfg.py", testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("64"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "loader.workers")), QStringLiteral("10"));
        d.clear();
        // A number that cannot be the count is said at its place, not passed over in silence.
        QVERIFY(parseConfigText("model_name = 'm'\nbatch_size = 3.5\n", "cfg.py", testing::testOptions(), c, d));
        QVERIFY(!c.setup.isStated("run.micro_batch"));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
            return x.code == "dialect.unmapped_value" && x.line == 2 && x.args.size() >= 3 && x.args[2] == "run.micro_batch";
        }));
        // A count no run can have, under the key that names it and with nothing else stating it:
        // an error at its place (the run is not judged at a default batch instead).
        for (const char *bad : {"-8", "99999999999999999999999", ".nan"}) {
            d.clear();
            QVERIFY2(!parseConfigText(std::string("model:\n  backbone: resnet50\ndata:\n  batch_size: ") + bad + "\n",
                                      "cfg.yaml", testing::testOptions(), c, d), bad);
            QVERIFY2(hasError(d), bad);
        }
        // 0 and -1 ("off", "all" or "auto" to some tools: HF datasets' batch_size=0, a LoRA rank 0)
        // and a word stay warnings; the rest of the file is read.
        d.clear();
        QVERIFY(parseConfigText("model_name: gpt2\ntokenizer:\n  batch_size: 0\nlora:\n  r: 0\n", "cfg.yaml",
                                testing::testOptions(), c, d));
        d.clear();
        QVERIFY(parseConfigText("model_name = 'm'\nbatch_size = -1\nnum_workers = 4\n", "cfg.py", testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "loader.workers")), QStringLiteral("4"));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "dialect.unmapped_value"; }));
        // A value passed over names what the estimate uses instead: an optimizer Headroom does not
        // know leaves run.optimizer at its default, AdamW, and the warning says so.
        d.clear();
        QVERIFY(parseConfigText("model_name_or_path: gpt2\nper_device_train_batch_size: 2\noptim: lion_8bit_weird\n",
                                "args.yaml", testing::testOptions(), c, d));
        const auto passedOver = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) {
            return x.code == "dialect.unmapped_value" && x.args.size() == 4 && x.args[2] == "run.optimizer";
        });
        QVERIFY(passedOver != d.end());
        QCOMPARE(QString::fromStdString(passedOver->args[3]), QString::fromStdString(fieldValue(c.setup, "run.optimizer")));
        QCOMPARE(QString::fromStdString(passedOver->args[3]), QStringLiteral("adamw"));
    }

    void machineSection()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText("training:\n  bs: 64\n  accum: 2\nhardware:\n  gpu: RTX 4090\n  n_gpu: 2\n  ram: 64GB\n"
                                "  cpus: 32\n",
                                "train.yaml", testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "hardware.gpu")), QStringLiteral("RTX 4090"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "hardware.host_ram_gib")), QStringLiteral("64"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "hardware.cpu_cores")), QStringLiteral("32"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.grad_accum")), QStringLiteral("2"));
        QVERIFY(parseConfigText("{\"train\": {\"batch_per_gpu\": 24},\n \"cluster\": {\"gpu_type\": \"A100-40GB\", \"mem_gb\": 1024}}\n",
                                "train.json", testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "hardware.gpu")), QStringLiteral("A100-40GB"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "hardware.host_ram_gib")), QStringLiteral("1024"));
        QVERIFY(parseConfigText("batch_size: 8\nmachine:\n  ram: 1.5T\n", "t.yaml", testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "hardware.host_ram_gib")), QStringLiteral("1536"));
        QVERIFY(parseConfigText("batch_size: 8\nhardware:\n  gpu: 0\n", "t.yaml", testing::testOptions(), c, d));
        QVERIFY(!c.setup.isStated("hardware.gpu"));
    }

    void plainYamlIsRead()
    {
        const Read r = read("data:\n  batch_size: 4\n  num_workers: 2\n", "train.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("generic"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("2"));
        QCOMPARE(how(r, "run.micro_batch"), QStringLiteral("name"));
        QCOMPARE(key(r, "loader.workers"), QStringLiteral("data.num_workers"));
    }

    // Other spellings of the same settings, and an EMA decay (a number that means "on" unless 0).
    void moreSpellingsAndEmaDecay()
    {
        const Read r = read("model_name: gpt2\nbatch_size: 4\naccum_iters: 4\ndl_workers: 6\nema_decay: 0.9999\n", "t.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.grad_accum"), QStringLiteral("4"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("6"));
        QCOMPARE(value(r, "run.ema"), QStringLiteral("true"));
        const Read off = read("model_name: gpt2\nbatch_size: 4\nema_decay: 0.0\nreference_policy_kl_penalty: 0.05\n", "t.yaml");
        QCOMPARE(value(off, "run.ema"), QStringLiteral("false"));
        QCOMPARE(value(off, "run.reference_model"), QStringLiteral("true"));
    }

    void nothingRecognisableIsStillRefused()
    {
        const Read r = read("colour: blue\nshape: round\n", "thing.yaml");
        QVERIFY(!r.ok);
        QVERIFY(hasCode(r.diags, "dialect.unknown"));
    }

    // Value shapes: `auto` or a path is never a count; a word is no precision.
    void valueShapesAreChecked()
    {
        const Read r = read("batch_size: auto\nnum_workers: /data/workers\nprecision: maybe\nlr: 0.1\n"
                            "train:\n  bs: 6\n",
                            "shapes.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("6"));
        QVERIFY(!r.config.setup.isStated("loader.workers"));
        QVERIFY(!r.config.setup.isStated("run.precision"));
    }

    // Train beats val/test/eval; two training values that disagree are reported with the one taken.
    void sectionsDecide()
    {
        const Read r = read("val:\n  batch_size: 64\ntrain:\n  batch_size: 8\ntest:\n  batch_size: 1\n", "s.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("8"));
        QVERIFY(!hasCode(r.diags, "generic.conflict"));
        const Read c = read("model:\n  img_size: 224\ndata:\n  img_size: 256\n", "c.yaml");
        QVERIFY(c.ok);
        QVERIFY(c.config.setup.isStated("data.image_size"));
        QVERIFY(hasCode(c.diags, "generic.conflict"));
    }

    // A batch over all GPUs is converted with the GPU count, and said so.
    void globalBatchIsConverted()
    {
        const Read r = read("task: detect\nmode: train\nmodel: yolo11l.pt\nbatch: 18\nimgsz: 640\ndevice: 0,1,2,3,4,5\n"
                            "close_mosaic: 10\n",
                            "args.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("ultralytics"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("6"));
        QCOMPARE(how(r, "parallel.gpus"), QStringLiteral("inferred"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("3"));
        QCOMPARE(how(r, "run.micro_batch"), QStringLiteral("inferred"));
        QVERIFY(hasCode(r.diags, "generic.global_batch_converted"));
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("640"));
        // Export multiplies a new per-GPU batch back by the devices listed: 4 x 6 = 24 ...
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "4"}}, out, d));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("\nbatch: 24\n")));
        // ... but not for a GPU count the device list does not say: then the batch stays.
        out.clear();
        d.clear();
        exportConfig(r.config, {{"run.micro_batch", "4"}, {"parallel.gpus", "8"}}, out, d);
        QVERIFY(!QString::fromStdString(out).contains(QStringLiteral("batch: 32")));
        QVERIFY(hasCode(d, "export.cannot_express"));
    }

    // verl's launch script: Hydra overrides of the trained actor; the reference model's, the
    // rollout's and the prompt batch are not the training's.
    void verlGrpoScript()
    {
        const std::string text =
            "python3 -m verl.trainer.main_ppo \\\n"
            "    data.train_batch_size=1024 \\\n"
            "    data.max_prompt_length=512 \\\n"
            "    data.max_response_length=1024 \\\n"
            "    actor_rollout_ref.model.path=Qwen/Qwen2.5-7B-Instruct \\\n"
            "    actor_rollout_ref.model.use_remove_padding=True \\\n"
            "    actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=40 \\\n"
            "    actor_rollout_ref.actor.use_kl_loss=True \\\n"
            "    actor_rollout_ref.model.enable_gradient_checkpointing=True \\\n"
            "    actor_rollout_ref.actor.fsdp_config.param_offload=False \\\n"
            "    actor_rollout_ref.rollout.tensor_model_parallel_size=2 \\\n"
            "    actor_rollout_ref.rollout.log_prob_micro_batch_size_per_gpu=160 \\\n"
            "    actor_rollout_ref.ref.fsdp_config.param_offload=True \\\n"
            "    trainer.n_gpus_per_node=8 \\\n"
            "    trainer.nnodes=1\n";
        const Read r = read(text, "run_qwen2_5_grpo.sh");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.name"), QStringLiteral("Qwen/Qwen2.5-7B-Instruct"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("40"));
        QCOMPARE(value(r, "data.seq_len"), QStringLiteral("1536")); // prompt + response
        QCOMPARE(value(r, "data.packing"), QStringLiteral("true"));
        QCOMPARE(value(r, "run.reference_model"), QStringLiteral("true"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(value(r, "parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(value(r, "parallel.offload"), QStringLiteral("none")); // the actor's, not the reference's
        QVERIFY(!r.config.setup.isStated("parallel.tp"));               // the rollout engine's
        for (const UnknownKey &u : r.config.unknownKeys)
            QVERIFY2(u.keyPath.find(".ref.") == std::string::npos && u.keyPath.find(".rollout.") == std::string::npos,
                     u.keyPath.c_str());
        // Dynamic batching packs each micro batch up to ppo_max_token_len_per_gpu tokens.
        const Read dyn = read("python3 -m verl.trainer.main_ppo data.train_batch_size=64 "
                              "actor_rollout_ref.model.path=Qwen/Qwen2.5-0.5B actor_rollout_ref.actor.use_dynamic_bsz=True "
                              "actor_rollout_ref.actor.ppo_max_token_len_per_gpu=24576\n",
                              "dyn.sh");
        QVERIFY(dyn.ok);
        QCOMPARE(value(dyn, "run.micro_batch"), QStringLiteral("1"));
        QCOMPARE(value(dyn, "data.seq_len"), QStringLiteral("24576"));
        // The SFT trainer's own config: lora_rank 0 is a full fine-tune.
        const Read sft = read("data:\n  train_batch_size: 256\n  micro_batch_size_per_gpu: 4\n  max_length: 1024\n"
                              "model:\n  partial_pretrain: ~/models/gemma-1.1-7b-it\n  lora_rank: 0\n  lora_alpha: 16\n"
                              "  target_modules: all-linear\ntrainer:\n  n_gpus_per_node: 8\n  nnodes: 1\n",
                              "sft_trainer.yaml");
        QVERIFY(sft.ok);
        QCOMPARE(QString::fromStdString(sft.config.dialect), QStringLiteral("verl"));
        QCOMPARE(value(sft, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(sft, "run.finetune"), QStringLiteral("full"));
        QCOMPARE(value(sft, "data.seq_len"), QStringLiteral("1024"));
        QCOMPARE(value(sft, "parallel.gpus"), QStringLiteral("8"));
    }

    // Keys of RL and long-context fine-tuning, as 2025's configs write them.
    void rlAndLongContextKeys()
    {
        // TRL GRPO: a sequence is the prompt and the completion; use_liger: Liger's fused loss.
        const Read grpo = read("model_name_or_path: Qwen/Qwen2.5-7B-Instruct\nper_device_train_batch_size: 4\n"
                               "max_prompt_length: 2000\nmax_completion_length: 8192\nuse_liger: true\nbf16: true\n",
                               "config_grpo.yaml");
        QVERIFY(grpo.ok);
        QCOMPARE(value(grpo, "data.seq_len"), QStringLiteral("10192"));
        QCOMPARE(value(grpo, "run.fused_loss"), QStringLiteral("true"));
        // axolotl: the Cut Cross-Entropy plugin, Ulysses sequence parallelism.
        const Read ax = read("base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: 1\nsequence_len: 32768\n"
                             "sequence_parallel_degree: 8\nplugins:\n  - axolotl.integrations.cut_cross_entropy.CutCrossEntropyPlugin\n",
                             "alst.yaml");
        QVERIFY(ax.ok);
        QCOMPARE(value(ax, "parallel.cp"), QStringLiteral("8"));
        QCOMPARE(value(ax, "run.fused_loss"), QStringLiteral("true"));
        // OpenRLHF's PPO/GRPO flags.
        const Read orl = read("python3 -m openrlhf.cli.train_ppo_ray --pretrain Qwen/Qwen2.5-7B --micro_train_batch_size 2 "
                              "--prompt_max_len 1024 --generate_max_len 1024 --zero_stage 3 --adam_offload --packing_samples\n",
                              "train_grpo.sh");
        QVERIFY(orl.ok);
        QCOMPARE(value(orl, "data.seq_len"), QStringLiteral("2048"));
        QCOMPARE(value(orl, "parallel.offload"), QStringLiteral("optimizer"));
        QCOMPARE(value(orl, "data.packing"), QStringLiteral("true"));
        QCOMPARE(value(orl, "parallel.strategy"), QStringLiteral("zero3"));
        // Export adds no other program's flag to it (OpenCLIP's --precision is OpenCLIP's only).
        std::string out;
        Diagnostics d;
        exportConfig(orl.config, {{"run.precision", "fp16-mixed"}}, out, d);
        QVERIFY2(QString::fromStdString(out).indexOf(QStringLiteral("--precision")) < 0, out.c_str());
        // OpenRLHF's DPO trainer: the objective by its name; --param_dtype bf16 is mixed precision.
        const Read dpo = read("deepspeed --module openrlhf.cli.train_dpo --pretrain meta-llama/Llama-3.1-8B "
                              "--micro_train_batch_size 1 --param_dtype bf16 --beta 0.1\n",
                              "train_dpo.sh");
        QVERIFY(dpo.ok);
        QCOMPARE(value(dpo, "run.objective"), QStringLiteral("dpo"));
        QCOMPARE(value(dpo, "run.precision"), QStringLiteral("bf16-mixed"));
        // A KL term's reference model on the actor's GPUs: OpenRLHF colocated, ms-swift / TRL GRPO's
        // beta (0: none).
        const Read kl = read("python3 -m openrlhf.cli.train_ppo_ray --pretrain Qwen/Qwen2.5-7B --micro_train_batch_size 2 "
                             "--init_kl_coef 0.01 --colocate_all_models\n",
                             "ppo.sh");
        QVERIFY(kl.ok);
        QCOMPARE(value(kl, "run.reference_model"), QStringLiteral("true"));
        const Read noKl = read("accelerate launch grpo.py --model_name_or_path Qwen/Qwen2.5-1.5B --num_generations 8 "
                               "--beta 0.0\n",
                               "grpo.sh");
        QVERIFY(noKl.ok);
        QCOMPARE(value(noKl, "run.reference_model"), QStringLiteral("false"));
        // open-instruct: --deepspeed_stage, --pack_length.
        const Read oi = read("python open_instruct/grpo_fast.py --model_name_or_path Qwen/Qwen3-1.7B --pack_length 768 "
                             "--deepspeed_stage 2 --per_device_train_batch_size 1\n",
                             "counter.sh");
        QVERIFY(oi.ok);
        QCOMPARE(value(oi, "data.seq_len"), QStringLiteral("768"));
        QCOMPARE(value(oi, "parallel.strategy"), QStringLiteral("zero2"));
        // A vLLM engine colocated on the training GPUs: TRL's colocate mode (0.3 unless said),
        // none in server mode; verl's hybrid engine (0.5, asleep while the actor trains).
        const Read co = read("model_name_or_path: Qwen/Qwen2.5-1.5B\nper_device_train_batch_size: 8\nuse_vllm: true\n"
                             "vllm_mode: colocate\n",
                             "grpo.yaml");
        QVERIFY(co.ok);
        QCOMPARE(value(co, "run.rollout_memory_fraction"), QStringLiteral("0.3"));
        const Read server = read("model_name_or_path: Qwen/Qwen2.5-1.5B\nper_device_train_batch_size: 8\nuse_vllm: true\n"
                                 "vllm_mode: server\nvllm_gpu_memory_utilization: 0.9\n",
                                 "grpo.yaml");
        QVERIFY(server.ok);
        QVERIFY(!server.config.setup.isStated("run.rollout_memory_fraction"));
        const Read swift = read("swift rlhf --rlhf_type grpo --model Qwen/Qwen2.5-7B --use_vllm true --vllm_mode colocate "
                                "--vllm_gpu_memory_utilization 0.5 --sleep_level 1\n",
                                "grpo.sh");
        QVERIFY(swift.ok);
        QCOMPARE(value(swift, "run.rollout_memory_fraction"), QStringLiteral("0.5"));
        QCOMPARE(value(swift, "run.rollout_sleep"), QStringLiteral("true"));
        const Read verl = read("python3 -m verl.trainer.main_ppo actor_rollout_ref.model.path=Qwen/Qwen2.5-3B "
                               "actor_rollout_ref.actor.ppo_micro_batch_size_per_gpu=8\n",
                               "verl.sh");
        QVERIFY(verl.ok);
        QCOMPARE(value(verl, "run.rollout_memory_fraction"), QStringLiteral("0.5"));
        QCOMPARE(value(verl, "run.rollout_sleep"), QStringLiteral("true"));
    }

    // What tools do by themselves, and a LoRA rank of 0.
    void toolDefaultsAndLoraOff()
    {
        // lora_rank 0 beside a default alpha and targets: a full fine-tune, not LoRA.
        const Read off = read("model:\n  name: meta-llama/Llama-3.2-1B\n  lora_rank: 0\n  lora_alpha: 16\n"
                              "  target_modules: all-linear\nbatch_size: 4\n",
                              "sft.yaml");
        QVERIFY(off.ok);
        QCOMPARE(value(off, "run.finetune"), QStringLiteral("full"));
        // ... and the rank of 0 is what was read for it: not "not understood", not a refused rank.
        QVERIFY(!hasCode(off.diags, "dialect.unmapped_value"));
        QVERIFY(std::none_of(off.config.unknownKeys.begin(), off.config.unknownKeys.end(),
                             [](const UnknownKey &u) { return u.keyPath == "model.lora_rank"; }));
        // OpenCLIP's --precision: bf16 casts the model (pure bf16), amp_bf16 is autocast.
        const Read clip = read("torchrun --nproc_per_node 8 -m open_clip_train.main --model ViT-B-32 --batch-size 256 "
                               "--precision bf16\n",
                               "clip.sh");
        QVERIFY(clip.ok);
        QCOMPARE(value(clip, "run.precision"), QStringLiteral("bf16-true"));
        const Read clipAmp = read("python -m open_clip_train.main --model ViT-B-32 --precision amp_bf16\n", "clip.sh");
        QVERIFY(clipAmp.ok);
        QCOMPARE(value(clipAmp, "run.precision"), QStringLiteral("bf16-mixed"));
        // MAE's main_pretrain.py always trains under fp16 autocast.
        const Read mae = read("python -m torch.distributed.launch --nproc_per_node=8 main_pretrain.py --batch_size 64 "
                              "--model mae_vit_large_patch16\n",
                              "mae.sh");
        QVERIFY(mae.ok);
        QCOMPARE(value(mae, "run.precision"), QStringLiteral("fp16-mixed"));
        // detectron2's multi-scale resize: the largest shorter side by the longer side's cap.
        const Read d2 = read("MODEL:\n  RESNETS:\n    DEPTH: 50\nINPUT:\n  MIN_SIZE_TRAIN: (1024, 1100, 1200)\n"
                             "  MAX_SIZE_TRAIN: 1999\nSOLVER:\n  IMS_PER_BATCH: 16\n",
                             "visdrone.yaml");
        QVERIFY(d2.ok);
        QCOMPARE(value(d2, "data.image_size"), QStringLiteral("1200x1999"));
        // A model's sampled points (OneFormer's mask loss) are no point cloud; an augmentation's
        // repeat count is no dataset size.
        const Read wrong = read("MODEL:\n  ONE_FORMER:\n    TRAIN_NUM_POINTS: 12544\nAUG:\n  NUM_SAMPLE: 2\n"
                                "SOLVER:\n  IMS_PER_BATCH: 16\n",
                                "oneformer.yaml");
        QVERIFY(wrong.ok);
        QVERIFY(!wrong.config.setup.isStated("data.points"));
        QVERIFY(!wrong.config.setup.isStated("data.dataset_size"));
        // A Hydra primary config (a defaults list of groups) that also has YOLO's keys is Hydra's.
        const Read hydra = read("defaults:\n  - _self_\n  - data: taco\n  - model: dual/c\nimgsz: 640\n"
                                "close_mosaic: 15\nbatch_size: 8\n",
                                "train.yaml");
        QVERIFY(hydra.ok);
        QCOMPARE(QString::fromStdString(hydra.config.dialect), QStringLiteral("hydra"));
        // Ultralytics' SGD keeps a momentum buffer (momentum 0.937).
        const Read yolo = read("yolo detect train model=yolo11n.pt data=coco8.yaml optimizer=SGD batch=32\n", "y.sh");
        QVERIFY(yolo.ok);
        QCOMPARE(value(yolo, "run.optimizer"), QStringLiteral("sgd-momentum"));
    }

    // torchtitan's TOML: the model is name + flavor, FSDP is the data-parallel sharding degree (the
    // GPU count where nothing else splits the model), training.dtype bfloat16 is pure bf16.
    void torchtitanToml()
    {
        const Read r = read("[job]\ndump_folder = \"./outputs\"\n[model]\nname = \"llama3\"\nflavor = \"70B\"\n"
                            "[training]\nlocal_batch_size = 6\nseq_len = 8192\ndtype = \"bfloat16\"\n"
                            "[parallelism]\ndata_parallel_replicate_degree = 1\ndata_parallel_shard_degree = 8\n"
                            "tensor_parallel_degree = 1\npipeline_parallel_degree = 1\ncontext_parallel_degree = 1\n"
                            "[activation_checkpoint]\nmode = \"selective\"\n[optimizer]\nname = \"AdamW\"\n"
                            "early_step_in_backward = true\n",
                            "llama3_70b.toml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("torchtitan"));
        QCOMPARE(value(r, "model.name"), QStringLiteral("llama3 70B"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("6"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("bf16-true"));
        QCOMPARE(value(r, "parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(value(r, "run.grad_checkpointing"), QStringLiteral("selective"));
        QCOMPARE(value(r, "run.optimizer_in_backward"), QStringLiteral("true"));
    }

    // NeMo 1 keeps the Trainer's accumulate_grad_batches at 1 and derives the accumulation from
    // model.global_batch_size: 256 over micro batch 4 x 4 data-parallel ranks (8 GPUs, TP 2) is 16.
    void nemoGlobalBatchDecidesAccumulation()
    {
        const Read r = read("name: megatron_gpt\ntrainer:\n  devices: 8\n  num_nodes: 1\n  precision: bf16\n"
                            "  accumulate_grad_batches: 1\nmodel:\n  micro_batch_size: 4\n  global_batch_size: 256\n"
                            "  tensor_model_parallel_size: 2\n  num_layers: 24\n  hidden_size: 2048\n", "megatron_gpt.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.global_batch"), QStringLiteral("256"));
        QCOMPARE(how(r, "run.grad_accum"), QStringLiteral("<unstated>"));
        // without a global batch the Trainer's own accumulation is the accumulation
        const Read lightning = read("trainer:\n  devices: 2\n  accumulate_grad_batches: 4\nmodel:\n  init_args:\n"
                                    "    model_name: gpt2\ndata:\n  init_args:\n    batch_size: 8\n", "fit.yaml");
        QCOMPARE(value(lightning, "run.grad_accum"), QStringLiteral("4"));
    }

    // Lightning's FSDPStrategy names the layers it checkpoints as a set or a mapping of classes:
    // checkpointing is on; an empty one names none.
    void lightningCheckpointPolicyAsASet()
    {
        const std::string head = "trainer:\n  precision: bf16-mixed\n  devices: 4\n  strategy:\n"
                                 "    class_path: lightning.pytorch.strategies.FSDPStrategy\n    init_args:\n"
                                 "      activation_checkpointing_policy: ";
        const std::string tail = "\nmodel:\n  init_args:\n    model_name: meta-llama/Llama-2-7b-hf\n";
        for (const char *policy : {"!!set {litgpt.model.Block}", "{litgpt.model.Block: null}", "[litgpt.model.Block]"}) {
            const Read r = read(head + policy + tail, "fit.yaml");
            QVERIFY(r.ok);
            QCOMPARE(value(r, "run.grad_checkpointing"), QStringLiteral("true"));
            QCOMPARE(value(r, "parallel.strategy"), QStringLiteral("fsdp")); // from the class path
            QVERIFY2(!hasCode(r.diags, "dialect.container_value"), policy);
        }
        const Read none = read(head + "{}" + tail, "fit.yaml");
        QCOMPARE(how(none, "run.grad_checkpointing"), QStringLiteral("<unstated>"));
    }

    // Ultralytics' AutoBatch: batch -1 fills 60 % of the GPU, a fraction that share; no batch is read.
    void ultralyticsAutoBatch()
    {
        const Read minus = read("task: detect\nmode: train\nmodel: yolov8n.pt\nbatch: -1\nimgsz: 640\n", "args.yaml");
        QVERIFY(minus.ok);
        QCOMPARE(value(minus, "run.auto_batch"), QStringLiteral("0.6"));
        QCOMPARE(how(minus, "run.global_batch"), QStringLiteral("<unstated>"));
        const Read share = read("task: detect\nmode: train\nmodel: yolov8n.pt\nbatch: 0.7\nimgsz: 640\n", "args.yaml");
        QCOMPARE(value(share, "run.auto_batch"), QStringLiteral("0.7"));
        const Read fixed = read("task: detect\nmode: train\nmodel: yolov8n.pt\nbatch: 32\nimgsz: 640\n", "args.yaml");
        QCOMPARE(how(fixed, "run.auto_batch"), QStringLiteral("<unstated>"));
        // 1.0 is a batch of one (AutoBatch takes 0 < batch < 1); 0 asks for AutoBatch's default share
        const Read one = read("task: detect\nmode: train\nmodel: yolov8n.pt\nbatch: 1.0\nimgsz: 640\n", "args.yaml");
        QCOMPARE(value(one, "run.global_batch"), QStringLiteral("1"));
        QCOMPARE(how(one, "run.auto_batch"), QStringLiteral("<unstated>"));
        const Read zero = read("task: detect\nmode: train\nmodel: yolov8n.pt\nbatch: 0\nimgsz: 640\n", "args.yaml");
        QCOMPARE(value(zero, "run.auto_batch"), QStringLiteral("0.6"));
    }

    // The same keywords given to Ultralytics' model.train(...) in a script mean the same: the
    // batch is over all devices, AMP and the EMA are the trainer's defaults.
    void ultralyticsPythonTrainCall()
    {
        const std::string text = "from ultralytics import YOLO\n\nmodel = YOLO(\"yolo11m.pt\")\n"
                                 "results = model.train(data=\"coco8.yaml\", epochs=100, imgsz=640, batch=64, "
                                 "device=[0, 1], workers=8)\n";
        const Read r = read(text, "train.py");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("ultralytics"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("32"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "run.ema"), QStringLiteral("true"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "16"}}, out, d));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("batch=32, device=[0, 1]")));
    }

    // The yacs file: TRAIN.NUM_WORKERS, TRAIN.NUM_GPUS, TRAIN.AMP were "not understood".
    void yacsTrainSection()
    {
        const Read r = read("MODEL:\n  ARCH: slowfast\nTRAIN:\n  BATCH_SIZE: 16\n  NUM_WORKERS: 6\n  NUM_GPUS: 2\n"
                            "  AMP: True\nTEST:\n  BATCH_SIZE: 64\n",
                            "slowfast.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("yacs"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("6"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("8"));
        for (const UnknownKey &u : r.config.unknownKeys)
            QVERIFY2(u.keyPath.rfind("TRAIN.", 0) != 0, u.keyPath.c_str());
    }

    // A yacs TRAIN.BATCH_SIZE is changed where it is, not added a second time elsewhere.
    void yacsBatchExportStaysInPlace()
    {
        const std::string text = "MODEL:\n  ARCH: slowfast\nTRAIN:\n  BATCH_SIZE: 16  # over all GPUs\n  NUM_WORKERS: 6\n";
        const Read r = read(text, "slowfast.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("16"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out),
                 QStringLiteral("MODEL:\n  ARCH: slowfast\nTRAIN:\n  BATCH_SIZE: 4  # over all GPUs\n  NUM_WORKERS: 6\n"));
        QCOMPARE(QString::fromStdString(out).count(QStringLiteral("BATCH_SIZE")), 1);
    }

    // A launch script with --lora-r=8 is LoRA, inferred from the flag, not a full fine-tune.
    void launchScriptLoraRank()
    {
        const Read r = read("#!/bin/bash\npython finetune.py --model_name_or_path meta-llama/Llama-2-7b-hf --lora-r=8 "
                            "--batch-size 4 --num-workers 2\n",
                            "run.sh");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.lora_rank"), QStringLiteral("8"));
        QCOMPARE(value(r, "run.finetune"), QStringLiteral("lora"));
        QCOMPARE(how(r, "run.finetune"), QStringLiteral("inferred"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
    }

    // Lightning: model.backbone names the model; data.img_size and data.num_frames are read.
    void lightningBackboneAndData()
    {
        const Read r = read("trainer:\n  devices: 2\n  precision: bf16-mixed\nmodel:\n  backbone: videomae-base\n"
                            "  lr: 0.001\ndata:\n  batch_size: 4\n  img_size: 224\n  num_frames: 16\n  num_workers: 8\n",
                            "videomae.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.name"), QStringLiteral("videomae-base"));
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("224"));
        QCOMPARE(value(r, "data.frames"), QStringLiteral("16"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
    }

    // A 4-bit load with a LoRA rank is QLoRA; cache_latents means frozen, cached features.
    void impliedSettings()
    {
        const Read r = read("{\"model_name\": \"mistralai/Mistral-7B-v0.1\", \"load_in_4bit\": true, \"lora_r\": 16,"
                            " \"micro_batch_size\": 2}\n",
                            "qlora.json");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.finetune"), QStringLiteral("qlora"));
        QCOMPARE(value(r, "run.quant_bits"), QStringLiteral("4"));
        QCOMPARE(how(r, "run.double_quant"), QStringLiteral("<unstated>"));
        // HF's BitsAndBytesConfig key, and litgpt's `quantize` (Lightning's nf4 / nf4-dq modes).
        const Read d = read("{\"load_in_4bit\": true, \"bnb_4bit_use_double_quant\": false, \"lora_r\": 16}\n",
                            "qlora-dq.json");
        QVERIFY(d.ok);
        QCOMPARE(value(d, "run.double_quant"), QStringLiteral("false"));
        for (const auto &[mode, dq] : {std::pair{"bnb.nf4", "false"}, std::pair{"bnb.nf4-dq", "true"}}) {
            const Read l = read(std::string("checkpoint_dir: checkpoints/meta-llama/Llama-2-7b-hf\nprecision: bf16-true\n"
                                            "quantize: ") + mode + "\nlora_r: 32\ntrain:\n  micro_batch_size: 2\n",
                                "qlora.yaml");
            QVERIFY(l.ok);
            QCOMPARE(value(l, "run.finetune"), QStringLiteral("qlora"));
            QCOMPARE(value(l, "run.double_quant"), QString::fromLatin1(dq));
        }
        const Read k = read("cache_latents = true\nnetwork_module = \"networks.lora\"\nnetwork_dim = 32\ntrain_batch_size = 2\n",
                            "lora.toml");
        QVERIFY(k.ok);
        QCOMPARE(value(k, "run.cached_features"), QStringLiteral("true"));
        QCOMPARE(value(k, "run.lora_rank"), QStringLiteral("32"));
    }

    // A training script's own calls: TrainingArguments / SFTConfig / LoraConfig keyword arguments,
    // from_pretrained's first argument, unsloth's tuple assignment; values patched in place.
    void pythonScriptCalls()
    {
        const std::string text =
            "model, tok = FastLanguageModel.from_pretrained(model_name='unsloth/Qwen3-14B', load_in_4bit=True)\n"
            "base = AutoModelForCausalLM.from_pretrained(\"meta-llama/Llama-3.1-8B\", torch_dtype=torch.bfloat16)\n"
            "peft_config = LoraConfig(r=16, target_modules=['q_proj', 'v_proj'])\n"
            "args = TrainingArguments(\n    output_dir='out',\n    per_device_train_batch_size=4,\n    bf16=True,\n)\n"
            "workers = int(os.environ.get('WORKERS', 8))\n";
        const Read r = read(text, "train.py");
        QVERIFY2(r.ok, r.diags.empty() ? "" : r.diags.front().code.c_str());
        QCOMPARE(value(r, "model.name"), QStringLiteral("meta-llama/Llama-3.1-8B"));
        QCOMPARE(value(r, "run.quant_bits"), QStringLiteral("4"));
        QCOMPARE(value(r, "run.lora_rank"), QStringLiteral("16"));
        QCOMPARE(value(r, "run.lora_targets"), QStringLiteral("q_proj,v_proj"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("bf16-mixed"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {}, out, d));
        QVERIFY(out == text);
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "2"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("    per_device_train_batch_size=2,\n")));
        // Inside main() and the __main__ guard: the calls are read, the function's plain values not.
        const std::string script = "def main():\n    steps = 100\n    args = TrainingArguments(output_dir='o', "
                                   "per_device_train_batch_size=6, bf16=True)\n    val_loader = DataLoader(ds, batch_size=64)\n"
                                   "\nif __name__ == '__main__':\n    lora = LoraConfig(r=32)\n    main()\n";
        const Read m = read(script, "train.py");
        QVERIFY2(m.ok, m.diags.empty() ? "" : m.diags.front().code.c_str());
        QCOMPARE(value(m, "run.micro_batch"), QStringLiteral("6"));
        QCOMPARE(value(m, "run.lora_rank"), QStringLiteral("32"));
        QVERIFY(exportConfig(m.config, {{"run.micro_batch", "3"}}, out, d));
        QCOMPARE(changedLines(script, out), 1);
        // Ultralytics' Python API: YOLO("…pt") names the model, model.train(…) the run.
        const std::string yolo = "from ultralytics import YOLO\nmodel = YOLO('yolo11m.pt')\n"
                                 "model.train(data='coco.yaml', imgsz=640, batch=16, workers=8)\n";
        const Read y = read(yolo, "train.py");
        QVERIFY2(y.ok, y.diags.empty() ? "" : y.diags.front().code.c_str());
        QCOMPARE(value(y, "model.name"), QStringLiteral("yolo11m.pt"));
        QCOMPARE(value(y, "run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(value(y, "data.image_size"), QStringLiteral("640"));
        // The evaluation after it (`metrics = model.val(batch=1, device=0)`) states nothing of the run.
        const std::string trainThenVal = "from ultralytics import YOLO\n\ndef main():\n    model = YOLO('yolo11m-seg.pt')\n"
                                         "    results = model.train(imgsz=1024, batch=32, device=[0, 1, 2, 3])\n"
                                         "    metrics = model.val(batch=1, imgsz=640, device=0)\n\nmain()\n";
        const Read v = read(trainThenVal, "train_seg.py");
        QVERIFY2(v.ok, v.diags.empty() ? "" : v.diags.front().code.c_str());
        QCOMPARE(value(v, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(v, "run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(value(v, "data.image_size"), QStringLiteral("1024"));
        // What model.train() leaves out is Ultralytics' default (cfg/default.yaml): batch 16,
        // workers 8, imgsz 640, AMP; said as the tool's defaults, not as the file's.
        const Read bare = read("from ultralytics import YOLO\nmodel = YOLO('yolo11n.pt')\nmodel.train(data='coco8.yaml', epochs=3)\n",
                               "train.py");
        QVERIFY2(bare.ok, bare.diags.empty() ? "" : bare.diags.front().code.c_str());
        QCOMPARE(QString::fromStdString(bare.config.dialect), QStringLiteral("ultralytics"));
        QCOMPARE(value(bare, "run.global_batch"), QStringLiteral("16"));
        QCOMPARE(value(bare, "run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(value(bare, "loader.workers"), QStringLiteral("8"));
        QCOMPARE(value(bare, "data.image_size"), QStringLiteral("640"));
        QCOMPARE(value(bare, "run.precision"), QStringLiteral("fp16-mixed"));
        QVERIFY(std::any_of(bare.diags.begin(), bare.diags.end(),
                            [](const Diagnostic &x) { return x.code == "dialect.tool_default"; }));
    }

    // mmaction's SampleFrames(clip_len, num_clips): a TSN sample is 8 clips of 1 frame, 8 frames
    // through the 2D backbone; a 3D network's 32-frame clip taken once is 32.
    void clipsTimesClipLength()
    {
        auto frames = [](const std::string &sample) {
            const std::string text = "model = dict(type='Recognizer2D', backbone=dict(type='ResNet', depth=50))\n"
                                     "train_pipeline = [dict(type='DecordInit'), " + sample + "]\n"
                                     "train_dataloader = dict(batch_size=32, num_workers=8, dataset=dict(pipeline=train_pipeline))\n";
            return value(read(text, "tsn.py"), "data.frames");
        };
        QCOMPARE(frames("dict(type='SampleFrames', clip_len=1, frame_interval=1, num_clips=8)"), QStringLiteral("8"));
        QCOMPARE(frames("dict(type='SampleFrames', clip_len=32, frame_interval=2, num_clips=1)"), QStringLiteral("32"));
    }

    // Text-only fine-tunes of a vision-language model: TRL's dataset_text_field names a text column;
    // axolotl feeds images only through processor_type. An axolotl LLM says nothing of images.
    void textOnlyVisionLanguage()
    {
        QCOMPARE(value(read("model_name_or_path: google/gemma-3-4b-it\ndataset_text_field: text\nper_device_train_batch_size: 2\n",
                            "sft.yaml"), "data.images"), QStringLiteral("0"));
        const std::string ax = "base_model: Qwen/Qwen2.5-VL-7B-Instruct\nmicro_batch_size: 1\nsequence_len: 2048\nadapter: lora\n";
        QCOMPARE(value(read(ax, "ax.yml"), "data.images"), QStringLiteral("0"));
        QCOMPARE(value(read(ax + "processor_type: AutoProcessor\n", "ax.yml"), "data.images"), QStringLiteral("1"));
        QCOMPARE(how(read("base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: 1\nsequence_len: 2048\n", "ax.yml"), "data.images"),
                 QStringLiteral("<unstated>"));
    }

    // A LoRA rank of 0 is LoRA switched off, not a file in error: no rank is read and the file
    // reads (a launch script's LORA_RANK=0, lora_r: 0 beside use_peft: false).
    void loraRankZeroIsOff()
    {
        const Read hf = read("model_name_or_path: Qwen/Qwen2.5-7B\nper_device_train_batch_size: 2\nlora_r: 0\nuse_peft: false\n", "t.yaml");
        QVERIFY(hf.ok);
        QCOMPARE(how(hf, "run.lora_rank"), QStringLiteral("<unstated>"));
        QVERIFY(std::none_of(hf.diags.begin(), hf.diags.end(), [](const Diagnostic &x) { return x.severity == Diagnostic::Severity::Error; }));
        const Read ax = read("base_model: Qwen/Qwen2.5-7B\nmicro_batch_size: 2\nsequence_len: 1024\nlora_r: 0\n", "ax.yml");
        QVERIFY(ax.ok);
        QCOMPARE(how(ax, "run.lora_rank"), QStringLiteral("<unstated>"));
    }

    // Megatron-LM under --bf16 accumulates gradients in an fp32 main_grad buffer (arguments.py);
    // HF's --bf16 is autocast and says nothing of it.
    void megatronBf16Fp32Grads()
    {
        const std::string megatron = "torchrun --nproc_per_node 8 pretrain_gpt.py --num-layers 32 --hidden-size 4096 "
                                     "--num-attention-heads 32 --seq-length 4096 --micro-batch-size 1 --bf16 "
                                     "--use-distributed-optimizer\n";
        QCOMPARE(value(read(megatron, "pretrain.sh"), "run.fp32_grads"), QStringLiteral("true"));
        const std::string hf = "torchrun --nproc_per_node 8 train.py --model_name_or_path gpt2 --per_device_train_batch_size 4 --bf16\n";
        QCOMPARE(how(read(hf, "train.sh"), "run.fp32_grads"), QStringLiteral("<unstated>"));
    }

    // axolotl's GRPO: a row is the prompt (sequence_len) and its completion (trl.max_completion_length),
    // vLLM colocated takes trl.vllm_gpu_memory_utilization of each GPU, beta > 0 keeps a reference.
    void axolotlGrpo()
    {
        const std::string text = "base_model: Qwen/Qwen2.5-3B-Instruct\nrl: grpo\ntrl:\n  beta: 0.001\n  max_completion_length: 1024\n"
                                 "  use_vllm: true\n  vllm_mode: colocate\n  vllm_gpu_memory_utilization: 0.5\n"
                                 "sequence_len: 512\nmicro_batch_size: 4\nadapter: lora\nlora_r: 64\n";
        const Read r = read(text, "grpo.yml");
        QCOMPARE(value(r, "data.seq_len"), QStringLiteral("1536"));
        QCOMPARE(value(r, "run.rollout_memory_fraction"), QStringLiteral("0.5"));
        QCOMPARE(value(r, "run.reference_model"), QStringLiteral("true"));
        QCOMPARE(value(r, "run.objective"), QStringLiteral("sft"));
        // supervised, the same keys mean what they always did
        QCOMPARE(value(read("base_model: Qwen/Qwen2.5-3B-Instruct\nsequence_len: 512\nmicro_batch_size: 4\n", "sft.yml"), "data.seq_len"),
                 QStringLiteral("512"));
    }

    // LLaMA-Factory's freeze trains the last freeze_trainable_layers blocks (2 unless stated);
    // the frozen rest stays in the compute dtype.
    void llamaFactoryFreeze()
    {
        const std::string head = "model_name_or_path: meta-llama/Meta-Llama-3-8B\nstage: sft\nfinetuning_type: freeze\n";
        const std::string tail = "per_device_train_batch_size: 1\ncutoff_len: 1024\nbf16: true\n";
        const Read stated = read(head + "freeze_trainable_layers: 4\n" + tail, "lf.yaml");
        QVERIFY(stated.ok);
        QCOMPARE(value(stated, "run.trainable_layers"), QStringLiteral("4"));
        QCOMPARE(value(stated, "run.finetune"), QStringLiteral("full"));
        QCOMPARE(value(stated, "model.dtype"), QStringLiteral("bf16"));
        const Read unstated = read(head + tail, "lf.yaml");
        QCOMPARE(value(unstated, "run.trainable_layers"), QStringLiteral("2")); // (tst_resolve counts them)
    }

    // A GPU named at the top of a file of one's own, or under hw:, is the GPU (only a name the
    // catalog knows: `device: cuda` is none); diffusers' *_lora scripts train LoRA at rank 4
    // unless --rank says.
    void gpuAtTopAndDiffusersLoraDefaults()
    {
        QCOMPARE(value(read("model_name: gpt2\nbatch_size: 4\ngpu: H100\n", "my.yaml"), "hardware.gpu"), QStringLiteral("H100"));
        QCOMPARE(value(read("model_name: gpt2\nbatch_size: 4\nhw:\n  gpu: RTX 4090\n", "my.yaml"), "hardware.gpu"),
                 QStringLiteral("RTX 4090"));
        QCOMPARE(how(read("model_name: gpt2\nbatch_size: 4\ndevice: cuda\n", "my.yaml"), "hardware.gpu"), QStringLiteral("<unstated>"));
        const std::string lora = "accelerate launch train_text_to_image_lora.py --pretrained_model_name_or_path=runwayml/"
                                 "stable-diffusion-v1-5 --resolution=512 --train_batch_size=1 --mixed_precision=fp16\n";
        const Read d = read(lora, "train.sh");
        QCOMPARE(value(d, "run.finetune"), QStringLiteral("lora"));
        QCOMPARE(value(d, "run.lora_rank"), QStringLiteral("4"));
        QCOMPARE(how(read("accelerate launch train_text_to_image.py --pretrained_model_name_or_path=x/y\n", "t.sh"), "run.finetune"),
                 QStringLiteral("<unstated>"));
    }

    // NeMo 2's recipes: peft_scheme="lora" is LoRA; the recipe's trainer runs bf16_mixed(), whose
    // params_dtype is bf16 (weights in bf16, the optimizer's fp32 copies beside them).
    void nemoRecipe()
    {
        const std::string text = "from nemo.collections import llm\n"
                                 "recipe = llm.llama3_8b.finetune_recipe(name='l', num_nodes=1, num_gpus_per_node=2, peft_scheme='lora')\n"
                                 "recipe.data.micro_batch_size = 1\nrecipe.data.seq_length = 2048\n";
        const Read r = read(text, "finetune.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.name"), QStringLiteral("llama3_8b"));
        QCOMPARE(value(r, "run.finetune"), QStringLiteral("lora"));
        QCOMPARE(value(r, "model.dtype"), QStringLiteral("bf16"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(how(r, "model.dtype"), QStringLiteral("inferred"));
    }

    // Megatron with an HF tokenizer: the vocabulary is the tokenizer's length padded to 128
    // (Qwen2.5's 151,665 → 151,680; Mistral v0.3's 32,768).
    void megatronTokenizerVocab()
    {
        auto vocab = [](const std::string &tokenizer) {
            return value(read("torchrun pretrain_gpt.py --num-layers 28 --hidden-size 3584 --num-attention-heads 28 "
                              "--seq-length 4096 --micro-batch-size 1 --tokenizer-type HuggingFaceTokenizer --tokenizer-model " +
                                  tokenizer + "\n",
                              "pretrain.sh"),
                         "model.vocab");
        };
        QCOMPARE(vocab("Qwen/Qwen2.5-7B"), QStringLiteral("151680"));
        QCOMPARE(vocab("mistralai/Mistral-7B-v0.3"), QStringLiteral("32768"));
        QCOMPARE(vocab("mistralai/Mistral-7B-v0.1"), QStringLiteral("32000"));
        QCOMPARE(vocab("meta-llama/Meta-Llama-3-8B"), QStringLiteral("128256"));
    }

    // PEFT's LoraConfig is an adapter by its class, whatever holds it: a variable of any name, or
    // the call passed straight to get_peft_model.
    void loraConfigByClass()
    {
        const std::string head = "model = AutoModelForCausalLM.from_pretrained('meta-llama/Llama-3.1-8B')\n";
        const std::string tail = "args = TrainingArguments(output_dir='o', per_device_train_batch_size=2)\n";
        const Read inlined = read(head + "model = get_peft_model(model, peft.LoraConfig(r=128, lora_alpha=16))\n" + tail,
                                  "train.py");
        QVERIFY(inlined.ok);
        QCOMPARE(value(inlined, "run.finetune"), QStringLiteral("lora"));
        QCOMPARE(value(inlined, "run.lora_rank"), QStringLiteral("128"));
        const Read named = read(head + "cfg = LoraConfig(r=64)\nmodel = get_peft_model(model, cfg)\n" + tail, "train.py");
        QVERIFY(named.ok);
        QCOMPARE(value(named, "run.lora_rank"), QStringLiteral("64"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(inlined.config, {{"run.lora_rank", "32"}}, out, d));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("peft.LoraConfig(r=32, lora_alpha=16)")));
    }

    void tomlReadAndExport()
    {
        const std::string text = "# kohya\n[training]\nmixed_precision = \"fp16\"   # autocast\ntrain_batch_size = 2\n"
                                 "max_data_loader_n_workers = 4\nnetwork_module = \"networks.lora\"\nnetwork_dim = 32\n";
        const Read r = read(text, "sdxl.toml");
        QVERIFY2(r.ok, r.diags.empty() ? "" : r.diags.front().code.c_str());
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("kohya"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("4"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {}, out, d));
        QVERIFY(out == text);
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "1"}, {"run.precision", "bf16-mixed"}}, out, d));
        QCOMPARE(changedLines(text, out), 2);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("mixed_precision = \"bf16\"   # autocast")));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("train_batch_size = 1\n")));
    }

    void tomlSyntaxErrorNamesTheLine()
    {
        // The message points at the '[' to close, not where the file ran out.
        const Read r = read("a = 1\nb = [1, 2\n", "bad.toml");
        QVERIFY(!r.ok);
        QVERIFY(hasCode(r.diags, "toml.unclosed_bracket"));
        QCOMPARE(r.diags.front().line, 2);
        QCOMPARE(r.diags.front().column, 5);
        // What toml++ says that no code names still comes through, with its line.
        const Read other = read("a = 1\nb = 1979-05-27T07:32:00Zx\n", "odd.toml");
        QVERIFY(!other.ok);
        QVERIFY(other.diags.front().line >= 2);
    }

    void pythonReadAndOneLineExport()
    {
        const std::string text = "_base_ = ['../_base_/models/faster-rcnn_r50_fpn.py']\nbatch = 2\n"
                                 "model = dict(type='FasterRCNN', backbone=dict(type='ResNet', depth=50))\n"
                                 "train_dataloader = dict(\n    batch_size=batch,\n    num_workers=2,\n"
                                 "    persistent_workers=True)\nval_dataloader = dict(batch_size=1, num_workers=2)\n"
                                 "optim_wrapper = dict(type='AmpOptimWrapper', optimizer=dict(type='SGD', lr=0.02, momentum=0.9))\n";
        const Read r = read(text, "faster-rcnn.py");
        QVERIFY2(r.ok, r.diags.empty() ? "" : r.diags.front().code.c_str());
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("mmengine"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("2"));
        QCOMPARE(value(r, "loader.persistent"), QStringLiteral("true"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "model.name"), QStringLiteral("FasterRCNN R50 mmdet")); // type and depth: the detector the walk knows
        QVERIFY(hasCode(r.diags, "dialect.reference_missing")); // the _base_ file is not beside it
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {}, out, d));
        QVERIFY(out == text);
        QVERIFY(exportConfig(r.config, {{"loader.workers", "1"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("    num_workers=1,\n")));
        // Through the name it came from: `batch = 2` is the line that changes.
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "4"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("\nbatch = 4\n")));
        QVERIFY(exportConfig(r.config, {{"loader.persistent", "false"}}, out, d));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("persistent_workers=False)")));
    }

    void pythonBaseFilesAreReadFirst()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString() + "/base.py";
        const std::string child = dir.path().toStdString() + "/child.py";
        {
            std::ofstream(base) << "train_dataloader = dict(batch_size=8, num_workers=4)\n";
            std::ofstream(child) << "_base_ = './base.py'\ntrain_dataloader = dict(batch_size=2)\n";
        }
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(loadConfigFile(child, headroom::testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("2"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "loader.workers")), QStringLiteral("4"));
        QCOMPARE(QString::fromStdString(c.setup.sources.at("loader.workers").file), QString::fromStdString(base));
    }

    // detectron2's train_net.py run from the project's root: its --config-file is read from there
    // (the script sits in scripts/), and the file's batch over all GPUs is divided by --num-gpus.
    // A yacs file that says nothing of AMP trains in fp32, detectron2's default.
    void trainNetConfigFileFromTheProjectRoot()
    {
        const Written w = loadWritten({{"configs/coco/mask_rcnn_R_50_FPN_3x.yaml",
                                        "MODEL:\n  RESNETS:\n    DEPTH: 50\nSOLVER:\n  IMS_PER_BATCH: 16\n"},
                                       {"scripts/train.sh", "python ./train_net.py --num-gpus 2 \\\n"
                                                            "    --config-file ./configs/coco/mask_rcnn_R_50_FPN_3x.yaml\n"}},
                                      "scripts/train.sh");
        QVERIFY(w.ok);
        QCOMPARE(w.value("parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(w.value("run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(w.value("run.precision"), QStringLiteral("fp32"));
        QVERIFY(!hasCode(w.diags, "dialect.reference_missing"));
    }

    // PySlowFast's run.sh: the config beside the script through $(dirname $0), and the command
    // line's KEY VALUE overrides, NUM_GPUS among them, over the file's.
    void slowfastScriptBesideItsConfig()
    {
        const Written w = loadWritten({{"config.yaml", "TRAIN:\n  BATCH_SIZE: 8\nDATA:\n  NUM_FRAMES: 16\nNUM_GPUS: 8\n"},
                                       {"run.sh", "work_path=$(dirname $0)\npython tools/run_net.py \\\n"
                                                  "  --cfg $work_path/config.yaml \\\n  TRAIN.BATCH_SIZE 56 \\\n  NUM_GPUS 7\n"}},
                                      "run.sh");
        QVERIFY(w.ok);
        QCOMPARE(w.value("parallel.gpus"), QStringLiteral("7"));
        QCOMPARE(w.value("run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(w.value("data.frames"), QStringLiteral("16")); // from the file
        QVERIFY(!hasCode(w.diags, "dialect.reference_missing"));
    }

    // kohya's launch line names its dataset TOML: the resolution is read from there.
    void kohyaDatasetConfigFromTheLaunch()
    {
        const Written w = loadWritten({{"dataset.toml", "[general]\nresolution = 768\n\n[[datasets]]\n  [[datasets.subsets]]\n"
                                                        "  image_dir = \"/data/img\"\n"},
                                       {"train.sh", "accelerate launch sdxl_train_network.py --pretrained_model_name_or_path "
                                                    "sd_xl_base_1.0.safetensors --dataset_config=\"dataset.toml\" "
                                                    "--train_batch_size 2 --network_module networks.lora --network_dim 16\n"}},
                                      "train.sh");
        QVERIFY(w.ok);
        QCOMPARE(w.value("data.image_size"), QStringLiteral("768"));
        QCOMPARE(w.value("run.micro_batch"), QStringLiteral("2"));
    }

    // OpenMMLab's `tools/dist_train.sh CONFIG GPUS --amp --cfg-options k=v`: the config it names is
    // read, its GPU count is torchrun's, and what the command line overrides wins over the file.
    void openMmLabDistTrainReadsItsConfig()
    {
        const std::string config = "model = dict(type='MaskRCNN', backbone=dict(type='ResNet', depth=50))\n"
                                   "train_dataloader = dict(batch_size=2, num_workers=2)\n"
                                   "optim_wrapper = dict(type='OptimWrapper', optimizer=dict(type='SGD', lr=0.02, momentum=0.9))\n";
        const Written w = loadWritten({{"configs/mask_rcnn/mask-rcnn_r50_fpn_2x_coco.py", config},
                                       {"train.sh", "CONFIG=configs/mask_rcnn/mask-rcnn_r50_fpn_2x_coco.py\nGPUS=4\n"
                                                    "bash tools/dist_train.sh ${CONFIG} ${GPUS} --amp \\\n"
                                                    "    --cfg-options train_dataloader.batch_size=4 train_dataloader.num_workers=8\n"}},
                                      "train.sh");
        QVERIFY(w.ok);
        QCOMPARE(w.value("parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(w.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(w.value("loader.workers"), QStringLiteral("8"));
        QCOMPARE(w.value("run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(w.value("run.optimizer"), QStringLiteral("sgd-momentum"));
        // tools/train.py run by torchrun, its config the first argument
        const Written t = loadWritten({{"configs/mask_rcnn/mask-rcnn_r50_fpn_2x_coco.py", config},
                                       {"train.sh", "torchrun --nproc_per_node=2 tools/train.py "
                                                    "configs/mask_rcnn/mask-rcnn_r50_fpn_2x_coco.py --launcher pytorch\n"}},
                                      "train.sh");
        QVERIFY(t.ok);
        QCOMPARE(t.value("parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(t.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(t.value("run.optimizer"), QStringLiteral("sgd-momentum"));
        // with no flag at all
        const Written bare = loadWritten({{"configs/mask_rcnn/mask-rcnn_r50_fpn_2x_coco.py", config},
                                          {"train.sh", "python tools/train.py configs/mask_rcnn/mask-rcnn_r50_fpn_2x_coco.py\n"}},
                                         "train.sh");
        QVERIFY(bare.ok);
        QCOMPARE(bare.value("run.micro_batch"), QStringLiteral("2"));
    }

    // An in-house schema's short names: bsz, ctx, ckpt_activations, sharding, attn, an adapters section.
    void inHouseShortNames()
    {
        const Read r = read("backbone:\n  hf_id: mistralai/Mistral-7B-v0.3\n  attn: flash2\nadapters:\n  kind: lora\n  r: 64\n"
                            "  targets: [q_proj, v_proj]\ntraining:\n  bsz: 4\n  ctx: 4096\n  ckpt_activations: true\n"
                            "evaluation:\n  bsz: 32\ncompute:\n  n_gpu: 4\n  sharding: zero2\n",
                            "experiment.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(r, "data.seq_len"), QStringLiteral("4096"));
        QCOMPARE(value(r, "run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(value(r, "run.lora_rank"), QStringLiteral("64"));
        QCOMPARE(value(r, "run.lora_targets"), QStringLiteral("q_proj,v_proj"));
        QCOMPARE(value(r, "parallel.strategy"), QStringLiteral("zero2"));
        QCOMPARE(value(r, "run.attention"), QStringLiteral("flash"));
        // fairseq's --max-tokens is the tokens of a batch, not the length of a sequence
        const Read fairseq = read("fairseq-train data-bin/wmt16_en_de --arch transformer_vaswani_wmt_en_de_big "
                                  "--max-tokens 4096 --update-freq 8 --fp16\n", "train.sh");
        QVERIFY(fairseq.ok);
        QVERIFY(!fairseq.config.setup.isStated("data.seq_len"));
    }

    // YAML merge keys: `<<: *defaults` brings the anchor's keys in, the map's own win; a list of
    // them, the earlier first.
    void yamlMergeKeys()
    {
        const Read r = read("defaults: &d\n  batch_size: 8\n  num_workers: 4\n  precision: bf16\n"
                            "fast: &f\n  num_workers: 12\n"
                            "train:\n  <<: [*f, *d]\n  batch_size: 16\n",
                            "experiment.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("12"));
        QCOMPARE(r.config.setup.sources.at("loader.workers").keyPath, std::string("train.num_workers"));
    }

    // A plain PyTorch loop: the autocast it trains under, the optimizer's class, torchvision's builder.
    void plainTrainingLoop()
    {
        const Read r = read("import torch\nfrom torchvision import models\n"
                            "loader = DataLoader(ds, batch_size=48, num_workers=8, pin_memory=True)\n"
                            "model = models.efficientnet_v2_s(weights=models.EfficientNet_V2_S_Weights.IMAGENET1K_V1)\n"
                            "optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True)\n"
                            "for x, y in loader:\n    with torch.autocast(device_type='cuda', dtype=torch.float16):\n"
                            "        loss = criterion(model(x), y)\n",
                            "train.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.name"), QStringLiteral("efficientnet_v2_s"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "run.optimizer"), QStringLiteral("sgd-momentum"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("48"));
        // torch.optim's class updates with foreach kernels unless the call says fused or foreach=False
        QCOMPARE(value(r, "run.foreach_optimizer"), QStringLiteral("true"));
        QCOMPARE(value(read("batch_size = 8\nopt = torch.optim.AdamW(model.parameters(), lr=1e-4, fused=True)\n", "t.py"),
                       "run.foreach_optimizer"),
                 QStringLiteral("false"));
        QCOMPARE(value(read("batch_size = 8\nopt = bnb.optim.AdamW8bit(model.parameters(), lr=1e-4)\n", "t.py"),
                       "run.foreach_optimizer"),
                 QStringLiteral("false")); // not stated: the default
        // HF's optim names say it too: adamw_torch is torch.optim.AdamW as built, the fused one is not
        const Read hf = read("per_device_train_batch_size: 4\ngradient_accumulation_steps: 2\noptim: adamw_torch\n"
                             "output_dir: out\nbf16: true\n",
                             "args.yaml");
        QCOMPARE(value(hf, "run.foreach_optimizer"), QStringLiteral("true"));
        // Ultralytics' model.train(batch=BATCH, device=[0, 1, 2]): BATCH is the total over the GPUs,
        // read through the call, not again as a micro batch by its own name
        const Read yolo = read("from ultralytics import YOLO\nBATCH = 24\nmodel = YOLO(\"yolo11m.pt\")\n"
                               "model.train(data=\"coco.yaml\", batch=BATCH, device=[0, 1, 2], imgsz=640)\n",
                               "train.py");
        QCOMPARE(value(yolo, "run.global_batch"), QStringLiteral("24"));
        QCOMPARE(value(yolo, "run.micro_batch"), QStringLiteral("8"));
        // unsloth's fast_inference: vLLM inside the training process, gpu_memory_utilization of its GPU
        const std::string unsloth = "from unsloth import FastLanguageModel\n"
                                    "model, tokenizer = FastLanguageModel.from_pretrained(model_name=\"unsloth/Qwen3-4B-Base\",\n"
                                    "    max_seq_length=2048, load_in_4bit=False, fast_inference=%1, gpu_memory_utilization=0.7)\n";
        QCOMPARE(value(read(QString::fromStdString(unsloth).arg(QStringLiteral("True")).toStdString(), "grpo.py"),
                       "run.rollout_memory_fraction"),
                 QStringLiteral("0.7"));
        QVERIFY(!read(QString::fromStdString(unsloth).arg(QStringLiteral("False")).toStdString(), "grpo.py")
                     .config.setup.isStated("run.rollout_memory_fraction"));
        // Old Mac line ends (CR alone) in every format: lines counted, values read
        const Read crJson = read("{\r  \"per_device_train_batch_size\": 4,\r  \"gradient_accumulation_steps\": \"x\"\r}\r",
                                 "args.json");
        QVERIFY(!crJson.ok);
        QVERIFY(std::any_of(crJson.diags.begin(), crJson.diags.end(), [](const Diagnostic &x) { return x.line == 3; }));
        QCOMPARE(value(read("BATCH_SIZE=8\rNUM_WORKERS=4\r", "train.env"), "loader.workers"), QStringLiteral("4"));
        QCOMPARE(value(read("torchrun --nproc_per_node 4 train.py \\\r  --per_device_train_batch_size 2\r", "t.sh"),
                       "run.micro_batch"),
                 QStringLiteral("2"));
        // An array never closed (bash: "unexpected EOF while looking for matching ')'") is said where it opens
        const Read unclosed = read("#!/bin/bash\nARGS=(\n  --per_device_train_batch_size 4\ntorchrun train.py \"${ARGS[@]}\"\n",
                                   "t.sh");
        QVERIFY(!unclosed.ok);
        QVERIFY(std::any_of(unclosed.diags.begin(), unclosed.diags.end(), [](const Diagnostic &x) {
            return x.code == "shell.unclosed_quote" && x.line == 2 && x.column == 6;
        }));
        QCOMPARE(value(read("ARGS=(\n  --per_device_train_batch_size 4\n)\nARGS+=(--bf16)\ntorchrun train.py \"${ARGS[@]}\"\n",
                            "t.sh"),
                       "run.micro_batch"),
                 QStringLiteral("4"));
        // accelerate's HYBRID_SHARD: FSDP sharded within each node
        const Read hybrid = read("compute_environment: LOCAL_MACHINE\ndistributed_type: FSDP\nfsdp_config:\n"
                                 "  fsdp_sharding_strategy: HYBRID_SHARD\nnum_machines: 4\nnum_processes: 32\n",
                                 "accelerate.yaml");
        QCOMPARE(value(hybrid, "parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(value(hybrid, "parallel.hybrid_shard"), QStringLiteral("true"));
        // TRL's GRPO/DPO use_liger_loss: Liger's fused loss, no logits tensor
        QCOMPARE(value(read("per_device_train_batch_size: 4\nnum_generations: 8\nuse_liger_loss: true\noutput_dir: out\n",
                            "grpo.yaml"),
                       "run.fused_loss"),
                 QStringLiteral("true"));
        // bf16 autocast, and torch.cuda.amp.autocast() with no dtype (fp16 on CUDA)
        QCOMPARE(value(read("with torch.autocast('cuda', dtype=torch.bfloat16):\n    pass\nbatch_size = 8\n", "t.py"),
                       "run.precision"),
                 QStringLiteral("bf16-mixed"));
        QCOMPARE(value(read("batch_size = 8\nwith torch.cuda.amp.autocast():\n    pass\n", "t.py"), "run.precision"),
                 QStringLiteral("fp16-mixed"));
        // the dtype passed by position, torch.autocast(device_type, dtype)
        QCOMPARE(value(read("batch_size = 8\nwith torch.autocast(\"cuda\", torch.bfloat16):\n    pass\n", "t.py"),
                       "run.precision"),
                 QStringLiteral("bf16-mixed"));
        // ZeRO-Infinity: offload to NVMe is said as such, and aio.block_size (bytes) is no sequence length
        const Read nvme = read("{\"train_micro_batch_size_per_gpu\": 4, \"zero_optimization\": {\"stage\": 3,\n"
                               " \"offload_optimizer\": {\"device\": \"nvme\", \"nvme_path\": \"/nvme\"}},\n"
                               " \"aio\": {\"block_size\": 1048576, \"queue_depth\": 8}}\n",
                               "ds_config.json");
        QCOMPARE(value(nvme, "parallel.offload"), QStringLiteral("optimizer"));
        QCOMPARE(value(nvme, "parallel.offload_nvme"), QStringLiteral("true"));
        QVERIFY(!nvme.config.setup.isStated("data.seq_len"));
        // timm's --amp autocasts in --amp-dtype, also through its distributed_train.sh
        QCOMPARE(value(read("./distributed_train.sh 4 --model resnet50 -b 64 --amp --amp-dtype bfloat16\n", "t.sh"),
                       "run.precision"),
                 QStringLiteral("bf16-mixed"));
    }

    // A Hydra app's launch line: `experiment=NAME` is configs/experiment/NAME.yaml composed, the
    // primary config (train.yaml, named like the script) fills the rest, the command line wins.
    void hydraLaunchComposesTheExperiment()
    {
        const Written w = loadWritten(
            {{"configs/train.yaml", "defaults:\n  - _self_\n  - data: imagenet\n  - model: resnet\n  - trainer: default\n"
                                    "  - experiment: null\n"},
             {"configs/data/imagenet.yaml", "batch_size: 64\nnum_workers: 4\nimage_size: 224\n"},
             {"configs/model/resnet.yaml", "_target_: src.models.LitModule\nnet:\n  _target_: timm.create_model\n"
                                           "  model_name: resnet50\n"},
             {"configs/model/convnext.yaml", "_target_: src.models.LitModule\nnet:\n  _target_: timm.create_model\n"
                                             "  model_name: convnext_tiny\n"},
             {"configs/trainer/default.yaml", "devices: 1\nprecision: 32\n"},
             {"configs/experiment/convnext_bf16.yaml", "# @package _global_\ndefaults:\n  - override /model: convnext\n"
                                                       "trainer:\n  precision: bf16-mixed\n  accumulate_grad_batches: 2\n"
                                                       "data:\n  batch_size: 256\n  num_workers: 16\n"},
             {"scripts/run.sh", "python src/train.py experiment=convnext_bf16 trainer.devices=2 data.batch_size=128\n"}},
            "scripts/run.sh");
        QVERIFY(w.ok);
        QCOMPARE(w.value("model.name"), QStringLiteral("convnext_tiny"));
        QCOMPARE(w.value("run.micro_batch"), QStringLiteral("128")); // the command line's
        QCOMPARE(w.value("parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(w.value("run.precision"), QStringLiteral("bf16-mixed")); // the experiment's
        QCOMPARE(w.value("run.grad_accum"), QStringLiteral("2"));
        QCOMPARE(w.value("loader.workers"), QStringLiteral("16"));
        QCOMPARE(w.value("data.image_size"), QStringLiteral("224")); // the primary's data group
    }

    // A raw FSDP2 script says how it trains by the calls it makes: fully_shard is FSDP,
    // MixedPrecisionPolicy(param_dtype=torch.bfloat16) bf16 over fp32 shards, checkpoint around
    // each block (or gradient_checkpointing_enable) activation checkpointing.
    void fsdp2ScriptCalls()
    {
        const Read r = read("import torch\nfrom torch.distributed.fsdp import fully_shard, MixedPrecisionPolicy\n"
                            "from torch.utils.checkpoint import checkpoint\nBATCH_SIZE = 2\n"
                            "def main():\n    mp_policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)\n"
                            "    for block in model.layers:\n        fully_shard(block, mp_policy=mp_policy)\n"
                            "    out = checkpoint(block, x, use_reentrant=False)\n",
                            "train_fsdp2.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(value(r, "run.grad_checkpointing"), QStringLiteral("true"));
        // A script that only defines such a function says nothing, nor does another module's
        // checkpoint (one that saves weights).
        const Read def = read("from mylib import checkpoint\nBATCH_SIZE = 2\ndef fully_shard(m):\n    return m\n"
                              "checkpoint(model, 'out.pt')\n", "util.py");
        QVERIFY(def.ok);
        QVERIFY(!def.config.setup.isStated("parallel.strategy"));
        QVERIFY(!def.config.setup.isStated("run.grad_checkpointing"));
    }

    // A NeMo 2 recipe dumped as YAML names its model by the checkpoint it restores, else by its
    // config class, not by the LlamaModel wrapper.
    void nemoRecipeYamlNamesItsModel()
    {
        const Read byClass = read("model:\n  _target_: nemo.collections.llm.LlamaModel\n  config:\n"
                                  "    _target_: nemo.collections.llm.Llama31Config8B\ndata:\n  micro_batch_size: 2\n",
                                  "recipe.yaml");
        QVERIFY(byClass.ok);
        QCOMPARE(value(byClass, "model.name"), QStringLiteral("Llama31 8B"));
        const Read byCheckpoint = read("model:\n  _target_: nemo.collections.llm.LlamaModel\nresume:\n  restore_config:\n"
                                       "    path: nemo://meta-llama/Llama-3.1-8B\ndata:\n  micro_batch_size: 2\n",
                                       "recipe.yaml");
        QVERIFY(byCheckpoint.ok);
        QCOMPARE(value(byCheckpoint, "model.name"), QStringLiteral("meta-llama/Llama-3.1-8B"));
    }

    // NeMo 2's recipe in a function: the recipe's module names the model, and the attributes set
    // on it there are settings (a plain local variable is not).
    void nemoRecipeInAFunction()
    {
        const Read r = read("from nemo.collections import llm\n\ndef configure_recipe(nodes: int = 2):\n"
                            "    recipe = llm.llama3_8b.pretrain_recipe(dir='/ckpt', name='x', num_nodes=nodes)\n"
                            "    recipe.trainer.strategy.tensor_model_parallel_size = 2\n"
                            "    recipe.trainer.strategy.context_parallel_size = 2\n"
                            "    recipe.data.seq_length = 8192\n    recipe.data.micro_batch_size = 1\n"
                            "    batch_size = 99\n    return recipe\n",
                            "pretrain.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.name"), QStringLiteral("llama3_8b"));
        QCOMPARE(value(r, "parallel.tp"), QStringLiteral("2"));
        QCOMPARE(value(r, "parallel.cp"), QStringLiteral("2"));
        QCOMPARE(value(r, "data.seq_len"), QStringLiteral("8192"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("1"));
    }

    // mmengine's new-style config: bases imported under `with read_base():`, classes given as
    // imported names (type=AmpOptimWrapper), inherited dicts changed with .update(dict(…)).
    void mmengineNewStyleConfig()
    {
        const std::string base = "train_dataloader = dict(batch_size=2, num_workers=2, persistent_workers=True)\n"
                                 "optim_wrapper = dict(type=OptimWrapper, optimizer=dict(type=SGD, lr=0.02))\n";
        const std::string config =
            "from mmengine.config import read_base\n\nwith read_base():\n    from .._base_.default_runtime import *\n\n"
            "from mmengine.hooks import EMAHook\nfrom mmengine.optim.optimizer.amp_optimizer_wrapper import AmpOptimWrapper\n"
            "from torch.optim.adamw import AdamW\nfrom mmdet.models.detectors.rtmdet import RTMDet\n"
            "from mmdet.models.backbones.cspnext import CSPNeXt as Backbone\n\n"
            "model = dict(type=RTMDet, backbone=dict(type=Backbone, arch='P5'))\n"
            "train_dataloader.update(\n    dict(\n        batch_size=32,\n        num_workers=10))\n"
            "optim_wrapper = dict(type=AmpOptimWrapper, optimizer=dict(type=AdamW, lr=0.004))\n"
            "custom_hooks = [\n    dict(type=EMAHook, momentum=0.0002),\n    dict(type=PipelineSwitchHook, switch_epoch=280)\n]\n";
        const Written w = loadWritten({{"configs/_base_/default_runtime.py", base}, {"configs/rtmdet/rtmdet_l.py", config}},
                                      "configs/rtmdet/rtmdet_l.py");
        QVERIFY(w.ok);
        QCOMPARE(w.value("run.micro_batch"), QStringLiteral("32"));
        QCOMPARE(w.value("loader.workers"), QStringLiteral("10"));
        QCOMPARE(w.value("loader.persistent"), QStringLiteral("true")); // from the base
        QCOMPARE(w.value("run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(w.value("run.optimizer"), QStringLiteral("adamw"));
        QCOMPARE(w.value("run.ema"), QStringLiteral("true"));
        QCOMPARE(w.value("model.name"), QStringLiteral("RTMDet CSPNeXt"));
    }

    void pythonUnclosedBracketNamesTheLine()
    {
        const Read r = read("a = 1\nb = dict(x=1,\n", "bad.py");
        QVERIFY(!r.ok);
        QVERIFY(hasCode(r.diags, "python.unclosed_bracket"));
        QCOMPARE(r.diags.front().line, 2);
    }

    // A change the file cannot express is a warning beside what is written, not silence.
    void inexpressibleChangeIsAWarning()
    {
        const std::string text = "data:\n  batch_size: 4\n";
        const Read r = read(text, "plain.yaml");
        QVERIFY(r.ok);
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "2"}, {"loader.workers", "3"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("data:\n  batch_size: 2\n"));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
            return x.severity == Diagnostic::Severity::Warning && x.args.size() > 0 && x.args[0] == "loader.workers";
        }));
    }

    // libai: `amp=dict(enabled=False)` states amp off (fp32); a section switched off states
    // nothing (`zero_optimization=dict(enabled=False, zero_stage=1)` is no ZeRO-1); a first word
    // that says where a setting belongs (`train_micro_batch_size`, `ds_num_workers`) is read through.
    void switchesAndPrefixes()
    {
        const Read r = read("train = dict(\n    train_micro_batch_size=32,\n    amp=dict(enabled=False),\n"
                            "    activation_checkpoint=dict(enabled=False),\n"
                            "    zero_optimization=dict(enabled=False, stage=1),\n)\nds_num_workers = 4\n",
                            "train.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("32"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp32"));
        QCOMPARE(key(r, "run.precision"), QStringLiteral("train.amp.enabled"));
        QCOMPARE(value(r, "run.grad_checkpointing"), QStringLiteral("false"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("4"));
        QVERIFY(!r.config.setup.isStated("parallel.strategy"));
        // Switched on, the same section states its stage; a prefix that is no place word is no synonym.
        const Read on = read("zero_optimization = dict(enabled=True, stage=2)\nmax_batch_size = 64\n"
                             "val_num_workers = 2\naccumulation_step = 8\nnum_gpu = 2\n",
                             "on.py");
        QVERIFY(on.ok);
        QCOMPARE(value(on, "parallel.strategy"), QStringLiteral("zero2"));
        QVERIFY(!on.config.setup.isStated("run.micro_batch"));
        QVERIFY(!on.config.setup.isStated("loader.workers"));
        QCOMPARE(value(on, "run.grad_accum"), QStringLiteral("8")); // accumulation_step(s)
        QCOMPARE(value(on, "parallel.gpus"), QStringLiteral("2"));  // num_gpu(s)
        // An index is no count: `gpu_id: 3` is not three GPUs.
        const Read id = read("gpu_id = 3\nbatch_size = 4\n", "id.py");
        QVERIFY(id.ok);
        QVERIFY(!id.config.setup.isStated("parallel.gpus"));
    }

    // A plain class whose __init__ assigns its settings to self: read, but only the __init__'s own
    // body (not a branch, not another method).
    void classInitAttributes()
    {
        const std::string text = "class TrainerConfig:\n    def __init__(self) -> None:\n        self.train_batch_size = 4\n"
                                 "        self.accumulation_steps = 8\n        if fast:\n            self.num_workers = 9\n\n"
                                 "    def load(self):\n        self.num_workers = 3\n";
        const Read r = read(text, "trainer.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(key(r, "run.micro_batch"), QStringLiteral("TrainerConfig.train_batch_size"));
        QCOMPARE(value(r, "run.grad_accum"), QStringLiteral("8"));
        QVERIFY(!r.config.setup.isStated("loader.workers"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "3"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(out.find("self.train_batch_size = 3\n") != std::string::npos);
    }

    // `fp16: false` with nothing else said is full precision; beside `bf16: true` it says nothing.
    void switchedOffPrecisionIsFp32()
    {
        const Read off = read("fp16 = False\nbatch_size = 10\n", "base_config.py");
        QVERIFY(off.ok);
        QCOMPARE(value(off, "run.precision"), QStringLiteral("fp32"));
        const Read bf = read("fp16: false\nbf16: true\nbatch_size: 10\n", "c.yaml");
        QVERIFY(bf.ok);
        QCOMPARE(value(bf, "run.precision"), QStringLiteral("bf16-mixed"));
        // An autocast section's dtype says which half precision its switch turns on.
        const Read amp = read("amp:\n  enabled: true\n  dtype: bfloat16\nbatch_size: 10\n", "amp.yaml");
        QVERIFY(amp.ok);
        QCOMPARE(value(amp, "run.precision"), QStringLiteral("bf16-mixed"));
    }

    // SGD with a momentum in its own section keeps a momentum buffer; a momentum elsewhere (an
    // EMA's, BatchNorm's, MoCo's) says nothing about the optimizer.
    void sgdWithMomentum()
    {
        const Read r = read("optim_wrapper = dict(optimizer=dict(type='SGD', lr=0.03, momentum=0.9))\n"
                            "train_dataloader = dict(batch_size=32)\n",
                            "moco.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.optimizer"), QStringLiteral("sgd-momentum"));
        QCOMPARE(how(r, "run.optimizer"), QStringLiteral("inferred"));
        const Read y = read("SOLVER:\n  OPTIMIZING_METHOD: sgd\n  MOMENTUM: 0.9\nTRAIN:\n  BATCH_SIZE: 64\n", "slowfast.yaml");
        QVERIFY(y.ok);
        QCOMPARE(value(y, "run.optimizer"), QStringLiteral("sgd-momentum"));
        const Read plain = read("optimizer:\n  type: SGD\n  lr: 0.1\nmodel:\n  momentum: 0.99\nbatch_size: 8\n", "p.yaml");
        QVERIFY(plain.ok);
        QCOMPARE(value(plain, "run.optimizer"), QStringLiteral("sgd"));
        // RMSprop keeps square_avg, and a momentum buffer only when a momentum is given.
        const Read rms = read("optim_wrapper = dict(optimizer=dict(type='RMSprop', lr=0.01, momentum=0.9))\n"
                              "train_dataloader = dict(batch_size=32)\n",
                              "rms.py");
        QVERIFY(rms.ok);
        QCOMPARE(value(rms, "run.optimizer"), QStringLiteral("rmsprop-momentum"));
        const Read rmsPlain = read("optimizer:\n  _target_: torch.optim.RMSprop\n  lr: 0.01\nbatch_size: 8\n", "r.yaml");
        QVERIFY(rmsPlain.ok);
        QCOMPARE(value(rmsPlain, "run.optimizer"), QStringLiteral("rmsprop"));
        // An Adam variant keeps Adam's two states; Adagrad one sum.
        const Read nadam = read("optimizer:\n  _target_: torch.optim.NAdam\nbatch_size: 8\n", "n.yaml");
        QVERIFY(nadam.ok);
        QCOMPARE(value(nadam, "run.optimizer"), QStringLiteral("adam"));
        const Read hf = read("{\"optim\": \"adagrad\", \"per_device_train_batch_size\": 4}\n", "training_args.json");
        QVERIFY(hf.ok);
        QCOMPARE(value(hf, "run.optimizer"), QStringLiteral("adagrad"));
    }

    // latent-diffusion: the model's image_size is the latent (64); the data's size (256) is the image.
    // Alone, a model's image size is still read.
    void modelImageSizeYieldsToTheData()
    {
        const Read r = read("model:\n  params:\n    image_size: 64\ndata:\n  params:\n    batch_size: 42\n    train:\n"
                            "      params:\n        size: 256\n",
                            "ldm.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("256"));
        QCOMPARE(key(r, "data.image_size"), QStringLiteral("data.params.train.params.size"));
        const Read vit = read("model:\n  image_size: 384\n  patch_size: 16\nbatch_size: 8\n", "vit.yaml");
        QVERIFY(vit.ok);
        QCOMPARE(value(vit, "data.image_size"), QStringLiteral("384"));
    }

    // mmengine pipelines: a crop transform's scale is the training image size; with no crop, the
    // Resize's (mmdet's keep-ratio resize to fit 1333 x 800: the largest image the detector sees).
    void cropTransformScale()
    {
        const Read r = read("train_pipeline = [\n    dict(type='LoadImageFromFile'),\n    dict(type='RandomResizedCrop', scale=224),\n]\n"
                            "train_dataloader = dict(batch_size=32)\n",
                            "cls.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("224"));
        const Read resize = read("train_pipeline = [dict(type='Resize', scale=(1333, 800))]\ntrain_dataloader = dict(batch_size=2)\n",
                                 "det.py");
        QVERIFY(resize.ok);
        // (mmcv's Resize takes scale as (width, height); the field is height × width)
        QCOMPARE(value(resize, "data.image_size"), QStringLiteral("800x1333"));
        const Read both = read("train_pipeline = [dict(type='RandomResize', scale=(2048, 512), ratio_range=(0.5, 2.0)),\n"
                               "    dict(type='RandomCrop', crop_size=(512, 512))]\ntrain_dataloader = dict(batch_size=2)\n",
                               "seg.py");
        QVERIFY(both.ok);
        QCOMPARE(value(both, "data.image_size"), QStringLiteral("512")); // the crop, not the resize
    }

    // Sharding and offload by name: FSDP's sharding_strategy and cpu_offload, a Lightning strategy
    // class, Accelerate's offload devices (`none` states no offload).
    void strategyAndOffload()
    {
        const Read f = read("fsdp:\n  sharding_strategy: full_shard\n  cpu_offload: false\ntraining:\n  batch_size: 8\n"
                            "checkpoint:\n  strategy: full_state_dict\n",
                            "fsdp_config.yaml");
        QVERIFY(f.ok);
        QCOMPARE(value(f, "parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(value(f, "parallel.offload"), QStringLiteral("none"));
        const Read on = read("fsdp:\n  sharding_strategy: FULL_SHARD\n  cpu_offload: true\nbatch_size: 8\n", "f2.yaml");
        QVERIFY(on.ok);
        QCOMPARE(value(on, "parallel.offload"), QStringLiteral("params"));
        const Read l = read("trainer:\n  strategy:\n    _target_: lightning.pytorch.strategies.DDPStrategy\n  precision: 32\n"
                            "model:\n  train_ds:\n    batch_size: 8\n",
                            "nemo.yaml");
        QVERIFY(l.ok);
        QCOMPARE(value(l, "parallel.strategy"), QStringLiteral("ddp"));
        const Read a = read("compute_environment: LOCAL_MACHINE\ndistributed_type: DEEPSPEED\ndeepspeed_config:\n"
                            "  offload_optimizer_device: none\n  offload_param_device: none\n  zero_stage: 3\nnum_processes: 8\n",
                            "default_config.yaml");
        QVERIFY(a.ok);
        QCOMPARE(QString::fromStdString(a.config.dialect), QStringLiteral("accelerate"));
        QCOMPARE(value(a, "parallel.offload"), QStringLiteral("none"));
        QCOMPARE(key(a, "parallel.offload"), QStringLiteral("deepspeed_config.offload_optimizer_device")); // the map's rule
        const Read o = read("offload_optimizer_device: cpu\noffload_param_device: none\nbatch_size: 4\n", "o.yaml");
        QVERIFY(o.ok);
        QCOMPARE(value(o, "parallel.offload"), QStringLiteral("optimizer"));
    }

    // A language model's architecture in its model section or at the top of the file; an
    // encoder's own layer count (DETR's model.encoder.num_layers) is not the model's.
    void architectureByName()
    {
        const Read r = read("model:\n  vocab_size: 32000\n  d_model: 512\n  n_heads: 8\n  n_layers: 6\n  ffn_hidden_size: 2048\n"
                            "training:\n  batch_size: 8\n",
                            "lm.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.layers"), QStringLiteral("6"));
        QCOMPARE(value(r, "model.hidden"), QStringLiteral("512"));
        QCOMPARE(value(r, "model.heads"), QStringLiteral("8"));
        QCOMPARE(value(r, "model.ffn"), QStringLiteral("2048"));
        QCOMPARE(value(r, "model.vocab"), QStringLiteral("32000"));
        const Read top = read("n_layer = 12\nn_head = 12\nn_embd = 768\nbatch_size = 12\n", "nanogpt.py");
        QVERIFY(top.ok);
        QCOMPARE(value(top, "model.layers"), QStringLiteral("12"));
        QCOMPARE(value(top, "model.hidden"), QStringLiteral("768"));
        const Read detr = read("model = dict(type='DETR', encoder=dict(num_layers=6))\ntrain_dataloader = dict(batch_size=2)\n",
                               "detr.py");
        QVERIFY(detr.ok);
        QVERIFY(!detr.config.setup.isStated("model.layers"));
        // Without a layer count and a width, a lone head count reshapes nothing.
        const Read lone = read("model:\n  name: PointTransformer\n  num_heads: 6\nbatch_size: 8\n", "lone.yaml");
        QVERIFY(lone.ok);
        QVERIFY(!lone.config.setup.isStated("model.heads"));
        QCOMPARE(value(lone, "run.micro_batch"), QStringLiteral("8"));
    }

    // One key that happens to be a Headroom field (`model.NAME`) does not make a file Headroom's
    // own when the generic reader understands more of it; a Headroom file stays Headroom's.
    void headroomOnlyWhenItReadsMore()
    {
        const Read r = read("optimizer: {type: AdamW, kwargs: {lr: 0.0005}}\nmodel: {NAME: PointTransformer, num_heads: 6}\n"
                            "npoints: 1024\ntotal_bs: 32\nstep_per_update: 1\n",
                            "finetune.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("generic"));
        QCOMPARE(value(r, "data.points"), QStringLiteral("1024"));
        QCOMPARE(value(r, "run.global_batch"), QStringLiteral("32"));
        QCOMPARE(value(r, "run.grad_accum"), QStringLiteral("1"));
        QCOMPARE(value(r, "run.optimizer"), QStringLiteral("adamw"));
        const Read own = read("run:\n  micro_batch: 4\n  precision: bf16-mixed\nnotes:\n  owner: me\n", "mine.yaml");
        QVERIFY(own.ok);
        QCOMPARE(QString::fromStdString(own.config.dialect), QStringLiteral("headroom"));
    }

    // Settings people write by hand: a flag for LoRA (with a 4-bit load: QLoRA), the attention
    // kernel, torch.compile, activation offload, a LoRA section switched off, an image shape
    // written channels last, a dataset's size, a visible-device list.
    void handWrittenSettings()
    {
        const Read r = read("use_lora: true\nload_in_4bit: true\nattn_implementation: flash_attention_2\ncompile: true\n"
                            "offload_activations: true\ninput_size: [256, 256, 3]\nnum_train_samples: 50000\n"
                            "per_gpu_batch_size: 4\ncuda_visible_devices: 0,1,2\n",
                            "handwritten.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.finetune"), QStringLiteral("qlora"));
        QCOMPARE(value(r, "run.attention"), QStringLiteral("flash"));
        QCOMPARE(value(r, "run.compile"), QStringLiteral("true"));
        QCOMPARE(value(r, "run.activation_offload"), QStringLiteral("true"));
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("256"));
        QCOMPARE(value(r, "data.dataset_size"), QStringLiteral("50000"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("3"));
        const Read off = read("lora:\n  enabled: false\n  lora_alpha: 16\n  r: 8\nbatch_size: 2\ncuda_visible_devices: 3\n", "off.yaml");
        QVERIFY(off.ok);
        QVERIFY(!off.config.setup.isStated("run.finetune"));
        QVERIFY(!off.config.setup.isStated("run.lora_rank"));
        QCOMPARE(value(off, "parallel.gpus"), QStringLiteral("1")); // device 3: one GPU
    }

    // A training script's argparse defaults are its settings: `default=` of each flag (the long
    // spelling named), wherever the call sits; a flag without a default states nothing.
    void argparseDefaults()
    {
        const std::string text = "import argparse\n\ndef get_args():\n    parser = argparse.ArgumentParser()\n"
                                 "    parser.add_argument('-b', '--batch-size', type=int, default=64,\n"
                                 "                        help='per GPU, see a, b')\n"
                                 "    parser.add_argument(\"--num_workers\", type=int, default=8)\n"
                                 "    parser.add_argument('--fp16', action='store_true')\n"
                                 "    parser.add_argument('--img-size', default=None)\n"
                                 "    return parser.parse_args()\n";
        const Read r = read(text, "train_args.py");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("64"));
        QCOMPARE(key(r, "run.micro_batch"), QStringLiteral("--batch-size"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("8"));
        QVERIFY(!r.config.setup.isStated("run.precision"));
        QVERIFY(!r.config.setup.isStated("data.image_size"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "3"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(out.find("type=int, default=3,\n") != std::string::npos);
        // parser.set_defaults(…) wins over the argument's default=, and export patches it there;
        // a dest no flag declares is read by its name.
        const std::string later = text.substr(0, text.rfind("    return")) +
                                  "    parser.set_defaults(batch_size=16, lr=0.1, seq_len=256)\n    return parser.parse_args()\n";
        const Read s = read(later, "train_args.py");
        QVERIFY(s.ok);
        QCOMPARE(value(s, "run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(value(s, "data.seq_len"), QStringLiteral("256"));
        QVERIFY(std::none_of(s.diags.begin(), s.diags.end(), [](const Diagnostic &x) { return x.code == "config.duplicate_key"; }));
        QVERIFY(exportConfig(s.config, {{"run.micro_batch", "3"}}, out, d));
        QCOMPARE(changedLines(later, out), 1);
        QVERIFY(out.find("set_defaults(batch_size=3, lr=0.1") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestGeneric)
#include "tst_generic.moc"
