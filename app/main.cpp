// headroom: the window, or with a sub-command the command-line tool (no display needed).

#include "catalogloader.h"
#include "commandline.h"
#include "completion.h"
#include "language.h"
#include "mainwindow.h"
#include "settings.h"

#include <QApplication>
#include <QCoreApplication>
#include <QIcon>
#include <QTextStream>

#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    QStringList args;
    for (int i = 1; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));

    if (headroom::Completion::wanted(args)) {
        QCoreApplication app(argc, argv);
        QTextStream out(stdout);
        return headroom::Completion::run(args, headroom::loadCatalogs().catalog, out);
    }
    if (headroom::CommandLine::wantsCommandLine(args)) {
        QCoreApplication app(argc, argv);
        headroom::Language::install(headroom::Language::systemDefault());
        // Loaded once and passed down: every reader knows every dialect, every estimate the same catalogs.
        const headroom::Catalogs catalogs = headroom::loadCatalogs();
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = headroom::CommandLine::run(args, catalogs, out, err);
        out.flush();
        err.flush();
        return code;
    }

#if defined(Q_OS_LINUX)
    // No display to open the window on: say so and how to get the estimate, rather than let Qt
    // abort with advice to reinstall.
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
        qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        QCoreApplication app(argc, argv);
        headroom::Language::install(headroom::Language::systemDefault());
        QTextStream err(stderr);
        err << headroom::CommandLine::noDisplayText() << '\n';
        return headroom::CommandLine::BadInput;
    }
#endif
    QApplication app(argc, argv);
    // The installed icon and launcher entry (resources/linux), else the compiled-in icon.
    QApplication::setDesktopFileName(QStringLiteral("io.github.headroom.Headroom"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.github.headroom.Headroom"),
                                                 QIcon(QStringLiteral(":/resources/linux/io.github.headroom.Headroom.svg"))));
    // $HEADROOM_LANG, else the language chosen last time, else the system's.
    headroom::Language::install(headroom::Settings::startLanguage());
    const headroom::Catalogs catalogs = headroom::loadCatalogs();
    headroom::MainWindow window(catalogs);
    // QApplication has removed its own options (-qwindowgeometry, -platform …) by now.
    const QStringList windowArgs = QCoreApplication::arguments().mid(1);
    if (!windowArgs.isEmpty())
        window.openFile(windowArgs.first());
    window.show();
    return app.exec();
}
