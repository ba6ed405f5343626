#pragma once
// A MemoryReport as the command line prints it: a text table with bars, Markdown, or the
// JSON object of docs/cli.md.

#include "coefficients.h"
#include "diagnostic.h"
#include "fields.h"
#include "report.h"
#include "resolve.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace headroom {

class ReportFormat {
    Q_DECLARE_TR_FUNCTIONS(ReportFormat)
public:
    // `c`: the coefficients the estimate used (the host notes quote its assumptions).
    static QString text(const ResolvedSetup &setup, const MemoryReport &report, const Coefficients &c,
                        const Diagnostics &warnings);
    static QString markdown(const ResolvedSetup &setup, const MemoryReport &report, const Coefficients &c,
                            const Diagnostics &warnings);
    static QJsonObject json(const ResolvedSetup &setup, const MemoryReport &report, const Diagnostics &warnings);

    // One sentence for a partial report: the model is not identified, and what to give.
    static QString missingSentence(const ResolvedSetup &setup);
    // What the host RAM verdict needs when a RAM cache's size is not known (MemoryReport::hostKnown).
    static QString hostMissingSentence();
    // JSON `model` ({preset, name, kind, params, source}) and `match` (how it was identified).
    static QJsonObject modelJson(const ResolvedSetup &setup);
    static QJsonObject matchJson(const ResolvedSetup &setup);

    // "GPU FITS 20.1 of 24.0 GiB (84%)  |  Host RAM OOM …": both resources on one line.
    static QString summary(const MemoryReport &report);
    // What the host figure rests on: cache copies and when they fill, /dev/shm, the assumptions.
    static QStringList hostNotes(const ResolvedSetup &setup, const MemoryReport &report, const Coefficients &c);
    // What the GPU figure assumes where the file did not say (the load dtype, FSDP's accumulation,
    // padded rows), each as a line of its own.
    static QStringList gpuAssumptions(const ResolvedSetup &setup);

    // A field's value as JSON: numbers as numbers, booleans as booleans, lists as arrays.
    static QJsonValue typedValue(const TrainingSetup &setup, const FieldInfo &field);

    // canonical field → {value, source[, line]} for every field of the setup.
    static QJsonObject inputs(const TrainingSetup &setup);
    // "run.micro_batch: 4 (trainer.batch_size, line 12)"-style source text.
    static QString sourceText(const TrainingSetup &setup, const std::string &field);
    // How a value was read: "rule" (a dialect's key map), "name" (matched by its name),
    // "inferred" (concluded from another key), "derived", "default", "set", "preset".
    static QString howText(const Source &src);
};

} // namespace headroom
