// Every value a person reads is worded in their language: in Russian, Chinese and Korean no
// control, recommendation or text report shows a raw canonical spelling (`false`, `single`,
// `bf16-mixed`) where a word belongs, numbers follow the locale, and Russian counts decline.

#include "clirun.h"
#include "commandline.h"
#include "fields.h"
#include "fieldvalues.h"
#include "language.h"
#include "mainwindow.h"
#include "setupcontroller.h"

#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace headroom;

namespace {

const QStringList kTranslated = {QStringLiteral("ru"), QStringLiteral("zh_CN"), QStringLiteral("ko")};

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

// The fields with a closed vocabulary (their canonical spellings are what must not show).
QStringList vocabularyFields()
{
    QStringList out;
    for (const FieldInfo &f : canonicalFields())
        if ((f.type == FieldInfo::Type::Enum || f.type == FieldInfo::Type::Bool) && f.name != "data.dtype")
            out << qs(f.name);
    return out;
}

// The canonical spellings that are words to translate: the ones English shows differently,
// or as an English word ("off", "none"). Names (LoRA, FSDP) are spelt differently from the
// canonical form in every language anyway.
QStringList rawSpellings()
{
    QStringList out;
    for (const QString &field : vocabularyFields())
        out << FieldValues::wordedValues(field);
    out.removeDuplicates();
    return out;
}

// Raw spellings in `text` where a value is shown: after ": " (or the full-width "："), "→ ",
// or alone. A quoted config
// line ("gradient_checkpointing: true", a key with '_' or '.') is the user's file, not a value
// Headroom words, and is left out.
QStringList rawValuesIn(QString text)
{
    static const QRegularExpression quotedKey(
        QStringLiteral("[A-Za-z0-9_.\\x{200B}]*[_.][A-Za-z0-9_.\\x{200B}]*: \\S+"));
    text.remove(quotedKey);
    QStringList found;
    for (const QString &raw : rawSpellings()) {
        const QRegularExpression re(QStringLiteral("(^|: |：\\s*|→ )%1($|[\\s,;.)<·，；])").arg(QRegularExpression::escape(raw)));
        if (re.match(text).hasMatch())
            found << raw;
    }
    return found;
}

QString runCli(const QStringList &args)
{
    QString out, err;
    QTextStream o(&out), e(&err);
    CommandLine::run(args, headroom::test::catalogs(), o, e);
    o.flush();
    return out;
}

} // namespace

class TestValueWords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyValueHasWords();
    void wordsAreTranslated_data();
    void wordsAreTranslated();
    void changeReadsAsWords_data();
    void changeReadsAsWords();
    void numbersFollowTheLocale();
    void russianNodesDecline();
    void windowShowsNoRawValue_data();
    void windowShowsNoRawValue();
    void textReportShowsNoRawValue_data();
    void textReportShowsNoRawValue();
};

void TestValueWords::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestValueWords::cleanupTestCase()
{
    Language::install(QStringLiteral("en"));
}

// A value added to a vocabulary without words fails here, before it can show up raw.
void TestValueWords::everyValueHasWords()
{
    for (const QString &field : vocabularyFields()) {
        const QStringList worded = FieldValues::wordedValues(field);
        const QStringList allowed = qs(allowedValues(field.toStdString())).split(QStringLiteral(", "), Qt::SkipEmptyParts);
        QVERIFY2(!allowed.isEmpty(), qPrintable(field));
        for (const QString &v : allowed)
            QVERIFY2(worded.contains(v), qPrintable(field + QLatin1Char('=') + v + QStringLiteral(" has no words")));
    }
}

void TestValueWords::wordsAreTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("value");
    for (const QString &lang : kTranslated)
        for (const QString &field : vocabularyFields())
            for (const QString &v : FieldValues::wordedValues(field))
                QTest::newRow(qPrintable(lang + QLatin1Char(' ') + field + QLatin1Char('=') + v)) << lang << field << v;
}

void TestValueWords::wordsAreTranslated()
{
    QFETCH(QString, language);
    QFETCH(QString, field);
    QFETCH(QString, value);
    QVERIFY(Language::install(QStringLiteral("en")));
    const QString english = FieldValues::display(field, value);
    QVERIFY(Language::install(language));
    const QString shown = FieldValues::display(field, value);
    QVERIFY2(!shown.isEmpty(), qPrintable(value));
    QVERIFY2(shown != value, qPrintable(QStringLiteral("raw spelling shown: ") + value));
    // A word that is English only in English ("off", "single GPU") is translated; names
    // (AdamW, FSDP, FP32) are the same everywhere and have no letters outside A-Z, digits, -.
    static const QRegularExpression name(QStringLiteral("^[A-Z0-9][A-Za-z0-9-]*$"));
    if (!name.match(english).hasMatch())
        QVERIFY2(shown != english, qPrintable(QStringLiteral("untranslated: ") + english));
}

void TestValueWords::changeReadsAsWords_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &lang : kTranslated)
        QTest::newRow(qPrintable(lang)) << lang;
}

// The issue's own examples: "Cached frozen features: off → on", "Strategy: single GPU → FSDP".
void TestValueWords::changeReadsAsWords()
{
    QFETCH(QString, language);
    QVERIFY(Language::install(language));
    const QString cached = FieldValues::change({"run.cached_features", "false", "true"});
    QVERIFY2(rawValuesIn(cached).isEmpty(), qPrintable(cached));
    QVERIFY2(!cached.contains(QLatin1String("run.cached_features")), qPrintable(cached));
    const QString strategy = FieldValues::change({"parallel.strategy", "single", "fsdp"});
    QVERIFY2(rawValuesIn(strategy).isEmpty(), qPrintable(strategy));
    QVERIFY2(strategy.contains(QLatin1String("FSDP")), qPrintable(strategy));
    QVERIFY(Language::install(QStringLiteral("en")));
    QCOMPARE(FieldValues::change({"run.cached_features", "false", "true"}), QStringLiteral("Cached frozen features: off → on"));
    QCOMPARE(FieldValues::change({"parallel.strategy", "single", "fsdp"}), QStringLiteral("Strategy: single GPU → FSDP"));
}

void TestValueWords::numbersFollowTheLocale()
{
    QVERIFY(Language::install(QStringLiteral("ru")));
    // Russian groups thousands with a (non-breaking) space: 65 536.
    const QString ru = FieldValues::display(QStringLiteral("data.seq_len"), QStringLiteral("65536"));
    static const QRegularExpression space(QStringLiteral("\\s"), QRegularExpression::UseUnicodePropertiesOption);
    QCOMPARE(QString(ru).remove(space), QStringLiteral("65536"));
    QVERIFY2(ru != QLatin1String("65536"), qPrintable(ru));
    QCOMPARE(FieldValues::display(QStringLiteral("hardware.host_ram_gib"), QStringLiteral("15.5")), QStringLiteral("15,5"));
    QVERIFY(Language::install(QStringLiteral("en")));
    QCOMPARE(FieldValues::display(QStringLiteral("data.seq_len"), QStringLiteral("65536")), QStringLiteral("65,536"));
    QCOMPARE(FieldValues::display(QStringLiteral("data.image_size"), QStringLiteral("720x1280")), QStringLiteral("720 × 1,280"));
}

void TestValueWords::russianNodesDecline()
{
    QVERIFY(Language::install(QStringLiteral("ru")));
    // 1 узел, 2 узла, 5 узлов: three forms, not "узл.".
    const QString one = runCli({QStringLiteral("estimate"), QStringLiteral("--set"), QStringLiteral("model.preset=resnet-50"),
                                QStringLiteral("--gpu"), QStringLiteral("a100-40gb"), QStringLiteral("--nodes"), QStringLiteral("1")});
    const QString two = runCli({QStringLiteral("estimate"), QStringLiteral("--set"), QStringLiteral("model.preset=resnet-50"),
                                QStringLiteral("--gpu"), QStringLiteral("a100-40gb"), QStringLiteral("--nodes"), QStringLiteral("2")});
    const QString five = runCli({QStringLiteral("estimate"), QStringLiteral("--set"), QStringLiteral("model.preset=resnet-50"),
                                 QStringLiteral("--gpu"), QStringLiteral("a100-40gb"), QStringLiteral("--nodes"), QStringLiteral("5")});
    QVERIFY2(one.contains(QStringLiteral("1 узел")), qPrintable(one.section(QLatin1Char('\n'), 0, 2)));
    QVERIFY2(two.contains(QStringLiteral("2 узла")), qPrintable(two.section(QLatin1Char('\n'), 0, 2)));
    QVERIFY2(five.contains(QStringLiteral("5 узлов")), qPrintable(five.section(QLatin1Char('\n'), 0, 2)));
    QVERIFY(Language::install(QStringLiteral("en")));
}

void TestValueWords::windowShowsNoRawValue_data()
{
    changeReadsAsWords_data();
}

void TestValueWords::windowShowsNoRawValue()
{
    QFETCH(QString, language);
    QVERIFY(Language::install(language));
    MainWindow window(headroom::test::catalogs());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-001-vla-lora-24gb.yaml"), false));
    window.controller()->flushAdvice();
    QCoreApplication::processEvents();

    // Every item of every vocabulary combo, not only the current one.
    int combos = 0;
    for (QComboBox *combo : window.findChildren<QComboBox *>()) {
        const QString field = combo->objectName().section(QLatin1Char('_'), 1);
        if (!combo->objectName().startsWith(QLatin1String("control_")) || combo->isEditable())
            continue;
        ++combos;
        for (int i = 0; i < combo->count(); ++i)
            QVERIFY2(combo->itemText(i) != combo->itemData(i).toString(),
                     qPrintable(field + QStringLiteral(" shows ") + combo->itemText(i)));
    }
    QVERIFY(combos >= 6);

    // The recommendations and everything else the window writes in labels.
    int arrows = 0;
    for (QLabel *label : window.findChildren<QLabel *>()) {
        const QString text = label->text();
        arrows += text.count(QStringLiteral("→"));
        const QStringList raw = rawValuesIn(text);
        QVERIFY2(raw.isEmpty(), qPrintable(raw.join(QStringLiteral(", ")) + QStringLiteral(" in: ") + text));
    }
    if (!window.controller()->advice().recommendations.empty())
        QVERIFY2(arrows > 0, "the recommendations were not found among the labels");
}

void TestValueWords::textReportShowsNoRawValue_data()
{
    changeReadsAsWords_data();
}

void TestValueWords::textReportShowsNoRawValue()
{
    QFETCH(QString, language);
    const QString seed = QStringLiteral(HEADROOM_EXAMPLES_DIR "/seed-001-vla-lora-24gb.yaml");
    for (const QStringList &args : {QStringList{QStringLiteral("estimate"), seed},
                                    QStringList{QStringLiteral("advise"), seed},
                                    QStringList{QStringLiteral("estimate"), seed, QStringLiteral("--format"), QStringLiteral("markdown")}}) {
        const QString out = runCli(args + QStringList{QStringLiteral("--lang"), language});
        QVERIFY2(!out.isEmpty(), qPrintable(args.join(QLatin1Char(' '))));
        for (const QString &line : out.split(QLatin1Char('\n'))) {
            const QStringList raw = rawValuesIn(line);
            QVERIFY2(raw.isEmpty(), qPrintable(args.first() + QStringLiteral(": ") + raw.join(QStringLiteral(", ")) +
                                               QStringLiteral(" in: ") + line));
        }
    }
    Language::install(QStringLiteral("en"));
}

QTEST_MAIN(TestValueWords)
#include "tst_valuewords.moc"
