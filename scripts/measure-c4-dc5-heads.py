#!/usr/bin/env python3
"""Saved-for-backward bytes of the C4 and DC5 detector heads, per RoI, on the CPU.

torchvision has no C4 or DC5 detector, so the heads are rebuilt from torchvision's pieces as
detectron2 builds them (Res5ROIHeads; FastRCNNConvFCHead on a dilated res5): res5 = torchvision
ResNet-50's layer4 with FrozenBatchNorm2d run on 14x14 RoI features of res4 (1024 channels),
a mean over 7x7, the class (91) and box (4 x 91) predictors; and fc6 (2048 x 7 x 7 -> 1024),
fc7, the predictors. The RoI features are produced by an op from a leaf, so the bytes the
first conv keeps of them are counted, as the walk counts them (core/visionacts.cpp,
res5Heads / boxHead); tests/core/tst_visionacts.cpp (c4AndDc5Heads) works the same figures
by hand. Usage: /usr/bin/python3 scripts/measure-c4-dc5-heads.py
"""
import importlib.util
import os
import sys

try:
    import torch
    import torchvision
    from torchvision.ops.misc import FrozenBatchNorm2d
except ImportError:  # pragma: no cover
    print("measure-c4-dc5-heads: torch/torchvision not installed, skipping")
    sys.exit(77)

spec = importlib.util.spec_from_file_location(
    "measure_activations", os.path.join(os.path.dirname(__file__), "measure-activations.py"))
ma = importlib.util.module_from_spec(spec)
spec.loader.exec_module(ma)

ROIS = 32
CLASSES = 91


def c4_head():
    res5 = torchvision.models.resnet50(weights=None, norm_layer=FrozenBatchNorm2d).layer4
    cls = torch.nn.Linear(2048, CLASSES)
    box = torch.nn.Linear(2048, 4 * CLASSES)
    model = torch.nn.ModuleList([res5, cls, box])
    leaf = torch.randn(ROIS, 1024, 14, 14, requires_grad=True)
    target = torch.randint(0, CLASSES, (ROIS,))

    def forward():
        x = leaf * 1.0  # the RoIAlign output: a tensor of its own that needs a gradient
        y = res5(x).mean(dim=[2, 3])
        loss = torch.nn.functional.cross_entropy(cls(y), target) + box(y).sum()
        return loss

    return model, forward


def dc5_box_head():
    fc6, fc7 = torch.nn.Linear(2048 * 7 * 7, 1024), torch.nn.Linear(1024, 1024)
    cls, box = torch.nn.Linear(1024, CLASSES), torch.nn.Linear(1024, 4 * CLASSES)
    model = torch.nn.ModuleList([fc6, fc7, cls, box])
    leaf = torch.randn(ROIS, 2048, 7, 7, requires_grad=True)
    target = torch.randint(0, CLASSES, (ROIS,))

    def forward():
        x = (leaf * 1.0).flatten(1)
        f = torch.relu(fc7(torch.relu(fc6(x))))
        return torch.nn.functional.cross_entropy(cls(f), target) + box(f).sum()

    return model, forward


def main():
    print(f"torch {torch.__version__}, torchvision {torchvision.__version__}; {ROIS} RoIs, fp32, CPU")
    for name, build in (("C4 res5 head + predictors", c4_head), ("DC5 box head (fc6, fc7, predictors)", dc5_box_head)):
        model, forward = build()
        saved, _ = ma.measure(model, [], forward)
        loss = ROIS * CLASSES * 4 + ROIS * 8  # log_softmax's fp32 result, nll_loss's int64 target
        print(f"{name:38s} {(saved - loss) / ROIS:12,.0f} B per RoI (+ loss {loss / ROIS:,.0f} B per RoI)")


if __name__ == "__main__":
    main()
