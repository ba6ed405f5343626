#include "setupfile.h"

#include "fields.h"
#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <map>

namespace headroom {

namespace {

Source sourceAt(const std::string &file, const std::string &key, const YAML::Node &node)
{
    Source s;
    s.kind = Source::Kind::File;
    s.file = file;
    s.keyPath = key;
    s.line = node.Mark().line >= 0 ? node.Mark().line + 1 : 0;
    s.column = node.Mark().column >= 0 ? node.Mark().column + 1 : 0;
    return s;
}

bool walk(const YAML::Node &node, const std::string &prefix, const std::string &file, TrainingSetup &setup,
          Diagnostics &diags, int depth)
{
    if (depth > kMaxNestingDepth)
        return false;
    // A key given twice: YAML loaders keep the last (PyYAML, yaml-cpp's lookups), sections
    // included, so the earlier one is not read and the later one says so.
    std::map<std::string, int> lastAt, firstLine;
    int index = 0;
    for (const auto &kv : node) {
        const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
        lastAt[key] = index++;
        firstLine.emplace(key, kv.first.Mark().line + 1);
    }
    index = 0;
    for (const auto &kv : node) {
        const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : std::string();
        const std::string path = prefix.empty() ? key : prefix + "." + key;
        const YAML::Node &value = kv.second;
        if (lastAt[key] != index++)
            continue;
        if (firstLine[key] != kv.first.Mark().line + 1) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            // a whole section given twice: the parser keeps the last, the first one's keys are lost
            d.code = value.IsMap() ? "config.duplicate_section" : "config.duplicate_key";
            d.file = file;
            d.line = kv.first.Mark().line + 1;
            d.column = kv.first.Mark().column + 1;
            d.args = {path, value.IsScalar() ? value.Scalar() : std::string(), std::to_string(firstLine[key])};
            diags.push_back(d);
        }
        // A section where a field's value belongs ("micro_batch: {a: 1}"): the wrong kind of value.
        if (value.IsMap() && findField(path)) {
            if (std::optional<Diagnostic> err = setField(setup, path, "{…}", sourceAt(file, path, value))) {
                diags.push_back(*err);
                return false;
            }
            continue;
        }
        if (value.IsMap()) {
            if (!walk(value, path, file, setup, diags, depth + 1))
                return false;
            continue;
        }
        const FieldInfo *info = findField(path);
        if (!info) {
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = "setup.unknown_key";
            d.file = file;
            d.line = kv.first.Mark().line + 1;
            d.column = kv.first.Mark().column + 1;
            d.args = {path};
            diags.push_back(d);
            continue;
        }
        const Source src = sourceAt(file, path, value);
        std::optional<Diagnostic> err;
        if (value.IsSequence()) {
            std::vector<std::string> items;
            for (const auto &item : value)
                if (item.IsScalar())
                    items.push_back(item.Scalar());
            err = info->type == FieldInfo::Type::List
                    ? setListField(setup, path, items, src)
                    : setField(setup, path, items.size() == 2 ? items[0] + "x" + items[1] : "[…]", src);
        } else if (value.IsScalar() && value.Scalar().find("${") != std::string::npos) {
            // An OmegaConf / shell interpolation (`${oc.env:SEQ}`, `${SEQ}`) holds no value of
            // its own: said, and the field left to the rest of the file.
            Diagnostic d;
            d.severity = Diagnostic::Severity::Warning;
            d.code = "dialect.unresolved";
            d.file = file;
            d.line = value.Mark().line + 1;
            d.column = value.Mark().column + 1;
            d.args = {path, value.Scalar()};
            diags.push_back(d);
            continue;
        } else if (value.IsScalar()) {
            err = setField(setup, path, value.Scalar(), src);
        } else if (value.IsNull()) {
            continue; // `key:` with nothing after it states nothing
        }
        if (err) {
            diags.push_back(*err);
            return false;
        }
    }
    return true;
}

} // namespace

bool readSetupYaml(const std::string &text, const std::string &fileName, TrainingSetup &setup, Diagnostics &diags)
{
    YAML::Node root;
    if (!loadYamlChecked(text, fileName, root, diags))
        return false;
    return readSetupNode(root, fileName, setup, diags);
}

bool readSetupNode(const YAML::Node &root, const std::string &fileName, TrainingSetup &setup, Diagnostics &diags)
{
    if (root.IsNull())
        return true; // an empty file states nothing
    if (!root.IsMap()) {
        Diagnostic d;
        d.code = "setup.not_a_map";
        d.file = fileName;
        d.line = root.Mark().line + 1;
        d.column = root.Mark().column + 1;
        diags.push_back(d);
        return false;
    }
    return walk(root, "", fileName, setup, diags, 0);
}

bool applyAssignment(const std::string &assignment, TrainingSetup &setup, Diagnostics &diags)
{
    FieldChange change;
    if (!parseAssignment(assignment, change, diags))
        return false;
    Source src;
    src.kind = Source::Kind::Set;
    src.keyPath = "--set";
    if (auto err = setField(setup, change.field, change.to, src)) {
        err->file = "--set";
        diags.push_back(*err);
        return false;
    }
    return true;
}

} // namespace headroom
