#include "verdictbadge.h"

#include "componentcolors.h"
#include "messages.h"

#include <QEvent>
#include <QLocale>

namespace headroom {

VerdictBadge::VerdictBadge(QWidget *parent)
    : QLabel(parent)
{
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setMinimumHeight(fontMetrics().height() + 8);
}

void VerdictBadge::setVerdict(Verdict verdict, double used, double capacity)
{
    m_verdict = verdict;
    m_used = used;
    m_capacity = capacity;
    m_set = true;
    refresh();
}

void VerdictBadge::refresh()
{
    if (!m_set) {
        clear();
        return;
    }
    const QColor bg = ComponentColors::verdictBackground(m_verdict);
    const QColor fg = ComponentColors::verdictText(m_verdict);
    const double percent = m_capacity > 0 ? m_used / m_capacity * 100 : 0;
    // The word sits in a coloured box; the numbers stay in the palette's text colour so
    // they read on light and dark themes alike.
    setText(QStringLiteral("<span style=\"background-color:%1; color:%2; font-weight:bold;\">&nbsp;%3&nbsp;</span>"
                           "&nbsp;&nbsp;%4")
                .arg(bg.name(), fg.name(), QLocale().toUpper(Messages::verdict(m_verdict)).toHtmlEscaped(),
                     tr("%1 of %2 usable (%3 %)")
                         .arg(Messages::bytes(m_used), Messages::bytes(m_capacity))
                         .arg(percent, 0, 'f', 0)
                         .toHtmlEscaped()));
    setAccessibleName(Messages::verdict(m_verdict));
}

void VerdictBadge::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

} // namespace headroom
