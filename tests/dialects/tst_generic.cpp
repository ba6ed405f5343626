// The generic reader under every dialect (issue 11): configs no tool claims are read by their
// keys' names and sections, with value-shape checks; the concrete failures (a plain
// data: {batch_size, num_workers}, yacs TRAIN.NUM_WORKERS/NUM_GPUS/AMP, --lora-r=8, Lightning
// model.backbone / img_size / num_frames) are read; TOML and mmengine .py configs read and
// export byte for byte, a change landing on the one line that states it.

#include "config.h"
#include "fields.h"
#include "testmaps.h"

#include <QtTest>

using namespace headroom;

namespace {

struct Read {
    LoadedConfig config;
    Diagnostics diags;
    bool ok = false;
};

Read read(const std::string &text, const std::string &path)
{
    Read r;
    r.ok = parseConfigText(text, path, r.config, r.diags);
    return r;
}

QString value(const Read &r, const char *field) { return QString::fromStdString(fieldValue(r.config.setup, field)); }
QString how(const Read &r, const char *field)
{
    const auto it = r.config.setup.sources.find(field);
    return it == r.config.setup.sources.end() ? QStringLiteral("<unstated>") : QString::fromStdString(it->second.how);
}
QString key(const Read &r, const char *field)
{
    const auto it = r.config.setup.sources.find(field);
    return it == r.config.setup.sources.end() ? QString() : QString::fromStdString(it->second.keyPath);
}
bool hasCode(const Diagnostics &d, const char *code)
{
    return std::any_of(d.begin(), d.end(), [&](const Diagnostic &x) { return x.code == code; });
}

// Lines that differ between two texts of the same number of lines.
int changedLines(const std::string &a, const std::string &b)
{
    const auto la = QString::fromStdString(a).split(QLatin1Char('\n'));
    const auto lb = QString::fromStdString(b).split(QLatin1Char('\n'));
    if (la.size() != lb.size())
        return -1;
    int n = 0;
    for (qsizetype i = 0; i < la.size(); ++i)
        n += la[i] != lb[i] ? 1 : 0;
    return n;
}

} // namespace

class TestGeneric : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    // "cannot tell which tool this config is for" for a YAML with recognisable keys: never again.
    void plainYamlIsRead()
    {
        const Read r = read("data:\n  batch_size: 4\n  num_workers: 2\n", "train.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("generic"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("2"));
        QCOMPARE(how(r, "run.micro_batch"), QStringLiteral("name"));
        QCOMPARE(key(r, "loader.workers"), QStringLiteral("data.num_workers"));
    }

    void nothingRecognisableIsStillRefused()
    {
        const Read r = read("colour: blue\nshape: round\n", "thing.yaml");
        QVERIFY(!r.ok);
        QVERIFY(hasCode(r.diags, "dialect.unknown"));
    }

    // Value shapes: `auto` or a path is never a count; a word is no precision.
    void valueShapesAreChecked()
    {
        const Read r = read("batch_size: auto\nnum_workers: /data/workers\nprecision: maybe\nlr: 0.1\n"
                            "train:\n  bs: 6\n",
                            "shapes.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("6"));
        QVERIFY(!r.config.setup.isStated("loader.workers"));
        QVERIFY(!r.config.setup.isStated("run.precision"));
    }

    // Train beats val/test/eval; two training values that disagree are reported with the one taken.
    void sectionsDecide()
    {
        const Read r = read("val:\n  batch_size: 64\ntrain:\n  batch_size: 8\ntest:\n  batch_size: 1\n", "s.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("8"));
        QVERIFY(!hasCode(r.diags, "generic.conflict"));
        const Read c = read("model:\n  img_size: 224\ndata:\n  img_size: 256\n", "c.yaml");
        QVERIFY(c.ok);
        QVERIFY(c.config.setup.isStated("data.image_size"));
        QVERIFY(hasCode(c.diags, "generic.conflict"));
    }

    // A batch over all GPUs is converted with the GPU count, and said so.
    void globalBatchIsConverted()
    {
        const Read r = read("task: detect\nmode: train\nmodel: yolo11l.pt\nbatch: 18\nimgsz: 640\ndevice: 0,1,2,3,4,5\n"
                            "close_mosaic: 10\n",
                            "args.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("ultralytics"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("6"));
        QCOMPARE(how(r, "parallel.gpus"), QStringLiteral("inferred"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("3"));
        QCOMPARE(how(r, "run.micro_batch"), QStringLiteral("inferred"));
        QVERIFY(hasCode(r.diags, "generic.global_batch_converted"));
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("640"));
    }

    // The yacs file: TRAIN.NUM_WORKERS, TRAIN.NUM_GPUS, TRAIN.AMP were "not understood".
    void yacsTrainSection()
    {
        const Read r = read("MODEL:\n  ARCH: slowfast\nTRAIN:\n  BATCH_SIZE: 16\n  NUM_WORKERS: 6\n  NUM_GPUS: 2\n"
                            "  AMP: True\nTEST:\n  BATCH_SIZE: 64\n",
                            "slowfast.yaml");
        QVERIFY(r.ok);
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("yacs"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("6"));
        QCOMPARE(value(r, "parallel.gpus"), QStringLiteral("2"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("8"));
        for (const UnknownKey &u : r.config.unknownKeys)
            QVERIFY2(u.keyPath.rfind("TRAIN.", 0) != 0, u.keyPath.c_str());
    }

    // A yacs TRAIN.BATCH_SIZE is changed where it is, not added a second time elsewhere.
    void yacsBatchExportStaysInPlace()
    {
        const std::string text = "MODEL:\n  ARCH: slowfast\nTRAIN:\n  BATCH_SIZE: 16  # over all GPUs\n  NUM_WORKERS: 6\n";
        const Read r = read(text, "slowfast.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("16"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "4"}}, out, d));
        QCOMPARE(QString::fromStdString(out),
                 QStringLiteral("MODEL:\n  ARCH: slowfast\nTRAIN:\n  BATCH_SIZE: 4  # over all GPUs\n  NUM_WORKERS: 6\n"));
        QCOMPARE(QString::fromStdString(out).count(QStringLiteral("BATCH_SIZE")), 1);
    }

    // A launch script with --lora-r=8 is LoRA, inferred from the flag, not a full fine-tune.
    void launchScriptLoraRank()
    {
        const Read r = read("#!/bin/bash\npython finetune.py --model_name_or_path meta-llama/Llama-2-7b-hf --lora-r=8 "
                            "--batch-size 4 --num-workers 2\n",
                            "run.sh");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.lora_rank"), QStringLiteral("8"));
        QCOMPARE(value(r, "run.finetune"), QStringLiteral("lora"));
        QCOMPARE(how(r, "run.finetune"), QStringLiteral("inferred"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
    }

    // Lightning: model.backbone names the model; data.img_size and data.num_frames are read.
    void lightningBackboneAndData()
    {
        const Read r = read("trainer:\n  devices: 2\n  precision: bf16-mixed\nmodel:\n  backbone: videomae-base\n"
                            "  lr: 0.001\ndata:\n  batch_size: 4\n  img_size: 224\n  num_frames: 16\n  num_workers: 8\n",
                            "videomae.yaml");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "model.name"), QStringLiteral("videomae-base"));
        QCOMPARE(value(r, "data.image_size"), QStringLiteral("224"));
        QCOMPARE(value(r, "data.frames"), QStringLiteral("16"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("4"));
    }

    // A 4-bit load with a LoRA rank is QLoRA; cache_latents means frozen, cached features.
    void impliedSettings()
    {
        const Read r = read("{\"model_name\": \"mistralai/Mistral-7B-v0.1\", \"load_in_4bit\": true, \"lora_r\": 16,"
                            " \"micro_batch_size\": 2}\n",
                            "qlora.json");
        QVERIFY(r.ok);
        QCOMPARE(value(r, "run.finetune"), QStringLiteral("qlora"));
        QCOMPARE(value(r, "run.quant_bits"), QStringLiteral("4"));
        const Read k = read("cache_latents = true\nnetwork_module = \"networks.lora\"\nnetwork_dim = 32\ntrain_batch_size = 2\n",
                            "lora.toml");
        QVERIFY(k.ok);
        QCOMPARE(value(k, "run.cached_features"), QStringLiteral("true"));
        QCOMPARE(value(k, "run.lora_rank"), QStringLiteral("32"));
    }

    void tomlReadAndExport()
    {
        const std::string text = "# kohya\n[training]\nmixed_precision = \"fp16\"   # autocast\ntrain_batch_size = 2\n"
                                 "max_data_loader_n_workers = 4\nnetwork_module = \"networks.lora\"\nnetwork_dim = 32\n";
        const Read r = read(text, "sdxl.toml");
        QVERIFY2(r.ok, r.diags.empty() ? "" : r.diags.front().code.c_str());
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("kohya"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("4"));
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {}, out, d));
        QVERIFY(out == text);
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "1"}, {"run.precision", "bf16-mixed"}}, out, d));
        QCOMPARE(changedLines(text, out), 2);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("mixed_precision = \"bf16\"   # autocast")));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("train_batch_size = 1\n")));
    }

    void tomlSyntaxErrorNamesTheLine()
    {
        const Read r = read("a = 1\nb = [1, 2\n", "bad.toml");
        QVERIFY(!r.ok);
        QVERIFY(hasCode(r.diags, "toml.syntax"));
        QVERIFY(r.diags.front().line >= 2);
    }

    void pythonReadAndOneLineExport()
    {
        const std::string text = "_base_ = ['../_base_/models/faster-rcnn_r50_fpn.py']\nbatch = 2\n"
                                 "model = dict(type='FasterRCNN', backbone=dict(type='ResNet', depth=50))\n"
                                 "train_dataloader = dict(\n    batch_size=batch,\n    num_workers=2,\n"
                                 "    persistent_workers=True)\nval_dataloader = dict(batch_size=1, num_workers=2)\n"
                                 "optim_wrapper = dict(type='AmpOptimWrapper', optimizer=dict(type='SGD', lr=0.02, momentum=0.9))\n";
        const Read r = read(text, "faster-rcnn.py");
        QVERIFY2(r.ok, r.diags.empty() ? "" : r.diags.front().code.c_str());
        QCOMPARE(QString::fromStdString(r.config.dialect), QStringLiteral("mmengine"));
        QCOMPARE(value(r, "run.micro_batch"), QStringLiteral("2"));
        QCOMPARE(value(r, "loader.workers"), QStringLiteral("2"));
        QCOMPARE(value(r, "loader.persistent"), QStringLiteral("true"));
        QCOMPARE(value(r, "run.precision"), QStringLiteral("fp16-mixed"));
        QCOMPARE(value(r, "model.name"), QStringLiteral("FasterRCNN"));
        QVERIFY(hasCode(r.diags, "dialect.reference_missing")); // the _base_ file is not beside it
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {}, out, d));
        QVERIFY(out == text);
        QVERIFY(exportConfig(r.config, {{"loader.workers", "1"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("    num_workers=1,\n")));
        // Through the name it came from: `batch = 2` is the line that changes.
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "4"}}, out, d));
        QCOMPARE(changedLines(text, out), 1);
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("\nbatch = 4\n")));
        QVERIFY(exportConfig(r.config, {{"loader.persistent", "false"}}, out, d));
        QVERIFY(QString::fromStdString(out).contains(QStringLiteral("persistent_workers=False)")));
    }

    void pythonBaseFilesAreReadFirst()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string base = dir.path().toStdString() + "/base.py";
        const std::string child = dir.path().toStdString() + "/child.py";
        {
            std::ofstream(base) << "train_dataloader = dict(batch_size=8, num_workers=4)\n";
            std::ofstream(child) << "_base_ = './base.py'\ntrain_dataloader = dict(batch_size=2)\n";
        }
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(loadConfigFile(child, c, d));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "run.micro_batch")), QStringLiteral("2"));
        QCOMPARE(QString::fromStdString(fieldValue(c.setup, "loader.workers")), QStringLiteral("4"));
        QCOMPARE(QString::fromStdString(c.setup.sources.at("loader.workers").file), QString::fromStdString(base));
    }

    void pythonUnclosedBracketNamesTheLine()
    {
        const Read r = read("a = 1\nb = dict(x=1,\n", "bad.py");
        QVERIFY(!r.ok);
        QVERIFY(hasCode(r.diags, "python.unclosed_bracket"));
        QCOMPARE(r.diags.front().line, 2);
    }

    // A change the file cannot express is a warning beside what is written, not silence.
    void inexpressibleChangeIsAWarning()
    {
        const std::string text = "data:\n  batch_size: 4\n";
        const Read r = read(text, "plain.yaml");
        QVERIFY(r.ok);
        std::string out;
        Diagnostics d;
        QVERIFY(exportConfig(r.config, {{"run.micro_batch", "2"}, {"loader.workers", "3"}}, out, d));
        QCOMPARE(QString::fromStdString(out), QStringLiteral("data:\n  batch_size: 2\n"));
        QVERIFY(std::any_of(d.begin(), d.end(), [](const Diagnostic &x) {
            return x.severity == Diagnostic::Severity::Warning && x.args.size() > 0 && x.args[0] == "loader.workers";
        }));
    }
};

QTEST_APPLESS_MAIN(TestGeneric)
#include "tst_generic.moc"
