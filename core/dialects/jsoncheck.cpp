#include "jsoncheck.h"

#include "../yamlutil.h"

#include <cctype>
#include <cstring>

namespace headroom::dialects {

namespace {

struct Failure {
    std::string code;
    size_t at;
    std::vector<std::string> args;
};

// A recursive-descent reader that only validates; recursion is bounded by kMaxNestingDepth.
class JsonChecker {
public:
    explicit JsonChecker(const std::string &text) : m_text(text) {}

    void document()
    {
        blanks();
        value(0);
        blanks();
        if (m_pos < m_text.size())
            fail("json.trailing_text", m_pos, {});
    }

private:
    const std::string &m_text;
    size_t m_pos = 0;

    [[noreturn]] void fail(const char *code, size_t at, std::vector<std::string> args)
    {
        throw Failure{code, at, std::move(args)};
    }

    char peek() const { return m_pos < m_text.size() ? m_text[m_pos] : '\0'; }

    std::string found() const
    {
        if (m_pos >= m_text.size())
            return "end of file";
        const unsigned char c = static_cast<unsigned char>(m_text[m_pos]);
        if (c < 0x80 && std::isprint(c))
            return std::string("'") + static_cast<char>(c) + "'";
        return "byte " + std::to_string(c);
    }

    void expected(const char *what) { fail("json.expected", m_pos, {what, found()}); }

    void blanks()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                ++m_pos;
            } else if (c == '/' && m_pos + 1 < m_text.size() && (m_text[m_pos + 1] == '/' || m_text[m_pos + 1] == '*')) {
                fail("json.comment", m_pos, {});
            } else if (c == '#') {
                fail("json.comment", m_pos, {});
            } else {
                break;
            }
        }
    }

    void value(int depth)
    {
        const char c = peek();
        if (c == '{' || c == '[') {
            if (depth >= kMaxNestingDepth)
                fail("file.too_deep", m_pos, {std::to_string(kMaxNestingDepth)});
            c == '{' ? object(depth + 1) : array(depth + 1);
        } else if (c == '"') {
            string();
        } else if (c == '\'') {
            fail("json.single_quote", m_pos, {});
        } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
            number();
        } else if (!word("true") && !word("false") && !word("null") && !word("NaN") && !word("Infinity") &&
                   !word("-Infinity")) {
            expected("a value");
        }
    }

    bool word(const char *w)
    {
        const size_t n = std::strlen(w);
        if (m_text.compare(m_pos, n, w) != 0)
            return false;
        m_pos += n;
        return true;
    }

    void number()
    {
        if (word("-Infinity"))
            return;
        const size_t start = m_pos;
        if (peek() == '-')
            ++m_pos;
        auto digits = [&] {
            const size_t from = m_pos;
            while (std::isdigit(static_cast<unsigned char>(peek())))
                ++m_pos;
            return m_pos > from;
        };
        const size_t first = m_pos;
        if (!digits())
            expected("a digit");
        if (m_text[first] == '0' && m_pos > first + 1)
            fail("json.leading_zero", first, {m_text.substr(first, m_pos - first)});
        if (peek() == '.') {
            ++m_pos;
            if (!digits())
                expected("a digit");
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (!digits())
                expected("a digit");
        }
        (void)start;
    }

    // A string as json.load reads it: the escapes JSON has (\" \\ \/ \b \f \n \r \t \uXXXX), no raw
    // control character (a tab typed into a value).
    void string()
    {
        const size_t open = m_pos++;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return;
            }
            if (c == '\n')
                break;
            if (static_cast<unsigned char>(c) < 0x20)
                fail("json.control_char", m_pos, {});
            if (c == '\\') {
                const char e = m_pos + 1 < m_text.size() ? m_text[m_pos + 1] : '\0';
                if (e == 'u') {
                    for (size_t h = m_pos + 2; h < m_pos + 6; ++h)
                        if (h >= m_text.size() || !std::isxdigit(static_cast<unsigned char>(m_text[h])))
                            fail("json.bad_escape", m_pos, {m_text.substr(m_pos, std::min<size_t>(6, m_text.size() - m_pos))});
                    m_pos += 6;
                    continue;
                }
                if (std::string("\"\\/bfnrt").find(e) == std::string::npos || e == '\0')
                    fail("json.bad_escape", m_pos, {m_text.substr(m_pos, 2)});
                m_pos += 2;
                continue;
            }
            ++m_pos;
        }
        fail("json.unclosed_string", open, {});
    }

    void object(int depth)
    {
        ++m_pos; // '{'
        blanks();
        if (peek() == '}') {
            ++m_pos;
            return;
        }
        while (true) {
            blanks();
            const char c = peek();
            if (c == '\'')
                fail("json.single_quote", m_pos, {});
            if (c == '}')
                fail("json.trailing_comma", m_comma, {"}"});
            if (c != '"') {
                if (std::isalpha(static_cast<unsigned char>(c)) || c == '_')
                    fail("json.unquoted_key", m_pos, {});
                expected("a key in double quotes");
            }
            string();
            blanks();
            if (peek() != ':')
                expected("':'");
            ++m_pos;
            blanks();
            value(depth);
            blanks();
            if (peek() == ',') {
                m_comma = m_pos++;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return;
            }
            expected("',' or '}'");
        }
    }

    void array(int depth)
    {
        ++m_pos; // '['
        blanks();
        if (peek() == ']') {
            ++m_pos;
            return;
        }
        while (true) {
            blanks();
            if (peek() == ']')
                fail("json.trailing_comma", m_comma, {"]"});
            value(depth);
            blanks();
            if (peek() == ',') {
                m_comma = m_pos++;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return;
            }
            expected("',' or ']'");
        }
    }

    size_t m_comma = 0;
};

} // namespace

std::string withoutSurrogateEscapes(std::string text)
{
    // json.load takes \ud83d\ude00 (a pair) and even a lone \ud800; yaml-cpp refuses both. A
    // setting never lives in such a character: each becomes \ufffd, the same six bytes, so
    // every line and column stays where it was.
    for (size_t i = text.find("\\u"); i != std::string::npos; i = text.find("\\u", i + 2)) {
        size_t slashes = 0;
        for (size_t b = i; b > 0 && text[b - 1] == '\\'; --b)
            ++slashes;
        if (slashes % 2 == 1 || i + 6 > text.size())
            continue; // an escaped backslash followed by 'u', not an escape
        const char h = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i + 2])));
        const char h2 = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i + 3])));
        if (h == 'd' && h2 >= '8' && h2 <= 'f')
            text.replace(i + 2, 4, "fffd");
    }
    return text;
}

bool checkJson(const std::string &text, const std::string &file, Diagnostics &diags)
{
    try {
        JsonChecker(text).document();
    } catch (const Failure &f) {
        Diagnostic d;
        d.code = f.code;
        d.file = file;
        lineColumnAt(text, f.at, d.line, d.column);
        d.args = f.args;
        diags.push_back(d);
        return false;
    }
    return true;
}

} // namespace headroom::dialects
