#pragma once
// The vision activation walk (core/visionacts.h) against tests/reference/activations.yaml
// (scripts/measure-activations.py): shared by tst_visionacts and headroom-accuracy.

#include "visionacts.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <string>
#include <vector>

namespace headroom::test {

struct VisionCase {
    std::string name;
    double walked = 0, measured = 0, walkedParams = 0, measuredParams = 0;
};

struct VisionCompared {
    std::vector<double> errors; // |walk - measured| / measured
    double worst = 0;
    std::string worstCase;
    int unmodelled = 0;
    std::string paramMismatch; // fp32 cases whose walked parameter count is not the network's
};

inline double medianOf(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const size_t m = v.size() / 2;
    return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

// Walks every measured case of `precision` ("fp32", "bf16-mixed") from its name, input and
// batch alone, with the CPU's kernels and PyTorch 1.x's math attention the figures were taken
// with; R-CNN cases get the RoI counts the measured run's sampler gave the heads. Throws
// YAML::Exception when the file cannot be read.
inline VisionCompared compareVisionReference(const std::string &path, const std::string &precision,
                                             const std::function<void(const VisionCase &)> &each = {})
{
    VisionCompared out;
    const YAML::Node root = YAML::LoadFile(path);
    for (const YAML::Node &c : root["cases"]) {
        if (c["precision"].as<std::string>() != precision)
            continue;
        const std::string model = c["model"].as<std::string>();
        std::optional<VisionNet> net = parseVisionNet(model);
        if (!net) {
            ++out.unmodelled;
            continue;
        }
        const double batch = c["batch"].as<double>();
        if (c["box_rois"])
            net->boxRoisPerImage = c["box_rois"].as<double>() / batch;
        if (c["positive_rois"])
            net->positiveRoisPerImage = c["positive_rois"].as<double>() / batch;
        VisionInput in;
        in.height = c["height"].as<int>();
        in.width = c["width"].as<int>();
        in.frames = c["frames"] ? c["frames"].as<int>() : 1;
        in.batch = batch;
        in.autocast16 = precision != "fp32";
        in.cpuKernels = true;
        in.fusedAttention = false;
        const VisionActivations a = visionActivations(*net, in);
        VisionCase vc;
        vc.name = model + " " + (in.frames > 1 ? std::to_string(in.frames) + "x" : std::string()) +
                  std::to_string(in.height) + "x" + std::to_string(in.width) + " b" + std::to_string(static_cast<int>(batch));
        vc.walked = a.bytes;
        vc.measured = c["saved_bytes"].as<double>();
        vc.walkedParams = a.params;
        vc.measuredParams = c["params"].as<double>();
        if (each)
            each(vc);
        if (precision == "fp32" && vc.walkedParams != vc.measuredParams)
            out.paramMismatch += vc.name + " ";
        const double err = std::abs(vc.walked - vc.measured) / vc.measured;
        out.errors.push_back(err);
        if (err > out.worst) {
            out.worst = err;
            out.worstCase = vc.name;
        }
    }
    return out;
}

} // namespace headroom::test
