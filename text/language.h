#pragma once
// The UI languages (English, Russian, Simplified Chinese, Korean) and switching between them.

#include <QString>
#include <QStringList>

namespace headroom {

class Language {
public:
    // "en", "ru", "zh_CN", "ko".
    static QStringList codes();
    // The language's own name ("Русский").
    static QString nativeName(const QString &code);
    // The supported language closest to the system locale.
    static QString systemDefault();
    // Loads the translations for `code` (replacing the previous ones); false if unknown.
    static bool install(const QString &code);
    static QString current();
};

} // namespace headroom
