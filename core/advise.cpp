#include "advise.h"

#include "estimate.h"
#include "fields.h"

namespace headroom {

AdviceResult advise(const ResolvedSetup &setup, const Catalog &, const Coefficients &c, const AdviseOptions &)
{
    AdviceResult out;
    out.current = estimate(setup, c);
    return out;
}

void applyChanges(TrainingSetup &setup, const std::vector<FieldChange> &changes)
{
    Source src;
    src.kind = Source::Kind::Set;
    src.keyPath = "advice";
    for (const FieldChange &ch : changes)
        setField(setup, ch.field, ch.to, src);
}

} // namespace headroom
