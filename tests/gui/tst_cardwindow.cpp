// Model cards and calibration in the window: a card lying next to the opened config is offered
// and, once taken, drives the estimate; "Calibrate…" beside the GPU chart takes a measured run,
// the chart says "calibrated from your run" and marks the measured point, the calibration is
// kept beside the file and used again when the file is opened again.

#include "calibration.h"
#include "language.h"
#include "mainwindow.h"
#include "testcatalogs.h"
#include "messagebar.h"
#include "setupcontroller.h"
#include "sweepchart.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <qcustomplot.h>

using namespace headroom;

namespace {

QPushButton *buttonWithText(QWidget *parent, const QString &text)
{
    for (QPushButton *b : parent->findChildren<QPushButton *>())
        if (b->text() == text && b->isVisible())
            return b;
    return nullptr;
}

// With HEADROOM_SCREENSHOTS=DIR (scripts/screenshots-calibration), the documentation's pictures.
void saveScreenshot(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("HEADROOM_SCREENSHOTS");
    if (!dir.isEmpty())
        QVERIFY(w->grab().save(dir + QLatin1Char('/') + name));
}

// Fills the Calibrate dialog when it opens, then presses Calibrate.
void answerCalibrateDialog(const QString &metric, double gib)
{
    QTimer::singleShot(0, [metric, gib] {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->objectName() == QLatin1String("calibrateDialog") && w->isVisible()) {
                auto *combo = w->findChild<QComboBox *>(QStringLiteral("calibrateMetric"));
                combo->setCurrentIndex(combo->findData(metric));
                w->findChild<QDoubleSpinBox *>(QStringLiteral("calibrateValue"))->setValue(gib);
                saveScreenshot(w, QStringLiteral("calibrate-dialog.png"));
                QTest::mouseClick(w->findChild<QPushButton *>(QStringLiteral("calibrateOk")), Qt::LeftButton);
                return;
            }
        QFAIL("no Calibrate dialog");
    });
}

} // namespace

class TestCardWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cardBesideConfigIsOfferedAndUsed();
    void calibrateDialogCorrectsTheChart();
    void calibrationIsUsedWhenReopened();
    void loadModelCardIsInTheFileMenu();

private:
    QString config() const { return m_dir.filePath(QStringLiteral("seed-000.yaml")); }
    QTemporaryDir m_dir;
};

void TestCardWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(Language::install(QStringLiteral("en")));
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-000-pointflowmatch-a100-40gb.yaml"), config()));
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_TESTS_DIR "/../probe/cards/pointflow.card.yaml"),
                        m_dir.filePath(QStringLiteral("model-card.yaml"))));
}

void TestCardWindow::cardBesideConfigIsOfferedAndUsed()
{
    MainWindow window(headroom::test::catalogs());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(config(), false));
    SetupController *c = window.controller();
    QVERIFY(!c->resolved().cardPreset); // the catalog's entry until the card is taken
    QVERIFY(window.messageBar()->isVisible());
    QVERIFY(window.messageBar()->text().contains(QStringLiteral("model-card.yaml")));
    QPushButton *use = buttonWithText(window.messageBar(), QStringLiteral("Use model card"));
    QVERIFY(use);
    QTest::mouseClick(use, Qt::LeftButton);
    QVERIFY(c->resolved().cardPreset);
    QVERIFY(c->resolved().setup.model.kind == ModelKind::PointCloud);
    QVERIFY(c->isChanged(QStringLiteral("model.card"))); // exported with the config, undoable
    // 128 samples in fp32 at the card's own input: the card's bytes per sample × 128.
    const ActivationProfile &a = c->resolved().cardPreset->activation;
    QCOMPARE(c->report().vramOf(VramComponent::Activations), 128 * a.bytesPerSample);
    c->undoStack()->undo();
    QVERIFY(!c->resolved().cardPreset);
}

void TestCardWindow::calibrateDialogCorrectsTheChart()
{
    QFile::remove(QString::fromStdString(calibrationPathFor(config().toStdString())));
    MainWindow window(headroom::test::catalogs());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(config(), false));
    SetupController *c = window.controller();
    QVERIFY(c->useModelCard(m_dir.filePath(QStringLiteral("model-card.yaml"))));
    window.messageBar()->hide();
    auto *note = window.findChild<QLabel *>(QStringLiteral("calibrationNote"));
    QVERIFY(note && !note->isVisible());
    const double before = c->report().vramAllocated;
    const double measuredGib = before * 1.2 / 1073741824.0;
    answerCalibrateDialog(QStringLiteral("allocated"), measuredGib);
    QTest::mouseClick(window.findChild<QPushButton *>(QStringLiteral("calibrateButton")), Qt::LeftButton);
    QVERIFY(std::fabs(c->report().vramAllocated - measuredGib * 1073741824.0) < 0.011 * 1073741824.0);
    QVERIFY(c->report().vramOf(VramComponent::Calibration) > 0);
    QVERIFY(note->isVisible());
    QVERIFY(note->text().contains(QStringLiteral("calibrated from your run")));
    QVERIFY(QFile::exists(c->calibrationPath()));
    // The calibration is no change to the config: only the card taken above is.
    QCOMPARE(c->changesFromFile().size(), size_t(1));
    QCOMPARE(c->changesFromFile().front().field, std::string("model.card"));
    QTest::qWait(50);
    saveScreenshot(&window, QStringLiteral("calibrated-window.png"));
    // The sweep marks the measured run at its micro batch.
    auto *measured = window.findChild<SweepChart *>()->plot()->findChild<QCPGraph *>(QStringLiteral("measuredPoint"));
    QVERIFY(measured);
    QCOMPARE(measured->data()->size(), 1);
    QCOMPARE(measured->data()->begin()->key, 128.0);
    // A what-if keeps the correction: half the batch, less of it.
    const double full = c->report().vramOf(VramComponent::Calibration);
    QVERIFY(c->setField(QStringLiteral("run.micro_batch"), QStringLiteral("64")));
    QVERIFY(c->report().vramOf(VramComponent::Calibration) > 0);
    QVERIFY(c->report().vramOf(VramComponent::Calibration) < full);
    c->undoStack()->undo();
    QCOMPARE(c->report().vramOf(VramComponent::Calibration), full);
}

void TestCardWindow::calibrationIsUsedWhenReopened()
{
    MainWindow window(headroom::test::catalogs());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(config(), false));
    QVERIFY(window.controller()->resolved().setup.calibration.active);
    QVERIFY(window.findChild<QLabel *>(QStringLiteral("calibrationNote"))->isVisible());
    window.controller()->clearCalibration();
    QVERIFY(!QFile::exists(window.controller()->calibrationPath()));
    QCOMPARE(window.controller()->report().vramOf(VramComponent::Calibration), 0.0);
}

void TestCardWindow::loadModelCardIsInTheFileMenu()
{
    MainWindow window(headroom::test::catalogs());
    auto *action = window.findChild<QAction *>(QStringLiteral("loadModelCardAction"));
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Load model &card…"));
}

QTEST_MAIN(TestCardWindow)
#include "tst_cardwindow.moc"
