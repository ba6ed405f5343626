#include "settings.h"

#include "language.h"

#include <QDir>
#include <QSettings>

namespace headroom {

namespace {
const QString kLanguage = QStringLiteral("language");
const QString kRecent = QStringLiteral("recentFiles");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kTheme = QStringLiteral("window/theme");
const QString kLastDir = QStringLiteral("lastDirectory");
} // namespace

QString Settings::startLanguage()
{
    const QString env = qEnvironmentVariable("HEADROOM_LANG");
    if (Language::codes().contains(env))
        return env;
    const QString saved = QSettings().value(kLanguage).toString();
    return Language::codes().contains(saved) ? saved : Language::systemDefault();
}

void Settings::setLanguage(const QString &code)
{
    QSettings().setValue(kLanguage, code);
}

QStringList Settings::recentFiles()
{
    return QSettings().value(kRecent).toStringList();
}

void Settings::addRecentFile(const QString &path)
{
    const QString absolute = QDir(path).absolutePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxRecent)
        files.removeLast();
    QSettings().setValue(kRecent, files);
}

void Settings::removeRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    QSettings().setValue(kRecent, files);
}

QString Settings::lastFile()
{
    const QStringList files = recentFiles();
    return files.isEmpty() ? QString() : files.first();
}

QByteArray Settings::geometry()
{
    return QSettings().value(kGeometry).toByteArray();
}

QByteArray Settings::windowState()
{
    return QSettings().value(kState).toByteArray();
}

void Settings::saveWindow(const QByteArray &geometry, const QByteArray &state)
{
    QSettings s;
    s.setValue(kGeometry, geometry);
    s.setValue(kState, state);
}

QString Settings::theme()
{
    return QSettings().value(kTheme, QStringLiteral("system")).toString();
}

void Settings::setTheme(const QString &theme)
{
    QSettings().setValue(kTheme, theme);
}

QString Settings::lastDirectory()
{
    return QSettings().value(kLastDir, QDir::homePath()).toString();
}

void Settings::setLastDirectory(const QString &dir)
{
    QSettings().setValue(kLastDir, dir);
}

} // namespace headroom
