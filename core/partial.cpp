#include "partial.h"

#include "estimate.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace headroom {

namespace {

bool isModelError(const Diagnostic &d)
{
    return d.severity == Diagnostic::Severity::Error && (d.code == "model.unknown" || d.code == "model.missing");
}

// What AutoBatch's profile measures at `batch`: the model's forward and backward alone, under the
// run's autocast, as memory_reserved (weights, gradients, activations, no optimizer states), in bytes.
double profiledAt(const ResolvedSetup &r, const Coefficients &c, int batch)
{
    ResolvedSetup probe = r;
    probe.setup.run.microBatch = batch;
    const MemoryReport rep = estimate(probe, c);
    double bytes = rep.vramReserved;
    for (VramComponent v : {VramComponent::Optimizer, VramComponent::MasterWeights, VramComponent::Ema})
        bytes -= rep.vram[static_cast<size_t>(v)];
    // (its profile runs the model and `y.sum().backward()`, no loss: no target assignment)
    bytes -= rep.taskAlignedOnGpu * (1 + allocatorReserveFraction(r.setup, c));
    return bytes;
}

// Ultralytics' AutoBatch (ultralytics/utils/autobatch.py, engine/trainer.py). On one GPU it
// profiles the model's forward and backward under autocast at a few batch sizes, fits the memory
// against the batch, and takes the batch where the fit meets `share` of the free memory (total
// less what the trainer's model holds, reserved and allocated), kept within 1..1024, else its
// default 16. On several GPUs it refuses ("'batch<1' for AutoBatch is incompatible with
// Multi-GPU training") and trains a batch of 16 split over them. The profile is monotonic in
// the batch, so the batch it meets is found by bisection over the estimate itself.
void solveAutoBatch(ResolvedSetup &r, const Coefficients &c, Diagnostics &diags)
{
    TrainingSetup &s = r.setup;
    if (s.run.autoBatch <= 0 || s.isStated("run.micro_batch") || s.isStated("run.global_batch"))
        return;
    const int gpus = std::max(1, s.parallel.gpus) * std::max(1, s.parallel.nodes);
    int batch = 16;
    if (gpus == 1 && r.gpu) {
        const double weights = estimate(r, c).vram[static_cast<size_t>(VramComponent::Weights)];
        const double target = s.run.autoBatch * std::max(0.0, r.gpu->usableBytes() - 2 * weights);
        int lo = 0, hi = 1025; // profiledAt(lo) fits, profiledAt(hi) does not
        while (hi - lo > 1) {
            const int mid = (lo + hi) / 2;
            (profiledAt(r, c, mid) <= target ? lo : hi) = mid;
        }
        if (lo >= 1 && lo <= 1024)
            batch = lo;
    }
    const int perGpu = std::max(1, batch / gpus);
    s.run.microBatch = perGpu;
    s.run.globalBatch = static_cast<long long>(perGpu) * gpus;
    Source src;
    src.kind = Source::Kind::Derived;
    src.note = "auto_batch";
    s.sources["run.micro_batch"] = src;
    // (the reader's "chosen at run time, left at the default" no longer holds: it is chosen here)
    diags.erase(std::remove_if(diags.begin(), diags.end(),
                               [](const Diagnostic &d) {
                                   return d.code == "dialect.run_time_value" && d.args.size() > 1 && d.args[1] == "run.global_batch";
                               }),
                diags.end());
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.code = gpus > 1 ? "run.auto_batch_multi_gpu" : "run.auto_batch_chosen";
    d.args = {std::to_string(batch), std::to_string(static_cast<int>(std::lround(s.run.autoBatch * 100)))};
    diags.push_back(std::move(d));
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
        solveAutoBatch(out, coefficients, diags);
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
