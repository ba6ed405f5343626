#include "shellreader.h"
#include "detect.h"
#include "files.h"
#include "keymap.h"
#include "shellwords.h"
#include "slurm.h"
#include "../text.h"
#include "../yamlutil.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <optional>
#include <regex>
#include <sstream>

namespace headroom::dialects {

void lineColumn(const std::string &text, size_t offset, int &line, int &column)
{
    if (indexedLineColumn(text, offset, line, column))
        return;
    line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(std::min(offset, text.size())), '\n'));
    const size_t nl = offset == 0 ? std::string::npos : text.rfind('\n', offset - 1);
    column = static_cast<int>(offset - (nl == std::string::npos ? 0 : nl + 1)) + 1;
}

bool powerShellScript(const std::string &path)
{
    const std::string lower = toLower(path);
    return lower.size() > 4 && lower.compare(lower.size() - 4, 4, ".ps1") == 0;
}

namespace {

// A redirection: `>`, `2>>`, `&>`, `<` (its target is the next word) or one that holds its
// target (`>log`, `2>&1`, `>&2`, `&>>out.txt`).
bool isRedirection(const std::string &w)
{
    size_t i = 0;
    while (i < w.size() && std::isdigit(static_cast<unsigned char>(w[i])))
        ++i;
    if (i < w.size() && w[i] == '&' && i == 0)
        ++i;
    return i < w.size() && (w[i] == '>' || (w[i] == '<' && (i + 1 >= w.size() || w[i + 1] != '(')));
}

bool redirectionNeedsTarget(const std::string &w)
{
    const size_t last = w.find_last_not_of("0123456789-");
    return last != std::string::npos && (w[last] == '>' || w[last] == '<') &&
           (last + 1 == w.size() || w.find('&') == std::string::npos);
}

// Where the command's arguments end: after its last word that is neither a redirection nor a
// redirection's target, so that a flag added there goes before `> log 2>&1`, never inside it.
size_t argumentsEnd(const std::vector<Word> &w, size_t first)
{
    size_t end = w.back().end;
    bool target = false;
    for (size_t j = first; j < w.size(); ++j) {
        if (target) {
            target = false;
            continue;
        }
        if (j > first && !w[j].singleQuoted && !w[j].doubleQuoted && isRedirection(w[j].text)) {
            target = redirectionNeedsTarget(w[j].text);
            continue;
        }
        end = w[j].end;
    }
    return end;
}

// A word after variable expansion, with where its text can be patched.
struct Expanded {
    std::string text;
    size_t begin = kNoSpan, end = kNoSpan; // span of the value text; kNoSpan when not patchable
    std::string via;                       // the variable it came from
    std::string file;                      // set when that variable is written in another file (an env_file)
    bool unresolved = false;
    size_t at = kNoSpan;                   // where the word is written (for its line when it has no span)
    bool placed = false;                   // `at` is this very word, split out of a value (its line wins)
    bool list = false;                     // an array or "$@" whose words are not known: no flag's value
};

bool isName(const std::string &s)
{
    if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_'))
        return false;
    return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

bool isFlag(const std::string &s)
{
    if (s.size() < 2 || s[0] != '-')
        return false;
    const char c = s[1];
    return !(std::isdigit(static_cast<unsigned char>(c)) || c == '.');
}

// Bash arithmetic on integers: + - * / % and parentheses, unary signs, over the text of a
// $(( … )) with its variables already substituted. False on anything else, on division by
// zero and on overflow.
class Arithmetic {
public:
    explicit Arithmetic(const std::string &s) : m_s(s) {}

    bool evaluate(long long &out)
    {
        if (!sum(out, 0))
            return false;
        skip();
        return m_i == m_s.size();
    }

    // Whether evaluate() stopped on a division (or remainder) by zero, where bash stops the script.
    bool dividedByZero() const { return m_divisionByZero; }

private:
    bool m_divisionByZero = false;
    const std::string &m_s;
    size_t m_i = 0;
    static constexpr int kMaxDepth = 64;

    void skip()
    {
        while (m_i < m_s.size() && std::isspace(static_cast<unsigned char>(m_s[m_i])))
            ++m_i;
    }

    bool sum(long long &v, int depth)
    {
        if (!product(v, depth))
            return false;
        for (skip(); m_i < m_s.size() && (m_s[m_i] == '+' || m_s[m_i] == '-'); skip()) {
            const char op = m_s[m_i++];
            long long r = 0;
            if (!product(r, depth) || (op == '+' ? __builtin_add_overflow(v, r, &v) : __builtin_sub_overflow(v, r, &v)))
                return false;
        }
        return true;
    }

    bool product(long long &v, int depth)
    {
        if (!unary(v, depth))
            return false;
        for (skip(); m_i < m_s.size() && (m_s[m_i] == '*' || m_s[m_i] == '/' || m_s[m_i] == '%'); skip()) {
            const char op = m_s[m_i++];
            long long r = 0;
            if (!unary(r, depth))
                return false;
            if (op == '*') {
                if (__builtin_mul_overflow(v, r, &v))
                    return false;
            } else {
                if (r == 0)
                    m_divisionByZero = true;
                if (r == 0 || (v == std::numeric_limits<long long>::min() && r == -1))
                    return false;
                v = op == '/' ? v / r : v % r;
            }
        }
        return true;
    }

    bool unary(long long &v, int depth)
    {
        if (depth > kMaxDepth)
            return false;
        skip();
        if (m_i >= m_s.size())
            return false;
        if (m_s[m_i] == '+' || m_s[m_i] == '-') {
            const bool negative = m_s[m_i++] == '-';
            if (!unary(v, depth + 1))
                return false;
            return !negative || !__builtin_sub_overflow(0LL, v, &v);
        }
        if (m_s[m_i] == '(') {
            ++m_i;
            if (!sum(v, depth + 1))
                return false;
            skip();
            if (m_i >= m_s.size() || m_s[m_i] != ')')
                return false;
            ++m_i;
            return true;
        }
        if (!std::isdigit(static_cast<unsigned char>(m_s[m_i])))
            return false;
        v = 0;
        for (; m_i < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_i])); ++m_i)
            if (__builtin_mul_overflow(v, 10LL, &v) || __builtin_add_overflow(v, static_cast<long long>(m_s[m_i] - '0'), &v))
                return false;
        return true;
    }
};

// A pattern that names the platform the estimate is for (NVIDIA GPUs): `gpu)`, `cuda|nvidia)`.
bool platformPattern(const std::string &pattern)
{
    std::string word;
    for (const char c : toLower(pattern) + " ") {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += c;
            continue;
        }
        if (word == "gpu" || word == "gpus" || word.rfind("cuda", 0) == 0 || word.rfind("nvidia", 0) == 0)
            return true;
        word.clear();
    }
    return false;
}

class Interpreter {
public:
    Interpreter(Document &doc, ShellScope &scope, bool exportAll) : m_doc(doc), m_scope(scope), m_exportAll(exportAll) {}

    // Runs the commands in order. A top-level `exit` ends the script, and `exec PROGRAM` after
    // running it: nothing after them runs, so nothing after them is read. Inside if/while/for/
    // case/`{ … }`, or after `&&`/`||`, an exit is a guard that may not run.
    void run(size_t begin, size_t end, bool newlineSeparates)
    {
        m_newlines = newlineSeparates;
        int depth = 0;
        ShellSyntax syntax;
        syntax.newlineSeparates = newlineSeparates;
        syntax.insideDoubleQuotes = m_insideQuotes;
        syntax.powershell = powerShellScript(m_doc.path);
        const std::vector<Command> cmds = splitShell(m_doc.text, begin, end, syntax);
        const CaseLayout layout = layoutCases(m_doc.text, cmds);
        std::vector<CaseFrame> cases;
        for (size_t k = 0; k < cmds.size(); ++k) {
            const Command &cmd = cmds[k];
            if (cmd.hereUnclosed != std::string::npos)
                note("shell.heredoc_unclosed", cmd.hereUnclosed, {});
            if (cmd.brokenContinuation != std::string::npos)
                note(cmd.brokenByComment ? "shell.continuation_comment" : "shell.broken_continuation", cmd.brokenContinuation, {});
            if (cmd.commentEnds != std::string::npos) {
                int line = 0, column = 0;
                lineColumn(m_doc.text, cmd.commentEnds, line, column);
                note("shell.comment_ends_command", cmd.commentEnds, {std::to_string(line + 1), cmd.afterComment});
            }
            if (cmd.caretContinuation != std::string::npos && !windowsBatch())
                note("shell.cmd_continuation", cmd.caretContinuation, {});
            const Flow f = flow(cmd);
            depth = std::max(0, depth + f.lead);
            const bool unconditional = depth == 0 && cmd.before != "&&" && cmd.before != "||" && cmd.before != "|";
            if (f.exits && unconditional)
                break;
            const CaseMark &mark = layout.marks[k];
            if (caseStep(layout, mark, cases) && mark.bodyFrom < cmd.words.size()) {
                Command body = cmd;
                body.words.erase(body.words.begin(), body.words.begin() + static_cast<long>(mark.bodyFrom));
                branch(body);
                command(body);
            }
            depth = std::max(0, depth + f.trail);
            if (f.execs && unconditional)
                break;
        }
        while (!cases.empty()) { // (a case never closed: what its branch set is still undone)
            endBranch(cases.back());
            cases.pop_back();
        }
    }

    void runWords(const std::vector<Word> &words)
    {
        Command cmd;
        cmd.words = words;
        command(cmd);
    }

    // What a command does to the flow of the script: the compound commands its leading words
    // open or close (`if`, `while`, `{`; `fi`, `done`, `}`), those it opens after its program
    // (`main() {`), and whether it is `exit` or `exec PROGRAM`.
    struct Flow {
        int lead = 0, trail = 0;
        bool exits = false, execs = false;
    };

    static Flow flow(const Command &cmd)
    {
        Flow f;
        const std::vector<Word> &w = cmd.words;
        static const std::vector<std::string> opens = {"if", "while", "until", "{"}, closes = {"fi", "done", "}"},
                                              neutral = {"do", "then", "else", "elif", "time", "nohup", "!"};
        const auto plain = [](const Word &word) { return !word.singleQuoted && !word.doubleQuoted; };
        const auto in = [](const std::vector<std::string> &set, const std::string &t) {
            return std::find(set.begin(), set.end(), t) != set.end();
        };
        size_t i = 0;
        for (; i < w.size() && plain(w[i]); ++i) {
            if (in(opens, w[i].text))
                ++f.lead;
            else if (in(closes, w[i].text))
                --f.lead;
            else if (w[i].text == "exec")
                f.execs = true;
            else if (!in(neutral, w[i].text))
                break;
        }
        f.execs = f.execs && i < w.size();
        if (i < w.size() && plain(w[i])) {
            const std::string &program = w[i].text;
            f.lead += program == "for" || program == "case" || program == "select" ? 1 : program == "esac" ? -1 : 0;
            f.exits = program == "exit";
        }
        for (size_t j = i + 1; j < w.size(); ++j)
            if (plain(w[j]))
                f.trail += w[j].text == "{" ? 1 : w[j].text == "}" ? -1 : 0;
        return f;
    }

private:

    // A .bat or .cmd file: cmd's own syntax, where `^` is the continuation.
    bool windowsBatch() const
    {
        const std::string lower = toLower(m_doc.path);
        const auto ends = [&](const char *tail) {
            const std::string t(tail);
            return lower.size() >= t.size() && lower.compare(lower.size() - t.size(), t.size(), t) == 0;
        };
        return ends(".bat") || ends(".cmd");
    }

    // (const: a const reading says what it finds in the text too; m_doc is the reader's document)
    void note(const std::string &code, size_t at, std::vector<std::string> args) const
    {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.code = code;
        d.file = m_doc.path;
        lineColumn(m_doc.text, at, d.line, d.column);
        d.args = std::move(args);
        // (a value expanded twice, for its variable and for a flag, is said once)
        const bool said = std::any_of(m_doc.notes.begin(), m_doc.notes.end(), [&](const Diagnostic &n) {
            return n.code == d.code && n.line == d.line && n.column == d.column;
        });
        if (!said)
            m_doc.notes.push_back(d);
    }

    Document &m_doc;
    ShellScope &m_scope;
    bool m_exportAll; // a .env file: every assignment is a setting
    bool m_newlines = true; // false in a compose command, where the YAML folds lines
    int m_flagLine = -10;   // the line of the last script line that starts with a flag
    std::string m_cwd;      // where the last `cd` moved to, as written
    bool m_insideQuotes = false; // reading the text of a `bash -c "…"`
    size_t m_caseCopiesLeft = kMaxCaseScopeCopies;
    // Per open `if`: its arrays as they were before it (none kept past kMaxBranchDepth).
    std::vector<std::pair<bool, ShellScope>> m_branches;

    // A `case` being read: which of its branches run.
    struct CaseFrame {
        bool outer = true;      // the commands around the case run
        std::vector<bool> runs; // per branch: it runs (isolated: each runs, apart)
        // The subject is not known and no branch is the platform's: every branch is read on its own
        // (a launch inside one is still found), and nothing one sets outlives it.
        bool isolated = false;
        int branch = -1; // the branch being read
        bool isSaved = false;
        ShellScope saved;
        std::string savedCwd;
        size_t savedEntries = 0;
    };

    static bool caseActive(const std::vector<CaseFrame> &cases)
    {
        if (cases.empty())
            return true;
        const CaseFrame &f = cases.back();
        return f.outer && f.branch >= 0 && static_cast<size_t>(f.branch) < f.runs.size() &&
               f.runs[static_cast<size_t>(f.branch)];
    }

    // Moves the `case` state past one command; whether the command's own words (from
    // mark.bodyFrom) run.
    bool caseStep(const CaseLayout &layout, const CaseMark &mark, std::vector<CaseFrame> &cases)
    {
        if (mark.opens >= 0)
            cases.push_back(openCase(layout.cases[static_cast<size_t>(mark.opens)], caseActive(cases)));
        if (mark.branch >= 0 && !cases.empty()) {
            CaseFrame &f = cases.back();
            endBranch(f);
            f.branch = mark.branch;
            if (f.isolated && caseActive(cases)) {
                // (a hostile file's thousands of branches over thousands of variables: the rest unread)
                if (m_scope.size() + 1 > m_caseCopiesLeft) {
                    f.runs[static_cast<size_t>(f.branch)] = false;
                    return false;
                }
                m_caseCopiesLeft -= m_scope.size() + 1;
                f.saved = m_scope;
                f.savedCwd = m_cwd;
                f.savedEntries = m_doc.entries.size();
                f.isSaved = true;
            }
        }
        if (mark.closes && !cases.empty()) {
            endBranch(cases.back());
            cases.pop_back();
            return false;
        }
        return caseActive(cases);
    }

    // An isolated branch ends: the variables, folder and settings it changed are as before it.
    void endBranch(CaseFrame &f)
    {
        if (!f.isSaved)
            return;
        f.isSaved = false;
        m_scope = std::move(f.saved);
        m_cwd = f.savedCwd;
        const auto from = m_doc.entries.begin() + static_cast<long>(std::min(f.savedEntries, m_doc.entries.size()));
        m_doc.entries.erase(std::remove_if(from, m_doc.entries.end(), [](const Entry &e) { return e.command < 0; }),
                            m_doc.entries.end());
        f.branch = -1;
    }

    // Which branches of a case run, as bash picks them: the first whose pattern matches the
    // subject (`;&` runs the next one too, `;;&` goes on testing). A subject not known here
    // (`$DEVICE` set by probing the machine) takes the branch that names NVIDIA's platform; with
    // none, each branch is read apart and nothing it sets is kept (a launch inside one still
    // counts): what was set before the case stands, and that is said.
    CaseFrame openCase(const CaseBlock &block, bool outer)
    {
        CaseFrame f;
        f.outer = outer;
        const size_t n = block.branches.size();
        f.runs.assign(n, false);
        if (!outer || n == 0)
            return f;
        const Word &s = block.subject;
        const Expanded subject = expandText(s.text, s.begin, s.end, s.singleQuoted);
        const bool known = !subject.unresolved && !subject.list;
        const auto matches = [&](size_t b) {
            for (const Word &a : block.branches[b].alternatives) {
                const Expanded p = expandText(a.text, kNoSpan, kNoSpan, a.singleQuoted);
                if (known && (p.text.size() > kMaxPatternInput || subject.text.size() > kMaxPatternInput))
                    continue;
                const bool literal = a.singleQuoted || a.doubleQuoted;
                const auto same = [&] {
                    return literal ? p.text == subject.text : shellPatternMatch(p.text, subject.text);
                };
                if (known ? !p.unresolved && same() : platformPattern(a.text))
                    return true;
            }
            return false;
        };
        for (size_t b = 0; b < n; ++b) {
            if (!matches(b))
                continue;
            f.runs[b] = true;
            while (block.branches[b].terminator == ";&" && b + 1 < n)
                f.runs[++b] = true;
            if (block.branches[b].terminator != ";;&")
                break;
        }
        if (known)
            return f;
        const auto chosen = std::find(f.runs.begin(), f.runs.end(), true);
        if (chosen == f.runs.end()) {
            f.isolated = true;
            f.runs.assign(n, true);
        }
        // (an option parser's `case "$1" in --model) …`, or getopts' `case $opt in b) BS=$OPTARG`,
        // runs on arguments not known here: nothing to say)
        const bool options =
            block.parsesArguments || std::any_of(block.branches.begin(), block.branches.end(), [](const CaseBranch &b) {
                return !b.alternatives.empty() && b.alternatives.front().text.rfind('-', 0) == 0;
            });
        if (!options && !positional(s.text) && !positional(subject.text)) {
            std::string pattern;
            if (!f.isolated)
                for (const Word &a : block.branches[static_cast<size_t>(chosen - f.runs.begin())].alternatives)
                    pattern += (pattern.empty() ? "" : "|") + a.text;
            note("shell.case_unknown", s.begin, {m_doc.text.substr(s.begin, s.end - s.begin), pattern});
        }
        return f;
    }

    // if/elif/else: of the branches, the last one's arrays are read, as a variable set in several
    // branches holds the last one's value. Each `elif`/`else` starts again from the arrays as
    // they were before the `if`, so NAME+=( … ) in two branches (Megatron-LM's mock-data and
    // real-data DATA_ARGS_LIST) is not both branches' words added together.
    void branch(const Command &cmd)
    {
        static const std::vector<std::string> leading = {"do", "then", "{", "}", "time", "nohup", "!", "while", "until", "done"};
        for (const Word &word : cmd.words) {
            if (word.singleQuoted || word.doubleQuoted)
                return;
            if (word.text == "if") {
                const bool kept = m_branches.size() < kMaxBranchDepth;
                m_branches.emplace_back(kept, ShellScope{});
                if (kept)
                    for (const auto &[name, variable] : m_scope)
                        if (variable.isArray)
                            m_branches.back().second.emplace(name, variable);
            } else if ((word.text == "elif" || word.text == "else") && !m_branches.empty()) {
                if (m_branches.back().first)
                    for (const auto &[name, variable] : m_branches.back().second)
                        m_scope[name] = variable;
            } else if (word.text == "fi" && !m_branches.empty()) {
                m_branches.pop_back();
            } else if (std::find(leading.begin(), leading.end(), word.text) == leading.end()) {
                return;
            }
        }
    }

    Entry entryAt(const std::string &key, size_t vb, size_t ve) const
    {
        Entry e;
        e.key = key;
        e.file = m_doc.path;
        e.valueBegin = vb;
        e.valueEnd = ve;
        if (vb != kNoSpan)
            lineColumn(m_doc.text, vb, e.line, e.column);
        return e;
    }

    // Expands $NAME, ${NAME}, ${NAME:-default} in a word that is exactly one reference;
    // other $-text is substituted where known and marked unresolved where not.
    Expanded expandText(const std::string &text, size_t begin, size_t end, bool literal) const
    {
        Expanded x;
        x.text = text;
        x.begin = begin;
        x.end = end;
        x.at = begin;
        if (literal || text.find_first_of("$`") == std::string::npos)
            return x;
        // PowerShell's $env:NAME is the NAME its `$env:NAME = …` set (read as a variable of that name).
        if (const size_t env = toLower(text).find("$env:"); env != std::string::npos && powerShellScript(m_doc.path)) {
            std::string plain = text;
            for (size_t at = env; at != std::string::npos; at = toLower(plain).find("$env:", at + 1))
                plain.erase(at + 1, 4);
            Expanded y = expandText(plain, begin, end, literal);
            y.at = begin;
            return y;
        }
        // In a compose command `$$` is Compose's escape for a `$` the container's shell sees:
        // `$${BS}` is the service environment's BS.
        if (!m_newlines && text.find("$$") != std::string::npos) {
            std::string unescaped;
            for (size_t i = 0; i < text.size(); ++i) {
                unescaped += text[i];
                if (text[i] == '$' && i + 1 < text.size() && text[i + 1] == '$')
                    ++i;
            }
            Expanded y = expandText(unescaped, begin, end, literal);
            if (y.begin == begin && y.end == end)
                y.begin = y.end = kNoSpan; // the word as written is not the value's text
            y.at = begin;
            return y;
        }
        if (text.size() > kMaxPatternInput) {
            x.unresolved = true; // too long to be a setting; never fed to a regular expression
            x.begin = x.end = kNoSpan;
            return x;
        }
        if (arithmetic(text, x))
            return x;
        std::string name, word;
        bool hasDefault = false;
        if (requiredReference(text, name, word) && !m_scope.count(name)) {
            // ${BS:?set BS} with BS not set: bash prints "BS: set BS" and the script stops here
            if (begin != kNoSpan)
                note("shell.required_unset", begin, {name, word});
            x.unresolved = true;
            x.via = name;
            x.begin = x.end = kNoSpan;
            return x;
        }
        if (requiredReference(text, name, word))
            return expandText("${" + name + "}", begin, end, literal);
        if (wholeReference(text, name, hasDefault, word)) {
            const auto it = m_scope.find(name);
            if (it != m_scope.end() && !it->second.isArray) {
                const Entry &w = it->second.where;
                x.text = w.value;
                x.begin = w.valueBegin;
                x.end = w.valueEnd;
                x.via = w.key;
                x.unresolved = w.unresolved;
                if (!w.file.empty() && w.file != m_doc.path)
                    x.file = w.file;
                return x;
            }
            if (hasDefault && word.find_first_of("$`") != std::string::npos) {
                // ${BS:-$DEF}, ${BS:-${DEF:-4}}: the default is expanded in turn (it is shorter)
                Expanded d = expandText(word, kNoSpan, kNoSpan, false);
                d.at = begin;
                if (d.via.empty())
                    d.via = name;
                return d;
            }
            if (hasDefault) {
                x.text = unquoteWord(word);
                x.via = name;
                defaultSpan(begin, end, x);
                return x;
            }
            x.unresolved = true;
            x.via = name;
            return x;
        }
        // Substitute what is known inside a longer word ("${DATA_DIR}/config.json", "--bs $((b*2))").
        // ${V}, $V, and ${V:-default} (or ${V-default}): the default where V is not set here.
        // ${V:?message}: V, the script stopping where V is not set.
        static const std::regex ref(
            R"(\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?[-=]([^$}]*)|:?\?([^$}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*))");
        const std::string source = scriptDirInside(arithmeticInside(text));
        std::string out;
        auto pos = source.cbegin();
        for (std::sregex_iterator i(source.begin(), source.end(), ref), e; i != e; ++i) {
            out.append(pos, source.cbegin() + i->position());
            const auto it = m_scope.find((*i)[1].matched ? (*i)[1].str() : (*i)[4].str());
            if (it != m_scope.end() && !it->second.isArray && !it->second.where.unresolved)
                out += it->second.where.value;
            else if ((*i)[2].matched && it == m_scope.end())
                out += (*i)[2].str();
            else
                x.unresolved = true, out += i->str();
            if ((*i)[3].matched && it == m_scope.end() && begin != kNoSpan)
                note("shell.required_unset", begin, {(*i)[1].str(), (*i)[3].str()});
            pos = source.cbegin() + i->position() + i->length();
            if (out.size() > kMaxInterpolatedBytes) {
                // A="$A$A" repeated doubles a value each line: stop long before memory runs out.
                x.unresolved = true;
                x.text = out.substr(0, kMaxInterpolatedBytes);
                x.begin = x.end = kNoSpan;
                return x;
            }
        }
        out.append(pos, source.cend());
        if (out.find("$(") != std::string::npos || out.find("$[") != std::string::npos || out.find('`') != std::string::npos)
            x.unresolved = true; // a command's output, known only when it runs
        x.text = out;
        x.begin = x.end = kNoSpan;
        return x;
    }

    // Whether `text` is one ${NAME:?message} (or ${NAME?message}) as a whole: NAME, which the
    // script requires (bash stops with the message where it is not set).
    static bool requiredReference(const std::string &text, std::string &name, std::string &message)
    {
        static const std::regex required(R"(^\$\{([A-Za-z_][A-Za-z0-9_]*):?\?([^$}]*)\}$)");
        std::smatch m;
        if (text.size() > kMaxPatternInput || !std::regex_match(text, m, required))
            return false;
        name = m[1].str();
        message = m[2].str();
        return true;
    }

    // Whether `text` is one parameter expansion as a whole: $NAME, $1, ${NAME}, or ${NAME} with a
    // default (`:-`, `-`, `:=`, `=`: the word when NAME is unset), the word's own ${…} balanced.
    static bool wholeReference(const std::string &text, std::string &name, bool &hasDefault, std::string &word)
    {
        hasDefault = false;
        word.clear();
        if (text.size() < 2 || text[0] != '$')
            return false;
        const auto nameEnd = [&](size_t from) {
            if (from < text.size() && std::isdigit(static_cast<unsigned char>(text[from])))
                return from + 1;
            size_t i = from;
            if (i < text.size() && (std::isalpha(static_cast<unsigned char>(text[i])) || text[i] == '_'))
                while (i < text.size() && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_'))
                    ++i;
            return i;
        };
        if (text[1] != '{') {
            const size_t e = nameEnd(1);
            name = text.substr(1, e - 1);
            return e > 1 && e == text.size();
        }
        const size_t e = nameEnd(2);
        if (e == 2 || text.back() != '}')
            return false;
        name = text.substr(2, e - 2);
        if (e == text.size() - 1)
            return true;
        size_t w = e;
        if (text[w] == ':')
            ++w;
        if (w >= text.size() || (text[w] != '-' && text[w] != '='))
            return false;
        // (the last '}' must close this expansion, as bash closes it: `${X:-{a}b}` is ${X:-{a} and "b}")
        if (skipExpansion(text, 0, text.size()) != text.size())
            return false;
        word = text.substr(w + 1, text.size() - w - 2);
        hasDefault = true;
        return true;
    }

    // ${NAME:-default} (or ${NAME-default}) written in text[begin, end): x's span becomes the
    // default's text, which export rewrites (keeping the variable); none where it is not there as is.
    void defaultSpan(size_t begin, size_t end, Expanded &x) const
    {
        x.begin = x.end = kNoSpan;
        if (begin == kNoSpan || end == kNoSpan || end > m_doc.text.size() || begin >= end)
            return;
        const std::string raw = m_doc.text.substr(begin, end - begin);
        for (const char *dash : {":-", "-", ":=", "="}) {
            const std::string open = "${" + x.via + dash;
            const size_t at = raw.find(open);
            if (at != std::string::npos && raw.compare(at + open.size(), x.text.size() + 1, x.text + "}") == 0) {
                x.begin = begin + at + open.size();
                x.end = x.begin + x.text.size();
                return;
            }
            // ${NAME:-"word"}: the word inside its quotes
            for (const char *quote : {"\"", "'"}) {
                const std::string quoted = quote + x.text + quote + "}";
                if (at != std::string::npos && raw.compare(at + open.size(), quoted.size(), quoted) == 0) {
                    x.begin = begin + at + open.size() + 1;
                    x.end = x.begin + x.text.size();
                    return;
                }
            }
        }
    }

    // text with each $(( … )) in it that arithmetic() can compute replaced by its value; the
    // others are left as written.
    // The script's own folder, as scripts find their configs beside them: $(dirname $0),
    // $(dirname "${BASH_SOURCE[0]}"), $(cd "$(dirname "$0")" && pwd) become the folder it is in.
    std::string scriptDirInside(const std::string &text) const
    {
        if (text.find("dirname") == std::string::npos)
            return text;
        static const std::regex here(
            R"re(\$\((?:cd\s+"?)?\$\(\s*dirname\s+"?(?:\$0|\$\{0\}|\$\{BASH_SOURCE(?:\[0\])?\}|\$BASH_SOURCE)"?\s*\)"?(?:\s*(?:&&|;)\s*pwd\s*)?\))re");
        static const std::regex plain(
            R"re(\$\(\s*dirname\s+"?(?:\$0|\$\{0\}|\$\{BASH_SOURCE(?:\[0\])?\}|\$BASH_SOURCE)"?\s*\))re");
        const std::string dir = dirName(m_doc.path);
        return std::regex_replace(std::regex_replace(text, here, dir), plain, dir);
    }

    std::string arithmeticInside(const std::string &text) const
    {
        std::string out;
        size_t from = 0;
        for (size_t at = text.find("$(("); at != std::string::npos; at = text.find("$((", from)) {
            const size_t stop = skipExpansion(text, at, text.size());
            Expanded v;
            if (stop - at >= 6 && text.compare(stop - 2, 2, "))") == 0 && arithmetic(text.substr(at, stop - at), v) &&
                !v.unresolved) {
                out.append(text, from, at - from);
                out += v.text;
            } else {
                out.append(text, from, stop - from);
            }
            from = stop;
        }
        return out.append(text, from, std::string::npos);
    }

    // A word that is exactly $(( … )) over integers and known integer variables ($N, ${N} or a
    // bare N, as bash allows): its value, computed ("--num_processes $((GPUS*NODES))"). The
    // value is derived, so it has no span to patch.
    bool arithmetic(const std::string &text, Expanded &x) const
    {
        if (std::string expr; exprCommand(text, expr))
            return arithmetic("$((" + expr + "))", x);
        if (text.size() < 6 || text.compare(0, 3, "$((") != 0 || text.compare(text.size() - 2, 2, "))") != 0)
            return false;
        x.begin = x.end = kNoSpan;
        std::string expr;
        const std::string body = text.substr(3, text.size() - 5);
        for (size_t i = 0; i < body.size();) {
            const char c = body[i];
            if (c == '$' || std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
                size_t j = i + (c == '$' ? 1 : 0);
                const bool braced = j < body.size() && body[j] == '{';
                j += braced ? 1 : 0;
                const size_t nameBegin = j;
                while (j < body.size() && (std::isalnum(static_cast<unsigned char>(body[j])) || body[j] == '_'))
                    ++j;
                const std::string name = body.substr(nameBegin, j - nameBegin);
                if (braced) {
                    if (j >= body.size() || body[j] != '}')
                        return x.unresolved = true;
                    ++j;
                }
                const auto it = m_scope.find(name);
                static const std::regex integer(R"(^\s*-?[0-9]+\s*$)");
                if (name.empty() || it == m_scope.end() || it->second.isArray || it->second.where.unresolved ||
                    it->second.where.value.size() > 32 || !std::regex_match(it->second.where.value, integer))
                    return x.unresolved = true;
                expr += "(" + it->second.where.value + ")";
                i = j;
            } else {
                expr += c;
                ++i;
            }
        }
        long long v = 0;
        Arithmetic a(expr);
        if (!a.evaluate(v)) {
            // (bash: "division by 0 (error token is …)", and the script stops there)
            if (a.dividedByZero() && x.at != kNoSpan)
                note("shell.division_by_zero", x.at, {text});
            return x.unresolved = true;
        }
        x.text = std::to_string(v);
        return true;
    }

    // `$(expr 16 / $N)` or `` `expr $A \* 2` ``, POSIX's arithmetic: its words as the text of a
    // $(( … )), when each is one integer operand or one operator (+ - * / % and parentheses).
    static bool exprCommand(const std::string &text, std::string &out)
    {
        std::string body;
        if (text.size() > 8 && text.compare(0, 2, "$(") == 0 && text[2] != '(' && text.back() == ')')
            body = text.substr(2, text.size() - 3);
        else if (text.size() > 7 && text.front() == '`' && text.back() == '`')
            body = text.substr(1, text.size() - 2);
        else
            return false;
        std::istringstream words(body);
        std::string w;
        if (!(words >> w) || w != "expr")
            return false;
        out.clear();
        while (words >> w) {
            std::string t; // (an operator escaped or quoted for the shell: \*, '*', "(")
            for (const char c : w)
                if (c != '\\' && c != '\'' && c != '"')
                    t += c;
            const bool op = t.size() == 1 && std::string("+-*/%()").find(t[0]) != std::string::npos;
            if (t.empty() || (!op && t.find_first_of("+*/%()<>=&|:") != std::string::npos))
                return false; // (`expr 16/2` is the text "16/2"; comparisons and `:` are no arithmetic)
            out += t + " ";
        }
        return !out.empty();
    }

    // A word of a command, arrays spliced in.
    void expandWord(const Word &w, std::vector<Expanded> &out, int depth = 0) const
    {
        if (out.size() > 4096)
            return; // arrays spliced into arrays: a real command line is never this long
        if (depth > kMaxInterpolationDepth) {
            // A=("${A[@]}" …) names itself: bash would expand it once; stop rather than recurse.
            Expanded x;
            x.text = w.text;
            x.unresolved = true;
            out.push_back(x);
            return;
        }
        static const std::regex arrayRef(R"(^\$\{([A-Za-z_][A-Za-z0-9_]*)\[[@*]\]\}$)");
        std::smatch m;
        if (!w.singleQuoted && w.text.size() <= kMaxPatternInput && std::regex_match(w.text, m, arrayRef)) {
            const auto it = m_scope.find(m[1].str());
            if (it == m_scope.end() || !it->second.isArray) {
                out.push_back(unknownList(w));
                return;
            }
            for (const Word &a : it->second.array) {
                const size_t from = out.size();
                expandWord(a, out, depth + 1);
                // Unquoted, ${X[@]} splits an element holding blanks ("--vocab-size 128256")
                // into its words, as bash does; "${X[@]}" keeps each element one word.
                if (!w.doubleQuoted && (a.doubleQuoted || a.singleQuoted) && out.size() == from + 1 &&
                    out.back().text.find_first_of(" \t\n") != std::string::npos) {
                    const Expanded whole = out.back();
                    out.pop_back();
                    splitValue(whole.text, a.begin, a.end, whole, out);
                }
            }
            return;
        }
        if (!w.singleQuoted && (w.text == "$@" || w.text == "${@}" || w.text == "$*" || w.text == "${*}")) {
            out.push_back(unknownList(w));
            return;
        }
        // An unquoted $V holding several words is split into them, as bash splits it
        // (DISTRIBUTED_ARGS="--nproc_per_node 8 --nnodes 1"; torchrun $DISTRIBUTED_ARGS …).
        static const std::regex scalarRef(R"(^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$)");
        if (!w.singleQuoted && !w.doubleQuoted && w.text.size() <= kMaxPatternInput && std::regex_match(w.text, m, scalarRef)) {
            const auto it = m_scope.find(m[1].str());
            if (it != m_scope.end() && !it->second.isArray && !it->second.bodyWords.empty()) {
                for (const Word &word : it->second.bodyWords) {
                    if (bodyOf(word, it->first) == nullptr) {
                        expandWord(word, out, depth + 1);
                        continue;
                    }
                    // $ARGS in ARGS's own body, where ARGS held no body before: not known.
                    out.push_back(expandText(word.text, kNoSpan, kNoSpan, true));
                    out.back().unresolved = true;
                }
                return;
            }
            if (it != m_scope.end() && !it->second.isArray &&
                it->second.where.value.find_first_of(" \t\n") != std::string::npos) {
                splitWords(it->second, out);
                return;
            }
        }
        // "--k=${V}": the flag parser expands the value part, keeping where V is written.
        const bool flagWithValue = w.text.rfind("--", 0) == 0 && w.text.find('=') != std::string::npos;
        out.push_back(expandText(w.text, w.begin, w.end, w.singleQuoted || flagWithValue));
    }

    // ${X[@]} of an array not set here, or the script's own arguments ("$@"): words not known,
    // so none of them is the value of the flag before it (`--sequence-parallel ${DATA_ARGS[@]}`).
    static Expanded unknownList(const Word &w)
    {
        Expanded x;
        x.text = w.text;
        x.at = w.begin;
        x.unresolved = true;
        x.list = true;
        return x;
    }

    // The words of s as bash splits an expansion, as [begin, end) offsets: blanks part them, and
    // so does a `\` ending a line (in text as written, the continuation inside "…" that bash drops).
    // A $( … ) or ${ … } left unexpanded stays one word.
    static std::vector<std::pair<size_t, size_t>> wordSpans(const std::string &s)
    {
        const auto apart = [&s](size_t k) {
            if (std::isspace(static_cast<unsigned char>(s[k])))
                return true;
            return s[k] == '\\' && k + 1 < s.size() &&
                   (s[k + 1] == '\n' || (s[k + 1] == '\r' && k + 2 < s.size() && s[k + 2] == '\n'));
        };
        std::vector<std::pair<size_t, size_t>> spans;
        for (size_t i = 0; i < s.size() && spans.size() <= 4096;) {
            if (apart(i)) {
                ++i;
                continue;
            }
            size_t j = i;
            while (j < s.size() && !apart(j))
                j = s[j] == '$' && j + 1 < s.size() && (s[j + 1] == '(' || s[j + 1] == '{') ? skipExpansion(s, j, s.size())
                                                                                          : j + 1;
            spans.emplace_back(i, j);
            i = j;
        }
        return spans;
    }

    // The words of a variable's value.
    void splitWords(const ShellVariable &variable, std::vector<Expanded> &out) const
    {
        const Entry &var = variable.where;
        Expanded from;
        from.via = var.key;
        from.at = var.valueBegin;
        from.unresolved = var.unresolved;
        if (!var.file.empty() && var.file != m_doc.path)
            from.file = var.file;
        splitValue(var.value, variable.rawBegin, variable.rawEnd, from, out);
    }

    // The words of `value` (expanded from text[rawBegin, rawEnd), the value as written), each
    // keeping where it is written, so export changes it there: inside the value as the file holds
    // it, or, for a word that is itself $N, where N is set (ARGS="--nproc_per_node $NGPU …"
    // changes NGPU=…). Without such a place a word is read only, on its own line where that is
    // known. Of a value not wholly known, the words still holding a $-expansion are not known.
    void splitValue(const std::string &value, size_t rawBegin, size_t rawEnd, const Expanded &from,
                    std::vector<Expanded> &out) const
    {
        std::vector<Expanded> words;
        for (const auto &[i, j] : wordSpans(value)) {
            Expanded x;
            x.text = value.substr(i, j - i);
            x.via = from.via;
            x.at = from.at;
            x.file = from.file;
            x.unresolved = from.unresolved && x.text.find_first_of("$`") != std::string::npos;
            words.push_back(x);
        }
        if (from.file.empty())
            placeWords(rawBegin, rawEnd, words);
        out.insert(out.end(), words.begin(), words.end());
    }

    // Where each of `words` is written in text[rawBegin, rawEnd), when that text splits into as
    // many words: the word itself (its quotes left out), or a $N holding it.
    void placeWords(size_t rawBegin, size_t rawEnd, std::vector<Expanded> &words) const
    {
        const std::string &t = m_doc.text;
        if (rawBegin == kNoSpan || rawEnd == kNoSpan || rawBegin > rawEnd || rawEnd > t.size())
            return;
        size_t b = rawBegin, e = rawEnd;
        if (e - b >= 2 && (t[b] == '"' || t[b] == '\'') && t[e - 1] == t[b])
            ++b, --e;
        const std::string raw = t.substr(b, e - b);
        const auto spans = wordSpans(raw);
        if (spans.size() != words.size())
            return;
        static const std::regex ref(R"(^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$)");
        for (size_t k = 0; k < spans.size(); ++k) {
            size_t tb = b + spans[k].first, te = b + spans[k].second;
            words[k].at = tb;
            words[k].placed = true;
            if (te - tb >= 2 && t[tb] == '"' && t[te - 1] == '"')
                ++tb, --te; // "…"${llm}"…": the variable between a string's two parts
            const std::string token = t.substr(tb, te - tb);
            std::smatch m;
            if (token == words[k].text) {
                words[k].begin = tb;
                words[k].end = te;
            } else if (token.size() <= kMaxPatternInput && std::regex_match(token, m, ref)) {
                const auto it = m_scope.find(m[1].str());
                if (it != m_scope.end() && !it->second.isArray && it->second.where.value == words[k].text) {
                    words[k].begin = it->second.where.valueBegin;
                    words[k].end = it->second.where.valueEnd;
                    words[k].at = words[k].begin;
                    words[k].via = it->second.where.key;
                    words[k].placed = false;
                }
            }
        }
    }

    void assign(const Word &w, bool exported)
    {
        const size_t eq = w.text.find('=');
        const std::string raw = m_doc.text.substr(w.begin, w.end - w.begin);
        const size_t rawEq = raw.find('=');
        const size_t vb = rawEq == std::string::npos ? w.end : w.begin + rawEq + 1;
        define(w.text.substr(0, eq), w.begin, w.text.substr(eq + 1), vb, w.end, w.singleQuoted, exported);
    }

    // `let BS=ALL/NGPU/ACCUM` (or `let "BS = ALL / NGPU"`): each argument is an arithmetic
    // assignment, computed as `BS=$((ALL/NGPU/ACCUM))` is. A compound one (`let N+=1`) is left.
    void letAssignments(const std::vector<Word> &w, size_t from)
    {
        for (size_t j = from; j < w.size(); ++j) {
            const std::string &t = w[j].text;
            const size_t eq = t.find('=');
            if (eq == std::string::npos || eq + 1 >= t.size() || t[eq + 1] == '=')
                continue;
            const std::string name = trim(t.substr(0, eq));
            if (!isName(name))
                continue;
            define(name, w[j].begin, "$((" + trim(t.substr(eq + 1)) + "))", w[j].begin, w[j].end, false, false);
        }
    }

    // `: "${MBS:=2}" "${NGPUS=8}"`: the no-op command whose ${NAME:=word} arguments assign NAME
    // the word where it is not set yet (bash's idiom for a script's defaults).
    void assignDefaults(const std::vector<Word> &w, size_t from)
    {
        for (size_t j = from; j < w.size(); ++j) {
            std::string name, word;
            bool hasDefault = false;
            const std::string &t = w[j].text;
            if (!w[j].singleQuoted && requiredReference(t, name, word) && !m_scope.count(name)) {
                note("shell.required_unset", w[j].begin, {name, word}); // `: "${BS:?set BS}"`, bash's check
                continue;
            }
            if (w[j].singleQuoted || !wholeReference(t, name, hasDefault, word) || !hasDefault || m_scope.count(name))
                continue;
            const size_t op = 2 + name.size(); // after "${NAME"
            const size_t opLength = t.compare(op, 2, ":=") == 0 ? 2 : t.compare(op, 1, "=") == 0 ? 1 : 0;
            if (opLength == 0)
                continue; // ${NAME:-word} assigns nothing
            const std::string raw = m_doc.text.substr(w[j].begin, w[j].end - w[j].begin);
            const size_t at = raw.find("${" + name);
            if (at == std::string::npos)
                continue;
            const size_t vb = w[j].begin + at + op + opLength;
            define(name, w[j].begin + at + 2, unquoteWord(word), vb, vb + word.size(), false, false);
        }
    }

    // A default's word as bash gives it: `${NGPU:-"8"}` is 8.
    static std::string unquoteWord(const std::string &word)
    {
        if (word.size() >= 2 && (word.front() == '"' || word.front() == '\'') && word.back() == word.front() &&
            word.find(word.front(), 1) == word.size() - 1)
            return word.substr(1, word.size() - 2);
        return word;
    }

    // python-dotenv's `NAME = value` in a .env file (blanks around `=`, also `NAME =value`,
    // `NAME= value`): the words after `=` are the value, as written.
    bool spacedAssignment(const std::vector<Word> &w, size_t i, bool exported)
    {
        const auto plain = [](const Word &word) { return !word.singleQuoted && !word.doubleQuoted; };
        if (i + 1 >= w.size() || !plain(w[i]))
            return false;
        const Word &a = w[i], &b = w[i + 1];
        std::string name = a.text;
        size_t vi = i + 1, skip = 0; // the word the value starts in, and the '=' before it there
        if (isName(a.text) && b.text == "=" && plain(b))
            vi = i + 2;
        else if (isName(a.text) && b.text.size() > 1 && b.text[0] == '=' && m_doc.text[b.begin] == '=')
            skip = 1;
        else if (a.text.size() > 1 && a.text.back() == '=' && isName(a.text.substr(0, a.text.size() - 1)))
            name.pop_back();
        else
            return false;
        if (vi >= w.size())
            return false;
        const size_t vb = w[vi].begin + skip, ve = w.back().end;
        const bool one = vi + 1 == w.size();
        const std::string text = one ? w[vi].text.substr(skip) : m_doc.text.substr(vb, ve - vb);
        define(name, a.begin, text, vb, ve, !one || w[vi].singleQuoted, exported);
        return true;
    }

    // PowerShell's `$NAME = value` and `$env:NAME = value` (blanks around `=` or not): NAME is set;
    // $env: is the environment, a setting as `export NAME=value` is.
    bool powerShellAssignment(const std::vector<Word> &w, size_t i)
    {
        if (i >= w.size() || w[i].text.size() < 2 || w[i].text[0] != '$' || m_doc.text[w[i].begin] != '$' ||
            !powerShellScript(m_doc.path))
            return false;
        std::vector<Word> named(w.begin() + static_cast<long>(i), w.end());
        const bool env = toLower(named[0].text).rfind("$env:", 0) == 0;
        const size_t prefix = env ? 5 : 1;
        named[0].text.erase(0, prefix);
        named[0].begin += prefix;
        const size_t eq = named[0].text.find('=');
        if (eq != std::string::npos && eq + 1 < named[0].text.size() && isName(named[0].text.substr(0, eq))) {
            assign(named[0], env);
            return true;
        }
        return spacedAssignment(named, 0, env);
    }

    // NAME=value: the variable, and an entry when it is a setting (exported, or a command's environment).
    void define(const std::string &name, size_t keyBegin, const std::string &value, size_t vb, size_t ve, bool literal,
                bool exported)
    {
        if (const HereDocument here = catHereDocument(vb, ve); !literal && here.bodyBegin != std::string::npos) {
            defineFromBody(name, keyBegin, here.bodyBegin, here.bodyEnd, here.quoted, false);
            return;
        }
        Expanded x = expandText(value, vb, ve, literal);
        // `model="$2"` in an option parser's case arm, after `model=meta-llama/…` above: the
        // script's own arguments are unknown here, so the value set without them stands.
        if (const auto known = m_scope.find(name);
            !literal && x.unresolved && known != m_scope.end() && !known->second.where.unresolved &&
            !known->second.where.value.empty() && positional(value))
            return;
        ShellVariable v;
        v.where = entryAt(name, x.begin, x.end);
        if (x.begin == kNoSpan)
            lineColumn(m_doc.text, keyBegin, v.where.line, v.where.column);
        v.where.keyBegin = keyBegin;
        v.where.keyEnd = keyBegin + name.size();
        v.rawBegin = vb;
        v.rawEnd = ve;
        v.where.value = x.text;
        v.where.unresolved = x.unresolved;
        v.where.valueVia = x.via;
        m_scope[name] = v;
        if (exported)
            m_doc.entries.push_back(v.where);
    }

    // Whether a value takes a script argument: $1 … $9, ${1}, "$@", $*.
    static bool positional(const std::string &value)
    {
        for (size_t i = value.find('$'); i != std::string::npos && i + 1 < value.size(); i = value.find('$', i + 1)) {
            const char c = value[i + 1] == '{' && i + 2 < value.size() ? value[i + 2] : value[i + 1];
            if (std::isdigit(static_cast<unsigned char>(c)) || c == '@' || c == '*')
                return true;
        }
        return false;
    }

    // The here-document of a value written `$(cat <<EOF` … `EOF` `)` in text[vb, ve), or the same
    // inside "…": what the substitution gives is its body. None (no bodyBegin) for anything else.
    HereDocument catHereDocument(size_t vb, size_t ve) const
    {
        const std::string &t = m_doc.text;
        size_t i = vb < ve && t[vb] == '"' ? vb + 1 : vb;
        if (ve > t.size() || ve - i < 8 || t.compare(i, 2, "$(") != 0)
            return {};
        i = std::min(t.find_first_not_of(" \t", i + 2), ve);
        if (t.compare(i, 3, "cat") != 0)
            return {};
        i = std::min(t.find_first_not_of(" \t", i + 3), ve);
        if (t.compare(i, 2, "<<") != 0 || t.compare(i, 3, "<<<") == 0)
            return {};
        const HereDocument here = readHereDocument(t, i + 2, ve);
        // Nothing else on the operator's line (`cat <<EOF | tr …` is another command's output).
        if (here.bodyBegin == std::string::npos || t.find_first_of("|;&<>)", i + 2) < here.bodyBegin)
            return {};
        size_t k = std::min(t.find_first_not_of(" \t\r\n", here.end), ve);
        if (k >= ve || t[k] != ')')
            return {};
        k += k + 1 < ve && t[k + 1] == '"' ? 2 : 1;
        return k == ve ? here : HereDocument{};
    }

    // NAME from a here-document's body text[b, e) (`read -r -d '' NAME <<EOF`, `NAME=$(cat <<EOF`):
    // its words, the lines a `\` continues joined. Each keeps where it is written, so a flag in the
    // body reads, and exports, as one on the command line does. A quoted delimiter: no expansion.
    void defineFromBody(const std::string &name, size_t keyBegin, size_t b, size_t e, bool quoted, bool asArray)
    {
        ShellVariable v;
        v.isArray = asArray;
        v.where = entryAt(name, kNoSpan, kNoSpan);
        lineColumn(m_doc.text, b, v.where.line, v.where.column);
        v.where.keyBegin = keyBegin;
        v.where.keyEnd = keyBegin + name.size();
        const std::string raw = m_doc.text.substr(b, e - b);
        for (const auto &[i, j] : wordSpans(raw)) {
            Word word;
            word.text = raw.substr(i, j - i);
            word.begin = b + i;
            word.end = b + j;
            word.singleQuoted = quoted;
            std::vector<Word> &into = asArray ? v.array : v.bodyWords;
            // $OTHER holding a body's words: those words as they are now, as bash expands it
            // here (so `$ARGS --more` in ARGS's own body adds to it rather than naming itself).
            const ShellVariable *other = quoted ? nullptr : bodyOf(word);
            if (other != nullptr && into.size() + other->bodyWords.size() <= kMaxArrayWords)
                into.insert(into.end(), other->bodyWords.begin(), other->bodyWords.end());
            else if (into.size() < kMaxArrayWords)
                into.push_back(word);
            const Expanded x = expandText(other != nullptr ? other->where.value : word.text, word.begin, word.end,
                                          quoted || other != nullptr);
            v.where.value += (v.where.value.empty() ? "" : " ") + x.text;
            v.where.unresolved = v.where.unresolved || x.unresolved || (other != nullptr && other->where.unresolved);
            if (v.where.value.size() > kMaxInterpolatedBytes) {
                v.where.unresolved = true; // a value no setting has; its words are still read
                v.where.value.resize(kMaxInterpolatedBytes);
            }
        }
        m_scope[name] = v;
    }

    // The variable a word that is exactly $NAME or ${NAME} names, when it holds a here-document's
    // words (and is `name`, when one is given); nullptr otherwise.
    const ShellVariable *bodyOf(const Word &word, const std::string &name = {}) const
    {
        static const std::regex ref(R"(^\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?$)");
        std::smatch m;
        if (word.singleQuoted || word.text.size() > kMaxPatternInput || !std::regex_match(word.text, m, ref) ||
            (!name.empty() && m[1].str() != name))
            return nullptr;
        const auto it = m_scope.find(m[1].str());
        return it != m_scope.end() && !it->second.isArray && (!name.empty() || !it->second.bodyWords.empty()) ? &it->second
                                                                                                              : nullptr;
    }

    // `read [-r] [-d DELIM] [-a ARRAY] NAME <<EOF`: NAME is the first line of the body, or all of
    // it with -d '' (OpenRLHF's `read -r -d '' training_commands <<EOF` … `deepspeed
    // $training_commands`); -a ARRAY gets its words. `read` itself launches nothing.
    void readInput(const Command &cmd, size_t first)
    {
        const std::vector<Word> &w = cmd.words;
        std::string array;
        bool whole = false, raw = false;
        std::vector<const Word *> names;
        for (size_t j = first + 1; j < w.size(); ++j) {
            const std::string &t = w[j].text;
            if (t.size() < 2 || t[0] != '-' || !names.empty()) {
                names.push_back(&w[j]);
                continue;
            }
            for (size_t k = 1; k < t.size(); ++k) {
                raw = raw || t[k] == 'r';
                if (std::string("adinNptu").find(t[k]) == std::string::npos)
                    continue;
                const std::string arg = k + 1 < t.size() ? t.substr(k + 1) : j + 1 < w.size() ? w[++j].text : "";
                if (t[k] == 'a')
                    array = arg;
                whole = whole || (t[k] == 'd' && arg.empty());
                break;
            }
        }
        if (cmd.hereBegin == std::string::npos || (array.empty() && names.size() != 1))
            return;
        size_t end = cmd.hereEnd;
        if (!whole) // one line: a `\` ends none, unless the body is literal and read is -r
            for (size_t k = cmd.hereBegin; k < cmd.hereEnd; ++k)
                if (m_doc.text[k] == '\n' && (k == cmd.hereBegin || m_doc.text[k - 1] != '\\' || (cmd.hereQuoted && raw))) {
                    end = k;
                    break;
                }
        const std::string name = array.empty() ? names.front()->text : array;
        const size_t keyBegin = array.empty() ? names.front()->begin : w[first].begin;
        if (isName(name))
            defineFromBody(name, keyBegin, cmd.hereBegin, end, cmd.hereQuoted, !array.empty());
    }

    // NAME=( … ) sets an array, NAME+=( … ) adds its words to it. An element "${OTHER[@]}" is
    // OTHER's words as they are there, as bash expands it then (so `A=("${A[@]}" x)` is A and x).
    void defineArray(const std::vector<Word> &w, size_t i)
    {
        std::string name = w[i].text.substr(0, w[i].text.size() - 2);
        const bool append = !name.empty() && name.back() == '+';
        if (append)
            name.pop_back();
        ShellVariable v;
        const auto it = m_scope.find(name);
        if (append && it != m_scope.end() && it->second.isArray)
            v = it->second;
        v.isArray = true;
        v.where = entryAt(name, kNoSpan, kNoSpan);
        static const std::regex arrayRef(R"(^\$\{([A-Za-z_][A-Za-z0-9_]*)\[[@*]\]\}$)");
        for (size_t j = i + 1; j < w.size() && v.array.size() <= kMaxArrayWords; ++j) {
            const bool quoted = w[j].singleQuoted || w[j].doubleQuoted;
            if (w[j].text == ")" && !quoted)
                break;
            std::smatch m;
            const auto other = !w[j].singleQuoted && w[j].text.size() <= kMaxPatternInput &&
                                       std::regex_match(w[j].text, m, arrayRef)
                                   ? m_scope.find(m[1].str())
                                   : m_scope.end();
            if (other != m_scope.end() && other->second.isArray)
                v.array.insert(v.array.end(), other->second.array.begin(), other->second.array.end());
            else
                v.array.push_back(w[j]);
        }
        if (v.array.size() > kMaxArrayWords)
            v.array.resize(kMaxArrayWords); // doubled line after line: a real array is never this long
        m_scope[name] = v;
    }

    // `for cfg in a.yaml b.yaml; do … $cfg …; done`: the loop variable is its first value, so the
    // launch inside reads that run's config; that the other runs are not read is said. The list is
    // expanded as bash expands it first (`"${configs[@]}"` is the array's elements, an unquoted
    // `$LIST` its words). `for ((…))` and a loop over a `$@`, a glob or an unknown value give none.
    bool forLoop(const std::vector<Word> &w, size_t i)
    {
        if (i + 3 >= w.size() || w[i].text != "for" || w[i].singleQuoted || w[i].doubleQuoted || w[i + 2].text != "in" ||
            !isName(w[i + 1].text))
            return false;
        std::vector<Expanded> list;
        for (size_t j = i + 3; j < w.size(); ++j)
            expandWord(w[j], list);
        if (list.empty() || list.front().unresolved || list.front().text.find_first_of("$*?`") != std::string::npos)
            return true;
        const Expanded &item = list.front();
        define(w[i + 1].text, w[i + 1].begin, item.text, item.begin, item.end, true, false);
        if (list.size() > 1) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = "shell.loop_first";
            d.file = m_doc.path;
            lineColumn(m_doc.text, item.begin != kNoSpan ? item.begin : w[i + 3].begin, d.line, d.column);
            d.args = {w[i + 1].text, item.text, std::to_string(list.size())};
            m_doc.notes.push_back(d);
        }
        return true;
    }

    void command(const Command &cmd)
    {
        const std::vector<Word> &w = cmd.words;
        size_t i = 0;
        static const std::vector<std::string> keywords = {"do", "then", "else", "{", "}", "time", "exec", "nohup", "!",
                                                          "if", "while", "until", "elif", "done", "fi"};
        while (i < w.size() && std::find(keywords.begin(), keywords.end(), w[i].text) != keywords.end())
            ++i;
        if (i >= w.size())
            return;
        bool exported = false;
        if (w[i].text == "export" || w[i].text == "declare" || w[i].text == "local" || w[i].text == "readonly") {
            exported = w[i].text == "export";
            ++i;
            while (i < w.size() && isFlag(w[i].text))
                ++i;
        }
        if (i < w.size() && w[i].text.size() > 2 && w[i].text.compare(w[i].text.size() - 2, 2, "=(") == 0) {
            defineArray(w, i);
            return;
        }
        // Leading assignments; alone they set variables, before a command they are its environment.
        size_t first = i;
        auto isAssignment = [&](const Word &word) {
            const size_t eq = word.text.find('=');
            // NAME=value or NAME="value": the name itself is never quoted.
            return eq != std::string::npos && isName(word.text.substr(0, eq)) &&
                   m_doc.text.compare(word.begin, eq + 1, word.text, 0, eq + 1) == 0;
        };
        if (m_exportAll && spacedAssignment(w, i, true))
            return;
        if (powerShellAssignment(w, i))
            return;
        if (forLoop(w, i))
            return;
        while (first < w.size() && isAssignment(w[first]))
            ++first;
        PrefixScope prefix = beginPrefix(w, i, first, exported);
        for (size_t j = i; j < first; ++j)
            assign(w[j], exported || m_exportAll || first < w.size());
        prefixEntries(prefix);
        if (first < w.size())
            commandAfterAssignments(cmd, w, first);
        endPrefix(prefix);
    }

    // `NAME=value cmd` (no export): the assignment is cmd's environment alone, as bash has it. Its
    // entries belong to that command, so a launch read elsewhere in the script does not take them
    // (`CUDA_VISIBLE_DEVICES=0,1,2 llamafactory-cli train a.yaml` above the launch that is read),
    // and once cmd ran the variable is what it was.
    struct PrefixScope {
        bool active = false;
        std::vector<std::pair<std::string, std::optional<ShellVariable>>> saved;
        size_t entriesFrom = 0, entriesTo = 0, commandsBefore = 0;
    };

    PrefixScope beginPrefix(const std::vector<Word> &w, size_t i, size_t first, bool exported) const
    {
        PrefixScope p;
        p.active = first > i && first < w.size() && !exported && !m_exportAll;
        if (!p.active)
            return p;
        for (size_t j = i; j < first; ++j) {
            const std::string name = w[j].text.substr(0, w[j].text.find('='));
            const auto it = m_scope.find(name);
            p.saved.emplace_back(name, it == m_scope.end() ? std::nullopt : std::optional<ShellVariable>(it->second));
        }
        p.entriesFrom = m_doc.entries.size();
        p.commandsBefore = m_doc.commands.size();
        return p;
    }

    void prefixEntries(PrefixScope &p) const
    {
        p.entriesTo = m_doc.entries.size();
    }

    void endPrefix(const PrefixScope &p)
    {
        if (!p.active)
            return;
        const bool launched = m_doc.commands.size() > p.commandsBefore;
        const size_t to = std::min(p.entriesTo, m_doc.entries.size());
        for (size_t k = p.entriesFrom; k < to; ++k)
            if (m_doc.entries[k].command < 0)
                m_doc.entries[k].environmentOf = launched ? static_cast<int>(p.commandsBefore) : kOtherCommand;
        // (the environment of a command that does not train is no setting of the run; that of
        // another launch is dropped with it, keepLastLaunch)
        m_doc.entries.erase(std::remove_if(m_doc.entries.begin() + static_cast<long>(std::min(p.entriesFrom, to)),
                                           m_doc.entries.begin() + static_cast<long>(to),
                                           [](const Entry &e) { return e.environmentOf == kOtherCommand; }),
                            m_doc.entries.begin() + static_cast<long>(to));
        for (const auto &[name, value] : p.saved) {
            if (value)
                m_scope[name] = *value;
            else
                m_scope.erase(name);
        }
    }

    static constexpr int kOtherCommand = -1000;

    void commandAfterAssignments(const Command &cmd, const std::vector<Word> &w, size_t first)
    {
        // A script's line that starts with a flag is no command (the continuation before it broke).
        if (m_newlines && isFlag(w[first].text)) {
            sayMissingContinuation(w[first]);
            return;
        }
        if (w[first].text == "read" && !w[first].singleQuoted && !w[first].doubleQuoted) {
            readInput(cmd, first);
            return;
        }
        if (w[first].text == ":" && !w[first].singleQuoted && !w[first].doubleQuoted) {
            assignDefaults(w, first + 1);
            return;
        }
        if (w[first].text == "let" && !w[first].singleQuoted && !w[first].doubleQuoted) {
            letAssignments(w, first + 1);
            return;
        }
        // A test (`[ -f "$SCRIPT" ]`, `[[ "$a" == --k=* ]]`, `test -d x`) runs nothing: its words
        // are operands, never a launch's flags.
        if (!w[first].singleQuoted && !w[first].doubleQuoted &&
            (w[first].text == "[" || w[first].text == "[[" || w[first].text == "test"))
            return;
        sayLookalikes(w, first);
        launch(w, first);
    }

    // `--fsdp "full_shard"` on the line after a command's last line that has no `\`: bash ends the
    // command there and runs this line on its own, so its flags never reach the command. Said once
    // for the first such line (a `\` followed by blanks or a comment, or a comment line inside the
    // command, is said where it breaks).
    void sayMissingContinuation(const Word &flag)
    {
        if (flag.begin == kNoSpan || flag.begin >= m_doc.text.size())
            return;
        const std::string &t = m_doc.text;
        const size_t lineStart = flag.begin == 0 ? 0 : t.rfind('\n', flag.begin - 1);
        if (lineStart == std::string::npos || lineStart == 0)
            return;
        const size_t prevStart = lineStart == 0 ? 0 : t.rfind('\n', lineStart - 1);
        const size_t from = prevStart == std::string::npos ? 0 : prevStart + 1;
        std::string prev = t.substr(from, lineStart - from);
        while (!prev.empty() && std::isspace(static_cast<unsigned char>(prev.back())))
            prev.pop_back();
        size_t lead = 0;
        while (lead < prev.size() && std::isspace(static_cast<unsigned char>(prev[lead])))
            ++lead;
        int line = 0, column = 0;
        lineColumn(t, flag.begin, line, column);
        const bool again = line == m_flagLine + 1;
        m_flagLine = line;
        if (again || prev.size() == lead || prev[lead] == '#' || prev.back() == '\\' || prev.back() == '&' ||
            prev.back() == '|' || prev.back() == ';')
            return;
        note("shell.missing_continuation", flag.begin, {flag.text, std::to_string(line - 1)});
    }

    // A word that starts with a character that looks like a space or a '-' and is not one (a
    // flag pasted from a web page: `\u00A0--bf16`, `\u2013-bf16`): bash keeps it in the word, so
    // the program never sees the flag, and its argument parser stops on the word.
    void sayLookalikes(const std::vector<Word> &w, size_t first) const
    {
        struct Lookalike {
            const char *bytes, *codePoint;
            bool dash;
        };
        static const Lookalike lookalikes[] = {
            {"\xC2\xA0", "U+00A0", false},     {"\xE2\x80\x89", "U+2009", false}, {"\xE2\x80\xAF", "U+202F", false},
            {"\xE2\x80\x87", "U+2007", false}, {"\xE2\x80\x8B", "U+200B", false}, {"\xE3\x80\x80", "U+3000", false},
            {"\xE2\x80\x90", "U+2010", true},  {"\xE2\x80\x91", "U+2011", true},  {"\xE2\x80\x92", "U+2012", true},
            {"\xE2\x80\x93", "U+2013", true},  {"\xE2\x80\x94", "U+2014", true},  {"\xE2\x88\x92", "U+2212", true},
            {"\xEF\xBC\x8D", "U+FF0D", true}};
        for (size_t j = first; j < w.size(); ++j) {
            if (w[j].singleQuoted || w[j].doubleQuoted)
                continue;
            for (const Lookalike &l : lookalikes)
                if (w[j].text.rfind(l.bytes, 0) == 0) {
                    note(l.dash ? "shell.dash_lookalike" : "shell.space_lookalike", w[j].begin,
                         {w[j].text.substr(0, 60), l.codePoint});
                    break;
                }
        }
    }

    static std::string baseName(const std::string &s)
    {
        const size_t slash = s.rfind('/');
        return slash == std::string::npos ? s : s.substr(slash + 1);
    }

    // `bash -c "…"`: the script inside the quotes is what runs (read as the script's own); so
    // too behind a launcher that runs it on each node or task (`srun … bash -c "torchrun …"`,
    // mpirun, nohup, time).
    bool inlineScript(const std::vector<Word> &w, size_t first, const std::string &program)
    {
        size_t shell = first;
        if (program == "srun" || program == "mpirun" || program == "nohup" || program == "time" || program == "env")
            for (size_t j = first + 1; j < w.size() && j < first + 24; ++j)
                if (baseName(w[j].text) == "bash" || baseName(w[j].text) == "sh") {
                    shell = j;
                    break;
                }
        if (baseName(w[shell].text) != "bash" && baseName(w[shell].text) != "sh")
            return false;
        for (size_t j = shell + 1; j + 1 < w.size(); ++j) {
            if (isFlag(w[j].text) && w[j].text.find('c') != std::string::npos && w[j].text[1] != '-') {
                const Word &script = w[j + 1];
                const bool quoted = m_doc.text[script.begin] == '"' || m_doc.text[script.begin] == '\'';
                const bool before = m_insideQuotes;
                m_insideQuotes = m_doc.text[script.begin] == '"';
                run(script.begin + (quoted ? 1 : 0), script.end - (quoted ? 1 : 0), m_newlines);
                m_insideQuotes = before;
                return true;
            }
        }
        return false;
    }

    // A container runner is a prefix: `docker run [options] IMAGE CMD…` (podman, nvidia-docker;
    // `docker exec … CONTAINER CMD…`), `singularity|apptainer exec|run [options] IMAGE CMD…`,
    // `enroot start [options] NAME CMD…`. The index of CMD (w.size() when the image runs its own);
    // 0 when w[first] runs no container.
    static size_t containerCommand(const std::vector<Word> &w, size_t first)
    {
        if (first + 1 >= w.size() || w[first].singleQuoted || w[first].doubleQuoted)
            return 0;
        const std::string program = baseName(w[first].text), verb = w[first + 1].text;
        const bool docker = (program == "docker" || program == "podman" || program == "nvidia-docker") &&
                            (verb == "run" || verb == "exec");
        const bool singularity =
            (program == "singularity" || program == "apptainer") && (verb == "exec" || verb == "run");
        const bool enroot = program == "enroot" && verb == "start";
        if (!docker && !singularity && !enroot)
            return 0;
        // Options that take the next word as their value (docker's take one unless they are switches).
        static const std::vector<std::string> dockerSwitches = {
            "--rm", "--detach", "--interactive", "--tty", "--privileged", "--init", "--read-only", "--publish-all",
            "--no-healthcheck", "--oom-kill-disable", "--help", "--quiet", "--disable-content-trust"};
        static const std::vector<std::string> singularityValued = {
            "--bind", "-B", "--overlay", "-o", "--env", "--env-file", "--home", "-H", "--pwd", "--workdir", "-W",
            "--mount", "--security", "--app", "--network", "--network-args", "--scratch", "-S", "--hostname", "--dns",
            "--apply-cgroups", "--fusemount", "--cpus", "--memory", "--add-caps", "--drop-caps", "--pem-path",
            "--cpu-shares", "--memory-reservation", "--memory-swap", "--cwd"};
        static const std::vector<std::string> enrootValued = {"--conf", "-c", "--env", "-e", "--mount", "-m"};
        const auto in = [](const std::vector<std::string> &set, const std::string &t) {
            return std::find(set.begin(), set.end(), t) != set.end();
        };
        size_t j = first + 2;
        for (; j < w.size() && w[j].text.size() > 1 && w[j].text[0] == '-'; ++j) {
            const std::string &o = w[j].text;
            if (o == "--") {
                ++j;
                break;
            }
            if (o.find('=') != std::string::npos)
                continue;
            const bool shortSwitches = o[1] != '-' && o.find_first_not_of("ditPq", 1) == std::string::npos;
            const bool valued = docker ? !in(dockerSwitches, o) && !shortSwitches
                                       : in(singularity ? singularityValued : enrootValued, o);
            j += valued ? 1 : 0;
        }
        return std::min(j + 1, w.size()); // (past the image or container)
    }

    // `docker run -e K=V`, `--env K=V`: the command in the container runs with K set, as after
    // `K=V command`.
    void containerEnvironment(const std::vector<Word> &w, size_t first, size_t command)
    {
        const std::string program = baseName(w[first].text);
        const bool dashE = program != "singularity" && program != "apptainer"; // (theirs is --cleanenv)
        for (size_t j = first + 2; j + 1 < command; ++j) {
            const std::string &o = w[j].text;
            if (o != "--env" && !(dashE && o == "-e"))
                continue;
            const Word &kv = w[++j];
            const size_t eq = kv.text.find('=');
            if (eq != std::string::npos && isName(kv.text.substr(0, eq)) &&
                m_doc.text.compare(kv.begin, eq + 1, kv.text, 0, eq + 1) == 0)
                assign(kv, true);
        }
    }

    void launch(const std::vector<Word> &w, size_t first)
    {
        const std::string program = baseName(w[first].text);
        if (const size_t inner = containerCommand(w, first); inner > 0) {
            containerEnvironment(w, first, inner);
            if (inner < w.size())
                launch(w, inner);
            return;
        }
        if (inlineScript(w, first, program))
            return;
        std::vector<Expanded> words;
        for (size_t j = first; j < w.size(); ++j)
            expandWord(w[j], words);
        CommandInfo info;
        // CMD="torchrun …"; $CMD: the program is the variable's first word (nothing is added after
        // the variable, which holds the whole command).
        const bool viaVariable = !words.empty() && w[first].text.find('$') != std::string::npos;
        info.program = viaVariable ? baseName(words.front().text) : program;
        for (const Expanded &x : words)
            if (!isFlag(x.text))
                info.words += (info.words.empty() ? "" : " ") + x.text;
        const bool isLauncher = describeLauncher(w, first, words, viaVariable, info);
        describeLayout(w[first].begin, info);
        changeFolder(program, words, info);
        const int index = static_cast<int>(m_doc.commands.size());
        const bool toolWords = info.program == "litgpt" || info.program == "trl";
        const std::vector<Entry> positional = scriptArguments(words, toolWords ? info.program : info.script, index);
        size_t flags = 0;
        bool configWords = false;
        // Among a command's yacs KEY VALUE pairs a top-level key has no dot (PySlowFast's NUM_GPUS 8)
        const bool yacsPairs = std::any_of(words.begin() + (words.empty() ? 0 : 1), words.end(),
                                           [](const Expanded &word) { return yacsKey(word.text); });
        std::vector<bool> taken(words.size(), false); // words that are a flag's or an override's value
        for (size_t j = 0; j < words.size(); ++j) {
            const Expanded &x = words[j];
            if (j > 0 && !isFlag(x.text) && override(x, index)) {
                ++flags;
                taken[j] = true;
                continue;
            }
            // yacs overrides as KEY VALUE word pairs (detectron2's train_net.py SOLVER.IMS_PER_BATCH 16)
            if (j > 0 && isValue(words, j + 1) && (yacsKey(x.text) || (yacsPairs && topYacsKey(x.text)))) {
                keyValuePair(x, words[j + 1], index);
                ++flags;
                taken[j] = taken[j + 1] = true;
                ++j;
                continue;
            }
            // a config file given as a bare word (`axolotl train cfg.yaml`, `llamafactory-cli
            // train base.yaml k=v`, `python -m axolotl.cli.train $CONFIG`)
            // (not a data file after a Python script's name, `train.py data.json`, nor where
            // output goes, `> log.yaml`)
            const bool redirected = j > 0 && redirection(words[j - 1].text);
            const bool jsonAfterScript = endsWithJson(x.text) && info.script.size() > 3 &&
                                         info.script.compare(info.script.size() - 3, 3, ".py") == 0;
            if (j > 0 && !isFlag(x.text) && !redirected && !jsonAfterScript && configWord(x, index)) {
                configWords = true;
                taken[j] = true;
                continue;
            }
            if (!isFlag(x.text) || x.text == "--")
                continue;
            ++flags;
            const size_t last = flagEntry(words, j, isLauncher, index);
            for (size_t k = j + 1; k <= last; ++k)
                taken[k] = true;
            j = last;
        }
        info.names = commandNames(words, taken, info);
        if (info.program == "deepspeed")
            deepspeedDeviceCount(index);
        // (and a Python script run by plain `python`, one process: its HF Trainer spreads a model
        // loaded with a device_map over the GPUs, hf-trainingargs.yaml)
        const bool plainPython = info.program.rfind("python", 0) == 0 && info.script.size() > 3 &&
                                 info.script.compare(info.script.size() - 3, 3, ".py") == 0;
        if (info.program == "swift" || plainPython)
            singleProcessDevices(index);
        // (a Python script given a Python config, `python tools/train.py configs/x.py`, launches
        // with no flag at all)
        const bool configArgument = !positional.empty() && info.script.size() > 3 &&
                                    info.script.compare(info.script.size() - 3, 3, ".py") == 0;
        info.wrapper = flags == 0 && !configArgument && !configWords && wrapsScript(info);
        if (flags > 0 || configArgument || configWords || trainingScript(info) || info.wrapper) {
            m_doc.entries.insert(m_doc.entries.end(), positional.begin(), positional.end());
            m_doc.commands.push_back(info);
        }
    }

    static bool redirection(const std::string &t)
    {
        return t == ">" || t == ">>" || t == "2>" || t == "&>" || t == "tee";
    }

    // The flag words[j] as an entry, with its value where one follows (`--bs 4`, `--bs=4`, argparse's
    // nargs='+' lists); the index of the last word it takes.
    size_t flagEntry(const std::vector<Expanded> &words, size_t j, bool isLauncher, int index)
    {
        const Expanded &x = words[j];
        Entry e;
        e.command = index;
        e.file = m_doc.path;
        const size_t eq = x.text.find('=');
        if (eq != std::string::npos && x.text.rfind("--", 0) == 0) {
            e.key = x.text.substr(0, eq);
            size_t vb = kNoSpan;
            if (x.begin != kNoSpan) {
                const std::string raw = m_doc.text.substr(x.begin, x.end - x.begin);
                const size_t rawEq = raw.find('=');
                e.keyBegin = x.begin;
                e.keyEnd = x.begin + rawEq;
                vb = x.begin + rawEq + 1;
            }
            Expanded v = expandText(x.text.substr(eq + 1), vb, x.begin == kNoSpan ? kNoSpan : x.end, false);
            setValue(e, v);
            if (e.line == 0 && x.begin != kNoSpan)
                lineColumn(m_doc.text, x.begin, e.line, e.column);
        } else {
            e.key = x.text;
            e.keyBegin = x.begin;
            e.keyEnd = x.end;
            if (isValue(words, j + 1) && !(isLauncher && launcherSwitch(x.text)) && !overridesFollow(x.text)) {
                setValue(e, words[j + 1]);
                ++j;
                // argparse's nargs='+' lists: module names (`--lora_target_modules q_proj v_proj`),
                // GPU ids (`--devices 0 1 2 3`: four GPUs, not GPU 0 and three stray words)
                const bool ids = takesDeviceIds(x.text) && allDigits(e.value) && isValue(words, j + 1) &&
                                 allDigits(words[j + 1].text);
                if ((takesSeveralNames(x.text) || ids) && isValue(words, j + 1)) {
                    e.isSequence = true;
                    e.items = {e.value};
                    for (; isValue(words, j + 1) && words[j + 1].text.find('=') == std::string::npos &&
                           (!ids || allDigits(words[j + 1].text));
                         ++j)
                        e.items.push_back(words[j + 1].text);
                    for (size_t k = 1; k < e.items.size(); ++k)
                        e.value += "," + e.items[k];
                }
            } else {
                e.bareFlag = true;
                e.value = "true";
                if (x.begin != kNoSpan || x.at != kNoSpan)
                    lineColumn(m_doc.text, x.begin != kNoSpan ? x.begin : x.at, e.line, e.column);
            }
        }
        m_doc.entries.push_back(e);
        return j;
    }

    // What a program-scoped rule (`program: _lora`) is matched against: the names of what runs, not
    // the values it is given (an output folder `out/qwen_lora_ablation` makes no LoRA script). The
    // program, the launcher's words, the script or module it runs (its file name), and for a tool
    // that runs no script of its own its sub-commands (`tune run lora_finetune_distributed`,
    // `litgpt finetune_lora`, `swift sft`); not a flag's value, an override, a config file, a
    // path, a redirection's target, nor anything after the script (its own arguments).
    static std::string commandNames(const std::vector<Expanded> &words, const std::vector<bool> &taken,
                                    const CommandInfo &info)
    {
        std::string names = info.program;
        const auto add = [&names](const std::string &n) { names += " " + n; };
        const auto endsWith = [](const std::string &t, const char *tail) {
            return t.size() > 3 && t.compare(t.size() - 3, 3, tail) == 0;
        };
        // (`python -m torch.distributed.launch … main_pretrain.py`: the launcher module runs the
        // script after it, whose name counts too)
        bool launcherModule = false;
        for (size_t j = 1; j < words.size(); ++j) {
            const std::string &t = words[j].text;
            const bool script = !info.script.empty() && (t == info.script || baseName(t) == info.script);
            if (script || (launcherModule && (endsWith(t, ".py") || endsWith(t, ".sh")))) {
                add(baseName(t));
                launcherModule = t.rfind("torch.distributed.", 0) == 0;
                if (!launcherModule)
                    break;
                continue;
            }
            if (redirection(t)) {
                ++j;
                continue;
            }
            // (a path is a value, but for a program run from here: `mpirun -np 8 ./train_gpt2cu`)
            const bool path = t.find('/') != std::string::npos && t.rfind("./", 0) != 0;
            if (!taken[j] && !isFlag(t) && !t.empty() && !path && t.find('=') == std::string::npos &&
                t.find('$') == std::string::npos)
                add(baseName(t));
        }
        return names;
    }

    // The words a `.sh` script is given before its first flag, as the script sees them: $1, $2, …
    // (timm's `distributed_train.sh 4 --model …`: $1 is its process count). They do not make a
    // command of their own (`upload.sh results/` is no launch to read), so the caller keeps them
    // only where the command has flags.
    std::vector<Entry> scriptArguments(const std::vector<Expanded> &words, const std::string &script, int command) const
    {
        std::vector<Entry> out;
        const auto endsWith = [](const std::string &s, const char *tail) {
            const size_t n = std::char_traits<char>::length(tail);
            return s.size() > n && s.compare(s.size() - n, n, tail) == 0;
        };
        // A Python script's too when its first argument is a Python config (OpenMMLab's
        // `tools/train.py configs/x.py --amp`); and litgpt's and TRL's (`litgpt finetune_lora
        // meta-llama/Llama-3.2-1B --train.micro_batch_size 4`: $1 its command, $2 the model;
        // `trl sft …`: $1 the trainer).
        const bool pyScript = endsWith(script, ".py");
        if (!endsWith(script, ".sh") && !pyScript && script != "litgpt" && script != "trl")
            return out;
        size_t j = 0;
        while (j < words.size() && baseName(words[j].text) != script)
            ++j;
        if (pyScript && (j + 1 >= words.size() || !endsWith(words[j + 1].text, ".py")))
            return out;
        for (++j; j < words.size() && !isFlag(words[j].text) && words[j].text.find('=') == std::string::npos; ++j) {
            Entry e;
            e.command = command;
            e.file = m_doc.path;
            e.key = "$" + std::to_string(out.size() + 1);
            setValue(e, words[j]);
            out.push_back(e);
        }
        return out;
    }

    void keyValuePair(const Expanded &key, const Expanded &value, int command)
    {
        Entry e;
        e.command = command;
        e.file = m_doc.path;
        e.key = key.text;
        e.keyBegin = key.begin;
        e.keyEnd = key.end;
        setValue(e, value);
        m_doc.entries.push_back(e);
    }

    // A word that names a config file by its extension (.yaml, .yml, .json, .toml) is kept as
    // "$config" for the reader to open.
    static bool endsWithJson(const std::string &w)
    {
        return fileExtension(w) == "json";
    }

    // A launch of a Python script with no flag at all (`python train.py`, `torchrun finetune.py`):
    // a launch still, whose script says the rest; not a helper's (setup.py, download_data.py).
    // The command runs where the last `cd` moved to; `cd src && bash launch.sh`: later commands
    // run from there.
    void changeFolder(const std::string &program, const std::vector<Expanded> &words, CommandInfo &info)
    {
        info.cwd = m_cwd;
        if (program == "cd" && words.size() == 2 && !isFlag(words[1].text) && !words[1].text.empty())
            m_cwd = words[1].text[0] == '/' || m_cwd.empty() ? words[1].text : m_cwd + "/" + words[1].text;
    }

    // `bash scripts/train.sh`, `sh run.sh`, `./finetune.sh`: a script that may hold the run (not
    // one that downloads, prepares or evaluates).
    static bool wrapsScript(const CommandInfo &info)
    {
        const std::string s = toLower(info.script);
        if (s.size() < 4 || s.compare(s.size() - 3, 3, ".sh") != 0 || helperName(s))
            return false;
        return info.program == "bash" || info.program == "sh" || info.program == info.script;
    }

    static bool helperName(const std::string &s)
    {
        static const char *helpers[] = {"setup", "download", "prepare", "preprocess", "convert", "export", "eval",
                                        "test", "infer", "predict", "generate", "benchmark", "plot", "analy", "merge",
                                        "upload", "serve", "demo", "install", "env"};
        return std::any_of(std::begin(helpers), std::end(helpers), [&](const char *h) { return s.find(h) != std::string::npos; });
    }

    static bool trainingScript(const CommandInfo &info)
    {
        const std::string s = toLower(info.script);
        if (s.size() < 4 || s.compare(s.size() - 3, 3, ".py") != 0 || helperName(s))
            return false;
        return info.program == "python" || info.program == "python3" || info.program == "torchrun" ||
               info.program == "deepspeed" || info.program == "accelerate";
    }

    bool configWord(const Expanded &x, int command)
    {
        if (!configPath(x.text))
            return false;
        Entry e;
        e.command = command;
        e.file = m_doc.path;
        e.key = "$config";
        setValue(e, x);
        m_doc.entries.push_back(e);
        return true;
    }

    static bool configPath(const std::string &w)
    {
        if (w.size() > 1000 || w.find_first_of(" \t\n=") != std::string::npos)
            return false;
        const std::string ext = fileExtension(w);
        return ext == "yaml" || ext == "yml" || ext == "json" || ext == "toml";
    }

    // Whether words[k] can be the value of the flag before it: there, no flag, and not a list of
    // words that are not known.
    static bool isValue(const std::vector<Expanded> &words, size_t k)
    {
        return k < words.size() && !isFlag(words[k].text) && !words[k].list;
    }

    // The script a command runs: its first `.py`/`.sh` word or the module after `-m`.
    // Where the launcher's words end and which script it runs; whether the program is a launcher.
    bool describeLauncher(const std::vector<Word> &w, size_t first, const std::vector<Expanded> &words, bool viaVariable,
                          CommandInfo &info)
    {
        const std::string program = baseName(w[first].text);
        // A job submitter that runs the launch after `--` (`python mason.py --gpus 8 -- accelerate
        // launch … train.py`): the launcher, and so the script, are the ones after it.
        const size_t inner = innerLaunch(w, first);
        const size_t at = inner ? inner : first;
        const std::string launcherProgram = inner ? baseName(w[inner].text) : program;
        const Word &launcher = launcherProgram == "accelerate" && at + 1 < w.size() ? w[at + 1] : w[at];
        static const std::vector<std::string> launchers = {"torchrun", "deepspeed", "accelerate", "mpirun", "srun",
                                                           "python", "python3", "torch.distributed.run"};
        const bool isLauncher = std::find(launchers.begin(), launchers.end(), info.program) != launchers.end();
        if ((isLauncher || inner) && !viaVariable)
            info.launcherEnd = launcher.end;
        info.lastEnd = argumentsEnd(w, first);
        info.begin = w[first].begin;
        info.script = scriptOf(info.program, words);
        if (inner && !viaVariable) {
            std::vector<Expanded> after;
            for (size_t j = inner; j < w.size(); ++j)
                expandWord(w[j], after);
            info.script = scriptOf(launcherProgram, after);
        }
        return isLauncher;
    }

    // ms-swift started as `swift sft|pt|rlhf …` with no NPROC_PER_NODE runs one process, which
    // sees every visible GPU and loads the model with device_map 'auto' over them (swift's
    // get_default_device_map: 'auto' if is_mp(), n_gpu // local_world_size >= 2): naive model
    // parallelism, one process spread over N GPUs, not N ranks. So does a script run by plain
    // `python` whose model is loaded with a device_map (HF's Trainer then keeps it as it is). The
    // count of CUDA_VISIBLE_DEVICES is given to the command as `$device_map_gpus`: shell.yaml reads
    // it for swift, hf-trainingargs.yaml for a script that loads so, as a pipeline of that many
    // stages, and says so.
    void singleProcessDevices(int command)
    {
        if (const auto n = m_scope.find("NPROC_PER_NODE"); n != m_scope.end())
            return;
        const auto it = m_scope.find("CUDA_VISIBLE_DEVICES");
        if (it == m_scope.end() || it->second.isArray || it->second.where.unresolved)
            return;
        size_t devices = 0;
        for (const std::string &id : split(it->second.where.value, ','))
            if (!trim(id).empty() && trim(id) != "-1")
                ++devices;
        if (devices < 2)
            return;
        Entry e = it->second.where;
        e.key = "$device_map_gpus";
        e.value = std::to_string(devices);
        e.command = command;
        e.keyBegin = e.keyEnd = kNoSpan; // (the variable's place, no flag of the command)
        e.valueVia = "CUDA_VISIBLE_DEVICES";
        m_doc.entries.push_back(e);
    }

    // `deepspeed train.py …` with no --num_gpus (nor --include, --hostfile) runs on every GPU of
    // the machine; where the script sets a count of its own (Qwen2-VL-Finetune's NUM_DEVICES=8,
    // GPUS_PER_NODE=8), that is the count it was written for: read as the launch's --num_gpus.
    void deepspeedDeviceCount(int command)
    {
        for (const Entry &e : m_doc.entries)
            if (e.command == command && (e.key == "--num_gpus" || e.key == "--num-gpus" || e.key == "--include" ||
                                         e.key == "-i" || e.key == "--hostfile" || e.key == "-H" || e.key == "--num_nodes"))
                return;
        for (const char *name : {"NUM_GPUS", "NUM_DEVICES", "GPUS_PER_NODE", "NGPUS", "N_GPUS", "GPU_NUM", "NUM_GPU",
                                 "NPROC_PER_NODE", "GPUS"}) {
            const auto it = m_scope.find(name);
            if (it == m_scope.end() || it->second.isArray || it->second.where.unresolved)
                continue;
            const std::string &v = it->second.where.value;
            if (v.empty() || v.size() > 4 || !std::all_of(v.begin(), v.end(), [](char c) { return c >= '0' && c <= '9'; }))
                continue;
            Entry e = it->second.where;
            e.key = "--num_gpus";
            e.command = command;
            e.keyBegin = e.keyEnd = kNoSpan; // (written as the variable, not as a flag of the launch)
            e.valueVia = name;
            m_doc.entries.push_back(e);
            return;
        }
    }

    // The word after a lone `--` where it starts a launch (accelerate, torchrun, deepspeed); 0: none.
    static size_t innerLaunch(const std::vector<Word> &w, size_t first)
    {
        static const std::vector<std::string> inners = {"accelerate", "torchrun", "deepspeed"};
        for (size_t j = first + 1; j + 1 < w.size(); ++j)
            if (w[j].text == "--" && !w[j].singleQuoted && !w[j].doubleQuoted)
                return std::find(inners.begin(), inners.end(), baseName(w[j + 1].text)) != inners.end() ? j + 1 : 0;
        return 0;
    }

    static std::string scriptOf(const std::string &program, const std::vector<Expanded> &words)
    {
        const auto endsWith = [](const std::string &s, const char *tail) {
            const size_t n = std::char_traits<char>::length(tail);
            return s.size() > n && s.compare(s.size() - n, n, tail) == 0;
        };
        if (endsWith(program, ".py") || endsWith(program, ".sh"))
            return program;
        for (size_t j = 1; j < words.size(); ++j) {
            if ((words[j - 1].text == "-m" || words[j - 1].text == "--module") && !isFlag(words[j].text))
                return words[j].text;
            // (not a URL: `curl -LsSf https://astral.sh/uv/install.sh | sh` runs no script of its own)
            if ((endsWith(words[j].text, ".py") || endsWith(words[j].text, ".sh")) &&
                words[j].text.find("://") == std::string::npos)
                return baseName(words[j].text);
        }
        return {};
    }

    // A key=value override after the program (Hydra's `trainer.devices=4`, `+x=1`; torchtune's and
    // LLaMA-Factory's `batch_size=4`): an entry keyed by the dotted key, its value patchable in place.
    bool override(const Expanded &x, int command)
    {
        static const std::regex form(R"(^\+{0,2}([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)=(.*)$)");
        std::smatch m;
        if (x.text.size() > kMaxPatternInput || !std::regex_match(x.text, m, form))
            return false;
        Entry e;
        e.command = command;
        e.file = m_doc.path;
        e.key = m[1].str();
        const size_t eq = static_cast<size_t>(m.position(2)) - 1;
        size_t vb = kNoSpan;
        if (x.begin != kNoSpan && x.end - x.begin == x.text.size() &&
            m_doc.text.compare(x.begin, x.text.size(), x.text) == 0) {
            e.keyBegin = x.begin + static_cast<size_t>(m.position(1));
            e.keyEnd = e.keyBegin + e.key.size();
            vb = x.begin + eq + 1;
        }
        Expanded v = expandText(m[2].str(), vb, vb == kNoSpan ? kNoSpan : x.end, false);
        v.at = x.at;
        setValue(e, v);
        listLiteral(e);
        m_doc.entries.push_back(e);
        return true;
    }

    // Hydra's list override (`trainer.devices=[0,1]`, `model.lora_targets=[q_proj,v_proj]`): the
    // elements, unquoted, as a sequence; the text stays the value (export writes it whole).
    static void listLiteral(Entry &e)
    {
        const std::string v = trim(e.value);
        if (e.unresolved || v.size() < 2 || v.front() != '[' || v.back() != ']')
            return;
        std::vector<std::string> items;
        for (std::string item : split(v.substr(1, v.size() - 2), ',')) {
            item = trim(item);
            if (item.size() >= 2 && (item.front() == '\'' || item.front() == '"') && item.back() == item.front())
                item = item.substr(1, item.size() - 2);
            if (item.empty() || item.find_first_of("[]{}") != std::string::npos)
                return; // (nested or empty: not a flat list)
            items.push_back(item);
        }
        e.isSequence = true;
        e.items = items;
        e.value.clear();
        for (const std::string &item : items)
            e.value += (e.value.empty() ? "" : ",") + item;
    }

    // An upper-case dotted yacs key: SOLVER.IMS_PER_BATCH, DATALOADER.NUM_WORKERS.
    static bool topYacsKey(const std::string &w)
    {
        static const std::regex form(R"(^[A-Z][A-Z0-9]*_[A-Z0-9_]+$)");
        return w.size() <= 100 && std::regex_match(w, form);
    }

    static bool yacsKey(const std::string &w)
    {
        static const std::regex form(R"(^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)+$)");
        return w.size() <= 100 && std::regex_match(w, form);
    }

    // Flags after which key=value words are overrides of the config (mmengine's --cfg-options,
    // mmcv's --options): none of them is the flag's own value.
    static bool overridesFollow(const std::string &flag)
    {
        const std::string f = toLower(normalizeFlag(flag));
        return f == "--cfg_options" || f == "--cfg_option" || f == "--options";
    }

    // Flags that take a list of module names as separate words.
    // A flag that names the GPUs to use, which argparse scripts often take as nargs='+' ids.
    static bool takesDeviceIds(const std::string &flag)
    {
        const std::string f = toLower(normalizeFlag(flag));
        return f == "--devices" || f == "--gpus" || f == "--gpu_ids" || f == "--device_ids" || f == "--gpu" ||
               f == "--device" || f == "--gpu_devices" || f == "--cuda_devices";
    }

    static bool allDigits(const std::string &t)
    {
        return !t.empty() && t.size() < 4 &&
               std::all_of(t.begin(), t.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
    }

    static bool takesSeveralNames(const std::string &flag)
    {
        const std::string f = toLower(normalizeFlag(flag));
        // (and timm's --input-size 3 320 320: channels, height, width)
        return f.find("target_modules") != std::string::npos || f.find("lora_target") != std::string::npos ||
               f == "--input_size";
    }

    // A launcher's own on/off switches: the word after one is the script (`accelerate launch
    // --multi_gpu train.py`, `torchrun --standalone train.py`), never its value.
    static bool launcherSwitch(const std::string &flag)
    {
        static const std::vector<std::string> switches = {
            "--multi_gpu", "--use_deepspeed", "--use_fsdp", "--use_megatron_lm", "--use_xpu", "--same_network",
            "--standalone", "--no_python", "--no_local_rank", "--force_multi", "--dynamo_use_fullgraph",
            "--dynamo_use_dynamic"};
        std::string f = flag;
        std::replace(f.begin() + std::min<size_t>(2, f.size()), f.end(), '-', '_');
        return std::find(switches.begin(), switches.end(), f) != switches.end();
    }

    void setValue(Entry &e, const Expanded &v) const
    {
        if (!v.file.empty())
            e.file = v.file;
        e.value = v.text;
        e.valueBegin = v.begin;
        e.valueEnd = v.end;
        e.valueVia = v.via;
        e.unresolved = v.unresolved;
        if (v.begin != kNoSpan)
            lineColumn(m_doc.text, v.begin, e.line, e.column);
        else if (v.placed)
            lineColumn(m_doc.text, v.at, e.line, e.column);
        else if (!v.via.empty()) {
            const auto it = m_scope.find(v.via);
            if (it != m_scope.end()) {
                e.line = it->second.where.line;
                e.column = it->second.where.column;
            }
        } else if (v.at != kNoSpan)
            lineColumn(m_doc.text, v.at, e.line, e.column);
    }

    // How the command continues over lines: what precedes each newline and how lines indent.
    void describeLayout(size_t begin, CommandInfo &info) const
    {
        const std::string &t = m_doc.text;
        const size_t end = info.lastEnd;
        const size_t nl = t.find('\n', begin);
        if (nl == std::string::npos || nl >= end)
            return;
        size_t b = nl;
        if (b > 0 && t[b - 1] == '\r')
            --b;
        size_t a = b;
        const char mark = powerShellScript(m_doc.path) ? '`' : '\\'; // (PowerShell's backtick)
        while (a > begin && (t[a - 1] == mark || t[a - 1] == ' ' || t[a - 1] == '\t'))
            --a;
        info.continuation = t.substr(a, b - a);
        const size_t lastLine = t.rfind('\n', end - 1) + 1;
        size_t k = lastLine;
        while (k < end && (t[k] == ' ' || t[k] == '\t'))
            ++k;
        info.argIndent = t.substr(lastLine, k - lastLine);
    }
};

} // namespace

namespace {

const std::vector<std::string> kTrainingWords = {"train", "training", "finetune", "pretrain", "sft", "fit"};

bool in(const std::vector<std::string> &set, const std::string &w)
{
    return std::find(set.begin(), set.end(), w) != set.end();
}

// Whether a command launches a run: a launcher (torchrun, deepspeed, accelerate, mpirun, srun,
// python), a training tool's own command line, or a script.
bool launches(const CommandInfo &c)
{
    static const std::vector<std::string> programs = {
        "torchrun", "deepspeed", "accelerate", "mpirun", "mpiexec", "srun", "torch.distributed.run",
        "yolo", "swift", "llamafactory-cli", "tune", "litgpt", "axolotl", "composer"};
    static const std::vector<std::string> tools = {"pip", "setup.py", "ensurepip", "venv"};
    if (std::find(programs.begin(), programs.end(), c.program) != programs.end())
        return true;
    return !c.script.empty() && std::find(tools.begin(), tools.end(), c.script) == tools.end();
}

// The lower-case words of a command's script name (eval_llama.py: eval, llama, py), or else of its
// first `modes` tool words up to a key=value or a path (`yolo detect val`, `tune download`).
std::vector<std::string> nameWords(const CommandInfo &c, int modes)
{
    std::string name = c.script;
    if (name.empty()) {
        std::istringstream words(c.words);
        std::string w;
        for (int n = 0; n < modes && words >> w && w.find_first_of("=/") == std::string::npos; ++n)
            name += w + " ";
    }
    std::vector<std::string> out;
    std::string word;
    for (const char ch : toLower(name) + ".") {
        if (std::isalnum(static_cast<unsigned char>(ch))) {
            word += ch;
        } else if (!word.empty()) {
            out.push_back(word);
            word.clear();
        }
    }
    return out;
}

// A script that evaluates, serves or prepares rather than trains (eval.py, run_inference.py,
// prepare_data.py), by the words of its name; one that names training too (train_val.py) trains.
bool evaluates(const CommandInfo &c)
{
    static const std::vector<std::string> other = {
        "eval", "evaluate", "evaluation", "test", "inference", "infer", "predict", "prediction", "generate",
        "generation", "demo", "benchmark", "bench", "export", "convert", "download", "prepare", "preprocess", "merge",
        "tokenize", "validate", "val", "sample", "serve", "score", "report", "dataset", "upload", "plot"};
    // (a tokenizer's training, `tok_train`, `train_tokenizer.py`, runs on the CPU: no model's)
    static const std::vector<std::string> tokenizer = {"tok", "tokenizer", "bpe"};
    const std::vector<std::string> words = nameWords(c, 4);
    if (std::any_of(words.begin(), words.end(), [](const std::string &w) { return in(tokenizer, w); }))
        return true;
    bool evaluating = false;
    for (const std::string &w : words) {
        if (in(kTrainingWords, w))
            return false;
        evaluating = evaluating || in(other, w);
    }
    return evaluating;
}

// How surely a launch is the run that trains: 0 one that evaluates, prepares or reports
// (`python -m nanochat.report generate`); 2 a distributed launcher's (torchrun, deepspeed,
// accelerate, torch.distributed.run) or a script named for training (base_train, chat_sft); 1
// any other. The last of the highest rank is read, not merely the last.
int launchRank(const CommandInfo &c)
{
    if (evaluates(c))
        return 0;
    static const std::vector<std::string> distributed = {"torchrun", "deepspeed", "accelerate", "torch.distributed.run",
                                                         "torch.distributed.launch"};
    const std::vector<std::string> words = nameWords(c, 4);
    const bool named =
        std::any_of(words.begin(), words.end(), [](const std::string &w) { return in(kTrainingWords, w); });
    return named || in(distributed, c.program) || in(distributed, c.script) ? 2 : 1;
}

// A command that fetches or prepares what the run needs (`tune download …`, `python
// prepare_data.py`), by the first words of its tool mode or its script's name.
bool prepares(const CommandInfo &c)
{
    static const std::vector<std::string> words = {"download", "prepare", "preprocess", "convert", "tokenize",
                                                   "dataset"};
    const std::vector<std::string> mine = nameWords(c, 2);
    return std::any_of(mine.begin(), mine.end(),
                       [](const std::string &w) { return std::find(words.begin(), words.end(), w) != words.end(); });
}

// `CUDA_VISIBLE_DEVICES=0,1,2 llamafactory-cli train a.yaml` above the launch that is read: that
// command's environment is not the run's.
void dropOtherEnvironments(Document &doc, size_t kept)
{
    doc.entries.erase(std::remove_if(doc.entries.begin(), doc.entries.end(),
                                     [kept](const Entry &e) {
                                         return e.environmentOf >= 0 && static_cast<size_t>(e.environmentOf) != kept;
                                     }),
                      doc.entries.end());
}

} // namespace

void keepLastLaunch(Document &doc)
{
    // A script's own launch is the run: a `bash other.sh` beside it is not (it is read only
    // where the script launches nothing itself).
    const bool ownLaunch = std::any_of(doc.commands.begin(), doc.commands.end(),
                                       [](const CommandInfo &c) { return !c.wrapper && launches(c); });
    std::vector<size_t> runs;
    for (size_t i = 0; i < doc.commands.size(); ++i) {
        if (doc.commands[i].wrapper && ownLaunch)
            doc.commands[i].superseded = true;
        else if (launches(doc.commands[i]))
            runs.push_back(i);
    }
    if (runs.size() < 2) {
        if (runs.size() == 1)
            dropOtherEnvironments(doc, runs.front());
        return;
    }
    size_t kept = runs.back();
    for (int rank = -1; const size_t k : runs)
        if (const int r = launchRank(doc.commands[k]); r >= rank) {
            rank = r;
            kept = k;
        }
    int keptLine = 0, column = 0;
    lineColumn(doc.text, doc.commands[kept].begin, keptLine, column);
    for (size_t i : runs) {
        if (i == kept)
            continue;
        CommandInfo &c = doc.commands[i];
        c.superseded = true;
        // (a download or a data preparation before the run is no second run to warn about)
        if (prepares(c))
            continue;
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.code = "shell.launch_not_read";
        d.file = doc.path;
        lineColumn(doc.text, c.begin, d.line, d.column);
        d.args = {c.program, std::to_string(keptLine)};
        doc.notes.push_back(d);
    }
    const auto dropped = [&doc](const Entry &e) {
        return e.command >= 0 && static_cast<size_t>(e.command) < doc.commands.size() &&
               doc.commands[static_cast<size_t>(e.command)].superseded;
    };
    doc.entries.erase(std::remove_if(doc.entries.begin(), doc.entries.end(), dropped), doc.entries.end());
    dropOtherEnvironments(doc, kept);
}

size_t unclosedShellBlock(const std::string &text, size_t begin, size_t end)
{
    // (`while true; do` … with no `done`: bash refuses the whole script, "unexpected end of file")
    std::vector<size_t> open;
    for (const Command &cmd : splitShell(text, begin, end, true)) {
        // (a here-document never closed takes the rest of the file as its text: said of its own)
        if (cmd.hereUnclosed != std::string::npos)
            return std::string::npos;
        if (cmd.words.empty())
            continue;
        const Interpreter::Flow f = Interpreter::flow(cmd);
        for (int step : {f.lead, f.trail}) {
            for (int k = 0; k < step; ++k)
                open.push_back(cmd.words.front().begin);
            for (int k = 0; k > step && !open.empty(); --k)
                open.pop_back();
        }
    }
    return open.empty() ? std::string::npos : open.back();
}

void readShellText(Document &doc, size_t begin, size_t end, bool newlineSeparates, ShellScope &scope)
{
    Interpreter(doc, scope, false).run(begin, end, newlineSeparates);
}

void readShellWords(Document &doc, const std::vector<Word> &words, ShellScope &scope)
{
    Interpreter(doc, scope, false).runWords(words);
}

void readShellScript(Document &doc)
{
    ShellScope scope;
    readSbatchDirectives(doc, scope);
    readShellText(doc, doc.bom, doc.text.size(), true, scope);
    keepLastLaunch(doc);
    readSrunTasks(doc);
}

void readEnvFile(Document &doc)
{
    ShellScope scope;
    size_t exports = 0, plain = 0;
    for (const Command &c : splitShell(doc.text, doc.bom, doc.text.size(), true))
        (c.words.front().text == "export" ? exports : plain)++;
    doc.envStyle = exports > plain ? "export" : "plain";
    // A line that is no NAME=value (`BATCH_SIZE 4`): python-dotenv and docker skip it, so it
    // sets nothing; said, at the line.
    char openQuote = 0;
    for (size_t start = doc.bom; start < doc.text.size();) {
        size_t end = doc.text.find('\n', start);
        if (end == std::string::npos)
            end = doc.text.size();
        std::string line = doc.text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        const std::string t = trim(line);
        // (a quoted value may run over lines: those lines are its text)
        const bool inQuote = openQuote != 0;
        for (const char c : line)
            if (openQuote ? c == openQuote : (c == '"' || c == '\''))
                openQuote = openQuote ? 0 : c;
        if (!inQuote && !t.empty() && t[0] != '#' && line.size() <= kMaxPatternInput && !assignmentLine(line, true)) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = "env.not_assignment";
            d.file = doc.path;
            lineColumn(doc.text, start + line.find_first_not_of(" \t"), d.line, d.column);
            d.args = {t.substr(0, 60)};
            doc.notes.push_back(d);
        }
        start = end + 1;
    }
    Interpreter(doc, scope, true).run(doc.bom, doc.text.size(), true);
}

} // namespace headroom::dialects
