// The VRAM estimator, component by component and coefficient by coefficient. Every setup is
// built by hand (tests/core/fixtures.h) and every coefficient is set to a round number
// (roundCoefficients), so each expected value is arithmetic shown in the comment beside it.
//
// Shorthand in the comments: P parameters, T trainable parameters, W world size (GPUs × nodes),
// a activation bytes (2 for 16-bit compute, 4 for fp32), h hidden, q/kv attention widths,
// f ffn width, s tokens per sample, mb micro batch.

#include "fixtures.h"

#include <QtTest>

#include <algorithm>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimate : public QObject {
    Q_OBJECT
private slots:
    // parameters
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
    void qloraWeights_data();
    void qloraWeights();
    void qloraWithoutArchitecture();
    void presetFrozenModules();
    // activations
    void layerActivationPerToken_data();
    void layerActivationPerToken();
    void activations_data();
    void activations();
    void visionTowerAndImageTokens();
    void cnnActivationProfile();
    void logits_data();
    void logits();
    void logitsCoverImageTokens();
    void inputBatch_data();
    void inputBatch();
    // parallelism
    void sharding_data();
    void sharding();
    void shardingCoefficients_data();
    void shardingCoefficients();
    void zeroBucketsFollowPrecision();
    void offload();
    void offloadedFp32GradientsLeaveTheGpu();
    void offloadedParamsNeverNegative();
    // phases, overheads, totals, verdicts
    void phaseRule();
    void phaseRuleTransformer_data();
    void phaseRuleTransformer();
    void allocatorReserve_data();
    void allocatorReserve();
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
    void componentIds();
};

// ---------------------------------------------------------------------------------------------
// Parameters: weights, master copy, gradients, optimizer states, EMA
// ---------------------------------------------------------------------------------------------

void TestEstimate::weightsByPrecision_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("master");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("optimizer");
    // P = T = 1e9, AdamW (two states of `stateBytes` each).
    // fp32: weights 1e9 × 4 B = 4e9; no master; grads 1e9 × 4 B = 4e9; Adam 1e9 × 2 × 4 B = 8e9.
    QTest::newRow("fp32") << "fp32" << 4e9 << 0.0 << 4e9 << 8e9;
    // fp16-mixed (autocast): the fp32 parameters are the master, 4 B × 1e9 = 4e9; the 16-bit
    // cast copies kept for backward, 2 B × 1e9 × amp_cast_cache 1 = 2e9, are the weights;
    // fp32 gradients 4e9; Adam states in fp32 8e9.
    QTest::newRow("fp16-mixed") << "fp16-mixed" << 2e9 << 4e9 << 4e9 << 8e9;
    QTest::newRow("bf16-mixed") << "bf16-mixed" << 2e9 << 4e9 << 4e9 << 8e9;
    // fp8 is counted as a mixed precision (fp32 master plus 16-bit working copies).
    QTest::newRow("fp8") << "fp8" << 2e9 << 4e9 << 4e9 << 8e9;
    // bf16-true: everything in 2 B: weights 2e9, grads 2e9, Adam 1e9 × 2 × 2 B = 4e9, no master.
    QTest::newRow("bf16-true") << "bf16-true" << 2e9 << 0.0 << 2e9 << 4e9;
    QTest::newRow("fp16-true") << "fp16-true" << 2e9 << 0.0 << 2e9 << 4e9;
}

void TestEstimate::weightsByPrecision()
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

void TestEstimate::ampCastCache()
{
    // amp_cast_cache scales autocast's 16-bit copies: bf16-mixed, T = 1e9, cache 0.5 →
    // weights 2 B × 1e9 × 0.5 = 1e9; the fp32 master stays 4e9.
    Coefficients c = roundCoefficients();
    c.ampCastCache = 0.5;
    Synthetic x = paramsOnly(1e9);
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

void TestEstimate::optimizerFamilies_data()
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
    // adafactor: adafactor_state_fraction 0.01 B/param × 1e9 = 1e7
    QTest::newRow("adafactor") << "bf16-mixed" << "adafactor" << 1e7;
    // adamw-8bit: adam8bit_bytes_per_param 2.0 × 1e9 = 2e9
    QTest::newRow("adamw-8bit") << "bf16-mixed" << "adamw-8bit" << 2e9;
    // adamw-4bit: adam4bit_bytes_per_param 1.0 × 1e9 = 1e9
    QTest::newRow("adamw-4bit") << "bf16-mixed" << "adamw-4bit" << 1e9;
    // paged: the share on the GPU, paged_optimizer_gpu_fraction 0.25: 8e9 × 0.25 = 2e9
    QTest::newRow("paged-adamw") << "bf16-mixed" << "paged-adamw" << 2e9;
    // paged 8-bit: 2.0 × 1e9 × 0.25 = 5e8
    QTest::newRow("paged-adamw-8bit") << "bf16-mixed" << "paged-adamw-8bit" << 5e8;
    // bf16-true keeps the states in 2 B: AdamW 2 × 2 × 1e9 = 4e9, momentum 2e9, Lion 2e9;
    // fp32 keeps them in 4 B: AdamW 8e9. The 8-bit optimizer is 2 B/param in every precision.
    QTest::newRow("adamw bf16-true") << "bf16-true" << "adamw" << 4e9;
    QTest::newRow("sgd-momentum bf16-true") << "bf16-true" << "sgd-momentum" << 2e9;
    QTest::newRow("lion bf16-true") << "bf16-true" << "lion" << 2e9;
    QTest::newRow("adamw fp32") << "fp32" << "adamw" << 8e9;
    QTest::newRow("adamw-8bit bf16-true") << "bf16-true" << "adamw-8bit" << 2e9;
}

void TestEstimate::optimizerFamilies()
{
    QFETCH(QString, precision);
    QFETCH(QString, optimizer);
    QFETCH(double, bytes);
    Synthetic x = paramsOnly(1e9);
    x.s().run.precision = en<Precision>(precision.toStdString());
    x.s().run.optimizer = en<Optimizer>(optimizer.toStdString());
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), bytes);
}

void TestEstimate::emaCopy_data()
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

void TestEstimate::emaCopy()
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

void TestEstimate::loraWeights_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("master");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("optimizer");
    // Base 1e9 frozen (model.params is the base model) + 1e6 adapter parameters
    // (model.trainable_params = 1e6), AdamW.
    // bf16-mixed: frozen base at 2 B: 2e9; adapters' 16-bit copies 2 B × 1e6 = 2e6 → 2.002e9;
    // adapters' fp32 master 4e6; fp32 gradients 4e6; Adam 2 × 4 B × 1e6 = 8e6.
    QTest::newRow("bf16-mixed") << "bf16-mixed" << 2.002e9 << 4e6 << 4e6 << 8e6;
    QTest::newRow("fp16-mixed") << "fp16-mixed" << 2.002e9 << 4e6 << 4e6 << 8e6;
    // fp32: base 4 B × 1e9 = 4e9 + adapters 4 B × 1e6 = 4e6 → 4.004e9; grads 4e6; Adam 8e6.
    QTest::newRow("fp32") << "fp32" << 4.004e9 << 0.0 << 4e6 << 8e6;
    // bf16-true: base 2e9 + adapters 2e6; grads 2e6; Adam 2 × 2 B × 1e6 = 4e6.
    QTest::newRow("bf16-true") << "bf16-true" << 2.002e9 << 0.0 << 2e6 << 4e6;
}

void TestEstimate::loraWeights()
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

void TestEstimate::loraFrozenBaseIsTheWholeBase()
{
    // resolveSetup derives model.params from the architecture (the base model alone:
    // 276,032 for the tiny decoder) and model.trainable_params from the adapters (7,168, rank 8
    // on q and v). The GPU then holds all 276,032 base weights frozen at 2 B = 552,064 plus
    // the adapters' 16-bit copies 2 B × 7,168 = 14,336 → 566,400 (bf16-mixed).
    TrainingSetup in;
    Source src;
    src.kind = Source::Kind::Set;
    for (const auto &[field, value] : std::vector<std::pair<const char *, const char *>>{
             {"model.layers", "4"}, {"model.hidden", "64"}, {"model.heads", "4"}, {"model.kv_heads", "2"},
             {"model.ffn", "128"}, {"model.vocab", "1000"}, {"run.finetune", "lora"},
             {"hardware.host_ram_gib", "64"}, {"hardware.cpu_cores", "8"}}) {
        const auto err = setField(in, field, value, src);
        QVERIFY2(!err, field);
    }
    ResolvedSetup r;
    Diagnostics diags;
    QVERIFY(resolveSetup(in, catalog(), r, diags));
    QCOMPARE_BYTES(r.setup.model.params, kTinyParams);
    QCOMPARE_BYTES(r.setup.model.trainableParams, kTinyLoraQV8);
    const MemoryReport rep = estimate(r, roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 566400.0);
}

void TestEstimate::qloraWeights_data()
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

void TestEstimate::qloraWeights()
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

void TestEstimate::qloraWithoutArchitecture()
{
    // No architecture: 90 % of the frozen parameters are taken as quantizable block linears.
    // P = 1e9 base, T = 5e6 adapters on top, nf4 4.5 bits:
    // 9e8 × 4.5 / 8 = 5.0625e8; the other 1e8 at 2 B = 2e8; adapters 2 B × 5e6 = 1e7
    // → 7.1625e8. Without a shape there is no widest matrix, so no dequant buffer.
    Synthetic x = paramsOnly(1e9);
    x.s().model.trainableParams = 5e6;
    x.s().run.finetune = Finetune::Qlora;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Weights), 7.1625e8);
    QCOMPARE_BYTES(vram(rep, VC::QuantBuffers), 0.0);
}

void TestEstimate::presetFrozenModules()
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

// ---------------------------------------------------------------------------------------------
// Activations
// ---------------------------------------------------------------------------------------------

void TestEstimate::layerActivationPerToken_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<int>("targets");
    QTest::addColumn<bool>("rmsNorm");
    QTest::addColumn<bool>("gated");
    QTest::addColumn<bool>("dropout");
    QTest::addColumn<double>("dropoutCopies");
    QTest::addColumn<double>("qloraSaves");
    QTest::addColumn<double>("perToken");
    QTest::addColumn<double>("perTokenPerSeq");
    // Tiny decoder: h = 64, q = 64, kv = 32, f = 128, 4 heads, gated MLP, RMSNorm.
    // Fully trained, bf16-mixed (a = 2), SDPA (K and V repeated to q width):
    //   norm 1 input, fp32           4h = 256
    //   its output (q/k/v input)     a·h = 128
    //   q, k, v as SDPA saves them   a·(q + 2q) = 384
    //   attention output             a·q = 128
    //   o_proj input                 a·q = 128
    //   norm 2 input, fp32           4h = 256
    //   its output (MLP input)       a·h = 128
    //   gate, up, activation output  3·a·f = 768
    //   down input                   a·f = 256          → 2,432 per token
    const int none = 0, qv = kLoraQ | kLoraV;
    QTest::newRow("sdpa") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << 2432.0 << 0.0;
    // flash keeps K and V at kv width: a·(q + 2kv) = 2 × 128 = 256 instead of 384 → 2,304.
    QTest::newRow("flash") << "bf16-mixed" << "flash" << "full" << none << true << true << false << 1.0 << 1.0 << 2304.0 << 0.0;
    // eager: as SDPA per token, plus per score (per token per token of context) for each of
    // the 4 heads the fp32 softmax output (4 B) and its 16-bit cast (2 B): 4 × 6 = 24.
    QTest::newRow("eager") << "bf16-mixed" << "eager" << "full" << none << true << true << false << 1.0 << 1.0 << 2432.0 << 24.0;
    // fp32 (a = 4): norms 2 × 4h = 512, the rest doubles: 2 × 1,920 = 3,840 → 4,352;
    // eager: the softmax output is already fp32 and is used as is: 4 heads × 4 B = 16.
    QTest::newRow("fp32 sdpa") << "fp32" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << 4352.0 << 0.0;
    QTest::newRow("fp32 eager") << "fp32" << "eager" << "full" << none << true << true << false << 1.0 << 1.0 << 4352.0 << 16.0;
    // Training with dropout: residual-dropout masks 2h = 128 per token → 2,560; per score the
    // attention-dropout mask (1 B) and its output (a = 2 B) join: 4 heads × (4 + 2 + 3) = 36.
    QTest::newRow("eager dropout") << "bf16-mixed" << "eager" << "full" << none << true << true << true << 1.0 << 1.0 << 2560.0 << 36.0;
    // LayerNorm in bf16-true keeps its input in 2 B: the two norms save a·h = 128 each
    // instead of 256 → 2,432 − 256 = 2,176. (RMSNorm, or any norm under autocast, keeps fp32.)
    QTest::newRow("layernorm bf16-true") << "bf16-true" << "sdpa" << "full" << none << false << true << false << 1.0 << 1.0 << 2176.0 << 0.0;
    QTest::newRow("layernorm bf16-mixed") << "bf16-mixed" << "sdpa" << "full" << none << false << true << false << 1.0 << 1.0 << 2432.0 << 0.0;
    // A plain MLP (fc1 → activation → fc2): a·f = 256 instead of 3·a·f = 768 → 1,920.
    QTest::newRow("plain mlp") << "bf16-mixed" << "sdpa" << "full" << none << true << false << false << 1.0 << 1.0 << 1920.0 << 0.0;
    // LoRA on q and v (frozen base, bf16-mixed). Dropout copy per adapted projection:
    // lora_dropout_copies 1 × (a + 1 mask byte) = 3 B per element of its input.
    //   norm 1 input 256; its output (adapters' input) 128; dropout copies for q and v
    //   2 × 3 × h = 384; q, k, v 384; attention output 128; o_proj's input not needed (frozen);
    //   norm 2 input 256; MLP outputs 768; down's input not needed → 2,304.
    QTest::newRow("lora q,v") << "bf16-mixed" << "sdpa" << "lora" << qv << true << true << false << 1.0 << 1.0 << 2304.0 << 0.0;
    // lora_dropout_copies 0 (dropout p = 0): 2,304 − 384 = 1,920.
    QTest::newRow("lora q,v no dropout") << "bf16-mixed" << "sdpa" << "lora" << qv << true << true << false << 0.0 << 1.0 << 1920.0 << 0.0;
    // LoRA on every linear, copies 1 (3 B per element):
    //   norm 1 256 + output 128 + dropout q, k, v 3 × 3 × 64 = 576 + q/k/v 384 + attn out 128
    //   + o_proj input 128 + its dropout 3 × 64 = 192 + norm 2 256 + output 128
    //   + dropout gate, up 2 × 3 × 64 = 384 + MLP outputs 768 + down input 256
    //   + its dropout 3 × 128 = 384 → 3,968.
    QTest::newRow("lora all-linear") << "bf16-mixed" << "sdpa" << "lora" << int(kLoraAllLinear) << true << true << false << 1.0 << 1.0 << 3968.0 << 0.0;
    // QLoRA q, v: bitsandbytes' 4-bit matmul saves its input although the weight is frozen
    // (qlora_saves_linear_inputs 1), so LoRA's 2,304 gains o_proj's input 128, the MLP
    // input 128 and down's input 256 → 2,816.
    QTest::newRow("qlora q,v") << "bf16-mixed" << "sdpa" << "qlora" << qv << true << true << false << 1.0 << 1.0 << 2816.0 << 0.0;
    // qlora_saves_linear_inputs 0: as LoRA, 2,304.
    QTest::newRow("qlora q,v no saved inputs") << "bf16-mixed" << "sdpa" << "qlora" << qv << true << true << false << 1.0 << 0.0 << 2304.0 << 0.0;
    // Frozen, nothing adapted (gradients only flow through): norms 2 × 256 + q/k/v 384
    // + attention output 128 + MLP outputs 768 → 1,792.
    QTest::newRow("frozen") << "bf16-mixed" << "sdpa" << "frozen" << none << true << true << false << 1.0 << 1.0 << 1792.0 << 0.0;
}

void TestEstimate::layerActivationPerToken()
{
    QFETCH(QString, precision);
    QFETCH(QString, attention);
    QFETCH(QString, finetune);
    QFETCH(int, targets);
    QFETCH(bool, rmsNorm);
    QFETCH(bool, gated);
    QFETCH(bool, dropout);
    QFETCH(double, dropoutCopies);
    QFETCH(double, qloraSaves);
    QFETCH(double, perToken);
    QFETCH(double, perTokenPerSeq);
    Coefficients c = roundCoefficients();
    c.loraDropoutCopies = dropoutCopies;
    c.qloraSavesLinearInputs = qloraSaves;
    Synthetic x = tinyDecoder();
    x.r.arch.rmsNorm = rmsNorm;
    x.r.arch.gatedMlp = gated;
    x.r.arch.dropout = dropout;
    x.s().run.precision = en<Precision>(precision.toStdString());
    x.s().run.attention = en<Attention>(attention.toStdString());
    x.s().run.finetune = en<Finetune>(finetune.toStdString());
    x.bind();
    const LayerActivation l = transformerLayerActivation(x.r.arch, x.r, c, x.s().run.finetune == Finetune::Full,
                                                         static_cast<unsigned>(targets));
    QCOMPARE_BYTES(l.perToken, perToken);
    QCOMPARE_BYTES(l.perTokenPerSeq, perTokenPerSeq);
}

void TestEstimate::activations_data()
{
    QTest::addColumn<QString>("precision");
    QTest::addColumn<QString>("attention");
    QTest::addColumn<QString>("checkpointing");
    QTest::addColumn<bool>("offload");
    QTest::addColumn<bool>("cached");
    QTest::addColumn<QString>("finetune");
    QTest::addColumn<int>("seq");
    QTest::addColumn<double>("activations");
    // Tiny decoder, mb = 2, s = 16 tokens, 4 layers, bf16-mixed, fully trained.
    // One layer, one sample: s × 2,432 = 38,912 (per-token figures: layerActivationPerToken).
    // After the stack: the final norm's fp32 input and the LM head's input,
    // s × (4h + a·h) = 16 × (256 + 128) = 6,144.
    // No checkpointing: (4 × 38,912 + 6,144) × mb 2 = (155,648 + 6,144) × 2 = 323,584.
    QTest::newRow("sdpa") << "bf16-mixed" << "sdpa" << "false" << false << false << "full" << 16 << 323584.0;
    // flash: 16 × 2,304 = 36,864 per layer → (147,456 + 6,144) × 2 = 307,200.
    QTest::newRow("flash") << "bf16-mixed" << "flash" << "false" << false << false << "full" << 16 << 307200.0;
    // eager: 16 × (2,432 + 24 × 16) = 16 × 2,816 = 45,056 per layer → (180,224 + 6,144) × 2 = 372,736.
    QTest::newRow("eager") << "bf16-mixed" << "eager" << "false" << false << false << "full" << 16 << 372736.0;
    // eager at s = 32 (the score term grows with s²): 32 × (2,432 + 24 × 32) = 102,400 per
    // layer → (409,600 + 32 × 384) × 2 = (409,600 + 12,288) × 2 = 843,776.
    QTest::newRow("eager s=32") << "bf16-mixed" << "eager" << "false" << false << false << "full" << 32 << 843776.0;
    // Full checkpointing: each layer keeps its input, a·h·s = 2 × 64 × 16 = 2,048, and one
    // layer is recomputed at a time: 4 × 2,048 + 38,912 = 47,104 → (47,104 + 6,144) × 2 = 106,496.
    QTest::newRow("full checkpointing") << "bf16-mixed" << "sdpa" << "true" << false << false << "full" << 16 << 106496.0;
    // Selective (selective_checkpoint_keep 0.5): 4 × 38,912 × 0.5 + 38,912 = 116,736
    // → (116,736 + 6,144) × 2 = 245,760.
    QTest::newRow("selective") << "bf16-mixed" << "sdpa" << "selective" << false << false << "full" << 16 << 245760.0;
    // Activation offload: saved tensors stream to the host, at most two layers' worth stay:
    // min(155,648, 2 × 38,912 = 77,824) = 77,824 → (77,824 + 6,144) × 2 = 167,936.
    QTest::newRow("offload") << "bf16-mixed" << "sdpa" << "false" << true << false << "full" << 16 << 167936.0;
    // Offload with full checkpointing: min(47,104, 77,824) = 47,104 → 106,496 as above.
    QTest::newRow("offload + checkpointing") << "bf16-mixed" << "sdpa" << "true" << true << false << "full" << 16 << 106496.0;
    // Cached features: the stack's activations come from a cache, only the head's remain:
    // 6,144 × 2 = 12,288.
    QTest::newRow("cached features") << "bf16-mixed" << "sdpa" << "false" << false << true << "full" << 16 << 12288.0;
    // fp32: 16 × 4,352 = 69,632 per layer; head 16 × (4h + 4h) = 8,192
    // → (278,528 + 8,192) × 2 = 573,440.
    QTest::newRow("fp32") << "fp32" << "sdpa" << "false" << false << false << "full" << 16 << 573440.0;
    // LoRA q, v: 16 × 2,304 = 36,864 per layer; the head's input is not kept (frozen head):
    // 16 × 4h = 4,096 → (147,456 + 4,096) × 2 = 303,104.
    QTest::newRow("lora q,v") << "bf16-mixed" << "sdpa" << "false" << false << false << "lora" << 16 << 303104.0;
    // QLoRA q, v: 16 × 2,816 = 45,056 per layer → (180,224 + 4,096) × 2 = 368,640.
    QTest::newRow("qlora q,v") << "bf16-mixed" << "sdpa" << "false" << false << false << "qlora" << 16 << 368640.0;
    // Frozen model with a trained extra head (model.extra_trainable_params > 0): gradients pass
    // through the frozen stack: 16 × 1,792 = 28,672 per layer → (114,688 + 4,096) × 2 = 237,568.
    QTest::newRow("frozen + extra head") << "bf16-mixed" << "sdpa" << "false" << false << false << "frozen" << 16 << 237568.0;
}

void TestEstimate::activations()
{
    QFETCH(QString, precision);
    QFETCH(QString, attention);
    QFETCH(QString, checkpointing);
    QFETCH(bool, offload);
    QFETCH(bool, cached);
    QFETCH(QString, finetune);
    QFETCH(int, seq);
    QFETCH(double, activations);
    Synthetic x = finetune == "full" ? tinyDecoder() : tinyLora(en<Finetune>(finetune.toStdString()));
    if (finetune == "frozen") {
        x.r.loraTargets = 0;
        x.s().model.params = kTinyParams;
        x.s().model.trainableParams = 0;
        x.s().model.extraTrainableParams = 1000;
    }
    x.s().data.seqLen = seq;
    x.s().run.gradAccum = 2; // accumulating: activations, logits and gradients are all shown
    x.s().run.precision = en<Precision>(precision.toStdString());
    x.s().run.attention = en<Attention>(attention.toStdString());
    QVERIFY(!setField(x.s(), "run.grad_checkpointing", checkpointing.toStdString(), Source{}));
    x.s().run.activationOffload = offload;
    x.s().run.cachedFeatures = cached;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE(rep.tokensPerSample, double(seq));
    QCOMPARE_BYTES(vram(rep, VC::Activations), activations);
    if (finetune == "frozen") {
        // Nothing to backpropagate into without an extra trained part: no activations.
        x.s().model.extraTrainableParams = 0;
        const MemoryReport none = x.run(roundCoefficients());
        QCOMPARE_BYTES(vram(none, VC::Activations), 0.0);
    }
}

// A VLM preset's vision tower: 448-pixel images in 14-pixel patches, 2 × 2 patches merged
// into one LM token; one layer, hidden 32, 2 heads, ffn 64, plain MLP, LayerNorm.
static void addVisionTower(Synthetic &x)
{
    x.usePreset = true;
    x.preset.id = "test-vlm";
    x.preset.kind = ModelKind::VisionLanguage;
    x.preset.arch = tinyArch();
    x.preset.vision.layers = 1;
    x.preset.vision.hidden = 32;
    x.preset.vision.heads = 2;
    x.preset.vision.ffn = 64;
    x.preset.vision.patch = 14;
    x.preset.vision.merge = 2;
    x.preset.vision.imageSize = 448;
    x.preset.vision.gatedMlp = false;
    x.preset.vision.rmsNorm = false;
    x.s().model.kind = ModelKind::VisionLanguage;
}

void TestEstimate::visionTowerAndImageTokens()
{
    // Image tokens: (448 / 14)² = 32² = 1,024 patches, merged 2 × 2 → 256 LM tokens;
    // with 16 text tokens the LM sees 272 per sample.
    Synthetic x = tinyDecoder();
    addVisionTower(x);
    x.s().run.microBatch = 1;
    x.s().run.gradAccum = 2;
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 272.0);
    // Activations, fully trained, bf16-mixed, SDPA:
    //   LM: 4 layers × 272 × 2,432 = 2,646,016, head 272 × 384 = 104,448 → 2,750,464.
    //   Vision tower layer per patch token (h = q = kv = 32, f = 64, LayerNorm under autocast
    //   keeps fp32): norm 4h = 128 + its output 64 + q, k, v 2 × 96 = 192 + attention out 64
    //   + proj input 64 + norm 128 + output 64 + fc1 output a·f = 128 + fc2 input 128 = 960;
    //   × 1,024 patches × 1 layer = 983,040.
    //   Total 2,750,464 + 983,040 = 3,733,504 (mb 1).
    QCOMPARE_BYTES(vram(rep, VC::Activations), 3733504.0);
    // Two images per sample (data.frames 2): 2,048 patches → 512 LM tokens, 528 in all.
    x.s().data.frames = 2;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 528.0);
    x.bind();
    QCOMPARE(estimateTokensPerSample(x.r), 528.0);
    // LoRA: the vision tower is frozen and saves nothing; only the LM's tokens count.
    // 1 image again, LoRA q, v: 4 × 272 × 2,304 = 2,506,752 + head 272 × 256 = 69,632 → 2,576,384.
    x.s().data.frames = 0;
    x.s().run.finetune = Finetune::Lora;
    x.r.loraTargets = kLoraQ | kLoraV;
    x.s().model.trainableParams = kTinyLoraQV8;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 2576384.0);
}

void TestEstimate::cnnActivationProfile()
{
    // A CNN preset known by a per-sample profile: 1e8 B per sample in fp32 at 224 × 224,
    // scaling with pixels, 16-bit autocast keeping amp ratio 0.5 of it.
    Synthetic x = paramsOnly(2.5e7);
    x.s().model.kind = ModelKind::Cnn;
    x.usePreset = true;
    x.preset.id = "test-cnn";
    x.preset.kind = ModelKind::Cnn;
    x.preset.activation.bytesPerSample = 1e8;
    x.preset.activation.ampRatio = 0.5;
    x.preset.activation.refHeight = 224;
    x.preset.activation.refWidth = 224;
    x.preset.activation.scale = ActivationProfile::Scale::Pixels;
    x.s().data.imageHeight = 448;
    x.s().data.imageWidth = 448;
    x.s().run.microBatch = 2;
    x.s().run.gradAccum = 2;
    x.s().run.precision = Precision::Fp32;
    // fp32 at 448²: 1e8 × (448² / 224²) = 1e8 × 4 = 4e8 per sample × mb 2 = 8e8.
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 8e8);
    // bf16-mixed: × 0.5 → 4e8.
    x.s().run.precision = Precision::Bf16Mixed;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 4e8);
    // Checkpointing keeps conv_checkpoint_keep 0.25 of it → 1e8.
    x.s().run.gradCheckpointing = Checkpointing::Full;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 1e8);
    // Input batch: 448 × 448 × 3 channels × 4 B = 2,408,448 per sample × 2 = 4,816,896.
    QCOMPARE_BYTES(vram(rep, VC::Batch), 4816896.0);
    // Cached features: nothing of the backbone runs → 0.
    x.s().run.cachedFeatures = true;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 0.0);
    // A CNN has no vocabulary: no logits.
    QCOMPARE_BYTES(vram(rep, VC::Logits), 0.0);
}

void TestEstimate::logits_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("chunked");
    QTest::addColumn<bool>("compiled");
    QTest::addColumn<double>("logits");
    // mb 2 × s 16 × vocab 1000 = 32,000 logit elements.
    // Unchunked (logits_bytes_per_element 16: 16-bit logits, their fp32 upcast, log-softmax,
    // its gradient in fp32 and in 16 bit): 32,000 × 16 = 512,000.
    QTest::newRow("unchunked") << "decoder" << "bf16-mixed" << false << false << 512000.0;
    // Chunked loss (4 B per element): 128,000.
    QTest::newRow("chunked") << "decoder" << "bf16-mixed" << true << false << 128000.0;
    // torch.compile fuses the loss (6 B per element): 192,000.
    QTest::newRow("compiled") << "decoder" << "bf16-mixed" << false << true << 192000.0;
    // Chunking wins over compiling: 128,000.
    QTest::newRow("chunked + compiled") << "decoder" << "bf16-mixed" << true << true << 128000.0;
    // fp32: the logits are the model's own fp32 output (kept, 4 B) instead of an upcast copy, so
    // the count is the same: 32,000 × 16 = 512,000; chunked 32,000 × 4 = 128,000.
    QTest::newRow("fp32") << "decoder" << "fp32" << false << false << 512000.0;
    QTest::newRow("fp32 chunked") << "decoder" << "fp32" << true << false << 128000.0;
    // Encoder-decoder and vision-language models have an LM head too; an encoder does not.
    QTest::newRow("encoder-decoder") << "encoder-decoder" << "bf16-mixed" << false << false << 512000.0;
    QTest::newRow("vision-language") << "vision-language" << "bf16-mixed" << false << false << 512000.0;
    QTest::newRow("encoder") << "encoder" << "bf16-mixed" << false << false << 0.0;
}

void TestEstimate::logits()
{
    QFETCH(QString, kind);
    QFETCH(QString, precision);
    QFETCH(bool, chunked);
    QFETCH(bool, compiled);
    QFETCH(double, logits);
    Synthetic x = tinyDecoder();
    x.s().model.kind = en<ModelKind>(kind.toStdString());
    x.s().run.precision = en<Precision>(precision.toStdString());
    x.s().run.chunkedLoss = chunked;
    x.s().run.compile = compiled;
    x.s().run.gradAccum = 2;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Logits), logits);
}

void TestEstimate::logitsCoverImageTokens()
{
    // The LM head runs over every position the LM sees, image tokens included (the estimator
    // counts the head's input over those 272 tokens). Its logits: mb 1 × 272 × 1000 × 16 B
    // = 4,352,000.
    Synthetic x = tinyDecoder();
    addVisionTower(x);
    x.s().run.microBatch = 1;
    x.s().run.gradAccum = 2;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 272.0);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 4352000.0);
}

void TestEstimate::inputBatch_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("frames");
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("channels");
    QTest::addColumn<double>("sampleBytes");
    QTest::addColumn<double>("batch");
    // mb = 2 everywhere.
    // Tokens: input ids, labels and attention mask as int64: s 16 × 8 B × 3 = 384 per sample → 768.
    QTest::newRow("tokens") << "decoder" << 0 << 0 << 0 << 0 << 3 << 0.0 << 768.0;
    // data.sample_bytes given: 1,000 per sample → 2,000.
    QTest::newRow("stated sample bytes") << "decoder" << 0 << 0 << 0 << 0 << 3 << 1000.0 << 2000.0;
    // Images as fp32: 720 × 1280 × 3 × 4 B = 11,059,200 per sample → 22,118,400.
    QTest::newRow("image 720x1280") << "cnn" << 720 << 1280 << 0 << 0 << 3 << 0.0 << 22118400.0;
    // Video: 224 × 224 × 3 × 4 B = 602,112 per frame × 8 frames = 4,816,896 → 9,633,792.
    QTest::newRow("video 8 frames") << "generic" << 224 << 224 << 8 << 0 << 3 << 0.0 << 9633792.0;
    // Point cloud: 100,000 points × 4 channels × 4 B = 1.6e6 → 3.2e6.
    QTest::newRow("points") << "point-cloud" << 0 << 0 << 0 << 100000 << 4 << 0.0 << 3.2e6;
    // Vision-language: the image 448 × 448 × 3 × 4 B = 2,408,448 plus the text 16 × 24 = 384
    // → 2,408,832 per sample → 4,817,664.
    QTest::newRow("vision-language") << "vision-language" << 448 << 448 << 0 << 0 << 3 << 0.0 << 4817664.0;
}

void TestEstimate::inputBatch()
{
    QFETCH(QString, kind);
    QFETCH(int, height);
    QFETCH(int, width);
    QFETCH(int, frames);
    QFETCH(int, points);
    QFETCH(int, channels);
    QFETCH(double, sampleBytes);
    QFETCH(double, batch);
    Synthetic x = tinyDecoder();
    x.s().model.kind = en<ModelKind>(kind.toStdString());
    if (kind != "decoder" && kind != "vision-language")
        x.r.arch = Architecture{}; // shapes only; no transformer
    x.s().data.imageHeight = height;
    x.s().data.imageWidth = width;
    x.s().data.frames = frames;
    x.s().data.points = points;
    x.s().data.channels = channels;
    x.s().data.sampleBytes = sampleBytes;
    x.s().run.gradAccum = 2;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Batch), batch);
}

// ---------------------------------------------------------------------------------------------
// Parallelism: DDP, FSDP, ZeRO, offload
// ---------------------------------------------------------------------------------------------

void TestEstimate::sharding_data()
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
    // P = T = 1e9, AdamW. Unsharded bf16-mixed: weights 2e9, master 4e9, grads 4e9, Adam 8e9.
    // No architecture: one "layer" is P / 20 = 5e7 parameters.
    // DDP over 4 GPUs: gradient buckets hold a second copy of the gradients
    // (ddp_grad_copy 1): comm = 4e9.
    QTest::newRow("ddp x4") << "ddp" << "bf16-mixed" << 4 << 1 << 2e9 << 4e9 << 4e9 << 8e9 << 4e9;
    // DDP on one GPU has nothing to all-reduce: comm 0.
    QTest::newRow("ddp x1") << "ddp" << "bf16-mixed" << 1 << 1 << 2e9 << 4e9 << 4e9 << 8e9 << 0.0;
    // FSDP over 4: everything / 4: weights 5e8, master 1e9, grads 1e9, Adam 2e9; comm: the
    // gathered layers, fsdp_prefetch_layers 2 × 5e7 × 2 B = 2e8, plus one layer's unsharded
    // gradients 5e7 × 4 B = 2e8 → 4e8.
    QTest::newRow("fsdp x4") << "fsdp" << "bf16-mixed" << 4 << 1 << 5e8 << 1e9 << 1e9 << 2e9 << 4e8;
    // FSDP fp32: weights 4e9 / 4 = 1e9, grads 1e9, Adam 2e9; gathered 2 × 5e7 × 4 B = 4e8
    // + gradients 2e8 → 6e8.
    QTest::newRow("fsdp x4 fp32") << "fsdp" << "fp32" << 4 << 1 << 1e9 << 0.0 << 1e9 << 2e9 << 6e8;
    // ZeRO-1 over 4 (DeepSpeed mixed precision: 16-bit parameters and gradients, fp32 master
    // and states sharded): weights 2 B × 1e9 = 2e9; master 4e9 / 4 = 1e9; Adam 8e9 / 4 = 2e9;
    // gradients 2 B × 1e9 = 2e9 plus the fp32 partition 4 B × 1e9 / 4 = 1e9 → 3e9;
    // comm: the reduce bucket, min(zero_reduce_bucket 5e8, T) × 2 B = 1e9.
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

void TestEstimate::sharding()
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
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(vram(rep, VC::Weights), weights);
    QCOMPARE_BYTES(vram(rep, VC::MasterWeights), master);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), grads);
    QCOMPARE_BYTES(vram(rep, VC::Optimizer), optimizer);
    QCOMPARE_BYTES(vram(rep, VC::CommBuffers), comm);
}

void TestEstimate::shardingCoefficients_data()
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

void TestEstimate::shardingCoefficients()
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

void TestEstimate::zeroBucketsFollowPrecision()
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

void TestEstimate::offload()
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

void TestEstimate::offloadedFp32GradientsLeaveTheGpu()
{
    // ZeRO-2 bf16-mixed over 4 GPUs with the optimizer offloaded: the master update runs on the
    // CPU, so the fp32 gradient partition it reads is on the host (host RAM counts 4 B/param of
    // fp32 gradients in `offload`). The GPU keeps only the 16-bit gradient shard:
    // 2 B × 1e9 / 4 = 5e8.
    Synthetic x = paramsOnly(1e9);
    x.s().parallel.gpus = 4;
    x.s().parallel.strategy = Strategy::Zero2;
    x.s().parallel.offload = Offload::Optimizer;
    const MemoryReport rep = x.run(roundCoefficients());
    // Host RAM already counts that partition (offloadedPerGpu includes 4 B × T / W = 1e9).
    QCOMPARE_BYTES(rep.offloadedPerGpu, 4e9);
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 5e8);
}

void TestEstimate::offloadedParamsNeverNegative()
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

// ---------------------------------------------------------------------------------------------
// Phases, overheads, totals, verdicts
// ---------------------------------------------------------------------------------------------

void TestEstimate::phaseRule()
{
    // P = T = 1e9, bf16-mixed AdamW, no activations or batch.
    // Forward/backward: weights 2e9 + master 4e9 + Adam 8e9 + max(0, grads 4e9) = 1.8e10.
    // Optimizer step: the cast copies are gone (weights 0) + master 4e9 + Adam 8e9
    // + grads 4e9 + temporaries 0 = 1.6e10 → forward/backward is the peak.
    Synthetic x = paramsOnly(1e9);
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(rep.vramAllocated, 1.8e10);
    // A foreach update holds one state-sized temporary (optimizer_step_temp_states 1):
    // 1 × 4 B × 1e9 = 4e9 → step 2e10 > 1.8e10: the step is the peak, shown as
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
    // The optimizer fused into backward (run.optimizer_in_backward) needs no step temporary:
    // back to 1.8e10 in forward/backward.
    x.s().run.optimizerInBackward = true;
    rep = x.run(c);
    QCOMPARE(rep.phase, PeakPhase::ForwardBackward);
    QCOMPARE_BYTES(rep.vramAllocated, 1.8e10);
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

void TestEstimate::phaseRuleTransformer_data()
{
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("accum");
    QTest::addColumn<double>("activations");
    QTest::addColumn<double>("logits");
    QTest::addColumn<double>("grads");
    QTest::addColumn<double>("allocated");
    // Tiny decoder fully trained, bf16-mixed, s 16. Static: weights 2 B × 276,032 = 552,064,
    // master 4 B × 276,032 = 1,104,128, Adam 8 B × 276,032 = 2,208,256; gradients 1,104,128.
    // mb 2: activations 323,584 (see activations) + logits 512,000 = 835,584 < gradients, and
    // batch 768. Without accumulation the activations are freed as the gradients appear: the
    // peak holds max(835,584, 1,104,128) = the gradients, shown alone:
    // 552,064 + 1,104,128 + 2,208,256 + 768 + 1,104,128 = 4,969,344.
    QTest::newRow("mb 2, no accumulation") << 2 << 1 << 0.0 << 0.0 << 1104128.0 << 4969344.0;
    // With accumulation the previous micro-batches' gradients are already there: all three,
    // 4,969,344 + 835,584 = 5,804,928.
    QTest::newRow("mb 2, accumulation") << 2 << 2 << 323584.0 << 512000.0 << 1104128.0 << 5804928.0;
    // mb 4 without accumulation: activations 647,168 + logits 1,024,000 = 1,671,168 >
    // gradients: activations and logits shown, gradients 0; batch 1,536:
    // 552,064 + 1,104,128 + 2,208,256 + 1,536 + 1,671,168 = 5,537,152.
    QTest::newRow("mb 4, no accumulation") << 4 << 1 << 647168.0 << 1024000.0 << 0.0 << 5537152.0;
}

void TestEstimate::phaseRuleTransformer()
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

void TestEstimate::allocatorReserve_data()
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

void TestEstimate::allocatorReserve()
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

void TestEstimate::cudaContext()
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
}

void TestEstimate::totalsRelations()
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

void TestEstimate::componentsAddUpToTotal()
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

void TestEstimate::verdictBoundaries_data()
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

void TestEstimate::verdictBoundaries()
{
    QFETCH(double, used);
    QFETCH(double, capacity);
    QFETCH(QString, verdict);
    QCOMPARE(QString::fromLatin1(toString(verdictFor(used, capacity)).data()), verdict);
}

void TestEstimate::verdictThroughEstimate_data()
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

void TestEstimate::verdictThroughEstimate()
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

void TestEstimate::overallVerdictIsTheWorse()
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

void TestEstimate::effectiveBatch()
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

void TestEstimate::llama2_7bLora()
{
    // Llama-2-7B with LoRA rank 8 on q and v (PEFT: "trainable params: 4,194,304 || all params:
    // 6,742,609,920"), bf16-mixed, AdamW, SDPA, micro batch 1, sequence 2048, no checkpointing.
    Synthetic x;
    x.r.arch = llama2_7b();
    x.s().model.kind = ModelKind::Decoder;
    x.s().model.params = 6738415616.0; // the base; PEFT's "all params" adds the 4,194,304 adapters
    x.s().model.trainableParams = 4194304.0;
    x.s().run.finetune = Finetune::Lora;
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
    // Per token per layer (h = q = kv = 4096, f = 11008, a = 2, dropout copy 3 B per element):
    // norm 4h 16,384 + its output 8,192 + dropout q, v 2 × 3 × 4096 = 24,576 + q, k, v
    // 2 × 12,288 = 24,576 + attention out 8,192 + norm 2 16,384 + MLP 3 × 2 × 11008 = 66,048
    // → 164,352. × 2048 tokens × 32 layers = 10,770,972,672; + final norm 2048 × 4 × 4096
    // = 33,554,432 → activations 10,804,527,104.
    QCOMPARE_BYTES(vram(rep, VC::Activations), 10804527104.0);
    // Logits: 2048 × 32000 × 16 B = 1,048,576,000. Batch 2048 × 24 = 49,152.
    QCOMPARE_BYTES(vram(rep, VC::Logits), 1048576000.0);
    QCOMPARE_BYTES(vram(rep, VC::Batch), 49152.0);
    // Gradients (4 B × 4,194,304 = 16,777,216) come after the activations are freed: not shown.
    QCOMPARE_BYTES(vram(rep, VC::Gradients), 0.0);
    // Allocated 13,485,219,840 + 16,777,216 + 33,554,432 + 49,152 + 10,804,527,104
    // + 1,048,576,000 = 25,388,703,744; reserve 10 % → 27,927,574,118.4 reserved;
    // + context 524,288,000 → 28,451,862,118.4: over 24 GiB (25,769,803,776) → OOM.
    QCOMPARE_BYTES(rep.vramAllocated, 25388703744.0);
    QCOMPARE_BYTES(rep.vramReserved, 27927574118.4);
    QCOMPARE_BYTES(rep.vramTotal, 28451862118.4);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Oom);
    // Full checkpointing: 32 layer inputs 2 × 4096 × 2048 = 16,777,216 each → 536,870,912,
    // + one layer recomputed 2048 × 164,352 = 336,592,896 + final norm 33,554,432
    // → 907,018,240. Allocated 13,535,600,640 + 907,018,240 + 1,048,576,000 = 15,491,194,880;
    // × 1.1 = 17,040,314,368 + 524,288,000 = 17,564,602,368 = 68.2 % of 24 GiB → fits.
    x.s().run.gradCheckpointing = Checkpointing::Full;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 907018240.0);
    QCOMPARE_BYTES(rep.vramTotal, 17564602368.0);
    QCOMPARE_VERDICT(rep.vramVerdict, Verdict::Fits);
}

void TestEstimate::coefficientsFromCatalog()
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

void TestEstimate::componentIds()
{
    // DESIGN.md's ids, in the report's order.
    const char *vramIds[] = {"weights", "gradients", "optimizer", "master_weights", "ema", "activations", "logits",
                             "batch", "quant_buffers", "comm_buffers", "allocator_reserve", "cuda_context", "workspace",
                             "calibration"};
    for (size_t i = 0; i < kVramComponents; ++i)
        QCOMPARE(QString::fromLatin1(componentId(VramComponent(i)).data(), int(componentId(VramComponent(i)).size())),
                 QString::fromLatin1(vramIds[i]));
}

QTEST_APPLESS_MAIN(TestEstimate)
#include "tst_estimate.moc"
