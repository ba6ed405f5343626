#include "shellwords.h"

#include <algorithm>
#include <cctype>

namespace headroom::dialects {

size_t skipExpansion(const std::string &text, size_t i, size_t end)
{
    const char open = text[i + 1];
    const char close = open == '(' ? ')' : '}';
    int depth = 0;
    char quote = 0;
    const bool hereDocumentIn = open == '(' && i + 2 < end && text[i + 2] != '('; // not in $(( … ))
    for (size_t j = i + 1; j < end; ++j) {
        const char c = text[j];
        if (quote) {
            if (c == '\\' && quote == '"')
                ++j;
            else if (c == quote)
                quote = 0;
            continue;
        }
        if (c == '\\')
            ++j; // (`${X:-{\"a\":1}}` inside "…": an escaped quote opens nothing)
        else if (c == '\'' || c == '"')
            quote = c;
        else if (c == open && (open == '(' || j == i + 1 || text[j - 1] == '$'))
            ++depth; // (in ${…} only a nested ${ opens: `${X:-{a}b}` ends at the first })
        else if (c == close && --depth == 0)
            return j + 1;
        else if (hereDocumentIn && depth == 1 && c == '<' && j + 2 < end && text[j + 1] == '<' && text[j + 2] != '<')
            j = std::max(j + 1, readHereDocument(text, j + 2, end).end - 1); // `$(cat <<EOF`: its body is text
    }
    return end;
}

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

} // namespace

HereDocument readHereDocument(const std::string &text, size_t i, size_t end)
{
    HereDocument here;
    here.end = i;
    if (i < end && text[i] == '-')
        ++i;
    while (i < end && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    std::string delimiter;
    while (i < end && text[i] != '\n' && text[i] != ' ' && text[i] != '\t' && text[i] != ';' && text[i] != '|' &&
           text[i] != '&' && text[i] != '>' && text[i] != '<' && text[i] != ')') {
        if (text[i] != '\'' && text[i] != '"' && text[i] != '\\')
            delimiter += text[i];
        else
            here.quoted = true;
        ++i;
    }
    here.end = i;
    if (delimiter.empty())
        return here;
    size_t line = text.find('\n', i);
    here.bodyBegin = here.bodyEnd = here.end = line == std::string::npos || line >= end ? end : line + 1;
    while (line != std::string::npos && line < end) {
        const size_t start = line + 1;
        size_t stop = text.find('\n', start);
        if (stop == std::string::npos || stop > end)
            stop = end;
        std::string body = text.substr(start, stop - start);
        if (!body.empty() && body.back() == '\r')
            body.pop_back();
        const size_t first = body.find_first_not_of('\t');
        if (first != std::string::npos && body.compare(first, std::string::npos, delimiter) == 0) {
            here.bodyEnd = start;
            here.end = stop;
            return here;
        }
        line = stop < end ? stop : std::string::npos;
    }
    here.bodyEnd = here.end = end;
    here.unclosed = true;
    return here;
}

namespace {

// Skips the body of a here-document whose operator `<<` ends at `i`; returns the offset
// after the line that ends it (or `end`).
size_t skipHereDocument(const std::string &text, size_t i, size_t end)
{
    return readHereDocument(text, i, end).end;
}

// The end of a here-document's delimiter word after its `<<` (at `i`): `-`, blanks, then the
// word, quotes included.
size_t hereDocumentWordEnd(const std::string &text, size_t i, size_t end)
{
    if (i < end && text[i] == '-')
        ++i;
    while (i < end && (text[i] == ' ' || text[i] == '\t'))
        ++i;
    char quote = 0;
    for (; i < end && text[i] != '\n'; ++i) {
        const char c = text[i];
        if (quote) {
            if (c == quote)
                quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (isBlank(c) || c == ';' || c == '|' || c == '&' || c == '>' || c == '<' || c == ')') {
            break;
        }
    }
    return i;
}

// The tokenizer of splitShell: one method per thing the next character can start, each
// consuming it and returning where scanning goes on.
class ShellSplitter {
public:
    ShellSplitter(const std::string &text, size_t end, const ShellSyntax &syntax)
        : m_text(text), m_end(end), m_newlineSeparates(syntax.newlineSeparates), m_syntax(syntax)
    {
    }

    std::vector<Command> split(size_t begin)
    {
        size_t i = begin;
        while (i < m_end)
            i = step(i);
        finishCommand();
        return std::move(m_commands);
    }

private:
    // Dispatches on text[i]: separators and comments outside a word, else a piece of a word.
    size_t step(size_t i)
    {
        const char c = m_text[i];
        if (isContinuation(i))
            return continuation(i);
        if (isBrokenContinuation(i))
            return brokenContinuation(i);
        if (isCaretContinuation(i))
            return caretContinuation(i);
        if (m_syntax.powershell && c == '<' && !m_inWord && i + 1 < m_end && m_text[i + 1] == '#')
            return blockComment(i);
        if (c == '<' && !m_syntax.powershell && isHereString(i))
            return hereString(i);
        if (c == '<' && !m_syntax.powershell && isHereDocument(i))
            return hereDocument(i);
        if (isBlank(c)) {
            finishWord();
            return i + 1;
        }
        if (c == '\n')
            return newline(i);
        if (c == '#' && !m_inWord) {
            commentInsideCommand(i);
            return comment(i);
        }
        if (c == ')' && m_inArray)
            return arrayClose(i);
        if (c == '&' && isRedirectionAmpersand(i))
            return redirectionAmpersand(i);
        if (c == ';' || c == '|' || c == '&')
            return controlOperator(i);
        if (c == '(' && m_inWord && !m_word.text.empty() && m_word.text.back() == '=')
            return arrayOpen(i);
        if (c == '`' && !m_syntax.powershell)
            return backticks(i);
        startWord(i);
        if (c == '\'')
            i = singleQuoted(i);
        else if (c == '"')
            i = doubleQuoted(i);
        else if (c == '$' && i + 1 < m_end && m_text[i + 1] == '\'' && !m_syntax.powershell)
            i = ansiQuoted(i);
        else if (m_syntax.insideDoubleQuotes && c == '\\' && i + 1 < m_end && m_text[i + 1] == '"')
            i = escapedDoubleQuoted(i);
        else if (c == (m_syntax.powershell ? '`' : '\\') && i + 1 < m_end)
            i = escaped(i);
        else if (isExpansion(i))
            i = expansion(i);
        else {
            m_word.text += c;
            ++i;
        }
        m_word.end = std::min(i, m_end);
        return i;
    }

    // `&` inside a redirection, not a control operator: `2>&1`, `>&2`, `<&3`, `&>log`, `&>>log`.
    bool isRedirectionAmpersand(size_t i) const
    {
        const bool afterArrow = m_inWord && i > 0 && (m_text[i - 1] == '>' || m_text[i - 1] == '<');
        return afterArrow || (i + 1 < m_end && m_text[i + 1] == '>');
    }
    // The `&` joins the redirection's word (`&>` starts a word of its own).
    size_t redirectionAmpersand(size_t i)
    {
        if (m_inWord && !(m_text[i - 1] == '>' || m_text[i - 1] == '<'))
            finishWord();
        startWord(i);
        m_word.text += '&';
        m_word.end = i + 1;
        return i + 1;
    }

    bool isContinuation(size_t i) const
    {
        return m_text[i] == (m_syntax.powershell ? '`' : '\\') && i + 1 < m_end &&
               (m_text[i + 1] == '\n' || (m_text[i + 1] == '\r' && i + 2 < m_end && m_text[i + 2] == '\n'));
    }
    // `^` at the end of a line: Windows cmd's continuation (a .bat, or a .sh written like one).
    bool isCaretContinuation(size_t i) const
    {
        return !m_syntax.powershell && m_text[i] == '^' && i + 1 < m_end &&
               (m_text[i + 1] == '\n' || (m_text[i + 1] == '\r' && i + 2 < m_end && m_text[i + 2] == '\n'));
    }
    // `\` then only blanks up to the newline: in bash an escaped blank, so the line ends the command.
    bool isBrokenContinuation(size_t i) const
    {
        if (!m_newlineSeparates || m_syntax.powershell || m_text[i] != '\\' || i + 1 >= m_end ||
            (m_text[i + 1] != ' ' && m_text[i + 1] != '\t'))
            return false;
        size_t j = i + 1;
        while (j < m_end && isBlank(m_text[j]))
            ++j;
        // `\  # the model`: the escaped blank ends the word, the rest is a comment, and the
        // command ends at the newline all the same
        return j >= m_end || m_text[j] == '\n' || m_text[j] == '#';
    }
    // `<<<`: a here-string, whose word is an ordinary word on the same line.
    bool isHereString(size_t i) const { return i + 2 < m_end && m_text[i + 1] == '<' && m_text[i + 2] == '<'; }
    // `<<` (after isHereString), but not a shift inside `(( … ))` or `[[ … ]]`.
    bool isHereDocument(size_t i) const
    {
        const std::string &first = !m_current.words.empty() ? m_current.words.front().text : m_word.text;
        if (first.rfind("((", 0) == 0 || first == "[[")
            return false;
        return i + 1 < m_end && m_text[i + 1] == '<';
    }
    bool isExpansion(size_t i) const
    {
        return m_text[i] == '$' && i + 1 < m_end && (m_text[i + 1] == '(' || m_text[i + 1] == '{');
    }

    // `\` at the end of a line joins the lines; the word before it ends there.
    size_t continuation(size_t i)
    {
        finishWord();
        return i + (m_text[i + 1] == '\r' ? 3 : 2);
    }

    // Joined as cmd joins them; where it was is kept, since bash would not join them.
    size_t caretContinuation(size_t i)
    {
        finishWord();
        if (m_current.caretContinuation == std::string::npos)
            m_current.caretContinuation = i;
        return i + (m_text[i + 1] == '\r' ? 3 : 2);
    }

    // The word before ends; the command ends at the newline, which bash does not join. Where it
    // was is kept for a warning; the escaped blank itself is not taken as a word.
    size_t brokenContinuation(size_t i)
    {
        finishWord();
        if (m_current.brokenContinuation == std::string::npos)
            m_current.brokenContinuation = i;
        ++i;
        while (i < m_end && isBlank(m_text[i]))
            ++i;
        if (i < m_end && m_text[i] == '#') {
            m_current.brokenByComment = true;
            while (i < m_end && m_text[i] != '\n')
                ++i;
        }
        return i;
    }

    // `<<<` is an operator of its own, taken whole: its last two `<` open no here-document.
    size_t hereString(size_t i)
    {
        finishWord();
        startWord(i);
        m_word.text = "<<<";
        m_word.end = i + 3;
        finishWord();
        return i + 3;
    }

    // `<<WORD`: the command's input is the lines after it, up to WORD; the delimiter is no word
    // of the command, and the body is skipped at the end of the line.
    size_t hereDocument(size_t i)
    {
        finishWord();
        // The last `<<` of a line: skipping up to its delimiter skips the bodies before it too.
        m_hereDocument = i + 2;
        m_hereOwner = m_commands.size(); // the index the command has once it ends
        return std::max(i + 2, hereDocumentWordEnd(m_text, i + 2, m_end));
    }

    // A newline ends the command in a script (not inside an array); in compose text it is a blank.
    // A here-document opened on the line is skipped up to its delimiter line, its body kept with
    // the command that opened it.
    size_t newline(size_t i)
    {
        finishWord();
        size_t next = i + 1;
        if (m_hereDocument != std::string::npos) {
            const HereDocument here = readHereDocument(m_text, m_hereDocument, m_end);
            // The command of the `<<`, also when another follows it on the line (`… <<EOF || true`).
            Command *owner = m_hereOwner < m_commands.size() ? &m_commands[m_hereOwner] : &m_current;
            if (here.bodyBegin != std::string::npos) {
                owner->hereBegin = here.bodyBegin;
                owner->hereEnd = here.bodyEnd;
                owner->hereQuoted = here.quoted;
                if (here.unclosed && m_newlineSeparates)
                    owner->hereUnclosed = m_hereDocument - 2;
            }
            m_hereDocument = std::string::npos;
            next = std::max(here.end, i + 1);
        }
        if (m_newlineSeparates && !m_inArray)
            finishCommand();
        return next;
    }

    // `# --max_train_steps 22000 \` on a line of its own after a `\` continuation: the comment
    // runs to the newline, which then ends the command, so the flags on the lines after it are
    // no part of it. Where the next line holds more of the command, that is kept for a warning.
    void commentInsideCommand(size_t i)
    {
        if (m_syntax.powershell || m_current.words.empty() || m_current.commentEnds != std::string::npos)
            return;
        size_t j = i;
        while (j > 0 && isBlank(m_text[j - 1]))
            --j;
        if (j < 2 || m_text[j - 1] != '\n')
            return;
        const size_t slash = j >= 3 && m_text[j - 2] == '\r' ? j - 3 : j - 2;
        if (m_text[slash] != '\\')
            return;
        const size_t eol = m_text.find('\n', i);
        if (eol == std::string::npos || eol + 1 >= m_end)
            return;
        size_t k = eol + 1;
        while (k < m_end && isBlank(m_text[k]))
            ++k;
        size_t e = k;
        while (e < m_end && !isBlank(m_text[e]) && m_text[e] != '\n')
            ++e;
        if (k >= m_end || m_text[k] == '\n' || m_text[k] == '#')
            return; // (the command ends there as written: nothing of it is cut off)
        m_current.commentEnds = i;
        m_current.afterComment = m_text.substr(k, e - k);
    }

    size_t comment(size_t i) const
    {
        while (i < m_end && m_text[i] != '\n')
            ++i;
        return i;
    }

    // PowerShell's <# … #>: a comment over lines.
    size_t blockComment(size_t i)
    {
        finishWord();
        const size_t close = m_text.find("#>", i + 2);
        return close == std::string::npos || close + 2 > m_end ? m_end : close + 2;
    }

    // `NAME=(` … `)`: an unquoted `)` ends the array, also right after a word on the same line
    // (`X=(a b)`, `X+=("${Y[@]}")`, `N=($(hostnames))`); it is a word of its own.
    size_t arrayClose(size_t i)
    {
        finishWord();
        m_word.begin = i;
        m_word.text = ")";
        m_word.end = i + 1;
        m_inWord = true;
        finishWord();
        m_inArray = false;
        if (m_newlineSeparates)
            finishCommand();
        return i + 1;
    }

    size_t arrayOpen(size_t i)
    {
        m_word.text += '(';
        m_word.end = i + 1;
        finishWord();
        return i + 1;
    }

    // `;`, `|`, `&` and their doubles end the command.
    size_t controlOperator(size_t i)
    {
        finishCommand();
        const size_t from = i;
        while (i < m_end && (m_text[i] == ';' || m_text[i] == '|' || m_text[i] == '&'))
            ++i;
        m_before = m_text.substr(from, i - from);
        return i;
    }

    // '…': every character as written, up to the closing quote.
    size_t singleQuoted(size_t i)
    {
        m_word.singleQuoted = true;
        size_t j = i + 1;
        for (;; ++j) {
            while (j < m_end && m_text[j] != '\'')
                m_word.text += m_text[j++];
            // (PowerShell: '' inside '…' is a quote)
            if (!m_syntax.powershell || j + 1 >= m_end || m_text[j + 1] != '\'')
                break;
            m_word.text += '\'';
            ++j;
        }
        return j + 1;
    }

    // $'…', bash's ANSI-C quoting: a backslash escapes (\' is a quote, \n a newline).
    size_t ansiQuoted(size_t i)
    {
        m_word.singleQuoted = true;
        size_t j = i + 2;
        for (; j < m_end && m_text[j] != '\''; ++j) {
            if (m_text[j] == '\\' && j + 1 < m_end) {
                const char n = m_text[++j];
                m_word.text += n == 'n' ? '\n' : n == 't' ? '\t' : n;
            } else {
                m_word.text += m_text[j];
            }
        }
        return j + 1;
    }

    // $(…), ${…} inside quotes: kept whole in the word; past its end.
    size_t keepExpansion(size_t j)
    {
        const size_t k = skipExpansion(m_text, j, m_end);
        m_word.text.append(m_text, j, k - j);
        return k;
    }

    // \"…\" inside the text of a "…" (`bash -c "… --mixed_precision=\"fp16\" …"`): the shell
    // that runs the text sees "…" there, a quoted part of the word.
    size_t escapedDoubleQuoted(size_t i)
    {
        m_word.doubleQuoted = true;
        size_t j = i + 2;
        while (j < m_end && !(m_text[j] == '\\' && j + 1 < m_end && m_text[j + 1] == '"')) {
            if (m_text[j] == '\\' && j + 1 < m_end && std::string("\n$`\\").find(m_text[j + 1]) != std::string::npos) {
                if (m_text[j + 1] != '\n')
                    m_word.text += m_text[j + 1];
                j += 2;
                continue;
            }
            if (isExpansion(j)) {
                j = keepExpansion(j);
                continue;
            }
            m_word.text += m_text[j++];
        }
        return std::min(j + 2, m_end);
    }

    // "…": escapes of " \ $ ` and line continuations apply; $(…) and ${…} are kept whole.
    size_t doubleQuoted(size_t i)
    {
        m_word.doubleQuoted = true;
        size_t j = i + 1;
        while (j < m_end) {
            if (m_text[j] == '"') {
                if (!m_syntax.powershell || j + 1 >= m_end || m_text[j + 1] != '"')
                    break;
                m_word.text += '"'; // (PowerShell: "" inside "…" is a quote)
                j += 2;
                continue;
            }
            if (m_syntax.powershell && m_text[j] == '`' && j + 1 < m_end) {
                const char n = m_text[j + 1];
                m_word.text += n == 'n' ? '\n' : n == 't' ? '\t' : n;
                j += 2;
                continue;
            }
            if (m_text[j] == '\\' && j + 1 < m_end && !m_syntax.powershell) {
                const char n = m_text[j + 1];
                if (n == '\n') {
                    j += 2;
                    continue;
                }
                if (n == '"' || n == '\\' || n == '$' || n == '`') {
                    m_word.text += n;
                    j += 2;
                    continue;
                }
            }
            if (isExpansion(j)) {
                j = keepExpansion(j);
                continue;
            }
            m_word.text += m_text[j++];
        }
        return j + 1;
    }

    // `…` outside quotes: the old form of $( … ), kept as written, up to the first backtick not
    // escaped (a `#` inside hides none). One holding only blanks or a comment (the idiom
    // `` --flag value ` # why ` \ ``) expands to nothing: it is no word, or no part of one.
    size_t backticks(size_t i)
    {
        size_t j = i + 1;
        while (j < m_end && m_text[j] != '`')
            j += m_text[j] == '\\' ? 2 : 1;
        const size_t stop = std::min(j + 1, m_end);
        const size_t body = std::min(m_text.find_first_not_of(" \t", i + 1), j);
        const bool nothing = body >= j || (m_text[body] == '#' && m_text.find('\n', body) >= j);
        if (nothing && !m_inWord)
            return stop;
        startWord(i);
        if (!nothing)
            m_word.text.append(m_text, i, stop - i);
        m_word.end = stop;
        return stop;
    }

    // \c outside quotes: the character itself.
    size_t escaped(size_t i)
    {
        m_word.text += m_text[i + 1];
        return i + 2;
    }

    // $(…) or ${…} outside quotes: kept as written.
    size_t expansion(size_t i)
    {
        const size_t k = skipExpansion(m_text, i, m_end);
        m_word.text.append(m_text, i, k - i);
        return k;
    }

    void startWord(size_t at)
    {
        if (!m_inWord) {
            m_inWord = true;
            m_word.begin = at;
        }
    }
    void finishWord()
    {
        if (m_inWord) {
            m_current.words.push_back(m_word);
            if (m_word.text.size() >= 2 && m_word.text.compare(m_word.text.size() - 2, 2, "=(") == 0)
                m_inArray = true;
        }
        m_inWord = false;
        m_word = Word{};
    }
    void finishCommand()
    {
        finishWord();
        if (!m_current.words.empty()) {
            m_current.before = m_before;
            m_commands.push_back(m_current);
            m_before.clear();
        }
        m_current = Command{};
    }

    const std::string &m_text;
    const size_t m_end;
    const bool m_newlineSeparates;
    const ShellSyntax m_syntax;
    std::vector<Command> m_commands;
    Command m_current;
    Word m_word;
    bool m_inWord = false;
    bool m_inArray = false;
    std::string m_before;                         // the operator before the next command
    size_t m_hereDocument = std::string::npos;    // after the last `<<` on this line
    size_t m_hereOwner = 0;                       // the command it belongs to
};

} // namespace

std::vector<Command> splitShell(const std::string &text, size_t begin, size_t end, const ShellSyntax &syntax)
{
    return ShellSplitter(text, end, syntax).split(begin);
}

std::vector<Command> splitShell(const std::string &text, size_t begin, size_t end, bool newlineSeparates)
{
    ShellSyntax syntax;
    syntax.newlineSeparates = newlineSeparates;
    return splitShell(text, begin, end, syntax);
}

namespace {

// An unquoted word that is `text`.
bool plainWord(const Word &w, const char *text)
{
    return !w.singleQuoted && !w.doubleQuoted && w.text == text;
}

// Whether a command takes the script's arguments: `shift`, or a word with $1 … $9, $@, $OPTARG.
bool takesArguments(const std::vector<Word> &w)
{
    if (!w.empty() && plainWord(w.front(), "shift"))
        return true;
    return std::any_of(w.begin(), w.end(), [](const Word &word) {
        if (word.singleQuoted)
            return false;
        const std::string &t = word.text;
        for (size_t i = t.find('$'); i != std::string::npos && i + 1 < t.size(); i = t.find('$', i + 1)) {
            const size_t n = t[i + 1] == '{' ? i + 2 : i + 1;
            if (n < t.size() &&
                (std::isdigit(static_cast<unsigned char>(t[n])) || t[n] == '@' || t.compare(n, 6, "OPTARG") == 0))
                return true;
        }
        return false;
    });
}

// Pattern words from w[from]: adds them to `alternatives`; true with `after` past the word that
// ends in the pattern's `)`, false when the pattern goes on after a `|` (which ended the command).
bool patternWords(const std::string &text, const std::vector<Word> &w, size_t from, std::vector<Word> &alternatives,
                  size_t &after)
{
    for (size_t j = from; j < w.size(); ++j) {
        Word a = w[j];
        const bool closes = a.end > a.begin && a.end <= text.size() && text[a.end - 1] == ')';
        if (closes && !a.text.empty() && a.text.back() == ')')
            a.text.pop_back();
        if (alternatives.empty() && !a.text.empty() && a.text.front() == '(' && !a.singleQuoted && text[a.begin] == '(')
            a.text.erase(0, 1);
        if (!a.text.empty())
            alternatives.push_back(a);
        if (closes) {
            after = j + 1;
            return true;
        }
    }
    return false;
}

} // namespace

CaseLayout layoutCases(const std::string &text, const std::vector<Command> &cmds)
{
    CaseLayout out;
    out.marks.resize(cmds.size());
    struct Open {
        int id;
        bool expecting; // a pattern comes next (after `in` or a branch's `;;`)
        std::vector<Word> partial;
    };
    std::vector<Open> open;
    static const std::vector<std::string> leading = {"do", "then", "else", "{", "time", "!",
                                                     "if", "while", "until", "elif"};
    for (size_t k = 0; k < cmds.size(); ++k) {
        const std::vector<Word> &w = cmds[k].words;
        CaseMark &m = out.marks[k];
        const std::string &before = cmds[k].before;
        if (!open.empty() && !open.back().expecting && (before == ";;" || before == ";&" || before == ";;&")) {
            if (!out.cases[static_cast<size_t>(open.back().id)].branches.empty())
                out.cases[static_cast<size_t>(open.back().id)].branches.back().terminator = before;
            open.back().expecting = true;
        }
        if (!open.empty() && plainWord(w.front(), "esac")) {
            m.closes = true;
            m.bodyFrom = w.size();
            open.pop_back();
            continue;
        }
        size_t from = 0;
        if (!open.empty() && takesArguments(w))
            out.cases[static_cast<size_t>(open.back().id)].parsesArguments = true;
        if (open.empty() || !open.back().expecting) {
            size_t i = 0;
            while (i < w.size() && !w[i].singleQuoted && !w[i].doubleQuoted &&
                   std::find(leading.begin(), leading.end(), w[i].text) != leading.end())
                ++i;
            if (i + 2 >= w.size() || !plainWord(w[i], "case") || !plainWord(w[i + 2], "in"))
                continue;
            m.opens = static_cast<int>(out.cases.size());
            out.cases.push_back({w[i + 1], {}});
            open.push_back({m.opens, true, {}});
            from = i + 3;
        }
        size_t after = w.size();
        Open &o = open.back();
        if (from < w.size() && patternWords(text, w, from, o.partial, after)) {
            m.branch = static_cast<int>(out.cases[static_cast<size_t>(o.id)].branches.size());
            out.cases[static_cast<size_t>(o.id)].branches.push_back({std::move(o.partial), {}});
            o.partial.clear();
            o.expecting = false;
        }
        m.bodyFrom = after;
    }
    return out;
}

bool shellPatternMatch(const std::string &p, const std::string &s)
{
    size_t pi = 0, si = 0, starP = std::string::npos, starS = 0;
    const auto one = [&p](size_t &i, char c) { // matches one character at p[i], moving i past it
        if (p[i] == '?') {
            ++i;
            return true;
        }
        if (p[i] == '[') {
            size_t j = i + 1;
            const bool negate = j < p.size() && (p[j] == '!' || p[j] == '^');
            j += negate ? 1 : 0;
            bool hit = false;
            for (bool first = true; j < p.size() && (first || p[j] != ']'); first = false) {
                const char lo = p[j];
                if (j + 2 < p.size() && p[j + 1] == '-' && p[j + 2] != ']') {
                    hit = hit || (c >= lo && c <= p[j + 2]);
                    j += 3;
                } else {
                    hit = hit || c == lo;
                    ++j;
                }
            }
            if (j < p.size()) { // (an unclosed `[` is a plain character)
                i = j + 1;
                return hit != negate;
            }
        }
        if (p[i] == '\\' && i + 1 < p.size())
            ++i;
        return p[i++] == c;
    };
    while (si < s.size()) {
        size_t next = pi;
        if (pi < p.size() && p[pi] == '*') {
            starP = ++pi;
            starS = si;
        } else if (pi < p.size() && one(next, s[si])) {
            pi = next;
            ++si;
        } else if (starP != std::string::npos) {
            pi = starP;
            si = ++starS;
        } else {
            return false;
        }
    }
    while (pi < p.size() && p[pi] == '*')
        ++pi;
    return pi == p.size();
}

} // namespace headroom::dialects

namespace headroom::dialects {

namespace {

// PowerShell's strings: '…' (where '' is a quote), "…" (where a backtick escapes and "" is a
// quote), $( … ) inside them; # and <# … #> comments; a backtick outside escapes too.
size_t unclosedPowerShellQuote(const std::string &text, size_t begin, size_t end)
{
    std::vector<std::pair<char, size_t>> open;
    for (size_t i = begin; i < end; ++i) {
        const char c = text[i];
        const char inside = open.empty() ? 0 : open.back().first;
        if (inside == '\'') {
            if (c == '\'' && i + 1 < end && text[i + 1] == '\'')
                ++i;
            else if (c == '\'')
                open.pop_back();
            continue;
        }
        if (c == '`') {
            ++i;
            continue;
        }
        if (inside == '"') {
            if (c == '"' && i + 1 < end && text[i + 1] == '"')
                ++i;
            else if (c == '"')
                open.pop_back();
            else if (c == '$' && i + 1 < end && text[i + 1] == '(')
                open.push_back({')', i++});
            continue;
        }
        if (c == '#' || (c == '<' && i + 1 < end && text[i + 1] == '#')) {
            const size_t stop = c == '#' ? text.find('\n', i) : text.find("#>", i + 2);
            i = stop == std::string::npos || stop >= end ? end : stop + (c == '#' ? 0 : 1);
            continue;
        }
        if (c == '\'' || c == '"')
            open.push_back({c, i});
        else if (c == '$' && i + 1 < end && text[i + 1] == '(')
            open.push_back({')', i++});
        else if (inside == ')' && c == '(')
            open.push_back({')', i});
        else if (inside == ')' && c == ')')
            open.pop_back();
    }
    for (auto it = open.rbegin(); it != open.rend(); ++it)
        if (it->first == '"' || it->first == '\'')
            return it->second;
    return open.empty() ? std::string::npos : open.front().second;
}

} // namespace

size_t unclosedShellQuote(const std::string &text, size_t begin, size_t end, bool powershell)
{
    end = std::min(end, text.size());
    if (powershell)
        return unclosedPowerShellQuote(text, begin, end);
    std::vector<std::pair<char, size_t>> open; // what must close, and where it opened
    size_t pendingHereDoc = std::string::npos;
    for (size_t i = begin; i < end; ++i) {
        const char c = text[i];
        const char inside = open.empty() ? 0 : open.back().first;
        if (inside == '\'') {
            if (c == '\'')
                open.pop_back();
            continue;
        }
        if (inside == 'a') { // $'…': a backslash escapes, \' too
            if (c == '\\')
                ++i;
            else if (c == '\'')
                open.pop_back();
            continue;
        }
        if (c == '$' && i + 1 < end && text[i + 1] == '\'' && inside != '"' && inside != '`') {
            open.push_back({'a', i++});
            continue;
        }
        if (c == '\\') {
            ++i;
            continue;
        }
        if (inside == '"') {
            if (c == '"')
                open.pop_back();
            else if (c == '$' && i + 1 < end && (text[i + 1] == '(' || text[i + 1] == '{')) {
                open.push_back({text[i + 1] == '(' ? ')' : '}', i});
                ++i;
            }
            else if (c == '`')
                open.push_back({'`', i});
            continue;
        }
        if (inside == '`') {
            if (c == '`') // the first backtick not escaped closes it, a `#` before it or not
                open.pop_back();
            continue;
        }
        if (c == '#' && (i == begin || std::string(" \t\n;(").find(text[i - 1]) != std::string::npos)) {
            while (i + 1 < end && text[i + 1] != '\n')
                ++i;
            continue;
        }
        if (c == '\n' && pendingHereDoc != std::string::npos) {
            i = skipHereDocument(text, pendingHereDoc, end);
            pendingHereDoc = std::string::npos;
            if (i >= end)
                break;
            continue;
        }
        if (c == '<' && i + 2 < end && text[i + 1] == '<' && text[i + 2] == '<') {
            i += 2; // a here-string: no here-document follows
            continue;
        }
        // Outside quotes, or in $( … ) (`$(cat <<EOF`), not in $(( … )) where << shifts.
        const bool commandHere = inside == ')' && text[open.back().second] == '$' && open.back().second + 2 < end &&
                                 text[open.back().second + 2] != '(';
        if (c == '<' && i + 2 < end && text[i + 1] == '<' && (open.empty() || commandHere)) {
            pendingHereDoc = i + 2;
            ++i;
            continue;
        }
        if (c == '\'' || c == '"' || c == '`') {
            open.push_back({c, i});
        } else if (c == '(' && i > begin && text[i - 1] == '=' && (open.empty() || inside == ')')) {
            open.push_back({')', i}); // an array, NAME=( … ) or NAME+=( … ): bash wants its ')'
        } else if (c == '$' && i + 1 < end && (text[i + 1] == '(' || text[i + 1] == '{')) {
            open.push_back({text[i + 1] == '(' ? ')' : '}', i});
            ++i;
        } else if (!open.empty() && c == inside && (c == ')' || c == '}')) {
            open.pop_back();
        } else if (!open.empty() && (inside == ')' || inside == '}') && c == '(' ) {
            open.push_back({')', i});
        }
    }
    if (open.empty())
        return std::string::npos;
    // A quote left open inside a bracket is what bash stops on ("looking for matching `\"'"):
    // the innermost quote, else the outermost bracket.
    for (auto it = open.rbegin(); it != open.rend(); ++it)
        if (it->first == '"' || it->first == '\'' || it->first == '`' || it->first == 'a')
            return it->second;
    return open.front().second;
}

} // namespace headroom::dialects
