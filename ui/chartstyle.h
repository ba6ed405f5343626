#pragma once
// Shared look of the QCustomPlot charts: axes, grid and background taken from the widget
// palette, so the charts follow light and dark themes (re-applied on PaletteChange).

class QCustomPlot;
class QCPAxis;

namespace headroom {

namespace ChartStyle {

// Colours the plot's axes, grid, legend and background from its current palette.
void apply(QCustomPlot *plot);
// Bytes to GiB, the unit of every chart axis.
constexpr double kGiB = 1073741824.0;

} // namespace ChartStyle

} // namespace headroom
