#pragma once
// The main window: controls on the left, the charts in the middle, the config file and the
// guidance on the right. All state lives in the SetupController; the window wires the
// widgets to it and owns the menus, files and settings.

#include <QMainWindow>

class QAction;
class QActionGroup;
class QCustomPlot;
class QDockWidget;
class QLabel;
class QPushButton;
class QMenu;
class QTimer;

namespace headroom {

struct Catalogs;

class ConfigView;
class ControlsPanel;
class GuidancePanel;
class MessageBar;
class MemoryChart;
class ModelRequest;
class SetupController;
class SteadyLabel;
class SweepChart;
class VerdictBadge;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `catalogs` (loaded once in main) outlives the window.
    explicit MainWindow(const Catalogs &catalogs, QWidget *parent = nullptr);

    // Opens a config file; returns false on bad input, leaving the current setup as it was and
    // saying why in the message bar (never a dialog that blocks). When `interactive`, unsaved
    // changes to the current setup are first offered Save / Discard / Cancel.
    bool openFile(const QString &path, bool interactive = true);
    SetupController *controller() const { return m_controller; }
    MessageBar *messageBar() const { return m_messages; }

    // Settings changed since the file was read or last exported.
    bool hasUnsavedWork() const;
    // Asks Save / Discard / Cancel about unsaved work; true when the caller may go on.
    bool maybeKeepUnsavedWork();
    // Writes (or, with nothing unsaved, removes) the crash-recovery session now.
    void autosaveNow();
    // Reopens the autosaved session's file with its unsaved changes.
    bool restoreSession();

    // The exports the menus offer, without dialogs (tests and scripts).
    bool exportReport(const QString &path);
    bool exportChart(const QString &path);
    // Switches the UI language now (also what the Language menu does).
    void setLanguage(const QString &code);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void buildCharts();
    void buildDocks();
    void buildMenus();
    void retranslate();
    void rebuildRecentMenu();
    void applyTheme(const QString &theme);
    void showReport();
    void updateTitle();

    void openDialog();
    bool exportConfigDialog();
    void offerRestore();
    QStringList changeList() const;
    void exportReportDialog();
    void exportChartDialog();
    void loadModelCardDialog();
    void calibrateDialog();
    void offerCardBeside();
    void about();

    SetupController *m_controller = nullptr;
    ControlsPanel *m_controls = nullptr;
    ConfigView *m_configView = nullptr;
    GuidancePanel *m_guidance = nullptr;
    MemoryChart *m_vramChart = nullptr;
    ModelRequest *m_modelRequest = nullptr; // in place of the GPU chart while the model is unknown
    MemoryChart *m_hostChart = nullptr;
    SweepChart *m_sweepChart = nullptr;
    VerdictBadge *m_vramBadge = nullptr;
    VerdictBadge *m_hostBadge = nullptr;
    QLabel *m_vramTitle = nullptr;
    QLabel *m_hostTitle = nullptr;
    QLabel *m_placeholder = nullptr;
    QPushButton *m_calibrate = nullptr;
    QLabel *m_calibrationNote = nullptr;
    QWidget *m_chartsArea = nullptr;
    QDockWidget *m_controlsDock = nullptr;
    QDockWidget *m_configDock = nullptr;
    QDockWidget *m_guidanceDock = nullptr;
    SteadyLabel *m_summary = nullptr;
    MessageBar *m_messages = nullptr;
    QTimer *m_autosave = nullptr;
    QString m_theme = QStringLiteral("system"); // the theme applied (the platform's at start)
    QStringList m_savedChanges; // changeList() when the work was last saved (or the file read)

    QMenu *m_fileMenu = nullptr, *m_recentMenu = nullptr, *m_exportMenu = nullptr, *m_editMenu = nullptr,
          *m_viewMenu = nullptr, *m_themeMenu = nullptr, *m_languageMenu = nullptr, *m_helpMenu = nullptr;
    QAction *m_open = nullptr, *m_quit = nullptr, *m_undo = nullptr, *m_redo = nullptr, *m_exportConfig = nullptr,
            *m_exportReport = nullptr, *m_exportChart = nullptr, *m_about = nullptr, *m_revert = nullptr,
            *m_loadCard = nullptr;
    QActionGroup *m_languages = nullptr;
    QActionGroup *m_themes = nullptr;
};

} // namespace headroom
