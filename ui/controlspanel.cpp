#include "controlspanel.h"

#include "messages.h"

#include "catalogloader.h"
#include "fields.h"
#include "fieldlabels.h"
#include "fieldvalues.h"
#include "setupcontroller.h"
#include "steadylabel.h"
#include "sweep.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace headroom {

namespace {

QString name(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

template <typename E> QStringList names()
{
    QStringList out;
    for (std::string_view v : enumNames<E>())
        out << name(v);
    return out;
}

QString controlName(const QString &field)
{
    return QStringLiteral("control_") + field;
}

// A searchable combo: type any part of a name or id to narrow the list.
void makeSearchable(QComboBox *combo)
{
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->completer()->setCompletionMode(QCompleter::PopupCompletion);
    combo->completer()->setFilterMode(Qt::MatchContains);
    combo->completer()->setCaseSensitivity(Qt::CaseInsensitive);
}

} // namespace

ControlsPanel::ControlsPanel(SetupController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("controlsPanel"));
    auto *layout = new QVBoxLayout(this);

    QFormLayout *model = new QFormLayout(addGroup(QStringLiteral("groupModel")));
    addSearchCombo(model, QStringLiteral("model.preset"));
    addCombo(model, QStringLiteral("run.finetune"), names<Finetune>());
    addCombo(model, QStringLiteral("run.objective"), names<Objective>());
    addSlider(model, QStringLiteral("run.lora_rank"), 1, 256, 4096);

    QFormLayout *batch = new QFormLayout(addGroup(QStringLiteral("groupBatch")));
    addSlider(batch, QStringLiteral("run.micro_batch"), 1, 128, 65536);
    addSlider(batch, QStringLiteral("run.grad_accum"), 1, 128, 65536);
    m_effectiveBatch = new SteadyLabel(this);
    m_effectiveBatch->setObjectName(QStringLiteral("effectiveBatch"));
    // Not opaque here: a group box's inside is a shade darker than the window (Fusion tints it),
    // and the label's own fill showed as a lighter box behind its text. The step repaints the
    // group box for the slider beside it anyway.
    m_effectiveBatch->setAutoFillBackground(false);
    batch->addRow(QString(), m_effectiveBatch);

    QFormLayout *training = new QFormLayout(addGroup(QStringLiteral("groupTraining")));
    addCombo(training, QStringLiteral("run.precision"), names<Precision>());
    addCombo(training, QStringLiteral("run.optimizer"), names<Optimizer>());
    addCombo(training, QStringLiteral("run.grad_checkpointing"),
             {QStringLiteral("false"), QStringLiteral("selective"), QStringLiteral("true")});
    addCheck(training, QStringLiteral("run.ema"));
    // RL fine-tuning: a generation engine on the same GPUs (0: none there)
    addNumber(training, QStringLiteral("run.rollout_memory_fraction"), 0, 0.95, 0.05, 2);
    addCheck(training, QStringLiteral("run.rollout_sleep"));
    // Block swapping (musubi-tuner, sd-scripts, diffusion-pipe): blocks whose weights wait in host RAM
    addSpin(training, QStringLiteral("run.blocks_to_swap"), 0, 512);
    // PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator's reserve
    addCheck(training, QStringLiteral("run.expandable_segments"));

    QFormLayout *dataForm = new QFormLayout(addGroup(QStringLiteral("groupData")));
    addSpin(dataForm, QStringLiteral("data.seq_len"), 1, 1 << 21);
    addCheck(dataForm, QStringLiteral("data.packing"));
    addSpin(dataForm, QStringLiteral("data.image_size"), 8, 16384);
    addSpin(dataForm, QStringLiteral("data.frames"), 1, 4096);
    addSpin(dataForm, QStringLiteral("data.images"), 0, 64);
    addSpin(dataForm, QStringLiteral("data.points"), 1, 1 << 24);
    addSlider(dataForm, QStringLiteral("loader.workers"), 0, 64, 1024);
    addSlider(dataForm, QStringLiteral("loader.prefetch"), 1, 16, 1024);
    addCombo(dataForm, QStringLiteral("data.cache"), names<CacheMode>());
    addNumber(dataForm, QStringLiteral("data.cache_gib"), 0, 65536, 1);
    addCombo(dataForm, QStringLiteral("data.cache_scope"), names<CacheScope>());

    QFormLayout *hardware = new QFormLayout(addGroup(QStringLiteral("groupHardware")));
    addSearchCombo(hardware, QStringLiteral("hardware.gpu"));
    addSpin(hardware, QStringLiteral("parallel.gpus"), 1, 64);
    addSpin(hardware, QStringLiteral("parallel.nodes"), 1, 4096);
    addSpin(hardware, QStringLiteral("parallel.tp"), 1, 64);
    addSpin(hardware, QStringLiteral("parallel.pp"), 1, 64);
    addSpin(hardware, QStringLiteral("parallel.cp"), 1, 64);
    addSpin(hardware, QStringLiteral("parallel.ep"), 1, 256);
    addCheck(hardware, QStringLiteral("parallel.sequence_parallel"));
    addCombo(hardware, QStringLiteral("parallel.strategy"), names<Strategy>());
    addCombo(hardware, QStringLiteral("parallel.offload"), names<Offload>());
    addCheck(hardware, QStringLiteral("parallel.no_sync_accumulation"));
    addCheck(hardware, QStringLiteral("parallel.unit_grads"));
    addNumber(hardware, QStringLiteral("hardware.host_ram_gib"), 1, 65536, 8);

    for (QGroupBox *g : std::as_const(m_groups))
        layout->addWidget(g);
    layout->addStretch();
    fillCatalogs();

    connect(controller, &SetupController::setupChanged, this, &ControlsPanel::refresh);
    connect(controller, &SetupController::configLoaded, this, &ControlsPanel::refreshToolTips);
    retranslate();
    refresh();
}

// What each control is and where its value came from: the file's sources and the language
// decide it, not a slider step (built on every step, the tooltips were a third of refresh()).
void ControlsPanel::refreshToolTips()
{
    for (const Row &row : std::as_const(m_rows)) {
        const QString tip = FieldLabels::help(row.field) + QStringLiteral("\n\n") + sourceText(row.field);
        row.label->setToolTip(tip);
        row.control->setToolTip(tip);
    }
}

QWidget *ControlsPanel::firstControl() const
{
    return m_rows.isEmpty() ? nullptr : m_rows.first().control;
}

QGroupBox *ControlsPanel::addGroup(const QString &objectName)
{
    auto *box = new QGroupBox(this);
    box->setObjectName(objectName);
    m_groups << box;
    return box;
}

void ControlsPanel::addRow(QFormLayout *form, Row row)
{
    row.label = new FieldLabel(this);
    row.label->setBuddy(row.control);
    form->addRow(row.label, row.rowWidget ? row.rowWidget : row.control);
    m_rows << row;
}

void ControlsPanel::addSlider(QFormLayout *form, const QString &field, int min, int max, int spinMax)
{
    Row row;
    row.field = field;
    auto *slider = new QSlider(Qt::Horizontal, this);
    slider->setObjectName(controlName(field));
    slider->setRange(min, max);
    slider->setPageStep(std::max(1, (max - min) / 8));
    row.spin = new QSpinBox(this);
    row.spin->setObjectName(QStringLiteral("spin_") + field);
    row.spin->setRange(min, spinMax);
    row.spin->setKeyboardTracking(false);
    row.control = slider;
    row.rowWidget = new QWidget(this);
    auto *h = new QHBoxLayout(row.rowWidget);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(slider, 1);
    h->addWidget(row.spin);
    QSpinBox *spin = row.spin;
    connect(slider, &QSlider::valueChanged, this, [this, field, spin](int v) {
        const QSignalBlocker block(spin);
        spin->setValue(v);
        m_controller->setField(field, QString::number(v));
    });
    connect(spin, &QSpinBox::valueChanged, this, [this, field, slider](int v) {
        const QSignalBlocker block(slider);
        slider->setValue(v);
        m_controller->setField(field, QString::number(v));
    });
    addRow(form, row);
}

void ControlsPanel::addSpin(QFormLayout *form, const QString &field, int min, int max)
{
    Row row;
    row.field = field;
    auto *spin = new QSpinBox(this);
    spin->setObjectName(controlName(field));
    spin->setRange(min, max);
    spin->setKeyboardTracking(false);
    row.control = spin;
    connect(spin, &QSpinBox::valueChanged, this, [this, field](int v) {
        QString value = QString::number(v);
        if (field == QLatin1String("data.image_size")) {
            // The spin box is the image's first figure; the image keeps the aspect ratio the
            // estimate used (the preset's where the file gives none), as the sweep does.
            TrainingSetup t = m_controller->hasSetup() ? m_controller->resolved().setup : m_controller->input();
            applyKnob(t, SweepKnob::ImageSize, v);
            value = QString::fromStdString(fieldValue(t, field.toStdString()));
        }
        m_controller->setField(field, value);
    });
    addRow(form, row);
}

void ControlsPanel::addNumber(QFormLayout *form, const QString &field, double min, double max, double step, int decimals)
{
    Row row;
    row.field = field;
    row.number = new QDoubleSpinBox(this);
    row.number->setObjectName(controlName(field));
    row.number->setRange(min, max);
    row.number->setSingleStep(step);
    row.number->setDecimals(decimals);
    row.number->setKeyboardTracking(false);
    row.control = row.number;
    connect(row.number, &QDoubleSpinBox::valueChanged, this,
            [this, field](double v) { m_controller->setField(field, QString::number(v)); });
    addRow(form, row);
}

void ControlsPanel::addCombo(QFormLayout *form, const QString &field, const QStringList &values)
{
    Row row;
    row.field = field;
    auto *combo = new QComboBox(this);
    combo->setObjectName(controlName(field));
    for (const QString &v : values)
        combo->addItem(v, v);
    row.control = combo;
    connect(combo, &QComboBox::activated, this,
            [this, field, combo](int i) { m_controller->setField(field, combo->itemData(i).toString()); });
    addRow(form, row);
}

void ControlsPanel::addCheck(QFormLayout *form, const QString &field)
{
    Row row;
    row.field = field;
    auto *check = new QCheckBox(this);
    check->setObjectName(controlName(field));
    row.control = check;
    connect(check, &QCheckBox::toggled, this, [this, field](bool on) {
        m_controller->setField(field, on ? QStringLiteral("true") : QStringLiteral("false"));
    });
    addRow(form, row);
}

void ControlsPanel::addSearchCombo(QFormLayout *form, const QString &field)
{
    Row row;
    row.field = field;
    auto *combo = new QComboBox(this);
    combo->setObjectName(controlName(field));
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(18);
    row.control = combo;
    connect(combo, &QComboBox::activated, this, [this, field, combo](int i) {
        if (!m_controller->setField(field, combo->itemData(i).toString()))
            refresh();
    });
    addRow(form, row);
}

void ControlsPanel::fillCatalogs()
{
    const Catalog &catalog = m_controller->catalogs().catalog;
    for (const Row &row : std::as_const(m_rows)) {
        auto *combo = qobject_cast<QComboBox *>(row.control);
        if (row.field == QLatin1String("model.preset")) {
            for (const ModelPreset &m : catalog.models())
                combo->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(m.name), QString::fromStdString(m.id)),
                               QString::fromStdString(m.id));
            makeSearchable(combo);
        } else if (row.field == QLatin1String("hardware.gpu")) {
            for (const GpuSpec &g : catalog.gpus())
                combo->addItem(QStringLiteral("%1 — %2").arg(QString::fromStdString(g.name), QString::fromStdString(g.id)),
                               QString::fromStdString(g.id));
            makeSearchable(combo);
        }
    }
}

void ControlsPanel::refresh()
{
    const ResolvedSetup &r = m_controller->resolved();
    const bool valid = m_controller->hasSetup();
    for (const Row &row : std::as_const(m_rows)) {
        const QString value = m_controller->effectiveValue(row.field);
        const QSignalBlocker blockControl(row.control);
        // Every change of the setup lands here (each slider tick): a control is touched only when
        // its value differs, since a spin box repaints itself on any setValue(), even the same.
        if (auto *slider = qobject_cast<QSlider *>(row.control)) {
            const QSignalBlocker blockSpin(row.spin);
            if (slider->value() != value.toInt())
                slider->setValue(value.toInt());
            if (row.spin->value() != value.toInt())
                row.spin->setValue(value.toInt());
        } else if (auto *spin = qobject_cast<QSpinBox *>(row.control)) {
            // data.image_size reads "448" or "720x1280": the first figure is the shorter side.
            const int v = value.section(QLatin1Char('x'), 0, 0).toInt();
            if (spin->value() != v)
                spin->setValue(v);
        } else if (row.number) {
            if (row.number->value() != value.toDouble())
                row.number->setValue(value.toDouble());
        } else if (auto *combo = qobject_cast<QComboBox *>(row.control)) {
            QString key = value;
            if (row.field == QLatin1String("hardware.gpu") && valid && r.gpu)
                key = QString::fromStdString(r.gpu->id);
            int i = combo->findData(key);
            // A model of the named size standing in (acme/secret-model-13b as Llama 2 13B), or a
            // model named by the file that no preset matches: said in the box, not a bare preset.
            QString text = value;
            if (row.field == QLatin1String("model.preset") && valid && !r.setup.model.name.empty() &&
                (r.shapeStandIn || i < 0)) {
                const QString named = QString::fromStdString(r.setup.model.name);
                text = r.shapeStandIn && r.preset
                           ? tr("%1 (shape of %2, standing in)").arg(named, QString::fromStdString(r.preset->name))
                           : named;
                i = -1;
            }
            combo->setCurrentIndex(i);
            if (i < 0 && combo->isEditable() && combo->currentText() != text)
                combo->setEditText(text);
            // (a long name shows its start, not its end)
            if (combo->lineEdit())
                combo->lineEdit()->setCursorPosition(0);
        } else if (auto *check = qobject_cast<QCheckBox *>(row.control)) {
            check->setChecked(value == QLatin1String("true"));
        }
        // A value changed from the file shows in bold, with the file's value in the tooltip.
        row.label->setChanged(m_controller->isChanged(row.field));
    }

    auto rowOf = [this](const QString &field) -> const Row * {
        for (const Row &row : std::as_const(m_rows))
            if (row.field == field)
                return &row;
        return nullptr;
    };
    auto show = [&](const QString &field, bool visible) {
        if (const Row *row = rowOf(field)) {
            auto *form = qobject_cast<QFormLayout *>(row->label->parentWidget()->layout());
            if (form)
                form->setRowVisible(row->label, visible);
        }
    };
    const TrainingSetup &s = valid ? r.setup : m_controller->input();
    show(QStringLiteral("run.lora_rank"), s.run.finetune == Finetune::Lora || s.run.finetune == Finetune::Qlora);
    show(QStringLiteral("data.seq_len"), valid && sweepApplies(r, SweepKnob::SeqLen));
    // Packing only changes a text transformer's attention (no padding mask, K/V not repeated).
    show(QStringLiteral("data.packing"), valid && isTextTransformer(s.model.kind));
    show(QStringLiteral("data.image_size"), valid && sweepApplies(r, SweepKnob::ImageSize));
    show(QStringLiteral("data.frames"), valid && sweepApplies(r, SweepKnob::Frames));
    // (the trainers that swap blocks train diffusion transformers; a file that states it shows it)
    show(QStringLiteral("run.blocks_to_swap"), valid && (isLatentDiffusionTransformer(r) || s.run.blocksToSwap > 0));
    show(QStringLiteral("data.points"), valid && sweepApplies(r, SweepKnob::Points));
    // (resolveSetup fills data.images only for a vision-language model with a vision tower)
    show(QStringLiteral("data.images"), valid && s.model.kind == ModelKind::VisionLanguage && r.setup.isStated("data.images"));
    // How FSDP accumulates matters only with more than one micro batch a step; where LoRA's
    // gradients land, only for adapters.
    // (SHARD_GRAD_OP reads as ZeRO-2: there only where its file says it accumulates under no_sync())
    const bool fsdpAccumulates = s.run.gradAccum > 1 && (s.parallel.strategy == Strategy::Fsdp ||
                                                         (s.parallel.strategy == Strategy::Zero2 && s.parallel.noSyncAccumulation));
    show(QStringLiteral("parallel.no_sync_accumulation"), fsdpAccumulates);
    show(QStringLiteral("parallel.unit_grads"), fsdpAccumulates && s.run.finetune == Finetune::Lora);
    show(QStringLiteral("data.cache_gib"), s.data.cache == CacheMode::Lru);
    show(QStringLiteral("data.cache_scope"), s.data.cache != CacheMode::Off);
    if (const Row *row = rowOf(QStringLiteral("loader.prefetch")))
        row->rowWidget->setEnabled(s.loader.workers > 0);

    m_effectiveBatch->setSteadyText(tr("Effective batch %L1 = %L2 × %L3 × %L4 GPU × %5")
                                  .arg(s.effectiveBatch())
                                  .arg(s.run.microBatch)
                                  .arg(s.run.gradAccum)
                                  .arg(s.parallel.gpus)
                                  .arg(tr("%Ln node(s)", nullptr, s.parallel.nodes)));
}

QString ControlsPanel::sourceText(const QString &field) const
{
    const auto &sources = m_controller->config().setup.sources;
    const auto it = sources.find(field.toStdString());
    QString where;
    if (it == sources.end() || it->second.kind == Source::Kind::Default)
        where = tr("Not in the file: Headroom's default.");
    else if (it->second.kind == Source::Kind::File)
        where = tr("From the file: %1, line %2.").arg(QString::fromStdString(it->second.keyPath)).arg(it->second.line);
    else
        where = tr("Derived: %1.").arg(Messages::sourceNote(it->second.note));
    if (m_controller->isChanged(field))
        where += QLatin1Char('\n') + tr("Changed here; the file says %1.")
                                         .arg(FieldValues::display(
                                             field, QString::fromStdString(fieldValue(m_controller->config().setup,
                                                                                      field.toStdString()))));
    return field + QStringLiteral(" — ") + where;
}

void ControlsPanel::retranslate()
{
    static const char *const groupTitles[] = {QT_TR_NOOP("Model"), QT_TR_NOOP("Batch"), QT_TR_NOOP("Training"),
                                              QT_TR_NOOP("Data and loader"), QT_TR_NOOP("Hardware and parallelism")};
    for (int i = 0; i < m_groups.size() && i < 5; ++i)
        m_groups[i]->setTitle(tr(groupTitles[i]));
    for (const Row &row : std::as_const(m_rows)) {
        row.label->setText(FieldLabels::label(row.field));
        // Room for the label in bold (a changed value): the column then keeps its width when a
        // slider step makes a value differ from the file or match it again, instead of laying
        // out and repainting the whole panel.
        QFont bold = row.label->font();
        bold.setBold(true);
        row.label->setMinimumWidth(QFontMetrics(bold).size(Qt::TextShowMnemonic, row.label->text()).width());
        // The closed vocabularies read as words in the user's language; the item data stays the
        // canonical spelling that setField() takes. (The searchable catalog combos show names.)
        auto *combo = qobject_cast<QComboBox *>(row.control);
        if (combo && !combo->isEditable())
            for (int i = 0; i < combo->count(); ++i)
                combo->setItemText(i, FieldValues::display(row.field, combo->itemData(i).toString()));
    }
    refreshToolTips();
}

void ControlsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace headroom
