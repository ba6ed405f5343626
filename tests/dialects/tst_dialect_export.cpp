// Export edge cases and saving: CRLF files keep CRLF in what is added, values keep their
// quotes, conflicts are reported, bad input names file:line:column, and saving is atomic,
// never overwrites the input unless asked (then keeps a .bak) and never follows a symlink.

#include "config.h"
#include "savefile.h"
#include "fields.h"
#include "testmaps.h"

#include <QTemporaryDir>
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace headroom;

namespace {

void writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

bool hasCode(const Diagnostics &diags, const std::string &code)
{
    return std::any_of(diags.begin(), diags.end(), [&](const Diagnostic &d) { return d.code == code; });
}

} // namespace

class TestDialectExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    void crlfKeptInAddedLines()
    {
        const std::string text = "trainer:\r\n  devices: 2\r\ndata:\r\n  init_args:\r\n    batch_size: 8\r\n";
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "crlf.yaml", headroom::testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(c.dialect), QStringLiteral("lightning-cli"));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "4"}, {"run.grad_accum", "2"}}, out, d));
        QCOMPARE(QString::fromStdString(out),
                 QStringLiteral("trainer:\r\n  devices: 2\r\n  accumulate_grad_batches: 2\r\ndata:\r\n  init_args:\r\n    batch_size: 4\r\n"));
    }

    void quotesKept()
    {
        const std::string text = "per_device_train_batch_size: \"2\"\nmodel_name_or_path: 'a/b'\n";
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "q.yaml", headroom::testing::testOptions(), c, d));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "4"}, {"model.name", "c/d"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("per_device_train_batch_size: \"4\"\nmodel_name_or_path: 'c/d'\n"));
    }

    // A Trainer/TRL arguments file without a sequence length gets TRL's current `max_length`
    // (SFTConfig's `max_seq_length` is gone since TRL 0.16); one that has a key keeps it.
    void sequenceLengthAddedAsMaxLength()
    {
        const std::string text = "{\n  \"model_name_or_path\": \"Qwen/Qwen2.5-7B\",\n  \"per_device_train_batch_size\": 2,\n"
                                 "  \"bf16\": true\n}\n";
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "args.json", headroom::testing::testOptions(), c, d));
        std::string out;
        QVERIFY(exportConfig(c, {{"data.seq_len", "2048"}}, out, d));
        QVERIFY2(out.find("\"max_length\": 2048") != std::string::npos && out.find("max_seq_length") == std::string::npos,
                 out.c_str());
        LoadedConfig old;
        QVERIFY(parseConfigText("model_name_or_path: a/b\nmax_seq_length: 512\n", "old.yaml", headroom::testing::testOptions(), old, d));
        QVERIFY(exportConfig(old, {{"data.seq_len", "1024"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("model_name_or_path: a/b\nmax_seq_length: 1024\n"));
    }

    // A YAML boolean keeps the case it was written in (torchtune's `True`, a `TRUE`).
    void booleanCaseKept()
    {
        const std::string text = "model:\n  _component_: torchtune.models.llama3_1.lora_llama3_1_8b\nbatch_size: 2\n"
                                 "enable_activation_checkpointing: True\n";
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "tt.yaml", headroom::testing::testOptions(), c, d));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.grad_checkpointing", "false"}}, out, d));
        QVERIFY2(out.find("enable_activation_checkpointing: False\n") != std::string::npos, out.c_str());
    }

    void bareFlagSwapped()
    {
        const std::string text = "torchrun --nproc_per_node=2 train.py \\\n  --fp16 \\\n  --per_device_train_batch_size 2\n";
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "run.sh", headroom::testing::testOptions(), c, d));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.precision", "bf16-mixed"}, {"parallel.gpus", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out),
                 QStringLiteral("torchrun --nproc_per_node=4 train.py \\\n  --bf16 \\\n  --per_device_train_batch_size 2\n"));
    }

    // A flag the file lacks goes before the command's redirections, never inside `2>&1` (whose `&`
    // is no control operator: the command does not end there).
    void addedFlagGoesBeforeRedirections()
    {
        LoadedConfig c;
        Diagnostics d;
        std::string out;
        const std::string oneLine = "torchrun --nproc_per_node=2 train.py --per_device_train_batch_size 2 > log.txt 2>&1\n";
        QVERIFY(parseConfigText(oneLine, "run.sh", headroom::testing::testOptions(), c, d));
        QVERIFY(exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out),
                 QStringLiteral("torchrun --nproc_per_node=2 train.py --per_device_train_batch_size 2 "
                                "--gradient_accumulation_steps 4 > log.txt 2>&1\n"));
        const std::string lines = "torchrun --nproc_per_node=2 train.py \\\n  --per_device_train_batch_size 2 \\\n"
                                  "  &>> train.log\necho done\n";
        QVERIFY(parseConfigText(lines, "run.sh", headroom::testing::testOptions(), c, d));
        QVERIFY(exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out),
                 QStringLiteral("torchrun --nproc_per_node=2 train.py \\\n  --per_device_train_batch_size 2 \\\n"
                                "  --gradient_accumulation_steps 4 \\\n  &>> train.log\necho done\n"));
    }

    // A section written with nothing under it (or null) takes the new key there: a second
    // `trainer:` would be a duplicate key. One written as a value or a list cannot, and says so.
    void keyAddedUnderEmptySection()
    {
        LoadedConfig c;
        Diagnostics d;
        std::string out;
        const std::string head = "model:\n  class_path: my.Module\ndata:\n  batch_size: 4\n";
        QVERIFY(parseConfigText(head + "trainer:  # filled in later\nseed: 1\n", "fit.yaml",
                                headroom::testing::testOptions(), c, d));
        QVERIFY(exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QString::fromStdString(head + "trainer:  # filled in later\n"
                                                                            "  accumulate_grad_batches: 4\nseed: 1\n"));
        QVERIFY(parseConfigText(head + "trainer: null\n", "fit.yaml", headroom::testing::testOptions(), c, d));
        QVERIFY(exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QString::fromStdString(head + "trainer:\n  accumulate_grad_batches: 4\n"));
        QVERIFY(parseConfigText(head + "trainer: [a, b]\n", "fit.yaml", headroom::testing::testOptions(), c, d));
        d.clear();
        QVERIFY(!exportConfig(c, {{"run.grad_accum", "4"}}, out, d));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
            return x.code == "export.cannot_add" && x.args.size() > 2 && x.args[2] == "sequence";
        }));
    }

    // One text read by two fields (a shell variable behind two flags, a Hydra interpolation):
    // changing it for one would change the other in silence, so export refuses and names both.
    void valueSharedByAnotherFieldIsNotChanged()
    {
        LoadedConfig c;
        Diagnostics d;
        std::string out;
        const std::string sh = "N=4\ntorchrun --nproc_per_node $N train.py --per_device_train_batch_size 2 "
                               "--dataloader_num_workers $N\n";
        QVERIFY(parseConfigText(sh, "run.sh", headroom::testing::testOptions(), c, d));
        d.clear();
        QVERIFY(!exportConfig(c, {{"parallel.gpus", "8"}}, out, d));
        const auto shared = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "export.shared_value"; });
        QVERIFY(shared != d.end());
        QCOMPARE(QString::fromStdString(shared->args.at(2)), QStringLiteral("N"));
        QVERIFY(shared->args.at(3).find("loader.workers") != std::string::npos);
        QVERIFY(exportConfig(c, {{"run.micro_batch", "4"}}, out, d)); // a value of its own: written
        const std::string hydra = "trainer:\n  devices: 4\n  accelerator: gpu\ndata:\n  batch_size: 8\n  num_workers: ${trainer.devices}\n"
                                  "model:\n  _target_: my.Model\n";
        d.clear();
        QVERIFY(parseConfigText(hydra, "config.yaml", headroom::testing::testOptions(), c, d));
        d.clear();
        QVERIFY(!exportConfig(c, {{"parallel.gpus", "8"}}, out, d));
        QVERIFY(hasCode(d, "export.shared_value"));
    }

    // A value the script reads from a file its command names (--deepspeed ds.json), which no
    // flag of the command can override: the error names that file and line, not the script.
    void valueInAReferencedFileIsNamed()
    {
        QTemporaryDir dir;
        const std::string ds = dir.filePath(QStringLiteral("ds.json")).toStdString();
        writeFile(ds, "{\n  \"train_micro_batch_size_per_gpu\": 4,\n  \"zero_optimization\": {\"stage\": 2}\n}\n");
        const std::string sh = dir.filePath(QStringLiteral("run.sh")).toStdString();
        writeFile(sh, "deepspeed --num_gpus 4 train.py --deepspeed ds.json --model_name_or_path gpt2\n");
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(loadConfigFile(sh, headroom::testing::testOptions(), c, d));
        std::string out;
        d.clear();
        QVERIFY(!exportConfig(c, {{"run.micro_batch", "2"}}, out, d));
        const auto named = std::find_if(d.begin(), d.end(), [](const Diagnostic &x) { return x.code == "export.in_other_file"; });
        QVERIFY(named != d.end());
        QCOMPARE(QString::fromStdString(named->file), QString::fromStdString(ds));
        QCOMPARE(named->line, 2);
    }

    void commentedSettingIsNotASetting()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText("trainer:\n  # precision: 16-mixed\n  devices: 1\n", "c.yaml", headroom::testing::testOptions(), c, d));
        // (Lightning's own fp32 where the trainer states none, not the comment's 16-mixed)
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.precision")), QStringLiteral("fp32"));
        QVERIFY(c.setup.sources.at("run.precision").line != 2);
        QVERIFY(parseConfigText("# BATCH_SIZE=64\nBATCH_SIZE=8 # not 16\n", "x.env", headroom::testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("8"));
    }

    void duplicateKeyLastWinsAndIsReported()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText("BATCH_SIZE=8\nBATCH_SIZE=16\n", "dup.env", headroom::testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("16"));
        QVERIFY(hasCode(d, "config.duplicate_key"));
    }

    void flagOverridesEnvironment()
    {
        const std::string text = "export BATCH_SIZE=8\npython train.py --batch_size 4\n";
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "run.sh", headroom::testing::testOptions(), c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("4"));
        QVERIFY(hasCode(d, "config.overridden"));
    }

    void autoIsNotAValue()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText("{\"train_micro_batch_size_per_gpu\": \"auto\", \"zero_optimization\": {\"stage\": 2}}", "ds.json", headroom::testing::testOptions(), c, d));
        QVERIFY(!c.setup.isStated("run.micro_batch"));
        QVERIFY(hasCode(d, "dialect.auto_value"));
    }

    void mapReadsAnUnknownKey()
    {
        const std::string text = "trainer:\n  devices: 1\ntrain:\n  bs: 12\n";
        LoadOptions o = headroom::testing::testOptions();
        o.mappings.push_back({"run.micro_batch", "train.bs"});
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(parseConfigText(text, "m.yaml", o, c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("12"));
        QCOMPARE(QString::fromStdString(c.setup.sources.at("run.micro_batch").keyPath), QStringLiteral("train.bs"));
        std::string out;
        QVERIFY(exportConfig(c, {{"run.micro_batch", "6"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("trainer:\n  devices: 1\ntrain:\n  bs: 6\n"));
        // The window's way: map a key on a config already read.
        LoadedConfig w;
        QVERIFY(parseConfigText(text, "m.yaml", headroom::testing::testOptions(), w, d));
        QVERIFY(mapKey(w, "run.micro_batch", "train.bs", d));
        QCOMPARE(QString::fromStdString(fieldValue(w.setup, "run.micro_batch")), QStringLiteral("12"));
        QVERIFY(!mapKey(w, "run.grad_accum", "no.such.key", d));
    }

    void badInputNamesLineAndColumn()
    {
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(!parseConfigText("trainer:\n  devices: [1, 2\n", "bad.yaml", headroom::testing::testOptions(), c, d));
        QVERIFY(!d.empty());
        QCOMPARE(QString::fromStdString(d.back().file), QStringLiteral("bad.yaml"));
        QVERIFY(d.back().line > 0 && d.back().column > 0);
        Diagnostics d2;
        QVERIFY(!parseConfigText("{\"a\": 1\n  \"b\": 2}", "bad.json", headroom::testing::testOptions(), c, d2));
        QCOMPARE(d2.back().line, 2);
        QVERIFY(d2.back().column > 0);
        Diagnostics d3;
        QVERIFY(!parseConfigText("colours: blue\n", "plain.yaml", headroom::testing::testOptions(), c, d3));
        QCOMPARE(QString::fromStdString(d3.back().code), QStringLiteral("dialect.unknown"));
    }

    void saveRefusesToOverwriteInput()
    {
        QTemporaryDir dir;
        const std::string in = dir.filePath(QStringLiteral("in.env")).toStdString();
        writeFile(in, "BATCH_SIZE=8\n");
        Diagnostics d;
        SaveOptions o;
        o.inputPath = in;
        QVERIFY(!saveConfigFile(in, "BATCH_SIZE=4\n", o, d));
        QVERIFY(hasCode(d, "save.would_overwrite"));
        QCOMPARE(QString::fromStdString(testing::readFile(in)), QStringLiteral("BATCH_SIZE=8\n"));
        o.inPlace = true;
        QVERIFY(saveConfigFile(in, "BATCH_SIZE=4\n", o, d));
        QCOMPARE(QString::fromStdString(testing::readFile(in)), QStringLiteral("BATCH_SIZE=4\n"));
        QCOMPARE(QString::fromStdString(testing::readFile(in + ".bak")), QStringLiteral("BATCH_SIZE=8\n"));
    }

    void saveIsAtomicAndKeepsMode()
    {
        QTemporaryDir dir;
        const std::string out = dir.filePath(QStringLiteral("out.sh")).toStdString();
        writeFile(out, "old\n");
        ::chmod(out.c_str(), 0750);
        Diagnostics d;
        QVERIFY(saveConfigFile(out, "new\n", SaveOptions{}, d));
        QCOMPARE(QString::fromStdString(testing::readFile(out)), QStringLiteral("new\n"));
        struct stat st {};
        QVERIFY(::stat(out.c_str(), &st) == 0);
        QCOMPARE(static_cast<int>(st.st_mode & 0777), 0750);
        // No temporary file is left beside it; what it replaced is kept as .bak.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList({QStringLiteral("out.sh"), QStringLiteral("out.sh.bak")}));
        QCOMPARE(QString::fromStdString(testing::readFile(out + ".bak")), QStringLiteral("old\n"));
        // A new file takes the input's mode: an executable launch script exports executable.
        const std::string input = dir.filePath(QStringLiteral("train.sh")).toStdString();
        writeFile(input, "torchrun train.py\n");
        ::chmod(input.c_str(), 0755);
        const std::string fresh = dir.filePath(QStringLiteral("train-new.sh")).toStdString();
        SaveOptions from;
        from.inputPath = input;
        QVERIFY(saveConfigFile(fresh, "torchrun train.py --bf16\n", from, d));
        QVERIFY(::stat(fresh.c_str(), &st) == 0);
        QCOMPARE(static_cast<int>(st.st_mode & 0777), 0755);
    }

    void saveDoesNotFollowSymlinks()
    {
        QTemporaryDir dir;
        const std::string target = dir.filePath(QStringLiteral("target.yaml")).toStdString();
        const std::string link = dir.filePath(QStringLiteral("link.yaml")).toStdString();
        writeFile(target, "a: 1\n");
        QVERIFY(::symlink(target.c_str(), link.c_str()) == 0);
        Diagnostics d;
        QVERIFY(!saveConfigFile(link, "a: 2\n", SaveOptions{}, d));
        QVERIFY(hasCode(d, "save.symlink"));
        QCOMPARE(QString::fromStdString(testing::readFile(target)), QStringLiteral("a: 1\n"));
        SaveOptions force;
        force.force = true;
        QVERIFY(saveConfigFile(link, "a: 2\n", force, d));
        QCOMPARE(QString::fromStdString(testing::readFile(target)), QStringLiteral("a: 2\n"));
        struct stat st {};
        QVERIFY(::lstat(link.c_str(), &st) == 0 && S_ISLNK(st.st_mode));
    }

    // Every TOML and Python config of the held-out corpus that states a per-GPU batch in its own
    // text: `--set run.micro_batch=3` changes exactly one line, the one stating it, and the result
    // reads back as 3 (no added keys, no reformatting; CRLF files keep CRLF).
    void tomlAndPythonChangeOneLine()
    {
        const std::string dir = std::string(HEADROOM_TESTS_DIR) + "/corpus2/";
        int checked = 0, toml = 0, python = 0;
        for (const auto &entry : std::filesystem::directory_iterator(dir)) {
            const std::string path = entry.path().string();
            const std::string ext = entry.path().extension().string();
            if (ext != ".toml" && ext != ".py")
                continue;
            LoadedConfig c;
            Diagnostics d;
            QVERIFY2(loadConfigFile(path, testing::testOptions(), c, d), path.c_str());
            const auto src = c.setup.sources.find("run.micro_batch");
            if (src == c.setup.sources.end() || src->second.kind != Source::Kind::File || src->second.file != c.path ||
                c.setup.run.microBatch == 3)
                continue;
            std::string out;
            QVERIFY2(exportConfig(c, {{"run.micro_batch", "3"}}, out, d), path.c_str());
            const QStringList before = QString::fromStdString(c.text).split(QLatin1Char('\n'));
            const QStringList after = QString::fromStdString(out).split(QLatin1Char('\n'));
            QCOMPARE(after.size(), before.size());
            QStringList changed;
            for (qsizetype i = 0; i < before.size(); ++i)
                if (before[i] != after[i])
                    changed << after[i];
            QVERIFY2(changed.size() == 1, path.c_str());
            QCOMPARE(after[src->second.line - 1], changed.front()); // the line that stated it
            QVERIFY2(changed.front().contains(QLatin1Char('3')), path.c_str());
            LoadedConfig again;
            QVERIFY(parseConfigText(out, path, testing::testOptions(), again, d));
            QCOMPARE(QString::fromStdString(fieldValue(again.setup, "run.micro_batch")), QStringLiteral("3"));
            ++checked;
            (ext == ".toml" ? toml : python) += 1;
        }
        QVERIFY(toml >= 1 && python >= 1);
        QVERIFY(checked >= 5);
    }
};

QTEST_APPLESS_MAIN(TestDialectExport)
#include "tst_dialect_export.moc"
