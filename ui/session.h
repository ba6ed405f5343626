#pragma once
// Session: what the window would lose in a crash (the open file and the settings changed
// since it was read), written atomically to the app data folder while there is unsaved work,
// and a marker that says a window is running, so the next start can tell a crash from a quit.

#include "fields.h"

#include <QString>

#include <vector>

namespace headroom {

class Session {
public:
    using Changes = std::vector<FieldChange>; // each field and the value it was changed to

    // QStandardPaths::AppDataLocation, created when missing.
    static QString folder();

    // Writes (atomically) or removes the autosaved session.
    static bool save(const QString &file, const Changes &changes);
    static void clear();
    // Reads the autosaved session; false when there is none (or it is unreadable).
    static bool load(QString &file, Changes &changes);

    // Marks this process as running; endRunning() on a clean exit.
    static void beginRunning();
    static void endRunning();
    // Whether a previous window ended without endRunning() (a crash, a kill) and left a
    // session behind; a marker of a window still running is not a crash.
    static bool crashedWithSession();
};

} // namespace headroom
