#pragma once
// GuidancePanel: the advisor's advice for the current setup (sentences with numbers) and
// its ranked recommendations, each with an Apply button that moves the controls.

#include "advise.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace headroom {

class SetupController;

class GuidancePanel : public QWidget {
    Q_OBJECT
public:
    explicit GuidancePanel(SetupController *controller, QWidget *parent = nullptr);


protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QWidget *recommendationRow(int index, const Recommendation &rec);
    QWidget *alsoWorthItRow(const Recommendation &rec);
    QString changesText(const Recommendation &rec) const;

    SetupController *m_controller;
    void addNotes();

    QLabel *m_notesTitle = nullptr;
    QVBoxLayout *m_notesLayout = nullptr;
    QLabel *m_adviceTitle = nullptr;
    QLabel *m_recommendationsTitle = nullptr;
    QLabel *m_alsoTitle = nullptr;
    QWidget *m_content = nullptr;
    QVBoxLayout *m_adviceLayout = nullptr;
    QVBoxLayout *m_recommendationsLayout = nullptr;
    QVBoxLayout *m_alsoLayout = nullptr;
};

} // namespace headroom
