#include "datadir.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace headroom {

namespace {

// One relative path serves the install (bin/ → share/) and the build folder (app/ → share/).
const QLatin1String kRelativeToProgram("../share/headroom");

QString findDataDir()
{
    if (!QCoreApplication::instance())
        return {};
    const QDir dir(QCoreApplication::applicationDirPath() + QLatin1Char('/') + kRelativeToProgram);
    // gpus.yaml marks a real data folder, not a stray share/headroom of something else.
    return QFileInfo::exists(dir.filePath(QStringLiteral("gpus.yaml"))) ? dir.canonicalPath() : QString();
}

} // namespace

QString DataDir::path()
{
    static const QString dir = findDataDir();
    return dir;
}

QString DataDir::resource(const QString &relative)
{
    const QString dir = path();
    if (!dir.isEmpty()) {
        const QString onDisk = dir + QLatin1Char('/') + relative;
        if (QFileInfo::exists(onDisk))
            return onDisk;
    }
    return QStringLiteral(":/resources/") + relative;
}

QString DataDir::translation(const QString &code)
{
    const QString name = QStringLiteral("headroom_") + code + QStringLiteral(".qm");
    const QString dir = path();
    if (!dir.isEmpty() && QFileInfo::exists(dir + QStringLiteral("/translations/") + name))
        return dir + QStringLiteral("/translations/") + name;
    return QStringLiteral(":/i18n/") + name;
}

} // namespace headroom
