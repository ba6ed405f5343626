#include "mainwindow.h"

#include "calibratedialog.h"

#include "chartexport.h"
#include "configview.h"
#include "controlspanel.h"
#include "exportdialog.h"
#include "messagebar.h"
#include "modelrequest.h"
#include "session.h"
#include "guidancepanel.h"
#include "language.h"
#include "memorychart.h"
#include "messages.h"
#include "reportformat.h"
#include "settings.h"
#include "setupcontroller.h"
#include "steadylabel.h"
#include "sweepchart.h"
#include "verdictbadge.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QStyleFactory>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace headroom {

MainWindow::MainWindow(const Catalogs &catalogs, QWidget *parent)
    : QMainWindow(parent)
    , m_controller(new SetupController(catalogs, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    buildCharts();
    buildDocks();
    buildMenus();
    m_summary = new SteadyLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    statusBar()->addPermanentWidget(m_summary);

    connect(m_controller, &SetupController::reportChanged, this, &MainWindow::showReport);
    connect(m_controller, &SetupController::sweepChanged, m_sweepChart, &SweepChart::setSweeps);
    connect(m_controller, &SetupController::reportChanged, this, [this](const headroom::MemoryReport &report) {
        m_sweepChart->setMeasuredRun(m_controller->resolved(), report);
    });
    connect(m_controller, &SetupController::problemsChanged, this, [this](const QStringList &problems) {
        if (!problems.isEmpty())
            statusBar()->showMessage(problems.join(QStringLiteral("  ")));
    });
    connect(m_controller, &SetupController::setupChanged, this, &MainWindow::updateTitle);
    connect(m_controller, &SetupController::configLoaded, this, [this] { m_savedChanges.clear(); });

    // Crash recovery: unsaved work is written shortly after each change and every 30 s.
    m_autosave = new QTimer(this);
    m_autosave->setSingleShot(true);
    m_autosave->setInterval(1500);
    connect(m_autosave, &QTimer::timeout, this, &MainWindow::autosaveNow);
    connect(m_controller, &SetupController::setupChanged, m_autosave, qOverload<>(&QTimer::start));
    auto *periodic = new QTimer(this);
    periodic->start(30000);
    connect(periodic, &QTimer::timeout, this, &MainWindow::autosaveNow);
    offerRestore();
    Session::beginRunning();

    resize(1400, 880);
    restoreGeometry(Settings::geometry());
    if (!restoreState(Settings::windowState()))
        // Dock sizes apply once the window has its size: the first time, after show().
        QTimer::singleShot(0, this, [this] {
            resizeDocks({m_controlsDock, m_configDock}, {400, 460}, Qt::Horizontal);
        });
    applyTheme(Settings::theme());
    retranslate();
}

void MainWindow::buildCharts()
{
    m_chartsArea = new QWidget(this);
    m_chartsArea->setObjectName(QStringLiteral("chartsArea"));
    m_chartsArea->setAutoFillBackground(true);
    m_vramTitle = new QLabel(m_chartsArea);
    m_hostTitle = new QLabel(m_chartsArea);
    m_vramBadge = new VerdictBadge(m_chartsArea);
    m_vramBadge->setObjectName(QStringLiteral("vramBadge"));
    m_hostBadge = new VerdictBadge(m_chartsArea);
    m_hostBadge->setObjectName(QStringLiteral("hostBadge"));
    m_vramChart = new MemoryChart(MemoryChart::Resource::Vram, m_chartsArea);
    m_hostChart = new MemoryChart(MemoryChart::Resource::Host, m_chartsArea);
    m_sweepChart = new SweepChart(m_chartsArea);
    m_modelRequest = new ModelRequest(m_controller, m_chartsArea);
    m_modelRequest->setVisible(false);
    m_placeholder = new QLabel(m_chartsArea);
    m_placeholder->setObjectName(QStringLiteral("placeholder"));
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);

    auto *layout = new QVBoxLayout(m_chartsArea);
    layout->addWidget(m_placeholder);
    auto header = [&](QLabel *title, VerdictBadge *badge) {
        auto *row = new QHBoxLayout;
        row->addWidget(title);
        row->addSpacing(12);
        row->addWidget(badge);
        row->addStretch(1);
        layout->addLayout(row);
    };
    header(m_vramTitle, m_vramBadge);
    {
        // Calibration sits next to the GPU chart it corrects.
        auto *row = qobject_cast<QHBoxLayout *>(layout->itemAt(layout->count() - 1)->layout());
        m_calibrationNote = new QLabel(m_chartsArea);
        m_calibrationNote->setObjectName(QStringLiteral("calibrationNote"));
        m_calibrationNote->setStyleSheet(QStringLiteral("color: #6a1b9a;"));
        m_calibrate = new QPushButton(m_chartsArea);
        m_calibrate->setObjectName(QStringLiteral("calibrateButton"));
        connect(m_calibrate, &QPushButton::clicked, this, &MainWindow::calibrateDialog);
        row->addWidget(m_calibrationNote);
        row->addWidget(m_calibrate);
    }
    layout->addWidget(m_vramChart, 3);
    layout->addWidget(m_modelRequest, 3);
    header(m_hostTitle, m_hostBadge);
    layout->addWidget(m_hostChart, 3);
    layout->addSpacing(8);
    layout->addWidget(m_sweepChart, 5);
    for (QWidget *w : {static_cast<QWidget *>(m_vramChart), static_cast<QWidget *>(m_hostChart),
                       static_cast<QWidget *>(m_sweepChart), static_cast<QWidget *>(m_vramBadge),
                       static_cast<QWidget *>(m_hostBadge), static_cast<QWidget *>(m_vramTitle),
                       static_cast<QWidget *>(m_hostTitle), static_cast<QWidget *>(m_calibrate),
                       static_cast<QWidget *>(m_calibrationNote)})
        w->setVisible(false);
    // The message bar sits above the charts, outside what chart exports capture.
    auto *central = new QWidget(this);
    auto *column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    m_messages = new MessageBar(central);
    column->addWidget(m_messages);
    column->addWidget(m_chartsArea, 1);
    setCentralWidget(central);
}

void MainWindow::buildDocks()
{
    m_controls = new ControlsPanel(m_controller, this);
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_controls);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_controls->sizeHint().width() + 24);
    m_controlsDock = new QDockWidget(this);
    m_controlsDock->setObjectName(QStringLiteral("controlsDock"));
    m_controlsDock->setWidget(scroll);
    addDockWidget(Qt::LeftDockWidgetArea, m_controlsDock);

    m_configView = new ConfigView(m_controller, this);
    m_configDock = new QDockWidget(this);
    m_configDock->setObjectName(QStringLiteral("configDock"));
    m_configDock->setWidget(m_configView);
    addDockWidget(Qt::RightDockWidgetArea, m_configDock);

    m_guidance = new GuidancePanel(m_controller, this);
    m_guidanceDock = new QDockWidget(this);
    m_guidanceDock->setObjectName(QStringLiteral("guidanceDock"));
    m_guidanceDock->setWidget(m_guidance);
    addDockWidget(Qt::RightDockWidgetArea, m_guidanceDock);
    splitDockWidget(m_configDock, m_guidanceDock, Qt::Vertical);
}

void MainWindow::buildMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_open = m_fileMenu->addAction(QString(), this, &MainWindow::openDialog);
    m_loadCard = m_fileMenu->addAction(QString(), this, &MainWindow::loadModelCardDialog);
    m_loadCard->setObjectName(QStringLiteral("loadModelCardAction"));
    m_open->setShortcut(QKeySequence::Open);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_fileMenu->addSeparator();
    m_exportMenu = m_fileMenu->addMenu(QString());
    m_exportConfig = m_exportMenu->addAction(QString(), this, &MainWindow::exportConfigDialog);
    m_exportConfig->setShortcut(QKeySequence::Save);
    m_exportReport = m_exportMenu->addAction(QString(), this, &MainWindow::exportReportDialog);
    m_exportChart = m_exportMenu->addAction(QString(), this, &MainWindow::exportChartDialog);
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);
    rebuildRecentMenu();

    m_editMenu = menuBar()->addMenu(QString());
    m_undo = m_controller->undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_redo = m_controller->undoStack()->createRedoAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);
    m_editMenu->addSeparator();
    m_revert = m_editMenu->addAction(QString(), this, [this] {
        std::vector<FieldChange> back;
        for (const FieldChange &c : m_controller->changesFromFile())
            back.push_back({c.field, c.to, c.from});
        m_controller->setFields(back, tr("Revert to the file"));
    });

    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_controlsDock->toggleViewAction());
    m_viewMenu->addAction(m_configDock->toggleViewAction());
    m_viewMenu->addAction(m_guidanceDock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_themeMenu = m_viewMenu->addMenu(QString());
    m_themes = new QActionGroup(this);
    for (const QString &theme : {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark")}) {
        QAction *a = m_themeMenu->addAction(QString());
        a->setData(theme);
        a->setCheckable(true);
        a->setChecked(theme == Settings::theme());
        m_themes->addAction(a);
        connect(a, &QAction::triggered, this, [this, theme] {
            Settings::setTheme(theme);
            applyTheme(theme);
        });
    }

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    m_languages = new QActionGroup(this);
    for (const QString &code : Language::codes()) {
        // Each language in its own name, so anyone can find theirs whatever the UI shows now.
        QAction *a = m_languageMenu->addAction(Language::nativeName(code));
        a->setObjectName(QStringLiteral("language_") + code);
        a->setData(code);
        a->setCheckable(true);
        a->setChecked(code == Language::current());
        m_languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, code] { setLanguage(code); });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::about);
}

void MainWindow::retranslate()
{
    m_fileMenu->setTitle(tr("&File"));
    m_open->setText(tr("&Open…"));
    m_open->setToolTip(tr("Open a training config (YAML, JSON, compose, env, shell)"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_loadCard->setText(tr("Load model &card…"));
    m_loadCard->setToolTip(tr("Use a model card written by headroom-probe from your own model's code"));
    m_calibrate->setText(tr("Calibrate…"));
    m_calibrate->setToolTip(tr("Enter the peak memory you measured for this setup; Headroom corrects its estimate from it"));
    m_exportMenu->setTitle(tr("&Export"));
    m_exportConfig->setText(tr("Patched &config…"));
    m_exportReport->setText(tr("&Markdown report…"));
    m_exportChart->setText(tr("C&harts as PNG, SVG or PDF…"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    m_revert->setText(tr("Re&vert to the file"));
    m_viewMenu->setTitle(tr("&View"));
    m_themeMenu->setTitle(tr("&Theme"));
    const QStringList themeNames = {tr("&System"), tr("&Light"), tr("&Dark")};
    for (int i = 0; i < m_themes->actions().size(); ++i)
        m_themes->actions()[i]->setText(themeNames.value(i));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About Headroom"));
    m_controlsDock->setWindowTitle(tr("Controls"));
    m_configDock->setWindowTitle(tr("Config file"));
    m_guidanceDock->setWindowTitle(tr("Guidance"));
    m_vramTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("GPU memory, per GPU").toHtmlEscaped()));
    m_hostTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Host RAM, per machine").toHtmlEscaped()));
    m_placeholder->setText(tr("Open a training config (File › Open, or drop it here) to see where its memory goes."));
    rebuildRecentMenu();
    updateTitle();
    if (m_controller->hasSetup())
        m_summary->setSteadyText(ReportFormat::summary(m_controller->report()));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString &code)
{
    if (!Language::install(code))
        return;
    Settings::setLanguage(code);
    for (QAction *a : m_languages->actions())
        a->setChecked(a->data().toString() == code);
}

void MainWindow::applyTheme(const QString &theme)
{
    // Fusion draws the same everywhere, so an explicit light or dark palette looks right;
    // "system" keeps the platform's style and palette.
    static const QString platformStyle = QApplication::style()->name();
    // The window starts in the platform's style and palette, so "system" at start has nothing
    // to do: setting the same style again re-polishes every widget (a tenth of the start).
    if (theme == m_theme)
        return;
    m_theme = theme;
    if (theme == QLatin1String("system")) {
        QApplication::setStyle(QStyleFactory::create(platformStyle));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = QApplication::style()->standardPalette();
    if (theme == QLatin1String("dark")) {
        p.setColor(QPalette::Window, QColor(0x2b2b2b));
        p.setColor(QPalette::WindowText, QColor(0xe8e8e8));
        p.setColor(QPalette::Base, QColor(0x1e1e1e));
        p.setColor(QPalette::AlternateBase, QColor(0x323232));
        p.setColor(QPalette::Text, QColor(0xe8e8e8));
        p.setColor(QPalette::Button, QColor(0x353535));
        p.setColor(QPalette::ButtonText, QColor(0xe8e8e8));
        p.setColor(QPalette::ToolTipBase, QColor(0x3c3c3c));
        p.setColor(QPalette::ToolTipText, QColor(0xe8e8e8));
        p.setColor(QPalette::Highlight, QColor(0x3d7ab8));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::Link, QColor(0x7fb2ff));
        p.setColor(QPalette::PlaceholderText, QColor(0x9a9a9a));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x7a7a7a));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x7a7a7a));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x7a7a7a));
    }
    QApplication::setPalette(p);
}

bool MainWindow::openFile(const QString &path, bool interactive)
{
    if (interactive && !maybeKeepUnsavedWork())
        return false;
    QStringList errors;
    if (!m_controller->openFile(path, &errors)) {
        statusBar()->showMessage(tr("Could not read %1").arg(path));
        // With nothing else open, the file is shown with the line that is wrong marked.
        const SetupController::Failure failure = m_controller->lastFailure();
        if (!m_controller->hasConfig() && QFileInfo(failure.file).isFile())
            m_configView->showFailedFile(failure.file, failure.line, failure.column);
        m_messages->showMessage(MessageBar::Kind::Error,
                                tr("Could not read %1; the current setup is unchanged.").arg(QFileInfo(path).fileName()) +
                                    QLatin1Char('\n') + errors.join(QLatin1Char('\n')));
        return false;
    }
    m_messages->hide();
    Settings::addRecentFile(path);
    Settings::setLastDirectory(QFileInfo(path).absolutePath());
    rebuildRecentMenu();
    statusBar()->showMessage(tr("Read %1 as %2").arg(QFileInfo(path).fileName(),
                                                     QString::fromStdString(m_controller->config().dialect)),
                             5000);
    autosaveNow();
    offerCardBeside();
    return true;
}

void MainWindow::offerCardBeside()
{
    const QString card = m_controller->cardBesideConfig();
    if (card.isEmpty())
        return;
    m_messages->showMessage(MessageBar::Kind::Information,
                            tr("A model card lies next to this config (%1). Use it for the model's parameters and "
                               "activations, measured from your own code?")
                                .arg(QFileInfo(card).fileName()),
                            tr("Use model card"));
    connect(m_messages, &MessageBar::firstClicked, this, [this, card] {
        QStringList errors;
        if (m_controller->useModelCard(card, &errors))
            m_messages->hide();
        else
            m_messages->showMessage(MessageBar::Kind::Error, errors.join(QLatin1Char('\n')));
    }, Qt::SingleShotConnection);
}

void MainWindow::loadModelCardDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load model card"), Settings::lastDirectory(),
                                                      tr("Model cards (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    QStringList errors;
    if (!m_controller->useModelCard(path, &errors))
        m_messages->showMessage(MessageBar::Kind::Error,
                                tr("Could not use the model card %1:").arg(QFileInfo(path).fileName()) +
                                    QLatin1Char('\n') + errors.join(QLatin1Char('\n')));
    else
        statusBar()->showMessage(tr("The model is now measured from your model: %1").arg(QFileInfo(path).fileName()), 5000);
}

void MainWindow::calibrateDialog()
{
    if (!m_controller->hasSetup())
        return;
    CalibrateDialog dialog(m_controller, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.forgetRequested()) {
        m_controller->clearCalibration();
        return;
    }
    QStringList errors;
    if (!m_controller->calibrate(dialog.metric(), dialog.bytes(), &errors))
        m_messages->showMessage(MessageBar::Kind::Error, errors.join(QLatin1Char('\n')));
}

QStringList MainWindow::changeList() const
{
    QStringList out;
    if (m_controller->hasSetup())
        for (const FieldChange &c : m_controller->changesFromFile())
            out << QString::fromStdString(c.field + "=" + c.to);
    return out;
}

bool MainWindow::hasUnsavedWork() const { return changeList() != m_savedChanges; }

bool MainWindow::maybeKeepUnsavedWork()
{
    if (!hasUnsavedWork())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved changes"),
                    tr("The settings of %1 were changed and not saved.")
                        .arg(QFileInfo(QString::fromStdString(m_controller->config().path)).fileName()),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChangesBox"));
    box.setInformativeText(tr("Save them as a patched copy of the config, discard them, or go back?"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return exportConfigDialog();
    case QMessageBox::Discard:
        m_savedChanges = changeList();
        Session::clear();
        return true;
    default: return false;
    }
}

void MainWindow::autosaveNow()
{
    if (!hasUnsavedWork()) {
        Session::clear();
        return;
    }
    Session::save(QString::fromStdString(m_controller->config().path), m_controller->changesFromFile());
}

void MainWindow::offerRestore()
{
    QString file;
    Session::Changes changes;
    if (!Session::crashedWithSession() || !Session::load(file, changes))
        return;
    m_messages->showMessage(MessageBar::Kind::Information,
                            tr("Headroom did not close properly last time. Restore the %n unsaved change(s) to %1?", nullptr,
                               static_cast<int>(changes.size()))
                                .arg(QFileInfo(file).fileName()),
                            tr("Restore"), tr("Discard"));
    connect(m_messages, &MessageBar::firstClicked, this, &MainWindow::restoreSession, Qt::SingleShotConnection);
    connect(m_messages, &MessageBar::secondClicked, this, [] { Session::clear(); }, Qt::SingleShotConnection);
}

bool MainWindow::restoreSession()
{
    QString file;
    Session::Changes changes;
    if (!Session::load(file, changes) || !openFile(file, false))
        return false;
    std::vector<FieldChange> steps;
    for (const FieldChange &change : changes)
        steps.push_back({change.field, m_controller->fieldValue(QString::fromStdString(change.field)).toStdString(), change.to});
    const bool ok = steps.empty() || m_controller->setFields(steps, tr("Restore the unsaved changes"));
    autosaveNow();
    return ok;
}

void MainWindow::showReport()
{
    const MemoryReport &report = m_controller->report();
    if (!m_placeholder->isHidden()) {
        m_placeholder->setVisible(false);
        for (QWidget *w : {static_cast<QWidget *>(m_vramChart), static_cast<QWidget *>(m_hostChart),
                           static_cast<QWidget *>(m_sweepChart), static_cast<QWidget *>(m_vramBadge),
                           static_cast<QWidget *>(m_hostBadge), static_cast<QWidget *>(m_vramTitle),
                           static_cast<QWidget *>(m_hostTitle), static_cast<QWidget *>(m_calibrate)})
            w->setVisible(true);
    }
    // Without the model the GPU side is a question: the request replaces the chart and the sweep.
    const bool partial = !report.vramKnown;
    m_modelRequest->setVisible(partial);
    m_vramChart->setVisible(!partial);
    m_vramBadge->setVisible(!partial);
    m_sweepChart->setVisible(!partial);
    m_calibrate->setVisible(!partial);
    const CalibrationFactors &cal = m_controller->resolved().setup.calibration;
    m_calibrationNote->setVisible(cal.active);
    if (cal.active) {
        m_calibrationNote->setText(tr("calibrated from your run"));
        m_calibrationNote->setToolTip(tr("calibrated from your run: %1 measured %2 at micro batch %3")
                                          .arg(QString::fromStdString(cal.metric), Messages::bytes(cal.measuredBytes))
                                          .arg(cal.measuredMicroBatch));
    }
    m_vramChart->setReport(report);
    m_hostChart->setReport(report);
    m_vramBadge->setVerdict(report.vramVerdict, report.vramTotal, report.vramCapacity);
    m_hostBadge->setVerdict(report.hostVerdict, report.hostTotal, report.hostCapacity, report.hostVerdictKnown());
    m_summary->setSteadyText(ReportFormat::summary(report));
}

void MainWindow::updateTitle()
{
    const QString path = QString::fromStdString(m_controller->config().path);
    if (path.isEmpty()) {
        setWindowTitle(tr("Headroom"));
        return;
    }
    setWindowTitle(tr("%1[*] — Headroom").arg(QFileInfo(path).fileName()));
    setWindowModified(!m_controller->changesFromFile().empty());
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = Settings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()), this,
                                [this, path] {
                                    if (!openFile(path))
                                        Settings::removeRecentFile(path);
                                    rebuildRecentMenu();
                                })
            ->setToolTip(path);
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a training config"), Settings::lastDirectory());
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile()) {
        openFile(urls.first().toLocalFile());
        event->acceptProposedAction();
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeKeepUnsavedWork()) {
        event->ignore();
        return;
    }
    Session::clear();
    Session::endRunning();
    Settings::saveWindow(saveGeometry(), saveState());
    QMainWindow::closeEvent(event);
}

bool MainWindow::exportConfigDialog()
{
    if (!m_controller->hasSetup())
        return false;
    ExportDialog dialog(m_controller->config(), m_controller->changesFromFile(), this);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    statusBar()->showMessage(tr("Wrote %1").arg(dialog.savedPath()), 5000);
    m_savedChanges = changeList();
    autosaveNow();
    return true;
}

bool MainWindow::exportReport(const QString &path)
{
    if (!m_controller->hasSetup())
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    file.write(ReportFormat::markdown(m_controller->resolved(), m_controller->report(), m_controller->catalogs().coefficients,
                                      m_controller->notes()).toUtf8());
    return file.commit();
}

void MainWindow::exportReportDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the report"), Settings::lastDirectory(),
                                                      tr("Markdown (*.md)"));
    if (path.isEmpty())
        return;
    if (!exportReport(path))
        QMessageBox::warning(this, tr("Save the report"), tr("Could not write %1").arg(path));
}

bool MainWindow::exportChart(const QString &path)
{
    if (!m_controller->hasSetup())
        return false;
    return ChartExport::save(m_chartsArea, {m_vramChart, m_hostChart, m_sweepChart->plot()}, path);
}

void MainWindow::exportChartDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the charts"), Settings::lastDirectory(),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!exportChart(path))
        QMessageBox::warning(this, tr("Save the charts"), tr("Could not write %1").arg(path));
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Headroom"),
                       tr("<b>Headroom %1</b><p>Where every gigabyte of a training run goes, on the GPU and in "
                          "host RAM, and what to change when it does not fit.</p>")
                           .arg(QStringLiteral(HEADROOM_VERSION)));
}

} // namespace headroom
