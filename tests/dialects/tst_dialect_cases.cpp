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
