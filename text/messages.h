#pragma once
// Every sentence Headroom shows for a core code: diagnostics, component names, verdicts.
// The command line and the window both read them from here, so they say the same thing.

#include "diagnostic.h"
#include "enums.h"
#include "report.h"

#include <QCoreApplication>
#include <QString>

namespace headroom {

class Messages {
    Q_DECLARE_TR_FUNCTIONS(Messages)
public:
    // "file:line:column: error: what is wrong" in the current language.
    // Text from a file as a terminal may print it: control characters (an escape sequence, a
    // newline that would start a fake "file:line: error:" line) shown as \xHH, \n, \r, \t.
    static QString printable(const QString &text);
    static QString diagnostic(const Diagnostic &d);
    // The sentence alone, without the location prefix.
    static QString diagnosticText(const Diagnostic &d);
    // The same, as the window says it: where a sentence names a command-line option
    // (--host-ram, --gpus), the control that sets the field instead.
    static QString diagnosticTextForWindow(const Diagnostic &d);
    // "file:line:column: error: …" with the window's sentence.
    static QString diagnosticForWindow(const Diagnostic &d);

    static QString componentName(VramComponent c);
    static QString componentName(HostComponent c);
    static QString componentHelp(VramComponent c);
    static QString componentHelp(HostComponent c);
    static QString verdict(Verdict v);
    static QString bytes(double bytes); // "12.3 GiB"
    // A Source's note ("this_machine", "docker_default_shm", a preset id…) as a person reads it.
    static QString sourceNote(const std::string &note);
};

} // namespace headroom
