#pragma once
// Export as a text patch: each change replaces only the bytes of the value it changes, or adds
// one key where the dialect keeps it, in the file's own indentation, quoting and line endings.

#include "../fields.h"
#include "readstate.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom::dialects {

// One replacement of text[begin, end) (an insertion when begin == end).
struct Edit {
    size_t begin = 0, end = 0;
    std::string text;
    int order = 0;
};

// `text` with the edits applied; edits at the same place keep the order they were made in.
std::string applyEdits(const std::string &text, std::vector<Edit> edits);

// How `rule` writes the canonical `value` (its spelling in the tool's table, a class name, …);
// nothing when the rule cannot express it. `current` is the entry it would replace, if any.
std::optional<std::string> spellValue(const Rule &rule, const std::string &value, const Entry *current,
                                      const ReadState &state);

// Writes each change into the text `state` was read from, where `dialect` keeps it: the value
// replaced in place, or the key added in the file's style; `setup` is what the file states.
// A change a lenient file (the generic reader, TOML, Python) cannot express is a warning and its
// field goes to `notWritten`; any other failure is an error and leaves `out` untouched.
// Checking that the patched text reads back is the caller's (exportConfig in core/config.cpp).
bool patchConfig(const std::string &dialect, const TrainingSetup &setup, const ReadState &state,
                 const std::vector<FieldChange> &changes, std::string &out, std::vector<std::string> &notWritten,
                 Diagnostics &diags);

} // namespace headroom::dialects
