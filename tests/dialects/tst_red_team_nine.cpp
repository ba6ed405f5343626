// What a ninth red team of real configs found misread or badly said (2026-11-30), each case cut
// down to the lines that matter, with the file it came from.

#include "heldout.h"

#include <string>

using namespace headroom;
using headroom::testing::Reading;

class TestRedTeamNine : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // An mmengine `_base_` chain is followed as deep as Hydra's defaults and yacs' _BASE_ (8
    // files: mmyolo's yolov8_x → l → m → s → default_runtime under a user's config is 5 and
    // more); past that it is config.include_too_deep, never "cannot be found" of a file that is
    // there.
    void deepBaseChainsAreFollowed()
    {
        Reading read;
        auto chain = [&read](int files) {
            for (int n = 1; n < files; ++n) {
                const std::string name = "c" + std::to_string(n) + ".py";
                const std::string text = n + 1 < files ? "_base_ = ['./c" + std::to_string(n + 1) + ".py']\n"
                                                       : std::string("train_dataloader = dict(batch_size=8)\n"
                                                                     "model = dict(type='RTMDet')\n");
                QVERIFY(testing::writeUnder(read.dir, name.c_str(), text.c_str()));
            }
        };
        chain(7);
        QVERIFY(read("_base_ = ['./c1.py']\n", "c0.py"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("8"));
        QVERIFY(read.said("dialect.reference_missing") == read.d.end());

        chain(12);
        read("_base_ = ['./c1.py']\n", "c0.py");
        QVERIFY(read.said("dialect.reference_missing") == read.d.end());
        QVERIFY(read.said("config.include_too_deep") != read.d.end());
    }

    // SW-Capstone's sft_gemma.sh + sft.py: `--model="gemma"` chooses the model in an if/elif
    // chain on args.model; the branch Python takes is read, the others are not. The script read
    // alone takes its parser's default (`--model` qwen).
    void branchOnACommandValueIsFollowed()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "sft.py",
                                    "import argparse\n"
                                    "from transformers import AutoModelForCausalLM\n\n"
                                    "def init_parser():\n"
                                    "    parser = argparse.ArgumentParser()\n"
                                    "    parser.add_argument('--model', type=str, default='qwen')\n"
                                    "    parser.add_argument('--per_device_train_batch_size', type=int, default=5)\n"
                                    "    return parser\n\n"
                                    "if __name__ == \"__main__\":\n"
                                    "    args = init_parser().parse_args()\n"
                                    "    if args.model.lower() == 'qwen':\n"
                                    "        model_name = 'Qwen/Qwen2.5-3B'\n"
                                    "    elif 'qwen3' in args.model.lower():\n"
                                    "        if '8b' in args.model.lower():\n"
                                    "            model_name = 'Qwen/Qwen3-8B'\n"
                                    "        else:\n"
                                    "            model_name = 'Qwen/Qwen3-4B'\n"
                                    "    elif args.model.lower() == 'gemma':\n"
                                    "        model_name = 'google/gemma-3-4b-it'\n"
                                    "    else:\n"
                                    "        raise Exception('Not an applicable model name')\n"
                                    "    base_model = AutoModelForCausalLM.from_pretrained(\n"
                                    "        model_name,\n"
                                    "        device_map='auto',\n"
                                    "    )\n"));
        QVERIFY(read("python sft.py \\\n--model=\"gemma\" \\\n--per_device_train_batch_size=4\n", "sft_gemma.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("google/gemma-3-4b-it"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QVERIFY(read("python sft.py --model qwen3-8b\n", "sft_qwen3.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("Qwen/Qwen3-8B"));

        QFile script(read.dir.filePath(QStringLiteral("sft.py")));
        QVERIFY(script.open(QIODevice::ReadOnly));
        const QByteArray text = script.readAll();
        QVERIFY(read(text.constData(), "sft.py"));
        QCOMPARE(read.value("model.name"), QStringLiteral("Qwen/Qwen2.5-3B"));
    }

    // More processes than CUDA_VISIBLE_DEVICES shows stop at start (each takes its rank's GPU), said
    // the same whether a launcher's flag or the script's own --world-size (icefall's mp.spawn)
    // states the count; an empty CUDA_VISIBLE_DEVICES hides every GPU. Fewer processes than GPUs
    // stays an override.
    void processesBeyondVisibleGpus()
    {
        Reading read;
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1,2,3 torchrun --nproc_per_node 8 train.py --model_name_or_path Qwen/Qwen2.5-7B "
                     "--per_device_train_batch_size 2 --bf16\n",
                     "torchrun8.sh"));
        QVERIFY(read.said("shell.processes_exceed_gpus") != read.d.end());
        QCOMPARE(read.said("shell.processes_exceed_gpus")->args, (std::vector<std::string>{"--nproc_per_node", "8", "4"}));
        QVERIFY(read.said("config.overridden") == read.d.end());

        QVERIFY(read("export CUDA_VISIBLE_DEVICES=\"0,1,2,3\"\n./conformer_ctc/train.py \\\n  --max-duration 120 \\\n"
                     "  --world-size 8 \\\n  --exp-dir conformer_ctc/exp_500\n",
                     "run_aed.sh"));
        QVERIFY(read.said("shell.processes_exceed_gpus") != read.d.end());
        QCOMPARE(read.said("shell.processes_exceed_gpus")->line, 4);
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8")); // (the processes started, as under torchrun)
        // (fewer processes than GPUs: that many GPUs, said as torchrun's --nproc_per_node is)
        QVERIFY(read("export CUDA_VISIBLE_DEVICES=\"0,1,2,3\"\n./conformer_ctc/train.py --max-duration 120 --world-size 2\n",
                     "ws2.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QVERIFY(read.said("config.overridden") != read.d.end());
        QVERIFY(read.said("shell.processes_exceed_gpus") == read.d.end());

        QVERIFY(read("CUDA_VISIBLE_DEVICES=\"\" torchrun --nproc_per_node 4 train.py --model_name_or_path Qwen/Qwen2.5-7B\n",
                     "empty.sh"));
        QVERIFY(read.said("shell.no_visible_gpus") != read.d.end());
        QVERIFY(read("CUDA_VISIBLE_DEVICES= \\\nswift sft \\\n    --model Qwen/Qwen2.5-7B-Instruct \\\n    --train_type lora\n",
                     "swift.sh"));
        QVERIFY(read.said("shell.no_visible_gpus") != read.d.end());

        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1,2,3 torchrun --nproc_per_node 2 train.py --model_name_or_path Qwen/Qwen2.5-7B\n",
                     "two.sh"));
        QVERIFY(read.said("shell.processes_exceed_gpus") == read.d.end());
        QVERIFY(read.said("shell.no_visible_gpus") == read.d.end());
    }

    // What bash stops at: ${BS:?message} with BS unset, $((64 / GPUS)) with GPUS=0. Said where it
    // is written, as a value not read, never as a value of the wrong kind.
    void whereBashStops()
    {
        Reading read;
        read("#!/bin/bash\nset -u\ntorchrun --nproc_per_node ${NGPU:?set NGPU} train.py --model_name_or_path Qwen/Qwen2.5-7B "
             "--per_device_train_batch_size ${BS:?set BS} --bf16\n",
             "required.sh");
        QVERIFY(!hasError(read.d));
        const auto required = std::find_if(read.d.begin(), read.d.end(), [](const Diagnostic &x) {
            return x.code == "shell.required_unset" && !x.args.empty() && x.args[0] == "BS";
        });
        QVERIFY(required != read.d.end());
        QCOMPARE(required->line, 3);
        QCOMPARE(required->args[1], std::string("set BS"));
        QVERIFY(!read.c.setup.isStated("run.micro_batch"));
        QVERIFY(read("BS=16\ntorchrun --nproc_per_node 2 train.py --per_device_train_batch_size ${BS:?set BS}\n", "given.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("16"));
        QVERIFY(read.said("shell.required_unset") == read.d.end());

        QVERIFY(read("#!/bin/bash\nGPUS=0\nBS=$((64 / GPUS))\ntorchrun --nproc_per_node 8 train.py --model_name_or_path "
                     "Qwen/Qwen2.5-7B --per_device_train_batch_size $BS --bf16\n",
                     "div0.sh"));
        QVERIFY(read.said("shell.division_by_zero") != read.d.end());
        QCOMPARE(read.said("shell.division_by_zero")->line, 3);
        QVERIFY(!read.c.setup.isStated("run.micro_batch"));
    }

    // Vocos' train_params.num_samples beside its sampling_rate is a clip's length in samples, not
    // the dataset's size; a num_samples with no audio beside it still is the size.
    void audioClipLengthIsNoDatasetSize()
    {
        Reading read;
        QVERIFY(read("data:\n  class_path: vocos.dataset.VocosDataModule\n  init_args:\n    train_params:\n"
                     "      filelist_path: ./filelist.train\n      sampling_rate: 24000\n      num_samples: 16384\n"
                     "      batch_size: 16\n      num_workers: 8\n",
                     "vocos.yaml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("16"));
        QVERIFY(!read.c.setup.isStated("data.dataset_size"));
        QVERIFY(read("data:\n  num_samples: 50000\n  batch_size: 16\n", "plain.yaml"));
        QCOMPARE(read.value("data.dataset_size"), QStringLiteral("50000"));
    }

    // What a warning says agrees with what was read: an optimizer another rule reads from the same
    // key (dethub's DAdaptAdam) is no value "not read"; `args.bf16` of a store_true switch whose
    // default set_defaults(bf16=False) gives is that value, not one "not in the file".
    void warningsAgreeWithTheReading()
    {
        Reading read;
        QVERIFY(read("optim_wrapper = dict(\n    type='OptimWrapper',\n    optimizer=dict(\n"
                     "        type='DAdaptAdam', lr=1.0, weight_decay=0.05, decouple=True))\n"
                     "train_dataloader = dict(batch_size=8)\nmodel = dict(type='RTMDet')\n",
                     "rtmdet_dadapt.py"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("dadapt-adam"));
        QVERIFY(read.said("dialect.unmapped_value") == read.d.end());

        QVERIFY(read("import argparse\nfrom trl import SFTConfig\n\n"
                     "def init_parser():\n    parser = argparse.ArgumentParser()\n"
                     "    parser.add_argument('--bf16', action='store_true')\n"
                     "    parser.add_argument('--no-bf16', dest='bf16', action='store_false')\n"
                     "    parser.add_argument('--fp16', action='store_true')\n"
                     "    parser.set_defaults(bf16=False)\n    return parser\n\n"
                     "if __name__ == \"__main__\":\n    args = init_parser().parse_args()\n"
                     "    training_args = SFTConfig(\n        output_dir='out',\n        per_device_train_batch_size=4,\n"
                     "        bf16=args.bf16,\n        fp16=args.fp16,\n    )\n",
                     "sft.py"));
        QVERIFY(read.said("dialect.unresolved") == read.d.end());
        const auto notInFile = std::find_if(read.d.begin(), read.d.end(), [](const Diagnostic &x) {
            return !x.args.empty() && x.args[0].find("bf16") != std::string::npos && x.code != "dialect.tool_default";
        });
        QVERIFY2(notInFile == read.d.end(), notInFile == read.d.end() ? "" : notInFile->code.c_str());
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp32"));
    }

    // A key typed with a Cyrillic letter among Latin ones (per_device_train_b\u0430tch_size) is
    // listed as not read, with the key it looks like; a key written in Russian is no lookalike.
    void lookalikeKeysAreSaid()
    {
        Reading read;
        QVERIFY(read("model_name_or_path: Qwen/Qwen2.5-7B\nper_device_train_b\xd0\xb0tch_size: 64\nbf16: true\n", "hf.yaml"));
        QVERIFY(read.said("config.lookalike_key") != read.d.end());
        QCOMPARE(read.said("config.lookalike_key")->line, 2);
        QCOMPARE(read.said("config.lookalike_key")->args[1], std::string("per_device_train_batch_size"));
        QVERIFY(std::any_of(read.c.unknownKeys.begin(), read.c.unknownKeys.end(),
                            [](const auto &u) { return u.keyPath == "per_device_train_b\xd0\xb0tch_size"; }));
        QVERIFY(read("model_name_or_path: Qwen/Qwen2.5-7B\n\xd0\xbf\xd0\xb0\xd1\x80\xd0\xb0\xd0\xbc: 1\n"
                     "per_device_train_batch_size: 4\n",
                     "ru.yaml"));
        QVERIFY(read.said("config.lookalike_key") == read.d.end());
    }

    // NeMo's speech_to_text_finetune.py starts from `init_from_pretrained_model` (or
    // `init_from_nemo_model`), read at the config's top level only: the model is named wherever
    // the key is, and one under `model:` is said, as the script never sees it there.
    void nemoInitModelIsNamed()
    {
        Reading read;
        QVERIFY(read("name: parakeet_medical_finetune\nmodel:\n  init_from_pretrained_model: nvidia/parakeet-tdt-0.6b-v2\n"
                     "  sample_rate: 16000\n  train_ds:\n    batch_size: 64\ntrainer:\n  devices: 8\n  precision: 16\n",
                     "parakeet.yaml"));
        QCOMPARE(read.value("model.name"), QStringLiteral("nvidia/parakeet-tdt-0.6b-v2"));
        QVERIFY(read.said("nemo.nested_init") != read.d.end());
        QCOMPARE(read.said("nemo.nested_init")->line, 3);
        QVERIFY(read("name: parakeet_medical_finetune\ninit_from_pretrained_model: nvidia/parakeet-tdt-0.6b-v2\nmodel:\n"
                     "  sample_rate: 16000\n  train_ds:\n    batch_size: 64\ntrainer:\n  devices: 8\n",
                     "top.yaml"));
        QCOMPARE(read.value("model.name"), QStringLiteral("nvidia/parakeet-tdt-0.6b-v2"));
        QVERIFY(read.said("nemo.nested_init") == read.d.end());
    }
};

QTEST_GUILESS_MAIN(TestRedTeamNine)
#include "tst_red_team_nine.moc"
