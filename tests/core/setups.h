#pragma once
// Setups written field by field, for the core tests: canonical fields as --set gives them.

#include "testdata.h"

#include <QtGlobal>

#include <string>
#include <utility>
#include <vector>

namespace headroom::test {

// A setup with `fields` set as from --set; a field the registry refuses stops the test.
inline TrainingSetup setupFor(const std::vector<std::pair<std::string, std::string>> &fields)
{
    TrainingSetup s;
    Source src;
    src.kind = Source::Kind::Set;
    for (const auto &[field, value] : fields)
        if (auto err = setField(s, field, value, src))
            qFatal("%s=%s: %s", field.c_str(), value.c_str(), err->code.c_str());
    return s;
}

// `s` resolved against the built-in catalogs; a setup that does not resolve stops the test.
inline ResolvedSetup resolved(const TrainingSetup &s)
{
    ResolvedSetup r;
    Diagnostics diags;
    if (!resolveSetup(s, catalog(), r, diags))
        qFatal("resolveSetup failed: %s", diags.empty() ? "" : diags.front().code.c_str());
    return r;
}

} // namespace headroom::test
