// PyTorch's allocator settings, wherever a run writes its environment down: a launch script's
// `export` or inline prefix, a compose service's environment, a job's env_vars, a script's own
// os.environ, and the tools that set them themselves (axolotl's CLI, importing unsloth).
// run.expandable_segments changes the allocator's reserve (tst_estimate_totals).

#include "heldout.h"

#include <string>

using namespace headroom;
using headroom::testing::Reading;

class TestAllocatorSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    void readWhereTheEnvironmentIsWritten_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("expandable");
        QTest::addColumn<bool>("stated");
        // torchtitan's run_train.sh: the new name, as an inline prefix of torchrun
        QTest::newRow("inline prefix") << "NGPU=${NGPU:-\"8\"}\nPYTORCH_ALLOC_CONF=\"expandable_segments:True\" \\\n"
                                          "torchrun --nproc_per_node=${NGPU} -m torchtitan.train\n"
                                       << "run_train.sh" << "true" << true;
        // one option of several, in any place of the list
        QTest::newRow("export, with other options")
            << "export PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128,expandable_segments:True\n"
               "torchrun --nproc_per_node 2 train.py --per_device_train_batch_size 4 --bf16\n"
            << "train.sh" << "true" << true;
        QTest::newRow("switched off") << "export PYTORCH_CUDA_ALLOC_CONF=expandable_segments:False\n"
                                         "python train.py --batch_size 4\n"
                                      << "train.sh" << "false" << true;
        // no expandable_segments among the options: nothing stated
        QTest::newRow("other options only") << "export PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:512\n"
                                               "python train.py --batch_size 4\n"
                                            << "train.sh" << "false" << false;
        QTest::newRow("compose environment")
            << "services:\n  trainer:\n    image: pytorch/pytorch\n    environment:\n"
               "      - PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\n      - BATCH_SIZE=4\n"
            << "compose.yaml" << "true" << true;
        // verl's Ray job: ray_init.runtime_env.env_vars
        QTest::newRow("job env_vars")
            << "actor_rollout_ref:\n  model:\n    path: Qwen/Qwen2.5-7B-Instruct\n  actor:\n"
               "    ppo_micro_batch_size_per_gpu: 4\nray_init:\n  runtime_env:\n    env_vars:\n"
               "      PYTORCH_CUDA_ALLOC_CONF: \"max_split_size_mb:256,expandable_segments:True\"\n"
            << "ppo.yaml" << "true" << true;
        QTest::newRow("os.environ") << "import os\nos.environ[\"PYTORCH_CUDA_ALLOC_CONF\"] = \"expandable_segments:True\"\n"
                                       "args = TrainingArguments(output_dir='out', per_device_train_batch_size=4)\n"
                                    << "train.py" << "true" << true;
        QTest::newRow("os.environ.setdefault in a function")
            << "import os\ndef main():\n    os.environ.setdefault('PYTORCH_CUDA_ALLOC_CONF', 'expandable_segments:1')\n"
               "    args = TrainingArguments(output_dir='out', per_device_train_batch_size=4)\n"
            << "train.py" << "true" << true;
    }

    void readWhereTheEnvironmentIsWritten()
    {
        QFETCH(QString, text);
        QFETCH(QString, name);
        QFETCH(QString, expandable);
        QFETCH(bool, stated);
        Reading read;
        const std::string t = text.toStdString(), n = name.toStdString();
        QVERIFY(read(t.c_str(), n.c_str()));
        QCOMPARE(read.value("run.expandable_segments"), expandable);
        QCOMPARE(read.c.setup.isStated("run.expandable_segments"), stated);
        // the rest of the file is read as before
        if (name != "run_train.sh")
            QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
    }

    // axolotl's CLI sets expandable segments where the environment leaves them unset
    // (src/axolotl/cli/main.py): the tool's default, said as one.
    void axolotlSetsItByDefault()
    {
        Reading read;
        QVERIFY(read("base_model: NousResearch/Meta-Llama-3.1-8B\nmicro_batch_size: 2\nsequence_len: 4096\n"
                     "adapter: lora\nlora_r: 16\n",
                     "lora.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("axolotl"));
        QCOMPARE(read.value("run.expandable_segments"), QStringLiteral("true"));
        const auto said = read.said("dialect.tool_default");
        QVERIFY(said != read.d.end());
    }

    // Importing unsloth sets PYTORCH_CUDA_ALLOC_CONF (unsloth/__init__.py): inferred from the import.
    void importingUnslothSetsIt()
    {
        Reading read;
        QVERIFY(read("from unsloth import FastLanguageModel\n"
                     "model, tokenizer = FastLanguageModel.from_pretrained(model_name='unsloth/llama-3-8b-bnb-4bit', "
                     "max_seq_length=2048, load_in_4bit=True)\n",
                     "train.py"));
        QCOMPARE(read.value("run.expandable_segments"), QStringLiteral("true"));
        // a plain Transformers script does not
        QVERIFY(read("from transformers import TrainingArguments\n"
                     "args = TrainingArguments(output_dir='out', per_device_train_batch_size=4)\n",
                     "train.py"));
        QCOMPARE(read.value("run.expandable_segments"), QStringLiteral("false"));
    }

    // An export that turns them on where the file cannot say so (a launch command's flags) writes
    // the rest and says the allocator setting was left out: it lives in the environment.
    void exportLeavesItOutWhereTheFileCannotSayIt()
    {
        Reading read;
        QVERIFY(read("torchrun --nproc_per_node 2 train.py --model_name_or_path meta-llama/Llama-3.1-8B "
                     "--per_device_train_batch_size 4 --bf16\n",
                     "launch.sh"));
        std::string out;
        Diagnostics diags;
        QVERIFY(exportConfig(read.c, {{"run.expandable_segments", "true"}, {"run.micro_batch", "2"}}, out, diags));
        QVERIFY(out.find("--per_device_train_batch_size 2") != std::string::npos);
        const auto left = std::find_if(diags.begin(), diags.end(), [](const Diagnostic &d) {
            return d.code == "export.cannot_express" && d.severity == Diagnostic::Severity::Warning;
        });
        QVERIFY(left != diags.end());
        QCOMPARE(left->args.at(0), std::string("run.expandable_segments"));
    }
};

QTEST_GUILESS_MAIN(TestAllocatorSettings)
#include "tst_allocator_settings.moc"
