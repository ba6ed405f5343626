#!/usr/bin/env python3
"""Distribution over shuffle orders of the caching allocator's peak reserved memory for the ms-swift
benchmark rows (see caching_allocator_sim.py). Prints, per row, the peak reserved above the weights
(what the replay holds: everything but the model and LoRA states) for 20 shuffles, and the same
for a run whose every batch has the longest length (Qwen's finetune.py pads to model_max_length)."""
import statistics, sys
import caching_allocator_sim as s

GiB = 1024 ** 3
V = 151936
rows = [  # name, (h, f, n), max_length, batch, measured GiB, weights GiB (bf16 params)
    ("qwen-1_8b lora 512", (2048, 5504, 24), 512, 1, 6.99, 1.84e9 * 2 / GiB),
    ("qwen-1_8b lora 1024", (2048, 5504, 24), 1024, 1, 10.71, 1.84e9 * 2 / GiB),
    ("qwen-1_8b lora 2048", (2048, 5504, 24), 2048, 1, 16.35, 1.84e9 * 2 / GiB),
    ("qwen-1_8b lora 4096", (2048, 5504, 24), 4096, 1, 23.80, 1.84e9 * 2 / GiB),
    ("qwen-7b lora 512", (4096, 11008, 32), 512, 1, 18.01, 7.72e9 * 2 / GiB),
    ("qwen-7b lora 2048", (4096, 11008, 32), 2048, 1, 27.74, 7.72e9 * 2 / GiB),
    ("qwen-7b lora 2048 bs2", (4096, 11008, 32), 2048, 2, 43.11, 7.72e9 * 2 / GiB),
    ("qwen-7b lora 2048 bs4", (4096, 11008, 32), 2048, 4, 63.81, 7.72e9 * 2 / GiB),
]
nseeds = int(sys.argv[1]) if len(sys.argv) > 1 else 20
ce = sys.argv[2] if len(sys.argv) > 2 else "autocast"      # autocast | bf16
only = sys.argv[3:]                                          # row-name filters
print(f"loss path: {ce}")
print(f"{'row':24s} {'meas-wts':>8s} | {'fixed-len':>9s} {'alloc':>6s} | reserved above weights over {nseeds} shuffles (GiB): "
      f"min / p25 / median / p75 / max  | median extra B/logit")
for name, (h, f, n), L, bs, meas, wts in rows:
    if only and not any(o in name for o in only):
        continue
    res = []
    for seed in range(nseeds):
        lens = s.sample_lengths(L, n_keep=(1000 if L > 2048 else None), seed=seed)
        batches = [bs * max(lens[i:i + bs]) for i in range(0, len(lens) - bs + 1, bs)]
        al = s.run(batches, h, f, V, n, ce=ce)
        res.append(al.peak_reserved / GiB)
    fx = s.run([bs * L] * 3, h, f, V, n, ce=ce)
    q = statistics.quantiles(res, n=4)
    med = statistics.median(res)
    extra = (med - fx.peak_reserved / GiB) * GiB / (bs * L * V)
    print(f"{name:24s} {meas - wts:8.2f} | {fx.peak_reserved / GiB:9.2f} {al.peak_allocated / GiB:6.2f} | "
          f"{min(res):6.2f} {q[0]:6.2f} {med:6.2f} {q[2]:6.2f} {max(res):6.2f}  | {extra:6.1f}")
    sys.stdout.flush()
