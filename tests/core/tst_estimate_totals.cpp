// The VRAM estimator, component by component and coefficient by coefficient. Every setup is
// built by hand (tests/core/fixtures.h) and every coefficient is set to a round number
// (roundCoefficients), so each expected value is arithmetic shown in the comment beside it.
//
// Shorthand in the comments: P parameters, T trainable parameters, W world size (GPUs × nodes),
// a activation bytes (2 for 16-bit compute, 4 for fp32), h hidden, q/kv attention widths,
// f ffn width, s tokens per sample, mb micro batch.
//
// This file: Phases, overheads, totals, verdicts.

#include "fixtures.h"

#include <QtTest>

#include <algorithm>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimateTotals : public QObject {
    Q_OBJECT
private slots:
    void phaseRule();
    void phaseRuleTransformer_data();
    void phaseRuleTransformer();
    void allocatorReserve_data();
    void allocatorReserve();
    void expandableSegmentsReserve();
    void cudaContext();
    void totalsRelations();
    void componentsAddUpToTotal();
    void verdictBoundaries_data();
    void verdictBoundaries();
    void verdictThroughEstimate_data();
    void verdictThroughEstimate();
    void overallVerdictIsTheWorse();
    void effectiveBatch();
    void llama2_7bLora();
    void coefficientsFromCatalog();
    void contextByGpuGeneration();
    void componentIds();
};

void TestEstimateTotals::phaseRule()
{
    // P = T = 1e9, bf16-mixed AdamW, no activations or batch.
    // Forward/backward: master 4e9 + Adam 8e9 + max(autocast's casts 2e9 with activations 0
    // at the start of backward, grads 4e9 at its end, the casts freed by then) = 1.6e10.
    // Optimizer step: the cast copies are gone (weights 0) + master 4e9 + Adam 8e9
    // + grads 4e9 + temporaries 0 = 1.6e10: a tie, shown as forward/backward.
    Synthetic x = paramsOnly(1e9);
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(rep.vramAllocated, 1.6e10);
    // A foreach update holds one state-sized temporary (optimizer_step_temp_states 1):
    // 1 × 4 B × 1e9 = 4e9 → step 2e10 > 1.6e10: the step is the peak, shown as
    // weights 0, gradients 4e9, optimizer 8e9 + 4e9 = 1.2e10, master 4e9, no batch.
    Coefficients c = roundCoefficients();
    c.optimizerStepTempStates = 1;
    rep = x.run(c);
    QCOMPARE(rep.phase, PeakPhase::OptimizerStep);
    QCOMPARE_BYTES(rep.vramAllocated, 2e10);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 4e9);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 1.2e10);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 4e9);
    QCOMPARE_BYTES(vram(rep, VC::Batch), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), 0.0);
    // The optimizer fused into backward (run.optimizer_in_backward) needs no step temporary and
    // frees each gradient once applied (one layer's of 20 at a time: 4e9 / 20 = 2e8):
    // forward/backward master 4e9 + Adam 8e9 + max(the casts 2e9 at the start of backward, one
    // layer's gradients 2e8) = 1.4e10, and no step of its own.
    x.s().run.optimizerInBackward = true;
    rep = x.run(c);
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(rep.vramAllocated, 1.4e10);
    // bf16-true: step temporary 1 × 2 B × 1e9 = 2e9; forward/backward = weights 2e9 + Adam 4e9
    // + grads 2e9 = 8e9; step = 2e9 + 4e9 + 2e9 + 2e9 = 1e10 → the step, weights kept (2e9).
    x.s().run.optimizerInBackward = false;
    x.s().run.precision = Precision::Bf16True;
    rep = x.run(c);
    QCOMPARE(rep.phase, PeakPhase::OptimizerStep);
    QCOMPARE_BYTES(rep.vramAllocated, 1e10);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 6e9);
}

void TestEstimateTotals::phaseRuleTransformer_data()
{
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("accum");
    QTest::addColumn<double>("activations");
    QTest::addColumn<double>("logits");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("allocated");
    // Tiny decoder fully trained, bf16-mixed, s 16. Static: weights 2 B × 276,032 = 552,064,
    // master 4 B × 276,032 = 1,104,128, Adam 8 B × 276,032 = 2,208,256; gradients 1,104,128.
    // Autocast's 16-bit casts, 2 B × 276,032 = 552,064, are there at the start of backward
    // with the activations and logits, and gone by its end, where the gradients are.
    // mb 1: activations 218,112 + logits 192,000 + casts 552,064 = 962,176 < gradients, and
    // batch 384. Without accumulation the activations are freed as the gradients appear: the
    // peak holds max(962,176, 1,104,128) = the gradients, shown alone (the casts gone):
    // 1,104,128 + 2,208,256 + 384 + 1,104,128 = 4,416,896.
    QTest::newRow("mb 1, no accumulation") << 1 << 1 << 0.0 << 0.0 << 1104128.0 << 4416896.0;
    // mb 2: activations 436,224 (see activations) + logits 384,000 + casts 552,064 =
    // 1,372,288 > gradients: the start of backward, gradients 0; batch 768:
    // 552,064 + 1,104,128 + 2,208,256 + 768 + 820,224 = 4,685,440.
    QTest::newRow("mb 2, no accumulation") << 2 << 1 << 436224.0 << 384000.0 << 0.0 << 4685440.0;
    // With accumulation the previous micro-batches' gradients are already there: casts,
    // activations, logits and gradients together, 4,685,440 + 1,104,128 = 5,789,568.
    QTest::newRow("mb 2, accumulation") << 2 << 2 << 436224.0 << 384000.0 << 1104128.0 << 5789568.0;
    // mb 4 without accumulation: activations 872,448 + logits 768,000 = 1,640,448 (+ casts) >
    // gradients: activations and logits shown, gradients 0; batch 1,536:
    // 552,064 + 1,104,128 + 2,208,256 + 1,536 + 1,640,448 = 5,506,432.
    QTest::newRow("mb 4, no accumulation") << 4 << 1 << 872448.0 << 768000.0 << 0.0 << 5506432.0;
}

void TestEstimateTotals::phaseRuleTransformer()
{
    QFETCH(int, microBatch);
    QFETCH(int, accum);
    QFETCH(double, activations);
    QFETCH(double, logits);
    QFETCH(double, grads);
    QFETCH(double, allocated);
    Synthetic x = tinyDecoder();
    x.s().run.microBatch = microBatch;
    x.s().run.gradAccum = accum;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Activations), activations);
    QCOMPARE_BYTES(vram(rep, VC::Logits), logits);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), grads);
    QCOMPARE_BYTES(rep.vramAllocated, allocated);
}

void TestEstimateTotals::allocatorReserve_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<double>("minMib");
    QTest::addColumn<double>("cublasMib");
    QTest::addColumn<double>("allocated");
    QTest::addColumn<double>("reserve");
    // P = T = 1e9, bf16-true, SGD: weights 2e9 + gradients 2e9 = 4e9 allocated.
    // allocator_reserve_fraction 0.1: 4e8.
    QTest::newRow("fraction") << 0.1 << 0.0 << 0.0 << 4e9 << 4e8;
    // allocator_reserve_min_mib 1024 > 4e8: 1024 MiB = 1,073,741,824.
    QTest::newRow("minimum") << 0.1 << 1024.0 << 0.0 << 4e9 << 1073741824.0;
    // minimum 64 MiB < 4e8: the fraction wins, 4e8.
    QTest::newRow("fraction above minimum") << 0.1 << 64.0 << 0.0 << 4e9 << 4e8;
    // cublas_workspace_mib 8 is allocated through the caching allocator:
    // 4e9 + 8 MiB (8,388,608) = 4,008,388,608; reserve 0.1 × that = 400,838,860.8.
    QTest::newRow("cublas workspace") << 0.1 << 0.0 << 8.0 << 4008388608.0 << 400838860.8;
    // fraction 0.25: 1e9.
    QTest::newRow("fraction 0.25") << 0.25 << 0.0 << 0.0 << 4e9 << 1e9;
}

void TestEstimateTotals::allocatorReserve()
{
    QFETCH(double, fraction);
    QFETCH(double, minMib);
    QFETCH(double, cublasMib);
    QFETCH(double, allocated);
    QFETCH(double, reserve);
    Coefficients c = roundCoefficients();
    c.allocatorReserveFraction = fraction;
    c.allocatorReserveMinMib = minMib;
    c.cublasWorkspaceMib = cublasMib;
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Bf16True;
    x.s().run.optimizer = Optimizer::Sgd;
    const MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(rep.vramAllocated, allocated);
    QCOMPARE_BYTES(vram(rep, VC::AllocatorReserve), reserve);
    QCOMPARE_BYTES(rep.vramReserved, allocated + reserve);
}

void TestEstimateTotals::expandableSegmentsReserve()
{
    // P = T = 1e9, bf16-true, SGD: weights 2e9 + gradients 2e9 = 4e9 allocated.
    // Default allocator: reserve 0.1 × 4e9 = 4e8. Expandable segments
    // (allocator_reserve_fraction_expandable 0.03): 0.03 × 4e9 = 1.2e8; the allocated peak is
    // the same, and the total drops by 4e8 − 1.2e8 = 2.8e8.
    Coefficients c = roundCoefficients();
    c.allocatorReserveFraction = 0.1;
    c.allocatorReserveFractionExpandable = 0.03;
    c.allocatorReserveMinMib = 0;
    c.cublasWorkspaceMib = 0;
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Bf16True;
    x.s().run.optimizer = Optimizer::Sgd;
    const MemoryReport plain = x.run(c);
    x.s().run.expandableSegments = true;
    const MemoryReport expandable = x.run(c);
    QCOMPARE_BYTES(plain.vramAllocated, 4e9);
    QCOMPARE_BYTES(expandable.vramAllocated, 4e9);
    QCOMPARE_BYTES(vram(plain, VC::AllocatorReserve), 4e8);
    QCOMPARE_BYTES(vram(expandable, VC::AllocatorReserve), 1.2e8);
    QCOMPARE_BYTES(plain.vramTotal - expandable.vramTotal, 2.8e8);
    // The floor for small jobs holds either way: min 1024 MiB > 1.2e8.
    c.allocatorReserveMinMib = 1024;
    QCOMPARE_BYTES(vram(x.run(c), VC::AllocatorReserve), 1073741824.0);
}

void TestEstimateTotals::cudaContext()
{
    // cuda_context_mib 500 → 524,288,000; 1000 → 1,048,576,000. Outside PyTorch's allocator:
    // in the total, not in peak reserved.
    Synthetic x = paramsOnly(1e9);
    Coefficients c = roundCoefficients();
    MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::CudaContext), 524288000.0);
    QCOMPARE_BYTES(rep.vramTotal - rep.vramReserved, 524288000.0);
    c.cudaContextMib = 1000;
    rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::CudaContext), 1048576000.0);
    QCOMPARE_BYTES(rep.vramTotal - rep.vramReserved, 1048576000.0);
    // Several GPUs: NCCL's buffers, nccl_communicator_mib 600 a communicator, beside the context.
    // DDP over 2 GPUs: one communicator, 1000 + 600 = 1600 MiB = 1,677,721,600.
    c.ncclCommunicatorMib = 600;
    x.s().parallel.gpus = 2;
    x.s().parallel.strategy = Strategy::Ddp;
    rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::CudaContext), 1677721600.0);
    // 8 GPUs with tensor parallelism 2 and pipeline 2: the data-parallel, tensor and pipeline
    // communicators, 1000 + 3 x 600 = 2800 MiB = 2,936,012,800.
    x.s().parallel.gpus = 8;
    x.s().parallel.tp = 2;
    x.s().parallel.pp = 2;
    rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::CudaContext), 2936012800.0);
    // Still outside the allocator: not in peak reserved.
    QCOMPARE_BYTES(rep.vramTotal - rep.vramReserved, 2936012800.0);
}

void TestEstimateTotals::totalsRelations()
{
    // P = T = 1e9 bf16-true SGD: allocated 4e9; reserve 10 % = 4e8; reserved 4.4e9;
    // context 500 MiB = 524,288,000 → total 4,924,288,000; capacity 80 GiB = 85,899,345,920.
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Bf16True;
    x.s().run.optimizer = Optimizer::Sgd;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(rep.vramAllocated, 4e9);
    QCOMPARE_BYTES(rep.vramReserved, 4.4e9);
    QCOMPARE_BYTES(rep.vramTotal, 4924288000.0);
    QCOMPARE_BYTES(rep.vramCapacity, 85899345920.0);
    QVERIFY(rep.vramAllocated <= rep.vramReserved && rep.vramReserved <= rep.vramTotal);

    // The same relations on a transformer with every kind of component (tiny LoRA decoder,
    // accumulation, EMA, DDP over 2): peak allocated = the sum of the allocated components
    // (everything but the reserve and the context); reserved = allocated + reserve;
    // total = reserved + context.
    Synthetic t = tinyLora(Finetune::Qlora);
    t.s().run.gradAccum = 2;
    t.s().run.ema = true;
    t.s().parallel.gpus = 2;
    t.s().parallel.strategy = Strategy::Ddp;
    rep = t.run(roundCoefficients());
    double allocatedParts = 0;
    for (size_t i = 0; i < kVramComponents; ++i)
        if (i != size_t(VC::AllocatorReserve) && i != size_t(VC::CudaContext))
            allocatedParts += rep.vram[i];
    QCOMPARE_BYTES(rep.vramAllocated, allocatedParts);
    QCOMPARE_BYTES(rep.vramReserved, rep.vramAllocated + vram(rep, VC::AllocatorReserve));
    QCOMPARE_BYTES(rep.vramTotal, rep.vramReserved + vram(rep, VC::CudaContext));
    QCOMPARE_BYTES(vram(rep, VC::AllocatorReserve), 0.1 * rep.vramAllocated);
    for (double b : rep.vram)
        QVERIFY(b >= 0);
}

void TestEstimateTotals::componentsAddUpToTotal()
{
    // DESIGN: the named components add up to the total (the stacked bars). With the cuBLAS
    // workspace (cublas_workspace_mib 8) that holds only if the workspace is in a component.
    // P = T = 1e9 bf16-true SGD: 4e9 + 8 MiB = 4,008,388,608 allocated; reserve 400,838,860.8;
    // context 524,288,000 → total 4,933,515,468.8.
    Coefficients c = roundCoefficients();
    c.cublasWorkspaceMib = 8;
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = Precision::Bf16True;
    x.s().run.optimizer = Optimizer::Sgd;
    const MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(rep.vramTotal, 4933515468.8);
    double sum = 0;
    for (double b : rep.vram)
        sum += b;
    QCOMPARE_BYTES(sum, rep.vramTotal);
}

void TestEstimateTotals::verdictBoundaries_data()
{
    QTest::addColumn<double>("used");
    QTest::addColumn<double>("capacity");
    QTest::addColumn<QString>("verdict");
    // fits ≤ 90 %, tight ≤ 100 %, OOM above; no capacity is OOM.
    QTest::newRow("empty") << 0.0 << 100.0 << "fits";
    QTest::newRow("50 %") << 50.0 << 100.0 << "fits";
    QTest::newRow("exactly 90 %") << 90.0 << 100.0 << "fits";
    QTest::newRow("just above 90 %") << 90.001 << 100.0 << "tight";
    QTest::newRow("95 %") << 95.0 << 100.0 << "tight";
    QTest::newRow("exactly 100 %") << 100.0 << 100.0 << "tight";
    QTest::newRow("just above 100 %") << 100.001 << 100.0 << "oom";
    // 80 GiB = 85,899,345,920: 90 % = 77,309,411,328 exactly.
    QTest::newRow("90 % of 80 GiB") << 77309411328.0 << 85899345920.0 << "fits";
    QTest::newRow("90 % of 80 GiB + 1 B") << 77309411329.0 << 85899345920.0 << "tight";
    QTest::newRow("80 GiB of 80 GiB") << 85899345920.0 << 85899345920.0 << "tight";
    QTest::newRow("80 GiB + 1 B") << 85899345921.0 << 85899345920.0 << "oom";
    QTest::newRow("no capacity") << 1.0 << 0.0 << "oom";
}

void TestEstimateTotals::verdictBoundaries()
{
    QFETCH(double, used);
    QFETCH(double, capacity);
    QFETCH(QString, verdict);
    QCOMPARE(QString::fromLatin1(toString(verdictFor(used, capacity)).data()), verdict);
}

void TestEstimateTotals::verdictThroughEstimate_data()
{
    QTest::addColumn<double>("contextMib");
    QTest::addColumn<double>("gpuMib");
    QTest::addColumn<QString>("verdict");
    // P = T = 2^20 parameters in fp32 with SGD: weights 4 MiB + gradients 4 MiB = 8 MiB
    // allocated, no reserve; total = 8 MiB + context.
    // Context 82 MiB → total 90 MiB: on a 100 MiB GPU exactly 90 % → fits.
    QTest::newRow("90 % of 100 MiB") << 82.0 << 100.0 << "fits";
    // 91 MiB of 100 MiB → tight.
    QTest::newRow("91 % of 100 MiB") << 83.0 << 100.0 << "tight";
    // 90 MiB on a 90 MiB GPU: exactly 100 % → tight.
    QTest::newRow("100 % of 90 MiB") << 82.0 << 90.0 << "tight";
    // 90 MiB on an 89 MiB GPU → OOM.
    QTest::newRow("over 89 MiB") << 82.0 << 89.0 << "oom";
}

void TestEstimateTotals::verdictThroughEstimate()
{
    QFETCH(double, contextMib);
    QFETCH(double, gpuMib);
    QFETCH(QString, verdict);
    Coefficients c = roundCoefficients();
    c.allocatorReserveFraction = 0;
    c.cudaContextMib = contextMib;
    Synthetic x = paramsOnly(1048576);
    x.s().run.precision = Precision::Fp32;
    x.s().run.optimizer = Optimizer::Sgd;
    x.gpu.memoryMib = gpuMib;
    const MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(rep.vramAllocated, 8 * MiB);
    QCOMPARE_BYTES(rep.vramTotal, (8 + contextMib) * MiB);
    QCOMPARE_BYTES(rep.vramCapacity, gpuMib * MiB);
    QCOMPARE(QString::fromLatin1(toString(rep.vramVerdict).data()), verdict);
}

void TestEstimateTotals::overallVerdictIsTheWorse()
{
    // The setup of verdictThroughEstimate at 90 % of VRAM (fits). Host RAM: OS 2 GiB + one
    // process 2.5 GiB + loading 2^20 fp32 parameters 4 MiB = 4.5 GiB + 4 MiB.
    Coefficients c = roundCoefficients();
    c.allocatorReserveFraction = 0;
    c.cudaContextMib = 82;
    Synthetic x = paramsOnly(1048576);
    x.s().run.precision = Precision::Fp32;
    x.s().run.optimizer = Optimizer::Sgd;
    x.gpu.memoryMib = 100;
    MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(rep.hostTotal, 4.5 * GiB + 4 * MiB);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Fits);
    QCOMPARE_VERDICT(rep.hostVerdict, Verdict::Fits); // of 256 GiB
    QCOMPARE_VERDICT(rep.verdict, Verdict::Fits);
    // 4 GiB of host RAM: 4.5 GiB + 4 MiB > 4 GiB → host OOM → overall OOM.
    x.r.hostRamBytes = 4 * GiB;
    rep = x.run(c);
    QCOMPARE_VERDICT(rep.hostVerdict, Verdict::Oom);
    QCOMPARE_VERDICT(rep.verdict, Verdict::Oom);
    // 5 GiB: 4.5 GiB + 4 MiB is 90.08 % → tight; VRAM 91 % (context 83) → tight too.
    x.r.hostRamBytes = 5 * GiB;
    c.cudaContextMib = 83;
    rep = x.run(c);
    QCOMPARE_VERDICT(rep.hostVerdict, Verdict::Tight);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Tight);
    QCOMPARE_VERDICT(rep.verdict, Verdict::Tight);
    // VRAM over (89 MiB GPU), host tight → OOM.
    x.gpu.memoryMib = 89;
    c.cudaContextMib = 82;
    rep = x.run(c);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Oom);
    QCOMPARE_VERDICT(rep.verdict, Verdict::Oom);
}

void TestEstimateTotals::effectiveBatch()
{
    // micro batch 4 × accumulation 8 × 2 GPUs × 3 nodes = 192.
    Synthetic x = paramsOnly(1e9);
    x.s().run.microBatch = 4;
    x.s().run.gradAccum = 8;
    x.s().parallel.gpus = 2;
    x.s().parallel.nodes = 3;
    x.s().parallel.strategy = Strategy::Ddp;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.effectiveBatch, 192LL);
}

void TestEstimateTotals::llama2_7bLora()
{
    // Llama-2-7B with LoRA rank 8 on q and v (PEFT: "trainable params: 4,194,304 || all params:
    // 6,742,609,920"), bf16-mixed, AdamW, SDPA, micro batch 1, sequence 2048, no checkpointing.
    Synthetic x;
    x.r.arch = llama2_7b();
    x.s().model.kind = ModelKind::Decoder;
    x.s().model.params = 6738415616.0; // the base; PEFT's "all params" adds the 4,194,304 adapters
    x.s().model.trainableParams = 4194304.0;
    x.s().run.finetune = Finetune::Lora;
    x.s().model.dtype = "bf16"; // loaded in bf16 (torch_dtype=torch.bfloat16)
    x.r.loraTargets = kLoraQ | kLoraV;
    x.s().run.microBatch = 1;
    x.s().data.seqLen = 2048;
    x.gpu.memoryMib = 24576; // a 24 GiB card
    MemoryReport rep = x.run(roundCoefficients());
    // Weights: base 6,738,415,616 × 2 B = 13,476,831,232 + adapters 2 B × 4,194,304 = 8,388,608
    // → 13,485,219,840. Master 4 × 4,194,304 = 16,777,216; Adam 8 × 4,194,304 = 33,554,432.
    QCOMPARE_BYTES(vram(rep, VC::Weights), 13485219840.0);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 16777216.0);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 33554432.0);
    // Per token per layer (h = q = kv = 4096, f = 11008, a = 2, dropout copy 3 B per element;
    // the frozen projections keep no input): norm 4h 16,384 + dropout q, v 2 × 3 × 4096 =
    // 24,576 + q, k, v 2 × 12,288 = 24,576 + SDPA output 8,192 and logsumexp 4 × 32 = 128
    // + norm 2 16,384 + MLP 3 × 2 × 11008 = 66,048 → 156,288. × 2048 tokens × 32 layers
    // = 10,242,490,368; + final norm 2048 × 4 × 4096 = 33,554,432 → activations 10,276,044,800.
    QCOMPARE_BYTES(vram(rep, VC::Activations), 10276044800.0);
    // Logits: 2048 × 32000 × 12 B = 786,432,000. Batch 2048 × 24 = 49,152.
    QCOMPARE_BYTES(vram(rep, VC::Logits), 786432000.0);
    QCOMPARE_BYTES(vram(rep, VC::Batch), 49152.0);
    // Gradients (4 B × 4,194,304 = 16,777,216) come after the activations are freed: not shown.
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    // Allocated 13,485,219,840 + 16,777,216 + 33,554,432 + 49,152 + 10,276,044,800
    // + 786,432,000 = 24,598,077,440; reserve 10 % → 27,057,885,184 reserved;
    // + context 524,288,000 → 27,582,173,184: over 24 GiB (25,769,803,776) → OOM.
    QCOMPARE_BYTES(rep.vramAllocated, 24598077440.0);
    QCOMPARE_BYTES(rep.vramReserved, 27057885184.0);
    QCOMPARE_BYTES(rep.vramTotal, 27582173184.0);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Oom);
    // Full checkpointing: 32 layer inputs (the bf16 residual stream) 2 × 4096 × 2048 =
    // 16,777,216 each → 536,870,912, + final norm 33,554,432. The one layer recomputed at a
    // time (2048 × 156,288 = 320,077,824) comes after the loss's peak (786,432,000), which is
    // larger: activations 570,425,344. Allocated 13,535,600,640 + 570,425,344 + 786,432,000
    // = 14,892,457,984; × 1.1 = 16,381,703,782.4 + 524,288,000 = 16,905,991,782.4 = 65.6 %
    // of 24 GiB → fits.
    x.s().run.gradCheckpointing = Checkpointing::Full;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 570425344.0);
    QCOMPARE_BYTES(rep.vramTotal, 16905991782.4);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Fits);
}

void TestEstimateTotals::coefficientsFromCatalog()
{
    // Coefficients::from reads each coefficient by its yaml name; names the catalog lacks keep
    // the struct's default and are listed as missing.
    Catalog cat;
    Diagnostics d;
    QVERIFY(cat.loadCoefficients("cuda_context_mib: {value: 777, unit: MiB, source: test}\n"
                                 "ddp_grad_copy: {value: 0.5, unit: copies, source: test}\n",
                                 "test.yaml", d));
    std::vector<std::string> missing;
    const Coefficients c = Coefficients::from(cat, &missing);
    QCOMPARE(c.cudaContextMib, 777.0);
    QCOMPARE(c.ddpGradCopy, 0.5);
    QCOMPARE(c.allocatorReserveFraction, Coefficients{}.allocatorReserveFraction);
    QVERIFY(std::find(missing.begin(), missing.end(), "allocator_reserve_fraction") != missing.end());
    QVERIFY(std::find(missing.begin(), missing.end(), "cuda_context_mib") == missing.end());
    // The shipped yaml gives all of them.
    missing.clear();
    Coefficients::from(catalog(), &missing);
    QVERIFY(missing.empty());
}

void TestEstimateTotals::contextByGpuGeneration()
{
    // A table coefficient (cuda_context_mib_by_arch: {hopper: 760}) is one value per key; a GPU
    // of a listed generation gets its own context, any other the plain cuda_context_mib.
    Catalog cat;
    Diagnostics d;
    QVERIFY(cat.loadCoefficients("cuda_context_mib: {value: 500, unit: MiB, source: test}\n"
                                 "cuda_context_mib_by_arch: {value: {hopper: 760}, unit: MiB, source: test}\n",
                                 "test.yaml", d));
    Coefficients c = roundCoefficients();
    c.cudaContextMibByArch = Coefficients::from(cat).cudaContextMibByArch;
    QCOMPARE(c.cudaContextMibByArch.size(), size_t(1));
    Synthetic x = tinyDecoder();
    x.gpu.arch = "hopper";
    QCOMPARE_BYTES(vram(x.run(c), VC::CudaContext), 760.0 * 1048576);
    x.gpu.arch = "ampere";
    QCOMPARE_BYTES(vram(x.run(c), VC::CudaContext), 500.0 * 1048576);
    // A table entry that is no number is reported, with the table's name.
    Catalog bad;
    Diagnostics e;
    QVERIFY(!bad.loadCoefficients("cuda_context_mib_by_arch: {value: {hopper: lots}}\n", "bad.yaml", e));
    QVERIFY(!e.empty());
    // The shipped catalog marks every GPU with its generation, and the H200 gets the measured context.
    for (const GpuSpec &g : catalog().gpus())
        QVERIFY2(!g.arch.empty(), g.id.c_str());
    const Coefficients shipped = Coefficients::from(catalog());
    QCOMPARE(shipped.cudaContextMibByArch.at("hopper"), 760.0);
}

void TestEstimateTotals::componentIds()
{
    // The component ids of docs/cli.md, in the report's order.
    const char *vramIds[] = {"weights", "gradients", "optimizer", "master_weights", "ema", "activations", "logits",
                             "batch", "quant_buffers", "comm_buffers", "allocator_reserve", "cuda_context", "workspace", "paged_optimizer",
                             "calibration", "rollout_engine"};
    for (size_t i = 0; i < kVramComponents; ++i)
        QCOMPARE(QString::fromLatin1(componentId(VramComponent(i)).data(), int(componentId(VramComponent(i)).size())),
                 QString::fromLatin1(vramIds[i]));
}

QTEST_APPLESS_MAIN(TestEstimateTotals)
#include "tst_estimate_totals.moc"
