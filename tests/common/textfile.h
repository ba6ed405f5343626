#pragma once
// For Qt tests: a small text file written in one call (a config to open or export).

#include <QByteArray>
#include <QFile>
#include <QString>

namespace headroom::test {

inline bool writeTextFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

} // namespace headroom::test
