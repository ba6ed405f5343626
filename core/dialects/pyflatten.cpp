#include "pyflatten.h"

#include "../text.h"
#include "../yamlutil.h"
#include "files.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <cctype>
#include <map>
#include <set>
#include <sstream>
#include <memory>

namespace headroom::dialects {

namespace {

enum class Tok { Name, Number, String, Op, Newline, End };

struct Token {
    Tok kind = Tok::End;
    size_t begin = 0, end = 0;
    std::string text;
    bool lineStart = false; // the first token of a logical line
    size_t column = 0;      // 0-based column of the token in its line
};

Diagnostic syntaxError(const std::string &file, const std::string &text, size_t at, const std::string &code)
{
    Diagnostic d;
    d.code = code;
    d.file = file;
    lineColumnAt(text, at, d.line, d.column);
    return d;
}

// Keeps `open` (the brackets open before `i`) as text[i] opens or closes one. `pipeline=[ … ))`:
// the ')' meets a '[' (Python: "closing parenthesis ')' does not match opening parenthesis '['"),
// said at the closer with where the '[' is; false after such an error.
bool trackBracket(const std::string &text, const std::string &file, size_t i, std::vector<size_t> &open, Diagnostics &diags)
{
    const char c = text[i];
    if (c == '(' || c == '[' || c == '{') {
        // the reader recurses per bracket: as deep as YAML, JSON and TOML may nest, no deeper
        // (CPython itself refuses 200: "too many nested parentheses")
        if (open.size() >= static_cast<size_t>(kMaxNestingDepth)) {
            Diagnostic d = syntaxError(file, text, i, "file.too_deep");
            d.args = {std::to_string(kMaxNestingDepth)};
            diags.push_back(d);
            return false;
        }
        open.push_back(i);
        return true;
    }
    if (c != ')' && c != ']' && c != '}')
        return true;
    const char want = c == ')' ? '(' : c == ']' ? '[' : '{';
    if (!open.empty() && text[open.back()] == want) {
        open.pop_back();
        return true;
    }
    Diagnostic d = syntaxError(file, text, i, open.empty() ? "python.unmatched_closer" : "python.bracket_mismatch");
    d.args = {std::string(1, c)};
    if (!open.empty()) {
        int line = 0, column = 0;
        lineColumnAt(text, open.back(), line, column);
        const char have = text[open.back()];
        d.args.push_back(std::string(1, have));
        d.args.push_back(std::to_string(line));
        d.args.push_back(std::string(1, have == '(' ? ')' : have == '[' ? ']' : '}'));
    }
    diags.push_back(d);
    return false;
}

bool isNameStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool isNameChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Python's tokens, enough of them for config files: names, numbers, strings, operators, and the
// ends of logical lines outside brackets.
// Whether a line after `from` starts at column 0 with `name =` (not `==`): a new statement.
bool statementStartsAfter(const std::string &text, size_t from)
{
    for (size_t line = text.find('\n', from); line != std::string::npos; line = text.find('\n', line + 1)) {
        size_t j = line + 1;
        if (j >= text.size() || !(std::isalpha(static_cast<unsigned char>(text[j])) || text[j] == '_'))
            continue;
        while (j < text.size() && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_' || text[j] == '.'))
            ++j;
        while (j < text.size() && text[j] == ' ')
            ++j;
        if (j < text.size() && text[j] == '=' && (j + 1 >= text.size() || text[j + 1] != '='))
            return true;
    }
    return false;
}

// The indentation of a logical line against the blocks open before it, as CPython's tokenizer
// checks it: measured with tabs to the next multiple of 8 and with tabs as one column, the two
// must order the lines alike, or Python stops with "TabError: inconsistent use of tabs and
// spaces in indentation". `open` holds the open blocks' two measures. False on such a line.
bool consistentIndent(const std::string &text, size_t lineBegin, size_t first, std::vector<std::pair<size_t, size_t>> &open)
{
    size_t col = 0, alt = 0;
    for (size_t j = lineBegin; j < first; ++j) {
        if (text[j] == '\t') {
            col = (col / 8 + 1) * 8;
            ++alt;
        } else if (text[j] == ' ') {
            ++col;
            ++alt;
        } else {
            return true; // (a form feed, a continuation: not indentation Python measures)
        }
    }
    if (open.empty())
        open.push_back({0, 0});
    if (col == open.back().first)
        return alt == open.back().second;
    if (col > open.back().first) {
        if (alt <= open.back().second)
            return false;
        open.push_back({col, alt});
        return true;
    }
    while (open.size() > 1 && col < open.back().first)
        open.pop_back();
    return col != open.back().first || alt == open.back().second;
}

// Whether every logical line's indentation is consistent with the blocks before it; false with
// python.tab_error at the first that is not.
bool indentationConsistent(const std::string &text, const std::string &file, const std::vector<Token> &toks,
                           Diagnostics &diags)
{
    std::vector<std::pair<size_t, size_t>> blocks; // the indentation of the blocks open
    for (const Token &t : toks)
        if (t.lineStart && t.kind != Tok::Newline && t.kind != Tok::End &&
            !consistentIndent(text, t.begin - t.column, t.begin, blocks)) {
            diags.push_back(syntaxError(file, text, t.begin, "python.tab_error"));
            return false;
        }
    return true;
}

bool tokenize(const std::string &text, const std::string &file, std::vector<Token> &out, Diagnostics &diags)
{
    std::vector<size_t> open; // offsets of open brackets
    bool lineStart = true;
    size_t lineBegin = 0;
    size_t i = 0;
    auto push = [&](Tok kind, size_t b, size_t e) {
        Token t;
        t.kind = kind;
        t.begin = b;
        t.end = e;
        t.text = text.substr(b, e - b);
        t.lineStart = lineStart && kind != Tok::Newline;
        t.column = b - lineBegin;
        lineStart = false;
        out.push_back(std::move(t));
    };
    while (i < text.size()) {
        const char c = text[i];
        if (c == '\n') {
            if (open.empty() && !out.empty() && out.back().kind != Tok::Newline)
                push(Tok::Newline, i, i + 1);
            ++i;
            lineBegin = i;
            if (open.empty())
                lineStart = true;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
            ++i;
            continue;
        }
        if (c == '\\' && i + 1 < text.size() && (text[i + 1] == '\n' || text[i + 1] == '\r')) {
            i += text[i + 1] == '\r' && i + 2 < text.size() && text[i + 2] == '\n' ? 3 : 2;
            lineBegin = i;
            continue;
        }
        if (c == '#') {
            while (i < text.size() && text[i] != '\n')
                ++i;
            continue;
        }
        // A string, with up to two prefix letters (r, b, u, f).
        size_t q = i;
        while (q < text.size() && q - i < 2 && std::string("rRbBuUfF").find(text[q]) != std::string::npos)
            ++q;
        if (q < text.size() && (text[q] == '"' || text[q] == '\'')) {
            const char quote = text[q];
            const bool triple = text.compare(q, 3, std::string(3, quote)) == 0;
            size_t j = q + (triple ? 3 : 1);
            bool closed = false;
            while (j < text.size()) {
                if (text[j] == '\\') {
                    j += 2;
                    continue;
                }
                if (!triple && text[j] == '\n')
                    break;
                if (triple ? text.compare(j, 3, std::string(3, quote)) == 0 : text[j] == quote) {
                    j += triple ? 3 : 1;
                    closed = true;
                    break;
                }
                ++j;
            }
            if (!closed) {
                diags.push_back(syntaxError(file, text, i, "python.unclosed_string"));
                return false;
            }
            push(Tok::String, i, j);
            i = j;
            continue;
        }
        if (isNameStart(c)) {
            size_t j = i;
            while (j < text.size() && isNameChar(text[j]))
                ++j;
            push(Tok::Name, i, j);
            i = j;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(c)) ||
            (c == '.' && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1])))) {
            size_t j = i;
            while (j < text.size() && (isNameChar(text[j]) || text[j] == '.' ||
                                       ((text[j] == '-' || text[j] == '+') && (text[j - 1] == 'e' || text[j - 1] == 'E'))))
                ++j;
            push(Tok::Number, i, j);
            i = j;
            continue;
        }
        static const char *twoChar[] = {"**", "//", "==", "!=", "<=", ">=", "->", ":=", "+=", "-=", "*=", "/="};
        size_t len = 1;
        for (const char *op : twoChar)
            if (text.compare(i, 2, op) == 0)
                len = 2;
        if (!trackBracket(text, file, i, open, diags))
            return false;
        push(Tok::Op, i, i + len);
        i += len;
    }
    if (!open.empty()) {
        // As Python says it: the first bracket still open where a new statement starts at the
        // line's beginning (`name = …` in column 0: a ')' left out), else the innermost, where a
        // file cut short stops.
        size_t at = open.back();
        for (size_t b : open)
            if (statementStartsAfter(text, b)) {
                at = b;
                break;
            }
        diags.push_back(syntaxError(file, text, at, "python.unclosed_bracket"));
        return false;
    }
    if (!out.empty() && out.back().kind != Tok::Newline)
        push(Tok::Newline, text.size(), text.size());
    Token end;
    end.kind = Tok::End;
    end.begin = end.end = text.size();
    out.push_back(end);
    return true;
}

struct PyItem;

struct PyValue {
    enum class Kind { Scalar, Dict, List, Other } kind = Kind::Other;
    std::string text;                                    // a scalar's value, quotes removed
    bool isNull = false;
    std::string file;
    size_t begin = kNoSpan, end = kNoSpan;               // bytes as written in `file`
    int line = 0, column = 0;
    std::vector<PyItem> items;                           // Dict
    std::vector<PyValue> elems;                          // List
    std::string via;                                     // the name it came through
    size_t keyBegin = kNoSpan, keyEnd = kNoSpan;
    std::string callee;                                  // the call it is (`FullAC.Config`), if one
};

// One `key: value` of a dict. Not a std::pair: a pair of an incomplete PyValue inside PyValue
// does not compile with clang and libstdc++ 12 (the fuzz build).
struct PyItem {
    std::string first;
    PyValue second;

    PyItem() = default;
    PyItem(std::string key, PyValue value) : first(std::move(key)), second(std::move(value)) {}
};

std::string unquote(const std::string &written)
{
    size_t q = 0;
    while (q < written.size() && written[q] != '"' && written[q] != '\'')
        ++q;
    const size_t n = written.compare(q, 3, std::string(3, written[q])) == 0 && written.size() >= q + 6 ? 3 : 1;
    if (written.size() < q + 2 * n)
        return std::string();
    std::string body = written.substr(q + n, written.size() - q - 2 * n);
    std::string out;
    for (size_t i = 0; i < body.size(); ++i) {
        if (body[i] == '\\' && i + 1 < body.size() && (body[i + 1] == '\\' || body[i + 1] == '"' || body[i + 1] == '\''))
            ++i;
        out += body[i];
    }
    return out;
}

class Flattener {
public:
    Flattener(std::vector<Entry> &out, Diagnostics &diags, std::map<std::string, std::string> command = {})
        : m_out(out), m_diags(diags), m_command(std::move(command))
    {
    }

    const std::set<std::string> &selectors() const { return m_selectors; }

    // An argument whose value only chose a branch (`--model`, default 'qwen', in `if
    // args.model == 'qwen': model_name = 'Qwen/Qwen2.5-3B'`) is the script's choice, not a
    // setting of its own: its default's entry goes.
    void dropSelectorDefaults()
    {
        for (const std::string &dest : m_selectors)
            if (const auto known = m_argDefaults.find(dest); known != m_argDefaults.end() && !known->second.via.empty())
                m_out.erase(std::remove_if(m_out.begin(), m_out.end(),
                                           [&](const Entry &e) { return e.key == known->second.via; }),
                            m_out.end());
    }

    bool file(const std::string &text, const std::string &path, int depth)
    {
        m_chain.push_back(realPathOf(path));
        struct Pop {
            std::vector<std::string> &chain;
            ~Pop() { chain.pop_back(); }
        } pop{m_chain};
        std::vector<Token> toks;
        if (!tokenize(text, path, toks, m_diags) || !indentationConsistent(text, path, toks, m_diags))
            return false;
        Parser p{*this, text, path, toks, 0, depth, {}, 0, 0, 0, {}};
        p.statements();
        if (depth == 0)
            p.emitRegistry();
        markedCalls(text, path, toks);
        return !m_missingComma;
    }

private:
    // Calls that say how the script trains wherever they sit (FSDP2's fully_shard, HF's
    // gradient_checkpointing_enable, torch.utils.checkpoint): each once, as `name = True`, read by
    // the generic reader's names; never written (their place is code, not a value).
    void markedCalls(const std::string &text, const std::string &path, const std::vector<Token> &toks)
    {
        static const std::vector<std::pair<std::string, std::string>> calls = {
            {"fully_shard", "fully_shard"},
            {"FullyShardedDataParallel", "fully_shard"},
            {"FSDPStrategy", "fully_shard"},
            {"gradient_checkpointing_enable", "gradient_checkpointing_enable"},
            {"apply_activation_checkpointing", "gradient_checkpointing_enable"},
            {"checkpoint_wrapper", "gradient_checkpointing_enable"},
            {"checkpoint_sequential", "gradient_checkpointing_enable"},
            {"set_grad_checkpointing", "gradient_checkpointing_enable"}};
        std::set<std::string> seen;
        for (size_t i = 0; i + 1 < toks.size(); ++i) {
            // Lightning's FSDPStrategy(activation_checkpointing_policy={Block}) / ModelParallelStrategy's
            // keyword: a policy set (not None) checkpoints those blocks
            const bool policy = toks[i].kind == Tok::Name &&
                                (toks[i].text == "activation_checkpointing_policy" || toks[i].text == "activation_checkpointing") &&
                                toks[i + 1].kind == Tok::Op && toks[i + 1].text == "=" && i + 2 < toks.size() &&
                                toks[i + 2].text != "None" && toks[i + 2].text != "False" && toks[i + 2].kind != Tok::Newline;
            if (!policy && (toks[i].kind != Tok::Name || toks[i + 1].kind != Tok::Op || toks[i + 1].text != "("))
                continue;
            std::string key = policy ? "gradient_checkpointing_enable" : "";
            for (const auto &[name, k] : calls)
                if (toks[i].text == name)
                    key = k;
            // timm's model.set_grad_checkpointing(False) switches it off
            if (toks[i].text == "set_grad_checkpointing" && i + 2 < toks.size() &&
                (toks[i + 2].text == "False" || (toks[i + 2].text == "enable" && i + 4 < toks.size() && toks[i + 4].text == "False")))
                continue;
            // torch.utils.checkpoint.checkpoint(...) / checkpoint(block, x) from torch.utils.checkpoint
            // (a `checkpoint` of another module saves weights; only torch's recomputes)
            const auto from = m_importedFrom.find(toks[i].text);
            const bool torchsCheckpoint =
                (from != m_importedFrom.end() && from->second == "torch.utils.checkpoint" &&
                 m_imported[toks[i].text] == "checkpoint") ||
                (toks[i].text == "checkpoint" && i >= 4 && toks[i - 1].text == "." && toks[i - 2].text == "checkpoint" &&
                 toks[i - 3].text == "." && toks[i - 4].text == "utils");
            if (torchsCheckpoint)
                key = "gradient_checkpointing_enable";
            if (key.empty() || !seen.insert(key).second)
                continue;
            // `def fully_shard(...)` defines it, not calls it
            if (i > 0 && toks[i - 1].kind == Tok::Name && toks[i - 1].text == "def")
                continue;
            Entry e;
            e.key = key;
            e.value = "True";
            e.file = path;
            lineColumnAt(text, toks[i].begin, e.line, e.column);
            e.keyBegin = e.keyEnd = e.valueBegin = e.valueEnd = kNoSpan;
            m_out.push_back(std::move(e));
        }
        trainingCrop(text, path, toks);
        loopWithoutAutocast(text, path, toks);
    }

    // torchvision's training crop given by position, wherever it sits (inside a Compose([...]):
    // `RandomResizedCrop(176)`, `RandomCrop(32, padding=4)`): the image the model trains on, as
    // `crop_size` (CenterCrop and Resize are the evaluation's). The first one; not written.
    void trainingCrop(const std::string &text, const std::string &path, const std::vector<Token> &toks)
    {
        for (size_t i = 0; i + 3 < toks.size(); ++i) {
            if (toks[i].kind != Tok::Name || (toks[i].text != "RandomResizedCrop" && toks[i].text != "RandomCrop") ||
                toks[i + 1].kind != Tok::Op || toks[i + 1].text != "(" || toks[i + 2].kind != Tok::Number ||
                toks[i + 3].kind != Tok::Op || (toks[i + 3].text != "," && toks[i + 3].text != ")"))
                continue;
            Entry e;
            e.key = "crop_size";
            e.value = toks[i + 2].text;
            e.file = path;
            lineColumnAt(text, toks[i + 2].begin, e.line, e.column);
            e.keyBegin = e.keyEnd = e.valueBegin = e.valueEnd = kNoSpan;
            m_out.push_back(std::move(e));
            return;
        }
    }

    // A script whose own loop calls loss.backward() and never mentions autocast, a GradScaler, a
    // 16-bit dtype or a trainer that would choose one trains in fp32: said as
    // `training_loop.autocast = False` at the backward call (read by the generic reader's names).
    void loopWithoutAutocast(const std::string &text, const std::string &path, const std::vector<Token> &toks)
    {
        static const std::set<std::string> hints = {
            "autocast", "GradScaler", "amp", "half", "bfloat16", "float16", "bf16", "fp16", "precision", "mixed_precision",
            "Accelerator", "Trainer", "TrainingArguments", "SFTTrainer", "SFTConfig", "Fabric", "torch_dtype", "dtype",
            "deepspeed", "use_amp", "to_bf16", "autocast_dtype", "FastLanguageModel", "FastModel"};
        size_t backward = std::string::npos;
        for (size_t i = 0; i < toks.size(); ++i) {
            const Token &k = toks[i];
            if (k.kind == Tok::Name && hints.count(k.text) != 0)
                return;
            if (k.kind == Tok::String && (k.text.find("16") != std::string::npos || k.text.find("amp") != std::string::npos))
                return;
            if (k.kind == Tok::Name && k.text == "backward" && i > 0 && toks[i - 1].text == "." && i + 1 < toks.size() &&
                toks[i + 1].text == "(" && backward == std::string::npos)
                backward = i;
        }
        if (backward == std::string::npos)
            return;
        Entry e;
        e.key = "training_loop.autocast";
        e.value = "False";
        e.file = path;
        lineColumnAt(text, toks[backward].begin, e.line, e.column);
        e.keyBegin = e.keyEnd = e.valueBegin = e.valueEnd = kNoSpan;
        m_out.push_back(std::move(e));
    }

    std::vector<Entry> &m_out;
    Diagnostics &m_diags;
    std::map<std::string, PyValue> m_names; // the file's own names, for later references
    std::map<std::string, std::string> m_imported; // names a `from … import` brings in → the class name
    std::map<std::string, std::string> m_importedFrom; // those names → the module they come from
    bool m_missingComma = false;                       // said once per file
    std::map<std::string, PyValue> m_argDefaults;      // argparse dests → their default=
    std::map<std::string, std::string> m_command;      // argparse dests → the launching command's values
    std::set<std::string> m_selectors;                 // argparse dests whose values chose a branch
    std::vector<std::string> m_chain; // the files being read, base by base (a cycle is refused)
    // The configurations a registry's functions return (`def qwen3_14b() -> Trainer.Config:
    // return Trainer.Config(…)`), in the file's order: function name, value.
    std::vector<std::pair<std::string, PyValue>> m_registry;

    struct Parser {
        Flattener &f;
        const std::string &text;
        const std::string &path;
        const std::vector<Token> &t;
        size_t i;
        int depth;
        // The literals the current function binds in its own body (`load_in_4bit = True` in the
        // `def main():` of Unsloth's template): what its later keyword arguments mean there.
        std::map<std::string, PyValue> locals;
        // The arm of a top-level `match` that is read (matchStatement): its lines at armColumn
        // are read as top-level ones until token armEnd, and reading goes on at matchEnd.
        size_t armColumn = 0, armEnd = 0, matchEnd = 0;
        // The `if`/`elif`/`else` chains open around the current line, innermost last: whether
        // their conditions could be told (a comparison of an argparse value the command or the
        // parser's default fixes with a string) and whether a branch was taken.
        struct Chain {
            size_t column;
            bool known;
            bool taken;
        };
        std::vector<Chain> chains;

        const Token &peek(size_t ahead = 0) const { return t[std::min(i + ahead, t.size() - 1)]; }
        bool isOp(const Token &k, const char *op) const { return k.kind == Tok::Op && k.text == op; }
        // Past the ',' after a call's argument; past anything unexpected too, never stuck.
        void nextArgument()
        {
            if (isOp(peek(), ",") || !isOp(peek(), ")"))
                ++i;
        }

        // detectron2's model zoo on this line: `cfg.merge_from_file(model_zoo.get_config_file(
        // "COCO-Detection/faster_rcnn_R_50_FPN_3x.yaml"))`, `model_zoo.get_config("….py")`: the
        // config a script trains is named as train_net.py's --config-file names it (read as
        // detectron2_model_zoo, where its name gives the model and detectron2's defaults apply).
        void modelZooConfig()
        {
            for (size_t j = i; j + 4 < t.size() && t[j].kind != Tok::Newline && t[j].kind != Tok::End; ++j) {
                const Token &call = t[j + 2];
                if (t[j].kind != Tok::Name || t[j].text != "model_zoo" || !isOp(t[j + 1], ".") || call.kind != Tok::Name ||
                    (call.text != "get_config_file" && call.text != "get_config") || !isOp(t[j + 3], "(") ||
                    t[j + 4].kind != Tok::String || t[j + 4].text.find_first_of("fF") == 0)
                    continue;
                PyValue v = at(t[j + 4].begin, t[j + 4].end);
                v.kind = PyValue::Kind::Scalar;
                v.text = unquote(t[j + 4].text);
                emit("detectron2_model_zoo", v);
                return;
            }
        }

        // The token index where the block whose lines are indented past `column` ends, from i.
        size_t blockEnd(size_t from, size_t column) const
        {
            size_t j = from;
            while (j < t.size() && t[j].kind != Tok::End && !(t[j].lineStart && t[j].column <= column))
                ++j;
            return j;
        }

        // One `case` line's pattern, the tokens (from, colon): whether the subject `value` takes
        // it. A literal or `|` of literals compares; `_` or a bare name captures anything; any
        // other pattern (a class, a guard) cannot be decided here: nullopt.
        std::optional<bool> armTakes(size_t from, size_t colon, const std::string &value) const
        {
            bool takes = false;
            for (size_t j = from; j < colon; ++j) {
                const Token &p = t[j];
                if (isOp(p, "|"))
                    continue;
                const bool alone = j + 1 == colon || isOp(t[j + 1], "|");
                if (!alone)
                    return std::nullopt;
                if (p.kind == Tok::String && p.text.find_first_of("fF") != 0)
                    takes = takes || unquote(p.text) == value;
                else if (p.kind == Tok::Number)
                    takes = takes || p.text == value;
                else if (p.kind == Tok::Name && p.text != "None" && p.text != "True" && p.text != "False")
                    takes = true; // `case _:` and a capture take any value
                else
                    return std::nullopt;
            }
            return takes;
        }

        // `match SUBJECT:` at the top of the file runs one arm, as an `if` chain runs one branch.
        // Where the subject is known when the file is read (a literal, `os.environ.get("SIZE",
        // "small")`'s default), the first arm it takes is read as if its lines stood at the top and
        // the others are not (python.match_arm); otherwise no arm is (python.match_unknown).
        bool matchStatement()
        {
            size_t colon = 1;
            while (peek(colon).kind != Tok::Newline && peek(colon).kind != Tok::End)
                ++colon;
            const Token &first = peek(colon + 1);
            if (colon < 3 || !isOp(peek(colon - 1), ":") || first.kind != Tok::Name || first.text != "case" ||
                !first.lineStart || first.column == 0)
                return false;
            const size_t at = peek().begin;
            const std::string written = text.substr(peek(1).begin, peek(colon - 1).begin - peek(1).begin);
            const size_t caseColumn = first.column;
            ++i;
            const PyValue subject = expression();
            const bool known = subject.kind == PyValue::Kind::Scalar && !subject.isNull && isOp(peek(), ":");
            skipLine();
            const size_t end = blockEnd(i, 0);
            size_t chosen = 0, chosenEnd = 0;
            std::string pattern;
            bool decided = known;
            for (size_t j = i; decided && chosen == 0 && j < end;) {
                size_t c = j;
                while (c < end && t[c].kind != Tok::Newline)
                    ++c;
                const size_t body = c + 1, bodyEnd = blockEnd(body, caseColumn);
                if (t[j].kind == Tok::Name && t[j].text == "case" && t[j].column == caseColumn) {
                    // (an arm written on its case line, `case "a": x = 1`, is not read)
                    const std::optional<bool> takes =
                        c > j + 1 && isOp(t[c - 1], ":") ? armTakes(j + 1, c - 1, subject.text) : std::nullopt;
                    decided = takes.has_value();
                    if (takes.value_or(false) && body < bodyEnd) {
                        chosen = body;
                        chosenEnd = bodyEnd;
                        pattern = text.substr(t[j + 1].begin, t[c - 1].begin - t[j + 1].begin);
                    }
                }
                j = bodyEnd;
            }
            Diagnostic d = syntaxError(path, text, at, decided ? "python.match_arm" : "python.match_unknown");
            d.severity = Diagnostic::Severity::Warning;
            d.args = {trim(written), subject.text, trim(pattern)};
            if (!decided || chosen != 0)
                f.m_diags.push_back(d);
            if (!decided || chosen == 0) {
                i = end;
                return true;
            }
            i = chosen;
            armColumn = t[chosen].column;
            armEnd = chosenEnd;
            matchEnd = end;
            return true;
        }

        void skipLine()
        {
            while (peek().kind != Tok::Newline && peek().kind != Tok::End)
                ++i;
            if (peek().kind == Tok::Newline)
                ++i;
        }

        // `from a.b import X, Y as Z` / `from a import (X,\n Y)`: X and Z name the classes X and Y.
        void imports()
        {
            const size_t from = peek().begin;
            ++i;
            std::string module;
            while (peek().kind != Tok::End && peek().kind != Tok::Newline && !(peek().kind == Tok::Name && peek().text == "import"))
                module += peek().text, ++i;
            if (peek().kind != Tok::Name)
                return;
            // Importing unsloth sets PYTORCH_CUDA_ALLOC_CONF to expandable segments (its
            // __init__.py, before torch is imported): what it sets, said as inferred from the import.
            if (module == "unsloth" || module.rfind("unsloth.", 0) == 0) {
                PyValue conf = at(from, peek().end);
                conf.kind = PyValue::Kind::Scalar;
                conf.text = "expandable_segments:True";
                conf.keyBegin = from;
                conf.keyEnd = peek().end;
                emit("unsloth_allocator", conf);
            }
            ++i;
            // mmengine's new-style base: `with read_base(): from .._base_.default_runtime import *`
            // is `_base_ = ['../_base_/default_runtime.py']`.
            if (isOp(peek(), "*") && module.rfind('.', 0) == 0) {
                size_t dots = 0;
                while (dots < module.size() && module[dots] == '.')
                    ++dots;
                std::string rel = dots == 1 ? "./" : "";
                for (size_t d = 1; d < dots; ++d)
                    rel += "../";
                std::string rest = module.substr(dots);
                std::replace(rest.begin(), rest.end(), '.', '/');
                PyValue base = at(from, from);
                base.kind = PyValue::Kind::Scalar;
                base.text = rel + rest + ".py";
                readBases(base);
                skipLine();
                return;
            }
            int open = 0;
            while (peek().kind != Tok::End && (open > 0 || peek().kind != Tok::Newline)) {
                const Token &k = peek();
                if (isOp(k, "("))
                    ++open;
                else if (isOp(k, ")"))
                    --open;
                else if (k.kind == Tok::Name && k.text != "as" && k.text != "*") {
                    const bool aliased = peek(1).kind == Tok::Name && peek(1).text == "as" && peek(2).kind == Tok::Name;
                    f.m_imported[aliased ? peek(2).text : k.text] = k.text;
                    f.m_importedFrom[aliased ? peek(2).text : k.text] = module;
                    if (aliased)
                        i += 2;
                }
                ++i;
            }
        }

        // A variable the script sets in its own environment, wherever it sits:
        // `os.environ["PYTORCH_CUDA_ALLOC_CONF"] = "expandable_segments:True"` and
        // `os.environ.setdefault("NAME", "value")`, read as `NAME: value` at the top, as an
        // `export` line of a launch script is. The statement is consumed where it is one.
        bool environAssignment(const std::string &name, size_t n)
        {
            const bool environ = name == "environ" || name == "os.environ";
            const bool setdefault = name == "os.environ.setdefault" || name == "environ.setdefault";
            const Token *var = nullptr, *value = nullptr;
            size_t end = 0;
            if (environ && isOp(peek(n), "[") && peek(n + 1).kind == Tok::String && isOp(peek(n + 2), "]") &&
                isOp(peek(n + 3), "=") && peek(n + 4).kind == Tok::String) {
                var = &peek(n + 1);
                value = &peek(n + 4);
                end = n + 5;
            } else if (setdefault && isOp(peek(n), "(") && peek(n + 1).kind == Tok::String && isOp(peek(n + 2), ",") &&
                       peek(n + 3).kind == Tok::String && isOp(peek(n + 4), ")")) {
                var = &peek(n + 1);
                value = &peek(n + 3);
                end = n + 5;
            }
            if (!var || (peek(end).kind != Tok::Newline && peek(end).kind != Tok::End))
                return false;
            PyValue v = at(value->begin, value->end);
            v.kind = PyValue::Kind::Scalar;
            v.text = unquote(value->text);
            v.keyBegin = var->begin;
            v.keyEnd = var->end;
            const std::string key = unquote(var->text);
            i += end;
            emit(key, v);
            return true;
        }

        void statements()
        {
            std::string cls;    // the class whose body is being read (`class Config:` + `batch_size = 32`)
            size_t bodyColumn = 0;
            bool inInit = false; // in the class's `def __init__(self…):`, whose `self.x = …` are its settings
            size_t initColumn = 0;
            std::string function; // the last `def` seen
            size_t defColumn = 0, localColumn = 0; // that def's column, its body's
            while (peek().kind != Tok::End) {
                const Token &k = peek();
                if (k.kind == Tok::Newline) {
                    ++i;
                    continue;
                }
                if (armEnd != 0 && i >= armEnd) {
                    i = std::max(i, matchEnd); // (past the arms not taken)
                    armEnd = 0;
                    continue;
                }
                if (k.kind == Tok::Name && k.lineStart && k.column == 0 && k.text == "match" && matchStatement())
                    continue;
                if (k.lineStart)
                    modelZooConfig();
                if (k.lineStart && branch(k))
                    continue;
                if (k.lineStart && !locals.empty() && k.column <= defColumn && !(k.kind == Tok::Name && k.text == "def"))
                    locals.clear(); // the function's body has ended
                if (k.lineStart && !function.empty() && localColumn == 0 && k.column > defColumn)
                    localColumn = k.column;
                // `from mmengine.optim import AmpOptimWrapper` (mmengine's new-style configs give
                // `type=AmpOptimWrapper`, the class itself): the names it brings in, by class name.
                if (k.kind == Tok::Name && k.lineStart && k.text == "from") {
                    imports();
                    continue;
                }
                if (k.kind == Tok::Name && k.lineStart && k.text == "def" && peek(1).kind == Tok::Name) {
                    function = peek(1).text;
                    defColumn = k.column;
                    localColumn = 0;
                    locals.clear();
                    parameterDefaults();
                }
                // A Lightning DataModule's `def train_dataloader(self): return DataLoader(…, batch_size=64)`:
                // the loader's settings (not a validation or test loader's).
                if (k.kind == Tok::Name && k.lineStart && k.text == "return" && k.column > 0 && returnsLoader(function))
                    continue;
                // A registry's function returning its whole configuration (torchtitan's
                // config_registry.py: `def qwen3_14b() -> Trainer.Config: return Trainer.Config(
                // training=TrainingConfig(…), …)`): kept; which one is read is chosen after the file.
                if (k.kind == Tok::Name && k.lineStart && k.text == "return" && defColumn == 0 && !function.empty() &&
                    k.column == localColumn && registryReturn(function))
                    continue;
                if (k.kind == Tok::Name && k.lineStart && k.column == 0) {
                    cls.clear();
                    if (k.text == "class" && peek(1).kind == Tok::Name) {
                        cls = peek(1).text;
                        bodyColumn = 0;
                        inInit = false;
                        skipLine();
                        continue;
                    }
                }
                // The class's own attributes, and what its `__init__` assigns to `self` in its own
                // body (not inside an `if` or a loop); other methods' assignments are not settings.
                const bool inClass = !cls.empty() && k.lineStart && k.column > 0 && (bodyColumn == 0 || k.column == bodyColumn);
                if (inClass && bodyColumn == 0)
                    bodyColumn = k.column;
                if (inClass && k.kind == Tok::Name && k.text == "def") {
                    inInit = peek(1).kind == Tok::Name && peek(1).text == "__init__";
                    initColumn = 0;
                    skipLine();
                    continue;
                }
                bool inInitBody = false;
                if (!cls.empty() && inInit && k.lineStart && k.column > bodyColumn) {
                    if (initColumn == 0)
                        initColumn = k.column;
                    inInitBody = k.column == initColumn && k.kind == Tok::Name && k.text == "self" && isOp(peek(1), ".") &&
                                 peek(2).kind == Tok::Name;
                }
                // Top-level `name = expression`, `cfg.train.batch_size = 64` (yacs in Python),
                // `epochs: int = 300` (annotated, as in a dataclass); anything else is skipped.
                size_t n = 1;
                std::string name = k.text;
                while (isOp(peek(n), ".") && peek(n + 1).kind == Tok::Name) {
                    name += "." + peek(n + 1).text;
                    n += 2;
                }
                if (k.kind == Tok::Name && k.lineStart && environAssignment(name, n))
                    continue;
                // `model, tokenizer = FastLanguageModel.from_pretrained(...)`: the first name holds it.
                if (k.kind == Tok::Name && k.lineStart && isOp(peek(n), ",")) {
                    size_t m = n;
                    while (isOp(peek(m), ",") && peek(m + 1).kind == Tok::Name)
                        m += 2;
                    if (isOp(peek(m), "="))
                        n = m;
                }
                if (k.kind == Tok::Name && isOp(peek(n), ":")) {
                    size_t m = n + 1;
                    while (peek(m).kind != Tok::Newline && peek(m).kind != Tok::End && !isOp(peek(m), "="))
                        ++m;
                    if (isOp(peek(m), "="))
                        n = m;
                }
                // `metrics = model.val(batch=1, device=0)` after the training call: what an
                // evaluation, prediction or export is run with is no training setting.
                if (k.kind == Tok::Name && k.lineStart && isOp(peek(n), "=") && evaluationCall(n + 1)) {
                    skipLine();
                    continue;
                }
                const bool inArm = armEnd != 0 && k.column == armColumn;
                if (k.kind == Tok::Name && k.lineStart && (k.column == 0 || inClass || inInitBody || inArm) &&
                    isOp(peek(n), "=")) {
                    if (inInitBody)
                        name = cls + name.substr(4); // self.batch_size → Config.batch_size
                    else if (inClass)
                        name = cls + "." + name;
                    i += n + 1;
                    // `mix_prob = ` and the line (or the file) ends: Python refuses it ("invalid
                    // syntax"), a file cut short or a value left out.
                    if (peek().kind == Tok::Newline || peek().kind == Tok::End) {
                        f.m_diags.push_back(syntaxError(path, text, t[i - 1].begin, "python.missing_value"));
                        skipLine();
                        continue;
                    }
                    PyValue v = expression();
                    v.keyBegin = k.begin;
                    v.keyEnd = k.end;
                    if (peek().kind != Tok::Newline && peek().kind != Tok::End) {
                        skipLine(); // `a = b = 1`, `a = 1; b = 2`: not read
                        continue;
                    }
                    assign(name, v);
                    continue;
                }
                // A function's own `name = literal` at its body's level (not in a branch or loop):
                // not a setting, but what the name means in the function's later calls.
                // (and one in the branch taken on a value the command fixes: `elif args.model == 'gemma':
                // model_name = 'google/gemma-3-4b-it'`)
                const bool local = (!function.empty() && k.column == localColumn) || inTakenBranch(k.column);
                if (k.kind == Tok::Name && k.lineStart && local && n == 1 &&
                    !inClass && !inInitBody && isOp(peek(1), "=") && localLiteral(peek(2)) &&
                    (peek(3).kind == Tok::Newline || peek(3).kind == Tok::End)) {
                    PyValue v = at(peek(2).begin, peek(2).end);
                    v.kind = PyValue::Kind::Scalar;
                    v.text = peek(2).kind == Tok::String ? unquote(peek(2).text) : peek(2).text;
                    v.isNull = peek(2).text == "None";
                    locals[k.text] = v;
                    skipLine();
                    continue;
                }
                // Inside a function or a block (`def main():`, `if __name__ == "__main__":`, `with …:`):
                // an assignment whose value is a call with keyword arguments (TrainingArguments(…),
                // LoraConfig(…), from_pretrained(…)) states settings where it sits; a plain value
                // there is the function's own.
                // An attribute set on an object there (NeMo 2's `recipe.trainer.strategy.
                // tensor_model_parallel_size = 2`, `cfg.data.batch_size = 8`): a setting, as at the top.
                if (k.kind == Tok::Name && k.lineStart && k.column > 0 && !inClass && !inInitBody && isOp(peek(n), "=") &&
                    name.find('.') != std::string::npos && k.text != "self" && literalFollows(n + 1)) {
                    i += n + 1;
                    PyValue v = expression();
                    v.keyBegin = k.begin;
                    v.keyEnd = k.end;
                    if (peek().kind != Tok::Newline && peek().kind != Tok::End) {
                        skipLine();
                        continue;
                    }
                    assign(name, v);
                    continue;
                }
                if (k.kind == Tok::Name && k.lineStart && k.column > 0 && !inClass && !inInitBody && isOp(peek(n), "=") &&
                    peek(n + 1).kind == Tok::Name) {
                    const size_t save = i;
                    i += n + 1;
                    PyValue v = expression();
                    if (v.kind == PyValue::Kind::Dict && (peek().kind == Tok::Newline || peek().kind == Tok::End)) {
                        v.keyBegin = k.begin;
                        v.keyEnd = k.end;
                        assign(name, v);
                        continue;
                    }
                    i = save;
                    skipLine();
                    continue;
                }
                // mmengine's new-style configs change an inherited dict in place:
                // `train_dataloader.update(dict(batch_size=32, num_workers=10))` sets those keys, and
                // so does the keyword form `train_dataloader.update(batch_size=32)`.
                static const std::string kUpdate = ".update";
                const bool keywords = peek(n + 1).kind == Tok::Name && isOp(peek(n + 2), "=");
                if (k.kind == Tok::Name && k.lineStart && k.column == 0 && name.size() > kUpdate.size() &&
                    name.compare(name.size() - kUpdate.size(), kUpdate.size(), kUpdate) == 0 && isOp(peek(n), "(") &&
                    ((peek(n + 1).kind == Tok::Name && peek(n + 1).text == "dict") || isOp(peek(n + 1), "{") || keywords)) {
                    const size_t save = i;
                    i += keywords ? n : n + 1;
                    PyValue v = keywords ? callDict(at(peek().begin, peek().end)) : expression();
                    if (keywords)
                        --i; // (back on its ")", as for the dict argument)
                    if (v.kind == PyValue::Kind::Dict && isOp(peek(), ")") &&
                        (peek(1).kind == Tok::Newline || peek(1).kind == Tok::End)) {
                        ++i;
                        emit(name.substr(0, name.size() - kUpdate.size()), v);
                        continue;
                    }
                    i = save;
                    skipLine();
                    continue;
                }
                // `with torch.autocast(device_type="cuda", dtype=torch.float16):` (torch.cuda.amp.autocast(),
                // torch.amp.autocast("cuda", …)): the loop trains under autocast, in its dtype.
                if (k.kind == Tok::Name && k.lineStart && k.text == "with" && peek(1).kind == Tok::Name) {
                    size_t m = 1;
                    std::string callee = peek(1).text;
                    while (isOp(peek(m + 1), ".") && peek(m + 2).kind == Tok::Name) {
                        callee += "." + peek(m + 2).text;
                        m += 2;
                    }
                    static const std::string kAutocast = "autocast";
                    if (isOp(peek(m + 1), "(") && callee.size() >= kAutocast.size() &&
                        callee.compare(callee.size() - kAutocast.size(), kAutocast.size(), kAutocast) == 0) {
                        i += m + 1;
                        const std::string positionalDtype = positionalArgument(1);
                        PyValue v = callDict(at(k.begin, t[i - 1].end));
                        // torch.autocast("cuda", torch.bfloat16): the dtype is the second positional
                        if (!positionalDtype.empty() &&
                            std::none_of(v.items.begin(), v.items.end(), [](const PyItem &x) { return x.first == "dtype"; })) {
                            PyValue d = at(k.begin, t[i - 1].end);
                            d.kind = PyValue::Kind::Scalar;
                            d.text = positionalDtype;
                            d.begin = d.end = kNoSpan;
                            v.items.insert(v.items.begin(), {"dtype", d});
                        }
                        // (a dtype the file computes, `dtype=ptdtype`: autocast is on, in a dtype
                        // the reading cannot tell, so no fp16 is assumed: the precision stays at its
                        // stated default)
                        const bool dtypeUnknown = std::any_of(v.items.begin(), v.items.end(), [](const PyItem &x) {
                            return x.first == "dtype" && x.second.kind == PyValue::Kind::Other;
                        });
                        PyValue on = at(k.begin, t[i - 1].end);
                        on.kind = PyValue::Kind::Scalar;
                        on.text = "True";
                        on.begin = on.end = kNoSpan;
                        if (!dtypeUnknown)
                            v.items.insert(v.items.begin(), {"enabled", on});
                        emit("autocast", v);
                    }
                    skipLine();
                    continue;
                }
                // A training call on its own line: Ultralytics' `model.train(data=…, batch=16, imgsz=640)`.
                // Its keyword arguments are read under the call's name (model.train.batch).
                static const std::string kTrain = ".train";
                if (k.kind == Tok::Name && k.lineStart && name.size() > kTrain.size() &&
                    name.compare(name.size() - kTrain.size(), kTrain.size(), kTrain) == 0 && isOp(peek(n), "(")) {
                    const size_t save = i;
                    i += n;
                    PyValue v = callWithKeywords(at(k.begin, t[i - 1].end), name);
                    if (v.kind == PyValue::Kind::Dict && (peek().kind == Tok::Newline || peek().kind == Tok::End)) {
                        assign(name, v);
                        continue;
                    }
                    i = save;
                    skipLine();
                    continue;
                }
                // argparse: `parser.add_argument('--batch-size', type=int, default=32)` states the
                // script's default for the flag, wherever the call sits (a `get_args()` function).
                static const std::string kAddArgument = ".add_argument";
                if (k.kind == Tok::Name && k.lineStart && name.size() > kAddArgument.size() &&
                    name.compare(name.size() - kAddArgument.size(), kAddArgument.size(), kAddArgument) == 0 &&
                    isOp(peek(n), "(")) {
                    i += n;
                    argument();
                    continue;
                }
                // `parser.set_defaults(batch_size=16)` wins over add_argument's default= (argparse
                // reads the parser's defaults after the arguments').
                static const std::string kSetDefaults = ".set_defaults";
                if (k.kind == Tok::Name && k.lineStart && name.size() > kSetDefaults.size() &&
                    name.compare(name.size() - kSetDefaults.size(), kSetDefaults.size(), kSetDefaults) == 0 &&
                    isOp(peek(n), "(")) {
                    i += n;
                    PyValue v = callWithKeywords(at(k.begin, t[i - 1].end), name);
                    if (v.kind == PyValue::Kind::Dict)
                        for (const auto &[dest, value] : v.items)
                            setDefault(dest, value);
                    skipLine();
                    continue;
                }
                skipLine();
            }
        }

        // A parser default for `dest`: the flag's entry (emitted by its add_argument) now holds it,
        // read and patched at the set_defaults keyword; a dest with no flag is read as its name.
        void setDefault(const std::string &dest, const PyValue &value)
        {
            const auto known = f.m_argDefaults.find(dest);
            if (known == f.m_argDefaults.end() || value.kind != PyValue::Kind::Scalar) {
                // (and `args.dest` is that default from here on, as argparse gives it)
                if (value.kind == PyValue::Kind::Scalar)
                    f.m_argDefaults[dest] = value;
                emit(dest, value);
                return;
            }
            const std::string flag = known->second.via;
            for (auto it = f.m_out.rbegin(); it != f.m_out.rend(); ++it)
                if (it->key == flag) {
                    f.m_out.erase(std::next(it).base());
                    break;
                }
            PyValue v = value;
            v.via = flag;
            known->second = v;
            emit(flag, value);
        }

        // Whether a line at `column` is in the body of a branch taken on a known value.
        bool inTakenBranch(size_t column) const
        {
            return !chains.empty() && chains.back().known && chains.back().taken && column > chains.back().column;
        }

        // Past a header line and the lines indented under it.
        void skipBlock(size_t column)
        {
            skipLine();
            while (peek().kind != Tok::End && peek().lineStart && peek().column > column)
                skipLine();
        }

        // An operand of a branch's condition: a string, or an argparse value (`args.model`,
        // `args.model.lower()`) that the command or the parser's default gives. False when it is
        // neither; `i` is then anywhere on the line.
        bool conditionOperand(std::string &value, std::string &argument)
        {
            if (peek().kind == Tok::String) {
                value = unquote(peek().text);
                ++i;
                return true;
            }
            static const std::set<std::string> holders = {"args", "opt", "opts", "FLAGS", "flags", "cli_args",
                                                          "script_args", "train_args", "hparams"};
            if (!(peek().kind == Tok::Name && holders.count(peek().text) && isOp(peek(1), ".") && peek(2).kind == Tok::Name))
                return false;
            const std::string dest = peek(2).text;
            i += 3;
            if (const auto given = f.m_command.find(dest); given != f.m_command.end())
                value = given->second, argument = dest;
            else if (const auto known = f.m_argDefaults.find(dest);
                     known != f.m_argDefaults.end() && known->second.kind == PyValue::Kind::Scalar && !known->second.isNull)
                value = known->second.text, argument = dest;
            else
                return false;
            while (isOp(peek(), ".") && peek(1).kind == Tok::Name && isOp(peek(2), "(") && isOp(peek(3), ")")) {
                const std::string method = peek(1).text;
                if (method == "lower" || method == "casefold")
                    value = toLower(value);
                else if (method == "upper")
                    std::transform(value.begin(), value.end(), value.begin(),
                                   [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
                else if (method == "strip")
                    value = trim(value);
                else
                    return false;
                i += 4;
            }
            return true;
        }

        // `if runlocal:`, `if not DEBUG:` on a name bound to a literal (a parameter's default,
        // big_vision's get_config(runlocal=False); the file's own `DEBUG = False`): its truth as
        // Python takes it, 1 or 0; -1 for any other condition. `i` is left where it was.
        int nameTruth() const
        {
            const bool negated = peek().kind == Tok::Name && peek().text == "not";
            const size_t n = negated ? 1 : 0;
            const Token &name = peek(n);
            if (name.kind != Tok::Name || !isOp(peek(n + 1), ":") || peek(n + 2).kind != Tok::Newline)
                return -1;
            const auto local = locals.find(name.text);
            const auto global = f.m_names.find(name.text);
            const PyValue *bound = local != locals.end() ? &local->second : global != f.m_names.end() ? &global->second : nullptr;
            if (!bound || bound->kind != PyValue::Kind::Scalar)
                return -1;
            static const std::set<std::string> falsy = {"False", "None", "0", "0.0", ""};
            const bool truth = !bound->isNull && !falsy.count(bound->text);
            return truth != negated ? 1 : 0;
        }

        // A branch's condition, from the token after `if`/`elif` to its ':': 1 true, 0 false, -1
        // not told (anything but `A == B`, `A != B`, `A in B`, `A not in B` of such operands).
        // `i` is left where it was.
        int condition()
        {
            if (const int truth = nameTruth(); truth >= 0)
                return truth;
            const size_t save = i;
            std::string a, b, op, argument; // (the argument's dest, where an operand is one)
            int result = -1;
            if (conditionOperand(a, argument)) {
                if (isOp(peek(), "==") || isOp(peek(), "!="))
                    op = peek().text, ++i;
                else if (peek().kind == Tok::Name && peek().text == "in")
                    op = "in", ++i;
                else if (peek().kind == Tok::Name && peek().text == "not" && peek(1).kind == Tok::Name && peek(1).text == "in")
                    op = "not in", i += 2;
                if (!op.empty() && conditionOperand(b, argument) && isOp(peek(), ":") && peek(1).kind == Tok::Newline) {
                    const bool in = b.find(a) != std::string::npos;
                    result = op == "==" ? a == b : op == "!=" ? a != b : op == "in" ? in : !in;
                    if (!argument.empty())
                        f.m_selectors.insert(argument);
                }
            }
            i = save;
            return result;
        }

        // An `if`/`elif`/`else` line (true, past it or, for a branch not taken, past its body), on
        // a value the command fixes: `--model=gemma` takes `elif args.model.lower() == 'gemma':`
        // and skips the others, as Python runs them. A chain whose conditions cannot be told is
        // read as before, every branch alike.
        bool branch(const Token &k)
        {
            const bool header = k.kind == Tok::Name && (k.text == "if" || k.text == "elif" || k.text == "else");
            while (!chains.empty() && (chains.back().column > k.column ||
                                       (chains.back().column == k.column && !(header && k.text != "if"))))
                chains.pop_back();
            if (!header || (k.text != "if" && (chains.empty() || chains.back().column != k.column)))
                return false;
            if (k.text == "else" && !isOp(peek(1), ":"))
                return false;
            ++i;
            const int told = k.text == "else" ? 1 : condition();
            --i;
            if (k.text == "if")
                chains.push_back({k.column, told >= 0, false});
            Chain &c = chains.back();
            if (told < 0)
                c.known = false;
            if (!c.known) {
                skipLine();
                return true;
            }
            if (c.taken || told == 0) {
                skipBlock(k.column);
                return true;
            }
            c.taken = true;
            skipLine();
            return true;
        }

        bool localLiteral(const Token &k) const
        {
            return k.kind == Tok::Number || k.kind == Tok::String ||
                   (k.kind == Tok::Name && (k.text == "True" || k.text == "False" || k.text == "None"));
        }

        // A function's parameter defaults (`def configure_recipe(nodes: int = 1, gpus_per_node: int
        // = 8)`): what its body's `num_gpus_per_node=gpus_per_node` means where the function is
        // called with the defaults. Names the file binds itself win; nothing is emitted.
        void parameterDefaults()
        {
            size_t j = i + 2;
            if (j >= t.size() || !isOp(t[j], "("))
                return;
            int open = 0;
            for (; j < t.size() && t[j].kind != Tok::End; ++j) {
                if (t[j].kind == Tok::Op && (t[j].text == "(" || t[j].text == "[" || t[j].text == "{"))
                    ++open;
                else if (t[j].kind == Tok::Op && (t[j].text == ")" || t[j].text == "]" || t[j].text == "}")) {
                    if (--open == 0)
                        return;
                } else if (open == 1 && t[j].kind == Tok::Name && j + 1 < t.size() && (isOp(t[j - 1], "(") || isOp(t[j - 1], ","))) {
                    // NAME [: annotation] = literal
                    size_t k = j + 1;
                    if (isOp(t[k], ":") && k + 1 < t.size() && t[k + 1].kind == Tok::Name)
                        k += 2;
                    if (k + 1 >= t.size() || !isOp(t[k], "="))
                        continue;
                    const Token &lit = t[k + 1];
                    const bool literal = lit.kind == Tok::Number || lit.kind == Tok::String ||
                                         (lit.kind == Tok::Name && (lit.text == "True" || lit.text == "False"));
                    const bool ends = k + 2 < t.size() && (isOp(t[k + 2], ",") || isOp(t[k + 2], ")"));
                    if (!literal || !ends || f.m_names.count(t[j].text))
                        continue;
                    PyValue v = at(lit.begin, lit.end);
                    v.kind = PyValue::Kind::Scalar;
                    v.text = lit.kind == Tok::String ? unquote(lit.text) : lit.text;
                    f.m_names[t[j].text] = v;
                }
            }
        }

        // The arguments of one add_argument call: its long flag (else its short one) and default=.
        void argument()
        {
            const size_t call = peek().begin;
            ++i; // (
            std::string flag, dest, action;
            PyValue value;
            bool hasDefault = false;
            while (peek().kind != Tok::End && !isOp(peek(), ")")) {
                if (peek().kind == Tok::Newline) {
                    ++i;
                    continue;
                }
                if (peek().kind == Tok::Name && isOp(peek(1), "=")) {
                    const std::string keyword = peek().text;
                    i += 2;
                    PyValue v = expression();
                    if (keyword == "default") {
                        value = std::move(v);
                        hasDefault = true;
                    } else if (keyword == "dest" && v.kind == PyValue::Kind::Scalar) {
                        dest = v.text;
                    } else if (keyword == "action" && v.kind == PyValue::Kind::Scalar) {
                        action = v.text;
                    }
                } else if (peek().kind == Tok::String && closer(peek(1))) {
                    const std::string written = unquote(peek().text);
                    const bool isLong = written.rfind("--", 0) == 0;
                    if ((isLong && flag.rfind("--", 0) != 0) || (flag.empty() && written.rfind('-', 0) == 0))
                        flag = written;
                    ++i;
                } else {
                    PyValue skipped;
                    rest(skipped);
                }
                nextArgument();
            }
            if (isOp(peek(), ")"))
                ++i;
            skipLine();
            if (!hasDefault && (action == "store_true" || action == "store_false") && flag.size() > 1 &&
                flag.find_first_not_of('-') != std::string::npos) {
                // argparse's own default of a switch (store_true: False): what `args.bf16` is where
                // the command does not give the flag; the first switch of a dest gives it, as
                // argparse sets defaults in the order the arguments were added. Not a setting of
                // its own (nothing is emitted).
                if (dest.empty()) {
                    dest = flag.substr(flag.find_first_not_of('-'));
                    std::replace(dest.begin(), dest.end(), '-', '_');
                }
                PyValue implicit = at(call, call); // (said at the call; nothing there to rewrite)
                implicit.begin = implicit.end = kNoSpan;
                implicit.kind = PyValue::Kind::Scalar;
                implicit.text = action == "store_true" ? "False" : "True";
                implicit.via = flag;
                f.m_argDefaults.emplace(dest, implicit);
                return;
            }
            if (!flag.empty() && flag.size() > 1 && hasDefault && flag.find_first_not_of('-') != std::string::npos) {
                // (and `args.batch_size` later is that default: argparse's dest of --batch-size)
                if (dest.empty()) {
                    dest = flag.substr(flag.find_first_not_of('-'));
                    std::replace(dest.begin(), dest.end(), '-', '_');
                }
                PyValue known = value;
                known.via = flag; // read through the flag: its own entry is then the one used
                f.m_argDefaults[dest] = known;
                emit(flag, value);
            }
        }

        void assign(const std::string &name, const PyValue &v)
        {
            if (name == "_base_")
                readBases(v);
            f.m_names[name] = v;
            emit(name, v);
        }

        void readBases(const PyValue &v)
        {
            std::vector<std::string> paths;
            if (v.kind == PyValue::Kind::Scalar)
                paths.push_back(v.text);
            for (const PyValue &e : v.elems)
                if (e.kind == PyValue::Kind::Scalar)
                    paths.push_back(e.text);
            for (std::string p : paths) {
                while (p.rfind("./", 0) == 0)
                    p = p.substr(2);
                const std::string full = joinPath(dirName(path), p);
                std::string baseText;
                Diagnostics quiet;
                if (fileExists(full) && std::find(f.m_chain.begin(), f.m_chain.end(), realPathOf(full)) != f.m_chain.end()) {
                    Diagnostic d = syntaxError(path, text, v.begin == kNoSpan ? 0 : v.begin, "config.include_cycle");
                    d.args = {p};
                    f.m_diags.push_back(d);
                    continue;
                }
                if (depth + 1 > kMaxIncludeDepth && fileExists(full)) {
                    // mmengine follows _base_ to any depth; Headroom stops where it stops for
                    // Hydra defaults and yacs _BASE_ chains, and says so rather than "cannot be found"
                    Diagnostic d = syntaxError(path, text, v.begin == kNoSpan ? 0 : v.begin, "config.include_too_deep");
                    d.args = {std::to_string(kMaxIncludeDepth)};
                    f.m_diags.push_back(d);
                    continue;
                }
                if (!fileExists(full) || !readTextFile(full, baseText, quiet)) {
                    Diagnostic d = syntaxError(path, text, v.begin == kNoSpan ? 0 : v.begin, p);
                    d.code = "dialect.reference_missing";
                    d.severity = Diagnostic::Severity::Warning;
                    d.args = {"_base_", p};
                    f.m_diags.push_back(d);
                    continue;
                }
                Flattener base(f.m_out, f.m_diags);
                base.m_chain = f.m_chain;
                base.file(baseText, full, depth + 1);
            }
        }

        void emit(const std::string &key, const PyValue &v)
        {
            if (v.kind == PyValue::Kind::Dict) {
                for (const auto &[k, item] : v.items)
                    emit(joinKey(key, k), item);
                return;
            }
            if (v.kind == PyValue::Kind::List) {
                const bool scalars = std::all_of(v.elems.begin(), v.elems.end(),
                                                 [](const PyValue &e) { return e.kind == PyValue::Kind::Scalar; });
                if (scalars) {
                    Entry e = entry(key, v);
                    e.isSequence = true;
                    for (const PyValue &x : v.elems) {
                        e.items.push_back(x.text);
                        e.value += (e.value.empty() ? "" : ",") + x.text;
                    }
                    f.m_out.push_back(std::move(e));
                    return;
                }
                for (size_t n = 0; n < v.elems.size(); ++n)
                    emit(key + "[" + std::to_string(n) + "]", v.elems[n]);
                return;
            }
            Entry e = entry(key, v);
            e.value = v.text;
            e.isNull = v.isNull;
            e.unresolved = v.kind == PyValue::Kind::Other;
            if (e.unresolved)
                e.valueBegin = e.valueEnd = kNoSpan;
            f.m_out.push_back(std::move(e));
        }

        Entry entry(const std::string &key, const PyValue &v) const
        {
            Entry e;
            e.key = key;
            e.file = v.file;
            e.line = v.line;
            e.column = v.column;
            e.valueBegin = v.begin;
            e.valueEnd = v.end;
            e.valueVia = v.via;
            if (v.file == path && v.via.empty()) {
                e.keyBegin = v.keyBegin;
                e.keyEnd = v.keyEnd;
            }
            return e;
        }

        PyValue at(size_t b, size_t e) const
        {
            PyValue v;
            v.file = path;
            v.begin = b;
            v.end = e;
            lineColumnAt(text, b, v.line, v.column);
            return v;
        }

        bool closer(const Token &k) const
        {
            return k.kind == Tok::Newline || k.kind == Tok::End ||
                   (k.kind == Tok::Op && (k.text == "," || k.text == ")" || k.text == "]" || k.text == "}" || k.text == ":"));
        }

        // Skips the rest of an expression, brackets balanced; the value becomes unresolved.
        void rest(PyValue &v)
        {
            int d = 0;
            while (peek().kind != Tok::End) {
                const Token &k = peek();
                if (d == 0 && closer(k))
                    break;
                if (k.kind == Tok::Op && (k.text == "(" || k.text == "[" || k.text == "{"))
                    ++d;
                else if (k.kind == Tok::Op && (k.text == ")" || k.text == "]" || k.text == "}"))
                    --d;
                if (k.kind == Tok::Newline && d > 0) {
                    ++i;
                    continue;
                }
                ++i;
            }
            const size_t b = v.begin == kNoSpan ? peek().begin : v.begin;
            const size_t e = i > 0 ? t[i - 1].end : b;
            v.kind = PyValue::Kind::Other;
            v.text = e > b ? text.substr(b, std::min<size_t>(e - b, 200)) : std::string();
            v.via.clear();
        }

        PyValue expression()
        {
            const size_t start = peek().begin;
            PyValue v;
            if (foldArithmetic(v))
                return v;
            v = primary();
            // `shuffle=True` then `num_workers=8` on the next line with no ',' between: Python
            // refuses the file ("Perhaps you forgot a comma?"); said there, the argument still read.
            if (peek().kind == Tok::Name && isOp(peek(1), "=") && i > 0 && t[i - 1].text != "lambda") {
                if (!f.m_missingComma) {
                    f.m_missingComma = true;
                    f.m_diags.push_back(syntaxError(path, text, peek().begin, "python.missing_comma"));
                }
                return v;
            }
            if (!closer(peek())) {
                // (a name's value copied from elsewhere, `args.bs * 2`, or a parenthesized start,
                // `(n := 4) * 2`: the text is this expression's, from its first character)
                if (!v.via.empty() || (v.begin != kNoSpan && v.begin > start)) {
                    const PyValue here = at(start, start);
                    v.begin = start;
                    v.file = here.file;
                    v.line = here.line;
                    v.column = here.column;
                }
                rest(v);
            }
            return v;
        }

        // Arithmetic over numbers and names bound to numbers, with parentheses (nanoGPT's
        // `gradient_accumulation_steps = 5 * 8`, `GLOBAL_BATCH // (MICRO_BATCH * WORLD_SIZE)`):
        // the value, its text the whole expression (export writes a number over it). Anything
        // else leaves the expression as it was read before.
        bool foldArithmetic(PyValue &v)
        {
            const size_t save = i, start = peek().begin;
            bool integral = true;
            int ops = 0;
            const std::optional<double> x = sumOf(integral, ops, 0);
            if (!x || ops == 0 || !closer(peek()) || !std::isfinite(*x) || std::fabs(*x) > 1e15) {
                i = save;
                return false;
            }
            v = at(start, t[i - 1].end);
            v.kind = PyValue::Kind::Scalar;
            std::ostringstream out;
            if (integral && *x == std::floor(*x))
                out << static_cast<long long>(*x);
            else
                out << *x;
            v.text = out.str();
            return true;
        }

        std::optional<double> sumOf(bool &integral, int &ops, int nest)
        {
            std::optional<double> x = productOf(integral, ops, nest);
            while (x && peek().kind == Tok::Op && (peek().text == "+" || peek().text == "-")) {
                const bool minus = peek().text == "-";
                ++i;
                const std::optional<double> y = productOf(integral, ops, nest);
                if (!y)
                    return std::nullopt;
                x = minus ? *x - *y : *x + *y;
                ++ops;
            }
            return x;
        }

        std::optional<double> productOf(bool &integral, int &ops, int nest)
        {
            std::optional<double> x = factorOf(integral, ops, nest);
            while (x && peek().kind == Tok::Op && (peek().text == "*" || peek().text == "/" || peek().text == "//")) {
                const std::string op = peek().text;
                ++i;
                const std::optional<double> y = factorOf(integral, ops, nest);
                if (!y || (op != "*" && *y == 0))
                    return std::nullopt;
                integral = integral && op != "/";
                x = op == "*" ? *x * *y : op == "/" ? *x / *y : std::floor(*x / *y);
                ++ops;
            }
            return x;
        }

        // An f-string's text with each `{name}` replaced by the scalar the file binds to name.
        std::optional<std::string> fillFormat(const std::string &body) const
        {
            std::string out;
            for (size_t p = 0; p < body.size(); ++p) {
                const char c = body[p];
                if ((c == '{' || c == '}') && p + 1 < body.size() && body[p + 1] == c) {
                    out += c;
                    ++p;
                    continue;
                }
                if (c == '}')
                    return std::nullopt;
                if (c != '{') {
                    out += c;
                    continue;
                }
                const size_t close = body.find('}', p);
                if (close == std::string::npos)
                    return std::nullopt;
                const std::string name = body.substr(p + 1, close - p - 1);
                const bool identifier = !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) &&
                                        std::all_of(name.begin(), name.end(), [](unsigned char ch) {
                                            return std::isalnum(ch) != 0 || ch == '_';
                                        });
                const auto bound = identifier ? f.m_names.find(name) : f.m_names.end();
                if (bound == f.m_names.end() || bound->second.kind != PyValue::Kind::Scalar || bound->second.isNull)
                    return std::nullopt;
                out += bound->second.text;
                p = close;
            }
            return out;
        }

        std::optional<double> factorOf(bool &integral, int &ops, int nest)
        {
            const Token &k = peek();
            if (nest > 32)
                return std::nullopt;
            if (isOp(k, "-")) {
                ++i;
                const std::optional<double> y = factorOf(integral, ops, nest + 1);
                return y ? std::optional<double>(-*y) : std::nullopt;
            }
            if (isOp(k, "(")) {
                ++i;
                const std::optional<double> y = sumOf(integral, ops, nest + 1);
                if (!y || !isOp(peek(), ")"))
                    return std::nullopt;
                ++i;
                return y;
            }
            std::string written;
            if (k.kind == Tok::Number) {
                written = k.text;
            } else if (k.kind == Tok::Name && !isOp(peek(1), ".") && !isOp(peek(1), "(")) {
                const auto bound = f.m_names.find(k.text);
                if (bound == f.m_names.end() || bound->second.kind != PyValue::Kind::Scalar)
                    return std::nullopt;
                written = bound->second.text;
            } else {
                return std::nullopt;
            }
            const std::optional<double> n = parseNumber(written);
            if (!n)
                return std::nullopt;
            integral = integral && written.find_first_of(".eE") == std::string::npos;
            ++i;
            return n;
        }

        PyValue primary()
        {
            const Token &k = peek();
            if (k.kind == Tok::String) {
                PyValue v = at(k.begin, k.end);
                ++i;
                const std::string prefix = k.text.substr(0, k.text.find_first_of("'\""));
                const bool formatted = prefix.find_first_of("fF") != std::string::npos; // f"…{x}…" is no literal
                v.kind = formatted || peek().kind == Tok::String ? PyValue::Kind::Other : PyValue::Kind::Scalar;
                v.text = unquote(k.text);
                // (f"{base}/Llama-3.2-1B" with `base` set in the file: its value; a format spec, an
                // expression or a name the file does not bind leaves it unread)
                if (formatted && peek().kind != Tok::String && prefix.find_first_of("rRbB") == std::string::npos) {
                    if (const std::optional<std::string> filled = fillFormat(v.text)) {
                        v.kind = PyValue::Kind::Scalar;
                        v.text = *filled;
                    }
                }
                return v;
            }
            if (k.kind == Tok::Number || (isOp(k, "-") && peek(1).kind == Tok::Number)) {
                const size_t b = k.begin;
                i += k.kind == Tok::Number ? 1 : 2;
                PyValue v = at(b, t[i - 1].end);
                v.kind = PyValue::Kind::Scalar;
                v.text = text.substr(b, v.end - b);
                return v;
            }
            if (k.kind == Tok::Name) {
                const size_t b = k.begin;
                std::string name = k.text;
                ++i;
                while (isOp(peek(), ".") && peek(1).kind == Tok::Name) {
                    name += "." + peek(1).text;
                    i += 2;
                }
                PyValue v = at(b, t[i - 1].end);
                if (isOp(peek(), "("))
                    return name == "dict" ? callDict(v) : callWithKeywords(v, name);
                if (name == "True" || name == "False" || name == "None") {
                    v.kind = PyValue::Kind::Scalar;
                    v.text = name;
                    v.isNull = name == "None";
                    return v;
                }
                if (name.find('.') != std::string::npos) {
                    // `args.batch_size` after `parser.add_argument("--batch_size", default=8)`: the
                    // default; another attribute of parsed arguments or of a config object is a
                    // value the file does not state (not the text "args.batch_size")
                    const std::string holder = name.substr(0, name.find('.'));
                    const std::string attr = name.substr(name.find('.') + 1);
                    static const std::set<std::string> holders = {
                        "args", "opt", "opts", "cfg", "config", "conf", "hparams", "hp", "self", "FLAGS", "flags",
                        "params", "training_args", "model_args", "data_args", "script_args", "train_args", "cli_args"};
                    if (holders.count(holder) != 0 && attr.find('.') == std::string::npos) {
                        if (const auto known = f.m_argDefaults.find(attr);
                            known != f.m_argDefaults.end() && holder != "self" && known->second.kind == PyValue::Kind::Scalar) {
                            return known->second;
                        }
                    }
                    // a dotted name is a value's text only under a module (torch.bfloat16,
                    // nn.GELU, an imported name's attribute) or a class-like name (AttnImpl.FLASH);
                    // an object's attribute (self.cfg.bs, sargs.x, wandb.config.batch_size) is not
                    static const std::set<std::string> modules = {
                        "torch", "np", "numpy", "nn", "F", "jnp", "jax", "tf", "math", "os", "sys", "transformers", "trl",
                        "peft", "bnb", "bitsandbytes", "deepspeed", "timm", "torchvision", "mmengine", "mmcv", "mmdet",
                        "smp", "lightning", "L", "pl", "datasets", "accelerate", "dist", "optim", "amp", "models", "hydra"};
                    const bool module = modules.count(holder) != 0 || f.m_imported.count(holder) != 0 ||
                                        (!holder.empty() && std::isupper(static_cast<unsigned char>(holder[0])));
                    if (!module) {
                        v.kind = PyValue::Kind::Other;
                        v.text = name;
                        return v;
                    }
                    v.kind = PyValue::Kind::Scalar; // torch.bfloat16: a dotted name is read as its text
                    v.text = name;
                    return v;
                }
                if (const auto local = locals.find(name); local != locals.end()) {
                    PyValue copy = local->second;
                    copy.via = name;
                    return copy;
                }
                if (const auto known = f.m_names.find(name); known != f.m_names.end()) {
                    PyValue copy = known->second;
                    if (copy.via.empty())
                        copy.via = name;
                    return copy;
                }
                if (const auto imported = f.m_imported.find(name); imported != f.m_imported.end()) {
                    v.kind = PyValue::Kind::Scalar; // the class, by its name (no span: not rewritten)
                    v.text = imported->second;
                    v.begin = v.end = kNoSpan;
                    return v;
                }
                v.kind = PyValue::Kind::Other;
                v.text = name;
                return v;
            }
            if (isOp(k, "{"))
                return dictLiteral();
            if (isOp(k, "[") || isOp(k, "("))
                return sequence(k.text == "[" ? "]" : ")");
            PyValue v = at(k.begin, k.end);
            rest(v);
            return v;
        }

        // `return DataLoader(…)` / `return torch.utils.data.DataLoader(…)` at t[i], in `function`:
        // its keyword arguments are emitted as a `loader` assignment's; false (nothing read) for
        // any other return, or a loader for validation, testing or prediction.
        // So is a LightningModule's `configure_optimizers` returning `torch.optim.AdamW(…)`: an
        // `optimizer` assignment's.
        // The dotted name from peek(1) (`torch.utils.data.DataLoader`), "" where none starts
        // there; `m` ends on its last part.
        std::string dottedName(size_t &m) const
        {
            m = 1;
            std::string dotted = peek(1).kind == Tok::Name ? peek(1).text : std::string();
            while (!dotted.empty() && isOp(peek(m + 1), ".") && peek(m + 2).kind == Tok::Name) {
                dotted += "." + peek(m + 2).text;
                m += 2;
            }
            return dotted;
        }

        bool returnsLoader(const std::string &function)
        {
            size_t m = 1;
            const std::string dotted = dottedName(m);
            const std::string callee = dotted.substr(dotted.rfind('.') == std::string::npos ? 0 : dotted.rfind('.') + 1);
            const std::string lower = toLower(function);
            const bool loader = callee == "DataLoader";
            const bool optimizer = (dotted.rfind("torch.optim.", 0) == 0 || dotted.rfind("optim.", 0) == 0 ||
                                    dotted.rfind("bnb.optim.", 0) == 0) &&
                                   !callee.empty() && std::isupper(static_cast<unsigned char>(callee[0]));
            if (!(loader || optimizer) || !isOp(peek(m + 1), "(") || lower.find("val") != std::string::npos ||
                lower.find("test") != std::string::npos || lower.find("predict") != std::string::npos ||
                lower.find("eval") != std::string::npos)
                return false;
            const size_t save = i;
            const size_t begin = peek(1).begin;
            i += m + 1;
            PyValue v = callWithKeywords(at(begin, t[i - 1].end), dotted);
            if (v.kind == PyValue::Kind::Dict && (peek().kind == Tok::Newline || peek().kind == Tok::End)) {
                // (as `loader = DataLoader(…)` would be: the function's own name, train_dataloader,
                // would make a Lightning module read as an mmengine config)
                assign(loader ? "loader" : "optimizer", v);
                return true;
            }
            i = save;
            return false;
        }

        // `return Trainer.Config(a=…, b=…)` at t[i], a top-level function's body: the configuration
        // it returns (a class's call, two keyword arguments at least), kept under the function's
        // name; false (nothing read) for any other return.
        bool registryReturn(const std::string &function)
        {
            size_t m = 1;
            const std::string dotted = dottedName(m);
            if (dotted.empty() || !std::isupper(static_cast<unsigned char>(dotted[0])) || !isOp(peek(m + 1), "("))
                return false;
            const size_t save = i;
            const size_t begin = peek(1).begin;
            i += m + 1;
            PyValue v = callWithKeywords(at(begin, t[i - 1].end), dotted);
            if (v.kind == PyValue::Kind::Dict && v.items.size() >= 2 && (peek().kind == Tok::Newline || peek().kind == Tok::End)) {
                f.m_registry.emplace_back(function, std::move(v));
                return true;
            }
            i = save;
            return false;
        }

        // The registry's configuration that is read: the one the launching command names
        // (`--config qwen3_14b`), else the first that is not a debug or test model's; its keys at
        // the top, and each call's class beside its arguments (`activation_checkpoint._class:
        // FullAC.Config`, read by the dialect). Said with the others' names when there are several.
        void emitRegistry()
        {
            const auto &all = f.m_registry;
            if (all.empty())
                return;
            size_t chosen = all.size();
            if (const auto named = f.m_command.find("config"); named != f.m_command.end())
                for (size_t n = 0; n < all.size() && chosen == all.size(); ++n)
                    if (all[n].first == named->second)
                        chosen = n;
            for (size_t n = 0; n < all.size() && chosen == all.size(); ++n) {
                const std::string lower = toLower(all[n].first);
                if (lower.find("debug") == std::string::npos && lower.find("test") == std::string::npos)
                    chosen = n;
            }
            if (chosen == all.size())
                chosen = 0;
            emitWithClasses("", all[chosen].second);
            if (all.size() < 2)
                return;
            std::string others;
            for (size_t n = 0; n < all.size(); ++n)
                if (n != chosen)
                    others += (others.empty() ? "" : ", ") + all[n].first;
            Diagnostic d = syntaxError(path, text, all[chosen].second.begin == kNoSpan ? 0 : all[chosen].second.begin,
                                       "python.config_function");
            d.severity = Diagnostic::Severity::Warning;
            d.args = {all[chosen].first, std::to_string(all.size()), others};
            f.m_diags.push_back(d);
        }

        void emitWithClasses(const std::string &key, const PyValue &v)
        {
            if (!v.callee.empty() && !key.empty()) {
                PyValue cls = v;
                cls.kind = PyValue::Kind::Scalar;
                cls.text = v.callee;
                cls.begin = cls.end = kNoSpan;
                cls.items.clear();
                emit(joinKey(key, "_class"), cls);
            }
            if (v.kind != PyValue::Kind::Dict) {
                if (v.callee.empty())
                    emit(key, v);
                return;
            }
            for (const PyItem &item : v.items)
                emitWithClasses(joinKey(key, item.first), item.second);
        }

        // Whether the tokens from peek(m) call a method that evaluates rather than trains
        // (model.val(…), trainer.evaluate(…), pipe.generate(…)).
        bool evaluationCall(size_t m) const
        {
            if (peek(m).kind != Tok::Name)
                return false;
            while (isOp(peek(m + 1), ".") && peek(m + 2).kind == Tok::Name)
                m += 2;
            static const std::vector<std::string> methods = {"val", "validate", "predict", "evaluate", "test",
                                                             "export", "track", "benchmark", "generate"};
            return m > 0 && isOp(peek(m + 1), "(") && isOp(peek(m - 1), ".") &&
                   std::find(methods.begin(), methods.end(), peek(m).text) != methods.end();
        }

        // A number, a string, True/False/None (a negative number too) from peek(m) to the line's end.
        bool literalFollows(size_t m) const
        {
            if (isOp(peek(m), "-"))
                ++m;
            const Token &w = peek(m);
            const bool literal = w.kind == Tok::Number || w.kind == Tok::String ||
                                 (w.kind == Tok::Name && (w.text == "True" || w.text == "False" || w.text == "None"));
            return literal && (peek(m + 1).kind == Tok::Newline || peek(m + 1).kind == Tok::End);
        }

        PyValue skipCall(PyValue v)
        {
            rest(v);
            return v;
        }

        // A call's keyword arguments are settings as dict(...)'s are: `args = SFTConfig(
        // per_device_train_batch_size=2, ...)`, `LoraConfig(r=16, ...)`, nested calls too.
        // A call without any (`int(os.environ.get("BS", 8))`) stays a value not known here.
        PyValue callWithKeywords(PyValue v, const std::string &callee)
        {
            if (std::optional<PyValue> known = environmentDefault(callee))
                return *known;
            const size_t start = i;
            // from_pretrained("meta-llama/Llama-3.1-8B", …): its first argument names the model.
            // Ultralytics' YOLO("yolo11n.pt") / RTDETR("rtdetr-l.pt") likewise.
            static const std::string kFromPretrained = "from_pretrained";
            const std::string tail = callee.substr(callee.rfind('.') == std::string::npos ? 0 : callee.rfind('.') + 1);
            const bool loader = tail == "YOLO" || tail == "RTDETR" || tail == "YOLOWorld" || tail == "create_model" ||
                                (callee.size() >= kFromPretrained.size() &&
                                 callee.compare(callee.size() - kFromPretrained.size(), kFromPretrained.size(), kFromPretrained) == 0);
            std::optional<PyValue> named;
            if (loader &&
                peek(1).kind == Tok::String && (isOp(peek(2), ",") || isOp(peek(2), ")")) &&
                peek(1).text.find_first_of("fF") != 0) {
                named = at(peek(1).begin, peek(1).end);
                named->kind = PyValue::Kind::Scalar;
                named->text = unquote(peek(1).text);
            }
            // from_pretrained(MODEL, …) with MODEL = "…" (or os.environ.get("MODEL", "…")) above,
            // or bound in the function or in the branch taken (`model_name = '…'` under `elif
            // args.model == 'gemma':`)
            if (loader && !named && peek(1).kind == Tok::Name && (isOp(peek(2), ",") || isOp(peek(2), ")"))) {
                const auto local = locals.find(peek(1).text);
                const auto known = local != locals.end() ? local : f.m_names.find(peek(1).text);
                if (known != (local != locals.end() ? locals.end() : f.m_names.end()) &&
                    known->second.kind == PyValue::Kind::Scalar && !known->second.isNull) {
                    named = known->second;
                    if (named->via.empty())
                        named->via = peek(1).text;
                }
            }
            // torchvision's builders (models.efficientnet_v2_s(weights=…), torchvision.models.resnet50())
            // name the network by the function.
            const std::string builder = "models." + tail;
            // (or imported from there: `from torchvision.models import resnet50`)
            const auto importedFrom = f.m_importedFrom.find(callee);
            const bool fromModels = (callee.size() >= builder.size() &&
                                     callee.compare(callee.size() - builder.size(), builder.size(), builder) == 0 &&
                                     (callee.size() == builder.size() || callee[callee.size() - builder.size() - 1] == '.')) ||
                                    (importedFrom != f.m_importedFrom.end() &&
                                     (importedFrom->second == "torchvision.models" ||
                                      importedFrom->second.rfind("torchvision.models.", 0) == 0));
            if (!named && fromModels && tail.size() > 2 && std::islower(static_cast<unsigned char>(tail[0]))) {
                PyValue m = v; // where the call is written (its name is the value; no span to patch)
                m.kind = PyValue::Kind::Scalar;
                m.text = tail;
                m.begin = m.end = kNoSpan;
                m.items.clear();
                named = m;
            }
            // NeMo 2's recipes: llm.llama3_8b.pretrain_recipe(…) / finetune_recipe(…) name the model
            // by the module they come from.
            if (!named && (tail == "pretrain_recipe" || tail == "finetune_recipe") && callee.rfind('.') != std::string::npos) {
                const std::string module = callee.substr(0, callee.rfind('.'));
                const std::string model = module.substr(module.rfind('.') == std::string::npos ? 0 : module.rfind('.') + 1);
                if (!model.empty() && model != "llm") {
                    PyValue m = v;
                    m.begin = m.end = kNoSpan;
                    m.items.clear();
                    m.kind = PyValue::Kind::Scalar;
                    m.text = model;
                    named = m;
                }
            }
            PyValue call = callDict(v);
            // A dataclass field, `use_lora: bool = field(default=False, metadata=…)`: its value is
            // the default (HF-style argument classes).
            if (callee == "field" || callee == "dataclasses.field")
                for (const PyItem &item : call.items)
                    if (item.first == "default" && item.second.kind == PyValue::Kind::Scalar)
                        return item.second;
            // NeMo 2's recipes train under bf16_mixed(): MegatronMixedPrecision with params_dtype
            // torch.bfloat16 (the weights themselves in bf16, fp32 main copies in the optimizer).
            if ((tail == "pretrain_recipe" || tail == "finetune_recipe") && callee.rfind('.') != std::string::npos) {
                PyValue d = v;
                d.kind = PyValue::Kind::Scalar;
                d.text = "bfloat16";
                d.begin = d.end = kNoSpan;
                d.items.clear();
                call.items.insert(call.items.begin(), {"nemo_params_dtype", d});
                d.text = "bf16-mixed";
                call.items.insert(call.items.begin(), {"nemo_precision", d});
            }
            // segmentation_models_pytorch: smp.Unet(encoder_name="resnet34") is a U-Net around
            // that encoder, not the encoder alone.
            const std::string module = callee.substr(0, callee.rfind('.') == std::string::npos ? 0 : callee.rfind('.'));
            if (!named && (module == "smp" || module == "segmentation_models_pytorch"))
                for (const PyItem &item : call.items)
                    if (item.first == "encoder_name" && item.second.kind == PyValue::Kind::Scalar) {
                        PyValue m = v;
                        m.kind = PyValue::Kind::Scalar;
                        m.text = toLower(tail) + " " + item.second.text;
                        m.begin = m.end = kNoSpan;
                        m.items.clear();
                        named = m;
                    }
            if (named)
                call.items.insert(call.items.begin(), {"pretrained_model_name_or_path", *named});
            // Ultralytics' model classes: the script trains with Ultralytics' defaults (the class is said).
            if (tail == "YOLO" || tail == "RTDETR" || tail == "YOLOWorld") {
                PyValue cls = v;
                cls.kind = PyValue::Kind::Scalar;
                cls.text = tail;
                cls.begin = cls.end = kNoSpan;
                call.items.insert(call.items.begin(), {"ultralytics_model", cls});
            }
            // Unsloth's FastLanguageModel / FastModel / FastVisionModel patch the causal LM's forward
            // to a fused cross-entropy that never builds the logits (unsloth#1567: "unsloth does a
            // fused CE loss, thus the logits are not there").
            if (tail == kFromPretrained && (callee.find("FastLanguageModel.") != std::string::npos ||
                          callee.find("FastModel.") != std::string::npos ||
                          callee.find("FastVisionModel.") != std::string::npos)) {
                PyValue fused = v;
                fused.kind = PyValue::Kind::Scalar;
                fused.text = "True";
                fused.begin = fused.end = kNoSpan;
                call.items.insert(call.items.begin() + (named ? 1 : 0), {"fused_linear_cross_entropy", fused});
                // Its dtype=None (the template's, and the default) loads the weights in 16 bits:
                // bf16 where the GPU has it, else fp16 ("None for auto detection").
                const auto dtype = std::find_if(call.items.begin(), call.items.end(), [](const PyItem &x) { return x.first == "dtype"; });
                if (dtype == call.items.end() || dtype->second.isNull) {
                    PyValue half = fused;
                    half.text = "bfloat16";
                    if (dtype == call.items.end())
                        call.items.push_back({"dtype", half});
                    else
                        dtype->second = half;
                }
            }
            // TRL's own config classes (SFTConfig, DPOConfig, GRPOConfig…) default differently from
            // TrainingArguments (gradient_checkpointing True, max_length 1024): the class is said.
            if (!tail.empty() && tail.size() > 6 && tail.compare(tail.size() - 6, 6, "Config") == 0 &&
                (callee.rfind("trl.", 0) == 0 ||
                 (f.m_importedFrom.count(tail) && f.m_importedFrom.at(tail).rfind("trl", 0) == 0))) {
                PyValue cls = v;
                cls.kind = PyValue::Kind::Scalar;
                cls.text = tail;
                cls.begin = cls.end = kNoSpan;
                call.items.insert(call.items.begin(), {"trl_config", cls});
            }
            // torch.optim.SGD(params, lr=…, momentum=0.9), bnb.optim.AdamW8bit(…): the class is the optimizer.
            if (const size_t optim = callee.find("optim."); optim != std::string::npos && !call.items.empty() &&
                (optim == 0 || callee[optim - 1] == '.') && !tail.empty() && std::isupper(static_cast<unsigned char>(tail[0]))) {
                PyValue cls = v;
                cls.kind = PyValue::Kind::Scalar;
                cls.text = tail;
                cls.begin = cls.end = kNoSpan;
                call.items.insert(call.items.begin(), {"optimizer_class", cls});
                // torch.optim's own classes update all tensors at once with foreach kernels on a
                // GPU unless told fused=True or foreach=False (torch/optim/optimizer.py,
                // _default_to_fused_or_foreach): one more state-sized buffer in the step.
                if (callee.rfind("torch.optim.", 0) == 0 || callee.rfind("optim.", 0) == 0) {
                    static const std::set<std::string> foreachClasses = {"Adam", "AdamW", "SGD", "RMSprop", "Adagrad",
                                                                         "NAdam", "RAdam", "Adamax", "Adadelta"};
                    bool foreach = foreachClasses.count(tail) != 0;
                    for (const PyItem &item : call.items)
                        if ((item.first == "fused" && item.second.text == "True") ||
                            (item.first == "foreach" && item.second.text == "False"))
                            foreach = false;
                    cls.text = foreach ? "true" : "false";
                    call.items.insert(call.items.begin() + 1, {"foreach_optimizer", cls});
                }
            }
            // PEFT's LoraConfig (AdaLoraConfig, LoHaConfig, LoKrConfig) states an adapter whatever the
            // variable holding it is called (`config = LoraConfig(r=64)`, or passed inline to
            // get_peft_model): its keys read under lora_config.
            static const std::set<std::string> adapterClasses = {"LoraConfig", "AdaLoraConfig", "LoHaConfig",
                                                                 "LoKrConfig"};
            if (adapterClasses.count(tail) != 0 && !call.items.empty()) {
                PyValue wrapped = call;
                wrapped.items.clear();
                wrapped.items.emplace_back("lora_config", std::move(call));
                call = std::move(wrapped);
            }
            call.callee = callee;
            if (!call.items.empty()) {
                chainedMethods(call);
                if (closer(peek()))
                    return call;
            }
            i = start;
            v.callee = callee;
            return skipCall(v);
        }

        // `timm.create_model("convnext_tiny").cuda()`, `resnet50().to(device)`, `….half()`: the
        // model the call builds, moved or cast; a cast is its dtype (torch_dtype).
        void chainedMethods(PyValue &call)
        {
            static const std::set<std::string> methods = {"cuda", "to", "train", "half", "float", "bfloat16",
                                                          "requires_grad_", "to_empty"};
            while (isOp(peek(), ".") && peek(1).kind == Tok::Name && methods.count(peek(1).text) != 0 &&
                   isOp(peek(2), "(")) {
                const std::string method = peek(1).text;
                const PyValue at0 = at(peek(1).begin, peek(1).end);
                i += 3;
                std::string inside;
                for (int open = 0; peek().kind != Tok::End && (open > 0 || !isOp(peek(), ")")); ++i) {
                    if (isOp(peek(), "(") || isOp(peek(), "[") || isOp(peek(), "{"))
                        ++open;
                    else if (isOp(peek(), ")") || isOp(peek(), "]") || isOp(peek(), "}"))
                        --open;
                    if (peek().kind != Tok::Newline)
                        inside += peek().text;
                }
                if (isOp(peek(), ")"))
                    ++i;
                std::string dtype;
                if (method == "half" || (method == "to" && (inside.find("float16") != std::string::npos ||
                                                            inside.find("half") != std::string::npos)))
                    dtype = "torch.float16";
                if (method == "bfloat16" || (method == "to" && inside.find("bfloat16") != std::string::npos))
                    dtype = "torch.bfloat16";
                if (method == "float" || (method == "to" && inside.find("float32") != std::string::npos))
                    dtype = "torch.float32";
                const bool stated = std::any_of(call.items.begin(), call.items.end(),
                                                [](const PyItem &x) { return x.first == "torch_dtype" || x.first == "dtype"; });
                if (!dtype.empty() && !stated) {
                    PyValue d = at0;
                    d.kind = PyValue::Kind::Scalar;
                    d.text = dtype;
                    d.begin = d.end = kNoSpan;
                    call.items.emplace_back("torch_dtype", d);
                }
            }
        }

        // What a setting read from the environment is where the environment does not set it:
        // os.environ.get("BATCH_SIZE", 8) / os.getenv("MODEL", "…") is its default (through the
        // variable's name), and int(…) / float(…) / str(…) of a known value is that value.
        std::optional<PyValue> environmentDefault(const std::string &callee)
        {
            static const std::set<std::string> getters = {"os.environ.get", "os.getenv", "environ.get", "getenv"};
            static const std::set<std::string> casts = {"int", "float", "str"};
            const size_t start = i;
            std::string variable;
            if (getters.count(callee) != 0 && peek(1).kind == Tok::String && isOp(peek(2), ",")) {
                variable = unquote(peek(1).text);
                i += 3;
            } else if (casts.count(callee) != 0 && !isOp(peek(1), ")")) {
                ++i;
            } else {
                return std::nullopt;
            }
            PyValue value = expression();
            if (value.kind == PyValue::Kind::Scalar && !value.isNull && isOp(peek(), ")")) {
                ++i;
                if (!variable.empty())
                    value.via = variable;
                return value;
            }
            i = start;
            return std::nullopt;
        }

        // The text of the call's n-th positional argument (0-based), the call's "(" at t[i]: its
        // tokens joined, "" where it is a keyword argument, absent or spans brackets.
        std::string positionalArgument(size_t n) const
        {
            int nesting = 0;
            size_t index = 0;
            std::string written;
            bool plain = true;
            for (size_t j = i + 1; j < t.size() && t[j].kind != Tok::End; ++j) {
                const Token &k = t[j];
                if (k.kind == Tok::Newline)
                    continue;
                if (k.kind == Tok::Op && (k.text == "(" || k.text == "[" || k.text == "{")) {
                    ++nesting;
                    plain = false;
                } else if (k.kind == Tok::Op && (k.text == ")" || k.text == "]" || k.text == "}")) {
                    if (nesting-- == 0)
                        return index == n && plain ? written : std::string();
                } else if (nesting == 0 && k.kind == Tok::Op && k.text == ",") {
                    if (index == n)
                        return plain ? written : std::string();
                    ++index;
                    written.clear();
                    plain = true;
                } else if (nesting == 0 && index == n) {
                    if (k.kind == Tok::Op && k.text == "=")
                        return std::string(); // a keyword argument
                    written += k.text;
                }
            }
            return std::string();
        }

        // dict(a=1, b=dict(...), **other)
        // Whether the argument at peek() is a call of a class (`LoraConfig(…)`, `peft.LoraConfig(…)`).
        bool positionalCall() const
        {
            size_t m = 0;
            while (peek(m).kind == Tok::Name && isOp(peek(m + 1), "."))
                m += 2;
            return peek(m).kind == Tok::Name && isOp(peek(m + 1), "(") && !peek(m).text.empty() &&
                   std::isupper(static_cast<unsigned char>(peek(m).text[0]));
        }

        PyValue callDict(PyValue v)
        {
            v.kind = PyValue::Kind::Dict;
            ++i; // (
            while (peek().kind != Tok::End && !isOp(peek(), ")")) {
                if (peek().kind == Tok::Newline) {
                    ++i;
                    continue;
                }
                if (peek().kind == Tok::Name && isOp(peek(1), "=")) {
                    const Token &key = peek();
                    i += 2;
                    PyValue item = expression();
                    if (item.via.empty() && item.file == path) {
                        item.keyBegin = key.begin;
                        item.keyEnd = key.end;
                    }
                    v.items.emplace_back(key.text, std::move(item));
                } else if (positionalCall()) {
                    // A call passed as an argument states its settings where it sits:
                    // `get_peft_model(model, LoraConfig(r=128, ...))` reads as the call's own.
                    PyValue item = expression();
                    if (item.kind == PyValue::Kind::Dict)
                        for (PyItem &inner : item.items)
                            v.items.push_back(std::move(inner));
                } else {
                    PyValue skipped;
                    rest(skipped);
                }
                nextArgument();
            }
            if (isOp(peek(), ")"))
                ++i;
            v.end = t[i - 1].end;
            return v;
        }

        PyValue dictLiteral()
        {
            PyValue v = at(peek().begin, peek().end);
            v.kind = PyValue::Kind::Dict;
            ++i; // {
            while (peek().kind != Tok::End && !isOp(peek(), "}")) {
                const Token &key = peek();
                if ((key.kind == Tok::String || key.kind == Tok::Number || key.kind == Tok::Name) && isOp(peek(1), ":")) {
                    i += 2;
                    PyValue item = expression();
                    const std::string name = key.kind == Tok::String ? unquote(key.text) : key.text;
                    v.items.emplace_back(name, std::move(item));
                } else {
                    PyValue skipped;
                    rest(skipped);
                    if (isOp(peek(), ":")) {
                        ++i;
                        rest(skipped);
                    }
                }
                if (isOp(peek(), ","))
                    ++i;
                else if (!isOp(peek(), "}"))
                    ++i;
            }
            if (isOp(peek(), "}"))
                ++i;
            v.end = t[i - 1].end;
            return v;
        }

        PyValue sequence(const char *close)
        {
            PyValue v = at(peek().begin, peek().end);
            v.kind = PyValue::Kind::List;
            ++i;
            bool comma = false;
            while (peek().kind != Tok::End && !isOp(peek(), close)) {
                v.elems.push_back(expression());
                if (isOp(peek(), ",")) {
                    comma = true;
                    ++i;
                } else if (!isOp(peek(), close)) {
                    ++i;
                }
            }
            if (isOp(peek(), close))
                ++i;
            v.end = t[i - 1].end;
            if (std::string(close) == ")" && v.elems.size() == 1 && !comma)
                return v.elems.front(); // (x) is x
            return v;
        }
    };
};

} // namespace

bool flattenPython(const std::string &text, const std::string &file, std::vector<Entry> &out, Diagnostics &diags,
                   const std::map<std::string, std::string> &command, std::set<std::string> *selectors)
{
    Flattener f(out, diags, command);
    const bool ok = f.file(text, file, 0);
    f.dropSelectorDefaults();
    if (selectors)
        *selectors = f.selectors();
    return ok;
}

} // namespace headroom::dialects
