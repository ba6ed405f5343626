#include "sweepchart.h"

#include "chartstyle.h"
#include "messages.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace headroom {

namespace {

QColor vramColor() { return QColor(0x4e79a7); }
QColor hostColor() { return QColor(0xf28e2b); }

// The sweep's plot, which draws the current point itself, on top of its layers, when it
// paints: a step that only moves the point repaints the two small rectangles it leaves and
// reaches, not the whole plot (a layer of its own would be cleared and blended whole).
class SweepPlot : public QCustomPlot {
public:
    using QCustomPlot::QCustomPlot;

    void setMarker(QCPGraph *graph) { m_marker = graph; }

    // Where the marker is drawn at the axes' present ranges, with its pen and antialiasing
    // fringe (empty without a current point).
    QRect markerRect() const
    {
        if (!m_marker || m_marker->data()->isEmpty())
            return {};
        const QPointF at = markerAt();
        const double r = m_marker->scatterStyle().size() / 2 + m_marker->scatterStyle().pen().widthF() + 2;
        return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r).toAlignedRect() & axisRect()->rect();
    }

    // Draws `layer` (a buffered one) again and repaints `changed` only, where what the layer
    // draws differs: QCPLayer::replot() would repaint the whole plot, every buffer blended again.
    void replotLayer(QCPLayer *layer, const QRegion &changed)
    {
        QSharedPointer<QCPAbstractPaintBuffer> buffer = bufferOf(layer);
        if (!buffer || hasInvalidatedPaintBuffers()) {
            layer->replot();
            return;
        }
        // What the other layers draw is hidden while the plot draws, except the layer's
        // children's parents (the axis rect and the layout, which draw no fill here): a
        // layerable is drawn only while its parents and their layers are visible. A layer
        // without such a parent is hidden whole; the axes, whose own visibility sets the
        // margins the plot lays out again as it draws, stay visible themselves.
        std::vector<const QCPLayerable *> parents;
        std::vector<const QCPLayer *> parentLayers;
        for (QCPLayerable *child : layer->children())
            for (QCPLayerable *up = child->parentLayerable(); up; up = up->parentLayerable()) {
                parents.push_back(up);
                parentLayers.push_back(up->layer());
            }
        std::vector<QCPLayer *> hiddenLayers;
        std::vector<QCPLayerable *> hidden;
        for (int i = 0; i < layerCount(); ++i) {
            QCPLayer *other = this->layer(i);
            if (other == layer || !other->visible())
                continue;
            if (std::find(parentLayers.begin(), parentLayers.end(), other) == parentLayers.end()) {
                other->setVisible(false);
                hiddenLayers.push_back(other);
                continue;
            }
            for (QCPLayerable *item : other->children())
                if (item->visible() && std::find(parents.begin(), parents.end(), item) == parents.end() &&
                    !qobject_cast<QCPAxis *>(item)) {
                    item->setVisible(false);
                    hidden.push_back(item);
                }
        }
        if (QCPPainter *painter = buffer->startPainting()) {
            // Cleared and drawn within `changed` only (the layer is the same elsewhere): a
            // system clip, which the layers' own clip rectangles narrow but cannot widen.
            QPaintDevice *device = painter->device();
            QPaintEngine *engine = painter->isActive() ? device->paintEngine() : nullptr;
            if (engine) {
                painter->end();
                const double ratio = bufferDevicePixelRatio();
                engine->setSystemClip(QTransform::fromScale(ratio, ratio).map(changed));
                painter->begin(device);
            }
            if (painter->isActive()) {
                painter->setCompositionMode(QPainter::CompositionMode_Source);
                painter->fillRect(QRect(0, 0, device->width(), device->height()), Qt::transparent);
                painter->setCompositionMode(QPainter::CompositionMode_SourceOver);
                m_drawingLayer = true;
                draw(painter);
                m_drawingLayer = false;
                painter->end();
            }
            if (engine)
                engine->setSystemClip(QRegion());
            delete painter;
        }
        buffer->donePainting();
        for (QCPLayer *other : hiddenLayers)
            other->setVisible(true);
        for (QCPLayerable *item : hidden)
            item->setVisible(true);
        update(changed);
    }

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QCustomPlot::paintEvent(event);
        QCPPainter painter(this);
        drawMarker(&painter);
    }

    // toPainter() (the SVG and PDF export) draws through here.
    void draw(QCPPainter *painter) override
    {
        QCustomPlot::draw(painter);
        if (!m_drawingLayer)
            drawMarker(painter);
    }

private:
    // The paint buffer setupPaintBuffers() gave a buffered layer: one for each run of logical
    // layers, one for each buffered layer.
    QSharedPointer<QCPAbstractPaintBuffer> bufferOf(const QCPLayer *target) const
    {
        if (target->mode() != QCPLayer::lmBuffered)
            return {};
        int index = 0;
        for (int i = 0; i < layerCount(); ++i) {
            const QCPLayer *l = layer(i);
            const bool buffered = l->mode() == QCPLayer::lmBuffered;
            if (buffered)
                ++index;
            if (l == target)
                return index < mPaintBuffers.size() ? mPaintBuffers.at(index) : nullptr;
            if (buffered && i + 1 < layerCount() && layer(i + 1)->mode() == QCPLayer::lmLogical)
                ++index;
        }
        return {};
    }

    QPointF markerAt() const
    {
        const QCPGraphData &p = *m_marker->data()->constBegin();
        return m_marker->coordsToPixels(p.key, p.value);
    }

    void drawMarker(QCPPainter *painter) const
    {
        if (!painter->isActive() || !m_marker || m_marker->data()->isEmpty())
            return;
        painter->save();
        painter->setClipRect(axisRect()->rect());
        painter->setAntialiasing(true);
        m_marker->scatterStyle().applyTo(painter, m_marker->pen());
        m_marker->scatterStyle().drawShape(painter, markerAt());
        painter->restore();
    }

    QCPGraph *m_marker = nullptr;
    bool m_drawingLayer = false; // replotLayer(): the layer alone, without the marker
};

QCPItemStraightLine *horizontalLine(QCustomPlot *plot, QCPAxis *valueAxis, const QColor &color)
{
    auto *line = new QCPItemStraightLine(plot);
    line->point1->setAxes(plot->xAxis, valueAxis);
    line->point2->setAxes(plot->xAxis, valueAxis);
    line->setPen(QPen(color, 1.5, Qt::DashLine));
    return line;
}

} // namespace

SweepChart::SweepChart(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sweepChart"));
    m_title = new QLabel(this);
    m_knob = new QComboBox(this);
    m_knob->setObjectName(QStringLiteral("sweepKnob"));
    auto *plot = new SweepPlot(this);
    m_plot = plot;
    m_plot->setObjectName(QStringLiteral("sweepPlot"));
    m_plot->setMinimumHeight(180);
    // Painted with the window's next paint, together with the other charts (see MemoryChart).
    m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
    m_plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical); // one paint buffer (see MemoryChart)

    auto *header = new QHBoxLayout;
    header->addWidget(m_title);
    header->addStretch();
    header->addWidget(m_knob);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_plot, 1);

    m_plot->yAxis2->setVisible(true);
    // The curves have a paint buffer of their own, above the grid and below the lines and
    // labels: a step that changes the curves and nothing around them (a current value between
    // two of the sweep's points) draws only them again.
    m_plot->addLayer(QStringLiteral("curves"), m_plot->layer(QStringLiteral("grid")), QCustomPlot::limAbove);
    m_plot->layer(QStringLiteral("curves"))->setMode(QCPLayer::lmBuffered);
    m_vram = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    m_vram->setLayer(QStringLiteral("curves"));
    m_vram->setPen(QPen(vramColor(), 2));
    m_vram->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 4));
    m_host = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis2);
    m_host->setLayer(QStringLiteral("curves"));
    m_host->setPen(QPen(hostColor(), 2));
    m_host->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, 4));
    m_now = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    // The current point: the plot draws it itself, over everything (SweepPlot). Its graph holds
    // the point and its look, on a layer of its own that is never drawn and has no buffer.
    m_plot->addLayer(QStringLiteral("now"), m_plot->layer(QStringLiteral("overlay")), QCustomPlot::limAbove);
    m_plot->layer(QStringLiteral("now"))->setMode(QCPLayer::lmLogical);
    m_plot->layer(QStringLiteral("now"))->setVisible(false);
    m_now->setLayer(QStringLiteral("now"));
    plot->setMarker(m_now);
    m_now->setLineStyle(QCPGraph::lsNone);
    m_now->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, QColor(0xc62828), 9));
    m_vramCap = horizontalLine(m_plot, m_plot->yAxis, vramColor());
    m_hostCap = horizontalLine(m_plot, m_plot->yAxis2, hostColor());
    m_measured = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    m_measured->setObjectName(QStringLiteral("measuredPoint"));
    m_measured->setLineStyle(QCPGraph::lsNone);
    m_measured->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(QColor(0x6a1b9a), 2), QColor(0xce93d8), 12));
    m_measured->removeFromLegend();
    m_measuredLabel = new QCPItemText(m_plot);
    m_measuredLabel->setObjectName(QStringLiteral("measuredLabel"));
    m_measuredLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    m_measuredLabel->setPadding(QMargins(4, 2, 8, 4));
    m_measuredLabel->setColor(QColor(0x6a1b9a));
    m_measuredLabel->setClipToAxisRect(false);
    m_fitLine = new QCPItemStraightLine(m_plot);
    m_fitLine->setPen(QPen(QColor(0x2e7d32), 2));
    m_fitLabel = new QCPItemText(m_plot);
    m_fitLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_fitLabel->setPadding(QMargins(4, 2, 4, 2));
    m_fitLabel->setColor(QColor(0x2e7d32));
    m_fitLabel->setClipToAxisRect(false);

    m_plot->legend->setVisible(true);
    // Middle left: memory is lowest at the small end of every knob, and the bottom right is
    // where the current and the measured points sit.
    m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignVCenter | Qt::AlignLeft);
    m_now->removeFromLegend();

    connect(m_knob, &QComboBox::currentIndexChanged, this, &SweepChart::redraw);
    // Right of the "largest that fits" line, unless the label would run past the plot there
    // (a long translation, or the line near the right edge): then left of it.
    connect(m_plot, &QCustomPlot::beforeReplot, this, [this] {
        if (m_fitLabel->position->type() != QCPItemPosition::ptPlotCoords)
            return;
        const QFontMetrics metrics(m_fitLabel->font());
        const QMargins pad = m_fitLabel->padding();
        const double width = metrics.horizontalAdvance(m_fitLabel->text()) + pad.left() + pad.right();
        const double x = m_plot->xAxis->coordToPixel(m_largest);
        const double roomRight = m_plot->axisRect()->right() - x, roomLeft = x - m_plot->axisRect()->left();
        const bool right = width <= roomRight || (width > roomLeft && roomRight >= roomLeft);
        m_fitLabel->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
    });
    ChartStyle::apply(m_plot);
    retranslate();
}

QString SweepChart::knobName(SweepKnob knob)
{
    switch (knob) {
    case SweepKnob::MicroBatch: return tr("Micro batch");
    case SweepKnob::SeqLen: return tr("Sequence length");
    case SweepKnob::ImageSize: return tr("Image size (shorter side)");
    case SweepKnob::Frames: return tr("Frames");
    case SweepKnob::Points: return tr("Points");
    }
    return {};
}

SweepKnob SweepChart::knob() const
{
    const QVariant v = m_knob->currentData();
    return v.isValid() ? static_cast<SweepKnob>(v.toInt()) : SweepKnob::MicroBatch;
}

namespace {

bool samePoint(const SweepPoint &a, const SweepPoint &b)
{
    return a.x == b.x && a.vramTotal == b.vramTotal && a.hostTotal == b.hostTotal;
}

bool hasX(const Sweep &s, double x)
{
    return std::any_of(s.points.begin(), s.points.end(), [x](const SweepPoint &p) { return p.x == x; });
}

// Whether `next` draws the curve `shown` draws, the current point aside: the same capacities
// and points, except the point each holds only because it is that sweep's current value. The
// new current value must be a point of the curve on screen, so that its marker sits on a vertex.
bool onlyCurrentMoved(const Sweep &shown, const Sweep &next)
{
    if (shown.knob != next.knob || shown.vramCapacity != next.vramCapacity ||
        shown.hostCapacity != next.hostCapacity || shown.largestFitting != next.largestFitting ||
        !hasX(shown, next.current))
        return false;
    auto curve = [](const Sweep &s, const Sweep &other) {
        std::vector<SweepPoint> out;
        for (const SweepPoint &p : s.points)
            if (p.x != s.current || hasX(other, p.x))
                out.push_back(p);
        return out;
    };
    const std::vector<SweepPoint> a = curve(shown, next), b = curve(next, shown);
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), samePoint);
}

// What the chart draws around a sweep's curves: its axes' ranges and scale, the capacity lines
// and the "largest that fits" line.
struct Frame {
    double xFirst = 0, xLast = 0, yTop = 0, y2Top = 0, vramCap = 0, hostCap = 0, largest = 0;
    bool log = false;
    // Where nothing fits: whether GPU memory, host RAM, fits at some value (the other one then
    // is what fails everywhere).
    bool vramFitsSomewhere = false, hostFitsSomewhere = false;
    bool operator==(const Frame &) const = default;
};

Frame frameOf(const Sweep &s)
{
    Frame f;
    f.vramCap = s.vramCapacity / ChartStyle::kGiB;
    f.hostCap = s.hostCapacity / ChartStyle::kGiB;
    f.largest = s.largestFitting;
    if (s.points.empty())
        return f;
    f.xFirst = s.points.front().x;
    f.xLast = s.points.back().x;
    // Micro batch and the shapes span decades: a log axis keeps the interesting end readable.
    f.log = f.xLast / std::max(1.0, f.xFirst) > 16;
    double vramTop = f.vramCap, hostTop = f.hostCap;
    double vramLow = s.points.front().vramTotal / ChartStyle::kGiB, hostLow = s.points.front().hostTotal / ChartStyle::kGiB;
    for (const SweepPoint &p : s.points) {
        vramTop = std::max(vramTop, p.vramTotal / ChartStyle::kGiB);
        hostTop = std::max(hostTop, p.hostTotal / ChartStyle::kGiB);
        vramLow = std::min(vramLow, p.vramTotal / ChartStyle::kGiB);
        hostLow = std::min(hostLow, p.hostTotal / ChartStyle::kGiB);
        f.vramFitsSomewhere = f.vramFitsSomewhere || p.vramVerdict == Verdict::Fits;
        f.hostFitsSomewhere = f.hostFitsSomewhere || p.hostVerdict == Verdict::Fits;
    }
    // Clip runaway tails at three times the capacity so the region that matters stays large,
    // but never above the lowest point: a curve over capacity everywhere is still drawn.
    f.yTop = std::min(vramTop, std::max(f.vramCap * 3, vramLow * 1.5)) * 1.05 + 0.1;
    f.y2Top = std::min(hostTop, std::max(f.hostCap * 3, hostLow * 1.5)) * 1.05 + 0.1;
    return f;
}

// Where `graph` would draw the curve of `next` differently from the one it holds, in pixels at
// the present axes: each point one of them has and the other has not, with the segments to its
// neighbours, and the pen and scatter around them. (The curve held may still have a point that
// the sweep on record no longer has: a step away from a value off the sweep's grid only moves
// the marker.)
QRect changedSpan(const QCPGraph *graph, const Sweep &next, double SweepPoint::*value)
{
    std::vector<QPointF> held, drawn;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        held.emplace_back(it->key, it->value);
    for (const SweepPoint &p : next.points)
        drawn.emplace_back(p.x, p.*value / ChartStyle::kGiB);
    double left = 0, top = 0, right = -1, bottom = -1;
    auto add = [&](const QPointF &p) {
        const QPointF at = graph->coordsToPixels(p.x(), p.y());
        if (right < left) {
            left = right = at.x();
            top = bottom = at.y();
        }
        left = std::min(left, at.x());
        right = std::max(right, at.x());
        top = std::min(top, at.y());
        bottom = std::max(bottom, at.y());
    };
    auto around = [&](const std::vector<QPointF> &pts, const std::vector<QPointF> &other) {
        for (size_t i = 0; i < pts.size(); ++i) {
            if (std::find(other.begin(), other.end(), pts[i]) != other.end())
                continue;
            for (size_t j = i > 0 ? i - 1 : 0; j <= std::min(i + 1, pts.size() - 1); ++j)
                add(pts[j]);
        }
    };
    around(held, drawn);
    around(drawn, held);
    if (right < left)
        return {};
    const double pad = graph->pen().widthF() + graph->scatterStyle().size() + 2;
    return QRectF(QPointF(left - pad, top - pad), QPointF(right + pad, bottom + pad)).toAlignedRect();
}

} // namespace

void SweepChart::setCurves(const Sweep *s)
{
    QVector<double> xs, vram, host;
    m_now->data()->clear();
    if (s) {
        for (const SweepPoint &p : s->points) {
            xs << p.x;
            vram << p.vramTotal / ChartStyle::kGiB;
            host << p.hostTotal / ChartStyle::kGiB;
            if (p.x == s->current)
                m_now->addData(p.x, p.vramTotal / ChartStyle::kGiB);
        }
    }
    m_vram->setData(xs, vram, true);
    m_host->setData(xs, host, true);
}

void SweepChart::setSweeps(const std::vector<Sweep> &sweeps)
{
    const SweepKnob k = knob();
    auto find = [k](const std::vector<Sweep> &list) {
        return std::find_if(list.begin(), list.end(), [k](const Sweep &s) { return s.knob == k; });
    };
    const auto shown = find(m_sweeps), next = find(sweeps);
    bool sameKnobs = m_sweeps.size() == sweeps.size();
    for (size_t i = 0; sameKnobs && i < sweeps.size(); ++i)
        sameKnobs = m_sweeps[i].knob == sweeps[i].knob;
    if (sameKnobs && shown != m_sweeps.end() && next != sweeps.end() && onlyCurrentMoved(*shown, *next)) {
        // A step of the swept knob itself (the micro-batch slider on the micro-batch sweep):
        // the curve stays, the current point moves; only where it was and where it is repaint.
        auto *plot = static_cast<SweepPlot *>(m_plot);
        const QRect was = plot->markerRect();
        m_now->data()->clear();
        for (const SweepPoint &p : next->points)
            if (p.x == next->current)
                m_now->addData(p.x, p.vramTotal / ChartStyle::kGiB);
        m_sweeps = sweeps;
        m_plot->update(QRegion(was) + plot->markerRect());
        return;
    }
    if (sameKnobs && shown != m_sweeps.end() && next != sweeps.end() && shown->knob == next->knob &&
        frameOf(*shown) == frameOf(*next)) {
        // The curves change and nothing around them does (a step to a value between two of the
        // sweep's points, which the curve then holds): the curves and the current point are
        // drawn again, not the axes, legend and labels.
        auto *plot = static_cast<SweepPlot *>(m_plot);
        QRegion changed = plot->markerRect();
        changed += changedSpan(m_vram, *next, &SweepPoint::vramTotal);
        changed += changedSpan(m_host, *next, &SweepPoint::hostTotal);
        setCurves(&*next);
        m_sweeps = sweeps;
        plot->replotLayer(m_vram->layer(), changed + plot->markerRect());
        return;
    }
    m_sweeps = sweeps;
    // Rebuild the knob list only when the applicable knobs change, keeping the choice.
    bool same = m_knob->count() == static_cast<int>(sweeps.size());
    for (int i = 0; same && i < m_knob->count(); ++i)
        same = m_knob->itemData(i).toInt() == static_cast<int>(sweeps[static_cast<size_t>(i)].knob);
    if (!same) {
        const SweepKnob was = knob();
        const QSignalBlocker block(m_knob);
        m_knob->clear();
        for (const Sweep &s : sweeps) {
            m_knob->addItem(knobName(s.knob), static_cast<int>(s.knob));
            if (s.knob == was)
                m_knob->setCurrentIndex(m_knob->count() - 1);
        }
    }
    redraw();
}

// The measured run in the chart's terms (what nvidia-smi shows): the measured figure plus what
// lies between that metric and the device total (allocator reserve, CUDA context).
void SweepChart::setMeasuredRun(const ResolvedSetup &current, const MemoryReport &report)
{
    const CalibrationFactors &cal = current.setup.calibration;
    const double batch = cal.active && cal.measuredMicroBatch > 0 ? cal.measuredMicroBatch : 0;
    double gib = 0;
    if (batch > 0) {
        const double metric = cal.metric == "reserved"     ? report.vramReserved
                            : cal.metric == "nvidia-smi" ? report.vramTotal
                                                         : report.vramAllocated;
        gib = (cal.measuredBytes + report.vramTotal - metric) / ChartStyle::kGiB;
    }
    // Every report arrives here: replot only when the point moved (the slider loop stays one replot).
    if (batch == m_measuredBatch && gib == m_measuredGib)
        return;
    m_measuredBatch = batch;
    m_measuredGib = gib;
    redraw();
}

void SweepChart::redraw()
{
    const SweepKnob k = knob();
    const auto it = std::find_if(m_sweeps.begin(), m_sweeps.end(), [k](const Sweep &s) { return s.knob == k; });
    const Sweep *shown = it != m_sweeps.end() ? &*it : nullptr;
    const Frame frame = shown ? frameOf(*shown) : Frame();
    m_largest = frame.largest;
    m_vramFitsSomewhere = frame.vramFitsSomewhere;
    m_hostFitsSomewhere = frame.hostFitsSomewhere;
    setCurves(shown);
    m_measured->data()->clear();
    const bool measuredShown = k == SweepKnob::MicroBatch && m_measuredBatch > 0;
    if (measuredShown) {
        m_measured->addData(m_measuredBatch, m_measuredGib);
        m_measuredLabel->position->setCoords(m_measuredBatch, m_measuredGib);
    }
    m_measuredLabel->setVisible(measuredShown);

    m_plot->xAxis->setScaleType(frame.log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
    if (frame.log)
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
    else
        m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    if (shown && !shown->points.empty())
        m_plot->xAxis->setRange(frame.xFirst, frame.xLast);
    m_plot->yAxis->setRange(0, frame.yTop);
    m_plot->yAxis2->setRange(0, frame.y2Top);
    m_vramCap->point1->setCoords(0, frame.vramCap);
    m_vramCap->point2->setCoords(1, frame.vramCap);
    m_hostCap->point1->setCoords(0, frame.hostCap);
    m_hostCap->point2->setCoords(1, frame.hostCap);

    m_fitLine->setVisible(m_largest > 0);
    // The label sits at the top of the "largest that fits" line, or centred when none fits.
    if (m_largest > 0) {
        m_fitLine->point1->setCoords(m_largest, 0);
        m_fitLine->point2->setCoords(m_largest, 1);
        m_fitLabel->position->setType(QCPItemPosition::ptPlotCoords);
        m_fitLabel->position->setCoords(m_largest, m_plot->yAxis->range().upper);
    } else {
        m_fitLabel->position->setType(QCPItemPosition::ptAxisRectRatio);
        m_fitLabel->position->setCoords(0.5, 0.02);
        m_fitLabel->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    }
    retranslate();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void SweepChart::retranslate()
{
    m_title->setText(tr("<b>Memory against one knob</b>"));
    m_knob->setToolTip(tr("The knob to sweep; everything else stays as set"));
    for (int i = 0; i < m_knob->count(); ++i)
        m_knob->setItemText(i, knobName(static_cast<SweepKnob>(m_knob->itemData(i).toInt())));
    m_plot->xAxis->setLabel(knobName(knob()));
    m_plot->yAxis->setLabel(tr("GiB on each GPU"));
    m_plot->yAxis2->setLabel(tr("GiB of host RAM"));
    m_vram->setName(tr("GPU memory"));
    m_host->setName(tr("Host RAM"));
    m_measuredLabel->setText(tr("calibrated from your run"));
    // (where nothing fits, the resource that fails at every value, when it is only one)
    m_fitLabel->setText(m_largest > 0                                 ? tr("Largest that fits: %1").arg(m_largest)
                        : m_vramFitsSomewhere && !m_hostFitsSomewhere ? tr("Host RAM does not fit at any value in this range")
                        : m_hostFitsSomewhere && !m_vramFitsSomewhere ? tr("GPU memory does not fit at any value in this range")
                                                                      : tr("Nothing in this range fits"));
}

void SweepChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        // The plot, a child, receives the new palette after this widget: style it once it has.
        QTimer::singleShot(0, this, [this] {
            ChartStyle::apply(m_plot);
            m_plot->replot(QCustomPlot::rpQueuedReplot);
        });
    } else if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_plot->replot(QCustomPlot::rpQueuedReplot);
    }
    QWidget::changeEvent(event);
}

} // namespace headroom
