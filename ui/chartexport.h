#pragma once
// Saving the charts as PNG, SVG or PDF. The plots are drawn as vectors (QCustomPlot's own
// painter) into SVG and PDF; the labels and badges around them come from the widgets.

#include <QList>
#include <QString>

class QCustomPlot;
class QWidget;

namespace headroom {

namespace ChartExport {

// Writes `area` (with `plots` among its descendants) to `path`, the format chosen by the
// suffix (.png, .svg, .pdf). Returns false when the file cannot be written.
bool save(QWidget *area, const QList<QCustomPlot *> &plots, const QString &path);

} // namespace ChartExport

} // namespace headroom
