// What a tenth red team of real configs found misread (2026-11-30): RL trainers that cut micro
// batches by tokens (AReaL, slime), keep the trained model's settings in one worker's section
// (SkyRL, ROLL), and names other trainers give (MaxText, PaddlePaddle, Megatron-Bridge, diffusion
// LoRA targets, big_vision's `if runlocal:`). Each case is cut down to the lines that matter.

#include "heldout.h"

#include "modelmath.h"

#include <string>

using namespace headroom;
using headroom::testing::Reading;
using headroom::testing::expectFields;

class TestRedTeamTen : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // AReaL: the actor's micro batches hold max_tokens_per_mb tokens, packed; the dataset's
    // batch_size counts a step's prompts; allocation_mode's `+d4p1t1` is the trainer's 4 GPUs of
    // the node's 8 (the others run the inference engine).
    void arealCutsMicroBatchesByTokens()
    {
        Reading read;
        QVERIFY(read("allocation_mode: sglang:d4p1t1+d4p1t1\ncluster:\n  n_nodes: 1\n  n_gpus_per_node: 8\n"
                     "gconfig:\n  n_samples: 8\n  max_new_tokens: 2048\n"
                     "actor:\n  path: Qwen/Qwen2.5-1.5B\n  dtype: bfloat16\n  gradient_checkpointing: true\n"
                     "  mb_spec:\n    max_tokens_per_mb: 16384\n"
                     "train_dataset:\n  batch_size: 512\n  max_length: 512\n",
                     "grpo.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("areal"));
        expectFields(read, {{"run.micro_batch", "1"}, {"data.seq_len", "16384"}, {"data.packing", "true"},
                            {"parallel.gpus", "4"}, {"model.name", "Qwen/Qwen2.5-1.5B"},
                            {"run.grad_checkpointing", "true"}});
    }

    // slime (Megatron under Ray): --use-dynamic-batch-size packs --max-tokens-per-gpu tokens into
    // each micro batch; the global batch stays over all GPUs.
    void slimeDynamicBatchIsATokenBudget()
    {
        Reading read;
        QVERIFY(read("python3 train.py --actor-num-nodes 1 --actor-num-gpus-per-node 4 \\\n"
                     "  --hf-checkpoint /ckpt/Qwen3-1.7B --tensor-model-parallel-size 1 --global-batch-size 64 \\\n"
                     "  --use-dynamic-batch-size --max-tokens-per-gpu 6144 --rollout-max-response-len 4096\n",
                     "run.sh"));
        expectFields(read, {{"run.micro_batch", "1"}, {"data.seq_len", "6144"}, {"data.packing", "true"},
                            {"run.global_batch", "64"}});
        // without the switch, --max-tokens-per-gpu says nothing of the micro batch
        QVERIFY(read("python3 train.py --actor-num-gpus-per-node 4 --micro-batch-size 2 --max-tokens-per-gpu 6144 "
                     "--tensor-model-parallel-size 1\n",
                     "fixed.sh"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
    }

    // SkyRL's Hydra overrides on its launch line: the policy's model path, its per-GPU micro
    // batch (not train_batch_size, a step's prompts), the GPUs `: "${NUM_GPUS:=2}"` defaults.
    void skyrlOverridesNameThePolicy()
    {
        Reading read;
        QVERIFY(read(": \"${NUM_GPUS:=2}\"\n"
                     "uv run --isolated -m skyrl_train.entrypoints.main_base \\\n"
                     "  trainer.policy.model.path=\"Qwen/Qwen2.5-0.5B-Instruct\" \\\n"
                     "  trainer.strategy=fsdp2 trainer.placement.colocate_all=true \\\n"
                     "  trainer.placement.policy_num_gpus_per_node=$NUM_GPUS \\\n"
                     "  trainer.train_batch_size=512 trainer.policy_mini_batch_size=128 \\\n"
                     "  trainer.micro_train_batch_size_per_gpu=8 trainer.max_prompt_length=256 \\\n"
                     "  generator.sampling_params.max_generate_length=768 \\\n"
                     "  generator.inference_engine.gpu_memory_utilization=0.6\n",
                     "run.sh"));
        expectFields(read, {{"model.name", "Qwen/Qwen2.5-0.5B-Instruct"}, {"run.micro_batch", "8"},
                            {"parallel.gpus", "2"}, {"data.seq_len", "1024"}, {"parallel.strategy", "fsdp"},
                            {"run.rollout_memory_fraction", "0.6"}});
    }

    // ROLL: only actor_train trains, on the GPUs its device_mapping lists (a Python list in a
    // string, or list(range(…))); a sequence is prompt_length + response_length.
    void rollTrainsOnTheActorsDevices()
    {
        Reading read;
        QVERIFY(read("num_gpus_per_node: 8\nrollout_batch_size: 64\nprompt_length: 2048\nresponse_length: 1024\n"
                     "num_return_sequences_in_group: 4\npretrain: Qwen/Qwen2.5-7B\n"
                     "actor_train:\n  model_args:\n    dtype: bf16\n    disable_gradient_checkpointing: false\n"
                     "  training_args:\n    per_device_train_batch_size: 1\n    gradient_accumulation_steps: 32\n"
                     "  strategy_args:\n    strategy_name: megatron_train\n  device_mapping: list(range(0,6))\n"
                     "actor_infer:\n  device_mapping: \"[6, 7]\"\n  infer_batch_size: 16\n",
                     "rlvr.yaml"));
        QCOMPARE(QString::fromStdString(read.c.dialect), QStringLiteral("roll"));
        expectFields(read, {{"parallel.gpus", "6"}, {"data.seq_len", "3072"}, {"run.micro_batch", "1"},
                            {"run.grad_accum", "32"}, {"run.grad_checkpointing", "true"},
                            {"parallel.strategy", "zero1"}});
        QVERIFY(read("pretrain: Qwen/Qwen2.5-7B\nprompt_length: 512\nresponse_length: 512\n"
                     "actor_train:\n  training_args:\n    per_device_train_batch_size: 2\n"
                     "  strategy_args:\n    strategy_name: deepspeed_train\n  device_mapping: \"[0, 1, 2, 3]\"\n"
                     "actor_infer:\n  device_mapping: \"[4]\"\n",
                     "ds.yaml"));
        QCOMPARE(read.value("parallel.gpus"), QStringLiteral("4"));
        // (deepspeed_train's stage is its preset's: not a strategy value of its own, and not said as one)
        QVERIFY(read.said("dialect.unmapped_value") == read.d.end());
    }

    // MaxText's max_target_length is the training sequence; beside HF's max_source_length it is
    // only the labels' side.
    void maxTargetLengthIsTheSequence()
    {
        Reading read;
        QVERIFY(read("base_config: base.yml\nmodel_name: llama3-8b\nper_device_batch_size: 2\nmax_target_length: 8192\n",
                     "maxtext.yml"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("8192"));
        QVERIFY(read("model_name_or_path: t5-small\nmax_source_length: 1024\nmax_target_length: 128\n"
                     "per_device_train_batch_size: 8\n",
                     "seq2seq.yaml"));
        QCOMPARE(read.value("data.seq_len"), QStringLiteral("1024"));
    }

    // PaddlePaddle's `AMP: {level: O2}` is fp16 training.
    void paddleAmpLevel()
    {
        Reading read;
        QVERIFY(read("Global:\n  epochs: 10\nAMP:\n  scale_loss: 128.0\n  level: O2\nArch:\n  name: ResNet50\n"
                     "DataLoader:\n  Train:\n    sampler:\n      batch_size: 32\n",
                     "r50.yaml"));
        QCOMPARE(read.value("run.precision"), QStringLiteral("fp16-mixed"));
    }

    // Megatron-Bridge's own FSDP: dist.use_megatron_fsdp, and what it shards in
    // ddp.data_parallel_sharding_strategy.
    void megatronFsdpShards()
    {
        Reading read;
        QVERIFY(read("model:\n  seq_length: 2048\ntrain:\n  micro_batch_size: 1\n  global_batch_size: 16\n"
                     "dist:\n  use_megatron_fsdp: true\nddp:\n  data_parallel_sharding_strategy: optim_grads_params\n"
                     "optimizer:\n  lr: 0.0003\n  min_lr: 0.00003\n",
                     "override.yaml"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("fsdp"));
        // an optimizer section of settings is no misplaced value
        QVERIFY(read.said("dialect.container_value") == read.d.end());
        QVERIFY(read("train:\n  micro_batch_size: 1\nddp:\n  data_parallel_sharding_strategy: optim_grads\n",
                     "zero2.yaml"));
        QCOMPARE(read.value("parallel.strategy"), QStringLiteral("zero2"));
    }

    // big_vision's get_config(runlocal=False): what `if runlocal:` sets is not the run's.
    void branchOnAFalseDefaultIsSkipped()
    {
        Reading read;
        QVERIFY(read("import ml_collections\n\ndef get_config(debug=False):\n  c = ml_collections.ConfigDict()\n"
                     "  c.input = dict()\n  c.input.batch_size = 256\n  if debug:\n    c.input.batch_size = 4\n"
                     "  if not debug:\n    c.num_workers = 6\n  return c\n",
                     "cfg.py"));
        expectFields(read, {{"run.micro_batch", "256"}, {"loader.workers", "6"}});
        // a default of True takes the branch
        QVERIFY(read("import ml_collections\n\ndef get_config(smoke=True):\n  c = ml_collections.ConfigDict()\n"
                     "  c.batch_size = 64\n  if smoke:\n    c.batch_size = 2\n  return c\n",
                     "smoke.py"));
        QCOMPARE(read.value("run.micro_batch"), QStringLiteral("2"));
    }

    // LoRA targets as diffusion trainers name them: diffusers' to_q … to_out.0 (in a regex too),
    // Wan's Sequential MLP ffn.0 / ffn.2.
    void diffusionLoraTargets()
    {
        std::vector<std::string> unknown;
        QCOMPARE(parseLoraTargets({"blocks.*(to_q|to_k|to_v|to_out.0)"}, &unknown), kLoraQ | kLoraK | kLoraV | kLoraO);
        QVERIFY(unknown.empty());
        QCOMPARE(parseLoraTargets({"q", "ffn.0", "ffn.2"}, &unknown), kLoraQ | kLoraUp | kLoraDown);
        QVERIFY(unknown.empty());
        QCOMPARE(parseLoraTargets({"attn1.to_out.0", "ff.net.2"}, &unknown), kLoraO | kLoraDown);
        QVERIFY(unknown.empty());
        // an index after a module that is no MLP is still no target
        QCOMPARE(parseLoraTargets({"layers.3"}, &unknown), kLoraQ | kLoraV);
        QCOMPARE(unknown.size(), size_t(1));
    }
};

QTEST_GUILESS_MAIN(TestRedTeamTen)
#include "tst_red_team_ten.moc"
