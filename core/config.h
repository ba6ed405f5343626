#pragma once
// Reading a training config from disk in whichever dialect it is written, into a TrainingSetup.

#include "diagnostic.h"
#include "setup.h"

#include <string>
#include <vector>

namespace headroom {

// A key the reader saw that looks relevant but maps to no canonical field.
struct UnknownKey {
    std::string keyPath;
    std::string value;
    int line = 0;
};

struct LoadedConfig {
    std::string path;
    std::string text;    // the file's bytes as read
    std::string dialect; // "headroom", …
    TrainingSetup setup;
    std::vector<UnknownKey> unknownKeys;
};

// Reads `path` (size-limited) and parses it. Errors name the file, line and column.
bool loadConfigFile(const std::string &path, LoadedConfig &out, Diagnostics &diags);

// Parses text already read; `path` names it in messages.
bool parseConfigText(const std::string &text, const std::string &path, LoadedConfig &out, Diagnostics &diags);

} // namespace headroom
