#pragma once
// Reading text files with Headroom's limits, and the few path operations the readers need.

#include "../diagnostic.h"
#include "../filestamp.h"

#include <string>

namespace headroom::dialects {

// Reads `path` whole, never more than kMaxFileBytes (a pipe or a device too); errors
// (file.unreadable, file.too_large) name the file. Fills `stamp` when given.
bool readTextFile(const std::string &path, std::string &out, Diagnostics &diags, FileStamp *stamp = nullptr);

bool fileExists(const std::string &path);
// What `path` is when it exists but is no regular file, found by stat() without opening it:
// "folder", "pipe" (a FIFO), "device" (/dev/zero), "socket"; "" for a regular file or nothing.
std::string specialFileKind(const std::string &path);
std::string realPathOf(const std::string &path);           // symlinks and ".." resolved; `path` if it cannot be
std::string dirName(const std::string &path);              // "a/b/c.yaml" → "a/b"; "c.yaml" → "."
std::string joinPath(const std::string &dir, const std::string &name); // keeps `name` if absolute
// The lower-case extension of a file name ("configs/x.YAML" → "yaml"); "" if it has none.
std::string fileExtension(const std::string &name);

} // namespace headroom::dialects
