#include "chartexport.h"

#include <QFileInfo>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <qcustomplot.h>

namespace headroom::ChartExport {

namespace {

// Paints the area: widgets as they are, except each plot, which paints itself as vectors.
void paint(QWidget *area, const QList<QCustomPlot *> &plots, QCPPainter *painter)
{
    painter->setMode(QCPPainter::pmVectorized);
    painter->setMode(QCPPainter::pmNoCaching);
    QRegion rest(area->rect());
    for (QCustomPlot *plot : plots)
        if (plot->isVisible())
            rest -= QRect(plot->mapTo(area, QPoint(0, 0)), plot->size());
    area->render(painter, QPoint(), rest, QWidget::DrawChildren | QWidget::DrawWindowBackground);
    for (QCustomPlot *plot : plots) {
        if (!plot->isVisible())
            continue;
        painter->save();
        painter->translate(plot->mapTo(area, QPoint(0, 0)));
        plot->toPainter(painter, plot->width(), plot->height());
        painter->restore();
    }
}

} // namespace

bool save(QWidget *area, const QList<QCustomPlot *> &plots, const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = area->size();
    if (suffix == QLatin1String("png")) {
        // Twice the widget's pixels: sharp in documents and on HiDPI screens.
        QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(area->palette().color(QPalette::Window));
        QPainter painter(&image);
        area->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren | QWidget::DrawWindowBackground);
        painter.end();
        return image.save(path, "PNG");
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(QStringLiteral("Headroom"));
        QCPPainter painter(&svg);
        paint(area, plots, &painter);
        return painter.end();
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        pdf.setResolution(72);
        QCPPainter painter(&pdf);
        paint(area, plots, &painter);
        return painter.end();
    }
    return false;
}

} // namespace headroom::ChartExport
