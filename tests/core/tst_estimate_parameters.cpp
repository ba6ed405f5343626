// The VRAM estimator, component by component and coefficient by coefficient. Every setup is
// built by hand (tests/core/fixtures.h) and every coefficient is set to a round number
// (roundCoefficients), so each expected value is arithmetic shown in the comment beside it.
//
// Shorthand in the comments: P parameters, T trainable parameters, W world size (GPUs × nodes),
// a activation bytes (2 for 16-bit compute, 4 for fp32), h hidden, q/kv attention widths,
// f ffn width, s tokens per sample, mb micro batch.
//
// This file: Parameters: weights, master copy, gradients, optimizer states, EMA.

#include "fixtures.h"

#include <QtTest>

#include <algorithm>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimateParameters : public QObject {
    Q_OBJECT
private slots:
    void weightsByPrecision_data();
    void weightsByPrecision();
    void ampCastCache();
    void optimizerFamilies_data();
    void optimizerFamilies();
    void emaCopy_data();
    void emaCopy();
    void loraWeights_data();
    void loraWeights();
    void loraFrozenBaseIsTheWholeBase();
    void addedNetworkBesideAFrozenModel();
    void qloraWeights_data();
    void qloraWeights();
    void qloraWithoutArchitecture();
    void presetFrozenModules();
};

void TestEstimateParameters::weightsByPrecision_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("master");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("optimizer");
    // P = T = 1e9, AdamW (two states of `stateBytes` each).
    // fp32: weights 1e9 × 4 B = 4e9; no master; grads 1e9 × 4 B = 4e9; Adam 1e9 × 2 × 4 B = 8e9.
    QTest::newRow("fp32") << "fp32" << 4e9 << 0.0 << 4e9 << 8e9;
    // fp16-mixed (autocast): the fp32 parameters are the master, 4 B × 1e9 = 4e9; fp32
    // gradients 4e9; Adam states in fp32 8e9. The 16-bit cast copies kept for backward,
    // 2 B × 1e9 × amp_cast_cache 1 = 2e9, are freed as backward goes: at its start they are
    // there and the gradients are not (2e9), at its end the gradients are (4e9), so the peak is
    // the end, without them: weights 0 (ampCastCache below shows them).
    QTest::newRow("fp16-mixed") << "fp16-mixed" << 0.0 << 4e9 << 4e9 << 8e9;
    QTest::newRow("bf16-mixed") << "bf16-mixed" << 0.0 << 4e9 << 4e9 << 8e9;
    // fp8 is counted as a mixed precision (fp32 master plus 16-bit working copies).
    QTest::newRow("fp8") << "fp8" << 0.0 << 4e9 << 4e9 << 8e9;
    // bf16-true: everything in 2 B: weights 2e9, grads 2e9, Adam 1e9 × 2 × 2 B = 4e9, no master.
    QTest::newRow("bf16-true") << "bf16-true" << 2e9 << 0.0 << 2e9 << 4e9;
    QTest::newRow("fp16-true") << "fp16-true" << 2e9 << 0.0 << 2e9 << 4e9;
}

void TestEstimateParameters::weightsByPrecision()
{
    QFETCH(QString, precision);
    QFETCH(double, weights);
    QFETCH(double, master);
    QFETCH(double, grads);
    QFETCH(double, optimizer);
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = en<Precision>(precision.toStdString());
    const MemoryReport rep = x.run(roundCoefficients());
    // No activations: forward/backward (weights + master + optimizer + max(0, grads)) is never
    // below the step (the same less the cast copies), so the forward/backward peak is shown and
    // the gradients, larger than activations + logits (0), are in it.
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Weights), weights);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), master);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), grads);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), optimizer);
    QCOMPARE_BYTES(vram(rep, VC::Ema), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), 0.0);
    QCOMPARE_BYTES(vram(rep, VC::Batch), 0.0);
}

void TestEstimateParameters::ampCastCache()
{
    // amp_cast_cache scales autocast's 16-bit copies: bf16-mixed, T = 1e9, cache 0.5 →
    // weights 2 B × 1e9 × 0.5 = 1e9; the fp32 master stays 4e9. (Accumulating, the earlier
    // micro-batch's gradients are there while the copies are: both at the peak.)
    Coefficients c = roundCoefficients();
    c.ampCastCache = 0.5;
    Synthetic x = paramsOnly(1e9);
    x.s().run.gradAccum = 2;
    MemoryReport rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 1e9);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 4e9);
    // Under ZeRO the 16-bit parameters are the model itself, not a cache: 2 B × 1e9 = 2e9
    // whatever amp_cast_cache says (ZeRO-1 on one GPU: master 4e9 / 1).
    x.s().parallel.strategy = Strategy::Zero1;
    rep = x.run(c);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 4e9);
}

void TestEstimateParameters::optimizerFamilies_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("optimizer");
    QTest::addColumn<double>("bytes");
    // T = 1e9. Under bf16-mixed the states are fp32 (4 B).
    QTest::newRow("adamw") << "bf16-mixed" << "adamw" << 8e9;          // 2 states × 4 B × 1e9
    QTest::newRow("adam") << "bf16-mixed" << "adam" << 8e9;            // same as AdamW
    QTest::newRow("lamb") << "bf16-mixed" << "lamb" << 8e9;            // Adam's two moments
    QTest::newRow("sgd") << "bf16-mixed" << "sgd" << 0.0;              // no state
    QTest::newRow("sgd-momentum") << "bf16-mixed" << "sgd-momentum" << 4e9; // 1 state × 4 B × 1e9
    QTest::newRow("lion") << "bf16-mixed" << "lion" << 4e9;            // 1 state (momentum)
    QTest::newRow("rmsprop") << "bf16-mixed" << "rmsprop" << 4e9;      // square_avg
    QTest::newRow("rmsprop-momentum") << "bf16-mixed" << "rmsprop-momentum" << 8e9; // + momentum_buffer
    QTest::newRow("adagrad") << "bf16-mixed" << "adagrad" << 4e9;      // sum
    // adafactor: adafactor_state_fraction 0.01 B/param × 1e9 = 1e7
    QTest::newRow("adafactor") << "bf16-mixed" << "adafactor" << 1e7;
    // adamw-8bit: adam8bit_bytes_per_param 2.0 × 1e9 = 2e9
    QTest::newRow("adamw-8bit") << "bf16-mixed" << "adamw-8bit" << 2e9;
    // adamw-4bit: adam4bit_bytes_per_param 1.0 × 1e9 = 1e9
    QTest::newRow("adamw-4bit") << "bf16-mixed" << "adamw-4bit" << 1e9;
    // lion-8bit: Lion's one state, 8-bit as one of AdamW8bit's two: 2.0 / 2 × 1e9 = 1e9
    QTest::newRow("lion-8bit") << "bf16-mixed" << "lion-8bit" << 1e9;
    // prodigy: exp_avg, exp_avg_sq, s, p0: 4 × 4 B × 1e9; D-Adaptation Adam 3 × 4 B × 1e9
    QTest::newRow("prodigy") << "bf16-mixed" << "prodigy" << 16e9;
    QTest::newRow("dadapt-adam") << "bf16-mixed" << "dadapt-adam" << 12e9;
    // came: a full first moment 4e9 + two factored moments 2 × 1e7
    QTest::newRow("came") << "bf16-mixed" << "came" << 4.02e9;
    QTest::newRow("muon") << "bf16-mixed" << "muon" << 4e9;
    // paged: the same states, in unified memory (paged_optimizer below): AdamW 8e9, 8-bit 2e9
    QTest::newRow("paged-adamw") << "bf16-mixed" << "paged-adamw" << 8e9;
    QTest::newRow("paged-adamw-8bit") << "bf16-mixed" << "paged-adamw-8bit" << 2e9;
    // bf16-true keeps the states in 2 B: AdamW 2 × 2 × 1e9 = 4e9, momentum 2e9, Lion 2e9;
    // fp32 keeps them in 4 B: AdamW 8e9. The 8-bit optimizer is 2 B/param in every precision.
    QTest::newRow("adamw bf16-true") << "bf16-true" << "adamw" << 4e9;
    QTest::newRow("sgd-momentum bf16-true") << "bf16-true" << "sgd-momentum" << 2e9;
    QTest::newRow("lion bf16-true") << "bf16-true" << "lion" << 2e9;
    QTest::newRow("adamw fp32") << "fp32" << "adamw" << 8e9;
    QTest::newRow("adamw-8bit bf16-true") << "bf16-true" << "adamw-8bit" << 2e9;
}

void TestEstimateParameters::optimizerFamilies()
{
    QFETCH(QString, precision);
    QFETCH(QString, optimizer);
    QFETCH(double, bytes);
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = en<Precision>(precision.toStdString());
    x.s().run.optimizer = en<Optimizer>(optimizer.toStdString());
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer) + vram(rep, VC::PagedOptimizer), bytes);
}

void TestEstimateParameters::emaCopy_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("ema");
    // The EMA copy of P = 1e9 parameters: fp32 under fp32 and mixed precision (4e9), in the
    // working dtype under a true half precision (2e9).
    QTest::newRow("fp32") << "fp32" << 4e9;
    QTest::newRow("bf16-mixed") << "bf16-mixed" << 4e9;
    QTest::newRow("fp16-mixed") << "fp16-mixed" << 4e9;
    QTest::newRow("bf16-true") << "bf16-true" << 2e9;
}

void TestEstimateParameters::emaCopy()
{
    QFETCH(QString, precision);
    QFETCH(double, ema);
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = en<Precision>(precision.toStdString());
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Ema), 0.0); // off by default
    x.s().run.ema = true;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Ema), ema);
}

void TestEstimateParameters::loraWeights_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("master");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("optimizer");
    // Base 1e9 frozen (model.params is the base model) + 1e6 adapter parameters
    // (model.trainable_params = 1e6), AdamW.
    // bf16-mixed with the base loaded in fp32 (model.dtype's default under autocast): base
    // 4 B × 1e9 = 4e9, plus the 16-bit cast autocast saves for backward of each frozen matmul
    // weight (no architecture: all of them) 2 B × 1e9 = 2e9, plus the adapters' 16-bit copies
    // 2 B × 1e6 = 2e6 → 6.002e9; adapters' fp32 master 4e6; Adam 2 × 4 B × 1e6 = 8e6. The
    // peak is the start of backward, where the casts (2.002e9) are and the adapters' fp32
    // gradients (4e6) are not yet. (Loaded in bf16 the base is 2e9 and nothing is cast:
    // tst_estimate_mechanisms.)
    QTest::newRow("bf16-mixed") << "bf16-mixed" << 6.002e9 << 4e6 << 0.0 << 8e6;
    QTest::newRow("fp16-mixed") << "fp16-mixed" << 6.002e9 << 4e6 << 0.0 << 8e6;
    // fp32: base 4 B × 1e9 = 4e9 + adapters 4 B × 1e6 = 4e6 → 4.004e9; grads 4e6; Adam 8e6.
    QTest::newRow("fp32") << "fp32" << 4.004e9 << 0.0 << 4e6 << 8e6;
    // bf16-true: base 2e9 + adapters 2e6; grads 2e6; Adam 2 × 2 B × 1e6 = 4e6.
    QTest::newRow("bf16-true") << "bf16-true" << 2.002e9 << 0.0 << 2e6 << 4e6;
}

void TestEstimateParameters::loraWeights()
{
    QFETCH(QString, precision);
    QFETCH(double, weights);
    QFETCH(double, master);
    QFETCH(double, grads);
    QFETCH(double, optimizer);
    Synthetic x = paramsOnly(1e9);
    x.s().model.trainableParams = 1e6;
    x.s().run.finetune = Finetune::Lora;
    x.s().run.precision = en<Precision>(precision.toStdString());
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Weights), weights);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), master);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), grads);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), optimizer);
    QCOMPARE_BYTES(vram(rep, VC::QuantBuffers), 0.0); // LoRA dequantizes nothing
}

// The tiny decoder given field by field (as --set gives them) with `more`, resolved.
static bool tinyResolved(const std::vector<std::pair<const char *, const char *>> &more, TrainingSetup &in,
                         ResolvedSetup &r)
{
    Source src;
    src.kind = Source::Kind::Set;
    std::vector<std::pair<const char *, const char *>> fields = {
        {"model.layers", "4"}, {"model.hidden", "64"}, {"model.heads", "4"}, {"model.kv_heads", "2"},
        {"model.ffn", "128"}, {"model.vocab", "1000"}, {"hardware.host_ram_gib", "64"}, {"hardware.cpu_cores", "8"},
        {"model.dtype", "bf16"}};
    fields.insert(fields.end(), more.begin(), more.end());
    for (const auto &[field, value] : fields)
        if (setField(in, field, value, src))
            return false;
    Diagnostics diags;
    return resolveSetup(in, catalog(), r, diags);
}

void TestEstimateParameters::addedNetworkBesideAFrozenModel()
{
    // A ControlNet or an action head trained beside a frozen model loaded in bf16 (run.finetune
    // frozen, model.extra_trainable_params 10,000; resolveSetup derives trainable_params 0 from
    // `frozen`, which must not hide the added network). The frozen 276,032 weights stay bf16:
    // 2 B × 276,032 = 552,064; the added network is created in fp32 as adapters are and trains
    // under autocast: fp32 weights 4 B × 10,000 = 40,000 (the "master" row), their 16-bit casts
    // 2 B × 10,000 = 20,000 beside the frozen weights → weights 572,064; fp32 gradients 40,000;
    // AdamW's two fp32 states 80,000.
    TrainingSetup in;
    ResolvedSetup r;
    QVERIFY(tinyResolved({{"run.finetune", "frozen"}, {"model.extra_trainable_params", "10000"},
                          {"run.precision", "bf16-mixed"}, {"run.optimizer", "adamw"},
                          {"run.grad_accum", "2"}}, // (accumulating: the gradients are shown at the peak)
                         in, r));
    QCOMPARE_BYTES(r.setup.model.trainableParams, 0.0);
    Coefficients c = roundCoefficients();
    c.ampCastCache = 1.0;
    const MemoryReport rep = estimate(r, c);
    QCOMPARE_BYTES(vram(rep, VC::Weights), 572064.0);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 40000.0);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 40000.0);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 80000.0);
    // A trainable count the user states already holds the added network: nothing is added twice.
    Source stated;
    stated.kind = Source::Kind::Set;
    QVERIFY(!setField(in, "run.finetune", "full", stated));
    QVERIFY(!setField(in, "model.trainable_params", "10000", stated));
    Diagnostics diags;
    QVERIFY(resolveSetup(in, catalog(), r, diags));
    QCOMPARE_BYTES(estimate(r, c).vram[static_cast<size_t>(VC::Gradients)], 2.0 * 10000);
}

void TestEstimateParameters::loraFrozenBaseIsTheWholeBase()
{
    // resolveSetup derives model.params from the architecture (the base model alone:
    // 276,032 for the tiny decoder) and model.trainable_params from the adapters (7,168, rank 8
    // on q and v). The GPU then holds all 276,032 base weights frozen at 2 B = 552,064 plus
    // the adapters' 16-bit copies 2 B × 7,168 = 14,336 → 566,400 (bf16-mixed, loaded in bf16).
    TrainingSetup in;
    ResolvedSetup r;
    QVERIFY(tinyResolved({{"run.finetune", "lora"}}, in, r));
    QCOMPARE_BYTES(r.setup.model.params, kTinyParams);
    QCOMPARE_BYTES(r.setup.model.trainableParams, kTinyLoraQV8);
    const MemoryReport rep = estimate(r, roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 566400.0);
}

void TestEstimateParameters::qloraWeights_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<double>("dequantLayers");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("quantBuffers");
    // Tiny decoder, QLoRA rank 8 on q, v: P = 276,032 base + 7,168 adapters, T = 7,168,
    // frozen = 276,032 of which the block linears (147,456) are quantized, the other
    // 128,576 (embeddings, LM head, norms) stay at 2 B = 257,152.
    // Adapters (bf16-mixed): 16-bit copies 2 B × 7,168 = 14,336.
    // 4-bit: nf4 4.5 bits/param: 147,456 × 4.5 / 8 = 82,944 → 82,944 + 257,152 + 14,336 = 354,432.
    // Dequant buffer: one (dequant_buffer_layers 1) 16-bit copy of the widest block matrix,
    //   max(h·f, h·q) = max(64 × 128, 64 × 64) = 8,192 × 2 B = 16,384.
    QTest::newRow("nf4") << 4 << 1.0 << 354432.0 << 16384.0;
    // 8-bit: int8 8.0 bits/param: 147,456 × 1 B = 147,456 → + 257,152 + 14,336 = 418,944.
    QTest::newRow("int8") << 8 << 1.0 << 418944.0 << 16384.0;
    // dequant_buffer_layers 2: two widest matrices, 2 × 16,384 = 32,768.
    QTest::newRow("nf4, 2 dequant buffers") << 4 << 2.0 << 354432.0 << 32768.0;
}

void TestEstimateParameters::qloraWeights()
{
    QFETCH(int, bits);
    QFETCH(double, dequantLayers);
    QFETCH(double, weights);
    QFETCH(double, quantBuffers);
    Coefficients c = roundCoefficients();
    c.dequantBufferLayers = dequantLayers;
    Synthetic x = tinyLora(Finetune::Qlora);
    x.s().run.quantBits = bits;
    x.s().run.gradAccum = 2; // so that every component of the forward/backward peak is shown
    const MemoryReport rep = x.run(c);
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Weights), weights);
    QCOMPARE_BYTES(vram(rep, VC::QuantBuffers), quantBuffers);
    // The adapters: master 4 B × 7,168 = 28,672; gradients 4 B × 7,168 = 28,672;
    // Adam 2 × 4 B × 7,168 = 57,344.
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), 28672.0);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 28672.0);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 57344.0);
}

void TestEstimateParameters::qloraWithoutArchitecture()
{
    // No architecture: 90 % of the frozen parameters are taken as quantizable block linears.
    // P = 1e9 base, T = 5e6 adapters on top, nf4 4.5 bits:
    // 9e8 × 4.5 / 8 = 5.0625e8; the other 1e8 at 2 B = 2e8 → 7.0625e8. The adapters' 16-bit
    // casts (2 B × 5e6 = 1e7) are gone by the end of backward, where their fp32 gradients
    // (4 B × 5e6 = 2e7) make the peak. Without a shape there is no widest matrix, so no
    // dequant buffer.
    Synthetic x = paramsOnly(1e9);
    x.s().model.trainableParams = 5e6;
    x.s().run.finetune = Finetune::Qlora;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 7.0625e8);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 2e7);
    QCOMPARE_BYTES(vram(rep, VC::QuantBuffers), 0.0);
}

void TestEstimateParameters::presetFrozenModules()
{
    // A preset's frozen modules (a diffusion run's VAE and text encoders) stay on the GPU
    // beside the trained model. Trained P = T = 1e9 in bf16-true (2 B) plus frozenParams 5e8:
    // a fully trained run keeps its frozen modules in the trained dtype, 2 B × 5e8 = 1e9
    // → weights 2e9 + 1e9 = 3e9. Gradients and optimizer cover only T: 2e9 and 4e9.
    Synthetic x = paramsOnly(1e9);
    x.usePreset = true;
    x.preset.id = "test-preset";
    x.preset.kind = ModelKind::Generic;
    x.preset.params = 1e9;
    x.preset.frozenParams = 5e8;
    x.s().run.precision = Precision::Bf16True;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 3e9);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 2e9);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), 4e9);
    // fp32: everything at 4 B: (1e9 + 5e8) × 4 = 6e9.
    x.s().run.precision = Precision::Fp32;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 6e9);
}

QTEST_APPLESS_MAIN(TestEstimateParameters)
#include "tst_estimate_parameters.moc"
