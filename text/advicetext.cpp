#include "advicetext.h"

#include "messages.h"

#include <QLocale>

#include <cmath>

namespace headroom {

namespace {

QString arg(const AdviceItem &item, size_t i)
{
    return i < item.args.size() ? QString::fromStdString(item.args[i]) : QString();
}

} // namespace

QString AdviceText::title(const AdviceItem &item)
{
    const std::string &id = item.id;
    if (id == "precision.mixed") return tr("Mixed precision");
    if (id == "precision.fp16_instead_of_bf16") return tr("fp16 instead of bf16");
    if (id == "checkpointing.full") return tr("Gradient checkpointing");
    if (id == "checkpointing.selective") return tr("Selective activation checkpointing");
    if (id == "batch.accumulate") return tr("Smaller micro batch with gradient accumulation");
    if (id == "lora.lower_rank") return tr("Lower LoRA rank");
    if (id == "optimizer.8bit") return tr("8-bit optimizer");
    if (id == "ema.off_gpu") return tr("EMA off the GPU");
    if (id == "allocator.expandable_segments") return tr("Expandable segments");
    if (id == "rollout.sleep") return tr("Put the rollout engine to sleep while training");
    if (id == "rollout.smaller_share") return tr("A smaller share for the rollout engine");
    if (id == "features.cache") return tr("Cache the frozen features");
    if (id == "fsdp.sync_each_micro_batch") return tr("Reduce-scatter every micro batch");
    if (id == "zero.shard") return tr("Shard with DeepSpeed ZeRO / FSDP");
    if (id == "offload.cpu") return tr("CPU offload of the optimizer");
    if (id == "data.shorter_sequence") return tr("Shorter sequences");
    if (id == "data.lower_resolution") return tr("Lower resolution");
    if (id == "data.fewer_frames") return tr("Fewer frames");
    if (id == "data.fewer_points") return tr("Fewer points");
    if (id == "gpu.bigger") return tr("A bigger GPU");
    if (id == "note.chunking_inference_only") return tr("Why chunking does not help training");
    if (id == "workers.fewer") return tr("Fewer DataLoader workers");
    if (id == "workers.persistent_prefetch") return tr("Persistent workers and a smaller prefetch");
    if (id == "workers.cores") return tr("No more workers than CPU cores");
    if (id == "cache.cap") return tr("Cap the cache per worker");
    if (id == "cache.shared") return tr("One shared cache instead of one per worker");
    if (id == "cache.guidance") return tr("How big a RAM cache may be");
    if (id == "shm.raise") return tr("Shared memory in the container");
    if (id == "shm.raise_pod") return tr("Shared memory in the pod");
    if (id == "pin_memory.off") return tr("pin_memory off");
    if (id == "speed.pin_memory_non_blocking") return tr("pin_memory with non_blocking copies");
    if (id == "processes.fewer") return tr("Fewer processes per node");
    if (id == "swap.last_resort") return tr("Swap, as a last resort");
    if (id == "check.gpu_shared") return tr("Check that the GPU is not shared");
    if (id == "check.measure_vram") return tr("Measure the real peak");
    if (id == "check.host_oom") return tr("Confirm a host OOM kill");
    if (id == "check.memory_logging") return tr("Log memory while training");
    if (id == "check.sync_checkpoints") return tr("Keep checkpoints synced");
    if (id == "speed.data_bound") return tr("Loading the data sets the pace");
    if (id == "cache.per_worker_total") return tr("A per-worker cache multiplies by the workers");
    return QString::fromStdString(id);
}

QString AdviceText::sentence(const AdviceItem &item)
{
    const std::string &id = item.id;
    if (id == "precision.mixed")
        return tr("Train in %1 (Lightning precision \"bf16-mixed\"/\"16-mixed\", HF bf16/fp16: true): activations and "
                  "gradients of matmuls take half the memory and tensor cores run faster.").arg(arg(item, 0));
    if (id == "precision.fp16_instead_of_bf16")
        return tr("%1 has no bf16: use fp16 mixed precision with a loss scaler instead.").arg(arg(item, 0));
    if (id == "checkpointing.full")
        return tr("Turn on gradient checkpointing (gradient_checkpointing: true / activation checkpointing): each block "
                  "keeps only its input and recomputes the rest in backward, one more forward pass per step.");
    if (id == "checkpointing.selective")
        return tr("Selective activation checkpointing keeps the matmul outputs and recomputes the cheap element-wise "
                  "ops: less saving than full checkpointing, at a smaller cost.");
    if (id == "batch.accumulate")
        return tr("Use micro batch %1 with gradient accumulation %2: the effective batch stays %3, activations shrink "
                  "with the micro batch.").arg(arg(item, 0), arg(item, 1), arg(item, 2));
    if (id == "lora.lower_rank")
        return tr("Lower the LoRA rank to %1: fewer adapter parameters, gradients and optimizer states. Rank 8-16 is "
                  "usually enough; 4 can be too weak.").arg(arg(item, 0));
    if (id == "optimizer.8bit")
        return tr("Use an 8-bit optimizer (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): its two states take 2 bytes "
                  "per parameter instead of 8.");
    if (id == "rollout.sleep")
        return tr("Let the colocated vLLM engine release its memory while the model trains (TRL: "
                  "vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): its KV "
                  "cache and weights are then not beside the activations and gradients.");
    if (id == "rollout.smaller_share")
        return tr("Give the colocated rollout engine a smaller share of each GPU (vllm_gpu_memory_utilization / "
                  "gpu_memory_utilization %1): less room for its KV cache, so fewer sequences are generated at once.")
            .arg(arg(item, 0));
    if (id == "allocator.expandable_segments")
        return tr("Start the run with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PYTORCH_ALLOC_CONF on "
                  "PyTorch 2.7 and later), set before torch is imported: the caching allocator then grows one "
                  "segment instead of keeping blocks of every size it was asked for, so far less memory stays "
                  "reserved beyond the peak. Nothing in the training changes.");
    if (id == "ema.off_gpu")
        return tr("Keep the EMA copy of the model on the CPU (or update it every few steps): it is a full copy of the "
                  "weights on the GPU.");
    if (id == "fsdp.sync_each_micro_batch")
        return tr("FSDP keeps the full gradients on every GPU while it accumulates under no_sync(). Sync every "
                  "micro batch instead and each GPU keeps only its shard, for one reduce-scatter per micro batch: "
                  "Accelerate's GradientAccumulationPlugin(sync_each_batch=True) (HF Trainer: accelerator_config "
                  "gradient_accumulation_kwargs), or Fabric's no_backward_sync(model, enabled=False).");
    if (id == "features.cache")
        return tr("Cache the frozen backbone's features and train only what is trainable on them; rebuild the cache "
                  "every %1 epochs, since the LoRA weights change. Too frequent rebuilds are slow, too rare ones leave "
                  "stale features.").arg(arg(item, 0));
    if (id == "zero.shard")
        return tr("Shard the model states over the GPUs (DeepSpeed ZeRO-2/3 or FSDP) instead of a full copy per DDP "
                  "rank.");
    if (id == "offload.cpu")
        return tr("Offload the optimizer states to CPU RAM (DeepSpeed offload_optimizer: cpu): the GPU keeps only the "
                  "weights and gradients; each step waits for PCIe and the CPU's Adam.");
    if (id == "data.shorter_sequence")
        return tr("Truncate or pack sequences to %1 tokens: activations and logits grow with the sequence.").arg(arg(item, 0));
    if (id == "data.lower_resolution")
        return tr("Lower the input resolution to %1: activations grow with the pixels.").arg(arg(item, 0));
    if (id == "data.fewer_frames")
        return tr("Use %1 frames per clip: activations grow with the frames.").arg(arg(item, 0));
    if (id == "data.fewer_points")
        return tr("Sample %1 points per cloud: activations grow with the points.").arg(arg(item, 0));
    if (id == "gpu.bigger")
        return tr("This setup fits as it is on %1: ask for a node with more GPU memory.").arg(arg(item, 1));
    if (id == "note.chunking_inference_only")
        return tr("Chunking the forward pass helps inference only: training must keep every activation for the "
                  "gradients, so cut the micro batch, the input size or use checkpointing instead.");
    if (id == "workers.fewer") {
        // The usual 5-10 % holds while the GPU sets the pace; where loading does, say so.
        if (item.dataBound)
            return tr("Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory. Here loading "
                      "the data already sets the pace of a step, so fewer workers slow training down in proportion; "
                      "the usual 5-10 % holds only while the GPU is the bottleneck.").arg(arg(item, 0));
        return tr("Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory; on a fast NVMe "
                  "disk one worker is usually only 5-10 % slower than four.").arg(arg(item, 0));
    }
    if (id == "workers.persistent_prefetch")
        return tr("Set persistent_workers=True and prefetch_factor=%1: workers are not re-forked every epoch and fewer "
                  "batches wait in memory.").arg(arg(item, 0));
    if (id == "workers.cores")
        return tr("%2 workers for %1 CPU cores: more workers than cores only add memory. About 4 per GPU (%3 here) is "
                  "enough.").arg(arg(item, 0), arg(item, 1), arg(item, 2));
    if (id == "cache.cap")
        return tr("Cap the cache at %1 GiB per copy: a cache inside the Dataset lives in each of the %2 worker "
                  "processes, so the cap multiplies by the number of workers.").arg(arg(item, 0), arg(item, 1));
    if (id == "cache.shared")
        return tr("Move the cache into shared memory (or a memory-mapped file) so the %1 processes share one copy.")
            .arg(arg(item, 0));
    if (id == "cache.guidance")
        return tr("All caches together should stay around %1-%2 GiB on this host and never above %3 GiB (half the "
                  "RAM).").arg(arg(item, 0), arg(item, 1), arg(item, 2));
    if (id == "shm.raise")
        return tr("The batches in flight need about %1 GiB of /dev/shm but the container has %2 GiB (Docker's default "
                  "is 64 MB): set shm_size, or workers die with a bus error.").arg(arg(item, 0), arg(item, 1));
    if (id == "shm.raise_pod")
        return tr("The batches in flight need about %1 GiB of /dev/shm but the pod has %2 GiB (the container runtime's "
                  "default is 64 MiB): mount an emptyDir volume with medium: Memory and a sizeLimit at /dev/shm, or "
                  "workers die with a bus error.").arg(arg(item, 0), arg(item, 1));
    if (id == "pin_memory.off")
        return tr("Turn pin_memory off: page-locked copies of the batches cannot be swapped out.");
    if (id == "speed.pin_memory_non_blocking")
        return tr("With RAM to spare, pin_memory=True and .to(device, non_blocking=True) overlap the copies with "
                  "compute.");
    if (id == "processes.fewer")
        return tr("Run %1 GPU process(es) per node with gradient accumulation %2: every training process (DDP, "
                  "FSDP or ZeRO alike) holds its own runtime, workers and batches in RAM.").arg(arg(item, 0), arg(item, 1));
    if (id == "swap.last_resort")
        return tr("As an emergency only, add swap (fallocate -l 16G /swapfile; mkswap; swapon): it stops the OOM kill "
                  "but training slows down badly.");
    if (id == "check.gpu_shared")
        return tr("If it runs out of memory although the estimate fits, check that no other job uses the GPU: "
                  "nvidia-smi, and CUDA_VISIBLE_DEVICES for your process.");
    if (id == "check.measure_vram")
        return tr("Measure the real peak: torch.cuda.max_memory_allocated() and max_memory_reserved() after a few "
                  "steps, or watch nvidia-smi / nvidia-smi dmon -s mu.");
    if (id == "check.host_oom")
        return tr("Confirm a host OOM kill with dmesg | grep -i oom (\"Killed\" in the logs); watch free -h or docker "
                  "stats while training.");
    if (id == "check.memory_logging")
        return tr("Log the process RSS every 100 steps and warn above 90 % of RAM, so a slow leak shows before the "
                  "OOM killer does.");
    if (id == "check.sync_checkpoints")
        return tr("Save and sync checkpoints often: an OOM kill loses everything since the last one.");
    if (id == "speed.data_bound")
        return tr("The %3 DataLoader worker(s) need about %1 ms per step to decode and read the samples (%4 % of them "
                  "from the RAM cache), the GPU only %2 ms: the GPU waits for data. More workers, up to the CPU "
                  "cores, or a cache that hits more often make steps faster; a smaller micro batch costs nothing "
                  "here.").arg(arg(item, 0), arg(item, 1), arg(item, 2), arg(item, 3));
    if (id == "cache.per_worker_total")
        return tr("A cache inside the Dataset lives in every worker process: a cap of %2 GiB is really %1 × %2 GiB = "
                  "%3 GiB. One shared cache (shared memory or a memory-mapped file) of %4 GiB fits and serves every "
                  "worker; in random order it hits about %5 % of the time.").arg(arg(item, 0), arg(item, 1), arg(item, 2),
                                                                                  arg(item, 3), arg(item, 4));
    return QString::fromStdString(id);
}

QString AdviceText::effect(const AdviceItem &item)
{
    if (item.savesBytes <= 0 && item.slowdown == 0)
        return {};
    QStringList parts;
    if (item.savesBytes > 0)
        parts << (item.host ? tr("saves %1 of host RAM") : tr("saves %1 of GPU memory")).arg(Messages::bytes(item.savesBytes));
    const int pct = static_cast<int>(std::lround(item.slowdown * 100));
    if (pct > 0)
        parts << tr("~%1 % slower").arg(pct);
    else if (pct < 0)
        parts << tr("~%1 % faster").arg(-pct);
    return parts.join(QStringLiteral(", "));
}

QString AdviceText::gains(const Recommendation &rec)
{
    QStringList parts;
    const int pct = static_cast<int>(std::lround((rec.stepTimeRatio - 1.0) * 100));
    if (pct < 0)
        parts << tr("~%1 % faster").arg(-pct);
    else if (pct > 0)
        parts << tr("~%1 % slower").arg(pct);
    if (rec.vramSavedBytes >= 1048576.0)
        parts << tr("saves %1 of GPU memory").arg(Messages::bytes(rec.vramSavedBytes));
    if (rec.hostSavedBytes >= 1048576.0)
        parts << tr("saves %1 of host RAM").arg(Messages::bytes(rec.hostSavedBytes));
    if (rec.dataBound)
        parts << loadingSetsThePace();
    return parts.join(QStringLiteral(", "));
}

QString AdviceText::loadingSetsThePace() { return tr("loading the data sets the pace"); }

} // namespace headroom
