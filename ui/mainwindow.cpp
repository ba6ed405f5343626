#include "mainwindow.h"

#include "catalogloader.h"
#include "config.h"
#include "estimate.h"
#include "messages.h"
#include "reportformat.h"

#include <QAction>
#include <QFileDialog>
#include <QFontDatabase>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QStatusBar>

namespace headroom {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("Headroom"));
    m_view = new QPlainTextEdit(this);
    m_view->setObjectName(QStringLiteral("reportView"));
    m_view->setReadOnly(true);
    m_view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setCentralWidget(m_view);
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    resize(900, 640);
    showText(tr("Open a training config (File › Open) to see where its memory goes."));
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a training config"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::openFile(const QString &path)
{
    Diagnostics diags;
    LoadedConfig config;
    ResolvedSetup resolved;
    const Catalogs &c = catalogs();
    if (!loadConfigFile(path.toStdString(), config, diags) || !resolveSetup(config.setup, c.catalog, resolved, diags)) {
        QStringList lines;
        for (const Diagnostic &d : diags)
            lines << Messages::diagnostic(d);
        showText(lines.join(QLatin1Char('\n')));
        statusBar()->showMessage(tr("Could not read %1").arg(path));
        return false;
    }
    Diagnostics warnings;
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning)
            warnings.push_back(d);
    showText(ReportFormat::text(resolved, estimate(resolved, c.coefficients), warnings));
    setWindowTitle(tr("%1 — Headroom").arg(path));
    return true;
}

void MainWindow::showText(const QString &text)
{
    m_view->setPlainText(text);
}

} // namespace headroom
