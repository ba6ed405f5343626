#include "mapper.h"

#include "../fields.h"
#include "../text.h"
#include "../yamlutil.h"

#include <algorithm>
#include <cstdlib>
#include <cctype>
#include <cmath>
#include <sstream>
#include <regex>
#include <set>

namespace headroom::dialects {

namespace {

Diagnostic warning(const std::string &code, const Entry *at, std::vector<std::string> args)
{
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.code = code;
    if (at) {
        d.file = at->file;
        d.line = at->line;
        d.column = at->column;
    }
    d.args = std::move(args);
    return d;
}

// A key with its Cyrillic and Greek letters that look like Latin ones written in Latin
// ("per_device_train_b\u0430tch_size" → "per_device_train_batch_size"), where such a letter
// sits in a word of Latin letters (a key written in Russian or Greek is no lookalike); "" when
// none does.
std::string latinLookalike(const std::string &key)
{
    static const std::pair<const char *, char> letters[] = {
        {"\xD0\xB0", 'a'}, {"\xD0\xB5", 'e'}, {"\xD0\xBE", 'o'}, {"\xD1\x80", 'p'}, {"\xD1\x81", 'c'},
        {"\xD1\x83", 'y'}, {"\xD1\x85", 'x'}, {"\xD1\x96", 'i'}, {"\xD1\x98", 'j'}, {"\xD1\x95", 's'},
        {"\xD0\x90", 'A'}, {"\xD0\x92", 'B'}, {"\xD0\x95", 'E'}, {"\xD0\x9A", 'K'}, {"\xD0\x9C", 'M'},
        {"\xD0\x9D", 'H'}, {"\xD0\x9E", 'O'}, {"\xD0\xA0", 'P'}, {"\xD0\xA1", 'C'}, {"\xD0\xA2", 'T'},
        {"\xD0\xA5", 'X'}, {"\xCE\xBF", 'o'}, {"\xCE\xB1", 'a'}, {"\xCE\xB9", 'i'}, {"\xCE\xBA", 'k'},
        {"\xCE\xBD", 'v'}, {"\xCF\x81", 'p'}, {"\xCF\x84", 't'}, {"\xCE\x91", 'A'}, {"\xCE\x92", 'B'},
        {"\xCE\x95", 'E'}, {"\xCE\x97", 'H'}, {"\xCE\x99", 'I'}, {"\xCE\x9A", 'K'}, {"\xCE\x9C", 'M'},
        {"\xCE\x9D", 'N'}, {"\xCE\x9F", 'O'}, {"\xCE\xA1", 'P'}, {"\xCE\xA4", 'T'}, {"\xCE\xA7", 'X'}};
    std::string out;
    bool swapped = false, latinBeside = false, wordSwapped = false, wordLatin = false;
    for (size_t i = 0; i <= key.size(); ++i) {
        const bool end = i == key.size();
        const unsigned char c = end ? '_' : static_cast<unsigned char>(key[i]);
        if (c < 0x80 && !std::isalpha(c)) { // a word ends
            latinBeside = latinBeside || (wordSwapped && wordLatin);
            wordSwapped = wordLatin = false;
            if (!end)
                out += static_cast<char>(c);
            continue;
        }
        const auto hit = std::find_if(std::begin(letters), std::end(letters),
                                      [&](const auto &l) { return key.compare(i, 2, l.first) == 0; });
        if (hit != std::end(letters)) {
            out += hit->second;
            swapped = wordSwapped = true;
            ++i;
            continue;
        }
        wordLatin = wordLatin || c < 0x80;
        out += static_cast<char>(c);
    }
    return swapped && latinBeside ? out : std::string();
}

std::string lookupKey(const std::string &raw)
{
    const std::string t = toLower(trim(raw));
    if (t == "yes" || t == "on")
        return "true";
    if (t == "no" || t == "off")
        return "false";
    return t;
}

std::string baseName(const std::string &path)
{
    std::string p = path;
    while (p.size() > 1 && p.back() == '/')
        p.pop_back();
    const size_t slash = p.rfind('/');
    return slash == std::string::npos ? p : p.substr(slash + 1);
}

enum class Outcome { Value, Skip, Stop };

class Mapper {
public:
    Mapper(const DialectMap &map, Document &doc, Diagnostics &diags) : m_map(map), m_doc(doc), m_diags(diags)
    {
        m_understood.assign(doc.entries.size(), false);
    }

    MapOutcome run(const std::vector<Rule> &extra)
    {
        std::vector<std::string> order;
        for (const Rule &r : extra)
            if (std::find(order.begin(), order.end(), r.field) == order.end())
                order.push_back(r.field);
        for (const std::string &f : m_map.fieldOrder)
            if (std::find(order.begin(), order.end(), f) == order.end())
                order.push_back(f);
        for (const std::string &field : order) {
            std::vector<Rule> rules;
            for (const Rule &r : extra)
                if (r.field == field)
                    rules.push_back(r);
            if (const auto it = m_map.rules.find(field); it != m_map.rules.end())
                rules.insert(rules.end(), it->second.begin(), it->second.end());
            mapField(field, rules);
        }
        markElsewhere();
        listUnknown();
        chooseMainCommand();
        return std::move(m_out);
    }

private:
    // Entries of the sections that configure another model: the generic reader leaves them,
    // and they are not listed as not understood. "glob@program": of that command's overrides.
    void markElsewhere()
    {
        for (size_t i = 0; i < m_doc.entries.size(); ++i) {
            const Entry &e = m_doc.entries[i];
            for (const std::string &g : m_map.elsewhere) {
                const size_t at = g.find('@');
                if (at != std::string::npos &&
                    (e.command < 0 || commandNames(m_doc.commands[static_cast<size_t>(e.command)]).find(g.substr(at + 1)) ==
                                          std::string::npos))
                    continue;
                if (globMatch(g.substr(0, at), e.key)) {
                    m_out.elsewhere.push_back(i);
                    m_understood[i] = true;
                    break;
                }
            }
        }
    }

    const DialectMap &m_map;
    Document &m_doc;
    Diagnostics &m_diags;
    MapOutcome m_out;
    std::vector<bool> m_understood;
    std::set<std::string> m_warnedContainers;

    bool usable(const Entry &e) const { return entryUsable(e, m_doc, m_map.ignoreCommands); }

    std::vector<size_t> candidates(const Rule &r) const
    {
        std::vector<size_t> out;
        for (size_t i = 0; i < m_doc.entries.size(); ++i)
            if (usable(m_doc.entries[i]) && ruleMatches(r, m_doc.entries[i], m_doc))
                out.push_back(i);
        return out;
    }

    const Entry *lastWithKey(const std::string &key, const std::string &program = {}, bool commandFlags = false) const
    {
        return lastStated(m_doc, key, m_map.ignoreCommands, program, commandFlags);
    }

    bool requirementsMet(const Rule &r) const { return dialects::requirementsMet(r, m_doc, m_map.ignoreCommands); }

    // Two flags of one command, one the launcher's (before its script) and one the script's.
    bool launcherAndScript(const Entry &a, const Entry &b) const
    {
        if (a.command != b.command || a.keyBegin == kNoSpan || b.keyBegin == kNoSpan)
            return false;
        const size_t script = scriptStart(m_doc, a.command);
        return script != std::string::npos && (a.keyBegin < script) != (b.keyBegin < script);
    }

    // A file-name rule with a pattern (torchtune's configs: a name without _single_device is a
    // distributed recipe's) gives its value where the name matches; without one, the name itself.
    static bool fileNameValue(const Rule &r, std::string &name)
    {
        if (r.pattern.empty())
            return true;
        if (name.size() > kMaxPatternInput || !std::regex_search(name, std::regex(r.pattern, std::regex::icase)))
            return false;
        name = r.value;
        return !name.empty();
    }

    // A rule that holds only where another key is absent (`requires: {model.global_batch_size: "!"}`)
    // and does not hold because it is stated: the tool ignores its key then (NeMo's
    // trainer.accumulate_grad_batches beside the global batch), so no other reader takes it.
    void declinedByAbsence(const Rule &r, const std::vector<size_t> &found)
    {
        const bool declined = std::any_of(r.needs.begin(), r.needs.end(), [&](const auto &need) {
            return need.second == "!" && lastWithKey(need.first, r.program, r.commandFlags) != nullptr;
        });
        if (declined) // (the generic reader passes them over too)
            m_out.elsewhere.insert(m_out.elsewhere.end(), found.begin(), found.end());
    }

    // The GPU count a `devices` value or a `device-ids` list gives: `v` becomes it, or Skip when
    // the file names no count (every GPU there is, the CPU, several hosts).
    Outcome deviceCount(const Rule &r, const Entry &e, const std::string &field, std::string &v, bool quiet)
    {
        if (r.convert == "devices") {
            if (e.isSequence) {
                v = std::to_string(e.items.size());
            } else if (v.find(',') != std::string::npos) {
                const auto parts = split(v, ',');
                const auto n = std::count_if(parts.begin(), parts.end(), [](const std::string &p) { return !p.empty(); });
                v = std::to_string(n);
            } else if (v == "-1" || toLower(v) == "all" || toLower(v) == "gpu") {
                // torchrun's --nproc_per_node=gpu is one process per GPU there is, like "all".
                if (!quiet)
                    m_diags.push_back(warning("dialect.all_devices", &e, {e.key, field}));
                return Outcome::Skip; // every GPU there is: the count is not in the file
            } else if (toLower(v) == "cpu") {
                return Outcome::Skip; // processes per CPU core: no GPU count
            } else if (v == "0") {
                // Lightning 1.x's gpus: 0 (and devices: 0 beside a GPU accelerator) trains on the CPU
                if (!quiet)
                    m_diags.push_back(warning("dialect.cpu_run", &e, {e.key, e.value, field}));
                return Outcome::Skip;
            } else if (const size_t colon = v.find(':'); colon != std::string::npos) {
                v = "1"; // "cuda:0" names one device
            }
        } else if (r.convert == "device-ids") {
            // A list of device ids (CUDA_VISIBLE_DEVICES=0,1; compose device_ids): a lone "3" is
            // GPU number 3, one device, never three. Empty or -1 hides every GPU: no count.
            // (ROLL's device_mapping is Python: `list(range(0, 8))` is eight ids)
            static const std::regex range(R"(^\s*(?:list\s*\()?\s*range\s*\(\s*(\d{1,6})\s*(?:,\s*(\d{1,6})\s*)?\)\s*\)?\s*$)");
            if (std::smatch m; !e.isSequence && std::regex_match(v, m, range)) {
                const long first = m[2].matched ? std::stol(m[1].str()) : 0;
                const long last = std::stol(m[2].matched ? m[2].str() : m[1].str());
                if (last <= first || last - first > 100000)
                    return Outcome::Skip;
                v = std::to_string(last - first);
                return Outcome::Value;
            }
            std::vector<std::string> ids = e.isSequence ? e.items : split(v, ',');
            ids.erase(std::remove_if(ids.begin(), ids.end(), [](const std::string &p) { return trim(p).empty(); }), ids.end());
            const std::string one = ids.size() == 1 ? toLower(trim(ids[0])) : std::string();
            if (one == "all") {
                if (!quiet)
                    m_diags.push_back(warning("dialect.all_devices", &e, {e.key, field}));
                return Outcome::Skip; // every GPU there is: the count is not in the file
            }
            // Several hosts (DeepSpeed's --include "w0:0,1@w1:0,1"): no one per-node count.
            if (ids.empty() || one == "-1" || one == "none" || one == "void" || v.find('@') != std::string::npos)
                return Outcome::Skip;
            v = std::to_string(ids.size());
        }
        return Outcome::Value;
    }

    // `gradient_accumulation_steps: [1, 2]`: a list where one value goes is said (the tool refuses
    // it, or takes what the file does not say), not passed over.
    Outcome listWhereOneValueGoes(const Rule &r, const Entry &e, const std::string &field, bool quiet)
    {
        if (!quiet && !r.toolDefault && r.values.empty() && m_warnedContainers.insert(e.key).second)
            m_diags.push_back(warning("dialect.container_value", &e, {e.key, field, "list"}));
        return Outcome::Skip;
    }

    // A value the file leaves to its environment ($MODEL): a rule that reads only that the key is
    // there, `values: {"*": …}`, needs no value (kohya's SDXL trainer builds SDXL's UNet whatever
    // checkpoint $MODEL names); any other is said and passed over.
    Outcome unresolvedValue(const Rule &r, const Entry &e, std::string &out, bool quiet)
    {
        if (const std::string *any = r.values.find("*");
            any && r.pattern.empty() && std::next(r.values.begin()) == r.values.end()) {
            out = *any;
            return Outcome::Value;
        }
        if (!quiet)
            m_diags.push_back(warning(literalExpression(e.value) ? "dialect.unevaluated" : "dialect.unresolved", &e,
                                      {e.key, e.value}));
        return Outcome::Skip;
    }

    // `2 ** 64`, `True if 1 else False`: an expression over literals alone, which names nothing
    // outside the file (Headroom works out + - * / // % and parentheses over numbers, not these).
    static bool literalExpression(const std::string &v)
    {
        static const std::set<std::string> keywords = {"True", "False", "None", "if", "else", "and", "or", "not", "in", "is"};
        if (v.empty() || v.find('$') != std::string::npos)
            return false;
        if (v.find_first_of("+-*/%<>=()!&|^~") == std::string::npos && v.find(" if ") == std::string::npos)
            return false;
        for (size_t p = 0; p < v.size();) {
            const unsigned char c = static_cast<unsigned char>(v[p]);
            if (std::isalpha(c) || c == '_') {
                size_t q = p;
                while (q < v.size() && (std::isalnum(static_cast<unsigned char>(v[q])) || v[q] == '_'))
                    ++q;
                const bool exponent = p > 0 && (v[p] == 'e' || v[p] == 'E') && q == p + 1 &&
                                      std::isdigit(static_cast<unsigned char>(v[p - 1]));
                if (!exponent && keywords.count(v.substr(p, q - p)) == 0)
                    return false;
                p = q;
            } else {
                const bool attribute = c == '.' && p + 1 < v.size() && std::isalpha(static_cast<unsigned char>(v[p + 1]));
                if (c == '\'' || c == '"' || c == '[' || c == '{' || attribute)
                    return false;
                ++p;
            }
        }
        return true;
    }

    // Turns the entry's value into the canonical text for `field`.
    Outcome convert(const Rule &r, const Entry &e, const std::string &field, std::string &out, bool quiet)
    {
        if (e.unresolved)
            return unresolvedValue(r, e, out, quiet);
        if (e.isNull) {
            if (const std::string *hit = r.values.find("null")) {
                out = *hit;
                return Outcome::Value;
            }
            return Outcome::Skip;
        }
        std::string v = trim(e.value);
        // (a tool default whose key only has to be there takes `auto` as any other value:
        // Lightning's `devices: auto` is still a Lightning run)
        if (toLower(v) == "auto" && !(r.toolDefault && r.values.find("*"))) {
            if (const std::string *hit = r.values.find("auto")) {
                out = *hit;
                // (one key read for two fields, axolotl's `bf16: auto`, is said once)
                const bool said = std::any_of(m_diags.begin(), m_diags.end(), [&](const Diagnostic &d) {
                    return d.code == "dialect.auto_assumed" && d.line == e.line && d.column == e.column && d.file == e.file;
                });
                if (!quiet && !said)
                    m_diags.push_back(warning("dialect.auto_assumed", &e, {e.key, out}));
                return Outcome::Value;
            }
            if (!quiet)
                m_diags.push_back(warning("dialect.auto_value", &e, {e.key, field}));
            return Outcome::Stop;
        }
        if (r.convert == "class-tail") {
            const size_t dot = v.rfind('.');
            v = dot == std::string::npos ? v : v.substr(dot + 1);
        } else if (r.convert == "path-tail") {
            v = baseName(v);
        } else if (r.convert == "checkpoint-path") {
            while (v.size() > 1 && v.back() == '/')
                v.pop_back();
            if (v.rfind("checkpoints/", 0) == 0)
                v = v.substr(12);
            else if (!v.empty() && (v[0] == '/' || v[0] == '.' || v[0] == '~'))
                v = baseName(v);
        } else if (r.convert == "size-gib" || r.convert == "quantity-gib") {
            // Docker sizes ("64m", "8gb", "2g", bytes) are binary: 1k = 1024. Kubernetes quantities
            // say which they are ("64Gi", "64G"); one it would refuse is said, never guessed at.
            const bool quantity = r.convert == "quantity-gib";
            const auto size = quantity ? parseQuantityGib(v) : parseBinaryGib(v, 1.0 / 1073741824.0);
            if (!size) {
                if (quantity && !quiet)
                    m_diags.push_back(warning("dialect.bad_quantity", &e, {e.key, e.value, field}));
                return Outcome::Skip;
            }
            std::ostringstream gib;
            gib.precision(6);
            gib << *size;
            v = gib.str();
        } else if (r.convert == "devices" || r.convert == "device-ids") {
            if (deviceCount(r, e, field, v, quiet) == Outcome::Skip)
                return Outcome::Skip;
        } else if (r.convert == "pixels-side") {
            // a cap on an image's pixels (LLaMA-Factory's image_max_pixels: 262144) as the side of
            // a square of that many: 512
            const auto pixels = parseNumber(v);
            if (!pixels || *pixels < 64 || *pixels > 1e9)
                return Outcome::Skip;
            v = std::to_string(std::lround(std::sqrt(*pixels)));
        }
        if (!r.pattern.empty()) {
            if (v.size() > kMaxPatternInput)
                return Outcome::Skip;
            std::smatch m;
            const std::regex re(r.pattern, std::regex::icase);
            if (!std::regex_search(v, m, re))
                return Outcome::Skip;
            if (!r.value.empty()) {
                std::string t = r.value;
                for (size_t i = 1; i < m.size() && i < 10; ++i) {
                    const std::string ref = "\\" + std::to_string(i);
                    for (size_t at = t.find(ref); at != std::string::npos; at = t.find(ref))
                        t.replace(at, ref.size(), m[i].str());
                }
                v = t;
            } else {
                v = m.size() > 1 && m[1].matched ? m[1].str() : m[0].str();
            }
        } else if (!r.value.empty()) {
            v = r.value;
        }
        if (!r.values.empty()) {
            const std::string k = lookupKey(e.isSequence && r.convert.empty() && r.pattern.empty() ? (e.items.empty() ? "" : "*") : v);
            const std::string *hit = r.values.find(k);
            if (!hit && !k.empty() && k != "false" && k != "0")
                hit = r.values.find("*");
            if (!hit) {
                // (a tool's default for some values of a key is no reading of the others)
                if (!quiet && !r.toolDefault && k != "false" && k != "none" && k != "0" && !k.empty())
                    m_diags.push_back(warning("dialect.unmapped_value", &e, {e.key, e.value, field}));
                return Outcome::Skip;
            }
            out = *hit;
            return autoMeansRunTime(out, e, field, quiet);
        }
        if (e.isSequence && r.convert != "devices" && r.convert != "device-ids" && r.pattern.empty() && r.value.empty()) {
            const FieldInfo *info = findField(field);
            if (info && info->type == FieldInfo::Type::ImageSize && e.items.size() == 2)
                v = e.items[0] + "x" + e.items[1];
            else if (info && info->type == FieldInfo::Type::ImageSize && e.items.size() == 1)
                v = e.items[0];
            else if (!info || info->type != FieldInfo::Type::List)
                return listWhereOneValueGoes(r, e, field, quiet);
        }
        out = v;
        return autoMeansRunTime(out, e, field, quiet);
    }

    // A rule that reads a tool's own spelling of "decide at run time" as `auto` (Ultralytics'
    // batch: -1 or a fraction of GPU memory for AutoBatch) for a number Headroom needs: said as
    // the tool's choice, the field left unread.
    Outcome autoMeansRunTime(const std::string &out, const Entry &e, const std::string &field, bool quiet)
    {
        const FieldInfo *info = findField(field);
        if (out != "auto" || !info || info->type == FieldInfo::Type::Enum || info->type == FieldInfo::Type::Text)
            return Outcome::Value;
        if (!quiet)
            m_diags.push_back(warning("dialect.run_time_value", &e, {e.key, field, e.value}));
        return Outcome::Stop;
    }

    // `asWritten`: the value is the file's own text for the field, not a guess from elsewhere;
    // then a number the tool itself would refuse (a batch of -4, a trillion workers, NaN, a
    // word) is an error, not a value Headroom quietly replaces with its default.
    bool set(const std::string &field, const std::string &value, const Source &src, const Entry *at,
             bool asWritten = false)
    {
        // A LoRA rank of 0 is LoRA switched off (LORA_RANK=0 in a launch script, lora_r: 0 beside
        // use_peft: false, verl's default): no rank to read, and nothing wrong with the file.
        if (field == "run.lora_rank" && (value == "0" || value == "0.0"))
            return false;
        if (auto err = setField(m_out.setup, field, value, src)) {
            static const std::set<std::string> impossible = {"field.out_of_range", "field.not_integer",
                                                             "field.not_number", "field.not_count", "field.not_size"};
            err->severity = asWritten && impossible.count(err->code) ? Diagnostic::Severity::Error
                                                                      : Diagnostic::Severity::Warning;
            m_diags.push_back(*err);
            if (at)
                m_out.unknown.push_back({at->key, at->value, at->line});
            return false;
        }
        ++m_out.stated;
        return true;
    }

    static Source sourceOf(const Entry &e) { return sourceOfEntry(e); }

    // Whether a rule takes the key's value as the file writes it (or converts it to that same
    // text: `--nproc_per_node=99999…` read as a device count), so that a value the field refuses
    // is an error in the file. Not a script's positional argument: its meaning comes from the
    // script's name, a convention another script of that name may not keep, so a value of the
    // wrong shape is a warning and the rule is skipped, never an error about a valid script.
    static bool readAsWritten(const Rule &r, const Entry &e, const std::string &value)
    {
        return r.pattern.empty() && r.value.empty() && (r.convert.empty() || value == trim(e.value)) && r.key[0] != '$';
    }

    // Where a rule's value came from, with what the file's own words say of it: a count for all
    // ranks together, or `auto`, the tool's choice at run time (axolotl's bf16: auto follows the GPU).
    static Source sourceForRule(const Rule &r, const Entry &e)
    {
        Source from = sourceOf(e);
        if (r.acrossRanks)
            from.note = "all ranks together";
        else if (!e.isNull && toLower(trim(e.value)) == "auto" && e.valueVia.empty())
            from.note = "auto";
        return from;
    }

    // The largest whole number in a value: a list's items, or the numbers of "(640, 672, 800)".
    static std::optional<std::string> largestNumber(const Entry &e)
    {
        std::vector<std::string> parts = e.isSequence ? e.items : std::vector<std::string>{};
        if (!e.isSequence) {
            std::string cur;
            for (char c : e.value + ",") {
                if (std::isdigit(static_cast<unsigned char>(c))) {
                    cur.push_back(c);
                } else if (!cur.empty()) {
                    parts.push_back(cur);
                    cur.clear();
                }
            }
        }
        long long most = -1;
        for (const std::string &p : parts)
            if (const auto n = parseNumber(trim(p)); n && *n >= 0 && *n < 1e9 && *n == std::floor(*n))
                most = std::max(most, static_cast<long long>(*n));
        return most < 0 ? std::nullopt : std::optional<std::string>(std::to_string(most));
    }

    bool templateRule(const std::string &field, const Rule &r)
    {
        if (!requirementsMet(r))
            return false;
        static const std::regex ref(R"(\$\{([^}]+)\})");
        std::string out;
        std::string keys;
        const Entry *first = nullptr;
        auto pos = r.templ.cbegin();
        for (std::sregex_iterator i(r.templ.begin(), r.templ.end(), ref), end; i != end; ++i) {
            // `${KEY|max}`: the largest number of a list value (detectron2's INPUT.MIN_SIZE_TRAIN
            // (640, …, 800): the largest image is the peak's).
            std::string name = (*i)[1].str();
            const bool largest = name.size() > 4 && name.compare(name.size() - 4, 4, "|max") == 0;
            if (largest)
                name.resize(name.size() - 4);
            const Entry *e = lastWithKey(name, r.program, r.commandFlags);
            if (!e)
                return false;
            first = first ? first : e;
            keys += (keys.empty() ? "" : " + ") + e->key;
            out.append(pos, r.templ.cbegin() + i->position());
            if (largest) {
                const auto most = largestNumber(*e);
                if (!most)
                    return false;
                out += *most;
            } else {
                out += e->value;
            }
            pos = r.templ.cbegin() + i->position() + i->length();
        }
        out.append(pos, r.templ.cend());
        if (!first)
            return false;
        Source s = sourceOf(*first);
        s.keyPath = keys;
        if (!set(field, out, s, first))
            return false;
        m_out.bindings[field] = Binding{static_cast<size_t>(first - m_doc.entries.data()), r, {}, {}};
        if (!r.warn.empty()) // (a template with a tool's default in it says so)
            m_diags.push_back(warning(r.warn, first, {field, out, first->key}));
        return true;
    }

    bool divideRule(const std::string &field, const Rule &r)
    {
        std::vector<const Entry *> parts;
        for (const std::string &k : r.divide) {
            const Entry *e = lastWithKey(k, r.program, r.commandFlags);
            if (!e)
                return false;
            parts.push_back(e);
        }
        if (parts.size() < 2)
            return false;
        auto number = [](const Entry *e) { return parseNumber(e->value); };
        auto num = number(parts[0]);
        double den = 1;
        std::string keys = parts[0]->key;
        Binding b;
        b.entry = static_cast<size_t>(parts[0] - m_doc.entries.data());
        b.rule = r;
        for (size_t i = 1; i < parts.size(); ++i) {
            const auto d = number(parts[i]);
            if (!d || *d <= 0)
                return false;
            den *= *d;
            keys += " / " + parts[i]->key;
            b.divisors.push_back(static_cast<size_t>(parts[i] - m_doc.entries.data()));
        }
        if (!num || *num <= 0)
            return false;
        const double q = *num / den;
        if (!(q >= 1 && q < 9e15) || q != std::floor(q)) { // also keeps the cast below defined
            m_diags.push_back(warning("dialect.not_divisible", parts[0], {keys, field}));
            return false;
        }
        Source s = sourceOf(*parts[0]);
        s.kind = Source::Kind::Derived;
        s.keyPath = keys;
        s.note = keys;
        if (!set(field, std::to_string(static_cast<long long>(q)), s, nullptr))
            return false;
        m_out.bindings[field] = b;
        for (const Entry *e : parts)
            m_understood[static_cast<size_t>(e - m_doc.entries.data())] = true; // read, through the quotient
        return true;
    }

    // A field that is the sum of keys (a PyTorchJob's nodes: its Worker replicas and its Master's).
    bool sumRule(const std::string &field, const Rule &r)
    {
        Binding b;
        b.rule = r;
        long long total = 0;
        std::string keys;
        for (const std::string &k : r.sum) {
            const Entry *e = lastWithKey(k, r.program, r.commandFlags);
            const auto n = e ? parseNumber(e->value) : std::nullopt;
            if (!n || *n < 0 || *n > 1e6 || *n != std::floor(*n))
                return false;
            total += static_cast<long long>(*n);
            keys += (keys.empty() ? "" : " + ") + e->key;
            const size_t at = static_cast<size_t>(e - m_doc.entries.data());
            if (b.entry == kNoSpan)
                b.entry = at;
            else
                b.addends.push_back(at);
        }
        if (b.entry == kNoSpan)
            return false;
        Source s = sourceOf(m_doc.entries[b.entry]);
        s.kind = Source::Kind::Derived;
        s.keyPath = keys;
        s.note = keys;
        if (!set(field, std::to_string(total), s, nullptr))
            return false;
        m_out.bindings[field] = b;
        m_understood[b.entry] = true;
        for (size_t i : b.addends)
            m_understood[i] = true;
        return true;
    }

    // A rule that takes any value (`values: {"*": …}`) under a key that holds a set, list or mapping
    // (Lightning's FSDPStrategy activation_checkpointing_policy: !!set {Block}, or {Block: null}):
    // the layers it names are the value, so it is read; an empty one names none and reads nothing.
    bool containerMeansAny(const Rule &r, const std::string &field, const Extent &extent)
    {
        const std::string *any = r.values.find("*");
        if (!any)
            return false;
        std::vector<size_t> members;
        for (size_t i = 0; i < m_doc.entries.size(); ++i) {
            const std::string &k = m_doc.entries[i].key;
            if (k.size() > r.key.size() && k.compare(0, r.key.size(), r.key) == 0 && (k[r.key.size()] == '.' || k[r.key.size()] == '['))
                members.push_back(i);
        }
        for (size_t i : members)
            m_understood[i] = true;
        if (members.empty())
            return true;
        Source src;
        src.kind = Source::Kind::File;
        src.file = m_doc.path;
        src.keyPath = r.key;
        if (extent.begin < m_doc.text.size())
            lineColumnAt(m_doc.text, extent.begin, src.line, src.column);
        set(field, *any, src, nullptr);
        return true;
    }

    // `micro_batch_size: {value: 4}` or `[4]` where the rule's key takes one value: said, not
    // passed over (the mapping or list under that very key is the user's mistake).
    bool containerWhereValueGoes(const Rule &r, const std::string &field)
    {
        if (r.key.empty() || r.key[0] == '-' || r.key.find_first_of("*[") != std::string::npos || !r.needs.empty())
            return false;
        const auto it = m_doc.extents.find(r.key);
        if (it == m_doc.extents.end() || !m_warnedContainers.insert(r.key).second)
            return false;
        if (containerMeansAny(r, field, it->second))
            return true;
        // (an object the tool builds, `strategy: {class_path: …FSDPStrategy, init_args: …}`, is
        // no mistake: its class and arguments are read by rules of their own)
        for (const char *spec : {".class_path", "._target_"})
            for (const Entry &e : m_doc.entries)
                if (e.key == r.key + spec)
                    return false;
        // (nor a section of the thing's own settings, `optimizer: {lr: 3e-4, weight_decay: 0.1}`
        // (Megatron-Bridge, fairseq2): the tool's default is kept, as the tool keeps it)
        static const std::set<std::string> settings = {"lr", "learning_rate", "min_lr", "weight_decay", "betas", "beta1",
                                                       "beta2", "eps", "momentum", "config", "params", "kwargs", "clip_grad"};
        if (!it->second.sequence)
            for (const Entry &e : m_doc.entries)
                if (e.key.size() > r.key.size() + 1 && e.key.compare(0, r.key.size() + 1, r.key + ".") == 0 &&
                    settings.count(toLower(e.key.substr(r.key.size() + 1, e.key.find('.', r.key.size() + 1) - r.key.size() - 1))))
                    return false;
        Diagnostic d = warning("dialect.container_value", nullptr, {r.key, field, it->second.sequence ? "list" : "map"});
        d.file = m_doc.path;
        if (it->second.begin < m_doc.text.size())
            lineColumnAt(m_doc.text, it->second.begin, d.line, d.column);
        m_diags.push_back(d);
        return true;
    }

    // A lower-priority environment value that the flag `winner` overrides: said.
    void sayOverriddenEnvironment(const Rule &r, const Entry &e, const Entry *winner, const std::string &field,
                                  const std::string &statedValue)
    {
        std::string other;
        // (fewer GPUs visible than the processes started is no override: the run stops at
        // start, which checkVisibleGpus says)
        const bool tooFew = field == "parallel.gpus" && e.key == "CUDA_VISIBLE_DEVICES";
        if (r.family == "env" && winner && &e != winner && winner->valueVia != e.key &&
            convert(r, e, field, other, true) == Outcome::Value && normalizeToken(other) != normalizeToken(statedValue) &&
            !(tooFew && std::atoi(other.c_str()) < std::atoi(statedValue.c_str())))
            m_diags.push_back(warning("config.overridden", &e,
                                      {field, winner->valueVia.empty() ? winner->key : winner->valueVia, statedValue,
                                       e.key, other}));
    }

    void mapField(const std::string &field, const std::vector<Rule> &rules)
    {
        bool stated = false;
        std::string statedValue;
        const Entry *winner = nullptr;
        std::vector<const Rule *> unmatched; // rules with no value, for containerWhereValueGoes
        for (const Rule &r : rules) {
            if (!r.templ.empty() || !r.divide.empty() || !r.sum.empty() || r.convert == "file-name") {
                if (stated)
                    continue;
                if (!r.templ.empty())
                    stated = templateRule(field, r);
                else if (!r.divide.empty())
                    stated = divideRule(field, r);
                else if (!r.sum.empty())
                    stated = sumRule(field, r);
                else if (std::string name = nameFromFileName(m_doc.path); !name.empty() && fileNameValue(r, name)) {
                    Source s;
                    s.kind = Source::Kind::Derived;
                    s.file = m_doc.path;
                    s.keyPath = "(file name)";
                    s.note = "the file's name";
                    stated = set(field, name, s, nullptr);
                }
                if (stated)
                    statedValue = fieldValue(m_out.setup, field);
                continue;
            }
            const std::vector<size_t> found = candidates(r);
            for (size_t i : found)
                m_understood[i] = true;
            if (found.empty()) {
                unmatched.push_back(&r);
                continue;
            }
            // Over a list's elements (`custom_hooks[*].type`) the keys are not one key set twice:
            // the last element whose value the rule reads, not the last element.
            size_t pick = found.back();
            if (r.key.find("[*]") != std::string::npos)
                for (size_t k = found.size(); k-- > 0;) {
                    std::string probe;
                    if (convert(r, m_doc.entries[found[k]], field, probe, true) == Outcome::Value) {
                        pick = found[k];
                        break;
                    }
                }
            const Entry &e = m_doc.entries[pick];
            if (stated) {
                sayOverriddenEnvironment(r, e, winner, field, statedValue);
                continue;
            }
            if (!requirementsMet(r)) {
                declinedByAbsence(r, found);
                continue;
            }
            std::string value;
            // (a value this rule does not know that a later rule for the same key reads, Accelerate's
            // distributed_type: DEEPSPEED, is no value to warn about)
            const auto self = static_cast<size_t>(&r - rules.data());
            const bool laterReads = std::any_of(rules.begin() + static_cast<std::ptrdiff_t>(self) + 1, rules.end(), [&](const Rule &o) {
                std::string probe;
                return o.key == r.key && !o.values.empty() && convert(o, e, field, probe, true) == Outcome::Value;
            });
            const Outcome o = convert(r, e, field, value, laterReads);
            if (o == Outcome::Stop) {
                stated = true; // the tool decides at run time; no lower rule may claim it
                continue;
            }
            if (o == Outcome::Skip)
                continue;
            for (size_t i : found) {
                const Entry &earlier = m_doc.entries[i];
                // (a base file's value the file overrides is inheritance, not a key given twice; nor
                // is a launcher's flag the script's of the same name: accelerate launch
                // --mixed_precision bf16 train.py --mixed_precision bf16)
                if (&earlier != &e && earlier.file == e.file && normalizeFlag(earlier.key) == normalizeFlag(e.key) &&
                    !launcherAndScript(earlier, e)) {
                    m_diags.push_back(warning("config.duplicate_key", &e,
                                              {e.key, e.value, std::to_string(earlier.line)}));
                    break;
                }
            }
            if (r.toolDefault) {
                // The tool's own default where this key is stated: not the file's word, so no
                // binding (export writes the field through its own keys) and a warning saying so.
                Source s = sourceOf(e);
                s.how = "inferred";
                s.note = "the tool's default where " + e.key + " is set";
                if (!set(field, value, s, nullptr))
                    continue;
                stated = true;
                statedValue = fieldValue(m_out.setup, field);
                winner = &e;
                if (!r.warn.empty())
                    m_diags.push_back(warning(r.warn, &e, {field, statedValue, e.key}));
                continue;
            }
            if (!set(field, value, sourceForRule(r, e), &e, readAsWritten(r, e, value)))
                continue;
            stated = true;
            statedValue = fieldValue(m_out.setup, field);
            winner = &e;
            m_out.bindings[field] = Binding{found.back(), r, {}, {}};
            // The key the value came through (`batch: 32` behind ${batch}) is understood too.
            for (size_t i = 0; i < m_doc.entries.size(); ++i)
                if (!e.valueVia.empty() && m_doc.entries[i].key == e.valueVia)
                    m_understood[i] = true;
            if (!r.warn.empty())
                m_diags.push_back(warning(r.warn, &e, {e.key, e.value, field}));
        }
        if (!m_out.setup.isStated(field))
            for (const Rule *r : unmatched)
                if (containerWhereValueGoes(*r, field))
                    break;
    }

    void listUnknown()
    {
        for (size_t i = 0; i < m_doc.entries.size(); ++i) {
            const Entry &e = m_doc.entries[i];
            if (m_understood[i] || !usable(e))
                continue;
            bool ignored = false;
            for (const std::string &g : m_map.ignore)
                if (globMatch(g, normalizeFlag(e.key)) || globMatch(g, e.key))
                    ignored = true;
            if (ignored) {
                // (and not read by name either: VideoMAE's --num_sample is no dataset size)
                if (e.key.rfind("--", 0) == 0)
                    m_out.elsewhere.push_back(i);
                continue;
            }
            // A key typed with a Cyrillic or Greek letter among Latin ones (pasted from a chat or a
            // web page): no tool reads it, so it is said and listed as not read.
            if (const std::string latin = latinLookalike(e.key); !latin.empty()) {
                m_diags.push_back(warning("config.lookalike_key", &e, {e.key, latin}));
                m_out.unknown.push_back({e.key, e.isNull ? std::string() : e.value, e.line});
                continue;
            }
            std::string last = e.key;
            if (const size_t dot = last.rfind('.'); dot != std::string::npos && last[0] != '-')
                last = last.substr(dot + 1);
            last = toLower(normalizeFlag(last));
            // Whole words of the key ("sample" is not "amp"); words with '_' may sit anywhere in it.
            std::vector<std::string> tokens;
            std::string token;
            for (char c : last + "_") {
                if (c == '_' || c == '-' || c == '.' || c == '[' || c == ']') {
                    if (!token.empty())
                        tokens.push_back(token);
                    token.clear();
                } else {
                    token += c;
                }
            }
            for (const std::string &w : m_relevant) {
                const bool hit = w.find('_') != std::string::npos ? last.find(w) != std::string::npos
                                                                  : std::find(tokens.begin(), tokens.end(), w) != tokens.end();
                if (hit) {
                    m_out.unknown.push_back({e.key, e.isNull ? std::string() : e.value, e.line});
                    break;
                }
            }
        }
    }

    void chooseMainCommand()
    {
        std::map<int, int> counts;
        for (const auto &[field, b] : m_out.bindings)
            if (b.entry < m_doc.entries.size() && m_doc.entries[b.entry].command >= 0)
                ++counts[m_doc.entries[b.entry].command];
        // With nothing understood yet, the last command that could train (not `source`,
        // `echo`, `pip`…): flags added to an ignored command would not read back (fuzz_export).
        int best = -1;
        for (size_t i = m_doc.commands.size(); i-- > 0;)
            if (!m_doc.commands[i].superseded &&
                std::find(m_map.ignoreCommands.begin(), m_map.ignoreCommands.end(), m_doc.commands[i].program) ==
                    m_map.ignoreCommands.end()) {
                best = static_cast<int>(i);
                break;
            }
        int bestCount = 0;
        for (const auto &[cmd, n] : counts)
            if (n > bestCount)
                best = cmd, bestCount = n;
        m_doc.mainCommand = best;
    }

public:
    std::vector<std::string> m_relevant;
};

} // namespace

const std::string &commandNames(const CommandInfo &c)
{
    return c.names.empty() ? c.words : c.names; // (a command not from a shell reader has only its words)
}

bool entryUsable(const Entry &e, const Document &doc, const std::vector<std::string> &ignoreCommands)
{
    if (e.command < 0)
        return true;
    const std::string &program = doc.commands[static_cast<size_t>(e.command)].program;
    return std::find(ignoreCommands.begin(), ignoreCommands.end(), program) == ignoreCommands.end();
}

const Entry *lastStated(const Document &doc, const std::string &key, const std::vector<std::string> &ignoreCommands,
                        const std::string &program, bool commandFlags)
{
    Rule probe;
    probe.key = key;
    probe.program = program;
    probe.commandFlags = commandFlags;
    const Entry *found = nullptr;
    for (const Entry &e : doc.entries)
        if (entryUsable(e, doc, ignoreCommands) && ruleMatches(probe, e, doc) && !e.isNull && !e.unresolved)
            found = &e;
    return found;
}

bool requirementsMet(const Rule &r, const Document &doc, const std::vector<std::string> &ignoreCommands)
{
    for (const auto &[key, want] : r.needs) {
        // A requirement of a command's override is that command's own key (verl's
        // actor_rollout_ref.actor.use_dynamic_bsz=True); else any statement of it.
        const Entry *e = lastStated(doc, key, ignoreCommands, r.program, r.commandFlags);
        if (!e && !r.program.empty())
            e = lastStated(doc, key, ignoreCommands);
        if (want == "!") { // the rule holds only where that key is not stated
            if (e)
                return false;
            continue;
        }
        if (want.size() > 1 && want[0] == '?') { // "?1": holds where that key is absent or says 1
            if (e && lookupKey(e->value) != lookupKey(want.substr(1)))
                return false;
            continue;
        }
        if (want.size() > 1 && want[0] == '!') { // "!cpu": holds unless that key says cpu
            if (e && lookupKey(e->value) == lookupKey(want.substr(1)))
                return false;
            continue;
        }
        if (!e)
            return false;
        if (want != "*" && lookupKey(e->value) != lookupKey(want))
            return false;
    }
    return true;
}

size_t scriptStart(const Document &doc, int command)
{
    if (command < 0 || static_cast<size_t>(command) >= doc.commands.size())
        return std::string::npos;
    const CommandInfo &c = doc.commands[static_cast<size_t>(command)];
    if (c.launcherEnd == kNoSpan || c.script.empty())
        return std::string::npos;
    const size_t script = doc.text.find(c.script, c.launcherEnd);
    return script == std::string::npos || (c.lastEnd != kNoSpan && script > c.lastEnd) ? std::string::npos : script;
}

bool ruleMatches(const Rule &r, const Entry &e, const Document &doc)
{
    if (r.key.empty())
        return false;
    if (!r.program.empty()) {
        if (e.command < 0)
            return false;
        // Against the names of what runs, never a value it is given (an output folder named
        // `qwen_lora_ablation` makes no LoRA script); a script's name in any case: trainLoRA.py is
        // a LoRA script as train_lora.py is.
        const std::string &names = commandNames(doc.commands[static_cast<size_t>(e.command)]);
        if (names.find(r.program) == std::string::npos && toLower(names).find(toLower(r.program)) == std::string::npos)
            return false;
    }
    // A tool's keys as its command's flags (`llamafactory-cli train --finetuning_type lora`): the
    // flags only, not a `key=value` after a config file, which that file's reading applies.
    if (r.commandFlags)
        return e.key.size() > 2 && e.key.compare(0, 2, "--") == 0 && r.key[0] != '-' &&
               globMatch(r.key, normalizeFlag(e.key).substr(2));
    if (r.key[0] == '-' || (!e.key.empty() && e.key[0] == '-'))
        return !e.key.empty() && e.key[0] == '-' && globMatch(normalizeFlag(r.key), normalizeFlag(e.key));
    // A key=value override after a program (yolo's batch=32) is a rule's only when the rule names it.
    if (e.command >= 0)
        return !r.program.empty() && globMatch(r.key, e.key);
    return globMatch(r.key, e.key);
}

Source sourceOfEntry(const Entry &e)
{
    Source s;
    s.kind = Source::Kind::File;
    s.file = e.file;
    s.keyPath = e.valueVia.empty() ? e.key : e.valueVia;
    s.line = e.line;
    s.column = e.column;
    if (!e.valueVia.empty())
        s.note = "via " + e.key;
    return s;
}

std::string nameFromFileName(const std::string &path)
{
    const size_t slash = path.rfind('/');
    std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const size_t dot = name.rfind('.');
    if (dot != std::string::npos && dot > 0)
        name = name.substr(0, dot);
    if (const size_t sep = name.rfind("__"); sep != std::string::npos)
        name = name.substr(sep + 2);
    const std::string lower = toLower(name);
    for (const char *suffix : {"_config", "-config", ".config", "config"})
        if (lower.size() >= std::string(suffix).size() &&
            lower.compare(lower.size() - std::string(suffix).size(), std::string::npos, suffix) == 0) {
            name = name.substr(0, name.size() - std::string(suffix).size());
            break;
        }
    if (name.empty() && slash != std::string::npos && slash > 0) {
        const size_t prev = path.rfind('/', slash - 1);
        name = path.substr(prev == std::string::npos ? 0 : prev + 1, slash - (prev == std::string::npos ? 0 : prev + 1));
    }
    return name;
}

namespace {

const char *syntaxName(Syntax s)
{
    switch (s) {
    case Syntax::Yaml: return "yaml";
    case Syntax::Json: return "json";
    case Syntax::Shell: return "shell";
    case Syntax::Env: return "env";
    case Syntax::Compose: return "compose";
    case Syntax::Kubernetes: return "kubernetes";
    case Syntax::Toml: return "toml";
    case Syntax::Python: return "python";
    }
    return "";
}

// The argument name `e` passes to the tool of `schema`, "" where `e` is none of its arguments:
// a key its globs name in a file of the tool's own dialect, a `k=v` word of its program.
std::string argumentName(const ArgumentSchema &schema, bool ownDialect, const Entry &e, const Document &doc)
{
    if (e.key.empty() || e.key[0] == '$' || e.key[0] == '-' || e.unresolved)
        return std::string();
    if (e.command >= 0) {
        const CommandInfo &cmd = doc.commands[static_cast<size_t>(e.command)];
        // (`yolo settings runs_dir=…` changes Ultralytics' settings file, whose keys are others)
        const bool settings = cmd.words.find(schema.program + " settings") == 0;
        const bool passed = !schema.program.empty() && doc.syntax == Syntax::Shell && !cmd.superseded &&
                            cmd.program == schema.program && e.keyBegin != kNoSpan && !settings;
        return passed && e.key.find('.') == std::string::npos ? e.key : std::string();
    }
    const auto globs = schema.keys.find(syntaxName(doc.syntax));
    if (!ownDialect || globs == schema.keys.end())
        return std::string();
    for (const std::string &g : globs->second)
        if (globMatch(g, e.key))
            return e.key.substr(e.key.rfind('.') == std::string::npos ? 0 : e.key.rfind('.') + 1);
    return std::string();
}

// The name of `schema` nearest `name`, where it is near enough to be a slip ("wokers" →
// "workers"); "" where none is.
std::string nearestArgument(const ArgumentSchema &schema, const std::string &name)
{
    std::string best;
    size_t bestDistance = std::max<size_t>(1, std::min<size_t>(3, name.size() / 3)) + 1;
    for (const std::string &n : schema.names)
        if (const size_t d = editDistance(toLower(name), n); d < bestDistance)
            best = n, bestDistance = d;
    return best;
}

// A tool that refuses any argument outside its closed list (a map's `arguments:`) is told of
// the run it would refuse: each key it would not take is listed as not understood and said
// (config.unknown_argument), with the nearest name it takes.
void checkClosedArguments(const DialectMap &map, const DialectMaps &maps, const Document &doc, MapOutcome &out,
                          Diagnostics &diags)
{
    for (const DialectMap &tool : maps.all()) {
        if (tool.arguments.names.empty())
            continue;
        std::vector<std::pair<const Entry *, std::string>> refused;
        size_t fileKeys = 0, fileRefused = 0;
        for (const Entry &e : doc.entries) {
            const std::string name = argumentName(tool.arguments, tool.name == map.name, e, doc);
            if (name.empty())
                continue;
            const bool known =
                std::find(tool.arguments.names.begin(), tool.arguments.names.end(), name) != tool.arguments.names.end();
            fileKeys += e.command < 0;
            fileRefused += e.command < 0 && !known;
            if (!known)
                refused.emplace_back(&e, name);
        }
        // A file a quarter of whose keys the tool does not take is no file of its arguments but
        // another's in the same words (YOLOv5's hyp.yaml and opt.yaml: obj_pw, anchor_t, batch_size).
        const bool otherTools = fileRefused >= 2 && fileRefused * 4 > fileKeys;
        for (const auto &[refusedEntry, name] : refused) {
            const Entry *e = refusedEntry; // (a structured binding is not captured by clang's lambdas)
            if (otherTools && e->command < 0)
                continue;
            if (std::none_of(out.unknown.begin(), out.unknown.end(),
                             [&](const UnknownKey &u) { return u.keyPath == e->key && u.line == e->line; }))
                out.unknown.push_back({e->key, e->isNull ? std::string() : e->value, e->line});
            diags.push_back(warning("config.unknown_argument", e, {tool.arguments.tool, name, nearestArgument(tool.arguments, name)}));
        }
    }
}

} // namespace

MapOutcome applyMap(const DialectMap &map, const DialectMaps &maps, Document &doc, const std::vector<Rule> &extra,
                    Diagnostics &diags)
{
    Mapper m(map, doc, diags);
    m.m_relevant = maps.relevantWords();
    MapOutcome out = m.run(extra);
    checkClosedArguments(map, maps, doc, out, diags);
    return out;
}

} // namespace headroom::dialects
