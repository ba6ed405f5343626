// Fuzzes what a person types: --set assignments (applyAssignment, setField) and --map
// (parseKeyMapping), one per line. A value a field accepts must print back as a value it accepts.

#include "config.h"
#include "fields.h"
#include "fuzzcommon.h"
#include "setupfile.h"

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string all(reinterpret_cast<const char *>(data), size);
    TrainingSetup setup;
    size_t start = 0;
    while (start <= all.size()) {
        size_t end = all.find('\n', start);
        if (end == std::string::npos)
            end = all.size();
        const std::string line = all.substr(start, end - start);
        start = end + 1;
        Diagnostics diags;
        if (line.rfind("map ", 0) == 0) {
            KeyMapping m;
            if (!parseKeyMapping(line.substr(4), m, diags) && !hasError(diags))
                fuzz::violated("a refused --map must say why");
            continue;
        }
        if (!applyAssignment(line, setup, diags)) {
            if (!hasError(diags))
                fuzz::violated("a refused --set must say why");
            continue;
        }
        const std::string field = line.substr(0, line.find('='));
        const FieldInfo *info = findField(field);
        if (!info)
            fuzz::violated("an assignment to an unknown field was accepted");
        TrainingSetup copy = setup;
        if (setField(copy, info->name, fieldValue(setup, info->name), Source{}))
            fuzz::violated("an accepted value does not read back through setField");
    }
    return 0;
}
