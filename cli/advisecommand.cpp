#include "advisecommand.h"

#include "advicetext.h"
#include "fieldvalues.h"
#include "messages.h"
#include "reportformat.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace headroom {

namespace {

QString pct(double ratio)
{
    const int p = static_cast<int>(std::lround((ratio - 1.0) * 100));
    return p > 0 ? QStringLiteral("+%1 %").arg(p) : p < 0 ? QStringLiteral("−%1 %").arg(-p) : QStringLiteral("±0 %");
}

QString gib(double bytes) { return QLocale().toString(bytes / 1073741824.0, 'f', 1); }

QString changesText(const Recommendation &rec)
{
    QStringList parts;
    for (const FieldChange &ch : rec.changes)
        parts << FieldValues::change(ch);
    return parts.join(QStringLiteral("; "));
}

} // namespace

QJsonArray AdviseFormat::adviceJson(const std::vector<AdviceItem> &items)
{
    QJsonArray advice;
    for (const AdviceItem &item : items) {
        QJsonObject o{{QStringLiteral("id"), QString::fromStdString(item.id)},
                      {QStringLiteral("saves_bytes"), std::round(item.savesBytes)},
                      {QStringLiteral("slowdown"), item.slowdown},
                      {QStringLiteral("resource"), item.host ? QStringLiteral("host_ram") : QStringLiteral("vram")},
                      {QStringLiteral("message"), AdviceText::sentence(item)}};
        QJsonObject changes;
        for (const FieldChange &change : item.changes)
            changes[QString::fromStdString(change.field)] = QString::fromStdString(change.to);
        if (!changes.isEmpty())
            o[QStringLiteral("changes")] = changes;
        advice.append(o);
    }
    return advice;
}

QString AdviseFormat::adviceLines(const std::vector<AdviceItem> &items, int limit, const QString &bullet)
{
    QString out;
    int shown = 0;
    for (const AdviceItem &item : items) {
        if (item.savesBytes <= 0 || shown == limit)
            continue;
        ++shown;
        out += bullet + AdviceText::title(item) + QStringLiteral(" — ") + AdviceText::effect(item) + QLatin1Char('\n');
    }
    if (shown > 0)
        out = tr("What would help (headroom advise for the details):") + QLatin1Char('\n') + out;
    return out;
}

QString AdviseFormat::text(const ResolvedSetup &setup, const AdviceResult &result, const std::vector<BatchTableRow> &table)
{
    QString out;
    out += ReportFormat::summary(result.current) + QStringLiteral("\n\n");
    out += tr("Recommendations (the fewest changes that make it fit, ranked by step time, effective batch and how unusual they are):") + QLatin1Char('\n');
    if (result.recommendations.empty())
        out += QStringLiteral("  ") + tr("none found: see the advice below.") + QLatin1Char('\n');
    int i = 0;
    for (const Recommendation &rec : result.recommendations) {
        out += QStringLiteral("  %1. ").arg(++i) + changesText(rec) + QLatin1Char('\n');
        out += QStringLiteral("     ") +
               tr("GPU %1 GiB (%2) · host %3 GiB (%4) · step time %5 · effective batch %6")
                   .arg(gib(rec.report.vramTotal), Messages::verdict(rec.report.vramVerdict), gib(rec.report.hostTotal),
                        Messages::verdict(rec.report.hostVerdict), pct(rec.stepTimeRatio))
                   .arg(QLocale().toString(rec.effectiveBatch)) +
               (rec.keepsEffectiveBatch ? QString() : QStringLiteral(" ") + tr("(differs from the current %1)").arg(QLocale().toString(setup.setup.effectiveBatch()))) +
               (rec.dataBound ? QStringLiteral(" · ") + AdviceText::loadingSetsThePace() : QString()) + QLatin1Char('\n');
    }
    if (!result.alsoWorthIt.empty()) {
        out += QLatin1Char('\n') + tr("Also worth it, on top of the first recommendation:") + QLatin1Char('\n');
        for (const Recommendation &rec : result.alsoWorthIt)
            out += QStringLiteral("  • ") + changesText(rec) + QStringLiteral(" — ") + AdviceText::gains(rec) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n') + tr("Advice:") + QLatin1Char('\n');
    for (const AdviceItem &item : result.advice) {
        const QString effect = AdviceText::effect(item);
        out += QStringLiteral("  • ") + AdviceText::title(item) + (effect.isEmpty() ? QString() : QStringLiteral(" — ") + effect) +
               QLatin1Char('\n') + QStringLiteral("    ") + AdviceText::sentence(item) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n') + tr("Largest micro batch that fits, keeping the effective batch of %1:").arg(QLocale().toString(setup.setup.effectiveBatch())) +
           QLatin1Char('\n');
    for (const BatchTableRow &row : table) {
        const QString fit = row.microBatch > 0 ? tr("%1 × accumulation %2").arg(QLocale().toString(row.microBatch), QLocale().toString(row.gradAccum)) : tr("does not fit");
        out += QStringLiteral("  ") + QString::fromStdString(row.gpu->id).leftJustified(18) +
               gib(row.gpu->usableBytes()).rightJustified(6) + QStringLiteral(" GiB  ") + fit + QLatin1Char('\n');
    }
    return out;
}

QString AdviseFormat::markdown(const ResolvedSetup &setup, const AdviceResult &result, const std::vector<BatchTableRow> &table)
{
    QString out;
    out += ReportFormat::summary(result.current) + QStringLiteral("\n\n");
    out += QStringLiteral("| # | ") + tr("Changes") + QStringLiteral(" | ") + tr("GPU GiB") + QStringLiteral(" | ") +
           tr("Host GiB") + QStringLiteral(" | ") + tr("Step time") + QStringLiteral(" |\n|---|---|---:|---:|---:|\n");
    int i = 0;
    for (const Recommendation &rec : result.recommendations)
        out += QStringLiteral("| %1 | ").arg(++i) + changesText(rec) + QStringLiteral(" | ") + gib(rec.report.vramTotal) +
               QStringLiteral(" | ") + gib(rec.report.hostTotal) + QStringLiteral(" | ") + pct(rec.stepTimeRatio) +
               QStringLiteral(" |\n");
    if (!result.alsoWorthIt.empty()) {
        out += QLatin1Char('\n') + tr("Also worth it, on top of the first recommendation:") + QLatin1Char('\n');
        for (const Recommendation &rec : result.alsoWorthIt)
            out += QStringLiteral("- ") + changesText(rec) + QStringLiteral(" (") + AdviceText::gains(rec) + QStringLiteral(")\n");
    }
    out += QLatin1Char('\n');
    for (const AdviceItem &item : result.advice) {
        const QString effect = AdviceText::effect(item);
        out += QStringLiteral("- **") + AdviceText::title(item) + QStringLiteral("**") +
               (effect.isEmpty() ? QString() : QStringLiteral(" (") + effect + QLatin1Char(')')) + QStringLiteral(": ") +
               AdviceText::sentence(item) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n') + QStringLiteral("| GPU | GiB | ") + tr("Micro batch × accumulation") + QStringLiteral(" |\n|---|---:|---|\n");
    for (const BatchTableRow &row : table)
        out += QStringLiteral("| ") + QString::fromStdString(row.gpu->name) + QStringLiteral(" | ") + gib(row.gpu->usableBytes()) +
               QStringLiteral(" | ") +
               (row.microBatch > 0 ? QStringLiteral("%1 × %2").arg(row.microBatch).arg(row.gradAccum) : tr("does not fit")) +
               QStringLiteral(" |\n");
    (void)setup;
    return out;
}

namespace {

QJsonArray recommendationsJson(const std::vector<Recommendation> &list)
{
    QJsonArray recs;
    for (const Recommendation &rec : list) {
        QJsonObject changes;
        for (const FieldChange &ch : rec.changes)
            changes[QString::fromStdString(ch.field)] = QJsonObject{{QStringLiteral("from"), QString::fromStdString(ch.from)},
                                                                    {QStringLiteral("to"), QString::fromStdString(ch.to)}};
        recs.append(QJsonObject{
            {QStringLiteral("changes"), changes},
            {QStringLiteral("verdict"), QString::fromUtf8(toString(rec.report.verdict).data())},
            {QStringLiteral("vram"), QJsonObject{{QStringLiteral("verdict"), QString::fromUtf8(toString(rec.report.vramVerdict).data())},
                                                 {QStringLiteral("total_bytes"), std::round(rec.report.vramTotal)}}},
            {QStringLiteral("host_ram"), QJsonObject{{QStringLiteral("verdict"), QString::fromUtf8(toString(rec.report.hostVerdict).data())},
                                                     {QStringLiteral("total_bytes"), std::round(rec.report.hostTotal)}}},
            {QStringLiteral("step_time_ratio"), rec.stepTimeRatio},
            {QStringLiteral("effective_batch"), static_cast<double>(rec.effectiveBatch)},
            {QStringLiteral("keeps_effective_batch"), rec.keepsEffectiveBatch},
            {QStringLiteral("data_bound"), rec.dataBound},
            {QStringLiteral("vram_saved_bytes"), std::round(rec.vramSavedBytes)},
            {QStringLiteral("host_saved_bytes"), std::round(rec.hostSavedBytes)}});
    }
    return recs;
}

} // namespace

QJsonObject AdviseFormat::json(const ResolvedSetup &setup, const AdviceResult &result, const std::vector<BatchTableRow> &table,
                               QJsonObject estimateJson)
{
    estimateJson[QStringLiteral("advice")] = adviceJson(result.advice);
    estimateJson[QStringLiteral("recommendations")] = recommendationsJson(result.recommendations);
    estimateJson[QStringLiteral("also_worth_it")] = recommendationsJson(result.alsoWorthIt);
    estimateJson[QStringLiteral("data_bound")] = result.dataBound;
    estimateJson[QStringLiteral("step_seconds")] = result.stepSeconds;
    QJsonArray rows;
    for (const BatchTableRow &row : table)
        rows.append(QJsonObject{{QStringLiteral("gpu"), QString::fromStdString(row.gpu->id)},
                                {QStringLiteral("micro_batch"), row.microBatch},
                                {QStringLiteral("grad_accum"), row.gradAccum}});
    estimateJson[QStringLiteral("max_batch")] = rows;
    (void)setup;
    return estimateJson;
}

} // namespace headroom
