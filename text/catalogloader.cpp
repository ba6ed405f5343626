#include "catalogloader.h"

#include "datadir.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace headroom {

namespace {

std::string readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

// The name problems in a built-in catalog are reported under: its path when read from disk.
std::string builtinName(const char *file)
{
    const QString path = DataDir::resource(QString::fromLatin1(file));
    return path.startsWith(QLatin1Char(':')) ? std::string(file) : path.toStdString();
}

dialects::DialectMaps loadDialectMaps()
{
    dialects::DialectMaps maps;
    Diagnostics problems;
    const QDir dir(DataDir::resource(QStringLiteral("dialects")));
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name))
        maps.add(readAll(dir.filePath(name)), name.toStdString(), problems);
    maps.finish();
    return maps;
}

} // namespace

Catalogs loadCatalogs()
{
    Catalogs c;
    c.maps = loadDialectMaps();
    Diagnostics builtin;
    c.catalog.loadGpus(readAll(DataDir::resource(QStringLiteral("gpus.yaml"))), builtinName("gpus.yaml"), builtin);
    c.catalog.loadModels(readAll(DataDir::resource(QStringLiteral("models.yaml"))), builtinName("models.yaml"), builtin);
    c.catalog.loadCoefficients(readAll(DataDir::resource(QStringLiteral("coefficients.yaml"))),
                               builtinName("coefficients.yaml"), builtin);
    // The built-in catalogs are tested; a problem here is a build defect, reported all the same.
    c.diagnostics = builtin;
    const QDir dir(overrideDirectory());
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.yml")}, QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        const std::string text = readAll(path);
        if (name.startsWith(QLatin1String("gpus")))
            c.catalog.loadGpus(text, path.toStdString(), c.diagnostics);
        else if (name.startsWith(QLatin1String("models")))
            c.catalog.loadModels(text, path.toStdString(), c.diagnostics);
        else if (name.startsWith(QLatin1String("coefficients")))
            c.catalog.loadCoefficients(text, path.toStdString(), c.diagnostics);
    }
    c.coefficients = Coefficients::from(c.catalog);
    return c;
}

QString overrideDirectory()
{
    const QString env = qEnvironmentVariable("HEADROOM_CATALOG_DIR");
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/headroom/catalog");
}

} // namespace headroom
