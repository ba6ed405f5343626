#!/usr/bin/env python3
"""What autocast saves for backward from a Linear's weight, counted with saved_tensors_hooks.

Ground truth for resources/coefficients.yaml frozen_cast_saved and amp_cast_cache: a frozen
fp32 weight under bf16 autocast costs its own 4 bytes plus a 2-byte cast saved for backward; a
weight loaded in bf16 saves only itself (no extra bytes); a trainable fp32 weight's cast is the
one autocast caches. Runs on the CPU (Debian's python3-torch); CPU autocast casts the same way
CUDA autocast does (aten/src/ATen/autocast_mode.h: cached_cast).

    /usr/bin/python3 scripts/autocast-saved-weights.py [--json]
"""
import json
import sys

import torch


def saved_bytes(model, x):
    """Bytes of the distinct tensors autograd saves for backward in one forward, by storage."""
    seen = {}

    def pack(t):
        try:
            key = (t.data_ptr(), t.dtype, tuple(sorted(t.shape)))
        except Exception:  # a tensor without storage
            key = id(t)
        seen[key] = t.numel() * t.element_size()
        return t

    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            out = model(x)
    out.float().sum().backward()
    return seen


def case(name, load_dtype, trainable, features=1024, batch=4):
    torch.manual_seed(0)
    layer = torch.nn.Linear(features, features, bias=False).to(load_dtype)
    layer.weight.requires_grad_(trainable)
    # the input requires grad, as a hidden state inside a network does (LoRA trains around it)
    x = torch.randn(batch, features, requires_grad=True)
    seen = saved_bytes(layer, x)
    weight_elems = features * features
    own = layer.weight.data_ptr()
    # weight-sized tensors saved for backward that are not the weight itself: its casts
    weight_sized = sum(b for key, b in seen.items()
                       if isinstance(key, tuple) and key[0] != own and key[2] == (features, features))
    return {
        "case": name,
        "weight_dtype": str(load_dtype).replace("torch.", ""),
        "requires_grad": trainable,
        "weights": weight_elems,
        "weight_bytes_resident": weight_elems * layer.weight.element_size(),
        "extra_saved_bytes": weight_sized,
        "extra_bytes_per_weight": weight_sized / weight_elems,
    }


def main():
    rows = [
        case("frozen fp32 weight, bf16 autocast", torch.float32, False),
        case("trainable fp32 weight, bf16 autocast", torch.float32, True),
        case("frozen bf16 weight, bf16 autocast", torch.bfloat16, False),
    ]
    info = {"torch": torch.__version__, "rows": rows}
    if "--json" in sys.argv:
        print(json.dumps(info, indent=2))
        return
    print(f"torch {torch.__version__}")
    for r in rows:
        print(f"{r['case']:40s} resident {r['weight_bytes_resident'] / r['weights']:.0f} B/weight, "
              f"+ a copy saved for backward {r['extra_bytes_per_weight']:.0f} B/weight")
    frozen = rows[0]
    # The estimator's rule (frozen_cast_saved = 1): 4 B resident + 2 B saved.
    assert frozen["extra_bytes_per_weight"] == 2, frozen
    assert rows[2]["extra_bytes_per_weight"] == 0, rows[2]


if __name__ == "__main__":
    main()
