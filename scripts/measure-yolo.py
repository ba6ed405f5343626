#!/usr/bin/python3
"""Measures parameters and the bytes autograd saves for backward in one training forward of the
Ultralytics YOLOv5 (v6.x, anchor-based), YOLOv8 and YOLO11 detection models (n, s, m, l, x), on
the CPU, as ground truth for Headroom's estimate of these models.

Ultralytics is not packaged, so the models are rebuilt here from plain torch modules after
ultralytics/yolov5's models/yolov5{n,s,m,l,x}.yaml and models/common.py (C3, SPPF, the anchor
Detect head: one 1x1 conv of 3 x (80 + 5) outputs per level), ultralytics/cfg/models/v8/yolov8.yaml, ultralytics/cfg/models/11/yolo11.yaml and
ultralytics/nn/modules/{conv,block,head}.py (parse_model's depth/width/max_channels scaling).
Each build is checked against the published parameter count (model.info(), unfused, 80 classes);
a model that does not match is reported and left out.

The forward is the training one: BatchNorm in training mode, the Detect head returning the
per-level cat(box branch, class branch) maps; the loss is not included. Saved bytes are taken
the same way as scripts/measure-activations.py: a torch.autograd.graph.saved_tensors_hooks pack
hook holds every saved tensor (so no storage is freed and its address reused) and each storage
is counted once. Not counted: parameters, buffers, the input image batch and, under autocast,
the 16-bit copies autocast makes of parameters (reported apart as param_cast_bytes).

Cases: batch 1 and 2 at 640x640 (linearity), batch 1 at 320x320 (scaling with pixels), each in
fp32; batch 1 at 640x640 under torch.autocast('cpu', dtype=torch.bfloat16).

    /usr/bin/python3 scripts/measure-yolo.py --out tests/reference/yolo-activations.json
    /usr/bin/python3 scripts/measure-yolo.py --only yolov8n,yolo11n   # table only
"""

import argparse
import json
import math
import sys

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover
    print("measure-yolo: torch not installed, skipping")
    sys.exit(77)

# ---------------------------------------------------------------- building blocks


class Conv(nn.Sequential):
    """Conv2d without bias + BatchNorm2d(eps 1e-3, momentum 0.03) + SiLU (or no activation)."""

    def __init__(self, c1, c2, k=1, s=1, p=None, g=1, act=True):
        super().__init__(nn.Conv2d(c1, c2, k, s, k // 2 if p is None else p, groups=g, bias=False),
                         nn.BatchNorm2d(c2, eps=0.001, momentum=0.03), *([nn.SiLU()] if act else []))


def DWConv(c1, c2, k=1, s=1):
    return Conv(c1, c2, k, s, g=math.gcd(c1, c2))


class Bottleneck(nn.Module):
    def __init__(self, c1, c2, shortcut=True, k=(3, 3), e=0.5):
        super().__init__()
        c_ = int(c2 * e)
        self.cv1, self.cv2 = Conv(c1, c_, k[0]), Conv(c_, c2, k[1])
        self.add = shortcut and c1 == c2

    def forward(self, x):
        y = self.cv2(self.cv1(x))
        return x + y if self.add else y


class C3(nn.Module):
    """YOLOv5's CSP bottleneck with three convolutions."""

    def __init__(self, c1, c2, n=1, shortcut=True, e=0.5):
        super().__init__()
        c_ = int(c2 * e)
        self.cv1, self.cv2, self.cv3 = Conv(c1, c_, 1), Conv(c1, c_, 1), Conv(2 * c_, c2, 1)
        self.m = nn.Sequential(*(Bottleneck(c_, c_, shortcut, (1, 3), 1.0) for _ in range(n)))

    def forward(self, x):
        return self.cv3(torch.cat((self.m(self.cv1(x)), self.cv2(x)), 1))


class Detect5(nn.Module):
    """YOLOv5's anchor head: per level a 1x1 conv to 3 anchors x (classes + 5); training returns
    the maps viewed as (batch, 3, ny, nx, classes + 5) (a contiguous copy, which nothing saves)."""

    def __init__(self, nc, ch):
        super().__init__()
        self.no = nc + 5
        self.m = nn.ModuleList(nn.Conv2d(x, 3 * self.no, 1) for x in ch)

    def forward(self, xs):
        out = []
        for x, m in zip(xs, self.m):
            y = m(x)
            b, _, ny, nx = y.shape
            out.append(y.view(b, 3, self.no, ny, nx).permute(0, 1, 3, 4, 2).contiguous())
        return out


class C2f(nn.Module):
    def __init__(self, c1, c2, n=1, shortcut=False, e=0.5):
        super().__init__()
        self.c = int(c2 * e)
        self.cv1 = Conv(c1, 2 * self.c, 1)
        self.cv2 = Conv((2 + n) * self.c, c2, 1)
        self.m = nn.ModuleList(Bottleneck(self.c, self.c, shortcut, (3, 3), 1.0) for _ in range(n))

    def forward(self, x):
        y = list(self.cv1(x).chunk(2, 1))
        y.extend(m(y[-1]) for m in self.m)
        return self.cv2(torch.cat(y, 1))


class C3k(nn.Module):
    """C3 with a k x k bottleneck stack (YOLO11)."""

    def __init__(self, c1, c2, n=1, shortcut=True, e=0.5, k=3):
        super().__init__()
        c_ = int(c2 * e)
        self.cv1, self.cv2, self.cv3 = Conv(c1, c_, 1), Conv(c1, c_, 1), Conv(2 * c_, c2, 1)
        self.m = nn.Sequential(*(Bottleneck(c_, c_, shortcut, (k, k), 1.0) for _ in range(n)))

    def forward(self, x):
        return self.cv3(torch.cat((self.m(self.cv1(x)), self.cv2(x)), 1))


class C3k2(C2f):
    def __init__(self, c1, c2, n=1, c3k=False, e=0.5, shortcut=True):
        super().__init__(c1, c2, n, shortcut, e)
        self.m = nn.ModuleList(C3k(self.c, self.c, 2, shortcut) if c3k else Bottleneck(self.c, self.c, shortcut)
                               for _ in range(n))


class SPPF(nn.Module):
    def __init__(self, c1, c2, k=5):
        super().__init__()
        c_ = c1 // 2
        self.cv1, self.cv2 = Conv(c1, c_, 1), Conv(c_ * 4, c2, 1)
        self.m = nn.MaxPool2d(k, 1, k // 2)

    def forward(self, x):
        y = [self.cv1(x)]
        y.extend(self.m(y[-1]) for _ in range(3))
        return self.cv2(torch.cat(y, 1))


class Attention(nn.Module):
    def __init__(self, dim, num_heads=8, attn_ratio=0.5):
        super().__init__()
        self.num_heads, self.head_dim = num_heads, dim // num_heads
        self.key_dim = int(self.head_dim * attn_ratio)
        self.scale = self.key_dim ** -0.5
        self.qkv = Conv(dim, dim + 2 * self.key_dim * num_heads, 1, act=False)
        self.proj = Conv(dim, dim, 1, act=False)
        self.pe = Conv(dim, dim, 3, g=dim, act=False)

    def forward(self, x):
        B, C, H, W = x.shape
        q, k, v = self.qkv(x).view(B, self.num_heads, 2 * self.key_dim + self.head_dim, H * W).split(
            [self.key_dim, self.key_dim, self.head_dim], dim=2)
        attn = ((q.transpose(-2, -1) @ k) * self.scale).softmax(dim=-1)
        x = (v @ attn.transpose(-2, -1)).view(B, C, H, W) + self.pe(v.reshape(B, C, H, W))
        return self.proj(x)


class PSABlock(nn.Module):
    def __init__(self, c, attn_ratio=0.5, num_heads=4):
        super().__init__()
        self.attn = Attention(c, num_heads, attn_ratio)
        self.ffn = nn.Sequential(Conv(c, 2 * c, 1), Conv(2 * c, c, 1, act=False))

    def forward(self, x):
        x = x + self.attn(x)
        return x + self.ffn(x)


class C2PSA(nn.Module):
    def __init__(self, c1, c2, n=1, e=0.5):
        super().__init__()
        assert c1 == c2
        self.c = int(c1 * e)
        self.cv1, self.cv2 = Conv(c1, 2 * self.c, 1), Conv(2 * self.c, c1, 1)
        self.m = nn.Sequential(*(PSABlock(self.c, 0.5, self.c // 64) for _ in range(n)))

    def forward(self, x):
        a, b = self.cv1(x).split((self.c, self.c), dim=1)
        return self.cv2(torch.cat((a, self.m(b)), 1))


class Detect(nn.Module):
    """Decoupled head; legacy=True is YOLOv8's class branch, False YOLO11's depthwise one."""

    def __init__(self, nc, ch, legacy):
        super().__init__()
        reg_max = 16
        c2, c3 = max(16, ch[0] // 4, reg_max * 4), max(ch[0], min(nc, 100))
        self.cv2 = nn.ModuleList(nn.Sequential(Conv(x, c2, 3), Conv(c2, c2, 3), nn.Conv2d(c2, 4 * reg_max, 1))
                                 for x in ch)
        self.cv3 = nn.ModuleList(
            nn.Sequential(Conv(x, c3, 3), Conv(c3, c3, 3), nn.Conv2d(c3, nc, 1)) if legacy else
            nn.Sequential(nn.Sequential(DWConv(x, x, 3), Conv(x, c3, 1)),
                          nn.Sequential(DWConv(c3, c3, 3), Conv(c3, c3, 1)), nn.Conv2d(c3, nc, 1))
            for x in ch)
        self.dfl = nn.Conv2d(reg_max, 1, 1, bias=False).requires_grad_(False)  # fixed arange weights
        self.dfl.weight.data[:] = torch.arange(reg_max, dtype=torch.float).view(1, reg_max, 1, 1)

    def forward(self, xs):  # training: the raw maps, decoded by the loss
        return [torch.cat((b(x), c(x)), 1) for x, b, c in zip(xs, self.cv2, self.cv3)]


# ---------------------------------------------------------------- the yaml configs

# (from, repeats, module, args); channel arg first, as in the Ultralytics yaml files
V5 = [(-1, 1, "Conv", [64, 6, 2, 2]), (-1, 1, "Conv", [128, 3, 2]), (-1, 3, "C3", [128]),
      (-1, 1, "Conv", [256, 3, 2]), (-1, 6, "C3", [256]), (-1, 1, "Conv", [512, 3, 2]),
      (-1, 9, "C3", [512]), (-1, 1, "Conv", [1024, 3, 2]), (-1, 3, "C3", [1024]),
      (-1, 1, "SPPF", [1024, 5]),
      (-1, 1, "Conv", [512, 1, 1]), (-1, 1, "Up", []), ([-1, 6], 1, "Concat", []), (-1, 3, "C3", [512, False]),
      (-1, 1, "Conv", [256, 1, 1]), (-1, 1, "Up", []), ([-1, 4], 1, "Concat", []), (-1, 3, "C3", [256, False]),
      (-1, 1, "Conv", [256, 3, 2]), ([-1, 14], 1, "Concat", []), (-1, 3, "C3", [512, False]),
      (-1, 1, "Conv", [512, 3, 2]), ([-1, 10], 1, "Concat", []), (-1, 3, "C3", [1024, False]),
      ([17, 20, 23], 1, "Detect", [])]
V8 = [(-1, 1, "Conv", [64, 3, 2]), (-1, 1, "Conv", [128, 3, 2]), (-1, 3, "C2f", [128, True]),
      (-1, 1, "Conv", [256, 3, 2]), (-1, 6, "C2f", [256, True]), (-1, 1, "Conv", [512, 3, 2]),
      (-1, 6, "C2f", [512, True]), (-1, 1, "Conv", [1024, 3, 2]), (-1, 3, "C2f", [1024, True]),
      (-1, 1, "SPPF", [1024, 5]),
      (-1, 1, "Up", []), ([-1, 6], 1, "Concat", []), (-1, 3, "C2f", [512]),
      (-1, 1, "Up", []), ([-1, 4], 1, "Concat", []), (-1, 3, "C2f", [256]),
      (-1, 1, "Conv", [256, 3, 2]), ([-1, 12], 1, "Concat", []), (-1, 3, "C2f", [512]),
      (-1, 1, "Conv", [512, 3, 2]), ([-1, 9], 1, "Concat", []), (-1, 3, "C2f", [1024]),
      ([15, 18, 21], 1, "Detect", [])]
V11 = [(-1, 1, "Conv", [64, 3, 2]), (-1, 1, "Conv", [128, 3, 2]), (-1, 2, "C3k2", [256, False, 0.25]),
       (-1, 1, "Conv", [256, 3, 2]), (-1, 2, "C3k2", [512, False, 0.25]), (-1, 1, "Conv", [512, 3, 2]),
       (-1, 2, "C3k2", [512, True]), (-1, 1, "Conv", [1024, 3, 2]), (-1, 2, "C3k2", [1024, True]),
       (-1, 1, "SPPF", [1024, 5]), (-1, 2, "C2PSA", [1024]),
       (-1, 1, "Up", []), ([-1, 6], 1, "Concat", []), (-1, 2, "C3k2", [512, False]),
       (-1, 1, "Up", []), ([-1, 4], 1, "Concat", []), (-1, 2, "C3k2", [256, False]),
       (-1, 1, "Conv", [256, 3, 2]), ([-1, 13], 1, "Concat", []), (-1, 2, "C3k2", [512, False]),
       (-1, 1, "Conv", [512, 3, 2]), ([-1, 10], 1, "Concat", []), (-1, 2, "C3k2", [1024, True]),
       ([16, 19, 22], 1, "Detect", [])]
SCALES = {"yolov5": {"n": (0.33, 0.25, 4096), "s": (0.33, 0.50, 4096), "m": (0.67, 0.75, 4096),
                     "l": (1.00, 1.00, 4096), "x": (1.33, 1.25, 4096)},
          "yolov8": {"n": (0.33, 0.25, 1024), "s": (0.33, 0.50, 1024), "m": (0.67, 0.75, 768),
                     "l": (1.00, 1.00, 512), "x": (1.00, 1.25, 512)},
          "yolo11": {"n": (0.50, 0.25, 1024), "s": (0.50, 0.50, 1024), "m": (0.50, 1.00, 512),
                     "l": (1.00, 1.00, 512), "x": (1.00, 1.50, 512)}}
# (YOLOv5: the summaries printed after "Fusing layers...", e.g. "YOLOv5s summary: 213 layers, 7225885
# parameters": the fused model's count)
PUBLISHED = {"yolov5n": 1867405, "yolov5s": 7225885, "yolov5m": 21172173, "yolov5l": 46533693, "yolov5x": 86705005,
             "yolov8n": 3157200, "yolov8s": 11166560, "yolov8m": 25902640, "yolov8l": 43691520,
             "yolov8x": 68229648, "yolo11n": 2624080, "yolo11s": 9458752, "yolo11m": 20114688,
             "yolo11l": 25372160, "yolo11x": 56966176}


class Yolo(nn.Module):
    """parse_model(): repeats scaled by depth, output channels by width (capped, multiple of 8)."""

    def __init__(self, family, scale, nc=80):
        super().__init__()
        depth, width, max_ch = SCALES[family][scale]
        spec = {"yolov5": V5, "yolov8": V8}.get(family, V11)
        ch, layers, self.froms, self.names = [], [], [], []
        for f, n, name, args in spec:
            n = max(round(n * depth), 1) if n > 1 else n
            if name in ("Conv", "C2f", "C3k2", "SPPF", "C2PSA", "C3"):
                c1, c2 = ch[f] if ch else 3, math.ceil(min(args[0], max_ch) * width / 8) * 8
                if name == "Conv":
                    m = Conv(c1, c2, *args[1:])
                elif name == "SPPF":
                    m = SPPF(c1, c2, *args[1:])
                elif name == "C2f":
                    m = C2f(c1, c2, n, *args[1:])
                elif name == "C3":
                    m = C3(c1, c2, n, *args[1:])
                elif name == "C2PSA":
                    m = C2PSA(c1, c2, n)
                else:  # C3k2: m/l/x force the C3k inner blocks
                    m = C3k2(c1, c2, n, args[1] or scale in "mlx", *args[2:])
            elif name == "Up":
                m, c2 = nn.Upsample(None, 2, "nearest"), ch[f]
            elif name == "Concat":
                m, c2 = None, sum(ch[i] for i in f)
            elif family == "yolov5":
                m, c2 = Detect5(nc, [ch[i] for i in f]), None
            else:
                m, c2 = Detect(nc, [ch[i] for i in f], legacy=family == "yolov8"), None
            layers.append(m if m is not None else nn.Identity())
            self.froms.append(f)
            self.names.append(name)
            ch.append(c2)
        self.layers = nn.ModuleList(layers)

    def forward(self, x):
        ys = []
        for f, m, name in zip(self.froms, self.layers, self.names):
            if isinstance(f, int):
                inp = x if f == -1 else ys[f]
            else:
                inp = [x if j == -1 else ys[j] for j in f]
            x = torch.cat(inp, 1) if name == "Concat" else m(inp)
            ys.append(x)
        return x


# ---------------------------------------------------------------- measuring

def storage_of(t):
    s = t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()
    nb = s.nbytes() if callable(getattr(s, "nbytes", None)) else s.size() * t.element_size()
    return s.data_ptr(), nb


def autocast_param_copy(t, shapes):
    """autocast's 16-bit copy of a parameter: ToCopyBackward over an AccumulateGrad (trainable),
    or a grad-free 16-bit tensor of a parameter's shape (the frozen DFL conv, unused here)."""
    if t.dtype not in (torch.bfloat16, torch.float16):
        return False
    fn = t.grad_fn
    while fn is not None and type(fn).__name__ in ("TBackward0", "TransposeBackward0", "ViewBackward0",
                                                   "PermuteBackward0", "ExpandBackward0"):
        fn = fn.next_functions[0][0]
    if fn is not None:
        return type(fn).__name__.startswith("ToCopyBackward") and any(
            g is not None and type(g).__name__ == "AccumulateGrad" for g, _ in fn.next_functions)
    return not t.requires_grad and t.dim() >= 1 and tuple(t.shape) in shapes


def saved_bytes(model, x, bf16):
    """(activation bytes, parameter-cast bytes) autograd saves in one forward of model(x)."""
    tensors = list(model.parameters()) + list(model.buffers())
    skip = {storage_of(t)[0] for t in tensors} | {storage_of(x)[0]}
    shapes = {tuple(t.shape) for t in tensors}
    held, acts, casts = [], {}, {}

    def pack(t):
        held.append(t)
        ptr, nb = storage_of(t)
        if ptr and ptr not in skip:
            (casts if bf16 and autocast_param_copy(t, shapes) else acts)[ptr] = nb
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            out = model(x)
    held.clear()
    del out
    return sum(acts.values()), sum(casts.values())


def measure_model(mid, params_only=False):
    torch.manual_seed(0)
    model = Yolo(mid[:-1], mid[-1]).train()
    params = sum(p.numel() for p in model.parameters())
    # YOLOv5's printed summaries are of the fused model (each BatchNorm folded into its conv's bias:
    # one parameter less per channel); the trained model is the unfused one counted here
    fused = params - sum(m.num_features for m in model.modules() if isinstance(m, nn.BatchNorm2d))
    compared = fused if mid.startswith("yolov5") else params
    row = {"id": mid, "params": params, "published_params": PUBLISHED[mid],
           "params_exact": compared == PUBLISHED[mid]}
    if params_only or not row["params_exact"]:
        return row
    gen = torch.Generator().manual_seed(0)
    m = {}
    for size, batch, bf16 in ((640, 1, False), (640, 2, False), (320, 1, False), (640, 1, True)):
        x = torch.randn(batch, 3, size, size, generator=gen)
        m[size, batch, bf16] = saved_bytes(model, x, bf16)
    row.update(fp32_bytes_per_image_640=m[640, 1, False][0], fp32_bytes_per_image_320=m[320, 1, False][0],
               bf16_bytes_per_image_640=m[640, 1, True][0], param_cast_bytes=m[640, 1, True][1],
               amp_ratio=round(m[640, 1, True][0] / m[640, 1, False][0], 4),
               batch2_over_batch1_640=round(m[640, 2, False][0] / m[640, 1, False][0], 4),
               ratio_640_over_320=round(m[640, 1, False][0] / m[320, 1, False][0], 4))
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", help="write the JSON here")
    ap.add_argument("--only", help="comma-separated ids (yolov8n ... yolo11x)")
    ap.add_argument("--params-only", action="store_true", help="count parameters, measure nothing")
    args = ap.parse_args()
    ids = args.only.split(",") if args.only else list(PUBLISHED)
    rows = []
    print(f"{'model':9} {'params':>11} {'published':>11}  {'fp32 B/img 640':>15} {'fp32 B/img 320':>15} "
          f"{'640/320':>7} {'b2/b1':>6} {'bf16 B/img 640':>15} {'amp':>6}", flush=True)
    for mid in ids:
        rows.append(measure_model(mid, args.params_only))
        r = rows[-1]
        if "amp_ratio" in r:
            print(f"{mid:9} {r['params']:>11,} {r['published_params']:>11,}  {r['fp32_bytes_per_image_640']:>15,} "
                  f"{r['fp32_bytes_per_image_320']:>15,} {r['ratio_640_over_320']:>7} {r['batch2_over_batch1_640']:>6} "
                  f"{r['bf16_bytes_per_image_640']:>15,} {r['amp_ratio']:>6}", flush=True)
        else:
            print(f"{mid:9} {r['params']:>11,} {r['published_params']:>11,}  "
                  f"{'' if r['params_exact'] else 'MISMATCH: not measured'}", flush=True)
    if args.out:
        doc = {"about": "Bytes autograd saves for backward in one training forward (BatchNorm in training mode, "
                        "Detect head outputs, no loss) of Ultralytics YOLOv5/YOLOv8/YOLO11 detection models rebuilt "
                        "in plain PyTorch (80 classes), measured on the CPU by scripts/measure-yolo.py "
                        "(saved_tensors_hooks, one count per storage; parameters, buffers, the input and "
                        "autocast's parameter copies excluded). Bytes are per image (batch 1); bf16 is CPU "
                        "torch.autocast(bfloat16).",
               "torch": torch.__version__,
               "models": [r for r in rows if r["params_exact"]],
               "not_matched": [r["id"] for r in rows if not r["params_exact"]]}
        with open(args.out, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
