// What a twelfth red team of real configs and malformed input found misread (2026-11-30): GPU
// ids given as argparse's nargs='+' list, a script's hub key `--model_key`, Ultralytics' model
// file with no scale letter, a launch line whose last `\` is missing, a TOML holding one section
// per model with a top-level value choosing one, an f-string built from the file's own names,
// and an alias whose anchor sits in an earlier YAML document. Each case is cut down to the lines
// that matter.

#include "heldout.h"

#include "../core/testdata.h"
#include "modelmatch.h"

#include <string>

using namespace headroom;
using headroom::testing::Reading;
using headroom::testing::expectFields;

class TestRedTeamTwelve : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // VirtuosoResearch/Scalable-finetuning meta_training_instruction.sh: `--devices 0 1 2 3` is an
    // argparse list of four GPUs, and `--model_key` the hub name the script loads.
    void deviceIdListAndModelKey()
    {
        Reading read;
        QVERIFY(read("python custom_train_alpaca.py --train_instruction --model_key TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T\\\n"
                     "    --lr 2e-5 --batch_size 128 --max_length 256 --epochs 10\\\n"
                     "    --train_lora --lora_rank 128 --lora_alpha 512\\\n"
                     "    --strategy auto --devices 0 1 2 3 --runs 1 --precision 16 --accumulate 1\n",
                     "meta_training_instruction.sh"));
        expectFields(read, {{"parallel.gpus", "4"},
                            {"model.name", "TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T"},
                            {"run.micro_batch", "128"}});
        // a count stays a count, and the words after the ids are no GPUs
        QVERIFY(read("python train.py --model_name_or_path gpt2 --devices 2 --epochs 3\n", "one.sh"));
        expectFields(read, {{"parallel.gpus", "2"}});
        QVERIFY(read("python train.py --model_name_or_path gpt2 --gpu_ids 0 1 --per_device_train_batch_size 4\n", "two.sh"));
        expectFields(read, {{"parallel.gpus", "2"}, {"run.micro_batch", "4"}});
    }

    // FDSMinds ultra/train.py: `YOLO('yolov8.yaml')` names no scale; Ultralytics builds scale n.
    void ultralyticsUnscaledModelFileIsNano()
    {
        const ModelMatch m = matchModelName("yolov8.yaml", test::catalog());
        QVERIFY(m.found());
        QCOMPARE(QString::fromStdString(m.preset->id), QStringLiteral("yolov8n"));
        const ModelMatch eleven = matchModelName("yolo11.yaml", test::catalog());
        QVERIFY(eleven.found());
        QCOMPARE(QString::fromStdString(eleven.preset->id), QStringLiteral("yolo11n"));
        // another network of the family stays another one
        const ModelMatch seg = matchModelName("yolov8-cls.yaml", test::catalog());
        QVERIFY(!seg.found() || seg.preset->id != "yolov8n");
    }

    // EfficientDL-DeepSpeedPhD scripts/fsdp-big.sh: `--max_examples 512` ends its line with no `\`,
    // so `--fsdp "shard_grad_op offload"` on the next line runs as a command of its own.
    void missingContinuationIsSaid()
    {
        Reading read;
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1 \\\n"
                     "python -m torch.distributed.launch \\\n"
                     "    --nproc_per_node=2 \\\n"
                     "    run.py \\\n"
                     "    --model_name bigscience/bloomz-3b \\\n"
                     "    --fp16 \\\n"
                     "    --per_device_train_batch_size 1 \\\n"
                     "    --max_examples 512\n"
                     "    --fsdp \"shard_grad_op offload\"\n",
                     "fsdp-big.sh"));
        const auto it = read.said("shell.missing_continuation");
        QVERIFY(it != read.d.end());
        QCOMPARE(it->line, 9);
        QCOMPARE(QString::fromStdString(it->args.at(1)), QStringLiteral("8"));
        QVERIFY(read.value("parallel.strategy") != QStringLiteral("fsdp"));
        // with the `\` there, HF's `--fsdp "shard_grad_op offload"` is ZeRO-2's sharding (whole
        // weights between forward and backward), as the same key reads in a TrainingArguments YAML
        QVERIFY(read("torchrun --nproc_per_node=2 run.py --model_name bigscience/bloomz-3b --fp16 \\\n"
                     "    --per_device_train_batch_size 1 --fsdp \"shard_grad_op offload\"\n",
                     "fixed.sh"));
        expectFields(read, {{"parallel.strategy", "zero2"}, {"parallel.offload", "params"}});
        QVERIFY(read("torchrun --nproc_per_node=2 run.py --model_name gpt2 --fsdp \"full_shard auto_wrap\"\n", "full.sh"));
        expectFields(read, {{"parallel.strategy", "fsdp"}});
        // a `\` followed by a blank is said as that, once
        QVERIFY(read("torchrun --nproc_per_node 2 train.py \\ \n    --fp16\n", "blank.sh"));
        QVERIFY(read.said("shell.missing_continuation") == read.d.end());
        QVERIFY(read.said("shell.broken_continuation") != read.d.end());
        // a block of flag lines is said once, at its first line
        QVERIFY(read("torchrun train.py --model_name_or_path gpt2\n    --fp16\n    --per_device_train_batch_size 2\n", "two.sh"));
        QCOMPARE(std::count_if(read.d.begin(), read.d.end(),
                               [](const Diagnostic &x) { return x.code == "shell.missing_continuation"; }),
                 1L);
    }

    // sdbench configs/train_lora.toml: `model_type = "SD3"` picks the [SD3] table of four that
    // hold the same kohya keys; [SD], [SDXL] and [flux] are not this run's.
    void topLevelValueChoosesItsSection()
    {
        Reading read;
        QVERIFY(read("model_type = \"SD3\"\n"
                     "[SD]\npretrained_model_name_or_path = \"models/1.ckpt\"\nmixed_precision = \"fp16\"\n"
                     "network_module = \"networks.lora\"\nnetwork_dim = 32\n"
                     "[flux]\npretrained_model_name_or_path = \"models/flux/flux1-dev.sft\"\nmixed_precision = \"bf16\"\n"
                     "network_module = \"networks.lora_flux\"\nnetwork_dim = 4\n"
                     "[SD3]\npretrained_model_name_or_path = \"models/sd3/sd3.5_medium.safetensors\"\n"
                     "mixed_precision = \"bf16\"\nnetwork_module = \"networks.lora_sd3\"\nnetwork_dim = 16\n",
                     "train_lora.toml"));
        expectFields(read, {{"run.lora_rank", "16"},
                            {"run.precision", "bf16-mixed"},
                            {"model.name", "models/sd3/sd3.5_medium.safetensors"}});
        const auto it = read.said("config.alternative_sections");
        QVERIFY(it != read.d.end());
        QCOMPARE(it->line, 1);
        // a value naming a section that has no alternatives leaves every section read
        QVERIFY(read("optimizer = \"adam\"\n[adam]\nlr = 0.001\n[training]\nbatch_size = 8\n", "plain.toml"));
        QVERIFY(read.said("config.alternative_sections") == read.d.end());
        // a selector whose sections name no model keeps saying what it says: `optimizer: sgd`
        // beside [sgd] and [adam] is still SGD, not the default AdamW (only [adam]'s keys are dropped)
        QVERIFY(read("optimizer: sgd\nsgd:\n  lr: 0.1\n  weight_decay: 0.0001\n  momentum: 0.9\n"
                     "adam:\n  lr: 0.001\n  weight_decay: 0.01\n  betas: [0.9, 0.999]\nbatch_size: 8\n",
                     "choose.yaml"));
        QVERIFY(read.said("config.alternative_sections") != read.d.end());
        expectFields(read, {{"run.optimizer", "sgd"}, {"run.micro_batch", "8"}});
    }

    // An InstructLab training log's TrainingArgs (ilab model train): `max_batch_len` is the tokens
    // one GPU packs into a micro batch, `effective_batch_size` the global batch, and the library
    // turns on gradient checkpointing and bf16 itself; DeepSpeed runs ZeRO-2, not the FSDP
    // strategy the file also lists. (HF's defaults gave micro batch 8 of 2048 tokens.)
    void instructLabTrainingArgs()
    {
        Reading read;
        QVERIFY(read("model_name_or_path: /root/.cache/instructlab/models/mistralai/Mistral-Nemo-Instruct-2407\n"
                     "output_dir: /root/.local/share/instructlab/checkpoints\n"
                     "effective_batch_size: 96\nlearning_rate: 2.0e-05\n"
                     "distributed_training_framework: deepspeed\nfsdp_sharding_strategy: SHARD_GRAD_OP\n"
                     "use_dolomite: false\nlora_r: 128\nlora_alpha: 32\nlora_dropout: 0.1\nlora_quant_bits: null\n"
                     "lora_target_modules:\n- q_proj\n- k_proj\n- v_proj\n- o_proj\nmax_batch_len: 60000\n"
                     "cpu_offload_optimizer: true\ncpu_offload_params_fsdp: false\n",
                     "train_args.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("instructlab"));
        expectFields(read, {{"run.micro_batch", "1"},
                            {"data.seq_len", "60000"},
                            {"data.packing", "true"},
                            {"run.global_batch", "96"},
                            {"run.grad_checkpointing", "true"},
                            {"run.finetune", "lora"},
                            {"run.lora_rank", "128"},
                            {"parallel.strategy", "zero2"},
                            {"parallel.offload", "optimizer"}});
        // full fine-tuning under FSDP, and QLoRA's 4-bit base
        QVERIFY(read("model_name_or_path: ibm-granite/granite-3.1-8b-instruct\neffective_batch_size: 128\n"
                     "distributed_training_framework: fsdp\nfsdp_sharding_strategy: FULL_SHARD\nlora_r: 0\n"
                     "max_batch_len: 20000\ncpu_offload_optimizer: false\n",
                     "full.yaml"));
        expectFields(read, {{"run.finetune", "full"}, {"parallel.strategy", "fsdp"}, {"data.seq_len", "20000"}});
        QVERIFY(read("model_name_or_path: x/Mistral-7B-v0.1\neffective_batch_size: 32\nmax_batch_len: 8000\n"
                     "distributed_training_framework: deepspeed\nlora_r: 8\nlora_quant_bits: 4\n",
                     "qlora.yaml"));
        expectFields(read, {{"run.finetune", "qlora"}, {"run.quant_bits", "4"}});
    }

    // Malformed input: an f-string built from a name the file sets is that text, and an alias
    // whose anchor sits in the document before is said as that.
    void fStringOfTheFilesOwnNames()
    {
        Reading read;
        QVERIFY(read("base = \"meta-llama\"\nmodel_name_or_path = f\"{base}/Llama-3.2-1B\"\n"
                     "per_device_train_batch_size = 4\nbf16 = True\n",
                     "args.py"));
        expectFields(read, {{"model.name", "meta-llama/Llama-3.2-1B"}, {"run.micro_batch", "4"}});
        // a format spec or an expression stays unread
        QVERIFY(read("lr = 1e-4\nmodel_name_or_path = f\"{lr:.1e}\"\nper_device_train_batch_size = 4\n", "spec.py"));
        QVERIFY(read.value("model.name") != QStringLiteral("1e-4"));
        // an expression over literals alone names nothing outside the file: said as not worked out
        QVERIFY(read("model_name_or_path = \"gpt2\"\ngradient_accumulation_steps = 2 ** 64\n"
                     "bf16 = True if 1 else False\nper_device_train_batch_size = micro * 2\n",
                     "expr.py"));
        const auto unevaluated = read.said("dialect.unevaluated");
        QVERIFY(unevaluated != read.d.end());
        QCOMPARE(unevaluated->line, 2);
        QCOMPARE(std::count_if(read.d.begin(), read.d.end(),
                               [](const Diagnostic &x) { return x.code == "dialect.unevaluated"; }),
                 2L);
        QVERIFY(read.said("dialect.unresolved") != read.d.end()); // (micro is a name the file does not set)
        // an expression that opens with a parenthesis is quoted whole, not from inside it
        QVERIFY(read("model_name_or_path = \"gpt2\"\ngradient_accumulation_steps = (n := 4) * 2\n", "walrus.py"));
        const auto walrus = read.said("dialect.unresolved");
        QVERIFY(walrus != read.d.end());
        QCOMPARE(QString::fromStdString(walrus->args.at(1)), QStringLiteral("(n := 4) * 2"));
    }

    void aliasAcrossDocumentsIsNamed()
    {
        Reading read;
        QVERIFY(!read("base: &base\n  per_device_train_batch_size: 4\n---\ntraining:\n  <<: *base\n", "two.yaml"));
        const auto it = read.said("yaml.anchor_other_document");
        QVERIFY(it != read.d.end());
        QCOMPARE(QString::fromStdString(it->args.at(0)), QStringLiteral("base"));
        QCOMPARE(it->line, 5);
        QVERIFY(!read("a: 1\nb: *missing\n", "one.yaml"));
        const auto named = read.said("yaml.unknown_anchor_named");
        QVERIFY(named != read.d.end());
        QCOMPARE(QString::fromStdString(named->args.at(0)), QStringLiteral("missing"));
    }
};

QTEST_GUILESS_MAIN(TestRedTeamTwelve)
#include "tst_red_team_twelve.moc"
