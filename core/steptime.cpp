#include "steptime.h"

#include "estimate.h"
#include "hostram.h"
#include "modelmath.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

// Forward FLOPs of one sample through the trained model.
double forwardFlops(const ResolvedSetup &r, double tokens, const Coefficients &c)
{
    const Architecture &a = r.arch;
    if (isTransformer(r)) {
        const double layers = a.layers + a.decoderLayers;
        double perToken = 2.0 * activeBlockLinearParameters(a); // an MoE token runs its active experts only
        if (a.vocab > 0 && r.setup.model.kind != ModelKind::Encoder)
            perToken += 2.0 * a.vocab * a.hidden; // the LM head
        // QKᵀ and AV: 2 × 2 × tokens × width per token per layer; causal attention does half.
        const double causal = r.setup.model.kind == ModelKind::Decoder || r.setup.model.kind == ModelKind::VisionLanguage ? 0.5 : 1.0;
        perToken += 4.0 * tokens * a.qWidth() * layers * causal;
        double flops = perToken * tokens;
        double patches = 0;
        estimateTokensPerSample(r, &patches);
        if (patches > 0)
            flops += 2.0 * r.preset->vision.params * patches; // the vision tower's forward
        return flops;
    }
    if (r.preset && r.preset->activation.valid()) {
        const ActivationProfile &p = r.preset->activation;
        const DataFields &d = r.setup.data;
        double scale = 1.0;
        auto ratio = [](double now, double ref) { return now > 0 && ref > 0 ? now / ref : 1.0; };
        if (p.scale == ActivationProfile::Scale::Pixels || p.scale == ActivationProfile::Scale::PixelsFrames)
            scale = ratio(static_cast<double>(d.imageHeight) * d.imageWidth, static_cast<double>(p.refHeight) * p.refWidth);
        if (p.scale == ActivationProfile::Scale::PixelsFrames || p.scale == ActivationProfile::Scale::PointsFrames)
            scale *= ratio(d.frames, p.refFrames);
        if (p.scale == ActivationProfile::Scale::Points || p.scale == ActivationProfile::Scale::PointsFrames)
            scale *= ratio(d.points, p.refPoints);
        if (p.scale == ActivationProfile::Scale::Seq)
            scale *= ratio(d.seqLen, p.refSeq);
        return p.bytesPerSample * scale * c.flopsPerActivationByte;
    }
    return 6.0 * r.setup.model.params; // a generic model: 2 FLOPs per parameter per sample
}

double peakFlops(const ResolvedSetup &r, const Coefficients &c)
{
    if (!r.gpu)
        return 100e12;
    const Precision p = r.setup.run.precision;
    const double half = (p == Precision::Fp16Mixed || p == Precision::Fp16True || !r.gpu->bf16)
                            ? r.gpu->fp16Tflops
                            : r.gpu->bf16Tflops;
    const double tflops = p == Precision::Fp32 ? half * c.fp32TflopsFraction : half;
    return std::max(1.0, tflops) * 1e12;
}

// Bytes of weights one micro step streams from GPU memory for each pass over them.
double weightBytesPerParam(const RunFields &run)
{
    if (run.finetune == Finetune::Qlora)
        return std::max(1, run.quantBits) / 8.0;
    if (run.precision == Precision::Fp16True || run.precision == Precision::Bf16True)
        return 2;
    if (run.precision == Precision::Fp8)
        return 1;
    return 4; // fp32, and *-mixed where the weights stay fp32 and autocast reads them each pass
}

// One micro step on the roofline (Williams, Waterman & Patterson 2009): its FLOPs at the
// typical utilisation, or the time to stream the weights (forward and backward reads, the
// gradient accumulated in fp32) through the GPU's memory, whichever is longer. A small micro
// batch does too little arithmetic per weight byte to keep the tensor cores busy.
struct MicroStep {
    double seconds = 0;
    double efficiency = 1;
};

MicroStep microStep(const ResolvedSetup &r, const Coefficients &c, double flops, double recompute)
{
    const TrainingSetup &s = r.setup;
    MicroStep m;
    const double compute = flops / (peakFlops(r, c) * std::clamp(c.mfuTypical, 0.05, 1.0));
    double stream = 0;
    if (r.gpu && r.gpu->bandwidthGbs > 0) {
        const double passes = std::max(0.0, c.rooflineWeightPasses) + recompute;
        const double bytes = s.model.params * weightBytesPerParam(s.run) * passes + s.model.trainableParams * 4.0 * 2.0;
        stream = bytes / (r.gpu->bandwidthGbs * 1e9 * std::clamp(c.optimizerBandwidthFraction, 0.05, 1.0));
    }
    m.seconds = std::max(compute, stream);
    m.efficiency = m.seconds > 0 ? compute / m.seconds : 1;
    return m;
}

} // namespace

double lruHitRate(double capacityBytes, double datasetBytes)
{
    if (datasetBytes <= 0)
        return capacityBytes > 0 ? 1 : 0;
    return std::clamp(capacityBytes / datasetBytes, 0.0, 1.0);
}

int statedCpuCores(const TrainingSetup &s)
{
    const auto it = s.sources.find("hardware.cpu_cores");
    return it == s.sources.end() || it->second.kind == Source::Kind::Derived ? 0 : s.hardware.cpuCores;
}

double cacheHitRate(const ResolvedSetup &r)
{
    const DataFields &d = r.setup.data;
    if (d.cache == CacheMode::All)
        return 1;
    if (d.cache == CacheMode::Off)
        return 0;
    return lruHitRate(d.cacheGib * 1073741824.0, static_cast<double>(d.datasetSize) * sampleBytesFromShapes(r));
}

namespace {

// The data pipeline of one training process for `samples` samples: decoding on the cores its
// workers get (workers of every process on the node share them), and the cache misses read
// from the node's disk, which every process shares too. Prefetching overlaps the pipeline
// with the GPU; it does not make it faster.
void dataPipeline(const ResolvedSetup &r, const Coefficients &c, double samples, StepTime &st)
{
    const TrainingSetup &s = r.setup;
    const double processes = std::max(1, s.parallel.gpus);
    const double workers = std::max(1, s.loader.workers); // 0 workers: the training process loads
    double lanes = workers;
    if (const int cores = statedCpuCores(s); cores > 0)
        lanes = std::min(workers, std::max(1.0, cores / processes));
    st.cacheHitRate = cacheHitRate(r);
    // The disk reads what the Dataset opens: a preset's loader_sample where it knows the files
    // (a TTS utterance), else the sample as the loader yields it.
    const double fileBytes = r.preset && r.preset->loaderSampleBytes > 0 ? r.preset->loaderSampleBytes : sampleBytesFromShapes(r);
    st.decodeSeconds = samples * c.sampleLoadMs * 1e-3 / lanes;
    st.readSeconds = processes * samples * (1.0 - st.cacheHitRate) * fileBytes / (std::max(0.01, c.diskReadGbs) * 1e9);
    st.dataSeconds = std::max(st.decodeSeconds, st.readSeconds);
}

} // namespace

StepTime stepTime(const ResolvedSetup &r, const Coefficients &c)
{
    StepTime st;
    const TrainingSetup &s = r.setup;
    const double tokens = isTransformer(r) ? estimateTokensPerSample(r) : 1.0;
    const double F = forwardFlops(r, tokens, c);
    st.forwardFlopsPerSample = F;
    const bool trainsAll = s.run.finetune == Finetune::Full;
    const double backward = trainsAll ? 2.0 : c.frozenBackwardFactor;
    double recompute = 0;
    if (s.run.gradCheckpointing == Checkpointing::Full)
        recompute = 1.0;
    else if (s.run.gradCheckpointing == Checkpointing::Selective)
        recompute = 1.0 - c.selectiveCheckpointKeep;
    double perSample = F * (1.0 + backward + recompute);
    const bool cacheSkipsForward = s.run.cachedFeatures && cacheSkipsModelForward(r);
    if (cacheSkipsForward) {
        // The frozen backbone runs only when the cache is rebuilt; the trainable head every step.
        const double head = 6.0 * std::max(s.model.extraTrainableParams, s.model.trainableParams) * tokens;
        perSample = head + F / std::max(1.0, c.featureCacheRebuildEpochs);
    } else if (s.run.cachedFeatures && s.model.kind == ModelKind::VisionLanguage && r.preset && r.preset->vision.valid()) {
        // A VLM's cached image features spare its vision tower (run again when the cache is
        // rebuilt); the language model that trains runs on every step.
        double patches = 0;
        estimateTokensPerSample(r, &patches);
        const double tower = 2.0 * r.preset->vision.params * patches;
        perSample = std::max(0.0, perSample - tower * (1.0 + backward + recompute)) + tower / std::max(1.0, c.featureCacheRebuildEpochs);
    }
    const double world = std::max(1, s.worldSize());
    const double microSteps = s.run.gradAccum;
    const MicroStep micro = microStep(r, c, s.run.microBatch * perSample, cacheSkipsForward ? 0 : recompute);
    st.gpuEfficiency = micro.efficiency;
    st.computeSeconds = microSteps * micro.seconds;
    const double layers = std::max(1, r.arch.layers + r.arch.decoderLayers);
    st.overheadSeconds = microSteps * layers * c.launchOverheadUsPerLayer * 1e-6 * (s.run.compile ? 0.5 : 1.0);

    // The optimizer step reads and writes parameters, gradients and states once.
    const double T = s.model.trainableParams;
    const bool sharded = s.parallel.strategy != Strategy::Single && s.parallel.strategy != Strategy::Ddp;
    const double shard = sharded ? world : 1.0;
    if (r.gpu && s.parallel.offload == Offload::None)
        st.optimizerSeconds = (T / shard) * 2.0 * 16.0 / (r.gpu->bandwidthGbs * 1e9 * c.optimizerBandwidthFraction);
    if (s.parallel.offload != Offload::None && r.gpu) {
        // ZeRO-Offload: 16-bit gradients down, 16-bit parameters up, CPU Adam in between.
        const double link = std::max(1.0, r.gpu->pcieGbs) * 1e9 * c.pcieEfficiency;
        st.offloadSeconds = (T / shard) * 4.0 / link + (T / shard) / c.cpuAdamParamsPerSecond;
        if (s.parallel.offload == Offload::Params)
            st.offloadSeconds += microSteps * 2.0 * s.model.params * 2.0 / shard / link;
    }
    const double samples = microSteps * s.run.microBatch;
    dataPipeline(r, c, samples, st);
    st.gpuSeconds = st.computeSeconds + st.overheadSeconds + st.optimizerSeconds + st.offloadSeconds;
    // Workers load alongside the GPU, so the slower of the two sets the pace; without workers
    // the training process loads between steps.
    st.totalSeconds = s.loader.workers > 0 ? std::max(st.gpuSeconds, st.dataSeconds) : st.gpuSeconds + st.dataSeconds;
    st.dataBound = s.loader.workers > 0 && st.dataSeconds > st.gpuSeconds;
    st.samplesPerSecond = st.totalSeconds > 0 ? samples * world / st.totalSeconds : 0;
    return st;
}

} // namespace headroom
