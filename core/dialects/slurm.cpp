#include "slurm.h"

#include "shellwords.h"
#include "../text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <sstream>

namespace headroom::dialects {

namespace {

constexpr size_t npos = std::string::npos;

// An option's value and where it is written.
struct Option {
    std::string value;
    size_t begin = kNoSpan, end = kNoSpan;
    bool given = false;
};
using Options = std::map<std::string, Option>;

bool blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// sbatch's one-letter options that matter here, by their long names.
std::string longName(char c)
{
    switch (c) {
    case 'N': return "nodes";
    case 'n': return "ntasks";
    case 'c': return "cpus-per-task";
    case 'G': return "gpus";
    default: return std::string("-") + c;
    }
}

// The words of text[b, e) as spans; a word starting with `#` ends the directive (a comment).
std::vector<std::pair<size_t, size_t>> words(const std::string &t, size_t b, size_t e)
{
    std::vector<std::pair<size_t, size_t>> out;
    for (size_t i = b; i < e;) {
        if (blank(t[i])) {
            ++i;
            continue;
        }
        if (t[i] == '#')
            break;
        size_t j = i;
        char quote = 0;
        for (; j < e && (quote || !blank(t[j])); ++j) {
            if (quote && t[j] == quote)
                quote = 0;
            else if (!quote && (t[j] == '"' || t[j] == '\''))
                quote = t[j];
        }
        out.emplace_back(i, j);
        i = j;
    }
    return out;
}

// The options of one directive, text[b, e): `--name=value`, `--name value`, `-N 2`, `-N2`.
void directive(const std::string &t, size_t b, size_t e, Options &options)
{
    const auto ws = words(t, b, e);
    for (size_t k = 0; k < ws.size(); ++k) {
        const auto [wb, we] = ws[k];
        const std::string w = t.substr(wb, we - wb);
        if (w.size() < 2 || w[0] != '-')
            continue;
        std::string name;
        Option o;
        o.given = true;
        if (w[1] == '-') {
            const size_t eq = w.find('=');
            name = w.substr(2, eq == npos ? npos : eq - 2);
            if (eq != npos)
                o.begin = wb + eq + 1, o.end = we;
        } else {
            name = longName(w[1]);
            if (w.size() > 2)
                o.begin = wb + (w[2] == '=' ? 3 : 2), o.end = we;
        }
        if (o.begin == kNoSpan && k + 1 < ws.size() && t[ws[k + 1].first] != '-') {
            o.begin = ws[k + 1].first, o.end = ws[k + 1].second;
            ++k;
        }
        if (o.begin != kNoSpan) {
            if (o.end - o.begin >= 2 && (t[o.begin] == '"' || t[o.begin] == '\'') && t[o.end - 1] == t[o.begin])
                ++o.begin, --o.end;
            o.value = t.substr(o.begin, o.end - o.begin);
        }
        options[name] = o; // a later one wins, as in sbatch
    }
}

// The options of the #SBATCH lines before the script's first command (sbatch reads no later one).
Options sbatchOptions(const Document &doc)
{
    Options options;
    const std::string &t = doc.text;
    for (size_t line = doc.bom; line < t.size();) {
        size_t stop = t.find('\n', line);
        if (stop == npos)
            stop = t.size();
        size_t i = line;
        while (i < stop && blank(t[i]))
            ++i;
        if (i < stop && t[i] != '#')
            break;
        if (t.compare(line, 7, "#SBATCH") == 0 && line + 7 < stop && blank(t[line + 7]))
            directive(t, line + 7, stop, options);
        line = stop + 1;
    }
    return options;
}

std::optional<long long> count(const std::string &v)
{
    const auto digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
    if (v.empty() || v.size() > 9 || !std::all_of(v.begin(), v.end(), digit))
        return std::nullopt;
    return std::stoll(v);
}

// A part of an option's value: its text and where it is written.
Option part(const Option &o, size_t from, size_t to)
{
    Option p;
    p.given = true;
    p.value = o.value.substr(from, to - from);
    p.begin = o.begin + from;
    p.end = o.begin + to;
    return p;
}

// A GPU request: "[type:]count" (--gpus-per-node, --gpus), or --gres's "gpu[:type][:count]" item
// among others ("gpu:a100:8,nvme:1"). A request without a count is one GPU.
struct GpuRequest {
    Option count, type;
    bool found = false;
};

GpuRequest gpuRequest(const Option &o, bool gres)
{
    GpuRequest r;
    for (size_t from = 0; o.given && from <= o.value.size() && !r.found;) {
        size_t to = o.value.find(',', from);
        to = to == npos ? o.value.size() : to;
        const size_t paren = o.value.find('(', from); // gpu:a100:2(S:0-1): the sockets
        const size_t stop = paren < to ? paren : to;
        std::vector<Option> parts;
        for (size_t a = from; a <= stop;) {
            size_t b = o.value.find(':', a);
            b = b == npos || b > stop ? stop : b;
            parts.push_back(part(o, a, b));
            a = b + 1;
        }
        if (gres) {
            if (parts.empty() || toLower(parts.front().value) != "gpu") {
                from = to + 1;
                continue;
            }
            parts.erase(parts.begin());
        }
        r.found = true;
        if (!parts.empty() && count(parts.back().value)) {
            r.count = parts.back();
            parts.pop_back();
        } else {
            r.count.value = "1";
            r.count.begin = o.begin;
        }
        if (!parts.empty() && !parts.back().value.empty())
            r.type = parts.back();
        from = to + 1;
    }
    return r;
}

// SLURM's memory sizes in GiB: K/M/G/T (binary), M when no unit is given. None for 0 (all of a node's).
std::optional<double> gib(const std::string &v)
{
    return parseBinaryGib(v, 1.0 / 1024);
}

std::string number(double v)
{
    std::ostringstream s;
    s.precision(6);
    s << v;
    return s.str();
}

// What the directives say, and where.
class Sbatch {
public:
    Sbatch(Document &doc, ShellScope &scope) : m_doc(doc), m_scope(scope), m_options(sbatchOptions(doc)) {}

    void read()
    {
        const Option nodes = option("nodes");
        if (count(nodes.value))
            add("SBATCH.nodes", nodes, true, {"SLURM_NNODES", "SLURM_JOB_NUM_NODES"});
        Option tasks = option("ntasks-per-node");
        if (count(tasks.value)) {
            add("SBATCH.ntasks_per_node", tasks, true, {"SLURM_NTASKS_PER_NODE"});
        } else if (const Option all = option("ntasks"); count(all.value)) {
            const long long n = *count(all.value), per = count(nodes.value).value_or(1);
            if (per > 0 && n % per == 0) {
                tasks = all;
                tasks.value = std::to_string(n / per);
                add("SBATCH.ntasks_per_node", tasks, per == 1, {"SLURM_NTASKS_PER_NODE"});
            }
        }
        gpus();
        const long long perNode = count(tasks.value).value_or(1);
        const Option cpus = option("cpus-per-task");
        if (count(cpus.value)) {
            add("SBATCH.cpus_per_task", cpus, true, {"SLURM_CPUS_PER_TASK"});
            Option total = cpus;
            total.value = std::to_string(*count(cpus.value) * perNode);
            add("SBATCH.cpus_per_node", total, perNode == 1, {});
        }
        memory(count(cpus.value).value_or(1) * perNode);
    }

private:
    Document &m_doc;
    ShellScope &m_scope;
    Options m_options;
    long long m_gpusPerNode = 0;

    Option option(const std::string &name) const
    {
        const auto it = m_options.find(name);
        return it == m_options.end() ? Option{} : it->second;
    }

    // An entry keyed `key` (its span only when `spanned`: the value is the text as written), and
    // the variables that the job sees holding it.
    void add(const std::string &key, const Option &o, bool spanned, const std::vector<std::string> &variables)
    {
        Entry e;
        e.key = key;
        e.value = o.value;
        e.file = m_doc.path;
        if (spanned && o.begin != kNoSpan && o.end - o.begin == o.value.size()) {
            e.valueBegin = o.begin;
            e.valueEnd = o.end;
        }
        if (o.begin != kNoSpan)
            lineColumn(m_doc.text, o.begin, e.line, e.column);
        m_doc.entries.push_back(e);
        for (const std::string &name : variables) {
            ShellVariable v;
            v.where = e;
            v.where.key = name;
            v.rawBegin = e.valueBegin;
            v.rawEnd = e.valueEnd;
            m_scope[name] = v;
        }
    }

    // --gres=gpu[:type]:N and --gpus-per-node=[type:]N per node; --gpus=[type:]N over all nodes.
    void gpus()
    {
        GpuRequest perNode = gpuRequest(option("gpus-per-node"), false);
        if (!perNode.found)
            perNode = gpuRequest(option("gres"), true);
        const GpuRequest total = gpuRequest(option("gpus"), false);
        if (perNode.found) {
            add("SBATCH.gpus_per_node", perNode.count, perNode.count.given,
                {"SLURM_GPUS_ON_NODE", "SLURM_GPUS_PER_NODE"});
            m_gpusPerNode = *count(perNode.count.value);
        } else if (total.found) {
            add("SBATCH.gpus", total.count, total.count.given, {});
            const long long nodes = count(option("nodes").value).value_or(1);
            if (nodes > 0 && *count(total.count.value) % nodes == 0)
                m_gpusPerNode = *count(total.count.value) / nodes;
        }
        const Option &type = perNode.found ? perNode.type : total.type;
        if (type.given)
            add("SBATCH.gpu_type", type, true, {});
    }

    // --mem per node; else --mem-per-cpu times the node's CPUs, or --mem-per-gpu times its GPUs.
    void memory(long long cpusPerNode)
    {
        const Option mem = option("mem");
        const Option perCpu = option("mem-per-cpu"), perGpu = option("mem-per-gpu");
        Option total;
        if (mem.given) {
            total = mem;
            total.value = gib(mem.value) ? number(*gib(mem.value)) : std::string();
        } else if (perCpu.given && gib(perCpu.value)) {
            total = perCpu;
            total.value = number(*gib(perCpu.value) * static_cast<double>(cpusPerNode));
        } else if (perGpu.given && gib(perGpu.value) && m_gpusPerNode > 0) {
            total = perGpu;
            total.value = number(*gib(perGpu.value) * static_cast<double>(m_gpusPerNode));
        }
        if (!total.value.empty())
            add("SBATCH.mem_gib", total, false, {});
    }
};

// The programs a command runs, by their base names (`srun python train.py` → srun, python, train.py).
std::vector<std::string> programWords(const std::string &words)
{
    std::vector<std::string> out;
    for (const std::string &w : split(words, ' ')) {
        const size_t slash = w.rfind('/');
        out.push_back(slash == npos ? w : w.substr(slash + 1));
    }
    return out;
}

} // namespace

void readSbatchDirectives(Document &doc, ShellScope &scope)
{
    Sbatch(doc, scope).read();
}

void readSrunTasks(Document &doc)
{
    const auto tasks = std::find_if(doc.entries.begin(), doc.entries.end(),
                                    [](const Entry &e) { return e.key == "SBATCH.ntasks_per_node"; });
    if (tasks == doc.entries.end())
        return;
    static const std::vector<std::string> launchers = {"torchrun", "accelerate", "deepspeed", "torch.distributed.run",
                                                       "torch.distributed.launch", "mpirun"};
    for (const CommandInfo &c : doc.commands) {
        if (c.superseded || c.program != "srun")
            continue;
        const std::vector<std::string> w = programWords(c.words);
        const bool python =
            std::any_of(w.begin(), w.end(), [](const std::string &x) { return x == "python" || x == "python3"; });
        const bool launcher = std::any_of(w.begin(), w.end(), [](const std::string &x) {
            return std::find(launchers.begin(), launchers.end(), x) != launchers.end();
        });
        if (python && !launcher) {
            Entry e = *tasks;
            e.key = "SBATCH.srun_tasks_per_node";
            doc.entries.push_back(e);
            return;
        }
    }
}

} // namespace headroom::dialects
