#pragma once
// Small text helpers shared by the readers and the catalogs.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace headroom {

// Lowercase, '_' → '-', surrounding blanks trimmed: how enum spellings are compared.
std::string normalizeToken(std::string_view text);

// Lowercase alphanumerics only ("meta-llama/Llama-2-7b-hf" → "metallama llama27bhf"-like key
// without separators): how model and GPU names are matched forgivingly.
std::string nameKey(std::string_view text);

std::string trim(std::string_view text);
std::string toLower(std::string_view text);
std::vector<std::string> split(std::string_view text, char sep);
// Levenshtein distance: the edits (insert, delete, replace a byte) that turn `a` into `b`.
size_t editDistance(std::string_view a, std::string_view b);

// A count such as "7B", "30M", "3.75e9", "1,572,864".
std::optional<double> parseCount(std::string_view text);
// A size in bytes such as "133.6MiB", "50GB", "1.5 GiB", "4096".
std::optional<double> parseBytes(std::string_view text);
// An amount of memory in binary units, in GiB: "64g", "8gb", "64GiB", "1.5T", "512m", "64Gi"
// (k/m/g/t, optionally followed by b, i or ib, any case; a machine's RAM and container and
// SLURM limits are binary whatever the letters). A bare number is in `bareUnitGib` GiB each
// (1 for GiB, 1/1024 for SLURM's MiB, 2^-30 for Docker's bytes). None for 0 or a negative.
std::optional<double> parseBinaryGib(std::string_view text, double bareUnitGib);
// A Kubernetes quantity of bytes, in GiB: binary suffixes (Ki, Mi, Gi, Ti, Pi, Ei: "64Gi"),
// decimal ones (k, M, G, T, P, E: "64G" is 64e9 bytes, 59.6 GiB), an exponent ("129e6") or a
// bare number of bytes. None for anything Kubernetes refuses ("64Gb", "64GB", "64K", "lots"),
// for milli ("64m", a thousandth of a byte: a size meant in MB), and for 0 or a negative.
std::optional<double> parseQuantityGib(std::string_view text);
// A plain finite number.
std::optional<double> parseNumber(std::string_view text);
std::optional<bool> parseBool(std::string_view text);

// Calls f(line, start) for each line of `text` (its '\n' and a '\r' before it left out; `start`
// where it begins in `text`) until f returns false.
template <typename F> void forEachLine(const std::string &text, F &&f)
{
    for (size_t start = 0; start < text.size();) {
        size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!f(line, start))
            return;
        start = end + 1;
    }
}

} // namespace headroom
