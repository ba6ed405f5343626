#include "detect.h"

#include "../fields.h"
#include "../text.h"
#include "../yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <sstream>
#include <cctype>
#include <regex>

namespace headroom::dialects {

bool assignmentLine(const std::string &line, bool spaced)
{
    static const std::regex assignment(R"(^\s*(export\s+)?[A-Za-z_][A-Za-z0-9_]*=.*$)");
    static const std::regex spacedAssignment(R"(^\s*(export\s+)?[A-Za-z_][A-Za-z0-9_]*[ \t]*=.*$)");
    return line.size() <= kMaxPatternInput && std::regex_match(line, spaced ? spacedAssignment : assignment);
}

namespace {

bool endsWith(const std::string &s, const std::string &suffix)
{
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// Whether every line that is not blank or a comment is NAME=value (`spaced`: also `NAME = value`,
// which python-dotenv reads in a .env file and a shell would run as a command; `mostly`: more
// of them are than are not).
bool allAssignments(const std::string &text, bool spaced = false, bool mostly = false)
{
    size_t lines = 0, others = 0;
    bool refused = false;
    forEachLine(text, [&](const std::string &line, size_t) {
        const std::string t = trim(line);
        if (t.empty() || t[0] == '#')
            return true;
        if (assignmentLine(line, spaced)) {
            ++lines;
            return true;
        }
        ++others;
        refused = !mostly;
        return mostly;
    });
    return !refused && lines > 0 && others < lines; // (`mostly`: a .env file with a stray line is still one)
}

} // namespace

// Whether every line that is not blank is a # comment.
static bool onlyComments(const std::string &text)
{
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        const size_t first = line.find_first_not_of(" \t\r");
        if (first != std::string::npos && line[first] != '#')
            return false;
    }
    return true;
}

TextKind guessTextKind(const std::string &text, const std::string &path)
{
    if (endsWith(toLower(path), ".toml"))
        return TextKind::Toml;
    if (endsWith(toLower(path), ".py"))
        return TextKind::Python;
    size_t i = 0;
    if (text.size() >= 3 && static_cast<unsigned char>(text[0]) == 0xEF)
        i = 3;
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i])))
        ++i;
    if (i < text.size() && (text[i] == '{' || text[i] == '['))
        return TextKind::Json;
    const std::string lower = toLower(path);
    const bool yamlName = endsWith(lower, ".yaml") || endsWith(lower, ".yml") || endsWith(lower, ".json");
    if (!yamlName &&
        (text.rfind("#!", i) == i || endsWith(lower, ".sh") || endsWith(lower, ".bash") || endsWith(lower, ".ps1")))
        return TextKind::Shell;
    const std::string base = lower.substr(lower.rfind('/') == std::string::npos ? 0 : lower.rfind('/') + 1);
    if ((endsWith(lower, ".env") || base.rfind(".env", 0) == 0) && (allAssignments(text, true, true) || onlyComments(text)))
        return TextKind::Env;
    if (!yamlName) {
        // With Headroom's limits: this guess must not be where a hostile file gets through.
        YAML::Node n;
        Diagnostics ignored;
        if (loadYamlChecked(text, path, n, ignored) && n.IsMap())
            return TextKind::Yaml;
        if (allAssignments(text))
            return TextKind::Env;
        return TextKind::Shell;
    }
    return TextKind::Yaml;
}

bool looksLikeHeadroom(const Document &doc)
{
    static const std::vector<std::string> groups = {"model", "run", "data", "loader", "parallel", "hardware"};
    // (most of its keys must be Headroom's fields: `model: {name: resnet50}` beside
    // `data: {batch_size: 64, num_workers: 8}` is a config of one's own, read by name)
    size_t known = 0, unknown = 0;
    for (const Entry &e : doc.entries) {
        const std::string group = e.key.substr(0, e.key.find('.'));
        if (std::find(groups.begin(), groups.end(), group) == groups.end())
            return false;
        ++(findField(e.key) != nullptr ? known : unknown);
    }
    return known > 0 && unknown <= known;
}

std::string detectDialect(const DialectMaps &maps, const Document &doc, const YAML::Node &root, bool json)
{
    return detectDialect(maps, doc, root, std::string(json ? "json" : "yaml"));
}

namespace {

double scoreOf(const DialectMap &m, const Document &doc, const YAML::Node &root)
{
    double score = 0;
    for (const auto &[glob, weight] : m.detect) {
        const bool isValue = glob.rfind("value:", 0) == 0;
        const std::string needle = isValue ? glob.substr(6) : glob;
        const bool hit = std::any_of(doc.entries.begin(), doc.entries.end(), [&](const Entry &e) {
            return isValue ? e.value.find(needle) != std::string::npos : globMatch(needle, e.key);
        });
        if (hit)
            score += weight;
    }
    // (a file of one section, `MODEL:` alone, is judged by that section's keys)
    const YAML::Node keys = root.IsMap() && root.size() == 1 && root.begin()->second.IsMap() ? root.begin()->second : root;
    if (m.upperKeys > 0 && keys.IsMap() && keys.size() >= 2) {
        size_t upper = 0;
        for (const auto &kv : keys) {
            const std::string k = kv.first.Scalar();
            if (std::none_of(k.begin(), k.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); }))
                ++upper;
        }
        const std::string first = root.begin()->first.Scalar();
        const bool upperRoot = root.size() != 1 ||
                               std::none_of(first.begin(), first.end(), [](char c) { return std::islower(static_cast<unsigned char>(c)); });
        if (upper * 10 >= keys.size() * 8 && upperRoot)
            score += m.upperKeys;
    }
    return score;
}

} // namespace

double detectionScore(const DialectMaps &maps, const Document &doc, const YAML::Node &root, const std::string &dialect)
{
    const DialectMap *m = maps.find(dialect);
    return m ? scoreOf(*m, doc, root) : 0;
}

std::string detectDialect(const DialectMaps &maps, const Document &doc, const YAML::Node &root, const std::string &syntax)
{
    std::string best;
    double bestScore = 0;
    for (const DialectMap &m : maps.all()) {
        const bool fits = std::find(m.syntaxes.begin(), m.syntaxes.end(), syntax) != m.syntaxes.end();
        if (!fits)
            continue;
        const double score = scoreOf(m, doc, root);
        if (score > bestScore) {
            bestScore = score;
            best = m.name;
        }
    }
    return best;
}

} // namespace headroom::dialects
