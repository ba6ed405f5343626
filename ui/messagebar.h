#pragma once
// MessageBar: a strip above the charts that says something without stopping the user (a file
// that could not be read, a session to restore), with up to two action buttons and a close.

#include <QFrame>

class QLabel;
class QPushButton;

namespace headroom {

class MessageBar : public QFrame {
    Q_OBJECT
public:
    enum class Kind { Information, Error };

    explicit MessageBar(QWidget *parent = nullptr);

    // Shows `text`; `first`/`second` label the action buttons (hidden when empty).
    void showMessage(Kind kind, const QString &text, const QString &first = {}, const QString &second = {});
    QString text() const;

signals:
    void firstClicked();
    void secondClicked();

private:
    QLabel *m_text = nullptr;
    QPushButton *m_first = nullptr;
    QPushButton *m_second = nullptr;
    QPushButton *m_close = nullptr;
};

} // namespace headroom
