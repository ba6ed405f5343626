// An unknown model is a question, not a refusal: the estimate is computed for everything
// that does not need the model, the GPU total stays unknown, and the fields that would
// complete it are named.

#include "estimate.h"
#include "partial.h"
#include "testdata.h"

#include <QtTest>

#include <algorithm>

using namespace headroom;

namespace {

TrainingSetup setupOf(const std::vector<std::string> &assignments)
{
    TrainingSetup s;
    Source src;
    src.kind = Source::Kind::Set;
    for (const std::string &a : assignments) {
        const auto eq = a.find('=');
        const auto err = setField(s, a.substr(0, eq), a.substr(eq + 1), src);
        if (err)
            qFatal("bad test assignment %s", a.c_str());
    }
    return s;
}

const std::vector<std::string> kRun = {"run.micro_batch=4",      "data.image_size=224", "data.frames=16",
                                       "loader.workers=6",       "loader.prefetch=2",   "loader.pin_memory=true",
                                       "parallel.gpus=2",        "hardware.gpu=a100-40gb",
                                       "hardware.host_ram_gib=64", "hardware.cpu_cores=16"};

struct Outcome {
    bool ok = false;
    bool partial = false;
    ResolvedSetup resolved;
    MemoryReport report;
    Diagnostics diags;
};

Outcome run(const TrainingSetup &s)
{
    Outcome o;
    o.ok = estimateSetup(s, test::catalog(), test::coefficients(), o.resolved, o.report, o.diags, o.partial);
    return o;
}

std::vector<std::string> with(std::vector<std::string> base, const std::vector<std::string> &more)
{
    base.insert(base.end(), more.begin(), more.end());
    return base;
}

} // namespace

class TestPartial : public QObject {
    Q_OBJECT
private slots:
    void unknownModelGivesPartialReport();
    void hostRamDoesNotNeedTheModel();
    void missingNamesWhatCompletesIt();
    void givingTheSizeCompletesIt();
    void noModelAtAllIsPartialToo();
    void otherErrorsStillStop();
    void modelComponentsAreTheOnesLeftOut();
    void autoBatchFillsItsShare();
};

void TestPartial::unknownModelGivesPartialReport()
{
    const Outcome o = run(setupOf(with(kRun, {"model.name=my_pointnet_v2"})));
    QVERIFY(o.ok);
    QVERIFY(o.partial);
    QVERIFY(!o.report.vramKnown);
    QCOMPARE(o.report.vramTotal, 0.0);
    QCOMPARE(o.report.vramOf(VramComponent::Weights), 0.0);
    QCOMPARE(o.report.vramOf(VramComponent::Activations), 0.0);
    QVERIFY(o.report.vramOf(VramComponent::CudaContext) > 0);
    // 16 frames of 224² RGB float32 per sample, 4 samples.
    QCOMPARE(o.report.vramOf(VramComponent::Batch), 4.0 * 16 * 224 * 224 * 3 * 4);
    QVERIFY(o.report.vramCapacity > 30e9);
    QVERIFY(o.report.hostTotal > 0);
    QVERIFY(o.report.verdict == o.report.hostVerdict);
    QCOMPARE(o.resolved.setup.model.name, std::string("my_pointnet_v2"));
    QVERIFY(!o.resolved.preset);
    // The refusal became a warning that still says which model was not found.
    bool said = false;
    for (const Diagnostic &d : o.diags) {
        QVERIFY(d.severity == Diagnostic::Severity::Warning);
        said = said || (d.code == "model.unknown" && d.args.at(0) == "my_pointnet_v2");
    }
    QVERIFY(said);
}

void TestPartial::hostRamDoesNotNeedTheModel()
{
    // The same run with a catalog model: every host component but the model's own loading is the same
    // (the kind is stated: whether cuDNN's host libraries load depends on it, not on the size).
    const Outcome unknown = run(setupOf(with(kRun, {"model.name=my_pointnet_v2", "model.kind=point-cloud"})));
    const Outcome known = run(setupOf(with(kRun, {"model.preset=videomae-base"})));
    QVERIFY(known.ok && !known.partial && known.report.vramKnown);
    for (HostComponent c : {HostComponent::Os, HostComponent::Runtime, HostComponent::Workers, HostComponent::Prefetch,
                            HostComponent::Pinned, HostComponent::Cache, HostComponent::Shm})
        QCOMPARE(unknown.report.hostOf(c), known.report.hostOf(c));
    QVERIFY(unknown.report.hostOf(HostComponent::Workers) > 0);
    QVERIFY(unknown.report.hostOf(HostComponent::Prefetch) > 0);
    QCOMPARE(unknown.report.processesPerNode, 2);
    QCOMPARE(unknown.report.effectiveBatch, 8LL);
}

void TestPartial::missingNamesWhatCompletesIt()
{
    const Outcome o = run(setupOf(with(kRun, {"model.name=my_pointnet_v2"})));
    QCOMPARE(o.resolved.missing, (std::vector<std::string>{"model.params", "model.kind"}));
    const Outcome kind = run(setupOf(with(kRun, {"model.name=my_pointnet_v2", "model.kind=point-cloud"})));
    QVERIFY(kind.partial);
    QCOMPARE(kind.resolved.missing, (std::vector<std::string>{"model.params"}));
    QVERIFY(kind.resolved.setup.model.kind == ModelKind::PointCloud);
}

void TestPartial::givingTheSizeCompletesIt()
{
    const Outcome o = run(setupOf(with(kRun, {"model.name=my_pointnet_v2", "model.params=40M", "model.kind=generic"})));
    QVERIFY(o.ok);
    QVERIFY(!o.partial);
    QVERIFY(o.report.vramKnown);
    // bf16-mixed: the model's fp32 parameters are the master copy (the 16-bit casts are gone
    // by the end of backward, where the peak is); 40M × 4 B.
    QCOMPARE(o.report.vramOf(VramComponent::Weights) + o.report.vramOf(VramComponent::MasterWeights), 1.6e8);
    QVERIFY(o.resolved.missing.empty());
}

void TestPartial::noModelAtAllIsPartialToo()
{
    const Outcome o = run(setupOf(kRun));
    QVERIFY(o.ok);
    QVERIFY(o.partial);
    QVERIFY(o.resolved.setup.model.name.empty());
    QCOMPARE(o.resolved.missing.front(), std::string("model.params"));
}

void TestPartial::otherErrorsStillStop()
{
    const Outcome o = run(setupOf(with(kRun, {"model.name=my_pointnet_v2", "hardware.gpu=quantum-9000"})));
    QVERIFY(!o.ok);
    bool gpu = false;
    for (const Diagnostic &d : o.diags)
        gpu = gpu || (d.code == "gpu.unknown" && d.severity == Diagnostic::Severity::Error);
    QVERIFY(gpu);
}

void TestPartial::modelComponentsAreTheOnesLeftOut()
{
    QVERIFY(!componentNeedsModel(VramComponent::CudaContext));
    QVERIFY(!componentNeedsModel(VramComponent::Batch));
    QVERIFY(componentNeedsModel(VramComponent::Weights));
    QVERIFY(componentNeedsModel(VramComponent::Optimizer));
    QVERIFY(componentNeedsModel(VramComponent::AllocatorReserve));
}

// Ultralytics' AutoBatch: on one GPU the batch is the largest whose forward and backward alone
// (no optimizer states, no loss) stays within the share of the GPU's free memory, so the next batch would
// not; on two GPUs it is Ultralytics' default 16, split over them.
void TestPartial::autoBatchFillsItsShare()
{
    const std::vector<std::string> yolo = {"model.name=yolov8n", "data.image_size=640", "run.precision=fp16-mixed",
                                           "hardware.gpu=a100-80gb", "run.auto_batch=0.6"};
    const Outcome one = run(setupOf(yolo));
    QVERIFY(one.ok);
    const int b = one.resolved.setup.run.microBatch;
    QVERIFY2(b > 16 && b < 1024, qPrintable(QString::number(b)));
    QVERIFY(std::any_of(one.diags.begin(), one.diags.end(), [](const Diagnostic &d) { return d.code == "run.auto_batch_chosen"; }));
    auto profiled = [&](int batch) {
        ResolvedSetup r = one.resolved;
        r.setup.run.microBatch = batch;
        const MemoryReport m = estimate(r, test::coefficients());
        // (its profile is the model's forward and `y.sum().backward()`: no loss, so no target
        // assignment, which YOLOv8's loss would add)
        return m.vramReserved - m.vramOf(VramComponent::Optimizer) - m.vramOf(VramComponent::MasterWeights) -
               m.vramOf(VramComponent::Ema) - m.taskAlignedOnGpu * (1 + test::coefficients().allocatorReserveFraction);
    };
    const double target = 0.6 * (one.resolved.gpu->usableBytes() - 2 * one.report.vramOf(VramComponent::Weights));
    QVERIFY(profiled(b) <= target);
    QVERIFY(profiled(b + 1) > target);
    // a larger share, a larger batch
    const Outcome more = run(setupOf(with(yolo, {"run.auto_batch=0.8"})));
    QVERIFY(more.resolved.setup.run.microBatch > b);
    // two GPUs: 16 over both
    const Outcome two = run(setupOf(with(yolo, {"parallel.gpus=2"})));
    QCOMPARE(two.resolved.setup.run.microBatch, 8);
    QVERIFY(std::any_of(two.diags.begin(), two.diags.end(), [](const Diagnostic &d) { return d.code == "run.auto_batch_multi_gpu"; }));
    // a batch stated wins
    const Outcome stated = run(setupOf(with(yolo, {"run.micro_batch=32"})));
    QCOMPARE(stated.resolved.setup.run.microBatch, 32);
}

QTEST_APPLESS_MAIN(TestPartial)
#include "tst_partial.moc"
