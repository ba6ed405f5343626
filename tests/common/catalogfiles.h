#pragma once
// For the tools and tests that link the core only: the catalogs as the source tree holds them.

#include "catalog.h"
#include "diagnostic.h"

#include <fstream>
#include <sstream>
#include <string>

namespace headroom::test {

inline std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

// gpus.yaml, models.yaml and coefficients.yaml from `dir`; problems go to `diags`.
inline Catalog loadCatalog(const std::string &dir, Diagnostics &diags)
{
    Catalog cat;
    cat.loadGpus(readFile(dir + "/gpus.yaml"), "gpus.yaml", diags);
    cat.loadModels(readFile(dir + "/models.yaml"), "models.yaml", diags);
    cat.loadCoefficients(readFile(dir + "/coefficients.yaml"), "coefficients.yaml", diags);
    return cat;
}

} // namespace headroom::test
