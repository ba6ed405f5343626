#pragma once
// ExportDialog: the user's own config with the changed fields patched in, shown as a diff
// before anything is written. Save As is the default; overwriting the original needs its
// own button and a confirmation, and keeps a .bak.

#include "advise.h"
#include "config.h"

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace headroom {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    ExportDialog(const LoadedConfig &config, const std::vector<FieldChange> &changes, QWidget *parent = nullptr);

    bool isValid() const { return m_valid; }
    QString patchedText() const { return QString::fromStdString(m_patched); }
    // Writes the patched file (atomically). `inPlace` allows replacing the original; an original
    // that changed on disk since it was read is only replaced with `overwriteChanged`.
    bool saveTo(const QString &path, bool inPlace, QString *error = nullptr, bool overwriteChanged = false);
    // Whether the last saveTo() failed because the original changed on disk.
    bool changedOnDisk() const { return m_changedOnDisk; }
    QString savedPath() const { return m_savedPath; }

    // A unified line diff of two texts ("- old", "+ new", "  same"), context lines around changes.
    static QStringList lineDiff(const QStringList &before, const QStringList &after, int context = 3);

private:
    void saveAs();
    void overwrite();
    void showDiff();

    const LoadedConfig &m_config;
    std::string m_patched;
    bool m_valid = false;
    bool m_changedOnDisk = false;
    QString m_savedPath;
    QLabel *m_summary = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QPushButton *m_saveAs = nullptr;
    QPushButton *m_overwrite = nullptr;
};

} // namespace headroom
