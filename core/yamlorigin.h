#pragma once
// Where a YAML text comes from. The files that ship with Headroom (its catalogs and key maps)
// have their size, nesting and node count checked by the tests, so the pass that counts nodes
// and aliases before loading (see loadYamlChecked) is skipped for them: it was a third of
// reading them at start. Everything a user gives is `User`.

namespace headroom {

enum class YamlOrigin { User, Shipped };

} // namespace headroom
