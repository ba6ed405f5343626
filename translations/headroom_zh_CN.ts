<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AdviceText</name>
    <message>
        <source>Mixed precision</source>
        <translation>混合精度</translation>
    </message>
    <message>
        <source>fp16 instead of bf16</source>
        <translation>用 fp16 代替 bf16</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Selective activation checkpointing</source>
        <translation>选择性激活检查点</translation>
    </message>
    <message>
        <source>Smaller micro batch with gradient accumulation</source>
        <translation>减小微批次，配合梯度累积</translation>
    </message>
    <message>
        <source>Lower LoRA rank</source>
        <translation>降低 LoRA 秩</translation>
    </message>
    <message>
        <source>8-bit optimizer</source>
        <translation>8-bit 优化器</translation>
    </message>
    <message>
        <source>EMA off the GPU</source>
        <translation>把 EMA 移出 GPU</translation>
    </message>
    <message>
        <source>Cache the frozen features</source>
        <translation>缓存冻结部分的特征</translation>
    </message>
    <message>
        <source>Shard with DeepSpeed ZeRO / FSDP</source>
        <translation>用 DeepSpeed ZeRO / FSDP 分片</translation>
    </message>
    <message>
        <source>CPU offload of the optimizer</source>
        <translation>优化器 CPU 卸载</translation>
    </message>
    <message>
        <source>Shorter sequences</source>
        <translation>缩短序列</translation>
    </message>
    <message>
        <source>Lower resolution</source>
        <translation>降低分辨率</translation>
    </message>
    <message>
        <source>Fewer frames</source>
        <translation>减少帧数</translation>
    </message>
    <message>
        <source>Fewer points</source>
        <translation>减少点数</translation>
    </message>
    <message>
        <source>A bigger GPU</source>
        <translation>换显存更大的 GPU</translation>
    </message>
    <message>
        <source>Why chunking does not help training</source>
        <translation>为什么分块对训练没用</translation>
    </message>
    <message>
        <source>Fewer DataLoader workers</source>
        <translation>减少 DataLoader 工作进程</translation>
    </message>
    <message>
        <source>Persistent workers and a smaller prefetch</source>
        <translation>常驻工作进程，减小预取</translation>
    </message>
    <message>
        <source>No more workers than CPU cores</source>
        <translation>工作进程数不超过 CPU 核数</translation>
    </message>
    <message>
        <source>Cap the cache per worker</source>
        <translation>限制每个工作进程的缓存</translation>
    </message>
    <message>
        <source>One shared cache instead of one per worker</source>
        <translation>共用一份缓存，而非每个工作进程各一份</translation>
    </message>
    <message>
        <source>How big a RAM cache may be</source>
        <translation>内存缓存多大合适</translation>
    </message>
    <message>
        <source>Shared memory in the container</source>
        <translation>容器的共享内存</translation>
    </message>
    <message>
        <source>pin_memory off</source>
        <translation>关闭 pin_memory</translation>
    </message>
    <message>
        <source>pin_memory with non_blocking copies</source>
        <translation>pin_memory 配合 non_blocking 拷贝</translation>
    </message>
    <message>
        <source>Fewer processes per node</source>
        <translation>减少每个节点的进程数</translation>
    </message>
    <message>
        <source>Swap, as a last resort</source>
        <translation>最后手段：swap</translation>
    </message>
    <message>
        <source>Check that the GPU is not shared</source>
        <translation>确认 GPU 没有被其他任务占用</translation>
    </message>
    <message>
        <source>Measure the real peak</source>
        <translation>实测真实峰值</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill</source>
        <translation>确认主机 OOM kill</translation>
    </message>
    <message>
        <source>Log memory while training</source>
        <translation>训练时记录内存</translation>
    </message>
    <message>
        <source>Keep checkpoints synced</source>
        <translation>及时同步检查点</translation>
    </message>
    <message>
        <source>Train in %1 (Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, HF bf16/fp16: true): activations and gradients of matmuls take half the memory and tensor cores run faster.</source>
        <translation>使用 %1 训练（Lightning 中 precision 设为 &quot;bf16-mixed&quot;/&quot;16-mixed&quot;，HF 中 bf16/fp16: true）：矩阵乘法的激活值和梯度只占一半内存，Tensor Core 也跑得更快。</translation>
    </message>
    <message>
        <source>%1 has no bf16: use fp16 mixed precision with a loss scaler instead.</source>
        <translation>%1 不支持 bf16：请改用 fp16 混合精度，并配合 loss scaler（损失缩放）。</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing (gradient_checkpointing: true / activation checkpointing): each block keeps only its input and recomputes the rest in backward, one more forward pass per step.</source>
        <translation>开启梯度检查点（gradient_checkpointing: true / activation checkpointing）：每个 block 只保存自己的输入，其余部分在反向传播时重新计算，代价是每步多一次前向传播。</translation>
    </message>
    <message>
        <source>Selective activation checkpointing keeps the matmul outputs and recomputes the cheap element-wise ops: less saving than full checkpointing, at a smaller cost.</source>
        <translation>选择性激活检查点保留矩阵乘法的输出，只重算开销小的逐元素运算：省下的显存不如完整检查点多，但代价也更小。</translation>
    </message>
    <message>
        <source>Use micro batch %1 with gradient accumulation %2: the effective batch stays %3, activations shrink with the micro batch.</source>
        <translation>使用微批次 %1、梯度累积 %2：有效批次大小仍为 %3，激活值随微批次一起减小。</translation>
    </message>
    <message>
        <source>Lower the LoRA rank to %1: fewer adapter parameters, gradients and optimizer states. Rank 8-16 is usually enough; 4 can be too weak.</source>
        <translation>将 LoRA 秩降到 %1：适配器参数、梯度和优化器状态都会减少。秩取 8-16 通常就够了；4 可能太弱。</translation>
    </message>
    <message>
        <source>Use an 8-bit optimizer (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): its two states take 2 bytes per parameter instead of 8.</source>
        <translation>使用 8-bit 优化器（bitsandbytes AdamW8bit，optim: adamw_bnb_8bit）：它的两个状态每个参数只占 2 字节，而不是 8 字节。</translation>
    </message>
    <message>
        <source>Keep the EMA copy of the model on the CPU (or update it every few steps): it is a full copy of the weights on the GPU.</source>
        <translation>把模型的 EMA 副本放在 CPU 上（或每隔几步才更新一次）：放在 GPU 上它就是一份完整的权重副本。</translation>
    </message>
    <message>
        <source>Cache the frozen backbone&apos;s features and train only what is trainable on them; rebuild the cache every %1 epochs, since the LoRA weights change. Too frequent rebuilds are slow, too rare ones leave stale features.</source>
        <translation>缓存冻结骨干网络的特征，只在其上训练可训练的部分；由于 LoRA 权重在不断变化，每 %1 个 epoch 重建一次缓存。重建太频繁会拖慢训练，太少则特征会过时。</translation>
    </message>
    <message>
        <source>Shard the model states over the GPUs (DeepSpeed ZeRO-2/3 or FSDP) instead of a full copy per DDP rank.</source>
        <translation>将模型状态分片到各个 GPU 上（DeepSpeed ZeRO-2/3 或 FSDP），而不是每个 DDP rank 各存一份完整副本。</translation>
    </message>
    <message>
        <source>Offload the optimizer states to CPU RAM (DeepSpeed offload_optimizer: cpu): the GPU keeps only the weights and gradients; each step waits for PCIe and the CPU&apos;s Adam.</source>
        <translation>将优化器状态卸载到 CPU 内存（DeepSpeed offload_optimizer: cpu）：GPU 上只保留权重和梯度；每一步都要等待 PCIe 传输和 CPU 上的 Adam 计算。</translation>
    </message>
    <message>
        <source>Truncate or pack sequences to %1 tokens: activations and logits grow with the sequence.</source>
        <translation>将序列截断或打包到 %1 个 token：激活值和 logits 随序列长度增长。</translation>
    </message>
    <message>
        <source>Lower the input resolution to %1: activations grow with the pixels.</source>
        <translation>将输入分辨率降到 %1：激活值随像素数增长。</translation>
    </message>
    <message>
        <source>Use %1 frames per clip: activations grow with the frames.</source>
        <translation>每个片段使用 %1 帧：激活值随帧数增长。</translation>
    </message>
    <message>
        <source>Sample %1 points per cloud: activations grow with the points.</source>
        <translation>每个点云采样 %1 个点：激活值随点数增长。</translation>
    </message>
    <message>
        <source>This setup fits as it is on %1: ask for a node with more GPU memory.</source>
        <translation>当前配置无需改动即可在 %1 上容纳：申请一个显存更大的节点。</translation>
    </message>
    <message>
        <source>Chunking the forward pass helps inference only: training must keep every activation for the gradients, so cut the micro batch, the input size or use checkpointing instead.</source>
        <translation>对前向传播分块只对推理有用：训练必须保留所有激活值用于计算梯度，所以应减小微批次或输入尺寸，或者使用梯度检查点。</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory; on a fast NVMe disk one worker is usually only 5-10 % slower than four.</source>
        <translation>每个 GPU 使用 %1 个 DataLoader 工作进程：每个工作进程都是独立进程，有自己的内存；在高速 NVMe 盘上，1 个工作进程通常只比 4 个慢 5-10%。</translation>
    </message>
    <message>
        <source>Set persistent_workers=True and prefetch_factor=%1: workers are not re-forked every epoch and fewer batches wait in memory.</source>
        <translation>设置 persistent_workers=True 和 prefetch_factor=%1：工作进程不会在每个 epoch 重新 fork，内存中排队的批次也更少。</translation>
    </message>
    <message>
        <source>%2 workers for %1 CPU cores: more workers than cores only add memory. About 4 per GPU (%3 here) is enough.</source>
        <translation>%1 个 CPU 核却开了 %2 个工作进程：工作进程多于核数只会白白占用内存。每个 GPU 4 个左右（这里共 %3 个）就够了。</translation>
    </message>
    <message>
        <source>Cap the cache at %1 GiB per copy: a cache inside the Dataset lives in each of the %2 worker processes, so the cap multiplies by the number of workers.</source>
        <translation>将缓存上限设为每份 %1 GiB：Dataset 内部的缓存在 %2 个工作进程中各有一份，所以总占用是上限乘以工作进程数。</translation>
    </message>
    <message>
        <source>Move the cache into shared memory (or a memory-mapped file) so the %1 processes share one copy.</source>
        <translation>把缓存移到共享内存（或内存映射文件）中，让 %1 个进程共用一份。</translation>
    </message>
    <message>
        <source>All caches together should stay around %1-%2 GiB on this host and never above %3 GiB (half the RAM).</source>
        <translation>在这台主机上，所有缓存加起来应保持在 %1-%2 GiB 左右，绝不能超过 %3 GiB（内存的一半）。</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the container has %2 GiB (Docker&apos;s default is 64 MB): set shm_size, or workers die with a bus error.</source>
        <translation>预取的批次需要约 %1 GiB 的 /dev/shm，但容器只有 %2 GiB（Docker 默认为 64 MB）：请设置 shm_size，否则工作进程会因 bus error 崩溃。</translation>
    </message>
    <message>
        <source>Turn pin_memory off: page-locked copies of the batches cannot be swapped out.</source>
        <translation>关闭 pin_memory：批次的锁页副本无法被换出到 swap。</translation>
    </message>
    <message>
        <source>With RAM to spare, pin_memory=True and .to(device, non_blocking=True) overlap the copies with compute.</source>
        <translation>内存充裕时，使用 pin_memory=True 加 .to(device, non_blocking=True)，可以让数据拷贝与计算重叠。</translation>
    </message>
    <message>
        <source>Run %1 GPU process(es) per node with gradient accumulation %2: every training process (DDP, FSDP or ZeRO alike) holds its own runtime, workers and batches in RAM.</source>
        <translation>每个节点运行 %1 个 GPU 进程，梯度累积设为 %2：每个训练进程（DDP、FSDP 或 ZeRO 都一样）在内存中都有自己的运行时、工作进程和批次。</translation>
    </message>
    <message>
        <source>As an emergency only, add swap (fallocate -l 16G /swapfile; mkswap; swapon): it stops the OOM kill but training slows down badly.</source>
        <translation>仅限应急时添加 swap（fallocate -l 16G /swapfile; mkswap; swapon）：能避免被 OOM kill，但训练会大幅变慢。</translation>
    </message>
    <message>
        <source>If it runs out of memory although the estimate fits, check that no other job uses the GPU: nvidia-smi, and CUDA_VISIBLE_DEVICES for your process.</source>
        <translation>如果估算结果可容纳却仍然 OOM，检查是否有其他任务在用这块 GPU：查看 nvidia-smi，以及你的进程的 CUDA_VISIBLE_DEVICES。</translation>
    </message>
    <message>
        <source>Measure the real peak: torch.cuda.max_memory_allocated() and max_memory_reserved() after a few steps, or watch nvidia-smi / nvidia-smi dmon -s mu.</source>
        <translation>实测真实峰值：跑几步后查看 torch.cuda.max_memory_allocated() 和 max_memory_reserved()，或用 nvidia-smi / nvidia-smi dmon -s mu 观察。</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill with dmesg | grep -i oom (&quot;Killed&quot; in the logs); watch free -h or docker stats while training.</source>
        <translation>用 dmesg | grep -i oom 确认主机 OOM kill（日志中会出现 &quot;Killed&quot;）；训练时用 free -h 或 docker stats 观察内存。</translation>
    </message>
    <message>
        <source>Log the process RSS every 100 steps and warn above 90 % of RAM, so a slow leak shows before the OOM killer does.</source>
        <translation>每 100 步记录一次进程 RSS，超过内存的 90% 时发出警告，这样缓慢的内存泄漏能在 OOM killer 出手之前暴露出来。</translation>
    </message>
    <message>
        <source>Save and sync checkpoints often: an OOM kill loses everything since the last one.</source>
        <translation>经常保存并同步检查点：一旦被 OOM kill，上一个检查点之后的进度会全部丢失。</translation>
    </message>
    <message>
        <source>saves %1 of host RAM</source>
        <translation>节省 %1 主机内存</translation>
    </message>
    <message>
        <source>saves %1 of GPU memory</source>
        <translation>节省 %1 显存</translation>
    </message>
    <message>
        <source>~%1 % slower</source>
        <translation>慢约 %1%</translation>
    </message>
    <message>
        <source>~%1 % faster</source>
        <translation>快约 %1%</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory. Here loading the data already sets the pace of a step, so fewer workers slow training down in proportion; the usual 5-10 % holds only while the GPU is the bottleneck.</source>
        <translation>每个 GPU 使用 %1 个 DataLoader 工作进程：每个工作进程都是独立进程，有自己的内存。这里每步的速度已经由数据加载决定，工作进程越少，训练就按比例越慢；常说的只慢 5-10%，只在瓶颈是 GPU 时才成立。</translation>
    </message>
    <message>
        <source>Loading the data sets the pace</source>
        <translation>数据加载决定了训练速度</translation>
    </message>
    <message>
        <source>A per-worker cache multiplies by the workers</source>
        <translation>每个 worker 各自的缓存会按 worker 数成倍增长</translation>
    </message>
    <message>
        <source>The %3 DataLoader worker(s) need about %1 ms per step to decode and read the samples (%4 % of them from the RAM cache), the GPU only %2 ms: the GPU waits for data. More workers, up to the CPU cores, or a cache that hits more often make steps faster; a smaller micro batch costs nothing here.</source>
        <translation>%3 个 DataLoader worker 每步需要约 %1 ms 来解码和读取样本（其中 %4 % 来自内存缓存），而 GPU 只需 %2 ms：GPU 在等数据。增加 worker（不超过 CPU 核数）或提高缓存命中率可以加快每一步；在这里减小 micro batch 不会变慢。</translation>
    </message>
    <message>
        <source>A cache inside the Dataset lives in every worker process: a cap of %2 GiB is really %1 × %2 GiB = %3 GiB. One shared cache (shared memory or a memory-mapped file) of %4 GiB fits and serves every worker; in random order it hits about %5 % of the time.</source>
        <translation>Dataset 里的缓存存在于每个 worker 进程中：%2 GiB 的上限实际上是 %1 × %2 GiB = %3 GiB。一个 %4 GiB 的共享缓存（共享内存或内存映射文件）放得下，并且服务所有 worker；随机顺序读取时命中率约为 %5 %。</translation>
    </message>
    <message>
        <source>loading the data sets the pace</source>
        <translation>速度取决于数据加载</translation>
    </message>
    <message>
        <source>Shared memory in the pod</source>
        <translation>Pod 的共享内存</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the pod has %2 GiB (the container runtime&apos;s default is 64 MiB): mount an emptyDir volume with medium: Memory and a sizeLimit at /dev/shm, or workers die with a bus error.</source>
        <translation>预取的批次需要约 %1 GiB 的 /dev/shm，但 Pod 只有 %2 GiB（容器运行时默认为 64 MiB）：请在 /dev/shm 挂载一个 medium: Memory 且带 sizeLimit 的 emptyDir 卷，否则工作进程会因 bus error 崩溃。</translation>
    </message>
    <message>
        <source>Put the rollout engine to sleep while training</source>
        <translation>训练期间让 Rollout 引擎休眠</translation>
    </message>
    <message>
        <source>A smaller share for the rollout engine</source>
        <translation>给 Rollout 引擎更小的显存占比</translation>
    </message>
    <message>
        <source>Let the colocated vLLM engine release its memory while the model trains (TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): its KV cache and weights are then not beside the activations and gradients.</source>
        <translation>让共卡的 vLLM 在模型训练期间释放显存（TRL：vllm_enable_sleep_mode: true；OpenRLHF：--vllm_enable_sleep；ms-swift：--sleep_level 1）：这样它的 KV cache 和权重就不会和激活、梯度同时占用显存。</translation>
    </message>
    <message>
        <source>Give the colocated rollout engine a smaller share of each GPU (vllm_gpu_memory_utilization / gpu_memory_utilization %1): less room for its KV cache, so fewer sequences are generated at once.</source>
        <translation>给共卡的 Rollout 引擎分配更小的显存比例（vllm_gpu_memory_utilization / gpu_memory_utilization %1）：KV cache 空间变小，同时生成的序列数会减少。</translation>
    </message>
    <message>
        <source>Reduce-scatter every micro batch</source>
        <translation>每个微批次都做 reduce-scatter</translation>
    </message>
    <message>
        <source>FSDP keeps the full gradients on every GPU while it accumulates under no_sync(). Sync every micro batch instead and each GPU keeps only its shard, for one reduce-scatter per micro batch: Accelerate&apos;s GradientAccumulationPlugin(sync_each_batch=True) (HF Trainer: accelerator_config gradient_accumulation_kwargs), or Fabric&apos;s no_backward_sync(model, enabled=False).</source>
        <translation>FSDP 在 no_sync() 下累积梯度时，每张 GPU 都持有完整梯度。改为每个微批次都同步，每张 GPU 只保留自己的分片，代价是每个微批次多一次 reduce-scatter：Accelerate 的 GradientAccumulationPlugin(sync_each_batch=True)（HF Trainer 中为 accelerator_config 的 gradient_accumulation_kwargs），或 Fabric 的 no_backward_sync(model, enabled=False)。</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>可扩展段（expandable segments）</translation>
    </message>
    <message>
        <source>Start the run with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PYTORCH_ALLOC_CONF on PyTorch 2.7 and later), set before torch is imported: the caching allocator then grows one segment instead of keeping blocks of every size it was asked for, so far less memory stays reserved beyond the peak. Nothing in the training changes.</source>
        <translation>启动训练时设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True（PyTorch 2.7 及以后为 PYTORCH_ALLOC_CONF），并且要在 import torch 之前设置：缓存分配器会只扩展一个段，而不是保留曾经申请过的各种大小的块，峰值之外预留的显存会少得多。训练本身不受任何影响。</translation>
    </message>
</context>
<context>
    <name>AdviseFormat</name>
    <message>
        <source>none found: see the advice below.</source>
        <translation>未找到：请参考下面的建议。</translation>
    </message>
    <message>
        <source>GPU %1 GiB (%2) · host %3 GiB (%4) · step time %5 · effective batch %6</source>
        <translation>显存 %1 GiB（%2）· 主机内存 %3 GiB（%4）· 单步耗时 %5 · 有效批次 %6</translation>
    </message>
    <message>
        <source>(differs from the current %1)</source>
        <translation>（与当前的 %1 不同）</translation>
    </message>
    <message>
        <source>Advice:</source>
        <translation>建议：</translation>
    </message>
    <message>
        <source>Largest micro batch that fits, keeping the effective batch of %1:</source>
        <translation>保持有效批次大小 %1 不变时，可容纳的最大微批次：</translation>
    </message>
    <message>
        <source>%1 × accumulation %2</source>
        <translation>%1 × 累积 %2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>改动</translation>
    </message>
    <message>
        <source>GPU GiB</source>
        <translation>显存 GiB</translation>
    </message>
    <message>
        <source>Host GiB</source>
        <translation>主机内存 GiB</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>Micro batch × accumulation</source>
        <translation>微批次 × 累积</translation>
    </message>
    <message>
        <source>What would help (headroom advise for the details):</source>
        <translation>有帮助的做法（详见 headroom advise）：</translation>
    </message>
    <message>
        <source>Recommendations (the fewest changes that make it fit, ranked by step time, effective batch and how unusual they are):</source>
        <translation>建议（能放得下的最少改动，按步时、是否保持有效批大小以及改动是否常见排序）：</translation>
    </message>
    <message>
        <source>Also worth it, on top of the first recommendation:</source>
        <translation>在第一条建议的基础上，还值得做：</translation>
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
        <translation>ID</translation>
    </message>
    <message>
        <source>usable GiB</source>
        <translation>可用 GiB</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
    <message>
        <source>Not understood:</source>
        <translation>无法识别：</translation>
    </message>
    <message>
        <source>%1 = %2, line %3</source>
        <translation>%1 = %2，第 %3 行</translation>
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
        <translation>用法：
  headroom                                 打开窗口
  headroom FILE                            打开窗口并载入 FILE
  headroom estimate [FILE] [options]       内存占用明细与判定结果
  headroom inspect FILE [--format json]    查看从 FILE 中读取到的内容
  headroom advise FILE [options] [--out F] 按优先级排序的推荐方案
  headroom export FILE --set k=v… --out F  输出修改了这些字段的 FILE
  headroom gpus | headroom models          列出内置的 GPU / 模型库

选项：
  --gpu NAME         GPU 库中的型号（hardware.gpu）
  --gpus N           每个节点的 GPU 数（parallel.gpus）
  --nodes N          节点数（parallel.nodes）
  --host-ram GiB     每台机器的主机内存（hardware.host_ram_gib）
  --set field=value  设置规范字段，例如 run.micro_batch=4；可重复使用；
                     列表用逗号分隔（run.lora_targets=q_proj,v_proj）
  --map field=key    将 FILE 中的该键读作该字段
  --in-place         export：直接覆盖 FILE，并保留 FILE.bak
  --force            export：即使是符号链接也照样写入
  --format text|json|markdown
  --lang en|ru|zh_CN|ko
  --help, --version

退出码：0 可容纳，1 紧张，2 OOM，3 输入有误。
</translation>
    </message>
    <message>
        <source>Wrote recommendation %1 to %2.</source>
        <translation>已将第 %1 条建议写入 %2。</translation>
    </message>
    <message>
        <source>No recommendation fits: nothing was written.</source>
        <translation>没有可容纳的建议：未写入任何文件。</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 where Headroom estimated %3; kept in %4.</source>
        <translation>已按你的实测运行校准：%1 测得 %2，Headroom 原估算为 %3；已保存到 %4。</translation>
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
校准与你自己的模型：
  --measured METRIC=SIZE  estimate：用一次实测运行校准 FILE
                     （allocated=17.3GiB、reserved=…、nvidia-smi=…），保存在
                     FILE.headroom.yaml，供之后的估算和窗口使用
  --no-calibration   忽略 FILE 旁边保存的校准
  --set model.card=FILE  headroom-probe 从你的代码实测得到的模型
</translation>
    </message>
    <message>
        <source>The setup already fits: there is nothing to change, nothing was written.</source>
        <translation>当前配置已经放得下：无需修改，未写入任何文件。</translation>
    </message>
    <message>
        <source>%1 was there already: its text is kept as %2.</source>
        <translation>%1 已存在：其原有内容已保存为 %2。</translation>
    </message>
    <message>
        <source>headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). For the estimate in this terminal: headroom estimate FILE (see headroom --help).</source>
        <translation>headroom：没有可用的显示器来打开窗口（未设置 DISPLAY 和 WAYLAND_DISPLAY）。要在终端里直接查看估算：headroom estimate 文件（见 headroom --help）。</translation>
    </message>
    <message>
        <source>%1, %2 line %3</source>
        <translation>%1，%2 第 %3 行</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>&amp;Model</source>
        <translation>模型(&amp;M)</translation>
    </message>
    <message>
        <source>The catalog model the estimate uses; type to search.</source>
        <translation>估算所用的模型（来自模型库）；可输入关键字搜索。</translation>
    </message>
    <message>
        <source>Fine-&amp;tuning</source>
        <translation>微调方式(&amp;T)</translation>
    </message>
    <message>
        <source>Full training keeps gradients and optimizer states for every weight; LoRA and QLoRA only for the adapters.</source>
        <translation>全量训练要为每个权重保存梯度和优化器状态；LoRA 和 QLoRA 只需为适配器保存。</translation>
    </message>
    <message>
        <source>LoRA &amp;rank</source>
        <translation>LoRA 秩(&amp;R)</translation>
    </message>
    <message>
        <source>Adapter size: more trainable parameters, gradients and states.</source>
        <translation>适配器大小：越大，可训练参数、梯度和优化器状态越多。</translation>
    </message>
    <message>
        <source>Micro &amp;batch per GPU</source>
        <translation>每 GPU 微批次(&amp;B)</translation>
    </message>
    <message>
        <source>Samples in one forward and backward pass; activations grow with it.</source>
        <translation>一次前向和反向传播中的样本数；激活值随之增长。</translation>
    </message>
    <message>
        <source>Gradient &amp;accumulation</source>
        <translation>梯度累积(&amp;A)</translation>
    </message>
    <message>
        <source>Micro batches per optimizer step; raises the effective batch without more memory.</source>
        <translation>每个优化器步包含的微批次数；增大有效批次大小而不额外占用显存。</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>精度(&amp;P)</translation>
    </message>
    <message>
        <source>Bytes per weight and activation; mixed precision keeps fp32 master weights.</source>
        <translation>每个权重和激活值占用的字节数；混合精度还会保留一份 fp32 主权重。</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>优化器(&amp;O)</translation>
    </message>
    <message>
        <source>States per trainable weight: AdamW keeps two, 8-bit variants a quarter of that.</source>
        <translation>每个可训练权重的状态数：AdamW 保存两个，8-bit 版本只占其四分之一。</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing</source>
        <translation>梯度检查点(&amp;C)</translation>
    </message>
    <message>
        <source>Recompute activations in backward instead of keeping them: less memory, about a third slower.</source>
        <translation>在反向传播时重算激活值，而不是一直保存：更省显存，但约慢三分之一。</translation>
    </message>
    <message>
        <source>&amp;EMA copy</source>
        <translation>EMA 副本(&amp;E)</translation>
    </message>
    <message>
        <source>An exponential moving average of the weights: one more copy of them.</source>
        <translation>权重的指数移动平均：多一份权重副本。</translation>
    </message>
    <message>
        <source>&amp;Sequence length</source>
        <translation>序列长度(&amp;S)</translation>
    </message>
    <message>
        <source>Tokens per sample; activations and logits grow with it.</source>
        <translation>每个样本的 token 数；激活值和 logits 随之增长。</translation>
    </message>
    <message>
        <source>&amp;Image size</source>
        <translation>图像尺寸(&amp;I)</translation>
    </message>
    <message>
        <source>The shorter side in pixels; activations grow with the area.</source>
        <translation>短边的像素数；激活值随面积增长。</translation>
    </message>
    <message>
        <source>&amp;Frames</source>
        <translation>帧数(&amp;F)</translation>
    </message>
    <message>
        <source>Images or video frames per sample.</source>
        <translation>每个样本的图像数或视频帧数。</translation>
    </message>
    <message>
        <source>Poi&amp;nts</source>
        <translation>点数(&amp;N)</translation>
    </message>
    <message>
        <source>Points per cloud.</source>
        <translation>每个点云的点数。</translation>
    </message>
    <message>
        <source>&amp;Workers</source>
        <translation>工作进程数(&amp;W)</translation>
    </message>
    <message>
        <source>DataLoader worker processes per GPU; each holds its own copy of the dataset object in host RAM.</source>
        <translation>每个 GPU 的 DataLoader 工作进程数；每个工作进程在主机内存中都有一份自己的 dataset 对象副本。</translation>
    </message>
    <message>
        <source>Pre&amp;fetch</source>
        <translation>预取(&amp;F)</translation>
    </message>
    <message>
        <source>Batches each worker prepares ahead, held in host RAM.</source>
        <translation>每个工作进程提前准备的批次数，存放在主机内存中。</translation>
    </message>
    <message>
        <source>RAM cac&amp;he</source>
        <translation>内存缓存(&amp;H)</translation>
    </message>
    <message>
        <source>Samples kept in RAM by the dataset: off, a capped LRU, or everything.</source>
        <translation>dataset 缓存在内存中的样本：关闭、有上限的 LRU，或全部缓存。</translation>
    </message>
    <message>
        <source>Cache cap (GiB)</source>
        <translation>缓存上限（GiB）</translation>
    </message>
    <message>
        <source>The LRU cache&apos;s limit, per copy.</source>
        <translation>LRU 缓存的上限（每份）。</translation>
    </message>
    <message>
        <source>Cache lives</source>
        <translation>缓存位置</translation>
    </message>
    <message>
        <source>A cache inside a Dataset exists once per worker process unless it is in shared memory.</source>
        <translation>Dataset 内部的缓存在每个工作进程中各有一份，除非放在共享内存中。</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>The GPU type from the catalog; type to search.</source>
        <translation>GPU 型号（来自 GPU 库）；可输入关键字搜索。</translation>
    </message>
    <message>
        <source>GPUs per &amp;node</source>
        <translation>每节点 GPU 数(&amp;N)</translation>
    </message>
    <message>
        <source>Each GPU runs its own training process and workers on the host.</source>
        <translation>每个 GPU 在主机上都有自己的训练进程和工作进程。</translation>
    </message>
    <message>
        <source>No&amp;des</source>
        <translation>节点数(&amp;D)</translation>
    </message>
    <message>
        <source>Machines; sharding strategies divide states over all GPUs.</source>
        <translation>机器数；分片策略会把状态分摊到所有 GPU 上。</translation>
    </message>
    <message>
        <source>Strateg&amp;y</source>
        <translation>并行策略(&amp;Y)</translation>
    </message>
    <message>
        <source>DDP replicates everything; FSDP and ZeRO shard states, gradients or weights over the GPUs.</source>
        <translation>DDP 在每个 GPU 上复制全部内容；FSDP 和 ZeRO 将优化器状态、梯度或权重分片到各个 GPU。</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU 卸载</translation>
    </message>
    <message>
        <source>Moves optimizer states (and weights) to host RAM: less VRAM, more host RAM, slower steps.</source>
        <translation>将优化器状态（以及权重）移到主机内存：显存占用更少，主机内存占用更多，每步更慢。</translation>
    </message>
    <message>
        <source>&amp;Host RAM (GiB)</source>
        <translation>主机内存（GiB）(&amp;H)</translation>
    </message>
    <message>
        <source>RAM of one machine.</source>
        <translation>单台机器的内存。</translation>
    </message>
    <message>
        <source>Cached frozen features</source>
        <translation>缓存冻结特征</translation>
    </message>
    <message>
        <source>Precompute the frozen encoder&apos;s outputs once instead of running it every step.</source>
        <translation>预先把冻结编码器的输出计算一次，而不是每步都运行它。</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力实现</translation>
    </message>
    <message>
        <source>Eager attention stores the score matrix; SDPA and flash do not.</source>
        <translation>eager 注意力会保存注意力分数矩阵；SDPA 和 flash 不会。</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>分块计算损失</translation>
    </message>
    <message>
        <source>Computes the logits and loss in chunks instead of all at once.</source>
        <translation>分块计算 logits 和损失，而不是一次性全部算完。</translation>
    </message>
    <message>
        <source>Activation offload</source>
        <translation>激活值卸载</translation>
    </message>
    <message>
        <source>Keeps saved activations in host RAM between forward and backward.</source>
        <translation>在前向与反向传播之间，把保存的激活值放在主机内存中。</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>锁页内存</translation>
    </message>
    <message>
        <source>Page-locked host buffers for faster copies to the GPU.</source>
        <translation>使用锁页的主机缓冲区，加快向 GPU 的拷贝。</translation>
    </message>
    <message>
        <source>Quantization bits</source>
        <translation>量化位数</translation>
    </message>
    <message>
        <source>Bits per frozen weight under QLoRA.</source>
        <translation>QLoRA 下每个冻结权重的位数。</translation>
    </message>
    <message>
        <source>Persistent workers</source>
        <translation>常驻工作进程</translation>
    </message>
    <message>
        <source>Keep the DataLoader&apos;s workers alive between epochs instead of starting them again.</source>
        <translation>在各个 epoch 之间保留 DataLoader 工作进程，而不是每个 epoch 重新启动。</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 核心数</translation>
    </message>
    <message>
        <source>Cores of one machine; workers beyond them add memory, not speed.</source>
        <translation>单台机器的核心数；工作进程多于核心数只会多占内存，不会更快。</translation>
    </message>
    <message>
        <source>Model card</source>
        <translation>模型卡</translation>
    </message>
    <message>
        <source>A model card from headroom-probe: parameters and activations measured from your own model&apos;s code.</source>
        <translation>headroom-probe 生成的模型卡：从你自己的模型代码实测得到的参数量和激活值。</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>序列打包</translation>
    </message>
    <message>
        <source>Rows are full-length sequences with no padding, so no attention mask is built and grouped K/V heads are not repeated.</source>
        <translation>每行都是不含填充的完整序列：不会构建注意力掩码，分组的 K/V 头也不会被复制展开。</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA dropout 率</translation>
    </message>
    <message>
        <source>With dropout, every adapted layer keeps its own dropped-out copy of its input for backward.</source>
        <translation>开启 dropout 时，每个加了 LoRA 的层都会为反向传播保存一份自己的、经过 dropout 的输入副本。</translation>
    </message>
    <message>
        <source>Fused loss</source>
        <translation>融合损失</translation>
    </message>
    <message>
        <source>Liger&apos;s fused linear cross-entropy or Cut Cross-Entropy: the logits are never held whole.</source>
        <translation>Liger 的融合线性交叉熵或 Cut Cross-Entropy：logits 从不完整驻留显存。</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>训练目标</translation>
    </message>
    <message>
        <source>DPO, ORPO and SimPO run each chosen and rejected answer together: twice the rows per micro batch.</source>
        <translation>DPO、ORPO 和 SimPO 会把选中和被拒的回答放在一起前向：每个微批次的行数翻倍。</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>参考模型</translation>
    </message>
    <message>
        <source>A frozen copy of the model for DPO or KTO; not needed with LoRA or precomputed reference log-probabilities.</source>
        <translation>DPO 或 KTO 所需的冻结模型副本；使用 LoRA 或预先计算参考 log-prob 时不需要。</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s matrices are split over (Megatron, NeMo, torchtitan).</source>
        <translation>每层矩阵切分到的 GPU 数（Megatron、NeMo、torchtitan）。</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段</translation>
    </message>
    <message>
        <source>GPUs the layers are split over, stage by stage.</source>
        <translation>各层按阶段切分到的 GPU 数。</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (long-context training).</source>
        <translation>每条序列切分到的 GPU 数（长上下文训练）。</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norms&apos; and dropouts&apos; activations (Megatron&apos;s --sequence-parallel).</source>
        <translation>在张量并行下，同时切分归一化层和 dropout 的激活（Megatron 的 --sequence-parallel）。</translation>
    </message>
    <message>
        <source>Rollout engine share</source>
        <translation>Rollout 引擎显存占比</translation>
    </message>
    <message>
        <source>RL fine-tuning: the share of each training GPU a colocated vLLM or SGLang engine takes (gpu_memory_utilization); 0 when it runs on GPUs of its own.</source>
        <translation>RL 微调：与训练共卡的 vLLM 或 SGLang 引擎占用每张训练 GPU 显存的比例（gpu_memory_utilization）；引擎单独占用 GPU 时为 0。</translation>
    </message>
    <message>
        <source>Rollout engine sleeps</source>
        <translation>Rollout 引擎休眠</translation>
    </message>
    <message>
        <source>The rollout engine frees its memory while the model trains (vLLM sleep mode, verl&apos;s free_cache_engine).</source>
        <translation>模型训练期间 Rollout 引擎释放显存（vLLM 的 sleep mode，verl 的 free_cache_engine）。</translation>
    </message>
    <message>
        <source>Gradients kept through forward</source>
        <translation>前向期间保留梯度</translation>
    </message>
    <message>
        <source>The previous step&apos;s gradients are still there during the forward pass: the loop zeroes them between forward and backward (Lightning, torchvision&apos;s reference scripts, detectron2) or without freeing them (PyTorch before 2.0).</source>
        <translation>前向传播时上一步的梯度仍在显存中：训练循环在 forward 与 backward 之间才清零梯度（Lightning、torchvision 参考脚本、detectron2），或清零但不释放（PyTorch 2.0 之前）。</translation>
    </message>
    <message>
        <source>Foreach optimizer step</source>
        <translation>foreach 优化器步骤</translation>
    </message>
    <message>
        <source>The update runs over all tensors at once (torch.optim&apos;s default on a GPU unless fused=True): one more buffer the size of an optimizer state during the step.</source>
        <translation>一次性对所有张量执行更新（GPU 上 torch.optim 的默认方式，除非设置 fused=True）：优化器步骤期间需要额外一块与优化器状态同样大小的缓冲区。</translation>
    </message>
    <message>
        <source>Offload to NVMe</source>
        <translation>卸载到 NVMe</translation>
    </message>
    <message>
        <source>ZeRO-Infinity keeps what it offloads on an NVMe drive; host RAM holds only its swap buffers.</source>
        <translation>ZeRO-Infinity 把卸载的数据放在 NVMe 盘上；主机内存里只保留它的交换缓冲区。</translation>
    </message>
    <message>
        <source>Shard within each node</source>
        <translation>在每个节点内分片</translation>
    </message>
    <message>
        <source>FSDP&apos;s HYBRID_SHARD: states are sharded over one node&apos;s GPUs and replicated across nodes.</source>
        <translation>FSDP 的 HYBRID_SHARD：状态在单个节点的 GPU 之间分片，在节点之间复制。</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>GPUs a mixture of experts&apos; routed experts are split over (Megatron&apos;s --expert-model-parallel-size).</source>
        <translation>MoE 的路由专家被切分到的 GPU 数（Megatron 的 --expert-model-parallel-size）。</translation>
    </message>
    <message>
        <source>Accumulate unsharded</source>
        <translation>不分片累积梯度</translation>
    </message>
    <message>
        <source>FSDP skips the gradient reduce-scatter until the last micro batch (no_sync: Accelerate, HF Trainer, Lightning Fabric): every GPU holds the full gradients.</source>
        <translation>FSDP 在最后一个微批次之前跳过梯度的 reduce-scatter（no_sync：Accelerate、HF Trainer、Lightning Fabric），每张 GPU 都持有完整梯度。</translation>
    </message>
    <message>
        <source>Gradients for whole blocks</source>
        <translation>整个块都有梯度</translation>
    </message>
    <message>
        <source>FSDP1 with use_orig_params and LoRA inside each wrapped block: the block&apos;s frozen weights get gradients too.</source>
        <translation>FSDP1 开启 use_orig_params 且 LoRA 位于每个被包装的块内部：块中冻结的权重也会有梯度。</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>每个样本的图像数</translation>
    </message>
    <message>
        <source>Images a vision-language model sees per sample; 0 for text-only data, which runs neither the vision tower nor any image token.</source>
        <translation>视觉语言模型每个样本看到的图像数；纯文本数据填 0，此时既不跑视觉塔，也没有图像 token。</translation>
    </message>
    <message>
        <source>FP32 gradient buffer</source>
        <translation>FP32 梯度缓冲区</translation>
    </message>
    <message>
        <source>Beside 16-bit weights, gradients accumulate in fp32, 4 bytes a parameter (Megatron&apos;s main_grad under --bf16).</source>
        <translation>权重为 16 位，但梯度在 fp32 中累加，每个参数 4 字节（Megatron 在 --bf16 下的 main_grad）。</translation>
    </message>
    <message>
        <source>Batch padded to a square</source>
        <translation>批次填充为正方形</translation>
    </message>
    <message>
        <source>The detector&apos;s images come in both orientations (random crops after grouping by aspect ratio), so each batch is padded to a square of the longer side.</source>
        <translation>检测器的图像横竖方向都有（按宽高比分组之后再随机裁剪），所以每个批次都会按长边填充成正方形。</translation>
    </message>
    <message>
        <source>Automatic batch share</source>
        <translation>自动批大小的显存占比</translation>
    </message>
    <message>
        <source>The batch is chosen when training starts, to fill this share of the GPU&apos;s memory (Ultralytics&apos; AutoBatch: batch -1 is 0.6); 0 when the batch is stated.</source>
        <translation>批大小在训练开始时自动选择，以占满 GPU 显存的这一比例（Ultralytics 的 AutoBatch：batch -1 即 0.6）；显式指定批大小时为 0。</translation>
    </message>
    <message>
        <source>Vision tower frozen</source>
        <translation>冻结视觉塔</translation>
    </message>
    <message>
        <source>Under a full fine-tune of a vision-language model only the language model trains: the vision tower gets no gradients or optimizer states (LLaMA-Factory&apos;s freeze_vision_tower, its default).</source>
        <translation>视觉语言模型全参微调时只训练语言模型：视觉塔没有梯度，也没有优化器状态（LLaMA-Factory 的 freeze_vision_tower，默认开启）。</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>补全长度</translation>
    </message>
    <message>
        <source>Tokens per sample that get logits (a GRPO completion); 0: all of them.</source>
        <translation>每个样本中计算 logits 的 token 数（GRPO 的补全部分）；0 表示全部。</translation>
    </message>
    <message>
        <source>Blocks swapped to host RAM</source>
        <translation>换出到主机内存的块数</translation>
    </message>
    <message>
        <source>Transformer blocks whose weights wait in host RAM and are copied to the GPU for their turn (blocks_to_swap in musubi-tuner, sd-scripts and diffusion-pipe): less GPU memory, slower steps.</source>
        <translation>这些 Transformer 块的权重放在主机内存里，轮到时才拷到 GPU 上（musubi-tuner、sd-scripts 和 diffusion-pipe 的 blocks_to_swap）：显存占用更少，但每步更慢。</translation>
    </message>
    <message>
        <source>Loss chunk (tokens)</source>
        <translation>损失分块（token 数）</translation>
    </message>
    <message>
        <source>Under a fused loss, how many tokens the LM head and the loss take at once, each chunk&apos;s backward done before the next (torchtitan&apos;s ChunkedLossWrapper chunk_len); 0: the kernel picks its own chunks.</source>
        <translation>使用融合损失时，LM head 和损失一次处理多少个 token，每个分块的反向传播在下一块之前完成（torchtitan ChunkedLossWrapper 的 chunk_len）；0 表示由 kernel 自己决定分块。</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>可扩展段（expandable segments）</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator grows one segment instead of caching blocks of fixed sizes, so little memory is reserved beyond the peak.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True：分配器只扩展一个段，而不是缓存固定大小的块，因此峰值之外几乎不会多预留显存。</translation>
    </message>
</context>
<context>
    <name>FieldValues</name>
    <message>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>decoder LLM</source>
        <translation>解码器 LLM</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>编码器</translation>
    </message>
    <message>
        <source>encoder-decoder</source>
        <translation>编码器-解码器</translation>
    </message>
    <message>
        <source>vision-language</source>
        <translation>视觉语言模型</translation>
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
        <translation>检测模型</translation>
    </message>
    <message>
        <source>segmentation</source>
        <translation>分割模型</translation>
    </message>
    <message>
        <source>point cloud</source>
        <translation>点云</translation>
    </message>
    <message>
        <source>diffusion UNet</source>
        <translation>扩散 UNet</translation>
    </message>
    <message>
        <source>TTS</source>
        <translation>TTS</translation>
    </message>
    <message>
        <source>generic</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>pure FP16</source>
        <translation>纯 FP16</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>纯 BF16</translation>
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
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>4-bit AdamW</source>
        <translation>4 位 AdamW</translation>
    </message>
    <message>
        <source>paged AdamW</source>
        <translation>分页 AdamW（paged）</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>分页 8 位 AdamW（paged）</translation>
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
        <translation>选择性</translation>
    </message>
    <message>
        <source>full (every block)</source>
        <translation>完整（每个模块）</translation>
    </message>
    <message>
        <source>full</source>
        <translation>全参数</translation>
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
        <translation>部分冻结</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>普通实现（eager）</translation>
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
        <translation>有上限的 LRU</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>in every worker</source>
        <translation>每个工作进程各一份</translation>
    </message>
    <message>
        <source>in shared memory</source>
        <translation>在共享内存中</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>单卡</translation>
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
        <translation>不卸载</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>optimizer states and weights</source>
        <translation>优化器状态和权重</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>as the precision implies</source>
        <translation>随训练精度而定</translation>
    </message>
    <message>
        <source>once per GPU process</source>
        <translation>每个 GPU 进程一份</translation>
    </message>
    <message>
        <source>supervised (SFT)</source>
        <translation>监督微调 (SFT)</translation>
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
        <translation>带动量的 RMSprop</translation>
    </message>
    <message>
        <source>Adagrad</source>
        <translation>Adagrad</translation>
    </message>
    <message>
        <source>DreamBooth prior preservation</source>
        <translation>DreamBooth 先验保留（prior preservation）</translation>
    </message>
    <message>
        <source>8-bit Lion</source>
        <translation>8 位 Lion</translation>
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
        <translation>掩码语言建模（MLM）</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>&apos;%1&apos; is not a Headroom field; fields look like run.micro_batch or data.seq_len (see headroom --help)</source>
        <translation>&apos;%1&apos; 不是 Headroom 字段；字段形如 run.micro_batch 或 data.seq_len（见 headroom --help）</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 必须是整数，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation>%1 必须是数字，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a count such as 7B, 30M or 3.75e9, not &apos;%2&apos;</source>
        <translation>%1 必须是 7B、30M 或 3.75e9 这样的数量，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a size such as 133.6MiB or 4GB, not &apos;%2&apos;</source>
        <translation>%1 必须是 133.6MiB 或 4GB 这样的大小，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 必须是 true 或 false，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 cannot be &apos;%2&apos;; use one of: %3</source>
        <translation>%1 不能为 &apos;%2&apos;；可选值：%3</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range; it must be between %3 and %4</source>
        <translation>%1 = %2 超出范围；必须在 %3 到 %4 之间</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom field and was ignored</source>
        <translation>&apos;%1&apos; 不是 Headroom 字段，已忽略</translation>
    </message>
    <message>
        <source>the file must be a mapping of fields (key: value), not a list or a single value</source>
        <translation>文件必须是字段映射（key: value），不能是列表或单个值</translation>
    </message>
    <message>
        <source>--set needs field=value, as in --set run.micro_batch=4; got &apos;%1&apos;</source>
        <translation>--set 需要 field=value 形式，例如 --set run.micro_batch=4；实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 语法错误：%1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; Headroom reads files up to %2 bytes</source>
        <translation>文件大小为 %1 字节；Headroom 最多只读取 %2 字节的文件</translation>
    </message>
    <message>
        <source>this is a binary file, not a text config</source>
        <translation>这是二进制文件，不是文本配置</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; is not usable: %2</source>
        <translation>内置库条目 &apos;%1&apos; 不可用：%2</translation>
    </message>
    <message>
        <source>no model preset is called &apos;%1&apos;; &apos;headroom models&apos; lists them</source>
        <translation>没有名为 &apos;%1&apos; 的模型预设；可用 &apos;headroom models&apos; 查看所有预设</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; the architecture given field by field is used</source>
        <translation>没有与模型 &apos;%1&apos; 匹配的预设；将使用逐字段给出的架构</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; name one from &apos;headroom models&apos; or give model.layers, model.hidden, model.heads (and model.params)</source>
        <translation>没有与模型 &apos;%1&apos; 匹配的预设；请从 &apos;headroom models&apos; 中选一个，或给出 model.layers、model.hidden、model.heads（以及 model.params）</translation>
    </message>
    <message>
        <source>no model is given; set model.name (a preset or a hub id) or the architecture (model.layers, model.hidden, model.heads)</source>
        <translation>未指定模型；请设置 model.name（预设名或 Hub ID），或给出模型架构（model.layers、model.hidden、model.heads）</translation>
    </message>
    <message>
        <source>model.hidden = %1 is not divisible by model.heads = %2</source>
        <translation>model.hidden = %1 不能被 model.heads = %2 整除</translation>
    </message>
    <message>
        <source>model.kv_heads = %2 must divide model.heads = %1</source>
        <translation>model.heads = %1 必须能被 model.kv_heads = %2 整除</translation>
    </message>
    <message>
        <source>model.trainable_params (%1) is larger than model.params (%2)</source>
        <translation>model.trainable_params（%1）大于 model.params（%2）</translation>
    </message>
    <message>
        <source>LoRA target &apos;%1&apos; is not a projection Headroom knows; it is not counted</source>
        <translation>LoRA 目标 &apos;%1&apos; 不是 Headroom 认识的投影层；不计入</translation>
    </message>
    <message>
        <source>without the model&apos;s architecture, LoRA adapters are taken as 0.5 % of the parameters</source>
        <translation>缺少模型架构信息，LoRA 适配器按参数量的 0.5% 估算</translation>
    </message>
    <message>
        <source>the global batch %1 is not micro batch × accumulation × GPUs; the effective batch is %2</source>
        <translation>全局批次 %1 不等于 微批次 × 累积 × GPU 数；有效批次大小为 %2</translation>
    </message>
    <message>
        <source>no GPU in the catalog is called &apos;%1&apos;; &apos;headroom gpus&apos; lists them</source>
        <translation>GPU 库中没有名为 &apos;%1&apos; 的 GPU；可用 &apos;headroom gpus&apos; 查看所有型号</translation>
    </message>
    <message>
        <source>%1 has no bf16 support; use fp16-mixed instead</source>
        <translation>%1 不支持 bf16；请改用 fp16-mixed</translation>
    </message>
    <message>
        <source>%1 has no fp8 support</source>
        <translation>%1 不支持 fp8</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see headroom --help)</source>
        <translation>未知选项 &apos;%1&apos;（见 headroom --help）</translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation>选项 %1 需要一个值</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see headroom --help)</source>
        <translation>未知命令 &apos;%1&apos;（见 headroom --help）</translation>
    </message>
    <message>
        <source>--format must be text, json or markdown, not &apos;%1&apos;</source>
        <translation>--format 必须是 text、json 或 markdown，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--lang must be en, ru, zh_CN or ko, not &apos;%1&apos;</source>
        <translation>--lang 必须是 en、ru、zh_CN 或 ko，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>this command needs a config file</source>
        <translation>该命令需要一个配置文件</translation>
    </message>
    <message>
        <source>the key map for &apos;%1&apos; is missing from this build</source>
        <translation>此构建中缺少 &apos;%1&apos; 的键映射</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;: the tool decides at run time, so %2 is left at Headroom&apos;s default</source>
        <translation>%1 为 &apos;auto&apos;：由工具在运行时决定，因此 %2 保留 Headroom 的默认值</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;; taken as %2, what the tool picks on a GPU that supports it</source>
        <translation>%1 为 &apos;auto&apos;；按 %2 处理，即工具在支持它的 GPU 上会选择的值</translation>
    </message>
    <message>
        <source>%1 = %2 refers to a value not in the file; it was not read</source>
        <translation>%1 = %2 引用了文件中不存在的值；未读取</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read</source>
        <translation>%1 = %2 不是 Headroom 认识的 %3 取值；未读取</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all GPUs and accumulation steps; it is read as run.global_batch and divided by the GPU count</source>
        <translation>%1 = %2 是所有 GPU 和所有累积步加起来的总批次；按 run.global_batch 读取，并除以 GPU 数</translation>
    </message>
    <message>
        <source>%1 = %2: the file it names was not read, so %3 is guessed from its name</source>
        <translation>%1 = %2：未读取它指向的文件，因此根据文件名推测 %3</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which cannot be found</source>
        <translation>%1 指向的 &apos;%2&apos; 找不到</translation>
    </message>
    <message>
        <source>%1 does not divide evenly, so %2 was not derived</source>
        <translation>%1 无法整除，因此未推导出 %2</translation>
    </message>
    <message>
        <source>%1 is given more than once (also on line %3); the last one, %2, is used, as the tool does</source>
        <translation>%1 出现了多次（第 %3 行也有）；与工具的行为一致，使用最后一个值 %2</translation>
    </message>
    <message>
        <source>%1: %2 = %3 overrides %4 = %5</source>
        <translation>%1：%2 = %3 覆盖了 %4 = %5</translation>
    </message>
    <message>
        <source>the defaults list names &apos;%1&apos;, which is not there; the config is read without it</source>
        <translation>defaults 列表中的 &apos;%1&apos; 不存在；读取配置时将跳过它</translation>
    </message>
    <message>
        <source>the base config &apos;%1&apos; is not there; the config is read without it</source>
        <translation>基础配置 &apos;%1&apos; 不存在；读取配置时将跳过它</translation>
    </message>
    <message>
        <source>of the services, &apos;%1&apos; is read as the one that trains</source>
        <translation>在各个服务中，将 &apos;%1&apos; 视为运行训练的服务</translation>
    </message>
    <message>
        <source>this compose file has no services</source>
        <translation>该 compose 文件中没有任何服务</translation>
    </message>
    <message>
        <source>dialect key map: %1</source>
        <translation>配置格式的键映射：%1</translation>
    </message>
    <message>
        <source>--map needs field=key.path, as in --map run.micro_batch=train.bs; got &apos;%1&apos;</source>
        <translation>--map 需要 field=key.path 形式，例如 --map run.micro_batch=train.bs；实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--map: the file has no key &apos;%1&apos; to read as %2</source>
        <translation>--map：文件中没有可读作 %2 的键 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be written in this file&apos;s format (at &apos;%3&apos;)</source>
        <translation>%1 = %2 无法用该文件的格式写入（位于 &apos;%3&apos;）</translation>
    </message>
    <message>
        <source>%1 is built from several parts of the file and cannot be changed in place</source>
        <translation>%1 由文件中的多个部分组合而成，无法原地修改</translation>
    </message>
    <message>
        <source>the file was not read, so it cannot be exported</source>
        <translation>文件未被读取，因此无法导出</translation>
    </message>
    <message>
        <source>this would overwrite the input file; give --in-place (a backup is kept as .bak) or another --out</source>
        <translation>这会覆盖输入文件；请指定 --in-place（备份保存为 .bak）或换一个 --out</translation>
    </message>
    <message>
        <source>cannot write the backup: %1</source>
        <translation>无法写入备份：%1</translation>
    </message>
    <message>
        <source>cannot save the file: %1</source>
        <translation>无法保存文件：%1</translation>
    </message>
    <message>
        <source>export needs --out FILE (or --out - for the standard output, or --in-place)</source>
        <translation>export 需要 --out FILE（或用 --out - 输出到标准输出，或用 --in-place）</translation>
    </message>
    <message>
        <source>problem &apos;%1&apos;: %2</source>
        <translation>问题 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32 主权重</translation>
    </message>
    <message>
        <source>EMA copy</source>
        <translation>EMA 副本</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>logits 与损失</translation>
    </message>
    <message>
        <source>Input batch</source>
        <translation>输入批次</translation>
    </message>
    <message>
        <source>Dequantization buffers</source>
        <translation>反量化缓冲区</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>通信缓冲区</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>分配器预留</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>cuBLAS workspace</source>
        <translation>cuBLAS 工作区</translation>
    </message>
    <message>
        <source>OS and services</source>
        <translation>操作系统与服务</translation>
    </message>
    <message>
        <source>Training processes</source>
        <translation>训练进程</translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation>DataLoader 工作进程</translation>
    </message>
    <message>
        <source>Batches in flight</source>
        <translation>预取批次</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>锁页内存</translation>
    </message>
    <message>
        <source>Dataset cache</source>
        <translation>数据集缓存</translation>
    </message>
    <message>
        <source>Checkpoint loading</source>
        <translation>检查点加载</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>共享内存</translation>
    </message>
    <message>
        <source>The model&apos;s parameters as the GPU holds them for the forward pass (quantized, 16-bit or fp32).</source>
        <translation>GPU 上为前向传播保存的模型参数（量化、16-bit 或 fp32）。</translation>
    </message>
    <message>
        <source>Gradients of the trainable parameters.</source>
        <translation>可训练参数的梯度。</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state per trainable parameter (AdamW keeps two).</source>
        <translation>每个可训练参数对应的优化器状态（AdamW 保存两个）。</translation>
    </message>
    <message>
        <source>The fp32 copy of the trainable parameters that mixed precision updates.</source>
        <translation>混合精度训练中实际被更新的可训练参数 fp32 副本。</translation>
    </message>
    <message>
        <source>The exponential moving average copy of the model.</source>
        <translation>模型的指数移动平均（EMA）副本。</translation>
    </message>
    <message>
        <source>Tensors the forward pass saves for backward; they grow with batch and sequence length.</source>
        <translation>前向传播为反向传播保存的张量；随批次大小和序列长度增长。</translation>
    </message>
    <message>
        <source>The output over the vocabulary and the loss&apos;s buffers.</source>
        <translation>词表维度上的输出以及计算损失用的缓冲区。</translation>
    </message>
    <message>
        <source>The input tensors of one micro batch.</source>
        <translation>一个微批次的输入张量。</translation>
    </message>
    <message>
        <source>16-bit copies a quantized layer makes while it computes.</source>
        <translation>量化层在计算时生成的 16-bit 副本。</translation>
    </message>
    <message>
        <source>DDP gradient buckets, gathered FSDP/ZeRO layers and reduce buckets.</source>
        <translation>DDP 梯度桶、FSDP/ZeRO gather 后的层以及 reduce 桶。</translation>
    </message>
    <message>
        <source>Memory PyTorch&apos;s caching allocator reserves beyond what tensors use.</source>
        <translation>PyTorch 缓存分配器在张量实际占用之外额外预留的显存。</translation>
    </message>
    <message>
        <source>The cuBLAS workspace PyTorch&apos;s allocator holds for matrix multiplications.</source>
        <translation>PyTorch 分配器为矩阵乘法持有的 cuBLAS 工作区。</translation>
    </message>
    <message>
        <source>The operating system and its services.</source>
        <translation>操作系统及其服务。</translation>
    </message>
    <message>
        <source>Each training process: Python, PyTorch and the CUDA libraries.</source>
        <translation>每个训练进程：Python、PyTorch 以及 CUDA 库。</translation>
    </message>
    <message>
        <source>DataLoader worker processes, each with its own copy of what it touches.</source>
        <translation>DataLoader 工作进程，每个进程对自己访问过的数据都有一份副本。</translation>
    </message>
    <message>
        <source>Batches the workers have prepared ahead (workers × prefetch_factor).</source>
        <translation>工作进程提前准备好的批次（workers × prefetch_factor）。</translation>
    </message>
    <message>
        <source>Page-locked copies of batches when pin_memory is on.</source>
        <translation>开启 pin_memory 时批次的锁页副本。</translation>
    </message>
    <message>
        <source>Samples cached in RAM; a cache inside the Dataset lives once per worker process.</source>
        <translation>缓存在内存中的样本；Dataset 内部的缓存在每个工作进程中各有一份。</translation>
    </message>
    <message>
        <source>The checkpoint loaded on the CPU before it moves to the GPU.</source>
        <translation>移到 GPU 之前先在 CPU 上加载的检查点。</translation>
    </message>
    <message>
        <source>Optimizer states and parameters that DeepSpeed or FSDP keep in host memory.</source>
        <translation>DeepSpeed 或 FSDP 保存在主机内存中的优化器状态和参数。</translation>
    </message>
    <message>
        <source>Shared memory the workers pass batches through.</source>
        <translation>工作进程用来传递批次的共享内存。</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>紧张</translation>
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
        <translation>本机</translation>
    </message>
    <message>
        <source>Docker&apos;s default shm_size, 64 MiB</source>
        <translation>Docker 默认 shm_size，64 MiB</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>假定值</translation>
    </message>
    <message>
        <source>computed from the architecture</source>
        <translation>根据模型结构计算</translation>
    </message>
    <message>
        <source>a tab in the indentation; YAML indents with spaces only, so replace the tab with spaces</source>
        <translation>缩进中有制表符；YAML 只能用空格缩进，请把制表符换成空格</translation>
    </message>
    <message>
        <source>the string opened with %1 here is never closed; add the closing %1 at the end of the value</source>
        <translation>此处以 %1 开始的字符串没有闭合；请在值的末尾加上闭合的 %1</translation>
    </message>
    <message>
        <source>the &apos;%1&apos; opened here is never closed; add the matching &apos;%2&apos;</source>
        <translation>此处打开的“%1”没有闭合；请加上对应的“%2”</translation>
    </message>
    <message>
        <source>this alias (*name) refers to an anchor (&amp;name) that is not defined before it; define the anchor first or write the value out</source>
        <translation>此别名（*name）引用了之前未定义的锚点（&amp;name）；请先定义锚点，或直接写出该值</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where no value can start; put a nested key on its own, more indented line, or quote a value that contains &apos;: &apos;</source>
        <translation>此处的“:”不能开始一个值；请把嵌套的键放到单独一行并增加缩进，或给包含“: ”的值加引号</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above; indent the keys of one mapping (and the &apos;-&apos; of one list) by the same number of spaces</source>
        <translation>缩进与上面的行不一致；同一映射的键（以及同一列表的“-”）应使用相同数量的空格缩进</translation>
    </message>
    <message>
        <source>this alias refers to the anchor that contains it, so the value would never end; write the value out instead</source>
        <translation>此别名引用了包含它自身的锚点，值将无限展开；请直接写出该值</translation>
    </message>
    <message>
        <source>the file expands to more than %1 values (aliases counted as what they repeat); a training config needs far fewer, so this file is refused</source>
        <translation>该文件展开后超过 %1 个值（别名按其重复的内容计算）；训练配置远用不了这么多，因此拒绝读取</translation>
    </message>
    <message>
        <source>JSON has no comments; remove the comment (DeepSpeed, the HF Trainer and the other tools that read this file as JSON refuse it too)</source>
        <translation>JSON 不支持注释；请删除注释（DeepSpeed、HF Trainer 等按 JSON 读取此文件的工具同样会拒绝它）</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos; is not allowed in JSON; remove this comma</source>
        <translation>JSON 中“%1”之前不允许有逗号；请删除这个逗号</translation>
    </message>
    <message>
        <source>JSON strings use double quotes; write &quot;…&quot; instead of &apos;…&apos;</source>
        <translation>JSON 字符串使用双引号；请写 &quot;…&quot; 而不是 &apos;…&apos;</translation>
    </message>
    <message>
        <source>JSON keys must be in double quotes, as in &quot;key&quot;: value</source>
        <translation>JSON 的键必须用双引号，例如 &quot;key&quot;: value</translation>
    </message>
    <message>
        <source>expected %1 here, found %2</source>
        <translation>此处应为 %1，实际是 %2</translation>
    </message>
    <message>
        <source>text after the end of the JSON value; a JSON file holds exactly one object</source>
        <translation>JSON 值结束后还有文本；一个 JSON 文件只能包含一个对象</translation>
    </message>
    <message>
        <source>the string opened here is not closed on its line; add the closing &quot;</source>
        <translation>此处开始的字符串在本行内没有闭合；请加上闭合的 &quot;</translation>
    </message>
    <message>
        <source>the %1 opened here is never closed, so the shell would stop with &quot;unexpected end of file&quot;; add the matching closing character</source>
        <translation>此处开始的 %1 没有闭合，shell 会报“unexpected end of file”而停止；请加上对应的闭合字符</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or give the values with --set</source>
        <translation>文件中没有任何设置（为空或只有注释）；请打开训练配置本身，或用 --set 给出数值</translation>
    </message>
    <message>
        <source>the file is encoded as %1; save it as UTF-8 and open it again</source>
        <translation>文件编码为 %1；请另存为 UTF-8 后重新打开</translation>
    </message>
    <message>
        <source>byte %1 here is not UTF-8 text; save the file as UTF-8 (or remove the character) and open it again</source>
        <translation>此处的字节 %1 不是 UTF-8 文本；请将文件另存为 UTF-8（或删除该字符）后重新打开</translation>
    </message>
    <message>
        <source>including &apos;%1&apos; here would include a file that is already being read (a cycle); remove one of the includes</source>
        <translation>在此包含“%1”会再次包含一个正在读取的文件（循环）；请删除其中一个包含</translation>
    </message>
    <message>
        <source>includes nest deeper than %1 files here; Headroom stops at that depth</source>
        <translation>此处包含的嵌套超过 %1 层文件；Headroom 在这个深度停止</translation>
    </message>
    <message>
        <source>the config includes more than %1 files in all; Headroom stops there</source>
        <translation>该配置总共包含超过 %1 个文件；Headroom 到此停止</translation>
    </message>
    <message>
        <source>%1 refers to itself through ${…} interpolations (a cycle); give one of them a plain value</source>
        <translation>%1 通过 ${…} 插值引用了自身（循环）；请给其中一个设置普通值</translation>
    </message>
    <message>
        <source>%1 goes through more than %2 ${…} interpolations; give it a plainer value</source>
        <translation>%1 经过了超过 %2 层 ${…} 插值；请给它一个更直接的值</translation>
    </message>
    <message>
        <source>%1 expands to more than %2 bytes through ${…} interpolations; a setting is never that long</source>
        <translation>%1 经 ${…} 插值后超过 %2 字节；设置值不会这么长</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels here; a training config never needs that many, so the file is refused</source>
        <translation>文件在此处嵌套超过 %1 层；训练配置不需要这么深，因此拒绝读取</translation>
    </message>
    <message>
        <source>after the change, %1 would not read back as %2 (the patched file says &apos;%3&apos;), so nothing was written; change this value in the file by hand</source>
        <translation>修改后 %1 读回的值不是 %2（修改后的文件中为“%3”），因此没有写入任何内容；请手动修改文件中的这个值</translation>
    </message>
    <message>
        <source>this is a symbolic link (to &apos;%1&apos;); it is not written through unless --force is given; choose another file name</source>
        <translation>这是一个符号链接（指向“%1”）；除非给出 --force，否则不会通过它写入；请选择其他文件名</translation>
    </message>
    <message>
        <source>this is not a regular file (a folder, a device or a pipe); choose a file name to save to</source>
        <translation>这不是普通文件（文件夹、设备或管道）；请选择一个要保存的文件名</translation>
    </message>
    <message>
        <source>the file changed on disk since Headroom read it; open it again to see the changes, or save to another file</source>
        <translation>自 Headroom 读取后文件已在磁盘上被修改；请重新打开以查看修改，或保存到另一个文件</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1</source>
        <translation>秩为 %1 的 LoRA 适配器</translation>
    </message>
    <message>
        <source>0.5 % of the parameters (the architecture is not known)</source>
        <translation>参数量的 0.5%（模型结构未知）</translation>
    </message>
    <message>
        <source>more than one GPU</source>
        <translation>多于一块 GPU</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); give them with --set, or --map a key to a field</source>
        <translation>此配置中没有 Headroom 认识的设置项（batch size、workers、精度、模型……）；请用 --set 指定，或用 --map 把某个键映射到字段</translation>
    </message>
    <message>
        <source>%1 is stated twice with different values: %2 = %3 is used, %4 = %5 is not</source>
        <translation>%1 被设置了两次且取值不同：采用 %2 = %3，未采用 %4 = %5</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all %3 GPUs, so each GPU takes %4</source>
        <translation>%1 = %2 是所有 %3 块 GPU 的总 batch，因此每块 GPU 为 %4</translation>
    </message>
    <message>
        <source>this is not valid TOML: %1</source>
        <translation>这不是合法的 TOML：%1</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>此处开始的字符串没有闭合</translation>
    </message>
    <message>
        <source>a bracket opened here is never closed</source>
        <translation>此处的括号没有闭合</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it: the written file leaves it out</source>
        <translation>%1 = %2 不在此文件中，也无法添加：写出的文件不包含这一项修改</translation>
    </message>
    <message>
        <source>the model card %1 cannot be read; check the path (a relative path counts from the config&apos;s folder) or write it again with headroom-probe</source>
        <translation>无法读取模型卡 %1；请检查路径（相对路径以配置文件所在目录为准），或用 headroom-probe 重新生成</translation>
    </message>
    <message>
        <source>this is not a model card written by headroom-probe (it has no headroom_card key)</source>
        <translation>这不是 headroom-probe 生成的模型卡（缺少 headroom_card 键）</translation>
    </message>
    <message>
        <source>the model card lacks &apos;%1&apos;; write it again with headroom-probe</source>
        <translation>模型卡缺少“%1”；请用 headroom-probe 重新生成</translation>
    </message>
    <message>
        <source>in the model card, %1 must be a number of bytes or parameters, not &apos;%2&apos;</source>
        <translation>模型卡中 %1 必须是字节数或参数量，而不是“%2”</translation>
    </message>
    <message>
        <source>in the model card, %1 cannot be &apos;%2&apos;</source>
        <translation>模型卡中 %1 不能是“%2”</translation>
    </message>
    <message>
        <source>--measured needs METRIC=SIZE with METRIC one of allocated, reserved, nvidia-smi, as in --measured allocated=17.3GiB; got &apos;%1&apos;</source>
        <translation>--measured 需要 METRIC=SIZE，METRIC 为 allocated、reserved 或 nvidia-smi 之一，例如 --measured allocated=17.3GiB；实际为“%1”</translation>
    </message>
    <message>
        <source>--measured needs a config FILE: the calibration is kept beside it</source>
        <translation>--measured 需要一个配置文件 FILE：校准结果保存在它旁边</translation>
    </message>
    <message>
        <source>a run cannot be calibrated while the model is unknown; name the model or a model card first</source>
        <translation>模型未知时无法校准；请先指定模型或模型卡</translation>
    </message>
    <message>
        <source>the calibration %1 cannot be read (%2); delete it or measure again with --measured</source>
        <translation>无法读取校准文件 %1（%2）；请删除它，或用 --measured 重新测量</translation>
    </message>
    <message>
        <source>the calibration could not be written to %1: %2</source>
        <translation>无法将校准写入 %1：%2</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; is taken to be the catalog&apos;s %2 (match %3 %); set model.preset if it is another one</source>
        <translation>模型“%1”被识别为目录中的 %2（匹配度 %3 %）；如果不是，请设置 model.preset</translation>
    </message>
    <message>
        <source>Optimizer in backward applies each gradient as soon as it is computed, so gradient accumulation (%1 steps) does not work with it</source>
        <translation>optimizer-in-backward 在每个梯度算出后立即更新参数，因此无法与梯度累积（%1 步）一起使用</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>分页优化器状态</translation>
    </message>
    <message>
        <source>Calibrated from your run</source>
        <translation>按你的实测运行校准</translation>
    </message>
    <message>
        <source>A paged optimizer&apos;s states in CUDA unified memory: on the GPU while there is room, paged out to host RAM when it is full. PyTorch&apos;s memory counters do not include them.</source>
        <translation>分页优化器的状态位于 CUDA 统一内存中：显存有空间时留在 GPU 上，显存占满时换出到主机内存。PyTorch 的显存统计不包含它们。</translation>
    </message>
    <message>
        <source>The difference your measured run showed, applied to activations and fixed overhead; it follows the batch and input size.</source>
        <translation>你实测运行显示出的差值，分摊到激活值和固定开销上；它随批大小和输入尺寸变化。</translation>
    </message>
    <message>
        <source>measured from your model (model card)</source>
        <translation>从你的模型实测（模型卡）</translation>
    </message>
    <message>
        <source>the config file&apos;s name</source>
        <translation>配置文件名</translation>
    </message>
    <message>
        <source>unknown until the model is identified</source>
        <translation>在识别出模型之前未知</translation>
    </message>
    <message>
        <source>%1 = %2 is not in the file: it is what the tool does by default where %3 is set</source>
        <translation>%1 = %2 并未写在文件中：这是设置了 %3 时工具的默认行为</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: that needs its shape (model.layers, model.hidden, model.heads), so the GPU figure is a floor</source>
        <translation>未计入 &apos;%1&apos; 的激活值：这需要它的结构（model.layers、model.hidden、model.heads），因此 GPU 数字只是下限</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: Headroom walks only a network it can name (a backbone and head such as &apos;resnet50 fpn mask rcnn&apos;, or a catalog model in model.preset), so the GPU figure is a floor</source>
        <translation>未计入 &apos;%1&apos; 的激活值：Headroom 只能逐层推算它能从名称识别的网络（骨干加检测头，如 &apos;resnet50 fpn mask rcnn&apos;，或在 model.preset 中指定目录里的模型），因此 GPU 数字只是下限</translation>
    </message>
    <message>
        <source>%1 means every GPU the machine has: the file does not say how many, so %2 is left for you to set</source>
        <translation>%1 表示使用机器上的全部 GPU：文件没有说明数量，因此 %2 需要您自己设置</translation>
    </message>
    <message>
        <source>model.experts_active = %2 is more than the model&apos;s %1 experts</source>
        <translation>model.experts_active = %2 超过了模型的专家数 %1</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it, so nothing was written; leave that change out, or make it where the tool takes it (its command line)</source>
        <translation>%1 = %2 不在此文件中，也无法添加，因此没有写出任何内容；请去掉这项修改，或在工具接收它的地方（命令行）设置</translation>
    </message>
    <message>
        <source>the RAM cache holds the whole dataset, but its size is not known: give data.dataset_size (samples); until then the cache counts as 0 in host RAM</source>
        <translation>内存缓存会装下整个数据集，但数据集大小未知：请给出 data.dataset_size（样本数）；在此之前缓存按 0 计入主机内存</translation>
    </message>
    <message>
        <source>%1 = %3 lets the tool choose at run time, so %2 is left at Headroom&apos;s default; set it to what the run uses</source>
        <translation>%1 = %3 让工具在运行时自行决定，因此 %2 保留 Headroom 的默认值；请设成这次运行实际使用的值</translation>
    </message>
    <message>
        <source>a space follows the \ at the end of this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; delete the space after the \</source>
        <translation>这一行末尾的 \ 后面还有空格，所以这一行并没有续行：shell 在这里就结束了命令，并把下一行当作一条独立的命令来执行；请删掉 \ 后面的空格</translation>
    </message>
    <message>
        <source>this %1 command is not read: the script launches more than once, and the launch on line %2 is the one read</source>
        <translation>这条 %1 命令未被读取：脚本中有多次启动，读取的是第 %2 行的那次启动</translation>
    </message>
    <message>
        <source>tensor parallel %1 × pipeline %2 × context parallel %4 does not divide the %3 GPUs; the data-parallel size is rounded down</source>
        <translation>张量并行 %1 × 流水线 %2 × 上下文并行 %4 无法整除 %3 个 GPU；数据并行规模向下取整</translation>
    </message>
    <message>
        <source>Generation engine (vLLM/SGLang)</source>
        <translation>Rollout 引擎（vLLM/SGLang）</translation>
    </message>
    <message>
        <source>The share of the card the colocated rollout engine takes (its gpu_memory_utilization): its weights, activations and KV cache. In sleep mode it is freed while the model trains.</source>
        <translation>共卡 Rollout 引擎占用的显存（其 gpu_memory_utilization）：权重、激活和 KV cache。开启 sleep mode 时，训练期间这部分显存会被释放。</translation>
    </message>
    <message>
        <source>%1 = %2 is not a size Kubernetes accepts (64Gi, 65536Mi, or 64G for 64×10⁹ bytes), so %3 was not read from it</source>
        <translation>%1 = %2 不是 Kubernetes 接受的大小（应写作 64Gi、65536Mi，或表示 64×10⁹ 字节的 64G），因此没有从中读取 %3</translation>
    </message>
    <message>
        <source>of the manifest&apos;s containers, &apos;%1&apos; is read as the one that trains</source>
        <translation>在清单的各个容器中，将 &apos;%1&apos; 视为运行训练的容器</translation>
    </message>
    <message>
        <source>this Kubernetes manifest has no containers to read (no Pod, Job, Deployment, StatefulSet or PyTorchJob with a containers: list)</source>
        <translation>该 Kubernetes 清单中没有可读取的容器（没有带 containers: 列表的 Pod、Job、Deployment、StatefulSet 或 PyTorchJob）</translation>
    </message>
    <message>
        <source>the container runtime&apos;s default /dev/shm of a pod, 64 MiB</source>
        <translation>容器运行时为 Pod 默认提供的 /dev/shm，64 MiB</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; here stands outside any [ ] or { } list, where YAML cannot read it; remove it, or quote the value it belongs to</source>
        <translation>此处的“%1”不在任何 [ ] 或 { } 之内，YAML 无法解析；请删除它，或把它所属的值加上引号</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined a second time here; TOML allows each key and [table] once, so remove one or merge them</source>
        <translation>“%1”在此处被第二次定义；TOML 中每个键和每个 [表] 只能定义一次，请删除其中一个或将两者合并</translation>
    </message>
    <message>
        <source>a key with no value after &apos;=&apos;; write the value, or remove the line</source>
        <translation>键在“=”之后没有值；请写上值，或删除这一行</translation>
    </message>
    <message>
        <source>this value is not a number, true/false or a date, so TOML needs it in quotes: write it as &quot;…&quot;</source>
        <translation>这个值不是数字、true/false 或日期，TOML 要求给它加引号：写成 &quot;…&quot;</translation>
    </message>
    <message>
        <source>more text after the value on this line; put one key = value per line, and a comment after #</source>
        <translation>这一行在值后面还有多余的内容；每行只写一个 key = value，注释写在 # 之后</translation>
    </message>
    <message>
        <source>an extra &apos;,&apos; with no value beside it; remove the comma</source>
        <translation>多余的“,”，旁边没有值；请删除这个逗号</translation>
    </message>
    <message>
        <source>the vocabulary size is not known, so the embedding, the LM head and the logits are left out; set model.vocab (the tokenizer&apos;s size: 32000 for Llama 2, 128256 for Llama 3, 151936 for Qwen2)</source>
        <translation>词表大小未知，因此没有计入 embedding、LM head 和 logits；请设置 model.vocab（即 tokenizer 的词表大小：Llama 2 为 32000，Llama 3 为 128256，Qwen2 为 151936）</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; does not close the &apos;%2&apos; opened on line %3; close that one first with &apos;%4&apos;</source>
        <translation>这个“%1”与第 %3 行打开的“%2”不匹配；请先用“%4”把它闭合</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; closes nothing: no bracket is open here; remove it</source>
        <translation>这个“%1”没有可闭合的括号：此处没有未闭合的括号；请删除它</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set hardware.host_ram_gib (--host-ram) to a node&apos;s RAM</source>
        <translation>主机内存按本机的 %1 GiB 计算，但这次运行在 %3 个节点上用 %2 块 GPU：如果在服务器上训练，请把 hardware.host_ram_gib（--host-ram）设为单个节点的内存</translation>
    </message>
    <message>
        <source>offloading the parameters needs FSDP or DeepSpeed ZeRO; with strategy &apos;%1&apos; they stay on the GPU</source>
        <translation>参数卸载到 CPU 需要 FSDP 或 DeepSpeed ZeRO；在策略“%1”下参数仍留在 GPU 上</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an escape JSON knows; a backslash in a path is written twice (C:\\data), or use &apos;/&apos;</source>
        <translation>“%1”不是 JSON 认识的转义；路径里的反斜杠要写两次（C:\\data），或者改用“/”</translation>
    </message>
    <message>
        <source>a tab or another control character typed inside a string; JSON needs it written as an escape (\t, \n)</source>
        <translation>字符串里直接输入了制表符或其他控制字符；JSON 要求写成转义形式（\t、\n）</translation>
    </message>
    <message>
        <source>JSON numbers do not start with 0 (%1); write it without the leading zero</source>
        <translation>JSON 数字不能以 0 开头（%1）；请去掉开头的 0</translation>
    </message>
    <message>
        <source>an inline table { … } must stay on one line in TOML; join its lines, or write it as a [table] of its own</source>
        <translation>TOML 的内联表 { … } 必须写在一行里；请把它合并成一行，或改写成单独的 [表]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number TOML can read (a float like 1e-4 or 0.5, an integer of at most 19 digits); fix it, or quote it if it is meant as text</source>
        <translation>“%1”不是 TOML 能读取的数字（浮点数如 1e-4 或 0.5，整数最多 19 位）；请改正，如果本来是文本就加上引号</translation>
    </message>
    <message>
        <source>%1 holds a list where one value goes; %2 was not read from it</source>
        <translation>%1 这里是一个列表，而此处应是单个值；没有从中读取 %2</translation>
    </message>
    <message>
        <source>%1 holds a mapping of keys where one value goes; %2 was not read from it</source>
        <translation>%1 这里是一组键值映射，而此处应是单个值；没有从中读取 %2</translation>
    </message>
    <message>
        <source>this text comes after a &apos;...&apos; line, which ends the YAML document, so a training script&apos;s yaml.safe_load refuses the file; remove the &apos;...&apos; line</source>
        <translation>这段文字位于结束 YAML 文档的“...”行之后，训练脚本的 yaml.safe_load 会拒绝这个文件；请删除“...”这一行</translation>
    </message>
    <message>
        <source>--map %1 has nothing to read in a Headroom setup file, whose keys are the fields themselves; give the value with --set</source>
        <translation>--map %1 在 Headroom 设置文件里没有可读的内容：这种文件的键本身就是字段；请用 --set 给出值</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes with more than one memory size; %2 is taken. If yours is another, name it: %3</source>
        <translation>“%1”有不止一种显存规格；这里按 %2 计算。如果你的是其他规格，请指明：%3</translation>
    </message>
    <message>
        <source>this file is a template ({{ … }}, {% … %}) that a tool fills in before it is YAML; open the config it renders to, or put the values in</source>
        <translation>这个文件是模板（{{ … }}、{% … %}），要由工具填好之后才是 YAML；请打开它渲染出的配置，或者直接填入取值</translation>
    </message>
    <message>
        <source>the here-document opened here is never closed by its delimiter line, so the shell reads the rest of the file into it and runs nothing after; add the delimiter line where its text ends</source>
        <translation>这里打开的 here-document 没有用结束标记行闭合，shell 会把文件剩下的部分都读进去，之后什么也不会运行；请在其文本结束处加上结束标记行</translation>
    </message>
    <message>
        <source>a comment follows the \ on this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; move the comment to a line of its own</source>
        <translation>这一行的 \ 后面跟着注释，所以这一行不会续行：shell 在这里结束命令，把下一行当成独立的命令运行；请把注释移到单独一行</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not NAME=value, so it sets nothing (python-dotenv and docker skip it); write it as NAME=value</source>
        <translation>“%1”不是 NAME=value 形式，因此什么也没设置（python-dotenv 和 docker 会跳过它）；请写成 NAME=value</translation>
    </message>
    <message>
        <source>the file holds more than %1 values; a training config needs far fewer, so this file is refused</source>
        <translation>文件中的值超过 %1 个；训练配置用不了这么多，因此拒绝读取该文件</translation>
    </message>
    <message>
        <source>the key on this line is longer than %1 characters, more than YAML allows a plain key; shorten it</source>
        <translation>这一行的键超过 %1 个字符，超出了 YAML 对普通键的限制；请把它改短</translation>
    </message>
    <message>
        <source>the section %1 is given again here (also on line %2); a YAML loader keeps only this one, so what the first one sets is lost; merge the two</source>
        <translation>这里再次给出了 %1 段（第 %2 行已有）；YAML 加载器只保留这一个，第一个里设置的内容会丢失；请把两段合并</translation>
    </message>
    <message>
        <source>services is a list here, but Compose wants a mapping of names: write each service as &apos;name:&apos; with its keys indented under it, not as &apos;- name: …&apos;</source>
        <translation>这里的 services 写成了列表，但 Compose 需要以名称为键的映射：把每个服务写成“name:”并在其下缩进写键，而不是“- name: …”</translation>
    </message>
    <message>
        <source>the script may not take such a flag: nothing on its command line shows its parser has one, and a flag it does not know stops it at start; set it where the script reads it</source>
        <translation>脚本可能不接受这样的参数：它的命令行上看不出其参数解析器有这个选项，而未知参数会让脚本在启动时就退出；请在脚本读取该值的地方设置</translation>
    </message>
    <message>
        <source>a key the file does not have is not added to a TOML or Python config</source>
        <translation>不会向 TOML 或 Python 配置添加文件里原本没有的键</translation>
    </message>
    <message>
        <source>it would go inside a { } or [ ] written on one line</source>
        <translation>它得写进一行内的 { } 或 [ ] 里</translation>
    </message>
    <message>
        <source>the file has no section it belongs in</source>
        <translation>文件里没有它所属的段</translation>
    </message>
    <message>
        <source>the file has no command that trains</source>
        <translation>文件里没有启动训练的命令</translation>
    </message>
    <message>
        <source>the compose file has no service that trains</source>
        <translation>compose 文件里没有进行训练的服务</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be added to this file: %3</source>
        <translation>无法把 %1 = %2 添加到这个文件：%3</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1…（共 %2 个字符）</translation>
    </message>
    <message>
        <source>no training launch was found in this script (torchrun, accelerate launch, deepspeed, python …, or a tool&apos;s command line), so nothing was read from it</source>
        <translation>脚本中没有找到训练启动命令（torchrun、accelerate launch、deepspeed、python … 或某个工具的命令行），因此没有从中读取任何内容</translation>
    </message>
    <message>
        <source>this file sets no variables, so nothing was read from it</source>
        <translation>该文件没有设置任何变量，因此没有从中读取任何内容</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; give the count with --gpus N (and --nodes N)</source>
        <translation>策略“%1”会把模型分片到各个 GPU 上，但文件没有写有几块（由启动器决定）：本估算按 1 块 GPU 计算，此时不做任何分片；请用 --gpus N（以及 --nodes N）给出数量</translation>
    </message>
    <message>
        <source>the script has Windows line ends (CRLF): bash does not take &apos;\&apos; before them as a line continuation, so the lines after this one never reach the command; it is read as meant here, convert the file with dos2unix before running it</source>
        <translation>该脚本使用 Windows 换行符（CRLF）：bash 不会把其前面的 &apos;\&apos; 当作续行，因此这一行之后的内容根本传不到命令里；这里按原意读取，运行前请先用 dos2unix 转换文件</translation>
    </message>
    <message>
        <source>nothing in the file names the model: %1 is taken from the file&apos;s name (%2); set model.name if that is not the model</source>
        <translation>文件中没有指明模型：%1 取自文件名（%2）；如果不是这个模型，请设置 model.name</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; give the count with --gpus N (and --nodes N) if it differs</source>
        <translation>文件没有说明 GPU 数量，但其全局批次 %1 = 微批次 %2 × 梯度累积 %3 × %4 张 GPU：估算按 %4 张 GPU 计算；如果不同，请用 --gpus N（及 --nodes N）指定</translation>
    </message>
    <message>
        <source>%1 = %2 is a range of node counts (min:max): %3 is read as the smallest, where each GPU holds the largest share</source>
        <translation>%1 = %2 是节点数范围（min:max）：%3 取最小值，此时每张 GPU 承担的份额最大</translation>
    </message>
    <message>
        <source>&apos;%1=…&apos; is not how YAML sets a key: write &apos;%1: …&apos; (a colon and a space)</source>
        <translation>YAML 不能这样写键：&apos;%1=…&apos;；请写成 &apos;%1: …&apos;（冒号加空格）</translation>
    </message>
    <message>
        <source>this line is indented with a non-breaking space (U+00A0), which YAML reads as part of the key, so the key names nothing the tool knows; indent with plain spaces</source>
        <translation>这一行用不换行空格（U+00A0）缩进，YAML 会把它当作键名的一部分，于是这个键对工具来说什么都不是；请用普通空格缩进</translation>
    </message>
    <message>
        <source>%1 and %2 are both true: the trainer refuses that (at most one of fp16 and bf16 can be on); read as %3, set the other to false</source>
        <translation>%1 和 %2 同时为 true：训练器会拒绝（fp16 和 bf16 最多只能开一个）；这里按 %3 读取，请把另一个设为 false</translation>
    </message>
    <message>
        <source>the loop runs %3 times: this reading is of the first run, with $%1 = %2; the runs with its other values are not read</source>
        <translation>该循环会运行 %3 次：这里读取的是第一次运行，$%1 = %2；其他取值的运行没有读取</translation>
    </message>
    <message>
        <source>the optimizer is now %1, but the file still passes it %2, which %1 does not take: remove them before running</source>
        <translation>优化器现在是 %1，但文件里仍然给它传了 %2，而 %1 不接受这些参数：运行前请删掉它们</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing before this argument: Python refuses the file (&quot;Perhaps you forgot a comma?&quot;)</source>
        <translation>这个参数前面少了一个 &apos;,&apos;：Python 会拒绝这个文件（&quot;Perhaps you forgot a comma?&quot;）</translation>
    </message>
    <message>
        <source>%1 = %2 was kept: with micro batch %3 × accumulation %4 it now means %5 GPUs; set it to micro batch × accumulation × your GPU count</source>
        <translation>%1 = %2 保持不变：在微批次 %3 × 梯度累积 %4 下，它现在意味着 %5 张 GPU；请把它设为 微批次 × 梯度累积 × 你的 GPU 数</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a list</source>
        <translation>它所属的配置段写成了列表</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a single value, not as a section</source>
        <translation>它所属的配置段写成了单个值，而不是一个段</translation>
    </message>
    <message>
        <source>no network called &apos;%1&apos; can be walked, so its activations are those of %2 at this input, a stand-in of its kind: the band around the GPU figure is wide. Name its backbone and head (such as &apos;resnet50 fpn mask rcnn&apos;) for an exact count</source>
        <translation>无法逐层分析名为“%1”的网络，因此其激活按同类替代网络 %2 在当前输入下估算，GPU 数字的误差范围较宽。请写明它的 backbone 和 head（例如 &apos;resnet50 fpn mask rcnn&apos;）以精确计算</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: its value comes from %3, which %4 read too, and changing it there would change them as well; give %1 a value of its own in the file, then export again</source>
        <translation>%1 = %2 未写入：它的值来自 %3，而 %4 也读取它，在那里修改会连带改变它们；请在文件中给 %1 单独赋值，然后重新导出</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: the run reads it from %3 here, in a file the command names, and no flag of the command can override it; export this file (or change it here) instead</source>
        <translation>%1 = %2 未写入：运行时从这里的 %3 读取它，该文件由命令指定，命令的任何参数都无法覆盖它；请改为导出这个文件（或直接在这里修改）</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set hardware.host_ram_gib (--host-ram) to that machine&apos;s RAM</source>
        <translation>主机内存按本机的 %1 GiB 计算，但本机没有 NVIDIA GPU，训练应该跑在别的机器上：请把 hardware.host_ram_gib（--host-ram）设为那台机器的内存</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; its name gives its size, %2, so the catalog&apos;s %3 stands in for its shape (layers, width, vocabulary): the band around its activations and logits is wide. Give model.layers, model.hidden, model.heads and model.vocab, or a model card, for an exact count</source>
        <translation>目录中没有 &apos;%1&apos;；从名称中读出其规模为 %2，因此用目录中的 %3 代替它的结构（层数、宽度、词表）：激活和 logits 的误差区间较宽。要精确计算，请给出 model.layers、model.hidden、model.heads 和 model.vocab，或提供模型卡</translation>
    </message>
    <message>
        <source>the batch is chosen when training starts (AutoBatch, %2 % of the GPU&apos;s memory): about %1 on this GPU, the batch this estimate uses; set the batch to fix it</source>
        <translation>批大小在训练开始时自动选择（AutoBatch，占 GPU 显存的 %2 %）：在这块 GPU 上约为 %1，本估算即按此计算；如需固定，请显式设置批大小</translation>
    </message>
    <message>
        <source>AutoBatch (%2 % of the GPU&apos;s memory) does not run on several GPUs: Ultralytics trains its default batch of %1 split over them, the batch this estimate uses</source>
        <translation>AutoBatch（GPU 显存的 %2 %）不支持多卡：Ultralytics 会改用默认批大小 %1 并均分到各卡，本估算即按此计算</translation>
    </message>
    <message>
        <source>%3 is null: nothing is truncated, so each batch is as long as its longest sample; %1 = %2 stands in for that length. Set %1 to your longest sample in tokens</source>
        <translation>%3 为 null：不做截断，每个 batch 的长度就是其中最长样本的长度；这里用 %1 = %2 代替。请把 %1 设为你最长样本的 token 数</translation>
    </message>
    <message>
        <source>%1 has no bf16, so the tool&apos;s &apos;auto&apos; trains in fp16 mixed precision there; the estimate does too</source>
        <translation>%1 不支持 bf16，所以工具的 &apos;auto&apos; 在这张卡上会用 fp16 混合精度训练；估算也按此计算</translation>
    </message>
    <message>
        <source>&apos;auto&apos;: the tool decides when the run starts</source>
        <translation>&apos;auto&apos;：由工具在运行开始时决定</translation>
    </message>
    <message>
        <source>a stand-in of the named size for the shape, not the model itself</source>
        <translation>按名称中的规模选出的替身，用来代替其结构，并非模型本身</translation>
    </message>
    <message>
        <source>%1 = %2 trains on the CPU: its memory is host RAM, and the GPU figures are what the same run would take on one GPU</source>
        <translation>%1 = %2 表示在 CPU 上训练：其内存占用的是主机内存，GPU 数字是同样的训练放在一块 GPU 上所需的显存</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read, and the estimate uses %3 = %4</source>
        <translation>%1 = %2 不是 Headroom 认识的 %3 取值，未读取；估算使用 %3 = %4</translation>
    </message>
    <message>
        <source>a character TOML allows only inside a &quot;string&quot; or a # comment; put the value in quotes, or remove it</source>
        <translation>TOML 只允许这个字符出现在 &quot;字符串&quot; 或 # 注释里；请给值加上引号，或删掉它</translation>
    </message>
    <message>
        <source>this line ends in ^, the line continuation of Windows cmd: bash does not join lines with it, so under bash the command ends here and the next line runs alone. Headroom reads the lines as one command; in a shell script end the line with \ instead</source>
        <translation>此行以 ^ 结尾，这是 Windows cmd 的续行符：bash 不会据此拼接行，因此在 bash 下命令在此结束，下一行会单独执行。Headroom 将这些行按一条命令读取；在 shell 脚本中请改用 \ 结尾</translation>
    </message>
    <message>
        <source>this line is no key (it has no &apos;:&apos;) and no list item, and it is not indented under the line before, so YAML cannot place it (PyYAML: could not find expected &apos;:&apos;); the file may be cut short here, or a &apos;:&apos; is missing</source>
        <translation>这一行既不是键（没有 &apos;:&apos;），也不是列表项，且缩进没有比上一行更深，因此 YAML 无法确定它的位置（PyYAML：could not find expected &apos;:&apos;）；文件可能在此处被截断，或漏写了 &apos;:&apos;</translation>
    </message>
    <message>
        <source>nothing follows this &apos;=&apos;: Python refuses the file (&quot;invalid syntax&quot;); the file may be cut short here, or a value is missing</source>
        <translation>这个 &apos;=&apos; 后面没有内容：Python 会拒绝该文件（&quot;invalid syntax&quot;）；文件可能在此处被截断，或漏写了值</translation>
    </message>
    <message>
        <source>the block that starts here (if, while, for, case or {) is never closed by its fi, done, esac or }, so bash refuses the whole script (&quot;unexpected end of file&quot;); the file may be cut short, or the closing word is missing</source>
        <translation>从这里开始的代码块（if、while、for、case 或 {）没有用对应的 fi、done、esac 或 } 结束，因此 bash 会拒绝整个脚本（&quot;unexpected end of file&quot;）；文件可能被截断，或漏写了结束关键字</translation>
    </message>
    <message>
        <source>this looks like a %1 config (%2): Headroom models how PyTorch trains (its caching allocator, what autograd keeps for backward), so the estimate is what PyTorch would need for these settings, not what %1 will use</source>
        <translation>这看起来是 %1 的配置（%2）：Headroom 按 PyTorch 的训练方式建模（它的缓存分配器、autograd 为反向传播保存的张量），所以估算的是 PyTorch 在这些设置下需要的显存，而不是 %1 实际会用的</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set “%4” to a node&apos;s RAM</source>
        <translation>主机内存按本机的 %1 GiB 计算，但这次运行在 %3 个节点上用 %2 块 GPU：如果在服务器上训练，请把“%4”设为单个节点的内存</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set “%2” to that machine&apos;s RAM</source>
        <translation>主机内存按本机的 %1 GiB 计算，但本机没有 NVIDIA GPU，训练应该跑在别的机器上：请把“%2”设为那台机器的内存</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; set “%5” (and “%6”) if it differs</source>
        <translation>文件没有说明 GPU 数量，但其全局批次 %1 = 微批次 %2 × 梯度累积 %3 × %4 张 GPU：估算按 %4 张 GPU 计算；如果不同，请设置“%5”（及“%6”）</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; set “%2” (and “%3”)</source>
        <translation>策略“%1”会把模型分片到各个 GPU 上，但文件没有写有几块（由启动器决定）：本估算按 1 块 GPU 计算，此时不做任何分片；请设置“%2”（以及“%3”）</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or set the values in the Controls panel</source>
        <translation>文件中没有任何设置（为空或只有注释）；请打开训练配置本身，或在“参数”面板中设置数值</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); set them in the Controls panel</source>
        <translation>此配置中没有 Headroom 认识的设置项（batch size、workers、精度、模型……）；请在“参数”面板中设置</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so of this case only the branch %2), written for NVIDIA GPUs, is read</source>
        <translation>此处不知道 %1 的值，所以这个 case 只读取为 NVIDIA GPU 写的分支 %2)</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so none of the values the branches of this case set is read: those set before the case stand; set %1 in the script to read its branch</source>
        <translation>此处不知道 %1 的值，所以这个 case 各分支设置的值都不读取：沿用 case 之前设置的值；在脚本中设置 %1 才能读取对应分支</translation>
    </message>
    <message>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings (an anchor&apos;s *name), not this value; PyYAML refuses the file here</source>
        <translation>合并键“&lt;&lt;”只接受映射或映射列表（锚点的 *名称），不接受这个值；PyYAML 在此处会拒绝读取该文件</translation>
    </message>
    <message>
        <source>this comment line ends the command that the \ before it continues, as bash reads it: from line %1 on (%2 …) the lines run as commands of their own, so their flags are not part of this command; delete the comment line or move it below the command</source>
        <translation>这一行注释会结束前面 \ 所续接的命令（bash 就是这样读的）：从第 %1 行起（%2 …），后面的行各自作为独立命令运行，它们的参数不属于这条命令；请删掉这行注释，或把它移到命令下方</translation>
    </message>
    <message>
        <source>this launch starts one training process (no NPROC_PER_NODE, no torchrun) that sees %1 GPUs: it loads the model with device_map &apos;auto&apos;, a share of its layers on each GPU that work one after another, not a copy per GPU; read as a pipeline of %1 stages with one process&apos;s batch. For one process per GPU (data parallel), launch it with torchrun --nproc_per_node=%1 (ms-swift: NPROC_PER_NODE=%1)</source>
        <translation>此次启动只有一个训练进程（没有 NPROC_PER_NODE，也没有 torchrun），它能看到 %1 张 GPU：模型以 device_map &apos;auto&apos; 加载，各层分散到这些 GPU 上依次计算，而不是每张 GPU 一份模型副本；按 %1 级流水线、单个进程的批次来估算。如需每张 GPU 一个进程（数据并行），请用 torchrun --nproc_per_node=%1 启动（ms-swift：NPROC_PER_NODE=%1）</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos; (did you mean &apos;%3&apos;?): it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1 会拒绝 &apos;%2&apos;（是不是想写 &apos;%3&apos;？）：它没有这个名字的参数，会在训练开始前报错退出；该值未读取</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos;: it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1 会拒绝 &apos;%2&apos;：它没有这个名字的参数，会在训练开始前报错退出；该值未读取</translation>
    </message>
    <message>
        <source>match %1 is %2 when the file is read, so only its arm case %3: is read; the values the other arms set are not</source>
        <translation>读取文件时 match %1 的值为 %2，因此只读取分支 case %3:；其他分支设置的值不读取</translation>
    </message>
    <message>
        <source>the value that match %1 tests is not known when the file is read, so none of its arms is read; set the values they set with --set, or give the subject a literal default</source>
        <translation>读取文件时无法得知 match %1 所判断的值，因此它的所有分支都未读取；请用 --set 指定这些分支设置的值，或给该表达式一个字面量默认值</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a folder, not a config file; it was not read</source>
        <translation>%1 指向的 &apos;%2&apos; 是文件夹，不是配置文件；未读取</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a named pipe, not a config file; it was not opened or read</source>
        <translation>%1 指向的 &apos;%2&apos; 是命名管道（FIFO），不是配置文件；未打开也未读取</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a device, not a config file; it was not opened or read</source>
        <translation>%1 指向的 &apos;%2&apos; 是设备文件，不是配置文件；未打开也未读取</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a socket, not a config file; it was not opened or read</source>
        <translation>%1 指向的 &apos;%2&apos; 是套接字，不是配置文件；未打开也未读取</translation>
    </message>
    <message>
        <source>this line&apos;s indentation mixes tabs and spaces differently from the lines before it: Python refuses the file (&quot;TabError: inconsistent use of tabs and spaces in indentation&quot;); indent with spaces only</source>
        <translation>这一行的缩进混用了制表符和空格，且与前面的行不一致：Python 会拒绝这个文件（“TabError: inconsistent use of tabs and spaces in indentation”）；请只用空格缩进</translation>
    </message>
    <message>
        <source>${%1:?…} requires %1, which the script does not set: bash stops here with &quot;%1: %2&quot;, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?…} 要求设置 %1，但脚本没有设置它：bash 会在这里以“%1: %2”退出，训练根本不会启动；请在脚本或环境中设置它，或用 --set 给出取值</translation>
    </message>
    <message>
        <source>${%1:?} requires %1, which the script does not set: bash stops here, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?} 要求设置 %1，但脚本没有设置它：bash 会在这里退出，训练根本不会启动；请在脚本或环境中设置它，或用 --set 给出取值</translation>
    </message>
    <message>
        <source>%1 divides by zero with the values the script sets: bash stops here (&quot;division by 0&quot;), so the run never starts; fix the variable it divides by</source>
        <translation>按脚本中设定的取值，%1 会除以零：bash 会在这里退出（“division by 0”），训练根本不会启动；请修正作为除数的变量</translation>
    </message>
    <message>
        <source>%1 starts %2 processes, but CUDA_VISIBLE_DEVICES shows only %3 GPUs: each process takes the GPU of its local rank, so ranks %3 and above find none and the run stops at start (&quot;invalid device ordinal&quot;); start %3 processes or make %2 GPUs visible</source>
        <translation>%1 启动 %2 个进程，但 CUDA_VISIBLE_DEVICES 只暴露了 %3 张 GPU：每个进程使用其 local rank 对应的 GPU，因此 rank %3 及以上找不到 GPU，训练会在启动时失败（“invalid device ordinal”）；请只启动 %3 个进程，或让 %2 张 GPU 可见</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES is empty here, which hides every GPU: the run sees none, so it trains on the CPU or stops (NCCL needs a GPU per process); list the GPU ids, or remove the variable</source>
        <translation>这里的 CUDA_VISIBLE_DEVICES 为空，会隐藏所有 GPU：训练看不到任何 GPU，于是会在 CPU 上训练或直接失败（NCCL 需要每个进程一张 GPU）；请列出 GPU 编号，或去掉这个变量</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, which looks like a space but is not one to bash (a non-breaking or typographic space, as pasted from a web page): bash keeps it in the word, so the program gets a word it does not know and its argument parser stops the run; retype the space</source>
        <translation>&apos;%1&apos; 以 %2 开头，它看起来像空格，但对 bash 来说不是（不换行空格或排版用空格，常见于从网页复制的内容）：bash 会把它留在单词里，程序收到一个不认识的参数，其参数解析器会终止运行；请重新输入这个空格</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, a dash that is not &apos;-&apos; (an en dash, em dash or minus sign, as a word processor or web page writes it): the program does not take it as a flag, and its argument parser stops the run; retype the flag with &apos;-&apos;</source>
        <translation>&apos;%1&apos; 以 %2 开头，这不是 &apos;-&apos;（而是文字处理软件或网页常用的短破折号、长破折号或减号）：程序不会把它当作参数标志，其参数解析器会终止运行；请用 &apos;-&apos; 重新输入这个参数</translation>
    </message>
    <message>
        <source>%1: NeMo&apos;s fine-tuning script (speech_to_text_finetune.py) reads %2 only at the top level of the config, so here it is never seen and the script stops (&quot;Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None&quot;); move it to the top level</source>
        <translation>%1：NeMo 的微调脚本（speech_to_text_finetune.py）只在配置的顶层读取 %2，所以放在这里不会被读到，脚本会报错退出（“Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None”）；请把它移到顶层</translation>
    </message>
    <message>
        <source>the key %1 has a Cyrillic or Greek letter that looks like a Latin one: it reads as %2 but is not, so no tool takes it (HfArgumentParser stops on it as an unknown key) and it is not read here; retype it</source>
        <translation>键 %1 里有一个看起来像拉丁字母的西里尔或希腊字母：它看上去是 %2，但实际不是，所以没有工具会识别它（HfArgumentParser 会把它当作未知键而报错退出），这里也没有读取它；请重新输入这个键</translation>
    </message>
    <message>
        <source>the tag %1 here is not one of YAML&apos;s own: yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses the file (&quot;could not determine a constructor for the tag&quot;); remove the tag and write the value plainly</source>
        <translation>这里的标签 %1 不属于 YAML 的标准标签：HfArgumentParser、OmegaConf 和 LLaMA-Factory 用来加载配置的 yaml.safe_load 会拒绝这个文件（“could not determine a constructor for the tag”）；请去掉这个标签，直接写出取值</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents (separated by ---): yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses it (&quot;expected a single document in the stream&quot;); only the first one with settings is read here, keep that one alone in the file</source>
        <translation>文件中有 %1 个 YAML 文档（用 --- 分隔）：HfArgumentParser、OmegaConf 和 LLaMA-Factory 用来加载配置的 yaml.safe_load 会拒绝它（“expected a single document in the stream”）；这里只读取第一个含设置的文档，请在文件中只保留这一个</translation>
    </message>
    <message>
        <source>Offloaded states and weights</source>
        <translation>卸载到主机内存的状态与权重</translation>
    </message>
    <message>
        <source>this file defines %2 training configurations, one per function; &apos;%1&apos; is read (the others: %3). The launcher&apos;s --config names the one that runs: open the launch script, or change the settings here</source>
        <translation>此文件定义了 %2 个训练配置，每个函数一个；读取的是“%1”（其余：%3）。实际运行哪一个由启动命令的 --config 决定：请打开启动脚本，或在这里修改设置</translation>
    </message>
    <message>
        <source>the file holds only the path of another one, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %1, is read in its place</source>
        <translation>该文件只包含另一个文件的路径：这是 git 以文本形式写出的符号链接（core.symlinks 关闭）；改为读取它指向的文件 %1</translation>
    </message>
    <message>
        <source>the file holds only the path &apos;%1&apos;, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %2, is not there: open that file itself</source>
        <translation>该文件只包含路径 &apos;%1&apos;：这是 git 以文本形式写出的符号链接（core.symlinks 关闭）；它指向的文件 %2 不存在：请直接打开那个文件</translation>
    </message>
    <message>
        <source>The CUDA context and library kernels, and on several GPUs NCCL&apos;s communication buffers; nvidia-smi counts them, PyTorch does not.</source>
        <translation>CUDA 上下文和库的 kernel，多卡时还有 NCCL 的通信缓冲区；nvidia-smi 会统计它们，PyTorch 不会。</translation>
    </message>
    <message>
        <source>the alias *%1 refers to an anchor &amp;%1 that is not defined before it; define &amp;%1 first or write the value out</source>
        <translation>别名 *%1 引用的锚点 &amp;%1 在它之前没有定义；请先定义 &amp;%1，或直接写出该值</translation>
    </message>
    <message>
        <source>the alias *%1 refers to the anchor &amp;%1 of an earlier document: an anchor does not reach past the --- that starts the next document, so define &amp;%1 again in this document or write the value out</source>
        <translation>别名 *%1 引用的是前一个文档中的锚点 &amp;%1：锚点的作用范围不会越过开启下一个文档的 ---，请在本文档中重新定义 &amp;%1，或直接写出该值</translation>
    </message>
    <message>
        <source>%1 = %2 chooses the section [%2]; the sections %3 hold the same settings for other choices, so they are not read</source>
        <translation>%1 = %2 选择了 [%2] 这一节；%3 这几节是其他选项的同名设置，因此不会被读取</translation>
    </message>
    <message>
        <source>this line starts with the option %1, but line %2 above it does not end in \: the shell ends the command on line %2 and runs this line as a command of its own, so %1 never reaches that command; end line %2 with \</source>
        <translation>这一行以选项 %1 开头，但上面的第 %2 行没有以 \ 结尾：shell 会在第 %2 行结束命令，并把这一行当作独立的命令运行，所以 %1 不会传给那条命令；请在第 %2 行末尾加上 \</translation>
    </message>
    <message>
        <source>%1 = %2 is an expression Headroom does not work out (it works out + - * / // % and parentheses over numbers); it was not read, so write the value it comes to</source>
        <translation>%1 = %2 是 Headroom 不会求值的表达式（它只计算数字之间的 + - * / // % 和括号）；该值未被读取，请直接写出它算出的结果</translation>
    </message>
</context>
<context>
    <name>ReportFormat</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1，%2 × %3</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM %5 %6 of %7 GiB (%8)</source>
        <translation>显存 %1：%2 / %3 GiB（%4）  |  主机内存 %5：%6 / %7 GiB（%8）</translation>
    </message>
    <message>
        <source>The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it (workers, or the main process without workers) holds its own copy of up to %2 GiB.</source>
        <translation>数据集缓存位于 Dataset 内部，因此遍历它的 %1 个进程（工作进程；没有工作进程时为主进程）各自持有一份最多 %2 GiB 的副本。</translation>
    </message>
    <message numerus="yes">
        <source>The cache reaches its worst case after about %n epoch(s).</source>
        <translation>
            <numerusform>缓存大约在 %n 个 epoch 后达到最坏情况。</numerusform>
        </translation>
    </message>
    <message>
        <source>A cap of %1 GiB per copy would fit (data.cache_gib).</source>
        <translation>将每份上限设为 %1 GiB 即可容纳（data.cache_gib）。</translation>
    </message>
    <message>
        <source>No cache cap fits with this many copies: share the cache or use fewer workers.</source>
        <translation>副本这么多，设任何缓存上限都放不下：请共享缓存或减少工作进程。</translation>
    </message>
    <message>
        <source>The workers pass %1 GiB of batches through /dev/shm but the container has %2 GiB: workers will die with a bus error. Raise shm_size.</source>
        <translation>工作进程要通过 /dev/shm 传递 %1 GiB 的批次，但容器只有 %2 GiB：工作进程会因 bus error 崩溃。请调大 shm_size。</translation>
    </message>
    <message>
        <source>Assumed: OS %1 GiB, %2 GiB per training process, %3 GiB per DataLoader worker, prefetch_factor %4, %5 per sample as the DataLoader yields it.</source>
        <translation>假设：操作系统 %1 GiB，每个训练进程 %2 GiB，每个 DataLoader 工作进程 %3 GiB，prefetch_factor %4，DataLoader 产出的每个样本 %5。</translation>
    </message>
    <message>
        <source>%1 of %2 GiB (%3)</source>
        <translation>%1 / %2 GiB（%3）</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>每个 GPU 的显存</translation>
    </message>
    <message>
        <source>  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB</source>
        <translation>  已分配峰值 %1 GiB · 已预留峰值 %2 GiB · nvidia-smi %3 GiB</translation>
    </message>
    <message>
        <source>Host RAM per machine</source>
        <translation>每台机器的主机内存</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>结论：%1</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>a model given field by field</source>
        <translation>逐字段给出的模型</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 GPU(s) × %5</source>
        <translation>有效批次大小 %L1 = 微批次 %L2 × 梯度累积 %L3 × %L4 个 GPU × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations measured from your model (model card %1).</source>
        <translation>激活值来自你的模型实测（模型卡 %1）。</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 at micro batch %3; activations × %4, fixed %5.</source>
        <translation>已按你的实测运行校准：%1 在 micro batch %3 时测得 %2；激活值 × %4，固定部分 %5。</translation>
    </message>
    <message>
        <source>UNKNOWN (the GPU side needs the model)</source>
        <translation>未知（GPU 部分需要模型信息）</translation>
    </message>
    <message>
        <source>its size and kind (--set model.params=… --set model.kind=…)</source>
        <translation>它的参数量和类型（--set model.params=… --set model.kind=…）</translation>
    </message>
    <message>
        <source>its size (--set model.params=…)</source>
        <translation>它的参数量（--set model.params=…）</translation>
    </message>
    <message>
        <source>No model is named, so its GPU memory is unknown: give %1, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>没有指定模型，因此 GPU 显存未知：请给出%1，或选择目录中的模型（--set model.preset=…，见 &apos;headroom models&apos;）。</translation>
    </message>
    <message>
        <source>The model &apos;%1&apos; is not in the catalog, so its GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>模型“%1”不在目录中，因此 GPU 显存未知：请给出%2，或选择目录中的模型（--set model.preset=…，见 &apos;headroom models&apos;）。</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM %2 %3 of %4 GiB (%5)</source>
        <translation>GPU 未知（未识别模型），共 %1 GiB  |  主机内存 %2 %3 / %4 GiB（%5）</translation>
    </message>
    <message>
        <source>  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)</source>
        <translation>  估计在 %1 到 %2 GiB 之间（激活值、分配器预留和 CUDA 上下文为模型估算，并非精确值）</translation>
    </message>
    <message>
        <source>  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a 16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.</source>
        <translation>  假设：权重以 fp32 加载，在 %1 下保持 fp32；冻结的权重还会为反向传播保留一份 16 位副本。如果脚本以 16 位加载权重，请设置 model.dtype。</translation>
    </message>
    <message>
        <source>GPU memory per GPU  [UNKNOWN]  of %1 GiB; known so far:</source>
        <translation>每块 GPU 的显存  [未知]  共 %1 GiB；目前已知：</translation>
    </message>
    <message>
        <source>a model not named yet</source>
        <translation>尚未指定的模型</translation>
    </message>
    <message>
        <source>  assumed: the rows of a micro batch are padded, so SDPA gets a mask and K/V are repeated to the query heads&apos; width. Set data.packing if the data is packed or all of one length.</source>
        <translation>  假设：微批次中的各行带有填充，因此 SDPA 会拿到注意力掩码，K/V 也会被复制展开到 query 头的宽度。如果数据做了打包（packing）或长度全都一致，请设置 data.packing。</translation>
    </message>
    <message>
        <source>The dataset cache is filled when the Dataset is built, so each of the %1 training processes holds one copy of up to %2 GiB, which its workers share.</source>
        <translation>数据集缓存在构建 Dataset 时就已填充，因此 %1 个训练进程各持有一份最多 %2 GiB 的副本，由各自的 worker 共享。</translation>
    </message>
    <message>
        <source>The cache is full before the first step.</source>
        <translation>第一步之前缓存就已装满。</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7)</source>
        <translation>有效批大小 %L1 = 微批次 %L2 × 累积 %L3 × %L4 路数据并行（%L5 个 GPU，张量并行 %L6 × 流水线 %L7）</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7 × context parallel %L8)</source>
        <translation>有效批大小 %L1 = 微批次 %L2 × 累积 %L3 × %L4 路数据并行（%L5 个 GPU，张量并行 %L6 × 流水线 %L7 × 上下文并行 %L8）</translation>
    </message>
    <message>
        <source>  assumed: FSDP accumulates the %1 micro batches of a step under no_sync(), so every GPU holds the full gradients (Accelerate, HF&apos;s Trainer, Lightning Fabric). Set parallel.no_sync_accumulation=false if it reduce-scatters every micro batch (torchtune, torchtitan, Lightning&apos;s Trainer, sync_each_batch).</source>
        <translation>  假设：FSDP 在 no_sync() 下累积每步的 %1 个微批次，因此每张 GPU 都持有完整梯度（Accelerate、HF Trainer、Lightning Fabric）。如果每个微批次都做 reduce-scatter（torchtune、torchtitan、Lightning 的 Trainer、sync_each_batch），请设置 parallel.no_sync_accumulation=false。</translation>
    </message>
    <message>
        <source>  assumed: the LoRA adapters sit inside FSDP&apos;s wrapped blocks (use_orig_params), so every block&apos;s frozen weights get gradients too. Set parallel.unit_grads=false if the adapters are wrapped apart (HF&apos;s Trainer, axolotl) or FSDP2 shards per parameter.</source>
        <translation>  假设：LoRA 适配器位于 FSDP 包装的块内部（use_orig_params），因此每个块中冻结的权重也会有梯度。如果适配器是单独包装的（HF Trainer、axolotl），或 FSDP2 按参数分片，请设置 parallel.unit_grads=false。</translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sample carries %n image(s), so the vision tower runs and its image tokens join the text. Set data.images=0 if the data is text only.</source>
        <translation>
            <numerusform>  假设：每个样本带 %n 张图像，因此视觉塔会运行，其图像 token 会拼到文本里。如果数据只有文本，请设 data.images=0。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sequence is %n token(s) long; the file sets no length. Set data.seq_len to the length you truncate or pack to.</source>
        <translation>
            <numerusform>  假设：每条序列长 %n 个 token；文件里没有设长度。请把 data.seq_len 设为你截断或打包（packing）到的长度。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unknown, not in the total: the dataset&apos;s size is not given (data.dataset_size)</source>
        <translation>%1：未知，未计入总量：没有给出数据集大小（data.dataset_size）</translation>
    </message>
    <message>
        <source>UNKNOWN (host RAM needs the dataset&apos;s size)</source>
        <translation>未知（主机内存部分需要数据集大小）</translation>
    </message>
    <message>
        <source>The RAM cache holds the whole dataset, whose size is not given, so host RAM is known only as a floor: give data.dataset_size (samples) for its verdict.</source>
        <translation>内存缓存会装下整个数据集，但没有给出数据集大小，所以主机内存只知道下限：请给出 data.dataset_size（样本数）以得到结论。</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM UNKNOWN, at least %2 of %3 GiB (%4)</source>
        <translation>GPU 未知（未识别模型），共 %1 GiB  |  主机内存 未知，至少 %2 / %3 GiB（%4）</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM UNKNOWN, at least %5 of %6 GiB (%7)</source>
        <translation>GPU %1 %2 / %3 GiB（%4）  |  主机内存 未知，至少 %5 / %6 GiB（%7）</translation>
    </message>
    <message>
        <source>UNKNOWN</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>at least %1 of %2 GiB (%3)</source>
        <translation>至少 %1 / %2 GiB（%3）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a checkpoint file, and its name does not say which model it holds, so the GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>&apos;%1&apos; 是一个检查点文件，从文件名看不出里面是哪个模型，因此 GPU 显存未知：请给出%2，或指定一个目录中的模型（--set model.preset=…，见 &apos;headroom models&apos;）。</translation>
    </message>
</context>
<context>
    <name>headroom::CalibrateDialog</name>
    <message>
        <source>Calibrate from your run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <source>Enter the peak GPU memory you measured for exactly this setup (micro batch %1, %2). Headroom puts the difference on what no formula knows exactly — activations and a fixed overhead — and carries it into every slider, the sweep and the advice.</source>
        <translation>输入你在完全相同的配置下（micro batch %1，%2）实测的 GPU 峰值显存。Headroom 会把差值归到公式无法精确得知的部分——激活值和固定开销——并带入每个滑块、扫描曲线和建议。</translation>
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
        <translation>nvidia-smi，进程占用的显存</translation>
    </message>
    <message>
        <source>What you measured:</source>
        <translation>实测指标：</translation>
    </message>
    <message>
        <source>Peak value:</source>
        <translation>峰值：</translation>
    </message>
    <message>
        <source>Headroom&apos;s estimate:</source>
        <translation>Headroom 的估算：</translation>
    </message>
    <message>
        <source>This config was not read from a file: the calibration lasts for this session.</source>
        <translation>此配置不是从文件读取的：校准只在本次会话中有效。</translation>
    </message>
    <message>
        <source>Kept beside the config in %1, never inside it.</source>
        <translation>保存在配置旁边的 %1 中，不会写入配置本身。</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>校准</translation>
    </message>
    <message>
        <source>Forget calibration</source>
        <translation>清除校准</translation>
    </message>
</context>
<context>
    <name>headroom::ConfigView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; feeds &lt;b&gt;%2&lt;/b&gt; (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 对应 &lt;b&gt;%2&lt;/b&gt;（%3）</translation>
    </message>
    <message>
        <source>Changed in the window to &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>已在窗口中改为 &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Headroom does not use &lt;b&gt;%1&lt;/b&gt;. Right-click to read it as one of its fields.</source>
        <translation>Headroom 未使用 &lt;b&gt;%1&lt;/b&gt;。右键单击可将其读作 Headroom 的某个字段。</translation>
    </message>
    <message>
        <source>Read “%1” as</source>
        <translation>将“%1”读作</translation>
    </message>
    <message>
        <source>“%1” is not a valid value for %2</source>
        <translation>“%1”不是 %2 的有效值</translation>
    </message>
    <message>
        <source>Matched by its name, not by a rule for this tool: check it means what Headroom took it for.</source>
        <translation>这是按键名匹配的，不是按该工具的规则读取的：请确认它的含义与 Headroom 的理解一致。</translation>
    </message>
    <message>
        <source>Inferred from this line, not stated by it: %1</source>
        <translation>由这一行推断得出，而非其直接写明：%1</translation>
    </message>
</context>
<context>
    <name>headroom::ControlsPanel</name>
    <message>
        <source>Not in the file: Headroom&apos;s default.</source>
        <translation>文件中未设置：使用 Headroom 默认值。</translation>
    </message>
    <message>
        <source>From the file: %1, line %2.</source>
        <translation>来自文件：%1，第 %2 行。</translation>
    </message>
    <message>
        <source>Derived: %1.</source>
        <translation>推导得出：%1。</translation>
    </message>
    <message>
        <source>Changed here; the file says %1.</source>
        <translation>已在此处修改；文件中为 %1。</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Data and loader</source>
        <translation>数据与加载</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>硬件与并行</translation>
    </message>
    <message>
        <source>Effective batch %L1 = %L2 × %L3 × %L4 GPU × %5</source>
        <translation>有效批次大小 %L1 = %L2 × %L3 × %L4 GPU × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (shape of %2, standing in)</source>
        <translation>%1（按 %2 的结构替代）</translation>
    </message>
</context>
<context>
    <name>headroom::ExportDialog</name>
    <message>
        <source>Export the config</source>
        <translation>导出配置</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Overwrite the original…</source>
        <translation>覆盖原文件(&amp;O)…</translation>
    </message>
    <message>
        <source>These changes cannot be written into %1:</source>
        <translation>以下改动无法写入 %1：</translation>
    </message>
    <message>
        <source>Nothing changed: the file would be written as it is.</source>
        <translation>没有任何改动：文件将按原样写出。</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>已改动：%1</translation>
    </message>
    <message>
        <source>Save the patched config as</source>
        <translation>将修改后的配置另存为</translation>
    </message>
    <message>
        <source>Overwrite the original?</source>
        <translation>覆盖原文件？</translation>
    </message>
    <message>
        <source>Replace %1 with the patched text? The old file is kept as %1.bak.</source>
        <translation>用修改后的内容替换 %1？旧文件将保留为 %1.bak。</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>文件已在磁盘上被修改</translation>
    </message>
    <message>
        <source>%1 was changed by another program after Headroom read it. Replace it anyway? Its current text is kept as %1.bak.</source>
        <translation>%1 在 Headroom 读取后被其他程序修改。仍要替换吗？其当前内容将保存为 %1.bak。</translation>
    </message>
</context>
<context>
    <name>headroom::GuidancePanel</name>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>推荐方案</translation>
    </message>
    <message>
        <source>No advice for this setup.</source>
        <translation>当前配置没有建议。</translation>
    </message>
    <message>
        <source>The setup fits; nothing needs to change.</source>
        <translation>当前配置可容纳，无需改动。</translation>
    </message>
    <message>
        <source>No nearby setup that fits was found.</source>
        <translation>附近没有找到可容纳的配置。</translation>
    </message>
    <message>
        <source>GPU %1 (%2), host %3 (%4); step time ×%5; effective batch %6</source>
        <translation>显存 %1（%2），主机内存 %3（%4）；单步耗时 ×%5；有效批次 %6</translation>
    </message>
    <message>
        <source>(changes the effective batch)</source>
        <translation>（会改变有效批次大小）</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Move the controls to this setup (undo with %1)</source>
        <translation>将各参数切换到此配置（可用 %1 撤销）</translation>
    </message>
    <message>
        <source>Also worth it</source>
        <translation>还值得做</translation>
    </message>
    <message>
        <source>GPU memory is unknown until the model is identified: pick it or give its size in the panel where the GPU chart would be. Host RAM is estimated already.</source>
        <translation>在识别出模型之前，GPU 显存未知：请在原 GPU 图表位置的面板中选择模型或填写其参数量。主机内存已经估算好了。</translation>
    </message>
    <message>
        <source>Recommendations and advice appear here once a training config is open.</source>
        <translation>打开训练配置后，这里会显示推荐方案和建议。</translation>
    </message>
    <message>
        <source>Notes on what was read (%1)</source>
        <translation>读取说明（%1）</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1，第 %2 行</translation>
    </message>
</context>
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>Revert to the file</source>
        <translation>恢复为文件内容</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a training config (YAML, JSON, compose, env, shell)</source>
        <translation>打开训练配置（YAML、JSON、compose、env、shell）</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Patched &amp;config…</source>
        <translation>修改后的配置(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Markdown report…</source>
        <translation>Markdown 报告(&amp;M)…</translation>
    </message>
    <message>
        <source>C&amp;harts as PNG, SVG or PDF…</source>
        <translation>图表（PNG、SVG 或 PDF）(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;vert to the file</source>
        <translation>恢复为文件内容(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>关于 Headroom(&amp;A)</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Config file</source>
        <translation>配置文件</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>优化建议</translation>
    </message>
    <message>
        <source>GPU memory, per GPU</source>
        <translation>显存（每个 GPU）</translation>
    </message>
    <message>
        <source>Host RAM, per machine</source>
        <translation>主机内存（每台机器）</translation>
    </message>
    <message>
        <source>Open a training config (File › Open, or drop it here) to see where its memory goes.</source>
        <translation>打开一个训练配置（文件 › 打开，或直接拖到这里），看看内存都用在了哪里。</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>Read %1 as %2</source>
        <translation>已按 %2 格式读取 %1</translation>
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
        <translation>打开训练配置</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Save the charts</source>
        <translation>保存图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 矢量图 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>关于 Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Where every gigabyte of a training run goes, on the GPU and in host RAM, and what to change when it does not fit.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;训练任务的显存和主机内存，每一 GB 都用在了哪里；放不下时，又该改些什么。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not read %1; the current setup is unchanged.</source>
        <translation>无法读取 %1；当前设置保持不变。</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The settings of %1 were changed and not saved.</source>
        <translation>%1 的设置已更改但未保存。</translation>
    </message>
    <message>
        <source>Save them as a patched copy of the config, discard them, or go back?</source>
        <translation>将其保存为配置的修改副本、放弃更改，还是返回？</translation>
    </message>
    <message numerus="yes">
        <source>Headroom did not close properly last time. Restore the %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>Headroom 上次未正常关闭。要恢复对 %1 的 %n 处未保存更改吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>Restore the unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Load model &amp;card…</source>
        <translation>加载模型卡(&amp;C)…</translation>
    </message>
    <message>
        <source>Use a model card written by headroom-probe from your own model&apos;s code</source>
        <translation>使用 headroom-probe 根据你自己的模型代码生成的模型卡</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>校准…</translation>
    </message>
    <message>
        <source>Enter the peak memory you measured for this setup; Headroom corrects its estimate from it</source>
        <translation>输入你为此配置实测的峰值显存；Headroom 会据此修正估算</translation>
    </message>
    <message>
        <source>A model card lies next to this config (%1). Use it for the model&apos;s parameters and activations, measured from your own code?</source>
        <translation>此配置旁边有一个模型卡（%1）。要使用它——从你的代码实测得到的参数量和激活值吗？</translation>
    </message>
    <message>
        <source>Use model card</source>
        <translation>使用模型卡</translation>
    </message>
    <message>
        <source>Load model card</source>
        <translation>加载模型卡</translation>
    </message>
    <message>
        <source>Model cards (*.yaml *.yml);;All files (*)</source>
        <translation>模型卡 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Could not use the model card %1:</source>
        <translation>无法使用模型卡 %1：</translation>
    </message>
    <message>
        <source>The model is now measured from your model: %1</source>
        <translation>模型现在采用你的模型实测数据：%1</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <source>calibrated from your run: %1 measured %2 at micro batch %3</source>
        <translation>已按实测运行校准：%1 在 micro batch %3 时测得 %2</translation>
    </message>
</context>
<context>
    <name>headroom::MemoryChart</name>
    <message>
        <source>GiB on each GPU</source>
        <translation>每个 GPU 的用量（GiB）</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>主机内存用量（GiB）</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>可用 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 % of the total)&lt;br/&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：%2（占总量的 %3%）&lt;br/&gt;%4</translation>
    </message>
</context>
<context>
    <name>headroom::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>关闭此消息</translation>
    </message>
</context>
<context>
    <name>headroom::ModelRequest</name>
    <message>
        <source>Decoder LLM (GPT, Llama, Qwen)</source>
        <translation>仅解码器 LLM（GPT、Llama、Qwen）</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>编码器（BERT）</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5)</source>
        <translation>编码器-解码器（T5）</translation>
    </message>
    <message>
        <source>Vision-language model</source>
        <translation>视觉-语言模型（VLM）</translation>
    </message>
    <message>
        <source>Vision transformer (ViT)</source>
        <translation>视觉 Transformer（ViT）</translation>
    </message>
    <message>
        <source>CNN (ResNet, ConvNeXt)</source>
        <translation>卷积网络（ResNet、ConvNeXt）</translation>
    </message>
    <message>
        <source>Object detector</source>
        <translation>目标检测模型</translation>
    </message>
    <message>
        <source>Segmentation model</source>
        <translation>分割模型</translation>
    </message>
    <message>
        <source>Point-cloud model</source>
        <translation>点云模型</translation>
    </message>
    <message>
        <source>Diffusion UNet</source>
        <translation>扩散 UNet</translation>
    </message>
    <message>
        <source>Text-to-speech model</source>
        <translation>语音合成模型（TTS）</translation>
    </message>
    <message>
        <source>Other / generic network</source>
        <translation>其他 / 通用网络</translation>
    </message>
    <message>
        <source>Load the model&apos;s config.json or model card</source>
        <translation>加载模型的 config.json 或模型卡</translation>
    </message>
    <message>
        <source>Model files (*.json *.yaml *.yml);;All files (*)</source>
        <translation>模型文件 (*.json *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The file does not name its model.</source>
        <translation>文件中没有写明模型。</translation>
    </message>
    <message>
        <source>The file names the model “%1”, which is not in the catalog.</source>
        <translation>文件中写的模型是“%1”，它不在目录中。</translation>
    </message>
    <message>
        <source>Host RAM is estimated already; GPU memory needs the model. Give it in one of three ways:</source>
        <translation>主机内存已经估算好了；GPU 显存需要知道模型。可以用以下三种方式之一提供：</translation>
    </message>
    <message>
        <source>Which model does this config train?</source>
        <translation>这个配置训练的是哪个模型？</translation>
    </message>
    <message>
        <source>Pick it from the catalog:</source>
        <translation>从目录中选择：</translation>
    </message>
    <message>
        <source>type to search, e.g. resnet, llama 7b</source>
        <translation>输入以搜索，例如 resnet、llama 7b</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>使用此模型</translation>
    </message>
    <message>
        <source>Or give its size:</source>
        <translation>或者填写参数量：</translation>
    </message>
    <message>
        <source>parameters, e.g. 40M or 7B</source>
        <translation>参数量，例如 40M 或 7B</translation>
    </message>
    <message>
        <source>Use this size</source>
        <translation>使用此参数量</translation>
    </message>
    <message>
        <source>Or load its description:</source>
        <translation>或者加载模型描述：</translation>
    </message>
    <message>
        <source>Load config.json or model card…</source>
        <translation>加载 config.json 或模型卡…</translation>
    </message>
    <message>
        <source>“%1” is not in the catalog; pick an entry from the list.</source>
        <translation>“%1”不在目录中；请从列表中选择。</translation>
    </message>
    <message>
        <source>Choose the model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <source>“%1” is not a parameter count; write it like 40M, 1.3B or 7e9.</source>
        <translation>“%1”不是参数量；请写成 40M、1.3B 或 7e9 这样的形式。</translation>
    </message>
    <message>
        <source>Pick the kind of model.</source>
        <translation>请选择模型类型。</translation>
    </message>
    <message>
        <source>Give the model&apos;s size</source>
        <translation>填写模型参数量</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 says nothing about a model&apos;s size or architecture.</source>
        <translation>%1 中没有关于模型参数量或结构的信息。</translation>
    </message>
    <message>
        <source>Load the model from %1</source>
        <translation>从 %1 加载模型</translation>
    </message>
</context>
<context>
    <name>headroom::SetupController</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>将 %1 改为 %2</translation>
    </message>
    <message>
        <source>Apply recommendation</source>
        <translation>应用推荐方案</translation>
    </message>
</context>
<context>
    <name>headroom::SweepChart</name>
    <message>
        <source>Micro batch</source>
        <translation>微批次</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Image size (shorter side)</source>
        <translation>图像尺寸（短边）</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>帧数</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Memory against one knob&lt;/b&gt;</source>
        <translation>&lt;b&gt;内存随单个参数的变化&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The knob to sweep; everything else stays as set</source>
        <translation>要扫描的参数；其余参数保持当前设置</translation>
    </message>
    <message>
        <source>GiB on each GPU</source>
        <translation>每个 GPU 的用量（GiB）</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>主机内存用量（GiB）</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Largest that fits: %1</source>
        <translation>可容纳的最大值：%1</translation>
    </message>
    <message>
        <source>Nothing in this range fits</source>
        <translation>此范围内均无法容纳</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>按实测运行校准</translation>
    </message>
    <message>
        <source>Host RAM does not fit at any value in this range</source>
        <translation>在此范围内的任何取值下主机内存都不够</translation>
    </message>
    <message>
        <source>GPU memory does not fit at any value in this range</source>
        <translation>在此范围内的任何取值下显存都不够</translation>
    </message>
</context>
<context>
    <name>headroom::VerdictBadge</name>
    <message>
        <source>%1 of %2 usable (%3 %)</source>
        <translation>%1 / 可用 %2（%3%）</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>at least %1 of %2 usable (%3 %)</source>
        <translation>至少 %1 / 可用 %2（%3%）</translation>
    </message>
</context>
</TS>
