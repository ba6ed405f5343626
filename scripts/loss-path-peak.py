#!/usr/bin/env python3
"""Peak bytes per logit element of a language model's loss path, measured on the CPU.

Ground truth for resources/coefficients.yaml logits_bytes_per_element (16: the fp32 logits
outlive backward) and for the 12 B the accuracy notes give when the loop drops them before
backward. The LM head runs on a 16-bit hidden state; the live bytes of everything allocated
from the head's output on (logits, upcasts, shift copies, log-softmax, gradients) are followed
with torch.profiler's memory events through forward and backward, and the peak is divided by
the number of logit elements. Runs on Debian's python3-torch:

    /usr/bin/python3 scripts/loss-path-peak.py
"""
import torch
import torch.nn.functional as F
from torch.profiler import ProfilerActivity, profile

B, T, H, V = 2, 256, 256, 8192  # batch, tokens, hidden, vocabulary: 4,194,304 logit elements
N = B * T
DT = torch.bfloat16


def peak_bytes(step):
    """Peak of live bytes allocated inside step(), in time order of the profiler's events."""
    with profile(activities=[ProfilerActivity.CPU], profile_memory=True) as p:
        step()
    # every allocation and free is its own "[memory]" record with its own time stamp (the
    # aggregated FunctionEvents attribute frees to the enclosing autograd node's start)
    events = [k for k in p.profiler.kineto_results.events() if k.name() == "[memory]"]
    events.sort(key=lambda k: k.start_us())
    live = peak = 0
    for k in events:
        live += k.nbytes()
        peak = max(peak, live)
    return peak


def setup():
    torch.manual_seed(0)
    head = torch.nn.Linear(H, V, bias=False).to(DT).requires_grad_(False)
    h = torch.randn(B, T, H, dtype=DT, requires_grad=True)
    labels = torch.randint(0, V, (B, T))
    return head, h, labels


def hf_new_trainer():
    """transformers >= 4.46 ForCausalLMLoss under Trainer: upcast inside the loss, labels
    shifted by padding (no logits copy), outputs dropped before backward."""
    head, h, labels = setup()

    def step():
        logits = head(h)
        lab = F.pad(labels, (0, 1), value=-100)[..., 1:]
        loss = F.cross_entropy(logits.float().view(-1, V), lab.reshape(-1), ignore_index=-100)
        del logits
        loss.backward()
    return step


def hf_old(keep_outputs):
    """transformers <= 4.44 LlamaForCausalLM: logits.float(), then a contiguous shifted copy."""
    head, h, labels = setup()

    def step():
        logits = head(h).float()
        shift = logits[..., :-1, :].contiguous()  # a copy once the batch is > 1
        loss = F.cross_entropy(shift.view(-1, V), labels[..., 1:].reshape(-1))
        del shift
        if not keep_outputs:
            del logits  # Trainer.compute_loss returns the loss only
        loss.backward()
    return step


def qwen_original():
    """Qwen's modeling_qwen.py: no upcast, a contiguous shifted copy, cross-entropy in 16 bits."""
    head, h, labels = setup()

    def step():
        logits = head(h)
        shift = logits[..., :-1, :].contiguous()
        loss = F.cross_entropy(shift.view(-1, V), labels[..., 1:].reshape(-1))
        del shift, logits
        loss.backward()
    return step


def torchtune_chunked_eager(chunks=8):
    """torchtune CEWithChunkedOutputLoss without compile: 16-bit chunks, fp32 CE per chunk."""
    head, h, labels = setup()

    def step():
        logits = [head(c) for c in h.tensor_split(chunks, dim=1)]
        total = 0.0
        for lg, lb in zip(logits, labels.tensor_split(chunks, dim=1)):
            total = total + F.cross_entropy(lg.reshape(-1, V).float(), lb.reshape(-1), reduction="sum")
        del logits
        total.backward()
    return step


def main():
    print(f"torch {torch.__version__}; {B} x {T} tokens x {V} vocabulary = {N * V:,} logit elements, bf16 head")
    cases = [
        ("HF >= 4.46 loss, Trainer (logits dropped)", hf_new_trainer()),
        ("HF <= 4.44 Llama, Trainer (logits dropped)", hf_old(False)),
        ("HF <= 4.44 Llama, loop keeps outputs", hf_old(True)),
        ("Qwen modeling_qwen, no upcast", qwen_original()),
        ("torchtune chunked CE, eager", torchtune_chunked_eager()),
    ]
    for name, step in cases:
        b = peak_bytes(step)
        print(f"{name:45s} peak {b / (N * V):5.2f} B per logit element")


if __name__ == "__main__":
    main()
