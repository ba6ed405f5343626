#!/usr/bin/python3
"""A whole training step measured on the CPU with torch.profiler's memory records: the bytes
autograd saves (saved_tensors_hooks, one count per storage) against the step's peak above the
resident state (weights, buffers, gradients and momentum exist before the step, as in a loop
that zeroes without freeing), the forward pass's own peak and the op running at the step's peak.

    /usr/bin/python3 scripts/step-peak.py faster-rcnn [images] [boxes per image]
    /usr/bin/python3 scripts/step-peak.py deeplabv3-mmseg [height] [width]

faster-rcnn: torchvision's Faster R-CNN R-50-FPN at 800x1333 (padded 800x1344), 2 images, the
backbone FrozenBatchNorm with the stem and res2 frozen (detectron2's FREEZE_AT 2, torchvision's
trainable_backbone_layers 3); about 30 minutes on a shared 2-core machine. deeplabv3-mmseg:
mmsegmentation's DeepLabV3 R-50-D8 as scripts/measure-activations.py rebuilds it (decode and
auxiliary losses), 2 crops of 256x512 by default; about 5 minutes.
"""

import importlib.util
import pathlib
import sys

import torch
from torch.profiler import ProfilerActivity, profile
from torchvision import models
from torchvision.models import detection
from torchvision.models.detection.backbone_utils import _resnet_fpn_extractor
from torchvision.ops import misc as misc_ops

H, W = 800, 1333
M = 2 ** 20


def faster_rcnn(images_n, boxes_n):
    """The model, its step, its inputs (skipped in the saved count) and its forward pass."""
    gen = torch.Generator().manual_seed(0)
    backbone = models.resnet50(weights=None, norm_layer=misc_ops.FrozenBatchNorm2d)
    model = detection.FasterRCNN(_resnet_fpn_extractor(backbone, 3), num_classes=91, min_size=H, max_size=W).train()
    images = [torch.rand(3, H, W, generator=gen) for _ in range(images_n)]
    targets = []
    for _ in range(images_n):
        xy = torch.rand(boxes_n, 2, generator=gen) * torch.tensor([W * 0.6, H * 0.6])
        wh = 16 + torch.rand(boxes_n, 2, generator=gen) * torch.tensor([W * 0.3, H * 0.3])
        targets.append({"boxes": torch.cat([xy, xy + wh], 1), "labels": torch.randint(1, 91, (boxes_n,), generator=gen)})
    label = f"Faster R-CNN R-50-FPN {H}x{W}, {images_n} images, {boxes_n} boxes each"
    return model, images, lambda: sum(model(images, targets).values()), label


def deeplabv3_mmseg(height, width):
    spec = importlib.util.spec_from_file_location("measure_activations", pathlib.Path(__file__).with_name("measure-activations.py"))
    measure = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(measure)
    model = measure.mmseg("deeplabv3", 50)().train()
    gen = torch.Generator().manual_seed(0)
    x = torch.randn(2, 3, height, width, generator=gen)
    y = torch.randint(0, 19, (2, height, width), generator=gen)
    ce = torch.nn.functional.cross_entropy

    def forward():
        decode, aux = model(x)
        return ce(decode, y, ignore_index=255) + 0.4 * ce(aux, y, ignore_index=255)
    return model, [x], forward, f"mmseg DeepLabV3 R-50-D8 {height}x{width}, 2 crops"


def sgd_step(model, forward):
    """One SGD-momentum step that zeroes the gradients in place between forward and backward
    (detectron2's SimpleTrainer, mmcv's OptimizerHook, PyTorch < 2.0's zero_grad)."""
    opt = torch.optim.SGD([p for p in model.parameters() if p.requires_grad], lr=0.01, momentum=0.9)

    def step():
        loss = forward()
        opt.zero_grad(set_to_none=False)
        loss.backward()
        opt.step()
    return step


def saved_tracker(model, inputs):
    """A saved_tensors_hooks pack function that sums the bytes autograd saves once per storage,
    skipping parameters, buffers and the inputs; it keeps every tensor (no address reuse)."""
    skip = {p.data_ptr() for p in list(model.parameters()) + list(model.buffers())} | {x.data_ptr() for x in inputs}
    seen, kept = {}, []

    def pack(t):
        kept.append(t)
        s = t.storage()
        if s.data_ptr() not in skip and s.data_ptr() != 0:
            seen[s.data_ptr()] = s.size() * t.element_size()
        return t
    return seen, kept, pack


def main():
    which = sys.argv[1] if len(sys.argv) > 1 else "faster-rcnn"
    args = [int(a) for a in sys.argv[2:]]
    torch.manual_seed(0)
    if which == "faster-rcnn":
        model, inputs, forward, label = faster_rcnn(*(args or [2, 7]))
    else:
        model, inputs, forward, label = deeplabv3_mmseg(*(args or [256, 512]))
    step = sgd_step(model, forward)
    step()  # gradients and momentum exist from here on
    seen, kept, pack = saved_tracker(model, inputs)
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        loss = forward()
    saved = sum(seen.values())
    del loss, kept
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    events = p.profiler.kineto_results.events()
    memory = sorted([k for k in events if k.name() == "[memory]"], key=lambda k: k.start_us())
    ops = [k for k in events if k.name() != "[memory]"]
    backward_start = min(k.start_us() for k in ops if "Backward" in k.name())
    live = peak = forward_peak = 0
    at = 0
    for k in memory:
        live += k.nbytes()
        if live > peak:
            peak, at = live, k.start_us()
        if k.start_us() <= backward_start:
            forward_peak = max(forward_peak, live)
    running = sorted([k for k in ops if k.start_us() <= at <= k.start_us() + k.duration_us()], key=lambda k: -k.duration_us())
    print(f"torch {torch.__version__}; {label}")
    print(f"saved for backward            {saved / M:7.0f} MiB")
    print(f"forward pass peak             {forward_peak / M:7.0f} MiB")
    print(f"step peak                     {peak / M:7.0f} MiB (peak - saved {(peak - saved) / M:.0f} MiB)")
    print(f"running at the peak: {[k.name() for k in running[:3]]}")


if __name__ == "__main__":
    main()
