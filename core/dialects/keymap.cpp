#include "keymap.h"

#include "../text.h"
#include "generic.h"
#include "../yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace headroom::dialects {

Diagnostic keymapDefect(const std::string &file, const YAML::Node &at, const std::string &what)
{
    Diagnostic d;
    d.code = "keymap.bad_entry";
    d.file = file;
    d.line = at.Mark().line + 1;
    d.column = at.Mark().column + 1;
    d.args = {what};
    return d;
}

namespace {

std::vector<std::string> strings(const YAML::Node &n)
{
    std::vector<std::string> out;
    if (n.IsScalar())
        out.push_back(n.Scalar());
    else if (n.IsSequence())
        for (const auto &i : n)
            if (i.IsScalar())
                out.push_back(i.Scalar());
    return out;
}

ValueTable table(const YAML::Node &n)
{
    ValueTable out;
    if (!n.IsMap())
        return out;
    for (const auto &kv : n)
        out.emplace(toLower(kv.first.Scalar()), kv.second.IsNull() ? std::string() : kv.second.Scalar());
    return out;
}

bool parseRule(const YAML::Node &n, const std::string &field, const std::string &file, Rule &r, Diagnostics &diags)
{
    r.field = field;
    if (n.IsScalar()) {
        r.key = n.Scalar();
        return true;
    }
    if (!n.IsMap()) {
        diags.push_back(keymapDefect(file, n, field + ": a rule is a key or a mapping"));
        return false;
    }
    for (const auto &kv : n) {
        const std::string k = kv.first.Scalar();
        const YAML::Node &v = kv.second;
        if (k == "key") r.key = v.Scalar();
        else if (k == "values") r.values = table(v);
        else if (k == "table") r.table = v.Scalar();
        else if (k == "pattern") r.pattern = v.Scalar();
        else if (k == "value") r.value = v.Scalar();
        else if (k == "off") r.off = v.Scalar();
        else if (k == "convert") r.convert = v.Scalar();
        else if (k == "template") r.templ = v.Scalar();
        else if (k == "divide") r.divide = strings(v);
        else if (k == "sum") r.sum = strings(v);
        else if (k == "caps") r.caps = strings(v);
        else if (k == "program") r.program = v.Scalar();
        else if (k == "family") r.family = v.Scalar();
        else if (k == "warn") r.warn = v.Scalar();
        else if (k == "launcher") r.launcher = v.as<bool>(false);
        else if (k == "bare") r.bare = v.as<bool>(false);
        else if (k == "write") r.write = v.as<bool>(true);
        else if (k == "fallback") r.fallback = v.as<bool>(false);
        else if (k == "across_ranks") r.acrossRanks = v.as<bool>(false);
        else if (k == "default") r.toolDefault = v.as<bool>(false);
        else if (k == "requires") {
            if (!v.IsMap()) {
                diags.push_back(keymapDefect(file, v, field + ": requires is a mapping of key: value"));
                return false;
            }
            for (const auto &req : v)
                r.needs.emplace_back(req.first.Scalar(), req.second.IsNull() ? "*" : req.second.Scalar());
        } else {
            diags.push_back(keymapDefect(file, kv.first, field + ": unknown rule attribute '" + k + "'"));
            return false;
        }
    }
    if (r.key.empty() && r.templ.empty() && r.divide.empty() && r.sum.empty() && r.convert != "file-name") {
        diags.push_back(keymapDefect(file, n, field + ": a rule needs key, template, divide, sum or convert: file-name"));
        return false;
    }
    return true;
}

} // namespace

bool DialectMaps::add(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
                      YamlSource origin)
{
    YAML::Node root;
    if (!loadYamlChecked(yamlText, fileName, root, diags, origin))
        return false;
    if (!root.IsMap() || !root["dialect"]) {
        diags.push_back(keymapDefect(fileName, root, "a key map starts with `dialect: NAME`"));
        return false;
    }
    const std::string name = root["dialect"].Scalar();
    if (name == "common") {
        if (const YAML::Node t = root["tables"]; t && t.IsMap())
            for (const auto &kv : t)
                m_commonTables[kv.first.Scalar()] = table(kv.second);
        m_relevant = strings(root["relevant"]);
        m_commonIgnore = strings(root["ignore"]);
        for (std::string &w : m_relevant)
            w = toLower(w);
        if (const YAML::Node c = root["class_names"]; c && c.IsMap())
            for (const auto &kv : c)
                m_classNames[toLower(kv.first.Scalar())] = kv.second.Scalar();
        return true;
    }
    DialectMap map;
    map.name = name;
    map.syntaxes = strings(root["syntax"]);
    if (name == "generic") {
        // The synonym tables, and a map without rules under which a file no tool claims is read.
        auto synonyms = std::make_shared<SynonymTables>();
        if (!parseSynonymTables(root, fileName, *synonyms, diags))
            return false;
        m_synonyms = synonyms;
        m_maps.push_back(std::move(map));
        return true;
    }
    map.ignore = strings(root["ignore"]);
    map.ignoreCommands = strings(root["ignore_commands"]);
    map.includes = strings(root["include"]);
    map.elsewhere = strings(root["elsewhere"]);
    if (root["family"])
        map.family = root["family"].Scalar();
    if (const YAML::Node d = root["detect"]; d && d.IsMap()) {
        for (const auto &kv : d) {
            if (kv.first.Scalar() == "UPPER_CASE_KEYS")
                map.upperKeys = kv.second.as<double>(0);
            else
                map.detect.emplace_back(kv.first.Scalar(), kv.second.as<double>(1));
        }
    }
    if (const YAML::Node r = root["references"]; r && r.IsMap())
        for (const auto &kv : r)
            map.references.emplace_back(kv.first.Scalar(), kv.second.Scalar());
    if (const YAML::Node t = root["tables"]; t && t.IsMap())
        for (const auto &kv : t)
            map.tables[kv.first.Scalar()] = table(kv.second);
    if (const YAML::Node a = root["arguments"]; a && a.IsMap()) {
        map.arguments.tool = a["tool"] ? a["tool"].Scalar() : name;
        map.arguments.names = strings(a["names"]);
        map.arguments.program = a["program"] ? a["program"].Scalar() : std::string();
        if (const YAML::Node k = a["keys"]; k && k.IsMap())
            for (const auto &kv : k)
                map.arguments.keys[kv.first.Scalar()] = strings(kv.second);
    }
    const YAML::Node fields = root["fields"];
    if (fields && fields.IsMap()) {
        for (const auto &kv : fields) {
            const std::string field = kv.first.Scalar();
            map.fieldOrder.push_back(field);
            YAML::Node list = kv.second.IsSequence() ? kv.second : YAML::Node(YAML::NodeType::Sequence);
            if (!kv.second.IsSequence())
                list.push_back(kv.second);
            for (const auto &item : list) {
                Rule rule;
                if (!parseRule(item, field, fileName, rule, diags))
                    return false;
                if (rule.family.empty())
                    rule.family = map.family;
                map.rules[field].push_back(rule);
            }
        }
    }
    m_maps.push_back(std::move(map));
    return true;
}

void DialectMaps::finish()
{
    // Includes first (their rules follow the map's own), then named tables.
    for (DialectMap &map : m_maps) {
        for (const std::string &inc : map.includes) {
            const size_t at = inc.find('@');
            std::string program = at == std::string::npos ? std::string() : inc.substr(at + 1);
            // "map@program flags": the map's keys as that program's command-line flags
            const bool flags = program.size() > 6 && program.compare(program.size() - 6, 6, " flags") == 0;
            if (flags)
                program.resize(program.size() - 6);
            const DialectMap *other = find(inc.substr(0, at));
            if (!other)
                continue;
            for (const std::string &field : other->fieldOrder) {
                if (!map.rules.count(field))
                    map.fieldOrder.push_back(field);
                for (Rule r : other->rules.at(field)) {
                    if (!program.empty() && r.program.empty())
                        r.program = program;
                    if (flags) {
                        r.commandFlags = true;
                        r.write = false; // (export adds a flag through the map's own rules)
                    }
                    map.rules[field].push_back(r);
                }
            }
            for (const std::string &g : other->elsewhere)
                map.elsewhere.push_back(program.empty() ? g : g + "@" + program);
            for (const auto &[tname, t] : other->tables)
                map.tables.emplace(tname, t);
        }
        map.ignore.insert(map.ignore.end(), m_commonIgnore.begin(), m_commonIgnore.end());
        for (auto &[field, rules] : map.rules) {
            std::stable_partition(rules.begin(), rules.end(), [](const Rule &r) { return !r.fallback; });
            for (Rule &r : rules) {
                if (r.table.empty())
                    continue;
                const auto own = map.tables.find(r.table);
                const auto &source = own != map.tables.end() ? own->second : m_commonTables[r.table];
                for (const auto &[k, v] : source)
                    r.values.emplace(k, v);
            }
        }
    }
}

const DialectMap *DialectMaps::find(const std::string &name) const
{
    for (const DialectMap &m : m_maps)
        if (m.name == name)
            return &m;
    return nullptr;
}

namespace {

bool globFrom(const std::string &glob, size_t g, const std::string &key, size_t k)
{
    if (g == glob.size())
        return k == key.size();
    if (glob[g] == '*') {
        if (g + 1 < glob.size() && glob[g + 1] == '*') {
            const size_t next = g + 2;
            // "**." also matches no segment at all: "**.bf16" matches "bf16".
            if (next < glob.size() && glob[next] == '.' && globFrom(glob, next + 1, key, k))
                return true;
            for (size_t i = k; i <= key.size(); ++i)
                if (globFrom(glob, next, key, i))
                    return true;
            return false;
        }
        for (size_t i = k; i <= key.size(); ++i) {
            if (globFrom(glob, g + 1, key, i))
                return true;
            if (i < key.size() && key[i] == '.')
                break;
        }
        return false;
    }
    return k < key.size() && glob[g] == key[k] && globFrom(glob, g + 1, key, k + 1);
}

} // namespace

bool globMatch(const std::string &glob, const std::string &key)
{
    return globFrom(glob, 0, key, 0);
}

std::string normalizeFlag(const std::string &key)
{
    if (key.empty() || key[0] != '-')
        return key;
    std::string out = key;
    size_t i = 0;
    while (i < out.size() && out[i] == '-')
        ++i;
    for (; i < out.size(); ++i)
        if (out[i] == '-')
            out[i] = '_';
    return out;
}

} // namespace headroom::dialects
