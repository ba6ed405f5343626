#pragma once
// Saving what export wrote: atomically, never over the user's file unless asked, never through
// a symlink or over a file that changed on disk since it was read.

#include "diagnostic.h"
#include "filestamp.h"

#include <functional>
#include <string>

namespace headroom {

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

// Writes `bytes` to `path` atomically (a temporary file in the same folder, fsync, rename), with
// the mode of the file it replaces, or else the input's (an exported launch script stays executable);
// a file it replaces is first copied to `path` + ".bak" the same way (or, when a .bak with
// other text is there, to the first free ".bak.N": no earlier text is lost), and
// `backupPath` gets the name used ("" when nothing was replaced). Refuses (the original
// untouched, no temporary left) a symlink without `force` (save.symlink), something that is
// not a regular file (save.not_a_file), the input without `inPlace` (save.would_overwrite),
// an input changed on disk since `inputStamp` (save.changed_on_disk); save.failed and
// save.backup_failed carry the system's reason.
bool saveConfigFile(const std::string &path, const std::string &bytes, const SaveOptions &options, Diagnostics &diags,
                    std::string *backupPath = nullptr);

} // namespace headroom
