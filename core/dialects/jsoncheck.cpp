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
        if (!digits())
            expected("a digit");
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
            m_pos += c == '\\' ? 2 : 1;
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
