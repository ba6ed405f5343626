#!/usr/bin/python3
"""Parameters and saved-for-backward bytes per token of diffusion transformers (DiT).

Flux.1 (black-forest-labs/flux, src/flux/modules/layers.py and model.py: 19 double-stream and
38 single-stream blocks of width 3072, 24 heads, MLP ratio 4, tanh-GELU, LayerNorm without
affine, adaLN modulation from the timestep/guidance/pooled-text vector, RMSNorm on q and k,
RoPE applied in fp32) and Wan2.1 (Wan-Video/Wan2.1, wan/modules/model.py: self-attention with
RMSNorm on q and k over the full width, cross-attention to the 512 umT5 tokens, a tanh-GELU MLP,
six modulation vectors per block; the residual updates in fp32 and cast back to the stream's
dtype, as diffusers' WanTransformerBlock does), HunyuanVideo (Tencent/HunyuanVideo,
hyvideo/modules/models.py: Flux's double and single blocks, 20 + 40 at width 3072, RoPE on the video
tokens only), LTX-Video 2B (diffusers' transformer_ltx.py: 28 blocks of width 2048, RMSNorm without
weights, a modulated self-attention with RMSNorm over all heads' q and k and RoPE over the whole
width, a cross-attention to 128 T5 tokens, a tanh-GELU MLP), SD3.5 (diffusers'
JointTransformerBlock: MMDiT blocks with per-head RMSNorm on q and k; Medium's first 13 MMDiT-X
blocks add an image-only self-attention) and Qwen-Image (diffusers' QwenImageTransformerBlock: the
same joint block with RoPE, a complex product in fp32, on both streams) and Wan2.2 TI2V-5B
(Wan-Video/Wan2.2, wan/modules/model.py: Wan2.1's block with a timestep per token). The blocks are
written here from those descriptions.

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
        outs = self.streams([(self.txt, txt), (self.img, img)], vec, lambda q, k: (flux_rope(q, pe), flux_rope(k, pe)))
        return outs[1], outs[0]

    def streams(self, streams, vec, rope):
        """Both streams through the block, in the order given; `rope` rotates the joint q and k."""
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
        a = attention(*rope(q, k), v)
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
        return outs


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

    def mods(self, e):
        return (self.modulation + e).chunk(6, dim=1)   # e: [B, 6, dim], fp32 in the reference

    def forward(self, x, e, context, pe):
        d = x.shape[-1]
        m = self.mods(e)
        ln = lambda t: F.layer_norm(t, (d,), eps=1e-6)
        y = self.self_attn((ln(x).float() * (1 + m[1]) + m[0]).type_as(x), pe=pe)
        x = (x.float() + y * m[2]).type_as(x)   # diffusers' WanTransformerBlock: the residual keeps x's dtype
        x = x + self.cross_attn(self.norm3(x), context=context)
        y = self.fc2(F.gelu(self.fc1((ln(x).float() * (1 + m[4]) + m[3]).type_as(x)), approximate="tanh"))
        return (x.float() + y * m[5]).type_as(x)


class Wan22Block(WanBlock):
    """Wan2.2's WanAttentionBlock (Wan-Video/Wan2.2, wan/modules/model.py): Wan2.1's weights, with a
    timestep per token (TI2V keeps its first, conditioning frame at t = 0): e is [B, L, 6, dim] in
    fp32, and each block's modulation sum is as long as the video."""

    def mods(self, e):
        return [t.squeeze(2) for t in (self.modulation.unsqueeze(0) + e).chunk(6, dim=2)]


def wan_params(dim, ffn, heads, layers, channels=16):
    n = channels * dim * 1 * 2 * 2 + dim             # patch_embedding Conv3d(channels, dim, (1, 2, 2))
    n += 4096 * dim + dim + dim * dim + dim           # text_embedding
    n += 256 * dim + dim + dim * dim + dim            # time_embedding
    n += dim * 6 * dim + 6 * dim                      # time_projection
    n += layers * sum(p.numel() for p in WanBlock(dim, ffn, heads, device="meta").parameters())
    n += dim * channels * 4 + channels * 4 + 2 * dim  # head: Linear(dim, out_dim * prod(patch)) and its modulation
    return n


def mlp_embedder(i, dim):
    """Linear(i, dim), SiLU, Linear(dim, dim): the timestep, guidance and pooled-text embedders."""
    return i * dim + dim + dim * dim + dim


class HunyuanDouble(FluxDouble):
    """tencent/HunyuanVideo's MMDoubleStreamBlock (hyvideo/modules/models.py; diffusers'
    HunyuanVideoTransformerBlock): Flux's double block (same weights: per-stream 6-way adaLN, fused
    qkv with bias, RMSNorm on q and k per head, tanh-GELU MLP x4) with the video tokens first and the
    RoPE applied to the video's q and k only (the LLM's text tokens carry none)."""

    def forward(self, img, txt, vec, pe):
        n = img.shape[1]
        video_only = lambda t: torch.cat([flux_rope(t[:, :, :n], pe), t[:, :, n:]], 2)
        return tuple(self.streams([(self.img, img), (self.txt, txt)], vec, lambda q, k: (video_only(q), video_only(k))))


class HunyuanSingle(FluxSingle):
    """HunyuanVideo's MMSingleStreamBlock: Flux's single block over cat(video, text), RoPE on the
    video's part of q and k only."""

    def forward(self, x, vec, pe, txt_len):
        m = self.mod(F.silu(vec))[:, None, :].chunk(3, dim=-1)
        h = (1 + m[1]) * F.layer_norm(x, x.shape[-1:], eps=1e-6) + m[0]
        qkv, mlp = torch.split(self.linear1(h), [3 * self.dim, self.mlp], dim=-1)
        q, k, v = split_heads(qkv, self.heads)
        q, k = self.q_norm(q).to(v), self.k_norm(k).to(v)
        n = x.shape[1] - txt_len
        q = torch.cat([flux_rope(q[:, :, :n], pe), q[:, :, n:]], 2)
        k = torch.cat([flux_rope(k[:, :, :n], pe), k[:, :, n:]], 2)
        a = attention(q, k, v)
        b, _, l, _ = a.shape
        a = a.permute(0, 2, 1, 3).reshape(b, l, -1)
        return x + m[2] * self.linear2(torch.cat((a, F.gelu(mlp, approximate="tanh")), 2))


def hunyuan_video_params():
    """HunyuanVideo's HYVideoDiffusionTransformer (hyvideo/modules/models.py, the HYVideo-T/2-cfgdistill
    config: hidden 3072, 24 heads, mlp_width_ratio 4, 20 double + 40 single blocks, patch (1, 2, 2),
    16 latent channels, text_states_dim 4096 (LLM) and 768 (CLIP-L pooled), guidance_embed)."""
    dim = 3072
    refiner_block = 2 * dim + 4 * (dim * dim + dim) + 2 * dim + (dim * 4 * dim + 4 * dim) + (4 * dim * dim + dim) + (dim * 2 * dim + 2 * dim)
    n = 16 * 1 * 2 * 2 * dim + dim                        # img_in: Conv3d(16, dim, (1, 2, 2))
    n += 4096 * dim + dim                                 # txt_in.input_embedder
    n += mlp_embedder(256, dim) + (4096 * dim + dim + dim * dim + dim)  # txt_in t_embedder, c_embedder
    n += 2 * refiner_block                                # txt_in.individual_token_refiner: 2 blocks
    n += mlp_embedder(256, dim) + mlp_embedder(768, dim) + mlp_embedder(256, dim)  # time_in, vector_in, guidance_in
    n += 20 * sum(p.numel() for p in HunyuanDouble(device="meta").parameters())
    n += 40 * sum(p.numel() for p in HunyuanSingle(device="meta").parameters())
    n += dim * 64 + 64 + dim * 2 * dim + 2 * dim          # final_layer: Linear(dim, 1*2*2*16) and adaLN
    return n


def rms(x, eps=1e-6):
    x32 = x.float()
    return (x32 * torch.rsqrt(x32.pow(2).mean(dim=-1, keepdim=True) + eps)).type_as(x)


def ltx_rope(x, cos, sin):
    """diffusers' LTX apply_rotary_emb: over the whole width (before the heads split), in fp32."""
    re, im = x.unflatten(2, (-1, 2)).unbind(-1)
    rotated = torch.stack([-im, re], dim=-1).flatten(2)
    return (x.float() * cos + rotated.float() * sin).to(x.dtype)


class LTXAttention(WanAttention):
    """LTX-Video's attention: Wan's weights (q, k, v, out with bias, RMSNorm over all heads' q and k:
    qk_norm rms_norm_across_heads), RoPE over the whole width of the self-attention's q and k."""

    def forward(self, x, context=None, rope=None):
        src = x if context is None else context
        q, k, v = self.norm_q(self.q(x)), self.norm_k(self.k(src)), self.v(src)
        if rope is not None:
            q, k = ltx_rope(q, *rope), ltx_rope(k, *rope)
        b, l, d = q.shape
        split = lambda t: t.view(b, t.shape[1], self.heads, -1).transpose(1, 2)
        return self.o(attention(split(q), split(k), split(v)).transpose(1, 2).reshape(b, l, d))


class LTXBlock(nn.Module):
    """diffusers' LTXVideoTransformerBlock (transformer_ltx.py; Lightricks/LTX-Video's
    BasicTransformerBlock with adaptive_norm single_scale_shift): RMSNorm without weights, a
    self-attention modulated by the per-block scale_shift_table plus the timestep embedding, an
    unmodulated cross-attention to the T5 tokens, a tanh-GELU MLP x4."""

    def __init__(self, dim=2048, heads=32, device=None):
        super().__init__()
        self.attn1, self.attn2 = LTXAttention(dim, heads, device), LTXAttention(dim, heads, device)
        self.fc1, self.fc2 = nn.Linear(dim, 4 * dim, device=device), nn.Linear(4 * dim, dim, device=device)
        self.scale_shift_table = nn.Parameter(torch.zeros(6, dim, device=device))

    def forward(self, x, context, temb, rope):
        b = x.shape[0]
        m = (self.scale_shift_table[None, None] + temb.reshape(b, temb.shape[1], 6, -1)).unbind(dim=2)
        x = x + self.attn1(rms(x) * (1 + m[1]) + m[0], rope=rope) * m[2]
        x = x + self.attn2(x, context=context)
        return x + self.fc2(F.gelu(self.fc1(rms(x) * (1 + m[4]) + m[3]), approximate="tanh")) * m[5]


def ltx_params(dim=2048, layers=28):
    """LTX-Video 0.9.x (2B): proj_in from the VAE's 128 channels (patch 1), adaln_single (timestep
    MLP and Linear(dim, 6 dim)), caption_projection from T5's 4096, the blocks, the final
    scale_shift_table (2 x dim in the original checkpoint) and proj_out."""
    n = 128 * dim + dim
    n += mlp_embedder(256, dim) + dim * 6 * dim + 6 * dim
    n += 4096 * dim + dim + dim * dim + dim
    n += layers * sum(p.numel() for p in LTXBlock(dim, dim // 64, device="meta").parameters())
    n += 2 * dim + dim * 128 + 128
    return n


class HeadRMSNorm(FluxRMSNorm):
    """diffusers' RMSNorm(head_dim) with a weight, on each head's q or k (SD3.5's and Qwen-Image's qk_norm)."""


class JointStream(nn.Module):
    """One stream of an MMDiT block (SD3's JointTransformerBlock, Qwen-Image's
    QwenImageTransformerBlock): its adaLN Linear, q/k/v with bias, per-head RMSNorm on q and k,
    output projection and a tanh-GELU MLP x4. `pre_only`: SD3's last block, whose text stream only
    feeds the attention (AdaLayerNormContinuous, no output projection or MLP); `dual`: SD3.5
    Medium's MMDiT-X image stream, nine modulation vectors and a second self-attention."""

    def __init__(self, dim, heads, pre_only=False, dual=False, device=None):
        super().__init__()
        self.mod = nn.Linear(dim, (2 if pre_only else 9 if dual else 6) * dim, device=device)
        self.q, self.k, self.v = (nn.Linear(dim, dim, device=device) for _ in range(3))
        self.q_norm, self.k_norm = HeadRMSNorm(dim // heads, device), HeadRMSNorm(dim // heads, device)
        if not pre_only:
            self.o = nn.Linear(dim, dim, device=device)
            self.fc1, self.fc2 = nn.Linear(dim, 4 * dim, device=device), nn.Linear(4 * dim, dim, device=device)
        if dual:
            self.attn2 = nn.ModuleList([nn.Linear(dim, dim, device=device) for _ in range(4)])
            self.attn2_norm = nn.ModuleList([HeadRMSNorm(dim // heads, device), HeadRMSNorm(dim // heads, device)])


def qwen_rope(x, freqs):
    """Qwen-Image's apply_rotary_emb_qwen (use_real=False): a complex product in fp32."""
    xc = torch.view_as_complex(x.float().reshape(*x.shape[:-1], -1, 2))
    return torch.view_as_real(xc * freqs).flatten(3).type_as(x)


class JointBlock(nn.Module):
    """An MMDiT block: each stream modulated by its own Linear(SiLU(temb)), one attention over
    cat(image, text), then each stream's gated residual and MLP. `rope`: Qwen-Image (RoPE on both
    streams' q and k); without it SD3.5 (positions are added at the patch embedding)."""

    def __init__(self, dim, heads, dual=False, pre_only=False, device=None):
        super().__init__()
        self.heads, self.dual = heads, dual
        self.img = JointStream(dim, heads, dual=dual, device=device)
        self.txt = JointStream(dim, heads, pre_only=pre_only, device=device)

    def qkv(self, lin, norms, h):
        b, l, _ = h.shape
        split = lambda t: t.view(b, l, self.heads, -1)
        return norms[0](split(lin[0](h))), norms[1](split(lin[1](h))), split(lin[2](h))

    def forward(self, img, txt, temb, rope=None):
        ln = lambda t: F.layer_norm(t, t.shape[-1:], eps=1e-6)
        mi = self.img.mod(F.silu(temb))[:, None, :].chunk(9 if self.dual else 6, dim=-1)
        mt = self.txt.mod(F.silu(temb))[:, None, :].chunk(6, dim=-1)
        ni, nt = ln(img), ln(txt)
        hi, ht = ni * (1 + mi[1]) + mi[0], nt * (1 + mt[1]) + mt[0]
        (qi, ki, vi), (qt, kt, vt) = (self.qkv((s.q, s.k, s.v), (s.q_norm, s.k_norm), h) for s, h in ((self.img, hi), (self.txt, ht)))
        if rope is not None:
            qi, ki, qt, kt = qwen_rope(qi, rope[0]), qwen_rope(ki, rope[0]), qwen_rope(qt, rope[1]), qwen_rope(kt, rope[1])
        heads = lambda *t: torch.cat(t, 1).transpose(1, 2)
        a = attention(heads(qt, qi), heads(kt, ki), heads(vt, vi)).transpose(1, 2).flatten(2)
        n = txt.shape[1]
        img = img + mi[2] * self.img.o(a[:, n:])
        txt = txt + mt[2] * self.txt.o(a[:, :n])
        if self.dual:   # SD35AdaLayerNormZeroX: the same LayerNorm, its own shift/scale, an image-only attention
            lin, norms = self.img.attn2, self.img.attn2_norm
            q, k, v = (t.transpose(1, 2) for t in self.qkv(lin, norms, ni * (1 + mi[7]) + mi[6]))
            img = img + mi[8] * lin[3](attention(q, k, v).transpose(1, 2).flatten(2))
        mlp = lambda s, x, m: x + m[5] * s.fc2(F.gelu(s.fc1(ln(x) * (1 + m[4]) + m[3]), approximate="tanh"))
        return mlp(self.img, img, mi), mlp(self.txt, txt, mt)


def sd35_params(dim, layers, dual_layers):
    """SD3Transformer2DModel (diffusers transformer_sd3.py) as the SD3.5 configs build it: the patch
    embedding Conv2d(16, dim, 2, 2), timestep and pooled-text (CLIP-L + CLIP-G, 2048) embedders,
    context_embedder from T5's 4096, the joint blocks (the last with a text stream that only feeds
    the attention; the first `dual_layers` MMDiT-X blocks), norm_out and proj_out. The sincos
    pos_embed is a buffer (frozen, in the checkpoint), not counted here."""
    heads = dim // 64
    n = 16 * 2 * 2 * dim + dim
    n += mlp_embedder(256, dim) + mlp_embedder(2048, dim)
    n += 4096 * dim + dim
    for i in range(layers):
        block = JointBlock(dim, heads, dual=i < dual_layers, pre_only=i == layers - 1, device="meta")
        n += sum(p.numel() for p in block.parameters())
    n += dim * 2 * dim + 2 * dim + dim * 64 + 64
    return n


def qwen_image_params(dim=3072, layers=60):
    """QwenImageTransformer2DModel (diffusers transformer_qwenimage.py, Qwen/Qwen-Image's
    transformer/config.json): timestep embedder, RMSNorm over the 3584-wide Qwen2.5-VL states,
    img_in from the 2x2-packed 16-channel latent (64), txt_in, 60 blocks, norm_out, proj_out."""
    n = mlp_embedder(256, dim) + 3584 + 64 * dim + dim + 3584 * dim + dim
    n += layers * sum(p.numel() for p in JointBlock(dim, dim // 128, device="meta").parameters())
    n += dim * 2 * dim + 2 * dim + dim * 64 + 64
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
    measure_joint(dtype, rows, img, txt, batch)
    measure_ltx(dtype, rows, img, batch)
    measure_wan22(dtype, rows, img, batch)
    return rows


def per_token(rows, name, run_at, tokens, batch):
    """Bytes per token of a block whose cross-attention context does not grow with the tokens: the
    block run at two token counts, the difference per token; the rest is per sample."""
    b1, b2 = run_at(tokens), run_at(2 * tokens)
    rows[name] = (b2 - b1) / (batch * tokens)
    rows[name + " per-sample context"] = b1 / batch - tokens * rows[name]


def measure_joint(dtype, rows, img, txt, batch):
    """HunyuanVideo's double and single blocks, SD3.5's joint (and MMDiT-X) blocks, Qwen-Image's block:
    text and image tokens all through the block, bytes over both."""
    dim = 3072
    vec = torch.randn(batch, dim, dtype=dtype)
    pe = rope_table(img, dim // 24)
    x = torch.randn(batch, img, dim, dtype=dtype, requires_grad=True)
    t = torch.randn(batch, txt, dim, dtype=dtype, requires_grad=True)
    block = HunyuanDouble().to(dtype)
    b, _ = saved_bytes(lambda: block(x, t, vec, pe), list(block.parameters()) + [vec, pe, x, t])
    rows["hunyuan double"] = b / (batch * (img + txt))
    block = HunyuanSingle().to(dtype)
    xs = torch.randn(batch, img + txt, dim, dtype=dtype, requires_grad=True)
    b, _ = saved_bytes(lambda: block(xs, vec, pe, txt), list(block.parameters()) + [vec, pe, xs])
    rows["hunyuan single"] = b / (batch * (img + txt))
    del block
    freqs = lambda n: torch.polar(torch.ones(n, 1, 64), torch.randn(n, 1, 64))
    rope = (freqs(img), freqs(txt))
    for name, dim, heads, dual, pos in (("sd3.5 large joint", 2432, 38, False, None), ("sd3.5 medium joint", 1536, 24, False, None),
                                        ("sd3.5 medium dual", 1536, 24, True, None), ("qwen-image", 3072, 24, False, rope)):
        block = JointBlock(dim, heads, dual=dual).to(dtype)
        temb = torch.randn(batch, dim, dtype=dtype)
        x = torch.randn(batch, img, dim, dtype=dtype, requires_grad=True)
        t = torch.randn(batch, txt, dim, dtype=dtype, requires_grad=True)
        keep = list(block.parameters()) + [temb, x, t] + (list(pos) if pos else [])
        b, _ = saved_bytes(lambda: block(x, t, temb, pos), keep)
        rows[name] = b / (batch * (img + txt))
        del block


def measure_wan22(dtype, rows, img, batch):
    """Wan2.2 TI2V-5B's block (wan/configs/wan_ti2v_5B.py: dim 3072, ffn 14336, 24 heads), a
    timestep per token; the 512 umT5 tokens' K/V per sample."""
    dim, heads = 3072, 24
    block = Wan22Block(dim, 14336, heads).to(dtype)
    ctx = torch.randn(batch, 512, dim, dtype=dtype)

    def run_at(n):
        x = torch.randn(batch, n, dim, dtype=dtype, requires_grad=True)
        e = torch.randn(batch, n, 6, dim, dtype=torch.float32)
        pe = rope_table(n, dim // heads)
        b, _ = saved_bytes(lambda: block(x, e, ctx, pe), list(block.parameters()) + [x, e, ctx, pe])
        return b

    per_token(rows, "wan2.2 5B", run_at, img, batch)


def measure_ltx(dtype, rows, img, batch):
    """LTX-Video's block: the video tokens' self-attention, a cross-attention to 128 T5 tokens."""
    dim = 2048
    block = LTXBlock().to(dtype)
    ctx = torch.randn(batch, 128, dim, dtype=dtype)
    temb = torch.randn(batch, 1, 6 * dim, dtype=dtype)

    def run_at(n):
        x = torch.randn(batch, n, dim, dtype=dtype, requires_grad=True)
        cos, sin = torch.randn(batch, n, dim), torch.randn(batch, n, dim)
        b, _ = saved_bytes(lambda: block(x, ctx, temb, (cos, sin)), list(block.parameters()) + [x, ctx, temb, cos, sin])
        return b

    per_token(rows, "ltx-video 2B", run_at, img, batch)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", help="write the figures as JSON")
    args = ap.parse_args()
    params = {"flux.1-dev": flux_params(True), "flux.1-schnell": flux_params(False),
              "cogvideox-2b block": sum(q.numel() for q in CogVideoXBlock(device="meta").parameters()),
              "wan2.1-t2v-1.3b": wan_params(1536, 8960, 12, 30), "wan2.1-t2v-14b": wan_params(5120, 13824, 40, 40),
              "hunyuan-video": hunyuan_video_params(), "ltx-video-2b": ltx_params(),
              "sd3.5-large": sd35_params(2432, 38, 0), "sd3.5-medium": sd35_params(1536, 24, 13),
              "qwen-image": qwen_image_params(), "wan2.2-ti2v-5b": wan_params(3072, 14336, 24, 30, channels=48)}
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
