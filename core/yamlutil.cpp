#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace headroom {

bool stripBom(std::string &text)
{
    if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF &&
        static_cast<unsigned char>(text[1]) == 0xBB && static_cast<unsigned char>(text[2]) == 0xBF) {
        text.erase(0, 3);
        return true;
    }
    return false;
}

namespace {

Diagnostic error(const std::string &code, const std::string &file, int line, int column,
                 std::vector<std::string> args)
{
    Diagnostic d;
    d.code = code;
    d.file = file;
    d.line = line;
    d.column = column;
    d.args = std::move(args);
    return d;
}

// Flow collections nest without indentation: count brackets outside quotes, so that a file of
// ten thousand '[' fails here, before the recursive parser sees it.
bool nestingWithinLimit(const std::string &text, int &line, int &column)
{
    int depth = 0;
    line = 1;
    column = 0;
    char quote = 0;
    for (char c : text) {
        ++column;
        if (c == '\n') {
            ++line;
            column = 0;
            quote = 0; // plain YAML scalars do not span lines with open quotes we care about
            continue;
        }
        if (quote) {
            if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '"' || c == '\'') {
            quote = c;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxNestingDepth)
                return false;
        } else if (c == ']' || c == '}') {
            depth = std::max(0, depth - 1);
        }
    }
    return true;
}

bool looksBinary(const std::string &text, int &line)
{
    line = 1;
    for (char c : text) {
        if (c == '\0')
            return true;
        if (c == '\n')
            ++line;
    }
    return false;
}

} // namespace

bool loadYamlChecked(std::string text, const std::string &file, YAML::Node &out, Diagnostics &diags)
{
    if (text.size() > kMaxFileBytes) {
        diags.push_back(error("file.too_large", file, 0, 0,
                              {std::to_string(text.size()), std::to_string(kMaxFileBytes)}));
        return false;
    }
    stripBom(text);
    int line = 0, column = 0;
    if (looksBinary(text, line)) {
        diags.push_back(error("file.binary", file, line, 0, {}));
        return false;
    }
    if (!nestingWithinLimit(text, line, column)) {
        diags.push_back(error("file.too_deep", file, line, column, {std::to_string(kMaxNestingDepth)}));
        return false;
    }
    try {
        out = YAML::Load(text);
    } catch (const YAML::Exception &e) {
        diags.push_back(error("yaml.syntax", file, e.mark.line >= 0 ? e.mark.line + 1 : 0,
                              e.mark.column >= 0 ? e.mark.column + 1 : 0, {e.msg}));
        return false;
    }
    return true;
}

} // namespace headroom
