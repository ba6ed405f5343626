#pragma once
// ModelRequest: what the window shows in place of the GPU chart when the config's model is
// not identified. It says which model the file names, and offers the three ways to complete
// the estimate: pick a catalog model (searchable), give the model's size and kind, or load
// the model's config.json or a model card.

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace headroom {

class SetupController;

class ModelRequest : public QWidget {
    Q_OBJECT
public:
    explicit ModelRequest(SetupController *controller, QWidget *parent = nullptr);

    // Each returns false (and says why in the panel) when the input is not usable.
    bool useCatalogModel(const QString &presetId);
    bool useSize(const QString &params, const QString &kind);
    // A Hugging Face config.json or a headroom-probe model card: its model fields are applied.
    bool useModelFile(const QString &path);

    QString problem() const; // the last input problem, empty when none

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void fillPicker();
    void setProblem(const QString &text);

    SetupController *m_controller;
    QLabel *m_title = nullptr;
    QLabel *m_text = nullptr;
    QLabel *m_pickLabel = nullptr;
    QLabel *m_sizeLabel = nullptr;
    QLabel *m_fileLabel = nullptr;
    QLabel *m_problem = nullptr;
    QComboBox *m_picker = nullptr;
    QPushButton *m_usePick = nullptr;
    QLineEdit *m_params = nullptr;
    QComboBox *m_kind = nullptr;
    QPushButton *m_useSize = nullptr;
    QPushButton *m_loadFile = nullptr;
};

} // namespace headroom
