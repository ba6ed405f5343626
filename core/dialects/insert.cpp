#include "insert.h"

#include "../text.h"
#include "patcher.h"

#include <algorithm>
#include <cctype>

namespace headroom::dialects {

namespace {

bool plainSafe(const std::string &v)
{
    if (v.empty())
        return false;
    static const std::string leading = "!&*-?{}[],#|>@`\"'%: ";
    if (leading.find(v.front()) != std::string::npos && !(v.front() == '-' && v.size() > 1 && std::isdigit(static_cast<unsigned char>(v[1]))))
        return false;
    if (v.find(": ") != std::string::npos || v.find(" #") != std::string::npos || v.back() == ' ' || v.back() == ':')
        return false;
    return true;
}

bool shellSafe(const std::string &v)
{
    return !v.empty() && std::all_of(v.begin(), v.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || std::string("-_./,:=+@%").find(c) != std::string::npos;
    });
}

} // namespace

std::string Inserter::scalar(const std::string &value) const
{
    if (value.size() > 1 && value.front() == '[' && value.back() == ']')
        return value; // a list already written as a flow sequence
    if (m_doc.syntax == Syntax::Shell || m_doc.syntax == Syntax::Env)
        return shellSafe(value) ? value : "\"" + value + "\"";
    if (m_doc.syntax == Syntax::Json)
        return jsonLiteral(value);
    if (plainSafe(value))
        return value;
    std::string out = "\"";
    for (char c : value)
        out += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
    return out + "\"";
}

std::string Inserter::jsonLiteral(const std::string &value) const
{
    if (value.size() > 1 && value.front() == '[' && value.back() == ']')
        return value;
    if (value == "true" || value == "false" || value == "null" || parseNumber(value))
        return value;
    std::string out = "\"";
    for (char c : value)
        out += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
    return out + "\"";
}

std::string Inserter::flowList(const std::vector<std::string> &items, const std::string &old) const
{
    const size_t first = old.find_first_not_of("[ \t");
    const char quote = first != std::string::npos && (old[first] == '"' || old[first] == '\'') ? old[first] : 0;
    const bool spaced = old.find(", ") != std::string::npos || old.find(',') == std::string::npos;
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) {
        if (i)
            out += spaced ? ", " : ",";
        const bool number = parseNumber(items[i]).has_value();
        const char q = quote ? quote : (m_doc.syntax == Syntax::Json && !number ? '"' : 0);
        out += q ? q + items[i] + q : items[i];
    }
    return out + "]";
}

size_t Inserter::lineEndAfter(size_t offset) const
{
    const size_t nl = m_doc.text.find('\n', offset);
    return nl == std::string::npos ? m_doc.text.size() : nl + 1;
}

std::string Inserter::lineIndent(size_t offset) const
{
    const size_t start = offset == 0 ? 0 : m_doc.text.rfind('\n', offset - 1) + 1;
    size_t i = start;
    while (i < m_doc.text.size() && (m_doc.text[i] == ' ' || m_doc.text[i] == '\t'))
        ++i;
    return m_doc.text.substr(start, i - start);
}

int Inserter::indentUnit() const
{
    int unit = 0;
    for (const auto &[path, ext] : m_doc.extents)
        if (!ext.flow && !ext.sequence && ext.keyColumn >= 0 && ext.childColumn > ext.keyColumn)
            unit = unit == 0 ? ext.childColumn - ext.keyColumn : std::min(unit, ext.childColumn - ext.keyColumn);
    return unit > 0 ? unit : 2;
}

bool Inserter::add(const std::string &key, const std::string &value, const Rule &rule, std::vector<Edit> &edits,
                   std::string &why) const
{
    switch (m_doc.syntax) {
    case Syntax::Json: return addJson(key, value, edits, why);
    case Syntax::Yaml: return addYaml(key, value, edits, why);
    case Syntax::Env: return addEnv(key, value, edits);
    case Syntax::Compose: return addComposeEnv(key, value, edits, why);
    case Syntax::Kubernetes: return addKubernetesEnv(key, value, edits, why);
    case Syntax::Shell:
        if (key[0] != '-')
            return addEnv(key, value, edits);
        return addFlag(key, value, rule, edits, why);
    case Syntax::Toml:
    case Syntax::Python:
        why = "toml-python";
        return false;
    }
    return false;
}

bool Inserter::addYaml(const std::string &key, const std::string &value, std::vector<Edit> &edits, std::string &why) const
{
    const std::vector<std::string> segs = split(key, '.');
    size_t have = segs.size() - 1;
    std::string base;
    for (;; --have) {
        std::string path;
        for (size_t i = 0; i < have; ++i)
            path = joinKey(path, segs[i]);
        const auto it = m_doc.extents.find(path);
        if (it != m_doc.extents.end() && !it->second.sequence) {
            base = path;
            break;
        }
        if (have == 0) {
            base = "";
            break;
        }
    }
    // The next section down written as something other than a map: `trainer:` with nothing (or
    // null, ~) under it takes the keys there; a value or a list cannot hold them, and a second
    // `trainer:` would be a duplicate key that YAML readers reject or let win.
    const std::string next = joinKey(base, segs[have]);
    if (have + 1 < segs.size()) {
        const auto list = m_doc.extents.find(next);
        if (list != m_doc.extents.end() && list->second.sequence) {
            why = "sequence";
            return false;
        }
        for (const Entry &e : m_doc.entries)
            if (e.key == next && e.file == m_doc.path && e.keyBegin != kNoSpan) {
                if (!e.isNull) {
                    why = "scalar";
                    return false;
                }
                return addUnderNull(e, segs, have + 1, value, edits);
            }
    }
    const auto found = m_doc.extents.find(base);
    Extent ext;
    if (found != m_doc.extents.end())
        ext = found->second;
    if (ext.flow) {
        why = "flow";
        return false;
    }
    const int unit = indentUnit();
    const int childIndent = ext.childColumn >= 0 ? ext.childColumn : (ext.keyColumn < 0 ? 0 : ext.keyColumn + unit);
    size_t at = found == m_doc.extents.end() ? m_doc.text.size() : lineEndAfter(ext.lastEnd);
    std::string text;
    if (at == m_doc.text.size() && !m_doc.text.empty() && m_doc.text.back() != '\n')
        text += eol();
    for (size_t i = have; i < segs.size(); ++i) {
        text += std::string(static_cast<size_t>(childIndent + unit * static_cast<int>(i - have)), ' ') + segs[i] + ":";
        text += i + 1 == segs.size() ? " " + scalar(value) : std::string();
        text += eol();
    }
    if (at == m_doc.text.size() && !m_doc.text.empty() && m_doc.text.back() != '\n') {
        // The file ended without a newline; keep it so.
        text.erase(text.size() - eol().size());
    }
    edits.push_back({at, at, text, 0});
    return true;
}

bool Inserter::addUnderNull(const Entry &section, const std::vector<std::string> &segs, size_t from,
                            const std::string &value, std::vector<Edit> &edits) const
{
    const std::string &t = m_doc.text;
    // `key: null` / `key: ~`: the null goes (a comment after it stays).
    if (section.valueBegin != kNoSpan && section.valueEnd != kNoSpan && section.valueEnd > section.valueBegin) {
        size_t from0 = section.valueBegin;
        while (from0 > section.keyEnd && (t[from0 - 1] == ' ' || t[from0 - 1] == '\t'))
            --from0;
        edits.push_back({from0, section.valueEnd, std::string(), 0});
    }
    const size_t lineStart = t.rfind('\n', section.keyBegin == 0 ? 0 : section.keyBegin - 1);
    const int keyColumn = static_cast<int>(section.keyBegin - (lineStart == std::string::npos ? 0 : lineStart + 1));
    const int unit = indentUnit();
    const size_t at = lineEndAfter(section.keyBegin);
    std::string text;
    if (at == t.size() && !t.empty() && t.back() != '\n')
        text += eol();
    for (size_t i = from; i < segs.size(); ++i) {
        text += std::string(static_cast<size_t>(keyColumn + unit * static_cast<int>(i - from + 1)), ' ') + segs[i] + ":";
        text += i + 1 == segs.size() ? " " + scalar(value) : std::string();
        text += eol();
    }
    edits.push_back({at, at, text, 0});
    return true;
}

bool Inserter::addJson(const std::string &key, const std::string &value, std::vector<Edit> &edits, std::string &why) const
{
    const std::vector<std::string> segs = split(key, '.');
    size_t have = segs.size() - 1;
    std::string base;
    for (;; --have) {
        std::string path;
        for (size_t i = 0; i < have; ++i)
            path = joinKey(path, segs[i]);
        const auto it = m_doc.extents.find(path);
        if ((it != m_doc.extents.end() && !it->second.sequence) || have == 0) {
            base = path;
            break;
        }
    }
    const auto found = m_doc.extents.find(base);
    if (found == m_doc.extents.end() || !found->second.flow) {
        why = "no-object";
        return false;
    }
    const Extent &ext = found->second;
    const bool empty = ext.childColumn < 0;
    const std::string indent = empty ? lineIndent(ext.begin) + "  " : lineIndent(ext.lastEnd);
    // The indentation step: what a member adds to its object's own line.
    const std::string outer = lineIndent(ext.begin);
    std::string unit = "  ";
    if (!empty && indent.size() > outer.size() && indent.compare(0, outer.size(), outer) == 0)
        unit = indent.substr(outer.size());
    auto pad = [&](size_t depth) {
        std::string s = indent;
        for (size_t i = 0; i < depth; ++i)
            s += unit;
        return s;
    };
    std::string member;
    std::string close;
    for (size_t i = have; i < segs.size(); ++i) {
        member += (i == have ? "" : eol() + pad(i - have)) + "\"" + segs[i] + "\": ";
        if (i + 1 == segs.size()) {
            member += jsonLiteral(value);
        } else {
            member += "{";
            close = eol() + pad(i - have) + "}" + close;
        }
    }
    member += close;
    if (empty) {
        edits.push_back({ext.begin + 1, ext.begin + 1, eol() + indent + member + eol() + lineIndent(ext.begin), 0});
        return true;
    }
    // One line objects get the member on the same line.
    const bool oneLine = m_doc.text.find('\n', ext.begin) > ext.lastEnd;
    if (oneLine)
        edits.push_back({ext.lastEnd, ext.lastEnd, ", " + member, 0});
    else
        edits.push_back({ext.lastEnd, ext.lastEnd, "," + eol() + indent + member, 0});
    return true;
}

bool Inserter::addFlag(const std::string &key, const std::string &value, const Rule &rule, std::vector<Edit> &edits,
                       std::string &why) const
{
    if (m_doc.mainCommand < 0 || static_cast<size_t>(m_doc.mainCommand) >= m_doc.commands.size()) {
        why = "no-command";
        return false;
    }
    const CommandInfo &cmd = m_doc.commands[static_cast<size_t>(m_doc.mainCommand)];
    const bool bare = rule.bare && normalizeToken(value) == "true";
    std::string flag = key + (bare ? std::string() : " " + scalar(value));
    if (rule.launcher && cmd.launcherEnd != kNoSpan) {
        edits.push_back({cmd.launcherEnd, cmd.launcherEnd, " " + flag, 0});
        return true;
    }
    if (!cmd.continuation.empty() && !cmd.inCompose) {
        edits.push_back({cmd.lastEnd, cmd.lastEnd, cmd.continuation + eol() + cmd.argIndent + flag, 0});
        return true;
    }
    edits.push_back({cmd.lastEnd, cmd.lastEnd, " " + flag, 0});
    return true;
}

bool Inserter::addEnv(const std::string &key, const std::string &value, std::vector<Edit> &edits) const
{
    std::string text;
    if (!m_doc.text.empty() && m_doc.text.back() != '\n')
        text += eol();
    text += (m_doc.envStyle == "export" || m_doc.syntax == Syntax::Shell ? "export " : "") + key + "=" + scalar(value) + eol();
    edits.push_back({m_doc.text.size(), m_doc.text.size(), text, 0});
    return true;
}

bool Inserter::addComposeEnv(const std::string &key, const std::string &value, std::vector<Edit> &edits,
                             std::string &why) const
{
    // A bare service body (composeServices names it "") keeps its environment at the top level.
    const std::string service = m_doc.composeService.empty() ? std::string() : "services." + m_doc.composeService;
    const auto env = m_doc.extents.find(service.empty() ? std::string("environment") : service + ".environment");
    if (env != m_doc.extents.end()) {
        const Extent &ext = env->second;
        if (ext.flow) {
            why = "flow";
            return false;
        }
        const size_t at = lineEndAfter(ext.lastEnd);
        const std::string pad(static_cast<size_t>(std::max(0, ext.childColumn)), ' ');
        const std::string item = ext.sequence ? "- " + key + "=" + value : key + ": " + scalar(value);
        const std::string lead = at == m_doc.text.size() && m_doc.text.back() != '\n' ? eol() : std::string();
        edits.push_back({at, at, lead + pad + item + eol(), 0});
        return true;
    }
    const auto svc = m_doc.extents.find(service);
    if (svc == m_doc.extents.end() || svc->second.flow) {
        why = "no-service";
        return false;
    }
    const Extent &ext = svc->second;
    const int unit = indentUnit();
    const size_t at = lineEndAfter(ext.lastEnd);
    const std::string pad(static_cast<size_t>(ext.childColumn), ' ');
    const std::string lead = at == m_doc.text.size() && m_doc.text.back() != '\n' ? eol() : std::string();
    edits.push_back({at, at, lead + pad + "environment:" + eol() + pad + std::string(static_cast<size_t>(unit), ' ') + "- " + key +
                                 "=" + value + eol(),
                     0});
    return true;
}

bool Inserter::addKubernetesEnv(const std::string &key, const std::string &value, std::vector<Edit> &edits,
                                std::string &why) const
{
    // The container that trains, and the same one in the job's other replica specs.
    std::vector<std::string> containers = {m_doc.container};
    containers.insert(containers.end(), m_doc.twinContainers.begin(), m_doc.twinContainers.end());
    for (const std::string &c : containers)
        if (!addContainerEnv(c, key, value, edits, why))
            return false;
    return true;
}

bool Inserter::addContainerEnv(const std::string &container, const std::string &key, const std::string &value,
                               std::vector<Edit> &edits, std::string &why) const
{
    // Kubernetes takes an env value only as a string: always quoted (`value: "8"`).
    std::string quoted = "\"";
    for (char c : value)
        quoted += (c == '"' || c == '\\') ? std::string("\\") + c : std::string(1, c);
    quoted += "\"";
    const auto env = m_doc.extents.find(container + ".env");
    const auto at = env != m_doc.extents.end() ? env : m_doc.extents.find(container);
    if (at == m_doc.extents.end() || at->second.flow || (env != m_doc.extents.end() && !at->second.sequence)) {
        why = at == m_doc.extents.end() ? "no-container" : "flow";
        return false;
    }
    // An item's dashes where the file puts them: under their key, or indented past it.
    int dashIndent = 2;
    for (const auto &[path, ext] : m_doc.extents)
        if (ext.sequence && !ext.flow && ext.keyColumn >= 0 && ext.childColumn >= ext.keyColumn) {
            dashIndent = ext.childColumn - ext.keyColumn;
            break;
        }
    const size_t where = lineEndAfter(at->second.lastEnd);
    const std::string lead = where == m_doc.text.size() && m_doc.text.back() != '\n' ? eol() : std::string();
    std::string text = lead;
    std::string pad(static_cast<size_t>(std::max(0, at->second.childColumn)), ' ');
    if (env == m_doc.extents.end()) {
        text += pad + "env:" + eol();
        pad += std::string(static_cast<size_t>(dashIndent), ' ');
    }
    text += pad + "- name: " + key + eol() + pad + "  value: " + quoted + eol();
    edits.push_back({where, where, text, 0});
    return true;
}

} // namespace headroom::dialects
