#pragma once
// Where Headroom's data files are read from: <prefix>/share/headroom beside <prefix>/bin (an
// install) or <build>/share/headroom beside <build>/app (the build folder's mirror of it), both
// found from the program's own location; the copies compiled into the program otherwise.

#include <QString>

namespace headroom {

class DataDir {
public:
    // The data folder found beside the program, or empty when there is none (a test binary,
    // a program copied on its own): then the compiled-in copies are used.
    static QString path();
    // `relative` ("gpus.yaml", "dialects") in the data folder when it is there, else the
    // compiled-in copy (":/resources/<relative>").
    static QString resource(const QString &relative);
    // The compiled translation for `code` ("ru"), from the data folder or compiled in.
    static QString translation(const QString &code);
};

} // namespace headroom
