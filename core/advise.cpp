#include "advise.h"

#include "estimate.h"
#include "fields.h"
#include "steptime.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>

namespace headroom {

namespace {

constexpr double kGiB = 1073741824.0;

// One point of the search: a setup and what it costs.
struct Candidate {
    ResolvedSetup r;
    MemoryReport rep;
    double step = 0;
    double changeCost = 0;
};

// How much a field change disturbs the user's run (quality, effort), for ranking.
double changeWeight(const std::string &field)
{
    static const std::pair<const char *, double> weights[] = {
        {"run.micro_batch", 1.0}, {"run.grad_accum", 0.0}, {"run.precision", 1.0}, {"run.grad_checkpointing", 1.0},
        {"run.lora_rank", 2.5}, {"run.optimizer", 1.5}, {"run.ema", 1.5}, {"run.cached_features", 3.0},
        {"parallel.strategy", 2.0}, {"parallel.offload", 2.0}, {"parallel.gpus", 3.0}, {"loader.workers", 0.5},
        {"loader.prefetch", 0.3}, {"loader.pin_memory", 0.3}, {"loader.persistent", 0.1}, {"data.cache_gib", 1.0},
        {"data.cache", 1.0}, {"data.cache_scope", 1.5}, {"data.seq_len", 6.0}, {"data.image_size", 6.0},
        {"data.frames", 6.0}, {"data.points", 6.0}, {"hardware.gpu", 4.0}};
    for (const auto &[name, w] : weights)
        if (field == name)
            return w;
    return 1.0;
}

std::vector<FieldChange> diff(const TrainingSetup &from, const TrainingSetup &to)
{
    static const char *fields[] = {"run.micro_batch", "run.grad_accum", "run.precision", "run.grad_checkpointing",
                                   "run.lora_rank", "run.optimizer", "run.ema", "run.cached_features",
                                   "parallel.gpus", "parallel.strategy", "parallel.offload", "loader.workers",
                                   "loader.prefetch", "loader.pin_memory", "loader.persistent", "data.cache",
                                   "data.cache_gib", "data.cache_scope", "data.seq_len", "data.image_size",
                                   "data.frames", "data.points", "hardware.gpu"};
    std::vector<FieldChange> out;
    for (const char *f : fields) {
        const std::string a = fieldValue(from, f), b = fieldValue(to, f);
        if (a != b)
            out.push_back({f, a, b});
    }
    return out;
}

bool fitsWithMargin(const MemoryReport &rep) { return rep.verdict == Verdict::Fits; }

// Divisors of n, ascending.
std::vector<int> divisors(long long n)
{
    std::vector<int> out;
    for (long long d = 1; d <= n && d <= (1 << 16); ++d)
        if (n % d == 0)
            out.push_back(static_cast<int>(d));
    return out;
}

bool adamFamily(Optimizer o)
{
    return o == Optimizer::AdamW || o == Optimizer::Adam || o == Optimizer::PagedAdamW || o == Optimizer::Lamb;
}

bool hasFrozenBackbone(const TrainingSetup &s)
{
    return s.run.finetune != Finetune::Full &&
           (s.model.kind == ModelKind::VisionLanguage || s.model.extraTrainableParams > 0 || s.run.finetune == Finetune::Frozen);
}

class Search {
public:
    Search(const ResolvedSetup &base, const Coefficients &c)
        : m_base(base)
        , m_c(c)
    {
        m_baseRep = estimate(base, c);
        m_baseStep = stepTime(base, c).totalSeconds;
    }

    Candidate evaluate(const ResolvedSetup &r) const
    {
        Candidate cand;
        cand.r = r;
        cand.rep = estimate(r, m_c);
        cand.step = stepTime(r, m_c).totalSeconds;
        for (const FieldChange &ch : diff(m_base.setup, r.setup))
            cand.changeCost += changeWeight(ch.field);
        return cand;
    }

    const MemoryReport &baseReport() const { return m_baseRep; }
    double baseStep() const { return m_baseStep; }
    const ResolvedSetup &base() const { return m_base; }

private:
    const ResolvedSetup &m_base;
    const Coefficients &m_c;
    MemoryReport m_baseRep;
    double m_baseStep = 0;
};

// The values each GPU-side knob may take around the current setup.
struct VramKnobs {
    std::vector<int> microBatches;
    std::vector<Precision> precisions;
    std::vector<Checkpointing> checkpointing;
    std::vector<int> ranks;
    std::vector<Optimizer> optimizers;
    std::vector<std::pair<Strategy, Offload>> strategies;
    std::vector<bool> cachedFeatures;
    std::vector<bool> ema;
};

VramKnobs vramKnobs(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    VramKnobs k;
    const long long perGpu = static_cast<long long>(s.run.microBatch) * s.run.gradAccum;
    for (int d : divisors(perGpu))
        k.microBatches.push_back(d);
    k.precisions = {s.run.precision};
    if (s.run.precision == Precision::Fp32)
        k.precisions.push_back(r.gpu && r.gpu->bf16 ? Precision::Bf16Mixed : Precision::Fp16Mixed);
    if ((s.run.precision == Precision::Bf16Mixed || s.run.precision == Precision::Bf16True) && r.gpu && !r.gpu->bf16)
        k.precisions = {s.run.precision == Precision::Bf16Mixed ? Precision::Fp16Mixed : Precision::Fp16True};
    k.checkpointing = {s.run.gradCheckpointing};
    if (s.run.gradCheckpointing != Checkpointing::Full)
        k.checkpointing.push_back(Checkpointing::Full);
    if (s.run.gradCheckpointing == Checkpointing::None && r.arch.valid())
        k.checkpointing.push_back(Checkpointing::Selective);
    k.ranks = {s.run.loraRank};
    if (s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora)
        for (int rank = s.run.loraRank / 2; rank >= 4; rank /= 2)
            k.ranks.push_back(rank);
    k.optimizers = {s.run.optimizer};
    if (adamFamily(s.run.optimizer) && s.model.trainableParams > 1e6)
        k.optimizers.push_back(Optimizer::AdamW8bit);
    k.strategies = {{s.parallel.strategy, s.parallel.offload}};
    if (s.worldSize() > 1) {
        for (Strategy st : {Strategy::Zero2, Strategy::Zero3, Strategy::Fsdp})
            if (st != s.parallel.strategy)
                k.strategies.push_back({st, Offload::None});
        k.strategies.push_back({Strategy::Zero3, Offload::Optimizer});
    } else if (s.model.trainableParams > 1e8) {
        k.strategies.push_back({Strategy::Zero2, Offload::Optimizer}); // ZeRO-Offload works on one GPU
    }
    k.cachedFeatures = {s.run.cachedFeatures};
    if (!s.run.cachedFeatures && hasFrozenBackbone(s))
        k.cachedFeatures.push_back(true);
    k.ema = {s.run.ema};
    if (s.run.ema)
        k.ema.push_back(false);
    return k;
}

struct HostKnobs {
    std::vector<int> workers;
    std::vector<int> prefetch;
    std::vector<bool> pin;
    std::vector<CacheScope> scopes;
};

HostKnobs hostKnobs(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    HostKnobs k;
    k.workers = {s.loader.workers};
    for (int w : {8, 4, 2, 1})
        if (w < s.loader.workers)
            k.workers.push_back(w);
    k.prefetch = {s.loader.prefetch};
    if (s.loader.prefetch > 1 && s.loader.workers > 0)
        k.prefetch.push_back(1);
    k.pin = {s.loader.pinMemory};
    if (s.loader.pinMemory)
        k.pin.push_back(false);
    k.scopes = {s.data.cacheScope};
    if (s.data.cache != CacheMode::Off && s.data.cacheScope == CacheScope::PerWorker)
        k.scopes.push_back(CacheScope::Shared);
    return k;
}

} // namespace

AdviceResult advise(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c, const AdviseOptions &options)
{
    AdviceResult out;
    Search search(setup, c);
    out.current = search.baseReport();
    out.stepSeconds = search.baseStep();
    const TrainingSetup &s = setup.setup;
    const long long effective = s.effectiveBatch();
    const long long perGpu = static_cast<long long>(s.run.microBatch) * s.run.gradAccum;

    // 1. GPU-side knobs, host knobs as they are: every combination (a few thousand estimates).
    const VramKnobs vk = vramKnobs(setup);
    std::vector<Candidate> vramFits;
    ResolvedSetup r = setup;
    for (int mb : vk.microBatches)
        for (Precision p : vk.precisions)
            for (Checkpointing gc : vk.checkpointing)
                for (int rank : vk.ranks)
                    for (Optimizer o : vk.optimizers)
                        for (const auto &[st, off] : vk.strategies)
                            for (bool cf : vk.cachedFeatures)
                                for (bool ema : vk.ema) {
                                    r.setup.run.microBatch = mb;
                                    r.setup.run.gradAccum = static_cast<int>(perGpu / mb);
                                    r.setup.run.precision = p;
                                    r.setup.run.gradCheckpointing = gc;
                                    if (rank != s.run.loraRank && setup.arch.valid()) {
                                        r.setup.model.trainableParams = s.model.trainableParams * rank / s.run.loraRank;
                                    } else {
                                        r.setup.model.trainableParams = s.model.trainableParams;
                                    }
                                    r.setup.run.loraRank = rank;
                                    r.setup.run.optimizer = o;
                                    r.setup.parallel.strategy = st;
                                    r.setup.parallel.offload = off;
                                    r.setup.run.cachedFeatures = cf;
                                    r.setup.run.ema = ema;
                                    const MemoryReport rep = estimate(r, c);
                                    if (rep.vramVerdict == Verdict::Fits)
                                        vramFits.push_back(search.evaluate(r));
                                }
    // Keep the fastest, least-changing GPU-side candidates for the host pass.
    auto score = [&](const Candidate &x) { return x.step / std::max(1e-9, search.baseStep()) + 0.04 * x.changeCost; };
    std::sort(vramFits.begin(), vramFits.end(), [&](const Candidate &a, const Candidate &b) { return score(a) < score(b); });
    if (vramFits.size() > 40)
        vramFits.resize(40);

    // 2. Host knobs on top of each, only where the host does not fit as it is.
    std::vector<Candidate> fits;
    for (const Candidate &v : vramFits) {
        if (fitsWithMargin(v.rep)) {
            fits.push_back(v);
            continue;
        }
        const HostKnobs hk = hostKnobs(v.r);
        ResolvedSetup h = v.r;
        for (int w : hk.workers)
            for (int pf : hk.prefetch)
                for (bool pin : hk.pin)
                    for (CacheScope scope : hk.scopes) {
                        h.setup.loader.workers = w;
                        h.setup.loader.prefetch = pf;
                        h.setup.loader.pinMemory = pin;
                        h.setup.loader.persistent = pf != s.loader.prefetch ? true : v.r.setup.loader.persistent;
                        h.setup.data.cache = s.data.cache;
                        h.setup.data.cacheGib = s.data.cacheGib;
                        h.setup.data.cacheScope = scope;
                        MemoryReport rep = estimate(h, c);
                        // A cache too big for this many copies: cap it at what fits, with a margin.
                        if (!fitsWithMargin(rep) && s.data.cache != CacheMode::Off && rep.cacheCapThatFits > 0) {
                            const double cap = std::floor(rep.cacheCapThatFits / kGiB * 0.9);
                            if (cap >= 1) {
                                h.setup.data.cache = CacheMode::Lru;
                                h.setup.data.cacheGib = cap;
                                rep = estimate(h, c);
                            }
                        }
                        if (fitsWithMargin(rep))
                            fits.push_back(search.evaluate(h));
                    }
    }

    // 3. Last resort: smaller inputs (they change the task), then a bigger GPU.
    if (fits.empty()) {
        ResolvedSetup d = setup;
        for (int i = 0; i < 3 && fits.empty(); ++i) {
            if (d.setup.model.kind == ModelKind::Decoder || d.setup.model.kind == ModelKind::Encoder ||
                d.setup.model.kind == ModelKind::EncoderDecoder)
                d.setup.data.seqLen = std::max(128, d.setup.data.seqLen / 2);
            if (d.setup.data.frames > 1)
                d.setup.data.frames /= 2;
            if (d.setup.data.points > 1024)
                d.setup.data.points /= 2;
            if (d.setup.data.imageHeight > 64) {
                d.setup.data.imageHeight /= 2;
                d.setup.data.imageWidth /= 2;
            }
            for (int mb : divisors(perGpu)) {
                d.setup.run.microBatch = mb;
                d.setup.run.gradAccum = static_cast<int>(perGpu / mb);
                d.setup.run.gradCheckpointing = setup.arch.valid() ? Checkpointing::Full : s.run.gradCheckpointing;
                const Candidate cand = search.evaluate(d);
                if (fitsWithMargin(cand.rep))
                    fits.push_back(cand);
            }
        }
    }
    if (options.searchGpus || fits.empty()) {
        std::vector<const GpuSpec *> bigger;
        for (const GpuSpec &g : catalog.gpus())
            if (g.usableBytes() > (setup.gpu ? setup.gpu->usableBytes() : 0) && g.vendor == (setup.gpu ? setup.gpu->vendor : g.vendor))
                bigger.push_back(&g);
        std::sort(bigger.begin(), bigger.end(), [](const GpuSpec *a, const GpuSpec *b) { return a->usableBytes() < b->usableBytes(); });
        ResolvedSetup g = setup;
        for (const GpuSpec *gpu : bigger) {
            g.gpu = gpu;
            g.setup.hardware.gpu = gpu->id;
            const Candidate cand = search.evaluate(g);
            if (fitsWithMargin(cand.rep)) {
                fits.push_back(cand);
                break;
            }
        }
    }

    // Rank: expected step time against the current setup, then how little changes.
    std::sort(fits.begin(), fits.end(), [&](const Candidate &a, const Candidate &b) { return score(a) < score(b); });
    // A candidate that only adds changes to an accepted one without being faster says nothing new.
    std::vector<std::set<std::string>> accepted;
    for (const Candidate &f : fits) {
        Recommendation rec;
        rec.changes = diff(s, f.r.setup);
        if (rec.changes.empty())
            continue; // the setup as it is
        // When the setup already fits, only what makes it faster is worth a change.
        if (fitsWithMargin(out.current) && f.step >= 0.97 * search.baseStep())
            continue;
        std::set<std::string> keys;
        for (const FieldChange &ch : rec.changes)
            keys.insert(ch.field + "=" + ch.to);
        const double ratio = search.baseStep() > 0 ? f.step / search.baseStep() : 1;
        bool redundant = false;
        for (size_t i = 0; i < accepted.size() && !redundant; ++i)
            redundant = std::includes(keys.begin(), keys.end(), accepted[i].begin(), accepted[i].end()) &&
                        out.recommendations[i].stepTimeRatio <= ratio * 1.01;
        if (redundant)
            continue;
        accepted.push_back(keys);
        rec.report = f.rep;
        rec.stepTimeRatio = search.baseStep() > 0 ? f.step / search.baseStep() : 1;
        rec.effectiveBatch = f.r.setup.effectiveBatch();
        rec.keepsEffectiveBatch = rec.effectiveBatch == effective;
        for (const FieldChange &ch : rec.changes)
            rec.adviceIds.push_back(ch.field);
        out.recommendations.push_back(rec);
        if (static_cast<int>(out.recommendations.size()) >= options.maxRecommendations)
            break;
    }
    out.advice = adviceFor(setup, catalog, c, out.current, search.baseStep());
    return out;
}

void applyChanges(TrainingSetup &setup, const std::vector<FieldChange> &changes)
{
    Source src;
    src.kind = Source::Kind::Set;
    src.keyPath = "advice";
    for (const FieldChange &ch : changes)
        setField(setup, ch.field, ch.to, src);
}

} // namespace headroom
