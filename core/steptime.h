#pragma once
// A simple, documented model of one optimizer step's time (docs/step-time.md): each micro step
// on a roofline (compute at a realistic utilisation, or streaming the weights where the micro
// batch is too small to hide them), kernel-launch overhead, the optimizer's memory traffic, CPU
// offload over PCIe, and the data pipeline as its own stage (decode on the cores, reads from a
// disk the workers share, RAM-cache hits). Coefficients live in resources/coefficients.yaml.
// Used to rank recommendations, so ratios matter more than seconds.

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
    double gpuSeconds = 0;       // compute + overhead + optimizer + offload
    double gpuEfficiency = 1;    // compute time / roofline time of a micro step (<1: weight-bandwidth bound)
    double decodeSeconds = 0;    // the step's samples decoded and augmented on the cores the workers get
    double readSeconds = 0;      // the step's cache misses read from the node's disk
    double cacheHitRate = 0;     // share of samples a RAM cache serves
    bool dataBound = false;      // loading the data, not the GPU, sets the pace of a step
};

StepTime stepTime(const ResolvedSetup &setup, const Coefficients &c);

// The hit rate of an LRU cache holding `capacityBytes` of a data set of `datasetBytes` read in
// random order: every request is a uniform draw, the cache holds a random C/D of the data.
double lruHitRate(double capacityBytes, double datasetBytes);

// The trainer's CPU cores where the setup states them; 0 where the figure is only the machine
// Headroom runs on (resolve's default), which says nothing about where training runs.
int statedCpuCores(const TrainingSetup &setup);

// The share of samples the setup's RAM cache serves: a per-worker cache holds its own copy of
// what its worker loaded, so each copy's cap counts alone; a shared cache serves every worker.
double cacheHitRate(const ResolvedSetup &setup);

} // namespace headroom
