#!/usr/bin/env python3
"""Turns what scripts/gpu-peaks.py measured (gpu-peaks.jsonl) into reference cases in the form of
the shared measurements.yaml, with each run's settings in Headroom's canonical fields, so that
headroom-accuracy scores them:

    python3 scripts/gpu-peaks-to-yaml.py tests/reference/gpu-peaks/*-run*.jsonl > tests/reference/gpu-runs.yaml
    build/tests/headroom-accuracy --measurements tests/reference/gpu-runs.yaml

A later file's record of a case replaces an earlier one's. The CUDA context probe goes into the
header as a comment; cases that failed are left out.
"""

import json
import sys

HF_NAMES = {"qwen2.5-0.5b": "Qwen/Qwen2.5-0.5B", "llama-3.2-1b": "meta-llama/Llama-3.2-1B",
            "qwen3-0.6b": "Qwen/Qwen3-0.6B", "gpt2": "openai-community/gpt2", "gemma-2b": "google/gemma-2b",
            "qwen2.5-1.5b": "Qwen/Qwen2.5-1.5B", "llama-3.2-3b": "meta-llama/Llama-3.2-3B",
            "qwen3-1.7b": "Qwen/Qwen3-1.7B", "phi-1.5": "microsoft/phi-1_5",
            "gpt2-medium": "openai-community/gpt2-medium", "bert-large": "google-bert/bert-large-uncased",
            "olmoe-1b-7b": "allenai/OLMoE-1B-7B-0924", "qwen1.5-moe-a2.7b": "Qwen/Qwen1.5-MoE-A2.7B"}
ENCODERS = {"bert-large"}
VISION = {  # name Headroom is given, kind
    "resnet50": ("resnet50", "cnn"),
    "resnet101": ("resnet101", "cnn"),
    "retinanet_resnet50_fpn": ("retinanet_resnet50_fpn", "detection"),
    "vit_b_16": ("vit_b_16", "vit"),
    "fasterrcnn_resnet50_fpn": ("fasterrcnn_resnet50_fpn", "detection"),
    "maskrcnn_resnet50_fpn": ("maskrcnn_resnet50_fpn", "detection"),
    "deeplabv3_r50-d8": ("DeepLabV3 R-50-D8 (mmseg, Cityscapes)", "segmentation"),
    "convnext_tiny": ("convnext_tiny", "cnn"),
    "efficientnet_b0": ("efficientnet_b0", "cnn"),
    "fcos_resnet50_fpn": ("fcos_resnet50_fpn", "detection"),
    "deeplabv3_resnet50": ("deeplabv3_resnet50", "segmentation"),
    "vit_g_14": ("ViT-g/14 (torchvision VisionTransformer in DINOv2's shape, 45 classes)", "vit"),
    "vit_l_16": ("ViT-L/16", "vit"),
}
SHAPES = {  # models no preset has: their shape, field by field
    "vit_g_14": {"model.layers": 40, "model.hidden": 1536, "model.heads": 24, "model.ffn": 6144},
}
G = 2 ** 30


def lm_setup(c, r):
    lora = c["finetune"] == "lora"
    s = {
        "model.name": HF_NAMES[c["model"]],
        "model.kind": "encoder" if c["model"] in ENCODERS else "decoder",
        "model.params": r["params"] - (r["trainable_params"] if lora else 0),
        "model.dtype": c["load"],
    }
    if lora:
        s["model.trainable_params"] = r["trainable_params"]
    s["run.micro_batch"] = c["mb"]
    s["run.grad_accum"] = c.get("accum", 1)
    s["run.precision"] = "bf16-mixed" if c["autocast"] else ("bf16-true" if c["load"] == "bf16" else "fp32")
    s["run.optimizer"] = "adamw"
    s["run.grad_checkpointing"] = bool(c["ckpt"])
    s["run.finetune"] = c["finetune"]
    if c["kind"] == "lightning":
        s["run.grads_through_forward"] = True  # Lightning's closure: forward, zero_grad, backward
    # torch.optim.AdamW as built here runs foreach (torch's default on a GPU); the Trainer's
    # adamw_torch_fused and fused=True do not, nor the per-parameter optimizer in backward
    s["run.foreach_optimizer"] = c["kind"] != "trainer" and not c.get("fused") and not c.get("oib")
    if lora:
        s["run.lora_rank"] = c["lora_r"]
        s["run.lora_targets"] = ["c_attn"] if c["model"] == "gpt2" else c["lora_targets"]
        s["run.lora_dropout"] = c.get("dropout", 0.05)
    s["run.attention"] = c["attn"]
    if c.get("oib"):
        s["run.optimizer_in_backward"] = True
    s["data.seq_len"] = c["seq"]
    # random token ids fill every row: no padding unless the case pads (a collator's batch)
    s["data.packing"] = not c.get("pad")
    s["data.seq_len_kind"] = ("exact; every other row ends in a quarter of padding" if c.get("pad")
                              else "exact (random token ids, no padding)")
    return s


def vision_setup(c, r):
    name, kind = VISION[c["model"]]
    h, w = c["size"]
    amp = c.get("amp")
    return {
        "model.name": name,
        "model.kind": kind,
        "model.params": r["params"],
        "model.trainable_params": r["trainable_params"],
        "run.micro_batch": c["mb"],
        "run.grad_accum": 1,
        "run.precision": {"fp16": "fp16-mixed", "bf16": "bf16-mixed"}.get(amp, "fp32"),
        "run.optimizer": c["opt"],
        "run.grad_checkpointing": bool(c.get("ckpt")),
        # torchvision's reference order: zero_grad between forward and backward (timm's: after the step)
        "run.grads_through_forward": not c.get("zero_after"),
        "run.foreach_optimizer": c["opt"] in ("sgd-momentum", "adamw"),  # torch.optim's, foreach on a GPU
        "run.finetune": "full",
        "data.image_size": f"{h}x{w}" if h != w else str(h),
        **SHAPES.get(c["model"], {}),
    }


def loop_of(c):
    if c["kind"] == "lightning":
        return ("lightning.Trainer.fit(), precision='bf16-mixed', max_steps=3, a LightningModule whose training_step "
                "returns model(input_ids, labels).loss, torch.optim.AdamW")
    if c["kind"] == "trainer":
        return ("transformers.Trainer.train(), TrainingArguments(bf16=True, max_steps=3, per_device_train_batch_size="
                f"{c['mb']}{', gradient_checkpointing=True, use_reentrant=False' if c['ckpt'] else ''}), its default "
                "optimizer (adamw_torch_fused)")
    if c["kind"] == "lm":
        opt = "AdamW per parameter in post-accumulate-grad hooks (torchtune's optimizer_in_bwd)" if c.get("oib") else \
            ("torch.optim.AdamW(fused=True)" if c.get("fused") else "torch.optim.AdamW (foreach)")
        first = ("outputs = model(input_ids=ids, labels=ids); loss = outputs.loss (the output, logits and all, kept "
                 "through backward and until the next forward returns)" if c.get("keep") else
                 "loss = model(input_ids=ids, labels=ids).loss (the output dropped, as HF Trainer does)")
        return (f"{first}; "
                f"loss.backward(); {opt}.step(); zero_grad(set_to_none=True)"
                + (f"; {c['accum']} micro-batches accumulated" if c.get("accum", 1) > 1 else "")
                + ("; autocast(bfloat16)" if c["autocast"] else "")
                + ("; gradient_checkpointing_enable(use_reentrant=False)" if c["ckpt"] else "")
                + (f"; PEFT LoRA r={c['lora_r']} alpha={2 * c['lora_r']} dropout={c.get('dropout', 0.05)}"
                   if c["finetune"] == "lora" else ""))
    amp = {"fp16": "; autocast(float16) + GradScaler", "bf16": "; autocast(bfloat16)"}.get(c.get("amp"), "")
    boxes = f"; {c['boxes']} random boxes per image" if "rcnn" in c["model"] or "retinanet" in c["model"] else ""
    ckpt = "; every encoder block under torch.utils.checkpoint(use_reentrant=False)" if c.get("ckpt") else ""
    if c.get("zero_after"):
        return ("loss = forward(); loss.backward(); optimizer.step(); optimizer.zero_grad(set_to_none=True) "
                f"(timm's order){amp}{ckpt}; cudnn.benchmark={bool(c.get('benchmark'))}")
    return ("loss = forward(); optimizer.zero_grad(set_to_none=True); loss.backward(); optimizer.step() "
            f"(torchvision's reference order){amp}{boxes}{ckpt}; cudnn.benchmark={bool(c.get('benchmark'))}")


def case_yaml(r):
    c = r["case"]
    setup = lm_setup(c, r) if c["kind"] in ("lm", "trainer", "lightning") else vision_setup(c, r)
    setup.update({"parallel.gpus": 1, "parallel.nodes": 1, "parallel.strategy": "single", "parallel.offload": "none",
                  "hardware.gpu": "h200"})
    # Not scored: cudnn.benchmark runs, whose first step's algorithm trials fill the free memory,
    # and detectors fed a few boxes an image, below the fullest COCO image Headroom assumes.
    few_boxes = ("rcnn" in c["model"] or "retinanet" in c["model"]) and c.get("boxes", 0) < 93
    score = not c.get("benchmark") and not few_boxes
    versions = ", ".join(f"{k} {r[k]}" for k in ("torch", "transformers", "peft", "torchvision") if r.get(k))
    held = c["id"].startswith(("ho-", "ho2-", "ho3-", "loop-"))
    lines = [f"- id: gpu-{c['id']}",
             "  source:",
             "    repo: headroom (this project)",
             "    path: scripts/gpu-peaks.py",
             "    setup: " + json.dumps(f"{r['gpu']}, {versions}, CUDA {r['cuda']}, cuDNN {r['cudnn']}; 3 steps after "
                                   f"the weights, batch and optimizer are in place; {loop_of(c)}"),
             "    quote: " + json.dumps(f"max_memory_allocated {r['peak_allocated']} B, max_memory_reserved "
                                   f"{r['peak_reserved']} B, NVML process used {r.get('nvml_process_used')} B, saved "
                                   f"for backward {r.get('saved_bytes')} B, static allocated {r['static_allocated']} B, "
                                   f"median step {r['step_seconds']:.3f} s"),
             "  confidence: high",
             f"  held_out: {'true' if held else 'false'}",
             f"  score: {'true' if score else 'false'}",
             "  score_note: " + json.dumps("" if score else
                                           "cudnn.benchmark=True: the first step's algorithm trials take workspace up "
                                           "to the free memory, so max_memory_allocated says more about the card than "
                                           "the run (steps 2-3 match the benchmark=False twin)" if c.get("benchmark") else
                                           f"{c.get('boxes')} boxes an image: the anchor assignment's IoU matrix is "
                                           "smaller than at the fullest COCO image (93 boxes) that Headroom assumes for "
                                           "an epoch's peak; the 93-box twin is scored"),
             "  setup:"]
    for k, v in setup.items():
        if isinstance(v, list):
            lines.append(f"    {k}:")
            lines += [f"    - {i}" for i in v]
        else:
            lines.append(f"    {k}: {json.dumps(v)}")
    steps = r.get("steps") or []
    phases = "; ".join(f"step {i + 1}: fwd/bwd {s['fwd_bwd_allocated']}, optimizer {s['opt_allocated']}"
                       for i, s in enumerate(steps))
    lines += ["  measured:",
              f"    vram_bytes: {r['peak_allocated']}",
              "    metric: allocated",
              f"    reserved_bytes: {r['peak_reserved']}"]
    if r.get("nvml_process_used"):
        lines.append(f"    device_used_bytes: {r['nvml_process_used']}")
    # The process's RSS is in the note, not scored: it loads no checkpoint and reads no data, so
    # it is not the training process Headroom's host-RAM model describes.
    lines += ["    note: " + json.dumps("bytes as PyTorch and NVML report them; process RSS peak (ru_maxrss) "
                                   f"{r['rss_peak']} B, {r['rss_after_import_torch']} B after import torch, "
                                   f"{r['rss_after_cuda_init']} B after CUDA started"
                                   + (f"; peaks by phase (allocated, B) {phases}" if phases else ""))]
    return "\n".join(lines)


def main():
    records = {}
    context = None
    for path in sys.argv[1:]:
        for line in open(path):
            r = json.loads(line)
            cid = r.get("case", {}).get("id")
            if cid == "context":
                context = r if "after_init" in r else context
            elif not r.get("error") and r.get("peak_allocated"):
                records[cid] = r
    print("# Peak memory of small training runs measured on a GPU by scripts/gpu-peaks.py; made by")
    print("# scripts/gpu-peaks-to-yaml.py from its gpu-peaks.jsonl. Same form as the shared measurements.yaml;")
    print("# reserved_bytes and device_used_bytes are scored with headroom-accuracy --metric reserved|device_used.")
    if context:
        mib = lambda b: f"{b / 2 ** 20:.0f} MiB"  # noqa: E731
        print(f"# CUDA context probe ({context['gpu']}, driver {context['driver']}, torch {context['torch']}), NVML device "
              f"used: {mib(context['before'])} before the process, +{mib(context['after_init'] - context['before'])} "
              f"once CUDA started, +{mib(context['after_cublas'] - context['after_init'])} after a first bf16 matmul "
              f"(cuBLAS), +{mib(context['after_cudnn'] - context['after_cublas'])} after a first conv (cuDNN); "
              f"{mib(context['reserved'])} of it reserved by PyTorch.")
    for r in records.values():
        print(case_yaml(r))


if __name__ == "__main__":
    main()
