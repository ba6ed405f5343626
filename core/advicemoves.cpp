#include "advicemoves.h"

#include "estimate.h"
#include "hostram.h"
#include "steptime.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

constexpr double kGiB = 1073741824.0;

bool adamFamily(Optimizer o)
{
    return o == Optimizer::AdamW || o == Optimizer::Adam || o == Optimizer::PagedAdamW || o == Optimizer::Lamb;
}

bool hasFrozenBackbone(const TrainingSetup &s)
{
    return s.run.finetune != Finetune::Full &&
           ((s.model.kind == ModelKind::VisionLanguage && s.data.images > 0) || s.model.extraTrainableParams > 0 ||
            s.run.finetune == Finetune::Frozen);
}

bool isTextModel(ModelKind k)
{
    return k == ModelKind::Decoder || k == ModelKind::Encoder || k == ModelKind::EncoderDecoder;
}

// Micro batches that divide the per-GPU batch, so accumulation keeps the effective batch.
void batchMoves(const TrainingSetup &s, bool smaller, MoveRole role, std::vector<Move> &out)
{
    const long long perGpu = static_cast<long long>(s.run.microBatch) * s.run.gradAccum;
    for (long long d = 1; d <= perGpu && d <= (1 << 16); ++d) {
        if (perGpu % d != 0 || d == s.run.microBatch || (d < s.run.microBatch) != smaller)
            continue;
        const int mb = static_cast<int>(d), accum = static_cast<int>(perGpu / d);
        out.push_back({"batch", role, 1.0, false, [mb, accum](TrainingSetup &t) {
                           t.run.microBatch = mb;
                           t.run.gradAccum = accum;
                       }});
    }
}

void precisionMoves(const ResolvedSetup &r, MoveRole role, std::vector<Move> &out)
{
    const TrainingSetup &s = r.setup;
    if (s.run.precision == Precision::Fp32) {
        const Precision to = r.gpu && r.gpu->bf16 ? Precision::Bf16Mixed : Precision::Fp16Mixed;
        out.push_back({"precision", role, 1.0, false, [to](TrainingSetup &t) { t.run.precision = to; }});
    }
}

void lastResortMoves(const ResolvedSetup &r, const std::vector<const GpuSpec *> &bigger, std::vector<Move> &out)
{
    const TrainingSetup &s = r.setup;
    if (isTextModel(s.model.kind) && s.data.seqLen >= 256)
        out.push_back({"inputs", MoveRole::LastResort, 6.0, false, [](TrainingSetup &t) { t.data.seqLen /= 2; }});
    if (s.data.imageHeight >= 64 && !isTextModel(s.model.kind))
        out.push_back({"inputs", MoveRole::LastResort, 6.0, false, [](TrainingSetup &t) {
                           t.data.imageHeight /= 2;
                           t.data.imageWidth /= 2;
                       }});
    if (s.data.frames >= 2 && s.model.kind != ModelKind::VisionLanguage)
        out.push_back({"frames", MoveRole::LastResort, 6.0, false, [](TrainingSetup &t) { t.data.frames /= 2; }});
    if (s.data.points >= 2048)
        out.push_back({"points", MoveRole::LastResort, 6.0, false, [](TrainingSetup &t) { t.data.points /= 2; }});
    for (const GpuSpec *g : bigger) {
        const std::string id = g->id;
        out.push_back({"gpu", MoveRole::LastResort, 4.0, false, [id](TrainingSetup &t) { t.hardware.gpu = id; }});
    }
}

} // namespace

std::vector<Move> vramMoves(const ResolvedSetup &r, const std::vector<const GpuSpec *> &bigger)
{
    const TrainingSetup &s = r.setup;
    std::vector<Move> out;
    batchMoves(s, true, MoveRole::Vram, out);
    precisionMoves(r, MoveRole::Vram, out);
    if ((s.run.precision == Precision::Bf16Mixed || s.run.precision == Precision::Bf16True) && r.gpu && !r.gpu->bf16) {
        const Precision to = s.run.precision == Precision::Bf16Mixed ? Precision::Fp16Mixed : Precision::Fp16True;
        out.push_back({"precision", MoveRole::Vram, 1.0, false, [to](TrainingSetup &t) { t.run.precision = to; }});
    }
    if (s.run.gradCheckpointing != Checkpointing::Full)
        out.push_back({"checkpointing", MoveRole::Vram, 1.0, false,
                       [](TrainingSetup &t) { t.run.gradCheckpointing = Checkpointing::Full; }});
    if (s.run.gradCheckpointing == Checkpointing::None && r.arch.valid())
        out.push_back({"checkpointing", MoveRole::Vram, 1.0, false,
                       [](TrainingSetup &t) { t.run.gradCheckpointing = Checkpointing::Selective; }});
    if (s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora)
        for (int rank = s.run.loraRank / 2; rank >= 4; rank /= 2) {
            const bool scales = r.arch.valid();
            out.push_back({"lora_rank", MoveRole::Vram, 2.5, false, [rank, scales](TrainingSetup &t) {
                               if (scales)
                                   t.model.trainableParams = t.model.trainableParams * rank / t.run.loraRank;
                               t.run.loraRank = rank;
                           }});
        }
    if (adamFamily(s.run.optimizer) && s.model.trainableParams > 1e6)
        out.push_back({"optimizer", MoveRole::Vram, 1.5, false, [](TrainingSetup &t) { t.run.optimizer = Optimizer::AdamW8bit; }});
    if (s.run.ema)
        out.push_back({"ema", MoveRole::Vram, 1.5, false, [](TrainingSetup &t) { t.run.ema = false; }});
    // Expandable segments change nothing in the training, only what the allocator keeps cached.
    if (!s.run.expandableSegments)
        out.push_back({"allocator", MoveRole::Vram, 0.5, false, [](TrainingSetup &t) { t.run.expandableSegments = true; }});
    if (!s.run.cachedFeatures && hasFrozenBackbone(s))
        out.push_back({"features", MoveRole::Vram, 3.0, false, [](TrainingSetup &t) { t.run.cachedFeatures = true; }});
    if (s.worldSize() > 1) {
        for (Strategy st : {Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp})
            if (st != s.parallel.strategy)
                out.push_back({"strategy", MoveRole::Vram, 2.0, false, [st](TrainingSetup &t) {
                                   t.parallel.strategy = st;
                                   t.parallel.offload = Offload::None;
                               }});
        out.push_back({"strategy", MoveRole::Vram, 2.5, false, [](TrainingSetup &t) {
                           t.parallel.strategy = Strategy::Zero3;
                           t.parallel.offload = Offload::Optimizer;
                       }});
    } else if (s.model.trainableParams > 1e8 && s.parallel.offload == Offload::None) {
        out.push_back({"strategy", MoveRole::Vram, 2.5, false, [](TrainingSetup &t) { // ZeRO-Offload works on one GPU
                           t.parallel.strategy = Strategy::Zero2;
                           t.parallel.offload = Offload::Optimizer;
                       }});
    }
    lastResortMoves(r, bigger, out);
    return out;
}

std::vector<Move> hostMoves(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    std::vector<Move> out;
    // Workers per GPU a person would pick, within the cores each training process gets.
    const int processes = std::max(1, s.parallel.gpus);
    const int cores = statedCpuCores(s) > 0 ? std::max(1, statedCpuCores(s) / processes) : 1 << 20;
    for (int w : {16, 12, 8, 6, 4, 2, 1})
        if (w < s.loader.workers && w <= cores)
            out.push_back({"workers", MoveRole::Host, 0.5, false, [w](TrainingSetup &t) { t.loader.workers = w; }});
    if (s.loader.workers > 0 && s.loader.prefetch > 1)
        out.push_back({"prefetch", MoveRole::Host, 0.3, false, [](TrainingSetup &t) {
                           t.loader.prefetch = 1;
                           t.loader.persistent = true;
                       }});
    if (s.loader.pinMemory)
        out.push_back({"pin", MoveRole::Host, 0.3, false, [](TrainingSetup &t) { t.loader.pinMemory = false; }});
    if (s.data.cache != CacheMode::Off) {
        out.push_back({"cache", MoveRole::Host, 1.0, true, [](TrainingSetup &) {}});
        if (s.data.cacheScope == CacheScope::PerWorker && s.loader.workers > 0)
            out.push_back({"cache", MoveRole::Host, 1.5, true, [](TrainingSetup &t) { t.data.cacheScope = CacheScope::Shared; }});
    }
    if (s.parallel.gpus > 1 && s.run.gradAccum * 2 <= (1 << 20))
        out.push_back({"processes", MoveRole::Host, 3.0, false, [](TrainingSetup &t) {
                           t.parallel.gpus /= 2;
                           t.run.gradAccum *= 2;
                       }});
    batchMoves(s, true, MoveRole::Host, out);
    return out;
}

std::vector<Move> speedMoves(const ResolvedSetup &r, bool dataBound)
{
    const TrainingSetup &s = r.setup;
    std::vector<Move> out;
    precisionMoves(r, MoveRole::Speed, out);
    batchMoves(s, false, MoveRole::Speed, out);
    if (!s.run.cachedFeatures && hasFrozenBackbone(s))
        out.push_back({"features", MoveRole::Speed, 3.0, false, [](TrainingSetup &t) { t.run.cachedFeatures = true; }});
    if (dataBound) {
        const int processes = std::max(1, s.parallel.gpus);
        const int cores = statedCpuCores(s) > 0 ? std::max(1, statedCpuCores(s) / processes) : 16;
        for (int w : {2, 4, 6, 8, 12, 16})
            if (w > s.loader.workers && w <= cores)
                out.push_back({"workers", MoveRole::Speed, 0.5, false, [w](TrainingSetup &t) { t.loader.workers = w; }});
    }
    return out;
}

const std::vector<double> &roundCacheCaps()
{
    static const std::vector<double> caps = {1, 2, 4, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024};
    return caps;
}

bool capCache(ResolvedSetup &r, const Coefficients &c, Verdict want, MemoryReport *report)
{
    DataFields &d = r.setup.data;
    if (d.cache == CacheMode::Off)
        return false;
    auto good = [want](const MemoryReport &rep) { return static_cast<int>(rep.verdict) <= static_cast<int>(want); };
    MemoryReport rep = estimate(r, c);
    if (good(rep)) {
        if (report)
            *report = rep;
        return true;
    }
    const DataFields before = d;
    const double datasetGib = static_cast<double>(d.datasetSize) * sampleBytesFromShapes(r) / kGiB;
    const double copies = std::max(1, rep.cacheCopies);
    const double ramGib = rep.hostCapacity / kGiB;
    const auto &caps = roundCacheCaps();
    for (auto it = caps.rbegin(); it != caps.rend(); ++it) {
        const double cap = *it;
        if ((datasetGib > 0 && cap >= datasetGib) || (d.cache == CacheMode::Lru && cap >= before.cacheGib && before.cacheGib > 0) ||
            cap * copies > kMaxCacheShareOfRam * ramGib)
            continue;
        if (datasetGib > 0 && lruHitRate(cap, datasetGib) < kMinUsefulHitRate)
            break; // smaller caps hit even less
        d.cache = CacheMode::Lru;
        d.cacheGib = cap;
        rep = estimate(r, c);
        if (good(rep)) {
            if (report)
                *report = rep;
            return true;
        }
    }
    d = before;
    return false;
}

} // namespace headroom
