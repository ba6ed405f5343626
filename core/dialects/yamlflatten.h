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

// Appends the entries of `node`, one document of `text` parsed whole (YAML::LoadAll: its marks
// count from the text's start, after a byte-order mark), and records its container extents.
void flattenYamlNode(const YAML::Node &node, const std::string &text, const std::string &file,
                     std::vector<Entry> &out, std::map<std::string, Extent> *extents);

// The end offset of a scalar written at `pos` (quoted, or plain up to a comment, the end of the
// line or, in flow style, a ',' ']' '}'), trailing blanks excluded.
size_t scalarEnd(const std::string &text, size_t pos, bool flow);

// Where the text of a scalar written at `at` sits, quotes excluded: a block scalar's ('|', '>')
// lines after its indicator that are indented past `keyColumn` (0-based), else the scalar itself.
void scalarRegion(const std::string &text, size_t at, int keyColumn, size_t &begin, size_t &end);

} // namespace headroom::dialects
