#include "composereader.h"

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

// Whether a map has `key`: yaml-cpp's const lookup of a missing key gives a node that throws.
bool hasKey(const YAML::Node &map, const std::string &key)
{
    if (!map.IsMap())
        return false;
    for (const auto &kv : map)
        if (kv.first.IsScalar() && kv.first.Scalar() == key)
            return true;
    return false;
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
            if (kv.first.IsScalar()) // a null or complex key names no service
                out.push_back(kv.first.Scalar());
    return out;
}

namespace {

size_t pos(const YAML::Node &n, size_t bom) { return static_cast<size_t>(std::max(0, n.Mark().pos)) + bom; }

// Where a `command:` block's text sits: after a '>' or '|' indicator, the more-indented lines.
void commandRegion(const std::string &text, size_t at, int keyColumn, size_t &begin, size_t &end)
{
    if (text[at] != '>' && text[at] != '|') {
        begin = at;
        end = scalarEnd(text, at, false);
        if (text[at] == '"' || text[at] == '\'') {
            ++begin;
            --end;
        }
        return;
    }
    size_t line = text.find('\n', at);
    begin = line == std::string::npos ? text.size() : line + 1;
    end = begin;
    for (size_t l = begin; l < text.size();) {
        size_t next = text.find('\n', l);
        next = next == std::string::npos ? text.size() : next + 1;
        size_t indent = l;
        while (indent < next && text[indent] == ' ')
            ++indent;
        const bool blank = indent >= next - 1 || text[indent] == '\n' || text[indent] == '\r';
        if (!blank && static_cast<int>(indent - l) <= keyColumn)
            break;
        if (!blank)
            end = next;
        l = next;
    }
}

} // namespace

void readComposeService(Document &doc, const YAML::Node &root, const std::string &service)
{
    const bool bare = service.empty(); // the file is the service's body (composeServices)
    const std::string prefix = bare ? std::string() : "services." + service + ".";
    std::vector<Entry> entries;
    for (const Entry &e : doc.entries) {
        if (e.key.rfind(prefix, 0) != 0)
            continue;
        Entry copy = e;
        copy.key = e.key.substr(prefix.size());
        // The environment (list or map form) and the command are read below, as variables and as a
        // launch line; their YAML rows would otherwise be listed again as keys not understood.
        if (copy.key == "environment" || copy.key.rfind("environment.", 0) == 0 || copy.key == "command" ||
            copy.key.rfind("command[", 0) == 0)
            continue;
        entries.push_back(copy);
    }
    doc.entries = entries;
    doc.commands.clear();
    doc.composeService = service;
    // A name that does not look itself up (yaml-cpp hands back an invalid node) has no settings.
    const YAML::Node services = !bare && hasKey(root, "services") ? root["services"] : YAML::Node();
    const YAML::Node svc = bare ? root : services && services.IsMap() ? services[service] : YAML::Node();
    if (!svc || !svc.IsMap())
        return;
    ShellScope scope;
    const YAML::Node env = svc["environment"];
    if (env && env.IsSequence()) {
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
            takeComposeDefault(doc.text, x);
            lineColumn(doc.text, x.valueBegin, x.line, x.column);
            scope[x.key] = v;
            doc.entries.push_back(x);
        }
    } else if (env && env.IsMap()) {
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
            takeComposeDefault(doc.text, x);
            if (!x.unresolved && x.valueBegin < doc.text.size())
                lineColumn(doc.text, x.valueBegin, x.line, x.column);
            scope[x.key] = v;
            doc.entries.push_back(x);
        }
    }
    const YAML::Node command = svc["command"];
    const size_t firstCommand = doc.commands.size();
    if (command && command.IsScalar()) {
        size_t begin = 0, end = 0;
        int keyColumn = 0;
        for (const auto &kv : svc)
            if (kv.first.Scalar() == "command")
                keyColumn = kv.first.Mark().column;
        commandRegion(doc.text, pos(command, doc.bom), keyColumn, begin, end);
        readShellText(doc, begin, end, false, scope);
    } else if (command && command.IsSequence()) {
        // The exec form: each item is one word as written.
        std::vector<Word> words;
        for (const auto &item : command) {
            if (!item.IsScalar())
                continue;
            Word w;
            w.text = item.Scalar();
            w.begin = pos(item, doc.bom);
            w.end = scalarEnd(doc.text, w.begin, true);
            w.singleQuoted = true; // no shell runs it: nothing is expanded
            words.push_back(w);
        }
        if (!words.empty())
            readShellWords(doc, words, scope);
    }
    for (size_t i = firstCommand; i < doc.commands.size(); ++i)
        doc.commands[i].inCompose = true;
}

} // namespace headroom::dialects
