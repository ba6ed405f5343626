#include "hostram.h"

#include "visionsetup.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

constexpr double kGiB = 1073741824.0;

size_t idx(HostComponent c) { return static_cast<size_t>(c); }

// Epochs until a cache inside each of `copies` readers has seen `fraction` of `datasetBytes`,
// when every epoch deals each sample to one reader at random: 1 - (1 - 1/copies)^e ≥ fraction.
double epochsToFill(double fraction, int copies)
{
    if (copies <= 1 || fraction <= 0)
        return 1;
    fraction = std::min(fraction, 0.95); // an unbounded cache is "full" at 95 % of the data
    return std::ceil(std::log(1.0 - fraction) / std::log(1.0 - 1.0 / copies));
}

// Models with convolutions (a ViT's patch embedding and a VLM's vision tower included): their
// first forward loads cuDNN's convolution libraries.
bool usesCudnn(ModelKind k)
{
    switch (k) {
    case ModelKind::Decoder:
    case ModelKind::Encoder:
    case ModelKind::EncoderDecoder:
    case ModelKind::Generic: return false;
    default: return true;
    }
}

} // namespace

double sampleBytesFromShapes(const ResolvedSetup &r)
{
    const DataFields &d = r.setup.data;
    if (d.sampleBytes > 0)
        return d.sampleBytes;
    double frames = std::max(1, d.frames);
    const double element = d.dtypeBytes;
    if (d.points > 0)
        return static_cast<double>(d.points) * d.channels * element * frames;
    // resolveSetup has filled the image size from the preset where the config gives none.
    const int h = d.imageHeight, w = d.imageWidth;
    const ModelKind kind = r.setup.model.kind;
    const bool text = kind == ModelKind::Decoder || kind == ModelKind::Encoder || kind == ModelKind::EncoderDecoder;
    double bytes = 0;
    if (kind == ModelKind::Tts) {
        // The dataset yields whole utterances (spectrogram and waveform); the model cuts its
        // training segment on the GPU. Without the preset's figure, a segment of seq_len samples.
        if (r.preset && r.preset->loaderSampleBytes > 0)
            return r.preset->loaderSampleBytes;
        return static_cast<double>(d.seqLen) * element;
    }
    // (a vision-language model fed text only loads no pixels)
    if (kind == ModelKind::VisionLanguage && r.setup.isStated("data.images"))
        frames = d.images;
    if (!text && h > 0 && w > 0)
        bytes += static_cast<double>(h) * w * d.channels * element * frames;
    if (text || kind == ModelKind::VisionLanguage)
        bytes += static_cast<double>(d.seqLen) * 8.0 * 3.0; // input ids, labels, attention mask (int64)
    return bytes;
}

void estimateHostRam(const ResolvedSetup &r, const Coefficients &c, MemoryReport &rep)
{
    const TrainingSetup &s = r.setup;
    auto &h = rep.host;
    const double procs = s.parallel.gpus; // training processes on this machine, one per GPU
    const double workers = s.loader.workers;
    rep.processesPerNode = s.parallel.gpus;
    rep.sampleBytes = sampleBytesFromShapes(r);
    rep.batchBytes = rep.sampleBytes * s.run.microBatch;

    h[idx(HostComponent::Os)] = c.osBaselineGib * kGiB;
    // Each training process's private memory, plus the pages of torch's and CUDA's libraries
    // that every process maps: the kernel shares those between the ranks, once per machine.
    // Convolutions load cuDNN's convolution libraries on top.
    h[idx(HostComponent::Runtime)] =
        (procs * c.runtimePerProcessGib + c.runtimeSharedGib + (usesCudnn(s.model.kind) ? c.cudnnHostGib : 0)) * kGiB;
    // Each worker: its own interpreter state, plus the pages of the Dataset's Python objects it
    // touches (copy-on-write through reference counts) — the index of every sample.
    const double copiedIndex = static_cast<double>(s.data.datasetSize) * c.datasetIndexBytesPerSample * c.workerCowFraction;
    h[idx(HostComponent::Workers)] = procs * workers * (c.workerBaseGib * kGiB + copiedIndex);
    // Batches in flight: each worker keeps `prefetch` batches ready (they sit in /dev/shm);
    // without workers the main process builds one. Plus the batch the step is consuming.
    const double inFlight = workers > 0 ? workers * std::max(1, s.loader.prefetch) : 0;
    h[idx(HostComponent::Prefetch)] = procs * (inFlight + 1) * rep.batchBytes;
    rep.shmNeededBytes = procs * inFlight * rep.batchBytes;
    if (s.loader.pinMemory) // the pin thread copies batches into page-locked memory
        h[idx(HostComponent::Pinned)] = procs * c.pinMemoryExtra * rep.batchBytes * (workers > 0 ? 2 : 1);
    rep.shmCapacityBytes = s.hardware.shmGib * kGiB;
    rep.shmTooSmall = rep.shmCapacityBytes > 0 && workers > 0 && rep.shmNeededBytes > rep.shmCapacityBytes;

    // A cache inside the Dataset lives once per process that iterates it: every worker, or the
    // main process when there are none. A shared-memory cache lives once. A cache filled when the
    // Dataset is built (Ultralytics' cache=ram, a preload in __init__) lives once per training
    // process: its workers fork after it and share its pages.
    const int readers = static_cast<int>(procs * std::max(1.0, workers));
    const bool perProcess = s.data.cacheScope == CacheScope::PerProcess;
    rep.cacheCopies = s.data.cacheScope == CacheScope::Shared ? 1 : perProcess ? static_cast<int>(procs) : readers;
    const double datasetBytes = static_cast<double>(s.data.datasetSize) * rep.sampleBytes;
    const double cap = s.data.cacheGib * kGiB;
    rep.cacheBytesPerCopy = 0;
    rep.cacheFillEpochs = 0;
    if (s.data.cache != CacheMode::Off) {
        const bool capped = s.data.cache == CacheMode::Lru && (datasetBytes <= 0 || cap < datasetBytes);
        rep.cacheBytesPerCopy = capped ? cap : datasetBytes;
        const double fraction = datasetBytes > 0 ? rep.cacheBytesPerCopy / datasetBytes : 1.0;
        rep.cacheFillEpochs = s.data.cacheScope != CacheScope::PerWorker ? 1 : epochsToFill(fraction, readers);
    }
    h[idx(HostComponent::Cache)] = rep.cacheBytesPerCopy * rep.cacheCopies;

    // Loading the checkpoint on the CPU: every DDP process loads its own copy; FSDP and ZeRO-3
    // load once per machine and broadcast (cpu_ram_efficient_loading, zero.Init).
    const double loadBytes = s.run.precision == Precision::Fp32 ? 4.0 : 2.0;
    const bool shardedLoad = s.parallel.strategy == Strategy::Fsdp || s.parallel.strategy == Strategy::Zero3;
    // A model-parallel rank loads its own shard (Megatron's checkpoints are saved per tp/pp rank).
    double perLoad = s.model.params * loadBytes * c.modelLoadFactor / (std::max(1, s.parallel.tp) * std::max(1, s.parallel.pp));
    // QLoRA quantizes each weight as it moves to the GPU, shard by shard: one shard at a time.
    if (s.run.finetune == Finetune::Qlora && !shardedLoad)
        perLoad = std::min(perLoad, c.checkpointShardGib * kGiB);
    // (pretraining from scratch initialises the weights: there is no checkpoint to load)
    const double modelLoad = s.run.fromScratch ? 0.0 : (shardedLoad ? 1.0 : procs) * perLoad;

    // What ZeRO/FSDP offload moved off each GPU lives in this machine's RAM, once per process.
    // (ZeRO-Infinity's NVMe offload keeps it on the drive: the host holds only swap buffers.)
    h[idx(HostComponent::Offload)] =
        procs * (s.parallel.offloadNvme ? std::min(rep.offloadedPerGpu, c.nvmeSwapBuffersGib * kGiB) : rep.offloadedPerGpu);

    const double pipeline = h[idx(HostComponent::Workers)] + h[idx(HostComponent::Prefetch)] +
                            h[idx(HostComponent::Pinned)] + h[idx(HostComponent::Cache)];
    const double training = pipeline + h[idx(HostComponent::Offload)];
    rep.hostProcessBytes = h[idx(HostComponent::Runtime)] + training;
    // The checkpoint is loaded before the workers start and before offload buffers exist: the
    // peak is the larger of the two phases.
    if (modelLoad > training) {
        h[idx(HostComponent::ModelLoad)] = modelLoad;
        h[idx(HostComponent::Workers)] = h[idx(HostComponent::Prefetch)] = h[idx(HostComponent::Pinned)] = 0;
        h[idx(HostComponent::Cache)] = h[idx(HostComponent::Offload)] = 0;
    }
    double total = 0;
    for (double b : h)
        total += b;
    rep.hostTotal = total;
    rep.hostCapacity = r.hostRamBytes;
    rep.hostVerdict = verdictFor(rep.hostTotal, rep.hostCapacity);
    // A cache of unknown size counts 0 bytes: the total is a floor, the verdict that floor's, and
    // no verdict below OOM is known (data.cache_size_unknown asks for the dataset's size); never
    // a replacement value such as "tight" that the numbers do not say.
    rep.hostKnown = !s.cacheSizeUnknown();

    // The largest cap per cache copy that keeps the host at "fits".
    rep.cacheCapThatFits = 0;
    if (s.data.cache != CacheMode::Off && rep.cacheCopies > 0) {
        const double withoutCache = rep.hostTotal - h[idx(HostComponent::Cache)] - h[idx(HostComponent::ModelLoad)] +
                                    (modelLoad > training ? training - h[idx(HostComponent::Cache)] : 0);
        rep.cacheCapThatFits = (0.9 * rep.hostCapacity - withoutCache) / rep.cacheCopies;
    }
}

} // namespace headroom
