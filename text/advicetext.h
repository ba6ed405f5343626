#pragma once
// The sentence for each advice code, with this setup's numbers, in the current language.

#include "advise.h"

#include <QCoreApplication>
#include <QString>

namespace headroom {

class AdviceText {
    Q_DECLARE_TR_FUNCTIONS(AdviceText)
public:
    // A short title ("Gradient checkpointing") and the full advice with its numbers.
    static QString title(const AdviceItem &item);
    static QString sentence(const AdviceItem &item);
    // "saves 6.2 GiB of GPU memory, ~25 % slower" (empty for notes and checks).
    static QString effect(const AdviceItem &item);
    // What an "also worth it" change gains: "~44 % faster, saves 7.3 GiB of GPU memory".
    static QString gains(const Recommendation &rec);
    // "loading the data sets the pace", for a recommendation after which the GPU waits for data.
    static QString loadingSetsThePace();
};

} // namespace headroom
