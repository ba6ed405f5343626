#pragma once
// TOML text (kohya sd-scripts, pyproject-style tool tables) as flat entries with the byte
// spans of every value, read with toml++ (Debian's libtomlplusplus-dev).

#include "../diagnostic.h"
#include "document.h"

#include <string>
#include <vector>

namespace headroom::dialects {

// Parses `text` (the contents of `file`) and appends its entries to `out`. Tables nest with
// '.', arrays of tables with [i]. On a syntax error appends an error naming file, line and
// column and returns false.
bool flattenToml(const std::string &text, const std::string &file, std::vector<Entry> &out, Diagnostics &diags);

} // namespace headroom::dialects
