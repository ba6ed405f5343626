#!/usr/bin/env python3
"""What litgpt's QLoRA loop keeps alive at the end of a forward pass, measured on the CPU.

Ground truth for resources/coefficients.yaml qlora_keeps_previous_inputs and
lightning_bnb_dequant_bytes. bitsandbytes 0.42.0 (the version litgpt pins) keeps the input of
its 4-bit matmul as a ctx attribute (`ctx.tensors = (A, B)` in MatMul4Bit.forward), not through
save_for_backward, so backward does not release it; litgpt's fit() keeps the micro-batch's
`logits` (and with them the graph) until the next `logits = model(...)` returns. Lightning's
BitsandbytesPrecision quantizes every Linear from fp16, so each matmul dequantizes to fp16 and
casts to bf16. bitsandbytes itself needs a GPU; MatMul4Bit is copied here with the same ctx
handling and a dequantization of the same shape and dtypes, and run on a litgpt-shaped stack
(norm -> fused qkv -> proj, norm -> fc_1/fc_2 -> proj, per layer; a head). The live bytes of
the second iteration are followed with torch.profiler's memory events. Runs on Debian's
python3-torch:

    /usr/bin/python3 scripts/qlora-ctx-retention.py
"""
import torch
import torch.nn.functional as F
from torch.profiler import ProfilerActivity, profile

B, T, H, FFN, LAYERS, V = 2, 128, 256, 688, 4, 2048
DT = torch.bfloat16


class MatMul4Bit(torch.autograd.Function):
    """bitsandbytes 0.42.0 MatMul4Bit with the 4-bit weight stood in by an fp16 one."""

    keep_input = True  # 0.42.0: ctx.tensors = (A, B); >= 0.43.2: (None, B)

    @staticmethod
    def forward(ctx, A, B):
        # F.dequantize_4bit(B, quant_state) returns the quant state's dtype (fp16, as Lightning
        # quantized from .half()), then .to(A.dtype)
        W = (B * 1).to(A.dtype)
        out = F.linear(A, W)
        ctx.tensors = (A if MatMul4Bit.keep_input else None, B)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        _, B = ctx.tensors
        return grad_output @ (B * 1).to(grad_output.dtype), None


class Linear4bit(torch.nn.Module):
    def __init__(self, n_in, n_out):
        super().__init__()
        self.register_buffer("w", torch.randn(n_out, n_in, dtype=torch.float16) * 0.02)

    def forward(self, x):
        return MatMul4Bit.apply(x, self.w)


class Block(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.attn, self.proj = Linear4bit(H, 3 * H), Linear4bit(H, H)
        self.fc_1, self.fc_2, self.mlp_proj = Linear4bit(H, FFN), Linear4bit(H, FFN), Linear4bit(FFN, H)
        # a LoRA adapter on the fused qkv makes every later activation require grad
        self.lora_a = torch.nn.Parameter(torch.randn(8, H, dtype=DT) * 0.02)
        self.lora_b = torch.nn.Parameter(torch.zeros(3 * H, 8, dtype=DT))

    def forward(self, x):
        n1 = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-5)
        qkv = self.attn(n1) + (n1 @ self.lora_a.t()) @ self.lora_b.t()
        q, k, v = qkv.split(H, dim=-1)
        att = torch.softmax((q @ k.transpose(-1, -2)) / H ** 0.5, dim=-1)  # torch 1.13 has no SDPA
        x = x + self.proj(att @ v)
        n2 = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-5)
        return x + self.mlp_proj(F.silu(self.fc_1(n2)) * self.fc_2(n2))


class GPT(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.blocks = torch.nn.ModuleList(Block() for _ in range(LAYERS))
        self.lm_head = Linear4bit(H, V)

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return [self.lm_head(c) for c in x.split(64, dim=1)]  # litgpt: lm_head_chunk_size


def run(keep_input, loop_keeps_logits=True):
    """Two iterations of litgpt's fit(); returns the bytes iteration 1's graph still holds when
    iteration 2's forward ends, and the peak live bytes of the two iterations."""
    MatMul4Bit.keep_input = keep_input
    torch.manual_seed(0)
    model = GPT()
    x = torch.randn(B, T, H, dtype=DT)
    targets = torch.randint(0, V, (B, T))
    held = {}

    def iteration(logits_before):
        logits = model(x)
        # the moment before litgpt's `logits = model(...)` rebinds
        held["bytes"] = graph_held_bytes(logits_before) if logits_before is not None else 0
        loss = sum(F.cross_entropy(c.reshape(-1, V), t.reshape(-1)) for c, t in zip(logits, targets.split(64, 1)))
        loss.backward()
        return logits

    def two_iterations():
        old = iteration(None)
        if not loop_keeps_logits:  # a loop that drops the outputs after backward (HF Trainer)
            old = None
        iteration(old)

    peak = peak_bytes(two_iterations)
    return held["bytes"], peak


def peak_bytes(step):
    """Peak of live bytes allocated inside step(), in time order of the profiler's events."""
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    events = sorted((k for k in p.profiler.kineto_results.events() if k.name() == "[memory]"),
                    key=lambda k: k.start_us())
    live = peak = 0
    for k in events:
        live += k.nbytes()
        peak = max(peak, live)
    return peak


def graph_held_bytes(logits):
    """Bytes of the tensors a backward-ed graph still references through ctx attributes."""
    seen, storages, stack = set(), {}, [c.grad_fn for c in logits]
    while stack:
        node = stack.pop()
        if node is None or node in seen:
            continue
        seen.add(node)
        for t in getattr(node, "tensors", ()) or ():
            if t is not None and t.dtype == DT:  # the saved input; the fp16 weight is a buffer
                storages[t.storage().data_ptr()] = t.storage().nbytes()
        stack.extend(n for n, _ in node.next_functions)
    return sum(storages.values())


def main():
    # per layer attn, proj, fc_1/fc_2 (one tensor), mlp_proj; the head's input instead of the first
    # layer's attn input, which needs no gradient (no autograd node keeps it)
    inputs = B * T * 2 * LAYERS * (H + H + H + FFN)
    head = V * H
    print(f"torch {torch.__version__}; {LAYERS} layers, {B} x {T} tokens, hidden {H}, ffn {FFN}, vocab {V}")
    held_kept, peak_kept = run(True)
    held_dropped, _ = run(False)
    _, peak_loop_drops = run(True, loop_keeps_logits=False)
    print(f"4-bit matmul inputs of one micro-batch (16-bit)     {inputs:>10,} B")
    print(f"held by the previous graph, ctx.tensors = (A, B)    {held_kept:>10,} B   (bitsandbytes 0.42.0)")
    print(f"held by the previous graph, ctx.tensors = (None, B) {held_dropped:>10,} B   (bitsandbytes >= 0.43.2)")
    old_logits = B * T * V * 2
    print(f"peak, litgpt's loop                                 {peak_kept:>10,} B")
    print(f"peak, a loop that drops the logits after backward   {peak_loop_drops:>10,} B")
    print(f"difference - the previous 16-bit logits ({old_logits:,} B)  {peak_kept - peak_loop_drops - old_logits:>10,} B")
    head_layer = Linear4bit(H, V)
    a = torch.randn(1, H, dtype=DT, requires_grad=True)
    peak = peak_bytes(lambda: head_layer(a))  # at the cast; the 1 x V output comes after the fp16 copy is freed
    print(f"head forward peak (fp16 dequantized + bf16 cast)    {peak:>10,} B = {peak / head:.2f} B per weight")


if __name__ == "__main__":
    main()
