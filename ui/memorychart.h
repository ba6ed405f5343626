#pragma once
// MemoryChart: one resource (VRAM per GPU, or host RAM) as a horizontal stacked bar, one
// segment per component in its fixed colour, the usable capacity as a vertical line, and for
// VRAM the estimate's band as an error bar across the end of the stack. Hover names a segment,
// its bytes and what it is.

#include "report.h"

#include <qcustomplot.h>

#include <vector>

namespace headroom {

class MemoryChart : public QCustomPlot {
    Q_OBJECT
public:
    enum class Resource { Vram, Host };
    explicit MemoryChart(Resource resource, QWidget *parent = nullptr);

    void setReport(const MemoryReport &report);
    // Bytes of each segment as drawn, in component order (what tests and exports read).
    std::vector<double> segmentBytes() const;
    double capacityBytes() const { return m_capacity; }
    // The error bar as drawn: [low, high] bytes (VRAM only; both 0 when there is no band).
    double bandLowBytes() const { return m_bandLow; }
    double bandHighBytes() const { return m_bandHigh; }
    Resource resource() const { return m_resource; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildBars();
    void retranslate();
    void placeCapacityLabel();
    void showTooltip(QMouseEvent *event);
    size_t componentCount() const;
    QString componentName(size_t i) const;
    QString componentHelp(size_t i) const;

    Resource m_resource;
    std::vector<QCPBars *> m_bars;
    std::vector<double> m_bytes;
    QCPItemStraightLine *m_capacityLine = nullptr;
    QCPItemText *m_capacityLabel = nullptr;
    QCPItemLine *m_bandLine = nullptr;
    double m_bandLow = 0, m_bandHigh = 0;
    bool m_shown = false; // a report has been drawn (the next identical one is skipped)
    double m_capacity = 0;
    double m_total = 0;
};

} // namespace headroom
