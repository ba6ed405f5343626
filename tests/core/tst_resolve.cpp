// resolveSetup decides every derived value once: the views (window, sweep, command line) read
// the resolved setup and never work a default out again.

#include "testdata.h"

#include "sweep.h"

#include <QTest>

using namespace headroom;
using namespace headroom::test;

namespace {

TrainingSetup setupFor(const std::vector<std::pair<std::string, std::string>> &fields)
{
    TrainingSetup s;
    Source src;
    src.kind = Source::Kind::Set;
    for (const auto &[field, value] : fields)
        if (auto err = setField(s, field, value, src))
            qFatal("%s=%s: %s", field.c_str(), value.c_str(), err->code.c_str());
    return s;
}

ResolvedSetup resolved(const TrainingSetup &s)
{
    ResolvedSetup r;
    Diagnostics diags;
    if (!resolveSetup(s, catalog(), r, diags))
        qFatal("resolveSetup failed: %s", diags.empty() ? "" : diags.front().code.c_str());
    return r;
}

} // namespace

class TestResolve : public QObject {
    Q_OBJECT
private slots:
    void imageSizeFromPreset_data();
    void imageSizeFromPreset();
    void statedImageSizeWins();
    void imageSizeOnlyWhereImagesAre();
    void sweepCarriesCurrentValueAndCapacities();
    void imageKnobKeepsAspectRatio();
};

void TestResolve::imageSizeFromPreset_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("sourceKind");
    // A ViT's own input size (architecture), a CNN's and a detector's reference input, a
    // VLM's vision tower: whatever the estimate used, the setup now says.
    QTest::newRow("vit") << "vit-base-16" << "224" << int(Source::Kind::Preset);
    QTest::newRow("cnn") << "resnet-50" << "224" << int(Source::Kind::Preset);
    QTest::newRow("detection") << "faster-rcnn-r50-fpn" << "800x1333" << int(Source::Kind::Preset);
    QTest::newRow("vlm") << "qwen2.5-vl-3b" << "448" << int(Source::Kind::Preset);
}

void TestResolve::imageSizeFromPreset()
{
    QFETCH(QString, model);
    QFETCH(QString, size);
    QFETCH(int, sourceKind);
    const ResolvedSetup r = resolved(setupFor({{"model.name", model.toStdString()}}));
    QCOMPARE(QString::fromStdString(fieldValue(r.setup, "data.image_size")), size);
    QVERIFY(r.setup.sources.count("data.image_size"));
    QCOMPARE(int(r.setup.sources.at("data.image_size").kind), sourceKind);
}

void TestResolve::statedImageSizeWins()
{
    const ResolvedSetup r = resolved(setupFor({{"model.name", "vit-base-16"}, {"data.image_size", "384"}}));
    QCOMPARE(r.setup.data.imageHeight, 384);
    QCOMPARE(r.setup.data.imageWidth, 384);
    QCOMPARE(int(r.setup.sources.at("data.image_size").kind), int(Source::Kind::Set));
}

void TestResolve::imageSizeOnlyWhereImagesAre()
{
    // A text model has no image; nothing is invented for it.
    const ResolvedSetup r = resolved(setupFor({{"model.name", "llama-3-8b"}}));
    QCOMPARE(r.setup.data.imageHeight, 0);
    QVERIFY(!r.setup.sources.count("data.image_size"));
}

void TestResolve::sweepCarriesCurrentValueAndCapacities()
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

void TestResolve::imageKnobKeepsAspectRatio()
{
    // One rule for the sweep and the window's spin box: the value is the shorter side.
    TrainingSetup s = setupFor({{"data.image_size", "720x1280"}});
    applyKnob(s, SweepKnob::ImageSize, 360);
    QCOMPARE(QString::fromStdString(fieldValue(s, "data.image_size")), QStringLiteral("360x640"));
    TrainingSetup square = setupFor({{"data.image_size", "224"}});
    applyKnob(square, SweepKnob::ImageSize, 448);
    QCOMPARE(QString::fromStdString(fieldValue(square, "data.image_size")), QStringLiteral("448"));
}

QTEST_APPLESS_MAIN(TestResolve)
#include "tst_resolve.moc"
