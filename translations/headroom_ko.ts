<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>AdviceText</name>
    <message>
        <source>Mixed precision</source>
        <translation>혼합 정밀도</translation>
    </message>
    <message>
        <source>fp16 instead of bf16</source>
        <translation>bf16 대신 fp16</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>그래디언트 체크포인팅</translation>
    </message>
    <message>
        <source>Selective activation checkpointing</source>
        <translation>선택적 활성화 체크포인팅</translation>
    </message>
    <message>
        <source>Smaller micro batch with gradient accumulation</source>
        <translation>더 작은 마이크로 배치와 그래디언트 누적</translation>
    </message>
    <message>
        <source>Lower LoRA rank</source>
        <translation>LoRA 랭크 낮추기</translation>
    </message>
    <message>
        <source>8-bit optimizer</source>
        <translation>8비트 옵티마이저</translation>
    </message>
    <message>
        <source>EMA off the GPU</source>
        <translation>EMA를 GPU 밖으로</translation>
    </message>
    <message>
        <source>Cache the frozen features</source>
        <translation>동결된 피처 캐싱</translation>
    </message>
    <message>
        <source>Shard with DeepSpeed ZeRO / FSDP</source>
        <translation>DeepSpeed ZeRO / FSDP로 샤딩</translation>
    </message>
    <message>
        <source>CPU offload of the optimizer</source>
        <translation>옵티마이저 CPU 오프로딩</translation>
    </message>
    <message>
        <source>Shorter sequences</source>
        <translation>시퀀스 길이 줄이기</translation>
    </message>
    <message>
        <source>Lower resolution</source>
        <translation>해상도 낮추기</translation>
    </message>
    <message>
        <source>Fewer frames</source>
        <translation>프레임 수 줄이기</translation>
    </message>
    <message>
        <source>Fewer points</source>
        <translation>포인트 수 줄이기</translation>
    </message>
    <message>
        <source>A bigger GPU</source>
        <translation>더 큰 GPU</translation>
    </message>
    <message>
        <source>Why chunking does not help training</source>
        <translation>청킹이 학습에는 도움이 안 되는 이유</translation>
    </message>
    <message>
        <source>Fewer DataLoader workers</source>
        <translation>DataLoader 워커 수 줄이기</translation>
    </message>
    <message>
        <source>Persistent workers and a smaller prefetch</source>
        <translation>persistent_workers와 프리페치 축소</translation>
    </message>
    <message>
        <source>No more workers than CPU cores</source>
        <translation>워커 수를 CPU 코어 수 이하로</translation>
    </message>
    <message>
        <source>Cap the cache per worker</source>
        <translation>워커별 캐시 상한 설정</translation>
    </message>
    <message>
        <source>One shared cache instead of one per worker</source>
        <translation>워커별 캐시 대신 공유 캐시 하나로</translation>
    </message>
    <message>
        <source>How big a RAM cache may be</source>
        <translation>RAM 캐시의 적정 크기</translation>
    </message>
    <message>
        <source>Shared memory in the container</source>
        <translation>컨테이너의 공유 메모리</translation>
    </message>
    <message>
        <source>pin_memory off</source>
        <translation>pin_memory 끄기</translation>
    </message>
    <message>
        <source>pin_memory with non_blocking copies</source>
        <translation>pin_memory와 non_blocking 복사</translation>
    </message>
    <message>
        <source>Fewer processes per node</source>
        <translation>노드당 프로세스 수 줄이기</translation>
    </message>
    <message>
        <source>Swap, as a last resort</source>
        <translation>최후의 수단: 스왑</translation>
    </message>
    <message>
        <source>Check that the GPU is not shared</source>
        <translation>GPU를 다른 작업과 공유하고 있지 않은지 확인</translation>
    </message>
    <message>
        <source>Measure the real peak</source>
        <translation>실제 피크 측정</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill</source>
        <translation>호스트 OOM kill 확인</translation>
    </message>
    <message>
        <source>Log memory while training</source>
        <translation>학습 중 메모리 로깅</translation>
    </message>
    <message>
        <source>Keep checkpoints synced</source>
        <translation>체크포인트 자주 동기화</translation>
    </message>
    <message>
        <source>Train in %1 (Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, HF bf16/fp16: true): activations and gradients of matmuls take half the memory and tensor cores run faster.</source>
        <translation>%1 정밀도로 학습하세요(Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, HF bf16/fp16: true). 행렬 곱의 활성화와 그래디언트가 차지하는 메모리가 절반으로 줄고, 텐서 코어 덕분에 연산도 빨라집니다.</translation>
    </message>
    <message>
        <source>%1 has no bf16: use fp16 mixed precision with a loss scaler instead.</source>
        <translation>%1에서는 bf16을 지원하지 않습니다. 대신 loss scaler와 함께 fp16 혼합 정밀도를 사용하세요.</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing (gradient_checkpointing: true / activation checkpointing): each block keeps only its input and recomputes the rest in backward, one more forward pass per step.</source>
        <translation>그래디언트 체크포인팅을 켜세요(gradient_checkpointing: true / activation checkpointing). 각 블록은 입력만 저장하고 나머지는 역전파 때 다시 계산하므로, 스텝마다 순전파가 한 번 더 실행됩니다.</translation>
    </message>
    <message>
        <source>Selective activation checkpointing keeps the matmul outputs and recomputes the cheap element-wise ops: less saving than full checkpointing, at a smaller cost.</source>
        <translation>선택적 활성화 체크포인팅은 matmul 출력은 저장해 두고 계산 비용이 작은 element-wise 연산만 다시 계산합니다. 전체 체크포인팅보다 절약량은 적지만 속도 손실도 적습니다.</translation>
    </message>
    <message>
        <source>Use micro batch %1 with gradient accumulation %2: the effective batch stays %3, activations shrink with the micro batch.</source>
        <translation>마이크로 배치 %1 + 그래디언트 누적 %2 조합을 사용하세요. 유효 배치 크기는 %3 그대로이고, 활성화는 마이크로 배치에 비례해 줄어듭니다.</translation>
    </message>
    <message>
        <source>Lower the LoRA rank to %1: fewer adapter parameters, gradients and optimizer states. Rank 8-16 is usually enough; 4 can be too weak.</source>
        <translation>LoRA 랭크를 %1까지 낮추세요. 어댑터 파라미터, 그래디언트, 옵티마이저 상태가 모두 줄어듭니다. 보통 랭크 8-16이면 충분하고, 4는 너무 약할 수 있습니다.</translation>
    </message>
    <message>
        <source>Use an 8-bit optimizer (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): its two states take 2 bytes per parameter instead of 8.</source>
        <translation>8비트 옵티마이저를 사용하세요(bitsandbytes AdamW8bit, optim: adamw_bnb_8bit). 두 가지 상태가 파라미터당 8바이트 대신 2바이트만 차지합니다.</translation>
    </message>
    <message>
        <source>Keep the EMA copy of the model on the CPU (or update it every few steps): it is a full copy of the weights on the GPU.</source>
        <translation>모델의 EMA 사본은 CPU에 두세요(또는 몇 스텝마다 한 번씩 업데이트하세요). GPU에 두면 가중치 전체 사본이 하나 더 올라가는 셈입니다.</translation>
    </message>
    <message>
        <source>Cache the frozen backbone&apos;s features and train only what is trainable on them; rebuild the cache every %1 epochs, since the LoRA weights change. Too frequent rebuilds are slow, too rare ones leave stale features.</source>
        <translation>동결된 백본의 피처를 캐싱하고, 그 피처 위에서 학습 가능한 부분만 학습하세요. LoRA 가중치가 계속 바뀌므로 %1 에폭마다 캐시를 다시 만드세요. 너무 자주 다시 만들면 느리고, 너무 드물면 피처가 오래된 상태로 남습니다.</translation>
    </message>
    <message>
        <source>Shard the model states over the GPUs (DeepSpeed ZeRO-2/3 or FSDP) instead of a full copy per DDP rank.</source>
        <translation>DDP 랭크마다 전체 사본을 두는 대신 모델 상태를 여러 GPU에 샤딩하세요(DeepSpeed ZeRO-2/3 또는 FSDP).</translation>
    </message>
    <message>
        <source>Offload the optimizer states to CPU RAM (DeepSpeed offload_optimizer: cpu): the GPU keeps only the weights and gradients; each step waits for PCIe and the CPU&apos;s Adam.</source>
        <translation>옵티마이저 상태를 CPU RAM으로 오프로딩하세요(DeepSpeed offload_optimizer: cpu). GPU에는 가중치와 그래디언트만 남지만, 매 스텝 PCIe 전송과 CPU의 Adam 연산을 기다려야 합니다.</translation>
    </message>
    <message>
        <source>Truncate or pack sequences to %1 tokens: activations and logits grow with the sequence.</source>
        <translation>시퀀스를 %1 토큰으로 자르거나 패킹하세요. 활성화와 로짓은 시퀀스 길이에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>Lower the input resolution to %1: activations grow with the pixels.</source>
        <translation>입력 해상도를 %1까지 낮추세요. 활성화는 픽셀 수에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>Use %1 frames per clip: activations grow with the frames.</source>
        <translation>클립당 %1 프레임을 사용하세요. 활성화는 프레임 수에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>Sample %1 points per cloud: activations grow with the points.</source>
        <translation>포인트 클라우드당 포인트를 %1개 샘플링하세요. 활성화는 포인트 수에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>This setup fits as it is on %1: ask for a node with more GPU memory.</source>
        <translation>%1에서는 지금 설정 그대로도 메모리에 들어갑니다. GPU 메모리가 더 큰 노드를 요청하세요.</translation>
    </message>
    <message>
        <source>Chunking the forward pass helps inference only: training must keep every activation for the gradients, so cut the micro batch, the input size or use checkpointing instead.</source>
        <translation>순전파를 청크로 나누는 방법은 추론에서만 효과가 있습니다. 학습에서는 그래디언트 계산을 위해 모든 활성화를 유지해야 하므로, 대신 마이크로 배치나 입력 크기를 줄이거나 체크포인팅을 사용하세요.</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory; on a fast NVMe disk one worker is usually only 5-10 % slower than four.</source>
        <translation>GPU당 DataLoader 워커를 %1개만 사용하세요. 워커는 각자 메모리를 따로 쓰는 별도 프로세스입니다. 빠른 NVMe 디스크라면 워커 1개는 보통 4개보다 5-10 % 정도만 느립니다.</translation>
    </message>
    <message>
        <source>Set persistent_workers=True and prefetch_factor=%1: workers are not re-forked every epoch and fewer batches wait in memory.</source>
        <translation>persistent_workers=True, prefetch_factor=%1로 설정하세요. 매 에폭마다 워커를 다시 fork하지 않고, 메모리에서 대기하는 배치도 줄어듭니다.</translation>
    </message>
    <message>
        <source>%2 workers for %1 CPU cores: more workers than cores only add memory. About 4 per GPU (%3 here) is enough.</source>
        <translation>CPU 코어 %1개에 워커가 %2개입니다. 코어 수보다 많은 워커는 메모리만 더 차지합니다. GPU당 4개 정도(여기서는 %3개)면 충분합니다.</translation>
    </message>
    <message>
        <source>Cap the cache at %1 GiB per copy: a cache inside the Dataset lives in each of the %2 worker processes, so the cap multiplies by the number of workers.</source>
        <translation>캐시를 사본당 %1 GiB로 제한하세요. Dataset 내부의 캐시는 워커 프로세스 %2개마다 따로 존재하므로, 상한에 워커 수를 곱한 만큼 메모리를 씁니다.</translation>
    </message>
    <message>
        <source>Move the cache into shared memory (or a memory-mapped file) so the %1 processes share one copy.</source>
        <translation>캐시를 공유 메모리(또는 메모리 매핑 파일)로 옮겨 프로세스 %1개가 사본 하나를 함께 쓰게 하세요.</translation>
    </message>
    <message>
        <source>All caches together should stay around %1-%2 GiB on this host and never above %3 GiB (half the RAM).</source>
        <translation>이 호스트에서는 모든 캐시를 합쳐 %1-%2 GiB 정도로 유지하고, 절대 %3 GiB(RAM의 절반)를 넘기지 마세요.</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the container has %2 GiB (Docker&apos;s default is 64 MB): set shm_size, or workers die with a bus error.</source>
        <translation>대기 중인 배치에 /dev/shm이 약 %1 GiB 필요하지만 컨테이너에는 %2 GiB뿐입니다(Docker 기본값은 64 MB). shm_size를 설정하지 않으면 워커가 bus error로 죽습니다.</translation>
    </message>
    <message>
        <source>Turn pin_memory off: page-locked copies of the batches cannot be swapped out.</source>
        <translation>pin_memory를 끄세요. 배치의 페이지 고정(page-locked) 사본은 스왑 아웃될 수 없습니다.</translation>
    </message>
    <message>
        <source>With RAM to spare, pin_memory=True and .to(device, non_blocking=True) overlap the copies with compute.</source>
        <translation>RAM에 여유가 있다면 pin_memory=True와 .to(device, non_blocking=True)를 함께 써서 데이터 복사와 연산을 겹칠 수 있습니다.</translation>
    </message>
    <message>
        <source>Run %1 GPU process(es) per node with gradient accumulation %2: every training process (DDP, FSDP or ZeRO alike) holds its own runtime, workers and batches in RAM.</source>
        <translation>노드당 GPU 프로세스 %1개 + 그래디언트 누적 %2 조합으로 실행하세요. 학습 프로세스마다(DDP, FSDP, ZeRO 모두) 런타임, 워커, 배치를 RAM에 따로 가집니다.</translation>
    </message>
    <message>
        <source>As an emergency only, add swap (fallocate -l 16G /swapfile; mkswap; swapon): it stops the OOM kill but training slows down badly.</source>
        <translation>긴급한 경우에만 스왑을 추가하세요(fallocate -l 16G /swapfile; mkswap; swapon). OOM kill은 막을 수 있지만 학습이 크게 느려집니다.</translation>
    </message>
    <message>
        <source>If it runs out of memory although the estimate fits, check that no other job uses the GPU: nvidia-smi, and CUDA_VISIBLE_DEVICES for your process.</source>
        <translation>추정으로는 여유가 있는데도 메모리가 부족하다면, 다른 작업이 GPU를 쓰고 있지 않은지 확인하세요: nvidia-smi, 그리고 내 프로세스의 CUDA_VISIBLE_DEVICES.</translation>
    </message>
    <message>
        <source>Measure the real peak: torch.cuda.max_memory_allocated() and max_memory_reserved() after a few steps, or watch nvidia-smi / nvidia-smi dmon -s mu.</source>
        <translation>실제 피크를 측정하세요: 몇 스텝 후 torch.cuda.max_memory_allocated()와 max_memory_reserved()를 확인하거나, nvidia-smi / nvidia-smi dmon -s mu로 지켜보세요.</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill with dmesg | grep -i oom (&quot;Killed&quot; in the logs); watch free -h or docker stats while training.</source>
        <translation>dmesg | grep -i oom으로 호스트 OOM kill인지 확인하고(로그의 &quot;Killed&quot;), 학습 중에는 free -h나 docker stats로 메모리를 지켜보세요.</translation>
    </message>
    <message>
        <source>Log the process RSS every 100 steps and warn above 90 % of RAM, so a slow leak shows before the OOM killer does.</source>
        <translation>100 스텝마다 프로세스 RSS를 로깅하고 RAM의 90 %를 넘으면 경고하세요. 그러면 느린 메모리 누수를 OOM killer보다 먼저 발견할 수 있습니다.</translation>
    </message>
    <message>
        <source>Save and sync checkpoints often: an OOM kill loses everything since the last one.</source>
        <translation>체크포인트를 자주 저장하고 동기화하세요. OOM kill이 나면 마지막 체크포인트 이후의 진행이 모두 사라집니다.</translation>
    </message>
    <message>
        <source>saves %1 of host RAM</source>
        <translation>호스트 RAM %1 절약</translation>
    </message>
    <message>
        <source>saves %1 of GPU memory</source>
        <translation>GPU 메모리 %1 절약</translation>
    </message>
    <message>
        <source>~%1 % slower</source>
        <translation>~%1 % 느림</translation>
    </message>
    <message>
        <source>~%1 % faster</source>
        <translation>~%1 % 빠름</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory. Here loading the data already sets the pace of a step, so fewer workers slow training down in proportion; the usual 5-10 % holds only while the GPU is the bottleneck.</source>
        <translation>GPU당 DataLoader 워커를 %1개만 사용하세요. 워커는 각자 메모리를 따로 쓰는 별도 프로세스입니다. 여기서는 이미 데이터 로딩이 스텝 속도를 결정하므로 워커를 줄이면 그만큼 학습이 느려집니다. 흔히 말하는 5-10 % 차이는 GPU가 병목일 때만 해당합니다.</translation>
    </message>
    <message>
        <source>Loading the data sets the pace</source>
        <translation>데이터 로딩이 속도를 결정합니다</translation>
    </message>
    <message>
        <source>A per-worker cache multiplies by the workers</source>
        <translation>워커별 캐시는 워커 수만큼 곱해집니다</translation>
    </message>
    <message>
        <source>The %3 DataLoader worker(s) need about %1 ms per step to decode and read the samples (%4 % of them from the RAM cache), the GPU only %2 ms: the GPU waits for data. More workers, up to the CPU cores, or a cache that hits more often make steps faster; a smaller micro batch costs nothing here.</source>
        <translation>DataLoader 워커 %3개가 샘플을 디코딩하고 읽는 데 스텝당 약 %1 ms가 걸리고(그중 %4 %는 RAM 캐시에서), GPU는 %2 ms면 됩니다: GPU가 데이터를 기다립니다. CPU 코어 수 이내에서 워커를 늘리거나 캐시 적중률을 높이면 스텝이 빨라집니다. 여기서는 micro batch를 줄여도 손해가 없습니다.</translation>
    </message>
    <message>
        <source>A cache inside the Dataset lives in every worker process: a cap of %2 GiB is really %1 × %2 GiB = %3 GiB. One shared cache (shared memory or a memory-mapped file) of %4 GiB fits and serves every worker; in random order it hits about %5 % of the time.</source>
        <translation>Dataset 안의 캐시는 워커 프로세스마다 따로 존재합니다: %2 GiB 상한은 실제로 %1 × %2 GiB = %3 GiB입니다. %4 GiB짜리 공유 캐시 하나(공유 메모리 또는 메모리 매핑 파일)는 메모리에 들어가고 모든 워커가 함께 씁니다. 무작위 순서로 읽으면 적중률은 약 %5 %입니다.</translation>
    </message>
    <message>
        <source>loading the data sets the pace</source>
        <translation>데이터 로딩이 속도를 결정</translation>
    </message>
    <message>
        <source>Shared memory in the pod</source>
        <translation>파드의 공유 메모리</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the pod has %2 GiB (the container runtime&apos;s default is 64 MiB): mount an emptyDir volume with medium: Memory and a sizeLimit at /dev/shm, or workers die with a bus error.</source>
        <translation>대기 중인 배치에 /dev/shm이 약 %1 GiB 필요하지만 파드에는 %2 GiB뿐입니다(컨테이너 런타임 기본값은 64 MiB). /dev/shm에 medium: Memory와 sizeLimit을 지정한 emptyDir 볼륨을 마운트하지 않으면 워커가 bus error로 죽습니다.</translation>
    </message>
    <message>
        <source>Put the rollout engine to sleep while training</source>
        <translation>학습 중에는 롤아웃 엔진을 슬립 모드로</translation>
    </message>
    <message>
        <source>A smaller share for the rollout engine</source>
        <translation>롤아웃 엔진의 메모리 비율 줄이기</translation>
    </message>
    <message>
        <source>Let the colocated vLLM engine release its memory while the model trains (TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): its KV cache and weights are then not beside the activations and gradients.</source>
        <translation>같은 GPU의 vLLM이 모델 학습 중에는 메모리를 해제하게 하세요(TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1). 그러면 KV 캐시와 가중치가 활성값·그래디언트와 동시에 메모리를 차지하지 않습니다.</translation>
    </message>
    <message>
        <source>Give the colocated rollout engine a smaller share of each GPU (vllm_gpu_memory_utilization / gpu_memory_utilization %1): less room for its KV cache, so fewer sequences are generated at once.</source>
        <translation>같은 GPU의 롤아웃 엔진에 GPU별로 더 작은 비율을 주세요(vllm_gpu_memory_utilization / gpu_memory_utilization %1). KV 캐시 공간이 줄어 한 번에 생성하는 시퀀스 수가 줄어듭니다.</translation>
    </message>
    <message>
        <source>Reduce-scatter every micro batch</source>
        <translation>마이크로 배치마다 reduce-scatter</translation>
    </message>
    <message>
        <source>FSDP keeps the full gradients on every GPU while it accumulates under no_sync(). Sync every micro batch instead and each GPU keeps only its shard, for one reduce-scatter per micro batch: Accelerate&apos;s GradientAccumulationPlugin(sync_each_batch=True) (HF Trainer: accelerator_config gradient_accumulation_kwargs), or Fabric&apos;s no_backward_sync(model, enabled=False).</source>
        <translation>FSDP가 no_sync()로 누적하는 동안 GPU마다 전체 그래디언트를 들고 있습니다. 대신 마이크로 배치마다 동기화하면 GPU마다 자기 샤드만 남고, 대가는 마이크로 배치당 reduce-scatter 한 번입니다: Accelerate의 GradientAccumulationPlugin(sync_each_batch=True)(HF Trainer에서는 accelerator_config의 gradient_accumulation_kwargs) 또는 Fabric의 no_backward_sync(model, enabled=False).</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>확장 가능 세그먼트</translation>
    </message>
    <message>
        <source>Start the run with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PYTORCH_ALLOC_CONF on PyTorch 2.7 and later), set before torch is imported: the caching allocator then grows one segment instead of keeping blocks of every size it was asked for, so far less memory stays reserved beyond the peak. Nothing in the training changes.</source>
        <translation>torch를 import하기 전에 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True(PyTorch 2.7 이상에서는 PYTORCH_ALLOC_CONF)를 설정하고 학습을 시작하세요. 캐싱 할당자가 요청받았던 모든 크기의 블록을 붙잡아 두는 대신 하나의 세그먼트를 늘려 가므로, 피크 이상으로 예약되는 메모리가 훨씬 줄어듭니다. 학습 자체는 아무것도 바뀌지 않습니다.</translation>
    </message>
</context>
<context>
    <name>AdviseFormat</name>
    <message>
        <source>none found: see the advice below.</source>
        <translation>찾지 못했습니다. 아래 조언을 참고하세요.</translation>
    </message>
    <message>
        <source>GPU %1 GiB (%2) · host %3 GiB (%4) · step time %5 · effective batch %6</source>
        <translation>GPU %1 GiB (%2) · 호스트 %3 GiB (%4) · 스텝 시간 %5 · 유효 배치 크기 %6</translation>
    </message>
    <message>
        <source>(differs from the current %1)</source>
        <translation>(현재 값 %1에서 바뀜)</translation>
    </message>
    <message>
        <source>Advice:</source>
        <translation>조언:</translation>
    </message>
    <message>
        <source>Largest micro batch that fits, keeping the effective batch of %1:</source>
        <translation>유효 배치 크기(%1)를 유지하면서 메모리에 들어가는 최대 마이크로 배치:</translation>
    </message>
    <message>
        <source>%1 × accumulation %2</source>
        <translation>%1 × 누적 %2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>메모리 부족</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>변경 사항</translation>
    </message>
    <message>
        <source>GPU GiB</source>
        <translation>GPU GiB</translation>
    </message>
    <message>
        <source>Host GiB</source>
        <translation>호스트 GiB</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>스텝 시간</translation>
    </message>
    <message>
        <source>Micro batch × accumulation</source>
        <translation>마이크로 배치 × 누적</translation>
    </message>
    <message>
        <source>What would help (headroom advise for the details):</source>
        <translation>도움이 되는 방법 (자세한 내용은 headroom advise):</translation>
    </message>
    <message>
        <source>Recommendations (the fewest changes that make it fit, ranked by step time, effective batch and how unusual they are):</source>
        <translation>권장 사항 (메모리에 들어가게 하는 최소한의 변경, 스텝 시간·유효 배치 유지·변경의 일반성 순):</translation>
    </message>
    <message>
        <source>Also worth it, on top of the first recommendation:</source>
        <translation>첫 번째 권장 사항에 더해 해 볼 만한 것:</translation>
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
        <translation>가용 GiB</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>name</source>
        <translation>이름</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, %2행</translation>
    </message>
    <message>
        <source>Not understood:</source>
        <translation>인식하지 못한 키:</translation>
    </message>
    <message>
        <source>%1 = %2, line %3</source>
        <translation>%1 = %2, %3행</translation>
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
        <translation>사용법:
  headroom                                 창 열기
  headroom FILE                            창을 열고 FILE 불러오기
  headroom estimate [FILE] [options]       메모리 내역과 판정
  headroom inspect FILE [--format json]    FILE에서 읽어 들인 내용
  headroom advise FILE [options] [--out F] 순위별 권장 설정
  headroom export FILE --set k=v… --out F  해당 필드를 바꾼 FILE 저장
  headroom gpus | headroom models          카탈로그 목록

옵션:
  --gpu NAME         카탈로그의 GPU (hardware.gpu)
  --gpus N           노드당 GPU 수 (parallel.gpus)
  --nodes N          노드 수 (parallel.nodes)
  --host-ram GiB     머신당 호스트 RAM (hardware.host_ram_gib)
  --set field=value  Headroom 필드 값 지정, 예: run.micro_batch=4; 반복 가능;
                     목록은 쉼표로 구분 (run.lora_targets=q_proj,v_proj)
  --map field=key    FILE의 key를 field 값으로 읽기
  --in-place         export: FILE을 덮어쓰고 FILE.bak으로 백업 보관
  --force            export: 심볼릭 링크를 거쳐서도 쓰기
  --format text|json|markdown
  --lang en|ru|zh_CN|ko
  --help, --version

종료 코드: 0 여유 있음, 1 빠듯함, 2 OOM, 3 잘못된 입력.
</translation>
    </message>
    <message>
        <source>Wrote recommendation %1 to %2.</source>
        <translation>추천 %1을(를) %2에 저장했습니다.</translation>
    </message>
    <message>
        <source>No recommendation fits: nothing was written.</source>
        <translation>메모리에 들어가는 추천이 없어 아무것도 저장하지 않았습니다.</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>기본값 (%1)</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 where Headroom estimated %3; kept in %4.</source>
        <translation>실제 실행으로 보정됨: %1 측정값 %2, Headroom 추정값 %3. %4에 저장했습니다.</translation>
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
보정과 사용자 모델:
  --measured METRIC=SIZE  estimate: 측정한 실행 한 번으로 FILE을 보정
                     (allocated=17.3GiB, reserved=…, nvidia-smi=…), 이후 추정과
                     창에서 쓰도록 FILE.headroom.yaml에 저장
  --no-calibration   FILE 옆에 저장된 보정을 무시
  --set model.card=FILE  headroom-probe가 사용자 코드에서 측정한 모델
</translation>
    </message>
    <message>
        <source>The setup already fits: there is nothing to change, nothing was written.</source>
        <translation>현재 설정으로 이미 충분합니다. 바꿀 것이 없어 아무것도 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>%1 was there already: its text is kept as %2.</source>
        <translation>%1 파일이 이미 있어서 기존 내용을 %2에 보관했습니다.</translation>
    </message>
    <message>
        <source>headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). For the estimate in this terminal: headroom estimate FILE (see headroom --help).</source>
        <translation>headroom: 창을 열 디스플레이가 없습니다(DISPLAY와 WAYLAND_DISPLAY가 설정되지 않음). 터미널에서 바로 추정치를 보려면: headroom estimate 파일 (headroom --help 참고).</translation>
    </message>
    <message>
        <source>%1, %2 line %3</source>
        <translation>%1, %2 %3행</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>&amp;Model</source>
        <translation>모델(&amp;M)</translation>
    </message>
    <message>
        <source>The catalog model the estimate uses; type to search.</source>
        <translation>추정에 사용할 카탈로그 모델입니다. 입력해서 검색하세요.</translation>
    </message>
    <message>
        <source>Fine-&amp;tuning</source>
        <translation>파인튜닝(&amp;T)</translation>
    </message>
    <message>
        <source>Full training keeps gradients and optimizer states for every weight; LoRA and QLoRA only for the adapters.</source>
        <translation>전체 학습은 모든 가중치에 대해 그래디언트와 옵티마이저 상태를 유지하고, LoRA와 QLoRA는 어댑터에 대해서만 유지합니다.</translation>
    </message>
    <message>
        <source>LoRA &amp;rank</source>
        <translation>LoRA 랭크(&amp;R)</translation>
    </message>
    <message>
        <source>Adapter size: more trainable parameters, gradients and states.</source>
        <translation>어댑터 크기: 클수록 학습 가능한 파라미터, 그래디언트, 상태가 늘어납니다.</translation>
    </message>
    <message>
        <source>Micro &amp;batch per GPU</source>
        <translation>GPU당 마이크로 배치(&amp;B)</translation>
    </message>
    <message>
        <source>Samples in one forward and backward pass; activations grow with it.</source>
        <translation>순전파·역전파 한 번에 들어가는 샘플 수입니다. 활성화는 이에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>Gradient &amp;accumulation</source>
        <translation>그래디언트 누적(&amp;A)</translation>
    </message>
    <message>
        <source>Micro batches per optimizer step; raises the effective batch without more memory.</source>
        <translation>옵티마이저 스텝당 마이크로 배치 수입니다. 메모리를 더 쓰지 않고 유효 배치 크기를 키웁니다.</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>정밀도(&amp;P)</translation>
    </message>
    <message>
        <source>Bytes per weight and activation; mixed precision keeps fp32 master weights.</source>
        <translation>가중치와 활성화당 바이트 수입니다. 혼합 정밀도는 fp32 마스터 가중치를 따로 유지합니다.</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>옵티마이저(&amp;O)</translation>
    </message>
    <message>
        <source>States per trainable weight: AdamW keeps two, 8-bit variants a quarter of that.</source>
        <translation>학습 가능한 가중치당 상태 수: AdamW는 2개를 유지하고, 8비트 변형은 그 4분의 1 크기입니다.</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing</source>
        <translation>활성화 체크포인팅(&amp;C)</translation>
    </message>
    <message>
        <source>Recompute activations in backward instead of keeping them: less memory, about a third slower.</source>
        <translation>활성화를 저장하지 않고 역전파 때 다시 계산합니다. 메모리는 줄지만 3분의 1가량 느려집니다.</translation>
    </message>
    <message>
        <source>&amp;EMA copy</source>
        <translation>EMA 사본(&amp;E)</translation>
    </message>
    <message>
        <source>An exponential moving average of the weights: one more copy of them.</source>
        <translation>가중치의 지수 이동 평균으로, 가중치 사본이 하나 더 생깁니다.</translation>
    </message>
    <message>
        <source>&amp;Sequence length</source>
        <translation>시퀀스 길이(&amp;S)</translation>
    </message>
    <message>
        <source>Tokens per sample; activations and logits grow with it.</source>
        <translation>샘플당 토큰 수입니다. 활성화와 로짓은 이에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>&amp;Image size</source>
        <translation>이미지 크기(&amp;I)</translation>
    </message>
    <message>
        <source>The shorter side in pixels; activations grow with the area.</source>
        <translation>짧은 변의 픽셀 수입니다. 활성화는 면적에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>&amp;Frames</source>
        <translation>프레임(&amp;F)</translation>
    </message>
    <message>
        <source>Images or video frames per sample.</source>
        <translation>샘플당 이미지 또는 비디오 프레임 수입니다.</translation>
    </message>
    <message>
        <source>Poi&amp;nts</source>
        <translation>포인트(&amp;N)</translation>
    </message>
    <message>
        <source>Points per cloud.</source>
        <translation>포인트 클라우드당 포인트 수입니다.</translation>
    </message>
    <message>
        <source>&amp;Workers</source>
        <translation>워커(&amp;W)</translation>
    </message>
    <message>
        <source>DataLoader worker processes per GPU; each holds its own copy of the dataset object in host RAM.</source>
        <translation>GPU당 DataLoader 워커 프로세스 수입니다. 워커마다 데이터셋 객체의 사본을 호스트 RAM에 따로 가집니다.</translation>
    </message>
    <message>
        <source>Pre&amp;fetch</source>
        <translation>프리페치(&amp;F)</translation>
    </message>
    <message>
        <source>Batches each worker prepares ahead, held in host RAM.</source>
        <translation>각 워커가 미리 준비해 호스트 RAM에 들고 있는 배치 수입니다.</translation>
    </message>
    <message>
        <source>RAM cac&amp;he</source>
        <translation>RAM 캐시(&amp;H)</translation>
    </message>
    <message>
        <source>Samples kept in RAM by the dataset: off, a capped LRU, or everything.</source>
        <translation>데이터셋이 RAM에 보관하는 샘플: 끔, 상한이 있는 LRU, 또는 전체.</translation>
    </message>
    <message>
        <source>Cache cap (GiB)</source>
        <translation>캐시 상한 (GiB)</translation>
    </message>
    <message>
        <source>The LRU cache&apos;s limit, per copy.</source>
        <translation>LRU 캐시의 사본당 상한입니다.</translation>
    </message>
    <message>
        <source>Cache lives</source>
        <translation>캐시 위치</translation>
    </message>
    <message>
        <source>A cache inside a Dataset exists once per worker process unless it is in shared memory.</source>
        <translation>Dataset 내부의 캐시는 공유 메모리에 두지 않는 한 워커 프로세스마다 하나씩 존재합니다.</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>GPU(&amp;G)</translation>
    </message>
    <message>
        <source>The GPU type from the catalog; type to search.</source>
        <translation>카탈로그의 GPU 종류입니다. 입력해서 검색하세요.</translation>
    </message>
    <message>
        <source>GPUs per &amp;node</source>
        <translation>노드당 GPU 수(&amp;N)</translation>
    </message>
    <message>
        <source>Each GPU runs its own training process and workers on the host.</source>
        <translation>GPU마다 호스트에서 자체 학습 프로세스와 워커를 실행합니다.</translation>
    </message>
    <message>
        <source>No&amp;des</source>
        <translation>노드(&amp;D)</translation>
    </message>
    <message>
        <source>Machines; sharding strategies divide states over all GPUs.</source>
        <translation>머신 수입니다. 샤딩 전략은 상태를 전체 GPU에 나눠 저장합니다.</translation>
    </message>
    <message>
        <source>Strateg&amp;y</source>
        <translation>전략(&amp;Y)</translation>
    </message>
    <message>
        <source>DDP replicates everything; FSDP and ZeRO shard states, gradients or weights over the GPUs.</source>
        <translation>DDP는 모든 것을 복제하고, FSDP와 ZeRO는 상태, 그래디언트 또는 가중치를 여러 GPU에 샤딩합니다.</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>CPU 오프로딩</translation>
    </message>
    <message>
        <source>Moves optimizer states (and weights) to host RAM: less VRAM, more host RAM, slower steps.</source>
        <translation>옵티마이저 상태(와 가중치)를 호스트 RAM으로 옮깁니다. VRAM은 줄고 호스트 RAM은 더 쓰며, 스텝은 느려집니다.</translation>
    </message>
    <message>
        <source>&amp;Host RAM (GiB)</source>
        <translation>호스트 RAM (GiB)(&amp;H)</translation>
    </message>
    <message>
        <source>RAM of one machine.</source>
        <translation>머신 한 대의 RAM입니다.</translation>
    </message>
    <message>
        <source>Cached frozen features</source>
        <translation>동결 피처 캐싱</translation>
    </message>
    <message>
        <source>Precompute the frozen encoder&apos;s outputs once instead of running it every step.</source>
        <translation>동결된 인코더의 출력을 매 스텝 계산하지 않고 한 번만 미리 계산해 둡니다.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>어텐션</translation>
    </message>
    <message>
        <source>Eager attention stores the score matrix; SDPA and flash do not.</source>
        <translation>eager 어텐션은 스코어 행렬을 저장하지만 SDPA와 flash는 저장하지 않습니다.</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>청크 단위 손실</translation>
    </message>
    <message>
        <source>Computes the logits and loss in chunks instead of all at once.</source>
        <translation>로짓과 손실을 한꺼번에 계산하지 않고 청크 단위로 나눠 계산합니다.</translation>
    </message>
    <message>
        <source>Activation offload</source>
        <translation>활성화 오프로딩</translation>
    </message>
    <message>
        <source>Keeps saved activations in host RAM between forward and backward.</source>
        <translation>저장된 활성화를 순전파와 역전파 사이에 호스트 RAM에 보관합니다.</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>고정 메모리</translation>
    </message>
    <message>
        <source>Page-locked host buffers for faster copies to the GPU.</source>
        <translation>GPU로 더 빠르게 복사하기 위한 페이지 고정(page-locked) 호스트 버퍼입니다.</translation>
    </message>
    <message>
        <source>Quantization bits</source>
        <translation>양자화 비트 수</translation>
    </message>
    <message>
        <source>Bits per frozen weight under QLoRA.</source>
        <translation>QLoRA에서 동결된 가중치당 비트 수입니다.</translation>
    </message>
    <message>
        <source>Persistent workers</source>
        <translation>상주 워커</translation>
    </message>
    <message>
        <source>Keep the DataLoader&apos;s workers alive between epochs instead of starting them again.</source>
        <translation>에포크마다 DataLoader 워커를 새로 띄우지 않고 계속 살려 둡니다.</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU 코어</translation>
    </message>
    <message>
        <source>Cores of one machine; workers beyond them add memory, not speed.</source>
        <translation>한 머신의 코어 수입니다. 코어보다 많은 워커는 속도가 아니라 메모리만 늘립니다.</translation>
    </message>
    <message>
        <source>Model card</source>
        <translation>모델 카드</translation>
    </message>
    <message>
        <source>A model card from headroom-probe: parameters and activations measured from your own model&apos;s code.</source>
        <translation>headroom-probe가 만든 모델 카드: 사용자 모델 코드에서 측정한 파라미터와 활성값.</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>시퀀스 패킹</translation>
    </message>
    <message>
        <source>Rows are full-length sequences with no padding, so no attention mask is built and grouped K/V heads are not repeated.</source>
        <translation>각 행이 패딩 없는 전체 길이 시퀀스입니다. 어텐션 마스크를 만들지 않고, 그룹화된 K/V 헤드도 반복해서 펼치지 않습니다.</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>LoRA 드롭아웃</translation>
    </message>
    <message>
        <source>With dropout, every adapted layer keeps its own dropped-out copy of its input for backward.</source>
        <translation>드롭아웃을 켜면 LoRA가 붙은 레이어마다 backward용으로 드롭아웃을 거친 입력 사본을 따로 보관합니다.</translation>
    </message>
    <message>
        <source>Fused loss</source>
        <translation>융합 손실</translation>
    </message>
    <message>
        <source>Liger&apos;s fused linear cross-entropy or Cut Cross-Entropy: the logits are never held whole.</source>
        <translation>Liger의 fused linear cross-entropy 또는 Cut Cross-Entropy: 로짓 전체를 한 번에 메모리에 두지 않습니다.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>학습 목표</translation>
    </message>
    <message>
        <source>DPO, ORPO and SimPO run each chosen and rejected answer together: twice the rows per micro batch.</source>
        <translation>DPO, ORPO, SimPO는 선택된 답과 거절된 답을 함께 돌리므로 마이크로 배치의 행 수가 두 배가 됩니다.</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>레퍼런스 모델</translation>
    </message>
    <message>
        <source>A frozen copy of the model for DPO or KTO; not needed with LoRA or precomputed reference log-probabilities.</source>
        <translation>DPO나 KTO에 쓰는 모델의 고정 사본입니다. LoRA를 쓰거나 레퍼런스 log-prob를 미리 계산하면 필요 없습니다.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>텐서 병렬</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s matrices are split over (Megatron, NeMo, torchtitan).</source>
        <translation>각 레이어의 행렬을 나눠 갖는 GPU 수입니다(Megatron, NeMo, torchtitan).</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>파이프라인 단계</translation>
    </message>
    <message>
        <source>GPUs the layers are split over, stage by stage.</source>
        <translation>레이어를 단계별로 나눠 갖는 GPU 수입니다.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>컨텍스트 병렬</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (long-context training).</source>
        <translation>각 시퀀스를 나눠 갖는 GPU 수입니다(긴 컨텍스트 학습).</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>시퀀스 병렬</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norms&apos; and dropouts&apos; activations (Megatron&apos;s --sequence-parallel).</source>
        <translation>텐서 병렬에서 정규화와 dropout의 활성화도 나눕니다(Megatron의 --sequence-parallel).</translation>
    </message>
    <message>
        <source>Rollout engine share</source>
        <translation>롤아웃 엔진 메모리 비율</translation>
    </message>
    <message>
        <source>RL fine-tuning: the share of each training GPU a colocated vLLM or SGLang engine takes (gpu_memory_utilization); 0 when it runs on GPUs of its own.</source>
        <translation>RL 파인튜닝: 같은 GPU에 올라간 vLLM 또는 SGLang 엔진이 각 학습 GPU에서 차지하는 비율(gpu_memory_utilization)입니다. 엔진이 별도 GPU에서 돌면 0입니다.</translation>
    </message>
    <message>
        <source>Rollout engine sleeps</source>
        <translation>롤아웃 엔진 절전 (sleep mode)</translation>
    </message>
    <message>
        <source>The rollout engine frees its memory while the model trains (vLLM sleep mode, verl&apos;s free_cache_engine).</source>
        <translation>모델이 학습하는 동안 롤아웃 엔진이 메모리를 해제합니다(vLLM sleep mode, verl의 free_cache_engine).</translation>
    </message>
    <message>
        <source>Gradients kept through forward</source>
        <translation>forward 중 그래디언트 유지</translation>
    </message>
    <message>
        <source>The previous step&apos;s gradients are still there during the forward pass: the loop zeroes them between forward and backward (Lightning, torchvision&apos;s reference scripts, detectron2) or without freeing them (PyTorch before 2.0).</source>
        <translation>forward 패스 동안 이전 스텝의 그래디언트가 아직 메모리에 남아 있습니다: 학습 루프가 forward와 backward 사이에서 그래디언트를 0으로 만들거나(Lightning, torchvision 레퍼런스 스크립트, detectron2), 해제하지 않고 0으로만 채웁니다(PyTorch 2.0 이전).</translation>
    </message>
    <message>
        <source>Foreach optimizer step</source>
        <translation>foreach 옵티마이저 스텝</translation>
    </message>
    <message>
        <source>The update runs over all tensors at once (torch.optim&apos;s default on a GPU unless fused=True): one more buffer the size of an optimizer state during the step.</source>
        <translation>모든 텐서를 한 번에 업데이트합니다(fused=True가 아니면 GPU에서 torch.optim의 기본 동작): 스텝 동안 옵티마이저 상태 크기의 버퍼가 하나 더 필요합니다.</translation>
    </message>
    <message>
        <source>Offload to NVMe</source>
        <translation>NVMe로 오프로드</translation>
    </message>
    <message>
        <source>ZeRO-Infinity keeps what it offloads on an NVMe drive; host RAM holds only its swap buffers.</source>
        <translation>ZeRO-Infinity는 오프로드한 데이터를 NVMe 드라이브에 둡니다. 호스트 RAM에는 스왑 버퍼만 남습니다.</translation>
    </message>
    <message>
        <source>Shard within each node</source>
        <translation>노드 안에서만 샤딩</translation>
    </message>
    <message>
        <source>FSDP&apos;s HYBRID_SHARD: states are sharded over one node&apos;s GPUs and replicated across nodes.</source>
        <translation>FSDP의 HYBRID_SHARD: 상태를 한 노드의 GPU들에 샤딩하고 노드 사이에서는 복제합니다.</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Expert 병렬 (EP)</translation>
    </message>
    <message>
        <source>GPUs a mixture of experts&apos; routed experts are split over (Megatron&apos;s --expert-model-parallel-size).</source>
        <translation>MoE의 라우팅 전문가를 나눠 담는 GPU 수(Megatron의 --expert-model-parallel-size).</translation>
    </message>
    <message>
        <source>Accumulate unsharded</source>
        <translation>샤딩 없이 누적</translation>
    </message>
    <message>
        <source>FSDP skips the gradient reduce-scatter until the last micro batch (no_sync: Accelerate, HF Trainer, Lightning Fabric): every GPU holds the full gradients.</source>
        <translation>FSDP가 마지막 마이크로 배치까지 그래디언트 reduce-scatter를 건너뜁니다(no_sync: Accelerate, HF Trainer, Lightning Fabric). GPU마다 전체 그래디언트를 들고 있습니다.</translation>
    </message>
    <message>
        <source>Gradients for whole blocks</source>
        <translation>블록 전체에 그래디언트</translation>
    </message>
    <message>
        <source>FSDP1 with use_orig_params and LoRA inside each wrapped block: the block&apos;s frozen weights get gradients too.</source>
        <translation>use_orig_params를 켠 FSDP1에서 LoRA가 래핑된 각 블록 안에 있으면 블록의 고정 가중치도 그래디언트를 받습니다.</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>샘플당 이미지 수</translation>
    </message>
    <message>
        <source>Images a vision-language model sees per sample; 0 for text-only data, which runs neither the vision tower nor any image token.</source>
        <translation>비전-언어 모델이 샘플 하나에서 보는 이미지 수입니다. 텍스트만 쓰는 데이터라면 0: 비전 타워도, 이미지 토큰도 돌지 않습니다.</translation>
    </message>
    <message>
        <source>FP32 gradient buffer</source>
        <translation>FP32 그래디언트 버퍼</translation>
    </message>
    <message>
        <source>Beside 16-bit weights, gradients accumulate in fp32, 4 bytes a parameter (Megatron&apos;s main_grad under --bf16).</source>
        <translation>가중치는 16비트지만 그래디언트는 fp32로 누적되어 파라미터당 4바이트를 씁니다(--bf16일 때 Megatron의 main_grad).</translation>
    </message>
    <message>
        <source>Batch padded to a square</source>
        <translation>배치를 정사각형으로 패딩</translation>
    </message>
    <message>
        <source>The detector&apos;s images come in both orientations (random crops after grouping by aspect ratio), so each batch is padded to a square of the longer side.</source>
        <translation>검출기 이미지가 가로·세로 방향이 섞여 들어오므로(종횡비로 그룹화한 뒤 랜덤 크롭), 배치마다 긴 변 기준의 정사각형으로 패딩됩니다.</translation>
    </message>
    <message>
        <source>Automatic batch share</source>
        <translation>자동 배치 메모리 비율</translation>
    </message>
    <message>
        <source>The batch is chosen when training starts, to fill this share of the GPU&apos;s memory (Ultralytics&apos; AutoBatch: batch -1 is 0.6); 0 when the batch is stated.</source>
        <translation>학습을 시작할 때 GPU 메모리의 이 비율을 채우도록 배치 크기를 정합니다(Ultralytics AutoBatch: batch -1은 0.6). 배치를 직접 지정하면 0입니다.</translation>
    </message>
    <message>
        <source>Vision tower frozen</source>
        <translation>비전 타워 고정</translation>
    </message>
    <message>
        <source>Under a full fine-tune of a vision-language model only the language model trains: the vision tower gets no gradients or optimizer states (LLaMA-Factory&apos;s freeze_vision_tower, its default).</source>
        <translation>비전-언어 모델을 전체 파인튜닝할 때 언어 모델만 학습합니다. 비전 타워에는 그래디언트도 옵티마이저 상태도 없습니다 (LLaMA-Factory의 freeze_vision_tower, 기본값).</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>완성 길이</translation>
    </message>
    <message>
        <source>Tokens per sample that get logits (a GRPO completion); 0: all of them.</source>
        <translation>샘플당 로짓을 계산하는 토큰 수(GRPO의 completion), 0이면 전부.</translation>
    </message>
    <message>
        <source>Blocks swapped to host RAM</source>
        <translation>호스트 RAM으로 스왑하는 블록 수</translation>
    </message>
    <message>
        <source>Transformer blocks whose weights wait in host RAM and are copied to the GPU for their turn (blocks_to_swap in musubi-tuner, sd-scripts and diffusion-pipe): less GPU memory, slower steps.</source>
        <translation>가중치를 호스트 RAM에 두었다가 차례가 오면 GPU로 복사하는 트랜스포머 블록 수입니다(musubi-tuner, sd-scripts, diffusion-pipe의 blocks_to_swap). GPU 메모리는 줄지만 스텝이 느려집니다.</translation>
    </message>
    <message>
        <source>Loss chunk (tokens)</source>
        <translation>손실 청크(토큰 수)</translation>
    </message>
    <message>
        <source>Under a fused loss, how many tokens the LM head and the loss take at once, each chunk&apos;s backward done before the next (torchtitan&apos;s ChunkedLossWrapper chunk_len); 0: the kernel picks its own chunks.</source>
        <translation>fused loss에서 LM 헤드와 손실이 한 번에 처리하는 토큰 수입니다. 각 청크의 backward는 다음 청크 전에 끝납니다(torchtitan ChunkedLossWrapper의 chunk_len). 0이면 커널이 청크 크기를 직접 정합니다.</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>확장 가능 세그먼트</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator grows one segment instead of caching blocks of fixed sizes, so little memory is reserved beyond the peak.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: 할당자가 고정 크기 블록을 캐시하는 대신 하나의 세그먼트를 늘려 가므로, 피크 이상으로 예약되는 메모리가 거의 없습니다.</translation>
    </message>
</context>
<context>
    <name>FieldValues</name>
    <message>
        <source>on</source>
        <translation>켬</translation>
    </message>
    <message>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>decoder LLM</source>
        <translation>디코더 LLM</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>인코더</translation>
    </message>
    <message>
        <source>encoder-decoder</source>
        <translation>인코더-디코더</translation>
    </message>
    <message>
        <source>vision-language</source>
        <translation>비전-언어 모델</translation>
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
        <translation>검출 모델</translation>
    </message>
    <message>
        <source>segmentation</source>
        <translation>분할 모델</translation>
    </message>
    <message>
        <source>point cloud</source>
        <translation>포인트 클라우드</translation>
    </message>
    <message>
        <source>diffusion UNet</source>
        <translation>확산 UNet</translation>
    </message>
    <message>
        <source>TTS</source>
        <translation>TTS</translation>
    </message>
    <message>
        <source>generic</source>
        <translation>일반</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>FP16 혼합 정밀도</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>BF16 혼합 정밀도</translation>
    </message>
    <message>
        <source>pure FP16</source>
        <translation>순수 FP16</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>순수 BF16</translation>
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
        <translation>모멘텀 SGD</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8비트 AdamW</translation>
    </message>
    <message>
        <source>4-bit AdamW</source>
        <translation>4비트 AdamW</translation>
    </message>
    <message>
        <source>paged AdamW</source>
        <translation>페이징 AdamW(paged)</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>페이징 8비트 AdamW(paged)</translation>
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
        <translation>선택적</translation>
    </message>
    <message>
        <source>full (every block)</source>
        <translation>전체 (모든 블록)</translation>
    </message>
    <message>
        <source>full</source>
        <translation>전체 파라미터</translation>
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
        <translation>일부 동결</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>기본 구현(eager)</translation>
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
        <translation>상한 있는 LRU</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>전부</translation>
    </message>
    <message>
        <source>in every worker</source>
        <translation>워커마다 따로</translation>
    </message>
    <message>
        <source>in shared memory</source>
        <translation>공유 메모리에</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>단일 GPU</translation>
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
        <translation>없음</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <source>optimizer states and weights</source>
        <translation>옵티마이저 상태와 가중치</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>as the precision implies</source>
        <translation>학습 정밀도에 따름</translation>
    </message>
    <message>
        <source>once per GPU process</source>
        <translation>GPU 프로세스마다 한 벌</translation>
    </message>
    <message>
        <source>supervised (SFT)</source>
        <translation>지도 미세조정 (SFT)</translation>
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
        <translation>모멘텀 RMSprop</translation>
    </message>
    <message>
        <source>Adagrad</source>
        <translation>Adagrad</translation>
    </message>
    <message>
        <source>DreamBooth prior preservation</source>
        <translation>DreamBooth 사전 보존(prior preservation)</translation>
    </message>
    <message>
        <source>8-bit Lion</source>
        <translation>8비트 Lion</translation>
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
        <translation>마스크 언어 모델링(MLM)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>&apos;%1&apos; is not a Headroom field; fields look like run.micro_batch or data.seq_len (see headroom --help)</source>
        <translation>&apos;%1&apos;은(는) Headroom 필드가 아닙니다. 필드 이름은 run.micro_batch, data.seq_len 같은 형식입니다(headroom --help 참고)</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1에는 정수가 와야 합니다. 입력값: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation>%1에는 숫자가 와야 합니다. 입력값: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a count such as 7B, 30M or 3.75e9, not &apos;%2&apos;</source>
        <translation>%1에는 7B, 30M, 3.75e9 같은 개수가 와야 합니다. 입력값: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be a size such as 133.6MiB or 4GB, not &apos;%2&apos;</source>
        <translation>%1에는 133.6MiB, 4GB 같은 크기가 와야 합니다. 입력값: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1에는 true 또는 false가 와야 합니다. 입력값: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 cannot be &apos;%2&apos;; use one of: %3</source>
        <translation>%1에는 &apos;%2&apos; 값을 쓸 수 없습니다. 다음 중 하나를 사용하세요: %3</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range; it must be between %3 and %4</source>
        <translation>%1 = %2 값이 범위를 벗어났습니다. %3에서 %4 사이여야 합니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom field and was ignored</source>
        <translation>&apos;%1&apos;은(는) Headroom 필드가 아니므로 무시했습니다</translation>
    </message>
    <message>
        <source>the file must be a mapping of fields (key: value), not a list or a single value</source>
        <translation>파일은 필드의 매핑(key: value)이어야 합니다. 리스트나 단일 값은 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>--set needs field=value, as in --set run.micro_batch=4; got &apos;%1&apos;</source>
        <translation>--set에는 field=value 형식이 필요합니다(예: --set run.micro_batch=4). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>YAML 구문 오류: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; Headroom reads files up to %2 bytes</source>
        <translation>파일 크기가 %1바이트입니다. Headroom은 %2바이트까지만 읽습니다</translation>
    </message>
    <message>
        <source>this is a binary file, not a text config</source>
        <translation>텍스트 설정 파일이 아니라 바이너리 파일입니다</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>파일을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; is not usable: %2</source>
        <translation>카탈로그 항목 &apos;%1&apos;을(를) 사용할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>no model preset is called &apos;%1&apos;; &apos;headroom models&apos; lists them</source>
        <translation>이름이 &apos;%1&apos;인 모델 프리셋이 없습니다. &apos;headroom models&apos;로 목록을 확인하세요</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; the architecture given field by field is used</source>
        <translation>모델 &apos;%1&apos;에 맞는 프리셋이 없습니다. 필드별로 지정한 아키텍처를 사용합니다</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; name one from &apos;headroom models&apos; or give model.layers, model.hidden, model.heads (and model.params)</source>
        <translation>모델 &apos;%1&apos;에 맞는 프리셋이 없습니다. &apos;headroom models&apos;에 있는 이름을 지정하거나 model.layers, model.hidden, model.heads(와 model.params)를 지정하세요</translation>
    </message>
    <message>
        <source>no model is given; set model.name (a preset or a hub id) or the architecture (model.layers, model.hidden, model.heads)</source>
        <translation>모델이 지정되지 않았습니다. model.name(프리셋 또는 허브 id)이나 아키텍처(model.layers, model.hidden, model.heads)를 지정하세요</translation>
    </message>
    <message>
        <source>model.hidden = %1 is not divisible by model.heads = %2</source>
        <translation>model.hidden = %1 값이 model.heads = %2 값으로 나누어떨어지지 않습니다</translation>
    </message>
    <message>
        <source>model.kv_heads = %2 must divide model.heads = %1</source>
        <translation>model.heads = %1 값은 model.kv_heads = %2 값으로 나누어떨어져야 합니다</translation>
    </message>
    <message>
        <source>model.trainable_params (%1) is larger than model.params (%2)</source>
        <translation>model.trainable_params (%1) 값이 model.params (%2)보다 큽니다</translation>
    </message>
    <message>
        <source>LoRA target &apos;%1&apos; is not a projection Headroom knows; it is not counted</source>
        <translation>LoRA 타깃 &apos;%1&apos;은(는) Headroom이 아는 프로젝션이 아니므로 계산에 넣지 않습니다</translation>
    </message>
    <message>
        <source>without the model&apos;s architecture, LoRA adapters are taken as 0.5 % of the parameters</source>
        <translation>모델 아키텍처 정보가 없어 LoRA 어댑터를 파라미터의 0.5 %로 간주합니다</translation>
    </message>
    <message>
        <source>the global batch %1 is not micro batch × accumulation × GPUs; the effective batch is %2</source>
        <translation>글로벌 배치 %1 값이 마이크로 배치 × 누적 × GPU 수와 맞지 않습니다. 유효 배치 크기는 %2입니다</translation>
    </message>
    <message>
        <source>no GPU in the catalog is called &apos;%1&apos;; &apos;headroom gpus&apos; lists them</source>
        <translation>카탈로그에 이름이 &apos;%1&apos;인 GPU가 없습니다. &apos;headroom gpus&apos;로 목록을 확인하세요</translation>
    </message>
    <message>
        <source>%1 has no bf16 support; use fp16-mixed instead</source>
        <translation>%1에서는 bf16을 지원하지 않습니다. 대신 fp16-mixed를 사용하세요</translation>
    </message>
    <message>
        <source>%1 has no fp8 support</source>
        <translation>%1에서는 fp8을 지원하지 않습니다</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see headroom --help)</source>
        <translation>알 수 없는 옵션 &apos;%1&apos; (headroom --help 참고)</translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation>%1 옵션에는 값이 필요합니다</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see headroom --help)</source>
        <translation>알 수 없는 명령 &apos;%1&apos; (headroom --help 참고)</translation>
    </message>
    <message>
        <source>--format must be text, json or markdown, not &apos;%1&apos;</source>
        <translation>--format은 text, json, markdown 중 하나여야 합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--lang must be en, ru, zh_CN or ko, not &apos;%1&apos;</source>
        <translation>--lang은 en, ru, zh_CN, ko 중 하나여야 합니다. 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>this command needs a config file</source>
        <translation>이 명령에는 설정 파일이 필요합니다</translation>
    </message>
    <message>
        <source>the key map for &apos;%1&apos; is missing from this build</source>
        <translation>이 빌드에는 &apos;%1&apos;의 키 맵이 없습니다</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;: the tool decides at run time, so %2 is left at Headroom&apos;s default</source>
        <translation>%1 값이 &apos;auto&apos;입니다. 실행 시점에 도구가 정하므로 %2 필드는 Headroom 기본값으로 둡니다</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;; taken as %2, what the tool picks on a GPU that supports it</source>
        <translation>%1 값이 &apos;auto&apos;입니다. 지원되는 GPU에서 도구가 선택하는 값인 %2(으)로 간주합니다</translation>
    </message>
    <message>
        <source>%1 = %2 refers to a value not in the file; it was not read</source>
        <translation>%1 = %2: 파일에 없는 값을 참조하므로 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read</source>
        <translation>%1 = %2: Headroom이 %3 필드에 대해 알지 못하는 값이므로 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all GPUs and accumulation steps; it is read as run.global_batch and divided by the GPU count</source>
        <translation>%1 = %2 값은 모든 GPU와 누적 스텝을 합친 배치 크기입니다. run.global_batch로 읽고 GPU 수로 나눕니다</translation>
    </message>
    <message>
        <source>%1 = %2: the file it names was not read, so %3 is guessed from its name</source>
        <translation>%1 = %2: 이 값이 가리키는 파일을 읽지 않았으므로 %3 값은 파일 이름으로 추정했습니다</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which cannot be found</source>
        <translation>%1에서 참조하는 &apos;%2&apos;을(를) 찾을 수 없습니다</translation>
    </message>
    <message>
        <source>%1 does not divide evenly, so %2 was not derived</source>
        <translation>%1 값이 나누어떨어지지 않아 %2 값을 계산하지 않았습니다</translation>
    </message>
    <message>
        <source>%1 is given more than once (also on line %3); the last one, %2, is used, as the tool does</source>
        <translation>%1 키가 여러 번 지정되었습니다(%3행에도 있음). 도구와 마찬가지로 마지막 값(%2)을 사용합니다</translation>
    </message>
    <message>
        <source>%1: %2 = %3 overrides %4 = %5</source>
        <translation>%1: %2 = %3 설정이 %4 = %5 설정을 덮어씁니다</translation>
    </message>
    <message>
        <source>the defaults list names &apos;%1&apos;, which is not there; the config is read without it</source>
        <translation>defaults 목록에 있는 &apos;%1&apos;을(를) 찾을 수 없어, 이 항목 없이 설정을 읽습니다</translation>
    </message>
    <message>
        <source>the base config &apos;%1&apos; is not there; the config is read without it</source>
        <translation>베이스 설정 &apos;%1&apos;을(를) 찾을 수 없어, 이 설정 없이 읽습니다</translation>
    </message>
    <message>
        <source>of the services, &apos;%1&apos; is read as the one that trains</source>
        <translation>서비스 중 &apos;%1&apos;을(를) 학습을 실행하는 서비스로 간주합니다</translation>
    </message>
    <message>
        <source>this compose file has no services</source>
        <translation>이 compose 파일에는 서비스가 없습니다</translation>
    </message>
    <message>
        <source>dialect key map: %1</source>
        <translation>dialect 키 맵: %1</translation>
    </message>
    <message>
        <source>--map needs field=key.path, as in --map run.micro_batch=train.bs; got &apos;%1&apos;</source>
        <translation>--map에는 field=key.path 형식이 필요합니다(예: --map run.micro_batch=train.bs). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--map: the file has no key &apos;%1&apos; to read as %2</source>
        <translation>--map: %2 필드로 읽을 키 &apos;%1&apos;이(가) 파일에 없습니다</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be written in this file&apos;s format (at &apos;%3&apos;)</source>
        <translation>%1 = %2: 이 파일 형식으로는 쓸 수 없습니다(&apos;%3&apos; 위치)</translation>
    </message>
    <message>
        <source>%1 is built from several parts of the file and cannot be changed in place</source>
        <translation>%1 값은 파일의 여러 부분을 조합해 만들어지므로 그 자리에서 바꿀 수 없습니다</translation>
    </message>
    <message>
        <source>the file was not read, so it cannot be exported</source>
        <translation>파일을 읽지 못했으므로 내보낼 수 없습니다</translation>
    </message>
    <message>
        <source>this would overwrite the input file; give --in-place (a backup is kept as .bak) or another --out</source>
        <translation>입력 파일을 덮어쓰게 됩니다. --in-place(백업은 .bak으로 보관)나 다른 --out을 지정하세요</translation>
    </message>
    <message>
        <source>cannot write the backup: %1</source>
        <translation>백업을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>cannot save the file: %1</source>
        <translation>파일을 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>export needs --out FILE (or --out - for the standard output, or --in-place)</source>
        <translation>export에는 --out FILE이 필요합니다(표준 출력은 --out -, 또는 --in-place)</translation>
    </message>
    <message>
        <source>problem &apos;%1&apos;: %2</source>
        <translation>문제 &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>그래디언트</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>옵티마이저 상태</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>FP32 마스터 가중치</translation>
    </message>
    <message>
        <source>EMA copy</source>
        <translation>EMA 사본</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>활성화</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>로짓과 손실</translation>
    </message>
    <message>
        <source>Input batch</source>
        <translation>입력 배치</translation>
    </message>
    <message>
        <source>Dequantization buffers</source>
        <translation>역양자화 버퍼</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>통신 버퍼</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>할당자 예약 메모리</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 컨텍스트</translation>
    </message>
    <message>
        <source>cuBLAS workspace</source>
        <translation>cuBLAS 워크스페이스</translation>
    </message>
    <message>
        <source>OS and services</source>
        <translation>OS와 서비스</translation>
    </message>
    <message>
        <source>Training processes</source>
        <translation>학습 프로세스</translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation>DataLoader 워커</translation>
    </message>
    <message>
        <source>Batches in flight</source>
        <translation>대기 중인 배치</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>고정 메모리</translation>
    </message>
    <message>
        <source>Dataset cache</source>
        <translation>데이터셋 캐시</translation>
    </message>
    <message>
        <source>Checkpoint loading</source>
        <translation>체크포인트 로딩</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>공유 메모리</translation>
    </message>
    <message>
        <source>The model&apos;s parameters as the GPU holds them for the forward pass (quantized, 16-bit or fp32).</source>
        <translation>순전파를 위해 GPU에 올라가 있는 모델 파라미터입니다(양자화, 16비트 또는 fp32).</translation>
    </message>
    <message>
        <source>Gradients of the trainable parameters.</source>
        <translation>학습 가능한 파라미터의 그래디언트입니다.</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state per trainable parameter (AdamW keeps two).</source>
        <translation>학습 가능한 파라미터당 옵티마이저 상태입니다(AdamW는 2개).</translation>
    </message>
    <message>
        <source>The fp32 copy of the trainable parameters that mixed precision updates.</source>
        <translation>혼합 정밀도에서 업데이트되는 학습 가능한 파라미터의 fp32 사본입니다.</translation>
    </message>
    <message>
        <source>The exponential moving average copy of the model.</source>
        <translation>모델의 지수 이동 평균(EMA) 사본입니다.</translation>
    </message>
    <message>
        <source>Tensors the forward pass saves for backward; they grow with batch and sequence length.</source>
        <translation>순전파가 역전파를 위해 저장하는 텐서입니다. 배치 크기와 시퀀스 길이에 비례해 커집니다.</translation>
    </message>
    <message>
        <source>The output over the vocabulary and the loss&apos;s buffers.</source>
        <translation>어휘 전체에 대한 출력과 손실 계산용 버퍼입니다.</translation>
    </message>
    <message>
        <source>The input tensors of one micro batch.</source>
        <translation>마이크로 배치 하나의 입력 텐서입니다.</translation>
    </message>
    <message>
        <source>16-bit copies a quantized layer makes while it computes.</source>
        <translation>양자화된 레이어가 연산하는 동안 만드는 16비트 사본입니다.</translation>
    </message>
    <message>
        <source>DDP gradient buckets, gathered FSDP/ZeRO layers and reduce buckets.</source>
        <translation>DDP 그래디언트 버킷, all-gather된 FSDP/ZeRO 레이어, reduce 버킷입니다.</translation>
    </message>
    <message>
        <source>Memory PyTorch&apos;s caching allocator reserves beyond what tensors use.</source>
        <translation>PyTorch 캐싱 할당자가 텐서가 실제로 쓰는 양보다 더 예약해 두는 메모리입니다.</translation>
    </message>
    <message>
        <source>The cuBLAS workspace PyTorch&apos;s allocator holds for matrix multiplications.</source>
        <translation>PyTorch 할당자가 행렬 곱셈용으로 잡아 두는 cuBLAS 워크스페이스입니다.</translation>
    </message>
    <message>
        <source>The operating system and its services.</source>
        <translation>운영체제와 그 서비스입니다.</translation>
    </message>
    <message>
        <source>Each training process: Python, PyTorch and the CUDA libraries.</source>
        <translation>학습 프로세스마다 쓰는 Python, PyTorch, CUDA 라이브러리입니다.</translation>
    </message>
    <message>
        <source>DataLoader worker processes, each with its own copy of what it touches.</source>
        <translation>DataLoader 워커 프로세스입니다. 워커마다 자신이 접근한 데이터의 사본을 따로 가집니다.</translation>
    </message>
    <message>
        <source>Batches the workers have prepared ahead (workers × prefetch_factor).</source>
        <translation>워커가 미리 준비해 둔 배치입니다(workers × prefetch_factor).</translation>
    </message>
    <message>
        <source>Page-locked copies of batches when pin_memory is on.</source>
        <translation>pin_memory가 켜져 있을 때 만들어지는 배치의 페이지 고정(page-locked) 사본입니다.</translation>
    </message>
    <message>
        <source>Samples cached in RAM; a cache inside the Dataset lives once per worker process.</source>
        <translation>RAM에 캐시된 샘플입니다. Dataset 내부의 캐시는 워커 프로세스마다 하나씩 존재합니다.</translation>
    </message>
    <message>
        <source>The checkpoint loaded on the CPU before it moves to the GPU.</source>
        <translation>GPU로 옮기기 전에 CPU에 로드된 체크포인트입니다.</translation>
    </message>
    <message>
        <source>Optimizer states and parameters that DeepSpeed or FSDP keep in host memory.</source>
        <translation>DeepSpeed나 FSDP가 호스트 메모리에 두는 옵티마이저 상태와 파라미터입니다.</translation>
    </message>
    <message>
        <source>Shared memory the workers pass batches through.</source>
        <translation>워커가 배치를 넘겨줄 때 거치는 공유 메모리입니다.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>여유 있음</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>빠듯함</translation>
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
        <translation>이 머신</translation>
    </message>
    <message>
        <source>Docker&apos;s default shm_size, 64 MiB</source>
        <translation>Docker 기본 shm_size, 64 MiB</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>가정값</translation>
    </message>
    <message>
        <source>computed from the architecture</source>
        <translation>아키텍처로부터 계산</translation>
    </message>
    <message>
        <source>a tab in the indentation; YAML indents with spaces only, so replace the tab with spaces</source>
        <translation>들여쓰기에 탭이 있습니다. YAML은 공백으로만 들여쓰므로 탭을 공백으로 바꾸세요</translation>
    </message>
    <message>
        <source>the string opened with %1 here is never closed; add the closing %1 at the end of the value</source>
        <translation>여기서 %1(으)로 시작한 문자열이 닫히지 않았습니다. 값 끝에 닫는 %1을(를) 추가하세요</translation>
    </message>
    <message>
        <source>the &apos;%1&apos; opened here is never closed; add the matching &apos;%2&apos;</source>
        <translation>여기서 연 &apos;%1&apos;이(가) 닫히지 않았습니다. 짝이 되는 &apos;%2&apos;을(를) 추가하세요</translation>
    </message>
    <message>
        <source>this alias (*name) refers to an anchor (&amp;name) that is not defined before it; define the anchor first or write the value out</source>
        <translation>이 별칭(*name)은 앞에서 정의되지 않은 앵커(&amp;name)를 가리킵니다. 앵커를 먼저 정의하거나 값을 직접 쓰세요</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where no value can start; put a nested key on its own, more indented line, or quote a value that contains &apos;: &apos;</source>
        <translation>값이 시작될 수 없는 곳에 &apos;:&apos;이 있습니다. 중첩 키는 더 들여쓴 별도 줄에 두거나, &apos;: &apos;가 들어간 값은 따옴표로 감싸세요</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above; indent the keys of one mapping (and the &apos;-&apos; of one list) by the same number of spaces</source>
        <translation>들여쓰기가 위 줄과 맞지 않습니다. 한 매핑의 키(와 한 목록의 &apos;-&apos;)는 같은 수의 공백으로 들여쓰세요</translation>
    </message>
    <message>
        <source>this alias refers to the anchor that contains it, so the value would never end; write the value out instead</source>
        <translation>이 별칭은 자신을 포함하는 앵커를 가리켜 값이 끝나지 않습니다. 값을 직접 쓰세요</translation>
    </message>
    <message>
        <source>the file expands to more than %1 values (aliases counted as what they repeat); a training config needs far fewer, so this file is refused</source>
        <translation>이 파일은 펼치면 값이 %1개를 넘습니다(별칭은 반복하는 내용만큼 셉니다). 학습 설정에는 훨씬 적게 필요하므로 이 파일을 거부합니다</translation>
    </message>
    <message>
        <source>JSON has no comments; remove the comment (DeepSpeed, the HF Trainer and the other tools that read this file as JSON refuse it too)</source>
        <translation>JSON에는 주석을 쓸 수 없습니다. 주석을 지우세요 (이 파일을 JSON으로 읽는 DeepSpeed, HF Trainer 등도 이 파일을 거부합니다)</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos; is not allowed in JSON; remove this comma</source>
        <translation>JSON에서는 &apos;%1&apos; 앞에 쉼표를 쓸 수 없습니다. 이 쉼표를 지우세요</translation>
    </message>
    <message>
        <source>JSON strings use double quotes; write &quot;…&quot; instead of &apos;…&apos;</source>
        <translation>JSON 문자열은 큰따옴표를 씁니다. &apos;…&apos; 대신 &quot;…&quot;로 쓰세요</translation>
    </message>
    <message>
        <source>JSON keys must be in double quotes, as in &quot;key&quot;: value</source>
        <translation>JSON 키는 &quot;key&quot;: value처럼 큰따옴표로 감싸야 합니다</translation>
    </message>
    <message>
        <source>expected %1 here, found %2</source>
        <translation>여기에는 %1이(가) 와야 하는데 %2이(가) 있습니다</translation>
    </message>
    <message>
        <source>text after the end of the JSON value; a JSON file holds exactly one object</source>
        <translation>JSON 값이 끝난 뒤에 텍스트가 있습니다. JSON 파일에는 객체가 정확히 하나만 있어야 합니다</translation>
    </message>
    <message>
        <source>the string opened here is not closed on its line; add the closing &quot;</source>
        <translation>여기서 시작한 문자열이 같은 줄에서 닫히지 않았습니다. 닫는 &quot;를 추가하세요</translation>
    </message>
    <message>
        <source>the %1 opened here is never closed, so the shell would stop with &quot;unexpected end of file&quot;; add the matching closing character</source>
        <translation>여기서 연 %1이(가) 닫히지 않아 셸이 &quot;unexpected end of file&quot;로 멈춥니다. 짝이 되는 닫는 문자를 추가하세요</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or give the values with --set</source>
        <translation>파일에 설정이 없습니다(비어 있거나 주석뿐입니다). 학습 설정 파일 자체를 열거나 --set으로 값을 주세요</translation>
    </message>
    <message>
        <source>the file is encoded as %1; save it as UTF-8 and open it again</source>
        <translation>파일이 %1(으)로 인코딩되어 있습니다. UTF-8로 저장한 뒤 다시 여세요</translation>
    </message>
    <message>
        <source>byte %1 here is not UTF-8 text; save the file as UTF-8 (or remove the character) and open it again</source>
        <translation>여기의 바이트 %1은(는) UTF-8 텍스트가 아닙니다. 파일을 UTF-8로 저장하거나 그 문자를 지운 뒤 다시 여세요</translation>
    </message>
    <message>
        <source>including &apos;%1&apos; here would include a file that is already being read (a cycle); remove one of the includes</source>
        <translation>여기서 &apos;%1&apos;을(를) 포함하면 이미 읽고 있는 파일을 다시 포함하게 됩니다(순환). 포함 중 하나를 지우세요</translation>
    </message>
    <message>
        <source>includes nest deeper than %1 files here; Headroom stops at that depth</source>
        <translation>여기서 포함이 %1개 파일보다 깊게 중첩됩니다. Headroom은 이 깊이에서 멈춥니다</translation>
    </message>
    <message>
        <source>the config includes more than %1 files in all; Headroom stops there</source>
        <translation>설정이 모두 %1개가 넘는 파일을 포함합니다. Headroom은 거기서 멈춥니다</translation>
    </message>
    <message>
        <source>%1 refers to itself through ${…} interpolations (a cycle); give one of them a plain value</source>
        <translation>%1이(가) ${…} 보간을 거쳐 자기 자신을 가리킵니다(순환). 그중 하나에 일반 값을 주세요</translation>
    </message>
    <message>
        <source>%1 goes through more than %2 ${…} interpolations; give it a plainer value</source>
        <translation>%1이(가) ${…} 보간을 %2번 넘게 거칩니다. 더 단순한 값을 주세요</translation>
    </message>
    <message>
        <source>%1 expands to more than %2 bytes through ${…} interpolations; a setting is never that long</source>
        <translation>%1이(가) ${…} 보간으로 %2바이트를 넘게 펼쳐집니다. 설정 값은 그렇게 길지 않습니다</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels here; a training config never needs that many, so the file is refused</source>
        <translation>이 파일은 여기서 %1단계보다 깊게 중첩됩니다. 학습 설정에는 그만큼 필요 없으므로 파일을 거부합니다</translation>
    </message>
    <message>
        <source>after the change, %1 would not read back as %2 (the patched file says &apos;%3&apos;), so nothing was written; change this value in the file by hand</source>
        <translation>변경 후 %1이(가) %2(으)로 다시 읽히지 않아(수정된 파일에는 &apos;%3&apos;) 아무것도 쓰지 않았습니다. 파일에서 이 값을 직접 바꾸세요</translation>
    </message>
    <message>
        <source>this is a symbolic link (to &apos;%1&apos;); it is not written through unless --force is given; choose another file name</source>
        <translation>이것은 심볼릭 링크(&apos;%1&apos;을(를) 가리킴)입니다. --force 없이는 이를 통해 쓰지 않습니다. 다른 파일 이름을 고르세요</translation>
    </message>
    <message>
        <source>this is not a regular file (a folder, a device or a pipe); choose a file name to save to</source>
        <translation>일반 파일이 아닙니다(폴더, 장치 또는 파이프). 저장할 파일 이름을 고르세요</translation>
    </message>
    <message>
        <source>the file changed on disk since Headroom read it; open it again to see the changes, or save to another file</source>
        <translation>Headroom이 읽은 뒤 디스크의 파일이 바뀌었습니다. 다시 열어 변경 내용을 보거나 다른 파일로 저장하세요</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1</source>
        <translation>랭크 %1의 LoRA 어댑터</translation>
    </message>
    <message>
        <source>0.5 % of the parameters (the architecture is not known)</source>
        <translation>파라미터의 0.5% (아키텍처를 알 수 없음)</translation>
    </message>
    <message>
        <source>more than one GPU</source>
        <translation>GPU 2개 이상</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); give them with --set, or --map a key to a field</source>
        <translation>이 설정 파일에는 Headroom이 아는 설정(배치 크기, 워커 수, 정밀도, 모델 등)을 가리키는 키가 없습니다. --set으로 지정하거나 --map으로 키를 필드에 연결하세요</translation>
    </message>
    <message>
        <source>%1 is stated twice with different values: %2 = %3 is used, %4 = %5 is not</source>
        <translation>%1이(가) 서로 다른 값으로 두 번 지정되어 있습니다: %2 = %3을(를) 사용하고 %4 = %5은(는) 사용하지 않습니다</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all %3 GPUs, so each GPU takes %4</source>
        <translation>%1 = %2은(는) GPU %3개 전체의 배치이므로 GPU 하나당 %4입니다</translation>
    </message>
    <message>
        <source>this is not valid TOML: %1</source>
        <translation>올바른 TOML이 아닙니다: %1</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>여기서 시작한 문자열이 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>a bracket opened here is never closed</source>
        <translation>여기서 연 괄호가 닫히지 않았습니다</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it: the written file leaves it out</source>
        <translation>%1 = %2은(는) 이 파일에 없고 추가할 수도 없습니다. 저장되는 파일에는 이 변경이 빠집니다</translation>
    </message>
    <message>
        <source>the model card %1 cannot be read; check the path (a relative path counts from the config&apos;s folder) or write it again with headroom-probe</source>
        <translation>모델 카드 %1을(를) 읽을 수 없습니다. 경로를 확인하거나(상대 경로는 설정 파일 폴더 기준) headroom-probe로 다시 생성하세요</translation>
    </message>
    <message>
        <source>this is not a model card written by headroom-probe (it has no headroom_card key)</source>
        <translation>headroom-probe가 만든 모델 카드가 아닙니다(headroom_card 키가 없음)</translation>
    </message>
    <message>
        <source>the model card lacks &apos;%1&apos;; write it again with headroom-probe</source>
        <translation>모델 카드에 &apos;%1&apos;이(가) 없습니다. headroom-probe로 다시 생성하세요</translation>
    </message>
    <message>
        <source>in the model card, %1 must be a number of bytes or parameters, not &apos;%2&apos;</source>
        <translation>모델 카드에서 %1은(는) 바이트 수나 파라미터 수여야 합니다. &apos;%2&apos;은(는) 안 됩니다</translation>
    </message>
    <message>
        <source>in the model card, %1 cannot be &apos;%2&apos;</source>
        <translation>모델 카드에서 %1은(는) &apos;%2&apos;일 수 없습니다</translation>
    </message>
    <message>
        <source>--measured needs METRIC=SIZE with METRIC one of allocated, reserved, nvidia-smi, as in --measured allocated=17.3GiB; got &apos;%1&apos;</source>
        <translation>--measured에는 METRIC=SIZE가 필요합니다. METRIC은 allocated, reserved, nvidia-smi 중 하나입니다(예: --measured allocated=17.3GiB). 입력값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--measured needs a config FILE: the calibration is kept beside it</source>
        <translation>--measured에는 설정 파일 FILE이 필요합니다. 보정값은 그 옆에 저장됩니다</translation>
    </message>
    <message>
        <source>a run cannot be calibrated while the model is unknown; name the model or a model card first</source>
        <translation>모델을 알 수 없으면 보정할 수 없습니다. 먼저 모델이나 모델 카드를 지정하세요</translation>
    </message>
    <message>
        <source>the calibration %1 cannot be read (%2); delete it or measure again with --measured</source>
        <translation>보정 파일 %1을(를) 읽을 수 없습니다(%2). 삭제하거나 --measured로 다시 측정하세요</translation>
    </message>
    <message>
        <source>the calibration could not be written to %1: %2</source>
        <translation>보정값을 %1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; is taken to be the catalog&apos;s %2 (match %3 %); set model.preset if it is another one</source>
        <translation>모델 &apos;%1&apos;을(를) 카탈로그의 %2(으)로 간주했습니다 (일치도 %3 %). 다른 모델이라면 model.preset을 지정하세요</translation>
    </message>
    <message>
        <source>Optimizer in backward applies each gradient as soon as it is computed, so gradient accumulation (%1 steps) does not work with it</source>
        <translation>optimizer-in-backward는 그래디언트가 계산되는 즉시 적용하므로 그래디언트 누적(%1 스텝)과 함께 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>페이징 옵티마이저 상태</translation>
    </message>
    <message>
        <source>Calibrated from your run</source>
        <translation>실제 실행으로 보정</translation>
    </message>
    <message>
        <source>A paged optimizer&apos;s states in CUDA unified memory: on the GPU while there is room, paged out to host RAM when it is full. PyTorch&apos;s memory counters do not include them.</source>
        <translation>CUDA 통합 메모리에 있는 페이징 옵티마이저 상태입니다. GPU에 여유가 있으면 GPU에 있고, 가득 차면 호스트 RAM으로 페이지 아웃됩니다. PyTorch의 메모리 카운터에는 잡히지 않습니다.</translation>
    </message>
    <message>
        <source>The difference your measured run showed, applied to activations and fixed overhead; it follows the batch and input size.</source>
        <translation>측정한 실행에서 드러난 차이를 활성값과 고정 오버헤드에 반영한 값입니다. 배치와 입력 크기에 따라 달라집니다.</translation>
    </message>
    <message>
        <source>measured from your model (model card)</source>
        <translation>사용자 모델에서 측정(모델 카드)</translation>
    </message>
    <message>
        <source>the config file&apos;s name</source>
        <translation>설정 파일 이름</translation>
    </message>
    <message>
        <source>unknown until the model is identified</source>
        <translation>모델을 식별하기 전까지 알 수 없음</translation>
    </message>
    <message>
        <source>%1 = %2 is not in the file: it is what the tool does by default where %3 is set</source>
        <translation>%1 = %2 값은 파일에 없습니다. %3 키가 있을 때 도구가 기본으로 쓰는 값입니다</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: that needs its shape (model.layers, model.hidden, model.heads), so the GPU figure is a floor</source>
        <translation>&apos;%1&apos;의 활성화 메모리는 계산하지 않았습니다. 계산하려면 모델 구조(model.layers, model.hidden, model.heads)가 필요하므로 GPU 수치는 하한값입니다</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: Headroom walks only a network it can name (a backbone and head such as &apos;resnet50 fpn mask rcnn&apos;, or a catalog model in model.preset), so the GPU figure is a floor</source>
        <translation>&apos;%1&apos;의 활성화 메모리는 계산하지 않았습니다. Headroom은 이름으로 알아볼 수 있는 네트워크(&apos;resnet50 fpn mask rcnn&apos;처럼 백본과 헤드, 또는 model.preset에 지정한 카탈로그 모델)만 계층별로 계산하므로 GPU 수치는 하한값입니다</translation>
    </message>
    <message>
        <source>%1 means every GPU the machine has: the file does not say how many, so %2 is left for you to set</source>
        <translation>%1은(는) 머신의 모든 GPU를 뜻합니다. 파일에 개수가 없으므로 %2 값은 직접 지정하세요</translation>
    </message>
    <message>
        <source>model.experts_active = %2 is more than the model&apos;s %1 experts</source>
        <translation>model.experts_active = %2 값이 모델의 전문가 수 %1보다 큽니다</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it, so nothing was written; leave that change out, or make it where the tool takes it (its command line)</source>
        <translation>%1 = %2은(는) 이 파일에 없고 추가할 수도 없어 아무것도 저장하지 않았습니다. 이 변경을 빼거나, 도구가 받는 곳(명령줄)에서 지정하세요</translation>
    </message>
    <message>
        <source>the RAM cache holds the whole dataset, but its size is not known: give data.dataset_size (samples); until then the cache counts as 0 in host RAM</source>
        <translation>RAM 캐시가 데이터셋 전체를 담지만 크기를 알 수 없습니다. data.dataset_size(샘플 수)를 지정하세요. 그전까지는 호스트 RAM에서 캐시를 0으로 계산합니다</translation>
    </message>
    <message>
        <source>%1 = %3 lets the tool choose at run time, so %2 is left at Headroom&apos;s default; set it to what the run uses</source>
        <translation>%1 = %3은(는) 실행 시점에 도구가 정하므로 %2은(는) Headroom 기본값으로 둡니다. 실제 실행에서 쓰는 값으로 지정하세요</translation>
    </message>
    <message>
        <source>a space follows the \ at the end of this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; delete the space after the \</source>
        <translation>이 줄 끝의 \ 뒤에 공백이 있어 줄이 이어지지 않습니다. 셸은 여기서 명령을 끝내고 다음 줄을 별도의 명령으로 실행합니다. \ 뒤의 공백을 지우세요</translation>
    </message>
    <message>
        <source>this %1 command is not read: the script launches more than once, and the launch on line %2 is the one read</source>
        <translation>이 %1 명령은 읽지 않았습니다. 스크립트가 학습을 여러 번 실행하며, %2행의 실행을 읽었습니다</translation>
    </message>
    <message>
        <source>tensor parallel %1 × pipeline %2 × context parallel %4 does not divide the %3 GPUs; the data-parallel size is rounded down</source>
        <translation>텐서 병렬 %1 × 파이프라인 %2 × 컨텍스트 병렬 %4로 GPU %3개가 나누어떨어지지 않아 데이터 병렬 크기를 내림했습니다</translation>
    </message>
    <message>
        <source>Generation engine (vLLM/SGLang)</source>
        <translation>롤아웃 엔진 (vLLM/SGLang)</translation>
    </message>
    <message>
        <source>The share of the card the colocated rollout engine takes (its gpu_memory_utilization): its weights, activations and KV cache. In sleep mode it is freed while the model trains.</source>
        <translation>같은 GPU에 올라간 롤아웃 엔진이 차지하는 메모리(gpu_memory_utilization): 가중치, 활성값, KV 캐시입니다. sleep mode에서는 모델이 학습하는 동안 해제됩니다.</translation>
    </message>
    <message>
        <source>%1 = %2 is not a size Kubernetes accepts (64Gi, 65536Mi, or 64G for 64×10⁹ bytes), so %3 was not read from it</source>
        <translation>%1 = %2은(는) Kubernetes가 받아들이는 크기가 아닙니다(64Gi, 65536Mi, 또는 64×10⁹바이트를 뜻하는 64G). 그래서 %3을(를) 읽지 않았습니다</translation>
    </message>
    <message>
        <source>of the manifest&apos;s containers, &apos;%1&apos; is read as the one that trains</source>
        <translation>매니페스트의 컨테이너 중 &apos;%1&apos;을(를) 학습을 실행하는 컨테이너로 간주합니다</translation>
    </message>
    <message>
        <source>this Kubernetes manifest has no containers to read (no Pod, Job, Deployment, StatefulSet or PyTorchJob with a containers: list)</source>
        <translation>이 Kubernetes 매니페스트에는 읽을 컨테이너가 없습니다(containers: 목록이 있는 Pod, Job, Deployment, StatefulSet, PyTorchJob이 없음)</translation>
    </message>
    <message>
        <source>the container runtime&apos;s default /dev/shm of a pod, 64 MiB</source>
        <translation>컨테이너 런타임이 파드에 기본으로 주는 /dev/shm, 64 MiB</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; here stands outside any [ ] or { } list, where YAML cannot read it; remove it, or quote the value it belongs to</source>
        <translation>여기 있는 &apos;%1&apos;은(는) [ ] 나 { } 바깥에 있어 YAML이 읽을 수 없습니다. 지우거나, 이 문자가 속한 값을 따옴표로 감싸세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined a second time here; TOML allows each key and [table] once, so remove one or merge them</source>
        <translation>&apos;%1&apos;이(가) 여기서 두 번째로 정의되었습니다. TOML에서는 키와 [테이블]을 한 번씩만 정의할 수 있으니, 하나를 지우거나 둘을 합치세요</translation>
    </message>
    <message>
        <source>a key with no value after &apos;=&apos;; write the value, or remove the line</source>
        <translation>&apos;=&apos; 뒤에 값이 없는 키입니다. 값을 쓰거나 이 줄을 지우세요</translation>
    </message>
    <message>
        <source>this value is not a number, true/false or a date, so TOML needs it in quotes: write it as &quot;…&quot;</source>
        <translation>이 값은 숫자나 true/false, 날짜가 아니므로 TOML에서는 따옴표로 감싸야 합니다: &quot;…&quot;처럼 쓰세요</translation>
    </message>
    <message>
        <source>more text after the value on this line; put one key = value per line, and a comment after #</source>
        <translation>이 줄의 값 뒤에 다른 텍스트가 더 있습니다. 한 줄에 key = value 하나만 쓰고, 주석은 # 뒤에 쓰세요</translation>
    </message>
    <message>
        <source>an extra &apos;,&apos; with no value beside it; remove the comma</source>
        <translation>값 없이 남는 &apos;,&apos;가 있습니다. 이 쉼표를 지우세요</translation>
    </message>
    <message>
        <source>the vocabulary size is not known, so the embedding, the LM head and the logits are left out; set model.vocab (the tokenizer&apos;s size: 32000 for Llama 2, 128256 for Llama 3, 151936 for Qwen2)</source>
        <translation>어휘 크기를 알 수 없어 임베딩, LM head, 로짓이 빠져 있습니다. model.vocab을 지정하세요 (토크나이저 크기: Llama 2는 32000, Llama 3는 128256, Qwen2는 151936)</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; does not close the &apos;%2&apos; opened on line %3; close that one first with &apos;%4&apos;</source>
        <translation>이 &apos;%1&apos;은(는) %3번째 줄에서 연 &apos;%2&apos;을(를) 닫지 못합니다. 먼저 &apos;%4&apos;(으)로 그것을 닫으세요</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; closes nothing: no bracket is open here; remove it</source>
        <translation>이 &apos;%1&apos;이(가) 닫을 괄호가 없습니다. 여기에는 열린 괄호가 없으니 지우세요</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set hardware.host_ram_gib (--host-ram) to a node&apos;s RAM</source>
        <translation>호스트 RAM을 이 컴퓨터의 %1 GiB로 잡았지만, 이 실행은 노드 %3개에서 GPU %2개를 씁니다. 서버에서 학습한다면 hardware.host_ram_gib(--host-ram)를 노드 하나의 RAM으로 지정하세요</translation>
    </message>
    <message>
        <source>offloading the parameters needs FSDP or DeepSpeed ZeRO; with strategy &apos;%1&apos; they stay on the GPU</source>
        <translation>파라미터를 CPU로 오프로드하려면 FSDP나 DeepSpeed ZeRO가 필요합니다. 전략 &apos;%1&apos;에서는 파라미터가 GPU에 그대로 남습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an escape JSON knows; a backslash in a path is written twice (C:\\data), or use &apos;/&apos;</source>
        <translation>&apos;%1&apos;은(는) JSON이 아는 이스케이프가 아닙니다. 경로의 역슬래시는 두 번 쓰거나(C:\\data) &apos;/&apos;를 쓰세요</translation>
    </message>
    <message>
        <source>a tab or another control character typed inside a string; JSON needs it written as an escape (\t, \n)</source>
        <translation>문자열 안에 탭이나 다른 제어 문자가 그대로 들어 있습니다. JSON에서는 이스케이프(\t, \n)로 써야 합니다</translation>
    </message>
    <message>
        <source>JSON numbers do not start with 0 (%1); write it without the leading zero</source>
        <translation>JSON 숫자는 0으로 시작하지 않습니다(%1). 앞의 0을 빼고 쓰세요</translation>
    </message>
    <message>
        <source>an inline table { … } must stay on one line in TOML; join its lines, or write it as a [table] of its own</source>
        <translation>TOML의 인라인 테이블 { … }은 한 줄에 있어야 합니다. 줄을 합치거나 별도의 [테이블]로 쓰세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number TOML can read (a float like 1e-4 or 0.5, an integer of at most 19 digits); fix it, or quote it if it is meant as text</source>
        <translation>&apos;%1&apos;은(는) TOML이 읽을 수 있는 숫자가 아닙니다(1e-4, 0.5 같은 실수, 최대 19자리 정수). 고치거나, 텍스트라면 따옴표로 감싸세요</translation>
    </message>
    <message>
        <source>%1 holds a list where one value goes; %2 was not read from it</source>
        <translation>%1에 값 하나가 와야 할 자리에 리스트가 있습니다. 여기서 %2을(를) 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1 holds a mapping of keys where one value goes; %2 was not read from it</source>
        <translation>%1에 값 하나가 와야 할 자리에 키 매핑이 있습니다. 여기서 %2을(를) 읽지 않았습니다</translation>
    </message>
    <message>
        <source>this text comes after a &apos;...&apos; line, which ends the YAML document, so a training script&apos;s yaml.safe_load refuses the file; remove the &apos;...&apos; line</source>
        <translation>이 텍스트는 YAML 문서를 끝내는 &apos;...&apos; 줄 뒤에 있어서 학습 스크립트의 yaml.safe_load가 파일을 거부합니다. &apos;...&apos; 줄을 지우세요</translation>
    </message>
    <message>
        <source>--map %1 has nothing to read in a Headroom setup file, whose keys are the fields themselves; give the value with --set</source>
        <translation>--map %1: Headroom 설정 파일은 키가 곧 필드이므로 읽을 것이 없습니다. 값은 --set으로 주세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes with more than one memory size; %2 is taken. If yours is another, name it: %3</source>
        <translation>&apos;%1&apos;은(는) 메모리 용량이 여러 가지입니다. %2(으)로 계산했습니다. 다른 모델이면 이름을 지정하세요: %3</translation>
    </message>
    <message>
        <source>this file is a template ({{ … }}, {% … %}) that a tool fills in before it is YAML; open the config it renders to, or put the values in</source>
        <translation>이 파일은 도구가 값을 채운 뒤에야 YAML이 되는 템플릿({{ … }}, {% … %})입니다. 렌더링된 설정 파일을 열거나 값을 직접 넣으세요</translation>
    </message>
    <message>
        <source>the here-document opened here is never closed by its delimiter line, so the shell reads the rest of the file into it and runs nothing after; add the delimiter line where its text ends</source>
        <translation>여기서 연 here-document가 구분자 줄로 닫히지 않아, 셸이 파일의 나머지를 모두 그 안으로 읽고 이후에는 아무것도 실행하지 않습니다. 텍스트가 끝나는 곳에 구분자 줄을 넣으세요</translation>
    </message>
    <message>
        <source>a comment follows the \ on this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; move the comment to a line of its own</source>
        <translation>이 줄의 \ 뒤에 주석이 있어 줄이 이어지지 않습니다. 셸은 여기서 명령을 끝내고 다음 줄을 별도의 명령으로 실행합니다. 주석을 따로 한 줄로 옮기세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not NAME=value, so it sets nothing (python-dotenv and docker skip it); write it as NAME=value</source>
        <translation>&apos;%1&apos;은(는) NAME=value 형식이 아니라 아무것도 설정하지 않습니다(python-dotenv와 docker는 건너뜁니다). NAME=value로 쓰세요</translation>
    </message>
    <message>
        <source>the file holds more than %1 values; a training config needs far fewer, so this file is refused</source>
        <translation>파일에 값이 %1개를 넘습니다. 학습 설정에는 훨씬 적은 값이면 충분하므로 이 파일은 거부됩니다</translation>
    </message>
    <message>
        <source>the key on this line is longer than %1 characters, more than YAML allows a plain key; shorten it</source>
        <translation>이 줄의 키가 %1자를 넘어 YAML이 일반 키에 허용하는 길이보다 깁니다. 키를 줄이세요</translation>
    </message>
    <message>
        <source>the section %1 is given again here (also on line %2); a YAML loader keeps only this one, so what the first one sets is lost; merge the two</source>
        <translation>섹션 %1이(가) 여기서 다시 나옵니다(%2번째 줄에도 있음). YAML 로더는 이것만 남기므로 첫 번째 섹션의 설정은 사라집니다. 두 섹션을 합치세요</translation>
    </message>
    <message>
        <source>services is a list here, but Compose wants a mapping of names: write each service as &apos;name:&apos; with its keys indented under it, not as &apos;- name: …&apos;</source>
        <translation>여기서 services가 리스트로 쓰였지만 Compose는 이름을 키로 하는 매핑을 요구합니다. 각 서비스를 &apos;- name: …&apos;이 아니라 &apos;name:&apos; 아래에 키를 들여 써서 적으세요</translation>
    </message>
    <message>
        <source>the script may not take such a flag: nothing on its command line shows its parser has one, and a flag it does not know stops it at start; set it where the script reads it</source>
        <translation>스크립트가 이런 플래그를 받지 않을 수 있습니다. 명령줄 어디에도 파서에 그 옵션이 있다는 표시가 없고, 모르는 플래그는 시작하자마자 스크립트를 멈춥니다. 스크립트가 값을 읽는 곳에서 설정하세요</translation>
    </message>
    <message>
        <source>a key the file does not have is not added to a TOML or Python config</source>
        <translation>TOML이나 Python 설정에는 파일에 없는 키를 추가하지 않습니다</translation>
    </message>
    <message>
        <source>it would go inside a { } or [ ] written on one line</source>
        <translation>한 줄로 쓴 { } 나 [ ] 안에 넣어야 합니다</translation>
    </message>
    <message>
        <source>the file has no section it belongs in</source>
        <translation>파일에 이 값이 들어갈 섹션이 없습니다</translation>
    </message>
    <message>
        <source>the file has no command that trains</source>
        <translation>파일에 학습을 실행하는 명령이 없습니다</translation>
    </message>
    <message>
        <source>the compose file has no service that trains</source>
        <translation>compose 파일에 학습하는 서비스가 없습니다</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be added to this file: %3</source>
        <translation>%1 = %2을(를) 이 파일에 추가할 수 없습니다: %3</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1… (%2자)</translation>
    </message>
    <message>
        <source>no training launch was found in this script (torchrun, accelerate launch, deepspeed, python …, or a tool&apos;s command line), so nothing was read from it</source>
        <translation>이 스크립트에서 학습 실행 명령(torchrun, accelerate launch, deepspeed, python … 또는 도구의 명령줄)을 찾지 못해 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>this file sets no variables, so nothing was read from it</source>
        <translation>이 파일은 변수를 하나도 설정하지 않아 아무것도 읽지 않았습니다</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; give the count with --gpus N (and --nodes N)</source>
        <translation>전략 &apos;%1&apos;은 모델을 여러 GPU에 샤딩하지만, 파일에 GPU 개수가 없습니다(런처가 정합니다). 이 추정은 샤딩이 일어나지 않는 GPU 1개 기준입니다. --gpus N(과 --nodes N)으로 개수를 지정하세요</translation>
    </message>
    <message>
        <source>the script has Windows line ends (CRLF): bash does not take &apos;\&apos; before them as a line continuation, so the lines after this one never reach the command; it is read as meant here, convert the file with dos2unix before running it</source>
        <translation>이 스크립트는 Windows 줄바꿈(CRLF)을 씁니다: bash는 그 앞의 &apos;\&apos;를 줄 이어쓰기로 보지 않아 이 줄 다음 줄들은 명령에 전달되지 않습니다. 여기서는 의도대로 읽었지만, 실행 전에 dos2unix로 파일을 변환하세요</translation>
    </message>
    <message>
        <source>nothing in the file names the model: %1 is taken from the file&apos;s name (%2); set model.name if that is not the model</source>
        <translation>파일에 모델 이름이 없습니다: %1은(는) 파일 이름(%2)에서 가져왔습니다. 다른 모델이라면 model.name을 지정하세요</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; give the count with --gpus N (and --nodes N) if it differs</source>
        <translation>파일에 GPU 수가 없지만, 전역 배치 %1 = 마이크로 배치 %2 × 누적 %3 × GPU %4개입니다: GPU %4개 기준으로 추정했습니다. 다르다면 --gpus N(및 --nodes N)으로 지정하세요</translation>
    </message>
    <message>
        <source>%1 = %2 is a range of node counts (min:max): %3 is read as the smallest, where each GPU holds the largest share</source>
        <translation>%1 = %2은(는) 노드 수 범위(min:max)입니다: %3은(는) 각 GPU가 가장 큰 몫을 맡는 최솟값으로 읽었습니다</translation>
    </message>
    <message>
        <source>&apos;%1=…&apos; is not how YAML sets a key: write &apos;%1: …&apos; (a colon and a space)</source>
        <translation>&apos;%1=…&apos;은(는) YAML에서 키를 지정하는 방법이 아닙니다: &apos;%1: …&apos;처럼 쓰세요(콜론과 공백)</translation>
    </message>
    <message>
        <source>this line is indented with a non-breaking space (U+00A0), which YAML reads as part of the key, so the key names nothing the tool knows; indent with plain spaces</source>
        <translation>이 줄은 줄바꿈 없는 공백(U+00A0)으로 들여쓰기되어 있어 YAML이 이를 키의 일부로 읽습니다. 그래서 도구가 아는 키가 되지 않으니 일반 공백으로 들여쓰세요</translation>
    </message>
    <message>
        <source>%1 and %2 are both true: the trainer refuses that (at most one of fp16 and bf16 can be on); read as %3, set the other to false</source>
        <translation>%1와(과) %2이(가) 모두 true입니다: 트레이너가 이를 거부합니다(fp16과 bf16은 하나만 켤 수 있음). %3(으)로 읽었으니 다른 하나는 false로 두세요</translation>
    </message>
    <message>
        <source>the loop runs %3 times: this reading is of the first run, with $%1 = %2; the runs with its other values are not read</source>
        <translation>이 루프는 %3번 실행됩니다: 여기서는 $%1 = %2인 첫 번째 실행만 읽었고, 다른 값으로 도는 실행은 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the optimizer is now %1, but the file still passes it %2, which %1 does not take: remove them before running</source>
        <translation>옵티마이저가 이제 %1인데, 파일은 여전히 %2을(를) 넘깁니다. %1은(는) 이 인자를 받지 않으니 실행 전에 지우세요</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing before this argument: Python refuses the file (&quot;Perhaps you forgot a comma?&quot;)</source>
        <translation>이 인자 앞에 &apos;,&apos;가 빠졌습니다: Python이 이 파일을 거부합니다(&quot;Perhaps you forgot a comma?&quot;)</translation>
    </message>
    <message>
        <source>%1 = %2 was kept: with micro batch %3 × accumulation %4 it now means %5 GPUs; set it to micro batch × accumulation × your GPU count</source>
        <translation>%1 = %2은(는) 그대로 두었습니다: 마이크로 배치 %3 × 누적 %4이면 이제 GPU %5개를 뜻합니다. 마이크로 배치 × 누적 × 실제 GPU 수로 맞추세요</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a list</source>
        <translation>이 키가 들어갈 섹션이 리스트로 작성되어 있습니다</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a single value, not as a section</source>
        <translation>이 키가 들어갈 섹션이 섹션이 아니라 단일 값으로 작성되어 있습니다</translation>
    </message>
    <message>
        <source>no network called &apos;%1&apos; can be walked, so its activations are those of %2 at this input, a stand-in of its kind: the band around the GPU figure is wide. Name its backbone and head (such as &apos;resnet50 fpn mask rcnn&apos;) for an exact count</source>
        <translation>&apos;%1&apos; 네트워크는 레이어 단위로 분석할 수 없어, 같은 종류의 대체 네트워크인 %2의 이 입력에서의 활성화로 계산했습니다. 따라서 GPU 수치의 오차 범위가 넓습니다. 정확히 계산하려면 backbone과 head를 지정하세요(예: &apos;resnet50 fpn mask rcnn&apos;)</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: its value comes from %3, which %4 read too, and changing it there would change them as well; give %1 a value of its own in the file, then export again</source>
        <translation>%1 = %2 은(는) 기록하지 않았습니다. 이 값은 %3 에서 오는데 %4 도 같은 값을 읽으므로, 거기서 바꾸면 그쪽도 함께 바뀝니다. 파일에서 %1 에 별도의 값을 지정한 뒤 다시 export 하세요</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: the run reads it from %3 here, in a file the command names, and no flag of the command can override it; export this file (or change it here) instead</source>
        <translation>%1 = %2 은(는) 기록하지 않았습니다. 실행 시 명령이 지정한 이 파일의 %3 에서 값을 읽으며, 명령의 어떤 플래그로도 덮어쓸 수 없습니다. 대신 이 파일을 export 하세요(또는 여기서 직접 수정하세요)</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set hardware.host_ram_gib (--host-ram) to that machine&apos;s RAM</source>
        <translation>호스트 RAM을 이 머신의 %1 GiB로 잡았지만, 이 머신에는 NVIDIA GPU가 없어 학습은 다른 머신에서 돌아갑니다. hardware.host_ram_gib(--host-ram)를 그 머신의 RAM으로 설정하세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; its name gives its size, %2, so the catalog&apos;s %3 stands in for its shape (layers, width, vocabulary): the band around its activations and logits is wide. Give model.layers, model.hidden, model.heads and model.vocab, or a model card, for an exact count</source>
        <translation>&apos;%1&apos;은(는) 카탈로그에 없습니다. 이름에서 크기 %2를 읽었으므로 카탈로그의 %3이(가) 구조(레이어, 너비, 어휘)를 대신합니다. 활성화와 로짓의 오차 범위가 넓습니다. 정확히 계산하려면 model.layers, model.hidden, model.heads, model.vocab 또는 모델 카드를 지정하세요</translation>
    </message>
    <message>
        <source>the batch is chosen when training starts (AutoBatch, %2 % of the GPU&apos;s memory): about %1 on this GPU, the batch this estimate uses; set the batch to fix it</source>
        <translation>배치 크기는 학습 시작 시 정해집니다(AutoBatch, GPU 메모리의 %2 %). 이 GPU에서는 약 %1이며 이 추정도 그 값을 씁니다. 고정하려면 배치를 직접 지정하세요</translation>
    </message>
    <message>
        <source>AutoBatch (%2 % of the GPU&apos;s memory) does not run on several GPUs: Ultralytics trains its default batch of %1 split over them, the batch this estimate uses</source>
        <translation>AutoBatch(GPU 메모리의 %2 %)는 여러 GPU에서 동작하지 않습니다. Ultralytics는 기본 배치 %1을 GPU들에 나눠 쓰며, 이 추정도 그 값을 씁니다</translation>
    </message>
    <message>
        <source>%3 is null: nothing is truncated, so each batch is as long as its longest sample; %1 = %2 stands in for that length. Set %1 to your longest sample in tokens</source>
        <translation>%3 값이 null이라 잘라내지 않습니다: 각 배치의 길이는 그 안에서 가장 긴 샘플의 길이가 됩니다. 그 길이 대신 %1 = %2 값을 썼습니다. %1 값을 가장 긴 샘플의 토큰 수로 지정하세요</translation>
    </message>
    <message>
        <source>%1 has no bf16, so the tool&apos;s &apos;auto&apos; trains in fp16 mixed precision there; the estimate does too</source>
        <translation>%1 GPU는 bf16을 지원하지 않아 도구의 &apos;auto&apos;가 이 GPU에서는 fp16 혼합 정밀도로 학습합니다. 추정도 그렇게 계산합니다</translation>
    </message>
    <message>
        <source>&apos;auto&apos;: the tool decides when the run starts</source>
        <translation>&apos;auto&apos;: 실행이 시작될 때 도구가 정합니다</translation>
    </message>
    <message>
        <source>a stand-in of the named size for the shape, not the model itself</source>
        <translation>이름에 적힌 크기의 대체 모델로 구조만 빌린 것이며, 모델 자체는 아닙니다</translation>
    </message>
    <message>
        <source>%1 = %2 trains on the CPU: its memory is host RAM, and the GPU figures are what the same run would take on one GPU</source>
        <translation>%1 = %2 설정은 CPU에서 학습합니다. 메모리는 호스트 RAM을 쓰며, GPU 수치는 같은 학습을 GPU 한 장에서 돌릴 때의 값입니다</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read, and the estimate uses %3 = %4</source>
        <translation>%1 = %2 값은 Headroom이 %3 항목에서 모르는 값이라 읽지 않았고, 추정에는 %3 = %4 값을 씁니다</translation>
    </message>
    <message>
        <source>a character TOML allows only inside a &quot;string&quot; or a # comment; put the value in quotes, or remove it</source>
        <translation>TOML에서는 이 문자를 &quot;문자열&quot; 안이나 # 주석에서만 쓸 수 있습니다. 값을 따옴표로 감싸거나 문자를 지우세요</translation>
    </message>
    <message>
        <source>this line ends in ^, the line continuation of Windows cmd: bash does not join lines with it, so under bash the command ends here and the next line runs alone. Headroom reads the lines as one command; in a shell script end the line with \ instead</source>
        <translation>이 줄은 Windows cmd의 줄 잇기 기호인 ^로 끝납니다. bash는 이것으로 줄을 잇지 않으므로 bash에서는 명령이 여기서 끝나고 다음 줄이 따로 실행됩니다. Headroom은 이 줄들을 한 명령으로 읽습니다. 셸 스크립트에서는 줄 끝에 \를 쓰세요</translation>
    </message>
    <message>
        <source>this line is no key (it has no &apos;:&apos;) and no list item, and it is not indented under the line before, so YAML cannot place it (PyYAML: could not find expected &apos;:&apos;); the file may be cut short here, or a &apos;:&apos; is missing</source>
        <translation>이 줄은 키(&apos;:&apos; 없음)도 리스트 항목도 아니고 윗줄보다 더 들여쓰지도 않아 YAML이 위치를 정할 수 없습니다 (PyYAML: could not find expected &apos;:&apos;). 파일이 여기서 잘렸거나 &apos;:&apos;가 빠졌을 수 있습니다</translation>
    </message>
    <message>
        <source>nothing follows this &apos;=&apos;: Python refuses the file (&quot;invalid syntax&quot;); the file may be cut short here, or a value is missing</source>
        <translation>이 &apos;=&apos; 뒤에 아무것도 없습니다. Python이 파일을 거부합니다 (&quot;invalid syntax&quot;). 파일이 여기서 잘렸거나 값이 빠졌을 수 있습니다</translation>
    </message>
    <message>
        <source>the block that starts here (if, while, for, case or {) is never closed by its fi, done, esac or }, so bash refuses the whole script (&quot;unexpected end of file&quot;); the file may be cut short, or the closing word is missing</source>
        <translation>여기서 시작하는 블록(if, while, for, case 또는 {)이 fi, done, esac 또는 }로 닫히지 않아 bash가 스크립트 전체를 거부합니다 (&quot;unexpected end of file&quot;). 파일이 잘렸거나 닫는 단어가 빠졌을 수 있습니다</translation>
    </message>
    <message>
        <source>this looks like a %1 config (%2): Headroom models how PyTorch trains (its caching allocator, what autograd keeps for backward), so the estimate is what PyTorch would need for these settings, not what %1 will use</source>
        <translation>%1 설정으로 보입니다(%2): Headroom은 PyTorch의 학습 방식(캐싱 할당자, autograd가 backward용으로 저장하는 텐서)을 모델링하므로, 이 추정치는 같은 설정에서 PyTorch가 필요로 할 메모리이지 %1이(가) 실제로 쓸 메모리가 아닙니다</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set “%4” to a node&apos;s RAM</source>
        <translation>호스트 RAM을 이 컴퓨터의 %1 GiB로 잡았지만, 이 실행은 노드 %3개에서 GPU %2개를 씁니다. 서버에서 학습한다면 ‘%4’을(를) 노드 하나의 RAM으로 지정하세요</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set “%2” to that machine&apos;s RAM</source>
        <translation>호스트 RAM을 이 머신의 %1 GiB로 잡았지만, 이 머신에는 NVIDIA GPU가 없어 학습은 다른 머신에서 돌아갑니다. ‘%2’을(를) 그 머신의 RAM으로 설정하세요</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; set “%5” (and “%6”) if it differs</source>
        <translation>파일에 GPU 수가 없지만, 전역 배치 %1 = 마이크로 배치 %2 × 누적 %3 × GPU %4개입니다: GPU %4개 기준으로 추정했습니다. 다르다면 ‘%5’(및 ‘%6’)을(를) 지정하세요</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; set “%2” (and “%3”)</source>
        <translation>전략 &apos;%1&apos;은 모델을 여러 GPU에 샤딩하지만, 파일에 GPU 개수가 없습니다(런처가 정합니다). 이 추정은 샤딩이 일어나지 않는 GPU 1개 기준입니다. ‘%2’(과 ‘%3’)을(를) 지정하세요</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or set the values in the Controls panel</source>
        <translation>파일에 설정이 없습니다(비어 있거나 주석뿐입니다). 학습 설정 파일 자체를 열거나 ‘컨트롤’ 패널에서 값을 지정하세요</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); set them in the Controls panel</source>
        <translation>이 설정 파일에는 Headroom이 아는 설정(배치 크기, 워커 수, 정밀도, 모델 등)을 가리키는 키가 없습니다. ‘컨트롤’ 패널에서 지정하세요</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so of this case only the branch %2), written for NVIDIA GPUs, is read</source>
        <translation>여기서는 %1의 값을 알 수 없으므로, 이 case에서는 NVIDIA GPU용으로 작성된 %2) 분기만 읽습니다</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so none of the values the branches of this case set is read: those set before the case stand; set %1 in the script to read its branch</source>
        <translation>여기서는 %1의 값을 알 수 없으므로, 이 case의 분기들이 설정하는 값은 하나도 읽지 않습니다: case 이전에 설정된 값이 유지됩니다. 해당 분기를 읽으려면 스크립트에서 %1을(를) 설정하세요</translation>
    </message>
    <message>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings (an anchor&apos;s *name), not this value; PyYAML refuses the file here</source>
        <translation>병합 키 &apos;&lt;&lt;&apos;에는 매핑이나 매핑의 리스트(앵커의 *이름)만 올 수 있고 이런 값은 올 수 없습니다. PyYAML은 여기서 파일 읽기를 거부합니다</translation>
    </message>
    <message>
        <source>this comment line ends the command that the \ before it continues, as bash reads it: from line %1 on (%2 …) the lines run as commands of their own, so their flags are not part of this command; delete the comment line or move it below the command</source>
        <translation>이 주석 줄은 앞의 \가 이어 가던 명령을 끝냅니다(bash가 그렇게 읽습니다). %1번째 줄(%2 …)부터는 각 줄이 별도의 명령으로 실행되므로 그 플래그들은 이 명령에 속하지 않습니다. 주석 줄을 지우거나 명령 아래로 옮기세요</translation>
    </message>
    <message>
        <source>this launch starts one training process (no NPROC_PER_NODE, no torchrun) that sees %1 GPUs: it loads the model with device_map &apos;auto&apos;, a share of its layers on each GPU that work one after another, not a copy per GPU; read as a pipeline of %1 stages with one process&apos;s batch. For one process per GPU (data parallel), launch it with torchrun --nproc_per_node=%1 (ms-swift: NPROC_PER_NODE=%1)</source>
        <translation>이 실행은 GPU %1개가 보이는 학습 프로세스 하나만 띄웁니다(NPROC_PER_NODE도 torchrun도 없음): 모델을 device_map &apos;auto&apos;로 불러와 레이어를 GPU들에 나눠 차례로 계산하며, GPU마다 모델 사본을 두지 않습니다. 프로세스 하나의 배치로 %1단 파이프라인으로 계산했습니다. GPU마다 프로세스 하나(데이터 병렬)로 돌리려면 torchrun --nproc_per_node=%1로 실행하세요(ms-swift: NPROC_PER_NODE=%1)</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos; (did you mean &apos;%3&apos;?): it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1은(는) &apos;%2&apos;을(를) 거부합니다(&apos;%3&apos;을(를) 의도하셨나요?): 그런 이름의 인자가 없어 학습 시작 전에 멈춥니다. 이 값은 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos;: it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1은(는) &apos;%2&apos;을(를) 거부합니다: 그런 이름의 인자가 없어 학습 시작 전에 멈춥니다. 이 값은 읽지 않았습니다</translation>
    </message>
    <message>
        <source>match %1 is %2 when the file is read, so only its arm case %3: is read; the values the other arms set are not</source>
        <translation>파일을 읽을 때 match %1의 값은 %2이므로 case %3: 분기만 읽었습니다. 다른 분기에서 설정하는 값은 읽지 않았습니다</translation>
    </message>
    <message>
        <source>the value that match %1 tests is not known when the file is read, so none of its arms is read; set the values they set with --set, or give the subject a literal default</source>
        <translation>match %1이(가) 검사하는 값을 파일을 읽을 때 알 수 없어 어느 분기도 읽지 않았습니다. 분기에서 설정하는 값을 --set으로 지정하거나 검사 대상에 리터럴 기본값을 주세요</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a folder, not a config file; it was not read</source>
        <translation>%1에서 참조하는 &apos;%2&apos;은(는) 설정 파일이 아니라 폴더이므로 읽지 않았습니다</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a named pipe, not a config file; it was not opened or read</source>
        <translation>%1에서 참조하는 &apos;%2&apos;은(는) 설정 파일이 아니라 명명된 파이프(FIFO)이므로 열지도 읽지도 않았습니다</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a device, not a config file; it was not opened or read</source>
        <translation>%1에서 참조하는 &apos;%2&apos;은(는) 설정 파일이 아니라 장치 파일이므로 열지도 읽지도 않았습니다</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a socket, not a config file; it was not opened or read</source>
        <translation>%1에서 참조하는 &apos;%2&apos;은(는) 설정 파일이 아니라 소켓이므로 열지도 읽지도 않았습니다</translation>
    </message>
    <message>
        <source>this line&apos;s indentation mixes tabs and spaces differently from the lines before it: Python refuses the file (&quot;TabError: inconsistent use of tabs and spaces in indentation&quot;); indent with spaces only</source>
        <translation>이 줄의 들여쓰기는 앞 줄들과 다르게 탭과 공백을 섞어 씁니다. Python은 이 파일을 거부합니다(&quot;TabError: inconsistent use of tabs and spaces in indentation&quot;). 들여쓰기는 공백으로만 하세요</translation>
    </message>
    <message>
        <source>${%1:?…} requires %1, which the script does not set: bash stops here with &quot;%1: %2&quot;, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?…}는 %1을(를) 요구하지만 스크립트가 설정하지 않습니다. bash가 여기서 &quot;%1: %2&quot;를 출력하고 멈추므로 실행이 시작되지 않습니다. 스크립트나 환경에서 설정하거나 --set으로 값을 주세요</translation>
    </message>
    <message>
        <source>${%1:?} requires %1, which the script does not set: bash stops here, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?}는 %1을(를) 요구하지만 스크립트가 설정하지 않습니다. bash가 여기서 멈추므로 실행이 시작되지 않습니다. 스크립트나 환경에서 설정하거나 --set으로 값을 주세요</translation>
    </message>
    <message>
        <source>%1 divides by zero with the values the script sets: bash stops here (&quot;division by 0&quot;), so the run never starts; fix the variable it divides by</source>
        <translation>스크립트가 설정한 값으로는 %1이(가) 0으로 나눕니다. bash가 여기서 멈추므로(&quot;division by 0&quot;) 실행이 시작되지 않습니다. 나누는 변수를 고치세요</translation>
    </message>
    <message>
        <source>%1 starts %2 processes, but CUDA_VISIBLE_DEVICES shows only %3 GPUs: each process takes the GPU of its local rank, so ranks %3 and above find none and the run stops at start (&quot;invalid device ordinal&quot;); start %3 processes or make %2 GPUs visible</source>
        <translation>%1은(는) 프로세스 %2개를 띄우지만 CUDA_VISIBLE_DEVICES에는 GPU가 %3개만 보입니다. 각 프로세스는 자기 local rank의 GPU를 쓰므로 rank %3 이상은 GPU를 찾지 못하고 실행이 시작 단계에서 멈춥니다(&quot;invalid device ordinal&quot;). 프로세스를 %3개만 띄우거나 GPU %2개가 보이게 하세요</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES is empty here, which hides every GPU: the run sees none, so it trains on the CPU or stops (NCCL needs a GPU per process); list the GPU ids, or remove the variable</source>
        <translation>여기서 CUDA_VISIBLE_DEVICES가 비어 있어 모든 GPU가 가려집니다. 실행에서 GPU가 하나도 보이지 않으므로 CPU로 학습하거나 멈춥니다(NCCL은 프로세스마다 GPU가 필요합니다). GPU 번호를 적거나 변수를 지우세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, which looks like a space but is not one to bash (a non-breaking or typographic space, as pasted from a web page): bash keeps it in the word, so the program gets a word it does not know and its argument parser stops the run; retype the space</source>
        <translation>&apos;%1&apos;은(는) %2(으)로 시작합니다. 공백처럼 보이지만 bash에게는 공백이 아닙니다(웹 페이지에서 복사할 때 들어오는 줄바꿈 없는 공백이나 조판용 공백). bash가 이를 단어에 남겨 두므로 프로그램은 모르는 인자를 받고, 인자 파서가 실행을 멈춥니다. 공백을 다시 입력하세요</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, a dash that is not &apos;-&apos; (an en dash, em dash or minus sign, as a word processor or web page writes it): the program does not take it as a flag, and its argument parser stops the run; retype the flag with &apos;-&apos;</source>
        <translation>&apos;%1&apos;은(는) %2(으)로 시작하는데, 이는 &apos;-&apos;가 아닙니다(워드 프로세서나 웹 페이지가 쓰는 en 대시, em 대시, 마이너스 기호). 프로그램은 이를 플래그로 받아들이지 않고, 인자 파서가 실행을 멈춥니다. 플래그를 &apos;-&apos;로 다시 입력하세요</translation>
    </message>
    <message>
        <source>%1: NeMo&apos;s fine-tuning script (speech_to_text_finetune.py) reads %2 only at the top level of the config, so here it is never seen and the script stops (&quot;Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None&quot;); move it to the top level</source>
        <translation>%1: NeMo 파인튜닝 스크립트(speech_to_text_finetune.py)는 %2을(를) 설정의 최상위에서만 읽으므로, 여기 있으면 읽히지 않고 스크립트가 멈춥니다(&quot;Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None&quot;). 최상위로 옮기세요</translation>
    </message>
    <message>
        <source>the key %1 has a Cyrillic or Greek letter that looks like a Latin one: it reads as %2 but is not, so no tool takes it (HfArgumentParser stops on it as an unknown key) and it is not read here; retype it</source>
        <translation>키 %1에 라틴 문자처럼 보이는 키릴 문자나 그리스 문자가 있습니다. %2처럼 보이지만 실제로는 다른 키이므로 어떤 도구도 받아들이지 않으며(HfArgumentParser는 알 수 없는 키로 보고 멈춥니다) 여기서도 읽지 않았습니다. 키를 다시 입력하세요</translation>
    </message>
    <message>
        <source>the tag %1 here is not one of YAML&apos;s own: yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses the file (&quot;could not determine a constructor for the tag&quot;); remove the tag and write the value plainly</source>
        <translation>여기의 태그 %1은(는) YAML 기본 태그가 아닙니다. HfArgumentParser, OmegaConf, LLaMA-Factory가 설정을 읽을 때 쓰는 yaml.safe_load는 이 파일을 거부합니다(&quot;could not determine a constructor for the tag&quot;). 태그를 지우고 값을 그대로 쓰세요</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents (separated by ---): yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses it (&quot;expected a single document in the stream&quot;); only the first one with settings is read here, keep that one alone in the file</source>
        <translation>이 파일에는 YAML 문서가 %1개 있습니다(--- 로 구분). HfArgumentParser, OmegaConf, LLaMA-Factory가 설정을 읽을 때 쓰는 yaml.safe_load는 이를 거부합니다(&quot;expected a single document in the stream&quot;). 여기서는 설정이 있는 첫 문서만 읽었으니, 파일에는 그 문서만 남기세요</translation>
    </message>
    <message>
        <source>Offloaded states and weights</source>
        <translation>호스트로 오프로드한 상태와 가중치</translation>
    </message>
    <message>
        <source>this file defines %2 training configurations, one per function; &apos;%1&apos; is read (the others: %3). The launcher&apos;s --config names the one that runs: open the launch script, or change the settings here</source>
        <translation>이 파일에는 함수마다 하나씩 학습 설정 %2개가 정의되어 있습니다. &apos;%1&apos;을(를) 읽었습니다(나머지: %3). 실제로 실행되는 설정은 런처의 --config가 정합니다. 실행 스크립트를 열거나 여기서 설정을 바꾸세요</translation>
    </message>
    <message>
        <source>the file holds only the path of another one, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %1, is read in its place</source>
        <translation>파일에 다른 파일의 경로만 있습니다: git이 텍스트로 기록한 심볼릭 링크입니다(core.symlinks 꺼짐). 대신 링크가 가리키는 파일 %1을(를) 읽습니다</translation>
    </message>
    <message>
        <source>the file holds only the path &apos;%1&apos;, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %2, is not there: open that file itself</source>
        <translation>파일에 경로 &apos;%1&apos;만 있습니다: git이 텍스트로 기록한 심볼릭 링크입니다(core.symlinks 꺼짐). 링크가 가리키는 파일 %2이(가) 없습니다: 그 파일을 직접 여세요</translation>
    </message>
    <message>
        <source>The CUDA context and library kernels, and on several GPUs NCCL&apos;s communication buffers; nvidia-smi counts them, PyTorch does not.</source>
        <translation>CUDA 컨텍스트와 라이브러리 커널, 그리고 여러 GPU에서는 NCCL 통신 버퍼까지 포함합니다. nvidia-smi에는 잡히지만 PyTorch 통계에는 잡히지 않습니다.</translation>
    </message>
    <message>
        <source>the alias *%1 refers to an anchor &amp;%1 that is not defined before it; define &amp;%1 first or write the value out</source>
        <translation>별칭 *%1이(가) 참조하는 앵커 &amp;%1이(가) 그 앞에 정의되어 있지 않습니다. 먼저 &amp;%1을(를) 정의하거나 값을 직접 적으세요</translation>
    </message>
    <message>
        <source>the alias *%1 refers to the anchor &amp;%1 of an earlier document: an anchor does not reach past the --- that starts the next document, so define &amp;%1 again in this document or write the value out</source>
        <translation>별칭 *%1은(는) 이전 문서의 앵커 &amp;%1을(를) 참조합니다. 앵커는 다음 문서를 시작하는 --- 너머로 이어지지 않으므로, 이 문서에서 &amp;%1을(를) 다시 정의하거나 값을 직접 적으세요</translation>
    </message>
    <message>
        <source>%1 = %2 chooses the section [%2]; the sections %3 hold the same settings for other choices, so they are not read</source>
        <translation>%1 = %2이(가) [%2] 섹션을 선택합니다. %3 섹션은 다른 선택지를 위한 같은 설정이므로 읽지 않습니다</translation>
    </message>
    <message>
        <source>this line starts with the option %1, but line %2 above it does not end in \: the shell ends the command on line %2 and runs this line as a command of its own, so %1 never reaches that command; end line %2 with \</source>
        <translation>이 줄은 옵션 %1(으)로 시작하지만 위의 %2번째 줄이 \로 끝나지 않습니다. 셸은 %2번째 줄에서 명령을 끝내고 이 줄을 별도의 명령으로 실행하므로 %1은(는) 그 명령에 전달되지 않습니다. %2번째 줄 끝에 \를 붙이세요</translation>
    </message>
    <message>
        <source>%1 = %2 is an expression Headroom does not work out (it works out + - * / // % and parentheses over numbers); it was not read, so write the value it comes to</source>
        <translation>%1 = %2은(는) Headroom이 계산하지 않는 식입니다(숫자에 대한 + - * / // % 와 괄호만 계산합니다). 값을 읽지 않았으니 계산 결과를 직접 적으세요</translation>
    </message>
</context>
<context>
    <name>ReportFormat</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 (%2 × %3)</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM %5 %6 of %7 GiB (%8)</source>
        <translation>GPU %1 %2 / %3 GiB (%4)  |  호스트 RAM %5 %6 / %7 GiB (%8)</translation>
    </message>
    <message>
        <source>The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it (workers, or the main process without workers) holds its own copy of up to %2 GiB.</source>
        <translation>데이터셋 캐시가 Dataset 내부에 있으므로, 이를 순회하는 프로세스 %1개(워커, 또는 워커가 없으면 메인 프로세스)가 각각 최대 %2 GiB의 사본을 따로 가집니다.</translation>
    </message>
    <message numerus="yes">
        <source>The cache reaches its worst case after about %n epoch(s).</source>
        <translation>
            <numerusform>캐시는 약 %n 에폭 후에 최대 크기에 도달합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cap of %1 GiB per copy would fit (data.cache_gib).</source>
        <translation>사본당 상한을 %1 GiB로 두면 메모리에 들어갑니다(data.cache_gib).</translation>
    </message>
    <message>
        <source>No cache cap fits with this many copies: share the cache or use fewer workers.</source>
        <translation>사본이 이렇게 많으면 어떤 캐시 상한으로도 메모리에 들어가지 않습니다. 캐시를 공유하거나 워커 수를 줄이세요.</translation>
    </message>
    <message>
        <source>The workers pass %1 GiB of batches through /dev/shm but the container has %2 GiB: workers will die with a bus error. Raise shm_size.</source>
        <translation>워커가 /dev/shm을 통해 %1 GiB의 배치를 주고받지만 컨테이너에는 %2 GiB뿐이라 워커가 bus error로 죽게 됩니다. shm_size를 늘리세요.</translation>
    </message>
    <message>
        <source>Assumed: OS %1 GiB, %2 GiB per training process, %3 GiB per DataLoader worker, prefetch_factor %4, %5 per sample as the DataLoader yields it.</source>
        <translation>가정: OS %1 GiB, 학습 프로세스당 %2 GiB, DataLoader 워커당 %3 GiB, prefetch_factor %4, DataLoader가 내보내는 샘플당 %5.</translation>
    </message>
    <message>
        <source>%1 of %2 GiB (%3)</source>
        <translation>%1 / %2 GiB (%3)</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>GPU 메모리 (GPU당)</translation>
    </message>
    <message>
        <source>  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB</source>
        <translation>  최대 할당 %1 GiB · 최대 예약 %2 GiB · nvidia-smi %3 GiB</translation>
    </message>
    <message>
        <source>Host RAM per machine</source>
        <translation>호스트 RAM (머신당)</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>판정: %1</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>구성 요소</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>a model given field by field</source>
        <translation>필드별로 지정한 모델</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 GPU(s) × %5</source>
        <translation>유효 배치 크기 %L1 = 마이크로 배치 %L2 × 누적 %L3 × GPU %L4개 × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>노드 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations measured from your model (model card %1).</source>
        <translation>활성값은 사용자 모델에서 측정했습니다(모델 카드 %1).</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 at micro batch %3; activations × %4, fixed %5.</source>
        <translation>실제 실행으로 보정됨: micro batch %3에서 %1 측정값 %2, 활성값 × %4, 고정분 %5.</translation>
    </message>
    <message>
        <source>UNKNOWN (the GPU side needs the model)</source>
        <translation>알 수 없음 (GPU 쪽은 모델 정보가 필요함)</translation>
    </message>
    <message>
        <source>its size and kind (--set model.params=… --set model.kind=…)</source>
        <translation>모델 크기와 종류 (--set model.params=… --set model.kind=…)</translation>
    </message>
    <message>
        <source>its size (--set model.params=…)</source>
        <translation>모델 크기 (--set model.params=…)</translation>
    </message>
    <message>
        <source>No model is named, so its GPU memory is unknown: give %1, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>모델이 지정되지 않아 GPU 메모리를 알 수 없습니다: %1을(를) 지정하거나 카탈로그 모델을 고르세요 (--set model.preset=…, 목록은 &apos;headroom models&apos;).</translation>
    </message>
    <message>
        <source>The model &apos;%1&apos; is not in the catalog, so its GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>모델 &apos;%1&apos;이(가) 카탈로그에 없어 GPU 메모리를 알 수 없습니다: %2을(를) 지정하거나 카탈로그 모델을 고르세요 (--set model.preset=…, 목록은 &apos;headroom models&apos;).</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM %2 %3 of %4 GiB (%5)</source>
        <translation>GPU 알 수 없음 (모델 미확인) / %1 GiB  |  호스트 RAM %2 %3 / %4 GiB (%5)</translation>
    </message>
    <message>
        <source>  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)</source>
        <translation>  대략 %1~%2 GiB (활성화, 할당자 예약, CUDA 컨텍스트는 정확한 값이 아니라 모델로 추정한 값)</translation>
    </message>
    <message>
        <source>  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a 16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.</source>
        <translation>  가정: 가중치가 fp32로 로드되어 %1에서도 fp32로 유지되며, 고정된 가중치는 역전파용 16비트 사본도 유지합니다. 스크립트가 16비트로 로드한다면 model.dtype을 지정하세요.</translation>
    </message>
    <message>
        <source>GPU memory per GPU  [UNKNOWN]  of %1 GiB; known so far:</source>
        <translation>GPU당 메모리  [알 수 없음]  / %1 GiB; 지금까지 알려진 항목:</translation>
    </message>
    <message>
        <source>a model not named yet</source>
        <translation>아직 지정하지 않은 모델</translation>
    </message>
    <message>
        <source>  assumed: the rows of a micro batch are padded, so SDPA gets a mask and K/V are repeated to the query heads&apos; width. Set data.packing if the data is packed or all of one length.</source>
        <translation>  가정: 마이크로 배치의 각 행에 패딩이 있다고 봅니다. 그래서 SDPA에 마스크가 들어가고 K/V가 query 헤드 폭만큼 반복됩니다. 데이터를 패킹했거나 길이가 모두 같다면 data.packing을 설정하세요.</translation>
    </message>
    <message>
        <source>The dataset cache is filled when the Dataset is built, so each of the %1 training processes holds one copy of up to %2 GiB, which its workers share.</source>
        <translation>데이터셋 캐시는 Dataset을 만들 때 채워지므로, 학습 프로세스 %1개가 각각 최대 %2 GiB의 사본을 하나씩 들고 있고 워커들이 이를 공유합니다.</translation>
    </message>
    <message>
        <source>The cache is full before the first step.</source>
        <translation>첫 스텝 전에 캐시가 이미 가득 찹니다.</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7)</source>
        <translation>유효 배치 %L1 = 마이크로 배치 %L2 × 누적 %L3 × 데이터 병렬 %L4 (GPU %L5개: 텐서 병렬 %L6 × 파이프라인 %L7)</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7 × context parallel %L8)</source>
        <translation>유효 배치 %L1 = 마이크로 배치 %L2 × 누적 %L3 × 데이터 병렬 %L4 (GPU %L5개: 텐서 병렬 %L6 × 파이프라인 %L7 × 컨텍스트 병렬 %L8)</translation>
    </message>
    <message>
        <source>  assumed: FSDP accumulates the %1 micro batches of a step under no_sync(), so every GPU holds the full gradients (Accelerate, HF&apos;s Trainer, Lightning Fabric). Set parallel.no_sync_accumulation=false if it reduce-scatters every micro batch (torchtune, torchtitan, Lightning&apos;s Trainer, sync_each_batch).</source>
        <translation>  가정: FSDP가 한 스텝의 마이크로 배치 %1개를 no_sync()로 누적하므로 GPU마다 전체 그래디언트를 들고 있습니다(Accelerate, HF Trainer, Lightning Fabric). 마이크로 배치마다 reduce-scatter를 한다면(torchtune, torchtitan, Lightning Trainer, sync_each_batch) parallel.no_sync_accumulation=false로 설정하세요.</translation>
    </message>
    <message>
        <source>  assumed: the LoRA adapters sit inside FSDP&apos;s wrapped blocks (use_orig_params), so every block&apos;s frozen weights get gradients too. Set parallel.unit_grads=false if the adapters are wrapped apart (HF&apos;s Trainer, axolotl) or FSDP2 shards per parameter.</source>
        <translation>  가정: LoRA 어댑터가 FSDP로 래핑된 블록 안에 있으므로(use_orig_params) 각 블록의 고정 가중치도 그래디언트를 받습니다. 어댑터를 따로 래핑했거나(HF Trainer, axolotl) FSDP2가 파라미터 단위로 샤딩한다면 parallel.unit_grads=false로 설정하세요.</translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sample carries %n image(s), so the vision tower runs and its image tokens join the text. Set data.images=0 if the data is text only.</source>
        <translation>
            <numerusform>  가정: 샘플마다 이미지 %n장이 있어 비전 타워가 돌고, 그 이미지 토큰이 텍스트에 붙습니다. 데이터가 텍스트뿐이면 data.images=0으로 설정하세요.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sequence is %n token(s) long; the file sets no length. Set data.seq_len to the length you truncate or pack to.</source>
        <translation>
            <numerusform>  가정: 모든 시퀀스 길이를 %n 토큰으로 봅니다. 파일에 길이 설정이 없습니다. data.seq_len 을 잘라내거나 패킹하는 길이로 지정하세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unknown, not in the total: the dataset&apos;s size is not given (data.dataset_size)</source>
        <translation>%1: 알 수 없음, 합계에 포함되지 않음: 데이터셋 크기가 주어지지 않음 (data.dataset_size)</translation>
    </message>
    <message>
        <source>UNKNOWN (host RAM needs the dataset&apos;s size)</source>
        <translation>알 수 없음 (호스트 RAM은 데이터셋 크기가 필요함)</translation>
    </message>
    <message>
        <source>The RAM cache holds the whole dataset, whose size is not given, so host RAM is known only as a floor: give data.dataset_size (samples) for its verdict.</source>
        <translation>RAM 캐시가 데이터셋 전체를 담는데 그 크기가 주어지지 않아 호스트 RAM은 하한만 알 수 있습니다: 판정을 받으려면 data.dataset_size(샘플 수)를 지정하세요.</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM UNKNOWN, at least %2 of %3 GiB (%4)</source>
        <translation>GPU 알 수 없음 (모델 미확인) / %1 GiB  |  호스트 RAM 알 수 없음, 최소 %2 / %3 GiB (%4)</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM UNKNOWN, at least %5 of %6 GiB (%7)</source>
        <translation>GPU %1 %2 / %3 GiB (%4)  |  호스트 RAM 알 수 없음, 최소 %5 / %6 GiB (%7)</translation>
    </message>
    <message>
        <source>UNKNOWN</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>at least %1 of %2 GiB (%3)</source>
        <translation>최소 %1 / %2 GiB (%3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a checkpoint file, and its name does not say which model it holds, so the GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>&apos;%1&apos;은(는) 체크포인트 파일이라 이름만으로는 어떤 모델인지 알 수 없어 GPU 메모리를 알 수 없습니다. %2을(를) 주거나 카탈로그 모델을 지정하세요(--set model.preset=…, &apos;headroom models&apos; 참고).</translation>
    </message>
</context>
<context>
    <name>headroom::CalibrateDialog</name>
    <message>
        <source>Calibrate from your run</source>
        <translation>실제 실행으로 보정</translation>
    </message>
    <message>
        <source>Enter the peak GPU memory you measured for exactly this setup (micro batch %1, %2). Headroom puts the difference on what no formula knows exactly — activations and a fixed overhead — and carries it into every slider, the sweep and the advice.</source>
        <translation>정확히 이 설정(micro batch %1, %2)에서 측정한 GPU 최대 메모리를 입력하세요. Headroom은 그 차이를 어떤 공식으로도 정확히 알 수 없는 부분, 즉 활성값과 고정 오버헤드에 반영하고 모든 슬라이더, 스윕 그래프, 조언에 적용합니다.</translation>
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
        <translation>nvidia-smi, 프로세스가 사용한 메모리</translation>
    </message>
    <message>
        <source>What you measured:</source>
        <translation>측정한 값:</translation>
    </message>
    <message>
        <source>Peak value:</source>
        <translation>최댓값:</translation>
    </message>
    <message>
        <source>Headroom&apos;s estimate:</source>
        <translation>Headroom 추정값:</translation>
    </message>
    <message>
        <source>This config was not read from a file: the calibration lasts for this session.</source>
        <translation>이 설정은 파일에서 읽은 것이 아니므로 보정은 이번 세션에서만 유지됩니다.</translation>
    </message>
    <message>
        <source>Kept beside the config in %1, never inside it.</source>
        <translation>설정 파일 안이 아니라 옆의 %1에 저장됩니다.</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>보정</translation>
    </message>
    <message>
        <source>Forget calibration</source>
        <translation>보정 지우기</translation>
    </message>
</context>
<context>
    <name>headroom::ConfigView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; feeds &lt;b&gt;%2&lt;/b&gt; (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 키 값이 &lt;b&gt;%2&lt;/b&gt; (%3)에 쓰입니다</translation>
    </message>
    <message>
        <source>Changed in the window to &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>창에서 변경됨: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Headroom does not use &lt;b&gt;%1&lt;/b&gt;. Right-click to read it as one of its fields.</source>
        <translation>Headroom은 &lt;b&gt;%1&lt;/b&gt; 키를 사용하지 않습니다. 마우스 오른쪽 버튼을 클릭하면 Headroom 필드 중 하나로 읽게 할 수 있습니다.</translation>
    </message>
    <message>
        <source>Read “%1” as</source>
        <translation>“%1” 키를 다음 필드로 읽기</translation>
    </message>
    <message>
        <source>“%1” is not a valid value for %2</source>
        <translation>“%1”은(는) %2 필드에 유효한 값이 아닙니다</translation>
    </message>
    <message>
        <source>Matched by its name, not by a rule for this tool: check it means what Headroom took it for.</source>
        <translation>이 도구의 규칙이 아니라 키 이름으로 읽은 값입니다. Headroom이 이해한 의미가 맞는지 확인하세요.</translation>
    </message>
    <message>
        <source>Inferred from this line, not stated by it: %1</source>
        <translation>이 줄에서 추론한 값이며, 직접 적힌 값은 아닙니다: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ControlsPanel</name>
    <message>
        <source>Not in the file: Headroom&apos;s default.</source>
        <translation>파일에 없음: Headroom 기본값.</translation>
    </message>
    <message>
        <source>From the file: %1, line %2.</source>
        <translation>파일에서 읽음: %1, %2행.</translation>
    </message>
    <message>
        <source>Derived: %1.</source>
        <translation>계산됨: %1.</translation>
    </message>
    <message>
        <source>Changed here; the file says %1.</source>
        <translation>여기서 변경됨. 파일의 값은 %1입니다.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>배치</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>학습</translation>
    </message>
    <message>
        <source>Data and loader</source>
        <translation>데이터와 로더</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>하드웨어와 병렬화</translation>
    </message>
    <message>
        <source>Effective batch %L1 = %L2 × %L3 × %L4 GPU × %5</source>
        <translation>유효 배치 크기 %L1 = %L2 × %L3 × GPU %L4개 × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>노드 %Ln개</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (shape of %2, standing in)</source>
        <translation>%1 (%2의 구조로 대신함)</translation>
    </message>
</context>
<context>
    <name>headroom::ExportDialog</name>
    <message>
        <source>Export the config</source>
        <translation>설정 내보내기</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Overwrite the original…</source>
        <translation>원본 덮어쓰기(&amp;O)…</translation>
    </message>
    <message>
        <source>These changes cannot be written into %1:</source>
        <translation>다음 변경 사항은 %1에 쓸 수 없습니다:</translation>
    </message>
    <message>
        <source>Nothing changed: the file would be written as it is.</source>
        <translation>변경 사항이 없습니다. 파일이 그대로 저장됩니다.</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>변경됨: %1</translation>
    </message>
    <message>
        <source>Save the patched config as</source>
        <translation>수정된 설정을 다른 이름으로 저장</translation>
    </message>
    <message>
        <source>Overwrite the original?</source>
        <translation>원본을 덮어쓸까요?</translation>
    </message>
    <message>
        <source>Replace %1 with the patched text? The old file is kept as %1.bak.</source>
        <translation>%1 파일을 수정된 내용으로 바꿀까요? 기존 파일은 %1.bak으로 보관됩니다.</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>디스크의 파일이 바뀌었습니다</translation>
    </message>
    <message>
        <source>%1 was changed by another program after Headroom read it. Replace it anyway? Its current text is kept as %1.bak.</source>
        <translation>Headroom이 읽은 뒤 다른 프로그램이 %1을(를) 바꿨습니다. 그래도 바꿀까요? 현재 내용은 %1.bak으로 보관됩니다.</translation>
    </message>
</context>
<context>
    <name>headroom::GuidancePanel</name>
    <message>
        <source>Advice</source>
        <translation>조언</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>권장 설정</translation>
    </message>
    <message>
        <source>No advice for this setup.</source>
        <translation>이 설정에 대한 조언이 없습니다.</translation>
    </message>
    <message>
        <source>The setup fits; nothing needs to change.</source>
        <translation>이 설정은 메모리에 들어갑니다. 바꿀 필요가 없습니다.</translation>
    </message>
    <message>
        <source>No nearby setup that fits was found.</source>
        <translation>메모리에 들어가는 비슷한 설정을 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>GPU %1 (%2), host %3 (%4); step time ×%5; effective batch %6</source>
        <translation>GPU %1 (%2), 호스트 %3 (%4); 스텝 시간 ×%5; 유효 배치 크기 %6</translation>
    </message>
    <message>
        <source>(changes the effective batch)</source>
        <translation>(유효 배치 크기가 바뀜)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Move the controls to this setup (undo with %1)</source>
        <translation>컨트롤 값을 이 설정으로 맞춥니다(되돌리기: %1)</translation>
    </message>
    <message>
        <source>Also worth it</source>
        <translation>추가로 해 볼 만한 것</translation>
    </message>
    <message>
        <source>GPU memory is unknown until the model is identified: pick it or give its size in the panel where the GPU chart would be. Host RAM is estimated already.</source>
        <translation>모델을 식별하기 전까지 GPU 메모리는 알 수 없습니다: GPU 차트 자리에 있는 패널에서 모델을 고르거나 크기를 입력하세요. 호스트 RAM은 이미 추정되었습니다.</translation>
    </message>
    <message>
        <source>Recommendations and advice appear here once a training config is open.</source>
        <translation>학습 설정 파일을 열면 여기에 권장 설정과 조언이 표시됩니다.</translation>
    </message>
    <message>
        <source>Notes on what was read (%1)</source>
        <translation>읽은 내용에 대한 참고 (%1)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, %2번째 줄</translation>
    </message>
</context>
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>Revert to the file</source>
        <translation>파일 내용으로 되돌리기</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a training config (YAML, JSON, compose, env, shell)</source>
        <translation>학습 설정 파일 열기 (YAML, JSON, compose, env, shell)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>내보내기(&amp;E)</translation>
    </message>
    <message>
        <source>Patched &amp;config…</source>
        <translation>수정된 설정 파일(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Markdown report…</source>
        <translation>Markdown 보고서(&amp;M)…</translation>
    </message>
    <message>
        <source>C&amp;harts as PNG, SVG or PDF…</source>
        <translation>차트를 PNG, SVG, PDF로(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;vert to the file</source>
        <translation>파일 내용으로 되돌리기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>테마(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>시스템(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>라이트(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>다크(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>Headroom 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>컨트롤</translation>
    </message>
    <message>
        <source>Config file</source>
        <translation>설정 파일</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>가이드</translation>
    </message>
    <message>
        <source>GPU memory, per GPU</source>
        <translation>GPU 메모리 (GPU당)</translation>
    </message>
    <message>
        <source>Host RAM, per machine</source>
        <translation>호스트 RAM (머신당)</translation>
    </message>
    <message>
        <source>Open a training config (File › Open, or drop it here) to see where its memory goes.</source>
        <translation>학습 설정 파일을 열면(파일 › 열기, 또는 여기로 끌어다 놓기) 메모리가 어디에 쓰이는지 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>%1 파일을 읽을 수 없습니다</translation>
    </message>
    <message>
        <source>Read %1 as %2</source>
        <translation>%1 파일을 %2 형식으로 읽었습니다</translation>
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
        <translation>학습 설정 파일 열기</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 파일을 저장했습니다</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>보고서 저장</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>%1 파일을 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>Save the charts</source>
        <translation>차트 저장</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>PNG 이미지 (*.png);;SVG 드로잉 (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>Headroom 정보</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Where every gigabyte of a training run goes, on the GPU and in host RAM, and what to change when it does not fit.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;학습 작업이 GPU와 호스트 RAM에서 쓰는 메모리를 기가바이트 단위까지 낱낱이 보여 주고, 메모리가 부족할 때 무엇을 바꿔야 하는지 알려 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not read %1; the current setup is unchanged.</source>
        <translation>%1을(를) 읽을 수 없습니다. 현재 설정은 그대로입니다.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경</translation>
    </message>
    <message>
        <source>The settings of %1 were changed and not saved.</source>
        <translation>%1의 설정이 바뀌었지만 저장되지 않았습니다.</translation>
    </message>
    <message>
        <source>Save them as a patched copy of the config, discard them, or go back?</source>
        <translation>설정 파일의 수정본으로 저장할까요, 버릴까요, 아니면 돌아갈까요?</translation>
    </message>
    <message numerus="yes">
        <source>Headroom did not close properly last time. Restore the %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>Headroom이 지난번에 제대로 종료되지 않았습니다. %1에 대한 저장하지 않은 변경 %n개를 복원할까요?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>복원</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>Restore the unsaved changes</source>
        <translation>저장하지 않은 변경 복원</translation>
    </message>
    <message>
        <source>Load model &amp;card…</source>
        <translation>모델 카드 불러오기(&amp;C)…</translation>
    </message>
    <message>
        <source>Use a model card written by headroom-probe from your own model&apos;s code</source>
        <translation>headroom-probe가 사용자 모델 코드로 만든 모델 카드를 사용합니다</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>보정…</translation>
    </message>
    <message>
        <source>Enter the peak memory you measured for this setup; Headroom corrects its estimate from it</source>
        <translation>이 설정에서 측정한 최대 메모리를 입력하세요. Headroom이 이를 바탕으로 추정을 보정합니다</translation>
    </message>
    <message>
        <source>A model card lies next to this config (%1). Use it for the model&apos;s parameters and activations, measured from your own code?</source>
        <translation>이 설정 옆에 모델 카드(%1)가 있습니다. 사용자 코드에서 측정한 파라미터와 활성값으로 사용할까요?</translation>
    </message>
    <message>
        <source>Use model card</source>
        <translation>모델 카드 사용</translation>
    </message>
    <message>
        <source>Load model card</source>
        <translation>모델 카드 불러오기</translation>
    </message>
    <message>
        <source>Model cards (*.yaml *.yml);;All files (*)</source>
        <translation>모델 카드 (*.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Could not use the model card %1:</source>
        <translation>모델 카드 %1을(를) 사용할 수 없습니다:</translation>
    </message>
    <message>
        <source>The model is now measured from your model: %1</source>
        <translation>이제 사용자 모델의 측정값을 씁니다: %1</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>실제 실행으로 보정</translation>
    </message>
    <message>
        <source>calibrated from your run: %1 measured %2 at micro batch %3</source>
        <translation>실제 실행으로 보정됨: micro batch %3에서 %1 측정값 %2</translation>
    </message>
</context>
<context>
    <name>headroom::MemoryChart</name>
    <message>
        <source>GiB on each GPU</source>
        <translation>GPU당 GiB</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>호스트 RAM GiB</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>가용 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 % of the total)&lt;br/&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 (전체의 %3 %)&lt;br/&gt;%4</translation>
    </message>
</context>
<context>
    <name>headroom::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>이 메시지 닫기</translation>
    </message>
</context>
<context>
    <name>headroom::ModelRequest</name>
    <message>
        <source>Decoder LLM (GPT, Llama, Qwen)</source>
        <translation>디코더 LLM (GPT, Llama, Qwen)</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>인코더 (BERT)</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5)</source>
        <translation>인코더-디코더 (T5)</translation>
    </message>
    <message>
        <source>Vision-language model</source>
        <translation>비전-언어 모델 (VLM)</translation>
    </message>
    <message>
        <source>Vision transformer (ViT)</source>
        <translation>비전 트랜스포머 (ViT)</translation>
    </message>
    <message>
        <source>CNN (ResNet, ConvNeXt)</source>
        <translation>CNN (ResNet, ConvNeXt)</translation>
    </message>
    <message>
        <source>Object detector</source>
        <translation>객체 검출 모델</translation>
    </message>
    <message>
        <source>Segmentation model</source>
        <translation>세그멘테이션 모델</translation>
    </message>
    <message>
        <source>Point-cloud model</source>
        <translation>포인트 클라우드 모델</translation>
    </message>
    <message>
        <source>Diffusion UNet</source>
        <translation>디퓨전 UNet</translation>
    </message>
    <message>
        <source>Text-to-speech model</source>
        <translation>음성 합성 모델 (TTS)</translation>
    </message>
    <message>
        <source>Other / generic network</source>
        <translation>기타 / 일반 네트워크</translation>
    </message>
    <message>
        <source>Load the model&apos;s config.json or model card</source>
        <translation>모델의 config.json 또는 모델 카드 불러오기</translation>
    </message>
    <message>
        <source>Model files (*.json *.yaml *.yml);;All files (*)</source>
        <translation>모델 파일 (*.json *.yaml *.yml);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>The file does not name its model.</source>
        <translation>파일에 모델이 지정되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>The file names the model “%1”, which is not in the catalog.</source>
        <translation>파일에 지정된 모델 “%1”은(는) 카탈로그에 없습니다.</translation>
    </message>
    <message>
        <source>Host RAM is estimated already; GPU memory needs the model. Give it in one of three ways:</source>
        <translation>호스트 RAM은 이미 추정되었고, GPU 메모리는 모델 정보가 필요합니다. 다음 세 가지 중 하나로 알려 주세요:</translation>
    </message>
    <message>
        <source>Which model does this config train?</source>
        <translation>이 설정으로 어떤 모델을 학습하나요?</translation>
    </message>
    <message>
        <source>Pick it from the catalog:</source>
        <translation>카탈로그에서 고르기:</translation>
    </message>
    <message>
        <source>type to search, e.g. resnet, llama 7b</source>
        <translation>검색어 입력, 예: resnet, llama 7b</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>이 모델 사용</translation>
    </message>
    <message>
        <source>Or give its size:</source>
        <translation>또는 크기 입력:</translation>
    </message>
    <message>
        <source>parameters, e.g. 40M or 7B</source>
        <translation>파라미터 수, 예: 40M 또는 7B</translation>
    </message>
    <message>
        <source>Use this size</source>
        <translation>이 크기 사용</translation>
    </message>
    <message>
        <source>Or load its description:</source>
        <translation>또는 모델 설명 불러오기:</translation>
    </message>
    <message>
        <source>Load config.json or model card…</source>
        <translation>config.json 또는 모델 카드 불러오기…</translation>
    </message>
    <message>
        <source>“%1” is not in the catalog; pick an entry from the list.</source>
        <translation>“%1”은(는) 카탈로그에 없습니다. 목록에서 고르세요.</translation>
    </message>
    <message>
        <source>Choose the model</source>
        <translation>모델 선택</translation>
    </message>
    <message>
        <source>“%1” is not a parameter count; write it like 40M, 1.3B or 7e9.</source>
        <translation>“%1”은(는) 파라미터 수가 아닙니다. 40M, 1.3B, 7e9처럼 입력하세요.</translation>
    </message>
    <message>
        <source>Pick the kind of model.</source>
        <translation>모델 종류를 고르세요.</translation>
    </message>
    <message>
        <source>Give the model&apos;s size</source>
        <translation>모델 크기 입력</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 says nothing about a model&apos;s size or architecture.</source>
        <translation>%1에는 모델 크기나 구조에 대한 정보가 없습니다.</translation>
    </message>
    <message>
        <source>Load the model from %1</source>
        <translation>%1에서 모델 불러오기</translation>
    </message>
</context>
<context>
    <name>headroom::SetupController</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>%1 값 변경: %2</translation>
    </message>
    <message>
        <source>Apply recommendation</source>
        <translation>권장 설정 적용</translation>
    </message>
</context>
<context>
    <name>headroom::SweepChart</name>
    <message>
        <source>Micro batch</source>
        <translation>마이크로 배치</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>시퀀스 길이</translation>
    </message>
    <message>
        <source>Image size (shorter side)</source>
        <translation>이미지 크기 (짧은 변)</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>프레임 수</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>포인트 수</translation>
    </message>
    <message>
        <source>&lt;b&gt;Memory against one knob&lt;/b&gt;</source>
        <translation>&lt;b&gt;설정 하나에 따른 메모리 변화&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The knob to sweep; everything else stays as set</source>
        <translation>변화시킬 설정입니다. 나머지는 지금 설정을 그대로 유지합니다.</translation>
    </message>
    <message>
        <source>GiB on each GPU</source>
        <translation>GPU당 GiB</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>호스트 RAM GiB</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 메모리</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>호스트 RAM</translation>
    </message>
    <message>
        <source>Largest that fits: %1</source>
        <translation>메모리에 들어가는 최댓값: %1</translation>
    </message>
    <message>
        <source>Nothing in this range fits</source>
        <translation>이 범위에서는 메모리에 들어가는 값이 없습니다</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>실제 실행으로 보정</translation>
    </message>
    <message>
        <source>Host RAM does not fit at any value in this range</source>
        <translation>이 범위의 어떤 값에서도 호스트 RAM이 부족합니다</translation>
    </message>
    <message>
        <source>GPU memory does not fit at any value in this range</source>
        <translation>이 범위의 어떤 값에서도 GPU 메모리가 부족합니다</translation>
    </message>
</context>
<context>
    <name>headroom::VerdictBadge</name>
    <message>
        <source>%1 of %2 usable (%3 %)</source>
        <translation>가용 %2 중 %1 (%3 %)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>at least %1 of %2 usable (%3 %)</source>
        <translation>가용 %2 중 최소 %1 (%3 %)</translation>
    </message>
</context>
</TS>
