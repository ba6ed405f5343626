#pragma once
// Loading YAML text with Headroom's limits, turning yaml-cpp's exceptions into diagnostics.

#include "diagnostic.h"
#include "yamlorigin.h"

#include <cstddef>
#include <string>
#include <vector>

namespace YAML {
class Node;
}

namespace headroom {

// Documented limits for any file Headroom reads (docs/limits.md). Training configs are a few
// KiB; these leave room for the largest real ones and stop hostile files before they cost
// seconds or memory.
constexpr size_t kMaxFileBytes = 8u * 1024 * 1024;
constexpr int kMaxNestingDepth = 256;          // mappings and sequences inside each other
constexpr size_t kMaxYamlNodes = 200000;       // nodes of a document, aliases counted expanded
constexpr int kMaxInterpolationDepth = 16;     // ${a} → ${b} → … (Hydra/OmegaConf, shell)
constexpr size_t kMaxInterpolatedBytes = 65536; // one value after interpolation
constexpr int kMaxIncludeDepth = 8;            // Hydra defaults / yacs _BASE_ chains
constexpr size_t kMaxPatternInput = 4096;      // longest value matched against a regular expression
constexpr size_t kMaxArrayWords = 4096;        // the words of one shell array
constexpr size_t kMaxBranchDepth = 32;         // nested shell `if`s whose branches' arrays are kept apart
constexpr size_t kMaxCaseScopeCopies = 1000000; // variables saved in all to read `case` branches apart

// Strips a UTF-8 byte-order mark; returns true if there was one.
bool stripBom(std::string &text);

// Checks that `text` is UTF-8 text: no NUL bytes (file.binary), no UTF-16/32 byte-order mark
// (file.encoding), no malformed UTF-8 (file.not_utf8). Errors name the line and column.
bool checkTextEncoding(const std::string &text, const std::string &file, Diagnostics &diags);

// Line and column (1-based) of byte `offset` in `text`; the column counts bytes.
void lineColumnAt(const std::string &text, size_t offset, int &line, int &column);
// The same from an index of the text's line starts, for texts of 64 KiB and more (false below,
// or past the end): readers ask for every value's line, which counting from the start makes
// quadratic.
bool indexedLineColumn(const std::string &text, size_t offset, int &line, int &column);

// Where each line of a text starts, to turn a 1-based byte column into a 1-based character
// column (UTF-8 code points: "модель: x" has the x at column 9, not 15).
class LineStarts {
public:
    explicit LineStarts(const std::string &text);
    int charColumn(int line, int byteColumn) const;

private:
    const std::string &m_text;
    std::vector<size_t> m_starts;
};
// Texts larger than this keep byte columns (the conversion is linear in the text).
constexpr size_t kMaxCharColumnText = 16u << 20;

// Whether a map has `key`: yaml-cpp's const lookup of a missing key gives a node that throws.
// Old Mac line ends (CR alone, no LF anywhere), which PyYAML reads as line breaks and yaml-cpp
// does not, made newlines in place: byte for byte, so every line and column stays.
void crLineEndsToNewlines(std::string &text);

bool hasKey(const YAML::Node &map, const std::string &key);

// Parses `text` into `out`. On failure appends an error naming file, line and column: the
// encoding, the limits above (file.too_large, file.too_deep, yaml.too_many_nodes,
// yaml.alias_cycle) and syntax (yaml.tab, yaml.unclosed_quote, yaml.indentation,
// yaml.map_value, yaml.unknown_anchor, yaml.syntax).
// For a `Shipped` file the node and alias count is not taken (see yamlorigin.h), and the
// build's parsed form of it is read instead when it was made from this text.
bool loadYamlChecked(std::string text, const std::string &file, YAML::Node &out, Diagnostics &diags,
                     YamlSource origin = {});

} // namespace headroom
