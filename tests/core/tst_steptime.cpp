// The step-time model worked by hand (docs/step-time.md): a micro step on the roofline, so that
// a small micro batch streams the weights more often than it computes; and the data pipeline as
// its own stage, with and without a RAM cache, on the cores and the disk the workers share.

#include "fixtures.h"
#include "steptime.h"

#include <QtTest>

using namespace headroom;
using namespace headroom::test;

namespace {

// Round figures: 100 TFLOP/s bf16 at 50 % utilisation = 5e13 FLOP/s; 1000 GB/s at 50 % for
// streaming = 5e11 B/s; two passes over the weights per micro step; no launch overhead.
Coefficients stepCoefficients()
{
    Coefficients c = roundCoefficients();
    c.mfuTypical = 0.5;
    c.optimizerBandwidthFraction = 0.5;
    c.rooflineWeightPasses = 2;
    c.launchOverheadUsPerLayer = 0;
    c.sampleLoadMs = 10;
    c.diskReadGbs = 1;
    return c;
}

// A generic model of 1e8 parameters, trained in full in bf16-mixed (fp32 weights):
//   forward 6 × 1e8 = 6e8 FLOPs per sample, with the backward 3 × 6e8 = 1.8e9;
//   compute per micro step = micro × 1.8e9 / 5e13 = micro × 36 µs;
//   weight stream per micro step = (1e8 × 4 B × 2 passes + 1e8 × 4 B × 2 for the fp32 gradient
//   read and written) / 5e11 = 1.6e9 / 5e11 = 3.2 ms; the ridge is at micro batch 3.2 ms / 36 µs ≈ 89.
Synthetic model(int micro, int accum)
{
    Synthetic m = paramsOnly(1e8);
    m.gpu.bf16Tflops = m.gpu.fp16Tflops = 100;
    m.gpu.bandwidthGbs = 1000;
    m.gpu.pcieGbs = 32;
    m.s().run.precision = Precision::Bf16Mixed;
    m.s().run.microBatch = micro;
    m.s().run.gradAccum = accum;
    m.s().loader.workers = 4;
    return m;
}

// The step time of a synthetic setup, its GPU pointer bound where it now lives.
StepTime timed(Synthetic &m, const Coefficients &c = stepCoefficients())
{
    m.bind();
    return stepTime(m.r, c);
}

// For the GPU's side alone: loading costs nothing.
Coefficients freeLoading()
{
    Coefficients c = stepCoefficients();
    c.sampleLoadMs = 0;
    return c;
}

// 10 MB samples, 10,000 of them: a 1e11-byte data set.
void withData(Synthetic &m)
{
    m.s().data.sampleBytes = 1e7;
    m.s().data.datasetSize = 10000;
}

bool near(double actual, double expected) { return std::fabs(actual - expected) <= 1e-9 * std::max(1.0, std::fabs(expected)); }

} // namespace

class TestStepTime : public QObject {
    Q_OBJECT
private slots:
    void bigMicroBatchIsComputeBound();
    void smallMicroBatchStreamsTheWeights();
    void dataBoundWithoutCache();
    void cacheHitsSkipTheDisk();
    void lruHitRateIsItsShareOfTheData();
    void workersShareTheStatedCores();
    void noWorkersLoadBetweenSteps();
};

void TestStepTime::bigMicroBatchIsComputeBound()
{
    Synthetic m = model(128, 1);
    const StepTime st = timed(m, freeLoading());
    QVERIFY(near(st.computeSeconds, 128 * 36e-6)); // 4.608 ms > 3.2 ms of weights
    QVERIFY(near(st.gpuEfficiency, 1.0));
    // The optimizer: 1e8 × 2 × 16 B / 5e11 = 6.4 ms.
    QVERIFY(near(st.optimizerSeconds, 6.4e-3));
    QVERIFY(!st.dataBound);
}

void TestStepTime::smallMicroBatchStreamsTheWeights()
{
    // The same 128 samples as 16 micro steps of 8: each streams the weights (3.2 ms) while its
    // arithmetic needs 8 × 36 µs = 0.288 ms, so the GPU runs at 0.288 / 3.2 = 9 % of its pace.
    Synthetic m = model(8, 16);
    const StepTime st = timed(m, freeLoading());
    QVERIFY(near(st.computeSeconds, 16 * 3.2e-3));
    QVERIFY(near(st.gpuEfficiency, 0.288 / 3.2));
    Synthetic big = model(128, 1);
    const double ratio = st.totalSeconds / timed(big, freeLoading()).totalSeconds;
    QVERIFY(near(ratio, (51.2e-3 + 6.4e-3) / (4.608e-3 + 6.4e-3))); // 5.2× slower per optimizer step
}

void TestStepTime::dataBoundWithoutCache()
{
    // 128 samples per step: decoding 128 × 10 ms over 4 workers = 0.32 s; reading 128 × 1e7 B at
    // 1 GB/s = 1.28 s. The GPU needs 11 ms: loading sets the pace.
    Synthetic m = model(128, 1);
    withData(m);
    const StepTime st = timed(m);
    QVERIFY(near(st.decodeSeconds, 0.32));
    QVERIFY(near(st.readSeconds, 1.28));
    QVERIFY(near(st.totalSeconds, 1.28));
    QVERIFY(st.dataBound);
}

void TestStepTime::cacheHitsSkipTheDisk()
{
    // An LRU cache of 5e10 B over the 1e11-B data set in random order hits half the time: the
    // disk reads 64 samples, 0.64 s. A cache of everything leaves the decoding, 0.32 s.
    Synthetic m = model(128, 1);
    withData(m);
    m.s().data.cache = CacheMode::Lru;
    m.s().data.cacheGib = 5e10 / GiB;
    StepTime st = timed(m);
    QVERIFY(near(st.cacheHitRate, 0.5));
    QVERIFY(near(st.totalSeconds, 0.64));
    QVERIFY(st.dataBound);
    m.s().data.cache = CacheMode::All;
    st = timed(m);
    QVERIFY(near(st.totalSeconds, 0.32));
    // The same cap shared by the workers hits as often: each copy, shared or not, holds C of D.
    m.s().data.cache = CacheMode::Lru;
    m.s().data.cacheScope = CacheScope::Shared;
    m.bind();
    QVERIFY(near(cacheHitRate(m.r), 0.5));
}

void TestStepTime::lruHitRateIsItsShareOfTheData()
{
    QVERIFY(near(lruHitRate(48 * GiB, 290e9), 48 * GiB / 290e9));
    QVERIFY(near(lruHitRate(1 * GiB, 290e9), GiB / 290e9)); // 0.4 %: a cache in name only
    QVERIFY(near(lruHitRate(400e9, 290e9), 1.0));
    QVERIFY(near(lruHitRate(0, 290e9), 0.0));
}

void TestStepTime::workersShareTheStatedCores()
{
    // Two stated cores for one process: four workers decode on two, 128 × 10 ms / 2 = 0.64 s.
    Synthetic m = model(128, 1);
    withData(m);
    m.s().data.cache = CacheMode::All;
    m.s().hardware.cpuCores = 2;
    Source src;
    src.kind = Source::Kind::File;
    m.s().sources["hardware.cpu_cores"] = src;
    QVERIFY(near(timed(m).decodeSeconds, 0.64));
    // The same figure derived from the machine Headroom runs on says nothing about the trainer's.
    m.s().sources["hardware.cpu_cores"].kind = Source::Kind::Derived;
    QVERIFY(near(timed(m).decodeSeconds, 0.32));
}

void TestStepTime::noWorkersLoadBetweenSteps()
{
    // Without workers the training process loads, then computes: the times add.
    Synthetic m = model(128, 1);
    withData(m);
    m.s().data.cache = CacheMode::All;
    m.s().loader.workers = 0;
    const StepTime st = timed(m);
    QVERIFY(near(st.totalSeconds, st.gpuSeconds + 128 * 10e-3));
    QVERIFY(!st.dataBound);
}

QTEST_APPLESS_MAIN(TestStepTime)
#include "tst_steptime.moc"
