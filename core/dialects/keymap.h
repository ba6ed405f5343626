#pragma once
// The key maps of each dialect, read from resources/dialects/*.yaml: which keys of a tool's
// config mean which canonical field, how their values translate, and how to tell the tool.

#include "../diagnostic.h"
#include "../yamlorigin.h"
#include "document.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace YAML {
class Node;
}

namespace headroom::dialects {

// A defect in a key-map file (keymap.bad_entry) at `at`: `what` says what is wrong.
Diagnostic keymapDefect(const std::string &file, const YAML::Node &at, const std::string &what);

struct SynonymTables;

// A table of the tool's spellings → canonical values, in the order the map writes them (the
// first spelling of a value is the one export writes where the file has none to imitate).
class ValueTable {
public:
    const std::string *find(const std::string &key) const
    {
        for (const auto &kv : m_items)
            if (kv.first == key)
                return &kv.second;
        return nullptr;
    }
    void emplace(const std::string &key, const std::string &value)
    {
        if (!find(key))
            m_items.emplace_back(key, value);
    }
    bool empty() const { return m_items.empty(); }
    auto begin() const { return m_items.begin(); }
    auto end() const { return m_items.end(); }

private:
    std::vector<std::pair<std::string, std::string>> m_items;
};

// One way a canonical field can be stated in a dialect; the rules of a field are tried in order.
struct Rule {
    std::string field;
    std::string key;                                       // glob: '*' within a segment, '**' across
    ValueTable values;                                     // the tool's spelling → canonical value
    std::string table;                                     // a named table (own map, then common)
    std::string pattern;                                   // regex the value must match
    std::string value;                                     // the result when the pattern matches (\1 = group)
    std::vector<std::pair<std::string, std::string>> needs; // other keys that must be stated ("*" = any)
    std::string off;                                       // what turns this key off, for export
    std::string convert;                                   // class-tail, path-tail, checkpoint-path, devices, size-gib, quantity-gib, …
    std::string templ;                                     // "${MODEL.ARCH} R${RESNET.DEPTH}"
    std::vector<std::string> divide;                       // numerator key, then divisor keys
    std::vector<std::string> sum;                          // keys whose values add up to the field's
    std::vector<std::string> caps;                         // keys this one bounds (a request under its limit)
    std::string program;                                   // shell: the command must mention this
    std::string family;                                    // env, hf, megatron, lightning, …
    std::string warn;                                      // a warning code to give when this rule is used
    bool launcher = false; // a flag of the launcher itself (torchrun --nproc_per_node), added after it
    bool bare = false;     // a flag that takes no value (--fp16)
    bool write = true;     // export may add this key where the file does not state the field
    bool fallback = false; // tried after the rules of included maps
    // The value counts every rank's share together (nanoGPT's gradient_accumulation_steps, which
    // train.py divides by the world size): divided by the launch's process count where one is known.
    bool acrossRanks = false;
    // The tool's own default, in force where this key is stated (LLaMA-Factory checkpoints
    // unless told not to): the file does not state the field, so export never writes through it.
    bool toolDefault = false;
    // Included for one tool's command line (`hf-trainingargs@llamafactory-cli flags`): the key is
    // read from that command's `--key value` flags, which are the tool's own keys (never written).
    bool commandFlags = false;
};

// A tool that refuses any argument outside a closed list (Ultralytics' check_dict_alignment
// raises "'wokers' is not a valid YOLO argument"): the names it takes and where a file passes
// them. `keys`: by syntax ("yaml", "python"), globs of the keys that are its arguments in a file
// of this dialect; `program`: a shell command whose `k=v` words are (yolo).
struct ArgumentSchema {
    std::string tool; // as it is written in a sentence: "Ultralytics"
    std::vector<std::string> names;
    std::map<std::string, std::vector<std::string>> keys;
    std::string program;
};

struct DialectMap {
    std::string name;
    std::vector<std::string> syntaxes;                      // yaml, json, shell, env, compose
    std::vector<std::pair<std::string, double>> detect;    // key glob → weight
    double upperKeys = 0;                                   // weight when top-level keys are UPPER_CASE
    std::vector<std::string> ignore;                        // key globs never listed as not understood
    std::vector<std::string> ignoreCommands;                // shell programs whose flags are not settings
    // Maps whose rules follow this one's; "verl@verl.trainer": that map's rules, for the shell
    // command that mentions verl.trainer only (its key=value overrides).
    std::vector<std::string> includes;
    // Key globs of sections that configure another model than the one trained (a reference, a
    // reward model, a critic, a rollout engine): the map's own rules may read them, the generic
    // reader never does, and they are not listed as not understood.
    std::vector<std::string> elsewhere;
    std::string family;                                     // the family of rules that name none
    std::vector<std::pair<std::string, std::string>> references; // key glob → dialect of the file it names
    std::vector<std::string> fieldOrder;
    std::map<std::string, std::vector<Rule>> rules;          // by canonical field, in priority order
    std::map<std::string, ValueTable> tables;
    ArgumentSchema arguments; // empty names: the tool takes keys it does not know
};

// Every dialect map, with the shared tables and words of common.yaml.
class DialectMaps {
public:
    // Adds the map in `yamlText` (named `fileName` in messages). A defect is an error.
    bool add(const std::string &yamlText, const std::string &fileName, Diagnostics &diags,
             YamlSource origin = {});
    // Resolves named tables and includes; call once after the last add().
    void finish();

    const DialectMap *find(const std::string &name) const;
    const std::vector<DialectMap> &all() const { return m_maps; }
    // Words that make a key worth listing when nothing understood it (batch, worker, …).
    const std::vector<std::string> &relevantWords() const { return m_relevant; }
    // Canonical class names for writing an optimizer back ("adamw" → "AdamW").
    const std::map<std::string, std::string> &classNames() const { return m_classNames; }
    bool empty() const { return m_maps.empty(); }
    // The generic reader's synonym tables (generic.yaml); nullptr when none was added.
    const SynonymTables *synonyms() const { return m_synonyms.get(); }

private:
    std::vector<DialectMap> m_maps;
    std::map<std::string, ValueTable> m_commonTables;
    std::vector<std::string> m_relevant;
    std::vector<std::string> m_commonIgnore;
    std::map<std::string, std::string> m_classNames;
    std::shared_ptr<const SynonymTables> m_synonyms;
};

// Glob match: '*' matches within one dotted segment, '**' across segments.
bool globMatch(const std::string &glob, const std::string &key);

// "--micro-batch-size" → "--micro_batch_size": flags compare without caring about - or _.
std::string normalizeFlag(const std::string &key);

} // namespace headroom::dialects
