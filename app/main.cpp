// headroom: the window, or with a sub-command the command-line tool (no display needed).

#include "commandline.h"
#include "language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
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

    if (headroom::CommandLine::wantsCommandLine(args)) {
        QCoreApplication app(argc, argv);
        headroom::Language::install(headroom::Language::systemDefault());
        QTextStream out(stdout);
        QTextStream err(stderr);
        const int code = headroom::CommandLine::run(args, out, err);
        out.flush();
        err.flush();
        return code;
    }

    QApplication app(argc, argv);
    headroom::Language::install(headroom::Language::systemDefault());
    headroom::MainWindow window;
    if (!args.isEmpty())
        window.openFile(args.first());
    window.show();
    return app.exec();
}
