#pragma once
// The estimator: a resolved setup in, a MemoryReport out. Pure arithmetic on the setup,
// the catalogs' figures and the coefficients; no allocation on the hot path beyond the report.

#include "coefficients.h"
#include "report.h"
#include "resolve.h"

namespace headroom {

// Estimates GPU memory per GPU and host RAM per machine.
MemoryReport estimate(const ResolvedSetup &setup, const Coefficients &coefficients);

// Tokens one sample puts through the model (text plus image tokens, or a ViT's patches); with
// `visionPatches`, also the patches a vision-language model's tower sees.
double estimateTokensPerSample(const ResolvedSetup &setup, double *visionPatches = nullptr);

// What PyTorch's caching allocator reserves beyond the allocated peak, as a fraction of it:
// allocator_reserve_fraction, or allocator_reserve_fraction_expandable under expandable segments.
double allocatorReserveFraction(const TrainingSetup &setup, const Coefficients &coefficients);

// Activation bytes one transformer layer saves for backward, per token (exposed for tests).
struct LayerActivation {
    double perToken = 0;       // bytes per token, independent of sequence length
    double perTokenPerSeq = 0; // bytes per token per token of context (eager attention scores)
};
LayerActivation transformerLayerActivation(const Architecture &arch, const ResolvedSetup &r,
                                           const Coefficients &c, bool trainable, unsigned loraTargets);

} // namespace headroom
