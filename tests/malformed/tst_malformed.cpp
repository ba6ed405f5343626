// Hostile and broken input: every case of the corpus (cases/, expected.yaml) is refused with
// the expected code at the expected line and column, through the core and through the command
// line (exit code 3, "file:line:column: error:" on stderr), fast; so are generated files too
// large or too deep to commit, and impossible --set / --map values.

#include "catalogloader.h"
#include "clirun.h"
#include "commandline.h"
#include "config.h"
#include "fields.h"
#include "../dialects/testmaps.h"
#include "messages.h"
#include "setupfile.h"

#include <yaml-cpp/yaml.h>

#include <set>

#include <sys/stat.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace headroom;

namespace {

const QString kCases = QStringLiteral(HEADROOM_TESTS_DIR "/cases/");

struct Expected {
    QString code;       // empty: reads without an error
    int line = 0, column = 0;
    QString in;         // the file the message points into, when not the case file
    bool warning = false;
};

struct Run {
    int code = 0;
    QString out, err;
};

Run runCli(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out), err(&r.err);
    r.code = CommandLine::run(args, headroom::test::catalogs(), out, err);
    out.flush();
    err.flush();
    return r;
}

QString locationPrefix(const QString &file, int line, int column)
{
    QString where = file;
    if (line > 0)
        where += QStringLiteral(":%1").arg(line);
    if (column > 0)
        where += QStringLiteral(":%1").arg(column);
    return where;
}

void addRows(const QString &dir)
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("in");
    QTest::addColumn<bool>("warning");
    const YAML::Node table = YAML::LoadFile(std::string(HEADROOM_TESTS_DIR) + "/expected.yaml");
    for (const auto &kv : table) {
        const QString name = QString::fromStdString(kv.first.Scalar());
        Expected e;
        if (kv.second.IsMap()) {
            e.code = QString::fromStdString(kv.second["code"].Scalar());
            e.line = kv.second["line"].as<int>();
            e.column = kv.second["column"].as<int>();
            if (kv.second["in"])
                e.in = dir + QString::fromStdString(kv.second["in"].Scalar());
            e.warning = kv.second["severity"] && kv.second["severity"].Scalar() == "warning";
        }
        QTest::newRow(qPrintable(name)) << dir + name << e.code << e.line << e.column
                                        << (e.in.isEmpty() ? dir + name : e.in) << e.warning;
    }
}

} // namespace

class TestMalformed : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_generated;

    // Hostile files too big to commit, made here: each must be refused in well under a second.
    void addGeneratedRows()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("code");
        const QString huge = m_generated.filePath(QStringLiteral("hundred-megabytes.yaml"));
        QTest::newRow("100 MB file") << huge << QStringLiteral("file.too_large");
        QTest::newRow("9 MB file") << m_generated.filePath(QStringLiteral("nine-megabytes.yaml"))
                                  << QStringLiteral("file.too_large");
        QTest::newRow("50000 nested lists") << m_generated.filePath(QStringLiteral("deep-flow.yaml"))
                                            << QStringLiteral("file.too_deep");
        QTest::newRow("50000 nested maps") << m_generated.filePath(QStringLiteral("deep-map.json"))
                                           << QStringLiteral("file.too_deep");
        QTest::newRow("20000 nested block lists") << m_generated.filePath(QStringLiteral("deep-block.yaml"))
                                                  << QStringLiteral("file.too_deep");
        QTest::newRow("250000 keys") << m_generated.filePath(QStringLiteral("many-keys.yaml"))
                                        << QStringLiteral("yaml.too_many_values");
        QTest::newRow("shell variable doubling") << m_generated.filePath(QStringLiteral("doubling.sh"))
                                                 << QString();
        if (QFile::exists(QStringLiteral("/dev/zero")))
            QTest::newRow("endless device") << QStringLiteral("/dev/zero") << QStringLiteral("file.too_large");
    }

private slots:
    // A named pipe nobody writes to: read as empty at once, not waited on forever.
    void namedPipeWithoutWriterDoesNotHang()
    {
        QTemporaryDir dir;
        const QByteArray fifo = dir.filePath(QStringLiteral("fifo.yaml")).toLocal8Bit();
        QVERIFY(::mkfifo(fifo.constData(), 0600) == 0);
        LoadedConfig c;
        Diagnostics d;
        QVERIFY(!loadConfigFile(fifo.toStdString(), headroom::testing::testOptions(), c, d));
        QVERIFY(!d.empty());
        QCOMPARE(QString::fromStdString(d.front().code), QStringLiteral("file.empty"));
    }

    void initTestCase()
    {
        QVERIFY(m_generated.isValid());
        auto write = [&](const QString &name, const QByteArray &bytes) {
            QFile f(m_generated.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            QCOMPARE(f.write(bytes), qint64(bytes.size()));
        };
        QFile huge(m_generated.filePath(QStringLiteral("hundred-megabytes.yaml")));
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(100 * 1024 * 1024)); // sparse: costs no disk
        huge.close();
        write(QStringLiteral("nine-megabytes.yaml"), QByteArray("run:\n  micro_batch: 4\n# ") + QByteArray(9 << 20, 'x'));
        write(QStringLiteral("deep-flow.yaml"), "a: " + QByteArray(50000, '[') + QByteArray(50000, ']'));
        QByteArray deepMap;
        for (int i = 0; i < 50000; ++i)
            deepMap += "{\"a\":";
        write(QStringLiteral("deep-map.json"), deepMap + "1" + QByteArray(50000, '}'));
        QByteArray block;
        for (int i = 0; i < 20000; ++i)
            block += "- ";
        write(QStringLiteral("deep-block.yaml"), block + "x\n");
        QByteArray keys;
        for (int i = 0; i < 250000; ++i)
            keys += "k" + QByteArray::number(i) + ": 1\n";
        write(QStringLiteral("many-keys.yaml"), keys);
        QByteArray doubling = "#!/bin/bash\nA=xxxxxxxxxxxxxxxx\n";
        for (int i = 0; i < 64; ++i)
            doubling += "A=\"$A$A\"\n";
        write(QStringLiteral("doubling.sh"), doubling + "python train.py --batch_size 4 --run_name \"$A\"\n");
    }

    // Every diagnostic code the core can give has a sentence of its own, not the catch-all
    // "problem '…'": the codes are read from the core's sources, where a diagnostic is made
    // (error("…"), warning("…"), issue(Sev::…, "…"), fail("…"), …).
    void everyCodeHasASentence()
    {
        const QRegularExpression literal(QStringLiteral(
            "\\b(?:error|fail|issue|cardError|warning|saveError|includeError|fileError|calibrationError|makeError)"
            "\\((?:[A-Za-z:]+,\\s*)?\"([a-z0-9]+\\.[a-z_0-9]+)\""));
        std::set<std::string> fields;
        for (const FieldInfo &f : canonicalFields())
            fields.insert(std::string(f.name));
        QStringList missing;
        QDirIterator files(QStringLiteral(HEADROOM_RESOURCES_DIR "/../core"), {QStringLiteral("*.cpp")}, QDir::Files,
                           QDirIterator::Subdirectories);
        int codes = 0;
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (auto m = literal.globalMatch(text); m.hasNext();) {
                const QString code = m.next().captured(1);
                if (code.endsWith(QLatin1String(".h")) || code.endsWith(QLatin1String(".yaml")) ||
                    fields.count(code.toStdString()))
                    continue;
                Diagnostic d;
                d.code = code.toStdString();
                d.args = {"a", "b", "c", "d"};
                ++codes;
                if (Messages::diagnosticText(d).startsWith(QStringLiteral("problem '")))
                    missing << code + QStringLiteral(" (") + QFileInfo(f.fileName()).fileName() + QLatin1Char(')');
            }
        }
        QVERIFY(codes > 50);
        missing.removeDuplicates();
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void corpusThroughCore_data() { addRows(kCases); }
    void corpusThroughCore()
    {
        QFETCH(QString, path);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, in);
        QFETCH(bool, warning);
        LoadedConfig config;
        Diagnostics diags;
        // A runaway (quadratic) read is caught by the test's CTest timeout, not by a timed
        // assertion: how fast reading is lives in headroom-bench.
        const bool ok = loadConfigFile(path.toStdString(), headroom::testing::testOptions(), config, diags);
        QStringList said;
        for (const Diagnostic &d : diags)
            said << Messages::diagnostic(d);
        if (code.isEmpty()) {
            QVERIFY2(ok && !hasError(diags), qPrintable(said.join(QLatin1Char('\n'))));
            QVERIFY(!config.setup.sources.empty());
            return;
        }
        QCOMPARE(ok, warning);
        const Diagnostic::Severity severity = warning ? Diagnostic::Severity::Warning : Diagnostic::Severity::Error;
        const auto found = std::find_if(diags.begin(), diags.end(), [&](const Diagnostic &d) { return d.severity == severity; });
        QVERIFY2(found != diags.end(), qPrintable(said.join(QLatin1Char('\n'))));
        QCOMPARE(QString::fromStdString(found->code), code);
        QCOMPARE(found->line, line);
        QCOMPARE(found->column, column);
        QCOMPARE(QDir::cleanPath(QString::fromStdString(found->file)), QDir::cleanPath(in));
        // Every code has its own sentence, not the catch-all.
        QVERIFY2(!Messages::diagnosticText(*found).startsWith(QStringLiteral("problem '")), qPrintable(code));
    }

    void corpusThroughCommandLine_data() { addRows(kCases); }
    void corpusThroughCommandLine()
    {
        QFETCH(QString, path);
        QFETCH(QString, code);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, in);
        QFETCH(bool, warning);
        const Run r = runCli({QStringLiteral("inspect"), path});
        if (code.isEmpty() || warning) {
            QCOMPARE(r.code, 0);
            if (warning)
                QVERIFY2(r.err.contains(locationPrefix(in, line, column) + QStringLiteral(": warning: ")), qPrintable(r.err));
            return;
        }
        QCOMPARE(r.code, static_cast<int>(CommandLine::BadInput));
        QVERIFY2(r.err.contains(locationPrefix(in, line, column) + QStringLiteral(": error: ")), qPrintable(r.err));
    }

    void generatedHostileFiles_data() { addGeneratedRows(); }
    void generatedHostileFiles()
    {
        QFETCH(QString, path);
        QFETCH(QString, code);
        LoadedConfig config;
        Diagnostics diags;
        // A runaway (quadratic) read is caught by the test's CTest timeout, not by a timed
        // assertion: how fast reading is lives in headroom-bench.
        const bool ok = loadConfigFile(path.toStdString(), headroom::testing::testOptions(), config, diags);
        if (code.isEmpty()) {
            QVERIFY(ok); // read, with the runaway value cut off rather than grown
            return;
        }
        QVERIFY(!ok);
        QVERIFY(!diags.empty());
        QCOMPARE(QString::fromStdString(diags.front().code), code);
        const Run r = runCli({QStringLiteral("inspect"), path});
        QCOMPARE(r.code, static_cast<int>(CommandLine::BadInput));
        QVERIFY2(r.err.startsWith(path + QLatin1Char(':')), qPrintable(r.err));
    }

    // --set and --map: what a person types is checked as strictly as a file.
    void impossibleAssignments_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("code");
        const QString set = QStringLiteral("--set"), map = QStringLiteral("--map");
        QTest::newRow("negative batch") << set << QStringLiteral("run.micro_batch=-4") << QStringLiteral("field.out_of_range");
        QTest::newRow("zero batch") << set << QStringLiteral("run.micro_batch=0") << QStringLiteral("field.out_of_range");
        QTest::newRow("fractional batch") << set << QStringLiteral("run.micro_batch=4.5") << QStringLiteral("field.not_integer");
        QTest::newRow("word for a number") << set << QStringLiteral("run.micro_batch=four") << QStringLiteral("field.not_integer");
        QTest::newRow("nan") << set << QStringLiteral("run.micro_batch=nan") << QStringLiteral("field.not_integer");
        QTest::newRow("inf") << set << QStringLiteral("hardware.host_ram_gib=inf") << QStringLiteral("field.not_number");
        QTest::newRow("overflow") << set << QStringLiteral("run.micro_batch=99999999999999999999999") << QStringLiteral("field.out_of_range");
        QTest::newRow("beyond double") << set << QStringLiteral("model.params=1e999") << QStringLiteral("field.not_count");
        QTest::newRow("trillion workers") << set << QStringLiteral("loader.workers=1000000000000") << QStringLiteral("field.out_of_range");
        QTest::newRow("huge suffix") << set << QStringLiteral("model.params=1e300T") << QStringLiteral("field.out_of_range");
        QTest::newRow("unknown precision") << set << QStringLiteral("run.precision=fp17") << QStringLiteral("field.bad_value");
        QTest::newRow("no value") << set << QStringLiteral("run.micro_batch") << QStringLiteral("set.syntax");
        QTest::newRow("no field") << set << QStringLiteral("=4") << QStringLiteral("set.syntax");
        QTest::newRow("unknown field") << set << QStringLiteral("run.batch=4") << QStringLiteral("field.unknown");
        QTest::newRow("zero image") << set << QStringLiteral("data.image_size=0x0") << QStringLiteral("field.out_of_range");
        QTest::newRow("map without key") << map << QStringLiteral("run.micro_batch") << QStringLiteral("map.syntax");
        QTest::newRow("map empty key") << map << QStringLiteral("run.micro_batch=") << QStringLiteral("map.syntax");
        QTest::newRow("map unknown field") << map << QStringLiteral("run.batch=train.bs") << QStringLiteral("field.unknown");
    }
    void impossibleAssignments()
    {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, code);
        Diagnostics diags;
        if (option == QLatin1String("--set")) {
            TrainingSetup setup;
            QVERIFY(!applyAssignment(value.toStdString(), setup, diags));
        } else {
            KeyMapping m;
            QVERIFY(!parseKeyMapping(value.toStdString(), m, diags));
        }
        QVERIFY(!diags.empty());
        QCOMPARE(QString::fromStdString(diags.front().code), code);
        QCOMPARE(QString::fromStdString(diags.front().file), option);
        const QString command = option == QLatin1String("--set") ? QStringLiteral("estimate") : QStringLiteral("inspect");
        const Run r = runCli({command, kCases + QStringLiteral("ok-crlf.env"), option, value});
        QCOMPARE(r.code, static_cast<int>(CommandLine::BadInput));
        QVERIFY2(r.err.startsWith(option + QStringLiteral(": error: ")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestMalformed)
#include "tst_malformed.moc"
