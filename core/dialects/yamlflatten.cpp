#include "yamlflatten.h"

#include <set>

#include "../yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>

namespace headroom::dialects {

size_t scalarEnd(const std::string &text, size_t pos, bool flow)
{
    if (pos >= text.size())
        return text.size();
    const char q = text[pos];
    if (q == '"' || q == '\'') {
        for (size_t i = pos + 1; i < text.size(); ++i) {
            if (q == '"' && text[i] == '\\') {
                ++i;
                continue;
            }
            if (text[i] == q) {
                if (q == '\'' && i + 1 < text.size() && text[i + 1] == '\'') {
                    ++i; // '' is an escaped quote inside single quotes
                    continue;
                }
                return i + 1;
            }
        }
        return text.size();
    }
    size_t i = pos;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n' || c == '\r')
            break;
        if (c == '#' && i > pos && (text[i - 1] == ' ' || text[i - 1] == '\t'))
            break;
        if (flow && (c == ',' || c == ']' || c == '}'))
            break;
    }
    while (i > pos && (text[i - 1] == ' ' || text[i - 1] == '\t'))
        --i;
    return i;
}

void scalarRegion(const std::string &text, size_t at, int keyColumn, size_t &begin, size_t &end)
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

namespace {

struct Walker {
    const std::string &text; // without the byte-order mark
    size_t bom;
    std::string file;
    std::vector<Entry> &out;
    std::map<std::string, Extent> *extents;

    size_t keyEnd(size_t pos) const
    {
        if (pos < text.size() && (text[pos] == '"' || text[pos] == '\''))
            return scalarEnd(text, pos, true);
        size_t i = pos;
        while (i < text.size() && text[i] != '\n' &&
               !(text[i] == ':' && (i + 1 >= text.size() || text[i + 1] == ' ' || text[i + 1] == '\n' ||
                                    text[i + 1] == '\r' || text[i + 1] == '\t')))
            ++i;
        while (i > pos && text[i - 1] == ' ')
            --i;
        return i;
    }

    size_t afterColon(size_t keyEndPos) const
    {
        size_t i = keyEndPos;
        while (i < text.size() && text[i] != ':' && text[i] != '\n')
            ++i;
        return i < text.size() && text[i] == ':' ? i + 1 : keyEndPos;
    }

    bool flowAt(size_t pos) const { return pos < text.size() && (text[pos] == '{' || text[pos] == '['); }

    // A map's scalar (or null) value under `keyPath` as an entry; returns the end of its text.
    size_t mapValue(const YAML::Node &v, const YAML::Mark &km, size_t kpos, size_t kend, const std::string &keyPath,
                    bool flow)
    {
        size_t end = kend;
        Entry e;
        e.key = keyPath;
        e.file = file;
        e.keyBegin = kpos + bom;
        e.keyEnd = kend + bom;
        if (v.IsNull() && (v.Mark().pos < 0 || v.Mark().line != km.line)) {
            e.isNull = true;
            const size_t colon = afterColon(kend);
            e.valueBegin = e.valueEnd = colon + bom;
            e.line = km.line + 1;
            e.column = km.column + 1;
            end = colon;
        } else {
            const size_t vpos = static_cast<size_t>(std::max(0, v.Mark().pos));
            e.isNull = v.IsNull();
            e.value = v.IsScalar() ? v.Scalar() : std::string();
            e.line = v.Mark().line + 1;
            e.column = v.Mark().column + 1;
            e.valueBegin = vpos + bom;
            const bool block = vpos < text.size() && (text[vpos] == '|' || text[vpos] == '>');
            end = block ? vpos + 1 : scalarEnd(text, vpos, flow);
            e.valueEnd = block ? kNoSpan : end + bom;
            if (block)
                e.valueBegin = kNoSpan;
        }
        out.push_back(std::move(e));
        return end;
    }

    // A merge key (`<<: *defaults`, or a list of them): the merged maps' entries as the map's own
    // where it does not state them itself (an earlier map of the list wins over a later one).
    // They are read, never written: their text is the anchor's, which other maps share.
    void merge(const YAML::Node &from, const std::string &path, std::set<std::string> &own, int depth)
    {
        std::vector<YAML::Node> maps;
        if (from.IsMap())
            maps.push_back(from);
        else
            for (const auto &item : from)
                if (item.IsMap())
                    maps.push_back(item);
        for (const YAML::Node &m : maps) {
            std::vector<Entry> merged;
            Walker inner{text, bom, file, merged, nullptr};
            inner.walk(m, path, -1, depth + 1);
            std::set<std::string> added;
            for (Entry &e : merged) {
                const std::string rest = path.empty() ? e.key : e.key.substr(std::min(e.key.size(), path.size() + 1));
                const std::string top = rest.substr(0, rest.find_first_of(".["));
                if (own.count(top))
                    continue;
                added.insert(top);
                e.keyBegin = e.keyEnd = e.valueBegin = e.valueEnd = kNoSpan;
                out.push_back(std::move(e));
            }
            own.insert(added.begin(), added.end());
        }
    }

    // Returns the end offset of the node's text.
    size_t walk(const YAML::Node &node, const std::string &path, int keyColumn, int depth)
    {
        if (depth > kMaxNestingDepth)
            return 0;
        const size_t begin = static_cast<size_t>(std::max(0, node.Mark().pos));
        Extent ext;
        ext.keyColumn = keyColumn;
        ext.begin = begin + bom;
        ext.flow = flowAt(begin);
        size_t last = begin;
        if (node.IsMap()) {
            bool first = true;
            std::set<std::string> own; // the map's own keys, which win over merged ones
            for (const auto &kv : node)
                if (kv.first.IsScalar() && kv.first.Scalar() != "<<")
                    own.insert(kv.first.Scalar());
            for (const auto &kv : node) {
                const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string("?");
                if (key == "<<" && (kv.second.IsMap() || kv.second.IsSequence())) {
                    merge(kv.second, path, own, depth);
                    continue;
                }
                const std::string keyPath = joinKey(path, key);
                const YAML::Mark km = kv.first.Mark();
                const size_t kpos = static_cast<size_t>(std::max(0, km.pos));
                if (first) {
                    ext.childColumn = km.column;
                    first = false;
                }
                const size_t kend = keyEnd(kpos);
                const YAML::Node &v = kv.second;
                size_t end = kend;
                if (v.IsMap() || v.IsSequence()) {
                    end = walk(v, keyPath, km.column, depth + 1);
                } else {
                    end = mapValue(v, km, kpos, kend, keyPath, ext.flow);
                }
                last = std::max(last, end);
            }
        } else if (node.IsSequence()) {
            ext.sequence = true;
            bool allScalars = node.size() > 0;
            Entry e;
            e.key = path;
            e.file = file;
            e.isSequence = true;
            e.line = node.Mark().line + 1;
            e.column = node.Mark().column + 1;
            size_t index = 0;
            for (const auto &item : node) {
                const YAML::Mark im = item.Mark();
                const size_t ipos = static_cast<size_t>(std::max(0, im.pos));
                if (index == 0)
                    ext.childColumn = ext.flow ? -1 : node.Mark().column; // the column of the dashes
                size_t end = ipos;
                if (item.IsMap() || item.IsSequence()) {
                    allScalars = false;
                    end = walk(item, path + "[" + std::to_string(index) + "]", im.column, depth + 1);
                } else {
                    if (!item.IsScalar())
                        allScalars = false;
                    else
                        e.items.push_back(item.Scalar());
                    end = scalarEnd(text, ipos, ext.flow);
                }
                last = std::max(last, end);
                ++index;
            }
            if (ext.flow) {
                // The closing bracket ends a flow sequence.
                size_t close = last;
                while (close < text.size() && text[close] != ']')
                    ++close;
                last = std::min(text.size(), close + 1);
            }
            if (allScalars) {
                for (const std::string &i : e.items)
                    e.value += (e.value.empty() ? "" : ",") + i;
                if (ext.flow) {
                    e.valueBegin = begin + bom;
                    e.valueEnd = last + bom;
                }
                out.push_back(std::move(e));
            }
        }
        if (ext.flow && node.IsMap()) {
            size_t close = last;
            while (close < text.size() && text[close] != '}')
                ++close;
            ext.lastEnd = last + bom;
            last = std::min(text.size(), close + 1);
        } else {
            ext.lastEnd = last + bom;
        }
        if (extents)
            (*extents)[path] = ext;
        return last;
    }
};

} // namespace

bool flattenYaml(const std::string &text, const std::string &file, const std::string &prefix,
                 std::vector<Entry> &out, std::map<std::string, Extent> *extents, Diagnostics &diags,
                 YAML::Node *rootOut)
{
    YAML::Node root;
    if (!loadYamlChecked(text, file, root, diags))
        return false;
    std::string body = text;
    const size_t bom = stripBom(body) ? 3 : 0;
    if (rootOut)
        *rootOut = root;
    if (!root.IsMap() && !root.IsSequence())
        return true;
    Walker w{body, bom, file, out, extents};
    w.walk(root, prefix, -1, 0);
    return true;
}

void flattenYamlNode(const YAML::Node &node, const std::string &text, const std::string &file,
                     std::vector<Entry> &out, std::map<std::string, Extent> *extents)
{
    std::string body = text;
    const size_t bom = stripBom(body) ? 3 : 0;
    if (!node.IsMap() && !node.IsSequence())
        return;
    Walker w{body, bom, file, out, extents};
    w.walk(node, "", -1, 0);
}

} // namespace headroom::dialects
