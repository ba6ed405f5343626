#pragma once
// A model card: a model measured from the user's own code by headroom-probe (parameters and
// the bytes one sample saves for backward), read as a model in place of a catalog preset.

#include "catalog.h"
#include "diagnostic.h"
#include "enums.h"

#include <memory>
#include <string>
#include <vector>

namespace headroom {

struct ModelCard {
    std::string path;    // the file it was read from
    std::string name;    // what was measured (the builder, "pkg.models:build_model")
    ModelKind kind = ModelKind::Generic;
    double params = 0;
    double trainableParams = 0;
    // Bytes one sample saves for backward, and the peak of intermediates it does not save,
    // under fp32, bf16 autocast and fp16 autocast (0: not measured).
    double savedFp32 = 0, savedBf16 = 0, savedFp16 = 0;
    double transientFp32 = 0, transientBf16 = 0, transientFp16 = 0;
    // What the activations scale with beyond the batch, and the input they were measured at.
    ActivationProfile::Scale scale = ActivationProfile::Scale::None;
    int refHeight = 0, refWidth = 0, refFrames = 0, refPoints = 0, refSeq = 0;
    int measuredBatch = 0;
    std::string device; // "meta" or "cpu"
    std::string torch;  // the PyTorch version that measured it
};

// Parses a card's YAML text; errors name `path`, the line and what is wrong (card.*).
bool parseModelCard(const std::string &text, const std::string &path, ModelCard &out, Diagnostics &diags);

// Reads a card from disk (card.unreadable when it cannot be read). Cards read before are kept
// while the file's size and modification time stay the same, so a slider drag reads none.
std::shared_ptr<const ModelCard> loadModelCard(const std::string &path, Diagnostics &diags);

// The card as a catalog entry: its parameters, and an activation profile for `precision`.
ModelPreset presetFromCard(const ModelCard &card, Precision precision);

// The card's path as written in `referringFile` (relative to that file's folder), or as given.
std::string cardPathFrom(const std::string &card, const std::string &referringFile);

// A card lying next to `configPath` ("model-card.yaml", or "<config stem>.card.yaml"), or "".
std::string cardBeside(const std::string &configPath);

} // namespace headroom
