#pragma once
// Configs that are composed from other files: Hydra's defaults list with its ${…}
// interpolations, and yacs/detectron2's _BASE_ chain.

#include "../diagnostic.h"
#include "document.h"

namespace YAML {
class Node;
}

namespace headroom::dialects {

// Adds the files of `root`'s defaults list (from the config folder beside doc.path) to
// doc.entries in Hydra's order (the file itself last unless _self_ says otherwise), keeps the
// last value of each key, then resolves ${a.b} interpolations. Missing files are warnings.
void composeHydra(Document &doc, const YAML::Node &root, Diagnostics &diags);

// Puts the entries of the _BASE_ (or BASE, or RT-DETR's __include__) files before the file's
// own; later values win.
void composeYacs(Document &doc, const YAML::Node &root, Diagnostics &diags);

// A LightningCLI file's section given as the path of a file of its own (jsonargparse's
// `data: data.yaml`, `trainer: trainer.yaml`): that file's keys under the section, in its place.
// One that cannot be read is a warning.
void includeSectionFiles(Document &doc, Diagnostics &diags);

// OmegaConf interpolations (${a.b}, ${oc.env:NAME,default}) in a YAML file that is not composed
// by Hydra: what the file itself resolves, the rest marked unresolved.
void resolveInterpolations(Document &doc, Diagnostics &diags);

} // namespace headroom::dialects
