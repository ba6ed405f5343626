// What the program reads at start: every shipped catalog and key map has the parsed form the
// build made of it (core/compactyaml.h) for the text in the source tree, so the start does not
// parse them; and the catalogs read that way are the ones parsing the text gives.

#include "catalogfiles.h"
#include "catalogloader.h"
#include "compactyaml.h"

#include <yaml-cpp/yaml.h>

#include <QDir>
#include <QFile>
#include <QtTest>

using namespace headroom;

class TestCatalogLoader : public QObject {
    Q_OBJECT
private slots:
    void everyShippedFileHasItsForm();
    void formsGiveWhatTheTextGives();
};

void TestCatalogLoader::everyShippedFileHasItsForm()
{
    const QDir resources(QStringLiteral(HEADROOM_RESOURCES_DIR));
    QStringList files = {QStringLiteral("gpus.yaml"), QStringLiteral("models.yaml"), QStringLiteral("coefficients.yaml")};
    for (const QString &name : QDir(resources.filePath(QStringLiteral("dialects"))).entryList({QStringLiteral("*.yaml")}))
        files << QStringLiteral("dialects/") + name;
    QVERIFY(files.size() > 10);
    for (const QString &relative : files) {
        QFile form(QStringLiteral(":/compact/") + relative);
        QVERIFY2(form.open(QIODevice::ReadOnly), qPrintable(relative));
        const QByteArray bytes = form.readAll();
        const std::string text = test::readFile(resources.filePath(relative).toStdString());
        YAML::Node read;
        QVERIFY2(readCompactYaml(std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())),
                                 yamlTextHash(text), read),
                 qPrintable(relative + QStringLiteral(": the build's form is not of this text")));
    }
}

void TestCatalogLoader::formsGiveWhatTheTextGives()
{
    const Catalogs loaded = loadCatalogs();
    QVERIFY(loaded.diagnostics.empty());
    Diagnostics d;
    const Catalog parsed = test::loadCatalog(HEADROOM_RESOURCES_DIR, d);
    QVERIFY(d.empty());
    QCOMPARE(loaded.catalog.gpus().size(), parsed.gpus().size());
    QCOMPARE(loaded.catalog.models().size(), parsed.models().size());
    for (size_t i = 0; i < parsed.models().size(); ++i) {
        QCOMPARE(loaded.catalog.models()[i].id, parsed.models()[i].id);
        QCOMPARE(loaded.catalog.models()[i].params, parsed.models()[i].params);
    }
    for (size_t i = 0; i < parsed.gpus().size(); ++i)
        QCOMPARE(loaded.catalog.gpus()[i].memorySource, parsed.gpus()[i].memorySource);
    QVERIFY(!loaded.maps.all().empty());
}

QTEST_GUILESS_MAIN(TestCatalogLoader)
#include "tst_catalogloader.moc"
