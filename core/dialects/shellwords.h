#pragma once
// Splitting shell text into commands and words the way a POSIX shell does, keeping each
// word's byte span: quotes, escapes, comments, `\` continuations, $(…), ${…} and arrays.

#include <string>
#include <vector>

namespace headroom::dialects {

struct Word {
    std::string text;       // quotes removed, escapes applied; $-expansions kept as written
    size_t begin = 0;       // byte span of the word as written
    size_t end = 0;
    bool singleQuoted = false;
    bool doubleQuoted = false;
};

struct Command {
    std::vector<Word> words;
    std::string before; // the operator joining it to the one before ("&&", "||", "|", ";", "&"; "" after a newline)
    // Where a `\` followed only by blanks ends its last line (no continuation in bash: it ends here).
    size_t brokenContinuation = std::string::npos;
    bool brokenByComment = false; // the `\` is followed by a comment, not by blanks alone
    // a line that is a comment right after a `\` continuation: bash ends the command there, and
    // the lines after it run as commands of their own (the first word of the next line is kept)
    size_t commentEnds = std::string::npos;
    std::string afterComment;
    size_t caretContinuation = std::string::npos; // the first line ending in cmd's `^`, joined
    size_t hereUnclosed = std::string::npos; // the `<<` of a here-document no line ends
    // The body of a here-document the command opens (`read -r -d '' ARGS <<EOF`): its input.
    size_t hereBegin = std::string::npos, hereEnd = std::string::npos;
    bool hereQuoted = false;
};

// A here-document: the lines after the line of its `<<WORD`, up to the line holding only WORD.
struct HereDocument {
    size_t bodyBegin = std::string::npos, bodyEnd = std::string::npos; // npos: no delimiter word
    size_t end = 0;      // the end of the delimiter's line (its newline left out), or of the text
    bool quoted = false; // <<'WORD', <<"WORD", <<\WORD: the body is literal text
    bool unclosed = false; // no line ends it: bash reads the rest of the file into it
};

// The here-document whose `<<` (or `<<-`) operator ends at text[i].
HereDocument readHereDocument(const std::string &text, size_t i, size_t end);

// Skips a $( … ) or ${ … } group starting at text[i] == '$' (quotes inside it kept whole);
// returns the index after it, or `end` when it is never closed.
size_t skipExpansion(const std::string &text, size_t i, size_t end);

// How the text to split is written.
struct ShellSyntax {
    bool newlineSeparates = true; // a script; inside a compose `command:` newlines are blanks
    // The inside of a "…" another shell runs (`bash -c "…"`): `\"` is a quote there, as the
    // shell that runs it sees a `"`.
    bool insideDoubleQuotes = false;
    // PowerShell (.ps1): a backtick continues a line and escapes the next character, `\` is a
    // plain character, '' and "" inside a string are the quote itself, <# … #> is a comment.
    bool powershell = false;
};

// Splits text[begin, end) into commands. Newlines end a command when `newlineSeparates` (a
// script); inside a compose `command:` they are blanks. `NAME=(` … `)` arrays stay one command.
// Here-document bodies (`<<EOF` … `EOF`, `<<'EOF'`, `<<-EOF`) are no words: they are a command's
// input, kept as Command::hereBegin/hereEnd.
std::vector<Command> splitShell(const std::string &text, size_t begin, size_t end, bool newlineSeparates);
std::vector<Command> splitShell(const std::string &text, size_t begin, size_t end, const ShellSyntax &syntax);

// `case WORD in PATTERN) … ;; … esac`: bash runs one branch, so the reader must know where each
// branch starts and ends to read only that one (a later `npu) NGPUS=16` must not override the
// GPU branch's value).
struct CaseBranch {
    std::vector<Word> alternatives; // the pattern's `|` alternatives, `(` and `)` left out
    std::string terminator;         // ";;", ";&" or ";;&" ("" where the branch ends at esac)
};

struct CaseBlock {
    Word subject;
    std::vector<CaseBranch> branches;
    bool parsesArguments = false; // a branch shifts or reads $2, $OPTARG: the script's arguments
};

// What a command is to the `case` it stands in.
struct CaseMark {
    int opens = -1;      // the case whose `case WORD in` this command is
    int branch = -1;     // the branch whose pattern ends in this command
    bool closes = false; // `esac`
    size_t bodyFrom = 0; // its first word that is a command of the branch (words.size(): none)
};

struct CaseLayout {
    std::vector<CaseMark> marks; // one per command
    std::vector<CaseBlock> cases;
};

// Where each `case` in `cmds` (split from `text`) opens and closes and where each of its
// branches starts. A pattern's alternatives arrive as commands of their own (`a|b)`: the splitter
// ends a command at `|`).
CaseLayout layoutCases(const std::string &text, const std::vector<Command> &cmds);

// Whether `s` matches a shell pattern: `*`, `?`, `[…]` (with `!`/`^` and ranges), `\c`.
bool shellPatternMatch(const std::string &pattern, const std::string &s);

} // namespace headroom::dialects

namespace headroom::dialects {

// The offset of a quote (or `$(`, `${`) in text[begin, end) that is never closed, as a shell
// would report "unexpected EOF while looking for matching"; npos when all are closed.
// Comments and here-documents are skipped.
// `powershell`: PowerShell's quoting (a backtick escapes, `\` does not, no here-documents).
size_t unclosedShellQuote(const std::string &text, size_t begin, size_t end, bool powershell = false);

} // namespace headroom::dialects
