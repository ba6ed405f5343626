#pragma once
// Reading text files with Headroom's limits, and the few path operations the readers need.

#include "../diagnostic.h"

#include <string>

namespace headroom::dialects {

// Reads `path` whole; errors (file.unreadable, file.too_large) name the file.
bool readTextFile(const std::string &path, std::string &out, Diagnostics &diags);

bool fileExists(const std::string &path);
std::string dirName(const std::string &path);              // "a/b/c.yaml" → "a/b"; "c.yaml" → "."
std::string joinPath(const std::string &dir, const std::string &name); // keeps `name` if absolute

} // namespace headroom::dialects
