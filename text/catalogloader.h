#pragma once
// Loads the built-in catalogs (from the data folder, else compiled in) and the user's overrides.

#include "catalog.h"
#include "coefficients.h"
#include "diagnostic.h"
#include "dialects/keymap.h"

#include <QString>

namespace headroom {

// The catalogs the application uses, loaded once.
struct Catalogs {
    Catalog catalog;
    Coefficients coefficients;
    headroom::Diagnostics diagnostics; // problems in the user's override files
};

// Built-in catalogs (DataDir: share/headroom beside the program, else ":/resources"), then every *.yaml in the override directory
// (`HEADROOM_CATALOG_DIR`, else <config>/headroom/catalog): gpus-*.yaml, models-*.yaml.
const Catalogs &catalogs();

// The dialect key maps (DataDir's dialects/*.yaml), loaded once and installed as the core's
// default, so that every config read anywhere in the application understands every dialect.
const dialects::DialectMaps &dialectMaps();

// Where user catalog entries are read from.
QString overrideDirectory();

} // namespace headroom
