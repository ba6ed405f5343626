// One folder per dialect under cases/: an input file, what reading it gives (and the warnings
// it must give, `warnings:`), and the files export must write for a changed value and for an
// added key (byte for byte). Exporting with no change gives the input back, and reading what
// export wrote gives the new values.

#include "config.h"
#include "fields.h"
#include "testmaps.h"

#include <QtTest>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>

using namespace headroom;

namespace {

const std::string kCases = std::string(HEADROOM_TESTS_DIR) + "/cases/";

std::string scalarText(const YAML::Node &n)
{
    return n.IsScalar() ? n.Scalar() : std::string();
}

std::vector<FieldChange> assignments(const YAML::Node &map)
{
    std::vector<FieldChange> out;
    for (const auto &kv : map)
        out.emplace_back(kv.first.Scalar(), scalarText(kv.second));
    return out;
}

// The canonical text of `value` for `field` ("true" → "true", "2" → "2", "bf16_mixed" → …).
std::string canonical(const std::string &field, const std::string &value)
{
    TrainingSetup s;
    Source src;
    if (setField(s, field, value, src))
        return value;
    return fieldValue(s, field);
}

bool readText(const std::string &text, const std::string &name, LoadedConfig &c, Diagnostics &d)
{
    d.clear();
    return parseConfigText(text, name, headroom::testing::testOptions(), c, d);
}

bool readPath(const std::string &path, LoadedConfig &c, Diagnostics &d)
{
    d.clear();
    return loadConfigFile(path, headroom::testing::testOptions(), c, d);
}

QString value(const LoadedConfig &c, const char *field)
{
    return QString::fromStdString(fieldValue(c.setup, field));
}

int given(const Diagnostics &d, const char *code)
{
    return static_cast<int>(std::count_if(d.begin(), d.end(), [&](const Diagnostic &x) { return x.code == code; }));
}

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream(path, std::ios::binary) << text;
}

// Reading, then exporting with no change, gives the same bytes.
bool sameBytes(const LoadedConfig &c)
{
    std::string out;
    Diagnostics d;
    return exportConfig(c, {}, out, d) && out == c.text;
}

std::vector<std::string> caseNames()
{
    std::vector<std::string> names;
    for (const auto &d : std::filesystem::directory_iterator(kCases))
        if (d.is_directory() && std::filesystem::exists(d.path() / "case.yaml"))
            names.push_back(d.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace

class TestDialectCases : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        testing::testMaps();
        QVERIFY(caseNames().size() >= 13);
    }

    void read_data() { rows(); }
    void read()
    {
        QFETCH(QString, name);
        const YAML::Node c = YAML::LoadFile(kCases + name.toStdString() + "/case.yaml");
        LoadedConfig config;
        Diagnostics diags;
        QVERIFY(loadConfigFile(kCases + name.toStdString() + "/" + c["input"].Scalar(), headroom::testing::testOptions(), config, diags));
        QCOMPARE(QString::fromStdString(config.dialect), QString::fromStdString(c["dialect"].Scalar()));
        for (const FieldChange &read : assignments(c["read"])) {
            QVERIFY2(config.setup.isStated(read.field), (read.field + " is not read").c_str());
            QCOMPARE(QString::fromStdString(fieldValue(config.setup, read.field)),
                     QString::fromStdString(canonical(read.field, read.to)));
        }
        // Warnings the reading must give (a tool's own default said as such).
        if (const YAML::Node codes = c["warnings"]; codes && codes.IsSequence())
            for (const auto &code : codes) {
                const bool given = std::any_of(diags.begin(), diags.end(), [&](const Diagnostic &d) { return d.code == code.Scalar(); });
                QVERIFY2(given, (code.Scalar() + " is not given").c_str());
            }
        std::string same;
        QVERIFY(exportConfig(config, {}, same, diags));
        QVERIFY(same == config.text);
    }

    void change_data() { rows(); }
    void change() { exportCase("change", "changed"); }

    void add_data() { rows(); }
    void add() { exportCase("add", "added"); }

    // A here-document's body (`cat > NOTES.md <<EOF` … `EOF`, quoted or `<<-` with tabs) is the
    // command's input, never its words; the script goes on after the delimiter.
    void shellHereDocument()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string script =
            "#!/bin/bash\ntorchrun --nproc_per_node=2 train.py --model_name_or_path meta-llama/Llama-2-7b-hf "
            "--per_device_train_batch_size 4\ncat > NOTES.md <<EOF\nNext try: --per_device_train_batch_size 64 "
            "--nproc_per_node 8\nEOF\n";
        QVERIFY(readText(script, "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(given(d, "config.duplicate_key"), 0);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "8"}}, out, d));
        QVERIFY(out.find("--per_device_train_batch_size 8\ncat > NOTES.md <<EOF\nNext try: --per_device_train_batch_size 64") !=
                std::string::npos);
        // Quoted and <<- delimiters (the body and its closing line indented by tabs); what follows is read.
        QVERIFY(readText("cat <<'EOF' > a.txt\n--per_device_train_batch_size 64 --nproc_per_node 8\nEOF\n"
                         "cat <<-\"END\"\n\t--gradient_accumulation_steps 9\n\tEND\n"
                         "torchrun --nproc_per_node 2 train.py --per_device_train_batch_size 4 <<< \"x\"\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QVERIFY(!c.setup.isStated("run.grad_accum"));
        // An apostrophe in a body is no unclosed quote.
        QVERIFY(readText("python - <<PY\nprint(\"it's --batch_size 64\")\nPY\npython train.py --batch_size 8\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        // A shift in (( … )) or $(( … )) opens no here-document.
        QVERIFY(readText("((x<<2))\nN=$((1<<3))\ntorchrun --nproc_per_node 2 train.py --per_device_train_batch_size 4\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
    }

    // A here-document read into a variable (`read -r -d '' ARGS <<EOF`, `ARGS=$(cat <<EOF`) and
    // given to the launch as $ARGS: its body is the launch's arguments, each word read on its own
    // line and exported there. Before, every body was skipped, and OpenRLHF's scripts read nothing.
    void shellHereDocumentArguments()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string script = "#!/bin/bash\nMICRO=2\nread -r -d '' training_commands <<EOF\nopenrlhf.cli.train_sft \\\n"
                                   "   --pretrain meta-llama/Llama-3.1-8B \\\n   --micro_train_batch_size $MICRO \\\n"
                                   "   --train_batch_size 128 \\\n   --max_len 4096 \\\n   --bf16 \\\n   --gradient_checkpointing\nEOF\n"
                                   "    # --max_len 8192\n\ntorchrun --nproc_per_node 4 -m $training_commands\n";
        QVERIFY(readText(script, "run.sh", c, d));
        QCOMPARE(value(c, "model.name"), QStringLiteral("meta-llama/Llama-3.1-8B"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.global_batch"), QStringLiteral("128"));
        QCOMPARE(value(c, "data.seq_len"), QStringLiteral("4096"));
        QCOMPARE(value(c, "run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(value(c, "run.grad_checkpointing"), QStringLiteral("true"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 2);
        QCOMPARE(c.setup.sources.at("model.name").line, 5);
        QCOMPARE(c.setup.sources.at("data.seq_len").line, 8);
        QCOMPARE(c.setup.sources.at("run.precision").line, 9);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "4"}, {"data.seq_len", "2048"}}, out, d));
        QVERIFY(out.find("\nMICRO=4\n") != std::string::npos);
        QVERIFY(out.find("\n   --max_len 2048 \\\n   --bf16 \\\n") != std::string::npos);
        QVERIFY(out.find("# --max_len 8192\n") != std::string::npos);
        // $(cat <<EOF …) in quotes, a quoted delimiter (a literal body, an apostrophe in it).
        QVERIFY(readText("ARGS=\"$(cat <<'EOF'\n--model_name_or_path Qwen/Qwen2.5-7B\n--run_name don't-stop\n"
                         "--per_device_train_batch_size 8\nEOF\n)\"\ntorchrun --nproc_per_node 2 train.py $ARGS\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "model.name"), QStringLiteral("Qwen/Qwen2.5-7B"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 4);
        QVERIFY(sameBytes(c));
        QVERIFY(exportConfig(c, {{"run.micro_batch", "16"}}, out, d));
        QVERIFY(out.find("\n--per_device_train_batch_size 16\nEOF\n") != std::string::npos);
        // Without -d '', read takes the first line only.
        QVERIFY(readText("A=3\nread -r LINE <<EOF\n--per_device_train_batch_size 4 --dataloader_num_workers $A\n"
                         "--gradient_accumulation_steps 9\nEOF\ntorchrun --nproc_per_node 2 train.py $LINE\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("3"));
        QVERIFY(!c.setup.isStated("run.grad_accum"));
        // `… <<EOF || true` (read's status under set -e): the body is still read's; a body naming
        // its own variable adds to it; $(( … << … )) in $( … ) opens no here-document.
        QVERIFY(readText("set -e\nread -r -d '' ARGS <<EOF || true\n--per_device_train_batch_size 4\nEOF\n"
                         "read -r -d '' ARGS <<EOF || true\n$ARGS --gradient_accumulation_steps 2\nEOF\n"
                         "N=$(echo $((1<<2)))\ntorchrun --nproc_per_node 2 train.py $ARGS --dataloader_num_workers $N\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.grad_accum"), QStringLiteral("2"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 3);
        QCOMPARE(given(d, "config.duplicate_key"), 0);
    }

    // `<<<` is a here-string: its word is on the same line, no body follows, and the script goes
    // on (before, its last `<<` opened a here-document that swallowed the rest of the file).
    void shellHereString()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("X=1\nread -ra A <<< \"$X\"\nif grep -q \"impl local\" <<< \"${A[@]}\"; then\n  echo no\nfi\n"
                         "IFS=' ' read -ra ARGS <<<\"$X\"\n"
                         "torchrun --nproc_per_node 4 train.py --per_device_train_batch_size 2 --model_name_or_path Qwen/Qwen2.5-7B\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(c, "model.name"), QStringLiteral("Qwen/Qwen2.5-7B"));
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 7);
        QVERIFY(sameBytes(c));
        // An apostrophe after a here-string is a quote of the script, not text of a body.
        QVERIFY(!readText("cat <<< \"x\"\necho 'open\n", "run.sh", c, d));
        QCOMPARE(given(d, "shell.unclosed_quote"), 1);
    }

    // SLURM's #SBATCH directives: GPUs per node (--gres, --gpus-per-node, --gpus over the nodes),
    // their type, nodes, RAM per node, CPUs per node; the launch command's own count wins.
    void slurmDirectives()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string sbatch = "#!/bin/bash\n#SBATCH --job-name=mae-vitl\n#SBATCH --nodes=1\n#SBATCH --gres=gpu:a100:8\n"
                                   "#SBATCH --ntasks-per-node=8\n#SBATCH --cpus-per-task=12\n#SBATCH --mem=480G\n\n"
                                   "srun python main_pretrain.py --model mae_vit_large_patch16 --batch_size 64 --accum_iter 4\n";
        QVERIFY(readText(sbatch, "job.sbatch", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(value(c, "parallel.nodes"), QStringLiteral("1"));
        // (a bare a100 is read as written: the estimate takes the catalog's size and says so)
        QCOMPARE(value(c, "hardware.gpu"), QStringLiteral("a100"));
        QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("480"));
        QCOMPARE(value(c, "hardware.cpu_cores"), QStringLiteral("96"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("64"));
        QVERIFY(c.unknownKeys.empty());
        QVERIFY(sameBytes(c));
        // Export changes the count and the nodes where the directives write them.
        std::string out;
        QVERIFY(exportConfig(c, {{"parallel.gpus", "4"}, {"parallel.nodes", "2"}}, out, d));
        QVERIFY(out.find("#SBATCH --nodes=2\n#SBATCH --gres=gpu:a100:4\n") != std::string::npos);
        // torchrun's --nproc_per_node wins; $SLURM_NNODES is the directive's node count; -N, -c,
        // --mem-per-cpu (× the node's CPUs), T and M units; a gres type a cluster named itself is not read.
        QVERIFY(readText("#!/bin/bash\n#SBATCH -N 2\n#SBATCH --gres=gpu:volta:8 # eight\n#SBATCH -c 16\n"
                         "#SBATCH --ntasks-per-node=1\n#SBATCH --mem-per-cpu=4096\nmodule load cuda\n"
                         "srun torchrun --nnodes=$SLURM_NNODES --nproc_per_node=4 train.py --batch-size 32\n",
                         "train.sh", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(c, "parallel.nodes"), QStringLiteral("2"));
        QCOMPARE(value(c, "hardware.cpu_cores"), QStringLiteral("16"));
        QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("64"));
        QVERIFY(!c.setup.isStated("hardware.gpu"));
        QVERIFY(exportConfig(c, {{"parallel.nodes", "3"}}, out, d));
        QVERIFY(out.find("#SBATCH -N 3\n") != std::string::npos);
        // --gpus over all nodes, divided by them; --mem in T.
        QVERIFY(readText("#!/bin/bash\n#SBATCH --nodes=2\n#SBATCH --gpus=h100:16\n#SBATCH --mem=1T\ntorchrun train.py\n",
                         "train.sh", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(value(c, "hardware.gpu"), QStringLiteral("h100-80gb"));
        QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("1024"));
        // `srun python …` runs --ntasks-per-node processes per node, a GPU each.
        QVERIFY(readText("#!/bin/bash\n#SBATCH --ntasks-per-node=4\n#SBATCH --cpus-per-task=8\n"
                         "srun python train.py --batch_size 8\n", "train.sh", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(c, "hardware.cpu_cores"), QStringLiteral("32"));
        // A directive after the first command is no directive (sbatch stops there).
        QVERIFY(readText("#!/bin/bash\nset -e\n#SBATCH --gres=gpu:8\npython train.py --batch_size 8\n", "train.sh", c, d));
        QVERIFY(!c.setup.isStated("parallel.gpus"));
    }

    // Compose: ${VAR:-default} in an exec-form command is its default unless a variable is set:
    // by `environment:`, then the env_file files, then the .env beside the file. Export rewrites
    // the default, or sets the variable in `environment:` when another file sets it.
    void composeVariables()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString() + "/";
        LoadedConfig c;
        Diagnostics d;
        const std::string exec = "services:\n  train:\n    image: x\n    command: [\"torchrun\", \"--nproc_per_node\", \"4\", "
                                 "\"train.py\", \"--per_device_train_batch_size\", \"${BATCH_SIZE:-16}\", "
                                 "\"--dataloader_num_workers=${WORKERS-8}\"]\n";
        writeFile(base + "a.yml", exec);
        QVERIFY(readPath(base + "a.yml", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("8"));
        QVERIFY(!hasError(d));
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "8"}, {"loader.workers", "2"}}, out, d));
        QVERIFY(out.find("\"${BATCH_SIZE:-8}\", \"--dataloader_num_workers=${WORKERS-2}\"") != std::string::npos);
        // env_file (a string, a list, or {path, required}) sets variables; environment: wins over it.
        writeFile(base + ".env.train", "BATCH_SIZE=24\nMODEL = meta-llama/Llama-2-7b-hf\n");
        writeFile(base + "b.yml", "services:\n  train:\n    image: x\n    env_file: .env.train\n"
                                  "    command: torchrun --nproc_per_node=2 train.py --model_name_or_path ${MODEL} "
                                  "--per_device_train_batch_size ${BATCH_SIZE:-4}\n");
        QVERIFY(readPath(base + "b.yml", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("24"));
        QCOMPARE(value(c, "model.name"), QStringLiteral("meta-llama/Llama-2-7b-hf"));
        QCOMPARE(QString::fromStdString(c.setup.sources.at("run.micro_batch").file), QString::fromStdString(base + ".env.train"));
        QVERIFY(sameBytes(c));
        QVERIFY(exportConfig(c, {{"run.micro_batch", "8"}}, out, d));
        QVERIFY(out.find("    environment:\n      - BATCH_SIZE=8\n") != std::string::npos);
        writeFile(base + "c.yml", "services:\n  train:\n    image: x\n    env_file:\n      - path: .env.train\n"
                                  "        required: true\n      - path: .env.optional\n        required: false\n"
                                  "    environment:\n      BATCH_SIZE: 2\n"
                                  "    command: [\"python\", \"train.py\", \"--per_device_train_batch_size\", \"${BATCH_SIZE}\"]\n");
        QVERIFY(readPath(base + "c.yml", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(given(d, "config.duplicate_key"), 0);
        QCOMPARE(given(d, "dialect.reference_missing"), 0);
        // A missing env_file is said, naming it.
        writeFile(base + "d.yml", "services:\n  train:\n    image: x\n    env_file: [.env.nope]\n"
                                  "    command: python train.py --per_device_train_batch_size 4\n");
        QVERIFY(readPath(base + "d.yml", c, d));
        QCOMPARE(given(d, "dialect.reference_missing"), 1);
        const auto missing = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "dialect.reference_missing"; });
        QCOMPARE(QString::fromStdString(missing->args.at(1)), QStringLiteral(".env.nope"));
        QCOMPARE(missing->line, 4);
        // The .env beside the compose file: what Compose substitutes, in the command and in environment:.
        writeFile(base + ".env", "BATCH_SIZE=12\nWORKERS=6\n");
        writeFile(base + "e.yml", "services:\n  train:\n    image: x\n    environment:\n      - NUM_WORKERS=${WORKERS}\n"
                                  "    command: torchrun --nproc_per_node 4 train.py --batch-size ${BATCH_SIZE}\n");
        QVERIFY(readPath(base + "e.yml", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("12"));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("6"));
        QVERIFY(sameBytes(c));
        QVERIFY(exportConfig(c, {{"loader.workers", "3"}}, out, d));
        QVERIFY(out.find("      - NUM_WORKERS=3\n") != std::string::npos);
        // The exec form with an entrypoint: its words, then the command's.
        writeFile(base + "f.yml", "services:\n  train:\n    image: x\n    entrypoint: [\"torchrun\", \"--nproc_per_node\", \"2\", \"train.py\"]\n"
                                  "    command: [\"--per_device_train_batch_size\", \"${BATCH_SIZE:-16}\"]\n");
        QVERIFY(readPath(base + "f.yml", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("12"));
    }

    // `ipc: host` shares the host's /dev/shm: no container limit (and shm_size is not read); a
    // container's memory limit is its RAM.
    void composeHostIpcAndMemory()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string svc = "services:\n  train:\n    image: x\n    shm_size: 1gb\n%IPC%    deploy:\n      resources:\n"
                                "        limits:\n          memory: 48g\n    environment:\n      - BATCH_SIZE=8\n";
        std::string text = svc;
        text.replace(text.find("%IPC%"), 5, "    ipc: host\n");
        QVERIFY(readText(text, "docker-compose.yml", c, d));
        QVERIFY(!c.setup.hardware.container);
        QVERIFY(!c.setup.isStated("hardware.shm_gib"));
        QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("48"));
        QVERIFY(sameBytes(c));
        text = svc;
        text.replace(text.find("%IPC%"), 5, "");
        QVERIFY(readText(text, "docker-compose.yml", c, d));
        QVERIFY(c.setup.hardware.container);
        QCOMPARE(value(c, "hardware.shm_gib"), QStringLiteral("1"));
        // Export writes both back as Docker sizes, in the file's unit style.
        std::string out;
        QVERIFY(exportConfig(c, {{"hardware.shm_gib", "2"}, {"hardware.host_ram_gib", "32"}}, out, d));
        QVERIFY(out.find("shm_size: 2gb\n") != std::string::npos);
        QVERIFY(out.find("memory: 32g\n") != std::string::npos);
        QVERIFY(readText("services:\n  train:\n    image: x\n    mem_limit: 32g\n    environment:\n      - BATCH_SIZE=8\n",
                         "docker-compose.yml", c, d));
        QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("32"));
    }

    // A compose command goes through a script line's rules: Ultralytics' batch over the GPUs
    // its device list names (the generic reader too: model, workers, image size).
    void composeCommandAsShellLine()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string line = "yolo detect train model=yolo11x.pt data=/datasets/coco.yaml imgsz=640 batch=128 workers=16 "
                                 "cache=ram device=0,1,2,3,4,5,6,7 epochs=100";
        QVERIFY(readText("services:\n  trainer:\n    image: ultralytics/ultralytics:8.3.40\n    ipc: host\n    command: " + line + "\n",
                         "docker-compose.yml", c, d));
        LoadedConfig s;
        Diagnostics sd;
        QVERIFY(readText(line + "\n", "train.sh", s, sd));
        for (const char *field : {"run.micro_batch", "run.global_batch", "parallel.gpus", "loader.workers", "data.image_size",
                                  "model.name"}) {
            QVERIFY2(c.setup.isStated(field), field);
            QCOMPARE(value(c, field), value(s, field));
        }
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("16"));
        QVERIFY(!c.setup.isStated("run.grad_accum"));
        QVERIFY(sameBytes(c));
    }

    // python-dotenv's `NAME = value` (blanks around `=`) in a .env file.
    void envSpacedAssignments()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("MODEL_NAME = meta-llama/Llama-2-7b-hf\nBATCH_SIZE = 8\nNUM_WORKERS =4\nGRAD_ACCUM= \"2\"\n", "e-space.env", c, d));
        QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("env"));
        QCOMPARE(value(c, "model.name"), QStringLiteral("meta-llama/Llama-2-7b-hf"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.grad_accum"), QStringLiteral("2"));
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "4"}, {"run.grad_accum", "3"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("MODEL_NAME = meta-llama/Llama-2-7b-hf\nBATCH_SIZE = 4\nNUM_WORKERS =4\n"
                                                             "GRAD_ACCUM= \"3\"\n"));
    }

    // `\` then a blank at a line's end is no continuation in bash: the command ends there, the next
    // line is a command of its own (never the launch's flags), and a warning says where.
    void shellBrokenContinuation()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("#!/bin/bash\ntorchrun --nproc_per_node=4 train.py \\\n  --model_name_or_path meta-llama/Llama-2-7b-hf \\\n"
                         "  --per_device_train_batch_size 8 \\ \n  --gradient_accumulation_steps 4\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        QVERIFY(!c.setup.isStated("run.grad_accum"));
        QCOMPARE(given(d, "shell.broken_continuation"), 1);
        const auto at = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "shell.broken_continuation"; });
        QCOMPARE(at->line, 4);
        QCOMPARE(at->column, 35);
        QVERIFY(sameBytes(c));
        // A real continuation, and a `\` followed by a tab then CRLF, likewise.
        QVERIFY(readText("torchrun --nproc_per_node=4 train.py \\\r\n  --per_device_train_batch_size 8\r\n", "run.sh", c, d));
        QCOMPARE(given(d, "shell.broken_continuation"), 0);
        QVERIFY(readText("torchrun --nproc_per_node=4 train.py \\\t\r\n  --per_device_train_batch_size 8\r\n", "run.sh", c, d));
        QCOMPARE(given(d, "shell.broken_continuation"), 1);
        QVERIFY(!c.setup.isStated("run.micro_batch"));
    }

    // Two launches in one script: the last one is read (not the two mixed, not a "given more than
    // once"); an eval or data step after training does not count; nothing after a top-level
    // `exit` runs, while a guarded one (if, &&, ||, a function) is no end.
    void shellSeveralLaunches()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string two = "#!/bin/bash\ntorchrun --nproc_per_node=2 train.py --model_name_or_path meta-llama/Llama-2-7b-hf "
                                "--per_device_train_batch_size 4 --gradient_accumulation_steps 8\n"
                                "torchrun --nproc_per_node=8 train.py --model_name_or_path meta-llama/Llama-2-70b-hf "
                                "--per_device_train_batch_size 64\n";
        QVERIFY(readText(two, "run.sh", c, d));
        QCOMPARE(value(c, "model.name"), QStringLiteral("meta-llama/Llama-2-70b-hf"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("64"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
        QVERIFY(!c.setup.isStated("run.grad_accum"));
        QCOMPARE(given(d, "config.duplicate_key"), 0);
        QCOMPARE(given(d, "shell.launch_not_read"), 1);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.grad_accum", "2"}}, out, d));
        QVERIFY(out.find("--per_device_train_batch_size 64 --gradient_accumulation_steps 2\n") != std::string::npos);
        QVERIFY(out.find("--per_device_train_batch_size 4 --gradient_accumulation_steps 8\n") != std::string::npos);
        // An evaluation after training: the training is read.
        QVERIFY(readText("torchrun --nproc_per_node 4 train.py --per_device_train_batch_size 2\n"
                         "python eval.py --per_device_train_batch_size 64\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QVERIFY(readText("python train_val.py --batch_size 8\npython tools/test.py --batch_size 64\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        // After `exit 0`: nothing runs.
        QVERIFY(readText("#!/bin/bash\nMSG=\"use --per_device_train_batch_size 64\"\ntorchrun --nproc_per_node=2 train.py "
                         "--per_device_train_batch_size 4\nexit 0\ntorchrun --nproc_per_node=8 train.py --per_device_train_batch_size 64\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(given(d, "config.duplicate_key"), 0);
        QCOMPARE(given(d, "shell.launch_not_read"), 0);
        // Guards: an exit inside if/fi, after && or ||, in a function or { … } ends nothing.
        QVERIFY(readText("#!/bin/bash\nusage() {\n  echo usage\n  exit 1\n}\nif [ -z \"$DATA\" ]; then echo no; exit 1; fi\n"
                         "[ -d data ] || exit 2\ncd work && { echo ok; exit 3; }\ncheck() { exit 4; }\n"
                         "torchrun --nproc_per_node 2 train.py --per_device_train_batch_size 4\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        // `exec`: the shell becomes the program; nothing after it runs.
        QVERIFY(readText("exec torchrun --nproc_per_node 2 train.py --per_device_train_batch_size 4\n"
                         "torchrun --nproc_per_node 8 train.py --per_device_train_batch_size 64\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        // A python -m pip or python -c line is no launch: no warning about it.
        QVERIFY(readText("python -m pip install -r requirements.txt --no-cache-dir\npython -c \"import torch\"\n"
                         "torchrun --nproc_per_node 2 train.py --per_device_train_batch_size 4\n", "run.sh", c, d));
        QCOMPARE(given(d, "shell.launch_not_read"), 0);
    }

    // timm's distributed_train.sh: its first argument is the GPU count (it runs torchrun with
    // --nproc_per_node=$1), -b the batch per GPU; export changes the argument in place. The words
    // of a .sh script with no flag are no launch of their own.
    void shellTimmDistributedTrain()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("#!/bin/bash\n./distributed_train.sh 4 --data-dir /data/imagenet --model resnet50 -b 64 --amp -j 8\n",
                         "train.sh", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("64"));
        QCOMPARE(c.setup.sources.at("parallel.gpus").line, 2);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"parallel.gpus", "8"}}, out, d));
        QVERIFY(out.find("./distributed_train.sh 8 --data-dir") != std::string::npos);
        // Through bash and a variable; the launch's count wins over SLURM's; an upload script after it is no launch.
        QVERIFY(readText("#!/bin/bash\n#SBATCH --gres=gpu:8\nNGPU=2\nbash distributed_train.sh $NGPU --model vit_base_patch16_224 -b 32\n"
                         "./upload.sh output/\n",
                         "train.sh", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("32"));
        QCOMPARE(given(d, "shell.launch_not_read"), 0);
        QVERIFY(exportConfig(c, {{"parallel.gpus", "4"}}, out, d));
        QVERIFY(out.find("NGPU=4\n") != std::string::npos);
        // Another script's first argument is not read as a GPU count.
        QVERIFY(readText("./run_pretrain.sh 4 --model resnet50 -b 64\n", "train.sh", c, d));
        QVERIFY(!c.setup.isStated("parallel.gpus"));
        // A compose command alike.
        QVERIFY(readText("services:\n  train:\n    image: x\n    command: ./distributed_train.sh 2 --model resnet50 -b 96\n",
                         "docker-compose.yml", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("96"));
        // timm's own documented form: torchrun … train.py -b 256 (per process)
        QVERIFY(readText("torchrun --nproc_per_node=8 train.py --model vit_base_patch16_224 -b 256 --img-size 224 --amp\n",
                         "train.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("256"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
    }

    // Kubernetes: a Pod, a Deployment, a StatefulSet, a PyTorchJob with Workers only, in YAML or
    // JSON, after other objects; requests when there are no limits; which container trains.
    void kubernetesWorkloads()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string pod = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: t\nspec:\n  containers:\n  - name: t\n"
                                "    image: x\n    command: [python, train.py, --batch_size, \"16\", --num_workers, \"6\"]\n"
                                "    resources:\n      requests:\n        nvidia.com/gpu: 2\n";
        QVERIFY(readText(pod, "pod.yaml", c, d));
        QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("kubernetes"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("16"));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("6"));
        QVERIFY(c.setup.hardware.container); // the runtime's 64 MiB /dev/shm
        QVERIFY(!c.setup.isStated("parallel.nodes"));
        QVERIFY(sameBytes(c));
        for (const char *kind : {"Deployment", "StatefulSet"}) {
            const std::string text = std::string("apiVersion: v1\nkind: Service\nmetadata: {name: tb}\nspec:\n  ports: [{port: 6006}]\n---\n"
                                                 "apiVersion: apps/v1\nkind: ") + kind + "\nmetadata:\n  name: t\nspec:\n  replicas: 1\n"
                                     "  template:\n    spec:\n      containers:\n        - name: tensorboard\n          image: tb\n"
                                     "          args: [\"--logdir\", \"/logs\"]\n        - name: trainer\n          image: x\n"
                                     "          args: [\"accelerate\", \"launch\", \"--num_processes\", \"4\", \"train.py\", \"--per_device_train_batch_size\", \"8\"]\n"
                                     "          resources:\n            limits: {nvidia.com/gpu: 4, memory: 65536Mi}\n";
            QVERIFY(readText(text, "train.yaml", c, d));
            QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("kubernetes"));
            QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
            QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
            QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("64"));
            QCOMPARE(given(d, "yaml.more_documents"), 0);
            QCOMPARE(given(d, "kubernetes.container"), 1);
            const auto which = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "kubernetes.container"; });
            QCOMPARE(QString::fromStdString(which->args.at(0)), QStringLiteral("trainer"));
            QCOMPARE(which->line, 19);
            QVERIFY(sameBytes(c));
        }
        // A PyTorchJob with Workers only: nodes are its replicas; $(NAME) takes the container's env.
        const std::string workers = "apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata: {name: j}\nspec:\n  pytorchReplicaSpecs:\n"
                                    "    Worker:\n      replicas: 4\n      template:\n        spec:\n          containers:\n"
                                    "          - name: pytorch\n            image: x\n"
                                    "            command: [torchrun, --nproc_per_node=$(NPROC), train.py, --batch_size, $(BS)]\n"
                                    "            env:\n            - {name: NPROC, value: \"8\"}\n            - name: BS\n              value: \"2\"\n";
        QVERIFY(readText(workers, "job.yaml", c, d));
        QCOMPARE(value(c, "parallel.nodes"), QStringLiteral("4"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 17);
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "1"}, {"parallel.nodes", "2"}}, out, d));
        QVERIFY(out.find("      replicas: 2\n") != std::string::npos);
        QVERIFY(out.find("              value: \"1\"\n") != std::string::npos);
        // A reference the env does not set is left unread, and said.
        std::string unset = workers;
        unset.replace(unset.find("$(BS)"), 5, "$(BATCH)");
        QVERIFY(readText(unset, "job.yaml", c, d));
        QVERIFY(!c.setup.isStated("run.micro_batch"));
        QVERIFY(given(d, "dialect.unresolved") >= 1);
        // The same manifest as JSON.
        QVERIFY(readText("{\"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"t\"}, \"spec\": {\"containers\": "
                         "[{\"name\": \"t\", \"image\": \"x\", \"resources\": {\"limits\": {\"nvidia.com/gpu\": 2, \"memory\": \"32Gi\"}}}]}}\n",
                         "pod.json", c, d));
        QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("kubernetes"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("2"));
        QVERIFY(exportConfig(c, {{"hardware.host_ram_gib", "16"}}, out, d));
        QVERIFY(out.find("\"memory\": \"16Gi\"") != std::string::npos);
    }

    // Only a document with apiVersion and kind at its top is Kubernetes; one without a container
    // is said to have none, not read as something else.
    void kubernetesDetection()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("kind: decoder\nbatch_size: 8\n", "train.yaml", c, d));
        QVERIFY(c.dialect != "kubernetes");
        QVERIFY(readText("model:\n  apiVersion: 2\n  kind: vit\ntrain:\n  batch_size: 8\n", "train.yaml", c, d));
        QVERIFY(c.dialect != "kubernetes");
        QVERIFY(readText("services:\n  train:\n    image: x\n    command: python train.py --batch_size 4\n", "compose.yaml", c, d));
        QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("docker-compose"));
        QVERIFY(!readText("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\ndata:\n  BATCH_SIZE: \"8\"\n", "cm.yaml", c, d));
        QCOMPARE(given(d, "kubernetes.no_containers"), 1);
    }

    // A memory size Kubernetes would refuse ("64Gb", "lots") is a warning naming its file and
    // line, never a number; "64G" is decimal. /dev/shm: a memory volume's sizeLimit, none of its
    // own without one or with hostIPC. Requests follow a changed limit where tied or over it.
    void kubernetesSizes()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string bad = "apiVersion: v1\nkind: Pod\nmetadata: {name: t}\nspec:\n  containers:\n  - name: t\n    image: x\n"
                                "    resources:\n      limits:\n        nvidia.com/gpu: 1\n        memory: 64Gb\n"
                                "    volumeMounts: [{name: shm, mountPath: /dev/shm}]\n"
                                "  volumes:\n  - name: shm\n    emptyDir:\n      medium: Memory\n      sizeLimit: lots\n";
        QVERIFY(readText(bad, "bad.yaml", c, d));
        QVERIFY(!c.setup.isStated("hardware.host_ram_gib"));
        QVERIFY(!c.setup.isStated("hardware.shm_gib"));
        QCOMPARE(given(d, "dialect.bad_quantity"), 2);
        const auto first = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "dialect.bad_quantity"; });
        QCOMPARE(QString::fromStdString(first->file), QStringLiteral("bad.yaml"));
        QCOMPARE(first->line, 11);
        QCOMPARE(QString::fromStdString(first->args.at(1)), QStringLiteral("64Gb"));
        QCOMPARE((first + 1)->line, 17);
        std::string good = bad;
        good.replace(good.find("64Gb"), 4, "64G");
        good.replace(good.find("lots"), 4, "16Gi");
        QVERIFY(readText(good, "good.yaml", c, d));
        QCOMPARE(value(c, "hardware.host_ram_gib"), QStringLiteral("59.6046"));
        QCOMPARE(value(c, "hardware.shm_gib"), QStringLiteral("16"));
        QVERIFY(c.setup.hardware.container);
        std::string noLimit = good;
        noLimit.replace(noLimit.find("      sizeLimit: 16Gi\n"), 22, "");
        QVERIFY(readText(noLimit, "t.yaml", c, d));
        QVERIFY(!c.setup.isStated("hardware.shm_gib"));
        QVERIFY(!c.setup.hardware.container);
        std::string hostIpc = good;
        hostIpc.replace(hostIpc.find("spec:\n"), 6, "spec:\n  hostIPC: true\n");
        QVERIFY(readText(hostIpc, "t.yaml", c, d));
        QVERIFY(!c.setup.isStated("hardware.shm_gib"));
        QVERIFY(!c.setup.hardware.container);
        // A request tied to its limit follows it; one under the new limit stays; one above it is lowered.
        const std::string sized = "apiVersion: v1\nkind: Pod\nmetadata: {name: t}\nspec:\n  containers:\n  - name: t\n    image: x\n"
                                  "    resources:\n      limits: {nvidia.com/gpu: 4, memory: 65536Mi}\n"
                                  "      requests: {nvidia.com/gpu: 4, memory: %REQ%}\n";
        for (const auto &[request, expected] : std::vector<std::pair<std::string, std::string>>{
                 {"65536Mi", "memory: 32768Mi}"}, {"16Gi", "memory: 16Gi}"}, {"48Gi", "memory: 32Gi}"}}) {
            std::string text = sized;
            text.replace(text.find("%REQ%"), 5, request);
            QVERIFY(readText(text, "t.yaml", c, d));
            std::string out;
            QVERIFY(exportConfig(c, {{"hardware.host_ram_gib", "32"}, {"parallel.gpus", "2"}}, out, d));
            QVERIFY(out.find("limits: {nvidia.com/gpu: 2, memory: 32768Mi}") != std::string::npos);
            QVERIFY2(out.find("requests: {nvidia.com/gpu: 2, " + expected) != std::string::npos, out.c_str());
        }
    }

    // A test (`[ … ]`, `[[ … ]]`, `test`) runs nothing: not a launch (it was taken for one when an
    // operand named a .py file, and the real launch was said to be not read), and its operands
    // are no flags (`--gradient_accumulation_steps=*` was read as the accumulation).
    void shellTestIsNoLaunch()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("#!/bin/bash\nSCRIPT=\"pretrain_gpt.py\"\nif [ ! -f \"$SCRIPT\" ]; then\n  echo missing\n  exit 1\nfi\n"
                         "[[ \"$1\" == \"--gradient_accumulation_steps=\"* ]] && echo given\ntest -f train.py || echo none\n"
                         "torchrun --nproc_per_node 8 \"$SCRIPT\" --micro-batch-size 2\n",
                         "run.sh", c, d));
        QCOMPARE(given(d, "shell.launch_not_read"), 0);
        QVERIFY(!hasError(d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
        QVERIFY(!c.setup.isStated("run.grad_accum"));
    }

    // An array closes at its `)` on the same line (`X=(a b)`, `N=($(hostnames))`): before, it
    // stayed open and swallowed the script up to the next lone `)`. `X+=( … )` adds its words to
    // X, also "${Y[@]}" (Y's words as they are then).
    void shellSameLineArrays()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string script = "#!/bin/bash\nZ=(\n  q\n)\nNODES=(a b)\nNODELIST=($(scontrol show hostnames \"$SLURM_JOB_NODELIST\"))\n"
                                    "TRAIN=(--micro-batch-size 2)\nDDP=(\n  --use-distributed-optimizer\n)\nTRAIN+=(\"${DDP[@]}\")\n"
                                    "TRAIN+=(--global-batch-size 64)\nTRAIN=(\"${TRAIN[@]}\" --seq-length 4096)\n"
                                    "torchrun --nproc_per_node 8 pretrain_gpt.py ${TRAIN[@]}\n";
        QVERIFY(readText(script, "run.sh", c, d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("8"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(c, "parallel.strategy"), QStringLiteral("zero1"));
        QCOMPARE(value(c, "run.global_batch"), QStringLiteral("64"));
        QCOMPARE(value(c, "data.seq_len"), QStringLiteral("4096"));
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 7);
        QCOMPARE(c.setup.sources.at("parallel.strategy").line, 9);
        QCOMPARE(c.setup.sources.at("parallel.gpus").line, 14);
        QCOMPARE(given(d, "config.duplicate_key"), 0);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "4"}, {"data.seq_len", "2048"}}, out, d));
        QVERIFY(out.find("TRAIN=(--micro-batch-size 4)\n") != std::string::npos);
        QVERIFY(out.find("TRAIN=(\"${TRAIN[@]}\" --seq-length 2048)\n") != std::string::npos);
        // An array that doubles itself line after line (2^40 words in bash) stays bounded: read
        // up to the limit on words, its flag given more than once.
        std::string doubling = "A=(--gradient-accumulation-steps 2)\n";
        for (int k = 0; k < 40; ++k)
            doubling += "A+=(\"${A[@]}\")\n";
        // (how fast is the benchmark's to say, not a test's: CTest's timeout stops a reader that runs away)
        readText(doubling + "torchrun --nproc_per_node 2 pretrain_gpt.py ${A[@]}\n", "run.sh", c, d);
        QVERIFY(given(d, "config.duplicate_key") > 0);
    }

    // A bare flag before an array expansion: when the array is not known (or is the script's
    // "$@"), the flag does not take it as its value (before, `--sequence-parallel ${DATA_ARGS[@]}`
    // was read as sequence_parallel = ${DATA_ARGS[@]}, unresolved, and the tool's default false
    // used); when it is known, its words are its own, a quoted element holding blanks split into
    // them as bash splits ${X[@]}, each written where it stands.
    void shellFlagBeforeArray()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string script = "#!/bin/bash\nW=4\nMP=(\n  --tensor-model-parallel-size 2\n  --sequence-parallel\n)\n"
                                   "DATA=(\n  \"--seq-length 4096\"\n  \"--num-workers $W\"\n)\n"
                                   "torchrun --nproc_per_node 8 pretrain_gpt.py ${MP[@]} ${DATA[@]} --use-distributed-optimizer "
                                   "${MORE_ARGS[@]} --bf16 \"$@\"\n";
        QVERIFY(readText(script, "run.sh", c, d));
        QCOMPARE(value(c, "parallel.sequence_parallel"), QStringLiteral("true"));
        QCOMPARE(value(c, "parallel.strategy"), QStringLiteral("zero1"));
        QCOMPARE(value(c, "run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(value(c, "data.seq_len"), QStringLiteral("4096"));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("4"));
        QCOMPARE(c.setup.sources.at("data.seq_len").line, 8);
        QCOMPARE(c.setup.sources.at("parallel.sequence_parallel").line, 5);
        QCOMPARE(c.setup.sources.at("run.precision").line, 11);
        QCOMPARE(given(d, "dialect.unresolved"), 0);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"data.seq_len", "2048"}, {"loader.workers", "2"}}, out, d));
        QVERIFY(out.find("W=2\n") != std::string::npos);
        QVERIFY(out.find("  \"--seq-length 2048\"\n") != std::string::npos);
        // The same flag before an array not known, last on the line.
        QVERIFY(readText("torchrun --nproc_per_node 8 pretrain_gpt.py --sequence-parallel ${DATA_ARGS[@]}\n", "run.sh", c, d));
        QCOMPARE(value(c, "parallel.sequence_parallel"), QStringLiteral("true"));
        QCOMPARE(given(d, "dialect.unresolved"), 0);
    }

    // An array added to in several branches of an if: the last branch's words are read (as a
    // variable set in each holds the last one's value), not every branch's added together and
    // each flag said to be given more than once.
    void shellArrayBranches()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("#!/bin/bash\nDATA=()\nif [[ \"$T\" == MOCK ]]; then\n  DATA+=(\n    \"--num-workers 1\"\n    --mock-data\n  )\n"
                         "elif [ -n \"$X\" ]; then\n  DATA+=(\"--num-workers 3\")\nelse\n  if [ -n \"$Y\" ]; then DATA+=(--seq-length 512); fi\n"
                         "  DATA+=(\"--num-workers 2\")\nfi\nDATA+=(--micro-batch-size 4)\n"
                         "torchrun --nproc_per_node 8 pretrain_gpt.py ${DATA[@]}\n",
                         "run.sh", c, d));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("2"));
        QCOMPARE(value(c, "data.seq_len"), QStringLiteral("512"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(given(d, "config.duplicate_key"), 0);
    }

    // $(( … )) inside a string held in a variable: computed where its variables are known, else
    // only that word is not known. Before, the whole string was dropped, and every flag in it with
    // it (`args="… --per_device_eval_batch_size $((batch_size*2)) …"`; torchrun … ${args}).
    void shellArithmeticInString()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string script = "#!/bin/bash\nbatch_size=4\nllm=Qwen/Qwen2.5-VL-3B-Instruct\nargs=\"\n"
                                   "    --model_name_or_path \"${llm}\" \\\n    --per_device_train_batch_size ${batch_size} \\\n"
                                   "    --per_device_eval_batch_size $((batch_size*2)) \\\n    --gradient_accumulation_steps 2 \\\n"
                                   "    --dataloader_num_workers $((unknown*2)) \\\n    --run_name $(date +%s) \\\n"
                                   "    --bf16 \\\n    --model_max_length 8192\"\n"
                                   "torchrun --nproc_per_node=2 train.py ${args}\n";
        QVERIFY(readText(script, "run.sh", c, d));
        QCOMPARE(value(c, "model.name"), QStringLiteral("Qwen/Qwen2.5-VL-3B-Instruct"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.grad_accum"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(value(c, "data.seq_len"), QStringLiteral("8192"));
        QVERIFY(!c.setup.isStated("loader.workers"));
        QCOMPARE(given(d, "dialect.unresolved"), 1);
        QCOMPARE(c.setup.sources.at("run.grad_accum").line, 8);
        QCOMPARE(c.setup.sources.at("run.precision").line, 11);
        QCOMPARE(c.setup.sources.at("data.seq_len").line, 12);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.grad_accum", "8"}, {"data.seq_len", "4096"}, {"run.micro_batch", "2"}}, out, d));
        QVERIFY(out.find("\n    --gradient_accumulation_steps 8 \\\n") != std::string::npos);
        QVERIFY(out.find("\n    --model_max_length 4096\"\n") != std::string::npos);
        QVERIFY(out.find("\nbatch_size=2\n") != std::string::npos);
        // The same string on one line, its $(( … )) a word of its own.
        QVERIFY(readText("b=4\nargs=\"--per_device_train_batch_size ${b} --per_device_eval_batch_size $((b*2)) --bf16\"\n"
                         "torchrun --nproc_per_node=2 train.py $args\n", "run.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.precision"), QStringLiteral("bf16-mixed"));
        QCOMPARE(given(d, "dialect.unresolved"), 0);
    }

    // ${V:-default} inside a longer word (`workers=${W:-2}`, `a${W:-3}`): V's value where V is set
    // here, else the default. Before, `${W` was replaced and `:-2}` left behind ("6:-2}").
    void shellDefaultInsideWord()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("W=6\nyolo detect train model=yolo11x.pt workers=${W:-2} batch=${B:-16} device=0,1\n", "train.sh", c, d));
        QCOMPARE(value(c, "loader.workers"), QStringLiteral("6"));
        QCOMPARE(value(c, "run.global_batch"), QStringLiteral("16"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        QVERIFY(readText("W=6\npython train.py --run_name exp${W:-3}x --batch_size ${W-3}\n", "train.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("6"));
        // A default that is itself an expansion, an assigning default, a nested default: what bash gives.
        for (const char *script : {"DEF=4\nBS=${BS:-$DEF}\ntorchrun train.py --per_device_train_batch_size $BS\n",
                                   "BS=${BS:=4}\ntorchrun train.py --per_device_train_batch_size $BS\n",
                                   "BS=${BS:-${DEFAULT_BS:-4}}\ntorchrun train.py --per_device_train_batch_size $BS\n",
                                   // the no-op command's assigning defaults, and a quoted default
                                   ": \"${BS:=4}\"\ntorchrun train.py --per_device_train_batch_size $BS\n",
                                   "BS=${BS:-\"4\"}\ntorchrun train.py --per_device_train_batch_size ${BS}\n"}) {
            QVERIFY2(readText(script, "train.sh", c, d), script);
            QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("4"));
        }
        // `: "${X:-v}"` assigns nothing; an earlier assignment wins over `:=`
        QVERIFY(readText(": \"${BS:-4}\"\ntorchrun train.py --per_device_train_batch_size $BS\n", "train.sh", c, d));
        QVERIFY(!c.setup.isStated("run.micro_batch"));
        QVERIFY(readText("BS=8\n: \"${BS:=4}\"\ntorchrun train.py --per_device_train_batch_size $BS\n", "train.sh", c, d));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        // export writes a quoted default inside its quotes
        std::string out;
        QVERIFY(readText("BS=${BS:-\"4\"}\ntorchrun train.py --per_device_train_batch_size ${BS}\n", "train.sh", c, d));
        QVERIFY(exportConfig(c, {{"run.micro_batch", "2"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("BS=${BS:-\"2\"}\ntorchrun train.py --per_device_train_batch_size ${BS}\n"));
    }

    // Export never writes a flag the launched script may not take: a bare switch turned off is
    // taken out (argparse's store_true refuses `--flag false`); a flag is added only where the
    // command shows its parser has it; a launcher's flag only to that launcher.
    void exportWritesOnlyFlagsTheScriptTakes()
    {
        LoadedConfig c;
        Diagnostics d;
        std::string out;
        const std::string diffusers = "accelerate launch train_dreambooth_lora_flux.py \\\n  --train_batch_size=1 \\\n"
                                      "  --gradient_checkpointing \\\n  --mixed_precision=\"bf16\" \\\n  --seed=0\n";
        QVERIFY(readText(diffusers, "train.sh", c, d));
        QCOMPARE(value(c, "run.grad_checkpointing"), QStringLiteral("true"));
        QVERIFY(exportConfig(c, {{"run.grad_checkpointing", "false"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QString::fromStdString(diffusers).remove(QStringLiteral("  --gradient_checkpointing \\\n")));
        // the switch on the command's last line: the `\` before it goes with it
        QVERIFY(readText("torchrun train.py \\\n  --bf16 \\\n  --gradient_checkpointing\n", "train.sh", c, d));
        QVERIFY(exportConfig(c, {{"run.grad_checkpointing", "false"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("torchrun train.py \\\n  --bf16\n"));
        // DeepSpeed-Chat's main.py spells its batch flags as HF does but has no --fp16 or
        // --dataloader_num_workers, nor is accelerate's --mixed_precision a flag of `deepspeed`.
        const std::string dschat = "deepspeed main.py --model_name_or_path meta-llama/Llama-2-7b-hf "
                                   "--per_device_train_batch_size 4 --zero_stage 3 --dtype bf16\n";
        QVERIFY(readText(dschat, "run.sh", c, d));
        QVERIFY(!exportConfig(c, {{"run.precision", "fp16-mixed"}}, out, d));
        QVERIFY(!exportConfig(c, {{"loader.workers", "4"}}, out, d));
        // ... but an HF-spelled flag such a script has beside the one it shows is added.
        QVERIFY(exportConfig(c, {{"run.grad_accum", "8"}}, out, d));
        QVERIFY(out.find("--gradient_accumulation_steps 8") != std::string::npos);
        // A TrainingArguments script (its --report_to says so) gets TrainingArguments' flags.
        QVERIFY(readText("torchrun train.py --per_device_train_batch_size 4 --report_to none\n", "run.sh", c, d));
        QVERIFY(exportConfig(c, {{"loader.workers", "4"}}, out, d));
        QVERIFY(out.find("--dataloader_num_workers 4") != std::string::npos);
        // A config whose schema is the user's code (read as a Lightning CLI file) is not given a
        // section it does not have.
        QVERIFY(readText("model:\n  class_path: my.Module\ndata:\n  batch_size: 4\n  num_workers: 2\n", "fit.yaml", c, d));
        QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("lightning-cli"));
        QVERIFY(exportConfig(c, {{"run.micro_batch", "8"}}, out, d));
        QVERIFY(!exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
            return x.code == "export.cannot_add" && x.args.size() > 2 && x.args[2] == "no-object";
        }));
        QVERIFY(readText("model:\n  class_path: my.Module\ndata:\n  batch_size: 4\ntrainer:\n  devices: 2\n", "fit.yaml", c, d));
        QVERIFY(exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QVERIFY(out.find("  accumulate_grad_batches: 4") != std::string::npos);
    }

    // A DeepSpeed config stating all three batch numbers is kept consistent: a new micro batch
    // changes train_batch_size with it (DeepSpeed checks micro × accumulation × world at start),
    // at the world size the file's own numbers imply.
    void exportKeepsTheGlobalBatchConsistent()
    {
        LoadedConfig c;
        Diagnostics d;
        std::string out;
        const std::string ds = "{\n  \"train_batch_size\": 512,\n  \"train_micro_batch_size_per_gpu\": 8,\n"
                               "  \"gradient_accumulation_steps\": 4,\n  \"bf16\": {\"enabled\": true}\n}\n";
        QVERIFY(readText(ds, "ds_config.json", c, d));
        QVERIFY(exportConfig(c, {{"run.micro_batch", "2"}}, out, d));
        QVERIFY(out.find("\"train_batch_size\": 128,") != std::string::npos);
        QVERIFY(exportConfig(c, {{"run.grad_accum", "8"}}, out, d));
        QVERIFY(out.find("\"train_batch_size\": 1024,") != std::string::npos);
        // Without the accumulation stated, DeepSpeed derives it from the global batch, which stays.
        QVERIFY(readText("{\n  \"train_batch_size\": 512,\n  \"train_micro_batch_size_per_gpu\": 8\n}\n", "ds_config.json", c, d));
        QVERIFY(exportConfig(c, {{"run.micro_batch", "2"}}, out, d));
        QVERIFY(out.find("\"train_batch_size\": 512,") != std::string::npos);
    }

    // ColossalAI's booster plugin is its sharding: gemini is ZeRO-3's memory, zero2_cpu ZeRO-2
    // with the optimizer on the host; the 3D plugin's --tp / --pp.
    void shellColossalAiPlugins()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("colossalai run --nproc_per_node 8 train.py --pretrained meta-llama/Meta-Llama-3-8B "
                         "--plugin gemini --batch_size 4\n", "run.sh", c, d));
        QCOMPARE(value(c, "parallel.strategy"), QStringLiteral("zero3"));
        QCOMPARE(value(c, "model.name"), QStringLiteral("meta-llama/Meta-Llama-3-8B"));
        QVERIFY(readText("colossalai run --nproc_per_node 8 train.py --plugin zero2_cpu --batch_size 4\n", "run.sh", c, d));
        QCOMPARE(value(c, "parallel.strategy"), QStringLiteral("zero2"));
        QCOMPARE(value(c, "parallel.offload"), QStringLiteral("optimizer"));
        QVERIFY(readText("colossalai run --nproc_per_node 8 train.py --plugin 3d --tp 2 --pp 2 --batch_size 4\n", "run.sh", c, d));
        QCOMPARE(value(c, "parallel.tp"), QStringLiteral("2"));
        QCOMPARE(value(c, "parallel.pp"), QStringLiteral("2"));
        // timm's bare --pretrained switch names no model
        QVERIFY(readText("python train.py --model resnet50 --pretrained -b 64\n", "run.sh", c, d));
        QCOMPARE(value(c, "model.name"), QStringLiteral("resnet50"));
    }

    // TRL's DPO entry points train DPO with its default loss (DPOConfig.loss_type "sigmoid").
    void shellTrlDpoDefault()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("trl dpo --model_name_or_path Qwen/Qwen2.5-0.5B-Instruct --dataset_name trl-lib/ultrafeedback_binarized "
                         "--per_device_train_batch_size 2\n", "dpo.sh", c, d));
        QCOMPARE(value(c, "run.objective"), QStringLiteral("dpo"));
        QVERIFY(readText("accelerate launch --num_processes 4 trl/scripts/dpo.py --model_name_or_path Qwen/Qwen2.5-0.5B "
                         "--beta 0.1 --bf16\n", "dpo.sh", c, d));
        QCOMPARE(value(c, "run.objective"), QStringLiteral("dpo"));
        QVERIFY(readText("trl sft --model_name_or_path Qwen/Qwen2.5-0.5B --output_dir Qwen-dpo-ready\n", "sft.sh", c, d));
        QVERIFY(!c.setup.isStated("run.objective"));
        // diffusers' DreamBooth with prior preservation: a class image beside each instance image
        QVERIFY(readText("accelerate launch train_dreambooth.py --pretrained_model_name_or_path=CompVis/stable-diffusion-v1-4 "
                         "--with_prior_preservation --prior_loss_weight=1.0 --train_batch_size=1\n", "db.sh", c, d));
        QCOMPARE(value(c, "run.objective"), QStringLiteral("prior-preservation"));
    }

    // `yolo detect val …` after `yolo detect train …`: the tool's mode word says it evaluates, so
    // the training before it is the launch read.
    void shellToolModeEvaluates()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readText("yolo detect train model=yolo11l.pt imgsz=1280 batch=32 device=0,1,2,3\n"
                         "yolo detect val model=runs/detect/train/weights/best.pt batch=8 device=0\n", "train.sh", c, d));
        QCOMPARE(value(c, "model.name"), QStringLiteral("yolo11l.pt"));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("8"));
        QCOMPARE(given(d, "shell.launch_not_read"), 1);
    }

    // `` ` # why ` \ `` between a command's flags is a comment bash closes at the second backtick:
    // it expands to nothing and the command goes on. Before, the `#` hid the closing backtick and
    // the file was refused ("the ` opened here is never closed").
    void shellBacktickComment()
    {
        LoadedConfig c;
        Diagnostics d;
        const std::string script = "#!/bin/bash\ntorchrun --nproc_per_node 4 \\\n    ` # a comment, not a word ` \\\n"
                                   "    train.py --per_device_train_batch_size 2 `# why two` \\\n"
                                   "    --gradient_accumulation_steps 8 \\\n    --dataloader_num_workers `nproc`\n";
        QVERIFY(readText(script, "run.sh", c, d));
        QVERIFY(!hasError(d));
        QCOMPARE(value(c, "parallel.gpus"), QStringLiteral("4"));
        QCOMPARE(value(c, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(c, "run.grad_accum"), QStringLiteral("8"));
        QCOMPARE(c.setup.sources.at("run.grad_accum").line, 5);
        // A command's output (`nproc`) is known only when it runs.
        QVERIFY(!c.setup.isStated("loader.workers"));
        QCOMPARE(given(d, "dialect.unresolved"), 1);
        QVERIFY(sameBytes(c));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QVERIFY(out.find("`# why two` \\\n    --gradient_accumulation_steps 4 \\\n") != std::string::npos);
        // A backtick left open is still refused, where it opens.
        QVERIFY(!readText("torchrun --nproc_per_node 4 \\\n    ` # a comment \\\n    train.py\n", "run.sh", c, d));
        QCOMPARE(given(d, "shell.unclosed_quote"), 1);
        QCOMPARE(d.front().line, 2);
    }

    // The real scripts of cases/shell-*: nothing said that is not so (no launch said to be not
    // read, no flag given twice, no value left unknown but the ones the script leaves so).
    void shellRealScriptsSayNoMore()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(readPath(kCases + "shell-megatron-arrays/input.sh", c, d));
        QCOMPARE(given(d, "shell.launch_not_read"), 0);
        QCOMPARE(given(d, "config.duplicate_key"), 0);
        QCOMPARE(given(d, "dialect.unresolved"), 0);
        QCOMPARE(c.setup.sources.at("loader.workers").line, 219);
        QVERIFY(readPath(kCases + "shell-openrlhf-heredoc/input.sh", c, d));
        QCOMPARE(given(d, "dialect.unresolved"), 0);
        QCOMPARE(c.setup.sources.at("run.micro_batch").line, 10);
        QVERIFY(readPath(kCases + "shell-qwen-vl-args/input.sh", c, d));
        QCOMPARE(given(d, "dialect.unresolved"), 0);
        QCOMPARE(c.setup.sources.at("data.seq_len").line, 58);
    }

private:
    void rows()
    {
        QTest::addColumn<QString>("name");
        for (const std::string &n : caseNames())
            QTest::newRow(n.c_str()) << QString::fromStdString(n);
    }

    void exportCase(const char *setsKey, const char *expectedKey)
    {
        QFETCH(QString, name);
        const std::string dir = kCases + name.toStdString() + "/";
        const YAML::Node c = YAML::LoadFile(dir + "case.yaml");
        LoadedConfig config;
        Diagnostics diags;
        QVERIFY(loadConfigFile(dir + c["input"].Scalar(), headroom::testing::testOptions(), config, diags));
        const auto changes = assignments(c[setsKey]);
        QVERIFY(!changes.empty());
        for (const FieldChange &change : changes)
            if (std::string(setsKey) == "add")
                QVERIFY2(!config.setup.isStated(change.field), (change.field + " must not be stated before it is added").c_str());
        std::string out;
        const bool exported = exportConfig(config, changes, out, diags);
        QVERIFY2(exported, diags.empty() ? "export failed" : diags.back().code.c_str());
        const std::string expected = testing::readFile(dir + c[expectedKey].Scalar());
        QCOMPARE(QString::fromStdString(out), QString::fromStdString(expected));
        // What was written reads back with the new values.
        LoadedConfig again;
        QVERIFY(parseConfigText(out, dir + c["input"].Scalar(), headroom::testing::testOptions(), again, diags));
        for (const FieldChange &change : changes)
            QCOMPARE(QString::fromStdString(fieldValue(again.setup, change.field)),
                     QString::fromStdString(canonical(change.field, change.to)));
    }
};

QTEST_APPLESS_MAIN(TestDialectCases)
#include "tst_dialect_cases.moc"
