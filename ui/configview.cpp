#include "configview.h"

#include "fieldlabels.h"
#include "fields.h"
#include "setupcontroller.h"
#include "yamlutil.h"

#include <QContextMenuEvent>
#include <QFile>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QMenu>
#include <QTextBlock>
#include <QToolTip>

#include <algorithm>

namespace headroom {

ConfigView::ConfigView(SetupController *controller, QWidget *parent)
    : QPlainTextEdit(parent)
    , m_controller(controller)
{
    setObjectName(QStringLiteral("configView"));
    setReadOnly(true);
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Read-only, but the keyboard can still move through it and select text to copy.
    setTextInteractionFlags(Qt::TextSelectableByKeyboard | Qt::TextSelectableByMouse);
    connect(controller, &SetupController::configLoaded, this, &ConfigView::reload);
    connect(controller, &SetupController::setupChanged, this, &ConfigView::highlightIfChanged);
}

void ConfigView::showFailedFile(const QString &path, int line, int column)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > static_cast<qint64>(kMaxFileBytes)) {
        clear();
        return;
    }
    setPlainText(QString::fromUtf8(file.readAll()));
    m_fieldsByLine.clear();
    m_failedLine = line;
    if (line <= 0) {
        setExtraSelections({});
        return;
    }
    QTextCharFormat format;
    format.setBackground(QColor(0xc62828).lighter(170));
    format.setProperty(QTextFormat::FullWidthSelection, true);
    QTextEdit::ExtraSelection sel;
    sel.cursor = QTextCursor(document()->findBlockByNumber(line - 1));
    sel.format = format;
    setExtraSelections({sel});
    QTextCursor cursor(document()->findBlockByNumber(line - 1));
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::max(0, column - 1));
    setTextCursor(cursor);
    centerCursor();
}

void ConfigView::reload()
{
    m_failedLine = 0;
    setPlainText(QString::fromStdString(m_controller->config().text));
    m_fieldsByLine.clear();
    for (const auto &[field, source] : m_controller->config().setup.sources)
        if ((source.kind == Source::Kind::File || !source.how.empty()) && source.line > 0)
            m_fieldsByLine[source.line] << QString::fromStdString(field);
    highlight();
}

QStringList ConfigView::fieldsOnLine(int line) const
{
    return m_fieldsByLine.value(line);
}

int ConfigView::unknownKeyOnLine(int line) const
{
    const auto &unknown = m_controller->config().unknownKeys;
    for (size_t i = 0; i < unknown.size(); ++i)
        if (unknown[i].line == line)
            return static_cast<int>(i);
    return -1;
}

QList<int> ConfigView::changedLines() const
{
    QList<int> lines;
    for (auto it = m_fieldsByLine.constBegin(); it != m_fieldsByLine.constEnd(); ++it)
        if (std::any_of(it.value().begin(), it.value().end(), [this](const QString &f) { return m_controller->isChanged(f); }))
            lines << it.key();
    std::sort(lines.begin(), lines.end());
    return lines;
}

// Every slider step changes the setup; most leave the same lines changed from the file
// (the micro batch's line stays changed from 4 to 5 to 6), and then nothing is coloured again.
void ConfigView::highlightIfChanged()
{
    if (changedLines() != m_changedLines)
        highlight();
}

void ConfigView::highlight()
{
    m_changedLines = changedLines();
    const QPalette pal = palette();
    QColor read = pal.color(QPalette::Highlight);
    read.setAlpha(45);
    QColor changed(0xf9a825);
    changed.setAlpha(90);
    // Matched by name and inferred values look different from those a tool's rule read.
    QColor byName(0x00897b);
    byName.setAlpha(55);
    QColor inferred(0x8e24aa);
    inferred.setAlpha(45);
    QList<QTextEdit::ExtraSelection> selections;
    auto lineSelection = [this](int line, const QTextCharFormat &format) {
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(document()->findBlockByNumber(line - 1));
        sel.cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        sel.format = format;
        return sel;
    };
    for (auto it = m_fieldsByLine.constBegin(); it != m_fieldsByLine.constEnd(); ++it) {
        bool isChanged = false;
        for (const QString &f : it.value())
            isChanged = isChanged || m_controller->isChanged(f);
        const QString how = howOnLine(it.key());
        QTextCharFormat format;
        format.setBackground(isChanged ? changed : how == QLatin1String("name") ? byName : how == QLatin1String("inferred") ? inferred : read);
        format.setProperty(QTextFormat::FullWidthSelection, true);
        if (isChanged)
            format.setFontWeight(QFont::Bold);
        selections << lineSelection(it.key(), format);
    }
    for (const UnknownKey &key : m_controller->config().unknownKeys) {
        if (key.line <= 0)
            continue;
        QTextCharFormat format;
        format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        format.setUnderlineColor(QColor(0xe65100));
        selections << lineSelection(key.line, format);
    }
    setExtraSelections(selections);
}

QString ConfigView::howOnLine(int line) const
{
    // A rule's reading wins the line's colour over a name's, and a name's over an inference.
    QString out;
    const auto &sources = m_controller->config().setup.sources;
    for (const QString &field : m_fieldsByLine.value(line)) {
        // highlight() can run for a new setup before reload() has re-read the lines.
        const auto src = sources.find(field.toStdString());
        if (src == sources.end())
            continue;
        const std::string &how = src->second.how;
        if (how.empty())
            return QStringLiteral("rule");
        if (how == "name" || out.isEmpty())
            out = QString::fromStdString(how);
    }
    return out;
}

QString ConfigView::toolTipForLine(int line) const
{
    QStringList parts;
    for (const QString &field : m_fieldsByLine.value(line)) {
        const auto &src = m_controller->config().setup.sources.at(field.toStdString());
        QString text = tr("<b>%1</b> feeds <b>%2</b> (%3)")
                           .arg(QString::fromStdString(src.keyPath).toHtmlEscaped(), field,
                                FieldLabels::plainLabel(field).toHtmlEscaped());
        if (src.how == "name")
            text += QStringLiteral("<br/>") + tr("Matched by its name, not by a rule for this tool: check it means what Headroom took it for.");
        else if (src.how == "inferred")
            text += QStringLiteral("<br/>") + tr("Inferred from this line, not stated by it: %1").arg(QString::fromStdString(src.note).toHtmlEscaped());
        if (m_controller->isChanged(field))
            text += QStringLiteral("<br/>") +
                    tr("Changed in the window to <b>%1</b>").arg(m_controller->fieldValue(field).toHtmlEscaped());
        parts << text;
    }
    const int unknown = unknownKeyOnLine(line);
    if (unknown >= 0)
        parts << tr("Headroom does not use <b>%1</b>. Right-click to read it as one of its fields.")
                     .arg(QString::fromStdString(m_controller->config().unknownKeys[static_cast<size_t>(unknown)].keyPath)
                              .toHtmlEscaped());
    return parts.join(QStringLiteral("<br/>"));
}

bool ConfigView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int line = cursorForPosition(help->pos()).blockNumber() + 1;
        const QString tip = toolTipForLine(line);
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, viewport());
        return true;
    }
    return QPlainTextEdit::viewportEvent(event);
}

void ConfigView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu *menu = createStandardContextMenu(event->pos());
    const int unknown = unknownKeyOnLine(cursorForPosition(event->pos()).blockNumber() + 1);
    if (unknown >= 0) {
        const UnknownKey key = m_controller->config().unknownKeys[static_cast<size_t>(unknown)];
        menu->addSeparator();
        QMenu *map = menu->addMenu(tr("Read “%1” as").arg(QString::fromStdString(key.keyPath)));
        // A key Headroom did not recognise can still be read as any canonical field.
        for (const FieldInfo &info : canonicalFields()) {
            const QString field = QString::fromLatin1(info.name.data(), static_cast<qsizetype>(info.name.size()));
            map->addAction(field, this, [this, field, key] {
                if (!m_controller->setField(field, QString::fromStdString(key.value)))
                    QToolTip::showText(QCursor::pos(), tr("“%1” is not a valid value for %2")
                                                           .arg(QString::fromStdString(key.value), field));
            });
        }
    }
    menu->exec(event->globalPos());
    delete menu;
}

void ConfigView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        highlight();
    QPlainTextEdit::changeEvent(event);
}

} // namespace headroom
