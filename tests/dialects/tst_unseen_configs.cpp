// What a third red team of real configs no rule was written for found misread or badly said
// (2026-11-29), each case cut down to the keys that matter, with the file it came from.

#include "heldout.h"

#include <sys/stat.h>

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

    // Values that mean something else than the key's name says.
    void keysReadByWhatTheyMean()
    {
        Reading read;
        // NeMo's megatron_llama_config.yaml: OmegaConf's ??? (mandatory, given on the command
        // line) is no value, never the model's name.
        QVERIFY(read("name: megatron_llama\ntrainer:\n  devices: 8\nmodel:\n  micro_batch_size: 4\n  tokenizer:\n"
                     "    library: sentencepiece\n    model: ???\n",
                     "megatron_llama_config.yaml"));
        QVERIFY(read.value("model.name") != QStringLiteral("???"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        // A DeepSpeed file named "no offload" that is not at hand: no offload, said as a guess.
        QVERIFY(read("deepspeed --num_gpus 8 train.py --deepspeed ds_zero2_no_offload.json --per_device_train_batch_size 4 "
                     "--model_name_or_path gpt2\n",
                     "train_zero2.sh"));
        QCOMPARE(read.value("parallel.offload"), QStringLiteral("none"));
        // kohya's train_network.py given its module on the command line trains a LoRA of that rank.
        QVERIFY(read("accelerate launch train_network.py --pretrained_model_name_or_path=sd15.safetensors "
                     "--train_batch_size=2 --network_module=networks.lora --network_dim=32\n",
                     "run_lora.sh"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("32"));
        // mmpretrain's VisionTransformer sized by arch and patch: ViT-H/14.
        QVERIFY(read("model = dict(type='ImageClassifier', backbone=dict(type='VisionTransformer', arch='huge', "
                     "img_size=224, patch_size=14))\ntrain_dataloader = dict(batch_size=128)\n",
                     "vit-huge-p14_8xb128_in1k.py"));
        QCOMPARE(read.value("model.name"), QStringLiteral("VisionTransformer huge 14"));
        // maskrcnn-benchmark: the mask head's RESOLUTION is its output size, no image; the
        // backbone is named in CONV_BODY; the tool's defaults (800 x 1333, 16 images over all
        // GPUs, fp32, SGD) stand where the file says nothing.
        QVERIFY(read("MODEL:\n  META_ARCHITECTURE: \"GeneralizedRCNN\"\n  BACKBONE:\n    CONV_BODY: \"R-101-FPN\"\n"
                     "  ROI_MASK_HEAD:\n    POOLER_RESOLUTION: 14\n    RESOLUTION: 28\n  MASK_ON: True\n",
                     "e2e_mask_rcnn_R_101_FPN_1x.yaml"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("800x1333"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("16"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp32"));
        QVERIFY(read.value("model.name").startsWith(QStringLiteral("mask rcnn R101")));
        // fast-reid: SOLVER.OPT, INPUT.SIZE_TRAIN [h, w], the ResNet's depth under its backbone.
        QVERIFY(read("MODEL:\n  BACKBONE:\n    NAME: \"build_resnet_backbone\"\n    DEPTH: 101\nINPUT:\n"
                     "  SIZE_TRAIN: [384, 128]\nSOLVER:\n  OPT: \"Adam\"\n  IMS_PER_BATCH: 64\n",
                     "sbs_R101.yml"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("adam"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("384x128"));
        QCOMPARE(read.value("model.name"), QStringLiteral("resnet-101"));
    }

    // torchtitan: a sharding degree beside degrees not stated is the GPU count; the older
    // schema's training.data_parallel_degree -1 is FSDP; name + flavor where hf_assets_path is
    // only the tokenizer's folder; enable_cpu_offload; srun -N 8 is eight nodes.
    void torchtitanAsItIsWritten()
    {
        Reading read;
        QVERIFY(read("[model]\nname = \"qwen3\"\nflavor = \"30B-A3B\"\nhf_assets_path = \"./tests/assets/tokenizer\"\n"
                     "[training]\nlocal_batch_size = 1\nseq_len = 2048\nenable_cpu_offload = true\n"
                     "[parallelism]\ndata_parallel_shard_degree = 8\nexpert_parallel_degree = 8\n",
                     "qwen3_30b.toml"));
        QCOMPARE(read.value("model.name"), QStringLiteral("qwen3 30B-A3B"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("parallel.offload"), QStringLiteral("params"));
        // (a tensor-parallel degree above 1 leaves the GPU count to the launch)
        QVERIFY(read("[model]\nname = \"llama3\"\nflavor = \"8B\"\n[parallelism]\ndata_parallel_shard_degree = 8\n"
                     "tensor_parallel_degree = 2\n",
                     "tp.toml"));
        QVERIFY(!read.c.setup.isStated("parallel.gpus"));
        QVERIFY(testing::writeUnder(read.dir, "train_configs/llama2_70b.toml",
                                    "[model]\nname = \"llama2\"\nflavor = \"70B\"\n[training]\nbatch_size = 16\n"
                                    "seq_len = 4096\ndata_parallel_degree = -1\ntensor_parallel_degree = 8\n"));
        QVERIFY(read("srun -p llm -n 8 -N 8 --ntasks-per-node=1 --gpus-per-task=8 \\\n"
                     "torchrun --nproc_per_node 8 ./train.py --job.config_file ./train_configs/llama2_70b.toml\n",
                     "run_8node.sh"));
        QCOMPARE(read.value("parallel.nodes"), QStringLiteral("8"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("parallel.tp"), QStringLiteral("8"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
    }

    // A tool's default stands only where no key states the field: hallo's stage1.yaml reads as
    // HF's (output_dir, gradient_accumulation_steps), whose default batch is 8, yet its own
    // data.train_bs is the batch.
    void aToolDefaultYieldsToAStatedKey()
    {
        Reading read;
        QVERIFY(read("data:\n  train_bs: 4\n  train_width: 512\noutput_dir: ./exp\nsolver:\n"
                     "  gradient_accumulation_steps: 1\n",
                     "stage1.yaml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(QString::fromStdString(read.c.setup.sources.at("run.micro_batch").keyPath), QStringLiteral("data.train_bs"));
        QVERIFY(read.said("dialect.tool_default") == read.d.end());
        // (with no key for it, the default still stands and is said)
        QVERIFY(read("output_dir: ./exp\nlearning_rate: 1e-5\nmodel_name_or_path: gpt2\n", "args.yaml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("8"));
    }

    // mmengine's FlexibleRunner with DeepSpeedStrategy: ZeRO's stage and DeepSpeed's fp16 block,
    // not DeepSpeedOptimWrapper's name (mmpretrain's vit-huge-p14_8xb128-ds-zero3 config).
    void mmengineDeepSpeedStrategy()
    {
        Reading read;
        QVERIFY(read("model = dict(type='ImageClassifier', backbone=dict(type='VisionTransformer', arch='huge', patch_size=14))\n"
                     "train_dataloader = dict(batch_size=128)\noptim_wrapper = dict(type='DeepSpeedOptimWrapper')\n"
                     "strategy = dict(type='DeepSpeedStrategy', fp16=dict(enabled=True, loss_scale=0),\n"
                     "    zero_optimization=dict(stage=3, cpu_offload=False))\n",
                     "vit-huge-p14_ds-zero3.py"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero3"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(read.value("parallel.offload"), QStringLiteral("none"));
        QVERIFY(read.said("dialect.unmapped_value") == read.d.end());
    }

    // fairseq-train: fp32 unless --fp16/--bf16; --max-tokens per GPU over --tokens-per-sample.
    // Ultralytics: device="cpu" trains on the CPU, device="0,1" on two GPUs.
    void fairseqAndUltralyticsDevices()
    {
        Reading read;
        QVERIFY(read("fairseq-train data-bin --task language_modeling --arch transformer_lm --tokens-per-sample 512 "
                     "--max-tokens 2048 --update-freq 4 --optimizer adam\n",
                     "train_lm.sh"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp32"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("512"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("4"));
        QVERIFY(read("fairseq-train data-bin --task language_modeling --arch transformer_lm --tokens-per-sample 512 "
                     "--max-tokens 2048 --fp16\n",
                     "train_lm_fp16.sh"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QVERIFY(read("from ultralytics import YOLO\nmodel = YOLO(\"yolo11m.pt\")\n"
                     "model.train(data=\"data.yaml\", imgsz=640, batch=8, device=\"cpu\")\n",
                     "trainmodel.py"));
        QVERIFY(read.said("dialect.cpu_run") != read.d.end());
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("1"));
        QVERIFY(read("from ultralytics import YOLO\nmodel = YOLO(\"yolo11m.pt\")\n"
                     "model.train(data=\"data.yaml\", imgsz=640, batch=32, device=\"0,1\")\n",
                     "train2.py"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("16"));
    }

    // A DeepSpeed config a script keeps as its own dict (selfcontrol's deepspeed.py): its
    // offload is read as the JSON's would be, and its train_batch_size is the global batch.
    void deepSpeedConfigAsAPythonDict()
    {
        Reading read;
        QVERIFY(read("deepspeed_config = {\n    \"fp16\": {\"enabled\": \"auto\"},\n"
                     "    \"zero_optimization\": {\"stage\": 2, \"offload_optimizer\": {\"device\": \"cpu\", \"pin_memory\": True}},\n"
                     "    \"train_batch_size\": \"auto\",\n    \"train_micro_batch_size_per_gpu\": \"auto\",\n}\n",
                     "deepspeed.py"));
        QCOMPARE(read.value("parallel.offload"), QStringLiteral("optimizer"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero2"));
        const auto autoBatch = std::find_if(read.d.begin(), read.d.end(), [](const Diagnostic &x) {
            return x.code == "dialect.auto_value" && x.args.size() > 1 && x.args[0].find("train_batch_size") != std::string::npos;
        });
        QVERIFY(autoBatch != read.d.end());
        QCOMPARE(QString::fromStdString(autoBatch->args[1]), QStringLiteral("run.global_batch"));
        // (a validation section's own settings stay validation's)
        QVERIFY(read("train:\n  batch_size: 8\nval:\n  data:\n    size: 1024\n", "cfg.yaml"));
        QVERIFY(!read.c.setup.isStated("data.image_size"));
    }

    // A LightningCLI file whose sections are files of their own (jsonargparse's `data:
    // data.yaml`, LiSu's configs): their keys are read under the section; a missing one is said.
    // `accelerator: gpu` is no value to warn about.
    void lightningSectionFiles()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "configs/data.yaml",
                                    "class_path: my.DataModule\ninit_args:\n  batch_size: 4\n  num_workers: 8\n"));
        QVERIFY(testing::writeUnder(read.dir, "configs/trainer.yaml",
                                    "precision: bf16-mixed\naccelerator: gpu\nstrategy: ddp\ndevices: 2\nmax_epochs: 50\n"));
        QVERIFY(read("model:\n  class_path: my.models.PointNet\ndata: data.yaml\ntrainer: trainer.yaml\n", "configs/fit.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("lightning-cli"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("loader.workers"), QStringLiteral("8"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        QVERIFY(read.c.setup.sources.at("run.micro_batch").file.find("data.yaml") != std::string::npos);
        QVERIFY(read.said("dialect.unmapped_value") == read.d.end());
        QVERIFY(read("model:\n  class_path: my.models.PointNet\ndata: missing.yaml\ntrainer:\n  max_epochs: 3\n",
                     "configs/fit2.yaml"));
        QVERIFY(read.said("dialect.reference_missing") != read.d.end());
    }

    // A precision the tool would refuse (bf17-mixed): said once, with what the estimate uses;
    // not also called a value "not in the file".
    void aValuePassedOverIsSaidOnce()
    {
        Reading read;
        QVERIFY(read("trainer:\n  precision: bf17-mixed\n  devices: 2\nmodel:\n  class_path: x.Model\ndata:\n  batch_size: 8\n",
                     "typo.yaml"));
        const auto passed = read.said("dialect.unmapped_value");
        QVERIFY(passed != read.d.end());
        QCOMPARE(passed->args.size(), size_t(4));
        QCOMPARE(QString::fromStdString(passed->args[3]), QStringLiteral("fp32"));
        QVERIFY(std::none_of(read.d.begin(), read.d.end(), [](const Diagnostic &x) {
            return x.code == "dialect.tool_default" && !x.args.empty() && x.args[0] == "run.precision";
        }));
    }

    // Red team 4: torchtune's distributed configs are named without _single_device and shard with
    // FSDP2; Megatron's --train-samples is no dataset size; ms-swift 4's --tuner_type; its GRPO's
    // --max_length is the prompt's, the completion on top.
    void redTeamFourIsRead()
    {
        Reading read;
        const char *tune = "model:\n  _component_: torchtune.models.qwen3.qwen3_30b_a3b_instruct\nbatch_size: 1\n"
                           "dataset:\n  packed: false\noptimizer:\n  _component_: torch.optim.AdamW\n";
        QVERIFY(read(tune, "30B_A3B_full.yaml"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(read.value("parallel.no_sync_accumulation"), QStringLiteral("false"));
        QVERIFY(read(tune, "30B_A3B_full_single_device.yaml"));
        QVERIFY(read.value("parallel.strategy") != QStringLiteral("fsdp"));
        QVERIFY(read("torchrun --nproc_per_node 8 pretrain_gpt.py --micro-batch-size 1 --global-batch-size 512 "
                     "--train-samples 47340000 --seq-length 4096 --num-workers 1\n",
                     "train.sh"));
        QVERIFY(!read.c.setup.isStated("data.dataset_size"));
        QVERIFY(read("swift rlhf --rlhf_type grpo --model Qwen/Qwen2.5-7B-Instruct --tuner_type lora --quant_bits 4 "
                     "--max_length 2048 --max_completion_length 8192 --per_device_train_batch_size 2\n",
                     "qlora.sh"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("qlora"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("10240"));
        // torchtune's built-in config name, with a checkout of torchtune's recipes beside the script
        QVERIFY(testing::writeUnder(read.dir, "recipes/configs/llama3_3/70B_full_multinode.yaml",
                                    "batch_size: 4\ndataset:\n  packed: true\ntokenizer:\n  max_seq_len: 1024\n"));
        QVERIFY(read("srun tune run --nnodes 2 --nproc_per_node 8 full_finetune_distributed "
                     "--config llama3_3/70B_full_multinode checkpoint_dir=/ckpt\n",
                     "recipes/full_finetune_multinode.slurm"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("1024"));
    }

    // accelerate launch's --mixed_precision and the script's own of that name are two flags, not
    // one given twice (kohya's flux.bat); a script's flag given twice still is.
    void launcherAndScriptFlagsAreTwo()
    {
        Reading read;
        QVERIFY(read("accelerate launch --mixed_precision bf16 --num_cpu_threads_per_process 6 train_network.py "
                     "--pretrained_model_name_or_path sd15.safetensors --mixed_precision bf16 --train_batch_size 2\n",
                     "flux.sh"));
        QVERIFY(read.said("config.duplicate_key") == read.d.end());
        QVERIFY(read("torchrun --nproc_per_node 2 train.py --batch_size 8 --batch_size 16\n", "dup.sh"));
        QVERIFY(read.said("config.duplicate_key") != read.d.end());
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("16"));
    }

    // kohya's prodigy-01-v-pred.sh: cmd's `^` continuations in a .sh (joined, and said, since
    // bash would not join them; not said in a .bat); the script's --config_file TOML read with
    // kohya's map, not as detectron2's train_net.py config (train_network.py holds "train_net")
    // nor as accelerate's; full_bf16 there refines accelerate's --mixed_precision bf16; kohya's
    // Prodigy keeps four states.
    void kohyaLaunchWithCmdContinuations()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "lora.toml",
                                    "full_bf16 = true\nmixed_precision = \"bf16\"\nnetwork_module = \"networks.lora\"\n"
                                    "network_dim = 32\noptimizer_type = \"Prodigy\"\nmax_token_length = 225\n"
                                    "pretrained_model_name_or_path = \"/models/noobai.safetensors\"\ntrain_batch_size = 6\n"));
        const char *launch = "accelerate launch --mixed_precision=\"bf16\" --num_cpu_threads_per_process=2 ^\n"
                             "sdxl_train_network.py --config_file=\"./lora.toml\" ^\n--zero_terminal_snr\n";
        QVERIFY(read(launch, "run.sh"));
        QVERIFY(read.said("shell.cmd_continuation") != read.d.end());
        QCOMPARE(read.said("shell.cmd_continuation")->line, 1);
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("6"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("bf16-true"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("prodigy"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QVERIFY(read.value("model.name").contains(QStringLiteral("noobai")));
        QVERIFY(!read.c.setup.isStated("data.seq_len"));
        QVERIFY(read(launch, "run.bat"));
        QVERIFY(read.said("shell.cmd_continuation") == read.d.end());
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("6"));
        // detectron2's own train_net.py still names its yacs config (its name is the model)
        QVERIFY(testing::writeUnder(read.dir, "configs/mask_rcnn_R_50_FPN_3x.yaml", "SOLVER:\n  IMS_PER_BATCH: 16\n"));
        QVERIFY(read("python tools/train_net.py --num-gpus 8 --config-file configs/mask_rcnn_R_50_FPN_3x.yaml\n", "d2.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QVERIFY(read.value("model.name").contains(QStringLiteral("mask_rcnn")));
    }

    // Red team five (2026-11-29), each cut down from the real file: open-instruct's
    // `python mason.py … -- accelerate launch --use_deepspeed --deepspeed_config_file …` (the
    // JSON three folders above the script); xtuner's SupervisedFinetune defaults; InternVL's
    // --use_llm_lora N; MiniCPM-V's `use_lora: bool = field(default=False)` beside a LoRA rank
    // default; LMFlow's case-arm `model="$2"` after its default and --use_qlora 1; PEFT's regex
    // targets.
    void redTeamFiveIsRead()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "configs/ds_configs/stage3.conf",
                                    "{\"zero_optimization\": {\"stage\": 3}, \"bf16\": {\"enabled\": \"auto\"}}\n"));
        QVERIFY(testing::writeUnder(read.dir, "scripts/train/tulu3/.keep", ""));
        QVERIFY(read("python mason.py --num_nodes 8 --gpus 8 -- accelerate launch --mixed_precision bf16 --num_processes 8 "
                     "--use_deepspeed --deepspeed_config_file configs/ds_configs/stage3.conf open_instruct/finetune.py "
                     "--model_name_or_path meta-llama/Llama-3.1-8B --per_device_train_batch_size 1\n",
                     "scripts/train/tulu3/finetune_8b.sh"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero3"));
        QVERIFY(read("accelerate launch --use_deepspeed --num_processes 4 train.py --model_name_or_path gpt2\n", "ds.sh"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero2"));
        QVERIFY(read.said("dialect.tool_default") != read.d.end());

        const char *xtuner = "from mmengine.optim import AmpOptimWrapper\nfrom peft import LoraConfig\n"
                             "from torch.optim import AdamW\nfrom transformers import AutoModelForCausalLM, BitsAndBytesConfig\n"
                             "from xtuner.model import SupervisedFinetune\n"
                             "pretrained_model_name_or_path = 'meta-llama/Meta-Llama-3-8B-Instruct'\nmax_length = 2048\n"
                             "pack_to_max_length = True\nbatch_size = 1\n"
                             "model = dict(type=SupervisedFinetune, llm=dict(type=AutoModelForCausalLM.from_pretrained, "
                             "pretrained_model_name_or_path=pretrained_model_name_or_path, quantization_config=dict("
                             "type=BitsAndBytesConfig, load_in_4bit=True)), lora=dict(type=LoraConfig, r=64, lora_alpha=16))\n"
                             "train_dataloader = dict(batch_size=batch_size, num_workers=0)\n"
                             "optim_wrapper = dict(type=AmpOptimWrapper, optimizer=dict(type=AdamW, lr=2e-4))\n";
        QVERIFY(read(xtuner, "llama3_8b_qlora.py"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("run.lora_targets"), QStringLiteral("all-linear"));
        QCOMPARE(read.value("data.packing"), QStringLiteral("true"));
        QVERIFY(!read.c.setup.isStated("data.dtype"));

        QVERIFY(read("torchrun --nproc_per_node 8 internvl/train/internvl_chat_finetune.py --model_name_or_path "
                     "OpenGVLab/InternVL2_5-8B --freeze_llm True --freeze_backbone True --use_llm_lora 16 "
                     "--per_device_train_batch_size 4\n",
                     "lora.sh"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("16"));
        QCOMPARE(read.value("run.freeze_vision_tower"), QStringLiteral("true"));

        QVERIFY(testing::writeUnder(read.dir, "finetune.py",
                                    "from dataclasses import dataclass, field\n@dataclass\nclass TrainingArguments:\n"
                                    "    use_lora: Optional[bool] = field(default=False)\n@dataclass\nclass LoraArguments:\n"
                                    "    lora_r: int = 64\n    lora_alpha: int = 64\n"));
        QVERIFY(read("torchrun --nproc_per_node 8 finetune.py --model_name_or_path openbmb/MiniCPM-V-2_6 "
                     "--per_device_train_batch_size 2\n",
                     "finetune_ds.sh"));
        QVERIFY(read.value("run.finetune") != QStringLiteral("lora"));
        QVERIFY(read("torchrun --nproc_per_node 8 finetune.py --model_name_or_path openbmb/MiniCPM-V-2_6 --use_lora true "
                     "--lora_target_modules \"llm\\..*layers\\.\\d+\\.self_attn\\.(q_proj|k_proj|v_proj|o_proj)\"\n",
                     "finetune_lora.sh"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QVERIFY(read.said("lora.unknown_target") == read.d.end());

        QVERIFY(read("model_name_or_path=meta-llama/Llama-2-13b-hf\nwhile [[ $# -ge 1 ]]; do\n  key=\"$1\"\n  case ${key} in\n"
                     "    -m|--model_name_or_path)\n      model_name_or_path=\"$2\"\n      shift\n      ;;\n  esac\n  shift\ndone\n"
                     "deepspeed examples/finetune.py --model_name_or_path ${model_name_or_path} --use_qlora 1 "
                     "--per_device_train_batch_size 4\n",
                     "run_finetune_with_qlora.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("meta-llama/Llama-2-13b-hf"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("qlora"));
    }

    // llm-foundry's per-GPU batch written as a word (`device_train_microbatch_size: eight`)
    // beside its global batch: the per-GPU batch is unknown (the default, said), not the whole
    // global batch of 48 on each GPU; an unreadable global batch names no "= 0".
    void unreadableMicroBatchIsNoGlobalShare()
    {
        Reading read;
        QVERIFY(read("max_seq_len: 2048\nglobal_train_batch_size: 48\ndevice_train_microbatch_size: eight\n"
                     "precision: amp_bf16\nmodel:\n  pretrained_model_name_or_path: meta-llama/Meta-Llama-3-8B\n",
                     "finetune.yaml"));
        QVERIFY(read.value("run.micro_batch") != QStringLiteral("48"));
        QVERIFY(read.said("dialect.unmapped_value") != read.d.end());
        QVERIFY(read("max_seq_len: 2048\nglobal_train_batch_size: 1e400\ndevice_train_microbatch_size: 8\n", "over.yaml"));
        const auto said = read.said("dialect.unmapped_value");
        QVERIFY(said != read.d.end());
        QCOMPARE(said->args.size(), size_t(3));
    }

    // RT-DETR's YAMLConfig `__include__` list (later files over earlier, the file over them);
    // Pointcept's `enable_amp = False` beside `amp_dtype = "float16"` in its _base_ is fp32, and
    // a config's own `enable_amp = True` turns it back on.
    void includeListsAndAmpSwitches()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "include/dataloader.yml",
                                    "train_dataloader:\n  total_batch_size: 16\n  num_workers: 4\n"));
        QVERIFY(testing::writeUnder(read.dir, "include/optimizer.yml", "use_amp: True\nuse_ema: True\n"));
        QVERIFY(read("__include__: [\n  './include/dataloader.yml',\n  './include/optimizer.yml',\n]\n"
                     "optimizer:\n  type: AdamW\n  lr: 0.0001\n",
                     "rtdetrv2_r50vd_6x_coco.yml"));
        QCOMPARE(read.value("loader.workers"), QStringLiteral("4"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(read.value("run.ema"), QStringLiteral("true"));
        QVERIFY(read("__include__: ['./include/missing.yml']\nuse_amp: True\n", "missing.yml"));
        QVERIFY(read.said("yacs.missing_base") != read.d.end());

        QVERIFY(testing::writeUnder(read.dir, "_base_/default_runtime.py",
                                    "enable_amp = False\namp_dtype = \"float16\"\nnum_worker = 16\n"));
        QVERIFY(read("_base_ = [\"_base_/default_runtime.py\"]\nbatch_size = 12\nmodel = dict(type=\"DefaultSegmentorV2\")\n",
                     "noamp.py"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp32"));
        QVERIFY(read("_base_ = [\"_base_/default_runtime.py\"]\nbatch_size = 12\nenable_amp = True\n"
                     "model = dict(type=\"DefaultSegmentorV2\")\n",
                     "amp.py"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
    }

    // OneTrainer's JSON preset (UPPER_CASE enums, base_model_name the model, checkpointing on by
    // default) and SimpleTuner's config.json (model_family the network, model_type the method,
    // train_batch_size per GPU rather than DeepSpeed's global batch).
    void diffusionTrainerConfigs()
    {
        Reading read;
        QVERIFY(read("{\n  \"training_method\": \"LORA\",\n  \"model_type\": \"STABLE_DIFFUSION_XL_10_BASE\",\n"
                     "  \"base_model_name\": \"stabilityai/stable-diffusion-xl-base-1.0\",\n  \"weight_dtype\": \"FLOAT_16\",\n"
                     "  \"latent_caching\": true,\n  \"optimizer\": {\"optimizer\": \"PRODIGY\"},\n  \"batch_size\": 4,\n"
                     "  \"train_dtype\": \"BFLOAT_16\",\n  \"resolution\": \"1024\",\n  \"lora_rank\": 16\n}\n",
                     "#sdxl 1.0 LoRA.json"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("onetrainer"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("prodigy"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("run.cached_features"), QStringLiteral("true"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("1024"));
        QVERIFY(read("{\n  \"controlnet\": true,\n  \"data_backend_config\": \"config/multidatabackend.json\",\n"
                     "  \"gradient_checkpointing\": true,\n  \"lora_rank\": 128,\n  \"mixed_precision\": \"bf16\",\n"
                     "  \"model_family\": \"sdxl\",\n  \"model_type\": \"lora\",\n  \"optimizer\": \"adamw_bf16\",\n"
                     "  \"resolution\": 1024,\n  \"resolution_type\": \"pixel_area\",\n  \"train_batch_size\": 1\n}\n",
                     "config.json"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("simpletuner"));
        QCOMPARE(read.value("model.name"), QStringLiteral("sdxl-unet"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("1"));
        QVERIFY(!read.c.setup.isStated("run.global_batch"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("128"));
    }

    // diffusion-pipe's TOML: [model] names the weights and their dtype (the training dtype, no
    // autocast), transformer_dtype float8 the frozen transformer's storage, 'unsloth' checkpoints
    // to host RAM, latents and text embeddings always cached; the dataset TOML it names gives the
    // largest resolution and frame bucket. musubi-tuner's Wan `task` names the transformer built
    // (whatever the `dit` file is called), and a `dit` means its features were cached first.
    void videoDiffusionTrainers()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "examples/dataset.toml",
                                    "resolutions = [512, 768]\nenable_ar_bucket = true\nframe_buckets = [1, 33, 65]\n"
                                    "[[directory]]\npath = '/data/clips'\nnum_repeats = 1\n"));
        QVERIFY(read("output_dir = '/out'\ndataset = 'examples/dataset.toml'\nmicro_batch_size_per_gpu = 2\n"
                     "pipeline_stages = 1\ngradient_accumulation_steps = 4\nactivation_checkpointing = 'unsloth'\n"
                     "caching_batch_size = 1\nblocks_to_swap = 20\n[model]\ntype = 'wan'\n"
                     "ckpt_path = '/models/Wan2.1-T2V-14B'\ndtype = 'bfloat16'\ntransformer_dtype = 'float8'\n"
                     "[adapter]\ntype = 'lora'\nrank = 32\ndtype = 'bfloat16'\n[optimizer]\ntype = 'adamw_optimi'\nlr = 2e-5\n",
                     "wan_14b.toml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("diffusion-pipe"));
        QCOMPARE(read.value("model.name"), QStringLiteral("/models/Wan2.1-T2V-14B"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("bf16-true"));
        QCOMPARE(read.value("run.quant_bits"), QStringLiteral("8"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("4"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("run.activation_offload"), QStringLiteral("true"));
        QCOMPARE(read.value("run.cached_features"), QStringLiteral("true"));
        QCOMPARE(read.value("run.blocks_to_swap"), QStringLiteral("20"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("32"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("768"));
        QCOMPARE(read.value("data.frames"), QStringLiteral("65"));
        QVERIFY(read.c.unknownKeys.empty());

        QVERIFY(read("[model]\ntask = \"t2v-A14B\"\ndit = \"/root/dit/wan2.2_t2v_low_noise_14B_fp16.safetensors\"\n"
                     "[network]\nnetwork_module = \"networks.lora_wan\"\nnetwork_dim = 64\n"
                     "[training]\nmixed_precision = \"bf16\"\nblocks_to_swap = 10\n",
                     "musubi.toml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("kohya"));
        QCOMPARE(read.value("model.name"), QStringLiteral("wan2.2-t2v-a14b"));
        QCOMPARE(read.value("run.cached_features"), QStringLiteral("true"));
        QCOMPARE(read.value("run.blocks_to_swap"), QStringLiteral("10"));
        QVERIFY(read("accelerate launch src/musubi_tuner/wan_train_network.py --task t2v-1.3B \\\n"
                     "  --dit /ckpt/my_finetune.safetensors --network_module networks.lora_wan --network_dim 32 \\\n"
                     "  --blocks_to_swap 8 --mixed_precision bf16\n",
                     "train_wan.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("wan2.1-t2v-1.3b"));
        QCOMPARE(read.value("run.cached_features"), QStringLiteral("true"));
        QCOMPARE(read.value("run.blocks_to_swap"), QStringLiteral("8"));
        QVERIFY(read.said("dialect.tool_default") != read.d.end());
        // (its trainer by name, where the --dit path is a variable the script never sets)
        QVERIFY(read("accelerate launch src/musubi_tuner/hv_train_network.py --dit \"$BASE/dit.safetensors\" \\\n"
                     "  --network_module networks.lora --network_dim 32\n",
                     "train_hv.sh"));
        QCOMPARE(read.value("run.cached_features"), QStringLiteral("true"));
    }

    // Red team six (2026-11-29): EasyR1's `worker.actor` (a verl fork, read as Lightning for its
    // `trainer:`), its global batch over all GPUs and per-GPU micro batch, FSDP without no_sync;
    // Open-Sora's frozen helpers (vae.micro_batch_size, text_encoder) are not the model's, and its
    // top-level `dtype` and ColossalAI `plugin` are.
    void redTeamSixIsRead()
    {
        Reading read;
        QVERIFY(read("data:\n  max_prompt_length: 2048\n  max_response_length: 2048\n  rollout_batch_size: 512\n"
                     "algorithm:\n  adv_estimator: grpo\n  use_kl_loss: true\nworker:\n  actor:\n    global_batch_size: 128\n"
                     "    micro_batch_size_per_device_for_update: 4\n    model:\n      model_path: Qwen/Qwen2.5-7B-Instruct\n"
                     "      enable_gradient_checkpointing: true\n    fsdp:\n      enable_full_shard: true\n"
                     "  rollout:\n    n: 5\n    gpu_memory_utilization: 0.6\n    tensor_parallel_size: 2\n"
                     "trainer:\n  n_gpus_per_node: 8\n  nnodes: 1\n",
                     "config.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("verl"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("128"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(read.value("parallel.no_sync_accumulation"), QStringLiteral("false"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("4096"));
        QCOMPARE(read.value("run.rollout_memory_fraction"), QStringLiteral("0.6"));
        QVERIFY(!read.c.setup.isStated("parallel.tp"));

        QVERIFY(read("num_workers = 8\ndtype = \"bf16\"\nplugin = \"zero2\"\ngrad_checkpoint = True\n"
                     "model = dict(type=\"STDiT3-XL/2\", from_pretrained=None, qk_norm=True)\n"
                     "vae = dict(type=\"OpenSoraVAE_V1_2\", from_pretrained=\"hpcai-tech/OpenSora-VAE-v1.2\", micro_frame_size=17,"
                     " micro_batch_size=4)\ntext_encoder = dict(type=\"t5\", from_pretrained=\"DeepFloyd/t5-v1_1-xxl\","
                     " model_max_length=300, shardformer=True)\n",
                     "stage1.py"));
        QVERIFY(!read.value("model.name").contains(QStringLiteral("t5")));
        QVERIFY(!read.c.setup.isStated("run.micro_batch"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero2"));

        // ai-toolkit: the network section is a LoRA of rank `linear`, `quantize` 8-bit frozen
        // weights, `name_or_path` the model (over `arch`)
        QVERIFY(read("job: extension\nconfig:\n  process:\n    - type: sd_trainer\n      network:\n        type: lora\n"
                     "        linear: 32\n      train:\n        batch_size: 1\n      model:\n"
                     "        name_or_path: Wan-AI/Wan2.1-T2V-14B-Diffusers\n        arch: wan21\n        quantize: true\n",
                     "train_lora_wan21_14b_24gb.yaml"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("32"));
        QVERIFY(read.value("run.finetune") == QStringLiteral("lora") || read.value("run.finetune") == QStringLiteral("qlora"));
        QCOMPARE(read.value("run.quant_bits"), QStringLiteral("8"));
        QVERIFY(read.value("model.name").contains(QStringLiteral("Wan2.1")));
        // Chronos: model_type seq2seq is a kind, model_id the model
        QVERIFY(read("training_data_paths: [a.arrow]\nper_device_train_batch_size: 8\nmodel_id: google/t5-efficient-large\n"
                     "model_type: seq2seq\nrandom_init: true\n",
                     "chronos-t5-large.yaml"));
        QCOMPARE(read.value("model.name"), QStringLiteral("google/t5-efficient-large"));
        // NeMo-RL: an environment's verifier workers are no DataLoader workers
        QVERIFY(read("policy:\n  model_name: Qwen/Qwen2.5-1.5B\n  train_global_batch_size: 512\n  train_micro_batch_size: 4\n"
                     "env:\n  math:\n    num_workers: 16\n",
                     "grpo.yaml"));
        QVERIFY(read.value("loader.workers") != QStringLiteral("16"));
        // CogVideoX: --train_resolution FRAMESxHxW, --model_path the hub id over --model_name's alias
        QVERIFY(read("accelerate launch train.py --model_path \"THUDM/CogVideoX1.5-5B\" --model_name \"cogvideox1.5-t2v\" "
                     "--model_type t2v --training_type lora --train_resolution \"81x768x1360\" --batch_size 1\n",
                     "train_zero_t2v.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("THUDM/CogVideoX1.5-5B"));
        QCOMPARE(read.value("data.frames"), QStringLiteral("81"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("768x1360"));
        // Qwen2-VL-Finetune: `deepspeed train.py` with no --num_gpus runs on every GPU; the
        // script's own NUM_DEVICES=8 is the count it was written for
        const char *qwen = "GLOBAL_BATCH_SIZE=128\nBATCH_PER_DEVICE=4\nNUM_DEVICES=8\n"
                           "GRAD_ACCUM_STEPS=$((GLOBAL_BATCH_SIZE / (BATCH_PER_DEVICE * NUM_DEVICES)))\n"
                           "deepspeed src/training/train.py --model_id Qwen/Qwen2.5-VL-3B-Instruct "
                           "--per_device_train_batch_size $BATCH_PER_DEVICE --gradient_accumulation_steps $GRAD_ACCUM_STEPS\n";
        QVERIFY(read(qwen, "finetune_video.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("4"));
        QVERIFY(read("NUM_DEVICES=8\ndeepspeed --num_gpus 2 src/training/train.py --per_device_train_batch_size 4\n",
                     "two.sh"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("2"));
        // F5-TTS: batch_size_per_gpu counts mel frames (batch_size_type: frame), at most max_samples samples
        QVERIFY(read("datasets:\n  name: Emilia_ZH_EN\n  batch_size_per_gpu: 38400\n  batch_size_type: frame\n"
                     "  max_samples: 64\n  num_workers: 16\nmodel:\n  name: F5TTS_v1_Base\n",
                     "F5TTS_v1_Base.yaml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("64"));
        QVERIFY(read("datasets:\n  batch_size_per_gpu: 16\n  batch_size_type: sample\n  max_samples: 64\n", "samples.yaml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("16"));
        // DAMO-YOLO: self.train.batch_size is over all GPUs (build.py divides it by their count)
        QVERIFY(read("from damo.config import Config as MyConfig\n\n\nclass Config(MyConfig):\n    def __init__(self):\n"
                     "        super(Config, self).__init__()\n        self.train.batch_size = 256\n"
                     "        self.train.base_lr_per_img = 0.01 / 64\n"
                     "        self.train.augment.transform.image_max_range = (640, 640)\n",
                     "damoyolo_tinynasL25_S.py"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("256"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("sgd-momentum"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("640"));
    }

    // TOML allows non-ASCII only in strings and comments (toml++ 3 reaches unreachable code on
    // Cyrillic where it looks for whitespace: found by fuzz_export): said at its place, exit 3;
    // in a string or a comment it is read.
    void tomlNonAsciiOutsideStrings()
    {
        Reading read;
        QVERIFY(!read("network_module = \"networks.lora\"\xd0\xb8\nnetwork_dim = 16\n", "lora.toml"));
        const auto bad = read.said("toml.non_ascii");
        QVERIFY(bad != read.d.end());
        QCOMPARE(bad->line, 1);
        QCOMPARE(bad->column, 33);
        QVERIFY(read("# \xd0\xbd\xd0\xb0\xd1\x81\xd1\x82\xd1\x80\xd0\xbe\xd0\xb9\xd0\xba\xd0\xb8\n"
                     "output_name = \"\xd0\xbc\xd0\xbe\xd0\xb4\xd0\xb5\xd0\xbb\xd1\x8c\"\ntrain_batch_size = 4\n",
                     "ok.toml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        // (after a multi-line string's line-ending backslash toml++ looks at the next character too)
        QVERIFY(!read("note = \"\"\"first \\\n   \xd0\xb8\"\"\"\ntrain_batch_size = 4\n", "ml.toml"));
        QVERIFY(read.said("toml.non_ascii") != read.d.end());
    }
    // Red team seven (2026-11-29): Unsloth's template indented into `def main():` binds its
    // settings as the function's own names; FastLanguageModel's dtype=None is 16-bit.
    void functionLocalNamesAndUnslothDtype()
    {
        Reading read;
        QVERIFY(read("from unsloth import FastLanguageModel\nfrom transformers import TrainingArguments\n\n"
                     "def main():\n    max_seq_length = 2048\n    load_in_4bit = True\n"
                     "    model, tokenizer = FastLanguageModel.from_pretrained(\n        model_name=\"unsloth/llama-3-8b-Instruct\",\n"
                     "        max_seq_length=max_seq_length,\n        dtype=None,\n        load_in_4bit=load_in_4bit,\n    )\n"
                     "    args = TrainingArguments(per_device_train_batch_size=2, output_dir=\"out\")\n\n"
                     "def other():\n    load_in_4bit = False\n\nif __name__ == \"__main__\":\n    main()\n",
                     "train.py"));
        QCOMPARE(read.value("run.quant_bits"), QStringLiteral("4"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("2048"));
        QCOMPARE(read.value("model.dtype"), QStringLiteral("bf16"));
        // a name bound in one function means nothing in the next
        QVERIFY(read("from transformers import TrainingArguments\ndef a():\n    bs = 64\n\ndef b():\n"
                     "    args = TrainingArguments(per_device_train_batch_size=bs, output_dir=\"o\")\n",
                     "two.py"));
        QVERIFY(read.value("run.micro_batch") != QStringLiteral("64"));
        // an explicit float32 stays
        QVERIFY(read("from unsloth import FastLanguageModel\nimport torch\nmodel, tok = FastLanguageModel.from_pretrained("
                     "model_name=\"unsloth/llama-3-8b\", dtype=torch.float32)\n",
                     "fp32.py"));
        QCOMPARE(read.value("model.dtype"), QStringLiteral("fp32"));
    }

    // Python says where a ')' was left out: the first bracket still open when a new statement
    // starts in column 0, not the last one the file opens.
    void firstUnclosedBracketIsSaid()
    {
        Reading read;
        QVERIFY(!read("optim_wrapper = dict(type='OptimWrapper', optimizer=dict(type='Adam', lr=3e-4)\n"
                      "train_cfg = dict(max_epochs=10)\ntrain_dataloader = dict(batch_size=64, num_workers=4\n",
                      "schedule.py"));
        const auto bad = read.said("python.unclosed_bracket");
        QVERIFY(bad != read.d.end());
        QCOMPARE(bad->line, 1);
        // a file cut short inside nested brackets: the innermost, where it stops
        QVERIFY(!read("model = dict(\n    backbone=dict(depth=50,\n", "cut.py"));
        QCOMPARE(read.said("python.unclosed_bracket")->line, 2);
    }

    // prime-rl: [data] batch_size is the global batch, the micro batch 1 by default, packed; an RL
    // orchestrator's batch_size is the rollout side's samples per step.
    void primeRlBatches()
    {
        Reading read;
        QVERIFY(read("max_steps = 100\n[deployment]\nnum_train_gpus = 1\nnum_infer_gpus = 1\n[model]\n"
                     "name = \"PrimeIntellect/Qwen3-0.6B\"\n[data]\nseq_len = 4096\nbatch_size = 32\n",
                     "sft.toml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("primerl"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("32"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("1"));
        QCOMPARE(read.value("data.packing"), QStringLiteral("true"));
        QVERIFY(read("seq_len = 2048\n[deployment]\nnum_train_gpus = 1\n[orchestrator]\nbatch_size = 128\ngroup_size = 16\n",
                     "rl.toml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("1"));
        QVERIFY(!read.c.setup.isStated("run.global_batch"));
    }

    // The names other trainers give: Oumi's torch_dtype_str (no mixed precision stated: pure
    // bf16), VeOmni's data_parallel_mode fsdp1, Lingua's `dim`, fsdp_type, super-gradients'
    // batch_accumulate and a transform list's `- RandomCrop: {size: 32}`, SpeechBrain's
    // grad_accumulation_factor.
    void moreTrainersNames()
    {
        Reading read;
        QVERIFY(read("model:\n  model_name: tiiuae/Falcon3-7B-Instruct\n  torch_dtype_str: bfloat16\ntraining:\n"
                     "  trainer_type: TRL_SFT\n  per_device_train_batch_size: 1\n",
                     "oumi.yaml"));
        QCOMPARE(read.value("model.dtype"), QStringLiteral("bf16"));
        QVERIFY(read("model:\n  model_path: Qwen3-8B-Base\ntrain:\n  data_parallel_mode: fsdp1\n  micro_batch_size: 1\n"
                     "  ulysses_parallel_size: 2\n",
                     "veomni.yaml"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(read.value("parallel.cp"), QStringLiteral("2"));
        QVERIFY(read("model:\n  dim: 2048\n  n_layers: 25\n  n_heads: 16\ndistributed:\n  fsdp_type: full_shard\n"
                     "data:\n  batch_size: 1\n  seq_len: 8192\n",
                     "lingua.yaml"));
        QCOMPARE(read.value("model.hidden"), QStringLiteral("2048"));
        QCOMPARE(read.value("model.layers"), QStringLiteral("25"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
        QVERIFY(read("training_hyperparams:\n  batch_accumulate: 4\ndataset_params:\n  train_dataset_params:\n    transforms:\n"
                     "      - RandomCrop:\n          size: 32\n          padding: 4\n      - RandomHorizontalFlip\n"
                     "  train_dataloader_params:\n    batch_size: 256\narch: resnet18\n",
                     "sg.yaml"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("4"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("32"));
    }

    // SpeechBrain's hyperparameter files are no torchtune recipe (whose file-name rule makes a
    // "lora" file FSDP); ESPnet's streaming encoder_conf.block_size is no sequence length; a NeMo
    // override's model.tokenizer.type is no model.
    void speechRecipes()
    {
        Reading read;
        QVERIFY(read("seed: 1986\noutput_folder: !ref results/whisper/<seed>\nwhisper_hub: openai/whisper-small.en\n"
                     "number_of_epochs: 1\nprecision: fp16\nbatch_size: 2\ngrad_accumulation_factor: 8\nlora_rank: 16\n"
                     "epoch_counter: !new:speechbrain.utils.epoch_loop.EpochCounter\n    limit: !ref <number_of_epochs>\n"
                     "checkpointer: !new:speechbrain.utils.checkpoints.Checkpointer\n    checkpoints_dir: !ref <output_folder>\n"
                     "    recoverables:\n        counter: !ref <epoch_counter>\n",
                     "train_whisper_lora.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("speechbrain"));
        QCOMPARE(read.value("model.name"), QStringLiteral("openai/whisper-small.en"));
        QCOMPARE(read.value("run.grad_accum"), QStringLiteral("8"));
        QVERIFY(!read.c.setup.isStated("parallel.strategy"));
        QVERIFY(read("batch_type: numel\nbatch_bins: 700000\nencoder: contextual_block_conformer\nencoder_conf:\n"
                     "    output_size: 256\n    block_size: 18\n    hop_size: 8\n",
                     "train_asr.yaml"));
        QVERIFY(!read.c.setup.isStated("data.seq_len"));
        QVERIFY(read("model:\n  tokenizer:\n    type: bpe\n  optim:\n    name: adamw\ntrainer:\n  devices: 2\n", "asr.yaml"));
        QVERIFY(!read.c.setup.isStated("model.name"));
    }

    // yacs literal-evaluates a string: INPUT.CROP.SIZE "(512, 512)" is a tuple. Mask2Former's
    // meta-architecture names its backbone; the base file's ResNet depth is not the model.
    void yacsTupleAndMaskFormer()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "Base-ADE20K.yaml",
                                    "MODEL:\n  META_ARCHITECTURE: \"MaskFormer\"\n  RESNETS:\n    DEPTH: 50\n"
                                    "SOLVER:\n  IMS_PER_BATCH: 16\nINPUT:\n  CROP:\n    ENABLED: True\n    TYPE: \"absolute\"\n"
                                    "    SIZE: (512, 512)\n"));
        QVERIFY(read("_BASE_: Base-ADE20K.yaml\nMODEL:\n  BACKBONE:\n    NAME: \"D2SwinTransformer\"\n", "swin.yaml"));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("512"));
        QVERIFY(read.value("model.name").startsWith(QStringLiteral("mask2former")));
    }

    // A PaddlePaddle config reads the same, but the memory model is PyTorch's: said, with the key
    // that shows it.
    void otherFrameworksAreSaid()
    {
        Reading read;
        QVERIFY(read("Global:\n  use_gpu: true\n  epoch_num: 200\nTrain:\n  loader:\n    batch_size_per_card: 128\n"
                     "    num_workers: 8\n",
                     "rec.yml"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("128"));
        const auto paddle = read.said("config.other_framework");
        QVERIFY(paddle != read.d.end());
        QCOMPARE(QString::fromStdString(paddle->args[0]), QStringLiteral("PaddlePaddle"));
        QCOMPARE(paddle->line, 2);
        QVERIFY(read("import jax\nimport optax\nbatch_size = 64\nlearning_rate = 1e-3\n", "train.py"));
        QVERIFY(read.said("config.other_framework") != read.d.end());
        QVERIFY(read("import torch\nimport jax\nbatch_size = 64\n", "mixed.py"));
        QVERIFY(read.said("config.other_framework") == read.d.end());
    }

    // kohya's fp8_base keeps the frozen Flux/SD3 base in one byte a weight.
    void kohyaFp8Base()
    {
        Reading read;
        QVERIFY(read("pretrained_model_name_or_path = \"/models/flux1-dev.safetensors\"\nnetwork_module = \"networks.lora_flux\"\n"
                     "network_dim = 16\nfp8_base = true\ncache_latents = true\ntrain_batch_size = 1\n",
                     "flux.toml"));
        QCOMPARE(read.value("run.quant_bits"), QStringLiteral("8"));
        QCOMPARE(read.value("run.finetune"), QStringLiteral("lora"));
    }
    // Red team eight: a path written for the author's machine whose tail is beside the script
    // (`/data/me/SDXL-Train/train_config/x.toml`) is read from there; a height and a width beside
    // each other are the image size; a frozen base's dtype (float8_e4m3fn, int8-quanto) is its
    // storage; a diffusion trainer's --pretrained_dit_path names the model.
    void authorsPathsAndDiffusionFlags()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "SDXL-Train/train_config/lora/config_file.toml",
                                    "network_module = \"networks.lora\"\nnetwork_dim = 64\ntrain_batch_size = 4\n"));
        QVERIFY(read("accelerate launch sdxl_train_network.py "
                     "--config_file=\"/data/someone/SDXL-Train/train_config/lora/config_file.toml\"\n",
                     "SDXL-Train/train.sh"));
        QCOMPARE(read.value("run.lora_rank"), QStringLiteral("64"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QVERIFY(read("python train/train_flux_lora.py \\\n  --pretrained_dit_path models/FLUX/FLUX.1-dev/flux1-dev.safetensors \\\n"
                     "  --height 1024 \\\n  --width 768 \\\n  --lora_rank 4 \\\n  --quantize \"float8_e4m3fn\"\n",
                     "train.sh"));
        QVERIFY(read.value("model.name").contains(QStringLiteral("flux1-dev")));
        QCOMPARE(read.value("data.image_size"), QStringLiteral("1024x768"));
        QCOMPARE(read.value("run.quant_bits"), QStringLiteral("8"));
        QVERIFY(read("model:\n  name_or_path: Wan-AI/Wan2.1-T2V-14B-Diffusers\n  quantize: true\ntrain:\n  batch_size: 1\n"
                     "  unload_text_encoder: true\nsample:\n  width: 832\n  height: 480\n",
                     "wan.yaml"));
        QCOMPARE(read.value("run.cached_features"), QStringLiteral("true"));
        QVERIFY(!read.c.setup.isStated("data.image_size")); // (the sampler's size is no training input)
    }
    // GRPO's logits are the completion's (TRL's logits_to_keep; ms-swift and axolotl hand it
    // max_completion_length): read as data.completion_len where the file says GRPO; DPO's
    // max_completion_length is no such thing (its loss scores the whole pair).
    void grpoCompletionGetsTheLogits()
    {
        Reading read;
        QVERIFY(read("swift rlhf --rlhf_type grpo --model Qwen/Qwen2.5-7B-Instruct --max_length 1024 "
                     "--max_completion_length 1024 --per_device_train_batch_size 8\n",
                     "grpo.sh"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("2048"));
        QCOMPARE(read.value("data.completion_len"), QStringLiteral("1024"));
        QVERIFY(read("rl: grpo\nbase_model: Qwen/Qwen2.5-1.5B\nsequence_len: 512\nmicro_batch_size: 2\n"
                     "trl:\n  max_completion_length: 256\n  num_generations: 8\n",
                     "axolotl.yaml"));
        QCOMPARE(read.value("data.completion_len"), QStringLiteral("256"));
        QVERIFY(read("swift rlhf --rlhf_type dpo --model Qwen/Qwen2.5-7B-Instruct --max_length 2048 "
                     "--max_completion_length 1024\n",
                     "dpo.sh"));
        QVERIFY(!read.c.setup.isStated("data.completion_len"));
    }
    // `torchrun -m RL2.trainer.ppo actor.x=…`: the module's file (RL2/trainer/ppo.py) and the
    // primary config its @hydra.main names, composed under the command's overrides.
    void moduleLaunchComposesItsHydraConfig()
    {
        Reading read;
        QVERIFY(testing::writeUnder(read.dir, "RL2/trainer/ppo.py",
                                    "import hydra\n\n@hydra.main(config_path=\"config\", config_name=\"ppo\", version_base=None)\n"
                                    "def main(config):\n    pass\n"));
        QVERIFY(testing::writeUnder(read.dir, "RL2/trainer/config/ppo.yaml",
                                    "actor:\n  model_name: Qwen/Qwen3-1.7B\n  gradient_checkpointing: true\n"));
        QVERIFY(read("torchrun --nproc_per_node=8 -m RL2.trainer.ppo actor.model_name=Qwen/Qwen3-4B\n", "run.sh"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("model.name"), QStringLiteral("Qwen/Qwen3-4B"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("8"));
    }
    // Red team 8 #18: a referenced config that is there but is no regular file (a FIFO beside
    // the script, /dev/zero, a folder) is never opened, and is said by what it is, at the line
    // that names it.
    void referenceThatIsNoFileIsSaidByItsType()
    {
        Reading read;
        const QByteArray fifo = read.dir.filePath(QStringLiteral("ds_config.json")).toLocal8Bit();
        QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
        QVERIFY(read("deepspeed train.py --deepspeed ds_config.json --per_device_train_batch_size 4\n", "run.sh"));
        auto d = read.said("dialect.reference_not_file");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->args.at(2), std::string("pipe"));
        QCOMPARE(d->line, 1);
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));

        QVERIFY(read("deepspeed train.py --per_device_train_batch_size 4 \\\n  --deepspeed /dev/zero\n", "zero.sh"));
        d = read.said("dialect.reference_not_file");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->args.at(2), std::string("device"));
        QCOMPARE(d->line, 2);

        QVERIFY(QDir(read.dir.path()).mkpath(QStringLiteral("_base_")));
        QVERIFY(read("_base_ = ['./_base_']\ntrain_dataloader = dict(batch_size=2)\n", "cfg.py"));
        d = read.said("dialect.reference_not_file");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->args.at(2), std::string("folder"));
        QVERIFY(read.said("dialect.reference_missing") == read.d.end());
    }
    // Red team 8 #21: a top-level `match` runs one arm, as an `if` chain runs one branch: the
    // arm its known subject takes (a literal, an environment variable's default) is read and
    // said, the others are not; with a subject not known, no arm is, and that is said.
    void matchReadsTheArmItsDefaultTakes()
    {
        Reading read;
        const char *script = "import os\nmodel_name = \"Qwen/Qwen2.5-1.5B\"\n"
                             "match os.environ.get(\"SIZE\", \"%1\"):\n"
                             "    case \"small\":\n        max_seq_length = 2048\n"
                             "    case \"large\" | \"xl\":\n        max_seq_length = 8192\n        per_device_train_batch_size = 2\n"
                             "    case _:\n        max_seq_length = 1024\n"
                             "learning_rate = 2e-5\nper_device_train_batch_size = 4\n";
        const auto readWith = [&](const char *size) {
            return read(QString::fromLatin1(script).arg(QLatin1String(size)).toLatin1().constData(), "train.py");
        };
        QVERIFY(readWith("small"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("2048"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        auto d = read.said("python.match_arm");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->line, 3);
        QCOMPARE(d->args.at(2), std::string("\"small\""));
        QVERIFY(readWith("xl"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("8192"));
        QVERIFY(readWith("medium"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("1024"));

        QVERIFY(read("import os\nmatch os.environ[\"SIZE\"]:\n    case \"small\":\n        max_seq_length = 2048\n"
                     "    case _:\n        max_seq_length = 1024\nper_device_train_batch_size = 4\n",
                     "unknown.py"));
        QVERIFY(!read.c.setup.isStated("data.seq_len"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("4"));
        QVERIFY(read.said("python.match_unknown") != read.d.end());
    }
    // Red team 8 #10: Ultralytics refuses any argument outside cfg/default.yaml
    // (check_dict_alignment). A slip such as `wokers=1` is listed as not understood and said,
    // with the nearest name, in a script's model.train(…), on the yolo command line and in an
    // args YAML; names it takes say nothing.
    void ultralyticsRefusesUnknownArguments()
    {
        Reading read;
        QVERIFY(read("from ultralytics import YOLO\n\nif __name__ == \"__main__\":\n    model = YOLO(\"yolo11n.pt\")\n"
                     "    model.train(\n        data=\"coco8.yaml\",\n        imgsz=1280,\n        cache=\"ram\",\n"
                     "        wokers=1,\n    )\n",
                     "mytrain.py"));
        auto d = read.said("config.unknown_argument");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->args, (std::vector<std::string>{"Ultralytics", "wokers", "workers"}));
        QCOMPARE(d->line, 9);
        QVERIFY(std::any_of(read.c.unknownKeys.begin(), read.c.unknownKeys.end(),
                            [](const UnknownKey &u) { return u.keyPath == "model.train.wokers"; }));
        // Ultralytics' own dataset file names a dataset of known size: coco8's 4 training images
        // (what `cache: ram` then holds has a size).
        QCOMPARE(read.value("data.dataset_size"), QStringLiteral("4"));

        QVERIFY(read("yolo detect train model=yolo11n.pt data=coco8.yaml batch=16 wokers=1 zebra=3\n", "train.sh"));
        QCOMPARE(std::count_if(read.d.begin(), read.d.end(), [](const Diagnostic &x) { return x.code == "config.unknown_argument"; }), 2);
        d = read.said("config.unknown_argument");
        QCOMPARE(d->args.at(1), std::string("wokers"));
        QCOMPARE(d->args.at(2), std::string("workers"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("16"));
        QVERIFY(read("yolo settings runs_dir=/data/runs\nyolo train model=yolo11n.pt data=coco8.yaml batch=16\n", "settings.sh"));
        QVERIFY(read.said("config.unknown_argument") == read.d.end());

        QVERIFY(read("model: yolo11n.pt\nimgsz: 640\nbatch: 16\nworkers: 4\nsave_dir: runs/detect/train\n", "args.yaml"));
        QVERIFY(read.said("config.unknown_argument") == read.d.end());
        QVERIFY(read("model: yolo11n.pt\nimgsz: 640\nbatch: 16\nlr_0: 0.01\n", "args.yaml"));
        d = read.said("config.unknown_argument");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->args.at(2), std::string("lr0"));
        // YOLOv5's hyp.yaml shares Ultralytics' words but is another tool's file: no such warning.
        QVERIFY(read("lr0: 0.01\nlrf: 0.1\nmomentum: 0.937\nimgsz: 640\nbox: 0.05\ncls: 0.5\ncls_pw: 1.0\nobj: 1.0\n"
                     "obj_pw: 1.0\niou_t: 0.2\nanchor_t: 4.0\nmosaic: 1.0\n",
                     "hyp.yaml"));
        QVERIFY(read.said("config.unknown_argument") == read.d.end());
    }
    // Red team 8 #15: a detectron2 script's `cfg.merge_from_file(model_zoo.get_config_file("X.yaml"))`
    // is train_net.py's `--config-file X.yaml`: the name gives the model, detectron2's defaults
    // (fp32, SGD with momentum) apply, IMS_PER_BATCH is over all GPUs; in a function too, and
    // with a LazyConfig's model_zoo.get_config("X.py").
    void detectronModelZooNamesTheModel()
    {
        Reading read;
        QVERIFY(read("from detectron2.config import get_cfg\nfrom detectron2 import model_zoo\n\ncfg = get_cfg()\n"
                     "cfg.merge_from_file(model_zoo.get_config_file(\"COCO-Detection/faster_rcnn_R_50_FPN_3x.yaml\"))\n"
                     "cfg.DATALOADER.NUM_WORKERS = 2\ncfg.SOLVER.IMS_PER_BATCH = 5\n",
                     "train.py"));
        QCOMPARE(read.c.dialect, std::string("detectron2"));
        QVERIFY(read.value("model.name").contains(QStringLiteral("faster_rcnn_R_50_FPN_3x")));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp32"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("sgd-momentum"));
        QCOMPARE(read.value("run.global_batch"), QStringLiteral("5"));
        QCOMPARE(read.value("loader.workers"), QStringLiteral("2"));

        QVERIFY(read("from detectron2 import model_zoo\n\ndef setup():\n"
                     "    cfg = model_zoo.get_config(\"COCO-Detection/retinanet_R_50_FPN_1x.py\")\n"
                     "    cfg.SOLVER.AMP.ENABLED = True\n    return cfg\n",
                     "lazy.py"));
        QVERIFY(read.value("model.name").contains(QStringLiteral("retinanet_R_50_FPN_1x")));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
    }
    // torchtitan's 2026 configs are Python registries: one function per configuration returning
    // Trainer.Config(training=TrainingConfig(…), …). The first that is not a debug model's is read,
    // the others named; the classes passed say the checkpointing (FullAC) and the loss
    // (ChunkedLossWrapper: head and loss 8,192 tokens at a time unless chunk_len says).
    void pythonConfigRegistry()
    {
        Reading read;
        const std::string registry =
            "from torchtitan.components.loss import ChunkedLossWrapper, CrossEntropyLoss\n"
            "from torchtitan.config import ParallelismConfig, TrainingConfig\n"
            "from torchtitan.trainer import Trainer\n\n\n"
            "def tiny_debug() -> Trainer.Config:\n"
            "    spec = model_registry(\"debugmodel\")\n"
            "    return Trainer.Config(\n"
            "        hf_assets_path=\"./tests/assets/tokenizer\",\n"
            "        training=TrainingConfig(local_batch_size=8, seq_len=512),\n"
            "        activation_checkpoint=SelectiveAC.Config(),\n"
            "    )\n\n\n"
            "def llama_8b() -> Trainer.Config:\n"
            "    spec = model_registry(\"8B\")\n"
            "    return Trainer.Config(\n"
            "        loss=ChunkedLossWrapper.Config(chunk_len=4096, loss_fn=CrossEntropyLoss.Config()),\n"
            "        hf_assets_path=\"./assets/hf/Llama-3.1-8B\",\n"
            "        optimizer=default_adamw(lr=3e-4),\n"
            "        training=TrainingConfig(\n"
            "            local_batch_size=2,\n"
            "            seq_len=8192,\n"
            "        ),\n"
            "        parallelism=ParallelismConfig(data_parallel_shard_degree=-1, tensor_parallel_degree=2),\n"
            "        activation_checkpoint=FullAC.Config(),\n"
            "    )\n\n\n"
            "def llama_70b() -> Trainer.Config:\n"
            "    return Trainer.Config(\n"
            "        hf_assets_path=\"./assets/hf/Llama-3.1-70B\",\n"
            "        training=TrainingConfig(local_batch_size=1, seq_len=8192),\n"
            "    )\n";
        QVERIFY(read(registry.c_str(), "config_registry.py"));
        QCOMPARE(read.c.dialect, std::string("torchtitan"));
        QCOMPARE(read.value("model.name"), QStringLiteral("Llama-3.1-8B"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("8192"));
        QCOMPARE(read.value("parallel.tp"), QStringLiteral("2"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(read.value("run.optimizer"), QStringLiteral("adamw"));
        QCOMPARE(read.value("run.fused_loss"), QStringLiteral("true"));
        QCOMPARE(read.value("run.loss_chunk_tokens"), QStringLiteral("4096"));
        auto d = read.said("python.config_function");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->args, (std::vector<std::string>{"llama_8b", "3", "tiny_debug, llama_70b"}));
        QCOMPARE(d->line, 17);

        // Without chunk_len, ChunkedLossWrapper's own default; SelectiveAC is selective.
        std::string other = registry;
        other.replace(other.find("chunk_len=4096, "), 16, "");
        other.replace(other.find("FullAC"), 6, "SelectiveAC");
        QVERIFY(read(other.c_str(), "config_registry.py"));
        QCOMPARE(read.value("run.loss_chunk_tokens"), QStringLiteral("8192"));
        QCOMPARE(read.value("run.grad_checkpointing"), QStringLiteral("selective"));
    }

    // FSDP2 (fully_shard) has no no_sync(): Accelerate's accumulate() falls back to a null context,
    // so every micro batch reduce-scatters and the gradients stay sharded between micro batches.
    // FSDP1 accumulates the whole model's gradients under no_sync() (assumed where unsaid).
    void fsdp2AccumulatesSharded()
    {
        Reading read;
        QVERIFY(read("base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: 1\ngradient_accumulation_steps: 4\n"
                     "sequence_len: 4096\nbf16: true\nfsdp_version: 2\nfsdp_config:\n  offload_params: false\n"
                     "  reshard_after_forward: true\n",
                     "axolotl.yaml"));
        QCOMPARE(read.value("parallel.no_sync_accumulation"), QStringLiteral("false"));
        QVERIFY(read("compute_environment: LOCAL_MACHINE\ndistributed_type: FSDP\nnum_processes: 8\n"
                     "mixed_precision: bf16\nfsdp_config:\n  fsdp_version: 2\n  fsdp_reshard_after_forward: true\n",
                     "accelerate.yaml"));
        QCOMPARE(read.value("parallel.no_sync_accumulation"), QStringLiteral("false"));
        QVERIFY(read("compute_environment: LOCAL_MACHINE\ndistributed_type: FSDP\nnum_processes: 8\n"
                     "mixed_precision: bf16\nfsdp_config:\n  fsdp_version: 1\n  fsdp_sharding_strategy: FULL_SHARD\n",
                     "accelerate.yaml"));
        QVERIFY(!read.c.setup.isStated("parallel.no_sync_accumulation"));
    }
};

QTEST_GUILESS_MAIN(TestUnseenConfigs)
#include "tst_unseen_configs.moc"
