#include "estimate.h"

#include "hostram.h"
#include "modelmath.h"
#include "visionsetup.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

constexpr double kMiB = 1048576.0;

size_t idx(VramComponent c) { return static_cast<size_t>(c); }

// Bytes of one activation element: 16-bit compute unless the run is fp32.
double activationBytes(Precision p) { return p == Precision::Fp32 ? 4.0 : 2.0; }

// Bytes per element of the tensors the optimizer updates (and of their gradients).
double trainableBytes(Precision p) { return isHalfTrue(p) ? 2.0 : 4.0; }

// Optimizer state bytes per trainable parameter.
double optimizerBytesPerParam(Optimizer o, double stateBytes, const Coefficients &c)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::Adam:
    case Optimizer::Lamb:
    case Optimizer::RmspropMomentum: // square_avg and momentum_buffer
    case Optimizer::PagedAdamW: return 2 * stateBytes;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit: return c.adam8bitBytesPerParam;
    case Optimizer::AdamW4bit: return c.adam4bitBytesPerParam;
    case Optimizer::SgdMomentum:
    case Optimizer::Rmsprop: // square_avg (torch.optim.RMSprop's default momentum is 0)
    case Optimizer::Adagrad: // sum
    case Optimizer::Lion: return stateBytes;
    // bitsandbytes' Lion8bit: its one momentum state blockwise-quantized, as one of AdamW8bit's two
    case Optimizer::Lion8bit: return c.adam8bitBytesPerParam / 2;
    case Optimizer::Adafactor: return c.adafactorBytesPerParam;
    // prodigyopt's Prodigy: exp_avg, exp_avg_sq, s and p0 (a copy of the starting weights)
    case Optimizer::Prodigy: return 4 * stateBytes;
    // facebookresearch/dadaptation's DAdaptAdam: exp_avg, exp_avg_sq and s
    case Optimizer::DAdaptAdam: return 3 * stateBytes;
    // CAME: Adafactor's factored second moment and residual, beside a full first moment
    case Optimizer::Came: return stateBytes + 2 * c.adafactorBytesPerParam;
    // Muon: one momentum buffer (the embeddings, head and vectors it hands to AdamW are a small
    // share of a large model's parameters, and are counted as Muon's)
    case Optimizer::Muon: return stateBytes;
    case Optimizer::Sgd: return 0;
    }
    return 0;
}

// Sample tensors as the GPU receives them for one sample.
double gpuSampleBytes(const ResolvedSetup &r, double tokens)
{
    const DataFields &d = r.setup.data;
    if (d.sampleBytes > 0)
        return d.sampleBytes;
    switch (r.setup.model.kind) {
    case ModelKind::Decoder:
    case ModelKind::Encoder:
    case ModelKind::EncoderDecoder:
        return tokens * 8 * 3; // input ids, labels, attention mask as int64
    default:
        return sampleBytesFromShapes(r);
    }
}

// The scaling of a per-sample activation profile from its reference input to this run's.
double profileScale(const ActivationProfile &p, const ResolvedSetup &r)
{
    const DataFields &d = r.setup.data;
    auto ratio = [](double now, double ref) { return now > 0 && ref > 0 ? now / ref : 1.0; };
    // (a detector's batch of both orientations: padded to a square of the longer side)
    const double side = std::max(d.imageHeight, d.imageWidth);
    const double pixels = ratio(paddedToSquare(r) ? side * side : static_cast<double>(d.imageHeight) * d.imageWidth,
                                static_cast<double>(p.refHeight) * p.refWidth);
    switch (p.scale) {
    // An image network given clips (TSN/TSM's 2D ResNet, a policy's encoder over n_obs_steps
    // frames) runs every frame as an image of its own.
    case ActivationProfile::Scale::Pixels: return pixels * (d.frames > 1 ? d.frames : 1);
    case ActivationProfile::Scale::PixelsFrames: return pixels * ratio(d.frames, p.refFrames);
    case ActivationProfile::Scale::Points: return ratio(d.points, p.refPoints);
    case ActivationProfile::Scale::PointsFrames: return ratio(d.points, p.refPoints) * ratio(d.frames, p.refFrames);
    case ActivationProfile::Scale::Seq: return ratio(d.seqLen, p.refSeq);
    case ActivationProfile::Scale::None: return 1.0;
    }
    return 1.0;
}

// Tokens one sample puts through the language model (text, plus image tokens for a VLM,
// patches for a ViT).
double tokensPerSample(const ResolvedSetup &r, double *visionPatches)
{
    const TrainingSetup &s = r.setup;
    const Architecture &a = r.arch;
    *visionPatches = 0;
    if (s.model.kind == ModelKind::Vit && a.patch > 0) {
        const int h = s.data.imageHeight ? s.data.imageHeight : a.imageSize;
        const int w = s.data.imageWidth ? s.data.imageWidth : a.imageSize;
        double t = std::floor(h / a.patch) * std::floor(w / a.patch);
        if (a.tubelet > 0)
            t *= std::max(1, (s.data.frames ? s.data.frames : a.frames) / a.tubelet);
        return t + 1;
    }
    if (isLatentDiffusionTransformer(r)) {
        // The VAE's latent of the image (or clip), cut into patch x patch tokens; a causal video
        // VAE keeps the first frame and packs each `temporal_compression` after it into one.
        const int h = s.data.imageHeight ? s.data.imageHeight : a.imageSize;
        const int w = s.data.imageWidth ? s.data.imageWidth : (a.imageWidth ? a.imageWidth : a.imageSize);
        // (resolve says which frame count is assumed; a setup built by hand: the preset's clip)
        const int frames = std::max(1, s.data.frames ? s.data.frames : a.frames);
        const double latentFrames = a.temporalCompression > 0 ? 1 + (frames - 1) / a.temporalCompression : frames;
        const double side = static_cast<double>(a.spatialCompression) * a.patch;
        const double image = latentFrames * std::ceil(h / side) * std::ceil(w / side);
        return image + (a.jointText ? a.textLen : 0);
    }
    double tokens = s.data.seqLen;
    if (r.preset && r.preset->vision.valid() && s.model.kind == ModelKind::VisionLanguage) {
        const VisionTower &v = r.preset->vision;
        const int h = s.data.imageHeight ? s.data.imageHeight : v.imageSize;
        const int w = s.data.imageWidth ? s.data.imageWidth : v.imageSize;
        const int images = s.isStated("data.images") ? s.data.images : std::max(1, s.data.frames);
        *visionPatches = std::floor(static_cast<double>(h) / v.patch) * std::floor(static_cast<double>(w) / v.patch) * images;
        tokens += *visionPatches / std::max(1, v.merge * v.merge);
    }
    return tokens;
}

} // namespace

double estimateTokensPerSample(const ResolvedSetup &r, double *visionPatches)
{
    double patches = 0;
    const double tokens = tokensPerSample(r, &patches);
    if (visionPatches)
        *visionPatches = patches;
    return tokens;
}

// With expandable segments a stream's blocks live in one segment that grows page by page: freed
// blocks merge with their neighbours and serve requests of any size, so what stays reserved
// beyond the peak is the holes between live blocks at that moment, not whole cached blocks of
// the sizes earlier steps asked for.
double allocatorReserveFraction(const TrainingSetup &s, const Coefficients &c)
{
    return s.run.expandableSegments ? c.allocatorReserveFractionExpandable : c.allocatorReserveFraction;
}

namespace {

// The NCCL communicators a rank runs collectives on, each with buffers of its own outside
// PyTorch's allocator: the data-parallel one of any multi-GPU run, and one per model-parallel
// dimension (Megatron's tensor, pipeline, context and expert groups).
int ncclCommunicators(const TrainingSetup &s)
{
    if (s.worldSize() <= 1)
        return 0;
    int n = 1;
    for (int degree : {s.parallel.tp, s.parallel.pp, s.parallel.cp, s.parallel.ep})
        n += degree > 1 ? 1 : 0;
    return n;
}

// Bytes per weight as loaded (model.dtype): stated, else 16 bits under *-true, else fp32.
double loadBytesOf(const TrainingSetup &s)
{
    const Precision p = s.run.precision;
    const std::string &dt = s.model.dtype;
    if (p == Precision::Fp32)
        return 4;
    return dt == "fp32" ? 4.0 : (dt == "bf16" || dt == "fp16") ? 2.0 : (isHalfTrue(p) ? 2.0 : 4.0);
}

// Bytes per element of the residual stream between blocks: the weights' dtype, since the
// embedding's output is in it and each block adds its outputs to it (fp32 weights under
// autocast keep it in fp32).
double residualBytes(const ResolvedSetup &r)
{
    // FSDP's mixed precision (MixedPrecision / MixedPrecisionPolicy param_dtype) and DeepSpeed's
    // 16-bit engine run the forward on 16-bit parameters: the embedding's output and every residual
    // add are 16-bit, whatever dtype the weights are kept in.
    const Strategy strategy = r.setup.parallel.strategy;
    const bool sixteenBitParams = isMixed(r.setup.run.precision) && (strategy == Strategy::Fsdp || isZero(strategy));
    return isHalfTrue(r.setup.run.precision) || sixteenBitParams ? 2.0 : loadBytesOf(r.setup);
}

// transformers builds a 4-D attention mask only when a row has padding: a micro batch of one
// sequence, packed rows or fixed-length blocks have none (an all-ones mask is dropped for SDPA).
bool attentionMaskMaterialized(const ResolvedSetup &r)
{
    return isTextTransformer(r.setup.model.kind) && r.setup.run.microBatch > 1 && !r.setup.data.packing;
}

// A preset's frozen modules on the GPU (a diffusion pipeline's VAE and text encoders): none when
// their outputs are cached (sd-scripts and diffusers move them off the GPU after caching).
double presetFrozenOnGpu(const ResolvedSetup &r)
{
    if (!r.preset || (r.setup.run.cachedFeatures && !cacheSkipsModelForward(r)))
        return 0;
    return r.preset->frozenParams;
}

// Whether LoRA's dropout is on: the config's run.lora_dropout, else lora_dropout_copies.
bool loraDropoutOn(const TrainingSetup &s, const Coefficients &c)
{
    return s.isStated("run.lora_dropout") ? s.run.loraDropout > 0 : c.loraDropoutCopies > 0;
}

// Bytes per element of width an MLP keeps for backward past its input and down's input.
double mlpOwnBytes(const Architecture &arch, Precision p, double a, bool litgpt)
{
    if (arch.gatedMlp)
        return 3 * a; // gate and up outputs, the activation's output
    if (arch.geluNew && !litgpt)
        // NewGELUActivation, 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))): pow keeps x, tanh its
        // output, the last product both of its factors; autocast runs pow and tanh in fp32.
        // (litgpt's own models call the fused F.gelu instead.)
        return isMixed(p) ? 4 + 4 + 4 + a : 4 * a;
    return a; // fc1 output, the activation's input
}

// What the dense layer's MLP half worked out, for an MoE layer's.
struct MoeInputs {
    double a, rb;                   // activation and residual-stream bytes
    double inputKept, inputDropped; // copies of an MLP's input its Linears, adapters, dropouts keep
    double expertBody, sharedBody;  // what one expert, and the shared experts, keep past their input
    bool linearsSave, ownCasts;
};

// Per token, an MoE layer's MLP half after its norm: transformers' sparse MoE block (Mixtral,
// Qwen-MoE, OLMoE). Each token's row is gathered once per expert it is routed to, and that copy
// is what the expert's Linears keep; the expert's output is kept for the product with its
// routing weight, and that weight (cast to the residual's dtype) too; the weighted output, in
// the residual's dtype, is kept by the index_add_ that sums it back.
// (scripts/measure-moe-activations.py counts each in PyTorch: tst_estimate_activations.)
double moeMlpPerToken(const Architecture &arch, const MoeInputs &m)
{
    const double h = arch.hidden, k = arch.activeExperts();
    double moe = k * (m.inputKept + m.inputDropped + m.expertBody + m.a * h + m.rb + m.rb * h);
    // The router: its softmax output over all experts in fp32, top-k's int64 indices and fp32
    // weights, their sum, and the int64 [rows, 2] index each expert's gather keeps.
    moe += 4.0 * arch.experts + k * (8 + 4 + 2 * 8) + 4;
    // The norm's output: a trained router keeps it, and the shared experts' Linears (one tensor,
    // unless autocast gives each Linear a cast of its own).
    const double routerInput = m.linearsSave ? m.a * h : 0;
    const double sharedInput = arch.sharedExpertFfn > 0 ? m.inputKept : 0;
    moe += m.ownCasts ? routerInput + sharedInput : std::max(routerInput, sharedInput);
    // Shared experts (Qwen-MoE's is gated: its output kept for the sigmoid gate's product).
    if (arch.sharedExpertFfn > 0)
        moe += m.inputDropped + m.sharedBody + m.a * h + m.a;
    return moe;
}

// Whether QLoRA's quantized Linears keep their inputs: bitsandbytes' MatMul4Bit does
// (qlora_saves_linear_inputs); torchao's LinearNF4, which torchtune's QLoRA uses, keeps only the weight.
bool qloraSavesInputs(const TrainingSetup &s, const Coefficients &c)
{
    return s.run.finetune == Finetune::Qlora && c.qloraSavesLinearInputs > 0 && !loraTargetsTorchtune(s.run.loraTargets);
}

// One fused qkv Linear (litgpt's own `qkv`, GPT-NeoX's query_key_value, Qwen's c_attn, Phi-3's
// qkv_proj) gives one output storage, and q, k, v are views of it. RoPE rebuilds q and k as new
// tensors, but V reaches a fused kernel as a view unless it was repeated first, and the kernel's
// node saves its inputs as passed: the view keeps the whole storage alive, the q and k parts as
// well (the math path's matmul copies the non-contiguous V for bmm instead, and transformers
// makes q, k, v contiguous before a masked SDPA call, pytorch/pytorch#112577). Bytes per token
// past what the kernel's q, k, v count; scripts/fused-qkv-saved.py counts it in PyTorch.
double fusedQkvStorageKept(const Architecture &arch, double a)
{
    if (arch.positions != Architecture::Positions::Rope)
        return 0; // q and k stay views too: the storage is what the kernel's q, k, v count
    return a * (arch.qWidth() + arch.kvWidth());
}

// What eager attention keeps per score: the softmax output in fp32 and (under 16-bit compute)
// its cast for the product with V, and dropout's mask and output. Without autocast (bf16-true)
// only the LLM families upcast it themselves (Llama's softmax(…, dtype=torch.float32), T5's
// scores.float()); BERT-style encoders run softmax in the weights' dtype and keep that one tensor.
double eagerBytesPerScore(const Architecture &arch, const ResolvedSetup &r, double a)
{
    const bool ownDtypeSoftmax = isHalfTrue(r.setup.run.precision) && r.setup.model.kind == ModelKind::Encoder;
    return (ownDtypeSoftmax ? a : 4 + (a == 2 ? 2 : 0)) + (arch.dropout ? 1 + a : 0);
}

} // namespace

LayerActivation transformerLayerActivation(const Architecture &arch, const ResolvedSetup &r, const Coefficients &c,
                                           bool trainable, unsigned lora)
{
    const Precision p = r.setup.run.precision;
    const double a = activationBytes(p);
    const double rb = residualBytes(r);
    const double h = arch.hidden, q = arch.qWidth(), kv = arch.kvWidth(), f = arch.ffn;
    const Attention attention = r.setup.run.attention;
    // A norm keeps its input for backward; RMSNorm and autocast LayerNorm keep it in fp32. A
    // trained RMSNorm also keeps the normalized input of its weight (in the residual's dtype).
    const double normSaved = ((arch.rmsNorm || isMixed(p) || a == 4) ? 4 * h : a * h) +
                             (trainable && arch.rmsNorm ? rb * h : 0);
    // Under autocast over fp32 weights the norm's output is fp32, and every Linear that reads it
    // casts and keeps a 16-bit copy of its own; otherwise the Linears share one tensor.
    const bool ownCasts = rb == 4 && a == 2;
    // (torchvision's nn.MultiheadAttention and timm's ViT project q, k, v with one in-projection.)
    const bool oneQkv = arch.fusedQkv || r.setup.model.kind == ModelKind::Vit;
    const double qkvReaders = ownCasts && !oneQkv ? 3 : 1;
    const double mlpReaders = ownCasts && arch.gatedMlp && !arch.fusedGateUp ? 2 : 1;
    // LoRA's dropout keeps its mask and the adapter keeps the dropped-out copy, per adapted
    // module; without dropout the adapters keep the module's input itself.
    const bool dropout = loraDropoutOn(r.setup, c);
    // (a config that states a dropout gets one copy even where the coefficient says none)
    const double drop = std::max(1.0, c.loraDropoutCopies) * (a + 1);
    auto adapted = [&](unsigned bits) { return (lora & bits) != 0; };
    // bitsandbytes' 4-bit matmul saves its input even though the weight is frozen (torchtune's NF4 does not).
    const bool quantSaves = qloraSavesInputs(r.setup, c);
    const bool linearsSave = trainable || quantSaves;
    // Adapters without dropout read the module's input; under own casts each keeps its own copy.
    auto undroppedAdapters = [&](std::initializer_list<unsigned> bits) {
        double n = 0;
        for (unsigned b : bits)
            n += adapted(b) ? 1 : 0;
        return dropout || n == 0 ? 0.0 : (ownCasts ? n : 1.0);
    };
    // The kernel: SDPA on fp32 with grouped K/V and no mask has no fused kernel that takes
    // enable_gqa, so PyTorch runs the math path, which keeps the probabilities as eager does.
    const bool grouped = kv < q;
    // litgpt's own model repeats grouped K/V itself (repeat_interleave) before every SDPA call
    // and passes no mask in training (padding is only ignored by the loss).
    const bool litgpt = loraTargetsLitgpt(r.setup.run.loraTargets, r.setup.model.kind == ModelKind::Decoder);
    // (A VLM's vision tower has no padding mask: only the text stack's own architecture gets one.)
    const bool mask = attention == Attention::Sdpa && &arch == &r.arch && !litgpt && attentionMaskMaterialized(r);
    const bool math = attention == Attention::Eager || (attention == Attention::Sdpa && a == 4 && grouped && !mask);

    LayerActivation out;
    double t = 0;
    // Attention half.
    t += arch.normsPerLayer >= 1 ? normSaved : 0;
    // The norm's output as q/k/v (or their adapters) keep it.
    if (linearsSave)
        t += a * h * qkvReaders;
    else
        t += a * h * undroppedAdapters({kLoraQ, kLoraK, kLoraV});
    // One dropout per LoRA module: a fused qkv Linear is one module whatever it adapts.
    const bool fusedQkv = loraFusedQkv(r.setup.run.loraTargets, r.setup.model.kind == ModelKind::Decoder);
    int qkvAdapters = 0;
    for (unsigned bit : {kLoraQ, kLoraK, kLoraV})
        qkvAdapters += adapted(bit) ? 1 : 0;
    if (fusedQkv)
        qkvAdapters = std::min(qkvAdapters, 1);
    if (!trainable && dropout)
        t += drop * h * qkvAdapters;
    // Q/K norms (Qwen3, Gemma 3, OLMo 2): fp32 input per head, and the normalized tensor when trained.
    if (arch.qkNorm)
        t += (4 + (trainable ? a : 0)) * (q + kv);
    // K and V as the kernel saves them: at their own width when SDPA passes enable_gqa or
    // flash-attn takes grouped heads; repeated to the query's width before eager, the math
    // path and a masked SDPA call (transformers' repeat_kv).
    const double kvSaved = (attention == Attention::Flash || (!math && !mask && !litgpt)) ? kv : q;
    t += a * (q + 2 * kvSaved);
    if ((arch.fusedQkv || litgpt) && kvSaved == kv && !math && !mask)
        t += fusedQkvStorageKept(arch, a);
    const bool oKept = linearsSave || undroppedAdapters({kLoraO}) > 0;
    if (math) {
        out.perTokenPerSeq += arch.heads * eagerBytesPerScore(arch, r, a);
        // the attention output is a new tensor that only o_proj (or its adapter) keeps
        if (oKept)
            t += a * q;
    } else {
        // SDPA and flash-attn keep their output and a per-head logsumexp. In transformers that
        // output, transposed back, is o_proj's input (the same storage); nn.MultiheadAttention
        // (torchvision's ViT) makes a contiguous copy for out_proj, which keeps it.
        t += a * q + 4.0 * arch.heads;
        if (r.setup.model.kind == ModelKind::Vit && oKept)
            t += a * q;
        if (mask)
            out.perTokenPerSeq += a; // the padded 4-D mask, copied for each layer's call
    }
    if (!trainable && dropout && adapted(kLoraO))
        t += drop * q;
    if (arch.dropout)
        t += 2 * h; // residual dropout masks (attention and MLP)
    // MLP half.
    if (arch.normsPerLayer >= 2)
        t += normSaved;
    // The copies of an MLP's input its gate/up Linears (or their adapters) keep, and the
    // dropped-out copies of LoRA's dropout.
    const double inputKept = linearsSave ? a * h * mlpReaders : a * h * undroppedAdapters({kLoraGate, kLoraUp});
    const double inputDropped =
        !trainable && dropout ? drop * h * ((adapted(kLoraGate) && arch.gatedMlp ? 1 : 0) + (adapted(kLoraUp) ? 1 : 0)) : 0;
    // What an MLP of a width keeps past its input: its own tensors, down's input where down
    // (or its adapter) keeps it, down adapter's dropped-out copy.
    const bool downKept = linearsSave || undroppedAdapters({kLoraDown}) > 0;
    const double downDropped = !trainable && dropout && adapted(kLoraDown) ? drop : 0;
    auto mlpBody = [&](double width) {
        return (mlpOwnBytes(arch, p, a, litgpt) + (downKept ? a : 0) + downDropped) * width;
    };
    // (a parallel block's MLP reads the attention's input, counted there)
    const double dense = (arch.normsPerLayer >= 2 ? inputKept : 0) + inputDropped + mlpBody(f);
    double mlp = dense;
    if (arch.moe() && arch.layers > 0) {
        const MoeInputs in{a, rb, inputKept, inputDropped, mlpBody(arch.expertWidth()),
                           arch.sharedExpertFfn > 0 ? mlpBody(arch.sharedExpertFfn) : 0, linearsSave, ownCasts};
        const double moeLayers = arch.moeLayers();
        mlp = (moeMlpPerToken(arch, in) * moeLayers + dense * (arch.layers - moeLayers)) / arch.layers;
    }
    t += mlp;
    out.perToken = t;
    return out;
}

namespace {

// The pieces of one estimate as its steps compute them, in bytes on one GPU.
struct Parts {
    // the setup, read once
    double world = 1, mb = 1;
    double P = 0, T = 0, frozenP = 0;
    // the share of T that is routed experts under expert parallelism: sharded over the GPUs
    // that hold the same experts (world / ep), not over the whole data-parallel group
    double expertShare = 0;
    bool adapters = false, fullyTrained = false, mixed = false, zero = false;
    double a = 2;
    double loadBytes = 4;  // bytes per weight as loaded (model.dtype)
    bool amp = false;      // fp32 trainable weights behind 16-bit compute (autocast or a ZeRO master)
    double paramBytes = 4; // bytes per trainable weight and per gradient without amp
    // parameters
    double weights = 0, trainableWorking = 0, master = 0, grads = 0, optimizer = 0, ema = 0, comm = 0;
    double frozenBytes = 0; // frozen weights, before sharding
    double mainFrozenBytes = 0; // of them, the model's own (not a preset's text encoders or VAE)
    double frozenCast = 0;  // autocast's saved 16-bit casts of frozen fp32 weights (fwd/bwd only)
    double paged = 0;       // paged optimizer states (unified memory, outside the caching allocator)
    double loadPeak = 0;    // the full checkpoint on one GPU before sharding
    // FSDP accumulating under no_sync(): the unsharded gradients (and the transient of the unit
    // whose backward ends last) at the forward/backward peak, in place of the sharded ones; and
    // FSDP1's root unit, kept gathered from forward to backward. 0 otherwise.
    double unsyncedGrads = 0, unitTransient = 0, rootGathered = 0;
    double headDequant = 0; // litgpt QLoRA: the dequantized LM head, at the end of the forward pass
    double stateBytes = 4;
    // activations
    double activations = 0, logits = 0, batch = 0;
    // the one block a checkpointed backward recomputes at a time (inside activations); it is
    // never alive together with the loss's own peak, which is over before the first recompute
    double recompute = 0;
    // A loss chunked with each chunk's backward run at once (torchtitan's ChunkedLossWrapper): the
    // fp32 gradient of the head's input for every token, whole on every tensor-parallel rank, while
    // the chunks run (headGradLoss) and, with its 16-bit copy, through the decoder's backward
    // (headGradBackward)
    double headGradLoss = 0, headGradBackward = 0;
    // A detector's task-aligned assignment (YOLOv8, YOLO11): a transient of the loss, on the GPU
    // as far as the GPU has room for it (Ultralytics' TaskAlignedAssigner.forward catches CUDA's
    // out-of-memory error and assigns on the CPU instead)
    double taskAligned = 0;
    // litgpt QLoRA, while the next forward runs: the previous micro-batch's 4-bit matmul inputs
    // (bitsandbytes 0.42 keeps them on ctx) and both micro-batches' 16-bit logits
    double retainedInputs = 0, forwardEndLogits = 0;
    // phases
    double forwardBackward = 0, optimizerStep = 0, stepWeights = 0, stepTemp = 0;
    double stepGradPartition = 0; // ZeRO's fp32 gradient partition, made for the update only
};

Parts readSetup(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    Parts x;
    // ZeRO and FSDP shard over the data-parallel GPUs, the context-parallel ones with them
    // (Megatron's distributed optimizer shards over dp x cp): the world less tp x pp.
    // HYBRID_SHARD shards within a node and replicates across nodes: one node's GPUs share.
    const int sharding = s.parallel.hybridShard ? std::max(1, s.parallel.gpus) : s.worldSize();
    x.world = std::max(1, sharding / (std::max(1, s.parallel.tp) * std::max(1, s.parallel.pp)));
    // A chosen and a rejected completion per example, concatenated into one forward (TRL's
    // concatenated_forward, axolotl, LLaMA-Factory): twice the rows of the micro batch.
    const bool paired = s.run.objective == Objective::Dpo || s.run.objective == Objective::Orpo ||
                        s.run.objective == Objective::Simpo || s.run.objective == Objective::PriorPreservation;
    x.mb = s.run.microBatch * (paired ? 2 : 1);
    x.P = s.model.params + s.model.extraTrainableParams;
    // (a trainable count the user states counts them already; one derived from run.finetune —
    // none for a frozen model, the adapters for LoRA — does not)
    const auto trainable = s.sources.find("model.trainable_params");
    const bool trainableStated = trainable != s.sources.end() && trainable->second.kind != Source::Kind::Derived &&
                                 trainable->second.kind != Source::Kind::Default;
    x.T = s.model.trainableParams + (trainableStated ? 0 : s.model.extraTrainableParams);
    // Adapters are parameters added to the model: with LoRA the whole base stays frozen.
    x.adapters = s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora;
    x.frozenP = (x.adapters ? s.model.params : std::max(0.0, x.P - x.T)) + presetFrozenOnGpu(r);
    // litgpt's GPT always builds an lm_head of its own beside the embedding, and loads a tied
    // checkpoint's embedding into both (litgpt/model.py, litgpt/config.py has no tying for
    // fine-tuning): one more vocab × hidden frozen matrix than the tied count.
    if (x.adapters && r.arch.tiedEmbeddings && r.arch.vocab > 0 &&
        loraTargetsLitgpt(s.run.loraTargets, s.model.kind == ModelKind::Decoder)) {
        const double head = static_cast<double>(r.arch.vocab) * r.arch.hidden;
        x.P += head;
        x.frozenP += head;
    }
    // A VLM trained on cached image features (its tower frozen) never loads the vision tower.
    if (s.run.cachedFeatures && s.model.kind == ModelKind::VisionLanguage && s.run.finetune != Finetune::Full && r.preset &&
        r.preset->vision.valid() && !cacheSkipsModelForward(r)) {
        x.P = std::max(0.0, x.P - r.preset->vision.params);
        x.frozenP = std::max(0.0, x.frozenP - r.preset->vision.params);
    }
    // Tensor and pipeline parallelism: each GPU holds 1 / (tp x pp) of the parameters (Megatron
    // splits every layer's matrices over the tensor-parallel group, the vocabulary included, and
    // the layers over the stages).
    const double modelParallel = static_cast<double>(std::max(1, s.parallel.tp)) * std::max(1, s.parallel.pp);
    // Expert parallelism: each GPU holds 1/ep of the routed experts (Megatron-Core: experts
    // split over ep, each expert over the expert-tensor-parallel group, tp unless said).
    if (s.parallel.ep > 1 && r.arch.valid() && r.arch.moe()) {
        const double away = std::min(routedExpertParameters(r.arch), s.model.params) * (1.0 - 1.0 / s.parallel.ep);
        x.P -= away;
        if (s.run.finetune == Finetune::Full) {
            x.T = std::max(0.0, x.T - away);
            x.expertShare = x.T > 0 ? std::min(1.0, (routedExpertParameters(r.arch) / s.parallel.ep) / x.T) : 0;
        } else {
            x.frozenP = std::max(0.0, x.frozenP - away);
        }
    }
    x.P /= modelParallel;
    x.T /= modelParallel;
    x.frozenP /= modelParallel;
    x.fullyTrained = s.run.finetune == Finetune::Full;
    x.mixed = isMixed(s.run.precision);
    x.zero = isZero(s.parallel.strategy);
    x.a = activationBytes(s.run.precision);
    const Precision p = s.run.precision;
    x.loadBytes = loadBytesOf(s);
    // 16-bit weights under *-mixed train in 16 bits (no fp32 copy), except LoRA adapters (PEFT
    // keeps them fp32) and ZeRO (DeepSpeed keeps its own fp32 master).
    // A network the script adds beside a frozen model (a ControlNet, an action head) is
    // created in fp32 as adapters are, whatever dtype the frozen model was loaded in.
    const bool addedNetwork = s.run.finetune == Finetune::Frozen && s.model.extraTrainableParams > 0 && !trainableStated;
    // FSDP under mixed precision holds its trainable flat parameters in fp32 whatever dtype the
    // model was loaded in: Accelerate (HF Trainer, axolotl, LLaMA-Factory, TRL) upcasts each
    // low-precision one before training ("Upcasted low precision parameters … because mixed
    // precision turned on in FSDP"; FSDP2's prepare does model.to(float32)), as ZeRO keeps an fp32
    // partition; the forward runs on 16-bit gathered copies (MixedPrecision's param_dtype).
    const bool fsdpUpcast = s.parallel.strategy == Strategy::Fsdp;
    x.amp = x.mixed && (x.loadBytes == 4 || x.adapters || x.zero || fsdpUpcast || addedNetwork);
    x.paramBytes = x.amp || p == Precision::Fp32 ? 4.0 : 2.0;
    return x;
}

// litgpt's QLoRA: Lightning's BitsandbytesPrecision under litgpt's training loop, on the
// bitsandbytes 0.42.0 that litgpt pins (see lightning_bnb_* and qlora_keeps_previous_inputs).
bool lightningQlora(const ResolvedSetup &r)
{
    return r.setup.run.finetune == Finetune::Qlora &&
           loraTargetsLitgpt(r.setup.run.loraTargets, r.setup.model.kind == ModelKind::Decoder);
}

// Whether bitsandbytes' 4-bit weights have double-quantized constants (compress_statistics):
// what the config chose (litgpt's `quantize: bnb.nf4` / `bnb.nf4-dq`, HF's
// bnb_4bit_use_double_quant), else doubleQuantUnstated's rule.
bool doubleQuantOf(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    if (s.isStated("run.double_quant"))
        return s.run.doubleQuant;
    return doubleQuantUnstated(s.run.loraTargets, s.model.kind == ModelKind::Decoder);
}

// QLoRA's frozen weights (the blocks' Linears in 4 bits, the rest in 16) and the transient
// dequantized copy of the widest quantized Linear. Lightning's plugin quantizes the LM head as
// well (a head tied to the embedding is not in the parameter count twice, so it saves nothing
// there, but litgpt still dequantizes its own copy), from fp16: each matmul dequantizes to
// fp16 and casts to the compute dtype.
void qloraWeightParts(const ResolvedSetup &r, const Coefficients &c, Parts &x, double &frozenBytes, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    const bool lightning = lightningQlora(r) && r.arch.valid() && r.arch.vocab > 0;
    const double head = lightning ? c.lightningBnbQuantizesHead * static_cast<double>(r.arch.vocab) * r.arch.hidden : 0;
    // (a diffusion transformer is its blocks' Linears, a double-stream block two sets of them,
    // modulation included: the embeddings and norms are a few million of the billions; its
    // text encoders and VAE stay in 16 bits)
    double quantizable = isLatentDiffusionTransformer(r) ? std::max(0.0, x.frozenP - presetFrozenOnGpu(r)) // (not its text encoders)
                       : r.arch.valid()                 ? std::min(blockLinearParameters(r.arch), x.frozenP)
                                                        : x.frozenP * 0.9;
    // the head is quantized apart from the embedding only when both are in the count
    quantizable += std::min(head, std::max(0.0, x.frozenP - quantizable - head));
    const double nf4 = doubleQuantOf(r) ? c.nf4BitsPerParam : c.nf4BitsPerParamSingle;
    const double bits = s.run.quantBits >= 8 ? c.int8BitsPerParam : nf4 * s.run.quantBits / 4.0;
    frozenBytes = quantizable * bits / 8.0 + (x.frozenP - quantizable) * 2.0;
    x.frozenCast = 0; // bitsandbytes dequantizes per matmul; autocast casts nothing
    if (!r.arch.valid())
        return;
    const double widest = std::max({static_cast<double>(r.arch.hidden) * r.arch.ffn,
                                    static_cast<double>(r.arch.hidden) * r.arch.qWidth()});
    const double bytes = lightning ? c.lightningBnbDequantBytes : 2.0;
    rep.vram[idx(VramComponent::QuantBuffers)] = c.dequantBufferLayers * widest * bytes;
    // the head is dequantized at the end of the forward pass and at the start of backward
    x.headDequant = lightning ? c.dequantBufferLayers * std::max(widest, head) * bytes : 0;
}

// Weights, master copy, gradients, optimizer states and EMA before any sharding.
void parameterParts(const ResolvedSetup &r, const Coefficients &c, Parts &x, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    const Precision p = s.run.precision;
    // Frozen weights: quantized for QLoRA (block linears only), else in the dtype they were
    // loaded in; a preset's frozen modules (a VAE, a text encoder) are cast as before.
    const double presetFrozen = presetFrozenOnGpu(r);
    const double mainFrozen = x.frozenP - presetFrozen;
    // DeepSpeed's engine casts the whole module to fp16/bf16 when its config enables them
    // (DeepSpeedEngine._configure_distributed_model: module.half() / module.bfloat16(), before it
    // moves to the GPU): frozen weights too are 16-bit, whatever dtype they were loaded in.
    const bool castByDeepSpeed = x.zero && x.mixed;
    const double presetBytes = p == Precision::Fp32 ? 4.0 : (x.fullyTrained ? trainableBytes(p) : 2.0);
    double frozenBytes = presetFrozen * presetBytes + mainFrozen * (isHalfTrue(p) || castByDeepSpeed ? 2.0 : x.loadBytes);
    // Under autocast, a frozen fp32 weight's 16-bit cast is an input of its matmul and is
    // saved for backward (the cast cache keeps only weights that require grad).
    if (x.mixed && x.loadBytes == 4 && !x.zero && s.parallel.strategy != Strategy::Fsdp) {
        const double matmul = r.arch.valid() ? std::min(blockLinearParameters(r.arch), mainFrozen) : mainFrozen;
        const int layers = r.arch.valid() ? std::max(1, r.arch.layers + r.arch.decoderLayers) : 1;
        double live = 1.0; // the share of layers whose saved tensors are alive at the peak
        switch (s.run.gradCheckpointing) {
        case Checkpointing::None: break;
        case Checkpointing::Full: live = 1.0 / layers; break;
        case Checkpointing::Selective: live = std::min(1.0, c.selectiveCheckpointKeep + 1.0 / layers); break;
        }
        x.frozenCast = c.frozenCastSaved * 2.0 * matmul * live;
    }
    if (s.run.finetune == Finetune::Qlora)
        qloraWeightParts(r, c, x, frozenBytes, rep); // (a preset's frozen modules in 16 bits there)
    x.mainFrozenBytes = std::max(0.0, frozenBytes - presetFrozen * (s.run.finetune == Finetune::Qlora ? 2.0 : presetBytes));
    // Trainable weights: DeepSpeed-style mixed precision keeps 16-bit weights plus an fp32
    // master copy; autocast keeps fp32 weights plus 16-bit cast copies alive for backward.
    if (x.amp) {
        x.master = 4.0 * x.T;
        x.trainableWorking = 2.0 * x.T * (x.zero ? 1.0 : c.ampCastCache);
    } else {
        x.trainableWorking = x.paramBytes * x.T;
    }
    x.frozenBytes = frozenBytes;
    x.weights = frozenBytes + x.trainableWorking + x.frozenCast;
    // (Megatron's distributed optimizer under --bf16: 16-bit weights, an fp32 main_grad buffer)
    const double gradBytesPerParam = x.zero && x.mixed ? (s.run.fp32Grads ? 4.0 : 2.0) : x.paramBytes;
    x.grads = x.T * gradBytesPerParam;
    // Optimizer in backward applies each gradient as it appears and frees it: one layer's at a time.
    if (s.run.optimizerInBackward)
        x.grads /= r.arch.valid() ? std::max(1, r.arch.layers + r.arch.decoderLayers) : 20;
    x.stateBytes = (x.amp || p == Precision::Fp32 || x.zero) ? 4.0 : 2.0;
    x.optimizer = x.T * optimizerBytesPerParam(s.run.optimizer, x.stateBytes, c);
    x.loadPeak = frozenBytes + x.T * (x.amp ? 4.0 : x.paramBytes);
    // The EMA follows what trains: the whole model, or only the adapters (ai-toolkit's EMA of a
    // LoRA network; the frozen base has nothing to average).
    x.ema = s.run.ema ? (x.adapters ? x.T : x.P) * (p == Precision::Fp32 || x.mixed ? 4.0 : 2.0) : 0;
}

// The parameters FSDP's root unit holds when every transformer block is a unit of its own: the
// embedding, an untied head, learned positions and the final norm (litgpt's wte, lm_head, ln_f;
// transformers' embed_tokens, lm_head, norm). 0 where the model is not a text transformer.
double rootUnitParameters(const ResolvedSetup &r, const Parts &x)
{
    const Architecture &a = r.arch;
    if (!a.valid() || !isTextTransformer(r.setup.model.kind) || a.vocab <= 0)
        return 0;
    double root = static_cast<double>(a.vocab) * a.hidden * (a.tiedEmbeddings ? 1.0 : 2.0) + a.hidden;
    if (a.positions == Architecture::Positions::Learned)
        root += static_cast<double>(a.maxPositions) * a.hidden;
    return std::min(root, 0.5 * x.P);
}

// The parameters that get a gradient: the trained ones; with unit gradients (parallel.unit_grads)
// every block's weights besides, the adapters sitting in the blocks on top of the base's count.
double gradientParameters(const ResolvedSetup &r, const Parts &x)
{
    if (!r.setup.parallel.unitGrads || !x.adapters)
        return x.T;
    return x.T + std::max(0.0, x.P - rootUnitParameters(r, x));
}

// FSDP with accumulation under no_sync() (parallel.no_sync_accumulation): FSDP1's post-backward
// hook returns before the reduce-scatter, so each unit's gradient stays at its full size until
// the micro batch that syncs. At the end of a unit's backward its gradient exists twice (the
// views' gradients and their concatenation into the flat gradient) beside the ones accumulated
// before. With a block wrap policy and use_orig_params (parallel.unit_grads), a block that holds
// adapters gets a gradient for all its weights. The root unit (embedding, head, final norm) is
// not resharded after forward. Per GPU, with b bytes a gradient:
//   b × P_grad  +  the root gathered  +  the larger of: the activations and logits at the start of
//   backward, and 2 × b × P_unit (the largest unit with a gradient) at the end of its backward,
//   when the activations are gone.
// Measured by litgpt's tables: Gemma-2B full on 4 × A10G 17.43 GB, Llama-2-7B LoRA on 2 × A100
// 23.39 GB (scripts/research/litgpt_fsdp_predict.py has the terms).
void noSyncParts(const ResolvedSetup &r, Parts &x, double gradBytes, double weightBytes)
{
    const int layers = r.arch.valid() ? std::max(1, r.arch.layers + r.arch.decoderLayers) : 20;
    const double root = rootUnitParameters(r, x);
    const double gradParams = gradientParameters(r, x);
    const double blockUnit = x.fullyTrained ? (x.P - root) / layers : gradParams / layers;
    const double unit = std::max(blockUnit, x.fullyTrained ? root : 0.0);
    x.unsyncedGrads = gradBytes * gradParams;
    x.unitTransient = gradBytes * 2.0 * unit;
    x.rootGathered = weightBytes * root * (1.0 - 1.0 / std::max(1.0, x.world));
}

// Whether this step's gradients accumulate unsharded (FSDP's no_sync(), FULL_SHARD or SHARD_GRAD_OP).
bool accumulatesUnsynced(const TrainingSetup &s, const Parts &x)
{
    return s.parallel.noSyncAccumulation && s.run.gradAccum > 1 && !s.run.optimizerInBackward && x.T > 0;
}

// Sharding (DDP buckets, FSDP, ZeRO stages) and offload to host RAM.
void shardParts(const ResolvedSetup &r, const Coefficients &c, Parts &x, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    const Precision p = s.run.precision;
    const Strategy strategy = s.parallel.strategy;
    const double world = x.world, T = x.T;
    // Sharded states of the routed experts: over world / ep GPUs (Megatron's expert data
    // parallel group), the rest over world: 1 + share × (ep − 1) times the plain shard.
    const double expertSharding = 1.0 + x.expertShare * (std::max(1, s.parallel.ep) - 1);
    const double gatheredBytes = x.mixed ? 2.0 : trainableBytes(p);
    const double layerParams = r.arch.valid() ? x.P / std::max(1, r.arch.layers + r.arch.decoderLayers) : x.P / 20.0;
    switch (strategy) {
    case Strategy::Single:
        break;
    case Strategy::Ddp:
        if (world > 1)
            x.comm = x.grads * c.ddpGradCopy; // gradient buckets hold a second copy of the gradients
        break;
    case Strategy::Fsdp:
        if (accumulatesUnsynced(s, x))
            noSyncParts(r, x, x.grads / x.T, gatheredBytes);
        else if (x.T > 0) // (with unit gradients, a block's frozen weights get them too, sharded)
            x.grads = x.grads / x.T * gradientParameters(r, x);
        // frozen parameters kept out of the flat parameters (ignored modules) stay whole
        x.weights = (x.weights - x.frozenBytes) / world + x.frozenBytes / (s.parallel.shardFrozen ? world : 1.0);
        x.master = x.master / world * expertSharding;
        x.grads = x.grads / world * expertSharding;
        x.optimizer = x.optimizer / world * expertSharding;
        // the layers gathered at once (current and prefetched) and one layer's full gradients
        // (under no_sync() that layer's gradients are the unit transient of x.unsyncedGrads)
        x.comm = c.fsdpPrefetchLayers * layerParams * gatheredBytes +
                 (x.fullyTrained && x.unsyncedGrads == 0 ? layerParams * trainableBytes(p) : 0);
        break;
    case Strategy::Zero3:
        x.weights /= world;
        x.comm = (std::min(c.zero3LiveParams, c.fsdpPrefetchLayers * layerParams) + c.zero3PrefetchBucket) * gatheredBytes;
        [[fallthrough]];
    case Strategy::Zero2:
        // (FSDP's SHARD_GRAD_OP accumulating under no_sync(): the full gradients, as FULL_SHARD's;
        // its parameters stay gathered, so there is no root unit to count apart)
        if (strategy == Strategy::Zero2 && accumulatesUnsynced(s, x))
            noSyncParts(r, x, x.grads / x.T, 0.0);
        x.grads = x.grads / world * expertSharding;
        if (strategy == Strategy::Zero2)
            x.comm = std::min(c.zeroReduceBucket, T) * gatheredBytes;
        [[fallthrough]];
    case Strategy::Zero1:
        x.master = x.master / world * expertSharding;
        x.optimizer = x.optimizer / world * expertSharding;
        if (strategy == Strategy::Zero1)
            x.comm = std::min(c.zeroReduceBucket, T) * gatheredBytes;
        if (x.mixed && s.parallel.offload == Offload::None && !s.run.fp32Grads)
            // the fp32 gradient partition the master update reads: DeepSpeed's step() casts the
            // 16-bit partition to it (stage_1_and_2.py), after backward has freed the activations;
            // stage 3 does so one sub-group of the partition at a time (stage3.py, sub_group_size)
            x.stepGradPartition = 4.0 * (strategy == Strategy::Zero3 ? std::min(T / world * expertSharding, c.zero3SubGroup)
                                                                      : T / world * expertSharding);
        break;
    }
    // The reference model: a frozen copy of the model, sharded where the policy's parameters are
    // (TRL prepares it with the same ZeRO-3 / FSDP plan). Its forward runs under no_grad before
    // the policy's: nothing of it is saved for backward. 16 bits under mixed precision
    // (LLaMA-Factory and TRL load it in the compute dtype), unless the model is stated to be
    // loaded in fp32.
    const auto dtypeSource = s.sources.find("model.dtype");
    const bool fp32Stated = dtypeSource != s.sources.end() && dtypeSource->second.kind != Source::Kind::Default &&
                            dtypeSource->second.kind != Source::Kind::Derived && s.model.dtype == "fp32";
    const double refBytes = p == Precision::Fp32 || fp32Stated ? 4.0 : 2.0;
    // (under LoRA and QLoRA the reference is the base with its adapters switched off: no copy,
    // also where a KL term says a reference is used: verl's use_kl_loss, TRL GRPO's beta)
    if (s.run.referenceModel && s.run.finetune == Finetune::Full)
        x.weights += x.P * refBytes / (strategy == Strategy::Zero3 || strategy == Strategy::Fsdp ? world : 1.0);
    // Offload moves this GPU's shard to host RAM; CPU Adam also keeps fp32 gradients there.
    // ZeRO-Offload's fp32 master is a copy of its own, moved with the states. Without ZeRO (torchao's
    // CPUOffloadOptimizer on one GPU or under DDP) the fp32 "master" is the model's own parameters
    // under autocast: they stay on the GPU, and the host keeps a copy of them for the CPU step.
    // With the optimizer on the CPU, ZeRO sends each reduced bucket of gradients to the host
    // partition the CPU step reads (stage 1/2: single_partition_of_fp32_groups' grads, stage 3:
    // grad_partitions_flat_buffer in pinned host memory) and keeps none on the GPU beyond its
    // reduce buckets (comm); FSDP's CPUOffload(offload_params=True) moves the sharded gradients
    // to the host likewise.
    if (s.parallel.offload == Offload::Optimizer || s.parallel.offload == Offload::Params) {
        const bool gradsLeave = x.zero || (strategy == Strategy::Fsdp && s.parallel.offload == Offload::Params);
        rep.offloadedPerGpu = x.optimizer + x.master + (x.mixed ? 4.0 * T / world : (gradsLeave ? x.grads : 0));
        x.optimizer = 0;
        if (x.zero || s.parallel.offload == Offload::Params || strategy == Strategy::Fsdp)
            x.master = 0;
        if (gradsLeave)
            x.grads = 0;
    }
    if (s.parallel.offload == Offload::Params) {
        rep.offloadedPerGpu += x.weights;
        x.weights = 0; // only the gathered layers (comm) stay on the GPU
    }
    // Paged optimizers (bitsandbytes) keep their states in CUDA unified memory, outside the
    // caching allocator: a component of their own, placed once the totals are known.
    if (s.run.optimizer == Optimizer::PagedAdamW || s.run.optimizer == Optimizer::PagedAdamW8bit) {
        x.paged = x.optimizer * c.pagedOptimizerGpuFraction;
        x.optimizer -= x.paged;
    }
}

// litgpt's QLoRA at the end of a forward pass. bitsandbytes 0.42's MatMul4Bit keeps its input
// on ctx (ctx.tensors), which backward does not release: it lives as long as the graph. litgpt's
// loop keeps the previous micro-batch's `logits` (and so its graph) until the next forward
// returns, so that micro-batch's 4-bit matmul inputs are still there while the head of the next
// one is dequantized: per layer the inputs of qkv, of the attention output, of the MLP (one
// per norm) and of its down projection. The head's input is kept and the first block's qkv
// input is not (it needs no gradient, so no autograd node holds it): scripts/
// qlora-ctx-retention.py counts exactly layers x that. Checkpointed blocks keep none.
void lightningQloraForwardEnd(const ResolvedSetup &r, const Coefficients &c, double tokens, Parts &x)
{
    const Architecture &a = r.arch;
    const double vocab = static_cast<double>(a.vocab);
    // the previous and the current micro-batch's 16-bit logits (litgpt's list of chunks)
    x.forwardEndLogits = 2 * x.mb * tokens * vocab * x.a;
    if (r.setup.run.gradCheckpointing != Checkpointing::None || c.qloraSavesLinearInputs <= 0)
        return;
    const double perLayer = (a.normsPerLayer >= 2 ? 2.0 : 1.0) * a.hidden + a.qWidth() + a.ffn;
    const int layers = a.layers + a.decoderLayers;
    x.retainedInputs = c.qloraKeepsPreviousInputs * x.mb * tokens * x.a * layers * perLayer;
}

// A transformer's saved activations (blocks, vision tower) and its logits, for one micro batch.
void transformerActivationParts(const ResolvedSetup &r, const Coefficients &c, double tokens, double visionPatches,
                                Parts &x)
{
    const TrainingSetup &s = r.setup;
    const unsigned lora = x.adapters ? r.loraTargets : 0;
    const LayerActivation layer = transformerLayerActivation(r.arch, r, c, x.fullyTrained, lora);
    // An image ViT (no tubelet) given clips runs every frame as an image of its own: frames
    // sequences a sample. (A video ViT's tubelets are in `tokens` already.)
    const bool frameWise = s.model.kind == ModelKind::Vit && r.arch.tubelet <= 0 && s.data.frames > 1;
    const double rows = x.mb * (frameWise ? s.data.frames : 1);
    const double perLayerPerSample = tokens * (layer.perToken + layer.perTokenPerSeq * tokens);
    const int layers = r.arch.layers + r.arch.decoderLayers;
    // a checkpointed block keeps its input: the residual stream, fp32 when fp32 weights run under autocast
    const double rb = residualBytes(r);
    const double blockInput = rb * r.arch.hidden * tokens;
    double stack = 0;
    switch (s.run.gradCheckpointing) {
    case Checkpointing::None: stack = layers * perLayerPerSample; break;
    case Checkpointing::Full: stack = layers * blockInput + perLayerPerSample; break;
    case Checkpointing::Selective:
        stack = layers * perLayerPerSample * c.selectiveCheckpointKeep + perLayerPerSample;
        break;
    }
    if (s.run.gradCheckpointing != Checkpointing::None)
        x.recompute = rows * perLayerPerSample;
    // Offloaded, the saved tensors stream to host RAM: about two layers' worth stay on the GPU
    // (the one in use and the one in flight); checkpointed, those are the blocks' inputs, beside
    // the block being recomputed (torchtune's offloading with activation checkpointing, Unsloth's)
    if (s.run.activationOffload)
        stack = std::min(stack, s.run.gradCheckpointing == Checkpointing::Full ? 2 * blockInput + perLayerPerSample
                                                                              : 2 * perLayerPerSample);
    x.recompute = std::min(x.recompute, rows * stack);
    if (s.run.cachedFeatures && cacheSkipsModelForward(r))
        stack = x.recompute = 0; // the frozen backbone's features come from a cache
    // the final norm (its fp32 input; trained RMSNorm also its normalized input) and the LM head's input
    stack += tokens * r.arch.hidden * (4.0 + (x.fullyTrained ? x.a + (r.arch.rmsNorm ? rb : 0) : 0));
    x.activations = rows * stack;
    // The vision tower is trained (and saves activations) only in full fine-tuning.
    if (visionPatches > 0 && x.fullyTrained && r.preset) {
        const VisionTower &vt = r.preset->vision;
        Architecture va;
        va.layers = vt.layers;
        va.hidden = vt.hidden;
        va.heads = vt.heads;
        va.kvHeads = vt.heads;
        va.ffn = vt.ffn;
        va.gatedMlp = vt.gatedMlp;
        va.rmsNorm = vt.rmsNorm;
        const LayerActivation vl = transformerLayerActivation(va, r, c, true, 0);
        x.activations += x.mb * vt.layers * visionPatches * (vl.perToken + vl.perTokenPerSeq * visionPatches);
    }
    // Logits and the loss: a language-model head over the vocabulary.
    // (an encoder's masked-LM head scores every position too: BertForMaskedLM's prediction_scores)
    const bool maskedLm = s.model.kind == ModelKind::Encoder && s.run.objective == Objective::Mlm;
    if ((s.model.kind == ModelKind::Decoder || s.model.kind == ModelKind::VisionLanguage ||
         s.model.kind == ModelKind::EncoderDecoder || maskedLm) && r.arch.vocab > 0) {
        // A chunked loss under torch.compile saves only the 16-bit chunks (the upcast is fused
        // into the compiled cross-entropy and recomputed in backward).
        const double perElement = s.run.chunkedLoss ? (s.run.compile ? c.logitsBytesPerElementChunkedCompiled
                                                                     : c.logitsBytesPerElementChunked)
                                : s.run.compile     ? c.logitsBytesPerElementCompiled
                                                    : c.logitsBytesPerElement;
        // every position the LM sees gets logits, image tokens included; under GRPO only the
        // completion's (TRL's logits_to_keep)
        const double scored = s.data.completionLen > 0 ? std::min<double>(s.data.completionLen, tokens) : tokens;
        x.logits = x.mb * scored * static_cast<double>(r.arch.vocab) * perElement;
        // A fused linear cross-entropy never holds the logits: the gradient of the head's input
        // and one chunk of logits as wide as the hidden size allows (fused_loss_bytes_per_token_hidden).
        if (s.run.fusedLoss)
            x.logits = x.mb * scored * static_cast<double>(r.arch.hidden) * c.fusedLossBytesPerTokenHidden;
        // Chunks of a stated length, each run forward and backward through the head and the loss
        // before the next (torchtitan's ChunkedLossWrapper: GradAccumulator keeps an fp32 [T, D]
        // buffer, whose 16-bit copy is the gradient the decoder's backward starts from; the buffer
        // stays referenced until that backward ends). One chunk's logits at a time, at a plain
        // (or compiled) loss's bytes per element.
        if (s.run.fusedLoss && s.run.lossChunkTokens > 0) {
            const double all = x.mb * scored;
            const double chunk = std::min(static_cast<double>(s.run.lossChunkTokens), all);
            x.logits = chunk * static_cast<double>(r.arch.vocab) *
                       (s.run.compile ? c.logitsBytesPerElementCompiled : c.logitsBytesPerElement);
            x.headGradLoss = all * r.arch.hidden * 4.0;
            x.headGradBackward = all * r.arch.hidden * (4.0 + x.a);
        }
    }
    if (x.headDequant > 0)
        lightningQloraForwardEnd(r, c, tokens, x);
}

// A diffusion transformer's blocks, from its preset's measured bytes per token (fp32; the
// amp_ratio share under 16-bit precision). Checkpointed, each block keeps its input (the
// residual stream) and one block is recomputed at a time. Cached latents and text embeddings
// do not spare the transformer's forward pass.
void ditActivationParts(const ResolvedSetup &r, const Coefficients &c, double tokens, Parts &x)
{
    const TrainingSetup &s = r.setup;
    const ActivationProfile &prof = r.preset->activation;
    const double half = s.run.precision == Precision::Fp32 ? 1.0 : prof.ampRatio;
    const double all = (tokens * prof.bytesPerToken + prof.bytesPerSample) * half;
    const double block = all / std::max(1, r.arch.layers);
    const double blockInput = residualBytes(r) * r.arch.hidden * tokens;
    double stack = all;
    switch (s.run.gradCheckpointing) {
    case Checkpointing::None: break;
    case Checkpointing::Full: stack = r.arch.layers * blockInput + block; break;
    case Checkpointing::Selective: stack = all * c.selectiveCheckpointKeep + block; break;
    }
    if (s.run.gradCheckpointing != Checkpointing::None)
        x.recompute = x.mb * block;
    if (s.run.activationOffload) // (as a language model's: two blocks' worth on the GPU, see there)
        stack = std::min(stack, s.run.gradCheckpointing == Checkpointing::Full ? 2 * blockInput + block : 2 * block);
    x.activations = x.mb * stack;
}

// Saved activations, logits and the input batch of one micro batch.
void activationParts(const ResolvedSetup &r, const Coefficients &c, Parts &x, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    double visionPatches = 0;
    const double tokens = tokensPerSample(r, &visionPatches);
    rep.tokensPerSample = tokens;
    if (r.preset && r.preset->activation.bytesPerToken > 0) {
        ditActivationParts(r, c, tokens, x);
    } else if (isTransformer(r)) {
        transformerActivationParts(r, c, tokens, visionPatches, x);
    } else if (r.preset && r.preset->activation.valid()) {
        const ActivationProfile &prof = r.preset->activation;
        double perSample = prof.bytesPerSample * profileScale(prof, r);
        if (s.run.precision != Precision::Fp32)
            perSample *= prof.ampRatio;
        if (s.run.gradCheckpointing != Checkpointing::None)
            perSample *= c.convCheckpointKeep;
        if (s.run.cachedFeatures && cacheSkipsModelForward(r))
            perSample = 0;
        x.activations = x.mb * perSample;
    } else if (r.vision) {
        // No preset: the network is walked layer by layer at this input (visionacts.h). An
        // attention map's backward temporaries come at the start of backward, as the loss's do.
        const VisionActivations walked = visionActivationsFor(r, *r.vision);
        x.activations = walked.bytes;
        if (s.run.gradCheckpointing != Checkpointing::None)
            x.activations *= c.convCheckpointKeep;
        if (s.run.cachedFeatures)
            x.activations = 0;
        else if (s.run.finetune != Finetune::Frozen)
            x.logits += walked.backwardTransient;
    }
    // A detector's anchor assignment: one image's GT x anchor IoU temporaries during the forward pass;
    // a segmenter's full-resolution loss gradients in backward.
    x.logits += detectionAssignBytes(r, c);
    x.taskAligned = taskAlignedAssignBytes(r, c);
    if (s.run.finetune != Finetune::Frozen && !s.run.cachedFeatures)
        x.logits += segmentationLossBackwardBytes(r, c);
    x.batch = x.mb * gpuSampleBytes(r, tokens);
    if (s.run.finetune == Finetune::Frozen && s.model.extraTrainableParams <= 0)
        x.activations = x.recompute = 0; // nothing to backpropagate into
    // Tensor parallelism with sequence parallelism (Korthikanti et al. 2022, "Reducing Activation
    // Recomputation in Large Transformer Models", eq. 5: sbh(34 + 5as/h)/t) splits every saved
    // tensor and the vocabulary-parallel logits over the group. Pipeline stages do not: under
    // 1F1B the first stage holds pp micro-batches of L/pp layers, the activations of all L.
    // Without sequence parallelism the norms' and dropouts' share (10 of eq. 4's 34 sbh) stays
    // whole on every GPU of the group: sbh(10 + 24/t). Context parallelism splits each sequence
    // over cp GPUs: every token-sized activation and the logits divide by cp.
    // The recomputed block is a share of those activations and splits the same way.
    if (s.parallel.tp > 1) {
        const double t = s.parallel.tp;
        const double share = s.parallel.sequenceParallel ? 1.0 / t : (c.tpReplicatedShare + (1.0 - c.tpReplicatedShare) / t);
        x.activations *= share;
        x.recompute *= share;
        x.logits /= t;
    }
    if (s.parallel.cp > 1) {
        x.activations /= s.parallel.cp;
        x.recompute /= s.parallel.cp;
        x.logits /= s.parallel.cp;
    }
    // The chunked loss's head-input gradient (above): whole on every tensor-parallel rank, a
    // context-parallel rank's own tokens. Beside the chunk's logits at the loss; through the
    // backward, beside what the backward holds (counted like a recomputed block: never at the same
    // moment as the loss's peak).
    const double cp = std::max(1, s.parallel.cp);
    x.logits += x.headGradLoss / cp;
    x.activations += x.headGradBackward / cp;
    x.recompute += x.headGradBackward / cp;
}

// The two moments of a step: forward/backward against the optimizer step; the larger one
// sets which components the report shows.
void phaseParts(const ResolvedSetup &r, const Coefficients &c, Parts &x, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    const Strategy strategy = s.parallel.strategy;
    auto &v = rep.vram;
    // Gradients already there when the forward pass peaks: the earlier micro-batches' while
    // accumulating, or the previous step's where the loop zeroes them between forward and
    // backward (run.grads_through_forward: Lightning, detectron2, mmcv's OptimizerHook,
    // torchvision's references) or zeroes without freeing them (PyTorch < 2.0). Unstated, a
    // detector's or segmenter's loop is taken to (detection_grads_through_forward).
    const bool denseVision = s.model.kind == ModelKind::Detection || s.model.kind == ModelKind::Segmentation;
    const auto order = s.sources.find("run.grads_through_forward");
    const bool said = order != s.sources.end() && order->second.kind != Source::Kind::Default;
    const bool previousGrads = said ? s.run.gradsThroughForward : denseVision && c.detectionGradsThroughForward > 0;
    const bool gradsAtPeak = s.run.gradAccum > 1 || previousGrads;
    // litgpt QLoRA: the end of the forward pass (the previous micro-batch's inputs and logits, the
    // dequantized head) against the loss's peak at the start of backward; the larger one counts.
    double &quant = v[idx(VramComponent::QuantBuffers)];
    if (x.headDequant > 0 && x.retainedInputs + x.forwardEndLogits + x.headDequant > x.logits + quant) {
        x.activations += x.retainedInputs;
        x.logits = x.forwardEndLogits;
        quant = x.headDequant;
    }
    // During backward, activations are freed as gradients appear; with accumulation, the
    // previous micro-batches' gradients are already there.
    // A checkpointed block is recomputed only after the loss's peak is over: the larger of the
    // two counts (shown with the activations).
    const double activations = x.activations - x.recompute + std::max(0.0, x.recompute - x.logits);
    // Autocast's 16-bit copies of the fp32 weights (trained and frozen) are cached until the
    // forward pass ends, then live only as long as the saved tensors that hold them (and a
    // checkpointed block recasts its own while it is recomputed): they are gone by the time the
    // gradients are all there.
    const double casts =
        gradsAtPeak ? 0
                    : (x.amp && !x.zero ? x.trainableWorking / (strategy == Strategy::Fsdp ? x.world : 1.0) : 0) +
                          x.frozenCast;
    // (accumulating under no_sync(), the unsharded gradients and FSDP1's gathered root; sharded
    // again once the last micro batch has synced, before the step)
    const double backwardGrads = x.unsyncedGrads > 0 ? x.unsyncedGrads : x.grads;
    const double backwardComm = x.comm + x.rootGathered;
    const double dynamicBackward = gradsAtPeak ? std::max(activations + x.logits, x.unitTransient) + backwardGrads
                                                : std::max(activations + x.logits + casts, backwardGrads);
    x.forwardBackward = x.weights - casts + x.master + x.optimizer + x.ema + backwardComm + x.batch + dynamicBackward +
                        v[idx(VramComponent::QuantBuffers)];
    // The optimizer step: autocast's copies are gone, a foreach update holds a temporary per state
    // (torch.optim's _multi_tensor_adamw: torch._foreach_sqrt(exp_avg_sqs), one state-sized
    // buffer for all parameters at once); fused and per-parameter updates hold none.
    const bool offloaded = s.parallel.offload != Offload::None;
    const double tempStates = s.run.foreachOptimizer ? 1.0 : c.optimizerStepTempStates;
    x.stepTemp = s.run.optimizerInBackward || offloaded
                     ? 0 // the update runs in place per parameter, or on the host
                     : tempStates * x.stateBytes * x.T / (x.zero || strategy == Strategy::Fsdp ? x.world : 1.0);
    x.stepWeights = std::max(0.0, x.weights - x.frozenCast -
                                      (x.amp && !x.zero ? x.trainableWorking / (strategy == Strategy::Fsdp ? x.world : 1.0) : 0));
    // Optimizer in backward has no step of its own: the updates happened during backward.
    x.optimizerStep = s.run.optimizerInBackward
                          ? 0
                          : x.stepWeights + x.master + x.optimizer + x.ema + x.comm + x.grads + x.stepGradPartition +
                                x.stepTemp;
    // Loading: the full checkpoint on every rank before FSDP/ZeRO-3 shards it.
    const bool sharded = strategy == Strategy::Fsdp || strategy == Strategy::Zero3;
    const double loading = s.parallel.fullLoad && !s.run.fromScratch && sharded && x.world > 1 ? x.loadPeak : 0;

    // A generation engine on the training GPUs (RL fine-tuning: verl, TRL's colocate mode,
    // OpenRLHF, ms-swift) takes its share of the card (run.rollout_memory_fraction, vLLM's
    // gpu_memory_utilization: weights, activations and KV cache together). Awake the whole time,
    // it sits beside every moment of the step; put to sleep while the model trains, it is a
    // moment of its own, beside what training keeps between steps (weights, master copy,
    // optimizer states, EMA).
    const double engine = r.gpu ? s.run.rolloutMemoryFraction * r.gpu->usableBytes() : 0;
    const double rollout = s.run.rolloutSleep ? x.weights + x.master + x.optimizer + x.ema + engine : 0;
    v[idx(VramComponent::RolloutEngine)] = s.run.rolloutSleep ? 0 : engine;

    v[idx(VramComponent::MasterWeights)] = x.master;
    v[idx(VramComponent::Optimizer)] = x.optimizer;
    v[idx(VramComponent::Ema)] = x.ema;
    v[idx(VramComponent::CommBuffers)] = x.comm;
    if (engine > 0 && rollout > std::max({loading, x.forwardBackward, x.optimizerStep})) {
        rep.phase = PeakPhase::Rollout;
        v = {};
        v[idx(VramComponent::Weights)] = x.weights;
        v[idx(VramComponent::MasterWeights)] = x.master;
        v[idx(VramComponent::Optimizer)] = x.optimizer;
        v[idx(VramComponent::Ema)] = x.ema;
        v[idx(VramComponent::RolloutEngine)] = engine;
    } else if (loading > std::max(x.forwardBackward, x.optimizerStep)) {
        rep.phase = PeakPhase::Load;
        v = {};
        v[idx(VramComponent::Weights)] = loading;
    } else if (x.forwardBackward >= x.optimizerStep) {
        rep.phase = PeakPhase::ForwardBackward;
        v[idx(VramComponent::CommBuffers)] = backwardComm;
        // (the end of a unit's backward under no_sync(): the activations are gone, its gradient is there twice)
        const bool unitEnd = gradsAtPeak && x.unitTransient > activations + x.logits;
        const bool gradsOverActivations = unitEnd || (!gradsAtPeak && backwardGrads > activations + x.logits + casts);
        v[idx(VramComponent::Weights)] = !gradsAtPeak && gradsOverActivations ? x.weights - casts : x.weights;
        v[idx(VramComponent::Batch)] = x.batch;
        v[idx(VramComponent::Activations)] = gradsOverActivations ? 0 : activations;
        v[idx(VramComponent::Logits)] = gradsOverActivations ? 0 : x.logits;
        v[idx(VramComponent::Gradients)] =
            gradsAtPeak || gradsOverActivations ? backwardGrads + (unitEnd ? x.unitTransient : 0) : 0;
    } else {
        rep.phase = PeakPhase::OptimizerStep;
        v[idx(VramComponent::Weights)] = x.stepWeights;
        v[idx(VramComponent::Gradients)] = x.grads + x.stepGradPartition;
        v[idx(VramComponent::Optimizer)] = x.optimizer + x.stepTemp;
        v[idx(VramComponent::QuantBuffers)] = 0;
    }
}

// ± fraction of each component: 0 where it is arithmetic (weights, gradients, optimizer
// states, master copy, EMA, the batch), a band where it is modelled.
double bandFraction(VramComponent k, const Coefficients &c)
{
    switch (k) {
    case VramComponent::Activations: return c.bandActivations;
    case VramComponent::Logits: return c.bandLogits;
    case VramComponent::CommBuffers: return c.bandCommBuffers;
    case VramComponent::QuantBuffers: return c.bandQuantBuffers;
    case VramComponent::AllocatorReserve: return c.bandAllocatorReserve;
    case VramComponent::CudaContext: return c.bandCudaContext;
    case VramComponent::Workspace: return c.bandWorkspace;
    default: return 0;
    }
}

// Fixed overheads, the allocator's reserve, paged states, totals, bands and the verdict.
void totalParts(const ResolvedSetup &r, const Coefficients &c, const Parts &x, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    auto &v = rep.vram;
    v[idx(VramComponent::Workspace)] = c.cublasWorkspaceMib * kMiB;
    // (a generation engine's share is a budget of its own, outside PyTorch's counters: added below)
    const double engine = v[idx(VramComponent::RolloutEngine)];
    double allocated = -engine;
    for (size_t i = 0; i < kVramComponents; ++i)
        allocated += v[i];
    if (s.calibration.active) {
        // A measured run corrects only what no formula knows exactly: activations and logits
        // (per sample) and a fixed overhead; it never takes away more than half of the rest.
        const double uncertain = v[idx(VramComponent::Activations)] + v[idx(VramComponent::Logits)];
        const double correction = (s.calibration.activationFactor - 1) * uncertain + s.calibration.fixedBytes;
        v[idx(VramComponent::Calibration)] = std::max(correction, -0.5 * allocated);
        allocated += v[idx(VramComponent::Calibration)];
    }
    const auto byArch = r.gpu ? c.cudaContextMibByArch.find(r.gpu->arch) : c.cudaContextMibByArch.end();
    v[idx(VramComponent::CudaContext)] =
        ((byArch != c.cudaContextMibByArch.end() ? byArch->second : c.cudaContextMib) + ncclCommunicators(s) * c.ncclCommunicatorMib) * kMiB;
    rep.vramCapacity = r.gpu ? r.gpu->usableBytes() : 0;
    const double reserveFraction = allocatorReserveFraction(s, c);
    const auto reserveOf = [&](double bytes) { return std::max(c.allocatorReserveMinMib * kMiB, bytes * reserveFraction); };
    // The task-aligned assignment, with the loss at the forward/backward peak, takes what the GPU
    // has left beside the rest (and its share of the allocator's reserve); the rest of it runs on
    // the CPU. No GPU chosen: all of it.
    if (x.taskAligned > 0 && rep.phase == PeakPhase::ForwardBackward) {
        const double rest = allocated + reserveOf(allocated) + v[idx(VramComponent::CudaContext)] + engine;
        const double room = rep.vramCapacity > 0 ? std::max(0.0, rep.vramCapacity - rest) / (1 + reserveFraction)
                                                 : x.taskAligned;
        const double onGpu = std::min(x.taskAligned, room);
        v[idx(VramComponent::Logits)] += onGpu;
        allocated += onGpu;
        rep.taskAlignedOnGpu = onGpu;
    }
    rep.vramAllocated = allocated;
    v[idx(VramComponent::AllocatorReserve)] = reserveOf(allocated);
    rep.vramReserved = allocated + v[idx(VramComponent::AllocatorReserve)];
    rep.vramTotal = rep.vramReserved + v[idx(VramComponent::CudaContext)] + engine;
    // Paged states are not in max_memory_allocated/reserved; they take the device memory left
    // and the rest is evicted to host RAM.
    const double room = rep.vramCapacity > 0 ? std::max(0.0, rep.vramCapacity - rep.vramTotal) : x.paged;
    const double pagedOnGpu = rep.phase == PeakPhase::Load ? 0 : std::min(x.paged, room);
    v[idx(VramComponent::PagedOptimizer)] = pagedOnGpu;
    rep.pagedEvicted = rep.phase == PeakPhase::Load ? 0 : x.paged - pagedOnGpu;
    rep.offloadedPerGpu += rep.pagedEvicted;
    rep.vramTotal += pagedOnGpu;
    double band = 0;
    for (size_t i = 0; i < kVramComponents; ++i) {
        const VramComponent comp = static_cast<VramComponent>(i);
        const bool standIn = (r.visionStandIn && comp == VramComponent::Activations) ||
                             (r.shapeStandIn && (comp == VramComponent::Activations || comp == VramComponent::Logits));
        rep.vramBand[i] = v[i] * (standIn ? c.bandActivationsStandIn : bandFraction(static_cast<VramComponent>(i), c));
        band += rep.vramBand[i];
    }
    rep.vramBandLow = rep.vramTotal - band;
    rep.vramBandHigh = rep.vramTotal + band;
    rep.vramVerdict = verdictFor(rep.vramTotal, rep.vramBandLow, rep.vramBandHigh, rep.vramCapacity);
}

// Block swapping (musubi-tuner's and sd-scripts' ModelOffloader, diffusion-pipe's
// blocks_to_swap): N of the model's transformer blocks keep their weights in host RAM; each is
// copied into the place of a block already run (the GPU holds the other blocks, no spare slot).
// Only weights move: a LoRA's adapters, the gradients and the optimizer states stay, and so do a
// preset's text encoders and VAE. One block always stays on the GPU.
void swappedBlockParts(const ResolvedSetup &r, Parts &x, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    const int blocks = r.arch.valid() ? r.arch.layers + r.arch.decoderLayers : 0;
    // (the trainers that swap blocks run one process per GPU with whole weights: under ZeRO-3 or
    // FSDP the shards already take the weights' place)
    const Strategy strategy = s.parallel.strategy;
    if (s.run.blocksToSwap <= 0 || blocks < 2 || s.parallel.offload == Offload::Params || strategy == Strategy::Zero3 ||
        strategy == Strategy::Fsdp)
        return;
    const double share = static_cast<double>(std::min(s.run.blocksToSwap, blocks - 1)) / blocks;
    const double swapped = (x.mainFrozenBytes + (x.fullyTrained ? x.trainableWorking : 0.0)) * share;
    x.weights = std::max(0.0, x.weights - swapped);
    rep.offloadedPerGpu += swapped;
}

} // namespace

MemoryReport estimate(const ResolvedSetup &r, const Coefficients &c)
{
    MemoryReport rep;
    Parts x = readSetup(r);
    parameterParts(r, c, x, rep);
    shardParts(r, c, x, rep);
    swappedBlockParts(r, x, rep);
    activationParts(r, c, x, rep);
    phaseParts(r, c, x, rep);
    totalParts(r, c, x, rep);

    estimateHostRam(r, c, rep);
    rep.verdict = std::max(rep.vramVerdict, rep.hostVerdict);
    rep.effectiveBatch = r.setup.effectiveBatch();
    return rep;
}

} // namespace headroom
