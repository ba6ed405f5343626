#include "tomlflatten.h"

#include "yamlflatten.h"

#define TOML_EXCEPTIONS 0
#define TOML_HEADER_ONLY 1 // no run-time library to ship
#include <toml++/toml.h>

namespace headroom::dialects {

namespace {

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
        size_t i = lineStarts[p.line - 1];
        for (toml::source_index c = 1; c < p.column && i < text.size() && text[i] != '\n'; ++c) {
            ++i;
            while (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80)
                ++i;
        }
        return i;
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

} // namespace

bool flattenToml(const std::string &text, const std::string &file, std::vector<Entry> &out, Diagnostics &diags)
{
    toml::parse_result parsed = toml::parse(std::string_view(text), std::string_view(file));
    if (!parsed) {
        const toml::parse_error &err = parsed.error();
        Diagnostic d;
        d.code = "toml.syntax";
        d.file = file;
        d.line = static_cast<int>(err.source().begin.line);
        d.column = static_cast<int>(err.source().begin.column);
        d.args = {std::string(err.description())};
        diags.push_back(d);
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
