#include "yamlutil.h"
#include "text.h"

#include "compactyaml.h"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <regex>
#include <set>
#include <sstream>
#include <unordered_map>
#include <vector>

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

// Line starts of the last large text asked about: a reader asks for the line of every value of
// a file, and counting from the start each time is quadratic (a 3 MB .env took 55 s). The text
// is known again by its address, size and bytes sampled across it.
struct LineIndex {
    const char *data = nullptr;
    size_t size = 0;
    uint64_t sample = 0;
    std::vector<size_t> starts;
};

uint64_t sampleOf(const std::string &text)
{
    uint64_t h = 1469598103934665603ULL;
    for (size_t k = 0; k < 64; ++k)
        h = (h ^ static_cast<unsigned char>(text[text.size() * k / 64])) * 1099511628211ULL;
    return h;
}

constexpr size_t kIndexedTextBytes = 64 * 1024;

} // namespace

bool indexedLineColumn(const std::string &text, size_t offset, int &line, int &column)
{
    if (text.size() < kIndexedTextBytes || offset > text.size())
        return false;
    thread_local LineIndex index;
    const uint64_t sample = sampleOf(text);
    if (index.data != text.data() || index.size != text.size() || index.sample != sample) {
        index.data = text.data();
        index.size = text.size();
        index.sample = sample;
        index.starts.assign(1, 0);
        for (size_t i = 0; i < text.size(); ++i)
            if (text[i] == '\n')
                index.starts.push_back(i + 1);
    }
    const auto after = std::upper_bound(index.starts.begin(), index.starts.end(), offset);
    line = static_cast<int>(after - index.starts.begin());
    column = static_cast<int>(offset - *(after - 1)) + 1;
    return true;
}

LineStarts::LineStarts(const std::string &text) : m_text(text), m_starts(1, 0)
{
    for (size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n')
            m_starts.push_back(i + 1);
}

int LineStarts::charColumn(int line, int byteColumn) const
{
    if (line < 1 || byteColumn < 1 || static_cast<size_t>(line) > m_starts.size())
        return byteColumn;
    const size_t begin = m_starts[static_cast<size_t>(line) - 1];
    const size_t end = std::min(m_text.size(), begin + static_cast<size_t>(byteColumn) - 1);
    int column = 1;
    for (size_t i = begin; i < end; ++i)
        if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) // not a continuation byte
            ++column;
    return column;
}

void lineColumnAt(const std::string &text, size_t offset, int &line, int &column)
{
    if (indexedLineColumn(text, offset, line, column))
        return;
    line = 1;
    column = 1;
    const size_t end = std::min(offset, text.size());
    for (size_t i = 0; i < end; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
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

// Length of the UTF-8 sequence at text[i], or 0 when it is malformed (overlong forms,
// surrogates and code points past U+10FFFF included).
size_t utf8Length(const std::string &text, size_t i)
{
    const auto b = [&](size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    const unsigned c = b(i);
    if (c < 0x80)
        return 1;
    const auto cont = [&](size_t k) { return (b(k) & 0xC0) == 0x80; };
    if (c >= 0xC2 && c <= 0xDF)
        return cont(i + 1) ? 2 : 0;
    if (c >= 0xE0 && c <= 0xEF) {
        const unsigned c1 = b(i + 1);
        if ((c == 0xE0 && c1 < 0xA0) || (c == 0xED && c1 > 0x9F))
            return 0;
        return cont(i + 1) && cont(i + 2) ? 3 : 0;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        const unsigned c1 = b(i + 1);
        if ((c == 0xF0 && c1 < 0x90) || (c == 0xF4 && c1 > 0x8F))
            return 0;
        return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    }
    return 0;
}

// Flow collections nest without indentation: count brackets outside quotes, so that a file of
// ten thousand '[' fails here, before the recursive parser sees it.
bool nestingWithinLimit(const std::string &text, size_t &at)
{
    int depth = 0;
    char quote = 0;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
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
            if (++depth > kMaxNestingDepth) {
                at = i;
                return false;
            }
        } else if (c == ']' || c == '}') {
            depth = std::max(0, depth - 1);
        }
    }
    return true;
}

// Thrown from the event pass when the document breaks a limit.
struct LimitExceeded {
    std::string code;
    YAML::Mark mark;
    std::vector<std::string> args;
};

// Walks the parser's events before any node is built: counts nodes with every alias expanded
// (an alias bomb is tiny as text and astronomically large as a tree), refuses an alias to an
// anchor still being defined (a cycle) and nesting past the limit. Throwing from an event
// stops yaml-cpp's recursion at the limit, so a hostile file never reaches deep recursion.
class LimitChecker : public YAML::EventHandler {
public:
    YAML::Mark start; // where the document began
    void OnDocumentStart(const YAML::Mark &mark) override { start = mark; }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark &mark, YAML::anchor_t anchor) override { leaf(mark, anchor); }
    void OnScalar(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor, const std::string &) override
    {
        leaf(mark, anchor);
    }
    void OnAlias(const YAML::Mark &mark, YAML::anchor_t anchor) override
    {
        for (const Frame &f : m_stack)
            if (f.anchor == anchor)
                throw LimitExceeded{"yaml.alias_cycle", mark, {}};
        const auto it = m_sizes.find(anchor);
        add(it == m_sizes.end() ? 1 : it->second, mark);
    }
    void OnSequenceStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark &mark, const std::string &, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value) override
    {
        open(mark, anchor);
    }
    void OnMapEnd() override { close(); }

private:
    struct Frame {
        YAML::anchor_t anchor;
        size_t start;
    };
    std::vector<Frame> m_stack;
    std::unordered_map<YAML::anchor_t, size_t> m_sizes; // expanded size of each finished anchor
    size_t m_count = 0;

    void add(size_t n, const YAML::Mark &mark)
    {
        m_count += n;
        if (m_count > kMaxYamlNodes)
            throw LimitExceeded{"yaml.too_many_nodes", mark, {std::to_string(kMaxYamlNodes)}};
    }
    void leaf(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        add(1, mark);
        if (anchor != YAML::NullAnchor)
            m_sizes[anchor] = 1;
    }
    void open(const YAML::Mark &mark, YAML::anchor_t anchor)
    {
        if (m_stack.size() >= static_cast<size_t>(kMaxNestingDepth))
            throw LimitExceeded{"file.too_deep", mark, {std::to_string(kMaxNestingDepth)}};
        m_stack.push_back({anchor, m_count});
        add(1, mark);
    }
    void close()
    {
        if (m_stack.empty())
            return;
        const Frame f = m_stack.back();
        m_stack.pop_back();
        if (f.anchor != YAML::NullAnchor)
            m_sizes[f.anchor] = m_count - f.start;
    }
};

// The first tab in the indentation of a line up to `lastLine` (1-based), or npos.
size_t tabInIndentation(const std::string &text, int lastLine)
{
    int line = 1;
    bool atIndent = true;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') {
            if (++line > lastLine)
                return std::string::npos;
            atIndent = true;
            continue;
        }
        if (!atIndent)
            continue;
        if (c == '\t')
            return i;
        if (c != ' ')
            atIndent = false;
    }
    return std::string::npos;
}

// The offset of a quoted scalar that never closes, or npos. Only quotes that open a value
// count (after "key: ", "- ", '[', '{', ',' and, with `lineStart`, at the start of a line).
// The index of the quote that closes the one at text[i] (a YAML " or '), or `end` when none does.
size_t closingQuote(const std::string &text, size_t i, size_t end)
{
    const char q = text[i];
    size_t j = i + 1;
    for (; j < end; ++j) {
        if (q == '"' && text[j] == '\\') {
            ++j;
            continue;
        }
        if (text[j] == q) {
            if (q == '\'' && j + 1 < end && text[j + 1] == '\'') {
                ++j;
                continue;
            }
            break;
        }
    }
    return std::min(j, end);
}

// Steps over a blank, a line end or a comment at text[i] (a line end, and a comment's, sets
// `previous` to '\n'); false when text[i] is none of them.
bool skipBlank(const std::string &text, size_t &i, size_t end, char &previous)
{
    const char c = text[i];
    if (c == '\n') {
        previous = '\n';
        return true;
    }
    if (c == ' ' || c == '\t' || c == '\r')
        return true;
    if (c == '#' && (i == 0 || text[i - 1] == ' ' || text[i - 1] == '\t' || text[i - 1] == '\n')) {
        while (i < end && text[i] != '\n')
            ++i;
        previous = '\n';
        return true;
    }
    return false;
}

size_t unclosedQuote(const std::string &text, bool lineStart = true)
{
    char previous = '\n'; // the last non-blank character seen on this line
    for (size_t i = 0; i < text.size(); ++i) {
        if (skipBlank(text, i, text.size(), previous))
            continue;
        const char c = text[i];
        const bool opensValue = (lineStart && previous == '\n') || previous == ':' || previous == '-' || previous == '[' ||
                                previous == '{' || previous == ',' || previous == '?';
        if ((c == '"' || c == '\'') && opensValue) {
            const size_t j = closingQuote(text, i, text.size());
            if (j >= text.size())
                return i;
            i = j;
            previous = c;
            continue;
        }
        previous = c;
    }
    return std::string::npos;
}

// The innermost '[' or '{' (as `open`) still open at text[limit]: where a flow collection that
// is never closed begins. A bracket counts where a value starts (after ':', '-', ',', an opener,
// at a line's start) or inside another flow collection, never inside a quoted or plain scalar
// ("name: a[0]") or a comment. npos when there is none.
size_t unclosedFlow(const std::string &text, size_t limit, char open)
{
    std::vector<size_t> openers;
    char previous = '\n';
    const size_t end = std::min(limit, text.size());
    for (size_t i = 0; i < end; ++i) {
        if (skipBlank(text, i, end, previous))
            continue;
        const char c = text[i];
        const bool opensValue = previous == '\n' || previous == ':' || previous == '-' || previous == '[' ||
                                previous == '{' || previous == ',' || previous == '?';
        if ((c == '"' || c == '\'') && (opensValue || !openers.empty())) {
            i = closingQuote(text, i, end);
            previous = c;
            continue;
        }
        if ((c == '[' || c == '{') && (opensValue || !openers.empty()))
            openers.push_back(i);
        else if ((c == ']' || c == '}') && !openers.empty())
            openers.pop_back();
        previous = c;
    }
    for (auto it = openers.rbegin(); it != openers.rend(); ++it)
        if (text[*it] == open)
            return *it;
    return std::string::npos;
}

// An alias (*name) with no anchor before it: named, and where its anchor sits in an earlier
// document of the file, said so (an anchor does not reach past the `---` that starts the next).
Diagnostic unknownAnchor(const std::string &text, int pos, const std::string &file, int line, int column)
{
    size_t star = pos >= 0 ? std::min(static_cast<size_t>(pos), text.size()) : text.size();
    const size_t lineStart = star == 0 ? 0 : text.rfind('\n', star - 1) + 1;
    while (star < text.size() && star > lineStart && text[star] != '*')
        --star;
    if (star >= text.size() || text[star] != '*')
        return error("yaml.unknown_anchor", file, line, column, {});
    size_t end = star + 1;
    while (end < text.size() && !std::isspace(static_cast<unsigned char>(text[end])) && text[end] != ',' &&
           text[end] != ']' && text[end] != '}')
        ++end;
    const std::string name = text.substr(star + 1, end - star - 1);
    if (name.empty() || name.size() > 200)
        return error("yaml.unknown_anchor", file, line, column, {});
    int l = 0, c = 0;
    lineColumnAt(text, star, l, c);
    const size_t anchor = text.rfind("&" + name, star);
    const bool whole = anchor != std::string::npos &&
                       (anchor + 1 + name.size() >= text.size() ||
                        std::isspace(static_cast<unsigned char>(text[anchor + 1 + name.size()])));
    if (whole) {
        for (size_t nl = text.find('\n', anchor); nl != std::string::npos && nl < star; nl = text.find('\n', nl + 1))
            if (text.compare(nl + 1, 3, "---") == 0)
                return error("yaml.anchor_other_document", file, l, c, {name});
    }
    return error("yaml.unknown_anchor_named", file, l, c, {name});
}

// yaml-cpp's message, turned into a code that says what is wrong and what would be right.
Diagnostic syntaxError(const std::string &text, const std::string &file, const YAML::Exception &e)
{
    // A Jinja template ({{ model_name }}, {% if … %}): YAML only once rendered.
    if (const size_t at = std::min(text.find("{%"), text.find("{{")); at != std::string::npos) {
        int l = 0, c = 0;
        lineColumnAt(text, at, l, c);
        return error("yaml.template", file, l, c, {});
    }
    const int line = e.mark.line >= 0 ? e.mark.line + 1 : 0;
    const int column = e.mark.column >= 0 ? e.mark.column + 1 : 0;
    int l = 0, c = 0;
    const size_t tab = tabInIndentation(text, line > 0 ? line : 1 << 30);
    if (e.msg == YAML::ErrorMsg::TAB_IN_INDENTATION || tab != std::string::npos) {
        if (tab != std::string::npos) {
            lineColumnAt(text, tab, l, c);
            return error("yaml.tab", file, l, c, {});
        }
        return error("yaml.tab", file, line, column, {});
    }
    if (e.msg == YAML::ErrorMsg::EOF_IN_SCALAR || e.msg == YAML::ErrorMsg::END_OF_MAP_FLOW ||
        e.msg == YAML::ErrorMsg::END_OF_SEQ_FLOW || e.msg == YAML::ErrorMsg::END_OF_MAP ||
        e.msg == YAML::ErrorMsg::END_OF_SEQ) {
        const size_t quote = unclosedQuote(text);
        if (quote != std::string::npos) {
            lineColumnAt(text, quote, l, c);
            return error("yaml.unclosed_quote", file, l, c, {std::string(1, text[quote])});
        }
    }
    if (e.msg == YAML::ErrorMsg::END_OF_MAP_FLOW || e.msg == YAML::ErrorMsg::END_OF_SEQ_FLOW) {
        // The message says "the '[' opened here": point at that '[', not where the file ran out.
        const bool map = e.msg == YAML::ErrorMsg::END_OF_MAP_FLOW;
        const size_t limit = e.mark.pos >= 0 ? static_cast<size_t>(e.mark.pos) : text.size();
        const size_t at = unclosedFlow(text, limit == 0 ? text.size() : limit, map ? '{' : '[');
        if (at != std::string::npos)
            lineColumnAt(text, at, l, c);
        return error("yaml.unclosed_bracket", file, at != std::string::npos ? l : line, at != std::string::npos ? c : column,
                     {map ? "{" : "[", map ? "}" : "]"});
    }
    // A ',', ']' or '}' where a block mapping or list goes on: a flow indicator with no flow.
    const char at = e.mark.pos >= 0 && static_cast<size_t>(e.mark.pos) < text.size() ? text[static_cast<size_t>(e.mark.pos)] : '\0';
    const bool blockEnd = e.msg == YAML::ErrorMsg::END_OF_MAP || e.msg == YAML::ErrorMsg::END_OF_SEQ;
    if ((at == ',' || at == ']' || at == '}') && (e.msg == YAML::ErrorMsg::FLOW_END || blockEnd))
        return error("yaml.stray_indicator", file, line, column, {std::string(1, at)});
    if (e.msg == YAML::ErrorMsg::UNKNOWN_ANCHOR)
        return unknownAnchor(text, e.mark.pos, file, line, column);
    if (e.msg == YAML::ErrorMsg::MAP_VALUE && e.mark.pos >= 0) {
        // YAML's implicit keys end within 1024 characters: a longer one reads as a stray ':'
        const size_t colon = std::min(static_cast<size_t>(e.mark.pos), text.size());
        const size_t lineStart = text.rfind('\n', colon == 0 ? 0 : colon - 1);
        const size_t from = lineStart == std::string::npos ? 0 : lineStart + 1;
        if (colon - from > 1024)
            return error("yaml.key_too_long", file, line, 1, {"1024"});
    }
    if (e.msg == YAML::ErrorMsg::MAP_VALUE || e.msg == YAML::ErrorMsg::END_OF_MAP) {
        // `per_device_train_batch_size=4` on a line of its own (a shell or .env habit): YAML reads it
        // as the start of a key that runs on to the next line's ':', and stops there; the line
        // that is wrong is the one with '=', a line or two above.
        static const std::regex assignment(R"(^\s*([A-Za-z_][A-Za-z0-9_.\-]*)\s*=\s*[^=\s].*$)");
        size_t end = e.mark.pos >= 0 ? std::min(static_cast<size_t>(e.mark.pos), text.size()) : text.size();
        for (int back = 0; back < 3; ++back) {
            const size_t lineEnd = text.rfind('\n', end == 0 ? 0 : end - 1);
            if (lineEnd == std::string::npos || lineEnd == 0)
                break;
            const size_t lineStart = text.rfind('\n', lineEnd - 1);
            const size_t from = lineStart == std::string::npos ? 0 : lineStart + 1;
            std::string above = text.substr(from, lineEnd - from);
            if (!above.empty() && above.back() == '\r')
                above.pop_back();
            std::smatch m;
            if (above.size() < 512 && above.find(':') == std::string::npos && std::regex_match(above, m, assignment)) {
                int atLine = 0, atColumn = 0;
                lineColumnAt(text, from + static_cast<size_t>(m.position(1)), atLine, atColumn);
                return error("yaml.equals_for_colon", file, atLine, atColumn, {m[1].str()});
            }
            end = lineEnd;
        }
    }
    if (e.msg == YAML::ErrorMsg::MAP_VALUE)
        return error("yaml.map_value", file, line, column, {});
    if (e.msg == YAML::ErrorMsg::END_OF_MAP || e.msg == YAML::ErrorMsg::END_OF_SEQ ||
        e.msg == YAML::ErrorMsg::BLOCK_ENTRY)
        return error("yaml.indentation", file, line, column, {});
    return error("yaml.syntax", file, line, column, {e.msg});
}

} // namespace

namespace {

// Where the first line with content after a `...` document end starts, when no `---` (or
// directive) opens a new document first; npos if there is none.
size_t textAfterDocumentEnd(const std::string &text)
{
    bool ended = false;
    size_t found = std::string::npos;
    forEachLine(text, [&](const std::string &lineText, size_t start) {
        const size_t hash = lineText.find(" #");
        const std::string bare = trim(hash == std::string::npos ? lineText : lineText.substr(0, hash));
        // (the markers stand at the start of a line; indented, `...` is a block scalar's text)
        if (bare == "..." && lineText.rfind("...", 0) == 0)
            ended = true;
        else if (lineText.rfind("---", 0) == 0 || lineText.rfind('%', 0) == 0)
            ended = false;
        else if (ended && !bare.empty() && bare[0] != '#')
            found = start + lineText.find_first_not_of(" \t");
        return found == std::string::npos;
    });
    return found;
}

// The content of a line, outside quotes, up to a comment; whether it holds a mapping's `: `
// (or ends in `:`), and whether it leaves a quote, bracket or brace open.
struct LineShape {
    bool key = false;
    bool open = false;
    bool blockScalar = false; // `key: |` / `key: >-` / `- |`: the lines below are text
    char quote = 0;           // a quote still open at the end of the line
    int depth = 0;            // brackets and braces still open
};

// `carried`: what the lines before left open (a flow collection or a quoted string that goes on).
LineShape shapeOf(const std::string &content, const LineShape &carried = LineShape{})
{
    LineShape shape;
    char quote = carried.quote;
    int depth = carried.depth;
    const bool continued = quote != 0 || depth != 0;
    size_t valueAt = std::string::npos;
    for (size_t i = 0; i < content.size(); ++i) {
        const char c = content[i];
        if (quote) {
            if (quote == '\'' && c == '\'' && i + 1 < content.size() && content[i + 1] == '\'')
                ++i; // ('' is a quote inside '…')
            else if (c == quote && !(quote == '"' && i > 0 && content[i - 1] == '\\'))
                quote = 0;
            continue;
        }
        if ((c == '"' || c == '\'') && (i == 0 || content[i - 1] == ' ' || content[i - 1] == '[' ||
                                         content[i - 1] == '{' || content[i - 1] == ','))
            quote = c;
        else if (c == '#' && (i == 0 || content[i - 1] == ' '))
            break;
        else if (c == '[' || c == '{')
            ++depth;
        else if (c == ']' || c == '}')
            --depth;
        else if (c == ':' && depth == 0 && !continued && (i + 1 == content.size() || content[i + 1] == ' ') && !shape.key) {
            shape.key = true;
            valueAt = i + 1;
        }
    }
    shape.open = quote != 0 || depth > 0;
    shape.quote = quote;
    shape.depth = std::max(0, depth);
    const std::string value = shape.key && valueAt != std::string::npos ? trim(content.substr(valueAt))
                              : content.rfind("- ", 0) == 0                 ? trim(content.substr(2))
                                                                            : std::string();
    shape.blockScalar = !value.empty() && (value[0] == '|' || value[0] == '>');
    return shape;
}

// A line of block YAML that is neither a key (no `: `) nor a list item nor a continuation
// (indented no deeper than the key on the line before it): a file cut off in the middle of a
// key (`  num_w`), or a `:` left out. PyYAML refuses it ("could not find expected ':'"); yaml-cpp
// drops it. Where that line starts, or npos. Lines after an open quote or bracket, and a block
// scalar's text, are not judged.
size_t keyWithoutColon(const std::string &text)
{
    long keyIndent = -1;        // the indentation of the previous line, when it is a `key: value`
    long blockIndent = -1;      // inside a block scalar whose key sits at this indentation
    LineShape open;             // a flow collection or quoted string the lines before left open
    size_t found = std::string::npos;
    forEachLine(text, [&](const std::string &line, size_t lineStart) {
        const size_t first = line.find_first_not_of(' ');
        if (open.open) {
            // (the rest of a flow collection or quoted string: not judged, only followed)
            open = shapeOf(first == std::string::npos ? std::string() : line.substr(first), open);
            keyIndent = -1;
            return true;
        }
        if (first == std::string::npos || line[first] == '#')
            return true;
        const long indent = static_cast<long>(first);
        if (blockIndent >= 0 && indent > blockIndent)
            return true;
        blockIndent = -1;
        const std::string content = line.substr(first);
        // (a document's start or end, a directive: the next line starts afresh)
        if (indent == 0 && (content.rfind("---", 0) == 0 || content.rfind("...", 0) == 0 || content[0] == '%')) {
            keyIndent = -1;
            const std::string rest = content.rfind("---", 0) == 0 ? trim(content.substr(3)) : std::string();
            // (a document that is one block scalar: all text, nothing judged)
            return rest.empty() || (rest[0] != '|' && rest[0] != '>');
        }
        const LineShape shape = shapeOf(content);
        const bool item = content[0] == '-' && (content.size() == 1 || content[1] == ' ');
        const bool special = std::string("?!&*|>[{\"'").find(content[0]) != std::string::npos;
        if (keyIndent >= 0 && indent <= keyIndent && !shape.key && !item && !special) {
            found = lineStart + first;
            return false;
        }
        // (a list item: a plain line no deeper than its dash is out of place, and one no deeper
        // than its key where the item is a mapping, `- name: X`)
        keyIndent = !shape.key && !item ? -1 : item ? indent + (shape.key ? 2 : 0) : indent;
        if (shape.blockScalar)
            blockIndent = indent;
        if (shape.open) {
            open = shape;
            keyIndent = -1;
        }
        return true;
    });
    return found;
}

} // namespace

bool checkTextEncoding(const std::string &text, const std::string &file, Diagnostics &diags)
{
    const auto byte = [&](size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u; };
    if ((byte(0) == 0xFF && byte(1) == 0xFE) || (byte(0) == 0xFE && byte(1) == 0xFF)) {
        diags.push_back(error("file.encoding", file, 1, 1, {"UTF-16"}));
        return false;
    }
    if (const size_t nul = text.find('\0'); nul != std::string::npos) {
        int line = 0, column = 0;
        lineColumnAt(text, nul, line, column);
        diags.push_back(error("file.binary", file, line, column, {}));
        return false;
    }
    for (size_t i = 0; i < text.size();) {
        const size_t n = utf8Length(text, i);
        if (n == 0) {
            int line = 0, column = 0;
            lineColumnAt(text, i, line, column);
            char hex[8];
            std::snprintf(hex, sizeof hex, "0x%02X", byte(i));
            diags.push_back(error("file.not_utf8", file, line, column, {hex}));
            return false;
        }
        i += n;
    }
    return true;
}

void crLineEndsToNewlines(std::string &text)
{
    if (text.find('\r') != std::string::npos && text.find('\n') == std::string::npos)
        std::replace(text.begin(), text.end(), '\r', '\n');
}

bool hasKey(const YAML::Node &map, const std::string &key)
{
    if (!map.IsMap())
        return false;
    for (const auto &kv : map)
        if (kv.first.IsScalar() && kv.first.Scalar() == key)
            return true;
    return false;
}

namespace {

// Whether a node's tag is one yaml.safe_load constructs: none, '!' (quoted), or YAML's core and
// its type repository (!!str, !!int, !!map, !!binary, !!timestamp, !!set, …).
bool safeTag(const std::string &tag)
{
    static const std::string kCore = "tag:yaml.org,2002:";
    // (`!!python/tuple` too: Lightning's hparams.yaml writes its tuples so, and the loaders that
    // read those files, yaml.full_load among them, build it as a tuple)
    static const std::set<std::string> safe = {"null", "bool", "int", "float", "str", "seq", "map", "binary",
                                               "timestamp", "omap", "pairs", "set", "merge", "value", "python/tuple"};
    return tag.empty() || tag == "?" || tag == "!" ||
           (tag.rfind(kCore, 0) == 0 && safe.count(tag.substr(kCore.size())) != 0);
}

// HyperPyYAML's own tags (SpeechBrain's !new:, !ref, !name:, …): a file of them is loaded by
// hyperpyyaml, not by yaml.safe_load.
bool hyperPyYamlTag(const std::string &tag)
{
    static const char *tags[] = {"!new:", "!name:", "!ref", "!apply:", "!applyref:", "!copy", "!tuple", "!include:",
                                 "!module:", "!PLACEHOLDER"};
    return std::any_of(std::begin(tags), std::end(tags), [&](const char *t) { return tag.rfind(t, 0) == 0; });
}

// The first node (key or value) whose tag yaml.safe_load refuses (`!!python/object/apply:…`,
// `!include`), or an invalid node; `hyper` is set where a HyperPyYAML tag is met.
YAML::Node refusedTag(const YAML::Node &node, size_t depth, bool &hyper)
{
    if (depth > kMaxNestingDepth || !node || hyper)
        return YAML::Node(YAML::NodeType::Undefined);
    if (hyperPyYamlTag(node.Tag())) {
        hyper = true;
        return YAML::Node(YAML::NodeType::Undefined);
    }
    if (!safeTag(node.Tag()))
        return node;
    if (node.IsMap()) {
        for (const auto &kv : node) {
            for (const YAML::Node &part : {kv.first, kv.second})
                if (const YAML::Node inner = refusedTag(part, depth + 1, hyper); inner && !hyper)
                    return inner;
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            if (const YAML::Node inner = refusedTag(item, depth + 1, hyper); inner && !hyper)
                return inner;
    }
    return YAML::Node(YAML::NodeType::Undefined);
}

// A tag as it is written: `!!python/tuple` for YAML's own prefix.
std::string writtenTag(const std::string &tag)
{
    static const std::string kCore = "tag:yaml.org,2002:";
    return tag.rfind(kCore, 0) == 0 ? "!!" + tag.substr(kCore.size()) : tag;
}

// The first merge key whose value is neither a mapping nor a list of mappings, or an invalid node.
YAML::Node badMerge(const YAML::Node &node, size_t depth)
{
    if (depth > kMaxNestingDepth || !node)
        return YAML::Node(YAML::NodeType::Undefined);
    if (node.IsMap()) {
        for (const auto &kv : node) {
            if (kv.first.IsScalar() && kv.first.Scalar() == "<<" && kv.first.Tag() != "tag:yaml.org,2002:str") {
                const YAML::Node &v = kv.second;
                // (said at the `<<` itself: an alias's node carries its anchor's place)
                if (v.IsScalar() || v.IsNull())
                    return kv.first;
                if (v.IsSequence())
                    for (const auto &item : v)
                        if (!item.IsMap())
                            return kv.first;
            }
            if (const YAML::Node inner = badMerge(kv.second, depth + 1); inner)
                return inner;
        }
    } else if (node.IsSequence()) {
        for (const auto &item : node)
            if (const YAML::Node inner = badMerge(item, depth + 1); inner)
                return inner;
    }
    return YAML::Node(YAML::NodeType::Undefined);
}

} // namespace

bool loadYamlChecked(std::string text, const std::string &file, YAML::Node &out, Diagnostics &diags,
                     YamlSource origin)
{
    if (origin.origin == YamlOrigin::Shipped && readCompactYaml(origin.compact, yamlTextHash(text), out))
        return true;
    if (text.size() > kMaxFileBytes) {
        diags.push_back(error("file.too_large", file, 0, 0,
                              {std::to_string(text.size()), std::to_string(kMaxFileBytes)}));
        return false;
    }
    stripBom(text);
    if (!checkTextEncoding(text, file, diags))
        return false;
    crLineEndsToNewlines(text);
    int line = 0, column = 0;
    size_t deep = 0;
    if (!nestingWithinLimit(text, deep)) {
        lineColumnAt(text, deep, line, column);
        diags.push_back(error("file.too_deep", file, line, column, {std::to_string(kMaxNestingDepth)}));
        return false;
    }
    if (origin.origin == YamlOrigin::User) {
        // Text after a `...` line with no `---` before it: PyYAML refuses the file ("expected
        // '<document start>'"), yaml-cpp would read it as a second document left out.
        if (const size_t after = textAfterDocumentEnd(text); after != std::string::npos) {
            lineColumnAt(text, after, line, column);
            diags.push_back(error("yaml.after_document_end", file, line, column, {}));
            return false;
        }
    }
    if (origin.origin == YamlOrigin::User) try {
        std::istringstream in(text);
        YAML::Parser parser(in);
        // Every document, each on its own: the one read need not be the first (an empty one may
        // come before it), and a Kubernetes manifest's are all read.
        // yaml-cpp 0.7 leaves a stray ',', ']' or '}' outside any flow collection unread and
        // starts every next document on it, endlessly: a document that begins where the one
        // before began is that token.
        int previous = -1;
        for (bool more = true; more;) {
            LimitChecker limits;
            more = parser.HandleNextDocument(limits);
            if (more && limits.start.pos >= 0 && limits.start.pos == previous) {
                const auto at = static_cast<size_t>(previous);
                throw LimitExceeded{"yaml.stray_indicator", limits.start,
                                    {at < text.size() ? std::string(1, text[at]) : std::string()}};
            }
            previous = limits.start.pos;
        }
    } catch (const LimitExceeded &e) {
        // (a file with no anchor reached the limit by its own size, not by aliases)
        const std::string code = e.code == "yaml.too_many_nodes" && text.find('&') == std::string::npos
                                     ? std::string("yaml.too_many_values") : e.code;
        diags.push_back(error(code, file, e.mark.line >= 0 ? e.mark.line + 1 : 0,
                              e.mark.column >= 0 ? e.mark.column + 1 : 0, e.args));
        return false;
    } catch (const YAML::Exception &e) {
        diags.push_back(syntaxError(text, file, e));
        return false;
    }
    if (origin.origin == YamlOrigin::User) {
        if (const size_t at = keyWithoutColon(text); at != std::string::npos) {
            lineColumnAt(text, at, line, column);
            diags.push_back(error("yaml.expected_colon", file, line, column, {}));
            return false;
        }
    }
    try {
        out = YAML::Load(text);
        // Several documents (`---`): the first that states anything is read, and the others
        // are said to be left out (a training script's yaml.safe_load refuses such a file).
        if (origin.origin == YamlOrigin::User && text.find("---") != std::string::npos) {
            const std::vector<YAML::Node> docs = YAML::LoadAll(text);
            size_t stated = 0;
            for (const YAML::Node &d : docs)
                if (!d.IsNull() && (stated++ == 0))
                    out = d;
            if (stated > 1) {
                Diagnostic d = error("yaml.more_documents", file, 0, 0, {std::to_string(stated)});
                d.severity = Diagnostic::Severity::Warning;
                if (out.Mark().line >= 0)
                    d.line = out.Mark().line + 1;
                diags.push_back(d);
            }
        }
    } catch (const YAML::Exception &e) {
        diags.push_back(syntaxError(text, file, e));
        return false;
    }
    // A merge key (`<<:`) takes a mapping or a list of mappings; PyYAML refuses anything else
    // ("expected a mapping or list of mappings for merging"), yaml-cpp reads it as a plain key.
    if (origin.origin == YamlOrigin::User) {
        if (const YAML::Node bad = badMerge(out, 0); bad) {
            diags.push_back(error("yaml.bad_merge", file, bad.Mark().line + 1, bad.Mark().column + 1, {}));
            return false;
        }
        // A tag outside YAML's core (`!!python/object/apply:os.system`, `!include`): the loaders
        // training tools use (yaml.safe_load: HfArgumentParser, OmegaConf, LLaMA-Factory) refuse
        // the file ("could not determine a constructor for the tag"), a script's own loader may
        // not. Said where it is written, and the rest is read; nothing of it is built here.
        bool hyper = false;
        if (const YAML::Node tagged = refusedTag(out, 0, hyper); tagged && !hyper) {
            Diagnostic d = error("yaml.unsafe_tag", file, tagged.Mark().line + 1, tagged.Mark().column + 1,
                                 {writtenTag(tagged.Tag())});
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
        }
    }
    // yaml-cpp takes a quoted value left open at the end of the file as running to the end.
    if (const size_t quote = unclosedQuote(text, false); quote != std::string::npos) {
        int l = 0, c = 0;
        lineColumnAt(text, quote, l, c);
        diags.push_back(error("yaml.unclosed_quote", file, l, c, {std::string(1, text[quote])}));
        return false;
    }
    return true;
}

} // namespace headroom
