#pragma once
// SLURM batch scripts: the `#SBATCH` directives at the top of a script (what sbatch reads, up to
// the first command) as entries keyed SBATCH.*, and the SLURM_* variables the job then sees.

#include "shellreader.h"

namespace headroom::dialects {

// Reads the #SBATCH lines of doc.text into entries (command -1): SBATCH.nodes,
// SBATCH.gpus_per_node (--gres=gpu[:type]:N, --gpus-per-node), SBATCH.gpus (--gpus/-G, over all
// nodes), SBATCH.gpu_type, SBATCH.ntasks_per_node, SBATCH.cpus_per_node (--cpus-per-task ×
// --ntasks-per-node) and SBATCH.mem_gib (--mem per node, or --mem-per-cpu/--mem-per-gpu times
// what it is per), and into `scope` as SLURM_NNODES, SLURM_JOB_NUM_NODES, SLURM_NTASKS_PER_NODE,
// SLURM_CPUS_PER_TASK, SLURM_GPUS_ON_NODE, SLURM_GPUS_PER_NODE. A value as written has its span
// (export changes it there); one computed from several has none.
void readSbatchDirectives(Document &doc, ShellScope &scope);

// After the script is read: `srun python …` (srun starting the training processes itself, not
// through torchrun, accelerate or deepspeed) runs --ntasks-per-node processes on each node, one
// GPU each: SBATCH.srun_tasks_per_node, written where --ntasks-per-node is.
void readSrunTasks(Document &doc);

} // namespace headroom::dialects
