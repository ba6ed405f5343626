#include "composereader.h"

#include "../yamlutil.h"
#include "files.h"
#include "shellreader.h"
#include "shellwords.h"
#include "yamlflatten.h"

#include <yaml-cpp/yaml.h>

#include <regex>

namespace headroom::dialects {

namespace {

// A value that is one `${NAME:-default}` (or `${NAME-default}`): Compose uses the default unless
// the environment or an .env file sets NAME. The entry becomes the default, its span the
// default's text inside the braces (so export rewrites the default and keeps the variable).
void takeComposeDefault(const std::string &text, Entry &x)
{
    static const std::regex form(R"(^\$\{[A-Za-z_][A-Za-z0-9_]*:?-([^}$]*)\}$)");
    std::smatch m;
    if (x.value.size() > 256 || !std::regex_match(x.value, m, form))
        return;
    const std::string def = m[1].str();
    if (def.empty() || x.valueBegin >= text.size() || x.valueEnd > text.size() || x.valueEnd <= x.valueBegin)
        return;
    const std::string span = text.substr(x.valueBegin, x.valueEnd - x.valueBegin);
    const size_t brace = span.find("${");
    const size_t at = brace == std::string::npos ? std::string::npos : span.find(def + "}", brace);
    if (at == std::string::npos)
        return;
    x.value = def;
    x.unresolved = false;
    x.valueBegin += at;
    x.valueEnd = x.valueBegin + def.size();
}

} // namespace

std::vector<std::string> composeServices(const YAML::Node &root)
{
    std::vector<std::string> out;
    if (!hasKey(root, "services")) {
        // A service's body on its own (the `environment:` rows of a note or a compose override),
        // with no `services:` around it: the file itself is the service, named "".
        if (hasKey(root, "environment") && (root["environment"].IsSequence() || root["environment"].IsMap()))
            out.push_back("");
        return out;
    }
    const YAML::Node services = root["services"];
    if (services && services.IsMap())
        for (const auto &kv : services)
            if (kv.first.IsScalar() && out.size() < kMaxComposeServices) // a null or complex key names no service
                out.push_back(kv.first.Scalar());
    return out;
}

namespace {

size_t pos(const YAML::Node &n, size_t bom) { return static_cast<size_t>(std::max(0, n.Mark().pos)) + bom; }

// A value that is one ${NAME} (or $NAME, ${NAME:-default}, ${NAME-default}) whose NAME the .env
// beside the file sets: Compose substitutes that value. The entry keeps its span, so export writes
// a new value over the reference.
bool takeDotEnv(const ShellScope &dotenv, Entry &x)
{
    static const std::regex form(R"(^\$\{?([A-Za-z_][A-Za-z0-9_]*)(:?-[^}$]*)?\}?$)");
    std::smatch m;
    if (x.value.size() > 256 || !std::regex_match(x.value, m, form))
        return false;
    const auto it = dotenv.find(m[1].str());
    // ${NAME:-d} takes d when NAME is empty too; ${NAME-d} only when it is unset.
    if (it == dotenv.end() || (it->second.where.value.empty() && m[2].matched && m[2].str()[0] == ':'))
        return false;
    x.value = it->second.where.value;
    x.unresolved = false;
    return true;
}

void readEnvironmentList(Document &doc, const YAML::Node &env, const ShellScope &dotenv, ShellScope &own,
                         std::vector<Entry> &entries)
{
    doc.envStyle = "list";
    for (const auto &item : env) {
        if (!item.IsScalar())
            continue;
        const std::string s = item.Scalar();
        const size_t eq = s.find('=');
        if (eq == std::string::npos || eq == 0)
            continue;
        const size_t b = pos(item, doc.bom);
        const size_t e = scalarEnd(doc.text, b, false);
        const bool quoted = doc.text[b] == '"' || doc.text[b] == '\'';
        ShellVariable v;
        Entry &x = v.where;
        x.key = s.substr(0, eq);
        x.value = s.substr(eq + 1);
        x.file = doc.path;
        x.keyBegin = b + (quoted ? 1 : 0);
        x.keyEnd = x.keyBegin + eq;
        x.valueBegin = x.keyEnd + 1;
        x.valueEnd = quoted ? e - 1 : e;
        x.unresolved = x.value.find("${") != std::string::npos;
        if (!takeDotEnv(dotenv, x))
            takeComposeDefault(doc.text, x);
        lineColumn(doc.text, x.valueBegin, x.line, x.column);
        own[x.key] = v;
        entries.push_back(x);
    }
}

void readEnvironmentMap(Document &doc, const YAML::Node &env, const ShellScope &dotenv, ShellScope &own,
                        std::vector<Entry> &entries)
{
    doc.envStyle = "map";
    for (const auto &kv : env) {
        ShellVariable v;
        Entry &x = v.where;
        x.key = kv.first.Scalar();
        x.file = doc.path;
        x.keyBegin = pos(kv.first, doc.bom);
        x.keyEnd = x.keyBegin + x.key.size();
        if (kv.second.IsScalar()) {
            x.value = kv.second.Scalar();
            x.valueBegin = pos(kv.second, doc.bom);
            x.valueEnd = scalarEnd(doc.text, x.valueBegin, false);
            lineColumn(doc.text, x.valueBegin, x.line, x.column);
        } else {
            x.isNull = true;
            lineColumn(doc.text, x.keyBegin, x.line, x.column);
        }
        x.unresolved = x.value.find("${") != std::string::npos;
        if (!takeDotEnv(dotenv, x))
            takeComposeDefault(doc.text, x);
        if (!x.unresolved && x.valueBegin < doc.text.size())
            lineColumn(doc.text, x.valueBegin, x.line, x.column);
        own[x.key] = v;
        entries.push_back(x);
    }
}

Diagnostic note(const Document &doc, const std::string &code, const YAML::Node &at, std::vector<std::string> args)
{
    Diagnostic d;
    d.severity = Diagnostic::Severity::Warning;
    d.code = code;
    d.file = doc.path;
    lineColumn(doc.text, pos(at, doc.bom), d.line, d.column);
    d.args = std::move(args);
    return d;
}

// The variables an env file sets (python-dotenv's syntax, as Compose reads it), a later one
// winning; each names the file and line it is written on, and has no span here. False when the
// file cannot be read (the reason in `why`).
bool readVariables(const std::string &path, ShellScope &out, Diagnostics &why)
{
    Document f;
    f.path = path;
    f.syntax = Syntax::Env;
    if (!readTextFile(path, f.text, why))
        return false;
    f.bom = f.text.rfind("\xEF\xBB\xBF", 0) == 0 ? 3 : 0;
    readEnvFile(f);
    for (Entry e : f.entries) {
        if (e.command >= 0 || e.key.empty())
            continue;
        e.valueBegin = e.valueEnd = e.keyBegin = e.keyEnd = kNoSpan;
        e.valueVia.clear();
        ShellVariable v;
        v.where = e;
        out[e.key] = v;
    }
    return true;
}

// `env_file:` (a path, a list of paths, or of {path, required}), relative to the compose file:
// variables of the container, a later file winning. A file that is not there is said, unless
// `required: false`; one that cannot be read likewise.
void readEnvFiles(Document &doc, const YAML::Node &files, ShellScope &out)
{
    std::vector<YAML::Node> items;
    if (files.IsSequence())
        for (const auto &item : files)
            items.push_back(item);
    else
        items.push_back(files);
    for (const YAML::Node &item : items) {
        // (a YAML::Node assigned another node would rewrite the one it refers to: never reassigned)
        const bool longForm = item.IsMap() && hasKey(item, "path");
        const YAML::Node name = longForm ? item["path"] : item;
        const bool required = !(longForm && hasKey(item, "required") && item["required"].IsScalar() &&
                                item["required"].Scalar() == "false");
        if (!name.IsScalar() || name.Scalar().empty())
            continue;
        const std::string path = joinPath(dirName(doc.path), name.Scalar());
        if (!fileExists(path)) {
            if (required)
                doc.notes.push_back(note(doc, "dialect.reference_missing", name, {"env_file", name.Scalar()}));
            continue;
        }
        Diagnostics why;
        if (!readVariables(path, out, why))
            for (Diagnostic d : why) {
                d.severity = Diagnostic::Severity::Warning;
                doc.notes.push_back(d);
            }
    }
}

// The key's 0-based column in the service (for a block scalar's extent).
int keyColumn(const YAML::Node &svc, const std::string &key)
{
    for (const auto &kv : svc)
        if (kv.first.IsScalar() && kv.first.Scalar() == key)
            return kv.first.Mark().column;
    return 0;
}

// The words of an exec-form list (each item one word, ${VAR} substituted as Compose does, never
// split) or of a string, as written.
std::vector<Word> commandWords(const Document &doc, const YAML::Node &svc, const std::string &key)
{
    std::vector<Word> out;
    const YAML::Node node = svc[key];
    if (node.IsSequence()) {
        for (const auto &item : node) {
            if (!item.IsScalar())
                continue;
            Word w;
            w.text = item.Scalar();
            w.begin = pos(item, doc.bom);
            w.end = scalarEnd(doc.text, w.begin, true);
            w.doubleQuoted = true;
            out.push_back(w);
        }
    } else if (node.IsScalar()) {
        size_t begin = 0, end = 0;
        scalarRegion(doc.text, pos(node, doc.bom), keyColumn(svc, key), begin, end);
        for (const Command &c : splitShell(doc.text, begin, end, false))
            out.insert(out.end(), c.words.begin(), c.words.end());
    }
    return out;
}

// The command the container runs: `entrypoint:` then `command:` (its arguments), or `command:`
// alone as shell text.
void readCommand(Document &doc, const YAML::Node &svc, ShellScope &scope)
{
    const YAML::Node command = svc["command"];
    const YAML::Node entrypoint = svc["entrypoint"];
    const bool hasEntrypoint = entrypoint && (entrypoint.IsScalar() || entrypoint.IsSequence());
    const size_t firstCommand = doc.commands.size();
    if (hasEntrypoint) {
        std::vector<Word> all = commandWords(doc, svc, "entrypoint");
        if (command) {
            const std::vector<Word> args = commandWords(doc, svc, "command");
            all.insert(all.end(), args.begin(), args.end());
        }
        if (!all.empty())
            readShellWords(doc, all, scope);
    } else if (command && command.IsScalar()) {
        size_t begin = 0, end = 0;
        scalarRegion(doc.text, pos(command, doc.bom), keyColumn(svc, "command"), begin, end);
        readShellText(doc, begin, end, false, scope);
    } else if (command && command.IsSequence()) {
        const std::vector<Word> all = commandWords(doc, svc, "command");
        if (!all.empty())
            readShellWords(doc, all, scope);
    }
    for (size_t i = firstCommand; i < doc.commands.size(); ++i)
        doc.commands[i].inCompose = true;
}

// The variables the service's command sees, a later source winning: the .env beside the file
// (what Compose substitutes), the env_file files, the service's `environment:`. Those of the
// env files and of `environment:` are the container's, and entries too.
ShellScope serviceVariables(Document &doc, const YAML::Node &svc)
{
    ShellScope dotenv, files, own;
    std::vector<Entry> ownEntries;
    Diagnostics ignored; // no .env is the usual case
    const std::string beside = joinPath(dirName(doc.path), ".env");
    if (fileExists(beside) && realPathOf(beside) != realPathOf(doc.path))
        readVariables(beside, dotenv, ignored);
    const YAML::Node env = svc["environment"];
    if (env && env.IsSequence())
        readEnvironmentList(doc, env, dotenv, own, ownEntries);
    else if (env && env.IsMap())
        readEnvironmentMap(doc, env, dotenv, own, ownEntries);
    if (const YAML::Node f = svc["env_file"])
        readEnvFiles(doc, f, files);
    ShellScope scope = dotenv;
    for (const auto &[name, v] : files) {
        scope[name] = v;
        if (!own.count(name))
            doc.entries.push_back(v.where);
    }
    for (const auto &[name, v] : own)
        scope[name] = v;
    doc.entries.insert(doc.entries.end(), ownEntries.begin(), ownEntries.end());
    return scope;
}

} // namespace

void readComposeService(Document &doc, const YAML::Node &root, const std::string &service)
{
    const bool bare = service.empty(); // the file is the service's body (composeServices)
    const std::string prefix = bare ? std::string() : "services." + service + ".";
    // A name that does not look itself up (yaml-cpp hands back an invalid node) has no settings.
    const YAML::Node services = !bare && hasKey(root, "services") ? root["services"] : YAML::Node();
    const YAML::Node svc = bare ? root : services && services.IsMap() ? services[service] : YAML::Node();
    // `ipc: host`: the container shares the host's /dev/shm, and Docker ignores shm_size.
    const bool hostIpc =
        svc && svc.IsMap() && hasKey(svc, "ipc") && svc["ipc"].IsScalar() && svc["ipc"].Scalar() == "host";
    std::vector<Entry> entries;
    for (const Entry &e : doc.entries) {
        if (e.key.rfind(prefix, 0) != 0)
            continue;
        Entry copy = e;
        copy.key = e.key.substr(prefix.size());
        // The environment (list or map form) and the command are read below, as variables and as a
        // launch line; their YAML rows would otherwise be listed again as keys not understood.
        const auto under = [&copy](const std::string &key) {
            return copy.key == key || copy.key.rfind(key + ".", 0) == 0 || copy.key.rfind(key + "[", 0) == 0;
        };
        if (under("environment") || under("command") || under("entrypoint") || under("env_file") ||
            (hostIpc && copy.key == "shm_size"))
            continue;
        entries.push_back(copy);
    }
    doc.entries = entries;
    doc.commands.clear();
    doc.composeService = service;
    if (!svc || !svc.IsMap())
        return;
    ShellScope scope = serviceVariables(doc, svc);
    readCommand(doc, svc, scope);
    keepLastLaunch(doc);
}

} // namespace headroom::dialects
