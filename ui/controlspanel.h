#pragma once
// ControlsPanel: a slider, spin box, combo or check box per canonical field. It shows the
// controller's values and hands every change straight back to it; it computes nothing.

#include <QHash>
#include <QString>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSlider;
class QSpinBox;

namespace headroom {

class SetupController;
class FieldLabel;
class SteadyLabel;

class ControlsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ControlsPanel(SetupController *controller, QWidget *parent = nullptr);

    // The first and last controls in tab order, for the window's chain.
    QWidget *firstControl() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Row {
        QString field;
        FieldLabel *label = nullptr;
        QWidget *control = nullptr; // slider, combo, check box or spin box
        QSpinBox *spin = nullptr;   // beside a slider
        QDoubleSpinBox *number = nullptr;
        QWidget *rowWidget = nullptr;
    };

    QGroupBox *addGroup(const QString &objectName);
    void addSlider(QFormLayout *form, const QString &field, int min, int max, int spinMax);
    void addSpin(QFormLayout *form, const QString &field, int min, int max);
    void addNumber(QFormLayout *form, const QString &field, double min, double max, double step, int decimals = 1);
    void addCombo(QFormLayout *form, const QString &field, const QStringList &values);
    void addCheck(QFormLayout *form, const QString &field);
    void addSearchCombo(QFormLayout *form, const QString &field);
    void addRow(QFormLayout *form, Row row);
    void fillCatalogs();

    void refresh();
    void retranslate();
    void refreshToolTips();
    QString sourceText(const QString &field) const;

    SetupController *m_controller;
    QList<Row> m_rows;
    QList<QGroupBox *> m_groups;
    SteadyLabel *m_effectiveBatch = nullptr;
};

} // namespace headroom
