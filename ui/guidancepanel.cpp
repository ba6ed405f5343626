#include "guidancepanel.h"

#include "fieldlabels.h"
#include "fieldvalues.h"
#include "messages.h"
#include "setupcontroller.h"

#include "advicetext.h"

#include <QEvent>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

namespace headroom {

namespace {

void clearLayout(QVBoxLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

// Long identifiers (torch.cuda.max_memory_allocated(), CUDA_VISIBLE_DEVICES) may break after
// '.', '_' and '/', so that a narrow dock wraps them instead of clipping the text.
QString breakable(QString html)
{
    static const QRegularExpression longToken(QStringLiteral("[A-Za-z0-9_./()=-]{18,}"));
    QString out;
    qsizetype last = 0;
    auto it = longToken.globalMatch(html);
    while (it.hasNext()) {
        const QRegularExpressionMatch m = it.next();
        out += html.mid(last, m.capturedStart() - last);
        QString token = m.captured();
        for (const QString &sep : {QStringLiteral("."), QStringLiteral("_"), QStringLiteral("/")})
            token.replace(sep, sep + QChar(0x200B));
        out += token;
        last = m.capturedEnd();
    }
    return out + html.mid(last);
}

QLabel *wrappedLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(breakable(text), parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

GuidancePanel::GuidancePanel(SetupController *controller, QWidget *parent)
    : QWidget(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("guidancePanel"));
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // text wraps to the dock's width
    scroll->setFrameShape(QFrame::NoFrame);
    m_content = new QWidget(scroll);
    auto *content = new QVBoxLayout(m_content);
    m_notesTitle = new QLabel(m_content);
    m_notesTitle->setObjectName(QStringLiteral("notesTitle"));
    m_notesLayout = new QVBoxLayout;
    m_adviceTitle = new QLabel(m_content);
    m_recommendationsTitle = new QLabel(m_content);
    m_adviceLayout = new QVBoxLayout;
    m_recommendationsLayout = new QVBoxLayout;
    m_alsoTitle = new QLabel(m_content);
    m_alsoTitle->setObjectName(QStringLiteral("alsoWorthItTitle"));
    m_alsoLayout = new QVBoxLayout;
    content->addWidget(m_notesTitle);
    content->addLayout(m_notesLayout);
    content->addSpacing(8);
    content->addWidget(m_recommendationsTitle);
    content->addLayout(m_recommendationsLayout);
    content->addSpacing(8);
    content->addWidget(m_alsoTitle);
    content->addLayout(m_alsoLayout);
    content->addSpacing(8);
    content->addWidget(m_adviceTitle);
    content->addLayout(m_adviceLayout);
    content->addStretch();
    scroll->setWidget(m_content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    connect(controller, &SetupController::adviceChanged, this, &GuidancePanel::rebuild);
    rebuild();
}

void GuidancePanel::rebuild()
{
    m_adviceTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Advice").toHtmlEscaped()));
    m_recommendationsTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Recommendations").toHtmlEscaped()));
    m_alsoTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Also worth it").toHtmlEscaped()));
    clearLayout(m_adviceLayout);
    clearLayout(m_recommendationsLayout);
    clearLayout(m_alsoLayout);
    m_alsoTitle->setVisible(false);
    addNotes();
    // Nothing open yet (or the file could not be read): no setup to judge, so no "it fits".
    if (!m_controller->hasConfig()) {
        m_recommendationsLayout->addWidget(
            wrappedLabel(tr("Recommendations and advice appear here once a training config is open."), m_content));
        return;
    }
    const AdviceResult &advice = m_controller->advice();

    for (const AdviceItem &item : advice.advice) {
        const QString numbers = AdviceText::effect(item); // the same wording as the command line
        QString text = QStringLiteral("• ") + AdviceText::sentence(item).toHtmlEscaped();
        if (!numbers.isEmpty())
            text += QStringLiteral(" <i>(%1)</i>").arg(numbers.toHtmlEscaped());
        m_adviceLayout->addWidget(wrappedLabel(text, m_content));
    }
    if (m_controller->isPartial()) {
        // Never "fits" while the GPU side is unknown.
        m_recommendationsLayout->addWidget(wrappedLabel(
            tr("GPU memory is unknown until the model is identified: pick it or give its size in the panel "
               "where the GPU chart would be. Host RAM is estimated already."),
            m_content));
        return;
    }
    if (advice.advice.empty())
        m_adviceLayout->addWidget(wrappedLabel(tr("No advice for this setup."), m_content));

    for (size_t i = 0; i < advice.recommendations.size(); ++i)
        m_recommendationsLayout->addWidget(recommendationRow(static_cast<int>(i), advice.recommendations[i]));
    if (advice.recommendations.empty())
        m_recommendationsLayout->addWidget(
            wrappedLabel(m_controller->report().verdict == Verdict::Fits
                             ? tr("The setup fits; nothing needs to change.")
                             : tr("No nearby setup that fits was found."),
                         m_content));
    for (const Recommendation &rec : advice.alsoWorthIt)
        m_alsoLayout->addWidget(alsoWorthItRow(rec));
    m_alsoTitle->setVisible(!advice.alsoWorthIt.empty());
}

// What Headroom assumed or could not read, in the file's words and lines: the same warnings the
// command line prints, each with where it is ("line 12", or the other file's name).
void GuidancePanel::addNotes()
{
    clearLayout(m_notesLayout);
    const Diagnostics notes = m_controller->hasConfig() ? m_controller->notes() : Diagnostics{};
    m_notesTitle->setVisible(!notes.empty());
    m_notesTitle->setText(QStringLiteral("<b>%1</b>").arg(tr("Notes on what was read (%1)").arg(notes.size()).toHtmlEscaped()));
    const std::string &path = m_controller->config().path;
    for (const Diagnostic &d : notes) {
        QString where;
        if (d.line > 0)
            where = d.file.empty() || d.file == path
                        ? tr("line %1").arg(d.line)
                        : tr("%1, line %2").arg(QFileInfo(QString::fromStdString(d.file)).fileName()).arg(d.line);
        const QString text = Messages::diagnosticTextForWindow(d).toHtmlEscaped();
        auto *label = wrappedLabel(QStringLiteral("• ") + (where.isEmpty() ? text : QStringLiteral("<i>%1:</i> %2").arg(where.toHtmlEscaped(), text)),
                                   m_content);
        label->setObjectName(QStringLiteral("note"));
        m_notesLayout->addWidget(label);
    }
}

QString GuidancePanel::changesText(const Recommendation &rec) const
{
    QStringList changes;
    for (const FieldChange &c : rec.changes)
        changes << FieldValues::change(c).toHtmlEscaped();
    return changes.join(QStringLiteral(", "));
}

// A change worth making on top of the first recommendation: what it gains, no Apply button
// (it assumes the fix above is applied first).
QWidget *GuidancePanel::alsoWorthItRow(const Recommendation &rec)
{
    const QString gains = AdviceText::gains(rec);
    return wrappedLabel(QStringLiteral("• %1<br/><small>%2</small>").arg(changesText(rec), gains.toHtmlEscaped()), m_content);
}

QWidget *GuidancePanel::recommendationRow(int index, const Recommendation &rec)
{
    auto *frame = new QFrame(m_content);
    frame->setFrameShape(QFrame::StyledPanel);
    // Text above, the button below on the right: no language's longer words push it out of view.
    auto *layout = new QVBoxLayout(frame);
    QString summary = tr("GPU %1 (%2), host %3 (%4); step time ×%5; effective batch %6")
                          .arg(Messages::bytes(rec.report.vramTotal), Messages::verdict(rec.report.vramVerdict),
                               Messages::bytes(rec.report.hostTotal), Messages::verdict(rec.report.hostVerdict))
                          .arg(QLocale().toString(rec.stepTimeRatio, 'f', 2))
                          .arg(QLocale().toString(rec.effectiveBatch));
    if (!rec.keepsEffectiveBatch)
        summary += QStringLiteral(" ") + tr("(changes the effective batch)");
    if (rec.dataBound)
        summary += QStringLiteral("; ") + AdviceText::loadingSetsThePace();
    layout->addWidget(wrappedLabel(QStringLiteral("<b>%1.</b> %2<br/><small>%3</small>")
                                       .arg(index + 1)
                                       .arg(changesText(rec), summary.toHtmlEscaped()),
                                   frame));
    auto *apply = new QPushButton(tr("Apply"), frame);
    apply->setObjectName(QStringLiteral("applyRecommendation%1").arg(index));
    apply->setToolTip(tr("Move the controls to this setup (undo with %1)")
                          .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    connect(apply, &QPushButton::clicked, this, [this, index] { m_controller->applyRecommendation(index); });
    layout->addWidget(apply, 0, Qt::AlignRight);
    return frame;
}

void GuidancePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QWidget::changeEvent(event);
}

} // namespace headroom
