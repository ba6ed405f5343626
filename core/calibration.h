#pragma once
// Calibration from one measured run: the user's measured peak for one setup corrects the
// estimator's uncertain components (activations and logits per sample, a fixed overhead),
// and the correction is kept beside the config (FILE.headroom.yaml) for every later what-if.

#include "coefficients.h"
#include "diagnostic.h"
#include "report.h"
#include "resolve.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace headroom {

// What the user measured: torch.cuda.max_memory_allocated(), max_memory_reserved(), nvidia-smi.
enum class MeasuredMetric { Allocated, Reserved, NvidiaSmi };

struct Measurement {
    MeasuredMetric metric = MeasuredMetric::Allocated;
    double bytes = 0;
};

std::string_view toString(MeasuredMetric m);
std::optional<MeasuredMetric> parseMeasuredMetric(std::string_view text);
// "allocated=17.3GiB", "reserved=18G", "nvidia-smi=20000MiB"; nullopt when malformed.
std::optional<Measurement> parseMeasurement(std::string_view text);

// The report's figure for what `metric` measures.
double reportMetric(const MemoryReport &report, MeasuredMetric metric);

struct Calibration {
    Measurement measured;
    double estimatedBytes = 0;  // the uncalibrated estimate of the measured metric at that setup
    CalibrationFactors factors; // active
    // The setup it was measured at, as canonical field = value (what the chart marks).
    std::vector<std::pair<std::string, std::string>> measuredAt;
};

// Fits factors that make the estimate of `r` (its own calibration ignored) equal `m`: the
// difference is shared between activations and the fixed overhead in proportion to how
// uncertain each is (coefficients calibration_*_uncertainty).
Calibration calibrate(const ResolvedSetup &r, const Coefficients &c, const Measurement &m);

// FILE.headroom.yaml: where the calibration of FILE is kept (never inside FILE).
std::string calibrationPathFor(const std::string &configPath);

// The calibration's YAML text, and back. Errors name the file and line (calibration.unreadable).
std::string calibrationYaml(const Calibration &cal, const std::string &configName);
bool parseCalibration(const std::string &text, const std::string &path, Calibration &out, Diagnostics &diags);

// Reads the calibration kept for `configPath`. Returns false with no error when there is none.
bool loadCalibrationFor(const std::string &configPath, Calibration &out, Diagnostics &diags);
// Writes it atomically beside `configPath` (calibration.save_failed on failure).
bool saveCalibrationFor(const std::string &configPath, const Calibration &cal, Diagnostics &diags);

// Copies the measured point into the factors (what charts and reports show).
void describeMeasurement(Calibration &cal);

// The value of `field` when the calibration was measured, or "" when not recorded.
std::string measuredValue(const Calibration &cal, const std::string &field);

} // namespace headroom
