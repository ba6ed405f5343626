#pragma once
// The main window. For now: the breakdown of the opened config as the command line prints it.

#include <QMainWindow>

class QPlainTextEdit;

namespace headroom {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Opens a config file and shows its estimate; returns false (and says why) on bad input.
    bool openFile(const QString &path);

private:
    void openDialog();
    void showText(const QString &text);

    QPlainTextEdit *m_view = nullptr;
};

} // namespace headroom
