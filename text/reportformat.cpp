#include "reportformat.h"

#include "fields.h"
#include "catalogloader.h"
#include "fieldlabels.h"
#include "fieldvalues.h"
#include "messages.h"
#include "modelmatch.h"
#include "partial.h"

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
        if (values[i] != 0) // a calibration can take bytes away
            out.append({Messages::componentName(static_cast<C>(i)), values[i]});
    return out;
}

QString headline(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    const bool givenByFields = s.model.params > 0 || s.model.layers > 0 || s.model.hidden > 0;
    const QString model = r.preset             ? QString::fromStdString(r.preset->name)
                          : !s.model.name.empty() ? Messages::printable(QString::fromStdString(s.model.name))
                          : givenByFields         ? ReportFormat::tr("a model given field by field")
                                                  : ReportFormat::tr("a model not named yet");
    const QString gpu = Messages::printable(QString::fromStdString(r.gpu ? r.gpu->name : s.hardware.gpu));
    return ReportFormat::tr("%1 on %2 × %3").arg(model).arg(s.worldSize()).arg(gpu);
}

// Where the model's activations and the correction come from: a model card, a calibration.
QStringList provenance(const ResolvedSetup &r)
{
    QStringList out;
    if (r.cardPreset)
        out << ReportFormat::tr("Activations measured from your model (model card %1).")
                   .arg(QString::fromStdString(r.cardPreset->paramsSource));
    const CalibrationFactors &cal = r.setup.calibration;
    if (cal.active)
        out << ReportFormat::tr("Calibrated from your run: %1 measured %2 at micro batch %3; activations × %4, fixed %5.")
                   .arg(QString::fromStdString(cal.metric), Messages::bytes(cal.measuredBytes))
                   .arg(cal.measuredMicroBatch)
                   .arg(QLocale().toString(cal.activationFactor, 'f', 2))
                   .arg((cal.fixedBytes < 0 ? QStringLiteral("−") : QStringLiteral("+")) +
                        Messages::bytes(std::fabs(cal.fixedBytes)));
    return out;
}

// The breakdown's line for a RAM cache whose size is not known (it counts 0 in the total).
QString unknownCacheLine()
{
    return ReportFormat::tr("%1: unknown, not in the total: the dataset's size is not given (data.dataset_size)")
        .arg(Messages::componentName(HostComponent::Cache));
}

// The overall verdict in words: unknown while the GPU is, unless the host alone is OOM.
QString verdictWord(const MemoryReport &rep)
{
    if (!rep.vramKnown && rep.hostVerdict != Verdict::Oom)
        return ReportFormat::tr("UNKNOWN (the GPU side needs the model)");
    if (!rep.verdictKnown())
        return ReportFormat::tr("UNKNOWN (host RAM needs the dataset's size)");
    return Messages::verdict(rep.verdict).toUpper();
}

QString batchLine(const TrainingSetup &s)
{
    if (s.parallel.tp > 1 || s.parallel.pp > 1 || s.parallel.cp > 1) {
        const QString line = s.parallel.cp > 1
                                 ? ReportFormat::tr("Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel "
                                                    "(%L5 GPUs over tensor parallel %L6 × pipeline %L7 × context parallel %L8)")
                                 : ReportFormat::tr("Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel "
                                                    "(%L5 GPUs over tensor parallel %L6 × pipeline %L7)");
        const QString filled = line.arg(s.effectiveBatch())
            .arg(s.run.microBatch)
            .arg(s.run.gradAccum)
            .arg(s.dataParallel())
            .arg(s.worldSize())
            .arg(s.parallel.tp)
            .arg(s.parallel.pp);
        return s.parallel.cp > 1 ? filled.arg(s.parallel.cp) : filled;
    }
    return ReportFormat::tr("Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 GPU(s) × %5")
        .arg(s.effectiveBatch())
        .arg(s.run.microBatch)
        .arg(s.run.gradAccum)
        .arg(s.parallel.gpus)
        .arg(ReportFormat::tr("%Ln node(s)", nullptr, s.parallel.nodes));
}

// The choices that shape the memory most, worded: "Precision: BF16 mixed · Optimizer: AdamW · …".
QString choicesLine(const TrainingSetup &s)
{
    static const char *const fields[] = {"run.precision", "run.optimizer", "run.grad_checkpointing", "run.finetune",
                                         "parallel.strategy", "parallel.offload", "data.cache"};
    QStringList parts;
    for (const char *f : fields) {
        const QString field = QString::fromLatin1(f);
        parts << QStringLiteral("%1: %2").arg(FieldLabels::plainLabel(field),
                                              FieldValues::display(field, QString::fromStdString(fieldValue(s, f))));
    }
    return parts.join(QStringLiteral(" · "));
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

QString ReportFormat::howText(const Source &src)
{
    if (!src.how.empty())
        return QString::fromStdString(src.how);
    switch (src.kind) {
    case Source::Kind::Default: return QStringLiteral("default");
    case Source::Kind::Set: return QStringLiteral("set");
    case Source::Kind::File: return QStringLiteral("rule");
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
            entry[QStringLiteral("how")] = howText(it->second);
            if (it->second.line > 0)
                entry[QStringLiteral("line")] = it->second.line;
            if (!it->second.note.empty())
                entry[QStringLiteral("note")] = QString::fromStdString(it->second.note);
        }
        out[QString::fromStdString(name)] = entry;
    }
    return out;
}

QString ReportFormat::hostMissingSentence()
{
    return tr("The RAM cache holds the whole dataset, whose size is not given, so host RAM is known only as a floor: "
              "give data.dataset_size (samples) for its verdict.");
}

QString ReportFormat::missingSentence(const ResolvedSetup &r)
{
    const std::string &name = r.setup.model.name;
    const QString what = r.missing.size() > 1 ? tr("its size and kind (--set model.params=… --set model.kind=…)")
                                              : tr("its size (--set model.params=…)");
    if (name.empty())
        return tr("No model is named, so its GPU memory is unknown: give %1, or a catalog model "
                  "(--set model.preset=…, see 'headroom models').")
            .arg(what);
    // (`--model-name ../epoch-20.pt`: a checkpoint file, whose name says nothing of the model)
    if (namesOnlyACheckpoint(name))
        return tr("'%1' is a checkpoint file, and its name does not say which model it holds, so the GPU memory is "
                  "unknown: give %2, or a catalog model (--set model.preset=…, see 'headroom models').")
            .arg(QString::fromStdString(name), what);
    return tr("The model '%1' is not in the catalog, so its GPU memory is unknown: give %2, or a catalog model "
              "(--set model.preset=…, see 'headroom models').")
        .arg(QString::fromStdString(name), what);
}

QJsonObject ReportFormat::modelJson(const ResolvedSetup &r)
{
    const TrainingSetup &s = r.setup;
    QJsonObject model;
    model[QStringLiteral("preset")] = r.preset && !r.cardPreset ? QJsonValue(QString::fromStdString(r.preset->id)) : QJsonValue();
    model[QStringLiteral("name")] = s.model.name.empty() ? QJsonValue() : QJsonValue(QString::fromStdString(s.model.name));
    const bool sized = r.preset || s.isStated("model.params");
    model[QStringLiteral("kind")] = sized || s.isStated("model.kind")
                                        ? QJsonValue(QString::fromUtf8(toString(s.model.kind).data()))
                                        : QJsonValue();
    model[QStringLiteral("params")] = sized && s.model.params > 0 ? QJsonValue(s.model.params) : QJsonValue();
    // What the estimate's model rests on: a model card, a catalog entry, or the fields themselves;
    // where its name was read is `named_in`.
    // (a preset that only stands in for a model of that size, named nowhere in the catalog: stand_in)
    model[QStringLiteral("source")] = r.cardPreset      ? QStringLiteral("card")
                                      : r.shapeStandIn ? QStringLiteral("stand_in")
                                      : r.preset       ? QStringLiteral("catalog")
                                                       : QStringLiteral("fields");
    model[QStringLiteral("named_in")] = sourceText(s, "model.name");
    if (r.cardPreset)
        model[QStringLiteral("card")] = QString::fromStdString(r.cardPreset->paramsSource);
    return model;
}

QJsonObject ReportFormat::matchJson(const ResolvedSetup &r)
{
    const ModelMatch &m = r.match;
    QJsonObject match;
    match[QStringLiteral("how")] = QString::fromUtf8(toString(m.how).data());
    match[QStringLiteral("score")] = m.found() ? m.score : 0.0;
    if (!m.name.empty())
        match[QStringLiteral("name")] = QString::fromStdString(m.name);
    if (!m.keyPath.empty())
        match[QStringLiteral("key")] = QString::fromStdString(m.keyPath);
    if (m.line > 0)
        match[QStringLiteral("line")] = m.line;
    if (!m.matchedKey.empty())
        match[QStringLiteral("matched")] = QString::fromStdString(m.matchedKey);
    QJsonArray ignored, suggestions;
    for (const std::string &t : m.ignored)
        ignored.append(QString::fromStdString(t));
    for (const std::string &t : m.suggestions)
        suggestions.append(QString::fromStdString(t));
    if (!ignored.isEmpty())
        match[QStringLiteral("ignored")] = ignored;
    if (!suggestions.isEmpty())
        match[QStringLiteral("suggestions")] = suggestions;
    return match;
}

QJsonObject ReportFormat::json(const ResolvedSetup &r, const MemoryReport &rep, const Diagnostics &warnings)
{
    // A total that needs the model is null while the model is unknown.
    auto vramBytes = [&](double bytes) { return rep.vramKnown ? QJsonValue(std::round(bytes)) : QJsonValue(); };
    QJsonObject vram;
    vram[QStringLiteral("verdict")] = rep.vramKnown ? QString::fromUtf8(toString(rep.vramVerdict).data())
                                                    : QStringLiteral("unknown");
    vram[QStringLiteral("total_bytes")] = vramBytes(rep.vramTotal);
    vram[QStringLiteral("peak_allocated_bytes")] = vramBytes(rep.vramAllocated);
    vram[QStringLiteral("peak_reserved_bytes")] = vramBytes(rep.vramReserved);
    vram[QStringLiteral("capacity_bytes")] = std::round(rep.vramCapacity);
    if (!rep.vramKnown)
        vram[QStringLiteral("peak_phase")] = QJsonValue();
    else
        vram[QStringLiteral("peak_phase")] = rep.phase == PeakPhase::ForwardBackward ? QStringLiteral("forward_backward")
                                             : rep.phase == PeakPhase::Load          ? QStringLiteral("load")
                                             : rep.phase == PeakPhase::Rollout       ? QStringLiteral("rollout")
                                                                                     : QStringLiteral("optimizer_step");
    // The band: arithmetic components have none, modelled ones (activations, reserve, …) do.
    vram[QStringLiteral("band_low_bytes")] = rep.vramKnown ? QJsonValue(std::round(rep.vramBandLow)) : QJsonValue();
    vram[QStringLiteral("band_high_bytes")] = rep.vramKnown ? QJsonValue(std::round(rep.vramBandHigh)) : QJsonValue();
    QJsonArray vc;
    for (size_t i = 0; i < kVramComponents; ++i) {
        const auto c = static_cast<VramComponent>(i);
        QJsonObject item{{QStringLiteral("id"), QString::fromUtf8(componentId(c).data())},
                         {QStringLiteral("bytes"), componentNeedsModel(c) ? vramBytes(rep.vram[i])
                                                                          : QJsonValue(std::round(rep.vram[i]))}};
        if (rep.vramKnown)
            item[QStringLiteral("band")] = QJsonObject{{QStringLiteral("low_bytes"), std::round(rep.vram[i] - rep.vramBand[i])},
                                                       {QStringLiteral("high_bytes"), std::round(rep.vram[i] + rep.vramBand[i])}};
        vc.append(item);
    }
    vram[QStringLiteral("components")] = vc;
    if (r.gpu)
        vram[QStringLiteral("gpu")] = QString::fromStdString(r.gpu->id);

    QJsonObject host;
    host[QStringLiteral("verdict")] = rep.hostVerdictKnown() ? QString::fromUtf8(toString(rep.hostVerdict).data())
                                                             : QStringLiteral("unknown");
    if (!rep.hostKnown) // (total_bytes is then a floor: the cache is not in it)
        host[QStringLiteral("missing")] = QJsonArray{QStringLiteral("data.dataset_size")};
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
    // The worse of the two resources: unknown while either is, unless one alone is OOM.
    out[QStringLiteral("verdict")] =
        rep.verdictKnown() ? QString::fromUtf8(toString(rep.verdict).data()) : QStringLiteral("unknown");
    out[QStringLiteral("model")] = modelJson(r);
    out[QStringLiteral("match")] = matchJson(r);
    if (!rep.vramKnown) {
        QJsonArray missing;
        for (const std::string &f : r.missing)
            missing.append(QString::fromStdString(f));
        out[QStringLiteral("missing")] = missing;
    }
    out[QStringLiteral("vram")] = vram;
    out[QStringLiteral("host_ram")] = host;
    out[QStringLiteral("effective_batch")] = static_cast<double>(rep.effectiveBatch);
    out[QStringLiteral("inputs")] = inputs(r.setup);
    const TrainingSetup &s = r.setup;
    if (s.calibration.active)
        out[QStringLiteral("calibration")] =
            QJsonObject{{QStringLiteral("metric"), QString::fromStdString(s.calibration.metric)},
                        {QStringLiteral("measured_bytes"), std::round(s.calibration.measuredBytes)},
                        {QStringLiteral("measured_micro_batch"), s.calibration.measuredMicroBatch},
                        {QStringLiteral("activation_factor"), s.calibration.activationFactor},
                        {QStringLiteral("fixed_bytes"), std::round(s.calibration.fixedBytes)}};
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
    if (!rep.hostVerdictKnown() && !rep.vramKnown)
        return tr("GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM UNKNOWN, at least %2 of %3 GiB (%4)")
            .arg(gib(rep.vramCapacity), gib(rep.hostTotal), gib(rep.hostCapacity), percent(rep.hostTotal, rep.hostCapacity));
    if (!rep.hostVerdictKnown())
        return tr("GPU %1 %2 of %3 GiB (%4)  |  Host RAM UNKNOWN, at least %5 of %6 GiB (%7)")
            .arg(Messages::verdict(rep.vramVerdict).toUpper(), gib(rep.vramTotal), gib(rep.vramCapacity),
                 percent(rep.vramTotal, rep.vramCapacity), gib(rep.hostTotal), gib(rep.hostCapacity),
                 percent(rep.hostTotal, rep.hostCapacity));
    if (!rep.vramKnown)
        return tr("GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM %2 %3 of %4 GiB (%5)")
            .arg(gib(rep.vramCapacity), Messages::verdict(rep.hostVerdict).toUpper(), gib(rep.hostTotal),
                 gib(rep.hostCapacity), percent(rep.hostTotal, rep.hostCapacity));
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
        const bool atStart = s.data.cacheScope == CacheScope::PerProcess;
        if (rep.cacheCopies > 1 && atStart)
            notes << tr("The dataset cache is filled when the Dataset is built, so each of the %1 training processes "
                        "holds one copy of up to %2 GiB, which its workers share.")
                         .arg(rep.cacheCopies)
                         .arg(gib(rep.cacheBytesPerCopy));
        else if (rep.cacheCopies > 1)
            notes << tr("The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it "
                        "(workers, or the main process without workers) holds its own copy of up to %2 GiB.")
                         .arg(rep.cacheCopies)
                         .arg(gib(rep.cacheBytesPerCopy));
        if (atStart)
            notes << tr("The cache is full before the first step.");
        else
            notes << tr("The cache reaches its worst case after about %n epoch(s).", nullptr,
                        static_cast<int>(rep.cacheFillEpochs));
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

// The assumptions behind the GPU figure that a file did not state, each as a line of its own.
QStringList ReportFormat::gpuAssumptions(const ResolvedSetup &r)
{
    QStringList lines;
    // (not under DeepSpeed ZeRO, whose engine casts the module to 16 bits whatever it was loaded in)
    if (const auto dtype = r.setup.sources.find("model.dtype");
        dtype != r.setup.sources.end() && dtype->second.note == "assumed" && !isZero(r.setup.parallel.strategy))
        lines << tr("  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a "
                    "16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.")
                     .arg(QString::fromUtf8(toString(r.setup.run.precision).data()));
    if (const auto noSync = r.setup.sources.find("parallel.no_sync_accumulation");
        noSync != r.setup.sources.end() && noSync->second.note == "assumed" && r.setup.parallel.noSyncAccumulation)
        lines << tr("  assumed: FSDP accumulates the %1 micro batches of a step under no_sync(), so every GPU holds "
                    "the full gradients (Accelerate, HF's Trainer, Lightning Fabric). Set "
                    "parallel.no_sync_accumulation=false if it reduce-scatters every micro batch (torchtune, "
                    "torchtitan, Lightning's Trainer, sync_each_batch).")
                     .arg(r.setup.run.gradAccum);
    if (const auto unit = r.setup.sources.find("parallel.unit_grads");
        unit != r.setup.sources.end() && unit->second.note == "assumed" && r.setup.parallel.unitGrads)
        lines << tr("  assumed: the LoRA adapters sit inside FSDP's wrapped blocks (use_orig_params), so every "
                    "block's frozen weights get gradients too. Set parallel.unit_grads=false if the adapters are "
                    "wrapped apart (HF's Trainer, axolotl) or FSDP2 shards per parameter.");
    if (const auto packing = r.setup.sources.find("data.packing");
        packing != r.setup.sources.end() && packing->second.note == "assumed")
        lines << tr("  assumed: the rows of a micro batch are padded, so SDPA gets a mask and K/V are repeated to "
                    "the query heads' width. Set data.packing if the data is packed or all of one length.");
    if (const auto seq = r.setup.sources.find("data.seq_len");
        seq != r.setup.sources.end() && seq->second.note == "assumed")
        lines << tr("  assumed: every sequence is %n token(s) long; the file sets no length. Set data.seq_len to "
                    "the length you truncate or pack to.", nullptr, r.setup.data.seqLen);
    if (const auto images = r.setup.sources.find("data.images");
        images != r.setup.sources.end() && images->second.note == "assumed")
        lines << tr("  assumed: every sample carries %n image(s), so the vision tower runs and its image tokens join "
                    "the text. Set data.images=0 if the data is text only.", nullptr, r.setup.data.images);
    return lines;
}

QString ReportFormat::text(const ResolvedSetup &r, const MemoryReport &rep, const Coefficients &c,
                          const Diagnostics &warnings)
{
    QString out;
    out += headline(r) + QLatin1Char('\n');
    out += batchLine(r.setup) + QLatin1Char('\n');
    for (const QString &line : provenance(r))
        out += line + QLatin1Char('\n');
    out += choicesLine(r.setup) + QLatin1Char('\n');
    out += summary(rep) + QStringLiteral("\n\n");
    auto section = [&](const QString &title, const QList<Row> &items, double total, double capacity, Verdict v,
                       bool known = true) {
        out += title + QStringLiteral("  [") + (known ? Messages::verdict(v).toUpper() : tr("UNKNOWN")) +
               QStringLiteral("]  ") +
               (known ? tr("%1 of %2 GiB (%3)") : tr("at least %1 of %2 GiB (%3)"))
                   .arg(gib(total), gib(capacity), percent(total, capacity)) +
               QLatin1Char('\n');
        int nameWidth = 0;
        for (const Row &row : items)
            nameWidth = std::max(nameWidth, static_cast<int>(row.name.size()));
        for (const Row &row : items)
            out += QStringLiteral("  ") + pad(row.name, nameWidth + 2) + gib(row.bytes).rightJustified(8) +
                   QStringLiteral(" GiB  ") + bar(capacity > 0 ? row.bytes / capacity : 0, 40) + QLatin1Char('\n');
        out += QLatin1Char('\n');
    };
    if (rep.vramKnown) {
        section(tr("GPU memory per GPU"), rows<VramComponent>(rep.vram), rep.vramTotal, rep.vramCapacity, rep.vramVerdict);
        out += tr("  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB")
                   .arg(gib(rep.vramAllocated), gib(rep.vramReserved), gib(rep.vramTotal)) +
               QLatin1Char('\n');
        out += tr("  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)")
                   .arg(gib(rep.vramBandLow), gib(rep.vramBandHigh)) +
               QLatin1Char('\n');
        for (const QString &line : gpuAssumptions(r))
            out += line + QLatin1Char('\n');
        out += QLatin1Char('\n');
    } else {
        out += tr("GPU memory per GPU  [UNKNOWN]  of %1 GiB; known so far:").arg(gib(rep.vramCapacity)) + QLatin1Char('\n');
        for (const Row &row : rows<VramComponent>(rep.vram))
            out += QStringLiteral("  ") + pad(row.name, 24) + gib(row.bytes).rightJustified(8) + QStringLiteral(" GiB\n");
        out += QStringLiteral("  ") + missingSentence(r) + QStringLiteral("\n\n");
    }
    section(tr("Host RAM per machine"), rows<HostComponent>(rep.host), rep.hostTotal, rep.hostCapacity, rep.hostVerdict,
            rep.hostVerdictKnown());
    if (!rep.hostKnown)
        out += QStringLiteral("  ") + unknownCacheLine() + QLatin1Char('\n');
    for (const QString &note : hostNotes(r, rep, c))
        out += QStringLiteral("  ") + note + QLatin1Char('\n');
    out += QLatin1Char('\n') + tr("Verdict: %1").arg(verdictWord(rep)) + QLatin1Char('\n');
    for (const Diagnostic &d : warnings)
        out += Messages::diagnostic(d) + QLatin1Char('\n');
    return out;
}

QString ReportFormat::markdown(const ResolvedSetup &r, const MemoryReport &rep, const Coefficients &c,
                              const Diagnostics &warnings)
{
    QString out;
    out += QStringLiteral("### ") + headline(r) + QStringLiteral("\n\n") + batchLine(r.setup) + QStringLiteral("  \n") +
           choicesLine(r.setup) + QStringLiteral("  \n");
    for (const QString &line : provenance(r))
        out += line + QStringLiteral("  \n");
    out += summary(rep) + QStringLiteral("\n\n");
    auto table = [&](const QString &title, const QList<Row> &items, double total, double capacity, Verdict v,
                     bool known = true) {
        out += QStringLiteral("**") + title + QStringLiteral("**: ") +
               (known ? Messages::verdict(v).toUpper() : tr("UNKNOWN")) + QStringLiteral(", ") +
               (known ? tr("%1 of %2 GiB (%3)") : tr("at least %1 of %2 GiB (%3)"))
                   .arg(gib(total), gib(capacity), percent(total, capacity)) +
               QStringLiteral("\n\n");
        out += QStringLiteral("| ") + tr("Component") + QStringLiteral(" | GiB | % |\n|---|---:|---:|\n");
        for (const Row &row : items)
            out += QStringLiteral("| ") + row.name + QStringLiteral(" | ") + gib(row.bytes) + QStringLiteral(" | ") +
                   percent(row.bytes, capacity) + QStringLiteral(" |\n");
        out += QStringLiteral("| **") + tr("Total") + QStringLiteral("** | **") + gib(total) + QStringLiteral("** | **") +
               percent(total, capacity) + QStringLiteral("** |\n\n");
    };
    if (rep.vramKnown) {
        table(tr("GPU memory per GPU"), rows<VramComponent>(rep.vram), rep.vramTotal, rep.vramCapacity, rep.vramVerdict);
        const QStringList assumed = gpuAssumptions(r);
        for (const QString &line : assumed)
            out += QStringLiteral("- ") + line.trimmed() + QLatin1Char('\n');
        if (!assumed.isEmpty())
            out += QLatin1Char('\n');
    } else
        out += QStringLiteral("**") + tr("GPU memory per GPU") + QStringLiteral("**: ") + missingSentence(r) +
               QStringLiteral("\n\n");
    table(tr("Host RAM per machine"), rows<HostComponent>(rep.host), rep.hostTotal, rep.hostCapacity, rep.hostVerdict,
          rep.hostVerdictKnown());
    if (!rep.hostKnown)
        out += QStringLiteral("- ") + unknownCacheLine() + QLatin1Char('\n');
    for (const QString &note : hostNotes(r, rep, c))
        out += QStringLiteral("- ") + note + QLatin1Char('\n');
    for (const Diagnostic &d : warnings)
        out += QStringLiteral("- ") + Messages::diagnostic(d) + QLatin1Char('\n');
    return out;
}

} // namespace headroom
