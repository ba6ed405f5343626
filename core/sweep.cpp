#include "sweep.h"

#include "estimate.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

void apply(ResolvedSetup &r, SweepKnob knob, double value)
{
    const int v = static_cast<int>(std::lround(value));
    switch (knob) {
    case SweepKnob::MicroBatch: r.setup.run.microBatch = std::max(1, v); break;
    case SweepKnob::SeqLen: r.setup.data.seqLen = std::max(1, v); break;
    case SweepKnob::ImageSize: {
        // Keep the aspect ratio: value is the shorter side.
        const int h = r.setup.data.imageHeight, w = r.setup.data.imageWidth;
        const double aspect = h > 0 && w > 0 ? static_cast<double>(w) / h : 1.0;
        r.setup.data.imageHeight = std::max(1, v);
        r.setup.data.imageWidth = std::max(1, static_cast<int>(std::lround(v * aspect)));
        break;
    }
    case SweepKnob::Frames: r.setup.data.frames = std::max(1, v); break;
    case SweepKnob::Points: r.setup.data.points = std::max(1, v); break;
    }
}

double current(const ResolvedSetup &r, SweepKnob knob)
{
    switch (knob) {
    case SweepKnob::MicroBatch: return r.setup.run.microBatch;
    case SweepKnob::SeqLen: return r.setup.data.seqLen;
    case SweepKnob::ImageSize: {
        if (r.setup.data.imageHeight > 0)
            return r.setup.data.imageHeight;
        if (r.preset && r.preset->activation.refHeight > 0)
            return r.preset->activation.refHeight;
        if (r.preset && r.preset->arch.imageSize > 0)
            return r.preset->arch.imageSize;
        return r.preset && r.preset->vision.imageSize > 0 ? r.preset->vision.imageSize : 224;
    }
    case SweepKnob::Frames: return std::max(1, r.setup.data.frames);
    case SweepKnob::Points: return std::max(1, r.setup.data.points);
    }
    return 1;
}

} // namespace

bool sweepApplies(const ResolvedSetup &r, SweepKnob knob)
{
    const ModelKind k = r.setup.model.kind;
    switch (knob) {
    case SweepKnob::MicroBatch: return true;
    case SweepKnob::SeqLen:
        return k == ModelKind::Decoder || k == ModelKind::Encoder || k == ModelKind::EncoderDecoder ||
               k == ModelKind::VisionLanguage || k == ModelKind::Tts;
    case SweepKnob::ImageSize:
        return k == ModelKind::Vit || k == ModelKind::Cnn || k == ModelKind::Detection || k == ModelKind::Segmentation ||
               k == ModelKind::DiffusionUnet || k == ModelKind::VisionLanguage ||
               (k == ModelKind::Generic && r.setup.data.imageHeight > 0);
    case SweepKnob::Frames: return r.setup.data.frames > 0 && k != ModelKind::PointCloud;
    case SweepKnob::Points: return k == ModelKind::PointCloud || r.setup.data.points > 0;
    }
    return false;
}

Sweep sweep(const ResolvedSetup &setup, const Coefficients &c, SweepKnob knob, const std::vector<double> &values)
{
    Sweep out;
    out.knob = knob;
    out.points.reserve(values.size());
    ResolvedSetup r = setup;
    for (double x : values) {
        apply(r, knob, x);
        const MemoryReport rep = estimate(r, c);
        out.points.push_back({x, rep.vramTotal, rep.hostTotal, rep.vramVerdict, rep.hostVerdict});
        if (rep.verdict == Verdict::Fits)
            out.largestFitting = std::max(out.largestFitting, x);
    }
    return out;
}

std::vector<double> sweepValues(const ResolvedSetup &setup, SweepKnob knob)
{
    const double now = current(setup, knob);
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

} // namespace headroom
