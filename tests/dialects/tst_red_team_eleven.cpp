// What an eleventh red team of real configs found misread (2026-11-30): a command's own
// environment (`CUDA_VISIBLE_DEVICES=… cmd`) taken for the launch read elsewhere in the script,
// RL2's token-budget micro batches, a layer's config inside an mmdet backbone taken for the
// model, a list of checkpoint shards as a model's name, and kohya's SDXL trainers with the
// checkpoint in a variable of the environment. Each case is cut down to the lines that matter.

#include "heldout.h"

#include "../core/testdata.h"
#include "modelmatch.h"

#include <string>

using namespace headroom;
using headroom::testing::Reading;
using headroom::testing::expectFields;

class TestRedTeamEleven : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // okeeper/LLaMA-Factory qwen/train.sh: `CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6 llamafactory-cli train
    // a.yaml` is that command's environment (bash); the launch read last runs on the exported 4.
    void prefixEnvironmentBelongsToItsCommand()
    {
        Reading read;
        QVERIFY(read("export CUDA_VISIBLE_DEVICES=0,1,2,3\n"
                     "CUDA_VISIBLE_DEVICES=0,1,2,3,4,5,6 llamafactory-cli train qwen/other_lora.yaml\n"
                     "llamafactory-cli train --model_name_or_path Qwen/Qwen3-8B --stage sft --finetuning_type full \\\n"
                     "  --per_device_train_batch_size 4 --cutoff_len 512 --bf16\n",
                     "train.sh"));
        expectFields(read, {{"parallel.gpus", "4"}, {"run.micro_batch", "4"}});
        // (the variable is what it was once the command ran: $CUDA_VISIBLE_DEVICES below is the exported one)
        QVERIFY(read("export CUDA_VISIBLE_DEVICES=0,1\n"
                     "CUDA_VISIBLE_DEVICES=0,1,2,3,4,5 python eval.py --model_name_or_path x\n"
                     "DEVICES=$CUDA_VISIBLE_DEVICES\n"
                     "CUDA_VISIBLE_DEVICES=$DEVICES torchrun --nproc_per_node 2 train.py "
                     "--model_name_or_path Qwen/Qwen2.5-7B --per_device_train_batch_size 2\n",
                     "run.sh"));
        expectFields(read, {{"parallel.gpus", "2"}});
        // the environment of the launch itself stays its own
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0,1,2 \\\nllamafactory-cli train --model_name_or_path Qwen/Qwen3-8B "
                     "--per_device_train_batch_size 2\n",
                     "one.sh"));
        expectFields(read, {{"parallel.gpus", "3"}});
    }

    // PESC Qwen2.5-7B-Instruct-sft-zh.sh: `swift sft --train_type lora --lora_rank 8` states no
    // dropout; OpenRLHF's default of 0 is its trainers' own (ms-swift's is 0.05).
    void openRlhfLoraDefaultsStayItsOwn()
    {
        Reading read;
        QVERIFY(read("CUDA_VISIBLE_DEVICES=0 \\\nswift sft --model Qwen/Qwen2.5-7B-Instruct --train_type lora --lora_rank 8 \\\n"
                     "  --per_device_train_batch_size 1 --max_length 4096\n",
                     "sft.sh"));
        QVERIFY(!read.c.setup.isStated("run.lora_dropout"));
        QVERIFY(read("deepspeed --module openrlhf.cli.train_sft --pretrain Qwen/Qwen2.5-7B --lora_rank 16 "
                     "--micro_train_batch_size 2\n",
                     "sft.sh"));
        expectFields(read, {{"run.lora_dropout", "0"}, {"run.lora_targets", "all-linear"}});
        // LLaVA's --lora_enable (and Qwen2-VL-Finetune's) wraps every linear layer: no --pretrain, no OpenRLHF
        QVERIFY(read("deepspeed src/train/train_sft.py --model_id Qwen/Qwen2-VL-7B-Instruct --lora_enable True "
                     "--lora_rank 64 --lora_dropout 0.05 --per_device_train_batch_size 4\n",
                     "finetune_lora.sh"));
        QCOMPARE(read.value("run.lora_targets"), QStringLiteral("all-linear"));
        // DiffSynth-Studio's peft LoRA has no dropout (the default OpenRLHF's rule gave it by chance)
        QVERIFY(read("accelerate launch examples/wanvideo/model_training/train.py --height 480 --width 832 \\\n"
                     "  --lora_base_model \"dit\" --lora_target_modules \"q,k,v,o,ffn.0,ffn.2\" --lora_rank 32\n",
                     "lora.sh"));
        QCOMPARE(read.value("run.lora_dropout"), QStringLiteral("0"));
        QVERIFY(read("python examples/unianimate_wan/train_unianimate_wan.py --task train --train_architecture lora "
                     "--lora_rank 128 --dit_path ./Wan2.1-I2V-14B-720P/diffusion_pytorch_model.safetensors\n",
                     "multi.sh"));
        QCOMPARE(read.value("run.lora_dropout"), QStringLiteral("0"));
        QVERIFY(read("python train/liutao/train_flux_lora.py --pretrained_dit_path models/FLUX/FLUX.1-dev/flux1-dev.safetensors "
                     "--height 1024 --width 1024 --lora_rank 4 --lora_alpha 8\n",
                     "train.sh"));
        QCOMPARE(read.value("run.lora_dropout"), QStringLiteral("0"));
    }

    // Malformed input: `gradient_accumulation_steps: [1,2]` was passed over in silence.
    void listWhereOneNumberGoesIsSaid()
    {
        Reading read;
        QVERIFY(read("base_model: Qwen/Qwen2.5-7B\nmicro_batch_size: 2\ngradient_accumulation_steps: [1, 2]\n", "ga.yaml"));
        QVERIFY(!read.c.setup.isStated("run.grad_accum"));
        const auto d = read.said("dialect.container_value");
        QVERIFY(d != read.d.end());
        QCOMPARE(d->line, 3);
    }

    // RL2 (`torchrun -m RL2.trainer.ppo actor.…=…`): actor.max_length_per_device is the tokens one
    // GPU holds of a packed micro batch; the actor is FSDP over the launched GPUs, LoRA by use_lora.
    void rl2CutsMicroBatchesByTokens()
    {
        Reading read;
        QVERIFY(read("torchrun \\\n    --nproc_per_node=4 \\\n    -m RL2.trainer.ppo \\\n"
                     "    train_data.prompts_per_rollout=128 \\\n    train_data.responses_per_prompt=64 \\\n"
                     "    actor.model_name=Qwen/Qwen3-4B \\\n    actor.cp_size=2 \\\n"
                     "    actor.max_length_per_device=8192 \\\n    actor.use_lora=true \\\n    actor.lora.r=16 \\\n"
                     "    rollout.train_sampling_params.max_new_tokens=8192\n",
                     "orz.sh"));
        expectFields(read, {{"model.name", "Qwen/Qwen3-4B"}, {"run.micro_batch", "1"}, {"data.seq_len", "8192"},
                            {"data.packing", "true"}, {"parallel.gpus", "4"}, {"parallel.strategy", "fsdp"},
                            {"parallel.cp", "1"}, {"run.finetune", "lora"}, {"run.lora_rank", "16"},
                            {"run.grad_checkpointing", "true"}});
    }

    // rotmmdet yoloRm_uav_bd_ddp.py: `model = dict(backbone=dict(norm_cfg=dict(type='SyncBN')))`
    // (the detector itself in a _base_ file not at hand): a layer's type is no model.
    void layerConfigTypeIsNoModel()
    {
        QVERIFY(!isModelKey("model.backbone.norm_cfg.type"));
        QVERIFY(!isModelKey("model.neck.type"));
        QVERIFY(!isModelKey("model.roi_head.bbox_head.loss_cls.type"));
        QVERIFY(isModelKey("model.backbone.type"));
        QVERIFY(isModelKey("model.type"));
    }

    // UniAnimate-DiT train_lora_multi.sh: `--dit_path "A/…-00001-of-00007.safetensors,A/…-00002-…"`
    // lists one checkpoint's shards; the folder names the model.
    void shardListNamesItsFolder()
    {
        const std::string shards = "./Wan2.1-T2V-14B/diffusion_pytorch_model-00001-of-00006.safetensors,"
                                   "./Wan2.1-T2V-14B/diffusion_pytorch_model-00002-of-00006.safetensors";
        const ModelMatch m = matchModelName(shards, test::catalog());
        QVERIFY(m.found());
        QCOMPARE(QString::fromStdString(m.preset->id), QStringLiteral("wan2.1-t2v-14b"));
        QVERIFY(!namesOnlyACheckpoint(shards));
        QVERIFY(!namesOnlyACheckpoint("./Wan2.1-I2V-14B-720P/diffusion_pytorch_model.safetensors"));
        QVERIFY(namesOnlyACheckpoint("../epoch-20.pt"));
        QVERIFY(namesOnlyACheckpoint("output/checkpoint-500/model.safetensors"));
    }

    // kohya-docker start_training.sh: `sdxl_train.py --pretrained_model_name_or_path=
    // "${PRETRAINED_MODEL_NAME_OR_PATH}"`: the SDXL trainer builds SDXL's UNet whatever it loads.
    void kohyaSdxlTrainerIsSdxl()
    {
        Reading read;
        QVERIFY(read("accelerate launch --num_cpu_threads_per_process=2 \"./sdxl_train.py\" \\\n"
                     "    --pretrained_model_name_or_path=\"${PRETRAINED_MODEL_NAME_OR_PATH}\" \\\n"
                     "    --train_batch_size=\"4\" --mixed_precision=\"bf16\" --resolution=\"1024,1024\"\n",
                     "start.sh"));
        expectFields(read, {{"model.name", "sdxl-unet"}, {"run.micro_batch", "4"}});
        QVERIFY(read("accelerate launch sdxl_train_network.py --pretrained_model_name_or_path=/m/animeboysxl_v20.safetensors "
                     "--network_module=networks.lora --train_batch_size=2\n",
                     "lora.sh"));
        QCOMPARE(read.value("model.name"), QStringLiteral("sdxl-unet"));
    }
};

QTEST_GUILESS_MAIN(TestRedTeamEleven)
#include "tst_red_team_eleven.moc"
