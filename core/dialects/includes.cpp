#include "includes.h"

#include "../yamlutil.h"
#include "files.h"
#include "yamlflatten.h"

#include <yaml-cpp/yaml.h>

#include <functional>
#include <map>
#include <regex>
#include <set>

namespace headroom::dialects {

namespace {

// A config that includes the same file many times on every level would multiply its loads.
constexpr int kMaxIncludedFiles = 256;

Diagnostic missing(const std::string &code, const std::string &inFile, const YAML::Node &at, const std::string &what)
{
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.code = code;
    d.file = inFile;
    d.line = at.Mark().line + 1;
    d.column = at.Mark().column + 1;
    d.args = {what};
    return d;
}

Diagnostic includeError(const std::string &code, const std::string &inFile, const YAML::Node &at,
                        std::vector<std::string> args)
{
    Diagnostic d = missing(code, inFile, at, "");
    d.severity = Diagnostic::Severity::Error;
    d.args = std::move(args);
    return d;
}

// Keeps the last entry of every key: a later file (or a later _self_) overrides an earlier one.
std::vector<Entry> lastWins(const std::vector<std::vector<Entry>> &parts)
{
    std::map<std::string, size_t> lastPart;
    for (size_t p = 0; p < parts.size(); ++p)
        for (const Entry &e : parts[p])
            lastPart[e.key] = p;
    std::vector<Entry> out;
    for (size_t p = 0; p < parts.size(); ++p)
        for (const Entry &e : parts[p])
            if (lastPart[e.key] == p)
                out.push_back(e);
    return out;
}

struct HydraComposer {
    std::string root; // the config folder: group files live in root/<group>/<option>.yaml
    Diagnostics &diags;
    std::vector<std::string> chain; // the files being composed, outermost first
    int loads = 0;

    // The entries of one config and its own defaults, in composition order.
    std::vector<std::vector<Entry>> compose(const YAML::Node &node, std::vector<Entry> self, const std::string &file,
                                            const std::string &package, int depth)
    {
        std::vector<std::vector<Entry>> parts;
        bool selfPlaced = false;
        const YAML::Node defaults = node.IsMap() ? node["defaults"] : YAML::Node();
        if (defaults && defaults.IsSequence() && depth >= kMaxIncludeDepth) {
            diags.push_back(includeError("config.include_too_deep", file, defaults, {std::to_string(kMaxIncludeDepth)}));
        } else if (defaults && defaults.IsSequence()) {
            for (const auto &item : defaults) {
                if (item.IsScalar()) {
                    const std::string name = item.Scalar();
                    if (name == "_self_") {
                        parts.push_back(self);
                        selfPlaced = true;
                        continue;
                    }
                    // "/group/option" is relative to the config folder, "option" to this file's folder.
                    const std::string where = !name.empty() && name[0] == '/' ? joinPath(root, withYaml(name.substr(1)))
                                                                            : joinPath(dirName(file), withYaml(name));
                    load(where, package, file, item, false, depth, parts);
                } else if (item.IsMap()) {
                    for (const auto &kv : item) {
                        std::string group = kv.first.Scalar();
                        bool optional = false;
                        for (const char *word : {"override ", "optional "})
                            if (group.rfind(word, 0) == 0) {
                                optional = optional || std::string(word) == "optional ";
                                group = group.substr(std::string(word).size());
                            }
                        while (!group.empty() && group.front() == '/')
                            group.erase(group.begin()); // "/model": the group at the config root
                        std::string pkg = group;
                        if (const size_t at = group.find('@'); at != std::string::npos) {
                            pkg = group.substr(at + 1);
                            group = group.substr(0, at);
                        }
                        for (char &c : pkg)
                            if (c == '/')
                                c = '.';
                        if (pkg == "_global_" || pkg == "_here_")
                            pkg.clear();
                        if (!kv.second.IsScalar())
                            continue; // null: the group is left out
                        // Hydra's own groups (hydra/launcher, hydra/sweeper…) come from its plugins,
                        // and so do those the `hydra` group's own file names (`override
                        // hydra_logging: colorlog` in configs/hydra/default.yaml).
                        if (group.rfind("hydra/", 0) == 0 || package == "hydra" || package.rfind("hydra.", 0) == 0)
                            continue;
                        const std::string option = kv.second.Scalar();
                        load(groupOption(group, option), joinKey(package, pkg), file, kv.second, optional, depth, parts);
                    }
                }
            }
        }
        if (!selfPlaced)
            parts.push_back(std::move(self));
        return parts;
    }

    // A group's option: `/model` or `model` under the config folder; a file opened from inside a
    // group's folder (conf/experiment/x.yaml) finds the groups one or two folders up, where
    // Hydra's config root is.
    std::string groupOption(std::string group, const std::string &option) const
    {
        while (!group.empty() && group.front() == '/')
            group.erase(group.begin());
        std::string base = root;
        for (int up = 0; up < 3; ++up) {
            const std::string candidate = joinPath(joinPath(base, group), withYaml(option));
            if (fileExists(candidate))
                return candidate;
            const std::string parent = dirName(base);
            if (parent.empty() || parent == base)
                break;
            base = parent;
        }
        return joinPath(joinPath(root, group), withYaml(option));
    }

    static std::string withYaml(const std::string &name)
    {
        return name.size() > 5 && name.compare(name.size() - 5, 5, ".yaml") == 0 ? name : name + ".yaml";
    }

    void load(const std::string &path, const std::string &package, const std::string &from, const YAML::Node &at,
              bool optional, int depth, std::vector<std::vector<Entry>> &parts)
    {
        if (!fileExists(path)) {
            if (!optional)
                diags.push_back(missing("hydra.missing_default", from, at, path));
            return;
        }
        if (hasError(diags))
            return;
        if (std::find(chain.begin(), chain.end(), realPathOf(path)) != chain.end()) {
            diags.push_back(includeError("config.include_cycle", from, at, {path}));
            return;
        }
        if (++loads > kMaxIncludedFiles) {
            diags.push_back(includeError("config.too_many_includes", from, at, {std::to_string(kMaxIncludedFiles)}));
            return;
        }
        std::string text;
        Diagnostics local;
        YAML::Node node;
        std::vector<Entry> entries;
        if (!readTextFile(path, text, local) || !flattenYaml(text, path, package, entries, nullptr, local, &node)) {
            for (Diagnostic &d : local)
                d.severity = Diagnostic::Severity::Warning;
            diags.insert(diags.end(), local.begin(), local.end());
            return;
        }
        chain.push_back(realPathOf(path));
        for (auto &p : compose(node, entries, path, package, depth + 1))
            parts.push_back(std::move(p));
        chain.pop_back();
    }
};

class Interpolator {
public:
    Interpolator(std::vector<Entry> &entries, Diagnostics &diags)
        : m_entries(entries)
        , m_diags(diags)
        , m_state(entries.size(), State::Open)
    {
        for (size_t i = 0; i < entries.size(); ++i)
            m_byKey[entries[i].key] = i;
    }

    void run()
    {
        for (size_t i = 0; i < m_entries.size() && !m_failed; ++i)
            resolve(i, 0);
    }

private:
    enum class State { Open, Resolving, Done };
    std::vector<Entry> &m_entries;
    Diagnostics &m_diags;
    std::vector<State> m_state;
    std::map<std::string, size_t> m_byKey;
    bool m_failed = false;

    void fail(const std::string &code, const Entry &e, std::vector<std::string> args)
    {
        if (m_failed)
            return;
        m_failed = true;
        Diagnostic d;
        d.code = code;
        d.file = e.file;
        d.line = e.line;
        d.column = e.column;
        d.args = std::move(args);
        m_diags.push_back(d);
    }

    void resolve(size_t i, int depth)
    {
        if (m_failed || m_state[i] == State::Done)
            return;
        if (m_state[i] == State::Resolving) {
            // ${a} → … → ${a}: OmegaConf refuses it, and so does Headroom.
            fail("config.interpolation_cycle", m_entries[i], {m_entries[i].key});
            return;
        }
        if (depth > kMaxInterpolationDepth) {
            fail("config.interpolation_too_deep", m_entries[i], {m_entries[i].key, std::to_string(kMaxInterpolationDepth)});
            return;
        }
        m_state[i] = State::Resolving;
        resolveEntry(i, depth);
        m_state[i] = State::Done;
    }

    std::string absolute(const std::string &ref, const std::string &key) const
    {
        if (ref.empty() || ref[0] != '.')
            return ref;
        std::string parent = key;
        size_t dots = 0;
        while (dots < ref.size() && ref[dots] == '.')
            ++dots;
        for (size_t d = 0; d < dots; ++d) {
            const size_t cut = parent.rfind('.');
            parent = cut == std::string::npos ? std::string() : parent.substr(0, cut);
        }
        return joinKey(parent, ref.substr(dots));
    }

    void resolveEntry(size_t i, int depth)
    {
        Entry &e = m_entries[i];
        // OmegaConf's ??? is a mandatory value left for the command line: no value here
        if (e.value == "???" && !e.isSequence) {
            e.unresolved = true;
            return;
        }
        if (e.value.find("${") == std::string::npos)
            return;
        if (e.value.size() > kMaxPatternInput) {
            e.unresolved = true;
            return;
        }
        static const std::regex whole(R"(^\$\{([^${}:]+)\}$)");
        static const std::regex ref(R"(\$\{([^${}:]+)\})");
        // OmegaConf's ${oc.env:NAME,default}: the default, unless the environment sets NAME.
        static const std::regex envDefault(R"(^\$\{oc\.env:\s*[A-Za-z_][A-Za-z0-9_]*\s*,\s*['"]?([^${}'"]*?)['"]?\s*\}$)");
        std::smatch m;
        if (std::regex_match(e.value, m, envDefault)) {
            const std::string def = m[1].str();
            e.unresolved = def.empty() || def == "null";
            if (!e.unresolved)
                e.value = def;
            e.valueBegin = e.valueEnd = kNoSpan; // the default inside the resolver is not patched
            return;
        }
        if (std::regex_match(e.value, m, whole)) {
            const auto it = m_byKey.find(absolute(m[1].str(), e.key));
            if (it == m_byKey.end() || it->second == i) {
                e.unresolved = true;
                return;
            }
            resolve(it->second, depth + 1);
            const Entry &target = m_entries[it->second];
            const std::string key = e.key;
            const std::string keyFile = e.file;
            const size_t kb = e.keyBegin, ke = e.keyEnd;
            e = target;
            e.key = key;
            e.valueVia = target.valueVia.empty() ? target.key : target.valueVia;
            (void)keyFile;
            e.keyBegin = kb;
            e.keyEnd = ke;
            return;
        }
        std::string out;
        bool unresolved = false;
        const std::string value = e.value;
        auto pos = value.cbegin();
        for (std::sregex_iterator it(value.begin(), value.end(), ref), end; it != end; ++it) {
            out.append(pos, value.cbegin() + it->position());
            const auto found = m_byKey.find(absolute((*it)[1].str(), e.key));
            if (found != m_byKey.end() && found->second != i) {
                resolve(found->second, depth + 1);
                out += m_entries[found->second].value;
                unresolved = unresolved || m_entries[found->second].unresolved;
                if (out.size() > kMaxInterpolatedBytes) {
                    fail("config.interpolation_too_long", e, {e.key, std::to_string(kMaxInterpolatedBytes)});
                    return;
                }
            } else {
                out += it->str();
                unresolved = true;
            }
            pos = value.cbegin() + it->position() + it->length();
        }
        out.append(pos, value.cend());
        e.value = out;
        e.unresolved = unresolved || out.find("${") != std::string::npos;
        e.valueBegin = e.valueEnd = kNoSpan; // a value built from parts cannot be patched in place
    }
};

} // namespace

void composeHydra(Document &doc, const YAML::Node &root, Diagnostics &diags)
{
    HydraComposer composer{dirName(doc.path), diags, {realPathOf(doc.path)}};
    std::vector<Entry> self = doc.entries;
    doc.entries = lastWins(composer.compose(root, self, doc.path, "", 0));
    for (Entry &e : doc.entries)
        if (e.value == "???")
            e.unresolved = true; // OmegaConf's "must be given on the command line"
    Interpolator(doc.entries, diags).run();
}

void resolveInterpolations(Document &doc, Diagnostics &diags)
{
    for (Entry &e : doc.entries)
        if (e.value == "???" && !e.isSequence)
            e.unresolved = true; // OmegaConf's "must be given on the command line"
    if (std::none_of(doc.entries.begin(), doc.entries.end(),
                     [](const Entry &e) { return e.value.find("${") != std::string::npos; }))
        return;
    Interpolator(doc.entries, diags).run();
}

void includeSectionFiles(Document &doc, Diagnostics &diags)
{
    static const std::set<std::string> sections = {"data", "model", "trainer", "optimizer", "lr_scheduler"};
    std::vector<Entry> out;
    out.reserve(doc.entries.size());
    for (const Entry &e : doc.entries) {
        const std::string ext = fileExtension(e.value);
        if (!sections.count(e.key) || e.isSequence || e.unresolved || (ext != "yaml" && ext != "yml")) {
            out.push_back(e);
            continue;
        }
        const std::string path = joinPath(dirName(doc.path), e.value);
        std::string text;
        Diagnostics local;
        std::vector<Entry> included;
        if (!fileExists(path) || !readTextFile(path, text, local) ||
            !flattenYaml(text, path, e.key, included, nullptr, local)) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = "dialect.reference_missing";
            d.file = e.file.empty() ? doc.path : e.file;
            d.line = e.line;
            d.column = e.column;
            d.args = {e.key, e.value};
            diags.push_back(d);
            out.push_back(e);
            continue;
        }
        out.insert(out.end(), included.begin(), included.end());
    }
    doc.entries = std::move(out);
}

void composeYacs(Document &doc, const YAML::Node &root, Diagnostics &diags)
{
    std::vector<std::vector<Entry>> parts;
    std::vector<std::string> chain{realPathOf(doc.path)};
    int loads = 0;
    // Walk the chain of bases depth-first; the deepest base comes first.
    std::function<void(const YAML::Node &, const std::string &, int)> bases = [&](const YAML::Node &node,
                                                                                   const std::string &file, int depth) {
        if (!node.IsMap() || hasError(diags))
            return;
        for (const char *key : {"_BASE_", "BASE", "__include__"}) {
            const YAML::Node base = node[key];
            if (!base)
                continue;
            std::vector<YAML::Node> names;
            if (base.IsScalar())
                names.push_back(base);
            else if (base.IsSequence())
                for (const auto &b : base)
                    names.push_back(b);
            for (const YAML::Node &n : names) {
                if (!n.IsScalar() || n.Scalar().empty())
                    continue;
                const std::string path = joinPath(dirName(file), n.Scalar());
                std::string text;
                Diagnostics local;
                YAML::Node baseRoot;
                std::vector<Entry> entries;
                if (!fileExists(path)) {
                    diags.push_back(missing("yacs.missing_base", file, n, path));
                    continue;
                }
                if (std::find(chain.begin(), chain.end(), realPathOf(path)) != chain.end()) {
                    diags.push_back(includeError("config.include_cycle", file, n, {path}));
                    return;
                }
                if (depth + 1 > kMaxIncludeDepth) {
                    diags.push_back(includeError("config.include_too_deep", file, n, {std::to_string(kMaxIncludeDepth)}));
                    return;
                }
                if (++loads > kMaxIncludedFiles) {
                    diags.push_back(includeError("config.too_many_includes", file, n, {std::to_string(kMaxIncludedFiles)}));
                    return;
                }
                if (!readTextFile(path, text, local) || !flattenYaml(text, path, "", entries, nullptr, local, &baseRoot)) {
                    for (Diagnostic &d : local)
                        d.severity = Diagnostic::Severity::Warning;
                    diags.insert(diags.end(), local.begin(), local.end());
                    continue;
                }
                chain.push_back(realPathOf(path));
                bases(baseRoot, path, depth + 1);
                chain.pop_back();
                parts.push_back(entries);
            }
        }
    };
    bases(root, doc.path, 0);
    parts.push_back(doc.entries);
    doc.entries = lastWins(parts);
}

} // namespace headroom::dialects
