#include "tomlflatten.h"

#include "yamlflatten.h"
#include "yamlutil.h"

#include <cctype>

#define TOML_EXCEPTIONS 0
#define TOML_HEADER_ONLY 1 // no run-time library to ship
#include <toml++/toml.h>

namespace headroom::dialects {

namespace {

// The byte offset of a 1-based column (toml++ counts code points) on the line starting at `i`.
size_t columnOffset(const std::string &text, size_t i, size_t column)
{
    for (size_t c = 1; c < column && i < text.size() && text[i] != '\n'; ++c) {
        ++i;
        while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
            ++i;
    }
    return i;
}

struct TomlWalker {
    const std::string &text;
    std::string file;
    std::vector<Entry> &out;
    std::vector<size_t> lineStarts;

    // toml++ counts columns in code points from 1.
    size_t offsetOf(const toml::source_position &p) const
    {
        if (p.line == 0 || p.line > lineStarts.size())
            return kNoSpan;
        return columnOffset(text, lineStarts[p.line - 1], p.column);
    }

    // The end of the array written at `begin` ('[' … matching ']'), strings and comments skipped.
    size_t arrayEnd(size_t begin) const
    {
        int depth = 0;
        for (size_t i = begin; i < text.size(); ++i) {
            const char c = text[i];
            if (c == '"' || c == '\'') {
                i = scalarEnd(text, i, true) - 1;
            } else if (c == '#') {
                while (i < text.size() && text[i] != '\n')
                    ++i;
            } else if (c == '[') {
                ++depth;
            } else if (c == ']' && --depth == 0) {
                return i + 1;
            }
        }
        return kNoSpan;
    }

    void place(Entry &e, const toml::node &n) const
    {
        e.file = file;
        e.line = static_cast<int>(n.source().begin.line);
        e.column = static_cast<int>(n.source().begin.column);
        e.valueBegin = offsetOf(n.source().begin);
    }

    static std::string scalarText(const toml::node &n, const std::string &written)
    {
        if (const auto *s = n.as_string())
            return s->get();
        if (const auto *b = n.as_boolean())
            return b->get() ? "true" : "false";
        return written; // numbers and dates as written (1_000 stays readable to the user)
    }

    void walk(const toml::table &t, const std::string &prefix)
    {
        for (const auto &[k, node] : t) {
            const std::string key = joinKey(prefix, std::string(k.str()));
            if (const auto *sub = node.as_table()) {
                walk(*sub, key);
                continue;
            }
            if (const auto *arr = node.as_array()) {
                if (arr->is_array_of_tables()) {
                    for (size_t i = 0; i < arr->size(); ++i)
                        walk(*arr->get(i)->as_table(), key + "[" + std::to_string(i) + "]");
                    continue;
                }
                Entry e;
                e.key = key;
                e.isSequence = true;
                place(e, node);
                for (const auto &item : *arr) {
                    std::string written;
                    const size_t b = offsetOf(item.source().begin);
                    if (b != kNoSpan)
                        written = text.substr(b, scalarEnd(text, b, true) - b);
                    if (item.is_value())
                        e.items.push_back(scalarText(item, written));
                }
                for (const std::string &i : e.items)
                    e.value += (e.value.empty() ? "" : ",") + i;
                e.valueEnd = e.valueBegin == kNoSpan ? kNoSpan : arrayEnd(e.valueBegin);
                if (e.valueEnd == kNoSpan)
                    e.valueBegin = kNoSpan;
                const size_t kb = keyBegin(e.valueBegin);
                e.keyBegin = kb;
                e.keyEnd = kb == kNoSpan ? kNoSpan : kb + std::string(k.str()).size();
                out.push_back(std::move(e));
                continue;
            }
            Entry e;
            e.key = key;
            place(e, node);
            if (e.valueBegin != kNoSpan) {
                const bool multiline = text.compare(e.valueBegin, 3, "\"\"\"") == 0 || text.compare(e.valueBegin, 3, "'''") == 0;
                e.valueEnd = multiline ? kNoSpan : scalarEnd(text, e.valueBegin, true);
                if (multiline)
                    e.valueBegin = kNoSpan;
            }
            const std::string written =
                e.valueBegin == kNoSpan ? std::string() : text.substr(e.valueBegin, e.valueEnd - e.valueBegin);
            e.value = scalarText(node, written);
            out.push_back(std::move(e));
        }
    }

    // The key of a `key = value` line ends before the '=' in front of the value.
    size_t keyBegin(size_t valueBegin) const
    {
        if (valueBegin == kNoSpan)
            return kNoSpan;
        const size_t ls = text.rfind('\n', valueBegin);
        size_t i = ls == std::string::npos ? 0 : ls + 1;
        while (i < valueBegin && (text[i] == ' ' || text[i] == '\t'))
            ++i;
        return i;
    }
};

// Calls `bracket(i)` for each '[', '{', ']' and '}' in [from, to) outside strings and comments,
// until it returns true.
template <typename F>
void eachBracket(const std::string &text, size_t from, size_t to, F bracket)
{
    char quote = 0;
    for (size_t i = from; i < to && i < text.size(); ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\' && quote == '"')
                ++i;
            else if (c == quote || c == '\n')
                quote = 0;
        } else if (c == '#') {
            while (i + 1 < to && i + 1 < text.size() && text[i + 1] != '\n')
                ++i;
        } else if (c == '"' || c == '\'') {
            quote = c;
        } else if ((c == '[' || c == '{' || c == ']' || c == '}') && bracket(i)) {
            return;
        }
    }
}

// The innermost '[' or '{' still open before `limit`; npos if none.
size_t openBracket(const std::string &text, size_t limit)
{
    std::vector<size_t> open;
    eachBracket(text, 0, limit, [&](size_t i) {
        if (text[i] == '[' || text[i] == '{')
            open.push_back(i);
        else if (!open.empty())
            open.pop_back();
        return false;
    });
    return open.empty() ? std::string::npos : open.back();
}

// Whether the '[' or '{' at `open` is closed somewhere after it.
bool closedLater(const std::string &text, size_t open)
{
    int depth = 0;
    bool closed = false;
    eachBracket(text, open, text.size(), [&](size_t i) {
        depth += text[i] == '[' || text[i] == '{' ? 1 : -1;
        closed = depth == 0;
        return closed;
    });
    return closed;
}

// Where the string still open at `limit` begins (its quote), npos if none: a multi-line one
// lines above (an odd count of """ or '''), else one on the line of `limit`.
size_t openQuote(const std::string &text, size_t limit)
{
    for (const std::string triple : {"\"\"\"", "'''"}) {
        size_t count = 0, last = std::string::npos;
        for (size_t at = text.find(triple); at != std::string::npos && at < limit; at = text.find(triple, at + 3)) {
            ++count;
            last = at;
        }
        if (count % 2 == 1)
            return last;
    }
    const size_t lineStart = limit == 0 ? std::string::npos : text.rfind('\n', limit - 1);
    char quote = 0;
    size_t opened = std::string::npos;
    for (size_t i = lineStart == std::string::npos ? 0 : lineStart + 1; i < limit && i < text.size() && text[i] != '\n'; ++i) {
        const char c = text[i];
        if (quote) {
            if (c == '\\' && quote == '"')
                ++i;
            else if (c == quote)
                quote = 0;
        } else if (c == '#') {
            break;
        } else if (c == '"' || c == '\'') {
            quote = c;
            opened = i;
        }
    }
    return quote ? opened : std::string::npos;
}

// toml++'s English description, turned into a code that says what is wrong, at the place to fix.
Diagnostic tomlError(const std::string &text, const std::string &file, const toml::parse_error &err)
{
    Diagnostic d;
    d.file = file;
    d.line = static_cast<int>(err.source().begin.line);
    d.column = static_cast<int>(err.source().begin.column);
    const std::string what(err.description());
    size_t lineStart = 0;
    for (size_t l = 1; l < err.source().begin.line && lineStart < text.size(); ++lineStart)
        if (text[lineStart] == '\n')
            ++l;
    const size_t at = columnOffset(text, lineStart, err.source().begin.column);
    const auto has = [&](const char *part) { return what.find(part) != std::string::npos; };
    const auto pointAt = [&](size_t offset) { lineColumnAt(text, offset, d.line, d.column); };
    if (has("string")) {
        if (const size_t q = openQuote(text, at); q != std::string::npos) {
            const bool triple = text.compare(q, 3, "\"\"\"") == 0 || text.compare(q, 3, "'''") == 0;
            d.code = "toml.unclosed_string";
            d.args = {text.substr(q, triple ? 3 : 1)};
            pointAt(q);
            return d;
        }
    }
    if (has("cannot redefine") || has("redefinition")) {
        const size_t q1 = what.find('\''), q2 = what.rfind('\'');
        d.code = "toml.redefined";
        d.args = {q1 != std::string::npos && q2 > q1 ? what.substr(q1 + 1, q2 - q1 - 1) : std::string()};
        return d;
    }
    if (has("saw comma") || has("dangling comma")) {
        d.code = "toml.comma";
        return d;
    }
    // TOML 1.0 keeps an inline table on one line (a multi-line one is a [table])
    if (has("parsing inline table") && has("saw '\\n'")) {
        d.code = "toml.inline_table_line";
        return d;
    }
    if (has("not representable") || has("parsing floating-point") || has("parsing decimal integer") ||
        has("parsing hexadecimal") || has("parsing binary integer") || has("parsing octal")) {
        d.code = "toml.bad_number";
        // where the number starts: back over what it is made of
        const size_t end = std::min(at, text.size());
        size_t b = end;
        while (b > 0 && (std::isalnum(static_cast<unsigned char>(text[b - 1])) || text[b - 1] == '.' || text[b - 1] == '_' ||
                         text[b - 1] == '+' || text[b - 1] == '-'))
            --b;
        size_t e = end;
        while (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '.' || text[e] == '_' ||
                                   text[e] == '+' || text[e] == '-'))
            ++e;
        d.args = {text.substr(b, e - b)};
        pointAt(b);
        return d;
    }
    if (has("parsing array") || has("parsing inline table") || has("table header")) {
        if (const size_t b = openBracket(text, at); b != std::string::npos && !closedLater(text, b)) {
            d.code = "toml.unclosed_bracket";
            d.args = {std::string(1, text[b]), text[b] == '[' ? "]" : "}"};
            pointAt(b);
            return d;
        }
    }
    if (has("expected value, saw")) {
        d.code = "toml.missing_value";
    } else if (has("could not determine value type")) {
        d.code = "toml.bare_word";
    } else if (has("expected a comment or whitespace")) {
        d.code = "toml.trailing_text";
    } else {
        d.code = "toml.syntax";
        d.args = {what};
    }
    return d;
}

// Where a non-ASCII character stands outside strings and comments, or npos. TOML 1.0 allows them
// only inside those; and toml++ 3 reaches __builtin_unreachable on some of them where it looks for
// whitespace (is_non_ascii_horizontal_whitespace: Cyrillic, U+FB06..U+FEFE), so such a character
// is said before toml++ sees the text.
size_t nonAsciiOutsideStrings(const std::string &text)
{
    enum class In { Plain, Basic, Literal, MultiBasic, MultiLiteral, Comment } in = In::Plain;
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    const size_t start = text.compare(0, 3, "\xEF\xBB\xBF") == 0 ? 3 : 0; // (a byte-order mark)
    for (size_t i = start; i < text.size(); ++i) {
        const char c = text[i];
        switch (in) {
        case In::Plain:
            if (static_cast<unsigned char>(c) >= 0x80)
                return i;
            if (c == '#')
                in = In::Comment;
            else if (text.compare(i, 3, "\"\"\"") == 0)
                in = In::MultiBasic, i += 2;
            else if (text.compare(i, 3, "'''") == 0)
                in = In::MultiLiteral, i += 2;
            else if (c == '"')
                in = In::Basic;
            else if (c == '\'')
                in = In::Literal;
            break;
        case In::Comment:
            if (c == '\n')
                in = In::Plain;
            break;
        case In::Basic:
            if (c == '\\')
                ++i;
            else if (c == '"' || c == '\n')
                in = In::Plain;
            break;
        case In::Literal:
            if (c == '\'' || c == '\n')
                in = In::Plain;
            break;
        case In::MultiBasic:
            if (c == '\\' && i + 1 < text.size() && blank(text[i + 1])) {
                // a line-ending backslash: toml++ trims the whitespace after it, looking at what follows
                size_t j = i + 1;
                while (j < text.size() && blank(text[j]))
                    ++j;
                if (j < text.size() && static_cast<unsigned char>(text[j]) >= 0x80)
                    return j;
                i = j - 1;
            } else if (c == '\\') {
                ++i;
            } else if (text.compare(i, 3, "\"\"\"") == 0) {
                in = In::Plain, i += 2;
            }
            break;
        case In::MultiLiteral:
            if (text.compare(i, 3, "'''") == 0)
                in = In::Plain, i += 2;
            break;
        }
    }
    return std::string::npos;
}

} // namespace

bool flattenToml(const std::string &text, const std::string &file, std::vector<Entry> &out, Diagnostics &diags)
{
    if (const size_t at = nonAsciiOutsideStrings(text); at != std::string::npos) {
        Diagnostic d;
        d.code = "toml.non_ascii";
        d.file = file;
        lineColumnAt(text, at, d.line, d.column);
        diags.push_back(d);
        return false;
    }
    toml::parse_result parsed = toml::parse(std::string_view(text), std::string_view(file));
    if (!parsed) {
        diags.push_back(tomlError(text, file, parsed.error()));
        return false;
    }
    TomlWalker w{text, file, out, {0}};
    for (size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            w.lineStarts.push_back(i + 1);
    w.walk(parsed.table(), "");
    return true;
}

} // namespace headroom::dialects
