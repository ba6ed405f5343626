#include "completion.h"

#include "catalogloader.h"
#include "commandline.h"
#include "fields.h"
#include "language.h"

namespace headroom {

namespace {

QString qs(std::string_view v)
{
    return QString::fromUtf8(v.data(), static_cast<qsizetype>(v.size()));
}

QStringList gpuIds(const Catalog &catalog)
{
    QStringList out;
    for (const GpuSpec &g : catalog.gpus())
        out << qs(g.id);
    return out;
}

QStringList modelIds(const Catalog &catalog)
{
    QStringList out;
    for (const ModelPreset &m : catalog.models())
        out << qs(m.id);
    return out;
}

// What `--set FIELD=` takes: the closed vocabularies and the catalogs; nothing for free numbers.
QStringList valuesOf(const Catalog &catalog, const QString &field)
{
    if (field == QLatin1String("hardware.gpu"))
        return gpuIds(catalog);
    if (field == QLatin1String("model.preset") || field == QLatin1String("model.name"))
        return modelIds(catalog);
    const FieldInfo *info = findField(field.toStdString());
    if (!info || (info->type != FieldInfo::Type::Enum && info->type != FieldInfo::Type::Bool))
        return {};
    return qs(allowedValues(info->name)).split(QStringLiteral(", "), Qt::SkipEmptyParts);
}

} // namespace

bool Completion::wanted(const QStringList &args)
{
    return args.value(0) == QLatin1String("--complete");
}

QStringList Completion::words(const Catalog &catalog, const QString &what, const QString &field)
{
    if (what == QLatin1String("commands"))
        return CommandLine::commands();
    if (what == QLatin1String("options"))
        return {QStringLiteral("--set"), QStringLiteral("--gpu"), QStringLiteral("--gpus"), QStringLiteral("--nodes"),
                QStringLiteral("--host-ram"), QStringLiteral("--map"), QStringLiteral("--out"),
                QStringLiteral("--format"), QStringLiteral("--lang"), QStringLiteral("--in-place"),
                QStringLiteral("--force"), QStringLiteral("--help"), QStringLiteral("--version")};
    if (what == QLatin1String("formats"))
        return {QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("markdown")};
    if (what == QLatin1String("languages"))
        return Language::codes();
    if (what == QLatin1String("fields")) {
        QStringList out;
        for (const FieldInfo &f : canonicalFields())
            out << qs(f.name);
        return out;
    }
    if (what == QLatin1String("gpus"))
        return gpuIds(catalog);
    if (what == QLatin1String("models"))
        return modelIds(catalog);
    if (what == QLatin1String("values"))
        return valuesOf(catalog, field);
    return {};
}

int Completion::run(const QStringList &args, const Catalog &catalog, QTextStream &out)
{
    static const QStringList kinds = {QStringLiteral("commands"), QStringLiteral("options"), QStringLiteral("formats"),
                                      QStringLiteral("languages"), QStringLiteral("fields"), QStringLiteral("gpus"),
                                      QStringLiteral("models"), QStringLiteral("values")};
    const QString what = args.value(1);
    if (!kinds.contains(what))
        return CommandLine::BadInput;
    for (const QString &w : words(catalog, what, args.value(2)))
        out << w << '\n';
    return 0;
}

} // namespace headroom
