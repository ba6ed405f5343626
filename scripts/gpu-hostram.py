#!/usr/bin/env python3
"""Host memory of a real training process and its DataLoader workers, on a machine with a GPU.

One case is one training run in a process of its own: torchvision's ResNet-50 on the GPU under
bf16 autocast, SGD with momentum, fed by torch.utils.data.DataLoader over an ImageFolder of JPEG
files (RandomResizedCrop 224, ToTensor, Normalize) with pin_memory, for a few dozen steps. A
thread samples the process and every descendant (the workers) ten times a second from
/proc/PID/smaps_rollup and keeps the peak of the sums:

  pss   proportional set size: each shared page split between the processes that map it, so the
        sum counts every resident page once (what the machine has to hold, page cache aside);
  rss   resident set size summed as `top` would (shared pages counted once per process);
  uss   private pages only.

The main process alone (after `import torch`, after CUDA started, at its peak) and the average
worker at the moment of the peak are recorded too, with the library versions.

    python3 scripts/gpu-hostram.py --out DIR            # all cases, one after another
    python3 scripts/gpu-hostram.py --one ID --data DIR  # one case, a JSON line on stdout
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import threading
import time

CASES = [
    dict(id="hr-resnet50-b64-w0", workers=0),
    dict(id="hr-resnet50-b64-w4", workers=4),
    dict(id="hr-resnet50-b64-w8", workers=8),
    dict(id="hr-resnet50-b64-w8-pf4", workers=8, prefetch=4),
    dict(id="hr-resnet50-b64-w16", workers=16),
]
BATCH = 64
STEPS = 30
IMAGES = 2048


def smaps(pid):
    out = {}
    try:
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                key, _, value = line.partition(":")
                parts = value.split()
                if parts and parts[-1] == "kB":
                    out[key.strip()] = int(parts[0]) * 1024
    except OSError:
        return None
    return out


def descendants(pid):
    found, todo = [], [pid]
    while todo:
        p = todo.pop()
        try:
            for task in os.listdir(f"/proc/{p}/task"):
                with open(f"/proc/{p}/task/{task}/children") as f:
                    kids = [int(x) for x in f.read().split()]
                found += kids
                todo += kids
        except OSError:
            continue
    return found


class Sampler(threading.Thread):
    def __init__(self):
        super().__init__(daemon=True)
        self.stop = False
        self.peak = dict(pss=0, rss=0, uss=0)
        self.at_peak = {}

    def run(self):
        me = os.getpid()
        while not self.stop:
            pids = [me] + descendants(me)
            rows = {p: smaps(p) for p in pids}
            rows = {p: r for p, r in rows.items() if r}
            pss = sum(r.get("Pss", 0) for r in rows.values())
            if pss > self.peak["pss"]:
                self.peak = dict(pss=pss, rss=sum(r.get("Rss", 0) for r in rows.values()),
                                 uss=sum(r.get("Private_Clean", 0) + r.get("Private_Dirty", 0) for r in rows.values()))
                main = rows.get(me, {})
                workers = [r for p, r in rows.items() if p != me]
                self.at_peak = dict(processes=len(rows), main_pss=main.get("Pss", 0), main_rss=main.get("Rss", 0),
                                    worker_pss_mean=(sum(r.get("Pss", 0) for r in workers) / len(workers)) if workers else 0,
                                    worker_uss_mean=(sum(r.get("Private_Clean", 0) + r.get("Private_Dirty", 0)
                                                         for r in workers) / len(workers)) if workers else 0)
            time.sleep(0.1)


def make_data(root):
    """IMAGES JPEGs of 500 x 375 (ImageNet's typical size), ten classes, random content."""
    import numpy as np
    from PIL import Image
    root = pathlib.Path(root)
    if (root / "done").exists():
        return
    rng = np.random.default_rng(0)
    for i in range(IMAGES):
        d = root / f"c{i % 10}"
        d.mkdir(parents=True, exist_ok=True)
        # smooth random content compresses like a photograph (about 30-60 KB), not like noise
        small = rng.integers(0, 255, (24, 32, 3), dtype=np.uint8)
        Image.fromarray(small).resize((500, 375), Image.BILINEAR).save(d / f"{i}.jpg", quality=90)
    (root / "done").write_text("ok")


def run_one(case, data):
    out = dict(case=case)
    me = smaps(os.getpid())
    out["pss_start"] = me["Pss"]
    import torch
    import torchvision
    from torchvision import datasets, models, transforms
    out["pss_after_import_torch"] = smaps(os.getpid())["Pss"]
    torch.zeros(1, device="cuda")
    out["pss_after_cuda_init"] = smaps(os.getpid())["Pss"]
    out.update(torch=torch.__version__, torchvision=torchvision.__version__, gpu=torch.cuda.get_device_name(0),
               cpus=os.cpu_count())
    tf = transforms.Compose([transforms.RandomResizedCrop(224), transforms.ToTensor(),
                             transforms.Normalize([0.485, 0.456, 0.406], [0.229, 0.224, 0.225])])
    ds = datasets.ImageFolder(data, tf)
    kw = dict(batch_size=BATCH, shuffle=True, num_workers=case["workers"], pin_memory=True, drop_last=True)
    if case["workers"]:
        kw["prefetch_factor"] = case.get("prefetch", 2)
    loader = torch.utils.data.DataLoader(ds, **kw)
    model = models.resnet50(weights=None).cuda().train()
    opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9, weight_decay=1e-4)
    ce = torch.nn.CrossEntropyLoss()
    sampler = Sampler()
    sampler.start()
    t0 = time.time()
    step = 0
    while step < STEPS:
        for x, y in loader:
            x, y = x.cuda(non_blocking=True), y.cuda(non_blocking=True)
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = ce(model(x), y)
            opt.zero_grad(set_to_none=True)
            loss.backward()
            opt.step()
            step += 1
            if step >= STEPS:
                break
    torch.cuda.synchronize()
    time.sleep(0.3)
    sampler.stop = True
    sampler.join()
    out["seconds"] = round(time.time() - t0, 1)
    out["steps"] = step
    out["peak"] = sampler.peak
    out["at_peak"] = sampler.at_peak
    out["gpu_peak_allocated"] = torch.cuda.max_memory_allocated()
    with open("/proc/meminfo") as f:
        out["meminfo_total"] = int(next(line for line in f if line.startswith("MemTotal")).split()[1]) * 1024
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--one")
    ap.add_argument("--data", default="/tmp/headroom-hostram-data")
    ap.add_argument("--out")
    a = ap.parse_args()
    if a.one:
        case = next(c for c in CASES if c["id"] == a.one)
        print(json.dumps(run_one(case, a.data)))
        return
    make_data(a.data)
    out = pathlib.Path(a.out or ".")
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "gpu-hostram.jsonl", "a") as sink:
        for case in CASES:
            p = subprocess.run([sys.executable, __file__, "--one", case["id"], "--data", a.data], capture_output=True,
                               text=True, timeout=240)
            line = next((x for x in reversed(p.stdout.splitlines()) if x.startswith("{")), None)
            rec = json.loads(line) if line else dict(case=case, error=(p.stderr or p.stdout)[-2000:])
            sink.write(json.dumps(rec) + "\n")
            sink.flush()
            print(case["id"], json.dumps(rec.get("peak")), json.dumps(rec.get("at_peak")), rec.get("seconds"),
                  (rec.get("error") or "")[-500:], flush=True)


if __name__ == "__main__":
    main()
