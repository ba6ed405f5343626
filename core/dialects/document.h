#pragma once
// A config file seen as a flat list of key/value entries that remember where their text sits,
// so that reading maps them onto canonical fields and export can patch the very same bytes.

#include "../diagnostic.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace headroom {

// A key the reader saw that looks relevant but maps to no canonical field.
struct UnknownKey {
    std::string keyPath;
    std::string value;
    int line = 0;
};

// A canonical field read from a key the dialect map does not know (--map run.micro_batch=train.bs).
struct KeyMapping {
    std::string field;
    std::string keyPath;
};

} // namespace headroom

namespace headroom::dialects {

constexpr size_t kNoSpan = std::string::npos;

enum class Syntax { Yaml, Json, Shell, Env, Compose, Kubernetes, Toml, Python };

// One setting as the file states it.
struct Entry {
    std::string key;                // flat path ("trainer.precision", "data.x[0].height", "--fp16", "BATCH_SIZE")
    std::string value;              // scalar text without quotes; a sequence's items joined with ','
    std::vector<std::string> items; // a sequence of scalars
    bool isNull = false;            // `key:` with nothing after it
    bool isSequence = false;
    bool bareFlag = false;          // `--fp16` without a value
    bool unresolved = false;        // holds a variable or interpolation that could not be resolved
    std::string file;               // where the value text lives (a composed file may differ)
    int line = 0, column = 0;       // 1-based, of the value text (of the key for null values)
    size_t keyBegin = kNoSpan, keyEnd = kNoSpan;     // byte span of the key, in `file`
    size_t valueBegin = kNoSpan, valueEnd = kNoSpan; // byte span of the value as written (quotes included)
    std::string valueVia;           // the variable or key the value came through ("BATCH_SIZE")
    int command = -1;               // shell: the launch command the flag belongs to
    int environmentOf = -1;         // shell: `NAME=value cmd`, the environment of that command alone
    // The same value written again where it must change with this one (a PyTorchJob's Worker
    // beside its Master): byte spans in `file`, patched too where they still read as this one does.
    std::vector<std::pair<size_t, size_t>> twins;
};

// Where a YAML/JSON mapping or sequence sits, for adding keys into it.
struct Extent {
    int keyColumn = 0;          // 0-based column of the key that opens it (-1 for the root)
    int childColumn = -1;       // 0-based column of its first child key or item (-1: empty)
    size_t lastEnd = 0;         // end offset of its last child's text
    size_t begin = 0;           // offset of the node itself ('{' or '[' for flow style)
    bool flow = false;
    bool sequence = false;
};

// A launch command in a shell script or a compose or Kubernetes command, for adding flags to it.
struct CommandInfo {
    std::string program;          // the command's first word, without its directory
    std::string words;            // its words that are not flags, for telling tools apart
    std::string names;            // the program, launcher, script (a tool's sub-commands): what runs, not its values
    size_t launcherEnd = kNoSpan; // end of the launcher word (torchrun, deepspeed, accelerate launch)
    size_t lastEnd = kNoSpan;     // end of the command's last word as written
    std::string argIndent;        // leading blanks of its continuation lines
    std::string continuation;     // what precedes a newline inside it (" \\"), empty if one line
    size_t begin = kNoSpan;       // where its first word is written
    std::string script;           // the script or module it runs (train.py, pkg.train), if it names one
    bool inCompose = false;
    bool superseded = false;      // a launch the script runs before its last one: its flags are not read
    // `bash scripts/train.sh` with nothing of its own: the run is in the script it names (read in
    // its place); no launch where the file has one of its own
    bool wrapper = false;
    std::string cwd;              // the folder a `cd` before it moved to, as written ("" if none)
};

struct Document {
    std::string path;
    std::string text;
    Syntax syntax = Syntax::Yaml;
    std::string lineEnding = "\n";
    size_t bom = 0;                        // bytes of a UTF-8 byte-order mark before `text` positions
    std::vector<Entry> entries;
    std::map<std::string, Extent> extents; // YAML/JSON containers by flat path ("" = root)
    std::vector<CommandInfo> commands;     // shell, compose and Kubernetes launch commands
    int mainCommand = -1;                  // the command that trains (most flags understood)
    std::string composeService;            // compose: the service that trains
    std::string container;                 // kubernetes: the flat path of the container that trains
    std::vector<std::string> twinContainers; // kubernetes: the same container in the job's other replica specs
    std::string envStyle;                  // env/compose: "export", "list", "map"
    Diagnostics notes;                     // warnings the reader found in the text (a broken `\` continuation)
};

// "a.b" + "c" → "a.b.c"; "" + "c" → "c".
inline std::string joinKey(const std::string &prefix, const std::string &key)
{
    return prefix.empty() ? key : prefix + "." + key;
}

} // namespace headroom::dialects
