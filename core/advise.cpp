#include "advise.h"

#include "advicemoves.h"
#include "estimate.h"
#include "fields.h"
#include "steptime.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

// The fields a recommendation may change, in the order they are listed.
constexpr const char *kFields[] = {"run.micro_batch", "run.grad_accum", "run.precision", "run.grad_checkpointing",
                                   "run.lora_rank", "run.optimizer", "run.ema", "run.cached_features", "run.expandable_segments",
                                   "parallel.gpus", "parallel.strategy", "parallel.offload", "loader.workers",
                                   "loader.prefetch", "loader.pin_memory", "loader.persistent", "data.cache",
                                   "data.cache_gib", "data.cache_scope", "data.seq_len", "data.image_size",
                                   "data.frames", "data.points", "hardware.gpu"};

std::vector<FieldChange> diff(const TrainingSetup &from, const TrainingSetup &to)
{
    std::vector<FieldChange> out;
    for (const char *f : kFields) {
        const std::string a = fieldValue(from, f), b = fieldValue(to, f);
        if (a != b)
            out.push_back({f, a, b});
    }
    return out;
}

bool atLeast(Verdict v, Verdict want) { return static_cast<int>(v) <= static_cast<int>(want); }

// One evaluated combination of moves.
struct Candidate {
    ResolvedSetup r;
    MemoryReport rep;
    StepTime st;
    double weight = 0; // summed unusualness of its moves
    std::vector<size_t> moves;
};

// Applies combinations of moves to a starting setup and prices them.
class Trial {
public:
    Trial(const ResolvedSetup &start, const Catalog &catalog, const Coefficients &c)
        : m_start(start)
        , m_catalog(catalog)
        , m_c(c)
        , m_step(stepTime(start, c).totalSeconds)
        , m_rep(estimate(start, c))
    {
    }

    // The setup with `moves` applied, if it reaches `want` (a cache cap is chosen last).
    bool run(const std::vector<const Move *> &moves, Verdict want, Candidate &out) const
    {
        out.r = m_start;
        bool caps = false;
        out.weight = 0;
        for (const Move *m : moves) {
            m->apply(out.r.setup);
            caps = caps || m->capsCache;
            out.weight += m->weight;
        }
        if (out.r.setup.hardware.gpu != m_start.setup.hardware.gpu)
            out.r.gpu = m_catalog.findGpu(out.r.setup.hardware.gpu);
        if (caps) {
            if (!capCache(out.r, m_c, want, &out.rep))
                return false;
        } else {
            out.rep = estimate(out.r, m_c);
            if (!atLeast(out.rep.verdict, want))
                return false;
        }
        out.st = stepTime(out.r, m_c);
        return true;
    }

    double ratio(const Candidate &x) const { return m_step > 0 ? x.st.totalSeconds / m_step : 1; }
    const ResolvedSetup &start() const { return m_start; }
    double step() const { return m_step; }
    const MemoryReport &report() const { return m_rep; }

private:
    const ResolvedSetup &m_start;
    const Catalog &m_catalog;
    const Coefficients &m_c;
    double m_step;
    MemoryReport m_rep;
};

// What a fix costs the user: the step time it leads to, the effective batch it changes, how
// unusual its changes are, and, a little, how many there are.
double fixCost(const Trial &t, const Candidate &x)
{
    const TrainingSetup &from = t.start().setup, &to = x.r.setup;
    const bool keeps = to.effectiveBatch() == from.effectiveBatch();
    // Where loading sets the pace a smaller micro batch costs no time; the larger still changes less.
    const double batchShrink = std::log2(std::max(1.0, static_cast<double>(from.run.microBatch) / std::max(1, to.run.microBatch)));
    return t.ratio(x) + (keeps ? 0 : 0.25) + 0.03 * x.weight + 0.02 * (static_cast<double>(x.moves.size()) - 1) +
           0.005 * batchShrink;
}

// The knobs a fix turns, e.g. "batch+workers": of fixes that turn the same knobs only the
// cheapest is shown (micro batch 16 and micro batch 8 are one suggestion, not two).
std::string knobsOf(const Candidate &x, const std::vector<Move> &moves)
{
    std::string out;
    for (size_t i : x.moves)
        out += moves[i].knob + "+";
    return out;
}

bool containsFix(const std::vector<size_t> &combo, const std::vector<std::vector<size_t>> &fixes)
{
    for (const auto &f : fixes)
        if (std::includes(combo.begin(), combo.end(), f.begin(), f.end()))
            return true;
    return false;
}

// Every minimal combination (no change can be left out) of up to three moves on distinct
// knobs that reaches `want`. Triples come from the ten moves that relieve the most.
std::vector<Candidate> minimalFixes(const Trial &t, const std::vector<Move> &moves, Verdict want, const Coefficients &c)
{
    std::vector<Candidate> fixes;
    std::vector<std::vector<size_t>> found;
    std::vector<std::pair<double, size_t>> relief; // total bytes over capacity after the move alone
    auto tryCombo = [&](const std::vector<size_t> &combo) {
        if (containsFix(combo, found))
            return;
        std::vector<const Move *> ms;
        for (size_t i : combo)
            ms.push_back(&moves[i]);
        Candidate cand;
        if (t.run(ms, want, cand)) {
            cand.moves = combo;
            found.push_back(combo);
            fixes.push_back(std::move(cand));
        }
    };
    for (size_t i = 0; i < moves.size(); ++i) {
        tryCombo({i});
        ResolvedSetup r = t.start();
        moves[i].apply(r.setup);
        const MemoryReport rep = estimate(r, c);
        relief.push_back({rep.vramTotal / std::max(1.0, rep.vramCapacity) + rep.hostTotal / std::max(1.0, rep.hostCapacity), i});
    }
    for (size_t i = 0; i < moves.size(); ++i)
        for (size_t j = i + 1; j < moves.size(); ++j)
            if (moves[i].knob != moves[j].knob)
                tryCombo({i, j});
    std::sort(relief.begin(), relief.end());
    std::vector<size_t> top;
    for (size_t k = 0; k < relief.size() && top.size() < 10; ++k)
        top.push_back(relief[k].second);
    std::sort(top.begin(), top.end());
    for (size_t a = 0; a < top.size(); ++a)
        for (size_t b = a + 1; b < top.size(); ++b)
            for (size_t d = b + 1; d < top.size(); ++d) {
                const Move &x = moves[top[a]], &y = moves[top[b]], &z = moves[top[d]];
                if (x.knob != y.knob && x.knob != z.knob && y.knob != z.knob)
                    tryCombo({top[a], top[b], top[d]});
            }
    return fixes;
}

Recommendation recommendation(const Trial &t, const Candidate &x)
{
    Recommendation rec;
    const TrainingSetup &from = t.start().setup;
    rec.changes = diff(from, x.r.setup);
    rec.report = x.rep;
    rec.stepTimeRatio = t.ratio(x);
    rec.effectiveBatch = x.r.setup.effectiveBatch();
    rec.keepsEffectiveBatch = rec.effectiveBatch == from.effectiveBatch();
    rec.dataBound = x.st.dataBound;
    const MemoryReport &base = t.report();
    rec.vramSavedBytes = base.vramTotal - x.rep.vramTotal;
    rec.hostSavedBytes = base.hostTotal - x.rep.hostTotal;
    for (const FieldChange &ch : rec.changes)
        rec.adviceIds.push_back(ch.field);
    return rec;
}

// The moves that relieve what is short: GPU memory, host RAM or both.
std::vector<Move> fixMoves(const ResolvedSetup &setup, const MemoryReport &current, const std::vector<const GpuSpec *> &bigger,
                           bool lastResort)
{
    std::vector<Move> moves;
    const bool vram = current.vramVerdict != Verdict::Fits, host = current.hostVerdict != Verdict::Fits;
    if (vram)
        for (Move &m : vramMoves(setup, bigger))
            if (lastResort || m.role != MoveRole::LastResort)
                moves.push_back(std::move(m));
    if (host)
        for (Move &m : hostMoves(setup))
            if (!(vram && m.knob == "batch")) // the GPU's batch moves already cover it
                moves.push_back(std::move(m));
    return moves;
}

std::vector<const GpuSpec *> biggerGpus(const ResolvedSetup &setup, const Catalog &catalog)
{
    std::vector<const GpuSpec *> bigger;
    for (const GpuSpec &g : catalog.gpus())
        if (setup.gpu && g.usableBytes() > setup.gpu->usableBytes() && g.vendor == setup.gpu->vendor)
            bigger.push_back(&g);
    std::sort(bigger.begin(), bigger.end(), [](const GpuSpec *a, const GpuSpec *b) { return a->usableBytes() < b->usableBytes(); });
    if (bigger.size() > 3)
        bigger.resize(3);
    return bigger;
}

// The fixes, ranked by what they cost: first with the usual knobs, then (only where none
// fits) with smaller inputs and a bigger GPU; tight where nothing fits.
std::vector<Candidate> rankedFixes(const Trial &t, const Catalog &catalog, const Coefficients &c, const MemoryReport &current,
                                   const AdviseOptions &options)
{
    const std::vector<const GpuSpec *> bigger = biggerGpus(t.start(), catalog);
    std::vector<Candidate> fixes;
    std::vector<Move> moves;
    for (const bool lastResort : {options.searchGpus, true})
        for (const Verdict want : {Verdict::Fits, Verdict::Tight}) {
            if (!fixes.empty())
                continue;
            moves = fixMoves(t.start(), current, bigger, lastResort);
            fixes = minimalFixes(t, moves, want, c);
        }
    std::stable_sort(fixes.begin(), fixes.end(), [&](const Candidate &a, const Candidate &b) { return fixCost(t, a) < fixCost(t, b); });
    std::vector<Candidate> out;
    std::vector<std::string> seen;
    for (Candidate &f : fixes) {
        const std::string knobs = knobsOf(f, moves);
        if (std::find(seen.begin(), seen.end(), knobs) != seen.end())
            continue;
        seen.push_back(knobs);
        out.push_back(std::move(f));
        if (static_cast<int>(out.size()) >= options.maxRecommendations)
            break;
    }
    return out;
}

// On top of the best fix (or the setup, where it fits): single changes that make a step at
// least 3 % faster, or at no real cost give back a tenth of a resource that is still more than
// 70 % full; the best per knob.
std::vector<Recommendation> alsoWorthIt(const ResolvedSetup &start, const Catalog &catalog, const Coefficients &c,
                                        const std::vector<FieldChange> &fixed)
{
    const Trial t(start, catalog, c);
    const MemoryReport base = estimate(start, c);
    const bool dataBound = stepTime(start, c).dataBound;
    std::vector<Move> moves = speedMoves(start, dataBound);
    // A smaller micro batch only to give memory back is not worth it once the setup fits.
    for (Move &m : vramMoves(start, {}))
        if (m.role != MoveRole::LastResort && m.knob != "batch")
            moves.push_back(std::move(m));
    for (Move &m : hostMoves(start))
        if (m.knob != "batch")
            moves.push_back(std::move(m));
    std::vector<std::pair<std::string, Candidate>> best; // knob → its best candidate
    for (size_t i = 0; i < moves.size(); ++i) {
        Candidate cand;
        if (!t.run({&moves[i]}, base.verdict, cand))
            continue;
        const double ratio = t.ratio(cand);
        const bool faster = ratio <= 0.97;
        auto gives = [](double before, double after, double capacity) {
            return before >= 0.7 * capacity && before - after >= 0.1 * capacity;
        };
        const bool saves = ratio <= 1.03 && (gives(base.vramTotal, cand.rep.vramTotal, base.vramCapacity) ||
                                             gives(base.hostTotal, cand.rep.hostTotal, base.hostCapacity));
        const bool touchesFix = std::any_of(fixed.begin(), fixed.end(), [&](const FieldChange &f) {
            return fieldValue(start.setup, f.field) != fieldValue(cand.r.setup, f.field);
        });
        if ((!faster && !saves) || touchesFix)
            continue;
        auto it = std::find_if(best.begin(), best.end(), [&](const auto &b) { return b.first == moves[i].knob; });
        if (it == best.end())
            best.push_back({moves[i].knob, cand});
        else if (ratio < t.ratio(it->second))
            it->second = cand;
    }
    std::sort(best.begin(), best.end(), [&](const auto &a, const auto &b) { return t.ratio(a.second) < t.ratio(b.second); });
    std::vector<Recommendation> out;
    for (const auto &[knob, cand] : best)
        if (out.size() < 5)
            out.push_back(recommendation(t, cand));
    return out;
}

} // namespace

AdviceResult advise(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c, const AdviseOptions &options)
{
    AdviceResult out;
    const Trial t(setup, catalog, c);
    out.current = estimate(setup, c);
    const StepTime st = stepTime(setup, c);
    out.stepSeconds = st.totalSeconds;
    out.dataBound = st.dataBound;
    std::vector<Candidate> fixes;
    if (out.current.verdict != Verdict::Fits)
        fixes = rankedFixes(t, catalog, c, out.current, options);
    for (const Candidate &f : fixes)
        out.recommendations.push_back(recommendation(t, f));
    const Recommendation *best = out.recommendations.empty() ? nullptr : &out.recommendations.front();
    // Speed-ups of a setup that does not run say little: only on top of a fix that fits.
    if (best ? best->report.verdict == Verdict::Fits : out.current.verdict == Verdict::Fits)
        out.alsoWorthIt = alsoWorthIt(best ? fixes.front().r : setup, catalog, c, best ? best->changes : std::vector<FieldChange>{});
    out.advice = adviceFor(setup, catalog, c, out.current, out.stepSeconds, best);
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
