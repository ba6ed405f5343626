#pragma once
// Shared by the core tests: the catalogs as the source tree holds them.

#include "catalog.h"
#include "catalogfiles.h"
#include "coefficients.h"
#include "config.h"
#include "../dialects/testmaps.h"
#include "estimate.h"
#include "fields.h"
#include "resolve.h"

#include <string>

namespace headroom::test {

// The built-in catalogs, loaded once per test executable.
inline const Catalog &catalog()
{
    static const Catalog c = [] {
        Diagnostics d;
        return loadCatalog(HEADROOM_RESOURCES_DIR, d);
    }();
    return c;
}

inline const Coefficients &coefficients()
{
    static const Coefficients c = Coefficients::from(catalog());
    return c;
}

// Reads an example (or any setup file), applies `sets` (field=value), resolves and estimates.
struct Estimated {
    bool ok = false;
    ResolvedSetup resolved;
    MemoryReport report;
    Diagnostics diags;
};

inline Estimated estimateFile(const std::string &path, const std::vector<std::string> &sets = {})
{
    Estimated e;
    LoadedConfig config;
    if (!loadConfigFile(path, headroom::testing::testOptions(), config, e.diags))
        return e;
    for (const std::string &s : sets) {
        const auto eq = s.find('=');
        Source src;
        src.kind = Source::Kind::Set;
        if (auto err = setField(config.setup, s.substr(0, eq), s.substr(eq + 1), src)) {
            e.diags.push_back(*err);
            return e;
        }
    }
    if (!resolveSetup(config.setup, catalog(), e.resolved, e.diags))
        return e;
    e.report = estimate(e.resolved, coefficients());
    e.ok = true;
    return e;
}

constexpr double GiB = 1073741824.0;
constexpr double GB = 1e9;

} // namespace headroom::test

