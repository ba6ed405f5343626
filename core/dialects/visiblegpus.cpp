#include "visiblegpus.h"

#include "../fields.h"
#include "../text.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace headroom::dialects {

namespace {

constexpr const char *kVisible = "CUDA_VISIBLE_DEVICES";

bool allDigits(const std::string &s)
{
    return !s.empty() && s.size() <= 6 &&
           std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; });
}

// A launch flag that states how many processes a machine starts, as launchers and the training
// scripts that spawn their own ranks write it (torchrun's --nproc_per_node, icefall's --world-size).
bool processCountFlag(const std::string &key)
{
    if (key.size() < 3 || key[0] != '-')
        return false;
    std::string name = toLower(key.substr(key.find_first_not_of('-')));
    std::replace(name.begin(), name.end(), '-', '_');
    static const std::set<std::string> names = {"nproc_per_node", "world_size", "num_processes", "num_gpus",
                                                "ngpus", "n_gpus", "nproc", "gpus_per_node"};
    return names.count(name) != 0;
}

Diagnostic warningAt(const std::string &code, const std::string &file, int line, int column, std::vector<std::string> args)
{
    return Diagnostic{Diagnostic::Severity::Warning, code, file, line, column, std::move(args)};
}

} // namespace

int visibleGpuCount(const std::string &value)
{
    int n = 0;
    for (const std::string &id : split(value, ','))
        if (!trim(id).empty())
            ++n;
    return n;
}

bool checkVisibleGpus(const Document &doc, TrainingSetup &setup, Diagnostics &diags)
{
    const Entry *visible = nullptr;
    for (const Entry &e : doc.entries)
        if (e.key == kVisible && !e.unresolved)
            visible = &e;
    if (!visible)
        return false;
    const int shown = visibleGpuCount(visible->value);
    if (shown == 0) {
        diags.push_back(warningAt("shell.no_visible_gpus", doc.path, visible->line, visible->column, {}));
        return false;
    }
    // The count the setup took from a launch flag; else a flag of the launch that states one
    // where the visible GPUs gave the setup its count (and one machine: a world size is all ranks).
    const auto src = setup.sources.find("parallel.gpus");
    if (src != setup.sources.end() && src->second.kind == Source::Kind::File && src->second.keyPath != kVisible &&
        src->second.file == doc.path && src->second.keyPath.rfind("SBATCH", 0) != 0) {
        if (setup.parallel.gpus > shown)
            diags.push_back(warningAt("shell.processes_exceed_gpus", doc.path, src->second.line, src->second.column,
                                      {src->second.keyPath, std::to_string(setup.parallel.gpus), std::to_string(shown)}));
        return false;
    }
    if (setup.parallel.nodes > 1)
        return false;
    for (const Entry &e : doc.entries) {
        if (!processCountFlag(e.key) || !allDigits(e.value) || e.unresolved || std::stoi(e.value) == shown ||
            std::stoi(e.value) < 1)
            continue;
        const bool beyond = std::stoi(e.value) > shown;
        if (beyond)
            diags.push_back(warningAt("shell.processes_exceed_gpus", doc.path, e.line, e.column,
                                      {e.key, e.value, std::to_string(shown)}));
        // The process count is the GPU count, as torchrun's --nproc_per_node is where both are
        // given: fewer use that many of the GPUs listed (said as an override), more fail.
        if (src == setup.sources.end() || src->second.keyPath != kVisible)
            return false;
        Source from;
        from.kind = Source::Kind::File;
        from.file = e.file.empty() ? doc.path : e.file;
        from.keyPath = e.key;
        from.line = e.line;
        from.column = e.column;
        if (setField(setup, "parallel.gpus", e.value, from))
            return false;
        if (!beyond)
            diags.push_back(warningAt("config.overridden", doc.path, visible->line, visible->column,
                                      {"parallel.gpus", e.key, e.value, kVisible, std::to_string(shown)}));
        return true;
    }
    return false;
}

} // namespace headroom::dialects
