#include "calibration.h"

#include "estimate.h"
#include "fields.h"
#include "text.h"
#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace headroom {

namespace {

// The fields the calibration records about the run it was measured on.
const char *const kRecordedFields[] = {"model.card",   "model.preset",       "run.micro_batch",  "run.grad_accum",
                                       "run.precision", "run.grad_checkpointing", "data.seq_len", "data.image_size",
                                       "data.frames",  "data.images", "data.points",        "parallel.gpus",    "parallel.strategy",
                                       "hardware.gpu"};

Diagnostic calibrationError(const std::string &code, const std::string &path, std::vector<std::string> args,
                            int line = 0)
{
    Diagnostic d;
    d.code = code;
    d.file = path;
    d.line = line;
    d.args = std::move(args);
    return d;
}

std::string number(double v)
{
    std::ostringstream o;
    o.precision(15);
    o << v;
    return o.str();
}

} // namespace

void describeMeasurement(Calibration &cal)
{
    cal.factors.metric = std::string(toString(cal.measured.metric));
    cal.factors.measuredBytes = cal.measured.bytes;
    const auto batch = parseNumber(measuredValue(cal, "run.micro_batch"));
    cal.factors.measuredMicroBatch = batch ? static_cast<int>(*batch) : 0;
}

std::string_view toString(MeasuredMetric m)
{
    switch (m) {
    case MeasuredMetric::Allocated: return "allocated";
    case MeasuredMetric::Reserved: return "reserved";
    case MeasuredMetric::NvidiaSmi: return "nvidia-smi";
    }
    return "allocated";
}

std::optional<MeasuredMetric> parseMeasuredMetric(std::string_view text)
{
    const std::string t = normalizeToken(text);
    if (t == "allocated" || t == "max-memory-allocated") return MeasuredMetric::Allocated;
    if (t == "reserved" || t == "max-memory-reserved") return MeasuredMetric::Reserved;
    if (t == "nvidia-smi" || t == "smi" || t == "device") return MeasuredMetric::NvidiaSmi;
    return std::nullopt;
}

std::optional<Measurement> parseMeasurement(std::string_view text)
{
    const size_t eq = text.find('=');
    if (eq == std::string_view::npos)
        return std::nullopt;
    const auto metric = parseMeasuredMetric(text.substr(0, eq));
    const auto bytes = parseBytes(text.substr(eq + 1));
    if (!metric || !bytes || *bytes <= 0)
        return std::nullopt;
    return Measurement{*metric, *bytes};
}

double reportMetric(const MemoryReport &report, MeasuredMetric metric)
{
    switch (metric) {
    case MeasuredMetric::Allocated: return report.vramAllocated;
    case MeasuredMetric::Reserved: return report.vramReserved;
    case MeasuredMetric::NvidiaSmi: return report.vramTotal;
    }
    return report.vramAllocated;
}

Calibration calibrate(const ResolvedSetup &r, const Coefficients &c, const Measurement &m)
{
    ResolvedSetup plain = r;
    plain.setup.calibration = CalibrationFactors{};
    const MemoryReport before = estimate(plain, c);
    Calibration cal;
    cal.measured = m;
    cal.estimatedBytes = reportMetric(before, m.metric);
    for (const char *field : kRecordedFields)
        if (plain.setup.isStated(field) || std::string(field) == "run.micro_batch")
            cal.measuredAt.emplace_back(field, fieldValue(plain.setup, field));

    // Share a correction `t` between activations and the fixed overhead by their variances.
    const double uncertain = before.vramOf(VramComponent::Activations) + before.vramOf(VramComponent::Logits);
    const double sa = c.calibrationActivationUncertainty * uncertain;
    const double sf = c.calibrationFixedUncertaintyMib * 1048576.0;
    const double activationShare = sa * sa + sf * sf > 0 ? sa * sa / (sa * sa + sf * sf) : 0;
    auto factorsFor = [&](double t) {
        CalibrationFactors f;
        f.active = true;
        f.activationFactor = uncertain > 0 ? std::max(0.05, 1 + t * activationShare / uncertain) : 1;
        f.fixedBytes = t - (f.activationFactor - 1) * uncertain;
        return f;
    };
    auto metricFor = [&](double t) {
        ResolvedSetup trial = plain;
        trial.setup.calibration = factorsFor(t);
        return reportMetric(estimate(trial, c), m.metric);
    };
    // The metric grows with t (allocator reserve and clamps are monotone): bisect.
    double lo = -before.vramAllocated, hi = std::max(m.bytes, 1.0) * 2;
    for (int i = 0; i < 80 && hi - lo > 1; ++i) {
        const double mid = 0.5 * (lo + hi);
        (metricFor(mid) < m.bytes ? lo : hi) = mid;
    }
    cal.factors = factorsFor(0.5 * (lo + hi));
    describeMeasurement(cal);
    return cal;
}

std::string calibrationPathFor(const std::string &configPath)
{
    return configPath + ".headroom.yaml";
}

std::string calibrationYaml(const Calibration &cal, const std::string &configName)
{
    std::ostringstream o;
    o << "# Headroom calibration for " << configName << ", from one measured run.\n"
      << "# Written by `headroom estimate --measured` or the window's Calibrate dialog; delete this\n"
      << "# file (or pass --no-calibration) to estimate without it.\n"
      << "headroom_calibration: 1\n"
      << "measured:\n"
      << "  metric: " << toString(cal.measured.metric) << "\n"
      << "  bytes: " << number(std::round(cal.measured.bytes)) << "\n"
      << "  estimate_before_bytes: " << number(std::round(cal.estimatedBytes)) << "\n"
      << "measured_at:\n";
    for (const auto &[field, value] : cal.measuredAt)
        o << "  " << field << ": \"" << value << "\"\n";
    o << "correction:\n"
      << "  activation_factor: " << number(cal.factors.activationFactor) << "\n"
      << "  fixed_bytes: " << number(std::round(cal.factors.fixedBytes)) << "\n";
    return o.str();
}

bool parseCalibration(const std::string &text, const std::string &path, Calibration &out, Diagnostics &diags)
{
    YAML::Node root;
    if (!loadYamlChecked(text, path, root, diags))
        return false;
    auto bad = [&](const YAML::Node &node, const std::string &what) {
        const int line = node && node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
        diags.push_back(calibrationError("calibration.unreadable", path, {path, what}, line));
        return false;
    };
    if (!root.IsMap() || !root["headroom_calibration"])
        return bad(root, "headroom_calibration");
    out = Calibration{};
    const YAML::Node measured = root["measured"], correction = root["correction"];
    if (!measured || !measured.IsMap())
        return bad(root, "measured");
    if (!correction || !correction.IsMap())
        return bad(root, "correction");
    const auto metric = measured["metric"] && measured["metric"].IsScalar()
                            ? parseMeasuredMetric(measured["metric"].Scalar()) : std::nullopt;
    if (!metric)
        return bad(measured, "measured.metric");
    out.measured.metric = *metric;
    auto num = [&](const YAML::Node &map, const char *key, double &target, bool positive) {
        const YAML::Node v = map[key];
        const auto parsed = v && v.IsScalar() ? parseNumber(v.Scalar()) : std::nullopt;
        if (!parsed || (positive && *parsed <= 0))
            return bad(v ? v : map, key);
        target = *parsed;
        return true;
    };
    if (!num(measured, "bytes", out.measured.bytes, true) ||
        !num(correction, "activation_factor", out.factors.activationFactor, true) ||
        !num(correction, "fixed_bytes", out.factors.fixedBytes, false))
        return false;
    if (measured["estimate_before_bytes"])
        num(measured, "estimate_before_bytes", out.estimatedBytes, false);
    if (const YAML::Node at = root["measured_at"]; at && at.IsMap())
        for (const auto &kv : at)
            if (kv.second.IsScalar())
                out.measuredAt.emplace_back(kv.first.Scalar(), kv.second.Scalar());
    out.factors.active = true;
    describeMeasurement(out);
    return true;
}

bool loadCalibrationFor(const std::string &configPath, Calibration &out, Diagnostics &diags)
{
    const std::string path = calibrationPathFor(configPath);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return false;
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) {
        diags.push_back(calibrationError("calibration.unreadable", path, {path, std::strerror(errno)}));
        return false;
    }
    return parseCalibration(text.str(), path, out, diags);
}

bool saveCalibrationFor(const std::string &configPath, const Calibration &cal, Diagnostics &diags)
{
    const std::string path = calibrationPathFor(configPath);
    const std::string temp = path + ".tmp";
    {
        std::ofstream outFile(temp, std::ios::binary | std::ios::trunc);
        outFile << calibrationYaml(cal, std::filesystem::path(configPath).filename().string());
        outFile.flush();
        if (!outFile) {
            diags.push_back(calibrationError("calibration.save_failed", path, {path, std::strerror(errno)}));
            std::remove(temp.c_str());
            return false;
        }
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    if (ec) {
        diags.push_back(calibrationError("calibration.save_failed", path, {path, ec.message()}));
        std::remove(temp.c_str());
        return false;
    }
    return true;
}

std::string measuredValue(const Calibration &cal, const std::string &field)
{
    for (const auto &[f, v] : cal.measuredAt)
        if (f == field)
            return v;
    return {};
}

} // namespace headroom
