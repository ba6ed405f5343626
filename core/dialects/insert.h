#pragma once
// Adding a key the file does not state, where its dialect keeps such keys: under the right
// YAML section with its indentation, into the JSON object, as a `--flag` line of the launch
// command, as a line of a .env file, an item of a compose service's environment or of a
// Kubernetes container's env list.

#include "document.h"
#include "keymap.h"

#include <string>
#include <vector>

namespace headroom::dialects {

struct Edit;

class Inserter {
public:
    explicit Inserter(const Document &doc) : m_doc(doc) {}

    // Edits that add `key` (a dotted path, a flag or a variable name) with `value`. On failure
    // says why ("flow", "no-command", …).
    bool add(const std::string &key, const std::string &value, const Rule &rule, std::vector<Edit> &edits,
             std::string &why) const;

    // A value as a YAML/shell scalar: plain where that reads back the same, quoted otherwise.
    std::string scalar(const std::string &value) const;
    // A value as a JSON literal: numbers and booleans bare, the rest quoted.
    std::string jsonLiteral(const std::string &value) const;
    // Items as a flow list in the style of `old` ("[432, 576]", "[\"q_proj\"]").
    std::string flowList(const std::vector<std::string> &items, const std::string &old) const;

private:
    const Document &m_doc;

    std::string eol() const { return m_doc.lineEnding; }
    size_t lineEndAfter(size_t offset) const;          // offset just past the end of that line
    std::string lineIndent(size_t offset) const;        // leading blanks of the line holding offset
    int indentUnit() const;
    bool addYaml(const std::string &key, const std::string &value, std::vector<Edit> &edits, std::string &why) const;
    // Keys segs[from…] under `section`, a map key written with no value (or null).
    bool addUnderNull(const Entry &section, const std::vector<std::string> &segs, size_t from, const std::string &value,
                      std::vector<Edit> &edits) const;
    bool addJson(const std::string &key, const std::string &value, std::vector<Edit> &edits, std::string &why) const;
    bool addFlag(const std::string &key, const std::string &value, const Rule &rule, std::vector<Edit> &edits,
                 std::string &why) const;
    bool addEnv(const std::string &key, const std::string &value, std::vector<Edit> &edits) const;
    bool addComposeEnv(const std::string &key, const std::string &value, std::vector<Edit> &edits, std::string &why) const;
    bool addKubernetesEnv(const std::string &key, const std::string &value, std::vector<Edit> &edits, std::string &why) const;
    bool addContainerEnv(const std::string &container, const std::string &key, const std::string &value,
                         std::vector<Edit> &edits, std::string &why) const;
};

} // namespace headroom::dialects
