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
        double perToken = 2.0 * blockLinearParameters(a);
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
    if (s.run.cachedFeatures) {
        // The frozen backbone runs only when the cache is rebuilt; the trainable head every step.
        const double head = 6.0 * std::max(s.model.extraTrainableParams, s.model.trainableParams) * tokens;
        perSample = head + F / std::max(1.0, c.featureCacheRebuildEpochs);
    }
    const double world = std::max(1, s.worldSize());
    const double microSteps = s.run.gradAccum;
    const double mfu = std::clamp(c.mfuTypical, 0.05, 1.0);
    st.computeSeconds = microSteps * s.run.microBatch * perSample / (peakFlops(r, c) * mfu);
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
    // The data pipeline: each worker loads a sample (decode + read from disk unless a RAM cache
    // holds it) alongside the GPU. A cache's hit rate is the share of the data it holds.
    const double samples = microSteps * s.run.microBatch;
    const double workers = s.loader.workers;
    const double sampleBytes = sampleBytesFromShapes(r);
    const double datasetBytes = static_cast<double>(s.data.datasetSize) * sampleBytes;
    double hit = 0;
    if (s.data.cache == CacheMode::All)
        hit = 1;
    else if (s.data.cache == CacheMode::Lru)
        hit = datasetBytes > 0 ? std::min(1.0, s.data.cacheGib * 1073741824.0 / datasetBytes) : 1;
    const double perSampleLoad = c.sampleLoadMs * 1e-3 + (1.0 - hit) * sampleBytes / (c.diskReadGbs * 1e9);
    st.dataSeconds = samples * perSampleLoad / std::max(1.0, workers);
    const double gpu = st.computeSeconds + st.overheadSeconds + st.optimizerSeconds + st.offloadSeconds;
    st.totalSeconds = workers > 0 ? std::max(gpu, st.dataSeconds) : gpu + st.dataSeconds;
    st.samplesPerSecond = st.totalSeconds > 0 ? samples * world / st.totalSeconds : 0;
    return st;
}

} // namespace headroom
