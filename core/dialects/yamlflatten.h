#pragma once
// YAML and JSON text as flat entries with the byte spans of every key and value.

#include "../diagnostic.h"
#include "document.h"

#include <string>

namespace YAML {
class Node;
}

namespace headroom::dialects {

// Parses `text` (the contents of `file`) and appends its entries, their keys prefixed with
// `prefix`, to `out`; records container extents when `file` is the document's own file.
// On a syntax error appends an error naming file, line and column and returns false.
bool flattenYaml(const std::string &text, const std::string &file, const std::string &prefix,
                 std::vector<Entry> &out, std::map<std::string, Extent> *extents, Diagnostics &diags,
                 YAML::Node *root = nullptr);

// The end offset of a scalar written at `pos` (quoted, or plain up to a comment, the end of the
// line or, in flow style, a ',' ']' '}'), trailing blanks excluded.
size_t scalarEnd(const std::string &text, size_t pos, bool flow);

} // namespace headroom::dialects
