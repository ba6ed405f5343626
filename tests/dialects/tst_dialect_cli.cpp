// `headroom inspect` and `headroom export` as docs/cli.md specifies them, run in-process.

#include "clirun.h"
#include "commandline.h"
#include "textfile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace headroom;

namespace {

struct Run {
    int code = 0;
    QString out, err;
};

Run run(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out), err(&r.err);
    r.code = CommandLine::run(args, headroom::test::catalogs(), out, err);
    out.flush();
    err.flush();
    return r;
}

QString corpus(const char *file)
{
    return QStringLiteral(HEADROOM_REFERENCE_DIR "/configs/") + QString::fromLatin1(file);
}

QByteArray bytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestDialectCli : public QObject {
    Q_OBJECT

private slots:
    void inspectJson()
    {
        const Run r = run({QStringLiteral("inspect"), corpus("8-docker-compose/Zudva__piper1-gpl__docker-compose.immerscloud.yml"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("dialect")).toString(), QStringLiteral("docker-compose"));
        const QJsonObject micro = o.value(QStringLiteral("fields")).toObject().value(QStringLiteral("run.micro_batch")).toObject();
        QCOMPARE(micro.value(QStringLiteral("value")).toDouble(), 16.0);
        QCOMPARE(micro.value(QStringLiteral("source")).toString(), QStringLiteral("BATCH_SIZE"));
        QCOMPARE(micro.value(QStringLiteral("line")).toInt(), 22);
        QVERIFY(o.value(QStringLiteral("unknown_keys")).isArray());
        const QJsonArray warnings = o.value(QStringLiteral("warnings")).toArray();
        QVERIFY(!warnings.isEmpty()); // --trainer.devices given twice
        for (const QJsonValue &u : o.value(QStringLiteral("unknown_keys")).toArray())
            QVERIFY(u.toObject().contains(QStringLiteral("key")) && u.toObject().contains(QStringLiteral("line")));
    }

    // axolotl's `bf16: auto` is bf16 where the GPU has it and fp16 mixed precision where it does
    // not (normalize_config); a plain `bf16: true` on a V100 stays bf16 and is warned about.
    void autoPrecisionFollowsTheGpu()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("qlora.yml"));
        QVERIFY(test::writeTextFile(path, "base_model: NousResearch/Meta-Llama-3-8B\nadapter: qlora\n"
                                          "load_in_4bit: true\nsequence_len: 2048\nmicro_batch_size: 2\nbf16: auto\n"));
        auto precision = [&](const char *gpu, QString *warnings) {
            const Run r = run({QStringLiteral("estimate"), path, QStringLiteral("--gpu"), QString::fromLatin1(gpu),
                               QStringLiteral("--format"), QStringLiteral("json")});
            const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
            *warnings = QString::fromUtf8(QJsonDocument(o.value(QStringLiteral("warnings")).toArray()).toJson());
            return o.value(QStringLiteral("inputs")).toObject().value(QStringLiteral("run.precision")).toObject()
                .value(QStringLiteral("value")).toString();
        };
        QString warnings;
        QCOMPARE(precision("v100-32gb", &warnings), QStringLiteral("fp16-mixed"));
        QVERIFY(warnings.contains(QStringLiteral("gpu.auto_fp16")));
        QCOMPARE(precision("a100-80gb", &warnings), QStringLiteral("bf16-mixed"));
        QVERIFY(!warnings.contains(QStringLiteral("gpu.auto_fp16")));
        QVERIFY(test::writeTextFile(path, "base_model: NousResearch/Meta-Llama-3-8B\nadapter: qlora\n"
                                          "load_in_4bit: true\nsequence_len: 2048\nmicro_batch_size: 2\nbf16: true\n"));
        QCOMPARE(precision("v100-32gb", &warnings), QStringLiteral("bf16-mixed"));
        QVERIFY(warnings.contains(QStringLiteral("gpu.no_bf16")));
    }

    void inspectText()
    {
        const Run r = run({QStringLiteral("inspect"), corpus("9-shell/lm-sys__FastChat__train_vicuna_7b.sh")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("run.grad_accum")));
        QVERIFY(r.out.contains(QStringLiteral("--gradient_accumulation_steps")));
    }

    void inspectMap()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("c.yaml"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("trainer:\n  devices: 1\ntrain:\n  bs: 12\n");
        f.close();
        const Run r = run({QStringLiteral("inspect"), file, QStringLiteral("--map"), QStringLiteral("run.micro_batch=train.bs"),
                           QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[QStringLiteral("fields")][QStringLiteral("run.micro_batch")][QStringLiteral("value")].toDouble(), 12.0);
    }

    void badInputExitsThree()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("bad.yaml"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("trainer:\n  devices: [1, 2\n");
        f.close();
        const Run r = run({QStringLiteral("inspect"), file});
        QCOMPARE(r.code, 3);
        QVERIFY2(QRegularExpression(QStringLiteral("bad\\.yaml:\\d+:\\d+: error: ")).match(r.err).hasMatch(), qPrintable(r.err));
        QCOMPARE(run({QStringLiteral("inspect"), dir.filePath(QStringLiteral("missing.yaml"))}).code, 3);
    }

    // A plain YAML read by name: inspect says how each value was read, and an export writes the
    // value back where it was read and says beside the file what it could not write.
    void genericInspectAndExport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("train.yaml"));
        QVERIFY(test::writeTextFile(path, "train:\n  batch_size: 8  # per GPU\n"));
        const Run r = run({QStringLiteral("inspect"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("dialect")).toString(), QStringLiteral("generic"));
        const QJsonObject micro = o.value(QStringLiteral("fields")).toObject().value(QStringLiteral("run.micro_batch")).toObject();
        QCOMPARE(micro.value(QStringLiteral("how")).toString(), QStringLiteral("name"));
        QCOMPARE(micro.value(QStringLiteral("source")).toString(), QStringLiteral("train.batch_size"));
        const QString out = dir.filePath(QStringLiteral("out.yaml"));
        const Run e = run({QStringLiteral("export"), path, QStringLiteral("--set"), QStringLiteral("run.micro_batch=4"),
                           QStringLiteral("--set"), QStringLiteral("loader.workers=2"), QStringLiteral("--out"), out});
        QCOMPARE(e.code, 0);
        QCOMPARE(bytes(out), QByteArray("train:\n  batch_size: 4  # per GPU\n"));
        QVERIFY2(e.err.contains(QStringLiteral("loader.workers = 2")), qPrintable(e.err));
        // None of the edits asked for can be written: bad input, and no file (not the same bytes
        // under exit 0).
        const QString none = dir.filePath(QStringLiteral("none.yaml"));
        const Run n = run({QStringLiteral("export"), path, QStringLiteral("--set"), QStringLiteral("loader.workers=2"),
                           QStringLiteral("--out"), none});
        QCOMPARE(n.code, 3);
        QVERIFY(!QFile::exists(none));
        QVERIFY2(n.err.contains(QStringLiteral("error:")), qPrintable(n.err));
    }

    // A Kubernetes manifest: inspect names each value's line; a memory limit Kubernetes would
    // refuse is a warning at file:line:column, not a number; export changes the Master's and the
    // Workers' containers alike.
    void kubernetesInspectAndExport()
    {
        const QString job = QStringLiteral(HEADROOM_TESTS_DIR "/cases/kubernetes/input.yaml");
        const Run r = run({QStringLiteral("inspect"), job, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("dialect")).toString(), QStringLiteral("kubernetes"));
        const QJsonObject fields = o.value(QStringLiteral("fields")).toObject();
        QCOMPARE(fields[QStringLiteral("parallel.gpus")][QStringLiteral("line")].toInt(), 35);
        QCOMPARE(fields[QStringLiteral("hardware.host_ram_gib")][QStringLiteral("source")].toString(), QStringLiteral("resources.limits.memory"));
        QCOMPARE(fields[QStringLiteral("run.micro_batch")][QStringLiteral("source")].toString(), QStringLiteral("BATCH_SIZE"));
        QCOMPARE(fields[QStringLiteral("parallel.nodes")][QStringLiteral("value")].toDouble(), 3.0);
        QVERIFY(o.value(QStringLiteral("warnings")).toArray().isEmpty());
        const Run e = run({QStringLiteral("export"), job, QStringLiteral("--set"), QStringLiteral("run.micro_batch=2"),
                           QStringLiteral("--out"), QStringLiteral("-")});
        QCOMPARE(e.code, 0);
        QCOMPARE(e.out.count(QStringLiteral("value: \"2\"")), 2);
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("pod.yaml"));
        QVERIFY(test::writeTextFile(bad, "apiVersion: v1\nkind: Pod\nmetadata: {name: t}\nspec:\n  containers:\n  - name: t\n"
                                         "    image: x\n    resources:\n      limits:\n        memory: lots\n"));
        const Run w = run({QStringLiteral("inspect"), bad});
        QCOMPARE(w.code, 0);
        QVERIFY2(w.err.contains(QStringLiteral("pod.yaml:10:17: warning: resources.limits.memory = lots")), qPrintable(w.err));
        QVERIFY(!w.out.contains(QStringLiteral("hardware.host_ram_gib")));
    }

    void exportToStdout()
    {
        const QString file = corpus("9-shell/haotian-liu__LLaVA__finetune_lora.sh");
        const Run same = run({QStringLiteral("export"), file, QStringLiteral("--out"), QStringLiteral("-")});
        QCOMPARE(same.code, 0);
        QCOMPARE(same.out.toUtf8(), bytes(file));
        const Run changed = run({QStringLiteral("export"), file, QStringLiteral("--set"), QStringLiteral("run.micro_batch=8"),
                                 QStringLiteral("--out"), QStringLiteral("-")});
        QCOMPARE(changed.code, 0);
        QByteArray expected = bytes(file);
        expected.replace("--per_device_train_batch_size 16", "--per_device_train_batch_size 8");
        QCOMPARE(changed.out.toUtf8(), expected);
        const Run bad = run({QStringLiteral("export"), file, QStringLiteral("--set"), QStringLiteral("run.micro_batch=zero"),
                             QStringLiteral("--out"), QStringLiteral("-")});
        QCOMPARE(bad.code, 3);
    }

    void exportRefusesToOverwriteInput()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("run.env"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("BATCH_SIZE=8\n");
        f.close();
        const Run refused = run({QStringLiteral("export"), file, QStringLiteral("--set"), QStringLiteral("run.micro_batch=4"),
                                 QStringLiteral("--out"), file});
        QCOMPARE(refused.code, 3);
        QCOMPARE(bytes(file), QByteArray("BATCH_SIZE=8\n"));
        const Run inPlace = run({QStringLiteral("export"), file, QStringLiteral("--set"), QStringLiteral("run.micro_batch=4"),
                                 QStringLiteral("--in-place")});
        QCOMPARE(inPlace.code, 0);
        QCOMPARE(bytes(file), QByteArray("BATCH_SIZE=4\n"));
        QCOMPARE(bytes(file + QStringLiteral(".bak")), QByteArray("BATCH_SIZE=8\n"));
        const QString other = dir.filePath(QStringLiteral("other.env"));
        QCOMPARE(run({QStringLiteral("export"), file, QStringLiteral("--set"), QStringLiteral("loader.workers=2"),
                      QStringLiteral("--out"), other})
                     .code,
                 0);
        QCOMPARE(bytes(other), QByteArray("BATCH_SIZE=4\nNUM_WORKERS=2\n"));
    }
};

QTEST_GUILESS_MAIN(TestDialectCli)
#include "tst_dialect_cli.moc"
