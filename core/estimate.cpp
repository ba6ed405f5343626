#include "estimate.h"

#include "hostram.h"
#include "modelmath.h"

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

bool isZero(Strategy s) { return s == Strategy::Zero1 || s == Strategy::Zero2 || s == Strategy::Zero3; }

// Optimizer state bytes per trainable parameter.
double optimizerBytesPerParam(Optimizer o, double stateBytes, const Coefficients &c)
{
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::Adam:
    case Optimizer::Lamb:
    case Optimizer::PagedAdamW: return 2 * stateBytes;
    case Optimizer::AdamW8bit:
    case Optimizer::PagedAdamW8bit: return c.adam8bitBytesPerParam;
    case Optimizer::AdamW4bit: return c.adam4bitBytesPerParam;
    case Optimizer::SgdMomentum:
    case Optimizer::Lion: return stateBytes;
    case Optimizer::Adafactor: return c.adafactorBytesPerParam;
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
    const double pixels = ratio(static_cast<double>(d.imageHeight) * d.imageWidth,
                                static_cast<double>(p.refHeight) * p.refWidth);
    switch (p.scale) {
    case ActivationProfile::Scale::Pixels: return pixels;
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
    double tokens = s.data.seqLen;
    if (r.preset && r.preset->vision.valid() && s.model.kind == ModelKind::VisionLanguage) {
        const VisionTower &v = r.preset->vision;
        const int h = s.data.imageHeight ? s.data.imageHeight : v.imageSize;
        const int w = s.data.imageWidth ? s.data.imageWidth : v.imageSize;
        const int images = std::max(1, s.data.frames);
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

LayerActivation transformerLayerActivation(const Architecture &arch, const ResolvedSetup &r, const Coefficients &c,
                                           bool trainable, unsigned lora)
{
    const Precision p = r.setup.run.precision;
    const double a = activationBytes(p);
    const double h = arch.hidden, q = arch.qWidth(), kv = arch.kvWidth(), f = arch.ffn;
    const Attention attention = r.setup.run.attention;
    // A norm keeps its input for backward; RMSNorm and autocast LayerNorm keep it in fp32.
    const double normSaved = (arch.rmsNorm || isMixed(p) || a == 4) ? 4 * h : a * h;
    // LoRA's dropout keeps a copy of its input and a mask per adapted projection.
    const double drop = c.loraDropoutCopies * (a + 1);
    auto adapted = [&](unsigned bits) { return (lora & bits) != 0; };
    // bitsandbytes' 4-bit matmul saves its input even though the weight is frozen.
    const bool quantSaves = r.setup.run.finetune == Finetune::Qlora && c.qloraSavesLinearInputs > 0;
    const bool linearsSave = trainable || quantSaves;

    LayerActivation out;
    double t = 0;
    // Attention half.
    t += normSaved * (arch.normsPerLayer >= 1 ? 1 : 0);
    if (linearsSave || adapted(kLoraQ | kLoraK | kLoraV))
        t += a * h; // the norm's output, input of q/k/v (or of their adapters)
    for (unsigned bit : {kLoraQ, kLoraK, kLoraV})
        if (!trainable && adapted(bit))
            t += drop * h;
    // SDPA via transformers repeats grouped K/V heads to full width before the kernel.
    const double kvSaved = attention == Attention::Flash ? kv : q;
    t += a * (q + 2 * kvSaved); // q, k, v as attention saves them
    t += a * q;                 // the attention output
    if (attention == Attention::Eager) {
        // softmax output kept in fp32, and its 16-bit cast for the product with V
        const double perScore = 4 + (a == 2 ? 2 : 0) + (arch.dropout ? 1 + a : 0);
        out.perTokenPerSeq += arch.heads * perScore;
    }
    if (linearsSave || adapted(kLoraO))
        t += a * q; // o_proj's input
    if (!trainable && adapted(kLoraO))
        t += drop * q;
    if (arch.dropout)
        t += 2 * h; // residual dropout masks (attention and MLP)
    // MLP half.
    if (arch.normsPerLayer >= 2)
        t += normSaved;
    if (arch.normsPerLayer >= 2 && (linearsSave || adapted(kLoraGate | kLoraUp)))
        t += a * h; // the second norm's output, input of the MLP
    if (!trainable)
        t += drop * h * ((adapted(kLoraGate) && arch.gatedMlp ? 1 : 0) + (adapted(kLoraUp) ? 1 : 0));
    if (arch.gatedMlp)
        t += 3 * a * f; // gate and up outputs, the activation's output
    else
        t += a * f;     // fc1 output, the activation's input
    if (linearsSave || adapted(kLoraDown))
        t += a * f;     // down/fc2 input
    if (!trainable && adapted(kLoraDown))
        t += drop * f;
    out.perToken = t;
    return out;
}

MemoryReport estimate(const ResolvedSetup &r, const Coefficients &c)
{
    MemoryReport rep;
    const TrainingSetup &s = r.setup;
    const Precision p = s.run.precision;
    const Strategy strategy = s.parallel.strategy;
    const double world = std::max(1, s.worldSize());
    const double mb = s.run.microBatch;
    const double P = s.model.params + s.model.extraTrainableParams;
    const double T = s.model.trainableParams + (s.isStated("model.trainable_params") ? 0 : s.model.extraTrainableParams);
    // Adapters are parameters added to the model: with LoRA the whole base stays frozen.
    const bool adaptersAdded = s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora;
    const double frozenP = (adaptersAdded ? s.model.params : std::max(0.0, P - T)) + (r.preset ? r.preset->frozenParams : 0);
    const bool adapters = s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora;
    const bool fullyTrained = s.run.finetune == Finetune::Full;
    const bool mixed = isMixed(p);
    const double a = activationBytes(p);
    auto &v = rep.vram;

    // ---- parameters: weights, master copy, gradients, optimizer, EMA ----
    // Frozen weights: quantized for QLoRA (block linears only), else 16-bit unless fp32.
    double frozenBytes = frozenP * (p == Precision::Fp32 ? 4.0 : (fullyTrained ? trainableBytes(p) : 2.0));
    if (s.run.finetune == Finetune::Qlora) {
        const double quantizable = r.arch.valid() ? std::min(blockLinearParameters(r.arch), frozenP) : frozenP * 0.9;
        const double bits = s.run.quantBits >= 8 ? c.int8BitsPerParam : c.nf4BitsPerParam * s.run.quantBits / 4.0;
        frozenBytes = quantizable * bits / 8.0 + (frozenP - quantizable) * 2.0;
        if (r.arch.valid()) {
            const double widest = std::max({static_cast<double>(r.arch.hidden) * r.arch.ffn,
                                            static_cast<double>(r.arch.hidden) * r.arch.qWidth()});
            v[idx(VramComponent::QuantBuffers)] = c.dequantBufferLayers * widest * 2.0;
        }
    }
    // Trainable weights: DeepSpeed-style mixed precision keeps 16-bit weights plus an fp32
    // master copy; autocast keeps fp32 weights plus 16-bit cast copies alive for backward.
    const bool zero = isZero(strategy);
    double trainableWorking = 0, master = 0;
    if (mixed) {
        master = 4.0 * T;
        trainableWorking = 2.0 * T * (zero ? 1.0 : c.ampCastCache);
    } else {
        trainableWorking = trainableBytes(p) * T;
    }
    double weights = frozenBytes + trainableWorking;
    const double gradBytesPerParam = zero && mixed ? 2.0 : trainableBytes(p);
    double grads = T * gradBytesPerParam;
    const double stateBytes = (mixed || p == Precision::Fp32 || zero) ? 4.0 : 2.0;
    double optimizer = T * optimizerBytesPerParam(s.run.optimizer, stateBytes, c);
    if (s.run.optimizer == Optimizer::PagedAdamW || s.run.optimizer == Optimizer::PagedAdamW8bit)
        optimizer *= c.pagedOptimizerGpuFraction;
    double ema = s.run.ema ? P * (p == Precision::Fp32 || mixed ? 4.0 : 2.0) : 0;
    double comm = 0;

    // ---- sharding and offload ----
    const double layerParams = r.arch.valid() ? P / std::max(1, r.arch.layers + r.arch.decoderLayers) : P / 20.0;
    switch (strategy) {
    case Strategy::Single:
        break;
    case Strategy::Ddp:
        if (world > 1)
            comm = grads * c.ddpGradCopy; // gradient buckets hold a second copy of the gradients
        break;
    case Strategy::Fsdp:
        weights /= world;
        master /= world;
        grads /= world;
        optimizer /= world;
        // the layers gathered at once (current and prefetched) and one layer's full gradients
        comm = c.fsdpPrefetchLayers * layerParams * (mixed ? 2.0 : trainableBytes(p)) +
               (fullyTrained ? layerParams * trainableBytes(p) : 0);
        break;
    case Strategy::Zero3:
        weights /= world;
        comm = (std::min(c.zero3LiveParams, c.fsdpPrefetchLayers * layerParams) + c.zero3PrefetchBucket) *
               (mixed ? 2.0 : trainableBytes(p));
        [[fallthrough]];
    case Strategy::Zero2:
        grads /= world;
        if (strategy == Strategy::Zero2)
            comm = std::min(c.zeroReduceBucket, T) * (mixed ? 2.0 : trainableBytes(p));
        [[fallthrough]];
    case Strategy::Zero1:
        master /= world;
        optimizer /= world;
        if (strategy == Strategy::Zero1)
            comm = std::min(c.zeroReduceBucket, T) * (mixed ? 2.0 : trainableBytes(p));
        if (mixed && s.parallel.offload == Offload::None)
            grads += 4.0 * T / world; // the fp32 gradient partition the master update reads
        break;
    }
    // Offload moves this GPU's shard to host RAM; CPU Adam also keeps fp32 gradients there.
    if (s.parallel.offload == Offload::Optimizer || s.parallel.offload == Offload::Params) {
        rep.offloadedPerGpu = optimizer + master + (mixed ? 4.0 * T / world : 0);
        optimizer = 0;
        master = 0;
    }
    if (s.parallel.offload == Offload::Params) {
        rep.offloadedPerGpu += weights;
        weights = 0; // only the gathered layers (comm) stay on the GPU
    }

    // ---- activations ----
    double visionPatches = 0;
    const double tokens = tokensPerSample(r, &visionPatches);
    rep.tokensPerSample = tokens;
    double activations = 0, logits = 0;
    const bool transformer = r.arch.valid() && s.model.kind != ModelKind::DiffusionUnet &&
                             s.model.kind != ModelKind::Cnn && s.model.kind != ModelKind::Detection &&
                             s.model.kind != ModelKind::Segmentation && s.model.kind != ModelKind::PointCloud &&
                             s.model.kind != ModelKind::Tts;
    if (transformer) {
        const unsigned lora = adapters ? r.loraTargets : 0;
        const LayerActivation layer = transformerLayerActivation(r.arch, r, c, fullyTrained, lora);
        const double perLayerPerSample = tokens * (layer.perToken + layer.perTokenPerSeq * tokens);
        const int layers = r.arch.layers + r.arch.decoderLayers;
        const double blockInput = a * r.arch.hidden * tokens;
        double stack = 0;
        switch (s.run.gradCheckpointing) {
        case Checkpointing::None: stack = layers * perLayerPerSample; break;
        case Checkpointing::Full: stack = layers * blockInput + perLayerPerSample; break;
        case Checkpointing::Selective:
            stack = layers * perLayerPerSample * c.selectiveCheckpointKeep + perLayerPerSample;
            break;
        }
        if (s.run.activationOffload)
            stack = std::min(stack, 2 * perLayerPerSample); // saved tensors stream to host
        if (s.run.cachedFeatures)
            stack = 0; // the frozen backbone's features come from a cache
        // the final norm and the LM head's input
        stack += tokens * (4.0 * r.arch.hidden + (fullyTrained ? a * r.arch.hidden : 0));
        activations = mb * stack;
        // The vision tower is trained (and saves activations) only in full fine-tuning.
        if (visionPatches > 0 && fullyTrained && r.preset) {
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
            activations += mb * vt.layers * visionPatches * (vl.perToken + vl.perTokenPerSeq * visionPatches);
        }
        // Logits and the loss: a language-model head over the vocabulary.
        if ((s.model.kind == ModelKind::Decoder || s.model.kind == ModelKind::VisionLanguage ||
             s.model.kind == ModelKind::EncoderDecoder) && r.arch.vocab > 0) {
            const double perElement = s.run.chunkedLoss ? c.logitsBytesPerElementChunked
                                    : s.run.compile ? c.logitsBytesPerElementCompiled
                                                    : c.logitsBytesPerElement;
            // every position the LM sees gets logits, image tokens included
            logits = mb * tokens * static_cast<double>(r.arch.vocab) * perElement;
        }
    } else if (r.preset && r.preset->activation.valid()) {
        const ActivationProfile &prof = r.preset->activation;
        double perSample = prof.bytesPerSample * profileScale(prof, r);
        if (p != Precision::Fp32)
            perSample *= prof.ampRatio;
        if (s.run.gradCheckpointing != Checkpointing::None)
            perSample *= c.convCheckpointKeep;
        if (s.run.cachedFeatures)
            perSample = 0;
        activations = mb * perSample;
    }
    const double batch = mb * gpuSampleBytes(r, tokens);
    if (s.run.finetune == Finetune::Frozen && s.model.extraTrainableParams <= 0)
        activations = 0; // nothing to backpropagate into

    // ---- phases: forward/backward against the optimizer step ----
    const bool accumulating = s.run.gradAccum > 1;
    // During backward, activations are freed as gradients appear; with accumulation, the
    // previous micro-batches' gradients are already there.
    const double dynamicBackward = accumulating ? activations + logits + grads
                                                : std::max(activations + logits, grads);
    const double forwardBackward = weights + master + optimizer + ema + comm + batch + dynamicBackward +
                                   v[idx(VramComponent::QuantBuffers)];
    // The optimizer step: autocast's copies are gone, a foreach update holds a temporary per state.
    const bool offloaded = s.parallel.offload != Offload::None;
    const double stepTemp = s.run.optimizerInBackward || offloaded
                                ? 0 // the update runs in place per parameter, or on the host
                                : c.optimizerStepTempStates * stateBytes * T / (zero || strategy == Strategy::Fsdp ? world : 1.0);
    const double stepWeights = std::max(
        0.0, weights - (mixed && !zero ? trainableWorking / (strategy == Strategy::Fsdp ? world : 1.0) : 0));
    const double optimizerStep = stepWeights + master + optimizer + ema + comm + grads + stepTemp;

    v[idx(VramComponent::MasterWeights)] = master;
    v[idx(VramComponent::Optimizer)] = optimizer;
    v[idx(VramComponent::Ema)] = ema;
    v[idx(VramComponent::CommBuffers)] = comm;
    if (forwardBackward >= optimizerStep) {
        rep.phase = PeakPhase::ForwardBackward;
        v[idx(VramComponent::Weights)] = weights;
        v[idx(VramComponent::Batch)] = batch;
        v[idx(VramComponent::Activations)] = activations;
        v[idx(VramComponent::Logits)] = logits;
        v[idx(VramComponent::Gradients)] = accumulating || grads > activations + logits ? grads : 0;
        if (!accumulating && grads > activations + logits) {
            v[idx(VramComponent::Activations)] = 0;
            v[idx(VramComponent::Logits)] = 0;
        }
    } else {
        rep.phase = PeakPhase::OptimizerStep;
        v[idx(VramComponent::Weights)] = stepWeights;
        v[idx(VramComponent::Gradients)] = grads;
        v[idx(VramComponent::Optimizer)] = optimizer + stepTemp;
        v[idx(VramComponent::QuantBuffers)] = 0;
    }
    v[idx(VramComponent::Workspace)] = c.cublasWorkspaceMib * kMiB;
    double allocated = 0;
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
    rep.vramAllocated = allocated;
    v[idx(VramComponent::AllocatorReserve)] =
        std::max(c.allocatorReserveMinMib * kMiB, allocated * c.allocatorReserveFraction);
    rep.vramReserved = allocated + v[idx(VramComponent::AllocatorReserve)];
    v[idx(VramComponent::CudaContext)] = c.cudaContextMib * kMiB;
    rep.vramTotal = rep.vramReserved + v[idx(VramComponent::CudaContext)];
    rep.vramCapacity = r.gpu ? r.gpu->usableBytes() : 0;
    rep.vramVerdict = verdictFor(rep.vramTotal, rep.vramCapacity);

    estimateHostRam(r, c, rep);
    rep.verdict = std::max(rep.vramVerdict, rep.hostVerdict);
    rep.effectiveBatch = s.effectiveBatch();
    return rep;
}

} // namespace headroom
