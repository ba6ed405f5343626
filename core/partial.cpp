#include "partial.h"

#include "estimate.h"

#include <algorithm>

namespace headroom {

namespace {

bool isModelError(const Diagnostic &d)
{
    return d.severity == Diagnostic::Severity::Error && (d.code == "model.unknown" || d.code == "model.missing");
}

} // namespace

bool componentNeedsModel(VramComponent c)
{
    switch (c) {
    case VramComponent::Batch:
    case VramComponent::CudaContext:
    case VramComponent::Workspace:
        return false;
    default:
        return true;
    }
}

bool onlyModelIsMissing(const Diagnostics &diags)
{
    bool model = false;
    for (const Diagnostic &d : diags) {
        if (isModelError(d))
            model = true;
        else if (d.severity == Diagnostic::Severity::Error)
            return false;
    }
    return model;
}

bool estimateWithoutModel(const TrainingSetup &in, const Catalog &catalog, const Coefficients &coefficients,
                          ResolvedSetup &out, MemoryReport &report, Diagnostics &diags)
{
    // Resolve a model of no size: everything the model does not decide resolves as usual.
    TrainingSetup probe = in;
    probe.model.name.clear();
    probe.model.preset.clear();
    probe.model.candidates.clear();
    probe.model.params = 0;
    Source none;
    none.kind = Source::Kind::Derived;
    none.note = "unknown_model";
    probe.sources["model.params"] = none;
    if (!in.isStated("model.kind"))
        probe.model.kind = ModelKind::Generic;
    Diagnostics local;
    ResolvedSetup resolved;
    const bool ok = resolveSetup(probe, catalog, resolved, local);
    for (const Diagnostic &d : local)
        if (d.code != "lora.no_architecture" && d.code.rfind("model.", 0) != 0)
            diags.push_back(d);
    if (!ok)
        return false;

    report = estimate(resolved, coefficients);
    report.vramKnown = false;
    for (size_t i = 0; i < kVramComponents; ++i)
        if (componentNeedsModel(static_cast<VramComponent>(i)))
            report.vram[i] = 0;
    report.vramAllocated = report.vramReserved = report.vramTotal = 0;
    report.vramVerdict = Verdict::Fits; // not a verdict: vramKnown says there is none
    report.verdict = report.hostVerdict;

    // The model fields stay as the file gave them: nothing about the model was decided here.
    resolved.setup.model = in.model;
    for (const char *field : {"model.params", "model.trainable_params", "model.preset", "model.kind", "model.layers",
                              "model.hidden", "model.heads", "model.kv_heads", "model.ffn", "model.vocab",
                              "model.head_dim", "model.experts", "model.experts_active", "model.expert_ffn",
                              "model.shared_expert_ffn", "model.dense_layers"}) {
        if (const auto it = in.sources.find(field); it != in.sources.end())
            resolved.setup.sources[field] = it->second;
        else
            resolved.setup.sources.erase(field);
    }
    // Resolving the real setup names the model from the file's candidates and says what is missing.
    ResolvedSetup named;
    Diagnostics ignored;
    resolveSetup(in, catalog, named, ignored);
    resolved.setup.model.name = named.setup.model.name;
    if (const auto it = named.setup.sources.find("model.name"); it != named.setup.sources.end())
        resolved.setup.sources["model.name"] = it->second;
    resolved.match = named.match;
    resolved.missing = named.missing;
    if (resolved.missing.empty()) {
        resolved.missing = {"model.params"};
        if (!in.isStated("model.kind"))
            resolved.missing.push_back("model.kind");
    }
    out = std::move(resolved);
    return true;
}

bool estimateSetup(const TrainingSetup &in, const Catalog &catalog, const Coefficients &coefficients,
                   ResolvedSetup &out, MemoryReport &report, Diagnostics &diags, bool &partial)
{
    partial = false;
    Diagnostics local;
    if (resolveSetup(in, catalog, out, local)) {
        // A global batch divided again for this run's GPU count: what the reader said of the
        // file's own count no longer holds.
        const auto redivided = [&](const Diagnostic &d) {
            return d.code == "generic.global_batch_converted" &&
                   std::any_of(local.begin(), local.end(), [&](const Diagnostic &l) { return l.code == d.code; });
        };
        diags.erase(std::remove_if(diags.begin(), diags.end(), redivided), diags.end());
        diags.insert(diags.end(), local.begin(), local.end());
        report = estimate(out, coefficients);
        return true;
    }
    if (!onlyModelIsMissing(local)) {
        diags.insert(diags.end(), local.begin(), local.end());
        return false;
    }
    // The model is what is missing: say so as a warning and estimate the rest.
    for (Diagnostic d : local) {
        if (isModelError(d))
            d.severity = Diagnostic::Severity::Warning;
        diags.push_back(std::move(d));
    }
    partial = true;
    return estimateWithoutModel(in, catalog, coefficients, out, report, diags);
}

} // namespace headroom
