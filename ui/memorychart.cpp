#include "memorychart.h"

#include "chartstyle.h"
#include "componentcolors.h"
#include "messages.h"

#include <QFontMetrics>
#include <QStaticText>
#include <QToolTip>

#include <algorithm>

namespace headroom {

namespace {
constexpr double kBarKey = 1.0;
constexpr double kBarWidth = 0.6;

// QCPAbstractPlottable::drawLegendIcon() is protected (QCPPlottableLegendItem is its friend);
// a member pointer named through this public using-declaration reaches it from LegendItem.
struct PlottableIcon : QCPAbstractPlottable {
    using QCPAbstractPlottable::drawLegendIcon;
};

// A legend entry that measures and lays out its text once per text: QCustomPlot's own entry
// measures it on every replot, several times over (each layout pass asks its size), which was
// a good part of each slider step. Drawn as QCPPlottableLegendItem draws it.
class LegendItem : public QCPPlottableLegendItem {
public:
    LegendItem(QCPLegend *legend, QCPAbstractPlottable *plottable)
        : QCPPlottableLegendItem(legend, plottable)
    {
    }

protected:
    QSize minimumOuterSizeHint() const override
    {
        const QSize icon = mParentLegend->iconSize();
        if (!sameText() || icon != m_icon || mParentLegend->iconTextPadding() != m_padding || mMargins != m_margins) {
            m_size = QCPPlottableLegendItem::minimumOuterSizeHint();
            m_icon = icon;
            m_padding = mParentLegend->iconTextPadding();
            m_margins = mMargins;
        }
        return m_size;
    }

    void draw(QCPPainter *painter) override
    {
        if (!mPlottable)
            return;
        sameText();
        painter->setFont(m_font);
        painter->setPen(QPen(getTextColor()));
        const QSize iconSize = mParentLegend->iconSize();
        const QRect iconRect(mRect.topLeft(), iconSize);
        painter->drawStaticText(QPointF(mRect.x() + iconSize.width() + mParentLegend->iconTextPadding(), mRect.y()),
                                m_text);
        painter->save();
        painter->setClipRect(iconRect, Qt::IntersectClip);
        (mPlottable->*(&PlottableIcon::drawLegendIcon))(painter, iconRect);
        painter->restore();
        if (getIconBorderPen().style() != Qt::NoPen) {
            painter->setPen(getIconBorderPen());
            painter->setBrush(Qt::NoBrush);
            const int halfPen = qCeil(painter->pen().widthF() * 0.5) + 1;
            painter->setClipRect(mOuterRect.adjusted(-halfPen, -halfPen, halfPen, halfPen));
            painter->drawRect(iconRect);
        }
    }

private:
    // Whether the text and font are those laid out last; if not, lays them out now.
    bool sameText() const
    {
        const QFont font = getFont();
        if (m_text.text() == mPlottable->name() && font == m_font)
            return true;
        m_font = font;
        m_text.setText(mPlottable->name());
        m_text.setTextFormat(Qt::PlainText);
        m_text.prepare(QTransform(), m_font);
        return false;
    }

    mutable QStaticText m_text;
    mutable QFont m_font;
    mutable QSize m_size, m_icon;
    mutable int m_padding = -1;
    mutable QMargins m_margins;
};

} // namespace

MemoryChart::MemoryChart(Resource resource, QWidget *parent)
    : QCustomPlot(parent)
    , m_resource(resource)
{
    setObjectName(resource == Resource::Vram ? QStringLiteral("vramChart") : QStringLiteral("hostChart"));
    setMinimumHeight(150);
    setMouseTracking(true);
    setAntialiasedElements(QCP::aeNone);
    // A replot marks the chart for the next paint instead of painting it there and then: the
    // three charts of one change are then painted together, once.
    setPlottingHint(QCP::phImmediateRefresh, false);
    // Nothing is drawn on the overlay (no selection rectangle): one paint buffer instead of two
    // to clear on every replot and blend on every paint.
    layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    // The bar lies along x: y carries the single key and shows nothing.
    yAxis->setRange(kBarKey - 0.6, kBarKey + 0.6);
    yAxis->setTicks(false);
    yAxis->setTickLabels(false);
    yAxis->grid()->setVisible(false);
    xAxis->grid()->setVisible(true);
    axisRect()->setMargins(QMargins(8, 4, 12, 0));
    axisRect()->setAutoMargins(QCP::msBottom | QCP::msTop);

    legend->setVisible(true);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setWrap(3); // three columns keep the chart narrow enough for long component names
    legend->setIconSize(12, 12);
    legend->setRowSpacing(0);
    legend->setColumnSpacing(10);
    auto *legendRect = new QCPLayoutGrid;
    plotLayout()->addElement(1, 0, legendRect);
    axisRect()->insetLayout()->take(legend);
    legendRect->addElement(0, 0, legend);
    legendRect->setMargins(QMargins(6, 0, 6, 4));
    plotLayout()->setRowStretchFactor(1, 0.001);

    buildBars();
    legend->clearItems(); // setReport() lists the components this setup holds
    m_capacityLine = new QCPItemStraightLine(this);
    m_capacityLine->setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
    m_capacityLabel = new QCPItemText(this);
    m_capacityLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
    m_capacityLabel->setClipToAxisRect(false);
    connect(this, &QCustomPlot::beforeReplot, this, &MemoryChart::placeCapacityLabel);
    m_bandLine = new QCPItemLine(this);
    m_bandLine->setHead(QCPLineEnding(QCPLineEnding::esBar, 10));
    m_bandLine->setTail(QCPLineEnding(QCPLineEnding::esBar, 10));
    m_bandLine->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
    m_bandLine->setVisible(false);

    connect(this, &QCustomPlot::mouseMove, this, &MemoryChart::showTooltip);
    ChartStyle::apply(this);
    retranslate();
}

size_t MemoryChart::componentCount() const
{
    return m_resource == Resource::Vram ? kVramComponents : kHostComponents;
}

QString MemoryChart::componentName(size_t i) const
{
    return m_resource == Resource::Vram ? Messages::componentName(static_cast<VramComponent>(i))
                                        : Messages::componentName(static_cast<HostComponent>(i));
}

QString MemoryChart::componentHelp(size_t i) const
{
    return m_resource == Resource::Vram ? Messages::componentHelp(static_cast<VramComponent>(i))
                                        : Messages::componentHelp(static_cast<HostComponent>(i));
}

void MemoryChart::buildBars()
{
    QCPBars *below = nullptr;
    for (size_t i = 0; i < componentCount(); ++i) {
        auto *bars = new QCPBars(yAxis, xAxis);
        const QColor color = m_resource == Resource::Vram ? ComponentColors::color(static_cast<VramComponent>(i))
                                                          : ComponentColors::color(static_cast<HostComponent>(i));
        bars->setObjectName(QString::fromLatin1(m_resource == Resource::Vram
                                                    ? componentId(static_cast<VramComponent>(i))
                                                    : componentId(static_cast<HostComponent>(i))));
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(130)));
        bars->setWidth(kBarWidth);
        bars->setStackingGap(0);
        if (below)
            bars->moveAbove(below);
        below = bars;
        m_bars.push_back(bars);
    }
    m_bytes.assign(componentCount(), 0);
}

void MemoryChart::setReport(const MemoryReport &report)
{
    const bool vram = m_resource == Resource::Vram;
    std::vector<double> bytes(componentCount());
    for (size_t i = 0; i < componentCount(); ++i)
        bytes[i] = vram ? report.vram[i] : report.host[i];
    const double capacity = vram ? report.vramCapacity : report.hostCapacity;
    const double total = vram ? report.vramTotal : report.hostTotal;
    const bool banded = vram && report.vramBandHigh > report.vramBandLow;
    const double bandLow = banded ? report.vramBandLow : 0, bandHigh = banded ? report.vramBandHigh : 0;
    // A step of a knob this resource does not depend on (the micro batch, for host RAM)
    // leaves the chart as it is: no replot, no paint.
    if (m_shown && bytes == m_bytes && capacity == m_capacity && total == m_total && bandLow == m_bandLow &&
        bandHigh == m_bandHigh)
        return;
    m_shown = true;
    m_capacity = capacity;
    m_total = total;
    bool legendChanged = false;
    for (size_t i = 0; i < componentCount(); ++i) {
        legendChanged = legendChanged || (m_bytes[i] > 0) != (bytes[i] > 0);
        m_bytes[i] = bytes[i];
        // A calibration that takes bytes away shows in the total and the note, not as a bar below zero.
        m_bars[i]->data()->set({QCPBarsData(kBarKey, std::max(0.0, m_bytes[i]) / ChartStyle::kGiB)}, true);
    }
    // The legend lists only what this setup holds, in component order; the colours never move.
    // Rebuilt only when that list changes: a slider step changes the bytes, rarely the list.
    if (legendChanged || legend->itemCount() == 0) {
        legend->clearItems();
        for (size_t i = 0; i < componentCount(); ++i)
            if (m_bytes[i] > 0)
                legend->addItem(new LegendItem(legend, m_bars[i]));
    }
    retranslate();
    const double top = std::max(m_total, m_capacity) * 1.08 / ChartStyle::kGiB;
    xAxis->setRange(0, std::max(top, 1.0));
    m_capacityLine->point1->setCoords(m_capacity / ChartStyle::kGiB, 0);
    m_capacityLine->point2->setCoords(m_capacity / ChartStyle::kGiB, 1);
    m_capacityLabel->position->setCoords(m_capacity / ChartStyle::kGiB, kBarKey + 0.58);
    // The band: where the total may lie given the modelled components' uncertainty.
    m_bandLow = bandLow;
    m_bandHigh = bandHigh;
    m_bandLine->setVisible(m_bandHigh > 0);
    m_bandLine->start->setCoords(m_bandLow / ChartStyle::kGiB, kBarKey);
    m_bandLine->end->setCoords(m_bandHigh / ChartStyle::kGiB, kBarKey);
    if (m_bandHigh > 0)
        xAxis->setRange(0, std::max(xAxis->range().upper, m_bandHigh * 1.04 / ChartStyle::kGiB));
    replot(QCustomPlot::rpQueuedReplot);
}

std::vector<double> MemoryChart::segmentBytes() const
{
    std::vector<double> out;
    out.reserve(m_bars.size());
    for (const QCPBars *bars : m_bars)
        out.push_back(bars->data()->isEmpty() ? 0 : bars->data()->constBegin()->value * ChartStyle::kGiB);
    return out;
}

// The capacity label sits left of its line; where that would run out of the plot (a host of
// 256 GiB on an axis that runs to a 31 TiB total) it sits right of the line instead.
void MemoryChart::placeCapacityLabel()
{
    const double upper = xAxis->range().upper;
    const double fraction = upper > 0 ? m_capacity / ChartStyle::kGiB / upper : 1;
    const int plotWidth = axisRect()->width() > 0 ? axisRect()->width() : width();
    const int labelWidth = QFontMetrics(m_capacityLabel->font()).horizontalAdvance(m_capacityLabel->text()) + 8;
    const bool roomLeft = fraction * plotWidth >= labelWidth;
    m_capacityLabel->setPositionAlignment((roomLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
}

void MemoryChart::retranslate()
{
    for (size_t i = 0; i < m_bars.size(); ++i)
        m_bars[i]->setName(QStringLiteral("%1  %2").arg(componentName(i), Messages::bytes(m_bytes[i])));
    xAxis->setLabel(m_resource == Resource::Vram ? tr("GiB on each GPU") : tr("GiB of host RAM"));
    m_capacityLabel->setText(tr("usable %1").arg(Messages::bytes(m_capacity)));
}

void MemoryChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        ChartStyle::apply(this);
        m_capacityLine->setPen(QPen(palette().color(QPalette::WindowText), 2, Qt::DashLine));
        m_capacityLabel->setColor(palette().color(QPalette::WindowText));
        m_bandLine->setPen(QPen(palette().color(QPalette::WindowText), 1.5));
        replot(QCustomPlot::rpQueuedReplot);
    } else if (event->type() == QEvent::LanguageChange) {
        retranslate();
        replot(QCustomPlot::rpQueuedReplot);
    }
    QCustomPlot::changeEvent(event);
}

void MemoryChart::showTooltip(QMouseEvent *event)
{
    const double key = yAxis->pixelToCoord(event->pos().y());
    const double value = xAxis->pixelToCoord(event->pos().x()) * ChartStyle::kGiB;
    if (std::abs(key - kBarKey) > kBarWidth / 2 || value < 0) {
        QToolTip::hideText();
        return;
    }
    double start = 0;
    for (size_t i = 0; i < m_bytes.size(); ++i) {
        if (m_bytes[i] <= 0)
            continue;
        if (value < start + m_bytes[i]) {
            const double share = m_total > 0 ? m_bytes[i] / m_total * 100 : 0;
            QToolTip::showText(event->globalPosition().toPoint(),
                               tr("<b>%1</b>: %2 (%3 % of the total)<br/>%4")
                                   .arg(componentName(i).toHtmlEscaped(), Messages::bytes(m_bytes[i]))
                                   .arg(share, 0, 'f', 0)
                                   .arg(componentHelp(i).toHtmlEscaped()),
                               this);
            return;
        }
        start += m_bytes[i];
    }
    QToolTip::hideText();
}

} // namespace headroom
