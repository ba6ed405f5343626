// The held-out corpus (corpus2/): real configs from public repositories that no rule was
// written for, labelled by hand in expected.yaml before Headroom read them. Scores recall
// (labels read with the labelled value) and counts wrong values (a label read with another
// value); every file also exports with no change byte for byte.

#include "config.h"
#include "fields.h"
#include "testmaps.h"
#include "text.h"

#include <QtTest>

#include <yaml-cpp/yaml.h>

using namespace headroom;

namespace {

const std::string kDir = std::string(HEADROOM_TESTS_DIR) + "/corpus2/";

// The floor this reader meets today (277 of 277 labels); the closing note of issue 11 reports
// the figures. A new file that the reader misses lowers it only with a reason.
constexpr double kMinRecall = 1.0;

// Labels the reader gets wrong today, each with why. Listed here they are counted, not failed;
// one that starts passing fails the test until it is removed (the corpus is not tuned on).
const std::map<std::string, std::string> kKnownWrong = {
    // none today; the latent-diffusion image sizes (model.params.image_size, the latent) were
    // until a size inside the model yielded to the data's own (generic.yaml `avoid:`).
};

std::string squash(const std::string &s)
{
    std::string out;
    for (char c : toLower(s))
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += c;
    return out;
}

// The canonical text of a label ("16" → "16", "fp16-mixed" → "fp16-mixed", "true" → "true").
std::string canonical(const std::string &field, const std::string &value)
{
    TrainingSetup s;
    if (setField(s, field, value, Source{}))
        return value;
    return fieldValue(s, field);
}

} // namespace

class TestDialectCorpus2 : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { testing::testMaps(); }

    void score()
    {
        const YAML::Node files = YAML::LoadFile(kDir + "expected.yaml")["files"];
        QVERIFY(files && files.IsMap());
        int labels = 0, right = 0, wrong = 0, missed = 0, unread = 0, unexpected = 0;
        QStringList report;
        for (const auto &kv : files) {
            const std::string name = kv.first.Scalar();
            LoadedConfig config;
            Diagnostics diags;
            if (!loadConfigFile(kDir + name, headroom::testing::testOptions(), config, diags)) {
                ++unread;
                report << QStringLiteral("%1: not read (%2)").arg(QString::fromStdString(name),
                                                                  QString::fromStdString(diags.empty() ? "" : diags.front().code));
                labels += static_cast<int>(kv.second["fields"].size());
                missed += static_cast<int>(kv.second["fields"].size());
                continue;
            }
            std::string same;
            QVERIFY2(exportConfig(config, {}, same, diags) && same == config.text, name.c_str());
            for (const auto &f : kv.second["fields"]) {
                const std::string field = f.first.Scalar();
                const std::string label = f.second.Scalar();
                ++labels;
                if (!config.setup.isStated(field)) {
                    ++missed;
                    report << QStringLiteral("%1: %2 not read (label %3)")
                                  .arg(QString::fromStdString(name), QString::fromStdString(field), QString::fromStdString(label));
                    continue;
                }
                const std::string got = fieldValue(config.setup, field);
                const bool ok = field == "model.name"
                                    ? (squash(got).find(squash(label)) != std::string::npos ||
                                       squash(label).find(squash(got)) != std::string::npos)
                                    : got == canonical(field, label);
                const bool known = kKnownWrong.count(name + "|" + field) > 0;
                QVERIFY2(!(ok && known), (name + "|" + field + " now reads right: remove it from kKnownWrong").c_str());
                if (ok) {
                    ++right;
                } else {
                    if (!known)
                        ++unexpected;
                    ++wrong;
                    report << QStringLiteral("%1: %2 read as %3 from %4, label %5")
                                  .arg(QString::fromStdString(name), QString::fromStdString(field), QString::fromStdString(got),
                                       QString::fromStdString(config.setup.sources.at(field).keyPath),
                                       QString::fromStdString(label));
                }
            }
        }
        const double recall = labels ? double(right) / labels : 0;
        const double precision = right + wrong ? double(right) / (right + wrong) : 0;
        qInfo().noquote() << QStringLiteral("corpus2: %1 files, %2 labels, recall %3 %, precision %4 %, %5 wrong, %6 missed, %7 files unread")
                                 .arg(files.size())
                                 .arg(labels)
                                 .arg(recall * 100, 0, 'f', 1)
                                 .arg(precision * 100, 0, 'f', 1)
                                 .arg(wrong)
                                 .arg(missed)
                                 .arg(unread);
        for (const QString &line : report)
            qInfo().noquote() << "  " << line;
        QVERIFY(files.size() >= 10);
        QVERIFY2(recall >= kMinRecall, "recall fell below the floor");
        QVERIFY2(unexpected == 0, "a label was read with a wrong value");
    }
};

QTEST_APPLESS_MAIN(TestDialectCorpus2)
#include "tst_dialect_corpus2.moc"
