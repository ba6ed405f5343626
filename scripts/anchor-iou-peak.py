#!/usr/bin/python3
"""The anchor assignment's IoU temporaries per (ground-truth box, anchor) pair, measured with
torch.profiler's memory records on the CPU (Debian's python3-torch): detectron2's pairwise_iou
(structures/boxes.py), torchvision's box_iou (ops/boxes.py) and mmdetection's bbox_overlaps
(core/bbox/iou_calculators/iou2d_calculator.py, is_aligned=False, mode 'iou'), the first and
last copied here as they are written (neither library is packaged). 93 boxes (the fullest COCO
train2017 image) against the 268,569 anchors of an 800x1344 image (3 per location on P2-P6).
Headroom's coefficients: detection_iou_bytes_per_pair (36), ..._detectron2 (24).

    /usr/bin/python3 scripts/anchor-iou-peak.py
"""

import importlib.util
import pathlib

import torch
from torchvision.ops import box_iou

# the profiler-based peak of scripts/loss-path-peak.py
_spec = importlib.util.spec_from_file_location("loss_path_peak", pathlib.Path(__file__).with_name("loss-path-peak.py"))
_loss_path = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_loss_path)
peak_bytes = _loss_path.peak_bytes

G, A = 93, 268569


def d2_pairwise_iou(b1, b2):
    """detectron2 pairwise_intersection + pairwise_iou."""
    area1 = (b1[:, 2] - b1[:, 0]) * (b1[:, 3] - b1[:, 1])
    area2 = (b2[:, 2] - b2[:, 0]) * (b2[:, 3] - b2[:, 1])
    width_height = torch.min(b1[:, None, 2:], b2[:, 2:]) - torch.max(b1[:, None, :2], b2[:, :2])
    width_height.clamp_(min=0)
    inter = width_height.prod(dim=2)
    del width_height
    return torch.where(inter > 0, inter / (area1[:, None] + area2 - inter), torch.zeros(1, dtype=inter.dtype))


def mmdet_bbox_overlaps(b1, b2, eps=1e-6):
    """mmdetection 2.x bbox_overlaps, the non-aligned IoU path."""
    area1 = (b1[..., 2] - b1[..., 0]) * (b1[..., 3] - b1[..., 1])
    area2 = (b2[..., 2] - b2[..., 0]) * (b2[..., 3] - b2[..., 1])
    lt = torch.max(b1[..., :, None, :2], b2[..., None, :, :2])
    rb = torch.min(b1[..., :, None, 2:], b2[..., None, :, 2:])
    wh = (rb - lt).clamp(min=0)
    overlap = wh[..., 0] * wh[..., 1]
    union = area1[..., None] + area2[..., None, :] - overlap
    union = torch.max(union, union.new_tensor([eps]))
    return overlap / union


def main():
    torch.manual_seed(0)
    g = torch.rand(G, 2) * 600
    gt = torch.cat([g, g + 50 + torch.rand(G, 2) * 300], 1)
    a = torch.rand(A, 2) * 1300
    anchors = torch.cat([a, a + 32 + torch.rand(A, 2) * 200], 1)
    print(f"torch {torch.__version__}; {G} GT boxes x {A:,} anchors = {G * A:,} pairs")
    for name, f in (("detectron2 pairwise_iou", d2_pairwise_iou), ("torchvision box_iou", box_iou),
                    ("mmdet bbox_overlaps", mmdet_bbox_overlaps)):
        b = peak_bytes(lambda: f(gt, anchors))
        print(f"{name:26s} peak {b:>12,} B = {b / (G * A):5.2f} B per pair")


if __name__ == "__main__":
    main()
