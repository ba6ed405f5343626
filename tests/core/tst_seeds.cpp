// The five field notes of ../shared/seeds, as examples/ configs: each scenario must come out
// as it did for the person who wrote the note. Figures in comments are worked by hand from the
// coefficients in resources/coefficients.yaml (os 2 GiB, runtime 2.5 GiB per process, worker
// base 0.3 GiB, prefetch_factor 2, one pinned copy of two batches when pin_memory is on).

#include "testdata.h"

#include <QtTest>

using namespace headroom;
using test::GiB;

namespace {

const std::string examples = HEADROOM_EXAMPLES_DIR;

test::Estimated run(const char *file, std::vector<std::string> sets = {})
{
    test::Estimated e = test::estimateFile(examples + "/" + file, sets);
    if (!e.ok)
        qWarning("%s: %s", file, e.diags.empty() ? "?" : e.diags.back().code.c_str());
    return e;
}

double hostComponent(const MemoryReport &r, HostComponent c) { return r.host[static_cast<size_t>(c)]; }
double vramComponent(const MemoryReport &r, VramComponent c) { return r.vram[static_cast<size_t>(c)]; }

bool within(double value, double expected, double tolerance)
{
    return std::fabs(value - expected) <= tolerance * expected;
}

} // namespace

class TestSeeds : public QObject {
    Q_OBJECT
private slots:
    void seed000PointFlowMatchFitsItsGpu();
    void seed001VlaBatch4OomBatch2Fits();
    void seed002UnboundedCachePerWorker();
    void seed002FiftyGigabyteCapIsPerWorker();
    void seed003PiperHostRam_data();
    void seed003PiperHostRam();
    void seed003WithPipersOwnSamples();
    void seed004VideoModelQuickFix();
};

void TestSeeds::seed000PointFlowMatchFitsItsGpu()
{
    // The note: weights + AdamW (2 states) + EMA ≈ 1–2 GB for tens of millions of parameters,
    // activations "several GB" (5–15) at batch 128 — so the config fits a 40 GB A100 by itself and
    // the OOM points to a shared GPU. 73.65M params × 4 B = 0.29 GB weights, × 8 B = 0.59 GB AdamW,
    // × 4 B = 0.29 GB EMA: 1.18 GB.
    const auto e = run("seed-000-pointflowmatch-a100-40gb.yaml");
    QVERIFY(e.ok);
    const MemoryReport &r = e.report;
    const double state = vramComponent(r, VramComponent::Weights) + vramComponent(r, VramComponent::Optimizer) +
                         vramComponent(r, VramComponent::Ema);
    QVERIFY2(within(state, 1.18e9, 0.05), qPrintable(QString::number(state / 1e9)));
    const double activations = vramComponent(r, VramComponent::Activations);
    QVERIFY2(activations >= 5e9 && activations <= 15e9, qPrintable(QString::number(activations / 1e9)));
    QCOMPARE(int(r.vramVerdict), int(Verdict::Fits));
    // Halving the batch halves the activations (the note's last resort).
    const auto half = run("seed-000-pointflowmatch-a100-40gb.yaml", {"run.micro_batch=64"});
    QVERIFY(within(vramComponent(half.report, VramComponent::Activations), activations / 2, 0.01));
}

void TestSeeds::seed001VlaBatch4OomBatch2Fits()
{
    // Before: micro batch 4 on a 24 GB card, 23.5 of 24 GB and OOM. After: micro batch 2 with
    // accumulation 16 (effective batch 32), 16 of 24 GB. Weights: 3.75e9 params × 2 B = 7.5e9 B.
    const auto before = run("seed-001-vla-lora-24gb.yaml");
    QVERIFY(before.ok);
    QCOMPARE(int(before.report.vramVerdict), int(Verdict::Oom));
    QVERIFY(within(vramComponent(before.report, VramComponent::Weights), 7.5e9, 0.02));
    const auto after = run("seed-001-vla-lora-24gb.yaml", {"run.micro_batch=2", "run.grad_accum=16"});
    QVERIFY(after.ok);
    QCOMPARE(after.report.effectiveBatch, 32LL);
    QVERIFY(after.report.vramVerdict != Verdict::Oom);
    // The measured 16 GB is what nvidia-smi showed: compare the device total, within 25 %.
    QVERIFY2(within(after.report.vramTotal, 16e9 * 1.0737, 0.25), qPrintable(QString::number(after.report.vramTotal / 1e9)));
}

void TestSeeds::seed002UnboundedCachePerWorker()
{
    // 2,222 frames × 133.6 MiB = 296,859 MiB ≈ 289.9 GiB of data. A dict cache inside the Dataset
    // lives in each of 3 GPUs × 36 workers = 108 processes: 108 × 289.9 GiB = 31,309 GiB ≈ 31 TiB,
    // against 256 GiB of RAM.
    const auto e = run("seed-002-deblur-cache-3xa6000.yaml");
    QVERIFY(e.ok);
    QCOMPARE(e.report.cacheCopies, 108);
    QVERIFY(within(e.report.cacheBytesPerCopy, 2222 * 133.6 * 1048576.0, 1e-6));
    QVERIFY(within(hostComponent(e.report, HostComponent::Cache), 31309.4 * GiB, 0.001));
    QCOMPARE(int(e.report.hostVerdict), int(Verdict::Oom));
    QVERIFY(e.report.hostTotal > 100 * e.report.hostCapacity); // "by a wide margin"
}

void TestSeeds::seed002FiftyGigabyteCapIsPerWorker()
{
    // The note's fix: an LRU cache capped at 50 GB and 12 workers (4 per GPU). The cap is per
    // worker process: 12 × 50 GiB = 600 GiB > 256 GiB, still OOM.
    // Without the cache: os 2 + runtime 3 × 2.5 = 7.5 + workers 12 × 0.3 = 3.6 + in flight
    // 3 × (4 × 2 + 1) × 133.6 MiB = 3,607 MiB = 3.52 GiB → 16.62 GiB. The cap that fits:
    // (0.9 × 256 − 16.62) / 12 = 17.8 GiB per worker.
    const auto e = run("seed-002-deblur-cache-3xa6000.yaml",
                       {"loader.workers=4", "data.cache=lru", "data.cache_gib=50", "loader.persistent=true"});
    QVERIFY(e.ok);
    QCOMPARE(e.report.cacheCopies, 12);
    QVERIFY(within(hostComponent(e.report, HostComponent::Cache), 600 * GiB, 1e-6));
    QCOMPARE(int(e.report.hostVerdict), int(Verdict::Oom));
    QVERIFY2(within(e.report.cacheCapThatFits, 17.82 * GiB, 0.01), qPrintable(QString::number(e.report.cacheCapThatFits / GiB)));
    // A shared-memory cache with the same cap lives once: 50 + 16.62 GiB fits.
    const auto shared = run("seed-002-deblur-cache-3xa6000.yaml",
                            {"loader.workers=4", "data.cache=lru", "data.cache_gib=50", "data.cache_scope=shared"});
    QCOMPARE(shared.report.cacheCopies, 1);
    QCOMPARE(int(shared.report.hostVerdict), int(Verdict::Fits));
    // And the capped per-worker cap is reached only after many epochs: each worker sees a
    // random twelfth of the data per epoch; 50 of 289.9 GiB (17 %) takes ⌈ln(0.83)/ln(11/12)⌉ = 3.
    QCOMPARE(e.report.cacheFillEpochs, 3.0);
}

void TestSeeds::seed003PiperHostRam_data()
{
    QTest::addColumn<QStringList>("sets");
    QTest::addColumn<double>("seedGb");
    QTest::addColumn<double>("expectedGib");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<bool>("withinFifteen");
    // Each row: os 2 + runtime (processes × 2.0 private + 1.0 shared library pages + 0.8 cuDNN, once
    // per machine: Piper's VITS has convolutions) + processes × workers × 0.3 + processes ×
    // (2 × workers + 1) batches × batch × 84 MiB + pinned processes × 2 batches (workers > 0) ×
    // batch × 84 MiB.
    // 1 GPU, BS 32, NW 4: 2 + 3.8 + 1.2 + 9 × 32 × 84 MiB (23.625) + 2 × 32 × 84 MiB (5.25) = 35.875
    QTest::newRow("1 GPU BS32 NW4, 32 GB") << QStringList{} << 35.0 << 35.875 << int(Verdict::Oom) << true;
    // 1 GPU, BS 24, NW 1: 2 + 3.8 + 0.3 + 3 × 24 × 84 MiB (5.906) + 2 × 24 × 84 MiB (3.938) = 15.94.
    // The seed's 29 GB counts 10 GB of "runtime" for one process but 2 GB per process with four:
    // its own sums are not consistent, so only the verdict is held to the seed here
    // (docs/host-ram.md, scripts/seed003-sums.py: no model with PyTorch's structure meets all five).
    QTest::newRow("1 GPU BS24 NW1, 32 GB") << QStringList{"run.micro_batch=24", "loader.workers=1"} << 29.0 << 15.944
                                           << int(Verdict::Fits) << false;
    // 4 GPUs, BS 16, NW 4: 2 + 9.8 + 4.8 + 4 × 9 × 16 × 84 MiB (47.25) + 4 × 2 × 16 × 84 MiB (10.5) = 74.35.
    // The seed counts the batch once per process whatever the workers; PyTorch keeps
    // workers × prefetch_factor batches in flight, so the physical figure is higher.
    QTest::newRow("4 GPU BS16 NW4, 44 GB") << QStringList{"parallel.gpus=4", "hardware.host_ram_gib=44", "run.micro_batch=16"} << 52.0
                                           << 74.35 << int(Verdict::Oom) << false;
    // 4 GPUs, BS 16, NW 1: 2 + 9.8 + 1.2 + 4 × 3 × 16 × 84 MiB (15.75) + 4 × 2 × 16 × 84 MiB (10.5) = 39.25
    QTest::newRow("4 GPU BS16 NW1, 44 GB") << QStringList{"parallel.gpus=4", "hardware.host_ram_gib=44", "loader.workers=1", "run.micro_batch=16"}
                                           << 42.0 << 39.25 << int(Verdict::Fits) << true;
    // 4 GPUs, BS 12, NW 1, ACCUM 2: 2 + 9.8 + 1.2 + 4 × 3 × 12 × 84 MiB (11.81) + 4 × 2 × 12 × 84 MiB (7.88) = 32.69
    QTest::newRow("4 GPU BS12 NW1 AC2, 44 GB")
        << QStringList{"parallel.gpus=4", "hardware.host_ram_gib=44", "loader.workers=1", "run.micro_batch=12", "run.grad_accum=2"}
        << 38.0 << 32.6875 << int(Verdict::Fits) << true;
}

void TestSeeds::seed003PiperHostRam()
{
    QFETCH(QStringList, sets);
    QFETCH(double, seedGb);
    QFETCH(double, expectedGib);
    QFETCH(int, verdict);
    QFETCH(bool, withinFifteen);
    std::vector<std::string> s;
    for (const QString &x : sets)
        s.push_back(x.toStdString());
    const auto e = run("seed-003-piper-1gpu-32gb.yaml", s);
    QVERIFY(e.ok);
    QVERIFY2(within(e.report.hostTotal, expectedGib * GiB, 0.002), qPrintable(QString::number(e.report.hostTotal / GiB)));
    QCOMPARE(int(e.report.hostVerdict), verdict);
    if (withinFifteen) // the seed's GB read as GiB, as `free -h` prints them
        QVERIFY(within(e.report.hostTotal, seedGb * GiB, 0.15));
    if (sets.contains(QStringLiteral("run.grad_accum=2")))
        QCOMPARE(e.report.effectiveBatch, 96LL); // 12 × 2 × 4 GPUs
}

void TestSeeds::seed003WithPipersOwnSamples()
{
    // Without the example's 84 MiB, a sample is what Piper's dataset yields: 2,653,592 B.
    // Batches in flight 32 × (4 × 2 + 1) and pinned 32 × 2 → 11 × 32 × 2,653,592 = 934,064,384 B
    // (0.870 GiB); with os 2 + runtime 3.8 (2.0 private, 1.0 shared, 0.8 cuDNN) + workers 4 × 0.3
    // = 7.0 GiB → 7.870 GiB: fits in 32.
    const auto e = run("seed-003-piper-1gpu-32gb.yaml", {"data.sample_bytes=0"});
    QVERIFY(e.ok);
    QCOMPARE(e.report.sampleBytes, 2653592.0);
    QVERIFY2(within(e.report.hostTotal, 7.0 * GiB + 934064384.0, 1e-6), qPrintable(QString::number(e.report.hostTotal / GiB)));
    QCOMPARE(int(e.report.hostVerdict), int(Verdict::Fits));
    // The preset's activations are per 8192-sample training segment; with seq_len unstated that
    // is the run's: 32 × 2.40e8 B × 0.62 (16-mixed) = 4.7616e9 B. A stated 4096 halves them.
    QVERIFY2(within(vramComponent(e.report, VramComponent::Activations), 32 * 2.40e8 * 0.62, 1e-6),
             qPrintable(QString::number(vramComponent(e.report, VramComponent::Activations))));
    const auto shorter = run("seed-003-piper-1gpu-32gb.yaml", {"data.sample_bytes=0", "data.seq_len=4096"});
    QVERIFY(within(vramComponent(shorter.report, VramComponent::Activations), 16 * 2.40e8 * 0.62, 1e-6));
}

void TestSeeds::seed004VideoModelQuickFix()
{
    // Batch 4 → 1, fp32 → 16-mixed, accumulation 8: from OOM to fits. Activations: batch 1 is a
    // quarter; the eager attention's softmax stays fp32 under autocast (plus a 16-bit copy for the
    // product with V), so 16-bit saves less than half of them.
    const auto before = run("seed-004-video-keypoints.yaml");
    const auto after = run("seed-004-video-keypoints.yaml", {"run.micro_batch=1", "run.precision=fp16-mixed", "run.grad_accum=8"});
    QVERIFY(before.ok && after.ok);
    QCOMPARE(int(before.report.vramVerdict), int(Verdict::Oom));
    QCOMPARE(int(after.report.vramVerdict), int(Verdict::Fits));
    QCOMPARE(after.report.effectiveBatch, 8LL);
    const double ratio = vramComponent(after.report, VramComponent::Activations) / vramComponent(before.report, VramComponent::Activations);
    QVERIFY2(ratio < 0.30, qPrintable(QString::number(ratio)));
    // Halving frames and resolution (the note's next step) cuts activations by more than 4×.
    const auto smaller = run("seed-004-video-keypoints.yaml", {"run.micro_batch=1", "data.frames=8", "data.image_size=112"});
    QVERIFY(vramComponent(smaller.report, VramComponent::Activations) * 4 <
            vramComponent(before.report, VramComponent::Activations) / 4);
}

QTEST_APPLESS_MAIN(TestSeeds)
#include "tst_seeds.moc"
