#pragma once
// Loading YAML text with Headroom's limits, turning yaml-cpp's exceptions into diagnostics.

#include "diagnostic.h"

#include <string>

namespace YAML {
class Node;
}

namespace headroom {

// Documented limits for any file Headroom reads (docs/limits.md).
constexpr size_t kMaxFileBytes = 32u * 1024 * 1024;
constexpr int kMaxNestingDepth = 256;

// Strips a UTF-8 byte-order mark; returns true if there was one.
bool stripBom(std::string &text);

// Parses `text` into `out`. On failure appends an error naming file, line and column.
bool loadYamlChecked(std::string text, const std::string &file, YAML::Node &out, Diagnostics &diags);

} // namespace headroom
