#!/usr/bin/python3
"""Parameters and saved-for-backward bytes per token of diffusion transformers (DiT).

Flux.1 (black-forest-labs/flux, src/flux/modules/layers.py and model.py: 19 double-stream and
38 single-stream blocks of width 3072, 24 heads, MLP ratio 4, tanh-GELU, LayerNorm without
affine, adaLN modulation from the timestep/guidance/pooled-text vector, RMSNorm on q and k,
RoPE applied in fp32) and Wan2.1 (Wan-Video/Wan2.1, wan/modules/model.py: self-attention with
RMSNorm on q and k over the full width, cross-attention to the 512 umT5 tokens, a tanh-GELU MLP,
six modulation vectors per block; the residual updates in fp32 and cast back to the stream's
dtype, as diffusers' WanTransformerBlock does). The blocks are written here from those descriptions.

Parameters: every module is built on the meta device and its tensors' sizes summed.

Activations: one block of each kind is run at the full width on a few tokens, with every saved
tensor counted once per storage (torch.autograd.graph.saved_tensors_hooks); the block's own
parameters are left out (Headroom counts them with the weights), and so are the tensors the
blocks share (the RoPE table, the modulation vector, the text context of a cross-attention),
which do not grow with the tokens. The attention kernel is a custom autograd Function that keeps
what flash-attention and PyTorch's fused SDPA keep on a GPU: q, k, v, the output and an fp32
log-sum-exp per head and token (the CPU build of torch 1.13 has no fused kernel; eager softmax
would keep the token x token probabilities, which no DiT trainer uses). The result is bytes per
token per block for the whole block trained (full fine-tuning; LoRA on every Linear keeps the
same inputs), in fp32 and with the weights and activations in bf16 (how kohya's sd-scripts,
musubi-tuner, ai-toolkit and diffusion-pipe train these models).

    /usr/bin/python3 scripts/measure-dit-activations.py            # prints the table
    /usr/bin/python3 scripts/measure-dit-activations.py --out tests/reference/dit-activations.json
"""

import argparse
import json
import math
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F


class FlashLikeAttention(torch.autograd.Function):
    """softmax(q k^T / sqrt(d)) v over [B, H, L, D]; keeps q, k, v, out and an fp32 lse."""

    @staticmethod
    def forward(ctx, q, k, v):
        s = torch.matmul(q.float(), k.float().transpose(-1, -2)) / math.sqrt(q.shape[-1])
        lse = torch.logsumexp(s, dim=-1)
        out = torch.matmul(torch.exp(s - lse[..., None]), v.float()).to(q.dtype)
        ctx.save_for_backward(q, k, v, out, lse)
        return out

    @staticmethod
    def backward(ctx, g):
        raise NotImplementedError


def attention(q, k, v):
    return FlashLikeAttention.apply(q, k, v)


class FluxRMSNorm(nn.Module):
    def __init__(self, dim, device=None):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(dim, device=device))

    def forward(self, x):
        x32 = x.float()
        rrms = torch.rsqrt(torch.mean(x32 ** 2, dim=-1, keepdim=True) + 1e-6)
        return (x32 * rrms).to(x.dtype) * self.scale


def flux_rope(x, pe):
    # the reference applies the rotation in fp32 and casts back
    x_ = x.float().reshape(*x.shape[:-1], -1, 1, 2)
    out = pe[..., 0] * x_[..., 0] + pe[..., 1] * x_[..., 1]
    return out.reshape(*x.shape).type_as(x)


def split_heads(qkv, heads):
    b, l, _ = qkv.shape
    return qkv.view(b, l, 3, heads, -1).permute(2, 0, 3, 1, 4)


class FluxStream(nn.Module):
    """One stream (image or text) of a double block: its modulation, attention and MLP weights."""

    def __init__(self, dim, heads, mlp, device=None):
        super().__init__()
        self.mod = nn.Linear(dim, 6 * dim, device=device)
        self.qkv = nn.Linear(dim, 3 * dim, device=device)
        self.q_norm = FluxRMSNorm(dim // heads, device)
        self.k_norm = FluxRMSNorm(dim // heads, device)
        self.proj = nn.Linear(dim, dim, device=device)
        self.fc1 = nn.Linear(dim, mlp, device=device)
        self.fc2 = nn.Linear(mlp, dim, device=device)


class FluxDouble(nn.Module):
    def __init__(self, dim=3072, heads=24, ratio=4.0, device=None):
        super().__init__()
        self.heads = heads
        self.img = FluxStream(dim, heads, int(dim * ratio), device)
        self.txt = FluxStream(dim, heads, int(dim * ratio), device)

    def forward(self, img, txt, vec, pe):
        streams = [(self.txt, txt), (self.img, img)]
        mods, qs, ks, vs = [], [], [], []
        for s, x in streams:
            m = s.mod(F.silu(vec))[:, None, :].chunk(6, dim=-1)
            mods.append(m)
            h = (1 + m[1]) * F.layer_norm(x, x.shape[-1:], eps=1e-6) + m[0]
            q, k, v = split_heads(s.qkv(h), self.heads)
            qs.append(s.q_norm(q).to(v))
            ks.append(s.k_norm(k).to(v))
            vs.append(v)
        q, k, v = torch.cat(qs, 2), torch.cat(ks, 2), torch.cat(vs, 2)
        a = attention(flux_rope(q, pe), flux_rope(k, pe), v)
        b, _, l, _ = a.shape
        a = a.permute(0, 2, 1, 3).reshape(b, l, -1)
        outs = []
        start = 0
        for (s, x), m in zip(streams, mods):
            part = a[:, start:start + x.shape[1]]
            start += x.shape[1]
            x = x + m[2] * s.proj(part)
            h = (1 + m[4]) * F.layer_norm(x, x.shape[-1:], eps=1e-6) + m[3]
            x = x + m[5] * s.fc2(F.gelu(s.fc1(h), approximate="tanh"))
            outs.append(x)
        return outs[1], outs[0]


class FluxSingle(nn.Module):
    def __init__(self, dim=3072, heads=24, ratio=4.0, device=None):
        super().__init__()
        self.heads, self.dim, self.mlp = heads, dim, int(dim * ratio)
        self.linear1 = nn.Linear(dim, 3 * dim + self.mlp, device=device)
        self.linear2 = nn.Linear(dim + self.mlp, dim, device=device)
        self.q_norm = FluxRMSNorm(dim // heads, device)
        self.k_norm = FluxRMSNorm(dim // heads, device)
        self.mod = nn.Linear(dim, 3 * dim, device=device)

    def forward(self, x, vec, pe):
        m = self.mod(F.silu(vec))[:, None, :].chunk(3, dim=-1)
        h = (1 + m[1]) * F.layer_norm(x, x.shape[-1:], eps=1e-6) + m[0]
        qkv, mlp = torch.split(self.linear1(h), [3 * self.dim, self.mlp], dim=-1)
        q, k, v = split_heads(qkv, self.heads)
        q, k = self.q_norm(q).to(v), self.k_norm(k).to(v)
        a = attention(flux_rope(q, pe), flux_rope(k, pe), v)
        b, _, l, _ = a.shape
        a = a.permute(0, 2, 1, 3).reshape(b, l, -1)
        return x + m[2] * self.linear2(torch.cat((a, F.gelu(mlp, approximate="tanh")), 2))


def flux_params(guidance=True):
    dim, meta = 3072, "meta"
    n = 0
    mlp_embedder = lambda i: i * dim + dim + dim * dim + dim
    n += 64 * dim + dim                       # img_in
    n += mlp_embedder(256)                    # time_in
    n += mlp_embedder(768)                    # vector_in (CLIP pooled)
    n += mlp_embedder(256) if guidance else 0 # guidance_in (dev)
    n += 4096 * dim + dim                     # txt_in (T5 states)
    n += 19 * sum(p.numel() for p in FluxDouble(device=meta).parameters())
    n += 38 * sum(p.numel() for p in FluxSingle(device=meta).parameters())
    n += dim * 64 + 64 + dim * 2 * dim + 2 * dim  # final layer: linear and adaLN
    return n


class CogVideoXBlock(nn.Module):
    """diffusers' CogVideoXBlock: one set of weights over the text and video tokens together; each
    half of the block starts with CogVideoXLayerNormZero (an affine LayerNorm shared by both
    streams, modulated and gated by Linear(SiLU(temb)) for each), attention over
    cat(text, video) with an affine LayerNorm on each head's q and k (no RoPE on the 2B model),
    the tanh-GELU FeedForward on the concatenated tokens."""

    def __init__(self, dim=1920, heads=30, temb=512, device=None):
        super().__init__()
        self.heads = heads
        self.mod1, self.mod2 = nn.Linear(temb, 6 * dim, device=device), nn.Linear(temb, 6 * dim, device=device)
        self.norm1, self.norm2 = nn.LayerNorm(dim, device=device), nn.LayerNorm(dim, device=device)
        self.q, self.k, self.v, self.o = (nn.Linear(dim, dim, device=device) for _ in range(4))
        self.norm_q, self.norm_k = nn.LayerNorm(dim // heads, eps=1e-6, device=device), nn.LayerNorm(dim // heads, eps=1e-6, device=device)
        self.fc1, self.fc2 = nn.Linear(dim, 4 * dim, device=device), nn.Linear(4 * dim, dim, device=device)

    def modulated(self, mod, norm, x, enc, temb):
        shift, scale, gate, eshift, escale, egate = mod(F.silu(temb)).chunk(6, dim=1)
        x = norm(x) * (1 + scale)[:, None, :] + shift[:, None, :]
        enc = norm(enc) * (1 + escale)[:, None, :] + eshift[:, None, :]
        return x, enc, gate[:, None, :], egate[:, None, :]

    def forward(self, x, enc, temb):
        n = enc.shape[1]
        h, e, gate, egate = self.modulated(self.mod1, self.norm1, x, enc, temb)
        t = torch.cat([e, h], dim=1)
        b, l, d = t.shape
        split = lambda y: y.view(b, l, self.heads, -1).transpose(1, 2)
        q, k, v = self.norm_q(split(self.q(t))), self.norm_k(split(self.k(t))), split(self.v(t))
        a = self.o(attention(q, k, v).transpose(1, 2).reshape(b, l, d))
        x, enc = x + gate * a[:, n:], enc + egate * a[:, :n]
        h, e, gate, egate = self.modulated(self.mod2, self.norm2, x, enc, temb)
        f = self.fc2(F.gelu(self.fc1(torch.cat([e, h], dim=1)), approximate="tanh"))
        return x + gate * f[:, n:], enc + egate * f[:, :n]


class WanRMSNorm(nn.Module):
    def __init__(self, dim, device=None):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim, device=device))

    def forward(self, x):
        x32 = x.float()
        return (x32 * torch.rsqrt(x32.pow(2).mean(dim=-1, keepdim=True) + 1e-6)).type_as(x) * self.weight


class WanAttention(nn.Module):
    def __init__(self, dim, heads, device=None):
        super().__init__()
        self.heads = heads
        self.q, self.k, self.v, self.o = (nn.Linear(dim, dim, device=device) for _ in range(4))
        self.norm_q, self.norm_k = WanRMSNorm(dim, device), WanRMSNorm(dim, device)

    def forward(self, x, context=None, pe=None):
        b, l, d = x.shape
        src = x if context is None else context
        q = self.norm_q(self.q(x)).view(b, l, self.heads, -1).transpose(1, 2)
        k = self.norm_k(self.k(src)).view(b, src.shape[1], self.heads, -1).transpose(1, 2)
        v = self.v(src).view(b, src.shape[1], self.heads, -1).transpose(1, 2)
        if pe is not None:
            q, k = flux_rope(q, pe), flux_rope(k, pe)   # Wan's rope_apply also rotates in fp64/fp32
        a = attention(q, k, v).transpose(1, 2).reshape(b, l, d)
        return self.o(a)


class WanBlock(nn.Module):
    def __init__(self, dim, ffn, heads, device=None):
        super().__init__()
        self.self_attn = WanAttention(dim, heads, device)
        self.cross_attn = WanAttention(dim, heads, device)
        self.norm3 = nn.LayerNorm(dim, eps=1e-6, device=device)   # cross_attn_norm: affine
        self.fc1 = nn.Linear(dim, ffn, device=device)
        self.fc2 = nn.Linear(ffn, dim, device=device)
        self.modulation = nn.Parameter(torch.zeros(1, 6, dim, device=device))

    def forward(self, x, e, context, pe):
        d = x.shape[-1]
        m = (self.modulation + e).chunk(6, dim=1)   # e: [B, 6, dim], fp32 in the reference
        ln = lambda t: F.layer_norm(t, (d,), eps=1e-6)
        y = self.self_attn((ln(x).float() * (1 + m[1]) + m[0]).type_as(x), pe=pe)
        x = (x.float() + y * m[2]).type_as(x)   # diffusers' WanTransformerBlock: the residual keeps x's dtype
        x = x + self.cross_attn(self.norm3(x), context=context)
        y = self.fc2(F.gelu(self.fc1((ln(x).float() * (1 + m[4]) + m[3]).type_as(x)), approximate="tanh"))
        return (x.float() + y * m[5]).type_as(x)


def wan_params(dim, ffn, heads, layers):
    n = 16 * dim * 1 * 2 * 2 + dim                   # patch_embedding Conv3d(16, dim, (1, 2, 2))
    n += 4096 * dim + dim + dim * dim + dim           # text_embedding
    n += 256 * dim + dim + dim * dim + dim            # time_embedding
    n += dim * 6 * dim + 6 * dim                      # time_projection
    n += layers * sum(p.numel() for p in WanBlock(dim, ffn, heads, device="meta").parameters())
    n += dim * 16 * 4 + 16 * 4 + 2 * dim              # head: Linear(dim, out_dim * prod(patch)) and its modulation
    return n


def storage_of(t):
    return t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()


def saved_bytes(run, exclude):
    """Bytes of the distinct storages autograd saves while run() executes, less `exclude`'s."""
    seen = {}
    skip = {storage_of(t).data_ptr() for t in exclude}

    def pack(t):
        st = storage_of(t)
        if st.data_ptr() not in skip:
            seen[st.data_ptr()] = st.nbytes()   # a view counts as its whole storage, once
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        out = run()
    return sum(seen.values()), out


def rope_table(tokens, head_dim, dtype=torch.float32):
    pe = torch.randn(1, 1, tokens, head_dim // 2, 2, 2, dtype=dtype)
    return pe


def measure(dtype, img=48, txt=16, batch=1):
    torch.manual_seed(0)
    rows = {}
    dim, heads = 3072, 24
    vec = torch.randn(batch, dim, dtype=dtype)
    pe = rope_table(img + txt, dim // heads)
    block = FluxDouble().to(dtype)
    x = torch.randn(batch, img, dim, dtype=dtype, requires_grad=True)
    t = torch.randn(batch, txt, dim, dtype=dtype, requires_grad=True)
    params = list(block.parameters())
    b, _ = saved_bytes(lambda: block(x, t, vec, pe), params + [vec, pe, x, t])
    rows["flux double"] = b / (batch * (img + txt))
    del block
    block = FluxSingle().to(dtype)
    x = torch.randn(batch, img + txt, dim, dtype=dtype, requires_grad=True)
    b, _ = saved_bytes(lambda: block(x, vec, pe), list(block.parameters()) + [vec, pe, x])
    rows["flux single"] = b / (batch * (img + txt))
    del block
    block = CogVideoXBlock().to(dtype)
    x = torch.randn(batch, img, 1920, dtype=dtype, requires_grad=True)
    t = torch.randn(batch, txt, 1920, dtype=dtype, requires_grad=True)
    temb = torch.randn(batch, 512, dtype=dtype)
    b, _ = saved_bytes(lambda: block(x, t, temb), list(block.parameters()) + [x, t, temb])
    rows["cogvideox 2B"] = b / (batch * (img + txt))
    del block
    for name, dim, ffn, heads in (("wan 1.3B", 1536, 8960, 12), ("wan 14B", 5120, 13824, 40)):
        block = WanBlock(dim, ffn, heads).to(dtype)
        x = torch.randn(batch, img, dim, dtype=dtype, requires_grad=True)
        e = torch.randn(batch, 6, dim, dtype=torch.float32)
        ctx = torch.randn(batch, 512, dim, dtype=dtype)
        pe = rope_table(img, dim // heads)
        # the context's K/V (512 text tokens) do not grow with the video's tokens: measured at two
        # token counts, the difference is per token
        b1, _ = saved_bytes(lambda: block(x, e, ctx, pe), list(block.parameters()) + [x, e, ctx, pe])
        x2 = torch.randn(batch, 2 * img, dim, dtype=dtype, requires_grad=True)
        pe2 = rope_table(2 * img, dim // heads)
        b2, _ = saved_bytes(lambda: block(x2, e, ctx, pe2), list(block.parameters()) + [x2, e, ctx, pe2])
        rows[name] = (b2 - b1) / (batch * img)
        rows[name + " per-sample context"] = b1 - img * rows[name]
        del block
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", help="write the figures as JSON")
    args = ap.parse_args()
    params = {"flux.1-dev": flux_params(True), "flux.1-schnell": flux_params(False),
              "cogvideox-2b block": sum(q.numel() for q in CogVideoXBlock(device="meta").parameters()),
              "wan2.1-t2v-1.3b": wan_params(1536, 8960, 12, 30), "wan2.1-t2v-14b": wan_params(5120, 13824, 40, 40)}
    print("torch", torch.__version__)
    for k, v in params.items():
        print("params %-16s %d" % (k, v))
    fp32 = measure(torch.float32)
    bf16 = measure(torch.bfloat16)
    for k in fp32:
        print("%-28s fp32 %12.1f  bf16 %12.1f  ratio %.3f" % (k, fp32[k], bf16[k], bf16[k] / fp32[k] if fp32[k] else 0))
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"torch": torch.__version__, "script": "scripts/measure-dit-activations.py", "params": params,
                       "bytes_per_token_per_block": {"fp32": fp32, "bf16": bf16}}, f, indent=1, sort_keys=True)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
