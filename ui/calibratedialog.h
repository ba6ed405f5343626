#pragma once
// CalibrateDialog: what the user measured for the current setup (the figure and which metric
// it is), for SetupController::calibrate. Shows the estimate it will correct and where the
// calibration is kept.

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace headroom {

class SetupController;

class CalibrateDialog : public QDialog {
    Q_OBJECT
public:
    explicit CalibrateDialog(SetupController *controller, QWidget *parent = nullptr);

    QString metric() const;    // "allocated", "reserved" or "nvidia-smi"
    double bytes() const;      // the measured figure in bytes
    bool forgetRequested() const { return m_forget; }

private:
    void updateEstimate();

    SetupController *m_controller = nullptr;
    QComboBox *m_metric = nullptr;
    QDoubleSpinBox *m_value = nullptr;
    QLabel *m_estimate = nullptr;
    bool m_forget = false;
};

} // namespace headroom
