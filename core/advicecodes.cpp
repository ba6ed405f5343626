// The advice codes: each piece of guidance the seeds give by hand, shown only when it applies
// to this setup, with the bytes it saves and the step time it costs for this case.

#include "advise.h"

#include "advicemoves.h"
#include "estimate.h"
#include "fields.h"
#include "steptime.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace headroom {

namespace {

constexpr double kGiB = 1073741824.0;

std::string num(double v, int precision = 3)
{
    std::ostringstream o;
    o.precision(precision);
    o << v;
    return o.str();
}

std::string gib(double bytes) { return num(bytes / kGiB, 3); }

class Builder {
public:
    Builder(const ResolvedSetup &base, const Coefficients &c, const MemoryReport &current, double step)
        : m_base(base)
        , m_c(c)
        , m_current(current)
        , m_step(step)
    {
    }

    // Evaluates a variant of the setup and records the item if it saves memory.
    template <typename Edit>
    void tryChange(const std::string &id, bool host, Edit edit, std::vector<std::string> args = {}, bool keepIfNoSaving = false)
    {
        ResolvedSetup r = m_base;
        edit(r.setup);
        const MemoryReport rep = estimate(r, m_c);
        const double saved = host ? m_current.hostTotal - rep.hostTotal : m_current.vramTotal - rep.vramTotal;
        if (saved <= 0 && !keepIfNoSaving)
            return;
        AdviceItem item;
        item.id = id;
        item.host = host;
        item.savesBytes = std::max(0.0, saved);
        const StepTime st = stepTime(r, m_c);
        item.slowdown = m_step > 0 ? st.totalSeconds / m_step - 1.0 : 0;
        item.dataBound = st.dataBound;
        item.args = std::move(args);
        for (const char *f : kFields) {
            const std::string a = fieldValue(m_base.setup, f), b = fieldValue(r.setup, f);
            if (a != b)
                item.changes.push_back({f, b});
        }
        m_items.push_back(item);
    }

    void note(const std::string &id, std::vector<std::string> args = {})
    {
        AdviceItem item;
        item.id = id;
        item.args = std::move(args);
        m_items.push_back(item);
    }

    std::vector<AdviceItem> take() { return std::move(m_items); }

private:
    static constexpr const char *kFields[] = {
        "run.micro_batch", "run.grad_accum", "run.precision", "run.grad_checkpointing", "run.lora_rank", "run.optimizer",
        "run.ema", "run.cached_features", "run.expandable_segments", "parallel.gpus", "parallel.strategy", "parallel.offload", "loader.workers",
        "loader.prefetch", "loader.pin_memory", "loader.persistent", "data.cache", "data.cache_gib", "data.cache_scope",
        "data.seq_len", "data.image_size", "data.frames", "data.points", "hardware.gpu"};
    const ResolvedSetup &m_base;
    const Coefficients &m_c;
    const MemoryReport &m_current;
    double m_step;
    std::vector<AdviceItem> m_items;
};


// What every step below reads.
struct Context {
    const ResolvedSetup &setup;
    const Catalog &catalog;
    const Coefficients &c;
    const MemoryReport &current;
    double baseStep;
    const Recommendation *best;
    const TrainingSetup &s() const { return setup.setup; }
    bool vramPressed() const { return current.vramVerdict != Verdict::Fits; }
    bool hostPressed() const { return current.hostVerdict != Verdict::Fits; }
};

void precisionAdvice(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    if (s.run.precision == Precision::Fp32) {
        const Precision to = x.setup.gpu && x.setup.gpu->bf16 ? Precision::Bf16Mixed : Precision::Fp16Mixed;
        // Shown even where it saves little (eager attention keeps fp32 softmax outputs under
        // autocast): tensor cores make it faster in any case.
        b.tryChange("precision.mixed", false, [&](TrainingSetup &t) { t.run.precision = to; }, {std::string(toString(to))},
                    true);
    }
    if ((s.run.precision == Precision::Bf16Mixed || s.run.precision == Precision::Bf16True) && x.setup.gpu && !x.setup.gpu->bf16)
        b.tryChange("precision.fp16_instead_of_bf16", false,
                    [&](TrainingSetup &t) { t.run.precision = s.run.precision == Precision::Bf16Mixed ? Precision::Fp16Mixed : Precision::Fp16True; },
                    {x.setup.gpu->name}, true);
}

// The largest micro batch that fits (GPU, or host when the batches in flight are the problem)
// and keeps the effective batch, with accumulation.
void batchAdvice(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    for (const bool host : {false, true}) {
        if ((host ? x.current.hostVerdict : x.current.vramVerdict) == Verdict::Fits || s.run.microBatch <= 1)
            continue;
        const long long perGpu = static_cast<long long>(s.run.microBatch) * s.run.gradAccum;
        ResolvedSetup r = x.setup;
        int best = 1;
        for (long long d = s.run.microBatch - 1; d >= 1; --d) {
            if (perGpu % d != 0)
                continue;
            r.setup.run.microBatch = static_cast<int>(d);
            r.setup.run.gradAccum = static_cast<int>(perGpu / d);
            const MemoryReport rep = estimate(r, x.c);
            if ((host ? rep.hostVerdict : rep.vramVerdict) == Verdict::Fits) {
                best = static_cast<int>(d);
                break;
            }
        }
        const int accum = static_cast<int>(perGpu / best);
        b.tryChange("batch.accumulate", host,
                    [&](TrainingSetup &t) {
                        t.run.microBatch = best;
                        t.run.gradAccum = accum;
                    },
                    {std::to_string(best), std::to_string(accum), std::to_string(s.effectiveBatch())});
    }
}

// Model-state savings: checkpointing, LoRA rank, 8-bit optimizer, EMA, cached features,
// sharding and offload.
void stateAdvice(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    if (s.run.gradCheckpointing != Checkpointing::Full)
        b.tryChange("checkpointing.full", false, [](TrainingSetup &t) { t.run.gradCheckpointing = Checkpointing::Full; });
    if (s.run.gradCheckpointing == Checkpointing::None && x.setup.arch.valid())
        b.tryChange("checkpointing.selective", false, [](TrainingSetup &t) { t.run.gradCheckpointing = Checkpointing::Selective; });
    batchAdvice(b, x);
    if ((s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora) && s.run.loraRank > 4) {
        const int rank = std::max(4, s.run.loraRank / 2);
        b.tryChange("lora.lower_rank", false,
                    [&](TrainingSetup &t) {
                        t.model.trainableParams = s.model.trainableParams * rank / s.run.loraRank;
                        t.run.loraRank = rank;
                    },
                    {std::to_string(rank)});
    }
    if ((s.run.optimizer == Optimizer::AdamW || s.run.optimizer == Optimizer::Adam || s.run.optimizer == Optimizer::PagedAdamW) &&
        s.model.trainableParams > 1e6)
        b.tryChange("optimizer.8bit", false, [](TrainingSetup &t) { t.run.optimizer = Optimizer::AdamW8bit; });
    if (s.run.ema)
        b.tryChange("ema.off_gpu", false, [](TrainingSetup &t) { t.run.ema = false; });
    if (!s.run.expandableSegments)
        b.tryChange("allocator.expandable_segments", false, [](TrainingSetup &t) { t.run.expandableSegments = true; });
    // A generation engine on the training GPUs (RL): asleep while the model trains, and a smaller share.
    if (s.run.rolloutMemoryFraction > 0 && !s.run.rolloutSleep)
        b.tryChange("rollout.sleep", false, [](TrainingSetup &t) { t.run.rolloutSleep = true; });
    if (s.run.rolloutMemoryFraction >= 0.2) {
        const double lower = std::max(0.1, std::floor(s.run.rolloutMemoryFraction * 10.0 / 2.0) / 10.0); // halved, a tenth down
        b.tryChange("rollout.smaller_share", false, [lower](TrainingSetup &t) { t.run.rolloutMemoryFraction = lower; },
                    {num(lower, 2)});
    }
    if (!s.run.cachedFeatures && s.run.finetune != Finetune::Full &&
        ((s.model.kind == ModelKind::VisionLanguage && s.data.images > 0) || s.model.extraTrainableParams > 0))
        b.tryChange("features.cache", false, [](TrainingSetup &t) { t.run.cachedFeatures = true; },
                    {num(x.c.featureCacheRebuildEpochs)});
    // FSDP accumulating under no_sync(): synced every micro batch, each GPU keeps only its shard of
    // the gradients, for one reduce-scatter per micro batch (Accelerate's sync_each_batch).
    if ((s.parallel.strategy == Strategy::Fsdp || s.parallel.strategy == Strategy::Zero2) && s.run.gradAccum > 1 &&
        s.parallel.noSyncAccumulation)
        b.tryChange("fsdp.sync_each_micro_batch", false, [](TrainingSetup &t) { t.parallel.noSyncAccumulation = false; });
    if (s.worldSize() > 1 && (s.parallel.strategy == Strategy::Ddp || s.parallel.strategy == Strategy::Single ||
                              s.parallel.strategy == Strategy::Zero1))
        b.tryChange("zero.shard", false, [](TrainingSetup &t) { t.parallel.strategy = Strategy::Zero3; }, {"zero3"});
    if (s.parallel.offload == Offload::None && s.model.trainableParams > 1e8)
        b.tryChange("offload.cpu", false,
                    [&](TrainingSetup &t) {
                        if (t.parallel.strategy == Strategy::Single || t.parallel.strategy == Strategy::Ddp)
                            t.parallel.strategy = Strategy::Zero2;
                        t.parallel.offload = Offload::Optimizer;
                    });
}

// Where GPU memory is short: smaller inputs, a bigger GPU, and why chunking does not help.
void inputAdvice(Builder &b, const Context &x)
{
    if (!x.vramPressed())
        return;
    const TrainingSetup &s = x.s();
    if (isTextTransformer(s.model.kind) && s.data.seqLen >= 256)
        b.tryChange("data.shorter_sequence", false, [&](TrainingSetup &t) { t.data.seqLen = s.data.seqLen / 2; },
                    {std::to_string(s.data.seqLen / 2)});
    const int side = s.data.imageHeight;
    if (side >= 64 && !isTextTransformer(s.model.kind))
        b.tryChange("data.lower_resolution", false,
                    [&](TrainingSetup &t) {
                        t.data.imageHeight = side / 2;
                        t.data.imageWidth = s.data.imageWidth / 2;
                    },
                    {std::to_string(side / 2)});
    if (s.data.frames >= 2 && s.model.kind != ModelKind::PointCloud && s.model.kind != ModelKind::VisionLanguage)
        b.tryChange("data.fewer_frames", false, [&](TrainingSetup &t) { t.data.frames = s.data.frames / 2; },
                    {std::to_string(s.data.frames / 2)});
    if (s.data.points >= 512)
        b.tryChange("data.fewer_points", false, [&](TrainingSetup &t) { t.data.points = s.data.points / 2; },
                    {std::to_string(s.data.points / 2)});
    // The smallest GPU in the catalog on which this setup fits as it is.
    const GpuSpec *fitting = nullptr;
    for (const GpuSpec &g : x.catalog.gpus()) {
        if (x.setup.gpu && g.usableBytes() <= x.setup.gpu->usableBytes())
            continue;
        ResolvedSetup r = x.setup;
        r.gpu = &g;
        if (estimate(r, x.c).vramVerdict == Verdict::Fits && (!fitting || g.usableBytes() < fitting->usableBytes()))
            fitting = &g;
    }
    if (fitting)
        b.tryChange("gpu.bigger", false, [&](TrainingSetup &t) { t.hardware.gpu = fitting->id; }, {fitting->id, fitting->name}, true);
    // Activations dominate: chunking the forward would not help training.
    const double act = x.current.vram[static_cast<size_t>(VramComponent::Activations)];
    if (act >= *std::max_element(x.current.vram.begin(), x.current.vram.end()))
        b.note("note.chunking_inference_only");
}

void workerAdvice(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    const double processes = s.parallel.gpus;
    if (s.loader.workers > 1) {
        const int fewer = x.hostPressed() ? 1 : std::max(1, s.loader.workers / 2);
        b.tryChange("workers.fewer", true, [&](TrainingSetup &t) { t.loader.workers = fewer; }, {std::to_string(fewer)});
    }
    if (s.loader.workers > 0 && (s.loader.prefetch > 1 || !s.loader.persistent))
        b.tryChange("workers.persistent_prefetch", true,
                    [&](TrainingSetup &t) {
                        t.loader.persistent = true;
                        t.loader.prefetch = std::max(1, std::min(2, s.loader.prefetch / 2));
                    },
                    {std::to_string(std::max(1, std::min(2, s.loader.prefetch / 2)))}, true);
    if (s.isStated("hardware.cpu_cores") && processes * s.loader.workers > s.hardware.cpuCores) {
        const int perProcess = std::max(1, static_cast<int>(s.hardware.cpuCores / processes));
        b.tryChange("workers.cores", true, [&](TrainingSetup &t) { t.loader.workers = std::min(perProcess, 4); },
                    {std::to_string(s.hardware.cpuCores), std::to_string(static_cast<int>(processes * s.loader.workers)),
                     std::to_string(std::min(perProcess, 4))},
                    true);
    }
}

// A per-worker cache's real size (copies × cap) beside the shared cache that fits.
void perWorkerCacheNote(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    const int copies = x.current.cacheCopies;
    if (s.data.cacheScope != CacheScope::PerWorker || copies < 2 || x.current.cacheBytesPerCopy <= 0)
        return;
    ResolvedSetup shared = x.setup;
    shared.setup.data.cacheScope = CacheScope::Shared;
    if (!capCache(shared, x.c, Verdict::Fits, nullptr))
        return;
    const double perCopy = x.current.cacheBytesPerCopy / kGiB;
    const double sharedGib = shared.setup.data.cache == CacheMode::All ? x.current.cacheBytesPerCopy / kGiB : shared.setup.data.cacheGib;
    // The total as the sentence's own product of the rounded cap, so its arithmetic reads true.
    b.note("cache.per_worker_total", {std::to_string(copies), num(std::round(perCopy)), std::to_string(std::llround(std::round(perCopy) * copies)),
                                      num(sharedGib), num(std::round(cacheHitRate(shared) * 100))});
}

void cacheAdvice(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    if (s.data.cache == CacheMode::Off)
        return;
    // A round cap per copy that fits and still hits often enough to be worth its memory.
    ResolvedSetup capped = x.setup;
    if (x.current.cacheCopies > 1 && x.current.hostVerdict != Verdict::Fits && capCache(capped, x.c, Verdict::Fits, nullptr) &&
        capped.setup.data.cacheGib != s.data.cacheGib) {
        const double cap = capped.setup.data.cacheGib;
        b.tryChange("cache.cap", true,
                    [&](TrainingSetup &t) {
                        t.data.cache = CacheMode::Lru;
                        t.data.cacheGib = cap;
                    },
                    {num(cap), std::to_string(x.current.cacheCopies)});
    }
    if (s.data.cacheScope == CacheScope::PerWorker && x.current.cacheCopies > 1)
        b.tryChange("cache.shared", true, [](TrainingSetup &t) { t.data.cacheScope = CacheScope::Shared; },
                    {std::to_string(x.current.cacheCopies)});
    perWorkerCacheNote(b, x);
    // Seed 002's rule of thumb: a total cap of roughly a fifth to a third of RAM, never half.
    const double ram = s.hardware.hostRamGib;
    b.note("cache.guidance", {num(std::round(ram * 0.2)), num(std::round(ram * 0.3)), num(std::round(ram * 0.5))});
}

void hostAdvice(Builder &b, const Context &x)
{
    const TrainingSetup &s = x.s();
    if (x.current.shmTooSmall)
        b.note(s.hardware.pod ? "shm.raise_pod" : "shm.raise",
               {gib(x.current.shmNeededBytes * 1.5), gib(x.current.shmCapacityBytes)});
    if (s.loader.pinMemory && x.hostPressed())
        b.tryChange("pin_memory.off", true, [](TrainingSetup &t) { t.loader.pinMemory = false; });
    if (!s.loader.pinMemory && !x.hostPressed() && s.loader.workers > 0)
        b.note("speed.pin_memory_non_blocking");
    if (x.hostPressed() && s.parallel.gpus > 1) {
        // Fewer processes per node, with accumulation keeping the effective batch: the largest
        // proper divisor of the GPU count (8 → 4 with accumulation × 2, 3 → 1 with × 3).
        int gpus = s.parallel.gpus / 2;
        while (gpus > 1 && s.parallel.gpus % gpus != 0)
            --gpus;
        const int factor = s.parallel.gpus / gpus;
        if (gpus >= 1 && s.run.gradAccum <= (1 << 20) / factor)
            b.tryChange("processes.fewer", true,
                        [&](TrainingSetup &t) {
                            t.parallel.gpus = gpus;
                            t.run.gradAccum = s.run.gradAccum * factor;
                        },
                        {std::to_string(gpus), std::to_string(s.run.gradAccum * factor)});
    }
    if (x.hostPressed())
        b.note("swap.last_resort");
}

// Loading sets the pace: how long the workers need per step against the GPU.
void loadingAdvice(Builder &b, const Context &x)
{
    const StepTime st = stepTime(x.setup, x.c);
    if (!st.dataBound)
        return;
    b.note("speed.data_bound", {num(std::round(st.dataSeconds * 1000)), num(std::round(st.gpuSeconds * 1000)),
                                std::to_string(x.s().loader.workers), num(std::round(st.cacheHitRate * 100))});
}

void checkAdvice(Builder &b, const Context &x)
{
    b.note("check.gpu_shared");
    b.note("check.measure_vram");
    if (x.hostPressed() || x.current.hostTotal > 0.75 * x.current.hostCapacity) {
        b.note("check.host_oom");
        b.note("check.memory_logging");
        b.note("check.sync_checkpoints");
    }
}

} // namespace

std::vector<AdviceItem> adviceFor(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c,
                                  const MemoryReport &current, double baseStep, const Recommendation *best)
{
    Builder b(setup, c, current, baseStep);
    const Context x{setup, catalog, c, current, baseStep, best};
    precisionAdvice(b, x);
    stateAdvice(b, x);
    inputAdvice(b, x);
    workerAdvice(b, x);
    cacheAdvice(b, x);
    hostAdvice(b, x);
    loadingAdvice(b, x);
    checkAdvice(b, x);
    std::vector<AdviceItem> items = b.take();
    // What saves the most first; notes and checks (nothing saved) keep their order at the end.
    std::stable_sort(items.begin(), items.end(), [](const AdviceItem &p, const AdviceItem &q) {
        return p.savesBytes > q.savesBytes;
    });
    return items;
}

} // namespace headroom
