#pragma once
// VerdictBadge: "FITS / TIGHT / OOM" for one resource, worded and coloured (never colour
// alone), with the used and usable bytes beside it.

#include "report.h"

#include "steadylabel.h"

namespace headroom {

class VerdictBadge : public SteadyLabel {
    Q_OBJECT
public:
    explicit VerdictBadge(QWidget *parent = nullptr);
    // `known` false: `used` is a floor (a part of unknown size is not in it) and the verdict is
    // not known; the badge says "unknown" and "at least", in the tight colour.
    void setVerdict(Verdict verdict, double used, double capacity, bool known = true);
    Verdict verdict() const { return m_verdict; }

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    QSize textSize() const override;

private:
    void refresh();
    QFont wordFont() const;
    QString m_word, m_numbers; // what is painted: "OOM" in its box, then the bytes
    Verdict m_verdict = Verdict::Fits;
    double m_used = 0, m_capacity = 0;
    bool m_set = false;
    bool m_known = true;
};

} // namespace headroom
