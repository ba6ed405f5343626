#pragma once
// Finding the catalog model a config means. A file names its model the way its author
// wrote it ("VRT_Spike", "facebook/videomae-base", "checkpoints/llama-2-7b/model.pt",
// "torchtune.models.llama3_2.lora_llama3_2_3b"); this matches such names against the
// catalog by their tokens, with a score that says how sure the match is, and refuses near
// misses that name another size or variant ("llama-2-13b" is never llama-2-7b).

#include "catalog.h"
#include "setup.h"

#include <string>
#include <string_view>
#include <vector>

namespace headroom {

struct ModelMatch {
    enum class How { None, Exact, Forgiving };
    How how = How::None;
    const ModelPreset *preset = nullptr;
    double score = 0;            // 1 for an id or alias; below 1 for a forgiving match
    std::string name;            // the text that was matched
    std::string keyPath;         // where it was found ("" for model.name itself)
    int line = 0;
    std::string matchedKey;      // the catalog id or alias it matched
    std::vector<std::string> ignored; // tokens of the name the match left out ("spike")
    std::vector<std::string> suggestions; // catalog ids of the same family, when nothing matched

    bool found() const { return preset != nullptr; }
};

// Lowercase tokens of a name: split at every non-alphanumeric and between a letter and the
// digit that follows it ("Llama2-7B" → llama 2 7b, "resnet50" → resnet 50).
std::vector<std::string> modelNameTokens(std::string_view name);

// Whether a name is only a weights file whose name any model's may have (`../epoch-20.pt`,
// `checkpoints/last.ckpt`, `model.safetensors`): it does not say which model it holds.
bool namesOnlyACheckpoint(const std::string &name);

// The best catalog entry for one name; How::None (with suggestions) when none is sure enough.
ModelMatch matchModelName(const std::string &name, const Catalog &catalog);

// A model the catalog lacks, whose name states its size ("SmolLM3-3B", "gemma-3-270m",
// "DeepSeek-R1-Distill-Qwen-1.5B"): the catalog's dense decoder nearest that size (within
// -20 %..+25 %), of the name's family where one shares a family word. `size` gets the size the
// name states. Nothing for a mixture of experts ("30B-A3B", "8x7B"), a size the name does not
// give, or no decoder near it.
const ModelPreset *decoderOfTheNamedSize(const std::string &name, const Catalog &catalog, double &size);

// The best match among several candidates (the first of equal scores wins).
ModelMatch matchModelCandidates(const std::vector<ModelCandidate> &candidates, const Catalog &catalog);

// Whether a key path names a model ("model", "model.backbone", "arch", "model_name_or_path",
// "_target_", …): its value is a candidate.
bool isModelKey(std::string_view keyPath);

// "exact" or "forgiving" (JSON `match.how`).
std::string_view toString(ModelMatch::How how);

} // namespace headroom
