<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AdviceText</name>
    <message>
        <source>Mixed precision</source>
        <translation>Смешанная точность</translation>
    </message>
    <message>
        <source>fp16 instead of bf16</source>
        <translation>fp16 вместо bf16</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>Градиентный чекпоинтинг</translation>
    </message>
    <message>
        <source>Selective activation checkpointing</source>
        <translation>Выборочный чекпоинтинг активаций</translation>
    </message>
    <message>
        <source>Smaller micro batch with gradient accumulation</source>
        <translation>Меньший микробатч с накоплением градиентов</translation>
    </message>
    <message>
        <source>Lower LoRA rank</source>
        <translation>Меньший ранг LoRA</translation>
    </message>
    <message>
        <source>8-bit optimizer</source>
        <translation>8-битный оптимизатор</translation>
    </message>
    <message>
        <source>EMA off the GPU</source>
        <translation>EMA вне GPU</translation>
    </message>
    <message>
        <source>Cache the frozen features</source>
        <translation>Кэширование замороженных признаков</translation>
    </message>
    <message>
        <source>Shard with DeepSpeed ZeRO / FSDP</source>
        <translation>Шардирование через DeepSpeed ZeRO / FSDP</translation>
    </message>
    <message>
        <source>CPU offload of the optimizer</source>
        <translation>Выгрузка оптимизатора на CPU</translation>
    </message>
    <message>
        <source>Shorter sequences</source>
        <translation>Более короткие последовательности</translation>
    </message>
    <message>
        <source>Lower resolution</source>
        <translation>Меньшее разрешение</translation>
    </message>
    <message>
        <source>Fewer frames</source>
        <translation>Меньше кадров</translation>
    </message>
    <message>
        <source>Fewer points</source>
        <translation>Меньше точек</translation>
    </message>
    <message>
        <source>A bigger GPU</source>
        <translation>GPU с большей памятью</translation>
    </message>
    <message>
        <source>Why chunking does not help training</source>
        <translation>Почему разбиение на чанки не помогает при обучении</translation>
    </message>
    <message>
        <source>Fewer DataLoader workers</source>
        <translation>Меньше воркеров DataLoader</translation>
    </message>
    <message>
        <source>Persistent workers and a smaller prefetch</source>
        <translation>Постоянные воркеры и меньшая предвыборка</translation>
    </message>
    <message>
        <source>No more workers than CPU cores</source>
        <translation>Воркеров не больше, чем ядер CPU</translation>
    </message>
    <message>
        <source>Cap the cache per worker</source>
        <translation>Ограничение кэша на воркер</translation>
    </message>
    <message>
        <source>One shared cache instead of one per worker</source>
        <translation>Один общий кэш вместо отдельного в каждом воркере</translation>
    </message>
    <message>
        <source>How big a RAM cache may be</source>
        <translation>Допустимый размер кэша в ОЗУ</translation>
    </message>
    <message>
        <source>Shared memory in the container</source>
        <translation>Разделяемая память в контейнере</translation>
    </message>
    <message>
        <source>pin_memory off</source>
        <translation>Отключить pin_memory</translation>
    </message>
    <message>
        <source>pin_memory with non_blocking copies</source>
        <translation>pin_memory с копированием non_blocking</translation>
    </message>
    <message>
        <source>Fewer processes per node</source>
        <translation>Меньше процессов на узел</translation>
    </message>
    <message>
        <source>Swap, as a last resort</source>
        <translation>Swap — в крайнем случае</translation>
    </message>
    <message>
        <source>Check that the GPU is not shared</source>
        <translation>Проверить, не занят ли GPU другими задачами</translation>
    </message>
    <message>
        <source>Measure the real peak</source>
        <translation>Измерить реальный пик</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill</source>
        <translation>Подтвердить OOM kill на хосте</translation>
    </message>
    <message>
        <source>Log memory while training</source>
        <translation>Логировать память во время обучения</translation>
    </message>
    <message>
        <source>Keep checkpoints synced</source>
        <translation>Регулярно синхронизировать чекпоинты</translation>
    </message>
    <message>
        <source>Train in %1 (Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, HF bf16/fp16: true): activations and gradients of matmuls take half the memory and tensor cores run faster.</source>
        <translation>Обучайте в %1 (в Lightning precision &quot;bf16-mixed&quot;/&quot;16-mixed&quot;, в HF bf16/fp16: true): активации и градиенты матричных умножений занимают вдвое меньше памяти, а тензорные ядра работают быстрее.</translation>
    </message>
    <message>
        <source>%1 has no bf16: use fp16 mixed precision with a loss scaler instead.</source>
        <translation>%1 не поддерживает bf16: используйте вместо неё смешанную точность fp16 с масштабированием лосса (loss scaler).</translation>
    </message>
    <message>
        <source>Turn on gradient checkpointing (gradient_checkpointing: true / activation checkpointing): each block keeps only its input and recomputes the rest in backward, one more forward pass per step.</source>
        <translation>Включите градиентный чекпоинтинг (gradient_checkpointing: true / activation checkpointing): каждый блок хранит только свой вход и пересчитывает остальное на обратном проходе — это один лишний прямой проход на шаг.</translation>
    </message>
    <message>
        <source>Selective activation checkpointing keeps the matmul outputs and recomputes the cheap element-wise ops: less saving than full checkpointing, at a smaller cost.</source>
        <translation>Выборочный чекпоинтинг активаций сохраняет выходы матричных умножений и пересчитывает дешёвые поэлементные операции: экономия меньше, чем при полном чекпоинтинге, но и замедление меньше.</translation>
    </message>
    <message>
        <source>Use micro batch %1 with gradient accumulation %2: the effective batch stays %3, activations shrink with the micro batch.</source>
        <translation>Возьмите микробатч %1 и накопление градиентов %2: эффективный батч останется %3, а активации уменьшатся вместе с микробатчем.</translation>
    </message>
    <message>
        <source>Lower the LoRA rank to %1: fewer adapter parameters, gradients and optimizer states. Rank 8-16 is usually enough; 4 can be too weak.</source>
        <translation>Снизьте ранг LoRA до %1: меньше параметров адаптеров, градиентов и состояний оптимизатора. Обычно хватает ранга 8–16; ранга 4 может оказаться мало.</translation>
    </message>
    <message>
        <source>Use an 8-bit optimizer (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): its two states take 2 bytes per parameter instead of 8.</source>
        <translation>Используйте 8-битный оптимизатор (bitsandbytes AdamW8bit, optim: adamw_bnb_8bit): два его состояния занимают 2 байта на параметр вместо 8.</translation>
    </message>
    <message>
        <source>Keep the EMA copy of the model on the CPU (or update it every few steps): it is a full copy of the weights on the GPU.</source>
        <translation>Держите EMA-копию модели на CPU (или обновляйте её раз в несколько шагов): на GPU это полная копия весов.</translation>
    </message>
    <message>
        <source>Cache the frozen backbone&apos;s features and train only what is trainable on them; rebuild the cache every %1 epochs, since the LoRA weights change. Too frequent rebuilds are slow, too rare ones leave stale features.</source>
        <translation>Закэшируйте признаки замороженного бэкбона и обучайте на них только обучаемую часть; пересобирайте кэш раз в %1 эп., так как веса LoRA меняются. Слишком частая пересборка замедляет обучение, слишком редкая оставляет устаревшие признаки.</translation>
    </message>
    <message>
        <source>Shard the model states over the GPUs (DeepSpeed ZeRO-2/3 or FSDP) instead of a full copy per DDP rank.</source>
        <translation>Шардируйте состояния модели по GPU (DeepSpeed ZeRO-2/3 или FSDP) вместо полной копии на каждом DDP-ранге.</translation>
    </message>
    <message>
        <source>Offload the optimizer states to CPU RAM (DeepSpeed offload_optimizer: cpu): the GPU keeps only the weights and gradients; each step waits for PCIe and the CPU&apos;s Adam.</source>
        <translation>Выгрузите состояния оптимизатора в оперативную память CPU (DeepSpeed offload_optimizer: cpu): на GPU останутся только веса и градиенты, но каждый шаг будет ждать PCIe и Adam на CPU.</translation>
    </message>
    <message>
        <source>Truncate or pack sequences to %1 tokens: activations and logits grow with the sequence.</source>
        <translation>Обрежьте или упакуйте последовательности до %1 токенов: активации и логиты растут с длиной последовательности.</translation>
    </message>
    <message>
        <source>Lower the input resolution to %1: activations grow with the pixels.</source>
        <translation>Снизьте входное разрешение до %1: активации растут с числом пикселей.</translation>
    </message>
    <message>
        <source>Use %1 frames per clip: activations grow with the frames.</source>
        <translation>Сократите число кадров на клип до %1: активации растут с числом кадров.</translation>
    </message>
    <message>
        <source>Sample %1 points per cloud: activations grow with the points.</source>
        <translation>Сэмплируйте до %1 точек на облако: активации растут с числом точек.</translation>
    </message>
    <message>
        <source>This setup fits as it is on %1: ask for a node with more GPU memory.</source>
        <translation>Без изменений эта конфигурация помещается на %1: запросите узел с большим объёмом памяти GPU.</translation>
    </message>
    <message>
        <source>Chunking the forward pass helps inference only: training must keep every activation for the gradients, so cut the micro batch, the input size or use checkpointing instead.</source>
        <translation>Разбиение прямого прохода на чанки помогает только при инференсе: при обучении все активации нужно хранить для градиентов, поэтому лучше уменьшите микробатч или размер входа либо включите чекпоинтинг.</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory; on a fast NVMe disk one worker is usually only 5-10 % slower than four.</source>
        <translation>Уменьшите число воркеров DataLoader до %1 на GPU: каждый воркер — отдельный процесс со своей памятью; на быстром NVMe-диске один воркер обычно медленнее четырёх всего на 5–10 %.</translation>
    </message>
    <message>
        <source>Set persistent_workers=True and prefetch_factor=%1: workers are not re-forked every epoch and fewer batches wait in memory.</source>
        <translation>Задайте persistent_workers=True и prefetch_factor=%1: воркеры не будут заново форкаться каждую эпоху, а в памяти будет ждать меньше батчей.</translation>
    </message>
    <message>
        <source>%2 workers for %1 CPU cores: more workers than cores only add memory. About 4 per GPU (%3 here) is enough.</source>
        <translation>Воркеров: %2, ядер CPU: %1. Воркеры сверх числа ядер только расходуют память. Достаточно примерно 4 на GPU (здесь — %3).</translation>
    </message>
    <message>
        <source>Cap the cache at %1 GiB per copy: a cache inside the Dataset lives in each of the %2 worker processes, so the cap multiplies by the number of workers.</source>
        <translation>Ограничьте размер кэша: %1 GiB на копию; кэш внутри Dataset живёт в каждом из %2 процессов-воркеров, так что лимит умножается на число воркеров.</translation>
    </message>
    <message>
        <source>Move the cache into shared memory (or a memory-mapped file) so the %1 processes share one copy.</source>
        <translation>Перенесите кэш в разделяемую память (или в файл, отображённый в память), чтобы все процессы (%1) пользовались одной копией.</translation>
    </message>
    <message>
        <source>All caches together should stay around %1-%2 GiB on this host and never above %3 GiB (half the RAM).</source>
        <translation>На этом хосте все кэши вместе должны занимать около %1–%2 GiB и никогда не больше %3 GiB (половины ОЗУ).</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the container has %2 GiB (Docker&apos;s default is 64 MB): set shm_size, or workers die with a bus error.</source>
        <translation>Батчам в очереди нужно около %1 GiB в /dev/shm, а у контейнера только %2 GiB (по умолчанию в Docker — 64 MB): задайте shm_size, иначе воркеры будут падать с bus error.</translation>
    </message>
    <message>
        <source>Turn pin_memory off: page-locked copies of the batches cannot be swapped out.</source>
        <translation>Отключите pin_memory: закреплённые (page-locked) копии батчей нельзя вытеснить в swap.</translation>
    </message>
    <message>
        <source>With RAM to spare, pin_memory=True and .to(device, non_blocking=True) overlap the copies with compute.</source>
        <translation>Если оперативной памяти с запасом, pin_memory=True и .to(device, non_blocking=True) позволяют совместить копирование с вычислениями.</translation>
    </message>
    <message>
        <source>Run %1 GPU process(es) per node with gradient accumulation %2: every training process (DDP, FSDP or ZeRO alike) holds its own runtime, workers and batches in RAM.</source>
        <translation>Сократите число GPU-процессов на узле до %1 и поставьте накопление градиентов %2: каждый процесс обучения (что при DDP, что при FSDP или ZeRO) держит в оперативной памяти свой рантайм, воркеры и батчи.</translation>
    </message>
    <message>
        <source>As an emergency only, add swap (fallocate -l 16G /swapfile; mkswap; swapon): it stops the OOM kill but training slows down badly.</source>
        <translation>Только в крайнем случае добавьте swap (fallocate -l 16G /swapfile; mkswap; swapon): это остановит OOM kill, но обучение сильно замедлится.</translation>
    </message>
    <message>
        <source>If it runs out of memory although the estimate fits, check that no other job uses the GPU: nvidia-smi, and CUDA_VISIBLE_DEVICES for your process.</source>
        <translation>Если память кончается, хотя по оценке всё помещается, проверьте, что GPU не занят другой задачей: nvidia-smi и CUDA_VISIBLE_DEVICES вашего процесса.</translation>
    </message>
    <message>
        <source>Measure the real peak: torch.cuda.max_memory_allocated() and max_memory_reserved() after a few steps, or watch nvidia-smi / nvidia-smi dmon -s mu.</source>
        <translation>Измерьте реальный пик: torch.cuda.max_memory_allocated() и max_memory_reserved() после нескольких шагов или следите за nvidia-smi / nvidia-smi dmon -s mu.</translation>
    </message>
    <message>
        <source>Confirm a host OOM kill with dmesg | grep -i oom (&quot;Killed&quot; in the logs); watch free -h or docker stats while training.</source>
        <translation>Подтвердите OOM kill на хосте через dmesg | grep -i oom (&quot;Killed&quot; в логах); во время обучения следите за free -h или docker stats.</translation>
    </message>
    <message>
        <source>Log the process RSS every 100 steps and warn above 90 % of RAM, so a slow leak shows before the OOM killer does.</source>
        <translation>Логируйте RSS процесса каждые 100 шагов и предупреждайте при превышении 90 % ОЗУ, чтобы медленная утечка проявилась раньше, чем сработает OOM killer.</translation>
    </message>
    <message>
        <source>Save and sync checkpoints often: an OOM kill loses everything since the last one.</source>
        <translation>Почаще сохраняйте и синхронизируйте чекпоинты: при OOM kill теряется всё, что было после последнего.</translation>
    </message>
    <message>
        <source>saves %1 of host RAM</source>
        <translation>экономит %1 ОЗУ хоста</translation>
    </message>
    <message>
        <source>saves %1 of GPU memory</source>
        <translation>экономит %1 памяти GPU</translation>
    </message>
    <message>
        <source>~%1 % slower</source>
        <translation>на ~%1 % медленнее</translation>
    </message>
    <message>
        <source>~%1 % faster</source>
        <translation>на ~%1 % быстрее</translation>
    </message>
    <message>
        <source>Use %1 DataLoader worker(s) per GPU: every worker is a process with its own memory. Here loading the data already sets the pace of a step, so fewer workers slow training down in proportion; the usual 5-10 % holds only while the GPU is the bottleneck.</source>
        <translation>Уменьшите число воркеров DataLoader до %1 на GPU: каждый воркер — отдельный процесс со своей памятью. Здесь темп шага уже задаёт загрузка данных, поэтому с меньшим числом воркеров обучение замедлится пропорционально; привычные 5–10 % верны, только пока узкое место — GPU.</translation>
    </message>
    <message>
        <source>Loading the data sets the pace</source>
        <translation>Темп задаёт загрузка данных</translation>
    </message>
    <message>
        <source>A per-worker cache multiplies by the workers</source>
        <translation>Кэш в каждом воркере умножается на число воркеров</translation>
    </message>
    <message>
        <source>The %3 DataLoader worker(s) need about %1 ms per step to decode and read the samples (%4 % of them from the RAM cache), the GPU only %2 ms: the GPU waits for data. More workers, up to the CPU cores, or a cache that hits more often make steps faster; a smaller micro batch costs nothing here.</source>
        <translation>%3 воркер(а) DataLoader тратят на декодирование и чтение сэмплов около %1 мс за шаг (%4 % из них берутся из кэша в RAM), а GPU — всего %2 мс: GPU ждёт данные. Шаги ускорят больше воркеров (не больше числа ядер CPU) или кэш с большей долей попаданий; меньший micro batch здесь ничего не стоит.</translation>
    </message>
    <message>
        <source>A cache inside the Dataset lives in every worker process: a cap of %2 GiB is really %1 × %2 GiB = %3 GiB. One shared cache (shared memory or a memory-mapped file) of %4 GiB fits and serves every worker; in random order it hits about %5 % of the time.</source>
        <translation>Кэш внутри Dataset живёт в каждом процессе-воркере: лимит %2 GiB на деле означает %1 × %2 GiB = %3 GiB. Один общий кэш (shared memory или файл, отображённый в память) на %4 GiB помещается и обслуживает всех воркеров; при случайном порядке он попадает примерно в %5 % случаев.</translation>
    </message>
    <message>
        <source>loading the data sets the pace</source>
        <translation>темп задаёт загрузка данных</translation>
    </message>
    <message>
        <source>Shared memory in the pod</source>
        <translation>Разделяемая память в поде</translation>
    </message>
    <message>
        <source>The batches in flight need about %1 GiB of /dev/shm but the pod has %2 GiB (the container runtime&apos;s default is 64 MiB): mount an emptyDir volume with medium: Memory and a sizeLimit at /dev/shm, or workers die with a bus error.</source>
        <translation>Батчам в очереди нужно около %1 GiB в /dev/shm, а у пода только %2 GiB (по умолчанию среда выполнения контейнеров даёт 64 MiB): смонтируйте в /dev/shm том emptyDir с medium: Memory и sizeLimit, иначе воркеры будут падать с bus error.</translation>
    </message>
    <message>
        <source>Put the rollout engine to sleep while training</source>
        <translation>Усыплять движок генерации на время обучения</translation>
    </message>
    <message>
        <source>A smaller share for the rollout engine</source>
        <translation>Меньшая доля памяти для движка генерации</translation>
    </message>
    <message>
        <source>Let the colocated vLLM engine release its memory while the model trains (TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): its KV cache and weights are then not beside the activations and gradients.</source>
        <translation>Пусть vLLM на тех же GPU освобождает память, пока модель обучается (TRL: vllm_enable_sleep_mode: true; OpenRLHF: --vllm_enable_sleep; ms-swift: --sleep_level 1): тогда его KV-кэш и веса не лежат рядом с активациями и градиентами.</translation>
    </message>
    <message>
        <source>Give the colocated rollout engine a smaller share of each GPU (vllm_gpu_memory_utilization / gpu_memory_utilization %1): less room for its KV cache, so fewer sequences are generated at once.</source>
        <translation>Отдайте движку генерации меньшую долю каждой GPU (vllm_gpu_memory_utilization / gpu_memory_utilization %1): KV-кэшу останется меньше места, и за раз будет генерироваться меньше последовательностей.</translation>
    </message>
    <message>
        <source>Reduce-scatter every micro batch</source>
        <translation>Reduce-scatter на каждом микробатче</translation>
    </message>
    <message>
        <source>FSDP keeps the full gradients on every GPU while it accumulates under no_sync(). Sync every micro batch instead and each GPU keeps only its shard, for one reduce-scatter per micro batch: Accelerate&apos;s GradientAccumulationPlugin(sync_each_batch=True) (HF Trainer: accelerator_config gradient_accumulation_kwargs), or Fabric&apos;s no_backward_sync(model, enabled=False).</source>
        <translation>Пока FSDP копит градиенты под no_sync(), каждая GPU держит их целиком. Если синхронизировать на каждом микробатче, каждая GPU хранит только свой шард ценой одного reduce-scatter на микробатч: GradientAccumulationPlugin(sync_each_batch=True) в Accelerate (в HF Trainer — gradient_accumulation_kwargs в accelerator_config) или no_backward_sync(model, enabled=False) в Fabric.</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>Расширяемые сегменты</translation>
    </message>
    <message>
        <source>Start the run with PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PYTORCH_ALLOC_CONF on PyTorch 2.7 and later), set before torch is imported: the caching allocator then grows one segment instead of keeping blocks of every size it was asked for, so far less memory stays reserved beyond the peak. Nothing in the training changes.</source>
        <translation>Запускайте обучение с PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (в PyTorch 2.7 и новее — PYTORCH_ALLOC_CONF), заданной до импорта torch: кеширующий аллокатор будет наращивать один сегмент, а не держать блоки всех размеров, которые у него запрашивали, и сверх пика останется зарезервировано гораздо меньше памяти. В самом обучении ничего не меняется.</translation>
    </message>
</context>
<context>
    <name>AdviseFormat</name>
    <message>
        <source>none found: see the advice below.</source>
        <translation>не найдено: см. советы ниже.</translation>
    </message>
    <message>
        <source>GPU %1 GiB (%2) · host %3 GiB (%4) · step time %5 · effective batch %6</source>
        <translation>GPU %1 GiB (%2) · хост %3 GiB (%4) · время шага %5 · эффективный батч %6</translation>
    </message>
    <message>
        <source>(differs from the current %1)</source>
        <translation>(отличается от текущего: %1)</translation>
    </message>
    <message>
        <source>Advice:</source>
        <translation>Советы:</translation>
    </message>
    <message>
        <source>Largest micro batch that fits, keeping the effective batch of %1:</source>
        <translation>Наибольший микробатч, который помещается при эффективном батче %1:</translation>
    </message>
    <message>
        <source>%1 × accumulation %2</source>
        <translation>%1 × накопление %2</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>не помещается</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Изменения</translation>
    </message>
    <message>
        <source>GPU GiB</source>
        <translation>GPU, GiB</translation>
    </message>
    <message>
        <source>Host GiB</source>
        <translation>Хост, GiB</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>Время шага</translation>
    </message>
    <message>
        <source>Micro batch × accumulation</source>
        <translation>Микробатч × накопление</translation>
    </message>
    <message>
        <source>What would help (headroom advise for the details):</source>
        <translation>Что поможет (подробности — headroom advise):</translation>
    </message>
    <message>
        <source>Recommendations (the fewest changes that make it fit, ranked by step time, effective batch and how unusual they are):</source>
        <translation>Рекомендации (минимум изменений, при которых всё помещается; по времени шага, сохранению эффективного батча и привычности изменений):</translation>
    </message>
    <message>
        <source>Also worth it, on top of the first recommendation:</source>
        <translation>Также стоит сделать (поверх первой рекомендации):</translation>
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
        <translation>доступно GiB</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, строка %2</translation>
    </message>
    <message>
        <source>Not understood:</source>
        <translation>Не распознано:</translation>
    </message>
    <message>
        <source>%1 = %2, line %3</source>
        <translation>%1 = %2, строка %3</translation>
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
        <translation>Использование:
  headroom                                 открыть окно
  headroom FILE                            открыть окно с файлом FILE
  headroom estimate [FILE] [опции]         разбивка памяти и вердикт
  headroom inspect FILE [--format json]    что было прочитано из FILE
  headroom advise FILE [опции] [--out F]   ранжированные рекомендации
  headroom export FILE --set k=v… --out F  FILE с изменёнными полями
  headroom gpus | headroom models          каталоги

Опции:
  --gpu NAME         GPU из каталога (hardware.gpu)
  --gpus N           число GPU на узел (parallel.gpus)
  --nodes N          число узлов (parallel.nodes)
  --host-ram GiB     ОЗУ одной машины (hardware.host_ram_gib)
  --set field=value  задать каноническое поле, напр. run.micro_batch=4;
                     можно повторять; списки — через запятую
                     (run.lora_targets=q_proj,v_proj)
  --map field=key    читать этот ключ FILE как это поле
  --in-place         export: перезаписать FILE, сохранив FILE.bak
  --force            export: писать и через символическую ссылку
  --format text|json|markdown
  --lang en|ru|zh_CN|ko
  --help, --version

Коды выхода: 0 — помещается, 1 — впритык, 2 — OOM, 3 — ошибка во входных данных.
</translation>
    </message>
    <message>
        <source>Wrote recommendation %1 to %2.</source>
        <translation>Рекомендация %1 записана в %2.</translation>
    </message>
    <message>
        <source>No recommendation fits: nothing was written.</source>
        <translation>Ни одна рекомендация не помещается: ничего не записано.</translation>
    </message>
    <message>
        <source>default (%1)</source>
        <translation>по умолчанию (%1)</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 where Headroom estimated %3; kept in %4.</source>
        <translation>Калибровка по вашему запуску: %1 показал %2, а Headroom оценивал %3; сохранено в %4.</translation>
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
Калибровка и ваша собственная модель:
  --measured METRIC=SIZE  estimate: откалибровать FILE по одному измеренному запуску
                     (allocated=17.3GiB, reserved=…, nvidia-smi=…); хранится в
                     FILE.headroom.yaml для следующих оценок и окна
  --no-calibration   не использовать калибровку рядом с FILE
  --set model.card=FILE  модель, измеренная headroom-probe по вашему коду
</translation>
    </message>
    <message>
        <source>The setup already fits: there is nothing to change, nothing was written.</source>
        <translation>Конфигурация уже помещается: менять нечего, ничего не записано.</translation>
    </message>
    <message>
        <source>%1 was there already: its text is kept as %2.</source>
        <translation>%1 уже существовал: его прежний текст сохранён в %2.</translation>
    </message>
    <message>
        <source>headroom: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set). For the estimate in this terminal: headroom estimate FILE (see headroom --help).</source>
        <translation>headroom: нет дисплея, чтобы открыть окно (DISPLAY и WAYLAND_DISPLAY не заданы). Оценка прямо в терминале: headroom estimate ФАЙЛ (см. headroom --help).</translation>
    </message>
    <message>
        <source>%1, %2 line %3</source>
        <translation>%1, %2, строка %3</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>&amp;Model</source>
        <translation>&amp;Модель</translation>
    </message>
    <message>
        <source>The catalog model the estimate uses; type to search.</source>
        <translation>Модель из каталога, для которой строится оценка; начните вводить для поиска.</translation>
    </message>
    <message>
        <source>Fine-&amp;tuning</source>
        <translation>&amp;Дообучение</translation>
    </message>
    <message>
        <source>Full training keeps gradients and optimizer states for every weight; LoRA and QLoRA only for the adapters.</source>
        <translation>При полном обучении градиенты и состояния оптимизатора хранятся для всех весов, при LoRA и QLoRA — только для адаптеров.</translation>
    </message>
    <message>
        <source>LoRA &amp;rank</source>
        <translation>Ранг &amp;LoRA</translation>
    </message>
    <message>
        <source>Adapter size: more trainable parameters, gradients and states.</source>
        <translation>Размер адаптеров: чем выше ранг, тем больше обучаемых параметров, градиентов и состояний.</translation>
    </message>
    <message>
        <source>Micro &amp;batch per GPU</source>
        <translation>Микро&amp;батч на GPU</translation>
    </message>
    <message>
        <source>Samples in one forward and backward pass; activations grow with it.</source>
        <translation>Число примеров за один прямой и обратный проход; активации растут вместе с ним.</translation>
    </message>
    <message>
        <source>Gradient &amp;accumulation</source>
        <translation>&amp;Накопление градиентов</translation>
    </message>
    <message>
        <source>Micro batches per optimizer step; raises the effective batch without more memory.</source>
        <translation>Число микробатчей на шаг оптимизатора; увеличивает эффективный батч без дополнительной памяти.</translation>
    </message>
    <message>
        <source>&amp;Precision</source>
        <translation>&amp;Точность</translation>
    </message>
    <message>
        <source>Bytes per weight and activation; mixed precision keeps fp32 master weights.</source>
        <translation>Байт на вес и активацию; при смешанной точности хранятся мастер-веса в fp32.</translation>
    </message>
    <message>
        <source>&amp;Optimizer</source>
        <translation>&amp;Оптимизатор</translation>
    </message>
    <message>
        <source>States per trainable weight: AdamW keeps two, 8-bit variants a quarter of that.</source>
        <translation>Состояния на каждый обучаемый вес: AdamW хранит два, 8-битные варианты занимают вчетверо меньше.</translation>
    </message>
    <message>
        <source>Activation &amp;checkpointing</source>
        <translation>&amp;Чекпоинтинг активаций</translation>
    </message>
    <message>
        <source>Recompute activations in backward instead of keeping them: less memory, about a third slower.</source>
        <translation>Пересчитывать активации на обратном проходе вместо хранения: меньше памяти, но примерно на треть медленнее.</translation>
    </message>
    <message>
        <source>&amp;EMA copy</source>
        <translation>Копия &amp;EMA</translation>
    </message>
    <message>
        <source>An exponential moving average of the weights: one more copy of them.</source>
        <translation>Экспоненциальное скользящее среднее весов: ещё одна их копия.</translation>
    </message>
    <message>
        <source>&amp;Sequence length</source>
        <translation>Д&amp;лина последовательности</translation>
    </message>
    <message>
        <source>Tokens per sample; activations and logits grow with it.</source>
        <translation>Число токенов на пример; активации и логиты растут вместе с ней.</translation>
    </message>
    <message>
        <source>&amp;Image size</source>
        <translation>&amp;Размер изображения</translation>
    </message>
    <message>
        <source>The shorter side in pixels; activations grow with the area.</source>
        <translation>Меньшая сторона в пикселях; активации растут с площадью.</translation>
    </message>
    <message>
        <source>&amp;Frames</source>
        <translation>&amp;Кадры</translation>
    </message>
    <message>
        <source>Images or video frames per sample.</source>
        <translation>Число изображений или кадров видео на пример.</translation>
    </message>
    <message>
        <source>Poi&amp;nts</source>
        <translation>Точк&amp;и</translation>
    </message>
    <message>
        <source>Points per cloud.</source>
        <translation>Число точек в облаке.</translation>
    </message>
    <message>
        <source>&amp;Workers</source>
        <translation>&amp;Воркеры</translation>
    </message>
    <message>
        <source>DataLoader worker processes per GPU; each holds its own copy of the dataset object in host RAM.</source>
        <translation>Число процессов-воркеров DataLoader на GPU; каждый держит в оперативной памяти хоста свою копию объекта датасета.</translation>
    </message>
    <message>
        <source>Pre&amp;fetch</source>
        <translation>&amp;Предвыборка</translation>
    </message>
    <message>
        <source>Batches each worker prepares ahead, held in host RAM.</source>
        <translation>Батчи, которые каждый воркер готовит заранее; хранятся в оперативной памяти хоста.</translation>
    </message>
    <message>
        <source>RAM cac&amp;he</source>
        <translation>К&amp;эш в ОЗУ</translation>
    </message>
    <message>
        <source>Samples kept in RAM by the dataset: off, a capped LRU, or everything.</source>
        <translation>Примеры, которые датасет держит в ОЗУ: ничего, LRU с лимитом или всё.</translation>
    </message>
    <message>
        <source>Cache cap (GiB)</source>
        <translation>Лимит кэша (GiB)</translation>
    </message>
    <message>
        <source>The LRU cache&apos;s limit, per copy.</source>
        <translation>Лимит LRU-кэша на одну копию.</translation>
    </message>
    <message>
        <source>Cache lives</source>
        <translation>Размещение кэша</translation>
    </message>
    <message>
        <source>A cache inside a Dataset exists once per worker process unless it is in shared memory.</source>
        <translation>Кэш внутри Dataset существует отдельно в каждом процессе-воркере, если он не в разделяемой памяти.</translation>
    </message>
    <message>
        <source>&amp;GPU</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>The GPU type from the catalog; type to search.</source>
        <translation>Модель GPU из каталога; начните вводить для поиска.</translation>
    </message>
    <message>
        <source>GPUs per &amp;node</source>
        <translation>GPU на у&amp;зел</translation>
    </message>
    <message>
        <source>Each GPU runs its own training process and workers on the host.</source>
        <translation>Для каждого GPU на хосте работает свой процесс обучения со своими воркерами.</translation>
    </message>
    <message>
        <source>No&amp;des</source>
        <translation>&amp;Узлы</translation>
    </message>
    <message>
        <source>Machines; sharding strategies divide states over all GPUs.</source>
        <translation>Число машин; стратегии с шардированием делят состояния между всеми GPU.</translation>
    </message>
    <message>
        <source>Strateg&amp;y</source>
        <translation>&amp;Стратегия</translation>
    </message>
    <message>
        <source>DDP replicates everything; FSDP and ZeRO shard states, gradients or weights over the GPUs.</source>
        <translation>DDP реплицирует всё; FSDP и ZeRO шардируют по GPU состояния, градиенты или веса.</translation>
    </message>
    <message>
        <source>CPU offload</source>
        <translation>Выгрузка на CPU</translation>
    </message>
    <message>
        <source>Moves optimizer states (and weights) to host RAM: less VRAM, more host RAM, slower steps.</source>
        <translation>Переносит состояния оптимизатора (и веса) в оперативную память хоста: меньше видеопамяти, больше ОЗУ хоста, шаги медленнее.</translation>
    </message>
    <message>
        <source>&amp;Host RAM (GiB)</source>
        <translation>ОЗУ &amp;хоста (GiB)</translation>
    </message>
    <message>
        <source>RAM of one machine.</source>
        <translation>Оперативная память одной машины.</translation>
    </message>
    <message>
        <source>Cached frozen features</source>
        <translation>Кэш замороженных признаков</translation>
    </message>
    <message>
        <source>Precompute the frozen encoder&apos;s outputs once instead of running it every step.</source>
        <translation>Один раз предвычислить выходы замороженного энкодера, а не прогонять его на каждом шаге.</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Реализация attention</translation>
    </message>
    <message>
        <source>Eager attention stores the score matrix; SDPA and flash do not.</source>
        <translation>Eager attention хранит матрицу весов внимания; SDPA и flash — нет.</translation>
    </message>
    <message>
        <source>Chunked loss</source>
        <translation>Лосс по чанкам</translation>
    </message>
    <message>
        <source>Computes the logits and loss in chunks instead of all at once.</source>
        <translation>Считает логиты и лосс по частям, а не целиком.</translation>
    </message>
    <message>
        <source>Activation offload</source>
        <translation>Выгрузка активаций</translation>
    </message>
    <message>
        <source>Keeps saved activations in host RAM between forward and backward.</source>
        <translation>Хранит сохранённые активации в оперативной памяти хоста между прямым и обратным проходом.</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>Закреплённая память</translation>
    </message>
    <message>
        <source>Page-locked host buffers for faster copies to the GPU.</source>
        <translation>Закреплённые (page-locked) буферы на хосте для более быстрого копирования на GPU.</translation>
    </message>
    <message>
        <source>Quantization bits</source>
        <translation>Биты квантизации</translation>
    </message>
    <message>
        <source>Bits per frozen weight under QLoRA.</source>
        <translation>Бит на замороженный вес при QLoRA.</translation>
    </message>
    <message>
        <source>Persistent workers</source>
        <translation>Постоянные воркеры</translation>
    </message>
    <message>
        <source>Keep the DataLoader&apos;s workers alive between epochs instead of starting them again.</source>
        <translation>Не перезапускать воркеры DataLoader в начале каждой эпохи, а держать их живыми.</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>Ядра CPU</translation>
    </message>
    <message>
        <source>Cores of one machine; workers beyond them add memory, not speed.</source>
        <translation>Ядра одной машины; воркеры сверх их числа добавляют память, а не скорость.</translation>
    </message>
    <message>
        <source>Model card</source>
        <translation>Карточка модели</translation>
    </message>
    <message>
        <source>A model card from headroom-probe: parameters and activations measured from your own model&apos;s code.</source>
        <translation>Карточка модели от headroom-probe: параметры и активации, измеренные по коду вашей модели.</translation>
    </message>
    <message>
        <source>Packed sequences</source>
        <translation>Упаковка (packing)</translation>
    </message>
    <message>
        <source>Rows are full-length sequences with no padding, so no attention mask is built and grouped K/V heads are not repeated.</source>
        <translation>Каждая строка батча — полная последовательность без паддинга: маска внимания не строится, а сгруппированные головы K/V не дублируются.</translation>
    </message>
    <message>
        <source>LoRA dropout</source>
        <translation>Dropout в LoRA</translation>
    </message>
    <message>
        <source>With dropout, every adapted layer keeps its own dropped-out copy of its input for backward.</source>
        <translation>С dropout каждый адаптированный слой хранит для backward собственную копию входа после dropout.</translation>
    </message>
    <message>
        <source>Fused loss</source>
        <translation>Слитный лосс</translation>
    </message>
    <message>
        <source>Liger&apos;s fused linear cross-entropy or Cut Cross-Entropy: the logits are never held whole.</source>
        <translation>Fused linear cross-entropy из Liger или Cut Cross-Entropy: логиты никогда не хранятся целиком.</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель обучения</translation>
    </message>
    <message>
        <source>DPO, ORPO and SimPO run each chosen and rejected answer together: twice the rows per micro batch.</source>
        <translation>DPO, ORPO и SimPO прогоняют выбранный и отвергнутый ответ вместе: вдвое больше строк в микробатче.</translation>
    </message>
    <message>
        <source>Reference model</source>
        <translation>Референсная модель</translation>
    </message>
    <message>
        <source>A frozen copy of the model for DPO or KTO; not needed with LoRA or precomputed reference log-probabilities.</source>
        <translation>Замороженная копия модели для DPO или KTO; не нужна с LoRA или с заранее посчитанными log-prob референса.</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Тензорный параллелизм</translation>
    </message>
    <message>
        <source>GPUs each layer&apos;s matrices are split over (Megatron, NeMo, torchtitan).</source>
        <translation>На сколько GPU делятся матрицы каждого слоя (Megatron, NeMo, torchtitan).</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>Стадии пайплайна</translation>
    </message>
    <message>
        <source>GPUs the layers are split over, stage by stage.</source>
        <translation>На сколько GPU делятся слои, по стадиям.</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>Контекстный параллелизм</translation>
    </message>
    <message>
        <source>GPUs each sequence is split over (long-context training).</source>
        <translation>На сколько GPU делится каждая последовательность (обучение на длинном контексте).</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Параллелизм по последовательности (SP)</translation>
    </message>
    <message>
        <source>With tensor parallelism, also split the norms&apos; and dropouts&apos; activations (Megatron&apos;s --sequence-parallel).</source>
        <translation>При тензорном параллелизме делить и активации нормализаций и dropout (--sequence-parallel в Megatron).</translation>
    </message>
    <message>
        <source>Rollout engine share</source>
        <translation>Доля движка генерации</translation>
    </message>
    <message>
        <source>RL fine-tuning: the share of each training GPU a colocated vLLM or SGLang engine takes (gpu_memory_utilization); 0 when it runs on GPUs of its own.</source>
        <translation>RL-дообучение: какую долю памяти каждой обучающей GPU занимает vLLM или SGLang на тех же картах (gpu_memory_utilization); 0, если движок работает на своих GPU.</translation>
    </message>
    <message>
        <source>Rollout engine sleeps</source>
        <translation>Движок генерации уходит в sleep mode</translation>
    </message>
    <message>
        <source>The rollout engine frees its memory while the model trains (vLLM sleep mode, verl&apos;s free_cache_engine).</source>
        <translation>Движок генерации освобождает память, пока модель обучается (sleep mode в vLLM, free_cache_engine в verl).</translation>
    </message>
    <message>
        <source>Gradients kept through forward</source>
        <translation>Градиенты живут во время forward</translation>
    </message>
    <message>
        <source>The previous step&apos;s gradients are still there during the forward pass: the loop zeroes them between forward and backward (Lightning, torchvision&apos;s reference scripts, detectron2) or without freeing them (PyTorch before 2.0).</source>
        <translation>Градиенты прошлого шага ещё в памяти во время прямого прохода: цикл обнуляет их между forward и backward (Lightning, референсные скрипты torchvision, detectron2) или обнуляет, не освобождая (PyTorch до 2.0).</translation>
    </message>
    <message>
        <source>Foreach optimizer step</source>
        <translation>Шаг оптимизатора через foreach</translation>
    </message>
    <message>
        <source>The update runs over all tensors at once (torch.optim&apos;s default on a GPU unless fused=True): one more buffer the size of an optimizer state during the step.</source>
        <translation>Обновление идёт сразу по всем тензорам (по умолчанию в torch.optim на GPU, если не задан fused=True): на время шага нужен ещё один буфер размером с состояние оптимизатора.</translation>
    </message>
    <message>
        <source>Offload to NVMe</source>
        <translation>Выгрузка на NVMe</translation>
    </message>
    <message>
        <source>ZeRO-Infinity keeps what it offloads on an NVMe drive; host RAM holds only its swap buffers.</source>
        <translation>ZeRO-Infinity держит выгруженное на NVMe-диске; в оперативной памяти хоста остаются только буферы подкачки.</translation>
    </message>
    <message>
        <source>Shard within each node</source>
        <translation>Шардирование внутри узла</translation>
    </message>
    <message>
        <source>FSDP&apos;s HYBRID_SHARD: states are sharded over one node&apos;s GPUs and replicated across nodes.</source>
        <translation>HYBRID_SHARD в FSDP: состояния шардируются по GPU одного узла и реплицируются между узлами.</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Экспертный параллелизм</translation>
    </message>
    <message>
        <source>GPUs a mixture of experts&apos; routed experts are split over (Megatron&apos;s --expert-model-parallel-size).</source>
        <translation>Число GPU, по которым распределяются маршрутизируемые эксперты MoE (--expert-model-parallel-size в Megatron).</translation>
    </message>
    <message>
        <source>Accumulate unsharded</source>
        <translation>Копить без шардирования</translation>
    </message>
    <message>
        <source>FSDP skips the gradient reduce-scatter until the last micro batch (no_sync: Accelerate, HF Trainer, Lightning Fabric): every GPU holds the full gradients.</source>
        <translation>FSDP пропускает reduce-scatter градиентов до последнего микробатча (no_sync: Accelerate, HF Trainer, Lightning Fabric): каждая GPU держит градиенты целиком.</translation>
    </message>
    <message>
        <source>Gradients for whole blocks</source>
        <translation>Градиенты на весь блок</translation>
    </message>
    <message>
        <source>FSDP1 with use_orig_params and LoRA inside each wrapped block: the block&apos;s frozen weights get gradients too.</source>
        <translation>FSDP1 с use_orig_params и LoRA внутри каждого обёрнутого блока: градиенты получают и замороженные веса блока.</translation>
    </message>
    <message>
        <source>Images per sample</source>
        <translation>Изображений на сэмпл</translation>
    </message>
    <message>
        <source>Images a vision-language model sees per sample; 0 for text-only data, which runs neither the vision tower nor any image token.</source>
        <translation>Сколько изображений VLM видит в одном примере; 0 — только текст: ни vision tower, ни image-токены не участвуют.</translation>
    </message>
    <message>
        <source>FP32 gradient buffer</source>
        <translation>Буфер градиентов в FP32</translation>
    </message>
    <message>
        <source>Beside 16-bit weights, gradients accumulate in fp32, 4 bytes a parameter (Megatron&apos;s main_grad under --bf16).</source>
        <translation>При 16-битных весах градиенты накапливаются в fp32, по 4 байта на параметр (main_grad в Megatron при --bf16).</translation>
    </message>
    <message>
        <source>Batch padded to a square</source>
        <translation>Батч дополняется до квадрата</translation>
    </message>
    <message>
        <source>The detector&apos;s images come in both orientations (random crops after grouping by aspect ratio), so each batch is padded to a square of the longer side.</source>
        <translation>Изображения детектора бывают в обеих ориентациях (случайные кропы после группировки по соотношению сторон), поэтому каждый батч паддится до квадрата по длинной стороне.</translation>
    </message>
    <message>
        <source>Automatic batch share</source>
        <translation>Доля памяти для автобатча</translation>
    </message>
    <message>
        <source>The batch is chosen when training starts, to fill this share of the GPU&apos;s memory (Ultralytics&apos; AutoBatch: batch -1 is 0.6); 0 when the batch is stated.</source>
        <translation>Размер батча выбирается при запуске обучения так, чтобы занять эту долю памяти GPU (AutoBatch в Ultralytics: batch -1 — это 0.6); 0, если батч задан явно.</translation>
    </message>
    <message>
        <source>Vision tower frozen</source>
        <translation>Визуальный энкодер заморожен</translation>
    </message>
    <message>
        <source>Under a full fine-tune of a vision-language model only the language model trains: the vision tower gets no gradients or optimizer states (LLaMA-Factory&apos;s freeze_vision_tower, its default).</source>
        <translation>При полном дообучении vision-language модели обучается только языковая модель: для визуального энкодера нет ни градиентов, ни состояний оптимизатора (freeze_vision_tower в LLaMA-Factory, там это по умолчанию).</translation>
    </message>
    <message>
        <source>Completion length</source>
        <translation>Длина ответа</translation>
    </message>
    <message>
        <source>Tokens per sample that get logits (a GRPO completion); 0: all of them.</source>
        <translation>Сколько токенов сэмпла получают логиты (ответ в GRPO); 0 — все.</translation>
    </message>
    <message>
        <source>Blocks swapped to host RAM</source>
        <translation>Блоки, выгружаемые в ОЗУ</translation>
    </message>
    <message>
        <source>Transformer blocks whose weights wait in host RAM and are copied to the GPU for their turn (blocks_to_swap in musubi-tuner, sd-scripts and diffusion-pipe): less GPU memory, slower steps.</source>
        <translation>Блоки трансформера, веса которых лежат в ОЗУ хоста и копируются на GPU, когда до них доходит очередь (blocks_to_swap в musubi-tuner, sd-scripts и diffusion-pipe): меньше видеопамяти, но шаги медленнее.</translation>
    </message>
    <message>
        <source>Loss chunk (tokens)</source>
        <translation>Чанк лосса (токены)</translation>
    </message>
    <message>
        <source>Under a fused loss, how many tokens the LM head and the loss take at once, each chunk&apos;s backward done before the next (torchtitan&apos;s ChunkedLossWrapper chunk_len); 0: the kernel picks its own chunks.</source>
        <translation>При fused-лоссе — сколько токенов LM-голова и лосс обрабатывают за раз; backward каждого чанка выполняется до следующего (chunk_len у ChunkedLossWrapper в torchtitan); 0 — ядро само выбирает размер чанков.</translation>
    </message>
    <message>
        <source>Expandable segments</source>
        <translation>Расширяемые сегменты</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: the allocator grows one segment instead of caching blocks of fixed sizes, so little memory is reserved beyond the peak.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True: аллокатор наращивает один сегмент вместо того, чтобы кешировать блоки фиксированных размеров, поэтому сверх пика резервируется совсем немного памяти.</translation>
    </message>
</context>
<context>
    <name>FieldValues</name>
    <message>
        <source>on</source>
        <translation>вкл.</translation>
    </message>
    <message>
        <source>off</source>
        <translation>выкл.</translation>
    </message>
    <message>
        <source>decoder LLM</source>
        <translation>LLM-декодер</translation>
    </message>
    <message>
        <source>encoder</source>
        <translation>энкодер</translation>
    </message>
    <message>
        <source>encoder-decoder</source>
        <translation>энкодер-декодер</translation>
    </message>
    <message>
        <source>vision-language</source>
        <translation>визуально-языковая</translation>
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
        <translation>детектор</translation>
    </message>
    <message>
        <source>segmentation</source>
        <translation>сегментация</translation>
    </message>
    <message>
        <source>point cloud</source>
        <translation>облако точек</translation>
    </message>
    <message>
        <source>diffusion UNet</source>
        <translation>диффузионная UNet</translation>
    </message>
    <message>
        <source>TTS</source>
        <translation>TTS</translation>
    </message>
    <message>
        <source>generic</source>
        <translation>другая</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16 mixed</source>
        <translation>смешанная FP16</translation>
    </message>
    <message>
        <source>BF16 mixed</source>
        <translation>смешанная BF16</translation>
    </message>
    <message>
        <source>pure FP16</source>
        <translation>чистая FP16</translation>
    </message>
    <message>
        <source>pure BF16</source>
        <translation>чистая BF16</translation>
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
        <translation>SGD с моментумом</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-битный AdamW</translation>
    </message>
    <message>
        <source>4-bit AdamW</source>
        <translation>4-битный AdamW</translation>
    </message>
    <message>
        <source>paged AdamW</source>
        <translation>AdamW с подкачкой (paged)</translation>
    </message>
    <message>
        <source>paged 8-bit AdamW</source>
        <translation>8-битный AdamW с подкачкой (paged)</translation>
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
        <translation>выборочный</translation>
    </message>
    <message>
        <source>full (every block)</source>
        <translation>полный (каждый блок)</translation>
    </message>
    <message>
        <source>full</source>
        <translation>полное</translation>
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
        <translation>часть заморожена</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>обычное (eager)</translation>
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
        <translation>LRU с лимитом</translation>
    </message>
    <message>
        <source>everything</source>
        <translation>всё</translation>
    </message>
    <message>
        <source>in every worker</source>
        <translation>в каждом воркере</translation>
    </message>
    <message>
        <source>in shared memory</source>
        <translation>в общей памяти</translation>
    </message>
    <message>
        <source>single GPU</source>
        <translation>одна GPU</translation>
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
        <translation>нет</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>состояния оптимизатора</translation>
    </message>
    <message>
        <source>optimizer states and weights</source>
        <translation>состояния оптимизатора и веса</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <source>as the precision implies</source>
        <translation>как задаёт точность обучения</translation>
    </message>
    <message>
        <source>once per GPU process</source>
        <translation>по копии на GPU-процесс</translation>
    </message>
    <message>
        <source>supervised (SFT)</source>
        <translation>SFT (дообучение с учителем)</translation>
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
        <translation>RMSprop с моментумом</translation>
    </message>
    <message>
        <source>Adagrad</source>
        <translation>Adagrad</translation>
    </message>
    <message>
        <source>DreamBooth prior preservation</source>
        <translation>DreamBooth с prior preservation</translation>
    </message>
    <message>
        <source>8-bit Lion</source>
        <translation>8-битный Lion</translation>
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
        <translation>маскированное языковое моделирование (MLM)</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>&apos;%1&apos; is not a Headroom field; fields look like run.micro_batch or data.seq_len (see headroom --help)</source>
        <translation>«%1» — не поле Headroom; поля выглядят как run.micro_batch или data.seq_len (см. headroom --help)</translation>
    </message>
    <message>
        <source>%1 must be a whole number, not &apos;%2&apos;</source>
        <translation>%1 должно быть целым числом, а не «%2»</translation>
    </message>
    <message>
        <source>%1 must be a number, not &apos;%2&apos;</source>
        <translation>%1 должно быть числом, а не «%2»</translation>
    </message>
    <message>
        <source>%1 must be a count such as 7B, 30M or 3.75e9, not &apos;%2&apos;</source>
        <translation>%1 должно быть количеством вида 7B, 30M или 3.75e9, а не «%2»</translation>
    </message>
    <message>
        <source>%1 must be a size such as 133.6MiB or 4GB, not &apos;%2&apos;</source>
        <translation>%1 должно быть размером вида 133.6MiB или 4GB, а не «%2»</translation>
    </message>
    <message>
        <source>%1 must be true or false, not &apos;%2&apos;</source>
        <translation>%1 должно быть true или false, а не «%2»</translation>
    </message>
    <message>
        <source>%1 cannot be &apos;%2&apos;; use one of: %3</source>
        <translation>%1 не может быть «%2»; допустимые значения: %3</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range; it must be between %3 and %4</source>
        <translation>%1 = %2 вне допустимого диапазона: значение должно быть от %3 до %4</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a Headroom field and was ignored</source>
        <translation>«%1» — не поле Headroom, оно пропущено</translation>
    </message>
    <message>
        <source>the file must be a mapping of fields (key: value), not a list or a single value</source>
        <translation>файл должен быть словарём полей (ключ: значение), а не списком или одиночным значением</translation>
    </message>
    <message>
        <source>--set needs field=value, as in --set run.micro_batch=4; got &apos;%1&apos;</source>
        <translation>--set ожидает field=value, например --set run.micro_batch=4; получено «%1»</translation>
    </message>
    <message>
        <source>YAML syntax error: %1</source>
        <translation>Синтаксическая ошибка YAML: %1</translation>
    </message>
    <message>
        <source>the file is %1 bytes; Headroom reads files up to %2 bytes</source>
        <translation>размер файла в байтах — %1; Headroom читает файлы не больше %2 байт</translation>
    </message>
    <message>
        <source>this is a binary file, not a text config</source>
        <translation>это двоичный файл, а не текстовый конфиг</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>не удаётся прочитать файл: %1</translation>
    </message>
    <message>
        <source>catalog entry &apos;%1&apos; is not usable: %2</source>
        <translation>запись каталога «%1» непригодна: %2</translation>
    </message>
    <message>
        <source>no model preset is called &apos;%1&apos;; &apos;headroom models&apos; lists them</source>
        <translation>пресета модели «%1» нет; список пресетов выводит «headroom models»</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; the architecture given field by field is used</source>
        <translation>ни один пресет не соответствует модели «%1»; используется архитектура, заданная по полям</translation>
    </message>
    <message>
        <source>no preset matches the model &apos;%1&apos;; name one from &apos;headroom models&apos; or give model.layers, model.hidden, model.heads (and model.params)</source>
        <translation>ни один пресет не соответствует модели «%1»; укажите пресет из «headroom models» или задайте model.layers, model.hidden, model.heads (и model.params)</translation>
    </message>
    <message>
        <source>no model is given; set model.name (a preset or a hub id) or the architecture (model.layers, model.hidden, model.heads)</source>
        <translation>модель не задана; укажите model.name (пресет или id на Hub) или архитектуру (model.layers, model.hidden, model.heads)</translation>
    </message>
    <message>
        <source>model.hidden = %1 is not divisible by model.heads = %2</source>
        <translation>model.hidden = %1 не делится на model.heads = %2</translation>
    </message>
    <message>
        <source>model.kv_heads = %2 must divide model.heads = %1</source>
        <translation>model.heads = %1 должно делиться на model.kv_heads = %2</translation>
    </message>
    <message>
        <source>model.trainable_params (%1) is larger than model.params (%2)</source>
        <translation>model.trainable_params (%1) больше, чем model.params (%2)</translation>
    </message>
    <message>
        <source>LoRA target &apos;%1&apos; is not a projection Headroom knows; it is not counted</source>
        <translation>цель LoRA «%1» — неизвестная Headroom проекция; она не учитывается</translation>
    </message>
    <message>
        <source>without the model&apos;s architecture, LoRA adapters are taken as 0.5 % of the parameters</source>
        <translation>без архитектуры модели адаптеры LoRA принимаются равными 0,5 % параметров</translation>
    </message>
    <message>
        <source>the global batch %1 is not micro batch × accumulation × GPUs; the effective batch is %2</source>
        <translation>глобальный батч %1 не равен произведению микробатч × накопление × число GPU; эффективный батч — %2</translation>
    </message>
    <message>
        <source>no GPU in the catalog is called &apos;%1&apos;; &apos;headroom gpus&apos; lists them</source>
        <translation>в каталоге нет GPU «%1»; список выводит «headroom gpus»</translation>
    </message>
    <message>
        <source>%1 has no bf16 support; use fp16-mixed instead</source>
        <translation>%1 не поддерживает bf16; используйте fp16-mixed</translation>
    </message>
    <message>
        <source>%1 has no fp8 support</source>
        <translation>%1 не поддерживает fp8</translation>
    </message>
    <message>
        <source>unknown option &apos;%1&apos; (see headroom --help)</source>
        <translation>неизвестная опция «%1» (см. headroom --help)</translation>
    </message>
    <message>
        <source>option %1 needs a value</source>
        <translation>опции %1 нужно значение</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos; (see headroom --help)</source>
        <translation>неизвестная команда «%1» (см. headroom --help)</translation>
    </message>
    <message>
        <source>--format must be text, json or markdown, not &apos;%1&apos;</source>
        <translation>--format должен быть text, json или markdown, а не «%1»</translation>
    </message>
    <message>
        <source>--lang must be en, ru, zh_CN or ko, not &apos;%1&apos;</source>
        <translation>--lang должен быть en, ru, zh_CN или ko, а не «%1»</translation>
    </message>
    <message>
        <source>this command needs a config file</source>
        <translation>этой команде нужен файл конфигурации</translation>
    </message>
    <message>
        <source>the key map for &apos;%1&apos; is missing from this build</source>
        <translation>в этой сборке нет карты ключей для «%1»</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;: the tool decides at run time, so %2 is left at Headroom&apos;s default</source>
        <translation>%1 = «auto»: инструмент выбирает значение при запуске, поэтому для %2 оставлено значение Headroom по умолчанию</translation>
    </message>
    <message>
        <source>%1 is &apos;auto&apos;; taken as %2, what the tool picks on a GPU that supports it</source>
        <translation>%1 = «auto»; принято %2 — это выбирает инструмент на GPU с поддержкой</translation>
    </message>
    <message>
        <source>%1 = %2 refers to a value not in the file; it was not read</source>
        <translation>%1 = %2 ссылается на значение, которого нет в файле; оно не прочитано</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read</source>
        <translation>%1 = %2 — неизвестное Headroom значение для %3; оно не прочитано</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all GPUs and accumulation steps; it is read as run.global_batch and divided by the GPU count</source>
        <translation>%1 = %2 — это батч по всем GPU и шагам накопления; он читается как run.global_batch и делится на число GPU</translation>
    </message>
    <message>
        <source>%1 = %2: the file it names was not read, so %3 is guessed from its name</source>
        <translation>%1 = %2: указанный файл не прочитан, поэтому %3 определено по его имени</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which cannot be found</source>
        <translation>%1 указывает на «%2», но найти его не удалось</translation>
    </message>
    <message>
        <source>%1 does not divide evenly, so %2 was not derived</source>
        <translation>%1 не делится нацело, поэтому %2 не вычислено</translation>
    </message>
    <message>
        <source>%1 is given more than once (also on line %3); the last one, %2, is used, as the tool does</source>
        <translation>%1 задано несколько раз (ещё в строке %3); как и в самом инструменте, используется последнее значение — %2</translation>
    </message>
    <message>
        <source>%1: %2 = %3 overrides %4 = %5</source>
        <translation>%1: %2 = %3 переопределяет %4 = %5</translation>
    </message>
    <message>
        <source>the defaults list names &apos;%1&apos;, which is not there; the config is read without it</source>
        <translation>в списке defaults указан «%1», но его нет; конфиг прочитан без него</translation>
    </message>
    <message>
        <source>the base config &apos;%1&apos; is not there; the config is read without it</source>
        <translation>базового конфига «%1» нет; конфиг прочитан без него</translation>
    </message>
    <message>
        <source>of the services, &apos;%1&apos; is read as the one that trains</source>
        <translation>из сервисов обучающим считается «%1»</translation>
    </message>
    <message>
        <source>this compose file has no services</source>
        <translation>в этом compose-файле нет сервисов</translation>
    </message>
    <message>
        <source>dialect key map: %1</source>
        <translation>карта ключей диалекта: %1</translation>
    </message>
    <message>
        <source>--map needs field=key.path, as in --map run.micro_batch=train.bs; got &apos;%1&apos;</source>
        <translation>--map ожидает field=key.path, например --map run.micro_batch=train.bs; получено «%1»</translation>
    </message>
    <message>
        <source>--map: the file has no key &apos;%1&apos; to read as %2</source>
        <translation>--map: в файле нет ключа «%1», чтобы прочитать его как %2</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be written in this file&apos;s format (at &apos;%3&apos;)</source>
        <translation>%1 = %2 нельзя записать в формате этого файла (в «%3»)</translation>
    </message>
    <message>
        <source>%1 is built from several parts of the file and cannot be changed in place</source>
        <translation>%1 собирается из нескольких частей файла, и его нельзя изменить на месте</translation>
    </message>
    <message>
        <source>the file was not read, so it cannot be exported</source>
        <translation>файл не прочитан, поэтому его нельзя экспортировать</translation>
    </message>
    <message>
        <source>this would overwrite the input file; give --in-place (a backup is kept as .bak) or another --out</source>
        <translation>это перезапишет входной файл; укажите --in-place (резервная копия сохранится как .bak) или другой --out</translation>
    </message>
    <message>
        <source>cannot write the backup: %1</source>
        <translation>не удаётся записать резервную копию: %1</translation>
    </message>
    <message>
        <source>cannot save the file: %1</source>
        <translation>не удаётся сохранить файл: %1</translation>
    </message>
    <message>
        <source>export needs --out FILE (or --out - for the standard output, or --in-place)</source>
        <translation>export требует --out FILE (или --out - для стандартного вывода, или --in-place)</translation>
    </message>
    <message>
        <source>problem &apos;%1&apos;: %2</source>
        <translation>проблема «%1»: %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Веса</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Градиенты</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Состояния оптимизатора</translation>
    </message>
    <message>
        <source>FP32 master weights</source>
        <translation>Мастер-веса FP32</translation>
    </message>
    <message>
        <source>EMA copy</source>
        <translation>Копия EMA</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Активации</translation>
    </message>
    <message>
        <source>Logits and loss</source>
        <translation>Логиты и лосс</translation>
    </message>
    <message>
        <source>Input batch</source>
        <translation>Входной батч</translation>
    </message>
    <message>
        <source>Dequantization buffers</source>
        <translation>Буферы деквантизации</translation>
    </message>
    <message>
        <source>Communication buffers</source>
        <translation>Коммуникационные буферы</translation>
    </message>
    <message>
        <source>Allocator reserve</source>
        <translation>Резерв аллокатора</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>Контекст CUDA</translation>
    </message>
    <message>
        <source>cuBLAS workspace</source>
        <translation>Рабочая область cuBLAS</translation>
    </message>
    <message>
        <source>OS and services</source>
        <translation>ОС и службы</translation>
    </message>
    <message>
        <source>Training processes</source>
        <translation>Процессы обучения</translation>
    </message>
    <message>
        <source>DataLoader workers</source>
        <translation>Воркеры DataLoader</translation>
    </message>
    <message>
        <source>Batches in flight</source>
        <translation>Батчи в очереди</translation>
    </message>
    <message>
        <source>Pinned memory</source>
        <translation>Закреплённая память</translation>
    </message>
    <message>
        <source>Dataset cache</source>
        <translation>Кэш датасета</translation>
    </message>
    <message>
        <source>Checkpoint loading</source>
        <translation>Загрузка чекпоинта</translation>
    </message>
    <message>
        <source>Shared memory</source>
        <translation>Разделяемая память</translation>
    </message>
    <message>
        <source>The model&apos;s parameters as the GPU holds them for the forward pass (quantized, 16-bit or fp32).</source>
        <translation>Параметры модели в том виде, в каком GPU хранит их для прямого прохода (квантованные, 16-битные или fp32).</translation>
    </message>
    <message>
        <source>Gradients of the trainable parameters.</source>
        <translation>Градиенты обучаемых параметров.</translation>
    </message>
    <message>
        <source>The optimizer&apos;s state per trainable parameter (AdamW keeps two).</source>
        <translation>Состояния оптимизатора для каждого обучаемого параметра (у AdamW их два).</translation>
    </message>
    <message>
        <source>The fp32 copy of the trainable parameters that mixed precision updates.</source>
        <translation>Копия обучаемых параметров в fp32, которую обновляет оптимизатор при смешанной точности.</translation>
    </message>
    <message>
        <source>The exponential moving average copy of the model.</source>
        <translation>Копия модели с экспоненциальным скользящим средним весов.</translation>
    </message>
    <message>
        <source>Tensors the forward pass saves for backward; they grow with batch and sequence length.</source>
        <translation>Тензоры, которые прямой проход сохраняет для обратного; растут с размером батча и длиной последовательности.</translation>
    </message>
    <message>
        <source>The output over the vocabulary and the loss&apos;s buffers.</source>
        <translation>Выход по всему словарю и буферы лосса.</translation>
    </message>
    <message>
        <source>The input tensors of one micro batch.</source>
        <translation>Входные тензоры одного микробатча.</translation>
    </message>
    <message>
        <source>16-bit copies a quantized layer makes while it computes.</source>
        <translation>16-битные копии, которые квантованный слой создаёт во время вычислений.</translation>
    </message>
    <message>
        <source>DDP gradient buckets, gathered FSDP/ZeRO layers and reduce buckets.</source>
        <translation>Бакеты градиентов DDP, собранные слои FSDP/ZeRO и бакеты для reduce.</translation>
    </message>
    <message>
        <source>Memory PyTorch&apos;s caching allocator reserves beyond what tensors use.</source>
        <translation>Память, которую кэширующий аллокатор PyTorch резервирует сверх занятой тензорами.</translation>
    </message>
    <message>
        <source>The cuBLAS workspace PyTorch&apos;s allocator holds for matrix multiplications.</source>
        <translation>Рабочая область cuBLAS, которую аллокатор PyTorch держит для матричных умножений.</translation>
    </message>
    <message>
        <source>The operating system and its services.</source>
        <translation>Операционная система и её службы.</translation>
    </message>
    <message>
        <source>Each training process: Python, PyTorch and the CUDA libraries.</source>
        <translation>Каждый процесс обучения: Python, PyTorch и библиотеки CUDA.</translation>
    </message>
    <message>
        <source>DataLoader worker processes, each with its own copy of what it touches.</source>
        <translation>Процессы-воркеры DataLoader; у каждого своя копия всего, к чему он обращается.</translation>
    </message>
    <message>
        <source>Batches the workers have prepared ahead (workers × prefetch_factor).</source>
        <translation>Батчи, заранее подготовленные воркерами (число воркеров × prefetch_factor).</translation>
    </message>
    <message>
        <source>Page-locked copies of batches when pin_memory is on.</source>
        <translation>Закреплённые (page-locked) копии батчей при включённом pin_memory.</translation>
    </message>
    <message>
        <source>Samples cached in RAM; a cache inside the Dataset lives once per worker process.</source>
        <translation>Примеры, закэшированные в ОЗУ; кэш внутри Dataset существует отдельно в каждом процессе-воркере.</translation>
    </message>
    <message>
        <source>The checkpoint loaded on the CPU before it moves to the GPU.</source>
        <translation>Чекпоинт, загруженный на CPU перед переносом на GPU.</translation>
    </message>
    <message>
        <source>Optimizer states and parameters that DeepSpeed or FSDP keep in host memory.</source>
        <translation>Состояния оптимизатора и параметры, которые DeepSpeed или FSDP держат в памяти хоста.</translation>
    </message>
    <message>
        <source>Shared memory the workers pass batches through.</source>
        <translation>Разделяемая память, через которую воркеры передают батчи.</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>помещается</translation>
    </message>
    <message>
        <source>tight</source>
        <translation>впритык</translation>
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
        <translation>эта машина</translation>
    </message>
    <message>
        <source>Docker&apos;s default shm_size, 64 MiB</source>
        <translation>shm_size Docker по умолчанию, 64 MiB</translation>
    </message>
    <message>
        <source>assumed</source>
        <translation>предположение</translation>
    </message>
    <message>
        <source>computed from the architecture</source>
        <translation>вычислено по архитектуре</translation>
    </message>
    <message>
        <source>a tab in the indentation; YAML indents with spaces only, so replace the tab with spaces</source>
        <translation>табуляция в отступе; в YAML отступы делаются только пробелами — замените табуляцию пробелами</translation>
    </message>
    <message>
        <source>the string opened with %1 here is never closed; add the closing %1 at the end of the value</source>
        <translation>строка, открытая здесь символом %1, не закрыта; добавьте закрывающий %1 в конце значения</translation>
    </message>
    <message>
        <source>the &apos;%1&apos; opened here is never closed; add the matching &apos;%2&apos;</source>
        <translation>открытая здесь «%1» не закрыта; добавьте парную «%2»</translation>
    </message>
    <message>
        <source>this alias (*name) refers to an anchor (&amp;name) that is not defined before it; define the anchor first or write the value out</source>
        <translation>этот псевдоним (*имя) ссылается на якорь (&amp;имя), который не определён выше; сначала определите якорь или запишите значение явно</translation>
    </message>
    <message>
        <source>a &apos;:&apos; where no value can start; put a nested key on its own, more indented line, or quote a value that contains &apos;: &apos;</source>
        <translation>«:» там, где значение начаться не может; вынесите вложенный ключ на отдельную строку с бо́льшим отступом или возьмите значение с «: » в кавычки</translation>
    </message>
    <message>
        <source>the indentation does not match the lines above; indent the keys of one mapping (and the &apos;-&apos; of one list) by the same number of spaces</source>
        <translation>отступ не совпадает со строками выше; ключи одного словаря (и «-» одного списка) должны иметь одинаковый отступ в пробелах</translation>
    </message>
    <message>
        <source>this alias refers to the anchor that contains it, so the value would never end; write the value out instead</source>
        <translation>этот псевдоним ссылается на якорь, внутри которого находится, и значение было бы бесконечным; запишите значение явно</translation>
    </message>
    <message>
        <source>the file expands to more than %1 values (aliases counted as what they repeat); a training config needs far fewer, so this file is refused</source>
        <translation>файл разворачивается более чем в %1 значений (псевдонимы считаются по тому, что они повторяют); конфигу обучения нужно гораздо меньше, поэтому файл отклонён</translation>
    </message>
    <message>
        <source>JSON has no comments; remove the comment (DeepSpeed, the HF Trainer and the other tools that read this file as JSON refuse it too)</source>
        <translation>в JSON нет комментариев; удалите комментарий (DeepSpeed, HF Trainer и другие инструменты, читающие этот файл как JSON, тоже его не примут)</translation>
    </message>
    <message>
        <source>a comma before &apos;%1&apos; is not allowed in JSON; remove this comma</source>
        <translation>в JSON запятая перед «%1» не допускается; удалите эту запятую</translation>
    </message>
    <message>
        <source>JSON strings use double quotes; write &quot;…&quot; instead of &apos;…&apos;</source>
        <translation>строки в JSON пишутся в двойных кавычках: &quot;…&quot; вместо &apos;…&apos;</translation>
    </message>
    <message>
        <source>JSON keys must be in double quotes, as in &quot;key&quot;: value</source>
        <translation>ключи в JSON должны быть в двойных кавычках, например &quot;key&quot;: value</translation>
    </message>
    <message>
        <source>expected %1 here, found %2</source>
        <translation>здесь ожидается %1, а найдено %2</translation>
    </message>
    <message>
        <source>text after the end of the JSON value; a JSON file holds exactly one object</source>
        <translation>текст после конца значения JSON; файл JSON содержит ровно один объект</translation>
    </message>
    <message>
        <source>the string opened here is not closed on its line; add the closing &quot;</source>
        <translation>открытая здесь строка не закрыта в этой же строке; добавьте закрывающую &quot;</translation>
    </message>
    <message>
        <source>the %1 opened here is never closed, so the shell would stop with &quot;unexpected end of file&quot;; add the matching closing character</source>
        <translation>открытая здесь %1 не закрыта, и shell остановится с ошибкой «unexpected end of file»; добавьте парный закрывающий символ</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or give the values with --set</source>
        <translation>в файле нет настроек (он пуст или содержит только комментарии); откройте сам конфиг обучения или задайте значения через --set</translation>
    </message>
    <message>
        <source>the file is encoded as %1; save it as UTF-8 and open it again</source>
        <translation>файл в кодировке %1; сохраните его в UTF-8 и откройте снова</translation>
    </message>
    <message>
        <source>byte %1 here is not UTF-8 text; save the file as UTF-8 (or remove the character) and open it again</source>
        <translation>байт %1 здесь не является текстом UTF-8; сохраните файл в UTF-8 (или удалите символ) и откройте снова</translation>
    </message>
    <message>
        <source>including &apos;%1&apos; here would include a file that is already being read (a cycle); remove one of the includes</source>
        <translation>включение «%1» здесь подключило бы файл, который уже читается (цикл); уберите одно из включений</translation>
    </message>
    <message>
        <source>includes nest deeper than %1 files here; Headroom stops at that depth</source>
        <translation>вложенность включений здесь глубже %1 файлов; Headroom останавливается на этой глубине</translation>
    </message>
    <message>
        <source>the config includes more than %1 files in all; Headroom stops there</source>
        <translation>конфиг включает в сумме более %1 файлов; Headroom на этом останавливается</translation>
    </message>
    <message>
        <source>%1 refers to itself through ${…} interpolations (a cycle); give one of them a plain value</source>
        <translation>%1 ссылается сам на себя через интерполяции ${…} (цикл); задайте одной из них обычное значение</translation>
    </message>
    <message>
        <source>%1 goes through more than %2 ${…} interpolations; give it a plainer value</source>
        <translation>%1 проходит через более чем %2 интерполяций ${…}; задайте значение проще</translation>
    </message>
    <message>
        <source>%1 expands to more than %2 bytes through ${…} interpolations; a setting is never that long</source>
        <translation>%1 после интерполяций ${…} занимает более %2 байт; настройка не бывает такой длинной</translation>
    </message>
    <message>
        <source>the file nests deeper than %1 levels here; a training config never needs that many, so the file is refused</source>
        <translation>вложенность файла здесь глубже %1 уровней; конфигу обучения столько не нужно, поэтому файл отклонён</translation>
    </message>
    <message>
        <source>after the change, %1 would not read back as %2 (the patched file says &apos;%3&apos;), so nothing was written; change this value in the file by hand</source>
        <translation>после изменения %1 не читается обратно как %2 (в изменённом файле — «%3»), поэтому ничего не записано; измените это значение в файле вручную</translation>
    </message>
    <message>
        <source>this is a symbolic link (to &apos;%1&apos;); it is not written through unless --force is given; choose another file name</source>
        <translation>это символическая ссылка (на «%1»); запись через неё выполняется только с --force; выберите другое имя файла</translation>
    </message>
    <message>
        <source>this is not a regular file (a folder, a device or a pipe); choose a file name to save to</source>
        <translation>это не обычный файл (папка, устройство или канал); выберите имя файла для сохранения</translation>
    </message>
    <message>
        <source>the file changed on disk since Headroom read it; open it again to see the changes, or save to another file</source>
        <translation>файл изменился на диске после того, как Headroom его прочитал; откройте его снова, чтобы увидеть изменения, или сохраните в другой файл</translation>
    </message>
    <message>
        <source>LoRA adapters of rank %1</source>
        <translation>адаптеры LoRA ранга %1</translation>
    </message>
    <message>
        <source>0.5 % of the parameters (the architecture is not known)</source>
        <translation>0,5 % параметров (архитектура неизвестна)</translation>
    </message>
    <message>
        <source>more than one GPU</source>
        <translation>больше одного GPU</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); give them with --set, or --map a key to a field</source>
        <translation>ни один ключ в этом конфиге не называет настройку, которую знает Headroom (размер батча, воркеры, точность, модель, …); задайте их через --set или сопоставьте ключ с полем через --map</translation>
    </message>
    <message>
        <source>%1 is stated twice with different values: %2 = %3 is used, %4 = %5 is not</source>
        <translation>%1 задано дважды с разными значениями: используется %2 = %3, а %4 = %5 — нет</translation>
    </message>
    <message>
        <source>%1 = %2 is the batch over all %3 GPUs, so each GPU takes %4</source>
        <translation>%1 = %2 — это батч на все %3 GPU, так что на каждую GPU приходится %4</translation>
    </message>
    <message>
        <source>this is not valid TOML: %1</source>
        <translation>это некорректный TOML: %1</translation>
    </message>
    <message>
        <source>a string opened here is never closed</source>
        <translation>строка, открытая здесь, так и не закрыта</translation>
    </message>
    <message>
        <source>a bracket opened here is never closed</source>
        <translation>скобка, открытая здесь, так и не закрыта</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it: the written file leaves it out</source>
        <translation>%1 = %2 нет в этом файле, и добавить его туда нельзя: в записанном файле этого изменения не будет</translation>
    </message>
    <message>
        <source>the model card %1 cannot be read; check the path (a relative path counts from the config&apos;s folder) or write it again with headroom-probe</source>
        <translation>не удаётся прочитать карточку модели %1; проверьте путь (относительный путь считается от папки конфига) или запишите её заново через headroom-probe</translation>
    </message>
    <message>
        <source>this is not a model card written by headroom-probe (it has no headroom_card key)</source>
        <translation>это не карточка модели от headroom-probe (в ней нет ключа headroom_card)</translation>
    </message>
    <message>
        <source>the model card lacks &apos;%1&apos;; write it again with headroom-probe</source>
        <translation>в карточке модели нет «%1»; запишите её заново через headroom-probe</translation>
    </message>
    <message>
        <source>in the model card, %1 must be a number of bytes or parameters, not &apos;%2&apos;</source>
        <translation>в карточке модели %1 должно быть числом байт или параметров, а не «%2»</translation>
    </message>
    <message>
        <source>in the model card, %1 cannot be &apos;%2&apos;</source>
        <translation>в карточке модели %1 не может быть «%2»</translation>
    </message>
    <message>
        <source>--measured needs METRIC=SIZE with METRIC one of allocated, reserved, nvidia-smi, as in --measured allocated=17.3GiB; got &apos;%1&apos;</source>
        <translation>--measured ожидает METRIC=SIZE, где METRIC — allocated, reserved или nvidia-smi, например --measured allocated=17.3GiB; получено «%1»</translation>
    </message>
    <message>
        <source>--measured needs a config FILE: the calibration is kept beside it</source>
        <translation>для --measured нужен файл конфига FILE: калибровка хранится рядом с ним</translation>
    </message>
    <message>
        <source>a run cannot be calibrated while the model is unknown; name the model or a model card first</source>
        <translation>запуск нельзя откалибровать, пока модель неизвестна; сначала укажите модель или карточку модели</translation>
    </message>
    <message>
        <source>the calibration %1 cannot be read (%2); delete it or measure again with --measured</source>
        <translation>не удаётся прочитать калибровку %1 (%2); удалите её или измерьте заново с --measured</translation>
    </message>
    <message>
        <source>the calibration could not be written to %1: %2</source>
        <translation>не удалось записать калибровку в %1: %2</translation>
    </message>
    <message>
        <source>the model &apos;%1&apos; is taken to be the catalog&apos;s %2 (match %3 %); set model.preset if it is another one</source>
        <translation>модель «%1» принята за %2 из каталога (совпадение %3 %); если это другая модель, задайте model.preset</translation>
    </message>
    <message>
        <source>Optimizer in backward applies each gradient as soon as it is computed, so gradient accumulation (%1 steps) does not work with it</source>
        <translation>Оптимизатор в backward применяет каждый градиент сразу, как только он посчитан, поэтому накопление градиентов (%1 шагов) с ним не работает</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>Состояния paged-оптимизатора</translation>
    </message>
    <message>
        <source>Calibrated from your run</source>
        <translation>Калибровка по вашему запуску</translation>
    </message>
    <message>
        <source>A paged optimizer&apos;s states in CUDA unified memory: on the GPU while there is room, paged out to host RAM when it is full. PyTorch&apos;s memory counters do not include them.</source>
        <translation>Состояния paged-оптимизатора в unified memory CUDA: лежат на GPU, пока есть место, и выгружаются в RAM хоста, когда GPU заполнен. Счётчики памяти PyTorch их не учитывают.</translation>
    </message>
    <message>
        <source>The difference your measured run showed, applied to activations and fixed overhead; it follows the batch and input size.</source>
        <translation>Разница, которую показал ваш измеренный запуск, отнесённая к активациям и постоянным накладным расходам; она меняется вместе с батчем и размером входа.</translation>
    </message>
    <message>
        <source>measured from your model (model card)</source>
        <translation>измерено на вашей модели (карточка модели)</translation>
    </message>
    <message>
        <source>the config file&apos;s name</source>
        <translation>имя файла конфигурации</translation>
    </message>
    <message>
        <source>unknown until the model is identified</source>
        <translation>неизвестно, пока модель не определена</translation>
    </message>
    <message>
        <source>%1 = %2 is not in the file: it is what the tool does by default where %3 is set</source>
        <translation>%1 = %2 в файле не задано: так инструмент поступает по умолчанию, если указан %3</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: that needs its shape (model.layers, model.hidden, model.heads), so the GPU figure is a floor</source>
        <translation>активации «%1» не учтены: для них нужна форма модели (model.layers, model.hidden, model.heads), поэтому цифра по GPU — нижняя граница</translation>
    </message>
    <message>
        <source>the activations of &apos;%1&apos; are not counted: Headroom walks only a network it can name (a backbone and head such as &apos;resnet50 fpn mask rcnn&apos;, or a catalog model in model.preset), so the GPU figure is a floor</source>
        <translation>активации «%1» не учтены: Headroom проходит только сети, которые может опознать по имени (бэкбон и голова, например «resnet50 fpn mask rcnn», или модель из каталога в model.preset), поэтому цифра по GPU — нижняя граница</translation>
    </message>
    <message>
        <source>%1 means every GPU the machine has: the file does not say how many, so %2 is left for you to set</source>
        <translation>%1 означает все GPU машины: сколько их, в файле не сказано, поэтому %2 задайте сами</translation>
    </message>
    <message>
        <source>model.experts_active = %2 is more than the model&apos;s %1 experts</source>
        <translation>model.experts_active = %2 — больше, чем экспертов в модели (%1)</translation>
    </message>
    <message>
        <source>%1 = %2 is not in this file and cannot be added to it, so nothing was written; leave that change out, or make it where the tool takes it (its command line)</source>
        <translation>%1 = %2 нет в этом файле, и добавить его туда нельзя, поэтому ничего не записано; уберите это изменение или задайте его там, где его принимает сам инструмент (в командной строке)</translation>
    </message>
    <message>
        <source>the RAM cache holds the whole dataset, but its size is not known: give data.dataset_size (samples); until then the cache counts as 0 in host RAM</source>
        <translation>кэш в RAM держит весь датасет, но его размер неизвестен: укажите data.dataset_size (число сэмплов); пока его нет, кэш считается за 0 в RAM хоста</translation>
    </message>
    <message>
        <source>%1 = %3 lets the tool choose at run time, so %2 is left at Headroom&apos;s default; set it to what the run uses</source>
        <translation>%1 = %3 оставляет выбор инструменту во время запуска, поэтому %2 остаётся значением Headroom по умолчанию; задайте то, что реально использует запуск</translation>
    </message>
    <message>
        <source>a space follows the \ at the end of this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; delete the space after the \</source>
        <translation>после \ в конце этой строки стоит пробел, поэтому строка не продолжается: shell завершает команду здесь, а следующую строку выполняет как отдельную команду; уберите пробел после \</translation>
    </message>
    <message>
        <source>this %1 command is not read: the script launches more than once, and the launch on line %2 is the one read</source>
        <translation>эта команда %1 не читается: скрипт запускает обучение несколько раз, и читается запуск в строке %2</translation>
    </message>
    <message>
        <source>tensor parallel %1 × pipeline %2 × context parallel %4 does not divide the %3 GPUs; the data-parallel size is rounded down</source>
        <translation>тензорный параллелизм %1 × пайплайн %2 × контекстный параллелизм %4 не делит %3 GPU нацело; размер data parallel округлён вниз</translation>
    </message>
    <message>
        <source>Generation engine (vLLM/SGLang)</source>
        <translation>Движок генерации (vLLM/SGLang)</translation>
    </message>
    <message>
        <source>The share of the card the colocated rollout engine takes (its gpu_memory_utilization): its weights, activations and KV cache. In sleep mode it is freed while the model trains.</source>
        <translation>Доля карты, которую занимает движок генерации на тех же GPU (его gpu_memory_utilization): веса, активации и KV-кэш. В sleep mode эта память освобождается, пока модель обучается.</translation>
    </message>
    <message>
        <source>%1 = %2 is not a size Kubernetes accepts (64Gi, 65536Mi, or 64G for 64×10⁹ bytes), so %3 was not read from it</source>
        <translation>%1 = %2 — не размер, который принимает Kubernetes (64Gi, 65536Mi или 64G, то есть 64×10⁹ байт), поэтому %3 из него не прочитано</translation>
    </message>
    <message>
        <source>of the manifest&apos;s containers, &apos;%1&apos; is read as the one that trains</source>
        <translation>из контейнеров манифеста обучающим считается «%1»</translation>
    </message>
    <message>
        <source>this Kubernetes manifest has no containers to read (no Pod, Job, Deployment, StatefulSet or PyTorchJob with a containers: list)</source>
        <translation>в этом манифесте Kubernetes нет контейнеров (нет Pod, Job, Deployment, StatefulSet или PyTorchJob со списком containers:)</translation>
    </message>
    <message>
        <source>the container runtime&apos;s default /dev/shm of a pod, 64 MiB</source>
        <translation>/dev/shm пода по умолчанию в среде выполнения контейнеров, 64 MiB</translation>
    </message>
    <message>
        <source>a &apos;%1&apos; here stands outside any [ ] or { } list, where YAML cannot read it; remove it, or quote the value it belongs to</source>
        <translation>символ «%1» стоит здесь вне каких-либо [ ] или { }, и YAML не может его прочитать; удалите его или возьмите в кавычки значение, к которому он относится</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is defined a second time here; TOML allows each key and [table] once, so remove one or merge them</source>
        <translation>«%1» задан здесь второй раз; в TOML каждый ключ и каждая [таблица] задаются один раз, поэтому удалите одно из определений или объедините их</translation>
    </message>
    <message>
        <source>a key with no value after &apos;=&apos;; write the value, or remove the line</source>
        <translation>у ключа нет значения после «=»; впишите значение или удалите строку</translation>
    </message>
    <message>
        <source>this value is not a number, true/false or a date, so TOML needs it in quotes: write it as &quot;…&quot;</source>
        <translation>это значение не число, не true/false и не дата, поэтому в TOML его нужно взять в кавычки: &quot;…&quot;</translation>
    </message>
    <message>
        <source>more text after the value on this line; put one key = value per line, and a comment after #</source>
        <translation>после значения в этой строке есть ещё текст; пишите по одной паре key = value на строку, а комментарий — после #</translation>
    </message>
    <message>
        <source>an extra &apos;,&apos; with no value beside it; remove the comma</source>
        <translation>лишняя «,», рядом с которой нет значения; удалите эту запятую</translation>
    </message>
    <message>
        <source>the vocabulary size is not known, so the embedding, the LM head and the logits are left out; set model.vocab (the tokenizer&apos;s size: 32000 for Llama 2, 128256 for Llama 3, 151936 for Qwen2)</source>
        <translation>размер словаря неизвестен, поэтому эмбеддинги, LM head и логиты не учтены; задайте model.vocab (размер токенизатора: 32000 у Llama 2, 128256 у Llama 3, 151936 у Qwen2)</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; does not close the &apos;%2&apos; opened on line %3; close that one first with &apos;%4&apos;</source>
        <translation>эта «%1» не закрывает «%2», открытую в строке %3; сначала закройте её с помощью «%4»</translation>
    </message>
    <message>
        <source>this &apos;%1&apos; closes nothing: no bracket is open here; remove it</source>
        <translation>эта «%1» ничего не закрывает: здесь нет открытой скобки; удалите её</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set hardware.host_ram_gib (--host-ram) to a node&apos;s RAM</source>
        <translation>объём RAM хоста взят с этой машины (%1 GiB), а запуск использует %2 GPU на %3 узл.: если обучение идёт на сервере, задайте hardware.host_ram_gib (--host-ram) — RAM одного узла</translation>
    </message>
    <message>
        <source>offloading the parameters needs FSDP or DeepSpeed ZeRO; with strategy &apos;%1&apos; they stay on the GPU</source>
        <translation>выгрузка параметров на CPU требует FSDP или DeepSpeed ZeRO; со стратегией «%1» они остаются на GPU</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an escape JSON knows; a backslash in a path is written twice (C:\\data), or use &apos;/&apos;</source>
        <translation>«%1» — не escape-последовательность JSON; обратную косую черту в пути пишут дважды (C:\\data) или используют «/»</translation>
    </message>
    <message>
        <source>a tab or another control character typed inside a string; JSON needs it written as an escape (\t, \n)</source>
        <translation>в строке набран символ табуляции или другой управляющий символ; в JSON его нужно записать как escape (\t, \n)</translation>
    </message>
    <message>
        <source>JSON numbers do not start with 0 (%1); write it without the leading zero</source>
        <translation>числа в JSON не начинаются с 0 (%1); запишите без ведущего нуля</translation>
    </message>
    <message>
        <source>an inline table { … } must stay on one line in TOML; join its lines, or write it as a [table] of its own</source>
        <translation>встроенная таблица { … } в TOML должна помещаться в одну строку; объедините её строки или запишите её отдельной [таблицей]</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number TOML can read (a float like 1e-4 or 0.5, an integer of at most 19 digits); fix it, or quote it if it is meant as text</source>
        <translation>«%1» — не число, которое может прочитать TOML (дробное вроде 1e-4 или 0.5, целое не длиннее 19 цифр); исправьте его или возьмите в кавычки, если это текст</translation>
    </message>
    <message>
        <source>%1 holds a list where one value goes; %2 was not read from it</source>
        <translation>в %1 записан список, а нужно одно значение; %2 из него не прочитано</translation>
    </message>
    <message>
        <source>%1 holds a mapping of keys where one value goes; %2 was not read from it</source>
        <translation>в %1 записан набор ключей, а нужно одно значение; %2 из него не прочитано</translation>
    </message>
    <message>
        <source>this text comes after a &apos;...&apos; line, which ends the YAML document, so a training script&apos;s yaml.safe_load refuses the file; remove the &apos;...&apos; line</source>
        <translation>этот текст стоит после строки «...», которая завершает YAML-документ, поэтому yaml.safe_load в скрипте обучения не примет файл; удалите строку «...»</translation>
    </message>
    <message>
        <source>--map %1 has nothing to read in a Headroom setup file, whose keys are the fields themselves; give the value with --set</source>
        <translation>--map %1 нечего читать в файле настроек Headroom: его ключи — сами поля; задайте значение через --set</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes with more than one memory size; %2 is taken. If yours is another, name it: %3</source>
        <translation>«%1» выпускается с разным объёмом памяти; взят %2. Если у вас другой вариант, укажите его: %3</translation>
    </message>
    <message>
        <source>this file is a template ({{ … }}, {% … %}) that a tool fills in before it is YAML; open the config it renders to, or put the values in</source>
        <translation>этот файл — шаблон ({{ … }}, {% … %}), который инструмент заполняет, прежде чем он станет YAML; откройте конфиг, который из него получается, или подставьте значения</translation>
    </message>
    <message>
        <source>the here-document opened here is never closed by its delimiter line, so the shell reads the rest of the file into it and runs nothing after; add the delimiter line where its text ends</source>
        <translation>here-document, открытый здесь, не закрыт строкой-разделителем, поэтому оболочка читает в него весь остаток файла и ничего после не выполняет; добавьте строку-разделитель там, где его текст заканчивается</translation>
    </message>
    <message>
        <source>a comment follows the \ on this line, so the line does not continue: the shell ends the command here and runs the next line as a command of its own; move the comment to a line of its own</source>
        <translation>после \ в этой строке стоит комментарий, поэтому строка не продолжается: оболочка завершает команду здесь и выполняет следующую строку как отдельную команду; перенесите комментарий на отдельную строку</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not NAME=value, so it sets nothing (python-dotenv and docker skip it); write it as NAME=value</source>
        <translation>«%1» — не NAME=value, поэтому ничего не задаёт (python-dotenv и docker такие строки пропускают); запишите как NAME=value</translation>
    </message>
    <message>
        <source>the file holds more than %1 values; a training config needs far fewer, so this file is refused</source>
        <translation>в файле больше %1 значений; конфигу обучения нужно гораздо меньше, поэтому файл отклонён</translation>
    </message>
    <message>
        <source>the key on this line is longer than %1 characters, more than YAML allows a plain key; shorten it</source>
        <translation>ключ в этой строке длиннее %1 символов — больше, чем YAML допускает для простого ключа; сократите его</translation>
    </message>
    <message>
        <source>the section %1 is given again here (also on line %2); a YAML loader keeps only this one, so what the first one sets is lost; merge the two</source>
        <translation>раздел %1 задан здесь повторно (уже был в строке %2); загрузчик YAML оставит только этот, и всё, что задано в первом, пропадёт; объедините их</translation>
    </message>
    <message>
        <source>services is a list here, but Compose wants a mapping of names: write each service as &apos;name:&apos; with its keys indented under it, not as &apos;- name: …&apos;</source>
        <translation>services здесь записан списком, а Compose ожидает словарь по именам: запишите каждый сервис как «name:» с ключами под ним с отступом, а не как «- name: …»</translation>
    </message>
    <message>
        <source>the script may not take such a flag: nothing on its command line shows its parser has one, and a flag it does not know stops it at start; set it where the script reads it</source>
        <translation>скрипт может не принимать такой флаг: ничто в его командной строке не показывает, что у его парсера он есть, а незнакомый флаг остановит его при старте; задайте значение там, где скрипт его читает</translation>
    </message>
    <message>
        <source>a key the file does not have is not added to a TOML or Python config</source>
        <translation>в конфиг TOML или Python не добавляются ключи, которых в нём нет</translation>
    </message>
    <message>
        <source>it would go inside a { } or [ ] written on one line</source>
        <translation>его пришлось бы вписать внутрь { } или [ ], записанных в одну строку</translation>
    </message>
    <message>
        <source>the file has no section it belongs in</source>
        <translation>в файле нет раздела, куда он относится</translation>
    </message>
    <message>
        <source>the file has no command that trains</source>
        <translation>в файле нет команды, которая запускает обучение</translation>
    </message>
    <message>
        <source>the compose file has no service that trains</source>
        <translation>в compose-файле нет сервиса, который обучает</translation>
    </message>
    <message>
        <source>%1 = %2 cannot be added to this file: %3</source>
        <translation>%1 = %2 нельзя добавить в этот файл: %3</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1… (%2 символов)</translation>
    </message>
    <message>
        <source>no training launch was found in this script (torchrun, accelerate launch, deepspeed, python …, or a tool&apos;s command line), so nothing was read from it</source>
        <translation>в скрипте не найден запуск обучения (torchrun, accelerate launch, deepspeed, python … или командная строка инструмента), поэтому из него ничего не прочитано</translation>
    </message>
    <message>
        <source>this file sets no variables, so nothing was read from it</source>
        <translation>в файле не задано ни одной переменной, поэтому из него ничего не прочитано</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; give the count with --gpus N (and --nodes N)</source>
        <translation>стратегия «%1» шардирует модель по GPU, но в файле не сказано, сколько их (это решает лаунчер): оценка сделана для 1 GPU, где ничего не шардируется; укажите число через --gpus N (и --nodes N)</translation>
    </message>
    <message>
        <source>the script has Windows line ends (CRLF): bash does not take &apos;\&apos; before them as a line continuation, so the lines after this one never reach the command; it is read as meant here, convert the file with dos2unix before running it</source>
        <translation>в скрипте окончания строк Windows (CRLF): bash не считает &apos;\&apos; перед ними переносом строки, и строки после этой до команды не дойдут; здесь скрипт прочитан так, как задумано, но перед запуском прогоните его через dos2unix</translation>
    </message>
    <message>
        <source>nothing in the file names the model: %1 is taken from the file&apos;s name (%2); set model.name if that is not the model</source>
        <translation>в файле модель не названа: %1 взята из имени файла (%2); если модель другая, задайте model.name</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; give the count with --gpus N (and --nodes N) if it differs</source>
        <translation>число GPU в файле не указано, но его глобальный батч %1 = микробатч %2 × накопление %3 × %4 GPU: оценка сделана для %4 GPU; если их другое число, задайте его через --gpus N (и --nodes N)</translation>
    </message>
    <message>
        <source>%1 = %2 is a range of node counts (min:max): %3 is read as the smallest, where each GPU holds the largest share</source>
        <translation>%1 = %2 — диапазон числа узлов (min:max): %3 взято по минимуму, когда на каждый GPU приходится самая большая доля</translation>
    </message>
    <message>
        <source>&apos;%1=…&apos; is not how YAML sets a key: write &apos;%1: …&apos; (a colon and a space)</source>
        <translation>&apos;%1=…&apos; — так в YAML ключ не задают: пишите &apos;%1: …&apos; (двоеточие и пробел)</translation>
    </message>
    <message>
        <source>this line is indented with a non-breaking space (U+00A0), which YAML reads as part of the key, so the key names nothing the tool knows; indent with plain spaces</source>
        <translation>эта строка отбита неразрывным пробелом (U+00A0): YAML считает его частью ключа, и ключ не совпадает ни с одним известным инструменту; делайте отступ обычными пробелами</translation>
    </message>
    <message>
        <source>%1 and %2 are both true: the trainer refuses that (at most one of fp16 and bf16 can be on); read as %3, set the other to false</source>
        <translation>%1 и %2 оба true: трейнер такое не примет (fp16 и bf16 нельзя включать вместе); прочитано как %3, второй выставьте в false</translation>
    </message>
    <message>
        <source>the loop runs %3 times: this reading is of the first run, with $%1 = %2; the runs with its other values are not read</source>
        <translation>цикл выполняется %3 раз(а): здесь прочитан первый запуск, с $%1 = %2; запуски с другими значениями не прочитаны</translation>
    </message>
    <message>
        <source>the optimizer is now %1, but the file still passes it %2, which %1 does not take: remove them before running</source>
        <translation>оптимизатор теперь %1, но файл по-прежнему передаёт ему %2, а %1 такие аргументы не принимает: уберите их перед запуском</translation>
    </message>
    <message>
        <source>a &apos;,&apos; is missing before this argument: Python refuses the file (&quot;Perhaps you forgot a comma?&quot;)</source>
        <translation>перед этим аргументом пропущена &apos;,&apos;: Python такой файл не запустит (&quot;Perhaps you forgot a comma?&quot;)</translation>
    </message>
    <message>
        <source>%1 = %2 was kept: with micro batch %3 × accumulation %4 it now means %5 GPUs; set it to micro batch × accumulation × your GPU count</source>
        <translation>%1 = %2 оставлено как было: при микробатче %3 × накоплении %4 это теперь %5 GPU; выставьте его равным микробатч × накопление × ваше число GPU</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a list</source>
        <translation>раздел, в который он должен попасть, записан списком</translation>
    </message>
    <message>
        <source>the section it belongs in is written as a single value, not as a section</source>
        <translation>раздел, в который он должен попасть, записан одним значением, а не разделом</translation>
    </message>
    <message>
        <source>no network called &apos;%1&apos; can be walked, so its activations are those of %2 at this input, a stand-in of its kind: the band around the GPU figure is wide. Name its backbone and head (such as &apos;resnet50 fpn mask rcnn&apos;) for an exact count</source>
        <translation>сеть «%1» не удаётся разобрать по слоям, поэтому её активации взяты как у %2 на этом входе — замена того же типа, и разброс оценки по GPU широкий. Укажите её backbone и голову (например, &apos;resnet50 fpn mask rcnn&apos;), чтобы посчитать точно</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: its value comes from %3, which %4 read too, and changing it there would change them as well; give %1 a value of its own in the file, then export again</source>
        <translation>%1 = %2 не записано: значение берётся из %3, которое читают и %4, и изменение там поменяло бы и их; задайте %1 отдельное значение в файле и экспортируйте снова</translation>
    </message>
    <message>
        <source>%1 = %2 was not written: the run reads it from %3 here, in a file the command names, and no flag of the command can override it; export this file (or change it here) instead</source>
        <translation>%1 = %2 не записано: запуск берёт его из %3 здесь, в файле, который указан в команде, и ни один флаг команды его не переопределит; экспортируйте этот файл (или измените значение здесь)</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set hardware.host_ram_gib (--host-ram) to that machine&apos;s RAM</source>
        <translation>объём RAM хоста взят с этой машины (%1 GiB), но на ней нет NVIDIA GPU, значит, обучение идёт на другой: задайте hardware.host_ram_gib (--host-ram) равным RAM той машины</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not in the catalog; its name gives its size, %2, so the catalog&apos;s %3 stands in for its shape (layers, width, vocabulary): the band around its activations and logits is wide. Give model.layers, model.hidden, model.heads and model.vocab, or a model card, for an exact count</source>
        <translation>Модели «%1» нет в каталоге; размер взят из названия, %2, поэтому форму модели (слои, ширина, словарь) задаёт %3 из каталога: коридор вокруг активаций и логитов широкий. Для точного счёта укажите model.layers, model.hidden, model.heads и model.vocab или карточку модели</translation>
    </message>
    <message>
        <source>the batch is chosen when training starts (AutoBatch, %2 % of the GPU&apos;s memory): about %1 on this GPU, the batch this estimate uses; set the batch to fix it</source>
        <translation>размер батча выбирается при запуске обучения (AutoBatch, %2 % памяти GPU): на этом GPU получится около %1, с ним и посчитана оценка; задайте батч явно, чтобы зафиксировать его</translation>
    </message>
    <message>
        <source>AutoBatch (%2 % of the GPU&apos;s memory) does not run on several GPUs: Ultralytics trains its default batch of %1 split over them, the batch this estimate uses</source>
        <translation>AutoBatch (%2 % памяти GPU) не работает на нескольких GPU: Ultralytics берёт батч по умолчанию %1 и делит его между ними, с ним и посчитана оценка</translation>
    </message>
    <message>
        <source>%3 is null: nothing is truncated, so each batch is as long as its longest sample; %1 = %2 stands in for that length. Set %1 to your longest sample in tokens</source>
        <translation>%3 = null: ничего не обрезается, так что длина батча — это длина самого длинного примера; вместо неё подставлено %1 = %2. Задайте %1 равным длине самого длинного примера в токенах</translation>
    </message>
    <message>
        <source>%1 has no bf16, so the tool&apos;s &apos;auto&apos; trains in fp16 mixed precision there; the estimate does too</source>
        <translation>у %1 нет bf16, поэтому &apos;auto&apos; инструмента обучает на ней в fp16 mixed precision; оценка считает так же</translation>
    </message>
    <message>
        <source>&apos;auto&apos;: the tool decides when the run starts</source>
        <translation>&apos;auto&apos;: инструмент решает при запуске</translation>
    </message>
    <message>
        <source>a stand-in of the named size for the shape, not the model itself</source>
        <translation>модель того же размера, подставленная ради формы, а не сама модель</translation>
    </message>
    <message>
        <source>%1 = %2 trains on the CPU: its memory is host RAM, and the GPU figures are what the same run would take on one GPU</source>
        <translation>%1 = %2: обучение идёт на CPU, его память — это RAM хоста, а цифры по GPU показывают, сколько тот же запуск занял бы на одной GPU</translation>
    </message>
    <message>
        <source>%1 = %2 is not a value Headroom knows for %3; it was not read, and the estimate uses %3 = %4</source>
        <translation>%1 = %2 — неизвестное Headroom значение для %3; оно не прочитано, в оценке используется %3 = %4</translation>
    </message>
    <message>
        <source>a character TOML allows only inside a &quot;string&quot; or a # comment; put the value in quotes, or remove it</source>
        <translation>TOML допускает этот символ только внутри &quot;строки&quot; или комментария после #; возьмите значение в кавычки или удалите символ</translation>
    </message>
    <message>
        <source>this line ends in ^, the line continuation of Windows cmd: bash does not join lines with it, so under bash the command ends here and the next line runs alone. Headroom reads the lines as one command; in a shell script end the line with \ instead</source>
        <translation>строка кончается на ^ — это перенос строки в Windows cmd: bash так строки не склеивает, поэтому под bash команда обрывается здесь, а следующая строка выполняется отдельно. Headroom читает эти строки как одну команду; в shell-скрипте заканчивайте строку на \</translation>
    </message>
    <message>
        <source>this line is no key (it has no &apos;:&apos;) and no list item, and it is not indented under the line before, so YAML cannot place it (PyYAML: could not find expected &apos;:&apos;); the file may be cut short here, or a &apos;:&apos; is missing</source>
        <translation>эта строка — не ключ (в ней нет &apos;:&apos;) и не элемент списка, и отступ у неё не больше, чем у строки выше, поэтому YAML не может её никуда отнести (PyYAML: could not find expected &apos;:&apos;); возможно, файл здесь обрезан или пропущено &apos;:&apos;</translation>
    </message>
    <message>
        <source>nothing follows this &apos;=&apos;: Python refuses the file (&quot;invalid syntax&quot;); the file may be cut short here, or a value is missing</source>
        <translation>после этого &apos;=&apos; ничего нет: Python не примет файл (&quot;invalid syntax&quot;); возможно, файл здесь обрезан или пропущено значение</translation>
    </message>
    <message>
        <source>the block that starts here (if, while, for, case or {) is never closed by its fi, done, esac or }, so bash refuses the whole script (&quot;unexpected end of file&quot;); the file may be cut short, or the closing word is missing</source>
        <translation>блок, который начинается здесь (if, while, for, case или {), так и не закрыт своим fi, done, esac или }, поэтому bash отвергает весь скрипт (&quot;unexpected end of file&quot;); возможно, файл обрезан или пропущено закрывающее слово</translation>
    </message>
    <message>
        <source>this looks like a %1 config (%2): Headroom models how PyTorch trains (its caching allocator, what autograd keeps for backward), so the estimate is what PyTorch would need for these settings, not what %1 will use</source>
        <translation>похоже, это конфиг %1 (%2): Headroom моделирует обучение в PyTorch (его кэширующий аллокатор и то, что autograd сохраняет для backward), поэтому оценка показывает, сколько памяти понадобилось бы PyTorch с этими настройками, а не сколько займёт %1</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but the run uses %2 GPUs on %3 node(s): if it trains on a server, set “%4” to a node&apos;s RAM</source>
        <translation>объём RAM хоста взят с этой машины (%1 GiB), а запуск использует %2 GPU на %3 узл.: если обучение идёт на сервере, задайте в поле «%4» RAM одного узла</translation>
    </message>
    <message>
        <source>host RAM is taken as this machine&apos;s %1 GiB, but this machine has no NVIDIA GPU, so the run trains on another one: set “%2” to that machine&apos;s RAM</source>
        <translation>объём RAM хоста взят с этой машины (%1 GiB), но на ней нет NVIDIA GPU, значит, обучение идёт на другой: задайте в поле «%2» RAM той машины</translation>
    </message>
    <message>
        <source>the file does not say how many GPUs, but its global batch %1 = micro batch %2 × accumulation %3 × %4 GPUs: the estimate is for %4 GPUs; set “%5” (and “%6”) if it differs</source>
        <translation>число GPU в файле не указано, но его глобальный батч %1 = микробатч %2 × накопление %3 × %4 GPU: оценка сделана для %4 GPU; если их другое число, задайте его в поле «%5» (и «%6»)</translation>
    </message>
    <message>
        <source>strategy &apos;%1&apos; shards the model over the GPUs, but the file does not say how many (the launcher decides): this estimate is for 1 GPU, where nothing is sharded; set “%2” (and “%3”)</source>
        <translation>стратегия «%1» шардирует модель по GPU, но в файле не сказано, сколько их (это решает лаунчер): оценка сделана для 1 GPU, где ничего не шардируется; укажите число в поле «%2» (и «%3»)</translation>
    </message>
    <message>
        <source>the file holds no settings (it is empty, or only comments); open the training config itself, or set the values in the Controls panel</source>
        <translation>в файле нет настроек (он пуст или содержит только комментарии); откройте сам конфиг обучения или задайте значения на панели «Параметры»</translation>
    </message>
    <message>
        <source>no key in this config names a setting Headroom knows (batch size, workers, precision, model, …); set them in the Controls panel</source>
        <translation>ни один ключ в этом конфиге не называет настройку, которую знает Headroom (размер батча, воркеры, точность, модель, …); задайте их на панели «Параметры»</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so of this case only the branch %2), written for NVIDIA GPUs, is read</source>
        <translation>значение %1 здесь неизвестно, поэтому из этого case читается только ветка %2), написанная для GPU NVIDIA</translation>
    </message>
    <message>
        <source>the value of %1 is not known here, so none of the values the branches of this case set is read: those set before the case stand; set %1 in the script to read its branch</source>
        <translation>значение %1 здесь неизвестно, поэтому ни одно из значений, которые задают ветки этого case, не читается: остаются заданные до case; задайте %1 в скрипте, чтобы прочитать его ветку</translation>
    </message>
    <message>
        <source>a merge key &apos;&lt;&lt;&apos; takes a mapping or a list of mappings (an anchor&apos;s *name), not this value; PyYAML refuses the file here</source>
        <translation>ключ слияния «&lt;&lt;» принимает отображение или список отображений (*имя якоря), а не такое значение; PyYAML здесь отказывается читать файл</translation>
    </message>
    <message>
        <source>this comment line ends the command that the \ before it continues, as bash reads it: from line %1 on (%2 …) the lines run as commands of their own, so their flags are not part of this command; delete the comment line or move it below the command</source>
        <translation>эта строка-комментарий завершает команду, которую продолжает \ перед ней, — так её читает bash: начиная со строки %1 (%2 …) строки выполняются как отдельные команды, и их флаги не относятся к этой команде; удалите строку-комментарий или перенесите её под команду</translation>
    </message>
    <message>
        <source>this launch starts one training process (no NPROC_PER_NODE, no torchrun) that sees %1 GPUs: it loads the model with device_map &apos;auto&apos;, a share of its layers on each GPU that work one after another, not a copy per GPU; read as a pipeline of %1 stages with one process&apos;s batch. For one process per GPU (data parallel), launch it with torchrun --nproc_per_node=%1 (ms-swift: NPROC_PER_NODE=%1)</source>
        <translation>этот запуск стартует один процесс обучения (без NPROC_PER_NODE и torchrun), которому видны %1 GPU: модель загружается с device_map &apos;auto&apos;: её слои распределяются по GPU, которые работают по очереди, а не копируются на каждый GPU; считается как конвейер из %1 стадий с батчем одного процесса. Чтобы получить по процессу на GPU (параллелизм по данным), запускайте через torchrun --nproc_per_node=%1 (в ms-swift: NPROC_PER_NODE=%1)</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos; (did you mean &apos;%3&apos;?): it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1 отвергнет «%2» (может быть, «%3»?): аргумента с таким именем нет, и запуск остановится до начала обучения; значение не прочитано</translation>
    </message>
    <message>
        <source>%1 will refuse &apos;%2&apos;: it takes no argument of that name and stops before training; the value was not read</source>
        <translation>%1 отвергнет «%2»: аргумента с таким именем нет, и запуск остановится до начала обучения; значение не прочитано</translation>
    </message>
    <message>
        <source>match %1 is %2 when the file is read, so only its arm case %3: is read; the values the other arms set are not</source>
        <translation>при чтении файла match %1 равно %2, поэтому прочитана только ветка case %3:; значения из остальных веток не прочитаны</translation>
    </message>
    <message>
        <source>the value that match %1 tests is not known when the file is read, so none of its arms is read; set the values they set with --set, or give the subject a literal default</source>
        <translation>значение, которое проверяет match %1, при чтении файла неизвестно, поэтому ни одна из его веток не прочитана; задайте нужные значения через --set или дайте выражению литеральное значение по умолчанию</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a folder, not a config file; it was not read</source>
        <translation>%1 указывает на «%2», но это папка, а не файл конфигурации; она не прочитана</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a named pipe, not a config file; it was not opened or read</source>
        <translation>%1 указывает на «%2», но это именованный канал (FIFO), а не файл конфигурации; он не открыт и не прочитан</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a device, not a config file; it was not opened or read</source>
        <translation>%1 указывает на «%2», но это устройство, а не файл конфигурации; оно не открыто и не прочитано</translation>
    </message>
    <message>
        <source>%1 names &apos;%2&apos;, which is a socket, not a config file; it was not opened or read</source>
        <translation>%1 указывает на «%2», но это сокет, а не файл конфигурации; он не открыт и не прочитан</translation>
    </message>
    <message>
        <source>this line&apos;s indentation mixes tabs and spaces differently from the lines before it: Python refuses the file (&quot;TabError: inconsistent use of tabs and spaces in indentation&quot;); indent with spaces only</source>
        <translation>отступ этой строки смешивает табы и пробелы не так, как строки перед ней: Python не примет файл («TabError: inconsistent use of tabs and spaces in indentation»); делайте отступы только пробелами</translation>
    </message>
    <message>
        <source>${%1:?…} requires %1, which the script does not set: bash stops here with &quot;%1: %2&quot;, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?…} требует %1, а скрипт эту переменную не задаёт: bash остановится здесь с «%1: %2», и запуск не начнётся; задайте её в скрипте или в окружении либо передайте значение через --set</translation>
    </message>
    <message>
        <source>${%1:?} requires %1, which the script does not set: bash stops here, so the run never starts; set it in the script or its environment, or give the value with --set</source>
        <translation>${%1:?} требует %1, а скрипт эту переменную не задаёт: bash остановится здесь, и запуск не начнётся; задайте её в скрипте или в окружении либо передайте значение через --set</translation>
    </message>
    <message>
        <source>%1 divides by zero with the values the script sets: bash stops here (&quot;division by 0&quot;), so the run never starts; fix the variable it divides by</source>
        <translation>%1 при значениях, заданных в скрипте, делит на ноль: bash остановится здесь («division by 0»), и запуск не начнётся; исправьте переменную-делитель</translation>
    </message>
    <message>
        <source>%1 starts %2 processes, but CUDA_VISIBLE_DEVICES shows only %3 GPUs: each process takes the GPU of its local rank, so ranks %3 and above find none and the run stops at start (&quot;invalid device ordinal&quot;); start %3 processes or make %2 GPUs visible</source>
        <translation>%1 запускает %2 процессов, но CUDA_VISIBLE_DEVICES оставляет видимыми только %3 GPU: каждый процесс берёт GPU своего локального ранга, поэтому ранги от %3 и выше GPU не найдут, и запуск упадёт на старте («invalid device ordinal»); запустите %3 процессов или сделайте видимыми %2 GPU</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES is empty here, which hides every GPU: the run sees none, so it trains on the CPU or stops (NCCL needs a GPU per process); list the GPU ids, or remove the variable</source>
        <translation>CUDA_VISIBLE_DEVICES здесь пустая и скрывает все GPU: запуск не увидит ни одной, поэтому будет обучаться на CPU или упадёт (NCCL нужен GPU на каждый процесс); перечислите номера GPU или уберите переменную</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, which looks like a space but is not one to bash (a non-breaking or typographic space, as pasted from a web page): bash keeps it in the word, so the program gets a word it does not know and its argument parser stops the run; retype the space</source>
        <translation>&apos;%1&apos; начинается с %2 — символа, похожего на пробел, но для bash пробелом не являющегося (неразрывный или типографский пробел, как при копировании с веб-страницы): bash оставляет его в слове, программа получает неизвестный ей аргумент, и её парсер аргументов останавливает запуск; наберите пробел заново</translation>
    </message>
    <message>
        <source>&apos;%1&apos; starts with %2, a dash that is not &apos;-&apos; (an en dash, em dash or minus sign, as a word processor or web page writes it): the program does not take it as a flag, and its argument parser stops the run; retype the flag with &apos;-&apos;</source>
        <translation>&apos;%1&apos; начинается с %2 — это не дефис &apos;-&apos; (короткое или длинное тире либо знак минуса, как их ставят текстовые редакторы и веб-страницы): программа не примет это за флаг, и её парсер аргументов остановит запуск; наберите флаг заново через &apos;-&apos;</translation>
    </message>
    <message>
        <source>%1: NeMo&apos;s fine-tuning script (speech_to_text_finetune.py) reads %2 only at the top level of the config, so here it is never seen and the script stops (&quot;Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None&quot;); move it to the top level</source>
        <translation>%1: скрипт дообучения NeMo (speech_to_text_finetune.py) читает %2 только на верхнем уровне конфига, поэтому здесь ключ не будет замечен, и скрипт остановится («Both `init_from_nemo_model` and `init_from_pretrained_model` cannot be None»); перенесите его на верхний уровень</translation>
    </message>
    <message>
        <source>the key %1 has a Cyrillic or Greek letter that looks like a Latin one: it reads as %2 but is not, so no tool takes it (HfArgumentParser stops on it as an unknown key) and it is not read here; retype it</source>
        <translation>в ключе %1 есть кириллическая или греческая буква, похожая на латинскую: он выглядит как %2, но им не является, поэтому ни один инструмент его не примет (HfArgumentParser остановится на нём как на неизвестном ключе), и здесь он не прочитан; наберите ключ заново</translation>
    </message>
    <message>
        <source>the tag %1 here is not one of YAML&apos;s own: yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses the file (&quot;could not determine a constructor for the tag&quot;); remove the tag and write the value plainly</source>
        <translation>тег %1 здесь не входит в стандартные теги YAML: yaml.safe_load, которым конфиги загружают HfArgumentParser, OmegaConf и LLaMA-Factory, не примет файл («could not determine a constructor for the tag»); уберите тег и запишите значение как есть</translation>
    </message>
    <message>
        <source>the file holds %1 YAML documents (separated by ---): yaml.safe_load, which HfArgumentParser, OmegaConf and LLaMA-Factory load configs with, refuses it (&quot;expected a single document in the stream&quot;); only the first one with settings is read here, keep that one alone in the file</source>
        <translation>в файле %1 YAML-документа(ов), разделённых ---: yaml.safe_load, которым конфиги загружают HfArgumentParser, OmegaConf и LLaMA-Factory, такой файл не примет («expected a single document in the stream»); здесь прочитан только первый документ с настройками — оставьте в файле только его</translation>
    </message>
    <message>
        <source>Offloaded states and weights</source>
        <translation>Выгружено в ОЗУ: состояния и веса</translation>
    </message>
    <message>
        <source>this file defines %2 training configurations, one per function; &apos;%1&apos; is read (the others: %3). The launcher&apos;s --config names the one that runs: open the launch script, or change the settings here</source>
        <translation>в файле определено %2 конфигураций обучения, по одной на функцию; читается «%1» (остальные: %3). Какая из них запускается, задаёт --config у лаунчера: откройте скрипт запуска или поменяйте настройки здесь</translation>
    </message>
    <message>
        <source>the file holds only the path of another one, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %1, is read in its place</source>
        <translation>в файле только путь к другому файлу: символическая ссылка, которую git записал как текст (core.symlinks выключен); вместо него читается файл, на который она указывает: %1</translation>
    </message>
    <message>
        <source>the file holds only the path &apos;%1&apos;, a symbolic link that git wrote out as text (core.symlinks off); the file it names, %2, is not there: open that file itself</source>
        <translation>в файле только путь &apos;%1&apos;: символическая ссылка, которую git записал как текст (core.symlinks выключен); файла, на который она указывает (%2), нет: откройте сам этот файл</translation>
    </message>
    <message>
        <source>The CUDA context and library kernels, and on several GPUs NCCL&apos;s communication buffers; nvidia-smi counts them, PyTorch does not.</source>
        <translation>Контекст CUDA и ядра библиотек, а на нескольких GPU ещё и коммуникационные буферы NCCL; nvidia-smi их учитывает, PyTorch — нет.</translation>
    </message>
    <message>
        <source>the alias *%1 refers to an anchor &amp;%1 that is not defined before it; define &amp;%1 first or write the value out</source>
        <translation>алиас *%1 ссылается на якорь &amp;%1, который не определён выше; сначала определите &amp;%1 или запишите значение целиком</translation>
    </message>
    <message>
        <source>the alias *%1 refers to the anchor &amp;%1 of an earlier document: an anchor does not reach past the --- that starts the next document, so define &amp;%1 again in this document or write the value out</source>
        <translation>алиас *%1 ссылается на якорь &amp;%1 из предыдущего документа: якорь не действует за разделителем ---, с которого начинается следующий документ, поэтому определите &amp;%1 заново в этом документе или запишите значение целиком</translation>
    </message>
    <message>
        <source>%1 = %2 chooses the section [%2]; the sections %3 hold the same settings for other choices, so they are not read</source>
        <translation>%1 = %2 выбирает секцию [%2]; секции %3 содержат те же настройки для других вариантов, поэтому они не читаются</translation>
    </message>
    <message>
        <source>this line starts with the option %1, but line %2 above it does not end in \: the shell ends the command on line %2 and runs this line as a command of its own, so %1 never reaches that command; end line %2 with \</source>
        <translation>эта строка начинается с опции %1, но строка %2 над ней не заканчивается на \: shell завершает команду на строке %2 и запускает эту строку как отдельную команду, так что %1 до той команды не доходит; поставьте \ в конце строки %2</translation>
    </message>
    <message>
        <source>%1 = %2 is an expression Headroom does not work out (it works out + - * / // % and parentheses over numbers); it was not read, so write the value it comes to</source>
        <translation>%1 = %2 — выражение, которое Headroom не вычисляет (он вычисляет + - * / // % и скобки над числами); значение не прочитано, поэтому запишите число, которое из него получается</translation>
    </message>
</context>
<context>
    <name>ReportFormat</name>
    <message>
        <source>%1 on %2 × %3</source>
        <translation>%1 на %2 × %3</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM %5 %6 of %7 GiB (%8)</source>
        <translation>GPU: %1, %2 из %3 GiB (%4)  |  ОЗУ хоста: %5, %6 из %7 GiB (%8)</translation>
    </message>
    <message>
        <source>The dataset cache lives inside the Dataset, so each of the %1 processes that iterate it (workers, or the main process without workers) holds its own copy of up to %2 GiB.</source>
        <translation>Кэш датасета живёт внутри Dataset, поэтому каждый из %1 процессов, которые по нему итерируются (воркеры или главный процесс, если воркеров нет), держит собственную копию размером до %2 GiB.</translation>
    </message>
    <message numerus="yes">
        <source>The cache reaches its worst case after about %n epoch(s).</source>
        <translation>
            <numerusform>Кэш достигает худшего случая примерно через %n эпоху.</numerusform>
            <numerusform>Кэш достигает худшего случая примерно через %n эпохи.</numerusform>
            <numerusform>Кэш достигает худшего случая примерно через %n эпох.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cap of %1 GiB per copy would fit (data.cache_gib).</source>
        <translation>С лимитом %1 GiB на копию всё поместится (data.cache_gib).</translation>
    </message>
    <message>
        <source>No cache cap fits with this many copies: share the cache or use fewer workers.</source>
        <translation>При таком числе копий не поможет никакой лимит кэша: сделайте кэш общим или уменьшите число воркеров.</translation>
    </message>
    <message>
        <source>The workers pass %1 GiB of batches through /dev/shm but the container has %2 GiB: workers will die with a bus error. Raise shm_size.</source>
        <translation>Воркеры передают через /dev/shm %1 GiB батчей, а у контейнера только %2 GiB: воркеры упадут с bus error. Увеличьте shm_size.</translation>
    </message>
    <message>
        <source>Assumed: OS %1 GiB, %2 GiB per training process, %3 GiB per DataLoader worker, prefetch_factor %4, %5 per sample as the DataLoader yields it.</source>
        <translation>Допущения: ОС %1 GiB, %2 GiB на процесс обучения, %3 GiB на воркер DataLoader, prefetch_factor %4, %5 на пример в том виде, в каком его выдаёт DataLoader.</translation>
    </message>
    <message>
        <source>%1 of %2 GiB (%3)</source>
        <translation>%1 из %2 GiB (%3)</translation>
    </message>
    <message>
        <source>GPU memory per GPU</source>
        <translation>Память GPU (на один GPU)</translation>
    </message>
    <message>
        <source>  peak allocated %1 GiB · peak reserved %2 GiB · nvidia-smi %3 GiB</source>
        <translation>  пик выделенной %1 GiB · пик зарезервированной %2 GiB · nvidia-smi %3 GiB</translation>
    </message>
    <message>
        <source>Host RAM per machine</source>
        <translation>ОЗУ хоста (на одну машину)</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Вердикт: %1</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>a model given field by field</source>
        <translation>модель, заданная по полям</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 GPU(s) × %5</source>
        <translation>Эффективный батч %L1 = микробатч %L2 × накопление %L3 × %L4 GPU × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln узел</numerusform>
            <numerusform>%Ln узла</numerusform>
            <numerusform>%Ln узлов</numerusform>
        </translation>
    </message>
    <message>
        <source>Activations measured from your model (model card %1).</source>
        <translation>Активации измерены на вашей модели (карточка модели %1).</translation>
    </message>
    <message>
        <source>Calibrated from your run: %1 measured %2 at micro batch %3; activations × %4, fixed %5.</source>
        <translation>Калибровка по вашему запуску: %1 показал %2 при micro batch %3; активации × %4, постоянная часть %5.</translation>
    </message>
    <message>
        <source>UNKNOWN (the GPU side needs the model)</source>
        <translation>НЕИЗВЕСТНО (для оценки GPU нужна модель)</translation>
    </message>
    <message>
        <source>its size and kind (--set model.params=… --set model.kind=…)</source>
        <translation>её размер и тип (--set model.params=… --set model.kind=…)</translation>
    </message>
    <message>
        <source>its size (--set model.params=…)</source>
        <translation>её размер (--set model.params=…)</translation>
    </message>
    <message>
        <source>No model is named, so its GPU memory is unknown: give %1, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>Модель не указана, поэтому память GPU неизвестна: укажите %1 или модель из каталога (--set model.preset=…, список — «headroom models»).</translation>
    </message>
    <message>
        <source>The model &apos;%1&apos; is not in the catalog, so its GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>Модели «%1» нет в каталоге, поэтому память GPU неизвестна: укажите %2 или модель из каталога (--set model.preset=…, список — «headroom models»).</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM %2 %3 of %4 GiB (%5)</source>
        <translation>GPU НЕИЗВЕСТНО (модель не определена) из %1 GiB  |  ОЗУ хоста %2 %3 из %4 GiB (%5)</translation>
    </message>
    <message>
        <source>  likely between %1 and %2 GiB (activations, allocator reserve and CUDA context are modelled, not exact)</source>
        <translation>  вероятно, от %1 до %2 GiB (активации, резерв аллокатора и CUDA-контекст оценены моделью, а не точно)</translation>
    </message>
    <message>
        <source>  assumed: the weights are loaded in fp32 and stay fp32 under %1; frozen ones also keep a 16-bit copy for backward. Set model.dtype if the script loads them in 16 bits.</source>
        <translation>  предположение: веса загружены в fp32 и при %1 остаются в fp32; для замороженных весов ещё хранится 16-битная копия для backward. Укажите model.dtype, если скрипт загружает их в 16 бит.</translation>
    </message>
    <message>
        <source>GPU memory per GPU  [UNKNOWN]  of %1 GiB; known so far:</source>
        <translation>Память каждого GPU  [НЕИЗВЕСТНО]  из %1 GiB; уже известно:</translation>
    </message>
    <message>
        <source>a model not named yet</source>
        <translation>модель, которую ещё не указали</translation>
    </message>
    <message>
        <source>  assumed: the rows of a micro batch are padded, so SDPA gets a mask and K/V are repeated to the query heads&apos; width. Set data.packing if the data is packed or all of one length.</source>
        <translation>  допущение: строки микробатча дополнены паддингом, поэтому SDPA получает маску, а K/V дублируются до ширины голов query. Задайте data.packing, если данные упакованы или все одной длины.</translation>
    </message>
    <message>
        <source>The dataset cache is filled when the Dataset is built, so each of the %1 training processes holds one copy of up to %2 GiB, which its workers share.</source>
        <translation>Кэш датасета заполняется при создании Dataset, поэтому каждый из %1 процессов обучения держит одну копию до %2 GiB, общую для его воркеров.</translation>
    </message>
    <message>
        <source>The cache is full before the first step.</source>
        <translation>Кэш заполнен ещё до первого шага.</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7)</source>
        <translation>Эффективный батч %L1 = микробатч %L2 × накопление %L3 × %L4 data parallel (%L5 GPU: тензорный параллелизм %L6 × пайплайн %L7)</translation>
    </message>
    <message>
        <source>Effective batch %L1 = micro batch %L2 × accumulation %L3 × %L4 data-parallel (%L5 GPUs over tensor parallel %L6 × pipeline %L7 × context parallel %L8)</source>
        <translation>Эффективный батч %L1 = микробатч %L2 × накопление %L3 × %L4 data parallel (%L5 GPU: тензорный параллелизм %L6 × пайплайн %L7 × контекстный параллелизм %L8)</translation>
    </message>
    <message>
        <source>  assumed: FSDP accumulates the %1 micro batches of a step under no_sync(), so every GPU holds the full gradients (Accelerate, HF&apos;s Trainer, Lightning Fabric). Set parallel.no_sync_accumulation=false if it reduce-scatters every micro batch (torchtune, torchtitan, Lightning&apos;s Trainer, sync_each_batch).</source>
        <translation>  допущение: FSDP копит %1 микробатчей шага под no_sync(), поэтому каждая GPU держит градиенты целиком (Accelerate, HF Trainer, Lightning Fabric). Задайте parallel.no_sync_accumulation=false, если reduce-scatter идёт на каждом микробатче (torchtune, torchtitan, Trainer из Lightning, sync_each_batch).</translation>
    </message>
    <message>
        <source>  assumed: the LoRA adapters sit inside FSDP&apos;s wrapped blocks (use_orig_params), so every block&apos;s frozen weights get gradients too. Set parallel.unit_grads=false if the adapters are wrapped apart (HF&apos;s Trainer, axolotl) or FSDP2 shards per parameter.</source>
        <translation>  допущение: адаптеры LoRA сидят внутри обёрнутых FSDP блоков (use_orig_params), поэтому градиенты получают и замороженные веса каждого блока. Задайте parallel.unit_grads=false, если адаптеры обёрнуты отдельно (HF Trainer, axolotl) или FSDP2 шардирует по параметрам.</translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sample carries %n image(s), so the vision tower runs and its image tokens join the text. Set data.images=0 if the data is text only.</source>
        <translation>
            <numerusform>  допущение: в каждом примере %n изображение, так что vision tower работает, а его image-токены добавляются к тексту. Задайте data.images=0, если данные только текстовые.</numerusform>
            <numerusform>  допущение: в каждом примере %n изображения, так что vision tower работает, а его image-токены добавляются к тексту. Задайте data.images=0, если данные только текстовые.</numerusform>
            <numerusform>  допущение: в каждом примере %n изображений, так что vision tower работает, а его image-токены добавляются к тексту. Задайте data.images=0, если данные только текстовые.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  assumed: every sequence is %n token(s) long; the file sets no length. Set data.seq_len to the length you truncate or pack to.</source>
        <translation>
            <numerusform>  допущение: каждая последовательность длиной %n токен; в файле длина не задана. Укажите в data.seq_len длину, до которой обрезаете или пакуете.</numerusform>
            <numerusform>  допущение: каждая последовательность длиной %n токена; в файле длина не задана. Укажите в data.seq_len длину, до которой обрезаете или пакуете.</numerusform>
            <numerusform>  допущение: каждая последовательность длиной %n токенов; в файле длина не задана. Укажите в data.seq_len длину, до которой обрезаете или пакуете.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: unknown, not in the total: the dataset&apos;s size is not given (data.dataset_size)</source>
        <translation>%1: неизвестно, в сумму не входит: размер датасета не указан (data.dataset_size)</translation>
    </message>
    <message>
        <source>UNKNOWN (host RAM needs the dataset&apos;s size)</source>
        <translation>НЕИЗВЕСТНО (для оценки ОЗУ хоста нужен размер датасета)</translation>
    </message>
    <message>
        <source>The RAM cache holds the whole dataset, whose size is not given, so host RAM is known only as a floor: give data.dataset_size (samples) for its verdict.</source>
        <translation>Кэш в ОЗУ хранит весь датасет, а его размер не указан, поэтому для ОЗУ хоста известна только нижняя граница: задайте data.dataset_size (число примеров), чтобы получить вердикт.</translation>
    </message>
    <message>
        <source>GPU UNKNOWN (model not identified) of %1 GiB  |  Host RAM UNKNOWN, at least %2 of %3 GiB (%4)</source>
        <translation>GPU НЕИЗВЕСТНО (модель не определена) из %1 GiB  |  ОЗУ хоста НЕИЗВЕСТНО, не меньше %2 из %3 GiB (%4)</translation>
    </message>
    <message>
        <source>GPU %1 %2 of %3 GiB (%4)  |  Host RAM UNKNOWN, at least %5 of %6 GiB (%7)</source>
        <translation>GPU %1 %2 из %3 GiB (%4)  |  ОЗУ хоста НЕИЗВЕСТНО, не меньше %5 из %6 GiB (%7)</translation>
    </message>
    <message>
        <source>UNKNOWN</source>
        <translation>НЕИЗВЕСТНО</translation>
    </message>
    <message>
        <source>at least %1 of %2 GiB (%3)</source>
        <translation>не меньше %1 из %2 GiB (%3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a checkpoint file, and its name does not say which model it holds, so the GPU memory is unknown: give %2, or a catalog model (--set model.preset=…, see &apos;headroom models&apos;).</source>
        <translation>&apos;%1&apos; — файл чекпойнта, и по его имени не понять, какая в нём модель, поэтому память GPU неизвестна: укажите %2 или модель из каталога (--set model.preset=…, см. &apos;headroom models&apos;).</translation>
    </message>
</context>
<context>
    <name>headroom::CalibrateDialog</name>
    <message>
        <source>Calibrate from your run</source>
        <translation>Калибровка по вашему запуску</translation>
    </message>
    <message>
        <source>Enter the peak GPU memory you measured for exactly this setup (micro batch %1, %2). Headroom puts the difference on what no formula knows exactly — activations and a fixed overhead — and carries it into every slider, the sweep and the advice.</source>
        <translation>Введите пиковую память GPU, измеренную именно для этой конфигурации (micro batch %1, %2). Headroom отнесёт разницу к тому, что ни одна формула не знает точно, — к активациям и постоянным накладным расходам — и учтёт её во всех ползунках, на графике и в советах.</translation>
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
        <translation>nvidia-smi, память, занятая процессом</translation>
    </message>
    <message>
        <source>What you measured:</source>
        <translation>Что измерено:</translation>
    </message>
    <message>
        <source>Peak value:</source>
        <translation>Пиковое значение:</translation>
    </message>
    <message>
        <source>Headroom&apos;s estimate:</source>
        <translation>Оценка Headroom:</translation>
    </message>
    <message>
        <source>This config was not read from a file: the calibration lasts for this session.</source>
        <translation>Этот конфиг не прочитан из файла: калибровка действует только в этом сеансе.</translation>
    </message>
    <message>
        <source>Kept beside the config in %1, never inside it.</source>
        <translation>Хранится рядом с конфигом в %1, а не внутри него.</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Калибровать</translation>
    </message>
    <message>
        <source>Forget calibration</source>
        <translation>Забыть калибровку</translation>
    </message>
</context>
<context>
    <name>headroom::ConfigView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; feeds &lt;b&gt;%2&lt;/b&gt; (%3)</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; задаёт &lt;b&gt;%2&lt;/b&gt; (%3)</translation>
    </message>
    <message>
        <source>Changed in the window to &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Изменено в окне на &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Headroom does not use &lt;b&gt;%1&lt;/b&gt;. Right-click to read it as one of its fields.</source>
        <translation>Headroom не использует &lt;b&gt;%1&lt;/b&gt;. Щёлкните правой кнопкой, чтобы читать это значение как одно из полей Headroom.</translation>
    </message>
    <message>
        <source>Read “%1” as</source>
        <translation>Читать «%1» как</translation>
    </message>
    <message>
        <source>“%1” is not a valid value for %2</source>
        <translation>«%1» — недопустимое значение для %2</translation>
    </message>
    <message>
        <source>Matched by its name, not by a rule for this tool: check it means what Headroom took it for.</source>
        <translation>Распознано по имени ключа, а не по правилу для этого инструмента: проверьте, что он значит то, что решил Headroom.</translation>
    </message>
    <message>
        <source>Inferred from this line, not stated by it: %1</source>
        <translation>Выведено из этой строки, а не задано в ней напрямую: %1</translation>
    </message>
</context>
<context>
    <name>headroom::ControlsPanel</name>
    <message>
        <source>Not in the file: Headroom&apos;s default.</source>
        <translation>Нет в файле: значение Headroom по умолчанию.</translation>
    </message>
    <message>
        <source>From the file: %1, line %2.</source>
        <translation>Из файла: %1, строка %2.</translation>
    </message>
    <message>
        <source>Derived: %1.</source>
        <translation>Вычислено: %1.</translation>
    </message>
    <message>
        <source>Changed here; the file says %1.</source>
        <translation>Изменено здесь; в файле — %1.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Батч</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Обучение</translation>
    </message>
    <message>
        <source>Data and loader</source>
        <translation>Данные и загрузчик</translation>
    </message>
    <message>
        <source>Hardware and parallelism</source>
        <translation>Оборудование и параллелизм</translation>
    </message>
    <message>
        <source>Effective batch %L1 = %L2 × %L3 × %L4 GPU × %5</source>
        <translation>Эффективный батч %L1 = %L2 × %L3 × %L4 GPU × %5</translation>
    </message>
    <message numerus="yes">
        <source>%Ln node(s)</source>
        <translation>
            <numerusform>%Ln узел</numerusform>
            <numerusform>%Ln узла</numerusform>
            <numerusform>%Ln узлов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (shape of %2, standing in)</source>
        <translation>%1 (по форме %2 — замена)</translation>
    </message>
</context>
<context>
    <name>headroom::ExportDialog</name>
    <message>
        <source>Export the config</source>
        <translation>Экспорт конфига</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Overwrite the original…</source>
        <translation>&amp;Перезаписать оригинал…</translation>
    </message>
    <message>
        <source>These changes cannot be written into %1:</source>
        <translation>Эти изменения нельзя записать в %1:</translation>
    </message>
    <message>
        <source>Nothing changed: the file would be written as it is.</source>
        <translation>Ничего не изменено: файл будет записан как есть.</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>Изменено: %1</translation>
    </message>
    <message>
        <source>Save the patched config as</source>
        <translation>Сохранить изменённый конфиг как</translation>
    </message>
    <message>
        <source>Overwrite the original?</source>
        <translation>Перезаписать оригинал?</translation>
    </message>
    <message>
        <source>Replace %1 with the patched text? The old file is kept as %1.bak.</source>
        <translation>Заменить %1 изменённым текстом? Старый файл сохранится как %1.bak.</translation>
    </message>
    <message>
        <source>The file changed on disk</source>
        <translation>Файл изменился на диске</translation>
    </message>
    <message>
        <source>%1 was changed by another program after Headroom read it. Replace it anyway? Its current text is kept as %1.bak.</source>
        <translation>%1 был изменён другой программой после того, как Headroom его прочитал. Всё равно заменить? Текущий текст сохранится как %1.bak.</translation>
    </message>
</context>
<context>
    <name>headroom::GuidancePanel</name>
    <message>
        <source>Advice</source>
        <translation>Советы</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>Рекомендации</translation>
    </message>
    <message>
        <source>No advice for this setup.</source>
        <translation>Для этой конфигурации советов нет.</translation>
    </message>
    <message>
        <source>The setup fits; nothing needs to change.</source>
        <translation>Конфигурация помещается, менять ничего не нужно.</translation>
    </message>
    <message>
        <source>No nearby setup that fits was found.</source>
        <translation>Близкой конфигурации, которая помещается, не найдено.</translation>
    </message>
    <message>
        <source>GPU %1 (%2), host %3 (%4); step time ×%5; effective batch %6</source>
        <translation>GPU %1 (%2), хост %3 (%4); время шага ×%5; эффективный батч %6</translation>
    </message>
    <message>
        <source>(changes the effective batch)</source>
        <translation>(меняет эффективный батч)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>Move the controls to this setup (undo with %1)</source>
        <translation>Выставить параметры этой конфигурации (отменить — %1)</translation>
    </message>
    <message>
        <source>Also worth it</source>
        <translation>Также стоит сделать</translation>
    </message>
    <message>
        <source>GPU memory is unknown until the model is identified: pick it or give its size in the panel where the GPU chart would be. Host RAM is estimated already.</source>
        <translation>Память GPU неизвестна, пока модель не определена: выберите её или укажите размер в панели на месте графика GPU. ОЗУ хоста уже оценено.</translation>
    </message>
    <message>
        <source>Recommendations and advice appear here once a training config is open.</source>
        <translation>Рекомендации и советы появятся здесь, когда будет открыт конфиг обучения.</translation>
    </message>
    <message>
        <source>Notes on what was read (%1)</source>
        <translation>Замечания по прочитанному (%1)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>строка %1</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, строка %2</translation>
    </message>
</context>
<context>
    <name>headroom::MainWindow</name>
    <message>
        <source>Revert to the file</source>
        <translation>Вернуть как в файле</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open a training config (YAML, JSON, compose, env, shell)</source>
        <translation>Открыть конфиг обучения (YAML, JSON, compose, env, shell)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Открыть &amp;недавние</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>Patched &amp;config…</source>
        <translation>Изменённый &amp;конфиг…</translation>
    </message>
    <message>
        <source>&amp;Markdown report…</source>
        <translation>Отчёт в &amp;Markdown…</translation>
    </message>
    <message>
        <source>C&amp;harts as PNG, SVG or PDF…</source>
        <translation>&amp;Графики в PNG, SVG или PDF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Re&amp;vert to the file</source>
        <translation>&amp;Вернуть как в файле</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Тема</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Системная</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>С&amp;ветлая</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Тёмная</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation>&amp;О программе Headroom</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Config file</source>
        <translation>Файл конфигурации</translation>
    </message>
    <message>
        <source>Guidance</source>
        <translation>Подсказки</translation>
    </message>
    <message>
        <source>GPU memory, per GPU</source>
        <translation>Память GPU (на один GPU)</translation>
    </message>
    <message>
        <source>Host RAM, per machine</source>
        <translation>ОЗУ хоста (на одну машину)</translation>
    </message>
    <message>
        <source>Open a training config (File › Open, or drop it here) to see where its memory goes.</source>
        <translation>Откройте конфиг обучения (Файл › Открыть или перетащите его сюда), чтобы увидеть, на что уходит память.</translation>
    </message>
    <message>
        <source>Could not read %1</source>
        <translation>Не удалось прочитать %1</translation>
    </message>
    <message>
        <source>Read %1 as %2</source>
        <translation>Файл %1 прочитан как %2</translation>
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
        <translation>Открыть конфиг обучения</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Сохранить отчёт</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Could not write %1</source>
        <translation>Не удалось записать %1</translation>
    </message>
    <message>
        <source>Save the charts</source>
        <translation>Сохранить графики</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation>О программе Headroom</translation>
    </message>
    <message>
        <source>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Where every gigabyte of a training run goes, on the GPU and in host RAM, and what to change when it does not fit.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Headroom %1&lt;/b&gt;&lt;p&gt;Куда уходит каждый гигабайт памяти при обучении — на GPU и в оперативной памяти хоста, и что изменить, если не помещается.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Could not read %1; the current setup is unchanged.</source>
        <translation>Не удалось прочитать %1; текущая конфигурация не изменилась.</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The settings of %1 were changed and not saved.</source>
        <translation>Параметры %1 изменены и не сохранены.</translation>
    </message>
    <message>
        <source>Save them as a patched copy of the config, discard them, or go back?</source>
        <translation>Сохранить их как изменённую копию конфига, отбросить или вернуться?</translation>
    </message>
    <message numerus="yes">
        <source>Headroom did not close properly last time. Restore the %n unsaved change(s) to %1?</source>
        <translation>
            <numerusform>Прошлый раз Headroom завершился некорректно. Восстановить %n несохранённое изменение в %1?</numerusform>
            <numerusform>Прошлый раз Headroom завершился некорректно. Восстановить %n несохранённых изменения в %1?</numerusform>
            <numerusform>Прошлый раз Headroom завершился некорректно. Восстановить %n несохранённых изменений в %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Отбросить</translation>
    </message>
    <message>
        <source>Restore the unsaved changes</source>
        <translation>Восстановить несохранённые изменения</translation>
    </message>
    <message>
        <source>Load model &amp;card…</source>
        <translation>Загрузить &amp;карточку модели…</translation>
    </message>
    <message>
        <source>Use a model card written by headroom-probe from your own model&apos;s code</source>
        <translation>Использовать карточку модели, которую headroom-probe записал по коду вашей модели</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>Калибровать…</translation>
    </message>
    <message>
        <source>Enter the peak memory you measured for this setup; Headroom corrects its estimate from it</source>
        <translation>Введите пиковую память, измеренную для этой конфигурации; Headroom поправит по ней свою оценку</translation>
    </message>
    <message>
        <source>A model card lies next to this config (%1). Use it for the model&apos;s parameters and activations, measured from your own code?</source>
        <translation>Рядом с этим конфигом лежит карточка модели (%1). Взять из неё параметры и активации, измеренные по вашему коду?</translation>
    </message>
    <message>
        <source>Use model card</source>
        <translation>Использовать карточку</translation>
    </message>
    <message>
        <source>Load model card</source>
        <translation>Загрузить карточку модели</translation>
    </message>
    <message>
        <source>Model cards (*.yaml *.yml);;All files (*)</source>
        <translation>Карточки моделей (*.yaml *.yml);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Could not use the model card %1:</source>
        <translation>Не удалось использовать карточку модели %1:</translation>
    </message>
    <message>
        <source>The model is now measured from your model: %1</source>
        <translation>Теперь модель взята из измерений вашей модели: %1</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>калибровка по вашему запуску</translation>
    </message>
    <message>
        <source>calibrated from your run: %1 measured %2 at micro batch %3</source>
        <translation>калибровка по вашему запуску: %1 показал %2 при micro batch %3</translation>
    </message>
</context>
<context>
    <name>headroom::MemoryChart</name>
    <message>
        <source>GiB on each GPU</source>
        <translation>GiB на каждом GPU</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>GiB ОЗУ хоста</translation>
    </message>
    <message>
        <source>usable %1</source>
        <translation>доступно %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 % of the total)&lt;br/&gt;%4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2 (%3 % от общего объёма)&lt;br/&gt;%4</translation>
    </message>
</context>
<context>
    <name>headroom::MessageBar</name>
    <message>
        <source>Close this message</source>
        <translation>Закрыть это сообщение</translation>
    </message>
</context>
<context>
    <name>headroom::ModelRequest</name>
    <message>
        <source>Decoder LLM (GPT, Llama, Qwen)</source>
        <translation>Декодер-LLM (GPT, Llama, Qwen)</translation>
    </message>
    <message>
        <source>Encoder (BERT)</source>
        <translation>Энкодер (BERT)</translation>
    </message>
    <message>
        <source>Encoder-decoder (T5)</source>
        <translation>Энкодер-декодер (T5)</translation>
    </message>
    <message>
        <source>Vision-language model</source>
        <translation>Визуально-языковая модель (VLM)</translation>
    </message>
    <message>
        <source>Vision transformer (ViT)</source>
        <translation>Визуальный трансформер (ViT)</translation>
    </message>
    <message>
        <source>CNN (ResNet, ConvNeXt)</source>
        <translation>Свёрточная сеть (ResNet, ConvNeXt)</translation>
    </message>
    <message>
        <source>Object detector</source>
        <translation>Детектор объектов</translation>
    </message>
    <message>
        <source>Segmentation model</source>
        <translation>Модель сегментации</translation>
    </message>
    <message>
        <source>Point-cloud model</source>
        <translation>Модель для облаков точек</translation>
    </message>
    <message>
        <source>Diffusion UNet</source>
        <translation>Диффузионный UNet</translation>
    </message>
    <message>
        <source>Text-to-speech model</source>
        <translation>Модель синтеза речи (TTS)</translation>
    </message>
    <message>
        <source>Other / generic network</source>
        <translation>Другая / произвольная сеть</translation>
    </message>
    <message>
        <source>Load the model&apos;s config.json or model card</source>
        <translation>Загрузить config.json модели или карточку модели</translation>
    </message>
    <message>
        <source>Model files (*.json *.yaml *.yml);;All files (*)</source>
        <translation>Файлы модели (*.json *.yaml *.yml);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The file does not name its model.</source>
        <translation>В файле не указано, какая это модель.</translation>
    </message>
    <message>
        <source>The file names the model “%1”, which is not in the catalog.</source>
        <translation>В файле указана модель «%1», которой нет в каталоге.</translation>
    </message>
    <message>
        <source>Host RAM is estimated already; GPU memory needs the model. Give it in one of three ways:</source>
        <translation>ОЗУ хоста уже оценено; для памяти GPU нужна модель. Укажите её одним из трёх способов:</translation>
    </message>
    <message>
        <source>Which model does this config train?</source>
        <translation>Какую модель обучает этот конфиг?</translation>
    </message>
    <message>
        <source>Pick it from the catalog:</source>
        <translation>Выберите из каталога:</translation>
    </message>
    <message>
        <source>type to search, e.g. resnet, llama 7b</source>
        <translation>начните вводить, напр. resnet, llama 7b</translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation>Взять эту модель</translation>
    </message>
    <message>
        <source>Or give its size:</source>
        <translation>Или укажите размер:</translation>
    </message>
    <message>
        <source>parameters, e.g. 40M or 7B</source>
        <translation>параметров, напр. 40M или 7B</translation>
    </message>
    <message>
        <source>Use this size</source>
        <translation>Взять этот размер</translation>
    </message>
    <message>
        <source>Or load its description:</source>
        <translation>Или загрузите её описание:</translation>
    </message>
    <message>
        <source>Load config.json or model card…</source>
        <translation>Загрузить config.json или карточку модели…</translation>
    </message>
    <message>
        <source>“%1” is not in the catalog; pick an entry from the list.</source>
        <translation>«%1» нет в каталоге; выберите модель из списка.</translation>
    </message>
    <message>
        <source>Choose the model</source>
        <translation>Выбрать модель</translation>
    </message>
    <message>
        <source>“%1” is not a parameter count; write it like 40M, 1.3B or 7e9.</source>
        <translation>«%1» — не число параметров; пишите так: 40M, 1.3B или 7e9.</translation>
    </message>
    <message>
        <source>Pick the kind of model.</source>
        <translation>Выберите тип модели.</translation>
    </message>
    <message>
        <source>Give the model&apos;s size</source>
        <translation>Указать размер модели</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 says nothing about a model&apos;s size or architecture.</source>
        <translation>В %1 ничего не сказано о размере или архитектуре модели.</translation>
    </message>
    <message>
        <source>Load the model from %1</source>
        <translation>Загрузить модель из %1</translation>
    </message>
</context>
<context>
    <name>headroom::SetupController</name>
    <message>
        <source>Change %1 to %2</source>
        <translation>Изменить %1 на %2</translation>
    </message>
    <message>
        <source>Apply recommendation</source>
        <translation>Применить рекомендацию</translation>
    </message>
</context>
<context>
    <name>headroom::SweepChart</name>
    <message>
        <source>Micro batch</source>
        <translation>Микробатч</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Длина последовательности</translation>
    </message>
    <message>
        <source>Image size (shorter side)</source>
        <translation>Размер изображения (меньшая сторона)</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>Кадры</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Точки</translation>
    </message>
    <message>
        <source>&lt;b&gt;Memory against one knob&lt;/b&gt;</source>
        <translation>&lt;b&gt;Память в зависимости от одного параметра&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The knob to sweep; everything else stays as set</source>
        <translation>Параметр для перебора; всё остальное остаётся как задано</translation>
    </message>
    <message>
        <source>GiB on each GPU</source>
        <translation>GiB на каждом GPU</translation>
    </message>
    <message>
        <source>GiB of host RAM</source>
        <translation>GiB ОЗУ хоста</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>Память GPU</translation>
    </message>
    <message>
        <source>Host RAM</source>
        <translation>ОЗУ хоста</translation>
    </message>
    <message>
        <source>Largest that fits: %1</source>
        <translation>Наибольшее значение, которое помещается: %1</translation>
    </message>
    <message>
        <source>Nothing in this range fits</source>
        <translation>В этом диапазоне ничего не помещается</translation>
    </message>
    <message>
        <source>calibrated from your run</source>
        <translation>калибровка по вашему запуску</translation>
    </message>
    <message>
        <source>Host RAM does not fit at any value in this range</source>
        <translation>ОЗУ хоста не хватает ни при одном значении в этом диапазоне</translation>
    </message>
    <message>
        <source>GPU memory does not fit at any value in this range</source>
        <translation>Памяти GPU не хватает ни при одном значении в этом диапазоне</translation>
    </message>
</context>
<context>
    <name>headroom::VerdictBadge</name>
    <message>
        <source>%1 of %2 usable (%3 %)</source>
        <translation>%1 из %2 доступных (%3 %)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>at least %1 of %2 usable (%3 %)</source>
        <translation>не меньше %1 из %2 доступных (%3 %)</translation>
    </message>
</context>
</TS>
