#pragma once
// Memory against one knob: the curves the window draws and the "largest micro batch that
// fits" the advisor and the tables use. Computed here so that every view agrees.

#include "coefficients.h"
#include "report.h"
#include "resolve.h"

#include <vector>

namespace headroom {

enum class SweepKnob { MicroBatch, SeqLen, ImageSize, Frames, Points };

struct SweepPoint {
    double x = 0;          // the knob's value
    double vramTotal = 0;  // per GPU, as nvidia-smi would show it
    double hostTotal = 0;
    Verdict vramVerdict = Verdict::Fits;
    Verdict hostVerdict = Verdict::Fits;
};

struct Sweep {
    SweepKnob knob = SweepKnob::MicroBatch;
    std::vector<SweepPoint> points;
    double largestFitting = 0; // the largest value whose overall verdict is "fits" (0: none); for the
                               // micro batch the largest whole one, between grid points too
    double current = 0;        // the knob's value in the setup swept (one of the points)
    double vramCapacity = 0;   // usable bytes of one GPU
    double hostCapacity = 0;   // usable bytes of host RAM
};

// The knob's value in a resolved setup (image size: the first figure, the height).
double knobValue(const ResolvedSetup &setup, SweepKnob knob);

// Sets the knob to `value`. An image keeps its aspect ratio: `value` is its first figure.
void applyKnob(TrainingSetup &setup, SweepKnob knob, double value);

// Whether a knob applies to this setup (sequence length for token models, image size for
// images, frames for video, points for point clouds).
bool sweepApplies(const ResolvedSetup &setup, SweepKnob knob);

// Memory at each of `values` of `knob`, everything else as in `setup`.
Sweep sweep(const ResolvedSetup &setup, const Coefficients &c, SweepKnob knob, const std::vector<double> &values);

// The usual values to sweep a knob over around its current value (powers of two and steps).
std::vector<double> sweepValues(const ResolvedSetup &setup, SweepKnob knob);

// The largest micro batch ≤ `limit` whose verdict is "fits" (GPU memory alone with `vramOnly`,
// else both resources); with `divisorOf` > 0 only divisors of it (to keep an effective batch
// exactly). 0 when even 1 does not fit.
int largestFittingMicroBatch(const ResolvedSetup &setup, const Coefficients &c, int limit, long long divisorOf = 0,
                             bool vramOnly = false);

// One row of `headroom advise`'s table: on `gpu`, the largest micro batch that fits.
struct BatchTableRow {
    const GpuSpec *gpu = nullptr;
    int microBatch = 0; // 0: not even 1 fits
    int gradAccum = 0;  // the accumulation that keeps the effective batch with that micro batch
};

// For every GPU in the catalog: the largest micro batch that fits in its memory and keeps the
// effective batch (a divisor of micro batch × accumulation).
std::vector<BatchTableRow> maxBatchTable(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c);

} // namespace headroom
