#pragma once
// Telling which tool a config is for from its content: the syntax first, then the keys
// each dialect's map lists under `detect:`.

#include "document.h"
#include "keymap.h"

#include <string>

namespace YAML {
class Node;
}

namespace headroom::dialects {

enum class TextKind { Json, Yaml, Env, Shell, Toml, Python };

// TOML for a .toml file and Python for a .py file; JSON when it opens with '{' or '['; YAML when it parses as a mapping; otherwise a .env file
// when every line is NAME=value, else a shell script. The file name only breaks ties.
TextKind guessTextKind(const std::string &text, const std::string &path);

// Whether one line is NAME=value (`spaced`: also `NAME = value`, as python-dotenv reads it),
// after an optional `export`.
bool assignmentLine(const std::string &line, bool spaced);

// Whether the entries are Headroom's own format (keys are canonical field names).
bool looksLikeHeadroom(const Document &doc);

// How strongly `dialect`'s detect keys say the document is its (0 when none is there or no such map).
double detectionScore(const DialectMaps &maps, const Document &doc, const YAML::Node &root, const std::string &dialect);

// The dialect of a YAML/JSON document with the best detection score; empty when none scores.
std::string detectDialect(const DialectMaps &maps, const Document &doc, const YAML::Node &root, bool json);
// The same for any syntax a map may list (yaml, json, toml, python); no root: no UPPER_CASE test.
std::string detectDialect(const DialectMaps &maps, const Document &doc, const YAML::Node &root, const std::string &syntax);

} // namespace headroom::dialects
