#include "modelmath.h"

#include "text.h"

#include <algorithm>
#include <cctype>

namespace headroom {

namespace {

// "model.layers.0.self_attn.q_proj" and "lora_query" name the same projection: the last
// component, lower case, letters and digits only, without litgpt's "lora_" prefix.
std::string targetKey(const std::string &raw)
{
    std::string n = raw;
    if (const auto dot = n.find_last_of('.'); dot != std::string::npos) {
        n = n.substr(dot + 1);
        // An index into an nn.Sequential names a layer of the module before it: Wan's `ffn.0`
        // (its MLP's first Linear), diffusers' `to_out.0` (the attention's output Linear).
        const bool index = !n.empty() && std::all_of(n.begin(), n.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        });
        if (index && dot > 0) {
            const auto before = raw.find_last_of('.', dot - 1);
            n = raw.substr(before == std::string::npos ? 0 : before + 1, dot - (before == std::string::npos ? 0 : before + 1)) + n;
        }
    }
    std::string key;
    for (char c : toLower(n))
        if (std::isalnum(static_cast<unsigned char>(c)))
            key.push_back(c);
    if (key.rfind("lora", 0) == 0 && key.size() > 4)
        key = key.substr(4);
    return key;
}

} // namespace

unsigned parseLoraTargets(const std::vector<std::string> &names, std::vector<std::string> *unknown)
{
    if (names.empty())
        return kLoraQ | kLoraV;
    struct Alias { const char *name; unsigned bits; };
    static const Alias aliases[] = {
        {"q", kLoraQ}, {"qproj", kLoraQ}, {"query", kLoraQ}, {"wq", kLoraQ},
        {"k", kLoraK}, {"kproj", kLoraK}, {"key", kLoraK}, {"wk", kLoraK},
        {"v", kLoraV}, {"vproj", kLoraV}, {"value", kLoraV}, {"wv", kLoraV},
        {"o", kLoraO}, {"oproj", kLoraO}, {"outproj", kLoraO}, {"dense", kLoraO}, {"wo", kLoraO},
        {"projection", kLoraO}, {"outputproj", kLoraO}, {"proj", kLoraO}, {"denseattn", kLoraO},
        {"cattn", kLoraQ | kLoraK | kLoraV}, {"qkv", kLoraQ | kLoraK | kLoraV},
        {"wqkv", kLoraQ | kLoraK | kLoraV}, {"querykeyvalue", kLoraQ | kLoraK | kLoraV},
        {"qkvproj", kLoraQ | kLoraK | kLoraV}, {"attn", kLoraQ | kLoraK | kLoraV | kLoraO},
        {"gate", kLoraGate}, {"gateproj", kLoraGate}, {"w1", kLoraGate}, {"fc1", kLoraUp},
        {"up", kLoraUp}, {"upproj", kLoraUp}, {"w3", kLoraUp}, {"cfc", kLoraUp}, {"densehto4h", kLoraUp},
        {"fcin", kLoraUp}, {"wi", kLoraUp}, {"wi0", kLoraGate}, {"wi1", kLoraUp},
        {"down", kLoraDown}, {"downproj", kLoraDown}, {"w2", kLoraDown}, {"fc2", kLoraDown},
        {"cproj", kLoraO | kLoraDown}, {"dense4htoh", kLoraDown}, {"fcout", kLoraDown},
        {"mlp", kLoraGate | kLoraUp | kLoraDown}, {"gateupproj", kLoraGate | kLoraUp},
        {"lmhead", kLoraHead}, {"alllinear", kLoraAllLinear}, {"all", kLoraAllLinear},
        // diffusers' Attention (to_q … to_out.0, and the joint blocks' context projections of
        // Flux and SD3) and the Sequential MLPs of diffusion transformers (Wan's ffn.0 / ffn.2,
        // diffusers' FeedForward ff.net.0.proj / ff.net.2)
        {"toq", kLoraQ}, {"tok", kLoraK}, {"tov", kLoraV}, {"toout", kLoraO}, {"toout0", kLoraO},
        {"addqproj", kLoraQ}, {"addkproj", kLoraK}, {"addvproj", kLoraV}, {"toaddout", kLoraO},
        {"ffn0", kLoraUp}, {"ffn2", kLoraDown}, {"mlp0", kLoraUp}, {"mlp2", kLoraDown},
        {"net2", kLoraDown}, {"ff0", kLoraUp}, {"ff2", kLoraDown},
    };
    const auto lookup = [&](const std::string &key) -> unsigned {
        for (const Alias &a : aliases)
            if (key == a.name)
                return a.bits;
        return 0;
    };
    unsigned bits = 0;
    for (const std::string &raw : names) {
        unsigned found = lookup(targetKey(raw));
        // PEFT's regex form, `llm\..*layers\.\d+\.self_attn\.(q_proj|k_proj|v_proj)`: the module
        // names among its words (an escape's letter, \d, is none).
        if (!found && raw.find_first_of("(|\\*[$^") != std::string::npos) {
            std::string word;
            for (size_t i = 0; i <= raw.size(); ++i) {
                const char c = i < raw.size() ? raw[i] : ' ';
                if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
                    word.push_back(c);
                    continue;
                }
                // (a word before `\.` is a module that holds the targets: mlp, self_attn)
                const bool holder = c == '.' || (c == '\\' && i + 1 < raw.size() && raw[i + 1] == '.');
                // `to_out.0`, `ffn\.2`: the word and the Sequential index after it name one layer
                const size_t digits = c == '.' ? i + 1 : i + 2;
                if (holder && digits < raw.size() && std::isdigit(static_cast<unsigned char>(raw[digits]))) {
                    size_t end = digits;
                    while (end < raw.size() && std::isdigit(static_cast<unsigned char>(raw[end])))
                        ++end;
                    found |= lookup(targetKey(word + "." + raw.substr(digits, end - digits)));
                    word.clear();
                    i = end - 1;
                    continue;
                }
                if (word.size() > 1 && !holder && !(i > word.size() && raw[i - word.size() - 1] == '\\'))
                    found |= lookup(targetKey(word));
                word.clear();
            }
        }
        bits |= found;
        if (!found && unknown)
            unknown->push_back(raw);
    }
    // None known: the framework's default (q and v) rather than no adapters at all.
    return bits ? bits : kLoraQ | kLoraV;
}

bool loraFusedQkv(const std::vector<std::string> &names, bool decoder)
{
    for (const std::string &raw : names) {
        const std::string key = targetKey(raw);
        if (key == "cattn" || key == "qkv" || key == "wqkv" || key == "querykeyvalue" || key == "qkvproj" ||
            key == "attn")
            return true;
    }
    // litgpt's lora_query / lora_key / lora_value adapt slices of its one fused `attn` Linear;
    // HF encoders (BERT, RoBERTa, ViT) name separate query / key / value Linears.
    return loraTargetsLitgpt(names, decoder);
}

bool loraTargetsLitgpt(const std::vector<std::string> &names, bool decoder)
{
    if (!decoder)
        return false;
    for (const std::string &raw : names) {
        const std::string key = targetKey(raw);
        if (key == "query" || key == "key" || key == "value" || key == "projection")
            return true;
    }
    return false;
}

bool loraTargetsTorchtune(const std::vector<std::string> &names)
{
    return std::any_of(names.begin(), names.end(), [](const std::string &n) { return targetKey(n) == "outputproj"; });
}

bool doubleQuantUnstated(const std::vector<std::string> &loraTargets, bool decoder)
{
    return !loraTargetsLitgpt(loraTargets, decoder);
}

double loraParameters(const Architecture &a, int rank, unsigned targets)
{
    const double h = a.hidden, q = a.qWidth(), kv = a.kvWidth();
    double attention = 0;
    if (targets & kLoraQ) attention += h + q;
    if (targets & kLoraK) attention += h + kv;
    if (targets & kLoraV) attention += h + kv;
    if (targets & kLoraO) attention += q + h;
    // (in + out) of the adapted Linears of one MLP of width f
    auto mlp = [&](double f) {
        double p = 0;
        if (a.gatedMlp) {
            if (targets & kLoraGate) p += h + f;
            if (targets & kLoraUp) p += h + f;
        } else if (targets & (kLoraUp | kLoraGate)) {
            p += h + f;
        }
        if (targets & kLoraDown) p += f + h;
        return p;
    };
    const int layers = a.layers + a.decoderLayers;
    double total = rank * (attention + mlp(a.ffn)) * layers;
    if (a.moe()) {
        // PEFT matches the MLP names in every expert (each an nn.Linear in transformers 4.x), and
        // "all-linear" takes the router too; the shared experts are one more MLP.
        double moe = a.experts * mlp(a.expertWidth()) + (a.sharedExpertFfn > 0 ? mlp(a.sharedExpertFfn) : 0);
        if ((targets & kLoraAllLinear) == kLoraAllLinear)
            moe += h + a.experts;
        total += rank * (moe - mlp(a.ffn)) * a.moeLayers();
    }
    if (targets & kLoraHead)
        total += rank * (h + a.vocab);
    return total;
}

namespace {

// The linear weights of the blocks; an MoE layer counts `experts` of its routed MLPs.
double blockLinears(const Architecture &a, double experts)
{
    const double h = a.hidden, q = a.qWidth(), kv = a.kvWidth(), f = a.ffn;
    const double mlpFactor = a.gatedMlp ? 3 : 2;
    const double perLayer = 2 * h * q + 2 * h * kv + mlpFactor * h * f;
    double total = perLayer * a.layers + (perLayer + 2 * h * q) * a.decoderLayers;
    if (a.moe()) {
        const double moeMlp = experts * mlpFactor * h * a.expertWidth() + h * a.experts +
                              mlpFactor * h * a.sharedExpertFfn;
        total += (moeMlp - mlpFactor * h * f) * a.moeLayers();
    }
    return total;
}

} // namespace

double blockLinearParameters(const Architecture &a) { return blockLinears(a, a.experts); }

double routedExpertParameters(const Architecture &a)
{
    if (!a.moe())
        return 0;
    return static_cast<double>(a.experts) * (a.gatedMlp ? 3 : 2) * a.hidden * a.expertWidth() * a.moeLayers();
}

double activeBlockLinearParameters(const Architecture &a) { return blockLinears(a, a.activeExperts()); }

} // namespace headroom
