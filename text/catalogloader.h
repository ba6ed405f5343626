#pragma once
// Loads the built-in catalogs (from the data folder, else compiled in) and the user's overrides.

#include "catalog.h"
#include "coefficients.h"
#include "config.h"
#include "diagnostic.h"
#include "dialects/keymap.h"

#include <QString>

namespace headroom {

// Everything the application reads from its data folder: GPUs, models, coefficients and the
// dialect key maps. main() loads one value and passes it down (the command line, the window,
// the report formatter); nothing reaches it through a global.
struct Catalogs {
    Catalog catalog;
    Coefficients coefficients;
    dialects::DialectMaps maps;         // every config reader is given these (LoadOptions::maps)
    headroom::Diagnostics diagnostics; // problems in the user's override files

    // Options for reading a config with these maps.
    LoadOptions loadOptions() const { return LoadOptions(maps); }
};

// Built-in catalogs (DataDir: share/headroom beside the program, else ":/resources"), then every
// *.yaml in the override directory (`HEADROOM_CATALOG_DIR`, else <config>/headroom/catalog):
// gpus-*.yaml, models-*.yaml, coefficients-*.yaml; and the dialect maps (DataDir's dialects/).
Catalogs loadCatalogs();

// Where user catalog entries are read from.
QString overrideDirectory();

} // namespace headroom
