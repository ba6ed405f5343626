#include "fields.h"

#include "text.h"

#include <cmath>
#include <functional>
#include <limits>
#include <sstream>

namespace headroom {

namespace {

using T = FieldInfo::Type;

std::string numberText(double v)
{
    if (v == std::floor(v) && std::fabs(v) < 1e15) {
        std::ostringstream s;
        s << static_cast<long long>(v);
        return s.str();
    }
    std::ostringstream s;
    s.precision(6);
    s << v;
    return s.str();
}

// One accessor per field: set from a parsed value, read back as text.
struct Accessor {
    std::function<std::optional<std::string>(TrainingSetup &, std::string_view)> set; // returns error code
    std::function<std::string(const TrainingSetup &)> get;
};

template <typename E, typename Group>
Accessor enumField(Group TrainingSetup::*group, E Group::*member)
{
    return {[=](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                const auto parsed = parseEnum<E>(v);
                if (!parsed)
                    return "field.bad_value";
                (s.*group).*member = *parsed;
                return std::nullopt;
            },
            [=](const TrainingSetup &s) { return std::string(toString((s.*group).*member)); }};
}

template <typename N, typename Group>
Accessor numberField(Group TrainingSetup::*group, N Group::*member, T type)
{
    return {[=](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                std::optional<double> parsed;
                switch (type) {
                case T::Count: parsed = parseCount(v); break;
                case T::Bytes: parsed = parseBytes(v); break;
                default: parsed = parseNumber(v); break;
                }
                if (!parsed) {
                    switch (type) {
                    case T::Count: return "field.not_count";
                    case T::Bytes: return "field.not_size";
                    case T::Integer: return "field.not_integer";
                    default: return "field.not_number";
                    }
                }
                if (type == T::Integer && *parsed != std::floor(*parsed))
                    return "field.not_integer";
                (s.*group).*member = static_cast<N>(*parsed);
                return std::nullopt;
            },
            [=](const TrainingSetup &s) { return numberText(static_cast<double>((s.*group).*member)); }};
}

template <typename Group> Accessor boolField(Group TrainingSetup::*group, bool Group::*member)
{
    return {[=](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                const auto parsed = parseBool(v);
                if (!parsed)
                    return "field.not_bool";
                (s.*group).*member = *parsed;
                return std::nullopt;
            },
            [=](const TrainingSetup &s) { return std::string((s.*group).*member ? "true" : "false"); }};
}

template <typename Group> Accessor textField(Group TrainingSetup::*group, std::string Group::*member)
{
    return {[=](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                (s.*group).*member = trim(v);
                return std::nullopt;
            },
            [=](const TrainingSetup &s) { return (s.*group).*member; }};
}

Accessor checkpointingField()
{
    return {[](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                const std::string t = normalizeToken(v);
                if (t == "full") {
                    s.run.gradCheckpointing = Checkpointing::Full;
                    return std::nullopt;
                }
                if (const auto b = parseBool(t)) {
                    s.run.gradCheckpointing = *b ? Checkpointing::Full : Checkpointing::None;
                    return std::nullopt;
                }
                if (t == "selective") {
                    s.run.gradCheckpointing = Checkpointing::Selective;
                    return std::nullopt;
                }
                return "field.bad_value";
            },
            [](const TrainingSetup &s) { return std::string(toString(s.run.gradCheckpointing)); }};
}

Accessor imageSizeField()
{
    return {[](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                std::string t = toLower(trim(v));
                // a Python tuple or list written as a string (yacs' `SIZE: (512, 512)`, a flag's "[512, 512]")
                if (t.size() >= 2 && ((t.front() == '(' && t.back() == ')') || (t.front() == '[' && t.back() == ']')))
                    t = trim(t.substr(1, t.size() - 2));
                t.erase(std::remove(t.begin(), t.end(), ' '), t.end());
                for (char &c : t)
                    if (c == '*' || c == ',')
                        c = 'x';
                const auto parts = split(t, 'x');
                if (parts.empty() || parts.size() > 2)
                    return "field.bad_value";
                const auto h = parseNumber(parts[0]);
                const auto w = parseNumber(parts.size() == 2 ? parts[1] : parts[0]);
                if (!h || !w || *h != std::floor(*h) || *w != std::floor(*w))
                    return "field.bad_value";
                if (*h < 1 || *w < 1 || *h > 65536 || *w > 65536)
                    return "field.out_of_range";
                s.data.imageHeight = static_cast<int>(*h);
                s.data.imageWidth = static_cast<int>(*w);
                return std::nullopt;
            },
            [](const TrainingSetup &s) {
                if (s.data.imageHeight == s.data.imageWidth)
                    return std::to_string(s.data.imageHeight);
                return std::to_string(s.data.imageHeight) + "x" + std::to_string(s.data.imageWidth);
            }};
}

// Element types a DataLoader yields, by their PyTorch/NumPy names.
Accessor dtypeField()
{
    return {[](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                const std::string t = normalizeToken(v);
                static const std::pair<const char *, int> types[] = {
                    {"float32", 4}, {"fp32", 4}, {"float", 4}, {"float16", 2}, {"fp16", 2}, {"half", 2},
                    {"bfloat16", 2}, {"bf16", 2}, {"uint8", 1}, {"int8", 1}, {"bool", 1}, {"int16", 2},
                    {"int32", 4}, {"int64", 8}, {"long", 8}, {"float64", 8}, {"double", 8}};
                for (const auto &[name, bytes] : types)
                    if (t == name || t == std::string("torch.") + name) {
                        s.data.dtypeBytes = bytes;
                        return std::nullopt;
                    }
                return "field.bad_value";
            },
            [](const TrainingSetup &s) {
                switch (s.data.dtypeBytes) {
                case 1: return std::string("uint8");
                case 2: return std::string("float16");
                case 8: return std::string("float64");
                default: return std::string("float32");
                }
            }};
}

// model.dtype: the dtype the parameters are loaded in, under any of its spellings.
Accessor modelDtypeField()
{
    return {[](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                const std::string t = normalizeToken(v);
                static const std::pair<const char *, const char *> types[] = {
                    {"fp32", "fp32"}, {"float32", "fp32"}, {"float", "fp32"}, {"32", "fp32"},
                    {"bf16", "bf16"}, {"bfloat16", "bf16"}, {"fp16", "fp16"}, {"float16", "fp16"},
                    {"half", "fp16"}, {"16", "fp16"}, {"auto", "auto"}};
                for (const auto &[name, canonical] : types)
                    if (t == name || t == std::string("torch.") + name) {
                        s.model.dtype = canonical;
                        return std::nullopt;
                    }
                return "field.bad_value";
            },
            [](const TrainingSetup &s) { return s.model.dtype; }};
}

Accessor loraTargetsField()
{
    return {[](TrainingSetup &s, std::string_view v) -> std::optional<std::string> {
                s.run.loraTargets.clear();
                for (const std::string &item : split(v, ','))
                    if (!item.empty())
                        s.run.loraTargets.push_back(item);
                return std::nullopt;
            },
            [](const TrainingSetup &s) {
                std::string out;
                for (const std::string &t : s.run.loraTargets)
                    out += (out.empty() ? "" : ",") + t;
                return out;
            }};
}

struct Entry {
    FieldInfo info;
    Accessor access;
};

const std::vector<Entry> &entries()
{
    using S = TrainingSetup;
    static const std::vector<Entry> table = {
        {{"model.name", T::Text}, textField(&S::model, &ModelFields::name)},
        {{"model.preset", T::Text}, textField(&S::model, &ModelFields::preset)},
        {{"model.card", T::Text}, textField(&S::model, &ModelFields::card)},
        {{"model.kind", T::Enum}, enumField(&S::model, &ModelFields::kind)},
        {{"model.params", T::Count, 1, 1e14}, numberField(&S::model, &ModelFields::params, T::Count)},
        {{"model.trainable_params", T::Count, 0, 1e14},
         numberField(&S::model, &ModelFields::trainableParams, T::Count)},
        {{"model.extra_trainable_params", T::Count, 0, 1e14},
         numberField(&S::model, &ModelFields::extraTrainableParams, T::Count)},
        {{"model.layers", T::Integer, 1, 10000}, numberField(&S::model, &ModelFields::layers, T::Integer)},
        {{"model.hidden", T::Integer, 1, 1 << 20}, numberField(&S::model, &ModelFields::hidden, T::Integer)},
        {{"model.heads", T::Integer, 1, 1 << 16}, numberField(&S::model, &ModelFields::heads, T::Integer)},
        {{"model.kv_heads", T::Integer, 1, 1 << 16}, numberField(&S::model, &ModelFields::kvHeads, T::Integer)},
        {{"model.ffn", T::Integer, 1, 1 << 22}, numberField(&S::model, &ModelFields::ffn, T::Integer)},
        {{"model.vocab", T::Integer, 0, 1 << 24}, numberField(&S::model, &ModelFields::vocab, T::Integer)},
        {{"model.head_dim", T::Integer, 0, 1 << 16}, numberField(&S::model, &ModelFields::headDim, T::Integer)},
        {{"model.tied_embeddings", T::Bool}, boolField(&S::model, &ModelFields::tiedEmbeddings)},
        {{"model.experts", T::Integer, 0, 1 << 16}, numberField(&S::model, &ModelFields::experts, T::Integer)},
        {{"model.experts_active", T::Integer, 0, 1 << 16},
         numberField(&S::model, &ModelFields::expertsActive, T::Integer)},
        {{"model.expert_ffn", T::Integer, 0, 1 << 22}, numberField(&S::model, &ModelFields::expertFfn, T::Integer)},
        {{"model.shared_expert_ffn", T::Integer, 0, 1 << 22},
         numberField(&S::model, &ModelFields::sharedExpertFfn, T::Integer)},
        {{"model.dense_layers", T::Integer, 0, 10000}, numberField(&S::model, &ModelFields::denseLayers, T::Integer)},
        {{"model.dtype", T::Enum}, modelDtypeField()},
        {{"run.micro_batch", T::Integer, 1, 1 << 20}, numberField(&S::run, &RunFields::microBatch, T::Integer)},
        {{"run.grad_accum", T::Integer, 1, 1 << 20}, numberField(&S::run, &RunFields::gradAccum, T::Integer)},
        {{"run.global_batch", T::Integer, 1, 1e12}, numberField(&S::run, &RunFields::globalBatch, T::Integer)},
        {{"run.precision", T::Enum}, enumField(&S::run, &RunFields::precision)},
        {{"run.optimizer", T::Enum}, enumField(&S::run, &RunFields::optimizer)},
        {{"run.grad_checkpointing", T::Enum}, checkpointingField()},
        {{"run.ema", T::Bool}, boolField(&S::run, &RunFields::ema)},
        {{"run.cached_features", T::Bool}, boolField(&S::run, &RunFields::cachedFeatures)},
        {{"run.activation_offload", T::Bool}, boolField(&S::run, &RunFields::activationOffload)},
        {{"run.chunked_loss", T::Bool}, boolField(&S::run, &RunFields::chunkedLoss)},
        {{"run.fused_loss", T::Bool}, boolField(&S::run, &RunFields::fusedLoss)},
        {{"run.expandable_segments", T::Bool}, boolField(&S::run, &RunFields::expandableSegments)},
        {{"run.objective", T::Enum}, enumField(&S::run, &RunFields::objective)},
        {{"run.reference_model", T::Bool}, boolField(&S::run, &RunFields::referenceModel)},
        {{"run.rollout_memory_fraction", T::Number, 0, 1},
         numberField(&S::run, &RunFields::rolloutMemoryFraction, T::Number)},
        {{"run.auto_batch", T::Number, 0, 1}, numberField(&S::run, &RunFields::autoBatch, T::Number)},
        {{"run.rollout_sleep", T::Bool}, boolField(&S::run, &RunFields::rolloutSleep)},
        {{"run.from_scratch", T::Bool}, boolField(&S::run, &RunFields::fromScratch)},
        {{"run.compile", T::Bool}, boolField(&S::run, &RunFields::compile)},
        {{"run.optimizer_in_backward", T::Bool}, boolField(&S::run, &RunFields::optimizerInBackward)},
        {{"run.grads_through_forward", T::Bool}, boolField(&S::run, &RunFields::gradsThroughForward)},
        {{"run.foreach_optimizer", T::Bool}, boolField(&S::run, &RunFields::foreachOptimizer)},
        {{"run.fp32_grads", T::Bool}, boolField(&S::run, &RunFields::fp32Grads)},
        {{"run.finetune", T::Enum}, enumField(&S::run, &RunFields::finetune)},
        {{"run.trainable_layers", T::Integer, -10000, 10000}, numberField(&S::run, &RunFields::trainableLayers, T::Integer)},
        {{"run.blocks_to_swap", T::Integer, 0, 10000}, numberField(&S::run, &RunFields::blocksToSwap, T::Integer)},
        {{"run.loss_chunk_tokens", T::Integer, 0, 100000000}, numberField(&S::run, &RunFields::lossChunkTokens, T::Integer)},
        {{"run.freeze_vision_tower", T::Bool}, boolField(&S::run, &RunFields::freezeVisionTower)},
        {{"run.lora_rank", T::Integer, 1, 65536}, numberField(&S::run, &RunFields::loraRank, T::Integer)},
        {{"run.lora_targets", T::List}, loraTargetsField()},
        {{"run.lora_dropout", T::Number, 0, 1}, numberField(&S::run, &RunFields::loraDropout, T::Number)},
        {{"run.quant_bits", T::Integer, 2, 16}, numberField(&S::run, &RunFields::quantBits, T::Integer)},
        {{"run.double_quant", T::Bool}, boolField(&S::run, &RunFields::doubleQuant)},
        {{"run.attention", T::Enum}, enumField(&S::run, &RunFields::attention)},
        {{"data.seq_len", T::Integer, 1, 1 << 27}, numberField(&S::data, &DataFields::seqLen, T::Integer)},
        {{"data.completion_len", T::Integer, 0, 1 << 27}, numberField(&S::data, &DataFields::completionLen, T::Integer)},
        {{"data.packing", T::Bool}, boolField(&S::data, &DataFields::packing)},
        {{"data.pad_square", T::Bool}, boolField(&S::data, &DataFields::padSquare)},
        {{"data.image_size", T::ImageSize}, imageSizeField()},
        {{"data.frames", T::Integer, 0, 1 << 20}, numberField(&S::data, &DataFields::frames, T::Integer)},
        {{"data.images", T::Integer, 0, 4096}, numberField(&S::data, &DataFields::images, T::Integer)},
        {{"data.points", T::Integer, 0, 1 << 28}, numberField(&S::data, &DataFields::points, T::Integer)},
        {{"data.channels", T::Integer, 1, 1 << 16}, numberField(&S::data, &DataFields::channels, T::Integer)},
        {{"data.dtype", T::Enum}, dtypeField()},
        {{"data.sample_bytes", T::Bytes, 0, 1e13}, numberField(&S::data, &DataFields::sampleBytes, T::Bytes)},
        {{"data.dataset_size", T::Integer, 0, 1e13}, numberField(&S::data, &DataFields::datasetSize, T::Integer)},
        {{"data.cache", T::Enum}, enumField(&S::data, &DataFields::cache)},
        {{"data.cache_gib", T::Number, 0, 1e7}, numberField(&S::data, &DataFields::cacheGib, T::Number)},
        {{"data.cache_scope", T::Enum}, enumField(&S::data, &DataFields::cacheScope)},
        {{"loader.workers", T::Integer, 0, 4096}, numberField(&S::loader, &LoaderFields::workers, T::Integer)},
        {{"loader.prefetch", T::Integer, 0, 1024}, numberField(&S::loader, &LoaderFields::prefetch, T::Integer)},
        {{"loader.pin_memory", T::Bool}, boolField(&S::loader, &LoaderFields::pinMemory)},
        {{"loader.persistent", T::Bool}, boolField(&S::loader, &LoaderFields::persistent)},
        {{"parallel.gpus", T::Integer, 1, 4096}, numberField(&S::parallel, &ParallelFields::gpus, T::Integer)},
        {{"parallel.nodes", T::Integer, 1, 1 << 16}, numberField(&S::parallel, &ParallelFields::nodes, T::Integer)},
        {{"parallel.tp", T::Integer, 1, 1024}, numberField(&S::parallel, &ParallelFields::tp, T::Integer)},
        {{"parallel.pp", T::Integer, 1, 1024}, numberField(&S::parallel, &ParallelFields::pp, T::Integer)},
        {{"parallel.cp", T::Integer, 1, 1024}, numberField(&S::parallel, &ParallelFields::cp, T::Integer)},
        {{"parallel.ep", T::Integer, 1, 1024}, numberField(&S::parallel, &ParallelFields::ep, T::Integer)},
        {{"parallel.sequence_parallel", T::Bool}, boolField(&S::parallel, &ParallelFields::sequenceParallel)},
        {{"parallel.strategy", T::Enum}, enumField(&S::parallel, &ParallelFields::strategy)},
        {{"parallel.offload", T::Enum}, enumField(&S::parallel, &ParallelFields::offload)},
        {{"parallel.shard_frozen", T::Bool}, boolField(&S::parallel, &ParallelFields::shardFrozen)},
        {{"parallel.full_load", T::Bool}, boolField(&S::parallel, &ParallelFields::fullLoad)},
        {{"parallel.offload_nvme", T::Bool}, boolField(&S::parallel, &ParallelFields::offloadNvme)},
        {{"parallel.hybrid_shard", T::Bool}, boolField(&S::parallel, &ParallelFields::hybridShard)},
        {{"parallel.no_sync_accumulation", T::Bool}, boolField(&S::parallel, &ParallelFields::noSyncAccumulation)},
        {{"parallel.unit_grads", T::Bool}, boolField(&S::parallel, &ParallelFields::unitGrads)},
        {{"hardware.gpu", T::Text}, textField(&S::hardware, &HardwareFields::gpu)},
        {{"hardware.host_ram_gib", T::Number, 0.25, 1e6},
         numberField(&S::hardware, &HardwareFields::hostRamGib, T::Number)},
        {{"hardware.cpu_cores", T::Integer, 1, 1 << 16}, numberField(&S::hardware, &HardwareFields::cpuCores, T::Integer)},
        {{"hardware.shm_gib", T::Number, 0.001, 1e6}, numberField(&S::hardware, &HardwareFields::shmGib, T::Number)},
    };
    return table;
}

const Entry *findEntry(std::string_view name)
{
    const std::string key = toLower(trim(name));
    for (const Entry &e : entries())
        if (e.info.name == key)
            return &e;
    return nullptr;
}

Diagnostic makeError(const std::string &code, std::string_view field, std::string_view value,
                     const Source &source)
{
    Diagnostic d;
    d.code = code;
    d.file = source.file;
    d.line = source.line;
    d.column = source.column;
    d.args = {std::string(field), std::string(value)};
    return d;
}

// Checks the numeric range of a freshly parsed value before it is stored.
std::optional<std::string> checkRange(const FieldInfo &info, std::string_view value)
{
    if (info.type != T::Count && info.type != T::Integer && info.type != T::Number && info.type != T::Bytes)
        return std::nullopt;
    std::optional<double> v;
    switch (info.type) {
    case T::Count: v = parseCount(value); break;
    case T::Bytes: v = parseBytes(value); break;
    default: v = parseNumber(value); break;
    }
    if (v && (*v < info.min || *v > info.max))
        return "field.out_of_range";
    return std::nullopt;
}

} // namespace

const std::vector<FieldInfo> &canonicalFields()
{
    static const std::vector<FieldInfo> infos = [] {
        std::vector<FieldInfo> out;
        for (const Entry &e : entries())
            out.push_back(e.info);
        return out;
    }();
    return infos;
}

const FieldInfo *findField(std::string_view name)
{
    const Entry *e = findEntry(name);
    return e ? &e->info : nullptr;
}

std::string allowedValues(std::string_view field)
{
    const std::string f(field);
    auto join = [](const std::initializer_list<std::string_view> &names) {
        std::string out;
        for (std::string_view n : names)
            out += (out.empty() ? "" : ", ") + std::string(n);
        return out;
    };
    if (f == "model.kind") return join(enumNames<ModelKind>());
    if (f == "run.precision") return join(enumNames<Precision>());
    if (f == "run.optimizer") return join(enumNames<Optimizer>());
    if (f == "run.grad_checkpointing") return "false, true, full, selective";
    if (f == "run.finetune") return join(enumNames<Finetune>());
    if (f == "run.objective") return join(enumNames<Objective>());
    if (f == "run.attention") return join(enumNames<Attention>());
    if (f == "data.cache") return join(enumNames<CacheMode>());
    if (f == "data.cache_scope") return join(enumNames<CacheScope>());
    if (f == "parallel.strategy") return join(enumNames<Strategy>());
    if (f == "parallel.offload") return join(enumNames<Offload>());
    if (f == "data.image_size") return "224, 720x1280";
    if (f == "data.dtype") return "float32, float16, bfloat16, uint8, int64";
    if (f == "model.dtype") return "fp32, bf16, fp16, auto";
    const FieldInfo *info = findField(field);
    if (info && info->type == T::Bool) return "true, false";
    return {};
}

std::optional<Diagnostic> setField(TrainingSetup &setup, std::string_view field, std::string_view value,
                                   const Source &source)
{
    const Entry *e = findEntry(field);
    if (!e) {
        Diagnostic d = makeError("field.unknown", field, value, source);
        return d;
    }
    if (auto code = checkRange(e->info, value)) {
        Diagnostic d = makeError(*code, e->info.name, value, source);
        d.args.push_back(numberText(e->info.min));
        d.args.push_back(numberText(e->info.max));
        return d;
    }
    TrainingSetup trial = setup;
    if (auto code = e->access.set(trial, value)) {
        Diagnostic d = makeError(*code, e->info.name, value, source);
        if (*code == "field.bad_value")
            d.args.push_back(allowedValues(e->info.name));
        if (*code == "field.out_of_range" && e->info.type == T::ImageSize) { // each side, in pixels
            d.args.push_back("1");
            d.args.push_back("65536");
        }
        return d;
    }
    trial.sources[std::string(e->info.name)] = source;
    setup = std::move(trial);
    return std::nullopt;
}

std::optional<Diagnostic> setListField(TrainingSetup &setup, std::string_view field,
                                       const std::vector<std::string> &items, const Source &source)
{
    std::string joined;
    for (const std::string &i : items)
        joined += (joined.empty() ? "" : ",") + i;
    return setField(setup, field, joined, source);
}

std::string fieldValue(const TrainingSetup &setup, std::string_view field)
{
    const Entry *e = findEntry(field);
    return e ? e->access.get(setup) : std::string();
}

bool parseAssignment(std::string_view text, FieldChange &out, Diagnostics &diags)
{
    const auto eq = text.find('=');
    if (eq == std::string_view::npos || eq == 0) {
        Diagnostic d;
        d.code = "set.syntax";
        d.file = "--set";
        d.args = {std::string(text)};
        diags.push_back(d);
        return false;
    }
    out = FieldChange{std::string(text.substr(0, eq)), std::string(text.substr(eq + 1))};
    return true;
}

} // namespace headroom
