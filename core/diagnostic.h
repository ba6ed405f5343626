#pragma once
// Errors and warnings as codes with arguments; text/ turns each code into a sentence.

#include <string>
#include <vector>

namespace headroom {

struct Diagnostic {
    enum class Severity { Warning, Error };
    Severity severity = Severity::Error;
    std::string code;              // e.g. "field.not_a_number"; see text/messages.cpp
    std::string file;
    int line = 0, column = 0;      // 1-based; 0 when not known
    std::vector<std::string> args; // the code's arguments, in its documented order
};

using Diagnostics = std::vector<Diagnostic>;

inline bool hasError(const Diagnostics &d)
{
    for (const Diagnostic &x : d)
        if (x.severity == Diagnostic::Severity::Error)
            return true;
    return false;
}

} // namespace headroom
