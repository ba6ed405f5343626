#include "setupcontroller.h"

#include "calibration.h"
#include "catalogloader.h"
#include "estimate.h"
#include "fields.h"
#include "messages.h"
#include "modelcard.h"
#include "partial.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

#include <algorithm>

namespace headroom {

// One undoable change of the input. Consecutive changes of the same single field merge, so
// dragging a slider across twenty values is one step to undo.
class FieldCommand : public QUndoCommand {
public:
    FieldCommand(SetupController *controller, TrainingSetup before, TrainingSetup after, const QString &field,
                 const QString &text)
        : QUndoCommand(text)
        , m_controller(controller)
        , m_before(std::move(before))
        , m_after(std::move(after))
        , m_field(field)
    {
    }

    void undo() override { m_controller->setInput(m_before); }
    void redo() override { m_controller->setInput(m_after); }
    int id() const override { return m_field.isEmpty() ? -1 : static_cast<int>(qHash(m_field) & 0x7fffffff); }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = static_cast<const FieldCommand *>(other);
        if (o->m_field != m_field)
            return false;
        m_after = o->m_after;
        return true;
    }

private:
    SetupController *m_controller;
    TrainingSetup m_before, m_after;
    QString m_field;
};

SetupController::SetupController(const Catalogs &catalogs, QObject *parent)
    : QObject(parent)
    , m_catalogs(catalogs)
    , m_undo(new QUndoStack(this))
    , m_adviceTimer(new QTimer(this))
{
    // The advisor searches many configurations; while a slider moves only the last value matters.
    m_adviceTimer->setSingleShot(true);
    m_adviceTimer->setInterval(60);
    connect(m_adviceTimer, &QTimer::timeout, this, &SetupController::recomputeAdvice);
}

bool SetupController::hasConfig() const
{
    return !config().path.empty();
}

bool SetupController::openFile(const QString &path, QStringList *errors)
{
    LoadedConfig config;
    Diagnostics diags;
    m_lastFailure = Failure{};
    if (!loadConfigFile(path.toStdString(), m_catalogs.loadOptions(), config, diags)) {
        if (errors)
            for (const Diagnostic &d : diags)
                *errors << Messages::diagnosticForWindow(d);
        for (const Diagnostic &d : diags)
            if (d.severity == Diagnostic::Severity::Error) {
                m_lastFailure = Failure{QString::fromStdString(d.file), d.line, d.column};
                break;
            }
        return false;
    }
    return load(std::move(config), std::move(diags), errors);
}

bool SetupController::openText(const QString &text, const QString &name, QStringList *errors)
{
    LoadedConfig config;
    Diagnostics diags;
    if (!parseConfigText(text.toStdString(), name.toStdString(), m_catalogs.loadOptions(), config, diags)) {
        if (errors)
            for (const Diagnostic &d : diags)
                *errors << Messages::diagnosticForWindow(d);
        return false;
    }
    return load(std::move(config), std::move(diags), errors);
}

bool SetupController::load(LoadedConfig &&config, Diagnostics diags, QStringList *errors)
{
    Diagnostics fileNotes;
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning)
            fileNotes.push_back(d);
    // A file the estimator cannot use (no model, unknown GPU) is refused before it replaces
    // the current one, so the window never shows a half-loaded state.
    // An unidentified model is not a reason to refuse: the window shows what does not need it
    // and asks for the model.
    ResolvedSetup probe;
    MemoryReport probeReport;
    bool partial = false;
    if (!estimateSetup(config.setup, m_catalogs.catalog, m_catalogs.coefficients, probe, probeReport, diags, partial)) {
        if (errors)
            for (const Diagnostic &d : diags)
                if (d.severity == Diagnostic::Severity::Error)
                    *errors << Messages::diagnosticForWindow(d);
        return false;
    }
    // A calibration kept beside the file applies to it, and to every what-if of it.
    Calibration kept;
    Diagnostics calibrationDiags;
    if (config.stamp.known && loadCalibrationFor(config.path, kept, calibrationDiags))
        config.setup.calibration = kept.factors;
    if (errors)
        for (const Diagnostic &d : calibrationDiags)
            *errors << Messages::diagnosticForWindow(d);
    m_config = std::move(config);
    m_fileNotes = std::move(fileNotes);
    m_fileValues.clear();
    m_undo->clear();
    setInput(m_config.setup);
    emit configLoaded(QString::fromStdString(m_config.path));
    return true;
}

Diagnostics SetupController::notes() const
{
    Diagnostics out;
    const auto same = [](const Diagnostic &a, const Diagnostic &b) {
        return a.code == b.code && a.args == b.args && a.line == b.line && a.file == b.file;
    };
    // (a note on a field the user has since moved is about the file, not this setup)
    const auto moved = [this](const Diagnostic &d) {
        return std::any_of(d.args.begin(), d.args.end(), [this](const std::string &a) {
            return a.find('.') != std::string::npos && isChanged(QString::fromStdString(a));
        });
    };
    for (const Diagnostic &d : m_fileNotes)
        if (!moved(d) && std::none_of(out.begin(), out.end(), [&](const Diagnostic &o) { return same(o, d); }))
            out.push_back(d);
    for (const Diagnostic &d : m_warnings)
        if (std::none_of(out.begin(), out.end(), [&](const Diagnostic &o) { return same(o, d); }))
            out.push_back(d);
    return out;
}

bool SetupController::setField(const QString &field, const QString &value)
{
    if (fieldValue(field) == value)
        return true;
    TrainingSetup after = m_input;
    Source src;
    src.kind = Source::Kind::Set;
    src.keyPath = "window";
    if (headroom::setField(after, field.toStdString(), value.toStdString(), src))
        return false;
    // Keep the file's provenance: the control changed the value, not where it lives.
    if (const auto it = m_input.sources.find(field.toStdString()); it != m_input.sources.end())
        after.sources[field.toStdString()] = it->second;
    m_undo->push(new FieldCommand(this, m_input, std::move(after), field, tr("Change %1 to %2").arg(field, value)));
    return true;
}

bool SetupController::setFields(const std::vector<FieldChange> &changes, const QString &undoText)
{
    if (changes.empty())
        return false;
    TrainingSetup after = m_input;
    const auto sources = after.sources;
    applyChanges(after, changes);
    for (const FieldChange &c : changes)
        if (const auto it = sources.find(c.field); it != sources.end())
            after.sources[c.field] = it->second;
    m_undo->push(new FieldCommand(this, m_input, std::move(after), QString(), undoText));
    return true;
}

bool SetupController::applyRecommendation(int index)
{
    if (index < 0 || index >= static_cast<int>(m_advice.recommendations.size()))
        return false;
    return setFields(m_advice.recommendations[static_cast<size_t>(index)].changes, tr("Apply recommendation"));
}

QString SetupController::fieldValue(const QString &field) const
{
    return QString::fromStdString(headroom::fieldValue(m_input, field.toStdString()));
}

QString SetupController::effectiveValue(const QString &field) const
{
    return QString::fromStdString(headroom::fieldValue(m_valid ? m_resolved.setup : m_input, field.toStdString()));
}

bool SetupController::isChanged(const QString &field) const
{
    const std::string f = field.toStdString();
    return std::any_of(m_changes.begin(), m_changes.end(), [&f](const FieldChange &c) { return c.field == f; });
}

std::vector<FieldChange> SetupController::changesFromFile() const
{
    return m_changes;
}

// Decided once per input: the window asks for every control and the title on each step.
void SetupController::updateChangesFromFile()
{
    m_changes.clear();
    const auto &fields = canonicalFields();
    if (m_fileValues.size() != fields.size()) {
        m_fileValues.clear();
        for (const FieldInfo &info : fields)
            m_fileValues.push_back(headroom::fieldValue(m_config.setup, std::string(info.name)));
    }
    for (size_t i = 0; i < fields.size(); ++i) {
        const std::string f(fields[i].name);
        std::string to = headroom::fieldValue(m_input, f);
        if (m_fileValues[i] != to)
            m_changes.push_back({f, m_fileValues[i], std::move(to)});
    }
}

bool SetupController::useModelCard(const QString &path, QStringList *errors)
{
    const std::string absolute = QFileInfo(path).absoluteFilePath().toStdString();
    Diagnostics diags;
    if (!loadModelCard(absolute, diags)) {
        if (errors)
            for (const Diagnostic &d : diags)
                *errors << Messages::diagnosticForWindow(d);
        return false;
    }
    return setField(QStringLiteral("model.card"), QString::fromStdString(absolute));
}

QString SetupController::cardBesideConfig() const
{
    if (!m_config.stamp.known || !m_input.model.card.empty())
        return {};
    return QString::fromStdString(cardBeside(m_config.path));
}

QString SetupController::calibrationPath() const
{
    return m_config.stamp.known ? QString::fromStdString(calibrationPathFor(m_config.path)) : QString();
}

bool SetupController::calibrate(const QString &metric, double bytes, QStringList *errors)
{
    const auto m = parseMeasuredMetric(metric.toStdString());
    if (!m_valid || !m || bytes <= 0)
        return false;
    const Calibration cal = headroom::calibrate(m_resolved, m_catalogs.coefficients, Measurement{*m, bytes});
    Diagnostics diags;
    if (m_config.stamp.known && !saveCalibrationFor(m_config.path, cal, diags)) {
        if (errors)
            for (const Diagnostic &d : diags)
                *errors << Messages::diagnosticForWindow(d);
        return false;
    }
    // Not a change to the file: the calibration lives beside it, so it is part of "as loaded".
    m_config.setup.calibration = cal.factors;
    m_fileValues.clear();
    setInput(m_input);
    return true;
}

void SetupController::clearCalibration()
{
    if (m_config.stamp.known)
        QFile::remove(calibrationPath());
    m_config.setup.calibration = CalibrationFactors{};
    m_fileValues.clear();
    setInput(m_input);
}

void SetupController::setInput(const TrainingSetup &setup)
{
    m_input = setup;
    // The calibration belongs to the file (it is kept beside it), not to one undo step.
    m_input.calibration = m_config.setup.calibration;
    updateChangesFromFile();
    recompute();
    // After recompute, so that listeners read the resolved values of this input.
    emit setupChanged();
}

void SetupController::recompute()
{
    const Catalogs &c = m_catalogs;
    Diagnostics diags;
    ResolvedSetup resolved;
    MemoryReport report;
    bool partial = false;
    if (!estimateSetup(m_input, c.catalog, c.coefficients, resolved, report, diags, partial)) {
        m_valid = false;
        QStringList problems;
        for (const Diagnostic &d : diags)
            if (d.severity == Diagnostic::Severity::Error)
                problems << Messages::diagnosticForWindow(d);
        emit problemsChanged(problems);
        return;
    }
    m_valid = true;
    m_partial = partial;
    m_resolved = std::move(resolved);
    m_warnings.clear();
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning)
            m_warnings.push_back(d);
    m_report = report;

    m_sweeps.clear();
    // A sweep plots GPU memory, which needs the model.
    for (SweepKnob knob : {SweepKnob::MicroBatch, SweepKnob::SeqLen, SweepKnob::ImageSize, SweepKnob::Frames,
                           SweepKnob::Points})
        if (!m_partial && sweepApplies(m_resolved, knob))
            m_sweeps.push_back(sweep(m_resolved, c.coefficients, knob, sweepValues(m_resolved, knob)));

    emit problemsChanged({});
    emit reportChanged(m_report);
    emit sweepChanged(m_sweeps);
    m_adviceTimer->start();
}

void SetupController::flushAdvice()
{
    if (m_adviceTimer->isActive()) {
        m_adviceTimer->stop();
        recomputeAdvice();
    }
}

void SetupController::recomputeAdvice()
{
    if (!m_valid)
        return;
    const Catalogs &c = m_catalogs;
    if (m_partial) {
        // Nothing can be recommended for a GPU whose load is unknown.
        m_advice = AdviceResult{};
        m_advice.current = m_report;
        emit adviceChanged(m_advice);
        return;
    }
    m_advice = advise(m_resolved, c.catalog, c.coefficients);
    emit adviceChanged(m_advice);
}

} // namespace headroom
