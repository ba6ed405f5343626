#pragma once
// Synthetic setups for the estimator's unit tests: setups built by hand (no catalog lookups),
// a GPU of a round size, and coefficients set to round numbers, so that every expected value
// in a test is arithmetic that its comment shows.

#include "testdata.h"
#include "estimate.h"
#include "hostram.h"
#include "modelmath.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace headroom::test {

constexpr double MiB = 1048576.0;

// Equality of byte counts: within 1e-9 of the expected value (relative), or 1e-6 bytes near zero.
// The expected values are sums and products of small integers and round coefficients, so the
// only difference is floating-point rounding.
inline bool sameBytes(double actual, double expected)
{
    return std::fabs(actual - expected) <= 1e-9 * std::max(1.0, std::fabs(expected)) + 1e-6;
}

// An enum from its canonical spelling (tests' data rows name values as a user would).
template <typename E> E en(const std::string &text)
{
    const auto v = parseEnum<E>(text);
    if (!v)
        throw std::invalid_argument("not a value: " + text);
    return *v;
}

// The tiny decoder every per-token sum is worked out on:
//   4 layers, hidden h = 64, 4 heads (head dim 16, q width 64), 2 KV heads (kv width 32),
//   ffn f = 128 (gated: gate, up, down), vocab 1000, RMSNorm, untied embeddings, no biases.
// Parameters (parametersFromArchitecture):
//   attention per layer 2·h·q + 2·h·kv = 8192 + 4096 = 12,288
//   MLP per layer       3·h·f          = 24,576
//   norms per layer     2·h            = 128        → layer 36,992; × 4 = 147,968
//   final norm 64; embeddings + LM head 2 × 1000 × 64 = 128,000   → total 276,032
// Block linears (what QLoRA quantizes): 36,864 per layer × 4 = 147,456.
// LoRA rank 8 on q and v: 8 × ((h + q) + (h + kv)) × 4 = 8 × 224 × 4 = 7,168.
inline Architecture tinyArch()
{
    Architecture a;
    a.layers = 4;
    a.hidden = 64;
    a.heads = 4;
    a.kvHeads = 2;
    a.ffn = 128;
    a.vocab = 1000;
    a.gatedMlp = true;
    a.rmsNorm = true;
    a.normsPerLayer = 2;
    a.dropout = false;
    return a;
}
constexpr double kTinyParams = 276032;
constexpr double kTinyBlockLinears = 147456;
constexpr double kTinyLoraQV8 = 7168;

// Llama-2-7B's real shape: 32 layers, hidden 4096, 32 heads (MHA), ffn 11008, vocab 32000.
inline Architecture llama2_7b()
{
    Architecture a;
    a.layers = 32;
    a.hidden = 4096;
    a.heads = 32;
    a.kvHeads = 32;
    a.ffn = 11008;
    a.vocab = 32000;
    a.gatedMlp = true;
    a.rmsNorm = true;
    return a;
}
constexpr double kLlama2_7bParams = 6738415616.0;

// Every coefficient set explicitly to a round number, so no test depends on the yaml's values.
inline Coefficients roundCoefficients()
{
    Coefficients c;
    c.cudaContextMib = 500;
    c.ncclCommunicatorMib = 0; // (tests that want NCCL's buffers set them)
    c.allocatorReserveFraction = 0.1;
    c.allocatorReserveMinMib = 0;
    c.cublasWorkspaceMib = 0;
    c.nf4BitsPerParam = 4.5;
    c.nf4BitsPerParamSingle = 5.0;
    c.int8BitsPerParam = 8.0;
    c.adam8bitBytesPerParam = 2.0;
    c.adam4bitBytesPerParam = 1.0;
    c.adafactorBytesPerParam = 0.01;
    c.pagedOptimizerGpuFraction = 1.0;
    c.frozenCastSaved = 1.0;
    // no bands unless a test sets them: the hand-worked totals stay exact
    c.bandActivations = c.bandLogits = c.bandCommBuffers = c.bandQuantBuffers = 0;
    c.bandAllocatorReserve = c.bandCudaContext = c.bandWorkspace = 0;
    c.dequantBufferLayers = 1;
    c.ddpGradCopy = 1.0;
    c.fsdpPrefetchLayers = 2;
    c.zero3LiveParams = 1e9;
    c.zero3PrefetchBucket = 5e7;
    c.zeroReduceBucket = 5e8;
    c.ampCastCache = 1.0;
    c.logitsBytesPerElement = 12;
    c.logitsBytesPerElementChunked = 4;
    c.logitsBytesPerElementCompiled = 6;
    c.logitsBytesPerElementChunkedCompiled = 2.75;
    c.fusedLossBytesPerTokenHidden = 6;
    c.qloraSavesLinearInputs = 1;
    c.qloraKeepsPreviousInputs = 1;
    c.lightningBnbQuantizesHead = 1;
    c.lightningBnbDequantBytes = 4;
    c.detectionGradsThroughForward = 1;
    c.optimizerStepTempStates = 0;
    c.loraDropoutCopies = 1;
    c.selectiveCheckpointKeep = 0.5;
    c.convCheckpointKeep = 0.25;
    c.osBaselineGib = 2;
    c.runtimePerProcessGib = 2.5;
    c.runtimeSharedGib = 0;
    c.cudnnHostGib = 0;
    c.workerBaseGib = 0.5;
    c.workerCowFraction = 0;
    c.pinMemoryExtra = 1;
    c.modelLoadFactor = 1;
    return c;
}

// A resolved setup built by hand, with the GPU (and, where a test needs one, a preset) it
// points at. The pointers are set when it runs, so a Synthetic can be copied freely.
struct Synthetic {
    ResolvedSetup r;
    GpuSpec gpu;
    ModelPreset preset;
    bool usePreset = false;

    Synthetic()
    {
        gpu.id = "test-gpu";
        gpu.name = "Test GPU";
        gpu.memoryMib = 81920; // 80 GiB
        gpu.bf16 = true;
        r.hostRamBytes = 256 * GiB;
        r.setup.hardware.hostRamGib = 256;
        r.setup.hardware.cpuCores = 16;
    }
    TrainingSetup &s() { return r.setup; }
    void bind()
    {
        r.gpu = &gpu;
        r.preset = usePreset ? &preset : nullptr;
    }
    MemoryReport run(const Coefficients &c)
    {
        bind();
        return estimate(r, c);
    }
    MemoryReport host(const Coefficients &c)
    {
        bind();
        MemoryReport rep;
        estimateHostRam(r, c, rep);
        return rep;
    }
};

// A model known only by its parameter count (kind generic, no architecture, no preset): only
// the parameter components (weights, master, gradients, optimizer, EMA) and overheads are
// non-zero — a generic model without shapes has no activations and a 0-byte input batch.
inline Synthetic paramsOnly(double params)
{
    Synthetic x;
    x.s().model.kind = ModelKind::Generic;
    x.s().model.params = params;
    x.s().model.trainableParams = params;
    return x;
}

// A model known by its parameter count and a preset's per-sample activation profile (a CNN,
// a detector): bytesPerSample in fp32 at the profile's reference input.
inline Synthetic profiled(ModelKind kind, double params, double bytesPerSample)
{
    Synthetic x = paramsOnly(params);
    x.s().model.kind = kind;
    x.usePreset = true;
    x.preset.id = "test-profiled";
    x.preset.kind = kind;
    x.preset.activation.bytesPerSample = bytesPerSample;
    return x;
}

// The tiny decoder fully trained: bf16-mixed, AdamW, SDPA, micro batch 2, sequence 16.
inline Synthetic tinyDecoder()
{
    Synthetic x;
    x.r.arch = tinyArch();
    x.s().model.kind = ModelKind::Decoder;
    x.s().model.params = kTinyParams;
    x.s().model.trainableParams = kTinyParams;
    x.s().run.microBatch = 2;
    x.s().data.seqLen = 16;
    return x;
}

// The tiny decoder with LoRA (or QLoRA) rank 8 on q and v. model.params is what PEFT's
// print_trainable_parameters calls "all params": the base plus the adapters.
inline Synthetic tinyLora(Finetune mode = Finetune::Lora)
{
    Synthetic x = tinyDecoder();
    x.s().run.finetune = mode;
    x.r.loraTargets = kLoraQ | kLoraV;
    x.s().model.trainableParams = kTinyLoraQV8;
    x.s().model.params = kTinyParams; // model.params is the base model; adapters come on top
    x.s().model.dtype = "bf16";       // loaded in 16 bits: the frozen base costs 2 B a weight
    return x;
}

inline double vram(const MemoryReport &rep, VramComponent c) { return rep.vramOf(c); }
inline double host(const MemoryReport &rep, HostComponent c) { return rep.hostOf(c); }

} // namespace headroom::test

// QVERIFY2 with both numbers printed when they differ (tolerance: see sameBytes).
#define QCOMPARE_BYTES(actual, expected)                                                             \
    do {                                                                                             \
        const double a_ = (actual), e_ = (expected);                                                 \
        QVERIFY2(::headroom::test::sameBytes(a_, e_),                                                \
                 qPrintable(QStringLiteral("%1 = %2, expected %3")                                   \
                                .arg(QStringLiteral(#actual))                                        \
                                .arg(a_, 0, 'f', 3)                                                  \
                                .arg(e_, 0, 'f', 3)));                                               \
    } while (false)

// Verdicts compared by name (headroom::toString(Verdict) returns a string_view, which QTest's
// own toString lookup would otherwise pick up).
#define QCOMPARE_VERDICT(actual, expected)                                                           \
    QCOMPARE(QString::fromLatin1(::headroom::toString(actual).data()),                               \
             QString::fromLatin1(::headroom::toString(expected).data()))
