#pragma once
// A launch script's process count against the GPUs its CUDA_VISIBLE_DEVICES leaves visible: each
// process takes the GPU of its local rank, so more processes than visible GPUs stop at start.

#include "../diagnostic.h"
#include "../setup.h"
#include "document.h"

namespace headroom::dialects {

// Says, for a script whose launch has CUDA_VISIBLE_DEVICES in its environment, an empty one
// (shell.no_visible_gpus: no GPU at all) and a process count above the GPUs it lists
// (shell.processes_exceed_gpus): the count the read setup took from a launcher's flag, or a
// launch flag that states one where the visible GPUs gave the setup's (icefall's --world-size).
// Such a flag's count is the GPU count, as torchrun's --nproc_per_node is (fewer than the GPUs
// listed said as config.overridden, as under torchrun); true where it changed parallel.gpus.
bool checkVisibleGpus(const Document &doc, TrainingSetup &setup, Diagnostics &diags);

// The GPUs a CUDA_VISIBLE_DEVICES value lists ("0,1,2,3": 4; "": 0).
int visibleGpuCount(const std::string &value);

} // namespace headroom::dialects
