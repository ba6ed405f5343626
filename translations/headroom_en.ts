<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AdviceText</name>
    <message>
        <source>Mixed precision</source>
        <translation>Mixed precision</translation>
    </message>
    <message>
        <source>fp16 instead of bf16</source>
        <translation>fp16 instead of bf16</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Gradient checkpointing</translation>
    </message>
    <message>
        <source>Selective activation checkpointing</source>
        <translation>Selective activation checkpointing</translation>
    </message>
    <message>
        <source>Smaller micro batch with gradient accumulation</source>
        <translation>Smaller micro batch with gradient accumulation</translation>
    </message>
    <message>
        <source>Lower LoRA rank</source>
        <translation>Lower LoRA rank</translation>
    </message>
    <message>
        <source>8-bit optimizer</source>
        <translation>8-bit optimizer</translation>
    </message>
    <message>
        <source>EMA off the GPU</source>
        <translation>EMA off the GPU</translation>
    </message>
    <message>
        <source>Cache the frozen features</source>
        <translation>Cache the frozen features</translation>
    </message>
    <message>
        <source>Shard with DeepSpeed ZeRO / FSDP</source>
        <translation>Shard with DeepSpeed ZeRO / FSDP</translation>
    </message>
    <message>
        <source>CPU offload of the optimizer</source>
        <translation>CPU offload of the optimizer</translation>
    </message>
    <message>
        <source>Shorter sequences</source>
        <translation>Shorter sequences</translation>
    </message>
    <message>
        <source>Lower resolution</source>
        <translation>Lower resolution</translation>
    </message>
    <message>
        <source>Fewer frames</source>
        <translation>Fewer frames</translation>
    </message>
    <message>
        <source>Fewer points</source>
        <translation>Fewer points</translation>
    </message>
    <message>
        <source>A bigger GPU</source>
        <translation>A bigger GPU</translation>
    </message>
    <message>
        <source>Why chunking does not help training</source>
        <translation>Why chunking does not help training</translation>
    </message>
    <message>
        <source>Fewer DataLoader workers</source>
        <translation>Fewer DataLoader workers</translation>
    </message>
    <message>
        <source>Persistent workers and a smaller prefetch</source>
        <translation>Persistent workers and a smaller prefetch</translation>
    </message>
    <message>
        <source>No more workers than CPU cores</source>
        <translation>No more workers than CPU cores</translation>
    </message>
    <message>
        <source>Cap the cache per worker</source>
        <translation>Cap the cache per worker</translation>
    </message>
    <message>
        <source>One shared cache instead of one per worker</source>
        <translation>One shared cache instead of one per worker</translation>
    </message>
    <message>
        <source>How big a RAM cache may be</source>
        <translation>How big a RAM cache may be</translation>
    </message>
    <message>
        <source>Shared memory in the container</source>
        <translation>Shared memory in the container</translation>
    </message>
    <message>
        <source>pin_memory off</source>
        <translation>pin_memory off</translation>
    </message>
    <message>
        <source>pin_memory with non_blocking copies</source>
        <translation>pin_memory with non_blocking copies</translation>
    </message>
    <message>
        <source>Fewer processes per node</source>
        <translation>Fewer processes per node</translation>
    </message>
    <message>
        <source>Swap, as a last resort</source>
        <translation>Swap, as a last resort</translation>
    </message>
    <message>
        <source>Check that the GPU is not shared</source>
        <translation>Check that the GPU is not shared</translation>
    </message>
    <message>
        <source>Measure the real peak</source>
        <translation>Measure the real peak</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill</source>
        <translation>Confirm a host OOM kill</translation>
    </message>
    <message>
        <source>Log memory while training</source>
        <translation>Log memory while training</translation>
    </message>
    <message>
        <source>Keep checkpoints synced</source>
        <translation>Keep checkpoints synced</translation>
    </message>
    <message>
        <source>Train in %1 (Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, HF bf16/fp16: true): activations and gradients of matmuls take half the memory and tensor cores run faster.</source>
        <translation>Train in %1 (Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, HF bf16/fp16: true): activations and gradients of matmuls take half the memory and tensor cores run faster.</translation>
    </message>
    <message>
        <source>%1 has no bf16: use fp16 mixed precision with a loss scaler instead.</source>
        <translation>%1 has no bf16: use fp16 mixed precision with a loss scaler instead.</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing (gradient_checkpointing: true / activation checkpointing): each block keeps only its input and recomputes the rest in backward, one more forward pass per step.</source>
        <translation>Turn on gradient checkpointing (gradient_checkpointing: true / activation checkpointing): each block keeps only its input and recomputes the rest in backward, one more forward pass per step.</translation>
    </message>
    <message>
        <source>Selective activation checkpointing keeps the matmul outputs and recomputes the cheap element-wise ops: less saving than full checkpointing, at a smaller cost.</source>
        <translation>Selective activation checkpointing keeps the matmul outputs and recomputes the cheap element-wise ops: less saving than full checkpointing, at a smaller cost.</translation>
    </message>
    <message>
        <source>Use micro batch %1 with gradient accumulation %2: the effective batch stays %3, activations shrink with the micro batch.</source>
        <translation>Use micro batch %1 with gradient accumulation %2: the effective batch stays %3, activations shrink with the micro batch.</translation>
    </message>
    <message>
        <source>Lower the LoRA rank to %1: fewer adapter parameters, gradients and optimizer states. Rank 8-16 is usually enough; 4 can be too weak.</source>
        <translation>Lower the LoRA rank to %1: fewer adapter parameters, gradients and optimizer states. Rank 8-16 is usually enough; 4 can be too weak.</translation>
    </message>
    <message>
        <source>Use an 8-bit optimizer (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): its two states take 2 bytes per parameter instead of 8.</source>
        <translation>Use an 8-bit optimizer (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): its two states take 2 bytes per parameter instead of 8.</translation>
    </message>
    <message>
        <source>Keep the EMA copy of the model on the CPU (or update it every few steps): it is a full copy of the weights on the GPU.</source>
        <translation>Keep the EMA copy of the model on the CPU (or update it every few steps): it is a full copy of the weights on the GPU.</translation>
    </message>
    <message>
        <source>Cache the frozen backbone&apos;s features and train only what is trainable on them; rebuild the cache every %1 epochs, since the LoRA weights change. Too frequent rebuilds are slow, too rare ones leave stale features.</source>
        <translation>Cache the frozen backbone&apos;s features and train only what is trainable on them; rebuild the cache every %1 epochs, since the LoRA weights change. Too frequent rebuilds are slow, too rare ones leave stale features.</translation>
    </message>
    <message>
        <source>Shard the model states over the GPUs (DeepSpeed ZeRO-2/3 or FSDP) instead of a full copy per DDP rank.</source>
        <translation>Shard the model states over the GPUs (DeepSpeed ZeRO-2/3 or FSDP) instead of a full copy per DDP rank.</translation>
    </message>
    <message>
        <source>Offload the optimizer states to CPU RAM (DeepSpeed offload_optimizer: cpu): the GPU keeps only the weights and gradients; each step waits for PCIe and the CPU&apos;s Adam.</source>
        <translation>Offload the optimizer states to CPU RAM (DeepSpeed offload_optimizer: cpu): the GPU keeps only the weights and gradients; each step waits for PCIe and the CPU&apos;s Adam.</translation>
    </message>
    <message>
        <source>Truncate or pack sequences to %1 tokens: activations and logits grow with the sequence.</source>
        <translation>Truncate or pack sequences to %1 tokens: activations and logits grow with the sequence.</translation>
    </message>
    <message>
        <source>Lower the input resolution to %1: activations grow with the pixels.</source>
        <translation>Lower the input resolution to %1: activations grow with the pixels.</translation>
    </message>
    <message>
        <source>Use %1 frames per clip: activations grow with the frames.</source>
        <translation>Use %1 frames per clip: activations grow with the frames.</translation>
    </message>
    <message>
        <source>Sample %1 points per cloud: activations grow with the points.</source>
        <translation>Sample %1 points per cloud: activations grow with the points.</translation>
    </message>
    <message>
        <source>This setup fits as it is on %1: ask for a node with more GPU memory.</source>
        <translation>This setup fits as it is on %1: ask for a node with more GPU memory.</translation>
    </message>
    <message>
        <source>Chunking the forward pass helps inference only: training must keep every activation for the gradients, so cut the micro batch, the input size or use checkpointing instead.</source>
        <translation>Chunking the forward pass helps inference only: training must keep every activation for the gradients, so cut the micro batch, the input size or use checkpointing instead.</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory; on a fast NVMe disk one worker is usually only 5-10 % slower than four.</source>
        <translation>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory; on a fast NVMe disk one worker is usually only 5-10 % slower than four.</translation>
    </message>
    <message>
        <source>Set persistent_workers=True and prefetch_factor=%1: workers are not re-forked every epoch and fewer batches wait in memory.</source>
        <translation>Set persistent_workers=True and prefetch_factor=%1: workers are not re-forked every epoch and fewer batches wait in memory.</translation>
    </message>
    <message>
        <source>%2 workers for %1 CPU cores: more workers than cores only add memory. About 4 per GPU (%3 here) is enough.</source>
        <translation>%2 workers for %1 CPU cores: more workers than cores only add memory. About 4 per GPU (%3 here) is enough.</translation>
    </message>
    <message>
        <source>Cap the cache at %1 GiB per copy: a cache inside the Dataset lives in each of the %2 worker processes, so the cap multiplies by the number of workers.</source>
        <translation>Cap the cache at %1 GiB per copy: a cache inside the Dataset lives in each of the %2 worker processes, so the cap multiplies by the number of workers.</translation>
    </message>
    <message>
        <source>Move the cache into shared memory (or a memory-mapped file) so the %1 processes share one copy.</source>
        <translation>Move the cache into shared memory (or a memory-mapped file) so the %1 processes share one copy.</translation>
    </message>
    <message>
        <source>All caches together should stay around %1-%2 GiB on this host and never above %3 GiB (half the RAM).</source>
        <translation>All caches together should stay around %1-%2 GiB on this host and never above %3 GiB (half the RAM).</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the container has %2 GiB (Docker&apos;s default is 64 MB): set shm_size, or workers die with a bus error.</source>
        <translation>The batches in flight need about %1 GiB of /dev/shm but the container has %2 GiB (Docker&apos;s default is 64 MB): set shm_size, or workers die with a bus error.</translation>
    </message>
    <message>
        <source>Turn pin_memory off: page-locked copies of the batches cannot be swapped out.</source>
        <translation>Turn pin_memory off: page-locked copies of the batches cannot be swapped out.</translation>
    </message>
    <message>
        <source>With RAM to spare, pin_memory=True and .to(device, non_blocking=True) overlap the copies with compute.</source>
        <translation>With RAM to spare, pin_memory=True and .to(device, non_blocking=True) overlap the copies with compute.</translation>
    </message>
    <message>
        <source>Run %1 GPU process(es) per node with gradient accumulation %2: every training process (DDP, FSDP or ZeRO alike) holds its own runtime, workers and batches in RAM.</source>
        <translation>Run %1 GPU process(es) per node with gradient accumulation %2: every training process (DDP, FSDP or ZeRO alike) holds its own runtime, workers and batches in RAM.</translation>
    </message>
    <message>
        <source>As an emergency only, add swap (fallocate -l 16G /swapfile; mkswap; swapon): it stops the OOM kill but training slows down badly.</source>
        <translation>As an emergency only, add swap (fallocate -l 16G /swapfile; mkswap; swapon): it stops the OOM kill but training slows down badly.</translation>
    </message>
    <message>
        <source>If it runs out of memory although the estimate fits, check that no other job uses the GPU: nvidia-smi, and CUDA_VISIBLE_DEVICES for your process.</source>
        <translation>If it runs out of memory although the estimate fits, check that no other job uses the GPU: nvidia-smi, and CUDA_VISIBLE_DEVICES for your process.</translation>
    </message>
    <message>
        <source>Measure the real peak: torch.cuda.max_memory_allocated() and max_memory_reserved() after a few steps, or watch nvidia-smi / nvidia-smi dmon -s mu.</source>
        <translation>Measure the real peak: torch.cuda.max_memory_allocated() and max_memory_reserved() after a few steps, or watch nvidia-smi / nvidia-smi dmon -s mu.</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill with dmesg | grep -i oom (&quot;Killed&quot; in the logs); watch free -h or docker stats while training.</source>
        <translation>Confirm a host OOM kill with dmesg | grep -i oom (&quot;Killed&quot; in the logs); watch free -h or docker stats while training.</translation>
    </message>
    <message>
        <source>Log the process RSS every 100 steps and warn above 90 % of RAM, so a slow leak shows before the OOM killer does.</source>
        <translation>Log the process RSS every 100 steps and warn above 90 % of RAM, so a slow leak shows before the OOM killer does.</translation>
    </message>
    <message>
        <source>Save and sync checkpoints often: an OOM kill loses everything since the last one.</source>
        <translation>Save and sync checkpoints often: an OOM kill loses everything since the last one.</translation>
    </message>
    <message>
        <source>saves %1 of host RAM</source>
        <translation>saves %1 of host RAM</translation>
    </message>
    <message>
        <source>saves %1 of GPU memory</source>
        <translation>saves %1 of GPU memory</translation>
    </message>
    <message>
        <source>~%1 % slower</source>
        <translation>~%1 % slower</translation>
    </message>
    <message>
        <source>~%1 % faster</source>
        <translation>~%1 % faster</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory. Here loading the data already sets the pace of a step, so fewer workers slow training down in proportion; the usual 5-10 % holds only while the GPU is the bottleneck.</source>
        <translation>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory. Here loading the data already sets the pace of a step, so fewer workers slow training down in proportion; the usual 5-10 % holds only while the GPU is the bottleneck.</translation>
    </message>
    <message>
        <source>Loading the data sets the pace</source>
        <translation>Loading the data sets the pace</translation>
    </message>
    <message>
        <source>A per-worker cache multiplies by the workers</source>
        <translation>A per-worker cache multiplies by the workers</translation>
    </message>
    <message>
        <source>The %3 DataLoader worker(s) need about %1 ms per step to decode and read the samples (%4 % of them from the RAM cache), the GPU only %2 ms: the GPU waits for data. More workers, up to the CPU cores, or a cache that hits more often make steps faster; a smaller micro batch costs nothing here.</source>
        <translation>The %3 DataLoader worker(s) need about %1 ms per step to decode and read the samples (%4 % of them from the RAM cache), the GPU only %2 ms: the GPU waits for data. More workers, up to the CPU cores, or a cache that hits more often make steps faster; a smaller micro batch costs nothing here.</translation>
    </message>
    <message>
        <source>A cache inside the Dataset lives in every worker process: a cap of %2 GiB is really %1 × %2 GiB = %3 GiB. One shared cache (shared memory or a memory-mapped file) of %4 GiB fits and serves every worker; in random order it hits about %5 % of the time.</source>
        <translation>A cache inside the Dataset lives in every worker process: a cap of %2 GiB is really %1 × %2 GiB = %3 GiB. One shared cache (shared memory or a memory-mapped file) of %4 GiB fits and serves every worker; in random order it hits about %5 % of the time.</translation>
    </message>
    <message>
        <source>loading the data sets the pace</source>
        <translation>loading the data sets the pace</translation>
    </message>
    <message>
        <source>Shared memory in the pod</source>
        <translation>Shared memory in the pod</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the pod has %2 GiB (the container runtime&apos;s default is 64 MiB): mount an emptyDir volume with medium: Memory and a sizeLimit at /dev/shm, or workers die with a bus error.</source>
        <translation>The batches in flight need about %1 GiB of /dev/shm but the pod has %2 GiB (the container runtime&apos;s default is 64 MiB): mount an emptyDir volume with medium: Memory and a sizeLimit at /dev/shm, or workers die with a bus error.</translation>
    </message>
    <message>
        <source>Put the rollout engine to sleep while training</source>
        <translation>Put the rollout engine to sleep while training</translation>
    </message>
    <message>
        <source>A smaller share for the rollout engine</source>
        <translation>A smaller share for the rollout engine</translation>
    </message>
    <message>
        <source>Let the colocated vLLM engine release its memory while the model trains (TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): its KV cache and weights are then not beside the activations and gradients.</source>
        <translation>Let the colocated vLLM engine release its memory while the model trains (TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): its KV cache and weights are then not beside the activations and gradients.</translation>
    </message>
    <message>
        <source>Give the colocated rollout engine a smaller share of each GPU (vllm_gpu_memory_utilization / gpu_memory_utilization %1): less room for its KV cache, so fewer sequences are generated at once.</source>
        <translation>Give the colocated rollout engine a smaller share of each GPU (vllm_gpu_memory_utilization / gpu_memory_utilization %1): less room for its KV cache, so fewer sequences are generated at once.</translation>
    </message>
    <message>
        <source>Reduce-scatter every micro batch</source>
        <translation>Reduce-scatter every micro batch</translation>
    </message>
    <message>
        <source>FSDP keeps the full gradients on every GPU while it accumulates under no_sync(). Sync every micro batch instead and each GPU keeps only its shard, for one reduce-scatter per micro batch: Accelerate&apos;s GradientAccumulationPlugin(sync_each_batch=True) (HF Trainer: accelerator_config gradient_accumulation_kwargs), or Fabric&apos;s no_backward_sync(model, enabled=False).</source>
        <translation>FSDP keeps the full gradients on every GPU while it accumulates under no_sync(). Sync every micro batch instead and each GPU keeps only its shard, for one reduce-scatter per micro batch: Accelerate&apos;s GradientAccumulationPlugin(sync_each_batch=True) (HF Trainer: accelerator_config gradient_accumulation_kwargs), or Fabric&apos;s no_backward_sync(model, enabled=False).</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>Expandable segments</translation>
    </message>
    <message>
        <source>Start the run with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PYTORCH_ALLOC_CONF on PyTorch 2.7 and later), set before torch is imported: the caching allocator then grows one segment instead of keeping blocks of every size it was asked for, so far less memory stays reserved beyond the peak. Nothing in the training changes.</source>
        <translation>Start the run with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PYTORCH_ALLOC_CONF on PyTorch 2.7 and later), set before torch is imported: the caching allocator then grows one segment instead of keeping blocks of every size it was asked for, so far less memory stays reserved beyond the peak. Nothing in the training changes.</translation>
    </message>
</context>
<context>
    <name>AdviseFormat</name>
    <message>
        <source>none found: see the advice below.</source>
        <translation>none found: see the advice below.</translation>
    </message>
    <message>
        <source>GPU %1 GiB (%2) · host %3 GiB (%4) · step time %5 · effective batch %6</source>
        <translation>GPU %1 GiB (%2) · host %3 GiB (%4) · step time %5 · effective batch %6</translation>
    </message>
    <message>
        <source>(differs from the current %1)</source>
        <translation>(differs from the current %1)</translation>
    </message>
    <message>
        <source>Advice:</source>
        <translation>Advice:</translation>
    </message>
    <message>
        <source>Largest micro batch that fits, keeping the effective batch of %1:</source>
        <translation>Largest micro batch that fits, keeping the effective batch of %1:</translation>
    </message>
    <message>
        <source>%1 × accumulation %2</source>
        <translation>%1 × accumulation %2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>does not fit</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Changes</translation>
    </message>
    <message>
        <source>GPU GiB</source>
        <translation>GPU GiB</translation>
    </message>
    <message>
        <source>Host GiB</source>
        <translation>Host GiB</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Step time</translation>
    </message>
    <message>
        <source>Micro batch × accumulation</source>
        <translation>Micro batch × accumulation</translation>
    </message>
    <message>
        <source>What would help (headroom advise for the details):</source>
        <translation>What would help (headroom advise for the details):</translation>
    </message>
    <message>
        <source>Recommendations (the fewest changes that make it fit, ranked by step time, effective batch and how unusual they are):</source>
        <translation>Recommendations (the fewest changes that make it fit, ranked by step time, effective batch and how unusual they are):</translation>
    </message>
    <message>
        <source>Also worth it, on top of the first recommendation:</source>
        <translation>Also worth it, on top of the first recommendation:</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>%1 %2 %3 %4</source>
        <translation>%1 %2 %3 %4</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>usable GiB</source>
        <translation>usable GiB</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
    <message>
        <source>Not understood:</source>
        <translation>Not understood:</translation>
    </message>
    <message>
        <source>%1 = %2, line %3</source>
        <translation>%1 = %2, line %3</translation>
    </message>
    <message>
        <source>Usage:
  headroom                                 open the window
  headroom FILE                            open the window on FILE
  headroom estimate [FILE] [options]       the memory breakdown and verdict
  headroom inspect FILE [--format json]    what was read from FILE
  headroom advise FILE [options] [--out F] ranked recommendations
  headroom export FILE --set k=v… --out F  FILE with those fields changed
  headroom gpus | headroom models          the catalogs

Options:
  --gpu NAME         GPU from the catalog (hardware.gpu)
  --gpus N           GPUs per node (parallel.gpus)
  --nodes N          nodes (parallel.nodes)
  --host-ram GiB     host RAM per machine (hardware.host_ram_gib)
  --set field=value  set a canonical field, e.g. run.micro_batch=4; repeatable;
                     lists comma-separated (run.lora_targets=q_proj,v_proj)
  --map field=key    read that key of FILE as that field
  --in-place         export: write over FILE, keeping FILE.bak
  --force            export: also write through a symlink
  --format text|json|markdown
  --lang en|ru|zh_CN|ko
  --help, --version

Exit codes: 0 fits, 1 tight, 2 OOM, 3 bad input.
</source>
        <translation>Usage:
  headroom                                 open the window
  headroom FILE                            open the window on FILE
  headroom estimate [FILE] [options]       the memory breakdown and verdict
  headroom inspect FILE [--format json]    what was read from FILE
  headroom advise FILE [options] [--out F] ranked recommendations
  headroom export FILE --set k=v… --out F  FILE with those fields changed
  headroom gpus | headroom models          the catalogs

Options:
  --gpu NAME         GPU from the catalog (hardware.gpu)
  --gpus N           GPUs per node (parallel.gpus)
  --nodes N          nodes (parallel.nodes)
  --host-ram GiB     host RAM per machine (hardware.host_ram_gib)
  --set field=value  set a canonical field, e.g. run.micro_batch=4; repeatable;
                     lists comma-separated (run.lora_targets=q_proj,v_proj)
  --map field=key    read that key of FILE as that field
  --in-place         export: write over FILE, keeping FILE.bak
  --force            export: also write through a symlink
  --format text|json|markdown
  --lang en|ru|zh_CN|ko
  --help, --version

Exit codes: 0 fits, 1 tight, 2 OOM, 3 bad input.
</translation>
    </message>
    <message>
        <source>Wrote recommendation %1 to %2.</source>
        <translation>Wrote recommendation %1 to %2.</translation>
    </message>
    <message>
        <source>No recommendation fits: nothing was written.</source>
        <translation>No recommendation fits: nothing was written.</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>default (%1)</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 where Headroom estimated %3; kept in %4.</source>
        <translation>Calibrated from your run: %1 measured %2 where Headroom estimated %3; kept in %4.</translation>
    </message>
    <message>
        <source>
Calibration and your own model:
  --measured METRIC=SIZE  estimate: calibrate FILE from one measured run
                     (allocated=17.3GiB, reserved=…, nvidia-smi=…), kept in
                     FILE.headroom.yaml for later estimates and the window
  --no-calibration   ignore the calibration kept beside FILE
  --set model.card=FILE  the model as headroom-probe measured it from your code
</source>
        <translation>
Calibration and your own model:
  --measured METRIC=SIZE  estimate: calibrate FILE from one measured run
                     (allocated=17.3GiB, reserved=…, nvidia-smi=…), kept in
                     FILE.headroom.yaml for later estimates and the window
  --no-calibration   ignore the calibration kept beside FILE
  --set model.card=FILE  the model as headroom-probe measured it from your code
</translation>
    </message>
    <message>
        <source>The setup already fits: there is nothing to change, nothing was written.</source>
        <translation>The setup already fits: there is nothing to change, nothing was written.</translation>
    </message>
    <message>
        <source>%1 was there already: its text is kept as %2.</source>
        <translation>%1 was there already: its text is kept as %2.</translation>
    </message>
    <message>
        <source>headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). For the estimate in this terminal: headroom estimate FILE (see headroom --help).</source>
        <translation>headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). For the estimate in this terminal: headroom estimate FILE (see headroom --help).</translation>
    </message>
    <message>
        <source>%1, %2 line %3</source>
        <translation>%1, %2 line %3</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Model</translation>
    </message>
    <message>
        <source>The catalog model the estimate uses; type to search.</source>
        <translation>The catalog model the estimate uses; type to search.</translation>
    </message>
    <message>
        <source>Fine-&amp;tuning</source>
        <translation>Fine-&amp;tuning</translation>
    </message>
    <message>
        <source>Full training keeps gradients and optimizer states for every weight; LoRA and QLoRA only for the adapters.</source>
        <translation>Full training keeps gradients and optimizer states for every weight; LoRA and QLoRA only for the adapters.</translation>
    </message>
    <message>
        <source>LoRA &amp;rank</source>
        <translation>LoRA &amp;rank</translation>
    </message>
    <message>
        <source>Adapter size: more trainable parameters, gradients and states.</source>
        <translation>Adapter size: more trainable parameters, gradients and states.</translation>
    </message>
    <message>
        <source>Micro &amp;batch per GPU</source>
        <translation>Micro &amp;batch per GPU</translation>
    </message>
    <message>
        <source>Samples in one forward and backward pass; activations grow with it.</source>
        <translation>Samples in one forward and backward pass; activations grow with it.</translation>
    </message>
    <message>
        <source>Gradient &amp;accumulation</source>
        <translation>Gradient &amp;accumulation</translation>
    </message>
    <message>
        <source>Micro batches per optimizer step; raises the effective batch without more memory.</source>
        <translation>Micro batches per optimizer step; raises the effective batch without more memory.</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Precision</translation>
    </message>
    <message>
        <source>Bytes per weight and activation; mixed precision keeps fp32 master weights.</source>
        <translation>Bytes per weight and activation; mixed precision keeps fp32 master weights.</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Optimizer</translation>
    </message>
    <message>
        <source>States per trainable weight: AdamW keeps two, 8-bit variants a quarter of that.</source>
        <translation>States per trainable weight: AdamW keeps two, 8-bit variants a quarter of that.</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing</source>
        <translation>Activation &amp;checkpointing</translation>
    </message>
    <message>
        <source>Recompute activations in backward instead of keeping them: less memory, about a third slower.</source>
        <translation>Recompute activations in backward instead of keeping them: less memory, about a third slower.</translation>
    </message>
    <message>
        <source>&amp;EMA copy</source>
        <translation>&amp;EMA copy</translation>
    </message>
    <message>
        <source>An exponential moving average of the weights: one more copy of them.</source>
        <translation>An exponential moving average of the weights: one more copy of them.</translation>
    </message>
    <message>
        <source>&amp;Sequence length</source>
        <translation>&amp;Sequence length</translation>
    </message>
    <message>
        <source>Tokens per sample; activations and logits grow with it.</source>
        <translation>Tokens per sample; activations and logits grow with it.</translation>
    </message>
    <message>
        <source>&amp;Image size</source>
        <translation>&amp;Image size</translation>
    </message>
    <message>
        <source>The shorter side in pixels; activations grow with the area.</source>
        <translation>The shorter side in pixels; activations grow with the area.</translation>
    </message>
    <message>
        <source>&amp;Frames</source>
        <translation>&amp;Frames</translation>
    </message>
    <message>
        <source>Images or video frames per sample.</source>
        <translation>Images or video frames per sample.</translation>
    </message>
    <message>
        <source>Poi&amp;nts</source>
        <translation>Poi&amp;nts</translation>
    </message>
    <message>
        <source>Points per cloud.</source>
        <translation>Points per cloud.</translation>
    </message>
    <message>
        <source>&amp;Workers</source>
        <translation>&amp;Workers</translation>
    </message>
    <message>
        <source>DataLoader worker processes per GPU; each holds its own copy of the dataset object in host RAM.</source>
        <translation>DataLoader worker processes per GPU; each holds its own copy of the dataset object in host RAM.</translation>
    </message>
    <message>
        <source>Pre&amp;fetch</source>
        <translation>Pre&amp;fetch</translation>
    </message>
    <message>
        <source>Batches each worker prepares ahead, held in host RAM.</source>
        <translation>Batches each worker prepares ahead, held in host RAM.</translation>
    </message>
    <message>
        <source>RAM cac&amp;he</source>
        <translation>RAM cac&amp;he</translation>
    </message>
    <message>
        <source>Samples kept in RAM by the dataset: off, a capped LRU, or everything.</source>
        <translation>Samples kept in RAM by the dataset: off, a capped LRU, or everything.</translation>
    </message>
    <message>
        <source>Cache cap (GiB)</source>
        <translation>Cache cap (GiB)</translation>
    </message>
    <message>
        <source>The LRU cache&apos;s limit, per copy.</source>
        <translation>The LRU cache&apos;s limit, per copy.</translation>
    </message>
    <message>
        <source>Cache lives</source>
        <translation>Cache lives</translation>
    </message>
    <message>
        <source>A cache inside a Dataset exists once per worker process unless it is in shared memory.</source>
        <translation>A cache inside a Dataset exists once per worker process unless it is in shared memory.</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>The GPU type from the catalog; type to search.</source>
        <translation>The GPU type from the catalog; type to search.</translation>
    </message>
    <message>
        <source>GPUs per &amp;node</source>
        <translation>GPUs per &amp;node</translation>
    </message>
    <message>
        <source>Each GPU runs its own training process and workers on the host.</source>
        <translation>Each GPU runs its own training process and workers on the host.</translation>
    </message>
    <message>
        <source>No&amp;des</source>
        <translation>No&amp;des</translation>
    </message>
    <message>
        <source>Machines; sharding strategies divide states over all GPUs.</source>
        <translation>Machines; sharding strategies divide states over all GPUs.</translation>
    </message>
    <message>
        <source>Strateg&amp;y</source>
        <translation>Strateg&amp;y</translation>
    </message>
    <message>
        <source>DDP replicates everything; FSDP and ZeRO shard states, gradients or weights over the GPUs.</source>
        <translation>DDP replicates everything; FSDP and ZeRO shard states, gradients or weights over the GPUs.</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU offload</translation>
    </message>
    <message>
        <source>Moves optimizer states (and weights) to host RAM: less VRAM, more host RAM, slower steps.</source>
        <translation>Moves optimizer states (and weights) to host RAM: less VRAM, more host RAM, slower steps.</translation>
    </message>
    <message>
        <source>&amp;Host RAM (GiB)</source>
        <translation>&amp;Host RAM (GiB)</translation>
    </message>
    <message>
        <source>RAM of one machine.</source>
        <translation>RAM of one machine.</translation>
    </message>
    <message>
        <source>Cached frozen features</source>
        <translation>Cached frozen features</translation>
    </message>
    <message>
        <source>Precompute the frozen encoder&apos;s outputs once instead of running it every step.</source>
        <translation>Precompute the frozen encoder&apos;s outputs once instead of running it every step.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Eager attention stores the score matrix; SDPA and flash do not.</source>
        <translation>Eager attention stores the score matrix; SDPA and flash do not.</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>Chunked loss</translation>
    </message>
    <message>
        <source>Computes the logits and loss in chunks instead of all at once.</source>
        <translation>Computes the logits and loss in chunks instead of all at once.</translation>
    </message>
    <message>
        <source>Activation offload</source>
        <translation>Activation offload</translation>
    </message>
    <message>
        <source>Keeps saved activations in host RAM between forward and backward.</source>
        <translation>Keeps saved activations in host RAM between forward and backward.</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>Pinned memory</translation>
    </message>
    <message>
        <source>Page-locked host buffers for faster copies to the GPU.</source>
        <translation>Page-locked host buffers for faster copies to the GPU.</translation>
    </message>
    <message>
        <source>Quantization bits</source>
        <translation>Quantization bits</translation>
    </message>
    <message>
        <source>Bits per frozen weight under QLoRA.</source>
        <translation>Bits per frozen weight under QLoRA.</translation>
    </message>
    <message>
        <source>Persistent workers</source>
        <translation>Persistent workers</translation>
    </message>
    <message>
        <source>Keep the DataLoader&apos;s workers alive between epochs instead of starting them again.</source>
        <translation>Keep the DataLoader&apos;s workers alive between epochs instead of starting them again.</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU cores</translation>
    </message>
    <message>
        <source>Cores of one machine; workers beyond them add memory, not speed.</source>
        <translation>Cores of one machine; workers beyond them add memory, not speed.</translation>
    </message>
    <message>
        <source>Model card</source>
        <translation>Model card</translation>
    </message>
    <message>
        <source>A model card from headroom-probe: parameters and activations measured from your own model&apos;s code.</source>
        <translation>A model card from headroom-probe: parameters and activations measured from your own model&apos;s code.</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Packed sequences</translation>
    </message>
    <message>
        <source>Rows are full-length sequences with no padding, so no attention mask is built and grouped K/V heads are not repeated.</source>
        <translation>Rows are full-length sequences with no padding, so no attention mask is built and grouped K/V heads are not repeated.</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout</translation>
    </message>
    <message>
        <source>With dropout, every adapted layer keeps its own dropped-out copy of its input for backward.</source>
        <translation>With dropout, every adapted layer keeps its own dropped-out copy of its input for backward.</translation>
    </message>
    <message>
        <source>Fused loss</source>
        <translation>Fused loss</translation>
    </message>
    <message>
        <source>Liger&apos;s fused linear cross-entropy or Cut Cross-Entropy: the logits are never held whole.</source>
        <translation>Liger&apos;s fused linear cross-entropy or Cut Cross-Entropy: the logits are never held whole.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Objective</translation>
    </message>
    <message>
        <source>DPO, ORPO and SimPO run each chosen and rejected answer together: twice the rows per micro batch.</source>
        <translation>DPO, ORPO and SimPO run each chosen and rejected answer together: twice the rows per micro batch.</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Reference model</translation>
    </message>
    <message>
        <source>A frozen copy of the model for DPO or KTO; not needed with LoRA or precomputed reference log-probabilities.</source>
        <translation>A frozen copy of the model for DPO or KTO; not needed with LoRA or precomputed reference log-probabilities.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor parallel</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s matrices are split over (Megatron, NeMo, torchtitan).</source>
        <translation>GPUs each layer&apos;s matrices are split over (Megatron, NeMo, torchtitan).</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Pipeline stages</translation>
    </message>
    <message>
        <source>GPUs the layers are split over, stage by stage.</source>
        <translation>GPUs the layers are split over, stage by stage.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Context parallel</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (long-context training).</source>
        <translation>GPUs each sequence is split over (long-context training).</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequence parallel</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norms&apos; and dropouts&apos; activations (Megatron&apos;s --sequence-parallel).</source>
        <translation>With tensor parallelism, also split the norms&apos; and dropouts&apos; activations (Megatron&apos;s --sequence-parallel).</translation>
    </message>
    <message>
        <source>Rollout engine share</source>
        <translation>Rollout engine share</translation>
    </message>
    <message>
        <source>RL fine-tuning: the share of each training GPU a colocated vLLM or SGLang engine takes (gpu_memory_utilization); 0 when it runs on GPUs of its own.</source>
        <translation>RL fine-tuning: the share of each training GPU a colocated vLLM or SGLang engine takes (gpu_memory_utilization); 0 when it runs on GPUs of its own.</translation>
    </message>
    <message>
        <source>Rollout engine sleeps</source>
        <translation>Rollout engine sleeps</translation>
    </message>
    <message>
        <source>The rollout engine frees its memory while the model trains (vLLM sleep mode, verl&apos;s free_cache_engine).</source>
        <translation>The rollout engine frees its memory while the model trains (vLLM sleep mode, verl&apos;s free_cache_engine).</translation>
    </message>
    <message>
        <source>Gradients kept through forward</source>
        <translation>Gradients kept through forward</translation>
    </message>
    <message>
        <source>The previous step&apos;s gradients are still there during the forward pass: the loop zeroes them between forward and backward (Lightning, torchvision&apos;s reference scripts, detectron2) or without freeing them (PyTorch before 2.0).</source>
        <translation>The previous step&apos;s gradients are still there during the forward pass: the loop zeroes them between forward and backward (Lightning, torchvision&apos;s reference scripts, detectron2) or without freeing them (PyTorch before 2.0).</translation>
    </message>
    <message>
        <source>Foreach optimizer step</source>
        <translation>Foreach optimizer step</translation>
    </message>
    <message>
        <source>The update runs over all tensors at once (torch.optim&apos;s default on a GPU unless fused=True): one more buffer the size of an optimizer state during the step.</source>
        <translation>The update runs over all tensors at once (torch.optim&apos;s default on a GPU unless fused=True): one more buffer the size of an optimizer state during the step.</translation>
    </message>
    <message>
        <source>Offload to NVMe</source>
        <translation>Offload to NVMe</translation>
    </message>
    <message>
        <source>ZeRO-Infinity keeps what it offloads on an NVMe drive; host RAM holds only its swap buffers.</source>
        <translation>ZeRO-Infinity keeps what it offloads on an NVMe drive; host RAM holds only its swap buffers.</translation>
    </message>
    <message>
        <source>Shard within each node</source>
        <translation>Shard within each node</translation>
    </message>
    <message>
        <source>FSDP&apos;s HYBRID_SHARD: states are sharded over one node&apos;s GPUs and replicated across nodes.</source>
        <translation>FSDP&apos;s HYBRID_SHARD: states are sharded over one node&apos;s GPUs and replicated across nodes.</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expert parallel</translation>
    </message>
    <message>
        <source>GPUs a mixture of experts&apos; routed experts are split over (Megatron&apos;s --expert-model-parallel-size).</source>
        <translation>GPUs a mixture of experts&apos; routed experts are split over (Megatron&apos;s --expert-model-parallel-size).</translation>
    </message>
    <message>
        <source>Accumulate unsharded</source>
        <translation>Accumulate unsharded</translation>
    </message>
    <message>
        <source>FSDP skips the gradient reduce-scatter until the last micro batch (no_sync: Accelerate, HF Trainer, Lightning Fabric): every GPU holds the full gradients.</source>
        <translation>FSDP skips the gradient reduce-scatter until the last micro batch (no_sync: Accelerate, HF Trainer, Lightning Fabric): every GPU holds the full gradients.</translation>
    </message>
    <message>
        <source>Gradients for whole blocks</source>
        <translation>Gradients for whole blocks</translation>
    </message>
    <message>
        <source>FSDP1 with use_orig_params and LoRA inside each wrapped block: the block&apos;s frozen weights get gradients too.</source>
        <translation>FSDP1 with use_orig_params and LoRA inside each wrapped block: the block&apos;s frozen weights get gradients too.</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>Images per sample</translation>
    </message>
    <message>
        <source>Images a vision-language model sees per sample; 0 for text-only data, which runs neither the vision tower nor any image token.</source>
        <translation>Images a vision-language model sees per sample; 0 for text-only data, which runs neither the vision tower nor any image token.</translation>
    </message>
    <message>
        <source>FP32 gradient buffer</source>
        <translation>FP32 gradient buffer</translation>
    </message>
    <message>
        <source>Beside 16-bit weights, gradients accumulate in fp32, 4 bytes a parameter (Megatron&apos;s main_grad under --bf16).</source>
        <translation>Beside 16-bit weights, gradients accumulate in fp32, 4 bytes a parameter (Megatron&apos;s main_grad under --bf16).</translation>
    </message>
    <message>
        <source>Batch padded to a square</source>
        <translation>Batch padded to a square</translation>
    </message>
    <message>
        <source>The detector&apos;s images come in both orientations (random crops after grouping by aspect ratio), so each batch is padded to a square of the longer side.</source>
        <translation>The detector&apos;s images come in both orientations (random crops after grouping by aspect ratio), so each batch is padded to a square of the longer side.</translation>
    </message>
    <message>
        <source>Automatic batch share</source>
        <translation>Automatic batch share</translation>
    </message>
    <message>
        <source>The batch is chosen when training starts, to fill this share of the GPU&apos;s memory (Ultralytics&apos; AutoBatch: batch -1 is 0.6); 0 when the batch is stated.</source>
        <translation>The batch is chosen when training starts, to fill this share of the GPU&apos;s memory (Ultralytics&apos; AutoBatch: batch -1 is 0.6); 0 when the batch is stated.</translation>
    </message>
    <message>
        <source>Vision tower frozen</source>
        <translation>Vision tower frozen</translation>
    </message>
    <message>
        <source>Under a full fine-tune of a vision-language model only the language model trains: the vision tower gets no gradients or optimizer states (LLaMA-Factory&apos;s freeze_vision_tower, its default).</source>
        <translation>Under a full fine-tune of a vision-language model only the language model trains: the vision tower gets no gradients or optimizer states (LLaMA-Factory&apos;s freeze_vision_tower, its default).</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>Completion length</translation>
    </message>
    <message>
        <source>Tokens per sample that get logits (a GRPO completion); 0: all of them.</source>
        <translation>Tokens per sample that get logits (a GRPO completion); 0: all of them.</translation>
    </message>
    <message>
        <source>Blocks swapped to host RAM</source>
        <translation>Blocks swapped to host RAM</translation>
    </message>
    <message>
        <source>Transformer blocks whose weights wait in host RAM and are copied to the GPU for their turn (blocks_to_swap in musubi-tuner, sd-scripts and diffusion-pipe): less GPU memory, slower steps.</source>
        <translation>Transformer blocks whose weights wait in host RAM and are copied to the GPU for their turn (blocks_to_swap in musubi-tuner, sd-scripts and diffusion-pipe): less GPU memory, slower steps.</translation>
    </message>
    <message>
        <source>Loss chunk (tokens)</source>
        <translation>Loss chunk (tokens)</translation>
    </message>
    <message>
        <source>Under a fused loss, how many tokens the LM head and the loss take at once, each chunk&apos;s backward done before the next (torchtitan&apos;s ChunkedLossWrapper chunk_len); 0: the kernel picks its own chunks.</source>
        <translation>Under a fused loss, how many tokens the LM head and the loss take at once, each chunk&apos;s backward done before the next (torchtitan&apos;s ChunkedLossWrapper chunk_len); 0: the kernel picks its own chunks.</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>Expandable segments</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator grows one segment instead of caching blocks of fixed sizes, so little memory is reserved beyond the peak.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator grows one segment instead of caching blocks of fixed sizes, so little memory is reserved beyond the peak.</translation>
    </message>
</context>
<context>
    <name>FieldValues</name>
    <message>
        <source>on</source>
        <translation>on</translation>
    </message>
    <message>
        <source>off</source>
        <translation>off</translation>
    </message>
    <message>
        <source>decoder LLM</source>
        <translation>decoder LLM</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>encoder</translation>
    </message>
    <message>
        <source>encoder-decoder</source>
        <translation>encoder-decoder</translation>
    </message>
    <message>
        <source>vision-language</source>
        <translation>vision-language</translation>
    </message>
    <message>
        <source>ViT</source>
        <translation>ViT</translation>
    </message>
    <message>
        <source>CNN</source>
        <translation>CNN</translation>
    </message>
    <message>
        <source>detector</source>
        <translation>detector</translation>
    </message>
    <message>
        <source>segmentation</source>
        <translation>segmentation</translation>
    </message>
    <message>
        <source>point cloud</source>
        <translation>point cloud</translation>
    </message>
    <message>
        <source>diffusion UNet</source>
        <translation>diffusion UNet</translation>
    </message>
    <message>
        <source>TTS</source>
        <translation>TTS</translation>
    </message>
    <message>
        <source>generic</source>
        <translation>generic</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 mixed</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 mixed</translation>
    </message>
    <message>
        <source>pure FP16</source>
        <translation>pure FP16</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>pure BF16</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>SGD with momentum</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <source>4-bit AdamW</source>
        <translation>4-bit AdamW</translation>
    </message>
    <message>
        <source>paged AdamW</source>
        <translation>paged AdamW</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>paged 8-bit AdamW</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>selective</source>
        <translation>selective</translation>
    </message>
    <message>
        <source>full (every block)</source>
        <translation>full (every block)</translation>
    </message>
    <message>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>parts frozen</source>
        <translation>parts frozen</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>SDPA</source>
        <translation>SDPA</translation>
    </message>
    <message>
        <source>FlashAttention</source>
        <translation>FlashAttention</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>capped LRU</source>
        <translation>capped LRU</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>everything</translation>
    </message>
    <message>
        <source>in every worker</source>
        <translation>in every worker</translation>
    </message>
    <message>
        <source>in shared memory</source>
        <translation>in shared memory</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>single GPU</translation>
    </message>
    <message>
        <source>DDP</source>
        <translation>DDP</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>ZeRO-3</source>
        <translation>ZeRO-3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>optimizer states</translation>
    </message>
    <message>
        <source>optimizer states and weights</source>
        <translation>optimizer states and weights</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>as the precision implies</source>
        <translation>as the precision implies</translation>
    </message>
    <message>
        <source>once per GPU process</source>
        <translation>once per GPU process</translation>
    </message>
    <message>
        <source>supervised (SFT)</source>
        <translation>supervised (SFT)</translation>
    </message>
    <message>
        <source>DPO</source>
        <translation>DPO</translation>
    </message>
    <message>
        <source>KTO</source>
        <translation>KTO</translation>
    </message>
    <message>
        <source>ORPO</source>
        <translation>ORPO</translation>
    </message>
    <message>
        <source>SimPO</source>
        <translation>SimPO</translation>
    </message>
    <message>
        <source>RMSprop</source>
        <translation>RMSprop</translation>
    </message>
    <message>
        <source>RMSprop with momentum</source>
        <translation>RMSprop with momentum</translation>
    </message>
    <message>
        <source>Adagrad</source>
        <translation>Adagrad</translation>
    </message>
    <message>
        <source>DreamBooth prior preservation</source>
        <translation>DreamBooth prior preservation</translation>
    </message>
    <message>
        <source>8-bit Lion</source>
        <translation>8-bit Lion</translation>
    </message>
    <message>
        <source>Prodigy</source>
        <translation>Prodigy</translation>
    </message>
    <message>
        <source>DAdaptAdam</source>
        <translation>DAdaptAdam</translation>
    </message>
    <message>
        <source>CAME</source>
        <translation>CAME</translation>
    </message>
    <message>
        <source>Muon</source>
        <translation>Muon</translation>
    </message>
    <message>
        <source>masked language modelling (MLM)</source>
        <translation>masked language modelling (MLM)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>&apos;%1&apos; is not a Headroom field; fields look like run.micro_batch or data.seq_len (see headroom --help)</source>
        <translation>&apos;%1&apos; is not a Headroom field; fields look like run.micro_batch or data.seq_len (see headroom --help)</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 must be a whole number, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation>%1 must be a number, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a count such as 7B, 30M or 3.75e9, not &apos;%2&apos;</source>
        <translation>%1 must be a count such as 7B, 30M or 3.75e9, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a size such as 133.6MiB or 4GB, not &apos;%2&apos;</source>
        <translation>%1 must be a size such as 133.6MiB or 4GB, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 must be true or false, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 cannot be &apos;%2&apos;; use one of: %3</source>
        <translation>%1 cannot be &apos;%2&apos;; use one of: %3</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range; it must be between %3 and %4</source>
        <translation>%1 = %2 is out of range; it must be between %3 and %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom field and was ignored</source>
        <translation>&apos;%1&apos; is not a Headroom field and was ignored</translation>
    </message>
    <message>
        <source>the file must be a mapping of fields (key: value), not a list or a single value</source>
        <translation>the file must be a mapping of fields (key: value), not a list or a single value</translation>
    </message>
    <message>
        <source>--set needs field=value, as in --set run.micro_batch=4; got &apos;%1&apos;</source>
        <translation>--set needs field=value, as in --set run.micro_batch=4; got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML syntax error: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; Headroom reads files up to %2 bytes</source>
        <translation>the file is %1 bytes; Headroom reads files up to %2 bytes</translation>
    </message>
    <message>
        <source>this is a binary file, not a text config</source>
        <translation>this is a binary file, not a text config</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>cannot read the file: %1</translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; is not usable: %2</source>
        <translation>catalog entry &apos;%1&apos; is not usable: %2</translation>
    </message>
    <message>
        <source>no model preset is called &apos;%1&apos;; &apos;headroom models&apos; lists them</source>
        <translation>no model preset is called &apos;%1&apos;; &apos;headroom models&apos; lists them</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; the architecture given field by field is used</source>
        <translation>no preset matches the model &apos;%1&apos;; the architecture given field by field is used</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; name one from &apos;headroom models&apos; or give model.layers, model.hidden, model.heads (and model.params)</source>
        <translation>no preset matches the model &apos;%1&apos;; name one from &apos;headroom models&apos; or give model.layers, model.hidden, model.heads (and model.params)</translation>
    </message>
    <message>
        <source>no model is given; set model.name (a preset or a hub id) or the architecture (model.layers, model.hidden, model.heads)</source>
        <translation>no model is given; set model.name (a preset or a hub id) or the architecture (model.layers, model.hidden, model.heads)</translation>
    </message>
    <message>
        <source>model.hidden = %1 is not divisible by model.heads = %2</source>
        <translation>model.hidden = %1 is not divisible by model.heads = %2</translation>
    </message>
    <message>
        <source>model.kv_heads = %2 must divide model.heads = %1</source>
        <translation>model.kv_heads = %2 must divide model.heads = %1</translation>
    </message>
    <message>
        <source>model.trainable_params (%1) is larger than model.params (%2)</source>
        <translation>model.trainable_params (%1) is larger than model.params (%2)</translation>
    </message>
    <message>
        <source>LoRA target &apos;%1&apos; is not a projection Headroom knows; it is not counted</source>
        <translation>LoRA target &apos;%1&apos; is not a projection Headroom knows; it is not counted</translation>
    </message>
    <message>
        <source>without the model&apos;s architecture, LoRA adapters are taken as 0.5 % of the parameters</source>
        <translation>without the model&apos;s architecture, LoRA adapters are taken as 0.5 % of the parameters</translation>
    </message>
    <message>
        <source>the global batch %1 is not micro batch × accumulation × GPUs; the effective batch is %2</source>
        <translation>the global batch %1 is not micro batch × accumulation × GPUs; the effective batch is %2</translation>
    </message>
    <message>
        <source>no GPU in the catalog is called &apos;%1&apos;; &apos;headroom gpus&apos; lists them</source>
        <translation>no GPU in the catalog is called &apos;%1&apos;; &apos;headroom gpus&apos; lists them</translation>
    </message>
    <message>
        <source>%1 has no bf16 support; use fp16-mixed instead</source>
        <translation>%1 has no bf16 support; use fp16-mixed instead</translation>
    </message>
    <message>
        <source>%1 has no fp8 support</source>
        <translation>%1 has no fp8 support</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see headroom --help)</source>
        <translation>unknown option &apos;%1&apos; (see headroom --help)</translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation>option %1 needs a value</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see headroom --help)</source>
        <translation>unknown command &apos;%1&apos; (see headroom --help)</translation>
    </message>
    <message>
        <source>--format must be text, json or markdown, not &apos;%1&apos;</source>
        <translation>--format must be text, json or markdown, not &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--lang must be en, ru, zh_CN or ko, not &apos;%1&apos;</source>
        <translation>--lang must be en, ru, zh_CN or ko, not &apos;%1&apos;</translation>
    </message>
    <message>
        <source>this command needs a config file</source>
        <translation>this command needs a config file</translation>
    </message>
    <message>
        <source>the key map for &apos;%1&apos; is missing from this build</source>
        <translation>the key map for &apos;%1&apos; is missing from this build</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;: the tool decides at run time, so %2 is left at Headroom&apos;s default</source>
        <translation>%1 is &apos;auto&apos;: the tool decides at run time, so %2 is left at Headroom&apos;s default</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;; taken as %2, what the tool picks on a GPU that supports it</source>
        <translation>%1 is &apos;auto&apos;; taken as %2, what the tool picks on a GPU that supports it</translation>
    </message>
    <message>
        <source>%1 = %2 refers to a value not in the file; it was not read</source>
        <translation>%1 = %2 refers to a value not in the file; it was not read</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read</source>
        <translation>%1 = %2 is not a value Headroom knows for %3; it was not read</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all GPUs and accumulation steps; it is read as run.global_batch and divided by the GPU count</source>
        <translation>%1 = %2 is the batch over all GPUs and accumulation steps; it is read as run.global_batch and divided by the GPU count</translation>
    </message>
    <message>
        <source>%1 = %2: the file it names was not read, so %3 is guessed from its name</source>
        <translation>%1 = %2: the file it names was not read, so %3 is guessed from its name</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which cannot be found</source>
        <translation>%1 names &apos;%2&apos;, which cannot be found</translation>
    </message>
    <message>
        <source>%1 does not divide evenly, so %2 was not derived</source>
        <translation>%1 does not divide evenly, so %2 was not derived</translation>
    </message>
    <message>
        <source>%1 is given more than once (also on line %3); the last one, %2, is used, as the tool does</source>
        <translation>%1 is given more than once (also on line %3); the last one, %2, is used, as the tool does</translation>
    </message>
    <message>
        <source>%1: %2 = %3 overrides %4 = %5</source>
        <translation>%1: %2 = %3 overrides %4 = %5</translation>
    </message>
    <message>
        <source>the defaults list names &apos;%1&apos;, which is not there; the config is read without it</source>
        <translation>the defaults list names &apos;%1&apos;, which is not there; the config is read without it</translation>
    </message>
    <message>
        <source>the base config &apos;%1&apos; is not there; the config is read without it</source>
        <translation>the base config &apos;%1&apos; is not there; the config is read without it</translation>
    </message>
    <message>
        <source>of the services, &apos;%1&apos; is read as the one that trains</source>
        <translation>of the services, &apos;%1&apos; is read as the one that trains</translation>
    </message>
    <message>
        <source>this compose file has no services</source>
        <translation>this compose file has no services</translation>
    </message>
    <message>
        <source>dialect key map: %1</source>
        <translation>dialect key map: %1</translation>
    </message>
    <message>
        <source>--map needs field=key.path, as in --map run.micro_batch=train.bs; got &apos;%1&apos;</source>
        <translation>--map needs field=key.path, as in --map run.micro_batch=train.bs; got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--map: the file has no key &apos;%1&apos; to read as %2</source>
        <translation>--map: the file has no key &apos;%1&apos; to read as %2</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be written in this file&apos;s format (at &apos;%3&apos;)</source>
        <translation>%1 = %2 cannot be written in this file&apos;s format (at &apos;%3&apos;)</translation>
    </message>
    <message>
        <source>%1 is built from several parts of the file and cannot be changed in place</source>
        <translation>%1 is built from several parts of the file and cannot be changed in place</translation>
    </message>
    <message>
        <source>the file was not read, so it cannot be exported</source>
        <translation>the file was not read, so it cannot be exported</translation>
    </message>
    <message>
        <source>this would overwrite the input file; give --in-place (a backup is kept as .bak) or another --out</source>
        <translation>this would overwrite the input file; give --in-place (a backup is kept as .bak) or another --out</translation>
    </message>
    <message>
        <source>cannot write the backup: %1</source>
        <translation>cannot write the backup: %1</translation>
    </message>
    <message>
        <source>cannot save the file: %1</source>
        <translation>cannot save the file: %1</translation>
    </message>
    <message>
        <source>export needs --out FILE (or --out - for the standard output, or --in-place)</source>
        <translation>export needs --out FILE (or --out - for the standard output, or --in-place)</translation>
    </message>
    <message>
        <source>problem &apos;%1&apos;: %2</source>
        <translation>problem &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>warning</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Weights</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradients</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer states</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32 master weights</translation>
    </message>
    <message>
        <source>EMA copy</source>
        <translation>EMA copy</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Logits and loss</translation>
    </message>
    <message>
        <source>Input batch</source>
        <translation>Input batch</translation>
    </message>
    <message>
        <source>Dequantization buffers</source>
        <translation>Dequantization buffers</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>Communication buffers</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Allocator reserve</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA context</translation>
    </message>
    <message>
        <source>cuBLAS workspace</source>
        <translation>cuBLAS workspace</translation>
    </message>
    <message>
        <source>OS and services</source>
        <translation>OS and services</translation>
    </message>
    <message>
        <source>Training processes</source>
        <translation>Training processes</translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation>DataLoader workers</translation>
    </message>
    <message>
        <source>Batches in flight</source>
        <translation>Batches in flight</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>Pinned memory</translation>
    </message>
    <message>
        <source>Dataset cache</source>
        <translation>Dataset cache</translation>
    </message>
    <message>
        <source>Checkpoint loading</source>
        <translation>Checkpoint loading</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>Shared memory</translation>
    </message>
    <message>
        <source>The model&apos;s parameters as the GPU holds them for the forward pass (quantized, 16-bit or fp32).</source>
        <translation>The model&apos;s parameters as the GPU holds them for the forward pass (quantized, 16-bit or fp32).</translation>
    </message>
    <message>
        <source>Gradients of the trainable parameters.</source>
        <translation>Gradients of the trainable parameters.</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state per trainable parameter (AdamW keeps two).</source>
        <translation>The optimizer&apos;s state per trainable parameter (AdamW keeps two).</translation>
    </message>
    <message>
        <source>The fp32 copy of the trainable parameters that mixed precision updates.</source>
        <translation>The fp32 copy of the trainable parameters that mixed precision updates.</translation>
    </message>
    <message>
        <source>The exponential moving average copy of the model.</source>
        <translation>The exponential moving average copy of the model.</translation>
    </message>
    <message>
        <source>Tensors the forward pass saves for backward; they grow with batch and sequence length.</source>
        <translation>Tensors the forward pass saves for backward; they grow with batch and sequence length.</translation>
    </message>
    <message>
        <source>The output over the vocabulary and the loss&apos;s buffers.</source>
        <translation>The output over the vocabulary and the loss&apos;s buffers.</translation>
    </message>
    <message>
        <source>The input tensors of one micro batch.</source>
        <translation>The input tensors of one micro batch.</translation>
    </message>
    <message>
        <source>16-bit copies a quantized layer makes while it computes.</source>
        <translation>16-bit copies a quantized layer makes while it computes.</translation>
    </message>
    <message>
        <source>DDP gradient buckets, gathered FSDP/ZeRO layers and reduce buckets.</source>
        <translation>DDP gradient buckets, gathered FSDP/ZeRO layers and reduce buckets.</translation>
    </message>
    <message>
        <source>Memory PyTorch&apos;s caching allocator reserves beyond what tensors use.</source>
        <translation>Memory PyTorch&apos;s caching allocator reserves beyond what tensors use.</translation>
    </message>
    <message>
        <source>The cuBLAS workspace PyTorch&apos;s allocator holds for matrix multiplications.</source>
        <translation>The cuBLAS workspace PyTorch&apos;s allocator holds for matrix multiplications.</translation>
    </message>
    <message>
        <source>The operating system and its services.</source>
        <translation>The operating system and its services.</translation>
    </message>
    <message>
        <source>Each training process: Python, PyTorch and the CUDA libraries.</source>
        <translation>Each training process: Python, PyTorch and the CUDA libraries.</translation>
    </message>
    <message>
        <source>DataLoader worker processes, each with its own copy of what it touches.</source>
        <translation>DataLoader worker processes, each with its own copy of what it touches.</translation>
    </message>
    <message>
        <source>Batches the workers have prepared ahead (workers × prefetch_factor).</source>
        <translation>Batches the workers have prepared ahead (workers × prefetch_factor).</translation>
    </message>
    <message>
        <source>Page-locked copies of batches when pin_memory is on.</source>
        <translation>Page-locked copies of batches when pin_memory is on.</translation>
    </message>
    <message>
        <source>Samples cached in RAM; a cache inside the Dataset lives once per worker process.</source>
        <translation>Samples cached in RAM; a cache inside the Dataset lives once per worker process.</translation>
    </message>
    <message>
        <source>The checkpoint loaded on the CPU before it moves to the GPU.</source>
        <translation>The checkpoint loaded on the CPU before it moves to the GPU.</translation>
    </message>
    <message>
        <source>Optimizer states and parameters that DeepSpeed or FSDP keep in host memory.</source>
        <translation>Optimizer states and parameters that DeepSpeed or FSDP keep in host memory.</translation>
    </message>
    <message>
        <source>Shared memory the workers pass batches through.</source>
        <translation>Shared memory the workers pass batches through.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>fits</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>tight</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>this machine</source>
        <translation>this machine</translation>
    </message>
    <message>
        <source>Docker&apos;s default shm_size, 64 MiB</source>
        <translation>Docker&apos;s default shm_size, 64 MiB</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>assumed</translation>
    </message>
    <message>
        <source>computed from the architecture</source>
        <translation>computed from the architecture</translation>
    </message>
    <message>
        <source>a tab in the indentation; YAML indents with spaces only, so replace the tab with spaces</source>
        <translation>a tab in the indentation; YAML indents with spaces only, so replace the tab with spaces</translation>
    </message>
    <message>
        <source>the string opened with %1 here is never closed; add the closing %1 at the end of the value</source>
        <translation>the string opened with %1 here is never closed; add the closing %1 at the end of the value</translation>
    </message>
    <message>
        <source>the &apos;%1&apos; opened here is never closed; add the matching &apos;%2&apos;</source>
        <translation>the &apos;%1&apos; opened here is never closed; add the matching &apos;%2&apos;</translation>
    </message>
    <message>
        <source>this alias (*name) refers to an anchor (&amp;name) that is not defined before it; define the anchor first or write the value out</source>
        <translation>this alias (*name) refers to an anchor (&amp;name) that is not defined before it; define the anchor first or write the value out</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where no value can start; put a nested key on its own, more indented line, or quote a value that contains &apos;: &apos;</source>
        <translation>a &apos;:&apos; where no value can start; put a nested key on its own, more indented line, or quote a value that contains &apos;: &apos;</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above; indent the keys of one mapping (and the &apos;-&apos; of one list) by the same number of spaces</source>
        <translation>the indentation does not match the lines above; indent the keys of one mapping (and the &apos;-&apos; of one list) by the same number of spaces</translation>
    </message>
    <message>
        <source>this alias refers to the anchor that contains it, so the value would never end; write the value out instead</source>
        <translation>this alias refers to the anchor that contains it, so the value would never end; write the value out instead</translation>
    </message>
    <message>
        <source>the file expands to more than %1 values (aliases counted as what they repeat); a training config needs far fewer, so this file is refused</source>
        <translation>the file expands to more than %1 values (aliases counted as what they repeat); a training config needs far fewer, so this file is refused</translation>
    </message>
    <message>
        <source>JSON has no comments; remove the comment (DeepSpeed, the HF Trainer and the other tools that read this file as JSON refuse it too)</source>
        <translation>JSON has no comments; remove the comment (DeepSpeed, the HF Trainer and the other tools that read this file as JSON refuse it too)</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos; is not allowed in JSON; remove this comma</source>
        <translation>a comma before &apos;%1&apos; is not allowed in JSON; remove this comma</translation>
    </message>
    <message>
        <source>JSON strings use double quotes; write &quot;…&quot; instead of &apos;…&apos;</source>
        <translation>JSON strings use double quotes; write &quot;…&quot; instead of &apos;…&apos;</translation>
    </message>
    <message>
        <source>JSON keys must be in double quotes, as in &quot;key&quot;: value</source>
        <translation>JSON keys must be in double quotes, as in &quot;key&quot;: value</translation>
    </message>
    <message>
        <source>expected %1 here, found %2</source>
        <translation>expected %1 here, found %2</translation>
    </message>
    <message>
        <source>text after the end of the JSON value; a JSON file holds exactly one object</source>
        <translation>text after the end of the JSON value; a JSON file holds exactly one object</translation>
    </message>
    <message>
        <source>the string opened here is not closed on its line; add the closing &quot;</source>
        <translation>the string opened here is not closed on its line; add the closing &quot;</translation>
    </message>
    <message>
        <source>the %1 opened here is never closed, so the shell would stop with &quot;unexpected end of file&quot;; add the matching closing character</source>
        <translation>the %1 opened here is never closed, so the shell would stop with &quot;unexpected end of file&quot;; add the matching closing character</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or give the values with --set</source>
        <translation>the file holds no settings (it is empty, or only comments); open the training config itself, or give the values with --set</translation>
    </message>
    <message>
        <source>the file is encoded as %1; save it as UTF-8 and open it again</source>
        <translation>the file is encoded as %1; save it as UTF-8 and open it again</translation>
    </message>
    <message>
        <source>byte %1 here is not UTF-8 text; save the file as UTF-8 (or remove the character) and open it again</source>
        <translation>byte %1 here is not UTF-8 text; save the file as UTF-8 (or remove the character) and open it again</translation>
    </message>
    <message>
        <source>including &apos;%1&apos; here would include a file that is already being read (a cycle); remove one of the includes</source>
        <translation>including &apos;%1&apos; here would include a file that is already being read (a cycle); remove one of the includes</translation>
    </message>
    <message>
        <source>includes nest deeper than %1 files here; Headroom stops at that depth</source>
        <translation>includes nest deeper than %1 files here; Headroom stops at that depth</translation>
    </message>
    <message>
        <source>the config includes more than %1 files in all; Headroom stops there</source>
        <translation>the config includes more than %1 files in all; Headroom stops there</translation>
    </message>
    <message>
        <source>%1 refers to itself through ${…} interpolations (a cycle); give one of them a plain value</source>
        <translation>%1 refers to itself through ${…} interpolations (a cycle); give one of them a plain value</translation>
    </message>
    <message>
        <source>%1 goes through more than %2 ${…} interpolations; give it a plainer value</source>
        <translation>%1 goes through more than %2 ${…} interpolations; give it a plainer value</translation>
    </message>
    <message>
        <source>%1 expands to more than %2 bytes through ${…} interpolations; a setting is never that long</source>
        <translation>%1 expands to more than %2 bytes through ${…} interpolations; a setting is never that long</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels here; a training config never needs that many, so the file is refused</source>
        <translation>the file nests deeper than %1 levels here; a training config never needs that many, so the file is refused</translation>
    </message>
    <message>
        <source>after the change, %1 would not read back as %2 (the patched file says &apos;%3&apos;), so nothing was written; change this value in the file by hand</source>
        <translation>after the change, %1 would not read back as %2 (the patched file says &apos;%3&apos;), so nothing was written; change this value in the file by hand</translation>
    </message>
    <message>
        <source>this is a symbolic link (to &apos;%1&apos;); it is not written through unless --force is given; choose another file name</source>
        <translation>this is a symbolic link (to &apos;%1&apos;); it is not written through unless --force is given; choose another file name</translation>
    </message>
    <message>
        <source>this is not a regular file (a folder, a device or a pipe); choose a file name to save to</source>
        <translation>this is not a regular file (a folder, a device or a pipe); choose a file name to save to</translation>
    </message>
    <message>
        <source>the file changed on disk since Headroom read it; open it again to see the changes, or save to another file</source>
        <translation>the file changed on disk since Headroom read it; open it again to see the changes, or save to another file</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1</source>
        <translation>LoRA adapters of rank %1</translation>
    </message>
    <message>
        <source>0.5 % of the parameters (the architecture is not known)</source>
        <translation>0.5 % of the parameters (the architecture is not known)</translation>
    </message>
    <message>
        <source>more than one GPU</source>
        <translation>more than one GPU</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); give them with --set, or --map a key to a field</source>
        <translation>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); give them with --set, or --map a key to a field</translation>
    </message>
    <message>
        <source>%1 is stated twice with different values: %2 = %3 is used, %4 = %5 is not</source>
        <translation>%1 is stated twice with different values: %2 = %3 is used, %4 = %5 is not</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all %3 GPUs, so each GPU takes %4</source>
        <translation>%1 = %2 is the batch over all %3 GPUs, so each GPU takes %4</translation>
    </message>
    <message>
        <source>this is not valid TOML: %1</source>
        <translation>this is not valid TOML: %1</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>a string opened here is never closed</translation>
    </message>
    <message>
        <source>a bracket opened here is never closed</source>
        <translation>a bracket opened here is never closed</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it: the written file leaves it out</source>
        <translation>%1 = %2 is not in this file and cannot be added to it: the written file leaves it out</translation>
    </message>
    <message>
        <source>the model card %1 cannot be read; check the path (a relative path counts from the config&apos;s folder) or write it again with headroom-probe</source>
        <translation>the model card %1 cannot be read; check the path (a relative path counts from the config&apos;s folder) or write it again with headroom-probe</translation>
    </message>
    <message>
        <source>this is not a model card written by headroom-probe (it has no headroom_card key)</source>
        <translation>this is not a model card written by headroom-probe (it has no headroom_card key)</translation>
    </message>
    <message>
        <source>the model card lacks &apos;%1&apos;; write it again with headroom-probe</source>
        <translation>the model card lacks &apos;%1&apos;; write it again with headroom-probe</translation>
    </message>
    <message>
        <source>in the model card, %1 must be a number of bytes or parameters, not &apos;%2&apos;</source>
        <translation>in the model card, %1 must be a number of bytes or parameters, not &apos;%2&apos;</translation>
    </message>
    <message>
        <source>in the model card, %1 cannot be &apos;%2&apos;</source>
        <translation>in the model card, %1 cannot be &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--measured needs METRIC=SIZE with METRIC one of allocated, reserved, nvidia-smi, as in --measured allocated=17.3GiB; got &apos;%1&apos;</source>
        <translation>--measured needs METRIC=SIZE with METRIC one of allocated, reserved, nvidia-smi, as in --measured allocated=17.3GiB; got &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--measured needs a config FILE: the calibration is kept beside it</source>
        <translation>--measured needs a config FILE: the calibration is kept beside it</translation>
    </message>
    <message>
        <source>a run cannot be calibrated while the model is unknown; name the model or a model card first</source>
        <translation>a run cannot be calibrated while the model is unknown; name the model or a model card first</translation>
    </message>
    <message>
        <source>the calibration %1 cannot be read (%2); delete it or measure again with --measured</source>
        <translation>the calibration %1 cannot be read (%2); delete it or measure again with --measured</translation>
    </message>
    <message>
        <source>the calibration could not be written to %1: %2</source>
        <translation>the calibration could not be written to %1: %2</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; is taken to be the catalog&apos;s %2 (match %3 %); set model.preset if it is another one</source>
        <translation>the model &apos;%1&apos; is taken to be the catalog&apos;s %2 (match %3 %); set model.preset if it is another one</translation>
    </message>
    <message>
        <source>Optimizer in backward applies each gradient as soon as it is computed, so gradient accumulation (%1 steps) does not work with it</source>
        <translation>Optimizer in backward applies each gradient as soon as it is computed, so gradient accumulation (%1 steps) does not work with it</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>Paged optimizer states</translation>
    </message>
    <message>
        <source>Calibrated from your run</source>
        <translation>Calibrated from your run</translation>
    </message>
    <message>
        <source>A paged optimizer&apos;s states in CUDA unified memory: on the GPU while there is room, paged out to host RAM when it is full. PyTorch&apos;s memory counters do not include them.</source>
        <translation>A paged optimizer&apos;s states in CUDA unified memory: on the GPU while there is room, paged out to host RAM when it is full. PyTorch&apos;s memory counters do not include them.</translation>
    </message>
    <message>
        <source>The difference your measured run showed, applied to activations and fixed overhead; it follows the batch and input size.</source>
        <translation>The difference your measured run showed, applied to activations and fixed overhead; it follows the batch and input size.</translation>
    </message>
    <message>
        <source>measured from your model (model card)</source>
        <translation>measured from your model (model card)</translation>
    </message>
    <message>
        <source>the config file&apos;s name</source>
        <translation>the config file&apos;s name</translation>
    </message>
    <message>
        <source>unknown until the model is identified</source>
        <translation>unknown until the model is identified</translation>
    </message>
    <message>
        <source>%1 = %2 is not in the file: it is what the tool does by default where %3 is set</source>
        <translation>%1 = %2 is not in the file: it is what the tool does by default where %3 is set</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: that needs its shape (model.layers, model.hidden, model.heads), so the GPU figure is a floor</source>
        <translation>the activations of &apos;%1&apos; are not counted: that needs its shape (model.layers, model.hidden, model.heads), so the GPU figure is a floor</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: Headroom walks only a network it can name (a backbone and head such as &apos;resnet50 fpn mask rcnn&apos;, or a catalog model in model.preset), so the GPU figure is a floor</source>
        <translation>the activations of &apos;%1&apos; are not counted: Headroom walks only a network it can name (a backbone and head such as &apos;resnet50 fpn mask rcnn&apos;, or a catalog model in model.preset), so the GPU figure is a floor</translation>
    </message>
    <message>
        <source>%1 means every GPU the machine has: the file does not say how many, so %2 is left for you to set</source>
        <translation>%1 means every GPU the machine has: the file does not say how many, so %2 is left for you to set</translation>
    </message>
    <message>
        <source>model.experts_active = %2 is more than the model&apos;s %1 experts</source>
        <translation>model.experts_active = %2 is more than the model&apos;s %1 experts</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it, so nothing was written; leave that change out, or make it where the tool takes it (its command line)</source>
        <translation>%1 = %2 is not in this file and cannot be added to it, so nothing was written; leave that change out, or make it where the tool takes it (its command line)</translation>
    </message>
    <message>
        <source>the RAM cache holds the whole dataset, but its size is not known: give data.dataset_size (samples); until then the cache counts as 0 in host RAM</source>
        <translation>the RAM cache holds the whole dataset, but its size is not known: give data.dataset_size (samples); until then the cache counts as 0 in host RAM</translation>
    </message>
    <message>
        <source>%1 = %3 lets the tool choose at run time, so %2 is left at Headroom&apos;s default; set it to what the run uses</source>
        <translation>%1 = %3 lets the tool choose at run time, so %2 is left at Headroom&apos;s default; set it to what the run uses</translation>
    </message>
    <message>
        <source>a space follows the \ at the end of this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; delete the space after the \</source>
        <translation>a space follows the \ at the end of this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; delete the space after the \</translation>
    </message>
    <message>
        <source>this %1 command is not read: the script launches more than once, and the launch on line %2 is the one read</source>
        <translation>this %1 command is not read: the script launches more than once, and the launch on line %2 is the one read</translation>
    </message>
    <message>
        <source>tensor parallel %1 × pipeline %2 × context parallel %4 does not divide the %3 GPUs; the data-parallel size is rounded down</source>
        <translation>tensor parallel %1 × pipeline %2 × context parallel %4 does not divide the %3 GPUs; the data-parallel size is rounded down</translation>
    </message>
    <message>
        <source>Generation engine (vLLM/SGLang)</source>
        <translation>Generation engine (vLLM/SGLang)</translation>
    </message>
    <message>
        <source>The share of the card the colocated rollout engine takes (its gpu_memory_utilization): its weights, activations and KV cache. In sleep mode it is freed while the model trains.</source>
        <translation>The share of the card the colocated rollout engine takes (its gpu_memory_utilization): its weights, activations and KV cache. In sleep mode it is freed while the model trains.</translation>
    </message>
    <message>
        <source>%1 = %2 is not a size Kubernetes accepts (64Gi, 65536Mi, or 64G for 64×10⁹ bytes), so %3 was not read from it</source>
        <translation>%1 = %2 is not a size Kubernetes accepts (64Gi, 65536Mi, or 64G for 64×10⁹ bytes), so %3 was not read from it</translation>
    </message>
    <message>
        <source>of the manifest&apos;s containers, &apos;%1&apos; is read as the one that trains</source>
        <translation>of the manifest&apos;s containers, &apos;%1&apos; is read as the one that trains</translation>
    </message>
    <message>
        <source>this Kubernetes manifest has no containers to read (no Pod, Job, Deployment, StatefulSet or PyTorchJob with a containers: list)</source>
        <translation>this Kubernetes manifest has no containers to read (no Pod, Job, Deployment, StatefulSet or PyTorchJob with a containers: list)</translation>
    </message>
    <message>
        <source>the container runtime&apos;s default /dev/shm of a pod, 64 MiB</source>
        <translation>the container runtime&apos;s default /dev/shm of a pod, 64 MiB</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; here stands outside any [ ] or { } list, where YAML cannot read it; remove it, or quote the value it belongs to</source>
        <translation>a &apos;%1&apos; here stands outside any [ ] or { } list, where YAML cannot read it; remove it, or quote the value it belongs to</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined a second time here; TOML allows each key and [table] once, so remove one or merge them</source>
        <translation>&apos;%1&apos; is defined a second time here; TOML allows each key and [table] once, so remove one or merge them</translation>
    </message>
    <message>
        <source>a key with no value after &apos;=&apos;; write the value, or remove the line</source>
        <translation>a key with no value after &apos;=&apos;; write the value, or remove the line</translation>
    </message>
    <message>
        <source>this value is not a number, true/false or a date, so TOML needs it in quotes: write it as &quot;…&quot;</source>
        <translation>this value is not a number, true/false or a date, so TOML needs it in quotes: write it as &quot;…&quot;</translation>
    </message>
    <message>
        <source>more text after the value on this line; put one key = value per line, and a comment after #</source>
        <translation>more text after the value on this line; put one key = value per line, and a comment after #</translation>
    </message>
    <message>
        <source>an extra &apos;,&apos; with no value beside it; remove the comma</source>
        <translation>an extra &apos;,&apos; with no value beside it; remove the comma</translation>
    </message>
    <message>
        <source>the vocabulary size is not known, so the embedding, the LM head and the logits are left out; set model.vocab (the tokenizer&apos;s size: 32000 for Llama 2, 128256 for Llama 3, 151936 for Qwen2)</source>
        <translation>the vocabulary size is not known, so the embedding, the LM head and the logits are left out; set model.vocab (the tokenizer&apos;s size: 32000 for Llama 2, 128256 for Llama 3, 151936 for Qwen2)</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; does not close the &apos;%2&apos; opened on line %3; close that one first with &apos;%4&apos;</source>
        <translation>this &apos;%1&apos; does not close the &apos;%2&apos; opened on line %3; close that one first with &apos;%4&apos;</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; closes nothing: no bracket is open here; remove it</source>
        <translation>this &apos;%1&apos; closes nothing: no bracket is open here; remove it</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set hardware.host_ram_gib (--host-ram) to a node&apos;s RAM</source>
        <translation>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set hardware.host_ram_gib (--host-ram) to a node&apos;s RAM</translation>
    </message>
    <message>
        <source>offloading the parameters needs FSDP or DeepSpeed ZeRO; with strategy &apos;%1&apos; they stay on the GPU</source>
        <translation>offloading the parameters needs FSDP or DeepSpeed ZeRO; with strategy &apos;%1&apos; they stay on the GPU</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an escape JSON knows; a backslash in a path is written twice (C:\\data), or use &apos;/&apos;</source>
        <translation>&apos;%1&apos; is not an escape JSON knows; a backslash in a path is written twice (C:\\data), or use &apos;/&apos;</translation>
    </message>
    <message>
        <source>a tab or another control character typed inside a string; JSON needs it written as an escape (\t, \n)</source>
        <translation>a tab or another control character typed inside a string; JSON needs it written as an escape (\t, \n)</translation>
    </message>
    <message>
        <source>JSON numbers do not start with 0 (%1); write it without the leading zero</source>
        <translation>JSON numbers do not start with 0 (%1); write it without the leading zero</translation>
    </message>
    <message>
        <source>an inline table { … } must stay on one line in TOML; join its lines, or write it as a [table] of its own</source>
        <translation>an inline table { … } must stay on one line in TOML; join its lines, or write it as a [table] of its own</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number TOML can read (a float like 1e-4 or 0.5, an integer of at most 19 digits); fix it, or quote it if it is meant as text</source>
        <translation>&apos;%1&apos; is not a number TOML can read (a float like 1e-4 or 0.5, an integer of at most 19 digits); fix it, or quote it if it is meant as text</translation>
    </message>
    <message>
        <source>%1 holds a list where one value goes; %2 was not read from it</source>
        <translation>%1 holds a list where one value goes; %2 was not read from it</translation>
    </message>
    <message>
        <source>%1 holds a mapping of keys where one value goes; %2 was not read from it</source>
        <translation>%1 holds a mapping of keys where one value goes; %2 was not read from it</translation>
    </message>
    <message>
        <source>this text comes after a &apos;...&apos; line, which ends the YAML document, so a training script&apos;s yaml.safe_load refuses the file; remove the &apos;...&apos; line</source>
        <translation>this text comes after a &apos;...&apos; line, which ends the YAML document, so a training script&apos;s yaml.safe_load refuses the file; remove the &apos;...&apos; line</translation>
    </message>
    <message>
        <source>--map %1 has nothing to read in a Headroom setup file, whose keys are the fields themselves; give the value with --set</source>
        <translation>--map %1 has nothing to read in a Headroom setup file, whose keys are the fields themselves; give the value with --set</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes with more than one memory size; %2 is taken. If yours is another, name it: %3</source>
        <translation>&apos;%1&apos; comes with more than one memory size; %2 is taken. If yours is another, name it: %3</translation>
    </message>
    <message>
        <source>this file is a template ({{ … }}, {% … %}) that a tool fills in before it is YAML; open the config it renders to, or put the values in</source>
        <translation>this file is a template ({{ … }}, {% … %}) that a tool fills in before it is YAML; open the config it renders to, or put the values in</translation>
    </message>
    <message>
        <source>the here-document opened here is never closed by its delimiter line, so the shell reads the rest of the file into it and runs nothing after; add the delimiter line where its text ends</source>
        <translation>the here-document opened here is never closed by its delimiter line, so the shell reads the rest of the file into it and runs nothing after; add the delimiter line where its text ends</translation>
    </message>
    <message>
        <source>a comment follows the \ on this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; move the comment to a line of its own</source>
        <translation>a comment follows the \ on this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; move the comment to a line of its own</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not NAME=value, so it sets nothing (python-dotenv and docker skip it); write it as NAME=value</source>
        <translation>&apos;%1&apos; is not NAME=value, so it sets nothing (python-dotenv and docker skip it); write it as NAME=value</translation>
    </message>
    <message>
        <source>the file holds more than %1 values; a training config needs far fewer, so this file is refused</source>
        <translation>the file holds more than %1 values; a training config needs far fewer, so this file is refused</translation>
    </message>
    <message>
        <source>the key on this line is longer than %1 characters, more than YAML allows a plain key; shorten it</source>
        <translation>the key on this line is longer than %1 characters, more than YAML allows a plain key; shorten it</translation>
    </message>
    <message>
        <source>the section %1 is given again here (also on line %2); a YAML loader keeps only this one, so what the first one sets is lost; merge the two</source>
        <translation>the section %1 is given again here (also on line %2); a YAML loader keeps only this one, so what the first one sets is lost; merge the two</translation>
    </message>
    <message>
        <source>services is a list here, but Compose wants a mapping of names: write each service as &apos;name:&apos; with its keys indented under it, not as &apos;- name: …&apos;</source>
        <translation>services is a list here, but Compose wants a mapping of names: write each service as &apos;name:&apos; with its keys indented under it, not as &apos;- name: …&apos;</translation>
    </message>
    <message>
        <source>the script may not take such a flag: nothing on its command line shows its parser has one, and a flag it does not know stops it at start; set it where the script reads it</source>
        <translation>the script may not take such a flag: nothing on its command line shows its parser has one, and a flag it does not know stops it at start; set it where the script reads it</translation>
    </message>
    <message>
        <source>a key the file does not have is not added to a TOML or Python config</source>
        <translation>a key the file does not have is not added to a TOML or Python config</translation>
    </message>
    <message>
        <source>it would go inside a { } or [ ] written on one line</source>
        <translation>it would go inside a { } or [ ] written on one line</translation>
    </message>
    <message>
        <source>the file has no section it belongs in</source>
        <translation>the file has no section it belongs in</translation>
    </message>
    <message>
        <source>the file has no command that trains</source>
        <translation>the file has no command that trains</translation>
    </message>
    <message>
        <source>the compose file has no service that trains</source>
        <translation>the compose file has no service that trains</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be added to this file: %3</source>
        <translation>%1 = %2 cannot be added to this file: %3</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1… (%2 characters)</translation>
    </message>
    <message>
        <source>no training launch was found in this script (torchrun, accelerate launch, deepspeed, python …, or a tool&apos;s command line), so nothing was read from it</source>
        <translation>no training launch was found in this script (torchrun, accelerate launch, deepspeed, python …, or a tool&apos;s command line), so nothing was read from it</translation>
    </message>
    <message>
        <source>this file sets no variables, so nothing was read from it</source>
        <translation>this file sets no variables, so nothing was read from it</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; give the count with --gpus N (and --nodes N)</source>
        <translation>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; give the count with --gpus N (and --nodes N)</translation>
    </message>
    <message>
        <source>the script has Windows line ends (CRLF): bash does not take &apos;\&apos; before them as a line continuation, so the lines after this one never reach the command; it is read as meant here, convert the file with dos2unix before running it</source>
        <translation>the script has Windows line ends (CRLF): bash does not take &apos;\&apos; before them as a line continuation, so the lines after this one never reach the command; it is read as meant here, convert the file with dos2unix before running it</translation>
    </message>
    <message>
        <source>nothing in the file names the model: %1 is taken from the file&apos;s name (%2); set model.name if that is not the model</source>
        <translation>nothing in the file names the model: %1 is taken from the file&apos;s name (%2); set model.name if that is not the model</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; give the count with --gpus N (and --nodes N) if it differs</source>
        <translation>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; give the count with --gpus N (and --nodes N) if it differs</translation>
    </message>
    <message>
        <source>%1 = %2 is a range of node counts (min:max): %3 is read as the smallest, where each GPU holds the largest share</source>
        <translation>%1 = %2 is a range of node counts (min:max): %3 is read as the smallest, where each GPU holds the largest share</translation>
    </message>
    <message>
        <source>&apos;%1=…&apos; is not how YAML sets a key: write &apos;%1: …&apos; (a colon and a space)</source>
        <translation>&apos;%1=…&apos; is not how YAML sets a key: write &apos;%1: …&apos; (a colon and a space)</translation>
    </message>
    <message>
        <source>this line is indented with a non-breaking space (U+00A0), which YAML reads as part of the key, so the key names nothing the tool knows; indent with plain spaces</source>
        <translation>this line is indented with a non-breaking space (U+00A0), which YAML reads as part of the key, so the key names nothing the tool knows; indent with plain spaces</translation>
    </message>
    <message>
        <source>%1 and %2 are both true: the trainer refuses that (at most one of fp16 and bf16 can be on); read as %3, set the other to false</source>
        <translation>%1 and %2 are both true: the trainer refuses that (at most one of fp16 and bf16 can be on); read as %3, set the other to false</translation>
    </message>
    <message>
        <source>the loop runs %3 times: this reading is of the first run, with $%1 = %2; the runs with its other values are not read</source>
        <translation>the loop runs %3 times: this reading is of the first run, with $%1 = %2; the runs with its other values are not read</translation>
    </message>
    <message>
        <source>the optimizer is now %1, but the file still passes it %2, which %1 does not take: remove them before running</source>
        <translation>the optimizer is now %1, but the file still passes it %2, which %1 does not take: remove them before running</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing before this argument: Python refuses the file (&quot;Perhaps you forgot a comma?&quot;)</source>
        <translation>a &apos;,&apos; is missing before this argument: Python refuses the file (&quot;Perhaps you forgot a comma?&quot;)</translation>
    </message>
    <message>
        <source>%1 = %2 was kept: with micro batch %3 × accumulation %4 it now means %5 GPUs; set it to micro batch × accumulation × your GPU count</source>
        <translation>%1 = %2 was kept: with micro batch %3 × accumulation %4 it now means %5 GPUs; set it to micro batch × accumulation × your GPU count</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a list</source>
        <translation>the section it belongs in is written as a list</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a single value, not as a section</source>
        <translation>the section it belongs in is written as a single value, not as a section</translation>
    </message>
    <message>
        <source>no network called &apos;%1&apos; can be walked, so its activations are those of %2 at this input, a stand-in of its kind: the band around the GPU figure is wide. Name its backbone and head (such as &apos;resnet50 fpn mask rcnn&apos;) for an exact count</source>
        <translation>no network called &apos;%1&apos; can be walked, so its activations are those of %2 at this input, a stand-in of its kind: the band around the GPU figure is wide. Name its backbone and head (such as &apos;resnet50 fpn mask rcnn&apos;) for an exact count</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: its value comes from %3, which %4 read too, and changing it there would change them as well; give %1 a value of its own in the file, then export again</source>
        <translation>%1 = %2 was not written: its value comes from %3, which %4 read too, and changing it there would change them as well; give %1 a value of its own in the file, then export again</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: the run reads it from %3 here, in a file the command names, and no flag of the command can override it; export this file (or change it here) instead</source>
        <translation>%1 = %2 was not written: the run reads it from %3 here, in a file the command names, and no flag of the command can override it; export this file (or change it here) instead</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set hardware.host_ram_gib (--host-ram) to that machine&apos;s RAM</source>
        <translation>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set hardware.host_ram_gib (--host-ram) to that machine&apos;s RAM</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; its name gives its size, %2, so the catalog&apos;s %3 stands in for its shape (layers, width, vocabulary): the band around its activations and logits is wide. Give model.layers, model.hidden, model.heads and model.vocab, or a model card, for an exact count</source>
        <translation>&apos;%1&apos; is not in the catalog; its name gives its size, %2, so the catalog&apos;s %3 stands in for its shape (layers, width, vocabulary): the band around its activations and logits is wide. Give model.layers, model.hidden, model.heads and model.vocab, or a model card, for an exact count</translation>
    </message>
    <message>
        <source>the batch is chosen when training starts (AutoBatch, %2 % of the GPU&apos;s memory): about %1 on this GPU, the batch this estimate uses; set the batch to fix it</source>
        <translation>the batch is chosen when training starts (AutoBatch, %2 % of the GPU&apos;s memory): about %1 on this GPU, the batch this estimate uses; set the batch to fix it</translation>
    </message>
    <message>
        <source>AutoBatch (%2 % of the GPU&apos;s memory) does not run on several GPUs: Ultralytics trains its default batch of %1 split over them, the batch this estimate uses</source>
        <translation>AutoBatch (%2 % of the GPU&apos;s memory) does not run on several GPUs: Ultralytics trains its default batch of %1 split over them, the batch this estimate uses</translation>
    </message>
    <message>
        <source>%3 is null: nothing is truncated, so each batch is as long as its longest sample; %1 = %2 stands in for that length. Set %1 to your longest sample in tokens</source>
        <translation>%3 is null: nothing is truncated, so each batch is as long as its longest sample; %1 = %2 stands in for that length. Set %1 to your longest sample in tokens</translation>
    </message>
    <message>
        <source>%1 has no bf16, so the tool&apos;s &apos;auto&apos; trains in fp16 mixed precision there; the estimate does too</source>
        <translation>%1 has no bf16, so the tool&apos;s &apos;auto&apos; trains in fp16 mixed precision there; the estimate does too</translation>
    </message>
    <message>
        <source>&apos;auto&apos;: the tool decides when the run starts</source>
        <translation>&apos;auto&apos;: the tool decides when the run starts</translation>
    </message>
    <message>
        <source>a stand-in of the named size for the shape, not the model itself</source>
        <translation>a stand-in of the named size for the shape, not the model itself</translation>
    </message>
    <message>
        <source>%1 = %2 trains on the CPU: its memory is host RAM, and the GPU figures are what the same run would take on one GPU</source>
        <translation>%1 = %2 trains on the CPU: its memory is host RAM, and the GPU figures are what the same run would take on one GPU</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read, and the estimate uses %3 = %4</source>
        <translation>%1 = %2 is not a value Headroom knows for %3; it was not read, and the estimate uses %3 = %4</translation>
    </message>
    <message>
        <source>a character TOML allows only inside a &quot;string&quot; or a # comment; put the value in quotes, or remove it</source>
        <translation>a character TOML allows only inside a &quot;string&quot; or a # comment; put the value in quotes, or remove it</translation>
    </message>
    <message>
        <source>this line ends in ^, the line continuation of Windows cmd: bash does not join lines with it, so under bash the command ends here and the next line runs alone. Headroom reads the lines as one command; in a shell script end the line with \ instead</source>
        <translation>this line ends in ^, the line continuation of Windows cmd: bash does not join lines with it, so under bash the command ends here and the next line runs alone. Headroom reads the lines as one command; in a shell script end the line with \ instead</translation>
    </message>
    <message>
        <source>this line is no key (it has no &apos;:&apos;) and no list item, and it is not indented under the line before, so YAML cannot place it (PyYAML: could not find expected &apos;:&apos;); the file may be cut short here, or a &apos;:&apos; is missing</source>
        <translation>this line is no key (it has no &apos;:&apos;) and no list item, and it is not indented under the line before, so YAML cannot place it (PyYAML: could not find expected &apos;:&apos;); the file may be cut short here, or a &apos;:&apos; is missing</translation>
    </message>
    <message>
        <source>nothing follows this &apos;=&apos;: Python refuses the file (&quot;invalid syntax&quot;); the file may be cut short here, or a value is missing</source>
        <translation>nothing follows this &apos;=&apos;: Python refuses the file (&quot;invalid syntax&quot;); the file may be cut short here, or a value is missing</translation>
    </message>
    <message>
        <source>the block that starts here (if, while, for, case or {) is never closed by its fi, done, esac or }, so bash refuses the whole script (&quot;unexpected end of file&quot;); the file may be cut short, or the closing word is missing</source>
        <translation>the block that starts here (if, while, for, case or {) is never closed by its fi, done, esac or }, so bash refuses the whole script (&quot;unexpected end of file&quot;); the file may be cut short, or the closing word is missing</translation>
    </message>
    <message>
        <source>this looks like a %1 config (%2): Headroom models how PyTorch trains (its caching allocator, what autograd keeps for backward), so the estimate is what PyTorch would need for these settings, not what %1 will use</source>
        <translation>this looks like a %1 config (%2): Headroom models how PyTorch trains (its caching allocator, what autograd keeps for backward), so the estimate is what PyTorch would need for these settings, not what %1 will use</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set “%4” to a node&apos;s RAM</source>
        <translation>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set “%4” to a node&apos;s RAM</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set “%2” to that machine&apos;s RAM</source>
        <translation>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set “%2” to that machine&apos;s RAM</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; set “%5” (and “%6”) if it differs</source>
        <translation>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; set “%5” (and “%6”) if it differs</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; set “%2” (and “%3”)</source>
        <translation>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; set “%2” (and “%3”)</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or set the values in the Controls panel</source>
        <translation>the file holds no settings (it is empty, or only comments); open the training config itself, or set the values in the Controls panel</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); set them in the Controls panel</source>
        <translation>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); set them in the Controls panel</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so of this case only the branch %2), written for NVIDIA GPUs, is read</source>
        <translation>the value of %1 is not known here, so of this case only the branch %2), written for NVIDIA GPUs, is read</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so none of the values the branches of this case set is read: those set before the case stand; set %1 in the script to read its branch</source>
        <translation>the value of %1 is not known here, so none of the values the branches of this case set is read: those set before the case stand; set %1 in the script to read its branch</translation>
    </message>
    <message>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings (an anchor&apos;s *name), not this value; PyYAML refuses the file here</source>
        <translation>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings (an anchor&apos;s *name), not this value; PyYAML refuses the file here</translation>
    </message>
    <message>
        <source>this comment line ends the command that the \ before it continues, as bash reads it: from line %1 on (%2 …) the lines run as commands of their own, so their flags are not part of this command; delete the comment line or move it below the command</source>
        <translation>this comment line ends the command that the \ before it continues, as bash reads it: from line %1 on (%2 …) the lines run as commands of their own, so their flags are not part of this command; delete the comment line or move it below the command</translation>
    </message>
    <message>
        <source>this launch starts one training process (no NPROC_PER_NODE, no torchrun) that sees %1 GPUs: it loads the model with device_map &apos;auto&apos;, a share of its layers on each GPU that work one after another, not a copy per GPU; read as a pipeline of %1 stages with one process&apos;s batch. For one process per GPU (data parallel), launch it with torchrun --nproc_per_node=%1 (ms-swift: NPROC_PER_NODE=%1)</source>
        <translation>this launch starts one training process (no NPROC_PER_NODE, no torchrun) that sees %1 GPUs: it loads the model with device_map &apos;auto&apos;, a share of its layers on each GPU that work one after another, not a copy per GPU; read as a pipeline of %1 stages with one process&apos;s batch. For one process per GPU (data parallel), launch it with torchrun --nproc_per_node=%1 (ms-swift: NPROC_PER_NODE=%1)</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos; (did you mean &apos;%3&apos;?): it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1 will refuse &apos;%2&apos; (did you mean &apos;%3&apos;?): it takes no argument of that name and stops before training; the value was not read</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos;: it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1 will refuse &apos;%2&apos;: it takes no argument of that name and stops before training; the value was not read</translation>
    </message>
    <message>
        <source>match %1 is %2 when the file is read, so only its arm case %3: is read; the values the other arms set are not</source>
        <translation>match %1 is %2 when the file is read, so only its arm case %3: is read; the values the other arms set are not</translation>
    </message>
    <message>
        <source>the value that match %1 tests is not known when the file is read, so none of its arms is read; set the values they set with --set, or give the subject a literal default</source>
        <translation>the value that match %1 tests is not known when the file is read, so none of its arms is read; set the values they set with --set, or give the subject a literal default</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a folder, not a config file; it was not read</source>
        <translation>%1 names &apos;%2&apos;, which is a folder, not a config file; it was not read</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a named pipe, not a config file; it was not opened or read</source>
        <translation>%1 names &apos;%2&apos;, which is a named pipe, not a config file; it was not opened or read</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a device, not a config file; it was not opened or read</source>
        <translation>%1 names &apos;%2&apos;, which is a device, not a config file; it was not opened or read</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a socket, not a config file; it was not opened or read</source>
        <translation>%1 names &apos;%2&apos;, which is a socket, not a config file; it was not opened or read</translation>
    </message>
    <message>
        <source>this line&apos;s indentation mixes tabs and spaces differently from the lines before it: Python refuses the file (&quot;TabError: inconsistent use of tabs and spaces in indentation&quot;); indent with spaces only</source>
        <translation>this line&apos;s indentation mixes tabs and spaces differently from the lines before it: Python refuses the file (&quot;TabError: inconsistent use of tabs and spaces in indentation&quot;); indent with spaces only</translation>
    </message>
    <message>
        <source>${%1:?…} requires %1, which the script does not set: bash stops here with &quot;%1: %2&quot;, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?…} requires %1, which the script does not set: bash stops here with &quot;%1: %2&quot;, so the run never starts; set it in the script or its environment, or give the value with --set</translation>
    </message>
    <message>
        <source>${%1:?} requires %1, which the script does not set: bash stops here, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?} requires %1, which the script does not set: bash stops here, so the run never starts; set it in the script or its environment, or give the value with --set</translation>
    </message>
    <message>
        <source>%1 divides by zero with the values the script sets: bash stops here (&quot;division by 0&quot;), so the run never starts; fix the variable it divides by</source>
        <translation>%1 divides by zero with the values the script sets: bash stops here (&quot;division by 0&quot;), so the run never starts; fix the variable it divides by</translation>
    </message>
    <message>
        <source>%1 starts %2 processes, but CUDA_VISIBLE_DEVICES shows only %3 GPUs: each process takes the GPU of its local rank, so ranks %3 and above find none and the run stops at start (&quot;invalid device ordinal&quot;); start %3 processes or make %2 GPUs visible</source>
        <translation>%1 starts %2 processes, but CUDA_VISIBLE_DEVICES shows only %3 GPUs: each process takes the GPU of its local rank, so ranks %3 and above find none and the run stops at start (&quot;invalid device ordinal&quot;); start %3 processes or make %2 GPUs visible</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES is empty here, which hides every GPU: the run sees none, so it trains on the CPU or stops (NCCL needs a GPU per process); list the GPU ids, or remove the variable</source>
        <translation>CUDA_VISIBLE_DEVICES is empty here, which hides every GPU: the run sees none, so it trains on the CPU or stops (NCCL needs a GPU per process); list the GPU ids, or remove the variable</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, which looks like a space but is not one to bash (a non-breaking or typographic space, as pasted from a web page): bash keeps it in the word, so the program gets a word it does not know and its argument parser stops the run; retype the space</source>
        <translation>&apos;%1&apos; starts with %2, which looks like a space but is not one to bash (a non-breaking or typographic space, as pasted from a web page): bash keeps it in the word, so the program gets a word it does not know and its argument parser stops the run; retype the space</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, a dash that is not &apos;-&apos; (an en dash, em dash or minus sign, as a word processor or web page writes it): the program does not take it as a flag, and its argument parser stops the run; retype the flag with &apos;-&apos;</source>
        <translation>&apos;%1&apos; starts with %2, a dash that is not &apos;-&apos; (an en dash, em dash or minus sign, as a word processor or web page writes it): the program does not take it as a flag, and its argument parser stops the run; retype the flag with &apos;-&apos;</translation>
    </message>
    <message>
        <source>%1: NeMo&apos;s fine-tuning script (speech_to_text_finetune.py) reads %2 only at the top level of the config, so here it is never seen and the script stops (&quot;Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None&quot;); move it to the top level</source>
        <translation>%1: NeMo&apos;s fine-tuning script (speech_to_text_finetune.py) reads %2 only at the top level of the config, so here it is never seen and the script stops (&quot;Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None&quot;); move it to the top level</translation>
    </message>
    <message>
        <source>the key %1 has a Cyrillic or Greek letter that looks like a Latin one: it reads as %2 but is not, so no tool takes it (HfArgumentParser stops on it as an unknown key) and it is not read here; retype it</source>
        <translation>the key %1 has a Cyrillic or Greek letter that looks like a Latin one: it reads as %2 but is not, so no tool takes it (HfArgumentParser stops on it as an unknown key) and it is not read here; retype it</translation>
    </message>
    <message>
        <source>the tag %1 here is not one of YAML&apos;s own: yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses the file (&quot;could not determine a constructor for the tag&quot;); remove the tag and write the value plainly</source>
        <translation>the tag %1 here is not one of YAML&apos;s own: yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses the file (&quot;could not determine a constructor for the tag&quot;); remove the tag and write the value plainly</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents (separated by ---): yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses it (&quot;expected a single document in the stream&quot;); only the first one with settings is read here, keep that one alone in the file</source>
        <translation>the file holds %1 YAML documents (separated by ---): yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses it (&quot;expected a single document in the stream&quot;); only the first one with settings is read here, keep that one alone in the file</translation>
    </message>
    <message>
        <source>Offloaded states and weights</source>
        <translation>Offloaded states and weights</translation>
    </message>
    <message>
        <source>this file defines %2 training configurations, one per function; &apos;%1&apos; is read (the others: %3). The launcher&apos;s --config names the one that runs: open the launch script, or change the settings here</source>
        <translation>this file defines %2 training configurations, one per function; &apos;%1&apos; is read (the others: %3). The launcher&apos;s --config names the one that runs: open the launch script, or change the settings here</translation>
    </message>
    <message>
        <source>the file holds only the path of another one, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %1, is read in its place</source>
        <translation>the file holds only the path of another one, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %1, is read in its place</translation>
    </message>
    <message>
        <source>the file holds only the path &apos;%1&apos;, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %2, is not there: open that file itself</source>
        <translation>the file holds only the path &apos;%1&apos;, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %2, is not there: open that file itself</translation>
    </message>
    <message>
        <source>The CUDA context and library kernels, and on several GPUs NCCL&apos;s communication buffers; nvidia-smi counts them, PyTorch does not.</source>
        <translation>The CUDA context and library kernels, and on several GPUs NCCL&apos;s communication buffers; nvidia-smi counts them, PyTorch does not.</translation>
    </message>
    <message>
        <source>the alias *%1 refers to an anchor &amp;%1 that is not defined before it; define &amp;%1 first or write the value out</source>
        <translation>the alias *%1 refers to an anchor &amp;%1 that is not defined before it; define &amp;%1 first or write the value out</translation>
    </message>
    <message>
        <source>the alias *%1 refers to the anchor &amp;%1 of an earlier document: an anchor does not reach past the --- that starts the next document, so define &amp;%1 again in this document or write the value out</source>
        <translation>the alias *%1 refers to the anchor &amp;%1 of an earlier document: an anchor does not reach past the --- that starts the next document, so define &amp;%1 again in this document or write the value out</translation>
    </message>
    <message>
        <source>%1 = %2 chooses the section [%2]; the sections %3 hold the same settings for other choices, so they are not read</source>
        <translation>%1 = %2 chooses the section [%2]; the sections %3 hold the same settings for other choices, so they are not read</translation>
    </message>
    <message>
        <source>this line starts with the option %1, but line %2 above it does not end in \: the shell ends the command on line %2 and runs this line as a command of its own, so %1 never reaches that command; end line %2 with \</source>
        <translation>this line starts with the option %1, but line %2 above it does not end in \: the shell ends the command on line %2 and runs this line as a command of its own, so %1 never reaches that command; end line %2 with \</translation>
    </message>
    <message>
        <source>%1 = %2 is an expression Headroom does not work out (it works out + - * / // % and parentheses over numbers); it was not read, so write the value it comes to</source>
        <translation>%1 = %2 is an expression Headroom does not work out (it works out + - * / // % and parentheses over numbers); it was not read, so write the value it comes to</translation>
    </message>
</context>
<context>
    <name>ReportFormat</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 on %2 × %3</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM %5 %6 of %7 GiB (%8)</source>
        <translation>GPU %1 %2 of %3 GiB (%4)  |  Host RAM %5 %6 of %7 GiB (%8)</translation>
    </message>
    <message>
        <source>The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it (workers, or the main process without workers) holds its own copy of up to %2 GiB.</source>
        <translation>The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it (workers, or the main process without workers) holds its own copy of up to %2 GiB.</translation>
    </message>
    <message numerus="yes">
        <source>The cache reaches its worst case after about %n epoch(s).</source>
        <translation>
            <numerusform>The cache reaches its worst case after about %n epoch.</numerusform>
            <numerusform>The cache reaches its worst case after about %n epochs.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cap of %1 GiB per copy would fit (data.cache_gib).</source>
        <translation>A cap of %1 GiB per copy would fit (data.cache_gib).</translation>
    </message>
    <message>
        <source>No cache cap fits with this many copies: share the cache or use fewer workers.</source>
        <translation>No cache cap fits with this many copies: share the cache or use fewer workers.</translation>
    </message>
    <message>
        <source>The workers pass %1 GiB of batches through /dev/shm but the container has %2 GiB: workers will die with a bus error. Raise shm_size.</source>
        <translation>The workers pass %1 GiB of batches through /dev/shm but the container has %2 GiB: workers will die with a bus error. Raise shm_size.</translation>
    </message>
    <message>
        <source>Assumed: OS %1 GiB, %2 GiB per training process, %3 GiB per DataLoader worker, prefetch_factor %4, %5 per sample as the DataLoader yields it.</source>
        <translation>Assumed: OS %1 GiB, %2 GiB per training process, %3 GiB per DataLoader worker, prefetch_factor %4, %5 per sample as the DataLoader yields it.</translation>
    </message>
    <message>
        <source>%1 of %2 GiB (%3)</source>
        <translation>%1 of %2 GiB (%3)</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>GPU memory per GPU</translation>
    </message>
    <message>
        <source>  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB</source>
        <translation>  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB</translation>
    </message>
    <message>
        <source>Host RAM per machine</source>
        <translation>Host RAM per machine</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Verdict: %1</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Component</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>a model given field by field</source>
        <translation>a model given field by field</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 GPU(s) × %5</source>
        <translation>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 GPU(s) × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations measured from your model (model card %1).</source>
        <translation>Activations measured from your model (model card %1).</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 at micro batch %3; activations × %4, fixed %5.</source>
        <translation>Calibrated from your run: %1 measured %2 at micro batch %3; activations × %4, fixed %5.</translation>
    </message>
    <message>
        <source>UNKNOWN (the GPU side needs the model)</source>
        <translation>UNKNOWN (the GPU side needs the model)</translation>
    </message>
    <message>
        <source>its size and kind (--set model.params=… --set model.kind=…)</source>
        <translation>its size and kind (--set model.params=… --set model.kind=…)</translation>
    </message>
    <message>
        <source>its size (--set model.params=…)</source>
        <translation>its size (--set model.params=…)</translation>
    </message>
    <message>
        <source>No model is named, so its GPU memory is unknown: give %1, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>No model is named, so its GPU memory is unknown: give %1, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</translation>
    </message>
    <message>
        <source>The model &apos;%1&apos; is not in the catalog, so its GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>The model &apos;%1&apos; is not in the catalog, so its GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM %2 %3 of %4 GiB (%5)</source>
        <translation>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM %2 %3 of %4 GiB (%5)</translation>
    </message>
    <message>
        <source>  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)</source>
        <translation>  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)</translation>
    </message>
    <message>
        <source>  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a 16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.</source>
        <translation>  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a 16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.</translation>
    </message>
    <message>
        <source>GPU memory per GPU  [UNKNOWN]  of %1 GiB; known so far:</source>
        <translation>GPU memory per GPU  [UNKNOWN]  of %1 GiB; known so far:</translation>
    </message>
    <message>
        <source>a model not named yet</source>
        <translation>a model not named yet</translation>
    </message>
    <message>
        <source>  assumed: the rows of a micro batch are padded, so SDPA gets a mask and K/V are repeated to the query heads&apos; width. Set data.packing if the data is packed or all of one length.</source>
        <translation>  assumed: the rows of a micro batch are padded, so SDPA gets a mask and K/V are repeated to the query heads&apos; width. Set data.packing if the data is packed or all of one length.</translation>
    </message>
    <message>
        <source>The dataset cache is filled when the Dataset is built, so each of the %1 training processes holds one copy of up to %2 GiB, which its workers share.</source>
        <translation>The dataset cache is filled when the Dataset is built, so each of the %1 training processes holds one copy of up to %2 GiB, which its workers share.</translation>
    </message>
    <message>
        <source>The cache is full before the first step.</source>
        <translation>The cache is full before the first step.</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7)</source>
        <translation>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7)</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7 × context parallel %L8)</source>
        <translation>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7 × context parallel %L8)</translation>
    </message>
    <message>
        <source>  assumed: FSDP accumulates the %1 micro batches of a step under no_sync(), so every GPU holds the full gradients (Accelerate, HF&apos;s Trainer, Lightning Fabric). Set parallel.no_sync_accumulation=false if it reduce-scatters every micro batch (torchtune, torchtitan, Lightning&apos;s Trainer, sync_each_batch).</source>
        <translation>  assumed: FSDP accumulates the %1 micro batches of a step under no_sync(), so every GPU holds the full gradients (Accelerate, HF&apos;s Trainer, Lightning Fabric). Set parallel.no_sync_accumulation=false if it reduce-scatters every micro batch (torchtune, torchtitan, Lightning&apos;s Trainer, sync_each_batch).</translation>
    </message>
    <message>
        <source>  assumed: the LoRA adapters sit inside FSDP&apos;s wrapped blocks (use_orig_params), so every block&apos;s frozen weights get gradients too. Set parallel.unit_grads=false if the adapters are wrapped apart (HF&apos;s Trainer, axolotl) or FSDP2 shards per parameter.</source>
        <translation>  assumed: the LoRA adapters sit inside FSDP&apos;s wrapped blocks (use_orig_params), so every block&apos;s frozen weights get gradients too. Set parallel.unit_grads=false if the adapters are wrapped apart (HF&apos;s Trainer, axolotl) or FSDP2 shards per parameter.</translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sample carries %n image(s), so the vision tower runs and its image tokens join the text. Set data.images=0 if the data is text only.</source>
        <translation>
            <numerusform>  assumed: every sample carries %n image, so the vision tower runs and its image tokens join the text. Set data.images=0 if the data is text only.</numerusform>
            <numerusform>  assumed: every sample carries %n images, so the vision tower runs and its image tokens join the text. Set data.images=0 if the data is text only.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sequence is %n token(s) long; the file sets no length. Set data.seq_len to the length you truncate or pack to.</source>
        <translation>
            <numerusform>  assumed: every sequence is %n token long; the file sets no length. Set data.seq_len to the length you truncate or pack to.</numerusform>
            <numerusform>  assumed: every sequence is %n tokens long; the file sets no length. Set data.seq_len to the length you truncate or pack to.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unknown, not in the total: the dataset&apos;s size is not given (data.dataset_size)</source>
        <translation>%1: unknown, not in the total: the dataset&apos;s size is not given (data.dataset_size)</translation>
    </message>
    <message>
        <source>UNKNOWN (host RAM needs the dataset&apos;s size)</source>
        <translation>UNKNOWN (host RAM needs the dataset&apos;s size)</translation>
    </message>
    <message>
        <source>The RAM cache holds the whole dataset, whose size is not given, so host RAM is known only as a floor: give data.dataset_size (samples) for its verdict.</source>
        <translation>The RAM cache holds the whole dataset, whose size is not given, so host RAM is known only as a floor: give data.dataset_size (samples) for its verdict.</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM UNKNOWN, at least %2 of %3 GiB (%4)</source>
        <translation>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM UNKNOWN, at least %2 of %3 GiB (%4)</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM UNKNOWN, at least %5 of %6 GiB (%7)</source>
        <translation>GPU %1 %2 of %3 GiB (%4)  |  Host RAM UNKNOWN, at least %5 of %6 GiB (%7)</translation>
    </message>
    <message>
        <source>UNKNOWN</source>
        <translation>UNKNOWN</translation>
    </message>
    <message>
        <source>at least %1 of %2 GiB (%3)</source>
        <translation>at least %1 of %2 GiB (%3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a checkpoint file, and its name does not say which model it holds, so the GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>&apos;%1&apos; is a checkpoint file, and its name does not say which model it holds, so the GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</translation>
    </message>
</context>
<context>
    <name>headroom::CalibrateDialog</name>
    <message>
        <source>Calibrate from your run</source>
        <translation>Calibrate from your run</translation>
    </message>
    <message>
        <source>Enter the peak GPU memory you measured for exactly this setup (micro batch %1, %2). Headroom puts the difference on what no formula knows exactly — activations and a fixed overhead — and carries it into every slider, the sweep and the advice.</source>
        <translation>Enter the peak GPU memory you measured for exactly this setup (micro batch %1, %2). Headroom puts the difference on what no formula knows exactly — activations and a fixed overhead — and carries it into every slider, the sweep and the advice.</translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_allocated()</source>
        <translation>torch.cuda.max_memory_allocated()</translation>
    </message>
    <message>
        <source>torch.cuda.max_memory_reserved()</source>
        <translation>torch.cuda.max_memory_reserved()</translation>
    </message>
    <message>
        <source>nvidia-smi, memory used by the process</source>
        <translation>nvidia-smi, memory used by the process</translation>
    </message>
    <message>
        <source>What you measured:</source>
        <translation>What you measured:</translation>
    </message>
    <message>
        <source>Peak value:</source>
        <translation>Peak value:</translation>
    </message>
    <message>
        <source>Headroom&apos;s estimate:</source>
        <translation>Headroom&apos;s estimate:</translation>
    </message>
    <message>
        <source>This config was not read from a file: the calibration lasts for this session.</source>
        <translation>This config was not read from a file: the calibration lasts for this session.</translation>
    </message>
    <message>
        <source>Kept beside the config in %1, never inside it.</source>
        <translation>Kept beside the config in %1, never inside it.</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Calibrate</translation>
    </message>
    <message>
        <source>Forget calibration</source>
        <translation>Forget calibration</translation>
    </message>
</context>
<context>
    <name>headroom::ConfigView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; feeds &lt;b&gt;%2&lt;/b&gt; (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; feeds &lt;b&gt;%2&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <source>Changed in the window to &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Changed in the window to &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Headroom does not use &lt;b&gt;%1&lt;/b&gt;. Right-click to read it as one of its fields.</source>
        <translation>Headroom does not use &lt;b&gt;%1&lt;/b&gt;. Right-click to read it as one of its fields.</translation>
    </message>
    <message>
        <source>Read “%1” as</source>
        <translation>Read “%1” as</translation>
    </message>
    <message>
        <source>“%1” is not a valid value for %2</source>
        <translation>“%1” is not a valid value for %2</translation>
    </message>
    <message>
        <source>Matched by its name, not by a rule for this tool: check it means what Headroom took it for.</source>
        <translation>Matched by its name, not by a rule for this tool: check it means what Headroom took it for.</translation>
    </message>
    <message>
        <source>Inferred from this line, not stated by it: %1</source>
        <translation>Inferred from this line, not stated by it: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ControlsPanel</name>
    <message>
        <source>Not in the file: Headroom&apos;s default.</source>
        <translation>Not in the file: Headroom&apos;s default.</translation>
    </message>
    <message>
        <source>From the file: %1, line %2.</source>
        <translation>From the file: %1, line %2.</translation>
    </message>
    <message>
        <source>Derived: %1.</source>
        <translation>Derived: %1.</translation>
    </message>
    <message>
        <source>Changed here; the file says %1.</source>
        <translation>Changed here; the file says %1.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Model</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Data and loader</source>
        <translation>Data and loader</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>Hardware and parallelism</translation>
    </message>
    <message>
        <source>Effective batch %L1 = %L2 × %L3 × %L4 GPU × %5</source>
        <translation>Effective batch %L1 = %L2 × %L3 × %L4 GPU × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (shape of %2, standing in)</source>
        <translation>%1 (shape of %2, standing in)</translation>
    </message>
</context>
<context>
    <name>headroom::ExportDialog</name>
    <message>
        <source>Export the config</source>
        <translation>Export the config</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Save &amp;As…</translation>
    </message>
    <message>
        <source>&amp;Overwrite the original…</source>
        <translation>&amp;Overwrite the original…</translation>
    </message>
    <message>
        <source>These changes cannot be written into %1:</source>
        <translation>These changes cannot be written into %1:</translation>
    </message>
    <message>
        <source>Nothing changed: the file would be written as it is.</source>
        <translation>Nothing changed: the file would be written as it is.</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>Changed: %1</translation>
    </message>
    <message>
        <source>Save the patched config as</source>
        <translation>Save the patched config as</translation>
    </message>
    <message>
        <source>Overwrite the original?</source>
        <translation>Overwrite the original?</translation>
    </message>
    <message>
        <source>Replace %1 with the patched text? The old file is kept as %1.bak.</source>
        <translation>Replace %1 with the patched text? The old file is kept as %1.bak.</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>The file changed on disk</translation>
    </message>
    <message>
        <source>%1 was changed by another program after Headroom read it. Replace it anyway? Its current text is kept as %1.bak.</source>
        <translation>%1 was changed by another program after Headroom read it. Replace it anyway? Its current text is kept as %1.bak.</translation>
    </message>
</context>
<context>
    <name>headroom::GuidancePanel</name>
    <message>
        <source>Advice</source>
        <translation>Advice</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>Recommendations</translation>
    </message>
    <message>
        <source>No advice for this setup.</source>
        <translation>No advice for this setup.</translation>
    </message>
    <message>
        <source>The setup fits; nothing needs to change.</source>
        <translation>The setup fits; nothing needs to change.</translation>
    </message>
    <message>
        <source>No nearby setup that fits was found.</source>
        <translation>No nearby setup that fits was found.</translation>
    </message>
    <message>
        <source>GPU %1 (%2), host %3 (%4); step time ×%5; effective batch %6</source>
        <translation>GPU %1 (%2), host %3 (%4); step time ×%5; effective batch %6</translation>
    </message>
    <message>
        <source>(changes the effective batch)</source>
        <translation>(changes the effective batch)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Move the controls to this setup (undo with %1)</source>
        <translation>Move the controls to this setup (undo with %1)</translation>
    </message>
    <message>
        <source>Also worth it</source>
        <translation>Also worth it</translation>
    </message>
    <message>
        <source>GPU memory is unknown until the model is identified: pick it or give its size in the panel where the GPU chart would be. Host RAM is estimated already.</source>
        <translation>GPU memory is unknown until the model is identified: pick it or give its size in the panel where the GPU chart would be. Host RAM is estimated already.</translation>
    </message>
    <message>
        <source>Recommendations and advice appear here once a training config is open.</source>
        <translation>Recommendations and advice appear here once a training config is open.</translation>
    </message>
    <message>
        <source>Notes on what was read (%1)</source>
        <translation>Notes on what was read (%1)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>line %1</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, line %2</translation>
    </message>
</context>
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>Revert to the file</source>
        <translation>Revert to the file</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open a training config (YAML, JSON, compose, env, shell)</source>
        <translation>Open a training config (YAML, JSON, compose, env, shell)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Open &amp;Recent</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>Patched &amp;config…</source>
        <translation>Patched &amp;config…</translation>
    </message>
    <message>
        <source>&amp;Markdown report…</source>
        <translation>&amp;Markdown report…</translation>
    </message>
    <message>
        <source>C&amp;harts as PNG, SVG or PDF…</source>
        <translation>C&amp;harts as PNG, SVG or PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Re&amp;vert to the file</source>
        <translation>Re&amp;vert to the file</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Theme</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;System</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Light</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dark</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;About Headroom</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controls</translation>
    </message>
    <message>
        <source>Config file</source>
        <translation>Config file</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Guidance</translation>
    </message>
    <message>
        <source>GPU memory, per GPU</source>
        <translation>GPU memory, per GPU</translation>
    </message>
    <message>
        <source>Host RAM, per machine</source>
        <translation>Host RAM, per machine</translation>
    </message>
    <message>
        <source>Open a training config (File › Open, or drop it here) to see where its memory goes.</source>
        <translation>Open a training config (File › Open, or drop it here) to see where its memory goes.</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>Could not read %1</translation>
    </message>
    <message>
        <source>Read %1 as %2</source>
        <translation>Read %1 as %2</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Headroom</translation>
    </message>
    <message>
        <source>%1[*] — Headroom</source>
        <translation>%1[*] — Headroom</translation>
    </message>
    <message>
        <source>Open a training config</source>
        <translation>Open a training config</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Wrote %1</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Save the report</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Could not write %1</translation>
    </message>
    <message>
        <source>Save the charts</source>
        <translation>Save the charts</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>About Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Where every gigabyte of a training run goes, on the GPU and in host RAM, and what to change when it does not fit.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Where every gigabyte of a training run goes, on the GPU and in host RAM, and what to change when it does not fit.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not read %1; the current setup is unchanged.</source>
        <translation>Could not read %1; the current setup is unchanged.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>The settings of %1 were changed and not saved.</source>
        <translation>The settings of %1 were changed and not saved.</translation>
    </message>
    <message>
        <source>Save them as a patched copy of the config, discard them, or go back?</source>
        <translation>Save them as a patched copy of the config, discard them, or go back?</translation>
    </message>
    <message numerus="yes">
        <source>Headroom did not close properly last time. Restore the %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>Headroom did not close properly last time. Restore the %n unsaved change to %1?</numerusform>
            <numerusform>Headroom did not close properly last time. Restore the %n unsaved changes to %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
    <message>
        <source>Restore the unsaved changes</source>
        <translation>Restore the unsaved changes</translation>
    </message>
    <message>
        <source>Load model &amp;card…</source>
        <translation>Load model &amp;card…</translation>
    </message>
    <message>
        <source>Use a model card written by headroom-probe from your own model&apos;s code</source>
        <translation>Use a model card written by headroom-probe from your own model&apos;s code</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Calibrate…</translation>
    </message>
    <message>
        <source>Enter the peak memory you measured for this setup; Headroom corrects its estimate from it</source>
        <translation>Enter the peak memory you measured for this setup; Headroom corrects its estimate from it</translation>
    </message>
    <message>
        <source>A model card lies next to this config (%1). Use it for the model&apos;s parameters and activations, measured from your own code?</source>
        <translation>A model card lies next to this config (%1). Use it for the model&apos;s parameters and activations, measured from your own code?</translation>
    </message>
    <message>
        <source>Use model card</source>
        <translation>Use model card</translation>
    </message>
    <message>
        <source>Load model card</source>
        <translation>Load model card</translation>
    </message>
    <message>
        <source>Model cards (*.yaml *.yml);;All files (*)</source>
        <translation>Model cards (*.yaml *.yml);;All files (*)</translation>
    </message>
    <message>
        <source>Could not use the model card %1:</source>
        <translation>Could not use the model card %1:</translation>
    </message>
    <message>
        <source>The model is now measured from your model: %1</source>
        <translation>The model is now measured from your model: %1</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>calibrated from your run</translation>
    </message>
    <message>
        <source>calibrated from your run: %1 measured %2 at micro batch %3</source>
        <translation>calibrated from your run: %1 measured %2 at micro batch %3</translation>
    </message>
</context>
<context>
    <name>headroom::MemoryChart</name>
    <message>
        <source>GiB on each GPU</source>
        <translation>GiB on each GPU</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>GiB of host RAM</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>usable %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 % of the total)&lt;br/&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 % of the total)&lt;br/&gt;%4</translation>
    </message>
</context>
<context>
    <name>headroom::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Close this message</translation>
    </message>
</context>
<context>
    <name>headroom::ModelRequest</name>
    <message>
        <source>Decoder LLM (GPT, Llama, Qwen)</source>
        <translation>Decoder LLM (GPT, Llama, Qwen)</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>Encoder (BERT)</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5)</source>
        <translation>Encoder-decoder (T5)</translation>
    </message>
    <message>
        <source>Vision-language model</source>
        <translation>Vision-language model</translation>
    </message>
    <message>
        <source>Vision transformer (ViT)</source>
        <translation>Vision transformer (ViT)</translation>
    </message>
    <message>
        <source>CNN (ResNet, ConvNeXt)</source>
        <translation>CNN (ResNet, ConvNeXt)</translation>
    </message>
    <message>
        <source>Object detector</source>
        <translation>Object detector</translation>
    </message>
    <message>
        <source>Segmentation model</source>
        <translation>Segmentation model</translation>
    </message>
    <message>
        <source>Point-cloud model</source>
        <translation>Point-cloud model</translation>
    </message>
    <message>
        <source>Diffusion UNet</source>
        <translation>Diffusion UNet</translation>
    </message>
    <message>
        <source>Text-to-speech model</source>
        <translation>Text-to-speech model</translation>
    </message>
    <message>
        <source>Other / generic network</source>
        <translation>Other / generic network</translation>
    </message>
    <message>
        <source>Load the model&apos;s config.json or model card</source>
        <translation>Load the model&apos;s config.json or model card</translation>
    </message>
    <message>
        <source>Model files (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Model files (*.json *.yaml *.yml);;All files (*)</translation>
    </message>
    <message>
        <source>The file does not name its model.</source>
        <translation>The file does not name its model.</translation>
    </message>
    <message>
        <source>The file names the model “%1”, which is not in the catalog.</source>
        <translation>The file names the model “%1”, which is not in the catalog.</translation>
    </message>
    <message>
        <source>Host RAM is estimated already; GPU memory needs the model. Give it in one of three ways:</source>
        <translation>Host RAM is estimated already; GPU memory needs the model. Give it in one of three ways:</translation>
    </message>
    <message>
        <source>Which model does this config train?</source>
        <translation>Which model does this config train?</translation>
    </message>
    <message>
        <source>Pick it from the catalog:</source>
        <translation>Pick it from the catalog:</translation>
    </message>
    <message>
        <source>type to search, e.g. resnet, llama 7b</source>
        <translation>type to search, e.g. resnet, llama 7b</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Use this model</translation>
    </message>
    <message>
        <source>Or give its size:</source>
        <translation>Or give its size:</translation>
    </message>
    <message>
        <source>parameters, e.g. 40M or 7B</source>
        <translation>parameters, e.g. 40M or 7B</translation>
    </message>
    <message>
        <source>Use this size</source>
        <translation>Use this size</translation>
    </message>
    <message>
        <source>Or load its description:</source>
        <translation>Or load its description:</translation>
    </message>
    <message>
        <source>Load config.json or model card…</source>
        <translation>Load config.json or model card…</translation>
    </message>
    <message>
        <source>“%1” is not in the catalog; pick an entry from the list.</source>
        <translation>“%1” is not in the catalog; pick an entry from the list.</translation>
    </message>
    <message>
        <source>Choose the model</source>
        <translation>Choose the model</translation>
    </message>
    <message>
        <source>“%1” is not a parameter count; write it like 40M, 1.3B or 7e9.</source>
        <translation>“%1” is not a parameter count; write it like 40M, 1.3B or 7e9.</translation>
    </message>
    <message>
        <source>Pick the kind of model.</source>
        <translation>Pick the kind of model.</translation>
    </message>
    <message>
        <source>Give the model&apos;s size</source>
        <translation>Give the model&apos;s size</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Could not read %1: %2</translation>
    </message>
    <message>
        <source>%1 says nothing about a model&apos;s size or architecture.</source>
        <translation>%1 says nothing about a model&apos;s size or architecture.</translation>
    </message>
    <message>
        <source>Load the model from %1</source>
        <translation>Load the model from %1</translation>
    </message>
</context>
<context>
    <name>headroom::SetupController</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>Change %1 to %2</translation>
    </message>
    <message>
        <source>Apply recommendation</source>
        <translation>Apply recommendation</translation>
    </message>
</context>
<context>
    <name>headroom::SweepChart</name>
    <message>
        <source>Micro batch</source>
        <translation>Micro batch</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Sequence length</translation>
    </message>
    <message>
        <source>Image size (shorter side)</source>
        <translation>Image size (shorter side)</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Frames</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>&lt;b&gt;Memory against one knob&lt;/b&gt;</source>
        <translation>&lt;b&gt;Memory against one knob&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The knob to sweep; everything else stays as set</source>
        <translation>The knob to sweep; everything else stays as set</translation>
    </message>
    <message>
        <source>GiB on each GPU</source>
        <translation>GiB on each GPU</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>GiB of host RAM</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU memory</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>Host RAM</translation>
    </message>
    <message>
        <source>Largest that fits: %1</source>
        <translation>Largest that fits: %1</translation>
    </message>
    <message>
        <source>Nothing in this range fits</source>
        <translation>Nothing in this range fits</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>calibrated from your run</translation>
    </message>
    <message>
        <source>Host RAM does not fit at any value in this range</source>
        <translation>Host RAM does not fit at any value in this range</translation>
    </message>
    <message>
        <source>GPU memory does not fit at any value in this range</source>
        <translation>GPU memory does not fit at any value in this range</translation>
    </message>
</context>
<context>
    <name>headroom::VerdictBadge</name>
    <message>
        <source>%1 of %2 usable (%3 %)</source>
        <translation>%1 of %2 usable (%3 %)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>at least %1 of %2 usable (%3 %)</source>
        <translation>at least %1 of %2 usable (%3 %)</translation>
    </message>
</context>
</TS>
