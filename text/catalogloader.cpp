#include "catalogloader.h"

#include "datadir.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <future>

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
        maps.add(readAll(dir.filePath(name)), name.toStdString(), problems, YamlOrigin::Shipped);
    maps.finish();
    return maps;
}

} // namespace

Catalogs loadCatalogs()
{
    // The built-in files are independent of each other: the dialect maps and the models are
    // read on threads of their own while this one reads the GPUs and coefficients (read one
    // after another, they were half of the window's start).
    std::future<dialects::DialectMaps> maps = std::async(std::launch::async, loadDialectMaps);
    Catalog models;
    Diagnostics modelProblems;
    std::future<void> modelsRead = std::async(std::launch::async, [&models, &modelProblems] {
        models.loadModels(readAll(DataDir::resource(QStringLiteral("models.yaml"))), builtinName("models.yaml"),
                          modelProblems, YamlOrigin::Shipped);
    });
    Catalogs c;
    Diagnostics builtin;
    c.catalog.loadGpus(readAll(DataDir::resource(QStringLiteral("gpus.yaml"))), builtinName("gpus.yaml"), builtin,
                       YamlOrigin::Shipped);
    c.catalog.loadCoefficients(readAll(DataDir::resource(QStringLiteral("coefficients.yaml"))),
                               builtinName("coefficients.yaml"), builtin, YamlOrigin::Shipped);
    modelsRead.get();
    c.catalog.absorb(std::move(models));
    builtin.insert(builtin.end(), modelProblems.begin(), modelProblems.end());
    c.maps = maps.get();
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
