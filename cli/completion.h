#pragma once
// `headroom --complete WHAT [FIELD]`: the words the shell completion offers, one per line,
// taken from the program itself so they never drift from what it accepts. Not in --help: it
// is for resources/linux/headroom.bash, not for people.

#include <QStringList>
#include <QTextStream>

namespace headroom {

class Catalog;

class Completion {
public:
    // True when `args` (without the program name) ask for completion words.
    static bool wanted(const QStringList &args);
    // Prints the words for `args` ("--complete", WHAT, …) to `out`. WHAT is one of commands,
    // options, formats, languages, fields, gpus, models, or values FIELD (the values --set
    // FIELD= accepts: its spellings, or the catalog for hardware.gpu and model.preset).
    // Returns 0, or 3 for an unknown WHAT.
    static int run(const QStringList &args, const Catalog &catalog, QTextStream &out);
    // The words themselves, for the tests.
    static QStringList words(const Catalog &catalog, const QString &what, const QString &field = {});
};

} // namespace headroom
