#pragma once
// Reading a training config from disk in whichever dialect it is written, into a TrainingSetup,
// and writing it back with only the changed values replaced.

#include "diagnostic.h"
#include "fields.h"
#include "filestamp.h"
#include "setup.h"

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace headroom {

namespace dialects {
class DialectMaps;
struct ReadState;
} // namespace dialects

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

struct LoadOptions {
    std::vector<KeyMapping> mappings;
    const dialects::DialectMaps *maps = nullptr; // nullptr: the maps ui/ installed at start
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
bool loadConfigFile(const std::string &path, LoadedConfig &out, Diagnostics &diags);
bool loadConfigFile(const std::string &path, const LoadOptions &options, LoadedConfig &out, Diagnostics &diags);

// Parses text already read; `path` names it in messages (and locates files it refers to).
bool parseConfigText(const std::string &text, const std::string &path, LoadedConfig &out, Diagnostics &diags);
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

// How saveConfigFile may treat an existing file.
struct SaveOptions {
    std::string inputPath;  // the file the text came from: never overwritten unless `inPlace`
    FileStamp inputStamp;   // the input as it was read: overwriting it after it changed on disk is refused
    bool inPlace = false;   // overwriting the input is allowed
    bool force = false;     // may write through a symlink, and over the input as `inPlace` does
    bool overwriteChanged = false; // the user agreed to replace an input that changed on disk
    // Test seam: called before each step ("create", "write", "fsync", "rename") on the file
    // `path` being written (the target or its .bak); a non-zero errno fails that step.
    std::function<int(const std::string &step, const std::string &path)> fault;
};

// Writes `bytes` to `path` atomically (a temporary file in the same folder, fsync, rename);
// a file it replaces is first copied to `path` + ".bak" the same way. Refuses (the original
// untouched, no temporary left) a symlink without `force` (save.symlink), something that is
// not a regular file (save.not_a_file), the input without `inPlace` (save.would_overwrite),
// an input changed on disk since `inputStamp` (save.changed_on_disk); save.failed and
// save.backup_failed carry the system's reason.
bool saveConfigFile(const std::string &path, const std::string &bytes, const SaveOptions &options, Diagnostics &diags);

} // namespace headroom
