#pragma once
// The window's name and one-line help for each canonical field it shows (controls, the
// config view's tooltips, the export diff).

#include <QCoreApplication>
#include <QString>

namespace headroom {

class FieldLabels {
    Q_DECLARE_TR_FUNCTIONS(FieldLabels)
public:
    // "Micro batch per GPU"; the canonical name itself for fields without a label.
    // The label without its keyboard accelerator: "Micro &batch" → "Micro batch", and the CJK
    // form "마이크로 배치(&B)" → "마이크로 배치".
    static QString plainLabel(const QString &field);
    static QString label(const QString &field);
    // What the field changes in memory; empty when there is nothing to say.
    static QString help(const QString &field);
};

} // namespace headroom
