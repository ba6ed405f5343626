#!/usr/bin/python3
"""Peak bytes per (ground-truth box, anchor point) pair of a batched task-aligned assignment
(TOOD's, as YOLOv8 / YOLO11 / YOLOv6 and MMYOLO's BatchTaskAlignedAssigner run it), measured on
the CPU with torch.profiler's memory events. The assignment runs under no_grad on the whole micro
batch at once, over tensors shaped (batch, most GT boxes of any image in the batch, anchor
points): the centre-in-box test (the four distances of every pair), the predicted score of each
pair's class, the IoU of the pairs inside a box, the alignment metric s^alpha * u^beta, the top-k
candidates per box, the highest-overlap choice for anchors claimed twice and the normalised
targets. The steps below rebuild that layout (ultralytics/utils/tal.py TaskAlignedAssigner:
select_candidates_in_gts, get_box_metrics, select_topk_candidates, select_highest_overlaps,
get_targets); the live bytes from the call on are followed and the peak divided by
batch x boxes x anchors. Ground truth for resources/coefficients.yaml
detection_tal_bytes_per_pair:

    /usr/bin/python3 scripts/tal-assigner-peak.py
"""
import torch
from torch.profiler import ProfilerActivity, profile


def peak(step):
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    events = sorted((k for k in p.profiler.kineto_results.events() if k.name() == "[memory]"), key=lambda k: k.start_us())
    live = top = 0
    for k in events:
        live += k.nbytes()
        top = max(top, live)
    return top


def ciou(a, b, eps=1e-7):
    # complete IoU of boxes (x1, y1, x2, y2), elementwise over the rows
    (ax1, ay1, ax2, ay2), (bx1, by1, bx2, by2) = a.chunk(4, -1), b.chunk(4, -1)
    wa, ha, wb, hb = ax2 - ax1, ay2 - ay1 + eps, bx2 - bx1, by2 - by1 + eps
    inter = (torch.min(ax2, bx2) - torch.max(ax1, bx1)).clamp(0) * (torch.min(ay2, by2) - torch.max(ay1, by1)).clamp(0)
    union = wa * ha + wb * hb - inter + eps
    iou = inter / union
    cw = torch.max(ax2, bx2) - torch.min(ax1, bx1)
    ch = torch.max(ay2, by2) - torch.min(ay1, by1)
    c2 = cw ** 2 + ch ** 2 + eps
    rho2 = ((bx1 + bx2 - ax1 - ax2) ** 2 + (by1 + by2 - ay1 - ay2) ** 2) / 4
    v = (4 / torch.pi ** 2) * (torch.atan(wb / hb) - torch.atan(wa / ha)).pow(2)
    alpha = v / (v - iou + (1 + eps))
    return iou - (rho2 / c2 + v * alpha)


@torch.no_grad()
def assign(scores, boxes, points, labels, gts, valid, topk=10, a=0.5, b=6.0, eps=1e-9):
    bs, n = gts.shape[:2]
    na = points.shape[0]
    # centre-in-box: the four distances of every (box, point) pair, their minimum > 0
    lt, rb = gts.view(-1, 1, 4).chunk(2, 2)
    deltas = torch.cat((points[None] - lt, rb - points[None]), dim=2).view(bs, n, na, -1)
    inside = deltas.amin(3).gt_(eps)
    del deltas, lt, rb
    # each pair's predicted score for the box's class, and the IoU where the point is inside
    pair = (inside * valid).bool()
    overlaps = torch.zeros([bs, n, na], dtype=boxes.dtype)
    pair_scores = torch.zeros([bs, n, na], dtype=scores.dtype)
    idx = torch.zeros([2, bs, n], dtype=torch.long)
    idx[0] = torch.arange(bs).view(-1, 1).expand(-1, n)
    idx[1] = labels.squeeze(-1)
    pair_scores[pair] = scores[idx[0], :, idx[1]][pair]
    pd = boxes.unsqueeze(1).expand(-1, n, -1, -1)[pair]
    gt = gts.unsqueeze(2).expand(-1, -1, na, -1)[pair]
    overlaps[pair] = ciou(gt, pd).squeeze(-1).clamp_(0)
    del pd, gt
    metric = pair_scores.pow(a) * overlaps.pow(b)
    # the top-k points of each box by the metric
    top_idx = torch.topk(metric, topk, dim=-1, largest=True)[1]
    top_idx.masked_fill_(~valid.expand(-1, -1, topk), 0)
    count = torch.zeros(metric.shape, dtype=torch.int8)
    ones = torch.ones_like(top_idx[:, :, :1], dtype=torch.int8)
    for k in range(topk):
        count.scatter_add_(-1, top_idx[:, :, k:k + 1], ones)
    count.masked_fill_(count > 1, 0)
    positive = count.to(metric.dtype) * inside * valid
    del count
    # a point claimed by several boxes goes to the one it overlaps most
    fg = positive.sum(-2)
    if fg.max() > 1:
        several = (fg.unsqueeze(1) > 1).expand(-1, n, -1)
        best = overlaps.argmax(1)
        is_best = torch.zeros(positive.shape, dtype=positive.dtype)
        is_best.scatter_(1, best.unsqueeze(1), 1)
        positive = torch.where(several, is_best, positive).float()
        fg = positive.sum(-2)
    target_gt = positive.argmax(-2)
    # targets: labels, boxes and the normalised alignment as the soft score
    flat = target_gt + (torch.arange(bs)[..., None] * n)
    t_labels = labels.long().flatten()[flat].clamp_(0)
    t_boxes = gts.view(-1, gts.shape[-1])[flat]
    t_scores = torch.nn.functional.one_hot(t_labels, scores.shape[-1])
    t_scores = torch.where(fg[:, :, None] > 0, t_scores, 0)
    metric *= positive
    pos_metric = metric.amax(dim=-1, keepdim=True)
    pos_overlap = (overlaps * positive).amax(dim=-1, keepdim=True)
    norm = (metric * pos_overlap / (pos_metric + eps)).amax(-2).unsqueeze(-1)
    return t_labels, t_boxes, t_scores * norm, fg.bool(), target_gt


def case(bs, n, size, classes=80, seed=0):
    g = torch.Generator().manual_seed(seed)
    points = torch.cat([torch.stack(torch.meshgrid(torch.arange(size // s) + 0.5, torch.arange(size // s) + 0.5,
                                                   indexing="xy"), -1).view(-1, 2) * s for s in (8, 16, 32)])
    na = points.shape[0]
    scores = torch.rand(bs, na, classes, generator=g)
    centre = torch.rand(bs, na, 2, generator=g) * size
    half = torch.rand(bs, na, 2, generator=g) * 60 + 4
    boxes = torch.cat((centre - half, centre + half), -1)
    # ground-truth boxes of COCO-like sizes (log-uniform sides from 8 to 320 px), every slot used
    c = torch.rand(bs, n, 2, generator=g) * size
    side = torch.exp(torch.rand(bs, n, 2, generator=g) * (torch.log(torch.tensor(320.0)) - torch.log(torch.tensor(8.0)))) * 8
    gts = torch.cat((c - side / 2, c + side / 2), -1).clamp(0, size)
    labels = torch.randint(0, classes, (bs, n, 1), generator=g)
    valid = torch.ones(bs, n, 1, dtype=torch.bool)
    top = peak(lambda: assign(scores, boxes, points, labels, gts, valid))
    return na, top / (bs * n * na)


if __name__ == "__main__":
    print("torch", torch.__version__)
    for bs, n, size in [(2, 93, 640), (4, 186, 640), (8, 372, 640), (4, 93, 320)]:
        na, per = case(bs, n, size)
        print(f"batch {bs} boxes {n} size {size} anchors {na}: {per:.2f} B per pair")
