#pragma once
// Completing a TrainingSetup: the preset it names, the GPU it runs on, the fields that
// follow from others (trainable parameters, accumulation from a global batch, host RAM).

#include "catalog.h"
#include "diagnostic.h"
#include "modelmatch.h"
#include "setup.h"
#include "visionacts.h"

#include <optional>

#include <memory>

namespace headroom {

struct ResolvedSetup {
    TrainingSetup setup;             // with derived fields filled in and their sources recorded
    const ModelPreset *preset = nullptr;
    std::shared_ptr<const ModelPreset> cardPreset; // the model card's entry, when model.card names one
    const GpuSpec *gpu = nullptr;
    Architecture arch;               // the preset's, overridden by stated model.* fields
    unsigned loraTargets = 0;
    std::optional<VisionNet> vision; // a vision network named without a preset (visionacts.h)
    // `vision` is a stand-in of the model's kind (ResNet-50, Faster R-CNN R-50-FPN, DeepLabV3):
    // the model is given by its size alone, so its activations are those of a network like it.
    bool visionStandIn = false;
    // The preset is a stand-in: the catalog's decoder nearest the size the model's name states
    // (decoderOfTheNamedSize), so its activations and logits carry the stand-in band.
    bool shapeStandIn = false;
    double hostRamBytes = 0;
    ModelMatch match;                  // how the model was identified (How::None: by its size alone)
    std::vector<std::string> missing;  // fields that would let an unidentified model be estimated
};

// Resolves `in` against the catalogs. Returns false (with errors) when the setup cannot be
// estimated: no model, an unknown GPU, inconsistent numbers. Warnings do not stop it.
bool resolveSetup(const TrainingSetup &in, const Catalog &catalog, ResolvedSetup &out, Diagnostics &diags);

// The image side assumed for an image model when neither the config nor the preset gives one.
constexpr int kDefaultImageSize = 224;

// Whether a model of this kind reads images (its data.image_size matters).
bool takesImages(ModelKind kind);

// Whether the model is a stack of transformer blocks whose activations and FLOPs follow from
// its architecture (not a CNN, detector, UNet, point-cloud or TTS model measured per sample).
bool isTransformer(const ResolvedSetup &r);
// A latent diffusion transformer (its preset gives the VAE's compression): Flux, Wan, CogVideoX.
bool isLatentDiffusionTransformer(const ResolvedSetup &r);
// Whether run.cached_features spares the trained model's forward pass: a frozen backbone's
// features, yes; a diffusion model's cached VAE latents and text embeddings only spare the
// frozen VAE and text encoders (the UNet or transformer still runs on every step), and a VLM's
// cached image features its vision tower, not the language model that trains.
bool cacheSkipsModelForward(const ResolvedSetup &r);

// Total RAM of the machine Headroom runs on, in bytes (0 if it cannot be read).
double thisMachineRamBytes();

// Whether the machine Headroom runs on is Linux with no NVIDIA GPU its driver lists (false where
// it cannot tell): a run estimated there trains somewhere else.
bool thisMachineLacksNvidiaGpu();

} // namespace headroom
