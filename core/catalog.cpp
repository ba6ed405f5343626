#include "catalog.h"

#include "text.h"
#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>

namespace headroom {

namespace {

// Keys a name is known by: the whole spelling, and without an organisation prefix or the
// usual release suffixes ("meta-llama/Llama-2-7b-chat-hf" → "llama27b").
std::vector<std::string> lookupKeys(const std::string &rawName)
{
    // "bert-large-uncased (sequence classification)": the parenthesis is a remark, not the name.
    std::string name = rawName;
    if (const auto paren = name.find(" ("); paren != std::string::npos && paren > 0)
        name = name.substr(0, paren);
    std::vector<std::string> keys;
    auto add = [&](const std::string &k) {
        if (!k.empty() && std::find(keys.begin(), keys.end(), k) == keys.end())
            keys.push_back(k);
    };
    add(nameKey(name));
    std::string tail = name;
    if (const auto slash = tail.find_last_of('/'); slash != std::string::npos)
        tail = tail.substr(slash + 1);
    add(nameKey(tail));
    // Drop trailing release words one at a time.
    std::vector<std::string> tokens;
    std::string cur;
    for (char c : tail) {
        if (c == '-' || c == '_' || c == ' ') {
            if (!cur.empty())
                tokens.push_back(toLower(cur));
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    if (!cur.empty())
        tokens.push_back(toLower(cur));
    static const char *suffixes[] = {"hf", "instruct", "chat", "it", "base", "sft", "fp16", "bf16"};
    bool dropped = true;
    while (dropped && tokens.size() > 1) {
        dropped = false;
        for (const char *s : suffixes)
            if (tokens.back() == s) {
                tokens.pop_back();
                dropped = true;
                std::string joined;
                for (const auto &t : tokens)
                    joined += t;
                add(nameKey(joined));
                break;
            }
    }
    return keys;
}

Diagnostic catalogError(const std::string &file, const YAML::Node &node, const std::string &what,
                        const std::string &detail)
{
    Diagnostic d;
    d.code = "catalog.bad_entry";
    d.file = file;
    d.line = node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
    d.column = node.Mark().column >= 0 ? node.Mark().column + 1 : 0;
    d.args = {what, detail};
    return d;
}

// The readers below take an entry of a user's catalog file as it is: anything but a mapping
// (a scalar or a list where an entry belongs) has no keys, and yaml-cpp throws on n[key].
YAML::Node field(const YAML::Node &n, const char *key)
{
    return n.IsMap() ? n[key] : YAML::Node();
}

std::string str(const YAML::Node &n, const char *key)
{
    const YAML::Node v = field(n, key);
    return v && v.IsScalar() ? v.Scalar() : std::string();
}

double num(const YAML::Node &n, const char *key, double fallback = 0)
{
    const YAML::Node v = field(n, key);
    if (!v || !v.IsScalar())
        return fallback;
    const auto parsed = parseCount(v.Scalar());
    return parsed ? *parsed : fallback;
}

int integer(const YAML::Node &n, const char *key, int fallback = 0)
{
    // A catalog is data a user can override: a value past int's range is clamped, not UB.
    const double v = num(n, key, fallback);
    return static_cast<int>(std::clamp(v, -1e9, 1e9));
}

bool flag(const YAML::Node &n, const char *key, bool fallback = false)
{
    const YAML::Node v = field(n, key);
    if (!v || !v.IsScalar())
        return fallback;
    const auto b = parseBool(v.Scalar());
    return b ? *b : fallback;
}

std::vector<std::string> strings(const YAML::Node &n, const char *key)
{
    std::vector<std::string> out;
    const YAML::Node v = field(n, key);
    if (v && v.IsSequence())
        for (const auto &item : v)
            if (item.IsScalar())
                out.push_back(item.Scalar());
    return out;
}

std::string sourceText(const YAML::Node &n)
{
    if (!n)
        return {};
    if (n.IsScalar())
        return n.Scalar();
    std::string out;
    if (n.IsMap())
        for (const auto &kv : n)
            if (kv.second.IsScalar())
                out += (out.empty() ? "" : "; ") + kv.first.Scalar() + ": " + kv.second.Scalar();
    return out;
}

Architecture readArchitecture(const YAML::Node &a)
{
    Architecture arch;
    arch.layers = integer(a, "layers");
    arch.hidden = integer(a, "hidden");
    arch.heads = integer(a, "heads");
    arch.kvHeads = integer(a, "kv_heads", arch.heads);
    arch.headDim = integer(a, "head_dim");
    arch.ffn = integer(a, "ffn");
    arch.vocab = integer(a, "vocab");
    arch.gatedMlp = str(a, "mlp") != "plain";
    arch.rmsNorm = str(a, "norm") != "layer";
    const std::string bias = str(a, "bias");
    arch.bias = bias == "all" ? Architecture::Bias::All
              : bias == "qkv" ? Architecture::Bias::Qkv
                              : Architecture::Bias::None;
    arch.tiedEmbeddings = flag(a, "tied_embeddings");
    const std::string pos = str(a, "positions");
    arch.positions = pos == "learned"    ? Architecture::Positions::Learned
                   : pos == "relative" ? Architecture::Positions::Relative
                   : pos == "none"     ? Architecture::Positions::None
                                       : Architecture::Positions::Rope;
    arch.maxPositions = integer(a, "max_positions");
    arch.decoderLayers = integer(a, "decoder_layers");
    arch.normsPerLayer = integer(a, "norms_per_layer", 2);
    arch.patch = integer(a, "patch");
    arch.imageSize = integer(a, "image_size");
    arch.tubelet = integer(a, "tubelet");
    arch.frames = integer(a, "frames");
    arch.classes = integer(a, "classes");
    arch.tokenTypes = integer(a, "token_types");
    arch.dropout = flag(a, "dropout");
    arch.embeddingNorm = flag(a, "embedding_norm");
    arch.finalNorm = flag(a, "final_norm", true);
    arch.pooler = flag(a, "pooler");
    arch.lmHeadBias = flag(a, "lm_head_bias");
    arch.qkNorm = flag(a, "qk_norm");
    arch.fusedQkv = flag(a, "fused_qkv");
    arch.fusedGateUp = flag(a, "fused_gate_up");
    arch.geluNew = str(a, "act") == "gelu_new";
    arch.classToken = flag(a, "class_token", true);
    arch.experts = integer(a, "experts");
    arch.expertsActive = integer(a, "experts_active");
    arch.expertFfn = integer(a, "expert_ffn");
    arch.sharedExpertFfn = integer(a, "shared_expert_ffn");
    arch.denseLayers = integer(a, "dense_layers");
    arch.spatialCompression = integer(a, "spatial_compression");
    arch.temporalCompression = integer(a, "temporal_compression");
    arch.textLen = integer(a, "text_len");
    arch.jointText = flag(a, "joint_text");
    arch.imageWidth = integer(a, "image_width");
    arch.source = str(a, "source");
    return arch;
}

void readReference(const YAML::Node &r, ActivationProfile &p)
{
    if (!r || !r.IsMap())
        return;
    if (const YAML::Node img = r["image_size"]; img && img.IsScalar()) {
        std::string t = toLower(img.Scalar());
        const auto parts = split(t, 'x');
        p.refHeight = static_cast<int>(std::clamp(parseNumber(parts[0]).value_or(0), 0.0, 1e9));
        p.refWidth = parts.size() > 1 ? static_cast<int>(std::clamp(parseNumber(parts[1]).value_or(0), 0.0, 1e9)) : p.refHeight;
    }
    p.refFrames = integer(r, "frames");
    p.refPoints = integer(r, "points");
    p.refSeq = integer(r, "seq_len");
}

ActivationProfile::Scale scaleFrom(const std::string &s)
{
    using S = ActivationProfile::Scale;
    if (s == "pixels") return S::Pixels;
    if (s == "pixels_frames") return S::PixelsFrames;
    if (s == "points") return S::Points;
    if (s == "points_frames") return S::PointsFrames;
    if (s == "seq") return S::Seq;
    return S::None;
}

} // namespace

bool Catalog::loadGpus(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                       YamlSource origin)
{
    YAML::Node root;
    if (!loadYamlChecked(yamlText, fileName, root, diags, origin))
        return false;
    const YAML::Node list = root.IsMap() ? root["gpus"] : YAML::Node();
    if (!list || !list.IsSequence()) {
        diags.push_back(catalogError(fileName, root, "gpus", "expected a top-level 'gpus:' list"));
        return false;
    }
    // The lookup keys are indexed once the file is read, not after every entry (that was
    // quadratic: a third of the window's start); the ids, which tell a replacement of an entry
    // from a new one, are kept as it goes.
    struct Reindex {
        Catalog *catalog;
        ~Reindex() { catalog->index(); }
    } reindex{this};
    for (const auto &n : list) {
        GpuSpec g;
        g.id = str(n, "id");
        g.memoryMib = num(n, "memory_mib");
        if (g.id.empty() || g.memoryMib <= 0) {
            diags.push_back(catalogError(fileName, n, g.id.empty() ? "?" : g.id, "needs id and memory_mib"));
            continue;
        }
        g.name = str(n, "name");
        g.vendor = str(n, "vendor");
        g.segment = str(n, "segment");
        g.arch = str(n, "arch");
        g.aliases = strings(n, "aliases");
        g.marketingGb = num(n, "marketing_gb");
        g.bf16 = flag(n, "bf16");
        g.fp8 = flag(n, "fp8");
        g.bf16Tflops = num(n, "bf16_tflops");
        g.fp16Tflops = num(n, "fp16_tflops");
        g.bandwidthGbs = num(n, "bandwidth_gbs");
        g.pcieGbs = num(n, "pcie_gbs", 16);
        if (const YAML::Node sources = n["sources"]; sources && sources.IsMap()) {
            g.memorySource = sourceText(sources["memory"]);
            g.computeSource = sourceText(sources["compute"]);
        }
        if (auto it = m_gpuIds.find(g.id); it != m_gpuIds.end()) {
            m_gpus[it->second] = g; // an override file replaces the built-in entry
        } else {
            m_gpuIds.emplace(g.id, m_gpus.size());
            m_gpus.push_back(g);
        }
    }
    return !hasError(diags);
}

bool Catalog::loadModels(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                       YamlSource origin)
{
    YAML::Node root;
    if (!loadYamlChecked(yamlText, fileName, root, diags, origin))
        return false;
    const YAML::Node list = root.IsMap() ? root["models"] : YAML::Node();
    if (!list || !list.IsSequence()) {
        diags.push_back(catalogError(fileName, root, "models", "expected a top-level 'models:' list"));
        return false;
    }
    struct Reindex { // as in loadGpus()
        Catalog *catalog;
        ~Reindex() { catalog->index(); }
    } reindex{this};
    for (const auto &n : list) {
        ModelPreset m;
        m.id = str(n, "id");
        const auto kind = parseEnum<ModelKind>(str(n, "kind"));
        if (m.id.empty() || !kind) {
            diags.push_back(catalogError(fileName, n, m.id.empty() ? "?" : m.id, "needs id and a known kind"));
            continue;
        }
        m.kind = *kind;
        m.name = str(n, "name");
        m.aliases = strings(n, "aliases");
        m.params = num(n, "params");
        m.frozenParams = num(n, "frozen_params");
        if (const YAML::Node frozen = n["frozen"]; frozen && frozen.IsMap())
            m.frozenParams = num(frozen, "frozen_params");
        m.paramsSource = str(n, "params_source");
        if (const YAML::Node a = n["arch"]; a && a.IsMap())
            m.arch = readArchitecture(a);
        if (const YAML::Node v = n["vision"]; v && v.IsMap()) {
            m.vision.params = num(v, "params");
            m.vision.layers = integer(v, "layers");
            m.vision.hidden = integer(v, "hidden");
            m.vision.heads = integer(v, "heads");
            m.vision.ffn = integer(v, "ffn");
            m.vision.patch = integer(v, "patch", 14);
            m.vision.merge = integer(v, "merge", 1);
            m.vision.imageSize = integer(v, "image_size");
            m.vision.gatedMlp = str(v, "mlp") == "gated";
            m.vision.rmsNorm = str(v, "norm") == "rms";
            m.vision.source = str(v, "source");
        }
        if (const YAML::Node act = n["activation"]; act && act.IsMap()) {
            m.activation.bytesPerSample = num(act, "bytes_per_sample");
            m.activation.bytesPerToken = num(act, "bytes_per_token");
            m.activation.ampRatio = num(act, "amp_ratio", 0.5);
            m.activation.scale = scaleFrom(str(act, "scales_with"));
            m.activation.source = str(act, "source");
            readReference(act["reference"], m.activation);
        }
        m.taskAlignedAssigner = str(n, "assigner") == "task-aligned";
        if (const YAML::Node l = n["loader_sample"]; l && l.IsMap()) {
            m.loaderSampleBytes = std::clamp(num(l, "bytes"), 0.0, 1e12);
            m.loaderSampleSource = str(l, "source");
        }
        if (m.params <= 0 && m.arch.valid())
            m.params = parametersFromArchitecture(m.arch, m.kind) + m.vision.params;
        if (m.params <= 0) {
            diags.push_back(catalogError(fileName, n, m.id, "needs params or arch"));
            continue;
        }
        if (auto it = m_modelIds.find(m.id); it != m_modelIds.end()) {
            m_models[it->second] = m;
        } else {
            m_modelIds.emplace(m.id, m_models.size());
            m_models.push_back(m);
        }
    }
    return !hasError(diags);
}

bool Catalog::loadCoefficients(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                       YamlSource origin)
{
    YAML::Node root;
    if (!loadYamlChecked(yamlText, fileName, root, diags, origin))
        return false;
    if (!root.IsMap()) {
        diags.push_back(catalogError(fileName, root, "coefficients", "expected a map of name: {value, …}"));
        return false;
    }
    for (const auto &kv : root) {
        const YAML::Node &n = kv.second;
        if (n.IsMap() && n["value"] && n["value"].IsMap()) {
            // a table of values by key (cuda_context_mib_by_arch: {hopper: 760, ...}): one
            // coefficient per entry, named `name.key`
            for (const auto &e : n["value"]) {
                const auto v = e.second.IsScalar() ? parseNumber(e.second.Scalar()) : std::nullopt;
                if (!v) {
                    diags.push_back(catalogError(fileName, e.second, kv.first.Scalar(), "value is not a number"));
                    continue;
                }
                m_coefficients[kv.first.Scalar() + "." + e.first.Scalar()] = {*v, str(n, "unit"), sourceText(n["source"]),
                                                                             str(n, "note")};
            }
            continue;
        }
        if (!n.IsMap() || !n["value"] || !n["value"].IsScalar())
            continue; // notes without a single value are documentation
        const auto v = parseNumber(n["value"].Scalar());
        if (!v) {
            diags.push_back(catalogError(fileName, n["value"], kv.first.Scalar(), "value is not a number"));
            continue;
        }
        m_coefficients[kv.first.Scalar()] = {*v, str(n, "unit"), sourceText(n["source"]), str(n, "note")};
    }
    return !hasError(diags);
}

namespace {

// Entries of `from` replace those of `into` with the same id; the others are appended.
template <typename Entry>
void absorbEntries(std::vector<Entry> &into, std::unordered_map<std::string, size_t> &ids, std::vector<Entry> &from)
{
    for (Entry &e : from) {
        if (auto it = ids.find(e.id); it != ids.end()) {
            into[it->second] = std::move(e);
        } else {
            ids.emplace(e.id, into.size());
            into.push_back(std::move(e));
        }
    }
}

} // namespace

void Catalog::absorb(Catalog &&other)
{
    absorbEntries(m_gpus, m_gpuIds, other.m_gpus);
    absorbEntries(m_models, m_modelIds, other.m_models);
    for (auto &[name, coefficient] : other.m_coefficients)
        m_coefficients.insert_or_assign(name, std::move(coefficient));
    other = Catalog();
    index();
}

void Catalog::index()
{
    m_gpuKeys.clear();
    m_modelKeys.clear();
    m_gpuIds.clear();
    m_modelIds.clear();
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        m_gpuIds[m_gpus[i].id] = i;
        for (const auto &k : lookupKeys(m_gpus[i].id))
            m_gpuKeys.emplace(k, i);
        for (const auto &a : m_gpus[i].aliases)
            for (const auto &k : lookupKeys(a))
                m_gpuKeys.emplace(k, i);
        for (const auto &k : lookupKeys(m_gpus[i].name))
            m_gpuKeys.emplace(k, i);
    }
    for (size_t i = 0; i < m_models.size(); ++i) {
        m_modelIds[m_models[i].id] = i;
        for (const auto &k : lookupKeys(m_models[i].id))
            m_modelKeys.emplace(k, i);
        for (const auto &a : m_models[i].aliases)
            for (const auto &k : lookupKeys(a))
                m_modelKeys.emplace(k, i);
        for (const auto &k : lookupKeys(m_models[i].name))
            m_modelKeys.emplace(k, i);
    }
}

const GpuSpec *Catalog::findGpu(const std::string &name) const
{
    if (auto it = m_gpuIds.find(name); it != m_gpuIds.end())
        return &m_gpus[it->second];
    std::string n = name;
    for (const char *prefix : {"nvidia ", "NVIDIA ", "amd ", "AMD ", "tesla ", "Tesla ", "geforce ", "GeForce "})
        if (n.rfind(prefix, 0) == 0)
            n = n.substr(std::string(prefix).size());
    for (const std::string &k : lookupKeys(n))
        if (auto it = m_gpuKeys.find(k); it != m_gpuKeys.end())
            return &m_gpus[it->second];
    return nullptr;
}

const ModelPreset *Catalog::findModel(const std::string &name) const
{
    if (auto it = m_modelIds.find(name); it != m_modelIds.end())
        return &m_models[it->second];
    for (const std::string &k : lookupKeys(name))
        if (auto it = m_modelKeys.find(k); it != m_modelKeys.end())
            return &m_models[it->second];
    return nullptr;
}

const ModelPreset *Catalog::modelById(const std::string &id) const
{
    auto it = m_modelIds.find(id);
    return it == m_modelIds.end() ? nullptr : &m_models[it->second];
}

const GpuSpec *Catalog::gpuById(const std::string &id) const
{
    auto it = m_gpuIds.find(id);
    return it == m_gpuIds.end() ? nullptr : &m_gpus[it->second];
}

double Catalog::coefficient(const std::string &name, double fallback) const
{
    auto it = m_coefficients.find(name);
    return it == m_coefficients.end() ? fallback : it->second.value;
}

std::vector<std::string> Catalog::missingCoefficients(const std::vector<std::string> &names) const
{
    std::vector<std::string> out;
    for (const auto &n : names)
        if (!m_coefficients.count(n))
            out.push_back(n);
    return out;
}

double parametersFromArchitecture(const Architecture &a, ModelKind kind)
{
    const double h = a.hidden, q = a.qWidth(), kv = a.kvWidth(), f = a.ffn;
    const double headDim = a.heads ? q / a.heads : 0;
    const double norm = a.rmsNorm ? h : 2 * h;
    auto attention = [&](bool selfAttention) {
        double p = selfAttention ? h * q * 2 + h * kv * 2 : 4 * h * q;
        if (a.bias == Architecture::Bias::Qkv)
            p += q + 2 * kv;
        else if (a.bias == Architecture::Bias::All)
            p += selfAttention ? q + 2 * kv + h : q * 3 + h;
        return p;
    };
    auto mlpOf = [&](double width) {
        double p = (a.gatedMlp ? 3 : 2) * h * width;
        if (a.bias == Architecture::Bias::All)
            p += a.gatedMlp ? 2 * width + h : width + h;
        return p;
    };
    const double mlp = mlpOf(f);
    const double qkNorm = a.qkNorm ? 2 * headDim * (a.rmsNorm ? 1 : 2) : 0;
    const double layer = attention(true) + mlp + a.normsPerLayer * norm + qkNorm;
    const double finalNorm = a.finalNorm ? norm : 0;
    double total = a.layers * layer + finalNorm;
    if (a.moe()) {
        // An MoE layer's MLP: every routed expert, the router and the shared experts.
        const double moeMlp = a.experts * mlpOf(a.expertWidth()) + h * a.experts +
                              (a.sharedExpertFfn > 0 ? mlpOf(a.sharedExpertFfn) : 0);
        total += a.moeLayers() * (moeMlp - mlp);
    }
    if (kind == ModelKind::EncoderDecoder) {
        const double decoderLayer = layer + attention(false) + norm;
        total += a.decoderLayers * decoderLayer + finalNorm;
    }
    if (kind == ModelKind::Vit) {
        const int grid = a.patch ? a.imageSize / a.patch : 0;
        const double patchIn = 3.0 * a.patch * a.patch * std::max(1, a.tubelet);
        total += patchIn * h + h + h * a.classes + a.classes;
        if (a.positions == Architecture::Positions::Learned)
            total += (grid * grid + (a.classToken ? 1 : 0)) * h;
        if (a.classToken)
            total += h;
        return total;
    }
    total += static_cast<double>(a.vocab) * h;
    if (!a.tiedEmbeddings && (kind == ModelKind::Decoder || kind == ModelKind::EncoderDecoder ||
                              kind == ModelKind::VisionLanguage))
        total += static_cast<double>(a.vocab) * h;
    if (a.lmHeadBias)
        total += a.vocab;
    if (a.positions == Architecture::Positions::Learned)
        total += static_cast<double>(a.maxPositions) * h;
    total += static_cast<double>(a.tokenTypes) * h;
    if (a.embeddingNorm)
        total += norm;
    if (a.pooler)
        total += h * h + h;
    return total;
}

} // namespace headroom
