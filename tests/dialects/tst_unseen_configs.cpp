// What a third red team of real configs no rule was written for found misread or badly said
// (2026-11-29), each case cut down to the keys that matter, with the file it came from.

#include "heldout.h"

using namespace headroom;
using headroom::testing::Reading;

class TestUnseenConfigs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // Lightning trains on the CPU with `accelerator: cpu` (its `devices` are processes then) and
    // with 1.x's `gpus: 0`; `gpus: 2` is 1.x's GPU count. The CPU run is said, not estimated as
    // `devices` GPUs.
    void lightningCpuRunsAreSaid()
    {
        Reading read;
        QVERIFY(read("trainer:\n  accelerator: cpu\n  devices: 4\nmodel:\n  backbone: resnet50\ndata:\n  batch_size: 32\n",
                     "cpu.yaml"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("1"));
        QVERIFY(read.said("dialect.cpu_run") != read.d.end());
        QCOMPARE(read.said("dialect.cpu_run")->line, 2);

        QVERIFY(read("trainer:\n  gpus: 0\n  max_epochs: 3\nmodel:\n  init_args:\n    backbone: resnet50\ndata:\n  batch_size: 8\n",
                     "old.yaml"));
        QVERIFY(!read.c.setup.isStated("parallel.gpus"));
        QVERIFY(read.said("dialect.cpu_run") != read.d.end());

        QVERIFY(read("trainer:\n  gpus: 2\n  max_epochs: 3\nmodel:\n  init_args:\n    backbone: resnet50\ndata:\n  batch_size: 8\n",
                     "old2.yaml"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QVERIFY(read.said("dialect.cpu_run") == read.d.end());

        QVERIFY(read("trainer:\n  accelerator: gpu\n  devices: 4\nmodel:\n  backbone: resnet50\ndata:\n  batch_size: 32\n",
                     "gpu.yaml"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
    }

    // lightning-hydra-template's model/mnist.yaml: SimpleDenseNet's input_size 784 beside its
    // output_size is a layer's width (28 × 28 flattened), not a 784-pixel image; timm's
    // input_size is the image.
    void layerWidthIsNoImageSize()
    {
        Reading read;
        QVERIFY(read("_target_: src.models.mnist_module.MNISTLitModule\nnet:\n  _target_: src.models.components.Dense\n"
                     "  input_size: 784\n  lin1_size: 64\n  output_size: 10\nbatch_size: 64\n",
                     "mnist.yaml"));
        QVERIFY(!read.c.setup.isStated("data.image_size"));
        QVERIFY(read("model: resnet50\ninput_size: [3, 288, 288]\nbatch_size: 128\nnum_classes: 1000\n", "args.yaml"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("288"));
        QVERIFY(read("model:\n  name: lstm\n  input_size: 128\n  hidden_size: 256\ndata:\n  batch_size: 32\n", "rnn.yaml"));
        QVERIFY(!read.c.setup.isStated("data.image_size"));
    }

    // A launch script that only runs another (`cd src && bash launch.sh`, `sh ./run.sh`, a
    // compose command `bash -c "cd /workspace && bash scripts/train.sh"`): the script it runs is
    // read in its place, from the folder the `cd` moved to; one that cannot be found is said.
    // A `bash other.sh` beside the file's own launch is no second run.
    void wrapperScriptsAreFollowed()
    {
        Reading read;
        const char *inner = "#!/bin/bash\ntorchrun --nproc_per_node 4 train.py --per_device_train_batch_size 4 "
                            "--model_name_or_path gpt2\n";
        QVERIFY(testing::writeUnder(read.dir, "src/launch.sh", inner));
        QVERIFY(read("#!/bin/bash\ncd src && bash launch.sh\n", "run.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
        QVERIFY(read.c.setup.sources.at("run.micro_batch").file.find("launch.sh") != std::string::npos);
        QVERIFY(read("#!/bin/bash\nsh ./src/launch.sh\n", "run2.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));

        QVERIFY(read("#!/bin/bash\nbash scripts/missing_train.sh\n", "run3.sh"));
        QVERIFY(read.said("dialect.reference_missing") != read.d.end());

        QVERIFY(read("services:\n  train:\n    image: pytorch/pytorch\n"
                     "    command: bash -c \"cd /workspace && bash src/launch.sh\"\n",
                     "docker-compose.yml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));

        // The file's own launch is the run; the notification script after it is not read.
        QVERIFY(testing::writeUnder(read.dir, "notify.sh", "python train.py --batch_size 64\n"));
        QVERIFY(read("#!/bin/bash\ntorchrun --nproc_per_node 2 train.py --per_device_train_batch_size 2 "
                     "--model_name_or_path gpt2\nbash notify.sh\n",
                     "run4.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QVERIFY(read.said("shell.launch_not_read") == read.d.end());

        // Two scripts that run each other are read once each, not forever.
        QVERIFY(testing::writeUnder(read.dir, "a.sh", "bash b.sh\n"));
        QVERIFY(testing::writeUnder(read.dir, "b.sh", "bash a.sh\n"));
        read("bash a.sh\n", "loop.sh");
    }
};

QTEST_GUILESS_MAIN(TestUnseenConfigs)
#include "tst_unseen_configs.moc"
