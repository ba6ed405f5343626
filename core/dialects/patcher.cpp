#include "patcher.h"

#include "../fields.h"
#include "../text.h"
#include "insert.h"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace headroom::dialects {

namespace {

// The indentation of an inserted block's first line.
size_t insertIndent(const Edit &e)
{
    size_t i = 0;
    while (i < e.text.size() && (e.text[i] == '\n' || e.text[i] == '\r'))
        ++i;
    const size_t from = i;
    while (i < e.text.size() && e.text[i] == ' ')
        ++i;
    return i - from;
}

} // namespace

std::string applyEdits(const std::string &text, std::vector<Edit> edits)
{
    // Edits apply from the end of the text; insertions at one offset land in the order they
    // were made, except that a more indented block (a key added into a section that ends
    // there) comes before a less indented one, which would otherwise adopt it (found by fuzz_export).
    std::stable_sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) {
        if (a.begin != b.begin)
            return a.begin > b.begin;
        if (a.begin == a.end && b.begin == b.end && insertIndent(a) != insertIndent(b))
            return insertIndent(a) < insertIndent(b);
        return a.order > b.order;
    });
    std::string out = text;
    for (const Edit &e : edits)
        out.replace(e.begin, e.end - e.begin, e.text);
    return out;
}

namespace {

std::string toUpper(std::string s)
{
    for (char &c : s)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return s;
}

bool capitalised(const std::string &s) { return !s.empty() && std::isupper(static_cast<unsigned char>(s[0])); }

// How alike two spellings look ("16-mixed" and "bf16-mixed" more than "16" and "bf16-mixed").
int likeness(const std::string &a, const std::string &b)
{
    int score = 0;
    score += (a.find('-') != std::string::npos) == (b.find('-') != std::string::npos) ? 2 : 0;
    score += (!a.empty() && !b.empty() && std::isdigit(static_cast<unsigned char>(a[0])) ==
                                               std::isdigit(static_cast<unsigned char>(b[0])))
                 ? 1
                 : 0;
    return score;
}

} // namespace

std::optional<std::string> spellValue(const Rule &rule, const std::string &value, const Entry *current,
                                      const ReadState &state)
{
    if (!rule.templ.empty() || !rule.pattern.empty() || rule.convert == "file-name" || !rule.divide.empty() ||
        !rule.sum.empty())
        return std::nullopt;
    const std::string raw = current ? current->value : std::string();
    if (rule.convert == "quantity-gib") {
        // A Kubernetes quantity in binary units: Mi where the file writes Mi and the size is whole
        // in them ("65536Mi"), else Gi (a decimal "64G" becomes Gi: the value is in GiB).
        const auto gib = parseNumber(value);
        const double mib = gib ? *gib * 1024 : 0;
        if (raw.size() > 2 && raw.compare(raw.size() - 2, 2, "Mi") == 0 && mib >= 1 && mib == std::floor(mib) && mib < 1e15)
            return std::to_string(static_cast<long long>(mib)) + "Mi";
        return value + "Gi";
    }
    if (rule.convert == "size-gib") {
        // Docker sizes in GiB, in the unit style the file uses ("16gb", "48g", "8G").
        const std::string lower = toLower(raw);
        const std::string unit = lower.size() >= 2 && lower.compare(lower.size() - 2, 2, "gb") == 0 ? "gb" : "g";
        const bool upper = !raw.empty() && std::isupper(static_cast<unsigned char>(raw.back()));
        return value + (upper ? toUpper(unit) : unit);
    }
    if (!rule.values.empty()) {
        std::vector<std::string> keys;
        for (const auto &[k, v] : rule.values)
            if (normalizeToken(v) == normalizeToken(value) && k != "null" && k != "*" && k != "auto" && !k.empty())
                keys.push_back(k);
        if (keys.empty())
            return std::nullopt;
        std::stable_sort(keys.begin(), keys.end(), [&](const std::string &a, const std::string &b) {
            const int la = current ? likeness(a, raw) : 0, lb = current ? likeness(b, raw) : 0;
            return la > lb; // stable: otherwise the map's own order
        });
        std::string k = keys.front();
        if (k == "true" || k == "false") {
            bool upper = current && capitalised(raw);
            if (!current)
                for (const Entry &e : state.doc.entries)
                    upper = upper || e.value == "True" || e.value == "False";
            if (upper)
                k[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(k[0])));
            return k;
        }
        const auto name = state.classNames.find(k);
        // yacs writes "ADAMW"; a Python config's class name is the class (mmengine's registry is
        // exact: type='SGD' becomes type='AdamW')
        if (current && raw.size() > 1 && raw == toUpper(raw) && raw != toLower(raw) &&
            !(state.doc.syntax == Syntax::Python && name != state.classNames.end()))
            return toUpper(k);
        if (rule.convert == "class-tail") {
            const std::string cls = name != state.classNames.end() ? name->second : k;
            const size_t dot = raw.rfind('.');
            if (current && dot != std::string::npos)
                return raw.substr(0, dot + 1) + cls;
            return current ? cls : "torch.optim." + cls;
        }
        if (current && capitalised(raw) && name != state.classNames.end())
            return name->second; // DeepSpeed writes "Adam", "Lamb"
        return k;
    }
    return value;
}

namespace {

class Patcher {
public:
    Patcher(const TrainingSetup &setup, const ReadState &state, Diagnostics &diags)
        : m_setup(setup), m_state(state), m_doc(state.doc), m_diags(diags), m_insert(state.doc)
    {
    }

    bool change(const std::string &field, const std::string &value)
    {
        TrainingSetup trial = m_setup;
        Source src;
        src.kind = Source::Kind::Set;
        if (auto err = setField(trial, field, value, src)) {
            err->file = "--set";
            m_diags.push_back(*err);
            return false;
        }
        const std::string canonical = fieldValue(trial, std::string(findField(field)->name));
        const std::string name(findField(field)->name);
        if (m_setup.isStated(name) && fieldValue(m_setup, name) == canonical)
            return true; // already so: the bytes stay
        const auto bound = m_state.bindings.find(name);
        if (bound != m_state.bindings.end() && bound->second.entry < m_doc.entries.size()) {
            const Entry &e = m_doc.entries[bound->second.entry];
            if (e.file == m_doc.path)
                return changeStated(name, canonical, bound->second, e) && writeAlike(name, canonical, bound->second.rule);
            // A compose command's ${VAR} that an env_file or the .env sets: the service's own
            // environment, which wins over both, sets VAR.
            if (m_doc.syntax == Syntax::Compose && e.command >= 0 && !e.valueVia.empty())
                return addVariable(name, canonical, bound->second.rule, e);
        }
        const size_t before = m_diags.size();
        if (add(name, canonical, nullptr))
            return true;
        // The value lives in a file the command names (--deepspeed ds.json): where no flag the
        // script takes can override it, the error says that file's line instead.
        const auto from = m_setup.sources.find(name);
        if (m_doc.syntax == Syntax::Shell && from != m_setup.sources.end() && !from->second.file.empty() &&
            from->second.file != m_doc.path && from->second.line > 0) {
            m_diags.resize(before);
            fail("export.in_other_file", name, canonical, nullptr);
            m_diags.back().file = from->second.file;
            m_diags.back().line = from->second.line;
            m_diags.back().column = from->second.column;
            m_diags.back().args[2] = from->second.keyPath;
        }
        return false;
    }

    std::string result() const { return applyEdits(m_doc.text, m_edits); }
    void setTargetGpus(int gpus) { m_targetGpus = gpus; }

private:
    const TrainingSetup &m_setup;
    int m_targetGpus = 0; // the GPU count the export asks for
    const ReadState &m_state;
    const Document &m_doc;
    Diagnostics &m_diags;
    Inserter m_insert;
    std::vector<Edit> m_edits;
    int m_order = 0;

    void edit(size_t begin, size_t end, const std::string &text)
    {
        // Two fields written through one variable: the later change wins.
        m_edits.erase(std::remove_if(m_edits.begin(), m_edits.end(),
                                     [&](const Edit &e) { return e.begin == begin && e.end == end && begin != end; }),
                      m_edits.end());
        m_edits.push_back({begin, end, text, m_order++});
    }

    void fail(const std::string &code, const std::string &field, const std::string &value, const Entry *at)
    {
        Diagnostic d;
        d.code = code;
        d.file = m_doc.path;
        if (at) {
            d.line = at->line;
            d.column = at->column;
        }
        d.args = {field, value, at ? at->key : std::string()};
        m_diags.push_back(d);
    }

    std::vector<Rule> rulesFor(const std::string &field) const
    {
        const auto it = m_state.map.rules.find(field);
        return it == m_state.map.rules.end() ? std::vector<Rule>{} : it->second;
    }

    // The fields other than `field` that read the very text `e` would change (`N=4` behind both
    // --nproc_per_node $N and --dataloader_num_workers $N; `${trainer.devices}` interpolated
    // elsewhere), as "field (key)" joined with ", "; empty where nothing else reads it.
    std::string sharedWith(const Entry &e, const std::string &field) const
    {
        std::string out;
        for (const auto &[other, b] : m_state.bindings) {
            // (a field the text only implies, parallel.unit_grads from a batch flag, reads no value)
            if (other == field || b.entry >= m_doc.entries.size() || !b.rule.value.empty() || b.rule.toolDefault)
                continue;
            const Entry &o = m_doc.entries[b.entry];
            if (&o != &e && o.file == e.file && o.valueBegin == e.valueBegin && o.valueEnd == e.valueEnd &&
                o.key != e.key)
                out += (out.empty() ? "" : ", ") + other + " (" + o.key + ")";
        }
        return out;
    }

    // The value written over the entry's text, in the quoting the file used there.
    std::string styled(const std::string &text, const Entry &e) const
    {
        const std::string old = e.valueBegin != kNoSpan && e.valueEnd != kNoSpan
                                    ? m_doc.text.substr(e.valueBegin, e.valueEnd - e.valueBegin)
                                    : std::string();
        if (m_doc.syntax == Syntax::Json)
            return m_insert.jsonLiteral(text);
        if (m_doc.syntax == Syntax::Python && (text == "true" || text == "false"))
            return text == "true" ? "True" : "False"; // Python's literals
        // (a YAML boolean written True or TRUE keeps its case: torchtune's and mmengine's habit)
        if ((text == "true" || text == "false") && (old == "True" || old == "False" || old == "TRUE" || old == "FALSE")) {
            std::string out = text;
            for (size_t i = 0; i < out.size(); ++i)
                if (i == 0 || old[1] == 'R' || old[1] == 'A')
                    out[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(out[i])));
            return out;
        }
        if (!old.empty() && (old[0] == '"' || old[0] == '\''))
            return old[0] + text + old[0];
        return m_insert.scalar(text);
    }

    bool replaceValue(const Entry &e, const std::string &text, const std::string &field)
    {
        if (e.bareFlag) {
            if (normalizeToken(text) == "true")
                return true;
            if (e.keyEnd == kNoSpan || e.keyBegin == kNoSpan)
                return false;
            // A bare switch turned off is taken out: `--gradient_checkpointing false` is an error
            // for argparse's store_true (most scripts) and means the same as no flag for
            // HfArgumentParser.
            if (normalizeToken(text) == "false")
                return removeFlag(e);
            edit(e.keyEnd, e.keyEnd, " " + m_insert.scalar(text));
            return true;
        }
        if (e.valueBegin == kNoSpan || e.valueEnd == kNoSpan) {
            fail("export.cannot_patch", field, text, &e);
            return false;
        }
        if (e.isNull) {
            edit(e.valueBegin, e.valueEnd, " " + styled(text, e));
            return true;
        }
        if (e.isSequence) {
            const FieldInfo *info = findField(field);
            std::vector<std::string> items = info && info->type == FieldInfo::Type::ImageSize ? split(text, 'x') : split(text, ',');
            if (items.size() == 1 && info && info->type == FieldInfo::Type::ImageSize)
                items.push_back(items[0]);
            edit(e.valueBegin, e.valueEnd, m_insert.flowList(items, m_doc.text.substr(e.valueBegin, e.valueEnd - e.valueBegin)));
            return true;
        }
        if (const std::string others = sharedWith(e, field); !others.empty()) {
            fail("export.shared_value", field, text, &e);
            m_diags.back().args[2] = e.valueVia.empty() ? e.key : e.valueVia;
            m_diags.back().args.push_back(others);
            return false;
        }
        const std::string written = styled(text, e);
        edit(e.valueBegin, e.valueEnd, written);
        // The same value where the file writes it again for the same container (a PyTorchJob's Worker).
        const std::string old = m_doc.text.substr(e.valueBegin, e.valueEnd - e.valueBegin);
        for (const auto &[begin, end] : e.twins)
            if (end <= m_doc.text.size() && begin < end && m_doc.text.compare(begin, end - begin, old) == 0)
                edit(begin, end, written);
        return true;
    }

    // Takes a bare flag out of its command: with its line when it stands alone on a continued
    // line (and the `\` before it when it was the command's last line), else with the blanks
    // before it.
    bool removeFlag(const Entry &e)
    {
        const std::string &t = m_doc.text;
        const size_t lineStart = e.keyBegin == 0 ? 0 : t.rfind('\n', e.keyBegin - 1) + 1;
        size_t lineEnd = t.find('\n', e.keyEnd);
        if (lineEnd == std::string::npos)
            lineEnd = t.size();
        std::string rest = t.substr(e.keyEnd, lineEnd - e.keyEnd);
        if (!rest.empty() && rest.back() == '\r')
            rest.pop_back();
        const std::string before = trim(t.substr(lineStart, e.keyBegin - lineStart));
        const std::string after = trim(rest);
        if (before.empty() && (after == "\\" || after.empty()) && lineStart > 0) {
            if (after == "\\") {
                edit(lineStart, std::min(t.size(), lineEnd + 1), ""); // the whole line
                return true;
            }
            // the command's last line: the line goes, and so does the `\` that led to it
            size_t p = lineStart - 1; // the newline before it
            if (p > 0 && t[p - 1] == '\r')
                --p;
            size_t q = p;
            while (q > 0 && (t[q - 1] == ' ' || t[q - 1] == '\t'))
                --q;
            if (q > 0 && t[q - 1] == '\\') {
                --q;
                while (q > 0 && (t[q - 1] == ' ' || t[q - 1] == '\t'))
                    --q;
                edit(q, lineEnd, "");
                return true;
            }
        }
        size_t from = e.keyBegin;
        while (from > lineStart && (t[from - 1] == ' ' || t[from - 1] == '\t'))
            --from;
        edit(from, e.keyEnd, "");
        return true;
    }

    bool changeStated(const std::string &field, const std::string &canonical, const Binding &b, const Entry &e)
    {
        const Rule &r = b.rule;
        if (!r.divide.empty()) {
            // A GPU count the file gives as a device list multiplies back only while it stays.
            const int gpus = m_targetGpus > 0 ? m_targetGpus : m_setup.parallel.gpus;
            if (b.listedGpus > 0 && gpus != b.listedGpus) {
                fail("export.cannot_express", field, canonical, &e);
                return false;
            }
            double product = b.listedGpus > 0 ? b.listedGpus : 1;
            for (size_t i : b.divisors)
                product *= parseNumber(m_doc.entries[i].value).value_or(1);
            const long long numerator = static_cast<long long>(*parseNumber(canonical) * product);
            return replaceValue(e, std::to_string(numerator), field);
        }
        if (!r.sum.empty()) {
            // The first key takes what the others do not add up to (a PyTorchJob's Worker replicas).
            double others = 0;
            for (size_t i : b.addends)
                others += parseNumber(m_doc.entries[i].value).value_or(0);
            const double first = *parseNumber(canonical) - others;
            if (first < 0) {
                fail("export.cannot_express", field, canonical, &e);
                return false;
            }
            return replaceValue(e, std::to_string(static_cast<long long>(first)), field);
        }
        if (const auto text = spellValue(r, canonical, &e, m_state))
            return replaceValue(e, *text, field) && writeCapped(field, canonical, r);
        if (!r.off.empty() && !e.bareFlag) {
            // bf16: true → false, then fp16: true where the file has it or where it goes.
            if (!replaceValue(e, r.off, field))
                return false;
            return add(field, canonical, &r);
        }
        // A flag or top-level key that names the value: swap it for the one that names the new one.
        const bool swappable = e.keyBegin != kNoSpan && (e.key[0] == '-' || e.key.find('.') == std::string::npos);
        if (swappable) {
            for (const Rule &other : rulesFor(field)) {
                // Another tool's flag would not be understood where this one stands
                // (`accelerate launch --multi_gpu` is no place for Lightning's --trainer.strategy).
                if (other.key == r.key || other.toolDefault || other.key.find('*') != std::string::npos || !other.needs.empty() ||
                    (other.key[0] == '-') != (e.key[0] == '-') ||
                    (!r.family.empty() && !other.family.empty() && other.family != r.family))
                    continue;
                const auto text = spellValue(other, canonical, nullptr, m_state);
                if (!text)
                    continue;
                edit(e.keyBegin, e.keyEnd, other.key);
                if (e.bareFlag) {
                    if (normalizeToken(*text) != "true")
                        edit(e.keyEnd, e.keyEnd, " " + *text);
                } else if (!replaceValue(e, *text, field)) {
                    return false;
                }
                return true;
            }
        }
        fail("export.cannot_express", field, canonical, &e);
        return false;
    }

    // `probe.key`'s entry (a key of the file, not a command's flag) written with the field's new
    // value where it states the old one, or, for a key the changed one caps, where it exceeds the
    // new one; the keys it caps in turn follow it.
    bool writeKey(const std::string &field, const std::string &canonical, const Rule &probe, bool capped)
    {
        const auto old = parseNumber(fieldValue(m_setup, field));
        const auto now = parseNumber(canonical);
        const Entry *entry = nullptr;
        for (const Entry &x : m_doc.entries)
            if (x.file == m_doc.path && x.command < 0 && ruleMatches(probe, x, m_doc))
                entry = &x;
        const auto v = !entry ? std::nullopt : probe.convert == "quantity-gib" ? parseQuantityGib(entry->value)
                                                                                 : parseNumber(entry->value);
        if (!v || !old || !now)
            return true;
        const bool tied = std::abs(*v - *old) <= 1e-5 * std::max(1.0, *old);
        if (!tied && !(capped && *v > *now))
            return true;
        const auto text = spellValue(probe, canonical, entry, m_state);
        return text && replaceValue(*entry, *text, field) && writeCapped(field, canonical, probe);
    }

    // The keys a changed one bounds (a container's resource request under its limit): each is
    // written too where it was tied to the old value (a GPU request must equal its limit) or
    // would now exceed the new one; one below it stays as it is.
    bool writeCapped(const std::string &field, const std::string &canonical, const Rule &r)
    {
        for (const std::string &key : r.caps) {
            Rule probe = r;
            probe.key = key;
            probe.caps.clear();
            if (!writeKey(field, canonical, probe, true))
                return false;
        }
        return true;
    }

    // A manifest states some counts twice (the pod's GPUs beside the processes its command starts,
    // an env variable): the field's other keys that state its old value change with it.
    bool writeAlike(const std::string &field, const std::string &canonical, const Rule &bound)
    {
        if (m_doc.syntax != Syntax::Kubernetes)
            return true;
        for (const Rule &r : rulesFor(field))
            if (r.key != bound.key && !r.key.empty() && r.key[0] != '-' && r.key.find('*') == std::string::npos &&
                r.pattern.empty() && r.templ.empty() && r.values.empty() && r.divide.empty() && r.sum.empty() &&
                !r.toolDefault && !writeKey(field, canonical, r, false))
                return false;
        return true;
    }

    bool writable(const Rule &r) const
    {
        // A rule that requires other keys is written only where the file states them
        // (LLaMA-Factory's disable_gradient_checkpointing, in a file with finetuning_type).
        if (!r.write || r.toolDefault || r.key.empty() || !r.pattern.empty() || !r.templ.empty() ||
            !r.divide.empty() || !r.sum.empty() || r.key.find('[') != std::string::npos ||
            (!r.needs.empty() && !requirementsMet(r, m_doc, m_state.map.ignoreCommands)))
            return false;
        std::string key = r.key.rfind("**.", 0) == 0 ? r.key.substr(3) : r.key;
        if (key.find('*') != std::string::npos)
            return false;
        const bool flag = key[0] == '-';
        switch (m_doc.syntax) {
        case Syntax::Shell: return flag || r.family == "env";
        case Syntax::Env: return !flag;
        case Syntax::Compose:
        case Syntax::Kubernetes: return r.family == "env";
        default: return !flag;
        }
    }

    // The family most of the file's understood keys belong to (hf, megatron, lightning, …).
    std::string dominantFamily() const
    {
        std::map<std::string, int> counts;
        for (const auto &[f, b] : m_state.bindings)
            if (!b.rule.family.empty())
                ++counts[b.rule.family];
        std::string best;
        int n = 0;
        for (const auto &[fam, c] : counts)
            if (c > n)
                best = fam, n = c;
        return best;
    }

    bool addVariable(const std::string &field, const std::string &canonical, const Rule &r, const Entry &e)
    {
        const auto text = spellValue(r, canonical, &e, m_state);
        std::string why;
        std::vector<Edit> edits;
        if (!text || !m_insert.add(e.valueVia, *text, r, edits, why)) {
            fail("export.cannot_add", field, canonical, nullptr);
            m_diags.back().args[2] = why;
            return false;
        }
        for (Edit &x : edits) {
            x.order = m_order++;
            m_edits.push_back(x);
        }
        return true;
    }

    // Writes the field where the file does not state it, or through another key than `skip`.
    bool add(const std::string &field, const std::string &canonical, const Rule *skip)
    {
        std::vector<Rule> rules = rulesFor(field);
        const std::string family = dominantFamily();
        std::stable_sort(rules.begin(), rules.end(), [&](const Rule &a, const Rule &b) {
            const bool fa = !family.empty() && a.family == family, fb = !family.empty() && b.family == family;
            const bool sa = m_doc.syntax == Syntax::Shell && a.key[0] == '-', sb = m_doc.syntax == Syntax::Shell && b.key[0] == '-';
            return fa != fb ? fa : sa > sb;
        });
        bool unknownFlags = false; // a flag was left out because the script may not take it
        bool noSection = false;    // a key was left out because its section is not in the file
        for (const Rule &r : rules) {
            if ((skip && r.key == skip->key) || !writable(r))
                continue;
            // One program's flag (OpenCLIP's --precision) is added only to a launch of that program.
            if (!r.program.empty() && (m_doc.mainCommand < 0 ||
                                       commandNames(m_doc.commands[static_cast<size_t>(m_doc.mainCommand)]).find(r.program) ==
                                           std::string::npos))
                continue;
            if (!commandTakes(r)) {
                unknownFlags = true;
                continue;
            }
            if (!sectionThere(r)) {
                noSection = true;
                continue;
            }
            // Where the file already has that key (`fp16: false`), set it there.
            const Entry *existing = nullptr;
            for (const Entry &e : m_doc.entries)
                if (e.file == m_doc.path && ruleMatches(r, e, m_doc))
                    existing = &e;
            const auto text = spellValue(r, canonical, existing, m_state);
            if (!text)
                continue;
            if (existing)
                return replaceValue(*existing, *text, field);
            const std::string key = r.key.rfind("**.", 0) == 0 ? r.key.substr(3) : r.key;
            std::string literal = *text;
            const FieldInfo *info = findField(field);
            if (info && info->type == FieldInfo::Type::List && key[0] != '-' && m_doc.syntax != Syntax::Env &&
                m_doc.syntax != Syntax::Compose && m_doc.syntax != Syntax::Kubernetes && literal != "all-linear")
                literal = m_insert.flowList(split(literal, ','), "");
            std::string why;
            std::vector<Edit> edits;
            if (m_insert.add(key, literal, r, edits, why)) {
                for (Edit &e : edits) {
                    e.order = m_order++;
                    m_edits.push_back(e);
                }
                return true;
            }
            fail("export.cannot_add", field, canonical, nullptr);
            m_diags.back().args[2] = why;
            return false;
        }
        if (unknownFlags || noSection) {
            fail("export.cannot_add", field, canonical, nullptr);
            m_diags.back().args[2] = unknownFlags ? "unknown-flags" : "no-object";
            return false;
        }
        fail("export.cannot_express", field, canonical, nullptr);
        return false;
    }

    // Whether the section a new key goes into is in the file already, where the file's schema is
    // the user's code's (a Lightning CLI, Hydra, yacs or mmengine config). A section the file does
    // not have is not invented there (a Megatron-Bridge recipe given a Lightning `trainer:`, a
    // fairseq2 config a LightningCLI `data.init_args`): the code would refuse it or read nothing.
    bool sectionThere(const Rule &r) const
    {
        // A tool whose file has one fixed schema (DeepSpeed, torchtune, axolotl, Accelerate, …)
        // takes its own sections; these dialects are schemas the user's code defines.
        static const std::vector<std::string> ownSchema = {"lightning-cli", "hydra", "yacs", "mmengine", "generic"};
        if ((m_doc.syntax != Syntax::Yaml && m_doc.syntax != Syntax::Json) ||
            std::find(ownSchema.begin(), ownSchema.end(), m_state.map.name) == ownSchema.end())
            return true;
        const std::string key = r.key.rfind("**.", 0) == 0 ? r.key.substr(3) : r.key;
        const size_t dot = key.rfind('.');
        if (dot == std::string::npos || m_doc.extents.count(key.substr(0, dot)) > 0)
            return true;
        // (`trainer:` written with nothing under it yet is the section, empty)
        return std::any_of(m_doc.entries.begin(), m_doc.entries.end(), [&](const Entry &e) {
            return e.isNull && e.file == m_doc.path && e.key == key.substr(0, dot);
        });
    }

    // Whether the launched script's parser takes the flag `r` would add. A flag a script does not
    // declare stops it at start ("unrecognized arguments"), so one is added only where the
    // command shows whose flags it takes: the launcher's own; a family whose flags the command
    // already uses (Megatron's, Lightning's); Hugging Face's TrainingArguments only where a flag
    // no other parser has, or a True/False value, says HfArgumentParser reads the command.
    bool commandTakes(const Rule &r) const
    {
        if (m_doc.syntax != Syntax::Shell || r.key.empty() || !r.program.empty())
            return true;
        // A launcher's flag goes only to that launcher (accelerate's --mixed_precision is no
        // flag of `deepspeed`).
        if (r.launcher) {
            if (m_doc.mainCommand < 0)
                return false;
            const std::string &program = m_doc.commands[static_cast<size_t>(m_doc.mainCommand)].program;
            return r.family.empty() || r.family == "generic" || program == r.family ||
                   (r.family == "torchrun" && (program == "python" || program == "python3"));
        }
        // An environment variable a script does not read changes nothing (had it read it, the
        // variable would be stated and changed where it is set).
        if (r.key[0] != '-')
            return false;
        // A flag every script might spell so (--batch_size, --num_workers) is no parser's.
        if (r.family.empty() || r.family == "generic" || m_doc.mainCommand < 0)
            return false;
        // Names every script that follows Hugging Face's spelling has (DeepSpeed-Chat's main.py,
        // TRL's, LLaVA's): one of them on the command line lets the others be added.
        static const std::vector<std::string> hfStyle = {"--per_device_train_batch_size", "--gradient_accumulation_steps",
                                                         "--gradient_checkpointing", "--learning_rate", "--num_train_epochs"};
        const bool common = std::find(hfStyle.begin(), hfStyle.end(), r.key) != hfStyle.end();
        static const std::vector<std::string> trainingArguments = {
            "--do_train", "--evaluation_strategy", "--eval_strategy", "--save_strategy", "--logging_strategy",
            "--report_to", "--overwrite_output_dir", "--logging_dir", "--save_total_limit", "--ddp_timeout", "--tf32",
            "--dataloader_num_workers", "--torch_compile", "--run_name", "--save_only_model", "--logging_first_step"};
        for (const Entry &e : m_doc.entries) {
            if (e.command != m_doc.mainCommand || e.file != m_doc.path)
                continue;
            if (r.family == "hf") {
                const std::string key = e.key.substr(0, e.key.find('='));
                if (std::find(trainingArguments.begin(), trainingArguments.end(), key) != trainingArguments.end() ||
                    (!e.bareFlag && key.rfind("--", 0) == 0 && (e.value == "True" || e.value == "False")) ||
                    (common && std::find(hfStyle.begin(), hfStyle.end(), key) != hfStyle.end()))
                    return true;
                continue;
            }
            for (const auto &[field, b] : m_state.bindings)
                if (b.rule.family == r.family && b.entry < m_doc.entries.size() && &m_doc.entries[b.entry] == &e)
                    return true;
        }
        return false;
    }
};

} // namespace

bool patchConfig(const std::string &dialect, const TrainingSetup &setup, const ReadState &state,
                 const std::vector<FieldChange> &changes, std::string &out, std::vector<std::string> &notWritten,
                 Diagnostics &diags)
{
    Patcher patcher(setup, state, diags);
    for (const FieldChange &change : changes)
        if (change.field == "parallel.gpus")
            patcher.setTargetGpus(static_cast<int>(parseNumber(change.to).value_or(0)));
    bool ok = true;
    // Where the generic reader read the file (or the format takes no new keys), a change the
    // file cannot express is a warning beside what is written, not a reason to write nothing.
    const Syntax syntax = state.doc.syntax;
    const bool lenientFile = dialect == "generic" || syntax == Syntax::Toml || syntax == Syntax::Python;
    for (const FieldChange &change : changes) {
        const size_t before = diags.size();
        if (patcher.change(change.field, change.to))
            continue;
        const auto bound = state.bindings.find(change.field);
        // (an allocator setting lives in the process's environment, rarely in the file: where the
        // file cannot take it, the rest is written and the warning says it was left out)
        const bool lenient = lenientFile || (bound != state.bindings.end() && bound->second.rule.family == "generic") ||
                             change.field == "run.expandable_segments";
        const auto first = diags.begin() + static_cast<std::ptrdiff_t>(before);
        const bool onlyExpress = diags.size() > before && std::all_of(first, diags.end(), [](const Diagnostic &d) {
            return d.code == "export.cannot_express" || d.code == "export.cannot_add" || d.code == "export.cannot_patch";
        });
        if (lenient && onlyExpress) {
            for (auto d = first; d != diags.end(); ++d)
                d->severity = Diagnostic::Severity::Warning;
            notWritten.push_back(change.field);
            continue;
        }
        ok = false;
    }
    if (ok)
        out = patcher.result();
    return ok;
}

} // namespace headroom::dialects
