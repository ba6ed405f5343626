// The VRAM estimator, component by component and coefficient by coefficient. Every setup is
// built by hand (tests/core/fixtures.h) and every coefficient is set to a round number
// (roundCoefficients), so each expected value is arithmetic shown in the comment beside it.
//
// Shorthand in the comments: P parameters, T trainable parameters, W world size (GPUs × nodes),
// a activation bytes (2 for 16-bit compute, 4 for fp32), h hidden, q/kv attention widths,
// f ffn width, s tokens per sample, mb micro batch.
//
// This file: Parallelism: DDP, FSDP, ZeRO, offload.

#include "fixtures.h"
#include "modelmath.h"

#include <QtTest>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimateParallel : public QObject {
    Q_OBJECT
private slots:
    void sharding_data();
    void sharding();
    void hybridShardWithinNode();
    void shardingCoefficients_data();
    void shardingCoefficients();
    void zeroBucketsFollowPrecision();
    void zeroFp32PartitionOnlyAtTheStep();
    void zero3StepsOneSubGroupAtATime();
    void megatronFp32MainGrads();
    void offload();
    void tensorAndPipelineParallel();
    void sequenceAndContextParallel();
    void offloadedFp32GradientsLeaveTheGpu();
    void expertParallelism();
    void offloadedParamsNeverNegative();
};

void TestEstimateParallel::sharding_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("master");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("optimizer");
    QTest::addColumn<double>("comm");
    // P = T = 1e9, AdamW. Unsharded bf16-mixed: weights (autocast's 16-bit casts) 2e9, master
    // 4e9, grads 4e9, Adam 8e9. No activations: the casts are there at the start of backward
    // (2e9), the gradients at its end (4e9); the end is the peak, and the casts are gone by
    // then: weights 0 under DDP and FSDP (ZeRO's 16-bit parameters are no cache: they stay).
    // No architecture: one "layer" is P / 20 = 5e7 parameters.
    // DDP over 4 GPUs: gradient buckets hold a second copy of the gradients
    // (ddp_grad_copy 1): comm = 4e9.
    QTest::newRow("ddp x4") << "ddp" << "bf16-mixed" << 4 << 1 << 0.0 << 4e9 << 4e9 << 8e9 << 4e9;
    // DDP on one GPU has nothing to all-reduce: comm 0.
    QTest::newRow("ddp x1") << "ddp" << "bf16-mixed" << 1 << 1 << 0.0 << 4e9 << 4e9 << 8e9 << 0.0;
    // FSDP over 4: everything / 4: casts 5e8 (gone at the peak, as above), master 1e9, grads
    // 1e9, Adam 2e9; comm: the gathered layers, fsdp_prefetch_layers 2 × 5e7 × 2 B = 2e8, plus
    // one layer's unsharded gradients 5e7 × 4 B = 2e8 → 4e8.
    QTest::newRow("fsdp x4") << "fsdp" << "bf16-mixed" << 4 << 1 << 0.0 << 1e9 << 1e9 << 2e9 << 4e8;
    // FSDP fp32: weights 4e9 / 4 = 1e9, grads 1e9, Adam 2e9; gathered 2 × 5e7 × 4 B = 4e8
    // + gradients 2e8 → 6e8.
    QTest::newRow("fsdp x4 fp32") << "fsdp" << "fp32" << 4 << 1 << 1e9 << 0.0 << 1e9 << 2e9 << 6e8;
    // ZeRO-1 over 4 (DeepSpeed mixed precision: 16-bit parameters and gradients, fp32 master
    // and states sharded): weights 2 B × 1e9 = 2e9; master 4e9 / 4 = 1e9; Adam 8e9 / 4 = 2e9;
    // gradients 2 B × 1e9 = 2e9 plus the fp32 partition 4 B × 1e9 / 4 = 1e9 → 3e9;
    // comm: the reduce bucket, min(zero_reduce_bucket 5e8, T) × 2 B = 1e9. The fp32 partition
    // is made by step() (stage_1_and_2.py casts the 16-bit one), so with no activations the
    // step is the peak, and these are its figures.
    QTest::newRow("zero1 x4") << "zero1" << "bf16-mixed" << 4 << 1 << 2e9 << 1e9 << 3e9 << 2e9 << 1e9;
    // ZeRO-2: gradients sharded too: 2e9 / 4 = 5e8 + 1e9 = 1.5e9.
    QTest::newRow("zero2 x4") << "zero2" << "bf16-mixed" << 4 << 1 << 2e9 << 1e9 << 1.5e9 << 2e9 << 1e9;
    // The same world size from 2 GPUs × 2 nodes.
    QTest::newRow("zero2 2x2") << "zero2" << "bf16-mixed" << 2 << 2 << 2e9 << 1e9 << 1.5e9 << 2e9 << 1e9;
    // ZeRO-3: parameters sharded too: 2e9 / 4 = 5e8; comm: live parameters
    // min(zero3_live_params 1e9, 2 layers × 5e7 = 1e8) × 2 B = 2e8, plus the prefetch bucket
    // 5e7 × 2 B = 1e8 → 3e8.
    QTest::newRow("zero3 x4") << "zero3" << "bf16-mixed" << 4 << 1 << 5e8 << 1e9 << 1.5e9 << 2e9 << 3e8;
    // ZeRO-2 in bf16-true (no master; gradients in 2 B, sharded: 5e8; states kept in fp32
    // under ZeRO, 8e9 / 4 = 2e9).
    QTest::newRow("zero2 x4 bf16-true") << "zero2" << "bf16-true" << 4 << 1 << 2e9 << 0.0 << 5e8 << 2e9 << 1e9;
}

void TestEstimateParallel::sharding()
{
    QFETCH(QString, strategy);
    QFETCH(QString, precision);
    QFETCH(int, gpus);
    QFETCH(int, nodes);
    QFETCH(double, weights);
    QFETCH(double, master);
    QFETCH(double, grads);
    QFETCH(double, optimizer);
    QFETCH(double, comm);
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.strategy = en<Strategy>(strategy.toStdString());
    x.s().parallel.gpus = gpus;
    x.s().parallel.nodes = nodes;
    x.s().run.precision = en<Precision>(precision.toStdString());
    const MemoryReport rep = x.run(roundCoefficients());
    const bool fp32Partition = strategy.startsWith(QLatin1String("zero")) && precision.endsWith(QLatin1String("-mixed"));
    QCOMPARE(rep.phase, fp32Partition ? PeakPhase::OptimizerStep : PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Weights), weights);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), master);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), grads);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), optimizer);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), comm);
}

void TestEstimateParallel::shardingCoefficients_data()
{
    QTest::addColumn<QString>("strategy");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<QString>("coefficient");
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("comm");
    // P = T = 1e9 bf16-mixed over 4 GPUs (as in sharding), one coefficient changed.
    // ddp_grad_copy 0.5 (gradient_as_bucket_view shares half): 4e9 × 0.5 = 2e9.
    QTest::newRow("ddp_grad_copy") << "ddp" << "full" << "ddp_grad_copy" << 0.5 << 2e9;
    // fsdp_prefetch_layers 1: 1 × 5e7 × 2 B = 1e8 + gradients 2e8 = 3e8.
    QTest::newRow("fsdp_prefetch_layers") << "fsdp" << "full" << "fsdp_prefetch_layers" << 1.0 << 3e8;
    // FSDP with LoRA (model not fully trained; P = 1e9 with T = 1e6): no unsharded layer
    // gradients, only the gathered layers: 2 × (1e9 / 20) × 2 B = 2e8.
    QTest::newRow("fsdp lora") << "fsdp" << "lora" << "fsdp_prefetch_layers" << 2.0 << 2e8;
    // zero_reduce_bucket 2e9 > T: the bucket is capped by T: 1e9 × 2 B = 2e9.
    QTest::newRow("zero_reduce_bucket capped") << "zero2" << "full" << "zero_reduce_bucket" << 2e9 << 2e9;
    // zero_reduce_bucket 1e8: 1e8 × 2 B = 2e8 (ZeRO-1 too).
    QTest::newRow("zero_reduce_bucket zero1") << "zero1" << "full" << "zero_reduce_bucket" << 1e8 << 2e8;
    // zero3_live_params 4e7 < 2 layers (1e8): 4e7 × 2 B = 8e7 + prefetch bucket 1e8 = 1.8e8.
    QTest::newRow("zero3_live_params") << "zero3" << "full" << "zero3_live_params" << 4e7 << 1.8e8;
    // zero3_prefetch_bucket 2e8: 2e8 (live) + 2e8 × 2 B = 6e8.
    QTest::newRow("zero3_prefetch_bucket") << "zero3" << "full" << "zero3_prefetch_bucket" << 2e8 << 6e8;
}

void TestEstimateParallel::shardingCoefficients()
{
    QFETCH(QString, strategy);
    QFETCH(QString, finetune);
    QFETCH(QString, coefficient);
    QFETCH(double, value);
    QFETCH(double, comm);
    Coefficients c = roundCoefficients();
    if (coefficient == "ddp_grad_copy") c.ddpGradCopy = value;
    else if (coefficient == "fsdp_prefetch_layers") c.fsdpPrefetchLayers = value;
    else if (coefficient == "zero_reduce_bucket") c.zeroReduceBucket = value;
    else if (coefficient == "zero3_live_params") c.zero3LiveParams = value;
    else if (coefficient == "zero3_prefetch_bucket") c.zero3PrefetchBucket = value;
    else QFAIL("unknown coefficient");
    Synthetic x = paramsOnly(1e9);
    if (finetune == "lora") {
        x.s().run.finetune = Finetune::Lora;
        x.s().model.trainableParams = 1e6;
    }
    x.s().parallel.strategy = en<Strategy>(strategy.toStdString());
    x.s().parallel.gpus = 4;
    const MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), comm);
}

void TestEstimateParallel::zeroBucketsFollowPrecision()
{
    // ZeRO-2 in fp32 reduces fp32 gradients: the reduce bucket holds min(5e8, 1e9) × 4 B = 2e9
    // (FSDP's gathered layers already follow the precision: 4 B in fp32, see sharding).
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.strategy = Strategy::Zero2;
    x.s().parallel.gpus = 4;
    x.s().run.precision = Precision::Fp32;
    const MemoryReport rep = x.run(roundCoefficients());
    // The gradients themselves are right: 4 B × 1e9 / 4 = 1e9.
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 1e9);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), 2e9);
}

// DeepSpeed's ZeRO-1/2 under bf16-mixed keep 16-bit gradients through backward; step() casts
// this rank's partition to fp32 for the master update, after the activations are gone. With 5e9
// of activations a sample (profiled, micro batch 1) and 2 accumulation steps (the gradients are
// there through the second backward) the forward/backward is the peak, and its gradients are the
// 16-bit partition alone: ZeRO-2 over 4, 2 B × 1e9 / 4 = 5e8 (not + 1e9).
void TestEstimateParallel::zeroFp32PartitionOnlyAtTheStep()
{
    Synthetic x = profiled(ModelKind::Cnn, 1e9, 5e9);
    x.s().parallel.strategy = Strategy::Zero2;
    x.s().parallel.gpus = 4;
    x.s().run.precision = Precision::Bf16Mixed;
    x.s().run.gradAccum = 2;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 5e8);
}

// ZeRO-3's step() makes the fp32 gradient of one sub-group of this rank's partition at a time
// and frees it after that sub-group's update (stage3.py, sub_group_size). P = T = 1e9, bf16-mixed,
// 4 GPUs, no activations (the step is the peak): the 16-bit partition 2 B x 1e9 / 4 = 5e8, plus
// the fp32 gradient of min(partition 2.5e8, sub-group 1e8) = 1e8 elements x 4 B = 4e8 -> 9e8
// (the whole partition's, 1e9, with a sub-group larger than it: 1.5e9, the zero3 x4 row above).
void TestEstimateParallel::zero3StepsOneSubGroupAtATime()
{
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.strategy = Strategy::Zero3;
    x.s().parallel.gpus = 4;
    x.s().run.precision = Precision::Bf16Mixed;
    Coefficients c = roundCoefficients();
    c.zero3SubGroup = 1e8;
    const MemoryReport rep = x.run(c);
    QCOMPARE(rep.phase, PeakPhase::OptimizerStep);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 9e8);
}

// Megatron's distributed optimizer under --bf16 (run.fp32_grads): bf16 weights, a full fp32
// main_grad buffer (not sharded: each rank reduce-scatters into its own full buffer), fp32 master
// and Adam states sharded over the data-parallel ranks, and no cast at the step (the optimizer
// reads its shard of main_grad). P = T = 1e9 over 4: gradients 4 B x 1e9 = 4e9, where ZeRO-1's
// are 2 B x 1e9 = 2e9 plus, at the step, the 1e9 fp32 partition (the zero1 x4 row: 3e9).
void TestEstimateParallel::megatronFp32MainGrads()
{
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.strategy = Strategy::Zero1;
    x.s().parallel.gpus = 4;
    x.s().run.precision = Precision::Bf16Mixed;
    x.s().run.fp32Grads = true;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 4e9);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 1e9);
}

void TestEstimateParallel::offload()
{
    // P = T = 1e9, bf16-mixed, 4 GPUs.
    // ZeRO-2 + optimizer offload: the fp32 master and Adam states live on the host → 0 on the
    // GPU; the 16-bit parameters stay: 2e9.
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Zero2;
    x.s().parallel.offload = Offload::Optimizer;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), 1e9); // the reduce bucket stays, 5e8 × 2 B
    // Moved to the host, per GPU: Adam shard 8e9 / 4 = 2e9 + master shard 4e9 / 4 = 1e9
    // + the fp32 gradient shard CPU Adam reads, 4 B × 1e9 / 4 = 1e9 → 4e9.
    QCOMPARE_BYTES(rep.offloadedPerGpu, 4e9);
    // ZeRO-3 + parameter offload: the parameters leave too → weights 0; only the gathered
    // layers remain, comm 3e8 (see sharding "zero3 x4").
    x.s().parallel.strategy = Strategy::Zero3;
    x.s().parallel.offload = Offload::Params;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), 3e8);
    // Moved per GPU: 4e9 as above + the 16-bit parameter shard 2e9 / 4 = 5e8 → 4.5e9.
    QCOMPARE_BYTES(rep.offloadedPerGpu, 4.5e9);
    // FSDP + parameter offload: weights 0, gathered layers + one layer's gradients 4e8.
    x.s().parallel.strategy = Strategy::Fsdp;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), 4e8);
}

void TestEstimateParallel::offloadedFp32GradientsLeaveTheGpu()
{
    // ZeRO-2 bf16-mixed over 4 GPUs with the optimizer offloaded: the master update runs on the
    // CPU, so the fp32 gradient partition it reads is on the host (host RAM counts 4 B/param of
    // fp32 gradients in `offload`). Nor does the GPU keep a 16-bit gradient partition: with
    // cpu_offload DeepSpeed's copy_grads_in_partition copies each reduced bucket to the host
    // buffer and returns before it allocates grads_in_partition (stage_1_and_2.py); stage 3
    // puts grad_partitions_flat_buffer in pinned host memory. Only the reduce bucket stays
    // (comm, 5e8 × 2 B = 1e9). Gradients on the GPU: 0. (Without offload the 16-bit shard,
    // 2 B × 1e9 / 4 = 5e8, and the fp32 partition the master update reads, 4 B × 1e9 / 4 = 1e9,
    // stay: 1.5e9.)
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Zero2;
    x.s().parallel.offload = Offload::Optimizer;
    MemoryReport rep = x.run(roundCoefficients());
    // Host RAM already counts that partition (offloadedPerGpu includes 4 B × T / W = 1e9).
    QCOMPARE_BYTES(rep.offloadedPerGpu, 4e9);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), 1e9);
    x.s().parallel.strategy = Strategy::Zero3;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    x.s().parallel.offload = Offload::None;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 1.5e9);
}

void TestEstimateParallel::expertParallelism()
{
    // The tiny decoder as an MoE: 4 layers of 8 experts of width 128 (gated: 3 × 64 × 128 each),
    // routed experts E = 8 × 3 × 64 × 128 × 4 = 786,432 weights; model.params P = 276,032 − the
    // dense MLPs 3 × 64 × 128 × 4 (98,304) + E + the routers 64 × 8 × 4 (2,048) = 966,208.
    // Full fine-tune in bf16-true on 8 GPUs, ZeRO-1 (Megatron's distributed optimizer).
    Synthetic x = tinyDecoder();
    x.r.arch.experts = 8;
    x.r.arch.expertsActive = 2;
    x.r.arch.expertFfn = 128;
    const double E = 786432, P = 966208;
    QCOMPARE_BYTES(routedExpertParameters(x.r.arch), E);
    x.s().model.params = P;
    x.s().model.trainableParams = P;
    x.s().run.precision = Precision::Bf16True;
    x.s().run.gradAccum = 2;
    x.s().parallel.gpus = 8;
    x.s().parallel.strategy = Strategy::Zero1;
    const MemoryReport one = x.run(roundCoefficients());
    // EP 4: each GPU keeps a quarter of the experts: P − ¾E = 376,384 weights, 2 B each.
    x.s().parallel.ep = 4;
    const MemoryReport four = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(one, VC::Weights), 2.0 * P);
    QCOMPARE_BYTES(vram(four, VC::Weights), 2.0 * (P - 0.75 * E));
    QCOMPARE_BYTES(vram(four, VC::Gradients), 2.0 * (P - 0.75 * E)); // ZeRO-1 keeps the local gradients whole
    // The distributed optimizer shards the experts' states over the GPUs holding the same
    // experts (8 / 4 = 2), the rest over all 8: every parameter's states over the 8 GPUs,
    // as without expert parallelism.
    QCOMPARE_BYTES(vram(four, VC::Optimizer), vram(one, VC::Optimizer));
}

void TestEstimateParallel::offloadedParamsNeverNegative()
{
    // FSDP over 4, bf16-mixed, parameters offloaded, a foreach optimizer step
    // (optimizer_step_temp_states 1). With the optimizer on the CPU the step holds nothing
    // optimizer-sized on the GPU, and no component can be below zero. Forward/backward:
    // comm 4e8 + gradients 1e9 = 1.4e9 is the peak; weights 0, optimizer 0.
    Coefficients c = roundCoefficients();
    c.optimizerStepTempStates = 1;
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Fsdp;
    x.s().parallel.offload = Offload::Params;
    const MemoryReport rep = x.run(c);
    QVERIFY(vram(rep, VC::Weights) >= 0);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 0.0);
}

QTEST_APPLESS_MAIN(TestEstimateParallel)
void TestEstimateParallel::hybridShardWithinNode()
{
    // P = T = 1e9, bf16-mixed, FSDP on 4 GPUs × 2 nodes. Fully sharded over all 8: master
    // 4e9 / 8 = 5e8, Adam 8e9 / 8 = 1e9. HYBRID_SHARD shards over one node's 4 and replicates
    // across nodes: master 4e9 / 4 = 1e9, Adam 8e9 / 4 = 2e9 (the "fsdp x4" row of sharding).
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.strategy = Strategy::Fsdp;
    x.s().parallel.gpus = 4;
    x.s().parallel.nodes = 2;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 5e8);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 1e9);
    x.s().parallel.hybridShard = true;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 1e9);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 2e9);
}

#include "tst_estimate_parallel.moc"

void TestEstimateParallel::tensorAndPipelineParallel()
{
    // 8 GPUs as tensor parallel 2 x pipeline 2 x data parallel 2, ZeRO-1 (Megatron's distributed
    // optimizer), bf16-mixed, P = 1e9: each GPU holds P / (tp x pp) = 2.5e8 parameters.
    //   weights 2 B x 2.5e8 = 5e8 (ZeRO keeps 16-bit weights), master 4 B x 2.5e8 / dp 2 = 5e8,
    //   optimizer 8 B x 2.5e8 / 2 = 1e9; activations and logits / tp (sequence parallel).
    Synthetic one = paramsOnly(1e9);
    one.s().parallel.strategy = Strategy::Zero1;
    one.s().parallel.gpus = 2;
    const MemoryReport dp2 = one.run(roundCoefficients());
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.strategy = Strategy::Zero1;
    x.s().parallel.gpus = 8;
    x.s().parallel.tp = 2;
    x.s().parallel.pp = 2;
    QCOMPARE(x.s().dataParallel(), 2);
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 5e8);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 5e8);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 1e9);
    // Everything per parameter is the data-parallel-2 run's over tp x pp = 4.
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), vram(dp2, VC::Optimizer) / 4);
    // The effective batch counts data-parallel GPUs only: micro 1 x accumulation 1 x dp 2.
    QCOMPARE(x.s().effectiveBatch(), 2LL);
}

void TestEstimateParallel::sequenceAndContextParallel()
{
    // Activations of a decoder under tensor parallel 4: with sequence parallelism 1/4 of them;
    // without, Korthikanti's sbh(10 + 24/t) of 34 sbh: 10/34 + (24/34)/4 = 0.4706. Context
    // parallel 2 halves them again and the data-parallel size (8 GPUs / (tp 4 x cp 2) = 1), but
    // not the ZeRO shard group (8 / tp 4 = 2).
    Synthetic x = tinyDecoder();
    x.s().run.gradAccum = 2; // the forward/backward phase is the one shown
    const double whole = vram(x.run(roundCoefficients()), VC::Activations);
    QVERIFY(whole > 0);
    x.s().parallel.gpus = 8;
    x.s().parallel.tp = 4;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Activations), whole / 4);
    x.s().parallel.sequenceParallel = false;
    Coefficients c = roundCoefficients();
    c.tpReplicatedShare = 10.0 / 34.0;
    QCOMPARE_BYTES(vram(x.run(c), VC::Activations), whole * (10.0 / 34 + 24.0 / 34 / 4));
    x.s().parallel.sequenceParallel = true;
    x.s().parallel.cp = 2;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Activations), whole / 8);
    QCOMPARE(x.s().dataParallel(), 1);
    // Checkpointed: the one block recomputed in backward splits over the group too (it was
    // subtracted whole from the divided activations, which went below zero).
    x.s().run.gradCheckpointing = Checkpointing::Full;
    x.s().parallel.tp = 1;
    x.s().parallel.cp = 1;
    const double checkpointed = vram(x.run(roundCoefficients()), VC::Activations);
    QVERIFY(checkpointed > 0);
    x.s().parallel.tp = 4;
    x.s().parallel.cp = 2;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Activations), checkpointed / 8);
}
