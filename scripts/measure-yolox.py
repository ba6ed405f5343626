#!/usr/bin/python3
"""Measures parameters and the bytes autograd saves for backward in one training forward of
YOLOX (Ge et al. 2021) as mmdetection 2.x builds it (tiny, s, m, l, x), on the CPU, as ground
truth for Headroom's YOLOX presets.

mmdetection is not packaged, so the model is rebuilt here from plain torch modules after
mmdet/models/backbones/csp_darknet.py (Focus stem, CSPLayer of DarknetBottlenecks, SPPBottleneck
with 5/9/13 max pools), mmdet/models/necks/yolox_pafpn.py and mmdet/models/dense_heads/
yolox_head.py (two stacked 3x3 ConvModules per branch, class / box / objectness 1x1 convs per
level), with ConvModule = conv (no bias) + BatchNorm(momentum 0.03, eps 0.001) + mmcv's Swish
(x * sigmoid(x), written out: it keeps the sigmoid's output besides its input),
scaled by the configs' deepen_factor and widen_factor. Each build is checked against the YOLOX
paper's parameter counts (Table 3, 80 classes: tiny 5.06 M, s 9.0 M, m 25.3 M, l 54.2 M,
x 99.1 M); a model off by more than 1 % is reported and left out.

The forward is the training one: BatchNorm in training mode, the head returning per-level class,
box and objectness maps; the loss is not included. Saved bytes are counted with
scripts/measure-yolo.py's saved_bytes (a saved_tensors_hooks pack hook, each storage once;
parameters, buffers and the input excluded).

Cases: batch 1 at 640x640 and at 320x320 (scaling with pixels), fp32. Each model is measured twice:
with mmcv's Swish ("models") and with an in-place nn.SiLU ("models_silu"), the activation of
Megvii's own YOLOX (yolox/models/network_blocks.py: get_activation("silu") is
nn.SiLU(inplace=True)) and of MMYOLO's YOLOX configs (act_cfg=dict(type='SiLU', inplace=True)),
which keeps only its input.

    /usr/bin/python3 scripts/measure-yolox.py --out tests/reference/yolox-activations.json
"""

import argparse
import importlib.util
import json
import math
import os
import sys

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover
    print("measure-yolox: torch not installed, skipping")
    sys.exit(77)

_spec = importlib.util.spec_from_file_location("measure_yolo", os.path.join(os.path.dirname(__file__), "measure-yolo.py"))
_yolo = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_yolo)
saved_bytes = _yolo.saved_bytes


class Swish(nn.Module):
    """mmcv.cnn.bricks.Swish, the act_cfg of mmdet's YOLOX configs: x * sigmoid(x) in Python, so
    the sigmoid's output is a tensor of its own that the product keeps (nn.SiLU keeps none)."""

    def forward(self, x):
        return x * torch.sigmoid(x)


ACTIVATION = Swish  # (main() switches it to SiLU for the second pass)


def silu_in_place():
    return nn.SiLU(inplace=True)


class ConvModule(nn.Sequential):
    def __init__(self, c1, c2, k=1, s=1):
        super().__init__(nn.Conv2d(c1, c2, k, s, k // 2, bias=False), nn.BatchNorm2d(c2, eps=0.001, momentum=0.03),
                         ACTIVATION())


class Focus(nn.Module):
    def __init__(self, c1, c2, k=3):
        super().__init__()
        self.conv = ConvModule(c1 * 4, c2, k)

    def forward(self, x):
        return self.conv(torch.cat((x[..., ::2, ::2], x[..., 1::2, ::2], x[..., ::2, 1::2], x[..., 1::2, 1::2]), 1))


class DarknetBottleneck(nn.Module):
    def __init__(self, c1, c2, add_identity):
        super().__init__()
        self.conv1, self.conv2 = ConvModule(c1, c2, 1), ConvModule(c2, c2, 3)
        self.add = add_identity and c1 == c2

    def forward(self, x):
        y = self.conv2(self.conv1(x))
        return x + y if self.add else y


class CSPLayer(nn.Module):
    def __init__(self, c1, c2, n, add_identity=True):
        super().__init__()
        mid = int(c2 * 0.5)
        self.main_conv, self.short_conv = ConvModule(c1, mid, 1), ConvModule(c1, mid, 1)
        self.final_conv = ConvModule(2 * mid, c2, 1)
        self.blocks = nn.Sequential(*(DarknetBottleneck(mid, mid, add_identity) for _ in range(n)))

    def forward(self, x):
        return self.final_conv(torch.cat((self.blocks(self.main_conv(x)), self.short_conv(x)), 1))


class SPPBottleneck(nn.Module):
    def __init__(self, c1, c2, ks=(5, 9, 13)):
        super().__init__()
        mid = c1 // 2
        self.conv1 = ConvModule(c1, mid, 1)
        self.poolings = nn.ModuleList(nn.MaxPool2d(k, 1, k // 2) for k in ks)
        self.conv2 = ConvModule(mid * (len(ks) + 1), c2, 1)

    def forward(self, x):
        x = self.conv1(x)
        return self.conv2(torch.cat([x] + [p(x) for p in self.poolings], 1))


class YOLOX(nn.Module):
    def __init__(self, deepen, widen, nc=80):
        super().__init__()
        w = lambda c: int(c * widen)
        d = lambda n: max(round(n * deepen), 1)
        self.stem = Focus(3, w(64))
        stages = []
        for c1, c2, n, add, spp in ((64, 128, 3, True, False), (128, 256, 9, True, False), (256, 512, 9, True, False),
                                    (512, 1024, 3, False, True)):
            layers = [ConvModule(w(c1), w(c2), 3, 2)] + ([SPPBottleneck(w(c2), w(c2))] if spp else [])
            stages.append(nn.Sequential(*layers, CSPLayer(w(c2), w(c2), d(n), add)))
        self.stages = nn.ModuleList(stages)
        ch, out, n = [w(256), w(512), w(1024)], w(256), d(3)
        self.reduce = nn.ModuleList([ConvModule(ch[2], ch[1], 1), ConvModule(ch[1], ch[0], 1)])
        self.top_down = nn.ModuleList([CSPLayer(ch[1] * 2, ch[1], n, False), CSPLayer(ch[0] * 2, ch[0], n, False)])
        self.down = nn.ModuleList([ConvModule(ch[0], ch[0], 3, 2), ConvModule(ch[1], ch[1], 3, 2)])
        self.bottom_up = nn.ModuleList([CSPLayer(ch[0] * 2, ch[1], n, False), CSPLayer(ch[1] * 2, ch[2], n, False)])
        self.out_convs = nn.ModuleList(ConvModule(c, out, 1) for c in ch)
        branch = lambda: nn.Sequential(ConvModule(out, out, 3), ConvModule(out, out, 3))
        self.cls_convs = nn.ModuleList(branch() for _ in range(3))
        self.reg_convs = nn.ModuleList(branch() for _ in range(3))
        self.conv_cls = nn.ModuleList(nn.Conv2d(out, nc, 1) for _ in range(3))
        self.conv_reg = nn.ModuleList(nn.Conv2d(out, 4, 1) for _ in range(3))
        self.conv_obj = nn.ModuleList(nn.Conv2d(out, 1, 1) for _ in range(3))

    def forward(self, x):
        x = self.stem(x)
        feats = []
        for i, stage in enumerate(self.stages):
            x = stage(x)
            if i >= 1:
                feats.append(x)
        # YOLOXPAFPN.forward
        inner = [feats[2]]
        for k, idx in enumerate((2, 1)):
            high = self.reduce[k](inner[0])
            inner[0] = high
            up = nn.functional.interpolate(high, scale_factor=2, mode="nearest")
            inner.insert(0, self.top_down[k](torch.cat([up, feats[idx - 1]], 1)))
        outs = [inner[0]]
        for k in range(2):
            outs.append(self.bottom_up[k](torch.cat([self.down[k](outs[-1]), inner[k + 1]], 1)))
        outs = [conv(o) for conv, o in zip(self.out_convs, outs)]
        res = []
        for i, o in enumerate(outs):
            c, r = self.cls_convs[i](o), self.reg_convs[i](o)
            res += [self.conv_cls[i](c), self.conv_reg[i](r), self.conv_obj[i](r)]
        return res


SCALES = {"yolox-tiny": (0.33, 0.375), "yolox-s": (0.33, 0.50), "yolox-m": (0.67, 0.75), "yolox-l": (1.0, 1.0),
          "yolox-x": (1.33, 1.25)}
PUBLISHED = {"yolox-tiny": 5.06e6, "yolox-s": 9.0e6, "yolox-m": 25.3e6, "yolox-l": 54.2e6, "yolox-x": 99.1e6}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out")
    ap.add_argument("--only")
    args = ap.parse_args()
    global ACTIVATION
    torch.manual_seed(0)
    rows, rows_silu = [], []
    for activation, suffix, into in ((Swish, "-mmdet", rows), (silu_in_place, "", rows_silu)):
        ACTIVATION = activation
        for name, (deepen, widen) in SCALES.items():
            if args.only and name not in args.only.split(","):
                continue
            model = YOLOX(deepen, widen).train()
            params = sum(p.numel() for p in model.parameters())
            ok = abs(params / PUBLISHED[name] - 1) <= 0.01
            row = {"id": name + suffix, "params": params, "published_params": PUBLISHED[name], "params_match": ok}
            if ok:
                for size in (640, 320):
                    acts, _ = saved_bytes(model, torch.randn(1, 3, size, size), False)
                    row[f"fp32_bytes_per_image_{size}"] = acts
            print(json.dumps(row), flush=True)
            into.append(row)
    if args.out:
        with open(args.out, "w") as f:
            json.dump({"about": "Bytes autograd saves for backward in one training forward (BatchNorm in training mode, head "
                                "outputs, no loss) of YOLOX rebuilt in plain PyTorch (80 classes): \"models\" with mmdetection 2.x's Swish (ids -mmdet), \"models_silu\" with Megvii's and MMYOLO's in-place SiLU, measured "
                                "on the CPU by scripts/measure-yolox.py (saved_tensors_hooks, one count per storage; parameters, "
                                "buffers and the input excluded). Bytes are per image (batch 1), fp32.",
                       "torch": torch.__version__, "models": rows, "models_silu": rows_silu}, f, indent=1)


if __name__ == "__main__":
    main()
