#pragma once
// Strict JSON syntax, checked before a .json file is read: yaml-cpp reads JSON as YAML and
// would accept what json.load() refuses (trailing commas, comments, single quotes).

#include "../diagnostic.h"

#include <string>

namespace headroom::dialects {

// Checks `text` (without its byte-order mark) as JSON. On the first problem appends an error
// (json.comment, json.trailing_comma, json.single_quote, json.unquoted_key, json.expected,
// json.trailing_text, json.unclosed_string, file.too_deep) naming line and column, and returns false.
bool checkJson(const std::string &text, const std::string &file, Diagnostics &diags);

// `text` (JSON) with every UTF-16 surrogate escape (\ud800-\udfff, paired or not: json.load
// takes them, yaml-cpp does not) replaced by \ufffd, byte for byte the same length.
std::string withoutSurrogateEscapes(std::string text);

} // namespace headroom::dialects
