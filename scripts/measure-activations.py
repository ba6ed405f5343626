#!/usr/bin/python3
"""Measures the bytes torchvision models save for backward, on the CPU, as ground truth for
Headroom's vision activation model (core/visionacts.cpp, tests/core/tst_visionacts.cpp).

Every tensor autograd saves during the forward pass goes through
torch.autograd.graph.saved_tensors_hooks; the hook keeps a reference (so a storage cannot be
freed and its address reused) and the bytes are summed once per storage. Not counted: the
model's parameters and buffers (separate components in Headroom), the input batch (Headroom's
`batch` component) and, under autocast, the 16-bit copies of parameters (reported apart as
param_cast_bytes: Headroom counts them with the weights). These are the same tensors a GPU
run saves, up to kernel choices (cuDNN keeps no extra tensors for conv/BN at this level).

    /usr/bin/python3 scripts/measure-activations.py                  # everything -> stdout
    /usr/bin/python3 scripts/measure-activations.py --out tests/reference/activations.yaml
    /usr/bin/python3 scripts/measure-activations.py --quick --check tests/reference/activations.yaml

--check re-measures the cases (with --quick, a small subset) and exits 1 when one differs
from the committed figure by more than 1 %; exit 77 (CTest's skip) when torch is missing.
"""

import argparse
import sys

try:
    import torch
    import torchvision
    from torchvision import models
    from torchvision.models import detection, segmentation, video
    from torchvision.ops import misc as misc_ops
except ImportError:  # pragma: no cover - the CTest skip path
    print("measure-activations: torch/torchvision not installed, skipping")
    sys.exit(77)


def conv_module(i, o, k, d=1):
    """mmcv's ConvModule as mmseg builds it: a conv without bias, BatchNorm, ReLU(inplace)."""
    nn = torch.nn
    return nn.Sequential(nn.Conv2d(i, o, k, padding=0 if k == 1 else d, dilation=d, bias=False),
                         nn.BatchNorm2d(o), nn.ReLU(inplace=True))


class Norm2d(torch.nn.Module):
    """LayerNorm over the channels of an NCHW map (mmdet's and mmpretrain's per-output norms)."""

    def __init__(self, c):
        super().__init__()
        self.ln = torch.nn.LayerNorm(c, eps=1e-6)

    def forward(self, x):
        return self.ln(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)


def storage_key(t):
    s = t.untyped_storage() if hasattr(t, "untyped_storage") else t.storage()
    nbytes = s.nbytes() if callable(getattr(s, "nbytes", None)) else s.size() * t.element_size()
    return s.data_ptr(), nbytes


def is_param_cast(t, param_shapes):
    """A 16-bit copy autocast made of a parameter: the cast of a trainable one has a
    ToCopyBackward node fed by AccumulateGrad; a frozen one's is a 16-bit tensor of a
    parameter's shape that needs no gradient."""
    if t.dtype not in (torch.bfloat16, torch.float16):
        return False
    fn = t.grad_fn
    while fn is not None and type(fn).__name__ in ("TBackward0", "TransposeBackward0", "ViewBackward0",
                                                   "PermuteBackward0", "ExpandBackward0"):
        fn = fn.next_functions[0][0]  # a view of the cast (linear saves weight.t())
    if fn is not None:
        return type(fn).__name__.startswith("ToCopyBackward") and any(
            f is not None and type(f).__name__ == "AccumulateGrad" for f, _ in fn.next_functions)
    return not t.requires_grad and t.dim() >= 1 and tuple(t.shape) in param_shapes


def measure(model, inputs, forward, autocast=False):
    """Saved bytes of one forward pass: (activation bytes, 16-bit parameter copies)."""
    skip = set()
    param_shapes = set()
    for p in list(model.parameters()) + list(model.buffers()):
        skip.add(storage_key(p)[0])
        param_shapes.add(tuple(p.shape))
    for x in inputs:
        skip.add(storage_key(x)[0])
    kept, seen = [], {}
    casts = {}

    def pack(t):
        kept.append(t)
        ptr, nbytes = storage_key(t)
        if ptr in skip or ptr == 0:
            return t
        if autocast and is_param_cast(t, param_shapes):
            casts[ptr] = nbytes
        else:
            seen[ptr] = nbytes
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        if autocast:
            with torch.autocast(device_type="cpu", dtype=torch.bfloat16):
                forward()
        else:
            forward()
    del kept
    return sum(seen.values()), sum(casts.values())


def counts(model):
    params = sum(p.numel() for p in model.parameters())
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    return params, trainable


# ---------------------------------------------------------------- model builders

def classifier(name):
    return lambda: getattr(models, name)(weights=None)


def videonet(name):
    return lambda: getattr(video, name)(weights=None)


def detector(name, size):
    """A detector as fine-tuned from ImageNet weights: frozen BN, stem and res2 frozen
    (torchvision's and detectron2's default), the resize fixed to the input size."""
    def build():
        h, w = size
        kw = dict(min_size=min(h, w), max_size=max(h, w))
        if name == "ssd300_vgg16":
            m = detection.ssd300_vgg16(weights=None, weights_backbone=None, num_classes=91)
            return m
        # mmdetection's ResNet (names ending in _coco): nn.BatchNorm2d kept in eval mode
        # (norm_eval=True, requires_grad=True), stem and layer1 frozen (frozen_stages=1).
        mmdet = name.endswith("_coco")
        norm = torch.nn.BatchNorm2d if mmdet else misc_ops.FrozenBatchNorm2d
        backbone = models.resnet50(weights=None, norm_layer=norm)
        from torchvision.models.detection.backbone_utils import _resnet_fpn_extractor
        from torchvision.ops.feature_pyramid_network import LastLevelP6P7
        if mmdet:
            model = (detection.FasterRCNN(_resnet_fpn_extractor(backbone, 3), num_classes=91, **kw)
                     if name.startswith("faster") else
                     detection.RetinaNet(_resnet_fpn_extractor(backbone, 3, returned_layers=[2, 3, 4],
                                                               extra_blocks=LastLevelP6P7(256, 256)), num_classes=91, **kw))
            train = model.train

            def train_norm_eval(mode=True):
                train(mode)
                for m in model.modules():
                    if isinstance(m, torch.nn.BatchNorm2d):
                        m.eval()
                return model
            model.train = train_norm_eval
            return model
        if name in ("fasterrcnn_resnet50_fpn", "maskrcnn_resnet50_fpn"):
            bb = _resnet_fpn_extractor(backbone, 3)
            cls = detection.FasterRCNN if name.startswith("faster") else detection.MaskRCNN
            return cls(bb, num_classes=91, **kw)
        if name == "keypointrcnn_resnet50_fpn":  # person and background, COCO's 17 keypoints
            return detection.KeypointRCNN(_resnet_fpn_extractor(backbone, 3), num_classes=2, num_keypoints=17, **kw)
        if name == "retinanet_resnet50_fpn":
            bb = _resnet_fpn_extractor(backbone, 3, returned_layers=[2, 3, 4], extra_blocks=LastLevelP6P7(256, 256))
            return detection.RetinaNet(bb, num_classes=91, **kw)
        if name == "fcos_resnet50_fpn":
            bb = _resnet_fpn_extractor(backbone, 3, returned_layers=[2, 3, 4], extra_blocks=LastLevelP6P7(256, 256))
            return detection.FCOS(bb, num_classes=91, **kw)
        raise ValueError(name)
    return build


def segmenter(name):
    return lambda: getattr(segmentation, name)(weights=None, weights_backbone=None, num_classes=21)


def mmseg(head, depth):
    """mmsegmentation 0.x's `<head>_r<depth>-d8_..._cityscapes` rebuilt from torch modules (mmseg
    is not packaged): ResNetV1c (deep stem of three 3x3 convs, stages 3-4 dilated 2 and 4), mmcv
    ConvModule = conv without bias + BN + ReLU(inplace), ASPPHead (512 channels, dilations 1/12/24/36)
    or FCNHead (512, two convs, concat_input), Dropout2d(0.1) + 1x1 conv_seg, and the auxiliary
    FCNHead on stage 3 (256, one conv); 19 classes. configs/_base_/models/deeplabv3_r50-d8.py,
    fcn_r50-d8.py; mmseg/models/decode_heads/aspp_head.py, fcn_head.py, decode_head.py."""
    nn, F = torch.nn, torch.nn.functional

    cm = conv_module

    class Aspp(nn.Module):
        def __init__(self):
            super().__init__()
            self.pool = nn.Sequential(nn.AdaptiveAvgPool2d(1), cm(2048, 512, 1))
            self.branches = nn.ModuleList([cm(2048, 512, 1)] + [cm(2048, 512, 3, d) for d in (12, 24, 36)])
            self.bottleneck = cm(5 * 512, 512, 3)
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(512, 19, 1))

        def forward(self, x):
            outs = [F.interpolate(self.pool(x), size=x.shape[2:], mode="bilinear", align_corners=False)]
            return self.seg(self.bottleneck(torch.cat(outs + [b(x) for b in self.branches], 1)))

    class Fcn(nn.Module):
        def __init__(self, cin, ch, convs, concat):
            super().__init__()
            self.convs = nn.Sequential(*[cm(cin if i == 0 else ch, ch, 3) for i in range(convs)])
            self.cat = cm(cin + ch, ch, 3) if concat else None
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(ch, 19, 1))

        def forward(self, x):
            y = self.convs(x)
            return self.seg(self.cat(torch.cat([x, y], 1)) if self.cat is not None else y)

    class Psp(nn.Module):  # PSPHead: the PPM (1/2/3/6, 512 each) beside its input, a 3x3 bottleneck
        def __init__(self):
            super().__init__()
            self.ppm = nn.ModuleList([nn.Sequential(nn.AdaptiveAvgPool2d(s), cm(2048, 512, 1)) for s in (1, 2, 3, 6)])
            self.bottleneck = cm(2048 + 4 * 512, 512, 3)
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(512, 19, 1))

        def forward(self, feats):
            x = feats[3]
            outs = [x] + [F.interpolate(p(x), size=x.shape[2:], mode="bilinear", align_corners=False) for p in self.ppm]
            return self.seg(self.bottleneck(torch.cat(outs, 1)))

    def sep(i, o, d=1):  # mmcv DepthwiseSeparableConvModule: depthwise then pointwise ConvModule
        return nn.Sequential(nn.Conv2d(i, i, 3, padding=d, dilation=d, groups=i, bias=False), nn.BatchNorm2d(i),
                             nn.ReLU(inplace=True), cm(i, o, 1))

    class AsppPlus(nn.Module):  # DepthwiseSeparableASPPHead (c1_in 256, c1_channels 48)
        def __init__(self):
            super().__init__()
            self.pool = nn.Sequential(nn.AdaptiveAvgPool2d(1), cm(2048, 512, 1))
            self.branches = nn.ModuleList([cm(2048, 512, 1)] + [sep(2048, 512, d) for d in (12, 24, 36)])
            self.bottleneck = cm(5 * 512, 512, 3)
            self.c1 = cm(256, 48, 1)
            self.sep = nn.Sequential(sep(512 + 48, 512), sep(512, 512))
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(512, 19, 1))

        def forward(self, feats):
            x, low = feats[3], feats[0]
            outs = [F.interpolate(self.pool(x), size=x.shape[2:], mode="bilinear", align_corners=False)]
            y = self.bottleneck(torch.cat(outs + [b(x) for b in self.branches], 1))
            y = F.interpolate(y, size=low.shape[2:], mode="bilinear", align_corners=False)
            return self.seg(self.sep(torch.cat([y, self.c1(low)], 1)))

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            r = getattr(models, f"resnet{depth}")(weights=None, replace_stride_with_dilation=[False, True, True])
            self.stem = nn.Sequential(nn.Conv2d(3, 32, 3, 2, 1, bias=False), nn.BatchNorm2d(32),
                                      nn.ReLU(inplace=True), cm(32, 32, 3), cm(32, 64, 3), nn.MaxPool2d(3, 2, 1))
            self.layers = nn.ModuleList([r.layer1, r.layer2, r.layer3, r.layer4])
            self.decode = {"deeplabv3": Aspp, "pspnet": Psp, "deeplabv3plus": AsppPlus}.get(head, lambda: Fcn(2048, 512, 2, True))()
            self.aux = Fcn(1024, 256, 1, False)

        def forward(self, x):
            y, feats = self.stem(x), []
            for layer in self.layers:
                y = layer(y)
                feats.append(y)
            size = x.shape[2:]
            up = lambda t: F.interpolate(t, size=size, mode="bilinear", align_corners=False)
            decoded = self.decode(feats) if head in ("pspnet", "deeplabv3plus") else self.decode(feats[3])
            return up(decoded), up(self.aux(feats[2]))
    return Net


def c3d(classes=101):
    """mmaction2's C3D (mmaction/models/backbones/c3d.py) with its I3DHead, rebuilt from torch
    modules: ConvModule = Conv3d 3x3x3 with bias + ReLU(inplace), max pools (1,2,2) then (2,2,2),
    the last padded (0,1,1); fc6 / fc7 (8192 -> 4096 -> 4096) with nn.ReLU() and dropout 0.5 after
    fc6; the head's dropout 0.5 and fc_cls."""
    nn = torch.nn

    def cm(i, o):
        return [nn.Conv3d(i, o, 3, padding=1), nn.ReLU(inplace=True)]

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.features = nn.Sequential(
                *cm(3, 64), nn.MaxPool3d((1, 2, 2), (1, 2, 2)), *cm(64, 128), nn.MaxPool3d(2, 2),
                *cm(128, 256), *cm(256, 256), nn.MaxPool3d(2, 2), *cm(256, 512), *cm(512, 512), nn.MaxPool3d(2, 2),
                *cm(512, 512), *cm(512, 512), nn.MaxPool3d(2, 2, padding=(0, 1, 1)))
            self.fc6, self.fc7 = nn.Linear(8192, 4096), nn.Linear(4096, 4096)
            self.relu, self.dropout = nn.ReLU(), nn.Dropout(0.5)
            self.head = nn.Sequential(nn.Dropout(0.5), nn.Linear(4096, classes))

        def forward(self, x):
            y = self.features(x).flatten(1)
            y = self.relu(self.fc7(self.dropout(self.relu(self.fc6(y)))))
            return self.head(y)
    return Net


def upernet(backbone, classes=150):
    """mmsegmentation's UPerNet (upernet_r50, upernet_swin, upernet_convnext configs) rebuilt from
    torch modules (mmseg is not packaged): the backbone's four stage outputs (ResNetV1c with its deep
    stem, not dilated; torchvision's Swin-T / ConvNeXt-T trunk with a LayerNorm on each output, as
    mmseg's swin.py `norm{i}` and mmpretrain's ConvNeXt keep), UPerHead (channels 512: a 1x1
    ConvModule lateral per level but the last, the PPM over the last (pool scales 1/2/3/6, 1x1
    ConvModules, resized back, concatenated with its input, a 3x3 ConvModule), the top-down sums,
    a 3x3 ConvModule per level, every level resized to the first and concatenated, the 3x3
    fpn_bottleneck, Dropout2d(0.1) + 1x1 conv_seg) and the auxiliary FCNHead on the third stage
    (256, one conv). mmseg/models/decode_heads/uper_head.py, psp_head.py; configs/_base_/models/
    upernet_r50.py, upernet_swin.py, upernet_convnext.py."""
    nn, F = torch.nn, torch.nn.functional

    cm = conv_module

    def resize(t, size):
        return F.interpolate(t, size=size, mode="bilinear", align_corners=False)

    class Trunk(nn.Module):
        def __init__(self):
            super().__init__()
            self.swin = backbone == "swin_t"
            if backbone == "r50":
                r = models.resnet50(weights=None)
                self.stem = nn.Sequential(nn.Conv2d(3, 32, 3, 2, 1, bias=False), nn.BatchNorm2d(32),
                                          nn.ReLU(inplace=True), cm(32, 32, 3), cm(32, 64, 3), nn.MaxPool2d(3, 2, 1))
                self.layers = nn.ModuleList([r.layer1, r.layer2, r.layer3, r.layer4])
                self.widths = [256, 512, 1024, 2048]
            else:
                self.trunk = (models.swin_t if self.swin else models.convnext_tiny)(weights=None).features
                self.widths = [96, 192, 384, 768]
                self.norms = nn.ModuleList([nn.LayerNorm(c) if self.swin else Norm2d(c) for c in self.widths])

        def forward(self, x):
            outs = []
            if backbone == "r50":
                y = self.stem(x)
                for layer in self.layers:
                    y = layer(y)
                    outs.append(y)
                return outs
            for k, layer in enumerate(self.trunk):
                x = layer(x)
                if k % 2 == 1:
                    y = self.norms[k // 2](x)
                    outs.append(y.permute(0, 3, 1, 2).contiguous() if self.swin else y)
            return outs

    class Uper(nn.Module):
        def __init__(self, widths, ch=512):
            super().__init__()
            self.ppm = nn.ModuleList([nn.Sequential(nn.AdaptiveAvgPool2d(s), cm(widths[-1], ch, 1)) for s in (1, 2, 3, 6)])
            self.bottleneck = cm(widths[-1] + 4 * ch, ch, 3)
            self.lateral = nn.ModuleList([cm(c, ch, 1) for c in widths[:-1]])
            self.fpn = nn.ModuleList([cm(ch, ch, 3) for _ in widths[:-1]])
            self.fuse = cm(len(widths) * ch, ch, 3)
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(ch, classes, 1))

        def forward(self, feats):
            x = feats[-1]
            psp = [x] + [resize(p(x), x.shape[2:]) for p in self.ppm]
            lat = [l(f) for l, f in zip(self.lateral, feats)] + [self.bottleneck(torch.cat(psp, 1))]
            for i in range(len(lat) - 1, 0, -1):
                lat[i - 1] = lat[i - 1] + resize(lat[i], lat[i - 1].shape[2:])
            outs = [self.fpn[i](lat[i]) for i in range(len(lat) - 1)] + [lat[-1]]
            outs = [outs[0]] + [resize(o, outs[0].shape[2:]) for o in outs[1:]]
            return self.seg(self.fuse(torch.cat(outs, 1)))

    class Aux(nn.Module):
        def __init__(self, cin):
            super().__init__()
            self.conv = cm(cin, 256, 3)
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(256, classes, 1))

        def forward(self, x):
            return self.seg(self.conv(x))

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.backbone = Trunk()
            self.decode = Uper(self.backbone.widths)
            self.aux = Aux(self.backbone.widths[2])

        def forward(self, x):
            feats = self.backbone(x)
            size = x.shape[2:]
            return resize(self.decode(feats), size), resize(self.aux(feats[2]), size)
    return Net


def vit_dense(head, size, classes=150):
    """mmsegmentation's ViT under UPerNet (upernet_vit-b16_mln / upernet_deit-s16: blocks 3, 6, 9
    and 12 as maps, the last through the final LayerNorm, MultiLevelNeck at scales 4, 2, 1, 1/2,
    UPerHead, the auxiliary FCNHead on the fourth map) or Segmenter (segmenter_vit-*_mask: the
    normed last block, SegmenterMaskTransformerHead with two layers), rebuilt from torch modules:
    pre-norm blocks whose attention is nn.MultiheadAttention asked for its weights, as mmcv's
    MultiheadAttention asks. mmseg/models/backbones/vit.py, necks/multilevel_neck.py,
    decode_heads/segmenter_mask_head.py."""
    nn, F = torch.nn, torch.nn.functional
    layers, width, heads = {"t": (12, 192, 3), "s": (12, 384, 6), "b": (12, 768, 12)}[size]

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln1, self.ln2 = nn.LayerNorm(width, eps=1e-6), nn.LayerNorm(width, eps=1e-6)
            self.attn = nn.MultiheadAttention(width, heads, batch_first=True)
            self.mlp = nn.Sequential(nn.Linear(width, 4 * width), nn.GELU(), nn.Linear(4 * width, width))

        def forward(self, x):
            a = self.ln1(x)
            x = x + self.attn(a, a, a)[0]
            return x + self.mlp(self.ln2(x))

    class Vit(nn.Module):
        def __init__(self, grid):
            super().__init__()
            self.embed = nn.Conv2d(3, width, 16, 16)
            self.cls = nn.Parameter(torch.zeros(1, 1, width))
            self.pos = nn.Parameter(torch.zeros(1, grid + 1, width))
            self.blocks = nn.ModuleList([Block() for _ in range(layers)])
            self.norm = nn.LayerNorm(width, eps=1e-6)

        def forward(self, x, out_indices):
            b, _, h, w = x.shape
            y = self.embed(x).flatten(2).transpose(1, 2)
            y = torch.cat([self.cls.expand(b, -1, -1), y], 1) + self.pos
            outs = []
            for i, blk in enumerate(self.blocks):
                y = blk(y)
                if i == len(self.blocks) - 1:
                    y = self.norm(y)
                if i in out_indices:
                    outs.append(y[:, 1:].reshape(b, h // 16, w // 16, width).permute(0, 3, 1, 2).contiguous())
            return outs

    cm = conv_module

    def resize(t, size=None, scale=None):
        return F.interpolate(t, size=size, scale_factor=scale, mode="bilinear", align_corners=False)

    class Uper(nn.Module):
        def __init__(self, ch=512):
            super().__init__()
            self.ppm = nn.ModuleList([nn.Sequential(nn.AdaptiveAvgPool2d(s), cm(width, ch, 1)) for s in (1, 2, 3, 6)])
            self.bottleneck = cm(width + 4 * ch, ch, 3)
            self.lateral = nn.ModuleList([cm(width, ch, 1) for _ in range(3)])
            self.fpn = nn.ModuleList([cm(ch, ch, 3) for _ in range(3)])
            self.fuse = cm(4 * ch, ch, 3)
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(ch, classes, 1))

        def forward(self, feats):
            x = feats[-1]
            psp = [x] + [resize(p(x), x.shape[2:]) for p in self.ppm]
            lat = [l(f) for l, f in zip(self.lateral, feats)] + [self.bottleneck(torch.cat(psp, 1))]
            for i in range(3, 0, -1):
                lat[i - 1] = lat[i - 1] + resize(lat[i], lat[i - 1].shape[2:])
            outs = [self.fpn[i](lat[i]) for i in range(3)] + [lat[-1]]
            outs = [outs[0]] + [resize(o, outs[0].shape[2:]) for o in outs[1:]]
            return self.seg(self.fuse(torch.cat(outs, 1)))

    class Mask(nn.Module):
        def __init__(self):
            super().__init__()
            self.proj = nn.Linear(width, width)
            self.cls = nn.Parameter(torch.randn(1, classes, width))
            self.layers = nn.ModuleList([Block() for _ in range(2)])
            self.norm = nn.LayerNorm(width)
            self.patch_proj = nn.Linear(width, width, bias=False)
            self.classes_proj = nn.Linear(width, width, bias=False)
            self.mask_norm = nn.LayerNorm(classes)

        def forward(self, x):
            b, c, h, w = x.shape
            y = self.proj(x.permute(0, 2, 3, 1).contiguous().view(b, -1, c))
            y = torch.cat([y, self.cls.expand(b, -1, -1)], 1)
            for layer in self.layers:
                y = layer(y)
            y = self.norm(y)
            patches, cls = self.patch_proj(y[:, :-classes]), self.classes_proj(y[:, -classes:])
            masks = F.normalize(patches, dim=2, p=2) @ F.normalize(cls, dim=2, p=2).transpose(1, 2)
            masks = self.mask_norm(masks)
            return masks.permute(0, 2, 1).contiguous().view(b, -1, h, w)

    class Net(nn.Module):
        def __init__(self, hw=512):
            super().__init__()
            self.vit = Vit((hw // 16) ** 2)
            if head == "upernet":
                self.neck_lat = nn.ModuleList([nn.Conv2d(width, width, 1) for _ in range(4)])
                self.neck_conv = nn.ModuleList([nn.Conv2d(width, width, 3, padding=1) for _ in range(4)])
                self.decode = Uper()
                self.aux = nn.Sequential(cm(width, 256, 3), nn.Dropout2d(0.1), nn.Conv2d(256, classes, 1))
            else:
                self.decode = Mask()

        def forward(self, x):
            size = x.shape[2:]
            if head == "upernet":
                maps = self.vit(x, (2, 5, 8, 11))
                maps = [c(resize(l(m), scale=s)) for l, c, m, s in zip(self.neck_lat, self.neck_conv, maps, (4, 2, 1, 0.5))]
                return resize(self.decode(maps), size), resize(self.aux(maps[3]), size)
            maps = self.vit(x, (layers - 1,))
            return (resize(self.decode(maps[0]), size),)
    return Net


def segformer(variant, classes=150):
    """mmsegmentation's SegFormer (segformer_mit-b0/b2 configs) rebuilt from torch modules (mmseg is
    not packaged): MixVisionTransformer (OverlapPatchEmbed: conv 7x7/4 then 3x3/2 + LayerNorm; blocks
    of LayerNorm, EfficientMultiheadAttention = nn.MultiheadAttention(batch_first) over keys from an
    sr x sr stride-sr conv + LayerNorm, MixFFN = 1x1 conv, 3x3 depthwise conv, GELU, 1x1 conv, drop
    path 0.1 linearly; a LayerNorm after each stage) and SegformerHead (a 1x1 ConvModule per stage to
    256, bilinear resize to stage 1, concat, fusing 1x1 ConvModule, Dropout2d(0.1), 1x1 conv_seg).
    mmseg/models/backbones/mit.py, decode_heads/segformer_head.py."""
    nn, F = torch.nn, torch.nn.functional
    widths = [32, 64, 160, 256] if variant == 0 else [64, 128, 320, 512]
    depths = {0: [2, 2, 2, 2], 1: [2, 2, 2, 2], 2: [3, 4, 6, 3]}[variant]
    heads, reduce = [1, 2, 5, 8], [8, 4, 2, 1]
    total = sum(depths)

    class DropPath(nn.Module):
        def __init__(self, p):
            super().__init__()
            self.p = p

        def forward(self, x):
            if not self.training or self.p == 0:
                return x
            keep = 1 - self.p
            mask = x.new_empty((x.shape[0],) + (1,) * (x.dim() - 1)).bernoulli_(keep)
            return x.div(keep) * mask

    class Block(nn.Module):
        def __init__(self, c, h, sr, dp):
            super().__init__()
            self.norm1, self.norm2 = nn.LayerNorm(c, eps=1e-6), nn.LayerNorm(c, eps=1e-6)
            self.attn = nn.MultiheadAttention(c, h, batch_first=True)
            self.sr = nn.Conv2d(c, c, sr, sr) if sr > 1 else None
            self.srnorm = nn.LayerNorm(c) if sr > 1 else None
            self.fc1, self.pe = nn.Conv2d(c, 4 * c, 1), nn.Conv2d(4 * c, 4 * c, 3, 1, 1, groups=4 * c)
            self.fc2 = nn.Conv2d(4 * c, c, 1)
            self.drop = DropPath(dp)

        def forward(self, x, hw):
            b, n, c = x.shape
            a = self.norm1(x)
            kv = a
            if self.sr is not None:
                m = a.transpose(1, 2).reshape(b, c, *hw)
                kv = self.srnorm(self.sr(m).reshape(b, c, -1).transpose(1, 2))
            x = x + self.drop(self.attn(a, kv, kv)[0])
            f = self.norm2(x).transpose(1, 2).reshape(b, c, *hw)
            f = self.fc2(F.gelu(self.pe(self.fc1(f))))
            return x + self.drop(f.flatten(2).transpose(1, 2))

    def cm(i, o):
        return nn.Sequential(nn.Conv2d(i, o, 1, bias=False), nn.BatchNorm2d(o), nn.ReLU(inplace=True))

    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.embeds, self.stages, self.norms = nn.ModuleList(), nn.ModuleList(), nn.ModuleList()
            cin, k = 3, 0
            for s in range(4):
                ks, st = (7, 4) if s == 0 else (3, 2)
                self.embeds.append(nn.ModuleList([nn.Conv2d(cin, widths[s], ks, st, ks // 2), nn.LayerNorm(widths[s])]))
                self.stages.append(nn.ModuleList([Block(widths[s], heads[s], reduce[s], 0.1 * (k + i) / (total - 1))
                                                  for i in range(depths[s])]))
                self.norms.append(nn.LayerNorm(widths[s], eps=1e-6))
                k += depths[s]
                cin = widths[s]
            self.convs = nn.ModuleList([cm(w, 256) for w in widths])
            self.fusion = cm(4 * 256, 256)
            self.seg = nn.Sequential(nn.Dropout2d(0.1), nn.Conv2d(256, classes, 1))

        def forward(self, x):
            outs = []
            for (conv, ln), blocks, norm in zip(self.embeds, self.stages, self.norms):
                x = conv(x)
                hw = x.shape[2:]
                x = ln(x.flatten(2).transpose(1, 2))
                for blk in blocks:
                    x = blk(x, hw)
                x = norm(x).transpose(1, 2).reshape(x.shape[0], -1, *hw)
                outs.append(x)
            size = outs[0].shape[2:]
            ups = [F.interpolate(c(o), size=size, mode="bilinear", align_corners=False) if i else c(o)
                   for i, (c, o) in enumerate(zip(self.convs, outs))]
            return self.seg(self.fusion(torch.cat(ups, 1)))
    return Net


def hierarchical_detector(name, size):
    """mmdetection's Mask R-CNN / RetinaNet on a Swin-T or ConvNeXt-T backbone, rebuilt from
    torchvision modules (mmdet is not packaged): the backbone's stage outputs (strides 4-32), each
    through a LayerNorm of its own (mmdet's swin.py `norm{i}`, mmpretrain ConvNeXt's per-output
    LayerNorm2d), made NCHW for torchvision's FPN and heads; every stage trains (frozen_stages -1);
    RetinaNet takes stages 2-4 (out_indices 1, 2, 3) and P6/P7."""
    from torchvision.models.detection.backbone_utils import BackboneWithFPN  # noqa: F401 (API check)
    from torchvision.ops.feature_pyramid_network import FeaturePyramidNetwork, LastLevelMaxPool, LastLevelP6P7
    nn = torch.nn
    h, w = size
    swin = "swin" in name
    retina = name.startswith("retinanet")
    trunk = (models.swin_t if swin else models.convnext_tiny)(weights=None).features
    widths = [96, 192, 384, 768]
    # swin: features = [embed, stage1, merge, stage2, merge, stage3, merge, stage4]; convnext:
    # [stem, stage1, down, stage2, down, stage3, down, stage4]: stage outputs after 1, 3, 5, 7.
    used = [1, 2, 3] if retina else [0, 1, 2, 3]

    class Body(nn.Module):
        def __init__(self):
            super().__init__()
            self.trunk = trunk
            self.norms = nn.ModuleList([nn.LayerNorm(widths[i]) if swin else Norm2d(widths[i]) for i in used])
            extra = LastLevelP6P7(256, 256) if retina else LastLevelMaxPool()
            self.fpn = FeaturePyramidNetwork([widths[i] for i in used], 256, extra_blocks=extra)
            self.out_channels = 256

        def forward(self, x):
            outs = []
            for k, layer in enumerate(self.trunk):
                x = layer(x)
                if k % 2 == 1 and (k // 2) in used:
                    y = self.norms[used.index(k // 2)](x)
                    outs.append(y.permute(0, 3, 1, 2).contiguous() if swin else y)
            from collections import OrderedDict
            return self.fpn(OrderedDict((str(i), o) for i, o in enumerate(outs)))

    kw = dict(min_size=min(h, w), max_size=max(h, w))
    if retina:
        return detection.RetinaNet(Body(), num_classes=91, **kw)
    return detection.MaskRCNN(Body(), num_classes=91, **kw)


# id, family, builder(size), sizes [(h, w) or (frames, h, w)], batches, bf16 too
CASES = [
    ("resnet18", "classifier", lambda s: classifier("resnet18")(), [(224, 224), (160, 160)], [1, 4], True),
    ("resnet50", "classifier", lambda s: classifier("resnet50")(), [(224, 224), (160, 160)], [1, 4], True),
    ("resnet101", "classifier", lambda s: classifier("resnet101")(), [(224, 224)], [1, 2], False),
    ("resnext50_32x4d", "classifier", lambda s: classifier("resnext50_32x4d")(), [(224, 224)], [1, 2], False),
    ("wide_resnet50_2", "classifier", lambda s: classifier("wide_resnet50_2")(), [(224, 224)], [1], False),
    ("vit_b_16", "classifier", lambda s: models.vit_b_16(weights=None, image_size=s[0]), [(224, 224)], [1, 2], True),
    ("fasterrcnn_resnet50_fpn", "detector", lambda s: detector("fasterrcnn_resnet50_fpn", s)(), [(320, 320), (384, 512)], [1, 2], False),
    ("maskrcnn_resnet50_fpn", "detector", lambda s: detector("maskrcnn_resnet50_fpn", s)(), [(320, 320), (384, 512)], [1], False),
    ("faster_rcnn_r50_fpn_1x_coco", "detector", lambda s: detector("faster_rcnn_r50_fpn_1x_coco", s)(), [(320, 320)], [1], False),
    ("retinanet_r50_fpn_1x_coco", "detector", lambda s: detector("retinanet_r50_fpn_1x_coco", s)(), [(320, 320)], [1], False),
    ("retinanet_resnet50_fpn", "detector", lambda s: detector("retinanet_resnet50_fpn", s)(), [(320, 320), (384, 512)], [1], False),
    ("keypointrcnn_resnet50_fpn", "detector", lambda s: detector("keypointrcnn_resnet50_fpn", s)(), [(320, 320)], [1], False),
    ("fcos_resnet50_fpn", "detector", lambda s: detector("fcos_resnet50_fpn", s)(), [(320, 320), (384, 512)], [1], False),
    # DeepLabV3's image-pooling branch has a BatchNorm over 1x1 maps: training needs 2+ images.
    ("deeplabv3_resnet50", "segmenter", lambda s: segmenter("deeplabv3_resnet50")(), [(192, 192), (256, 320)], [2], False),
    ("fcn_resnet50", "segmenter", lambda s: segmenter("fcn_resnet50")(), [(192, 192)], [1, 2], False),
    ("r3d_18", "video", lambda s: videonet("r3d_18")(), [(8, 112, 112)], [1, 2], True),
    ("r3d_18", "video", lambda s: videonet("r3d_18")(), [(16, 112, 112)], [1], False),
    ("mc3_18", "video", lambda s: videonet("mc3_18")(), [(8, 112, 112)], [1], False),
    ("r2plus1d_18", "video", lambda s: videonet("r2plus1d_18")(), [(8, 112, 112)], [1], False),
    ("deeplabv3_r50-d8_cityscapes", "mmseg", lambda s: mmseg("deeplabv3", 50)(), [(192, 384)], [2], False),
    ("fcn_r50-d8_cityscapes", "mmseg", lambda s: mmseg("fcn", 50)(), [(192, 384)], [2], False),
    ("pspnet_r50-d8_cityscapes", "mmseg", lambda s: mmseg("pspnet", 50)(), [(192, 384)], [2], False),
    ("deeplabv3plus_r50-d8_cityscapes", "mmseg", lambda s: mmseg("deeplabv3plus", 50)(), [(192, 384)], [2], False),
    ("mobilenet_v2", "classifier", lambda s: classifier("mobilenet_v2")(), [(224, 224), (160, 160)], [1, 2], True),
    # Measured, not walked by Headroom yet (swin and convnext are, below).
    ("ssd300_vgg16", "detector", lambda s: detector("ssd300_vgg16", s)(), [(300, 300)], [1], False),
    ("lraspp_mobilenet_v3_large", "segmenter", lambda s: segmenter("lraspp_mobilenet_v3_large")(), [(256, 256)], [2], False),
    ("swin_t", "classifier", lambda s: classifier("swin_t")(), [(224, 224), (256, 256)], [1, 2], False),
    ("swin_s", "classifier", lambda s: classifier("swin_s")(), [(224, 224)], [1], False),
    ("swin_b", "classifier", lambda s: classifier("swin_b")(), [(224, 224)], [1], False),
    ("convnext_tiny", "classifier", lambda s: classifier("convnext_tiny")(), [(224, 224), (256, 256)], [1, 2], False),
    ("convnext_small", "classifier", lambda s: classifier("convnext_small")(), [(224, 224)], [1], False),
    ("convnext_base", "classifier", lambda s: classifier("convnext_base")(), [(224, 224)], [1], False),
    ("segformer_mit-b0_ade20k", "segformer", lambda s: segformer(0)(), [(256, 256)], [1, 2], False),
    ("segformer_mit-b2_ade20k", "segformer", lambda s: segformer(2)(), [(256, 256)], [1], False),
    ("mask_rcnn_swin-t-p4-w7_fpn_coco", "detector", lambda s: hierarchical_detector("mask_rcnn_swin", s), [(320, 320), (384, 512)], [1], False),
    ("retinanet_swin-t-p4-w7_fpn_coco", "detector", lambda s: hierarchical_detector("retinanet_swin", s), [(320, 320)], [1], False),
    ("mask_rcnn_convnext-t-p4-w7_fpn_coco", "detector", lambda s: hierarchical_detector("mask_rcnn_convnext", s), [(320, 320), (384, 512)], [1], False),
    ("vit_b_16", "classifier", lambda s: models.vit_b_16(weights=None, image_size=s[0]), [(384, 384)], [1], False),
    ("c3d_sports1m_16x1x1_ucf101", "video", lambda s: c3d()(), [(16, 112, 112)], [2], False),
    ("upernet_vit-s16_mln_ade20k", "mmseg150", lambda s: vit_dense("upernet", "s")(s[0]), [(256, 256)], [2], False),
    ("segmenter_vit-t_mask_ade20k", "mmseg150", lambda s: vit_dense("segmenter", "t")(s[0]), [(256, 256)], [2], False),
    ("segmenter_vit-b_mask_ade20k", "mmseg150", lambda s: vit_dense("segmenter", "b")(s[0]), [(256, 256)], [1], False),
    ("upernet_r50_ade20k", "mmseg150", lambda s: upernet("r50")(), [(256, 256)], [2], True),
    ("upernet_swin-t_ade20k", "mmseg150", lambda s: upernet("swin_t")(), [(256, 256)], [2], False),
    ("upernet_convnext-t_ade20k", "mmseg150", lambda s: upernet("convnext_tiny")(), [(256, 256), (224, 320)], [2], False),
]

QUICK = [("resnet18", (160, 160), 1, True), ("r3d_18", (8, 112, 112), 1, False)]


def targets_for(family, batch, h, w, gen):
    """Five boxes per image (fixed seed) with masks and labels."""
    out = []
    for _ in range(batch):
        xy = torch.rand(5, 2, generator=gen) * torch.tensor([w * 0.6, h * 0.6])
        wh = 32 + torch.rand(5, 2, generator=gen) * torch.tensor([w * 0.3, h * 0.3])
        boxes = torch.cat([xy, xy + wh], dim=1)
        masks = torch.zeros(5, h, w, dtype=torch.uint8)
        for i, b in enumerate(boxes.round().long()):
            masks[i, b[1]:b[3], b[0]:b[2]] = 1
        out.append({"boxes": boxes, "labels": torch.randint(1, 91, (5,), generator=gen), "masks": masks})
    return out


def run_case(mid, family, build, size, batch, bf16):
    torch.manual_seed(0)
    gen = torch.Generator().manual_seed(0)
    model = build(size)
    model.train()
    params, trainable = counts(model)
    extra = {}
    if family == "video":
        frames, h, w = size
        x = torch.randn(batch, 3, frames, h, w, generator=gen)
        inputs = [x]
        fwd = lambda: model(x).float().sum()
    elif family == "detector":
        h, w = size
        images = [torch.rand(3, h, w, generator=gen) for _ in range(batch)]
        tg = targets_for(family, batch, h, w, gen)
        if mid.startswith("keypointrcnn"):  # persons: label 1, 17 visible keypoints inside each box
            for t in tg:
                t["labels"] = torch.ones_like(t["labels"])
                lo, hi = t["boxes"][:, None, :2], t["boxes"][:, None, 2:]
                xy = lo + torch.rand(len(t["boxes"]), 17, 2, generator=gen) * (hi - lo)
                t["keypoints"] = torch.cat([xy, torch.full((len(t["boxes"]), 17, 1), 2.0)], dim=2)
        inputs = images
        roi = getattr(model, "roi_heads", None)
        if roi is not None:  # record how many RoIs the box and mask heads saw (data-dependent)
            orig = roi.select_training_samples

            def select(proposals, targets, _orig=orig):
                res = _orig(proposals, targets)
                extra["box_rois"] = int(sum(len(p) for p in res[0]))
                extra["positive_rois"] = int(sum(int((l > 0).sum()) for l in res[2]))
                return res
            roi.select_training_samples = select
        fwd = lambda: sum(model(images, tg).values())
    elif family == "segmenter":
        h, w = size
        x = torch.randn(batch, 3, h, w, generator=gen)
        inputs = [x]
        y = torch.randint(0, 21, (batch, h, w), generator=gen)
        fwd = lambda: torch.nn.functional.cross_entropy(model(x)["out"].float(), y)
    elif family == "segformer":  # logits at a quarter of the side, resized to the labels
        h, w = size
        x = torch.randn(batch, 3, h, w, generator=gen)
        inputs = [x]
        y = torch.randint(0, 150, (batch, h, w), generator=gen)
        up = lambda t: torch.nn.functional.interpolate(t, size=(h, w), mode="bilinear", align_corners=False)
        fwd = lambda: torch.nn.functional.cross_entropy(up(model(x)).float(), y, ignore_index=255)
    elif family in ("mmseg", "mmseg150"):  # the decode head's loss + 0.4 x the auxiliary head's, ignore_index 255
        h, w = size
        x = torch.randn(batch, 3, h, w, generator=gen)
        inputs = [x]
        y = torch.randint(0, 19 if family == "mmseg" else 150, (batch, h, w), generator=gen)
        ce = lambda t: torch.nn.functional.cross_entropy(t.float(), y, ignore_index=255)
        fwd = lambda: (lambda o: ce(o[0]) + (0.4 * ce(o[1]) if len(o) > 1 else 0))(model(x))
    else:
        h, w = size
        x = torch.randn(batch, 3, h, w, generator=gen)
        inputs = [x]
        y = torch.randint(0, 1000, (batch,), generator=gen)
        fwd = lambda: torch.nn.functional.cross_entropy(model(x).float(), y)
    rows = []
    for precision in (["fp32", "bf16-mixed"] if bf16 else ["fp32"]):
        saved, casts = measure(model, inputs, fwd, autocast=precision != "fp32")
        row = {"model": mid, "family": family, "precision": precision, "batch": batch,
               "params": params, "trainable_params": trainable, "saved_bytes": saved}
        if family == "video":
            row.update(frames=size[0], height=size[1], width=size[2])
        else:
            row.update(height=size[0], width=size[1])
        if casts:
            row["param_cast_bytes"] = casts
        row.update(extra)
        rows.append(row)
    return rows


KEY = ("model", "precision", "batch", "frames", "height", "width")


def emit(rows, stream):
    latest = {}
    for r in rows:  # a case measured again replaces the older figure
        latest[tuple(r.get(k) for k in KEY)] = r
    rows = list(latest.values())
    stream.write("# Bytes torchvision models save for backward, measured on the CPU by\n"
                 "# scripts/measure-activations.py (saved_tensors_hooks, one count per storage;\n"
                 "# parameters, buffers, the input batch and autocast's parameter copies excluded).\n"
                 "# Detectors: ResNet-50 with FrozenBatchNorm (names ending in _coco: BatchNorm in eval mode, as\n"
                 "# mmdetection keeps it), stem and res2 frozen (trainable layers 3),\n"
                 "# resize fixed to the input, five boxes per image; box_rois / positive_rois are the\n"
                 "# RoIs the box and mask heads saw. family mmseg: mmsegmentation's R-50-D8 configs rebuilt\n"
                 "# from torch modules (see mmseg()); *_swin-t-*/*_convnext-t-* detectors: torchvision's heads on the\n"
                 "# Swin-T / ConvNeXt-T stage outputs with mmdet's per-output LayerNorms (see hierarchical_detector()).\n"
                 "# Regenerate: see the script's docstring.\n")
    stream.write(f"torch: \"{torch.__version__}\"\ntorchvision: \"{torchvision.__version__}\"\ncases:\n")
    for r in rows:
        stream.write("  - {" + ", ".join(f"{k}: {v}" for k, v in r.items()) + "}\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out")
    ap.add_argument("--quick", action="store_true", help="a small subset (the CTest)")
    ap.add_argument("--check", help="compare with this committed file instead of writing")
    ap.add_argument("--only", help="comma-separated model ids")
    ap.add_argument("--resume", action="store_true",
                    help="keep the cases already in --out and measure only the missing ones")
    args = ap.parse_args()
    torch.set_num_threads(1)
    by_id = {c[0]: c for c in reversed(CASES)}  # the first entry of an id
    plan = []
    if args.quick:
        for mid, size, batch, bf16 in QUICK:
            c = by_id[mid]
            plan.append((mid, c[1], c[2], size, batch, bf16))
    else:
        only = set(args.only.split(",")) if args.only else None
        for mid, family, build, sizes, batches, bf16 in CASES:
            if only and mid not in only:
                continue
            for size in sizes:
                for batch in batches:
                    plan.append((mid, family, build, size, batch, bf16))
        # Every model's first case before any model's second: a run cut short still covers them.
        firsts = {}
        for p in plan:
            firsts.setdefault(p[0], p)
        plan = list(firsts.values()) + [p for p in plan if p is not firsts[p[0]]]
    rows = []
    if args.resume and args.out:
        import os
        import yaml
        if os.path.exists(args.out):
            with open(args.out) as f:
                rows = (yaml.safe_load(f) or {}).get("cases") or []

    def done(p):
        mid, _, _, size, batch, _ = p
        shape = dict(zip(("frames", "height", "width") if len(size) == 3 else ("height", "width"), size))
        precisions = ["fp32", "bf16-mixed"] if p[5] else ["fp32"]
        return all(any(r["model"] == mid and r["batch"] == batch and r["precision"] == q and
                       all(r.get(k) == v for k, v in shape.items()) for r in rows) for q in precisions)
    for p in plan:
        if args.resume and done(p):
            continue
        try:
            new = run_case(*p)
        except Exception as e:  # a case PyTorch refuses is reported, the others still run
            print(f"{p[0]} {p[3]} b{p[4]}: {e}", file=sys.stderr, flush=True)
            continue
        rows += new
        for r in new:
            print(r, file=sys.stderr, flush=True)
        if args.out and not args.check:
            with open(args.out, "w") as f:  # after every case: a long run keeps what it measured
                emit(rows, f)
    if args.check:
        import yaml
        with open(args.check) as f:
            ref = yaml.safe_load(f)["cases"]
        bad = 0
        for r in rows:
            match = [c for c in ref if all(c.get(k) == r.get(k) for k in KEY)]
            if not match:
                print(f"no committed figure for {r}")
                bad += 1
                continue
            err = abs(r["saved_bytes"] - match[0]["saved_bytes"]) / match[0]["saved_bytes"]
            print(f"{r['model']} {r.get('frames', '')} {r['height']}x{r['width']} b{r['batch']} {r['precision']}: "
                  f"{r['saved_bytes']} vs {match[0]['saved_bytes']} ({err * 100:.2f} %)")
            bad += err > 0.01
        sys.exit(1 if bad else 0)
    if args.out:
        with open(args.out, "w") as f:
            emit(rows, f)
    else:
        emit(rows, sys.stdout)


if __name__ == "__main__":
    main()
