// The window end to end: open a seed config, move a slider, read the chart and the badge,
// switch language, apply a recommendation, undo, export.

#include "configview.h"
#include "exportdialog.h"
#include "language.h"
#include "mainwindow.h"
#include "testcatalogs.h"
#include "memorychart.h"
#include "messages.h"
#include "reportformat.h"
#include "setupcontroller.h"
#include "steadylabel.h"
#include "sweepchart.h"
#include "textfile.h"
#include "verdictbadge.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <numeric>

#include <qcustomplot.h>

using namespace headroom;

namespace {
// Verdicts compared by their canonical spelling, which QCOMPARE prints on failure.
QString name(Verdict v)
{
    return QString::fromLatin1(toString(v).data());
}
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void opensSeedAndShowsOom();
    void microBatchSliderMovesChartAndBadge();
    void sliderStepRedrawsOnlyWhatChanged();
    void undoRestoresSlider();
    void languageSwitchRetranslates();
    void applyRecommendationMovesControls();
    void alsoWorthItShownApart();
    void notesOnTheFileShown();
    void sweepSaysWhichResourceFails();
    void exportsMarkdownReport();
    void exportsPatchedConfig();
    void exportsCharts_data();
    void exportsCharts();
    void badFileKeepsState();
    void configViewSaysHowValuesWereRead();
    void fitLabelStaysInsidePlot_data();
    void fitLabelStaysInsidePlot();
    void capacityLabelStaysInsidePlot();
    void presetImageSizeShowsInWindow();
    void packingCheckboxChangesAttention();

private:
    // A copy: nothing a test writes can reach the repository's examples.
    QString seed() const { return m_dir.filePath(QStringLiteral("seed-001.yaml")); }
    MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
    QVERIFY(Language::install(QStringLiteral("en")));
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-001-vla-lora-24gb.yaml"), seed()));
}

void TestMainWindow::init()
{
    m_window = new MainWindow(headroom::test::catalogs());
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->openFile(seed(), false));
}

void TestMainWindow::cleanup()
{
    delete m_window;
    m_window = nullptr;
    Language::install(QStringLiteral("en"));
}

void TestMainWindow::opensSeedAndShowsOom()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"));
    QVERIFY(slider);
    QCOMPARE(slider->value(), 4);
    // The tooltip says where the value came from: set when the file is read, not on each step.
    QVERIFY2(slider->toolTip().contains(QLatin1String("run.micro_batch")), qPrintable(slider->toolTip()));
    auto *badge = m_window->findChild<VerdictBadge *>(QStringLiteral("vramBadge"));
    QVERIFY(badge);
    QCOMPARE(name(badge->verdict()), name(Verdict::Oom));
    QVERIFY(badge->text().contains(QLatin1String("OOM")));
    auto *chart = m_window->findChild<MemoryChart *>(QStringLiteral("vramChart"));
    QVERIFY(chart);
    const std::vector<double> bars = chart->segmentBytes();
    const double total = std::accumulate(bars.begin(), bars.end(), 0.0);
    QVERIFY(total > chart->capacityBytes()); // the stacked bar runs past the capacity line
}

void TestMainWindow::microBatchSliderMovesChartAndBadge()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"));
    auto *chart = m_window->findChild<MemoryChart *>(QStringLiteral("vramChart"));
    auto *badge = m_window->findChild<VerdictBadge *>(QStringLiteral("vramBadge"));
    const double activationsBefore = chart->segmentBytes()[static_cast<size_t>(VramComponent::Activations)];

    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_Left); // 4 → 3
    QTest::keyClick(slider, Qt::Key_Left); // 3 → 2
    QCOMPARE(slider->value(), 2);
    QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("run.micro_batch")), QStringLiteral("2"));
    QCOMPARE(m_window->findChild<QSpinBox *>(QStringLiteral("spin_run.micro_batch"))->value(), 2);

    const std::vector<double> bars = chart->segmentBytes();
    const MemoryReport &report = m_window->controller()->report();
    for (size_t i = 0; i < bars.size(); ++i)
        QCOMPARE(bars[i], report.vram[i]);
    // The error bar spans the report's band, around the total.
    QCOMPARE(chart->bandLowBytes(), report.vramBandLow);
    QCOMPARE(chart->bandHighBytes(), report.vramBandHigh);
    QVERIFY(chart->bandLowBytes() < report.vramTotal && report.vramTotal < chart->bandHighBytes());
    QVERIFY(bars[static_cast<size_t>(VramComponent::Activations)] < activationsBefore * 0.6);
    QCOMPARE(name(badge->verdict()), name(Verdict::Fits));
    QVERIFY(badge->text().contains(QLocale().toUpper(Messages::verdict(Verdict::Fits))));
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("effectiveBatch"))->text().contains(QLatin1String("16")));
}

// A micro-batch step (seed 001: host RAM does not depend on it) replots the GPU chart, moves
// the sweep's current point without replotting the curve, leaves the host chart alone, and
// moves no control. The effective-batch line keeps the widest size it has needed: every
// 9 → 10 and 12 → 1 used to resize it, re-lay out the panel and repaint every control in it.
namespace {
// Counts the layout passes asked of `root` and the widgets inside it.
class LayoutRequests : public QObject {
public:
    explicit LayoutRequests(QWidget *root) : m_root(root) { qApp->installEventFilter(this); }
    ~LayoutRequests() override { qApp->removeEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *w = qobject_cast<QWidget *>(watched);
        if (event->type() == QEvent::LayoutRequest && w && (w == m_root || m_root->isAncestorOf(w)))
            ++count;
        return false;
    }
    int count = 0;

private:
    QWidget *m_root;
};

// The regions one widget is asked to paint.
class PaintRegions : public QObject {
public:
    explicit PaintRegions(QWidget *widget) : m_widget(widget) { widget->installEventFilter(this); }
    ~PaintRegions() override { m_widget->removeEventFilter(this); }
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_widget && event->type() == QEvent::Paint)
            painted += static_cast<QPaintEvent *>(event)->region();
        return false;
    }
    QRegion painted;

private:
    QWidget *m_widget;
};
} // namespace

void TestMainWindow::sliderStepRedrawsOnlyWhatChanged()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"));
    slider->setValue(12);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    slider->setValue(9);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    auto *vram = m_window->findChild<MemoryChart *>(QStringLiteral("vramChart"));
    auto *host = m_window->findChild<MemoryChart *>(QStringLiteral("hostChart"));
    QCustomPlot *sweep = m_window->findChild<SweepChart *>(QStringLiteral("sweepChart"))->plot();
    int vramReplots = 0, hostReplots = 0, sweepReplots = 0;
    connect(vram, &QCustomPlot::afterReplot, this, [&vramReplots] { ++vramReplots; });
    connect(host, &QCustomPlot::afterReplot, this, [&hostReplots] { ++hostReplots; });
    connect(sweep, &QCustomPlot::afterReplot, this, [&sweepReplots] { ++sweepReplots; });
    auto *gpu = m_window->findChild<QComboBox *>(QStringLiteral("control_hardware.gpu"));
    const QRect gpuBefore = gpu->geometry();
    QCPGraph *vramCurve = sweep->graph(0);
    const int curvePoints = vramCurve->dataCount();

    QCPGraph *now = sweep->graph(2); // the current point, drawn by the plot over its layers
    const QPointF nineAt = now->coordsToPixels(9, now->data()->constBegin()->value);
    PaintRegions sweepPaints(sweep);
    slider->setValue(10);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();

    QCOMPARE(vramReplots, 1);
    QCOMPARE(hostReplots, 0);
    QCOMPARE(sweepReplots, 0);
    QCOMPARE(vramCurve->dataCount(), curvePoints);
    QCOMPARE(now->layer()->name(), QStringLiteral("now"));
    QVERIFY(!now->layer()->visible()); // drawn by the plot itself, not cleared and blended as a layer
    QCOMPARE(now->dataCount(), 1);
    QCOMPARE(now->data()->constBegin()->key, 10.0);
    // Only where the point was and where it is now are painted again: both, and little else.
    const QPointF tenAt = now->coordsToPixels(10, now->data()->constBegin()->value);
    QVERIFY(sweepPaints.painted.contains(nineAt.toPoint()));
    QVERIFY(sweepPaints.painted.contains(tenAt.toPoint()));
    const QRect bounds = sweepPaints.painted.boundingRect();
    QVERIFY2(bounds.width() * bounds.height() < sweep->width() * sweep->height() / 8,
             qPrintable(QStringLiteral("painted %1x%2 of %3x%4").arg(bounds.width()).arg(bounds.height())
                            .arg(sweep->width()).arg(sweep->height())));
    QCOMPARE(gpu->geometry(), gpuBefore);
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("effectiveBatch"))->text().contains(QLatin1String("80")));
    // A step the curve does not hold as a point (11 lies between 10 and 13) gives the curve a
    // point more; the axes, lines and labels around it stay, so only the curves' own paint
    // buffer is drawn again, not the whole plot.
    QCOMPARE(vramCurve->layer()->name(), QStringLiteral("curves"));
    sweepPaints.painted = QRegion();
    slider->setValue(11);
    QCoreApplication::processEvents();
    QCOMPARE(sweepReplots, 0);
    QVERIFY(vramCurve->data()->findBegin(11, false)->key == 11.0);
    QCOMPARE(now->data()->constBegin()->key, 11.0);
    // ... and only around the new point is painted again (10 to 13, where the curve changed) ...
    const QPointF elevenAt = now->coordsToPixels(11, now->data()->constBegin()->value);
    QVERIFY(sweepPaints.painted.contains(elevenAt.toPoint()));
    QVERIFY(sweepPaints.painted.contains(tenAt.toPoint()));
    const QRect curveBounds = sweepPaints.painted.boundingRect();
    QVERIFY2(curveBounds.width() < sweep->width() / 3,
             qPrintable(QStringLiteral("painted %1 of %2 px wide").arg(curveBounds.width()).arg(sweep->width())));
    // ... and what is on screen is what a whole replot draws.
    const QImage stepped = sweep->grab().toImage();
    sweep->replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(sweep->grab().toImage(), stepped);
    sweepReplots = 0;
    // Steps on (12 takes 11's point away and adds its own; 1 and 2 only move the marker, and
    // leave 12's point on the curve until the next curve step): still what a replot draws.
    for (int value : {12, 1, 2, 9, 3}) {
        slider->setValue(value);
        QCoreApplication::processEvents();
    }
    QCOMPARE(sweepReplots, 0);
    const QImage walked = sweep->grab().toImage();
    sweep->replot(QCustomPlot::rpImmediateRefresh);
    QCOMPARE(sweep->grab().toImage(), walked);
    sweepReplots = 0;
    // A step that moves what is around the curves (another GPU: its capacity line) replots.
    QVERIFY(m_window->controller()->setField(QStringLiteral("hardware.gpu"), QStringLiteral("a100-80gb")));
    QTRY_COMPARE(sweepReplots, 1);

    // Reaching the file's value (4) and leaving it again turns the control's name from bold to
    // plain and back, and lays nothing out: a font change asked the whole form to lay out and
    // repainted the controls panel on those steps.
    auto *panel = m_window->findChild<QWidget *>(QStringLiteral("controlsPanel"));
    FieldLabel *label = nullptr;
    for (FieldLabel *l : panel->findChildren<FieldLabel *>())
        if (l->buddy() == slider)
            label = l;
    QVERIFY(label);
    slider->setValue(5);
    QCoreApplication::processEvents();
    QVERIFY(label->isChanged());
    LayoutRequests layouts(panel);
    slider->setValue(4);
    QCoreApplication::processEvents();
    QVERIFY(!label->isChanged());
    slider->setValue(5);
    QCoreApplication::processEvents();
    QVERIFY(label->isChanged());
    QCOMPARE(layouts.count, 0);
}

void TestMainWindow::undoRestoresSlider()
{
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"));
    slider->setValue(3);
    slider->setValue(2); // one drag: merges into one undo step
    QCOMPARE(m_window->controller()->undoStack()->count(), 1);
    m_window->controller()->undoStack()->undo();
    QCOMPARE(slider->value(), 4);
    QCOMPARE(name(m_window->findChild<VerdictBadge *>(QStringLiteral("vramBadge"))->verdict()), name(Verdict::Oom));
    m_window->controller()->undoStack()->redo();
    QCOMPARE(slider->value(), 2);
}

void TestMainWindow::languageSwitchRetranslates()
{
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("controlsDock"));
    QVERIFY(dock);
    // Blank the title: only a retranslation (QEvent::LanguageChange) sets it again.
    dock->setWindowTitle(QString());
    QAction *russian = m_window->findChild<QAction *>(QStringLiteral("language_ru"));
    QVERIFY(russian);
    russian->trigger();
    QCOMPARE(Language::current(), QStringLiteral("ru"));
    QTRY_VERIFY(!dock->windowTitle().isEmpty());
    QVERIFY(russian->isChecked());
    const QString russianTitle = dock->windowTitle();
    m_window->findChild<QAction *>(QStringLiteral("language_en"))->trigger();
    QTRY_COMPARE(dock->windowTitle(), QStringLiteral("Controls"));
    // Where the Russian catalogue has the string, the title really changed language.
    if (QCoreApplication::translate("headroom::MainWindow", "Controls") != QLatin1String("Controls"))
        QVERIFY(russianTitle != QLatin1String("Controls"));
}

void TestMainWindow::applyRecommendationMovesControls()
{
    SetupController *controller = m_window->controller();
    controller->flushAdvice();
    if (controller->advice().recommendations.empty())
        QSKIP("the advisor returned no recommendation for this seed");
    auto *apply = m_window->findChild<QPushButton *>(QStringLiteral("applyRecommendation0"));
    QVERIFY(apply);
    const Recommendation rec = controller->advice().recommendations.front();
    QTest::mouseClick(apply, Qt::LeftButton);
    for (const FieldChange &c : rec.changes)
        QCOMPARE(controller->fieldValue(QString::fromStdString(c.field)).toStdString(), c.to);
    QCOMPARE(name(controller->report().verdict), name(rec.report.verdict));
    if (rec.report.vramVerdict == Verdict::Fits)
        QCOMPARE(name(m_window->findChild<VerdictBadge *>(QStringLiteral("vramBadge"))->verdict()), name(Verdict::Fits));
    auto *slider = m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"));
    QCOMPARE(QString::number(slider->value()), controller->fieldValue(QStringLiteral("run.micro_batch")));
}

void TestMainWindow::alsoWorthItShownApart()
{
    // Seed 002: the fix is about the cache; bf16 shows under "Also worth it", not in a fix.
    const QString file = m_dir.filePath(QStringLiteral("seed-002.yaml"));
    QFile::remove(file);
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-002-deblur-cache-3xa6000.yaml"), file));
    QVERIFY(m_window->openFile(file, false));
    SetupController *controller = m_window->controller();
    controller->flushAdvice();
    QVERIFY(!controller->advice().alsoWorthIt.empty());
    auto *title = m_window->findChild<QLabel *>(QStringLiteral("alsoWorthItTitle"));
    QVERIFY(title);
    QTRY_VERIFY(!title->isHidden());
    QVERIFY(title->text().contains(QStringLiteral("Also worth it")));
    bool listed = false;
    for (const QLabel *label : m_window->findChildren<QLabel *>())
        listed = listed || (label->text().contains(QStringLiteral("FP32 → BF16 mixed")) && label->text().contains(QStringLiteral("faster")));
    QVERIFY(listed);
}

// The reader's warnings are in the window, with their lines: a DeepSpeed file the config names
// that is not there, and the GPU count it does not state. A note on a field the user then sets
// goes; the rest stay.
void TestMainWindow::notesOnTheFileShown()
{
    const QString file = m_dir.filePath(QStringLiteral("notes.yaml"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("model_name_or_path: gpt2\nper_device_train_batch_size: 4\ndeepspeed: ./missing_zero3.json\n");
    }
    QVERIFY(m_window->openFile(file, false));
    SetupController *controller = m_window->controller();
    controller->flushAdvice();
    auto *title = m_window->findChild<QLabel *>(QStringLiteral("notesTitle"));
    QVERIFY(title);
    QTRY_VERIFY(!title->isHidden());
    const auto noteTexts = [this] {
        QStringList out;
        for (const QLabel *label : m_window->findChildren<QLabel *>(QStringLiteral("note")))
            out << label->text().remove(QChar(0x200B)); // (the places a long word may break)
        return out.join(QLatin1Char('\n'));
    };
    QVERIFY2(noteTexts().contains(QStringLiteral("missing_zero3")), qPrintable(noteTexts()));
    QVERIFY2(noteTexts().contains(QStringLiteral("line 3")), qPrintable(noteTexts()));
    const qsizetype before = m_window->findChildren<QLabel *>(QStringLiteral("note")).size();
    QVERIFY(controller->setField(QStringLiteral("parallel.strategy"), QStringLiteral("zero2")));
    controller->flushAdvice();
    QTRY_VERIFY(m_window->findChildren<QLabel *>(QStringLiteral("note")).size() < before);
    QVERIFY(noteTexts().contains(QStringLiteral("missing_zero3")));
    // The window names its controls, not command-line options: ZeRO-2 with no GPU count stated
    // says to set "GPUs per node" (and "Nodes"), never --gpus; no note says --host-ram or --set.
    QTRY_VERIFY2(noteTexts().contains(QStringLiteral("GPUs per node")), qPrintable(noteTexts()));
    for (const char *option : {"--gpus", "--host-ram", "--set", "--nodes"})
        QVERIFY2(!noteTexts().contains(QLatin1String(option)), qPrintable(noteTexts()));
}

// Where the host never fits but the GPU does (a 2 GiB host), the caption names host RAM, and
// the host curve, over its capacity everywhere, is still inside the right axis.
void TestMainWindow::sweepSaysWhichResourceFails()
{
    QVERIFY(m_window->openFile(seed(), false));
    SetupController *controller = m_window->controller();
    QVERIFY(controller->setField(QStringLiteral("hardware.host_ram_gib"), QStringLiteral("2")));
    QVERIFY(controller->setField(QStringLiteral("run.micro_batch"), QStringLiteral("1")));
    auto *sweep = m_window->findChild<SweepChart *>(QStringLiteral("sweepChart"));
    QVERIFY(sweep);
    QTRY_COMPARE(sweep->largestFitting(), 0.0);
    QCustomPlot *plot = sweep->plot();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    bool said = false;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (const auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible())
            said = said || text->text().contains(QStringLiteral("Host RAM does not fit"));
    QVERIFY(said);
    const QCPGraph *host = plot->graph(1);
    double lowest = 1e300;
    for (auto it = host->data()->constBegin(); it != host->data()->constEnd(); ++it)
        lowest = std::min(lowest, it->value);
    QVERIFY(lowest < plot->yAxis2->range().upper);
}

void TestMainWindow::exportsMarkdownReport()
{
    m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"))->setValue(2);
    const QString path = m_dir.filePath(QStringLiteral("report.md"));
    QVERIFY(m_window->exportReport(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString written = QString::fromUtf8(file.readAll());
    SetupController *c = m_window->controller();
    QCOMPARE(written, ReportFormat::markdown(c->resolved(), c->report(), c->catalogs().coefficients, c->notes()));
}

void TestMainWindow::exportsPatchedConfig()
{
    m_window->findChild<QSlider *>(QStringLiteral("control_run.micro_batch"))->setValue(2);
    SetupController *c = m_window->controller();
    const std::vector<FieldChange> changes = c->changesFromFile();
    QCOMPARE(changes.size(), size_t(1));
    QCOMPARE(changes.front().field, std::string("run.micro_batch"));
    ExportDialog dialog(c->config(), changes);
    QVERIFY(dialog.isValid());
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("exportSaveAs"))->isDefault());
    // Only the micro batch line differs from the original, comment and all kept.
    QString expected = QString::fromStdString(c->config().text);
    expected.replace(QStringLiteral("  micro_batch: 4\n"), QStringLiteral("  micro_batch: 2\n"));
    QCOMPARE(dialog.patchedText(), expected);
    const QString out = m_dir.filePath(QStringLiteral("patched.yaml"));
    QVERIFY(dialog.saveTo(out, false));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), expected);
    // Never the original without asking.
    QString error;
    QVERIFY(!dialog.saveTo(seed(), false, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!QFile::exists(seed() + QStringLiteral(".bak")));
    QVERIFY(dialog.saveTo(seed(), true)); // overwriting when asked keeps a .bak
    QVERIFY(QFile::exists(seed() + QStringLiteral(".bak")));
    QVERIFY(QFile::remove(seed()));
    QVERIFY(QFile::rename(seed() + QStringLiteral(".bak"), seed()));
}

void TestMainWindow::exportsCharts_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QByteArray>("magic");
    QTest::newRow("png") << QStringLiteral("png") << QByteArray("\x89PNG");
    QTest::newRow("svg") << QStringLiteral("svg") << QByteArray("<?xml");
    QTest::newRow("pdf") << QStringLiteral("pdf") << QByteArray("%PDF");
}

void TestMainWindow::exportsCharts()
{
    QFETCH(QString, suffix);
    QFETCH(QByteArray, magic);
    const QString path = m_dir.filePath(QStringLiteral("charts.") + suffix);
    QVERIFY(m_window->exportChart(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.size() > 1000);
    QVERIFY(file.read(magic.size()) == magic);
}

void TestMainWindow::badFileKeepsState()
{
    const QString path = m_dir.filePath(QStringLiteral("broken.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("run: [unclosed\n");
    file.close();
    QVERIFY(!m_window->openFile(path, false));
    QCOMPARE(m_window->controller()->fieldValue(QStringLiteral("run.micro_batch")), QStringLiteral("4"));
}

// A plain YAML no tool claims opens: its values are read by name, and the config view colours
// and explains those lines apart from what a tool's rule read.
void TestMainWindow::configViewSaysHowValuesWereRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("train.yaml"));
    QVERIFY(test::writeTextFile(path, "model_name: resnet-50\ntrain:\n  epochs: 10\n  batch_size: 8\n  num_workers: 2\n  devices: 0,1\n"));
    QVERIFY(m_window->openFile(path, false));
    auto *view = m_window->findChild<ConfigView *>(QStringLiteral("configView"));
    QVERIFY(view);
    QVERIFY(view->fieldsOnLine(4).contains(QStringLiteral("run.micro_batch")));
    QCOMPARE(view->howOnLine(4), QStringLiteral("name"));
    QVERIFY(view->toolTipForLine(4).contains(QStringLiteral("run.micro_batch")));
    QVERIFY(view->toolTipForLine(4).contains(tr("Matched by its name, not by a rule for this tool: check it means what Headroom took it for.")));
    QCOMPARE(view->howOnLine(1), QStringLiteral("name")); // model_name
    QCOMPARE(view->howOnLine(2), QString());              // train:
}

namespace {

// The last visible text item of a plot (a chart's label beside its line).
const QCPItemText *lastVisibleText(QCustomPlot *plot)
{
    const QCPItemText *label = nullptr;
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto *text = qobject_cast<QCPItemText *>(plot->item(i)); text && text->visible())
            label = text;
    return label;
}

// Empty when `label` lies within the plot's axis rect horizontally, else where it runs out.
QString outsidePlot(QCustomPlot *plot, const QCPItemText *label)
{
    const QRect inside = plot->axisRect()->rect();
    const double left = label->topLeft->pixelPosition().x(), right = label->bottomRight->pixelPosition().x();
    if (left >= inside.left() - 1 && right <= inside.right() + 1)
        return {};
    return QStringLiteral("%1: %2..%3 outside %4..%5").arg(label->text()).arg(left).arg(right).arg(inside.left()).arg(inside.right());
}

} // namespace

void TestMainWindow::fitLabelStaysInsidePlot_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ru") << QStringLiteral("ru"); // the longest wording, which once ran off the plot
}

void TestMainWindow::fitLabelStaysInsidePlot()
{
    // Seed 003's largest fitting micro batch sits right of the middle of the sweep; the label
    // beside its line must stay inside the plot in every language, at the screenshots' size.
    QFETCH(QString, language);
    m_window->findChild<QAction *>(QStringLiteral("language_") + language)->trigger();
    const QString piper = m_dir.filePath(QStringLiteral("seed-003.yaml"));
    QFile::remove(piper);
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-003-piper-1gpu-32gb.yaml"), piper));
    m_window->resize(1600, 1000);
    QVERIFY(m_window->openFile(piper, false));
    auto *sweep = m_window->findChild<SweepChart *>();
    QVERIFY(sweep);
    QTRY_VERIFY(sweep->largestFitting() > 0);
    QCustomPlot *plot = sweep->plot();
    plot->replot(QCustomPlot::rpImmediateRefresh);
    const QCPItemText *label = lastVisibleText(plot);
    QVERIFY(label);
    QVERIFY2(label->text().contains(QString::number(sweep->largestFitting())), qPrintable(label->text()));
    QVERIFY2(outsidePlot(plot, label).isEmpty(), qPrintable(outsidePlot(plot, label)));
}

void TestMainWindow::capacityLabelStaysInsidePlot()
{
    // Seed 002's host needs 31 TiB of 256 GiB: the capacity line sits near the axis's start, and
    // its label moves right of the line instead of running off the plot.
    m_window->findChild<QAction *>(QStringLiteral("language_ru"))->trigger();
    const QString deblur = m_dir.filePath(QStringLiteral("seed-002.yaml"));
    QFile::remove(deblur);
    QVERIFY(QFile::copy(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-002-deblur-cache-3xa6000.yaml"), deblur));
    m_window->resize(1600, 1000);
    QVERIFY(m_window->openFile(deblur, false));
    auto *chart = m_window->findChild<MemoryChart *>(QStringLiteral("hostChart"));
    QVERIFY(chart);
    chart->replot(QCustomPlot::rpImmediateRefresh);
    chart->replot(QCustomPlot::rpImmediateRefresh); // placed from the laid-out plot
    const QCPItemText *label = lastVisibleText(chart);
    QVERIFY(label);
    QVERIFY(label->text().contains(QStringLiteral("256")));
    QVERIFY2(outsidePlot(chart, label).isEmpty(), qPrintable(outsidePlot(chart, label)));
    m_window->findChild<QAction *>(QStringLiteral("language_en"))->trigger();
}

void TestMainWindow::presetImageSizeShowsInWindow()
{
    // A ViT preset without data.image_size is estimated at the preset's 224 px: the window's
    // image-size box shows 224 (not its minimum) and the sweep marks "now" at 224.
    const QString vit = m_dir.filePath(QStringLiteral("vit.yaml"));
    QFile file(vit);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write("model:\n  name: vit-base-16\nrun:\n  micro_batch: 32\nhardware:\n  gpu: a100-40gb\n");
    file.close();
    QVERIFY(m_window->openFile(vit, false));
    auto *spin = m_window->findChild<QSpinBox *>(QStringLiteral("control_data.image_size"));
    QVERIFY(spin);
    QCOMPARE(spin->value(), 224);

    auto *sweep = m_window->findChild<SweepChart *>();
    auto *knob = sweep->findChild<QComboBox *>(QStringLiteral("sweepKnob"));
    QVERIFY(knob);
    const int image = knob->findData(static_cast<int>(SweepKnob::ImageSize));
    QVERIFY(image >= 0);
    knob->setCurrentIndex(image);
    QCOMPARE(sweep->knob(), SweepKnob::ImageSize);
    QCPGraph *now = sweep->plot()->graph(2); // the "now" marker: one point at the current value
    QTRY_COMPARE(now->dataCount(), 1);
    QCOMPARE(now->data()->at(0)->key, 224.0);
}

QTEST_MAIN(TestMainWindow)
void TestMainWindow::packingCheckboxChangesAttention()
{
    // Seed 001 (Qwen2.5-VL-3B, 16 query heads over 2 K/V heads, micro batch 4): its rows count as
    // padded, so SDPA gets a mask and K/V are repeated to the query's width. Ticking "Packed
    // sequences" keeps them at their own width and drops the mask: the activations shrink, the
    // rest of the estimate does not move, and unticking gives back the same figure.
    auto *check = m_window->findChild<QCheckBox *>(QStringLiteral("control_data.packing"));
    QVERIFY(check);
    QVERIFY(check->isVisibleTo(m_window));
    QVERIFY(!check->isChecked());
    SetupController *c = m_window->controller();
    const double padded = c->report().vramOf(VramComponent::Activations);
    const double weights = c->report().vramOf(VramComponent::Weights);
    check->setChecked(true);
    // (per token and layer 2 × 2 B × (2048 − 256) for K/V and 2 B × 640 positions of mask, of
    // about 170 kB that LoRA on every linear keeps: a few percent)
    QVERIFY(c->report().vramOf(VramComponent::Activations) < 0.98 * padded);
    QCOMPARE(c->report().vramOf(VramComponent::Weights), weights);
    QVERIFY(c->isChanged(QStringLiteral("data.packing")));
    check->setChecked(false);
    QCOMPARE(c->report().vramOf(VramComponent::Activations), padded);
}

#include "tst_mainwindow.moc"
