#pragma once
// The command-line tool (the contract of docs/cli.md): estimate, gpus, models, and the help.
// It needs no display; main.cpp runs it under a QCoreApplication.

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace headroom {

struct Catalogs;

class CommandLine {
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    // Exit codes of docs/cli.md.
    enum Exit { Fits = 0, Tight = 1, Oom = 2, BadInput = 3 };
    // What the window says where there is no display to open it on.
    static QString noDisplayText();

    // True when `args` (without the program name) ask for the command line, not the window.
    static bool wantsCommandLine(const QStringList &args);

    // Runs the command; writes results to `out`, problems to `err`.
    // `catalogs` is the one value main() loaded (models, GPUs, coefficients, dialect maps).
    static int run(const QStringList &args, const Catalogs &catalogs, QTextStream &out, QTextStream &err);

    static QString helpText();
    // The sub-commands ("estimate", "advise", …), for shell completion.
    static QStringList commands();
};

} // namespace headroom
