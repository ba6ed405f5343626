#pragma once
// SweepChart: memory per GPU (and host RAM, on the right axis) against one knob — micro batch,
// or sequence length / image size / frames / points where they apply — with the usable
// capacity, the current value and the largest value that fits marked. The series come from
// core/sweep; this only draws them.

#include "sweep.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QCustomPlot;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;

namespace headroom {

class SweepChart : public QWidget {
    Q_OBJECT
public:
    explicit SweepChart(QWidget *parent = nullptr);

    // Each sweep carries the current value and the capacities: nothing else is needed.
    void setSweeps(const std::vector<Sweep> &sweeps);
    // The calibration's measured run, drawn on the micro-batch sweep (nothing when uncalibrated).
    void setMeasuredRun(const ResolvedSetup &current, const MemoryReport &report);
    QCustomPlot *plot() const { return m_plot; }
    SweepKnob knob() const;
    double largestFitting() const { return m_largest; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void redraw();
    // The curves and the current point of `sweep` (none: empty), nothing around them.
    void setCurves(const Sweep *sweep);
    void retranslate();
    static QString knobName(SweepKnob knob);

    QLabel *m_title = nullptr;
    QComboBox *m_knob = nullptr;
    QCustomPlot *m_plot = nullptr;
    QCPGraph *m_vram = nullptr, *m_host = nullptr, *m_now = nullptr;
    QCPGraph *m_measured = nullptr; // the calibration's measured run, on the micro-batch sweep
    QCPItemText *m_measuredLabel = nullptr;
    double m_measuredBatch = 0, m_measuredGib = 0; // 0: not calibrated
    QCPItemStraightLine *m_vramCap = nullptr, *m_hostCap = nullptr, *m_fitLine = nullptr;
    QCPItemText *m_fitLabel = nullptr;
    std::vector<Sweep> m_sweeps;
    double m_largest = 0;
    bool m_vramFitsSomewhere = false;
    bool m_hostFitsSomewhere = false;
};

} // namespace headroom
