#include "messagebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace headroom {

MessageBar::MessageBar(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_first(new QPushButton(this))
    , m_second(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("messageBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText); // file names and messages are never markup
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_first->setObjectName(QStringLiteral("messageFirst"));
    m_second->setObjectName(QStringLiteral("messageSecond"));
    m_close->setObjectName(QStringLiteral("messageClose"));
    m_close->setFlat(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Close this message"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 4, 4);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_first);
    layout->addWidget(m_second);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_first, &QPushButton::clicked, this, [this] {
        hide();
        emit firstClicked();
    });
    connect(m_second, &QPushButton::clicked, this, [this] {
        hide();
        emit secondClicked();
    });
    connect(m_close, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBar::showMessage(Kind kind, const QString &text, const QString &first, const QString &second)
{
    m_text->setText(text);
    m_first->setText(first);
    m_first->setVisible(!first.isEmpty());
    m_second->setText(second);
    m_second->setVisible(!second.isEmpty());
    QPalette p = palette();
    const QColor tint = kind == Kind::Error ? QColor(0xc6, 0x28, 0x28) : QColor(0x15, 0x65, 0xc0);
    QColor background = p.color(QPalette::Window);
    background = QColor((background.red() * 4 + tint.red()) / 5, (background.green() * 4 + tint.green()) / 5,
                        (background.blue() * 4 + tint.blue()) / 5);
    p.setColor(QPalette::Window, background);
    setPalette(p);
    show();
}

QString MessageBar::text() const { return m_text->text(); }

} // namespace headroom
