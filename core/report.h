#pragma once
// MemoryReport: bytes per named component for one GPU and for the host, with verdicts.

#include "diagnostic.h"
#include "enums.h"

#include <array>
#include <string_view>

namespace headroom {

enum class VramComponent { Weights, Gradients, Optimizer, MasterWeights, Ema, Activations, Logits, Batch,
                           QuantBuffers, CommBuffers, AllocatorReserve, CudaContext, Workspace, PagedOptimizer,
                           Calibration, RolloutEngine, Count };
enum class HostComponent { Os, Runtime, Workers, Prefetch, Pinned, Cache, ModelLoad, Offload, Shm, Count };

constexpr size_t kVramComponents = static_cast<size_t>(VramComponent::Count);
constexpr size_t kHostComponents = static_cast<size_t>(HostComponent::Count);

// docs/cli.md's component ids ("weights", "allocator_reserve", "os", "shm", …).
std::string_view componentId(VramComponent c);
std::string_view componentId(HostComponent c);

// Which moment of a step holds the most GPU memory.
// Load: every rank holds the full checkpoint before sharding it (parallel.full_load).
// Rollout: a colocated generation engine awake beside the training's resident states.
enum class PeakPhase { ForwardBackward, OptimizerStep, Load, Rollout };

struct MemoryReport {
    std::array<double, kVramComponents> vram{}; // bytes on one GPU at its peak
    std::array<double, kHostComponents> host{}; // bytes on one machine at its peak
    // ± bytes of each VRAM component: 0 for arithmetic (weights, optimizer states), a band for
    // what is modelled (activations, allocator reserve, workspace, …).
    std::array<double, kVramComponents> vramBand{};

    double vramAllocated = 0; // torch.cuda.max_memory_allocated()
    double vramReserved = 0;  // torch.cuda.max_memory_reserved()
    double vramTotal = 0;     // what nvidia-smi shows at the peak
    double vramBandLow = 0;   // vramTotal less every component's band
    double vramBandHigh = 0;  // vramTotal plus every component's band
    double pagedEvicted = 0;  // paged optimizer states that do not fit and live in host RAM
    double taskAlignedOnGpu = 0; // of the logits and loss: a task-aligned assignment's share on the GPU
    double vramCapacity = 0;
    double hostTotal = 0;
    double hostCapacity = 0;
    Verdict vramVerdict = Verdict::Fits;
    Verdict hostVerdict = Verdict::Fits;
    Verdict verdict = Verdict::Fits;
    PeakPhase phase = PeakPhase::ForwardBackward;
    // False when the model is not identified: only the components that do not need it are
    // filled in, the GPU totals are unknown and `verdict` is the host's alone.
    bool vramKnown = true;
    // False when a host component's size is not known (a RAM cache of a dataset whose size is not
    // given counts 0 bytes): hostTotal is then a floor and hostVerdict that floor's, so a host
    // that "fits" is not known to; hostVerdictKnown() says when a verdict stands.
    bool hostKnown = true;

    long long effectiveBatch = 0;
    int processesPerNode = 1;
    double sampleBytes = 0;       // one sample as the DataLoader yields it
    double batchBytes = 0;        // one micro batch
    double shmNeededBytes = 0;    // /dev/shm the workers' batches pass through
    double cacheBytesPerCopy = 0; // one cache at its worst
    int cacheCopies = 0;          // how many processes hold a cache
    double tokensPerSample = 0;   // sequence the model sees (text + image tokens)
    double offloadedPerGpu = 0;   // optimizer state / parameters moved from each GPU to host RAM
    double cacheFillEpochs = 0;   // epochs until each cache copy reaches its worst case (0: no cache)
    double cacheCapThatFits = 0;  // the largest cap per copy that keeps host RAM at "fits"; <0: none
    double shmCapacityBytes = 0;  // a container's /dev/shm (0: the host's, no limit of its own)
    bool shmTooSmall = false;     // workers will die with a bus error
    double hostProcessBytes = 0;  // training processes and their workers during training (no OS, no loading)

    // Whether hostVerdict is the host's verdict: a floor over the capacity is OOM whatever the
    // unknown part adds; below it, the unknown part may be anything.
    bool hostVerdictKnown() const { return hostKnown || hostVerdict == Verdict::Oom; }
    // Whether `verdict` stands: both sides known, or one known to be OOM.
    bool verdictKnown() const
    {
        return (vramKnown && hostVerdictKnown()) || (vramKnown && vramVerdict == Verdict::Oom) ||
               hostVerdict == Verdict::Oom;
    }

    double vramOf(VramComponent c) const { return vram[static_cast<size_t>(c)]; }
    double hostOf(HostComponent c) const { return host[static_cast<size_t>(c)]; }
};

// Verdict rule of docs/cli.md: fits ≤ 90 %, tight ≤ 100 %, OOM above.
Verdict verdictFor(double used, double capacity);
// The same with the estimate's band [low, high]: an estimate that fits but whose band crosses
// the capacity is tight; one over the capacity stays OOM.
Verdict verdictFor(double used, double low, double high, double capacity);

} // namespace headroom
