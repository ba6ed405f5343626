// Model cards and calibration in the core: a card written by headroom-probe read as a model
// (parameters, activations that scale with batch, points and precision), its bad forms named
// with file and line, and a calibration that reproduces the measured run, follows the batch,
// and is kept beside the config without touching it.

#include "calibration.h"
#include "catalogfiles.h"
#include "config.h"
#include "../dialects/testmaps.h"
#include "estimate.h"
#include "modelcard.h"
#include "setupfile.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sstream>

using namespace headroom;

namespace {

const std::string kProbeDir = HEADROOM_TESTS_DIR "/../probe";

std::string readAll(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

const Catalog &catalog()
{
    static const Catalog c = [] {
        Diagnostics d;
        return test::loadCatalog(HEADROOM_RESOURCES_DIR, d);
    }();
    return c;
}

const Coefficients &coefficients()
{
    static const Coefficients c = Coefficients::from(catalog());
    return c;
}

// Loads `config`, applies `sets`, resolves; fails the test on an error.
ResolvedSetup resolved(const std::string &config, const std::vector<std::string> &sets = {})
{
    LoadedConfig loaded;
    Diagnostics diags;
    if (!loadConfigFile(config, headroom::testing::testOptions(), loaded, diags))
        qFatal("cannot load %s", config.c_str());
    TrainingSetup s = loaded.setup;
    for (const std::string &a : sets)
        if (!applyAssignment(a, s, diags))
            qFatal("bad --set %s", a.c_str());
    ResolvedSetup r;
    if (!resolveSetup(s, catalog(), r, diags))
        qFatal("cannot resolve %s: %s", config.c_str(), diags.empty() ? "" : diags.back().code.c_str());
    return r;
}

double activations(const ResolvedSetup &r)
{
    return estimate(r, coefficients()).vramOf(VramComponent::Activations);
}

const char *kMinimalCard = R"(headroom_card: 1
model:
  name: "pkg.models:build"
  kind: point-cloud
  params: 2000000
  trainable_params: 1500000
measured_at:
  batch: 1
  scales_with: points
  reference: {points: 1024}
activations_per_sample:
  fp32: {saved: 8000000, transient: 2000000}
  bf16: {saved: 4200000, transient: 800000}
)";

} // namespace

class TestModelCard : public QObject {
    Q_OBJECT
private slots:
    void parsesTheProbesCard();
    void badCards_data();
    void badCards();
    void cardIsTheModel();
    void activationsScaleWithBatchInputAndPrecision();
    void missingCardNamesTheConfigLine();
    void cardBesideConfigIsFound();
    void measurementSyntax_data();
    void measurementSyntax();
    void calibrationReproducesTheMeasuredRun_data();
    void calibrationReproducesTheMeasuredRun();
    void calibrationFollowsTheBatch();
    void smallActivationsLeaveAFixedCorrection();
    void calibrationKeptBesideNeverInside();
};

void TestModelCard::parsesTheProbesCard()
{
    ModelCard card;
    Diagnostics diags;
    const std::string path = kProbeDir + "/cards/pointflow.card.yaml";
    QVERIFY(parseModelCard(readAll(path), path, card, diags));
    QVERIFY(diags.empty());
    QVERIFY(card.kind == ModelKind::PointCloud);
    QVERIFY(card.params > 1e5);
    QCOMPARE(card.trainableParams, card.params);
    QVERIFY(card.scale == ActivationProfile::Scale::PointsFrames);
    QCOMPARE(card.refPoints, 4096);
    QCOMPARE(card.refFrames, 2);
    QVERIFY(card.savedFp32 > 0);
    QVERIFY(card.savedBf16 > 0 && card.savedBf16 < card.savedFp32);
}

void TestModelCard::badCards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::newRow("not a card") << "model: {params: 3}\n" << "card.not_a_card" << 1;
    QTest::newRow("no activations") << "headroom_card: 1\nmodel:\n  params: 10\n" << "card.missing" << 1;
    QTest::newRow("params not a number")
        << "headroom_card: 1\nmodel:\n  params: lots\nactivations_per_sample:\n  fp32: {saved: 10}\n"
        << "card.not_number" << 3;
    QTest::newRow("unknown kind")
        << "headroom_card: 1\nmodel:\n  kind: spaceship\n  params: 10\nactivations_per_sample:\n  fp32: {saved: 10}\n"
        << "card.bad_value" << 3;
    QTest::newRow("unknown scaling")
        << "headroom_card: 1\nmodel: {params: 10}\nmeasured_at:\n  scales_with: vibes\nactivations_per_sample:\n  fp32: {saved: 1}\n"
        << "card.bad_value" << 4;
}

void TestModelCard::badCards()
{
    QFETCH(QString, text);
    QFETCH(QString, code);
    QFETCH(int, line);
    ModelCard card;
    Diagnostics diags;
    QVERIFY(!parseModelCard(text.toStdString(), "bad.card.yaml", card, diags));
    QVERIFY(!diags.empty());
    QCOMPARE(QString::fromStdString(diags.front().code), code);
    QCOMPARE(QString::fromStdString(diags.front().file), QStringLiteral("bad.card.yaml"));
    QCOMPARE(diags.front().line, line);
}

void TestModelCard::cardIsTheModel()
{
    const ResolvedSetup r = resolved(kProbeDir + "/configs/seed-000-pointflow-card.yaml");
    QVERIFY(r.cardPreset);
    QCOMPARE(r.preset, r.cardPreset.get());
    ModelCard card;
    Diagnostics diags;
    const std::string path = kProbeDir + "/cards/pointflow.card.yaml";
    QVERIFY(parseModelCard(readAll(path), path, card, diags));
    QCOMPARE(r.setup.model.params, card.params);
    QVERIFY(r.setup.model.kind == ModelKind::PointCloud);
    QCOMPARE(r.setup.sources.at("model.params").note, std::string("model_card"));
    // fp32, micro batch 128 at the card's own input: the card's bytes per sample × 128.
    QCOMPARE(activations(r), 128 * (card.savedFp32 + card.transientFp32));
}

void TestModelCard::activationsScaleWithBatchInputAndPrecision()
{
    QTemporaryDir dir;
    const std::string cardPath = dir.filePath(QStringLiteral("m.card.yaml")).toStdString();
    writeFile(cardPath, kMinimalCard);
    const std::string config = dir.filePath(QStringLiteral("train.yaml")).toStdString();
    writeFile(config, "model:\n  card: m.card.yaml\nrun:\n  micro_batch: 2\n  precision: fp32\ndata:\n  points: 1024\n");
    const ResolvedSetup base = resolved(config);
    QCOMPARE(base.setup.model.trainableParams, 1.5e6); // frozen parts stay frozen
    QCOMPARE(activations(base), 2 * 10e6);
    QCOMPARE(activations(resolved(config, {"run.micro_batch=8"})), 8 * 10e6);
    QCOMPARE(activations(resolved(config, {"data.points=4096"})), 2 * 40e6);
    // bf16 autocast: the card's bf16 figure, not a guessed half.
    QCOMPARE(activations(resolved(config, {"run.precision=bf16-mixed"})), 2 * 5e6);
    // --set model.card from the command line counts from the working directory: an absolute path.
    const ResolvedSetup set = resolved(config, {"model.card=" + cardPath});
    QVERIFY(set.cardPreset);
}

void TestModelCard::missingCardNamesTheConfigLine()
{
    QTemporaryDir dir;
    const std::string config = dir.filePath(QStringLiteral("train.yaml")).toStdString();
    writeFile(config, "run:\n  micro_batch: 2\nmodel:\n  card: nowhere.card.yaml\n");
    LoadedConfig loaded;
    Diagnostics diags;
    QVERIFY(loadConfigFile(config, headroom::testing::testOptions(), loaded, diags));
    ResolvedSetup r;
    QVERIFY(!resolveSetup(loaded.setup, catalog(), r, diags));
    QCOMPARE(diags.back().code, std::string("card.unreadable"));
    QCOMPARE(diags.back().file, config);
    QCOMPARE(diags.back().line, 4);
    QVERIFY(diags.back().args.at(0).find("nowhere.card.yaml") != std::string::npos);
}

void TestModelCard::cardBesideConfigIsFound()
{
    QTemporaryDir dir;
    const std::string config = dir.filePath(QStringLiteral("train.yaml")).toStdString();
    writeFile(config, "run:\n  micro_batch: 2\n");
    QCOMPARE(cardBeside(config), std::string());
    writeFile(dir.filePath(QStringLiteral("model-card.yaml")).toStdString(), kMinimalCard);
    QCOMPARE(cardBeside(config), dir.filePath(QStringLiteral("model-card.yaml")).toStdString());
    writeFile(dir.filePath(QStringLiteral("train.card.yaml")).toStdString(), kMinimalCard);
    QCOMPARE(cardBeside(config), dir.filePath(QStringLiteral("train.card.yaml")).toStdString());
}

void TestModelCard::measurementSyntax_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<double>("bytes");
    QTest::newRow("allocated GiB") << "allocated=17.3GiB" << true << 17.3 * 1073741824.0;
    QTest::newRow("reserved MiB") << "reserved=2048MiB" << true << 2048 * 1048576.0;
    QTest::newRow("nvidia-smi") << "nvidia-smi=20GiB" << true << 20 * 1073741824.0;
    QTest::newRow("no metric") << "17.3GiB" << false << 0.0;
    QTest::newRow("unknown metric") << "peak=17GiB" << false << 0.0;
    QTest::newRow("not a size") << "allocated=lots" << false << 0.0;
    QTest::newRow("zero") << "allocated=0" << false << 0.0;
}

void TestModelCard::measurementSyntax()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(double, bytes);
    const auto m = parseMeasurement(text.toStdString());
    QCOMPARE(m.has_value(), ok);
    if (ok)
        QCOMPARE(m->bytes, bytes);
}

void TestModelCard::calibrationReproducesTheMeasuredRun_data()
{
    QTest::addColumn<QString>("metric");
    QTest::addColumn<double>("ratio"); // measured / estimated
    for (const char *metric : {"allocated", "reserved", "nvidia-smi"})
        for (double ratio : {0.8, 1.0, 1.3}) {
            const QByteArray name = QByteArray(metric) + " x" + QByteArray::number(ratio);
            QTest::newRow(name.constData()) << QString::fromLatin1(metric) << ratio;
        }
}

void TestModelCard::calibrationReproducesTheMeasuredRun()
{
    QFETCH(QString, metric);
    QFETCH(double, ratio);
    const ResolvedSetup r = resolved(kProbeDir + "/configs/seed-000-pointflow-card.yaml");
    const MeasuredMetric m = *parseMeasuredMetric(metric.toStdString());
    const double measured = reportMetric(estimate(r, coefficients()), m) * ratio;
    const Calibration cal = calibrate(r, coefficients(), Measurement{m, measured});
    QVERIFY(cal.factors.active);
    ResolvedSetup calibrated = r;
    calibrated.setup.calibration = cal.factors;
    const MemoryReport rep = estimate(calibrated, coefficients());
    QVERIFY2(std::fabs(reportMetric(rep, m) - measured) < 1048576.0, qPrintable(QString::number(reportMetric(rep, m))));
    // Only the uncertain parts moved: weights, gradients and optimizer states are as before.
    const MemoryReport before = estimate(r, coefficients());
    for (VramComponent c : {VramComponent::Weights, VramComponent::Gradients, VramComponent::Optimizer, VramComponent::Ema})
        QCOMPARE(rep.vramOf(c), before.vramOf(c));
    if (ratio == 1.0)
        QVERIFY(std::fabs(rep.vramOf(VramComponent::Calibration)) < 1048576.0);
    else
        QCOMPARE(rep.vramOf(VramComponent::Calibration) > 0, ratio > 1);
}

void TestModelCard::calibrationFollowsTheBatch()
{
    // Where activations dominate (the stand-in at micro batch 1024: about 20 GB of them), most
    // of a 30 % surprise is taken as activations per sample, so at half the batch the correction
    // is close to half.
    const std::string config = kProbeDir + "/configs/seed-000-pointflow-card.yaml";
    const ResolvedSetup r = resolved(config, {"run.micro_batch=1024"});
    const double measured = estimate(r, coefficients()).vramAllocated * 1.3;
    const Calibration cal = calibrate(r, coefficients(), Measurement{MeasuredMetric::Allocated, measured});
    QVERIFY(cal.factors.activationFactor > 1.2);
    QCOMPARE(cal.factors.measuredMicroBatch, 1024);
    ResolvedSetup full = r, half = resolved(config, {"run.micro_batch=512"});
    full.setup.calibration = half.setup.calibration = cal.factors;
    const double atFull = estimate(full, coefficients()).vramOf(VramComponent::Calibration);
    const double atHalf = estimate(half, coefficients()).vramOf(VramComponent::Calibration);
    QVERIFY(atHalf > 0.45 * atFull && atHalf < 0.6 * atFull);
}

void TestModelCard::smallActivationsLeaveAFixedCorrection()
{
    // At micro batch 8 the stand-in's activations are about 160 MB: a 1 GiB surprise is mostly not
    // them, so it stays a fixed overhead that does not grow with the batch.
    const std::string config = kProbeDir + "/configs/seed-000-pointflow-card.yaml";
    const ResolvedSetup r = resolved(config, {"run.micro_batch=8"});
    const double measured = estimate(r, coefficients()).vramAllocated + 1073741824.0;
    const Calibration cal = calibrate(r, coefficients(), Measurement{MeasuredMetric::Allocated, measured});
    QVERIFY(cal.factors.fixedBytes > 0.9 * 1073741824.0);
    ResolvedSetup bigger = resolved(config, {"run.micro_batch=16"});
    bigger.setup.calibration = cal.factors;
    const double correction = estimate(bigger, coefficients()).vramOf(VramComponent::Calibration);
    QVERIFY(correction > 1.0 * 1073741824.0 && correction < 1.1 * 1073741824.0);
}

void TestModelCard::calibrationKeptBesideNeverInside()
{
    QTemporaryDir dir;
    const std::string config = dir.filePath(QStringLiteral("train.yaml")).toStdString();
    const std::string text = readAll(kProbeDir + "/configs/seed-000-pointflow-card.yaml");
    writeFile(config, text);
    const ResolvedSetup r = resolved(config, {"model.card=" + kProbeDir + "/cards/pointflow.card.yaml"});
    const Calibration cal =
        calibrate(r, coefficients(), Measurement{MeasuredMetric::NvidiaSmi, 30.0 * 1073741824.0});
    Diagnostics diags;
    QVERIFY(saveCalibrationFor(config, cal, diags));
    QCOMPARE(readAll(config), text);
    QCOMPARE(calibrationPathFor(config), config + ".headroom.yaml");
    Calibration back;
    QVERIFY(loadCalibrationFor(config, back, diags));
    QVERIFY(diags.empty());
    QVERIFY(back.measured.metric == MeasuredMetric::NvidiaSmi);
    QCOMPARE(back.measured.bytes, 30.0 * 1073741824.0);
    QVERIFY(std::fabs(back.factors.activationFactor - cal.factors.activationFactor) < 1e-6);
    QVERIFY(std::fabs(back.factors.fixedBytes - cal.factors.fixedBytes) < 1);
    QCOMPARE(back.factors.measuredMicroBatch, 128);
    // A damaged calibration is reported with its file, not silently used.
    writeFile(calibrationPathFor(config), "headroom_calibration: 1\nmeasured: {metric: allocated}\ncorrection: {}\n");
    Calibration broken;
    Diagnostics bad;
    QVERIFY(!loadCalibrationFor(config, broken, bad));
    QCOMPARE(bad.back().code, std::string("calibration.unreadable"));
    QCOMPARE(bad.back().file, calibrationPathFor(config));
}

QTEST_GUILESS_MAIN(TestModelCard)
#include "tst_modelcard.moc"
