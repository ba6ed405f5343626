#include "text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <regex>

namespace headroom {

std::string toLower(std::string_view text)
{
    std::string out(text);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

std::string trim(std::string_view text)
{
    size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1])))
        --e;
    return std::string(text.substr(b, e - b));
}

std::string normalizeToken(std::string_view text)
{
    std::string out = toLower(trim(text));
    for (char &c : out)
        if (c == '_')
            c = '-';
    return out;
}

std::string nameKey(std::string_view text)
{
    std::string out;
    out.reserve(text.size());
    for (char c : text)
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.')
            out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    return out;
}

std::vector<std::string> split(std::string_view text, char sep)
{
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        const size_t at = text.find(sep, start);
        parts.push_back(trim(text.substr(start, at == std::string_view::npos ? at : at - start)));
        if (at == std::string_view::npos)
            break;
        start = at + 1;
    }
    return parts;
}

std::optional<double> parseBinaryGib(std::string_view text, double bareUnitGib)
{
    std::string t = toLower(trim(text));
    for (const char *suffix : {"ib", "b", "i"})
        if (t.size() > std::strlen(suffix) + 1 && t.compare(t.size() - std::strlen(suffix), std::strlen(suffix), suffix) == 0 &&
            std::string("kmgt").find(t[t.size() - std::strlen(suffix) - 1]) != std::string::npos) {
            t.resize(t.size() - std::strlen(suffix));
            break;
        }
    double factor = bareUnitGib;
    if (!t.empty() && std::string("kmgt").find(t.back()) != std::string::npos) {
        const char unit = t.back();
        factor = unit == 'k' ? 1.0 / 1048576 : unit == 'm' ? 1.0 / 1024 : unit == 'g' ? 1.0 : 1024.0;
        t.pop_back();
    }
    const auto n = parseNumber(trim(t));
    if (!n || *n <= 0)
        return std::nullopt;
    return *n * factor;
}

std::optional<double> parseQuantityGib(std::string_view text)
{
    const std::string t = trim(text);
    static const std::regex form(R"(^\+?([0-9]+(\.[0-9]*)?|\.[0-9]+)(Ki|Mi|Gi|Ti|Pi|Ei|k|M|G|T|P|E|[eE][+-]?[0-9]+)?$)");
    std::smatch m;
    if (t.size() > 64 || !std::regex_match(t, m, form))
        return std::nullopt;
    const std::string unit = m[3].str();
    if (unit.size() == 2 && unit[1] == 'i') {
        // The binary units: Docker's and SLURM's reading of k/m/g/t, and two more above them.
        if (unit[0] == 'P' || unit[0] == 'E') {
            const auto n = parseNumber(m[1].str());
            return n && *n > 0 ? std::optional<double>(*n * (unit[0] == 'P' ? 1048576.0 : 1073741824.0)) : std::nullopt;
        }
        return parseBinaryGib(t, 1.0);
    }
    const auto n = parseNumber(unit.empty() || unit.size() > 1 ? t : m[1].str());
    if (!n || *n <= 0)
        return std::nullopt;
    static const std::string decimal = "kMGTPE";
    const size_t power = unit.size() == 1 ? decimal.find(unit[0]) + 1 : 0;
    return *n * std::pow(1000.0, static_cast<double>(power)) / 1073741824.0;
}

std::optional<double> parseNumber(std::string_view text)
{
    std::string s = trim(text);
    if (s.empty() || s.size() > 64)
        return std::nullopt;
    // An integer literal in another base (YAML, Python, TOML: 0x40, 0o17, 0b1000).
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X' || s[1] == 'o' || s[1] == 'O' || s[1] == 'b' || s[1] == 'B')) {
        const int base = (s[1] == 'x' || s[1] == 'X') ? 16 : (s[1] == 'o' || s[1] == 'O') ? 8 : 2;
        std::string digits = s.substr(2);
        digits.erase(std::remove(digits.begin(), digits.end(), '_'), digits.end()); // 0x4_0 (Python)
        const char *allowed = base == 16 ? "0123456789abcdefABCDEF" : base == 8 ? "01234567" : "01";
        if (digits.empty() || digits.size() > 12 || digits.find_first_not_of(allowed) != std::string::npos)
            return std::nullopt;
        return static_cast<double>(std::stoll(digits, nullptr, base));
    }
    // Digit separators only where they group digits: "1_000" (Python, TOML) between two digits,
    // "1,000,000" in groups of three. "8,16" (two values) and "0,5" (a decimal comma) are not
    // one number: dropping the comma would read them as 816 and 5.
    std::string cleaned;
    const auto digit = [&s](size_t i) { return i < s.size() && std::isdigit(static_cast<unsigned char>(s[i])) != 0; };
    const size_t point = s.find_first_of(".eE");
    for (size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '_') {
            if (i == 0 || !digit(i - 1) || !digit(i + 1))
                return std::nullopt;
            continue;
        }
        if (c == ',') {
            const bool group = i > 0 && digit(i - 1) && digit(i + 1) && digit(i + 2) && digit(i + 3) && !digit(i + 4) &&
                               (point == std::string::npos || i < point);
            if (!group)
                return std::nullopt;
            continue;
        }
        cleaned.push_back(c);
    }
    char *end = nullptr;
    const double v = std::strtod(cleaned.c_str(), &end);
    if (end == cleaned.c_str() || *end != '\0' || !std::isfinite(v))
        return std::nullopt;
    // strtod accepts hex floats and "inf"/"nan" spellings; only decimal numbers are values here.
    for (char c : cleaned)
        if (!(std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == 'e' || c == 'E' ||
              c == '+' || c == '-'))
            return std::nullopt;
    return v;
}

namespace {

// Splits "133.6MiB" into (133.6, "mib").
std::optional<std::pair<double, std::string>> numberWithSuffix(std::string_view text)
{
    const std::string s = trim(text);
    size_t i = s.size();
    while (i > 0 && std::isalpha(static_cast<unsigned char>(s[i - 1])))
        --i;
    // "1e9" ends in a digit, so an exponent is never taken for a suffix.
    const auto number = parseNumber(std::string_view(s).substr(0, i));
    if (!number)
        return std::nullopt;
    return std::make_pair(*number, toLower(trim(std::string_view(s).substr(i))));
}

} // namespace

std::optional<double> parseCount(std::string_view text)
{
    const auto parts = numberWithSuffix(text);
    if (!parts)
        return std::nullopt;
    const auto &[v, suffix] = *parts;
    if (suffix.empty())
        return v;
    if (suffix == "k")
        return v * 1e3;
    if (suffix == "m")
        return v * 1e6;
    if (suffix == "b" || suffix == "g")
        return v * 1e9;
    if (suffix == "t")
        return v * 1e12;
    return std::nullopt;
}

std::optional<double> parseBytes(std::string_view text)
{
    const auto parts = numberWithSuffix(text);
    if (!parts)
        return std::nullopt;
    const auto &[v, suffix] = *parts;
    struct Unit { const char *name; double factor; };
    static const Unit units[] = {
        {"", 1},          {"b", 1},         {"kb", 1e3},      {"mb", 1e6},
        {"gb", 1e9},      {"tb", 1e12},     {"kib", 1024.0},  {"mib", 1048576.0},
        {"gib", 1073741824.0}, {"tib", 1099511627776.0}, {"k", 1024.0}, {"m", 1048576.0},
        {"g", 1073741824.0},
    };
    for (const Unit &u : units)
        if (suffix == u.name)
            return v * u.factor;
    return std::nullopt;
}

std::optional<bool> parseBool(std::string_view text)
{
    const std::string s = normalizeToken(text);
    if (s == "true" || s == "yes" || s == "on" || s == "1")
        return true;
    if (s == "false" || s == "no" || s == "off" || s == "0" || s == "none")
        return false;
    return std::nullopt;
}

} // namespace headroom
