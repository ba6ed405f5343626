#pragma once
// ConfigView: the opened file's text, read-only, with the lines Headroom read highlighted
// (tooltip: which field each feeds and its value now; a value matched by name or inferred is
// coloured apart from one a tool's rule read), keys it did not understand
// underlined, and a context menu to read such a key as a canonical field.

#include <QHash>
#include <QPlainTextEdit>

namespace headroom {

class SetupController;

class ConfigView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit ConfigView(SetupController *controller, QWidget *parent = nullptr);

    // Fields read from each 1-based line (tests and tooltips).
    QStringList fieldsOnLine(int line) const;
    QString toolTipForLine(int line) const;
    // How the line's values were read: "rule", "name" or "inferred" (its colour); empty if none.
    QString howOnLine(int line) const;
    // A file that could not be read, shown while no other is open: its text, the line that is
    // wrong marked (1-based; 0: none) and scrolled to. The next setup replaces it.
    void showFailedFile(const QString &path, int line, int column);
    // The line marked by showFailedFile (0: none).
    int failedLine() const { return m_failedLine; }

protected:
    bool viewportEvent(QEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void reload();
    void highlight();
    // After a change of the setup: colours the lines again only if the changed ones differ.
    void highlightIfChanged();
    QList<int> changedLines() const;
    int unknownKeyOnLine(int line) const;

    SetupController *m_controller;
    QHash<int, QStringList> m_fieldsByLine;
    QList<int> m_changedLines; // those coloured as changed by the last highlight()
    int m_failedLine = 0;
};

} // namespace headroom
