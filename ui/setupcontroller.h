#pragma once
// SetupController: the one adapter between the core and the window. It owns the opened
// config and the current TrainingSetup, re-resolves and re-estimates on every change, and
// emits typed results; widgets only render what it emits and call setField() back.

#include "catalogloader.h"
#include "advise.h"
#include "config.h"
#include "diagnostic.h"
#include "report.h"
#include "resolve.h"
#include "sweep.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <vector>

class QTimer;
class QUndoStack;

namespace headroom {

class SetupController : public QObject {
    Q_OBJECT
public:
    // `catalogs` outlives the controller (main() holds it).
    explicit SetupController(const Catalogs &catalogs, QObject *parent = nullptr);

    // The catalogs, coefficients and dialect maps everything here is computed with.
    const Catalogs &catalogs() const { return m_catalogs; }

    // Loads a config file; on failure the previous setup stays and `errors` says why.
    bool openFile(const QString &path, QStringList *errors = nullptr);
    // Where the last failed open went wrong (file, 1-based line and column; 0 when unknown).
    struct Failure {
        QString file;
        int line = 0;
        int column = 0;
    };
    Failure lastFailure() const { return m_lastFailure; }
    // Whether a config file is loaded (the window is not in its empty state).
    bool hasConfig() const;
    // Starts from text already in memory (tests, drag-and-drop of text).
    bool openText(const QString &text, const QString &name, QStringList *errors = nullptr);

    // Changes one canonical field from its text form, as an undoable step. Returns false (and
    // changes nothing) when the value is not valid for the field.
    bool setField(const QString &field, const QString &value);
    // Several fields at once, as one undo step (a recommendation's Apply).
    bool setFields(const std::vector<FieldChange> &changes, const QString &undoText);
    // Applies recommendation `index` of the current advice.
    bool applyRecommendation(int index);

    // Uses a model card from headroom-probe as the model (an undoable change of model.card).
    bool useModelCard(const QString &path, QStringList *errors = nullptr);
    // A card lying next to the opened config that it does not name yet ("" when none).
    QString cardBesideConfig() const;
    // Calibrates the current setup from one measured run (`metric` = allocated, reserved or
    // nvidia-smi) and keeps it beside the opened file; every later estimate uses it.
    bool calibrate(const QString &metric, double bytes, QStringList *errors = nullptr);
    // Forgets the calibration (and deletes the one kept beside the file).
    void clearCalibration();
    // Where the calibration of the opened file is (or would be) kept; "" for text not from a file.
    QString calibrationPath() const;

    QString fieldValue(const QString &field) const;
    // The value the estimate used: resolved (presets, derived fields) when the setup resolves.
    QString effectiveValue(const QString &field) const;
    bool hasSetup() const { return m_valid; }
    // The model is not identified: the report has host RAM and the GPU parts that do not need
    // the model; resolved().missing lists what would complete it.
    bool isPartial() const { return m_valid && m_partial; }
    bool isChanged(const QString &field) const;
    // Fields whose value differs from the file as loaded, with old and new text.
    std::vector<FieldChange> changesFromFile() const;

    const LoadedConfig &config() const { return m_config; }
    const TrainingSetup &input() const { return m_input; }
    const ResolvedSetup &resolved() const { return m_resolved; }
    const MemoryReport &report() const { return m_report; }
    const std::vector<Sweep> &sweeps() const { return m_sweeps; }
    const AdviceResult &advice() const { return m_advice; }
    const Diagnostics &warnings() const { return m_warnings; }
    // What the window says beside the charts: the reader's warnings about the file as loaded (a
    // named file that is missing, a value assumed, a model that stands in), then the estimate's
    // for the setup as it is now, each once.
    Diagnostics notes() const;
    QUndoStack *undoStack() const { return m_undo; }

    // Recomputes advice now instead of after the short debounce (tests, benchmarks).
    void flushAdvice();

signals:
    void configLoaded(const QString &path);
    void setupChanged();                       // m_input changed (controls re-read their values)
    void reportChanged(const headroom::MemoryReport &report);
    void sweepChanged(const std::vector<headroom::Sweep> &sweeps);
    void adviceChanged(const headroom::AdviceResult &advice);
    void problemsChanged(const QStringList &problems); // why the setup cannot be estimated

private:
    Failure m_lastFailure;
    friend class FieldCommand;
    // Replaces the whole input (undo/redo and loading land here) and recomputes.
    void setInput(const TrainingSetup &setup);
    void recompute();
    void updateChangesFromFile();
    void recomputeAdvice();
    bool load(LoadedConfig &&config, Diagnostics diags, QStringList *errors);

    LoadedConfig m_config;
    TrainingSetup m_input;
    std::vector<FieldChange> m_changes; // m_input against the file, field by field (setInput)
    // The file's value of each canonical field, in canonicalFields() order: worked out once per
    // file (and calibration), not on every slider step; empty until asked for.
    std::vector<std::string> m_fileValues;
    const Catalogs &m_catalogs;
    ResolvedSetup m_resolved;
    MemoryReport m_report;
    std::vector<Sweep> m_sweeps;
    AdviceResult m_advice;
    Diagnostics m_warnings;
    Diagnostics m_fileNotes; // the reader's warnings when the file was loaded
    bool m_valid = false;
    bool m_partial = false;
    QUndoStack *m_undo = nullptr;
    QTimer *m_adviceTimer = nullptr;
};

} // namespace headroom
