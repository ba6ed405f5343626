#pragma once
// A simple, documented model of one optimizer step's time: compute from FLOPs at a realistic
// utilisation, kernel-launch overhead per micro step, the optimizer's memory traffic, CPU
// offload over PCIe, and the data pipeline when workers cannot keep up. Its coefficients live in
// resources/coefficients.yaml. Used to rank recommendations, so ratios matter more than seconds.

#include "coefficients.h"
#include "resolve.h"

namespace headroom {

struct StepTime {
    double forwardFlopsPerSample = 0;
    double computeSeconds = 0;   // all micro steps of one optimizer step
    double overheadSeconds = 0;  // kernel launches
    double optimizerSeconds = 0;
    double offloadSeconds = 0;
    double dataSeconds = 0;      // what the workers need for the step's samples
    double totalSeconds = 0;
    double samplesPerSecond = 0; // over all GPUs
};

StepTime stepTime(const ResolvedSetup &setup, const Coefficients &c);

} // namespace headroom
