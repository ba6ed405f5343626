#include "hostram.h"

#include <algorithm>

namespace headroom {

namespace {

constexpr double kGiB = 1073741824.0;

size_t idx(HostComponent c) { return static_cast<size_t>(c); }

} // namespace

double sampleBytesFromShapes(const ResolvedSetup &r)
{
    const DataFields &d = r.setup.data;
    if (d.sampleBytes > 0)
        return d.sampleBytes;
    const double frames = std::max(1, d.frames);
    if (d.points > 0)
        return static_cast<double>(d.points) * d.channels * 4.0 * frames;
    int h = d.imageHeight, w = d.imageWidth;
    if (h == 0 && r.preset) {
        const ActivationProfile &p = r.preset->activation;
        h = p.refHeight ? p.refHeight : (r.preset->arch.imageSize ? r.preset->arch.imageSize : r.preset->vision.imageSize);
        w = p.refWidth ? p.refWidth : h;
    }
    const ModelKind kind = r.setup.model.kind;
    const bool text = kind == ModelKind::Decoder || kind == ModelKind::Encoder || kind == ModelKind::EncoderDecoder;
    double bytes = 0;
    if (!text && h > 0 && w > 0)
        bytes += static_cast<double>(h) * w * d.channels * 4.0 * frames;
    if (text || kind == ModelKind::VisionLanguage || kind == ModelKind::Tts)
        bytes += static_cast<double>(d.seqLen) * 8.0 * 3.0;
    return bytes;
}

void estimateHostRam(const ResolvedSetup &r, const Coefficients &c, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    auto &h = rep.host;
    const double procs = s.parallel.gpus; // training processes on this machine
    const double workers = s.loader.workers;
    rep.processesPerNode = s.parallel.gpus;
    rep.sampleBytes = sampleBytesFromShapes(r);
    rep.batchBytes = rep.sampleBytes * s.run.microBatch;

    h[idx(HostComponent::Os)] = c.osBaselineGib * kGiB;
    h[idx(HostComponent::Runtime)] = procs * c.runtimePerProcessGib * kGiB;
    h[idx(HostComponent::Workers)] = procs * workers * c.workerBaseGib * kGiB;
    // Batches in flight: each worker prepares `prefetch` batches; without workers the main
    // process holds the one it is building. Plus the batch the step is consuming.
    const double inFlight = workers > 0 ? workers * std::max(1, s.loader.prefetch) : 0;
    h[idx(HostComponent::Prefetch)] = procs * (inFlight + 1) * rep.batchBytes;
    rep.shmNeededBytes = workers > 0 ? procs * inFlight * rep.batchBytes : 0;
    if (s.loader.pinMemory)
        h[idx(HostComponent::Pinned)] = procs * c.pinMemoryExtra * rep.batchBytes * (workers > 0 ? 2 : 1);

    // A cache inside the Dataset lives once per process that iterates it.
    rep.cacheCopies = s.data.cacheScope == CacheScope::Shared ? 1 : static_cast<int>(procs * std::max(1.0, workers));
    const double datasetBytes = static_cast<double>(s.data.datasetSize) * rep.sampleBytes;
    switch (s.data.cache) {
    case CacheMode::Off: rep.cacheBytesPerCopy = 0; break;
    case CacheMode::Lru:
        rep.cacheBytesPerCopy = datasetBytes > 0 ? std::min(s.data.cacheGib * kGiB, datasetBytes) : s.data.cacheGib * kGiB;
        break;
    case CacheMode::All: rep.cacheBytesPerCopy = datasetBytes; break;
    }
    h[idx(HostComponent::Cache)] = rep.cacheBytesPerCopy * rep.cacheCopies;

    // Loading the checkpoint on the CPU: a state dict plus the model it fills, per process.
    const double loadBytes = s.run.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double modelLoad = procs * s.model.params * loadBytes * c.modelLoadFactor;

    // Optimizer state (and parameters) that ZeRO/FSDP offload keep in host memory, for this
    // machine's share of the shards.
    double offload = 0;
    if (s.parallel.offload != Offload::None) {
        const double T = s.model.trainableParams;
        const double share = procs / std::max(1, s.worldSize());
        offload = T * (8.0 + 4.0 + 4.0) * share; // Adam states, fp32 master, fp32 gradients
        if (s.parallel.offload == Offload::Params)
            offload += s.model.params * 2.0 * share;
    }
    h[idx(HostComponent::Offload)] = offload;

    const double pipeline = h[idx(HostComponent::Workers)] + h[idx(HostComponent::Prefetch)] +
                            h[idx(HostComponent::Pinned)] + h[idx(HostComponent::Cache)];
    // The checkpoint is loaded before the workers start: the peak is the larger of the two.
    if (modelLoad > pipeline) {
        h[idx(HostComponent::ModelLoad)] = modelLoad;
        h[idx(HostComponent::Workers)] = h[idx(HostComponent::Prefetch)] = h[idx(HostComponent::Pinned)] = 0;
        h[idx(HostComponent::Cache)] = 0;
    }
    double total = 0;
    for (double b : h)
        total += b;
    rep.hostTotal = total;
    rep.hostCapacity = r.hostRamBytes;
    rep.hostVerdict = verdictFor(rep.hostTotal, rep.hostCapacity);
}

} // namespace headroom
