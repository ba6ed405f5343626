#pragma once
// `headroom advise`: the ranked recommendations, the advice with its numbers and the table of
// the largest micro batch per GPU, as text, Markdown or JSON.

#include "advise.h"
#include "sweep.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace headroom {

class AdviseFormat {
    Q_DECLARE_TR_FUNCTIONS(AdviseFormat)
public:
    // docs/cli.md's `advice` list: {id, saves_bytes, slowdown} with the resource, message and changes.
    static QJsonArray adviceJson(const std::vector<AdviceItem> &advice);
    // The advice that saves memory, at most `limit` items, as lines to print under a report.
    static QString adviceLines(const std::vector<AdviceItem> &advice, int limit, const QString &bullet);
    static QString text(const ResolvedSetup &setup, const AdviceResult &result, const std::vector<BatchTableRow> &table);
    static QString markdown(const ResolvedSetup &setup, const AdviceResult &result, const std::vector<BatchTableRow> &table);
    // The estimate's JSON with `advice` filled in, `recommendations` and `max_batch`.
    static QJsonObject json(const ResolvedSetup &setup, const AdviceResult &result, const std::vector<BatchTableRow> &table,
                            QJsonObject estimateJson);
};

} // namespace headroom
