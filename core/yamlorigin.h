#pragma once
// Where a YAML text comes from. The files that ship with Headroom (its catalogs and key maps)
// have their size, nesting and node count checked by the tests, so the pass that counts nodes
// and aliases before loading (see loadYamlChecked) is skipped for them: it was a third of
// reading them at start. Everything a user gives is `User`.

#include <string_view>

namespace headroom {

enum class YamlOrigin { User, Shipped };

// A text's origin and, for a shipped file, the parsed form the build made of it
// (compactyaml.h), which is read instead of the text when it was made from that very text.
struct YamlSource {
    YamlSource(YamlOrigin o = YamlOrigin::User, std::string_view form = {}) : origin(o), compact(form) {}
    YamlOrigin origin;
    std::string_view compact;
};

} // namespace headroom
