#pragma once
// Host RAM of one machine: OS, training processes, DataLoader workers, batches in flight,
// caches, checkpoint loading and offloaded optimizer state.

#include "coefficients.h"
#include "report.h"
#include "resolve.h"

namespace headroom {

// Bytes of one sample as the DataLoader yields it: data.sample_bytes, else from the shapes
// (float32 images or frames, float32 point clouds, int64 token ids).
double sampleBytesFromShapes(const ResolvedSetup &setup);

// Fills rep.host, hostTotal, hostCapacity, hostVerdict and the data-pipeline figures.
void estimateHostRam(const ResolvedSetup &setup, const Coefficients &coefficients, MemoryReport &rep);

} // namespace headroom
