#pragma once
// Applying a dialect's key map to a document's entries: canonical fields with their sources,
// the keys that look relevant but mean nothing known, and warnings for autos and conflicts.

#include "../setup.h"
#include "keymap.h"

#include <map>
#include <string>
#include <vector>

namespace headroom::dialects {

// Which entry and rule stated a field, so that export can write the field back there.
struct Binding {
    size_t entry = kNoSpan;
    Rule rule;
    std::vector<size_t> divisors; // a divide rule's divisor entries
    std::vector<size_t> addends;  // a sum rule's entries after its first
    // A divisor the file states as a list (`device: 0,1`): its count when the file was read,
    // which export multiplies back while the GPU count stays what it was.
    int listedGpus = 0;
};

struct MapOutcome {
    TrainingSetup setup;
    std::map<std::string, Binding> bindings;
    std::vector<UnknownKey> unknown;
    int stated = 0;
    std::vector<size_t> elsewhere; // entries of another model's sections (DialectMap::elsewhere)
};

// Applies `map` to `doc`; `extra` rules (from --map) are tried before the map's own.
// Sets doc.mainCommand to the launch command that stated the most fields.
MapOutcome applyMap(const DialectMap &map, const DialectMaps &maps, Document &doc,
                    const std::vector<Rule> &extra, Diagnostics &diags);

// The name a file's own name gives a model ("…__Qwen2.5-VL-7B-Instruct_config.json" →
// "Qwen2.5-VL-7B-Instruct"; ".../Llama-3-8B/config.json" → "Llama-3-8B").
std::string nameFromFileName(const std::string &path);

// Where a value read from `e` came from: its file, key (or the key it came through) and line.
Source sourceOfEntry(const Entry &e);

// Whether `e` matches the rule's key (flags compare without minding - and _).
bool ruleMatches(const Rule &r, const Entry &e, const Document &doc);
// What a program-scoped rule is matched against: the names of what a command runs.
const std::string &commandNames(const CommandInfo &c);

// Where the script a launcher runs is written in its command (`accelerate launch --x 1 train.py
// --y 2`: where train.py starts), the launcher's own flags before it and the script's after;
// npos for a command with no launcher and script.
size_t scriptStart(const Document &doc, int command);

// Whether `e` may state settings: not a flag of a command the map ignores (`echo`, `pip`).
bool entryUsable(const Entry &e, const Document &doc, const std::vector<std::string> &ignoreCommands);

// The last usable entry with a value under `key` (a rule key glob), on a command mentioning
// `program` when one is given; nullptr when none.
const Entry *lastStated(const Document &doc, const std::string &key, const std::vector<std::string> &ignoreCommands,
                        const std::string &program = {}, bool commandFlags = false);

// Whether every key the rule `requires` is stated, with the value it asks for ("*": any).
bool requirementsMet(const Rule &r, const Document &doc, const std::vector<std::string> &ignoreCommands);

} // namespace headroom::dialects
