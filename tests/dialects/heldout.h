#pragma once
// Scoring of a held-out corpus (corpus2/, corpus3/): real configs labelled by hand in
// <dir>/expected.yaml before Headroom read them. Recall is the labels read with the labelled
// value; a label read with another value is wrong; every file also exports with no change byte
// for byte. Known wrong labels (file|field → why) are counted, not failed; one that starts
// reading right fails until it is removed (the corpus is not tuned on).

#include "config.h"
#include "fields.h"
#include "testmaps.h"
#include "text.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <string>

namespace headroom::testing {

inline std::string squashName(const std::string &s)
{
    std::string out;
    for (char c : toLower(s))
        if (std::isalnum(static_cast<unsigned char>(c)))
            out += c;
    return out;
}

// The canonical text of a label ("16" → "16", "fp16-mixed" → "fp16-mixed", "true" → "true").
inline std::string canonicalLabel(const std::string &field, const std::string &value)
{
    TrainingSetup s;
    if (setField(s, field, value, Source{}))
        return value;
    return fieldValue(s, field);
}

// Scores the corpus in `dir` (ending in '/'), printing each miss; QVERIFY fails the calling test
// slot when recall falls below `minRecall` or a label outside `knownWrong` reads wrong.
inline void scoreHeldOutCorpus(const std::string &dir, const QString &name, double minRecall,
                               const std::map<std::string, std::string> &knownWrong)
{
    const YAML::Node files = YAML::LoadFile(dir + "expected.yaml")["files"];
    QVERIFY(files && files.IsMap());
    int labels = 0, right = 0, wrong = 0, missed = 0, unread = 0, unexpected = 0;
    QStringList report;
    for (const auto &kv : files) {
        const std::string file = kv.first.Scalar();
        LoadedConfig config;
        Diagnostics diags;
        if (!loadConfigFile(dir + file, testOptions(), config, diags)) {
            ++unread;
            report << QStringLiteral("%1: not read (%2)").arg(QString::fromStdString(file),
                                                              QString::fromStdString(diags.empty() ? "" : diags.front().code));
            labels += static_cast<int>(kv.second["fields"].size());
            missed += static_cast<int>(kv.second["fields"].size());
            continue;
        }
        std::string same;
        QVERIFY2(exportConfig(config, {}, same, diags) && same == config.text, file.c_str());
        for (const auto &f : kv.second["fields"]) {
            const std::string field = f.first.Scalar();
            const std::string label = f.second.Scalar();
            ++labels;
            if (!config.setup.isStated(field)) {
                ++missed;
                report << QStringLiteral("%1: %2 not read (label %3)")
                              .arg(QString::fromStdString(file), QString::fromStdString(field), QString::fromStdString(label));
                continue;
            }
            const std::string got = fieldValue(config.setup, field);
            const bool ok = field == "model.name"
                                ? (squashName(got).find(squashName(label)) != std::string::npos ||
                                   squashName(label).find(squashName(got)) != std::string::npos)
                                : got == canonicalLabel(field, label);
            const bool known = knownWrong.count(file + "|" + field) > 0;
            QVERIFY2(!(ok && known), (file + "|" + field + " now reads right: remove it from kKnownWrong").c_str());
            if (ok) {
                ++right;
            } else {
                if (!known)
                    ++unexpected;
                ++wrong;
                report << QStringLiteral("%1: %2 read as %3 from %4, label %5")
                              .arg(QString::fromStdString(file), QString::fromStdString(field), QString::fromStdString(got),
                                   QString::fromStdString(config.setup.sources.at(field).keyPath),
                                   QString::fromStdString(label));
            }
        }
    }
    const double recall = labels ? double(right) / labels : 0;
    const double precision = right + wrong ? double(right) / (right + wrong) : 0;
    qInfo().noquote() << QStringLiteral("%1: %2 files, %3 labels, recall %4 %, precision %5 %, %6 wrong, %7 missed, %8 files unread")
                             .arg(name)
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
    QVERIFY2(recall >= minRecall, "recall fell below the floor");
    QVERIFY2(unexpected == 0, "a label was read with a wrong value");
}

// Writes `text` to `name` under `dir`, making its folders.
bool writeUnder(const QTemporaryDir &dir, const char *name, const char *text)
{
    QDir().mkpath(QFileInfo(dir.filePath(QString::fromLatin1(name))).path());
    QFile f(dir.filePath(QString::fromLatin1(name)));
    return f.open(QIODevice::WriteOnly) && f.write(text) == static_cast<qint64>(std::strlen(text));
}

// Reads texts as files of one folder, keeping the last reading and what it said.
struct Reading {
    QTemporaryDir dir;
    LoadedConfig c;
    Diagnostics d;
    bool operator()(const char *text, const char *name)
    {
        d.clear();
        return parseConfigText(text, dir.filePath(QString::fromLatin1(name)).toStdString(), testOptions(),
                               c, d);
    }
    QString value(const char *field) const { return QString::fromStdString(fieldValue(c.setup, field)); }
    Diagnostics::const_iterator said(const char *code) const
    {
        return std::find_if(d.begin(), d.end(), [code](const Diagnostic &x) { return x.code == code; });
    }
};

// Each field's value as read, compared in one place: the file's own lines are the test.
inline void expectFields(const Reading &read, std::initializer_list<std::pair<const char *, const char *>> fields)
{
    for (const auto &field : fields)
        QCOMPARE(read.value(field.first), QString::fromLatin1(field.second));
}

} // namespace headroom::testing
