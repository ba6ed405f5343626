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

#include <yaml-cpp/yaml.h>

using namespace headroom;
using namespace headroom::test;
using VC = VramComponent;

class TestEstimateActivations : public QObject {
    Q_OBJECT
private slots:
    void layerActivationPerToken_data();
    void layerActivationPerToken();
    void moeBlockAgainstPyTorch();
    void encoderSoftmaxInItsOwnDtype();
    void activations_data();
    void activations();
    void visionTowerAndImageTokens();
    void cnnActivationProfile();
    void diffusionTransformerTokens();
    void logits_data();
    void logits();
    void logitsCoverImageTokens();
    void logitsOfTheCompletionOnly();
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
    QTest::addColumn<QString>("tweak");
    QTest::addColumn<double>("perToken");
    QTest::addColumn<double>("perTokenPerSeq");
    // Tiny decoder: h = 64, q = 64, kv = 32, f = 128, 4 heads, gated MLP, RMSNorm, micro batch 2
    // (so a padded batch: transformers builds a 4-D mask and repeats K/V for SDPA). What each
    // term is was measured on transformers 5.17 / torch 2.11 on an H200 (scripts/gpu-peaks.py,
    // BREAKDOWN: every saved storage put down to the module that saved it).
    // Fully trained, bf16-mixed over fp32 weights (a = 2, residual stream fp32), SDPA:
    //   norm 1: fp32 input 4h + normalized input of its weight, fp32, 4h   = 512
    //   q, k, v each cast and keep their own 16-bit input 3·a·h             = 384
    //   q, k, v as SDPA saves them, K/V repeated a·(q + 2q)                 = 384
    //   SDPA output (= o_proj's input) a·q + logsumexp 4 B × 4 heads        = 144
    //   norm 2 as norm 1                                                    = 512
    //   gate and up each keep their own cast 2·a·h                          = 256
    //   gate, up, activation output 3·a·f                                   = 768
    //   down input a·f                                                      = 256  → 3,216
    //   and per key position the padded mask's copy, a = 2 B.
    const int none = 0, qv = kLoraQ | kLoraV;
    QTest::newRow("sdpa") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "" << 3216.0 << 2.0;
    // Weights loaded in bf16 (residual 2 B): the trained norms keep a 2-byte normalized input
    // (2 × 128 less) and the Linears share one input (q/k/v 128, gate/up 128: 384 less)
    // → 3,216 − 256 − 384 = 2,576.
    QTest::newRow("bf16 weights") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "bf16-weights" << 2576.0 << 2.0;
    // FSDP's mixed precision gathers the fp32 weights as bf16 for the forward (param_dtype): the
    // residual stream and every norm's output are bf16, as with bf16 weights → 2,576.
    QTest::newRow("fsdp mixed") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "fsdp" << 2576.0 << 2.0;
    // Packed rows (or one sequence): no mask, SDPA takes grouped K/V (enable_gqa): a·(q + 2kv)
    // = 256 instead of 384, no mask copy → 3,088.
    QTest::newRow("sdpa packed") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "packed" << 3088.0 << 0.0;
    // flash-attn takes grouped heads whatever the mask: 3,088, no mask copy.
    QTest::newRow("flash") << "bf16-mixed" << "flash" << "full" << none << true << true << false << 1.0 << 1.0 << "" << 3088.0 << 0.0;
    // eager: no SDPA output (−144), the attention output is a new tensor o_proj keeps (a·q =
    // 128) → 3,200; per score for each of the 4 heads the fp32 softmax output (4 B) and its
    // 16-bit cast (2 B): 4 × 6 = 24.
    QTest::newRow("eager") << "bf16-mixed" << "eager" << "full" << none << true << true << false << 1.0 << 1.0 << "" << 3200.0 << 24.0;
    // fp32 (a = 4, no autocast, so one shared input per Linear group): norms 2 × (4h + 4h) =
    // 1,024, q/k/v input 256, q/k/v 4·192 = 768, SDPA output 256 + 16, MLP input 256, MLP
    // outputs 1,536, down input 512 → 4,624; the mask copy is 4 B.
    QTest::newRow("fp32 sdpa") << "fp32" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "" << 4624.0 << 4.0;
    // fp32 eager: 4,624 − 272 + o_proj input 256 = 4,608; the softmax output is already fp32
    // and used as is: 4 heads × 4 B = 16.
    QTest::newRow("fp32 eager") << "fp32" << "eager" << "full" << none << true << true << false << 1.0 << 1.0 << "" << 4608.0 << 16.0;
    // fp32 SDPA over grouped K/V without a mask: no fused kernel takes enable_gqa in fp32, so
    // PyTorch runs the math path, which is eager's: 4,608 per token and 16 per score.
    QTest::newRow("fp32 sdpa packed") << "fp32" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "packed" << 4608.0 << 16.0;
    // Training with dropout: residual-dropout masks 2h = 128 per token → 3,328; per score the
    // attention-dropout mask (1 B) and its output (a = 2 B) join: 4 heads × (4 + 2 + 3) = 36.
    QTest::newRow("eager dropout") << "bf16-mixed" << "eager" << "full" << none << true << true << true << 1.0 << 1.0 << "" << 3328.0 << 36.0;
    // LayerNorm in bf16-true keeps its input in 2 B and has no separate normalized copy:
    // norms 2 × 128, q/k/v input 128, q/k/v 384, SDPA 144, MLP input 128, 768, down 256 → 2,064.
    QTest::newRow("layernorm bf16-true") << "bf16-true" << "sdpa" << "full" << none << false << true << false << 1.0 << 1.0 << "" << 2064.0 << 2.0;
    // LayerNorm under autocast keeps its fp32 input (4h, nothing more) → 3,216 − 2 × 256 = 2,704.
    QTest::newRow("layernorm bf16-mixed") << "bf16-mixed" << "sdpa" << "full" << none << false << true << false << 1.0 << 1.0 << "" << 2704.0 << 2.0;
    // A plain MLP (fc1 → activation → fc2): one MLP input 128 (not 256) and a·f = 256 instead
    // of 3·a·f = 768 → 3,216 − 128 − 512 = 2,576.
    QTest::newRow("plain mlp") << "bf16-mixed" << "sdpa" << "full" << none << true << false << false << 1.0 << 1.0 << "" << 2576.0 << 2.0;
    // transformers' gelu_new under autocast: pow keeps x cast to fp32 (4f), tanh its fp32
    // output (4f), the product its fp32 (1 + tanh) (4f) and 0.5·x (a·f) = 14 B × 128 = 1,792
    // instead of 256 → 2,576 + 1,536 = 4,112.
    QTest::newRow("gelu_new mixed") << "bf16-mixed" << "sdpa" << "full" << none << true << false << false << 1.0 << 1.0 << "gelu-new" << 4112.0 << 2.0;
    // ...in bf16-true the same four tensors are 2 B each: 4·a·f = 1,024 instead of a·f = 256,
    // over the plain-MLP bf16-true row's 2,064 − 512 (gated→plain, 768 → 256) = 1,552 → 2,320.
    QTest::newRow("gelu_new bf16-true") << "bf16-true" << "sdpa" << "full" << none << false << false << false << 1.0 << 1.0 << "gelu-new" << 2320.0 << 2.0;
    // One fused qkv Linear (GPT-2's c_attn): one cast of its input, not three → 3,216 − 256 = 2,960.
    QTest::newRow("fused qkv") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "fused-qkv" << 2960.0 << 2.0;
    // ...and with flash-attn, which takes grouped K/V as they are: V reaches the kernel as a view
    // of the fused output and the kernel keeps it, so the output's q and k parts stay too (RoPE
    // made q and k new tensors): a·(q + kv) = 2 × 96 = 192 over flash's 3,088 − 256 → 3,024
    // (scripts/fused-qkv-saved.py: 2·(q + kv) B per token in bf16, 0 where V was repeated
    // first, as in the SDPA row above, or where the math path's matmul copies it).
    QTest::newRow("fused qkv flash") << "bf16-mixed" << "flash" << "full" << none << true << true << false << 1.0 << 1.0 << "fused-qkv" << 3024.0 << 0.0;
    // Learned positions (GPT-2): q and k stay views of the same storage, which the kernel's
    // q, k, v already count → 2,832.
    QTest::newRow("fused qkv flash learned") << "bf16-mixed" << "flash" << "full" << none << true << true << false << 1.0 << 1.0 << "fused-qkv-learned" << 2832.0 << 0.0;
    // Eager: matmul copies the non-contiguous V, and the storage goes: as eager's 3,200 − 256.
    QTest::newRow("fused qkv eager") << "bf16-mixed" << "eager" << "full" << none << true << true << false << 1.0 << 1.0 << "fused-qkv" << 2944.0 << 24.0;
    // Q/K norms (Qwen3): fp32 input (4 B) and, trained, the normalized tensor (a = 2 B) over
    // q + kv = 96 elements: 6 × 96 = 576 → 3,792.
    QTest::newRow("qk norm") << "bf16-mixed" << "sdpa" << "full" << none << true << true << false << 1.0 << 1.0 << "qk-norm" << 3792.0 << 2.0;
    // LoRA on q and v over an fp32 base (bf16-mixed). Each adapter's dropout keeps a mask
    // (1 B) and the adapter its dropped-out 16-bit input (a): (a + 1)·h = 192 per adapter;
    // frozen q/k/v and o keep nothing, nor the frozen norms' normalized input:
    //   norm 1 input 256; dropout copies for q and v 2 × 192 = 384; q, k, v 384; SDPA 144;
    //   norm 2 input 256; MLP outputs 768; down's input not needed → 2,192.
    QTest::newRow("lora q,v") << "bf16-mixed" << "sdpa" << "lora" << qv << true << true << false << 1.0 << 1.0 << "" << 2192.0 << 2.0;
    // lora_dropout_copies 0 (no dropout): the adapters read q's and v's input itself, each its
    // own cast of the fp32 norm output: 2 × a·h = 256 instead of 384 → 2,064.
    QTest::newRow("lora q,v no dropout") << "bf16-mixed" << "sdpa" << "lora" << qv << true << true << false << 0.0 << 1.0 << "" << 2064.0 << 2.0;
    // The config says lora_dropout: 0 (run.lora_dropout), whatever the coefficient: 2,064.
    QTest::newRow("lora q,v dropout stated 0") << "bf16-mixed" << "sdpa" << "lora" << qv << true << true << false << 1.0 << 1.0 << "dropout-0" << 2064.0 << 2.0;
    // ...and over a bf16 base both adapters read one shared 16-bit input: 128 → 1,936.
    QTest::newRow("lora q,v no dropout bf16") << "bf16-mixed" << "sdpa" << "lora" << qv << true << true << false << 0.0 << 1.0 << "bf16-weights" << 1936.0 << 2.0;
    // LoRA on every linear, dropout on: norm 1 256 + dropout q, k, v 3 × 192 = 576 + q/k/v 384
    // + SDPA 144 + o's dropout (a + 1)·q = 192 + norm 2 256 + dropout gate, up 2 × 192 = 384
    // + MLP outputs 768 + down's dropout (a + 1)·f = 384 → 3,344.
    QTest::newRow("lora all-linear") << "bf16-mixed" << "sdpa" << "lora" << int(kLoraAllLinear) << true << true << false << 1.0 << 1.0 << "" << 3344.0 << 2.0;
    // QLoRA q, v: bitsandbytes' 4-bit matmul saves its input although the weight is frozen
    // (qlora_saves_linear_inputs 1): LoRA's 2,192 gains q/k/v's inputs 3 × 128 = 384, the MLP's
    // 2 × 128 = 256 and down's 256; o's input is SDPA's output → 3,088.
    QTest::newRow("qlora q,v") << "bf16-mixed" << "sdpa" << "qlora" << qv << true << true << false << 1.0 << 1.0 << "" << 3088.0 << 2.0;
    // torchtune's QLoRA (its own module names: output_proj) quantizes with torchao's NF4, whose
    // linear keeps no input for backward (LinearNF4 keeps only the weight): as LoRA, 2,192.
    QTest::newRow("qlora q,v torchtune") << "bf16-mixed" << "sdpa" << "qlora" << qv << true << true << false << 1.0 << 1.0 << "torchtune-names" << 2192.0 << 2.0;
    // qlora_saves_linear_inputs 0: as LoRA, 2,192.
    QTest::newRow("qlora q,v no saved inputs") << "bf16-mixed" << "sdpa" << "qlora" << qv << true << true << false << 1.0 << 0.0 << "" << 2192.0 << 2.0;
    // Frozen, nothing adapted (gradients only flow through): norms 2 × 256 + q/k/v 384
    // + SDPA 144 + MLP outputs 768 → 1,808.
    QTest::newRow("frozen") << "bf16-mixed" << "sdpa" << "frozen" << none << true << true << false << 1.0 << 1.0 << "" << 1808.0 << 2.0;
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
    QFETCH(QString, tweak);
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
    if (tweak == "bf16-weights")
        x.s().model.dtype = "bf16";
    else if (tweak == "packed")
        x.s().data.packing = true;
    else if (tweak == "fsdp") {
        x.s().parallel.gpus = 4;
        x.s().parallel.strategy = Strategy::Fsdp;
    }
    else if (tweak == "gelu-new")
        x.r.arch.geluNew = true;
    else if (tweak == "fused-qkv")
        x.r.arch.fusedQkv = true;
    else if (tweak == "torchtune-names")
        x.s().run.loraTargets = {"q_proj", "v_proj", "output_proj"};
    else if (tweak == "fused-qkv-learned") {
        x.r.arch.fusedQkv = true;
        x.r.arch.positions = Architecture::Positions::Learned;
    }
    else if (tweak == "qk-norm")
        x.r.arch.qkNorm = true;
    else if (tweak == "dropout-0") {
        x.s().run.loraDropout = 0;
        x.s().sources["run.lora_dropout"] = Source{};
    }
    x.bind();
    const LayerActivation l = transformerLayerActivation(x.r.arch, x.r, c, x.s().run.finetune == Finetune::Full,
                                                         static_cast<unsigned>(targets));
    QCOMPARE_BYTES(l.perToken, perToken);
    QCOMPARE_BYTES(l.perTokenPerSeq, perTokenPerSeq);
}

// The sparse MoE block (Mixtral / Qwen-MoE) against the bytes PyTorch saves for it:
// tests/reference/moe-activations.json, from scripts/measure-moe-activations.py (CPU, torch 1.13;
// H = 64, expert width F = 32, E experts, K per token; per token, with the block input when the
// block keeps it). The estimate's MoE MLP half is the layer with experts minus the same layer
// with no MLP (ffn 0), on a one-norm block so that the dense MLP's input is not counted either.
// By hand for E = 8, K = 2, fp32 (a = 4), fully trained: per routed row the gathered input
// a·H = 256, gate/up/activation outputs 3·a·F = 384, down's input a·F = 128, the expert output
// for the routing weight's product a·H = 256, that weight 4, the weighted output index_add_
// keeps 4·H = 256 → 1,284 × K = 2,568; the router: fp32 softmax 4E = 32, top-k indices 8K,
// values 4K, their sum 4, the where-indices 16K → 92; the router keeps its input a·H = 256
// → 2,916, what PyTorch counts. bf16-true (a = 2): 642 × 2 + 92 + 128 = 1,504.
// Eager attention in bf16-true (no autocast): Llama-style decoders upcast the softmax
// themselves (its fp32 output 4 B and the bf16 cast for the product with V 2 B: 4 heads × 6 =
// 24 per score); a BERT-style encoder's softmax runs in bf16 and keeps its 2-byte output
// (4 × 2 = 8; DistilBERT on IMDB, held-out set nine). Everything per token is the same.
void TestEstimateActivations::encoderSoftmaxInItsOwnDtype()
{
    const Coefficients c = roundCoefficients();
    Synthetic x = tinyDecoder();
    x.s().run.precision = Precision::Bf16True;
    x.s().run.attention = Attention::Eager;
    x.bind();
    const LayerActivation decoder = transformerLayerActivation(x.r.arch, x.r, c, true, 0);
    QCOMPARE(decoder.perTokenPerSeq, 24.0);
    x.s().model.kind = ModelKind::Encoder;
    const LayerActivation encoder = transformerLayerActivation(x.r.arch, x.r, c, true, 0);
    QCOMPARE(encoder.perTokenPerSeq, 8.0);
    QCOMPARE(encoder.perToken, decoder.perToken);
    // under autocast the softmax is on its fp32 list for both: 24
    x.s().run.precision = Precision::Bf16Mixed;
    QCOMPARE(transformerLayerActivation(x.r.arch, x.r, c, true, 0).perTokenPerSeq, 24.0);
}

void TestEstimateActivations::moeBlockAgainstPyTorch()
{
    const YAML::Node doc = YAML::LoadFile(HEADROOM_TESTS_DIR "/../reference/moe-activations.json");
    int rows = 0;
    for (const YAML::Node &row : doc["rows"]) {
        const std::string setting = row["setting"].as<std::string>();
        const double measured = row["bytes_per_token_with_input"].as<double>();
        QCOMPARE(row["H"].as<int>(), 64);
        Synthetic x = tinyDecoder();
        x.r.arch.normsPerLayer = 1;
        x.s().run.microBatch = 1; // no padding mask: the attention half is the same in both layers
        x.r.arch.experts = row["E"].as<int>();
        x.r.arch.expertsActive = row["K"].as<int>();
        x.r.arch.expertFfn = row["F"].as<int>();
        x.r.arch.sharedExpertFfn = row["Fs"].as<int>();
        x.s().run.loraDropout = 0;
        x.s().sources["run.lora_dropout"] = Source{};
        unsigned lora = 0;
        bool trainable = true;
        if (setting.rfind("fp32-full", 0) == 0) {
            x.s().run.precision = Precision::Fp32;
        } else if (setting.rfind("fp32-autocast", 0) == 0) {
            x.s().run.precision = Precision::Bf16Mixed;
            x.s().model.dtype = "fp32";
        } else {
            x.s().run.precision = Precision::Bf16True;
        }
        if (setting.rfind("bf16-frozen", 0) == 0) {
            trainable = false;
            x.s().run.finetune = Finetune::Lora;
            lora = setting == "bf16-frozen-lora" ? kLoraGate | kLoraUp | kLoraDown : kLoraQ;
        }
        x.bind();
        const Coefficients c = roundCoefficients();
        const double withMoe = transformerLayerActivation(x.r.arch, x.r, c, trainable, lora).perToken;
        Architecture noMlp = x.r.arch;
        noMlp.experts = 0;
        noMlp.ffn = 0;
        const double without = transformerLayerActivation(noMlp, x.r, c, trainable, lora).perToken;
        // LoRA's own rank-sized tensors (lora_A's output, 3·K·r·a = 48 B a token here) are not
        // counted, for MoE as for dense layers: 3.4 % of that row.
        const double tolerance = setting == "bf16-frozen-lora" ? 0.04 : 1e-9;
        QVERIFY2(std::abs(withMoe - without - measured) <= tolerance * measured,
                 qPrintable(QStringLiteral("%1 E=%2 K=%3 Fs=%4: %5 B a token, PyTorch %6")
                                .arg(QString::fromStdString(setting))
                                .arg(x.r.arch.experts)
                                .arg(x.r.arch.expertsActive)
                                .arg(x.r.arch.sharedExpertFfn)
                                .arg(withMoe - without)
                                .arg(measured)));
        ++rows;
    }
    QCOMPARE(rows, 12);
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
    // Tiny decoder, mb = 2, s = 16 tokens, 4 layers, bf16-mixed over fp32 weights, fully trained.
    // One layer, one sample: s × (3,216 + 2 × s) = 16 × 3,248 = 51,968 (per-token and per-score
    // figures: layerActivationPerToken). After the stack: the final norm's fp32 input, its
    // normalized fp32 input (trained RMSNorm) and the LM head's input,
    // s × h × (4 + 4 + a) = 16 × 640 = 10,240.
    // No checkpointing: (4 × 51,968 + 10,240) × mb 2 = (207,872 + 10,240) × 2 = 436,224.
    QTest::newRow("sdpa") << "bf16-mixed" << "sdpa" << "false" << false << false << "full" << 16 << 436224.0;
    // flash: 16 × 3,088 = 49,408 per layer → (197,632 + 10,240) × 2 = 415,744.
    QTest::newRow("flash") << "bf16-mixed" << "flash" << "false" << false << false << "full" << 16 << 415744.0;
    // eager: 16 × (3,200 + 24 × 16) = 16 × 3,584 = 57,344 per layer → (229,376 + 10,240) × 2 = 479,232.
    QTest::newRow("eager") << "bf16-mixed" << "eager" << "false" << false << false << "full" << 16 << 479232.0;
    // eager at s = 32 (the score term grows with s²): 32 × (3,200 + 24 × 32) = 126,976 per
    // layer → (507,904 + 32 × 640) × 2 = (507,904 + 20,480) × 2 = 1,056,768.
    QTest::newRow("eager s=32") << "bf16-mixed" << "eager" << "false" << false << false << "full" << 32 << 1056768.0;
    // Full checkpointing: each layer keeps its input, the fp32 residual stream 4·h·s = 4,096,
    // and one layer is recomputed at a time (51,968 per sample). The recomputation starts only
    // once the loss's own peak is over, so the larger of the two counts: here the logits
    // (mb × s × vocab × 12 B) are larger, and the activations shown are the checkpoints:
    // (4 × 4,096 + 10,240) × 2 = 53,248.
    QTest::newRow("full checkpointing") << "bf16-mixed" << "sdpa" << "true" << false << false << "full" << 16 << 53248.0;
    // Selective (selective_checkpoint_keep 0.5): 4 × 51,968 × 0.5 = 103,936 kept, + 10,240,
    // × 2 = 228,352 (the recomputed layer again below the logits).
    QTest::newRow("selective") << "bf16-mixed" << "sdpa" << "selective" << false << false << "full" << 16 << 228352.0;
    // Activation offload: saved tensors stream to the host, at most two layers' worth stay:
    // min(207,872, 2 × 51,968 = 103,936) = 103,936 → (103,936 + 10,240) × 2 = 228,352.
    QTest::newRow("offload") << "bf16-mixed" << "sdpa" << "false" << true << false << "full" << 16 << 228352.0;
    // Offload with full checkpointing: the checkpoints stream to the host too, and two blocks'
    // inputs stay beside the recomputed layer: min(4 × 4,096 + 51,968, 2 × 4,096 + 51,968) =
    // 60,160; the logits larger than the recompute, the checkpoints are shown:
    // (2 × 4,096 + 10,240) × 2 = 36,864.
    QTest::newRow("offload + checkpointing") << "bf16-mixed" << "sdpa" << "true" << true << false << "full" << 16 << 36864.0;
    // Cached features of a frozen stack that a head of its own trains on (seed 001): the stack's
    // activations come from the cache; after it the final norm's fp32 input, s × h × 4 = 4,096
    // (nothing of it trains) → × 2 = 8,192.
    QTest::newRow("cached features") << "bf16-mixed" << "sdpa" << "false" << false << true << "frozen" << 16 << 8192.0;
    // A stack that trains runs on every step, whatever was cached before it: as "sdpa", 436,224.
    QTest::newRow("cached, stack trains") << "bf16-mixed" << "sdpa" << "false" << false << true << "full" << 16 << 436224.0;
    // fp32: 16 × (4,624 + 4 × 16) = 75,008 per layer; head 16 × h × (4 + 4 + 4) = 12,288
    // → (300,032 + 12,288) × 2 = 624,640.
    QTest::newRow("fp32") << "fp32" << "sdpa" << "false" << false << false << "full" << 16 << 624640.0;
    // LoRA q, v (bf16 base): 16 × (2,192 + 2 × 16) = 35,584 per layer; the head's input is
    // not kept (frozen head): 16 × 4h = 4,096 → (142,336 + 4,096) × 2 = 292,864.
    QTest::newRow("lora q,v") << "bf16-mixed" << "sdpa" << "false" << false << false << "lora" << 16 << 292864.0;
    // QLoRA q, v (bf16 base: the Linears share one input): 2,192 + q/k/v input 128 + MLP
    // input 128 + down input 256 = 2,704; 16 × 2,736 = 43,776 per layer
    // → (175,104 + 4,096) × 2 = 358,400.
    QTest::newRow("qlora q,v") << "bf16-mixed" << "sdpa" << "false" << false << false << "qlora" << 16 << 358400.0;
    // Frozen model with a trained extra head (model.extra_trainable_params > 0): gradients pass
    // through the frozen stack: 16 × (1,808 + 32) = 29,440 per layer → (117,760 + 4,096) × 2 = 243,712.
    QTest::newRow("frozen + extra head") << "bf16-mixed" << "sdpa" << "false" << false << false << "frozen" << 16 << 243712.0;
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
    // Activations, fully trained, bf16-mixed over fp32 weights, SDPA, micro batch 1 (no mask,
    // K/V at their own width):
    //   LM: per token 3,088 (layerActivationPerToken's "sdpa packed"): 4 layers × 272 × 3,088
    //   = 3,359,744, head 272 × h (4 + a + 4) = 272 × 640 = 174,080 → 3,533,824.
    //   Vision tower layer per patch token (h = q = kv = 32, 2 heads, f = 64, LayerNorm under
    //   autocast keeps fp32): norm 4h = 128 + q, k, v's own casts 3 × 64 = 192 + q, k, v
    //   2 × 96 = 192 + SDPA output 64 + logsumexp 8 + norm 128 + fc1's cast 64 + fc1 output
    //   a·f = 128 + fc2 input 128 = 1,032; × 1,024 patches × 1 layer = 1,056,768.
    //   Total 3,533,824 + 1,056,768 = 4,590,592 (mb 1).
    QCOMPARE_BYTES(vram(rep, VC::Activations), 4590592.0);
    // Two images per sample (data.frames 2): 2,048 patches → 512 LM tokens, 528 in all.
    x.s().data.frames = 2;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 528.0);
    x.bind();
    QCOMPARE(estimateTokensPerSample(x.r), 528.0);
    // LoRA: the vision tower is frozen and saves nothing; only the LM's tokens count.
    // 1 image again, LoRA q, v: "lora q,v" with K/V at kv width (2,192 − 128 = 2,064):
    // 4 × 272 × 2,064 = 2,245,632 + head 272 × 4h = 69,632 → 2,315,264.
    x.s().data.frames = 0;
    x.s().run.finetune = Finetune::Lora;
    x.r.loraTargets = kLoraQ | kLoraV;
    x.s().model.trainableParams = kTinyLoraQV8;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 2315264.0);
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

void TestEstimateActivations::diffusionTransformerTokens()
{
    // A latent diffusion transformer: 10 blocks of width 100, VAE factors 8 (space) and 4 (time),
    // patch 2, 50 text tokens. Its preset measures 1,000 B per token over all blocks in fp32,
    // 2e6 B per sample that do not grow with the tokens (a cross-attention's text K/V), amp 0.6.
    Synthetic x = profiled(ModelKind::Generic, 1e5, 2e6);
    x.preset.activation.bytesPerToken = 1000;
    x.preset.activation.ampRatio = 0.6;
    Architecture &a = x.r.arch;
    a.layers = 10;
    a.hidden = 100;
    a.heads = 4;
    a.ffn = 400;
    a.patch = 2;
    a.spatialCompression = 8;
    a.temporalCompression = 4;
    a.textLen = 50;
    a.imageSize = 256;
    x.s().run.precision = Precision::Fp32;
    // Nothing stated: 256 × 256, one frame → (256 / 16)² = 256 latent tokens; the text only feeds
    // a cross-attention → 256 tokens. 256 × 1,000 + 2e6 = 2,256,000.
    MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 256.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), 2256000.0);
    // A 33-frame clip at 512 × 768: 1 + 32 / 4 = 9 latent frames × 32 × 48 = 13,824 tokens; the
    // text runs through the blocks (joint) → + 50 = 13,874. Two samples in bf16:
    // 2 × (13,874 × 1,000 + 2e6) × 0.6 = 2 × 15,874,000 × 0.6 = 19,048,800.
    a.jointText = true;
    x.s().data.imageHeight = 512;
    x.s().data.imageWidth = 768;
    x.s().data.frames = 33;
    x.s().run.microBatch = 2;
    x.s().run.precision = Precision::Bf16True;
    rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 13874.0);
    QCOMPARE_BYTES(vram(rep, VC::Activations), 19048800.0);
    // Checkpointed: every block keeps its input, 10 × 100 × 2 B × 13,874 = 27,748,000, and one
    // block is recomputed at a time, 15,874,000 × 0.6 / 10 = 952,440 → × 2 samples = 57,400,880.
    x.s().run.gradCheckpointing = Checkpointing::Full;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 57400880.0);
    // Cached latents and text embeddings spare the VAE and text encoder, not the transformer.
    x.s().run.cachedFeatures = true;
    rep = x.run(roundCoefficients());
    QCOMPARE_BYTES(vram(rep, VC::Activations), 57400880.0);
}

void TestEstimateActivations::logits_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("precision");
    QTest::addColumn<bool>("chunked");
    QTest::addColumn<bool>("compiled");
    QTest::addColumn<double>("logits");
    // mb 2 × s 16 × vocab 1000 = 32,000 logit elements.
    // Unchunked (logits_bytes_per_element 12: log-softmax's fp32 output, the fp32 gradient
    // nll_loss hands back and the one log-softmax's backward writes; the loop has dropped the
    // model's output, as HF Trainer does): 32,000 × 12 = 384,000.
    QTest::newRow("unchunked") << "decoder" << "bf16-mixed" << false << false << 384000.0;
    // Chunked loss (4 B per element): 128,000.
    QTest::newRow("chunked") << "decoder" << "bf16-mixed" << true << false << 128000.0;
    // torch.compile fuses the loss (6 B per element): 192,000.
    QTest::newRow("compiled") << "decoder" << "bf16-mixed" << false << true << 192000.0;
    // Chunked and compiled (2.75 B per element: every 16-bit chunk saved by the compiled
    // cross-entropy, 2 B, plus one chunk of 8 at a time of the fp32 gradient and its 16-bit
    // cast, 6 / 8 = 0.75 B): 32,000 × 2.75 = 88,000.
    QTest::newRow("chunked + compiled") << "decoder" << "bf16-mixed" << true << true << 88000.0;
    // fp32: the logits are the model's own fp32 output (kept, 4 B) instead of an upcast copy, so
    // the count is the same: 32,000 × 12 = 384,000; chunked 32,000 × 4 = 128,000.
    QTest::newRow("fp32") << "decoder" << "fp32" << false << false << 384000.0;
    QTest::newRow("fp32 chunked") << "decoder" << "fp32" << true << false << 128000.0;
    // Encoder-decoder and vision-language models have an LM head too; an encoder does not.
    QTest::newRow("encoder-decoder") << "encoder-decoder" << "bf16-mixed" << false << false << 384000.0;
    QTest::newRow("vision-language") << "vision-language" << "bf16-mixed" << false << false << 384000.0;
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

// Under GRPO TRL asks the model for the completion's logits only (logits_to_keep): of the tiny
// decoder's 16 tokens, a 4-token completion gets them: mb 2 x 4 x vocab 1000 x 12 B = 96,000,
// a quarter of the whole sequence's 384,000; a completion longer than the sequence is the sequence.
void TestEstimateActivations::logitsOfTheCompletionOnly()
{
    Synthetic x = tinyDecoder();
    x.s().run.gradAccum = 2;
    const double whole = vram(x.run(roundCoefficients()), VC::Logits);
    QCOMPARE_BYTES(whole, 2.0 * 16 * 1000 * 12);
    x.s().data.completionLen = 4;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Logits), 2.0 * 4 * 1000 * 12);
    x.s().data.completionLen = 64;
    QCOMPARE_BYTES(vram(x.run(roundCoefficients()), VC::Logits), whole);
}

void TestEstimateActivations::logitsCoverImageTokens()
{
    // The LM head runs over every position the LM sees, image tokens included (the estimator
    // counts the head's input over those 272 tokens). Its logits: mb 1 × 272 × 1000 × 12 B
    // = 3,264,000.
    Synthetic x = tinyDecoder();
    addVisionTower(x);
    x.s().run.microBatch = 1;
    x.s().run.gradAccum = 2;
    const MemoryReport rep = x.run(roundCoefficients());
    QCOMPARE(rep.tokensPerSample, 272.0);
    QCOMPARE_BYTES(vram(rep, VC::Logits), 3264000.0);
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
