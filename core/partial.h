#pragma once
// An estimate for a model Headroom cannot identify. Host RAM does not need the model
// (workers, prefetch, pinned buffers, caches, processes), nor do some GPU components (the
// CUDA context, library workspaces, the input batch); those are computed, and every
// component that needs the model's size is left unknown rather than guessed.

#include "coefficients.h"
#include "report.h"
#include "resolve.h"

namespace headroom {

// Whether a GPU component's size follows from the model (weights, optimizer, activations, …).
bool componentNeedsModel(VramComponent c);

// Whether `diags` stop resolving only because the model is not identified.
bool onlyModelIsMissing(const Diagnostics &diags);

// Estimates `in` without its model. Returns false (with errors) when anything else stops the
// estimate (an unknown GPU, inconsistent numbers). On success `out.missing` lists the fields
// that would complete it and `report.vramKnown` is false; `out.setup` is `in` as resolved,
// with its model fields as the file gave them.
bool estimateWithoutModel(const TrainingSetup &in, const Catalog &catalog, const Coefficients &coefficients,
                          ResolvedSetup &out, MemoryReport &report, Diagnostics &diags);

// Resolves and estimates `in`: in full when the model is identified (or described), else
// without it. Returns false only when neither is possible; `partial` says which it was.
bool estimateSetup(const TrainingSetup &in, const Catalog &catalog, const Coefficients &coefficients,
                   ResolvedSetup &out, MemoryReport &report, Diagnostics &diags, bool &partial);

} // namespace headroom
