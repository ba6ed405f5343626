// The reference corpus (../shared/reference/configs, 35 real configs in ten dialects): every
// labelled field is read with the labelled value from the labelled key, nothing is read from a
// comment, and exporting with no change gives back every file byte for byte (LF and CRLF).

#include "config.h"
#include "fields.h"
#include "testmaps.h"
#include "text.h"

#include <QtTest>

#include <yaml-cpp/yaml.h>

using namespace headroom;

namespace {

const std::string kConfigs = std::string(HEADROOM_REFERENCE_DIR) + "/configs/";

// Labels this reader does not meet yet, each with the reason. A row listed here is expected
// to fail (QEXPECT_FAIL); when it starts passing the test fails until it is removed here.
const std::map<std::string, std::string> kKnownGaps = {
};

// Labels a later convention refines, each with the value now expected and why. labels.yaml is
// shared and read-only here; the row keeps the label's key, only its value is refined.
const std::map<std::string, std::string> kRefinedLabels = {
    // SOLVER.MOMENTUM 0.9 beside OPTIMIZING_METHOD sgd: torch.optim.SGD(momentum=0.9) keeps a
    // momentum buffer per parameter. The label predates the sgd-momentum value; the held-out
    // corpus (corpus2/slowfast-kinetics-8x8-r50.yaml) labels the same file sgd-momentum.
    {"3-yacs/facebookresearch__SlowFast__SLOWFAST_8x8_R50.yaml|run.optimizer",
     "sgd-momentum"},
};

// Labels whose `key` describes the place in words the reader reports differently; each maps to
// the key path the reader gives, with why that is the same place.
const std::map<std::string, std::string> kKeyAliases = {
    // The file has no _name_or_path; the name is the model folder's, kept in the file's name.
    {"10-hf-model-config/Harrison-HXLiu__vlm_api_test__Qwen2.5-VL-7B-Instruct_config.json|model.name", "(file name)"},
    // The label names the builder (qlora_gemma_7b); the reader reports the checkpoint folder,
    // which names the same model with its hub spelling (gemma-7b).
    {"6-torchtune/pytorch__torchtune__gemma_7B_qlora_single_device.yaml|model.name", "checkpointer.checkpoint_dir"},
    // "qlora_* builder (NF4)": the builder is model._component_.
    {"6-torchtune/pytorch__torchtune__gemma_7B_qlora_single_device.yaml|run.quant_bits", "model._component_"},
};

std::string labelValue(const YAML::Node &v)
{
    if (v.IsSequence()) {
        std::string out;
        for (const auto &i : v)
            out += (out.empty() ? "" : "x") + i.Scalar();
        return out;
    }
    return v.IsScalar() ? v.Scalar() : std::string();
}

std::string squash(const std::string &s)
{
    std::string out;
    for (char c : toLower(s))
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '.')
            out += c;
    return out;
}

// A labelled model name is often a description ("SlowFast R50", "flow (FMPolicy) + pointnet …"):
// it matches when one of its parts (the whole, the first word, a part in parentheses, a part
// between '+' or '/', a path's last part) and the value read contain one another.
bool nameMatches(const std::string &label, const std::string &read)
{
    if (read.empty())
        return false;
    std::vector<std::string> parts = {label, label.substr(0, label.find(' '))};
    for (size_t open = label.find('('); open != std::string::npos; open = label.find('(', open + 1))
        parts.push_back(label.substr(open + 1, label.find(')', open) - open - 1));
    for (const std::string &p : split(label, '+'))
        parts.push_back(p);
    for (const std::string &p : std::vector<std::string>(parts))
        parts.push_back(p.substr(p.rfind('/') + 1));
    const std::string r = squash(read), rTail = squash(read.substr(read.rfind('/') + 1));
    for (const std::string &p : parts) {
        const std::string q = squash(trim(p));
        if (q.size() < 3)
            continue;
        if (r.find(q) != std::string::npos || (rTail.size() >= 3 && q.find(rTail) != std::string::npos))
            return true;
    }
    return false;
}

bool valueMatches(const std::string &field, const std::string &label, const std::string &read)
{
    if (field == "model.name")
        return nameMatches(label, read);
    if (normalizeToken(label) == normalizeToken(read))
        return true;
    const auto a = parseNumber(label), b = parseNumber(read);
    if (a && b)
        return *a == *b;
    const auto x = parseBool(label), y = parseBool(read);
    return x && y && *x == *y;
}

// The words of a label's key: "environment NUM_DEVICES=1; final --trainer.devices=1" →
// environment, NUM_DEVICES, 1, final, --trainer.devices, 1.
std::vector<std::string> keyTokens(const std::string &key)
{
    std::vector<std::string> out;
    std::string cur;
    for (char c : key + " ") {
        if (std::string(" \t,:/()+'\"<>=;$*{}").find(c) != std::string::npos) {
            if (!cur.empty())
                out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    return out;
}

bool keyMatches(const std::string &label, const Source &src)
{
    const std::string reported = toLower(src.keyPath);
    // A key built from several ("-d / -t") matches when each of its parts is in the label.
    const std::vector<std::string> labelWords = keyTokens(toLower(label));
    const std::vector<std::string> parts = keyTokens(reported);
    if (parts.size() > 1 && std::all_of(parts.begin(), parts.end(), [&](const std::string &p) {
            return std::find(labelWords.begin(), labelWords.end(), p) != labelWords.end();
        }))
        return true;
    for (const std::string &raw : keyTokens(label)) {
        const std::string t = toLower(raw);
        if (t == reported)
            return true;
        if (t.size() >= 4 && (reported.find(t) != std::string::npos || t.find(reported) != std::string::npos))
            return true;
    }
    return false;
}

bool isCommentLine(const std::string &text, int line)
{
    int n = 1;
    size_t start = 0;
    while (n < line && start != std::string::npos) {
        start = text.find('\n', start);
        if (start != std::string::npos)
            ++start;
        ++n;
    }
    if (start == std::string::npos)
        return false;
    const std::string l = trim(text.substr(start, text.find('\n', start) - start));
    return !l.empty() && l[0] == '#';
}

// Whether the value at line:column sits after a comment marker on its line.
bool insideComment(const std::string &text, int line, int column)
{
    if (line <= 0 || column <= 0)
        return false;
    if (isCommentLine(text, line))
        return true;
    int n = 1;
    size_t start = 0;
    while (n < line && start != std::string::npos) {
        start = text.find('\n', start) + 1;
        ++n;
    }
    const std::string before = text.substr(start, static_cast<size_t>(column - 1));
    return before.find(" #") != std::string::npos || before.find("\t#") != std::string::npos;
}

YAML::Node labels()
{
    static const YAML::Node root = YAML::LoadFile(kConfigs + "labels.yaml");
    return root;
}

struct Tally {
    int total = 0;
    int right = 0;
    int fromKey = 0;     // read with the labelled value from the labelled key
    int notFromComment = 0; // the value is only in a comment, and was not taken from it
    int derived = 0;     // inferred or derived, with the labelled value
};

Tally &tally()
{
    static Tally t;
    return t;
}

} // namespace

class TestDialectCorpus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        Diagnostics defects;
        testing::testMaps(&defects);
        for (const Diagnostic &d : defects)
            qWarning("%s:%d: %s", d.file.c_str(), d.line, d.args.empty() ? d.code.c_str() : d.args[0].c_str());
        QVERIFY2(defects.empty(), "the dialect key maps have defects");
        QVERIFY2(labels().IsSequence() && labels().size() == 35, "labels.yaml lists the 35 corpus files");
    }

    void labelledField_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("key");
        for (const auto &entry : labels()) {
            const std::string file = entry["file"].Scalar();
            for (const auto &kv : entry["expect"]) {
                const std::string field = kv.first.Scalar();
                const std::string row = file + "|" + field;
                const auto refined = kRefinedLabels.find(row);
                QTest::newRow(row.c_str()) << QString::fromStdString(file) << QString::fromStdString(field)
                                           << QString::fromStdString(refined != kRefinedLabels.end()
                                                                         ? refined->second
                                                                         : labelValue(kv.second["value"]))
                                           << QString::fromStdString(kv.second["key"].Scalar());
            }
        }
    }

    void labelledField()
    {
        QFETCH(QString, file);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, key);
        const std::string row = file.toStdString() + "|" + field.toStdString();
        ++tally().total;
        if (const auto gap = kKnownGaps.find(row); gap != kKnownGaps.end())
            QEXPECT_FAIL("", gap->second.c_str(), Continue);
        LoadedConfig config;
        Diagnostics diags;
        const bool read = loadConfigFile(kConfigs + file.toStdString(), headroom::testing::testOptions(), config, diags);
        QVERIFY2(read, diags.empty() ? "read failed" : diags.front().code.c_str());
        const std::string f = field.toStdString();
        const std::string label = key.toStdString();
        const std::string lower = toLower(label);
        const TrainingSetup &s = config.setup;
        const auto src = s.sources.find(f);
        const std::string got = fieldValue(s, f);
        bool ok = false;
        std::string why;
        int Tally::*kind = &Tally::fromKey;
        if (lower.find("comment") != std::string::npos) {
            kind = &Tally::notFromComment;
            // The value sits only in a comment: it must not be taken from there.
            ok = src == s.sources.end() ||
                 (!insideComment(config.text, src->second.line, src->second.column) && valueMatches(f, value.toStdString(), got));
            why = "read from a comment, or a different value: " + got;
        } else if (label.rfind('(', 0) == 0 || lower.find("(derived)") != std::string::npos) {
            kind = &Tally::derived;
            // Inferred or derived by the tool: the value as read or as the default says it.
            ok = valueMatches(f, value.toStdString(), got);
            why = "value " + got;
        } else {
            const auto alias = kKeyAliases.find(row);
            ok = src != s.sources.end() && valueMatches(f, value.toStdString(), got) &&
                 (alias != kKeyAliases.end() ? src->second.keyPath == alias->second : keyMatches(label, src->second));
            why = src == s.sources.end() ? "not read" : "read " + got + " from " + src->second.keyPath;
        }
        if (ok) {
            ++tally().right;
            ++(tally().*kind);
        }
        QVERIFY2(ok, why.c_str());
    }

    void nothingFromComments_data() { files(); }
    void nothingFromComments()
    {
        QFETCH(QString, file);
        LoadedConfig config;
        Diagnostics diags;
        QVERIFY(loadConfigFile(kConfigs + file.toStdString(), headroom::testing::testOptions(), config, diags));
        for (const auto &[field, src] : config.setup.sources) {
            if (src.kind != Source::Kind::File || src.file != config.path)
                continue;
            QVERIFY2(!insideComment(config.text, src.line, src.column),
                     (field + " read from a comment on line " + std::to_string(src.line)).c_str());
        }
    }

    void roundTrip_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("crlf");
        for (const auto &entry : labels()) {
            const std::string file = entry["file"].Scalar();
            QTest::newRow((file + " LF").c_str()) << QString::fromStdString(file) << false;
            QTest::newRow((file + " CRLF").c_str()) << QString::fromStdString(file) << true;
        }
    }

    void roundTrip()
    {
        QFETCH(QString, file);
        QFETCH(bool, crlf);
        const std::string path = kConfigs + file.toStdString();
        std::string text = testing::readFile(path);
        if (crlf) {
            std::string converted;
            for (char c : text)
                converted += c == '\n' ? std::string("\r\n") : std::string(1, c);
            text = converted;
        }
        LoadedConfig config;
        Diagnostics diags;
        QVERIFY(parseConfigText(text, path, headroom::testing::testOptions(), config, diags));
        std::string out;
        QVERIFY(exportConfig(config, {}, out, diags));
        QVERIFY2(out == text, "export without changes must give the same bytes");
        if (crlf) {
            // The same settings are read whatever the line endings.
            LoadedConfig lf;
            Diagnostics d2;
            QVERIFY(loadConfigFile(path, headroom::testing::testOptions(), lf, d2));
            for (const auto &[field, src] : lf.setup.sources)
                QCOMPARE(QString::fromStdString(fieldValue(config.setup, field)),
                         QString::fromStdString(fieldValue(lf.setup, field)));
        }
    }

    void dialectNamed_data() { files(); }
    void dialectNamed()
    {
        QFETCH(QString, file);
        QFETCH(QString, dialect);
        LoadedConfig config;
        Diagnostics diags;
        QVERIFY(loadConfigFile(kConfigs + file.toStdString(), headroom::testing::testOptions(), config, diags));
        // labels.yaml names dialects loosely ("hf-trainingargs-yaml (TRL SFT)"); the reader's
        // name must be the start of it, give or take the yaml/json suffix.
        const std::string label = toLower(dialect.toStdString());
        std::string expected = config.dialect;
        if (expected == "peft-adapter")
            expected = "peft-adapter-config";
        QVERIFY2(label.rfind(expected, 0) == 0, (config.dialect + " for " + label).c_str());
    }

    void cleanupTestCase()
    {
        const Tally &t = tally();
        if (t.total > 0)
            qInfo("corpus: %d of %d labelled fields read right (%.1f %%): %d from the labelled key, %d only in "
                  "comments and not taken from them, %d inferred or derived",
                  t.right, t.total, 100.0 * t.right / t.total, t.fromKey, t.notFromComment, t.derived);
    }

private:
    void files()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("dialect");
        for (const auto &entry : labels())
            QTest::newRow(entry["file"].Scalar().c_str())
                << QString::fromStdString(entry["file"].Scalar()) << QString::fromStdString(entry["dialect"].Scalar());
    }
};

QTEST_APPLESS_MAIN(TestDialectCorpus)
#include "tst_dialect_corpus.moc"
