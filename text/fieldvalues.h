#pragma once
// A canonical field's value as a person reads it, in the current language: "on" for `true`,
// "single GPU" for `single`, "BF16 mixed" for `bf16-mixed`, numbers in the locale's format.
// The controls, the recommendations and the text report show values through this; --set,
// JSON and the files keep the canonical spellings.

#include "advise.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace headroom {

class FieldValues {
    Q_DECLARE_TR_FUNCTIONS(FieldValues)
public:
    // `canonical` (as fieldValue() prints it) worded for `field`; numbers in QLocale()'s
    // format; a value with no wording of its own (a GPU id, a module list) unchanged.
    static QString display(const QString &field, const QString &canonical);
    // "Cached frozen features: off → on" (the field's label, the worded values).
    static QString change(const FieldChange &change);
    // The values with their own wording (closed vocabularies and booleans), for the tests.
    static QStringList wordedValues(const QString &field);
};

} // namespace headroom
