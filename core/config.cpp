#include "config.h"
#include "modelmatch.h"
#include "text.h"

#include "dialects/composereader.h"
#include "dialects/detect.h"
#include "dialects/files.h"
#include "dialects/generic.h"
#include "dialects/includes.h"
#include "dialects/jsoncheck.h"
#include "dialects/kubernetesreader.h"
#include "dialects/patcher.h"
#include "dialects/pyflatten.h"
#include "dialects/readstate.h"
#include "dialects/shellreader.h"
#include "dialects/shellwords.h"
#include "dialects/tomlflatten.h"
#include "dialects/visiblegpus.h"
#include "dialects/yamlflatten.h"
#include "fields.h"
#include "setupfile.h"
#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

namespace headroom {

using namespace dialects;

namespace {

Diagnostic error(const std::string &code, const std::string &file, std::vector<std::string> args, int line = 0,
                 int column = 0)
{
    Diagnostic d;
    d.code = code;
    d.file = file;
    d.line = line;
    d.column = column;
    d.args = std::move(args);
    return d;
}

bool hasYamlName(const std::string &path)
{
    const auto endsWith = [&](const char *suffix) {
        const std::string s(suffix);
        return path.size() >= s.size() && path.compare(path.size() - s.size(), s.size(), s) == 0;
    };
    return endsWith(".yaml") || endsWith(".yml") || endsWith(".YAML") || endsWith(".YML");
}

// Headroom's own format maps every canonical field to the key of the same name.
DialectMap headroomMap()
{
    DialectMap m;
    m.name = "headroom";
    m.syntaxes = {"yaml"};
    for (const FieldInfo &f : canonicalFields()) {
        Rule r;
        r.field = std::string(f.name);
        r.key = r.field;
        m.fieldOrder.push_back(r.field);
        m.rules[r.field].push_back(r);
    }
    return m;
}

// Rules for --map: read that key as that field, through the field's usual value table.
std::vector<Rule> extraRules(const std::vector<KeyMapping> &mappings, const DialectMap &map)
{
    std::vector<Rule> out;
    for (const KeyMapping &m : mappings) {
        Rule r;
        r.field = m.field;
        r.key = m.keyPath;
        if (const auto it = map.rules.find(m.field); it != map.rules.end())
            for (const Rule &known : it->second)
                if (!known.values.empty() && known.pattern.empty()) {
                    r.values = known.values;
                    r.values.emplace("*", ""); // a value the table lacks is taken as written
                    break;
                }
        out.push_back(r);
    }
    return out;
}

struct Reader {
    const DialectMaps &maps;
    const LoadOptions &options;
    Diagnostics &diags;
    // A command line's overrides of the config file it names (`tune run … --config x.yaml
    // batch_size=4`): read after the file's own keys, so they win.
    const std::vector<Entry> *overrides = nullptr;
    // The dialect given is only what the launch line's shape suggests (`python train.py X.py` is
    // OpenMMLab's tools/train.py CONFIG, and also nanoGPT's train.py CONFIG): a map whose own
    // detect keys say more about the file wins.
    bool dialectIsGuess = false;
    int wrapperDepth = 0; // how many `bash other.sh` scripts deep this reading is
    // The script's arguments whose command values chose a branch of it (`--model=gemma` picking
    // `model_name = 'google/gemma-3-4b-it'`): what the script makes of them is what they mean.
    std::set<std::string> selectors{};

    // The text as yaml-cpp is given it, byte for byte as long as the file (so every position
    // stays): JSON's surrogate escapes made plain, and old Mac line ends (CR alone, which
    // PyYAML reads as line breaks and yaml-cpp does not) made newlines, as loadYamlChecked
    // makes them for its own parse.
    static std::string parseableText(const std::string &text, bool json)
    {
        std::string out = json ? withoutSurrogateEscapes(text) : text;
        crLineEndsToNewlines(out);
        return out;
    }

    // A JSON or YAML file: parsed, and its dialect detected unless one is forced (`dialect`).
    bool readStructured(Document &doc, const std::string &body, TextKind kind, YAML::Node &root, std::string &dialect)
    {
        doc.syntax = kind == TextKind::Json ? Syntax::Json : Syntax::Yaml;
        // A .json file is read by json.load(): hold it to JSON, not to the YAML it also parses as.
        if (kind == TextKind::Json && !hasYamlName(doc.path) && !checkJson(body, doc.path, diags))
            return false;
        Diagnostics parsed;
        const bool json = kind == TextKind::Json;
        const bool ok = flattenYaml(parseableText(doc.text, json), doc.path, "", doc.entries, &doc.extents, parsed, &root);
        // A Kubernetes manifest: `apiVersion` and `kind` at the top of a document. Its documents
        // are all read (a ConfigMap or a Service beside the Job is no second config).
        // (parsed again only where the text can hold one: a big file is not read twice for nothing)
        if (ok && dialect.empty() && root.IsMap() && body.find("apiVersion") != std::string::npos &&
            body.find("kind") != std::string::npos) {
            std::vector<YAML::Node> docs;
            try {
                docs = YAML::LoadAll(parseableText(body, json));
            } catch (const YAML::Exception &) {
                docs = {root}; // parsed once already; a second parse refusing it is no reason to stop
            }
            if (std::any_of(docs.begin(), docs.end(), [](const YAML::Node &d) { return isKubernetesObject(d); })) {
                dialect = "kubernetes";
                parsed.erase(std::remove_if(parsed.begin(), parsed.end(),
                                            [](const Diagnostic &d) { return d.code == "yaml.more_documents"; }),
                             parsed.end());
            }
        }
        diags.insert(diags.end(), parsed.begin(), parsed.end());
        if (!ok)
            return false;
        if (root.IsNull()) {
            diags.push_back(error("file.empty", doc.path, {}));
            return false;
        }
        if (!root.IsMap()) {
            diags.push_back(error("setup.not_a_map", doc.path, {}, root.Mark().line + 1, root.Mark().column + 1));
            return false;
        }
        if (dialect.empty())
            dialect = looksLikeHeadroom(doc) ? "headroom" : detectDialect(maps, doc, root, kind == TextKind::Json);
        // No tool's keys, but some of Headroom's own: its format, with the rest reported;
        // unless the generic reader understands more of it (Point-MAE's `model: {NAME: …}`
        // beside `npoints`, `total_bs`, `optimizer: {type: AdamW}` is no Headroom file).
        if (dialect.empty()) {
            const auto own = std::count_if(doc.entries.begin(), doc.entries.end(),
                                           [](const Entry &e) { return findField(e.key) != nullptr; });
            if (own > 0)
                dialect = genericReadsMore(doc, own) ? "generic" : "headroom";
        }
        // No tool claims it: the generic reader reads what its keys say by their names.
        if (dialect.empty() && maps.synonyms())
            dialect = "generic";
        return true;
    }

    // What the reader keeps of a read file: the setup, the keys not understood, the model-name
    // candidates, and the state an export needs.
    void keep(Document &doc, const DialectMap &map, const MapOutcome &outcome, LoadedConfig &out)
    {
        auto state = std::make_shared<ReadState>();
        state->map = map;
        state->bindings = outcome.bindings;
        state->classNames = maps.classNames();
        out.setup = outcome.setup;
        out.unknownKeys = outcome.unknown;
        // Every key that may name the model is a candidate the resolver matches against the
        // catalog when the dialect's own model.name is missing or unknown.
        for (const dialects::Entry &e : doc.entries)
            if (isModelKey(e.key) && !e.isSequence && !e.unresolved && !trim(e.value).empty())
                out.setup.model.candidates.push_back({e.value, e.key, e.line, e.file.empty() ? out.path : e.file});
        for (const dialects::Entry &e : doc.entries) {
            const std::string last = toLower(e.key.substr(e.key.find_last_of('.') == std::string::npos ? 0 : e.key.find_last_of('.') + 1));
            static const std::set<std::string> tokenizerKeys = {"tokenizer", "tokenizer_name", "tokenizer_name_or_path",
                                                                "tokenizer_path", "tokenizer_id", "--tokenizer", "--tokenizer_name",
                                                                "--tokenizer_name_or_path", "--tokenizer-model", "--tokenizer_path"};
            if (tokenizerKeys.count(last) && !e.isSequence && !e.unresolved && !trim(e.value).empty())
                out.setup.model.tokenizers.push_back({e.value, e.key, e.line, e.file.empty() ? out.path : e.file});
        }
        // People name a config after its model ("vrt_spike_baseline.yaml"): the weakest evidence, tried last.
        if (const std::string stem = std::filesystem::path(out.path).stem().string(); !stem.empty())
            out.setup.model.candidates.push_back({stem, "", 0, out.path});
        state->doc = std::move(doc);
        out.state = state;
    }

    // A key holding a mapping where the dialect's rule wanted one value is no news when the
    // generic reader found the field elsewhere (optimizer: {optimizer: adam}); nor is a DeepSpeed
    // "auto" another key of the file states (HF's Trainer fills it in).
    void dropAnsweredWarnings(const TrainingSetup &s)
    {
        // (a field whose stated value is refused as an error has no tool's default standing in:
        // the error says what is wrong with the file's own value)
        std::set<std::string> refused;
        for (const Diagnostic &d : diags)
            if (d.severity == Diagnostic::Severity::Error && d.code.rfind("field.", 0) == 0 && !d.args.empty())
                refused.insert(d.args[0]);
        diags.erase(std::remove_if(diags.begin(), diags.end(),
                                   [&](const Diagnostic &d) {
                                       return (d.code == "dialect.container_value" && d.args.size() > 1 &&
                                               s.isStated(d.args[1])) ||
                                              (d.code == "dialect.tool_default" && !d.args.empty() && refused.count(d.args[0])) ||
                                              autoFilledIn(d, s);
                                   }),
                    diags.end());
    }

    // The entries of the files a file is composed from (scripts read, Hydra's defaults, yacs'
    // _BASE_, LightningCLI's section files), interpolations resolved.
    void composeFromOtherFiles(Document &doc, const YAML::Node &root, const std::string &dialect)
    {
        if (doc.syntax == Syntax::Shell) {
            readShellScript(doc);
        } else if (doc.syntax == Syntax::Env) {
            readEnvFile(doc);
        } else if (dialect == "hydra") {
            composeHydra(doc, root, diags);
        } else if (dialect == "yacs" || (root.IsMap() && root["__include__"])) {
            // (RT-DETR's, D-FINE's and DEIM's YAMLConfig: `__include__: [a.yml, b.yml]`, each
            // later file over the one before, the file itself over them all, as yacs' _BASE_)
            composeYacs(doc, root, diags);
        } else if (doc.syntax == Syntax::Yaml && dialect != "docker-compose" && dialect != "kubernetes") {
            if (dialect == "lightning-cli")
                includeSectionFiles(doc, diags);
            // OmegaConf-style ${a.b} and ${oc.env:NAME,default} outside Hydra (a Lightning CLI file
            // read with --parser_mode omegaconf, a project's own config): resolved where the file
            // says, otherwise left unresolved (a warning), never read as a literal value.
            resolveInterpolations(doc, diags);
        }
    }

    // What the file's warnings say once every reader has read it.
    void reviewWarnings(const Document &doc, const TrainingSetup &s)
    {
        dropAnsweredWarnings(s);
        refuseImpossibleNumbers(s);
        sayWhatStandsInstead(s);
        sayBothHalfPrecisions(doc, s);
    }

    // A value passed over leaves its field where it was: the warning names what the estimate
    // uses instead (optim: lion_8bit_weird -> run.optimizer stays adamw), so nobody has to guess
    // which optimizer the numbers are for.
    // (a tool's default the dialect filled in is what stands instead: that warning goes, the file
    // does state the field, in a value Headroom does not know)
    void sayWhatStandsInstead(const TrainingSetup &s)
    {
        // (a value one rule passed over that another read from the very key, DAdaptAdam through the
        // generic reader's optimizer names, was read after all: no warning says otherwise)
        diags.erase(std::remove_if(diags.begin(), diags.end(),
                                   [&](const Diagnostic &d) {
                                       if (d.code != "dialect.unmapped_value" || d.args.size() != 3 || !s.isStated(d.args[2]) ||
                                           s.isToolDefault(d.args[2]))
                                           return false;
                                       const auto src = s.sources.find(d.args[2]);
                                       return src != s.sources.end() && src->second.keyPath == d.args[0] &&
                                              src->second.line == d.line;
                                   }),
                    diags.end());
        std::set<std::string> passedOver;
        for (Diagnostic &d : diags) {
            if (d.code != "dialect.unmapped_value" || d.args.size() != 3)
                continue;
            const bool toolDefault = s.isToolDefault(d.args[2]);
            if (s.isStated(d.args[2]) && !toolDefault)
                continue;
            // (a field whose 0 is "not given", a global batch or a size, has no value to name)
            static const std::set<std::string> zeroIsUnset = {"run.global_batch", "data.dataset_size", "data.sample_bytes",
                                                              "model.params", "model.trainable_params", "hardware.host_ram_gib"};
            if (const std::string v = fieldValue(s, d.args[2]); !v.empty() && !(v == "0" && zeroIsUnset.count(d.args[2])))
                d.args.push_back(v);
            if (toolDefault)
                passedOver.insert(d.args[2]);
        }
        diags.erase(std::remove_if(diags.begin(), diags.end(),
                                   [&](const Diagnostic &d) {
                                       return d.code == "dialect.tool_default" && !d.args.empty() && passedOver.count(d.args[0]);
                                   }),
                    diags.end());
    }

    // A count no run can have (batch_size: -8, 1e23, .nan) under a key that names the batch,
    // the accumulation, the GPUs or the workers, where nothing else in the file states it: the
    // file is wrong, as it is where a dialect's own rule reads the key (field.out_of_range,
    // exit 3), not a setting passed over while the run is judged at the default. 0 and -1 stay
    // warnings: to many tools they mean "off", "all" or "auto" (HF datasets' batch_size=0, a
    // LoRA rank 0, OpenRLHF's --lora_rank 0).
    void refuseImpossibleNumbers(const TrainingSetup &s)
    {
        static const std::set<std::string> counts = {"run.micro_batch", "run.grad_accum", "parallel.gpus",
                                                     "parallel.nodes", "loader.workers"};
        for (Diagnostic &d : diags) {
            if (d.code != "dialect.unmapped_value" || d.args.size() < 3 || s.isStated(d.args[2]) || counts.count(d.args[2]) == 0)
                continue;
            const std::string value = toLower(trim(d.args[1]));
            const bool notFinite = value.find("nan") != std::string::npos || value.find("inf") != std::string::npos;
            const std::optional<double> number = parseNumber(value);
            const bool impossible = notFinite || (number && (*number < -1 || *number > 1e7));
            if (!impossible || value.find_first_not_of("0123456789.eE+-naif") != std::string::npos)
                continue;
            TrainingSetup scratch;
            Source at;
            at.kind = Source::Kind::File;
            at.file = d.file;
            at.line = d.line;
            at.column = d.column;
            at.keyPath = d.args[0];
            if (std::optional<Diagnostic> refused = setField(scratch, d.args[2], d.args[1], at)) {
                refused->file = d.file;
                refused->line = d.line;
                refused->column = d.column;
                refused->severity = Diagnostic::Severity::Error;
                d = *refused;
            }
        }
    }

    // Whether `d` is a DeepSpeed "auto" warning for a field that HF's Trainer fills in from what
    // `s` states (train_batch_size: from the micro batch, accumulation and GPU count).
    static bool autoFilledIn(const Diagnostic &d, const TrainingSetup &s)
    {
        if (d.code != "dialect.auto_value" || d.args.size() < 2)
            return false;
        return s.isStated(d.args[1]) || (d.args[1] == "run.global_batch" && s.isStated("run.micro_batch"));
    }

    // A script saved with Windows line ends: bash reads `\` + CR + LF as an escaped CR, not as a
    // line continuation, so the flags on the lines after it never reach the command. Read as
    // meant, and said at the first such line (dos2unix fixes the file).
    void sayCrlfContinuation(const Document &doc)
    {
        if (doc.syntax != Syntax::Shell)
            return;
        const size_t at = doc.text.find("\\\r\n");
        if (at == std::string::npos)
            return;
        int line = 0, column = 0;
        lineColumnAt(doc.text, at, line, column);
        Diagnostic d = error("shell.crlf_continuation", doc.path, {}, line, column);
        d.severity = Diagnostic::Severity::Warning;
        diags.push_back(d);
    }

    // `fp16: true` beside `bf16: true` in one section: HF's TrainingArguments refuses it ("At most
    // one of fp16 and bf16 can be True"), so does Lightning's one precision; said, with what was read.
    void sayBothHalfPrecisions(const Document &doc, const TrainingSetup &s)
    {
        const auto on = [&doc](const char *name) -> const Entry * {
            for (const Entry &e : doc.entries) {
                const size_t dot = e.key.rfind('.');
                const std::string last = e.key.substr(dot == std::string::npos ? 0 : dot + 1);
                if (normalizeFlag(last) == name && !e.isSequence && toLower(trim(e.value)) == "true" && e.file == doc.path)
                    return &e;
            }
            return nullptr;
        };
        const Entry *fp16 = on("fp16");
        const Entry *bf16 = on("bf16");
        if (!fp16 || !bf16 || fp16->key.substr(0, fp16->key.size() - 4) != bf16->key.substr(0, bf16->key.size() - 4))
            return;
        const Entry *later = fp16->line > bf16->line ? fp16 : bf16;
        Diagnostic d = error("config.fp16_and_bf16", doc.path, {fp16->key, bf16->key, std::string(toString(s.run.precision))},
                             later->line, later->column);
        d.severity = Diagnostic::Severity::Warning;
        diags.push_back(d);
    }

    // A non-breaking space (U+00A0, pasted from a web page) where the indentation is: YAML takes
    // it as part of the key, which then names nothing the tool knows. Said at the first such line.
    void sayNonBreakingIndent(const Document &doc)
    {
        if (doc.syntax != Syntax::Yaml)
            return;
        for (size_t start = 0; start < doc.text.size();) {
            const size_t first = doc.text.find_first_not_of(' ', start);
            if (first != std::string::npos && doc.text.compare(first, 2, "\xC2\xA0") == 0) {
                int line = 0, column = 0;
                lineColumnAt(doc.text, first, line, column);
                Diagnostic d = error("yaml.nbsp_indent", doc.path, {}, line, column);
                d.severity = Diagnostic::Severity::Warning;
                diags.push_back(d);
                return;
            }
            const size_t next = doc.text.find('\n', start);
            if (next == std::string::npos)
                break;
            start = next + 1;
        }
    }

    // NeMo's fine-tuning scripts (speech_to_text_finetune.py) read `init_from_pretrained_model`
    // and `init_from_nemo_model` at the config's top level only: one inside a section is never
    // seen, and the script stops without a model to start from.
    void sayNestedNemoInit(const Document &doc)
    {
        if (doc.syntax != Syntax::Yaml)
            return;
        for (const Entry &e : doc.entries) {
            const size_t dot = e.key.rfind('.');
            const std::string last = dot == std::string::npos ? e.key : e.key.substr(dot + 1);
            if (dot != std::string::npos && (last == "init_from_pretrained_model" || last == "init_from_nemo_model") &&
                !e.isNull) {
                Diagnostic d = error("nemo.nested_init", e.file.empty() ? doc.path : e.file, {e.key, last}, e.line, e.column);
                d.severity = Diagnostic::Severity::Warning;
                diags.push_back(d);
            }
        }
    }

    // A script of comments, or of commands none of which launches anything: said, rather than
    // shown as an empty reading.
    // A config of another framework (PaddlePaddle, JAX, TensorFlow, MindSpore): its settings read
    // the same, but the memory model is PyTorch's, which the warning says, with what gave it away.
    // `model_type = "SD3"` beside [SD], [SDXL], [flux] and [SD3] tables that hold the same keys:
    // the script reads the table the top-level value names; the others are alternatives that do
    // not run, so their keys are not read (a key of [flux] must not stand for the SD3 run).
    void keepSelectedSection(Document &doc, const std::string &dialect)
    {
        if (doc.syntax == Syntax::Shell || doc.syntax == Syntax::Env || dialect == "docker-compose" ||
            dialect == "kubernetes")
            return;
        std::map<std::string, std::set<std::string>> tables; // lower-case table name → its keys
        for (const Entry &e : doc.entries) {
            const size_t dot = e.key.find('.');
            if (dot != std::string::npos && dot > 0)
                tables[toLower(e.key.substr(0, dot))].insert(e.key.substr(dot + 1));
        }
        if (tables.size() < 2)
            return;
        for (const Entry &sel : doc.entries) {
            if (sel.key.find_first_of(".[") != std::string::npos || sel.isSequence || sel.value.empty())
                continue;
            const auto chosen = tables.find(toLower(sel.value));
            if (chosen == tables.end())
                continue;
            std::set<std::string> others;
            for (const auto &[name, keys] : tables) {
                const size_t shared = std::count_if(keys.begin(), keys.end(),
                                                    [&](const std::string &k) { return chosen->second.count(k) != 0; });
                if (name != chosen->first && shared >= 2)
                    others.insert(name);
            }
            if (others.empty())
                continue;
            std::string listed;
            for (const auto &[name, keys] : tables)
                if (others.count(name) != 0)
                    listed += (listed.empty() ? "" : ", ") + name;
            Diagnostic d = error("config.alternative_sections", sel.file.empty() ? doc.path : sel.file,
                                 {sel.key, sel.value, listed}, sel.line, sel.column);
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
            // (the selector has done its work where the chosen section names its own model: a
            // section's name is no setting, and its model path names the model better than `SD3`
            // does; elsewhere it stays, `optimizer: sgd` beside [sgd] and [adam] still says SGD)
            const bool sectionNamesModel = std::any_of(chosen->second.begin(), chosen->second.end(), [](const std::string &k) {
                return toLower(k).find("model") != std::string::npos;
            });
            const std::string selector = sel.key;
            doc.entries.erase(std::remove_if(doc.entries.begin(), doc.entries.end(),
                                             [&](const Entry &e) {
                                                 const size_t dot = e.key.find('.');
                                                 return (sectionNamesModel && e.key == selector) ||
                                                        (dot != std::string::npos &&
                                                         others.count(toLower(e.key.substr(0, dot))) != 0);
                                             }),
                              doc.entries.end());
            return;
        }
    }

    // What the text itself gets wrong for the tool that reads it: a `\` before CRLF, a
    // non-breaking space in the indentation, a NeMo init nested where it is not read.
    void sayTextSlips(const Document &doc)
    {
        sayCrlfContinuation(doc);
        sayNonBreakingIndent(doc);
        sayNestedNemoInit(doc);
    }

    void sayOtherFramework(const Document &doc)
    {
        struct Marker { const char *framework, *what; };
        auto endsWith = [](const std::string &s, const std::string &tail) {
            return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
        };
        for (const Entry &e : doc.entries) {
            const std::string key = toLower(e.key), value = toLower(e.value);
            const char *framework = nullptr;
            if (endsWith(key, "batch_size_per_card") || key == "global.use_gpu" || endsWith(value, ".pdparams") ||
                endsWith(value, ".pdmodel") || (endsWith(key, "run_mode") && value == "paddle"))
                framework = "PaddlePaddle";
            else if (key == "trainer.mp" && value.find("p=") != std::string::npos && value.find("c=") != std::string::npos)
                framework = "JAX";
            else if (endsWith(key, "device_target") && (value == "ascend" || value == "davinci"))
                framework = "MindSpore";
            if (framework) {
                Diagnostic d = error("config.other_framework", e.file.empty() ? doc.path : e.file, {framework, e.key}, e.line,
                                     e.column);
                d.severity = Diagnostic::Severity::Warning;
                diags.push_back(d);
                return;
            }
        }
        if (doc.syntax != Syntax::Python && doc.syntax != Syntax::Shell)
            return;
        static const Marker imports[] = {{"PaddlePaddle", "import paddle"}, {"PaddlePaddle", "paddle.distributed.launch"},
                                         {"JAX", "import jax"}, {"JAX", "from jax"}, {"JAX", "import flax"},
                                         {"JAX", "from flax"}, {"TensorFlow", "import tensorflow"},
                                         {"TensorFlow", "from tensorflow"}, {"MindSpore", "import mindspore"}};
        if (doc.text.find("import torch") != std::string::npos)
            return; // (a PyTorch script that also imports another framework's helpers)
        for (const Marker &m : imports) {
            const size_t at = doc.text.find(m.what);
            if (at == std::string::npos)
                continue;
            int line = 0, column = 0;
            lineColumnAt(doc.text, at, line, column);
            Diagnostic d = error("config.other_framework", doc.path, {m.framework, m.what}, line, column);
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
            return;
        }
    }

    void sayWhenNothingRead(const Document &doc)
    {
        if ((doc.syntax != Syntax::Shell && doc.syntax != Syntax::Env) || !doc.entries.empty() || !doc.commands.empty())
            return;
        Diagnostic d = error(doc.syntax == Syntax::Shell ? "shell.no_launch" : "env.no_settings", doc.path, {});
        d.severity = Diagnostic::Severity::Warning;
        diags.push_back(d);
    }

    // Reads `doc`; the columns of what it says about the file (diagnostics, where each field
    // was read) count characters, as an editor shows them, not UTF-8 bytes.
    bool read(Document &doc, const std::string &forcedDialect, LoadedConfig &out)
    {
        const size_t first = diags.size();
        const bool ok = readText(doc, forcedDialect, out);
        if (doc.text.size() > kMaxCharColumnText ||
            std::all_of(doc.text.begin(), doc.text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; }))
            return ok;
        const LineStarts starts(doc.text);
        for (size_t i = first; i < diags.size(); ++i)
            if (diags[i].file == doc.path)
                diags[i].column = starts.charColumn(diags[i].line, diags[i].column);
        for (auto &[field, src] : out.setup.sources)
            if (src.kind == Source::Kind::File && src.file == doc.path)
                src.column = starts.charColumn(src.line, src.column);
        return ok;
    }

    // argparse's dest of a flag (`--per-device-batch`: per_device_batch); "" for a key that is no flag.
    static std::string argumentDest(const std::string &key)
    {
        const size_t name = key.find_first_not_of('-');
        if (name == 0 || name == std::string::npos)
            return std::string();
        std::string dest = key.substr(name);
        std::replace(dest.begin(), dest.end(), '-', '_');
        return dest;
    }

    // The values the launching command gives a script's arguments, by argparse's dest
    // (`--model=gemma`, `--per-device-batch 4`: model → gemma, per_device_batch → 4).
    std::map<std::string, std::string> commandArguments() const
    {
        std::map<std::string, std::string> out;
        if (!overrides)
            return out;
        for (const Entry &e : *overrides)
            if (const std::string dest = argumentDest(e.key); !dest.empty() && !e.bareFlag && !e.unresolved && !e.isSequence)
                out[dest] = e.value;
        return out;
    }

    bool readText(Document &doc, std::string forcedDialect, LoadedConfig &out)
    {
        doc.lineEnding = doc.text.find("\r\n") != std::string::npos ? "\r\n" : "\n";
        std::string body = doc.text;
        doc.bom = stripBom(body) ? 3 : 0;
        if (!checkTextEncoding(body, doc.path, diags))
            return false;
        if (body.find_first_not_of(" \t\r\n") == std::string::npos) {
            diags.push_back(error("file.empty", doc.path, {}));
            return false;
        }
        const TextKind kind = guessTextKind(doc.text, doc.path);
        YAML::Node root;
        std::string dialect = forcedDialect;
        if (kind == TextKind::Toml || kind == TextKind::Python) {
            // kohya TOML, mmengine/mmcv .py: a tool's map where one claims it, else the generic reader.
            const bool toml = kind == TextKind::Toml;
            doc.syntax = toml ? Syntax::Toml : Syntax::Python;
            if (!(toml ? flattenToml(doc.text, doc.path, doc.entries, diags)
                       : flattenPython(doc.text, doc.path, doc.entries, diags, commandArguments(), &selectors)))
                return false;
            if (dialect.empty() || dialectIsGuess) {
                const std::string found = detectDialect(maps, doc, root, std::string(toml ? "toml" : "python"));
                if (dialect.empty() || (!found.empty() && detectionScore(maps, doc, root, found) >
                                                              detectionScore(maps, doc, root, dialect)))
                    dialect = found;
            }
            if (dialect.empty() && maps.synonyms())
                dialect = "generic";
        } else if (kind == TextKind::Json || kind == TextKind::Yaml) {
            if (!readStructured(doc, body, kind, root, dialect))
                return false;
        } else {
            doc.syntax = kind == TextKind::Env ? Syntax::Env : Syntax::Shell;
            dialect = kind == TextKind::Env ? "env" : "shell";
            const bool powershell = powerShellScript(doc.path);
            const size_t quote = unclosedShellQuote(doc.text, doc.bom, doc.text.size(), powershell);
            if (quote != std::string::npos) {
                int line = 0, column = 0;
                lineColumnAt(body, quote - doc.bom, line, column);
                std::string what = doc.text.substr(quote, doc.text[quote] == '$' ? 2 : 1);
                diags.push_back(error("shell.unclosed_quote", doc.path, {what}, line, column));
                return false;
            }
            if (kind == TextKind::Shell && !powershell) { // (PowerShell's blocks are { … }, not fi/done/esac)
                if (const size_t block = unclosedShellBlock(doc.text, doc.bom, doc.text.size()); block != std::string::npos) {
                    int line = 0, column = 0;
                    lineColumnAt(body, block - doc.bom, line, column);
                    diags.push_back(error("shell.unclosed_block", doc.path, {}, line, column));
                    return false;
                }
            }
        }
        if (dialect.empty()) {
            diags.push_back(error("dialect.unknown", doc.path, {}));
            return false;
        }
        out.dialect = dialect;
        if (dialect == "headroom")
            return readHeadroom(doc, out, root);
        const DialectMap *map = maps.find(dialect);
        if (!map) {
            diags.push_back(error("dialect.no_map", doc.path, {dialect}));
            return false;
        }
        composeFromOtherFiles(doc, root, dialect);
        diags.insert(diags.end(), doc.notes.begin(), doc.notes.end()); // a broken `\` continuation, …
        doc.notes.clear();
        sayWhenNothingRead(doc);
        sayOtherFramework(doc);
        keepSelectedSection(doc, dialect);
        sayTextSlips(doc);
        if (overrides && doc.syntax != Syntax::Shell && doc.syntax != Syntax::Env)
            for (const Entry &o : *overrides)
                if (!selectors.count(argumentDest(o.key))) // (the script's choice on it is what it means)
                    doc.entries.push_back(o);
        const std::vector<Rule> extra = extraRules(options.mappings, *map);
        for (const KeyMapping &m : options.mappings)
            if (!findField(m.field))
                diags.push_back(error("field.unknown", "--map", {m.field, m.keyPath}));
        if (hasError(diags))
            return false;
        MapOutcome outcome;
        if (dialect == "docker-compose" || dialect == "kubernetes") {
            const bool manifest = dialect == "kubernetes";
            doc.syntax = manifest ? Syntax::Kubernetes : Syntax::Compose;
            if (!(manifest ? readKubernetes(doc, *map, extra, outcome) : readCompose(doc, root, *map, extra, outcome)))
                return false;
        } else {
            outcome = applyMap(*map, maps, doc, extra, diags);
            // The dialect's rules win where they apply; the generic reader fills what they miss.
            if (maps.synonyms())
                applyGeneric(*maps.synonyms(), doc, outcome, diags);
            reviewWarnings(doc, outcome.setup);
            if (dialect == "generic" && outcome.stated == 0) {
                // Keys that name a setting but hold no value it takes ("batch_size: eight"): that
                // is what is wrong, not that no key was recognised.
                bool valueWrong = false;
                for (Diagnostic &d : diags)
                    if (d.code == "dialect.unmapped_value" && d.file == doc.path) {
                        d.severity = Diagnostic::Severity::Error;
                        valueWrong = true;
                    }
                // `services:` written as a list: a compose file whose services Compose refuses
                if (!valueWrong && root.IsMap() && root["services"] && root["services"].IsSequence()) {
                    const YAML::Mark m = root["services"].Mark();
                    diags.push_back(error("compose.services_not_map", doc.path, {}, m.line + 1, m.column + 1));
                    return false;
                }
                if (!valueWrong)
                    diags.push_back(error("dialect.unknown", doc.path, {}));
                return false;
            }
        }
        checkMappings(doc, extra);
        if (hasError(diags))
            return false;
        followReferences(doc, *map, outcome);
        keep(doc, *map, outcome, out);
        return true;
    }

    // Whether the generic reader states more fields of `doc` than the `own` keys it has that are
    // Headroom's field names.
    bool genericReadsMore(const Document &doc, std::ptrdiff_t own) const
    {
        const DialectMap *generic = maps.find("generic");
        if (!generic || !maps.synonyms())
            return false;
        Document trial = doc;
        Diagnostics quiet;
        MapOutcome o = applyMap(*generic, maps, trial, {}, quiet);
        applyGeneric(*maps.synonyms(), trial, o, quiet);
        return o.stated > own;
    }

    bool readHeadroom(Document &doc, LoadedConfig &out, const YAML::Node &root)
    {
        // (the document readStructured parsed and checked; a file forced to the dialect is parsed here)
        if (!(root.IsDefined() && !root.IsNull() ? readSetupNode(root, doc.path, out.setup, diags)
                                                 : readSetupYaml(doc.text, doc.path, out.setup, diags)))
            return false;
        // A Headroom setup's keys are the fields themselves: a --map has nothing to read here.
        for (const KeyMapping &m : options.mappings) {
            Diagnostic d = error("map.headroom_file", "--map", {m.field + "=" + m.keyPath});
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
        }
        auto state = std::make_shared<ReadState>();
        state->map = headroomMap();
        Diagnostics ignored;
        state->bindings = applyMap(state->map, maps, doc, {}, ignored).bindings;
        state->doc = std::move(doc);
        out.state = state;
        return true;
    }

    // Of the parts a file runs (compose services, a manifest's containers), the index of the one
    // whose reading (`readPart`) states the most fields, the first of equals; -1 with none.
    template <typename Part, typename ReadPart>
    int trainingPart(const Document &doc, const std::vector<Part> &parts, ReadPart readPart, const DialectMap &map,
                     const std::vector<Rule> &extra) const
    {
        int best = -1, bestCount = -1;
        for (size_t i = 0; i < parts.size(); ++i) {
            Document trial = doc;
            readPart(trial, parts[i]);
            Diagnostics quiet;
            const int n = applyMap(map, maps, trial, extra, quiet).stated;
            if (n > bestCount)
                best = static_cast<int>(i), bestCount = n;
        }
        return best;
    }

    // The part that trains, read: its rules, then the generic reader under them for its command,
    // read as a script's line is (`yolo … batch=128 device=0,1` over 2 GPUs).
    void readPart(Document &doc, const DialectMap &map, const std::vector<Rule> &extra, MapOutcome &outcome)
    {
        diags.insert(diags.end(), doc.notes.begin(), doc.notes.end()); // an env_file not there, …
        doc.notes.clear();
        outcome = applyMap(map, maps, doc, extra, diags);
        if (maps.synonyms())
            applyGeneric(*maps.synonyms(), doc, outcome, diags);
    }

    // Every service is read; the one that states the most fields is the one that trains.
    bool readCompose(Document &doc, const YAML::Node &root, const DialectMap &map, const std::vector<Rule> &extra,
                     MapOutcome &outcome)
    {
        const std::vector<std::string> services = composeServices(root);
        const auto read = [&root](Document &d, const std::string &s) { readComposeService(d, root, s); };
        const int best = trainingPart(doc, services, read, map, extra);
        if (best < 0) {
            diags.push_back(error("compose.no_services", doc.path, {}));
            return false;
        }
        readComposeService(doc, root, services[static_cast<size_t>(best)]);
        readPart(doc, map, extra, outcome);
        // A container's /dev/shm is limited: Docker's default when the file does not set shm_size
        // (resolveSetup fills it from the coefficients); with `ipc: host` it is the host's own.
        const bool hostIpc = std::any_of(doc.entries.begin(), doc.entries.end(), [](const dialects::Entry &e) {
            return e.key == "ipc" && e.value == "host";
        });
        outcome.setup.hardware.container = !hostIpc;
        if (services.size() > 1) {
            Diagnostic d = error("compose.service", doc.path, {services[static_cast<size_t>(best)]});
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
        }
        return true;
    }

    // Every container of the manifest's pod specs is read; the one that states the most fields
    // is the one that trains (a PyTorchJob's Master and Worker run the same one).
    bool readKubernetes(Document &doc, const DialectMap &map, const std::vector<Rule> &extra, MapOutcome &outcome)
    {
        const Manifest manifest = readManifest(doc);
        doc.entries.clear(); // the first document's, flattened on the way: each container brings its own
        doc.extents.clear();
        const std::vector<ManifestContainer> &containers = manifest.containers;
        const auto read = [&manifest](Document &d, const ManifestContainer &c) { readManifestContainer(d, manifest, c); };
        const int best = trainingPart(doc, containers, read, map, extra);
        if (best < 0) {
            diags.push_back(error("kubernetes.no_containers", doc.path, {}));
            return false;
        }
        const ManifestContainer &c = containers[static_cast<size_t>(best)];
        const bool shmLimited = readManifestContainer(doc, manifest, c);
        linkTwinContainers(doc, manifest, static_cast<size_t>(best));
        doc.extents = manifest.extents[c.document];
        readPart(doc, map, extra, outcome);
        // A container's /dev/shm is the runtime's 64 MiB unless a memory volume there says more.
        outcome.setup.hardware.container = shmLimited;
        outcome.setup.hardware.pod = true;
        const bool others = std::any_of(containers.begin(), containers.end(),
                                        [&c](const ManifestContainer &o) { return o.name != c.name; });
        if (others) {
            Diagnostic d = error("kubernetes.container", doc.path, {c.name});
            d.severity = Diagnostic::Severity::Warning;
            lineColumn(doc.text, static_cast<size_t>(std::max(0, c.node.Mark().pos)) + doc.bom, d.line, d.column);
            diags.push_back(d);
        }
        return true;
    }

    void checkMappings(const Document &doc, const std::vector<Rule> &extra)
    {
        for (const Rule &r : extra) {
            const bool found = std::any_of(doc.entries.begin(), doc.entries.end(),
                                           [&](const Entry &e) { return ruleMatches(r, e, doc); });
            if (!found) {
                Diagnostic d = error("map.key_not_found", doc.path, {r.key, r.field});
                d.severity = Diagnostic::Severity::Warning;
                diags.push_back(d);
            }
        }
    }

    // A path written for the author's machine (`/data/me/SDXL-Train/train_config/x.toml`, a
    // repository's checkout elsewhere) whose tail is here: the longest tail of it that exists in
    // the script's folder or up to three above it (`train_config/x.toml`); a bare file name only
    // beside the script. "" if none.
    static std::string remappedPath(const std::string &script, const std::string &name)
    {
        std::vector<std::string> parts;
        for (const std::string &p : split(name, '/'))
            if (!p.empty() && p != ".")
                parts.push_back(p);
        for (size_t from = 1; from < parts.size(); ++from) {
            std::string tail;
            for (size_t i = from; i < parts.size(); ++i)
                tail += (tail.empty() ? "" : "/") + parts[i];
            const bool bare = from + 1 == parts.size();
            std::string up = dirName(script);
            for (int level = 0; level <= (bare ? 0 : 3); ++level, up = dirName(up)) {
                if (const std::string path = joinPath(up, tail); fileExists(path))
                    return path;
                if (up == dirName(up))
                    break;
            }
        }
        return std::string();
    }

    // Where a launch script's named file is: beside it, or (a script kept in scripts/ is run from
    // the project's root above it, `./configs/x.yaml`) up to three folders up; "" if nowhere.
    static std::string findNamed(const std::string &script, const std::string &name)
    {
        std::string path = joinPath(dirName(script), name);
        if (!fileExists(path) && fileExists(name))
            path = name;
        for (std::string up = dirName(script); !fileExists(path) && up != dirName(up);) {
            up = dirName(up);
            // (the script's own folder is one '/' above it: three folders up are four)
            if (std::count(script.begin(), script.end(), '/') - std::count(up.begin(), up.end(), '/') > 4)
                break;
            path = joinPath(up, name);
        }
        if (!fileExists(path))
            path = remappedPath(script, name);
        if (path.empty() || !fileExists(path))
            return std::string();
        // (as the user would write it: "dir/./x.yaml" is "dir/x.yaml")
        for (size_t at = path.find("/./"); at != std::string::npos; at = path.find("/./"))
            path.erase(at, 2);
        return path;
    }

    // A flag of a launcher's (accelerate launch --config_file) sits before the script the launch
    // runs, a script's own (sdxl_train_network.py --config_file) after it: where one command line
    // holds both, a reference for one program is not taken from the other's flag of that name.
    static bool onItsSide(const Document &doc, const std::string &program, const Entry &e)
    {
        const size_t script = scriptStart(doc, e.command);
        if (program.empty() || e.keyBegin == kNoSpan || script == std::string::npos)
            return true;
        static const std::vector<std::string> launchers = {"accelerate", "torchrun", "deepspeed"};
        const bool launcher = std::find(launchers.begin(), launchers.end(), program) != launchers.end();
        return launcher == (e.keyBegin < script);
    }

    // A file the config names (HF TrainingArguments' `deepspeed: ds_config.json`) is read with
    // its own dialect; what it states replaces guesses made from its name.
    void followReferences(const Document &doc, const DialectMap &map, MapOutcome &outcome)
    {
        for (const auto &[glob, dialect] : map.references) {
            const Entry *ref = nullptr;
            Rule probe;
            probe.key = glob;
            // "--config_file@accelerate": the flag of that program only (a training script's own
            // --config_file is some other format)
            if (const size_t at = glob.find('@'); at != std::string::npos) {
                probe.key = glob.substr(0, at);
                probe.program = glob.substr(at + 1);
            }
            // (a bare switch of that name, DeepSpeed's own `--deepspeed`, names no file)
            for (const Entry &e : doc.entries)
                if (ruleMatches(probe, e, doc) && !e.isNull && !e.unresolved && !e.value.empty() && !e.bareFlag &&
                    onItsSide(doc, probe.program, e))
                    ref = &e;
            // (a word with no '.' or '/' names no file: timm's `distributed_train.sh 4` is a process
            // count, ms-swift's `--deepspeed zero3_offload` one of its built-in configs)
            const bool pathLike = ref && ref->value.find_first_of("./") != std::string::npos;
            if (!ref || (!pathLike && ref->key[0] == '$'))
                continue;
            const std::string path = pathLike ? findNamed(doc.path, ref->value) : std::string();
            if (path.empty() && !pathLike)
                continue;
            if (path.empty()) {
                Diagnostic d = error("dialect.reference_missing", ref->file, {ref->key, ref->value}, ref->line, ref->column);
                d.severity = Diagnostic::Severity::Warning;
                diags.push_back(d);
                continue;
            }
            // A config named by its place on the command line (`python train.py CONFIG --k=v`):
            // the command's own flags are the config's overrides (nanoGPT's configurator.py,
            // OpenMMLab's --cfg-options k=v).
            std::vector<Entry> over;
            const bool positional = ref->key[0] == '$';
            if (positional && doc.syntax == Syntax::Shell && ref->command >= 0 &&
                static_cast<size_t>(ref->command) < doc.commands.size())
                for (const Entry &o : commandOverrides(doc, doc.commands[static_cast<size_t>(ref->command)], ref->command))
                    if (!(o.line == ref->line && o.column == ref->column))
                        over.push_back(o);
            std::vector<UnknownKey> notUnderstood;
            mergeReference(doc, path, dialect, outcome, Merge::OverGuesses, over.empty() ? nullptr : &over, &notUnderstood,
                           positional);
            forgetUnderstoodOverrides(outcome, over, notUnderstood);
        }
        followHydraOverrides(doc, outcome);
        followConfigArguments(doc, outcome);
        // (a compose or Kubernetes command that runs a script: `bash -c "cd /workspace && bash train.sh"`)
        if (doc.syntax != Syntax::Shell && doc.mainCommand >= 0 && static_cast<size_t>(doc.mainCommand) < doc.commands.size() &&
            doc.commands[static_cast<size_t>(doc.mainCommand)].wrapper)
            followWrappedScript(doc, doc.commands[static_cast<size_t>(doc.mainCommand)], doc.mainCommand, outcome);
        warnBareScripts(doc);
        // (a count taken from a flag no rule reads, icefall's --world-size, has no place export
        // writes it back to)
        if (doc.syntax == Syntax::Shell && checkVisibleGpus(doc, outcome.setup, diags))
            outcome.bindings.erase("parallel.gpus");
        // (a DeepSpeed "auto" a file read after it states: HF's Trainer fills it in)
        diags.erase(std::remove_if(diags.begin(), diags.end(),
                                   [&](const Diagnostic &d) { return autoFilledIn(d, outcome.setup); }),
                    diags.end());
    }

    // The config file a launch command names, as a bare word (`axolotl train cfg.yaml`,
    // `llamafactory-cli train base.yaml k=v`) or after --config / -c / --cfg (`tune run … --config
    // ./x.yaml`, a LightningCLI's `fit --config cfg.yaml`): read in its own dialect with the
    // command's overrides applied to it; what the command line states itself wins. A name that is
    // no file (torchtune's built-in `--config llama3_1/8B_lora`) is left alone; a bare word that
    // names a missing file is a warning.
    void followConfigArguments(const Document &doc, MapOutcome &outcome)
    {
        if (doc.syntax != Syntax::Shell)
            return;
        int command = doc.mainCommand;
        if (command < 0)
            for (const Entry &e : doc.entries)
                if (e.key == "$config" && e.command >= 0 && !doc.commands[static_cast<size_t>(e.command)].superseded)
                    command = e.command;
        if (command < 0 || static_cast<size_t>(command) >= doc.commands.size())
            return;
        // (not --config_file: accelerate's own, and a script's of that name is some other format)
        // (torchtitan's --job.config_file)
        static const std::vector<std::string> configFlags = {"--config", "-c", "--cfg", "--config-file",
                                                             "--config-path", "--config_path", "--cfg_file", "--cfg-file",
                                                             "--job.config_file", "--job.config-file"};
        const CommandInfo &cmd = doc.commands[static_cast<size_t>(command)];
        std::vector<const Entry *> named;
        for (const Entry &e : doc.entries) {
            if (e.command != command || e.unresolved || e.value.empty() || e.bareFlag)
                continue;
            const bool word = e.key == "$config";
            const bool flag = std::find(configFlags.begin(), configFlags.end(), e.key) != configFlags.end() &&
                              (isConfigFileName(e.value) || !torchtuneConfigFile(doc, cmd, e.value).empty());
            if (word || flag)
                named.push_back(&e);
        }
        std::vector<Entry> over = commandOverrides(doc, cmd, command);
        followHydraConfigName(doc, command, outcome, over);
        // Several (LightningCLI's `--config base.yaml --config exp.yaml`): a later one wins, so
        // the last is read first and the earlier ones fill what it leaves.
        for (auto it = named.rbegin(); it != named.rend(); ++it) {
            const Entry &e = **it;
            const std::string path = isConfigFileName(e.value) || e.key == "$config" ? findNamed(doc.path, e.value)
                                                                                     : torchtuneConfigFile(doc, cmd, e.value);
            if (path.empty()) {
                // (a name with no extension is a tool's built-in config: torchtune's llama3_1/8B_lora)
                Diagnostic d = error("dialect.reference_missing", e.file, {e.key == "$config" ? cmd.program : e.key, e.value},
                                     e.line, e.column);
                d.severity = Diagnostic::Severity::Warning;
                diags.push_back(d);
                continue;
            }
            if (std::find(m_followed.begin(), m_followed.end(), path) != m_followed.end())
                continue;
            std::vector<Entry> mine;
            for (const Entry &o : over)
                if (!(o.line == e.line && o.column == e.column))
                    mine.push_back(o);
            std::vector<UnknownKey> notUnderstood;
            mergeReference(doc, path, std::string(), outcome, Merge::FillOnly, &mine, &notUnderstood);
            forgetUnderstoodOverrides(outcome, mine, notUnderstood);
        }
        followScript(doc, cmd, command, outcome);
    }

    // A Hydra app launched with `--config-path conf --config-name llama` (or `-cp`/`-cn`): the
    // primary config conf/llama.yaml, composed as Hydra does, the command's overrides winning.
    void followHydraConfigName(const Document &doc, int command, MapOutcome &outcome, const std::vector<Entry> &over)
    {
        const Entry *named = hydraConfigName(doc, command);
        if (!named || named->value.empty()) {
            followHydraMain(doc, command, outcome, over);
            return;
        }
        const std::string name = withYamlSuffix(named->value);
        const std::string folder = hydraConfigPath(doc, command);
        std::string path;
        for (const std::string &dir : hydraConfigFolders(doc, command, folder))
            if (path.empty())
                path = findNamed(doc.path, joinPath(dir, name));
        if (path.empty() && !folder.empty()) {
            // (with no --config-path the folder is the script's own choice: nothing to say)
            Diagnostic d = error("dialect.reference_missing", named->file, {named->key, joinPath(folder, name)}, named->line,
                                 named->column);
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
            return;
        }
        if (path.empty() || std::find(m_followed.begin(), m_followed.end(), path) != m_followed.end())
            return;
        mergeReference(doc, path, "hydra", outcome, Merge::FillOnly, &over);
    }

    // A Hydra app launched with overrides alone (`torchrun -m RL2.trainer.ppo actor.x=…`): the
    // primary config its `@hydra.main(config_path="config", config_name="ppo")` names, the path
    // relative to the Python file, composed as with --config-name.
    void followHydraMain(const Document &doc, int command, MapOutcome &outcome, const std::vector<Entry> &over)
    {
        const CommandInfo &cmd = doc.commands[static_cast<size_t>(command)];
        if (cmd.script.empty())
            return;
        const std::string script = findNamed(doc.path, scriptPathOf(doc, command, cmd.script));
        std::string text;
        Diagnostics quiet;
        if (script.empty() || fileExtension(script) != "py" || !readTextFile(script, text, quiet))
            return;
        static const std::regex decorator(R"(@hydra\.main\s*\(([^)]*)\))");
        static const std::regex nameArg(R"(config_name\s*=\s*["']([^"']+)["'])");
        static const std::regex pathArg(R"(config_path\s*=\s*["']([^"']*)["'])");
        std::smatch m, name, folder;
        if (text.size() > kMaxPatternInput * 64 || !std::regex_search(text, m, decorator))
            return;
        const std::string args = m[1].str();
        if (!std::regex_search(args, name, nameArg))
            return;
        const std::string dir = std::regex_search(args, folder, pathArg) ? joinPath(dirName(script), folder[1].str()) : dirName(script);
        const std::string path = joinPath(dir, withYamlSuffix(name[1].str()));
        if (!fileExists(path) || std::find(m_followed.begin(), m_followed.end(), path) != m_followed.end())
            return;
        mergeReference(doc, path, "hydra", outcome, Merge::FillOnly, &over);
    }

    // Where a Hydra app's configs are: --config-path is relative to the Python file (Hydra's
    // rule), or as written (from where the command runs); else the usual folder names.
    static std::vector<std::string> hydraConfigFolders(const Document &doc, int command, const std::string &folder)
    {
        if (folder.empty())
            return {"conf", "configs", "config"};
        const CommandInfo &cmd = doc.commands[static_cast<size_t>(command)];
        std::vector<std::string> out;
        if (folder[0] != '/' && !cmd.script.empty()) {
            // (as written: "src/../conf" is "conf" even where no src/ is at hand)
            const std::string path = joinPath(dirName(scriptPathOf(doc, command, cmd.script)), folder);
            const std::string normal = std::filesystem::path(path).lexically_normal().string();
            out.push_back(normal.empty() ? std::string(".") : normal);
        }
        out.push_back(folder);
        return out;
    }

    // The command's last --config-path / -cp, or --config-name / -cn: the entry, or null.
    static const Entry *hydraFlag(const Document &doc, int command, const char *flag, const char *shortFlag)
    {
        const Entry *found = nullptr;
        for (const Entry &e : doc.entries)
            if (e.command == command && !e.unresolved && !e.bareFlag && (e.key == flag || e.key == shortFlag))
                found = &e;
        return found;
    }

    static std::string hydraConfigPath(const Document &doc, int command)
    {
        const Entry *e = hydraFlag(doc, command, "--config-path", "-cp");
        return e ? e->value : std::string();
    }

    static const Entry *hydraConfigName(const Document &doc, int command)
    {
        return hydraFlag(doc, command, "--config-name", "-cn");
    }

    static std::string withYamlSuffix(const std::string &name)
    {
        return name.size() > 5 && name.compare(name.size() - 5, 5, ".yaml") == 0 ? name : name + ".yaml";
    }

    // The command's own settings as keys of the file it names: `k=v` overrides and the flags
    // after the launcher's (`--training.local_batch_size 2` → training.local_batch_size).
    static std::vector<Entry> commandOverrides(const Document &doc, const CommandInfo &cmd, int command)
    {
        std::vector<Entry> over;
        for (const Entry &e : doc.entries) {
            if (e.command != command || e.key.empty() || e.key[0] == '$' || e.isNull)
                continue;
            if (e.key[0] == '-' && cmd.launcherEnd != kNoSpan && e.keyBegin != kNoSpan && e.keyBegin < cmd.launcherEnd)
                continue; // the launcher's own (torchrun --nproc_per_node)
            const size_t name = e.key.find_first_not_of('-');
            if (name == std::string::npos)
                continue; // (a word of dashes alone)
            Entry o = e;
            o.command = -1;
            o.key = e.key.substr(name);
            o.keyBegin = o.keyEnd = o.valueBegin = o.valueEnd = kNoSpan;
            o.twins.clear();
            if (!o.key.empty() && o.key.find('-') != std::string::npos && o.key.find('_') == std::string::npos)
                std::replace(o.key.begin(), o.key.end(), '-', '_');
            over.push_back(o);
        }
        return over;
    }

    // An override the named file's reader understood (torchtitan's --training.local_batch_size)
    // is no longer a key the script's reader did not.
    static void forgetUnderstoodOverrides(MapOutcome &outcome, const std::vector<Entry> &over,
                                          const std::vector<UnknownKey> &notUnderstood)
    {
        outcome.unknown.erase(std::remove_if(outcome.unknown.begin(), outcome.unknown.end(),
                                             [&](const UnknownKey &u) {
                                                 const std::string bare = u.keyPath.substr(
                                                     std::min(u.keyPath.size(), u.keyPath.find_first_not_of('-')));
                                                 const bool passed = std::any_of(over.begin(), over.end(), [&](const Entry &o) {
                                                     return o.key == bare && o.line == u.line;
                                                 });
                                                 const bool stillUnknown =
                                                     std::any_of(notUnderstood.begin(), notUnderstood.end(),
                                                                 [&](const UnknownKey &n) { return n.keyPath == bare; });
                                                 return passed && !stillUnknown;
                                             }),
                              outcome.unknown.end());
    }

    // The Python script a launch runs (`torchrun … train.py --batch_size 16`), where no config
    // file was named: its argparse defaults and TrainingArguments(…) fill what the command line
    // does not say, the command's flags overriding its defaults.
    void followScript(const Document &doc, const CommandInfo &cmd, int command, MapOutcome &outcome)
    {
        if (cmd.wrapper) {
            followWrappedScript(doc, cmd, command, outcome);
            return;
        }
        if (cmd.script.size() < 4 || cmd.script.compare(cmd.script.size() - 3, 3, ".py") != 0)
            return;
        const std::string path = findNamed(doc.path, scriptPathOf(doc, command, cmd.script));
        if (path.empty() || std::find(m_followed.begin(), m_followed.end(), path) != m_followed.end())
            return;
        std::vector<Entry> over;
        for (const Entry &e : doc.entries) {
            // (the GPUs a single process sees, for a script that spreads its model over them)
            const bool gpusSeen = e.key == "$device_map_gpus";
            if (e.command != command || e.key.empty() || (e.key[0] != '-' && !gpusSeen) || e.isNull || e.unresolved)
                continue;
            if (cmd.launcherEnd != kNoSpan && e.keyBegin != kNoSpan && e.keyBegin < cmd.launcherEnd)
                continue;
            Entry o = e;
            o.command = -1;
            o.keyBegin = o.keyEnd = o.valueBegin = o.valueEnd = kNoSpan;
            o.twins.clear();
            over.push_back(o);
        }
        mergeReference(doc, path, std::string(), outcome, Merge::FillOnly, &over);
    }

    // `bash scripts/train.sh` (after any `cd`), where the file launches nothing of its own: the
    // script it runs holds the run and is read in its place (three scripts deep at most).
    void followWrappedScript(const Document &doc, const CommandInfo &cmd, int command, MapOutcome &outcome)
    {
        const std::string path = findWrappedScript(doc, cmd, command);
        if (path.empty() || wrapperDepth >= 3 || std::find(m_followed.begin(), m_followed.end(), path) != m_followed.end())
            return;
        mergeReference(doc, path, std::string(), outcome, Merge::FillOnly);
    }

    // The script as the command names it, from the folder a `cd` before it moved to (relative to
    // the file's own folder; a container's absolute /workspace is the file's folder mounted), or
    // as written.
    std::string findWrappedScript(const Document &doc, const CommandInfo &cmd, int command) const
    {
        const std::string script = scriptPathOf(doc, command, cmd.script);
        if (!cmd.cwd.empty() && cmd.cwd[0] != '/' && script[0] != '/')
            if (std::string found = findNamed(doc.path, joinPath(cmd.cwd, script)); !found.empty())
                return found;
        return findNamed(doc.path, script);
    }

    // A command that only runs a script (compose's `bash ./train.sh`, `python scripts/train.py`)
    // holds no setting of its own: where that script is not beside the file, say so, since the
    // settings it holds could not be read.
    void warnBareScripts(const Document &doc) const
    {
        for (size_t i = 0; i < doc.commands.size(); ++i) {
            const CommandInfo &cmd = doc.commands[i];
            const auto endsWith = [&](const char *tail) {
                return cmd.script.size() > 3 && cmd.script.compare(cmd.script.size() - 3, 3, tail) == 0;
            };
            if (cmd.superseded || (!endsWith(".py") && !endsWith(".sh")))
                continue;
            const bool bare = std::none_of(doc.entries.begin(), doc.entries.end(),
                                           [&](const Entry &e) { return e.command == static_cast<int>(i); });
            const std::string script = scriptPathOf(doc, static_cast<int>(i), cmd.script);
            if (!bare || !findWrappedScript(doc, cmd, static_cast<int>(i)).empty())
                continue;
            Diagnostic d = error("dialect.reference_missing", doc.path, {cmd.program, script}, 0, 0);
            d.severity = Diagnostic::Severity::Warning;
            diags.push_back(d);
        }
    }

    // The script's path as the command writes it (tools/train.py), from its words.
    static std::string scriptPathOf(const Document &doc, int command, const std::string &script)
    {
        const CommandInfo &c = doc.commands[static_cast<size_t>(command)];
        std::string written = script;
        std::istringstream words(c.words);
        for (std::string w; words >> w;)
            if (w.size() >= script.size() && w.compare(w.size() - script.size(), script.size(), script) == 0) {
                written = w;
                break;
            }
        // `python -m RL2.trainer.ppo`, `torchrun -m pkg.train`: the module's file, RL2/trainer/ppo.py
        // (a dotted name of letters, digits and '_' that the command runs with -m / --module)
        const bool dotted = written.find('.') != std::string::npos && std::all_of(written.begin(), written.end(), [](char ch) {
            return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.';
        });
        const std::string line = dotted && c.begin != kNoSpan && c.lastEnd != kNoSpan && c.lastEnd > c.begin
                                        ? doc.text.substr(c.begin, std::min<size_t>(c.lastEnd - c.begin, kMaxPatternInput))
                                        : std::string();
        const std::string escaped = dotted ? std::regex_replace(written, std::regex("\\."), "\\.") : std::string();
        if (!line.empty() && std::regex_search(line, std::regex("(^|\\s)(-m|--module)\\s+" + escaped + "(\\s|$)"))) {
            std::replace(written.begin(), written.end(), '.', '/');
            return written + ".py";
        }
        return written;
    }

    // torchtune's built-in config name (`tune run … --config llama3_3/70B_full_multinode`) where a
    // checkout of torchtune sits beside the script: its recipes/configs/<name>.yaml. "" otherwise
    // (the recipe's defaults are used).
    static std::string torchtuneConfigFile(const Document &doc, const CommandInfo &cmd, const std::string &name)
    {
        const bool tune = cmd.program == "tune" || (" " + cmd.words + " ").find(" tune run ") != std::string::npos;
        if (!tune || name.empty() || !fileExtension(name).empty())
            return std::string();
        for (const char *folder : {"recipes/configs/", "configs/", ""})
            if (std::string path = findNamed(doc.path, folder + name + ".yaml"); !path.empty())
                return path;
        return std::string();
    }

    static bool isConfigFileName(const std::string &v)
    {
        const std::string ext = fileExtension(v);
        return ext == "yaml" || ext == "yml" || ext == "json" || ext == "toml" || ext == "py";
    }

    std::vector<std::string> m_followed{}; // the files already read for this config

    // A Hydra app launched with group overrides (`python src/train.py experiment=convnext_bf16
    // trainer.devices=2`): the option's file under the config folder (configs/, conf/) is read
    // as Hydra composes it, then the primary config named like the script (train.yaml) or
    // config.yaml; what the command line sets itself wins over both, the option over the primary.
    void followHydraOverrides(const Document &doc, MapOutcome &outcome)
    {
        if (doc.syntax != Syntax::Shell || doc.mainCommand < 0 || static_cast<size_t>(doc.mainCommand) >= doc.commands.size())
            return;
        const CommandInfo &cmd = doc.commands[static_cast<size_t>(doc.mainCommand)];
        if (cmd.script.size() < 4 || cmd.script.compare(cmd.script.size() - 3, 3, ".py") != 0)
            return;
        std::vector<std::string> files;
        std::string root;
        const std::vector<std::string> folders = hydraConfigFolders(doc, doc.mainCommand, hydraConfigPath(doc, doc.mainCommand));
        for (const Entry &e : doc.entries) {
            if (e.command != doc.mainCommand || e.key.empty() || e.key[0] == '-' || e.key.find('.') != std::string::npos ||
                e.unresolved || e.value.empty() || e.value.find_first_of("/ ,=") != std::string::npos)
                continue;
            for (const std::string &folder : folders) {
                const std::string found = findNamed(doc.path, joinPath(folder, e.key + "/" + e.value + ".yaml"));
                if (!found.empty()) {
                    files.push_back(found);
                    root = dirName(dirName(found));
                    break;
                }
            }
        }
        if (files.empty())
            return;
        const std::string stem = cmd.script.substr(0, cmd.script.size() - 3);
        const Entry *named = hydraConfigName(doc, doc.mainCommand); // --config-name: the primary config
        for (const std::string &primary : {named && !named->value.empty() ? withYamlSuffix(named->value) : std::string(),
                                           stem + ".yaml", std::string("config.yaml")})
            if (!primary.empty() && fileExists(joinPath(root, primary))) {
                files.push_back(joinPath(root, primary));
                break;
            }
        for (size_t f = 0; f < files.size(); ++f)
            mergeReference(doc, files[f], "hydra", outcome, f > 0 ? Merge::FillOnly : Merge::OverGuesses);
    }

    // Reads `path` with `dialect` and takes what it states where the config itself says nothing
    // (or, OverGuesses, only guessed).
    enum class Merge { OverGuesses, FillOnly };
    void mergeReference(const Document &doc, const std::string &path, const std::string &dialect, MapOutcome &outcome,
                        Merge how = Merge::OverGuesses, const std::vector<Entry> *commandLine = nullptr,
                        std::vector<UnknownKey> *notUnderstood = nullptr, bool guessedDialect = false)
    {
        m_followed.push_back(path);
        Document other;
        other.path = path;
        Diagnostics local;
        LoadedConfig sub;
        LoadOptions plain;
        Reader nested{maps, plain, local};
        nested.overrides = commandLine;
        nested.dialectIsGuess = guessedDialect;
        nested.wrapperDepth = wrapperDepth + 1;
        if (!readTextFile(path, other.text, local) || !nested.read(other, dialect, sub)) {
            for (Diagnostic &d : local)
                d.severity = Diagnostic::Severity::Warning;
            diags.insert(diags.end(), local.begin(), local.end());
            return;
        }
        if (notUnderstood)
            *notUnderstood = sub.unknownKeys;
        // A DeepSpeed "auto" is filled in by HF's Trainer from the including file: no warning
        // where that file states the field.
        // Nor is a command line's override of the file's own value a key stated twice.
        local.erase(std::remove_if(local.begin(), local.end(),
                                   [&](const Diagnostic &d) {
                                       // (nor is the file's batch over all GPUs, where the including
                                       // file states that batch itself: detectron2's base config
                                       // under train_net.py SOLVER.IMS_PER_BATCH 32)
                                       const auto global = outcome.setup.sources.find("run.global_batch");
                                       const bool overridden =
                                           (d.code == "dialect.global_batch" && d.args.size() >= 3 &&
                                            outcome.setup.isStated(d.args[2]) &&
                                            outcome.setup.sources.at(d.args[2]).file == doc.path) ||
                                           (d.code == "generic.global_batch_converted" && global != outcome.setup.sources.end() &&
                                            global->second.file == doc.path);
                                       return autoFilledIn(d, outcome.setup) || overridden ||
                                              (commandLine && d.file == doc.path &&
                                               (d.code == "generic.conflict" || d.code == "config.duplicate_key"));
                                   }),
                    local.end());
        diags.insert(diags.end(), local.begin(), local.end());
        for (const auto &[name, src] : sub.setup.sources) {
            const std::string &field = name; // a lambda below captures it (clang 14: not a binding)
            const auto bound = outcome.bindings.find(field);
            // (a value guessed from a name, a fallback rule's stand-in, or one the generic reader
            // matched by a synonym yields to the file's: kohya's train_batch_size is only the
            // default of the dataset_config's batch_size)
            const auto primary = outcome.setup.sources.find(field);
            // (but a dotted key=value the command line overrides the file with, OpenMMLab's
            // --cfg-options train_dataloader.batch_size=4, is the file's own key and wins)
            const bool override = primary != outcome.setup.sources.end() &&
                                  primary->second.keyPath.find('.') != std::string::npos &&
                                  primary->second.keyPath.rfind('-', 0) != 0 && primary->second.file == doc.path;
            const bool bySynonym = primary != outcome.setup.sources.end() && primary->second.how == "name" && !override;
            // (nor does the tool's default the command stands for where the file says)
            const bool toolDefault = primary != outcome.setup.sources.end() && primary->second.toolDefault();
            // (a launcher's mixed precision where the script's file keeps the weights in that
            // type too, kohya's full_bf16 under accelerate --mixed_precision bf16: both hold, and
            // the file's says more)
            const bool refines = field == "run.precision" && primary != outcome.setup.sources.end() &&
                                 !mixedOf(fieldValue(sub.setup, field)).empty() &&
                                 fieldValue(outcome.setup, field) == mixedOf(fieldValue(sub.setup, field));
            // (nor does a command's value the script only chose by, `--model=gemma` in sft.py's
            // `elif args.model == 'gemma': model_name = …`)
            const bool chosenBy = primary != outcome.setup.sources.end() && primary->second.file == doc.path &&
                                  nested.selectors.count(argumentDest(primary->second.keyPath)) != 0;
            const bool guessed = toolDefault || refines || chosenBy ||
                                 (how == Merge::OverGuesses &&
                                  (bySynonym || (bound != outcome.bindings.end() && !override &&
                                                 (bound->second.rule.warn == "dialect.guessed_from_name" ||
                                                  bound->second.rule.fallback))));
            if (outcome.setup.isStated(field) && !guessed) {
                // A GPU count the script's environment gives (CUDA_VISIBLE_DEVICES=4,5,6,7) against
                // the one the named file gives (Accelerate's num_processes: 8): the launch starts
                // the file's count of processes, so the two disagreeing is said.
                const std::string mine = fieldValue(outcome.setup, field), theirs = fieldValue(sub.setup, field);
                if (field == "parallel.gpus" && primary != outcome.setup.sources.end() && mine != theirs &&
                    primary->second.keyPath == "CUDA_VISIBLE_DEVICES" && !src.file.empty() && src.line > 0) {
                    // (more processes than the GPUs left visible: the run stops at start)
                    const bool beyond = sub.setup.parallel.gpus > outcome.setup.parallel.gpus;
                    Diagnostic d = beyond ? error("shell.processes_exceed_gpus", src.file, {src.keyPath, theirs, mine}, src.line,
                                                  src.column)
                                          : error("config.overridden", src.file,
                                                  {field, primary->second.keyPath, mine, src.keyPath, theirs}, src.line, src.column);
                    d.severity = Diagnostic::Severity::Warning;
                    diags.push_back(d);
                }
                continue;
            }
            if (!setField(outcome.setup, field, fieldValue(sub.setup, field), src)) {
                if (guessed) {
                    outcome.bindings.erase(field);
                    diags.erase(std::remove_if(diags.begin(), diags.end(),
                                               [&](const Diagnostic &d) {
                                                   // (and the tool's default, which the file now states)
                                                   return (d.code == "dialect.guessed_from_name" && d.args.size() > 2 &&
                                                           d.args[2] == field) ||
                                                          (d.code == "dialect.tool_default" && !d.args.empty() &&
                                                           d.args[0] == field && d.file == doc.path);
                                               }),
                                diags.end());
                }
            }
        }
        regroupGlobalBatch(outcome);
        shareAcrossRanks(outcome);
    }

    // "bf16-mixed" for "bf16-true", "fp16-mixed" for "fp16-true"; "" for any other.
    static std::string mixedOf(const std::string &precision)
    {
        const std::string tail = "-true";
        if (precision.size() <= tail.size() || precision.compare(precision.size() - tail.size(), tail.size(), tail) != 0)
            return std::string();
        return precision.substr(0, precision.size() - tail.size()) + "-mixed";
    }

    // A count the named file gives for all ranks together (nanoGPT's gradient_accumulation_steps
    // 40 under torchrun --nproc_per_node=8: 5 steps on each rank), divided by the launch's ranks.
    static void shareAcrossRanks(MapOutcome &outcome)
    {
        TrainingSetup &s = outcome.setup;
        const auto it = s.sources.find("run.grad_accum");
        if (it == s.sources.end() || it->second.note != "all ranks together" || !s.isStated("parallel.gpus"))
            return;
        const long long ranks = static_cast<long long>(s.parallel.gpus) * std::max(1, s.parallel.nodes);
        if (ranks <= 1 || s.run.gradAccum % ranks != 0)
            return;
        const int all = s.run.gradAccum;
        Source src = it->second;
        src.note = std::to_string(all) + " over all " + std::to_string(ranks) + " ranks";
        setField(s, "run.grad_accum", std::to_string(all / ranks), src);
    }

    // A batch over all GPUs that the named file states (detectron2's SOLVER.IMS_PER_BATCH) is
    // divided by the GPU count of the command that names it (train_net.py --num-gpus 2), not the
    // file's own; and the command's own (Ultralytics' batch=32) by the GPUs the file it names gives.
    void regroupGlobalBatch(MapOutcome &outcome)
    {
        TrainingSetup &s = outcome.setup;
        const auto micro = s.sources.find("run.micro_batch");
        const auto global = s.sources.find("run.global_batch");
        // (the micro batch derived from the global batch, wherever that was read: the named
        // file's, or the command line's over the GPUs the named file gives, Ultralytics' cfg=)
        if (global == s.sources.end() || micro == s.sources.end() || micro->second.how != "inferred" ||
            micro->second.file != global->second.file || micro->second.line != global->second.line ||
            !s.isStated("parallel.gpus"))
            return;
        const auto share = perGpuShare(s, s.run.globalBatch, micro->second.keyPath);
        if (!share || share->first == s.run.microBatch)
            return;
        Source src = micro->second;
        src.note = share->second;
        // (setting the micro batch may drop the global batch's source: keep its file first)
        const std::string globalFile = global->second.file;
        setField(s, "run.micro_batch", std::to_string(share->first), src);
        for (Diagnostic &d : diags)
            if (d.code == "generic.global_batch_converted" && d.file == globalFile && d.args.size() >= 4) {
                d.args[2] = std::to_string(s.dataParallel());
                d.args[3] = std::to_string(share->first);
            }
    }
};

// A named file that is there but is no regular file (a FIFO beside the script, /dev/zero, a
// folder) was never opened: it is said by what it is, not as a file that cannot be found.
void sayReferencesByType(Diagnostics &diags, size_t from)
{
    for (size_t i = from; i < diags.size(); ++i) {
        Diagnostic &d = diags[i];
        if (d.code != "dialect.reference_missing" || d.args.size() < 2 || d.args[1].empty())
            continue;
        std::string kind = specialFileKind(joinPath(dirName(d.file), d.args[1]));
        if (kind.empty())
            kind = specialFileKind(d.args[1]);
        if (kind.empty())
            continue;
        d.code = "dialect.reference_not_file";
        d.args.resize(2);
        d.args.push_back(kind);
    }
}

} // namespace

namespace {

// A symbolic link that git wrote out as a plain file (core.symlinks off: Windows checkouts, some
// archives) holds nothing but its target's path, `../../trainers/agents/config_atari.yaml`: the
// file it names (`exists` says whether it is there); empty where the text is no such path.
std::string linkTargetOfText(const std::string &path, const std::string &text, bool &exists)
{
    exists = false;
    const std::string t = trim(text);
    if (t.empty() || t.size() > 4096 || t.find_first_of(" \t\r\n:=\"'{}[]#") != std::string::npos)
        return {};
    const auto dot = t.find_last_of('.');
    static const std::set<std::string> configExtensions = {"yaml", "yml", "json", "toml", "py", "sh", "env", "cfg"};
    if (dot == std::string::npos || t.find('/') == std::string::npos || !configExtensions.count(toLower(t.substr(dot + 1))))
        return {};
    std::error_code ec;
    const std::filesystem::path target = (std::filesystem::path(path).parent_path() / t).lexically_normal();
    exists = std::filesystem::is_regular_file(target, ec);
    return target.string();
}

} // namespace

bool loadConfigFile(const std::string &path, const LoadOptions &options, LoadedConfig &out, Diagnostics &diags)
{
    std::string text;
    FileStamp stamp;
    if (!readTextFile(path, text, diags, &stamp))
        return false;
    // (one step: a link to a link written out as text is read as the text it is)
    bool exists = false;
    const std::string target = linkTargetOfText(path, text, exists);
    if (!target.empty() && !exists) {
        diags.push_back(error("config.link_target_missing", path, {trim(text), target}, 1, 1));
        return false;
    }
    if (!target.empty() && target != path) {
        Diagnostic d = error("config.link_as_text", path, {target}, 1, 1);
        d.severity = Diagnostic::Severity::Warning;
        std::string targetText;
        FileStamp targetStamp;
        if (readTextFile(target, targetText, diags, &targetStamp)) {
            diags.push_back(std::move(d));
            if (!parseConfigText(targetText, target, options, out, diags))
                return false;
            out.stamp = targetStamp;
            return true;
        }
    }
    if (!parseConfigText(text, path, options, out, diags))
        return false;
    out.stamp = stamp;
    return true;
}

bool parseConfigText(const std::string &text, const std::string &path, const LoadOptions &options,
                     LoadedConfig &out, Diagnostics &diags)
{
    out = LoadedConfig{};
    out.path = path;
    out.text = text;
    out.options = options;
    if (text.size() > kMaxFileBytes) {
        diags.push_back(error("file.too_large", path, {std::to_string(text.size()), std::to_string(kMaxFileBytes)}));
        return false;
    }
    Document doc;
    doc.path = path;
    doc.text = text;
    // Old Mac line ends (CR alone) are line breaks for every reader (Python, JSON, TOML, shell and
    // .env read them so), byte for byte: every position stays, and export patches the file as it is.
    crLineEndsToNewlines(doc.text);
    if (!options.maps) // a caller's defect, not the user's: the maps are loaded once at start and passed down
        throw std::logic_error("parseConfigText: LoadOptions::maps is required");
    const size_t before = diags.size();
    Reader reader{*options.maps, options, diags};
    const bool ok = reader.read(doc, "", out);
    sayReferencesByType(diags, before);
    // A file is parsed more than once (flattened, then read as Headroom's own): what its
    // parser says is said once (in one pass: a script of 50 000 launch lines warns 50 000 times).
    // (of two alike, the error is kept: a read that failed says why)
    std::map<std::tuple<std::string, std::string, int, int, std::vector<std::string>>, size_t> said;
    size_t kept = before;
    for (size_t i = before; i < diags.size(); ++i) {
        const auto [at, fresh] =
            said.emplace(std::make_tuple(diags[i].code, diags[i].file, diags[i].line, diags[i].column, diags[i].args), kept);
        if (fresh) {
            if (kept != i)
                diags[kept] = std::move(diags[i]);
            ++kept;
        } else if (diags[i].severity == Diagnostic::Severity::Error) {
            diags[at->second].severity = Diagnostic::Severity::Error;
        }
    }
    diags.resize(kept);
    // A batch over all GPUs divided by 1 GPU says nothing the reading does not (the warning that
    // it is a global batch stays); a base file's, overridden by the command line, even less.
    diags.erase(std::remove_if(diags.begin() + static_cast<std::ptrdiff_t>(before), diags.end(),
                               [&out](const Diagnostic &d) {
                                   // (nor "every GPU there is, left for you to set" where the count
                                   // was read elsewhere: CUDA_VISIBLE_DEVICES beside --nproc-per-node=gpu)
                                   const bool counted = d.code == "dialect.all_devices" && d.args.size() >= 2 &&
                                                        out.setup.isStated(d.args[1]);
                                   return counted ||
                                          (d.code == "generic.global_batch_converted" && d.args.size() >= 3 && d.args[2] == "1");
                               }),
                diags.end());
    return ok;
}

bool parseKeyMapping(const std::string &text, KeyMapping &out, Diagnostics &diags)
{
    const size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 >= text.size()) {
        diags.push_back(error("map.syntax", "--map", {text}));
        return false;
    }
    out.field = text.substr(0, eq);
    out.keyPath = text.substr(eq + 1);
    if (!findField(out.field)) {
        diags.push_back(error("field.unknown", "--map", {out.field, out.keyPath}));
        return false;
    }
    return true;
}

bool mapKey(LoadedConfig &config, const std::string &field, const std::string &keyPath, Diagnostics &diags)
{
    LoadOptions options = config.options;
    options.mappings.erase(std::remove_if(options.mappings.begin(), options.mappings.end(),
                                          [&](const KeyMapping &m) { return m.field == field; }),
                           options.mappings.end());
    options.mappings.push_back({field, keyPath});
    LoadedConfig trial;
    Diagnostics local;
    if (!parseConfigText(config.text, config.path, options, trial, local)) {
        diags.insert(diags.end(), local.begin(), local.end());
        return false;
    }
    const bool missing = std::any_of(local.begin(), local.end(), [](const Diagnostic &d) { return d.code == "map.key_not_found"; });
    diags.insert(diags.end(), local.begin(), local.end());
    if (missing)
        return false;
    trial.stamp = config.stamp;
    config = std::move(trial);
    return true;
}

namespace {

// A file that states its global batch beside the micro batch and the accumulation (DeepSpeed's
// train_batch_size, which it checks equals micro × accumulation × world size): a change of the micro batch,
// the accumulation or the GPUs changes the global batch with it, or the written file would
// contradict itself and the run stop at start. The world size is what the file's own numbers
// imply, unless the GPUs are changed too.
std::vector<FieldChange> withGlobalBatchKept(const LoadedConfig &config, const std::vector<FieldChange> &changes)
{
    const TrainingSetup &s = config.setup;
    const auto fromFile = [&](const char *field) {
        const auto it = s.sources.find(field);
        return it != s.sources.end() && it->second.kind == Source::Kind::File && it->second.how.empty();
    };
    const auto changed = [&](const char *field) {
        return std::any_of(changes.begin(), changes.end(), [&](const FieldChange &c) { return c.field == field; });
    };
    // (where the accumulation is not stated the tool derives it from the global batch, Megatron's
    // and OpenRLHF's way: the global batch stays, unless the accumulation itself is what changes:
    // DeepSpeed checks a gradient_accumulation_steps added beside train_batch_size)
    // (with the GPU count known; without it the global batch stays and export says what it implies)
    const bool accumAdded = changed("run.grad_accum") && s.isStated("parallel.gpus");
    if (!fromFile("run.global_batch") || !fromFile("run.micro_batch") || (!fromFile("run.grad_accum") && !accumAdded) ||
        changed("run.global_batch") ||
        !(changed("run.micro_batch") || changed("run.grad_accum") || changed("parallel.gpus") || changed("parallel.nodes")))
        return changes;
    TrainingSetup next = s;
    for (const FieldChange &c : changes)
        if (setField(next, c.field, c.to, Source{}))
            return changes; // a refused value is the patcher's to report
    const long long perStep = static_cast<long long>(s.run.microBatch) * s.run.gradAccum;
    long long world = perStep > 0 && s.run.globalBatch % perStep == 0 && fromFile("run.grad_accum") ? s.run.globalBatch / perStep
                                                                                                    : s.dataParallel();
    if (changed("parallel.gpus") || changed("parallel.nodes"))
        world = next.dataParallel();
    std::vector<FieldChange> out = changes;
    out.push_back({"run.global_batch", std::to_string(static_cast<long long>(next.run.microBatch) * next.run.gradAccum * world)});
    return out;
}

// An accumulation added beside a global batch the file states (DeepSpeed's train_batch_size),
// with no GPU count to recompute it from: the global batch stays, and what it now implies is said.
void sayGlobalBatchKept(const LoadedConfig &config, const std::vector<FieldChange> &all, Diagnostics &diags)
{
    const TrainingSetup &s = config.setup;
    const auto change = [&](const char *field) {
        return std::find_if(all.begin(), all.end(), [&](const FieldChange &c) { return c.field == field; });
    };
    const auto accum = change("run.grad_accum");
    const auto global = s.sources.find("run.global_batch");
    if (accum == all.end() || change("run.global_batch") != all.end() || global == s.sources.end() ||
        global->second.kind != Source::Kind::File || s.isStated("parallel.gpus"))
        return;
    TrainingSetup next = s;
    for (const FieldChange &c : all)
        if (setField(next, c.field, c.to, Source{}))
            return;
    const long long perGpu = static_cast<long long>(next.run.microBatch) * next.run.gradAccum;
    Diagnostic d;
    d.code = "export.global_batch_kept";
    d.severity = Diagnostic::Severity::Warning;
    d.file = global->second.file.empty() ? config.path : global->second.file;
    d.line = global->second.line;
    d.column = global->second.column;
    d.args = {global->second.keyPath, std::to_string(s.run.globalBatch), std::to_string(next.run.microBatch),
              std::to_string(next.run.gradAccum),
              perGpu > 0 && s.run.globalBatch % perGpu == 0 ? std::to_string(s.run.globalBatch / perGpu) : std::string("?")};
    diags.push_back(d);
}

} // namespace

// An optimizer class changed where its arguments sit beside it (mmengine's `optimizer=dict(type=
// 'SGD', lr=0.02, momentum=0.9)`, `torch.optim.SGD(…, momentum=0.9)`): the arguments the new class
// does not take are kept as the user wrote them, and said, since the optimizer would refuse them.
void sayForeignOptimizerArguments(const LoadedConfig &config, const std::vector<FieldChange> &changes, Diagnostics &diags)
{
    const auto change = std::find_if(changes.begin(), changes.end(), [](const FieldChange &c) { return c.field == "run.optimizer"; });
    const auto bound = config.state->bindings.find("run.optimizer");
    if (change == changes.end() || bound == config.state->bindings.end() || bound->second.entry >= config.state->doc.entries.size())
        return;
    const Entry &at = config.state->doc.entries[bound->second.entry];
    const size_t dot = at.key.rfind('.');
    if (dot == std::string::npos)
        return;
    const std::string section = at.key.substr(0, dot + 1);
    const std::string to = toLower(change->to);
    const bool sgd = to.rfind("sgd", 0) == 0;
    static const std::vector<std::string> sgdOnly = {"momentum", "nesterov", "dampening"};
    static const std::vector<std::string> adamOnly = {"betas", "amsgrad", "eps"};
    std::string foreign;
    for (const Entry &e : config.state->doc.entries) {
        if (e.key.size() <= section.size() || e.key.compare(0, section.size(), section) != 0)
            continue;
        const std::string name = e.key.substr(section.size());
        const std::vector<std::string> &notTaken = sgd ? adamOnly : sgdOnly;
        if ((to.find("adam") != std::string::npos || to.find("lion") != std::string::npos || sgd) &&
            std::find(notTaken.begin(), notTaken.end(), name) != notTaken.end())
            foreign += (foreign.empty() ? "" : ", ") + name;
    }
    if (foreign.empty())
        return;
    Diagnostic d;
    d.code = "export.optimizer_arguments";
    d.severity = Diagnostic::Severity::Warning;
    d.file = config.path;
    d.line = at.line;
    d.column = at.column;
    d.args = {change->to, foreign};
    diags.push_back(d);
}

bool exportConfig(const LoadedConfig &config, const std::vector<FieldChange> &changes, std::string &out,
                  Diagnostics &diags)
{
    out = config.text;
    if (!config.state) {
        Diagnostic d;
        d.code = "export.not_read";
        d.file = config.path;
        diags.push_back(d);
        return false;
    }
    std::vector<std::string> notWritten;
    const std::vector<FieldChange> all = withGlobalBatchKept(config, changes);
    if (!dialects::patchConfig(config.dialect, config.setup, *config.state, all, out, notWritten, diags))
        return false;
    // A change that could not be written leaves no half of itself behind (bf16=True switched off
    // where fp16=True cannot be added would read as fp32): the others are written again, alone.
    if (!notWritten.empty()) {
        std::vector<FieldChange> writable;
        for (const FieldChange &change : all)
            if (std::find(notWritten.begin(), notWritten.end(), change.field) == notWritten.end())
                writable.push_back(change);
        out = config.text;
        std::vector<std::string> again;
        Diagnostics quiet;
        if (!writable.empty() &&
            !dialects::patchConfig(config.dialect, config.setup, *config.state, writable, out, again, quiet)) {
            diags.insert(diags.end(), quiet.begin(), quiet.end());
            return false;
        }
        notWritten.insert(notWritten.end(), again.begin(), again.end());
    }
    // A file of old Mac line ends was read with them as newlines: it keeps its own, inserted lines too.
    if (config.text.find('\r') != std::string::npos && config.text.find('\n') == std::string::npos)
        std::replace(out.begin(), out.end(), '\n', '\r');
    if (all.size() == notWritten.size())
        return true;
    // Never hand back a file that does not say what was asked: read the patched text as the
    // file itself would be read and compare every changed field (fuzz_export found texts where
    // an insertion landed inside a multi-line value or a command that is not read).
    LoadedConfig again;
    Diagnostics rereadDiags;
    const bool reread = parseConfigText(out, config.path, config.options, again, rereadDiags);
    for (const FieldChange &change : all) {
        if (std::find(notWritten.begin(), notWritten.end(), change.field) != notWritten.end())
            continue;
        TrainingSetup wanted;
        if (setField(wanted, change.field, change.to, Source{}))
            continue; // a value the field refuses was already reported by the patcher
        const std::string expected = fieldValue(wanted, change.field);
        const std::string got = reread ? fieldValue(again.setup, change.field) : std::string();
        // (a switch taken out — a bare --gradient_checkpointing removed — leaves the field at its
        // default, which is what was asked when the default is the value)
        const bool byDefault = !again.setup.isStated(change.field) && expected == fieldValue(TrainingSetup{}, change.field);
        if (!reread || got != expected || (!again.setup.isStated(change.field) && !byDefault)) {
            Diagnostic d;
            d.code = "export.not_verified";
            d.file = config.path;
            d.args = {change.field, expected, reread ? got : std::string()};
            diags.push_back(d);
            out = config.text;
            return false;
        }
    }
    sayForeignOptimizerArguments(config, all, diags);
    sayGlobalBatchKept(config, all, diags);
    return true;
}

} // namespace headroom
