// core/sweep: memory against one knob, the knob's value and the largest micro batch per GPU —
// computed in the core so that the window, the command line and the advisor agree.

#include "setups.h"

#include "sweep.h"

#include <QTest>

#include <algorithm>

using namespace headroom;
using namespace headroom::test;

class TestSweep : public QObject {
    Q_OBJECT
private slots:
    void sweepCarriesCurrentValueAndCapacities();
    void imageKnobKeepsAspectRatio();
    void maxBatchTableKeepsEffectiveBatch();
    void largestMicroBatchBetweenGridPoints();
};

void TestSweep::sweepCarriesCurrentValueAndCapacities()
{
    // The "now" marker of the image-size sweep sits on the size the estimate used, and the
    // sweep holds one of its points exactly there.
    const ResolvedSetup r = resolved(setupFor({{"model.name", "vit-base-16"}, {"run.micro_batch", "32"}}));
    const MemoryReport rep = estimate(r, coefficients());
    QVERIFY(sweepApplies(r, SweepKnob::ImageSize));
    const Sweep s = sweep(r, coefficients(), SweepKnob::ImageSize, sweepValues(r, SweepKnob::ImageSize));
    QCOMPARE(s.current, 224.0);
    QCOMPARE(s.current, knobValue(r, SweepKnob::ImageSize));
    QCOMPARE(s.vramCapacity, rep.vramCapacity);
    QCOMPARE(s.hostCapacity, rep.hostCapacity);
    const auto now = std::find_if(s.points.begin(), s.points.end(), [&](const SweepPoint &p) { return p.x == s.current; });
    QVERIFY(now != s.points.end());
    QCOMPARE(now->vramTotal, rep.vramTotal); // the point at "now" is this very estimate
}

// The micro-batch grid steps by a quarter past 8 (…, 12, 16, 20, …): the largest that fits is
// the largest whole micro batch that does, as largestFittingMicroBatch finds it, not the grid
// point below it; and a micro batch one above it does not fit.
void TestSweep::largestMicroBatchBetweenGridPoints()
{
    const ResolvedSetup r = resolved(setupFor({{"model.name", "llama-3.2-1b"}, {"run.finetune", "lora"},
                                               {"data.seq_len", "350"}, {"hardware.gpu", "rtx-4090"},
                                               {"hardware.host_ram_gib", "256"}}));
    const std::vector<double> grid = sweepValues(r, SweepKnob::MicroBatch);
    const Sweep s = sweep(r, coefficients(), SweepKnob::MicroBatch, grid);
    QVERIFY(s.largestFitting >= 1);
    QCOMPARE(int(s.largestFitting), largestFittingMicroBatch(r, coefficients(), 1 << 12));
    // (this setup's lies between two of the grid's points)
    QVERIFY(std::find(grid.begin(), grid.end(), s.largestFitting) == grid.end());
    ResolvedSetup over = r;
    over.setup.run.microBatch = int(s.largestFitting) + 1;
    QVERIFY(estimate(over, coefficients()).verdict != Verdict::Fits);
}

void TestSweep::imageKnobKeepsAspectRatio()
{
    // One rule for the sweep and the window's spin box: the value is the shorter side.
    TrainingSetup s = setupFor({{"data.image_size", "720x1280"}});
    applyKnob(s, SweepKnob::ImageSize, 360);
    QCOMPARE(QString::fromStdString(fieldValue(s, "data.image_size")), QStringLiteral("360x640"));
    TrainingSetup square = setupFor({{"data.image_size", "224"}});
    applyKnob(square, SweepKnob::ImageSize, 448);
    QCOMPARE(QString::fromStdString(fieldValue(square, "data.image_size")), QStringLiteral("448"));
}

void TestSweep::maxBatchTableKeepsEffectiveBatch()
{
    // Every GPU of the catalog gets a row; a micro batch that fits divides micro batch ×
    // accumulation, so the effective batch stays, and a bigger GPU never fits a smaller one.
    const ResolvedSetup r = resolved(setupFor({{"model.name", "llama-3-8b"}, {"run.finetune", "lora"},
                                               {"run.micro_batch", "8"}, {"run.grad_accum", "4"}, {"data.seq_len", "350"}}));
    const std::vector<BatchTableRow> rows = maxBatchTable(r, catalog(), coefficients());
    QCOMPARE(rows.size(), catalog().gpus().size());
    int smallBatch = -1, bigBatch = -1;
    for (const BatchTableRow &row : rows) {
        QVERIFY(row.gpu);
        QCOMPARE(row.microBatch > 0 ? row.microBatch * row.gradAccum : 32, 32);
        if (row.gpu->id == "a10g")
            smallBatch = row.microBatch;
        if (row.gpu->id == "h100-80gb")
            bigBatch = row.microBatch;
    }
    QVERIFY(smallBatch >= 0 && bigBatch >= 0);
    QVERIFY2(bigBatch >= smallBatch, qPrintable(QStringLiteral("%1 < %2").arg(bigBatch).arg(smallBatch)));
    QVERIFY(bigBatch > 0);
}

QTEST_APPLESS_MAIN(TestSweep)
#include "tst_sweep.moc"
