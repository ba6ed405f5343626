#include "chartstyle.h"

#include <qcustomplot.h>

namespace headroom::ChartStyle {

namespace {

void styleAxis(QCPAxis *axis, const QPalette &pal)
{
    const QColor fg = pal.color(QPalette::WindowText);
    QColor grid = fg;
    grid.setAlpha(40);
    axis->setBasePen(QPen(fg));
    axis->setTickPen(QPen(fg));
    axis->setSubTickPen(QPen(fg));
    axis->setTickLabelColor(fg);
    axis->setLabelColor(fg);
    axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
    axis->grid()->setZeroLinePen(Qt::NoPen);
}

} // namespace

void apply(QCustomPlot *plot)
{
    const QPalette pal = plot->palette();
    plot->setBackground(pal.brush(QPalette::Base));
    for (QCPAxisRect *rect : plot->axisRects())
        for (QCPAxis *axis : rect->axes())
            styleAxis(axis, pal);
    if (plot->legend) {
        plot->legend->setBrush(pal.brush(QPalette::Base));
        plot->legend->setBorderPen(Qt::NoPen);
        plot->legend->setTextColor(pal.color(QPalette::WindowText));
    }
}

} // namespace headroom::ChartStyle
