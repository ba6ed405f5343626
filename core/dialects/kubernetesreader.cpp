#include "kubernetesreader.h"

#include "../yamlutil.h"
#include "keymap.h"
#include "shellreader.h"
#include "shellwords.h"
#include "yamlflatten.h"

#include <algorithm>
#include <regex>

namespace headroom::dialects {

bool isKubernetesObject(const YAML::Node &document)
{
    return hasKey(document, "apiVersion") && hasKey(document, "kind") && document["apiVersion"].IsScalar() &&
           document["kind"].IsScalar();
}

namespace {

std::string scalarAt(const YAML::Node &map, const std::string &key)
{
    return hasKey(map, key) && map[key].IsScalar() ? map[key].Scalar() : std::string();
}

void findPodSpecs(const YAML::Node &n, const std::string &path, size_t document, int depth,
                  std::vector<ManifestContainer> &out)
{
    if (depth > kMaxNestingDepth || out.size() >= kMaxManifestContainers)
        return;
    if (n.IsSequence()) {
        size_t i = 0;
        for (const auto &item : n)
            findPodSpecs(item, path + "[" + std::to_string(i++) + "]", document, depth + 1, out);
        return;
    }
    if (!n.IsMap())
        return;
    if (hasKey(n, "containers") && n["containers"].IsSequence()) {
        size_t i = 0;
        for (const auto &c : n["containers"]) {
            if (c.IsMap() && out.size() < kMaxManifestContainers)
                out.push_back({document, path, i, scalarAt(c, "name"), n, c});
            ++i;
        }
    }
    for (const auto &kv : n)
        if (kv.first.IsScalar() && kv.first.Scalar() != "containers" && kv.first.Scalar() != "initContainers")
            findPodSpecs(kv.second, joinKey(path, kv.first.Scalar()), document, depth + 1, out);
}

size_t pos(const YAML::Node &n, size_t bom) { return static_cast<size_t>(std::max(0, n.Mark().pos)) + bom; }

const Entry *entryAt(const std::vector<Entry> &entries, const std::string &key)
{
    const auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry &e) { return e.key == key; });
    return it == entries.end() ? nullptr : &*it;
}

// Kubernetes expands $(NAME) in command and args from the container's env (and leaves it as
// written where the env has no NAME; `$$` escapes a `$`): such a reference becomes ${NAME} for
// the shell reader, which takes the value and where it is written from the variable.
std::string expandReferences(const std::string &text, const ShellScope &scope)
{
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 2, "$$") == 0) {
            out += "$$";
            ++i;
            continue;
        }
        const size_t close = text.compare(i, 2, "$(") == 0 ? text.find(')', i + 2) : std::string::npos;
        if (close != std::string::npos && scope.count(text.substr(i + 2, close - i - 2))) {
            out += "${" + text.substr(i + 2, close - i - 2) + "}";
            i = close;
            continue;
        }
        out += text[i];
    }
    return out;
}

struct Argument {
    Word word;
    YAML::Node node;
};

// The items of a `command:` or `args:` list, each one word (never split, as Kubernetes passes them).
void listWords(const Document &doc, const YAML::Node &container, const std::string &key, const ShellScope &scope,
               std::vector<Argument> &out)
{
    if (!hasKey(container, key) || !container[key].IsSequence())
        return;
    for (const auto &item : container[key]) {
        if (!item.IsScalar())
            continue;
        Argument a{Word{}, item};
        a.word.text = expandReferences(item.Scalar(), scope);
        a.word.begin = pos(item, doc.bom);
        a.word.end = scalarEnd(doc.text, a.word.begin, true);
        a.word.doubleQuoted = true;
        out.push_back(a);
    }
}

// The argument that is a script a shell runs (`bash -c "torchrun …"`, `/bin/sh -ec`), or npos.
size_t shellScript(const std::vector<Argument> &args)
{
    static const std::vector<std::string> shells = {"sh", "bash", "dash", "zsh", "ash"};
    if (args.empty())
        return std::string::npos;
    const std::string &program = args[0].word.text;
    const std::string base = program.substr(program.rfind('/') == std::string::npos ? 0 : program.rfind('/') + 1);
    if (std::find(shells.begin(), shells.end(), base) == shells.end())
        return std::string::npos;
    for (size_t j = 1; j + 1 < args.size(); ++j) {
        const std::string &w = args[j].word.text;
        if (w.size() < 2 || w[0] != '-' || w[1] == '-')
            return std::string::npos; // `bash train.sh`, `bash --login …`: no script given inline
        if (w.find('c') != std::string::npos)
            return j + 1;
    }
    return std::string::npos;
}

// The container's command: `command:` then `args:` (its arguments), each item one word; a shell's
// `-c` script is read as a script's text is (a `|` block's lines are its lines).
void readCommand(Document &doc, const YAML::Node &container, ShellScope &scope)
{
    std::vector<Argument> args;
    listWords(doc, container, "command", scope, args);
    listWords(doc, container, "args", scope, args);
    const size_t script = shellScript(args);
    if (script != std::string::npos) {
        const size_t at = pos(args[script].node, doc.bom);
        const size_t lineStart = at == 0 ? 0 : doc.text.rfind('\n', at - 1) + 1;
        const size_t indent = doc.text.find_first_not_of(' ', lineStart) - lineStart;
        size_t begin = 0, end = 0;
        scalarRegion(doc.text, at, static_cast<int>(indent), begin, end);
        readShellText(doc, begin, end, doc.text[at] == '|', scope);
    } else if (!args.empty()) {
        std::vector<Word> words;
        for (const Argument &a : args)
            words.push_back(a.word);
        readShellWords(doc, words, scope);
    }
    for (CommandInfo &c : doc.commands)
        c.inCompose = true; // flags are never added inside a YAML value
    keepLastLaunch(doc);
}

// The container's `env:` list: each {name, value} a variable of its command and an entry by its
// name. A `valueFrom` is set when the pod runs, and is not in the file.
void readEnv(const std::vector<Entry> &all, const std::string &path, const YAML::Node &container, ShellScope &scope,
             std::vector<Entry> &out)
{
    if (!hasKey(container, "env") || !container["env"].IsSequence())
        return;
    size_t i = 0;
    for (const auto &item : container["env"]) {
        const Entry *value = entryAt(all, path + ".env[" + std::to_string(i++) + "].value");
        const std::string name = scalarAt(item, "name");
        if (!value || name.empty())
            continue;
        ShellVariable v;
        v.where = *value;
        v.where.key = name;
        scope[name] = v;
        out.push_back(v.where);
    }
}

// The memory volume mounted at /dev/shm with its sizeLimit, as an entry; whether /dev/shm has a
// size of its own (see readManifestContainer).
bool readShm(const std::vector<Entry> &all, const ManifestContainer &c, std::vector<Entry> &out)
{
    if (scalarAt(c.pod, "hostIPC") == "true")
        return false; // the host's /dev/shm
    std::string volume;
    if (hasKey(c.node, "volumeMounts") && c.node["volumeMounts"].IsSequence())
        for (const auto &m : c.node["volumeMounts"])
            if (scalarAt(m, "mountPath") == "/dev/shm" || scalarAt(m, "mountPath") == "/dev/shm/")
                volume = scalarAt(m, "name");
    if (volume.empty())
        return true; // the container runtime's /dev/shm
    if (!hasKey(c.pod, "volumes") || !c.pod["volumes"].IsSequence())
        return false;
    size_t i = 0;
    for (const auto &v : c.pod["volumes"]) {
        const std::string at = joinKey(c.podSpec, "volumes[" + std::to_string(i++) + "]");
        if (scalarAt(v, "name") != volume)
            continue;
        const Entry *size = entryAt(all, at + ".emptyDir.sizeLimit");
        const bool memory = hasKey(v, "emptyDir") && scalarAt(v["emptyDir"], "medium") == "Memory";
        if (!memory || !size || size->isNull)
            return false; // a tmpfs as large as the pod's memory, or a folder on disk
        Entry e = *size;
        e.key = "volumes." + volume + ".emptyDir.sizeLimit";
        out.push_back(e);
        return true;
    }
    return false;
}

} // namespace

Manifest readManifest(const Document &doc)
{
    Manifest m;
    std::string body = doc.text;
    stripBom(body);
    try {
        m.documents = YAML::LoadAll(body);
    } catch (const YAML::Exception &) {
        return m;
    }
    m.entries.resize(m.documents.size());
    m.extents.resize(m.documents.size());
    for (size_t d = 0; d < m.documents.size(); ++d) {
        if (!isKubernetesObject(m.documents[d]))
            continue;
        flattenYamlNode(m.documents[d], doc.text, doc.path, m.entries[d], &m.extents[d]);
        findPodSpecs(m.documents[d], "", d, 0, m.containers);
    }
    return m;
}

bool readManifestContainer(Document &doc, const Manifest &manifest, const ManifestContainer &c)
{
    const std::vector<Entry> &all = manifest.entries[c.document];
    const std::string path = joinKey(c.podSpec, "containers[" + std::to_string(c.index) + "]");
    const std::string prefix = path + ".";
    std::vector<Entry> entries;
    for (const Entry &e : all) {
        Entry copy = e;
        if (e.key.compare(0, prefix.size(), prefix) == 0) {
            // The env and the command are read below, as variables and as a launch line.
            copy.key = e.key.substr(path.size() + 1);
            const auto under = [&copy](const std::string &key) {
                return copy.key == key || copy.key.rfind(key + ".", 0) == 0 || copy.key.rfind(key + "[", 0) == 0;
            };
            if (!under("env") && !under("envFrom") && !under("command") && !under("args"))
                entries.push_back(copy);
        } else if (globMatch("spec.pytorchReplicaSpecs.*.replicas", e.key)) {
            entries.push_back(copy);
        }
    }
    doc.container = path;
    doc.twinContainers.clear();
    doc.commands.clear();
    ShellScope scope;
    readEnv(all, path, c.node, scope, entries);
    const bool shmLimited = readShm(all, c, entries);
    doc.entries = entries;
    readCommand(doc, c.node, scope);
    return shmLimited;
}

namespace {

// Whether two pod specs are one job's replicas: the same place under two of its replica specs
// ("spec.pytorchReplicaSpecs.Master.template.spec" and "….Worker.template.spec").
bool replicasOfOneJob(const ManifestContainer &a, const ManifestContainer &b)
{
    static const std::regex replica(R"(^(.*ReplicaSpecs)\.[^.]+\.(.*)$)");
    std::smatch ma, mb;
    return a.document == b.document && a.name == b.name && a.podSpec != b.podSpec && a.podSpec.size() < kMaxPatternInput &&
           b.podSpec.size() < kMaxPatternInput && std::regex_match(a.podSpec, ma, replica) &&
           std::regex_match(b.podSpec, mb, replica) && ma[1] == mb[1] && ma[2] == mb[2];
}

} // namespace

void linkTwinContainers(Document &doc, const Manifest &manifest, size_t chosen)
{
    const ManifestContainer &c = manifest.containers[chosen];
    const auto written = [&doc](size_t b, size_t e) {
        return b == kNoSpan || e == kNoSpan || e < b || e > doc.text.size() ? std::string() : doc.text.substr(b, e - b);
    };
    for (size_t i = 0; i < manifest.containers.size(); ++i) {
        if (i == chosen || !replicasOfOneJob(c, manifest.containers[i]))
            continue;
        Document twin = doc;
        readManifestContainer(twin, manifest, manifest.containers[i]);
        doc.twinContainers.push_back(twin.container);
        std::vector<bool> used(twin.entries.size(), false);
        for (Entry &e : doc.entries) {
            const std::string text = written(e.valueBegin, e.valueEnd);
            for (size_t k = 0; k < twin.entries.size() && !text.empty(); ++k) {
                const Entry &t = twin.entries[k];
                if (used[k] || t.key != e.key || (t.command < 0) != (e.command < 0) || t.valueBegin == e.valueBegin ||
                    written(t.valueBegin, t.valueEnd) != text)
                    continue;
                used[k] = true;
                e.twins.emplace_back(t.valueBegin, t.valueEnd);
                break;
            }
        }
    }
}

} // namespace headroom::dialects
