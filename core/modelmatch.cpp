#include "modelmatch.h"

#include "text.h"
#include "yamlutil.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <regex>
#include <set>

namespace headroom {

namespace {

bool isAlpha(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool isAlnum(char c) { return isAlpha(c) || isDigit(c); }

bool hasDigit(const std::string &t) { return std::any_of(t.begin(), t.end(), isDigit); }

// Words that say how a checkpoint was made or saved, never which model it is: a name may
// carry any of them and still mean the entry ("llama-2-7b-chat-hf", "vrt_final.pth").
const std::vector<std::string> &releaseWords()
{
    static const std::vector<std::string> words = {
        "hf", "instruct", "chat", "it", "sft", "pt", "fp16", "bf16", "fp32", "model", "models", "pretrained",
        "pretrain", "final", "best", "last", "latest", "ckpt", "checkpoint", "checkpoints", "weights", "torch",
        "pytorch", "official", "original", "release", "init", "state", "dict", "ema", "train", "training",
        "finetune", "finetuned", "ft", "lora", "qlora", "peft", "adapter", "merged", "my", "custom", "local",
        // how a checkpoint was quantized or repackaged (unsloth's -bnb-4bit, -AWQ; the saved-form
        // suffixes with digits, -GPTQ-Int4, -FP8, are taken off whole by withoutQuantization)
        "bnb", "4bit", "8bit", "awq", "gptq", "gguf", "mlx", "quantized", "unsloth", "dynamic", "thinking"};
    return words;
}

// Words that name another network of the family, never a variant of the entry: Ultralytics'
// classifiers (yolo11n-cls) and open-vocabulary models (yolov8s-world).
bool namesOtherNetwork(const std::string &t)
{
    static const char *words[] = {"cls", "classify", "world"};
    return std::any_of(std::begin(words), std::end(words), [&](const char *w) { return t == w; });
}

bool isReleaseWord(const std::string &t)
{
    const auto &w = releaseWords();
    return std::find(w.begin(), w.end(), t) != w.end();
}

// File extensions a weights or config path ends with.
std::string withoutExtension(std::string s)
{
    static const char *exts[] = {".safetensors", ".ckpt", ".pth", ".pt", ".bin", ".yaml", ".yml", ".json",
                                 ".py", ".onnx", ".gz", ".tar", ".zip", ".h5", ".pkl"};
    bool again = true;
    while (again) {
        again = false;
        const std::string lower = toLower(s);
        for (const char *e : exts) {
            const std::string ext(e);
            if (lower.size() > ext.size() && lower.compare(lower.size() - ext.size(), ext.size(), ext) == 0) {
                s.resize(s.size() - ext.size());
                again = true;
                break;
            }
        }
    }
    return s;
}

// Whether a weights file's name (without its extension) is one any model's may have
// (model.safetensors, pytorch_model-00001-of-00002, checkpoint-500, epoch-20, last).
bool genericWeightsStem(const std::string &stem)
{
    static const std::regex generic(R"(^(model|pytorch_model|diffusion_pytorch_model|adapter_model|consolidated|weights|)"
                                    R"(checkpoint|ckpt|last|best|final|latest|ema|model_ema|state_dict|tf_model|flax_model)"
                                    R"()?([-_.]?[0-9]+(-of-[0-9]+)?)*$|^(step|epoch|iter)[-_=]?[0-9]+$)");
    return stem.size() <= kMaxPatternInput && std::regex_match(stem, generic);
}

// A list of the shards of one checkpoint (DiffSynth's `--dit_path "A/m-00001-of-00007.safetensors,
// A/m-00002-of-00007.safetensors,…"`): the first names them all.
std::string firstShard(const std::string &name)
{
    const size_t comma = name.find(',');
    if (comma == std::string::npos || comma == 0)
        return name;
    const std::string first = trim(name.substr(0, comma));
    return first.find_first_of("/\\") != std::string::npos && withoutExtension(first) != first ? first : name;
}

// The hub id a Hugging Face cache folder spells with '--' (…/models--Qwen--Qwen2.5-VL-72B-Instruct/
// snapshots/<sha>: Qwen/Qwen2.5-VL-72B-Instruct), whatever follows it; any other name as it is.
std::string hubIdOfCachePath(const std::string &name)
{
    static const std::string kCache = "models--";
    for (size_t at = name.find(kCache); at != std::string::npos; at = name.find(kCache, at + 1)) {
        if (at != 0 && name[at - 1] != '/' && name[at - 1] != '\\')
            continue;
        const size_t begin = at + kCache.size();
        const size_t end = std::min(name.find_first_of("/\\", begin), name.size());
        const std::string folder = name.substr(begin, end - begin);
        const size_t sep = folder.find("--");
        if (sep != std::string::npos && sep > 0 && sep + 2 < folder.size())
            return folder.substr(0, sep) + "/" + folder.substr(sep + 2);
    }
    return name;
}

// The pieces of a name worth matching on their own, most specific first: the last path
// segment, the earlier ones, and the components of a dotted class path.
std::vector<std::pair<std::string, double>> namePieces(const std::string &raw)
{
    std::vector<std::pair<std::string, double>> pieces;
    auto add = [&](const std::string &p, double penalty) {
        const std::string t = trim(p);
        if (t.empty())
            return;
        for (const auto &q : pieces)
            if (q.first == t)
                return;
        pieces.emplace_back(t, penalty);
    };
    std::string name = trim(raw);
    if (name.size() >= 2 && (name.front() == '"' || name.front() == '\'') && name.back() == name.front())
        name = name.substr(1, name.size() - 2);
    name = firstShard(name);
    std::vector<std::string> segments;
    std::string cur;
    for (char c : name) {
        if (c == '/' || c == '\\' || c == ':') {
            segments.push_back(cur);
            cur.clear();
        } else {
            cur.push_back(c);
        }
    }
    segments.push_back(cur);
    // The Hugging Face cache's folder (…/hub/models--Qwen--Qwen2.5-VL-72B-Instruct/snapshots/<sha>/…)
    // is the hub id with '/' spelled '--': the model, whatever follows it.
    if (const std::string hub = hubIdOfCachePath(name); hub != name) {
        add(hub.substr(hub.find('/') + 1), 0.0);
        add(hub, 0.0);
        return pieces;
    }
    // A weights file with a name of its own (webui's models/Stable-diffusion/flux1-dev.safetensors,
    // D:/SDXL/…): its folders say where it is kept, not what it is. Only a generic file name
    // (model.safetensors, pytorch_model-00001-of-00002.bin, checkpoint-500) leaves that to them.
    const std::string file = segments.back();
    const std::string stem = toLower(withoutExtension(file));
    const bool ownName = segments.size() > 1 && stem != toLower(file) && !genericWeightsStem(stem);
    if (ownName) {
        add(withoutExtension(file), 0.0);
        return pieces;
    }
    add(withoutExtension(name), 0.0);
    for (size_t i = segments.size(); i-- > 0;) {
        const double penalty = i + 1 == segments.size() ? 0.0 : 0.05;
        const std::string seg = withoutExtension(segments[i]);
        add(seg, penalty);
        // A dotted class path: "torchtune.models.llama3_2.lora_llama3_2_3b". A component that
        // starts with a digit belongs to a version ("qwen2.5") and is not split off.
        std::vector<std::string> dotted = split(seg, '.');
        if (dotted.size() >= 3)
            for (size_t j = dotted.size(); j-- > 0;)
                if (dotted[j].size() > 2 && isAlpha(dotted[j].front()))
                    add(dotted[j], penalty + 0.02);
    }
    return pieces;
}

// Words that name a model's size within its family ("gpt2-xl", "convnext_large").
bool isSizeWord(const std::string &t)
{
    static const char *words[] = {"tiny", "small", "base", "medium", "large", "xl", "xxl", "huge", "giant",
                                  "mini", "micro", "nano", "lite", "big", "s", "m", "l", "b", "h", "g"};
    return std::any_of(std::begin(words), std::end(words), [&](const char *w) { return t == w; });
}

// The model a quantized or repackaged checkpoint was made from: "Qwen3-8B-FP8", "…-GPTQ-Int4",
// "…-bnb-4bit", "…-w4a16" name the base model and how it was saved, and the saved form's digits
// must not read as another size or version.
std::string withoutQuantization(const std::string &piece)
{
    static const std::regex saved(R"([-_.](fp8|fp4|fp16|bf16|fp32|nvfp4|mxfp4|int4|int8|w4a16|w8a8|w8a16|gptq|awq|gguf|exl2|mlx|nf4|bnb|)"
                                  R"([2348]bit|[2348]-bit|q[2-8]_k(_[sml])?|q[48]_0)(?=$|[-_.]))",
                                  std::regex::icase);
    if (piece.size() > 300)
        return piece;
    std::string out = piece, prev;
    while (out != prev) {
        prev = out;
        out = std::regex_replace(out, saved, "");
    }
    return out;
}

// A parameter count written into a name: "7b", "350m", "1t".
bool isParameterCount(const std::string &t)
{
    return t.size() >= 2 && std::all_of(t.begin(), t.end() - 1, isDigit) &&
           (t.back() == 'b' || t.back() == 'm' || t.back() == 't');
}

// A count that describes the run, not the model: "4gpu", "8nodes", "100ep", "bs32" is split as bs 32;
// mmdetection's and detectron2's schedules "1x", "3x", "300e".
bool describesRun(const std::string &t)
{
    size_t digits = 0;
    while (digits < t.size() && isDigit(t[digits]))
        ++digits;
    if (digits == 0 || digits == t.size())
        return false;
    const std::string unit = t.substr(digits);
    // (one digit before x: "8x" of "mixtral-8x7b" and "32x" of "x101-32x8d" are the model's)
    if ((unit == "x" && digits == 1 && t[0] >= '1' && t[0] <= '6') || (unit == "e" && digits >= 2))
        return true;
    static const char *units[] = {"gpu", "gpus", "node", "nodes", "ep", "epoch", "epochs", "bs", "steps", "iter"};
    return std::any_of(std::begin(units), std::end(units), [&](const char *u) { return unit == u; });
}

struct Key {
    size_t entry;
    std::string text;
    std::vector<std::string> tokens;
};

std::vector<Key> catalogKeys(const Catalog &catalog)
{
    std::vector<Key> keys;
    const auto &models = catalog.models();
    for (size_t i = 0; i < models.size(); ++i) {
        auto add = [&](const std::string &text) {
            // An org prefix ("meta-llama/") names the publisher, not the model.
            std::string tail = text;
            if (const auto slash = tail.find_last_of('/'); slash != std::string::npos)
                tail = tail.substr(slash + 1);
            tail = withoutExtension(tail);
            std::vector<std::string> tokens = modelNameTokens(tail);
            while (tokens.size() > 1 && isReleaseWord(tokens.back()))
                tokens.pop_back();
            // An alias written with its schedule ("..._fpn_1x_coco") names the model without it.
            tokens.erase(std::remove_if(tokens.begin(), tokens.end(), describesRun), tokens.end());
            if (!tokens.empty())
                keys.push_back({i, text, std::move(tokens)});
        };
        add(models[i].id);
        for (const std::string &a : models[i].aliases)
            add(a);
    }
    return keys;
}

// Whether every token of `key` is in `name` (as a multiset); the rest of `name` goes to `extra`.
bool covers(const std::vector<std::string> &name, const std::vector<std::string> &key, std::vector<std::string> &extra)
{
    std::vector<std::string> rest = name;
    for (const std::string &t : key) {
        auto it = std::find(rest.begin(), rest.end(), t);
        if (it == rest.end())
            return false;
        rest.erase(it);
    }
    extra = std::move(rest);
    return true;
}

// An extra token tells entries of one family apart when another entry's key holds it beside
// the family's first token ("medium" in "gpt2-medium", "vl" in "qwen2.5-vl-3b").
bool distinguishes(const std::string &token, const Key &key, const std::vector<Key> &keys)
{
    const std::string &family = key.tokens.front();
    for (const Key &k : keys) {
        if (k.entry == key.entry)
            continue;
        if (std::find(k.tokens.begin(), k.tokens.end(), token) != k.tokens.end() &&
            std::find(k.tokens.begin(), k.tokens.end(), family) != k.tokens.end())
            return true;
    }
    return false;
}

struct Scored {
    double score = 0;
    const Key *key = nullptr;
    std::vector<std::string> ignored;
};

// A release stamp: "v0.3" (as "v", "0", "3"), "v2" of a checkpoint, or a YYMM date ("2507").
bool isDateStamp(const std::string &t)
{
    if (t.size() != 4 || !std::all_of(t.begin(), t.end(), isDigit))
        return false;
    const int yy = std::stoi(t.substr(0, 2)), mm = std::stoi(t.substr(2));
    return yy >= 22 && yy <= 29 && mm >= 1 && mm <= 12;
}

// Where the key's tokens stand as one run in the name: the brand words before it ("Hermes-3-"
// of "Hermes-3-Llama-3.1-8B") and a release's version or date after it ("-v0.3", "-2507") are
// taken off, so that only the other extras are judged. Only for a key that states its size
// and starts with a family word: the name then still says which model it is.
std::vector<std::string> withoutBrandAndRelease(const std::vector<std::string> &tokens, const std::vector<std::string> &key,
                                                const std::vector<Key> &keys)
{
    const bool sized = std::any_of(key.begin(), key.end(), isParameterCount);
    if (!sized || key.front().size() < 3 || hasDigit(key.front()) || tokens.size() < key.size())
        return tokens;
    size_t at = tokens.size();
    for (size_t i = 0; i + key.size() <= tokens.size() && at == tokens.size(); ++i)
        if (std::equal(key.begin(), key.end(), tokens.begin() + static_cast<std::ptrdiff_t>(i)))
            at = i;
    if (at == tokens.size() || at > 4)
        return tokens;
    // A brand is words and version numbers, never a family the catalog knows ("llama" before
    // "mistral" names a merge of two, not a fine-tune of one).
    for (size_t i = 0; i < at; ++i)
        if (!hasDigit(tokens[i]) && std::any_of(keys.begin(), keys.end(), [&](const Key &k) { return k.tokens.front() == tokens[i]; }))
            return tokens;
    std::vector<std::string> out(tokens.begin() + static_cast<std::ptrdiff_t>(at),
                                 tokens.begin() + static_cast<std::ptrdiff_t>(at + key.size()));
    for (size_t i = at + key.size(); i < tokens.size(); ++i) {
        const std::string &t = tokens[i];
        if (t == "v" && i + 1 < tokens.size() && std::all_of(tokens[i + 1].begin(), tokens[i + 1].end(), isDigit)) {
            while (i + 1 < tokens.size() && std::all_of(tokens[i + 1].begin(), tokens[i + 1].end(), isDigit))
                ++i;
            continue;
        }
        if (isDateStamp(t))
            continue;
        out.push_back(t);
    }
    return out;
}

// The score of `key` for a name's tokens, or 0 when it must not match.
Scored scoreKey(const std::vector<std::string> &nameTokens, const Key &key, const std::vector<Key> &keys)
{
    Scored s;
    std::vector<std::string> extra;
    if (!covers(nameTokens, key.tokens, extra))
        return s;
    // What a brand or a release stamp adds costs a little, once.
    const std::vector<std::string> tokens = withoutBrandAndRelease(nameTokens, key.tokens, keys);
    const double stamped = tokens.size() < nameTokens.size() ? 0.05 : 0.0;
    if (stamped > 0)
        covers(tokens, key.tokens, extra);
    // A key made only of short or numeric tokens ("t5", "sd 15") needs the whole name.
    const bool distinctive = std::any_of(key.tokens.begin(), key.tokens.end(),
                                         [](const std::string &t) { return t.size() >= 3 && !hasDigit(t); });
    double score = 1.0 - stamped;
    for (const std::string &e : extra) {
        if (describesRun(e)) {
            score -= 0.02;
            continue;
        }
        if (isReleaseWord(e)) { // (before the digits: "4bit", "int8" say how it was saved)
            score -= 0.02;
            continue;
        }
        if (hasDigit(e))
            return s; // another size, version or variant: "13b", "3.1", "x4"
        if (namesOtherNetwork(e))
            return s;
        // A size word names another member of the family, unless the key states its size itself
        // ("llama-2-7b-base" is llama-2-7b; "gpt2-xxl" is not gpt2).
        const bool sized = std::any_of(key.tokens.begin(), key.tokens.end(), isParameterCount);
        if (!distinctive || distinguishes(e, key, keys) || (isSizeWord(e) && !sized))
            return s;
        score -= 0.08;
    }
    if (score < 0.6)
        return s;
    s.score = score;
    s.key = &key;
    for (const std::string &e : extra)
        if (!isReleaseWord(e))
            s.ignored.push_back(e);
    return s;
}

} // namespace

std::vector<std::string> modelNameTokens(std::string_view name)
{
    std::vector<std::string> tokens;
    std::string cur;
    auto flush = [&] {
        if (!cur.empty())
            tokens.push_back(cur);
        cur.clear();
    };
    for (char c : name) {
        if (!isAlnum(c)) {
            flush();
            continue;
        }
        if (isDigit(c) && !cur.empty() && isAlpha(cur.back()))
            flush();
        cur.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
    flush();
    // mmpretrain's VisionTransformer with arch 'b'/'l'/'h' ("VisionTransformer l 16") is ViT-L/16
    static const std::map<std::string, std::string> vitSizes = {{"t", "tiny"}, {"s", "small"}, {"b", "base"},
                                                                {"l", "large"}, {"h", "huge"}};
    for (size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i] == "visiontransformer")
            tokens[i] = "vit";
        else if (i > 0 && tokens[i - 1] == "vit" && vitSizes.count(tokens[i]))
            tokens[i] = vitSizes.at(tokens[i]);
    }
    return tokens;
}

// A name without what its checkpoint was pretrained on: timm's tag after the '.'
// (convnext_base.fb_in22k, tf_efficientnet_b0.ns_jft_in1k, vit_base_patch16_224.augreg2_in21k_ft_in1k)
// and the dataset suffix of older timm and HF names (convnext_base_in22k, google/vit-base-patch16-224-in21k,
// facebook/convnext-base-224-22k). The architecture is the same.
std::string withoutPretrainingTag(const std::string &name)
{
    static const std::regex dottedTag(R"(^(.*[a-z0-9])\.([a-z0-9]+_)*(in1k|in12k|in21k|in22k|jft|jft300m|laion[0-9a-z]*|openai|)"
                                      R"(dfn[0-9a-z]*|fb|augreg2?|ra[0-9]?|a[1-3]h?|tv2?|sw|mim|dino|dinov2|lvd142m|in21k_ft_in1k|)"
                                      R"(in22k_ft_in1k|in22k_ft_in22k)(_[a-z0-9]+)*$)",
                                      std::regex::icase);
    static const std::regex datasetSuffix(R"(^(.*[a-z0-9])[-_](in1k|in21k|in22k|21k|22k|in21k_ft_in1k|in22k_ft_in1k)$)",
                                          std::regex::icase);
    if (name.size() > 200)
        return name;
    std::smatch m;
    std::string out = name;
    if (std::regex_match(out, m, dottedTag))
        out = m[1].str();
    if (std::regex_match(out, m, datasetSuffix))
        out = m[1].str();
    // OpenMMLab config names say how they were trained around the model: GPUs x images per GPU
    // (8xb16), epochs (300e), iterations (160k) and a release (v61 of YOLOv5), between '_' or '-':
    // `yolov5_s-v61_syncbn_fast_8xb16-300e_coco` is YOLOv5-s.
    static const std::regex schedule(R"((^|[_-])([0-9]+xb[0-9]+|[0-9]+e|[0-9]+k|v[0-9]+)(?=[_-]|$))", std::regex::icase);
    if (out.find('_') != std::string::npos)
        out = std::regex_replace(out, schedule, "$1");
    return out;
}

bool namesOnlyACheckpoint(const std::string &raw)
{
    const std::string name = firstShard(raw);
    const size_t slash = name.find_last_of("/\\");
    const std::string file = name.substr(slash == std::string::npos ? 0 : slash + 1);
    const std::string stem = toLower(withoutExtension(file));
    if (stem == toLower(file) || !genericWeightsStem(stem))
        return false;
    // (a folder that names the model says which it holds: Wan2.1-I2V-14B-720P/diffusion_pytorch_model.safetensors)
    if (slash == std::string::npos || slash == 0)
        return true;
    const std::string above = name.substr(0, slash);
    const size_t up = above.find_last_of("/\\");
    const std::string folder = toLower(above.substr(up == std::string::npos ? 0 : up + 1));
    const bool digit = std::any_of(folder.begin(), folder.end(), [](unsigned char c) { return std::isdigit(c); });
    const bool letter = std::any_of(folder.begin(), folder.end(), [](unsigned char c) { return std::isalpha(c); });
    return !(digit && letter && !genericWeightsStem(folder));
}

std::string_view toString(ModelMatch::How how)
{
    switch (how) {
    case ModelMatch::How::Exact: return "exact";
    case ModelMatch::How::Forgiving: return "forgiving";
    case ModelMatch::How::None: break;
    }
    return "none";
}

namespace {

// The words of a name that can name a family: letters only, three or more ("qwen", "gemma", "smollm").
std::set<std::string> familyWords(const std::string &name)
{
    static const std::set<std::string> generic = {"instruct", "chat", "base", "distill", "preview", "vision",
                                                  "hf", "it", "sft", "dpo", "rlhf", "model", "mini", "small",
                                                  "medium", "large", "tiny", "nano", "math", "coder", "code"};
    std::set<std::string> out;
    std::string w;
    for (const char ch : name + " ") {
        if (isAlpha(ch)) {
            w += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            continue;
        }
        if (w.size() >= 3 && generic.count(w) == 0)
            out.insert(w);
        w.clear();
    }
    return out;
}


// The version a family word is followed by in a lowercase name: "qwen2.5-vl-72b" → 2.5 for
// "qwen", "llama-3.1-8b" → 3.1, "gemma-3-4b" → 3; none where the word
// is followed by the size ("qwen-72b") or nothing: 0.
double familyVersion(const std::string &name, const std::string &word)
{
    const size_t at = name.find(word);
    if (at == std::string::npos)
        return 0.0;
    static const std::regex version(R"(^[-_ ]?v?(\d{1,2}(\.\d{1,2})?)(?![\d.]*[bm](?:$|[^a-z]))(?=$|[^0-9]))");
    std::smatch m;
    const std::string rest = name.substr(at + word.size(), 16);
    return std::regex_search(rest, m, version) ? std::stod(m[1].str()) : 0.0;
}

} // namespace

const ModelPreset *decoderOfTheNamedSize(const std::string &name, const Catalog &catalog, double &size)
{
    size = 0;
    const std::string id = hubIdOfCachePath(name);
    const size_t slash = id.find_last_of('/');
    const std::string n = toLower(slash == std::string::npos ? id : id.substr(slash + 1));
    // a mixture of experts' active size (Qwen3-30B-A3B) or expert count (Mixtral-8x7B): no dense kin
    // (or one that says it is one: deepseek-moe-16b-base; or its experts: Llama-4-Scout-17B-16E)
    static const std::regex moe(R"((^|[^a-z0-9])(a\d+(\.\d+)?b|\d+x\d+(\.\d+)?b|moe|\d+e)($|[^a-z0-9]))");
    static const std::regex sized(R"((^|[^a-z0-9.])(\d{1,4}(\.\d{1,3})?)([bm])($|[^a-z0-9]))");
    // nor a name that says it is no language model: a video or image diffusion transformer
    // (Wan2.1-T2V-14B, FLUX.1-dev, HunyuanVideo, CogVideoX-5B, a -Diffusers checkpoint), a speech model
    // (Whisper, NeMo's Parakeet/Canary/Conformer ASR: nvidia/parakeet-tdt-0.6b-v2)
    static const std::regex notText(
        R"((t2v|i2v|t2i|ti2v|diffusers|video|flux|sdxl|stable-diffusion|\bsd3|hunyuan|cogvideo|wan2|\bdit\b|pixart|whisper|wav2vec|tts|)"
        R"(parakeet|canary|conformer|citrinet|quartznet|hubert|wavlm|rnnt|\btdt\b|\bctc\b|\basr\b))");
    std::smatch m;
    if (std::regex_search(n, moe) || std::regex_search(n, notText) || !std::regex_search(n, m, sized))
        return nullptr;
    const double stated = std::stod(m[2].str()) * (m[4].str() == "b" ? 1e9 : 1e6);
    if (stated < 1e7 || stated > 2e12)
        return nullptr;
    std::set<std::string> words = familyWords(n);
    // fine-tunes named for themselves whose base is a Llama (Vicuna, Alpaca, Koala, Guanaco, WizardLM)
    static const std::set<std::string> llamaKin = {"vicuna", "alpaca", "koala", "guanaco", "wizardlm"};
    if (std::any_of(words.begin(), words.end(), [](const std::string &w) { return llamaKin.count(w) != 0; }))
        words.insert("llama");
    const ModelPreset *best = nullptr;
    double bestScore = 0;
    for (const ModelPreset &p : catalog.models()) {
        if (p.kind != ModelKind::Decoder || p.arch.moe() || p.params < stated * 0.8 || p.params > stated * 1.25)
            continue;
        const std::set<std::string> theirs = familyWords(p.id + " " + p.name);
        // a family word, whole or inside one of the name's (CodeLlama is a Llama, DeepSeek-Coder…;
        // a three-letter one only at either end: LLaVA-Phi is a Phi)
        const auto within = [](const std::string &mine, const std::string &w) {
            if (w.size() >= 4)
                return mine.find(w) != std::string::npos;
            return mine.size() > w.size() && (mine.compare(0, w.size(), w) == 0 ||
                                              mine.compare(mine.size() - w.size(), w.size(), w) == 0);
        };
        const auto isKin = [&](const std::string &w) {
            return words.count(w) != 0 ||
                   std::any_of(words.begin(), words.end(), [&](const std::string &mine) { return within(mine, w); });
        };
        const auto kinWord = std::find_if(theirs.begin(), theirs.end(), isKin);
        const bool kin = kinWord != theirs.end();
        // of the family, the version the name states (Qwen2.5-VL-72B: Qwen2.5-72B, not Qwen 1's
        // 72B), else the nearest; the newer of two as near, and where the name states none
        // (an entry without one, qwen-72b, is its family's first)
        double version = 0;
        if (kin && n.find(*kinWord) != std::string::npos) {
            const double mine = familyVersion(n, *kinWord);
            const double entry = std::max(1.0, familyVersion(toLower(p.id), *kinWord));
            version = (mine > 0 ? 1.5 - std::min(1.5, std::abs(mine - entry)) : 0.0) + 0.01 * std::min(entry, 10.0);
        }
        // The modal decoder of today (Llama's kind: gated MLP, RMSNorm, rotary positions, blocks in
        // sequence) is the likelier shape of a name of no known family than Falcon's or GPT-2's.
        const Architecture &a = p.arch;
        const bool llamaLike = a.gatedMlp && a.rmsNorm && a.positions == Architecture::Positions::Rope && a.normsPerLayer != 1;
        // of its family first, then of the common shape, then the nearest size
        const double score = (kin ? 10.0 : 0.0) + version + (llamaLike ? 1.0 : 0.0) - std::abs(std::log(p.params / stated));
        if (!best || score > bestScore) {
            best = &p;
            bestScore = score;
        }
    }
    if (best)
        size = stated;
    return best;
}

// A weights file named after its model as the catalog's aliases spell it (ComfyUI's
// hunyuan_video_720_cfgdistill_fp8_e4m3fn.safetensors, a kohya checkpoint): the fuzzy match
// below drops its saved form (_bf16, _fp8) and then misses the alias that keeps it.
const ModelPreset *weightsFileAlias(const std::string &name, const Catalog &catalog)
{
    static const std::regex weights(R"(^(.+)\.(safetensors|ckpt|pt|pth|bin|gguf)$)", std::regex::icase);
    std::smatch m;
    if (name.size() > 300 || !std::regex_match(name, m, weights))
        return nullptr;
    return catalog.findModel(m[1].str());
}

ModelMatch matchModelName(const std::string &given, const Catalog &catalog)
{
    ModelMatch m;
    m.name = given;
    if (trim(given).empty())
        return m;
    // (an alias may spell a whole config name, schedule and all)
    const ModelPreset *exact = catalog.findModel(trim(given));
    if (!exact)
        exact = weightsFileAlias(trim(given), catalog);
    const std::string name = exact ? trim(given) : withoutPretrainingTag(given);
    if (const ModelPreset *p = exact ? exact : catalog.findModel(name)) {
        m.how = ModelMatch::How::Exact;
        m.preset = p;
        m.score = 1.0;
        m.matchedKey = p->id;
        return m;
    }
    const std::vector<Key> keys = catalogKeys(catalog);
    const auto &models = catalog.models();
    Scored best;
    bool tie = false;
    for (const auto &[piece, penalty] : namePieces(name)) {
        const std::vector<std::string> tokens = modelNameTokens(withoutQuantization(piece));
        if (tokens.empty())
            continue;
        for (const Key &k : keys) {
            Scored s = scoreKey(tokens, k, keys);
            if (!s.key)
                continue;
            s.score -= penalty;
            // Of two keys that both fit, the longer one explains more of the name.
            const auto better = [&](const Scored &a, const Scored &b) {
                if (a.score != b.score)
                    return a.score > b.score;
                return a.key->tokens.size() > b.key->tokens.size();
            };
            if (!best.key || better(s, best)) {
                tie = false;
                best = std::move(s);
            } else if (!better(best, s) && best.key->entry != s.key->entry) {
                tie = true;
            }
        }
    }
    if (best.key && !tie) {
        m.preset = &models[best.key->entry];
        m.how = best.score >= 1.0 ? ModelMatch::How::Exact : ModelMatch::How::Forgiving;
        m.score = std::max(0.0, std::min(1.0, best.score));
        m.matchedKey = best.key->text;
        m.ignored = best.ignored;
        return m;
    }
    // Nothing sure: the entries of the same family, for the user to pick from.
    std::vector<std::string> tokens = modelNameTokens(namePieces(name).front().first);
    for (const Key &k : keys)
        for (const std::string &t : tokens)
            if (t.size() >= 3 && !hasDigit(t) && !isReleaseWord(t) && k.tokens.front() == t &&
                std::find(m.suggestions.begin(), m.suggestions.end(), models[k.entry].id) == m.suggestions.end())
                m.suggestions.push_back(models[k.entry].id);
    return m;
}

ModelMatch matchModelCandidates(const std::vector<ModelCandidate> &candidates, const Catalog &catalog)
{
    ModelMatch best;
    for (const ModelCandidate &c : candidates) {
        ModelMatch m = matchModelName(c.text, catalog);
        m.keyPath = c.keyPath;
        m.line = c.line;
        if (c.keyPath.empty()) // the file's name: weaker evidence than a key that names the model
            m.score *= 0.9;
        if (m.found() && (!best.found() || m.score > best.score))
            best = std::move(m);
        else if (!best.found() && best.suggestions.empty() && !m.suggestions.empty())
            best.suggestions = m.suggestions;
    }
    return best;
}

bool isModelKey(std::string_view keyPath)
{
    std::string path = toLower(keyPath);
    while (!path.empty() && path.front() == '-')
        path.erase(path.begin());
    std::string last = path;
    if (const auto dot = last.find_last_of('.'); dot != std::string::npos)
        last = last.substr(dot + 1);
    std::replace(last.begin(), last.end(), '-', '_');
    static const char *names[] = {"model", "model_name", "model_name_or_path", "pretrained_model_name_or_path",
                                  "base_model", "base_model_name_or_path", "model_id", "model_type", "arch",
                                  "architecture", "backbone", "encoder", "network", "net", "net_g", "which_model",
                                  "which_model_g", "model_path", "checkpoint", "pretrained", "weights",
                                  "_target_", "class_path", "_component_", "type"};
    for (const char *n : names)
        if (last == n) {
            // "type" names a model only right inside a model section (mmdet's model.backbone.type),
            // not a layer's or a part's own config there (model.backbone.norm_cfg.type 'SyncBN',
            // model.neck.type 'FPN', model.roi_head.bbox_head.loss_cls.type).
            if (last == "type") {
                const std::string above = path.substr(0, path.size() - last.size() - (path.size() > last.size()));
                const std::string parent = above.substr(above.find_last_of('.') == std::string::npos
                                                            ? 0
                                                            : above.find_last_of('.') + 1);
                return parent.find("model") != std::string::npos || parent.find("backbone") != std::string::npos ||
                       parent == "encoder" || parent == "network" || parent == "net" || parent == "arch";
            }
            // A class path names what its section builds: a logger's, a callback's, the trainer's,
            // an optimizer's or the data's is no model (Lightning's trainer.logger.class_path).
            if (last != "_target_" && last != "class_path" && last != "_component_")
                return true;
            static const char *notModels[] = {"trainer", "logger", "callback", "optim", "scheduler", "data",
                                              "loss", "metric", "strategy", "plugin", "profiler", "checkpoint",
                                              "tokenizer", "collat", "sampler", "transform", "augment"};
            const std::string above = path.substr(0, path.size() - last.size());
            return std::none_of(std::begin(notModels), std::end(notModels),
                                [&](const char *w) { return above.find(w) != std::string::npos; });
        }
    return false;
}

} // namespace headroom
