#pragma once
// Reading a training config from disk in whichever dialect it is written, into a TrainingSetup,
// and writing it back with only the changed values replaced.

#include "diagnostic.h"
#include "dialects/document.h"
#include "fields.h"
#include "filestamp.h"
#include "setup.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace headroom {

namespace dialects {
class DialectMaps;
struct ReadState;
} // namespace dialects

struct LoadOptions {
    std::vector<KeyMapping> mappings;
    // Required: the dialect key maps, loaded once at start (text/catalogloader) and passed down.
    const dialects::DialectMaps *maps = nullptr;

    LoadOptions() = default;
    explicit LoadOptions(const dialects::DialectMaps &m) : maps(&m) {}
};

struct LoadedConfig {
    std::string path;
    std::string text;    // the file's bytes as read
    FileStamp stamp;     // size, mtime and hash of the file as read (known = false for text in memory)
    std::string dialect; // "headroom", "lightning-cli", "hydra", "yacs", "hf-trainingargs", "axolotl",
                         // "torchtune", "deepspeed", "docker-compose", "env", "shell",
                         // "hf-model-config", "peft-adapter"
    TrainingSetup setup;
    std::vector<UnknownKey> unknownKeys;
    LoadOptions options;
    std::shared_ptr<const dialects::ReadState> state; // where each field sits, for export
};

// Reads `path` (size-limited) and parses it. Errors name the file, line and column.
// `options.maps` is required (std::logic_error otherwise).
bool loadConfigFile(const std::string &path, const LoadOptions &options, LoadedConfig &out, Diagnostics &diags);

// Parses text already read; `path` names it in messages (and locates files it refers to).
bool parseConfigText(const std::string &text, const std::string &path, const LoadOptions &options,
                     LoadedConfig &out, Diagnostics &diags);

// Parses "run.micro_batch=train.bs" as given to --map.
bool parseKeyMapping(const std::string &text, KeyMapping &out, Diagnostics &diags);

// Reads `keyPath` of the loaded file as `field` from now on (the window's "this key means…"),
// re-reading the text. Returns false (config unchanged) when the key is not in the file.
bool mapKey(LoadedConfig &config, const std::string &field, const std::string &keyPath, Diagnostics &diags);

// The config's text with each change (its field and `to`) of `changes` written where the dialect keeps it:
// the value replaced in place, or the key added in the file's own style. Nothing else changes;
// no changes give the same bytes. Fails (with errors) when a value cannot be expressed there.
bool exportConfig(const LoadedConfig &config, const std::vector<FieldChange> &changes,
                  std::string &out, Diagnostics &diags);

} // namespace headroom
