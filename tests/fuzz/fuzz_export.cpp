// Fuzzes export: read → patch → read. With no change the bytes come back identical; with a
// few changes, reading the patched text gives the changed fields the new values.

#include "config.h"
#include "fields.h"
#include "fuzzcommon.h"

#include <algorithm>
#include <utility>
#include <vector>

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::installMaps();
    if (size < 2)
        return 0;
    // The first byte picks the changes; the rest is "<name>\n<text>".
    const uint8_t pick = data[0];
    const fuzz::NamedText in = fuzz::splitInput(data + 1, size - 1);
    const std::string path = fuzz::configFolder() + "/conf/" + in.name;
    LoadedConfig config;
    Diagnostics diags;
    if (!parseConfigText(in.text, path, headroom::fuzz::loadOptions(), config, diags))
        return 0;
    std::string same;
    Diagnostics exportDiags;
    if (!exportConfig(config, {}, same, exportDiags) || same != in.text)
        fuzz::violated("exporting with no change must give the same bytes");

    static const char *precisions[] = {"fp32", "bf16-mixed", "fp16-mixed", "bf16-true"};
    std::vector<headroom::FieldChange> changes;
    changes.emplace_back("run.micro_batch", std::to_string(1 + (pick & 7)));
    if (pick & 8)
        changes.emplace_back("loader.workers", std::to_string((pick >> 4) & 7));
    if (pick & 0x80)
        changes.emplace_back("run.precision", precisions[(pick >> 5) & 3]);
    if (pick & 0x40)
        changes.emplace_back("run.grad_accum", std::to_string(2 + (pick & 3)));
    std::string patched;
    Diagnostics patchDiags;
    if (!exportConfig(config, changes, patched, patchDiags))
        return 0; // a change this file cannot express is refused with a reason: fine
    LoadedConfig again;
    Diagnostics againDiags;
    if (!parseConfigText(patched, path, headroom::fuzz::loadOptions(), again, againDiags))
        fuzz::violated("the patched file does not read back");
    for (const FieldChange &change : changes) {
        // A file read leniently (the generic reader, TOML, Python) may leave out a change it
        // cannot express, with a warning naming the field beside what it wrote: not a violation.
        const bool leftOut = std::any_of(patchDiags.begin(), patchDiags.end(), [&](const Diagnostic &d) {
            return d.severity == Diagnostic::Severity::Warning && d.code.rfind("export.cannot_", 0) == 0 &&
                   !d.args.empty() && d.args.front() == change.field;
        });
        if (leftOut)
            continue;
        TrainingSetup expected;
        setField(expected, change.field, change.to, Source{});
        if (fieldValue(again.setup, change.field) != fieldValue(expected, change.field))
            fuzz::violated("the patched file does not read back with the changed value");
    }
    return 0;
}
