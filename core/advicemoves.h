#pragma once
// The changes the advisor combines into fixes (docs/advice.md): one per knob, each tagged with
// the resource it relieves, with values a person would choose (round cache caps, micro batches
// that keep the effective batch, workers within the cores).

#include "coefficients.h"
#include "report.h"
#include "resolve.h"

#include <functional>
#include <string>
#include <vector>

namespace headroom {

enum class MoveRole { Vram, Host, Speed, LastResort };

struct Move {
    std::string knob;  // a combination changes each knob once
    MoveRole role = MoveRole::Vram;
    double weight = 1; // how unusual the change is for the user's run (ranking)
    bool capsCache = false; // the cache cap is chosen after the other changes (capCache)
    std::function<void(TrainingSetup &)> apply;
};

// Changes that relieve GPU memory; `lastResort` adds smaller inputs and a bigger GPU.
std::vector<Move> vramMoves(const ResolvedSetup &r, const std::vector<const GpuSpec *> &bigger);

// Changes that relieve host RAM.
std::vector<Move> hostMoves(const ResolvedSetup &r);

// Changes that only make a step faster (mixed precision, more workers when loading sets the
// pace, a bigger micro batch where memory allows).
std::vector<Move> speedMoves(const ResolvedSetup &r, bool dataBound);

// Round cache sizes a person would type, GiB, ascending.
const std::vector<double> &roundCacheCaps();

// The smallest hit rate at which a RAM cache still earns its memory; a cap below it is not a fix.
constexpr double kMinUsefulHitRate = 0.1;

// All caches together stay within this share of the RAM (seed 002: 50-80 GB on a 256 GB host).
constexpr double kMaxCacheShareOfRam = 0.3;

// Caps `r`'s cache at the largest round size that keeps both resources at `want` or better,
// whose caches together stay within kMaxCacheShareOfRam of the RAM and that still hits at least
// kMinUsefulHitRate. False (and `r` unchanged) where no such cap exists.
bool capCache(ResolvedSetup &r, const Coefficients &c, Verdict want, MemoryReport *report);

} // namespace headroom
