#include "modelrequest.h"

#include "catalogloader.h"
#include "config.h"
#include "enums.h"
#include "fields.h"
#include "messages.h"
#include "setupcontroller.h"
#include "text.h"

#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <sstream>

namespace headroom {

namespace {

// The model kinds in the words an ML engineer uses.
QString kindLabel(ModelKind k)
{
    switch (k) {
    case ModelKind::Decoder: return ModelRequest::tr("Decoder LLM (GPT, Llama, Qwen)");
    case ModelKind::Encoder: return ModelRequest::tr("Encoder (BERT)");
    case ModelKind::EncoderDecoder: return ModelRequest::tr("Encoder-decoder (T5)");
    case ModelKind::VisionLanguage: return ModelRequest::tr("Vision-language model");
    case ModelKind::Vit: return ModelRequest::tr("Vision transformer (ViT)");
    case ModelKind::Cnn: return ModelRequest::tr("CNN (ResNet, ConvNeXt)");
    case ModelKind::Detection: return ModelRequest::tr("Object detector");
    case ModelKind::Segmentation: return ModelRequest::tr("Segmentation model");
    case ModelKind::PointCloud: return ModelRequest::tr("Point-cloud model");
    case ModelKind::DiffusionUnet: return ModelRequest::tr("Diffusion UNet");
    case ModelKind::Tts: return ModelRequest::tr("Text-to-speech model");
    case ModelKind::Generic: break;
    }
    return ModelRequest::tr("Other / generic network");
}

} // namespace

ModelRequest::ModelRequest(SetupController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("modelRequest"));
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("modelRequestTitle"));
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("modelRequestText"));
    m_text->setWordWrap(true);
    m_pickLabel = new QLabel(this);
    m_sizeLabel = new QLabel(this);
    m_fileLabel = new QLabel(this);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("modelRequestProblem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_problem->setVisible(false);

    m_picker = new QComboBox(this);
    m_picker->setObjectName(QStringLiteral("modelPicker"));
    m_picker->setEditable(true);
    m_picker->setInsertPolicy(QComboBox::NoInsert);
    // Typing any part of a name ("7b", "resnet") narrows the list.
    m_picker->completer()->setFilterMode(Qt::MatchContains);
    m_picker->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_picker->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    m_usePick = new QPushButton(this);
    m_usePick->setObjectName(QStringLiteral("useCatalogModel"));

    m_params = new QLineEdit(this);
    m_params->setObjectName(QStringLiteral("modelParams"));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("modelKind"));
    m_useSize = new QPushButton(this);
    m_useSize->setObjectName(QStringLiteral("useModelSize"));
    m_loadFile = new QPushButton(this);
    m_loadFile->setObjectName(QStringLiteral("loadModelFile"));

    auto *grid = new QGridLayout;
    grid->addWidget(m_pickLabel, 0, 0);
    grid->addWidget(m_picker, 0, 1, 1, 2);
    grid->addWidget(m_usePick, 0, 3);
    grid->addWidget(m_sizeLabel, 1, 0);
    grid->addWidget(m_params, 1, 1);
    grid->addWidget(m_kind, 1, 2);
    grid->addWidget(m_useSize, 1, 3);
    grid->addWidget(m_fileLabel, 2, 0);
    grid->addWidget(m_loadFile, 2, 1, 1, 3, Qt::AlignLeft);
    grid->setColumnStretch(1, 2);
    grid->setColumnStretch(2, 1);
    m_params->setMinimumWidth(m_params->fontMetrics().horizontalAdvance(QLatin1Char('m')) * 18);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addLayout(grid);
    layout->addWidget(m_problem);
    layout->addStretch();

    connect(m_usePick, &QPushButton::clicked, this, [this] {
        const int i = m_picker->findText(m_picker->currentText());
        useCatalogModel(i >= 0 ? m_picker->itemData(i).toString() : m_picker->currentText());
    });
    connect(m_useSize, &QPushButton::clicked, this,
            [this] { useSize(m_params->text(), m_kind->currentData().toString()); });
    connect(m_params, &QLineEdit::returnPressed, m_useSize, &QPushButton::click);
    connect(m_loadFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Load the model's config.json or model card"),
                                                          QString(), tr("Model files (*.json *.yaml *.yml);;All files (*)"));
        if (!path.isEmpty())
            useModelFile(path);
    });
    connect(m_controller, &SetupController::setupChanged, this, &ModelRequest::refresh);
    retranslate();
}

void ModelRequest::fillPicker()
{
    // The catalog's entries, the family of the name the file gives first.
    const QString current = m_picker->currentText();
    m_picker->clear();
    const ModelMatch &match = m_controller->resolved().match;
    const Catalog &catalog = m_controller->catalogs().catalog;
    QStringList first;
    for (const std::string &id : match.suggestions)
        first << QString::fromStdString(id);
    auto add = [&](const ModelPreset &p) {
        m_picker->addItem(QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.name), QString::fromStdString(p.id)),
                          QString::fromStdString(p.id));
    };
    for (const QString &id : std::as_const(first))
        if (const ModelPreset *p = catalog.modelById(id.toStdString()))
            add(*p);
    for (const ModelPreset &p : catalog.models())
        if (!first.contains(QString::fromStdString(p.id)))
            add(p);
    m_picker->setCurrentIndex(-1);
    m_picker->setEditText(current);
}

void ModelRequest::refresh()
{
    if (!m_controller->isPartial())
        return;
    const std::string &name = m_controller->resolved().setup.model.name;
    QString text = name.empty() ? tr("The file does not name its model.")
                                : tr("The file names the model “%1”, which is not in the catalog.")
                                      .arg(QString::fromStdString(name).toHtmlEscaped());
    text += QLatin1Char(' ') + tr("Host RAM is estimated already; GPU memory needs the model. Give it in one of "
                                  "three ways:");
    m_text->setText(text);
    fillPicker();
}

void ModelRequest::retranslate()
{
    m_title->setText(QStringLiteral("<b>%1</b>").arg(tr("Which model does this config train?").toHtmlEscaped()));
    m_pickLabel->setText(tr("Pick it from the catalog:"));
    m_picker->lineEdit()->setPlaceholderText(tr("type to search, e.g. resnet, llama 7b"));
    m_usePick->setText(tr("Use this model"));
    m_sizeLabel->setText(tr("Or give its size:"));
    m_params->setPlaceholderText(tr("parameters, e.g. 40M or 7B"));
    m_useSize->setText(tr("Use this size"));
    m_fileLabel->setText(tr("Or load its description:"));
    m_loadFile->setText(tr("Load config.json or model card…"));
    const QString kind = m_kind->currentData().toString();
    m_kind->clear();
    for (std::string_view k : enumNames<ModelKind>()) {
        const auto value = parseEnum<ModelKind>(k);
        m_kind->addItem(kindLabel(*value), QString::fromUtf8(k.data(), static_cast<qsizetype>(k.size())));
    }
    const int i = m_kind->findData(kind.isEmpty() ? QStringLiteral("generic") : kind);
    m_kind->setCurrentIndex(std::max(0, i));
    refresh();
}

void ModelRequest::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ModelRequest::setProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

QString ModelRequest::problem() const { return m_problem->isVisible() ? m_problem->text() : QString(); }

bool ModelRequest::useCatalogModel(const QString &presetId)
{
    const ModelPreset *p = m_controller->catalogs().catalog.findModel(trim(presetId.toStdString()));
    if (!p) {
        setProblem(tr("“%1” is not in the catalog; pick an entry from the list.").arg(presetId));
        return false;
    }
    setProblem({});
    return m_controller->setFields({{"model.preset", m_controller->fieldValue(QStringLiteral("model.preset")).toStdString(), p->id}},
                                   tr("Choose the model"));
}

bool ModelRequest::useSize(const QString &params, const QString &kind)
{
    const auto count = parseCount(params.toStdString());
    if (!count || *count < 1) {
        setProblem(tr("“%1” is not a parameter count; write it like 40M, 1.3B or 7e9.").arg(params));
        return false;
    }
    const auto k = parseEnum<ModelKind>(kind.toStdString());
    if (!k) {
        setProblem(tr("Pick the kind of model."));
        return false;
    }
    setProblem({});
    std::ostringstream text;
    text.precision(12);
    text << *count;
    return m_controller->setFields({{"model.params", "", text.str()}, {"model.kind", "", std::string(toString(*k))}},
                                   tr("Give the model's size"));
}

bool ModelRequest::useModelFile(const QString &path)
{
    LoadedConfig config;
    Diagnostics diags;
    if (!loadConfigFile(path.toStdString(), m_controller->catalogs().loadOptions(), config, diags)) {
        QStringList why;
        for (const Diagnostic &d : diags)
            why << Messages::diagnostic(d);
        setProblem(tr("Could not read %1: %2").arg(QFileInfo(path).fileName(), why.join(QLatin1Char(' '))));
        return false;
    }
    // Only what the file says about the model; its other settings stay as the config has them.
    std::vector<FieldChange> changes;
    for (const auto &[field, source] : config.setup.sources)
        if (field.rfind("model.", 0) == 0 && source.kind == Source::Kind::File)
            changes.push_back({field, "", fieldValue(config.setup, field)});
    if (changes.empty()) {
        setProblem(tr("%1 says nothing about a model's size or architecture.").arg(QFileInfo(path).fileName()));
        return false;
    }
    setProblem({});
    return m_controller->setFields(changes, tr("Load the model from %1").arg(QFileInfo(path).fileName()));
}

} // namespace headroom
