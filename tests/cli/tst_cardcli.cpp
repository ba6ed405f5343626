// Model cards and calibration on the command line: `--set model.card=…` and `model.card:` in a
// config make the estimate "measured from your model" (model.source = card); `--measured`
// calibrates FILE, keeps FILE.headroom.yaml beside it (FILE untouched), and every later
// estimate and advise of FILE uses it, whatever --set changes, until --no-calibration.

#include "catalogloader.h"
#include "clirun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace headroom;

namespace {

using Run = test::CliRun;

Run run(const QStringList &args)
{
    return test::runCli(args);
}

QJsonObject json(const Run &r)
{
    return r.json();
}

double component(const QJsonObject &report, const QString &id)
{
    for (const QJsonValue &c : report[QStringLiteral("vram")][QStringLiteral("components")].toArray())
        if (c[QStringLiteral("id")].toString() == id)
            return c[QStringLiteral("bytes")].toDouble();
    return -1;
}

const QString kProbe = QStringLiteral(HEADROOM_TESTS_DIR "/../probe");

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCardCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cardFromSetAndFromConfig();
    void measuredCalibratesAndIsKept();
    void badMeasurement_data();
    void badMeasurement();

private:
    QTemporaryDir m_dir;
    QString m_config;
};

void TestCardCli::initTestCase()
{
    // The seed 000 config with its card, copied so that the calibration lands in a scratch folder.
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("configs"))));
    QVERIFY(QDir().mkpath(m_dir.filePath(QStringLiteral("cards"))));
    m_config = m_dir.filePath(QStringLiteral("configs/seed-000.yaml"));
    QVERIFY(QFile::copy(kProbe + QStringLiteral("/configs/seed-000-pointflow-card.yaml"), m_config));
    QVERIFY(QFile::copy(kProbe + QStringLiteral("/cards/pointflow.card.yaml"),
                        m_dir.filePath(QStringLiteral("cards/pointflow.card.yaml"))));
}

void TestCardCli::cardFromSetAndFromConfig()
{
    const QString card = kProbe + QStringLiteral("/cards/videodeblur.card.yaml");
    const Run set = run({QStringLiteral("estimate"), QStringLiteral("--set"), QStringLiteral("model.card=") + card,
                         QStringLiteral("--set"), QStringLiteral("hardware.host_ram_gib=64"), QStringLiteral("--format"),
                         QStringLiteral("json")});
    QVERIFY2(set.code == 0 || set.code == 1 || set.code == 2, qPrintable(set.err));
    const QJsonObject model = json(set)[QStringLiteral("model")].toObject();
    QCOMPARE(model[QStringLiteral("source")].toString(), QStringLiteral("card"));
    QVERIFY(model[QStringLiteral("preset")].isNull());
    QCOMPARE(model[QStringLiteral("kind")].toString(), QStringLiteral("vit"));
    QVERIFY(component(json(set), QStringLiteral("activations")) > 0);

    const Run file = run({QStringLiteral("estimate"), m_config, QStringLiteral("--no-calibration")});
    QVERIFY2(file.out.contains(QStringLiteral("measured from your model")), qPrintable(file.out));
}

void TestCardCli::measuredCalibratesAndIsKept()
{
    const QByteArray before = readAll(m_config);
    const QString kept = m_config + QStringLiteral(".headroom.yaml");
    QFile::remove(kept);
    // Micro batch 1024: activations are most of the memory, so the correction follows the batch.
    const QString big = QStringLiteral("run.micro_batch=1024");
    const Run plain = run({QStringLiteral("estimate"), m_config, QStringLiteral("--set"), big, QStringLiteral("--format"),
                           QStringLiteral("json")});
    const double estimated = json(plain)[QStringLiteral("vram")][QStringLiteral("peak_allocated_bytes")].toDouble();
    QVERIFY(estimated > 0);
    QVERIFY(!json(plain).contains(QStringLiteral("calibration")));

    // The run really allocated 25 % more than the estimate.
    const double measured = std::round(estimated * 1.25);
    const Run cal = run({QStringLiteral("estimate"), m_config, QStringLiteral("--set"), big, QStringLiteral("--measured"),
                         QStringLiteral("allocated=%1").arg(measured, 0, 'f', 0), QStringLiteral("--format"),
                         QStringLiteral("json")});
    QVERIFY2(cal.code <= 2, qPrintable(cal.err));
    QVERIFY(cal.err.contains(QStringLiteral("Calibrated from your run")));
    QVERIFY(QFile::exists(kept));
    QCOMPARE(readAll(m_config), before); // never inside the config
    const QJsonObject calibrated = json(cal);
    QVERIFY(std::fabs(calibrated[QStringLiteral("vram")][QStringLiteral("peak_allocated_bytes")].toDouble() - measured) <
            2 * 1048576.0);
    QVERIFY(component(calibrated, QStringLiteral("calibration")) > 0);
    QCOMPARE(calibrated[QStringLiteral("calibration")][QStringLiteral("metric")].toString(), QStringLiteral("allocated"));

    // Later estimates use it, and it follows the batch: half the batch, about half the correction.
    const Run later = run({QStringLiteral("estimate"), m_config, QStringLiteral("--set"), big, QStringLiteral("--format"),
                           QStringLiteral("json")});
    QCOMPARE(component(json(later), QStringLiteral("calibration")), component(calibrated, QStringLiteral("calibration")));
    const Run half = run({QStringLiteral("estimate"), m_config, QStringLiteral("--set"), QStringLiteral("run.micro_batch=512"),
                          QStringLiteral("--format"), QStringLiteral("json")});
    const double atHalf = component(json(half), QStringLiteral("calibration"));
    QVERIFY(atHalf > 0.4 * component(calibrated, QStringLiteral("calibration")));
    QVERIFY(atHalf < 0.7 * component(calibrated, QStringLiteral("calibration")));
    const Run text = run({QStringLiteral("estimate"), m_config});
    QVERIFY(text.out.contains(QStringLiteral("Calibrated from your run")));

    // The advisor searches with the calibration too.
    const Run advise = run({QStringLiteral("advise"), m_config, QStringLiteral("--format"), QStringLiteral("json")});
    QVERIFY(advise.out.contains(QStringLiteral("\"calibration\"")));

    // --no-calibration ignores it (and keeps it).
    const Run ignored = run({QStringLiteral("estimate"), m_config, QStringLiteral("--set"), big,
                             QStringLiteral("--no-calibration"), QStringLiteral("--format"), QStringLiteral("json")});
    QCOMPARE(component(json(ignored), QStringLiteral("calibration")), 0.0);
    QCOMPARE(json(ignored)[QStringLiteral("vram")][QStringLiteral("peak_allocated_bytes")].toDouble(), estimated);
    QVERIFY(QFile::exists(kept));
}

void TestCardCli::badMeasurement_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("no metric") << QStringList{QStringLiteral("--measured"), QStringLiteral("17GiB")}
                               << QStringLiteral("METRIC=SIZE");
    QTest::newRow("unknown metric") << QStringList{QStringLiteral("--measured"), QStringLiteral("peak=17GiB")}
                                    << QStringLiteral("allocated, reserved, nvidia-smi");
}

void TestCardCli::badMeasurement()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const Run r = run(QStringList{QStringLiteral("estimate"), m_config} + args);
    QCOMPARE(r.code, static_cast<int>(CommandLine::BadInput));
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    const Run noFile = run({QStringLiteral("estimate"), QStringLiteral("--set"), QStringLiteral("model.preset=resnet-50"),
                            QStringLiteral("--measured"), QStringLiteral("allocated=3GiB")});
    QCOMPARE(noFile.code, static_cast<int>(CommandLine::BadInput));
    QVERIFY2(noFile.err.contains(QStringLiteral("FILE")), qPrintable(noFile.err));
}

QTEST_GUILESS_MAIN(TestCardCli)
#include "tst_cardcli.moc"
