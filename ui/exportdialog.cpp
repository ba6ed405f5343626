#include "exportdialog.h"

#include "fieldvalues.h"
#include "messages.h"
#include "savefile.h"
#include "settings.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom {

ExportDialog::ExportDialog(const LoadedConfig &config, const std::vector<FieldChange> &changes, QWidget *parent)
    : QDialog(parent)
    , m_config(config)
{
    setObjectName(QStringLiteral("exportDialog"));
    setWindowTitle(tr("Export the config"));
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_diff = new QPlainTextEdit(this);
    m_diff->setObjectName(QStringLiteral("exportDiff"));
    m_diff->setReadOnly(true);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_saveAs = buttons->addButton(tr("Save &As…"), QDialogButtonBox::AcceptRole);
    m_saveAs->setObjectName(QStringLiteral("exportSaveAs"));
    m_saveAs->setDefault(true);
    m_overwrite = buttons->addButton(tr("&Overwrite the original…"), QDialogButtonBox::DestructiveRole);
    m_overwrite->setObjectName(QStringLiteral("exportOverwrite"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_saveAs, &QPushButton::clicked, this, &ExportDialog::saveAs);
    connect(m_overwrite, &QPushButton::clicked, this, &ExportDialog::overwrite);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_diff, 1);
    layout->addWidget(buttons);
    resize(760, 520);

    QStringList changed;
    for (const FieldChange &c : changes)
        changed << FieldValues::change(c);
    Diagnostics diags;
    m_valid = exportConfig(config, changes, m_patched, diags);
    if (!m_valid) {
        QStringList errors;
        for (const Diagnostic &d : diags)
            errors << Messages::diagnostic(d);
        m_summary->setText(tr("These changes cannot be written into %1:").arg(QFileInfo(QString::fromStdString(config.path)).fileName()));
        m_diff->setPlainText(errors.join(QLatin1Char('\n')));
        m_saveAs->setEnabled(false);
        m_overwrite->setEnabled(false);
        return;
    }
    QString summary = changes.empty() ? tr("Nothing changed: the file would be written as it is.")
                                      : tr("Changed: %1").arg(changed.join(QStringLiteral("; ")));
    // A change the file cannot express is said here, not dropped in silence.
    for (const Diagnostic &d : diags)
        if (d.severity == Diagnostic::Severity::Warning && d.code.rfind("export.", 0) == 0)
            summary += QLatin1Char('\n') + Messages::diagnostic(d);
    m_summary->setText(summary);
    showDiff();
}

QStringList ExportDialog::lineDiff(const QStringList &a, const QStringList &b, int context)
{
    // Longest common subsequence over lines: configs are short, O(n·m) is instant.
    const qsizetype n = a.size(), m = b.size();
    std::vector<std::vector<int>> lcs(static_cast<size_t>(n + 1), std::vector<int>(static_cast<size_t>(m + 1), 0));
    for (qsizetype i = n - 1; i >= 0; --i)
        for (qsizetype j = m - 1; j >= 0; --j)
            lcs[size_t(i)][size_t(j)] = a[i] == b[j] ? lcs[size_t(i + 1)][size_t(j + 1)] + 1
                                                     : std::max(lcs[size_t(i + 1)][size_t(j)], lcs[size_t(i)][size_t(j + 1)]);
    QStringList all;
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] == b[j]) {
            all << QStringLiteral("  ") + a[i];
            ++i, ++j;
        } else if (j < m && (i == n || lcs[size_t(i)][size_t(j + 1)] >= lcs[size_t(i + 1)][size_t(j)])) {
            all << QStringLiteral("+ ") + b[j++];
        } else {
            all << QStringLiteral("- ") + a[i++];
        }
    }
    // Keep `context` unchanged lines around each change; elide the rest.
    QStringList out;
    qsizetype lastKept = -1;
    for (qsizetype k = 0; k < all.size(); ++k) {
        bool keep = false;
        for (qsizetype d = std::max<qsizetype>(0, k - context); d <= std::min(all.size() - 1, k + context) && !keep; ++d)
            keep = !all[d].startsWith(QLatin1String("  "));
        if (!keep)
            continue;
        if (lastKept >= 0 && k > lastKept + 1)
            out << QStringLiteral("  …");
        out << all[k];
        lastKept = k;
    }
    return out;
}

void ExportDialog::showDiff()
{
    const QString before = QString::fromStdString(m_config.text);
    const QStringList diff = lineDiff(before.split(QLatin1Char('\n')), patchedText().split(QLatin1Char('\n')));
    m_diff->setPlainText(diff.join(QLatin1Char('\n')));
    QList<QTextEdit::ExtraSelection> marks;
    for (QTextBlock block = m_diff->document()->begin(); block.isValid(); block = block.next()) {
        const QChar first = block.text().isEmpty() ? QLatin1Char(' ') : block.text().at(0);
        if (first != QLatin1Char('+') && first != QLatin1Char('-'))
            continue;
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(block);
        QColor color = first == QLatin1Char('+') ? QColor(0x2e7d32) : QColor(0xc62828);
        color.setAlpha(60);
        sel.format.setBackground(color);
        sel.format.setProperty(QTextFormat::FullWidthSelection, true);
        marks << sel;
    }
    m_diff->setExtraSelections(marks);
}

bool ExportDialog::saveTo(const QString &path, bool inPlace, QString *error, bool overwriteChanged)
{
    SaveOptions options;
    options.inputPath = m_config.path;
    options.inputStamp = m_config.stamp;
    options.inPlace = inPlace;
    options.overwriteChanged = overwriteChanged;
    m_changedOnDisk = false;
    // The file dialog already asked before replacing some other file; the original itself is
    // only ever replaced through `inPlace`.
    const QFileInfo target(path), input(QString::fromStdString(m_config.path));
    options.force = !(target.exists() && input.exists() && target.canonicalFilePath() == input.canonicalFilePath());
    Diagnostics diags;
    if (!saveConfigFile(path.toStdString(), m_patched, options, diags)) {
        m_changedOnDisk = std::any_of(diags.begin(), diags.end(), [](const Diagnostic &d) { return d.code == "save.changed_on_disk"; });
        if (error) {
            QStringList lines;
            for (const Diagnostic &d : diags)
                lines << Messages::diagnostic(d);
            *error = lines.join(QLatin1Char('\n'));
        }
        return false;
    }
    m_savedPath = path;
    return true;
}

void ExportDialog::saveAs()
{
    const QFileInfo in(QString::fromStdString(m_config.path));
    const QString suggested = in.dir().filePath(in.completeBaseName() + QStringLiteral(".headroom.") + in.suffix());
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the patched config as"), suggested);
    if (path.isEmpty())
        return;
    QString error;
    if (QFileInfo(path) == in) {
        overwrite();
        return;
    }
    if (!saveTo(path, false, &error)) {
        QMessageBox::warning(this, tr("Export the config"), error);
        return;
    }
    accept();
}

void ExportDialog::overwrite()
{
    const QString original = QString::fromStdString(m_config.path);
    if (QMessageBox::question(this, tr("Overwrite the original?"),
                              tr("Replace %1 with the patched text? The old file is kept as %1.bak.").arg(original),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
        return;
    QString error;
    bool saved = saveTo(original, true, &error);
    if (!saved && m_changedOnDisk &&
        QMessageBox::question(this, tr("The file changed on disk"),
                              tr("%1 was changed by another program after Headroom read it. Replace it anyway? "
                                 "Its current text is kept as %1.bak.")
                                  .arg(original),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) == QMessageBox::Yes)
        saved = saveTo(original, true, &error, true);
    else if (!saved && m_changedOnDisk)
        return;
    if (!saved) {
        QMessageBox::warning(this, tr("Export the config"), error);
        return;
    }
    accept();
}

} // namespace headroom
