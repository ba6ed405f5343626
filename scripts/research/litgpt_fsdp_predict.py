#!/usr/bin/env python3
"""Per-GPU peak of litgpt's FSDP fine-tuning runs, from the mechanisms read in the code (FINDINGS.md, family 1).
All figures in GB = 1e9 B (litgpt prints max_memory_allocated()/1e9).

  P_unit    parameters of one FSDP unit (a Block, or the root: wte + lm_head + ln_f)
  N         GPUs (FULL_SHARD)
  b         bytes per parameter (bf16-true: 2)

Terms at the peak, i.e. the end of backward of an accumulating micro-batch (FSDP no_sync):
  sharded flat parameters                 b * P_total / N
  root unit unsharded (never resharded    b * P_root           (FSDP1 _post_forward_reshard skips the root)
    between forward and backward)
  accumulated UNSHARDED gradients         b * P_grad           (no_sync keeps .grad at the unsharded size)
    P_grad = all params of every unit that holds at least one trainable param (use_orig_params=True)
  optimizer states                        2 * b * P_trainable / N   (torch AdamW, param dtype, sharded)
  transient of the unit being finished    2 * b * P_unit   (views' grads held by SplitWithSizesBackward
                                                            + their concatenation), only for units with grads
  unsharded params of units in flight     b * P_block * k (k=2: current + prefetched, BACKWARD_PRE)
  activations / logits                    small here; listed separately
"""

GB = 1e9


def gemma2b_full():
    V, H, L, F = 256000, 2048, 18, 16384
    qkv = H * (8 + 2 * 1) * 256
    proj = 8 * 256 * H
    mlp = 3 * H * F
    block = qkv + proj + mlp + 2 * H
    root = 2 * V * H + H              # wte + untied lm_head + ln_f
    total = L * block + root
    N, b = 4, 2
    t = {
        "sharded params (b*P/N)": b * total / N,
        "root unit unsharded (b*P_root)": b * root,
        "accumulated unsharded grads (b*P)": b * total,
        "AdamW exp_avg+exp_avg_sq, bf16, sharded (2b*P/N)": 2 * b * total / N,
        "root backward transient (2*b*P_root)": 2 * b * root,
    }
    extra = {"bf16 logits kept by fit()'s `logits` variable (2*T*V)": 2 * 512 * V}
    return "gemma-2b full, 4xA10G, mb1, 512 tok", total, t, extra, 17.43


def llama2_lora(size, N, mb, T=1304):
    if size == "7b":
        V, H, L, F, r = 32000, 4096, 32, 11008, 8
    else:
        V, H, L, F, r = 32000, 5120, 40, 13824, 8
    qkv, proj, mlp = H * 3 * H, H * H, 3 * H * F
    lora = (2 * r) * H + (2 * H) * r  # LoRAQKVLinear lora_A (r*2, H), lora_B (2H, r): query+value
    block = qkv + proj + mlp + 2 * H + lora
    root = 2 * V * H + H
    total = L * block + root
    b = 2
    t = {
        "sharded params (b*P/N)": b * total / N,
        "root unit unsharded, frozen (b*P_root)": b * root,
        "accumulated unsharded grads of every Block (b*L*P_block)": b * L * block,
        "Block backward transient (2*b*P_block)": 2 * b * block,
        "unsharded Block params, current + prefetched (2*b*P_block)": 2 * b * block,
    }
    extra = {
        "checkpointed Block inputs (b*L*mb*T*H)": b * L * mb * T * H,
        "bf16 logits kept by train()'s `logits` list (2*mb*T*V)": 2 * mb * T * V,
    }
    meas = {("7b", 2, 4): 23.39, ("7b", 2, 1): 22.18, ("7b", 2, 2): 22.47, ("13b", 4, 1): 35.57}[(size, N, mb)]
    return f"llama-2-{size} LoRA, {N}xA100, mb{mb}, {T} tok", total, t, extra, meas


def neox_lora(name, V, H, L, F, nnorm, T, N, mb, meas, r=8):
    """phi-1.5 / StableLM-Alpha rows of the same resource table (not in the reference sets): biases,
    LayerNorm (weight + bias), GPT-NeoX-style fused qkv; LoRA on query+value."""
    qkv = H * 3 * H + 3 * H
    proj = H * H + H
    mlp = H * F + F + F * H + H
    lora = (2 * r) * H + (2 * H) * r
    block = qkv + proj + mlp + nnorm * 2 * H + lora
    root = 2 * V * H + V + 2 * H if name.startswith("phi") else 2 * V * H + 2 * H
    total = L * block + root
    b = 2
    t = {
        "sharded params (b*P/N)": b * total / N,
        "root unit unsharded, frozen (b*P_root)": b * root,
        "accumulated unsharded grads of every Block (b*L*P_block)": b * L * block,
        "Block backward transient (2*b*P_block)": 2 * b * block,
        "unsharded Block params, current + prefetched (2*b*P_block)": 2 * b * block,
    }
    extra = {
        "checkpointed Block inputs (b*L*mb*T*H)": b * L * mb * T * H,
        "bf16 logits kept by train()'s `logits` list (2*mb*T*V)": 2 * mb * T * V,
    }
    return f"{name} LoRA, {N}xA100, mb{mb}, {T} tok (validation row)", total, t, extra, meas


rows = [gemma2b_full(), llama2_lora("7b", 2, 1), llama2_lora("7b", 2, 2), llama2_lora("7b", 2, 4),
        llama2_lora("13b", 4, 1),
        neox_lora("phi-1.5", 51200, 2048, 24, 8192, 1, 1044, 2, 1, 4.86),
        neox_lora("phi-1.5", 51200, 2048, 24, 8192, 1, 1044, 2, 4, 5.88),
        neox_lora("stablelm-alpha-3b", 50688, 4096, 16, 16384, 2, 1034, 2, 1, 12.75),
        neox_lora("stablelm-alpha-3b", 50688, 4096, 16, 16384, 2, 1034, 2, 4, 13.45)]
for name, total, terms, extra, meas in rows:
    print(f"{name}   (params {total / 1e9:.3f} B)")
    s = 0
    for k, v in terms.items():
        s += v
        print(f"    {k:62s} {v / GB:7.3f} GB")
    print(f"    {'= mechanism terms':62s} {s / GB:7.3f} GB   measured {meas:.2f} GB  ({(s / GB - meas) / meas * 100:+.1f} %)")
    e = sum(extra.values())
    for k, v in extra.items():
        print(f"    + {k:60s} {v / GB:7.3f} GB")
    print(f"    {'= with these':62s} {(s + e) / GB:7.3f} GB   ({((s + e) / GB - meas) / meas * 100:+.1f} %)")
    print()
