// The parsed form of a shipped file (core/compactyaml.h) reads back as the very tree yaml-cpp
// parses from its text, and is used for that text only: another text, or a damaged form, is
// parsed as it always was.

#include "catalogfiles.h"
#include "compactyaml.h"
#include "yamlutil.h"

#include <yaml-cpp/yaml.h>

#include <QtTest>

#include <filesystem>

using namespace headroom;

namespace {

// Same tree: node types, scalars, keys and their order.
bool sameTree(const YAML::Node &a, const YAML::Node &b, std::string &where)
{
    if (a.Type() != b.Type()) {
        where = "type differs";
        return false;
    }
    if (a.IsScalar() && a.Scalar() != b.Scalar()) {
        where = "scalar '" + a.Scalar() + "' vs '" + b.Scalar() + "'";
        return false;
    }
    if (a.IsSequence() || a.IsMap()) {
        if (a.size() != b.size()) {
            where = "size differs";
            return false;
        }
        auto j = b.begin();
        for (auto i = a.begin(); i != a.end(); ++i, ++j) {
            if (a.IsSequence() ? !sameTree(*i, *j, where) : (!sameTree(i->first, j->first, where) ||
                                                             !sameTree(i->second, j->second, where))) {
                if (a.IsMap())
                    where = i->first.Scalar() + ": " + where;
                return false;
            }
        }
    }
    return true;
}

std::vector<std::string> shippedFiles()
{
    const std::string dir = HEADROOM_RESOURCES_DIR;
    std::vector<std::string> files = {dir + "/gpus.yaml", dir + "/models.yaml", dir + "/coefficients.yaml"};
    for (const auto &entry : std::filesystem::directory_iterator(dir + "/dialects"))
        if (entry.path().extension() == ".yaml")
            files.push_back(entry.path().string());
    return files;
}

} // namespace

class TestCompactYaml : public QObject {
    Q_OBJECT
private slots:
    void everyShippedFileReadsBackAsParsed();
    void usedOnlyForTheTextItWasMadeFrom();
    void damagedFormIsRefused();
    void scalarsNullsAndEmptyCollections();
};

void TestCompactYaml::everyShippedFileReadsBackAsParsed()
{
    const std::vector<std::string> files = shippedFiles();
    QVERIFY(files.size() > 10);
    for (const std::string &file : files) {
        const std::string text = test::readFile(file);
        const YAML::Node parsed = YAML::Load(text);
        YAML::Node read;
        QVERIFY2(readCompactYaml(compactYaml(parsed, yamlTextHash(text)), yamlTextHash(text), read), file.c_str());
        std::string where;
        QVERIFY2(sameTree(parsed, read, where), (file + ": " + where).c_str());
    }
}

// The form is stamped with the text's hash: loadYamlChecked reads it for that text (here a
// form that says `a: 2` for a text that says `a: 1`, to see which was read), and parses any
// other text, or any text of a user's, as it is.
void TestCompactYaml::usedOnlyForTheTextItWasMadeFrom()
{
    const std::string text = "a: 1\n";
    const std::string form = compactYaml(YAML::Load("a: 2\n"), yamlTextHash(text));
    YAML::Node out;
    Diagnostics d;
    QVERIFY(loadYamlChecked(text, "x.yaml", out, d, YamlSource(YamlOrigin::Shipped, form)));
    QCOMPARE(out["a"].as<int>(), 2);
    QVERIFY(loadYamlChecked("a: 3\n", "x.yaml", out, d, YamlSource(YamlOrigin::Shipped, form)));
    QCOMPARE(out["a"].as<int>(), 3);
    QVERIFY(loadYamlChecked(text, "x.yaml", out, d, YamlSource(YamlOrigin::User, form)));
    QCOMPARE(out["a"].as<int>(), 1);
    QVERIFY(d.empty());
    // A shipped text with no form, or a form of another text, still has its syntax checked.
    QVERIFY(!loadYamlChecked("a: [1\n", "x.yaml", out, d, YamlSource(YamlOrigin::Shipped, form)));
    QCOMPARE(d.size(), size_t(1));
}

// Every truncation and a flipped byte anywhere: refused or read, never a crash, and `out`
// untouched when refused.
void TestCompactYaml::damagedFormIsRefused()
{
    const std::string text = test::readFile(std::string(HEADROOM_RESOURCES_DIR) + "/dialects/env.yaml");
    const std::string form = compactYaml(YAML::Load(text), yamlTextHash(text));
    const YAML::Node sentinel = YAML::Load("untouched: true");
    for (size_t n = 0; n < form.size(); ++n) {
        YAML::Node out = sentinel;
        QVERIFY(!readCompactYaml(std::string_view(form).substr(0, n), yamlTextHash(text), out));
        QVERIFY(out["untouched"]);
    }
    for (size_t i = 0; i < form.size(); ++i) {
        std::string damaged = form;
        damaged[i] = static_cast<char>(damaged[i] ^ 0x5a);
        YAML::Node out;
        readCompactYaml(damaged, yamlTextHash(text), out);
    }
    YAML::Node out;
    QVERIFY(!readCompactYaml(form, yamlTextHash(text) + 1, out));
}

void TestCompactYaml::scalarsNullsAndEmptyCollections()
{
    const std::string text = "s: 'quoted'\nn: ~\ne: []\nm: {}\nlist: [1, [2, {k: v}], null]\nempty: ''\n";
    const YAML::Node parsed = YAML::Load(text);
    YAML::Node read;
    QVERIFY(readCompactYaml(compactYaml(parsed, 7), 7, read));
    std::string where;
    QVERIFY2(sameTree(parsed, read, where), where.c_str());
    QVERIFY(read["n"].IsNull());
    QVERIFY(read["e"].IsSequence() && read["e"].size() == 0);
    QVERIFY(read["m"].IsMap() && read["m"].size() == 0);
    QCOMPARE(read["empty"].Scalar(), std::string());
    QCOMPARE(read["list"][1][1]["k"].Scalar(), std::string("v"));
}

QTEST_GUILESS_MAIN(TestCompactYaml)
#include "tst_compactyaml.moc"
