#include "steadylabel.h"

#include <QEvent>
#include <QPainter>
#include <QStyle>
#include <QStyleOption>

namespace headroom {

SteadyLabel::SteadyLabel(QWidget *parent)
    : QLabel(parent)
{
    // A fixed size is what keeps QLabel::setText() from invalidating the parent's layout
    // (QWidget::updateGeometry() skips widgets whose minimum and maximum sizes agree).
    setFixedSize(0, 0);
    // Opaque (it fills its own background): a new text repaints the label alone, not the
    // group box, status bar or chart area beneath it.
    setAutoFillBackground(true);
}

void SteadyLabel::setSteadyText(const QString &text)
{
    if (text == this->text())
        return;
    setText(text);
    fitToText(false);
}

void SteadyLabel::fitToText(bool allowShrink)
{
    const QSize wanted = textSize();
    const QSize now = allowShrink ? wanted : minimumSize().expandedTo(wanted);
    if (now != minimumSize() || now != maximumSize())
        setFixedSize(now);
}

void SteadyLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    // Another language or font: the texts' widths start again from what they need now.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange ||
        event->type() == QEvent::StyleChange)
        fitToText(true);
}

void FieldLabel::setChanged(bool changed)
{
    if (changed == m_changed)
        return;
    m_changed = changed;
    update();
}

void FieldLabel::paintEvent(QPaintEvent *event)
{
    if (!m_changed) {
        QLabel::paintEvent(event);
        return;
    }
    // What QLabel paints for a plain-text label, in bold.
    QPainter painter(this);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    int flags = QStyle::visualAlignment(layoutDirection(), alignment());
    if (buddy() && text().contains(QLatin1Char('&'))) {
        QStyleOption opt;
        opt.initFrom(this);
        flags |= Qt::TextShowMnemonic;
        if (!style()->styleHint(QStyle::SH_UnderlineShortcut, &opt, this))
            flags |= Qt::TextHideMnemonic;
    }
    style()->drawItemText(&painter, contentsRect(), flags, palette(), isEnabled(), text(), foregroundRole());
}

} // namespace headroom
