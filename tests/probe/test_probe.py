#!/usr/bin/env python3
"""CTest for app/headroom-probe: probes a torchvision model and the two small stand-ins of
seeds 000 and 002 in one interpreter, checks the cards it writes, and has `headroom estimate`
read them. Exits 77 (skipped) when this Python has no PyTorch."""
import argparse
import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys
import tempfile

ap = argparse.ArgumentParser()
ap.add_argument("--probe", required=True)
ap.add_argument("--headroom", required=True)
args = ap.parse_args()

try:
    import torch  # noqa: F401
except ImportError:
    print("skipped: no PyTorch in", sys.executable)
    sys.exit(77)

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(os.path.dirname(here)))  # the source root: tests.probe.models
loader = importlib.machinery.SourceFileLoader("headroom_probe", args.probe)
spec = importlib.util.spec_from_loader("headroom_probe", loader)
probe = importlib.util.module_from_spec(spec)
loader.exec_module(probe)

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def card(path):
    """The card's activations_per_sample and measured_at as plain numbers (no PyYAML needed)."""
    out = {}
    for line in open(path, encoding="utf-8"):
        s = line.split("#")[0].strip()
        for key in ("params", "trainable_params", "scales_with", "points", "frames", "image_size", "device"):
            if s.startswith(key + ":"):
                out[key] = s.split(":", 1)[1].strip()
        for prec in ("fp32", "bf16", "fp16"):
            if s.startswith(prec + ": {saved:"):
                saved = s.split("saved:")[1].split(",")[0]
                out[prec] = int(saved)
    return out


def estimate(card_path, *sets):
    cmd = [args.headroom, "estimate", "--set", "model.card=" + card_path, "--set", "hardware.host_ram_gib=64",
           "--format", "json"] + [a for s in sets for a in ("--set", s)]
    r = subprocess.run(cmd, capture_output=True, text=True, env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    check(r.returncode in (0, 1, 2), "headroom reads %s (exit %d) %s" % (os.path.basename(card_path), r.returncode, r.stderr.strip()))
    return json.loads(r.stdout) if r.stdout.strip().startswith("{") else {}


def activation_bytes(report):
    return next((c["bytes"] for c in report.get("vram", {}).get("components", []) if c["id"] == "activations"), -1)


with tempfile.TemporaryDirectory() as tmp:
    # Seed 000's stand-in: point clouds (B, T=2, P=4096, 3) and an action horizon.
    pf = os.path.join(tmp, "pointflow.card.yaml")
    rc = probe.main(["tests.probe.models.pointflow:build", "--kwargs", '{"action_dim": 10}',
                     "--input", "points=2x2x4096x3:float32", "--input", "actions=2x32x10:float32",
                     "--kind", "point-cloud", "--out", pf])
    check(rc == 0, "probe writes the point-cloud policy's card")
    c = card(pf)
    check(c.get("scales_with") == "points-frames" and c.get("points") == "4096" and c.get("frames") == "2",
          "point clouds scale with points and frames: %s" % c)
    check(c.get("fp32", 0) > 0 and 0 < c.get("bf16", 0) < c["fp32"], "bf16 saves less than fp32: %s" % c)
    report = estimate(pf, "run.micro_batch=8", "run.precision=fp32")
    check(report.get("model", {}).get("source") == "card", "the estimate says the model was measured (model.source = card)")
    a8 = activation_bytes(report)
    a16 = activation_bytes(estimate(pf, "run.micro_batch=16", "run.precision=fp32"))
    check(a8 > 0 and abs(a16 - 2 * a8) <= 2, "activations double with the batch: %s → %s" % (a8, a16))
    a8p = activation_bytes(estimate(pf, "run.micro_batch=8", "run.precision=fp32", "data.points=8192", "data.frames=2"))
    check(a8 > 0 and abs(a8p - 2 * a8) <= 2, "and with the points: %s → %s" % (a8, a8p))

    # The same model instantiated from a Hydra-style config (`_target_`), where PyYAML is there.
    try:
        import yaml  # noqa: F401
        hydra = os.path.join(tmp, "train.yaml")
        with open(hydra, "w") as f:
            f.write("model:\n  _target_: tests.probe.models.pointflow.PointFlowPolicy\n  action_dim: 10\n")
        pfh = os.path.join(tmp, "hydra.card.yaml")
        rc = probe.main(["--config", hydra, "--input", "points=2x2x4096x3:float32", "--input", "actions=2x32x10:float32",
                         "--kind", "point-cloud", "--out", pfh])
        check(rc == 0 and card(pfh).get("params") == card(pf).get("params"), "--config builds the same model from _target_")
    except ImportError:
        print("skip --config: no PyYAML")

    # Seed 002's stand-in: a video transformer over (B, C, T, H, W) frames and spike voxels.
    vd = os.path.join(tmp, "videodeblur.card.yaml")
    rc = probe.main(["tests.probe.models.videodeblur:build", "--input", "blur=2x3x4x32x32:float32",
                     "--input", "spikes=2x8x4x32x32:float32", "--kind", "vit", "--out", vd])
    check(rc == 0, "probe writes the video transformer's card")
    c = card(vd)
    check(c.get("scales_with") == "pixels-frames" and c.get("frames") == "4" and c.get("image_size") == "[32, 32]",
          "video scales with pixels and frames: %s" % c)

    # A torchvision model, built from its own module path.
    rn = os.path.join(tmp, "resnet.card.yaml")
    rc = probe.main(["torchvision.models:resnet18", "--kwargs", '{"num_classes": 10}', "--input", "x=2x3x64x64:float32",
                     "--kind", "cnn", "--out", rn])
    check(rc == 0, "probe writes torchvision resnet18's card")
    c = card(rn)
    check(c.get("params") == str(sum(p.numel() for p in __import__("torchvision").models.resnet18(num_classes=10).parameters())),
          "resnet18's parameters counted exactly: %s" % c.get("params"))
    check(c.get("scales_with") == "pixels" and c.get("image_size") == "[64, 64]", "images scale with pixels: %s" % c)
    r128 = estimate(rn, "run.micro_batch=64", "run.precision=fp32", "data.image_size=128")
    r64 = estimate(rn, "run.micro_batch=64", "run.precision=fp32", "data.image_size=64")
    check(activation_bytes(r64) > 0 and abs(activation_bytes(r128) - 4 * activation_bytes(r64)) <= 4,
          "activations grow with the pixels: %s → %s" % (activation_bytes(r64), activation_bytes(r128)))

    # Bad input: one line naming what is wrong, exit 2 or 3, no card written.
    bad = os.path.join(tmp, "bad.yaml")
    check(probe.main(["tests.probe.models.pointflow:build", "--input", "points=2xfoo", "--out", bad]) == 2
          and not os.path.exists(bad), "a malformed --input is refused")
    check(probe.main(["tests.probe.models.nothere:build", "--input", "x=1x3:float32", "--out", bad]) == 3
          and not os.path.exists(bad), "a builder that cannot be imported is refused")
    check(probe.main(["tests.probe.models.pointflow:build", "--input", "wrong=2x3:float32", "--out", bad]) == 3
          and not os.path.exists(bad), "a forward() that fails is refused")

print("%d failure(s)" % len(failures))
sys.exit(1 if failures else 0)
