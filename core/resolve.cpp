#include "resolve.h"

#include "fields.h"
#include "modelcard.h"
#include "modelmath.h"
#include "text.h"
#include "visionsetup.h"
#include "dialects/files.h"

#include <algorithm>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace headroom {

namespace {

Diagnostic issue(Diagnostic::Severity sev, const std::string &code, std::vector<std::string> args,
                 const Source *where = nullptr)
{
    Diagnostic d;
    d.severity = sev;
    d.code = code;
    d.args = std::move(args);
    if (where) {
        d.file = where->file;
        d.line = where->line;
        d.column = where->column;
    }
    return d;
}

const Source *sourceOf(const TrainingSetup &s, const std::string &field)
{
    auto it = s.sources.find(field);
    return it == s.sources.end() ? nullptr : &it->second;
}

void derive(TrainingSetup &s, const std::string &field, Source::Kind kind, const std::string &note)
{
    Source src;
    src.kind = kind;
    src.note = note;
    s.sources[field] = src;
}

template <typename V> void fillInt(TrainingSetup &s, const char *field, V &member, V value, const std::string &note)
{
    if (!s.isStated(field) && value > 0) {
        member = value;
        derive(s, field, Source::Kind::Preset, note);
    }
}

std::string numberText(double v)
{
    std::ostringstream o;
    o.precision(4);
    o << v;
    return o.str();
}

// The input resolution a model's name ends a part in (`_384`, `-448`, `.…_336`), 160 to 2048
// pixels; 0 where it names none (patch14, r101, in22k, 512x1024 are no such part).
int resolutionInName(const std::string &name)
{
    if (name.size() > 256)
        return 0;
    int found = 0;
    for (size_t i = 0; i < name.size(); ++i) {
        if (!(i == 0 || name[i - 1] == '_' || name[i - 1] == '-' || name[i - 1] == '.'))
            continue;
        size_t j = i;
        while (j < name.size() && std::isdigit(static_cast<unsigned char>(name[j])))
            ++j;
        const bool separated = j == name.size() || name[j] == '_' || name[j] == '-' || name[j] == '.';
        if (j - i < 3 || j - i > 4 || !separated)
            continue;
        const int v = std::stoi(name.substr(i, j - i));
        if (v >= 160 && v <= 2048)
            found = v;
    }
    return found;
}

// The image a model of this kind takes, where the config does not say: the preset's reference
// input (a CNN's or detector's profile), its own input size (a ViT), its vision tower's (a VLM),
// else the ImageNet convention for an image model. Decided here so that the estimate, the host
// RAM, the sweep and the window all use the same size.
// A video diffusion transformer's frames where the file gives none: its preset's clip length when
// nothing about the input is stated, one frame (an image dataset) when an image size is: said as
// an assumption either way (the tokens, and so its activations, grow with the frames).
void noteFramesAssumed(ResolvedSetup &out)
{
    TrainingSetup &s = out.setup;
    if (!isLatentDiffusionTransformer(out) || out.arch.temporalCompression <= 0 || s.isStated("data.frames"))
        return;
    s.data.frames = s.isStated("data.image_size") ? 1 : std::max(1, out.arch.frames);
    derive(s, "data.frames", Source::Kind::Default, "assumed");
}

void fillImageSize(TrainingSetup &s, const ModelPreset *preset)
{
    if (s.isStated("data.image_size") || s.data.imageHeight > 0)
        return;
    // A name that states its input resolution (timm's vit_base_patch16_384,
    // convnext_base.fb_in22k_ft_in1k_384, eva02_large_patch14_448): that, not the preset's 224.
    if (const int stated = resolutionInName(s.model.name); stated > 0 && takesImages(s.model.kind)) {
        s.data.imageHeight = s.data.imageWidth = stated;
        derive(s, "data.image_size", Source::Kind::Derived, s.model.name);
        return;
    }
    int h = 0, w = 0;
    if (preset && preset->activation.refHeight > 0) {
        h = preset->activation.refHeight;
        w = preset->activation.refWidth > 0 ? preset->activation.refWidth : h;
    } else if (preset && preset->arch.imageSize > 0) {
        h = w = preset->arch.imageSize;
        if (preset->arch.imageWidth > 0)
            w = preset->arch.imageWidth; // (a video model's 480x832)
    } else if (preset && preset->vision.imageSize > 0) {
        h = w = preset->vision.imageSize;
    }
    if (h > 0) {
        s.data.imageHeight = h;
        s.data.imageWidth = w;
        derive(s, "data.image_size", Source::Kind::Preset, preset->id);
        return;
    }
    if (takesImages(s.model.kind)) {
        s.data.imageHeight = s.data.imageWidth = kDefaultImageSize;
        derive(s, "data.image_size", Source::Kind::Default, "assumed");
    }
}

// A detector or segmenter a config's own file name describes (OpenMMLab's and detectron2's naming:
// deeplabv3plus_r101-d8_4xb2-80k_cityscapes-769x769.py, mask_rcnn_R_101_FPN_3x.yaml).
const ModelCandidate *detectorFileName(const TrainingSetup &s)
{
    for (const ModelCandidate &c : s.model.candidates) {
        if (!c.keyPath.empty())
            continue;
        const std::optional<VisionNet> net = parseVisionNet(c.text);
        if (net && net->head != VisionNet::Head::Classifier)
            return &c;
    }
    return nullptr;
}

// The catalog entry the setup's model name (or, failing that, a candidate the file gives
// under another key) means; the name is taken from the candidate when the file gave none.
const ModelPreset *matchPreset(TrainingSetup &s, const Catalog &catalog, ModelMatch &match)
{
    if (!s.model.name.empty())
        match = matchModelName(s.model.name, catalog);
    // The file states only a backbone (pretrained='open-mmlab://resnet101_v1c'), or nothing, where
    // its own name says the detector or segmenter built on it: the walk takes the file's name.
    const std::optional<VisionNet> stated = parseVisionNet(s.model.name);
    const bool statedHead = stated && stated->head != VisionNet::Head::Classifier;
    const bool backboneOnly = !match.found() || match.preset->kind == ModelKind::Cnn;
    if (const ModelCandidate *file = detectorFileName(s); file && !statedHead && backboneOnly) {
        s.model.name = file->text;
        Source src;
        src.kind = Source::Kind::Derived;
        src.file = file->file;
        src.note = "file_name";
        s.sources["model.name"] = src;
        match = ModelMatch{};
        match.name = file->text;
        return nullptr;
    }
    if (!s.model.name.empty()) {
        // A detector the walk reads ("MaskRCNN mmcls.ConvNeXt tiny FPN") is not the catalog's
        // classifier of its backbone (convnext-tiny), however close the words.
        if (statedHead && match.found() && match.preset->kind == ModelKind::Cnn) {
            match = ModelMatch{};
            match.name = s.model.name;
            return nullptr;
        }
        if (match.found() || s.model.candidates.empty())
            return match.preset;
        // A stated detector or segmenter the activation walk reads ("MaskRCNN R101 FPN") is the
        // model; its backbone's checkpoint elsewhere in the file (torchvision://resnet101) is not.
        if (statedHead)
            return nullptr;
        // So is a classifier the walk reads by its name and size (mmpretrain's "ConvNeXt large"):
        // not the catalog's entry of another size that a key's bare family name matches.
        if (stated)
            return nullptr;
    }
    // A name the file states outweighs its file name: only keys are tried beside it.
    std::vector<ModelCandidate> candidates;
    for (const ModelCandidate &c : s.model.candidates)
        if (s.model.name.empty() || !c.keyPath.empty())
            candidates.push_back(c);
    if (candidates.empty())
        return nullptr;
    ModelMatch fromKeys = matchModelCandidates(candidates, catalog);
    // The matched candidate, or else the first key that names a model (a file name is no name).
    const auto named = std::find_if(candidates.begin(), candidates.end(), [&](const ModelCandidate &c) {
        return fromKeys.found() ? c.text == fromKeys.name && c.keyPath == fromKeys.keyPath : !c.keyPath.empty();
    });
    if (s.model.name.empty() && named != candidates.end()) {
        // Name the candidate, so that the estimate (or the question) says which model is meant.
        s.model.name = named->text;
        Source src;
        src.kind = named->keyPath.empty() ? Source::Kind::Derived : Source::Kind::File;
        src.file = named->file;
        src.keyPath = named->keyPath;
        src.line = named->line;
        if (named->keyPath.empty())
            src.note = "file_name";
        s.sources["model.name"] = src;
        if (!fromKeys.found()) {
            fromKeys.name = named->text;
            fromKeys.keyPath = named->keyPath;
            fromKeys.line = named->line;
        }
    }
    if (fromKeys.found() || match.name.empty())
        match = std::move(fromKeys);
    return match.preset;
}

} // namespace

bool takesImages(ModelKind k)
{
    return k == ModelKind::Vit || k == ModelKind::Cnn || k == ModelKind::Detection || k == ModelKind::Segmentation ||
           k == ModelKind::DiffusionUnet || k == ModelKind::VisionLanguage;
}

bool isTransformer(const ResolvedSetup &r)
{
    switch (r.setup.model.kind) {
    case ModelKind::Cnn:
    case ModelKind::Detection:
    case ModelKind::Segmentation:
    case ModelKind::PointCloud:
    case ModelKind::DiffusionUnet:
    case ModelKind::Tts: return false;
    default: return r.arch.valid();
    }
}

bool isLatentDiffusionTransformer(const ResolvedSetup &r)
{
    return r.setup.model.kind == ModelKind::Generic && r.arch.spatialCompression > 0 && r.arch.patch > 0;
}

bool cacheSkipsModelForward(const ResolvedSetup &r)
{
    if (!cacheSkipsModelForward(r.setup.model.kind) || isLatentDiffusionTransformer(r))
        return false;
    // A transformer that trains (LoRA or full) runs on every step whatever was cached before it
    // (a VLM's image features, a video model's latents); a frozen one, or one whose features a
    // head of its own trains on (seed 001's action expert over cached VL features), is spared.
    const TrainingSetup &s = r.setup;
    return !isTransformer(r) || s.run.finetune == Finetune::Frozen || s.model.extraTrainableParams > 0;
}

double thisMachineRamBytes()
{
    std::ifstream meminfo("/proc/meminfo");
    std::string key;
    double kb = 0;
    std::string unit;
    while (meminfo >> key >> kb >> unit)
        if (key == "MemTotal:")
            return kb * 1024.0;
    return 0;
}

bool thisMachineLacksNvidiaGpu()
{
    // (Linux only: the NVIDIA driver lists each GPU it drives under /proc/driver/nvidia/gpus)
    if (!std::filesystem::exists("/proc/meminfo"))
        return false;
    std::error_code ec;
    const std::filesystem::path gpus("/proc/driver/nvidia/gpus");
    return !std::filesystem::is_directory(gpus, ec) || std::filesystem::is_empty(gpus, ec);
}

namespace {

void standInVisionNet(ResolvedSetup &out, Diagnostics &diags);

// A decoder the catalog lacks whose name states its size (SmolLM3-3B): the nearest decoder of its
// family, or of that size, stands in for its shape, said as a stand-in.
void decoderOfItsSize(ResolvedSetup &out, const Catalog &catalog, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    if (s.model.name.empty() || (s.isStated("model.kind") && s.model.kind != ModelKind::Decoder))
        return;
    double size = 0;
    out.preset = decoderOfTheNamedSize(s.model.name, catalog, size);
    if (!out.preset)
        return;
    out.shapeStandIn = true;
    out.match = ModelMatch{};
    out.match.name = s.model.name;
    std::ostringstream stated;
    stated << size / (size >= 1e9 ? 1e9 : 1e6) << (size >= 1e9 ? "B" : "M");
    diags.push_back(issue(Diagnostic::Severity::Warning, "model.size_stand_in", {s.model.name, stated.str(), out.preset->name},
                          sourceOf(s, "model.name")));
}

void analogStandIn(ResolvedSetup &out, Diagnostics &diags);
void detectorOnItsBackbone(ResolvedSetup &out, Diagnostics &diags);

using Sev = Diagnostic::Severity;

// The model: a preset by name, or an architecture given field by field. False (with an error)
// when neither identifies it.
bool identifyModel(ResolvedSetup &out, const Catalog &catalog, bool archGiven, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    const ModelPreset *&preset = out.preset;
    preset = nullptr;
    if (!s.model.card.empty()) {
        // A model card measured from the user's code stands in for a catalog entry.
        const Source *where = sourceOf(s, "model.card");
        const std::string path = cardPathFrom(s.model.card, where && where->kind == Source::Kind::File ? where->file : "");
        const std::shared_ptr<const ModelCard> card = loadModelCard(path, diags);
        if (!card) {
            if (where && !diags.empty() && diags.back().code == "card.unreadable" && where->line > 0) {
                diags.back().file = where->file;
                diags.back().line = where->line;
                diags.back().column = where->column;
            }
            return false;
        }
        out.cardPreset = std::make_shared<const ModelPreset>(presetFromCard(*card, s.run.precision));
        preset = out.cardPreset.get();
        if (s.model.name.empty()) {
            s.model.name = card->name;
            derive(s, "model.name", Source::Kind::Preset, "model_card");
        }
        if (!s.isStated("model.trainable_params") && s.run.finetune == Finetune::Full && card->trainableParams > 0 &&
            !s.isStated("model.params")) {
            // The card counted what requires grad: frozen parts of the user's model stay frozen.
            s.model.trainableParams = card->trainableParams;
            derive(s, "model.trainable_params", Source::Kind::Preset, "model_card");
        }
    } else if (!s.model.preset.empty()) {
        preset = catalog.findModel(s.model.preset);
        if (!preset) {
            diags.push_back(issue(Sev::Error, "model.unknown_preset", {s.model.preset}, sourceOf(s, "model.preset")));
            return false;
        }
    } else {
        preset = matchPreset(s, catalog, out.match);
        // "slowfast R50", smp's "unet resnet34": not the backbone the name also holds
        const std::string unwalked = unwalkedNetworkIn(s.model.name);
        if (preset && !unwalked.empty() && toLower(preset->id + " " + preset->name).find(unwalked) == std::string::npos) {
            preset = nullptr;
            out.match = ModelMatch{};
        }
        // detectron2's presets keep FrozenBatchNorm's memory; a name in mmdetection's spelling
        // ("faster-rcnn_r50_fpn_1x_coco") is its BatchNorm with trainable affine (norm_eval),
        // which keeps every conv output: walked, not taken from detectron2's entry.
        // Likewise a segmenter named with another dataset than the entry's (ADE20K's 150 classes
        // against a Cityscapes entry's 19): the walk, at the name's class count.
        const bool d2 = preset && preset->name.find("detectron2") != std::string::npos;
        if (preset && (preset->kind == ModelKind::Detection || preset->kind == ModelKind::Segmentation) && !archGiven) {
            const std::optional<VisionNet> net = visionNetFor(s);
            const std::optional<VisionNet> entry = preset->kind == ModelKind::Segmentation ? parseVisionNet(preset->name) : std::nullopt;
            const bool otherDataset = net && entry && net->datasetNamed && entry->datasetNamed && net->classes != entry->classes;
            if (net && ((d2 && net->mmdet) || otherDataset)) {
                preset = nullptr;
                ModelMatch walked;
                walked.name = out.match.name;
                walked.keyPath = out.match.keyPath;
                walked.line = out.match.line;
                out.match = std::move(walked);
            }
        }
    }
    // A launch script's own name (t5.sh, llama_lora.sh) is a weak word for the model: said, so
    // that a script that names no model is not quietly estimated for its name's.
    if (const Source *src = sourceOf(s, "model.name"); src && src->note == "file_name" && preset) {
        const std::string ext = dialects::fileExtension(src->file);
        if (ext.empty() || ext == "sh" || ext == "bash" || ext == "slurm" || ext == "sbatch" || ext == "env")
            diags.push_back(issue(Sev::Warning, "model.from_file_name", {preset->name, src->file}, src));
    }
    const bool sizeGiven = archGiven || s.isStated("model.params");
    // A vision network named by its architecture (mask_rcnn_R_50_FPN_3x, resnet101 + fpn + …)
    // needs no preset: its parameters and activations are walked layer by layer.
    if (!preset && !archGiven)
        out.vision = visionNetFor(s);
    if (!preset && !archGiven && !out.vision)
        analogStandIn(out, diags);
    if (!preset && !archGiven && !out.vision && s.isStated("model.params"))
        standInVisionNet(out, diags);
    if (!preset && !archGiven && out.vision && out.vision->head == VisionNet::Head::Classifier)
        detectorOnItsBackbone(out, diags);
    if (!preset && !sizeGiven && !out.vision)
        decoderOfItsSize(out, catalog, diags);
    if (!preset && !sizeGiven && !out.vision) {
        // What would complete the estimate: the model's size (or a catalog entry), and its kind.
        out.missing = {"model.params"};
        if (!s.isStated("model.kind"))
            out.missing.push_back("model.kind");
    }
    if (!preset && !s.model.name.empty()) {
        if (sizeGiven)
            diags.push_back(issue(Sev::Warning, "model.unknown_name", {s.model.name}, sourceOf(s, "model.name")));
        else if (out.vision) {
            if (!s.isStated("model.kind")) {
                s.model.kind = visionKind(*out.vision);
                derive(s, "model.kind", Source::Kind::Derived, out.vision->describe());
            }
        } else {
            diags.push_back(issue(Sev::Error, "model.unknown", {s.model.name}, sourceOf(s, "model.name")));
            return false;
        }
    }
    if (!preset && !sizeGiven && !out.vision) {
        diags.push_back(issue(Sev::Error, "model.missing", {}));
        return false;
    }
    if (preset && out.match.how == ModelMatch::How::Forgiving)
        diags.push_back(issue(Sev::Warning, "model.matched",
                              {out.match.name, preset->id, std::to_string(std::lround(out.match.score * 100))},
                              out.match.keyPath.empty() ? sourceOf(s, "model.name") : nullptr));
    return true;
}

// The preset's kind and shape, for every model.* field the config does not state.
void fillFromPreset(TrainingSetup &s, const ModelPreset &preset, bool fromCard)
{
    const std::string note = fromCard ? std::string("model_card") : preset.id;
    if (!fromCard && s.model.preset != preset.id) {
        s.model.preset = preset.id;
        derive(s, "model.preset", Source::Kind::Preset, s.model.name);
    }
    if (!s.isStated("model.kind")) {
        s.model.kind = preset.kind;
        derive(s, "model.kind", Source::Kind::Preset, note);
    }
    const Architecture &a = preset.arch;
    // model.layers counts every block: an encoder-decoder's encoder and decoder together.
    fillInt(s, "model.layers", s.model.layers, a.layers + a.decoderLayers, note);
    fillInt(s, "model.hidden", s.model.hidden, a.hidden, note);
    fillInt(s, "model.heads", s.model.heads, a.heads, note);
    fillInt(s, "model.kv_heads", s.model.kvHeads, a.kvHeads ? a.kvHeads : a.heads, note);
    fillInt(s, "model.ffn", s.model.ffn, a.ffn, note);
    fillInt(s, "model.vocab", s.model.vocab, a.vocab, note);
    fillInt(s, "model.head_dim", s.model.headDim, a.headDim, note);
    if (a.moe()) {
        fillInt(s, "model.experts", s.model.experts, a.experts, note);
        fillInt(s, "model.experts_active", s.model.expertsActive, a.activeExperts(), note);
        fillInt(s, "model.expert_ffn", s.model.expertFfn, a.expertWidth(), note);
        fillInt(s, "model.shared_expert_ffn", s.model.sharedExpertFfn, a.sharedExpertFfn, note);
        fillInt(s, "model.dense_layers", s.model.denseLayers, a.denseLayers, note);
    }
    // A profile that scales with the sequence is measured at its own length (a TTS training
    // segment of 8192 samples): unless the config says otherwise, that is this run's.
    if (preset.activation.scale == ActivationProfile::Scale::Seq)
        fillInt(s, "data.seq_len", s.data.seqLen, preset.activation.refSeq, note);
}

// The architecture the estimate uses: the preset's, overridden by the stated model.* fields.
// False (with an error) when the heads do not divide the widths.
bool resolveArchitecture(const TrainingSetup &s, const ModelPreset *preset, bool archGiven, Architecture &arch,
                         Diagnostics &diags)
{
    if (s.model.layers && arch.decoderLayers > 0) {
        // Split the stated total as the preset splits its encoder and decoder.
        const double encoderShare = static_cast<double>(arch.layers) / (arch.layers + arch.decoderLayers);
        arch.layers = std::max(1, static_cast<int>(std::lround(s.model.layers * encoderShare)));
        arch.decoderLayers = std::max(0, s.model.layers - arch.layers);
    } else if (s.model.layers) {
        arch.layers = s.model.layers;
    }
    if (s.model.hidden) arch.hidden = s.model.hidden;
    const int presetHeads = arch.heads, presetKvHeads = arch.kvHeads ? arch.kvHeads : arch.heads;
    if (s.model.heads) arch.heads = s.model.heads;
    if (s.model.kvHeads) arch.kvHeads = s.model.kvHeads;
    // Other heads stated without their key/value heads: a preset without grouped-query attention
    // has as many as heads, and a preset's groups that do not divide the stated heads are not
    // this model's: both follow the stated heads.
    const auto given = [&s](const char *field) {
        const auto it = s.sources.find(field);
        return it != s.sources.end() && (it->second.kind == Source::Kind::File || it->second.kind == Source::Kind::Set);
    };
    if (given("model.heads") && !given("model.kv_heads") &&
        (presetKvHeads == presetHeads || (arch.heads > 0 && arch.heads % presetKvHeads != 0)))
        arch.kvHeads = arch.heads;
    if (!arch.kvHeads) arch.kvHeads = arch.heads;
    if (s.model.ffn) arch.ffn = s.model.ffn;
    else if (!arch.ffn && arch.hidden) arch.ffn = 4 * arch.hidden;
    if (s.model.vocab || s.isStated("model.vocab")) arch.vocab = s.model.vocab;
    if (s.model.headDim) arch.headDim = s.model.headDim;
    if (s.isStated("model.tied_embeddings")) arch.tiedEmbeddings = s.model.tiedEmbeddings;
    // Mixture of experts: the stated counts over the preset's; a model with experts routes each
    // token to one of them unless told more.
    if (s.isStated("model.experts")) arch.experts = s.model.experts;
    if (s.model.expertsActive) arch.expertsActive = s.model.expertsActive;
    if (s.model.expertFfn) arch.expertFfn = s.model.expertFfn;
    if (s.isStated("model.shared_expert_ffn")) arch.sharedExpertFfn = s.model.sharedExpertFfn;
    if (s.isStated("model.dense_layers")) arch.denseLayers = s.model.denseLayers;
    if (arch.moe() && arch.expertsActive > arch.experts) {
        diags.push_back(issue(Sev::Error, "model.experts_mismatch",
                              {std::to_string(arch.experts), std::to_string(arch.expertsActive)},
                              sourceOf(s, "model.experts_active")));
        return false;
    }
    if (!preset && archGiven && arch.ffn > 0 && arch.hidden > 0) {
        // Without a preset, a decoder's MLP is taken as gated (Llama-style) unless ffn = 4 × hidden,
        // as a width left unsaid is (GPT-2's, Megatron's without --swiglu: a plain 4h MLP; with it,
        // 8h/3 gated, the same parameters).
        arch.gatedMlp = arch.ffn != 4 * arch.hidden;
    }
    if (arch.heads > 0 && arch.hidden % arch.heads != 0 && !arch.headDim) {
        diags.push_back(issue(Sev::Error, "model.heads_mismatch",
                              {std::to_string(arch.hidden), std::to_string(arch.heads)}, sourceOf(s, "model.heads")));
        return false;
    }
    if (arch.kvHeads > arch.heads || (arch.kvHeads && arch.heads % arch.kvHeads != 0)) {
        diags.push_back(issue(Sev::Error, "model.kv_heads_mismatch",
                              {std::to_string(arch.heads), std::to_string(arch.kvHeads)}, sourceOf(s, "model.kv_heads")));
        return false;
    }
    return true;
}

// Whether the stated shape gives the preset's model another size: other layers (where the file
// states layers and width), or another count or width of experts.
bool resizesPreset(const TrainingSetup &s, const ModelPreset &preset, const Architecture &arch, bool archGiven)
{
    const Architecture &p = preset.arch;
    if (archGiven && s.model.layers != p.layers + p.decoderLayers)
        return true;
    return arch.experts != p.experts || (p.moe() && (arch.expertWidth() != p.expertWidth() ||
                                                     arch.sharedExpertFfn != p.sharedExpertFfn ||
                                                     arch.denseLayers != p.denseLayers));
}

// model.params: the preset's, unless the stated shape changes its size; else counted.
void fillParameterCount(ResolvedSetup &out, bool archGiven)
{
    TrainingSetup &s = out.setup;
    const ModelPreset *preset = out.preset;
    const Architecture &arch = out.arch;
    if (s.isStated("model.params"))
        return;
    if (preset && !resizesPreset(s, *preset, arch, archGiven)) {
        s.model.params = preset->params;
        derive(s, "model.params", Source::Kind::Preset, out.cardPreset ? std::string("model_card") : preset->id);
        // A head of its own where the preset ties it to the embedding (litgpt), or the other way:
        // one vocab × hidden matrix more or less.
        const bool isText = isTextTransformer(s.model.kind);
        if (isText && arch.valid() && arch.vocab > 0 && arch.tiedEmbeddings != preset->arch.tiedEmbeddings) {
            const double head = static_cast<double>(arch.vocab) * arch.hidden;
            s.model.params = std::max(head, s.model.params + (arch.tiedEmbeddings ? -head : head));
        }
    } else if (arch.valid()) {
        s.model.params = parametersFromArchitecture(arch, s.model.kind) + (preset ? preset->vision.params : 0);
        derive(s, "model.params", Source::Kind::Derived, "architecture");
    } else if (out.vision) {
        s.model.params = visionActivationsFor(out, *out.vision).params;
        derive(s, "model.params", Source::Kind::Derived, out.vision->describe());
    }
}

// LoRA over a model loaded in 4 or 8 bits (`load_in_8bit` beside axolotl's `adapter: lora`,
// `--use_peft --load_in_4bit`) trains as QLoRA does: the frozen weights are the quantized ones.
void quantizedLora(TrainingSetup &s)
{
    if (s.run.finetune != Finetune::Lora || !s.isStated("run.quant_bits") || s.run.quantBits > 8)
        return;
    s.run.finetune = Finetune::Qlora;
    Source &src = s.sources["run.finetune"];
    if (src.kind == Source::Kind::Default)
        src.kind = Source::Kind::Derived;
    src.how = "inferred";
    src.note = "LoRA over a " + std::to_string(s.run.quantBits) + "-bit model (run.quant_bits)";
}

// model.trainable_params from the fine-tuning mode (all, the LoRA adapters, or none).
void fillTrainableParameters(ResolvedSetup &out, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    quantizedLora(s);
    std::vector<std::string> unknownTargets;
    out.loraTargets = parseLoraTargets(s.run.loraTargets, &unknownTargets);
    for (const std::string &t : unknownTargets)
        diags.push_back(issue(Sev::Warning, "lora.unknown_target", {t}, sourceOf(s, "run.lora_targets")));
    const bool adapters = s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora;
    if (!s.isStated("model.trainable_params")) {
        double trainable = 0;
        std::string note;
        switch (s.run.finetune) {
        case Finetune::Full:
            trainable = s.model.params;
            note = "run.finetune=full";
            if (out.vision && sourceOf(s, "model.params") && sourceOf(s, "model.params")->note == out.vision->describe()) { // detectors keep the stem and res2 frozen
                trainable = visionActivationsFor(out, *out.vision).trainableParams;
                note = out.vision->describe();
            }
            // A vision-language model's frozen tower: only the language model trains.
            if (s.run.freezeVisionTower && out.preset && out.preset->vision.params > 0 && s.model.kind == ModelKind::VisionLanguage) {
                trainable = std::max(0.0, trainable - out.preset->vision.params);
                note = "run.freeze_vision_tower";
            }
            // Only some blocks train (LLaMA-Factory's freeze): that many blocks' linear weights.
            if (const int blocks = out.arch.layers + out.arch.decoderLayers; s.run.trainableLayers != 0 && out.arch.valid() && blocks > 0) {
                const int n = std::min(blocks, std::abs(s.run.trainableLayers));
                trainable = blockLinearParameters(out.arch) * n / blocks;
                note = "run.trainable_layers:" + std::to_string(s.run.trainableLayers);
            }
            break;
        case Finetune::Lora:
        case Finetune::Qlora:
            if (out.arch.valid()) {
                trainable = loraParameters(out.arch, s.run.loraRank, out.loraTargets);
                note = "lora_rank:" + std::to_string(s.run.loraRank);
            } else {
                trainable = s.model.params * 0.005;
                note = "lora_no_architecture";
                diags.push_back(issue(Sev::Warning, "lora.no_architecture", {}));
            }
            break;
        case Finetune::Frozen:
            note = "run.finetune=frozen";
            break;
        }
        s.model.trainableParams = trainable;
        derive(s, "model.trainable_params", Source::Kind::Derived, note);
    }
    if (s.model.trainableParams > s.model.params * 1.001 && !adapters) {
        diags.push_back(issue(Sev::Warning, "model.trainable_exceeds_total",
                              {numberText(s.model.trainableParams), numberText(s.model.params)},
                              sourceOf(s, "model.trainable_params")));
    }
}

// A micro batch the file gives only as its batch over all GPUs (detectron2's IMS_PER_BATCH,
// DeepSpeed's train_batch_size) was divided by the GPU count the file names, or 1; with another
// count (--gpus, --set parallel.gpus, the window) the tool divides by that one, and so does this.
void followGpuCount(TrainingSetup &s, Diagnostics &diags)
{
    const auto mb = s.sources.find("run.micro_batch");
    const auto gb = s.sources.find("run.global_batch");
    if (mb == s.sources.end() || gb == s.sources.end())
        return;
    // (or the tool's default batch over all GPUs, Ultralytics' 16, YOLOX's 64, split the same way)
    const bool split = mb->second.kind == Source::Kind::Derived || (mb->second.toolDefault() && gb->second.toolDefault());
    if (!split || mb->second.how != "inferred" || mb->second.keyPath != gb->second.keyPath)
        return;
    const long long world = s.dataParallel();
    const long long accum = s.isStated("run.grad_accum") ? std::max(1, s.run.gradAccum) : 1;
    const long long micro = s.run.globalBatch / (world * accum);
    if (micro < 1 || micro == s.run.microBatch)
        return;
    s.run.microBatch = static_cast<int>(std::min<long long>(micro, 1 << 20));
    mb->second.note = gb->second.keyPath + " " + std::to_string(s.run.globalBatch) + " / (" + std::to_string(world) +
                      " GPUs × " + std::to_string(accum) + ")";
    // (estimateSetup lets this one replace what the reader said with the file's own count)
    diags.push_back(issue(Sev::Warning, "generic.global_batch_converted",
                          {gb->second.keyPath, std::to_string(s.run.globalBatch), std::to_string(world),
                           std::to_string(s.run.microBatch)},
                          &gb->second));
}

// DeepSpeed checks train_batch_size = micro batch × accumulation × data-parallel GPUs: where
// the file states all three batch numbers and no GPU count, they say how many GPUs (ZeRO shards
// over them); 8 to a node past 8.
void gpusFromBatch(TrainingSetup &s, Diagnostics &diags)
{
    const auto micro = s.sources.find("run.micro_batch");
    if (s.isStated("parallel.gpus") || s.isStated("parallel.nodes") || !s.isStated("run.grad_accum") ||
        micro == s.sources.end() || micro->second.kind != Source::Kind::File || s.parallel.tp * s.parallel.pp * s.parallel.cp != 1)
        return;
    const long long perGpu = static_cast<long long>(s.run.microBatch) * s.run.gradAccum;
    if (perGpu <= 0 || s.run.globalBatch % perGpu != 0)
        return;
    const long long world = s.run.globalBatch / perGpu;
    if (world <= 1 || world > 4096 || (world > 8 && world % 8 != 0))
        return;
    s.parallel.gpus = static_cast<int>(std::min<long long>(world, 8));
    s.parallel.nodes = static_cast<int>(world / s.parallel.gpus);
    const std::string note = "run.global_batch " + std::to_string(s.run.globalBatch) + " / (" +
                             std::to_string(s.run.microBatch) + " × " + std::to_string(s.run.gradAccum) + ")";
    derive(s, "parallel.gpus", Source::Kind::Derived, note);
    if (s.parallel.nodes > 1)
        derive(s, "parallel.nodes", Source::Kind::Derived, note);
    diags.push_back(issue(Sev::Warning, "parallel.gpus_from_batch",
                          {std::to_string(s.run.globalBatch), std::to_string(s.run.microBatch), std::to_string(s.run.gradAccum),
                           std::to_string(world)},
                          sourceOf(s, "run.global_batch")));
}

// A global batch fixes the accumulation where the file does not.
void fillAccumulation(TrainingSetup &s, Diagnostics &diags)
{
    if (s.run.globalBatch <= 0)
        return;
    gpusFromBatch(s, diags);
    followGpuCount(s, diags);
    const long long perStep = static_cast<long long>(s.run.microBatch) * s.dataParallel();
    if (!s.isStated("run.grad_accum")) {
        const long long accum = std::max<long long>(1, s.run.globalBatch / perStep);
        s.run.gradAccum = static_cast<int>(std::min<long long>(accum, 1 << 20));
        derive(s, "run.grad_accum", Source::Kind::Derived,
               "run.global_batch " + std::to_string(s.run.globalBatch) + " / (" + std::to_string(s.run.microBatch) +
                   " × " + std::to_string(s.dataParallel()) + ")");
    }
    if (s.effectiveBatch() != s.run.globalBatch)
        diags.push_back(issue(Sev::Warning, "batch.global_mismatch",
                              {std::to_string(s.run.globalBatch), std::to_string(s.effectiveBatch())},
                              sourceOf(s, "run.global_batch")));
}

// A GPU named without its memory ("A100", "V100") where the catalog has it in several sizes:
// the one taken is said, with the others to pick from.
void warnIfSizeAssumed(const std::string &given, const GpuSpec &taken, const Catalog &catalog, const Source *where,
                       Diagnostics &diags)
{
    const std::string lower = toLower(given);
    if (lower.find("gb") != std::string::npos || lower.find("g ") != std::string::npos ||
        (lower.size() > 1 && lower.back() == 'g' && std::isdigit(static_cast<unsigned char>(lower[lower.size() - 2]))))
        return;
    // the id without its memory part: a100-80gb → a100 (an id with none, rtx-4090, has no siblings)
    const size_t gb = taken.id.find("gb");
    size_t cut = gb == std::string::npos ? std::string::npos : taken.id.rfind('-', gb);
    if (cut == std::string::npos)
        return;
    const std::string family = taken.id.substr(0, cut);
    std::vector<std::string> others;
    for (const GpuSpec &g : catalog.gpus())
        if (g.id != taken.id && g.id.rfind(family + "-", 0) == 0 && g.memoryMib != taken.memoryMib)
            others.push_back(g.id);
    if (others.empty())
        return;
    std::string list;
    for (const std::string &o : others)
        list += (list.empty() ? "" : ", ") + o;
    diags.push_back(issue(Sev::Warning, "gpu.size_assumed", {given, taken.id, list}, where));
}

// The GPU from the catalog, and what its precision support says of the run. False (with an
// error) for a GPU the catalog does not know.
bool resolveGpu(ResolvedSetup &out, const Catalog &catalog, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    out.gpu = catalog.findGpu(s.hardware.gpu);
    // A GPU a config of one's own names by a synonym ("gpu: 2x RTX 3090", a cluster's own name)
    // that the catalog does not know: said, and the estimate goes on with the default GPU.
    const Source *named = sourceOf(s, "hardware.gpu");
    if (!out.gpu && named && named->how == "name") {
        diags.push_back(issue(Sev::Warning, "gpu.unknown", {s.hardware.gpu}, named));
        s.hardware.gpu = TrainingSetup{}.hardware.gpu;
        s.sources.erase("hardware.gpu");
        out.gpu = catalog.findGpu(s.hardware.gpu);
    }
    if (!out.gpu) {
        diags.push_back(issue(Sev::Error, "gpu.unknown", {s.hardware.gpu}, sourceOf(s, "hardware.gpu")));
        return false;
    }
    if (s.hardware.gpu != out.gpu->id) {
        warnIfSizeAssumed(s.hardware.gpu, *out.gpu, catalog, sourceOf(s, "hardware.gpu"), diags);
        s.hardware.gpu = out.gpu->id;
        if (!s.isStated("hardware.gpu"))
            derive(s, "hardware.gpu", Source::Kind::Default, "");
    }
    if ((s.run.precision == Precision::Bf16Mixed || s.run.precision == Precision::Bf16True) && !out.gpu->bf16) {
        // bf16 the tool picks only where the GPU has it (axolotl's `bf16: auto`): fp16 mixed
        // precision on one without (normalize_config: bf16 off, fp16 on)
        const Source *precision = sourceOf(s, "run.precision");
        if (precision && precision->note == "auto") {
            s.run.precision = Precision::Fp16Mixed;
            diags.push_back(issue(Sev::Warning, "gpu.auto_fp16", {out.gpu->id}, precision));
        } else {
            diags.push_back(issue(Sev::Warning, "gpu.no_bf16", {out.gpu->id}, precision));
        }
    }
    if (s.run.precision == Precision::Fp8 && !out.gpu->fp8)
        diags.push_back(issue(Sev::Warning, "gpu.no_fp8", {out.gpu->id}, sourceOf(s, "run.precision")));
    return true;
}

// The kind a model's name says when the file does not: a detector, a segmenter or an image
// CNN by the words such networks are named with (ssd300_vgg16, yolov3, pspnet_r50, vgg16).
std::optional<ModelKind> visionKindFromName(const std::string &name)
{
    std::string text = name;
    for (char &ch : text)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    auto has = [&](std::initializer_list<const char *> words) {
        return std::any_of(words.begin(), words.end(), [&](const char *w) { return text.find(w) != std::string::npos; });
    };
    // (a diffusion model's UNet is no segmenter: it is left to its preset or its stated kind)
    if (has({"diffusion", "sdxl", "ddpm", "latent", "flux"}))
        return std::nullopt;
    // (segmenters first: mmseg's names end in their dataset, coco-stuff164k among them)
    if (has({"pspnet", "deeplab", "segformer", "upernet", "unet", "fcn_", "bisenet", "hrnet_seg", "segment", "maskformer",
             "mask2former"}))
        return ModelKind::Segmentation;
    // (mmdetection's config names end in _coco; DINO the detector is dino-4scale, dino-5scale)
    if (has({"ssd", "yolo", "rcnn", "retinanet", "fcos", "detr", "centernet", "rtmdet", "detector", "atss", "panoptic",
             "_coco", "dino-4scale", "dino-5scale"}))
        return ModelKind::Detection;
    if (has({"vgg", "resnet", "resnext", "efficientnet", "mobilenet", "convnext", "densenet", "regnet", "inception",
             "shufflenet", "squeezenet", "alexnet", "ghostnet", "mnasnet"}))
        return ModelKind::Cnn;
    return std::nullopt;
}

// A vision model given by its size alone (a name no walk or preset knows, model.params stated)
// still trains with activations: those of a common network of its kind at this input stand in,
// with a wide band and a warning that names the stand-in, never zero.
void standInVisionNet(ResolvedSetup &out, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    std::optional<ModelKind> kind;
    if (s.isStated("model.kind"))
        kind = s.model.kind;
    else if (const auto named = visionKindFromName(s.model.name))
        kind = named;
    if (!kind)
        return;
    const char *standIn = nullptr;
    switch (*kind) {
    case ModelKind::Cnn: standIn = "resnet50"; break;
    case ModelKind::Detection: standIn = "faster_rcnn_R_50_FPN_1x"; break;
    case ModelKind::Segmentation: standIn = "deeplabv3_resnet50"; break;
    case ModelKind::Vit: {
        // the ViT of the nearest size: S 22M, B 86M, L 304M, H 632M parameters
        static const std::pair<double, const char *> sizes[] = {
            {22e6, "vit_s_16"}, {86e6, "vit_b_16"}, {304e6, "vit_l_16"}, {632e6, "vit_h_14"}};
        double best = 0;
        for (const auto &[params, name] : sizes) {
            const double distance = std::abs(std::log(std::max(1.0, s.model.params) / params));
            if (!standIn || distance < best) {
                standIn = name;
                best = distance;
            }
        }
        break;
    }
    default: return;
    }
    out.vision = parseVisionNet(standIn);
    if (!out.vision)
        return;
    out.visionStandIn = true;
    if (!s.isStated("model.kind")) {
        s.model.kind = *kind;
        derive(s, "model.kind", Source::Kind::Derived, "name");
    }
    diags.push_back(issue(Sev::Warning, "model.activations_stand_in", {s.model.name, out.vision->describe()},
                          sourceOf(s, "model.name")));
}

// A network of a family Headroom does not walk, on a backbone it does (PSPNet, UPerNet, ATSS,
// SlowFast on R-50): its closest walked kin on that backbone stands in for its size, where none
// is stated, and its activations, with the stand-in's band and a warning that names it.
void analogStandIn(ResolvedSetup &out, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    out.vision = analogVisionNet(s.model.name, s.data.frames);
    if (!out.vision)
        return;
    out.visionStandIn = true;
    const ModelKind kind = out.vision->frameShare > 0 ? ModelKind::Cnn : visionKind(*out.vision);
    if (s.isStated("model.kind") && s.model.kind != kind) {
        out.vision.reset();
        out.visionStandIn = false;
        return;
    }
    diags.push_back(issue(Sev::Warning, "model.activations_stand_in", {s.model.name, out.vision->describe()},
                          sourceOf(s, "model.name")));
}

// A detector whose name gives only its backbone (DETR, DINO, YOLOF, CenterNet in mmdetection's
// spelling: detr_r50_8xb2-150e_coco) is no classifier: that backbone with an FPN and Faster
// R-CNN's heads stands in for its neck and heads, at a detector's input, said as a stand-in.
void detectorOnItsBackbone(ResolvedSetup &out, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    if ((s.isStated("model.kind") && s.model.kind != ModelKind::Detection) ||
        visionKindFromName(s.model.name) != std::optional<ModelKind>(ModelKind::Detection))
        return;
    const std::optional<VisionNet> withHeads = parseVisionNet(s.model.name + " fpn faster rcnn");
    if (!withHeads || withHeads->head == VisionNet::Head::Classifier)
        return;
    out.vision = withHeads;
    out.visionStandIn = true;
    diags.push_back(issue(Sev::Warning, "model.activations_stand_in", {s.model.name, out.vision->describe()},
                          sourceOf(s, "model.name")));
}

// A network walked layer by layer (no preset) takes the input its framework resizes to, where
// the config gives none: 800×1333 for a detector, 16 frames of 112² for a video CNN.
void fillWalkedInput(ResolvedSetup &out)
{
    TrainingSetup &s = out.setup;
    if (!out.vision || s.isStated("data.image_size") || s.data.imageHeight > 0)
        return;
    const VisionInput in = visionInputFor(out, *out.vision);
    s.data.imageHeight = in.height;
    s.data.imageWidth = in.width;
    // (a name that states its resolution, vit_base_patch16_384: that one)
    if (const int stated = resolutionInName(s.model.name); stated > 0 && in.frames <= 1 && in.height == in.width)
        s.data.imageHeight = s.data.imageWidth = stated;
    derive(s, "data.image_size", Source::Kind::Derived, out.vision->describe());
    if (in.frames > 1)
        fillInt(s, "data.frames", s.data.frames, in.frames, out.vision->describe());
}

// Padded rows, where a file says nothing of packing and it matters: a text transformer with
// grouped K/V under SDPA and more than one sequence a micro batch gets a mask and repeated
// K/V (core/estimate.cpp). The value stays false; the source says it is an assumption.
void notePaddingAssumed(ResolvedSetup &out)
{
    TrainingSetup &s = out.setup;
    if (!s.isStated("data.packing") && isTextTransformer(s.model.kind) && out.arch.valid() && out.arch.kvWidth() < out.arch.qWidth() &&
        s.run.attention == Attention::Sdpa && s.run.microBatch > 1)
        derive(s, "data.packing", Source::Kind::Default, "assumed");
}

// The sequence length of a text transformer, where neither the file nor a preset says: the
// default, said as an assumption (activations and logits grow with it), and never longer than
// the positions the model has (a BERT or GPT-2 cannot take 2048 learned positions).
void noteSeqLenAssumed(ResolvedSetup &out)
{
    TrainingSetup &s = out.setup;
    if (s.isStated("data.seq_len") || !isTextTransformer(s.model.kind))
        return;
    if (out.arch.valid() && out.arch.maxPositions > 0 && s.data.seqLen > out.arch.maxPositions)
        s.data.seqLen = out.arch.maxPositions;
    derive(s, "data.seq_len", Source::Kind::Default, "assumed");
}

// Images per sample of a vision-language model with a vision tower, where the file does not say:
// as many as it gives frames, else one, said as an assumption (a text-only fine-tune of Gemma 3 or
// Qwen2.5-VL runs neither the tower nor any image token: data.images=0).
void noteImagesAssumed(ResolvedSetup &out)
{
    TrainingSetup &s = out.setup;
    if (s.isStated("data.images") || s.model.kind != ModelKind::VisionLanguage || !out.preset || !out.preset->vision.valid())
        return;
    s.data.images = std::max(1, s.data.frames);
    derive(s, "data.images", Source::Kind::Default, "assumed");
}

// A detector whose images come in both orientations within a batch, where the file does not say:
// mmdet's `ms-crop` pipelines and the DETR family's (AutoAugment: resize, or resize + an absolute
// random crop + resize) crop after the sampler grouped the images by their original aspect ratio,
// so a landscape and a portrait image can share a batch, padded to the longer side both ways.
void notePadSquare(ResolvedSetup &out)
{
    TrainingSetup &s = out.setup;
    if (s.isStated("data.pad_square") || s.model.kind != ModelKind::Detection)
        return;
    const std::vector<std::string> words = modelNameTokens(s.model.name);
    const bool crops = std::any_of(words.begin(), words.end(), [](const std::string &w) {
        const bool detr = w.size() >= 4 && w.compare(w.size() - 4, 4, "detr") == 0;
        return w == "crop" || w == "mscrop" || detr || w == "dino";
    });
    if (!crops)
        return;
    s.data.padSquare = true;
    derive(s, "data.pad_square", Source::Kind::Derived, "name");
}

// The dtype the weights are loaded in, double quantization, and what optimizer-in-backward rules out.
void fillLoadDtype(TrainingSetup &s, bool latentDiffusion, Diagnostics &diags)
{
    // Weights loaded in 16 bits and no precision stated anywhere: nothing casts them back, the
    // run trains in that dtype (a plain loop, or HF Trainer without bf16/fp16 switched on).
    const bool halfLoaded = s.model.dtype == "bf16" || s.model.dtype == "fp16";
    if (!s.isStated("run.precision") && s.isStated("model.dtype") && halfLoaded) {
        s.run.precision = s.model.dtype == "bf16" ? Precision::Bf16True : Precision::Fp16True;
        derive(s, "run.precision", Source::Kind::Derived, "model.dtype");
    }
    // The dtype the weights are loaded in: *-true and fp32 say it; under *-mixed precision
    // PyTorch loads fp32 unless told otherwise, an assumption the report shows.
    if (!s.isStated("model.dtype") || s.model.dtype == "auto") {
        const Precision p = s.run.precision;
        s.model.dtype = p == Precision::Bf16True ? "bf16" : p == Precision::Fp16True ? "fp16" : "fp32";
        const bool adapters = s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora;
        if (isMixed(p) && adapters && (s.model.kind == ModelKind::DiffusionUnet || latentDiffusion)) {
            // diffusers' and kohya's LoRA scripts cast the frozen UNet or transformer (and VAE,
            // text encoders) to the mixed-precision dtype (`unet.to(dtype=weight_dtype)`; sd-scripts,
            // musubi-tuner and ai-toolkit likewise for Flux and Wan); only the adapters stay fp32.
            s.model.dtype = p == Precision::Fp16Mixed ? "fp16" : "bf16";
            derive(s, "model.dtype", Source::Kind::Derived, "diffusion LoRA: weight_dtype");
        } else if (isMixed(p) && isZero(s.parallel.strategy)) {
            // DeepSpeed's engine casts the module to the enabled 16-bit dtype before moving it
            // to the GPU (DeepSpeedEngine._configure_distributed_model), whatever it was loaded in
            s.model.dtype = p == Precision::Fp16Mixed ? "fp16" : "bf16";
            derive(s, "model.dtype", Source::Kind::Derived, "parallel.strategy");
        } else if (isMixed(p)) {
            derive(s, "model.dtype", Source::Kind::Default, "assumed");
        } else {
            derive(s, "model.dtype", Source::Kind::Derived, "run.precision");
        }
    }
    // bitsandbytes' double quantization, when the config does not say: an assumption the
    // report shows (doubleQuantUnstated).
    if (s.run.finetune == Finetune::Qlora && !s.isStated("run.double_quant")) {
        s.run.doubleQuant = doubleQuantUnstated(s.run.loraTargets, s.model.kind == ModelKind::Decoder);
        derive(s, "run.double_quant", Source::Kind::Default, "assumed");
    }
    // Optimizer in backward frees each gradient as soon as it is applied: accumulation has
    // nothing to accumulate into.
    if (s.run.optimizerInBackward && s.run.gradAccum > 1)
        diags.push_back(issue(Sev::Warning, "optimizer.in_backward_accumulation", {std::to_string(s.run.gradAccum)},
                              sourceOf(s, "run.optimizer_in_backward")));
    // A detector's or segmenter's loop (detectron2, mmcv's OptimizerHook, torchvision's
    // references) zeroes the gradients between forward and backward: unstated, that is the
    // order assumed, and the report says so (the estimate's detection_grads_through_forward).
    if (!s.isStated("run.grads_through_forward") &&
        (s.model.kind == ModelKind::Detection || s.model.kind == ModelKind::Segmentation)) {
        s.run.gradsThroughForward = true;
        derive(s, "run.grads_through_forward", Source::Kind::Default, "assumed");
    }
}

// A preference objective's reference model: DPO and KTO compare against a frozen copy of the
// model (TRL's create_reference_model) unless the adapters are switched off for it (LoRA, QLoRA:
// the base is the reference) or its log-probabilities were computed before training.
void fillReferenceModel(TrainingSetup &s)
{
    if (s.isStated("run.reference_model"))
        return;
    const bool compares = s.run.objective == Objective::Dpo || s.run.objective == Objective::Kto;
    s.run.referenceModel = compares && s.run.finetune == Finetune::Full;
    if (compares)
        derive(s, "run.reference_model", Source::Kind::Derived, "run.objective");
}

// Host RAM and cores: the machine Headroom runs on unless stated; a container's /dev/shm.
void fillHost(ResolvedSetup &out, const Catalog &catalog, Diagnostics &diags)
{
    TrainingSetup &s = out.setup;
    if (s.hardware.hostRamGib <= 0) {
        const double here = thisMachineRamBytes();
        s.hardware.hostRamGib = here > 0 ? std::round(here / 1073741824.0 * 10) / 10 : 64;
        derive(s, "hardware.host_ram_gib", Source::Kind::Derived, here > 0 ? "this_machine" : "assumed");
        // A run over several nodes (or more GPUs than a desktop holds) trains on a server: its RAM
        // is not this machine's, and the verdict on host RAM says so rather than passing for fact.
        if (here > 0 && (s.parallel.nodes > 1 || s.parallel.gpus > 4))
            diags.push_back(issue(Sev::Warning, "host.ram_of_this_machine",
                                  {fieldValue(s, "hardware.host_ram_gib"), std::to_string(s.parallel.gpus),
                                   std::to_string(s.parallel.nodes)}));
        // A machine with no NVIDIA GPU is not where the run trains: its RAM is a stand-in.
        else if (here > 0 && thisMachineLacksNvidiaGpu())
            diags.push_back(issue(Sev::Warning, "host.ram_of_gpuless_machine", {fieldValue(s, "hardware.host_ram_gib")}));
    }
    if (s.hardware.cpuCores <= 0) {
        s.hardware.cpuCores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        derive(s, "hardware.cpu_cores", Source::Kind::Derived, "this_machine");
    }
    out.hostRamBytes = s.hardware.hostRamGib * 1073741824.0;
    // A RAM cache of the whole dataset needs the dataset's size; without it the cache counts 0.
    if (s.cacheSizeUnknown())
        diags.push_back(issue(Sev::Warning, "data.cache_size_unknown", {}, sourceOf(s, "data.cache")));
    if (s.hardware.container && !s.isStated("hardware.shm_gib")) {
        s.hardware.shmGib = catalog.coefficient("shm_docker_default_mib", 64) / 1024.0;
        Source src;
        src.kind = Source::Kind::Default;
        src.note = s.hardware.pod ? "pod_default_shm" : "docker_default_shm";
        s.sources["hardware.shm_gib"] = src;
    }
}

// More than one GPU without a strategy is DDP; offload needs a sharding strategy; a model-parallel
// group divides the GPUs.
void fillParallel(TrainingSetup &s, Diagnostics &diags)
{
    const long long group = static_cast<long long>(s.parallel.tp) * s.parallel.pp * s.parallel.cp;
    // A model-parallel group larger than the GPUs nobody counted: at least that many GPUs.
    if (group > s.worldSize() && !s.isStated("parallel.gpus") && group <= 1024) {
        s.parallel.gpus = static_cast<int>((group + s.parallel.nodes - 1) / s.parallel.nodes);
        derive(s, "parallel.gpus", Source::Kind::Derived, "parallel.tp × parallel.pp × parallel.cp");
    }
    if (group > 1 && s.worldSize() % group != 0)
        diags.push_back(issue(Sev::Warning, "parallel.group_mismatch",
                              {std::to_string(s.parallel.tp), std::to_string(s.parallel.pp), std::to_string(s.worldSize()),
                               std::to_string(s.parallel.cp)},
                              sourceOf(s, s.parallel.tp > 1 ? "parallel.tp" : "parallel.pp")));
    // FSDP and ZeRO shard over the GPUs; a config for them (axolotl, LLaMA-Factory, torchtune)
    // seldom says how many, which the launcher decides: on the 1 GPU assumed nothing is sharded.
    // (a model-parallel group gave a count above: that is said where it is shown)
    const bool sharded = s.parallel.strategy == Strategy::Fsdp || isZero(s.parallel.strategy);
    if (sharded && !s.isStated("parallel.gpus") && !s.isStated("parallel.nodes") && s.worldSize() <= 1)
        diags.push_back(issue(Sev::Warning, "parallel.gpus_unstated", {std::string(toString(s.parallel.strategy))},
                              sourceOf(s, "parallel.strategy")));
    if (s.parallel.strategy == Strategy::Single && s.dataParallel() > 1 && !s.isStated("parallel.strategy")) {
        s.parallel.strategy = Strategy::Ddp;
        derive(s, "parallel.strategy", Source::Kind::Derived, "multi_gpu");
    }
    // Offloading the optimizer needs no sharding (torchao's CPUOffloadOptimizer, a CPU Adam on one
    // GPU): its states and master copy live on the host. Offloading the parameters does.
    if (s.parallel.offload == Offload::Params &&
        (s.parallel.strategy == Strategy::Single || s.parallel.strategy == Strategy::Ddp)) {
        diags.push_back(issue(Sev::Warning, "offload.needs_sharding", {std::string(toString(s.parallel.strategy))},
                              sourceOf(s, "parallel.offload")));
        // What the warning says is what the estimate counts: everything stays on the GPU.
        s.parallel.offload = Offload::None;
        derive(s, "parallel.offload", Source::Kind::Derived, "offload.needs_sharding");
    }
}

// FSDP with gradient accumulation: most drivers (Accelerate, HF's Trainer, Lightning Fabric and
// so litgpt) accumulate under FSDP1's no_sync() — unsharded gradients on every GPU until the last
// micro batch ("FSDP will accumulate the full model gradients (instead of gradient shards)",
// FullyShardedDataParallel.no_sync). torchtune, torchtitan and Lightning's Trainer reduce-scatter
// every micro batch; their dialects say so. Unstated, it is an assumption the report shows. So is
// where LoRA's gradients land: FSDP1 with use_orig_params (Accelerate's and Fabric's default, a
// block wrap policy) gives a block that holds adapters a gradient for all its weights.
void fillFsdpAccumulation(TrainingSetup &s)
{
    if (s.parallel.strategy != Strategy::Fsdp || s.run.gradAccum <= 1 || s.dataParallel() <= 1)
        return;
    if (!s.isStated("parallel.no_sync_accumulation")) {
        s.parallel.noSyncAccumulation = true;
        derive(s, "parallel.no_sync_accumulation", Source::Kind::Default, "assumed");
    }
    if (!s.isStated("parallel.unit_grads") && s.run.finetune == Finetune::Lora) {
        s.parallel.unitGrads = true;
        derive(s, "parallel.unit_grads", Source::Kind::Default, "assumed");
    }
}

} // namespace

namespace {

// Nothing says what this network keeps for backward: no catalog entry with an activation
// profile, no network walked from its name, no transformer shape, no model card. Its
// activations are not counted, and the warning says so (and what would count them) rather
// than letting weights, gradients and optimizer states alone read as the whole figure.
void warnIfActivationsUnknown(const ResolvedSetup &out, Diagnostics &diags)
{
    const TrainingSetup &s = out.setup;
    const bool profiled = out.preset && out.preset->activation.valid();
    const bool nothingTrains = s.run.finetune == Finetune::Frozen && s.model.extraTrainableParams <= 0;
    if (profiled || out.vision || isTransformer(out) || nothingTrains)
        return;
    switch (s.model.kind) {
    case ModelKind::Cnn:
    case ModelKind::Detection:
    case ModelKind::Segmentation:
    case ModelKind::PointCloud:
    case ModelKind::DiffusionUnet:
    case ModelKind::Tts:
        diags.push_back(issue(Sev::Warning, "model.activations_need_network", {s.model.name}, sourceOf(s, "model.name")));
        break;
    default:
        diags.push_back(issue(Sev::Warning, "model.activations_need_shape", {s.model.name}, sourceOf(s, "model.name")));
        break;
    }
}

// A model given layer by layer with no vocabulary, where the config names its tokenizer
// (Levanter's `tokenizer: meta-llama/Meta-Llama-3-8B`): the vocabulary of the catalog's model of
// that tokenizer (or of its family), said as derived from it.
void vocabOfTheTokenizer(TrainingSetup &s, const Catalog &catalog)
{
    if (s.isStated("model.vocab") || s.model.vocab > 0)
        return;
    for (const ModelCandidate &t : s.model.tokenizers) {
        const ModelMatch m = matchModelName(t.text, catalog);
        double size = 0;
        const ModelPreset *p = m.found() ? m.preset : decoderOfTheNamedSize(t.text, catalog, size);
        if (!p || p->arch.vocab <= 0 || !isTextTransformer(p->kind))
            continue;
        s.model.vocab = p->arch.vocab;
        Source src;
        src.kind = Source::Kind::Derived;
        src.how = "inferred";
        src.keyPath = t.keyPath;
        src.line = t.line;
        src.file = t.file;
        src.note = "the vocabulary of " + p->id + ", the model of tokenizer " + t.text;
        s.sources["model.vocab"] = src;
        return;
    }
}

// A language model given layer by layer with no vocabulary (a Megatron script's flags, a
// model named nowhere in the catalog): its embedding, LM head and logits are not counted; said,
// with what would count them, instead of leaving them out in silence.
void warnIfVocabUnknown(const ResolvedSetup &out, Diagnostics &diags)
{
    const TrainingSetup &s = out.setup;
    const bool languageModel = s.model.kind == ModelKind::Decoder || s.model.kind == ModelKind::EncoderDecoder ||
                               s.model.kind == ModelKind::VisionLanguage;
    // model.vocab: 0 stated is an answer (no LM head: a VLA's action expert, a classifier), not a gap.
    if (languageModel && isTransformer(out) && out.arch.vocab <= 0 && !out.cardPreset && !s.isStated("model.vocab"))
        diags.push_back(issue(Sev::Warning, "model.vocab_unknown", {}, sourceOf(s, "model.layers")));
}

} // namespace

bool resolveSetup(const TrainingSetup &in, const Catalog &catalog, ResolvedSetup &out, Diagnostics &diags)
{
    out = ResolvedSetup{};
    out.setup = in;
    TrainingSetup &s = out.setup;
    // Whether the config gives the shape itself: read before the preset fills those fields.
    const bool archGiven = s.isStated("model.layers") && s.isStated("model.hidden");
    if (!identifyModel(out, catalog, archGiven, diags))
        return false;
    if (out.preset) {
        fillFromPreset(s, *out.preset, out.cardPreset != nullptr);
        out.arch = out.preset->arch;
        // (a decoder of the named size standing in for the shape: said where the preset is shown)
        if (out.shapeStandIn && s.sources.count("model.preset") && s.sources["model.preset"].kind == Source::Kind::Preset)
            s.sources["model.preset"].note = "size_stand_in";
    }
    if (!out.preset)
        vocabOfTheTokenizer(s, catalog);
    if (!resolveArchitecture(s, out.preset, archGiven, out.arch, diags))
        return false;
    fillParameterCount(out, archGiven);
    fillTrainableParameters(out, diags);
    fillAccumulation(s, diags);
    if (!resolveGpu(out, catalog, diags))
        return false;
    fillLoadDtype(s, isLatentDiffusionTransformer(out), diags);
    fillReferenceModel(s);
    notePaddingAssumed(out);
    noteImagesAssumed(out);
    noteSeqLenAssumed(out);
    fillHost(out, catalog, diags);
    fillWalkedInput(out);
    noteFramesAssumed(out); // (before the preset's image size counts as said)
    fillImageSize(s, out.preset);
    notePadSquare(out); // (after the image size: that stays the images', not the padded batch's)
    fillParallel(s, diags);
    fillFsdpAccumulation(s);
    warnIfActivationsUnknown(out, diags);
    warnIfVocabUnknown(out, diags);
    return true;
}

} // namespace headroom
