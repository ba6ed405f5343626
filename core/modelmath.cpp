#include "modelmath.h"

#include "text.h"

#include <cctype>

namespace headroom {

namespace {

// "model.layers.0.self_attn.q_proj" and "lora_query" name the same projection: the last
// component, lower case, letters and digits only, without litgpt's "lora_" prefix.
std::string targetKey(const std::string &raw)
{
    std::string n = raw;
    if (const auto dot = n.find_last_of('.'); dot != std::string::npos)
        n = n.substr(dot + 1);
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
    };
    unsigned bits = 0;
    for (const std::string &raw : names) {
        const std::string key = targetKey(raw);
        bool found = false;
        for (const Alias &a : aliases)
            if (key == a.name) {
                bits |= a.bits;
                found = true;
                break;
            }
        if (!found && unknown)
            unknown->push_back(raw);
    }
    return bits;
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

bool doubleQuantUnstated(const std::vector<std::string> &loraTargets, bool decoder)
{
    return !loraTargetsLitgpt(loraTargets, decoder);
}

double loraParameters(const Architecture &a, int rank, unsigned targets)
{
    const double h = a.hidden, q = a.qWidth(), kv = a.kvWidth(), f = a.ffn;
    double perLayer = 0;
    if (targets & kLoraQ) perLayer += h + q;
    if (targets & kLoraK) perLayer += h + kv;
    if (targets & kLoraV) perLayer += h + kv;
    if (targets & kLoraO) perLayer += q + h;
    if (a.gatedMlp) {
        if (targets & kLoraGate) perLayer += h + f;
        if (targets & kLoraUp) perLayer += h + f;
    } else if (targets & (kLoraUp | kLoraGate)) {
        perLayer += h + f;
    }
    if (targets & kLoraDown) perLayer += f + h;
    const int layers = a.layers + a.decoderLayers;
    double total = rank * perLayer * layers;
    if (targets & kLoraHead)
        total += rank * (h + a.vocab);
    return total;
}

double blockLinearParameters(const Architecture &a)
{
    const double h = a.hidden, q = a.qWidth(), kv = a.kvWidth(), f = a.ffn;
    const double perLayer = 2 * h * q + 2 * h * kv + (a.gatedMlp ? 3 : 2) * h * f;
    return perLayer * a.layers + (perLayer + 2 * h * q) * a.decoderLayers;
}

} // namespace headroom
