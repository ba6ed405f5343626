#include "report.h"

namespace headroom {

std::string_view componentId(VramComponent c)
{
    static constexpr std::string_view ids[] = {"weights", "gradients", "optimizer", "master_weights", "ema",
                                               "activations", "logits", "batch", "quant_buffers", "comm_buffers",
                                               "allocator_reserve", "cuda_context", "workspace", "paged_optimizer",
                                               "calibration", "rollout_engine"};
    return ids[static_cast<size_t>(c)];
}

std::string_view componentId(HostComponent c)
{
    static constexpr std::string_view ids[] = {"os", "runtime", "workers", "prefetch", "pinned",
                                               "cache", "model_load", "offload", "shm"};
    return ids[static_cast<size_t>(c)];
}

Verdict verdictFor(double used, double capacity)
{
    if (capacity <= 0 || used > capacity)
        return Verdict::Oom;
    if (used > 0.9 * capacity)
        return Verdict::Tight;
    return Verdict::Fits;
}

Verdict verdictFor(double used, double /*low*/, double high, double capacity)
{
    const Verdict v = verdictFor(used, capacity);
    if (v == Verdict::Fits && capacity > 0 && high > capacity)
        return Verdict::Tight; // the band crosses the capacity: it may not fit
    return v;
}

} // namespace headroom
