#!/usr/bin/python3
"""Host memory of a training process's parts that can be measured without a GPU: the resident
set of the interpreter, of `import torch` and `import torchvision`, of a model built on the CPU,
and of loading its state dict with torch.load (a full copy) against a memory-mapped load.

Each step prints the process's RssAnon (private heap: counted once per process) and RssFile
(pages of shared libraries and mapped files: shared between processes on one machine), from
/proc/self/status, and the peak (VmHWM). Headroom's coefficients for the host side of the CUDA
context, cuBLAS and cuDNN come from the sources in resources/coefficients.yaml, not from here.

    /usr/bin/python3 scripts/measure-hostram.py [--model resnet50] > tests/reference/hostram.yaml
"""

import argparse
import gc
import os
import sys
import tempfile


def status():
    out = {}
    with open("/proc/self/status") as f:
        for line in f:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile", "RssShmem", "VmHWM"):
                out[key] = int(value.split()[0]) * 1024
    return out


def row(step, note=""):
    s = status()
    print(f"  - {{step: {step}, rss: {s['VmRSS']}, anon: {s['RssAnon']}, file: {s['RssFile']}, "
          f"peak: {s['VmHWM']}}}" + (f"  # {note}" if note else ""), flush=True)
    return s


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", default="resnet50")
    args = ap.parse_args()
    print("# scripts/measure-hostram.py: resident memory of one Python process, step by step (bytes)")
    print(f"python: \"{sys.version.split()[0]}\"")
    print("steps:")
    row("interpreter")
    import torch
    row("import_torch", f"torch {torch.__version__}")
    import torchvision
    row("import_torchvision", f"torchvision {torchvision.__version__}")
    model = getattr(torchvision.models, args.model)(weights=None)
    params = sum(p.numel() * p.element_size() for p in model.parameters())
    before = row("model_built", f"{args.model}: {params} bytes of parameters")
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "state.pt")
        torch.save(model.state_dict(), path)
        gc.collect()
        s0 = row("state_dict_saved")
        sd = torch.load(path, map_location="cpu")
        s1 = row("torch_load_copy", "a second copy of the weights, anonymous memory")
        model.load_state_dict(sd)
        del sd
        gc.collect()
        s2 = row("state_dict_freed")
        print(f"model_bytes: {params}")
        print(f"torch_load_anon_growth: {s1['RssAnon'] - s0['RssAnon']}")
        print(f"anon_after_free: {s2['RssAnon'] - before['RssAnon']}")
        try:
            torch.load(path, map_location="cpu", mmap=True)
            row("torch_load_mmap", "file-backed pages: shared, dropped by the kernel under pressure")
        except TypeError:
            print("# torch.load(mmap=True) needs PyTorch 2.1; this torch copies")


if __name__ == "__main__":
    main()
