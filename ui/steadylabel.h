#pragma once
// SteadyLabel: a one-line label whose text changes on every control step (the effective batch,
// the status-bar summary, the verdict badges). Its size only grows: a new text that fits the
// room it has is painted in place, with no layout pass over the window around it. A label that
// followed its text made "9" → "10" re-lay out the whole controls panel and repaint every
// control in it.

#include <QLabel>

namespace headroom {

class SteadyLabel : public QLabel {
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget *parent = nullptr);

    // Sets the text; the label grows if the text needs more room, and never shrinks for it.
    void setSteadyText(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    // The size the text needs; a label that paints its text itself says what that takes.
    virtual QSize textSize() const { return QLabel::sizeHint(); }
    // Fixes the size at what the text needs: never smaller than now unless `allowShrink`.
    void fitToText(bool allowShrink);
};

} // namespace headroom

namespace headroom {

// FieldLabel: a control's name, in bold while its value differs from the file's. The bold is
// painted, not set as the label's font: a font change asks the form around it to lay out again,
// which repainted the whole controls panel on each slider step that reached or left the file's
// value. The form keeps room for the bold text (ControlsPanel::retranslate).
class FieldLabel : public QLabel {
    Q_OBJECT
public:
    using QLabel::QLabel;

    void setChanged(bool changed);
    bool isChanged() const { return m_changed; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    bool m_changed = false;
};

} // namespace headroom
