#pragma once
// The window's remembered settings, one typed accessor per key over QSettings.

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace headroom {

class Settings {
public:
    // The language to start in: $HEADROOM_LANG, else the saved choice, else the system's.
    static QString startLanguage();
    static void setLanguage(const QString &code);

    static QStringList recentFiles();
    static void addRecentFile(const QString &path); // most recent first, at most kMaxRecent
    static void removeRecentFile(const QString &path);
    static QString lastFile();

    static QByteArray geometry();
    static QByteArray windowState();
    static void saveWindow(const QByteArray &geometry, const QByteArray &state);

    // "system", "light" or "dark".
    static QString theme();
    static void setTheme(const QString &theme);

    static QString lastDirectory();
    static void setLastDirectory(const QString &dir);

    static constexpr int kMaxRecent = 8;
};

} // namespace headroom
