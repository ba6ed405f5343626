// Every user-visible string is translated into English, Russian, Simplified Chinese and Korean:
// no `unfinished` entry, no empty translation, and no string in the sources that a .ts file lacks
// (lupdate is run on the sources into a scratch file and compared).

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

struct Message {
    QString context, source;
    bool unfinished = false;
    bool empty = true;
    bool obsolete = false;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&f);
    QString context;
    Message m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("name") && m.source.isNull())
                context = xml.readElementText();
            else if (xml.name() == QLatin1String("message"))
                m = Message{context, QString(), false, true, false};
            else if (xml.name() == QLatin1String("source"))
                m.source = xml.readElementText();
            else if (xml.name() == QLatin1String("translation")) {
                const QString type = xml.attributes().value(QLatin1String("type")).toString();
                m.unfinished = type == QLatin1String("unfinished");
                m.obsolete = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
                const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
                m.empty = text.trimmed().isEmpty();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.append(m);
            m = Message{};
            m.source = QString();
        }
    }
    return out;
}

const QStringList kLanguages = {QStringLiteral("en"), QStringLiteral("ru"), QStringLiteral("zh_CN"), QStringLiteral("ko")};

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void complete_data();
    void complete();
    void everySourceStringIsInEveryFile();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("language");
    for (const QString &l : kLanguages)
        QTest::newRow(qPrintable(l)) << l;
}

void TestTranslations::complete()
{
    QFETCH(QString, language);
    const QString path = QStringLiteral(HEADROOM_SOURCE_DIR "/translations/headroom_%1.ts").arg(language);
    const QList<Message> messages = readTs(path);
    QVERIFY2(!messages.isEmpty(), qPrintable(path));
    QStringList problems;
    for (const Message &m : messages) {
        if (m.obsolete)
            continue;
        if (m.unfinished || m.empty)
            problems << m.context + QStringLiteral(": ") + m.source.left(60);
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 untranslated in %2, e.g. %3")
                                                .arg(problems.size())
                                                .arg(language, problems.value(0))));
}

void TestTranslations::everySourceStringIsInEveryFile()
{
    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString ts = scratch.filePath(QStringLiteral("scratch.ts"));
    QProcess lupdate;
    lupdate.start(QStringLiteral(HEADROOM_LUPDATE),
                  {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral(HEADROOM_SOURCE_DIR "/text"), QStringLiteral(HEADROOM_SOURCE_DIR "/cli"),
                   QStringLiteral(HEADROOM_SOURCE_DIR "/ui"), QStringLiteral(HEADROOM_SOURCE_DIR "/app"), QStringLiteral("-ts"), ts});
    QVERIFY(lupdate.waitForFinished(120000));
    QCOMPARE(lupdate.exitCode(), 0);
    QSet<QString> wanted;
    for (const Message &m : readTs(ts))
        wanted.insert(m.context + QLatin1Char('\x1f') + m.source);
    QVERIFY(!wanted.isEmpty());
    for (const QString &language : kLanguages) {
        QSet<QString> have;
        for (const Message &m : readTs(QStringLiteral(HEADROOM_SOURCE_DIR "/translations/headroom_%1.ts").arg(language)))
            if (!m.obsolete)
                have.insert(m.context + QLatin1Char('\x1f') + m.source);
        const QSet<QString> missing = wanted - have;
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 lacks %2 strings, e.g. %3")
                                                   .arg(language)
                                                   .arg(missing.size())
                                                   .arg(missing.isEmpty() ? QString() : missing.values().first().replace(QLatin1Char('\x1f'), QStringLiteral(": ")))));
    }
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
