#!/usr/bin/python3
"""The backward pass's own peak over the saved activations, measured on the CPU for several
torchvision models, to test whether a single rule ("peak - saved = k x the largest saved
tensor") holds for convolutional networks (docs/accuracy.md, "The backward pass's transient").

For each case: one SGD-momentum step first (gradients and momentum exist, zeroed in place as
detectron2 / mmcv do), then the bytes autograd saves (saved_tensors_hooks, once per storage,
parameters, buffers and inputs skipped), then a profiled step (torch.profiler memory records).
Two peaks above the resident state:
  raw        the highest point of the allocation curve, whatever op is running;
  boundary   the highest point sampled only when an op directly under an autograd node (or
             under the forward pass's top level) has just returned: its outputs (grad_input,
             grad_weight) are counted, its own scratch (mkldnn's reordered copies of weights
             and grads, im2col buffers - CPU-only) is not. This is the figure comparable with a
             CUDA run before the cuDNN workspace, which no source sizes.
The largest saved storage is reported beside them with the ratios, and "conv rule": the largest
(grad_output + grad_input) of a Conv2d's backward minus the bytes saved by the ops after it,
which a per-convolution walk could compute. Also where the boundary peak is. Figures and
conclusions: docs/accuracy.md, "The backward pass's transient".

    /usr/bin/python3 scripts/backward-peak.py [case ...]    # default: all; 15-20 minutes
"""

import importlib.util
import pathlib
import sys

import torch
from torch.profiler import ProfilerActivity, profile
from torchvision import models
from torchvision.models import detection, segmentation

M = 2 ** 20
_SPEC = importlib.util.spec_from_file_location("step_peak", pathlib.Path(__file__).with_name("step-peak.py"))
STEP_PEAK = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(STEP_PEAK)  # its one-step loop and saved-bytes hook
CE = torch.nn.functional.cross_entropy


def classifier(name, batch, size):
    def build(gen):
        model = getattr(models, name)(weights=None).train()
        x = torch.randn(batch, 3, size, size, generator=gen)
        y = torch.randint(0, 1000, (batch,), generator=gen)
        return model, [x], lambda: CE(model(x), y)
    return f"{name} b{batch} {size}x{size}", build


def segmenter(name, batch, h, w):
    def build(gen):
        model = getattr(segmentation, name)(weights=None, weights_backbone=None, num_classes=21, aux_loss=True).train()
        x = torch.randn(batch, 3, h, w, generator=gen)
        y = torch.randint(0, 21, (batch, h, w), generator=gen)

        def forward():
            out = model(x)
            return CE(out["out"], y) + 0.5 * CE(out["aux"], y)
        return model, [x], forward
    return f"{name} b{batch} {h}x{w}", build


def mmseg_deeplabv3(batch, h, w, depth=50):
    def build(gen):
        spec = importlib.util.spec_from_file_location("measure_activations", pathlib.Path(__file__).with_name("measure-activations.py"))
        measure = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(measure)
        model = measure.mmseg("deeplabv3", depth)().train()
        x = torch.randn(batch, 3, h, w, generator=gen)
        y = torch.randint(0, 19, (batch, h, w), generator=gen)

        def forward():
            decode, aux = model(x)
            return CE(decode, y) + 0.4 * CE(aux, y)
        return model, [x], forward
    return f"mmseg deeplabv3 R-{depth}-D8 b{batch} {h}x{w}", build


def faster_rcnn(images_n, h, w):
    def build(gen):
        from torchvision.models.detection.backbone_utils import _resnet_fpn_extractor
        from torchvision.ops import misc as misc_ops
        backbone = models.resnet50(weights=None, norm_layer=misc_ops.FrozenBatchNorm2d)
        model = detection.FasterRCNN(_resnet_fpn_extractor(backbone, 3), num_classes=91, min_size=h, max_size=w).train()
        images = [torch.rand(3, h, w, generator=gen) for _ in range(images_n)]
        targets = []
        for _ in range(images_n):
            xy = torch.rand(7, 2, generator=gen) * torch.tensor([w * 0.6, h * 0.6])
            wh = 16 + torch.rand(7, 2, generator=gen) * torch.tensor([w * 0.3, h * 0.3])
            targets.append({"boxes": torch.cat([xy, xy + wh], 1), "labels": torch.randint(1, 91, (7,), generator=gen)})
        return model, images, lambda: sum(model(images, targets).values())
    return f"fasterrcnn_resnet50_fpn {images_n} images {h}x{w}", build


CASES = {
    "resnet50-b2-224": classifier("resnet50", 2, 224),
    "resnet50-b8-224": classifier("resnet50", 8, 224),
    "resnet50-b2-448": classifier("resnet50", 2, 448),
    "resnet18-b4-224": classifier("resnet18", 4, 224),
    "fcn-b2-256": segmenter("fcn_resnet50", 2, 256, 256),
    "deeplabv3-b2-256": segmenter("deeplabv3_resnet50", 2, 256, 256),
    "mmseg-deeplabv3-b2-128x256": mmseg_deeplabv3(2, 128, 256),
    "mmseg-deeplabv3-r101-b2-128x256": mmseg_deeplabv3(2, 128, 256, 101),
    "fasterrcnn-2x400x667": faster_rcnn(2, 400, 667),
    "vit_b_16-b2-224": classifier("vit_b_16", 2, 224),
}


def direct_children(ops):
    """Ops directly under an autograd node or at the top level: their end is a boundary."""
    ops = sorted(ops, key=lambda k: (k.start_us(), -k.duration_us()))
    stack, ends = [], []
    for k in ops:
        s, e = k.start_us(), k.start_us() + k.duration_us()
        while stack and stack[-1][1] < e:
            stack.pop()
        parent = stack[-1][0] if stack else None
        if parent is None or "Backward" in parent.name() or parent.name().startswith("autograd::engine"):
            ends.append(e)
        stack.append((k, e))
    return ends


def run(label, build):
    gen = torch.Generator().manual_seed(0)
    torch.manual_seed(0)
    model, inputs, forward = build(gen)
    step = STEP_PEAK.sgd_step(model, forward)
    step()
    seen, kept, pack = STEP_PEAK.saved_tracker(model, inputs)
    convs = []

    def conv_hook(module, args, out):
        # after the conv has saved its input: saved so far, the bytes of its input and output
        x = args[0]
        convs.append((sum(seen.values()), x.numel() * x.element_size() if x.requires_grad else 0,
                      out.numel() * out.element_size()))

    hooks = [m.register_forward_hook(conv_hook) for m in model.modules() if isinstance(m, torch.nn.Conv2d)]
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        loss = forward()
    for h in hooks:
        h.remove()
    saved, largest = sum(seen.values()), max(seen.values())
    # The walk's rule: a convolution's backward holds grad_output and grad_input while every
    # tensor saved up to it is still alive; the ops after it have freed theirs.
    rule = max([0] + [i + o - (saved - at) for at, i, o in convs])
    del loss, kept
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    events = p.profiler.kineto_results.events()
    memory = sorted([k for k in events if k.name() == "[memory]"], key=lambda k: k.start_us())
    ops = [k for k in events if k.name() != "[memory]" and k.duration_us() > 0]
    ends = sorted(direct_children(ops))
    backward_start = min(k.start_us() for k in ops if "Backward" in k.name())
    live = raw = boundary = 0
    j, at = 0, 0
    for k in memory:
        while j < len(ends) and ends[j] < k.start_us():
            if live > boundary:
                boundary, at = live, ends[j]
            j += 1
        live += k.nbytes()
        raw = max(raw, live)
    r, b = raw - saved, boundary - saved
    ended = [k.name() for k in ops if k.start_us() + k.duration_us() == at]
    where = "backward" if at >= backward_start else "forward"
    print(f"{label:40s} saved {saved / M:7.0f}  largest {largest / M:6.1f}  raw-saved {r / M:6.0f} ({r / largest:4.2f}x)"
          f"  boundary-saved {b / M:6.0f} ({b / largest:4.2f}x)  conv rule {rule / M:6.0f} MiB"
          f"; boundary peak in the {where} pass after {ended[:2]}", flush=True)


def main():
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads")
    for name in sys.argv[1:] or CASES:
        run(*CASES[name])


if __name__ == "__main__":
    main()
