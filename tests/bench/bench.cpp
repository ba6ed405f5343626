// headroom-bench: the speed goals, one line per figure as `name: value unit`.
// Built with the project, never run as a test (timings do not belong in assertions).
//
//   estimate_us_median   one full estimate (VRAM + host RAM) of a Llama 3.1 70B LoRA setup
//   advise_ms_median     one full advisor search (recommendations + advice) of a Llama 2 70B
//                        QLoRA setup on 8 GPUs with DataLoader workers and a per-worker cache
//   catalogs_ms_median   reading every built-in catalog and key map as the program does at
//                        start (loadCatalogs: the build's parsed forms, on three threads)
//   catalogs_parse_ms_median  the same files parsed from their text on one thread, as a
//                        user's files are (what the start cost before the parsed forms)

#include "advise.h"
#include "catalogloader.h"
#include "catalog.h"
#include "catalogfiles.h"
#include "coefficients.h"
#include "estimate.h"
#include "fields.h"
#include "resolve.h"
#include "dialects/keymap.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

using namespace headroom;

namespace {

template <typename F> double medianMicroseconds(F &&work, int rounds, int perRound)
{
    std::vector<double> samples;
    samples.reserve(rounds);
    for (int r = 0; r < rounds; ++r) {
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < perRound; ++i)
            work();
        const auto end = std::chrono::steady_clock::now();
        samples.push_back(std::chrono::duration<double, std::micro>(end - start).count() / perRound);
    }
    std::nth_element(samples.begin(), samples.begin() + samples.size() / 2, samples.end());
    return samples[samples.size() / 2];
}

} // namespace

int main()
{
    Diagnostics diags;
    const Catalog catalog = test::loadCatalog(HEADROOM_RESOURCES_DIR, diags);
    const Coefficients coefficients = Coefficients::from(catalog);

    TrainingSetup setup;
    Source src;
    src.kind = Source::Kind::Set;
    const std::pair<const char *, const char *> assignments[] = {
        {"model.name", "meta-llama/Llama-3.1-70B"}, {"run.finetune", "lora"}, {"run.lora_rank", "16"},
        {"run.lora_targets", "all-linear"}, {"run.micro_batch", "2"}, {"run.grad_accum", "8"},
        {"run.precision", "bf16-true"}, {"run.grad_checkpointing", "true"}, {"data.seq_len", "4096"},
        {"loader.workers", "4"}, {"parallel.gpus", "8"}, {"parallel.strategy", "fsdp"},
        {"hardware.gpu", "a100-80gb"}, {"hardware.host_ram_gib", "1024"}};
    for (const auto &[field, value] : assignments)
        setField(setup, field, value, src);
    ResolvedSetup resolved;
    if (!resolveSetup(setup, catalog, resolved, diags)) {
        std::fprintf(stderr, "the benchmark setup does not resolve\n");
        return 1;
    }
    volatile double sink = 0;
    const double us = medianMicroseconds([&] { sink = sink + estimate(resolved, coefficients).vramTotal; }, 101, 2000);
    std::printf("estimate_us_median: %.3f us\n", us);

    TrainingSetup qlora;
    const std::pair<const char *, const char *> qloraFields[] = {
        {"model.name", "meta-llama/Llama-2-70b-hf"}, {"run.finetune", "qlora"}, {"run.lora_rank", "64"},
        {"run.lora_targets", "all-linear"}, {"run.micro_batch", "8"}, {"run.grad_accum", "4"},
        {"run.precision", "bf16-true"}, {"run.optimizer", "paged-adamw-8bit"}, {"data.seq_len", "4096"},
        {"loader.workers", "8"}, {"loader.pin_memory", "true"}, {"data.sample_bytes", "64KiB"},
        {"data.dataset_size", "2000000"}, {"data.cache", "lru"}, {"data.cache_gib", "20"},
        {"parallel.gpus", "8"}, {"parallel.strategy", "fsdp"}, {"hardware.gpu", "a100-40gb"},
        {"hardware.host_ram_gib", "256"}};
    for (const auto &[field, value] : qloraFields)
        setField(qlora, field, value, src);
    ResolvedSetup qloraResolved;
    if (!resolveSetup(qlora, catalog, qloraResolved, diags)) {
        std::fprintf(stderr, "the advise benchmark setup does not resolve\n");
        return 1;
    }
    size_t recommendations = 0;
    const double adviseUs = medianMicroseconds(
        [&] { recommendations = advise(qloraResolved, catalog, coefficients).recommendations.size(); }, 21, 3);
    std::printf("advise_ms_median: %.3f ms (%zu recommendations)\n", adviseUs / 1000.0, recommendations);

    size_t models = 0;
    const double catalogsUs = medianMicroseconds([&] { models = loadCatalogs().catalog.models().size(); }, 21, 1);
    std::printf("catalogs_ms_median: %.3f ms (%zu models)\n", catalogsUs / 1000.0, models);
    const std::string dir = HEADROOM_RESOURCES_DIR;
    std::vector<std::pair<std::string, std::string>> maps;
    for (const auto &entry : std::filesystem::directory_iterator(dir + "/dialects"))
        if (entry.path().extension() == ".yaml")
            maps.emplace_back(test::readFile(entry.path().string()), entry.path().filename().string());
    const double parseUs = medianMicroseconds(
        [&] {
            Diagnostics d;
            Catalog parsed;
            parsed.loadGpus(test::readFile(dir + "/gpus.yaml"), "gpus.yaml", d, YamlOrigin::Shipped);
            parsed.loadModels(test::readFile(dir + "/models.yaml"), "models.yaml", d, YamlOrigin::Shipped);
            parsed.loadCoefficients(test::readFile(dir + "/coefficients.yaml"), "coefficients.yaml", d,
                                    YamlOrigin::Shipped);
            dialects::DialectMaps dm;
            for (const auto &[text, name] : maps)
                dm.add(text, name, d, YamlOrigin::Shipped);
            dm.finish();
            models = parsed.models().size();
        },
        21, 1);
    std::printf("catalogs_parse_ms_median: %.3f ms (%zu models)\n", parseUs / 1000.0, models);
    return 0;
}
