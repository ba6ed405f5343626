#pragma once
// Headroom's own setup format: YAML whose keys are exactly the canonical field names,
// nested (`run: {micro_batch: 4}`) or dotted (`run.micro_batch: 4`).

#include "diagnostic.h"
#include "setup.h"

#include <string>

#include <yaml-cpp/node/node.h>

namespace headroom {

// Reads `text` (the contents of `fileName`) into `setup`. Errors stop the read;
// unknown keys are warnings (setup.unknown_key).
bool readSetupYaml(const std::string &text, const std::string &fileName, TrainingSetup &setup,
                   Diagnostics &diags);
// The same from a document already parsed (and checked against the limits) from that file.
bool readSetupNode(const YAML::Node &root, const std::string &fileName, TrainingSetup &setup, Diagnostics &diags);

// Applies one `field=value` assignment as given on the command line (source: --set).
bool applyAssignment(const std::string &assignment, TrainingSetup &setup, Diagnostics &diags);

} // namespace headroom
