#include "calibratedialog.h"

#include "calibration.h"
#include "messages.h"
#include "setupcontroller.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace headroom {

namespace {
constexpr double kGiB = 1073741824.0;
}

CalibrateDialog::CalibrateDialog(SetupController *controller, QWidget *parent)
    : QDialog(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("calibrateDialog"));
    setWindowTitle(tr("Calibrate from your run"));
    const TrainingSetup &s = controller->resolved().setup;
    auto *intro = new QLabel(tr("Enter the peak GPU memory you measured for exactly this setup (micro batch %1, %2). "
                                "Headroom puts the difference on what no formula knows exactly — activations and a "
                                "fixed overhead — and carries it into every slider, the sweep and the advice.")
                                 .arg(s.run.microBatch)
                                 .arg(QString::fromUtf8(toString(s.run.precision).data())),
                             this);
    intro->setWordWrap(true);
    m_metric = new QComboBox(this);
    m_metric->setObjectName(QStringLiteral("calibrateMetric"));
    m_metric->addItem(tr("torch.cuda.max_memory_allocated()"), QStringLiteral("allocated"));
    m_metric->addItem(tr("torch.cuda.max_memory_reserved()"), QStringLiteral("reserved"));
    m_metric->addItem(tr("nvidia-smi, memory used by the process"), QStringLiteral("nvidia-smi"));
    m_value = new QDoubleSpinBox(this);
    m_value->setObjectName(QStringLiteral("calibrateValue"));
    m_value->setRange(0.01, 100000);
    m_value->setDecimals(2);
    m_value->setSuffix(QStringLiteral(" GiB"));
    m_estimate = new QLabel(this);
    m_estimate->setObjectName(QStringLiteral("calibrateEstimate"));
    const CalibrationFactors &cal = s.calibration;
    if (cal.active) {
        m_metric->setCurrentIndex(std::max(0, m_metric->findData(QString::fromStdString(cal.metric))));
        m_value->setValue(cal.measuredBytes / kGiB);
    } else {
        m_value->setValue(controller->report().vramAllocated / kGiB);
    }
    auto *form = new QFormLayout;
    form->addRow(tr("What you measured:"), m_metric);
    form->addRow(tr("Peak value:"), m_value);
    form->addRow(tr("Headroom's estimate:"), m_estimate);
    const QString where = controller->calibrationPath();
    auto *kept = new QLabel(where.isEmpty() ? tr("This config was not read from a file: the calibration lasts for this session.")
                                            : tr("Kept beside the config in %1, never inside it.").arg(where),
                            this);
    kept->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Calibrate"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("calibrateOk"));
    if (cal.active) {
        QPushButton *forget = buttons->addButton(tr("Forget calibration"), QDialogButtonBox::DestructiveRole);
        forget->setObjectName(QStringLiteral("calibrateForget"));
        connect(forget, &QPushButton::clicked, this, [this] {
            m_forget = true;
            accept();
        });
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_metric, &QComboBox::currentIndexChanged, this, &CalibrateDialog::updateEstimate);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(kept);
    layout->addWidget(buttons);
    updateEstimate();
    setMinimumWidth(520);
}

QString CalibrateDialog::metric() const
{
    return m_metric->currentData().toString();
}

double CalibrateDialog::bytes() const
{
    return m_value->value() * kGiB;
}

void CalibrateDialog::updateEstimate()
{
    const auto m = parseMeasuredMetric(metric().toStdString());
    const MemoryReport &rep = m_controller->report();
    m_estimate->setText(m ? Messages::bytes(reportMetric(rep, *m)) : QString());
}

} // namespace headroom
