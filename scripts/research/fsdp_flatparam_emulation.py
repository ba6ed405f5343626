#!/usr/bin/env python3
"""Emulates, on the CPU, how FSDP1 (torch 2.1-2.5, use_orig_params=True as Lightning Fabric sets it)
exposes a FlatParameter to autograd, and measures the gradient memory that follows from it.

FSDP1 runs each wrapped module's forward on *views* of the unsharded flat parameter:
FlatParamHandle._use_unsharded_views(as_params=False) -> _get_unflat_views_aligned():
    torch.split(flat_param, flat_param._numels_with_padding, dim=0) -> split.view(shape)
so autograd delivers the flat parameter's gradient through SplitWithSizesBackward, which runs only
when the gradients of *all* views have arrived and then concatenates them into a new flat tensor.
FlatParamHandle._validate_tensors_to_flatten makes the flat parameter require grad as soon as any
original parameter does (use_orig_params=True), so frozen weights in the same unit get gradients too.

Two questions, measured with torch.profiler's memory events (live bytes allocated inside the step;
everything allocated before the step - parameters, accumulated gradients - is not counted):

A. The root unit of litgpt's GPT under auto_wrap_policy={Block}: lm_head.weight, transformer.wte.weight,
   transformer.ln_f.weight in one flat parameter. What is alive above the parameters at the end of
   backward?  Expect: lm_head grad (V*H) + wte grad (V*H) held in SplitWithSizesBackward's input buffer,
   + the concatenated flat gradient (2*V*H) = 2 x the root flat parameter.

B. A Block unit holding frozen base weights and trainable LoRA A/B: how many gradient elements does
   the flat parameter get?  Expect: all of them (frozen ones included).

    /usr/bin/python3 scripts/research/fsdp_flatparam_emulation.py
"""
import torch
import torch.nn.functional as F
from torch.profiler import ProfilerActivity, profile

torch.manual_seed(0)
DT = torch.bfloat16
V, H, T = 8192, 256, 128          # vocabulary, hidden, tokens (one micro-batch of 1 x 128)


def peak_bytes(step):
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    events = [k for k in p.profiler.kineto_results.events() if k.name() == "[memory]"]
    events.sort(key=lambda k: k.start_us())
    live = peak = 0
    for k in events:
        live += k.nbytes()
        peak = max(peak, live)
    return peak, live


def views(flat, shapes):
    numels = [int(torch.Size(s).numel()) for s in shapes]
    return [t.view(s) for t, s in zip(torch.split(flat, numels, dim=0), shapes)]


# ---------------------------------------------------------------- A: the root unit
root_shapes = [(V, H), (V, H), (H,)]           # lm_head.weight, wte.weight, ln_f.weight
root_numel = 2 * V * H + H
root = torch.nn.Parameter(torch.randn(root_numel, dtype=DT) * 0.02)
blk = torch.nn.Parameter(torch.randn(H * H, dtype=DT) * 0.02)   # a stand-in Block (own unit)
idx = torch.randint(0, V, (1, T))
tgt = torch.randint(0, V, (1, T))


def litgpt_step():
    lm_head_w, wte_w, lnf_w = views(root, root_shapes)
    (blk_w,) = views(blk, [(H, H)])
    x = F.embedding(idx, wte_w) * torch.tensor(H ** 0.5, dtype=DT)   # Gemma scales the embedding
    x = x + F.linear(x, blk_w)
    x = F.layer_norm(x, (H,), lnf_w)
    logits = F.linear(x, lm_head_w)
    # litgpt.utils.chunked_cross_entropy, chunk_size=128, bf16, no upcast
    lg = logits[..., :-1, :].reshape(-1, V)
    tg = tgt[..., 1:].reshape(-1)
    losses = [F.cross_entropy(a, b, reduction="none") for a, b in zip(lg.split(128), tg.split(128))]
    loss = torch.cat(losses).sum() / tg.numel()
    loss.backward()


root_bytes = root_numel * 2
logit_bytes = T * V * 2
print(f"torch {torch.__version__}; V={V} H={H} T={T}; root flat parameter {root_bytes:,} B, "
      f"bf16 logits {logit_bytes:,} B")
for tokens in (T, 8):
    idx = torch.randint(0, V, (1, tokens))
    tgt = torch.randint(0, V, (1, tokens))
    root.grad = None
    blk.grad = None
    for label in ("micro-step 1 (.grad None, as after zero_grad)", "micro-step 2 (.grad accumulated, no_sync)"):
        peak, end = peak_bytes(litgpt_step)
        print(f"A  T={tokens:<4d} {label:46s} peak above params+grads {peak:>11,} B = {peak / root_bytes:.3f} x root"
              f" flat param (logits {tokens * V * 2 / root_bytes:.3f} x); left allocated {end:,} B")

# ---------------------------------------------------------------- B: a Block with LoRA
r = 8
blk_shapes = [(3 * H, H), (H, H), (4 * H, H), (H, 4 * H),    # frozen qkv, proj, fc, proj
              (r, H), (2 * H, r)]                              # trainable lora_A, lora_B (q and v)
frozen_numel = sum(torch.Size(s).numel() for s in blk_shapes[:4])
lora_numel = sum(torch.Size(s).numel() for s in blk_shapes[4:])
bflat = torch.nn.Parameter(torch.randn(frozen_numel + lora_numel, dtype=DT) * 0.02)
# requires_grad as FlatParamHandle._validate_tensors_to_flatten sets it: any(p.requires_grad)
x_in = torch.randn(2, 64, H, dtype=DT)


def lora_block_step():
    qkv, proj, fc, fproj, la, lb = views(bflat, blk_shapes)
    h = F.linear(x_in, qkv)
    lora = F.linear(F.linear(x_in, la), lb)          # q and v deltas
    h = h + torch.cat([lora[..., :H], torch.zeros_like(lora[..., :H]), lora[..., H:]], -1)
    h = F.linear(h[..., :H], proj)
    h = F.linear(F.gelu(F.linear(h, fc)), fproj)
    h.float().pow(2).mean().backward()


bflat.grad = None
lora_block_step()
print(f"B  Block flat parameter: {frozen_numel:,} frozen + {lora_numel:,} LoRA elements; "
      f"gradient produced: {bflat.grad.numel():,} elements, "
      f"non-zero in the frozen part: {bool(bflat.grad[:frozen_numel].abs().sum() > 0)}")
