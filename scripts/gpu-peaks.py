#!/usr/bin/env python3
"""Peak GPU memory of small, real training runs, measured on a GPU with PyTorch.

Each case is one training loop as its framework runs it (HF transformers models built from
their published config.json shapes with random weights, PEFT LoRA, torchvision models, the
mmseg DeepLabV3 that scripts/measure-activations.py rebuilds), run for a few steps in a process
of its own. Recorded per case: torch.cuda.max_memory_allocated() and max_memory_reserved()
over the steps (the weights, buffers and batch are in place first, as after loading), the
peak of each phase (forward + backward, optimizer step) of each step, the device memory the
process holds at the end (NVML, nvidia-smi's per-process figure), the bytes saved for
backward in one more step (saved_tensors_hooks, one count per storage), the process's
resident host memory (after `import torch`, after CUDA's start, at its peak) and the library
versions. A separate probe measures the CUDA context alone.

    python3 scripts/gpu-peaks.py --out DIR [--jobs 3] [--budget 330] [--only ID,ID]
    python3 scripts/gpu-peaks.py --list
    python3 scripts/gpu-peaks.py --one ID      # one case, a JSON line on stdout

What it wrote on 2026-11-27 (one H200, torch 2.11, transformers 5.17, peft 0.21, torchvision
0.26) is committed as it came back, in tests/reference/gpu-peaks/, and as reference cases in
tests/reference/gpu-runs.yaml (scripts/gpu-peaks-to-yaml.py), where headroom-accuracy scores
them (CTest accuracy_gpu_runs). The BREAKDOWN records are what the transformer layer formula in
core/estimate.cpp (transformerLayerActivation) is written from.

RUN6 (2026-11-27-run6-heldout.jsonl, -run7-heldout.jsonl) was scored before anything was changed
for it. Its bitsandbytes cases (QLoRA's NF4 Linears, 8-bit and paged AdamW) failed on that machine,
which has no bitsandbytes: their records hold the error, and no figure stands for them.
"""

import argparse
import concurrent.futures
import importlib.util
import json
import os
import pathlib
import resource
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent

# Shapes from each model's config.json (the same sources as resources/models.yaml).
LMS = {
    "qwen2.5-0.5b": ("Qwen2", dict(vocab_size=151936, hidden_size=896, intermediate_size=4864, num_hidden_layers=24,
                                   num_attention_heads=14, num_key_value_heads=2, tie_word_embeddings=True,
                                   max_position_embeddings=32768)),
    "llama-3.2-1b": ("Llama", dict(vocab_size=128256, hidden_size=2048, intermediate_size=8192, num_hidden_layers=16,
                                   num_attention_heads=32, num_key_value_heads=8, head_dim=64, tie_word_embeddings=True,
                                   max_position_embeddings=131072)),
    "qwen3-0.6b": ("Qwen3", dict(vocab_size=151936, hidden_size=1024, intermediate_size=3072, num_hidden_layers=28,
                                 num_attention_heads=16, num_key_value_heads=8, head_dim=128, tie_word_embeddings=True,
                                 max_position_embeddings=40960)),
    "gpt2": ("GPT2:GPT2LMHeadModel", dict(vocab_size=50257, n_embd=768, n_layer=12, n_head=12, n_positions=1024)),
    "qwen2.5-1.5b": ("Qwen2", dict(vocab_size=151936, hidden_size=1536, intermediate_size=8960, num_hidden_layers=28,
                                   num_attention_heads=12, num_key_value_heads=2, tie_word_embeddings=True,
                                   max_position_embeddings=32768)),
    "llama-3.2-3b": ("Llama", dict(vocab_size=128256, hidden_size=3072, intermediate_size=8192, num_hidden_layers=28,
                                   num_attention_heads=24, num_key_value_heads=8, head_dim=128, tie_word_embeddings=True,
                                   max_position_embeddings=131072)),
    "qwen3-1.7b": ("Qwen3", dict(vocab_size=151936, hidden_size=2048, intermediate_size=6144, num_hidden_layers=28,
                                 num_attention_heads=16, num_key_value_heads=8, head_dim=128, tie_word_embeddings=True,
                                 max_position_embeddings=40960)),
    "phi-1.5": ("Phi", dict(vocab_size=51200, hidden_size=2048, intermediate_size=8192, num_hidden_layers=24,
                            num_attention_heads=32, partial_rotary_factor=0.5, hidden_act="gelu_new", resid_pdrop=0.0,
                            embd_pdrop=0.0, attention_dropout=0.0, tie_word_embeddings=False,
                            max_position_embeddings=2048)),
    "gpt2-medium": ("GPT2:GPT2LMHeadModel", dict(vocab_size=50257, n_embd=1024, n_layer=24, n_head=16, n_positions=1024)),
    "bert-large": ("Bert:BertForSequenceClassification", dict(vocab_size=30522, hidden_size=1024, num_hidden_layers=24,
                                                              num_attention_heads=16, intermediate_size=4096,
                                                              num_labels=2)),
    "gemma-2b": ("Gemma", dict(vocab_size=256000, hidden_size=2048, intermediate_size=16384, num_hidden_layers=18,
                               num_attention_heads=8, num_key_value_heads=1, head_dim=256, tie_word_embeddings=True,
                               max_position_embeddings=8192)),
    "olmoe-1b-7b": ("Olmoe", dict(vocab_size=50304, hidden_size=2048, intermediate_size=1024, num_hidden_layers=16,
                                  num_attention_heads=16, num_key_value_heads=16, num_experts=64,
                                  num_experts_per_tok=8, tie_word_embeddings=False, max_position_embeddings=4096)),
    "qwen1.5-moe-a2.7b": ("Qwen2Moe", dict(vocab_size=151936, hidden_size=2048, intermediate_size=5632,
                                           moe_intermediate_size=1408, shared_expert_intermediate_size=5632,
                                           num_hidden_layers=24, num_attention_heads=16, num_key_value_heads=16,
                                           num_experts=60, num_experts_per_tok=4, tie_word_embeddings=False,
                                           max_position_embeddings=8192)),
}

ALL_LINEAR = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def lm(cid, model, mb, seq, finetune="full", load="fp32", autocast=True, ckpt=False, attn="sdpa", opt="adamw",
       accum=1, r=16, targets=("q_proj", "v_proj"), fused=False, oib=False, pad=False, dropout=0.05, kbit_prep=False):
    adapters = finetune in ("lora", "qlora")
    return dict(id=cid, kind="lm", model=model, mb=mb, seq=seq, finetune=finetune, load=load, autocast=autocast,
                ckpt=ckpt, attn=attn, opt=opt, accum=accum, lora_r=r if adapters else None,
                lora_targets=list(targets) if adapters else None, fused=fused, oib=oib, pad=pad,
                dropout=dropout, kbit_prep=kbit_prep)


def trainer(cid, model, mb, seq, finetune="full", load="fp32", ckpt=False, r=16, targets=("q_proj", "v_proj"),
            bf16=True, attn="sdpa"):
    """The HF Trainer itself, as most published fine-tuning runs use it: bf16=True, its own defaults."""
    c = lm(cid, model, mb, seq, finetune, load, bf16, ckpt, attn=attn, r=r, targets=targets)
    c["kind"] = "trainer"
    return c


def vision(cid, model, mb, size, amp=None, opt="sgd-momentum", boxes=7, benchmark=False, ckpt=False,
           zero_after=False):
    """zero_after: gradients zeroed after the step (timm's order), not between forward and
    backward (torchvision's references)."""
    return dict(id=cid, kind="vision", model=model, mb=mb, size=list(size), amp=amp, opt=opt, boxes=boxes,
                benchmark=benchmark, ckpt=ckpt, zero_after=zero_after)


# In the order they run: the most telling first, so that a budget cut leaves the best.
CASES = [
    lm("q05-full-mixed-mb4-s512", "qwen2.5-0.5b", 4, 512),
    lm("l1b-lora-fp32load-qv-mb4-s1024", "llama-3.2-1b", 4, 1024, "lora"),
    lm("l1b-lora-bf16load-all-mb8-s1024", "llama-3.2-1b", 8, 1024, "lora", load="bf16", targets=ALL_LINEAR),
    vision("resnet50-fp32-b64", "resnet50", 64, (224, 224)),
    vision("frcnn-r50fpn-b2-7box", "fasterrcnn_resnet50_fpn", 2, (800, 1333), boxes=7),
    vision("mmseg-deeplabv3-r50-b2", "deeplabv3_r50-d8", 2, (512, 1024)),
    lm("q05-full-bf16true-mb8-s1024", "qwen2.5-0.5b", 8, 1024, load="bf16", autocast=False),
    lm("q05-full-mixed-mb8-s1024", "qwen2.5-0.5b", 8, 1024),
    lm("q05-full-fp32-mb4-s512", "qwen2.5-0.5b", 4, 512, autocast=False),
    lm("q05-full-mixed-ckpt-mb16-s1024", "qwen2.5-0.5b", 16, 1024, ckpt=True),
    lm("q05-full-mixed-accum4-mb4-s1024", "qwen2.5-0.5b", 4, 1024, accum=4),
    lm("q05-full-bf16true-oib-mb8-s1024", "qwen2.5-0.5b", 8, 1024, load="bf16", autocast=False, oib=True),
    lm("q05-full-mixed-eager-mb4-s1024", "qwen2.5-0.5b", 4, 1024, attn="eager"),
    lm("q05-full-mixed-fused-mb8-s1024", "qwen2.5-0.5b", 8, 1024, fused=True),
    lm("l1b-full-mixed-mb4-s1024", "llama-3.2-1b", 4, 1024),
    lm("l1b-full-bf16true-mb4-s2048", "llama-3.2-1b", 4, 2048, load="bf16", autocast=False),
    lm("l1b-lora-fp32load-all-mb4-s1024", "llama-3.2-1b", 4, 1024, "lora", targets=ALL_LINEAR),
    lm("l1b-lora-bf16load-qv-mb8-s1024", "llama-3.2-1b", 8, 1024, "lora", load="bf16"),
    lm("l1b-lora-bf16load-all-r64-ckpt-mb8-s2048", "llama-3.2-1b", 8, 2048, "lora", load="bf16", ckpt=True,
       r=64, targets=ALL_LINEAR),
    lm("l1b-lora-fp32load-all-ckpt-mb8-s2048", "llama-3.2-1b", 8, 2048, "lora", ckpt=True, targets=ALL_LINEAR),
    lm("gpt2-full-mixed-mb16-s1024", "gpt2", 16, 1024),
    lm("gpt2-full-fp32-mb8-s1024", "gpt2", 8, 1024, autocast=False),
    lm("q3-06-full-mixed-mb8-s1024", "qwen3-0.6b", 8, 1024),
    lm("q3-06-lora-bf16load-all-mb8-s2048", "qwen3-0.6b", 8, 2048, "lora", load="bf16", targets=ALL_LINEAR),
    lm("gemma2b-lora-bf16load-all-mb4-s1024", "gemma-2b", 4, 1024, "lora", load="bf16", targets=ALL_LINEAR),
    trainer("trainer-q05-full-fp32load-mb4-s1024", "qwen2.5-0.5b", 4, 1024),
    trainer("trainer-l1b-lora-bf16load-all-ckpt-mb8-s1024", "llama-3.2-1b", 8, 1024, "lora", load="bf16", ckpt=True,
            targets=ALL_LINEAR),
    # second run (2026-11-27): GPT-2's class, padded batches, LoRA without dropout, one long sequence
    lm("q05-full-bf16true-mb8-s1024-padded", "qwen2.5-0.5b", 8, 1024, load="bf16", autocast=False, pad=True),
    lm("l1b-lora-bf16load-qv-mb8-s1024-padded", "llama-3.2-1b", 8, 1024, "lora", load="bf16", pad=True),
    lm("l1b-lora-bf16load-qv-nodrop-mb8-s1024", "llama-3.2-1b", 8, 1024, "lora", load="bf16", dropout=0.0),
    lm("l1b-lora-bf16load-all-mb1-s8192", "llama-3.2-1b", 1, 8192, "lora", load="bf16", targets=ALL_LINEAR),
    lm("q05-full-fp32load-mixed-eager-padded-mb4-s1024", "qwen2.5-0.5b", 4, 1024, attn="eager", pad=True),
    vision("resnet50-fp32-b128", "resnet50", 128, (224, 224)),
    vision("resnet50-amp-b128", "resnet50", 128, (224, 224), amp="fp16"),
    vision("resnet50-fp32-b64-benchmark", "resnet50", 64, (224, 224), benchmark=True),
    vision("frcnn-r50fpn-b4-7box", "fasterrcnn_resnet50_fpn", 4, (800, 1333), boxes=7),
    vision("frcnn-r50fpn-b2-93box", "fasterrcnn_resnet50_fpn", 2, (800, 1333), boxes=93),
    vision("mrcnn-r50fpn-b2-7box", "maskrcnn_resnet50_fpn", 2, (800, 1333), boxes=7),
    vision("mmseg-deeplabv3-r50-b2-benchmark", "deeplabv3_r50-d8", 2, (512, 1024), benchmark=True),
    vision("vit-b16-amp-bf16-b64", "vit_b_16", 64, (224, 224), amp="bf16", opt="adamw"),
]

G = 2 ** 30

# Held out: run after the layer formula was rewritten from BREAKDOWN and the cases above, on
# models, sizes and settings none of those had, to see whether it holds (third run).
HELDOUT = [
    lm("ho-q15-lora-all-bf16load-padded-mb4-s2048", "qwen2.5-1.5b", 4, 2048, "lora", load="bf16", targets=ALL_LINEAR,
       pad=True),
    lm("ho-l3b-full-bf16true-ckpt-mb4-s2048", "llama-3.2-3b", 4, 2048, load="bf16", autocast=False, ckpt=True),
    lm("ho-l3b-lora-qv-fp32load-mb2-s1024", "llama-3.2-3b", 2, 1024, "lora"),
    lm("ho-phi15-full-mixed-mb4-s1024", "phi-1.5", 4, 1024),
    lm("ho-q3-17-lora-all-bf16load-mb4-s2048", "qwen3-1.7b", 4, 2048, "lora", load="bf16", targets=ALL_LINEAR),
    lm("ho-gemma2b-full-bf16true-mb2-s1024", "gemma-2b", 2, 1024, load="bf16", autocast=False),
    lm("ho-gpt2m-full-mixed-mb8-s1024", "gpt2-medium", 8, 1024),
    lm("ho-bert-large-fp32-mb4-s512", "bert-large", 4, 512, autocast=False),
    lm("ho-bert-large-mixed-mb8-s512", "bert-large", 8, 512),
    trainer("ho-trainer-q15-lora-all-bf16load-ckpt-mb4-s2048", "qwen2.5-1.5b", 4, 2048, "lora", load="bf16",
            ckpt=True, targets=ALL_LINEAR),
    vision("ho-resnet101-fp32-b32", "resnet101", 32, (224, 224)),
    vision("ho-retinanet-r50fpn-b2-93box", "retinanet_resnet50_fpn", 2, (800, 1333), boxes=93),
    vision("ho-vit-b16-fp32-b32", "vit_b_16", 32, (224, 224), opt="adamw"),
    # the loop: one that keeps the model's output through backward, and Lightning's own
    dict(lm("loop-q05-full-bf16true-keep-mb8-s1024", "qwen2.5-0.5b", 8, 1024, load="bf16", autocast=False), keep=True),
    dict(lm("loop-lightning-q05-full-mixed-mb4-s1024", "qwen2.5-0.5b", 4, 1024), kind="lightning"),
]

# Sixth run: bitsandbytes (QLoRA's 4-bit Linears, with and without peft's
# prepare_model_for_kbit_training; 8-bit and paged AdamW), and held-out runs on settings none of
# the runs above had (one long sequence, a 1.5B full fine-tune, CNNs and detectors not run before).
RUN6 = [
    lm("qlora-l1b-all-ckpt-mb4-s1024", "llama-3.2-1b", 4, 1024, "qlora", load="bf16", autocast=False, ckpt=True,
       targets=ALL_LINEAR, dropout=0.0),
    lm("qlora-l1b-all-kbitprep-ckpt-mb4-s1024", "llama-3.2-1b", 4, 1024, "qlora", load="bf16", ckpt=True,
       targets=ALL_LINEAR, kbit_prep=True),
    lm("qlora-l3b-all-nockpt-mb2-s1024-paged8", "llama-3.2-3b", 2, 1024, "qlora", load="bf16", autocast=False,
       targets=ALL_LINEAR, opt="paged-adamw-8bit", r=64, dropout=0.0),
    lm("q05-full-bf16true-adam8bit-mb8-s1024", "qwen2.5-0.5b", 8, 1024, load="bf16", autocast=False, opt="adamw-8bit"),
    lm("q05-full-bf16true-paged32-mb8-s1024", "qwen2.5-0.5b", 8, 1024, load="bf16", autocast=False, opt="paged-adamw"),
    lm("ho2-q05-full-bf16true-mb1-s16384", "qwen2.5-0.5b", 1, 16384, load="bf16", autocast=False),
    lm("ho2-l3b-lora-all-bf16load-ckpt-mb1-s8192", "llama-3.2-3b", 1, 8192, "lora", load="bf16", ckpt=True,
       targets=ALL_LINEAR),
    lm("ho2-q15-full-mixed-ckpt-mb4-s2048", "qwen2.5-1.5b", 4, 2048, ckpt=True),
    lm("ho2-gemma2b-lora-qv-fp32load-mb2-s2048", "gemma-2b", 2, 2048, "lora"),
    vision("ho2-convnext_tiny-amp-bf16-b64", "convnext_tiny", 64, (224, 224), amp="bf16", opt="adamw"),
    vision("ho2-efficientnet_b0-fp32-b64", "efficientnet_b0", 64, (224, 224)),
    vision("ho2-resnet50-amp-fp16-b256", "resnet50", 256, (224, 224), amp="fp16"),
    vision("ho2-fcos-r50fpn-b2-20box", "fcos_resnet50_fpn", 2, (800, 1333), boxes=20),
    vision("ho2-deeplabv3-tv-r50-b4-520", "deeplabv3_resnet50", 4, (520, 520)),
    # BERT-large as the HF docs' 2022 runs had it: eager attention (their transformers had no SDPA)
    lm("ho2-bert-large-eager-fp32-mb4-s512", "bert-large", 4, 512, autocast=False, attn="eager"),
    lm("ho2-bert-large-eager-mixed-mb4-s512", "bert-large", 4, 512, attn="eager"),
    trainer("ho2-trainer-bert-large-eager-fp32-mb4-s512", "bert-large", 4, 512, bf16=False, attn="eager"),
    # a ViT-giant/14 (DINOv2's shape) with every block checkpointed, under bf16 autocast
    vision("ho2-vitg14-amp-bf16-ckpt-b32", "vit_g_14", 32, (224, 224), amp="bf16", opt="adamw", ckpt=True),
    # eighth run: where the gradients outweigh what the forward pass keeps (the casts' side of the
    # peak), and the two orders of zero_grad on one ViT-L/16
    lm("ho3-l1b-full-mixed-mb1-s256", "llama-3.2-1b", 1, 256),
    lm("ho3-q15-full-mixed-mb1-s512", "qwen2.5-1.5b", 1, 512),
    vision("ho3-vit_l_16-amp-bf16-b16", "vit_l_16", 16, (224, 224), amp="bf16", opt="adamw"),
    vision("ho3-vit_l_16-amp-bf16-b16-zeroafter", "vit_l_16", 16, (224, 224), amp="bf16", opt="adamw",
           zero_after=True),
    trainer("ho3-trainer-q05-full-fp32load-mb1-s256", "qwen2.5-0.5b", 1, 256),
    # mixtures of experts as transformers 5 runs them (held out: the MoE formula was written from
    # an older eager loop over experts, on a CPU)
    lm("ho3-olmoe-lora-attn-bf16load-mb2-s2048", "olmoe-1b-7b", 2, 2048, "lora", load="bf16",
       targets=("q_proj", "k_proj", "v_proj", "o_proj")),
    lm("ho3-olmoe-full-bf16true-ckpt-mb4-s1024", "olmoe-1b-7b", 4, 1024, load="bf16", autocast=False, ckpt=True),
    lm("ho3-qwen15moe-lora-attn-bf16load-ckpt-mb4-s2048", "qwen1.5-moe-a2.7b", 4, 2048, "lora", load="bf16",
       ckpt=True, targets=("q_proj", "k_proj", "v_proj", "o_proj")),
]

# Where each saved byte comes from: one forward pass of a small batch (2 x 512), every saved
# storage put down to the innermost module running when autograd saved it.
BREAKDOWN = [
    lm("bd-l1b-lora-qv-bf16", "llama-3.2-1b", 2, 512, "lora", load="bf16"),
    lm("bd-l1b-lora-qv-bf16-nodrop", "llama-3.2-1b", 2, 512, "lora", load="bf16", dropout=0.0),
    lm("bd-l1b-lora-all-fp32load", "llama-3.2-1b", 2, 512, "lora", targets=ALL_LINEAR),
    lm("bd-q05-full-bf16true", "qwen2.5-0.5b", 2, 512, load="bf16", autocast=False),
    lm("bd-q05-full-bf16true-padded", "qwen2.5-0.5b", 2, 512, load="bf16", autocast=False, pad=True),
    lm("bd-q05-full-mixed", "qwen2.5-0.5b", 2, 512),
    lm("bd-q05-full-mixed-eager", "qwen2.5-0.5b", 2, 512, attn="eager"),
    lm("bd-q05-full-fp32", "qwen2.5-0.5b", 2, 512, autocast=False),
    lm("bd-gpt2-full-mixed", "gpt2", 2, 512),
    lm("bd-gemma2b-lora-all-bf16", "gemma-2b", 2, 512, "lora", load="bf16", targets=ALL_LINEAR),
    lm("bd-q3-06-full-mixed", "qwen3-0.6b", 2, 512),
]


def rss_bytes():
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    return 0


def nvml_process_bytes():
    """nvidia-smi's per-process 'used' figure for this process, or None where NVML cannot say."""
    try:
        import pynvml
        pynvml.nvmlInit()
        h = pynvml.nvmlDeviceGetHandleByIndex(0)
        for p in pynvml.nvmlDeviceGetComputeRunningProcesses(h):
            if p.pid == os.getpid() and p.usedGpuMemory is not None:
                return int(p.usedGpuMemory)
    except Exception:  # noqa: BLE001 - the figure is optional
        return None
    return None


class SavedBytes:
    """Bytes autograd saves for backward: one count per storage, parameters apart."""

    def __init__(self, model):
        self.params = {p.data_ptr() for p in model.parameters()}
        self.seen = {}

    def pack(self, t):
        try:
            s = t.untyped_storage()
            key, n = s.data_ptr(), s.nbytes()
        except Exception:  # noqa: BLE001
            key, n = id(t), t.numel() * t.element_size()
        self.seen[key] = n
        return t

    def totals(self):
        params = sum(n for k, n in self.seen.items() if k in self.params)
        return sum(self.seen.values()) - params, params


def load_measure_activations():
    spec = importlib.util.spec_from_file_location("measure_activations", HERE / "measure-activations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def build_lm(torch, case):
    import transformers
    arch, kw = LMS[case["model"]]
    arch, _, cls = arch.partition(":")
    cfg = getattr(transformers, f"{arch}Config")(**kw)
    cfg.use_cache = False
    try:
        cfg._attn_implementation = case["attn"]
    except Exception:  # noqa: BLE001
        pass
    dtype = torch.bfloat16 if case["load"] == "bf16" else torch.float32
    try:
        torch.set_default_dtype(dtype)
    except Exception:  # noqa: BLE001 - built in fp32 and cast below
        pass
    try:
        with torch.device("cuda"):
            model = getattr(transformers, cls or f"{arch}ForCausalLM")(cfg)
    finally:
        torch.set_default_dtype(torch.float32)
    if next(model.parameters()).dtype != dtype:
        model.to(dtype)
    if getattr(model.config, "_attn_implementation", None) != case["attn"] and hasattr(model, "set_attn_implementation"):
        model.set_attn_implementation(case["attn"])
    if case["finetune"] == "qlora":
        full = sum(p.numel() for p in model.parameters())
        quantize_4bit(torch, model)
        model.config.headroom_params_unquantized = full
        if case.get("kbit_prep"):
            # peft's own QLoRA preparation: every parameter that is not 4-bit goes to fp32
            import peft
            model = peft.prepare_model_for_kbit_training(
                model, use_gradient_checkpointing=case["ckpt"],
                gradient_checkpointing_kwargs={"use_reentrant": False})
    if case["ckpt"] and not case.get("kbit_prep"):
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})
    if case["finetune"] in ("lora", "qlora"):
        import peft
        targets = case["lora_targets"]
        if arch == "GPT2":
            targets = ["c_attn"]
        lc = peft.LoraConfig(r=case["lora_r"], lora_alpha=2 * case["lora_r"], lora_dropout=case.get("dropout", 0.05),
                             target_modules=targets, task_type="CAUSAL_LM")
        model = peft.get_peft_model(model, lc)
    model.train()
    vocab = kw.get("vocab_size", 50257)
    ids = torch.randint(0, vocab, (case["mb"], case["seq"]), device="cuda")
    if case.get("pad"):
        # a padded batch as a collator pads it: every other row ends in a quarter of padding
        mask = torch.ones_like(ids)
        mask[1::2, -case["seq"] // 4:] = 0
        labels = ids.masked_fill(mask == 0, -100)

        def forward():
            return model(input_ids=ids, attention_mask=mask, labels=labels).loss
        return model, forward, dict(info_of(model, transformers), padded=True)

    if cls.endswith("ForSequenceClassification"):
        classes = torch.randint(0, 2, (case["mb"],), device="cuda")

        def forward():
            return model(input_ids=ids, labels=classes).loss
        return model, forward, info_of(model, transformers)

    if case.get("keep"):
        # `outputs = model(**batch); outputs.loss.backward()`: the output, logits and all, lives
        # through backward and until the next forward returns
        held = {}

        def forward():
            held["out"] = model(input_ids=ids, labels=ids)
            return held["out"].loss
        return model, forward, info_of(model, transformers)

    def forward():
        return model(input_ids=ids, labels=ids).loss
    return model, forward, info_of(model, transformers)


def quantize_4bit(torch, model):
    """bitsandbytes' NF4 in place of every nn.Linear in the blocks (the head stays 16-bit), as
    from_pretrained(quantization_config=BitsAndBytesConfig(load_in_4bit=True,
    bnb_4bit_quant_type="nf4", bnb_4bit_use_double_quant=True, bnb_4bit_compute_dtype=bf16)) does."""
    import bitsandbytes as bnb
    for name, mod in list(model.named_modules()):
        if ".layers." not in name + ".":
            continue
        for cname, child in list(mod.named_children()):
            if type(child) is not torch.nn.Linear:
                continue
            q = bnb.nn.Linear4bit(child.in_features, child.out_features, bias=child.bias is not None,
                                  compute_dtype=torch.bfloat16, compress_statistics=True, quant_type="nf4",
                                  device="cpu")
            q.weight = bnb.nn.Params4bit(child.weight.data.cpu(), requires_grad=False, compress_statistics=True,
                                         quant_type="nf4")
            if child.bias is not None:
                q.bias = torch.nn.Parameter(child.bias.data.cpu(), requires_grad=False)
            setattr(mod, cname, q.to("cuda"))
            del child
    model.is_loaded_in_4bit = True
    torch.cuda.empty_cache()


def info_of(model, transformers):
    info = dict(attn_implementation=getattr(model.config, "_attn_implementation", None),
                param_dtype=str(next(model.parameters()).dtype),
                transformers=transformers.__version__)
    try:
        import peft
        info["peft"] = peft.__version__
    except Exception:  # noqa: BLE001
        pass
    full = getattr(model.config, "headroom_params_unquantized", None)
    if full:
        import bitsandbytes
        info["bitsandbytes"] = bitsandbytes.__version__
        info["params_unquantized"] = full
        info["param_dtypes"] = sorted({str(p.dtype) for p in model.parameters()})
    return info


def build_vision(torch, case):
    import torchvision
    from torchvision import models
    h, w = case["size"]
    mb = case["mb"]
    gen = torch.Generator().manual_seed(0)
    info = dict(torchvision=torchvision.__version__)
    name = case["model"]
    if name in ("resnet50", "resnet101", "vit_b_16", "convnext_tiny", "efficientnet_b0", "vit_g_14", "vit_l_16"):
        if name == "vit_g_14":
            model = models.VisionTransformer(image_size=h, patch_size=14, num_layers=40, num_heads=24,
                                             hidden_dim=1536, mlp_dim=6144, num_classes=45).cuda()
        else:
            model = getattr(models, name)(weights=None).cuda()
        if case.get("ckpt"):
            import functools
            from torch.utils.checkpoint import checkpoint
            for blk in model.encoder.layers:
                blk.forward = functools.partial(checkpoint, blk.forward, use_reentrant=False)
        x = torch.randn(mb, 3, h, w, device="cuda")
        y = torch.randint(0, 45 if name == "vit_g_14" else 1000, (mb,), device="cuda")
        ce = torch.nn.functional.cross_entropy
        return model.train(), (lambda: ce(model(x), y)), info
    if name == "deeplabv3_resnet50":  # torchvision's own, as its segmentation reference trains it
        from torchvision.models import segmentation
        model = segmentation.deeplabv3_resnet50(weights=None, weights_backbone=None, num_classes=21).cuda()
        x = torch.randn(mb, 3, h, w, device="cuda")
        y = torch.randint(0, 21, (mb, h, w), device="cuda")
        ce = torch.nn.functional.cross_entropy
        return model.train(), (lambda: ce(model(x)["out"], y, ignore_index=255)), info
    ma = load_measure_activations()
    if name == "deeplabv3_r50-d8":
        model = ma.mmseg("deeplabv3", 50)().cuda().train()
        x = torch.randn(mb, 3, h, w, device="cuda")
        y = torch.randint(0, 19, (mb, h, w), device="cuda")
        ce = torch.nn.functional.cross_entropy

        def forward():
            decode, aux = model(x)
            return ce(decode, y, ignore_index=255) + 0.4 * ce(aux, y, ignore_index=255)
        return model, forward, info
    model = ma.detector(name, (h, w))().cuda().train()
    n = case["boxes"]
    images = [torch.rand(3, h, w, generator=gen).cuda() for _ in range(mb)]
    targets = []
    for _ in range(mb):
        xy = torch.rand(n, 2, generator=gen) * torch.tensor([w * 0.6, h * 0.6])
        wh = 16 + torch.rand(n, 2, generator=gen) * torch.tensor([w * 0.3, h * 0.3])
        boxes = torch.cat([xy, xy + wh], 1)
        t = {"boxes": boxes.cuda(), "labels": torch.randint(1, 91, (n,), generator=gen).cuda()}
        if name.startswith("mask"):
            masks = torch.zeros(n, h, w, dtype=torch.uint8)
            for i, b in enumerate(boxes.round().long()):
                masks[i, b[1]:b[3], b[0]:b[2]] = 1
            t["masks"] = masks.cuda()
        targets.append(t)
    return model, (lambda: sum(model(images, targets).values())), info


def measure_whole(torch, out, train):
    """Peaks over a whole three-step run of a framework's own loop, from the weights in place."""
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    out["static_allocated"] = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    ts = time.time()
    train()
    torch.cuda.synchronize()
    out["step_seconds"] = (time.time() - ts) / 3
    out["peak_allocated"] = torch.cuda.max_memory_allocated()
    out["peak_reserved"] = torch.cuda.max_memory_reserved()
    out["nvml_process_used"] = nvml_process_bytes()
    out["rss_peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    return out


def run_trainer(torch, case, out):
    """Trainer.train() for three steps on fixed-length random tokens; peaks over the whole run."""
    import transformers
    model, _, info = build_lm(torch, dict(case, ckpt=False))
    out.update(info)
    vocab = LMS[case["model"]][1].get("vocab_size", 50257)
    g = torch.Generator().manual_seed(0)
    rows = [torch.randint(0, vocab, (case["seq"],), generator=g) for _ in range(case["mb"] * 3)]
    if LMS[case["model"]][0].endswith("ForSequenceClassification"):
        data = [{"input_ids": t, "labels": torch.tensor(i % 2)} for i, t in enumerate(rows)]
    else:
        data = [{"input_ids": t, "labels": t.clone()} for t in rows]
    args = transformers.TrainingArguments(
        output_dir="/tmp/gpu-peaks-trainer", per_device_train_batch_size=case["mb"], max_steps=3, bf16=case["autocast"],
        gradient_checkpointing=case["ckpt"],
        gradient_checkpointing_kwargs={"use_reentrant": False} if case["ckpt"] else None, report_to=[], save_strategy="no", logging_strategy="no",
        learning_rate=1e-5, dataloader_num_workers=0)
    out["trainer_optim"] = str(args.optim)
    out["trainer_gc_kwargs"] = str(getattr(args, "gradient_checkpointing_kwargs", None))
    t = transformers.Trainer(model=model, args=args, train_dataset=data)
    out["params"] = sum(p.numel() for p in model.parameters())
    out["trainable_params"] = sum(p.numel() for p in model.parameters() if p.requires_grad)
    return measure_whole(torch, out, t.train)


def run_lightning(torch, case, out):
    """lightning.Trainer.fit() with precision bf16-mixed, three steps; peaks over the whole fit."""
    import lightning as L
    model, _, info = build_lm(torch, case)
    out.update(info, lightning=L.__version__)
    vocab = LMS[case["model"]][1].get("vocab_size", 50257)
    g = torch.Generator().manual_seed(0)
    rows = [torch.randint(0, vocab, (case["seq"],), generator=g) for _ in range(case["mb"] * 3)]

    class Module(L.LightningModule):
        def __init__(self):
            super().__init__()
            self.model = model

        def training_step(self, batch, _):
            return self.model(input_ids=batch, labels=batch).loss

        def configure_optimizers(self):
            return torch.optim.AdamW(self.parameters(), lr=1e-5)
    loader = torch.utils.data.DataLoader(rows, batch_size=case["mb"])
    t = L.Trainer(accelerator="gpu", devices=1, precision="bf16-mixed", max_steps=3, logger=False,
                  enable_checkpointing=False, enable_progress_bar=False, enable_model_summary=False)
    out["params"] = sum(p.numel() for p in model.parameters())
    out["trainable_params"] = out["params"]
    return measure_whole(torch, out, lambda: t.fit(Module(), loader))


def make_optimizer(torch, case, params):
    if case.get("oib"):
        opts = {p: torch.optim.AdamW([p], lr=1e-5, foreach=False) for p in params}

        def hook(p):
            opts[p].step()
            opts[p].zero_grad(set_to_none=True)
        for p in params:
            p.register_post_accumulate_grad_hook(hook)
        return None
    if case["opt"] in ("adamw-8bit", "paged-adamw", "paged-adamw-8bit"):
        import bitsandbytes as bnb
        cls = {"adamw-8bit": bnb.optim.AdamW8bit, "paged-adamw": bnb.optim.PagedAdamW,
               "paged-adamw-8bit": bnb.optim.PagedAdamW8bit}[case["opt"]]
        return cls(params, lr=1e-5)
    if case["opt"] == "sgd-momentum":
        return torch.optim.SGD(params, lr=0.01, momentum=0.9, weight_decay=1e-4)
    if case.get("fused"):
        return torch.optim.AdamW(params, lr=1e-5, fused=True)
    return torch.optim.AdamW(params, lr=1e-5)


def run_one(case):
    t0 = time.time()
    out = dict(case=case, rss_start=rss_bytes())
    import torch
    out["rss_after_import_torch"] = rss_bytes()
    torch.manual_seed(0)
    torch.cuda.init()
    torch.zeros(1, device="cuda")
    out["rss_after_cuda_init"] = rss_bytes()
    out["torch"] = torch.__version__
    out["cuda"] = torch.version.cuda
    out["cudnn"] = torch.backends.cudnn.version()
    out["gpu"] = torch.cuda.get_device_name(0)
    torch.backends.cudnn.benchmark = bool(case.get("benchmark"))
    if case["kind"] in ("trainer", "lightning"):
        (run_trainer if case["kind"] == "trainer" else run_lightning)(torch, case, out)
        out["seconds"] = round(time.time() - t0, 1)
        return out
    builder = build_lm if case["kind"] == "lm" else build_vision
    model, forward, info = builder(torch, case)
    out.update(info)
    params = [p for p in model.parameters() if p.requires_grad]
    out["params"] = sum(p.numel() for p in model.parameters())
    out["trainable_params"] = sum(p.numel() for p in params)
    opt = make_optimizer(torch, case, params)
    lm_case = case["kind"] == "lm"
    amp_dtype = None
    if lm_case and case["autocast"]:
        amp_dtype = torch.bfloat16
    elif not lm_case and case.get("amp"):
        amp_dtype = torch.float16 if case["amp"] == "fp16" else torch.bfloat16
    scaler = torch.amp.GradScaler("cuda") if amp_dtype == torch.float16 else None
    accum = case.get("accum", 1)
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    out["static_allocated"] = torch.cuda.memory_allocated()
    free, total = torch.cuda.mem_get_info()
    out["static_device_used"] = total - free
    torch.cuda.reset_peak_memory_stats()
    steps, times = [], []

    def backward(loss):
        (scaler.scale(loss) if scaler else loss).backward()

    for step in range(3):
        torch.cuda.synchronize()
        ts = time.time()
        torch.cuda.reset_peak_memory_stats()
        for _ in range(accum):
            with torch.autocast("cuda", dtype=amp_dtype or torch.bfloat16, enabled=amp_dtype is not None):
                loss = forward() / accum
            if not lm_case and opt is not None and not case.get("zero_after"):
                opt.zero_grad(set_to_none=True)  # torchvision's references zero between forward and backward
            backward(loss)
            del loss
        fb = (torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved())
        torch.cuda.reset_peak_memory_stats()
        if opt is not None:
            if scaler:
                scaler.step(opt)
                scaler.update()
            else:
                opt.step()
            if lm_case or case.get("zero_after"):
                opt.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
        times.append(time.time() - ts)
        st = (torch.cuda.max_memory_allocated(), torch.cuda.max_memory_reserved())
        free, total = torch.cuda.mem_get_info()
        steps.append(dict(fwd_bwd_allocated=fb[0], fwd_bwd_reserved=fb[1], opt_allocated=st[0], opt_reserved=st[1],
                          end_allocated=torch.cuda.memory_allocated(), end_device_used=total - free,
                          end_nvml_process=nvml_process_bytes()))
    out["steps"] = steps
    out["peak_allocated"] = max(max(s["fwd_bwd_allocated"], s["opt_allocated"]) for s in steps)
    out["peak_reserved"] = max(max(s["fwd_bwd_reserved"], s["opt_reserved"]) for s in steps)
    out["step_seconds"] = sorted(times[1:])[len(times[1:]) // 2]
    out["nvml_process_used"] = nvml_process_bytes()
    free, total = torch.cuda.mem_get_info()
    out["device_total"] = total
    # One more forward pass, its saved tensors counted (not part of the peaks above).
    counter = SavedBytes(model)
    with torch.autograd.graph.saved_tensors_hooks(counter.pack, lambda t: t):
        with torch.autocast("cuda", dtype=amp_dtype or torch.bfloat16, enabled=amp_dtype is not None):
            loss = forward()
    out["saved_bytes"], out["saved_param_bytes"] = counter.totals()
    del loss
    out["rss_peak"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    out["seconds"] = round(time.time() - t0, 1)
    return out


def breakdown_one(case):
    """Saved bytes per token of one middle layer, by module, and the totals outside the layers."""
    import torch
    import transformers
    model, forward, info = build_lm(torch, case)
    stack = []
    for name, m in model.named_modules():
        m.register_forward_pre_hook(lambda mod, inp, n=name: stack.append(n))
        m.register_forward_hook(lambda mod, inp, out, n=name: (stack.pop(), None)[1])
    params = {p.untyped_storage().data_ptr() for p in model.parameters()}
    seen = {}

    def pack(t):
        st = t.untyped_storage()
        key = st.data_ptr()
        if key not in seen and key not in params:
            seen[key] = (stack[-1] if stack else "<top>", st.nbytes(), str(t.dtype).replace("torch.", ""),
                         list(t.shape))
        return t
    amp = torch.autocast("cuda", dtype=torch.bfloat16, enabled=case["autocast"])
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t), amp:
        loss = forward()
    tokens = case["mb"] * case["seq"]
    layer, outside, total = {}, {}, 0
    for name, n, dtype, shape in seen.values():
        total += n
        mark = ".layers.1."
        if mark in name or name.endswith(".layers.1"):
            rel = name.split(mark, 1)[1] if mark in name else "<layer>"
            rel = rel.replace(".default", "")
            layer.setdefault(rel, []).append([round(n / tokens, 2), dtype, shape])
        elif ".layers." not in name and ".h." not in name:
            outside.setdefault(name.split("model.")[-1], []).append([round(n / tokens, 2), dtype, shape])
        elif ".h.1." in name or name.endswith(".h.1"):
            rel = name.split(".h.1.", 1)[1] if ".h.1." in name else "<layer>"
            layer.setdefault(rel, []).append([round(n / tokens, 2), dtype, shape])
    del loss
    per_layer = sum(x[0] for v in layer.values() for x in v)
    return dict(case=case, tokens=tokens, saved_total=total, per_token_layer1=round(per_layer, 1), layer1=layer,
                outside=outside, torch=torch.__version__, **dict(info, transformers=transformers.__version__))


def context_probe():
    """The CUDA context alone, and with cuBLAS and cuDNN started, as NVML sees the device."""
    import torch
    import pynvml
    pynvml.nvmlInit()
    h = pynvml.nvmlDeviceGetHandleByIndex(0)
    used = lambda: pynvml.nvmlDeviceGetMemoryInfo(h).used  # noqa: E731
    out = dict(before=used(), rss_after_import_torch=rss_bytes())
    torch.zeros(1, device="cuda")
    torch.cuda.synchronize()
    out["after_init"] = used()
    out["rss_after_cuda_init"] = rss_bytes()
    a = torch.randn(1024, 1024, device="cuda", dtype=torch.bfloat16)
    (a @ a).sum().item()
    out["after_cublas"] = used()
    c = torch.nn.Conv2d(64, 64, 3).cuda()
    c(torch.randn(8, 64, 56, 56, device="cuda")).sum().backward()
    torch.cuda.synchronize()
    out["after_cudnn"] = used()
    out["reserved"] = torch.cuda.memory_reserved()
    out["allocated"] = torch.cuda.memory_allocated()
    out["rss_after_kernels"] = rss_bytes()
    out["nvml_process_used"] = nvml_process_bytes()
    out["torch"] = torch.__version__
    out["driver"] = pynvml.nvmlSystemGetDriverVersion()
    out["gpu"] = torch.cuda.get_device_name(0)
    out["device_total"] = pynvml.nvmlDeviceGetMemoryInfo(h).total
    return out


def spawn(args, timeout):
    p = subprocess.run([sys.executable, str(pathlib.Path(__file__).resolve())] + args, capture_output=True, text=True,
                       timeout=timeout)
    for line in reversed(p.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return dict(error=(p.stderr or p.stdout)[-3000:], returncode=p.returncode)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--one")
    ap.add_argument("--context", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--no-context", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--only")
    ap.add_argument("--jobs", type=int, default=3)
    ap.add_argument("--budget", type=float, default=330)
    a = ap.parse_args()
    if a.list:
        for c in CASES + HELDOUT + RUN6 + BREAKDOWN:
            print(c["id"])
        return
    if a.context:
        print(json.dumps(context_probe()))
        return
    if a.one:
        case = next(c for c in CASES + HELDOUT + RUN6 + BREAKDOWN if c["id"] == a.one)
        print(json.dumps(breakdown_one(case) if case["id"].startswith("bd-") else run_one(case)))
        return
    out = pathlib.Path(a.out or ".")
    out.mkdir(parents=True, exist_ok=True)
    start = time.time()
    sink = open(out / "gpu-peaks.jsonl", "a")

    def record(rec):
        sink.write(json.dumps(rec) + "\n")
        sink.flush()
        brief = {k: rec.get(k) for k in ("peak_allocated", "peak_reserved", "saved_bytes", "per_token_layer1", "seconds")}
        print(rec.get("case", {}).get("id", "context"), json.dumps(brief), (rec.get("error") or "")[-600:], flush=True)

    try:
        if a.no_context:
            raise StopIteration
        ctx = spawn(["--context"], 120)
        ctx["case"] = {"id": "context"}
        record(ctx)
    except StopIteration:
        pass
    except Exception as e:  # noqa: BLE001
        record(dict(case={"id": "context"}, error=repr(e)))
    only = set(a.only.split(",")) if a.only else None
    todo = [c for c in CASES + HELDOUT + RUN6 + BREAKDOWN if not only or c["id"] in only]

    def go(case):
        left = a.budget - (time.time() - start)
        if left < 20:
            return dict(case=case, error="skipped: budget spent")
        try:
            rec = spawn(["--one", case["id"]], min(180, left))
        except subprocess.TimeoutExpired:
            rec = dict(error="timed out")
        rec["case"] = case
        return rec

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as pool:
        for rec in pool.map(go, todo):
            record(rec)
    print(f"done in {time.time() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
