// Fuzzes the data files Headroom reads that a user can override: the GPU, model and
// coefficient catalogs and the dialect key maps. The first line names which one.

#include "catalog.h"
#include "dialects/keymap.h"
#include "fuzzcommon.h"

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const fuzz::NamedText in = fuzz::splitInput(data, size);
    Catalog catalog;
    Diagnostics diags;
    bool ok = true;
    if (in.name.rfind("gpus", 0) == 0)
        ok = catalog.loadGpus(in.text, in.name, diags);
    else if (in.name.rfind("models", 0) == 0)
        ok = catalog.loadModels(in.text, in.name, diags);
    else if (in.name.rfind("coefficients", 0) == 0)
        ok = catalog.loadCoefficients(in.text, in.name, diags);
    else {
        dialects::DialectMaps maps;
        ok = maps.add(in.text, in.name, diags);
        maps.finish();
    }
    if (!ok && !hasError(diags))
        fuzz::violated("a failed load must say why");
    if (ok) {
        for (const GpuSpec &g : catalog.gpus())
            (void)catalog.findGpu(g.id);
        for (const ModelPreset &m : catalog.models())
            (void)catalog.findModel(m.name);
    }
    return 0;
}
