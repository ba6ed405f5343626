// Fuzzes every config reader through parseConfigText: the first line of the input is the file
// name (it steers detection: .json, docker-compose.yml, .env, train.sh, a Hydra or yacs file),
// the rest is the file. Reading must never crash, hang or run out of memory; what it reads
// must print back as values the fields accept.

#include "config.h"
#include "fields.h"
#include "fuzzcommon.h"

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz::installMaps();
    const fuzz::NamedText in = fuzz::splitInput(data, size);
    const std::string path = fuzz::configFolder() + "/conf/" + in.name;
    LoadOptions options = fuzz::loadOptions();
    // A --map on some inputs: the extra rule goes through the same reader.
    if (!in.text.empty() && (static_cast<unsigned char>(in.text.back()) & 1))
        options.mappings.push_back({"run.micro_batch", "train.bs"});
    LoadedConfig config;
    Diagnostics diags;
    if (!parseConfigText(in.text, path, options, config, diags)) {
        if (!hasError(diags))
            fuzz::violated("a failed read must say why");
        return 0;
    }
    for (const auto &[field, source] : config.setup.sources) {
        TrainingSetup copy = config.setup;
        if (setField(copy, field, fieldValue(config.setup, field), source))
            fuzz::violated("a value read from a file does not read back through setField");
    }
    return 0;
}
