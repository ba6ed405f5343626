#pragma once
// The parsed form of a shipped YAML file, made when Headroom is built (headroom-compact-yaml)
// and read at start instead of parsing the text: yaml-cpp's scanner was the largest part of
// the window's start, and decoding this form takes about a tenth of that. The form carries a
// hash of the text it was made from and is used only for that very text: an edited file in
// share/headroom is parsed as it is.

#include <cstdint>
#include <string>
#include <string_view>

namespace YAML {
class Node;
}

namespace headroom {

// FNV-1a, 64 bits, of the file's bytes as read.
std::uint64_t yamlTextHash(std::string_view text);

// The form of `root` (maps, sequences, scalars and nulls; anchors come out expanded), stamped
// with `textHash`.
std::string compactYaml(const YAML::Node &root, std::uint64_t textHash);

// Decodes `compact` into `out` if it was made from a text whose hash is `textHash`. False for
// another text's form, a truncated or damaged one, or an empty view; `out` is then unchanged.
bool readCompactYaml(std::string_view compact, std::uint64_t textHash, YAML::Node &out);

} // namespace headroom
