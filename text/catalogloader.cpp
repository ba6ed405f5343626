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

// A shipped file's text with the parsed form the build made of it (core/compactyaml.h), which
// loadYamlChecked reads instead of the text as long as the text is the one it was made from.
struct Shipped {
    std::string text;
    QByteArray form;
    YamlSource source() const
    {
        return {YamlOrigin::Shipped, std::string_view(form.constData(), static_cast<size_t>(form.size()))};
    }
};

Shipped readShipped(const QString &relative, const QString &path)
{
    Shipped s{readAll(path), {}};
    QFile form(QStringLiteral(":/compact/") + relative);
    if (form.open(QIODevice::ReadOnly))
        s.form = form.readAll();
    return s;
}

Shipped readShipped(const QString &relative)
{
    return readShipped(relative, DataDir::resource(relative));
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
    for (const QString &name : dir.entryList({QStringLiteral("*.yaml")}, QDir::Files, QDir::Name)) {
        const Shipped map = readShipped(QStringLiteral("dialects/") + name, dir.filePath(name));
        maps.add(map.text, name.toStdString(), problems, map.source());
    }
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
        const Shipped file = readShipped(QStringLiteral("models.yaml"));
        models.loadModels(file.text, builtinName("models.yaml"), modelProblems, file.source());
    });
    Catalogs c;
    Diagnostics builtin;
    const Shipped gpus = readShipped(QStringLiteral("gpus.yaml"));
    c.catalog.loadGpus(gpus.text, builtinName("gpus.yaml"), builtin, gpus.source());
    const Shipped coefficients = readShipped(QStringLiteral("coefficients.yaml"));
    c.catalog.loadCoefficients(coefficients.text, builtinName("coefficients.yaml"), builtin, coefficients.source());
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
