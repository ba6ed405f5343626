#include "generic.h"

#include "../fields.h"
#include "../text.h"
#include "mapper.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <optional>
#include <regex>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace headroom::dialects {

namespace {

std::vector<std::string> words(const YAML::Node &n)
{
    std::vector<std::string> out;
    if (n && n.IsSequence())
        for (const auto &i : n)
            if (i.IsScalar())
                out.push_back(keyName(i.Scalar()));
    return out;
}

ValueTable valueTable(const YAML::Node &n)
{
    ValueTable out;
    if (n && n.IsMap())
        for (const auto &kv : n)
            out.emplace(toLower(kv.first.Scalar()), kv.second.IsNull() ? std::string() : kv.second.Scalar());
    return out;
}

const std::set<std::string> kShapes = {"count", "count0", "gib",   "fraction", "bool", "size", "size_wh",
                                       "name",  "names",  "devices", "table",  "gpu", "alloc_conf"};

// A value that names a GPU model ("RTX 4090", "A100-40GB", "L40S", "h100"): a word of a GPU
// family the catalog could know, never a count or an index ("gpu: 0", "gpu: true").
bool namesGpu(const std::string &v)
{
    static const std::regex family(
        R"((^|[^a-z0-9])(a100|a800|h100|h800|h200|h20|b100|b200|gb200|gh200|a10g?|a16|a30|a40|l4|l40s?|t4|v100|p100|p40|k80|)"
        R"(rtx|gtx|geforce|quadro|titan|tesla|a[2-6]000|mi[0-9]{2,3}x?|[2-5]0[6-9]0)($|[^0-9]))",
        std::regex::icase);
    return v.size() <= 80 && std::regex_search(toLower(v), family);
}

std::optional<long long> integer(const std::string &text)
{
    const std::string t = trim(text);
    const auto n = parseNumber(t); // 0x40, 0o17, 0b1000 and 1_000 included
    if (!n || *n != std::floor(*n) || std::fabs(*n) > 1e12)
        return std::nullopt;
    // "1e3" and "1,000" are not how a count is written; an integer literal in another base is.
    const bool based = t.size() > 2 && t[0] == '0' && std::string("xXoObB").find(t[1]) != std::string::npos;
    if (!based && t.find_first_not_of("+-0123456789_") != std::string::npos)
        return std::nullopt;
    return static_cast<long long>(*n);
}

std::optional<std::string> boolWord(const std::string &text)
{
    const std::string t = toLower(trim(text));
    if (t == "true" || t == "yes" || t == "on" || t == "1")
        return std::string("true");
    if (t == "false" || t == "no" || t == "off" || t == "0")
        return std::string("false");
    return std::nullopt;
}

// One plain token where a number goes ("eight", "1979-05-27", "2k"): no setting left to run
// time (auto, null, ${…}, ???) and no expression.
bool plainToken(const std::string &text)
{
    const std::string t = toLower(trim(text));
    if (t.empty() || t.size() > 40 || t == "auto" || t == "null" || t == "none" || t == "nil" || t == "~" ||
        t == "???" || boolWord(t))
        return false;
    return std::none_of(t.begin(), t.end(), [](char c) {
        return std::isspace(static_cast<unsigned char>(c)) || std::string("${}()[]*/\\'\"`.").find(c) != std::string::npos;
    });
}

// The parts of a key path, [i] indexes dropped ("a.b[0].c" → a, b, c). A flag is one part,
// or, dotted (OpenRLHF's and litgpt's `--train.micro_batch_size`), its parts as a key's are.
std::vector<std::string> pathParts(const std::string &key)
{
    std::vector<std::string> parts;
    if (!key.empty() && key[0] == '-') {
        const size_t name = key.find_first_not_of('-');
        if (name == std::string::npos || key.find('.', name) == std::string::npos) {
            parts.push_back(key);
            return parts;
        }
        for (const std::string &p : split(key.substr(name), '.'))
            parts.push_back(p);
        return parts;
    }
    std::string cur;
    int depth = 0;
    for (char c : key) {
        if (c == '[')
            ++depth;
        else if (c == ']')
            depth = std::max(0, depth - 1);
        else if (depth > 0)
            continue;
        else if (c == '.')
            parts.push_back(cur), cur.clear();
        else
            cur += c;
    }
    parts.push_back(cur);
    return parts;
}

// Section words of a key path: every part but the last, whole and split at '_'.
struct KeyParts {
    std::string name;
    std::vector<std::string> sections; // whole parts and their '_' tokens
    std::vector<std::string> parent;   // the part right above the name, whole and its tokens
    size_t depth = 0;                  // how many parts above the name
    bool switched = false;             // `amp.enabled`: the section's switch, read as the section
};

KeyParts splitKey(const std::string &key)
{
    KeyParts out;
    const std::vector<std::string> parts = pathParts(key);
    out.name = keyName(parts.back());
    for (size_t i = 0; i + 1 < parts.size(); ++i) {
        const std::string p = keyName(parts[i]);
        if (p.empty())
            continue;
        ++out.depth;
        const bool last = i + 2 == parts.size();
        if (last)
            out.parent.push_back(p);
        out.sections.push_back(p);
        for (const std::string &t : split(p, '_'))
            if (!t.empty() && t != p) {
                out.sections.push_back(t);
                if (last)
                    out.parent.push_back(t);
            }
    }
    return out;
}

// Key names that say LoRA is used even where no rank is given.
const char *const kLoraEvidence[] = {"lora_alpha", "lora_target_modules", "lora_targets", "network_alpha", "target_modules"};

// Key names that say an SGD optimizer keeps momentum.
const char *const kMomentumNames[] = {"momentum", "nesterov"};
// litgpt's LoRA switches, one per place an adapter goes (litgpt/lora.py Config): the targets are
// the names of those switched on.
const char *const kLoraSwitches[] = {"lora_query", "lora_key", "lora_value", "lora_projection", "lora_mlp", "lora_head"};

bool anyOf(const std::vector<std::string> &have, const std::vector<std::string> &want)
{
    return std::any_of(have.begin(), have.end(),
                       [&](const std::string &w) { return std::find(want.begin(), want.end(), w) != want.end(); });
}

struct Candidate {
    size_t entry = 0;
    std::string value; // canonical text
    int score = 0;
};

class GenericReader {
public:
    GenericReader(const SynonymTables &t, Document &doc, MapOutcome &outcome, Diagnostics &diags)
        : m_t(t), m_doc(doc), m_out(outcome), m_diags(diags)
    {
        for (const auto &[field, b] : outcome.bindings) {
            if (b.entry < doc.entries.size())
                m_used.insert(b.entry);
            for (size_t d : b.divisors)
                m_used.insert(d);
        }
        m_used.insert(outcome.elsewhere.begin(), outcome.elsewhere.end()); // another model's sections
        // A variable a dialect rule read through (`BATCH = 24` … `model.train(batch=BATCH,
        // device=[0, 1, 2])`: Ultralytics' total batch) is that rule's: not read again by its name.
        std::set<std::string> through;
        for (const auto &[field, b] : outcome.bindings)
            if (b.entry < doc.entries.size() && !doc.entries[b.entry].valueVia.empty())
                through.insert(doc.entries[b.entry].valueVia);
        if (!through.empty())
            for (size_t i = 0; i < doc.entries.size(); ++i)
                if (through.count(doc.entries[i].key))
                    m_used.insert(i);
        // Only keys named like a synonym are split into sections: a file of a quarter of a
        // million keys stays fast (tst_malformed).
        m_wanted.insert(std::begin(kLoraEvidence), std::end(kLoraEvidence));
        m_wanted.insert(std::begin(kMomentumNames), std::end(kMomentumNames));
        m_wanted.insert(std::begin(kLoraSwitches), std::end(kLoraSwitches));
        std::unordered_set<std::string> beside;
        for (const auto &[field, groups] : t.groups)
            for (const SynonymGroup &g : groups) {
                m_wanted.insert(g.names.begin(), g.names.end());
                if (!g.besideKey.empty())
                    beside.insert(g.besideKey);
                m_notBeside.insert(g.notBeside.begin(), g.notBeside.end());
            }
        m_prefixes.insert(t.namePrefixes.begin(), t.namePrefixes.end());
        const std::unordered_set<std::string> switches(t.switchNames.begin(), t.switchNames.end());
        m_parts.resize(doc.entries.size());
        for (size_t i = 0; i < doc.entries.size(); ++i) {
            const Entry &e = doc.entries[i];
            const std::vector<std::string> parts = pathParts(e.key);
            const std::string n = keyName(parts.back());
            const bool nested = parts.size() >= 2 && e.key[0] != '-';
            if (nested && (beside.count(n) || switches.count(n)))
                m_sibling[ownerOf(e.key) + "." + n] = i;
            if (m_notBeside.count(n) && e.key[0] != '-')
                m_sibling[ownerOf(e.key) + "." + n] = i;
            if (nested && switches.count(n)) {
                // `amp: {enabled: false}`: the switch says what the section's name says.
                const std::string owner = ownerOf(e.key);
                if (!e.isSequence && boolWord(e.value) == std::optional<std::string>("false"))
                    m_off.insert(owner);
                std::string prefix;
                const std::string hit = resolveName(keyName(parts[parts.size() - 2]), prefix);
                if (hit.empty())
                    continue;
                m_parts[i] = splitKey(owner);
                m_parts[i].name = hit;
                m_parts[i].switched = true;
                if (!prefix.empty())
                    m_parts[i].sections.push_back(prefix);
                m_byName[hit].push_back(i);
                continue;
            }
            std::string prefix;
            const std::string hit = resolveName(n, prefix);
            if (hit.empty())
                continue;
            m_parts[i] = splitKey(e.key);
            m_parts[i].name = hit;
            if (!prefix.empty())
                m_parts[i].sections.push_back(prefix); // "train_num_workers" sits in training
            m_byName[hit].push_back(i);
        }
    }

    int run()
    {
        for (const std::string &field : m_t.fieldOrder) {
            // (a tool's default the dialect filled in yields to a key that states the field:
            // hallo's data.train_bs in a file that reads as HF's, which defaults to 8)
            const bool toolDefault = m_out.setup.isToolDefault(field);
            if (m_out.setup.isStated(field) && !toolDefault)
                continue;
            const auto it = m_t.groups.find(field);
            if (it != m_t.groups.end())
                readField(field, it->second);
            if (toolDefault && !m_out.setup.isToolDefault(field))
                m_diags.erase(std::remove_if(m_diags.begin(), m_diags.end(),
                                             [&](const Diagnostic &d) {
                                                 return d.code == "dialect.tool_default" && !d.args.empty() && d.args[0] == field;
                                             }),
                              m_diags.end());
        }
        architectureTogether();
        impliedMomentum();
        loraSwitches();
        ampSwitchedOff();
        frameBudget();
        heightAndWidth();
        convertGlobalBatch();
        inferFinetune();
        boundedCacheIsLru();
        clipsOfFrames();
        // What was read here is no longer "not understood".
        m_out.unknown.erase(std::remove_if(m_out.unknown.begin(), m_out.unknown.end(),
                                           [&](const UnknownKey &u) { return m_consumedKeys.count(u.keyPath) > 0; }),
                            m_out.unknown.end());
        return m_set;
    }

private:
    const SynonymTables &m_t;
    Document &m_doc;
    MapOutcome &m_out;
    Diagnostics &m_diags;
    std::set<size_t> m_used;
    std::vector<KeyParts> m_parts;
    std::unordered_map<std::string, std::vector<size_t>> m_byName; // entries by the last part of their key
    std::unordered_set<std::string> m_wanted;                      // every synonym
    std::unordered_set<std::string> m_prefixes;                    // words a synonym may be prefixed with
    std::unordered_map<std::string, size_t> m_sibling;             // "section.type" → entry, for `beside`
    std::unordered_set<std::string> m_notBeside;                   // names of keys some group may not stand beside
    std::unordered_set<std::string> m_off;                         // sections whose switch is false
    std::set<std::string> m_consumedKeys;
    int m_set = 0;

    // The section path of a key ("a.b[0].c" → "a.b[0]", "c" → "").
    static std::string ownerOf(const std::string &key)
    {
        const size_t dot = key.rfind('.');
        return dot == std::string::npos ? std::string() : key.substr(0, dot);
    }

    // The synonym a key name stands for: the name itself; the name with a plural `s` it was written
    // without (`accumulation_step`, `num_gpu`); or, after a first word that only says where it
    // belongs (`ds_num_workers`, `train_micro_batch_size`), a synonym of two words or more.
    std::string resolveName(const std::string &n, std::string &prefix) const
    {
        prefix.clear();
        if (m_wanted.count(n))
            return n;
        if (const std::string p = plural(n); !p.empty() && m_wanted.count(p))
            return p;
        const size_t us = n.find('_');
        if (us == std::string::npos || !m_prefixes.count(n.substr(0, us)))
            return std::string();
        const std::string rest = n.substr(us + 1);
        if (rest.find('_') == std::string::npos)
            return std::string();
        for (const std::string &r : {rest, plural(rest)})
            if (!r.empty() && m_wanted.count(r)) {
                prefix = n.substr(0, us);
                return r;
            }
        return std::string();
    }

    // "num_gpu" → "num_gpus"; nothing for a word that names one thing (`gpu_id: 3` is the fourth
    // GPU, not three of them; `node: 1` a rank).
    static std::string plural(const std::string &n)
    {
        const size_t us = n.rfind('_');
        const std::string last = us == std::string::npos ? n : n.substr(us + 1);
        if (n.size() < 4 || last == "id" || last == "node" || last == "rank" || last == "index" || last == "idx")
            return std::string();
        return n + "s";
    }

    // A key inside a section switched off (`zero_optimization: {enabled: false, stage: 1}`) states
    // nothing; a section's own switch is judged by the sections above it.
    bool switchedOff(size_t i) const
    {
        if (m_off.empty())
            return false;
        const std::string &key = m_doc.entries[i].key;
        const std::string k = m_parts[i].switched ? ownerOf(key) : key;
        for (size_t pos = k.find('.'); pos != std::string::npos; pos = k.find('.', pos + 1))
            if (m_off.count(k.substr(0, pos)))
                return true;
        return false;
    }

    bool besideOk(const SynonymGroup &g, size_t i) const
    {
        const std::string &key = m_doc.entries[i].key;
        // (a network's `input_size: 784` beside its `output_size: 10` is a layer's width, not an image)
        if (std::any_of(g.notBeside.begin(), g.notBeside.end(),
                        [&](const std::string &n) { return m_sibling.count(ownerOf(key) + "." + n) != 0; }))
            return false;
        if (g.besideKey.empty())
            return true;
        const auto it = m_sibling.find(ownerOf(key) + "." + g.besideKey);
        if (it == m_sibling.end() || ownerOf(key).empty())
            return false;
        const std::string v = toLower(m_doc.entries[it->second].value);
        return std::any_of(g.besideWords.begin(), g.besideWords.end(),
                           [&](const std::string &w) { return v.find(w) != std::string::npos; });
    }

    bool usable(size_t i) const
    {
        const Entry &e = m_doc.entries[i];
        if (m_used.count(i) || e.unresolved || e.isNull)
            return false;
        return inScope(e);
    }

    // A key of the file, or a flag of the command that trains. Of a compose file or a Kubernetes
    // manifest only the command's words: its YAML keys are Compose's or Kubernetes' own, read by
    // its rules.
    bool inScope(const Entry &e) const
    {
        return e.command < 0 ? m_doc.syntax != Syntax::Compose && m_doc.syntax != Syntax::Kubernetes
                             : e.command == m_doc.mainCommand;
    }

    std::optional<std::string> lookup(const ValueTable &table, const std::string &raw) const
    {
        const std::string t = toLower(trim(raw));
        if (const std::string *hit = table.find(t))
            return *hit;
        // A class path ("torch.optim.AdamW", "bnb.optim.AdamW8bit") ends in the name.
        if (const size_t dot = t.rfind('.'); dot != std::string::npos && dot + 1 < t.size())
            if (const std::string *hit = table.find(t.substr(dot + 1)))
                return *hit;
        return std::nullopt;
    }

    // The canonical text of `e`'s value for the group's shape, or nothing when it does not fit.
    // A probability (0, 0.05, 1), or what it means by a table ({"0": "false", "*": "true"}: an EMA
    // decay or a KL weight turns something on unless zero, spelled any way).
    static std::optional<std::string> fraction(const SynonymGroup &g, const std::string &v)
    {
        const auto n = parseNumber(v);
        if (!n || *n < 0 || *n > 1)
            return std::nullopt;
        if (g.values.empty())
            return v;
        const std::string *hit = g.values.find(*n == 0 ? std::string("0") : trim(v));
        hit = hit ? hit : g.values.find("*");
        return hit ? std::optional<std::string>(*hit) : std::nullopt;
    }

    std::optional<std::string> shaped(const SynonymGroup &g, const Entry &e) const
    {
        const std::string v = trim(e.value);
        const bool sized = g.shape == "size" || g.shape == "size_wh";
        if (e.isSequence && !sized && g.shape != "devices" && g.shape != "names")
            return std::nullopt;
        if (g.shape == "names") { // module names: a list, or one text with commas
            std::string out;
            for (const std::string &item : e.isSequence ? e.items : split(v, ',')) {
                const std::string t = trim(item);
                if (t.empty() || t.size() > 200 || parseNumber(t) || boolWord(t) || t.find("${") != std::string::npos)
                    return std::nullopt;
                out += (out.empty() ? "" : ",") + t;
            }
            return out.empty() ? std::nullopt : std::optional<std::string>(out);
        }
        if (g.shape == "count" || g.shape == "count0") {
            const auto n = integer(v);
            if (!n || *n < (g.shape == "count" ? 1 : 0) || *n > 100000000)
                return std::nullopt;
            return std::to_string(*n);
        }
        if (g.shape == "gib") { // an amount of memory in GiB: 50, 50.0, 0.5, or with its unit: 64GB, 1T
            if (const auto n = parseNumber(v)) {
                if (*n <= 0 || *n > 1e6)
                    return std::nullopt;
                return v;
            }
            // RAM is sold and reported in binary units: "64GB" of a machine is 64 GiB.
            const auto size = parseBinaryGib(v, 1.0);
            if (!size)
                return std::nullopt;
            const double gib = *size;
            if (gib < 1.0 / 16 || gib > 1e6)
                return std::nullopt;
            char text[32];
            std::snprintf(text, sizeof text, "%.6g", gib);
            return std::string(text);
        }
        if (g.shape == "gpu")
            return namesGpu(v) ? std::optional<std::string>(trim(v)) : std::nullopt;
        if (g.shape == "alloc_conf") // PyTorch's allocator options: "max_split_size_mb:128,expandable_segments:True"
            for (const std::string &item : split(v, ',')) {
                const std::string option = trim(item);
                const size_t colon = option.find(':');
                if (colon != std::string::npos && toLower(trim(option.substr(0, colon))) == "expandable_segments")
                    return boolWord(trim(option.substr(colon + 1)));
            }
        if (g.shape == "fraction")
            return fraction(g, v);
        if (g.shape == "bool") {
            const auto b = e.bareFlag ? std::optional<std::string>("true") : boolWord(v);
            if (!b)
                return std::nullopt;
            if (g.values.empty())
                return b;
            const std::string *hit = g.values.find(*b);
            return hit ? std::optional<std::string>(*hit) : std::nullopt;
        }
        if (g.shape == "table") {
            const auto t = m_t.tables.find(g.table);
            if (t == m_t.tables.end())
                return std::nullopt;
            return lookup(t->second, e.bareFlag ? std::string("true") : v);
        }
        if (sized) {
            std::vector<std::string> items = e.isSequence ? e.items : std::vector<std::string>{};
            if (!e.isSequence) {
                const std::string lower = toLower(v);
                items = split(lower, lower.find(',') != std::string::npos ? ',' : 'x');
            }
            if (items.size() == 3) {
                // [3, 224, 224]: channels first; [224, 224, 3]: channels last.
                const auto last = integer(items.back());
                if (last && *last >= 1 && *last <= 4)
                    items.pop_back();
                else
                    items.erase(items.begin());
            }
            std::vector<long long> dims;
            for (const std::string &i : items) {
                const auto n = integer(i);
                if (!n || *n < 8 || *n > 100000)
                    return std::nullopt;
                dims.push_back(*n);
            }
            if (dims.size() == 1)
                return std::to_string(dims[0]);
            // (size_wh: OpenMMLab's scale=(w, h); the field is height × width)
            if (dims.size() == 2 && g.shape == "size_wh")
                std::swap(dims[0], dims[1]);
            if (dims.size() == 2)
                return dims[0] == dims[1] ? std::to_string(dims[0]) : std::to_string(dims[0]) + "x" + std::to_string(dims[1]);
            return std::nullopt;
        }
        if (g.shape == "devices") {
            // A list (or "0,1") counts devices; a number is a count, or for an index key one device.
            std::vector<std::string> items = e.isSequence ? e.items : split(v, ',');
            items.erase(std::remove_if(items.begin(), items.end(), [](const std::string &s) { return trim(s).empty(); }),
                        items.end());
            if (items.empty())
                return std::nullopt;
            if (items.size() > 1 || e.isSequence) {
                for (const std::string &i : items)
                    if (!integer(i) && toLower(trim(i)).rfind("cuda", 0) != 0)
                        return std::nullopt;
                return std::to_string(items.size());
            }
            const std::string one = toLower(trim(items[0]));
            if (one.rfind("cuda:", 0) == 0 && integer(one.substr(5)))
                return std::string("1");
            const auto n = integer(one);
            if (!n || *n < 0 || *n > 4096)
                return std::nullopt;
            if (g.inferred)
                return std::string("1"); // `device: 0` names one GPU
            return *n >= 1 ? std::optional<std::string>(std::to_string(*n)) : std::nullopt;
        }
        if (g.shape == "name")
            return modelNameShaped(v);
        return std::nullopt;
    }

    static std::optional<std::string> modelNameShaped(const std::string &v)
    {
        const std::string lower = toLower(v);
        // (a kind of model or a training method, not one model: Chronos' `model_type: seq2seq`,
        // SimpleTuner's `model_type: lora`)
        static const std::set<std::string> kinds = {"seq2seq", "causal", "causal_lm", "causallm", "encoder_decoder",
                                                    "encoder-decoder", "decoder", "encoder", "lora", "full",
                                                    "qlora", "lycoris", "peft", "auto"};
        if (v.empty() || v.size() > 300 || integer(v) || parseNumber(v) || boolWord(v) || lower == "null" ||
            lower == "none" || lower == "~" || v == "???" || v.find("${") != std::string::npos || kinds.count(lower))
            return std::nullopt;
        return v;
    }

    int score(size_t i) const
    {
        const KeyParts &p = m_parts[i];
        int s = 0;
        if (anyOf(p.sections, m_t.trainSections))
            s += 2;
        if (m_doc.entries[i].file == m_doc.path)
            s += 1; // the file itself over what it inherits
        return s;
    }

    Source sourceFor(const Entry &e, const SynonymGroup &g) const
    {
        Source s = sourceOfEntry(e);
        s.how = g.inferred ? "inferred" : "name";
        s.note = g.inferred ? "inferred from " + e.key : "matched by name: " + m_parts[static_cast<size_t>(&e - m_doc.entries.data())].name;
        return s;
    }

    // The rule export writes the field back through: the very key, spelled the way it was read.
    Rule bindingRule(const std::string &field, const SynonymGroup &g, const Entry &e) const
    {
        Rule r;
        r.field = field;
        r.key = e.key;
        r.family = "generic";
        r.write = false;
        if (g.shape == "bool") {
            r.values = g.values.empty() ? ValueTable{} : g.values;
            if (g.values.empty()) {
                r.values.emplace("true", "true");
                r.values.emplace("false", "false");
            }
        } else if (g.shape == "table") {
            if (const auto t = m_t.tables.find(g.table); t != m_t.tables.end())
                r.values = t->second;
        } else if (g.shape == "devices" && (e.isSequence || e.value.find(',') != std::string::npos || g.inferred)) {
            r.pattern = "."; // a device list is not rewritten as a count
        } else if (g.shape == "names" && e.isSequence) {
            r.pattern = "."; // nor a list of names as one text
        }
        return r;
    }

    // The usable candidates of one group, in file order.
    std::vector<Candidate> candidates(const std::string &field, const SynonymGroup &g)
    {
        // The entries named one of the group's names, in file order (a big file stays fast).
        std::vector<size_t> named;
        for (const std::string &n : g.names)
            if (const auto it = m_byName.find(n); it != m_byName.end())
                named.insert(named.end(), it->second.begin(), it->second.end());
        std::sort(named.begin(), named.end());
        std::vector<Candidate> found;
        for (size_t i : named) {
            if (!usable(i))
                continue;
            const KeyParts &p = m_parts[i];
            // (a group that names its section itself reads there: DeepSpeed's offload_optimizer.device;
            // only that section, `val.data.size` is still validation's)
            const bool namedSection = !g.within.empty() && anyOf(p.parent, g.within);
            const bool evalOnlyNamed = std::all_of(p.sections.begin(), p.sections.end(), [&](const std::string &w) {
                return std::find(m_t.evalSections.begin(), m_t.evalSections.end(), w) == m_t.evalSections.end() ||
                       std::find(g.within.begin(), g.within.end(), w) != g.within.end();
            });
            if ((anyOf(p.sections, m_t.evalSections) && !(namedSection && evalOnlyNamed)) || switchedOff(i))
                continue;
            if (!g.within.empty() && !namedSection && !(g.top && p.depth == 0))
                continue;
            if ((!g.under.empty() && !anyOf(p.sections, g.under)) || !besideOk(g, i))
                continue;
            if (!g.unless.empty() && anyOf(p.parent, g.unless))
                continue;
            const auto v = shaped(g, m_doc.entries[i]);
            if (!v) {
                const Entry &e = m_doc.entries[i];
                const bool said = std::any_of(m_diags.begin(), m_diags.end(), [&](const Diagnostic &d) {
                    return d.code == "dialect.auto_value" && !d.args.empty() && d.args[0] == e.key;
                });
                if (toLower(trim(e.value)) == "auto" && !said)
                    m_diags.push_back(warning("dialect.auto_value", e, {e.key, field}));
                // A number that cannot be this count ("batch_size = -4", "3.5", "0"): said, not
                // passed over in silence as a key not understood.
                // So is a word where the number goes ("batch_size: eight").
                const bool counted = g.shape == "count" || g.shape == "count0" || g.shape == "gib";
                const std::string lowered = toLower(trim(e.value));
                const bool notANumber = lowered == ".nan" || lowered == "nan" || lowered == ".inf" || lowered == "inf" ||
                                        lowered == "-.inf" || lowered == "-inf";
                const bool number = parseNumber(e.value).has_value() || integer(e.value).has_value() ||
                                    plainToken(e.value) || notANumber;
                // Said once: the dialect's own rule may have refused the value already.
                const bool warned = std::any_of(m_diags.begin(), m_diags.end(), [&](const Diagnostic &d) {
                    return d.line == e.line && d.line > 0 && (d.file == e.file || d.file.empty() || e.file.empty());
                });
                if (counted && number && !e.isSequence && !warned)
                    m_diags.push_back(warning("dialect.unmapped_value", e, {e.key, e.value, field}));
                continue;
            }
            found.push_back({i, *v, score(i)});
        }
        return found;
    }

    void readField(const std::string &field, const std::vector<SynonymGroup> &groups)
    {
        const auto avoidIt = m_t.avoid.find(field);
        const auto avoided = [&](const Candidate &c) {
            return avoidIt != m_t.avoid.end() && anyOf(m_parts[c.entry].sections, avoidIt->second);
        };
        // A group whose best candidate sits in an avoided section waits for the later groups.
        std::vector<std::pair<const SynonymGroup *, std::vector<Candidate>>> waiting;
        for (const SynonymGroup &g : groups) {
            std::vector<Candidate> found = candidates(field, g);
            if (found.empty())
                continue;
            // The best-placed candidate: outside an avoided section, in a training section, in the
            // file itself, nearest the top; among equals the last, as a later setting overrides an
            // earlier one.
            size_t best = 0;
            for (size_t c = 0; c < found.size(); ++c) {
                const Candidate &a = found[c], &b = found[best];
                if (avoided(a) != avoided(b)) {
                    if (!avoided(a))
                        best = c;
                } else if (a.score > b.score || (a.score == b.score && m_parts[a.entry].depth <= m_parts[b.entry].depth)) {
                    best = c;
                }
            }
            if (avoided(found[best])) {
                waiting.emplace_back(&g, std::move(found));
                continue;
            }
            if (take(field, g, found, best))
                return;
        }
        for (const auto &[g, found] : waiting) {
            size_t best = 0;
            for (size_t c = 0; c < found.size(); ++c)
                if (found[c].score > found[best].score ||
                    (found[c].score == found[best].score && m_parts[found[c].entry].depth <= m_parts[found[best].entry].depth))
                    best = c;
            if (take(field, *g, found, best))
                return;
        }
    }

    // Sets `field` from found[best]; false when the field refuses the value (a batch of a million).
    bool take(const std::string &field, const SynonymGroup &g, const std::vector<Candidate> &found, size_t best)
    {
        const Candidate &chosen = found[best];
        const Entry &e = m_doc.entries[chosen.entry];
        Source src = sourceFor(e, g);
        if (setField(m_out.setup, field, chosen.value, src))
            return false;
        ++m_set;
        ++m_out.stated;
        m_used.insert(chosen.entry);
        m_consumedKeys.insert(e.key);
        Binding b;
        b.entry = chosen.entry;
        b.rule = bindingRule(field, g, e);
        m_out.bindings[field] = b;
        for (const Candidate &c : found) {
            m_consumedKeys.insert(m_doc.entries[c.entry].key);
            const Entry &o = m_doc.entries[c.entry];
            // (values of two files are one overriding the other, as a base file's are: no conflict)
            if (&c != &chosen && normalizeToken(c.value) != normalizeToken(chosen.value) && o.file == e.file) {
                m_diags.push_back(warning("generic.conflict", o, {field, e.key, chosen.value, o.key, c.value}));
                break;
            }
        }
        return true;
    }

    // A model's numbers read by name stand only beside a layer count and a width (the first two
    // of `architecture:`): a lone `num_heads` or `hidden_dim` may be a head's or an MLP's own, and
    // would reshape the catalog model the estimate starts from (heads that do not divide its width
    // are an error).
    void architectureTogether()
    {
        const std::vector<std::string> &arch = m_t.architecture;
        TrainingSetup &s = m_out.setup;
        if (arch.size() < 2 || (s.isStated(arch[0]) && s.isStated(arch[1])))
            return;
        const TrainingSetup defaults;
        for (const std::string &field : arch) {
            const auto src = s.sources.find(field);
            const auto bound = m_out.bindings.find(field);
            if (src == s.sources.end() || src->second.how != "name" || bound == m_out.bindings.end())
                continue;
            setField(s, field, fieldValue(defaults, field), Source{});
            s.sources.erase(field);
            m_used.erase(bound->second.entry);
            m_consumedKeys.erase(m_doc.entries[bound->second.entry].key);
            m_out.bindings.erase(bound);
            --m_set;
            --m_out.stated;
        }
    }

    // SGD stated with a momentum beside it (`optimizer: {type: SGD, momentum: 0.9}`, yacs
    // SOLVER.OPTIMIZING_METHOD sgd + SOLVER.MOMENTUM 0.9, `nesterov: true`) is SGD with momentum,
    // which keeps a momentum buffer per parameter; RMSprop with one keeps it beside square_avg. A momentum elsewhere (BatchNorm's, an EMA's,
    // MoCo's) says nothing about the optimizer.
    void impliedMomentum()
    {
        TrainingSetup &s = m_out.setup;
        const std::string stated = s.isStated("run.optimizer") ? fieldValue(s, "run.optimizer") : std::string();
        if (stated != "sgd" && stated != "rmsprop")
            return;
        const Source &at = s.sources.at("run.optimizer");
        const std::string section = ownerOf(at.keyPath);
        for (const char *name : kMomentumNames) {
            const auto it = m_byName.find(name);
            if (it == m_byName.end())
                continue;
            for (size_t i : it->second) {
                const Entry &e = m_doc.entries[i];
                const std::string owner = ownerOf(e.key);
                const bool beside = owner == section || (!section.empty() && owner.rfind(section + ".", 0) == 0);
                if (!beside || !inScope(e) || e.unresolved || e.isNull || e.isSequence || switchedOff(i))
                    continue;
                const auto n = parseNumber(trim(e.value));
                const bool on = std::string(name) == "nesterov" ? boolWord(e.value) == std::optional<std::string>("true")
                                                                : (n && *n > 0 && *n < 1);
                if (!on)
                    continue;
                Source src = at;
                src.how = "inferred";
                src.note = (stated == "sgd" ? "SGD with " : "RMSprop with ") + e.key + " " + trim(e.value);
                if (!setField(s, "run.optimizer", stated + "-momentum", src))
                    ++m_set;
                return;
            }
        }
    }

    // litgpt's `lora_query: true`, `lora_value: true`, `lora_mlp: true`, …: the LoRA targets are
    // the switches that are on (query, value, mlp), in litgpt's own words. Read only, as the
    // switches are several keys: export does not write a target list through them.
    void loraSwitches()
    {
        TrainingSetup &s = m_out.setup;
        if (s.isStated("run.lora_targets"))
            return;
        std::string targets;
        const Entry *first = nullptr;
        std::vector<std::string> keys;
        for (const char *name : kLoraSwitches) {
            const auto it = m_byName.find(name);
            if (it == m_byName.end())
                continue;
            for (size_t i : it->second) {
                const Entry &e = m_doc.entries[i];
                if (!inScope(e) || e.unresolved || e.isNull || e.isSequence || !boolWord(e.value))
                    continue;
                keys.push_back(e.key);
                if (*boolWord(e.value) != "true")
                    continue;
                targets += (targets.empty() ? "" : ",") + std::string(name).substr(5);
                if (!first)
                    first = &e;
            }
        }
        if (!first)
            return;
        Source src = sourceOfEntry(*first);
        src.how = "inferred";
        src.note = "litgpt LoRA switches";
        if (setField(s, "run.lora_targets", targets, src))
            return;
        ++m_set;
        ++m_out.stated;
        m_consumedKeys.insert(keys.begin(), keys.end());
    }

    static Diagnostic warning(const std::string &code, const Entry &at, std::vector<std::string> args)
    {
        Diagnostic d;
        d.severity = Diagnostic::Severity::Warning;
        d.code = code;
        d.file = at.file;
        d.line = at.line;
        d.column = at.column;
        d.args = std::move(args);
        return d;
    }

    // A batch size that a sibling says counts frames or tokens (F5-TTS's `batch_size_per_gpu:
    // 38400` beside `batch_size_type: frame` and `max_samples: 64`): a budget, not samples; the
    // samples of a batch are at most max_samples.
    void frameBudget()
    {
        TrainingSetup &s = m_out.setup;
        const auto src = s.sources.find("run.micro_batch");
        if (src == s.sources.end() || src->second.how != "name")
            return;
        const std::string owner = ownerOf(src->second.keyPath);
        const Entry *type = nullptr, *most = nullptr;
        for (size_t i = 0; i < m_doc.entries.size(); ++i) {
            const Entry &e = m_doc.entries[i];
            if (ownerOf(e.key) != owner || !inScope(e))
                continue;
            const std::string name = splitKey(e.key).name;
            if (name == "batch_size_type")
                type = &e;
            else if (name == "max_samples" || name == "max_samples_per_batch")
                most = &e;
        }
        const std::string kind = type ? toLower(trim(type->value)) : std::string();
        if (kind != "frame" && kind != "frames" && kind != "token" && kind != "tokens")
            return;
        Source budget = sourceOfEntry(*type);
        budget.how = "inferred";
        if (const auto n = most ? integer(most->value) : std::nullopt; n && *n >= 1) {
            budget = sourceOfEntry(*most);
            budget.how = "inferred";
            budget.note = "at most " + std::to_string(*n) + " samples in a batch of " + src->second.keyPath + " " +
                          fieldValue(s, "run.micro_batch") + " " + kind + "s";
            setField(s, "run.micro_batch", std::to_string(*n), budget);
        } else {
            budget.note = src->second.keyPath + " counts " + kind + "s: samples per batch unknown, 1 assumed";
            setField(s, "run.micro_batch", "1", budget);
        }
        m_out.bindings.erase("run.micro_batch");
        m_consumedKeys.insert(type->key);
    }

    // An input given as a height and a width beside it (`--height 480 --width 832`, a video
    // trainer's `train_height`/`train_width`): the image size, height x width, where nothing
    // states the size in one key.
    void heightAndWidth()
    {
        TrainingSetup &s = m_out.setup;
        if (s.isStated("data.image_size"))
            return;
        static const std::vector<std::string> prefixes = {"", "train_", "video_", "image_", "img_", "input_", "target_"};
        for (size_t i = 0; i < m_doc.entries.size(); ++i) {
            const Entry &h = m_doc.entries[i];
            std::string name = splitKey(h.key).name;
            while (!name.empty() && name.front() == '-')
                name.erase(0, 1);
            const auto prefix = std::find_if(prefixes.begin(), prefixes.end(), [&](const std::string &p) { return name == p + "height"; });
            if (prefix == prefixes.end() || !inScope(h) || h.unresolved || h.isSequence ||
                anyOf(splitKey(h.key).sections, m_t.evalSections)) // (a sampler's size is no training input)
                continue;
            const std::string widthName = *prefix + "width";
            for (const Entry &w : m_doc.entries) {
                std::string other = splitKey(w.key).name;
                while (!other.empty() && other.front() == '-')
                    other.erase(0, 1);
                if (other != widthName || ownerOf(w.key) != ownerOf(h.key) || w.command != h.command || !inScope(w) || w.unresolved)
                    continue;
                const auto hv = integer(h.value), wv = integer(w.value);
                if (!hv || !wv || *hv < 8 || *wv < 8)
                    continue;
                Source src = sourceOfEntry(h);
                src.how = "inferred";
                src.note = h.key + " " + h.value + " x " + w.key + " " + w.value;
                if (!setField(s, "data.image_size", std::to_string(*hv) + "x" + std::to_string(*wv), src)) {
                    ++m_set;
                    ++m_out.stated;
                    m_consumedKeys.insert(h.key);
                    m_consumedKeys.insert(w.key);
                }
                return;
            }
        }
    }

    // The autocast dtype beside a switch that turns autocast off (Pointcept's `enable_amp =
    // False` with `amp_dtype = "float16"`): the run is fp32; the dtype is for when it is on.
    void ampSwitchedOff()
    {
        TrainingSetup &s = m_out.setup;
        const auto src = s.sources.find("run.precision");
        if (src == s.sources.end() || src->second.how != "name")
            return;
        const std::string owner = ownerOf(src->second.keyPath);
        const std::string dtypeKey = src->second.keyPath.substr(owner.empty() ? 0 : owner.size() + 1);
        if (dtypeKey != "amp_dtype" && dtypeKey != "autocast_dtype" && dtypeKey != "mixed_precision_dtype")
            return;
        static const std::set<std::string> switches = {"enable_amp", "use_amp", "amp_enabled", "amp_enable", "amp"};
        // (the last one stated: a config's own `enable_amp = True` over its _base_'s False)
        const Entry *last = nullptr;
        size_t lastAt = 0;
        for (size_t i = 0; i < m_doc.entries.size(); ++i)
            if (switches.count(m_parts[i].name) && ownerOf(m_doc.entries[i].key) == owner && inScope(m_doc.entries[i])) {
                last = &m_doc.entries[i];
                lastAt = i;
            }
        if (last && parseBool(last->value) == std::optional<bool>(false)) {
            const Entry &e = *last;
            const size_t i = lastAt;
            Source off = sourceOfEntry(e);
            off.how = "name";
            off.note = m_parts[i].name + " off: " + dtypeKey + " unused";
            setField(s, "run.precision", "fp32", off);
            m_consumedKeys.insert(e.key);
        }
    }

    // A batch stated over all GPUs (Ultralytics `batch`, DeepSpeed train_batch_size, detectron2
    // IMS_PER_BATCH) with no per-GPU one: the per-GPU batch is it divided by the GPU count.
    void convertGlobalBatch()
    {
        TrainingSetup &s = m_out.setup;
        if (s.isStated("run.micro_batch") || !s.isStated("run.global_batch"))
            return;
        // (a per-GPU batch the file states but Headroom could not read, `microbatch_size: eight`:
        // the per-GPU batch is unknown, not the whole global batch on each GPU)
        if (std::any_of(m_diags.begin(), m_diags.end(), [](const Diagnostic &d) {
                return (d.code == "dialect.unmapped_value" || d.code == "field.out_of_range") && d.args.size() > 2 &&
                       d.args[2] == "run.micro_batch";
            }))
            return;
        const auto bound = m_out.bindings.find("run.global_batch");
        if (bound == m_out.bindings.end()) {
            // The tool's default batch over all GPUs (Ultralytics' 16): each GPU takes its share,
            // as said of the default (nothing in the file to write back).
            const Source &from = s.sources.at("run.global_batch");
            const long long world = std::max<long long>(1, s.dataParallel());
            if (from.how == "inferred" && s.run.globalBatch % world == 0) {
                Source src = from;
                setField(s, "run.micro_batch", std::to_string(s.run.globalBatch / world), src);
            }
            return;
        }
        if (bound->second.entry >= m_doc.entries.size())
            return;
        const long long world = s.dataParallel();
        const long long global = s.run.globalBatch;
        const Entry &e = m_doc.entries[bound->second.entry];
        const auto share = perGpuShare(s, global, e.key);
        if (!share)
            return;
        const long long micro = share->first;
        Source src;
        src.kind = Source::Kind::Derived;
        src.file = e.file;
        src.keyPath = e.key;
        src.line = e.line;
        src.column = e.column;
        src.how = "inferred";
        src.note = share->second;
        if (setField(s, "run.micro_batch", std::to_string(micro), src))
            return;
        ++m_set;
        Binding b;
        b.entry = bound->second.entry;
        b.rule.field = "run.micro_batch";
        b.rule.key = e.key;
        b.rule.write = false;
        b.rule.family = "generic";
        b.rule.divide = {e.key};
        bool readable = true;
        for (const char *f : {"parallel.gpus", "parallel.nodes", "run.grad_accum"}) {
            const auto d = m_out.bindings.find(f);
            if (d == m_out.bindings.end())
                continue;
            const size_t at = d->second.entry;
            if (at < m_doc.entries.size() && d->second.rule.divide.empty() && d->second.rule.pattern.empty() &&
                !m_doc.entries[at].isSequence && integer(m_doc.entries[at].value)) {
                b.rule.divide.push_back(m_doc.entries[at].key);
                b.divisors.push_back(at);
            } else if (std::string(f) == "parallel.gpus" && s.parallel.gpus >= 1) {
                b.listedGpus = s.parallel.gpus; // a device list: `device: 0,1`, `device=[0, 1]`
            } else {
                readable = false;
            }
        }
        if (!readable) {
            // A divisor export cannot multiply back (a device list): the batch is not rewritten.
            b.rule.divide.clear();
            b.divisors.clear();
            b.rule.pattern = ".";
            b.rule.family = "generic";
        }
        m_out.bindings["run.micro_batch"] = b;
        m_diags.push_back(warning("generic.global_batch_converted", e,
                                  {e.key, std::to_string(global), std::to_string(world), std::to_string(micro)}));
    }

    // A LoRA rank, alpha or target list means LoRA fine-tuning; with a 4- or 8-bit load, QLoRA.
    // `use_ram_cache: true` beside a size limit (`cache_size_gb: 50`) is a cache that evicts, not
    // one that holds the whole dataset: it is read as an LRU cache of that size.
    void boundedCacheIsLru()
    {
        TrainingSetup &s = m_out.setup;
        const auto cache = m_out.bindings.find("data.cache");
        if (cache == m_out.bindings.end() || !s.isStated("data.cache_gib") || s.data.cacheGib <= 0 ||
            fieldValue(s, "data.cache") != "all" || !boolWord(trim(m_doc.entries[cache->second.entry].value)))
            return;
        Source src = s.sources.at("data.cache");
        src.how = "inferred";
        src.note = "bounded by data.cache_gib";
        setField(s, "data.cache", "lru", src);
    }

    // mmaction's SampleFrames(clip_len=1, num_clips=8): a TSN/TSM sample is num_clips clips of
    // clip_len frames, all through the network at once, so its frames are their product.
    void clipsOfFrames()
    {
        TrainingSetup &s = m_out.setup;
        const auto frames = m_out.bindings.find("data.frames");
        if (frames == m_out.bindings.end() || frames->second.entry >= m_doc.entries.size())
            return;
        const Entry &len = m_doc.entries[frames->second.entry];
        const std::string tail = "clip_len";
        if (len.key.size() < tail.size() || len.key.compare(len.key.size() - tail.size(), tail.size(), tail) != 0)
            return;
        const std::string clips = len.key.substr(0, len.key.size() - tail.size()) + "num_clips";
        for (const Entry &e : m_doc.entries) {
            const auto n = e.key == clips ? parseNumber(trim(e.value)) : std::nullopt;
            if (!n || *n < 2 || *n != std::floor(*n))
                continue;
            Source src = s.sources.at("data.frames");
            src.kind = Source::Kind::Derived;
            src.how = "inferred";
            src.note = len.key + " x " + e.key;
            const long long product = static_cast<long long>(s.data.frames) * static_cast<long long>(*n);
            // (written back, the product would land in clip_len alone: export leaves it)
            if (!setField(s, "data.frames", std::to_string(product), src))
                m_out.bindings.erase("data.frames");
            return;
        }
    }

    bool loraSwitchedOff() const
    {
        static const std::vector<std::string> switches = {"use_lora", "lora_enable", "enable_lora", "use_peft", "use_qlora"};
        bool off = false, on = false;
        for (size_t i = 0; i < m_doc.entries.size(); ++i) {
            const Entry &e = m_doc.entries[i];
            if (e.isNull || !inScope(e) || std::find(switches.begin(), switches.end(), splitKey(e.key).name) == switches.end())
                continue;
            const std::string v = toLower(trim(e.value));
            off = off || v == "false" || v == "0" || v == "no";
            on = on || v == "true" || v == "1" || v == "yes";
        }
        return off && !on;
    }

    void inferFinetune()
    {
        TrainingSetup &s = m_out.setup;
        const bool quantized = s.isStated("run.quant_bits") && s.run.quantBits > 0 && s.run.quantBits <= 8;
        if (s.isStated("run.finetune")) {
            // `use_lora: true` beside a 4-bit load is QLoRA.
            Source src = s.sources.at("run.finetune");
            if (src.how == "name" && fieldValue(s, "run.finetune") == "lora" && quantized) {
                src.how = "inferred";
                src.note = "LoRA on a quantized model: " + s.sources.at("run.quant_bits").keyPath;
                setField(s, "run.finetune", "qlora", src);
            }
            return;
        }
        // A LoRA switch that says no (MiniCPM-V's `use_lora: bool = False` beside its
        // LoraArguments' `lora_r = 64`): the rank, alpha and targets are defaults for when it is
        // on, no evidence that it is.
        if (loraSwitchedOff())
            return;
        std::string evidence;
        if (s.isStated("run.lora_rank"))
            evidence = s.sources.at("run.lora_rank").keyPath;
        // A rank of 0 turns LoRA off (verl's, LLaMA-Factory-style `lora_rank: 0` beside a default
        // alpha and target list): the alpha and the targets are then no evidence of it.
        for (size_t i = 0; i < m_doc.entries.size() && evidence.empty(); ++i) {
            const std::string &n = m_parts[i].name;
            if ((n == "lora_rank" || n == "lora_r" || n == "lora_dim") && !m_doc.entries[i].isNull && inScope(m_doc.entries[i]) &&
                parseNumber(trim(m_doc.entries[i].value)) == std::optional<double>(0)) {
                Source off = sourceOfEntry(m_doc.entries[i]);
                off.kind = Source::Kind::Derived;
                off.how = "inferred";
                off.note = m_doc.entries[i].key + " 0: no LoRA";
                if (!setField(s, "run.finetune", "full", off))
                    ++m_set;
                // read after all: neither "not understood" nor a rank refused
                m_consumedKeys.insert(m_doc.entries[i].key);
                const Entry &zero = m_doc.entries[i];
                m_diags.erase(std::remove_if(m_diags.begin(), m_diags.end(),
                                             [&](const Diagnostic &d) {
                                                 return d.code == "dialect.unmapped_value" && !d.args.empty() &&
                                                        d.args[0] == zero.key && d.line == zero.line;
                                             }),
                              m_diags.end());
                return;
            }
        }
        for (size_t i = 0; i < m_doc.entries.size() && evidence.empty(); ++i) {
            const std::string &n = m_parts[i].name;
            if ((n == "lora_alpha" || n == "lora_target_modules" || n == "lora_targets" || n == "network_alpha" ||
                 (n == "target_modules" && anyOf(m_parts[i].sections, {"lora", "peft", "adapter", "lora_config"}))) &&
                !m_doc.entries[i].isNull && !switchedOff(i) && inScope(m_doc.entries[i]))
                evidence = m_doc.entries[i].key;
        }
        if (evidence.empty())
            return;
        Source src;
        src.kind = Source::Kind::Derived;
        src.keyPath = evidence;
        src.how = "inferred";
        src.note = "inferred from " + evidence;
        if (const auto at = s.sources.find(quantized ? "run.quant_bits" : "run.lora_rank"); at != s.sources.end()) {
            src.file = at->second.file;
            src.line = at->second.line;
            src.column = at->second.column;
        }
        if (!setField(s, "run.finetune", quantized ? "qlora" : "lora", src))
            ++m_set;
    }
};

} // namespace

std::optional<std::pair<long long, std::string>> perGpuShare(const TrainingSetup &s, long long global,
                                                             const std::string &key)
{
    const long long world = s.dataParallel();
    const long long accum = s.isStated("run.grad_accum") ? std::max(1, s.run.gradAccum) : 1;
    if (world < 1 || global / (world * accum) < 1)
        return std::nullopt;
    return std::pair{global / (world * accum), key + " " + std::to_string(global) + " / (" + std::to_string(world) +
                                                   " GPUs × " + std::to_string(accum) + ")"};
}

std::string keyName(const std::string &part)
{
    std::string out;
    size_t i = 0;
    while (i < part.size() && part[i] == '-')
        ++i;
    for (; i < part.size(); ++i) {
        const char c = part[i];
        const bool upper = std::isupper(static_cast<unsigned char>(c));
        if (upper && i > 0 && std::islower(static_cast<unsigned char>(part[i - 1])))
            out += '_'; // batchSize → batch_size
        out += c == '-' ? '_' : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

bool parseSynonymTables(const YAML::Node &root, const std::string &file, SynonymTables &out, Diagnostics &diags)
{
    out.evalSections = words(root["eval_sections"]);
    out.trainSections = words(root["train_sections"]);
    out.namePrefixes = words(root["name_prefixes"]);
    out.switchNames = words(root["switches"]);
    if (const YAML::Node a = root["architecture"]; a && a.IsSequence())
        for (const auto &f : a)
            out.architecture.push_back(f.Scalar());
    if (const YAML::Node a = root["avoid"]; a && a.IsMap())
        for (const auto &kv : a)
            out.avoid[kv.first.Scalar()] = words(kv.second);
    if (const YAML::Node t = root["tables"]; t && t.IsMap())
        for (const auto &kv : t)
            out.tables[kv.first.Scalar()] = valueTable(kv.second);
    const YAML::Node fields = root["fields"];
    if (!fields || !fields.IsMap()) {
        diags.push_back(keymapDefect(file, root, "the generic map lists its synonyms under `fields:`"));
        return false;
    }
    for (const auto &kv : fields) {
        const std::string field = kv.first.Scalar();
        if (!findField(field)) {
            diags.push_back(keymapDefect(file, kv.first, "unknown canonical field '" + field + "'"));
            return false;
        }
        if (!kv.second.IsSequence()) {
            diags.push_back(keymapDefect(file, kv.second, field + ": a list of synonym groups"));
            return false;
        }
        out.fieldOrder.push_back(field);
        for (const auto &item : kv.second) {
            SynonymGroup g;
            g.field = field;
            if (!item.IsMap() || !item["names"] || !item["shape"]) {
                diags.push_back(keymapDefect(file, item, field + ": a group needs names and shape"));
                return false;
            }
            g.names = words(item["names"]);
            g.shape = item["shape"].Scalar();
            g.values = valueTable(item["values"]);
            g.table = item["table"] ? item["table"].Scalar() : std::string();
            g.within = words(item["within"]);
            g.under = words(item["under"]);
            g.unless = words(item["unless"]);
            g.top = item["top"] && item["top"].as<bool>(false);
            if (const YAML::Node b = item["beside"]; b && b.IsMap() && b.size() == 1) {
                g.besideKey = keyName(b.begin()->first.Scalar());
                g.besideWords = words(b.begin()->second);
            }
            for (const std::string &n : words(item["not_beside"]))
                g.notBeside.push_back(keyName(n));
            g.inferred = item["inferred"] && item["inferred"].as<bool>(false);
            if (!kShapes.count(g.shape) || (g.shape == "table" && !out.tables.count(g.table))) {
                diags.push_back(keymapDefect(file, item, field + ": unknown shape '" + g.shape + "' or table '" + g.table + "'"));
                return false;
            }
            out.groups[field].push_back(std::move(g));
        }
    }
    return true;
}

int applyGeneric(const SynonymTables &tables, Document &doc, MapOutcome &outcome, Diagnostics &diags)
{
    return GenericReader(tables, doc, outcome, diags).run();
}

} // namespace headroom::dialects
