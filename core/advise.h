#pragma once
// The advisor: the fewest changes that make the short resource fit (docs/advice.md), what each
// costs in step time, what else is worth doing once it fits, and the advice codes (with
// numbers) that explain them.

#include "catalog.h"
#include "coefficients.h"
#include "fields.h"
#include "report.h"
#include "resolve.h"

#include <string>
#include <vector>

namespace headroom {

// One piece of guidance that applies to this setup. `id` is a stable code (docs/cli.md's
// `advice` list: {id, saves_bytes, slowdown}); text/ turns it and its args into a sentence.
struct AdviceItem {
    std::string id;
    double savesBytes = 0; // VRAM per GPU, or host RAM for host advice (see `host`)
    double slowdown = 0;   // expected step-time increase as a fraction (0.2 = 20 % slower); <0 faster
    bool dataBound = false; // after the change, loading the data sets the pace of a step, not the GPU
    bool host = false;     // the bytes are host RAM
    std::vector<std::string> args; // numbers and names the sentence uses, in the id's documented order
    std::vector<FieldChange> changes; // the fields it would change, if any
};

// A fix (the smallest set of changes that makes the short resource fit), or an "also worth
// it" change applied on top of the best fix.
struct Recommendation {
    std::vector<FieldChange> changes;
    MemoryReport report;
    double stepTimeRatio = 1; // expected step time against the current setup's (also-worth-it: the best fix's)
    long long effectiveBatch = 0;
    bool keepsEffectiveBatch = true;
    bool dataBound = false;    // after the change, loading the data sets the pace of a step
    double vramSavedBytes = 0; // per GPU, against the setup it starts from (<0: uses more)
    double hostSavedBytes = 0; // per machine, likewise
    std::vector<std::string> adviceIds;
};

struct AdviceResult {
    MemoryReport current;
    double stepSeconds = 0;                     // expected step time of the current setup
    bool dataBound = false;                     // loading the data sets the pace of the current setup
    std::vector<AdviceItem> advice;             // ordered by what it saves
    std::vector<Recommendation> recommendations; // fixes, ranked best first; all fit (tight where nothing fits)
    std::vector<Recommendation> alsoWorthIt;    // speed-ups and the other resource's savings, on top of the best fix
};

struct AdviseOptions {
    int maxRecommendations = 8;
    bool searchGpus = false; // also try other GPU types from the catalog
};

// Searches the knobs around `setup` and returns the advice and ranked recommendations.
AdviceResult advise(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c,
                    const AdviseOptions &options = {});

// The advice codes that apply to `setup`, ordered by what they save (advicecodes.cpp).
// `best`, where given, is the top fix: notes compare the user's own choices with it.
std::vector<AdviceItem> adviceFor(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c,
                                  const MemoryReport &current, double baseStep, const Recommendation *best = nullptr);

// Applies a recommendation's changes to a setup (the window's Apply button, `advise --out`).
void applyChanges(TrainingSetup &setup, const std::vector<FieldChange> &changes);

} // namespace headroom
