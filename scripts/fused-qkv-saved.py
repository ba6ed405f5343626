#!/usr/bin/env python3
"""What a fused qkv projection keeps alive for backward, counted by storage with saved_tensors_hooks.

Ground truth for the fused-qkv term of the transformer layer (core/estimate.cpp,
transformerLayerActivation): where q, k and v come out of one Linear as views of its output,
RoPE rebuilds q and k as new tensors, and v reaches the attention as a view, the attention's
saved v keeps the whole output storage alive, q and k parts included. Counted here on an
attention block of this script's own (frozen projections, as under LoRA; the math attention
path, which saves q, k, the probabilities and v as the fused kernels save q, k, v) in three
forms: separate q/k/v Linears, one fused Linear split into views, and the fused Linear with
grouped K/V repeated before the attention (repeat_interleave: v is a copy, the storage goes).

Every saved tensor is counted by the storage it keeps alive (a view counts its whole base),
once per storage; parameters are not counted. Runs on the CPU (Debian's python3-torch).

    /usr/bin/python3 scripts/fused-qkv-saved.py [--json]
"""
import json
import sys

import torch


def saved_storage_bytes(fn, params):
    """Bytes of the distinct storages the tensors saved for backward keep alive."""
    own = {p.storage().data_ptr() for p in params}
    seen = {}

    def pack(t):
        st = t.storage()
        if st.data_ptr() not in own:
            seen[st.data_ptr()] = st.nbytes()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        out = fn()
    out.float().sum().backward()
    return sum(seen.values())


class KernelAttention(torch.autograd.Function):
    """Attention as the fused kernels' autograd nodes keep it: PyTorch's flash and
    memory-efficient SDPA (tools/autograd/derivatives.yaml: the backward of
    _scaled_dot_product_flash_attention takes query, key, value, output, logsumexp) and
    flash-attn's FlashAttnFunc (save_for_backward(q, k, v, out, softmax_lse, ...)) save their
    inputs as they were passed, views included. The result is computed without a graph."""

    @staticmethod
    def forward(ctx, q, k, v):
        with torch.no_grad():
            rep = q.shape[1] // k.shape[1]  # grouped heads, as flash-attn takes them
            kf, vf = (t.float().repeat_interleave(rep, dim=1) for t in (k, v))
            scores = (q.float() @ kf.transpose(-1, -2)) / q.shape[-1] ** 0.5
            lse = scores.logsumexp(dim=-1)
            out = (scores.softmax(dim=-1) @ vf).to(q.dtype)
        ctx.save_for_backward(q, k, v, out, lse)
        return out

    @staticmethod
    def backward(ctx, grad):
        q, k, v, out, lse = ctx.saved_tensors
        return torch.zeros_like(q), torch.zeros_like(k), torch.zeros_like(v)


def rope(x, cos, sin):
    """Rotary embedding written as most models write it: a new tensor from x's halves."""
    half = x.shape[-1] // 2
    rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos + rotated * sin


def block(form, batch, seq, hidden, heads, groups, dtype, kernel, repeat):
    torch.manual_seed(0)
    hd = hidden // heads
    q_w, kv_w = heads * hd, groups * hd
    x = torch.randn(batch, seq, hidden, dtype=dtype, requires_grad=True)
    pos = torch.arange(seq, dtype=torch.float32)[:, None] / (10000 ** (torch.arange(0, hd, 2) / hd))
    cos = torch.cat((pos.cos(), pos.cos()), -1).to(dtype)
    sin = torch.cat((pos.sin(), pos.sin()), -1).to(dtype)
    if form == "separate":
        lin = [torch.nn.Linear(hidden, w, bias=False).to(dtype) for w in (q_w, kv_w, kv_w)]
    else:
        lin = [torch.nn.Linear(hidden, q_w + 2 * kv_w, bias=False).to(dtype)]
    out_proj = torch.nn.Linear(q_w, hidden, bias=False).to(dtype)
    params = [p for m in lin + [out_proj] for p in m.parameters()]
    for p in params:
        p.requires_grad_(False)  # frozen, as under LoRA: a Linear keeps no input for its weight

    def forward():
        if form == "separate":
            q, k, v = (m(x) for m in lin)
        else:
            q, k, v = lin[0](x).split((q_w, kv_w, kv_w), dim=-1)  # views of one storage
        q = q.view(batch, seq, heads, hd).transpose(1, 2)
        k = k.view(batch, seq, groups, hd).transpose(1, 2)
        v = v.view(batch, seq, groups, hd).transpose(1, 2)
        q, k = rope(q, cos, sin), rope(k, cos, sin)
        if groups != heads and repeat:
            k = k.repeat_interleave(heads // groups, dim=1)
            v = v.repeat_interleave(heads // groups, dim=1)
        if kernel:
            y = KernelAttention.apply(q, k, v)
        else:  # the math path: matmul reshapes the non-contiguous v for bmm, a copy of its own
            scores = (q @ k.transpose(-1, -2)) / hd ** 0.5
            y = scores.softmax(dim=-1) @ v
        return out_proj(y.transpose(1, 2).reshape(batch, seq, q_w))

    return saved_storage_bytes(forward, params)


def main():
    batch, seq, hidden, heads = 2, 64, 512, 8
    dtype = torch.bfloat16
    a = torch.finfo(dtype).bits // 8
    tokens = batch * seq
    rows = []
    # (attention, kv groups, K/V repeated to the query's heads before the attention)
    forms = [("fused kernel", heads, False), ("fused kernel", 2, False), ("fused kernel", 2, True),
             ("math", heads, False), ("math", 2, True)]
    for attention, groups, repeat in forms:
        kernel = attention == "fused kernel"
        separate = block("separate", batch, seq, hidden, heads, groups, dtype, kernel, repeat)
        fused = block("fused", batch, seq, hidden, heads, groups, dtype, kernel, repeat)
        q_w, kv_w = hidden, groups * hidden // heads
        # the rule: V a view the kernel saves (not repeated, not copied by matmul) keeps q and k's parts
        expected = a * (q_w + kv_w) * tokens if kernel and (groups == heads or not repeat) else 0
        rows.append({
            "attention": attention, "repeated": repeat,
            "heads": heads, "kv_groups": groups, "tokens": tokens, "hidden": hidden, "dtype": str(dtype)[6:],
            "saved_separate": separate, "saved_fused": fused, "fused_minus_separate": fused - separate,
            "bytes_per_token": (fused - separate) / tokens, "rule_a_times_q_plus_kv": expected / tokens,
        })
    if "--json" in sys.argv:
        print(json.dumps({"torch": torch.__version__, "rows": rows}, indent=2))
        return
    print(f"torch {torch.__version__}; {batch} x {seq} tokens, hidden {hidden}, {heads} heads, bf16, frozen projections")
    print(f"{'attention':<13} {'kv groups':>9} {'repeated':>8} {'separate B':>11} {'fused B':>9} {'extra B/token':>14} {'rule B/token':>13}")
    for r in rows:
        print(f"{r['attention']:<13} {r['kv_groups']:>9} {str(r['repeated']):>8} {r['saved_separate']:>11} {r['saved_fused']:>9} "
              f"{r['bytes_per_token']:>14.1f} {r['rule_a_times_q_plus_kv']:>13.1f}")


if __name__ == "__main__":
    main()
