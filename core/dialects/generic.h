#pragma once
// The generic reader: the base layer under every dialect. Keys are matched by their last part
// and the section they sit in against the synonym tables of resources/dialects/generic.yaml,
// values are checked for their shape, and what the dialect's own rules left unstated is filled.

#include "../diagnostic.h"
#include "../setup.h"
#include "document.h"
#include "keymap.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace YAML {
class Node;
}

namespace headroom::dialects {

struct MapOutcome;

// One group of synonyms for a canonical field (generic.yaml `fields:`).
struct SynonymGroup {
    std::string field;
    std::vector<std::string> names;  // last key parts, normalised (lower case, '_' for '-')
    std::string shape;               // count, count0, bool, size, name, devices, table
    ValueTable values;               // bool/text value → canonical value
    std::string table;               // for shape `table`
    std::vector<std::string> within; // a section word one of which must hold the key
    std::vector<std::string> under;  // a section word one of which must be above the key, at any depth
    std::vector<std::string> unless; // words the key's own section may not hold (a rollout engine's section)
    bool top = false;                // with `within`: a key at the top level of the file is taken too
    // `beside: {type: [crop]}`: a key beside it (same section) named `type` whose value contains one
    // of the words must be stated (mmengine `dict(type='RandomResizedCrop', scale=224)`).
    std::string besideKey;
    std::vector<std::string> besideWords;
    // `not_beside: [output_size]`: the group does not hold where one of these keys is stated beside it
    std::vector<std::string> notBeside;
    bool inferred = false;           // the value is a conclusion from the key
};

struct SynonymTables {
    std::vector<std::string> fieldOrder;
    std::map<std::string, std::vector<SynonymGroup>> groups; // by field, in priority order
    std::vector<std::string> evalSections, trainSections;
    // A first word a name may carry before a synonym ("ds_num_workers", "train_micro_batch_size").
    std::vector<std::string> namePrefixes;
    // Keys that switch their section on or off (`amp: {enabled: false}` states amp false).
    std::vector<std::string> switchNames;
    // By field: sections whose value is taken only when none outside them states one (an image
    // size inside the model is a latent or patch grid; the data's own size wins).
    std::map<std::string, std::vector<std::string>> avoid;
    // A model's architecture fields; read by name only when the first two (layers, width) are stated.
    std::vector<std::string> architecture;
    std::map<std::string, ValueTable> tables;
};

// Reads generic.yaml's root; a defect is an error naming the file and line.
bool parseSynonymTables(const YAML::Node &root, const std::string &file, SynonymTables &out, Diagnostics &diags);

// "--lora-r" → "lora_r", "NUM_WORKERS" → "num_workers", "batchSize" → "batch_size".
std::string keyName(const std::string &part);

// The per-GPU batch of a batch `global` stated over all GPUs and accumulation steps (`key`), with
// the note that says how: rounded down where it does not divide, as the tools split it
// (Ultralytics: batch // world_size). Nothing where it gives less than one.
std::optional<std::pair<long long, std::string>> perGpuShare(const TrainingSetup &s, long long global,
                                                             const std::string &key);

// Fills the fields `outcome` does not state from entries no dialect rule used; records where
// each was read (a binding export writes back through) and infers what the values imply
// (a LoRA rank means LoRA, a 4-bit load QLoRA, a global batch a per-GPU one). Returns how many
// fields it set.
int applyGeneric(const SynonymTables &tables, Document &doc, MapOutcome &outcome, Diagnostics &diags);

} // namespace headroom::dialects
