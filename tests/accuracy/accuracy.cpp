// headroom-accuracy: estimates every scored case of the reference set and compares the
// estimate with what the case measured. Prints a table, the median and 90th-percentile
// absolute percentage error overall and per model kind, and the cases called OOM that fitted.
//
//   headroom-accuracy [--measurements FILE] [--resources DIR] [--max-median PCT [--max-false-oom N]] [--all]
//                     [--calibrated [--max-calibrated-median PCT]] [--metric reserved|device_used]
//
// --metric scores each case against the other figure it measured (measured.reserved_bytes,
// measured.device_used_bytes, as tests/reference/gpu-runs.yaml has them); cases without it are
// left out.
// With --max-median it exits 1 when the overall median error is above PCT, or when more than
// --max-false-oom (0 unless given) fitted runs are called OOM (the CTest guard).
// --calibrated also scores calibration: for every source with several runs of one model, each
// run in turn calibrates the estimate and the others are predicted (leave-one-out); the median
// error after calibration is printed, and guarded by --max-calibrated-median.

#include "calibration.h"
#include "catalog.h"
#include "catalogfiles.h"
#include "coefficients.h"
#include "estimate.h"
#include "fields.h"
#include "resolve.h"
#include "visionreference.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace headroom;

namespace {

// The reference set names some GPUs only by class; the catalog entry with that memory.
std::string gpuFor(const std::string &name)
{
    if (name.empty() || name == "None" || name.rfind("other:a100", 0) == 0)
        return "a100-80gb";
    if (name == "other:24gb-gpu-model-unspecified")
        return "rtx-4090";
    if (name == "other:8gb-class-gpu")
        return "rtx-3070";
    if (name.rfind("other:v100", 0) == 0)
        return "v100-32gb";
    return name;
}

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double pos = q * (v.size() - 1);
    const size_t lo = static_cast<size_t>(std::floor(pos));
    const size_t hi = std::min(lo + 1, v.size() - 1);
    return v[lo] + (v[hi] - v[lo]) * (pos - lo);
}

struct Row {
    std::string id, kind, metric;
    double measured = 0, estimated = 0, error = 0;
    bool flagged = false, falseOom = false;
    double hostMeasured = 0, hostEstimated = 0;
    std::string hostMetric;
    std::string group; // source and model: the runs one calibration can speak for
    ResolvedSetup resolved;
};

std::optional<MeasuredMetric> metricOf(const std::string &referenceMetric)
{
    if (referenceMetric == "allocated" || referenceMetric == "active") return MeasuredMetric::Allocated;
    if (referenceMetric == "reserved") return MeasuredMetric::Reserved;
    if (referenceMetric == "device_used") return MeasuredMetric::NvidiaSmi;
    return std::nullopt;
}

// Leave-one-out over each group: calibrate on one run, predict the others. Returns the errors.
std::vector<double> calibratedErrors(const std::vector<Row> &rows, const Coefficients &coeffs, std::vector<double> &before)
{
    std::map<std::string, std::vector<const Row *>> groups;
    for (const Row &r : rows)
        if (metricOf(r.metric))
            groups[r.group].push_back(&r);
    std::vector<double> errors;
    std::printf("\nCalibrated (leave-one-out within each source and model)\n%-46s %-46s %9s %9s %8s %8s\n",
                "calibrated on", "predicted", "measured", "estimate", "before", "after");
    for (const auto &[group, runs] : groups) {
        if (runs.size() < 2)
            continue;
        for (const Row *on : runs) {
            const Calibration cal = calibrate(on->resolved, coeffs, Measurement{*metricOf(on->metric), on->measured});
            for (const Row *to : runs) {
                if (to == on)
                    continue;
                ResolvedSetup r = to->resolved;
                r.setup.calibration = cal.factors;
                const double predicted = reportMetric(estimate(r, coeffs), *metricOf(to->metric));
                const double error = 100.0 * (predicted - to->measured) / to->measured;
                errors.push_back(std::fabs(error));
                before.push_back(std::fabs(to->error));
                std::printf("%-46s %-46s %8.2fG %8.2fG %+7.1f%% %+7.1f%%\n", on->id.c_str(), to->id.c_str(),
                            to->measured / 1e9, predicted / 1e9, to->error, error);
            }
        }
    }
    return errors;
}

} // namespace

int main(int argc, char **argv)
{
    std::string measurements = HEADROOM_REFERENCE_DIR "/measurements.yaml";
    std::string resources = HEADROOM_RESOURCES_DIR;
    double maxMedian = -1, maxCalibratedMedian = -1;
    int maxFalseOom = 0;
    bool all = false, calibrated = false;
    std::string only, metricOverride;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--measurements" && i + 1 < argc) measurements = argv[++i];
        else if (a == "--resources" && i + 1 < argc) resources = argv[++i];
        else if (a == "--max-median" && i + 1 < argc) maxMedian = std::stod(argv[++i]);
        else if (a == "--max-false-oom" && i + 1 < argc) maxFalseOom = std::stoi(argv[++i]);
        else if (a == "--all") all = true;
        else if (a == "--calibrated") calibrated = true;
        else if (a == "--max-calibrated-median" && i + 1 < argc) { maxCalibratedMedian = std::stod(argv[++i]); calibrated = true; }
        else if (a == "--case" && i + 1 < argc) { only = argv[++i]; all = true; }
        else if (a == "--metric" && i + 1 < argc && (std::string(argv[i + 1]) == "reserved" || std::string(argv[i + 1]) == "device_used"))
            metricOverride = argv[++i];
        else {
            std::fprintf(stderr, "usage: headroom-accuracy [--measurements FILE] [--resources DIR] [--max-median PCT] [--all] [--case ID]\n"
                                 "                         [--calibrated] [--max-calibrated-median PCT] [--metric reserved|device_used]\n");
            return 2;
        }
    }
    Diagnostics diags;
    const Catalog catalog = test::loadCatalog(resources, diags);
    if (hasError(diags)) {
        for (const auto &d : diags)
            std::fprintf(stderr, "%s:%d: %s %s\n", d.file.c_str(), d.line, d.code.c_str(), d.args.empty() ? "" : d.args[0].c_str());
        return 2;
    }
    const Coefficients coeffs = Coefficients::from(catalog);

    YAML::Node cases;
    try {
        cases = YAML::LoadFile(measurements);
    } catch (const YAML::Exception &e) {
        std::fprintf(stderr, "%s: %s\n", measurements.c_str(), e.what());
        return 2;
    }
    std::vector<Row> rows, hostRows;
    for (const auto &c : cases) {
        const bool scored = c["score"] && c["score"].as<bool>();
        // Host RAM cases are few: every one that measured host RAM is compared, scored or not.
        if (!all && !scored && !c["measured"]["host_ram_bytes"])
            continue;
        if (!only.empty() && c["id"].Scalar().find(only) == std::string::npos)
            continue;
        TrainingSetup setup;
        Source src;
        src.kind = Source::Kind::File;
        for (const auto &kv : c["setup"]) {
            const std::string field = kv.first.Scalar();
            if (!findField(field))
                continue; // fields outside docs/fields.md's list (data.seq_len_kind)
            if (kv.second.IsNull())
                continue;
            std::optional<Diagnostic> err;
            src.keyPath = field;
            if (kv.second.IsSequence()) {
                std::vector<std::string> items;
                for (const auto &i : kv.second)
                    items.push_back(i.Scalar());
                err = setListField(setup, field, items, src);
            } else {
                std::string value = kv.second.Scalar();
                if (field == "hardware.gpu")
                    value = gpuFor(value);
                err = setField(setup, field, value, src);
            }
            if (err)
                std::fprintf(stderr, "%s: %s = %s: %s\n", c["id"].Scalar().c_str(), field.c_str(),
                             kv.second.IsScalar() ? kv.second.Scalar().c_str() : "[…]", err->code.c_str());
        }
        if (!setup.isStated("hardware.gpu"))
            setField(setup, "hardware.gpu", "a100-80gb", src);
        if (!setup.isStated("hardware.host_ram_gib"))
            setField(setup, "hardware.host_ram_gib", "1024", src);
        ResolvedSetup resolved;
        Diagnostics d;
        if (!resolveSetup(setup, catalog, resolved, d)) {
            std::fprintf(stderr, "%s: cannot resolve: %s %s\n", c["id"].Scalar().c_str(), d.back().code.c_str(),
                         d.back().args.empty() ? "" : d.back().args[0].c_str());
            continue;
        }
        const MemoryReport rep = estimate(resolved, coeffs);
        if (!only.empty()) {
            std::printf("%s  (%s, tokens %.0f, trainable %.4g, phase %s)\n", c["id"].Scalar().c_str(),
                        resolved.preset ? resolved.preset->id.c_str() : "no preset", rep.tokensPerSample,
                        resolved.setup.model.trainableParams, rep.phase == PeakPhase::ForwardBackward ? "fwd/bwd"
                        : rep.phase == PeakPhase::Load        ? "load"
                        : rep.phase == PeakPhase::Rollout     ? "rollout"
                                                              : "step");
            for (size_t k = 0; k < kVramComponents; ++k)
                if (rep.vram[k] > 0)
                    std::printf("  %-18s %8.3f GB\n", std::string(componentId(static_cast<VramComponent>(k))).c_str(), rep.vram[k] / 1e9);
            std::printf("  allocated %.2f reserved %.2f total %.2f GB\n", rep.vramAllocated / 1e9, rep.vramReserved / 1e9, rep.vramTotal / 1e9);
        }
        Row row;
        row.id = c["id"].Scalar();
        row.resolved = resolved;
        const YAML::Node source = c["source"];
        auto sourceKey = [&](const char *key) {
            return source && source.IsMap() && source[key] && source[key].IsScalar() ? source[key].Scalar() : std::string();
        };
        row.group = sourceKey("url") + "|" + sourceKey("path") + "|" + setup.model.name + "|" + setup.model.preset + "|" +
                    fieldValue(setup, "model.params");
        row.kind = setup.model.kind == ModelKind::Decoder ? "decoder" : std::string(toString(setup.model.kind));
        row.metric = c["measured"]["metric"].Scalar();
        row.measured = c["measured"]["vram_bytes"].as<double>();
        if (!metricOverride.empty()) {
            const YAML::Node other = c["measured"][metricOverride + "_bytes"];
            if (!other)
                continue;
            row.metric = metricOverride;
            row.measured = other.as<double>();
        }
        if (row.metric == "allocated" || row.metric == "active")
            row.estimated = rep.vramAllocated;
        else if (row.metric == "reserved")
            row.estimated = rep.vramReserved;
        else if (row.metric == "device_used")
            row.estimated = rep.vramTotal;
        else {
            // unknown: the nearer of reserved and device-used, flagged
            row.flagged = true;
            row.estimated = std::fabs(rep.vramReserved - row.measured) < std::fabs(rep.vramTotal - row.measured)
                                ? rep.vramReserved
                                : rep.vramTotal;
        }
        row.error = 100.0 * (row.estimated - row.measured) / row.measured;
        // A run that was measured ran: calling it OOM on its own GPU is a false alarm.
        row.falseOom = rep.vramVerdict == Verdict::Oom && row.measured < rep.vramCapacity;
        if (c["measured"]["host_ram_bytes"]) {
            row.hostMeasured = c["measured"]["host_ram_bytes"].as<double>();
            // A process's RSS excludes the OS and the checkpoint-loading phase; a machine figure does not.
            const bool processRss = c["measured"]["note"].Scalar().find("RSS") != std::string::npos;
            row.hostEstimated = processRss ? rep.hostProcessBytes / resolved.setup.parallel.gpus : rep.hostTotal;
            row.hostMetric = processRss ? "process RSS" : "machine";
            hostRows.push_back(row);
        }
        if (scored || all)
            rows.push_back(row);
    }

    std::printf("%-46s %-15s %-11s %9s %9s %8s\n", "case", "kind", "metric", "measured", "estimate", "error");
    std::map<std::string, std::vector<double>> byKind;
    std::vector<double> errors, hostErrors;
    int falseOoms = 0;
    for (const Row &r : rows) {
        std::printf("%-46s %-15s %-11s %8.2fG %8.2fG %+7.1f%%%s%s\n", r.id.c_str(), r.kind.c_str(),
                    (r.metric + (r.flagged ? "*" : "")).c_str(), r.measured / 1e9, r.estimated / 1e9, r.error,
                    r.falseOom ? "  FALSE-OOM" : "", "");
        errors.push_back(std::fabs(r.error));
        byKind[r.kind].push_back(std::fabs(r.error));
        falseOoms += r.falseOom;
    }
    std::printf("\n* unknown metric: compared with the nearer of peak reserved and device used\n\n");
    std::printf("%-16s %5s %12s %12s\n", "kind", "cases", "median APE", "p90 APE");
    for (const auto &[kind, errs] : byKind)
        std::printf("%-16s %5zu %11.1f%% %11.1f%%\n", kind.c_str(), errs.size(), percentile(errs, 0.5), percentile(errs, 0.9));
    const double median = percentile(errors, 0.5);
    std::printf("%-16s %5zu %11.1f%% %11.1f%%\n", "all", errors.size(), median, percentile(errors, 0.9));
    std::printf("false OOM verdicts: %d\n", falseOoms);
    std::printf("\nHost RAM\n%-46s %-12s %9s %9s %8s\n", "case", "metric", "measured", "estimate", "error");
    for (const Row &r : hostRows) {
        const double e = 100.0 * (r.hostEstimated - r.hostMeasured) / r.hostMeasured;
        hostErrors.push_back(std::fabs(e));
        std::printf("%-46s %-12s %8.2fG %8.2fG %+7.1f%%\n", r.id.c_str(), r.hostMetric.c_str(), r.hostMeasured / 1e9,
                    r.hostEstimated / 1e9, e);
    }
    if (!hostErrors.empty())
        std::printf("host_ram_median_ape: %.1f %% (%zu cases)\nhost_ram_p90_ape: %.1f %%\n", percentile(hostErrors, 0.5),
                    hostErrors.size(), percentile(hostErrors, 0.9));
    std::printf("vram_median_ape: %.2f %%\nvram_p90_ape: %.1f %%\n", median, percentile(errors, 0.9));
    if (calibrated) {
        std::vector<double> uncalibrated;
        const std::vector<double> after = calibratedErrors(rows, coeffs, uncalibrated);
        const double calibratedMedian = percentile(after, 0.5);
        std::printf("calibrated_predictions: %zu\nuncalibrated_median_ape: %.1f %% (the same predictions)\n"
                    "calibrated_median_ape: %.1f %%\ncalibrated_p90_ape: %.1f %%\n",
                    after.size(), percentile(uncalibrated, 0.5), calibratedMedian, percentile(after, 0.9));
        if (maxCalibratedMedian >= 0 && (after.empty() || calibratedMedian > maxCalibratedMedian)) {
            std::fprintf(stderr, "calibration regressed: median %.1f%% after calibration (limit %.1f%%)\n",
                         calibratedMedian, maxCalibratedMedian);
            return 1;
        }
    }
    // The vision activation walk against the bytes torchvision saves (tst_visionacts holds it).
    for (const char *precision : {"fp32", "bf16-mixed"}) {
        try {
            const test::VisionCompared v = test::compareVisionReference(HEADROOM_TESTS_DIR "/reference/activations.yaml", precision);
            if (!v.errors.empty())
                std::printf("vision_activations_%s: median %.2f %%, largest %.2f %% (%s), %zu cases\n", precision,
                            100 * test::medianOf(v.errors), 100 * v.worst, v.worstCase.c_str(), v.errors.size());
        } catch (const YAML::Exception &e) {
            std::printf("vision_activations_%s: %s\n", precision, e.what());
        }
    }
    if (maxMedian >= 0 && (median > maxMedian || falseOoms > maxFalseOom)) {
        std::fprintf(stderr, "accuracy regressed: median %.1f%% (limit %.1f%%), %d false OOM verdicts\n", median,
                     maxMedian, falseOoms);
        return 1;
    }
    return 0;
}
