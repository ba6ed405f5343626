// headroom-guibench: the window's speed figures, printed as `name: value unit` lines.
//   slider_to_repaint_ms_p95          a micro-batch slider change through the estimate to the
//                                     replotted and repainted charts (offscreen); its median
//                                     is printed too (slider_to_repaint_ms_median)
//   startup_to_first_paint_ms_median  process start to the first paint of the VRAM chart, with
//                                     a seed config opened (a fresh process each run)
//   open_config_to_paint_ms_median    opening a config in the running window: read, resolve,
//                                     estimate, sweep, replot and repaint of the charts
// Run: QT_QPA_PLATFORM=offscreen build/tests/gui/headroom-guibench

#include "language.h"
#include "mainwindow.h"
#include "testcatalogs.h"
#include "memorychart.h"
#include "setupcontroller.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QSlider>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace headroom;

namespace {

const QString kSeed = QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-001-vla-lora-24gb.yaml");

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    const size_t i = std::min(v.size() - 1, static_cast<size_t>(p * static_cast<double>(v.size() - 1) + 0.5));
    return v[i];
}

// Paints are counted on the VRAM chart: its first paint is "first paint" of the window's content.
class PaintWatch : public QObject {
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return QObject::eventFilter(watched, event);
    }
    int paints = 0;
};

int startupChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    Language::install(QStringLiteral("en"));
    MainWindow window(headroom::test::catalogs());
    window.openFile(kSeed, false);
    auto *chart = window.findChild<MemoryChart *>(QStringLiteral("vramChart"));
    PaintWatch watch;
    chart->installEventFilter(&watch);
    window.show();
    while (watch.paints == 0)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    std::fputs("painted\n", stdout);
    std::fflush(stdout);
    return 0;
}

// Counts what a change sets off on the event loop: queued calls (a queued replot is one),
// layout passes, update requests and paints.
class Activity : public QObject {
public:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        switch (event->type()) {
        case QEvent::MetaCall:
        case QEvent::LayoutRequest:
        case QEvent::UpdateRequest:
            ++count;
            break;
        case QEvent::Paint:
            ++count;
            if (watched == vram)
                ++vramPaints;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
    int count = 0;
    int vramPaints = 0;
    QObject *vram = nullptr; // the GPU chart, whose paint ends a step
};

// Times `change(i)` for `runs` rounds, each until the event loop has nothing left that the
// change set off (replots, layout, paints: a chart the change leaves as it was does not
// replot, and a moved marker redraws its own layer only) and the charts have been painted
// synchronously.
template <typename Change> std::vector<double> timeToRepaint(MainWindow &window, int runs, Change change)
{
    QWidget *charts = window.findChild<QWidget *>(QStringLiteral("chartsArea"));
    QWidget *vram = window.findChild<QWidget *>(QStringLiteral("vramChart"));
    Activity activity;
    activity.vram = vram;
    qApp->installEventFilter(&activity);
    std::vector<double> ms;
    QElapsedTimer timer;
    for (int i = 0; i < runs; ++i) {
        timer.start();
        if (!change(i)) {
            ms.clear();
            break;
        }
        activity.vramPaints = 0;
        for (int pass = 0; pass < 100; ++pass) {
            activity.count = 0;
            QCoreApplication::processEvents();
            if (activity.count == 0)
                break;
        }
        // Painted on the way (the window's update request) unless nothing asked for it.
        if (activity.vramPaints == 0)
            charts->repaint();
        ms.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    qApp->removeEventFilter(&activity);
    return ms;
}

double sliderToRepaintP95(MainWindow &window)
{
    auto *slider = window.findChild<QSlider *>(QStringLiteral("control_run.micro_batch"));
    const std::vector<double> ms = timeToRepaint(window, 300, [slider](int i) {
        slider->setValue(1 + i % 12);
        return true;
    });
    if (!ms.empty())
        QTextStream(stdout) << "slider_to_repaint_ms_median: " << QString::number(percentile(ms, 0.5), 'f', 2) << " ms\n";
    return ms.empty() ? -1 : percentile(ms, 0.95);
}

// Opens two seed configs in turn (a different file each time) and times each from the call
// to the repainted charts: read, resolve, estimate, sweep, replot, paint.
double openConfigToPaintMedian(MainWindow &window)
{
    const QStringList files = {QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-003-piper-1gpu-32gb.yaml"), kSeed};
    const std::vector<double> ms =
        timeToRepaint(window, 40, [&](int i) { return window.openFile(files[i % files.size()], false); });
    return ms.empty() ? -1 : percentile(ms, 0.5);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--startup-child") == 0)
        return startupChild(argc, argv);
    // Settings of its own, empty, for this run and its children: the window's remembered size
    // and docks (and so how much it paints) are the same on every run, not the last run's.
    QTemporaryDir settings;
    qputenv("XDG_CONFIG_HOME", settings.path().toLocal8Bit());

    std::vector<double> startup;
    for (int run = 0; run < 7; ++run) {
        QProcess child;
        QElapsedTimer timer;
        timer.start();
        child.start(QString::fromLocal8Bit(argv[0]), {QStringLiteral("--startup-child")});
        if (!child.waitForReadyRead(20000))
            return 1;
        startup.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
        child.waitForFinished(20000);
    }

    QApplication app(argc, argv);
    Language::install(QStringLiteral("en"));
    MainWindow window(headroom::test::catalogs());
    window.resize(1400, 880);
    window.openFile(kSeed, false);
    window.show();
    QCoreApplication::processEvents();
    const double p95 = sliderToRepaintP95(window);
    const double open = openConfigToPaintMedian(window);

    QTextStream out(stdout);
    out << "slider_to_repaint_ms_p95: " << QString::number(p95, 'f', 2) << " ms\n";
    out << "startup_to_first_paint_ms_median: " << QString::number(percentile(startup, 0.5), 'f', 1) << " ms\n";
    out << "open_config_to_paint_ms_median: " << QString::number(open, 'f', 2) << " ms\n";
    return 0;
}
