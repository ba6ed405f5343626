#include "verdictbadge.h"

#include "componentcolors.h"
#include "messages.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

namespace headroom {

namespace {
constexpr int kPad = 6;    // inside the coloured box, each side of the word
constexpr int kGap = 10;   // between the box and the numbers
constexpr int kMargin = 4; // above and below the box
} // namespace

// Painted here rather than as rich text: the badge changes on every slider step, and laying
// out a styled span each time (to paint it and to know its size) was a good part of the step.
VerdictBadge::VerdictBadge(QWidget *parent)
    : SteadyLabel(parent)
{
    setTextFormat(Qt::PlainText);
}

void VerdictBadge::setVerdict(Verdict verdict, double used, double capacity, bool known)
{
    m_verdict = known ? verdict : Verdict::Tight;
    m_known = known;
    m_used = used;
    m_capacity = capacity;
    m_set = true;
    refresh();
}

void VerdictBadge::refresh()
{
    if (!m_set) {
        m_word.clear();
        m_numbers.clear();
        setSteadyText(QString());
        return;
    }
    const double percent = m_capacity > 0 ? m_used / m_capacity * 100 : 0;
    const QString word = m_known ? Messages::verdict(m_verdict) : tr("unknown");
    m_word = QLocale().toUpper(word);
    m_numbers = (m_known ? tr("%1 of %2 usable (%3 %)") : tr("at least %1 of %2 usable (%3 %)"))
                    .arg(Messages::bytes(m_used), Messages::bytes(m_capacity))
                    .arg(percent, 0, 'f', 0);
    // The text read by tests and screen readers: the word, then the numbers.
    setSteadyText(m_word + QStringLiteral("  ") + m_numbers);
    setAccessibleName(word);
}

QFont VerdictBadge::wordFont() const
{
    QFont bold = font();
    bold.setBold(true);
    return bold;
}

QSize VerdictBadge::textSize() const
{
    if (m_word.isEmpty())
        return {0, fontMetrics().height() + 2 * kMargin};
    const QFontMetrics wordMetrics(wordFont());
    const int width = wordMetrics.horizontalAdvance(m_word) + 2 * kPad + kGap + fontMetrics().horizontalAdvance(m_numbers);
    return {width + 2, std::max(wordMetrics.height(), fontMetrics().height()) + 2 * kMargin};
}

void VerdictBadge::paintEvent(QPaintEvent *)
{
    if (m_word.isEmpty())
        return;
    QPainter painter(this);
    // The word sits in a coloured box; the numbers stay in the palette's text colour so they
    // read on light and dark themes alike.
    const QFontMetrics wordMetrics(wordFont());
    const QRect box(0, kMargin, wordMetrics.horizontalAdvance(m_word) + 2 * kPad, height() - 2 * kMargin);
    painter.fillRect(box, ComponentColors::verdictBackground(m_verdict));
    painter.setFont(wordFont());
    painter.setPen(ComponentColors::verdictText(m_verdict));
    painter.drawText(box, Qt::AlignCenter, m_word);
    painter.setFont(font());
    painter.setPen(palette().color(QPalette::WindowText));
    const QRect numbers(box.right() + 1 + kGap, 0, width() - box.width() - kGap, height());
    painter.drawText(numbers, Qt::AlignLeft | Qt::AlignVCenter, m_numbers);
}

void VerdictBadge::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    SteadyLabel::changeEvent(event);
}

} // namespace headroom
