// The VRAM estimator, component by component and coefficient by coefficient. Every setup is
// built by hand (tests/core/fixtures.h) and every coefficient is set to a round number
// (roundCoefficients), so each expected value is arithmetic shown in the comment beside it.
//
// This file: the mechanisms of issue 12 — where the weights live under mixed precision
// (model.dtype), paged optimizers, optimizer in backward, FSDP with frozen parameters and the
// load phase, and the error bands; one LoRA dropout per fused qkv module; the chunked loss
// under torch.compile; litgpt's QLoRA (Lightning quantizes the LM head from fp16, and the
// previous micro-batch's 4-bit matmul inputs outlive it); 4-bit constants with or without
// double quantization; the detection and segmentation loops'
// gradients alive through the forward pass; a detector's anchor assignment (GT x anchor IoU);
// block swapping; FSDP's fp32 flat parameters under mixed precision; a masked LM's head.

#include "fields.h"
#include "fixtures.h"
#include "resolve.h"

#include <QtTest>

#include <algorithm>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimateMechanisms : public QObject {
    Q_OBJECT
private slots:
    void litgptUntiesATiedHead();
    void untiedHeadCountsItsParameters();
    void recomputedBlockAfterTheLoss();
    void taskAlignedAssignmentOverTheBatch();
    void chunkedHeadAndLossWithBackwardPerChunk();
    void frozenFp32WeightsUnderAutocast_data();
    void frozenFp32WeightsUnderAutocast();
    void sixteenBitLoadTrainsInSixteenBits();
    void modelDtypeFromPrecision_data();
    void modelDtypeFromPrecision();
    void pagedOptimizerFitsOnTheGpu();
    void pagedOptimizerEvictedToHost();
    void optimizerInBackward();
    void optimizerInBackwardWarnsOnAccumulation();
    void shardingWithoutAGpuCountIsSaid();
    void frozenVisionTower();
    void gpuCountFromTheBatchArithmetic();
    void fsdpFrozenSharding();
    void fullLoadPhase();
    void fsdpNoSyncAccumulation();
    void fsdpNoSyncLoraUnitGradients();
    void fsdpNoSyncIsAnAssumption();
    void bandsPerComponent();
    void bandCrossingCapacityIsTight();
    void fusedQkvAdapterDropsOnce_data();
    void fusedQkvAdapterDropsOnce();
    void chunkedCompiledLoss();
    void fusedLinearCrossEntropy();
    void preferencePairsAndReference();
    void lightningQloraQuantizesHead();
    void doubleQuantChoice();
    void litgptQloraKeepsPreviousInputs();
    void detectionGradientsThroughForward();
    void detectionAnchorAssignment();
    void colocatedRolloutEngine();
    void optimizerOffloadWithoutZero();
    void gradientsThroughForward();
    void swappedBlocksLeaveTheGpu();
    void fsdpMixedUpcastsTrainableWeights();
    void maskedLmHeadScoresEveryPosition();
};

void TestEstimateMechanisms::frozenFp32WeightsUnderAutocast_data()
{
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<QString>("checkpointing");
    QTest::addColumn<double>("weights");
    QTest::addColumn<QString>("strategy");
    // The tiny decoder with LoRA r8 on q, v (T = 7,168), bf16-mixed. Trainable adapters under
    // autocast: their 16-bit casts 2 B × 7,168 = 14,336 (master 4 B × T apart).
    // Loaded in bf16: frozen base 276,032 × 2 B = 552,064 → weights 566,400.
    QTest::newRow("bf16") << "bf16" << "false" << 566400.0 << "single";
    // Loaded in fp32: the base stays fp32, 276,032 × 4 B = 1,104,128, and each block linear's
    // 16-bit cast is saved for backward: 2 B × 147,456 = 294,912 → 1,104,128 + 14,336
    // + 294,912 = 1,413,376.
    QTest::newRow("fp32") << "fp32" << "false" << 1413376.0 << "single";
    // Full checkpointing keeps the saved casts of one layer of 4: 294,912 / 4 = 73,728
    // → 1,104,128 + 14,336 + 73,728 = 1,192,192.
    QTest::newRow("fp32 checkpointed") << "fp32" << "full" << 1192192.0 << "single";
    // Selective (keep 0.5) keeps half the layers plus the one recomputed: (0.5 + 0.25)
    // × 294,912 = 221,184 → 1,104,128 + 14,336 + 221,184 = 1,339,648.
    QTest::newRow("fp32 selective") << "fp32" << "selective" << 1339648.0 << "single";
    // Under DeepSpeed (ZeRO-2, bf16 enabled) the engine casts the whole module to bf16 before it
    // moves to the GPU (module.bfloat16()), and nothing runs under autocast: loaded in fp32, the
    // frozen base is 276,032 × 2 B = 552,064, no saved casts, adapters' 16-bit working copies
    // 14,336 (their fp32 master in the optimizer, 28,672) → 566,400, as loaded in bf16.
    QTest::newRow("fp32 under ZeRO-2") << "fp32" << "false" << 566400.0 << "zero2";
}

void TestEstimateMechanisms::frozenFp32WeightsUnderAutocast()
{
    QFETCH(QString, dtype);
    QFETCH(QString, checkpointing);
    QFETCH(double, weights);
    QFETCH(QString, strategy);
    Synthetic x = tinyLora();
    QVERIFY(!setField(x.s(), "parallel.strategy", strategy.toStdString(), Source{}));
    QVERIFY(!setField(x.s(), "model.dtype", dtype.toStdString(), Source{}));
    QVERIFY(!setField(x.s(), "run.grad_checkpointing", checkpointing.toStdString(), Source{}));
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Weights), weights);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 4 * kTinyLoraQV8); // 28,672 either way
}

void TestEstimateMechanisms::sixteenBitLoadTrainsInSixteenBits()
{
    // A full fine-tune loaded in bf16 under bf16-mixed trains its 16-bit weights directly:
    // P = T = 1e9, weights 2 B = 2e9, no master, gradients 2 B = 2e9, AdamW states 2 × 2 B
    // = 4e9 (torch keeps them in the parameter's dtype) — as bf16-true.
    Synthetic x = paramsOnly(1e9);
    x.s().model.dtype = "bf16";
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 4e9);
    // Under ZeRO, DeepSpeed keeps its own fp32 master whatever the load dtype: W = 1 here,
    // master 4 B × 1e9 = 4e9.
    x.s().parallel.strategy = Strategy::Zero2;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 4e9);
}

void TestEstimateMechanisms::modelDtypeFromPrecision_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<int>("kind"); // Source::Kind
    // *-true and fp32 state the dtype; *-mixed leaves it to the loader: fp32 unless the
    // script asks for 16 bits, shown as an assumption (a default).
    QTest::newRow("bf16-true") << "bf16-true" << "bf16" << int(Source::Kind::Derived);
    QTest::newRow("fp16-true") << "fp16-true" << "fp16" << int(Source::Kind::Derived);
    QTest::newRow("fp32") << "fp32" << "fp32" << int(Source::Kind::Derived);
    QTest::newRow("bf16-mixed") << "bf16-mixed" << "fp32" << int(Source::Kind::Default);
    QTest::newRow("fp16-mixed") << "fp16-mixed" << "fp32" << int(Source::Kind::Default);
}

void TestEstimateMechanisms::modelDtypeFromPrecision()
{
    QFETCH(QString, precision);
    QFETCH(QString, dtype);
    QFETCH(int, kind);
    TrainingSetup in;
    QVERIFY(!setField(in, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(in, "run.precision", precision.toStdString(), Source{}));
    ResolvedSetup r;
    Diagnostics d;
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(QString::fromStdString(r.setup.model.dtype), dtype);
    QCOMPARE(int(r.setup.sources.at("model.dtype").kind), kind);
    // A stated dtype is kept.
    QVERIFY(!setField(in, "model.dtype", "torch.bfloat16", Source{}));
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(QString::fromStdString(r.setup.model.dtype), QStringLiteral("bf16"));
}

void TestEstimateMechanisms::pagedOptimizerFitsOnTheGpu()
{
    // P = T = 1e9, bf16-mixed, paged AdamW: states 8 B × 1e9 = 8e9 in unified memory, outside
    // the caching allocator. Forward/backward at the end of backward (autocast's casts, 2e9,
    // freed, the gradients all there): master 4e9 + gradients 4e9 = 8e9 allocated, reserve
    // 10 % → 8.8e9 reserved, + context 500 MiB 524,288,000 = 9,324,288,000. On 80 GiB
    // (85,899,345,920) the 8e9 fit: total 17,324,288,000.
    Synthetic x = paramsOnly(1e9);
    x.s().run.optimizer = Optimizer::PagedAdamW;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::PagedOptimizer), 8e9);
    QCOMPARE_BYTES(rep.vramAllocated, 8e9);
    QCOMPARE_BYTES(rep.vramReserved, 8.8e9);
    QCOMPARE_BYTES(rep.vramTotal, 17324288000.0);
    QCOMPARE_BYTES(rep.pagedEvicted, 0.0);
    QCOMPARE_BYTES(rep.offloadedPerGpu, 0.0);
}

void TestEstimateMechanisms::pagedOptimizerEvictedToHost()
{
    // The same on a 12 GiB card (12,884,901,888): room after 9,324,288,000 is 3,560,613,888;
    // that much stays on the GPU, the other 8e9 − 3,560,613,888 = 4,439,386,112 page out to
    // host RAM (the offload component, one process; more than loading the 2e9-byte checkpoint).
    // The card is full: total = capacity → tight.
    Synthetic x = paramsOnly(1e9);
    x.s().run.optimizer = Optimizer::PagedAdamW;
    x.gpu.memoryMib = 12288;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::PagedOptimizer), 3560613888.0);
    QCOMPARE_BYTES(rep.pagedEvicted, 4439386112.0);
    QCOMPARE_BYTES(rep.offloadedPerGpu, 4439386112.0);
    QCOMPARE_BYTES(host(rep, HostComponent::Offload), 4439386112.0);
    QCOMPARE_BYTES(rep.vramTotal, 12884901888.0);
    QCOMPARE_BYTES(rep.vramAllocated, 8e9);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Tight);
}

void TestEstimateMechanisms::optimizerInBackward()
{
    // fp32, P = T = 1e9, no architecture (20 layers assumed). Without it: weights 4e9, AdamW
    // 8e9, gradients 4e9 — the peak is 1.6e10 allocated.
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Fp32;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(rep.vramAllocated, 1.6e10);
    // Optimizer in backward: each gradient is applied and freed as it appears, so at most one
    // layer's are alive: 4e9 / 20 = 2e8; and there is no optimizer step of its own.
    // Allocated 4e9 + 8e9 + 2e8 = 1.22e10.
    x.s().run.optimizerInBackward = true;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 2e8);
    QCOMPARE_BYTES(rep.vramAllocated, 1.22e10);
    // With the tiny decoder's 4 layers: 4 B × 276,032 / 4 = 276,032 bytes of gradients, under
    // the activations, so not shown at the forward/backward peak.
    Synthetic t = tinyDecoder();
    t.s().run.precision = Precision::Fp32;
    t.s().run.optimizerInBackward = true;
    t.s().run.gradAccum = 2; // accumulating: the gradients sit beside the activations
    rep = t.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 276032.0);
}

void TestEstimateMechanisms::frozenVisionTower()
{
    // Qwen2-VL 7B, full fine-tune: 8.29e9 parameters of which the vision tower (and merger) is
    // 675,759,104. With the tower frozen (LLaMA-Factory's default) 8.29e9 - 675,759,104 =
    // 7,614,240,896 train; AdamW's two fp32 states shrink by 8 B x 675,759,104 = 5,406,072,832.
    TrainingSetup in;
    QVERIFY(!setField(in, "model.preset", "qwen2-vl-7b", Source{}));
    QVERIFY(!setField(in, "run.finetune", "full", Source{}));
    ResolvedSetup r;
    Diagnostics d;
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(r.setup.model.trainableParams, 8.29e9);
    const MemoryReport all = estimate(r, roundCoefficients());
    QVERIFY(!setField(in, "run.freeze_vision_tower", "true", Source{}));
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(r.setup.model.trainableParams, 8.29e9 - 675759104.0);
    const MemoryReport frozen = estimate(r, roundCoefficients());
    QCOMPARE_BYTES(vram(all, VC::Optimizer) - vram(frozen, VC::Optimizer), 8.0 * 675759104.0);
}

void TestEstimateMechanisms::shardingWithoutAGpuCountIsSaid()
{
    // An FSDP or ZeRO config that does not say how many GPUs (the launcher decides) is estimated
    // on one, where nothing is sharded: said, so that the count is given.
    TrainingSetup in;
    QVERIFY(!setField(in, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(in, "parallel.strategy", "fsdp", Source{}));
    ResolvedSetup r;
    Diagnostics d;
    QVERIFY(resolveSetup(in, catalog(), r, d));
    const auto warned = [&d] {
        return std::any_of(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "parallel.gpus_unstated"; });
    };
    QVERIFY(warned());
    QVERIFY(!setField(in, "parallel.gpus", "8", Source{}));
    d.clear();
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QVERIFY(!warned());
    // DDP or one GPU shards nothing: no word about it.
    TrainingSetup ddp;
    QVERIFY(!setField(ddp, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(ddp, "parallel.strategy", "ddp", Source{}));
    d.clear();
    QVERIFY(resolveSetup(ddp, catalog(), r, d));
    QVERIFY(!warned());
    // A context-parallel group of 4 gives at least 4 GPUs (LLaMA-Factory's sequence_parallel_size
    // under ZeRO-3): sharded over them, so no "for 1 GPU" word.
    TrainingSetup cp;
    QVERIFY(!setField(cp, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(cp, "parallel.strategy", "zero3", Source{}));
    QVERIFY(!setField(cp, "parallel.cp", "4", Source{}));
    d.clear();
    QVERIFY(resolveSetup(cp, catalog(), r, d));
    QCOMPARE(r.setup.parallel.gpus, 4);
    QVERIFY(!warned());
}

void TestEstimateMechanisms::gpuCountFromTheBatchArithmetic()
{
    // DeepSpeed refuses a config whose train_batch_size is not micro × accumulation × GPUs: with
    // all three batch numbers in the file and no GPU count, 256 / (8 × 4) = 8 GPUs, said.
    Source file;
    file.kind = Source::Kind::File;
    file.file = "ds.json";
    TrainingSetup in;
    QVERIFY(!setField(in, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(in, "parallel.strategy", "zero2", file));
    QVERIFY(!setField(in, "run.micro_batch", "8", file));
    QVERIFY(!setField(in, "run.grad_accum", "4", file));
    QVERIFY(!setField(in, "run.global_batch", "256", file));
    ResolvedSetup r;
    Diagnostics d;
    QVERIFY(resolveSetup(in, catalog(), r, d));
    const auto said = [&d](const char *code) {
        return std::any_of(d.begin(), d.end(), [code](const Diagnostic &x) { return x.code == code; });
    };
    QCOMPARE(r.setup.parallel.gpus, 8);
    QCOMPARE(r.setup.parallel.nodes, 1);
    QVERIFY(said("parallel.gpus_from_batch"));
    QVERIFY(!said("parallel.gpus_unstated"));
    // 1024 / (8 × 4) = 32: four nodes of 8
    QVERIFY(!setField(in, "run.global_batch", "1024", file));
    d.clear();
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(r.setup.parallel.gpus, 8);
    QCOMPARE(r.setup.parallel.nodes, 4);
    // Not a whole count (100 / 32), or a count the user gave: nothing derived.
    QVERIFY(!setField(in, "run.global_batch", "100", file));
    d.clear();
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(r.setup.parallel.gpus, 1);
    QVERIFY(!said("parallel.gpus_from_batch"));
    QVERIFY(!setField(in, "run.global_batch", "256", file));
    QVERIFY(!setField(in, "parallel.gpus", "4", Source{}));
    d.clear();
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QCOMPARE(r.setup.parallel.gpus, 4);
    QVERIFY(!said("parallel.gpus_from_batch"));
}

void TestEstimateMechanisms::optimizerInBackwardWarnsOnAccumulation()
{
    TrainingSetup in;
    QVERIFY(!setField(in, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(in, "run.optimizer_in_backward", "true", Source{}));
    ResolvedSetup r;
    Diagnostics d;
    QVERIFY(resolveSetup(in, catalog(), r, d));
    auto warned = [&] {
        return std::any_of(d.begin(), d.end(),
                           [](const Diagnostic &x) { return x.code == "optimizer.in_backward_accumulation"; });
    };
    QVERIFY(!warned());
    QVERIFY(!setField(in, "run.grad_accum", "8", Source{}));
    d.clear();
    QVERIFY(resolveSetup(in, catalog(), r, d));
    QVERIFY(warned());
}

void TestEstimateMechanisms::fsdpFrozenSharding()
{
    // LoRA on the tiny decoder loaded in bf16, FSDP over 4 GPUs. Frozen 276,032 × 2 B
    // = 552,064; adapter casts 2 B × 7,168 = 14,336. Sharded: (552,064 + 14,336) / 4 = 141,600.
    Synthetic x = tinyLora();
    x.s().model.dtype = "bf16";
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Fsdp;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 141600.0);
    // Frozen parameters kept out of FSDP's flat parameters (ignored modules,
    // use_orig_params=False with mixed requires_grad) stay whole on every rank:
    // 552,064 + 14,336 / 4 = 555,648.
    x.s().parallel.shardFrozen = false;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 555648.0);
}

void TestEstimateMechanisms::fullLoadPhase()
{
    // P = T = 1e9 in bf16-true over FSDP × 8: sharded, each GPU holds weights 2e9 / 8, gradients
    // 2e9 / 8, AdamW 4e9 / 8 → 1e9 plus the gathered layers 2 × 1e9/20 × 2 B = 2e8 and one
    // layer's gradients 1e9/20 × 2 B = 1e8: 1.3e9 at the forward/backward peak.
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Bf16True;
    x.s().parallel.gpus = 8;
    x.s().parallel.strategy = Strategy::Fsdp;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(rep.vramAllocated, 1.3e9);
    // Loading the full checkpoint onto every rank before sharding: 1e9 × 2 B = 2e9 on each
    // GPU, more than training needs — the load phase is the peak, and only the weights are there.
    x.s().parallel.fullLoad = true;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::Load);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 0.0);
    QCOMPARE_BYTES(rep.vramAllocated, 2e9);
    // One GPU has nothing to shard: no load phase.
    x.s().parallel.gpus = 1;
    rep = x.run(roundCoefficients());
    QVERIFY(rep.phase != PeakPhase::Load);
}

void TestEstimateMechanisms::fsdpNoSyncAccumulation()
{
    // P = T = 1e9 in bf16-true over FSDP × 8, 4 micro batches a step (no activations: a model
    // known only by its count, 20 layers assumed, no root unit). Reduce-scattered every micro
    // batch, the gradients are sharded: 2e9 / 8 = 2.5e8; comm = 2 gathered layers 2 × 5e7 × 2 B
    // + one layer's gradients 5e7 × 2 B = 3e8.
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Bf16True;
    x.s().run.gradAccum = 4;
    x.s().parallel.gpus = 8;
    x.s().parallel.strategy = Strategy::Fsdp;
    const MemoryReport synced = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(synced, VC::Gradients), 2.5e8);
    QCOMPARE_BYTES(vram(synced, VC::CommBuffers), 3e8);
    // Under no_sync() every GPU keeps the whole gradients, 1e9 × 2 B = 2e9, and at the end of a
    // layer's backward its gradient twice, 2 × 5e7 × 2 B = 2e8: 2.2e9. That layer's gradient
    // leaves the comm buffers: 2e8.
    x.s().parallel.noSyncAccumulation = true;
    const MemoryReport unsynced = x.run(roundCoefficients());
    QCOMPARE(unsynced.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(unsynced, VC::Gradients), 2.2e9);
    QCOMPARE_BYTES(vram(unsynced, VC::CommBuffers), 2e8);
    QCOMPARE_BYTES(unsynced.vramAllocated - synced.vramAllocated, (2.2e9 - 2.5e8) + (2e8 - 3e8));
    // SHARD_GRAD_OP (ZeRO-2's memory) under no_sync() keeps the same full gradients: 2.2e9.
    x.s().parallel.strategy = Strategy::Zero2;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Gradients), 2.2e9);
    x.s().parallel.strategy = Strategy::Fsdp;
    // One micro batch a step: nothing to accumulate, the gradients are reduce-scattered.
    x.s().run.gradAccum = 1;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Gradients), 2.5e8);
}

void TestEstimateMechanisms::fsdpNoSyncLoraUnitGradients()
{
    // The tiny decoder (4 layers, base 276,032) with LoRA q, v r8 (T = 7,168), bf16-true, FSDP
    // over 2 GPUs, 4 micro batches under no_sync(). Root unit: embedding + untied head
    // 2 × 1000 × 64 + final norm 64 = 128,064; the blocks 276,032 − 128,064 = 147,968.
    Synthetic x = tinyLora();
    x.s().run.precision = Precision::Bf16True;
    x.s().run.gradAccum = 4;
    x.s().parallel.gpus = 2;
    x.s().parallel.strategy = Strategy::Fsdp;
    x.s().parallel.noSyncAccumulation = true;
    // Adapters in units of their own (HF's Trainer wraps them apart): only they get gradients,
    // unsharded: 7,168 × 2 B = 14,336.
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 14336.0);
    // The root stays gathered between forward and backward: the other half of 128,064 × 2 B
    // = 128,064, beside 2 gathered layers 2 × (276,032 / 4) × 2 B = 276,032 → 404,096.
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), 404096.0);
    // Adapters inside each block with use_orig_params (litgpt, Accelerate): every block's
    // weights get a gradient, (147,968 + 7,168) × 2 B = 310,272 (the activations and logits
    // outweigh one block's transient, 2 × 38,784 × 2 B = 155,136).
    x.s().parallel.unitGrads = true;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 310272.0);
    // Reduce-scattered every micro batch, those gradients are sharded: 310,272 / 2 = 155,136.
    x.s().parallel.noSyncAccumulation = false;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 155136.0);
}

void TestEstimateMechanisms::fsdpNoSyncIsAnAssumption()
{
    // FSDP with accumulation and nothing said of how: no_sync() (Accelerate's, HF's Trainer's and
    // Fabric's way) is assumed and shown as such; with LoRA, so are the blocks' gradients.
    TrainingSetup s;
    QVERIFY(!setField(s, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(s, "parallel.strategy", "fsdp", Source{}));
    QVERIFY(!setField(s, "parallel.gpus", "2", Source{}));
    QVERIFY(!setField(s, "run.grad_accum", "4", Source{}));
    QVERIFY(!setField(s, "run.finetune", "lora", Source{}));
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(s, catalog(), r, diags));
    QVERIFY(r.setup.parallel.noSyncAccumulation);
    QCOMPARE(QString::fromStdString(r.setup.sources.at("parallel.no_sync_accumulation").note), QStringLiteral("assumed"));
    QVERIFY(r.setup.parallel.unitGrads);
    // Stated otherwise (torchtune, torchtitan and Lightning's Trainer reduce-scatter each micro
    // batch), nothing is assumed of it; the blocks' gradients (sharded now) still are.
    QVERIFY(!setField(s, "parallel.no_sync_accumulation", "false", Source{}));
    QVERIFY(resolveSetup(s, catalog(), r, diags));
    QVERIFY(!r.setup.parallel.noSyncAccumulation);
    QVERIFY(r.setup.parallel.unitGrads);
    QVERIFY(!setField(s, "parallel.unit_grads", "false", Source{}));
    QVERIFY(resolveSetup(s, catalog(), r, diags));
    QVERIFY(!r.setup.parallel.unitGrads);
    // On one GPU nothing is sharded: nothing to assume.
    TrainingSetup single = s;
    QVERIFY(!setField(single, "parallel.gpus", "1", Source{}));
    single.sources.erase("parallel.no_sync_accumulation");
    single.sources.erase("parallel.unit_grads");
    QVERIFY(resolveSetup(single, catalog(), r, diags));
    QVERIFY(!r.setup.isStated("parallel.no_sync_accumulation"));
    // One micro batch a step: nothing to decide.
    TrainingSetup one;
    QVERIFY(!setField(one, "model.preset", "llama-2-7b", Source{}));
    QVERIFY(!setField(one, "parallel.strategy", "fsdp", Source{}));
    QVERIFY(!setField(one, "parallel.gpus", "2", Source{}));
    QVERIFY(resolveSetup(one, catalog(), r, diags));
    QVERIFY(!r.setup.isStated("parallel.no_sync_accumulation"));
}

// Round coefficients with bands: allocator reserve ± 50 %, CUDA context ± 30 %, activations ± 15 %.
static Coefficients bandCoefficients()
{
    Coefficients c = roundCoefficients();
    c.bandAllocatorReserve = 0.5;
    c.bandCudaContext = 0.3;
    c.bandActivations = 0.15;
    return c;
}

void TestEstimateMechanisms::bandsPerComponent()
{
    // P = T = 1e9 fp32 (weights 4e9, AdamW 8e9, gradients 4e9: arithmetic, no band), with
    // bands: allocator reserve ± 50 % of 1.6e9 = 8e8, context ± 30 % of 524,288,000
    // = 157,286,400. Band 957,286,400 around the total 1.6e10 + 1.6e9 + 524,288,000
    // = 18,124,288,000.
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Fp32;
    const MemoryReport rep = x.run(bandCoefficients());
    QCOMPARE_BYTES(rep.vramBand[size_t(VC::Weights)], 0.0);
    QCOMPARE_BYTES(rep.vramBand[size_t(VC::Optimizer)], 0.0);
    QCOMPARE_BYTES(rep.vramBand[size_t(VC::AllocatorReserve)], 8e8);
    QCOMPARE_BYTES(rep.vramBand[size_t(VC::CudaContext)], 157286400.0);
    QCOMPARE_BYTES(rep.vramTotal, 18124288000.0);
    QCOMPARE_BYTES(rep.vramBandLow, 18124288000.0 - 957286400.0);
    QCOMPARE_BYTES(rep.vramBandHigh, 18124288000.0 + 957286400.0);
}

void TestEstimateMechanisms::bandCrossingCapacityIsTight()
{
    // The same total 18,124,288,000 (band ± 957,286,400) on a 21 GB card (20,480 MiB =
    // 21,474,836,480): 84.4 % fits by the total alone, and the band's top 19,081,574,400 is
    // under the capacity → fits. On 18,000 MiB (18,874,368,000): 96 % → tight by the total.
    // On 17,500 MiB (18,350,080,000): the total is 98.8 % → tight. On 17,000 MiB
    // (17,825,792,000) the total is over: OOM, though the band's bottom 17,167,001,600 is
    // under the capacity (an estimate over the capacity stays OOM). On 16,000 MiB → OOM.
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Fp32;
    Coefficients c = bandCoefficients();
    const std::pair<int, Verdict> cases[] = {
        {20480, Verdict::Fits}, {18000, Verdict::Tight}, {17500, Verdict::Tight},
        {17000, Verdict::Oom}, {16000, Verdict::Oom}};
    for (const auto &[mib, verdict] : cases) {
        x.gpu.memoryMib = mib;
        const MemoryReport rep = x.run(c);
        QCOMPARE_VERDICT(rep.vramVerdict, verdict);
    }
    // A band that crosses a capacity the total alone would fit: widen the context band to
    // ± 400 % (2,097,152,000); the top is 18,124,288,000 + 8e8 + 2,097,152,000
    // = 21,021,440,000. On 22,000 MiB (23,068,672,000) the total is 78.6 % and the top is under
    // → fits; on 20,000 MiB (20,971,520,000) the total is 86.4 % but the top crosses → tight.
    c.bandCudaContext = 4.0;
    x.gpu.memoryMib = 22000;
    QCOMPARE_VERDICT(x.run(c).vramVerdict, Verdict::Fits);
    x.gpu.memoryMib = 20000;
    QCOMPARE_VERDICT(x.run(c).vramVerdict, Verdict::Tight);
}

void TestEstimateMechanisms::fusedQkvAdapterDropsOnce_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("targets");
    QTest::addColumn<double>("perToken");
    QTest::addColumn<double>("perTokenPerSeq");
    // Tiny decoder (h 64, bf16 weights, bf16-mixed, SDPA, micro batch 2), LoRA on q and v,
    // lora_dropout_copies 1 (a + 1 mask byte = 3 B per element of the adapters' input; the frozen
    // projections keep nothing). Separate q_proj / v_proj (PEFT on a HF decoder): two LoRA
    // modules, two dropped-out copies of the norm's output, 2 × 3 × 64 = 384:
    //   norm 1 input 256 + dropout 384 + q, k, v 384 + SDPA output and logsumexp 144
    //   + norm 2 input 256 + MLP outputs 768 = 2,192 per token;
    // and the padded batch's mask, copied per layer, 2 B per key position.
    QTest::newRow("q_proj, v_proj") << "decoder" << QStringList{"q_proj", "v_proj"} << 2192.0 << 2.0;
    // litgpt's lora_query + lora_value adapt slices of one fused attn Linear (LoRAQKVLinear:
    // one `self.lora_dropout(x)` for the module): one copy, 3 × 64 = 192 → 2,192 − 192 = 2,000.
    // litgpt's model passes SDPA no mask in training (it repeats K/V itself): no mask copy.
    QTest::newRow("litgpt query, value") << "decoder" << QStringList{"query", "value"} << 2000.0 << 0.0;
    // GPT-2 / Qwen's c_attn is one Linear for q, k and v: one copy (192) where three separate
    // adapters would keep 3 × 192 = 576: 256 + 192 + 384 + 144 + 256 + 768 = 2,000.
    QTest::newRow("c_attn") << "decoder" << QStringList{"c_attn"} << 2000.0 << 2.0;
    // An encoder's query / value (BERT, RoBERTa) are separate Linears: two copies, 2,192.
    QTest::newRow("encoder query, value") << "encoder" << QStringList{"query", "value"} << 2192.0 << 2.0;
}

void TestEstimateMechanisms::fusedQkvAdapterDropsOnce()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, targets);
    QFETCH(double, perToken);
    QFETCH(double, perTokenPerSeq);
    Synthetic x = tinyLora();
    x.s().model.kind = en<ModelKind>(kind.toStdString());
    for (const QString &t : targets)
        x.s().run.loraTargets.push_back(t.toStdString());
    x.r.loraTargets = parseLoraTargets(x.s().run.loraTargets);
    x.bind();
    const LayerActivation l = transformerLayerActivation(x.r.arch, x.r, roundCoefficients(), false, x.r.loraTargets);
    QCOMPARE_BYTES(l.perToken, perToken);
    QCOMPARE_BYTES(l.perTokenPerSeq, perTokenPerSeq);
}

void TestEstimateMechanisms::chunkedCompiledLoss()
{
    // torchtune's CEWithChunkedOutputLoss with compile: the compiled cross-entropy saves the
    // 16-bit chunks (2 B) and backward holds one chunk of 8 of fp32 gradient + 16-bit cast
    // (6 / 8 = 0.75 B): logits_bytes_per_element_chunked_compiled 2.75.
    // mb 2 × 16 tokens × vocab 1,000 = 32,000 elements × 2.75 = 88,000; uncompiled chunked
    // keeps 4 B (128,000); compiled unchunked 6 B (192,000).
    Synthetic x = tinyDecoder();
    x.s().run.gradAccum = 2; // accumulating: logits are shown whatever the gradients
    x.s().run.chunkedLoss = true;
    x.s().run.compile = true;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VramComponent::Logits), 88000.0);
    x.s().run.compile = false;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VramComponent::Logits), 128000.0);
    x.s().run.chunkedLoss = false;
    x.s().run.compile = true;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VramComponent::Logits), 192000.0);
}

void TestEstimateMechanisms::fusedLinearCrossEntropy()
{
    // Liger's fused linear cross-entropy (or Cut Cross-Entropy): no logits tensor, only the
    // head input's gradient (2 B) and one chunk of BT x H / V rows of 16-bit logits (up to 4 B)
    // per token per hidden unit: fused_loss_bytes_per_token_hidden 6.
    // mb 2 x 16 tokens x hidden 64 x 6 = 12,288, against 32,000 elements x 4 B = 128,000 chunked
    // and x 12 B = 384,000 plain. It wins over a chunked loss stated beside it.
    Synthetic x = tinyDecoder();
    x.s().run.gradAccum = 2;
    x.s().run.fusedLoss = true;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VramComponent::Logits), 2.0 * 16 * x.r.arch.hidden * 6);
    x.s().run.chunkedLoss = true;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VramComponent::Logits), 2.0 * 16 * x.r.arch.hidden * 6);
    x.s().run.fusedLoss = false;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VramComponent::Logits), 128000.0);
}

void TestEstimateMechanisms::preferencePairsAndReference()
{
    // DPO: each example is a chosen and a rejected answer in one forward, so activations and
    // logits are those of twice the micro batch; a full fine-tune also holds the reference
    // model, a frozen copy in the load dtype (bf16-true: 2 B x kTinyParams).
    Synthetic x = tinyDecoder();
    x.s().run.precision = Precision::Bf16True;
    const MemoryReport sft = x.run(roundCoefficients());
    x.s().run.objective = Objective::Dpo;
    x.s().run.referenceModel = true;
    const MemoryReport dpo = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(dpo, VramComponent::Activations), 2.0 * vram(sft, VramComponent::Activations));
    QCOMPARE_BYTES(vram(dpo, VramComponent::Logits), 2.0 * vram(sft, VramComponent::Logits));
    QCOMPARE_BYTES(vram(dpo, VramComponent::Weights), vram(sft, VramComponent::Weights) + 2.0 * kTinyParams);
    // Under ZeRO-3 over 4 GPUs the reference is sharded as the policy is: 2 B x P / 4 more.
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Zero3;
    const MemoryReport z3 = x.run(roundCoefficients());
    x.s().run.referenceModel = false; // precompute_ref_log_probs: no reference held
    const MemoryReport z3NoRef = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(z3, VramComponent::Weights) - vram(z3NoRef, VramComponent::Weights), 2.0 * kTinyParams / 4);
    // Under mixed precision the reference is still 16-bit (frozen, loaded in the compute dtype):
    // 2 B x P whatever the policy's fp32 weights.
    x.s().run.precision = Precision::Bf16Mixed;
    x.s().run.referenceModel = true;
    const MemoryReport mixedRef = x.run(roundCoefficients());
    x.s().run.referenceModel = false;
    const MemoryReport mixedNoRef = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(mixedRef, VramComponent::Weights) - vram(mixedNoRef, VramComponent::Weights), 2.0 * kTinyParams / 4);
    x.s().run.precision = Precision::Bf16True;
    // ORPO: pairs without a reference.
    x.s().parallel.gpus = 1;
    x.s().parallel.strategy = Strategy::Single;
    x.s().run.objective = Objective::Orpo;
    const MemoryReport orpo = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(orpo, VramComponent::Weights), vram(sft, VramComponent::Weights));
    QCOMPARE_BYTES(vram(orpo, VramComponent::Activations), 2.0 * vram(sft, VramComponent::Activations));
    // DreamBooth's prior preservation: an instance and a class image per sample, no reference.
    x.s().run.objective = Objective::PriorPreservation;
    const MemoryReport prior = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(prior, VramComponent::Weights), vram(sft, VramComponent::Weights));
    QCOMPARE_BYTES(vram(prior, VramComponent::Activations), 2.0 * vram(sft, VramComponent::Activations));
    // A reference stated under LoRA (a KL term: verl's use_kl_loss, TRL GRPO's beta) is the base
    // with its adapters off: no second copy of the weights.
    x.s().run.objective = Objective::Sft;
    x.s().run.finetune = Finetune::Lora;
    x.s().run.referenceModel = false;
    const MemoryReport lora = x.run(roundCoefficients());
    x.s().run.referenceModel = true;
    const MemoryReport loraKl = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(loraKl, VramComponent::Weights), vram(lora, VramComponent::Weights));
}

namespace {
// The tiny decoder under litgpt's QLoRA: bf16-true, nf4 (4.5 bits), LoRA on query and value.
// Double quantization is stated (`bnb.nf4-dq`) so that these tests keep 4.5 bits a weight
// whatever the spelling; doubleQuantChoice tests the choice itself.
Synthetic litgptQlora(const char *q, const char *v, bool statedDoubleQuant = true)
{
    Synthetic x = tinyLora(Finetune::Qlora);
    x.s().run.precision = Precision::Bf16True;
    x.s().run.loraTargets = {q, v};
    if (statedDoubleQuant) {
        x.s().run.doubleQuant = true;
        x.s().sources["run.double_quant"].kind = Source::Kind::File;
    }
    x.bind();
    return x;
}
} // namespace

void TestEstimateMechanisms::lightningQloraQuantizesHead()
{
    const Coefficients c = roundCoefficients();
    // PEFT spelling (q_proj, v_proj): the block linears only, 147,456 × 4.5 / 8 = 82,944, the
    // rest 128,576 × 2 B = 257,152; adapters 7,168 × 2 B = 14,336 → 354,432. One dequantized
    // 16-bit copy of the widest block Linear, h × f = 8,192 × 2 B = 16,384.
    Synthetic peft = litgptQlora("q_proj", "v_proj");
    MemoryReport rep = peft.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 354432.0);
    QCOMPARE_BYTES(vram(rep, VC::QuantBuffers), 16384.0);
    // litgpt spelling (query, value): Lightning quantizes the head too, vocab × h = 64,000
    // (there is room for it beside the embedding: 276,032 − 147,456 − 64,000 = 64,576), so
    // 211,456 × 4.5 / 8 = 118,944 + 64,576 × 2 B = 129,152 + 14,336 = 262,432. It dequantizes
    // to fp16 and casts to bf16: 4 B a weight of the widest block Linear, 8,192 × 4 = 32,768.
    // The forward's end (the previous inputs 81,920 + two lists of 16-bit logits 128,000 + the
    // head dequantized, 64,000 × 4 B = 256,000: 465,920) outweighs the loss (2 × 16 × 1000
    // × 12 B = 384,000 + 32,768 = 416,768): the logits shown are the two lists, 128,000, and
    // the dequantization buffer the head's 256,000.
    Synthetic lit = litgptQlora("query", "value");
    rep = lit.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 262432.0);
    QCOMPARE_BYTES(vram(rep, VC::QuantBuffers), 256000.0);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 128000.0);
    // Without the head (lightning_bnb_quantizes_head 0): 354,432 as above.
    Coefficients noHead = c;
    noHead.lightningBnbQuantizesHead = 0;
    QCOMPARE_BYTES(vram(lit.run(noHead), VC::Weights), 354432.0);
}

void TestEstimateMechanisms::doubleQuantChoice()
{
    // nf4_bits_per_param_double_quant 4.5, nf4_bits_per_param (one fp32 absmax per 64 weights,
    // no double quantization) 5.0 in roundCoefficients.
    const Coefficients c = roundCoefficients();
    // PEFT spelling, not stated: double quantization (axolotl, torchao, PEFT's QLoRA examples):
    // 147,456 × 4.5 / 8 = 82,944 + the rest 128,576 × 2 B = 257,152 + adapters 14,336 = 354,432.
    Synthetic peft = litgptQlora("q_proj", "v_proj", false);
    QCOMPARE_BYTES(vram(peft.run(c), VC::Weights), 354432.0);
    // Stated false (HF's bnb_4bit_use_double_quant: false): 147,456 × 5 / 8 = 92,160
    // + 257,152 + 14,336 = 363,648.
    peft.s().run.doubleQuant = false;
    peft.s().sources["run.double_quant"].kind = Source::Kind::File;
    QCOMPARE_BYTES(vram(peft.run(c), VC::Weights), 363648.0);
    // litgpt spelling, not stated: litgpt's QLoRA configs run `quantize: bnb.nf4`, which Lightning
    // quantizes with compress_statistics=False. The block Linears and the head, 211,456 × 5 / 8 =
    // 132,160 + the embedding and the rest 64,576 × 2 B = 129,152 + 14,336 = 275,648.
    Synthetic lit = litgptQlora("query", "value", false);
    QCOMPARE_BYTES(vram(lit.run(c), VC::Weights), 275648.0);
    // Stated `bnb.nf4-dq`: 211,456 × 4.5 / 8 = 118,944 + 129,152 + 14,336 = 262,432.
    lit.s().run.doubleQuant = true;
    lit.s().sources["run.double_quant"].kind = Source::Kind::File;
    QCOMPARE_BYTES(vram(lit.run(c), VC::Weights), 262432.0);
}

void TestEstimateMechanisms::litgptQloraKeepsPreviousInputs()
{
    // A vocabulary of 100 makes the end of the forward pass the peak. The previous micro-batch's
    // 4-bit matmul inputs, per layer: qkv's h 64 + MLP's h 64 (two norms) + attention output's
    // q 64 + down's f 128 = 320 × 4 layers = 1,280 per token × mb 2 × 16 tokens × 2 B = 81,920.
    // Two 16-bit logits lists 2 × 2 × 16 × 100 × 2 B = 12,800; the head (100 × 64 = 6,400) is
    // narrower than h × f, so the dequantized buffer is 8,192 × 4 B = 32,768:
    // forward end 81,920 + 12,800 + 32,768 = 127,488 > loss 2 × 16 × 100 × 12 B = 38,400
    // + 32,768 = 71,168.
    Synthetic x = litgptQlora("query", "value");
    x.r.arch.vocab = 100;
    const Coefficients c = roundCoefficients();
    const MemoryReport kept = x.run(c);
    Coefficients released = c; // bitsandbytes >= 0.43.2 saves no input: the loss is the peak
    released.qloraKeepsPreviousInputs = 0;
    const MemoryReport dropped = x.run(released);
    QCOMPARE_BYTES(vram(kept, VC::Activations) - vram(dropped, VC::Activations), 81920.0);
    QCOMPARE_BYTES(vram(kept, VC::Logits), 12800.0);
    QCOMPARE_BYTES(vram(dropped, VC::Logits), 38400.0);
    QCOMPARE_BYTES(vram(kept, VC::QuantBuffers), 32768.0);
    QCOMPARE_BYTES(kept.vramAllocated - dropped.vramAllocated, 127488.0 - 71168.0);
    // Checkpointed blocks keep no input of the previous micro-batch.
    x.s().run.gradCheckpointing = Checkpointing::Full;
    QCOMPARE_BYTES(x.run(c).vramAllocated, x.run(released).vramAllocated);
}

void TestEstimateMechanisms::detectionGradientsThroughForward()
{
    // A detector of 4e7 parameters known by its profile, 1e9 B of saved activations per image
    // in fp32, 2 images, SGD with momentum, one GPU, no accumulation. Weights, momentum and
    // gradients are 4 B × 4e7 = 1.6e8 each; the batch 2 × 1e6.
    Synthetic x = profiled(ModelKind::Detection, 4e7, 1e9);
    x.s().data.sampleBytes = 1e6;
    x.s().run.microBatch = 2;
    x.s().run.precision = Precision::Fp32;
    x.s().run.optimizer = Optimizer::SgdMomentum;
    const Coefficients c = roundCoefficients();
    // detectron2 zeroes the gradients after the forward pass: the last step's are there at its
    // end, 1.6e8 + 1.6e8 + 2e6 + 2e9 + 1.6e8 = 2.482e9.
    MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 1.6e8);
    QCOMPARE_BYTES(rep.vramAllocated, 2.482e9);
    // A classifier's loop (or detection_grads_through_forward 0): the gradients appear as the
    // activations are freed, max(2e9, 1.6e8) → 2.322e9.
    Coefficients freed = c;
    freed.detectionGradsThroughForward = 0;
    rep = x.run(freed);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    QCOMPARE_BYTES(rep.vramAllocated, 2.322e9);
    x.s().model.kind = ModelKind::Cnn;
    QCOMPARE_BYTES(x.run(c).vramAllocated, 2.322e9);
    // Segmentation loops (mmseg's mmcv hook, torchvision's reference) do the same.
    x.s().model.kind = ModelKind::Segmentation;
    QCOMPARE_BYTES(x.run(c).vramAllocated, 2.482e9);
}

void TestEstimateMechanisms::detectionAnchorAssignment()
{
    // A detector known by its profile, one image of 64x96 (already a multiple of 32). Its levels
    // halve rounding up: stride 2 32x48, P2 16x24 = 384, P3 8x12 = 96, P4 4x6 = 24, P5 2x3 = 6,
    // P6 1x2 = 2, P7 1x1 = 1 locations. R-CNN's RPN: 3 anchors on P2-P6 = 3 x 512 = 1536;
    // RetinaNet: 9 on P3-P7 = 9 x 129 = 1161. Ten boxes in the fullest image.
    Synthetic x = profiled(ModelKind::Detection, 4e7, 1e9);
    x.s().data.imageHeight = 64;
    x.s().data.imageWidth = 96;
    x.s().run.precision = Precision::Fp32;
    Coefficients c = roundCoefficients();
    c.detectionGtBoxesMax = 10;
    c.detectionIouBytesPerPair = 36;
    c.detectionIouBytesPerPairDetectron2 = 24;
    // detectron2's config spelling (R_50): pairwise_iou's 24 B a pair, 24 x 10 x 1536 = 368,640 B,
    // shown with the logits and loss and counted at the forward/backward peak.
    x.s().model.name = "faster_rcnn_R_50_FPN_1x";
    const MemoryReport d2 = x.run(c);
    QCOMPARE_BYTES(vram(d2, VC::Logits), 368640.0);
    x.s().model.name = "COCO-Detection/faster_rcnn_R_50_FPN_1x.yaml"; // its config path
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 368640.0);
    // mmdetection's name (and torchvision's, or a name that says neither): 36 B, 552,960 B.
    x.s().model.name = "faster_rcnn_r50_fpn_1x_coco";
    const MemoryReport mm = x.run(c);
    QCOMPARE_BYTES(vram(mm, VC::Logits), 552960.0);
    QCOMPARE_BYTES(mm.vramAllocated - d2.vramAllocated, 552960.0 - 368640.0);
    // A preset of detectron2's network says so in its name; a name of the setup's own that spells
    // another library (torchvision's fasterrcnn_..., which the same catalog entry aliases) wins.
    x.preset.name = "Faster R-CNN R50-FPN (detectron2)";
    x.s().model.name = "Faster R-CNN R50-FPN 1x";
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 368640.0);
    x.s().model.name = "fasterrcnn_resnet50_fpn";
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 552960.0);
    x.preset.name.clear();
    // RetinaNet: 36 x 10 x 1161 = 417,960 B.
    x.s().model.name = "retinanet_r50_fpn_1x_coco";
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 417960.0);
    // FCOS has no anchors; a classifier assigns nothing.
    x.s().model.name = "fcos_r50_caffe_fpn_gn-head_1x_coco";
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 0.0);
    x.s().model.name = "faster_rcnn_r50_fpn_1x_coco";
    x.s().model.kind = ModelKind::Cnn;
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 0.0);
}

void TestEstimateMechanisms::taskAlignedAssignmentOverTheBatch()
{
    // YOLOv8's task-aligned assigner works on the whole micro batch at once: images x boxes of the
    // fullest image x anchor points, one point per cell at strides 8, 16, 32. At 64 px: 8x8 + 4x4 +
    // 2x2 = 84 points; at 70 px the cells round up: 9x9 + 5x5 + 3x3 = 115. Mosaic tiles 4 images,
    // 10 boxes in the fullest: 40 boxes. 35 B a pair, 3 images at 64 px: 35 x 3 x 40 x 84 = 352,800.
    Synthetic x = profiled(ModelKind::Detection, 4e6, 1e8);
    x.preset.taskAlignedAssigner = true;
    x.s().data.imageHeight = x.s().data.imageWidth = 64;
    x.s().run.microBatch = 3;
    Coefficients c = roundCoefficients();
    c.detectionGtBoxesMax = 10;
    c.detectionMosaicImages = 4;
    c.detectionTalBytesPerPair = 35;
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 352800.0);
    // 70 px: 35 x 3 x 40 x 115 = 483,000; a 64 x 70 batch is letterboxed to its longer side.
    x.s().data.imageWidth = 70;
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 483000.0);
    // On a GPU with no room left for it, Ultralytics assigns on the CPU (TaskAlignedAssigner.forward
    // catches the out-of-memory error): the GPU holds what fits and the assignment never makes the
    // verdict. 64 images at 70 px: 35 x 64 x 40 x 115 = 10,304,000 B of assignment, on a GPU
    // whose usable memory is the rest's total plus 1,000,000 B: 1,000,000 / 1.1 = 909,090.9 of it fits.
    x.s().run.microBatch = 64;
    const MemoryReport without = [&] {
        Coefficients none = c;
        none.detectionTalBytesPerPair = 0;
        return x.run(none);
    }();
    x.gpu.memoryMib = (without.vramTotal + 1e6) / 1048576.0;
    const MemoryReport capped = x.run(c);
    QCOMPARE_BYTES(capped.taskAlignedOnGpu, 1e6 / 1.1);
    QCOMPARE_BYTES(vram(capped, VC::Logits), 1e6 / 1.1);
    QVERIFY(capped.vramTotal <= capped.vramCapacity + 1);
    // Without the assigner (YOLOv5's build_targets, a classifier) nothing of the kind.
    x.preset.taskAlignedAssigner = false;
    QCOMPARE_BYTES(vram(x.run(c), VC::Logits), 0.0);
}

void TestEstimateMechanisms::swappedBlocksLeaveTheGpu()
{
    // LoRA on the tiny decoder (4 blocks) loaded in bf16: frozen 276,032 x 2 B = 552,064, adapter
    // casts 14,336 -> weights 566,400 on the GPU.
    Synthetic x = tinyLora();
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 566400.0);
    QCOMPARE_BYTES(rep.offloadedPerGpu, 0.0);
    // Two of the four blocks swapped: half of the model's own frozen weights wait in host RAM,
    // 552,064 / 2 = 276,032; the adapters stay. 566,400 - 276,032 = 290,368.
    x.s().run.blocksToSwap = 2;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 290368.0);
    QCOMPARE_BYTES(rep.offloadedPerGpu, 276032.0);
    // More than the model has: one block always stays, 3/4 x 552,064 = 414,048 swapped.
    x.s().run.blocksToSwap = 10;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 566400.0 - 414048.0);
    // Under FSDP the shards already take the weights' place: nothing swapped.
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Fsdp;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(rep.offloadedPerGpu, 0.0);
}

void TestEstimateMechanisms::fsdpMixedUpcastsTrainableWeights()
{
    // P = T = 1e9 loaded in bf16, bf16-mixed. Under DDP the 16-bit weights train as they are:
    // AdamW's two states in 2 B each, 4e9.
    Synthetic x = paramsOnly(1e9);
    x.s().model.dtype = "bf16";
    x.s().run.precision = Precision::Bf16Mixed;
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Ddp;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 4e9);
    // FSDP with mixed precision upcasts the flat parameters to fp32 first (Accelerate's
    // prepare_model): fp32 states, 8 B x 1e9 / 4 = 2e9 on each GPU, and an fp32 shard of the
    // weights, 4 B x 1e9 / 4 = 1e9.
    x.s().parallel.strategy = Strategy::Fsdp;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 1e9);
}

void TestEstimateMechanisms::maskedLmHeadScoresEveryPosition()
{
    // The tiny model as an encoder: micro batch 2 x 16 tokens, vocabulary 1,000. A task head
    // has no vocabulary logits; a masked LM scores every position: 2 x 16 x 1,000 = 32,000
    // elements x logits_bytes_per_element.
    const Coefficients c = roundCoefficients();
    Synthetic x = tinyDecoder();
    x.s().model.kind = ModelKind::Encoder;
    MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 0.0);
    x.s().run.objective = Objective::Mlm;
    rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 32000.0 * c.logitsBytesPerElement);
}

QTEST_APPLESS_MAIN(TestEstimateMechanisms)
void TestEstimateMechanisms::litgptUntiesATiedHead()
{
    // litgpt's GPT always has an lm_head of its own beside the embedding (litgpt/model.py; its
    // config.py does not tie them for fine-tuning), so a model whose HF checkpoint ties the two
    // (Llama 3.2, Gemma, GPT-2) carries one more vocab × h matrix under litgpt.
    // The tiny decoder with LoRA q, v over bf16 weights: frozen base 276,032 × 2 B = 552,064
    // + the adapters' 16-bit casts 2 B × 7,168 = 14,336 → 566,400 with PEFT's names.
    Synthetic hf = tinyLora();
    hf.r.arch.tiedEmbeddings = true;
    hf.s().run.loraTargets = {"q_proj", "v_proj"};
    QCOMPARE_BYTES(vram(hf.run(roundCoefficients()), VC::Weights), 566400.0);
    // litgpt's names (query, value): + vocab 1000 × h 64 = 64,000 frozen weights × 2 B
    // = 128,000 → 694,400.
    Synthetic lit = hf;
    lit.s().run.loraTargets = {"query", "value"};
    QCOMPARE_BYTES(vram(lit.run(roundCoefficients()), VC::Weights), 694400.0);
    // A model untied in its own checkpoint has both matrices in its count already: 566,400.
    lit.r.arch.tiedEmbeddings = false;
    QCOMPARE_BYTES(vram(lit.run(roundCoefficients()), VC::Weights), 566400.0);
}

void TestEstimateMechanisms::untiedHeadCountsItsParameters()
{
    // model.tied_embeddings stated against the preset (a litgpt config: its GPT builds a head of
    // its own): one vocab × hidden matrix more, Gemma-2B's 256,000 × 2,048 = 524,288,000.
    TrainingSetup in;
    QVERIFY(!setField(in, "model.preset", "gemma-2b", Source{}));
    ResolvedSetup tied;
    Diagnostics d;
    QVERIFY(resolveSetup(in, catalog(), tied, d));
    QVERIFY(tied.arch.tiedEmbeddings);
    QVERIFY(!setField(in, "model.tied_embeddings", "false", Source{}));
    ResolvedSetup untied;
    QVERIFY(resolveSetup(in, catalog(), untied, d));
    QVERIFY(!untied.arch.tiedEmbeddings);
    QCOMPARE(untied.setup.model.params - tied.setup.model.params, 256000.0 * 2048.0);
    // Stated as the preset has it: nothing changes.
    QVERIFY(!setField(in, "model.tied_embeddings", "true", Source{}));
    QVERIFY(resolveSetup(in, catalog(), untied, d));
    QCOMPARE(untied.setup.model.params, tied.setup.model.params);
}

void TestEstimateMechanisms::recomputedBlockAfterTheLoss()
{
    // With checkpointing, backward recomputes one block at a time, and the first recomputation
    // starts after the loss's peak is over (the LM head's backward has freed the logits'
    // buffers): the peak holds the checkpoints plus the larger of the two, not both.
    // Tiny decoder, full, bf16-mixed over fp32 weights, mb 2 × 16, full checkpointing: the
    // checkpoints (4 × 4·h·16 + the head's 16 × 640) × 2 = 53,248 (activations' "full
    // checkpointing"); one block recomputed 2 × 51,968 = 103,936. Accumulating (2 micro
    // batches), so the earlier micro-batch's gradients are there too and every term shows.
    Synthetic x = tinyDecoder();
    x.s().run.gradCheckpointing = Checkpointing::Full;
    x.s().run.gradAccum = 2;
    // vocab 1000: logits 2 × 16 × 1000 × 12 B = 384,000 > 103,936: activations 53,248.
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 53248.0);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 384000.0);
    // vocab 10: logits 2 × 16 × 10 × 12 B = 3,840 < 103,936: the recomputed block counts, shown
    // with the activations as its excess over the logits: 53,248 + 100,096 = 153,344, so that
    // activations + logits = 53,248 + 103,936 = 157,184.
    x.r.arch.vocab = 10;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 153344.0);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 3840.0);
}

void TestEstimateMechanisms::chunkedHeadAndLossWithBackwardPerChunk()
{
    // torchtitan's ChunkedLossWrapper (run.fused_loss with run.loss_chunk_tokens): the LM head and
    // the loss run 8 tokens at a time, each chunk's backward before the next; the head input's
    // gradient collects in an fp32 buffer of every token (4 B x 32 tokens x hidden 64 = 8,192),
    // kept with its 16-bit copy (2 B more: 12,288) through the decoder's backward.
    // Loss moment: one chunk's logits at a plain loss's 12 B, 8 x vocab 1,000 x 12 = 96,000,
    // + 8,192 = 104,192 > 12,288: the logits show 104,192, the activations as without chunks.
    Synthetic x = tinyDecoder();
    x.s().run.gradAccum = 2;
    x.s().run.fusedLoss = true;
    const double baseActivations = vram(x.run(roundCoefficients()), VC::Activations);
    x.s().run.lossChunkTokens = 8;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Logits), 104192.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), baseActivations);
    // vocab 10: the chunk is 8 x 10 x 12 = 960, the loss moment 9,152 < 12,288, so the backward's
    // buffer sets the peak: shown with the activations as its excess, 12,288 - 9,152 = 3,136.
    x.r.arch.vocab = 10;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Logits), 9152.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), baseActivations + 3136.0);
    // A chunk longer than the micro batch's tokens is the micro batch: 32 x 10 x 12 + 8,192 = 12,032.
    x.s().run.lossChunkTokens = 100000;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Logits), 12032.0);
}

void TestEstimateMechanisms::colocatedRolloutEngine()
{
    // P = T = 1e9, bf16-mixed AdamW on one 80 GiB card (85,899,345,920 B). Forward/backward at
    // the end of backward (autocast's casts freed): master 4e9 + gradients 4e9 + AdamW 8e9 =
    // 1.6e10 allocated, reserve 10 % → 1.76e10, + context 524,288,000 = 18,124,288,000.
    Synthetic x = paramsOnly(1e9);
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(rep.vramTotal, 18124288000.0);
    // A vLLM engine awake beside training (TRL's colocate mode) at gpu_memory_utilization 0.25:
    // 0.25 × 85,899,345,920 = 21,474,836,480, outside PyTorch's counters (allocated unchanged),
    // on top of the device total: 39,599,124,480.
    x.s().run.rolloutMemoryFraction = 0.25;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::RolloutEngine), 21474836480.0);
    QCOMPARE_BYTES(rep.vramAllocated, 1.6e10);
    QCOMPARE_BYTES(rep.vramTotal, 39599124480.0);
    // Asleep while the model trains (verl's hybrid engine) at 0.5: the rollout is a moment of its
    // own, the engine 42,949,672,960 beside what stays between steps (casts 2e9, master 4e9,
    // AdamW 8e9 = 1.4e10 allocated, reserved 1.54e10, + context): 58,873,960,960, over
    // forward/backward, so it is the peak, without activations or gradients.
    x.s().run.rolloutMemoryFraction = 0.5;
    x.s().run.rolloutSleep = true;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::Rollout);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), 0.0);
    QCOMPARE_BYTES(rep.vramAllocated, 1.4e10);
    QCOMPARE_BYTES(rep.vramTotal, 58873960960.0);
    // At 0.01 (858,993,459) the rollout, 1.4e10 + 858,993,459 allocated-and-engine, holds less
    // than forward/backward's 1.6e10: the sleeping engine is not in the training moment at all.
    x.s().run.rolloutMemoryFraction = 0.01;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::RolloutEngine), 0.0);
    QCOMPARE_BYTES(rep.vramTotal, 18124288000.0);
}

void TestEstimateMechanisms::optimizerOffloadWithoutZero()
{
    // torchao's CPUOffloadOptimizer on one GPU, bf16-mixed over fp32 weights, P = T = 1e9,
    // AdamW: only the states (8 B × 1e9 = 8e9) leave the GPU. The fp32 "master" is the model's
    // own parameters (4e9): they stay, and so do the fp32 gradients (4e9). The host keeps the
    // states 8e9, its copy of the parameters 4e9 and of the gradients 4e9: 1.6e10.
    // (torchao's README: ViT-g/14 under bf16 AMP with its offload takes 9.90 GB; 1.136e9 × (4 + 4)
    // = 9.09e9 of it is these two.)
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.offload = Offload::Optimizer;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 4e9);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 4e9);
    QCOMPARE_BYTES(rep.offloadedPerGpu, 1.6e10);
    // DeepSpeed's ZeRO-Offload keeps a master copy of its own: it goes with the states, and the
    // GPU holds the 16-bit parameters (2e9) and gradients (2e9).
    x.s().parallel.strategy = Strategy::Zero2;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(rep.offloadedPerGpu, 1.6e10);
}

void TestEstimateMechanisms::gradientsThroughForward()
{
    // Tiny decoder, full, bf16-mixed, mb 4 × 16 (phaseRuleTransformer): activations 872,448 +
    // logits 768,000 outweigh the gradients 1,104,128, so the start of backward is the peak
    // and no gradient is in it: 5,506,432 allocated.
    Synthetic x = tinyDecoder();
    x.s().run.microBatch = 4;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    QCOMPARE_BYTES(rep.vramAllocated, 5506432.0);
    // A loop that zeroes the gradients between forward and backward (Lightning's closure,
    // torchvision's references): the previous step's are there through the forward pass, with
    // the activations: 5,506,432 + 1,104,128 = 6,610,560.
    Source set;
    set.kind = Source::Kind::Set;
    QVERIFY(!setField(x.s(), "run.grads_through_forward", "true", set));
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 1104128.0);
    QCOMPARE_BYTES(rep.vramAllocated, 6610560.0);
    // Stated false for a detector, whose loop is otherwise taken to keep them: not kept.
    // (1e9 fp32 parameters, 1e9 bytes of activations a sample: 4e9 of gradients kept beside them.)
    Synthetic d = profiled(ModelKind::Detection, 1e9, 1e9);
    d.s().run.precision = Precision::Fp32;
    d.s().run.microBatch = 1;
    const double kept = d.run(roundCoefficients()).vramAllocated;
    QVERIFY(!setField(d.s(), "run.grads_through_forward", "false", set));
    QVERIFY(d.run(roundCoefficients()).vramAllocated < kept);
}

#include "tst_estimate_mechanisms.moc"
