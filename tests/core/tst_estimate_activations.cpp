// The VRAM estimator, component by component and coefficient by coefficient. Every setup is
// built by hand (tests/core/fixtures.h) and every coefficient is set to a round number
// (roundCoefficients), so each expected value is arithmetic shown in the comment beside it.
//
// Shorthand in the comments: P parameters, T trainable parameters, W world size (GPUs × nodes),
// a activation bytes (2 for 16-bit compute, 4 for fp32), h hidden, q/kv attention widths,
// f ffn width, s tokens per sample, mb micro batch.
//
// This file: Activations, logits and the input batch.

#include "fixtures.h"

#include <QtTest>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimateActivations : public QObject {
    Q_OBJECT
private slots:
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
};

void TestEstimateActivations::layerActivationPerToken_data()
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

void TestEstimateActivations::layerActivationPerToken()
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

void TestEstimateActivations::activations_data()
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

void TestEstimateActivations::activations()
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

void TestEstimateActivations::visionTowerAndImageTokens()
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

void TestEstimateActivations::cnnActivationProfile()
{
    // A CNN preset known by a per-sample profile: 1e8 B per sample in fp32 at 224 × 224,
    // scaling with pixels, 16-bit autocast keeping amp ratio 0.5 of it.
    Synthetic x = profiled(ModelKind::Cnn, 2.5e7, 1e8);
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

void TestEstimateActivations::logits_data()
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
    // Chunked and compiled (2.75 B per element: every 16-bit chunk saved by the compiled
    // cross-entropy, 2 B, plus one chunk of 8 at a time of the fp32 gradient and its 16-bit
    // cast, 6 / 8 = 0.75 B): 32,000 × 2.75 = 88,000.
    QTest::newRow("chunked + compiled") << "decoder" << "bf16-mixed" << true << true << 88000.0;
    // fp32: the logits are the model's own fp32 output (kept, 4 B) instead of an upcast copy, so
    // the count is the same: 32,000 × 16 = 512,000; chunked 32,000 × 4 = 128,000.
    QTest::newRow("fp32") << "decoder" << "fp32" << false << false << 512000.0;
    QTest::newRow("fp32 chunked") << "decoder" << "fp32" << true << false << 128000.0;
    // Encoder-decoder and vision-language models have an LM head too; an encoder does not.
    QTest::newRow("encoder-decoder") << "encoder-decoder" << "bf16-mixed" << false << false << 512000.0;
    QTest::newRow("vision-language") << "vision-language" << "bf16-mixed" << false << false << 512000.0;
    QTest::newRow("encoder") << "encoder" << "bf16-mixed" << false << false << 0.0;
}

void TestEstimateActivations::logits()
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

void TestEstimateActivations::logitsCoverImageTokens()
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

void TestEstimateActivations::inputBatch_data()
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

void TestEstimateActivations::inputBatch()
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

QTEST_APPLESS_MAIN(TestEstimateActivations)
#include "tst_estimate_activations.moc"
