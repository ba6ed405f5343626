#include "sweep.h"

#include "estimate.h"

#include <algorithm>
#include <cmath>

namespace headroom {

void applyKnob(TrainingSetup &s, SweepKnob knob, double value)
{
    const int v = static_cast<int>(std::lround(value));
    switch (knob) {
    case SweepKnob::MicroBatch: s.run.microBatch = std::max(1, v); break;
    case SweepKnob::SeqLen: s.data.seqLen = std::max(1, v); break;
    case SweepKnob::ImageSize: {
        const int h = s.data.imageHeight, w = s.data.imageWidth;
        const double aspect = h > 0 && w > 0 ? static_cast<double>(w) / h : 1.0;
        s.data.imageHeight = std::max(1, v);
        s.data.imageWidth = std::max(1, static_cast<int>(std::lround(v * aspect)));
        break;
    }
    case SweepKnob::Frames: s.data.frames = std::max(1, v); break;
    case SweepKnob::Points: s.data.points = std::max(1, v); break;
    }
}

double knobValue(const ResolvedSetup &r, SweepKnob knob)
{
    // resolveSetup has filled the image size an image model uses; nothing is defaulted here.
    switch (knob) {
    case SweepKnob::MicroBatch: return r.setup.run.microBatch;
    case SweepKnob::SeqLen: return r.setup.data.seqLen;
    case SweepKnob::ImageSize: return r.setup.data.imageHeight;
    case SweepKnob::Frames: return std::max(1, r.setup.data.frames);
    case SweepKnob::Points: return std::max(1, r.setup.data.points);
    }
    return 1;
}

namespace {

// A generic model sweeps its image only where the config or the command line gives one.
bool imageSizeGiven(const TrainingSetup &s)
{
    const auto it = s.sources.find("data.image_size");
    return it != s.sources.end() && (it->second.kind == Source::Kind::File || it->second.kind == Source::Kind::Set);
}

} // namespace

bool sweepApplies(const ResolvedSetup &r, SweepKnob knob)
{
    const ModelKind k = r.setup.model.kind;
    switch (knob) {
    case SweepKnob::MicroBatch: return true;
    case SweepKnob::SeqLen:
        return isTextTransformer(k) || k == ModelKind::Tts;
    case SweepKnob::ImageSize:
        return takesImages(k) || (k == ModelKind::Generic && imageSizeGiven(r.setup));
    case SweepKnob::Frames: return r.setup.data.frames > 0 && k != ModelKind::PointCloud;
    case SweepKnob::Points: return k == ModelKind::PointCloud || r.setup.data.points > 0;
    }
    return false;
}

Sweep sweep(const ResolvedSetup &setup, const Coefficients &c, SweepKnob knob, const std::vector<double> &values)
{
    Sweep out;
    out.knob = knob;
    out.current = knobValue(setup, knob);
    out.points.reserve(values.size());
    ResolvedSetup r = setup;
    for (double x : values) {
        applyKnob(r.setup, knob, x);
        const MemoryReport rep = estimate(r, c);
        out.vramCapacity = rep.vramCapacity; // the same at every point: the knob moves no device
        out.hostCapacity = rep.hostCapacity;
        out.points.push_back({x, rep.vramTotal, rep.hostTotal, rep.vramVerdict, rep.hostVerdict});
        if (rep.verdict == Verdict::Fits)
            out.largestFitting = std::max(out.largestFitting, x);
    }
    // A micro batch between two of the grid's points (13 fits, 16 does not): the largest whole
    // one that fits, found between them (memory grows with it), not the grid point below.
    const auto next = std::upper_bound(values.begin(), values.end(), out.largestFitting);
    if (knob == SweepKnob::MicroBatch && out.largestFitting >= 1 && next != values.end() && *next - out.largestFitting > 1) {
        int lo = static_cast<int>(out.largestFitting), hi = static_cast<int>(*next) - 1;
        while (lo < hi) {
            const int mid = lo + (hi - lo + 1) / 2;
            applyKnob(r.setup, knob, mid);
            if (estimate(r, c).verdict == Verdict::Fits)
                lo = mid;
            else
                hi = mid - 1;
        }
        out.largestFitting = lo;
    }
    return out;
}

std::vector<double> sweepValues(const ResolvedSetup &setup, SweepKnob knob)
{
    const double now = knobValue(setup, knob);
    std::vector<double> values;
    switch (knob) {
    case SweepKnob::MicroBatch: {
        const double top = std::max(64.0, now * 4);
        for (double b = 1; b <= top; b = b < 8 ? b + 1 : b * 1.25)
            values.push_back(std::round(b));
        break;
    }
    case SweepKnob::SeqLen:
        for (double s = 128; s <= std::max(32768.0, now * 2); s *= 2)
            values.push_back(s);
        break;
    case SweepKnob::ImageSize:
        for (double s = 64; s <= std::max(1024.0, now * 2); s += s < 256 ? 32 : 64)
            values.push_back(s);
        break;
    case SweepKnob::Frames:
        for (double f = 1; f <= std::max(64.0, now * 2); f = f < 4 ? f + 1 : f * 2)
            values.push_back(f);
        break;
    case SweepKnob::Points:
        for (double p = 256; p <= std::max(65536.0, now * 2); p *= 2)
            values.push_back(p);
        break;
    }
    values.push_back(now);
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

int largestFittingMicroBatch(const ResolvedSetup &setup, const Coefficients &c, int limit, long long divisorOf,
                             bool vramOnly)
{
    // Memory grows monotonically with the micro batch: binary search, then step down to a divisor.
    ResolvedSetup r = setup;
    auto fits = [&](int b) {
        r.setup.run.microBatch = b;
        const MemoryReport rep = estimate(r, c);
        return (vramOnly ? rep.vramVerdict : rep.verdict) == Verdict::Fits;
    };
    if (limit < 1 || !fits(1))
        return 0;
    int lo = 1, hi = limit;
    while (lo < hi) {
        const int mid = lo + (hi - lo + 1) / 2;
        if (fits(mid))
            lo = mid;
        else
            hi = mid - 1;
    }
    if (divisorOf > 0)
        while (lo > 1 && divisorOf % lo != 0)
            --lo;
    return lo;
}

std::vector<BatchTableRow> maxBatchTable(const ResolvedSetup &setup, const Catalog &catalog, const Coefficients &c)
{
    std::vector<BatchTableRow> rows;
    const long long perGpu = static_cast<long long>(setup.setup.run.microBatch) * setup.setup.run.gradAccum;
    ResolvedSetup r = setup;
    for (const GpuSpec &g : catalog.gpus()) {
        r.gpu = &g;
        r.setup.hardware.gpu = g.id;
        BatchTableRow row;
        row.gpu = &g;
        row.microBatch = largestFittingMicroBatch(r, c, static_cast<int>(std::min<long long>(perGpu, 1 << 16)), perGpu, true);
        row.gradAccum = row.microBatch > 0 ? static_cast<int>(perGpu / row.microBatch) : 0;
        rows.push_back(row);
    }
    return rows;
}

} // namespace headroom
