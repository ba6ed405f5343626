#pragma once
// The catalogs as the program loads them in main() (GPUs, models, coefficients, dialect maps),
// once per test executable, for the tests that construct the window or run the command line.

#include "catalogloader.h"

namespace headroom::test {

inline const Catalogs &catalogs()
{
    static const Catalogs loaded = loadCatalogs();
    return loaded;
}

} // namespace headroom::test
