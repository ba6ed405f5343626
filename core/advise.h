#pragma once
// The advisor: which configurations near the user's fit both VRAM and host RAM, what each
// costs in step time, and the advice codes (with numbers) that explain them.

#include "catalog.h"
#include "coefficients.h"
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
    std::vector<std::pair<std::string, std::string>> changes; // canonical field → new value, if any
};

// A field change of a recommendation.
struct FieldChange {
    std::string field; // canonical name
    std::string from, to;
};

struct Recommendation {
    std::vector<FieldChange> changes;
    MemoryReport report;
    double stepTimeRatio = 1; // expected step time against the current setup's
    long long effectiveBatch = 0;
    bool keepsEffectiveBatch = true;
    std::vector<std::string> adviceIds;
};

struct AdviceResult {
    MemoryReport current;
    double stepSeconds = 0;                     // expected step time of the current setup
    std::vector<AdviceItem> advice;             // ordered by what it saves
    std::vector<Recommendation> recommendations; // ranked best first; all fit
};

struct AdviseOptions {
    int maxRecommendations = 8;
    bool searchGpus = false; // also try other GPU types from the catalog
};

// Searches the knobs around `setup` and returns the advice and ranked recommendations.
AdviceResult advise(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c,
                    const AdviseOptions &options = {});

// The advice codes that apply to `setup`, ordered by what they save (advicecodes.cpp).
std::vector<AdviceItem> adviceFor(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c,
                                  const MemoryReport &current, double baseStep);

// Applies a recommendation's changes to a setup (the window's Apply button, `advise --out`).
void applyChanges(TrainingSetup &setup, const std::vector<FieldChange> &changes);

} // namespace headroom
