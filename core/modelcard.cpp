#include "modelcard.h"

#include "text.h"
#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <sstream>

namespace headroom {

namespace {

namespace fs = std::filesystem;
using S = ActivationProfile::Scale;

Diagnostic cardError(const std::string &code, const std::string &path, const YAML::Node *node,
                     std::vector<std::string> args = {})
{
    Diagnostic d;
    d.code = code;
    d.file = path;
    d.args = std::move(args);
    if (node && node->Mark().line >= 0) {
        d.line = node->Mark().line + 1;
        d.column = node->Mark().column + 1;
    }
    return d;
}

std::optional<S> scaleFromName(const std::string &name)
{
    const std::string n = normalizeToken(name);
    if (n == "none" || n == "batch") return S::None;
    if (n == "pixels" || n == "image") return S::Pixels;
    if (n == "pixels-frames" || n == "video") return S::PixelsFrames;
    if (n == "points") return S::Points;
    if (n == "points-frames") return S::PointsFrames;
    if (n == "seq" || n == "sequence" || n == "seq-len") return S::Seq;
    return std::nullopt;
}

// Reads a non-negative number at `node[key]`; false (with an error) when present and not one.
bool readNumber(const YAML::Node &node, const char *key, double &out, const std::string &path, Diagnostics &diags,
                bool required = false)
{
    const YAML::Node v = node[key];
    if (!v) {
        if (required)
            diags.push_back(cardError("card.missing", path, &node, {key}));
        return !required;
    }
    const auto parsed = v.IsScalar() ? parseCount(v.Scalar()) : std::nullopt;
    if (!parsed || *parsed < 0) {
        diags.push_back(cardError("card.not_number", path, &v, {key, v.IsScalar() ? v.Scalar() : std::string()}));
        return false;
    }
    out = *parsed;
    return true;
}

bool readInt(const YAML::Node &node, const char *key, int &out, const std::string &path, Diagnostics &diags)
{
    double v = out;
    if (!readNumber(node, key, v, path, diags))
        return false;
    out = static_cast<int>(v);
    return true;
}

} // namespace

bool parseModelCard(const std::string &text, const std::string &path, ModelCard &out, Diagnostics &diags)
{
    YAML::Node root;
    if (!loadYamlChecked(text, path, root, diags))
        return false;
    if (!root.IsMap() || !root["headroom_card"]) {
        diags.push_back(cardError("card.not_a_card", path, &root));
        return false;
    }
    out = ModelCard{};
    out.path = path;
    const size_t before = diags.size();
    const YAML::Node model = root["model"];
    if (!model || !model.IsMap()) {
        diags.push_back(cardError("card.missing", path, &root, {"model"}));
        return false;
    }
    if (model["name"] && model["name"].IsScalar())
        out.name = model["name"].Scalar();
    if (const YAML::Node k = model["kind"]) {
        const auto kind = k.IsScalar() ? parseEnum<ModelKind>(k.Scalar()) : std::nullopt;
        if (!kind)
            diags.push_back(cardError("card.bad_value", path, &k, {"model.kind", k.IsScalar() ? k.Scalar() : ""}));
        else
            out.kind = *kind;
    }
    readNumber(model, "params", out.params, path, diags, true);
    out.trainableParams = out.params;
    readNumber(model, "trainable_params", out.trainableParams, path, diags);

    const YAML::Node at = root["measured_at"];
    if (at && at.IsMap()) {
        if (at["device"] && at["device"].IsScalar()) out.device = at["device"].Scalar();
        if (at["torch"] && at["torch"].IsScalar()) out.torch = at["torch"].Scalar();
        readInt(at, "batch", out.measuredBatch, path, diags);
        if (const YAML::Node s = at["scales_with"]) {
            const auto scale = s.IsScalar() ? scaleFromName(s.Scalar()) : std::nullopt;
            if (!scale)
                diags.push_back(cardError("card.bad_value", path, &s, {"measured_at.scales_with", s.IsScalar() ? s.Scalar() : ""}));
            else
                out.scale = *scale;
        }
        if (const YAML::Node ref = at["reference"]; ref && ref.IsMap()) {
            readInt(ref, "frames", out.refFrames, path, diags);
            readInt(ref, "points", out.refPoints, path, diags);
            readInt(ref, "seq_len", out.refSeq, path, diags);
            if (const YAML::Node img = ref["image_size"]) {
                if (img.IsSequence() && img.size() == 2) {
                    out.refHeight = img[0].as<int>(0);
                    out.refWidth = img[1].as<int>(0);
                } else if (img.IsScalar()) {
                    out.refHeight = out.refWidth = img.as<int>(0);
                }
                if (out.refHeight <= 0 || out.refWidth <= 0)
                    diags.push_back(cardError("card.bad_value", path, &img, {"reference.image_size", ""}));
            }
        }
    }

    const YAML::Node acts = root["activations_per_sample"];
    if (!acts || !acts.IsMap()) {
        diags.push_back(cardError("card.missing", path, &root, {"activations_per_sample"}));
        return false;
    }
    auto precision = [&](const char *key, double &saved, double &transient) {
        const YAML::Node p = acts[key];
        if (!p)
            return;
        if (!p.IsMap()) {
            diags.push_back(cardError("card.bad_value", path, &p, {key, ""}));
            return;
        }
        readNumber(p, "saved", saved, path, diags, true);
        readNumber(p, "transient", transient, path, diags);
    };
    precision("fp32", out.savedFp32, out.transientFp32);
    precision("bf16", out.savedBf16, out.transientBf16);
    precision("fp16", out.savedFp16, out.transientFp16);
    if (out.savedFp32 <= 0 && diags.size() == before)
        diags.push_back(cardError("card.missing", path, &acts, {"activations_per_sample.fp32.saved"}));
    if (out.trainableParams > out.params * 1.001 && diags.size() == before)
        diags.push_back(cardError("card.bad_value", path, &model, {"model.trainable_params", std::to_string(out.trainableParams)}));
    return diags.size() == before;
}

std::shared_ptr<const ModelCard> loadModelCard(const std::string &path, Diagnostics &diags)
{
    struct Entry {
        std::uintmax_t size = 0;
        fs::file_time_type mtime;
        std::shared_ptr<const ModelCard> card;
    };
    static std::mutex mutex;
    static std::map<std::string, Entry> cache;

    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    const auto mtime = ec ? fs::file_time_type{} : fs::last_write_time(path, ec);
    if (ec || size > kMaxFileBytes) {
        diags.push_back(cardError("card.unreadable", path, nullptr, {path}));
        return nullptr;
    }
    {
        std::lock_guard<std::mutex> lock(mutex);
        const auto it = cache.find(path);
        if (it != cache.end() && it->second.size == size && it->second.mtime == mtime)
            return it->second.card;
    }
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof()) {
        diags.push_back(cardError("card.unreadable", path, nullptr, {path}));
        return nullptr;
    }
    auto card = std::make_shared<ModelCard>();
    if (!parseModelCard(text.str(), path, *card, diags))
        return nullptr;
    std::lock_guard<std::mutex> lock(mutex);
    cache[path] = Entry{size, mtime, card};
    return card;
}

ModelPreset presetFromCard(const ModelCard &card, Precision precision)
{
    ModelPreset p;
    p.id = "card";
    p.name = card.name;
    p.kind = card.kind;
    p.params = card.params;
    p.paramsSource = card.path;
    ActivationProfile &a = p.activation;
    // The estimator scales a profile's fp32 figure by ampRatio under 16-bit precision.
    a.bytesPerSample = card.savedFp32 + card.transientFp32;
    const bool fp16 = precision == Precision::Fp16Mixed || precision == Precision::Fp16True;
    const double half = fp16 && card.savedFp16 > 0 ? card.savedFp16 + card.transientFp16
                      : card.savedBf16 > 0         ? card.savedBf16 + card.transientBf16
                                                   : card.savedFp16 + card.transientFp16;
    a.ampRatio = half > 0 && a.bytesPerSample > 0 ? half / a.bytesPerSample : 0.5;
    a.scale = card.scale;
    a.refHeight = card.refHeight;
    a.refWidth = card.refWidth;
    a.refFrames = card.refFrames;
    a.refPoints = card.refPoints;
    a.refSeq = card.refSeq;
    a.source = card.path;
    return p;
}

std::string cardPathFrom(const std::string &card, const std::string &referringFile)
{
    const fs::path p(card);
    if (p.is_absolute() || referringFile.empty() || referringFile.rfind("--", 0) == 0)
        return card;
    return (fs::path(referringFile).parent_path() / p).lexically_normal().string();
}

std::string cardBeside(const std::string &configPath)
{
    const fs::path config(configPath);
    const fs::path folder = config.parent_path();
    std::error_code ec;
    for (const fs::path &candidate : {folder / (config.stem().string() + ".card.yaml"), folder / "model-card.yaml"})
        if (fs::is_regular_file(candidate, ec))
            return candidate.string();
    return {};
}

} // namespace headroom
