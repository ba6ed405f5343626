#pragma once
// Running the command line in-process for tests: the exit code and what it printed.

#include "commandline.h"
#include "testcatalogs.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

namespace headroom::test {

struct CliRun {
    int code = 0;
    QString out, err;
    QJsonObject json() const { return QJsonDocument::fromJson(out.toUtf8()).object(); }
};

inline CliRun runCli(const QStringList &args)
{
    CliRun r;
    QTextStream out(&r.out), err(&r.err);
    r.code = CommandLine::run(args, catalogs(), out, err);
    out.flush();
    err.flush();
    return r;
}

} // namespace headroom::test
