#include "reportformat.h"

#include "fields.h"
#include "catalogloader.h"
#include "messages.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace headroom {

namespace {

constexpr double kGiB = 1073741824.0;

QString gib(double bytes)
{
    return QLocale().toString(bytes / kGiB, 'f', 2);
}

QString bar(double fraction, int width)
{
    static const QChar eighths[] = {QChar(0x258F), QChar(0x258E), QChar(0x258D), QChar(0x258C),
                                    QChar(0x258B), QChar(0x258A), QChar(0x2589)};
    const double cells = std::clamp(fraction, 0.0, 1.0) * width;
    const int full = static_cast<int>(cells);
    QString out(full, QChar(0x2588));
    const int rest = static_cast<int>((cells - full) * 8);
    if (rest > 0 && full < width)
        out += eighths[rest - 1];
    return out;
}

QString percent(double used, double capacity)
{
    return capacity > 0 ? QString::number(std::lround(100.0 * used / capacity)) + QLatin1Char('%') : QStringLiteral("-");
}

QString pad(const QString &s, int width)
{
    return s.leftJustified(width, QLatin1Char(' '));
}

} // namespace

QJsonValue ReportFormat::typedValue(const TrainingSetup &s, const FieldInfo &info)
{
    const std::string text = fieldValue(s, info.name);
    using T = FieldInfo::Type;
    switch (info.type) {
    case T::Count:
    case T::Integer:
    case T::Number:
    case T::Bytes: return std::stod(text.empty() ? std::string("0") : text);
    case T::Bool: return text == "true";
    case T::List: {
        QJsonArray items;
        for (const std::string &t : s.run.loraTargets)
            items.append(QString::fromStdString(t));
        return items;
    }
    default: return QString::fromStdString(text);
    }
}

namespace {

struct Row {
    QString name;
    double bytes;
};

template <typename C, size_t N> QList<Row> rows(const std::array<double, N> &values)
{
    QList<Row> out;
    for (size_t i = 0; i < N; ++i)
        if (values[i] > 0)
            out.append({Messages::componentName(static_cast<C>(i)), values[i]});
    return out;
}

QString headline(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    const QString model = QString::fromStdString(r.preset ? r.preset->name : (s.model.name.empty() ? "custom" : s.model.name));
    const QString gpu = QString::fromStdString(r.gpu ? r.gpu->name : s.hardware.gpu);
    return ReportFormat::tr("%1 on %2 × %3").arg(model).arg(s.worldSize()).arg(gpu);
}

QString batchLine(const TrainingSetup &s)
{
    return ReportFormat::tr("Effective batch %1 = micro batch %2 × accumulation %3 × %4 GPU(s) × %5 node(s)")
        .arg(s.effectiveBatch())
        .arg(s.run.microBatch)
        .arg(s.run.gradAccum)
        .arg(s.parallel.gpus)
        .arg(s.parallel.nodes);
}

} // namespace

QString ReportFormat::sourceText(const TrainingSetup &setup, const std::string &field)
{
    auto it = setup.sources.find(field);
    if (it == setup.sources.end())
        return QStringLiteral("default");
    const Source &src = it->second;
    switch (src.kind) {
    case Source::Kind::Default: return QStringLiteral("default");
    case Source::Kind::Set: return QStringLiteral("--set");
    case Source::Kind::File: return QString::fromStdString(src.keyPath);
    case Source::Kind::Preset: return QStringLiteral("preset");
    case Source::Kind::Derived: return QStringLiteral("derived");
    }
    return QStringLiteral("default");
}

QJsonObject ReportFormat::inputs(const TrainingSetup &setup)
{
    QJsonObject out;
    for (const FieldInfo &info : canonicalFields()) {
        QJsonObject entry;
        entry[QStringLiteral("value")] = typedValue(setup, info);
        const std::string name(info.name);
        entry[QStringLiteral("source")] = sourceText(setup, name);
        auto it = setup.sources.find(name);
        if (it != setup.sources.end()) {
            if (it->second.line > 0)
                entry[QStringLiteral("line")] = it->second.line;
            if (!it->second.note.empty())
                entry[QStringLiteral("note")] = QString::fromStdString(it->second.note);
        }
        out[QString::fromStdString(name)] = entry;
    }
    return out;
}

QJsonObject ReportFormat::json(const ResolvedSetup &r, const MemoryReport &rep, const Diagnostics &warnings)
{
    QJsonObject vram;
    vram[QStringLiteral("verdict")] = QString::fromUtf8(toString(rep.vramVerdict).data());
    vram[QStringLiteral("total_bytes")] = std::round(rep.vramTotal);
    vram[QStringLiteral("peak_allocated_bytes")] = std::round(rep.vramAllocated);
    vram[QStringLiteral("peak_reserved_bytes")] = std::round(rep.vramReserved);
    vram[QStringLiteral("capacity_bytes")] = std::round(rep.vramCapacity);
    vram[QStringLiteral("peak_phase")] = rep.phase == PeakPhase::ForwardBackward ? QStringLiteral("forward_backward")
                                         : rep.phase == PeakPhase::Load          ? QStringLiteral("load")
                                                                                 : QStringLiteral("optimizer_step");
    // The band: arithmetic components have none, modelled ones (activations, reserve, …) do.
    vram[QStringLiteral("band_low_bytes")] = std::round(rep.vramBandLow);
    vram[QStringLiteral("band_high_bytes")] = std::round(rep.vramBandHigh);
    QJsonArray vc;
    for (size_t i = 0; i < kVramComponents; ++i)
        vc.append(QJsonObject{{QStringLiteral("id"), QString::fromUtf8(componentId(static_cast<VramComponent>(i)).data())},
                              {QStringLiteral("bytes"), std::round(rep.vram[i])},
                              {QStringLiteral("band"), QJsonObject{{QStringLiteral("low_bytes"), std::round(rep.vram[i] - rep.vramBand[i])},
                                                                    {QStringLiteral("high_bytes"), std::round(rep.vram[i] + rep.vramBand[i])}}}});
    vram[QStringLiteral("components")] = vc;
    if (r.gpu)
        vram[QStringLiteral("gpu")] = QString::fromStdString(r.gpu->id);

    QJsonObject host;
    host[QStringLiteral("verdict")] = QString::fromUtf8(toString(rep.hostVerdict).data());
    host[QStringLiteral("total_bytes")] = std::round(rep.hostTotal);
    host[QStringLiteral("capacity_bytes")] = std::round(rep.hostCapacity);
    host[QStringLiteral("shm_needed_bytes")] = std::round(rep.shmNeededBytes);
    QJsonArray hc;
    for (size_t i = 0; i < kHostComponents; ++i)
        hc.append(QJsonObject{{QStringLiteral("id"), QString::fromUtf8(componentId(static_cast<HostComponent>(i)).data())},
                              {QStringLiteral("bytes"), std::round(rep.host[i])}});
    host[QStringLiteral("components")] = hc;
    host[QStringLiteral("shm_capacity_bytes")] = std::round(rep.shmCapacityBytes);
    host[QStringLiteral("shm_too_small")] = rep.shmTooSmall;
    if (rep.cacheCopies > 0 && rep.cacheBytesPerCopy > 0)
        host[QStringLiteral("cache")] = QJsonObject{{QStringLiteral("copies"), rep.cacheCopies},
                                                    {QStringLiteral("bytes_per_copy"), std::round(rep.cacheBytesPerCopy)},
                                                    {QStringLiteral("fill_epochs"), rep.cacheFillEpochs},
                                                    {QStringLiteral("cap_that_fits_bytes"), std::max(0.0, std::round(rep.cacheCapThatFits))}};

    QJsonObject out;
    out[QStringLiteral("verdict")] = QString::fromUtf8(toString(rep.verdict).data());
    out[QStringLiteral("vram")] = vram;
    out[QStringLiteral("host_ram")] = host;
    out[QStringLiteral("effective_batch")] = static_cast<double>(rep.effectiveBatch);
    out[QStringLiteral("inputs")] = inputs(r.setup);
    out[QStringLiteral("advice")] = QJsonArray();
    QJsonArray warn;
    for (const Diagnostic &d : warnings)
        warn.append(QJsonObject{{QStringLiteral("code"), QString::fromStdString(d.code)},
                                {QStringLiteral("message"), Messages::diagnostic(d)}});
    out[QStringLiteral("warnings")] = warn;
    return out;
}

QString ReportFormat::summary(const MemoryReport &rep)
{
    return tr("GPU %1 %2 of %3 GiB (%4)  |  Host RAM %5 %6 of %7 GiB (%8)")
        .arg(Messages::verdict(rep.vramVerdict).toUpper(), gib(rep.vramTotal), gib(rep.vramCapacity),
             percent(rep.vramTotal, rep.vramCapacity), Messages::verdict(rep.hostVerdict).toUpper(), gib(rep.hostTotal),
             gib(rep.hostCapacity), percent(rep.hostTotal, rep.hostCapacity));
}

QStringList ReportFormat::hostNotes(const ResolvedSetup &r, const MemoryReport &rep, const Coefficients &c)
{
    QStringList notes;
    const TrainingSetup &s = r.setup;
    if (rep.cacheCopies > 0 && rep.cacheBytesPerCopy > 0) {
        if (rep.cacheCopies > 1)
            notes << tr("The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it "
                        "(workers, or the main process without workers) holds its own copy of up to %2 GiB.")
                         .arg(rep.cacheCopies)
                         .arg(gib(rep.cacheBytesPerCopy));
        notes << tr("The cache reaches its worst case after about %n epoch(s).", nullptr, static_cast<int>(rep.cacheFillEpochs));
        if (rep.hostVerdict != Verdict::Fits)
            notes << (rep.cacheCapThatFits > 0
                          ? tr("A cap of %1 GiB per copy would fit (data.cache_gib).").arg(gib(rep.cacheCapThatFits))
                          : tr("No cache cap fits with this many copies: share the cache or use fewer workers."));
    }
    if (rep.shmTooSmall)
        notes << tr("The workers pass %1 GiB of batches through /dev/shm but the container has %2 GiB: "
                    "workers will die with a bus error. Raise shm_size.")
                     .arg(gib(rep.shmNeededBytes), gib(rep.shmCapacityBytes));
    notes << tr("Assumed: OS %1 GiB, %2 GiB per training process, %3 GiB per DataLoader worker, "
                "prefetch_factor %4, %5 per sample as the DataLoader yields it.")
                 .arg(QLocale().toString(c.osBaselineGib, 'f', 1), QLocale().toString(c.runtimePerProcessGib, 'f', 1),
                      QLocale().toString(c.workerBaseGib, 'f', 1))
                 .arg(s.loader.prefetch)
                 .arg(Messages::bytes(rep.sampleBytes));
    return notes;
}

QString ReportFormat::text(const ResolvedSetup &r, const MemoryReport &rep, const Diagnostics &warnings)
{
    QString out;
    out += headline(r) + QLatin1Char('\n');
    out += batchLine(r.setup) + QLatin1Char('\n');
    out += summary(rep) + QStringLiteral("\n\n");
    auto section = [&](const QString &title, const QList<Row> &items, double total, double capacity, Verdict v) {
        out += title + QStringLiteral("  [") + Messages::verdict(v).toUpper() + QStringLiteral("]  ") +
               tr("%1 of %2 GiB (%3)").arg(gib(total), gib(capacity), percent(total, capacity)) + QLatin1Char('\n');
        int nameWidth = 0;
        for (const Row &row : items)
            nameWidth = std::max(nameWidth, static_cast<int>(row.name.size()));
        for (const Row &row : items)
            out += QStringLiteral("  ") + pad(row.name, nameWidth + 2) + gib(row.bytes).rightJustified(8) +
                   QStringLiteral(" GiB  ") + bar(capacity > 0 ? row.bytes / capacity : 0, 40) + QLatin1Char('\n');
        out += QLatin1Char('\n');
    };
    section(tr("GPU memory per GPU"), rows<VramComponent>(rep.vram), rep.vramTotal, rep.vramCapacity, rep.vramVerdict);
    out += tr("  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB")
               .arg(gib(rep.vramAllocated), gib(rep.vramReserved), gib(rep.vramTotal)) +
           QLatin1Char('\n');
    out += tr("  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)")
               .arg(gib(rep.vramBandLow), gib(rep.vramBandHigh)) +
           QLatin1Char('\n');
    if (const auto dtype = r.setup.sources.find("model.dtype");
        dtype != r.setup.sources.end() && dtype->second.note == "assumed")
        out += tr("  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a "
                  "16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.")
                   .arg(QString::fromUtf8(toString(r.setup.run.precision).data())) +
               QLatin1Char('\n');
    out += QLatin1Char('\n');
    section(tr("Host RAM per machine"), rows<HostComponent>(rep.host), rep.hostTotal, rep.hostCapacity, rep.hostVerdict);
    for (const QString &note : hostNotes(r, rep, catalogs().coefficients))
        out += QStringLiteral("  ") + note + QLatin1Char('\n');
    out += QLatin1Char('\n') + tr("Verdict: %1").arg(Messages::verdict(rep.verdict).toUpper()) + QLatin1Char('\n');
    for (const Diagnostic &d : warnings)
        out += Messages::diagnostic(d) + QLatin1Char('\n');
    return out;
}

QString ReportFormat::markdown(const ResolvedSetup &r, const MemoryReport &rep, const Diagnostics &warnings)
{
    QString out;
    out += QStringLiteral("### ") + headline(r) + QStringLiteral("\n\n") + batchLine(r.setup) + QStringLiteral("  \n") +
           summary(rep) + QStringLiteral("\n\n");
    auto table = [&](const QString &title, const QList<Row> &items, double total, double capacity, Verdict v) {
        out += QStringLiteral("**") + title + QStringLiteral("**: ") + Messages::verdict(v).toUpper() + QStringLiteral(", ") +
               tr("%1 of %2 GiB (%3)").arg(gib(total), gib(capacity), percent(total, capacity)) + QStringLiteral("\n\n");
        out += QStringLiteral("| ") + tr("Component") + QStringLiteral(" | GiB | % |\n|---|---:|---:|\n");
        for (const Row &row : items)
            out += QStringLiteral("| ") + row.name + QStringLiteral(" | ") + gib(row.bytes) + QStringLiteral(" | ") +
                   percent(row.bytes, capacity) + QStringLiteral(" |\n");
        out += QStringLiteral("| **") + tr("Total") + QStringLiteral("** | **") + gib(total) + QStringLiteral("** | **") +
               percent(total, capacity) + QStringLiteral("** |\n\n");
    };
    table(tr("GPU memory per GPU"), rows<VramComponent>(rep.vram), rep.vramTotal, rep.vramCapacity, rep.vramVerdict);
    table(tr("Host RAM per machine"), rows<HostComponent>(rep.host), rep.hostTotal, rep.hostCapacity, rep.hostVerdict);
    for (const QString &note : hostNotes(r, rep, catalogs().coefficients))
        out += QStringLiteral("- ") + note + QLatin1Char('\n');
    for (const Diagnostic &d : warnings)
        out += QStringLiteral("- ") + Messages::diagnostic(d) + QLatin1Char('\n');
    return out;
}

} // namespace headroom
