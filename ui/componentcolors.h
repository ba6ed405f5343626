#pragma once
// One colour per component id, the same in every chart and legend. Mid-tone colours that
// read on both light and dark backgrounds.

#include "report.h"

#include <QColor>

namespace headroom {

class ComponentColors {
public:
    static QColor color(VramComponent c);
    static QColor color(HostComponent c);
    // Verdict badge colours: background, and a text colour that contrasts with it.
    static QColor verdictBackground(Verdict v);
    static QColor verdictText(Verdict v);
};

} // namespace headroom
