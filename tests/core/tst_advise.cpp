// The advisor on the seeds: every OOM scenario gets a recommendation that fits with the same
// effective batch, the seed 001 table comes out of the catalog, and every tip of the seeds is an
// advice code that shows, with its numbers, exactly where it applies.

#include "advise.h"
#include "steptime.h"
#include "sweep.h"
#include "testdata.h"

#include <QtTest>

#include <algorithm>

using namespace headroom;

namespace {

const std::string examples = HEADROOM_EXAMPLES_DIR;

test::Estimated load(const char *file, std::vector<std::string> sets = {})
{
    return test::estimateFile(examples + "/" + file, sets);
}

const AdviceItem *find(const AdviceResult &r, const std::string &id)
{
    for (const AdviceItem &a : r.advice)
        if (a.id == id)
            return &a;
    return nullptr;
}

// Applies a recommendation to the setup as the file states it, resolves again and estimates.
MemoryReport reestimate(const test::Estimated &e, const Recommendation &rec, TrainingSetup *out = nullptr)
{
    TrainingSetup s = e.resolved.setup;
    applyChanges(s, rec.changes);
    ResolvedSetup r;
    Diagnostics d;
    resolveSetup(s, test::catalog(), r, d);
    if (out)
        *out = r.setup;
    return estimate(r, test::coefficients());
}

} // namespace

class TestAdvise : public QObject {
    Q_OBJECT
private slots:
    void oomScenariosGetAFittingRecommendation_data();
    void oomScenariosGetAFittingRecommendation();
    void seed001BatchTable_data();
    void seed001BatchTable();
    void seed000TipsShow();
    void seed001TipsShow();
    void podShmAdvice();
    void seed002TipsShow();
    void seed003TipsShow();
    void seed004TipsShow();
    void adviceOnlyWhereItApplies();
    void adviceOrderedBySaving();
    void stepTimeSanity();
    void fittingSetupGetsOnlyFasterRecommendations();
    void colocatedRolloutEngineAdvice();
    void expandableSegmentsAdvice();
};

void TestAdvise::oomScenariosGetAFittingRecommendation_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("sets");
    QTest::newRow("001 micro batch 4 on 24 GB") << "seed-001-vla-lora-24gb.yaml" << QStringList{};
    QTest::newRow("002 unbounded cache, 108 workers") << "seed-002-deblur-cache-3xa6000.yaml" << QStringList{};
    QTest::newRow("002 50 GB cap per worker, 12 workers")
        << "seed-002-deblur-cache-3xa6000.yaml" << QStringList{"loader.workers=4", "data.cache=lru", "data.cache_gib=50"};
    QTest::newRow("003 1 GPU BS32 NW4 on 32 GB") << "seed-003-piper-1gpu-32gb.yaml" << QStringList{};
    QTest::newRow("003 4 GPU BS16 NW4 on 44 GB")
        << "seed-003-piper-1gpu-32gb.yaml" << QStringList{"parallel.gpus=4", "hardware.host_ram_gib=44", "run.micro_batch=16"};
    QTest::newRow("004 video model on 8 GB") << "seed-004-video-keypoints.yaml" << QStringList{};
}

void TestAdvise::oomScenariosGetAFittingRecommendation()
{
    QFETCH(QString, file);
    QFETCH(QStringList, sets);
    std::vector<std::string> s;
    for (const QString &x : sets)
        s.push_back(x.toStdString());
    const auto e = load(file.toLatin1().constData(), s);
    QVERIFY(e.ok);
    QCOMPARE(int(e.report.verdict), int(Verdict::Oom));
    const AdviceResult result = advise(e.resolved, test::catalog(), test::coefficients());
    QVERIFY(!result.recommendations.empty());
    const Recommendation &best = result.recommendations.front();
    QVERIFY(best.keepsEffectiveBatch);
    TrainingSetup after;
    const MemoryReport rep = reestimate(e, best, &after);
    QCOMPARE(int(rep.verdict), int(Verdict::Fits));
    QCOMPARE(after.effectiveBatch(), e.resolved.setup.effectiveBatch());
    // Every recommendation fits, and none is listed twice.
    for (const Recommendation &rec : result.recommendations)
        QCOMPARE(int(reestimate(e, rec).verdict), int(Verdict::Fits));
}

void TestAdvise::seed001BatchTable_data()
{
    // Seed 001: effective batch 32 — 24 GB → 2 × accumulation 16, 40 GB → 4 × 8, 80 GB → 8 × 4.
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("micro");
    QTest::addColumn<int>("accum");
    QTest::newRow("24 GB RTX 4090") << "rtx-4090" << 2 << 16;
    QTest::newRow("24 GB A10G") << "a10g" << 2 << 16;
    QTest::newRow("40 GB A100") << "a100-40gb" << 4 << 8;
    QTest::newRow("80 GB A100") << "a100-80gb" << 8 << 4;
    QTest::newRow("80 GB H100") << "h100-80gb" << 8 << 4;
}

void TestAdvise::seed001BatchTable()
{
    QFETCH(QString, gpu);
    QFETCH(int, micro);
    QFETCH(int, accum);
    const auto e = load("seed-001-vla-lora-24gb.yaml", {"hardware.gpu=" + gpu.toStdString()});
    QVERIFY(e.ok);
    const long long perGpu = 32;
    const int best = largestFittingMicroBatch(e.resolved, test::coefficients(), 32, perGpu);
    QCOMPARE(best, micro);
    QCOMPARE(int(perGpu / best), accum);
}

void TestAdvise::seed000TipsShow()
{
    // Fits on paper: the OOM points at a shared GPU. Fewer workers saves host RAM, not VRAM;
    // a smaller batch is the last resort.
    const auto e = load("seed-000-pointflowmatch-a100-40gb.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    QVERIFY(find(r, "check.gpu_shared"));
    QVERIFY(find(r, "check.measure_vram"));
    const AdviceItem *workers = find(r, "workers.fewer");
    QVERIFY(workers);
    QVERIFY(workers->host);
    QCOMPARE(workers->args.front(), std::string("4")); // 8 → 4 on a host that is not short of RAM
    // 4 fewer workers: 4 × 0.3 GiB base; the batches they prefetch: 4 × 2 × 128 × 98,304 B.
    const double expected = 4 * 0.3 * test::GiB + 8.0 * 128 * 4096 * 3 * 4 * 2;
    QVERIFY2(std::fabs(workers->savesBytes - expected) < 1e6, qPrintable(QString::number(workers->savesBytes)));
}

void TestAdvise::seed001TipsShow()
{
    const auto e = load("seed-001-vla-lora-24gb.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    const AdviceItem *gc = find(r, "checkpointing.full");
    QVERIFY(gc);
    // One more forward pass: between a fifth and half of the step, depending on how much of the
    // step the forward is (a third for full training, more with a frozen base).
    QVERIFY2(gc->slowdown >= 0.2 && gc->slowdown <= 0.5, qPrintable(QString::number(gc->slowdown)));
    // Checkpointing removes 50-70 % or more of the activations (the seed's figure).
    QVERIFY(gc->savesBytes > 0.5 * e.report.vram[static_cast<size_t>(VramComponent::Activations)]);
    const AdviceItem *cache = find(r, "features.cache");
    QVERIFY(cache);
    QVERIFY2(cache->slowdown <= -0.9 && cache->slowdown >= -0.95, qPrintable(QString::number(cache->slowdown))); // 10-20× faster
    QVERIFY(find(r, "batch.accumulate"));
    QCOMPARE(find(r, "batch.accumulate")->args[0], std::string("2"));
    QCOMPARE(find(r, "batch.accumulate")->args[1], std::string("16"));
    QVERIFY(find(r, "lora.lower_rank"));
    QVERIFY(find(r, "gpu.bigger"));
    // The vision tower's features are worth caching only where there are images: a VLM fine-tuned
    // on text alone (data.images=0, no action head) has none.
    const auto vlm = load("seed-001-vla-lora-24gb.yaml", {"model.extra_trainable_params=0"});
    QVERIFY(find(advise(vlm.resolved, test::catalog(), test::coefficients()), "features.cache"));
    const auto text = load("seed-001-vla-lora-24gb.yaml", {"model.extra_trainable_params=0", "data.images=0"});
    QVERIFY(!find(advise(text.resolved, test::catalog(), test::coefficients()), "features.cache"));
    // With four GPUs under DDP each rank holds a full copy: sharding applies.
    const auto four = load("seed-001-vla-lora-24gb.yaml", {"parallel.gpus=4"});
    QVERIFY(find(advise(four.resolved, test::catalog(), test::coefficients()), "zero.shard"));
}

void TestAdvise::seed002TipsShow()
{
    const auto e = load("seed-002-deblur-cache-3xa6000.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    for (const char *id : {"cache.shared", "cache.per_worker_total", "cache.guidance", "workers.fewer",
                           "workers.persistent_prefetch", "workers.cores", "check.host_oom", "check.memory_logging",
                           "swap.last_resort"})
        QVERIFY2(find(r, id), id);
    // Every per-worker cap that fits 108 copies holds under a tenth of the 290 GB: no cap is offered.
    QVERIFY(!find(r, "cache.cap"));
    // 256 GB host: 51-77 GiB in all, never above 128 (the seed: 50-80, never above half).
    const AdviceItem *guide = find(r, "cache.guidance");
    QCOMPARE(guide->args[0], std::string("51"));
    QCOMPARE(guide->args[2], std::string("128"));
    // pin_memory with non_blocking copies is advised once the host has room.
    const auto fixed = load("seed-002-deblur-cache-3xa6000.yaml", {"loader.workers=4", "data.cache=lru", "data.cache_gib=15"});
    QCOMPARE(int(fixed.report.hostVerdict), int(Verdict::Fits));
    QVERIFY(find(advise(fixed.resolved, test::catalog(), test::coefficients()), "speed.pin_memory_non_blocking"));
}

void TestAdvise::seed003TipsShow()
{
    const auto e = load("seed-003-piper-1gpu-32gb.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    const AdviceItem *workers = find(r, "workers.fewer");
    QVERIFY(workers);
    QCOMPARE(workers->args.front(), std::string("1")); // low-RAM host: one worker
    QVERIFY(find(r, "batch.accumulate") && find(r, "batch.accumulate")->host);
    for (const char *id : {"check.host_oom", "swap.last_resort", "check.sync_checkpoints", "pin_memory.off"})
        QVERIFY2(find(r, id), id);
    const auto four = load("seed-003-piper-1gpu-32gb.yaml", {"parallel.gpus=4", "hardware.host_ram_gib=44", "run.micro_batch=16"});
    // 4 GPUs → 2 processes, accumulation 1 × 2: 16 × 2 × 2 = 64, the effective batch it had.
    const AdviceResult fourAdvice = advise(four.resolved, test::catalog(), test::coefficients());
    const AdviceItem *fewer = find(fourAdvice, "processes.fewer");
    QVERIFY(fewer);
    QCOMPARE(fewer->args, (std::vector<std::string>{"2", "2"}));
    // Seed 002's 3 GPUs have no half: 1 process with accumulation 3 keeps 1 × 1 × 3 = 3.
    const auto three = load("seed-002-deblur-cache-3xa6000.yaml");
    const AdviceResult threeAdvice = advise(three.resolved, test::catalog(), test::coefficients());
    const AdviceItem *one = find(threeAdvice, "processes.fewer");
    QVERIFY(one);
    QCOMPARE(one->args, (std::vector<std::string>{"1", "3"}));
    // 16-mixed is already set: no mixed-precision advice.
    QVERIFY(!find(r, "precision.mixed"));
}

void TestAdvise::seed004TipsShow()
{
    const auto e = load("seed-004-video-keypoints.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    for (const char *id : {"precision.mixed", "batch.accumulate", "data.lower_resolution", "data.fewer_frames",
                           "note.chunking_inference_only", "check.measure_vram"})
        QVERIFY2(find(r, id), id);
    // The largest micro batch that fits alone is 2 (about 81 % of 8 GB); the seed went to 1
    // together with 16-bit precision and accumulation 8.
    QCOMPARE(find(r, "batch.accumulate")->args[0], std::string("2"));
}

void TestAdvise::adviceOnlyWhereItApplies()
{
    // A full fine-tune in bf16 on one GPU with no workers: no LoRA, cache, worker or ZeRO advice.
    const auto e = test::estimateFile(examples + "/seed-001-vla-lora-24gb.yaml",
                                      {"run.finetune=full", "loader.workers=0", "hardware.gpu=h200"});
    QVERIFY(e.ok);
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    for (const char *id : {"lora.lower_rank", "cache.cap", "cache.shared", "workers.fewer", "zero.shard",
                           "precision.mixed", "swap.last_resort", "check.host_oom", "gpu.bigger"})
        QVERIFY2(!find(r, id), id);
}

void TestAdvise::adviceOrderedBySaving()
{
    const auto e = load("seed-004-video-keypoints.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    for (size_t i = 1; i < r.advice.size(); ++i)
        QVERIFY(r.advice[i - 1].savesBytes >= r.advice[i].savesBytes);
}

void TestAdvise::stepTimeSanity()
{
    // Full fine-tuning: checkpointing adds one forward to forward + 2× backward = a third.
    const auto full = load("seed-004-video-keypoints.yaml", {"run.precision=bf16-mixed", "loader.workers=8"});
    const double base = stepTime(full.resolved, test::coefficients()).computeSeconds;
    ResolvedSetup gc = full.resolved;
    gc.setup.run.gradCheckpointing = Checkpointing::Full;
    const double withGc = stepTime(gc, test::coefficients()).computeSeconds;
    QVERIFY(std::fabs(withGc / base - 4.0 / 3.0) < 1e-9);
    // One worker instead of four on a fast disk costs a few percent when the GPU is the
    // bottleneck (seed 003: 5-10 %), and nothing is free: it is never faster.
    const auto piper4 = load("seed-003-piper-1gpu-32gb.yaml");
    const auto piper1 = load("seed-003-piper-1gpu-32gb.yaml", {"loader.workers=1"});
    const double ratio = stepTime(piper1.resolved, test::coefficients()).totalSeconds /
                         stepTime(piper4.resolved, test::coefficients()).totalSeconds;
    QVERIFY2(ratio >= 1.0, qPrintable(QString::number(ratio)));
    // The example's 84 MiB samples come off the disk slower than the GPU uses them: the advice
    // says loading sets the pace, and its slowdown is that same ratio. Seed 004's GPU does.
    const AdviceResult piperAdvice = advise(piper4.resolved, test::catalog(), test::coefficients());
    const AdviceItem *fewer = find(piperAdvice, "workers.fewer");
    QVERIFY(fewer);
    QVERIFY(fewer->dataBound);
    QVERIFY2(std::fabs(fewer->slowdown - (ratio - 1.0)) < 1e-9, qPrintable(QString::number(fewer->slowdown)));
    const auto video = load("seed-004-video-keypoints.yaml");
    const AdviceResult videoAdvice = advise(video.resolved, test::catalog(), test::coefficients());
    const AdviceItem *videoFewer = find(videoAdvice, "workers.fewer");
    QVERIFY(videoFewer);
    QVERIFY(!videoFewer->dataBound);
}

void TestAdvise::fittingSetupGetsOnlyFasterRecommendations()
{
    // Nothing to fix: no recommendation, and "also worth it" holds only what makes a step faster
    // (or gives back memory that is running out, which it is not here).
    const auto e = load("seed-000-pointflowmatch-a100-40gb.yaml");
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    QVERIFY(r.recommendations.empty());
    QVERIFY(!r.alsoWorthIt.empty());
    for (const Recommendation &rec : r.alsoWorthIt)
        QVERIFY(rec.stepTimeRatio <= 0.97);
}

// A Kubernetes pod's /dev/shm is the container runtime's 64 MiB unless a memory volume is mounted
// there: the advice says how a pod gets more, not Docker's shm_size.
void TestAdvise::podShmAdvice()
{
    const auto e = test::estimateFile(std::string(HEADROOM_TESTS_DIR) + "/../dialects/cases/kubernetes-job/input.yaml",
                                      {"hardware.gpu=a100-80gb"});
    QVERIFY(e.ok);
    QVERIFY(e.report.shmTooSmall);
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    QVERIFY(find(r, "shm.raise_pod"));
    QVERIFY(!find(r, "shm.raise"));
}

// A vLLM engine awake beside training at 0.3 of a 24 GB card: putting it to sleep while the
// model trains saves the engine's whole share here (the rollout's own moment, engine beside the
// weights and optimizer, stays below training), and a halved share (0.1) saves 0.2 of the card.
void TestAdvise::colocatedRolloutEngineAdvice()
{
    const auto e = load("seed-001-vla-lora-24gb.yaml", {"run.rollout_memory_fraction=0.3"});
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    const AdviceItem *sleep = find(r, "rollout.sleep");
    QVERIFY(sleep);
    const double card = e.resolved.gpu->usableBytes();
    QVERIFY2(std::abs(sleep->savesBytes - 0.3 * card) < 0.02 * card, qPrintable(QString::number(sleep->savesBytes)));
    const AdviceItem *smaller = find(r, "rollout.smaller_share");
    QVERIFY(smaller);
    QCOMPARE(smaller->args[0], std::string("0.1"));
    QVERIFY2(std::abs(smaller->savesBytes - 0.2 * card) < 0.02 * card, qPrintable(QString::number(smaller->savesBytes)));
    // Without an engine on the GPUs, neither.
    const auto none = load("seed-001-vla-lora-24gb.yaml");
    const AdviceResult n = advise(none.resolved, test::catalog(), test::coefficients());
    QVERIFY(!find(n, "rollout.sleep"));
    QVERIFY(!find(n, "rollout.smaller_share"));
}

void TestAdvise::expandableSegmentsAdvice()
{
    // Seed 001 at micro batch 4 is OOM on its 24 GB card by about a GiB, less than the default
    // allocator's reserve (allocator_reserve_fraction 0.10 of the allocated peak). Expandable
    // segments keep 0.03 of it: the saving is (0.10 - 0.03) × allocated, and that change alone
    // takes it out of OOM (to tight: the ranked fixes that reach fits come first).
    const auto e = load("seed-001-vla-lora-24gb.yaml", {"run.micro_batch=4"});
    QVERIFY(e.report.vramVerdict == Verdict::Oom);
    const AdviceResult r = advise(e.resolved, test::catalog(), test::coefficients());
    const AdviceItem *item = find(r, "allocator.expandable_segments");
    QVERIFY(item);
    const Coefficients &c = test::coefficients();
    const double saves = (c.allocatorReserveFraction - c.allocatorReserveFractionExpandable) * e.report.vramAllocated;
    QVERIFY2(std::abs(item->savesBytes - saves) < 0.01 * saves, qPrintable(QString::number(item->savesBytes)));
    QCOMPARE(item->changes.size(), size_t(1));
    QCOMPARE(item->changes[0].field, std::string("run.expandable_segments"));
    QCOMPARE(item->changes[0].to, std::string("true"));
    Recommendation alone;
    alone.changes = item->changes;
    QVERIFY(reestimate(e, alone).vramVerdict != Verdict::Oom);
    // Where the run already sets them, neither.
    const auto set = load("seed-001-vla-lora-24gb.yaml", {"run.micro_batch=4", "run.expandable_segments=true"});
    const AdviceResult n = advise(set.resolved, test::catalog(), test::coefficients());
    QVERIFY(!find(n, "allocator.expandable_segments"));
}

QTEST_APPLESS_MAIN(TestAdvise)
#include "tst_advise.moc"
