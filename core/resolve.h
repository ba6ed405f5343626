#pragma once
// Completing a TrainingSetup: the preset it names, the GPU it runs on, the fields that
// follow from others (trainable parameters, accumulation from a global batch, host RAM).

#include "catalog.h"
#include "diagnostic.h"
#include "setup.h"

#include <memory>

namespace headroom {

struct ResolvedSetup {
    TrainingSetup setup;             // with derived fields filled in and their sources recorded
    const ModelPreset *preset = nullptr;
    std::shared_ptr<const ModelPreset> cardPreset; // the model card's entry, when model.card names one
    const GpuSpec *gpu = nullptr;
    Architecture arch;               // the preset's, overridden by stated model.* fields
    unsigned loraTargets = 0;
    double hostRamBytes = 0;
};

// Resolves `in` against the catalogs. Returns false (with errors) when the setup cannot be
// estimated: no model, an unknown GPU, inconsistent numbers. Warnings do not stop it.
bool resolveSetup(const TrainingSetup &in, const Catalog &catalog, ResolvedSetup &out, Diagnostics &diags);

// Total RAM of the machine Headroom runs on, in bytes (0 if it cannot be read).
double thisMachineRamBytes();

} // namespace headroom
