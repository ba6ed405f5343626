#pragma once
// Shell launch scripts (torchrun, accelerate launch, deepspeed, python -m, mpirun, …) and the
// shell text of a compose `command:`: variables, arrays and each command's flags as entries.

#include "document.h"

#include <map>
#include <string>
#include <vector>

namespace headroom::dialects {

struct Word;

// A shell variable: its value and where that value is written.
struct ShellVariable {
    Entry where;             // key = the name; spans = the value text
    std::vector<Word> array; // NAME=( … )
    bool isArray = false;
    std::vector<Word> bodyWords; // a value read from a here-document: its words, each where it is written
    size_t rawBegin = kNoSpan, rawEnd = kNoSpan; // the value as written, before expansion
};
using ShellScope = std::map<std::string, ShellVariable>;

// Reads the commands in doc.text[begin, end): assignments and `export`s update `scope` (exported
// ones become entries keyed by the variable name), launch commands add one entry per flag
// (key = the flag as written) and a CommandInfo. `newlineSeparates` is false for compose.
void readShellText(Document &doc, size_t begin, size_t end, bool newlineSeparates, ShellScope &scope);

// Reads one command given as words (a compose exec-form `command: [...]`).
void readShellWords(Document &doc, const std::vector<Word> &words, ShellScope &scope);

// Of a script's launches (torchrun, deepspeed, accelerate, python … or a tool's command line),
// only one is read: the last of those that most surely train (a distributed launcher's or a script
// named for training over any other, and any other over one that evaluates, prepares or reports:
// eval.py, prepare_data.py, `python -m pkg.report generate`). The flags of the others are
// dropped, each said with shell.launch_not_read (in doc.notes), rather than mixed into one run.
void keepLastLaunch(Document &doc);

// Where a compound command that is never closed starts (an `if` with no `fi`, a `while … do`
// with no `done`, a `{` with no `}`, a `case` with no `esac`): bash refuses the whole script.
// npos when every one closes.
size_t unclosedShellBlock(const std::string &text, size_t begin, size_t end);

// Reads a whole shell script.
void readShellScript(Document &doc);

// Reads a .env file or a file of `export NAME=value` lines: one entry per variable.
void readEnvFile(Document &doc);

// A PowerShell script (.ps1): read with its own quoting, continuations and `$env:NAME = value`.
bool powerShellScript(const std::string &path);

// 1-based line and column of a byte offset.
void lineColumn(const std::string &text, size_t offset, int &line, int &column);

} // namespace headroom::dialects
