#!/usr/bin/python3
"""Measures the bytes autograd saves for backward in one sparse Mixture-of-Experts MLP block.

The block is written here from the operation list of the "eager" MoE block in Hugging Face
transformers (MixtralSparseMoeBlock, Qwen3MoeSparseMoeBlock): a linear router, softmax in
fp32, top-k, renormalised top-k weights, then a loop over the experts. Each expert is a
SwiGLU MLP (gate_proj, up_proj, down_proj, SiLU, no bias) run on the tokens routed to it;
its output is scaled by the routing weight and added into the result with index_add_. An
optional shared expert (Qwen2-MoE style) is gated by sigmoid(Linear(H, 1)).

Every tensor autograd saves during the forward pass goes through
torch.autograd.graph.saved_tensors_hooks. The pack hook keeps a reference, so no storage is
freed and reused during the pass. Bytes are summed once per storage (data pointer and
nbytes of the untyped storage): a view counts as its base, and a storage saved twice counts
once. Each saved storage is put in one of four groups:
  params       the module's parameters (Headroom counts them with the weights);
  param_casts  16-bit copies autocast makes of parameters (also counted with the weights);
  input        the block input x (x2 = x.view(-1, H) shares its storage);
  activations  everything else. bytes_per_token is activations / tokens.
After the forward pass the autograd graph is walked and every tensor held by a node
(_saved_* attributes, and ctx of Python functions) is compared with what the hook saw;
tensors found only by the walk are reported as saved_other_ways.

Runs on the CPU in a few seconds. CPU autocast has its own op lists, which differ from
CUDA's. The dtype of every saved tensor is recorded (saved_dtypes_by_op), so each row shows
which ops ran in bf16 and which in fp32. With torch 1.13 on the CPU: mm ran in bf16;
softmax (dtype=float), topk and the division ran in fp32; silu and SiLU*up ran in bf16
because their inputs were bf16; the multiply by the routing weight ran in fp32 (bf16
output times fp32 weight), so index_add_ saved an fp32 source.

Each row is checked against the closed form in expected_per_token(); the script exits 1
when a row differs. Two sizes are run (E=8, K=2 and E=16, K=4) to show the per-token
figures scale with K and not with E (apart from the router's 4E).

    /usr/bin/python3 scripts/measure-moe-activations.py
    /usr/bin/python3 scripts/measure-moe-activations.py --out tests/reference/moe-activations.json
"""

import argparse
import contextlib
import json
import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

DEFAULT_OUT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                           os.pardir, "tests", "reference",
                                           "moe-activations.json"))

# Role names of the tensors the forward pass creates; filled while a measurement runs.
_ROLES = {}      # storage data_ptr -> role
_GRAD_FNS = {}   # id(grad_fn) -> role, to name the source of an autocast copy
_KEEP = []       # keeps tagged tensors and their grad_fns alive, so no address is reused


def storage_key(t):
    if hasattr(t, "untyped_storage"):
        s = t.untyped_storage()
    else:
        s = t.storage().untyped()
    return s.data_ptr(), s.nbytes()


VIEW_NODES = ("TBackward0", "TransposeBackward0", "ViewBackward0", "PermuteBackward0",
              "ExpandBackward0")


def tag(role, t):
    """Remember what a tensor of the forward pass is, for the labels of the saved list."""
    ptr = storage_key(t)[0]
    _ROLES.setdefault(ptr, role)
    _KEEP.append(t)
    if t.grad_fn is not None:
        _GRAD_FNS.setdefault(id(t.grad_fn), role)
        _KEEP.append(t.grad_fn)
    return t


class LoraLinear(nn.Module):
    """A frozen Linear plus B(A(x)) * scaling; no dropout."""

    def __init__(self, base, rank, scaling, name):
        super().__init__()
        self.base = base
        self.lora_A = nn.Linear(base.in_features, rank, bias=False)
        self.lora_B = nn.Linear(rank, base.out_features, bias=False)
        nn.init.normal_(self.lora_B.weight, std=0.02)  # not zero, so every path is exercised
        self.scaling = scaling
        self.name = name

    def forward(self, x):
        a = tag(self.name + ".lora_A.out", self.lora_A(x))
        b = tag(self.name + ".lora_B.out", self.lora_B(a))
        return self.base(x) + b * self.scaling


class Expert(nn.Module):
    def __init__(self, hidden, width, name="expert"):
        super().__init__()
        self.gate_proj = nn.Linear(hidden, width, bias=False)
        self.up_proj = nn.Linear(hidden, width, bias=False)
        self.down_proj = nn.Linear(width, hidden, bias=False)
        self.name = name

    def forward(self, x):
        n = self.name
        g = tag(n + ".gate_proj.out", self.gate_proj(x))
        a = tag(n + ".silu.out", F.silu(g))
        u = tag(n + ".up_proj.out", self.up_proj(x))
        p = tag(n + ".silu*up", a * u)
        return tag(n + ".down_proj.out", self.down_proj(p))


class SparseMoeBlock(nn.Module):
    def __init__(self, hidden, width, experts, top_k, shared_width=0):
        super().__init__()
        self.hidden, self.num_experts, self.top_k = hidden, experts, top_k
        self.gate = nn.Linear(hidden, experts, bias=False)
        self.experts = nn.ModuleList(Expert(hidden, width) for _ in range(experts))
        self.shared_expert = None
        if shared_width:
            self.shared_expert = Expert(hidden, shared_width, "shared_expert")
            self.shared_expert_gate = nn.Linear(hidden, 1, bias=False)

    def forward(self, x):
        b, s, h = x.shape
        x2 = tag("block input x2", x.view(-1, h))
        router_logits = tag("router_logits", self.gate(x2))
        rw = tag("softmax.out (fp32)", F.softmax(router_logits, dim=1, dtype=torch.float))
        rw, selected = torch.topk(rw, self.top_k, dim=-1)
        tag("topk.values", rw)
        tag("topk.indices", selected)
        total = tag("topk.values.sum", rw.sum(dim=-1, keepdim=True))
        rw = tag("routing_weights (normalised)", rw / total)
        rw = tag("routing_weights (x dtype)", rw.to(x2.dtype))
        final = torch.zeros((b * s, h), dtype=x2.dtype, device=x.device)
        self.experts_run = 0
        expert_mask = F.one_hot(selected, num_classes=self.num_experts).permute(2, 1, 0)
        for e in range(self.num_experts):
            idx, top_x = torch.where(expert_mask[e])
            tag("torch.where indices (idx, top_x)", top_x)
            if top_x.numel() == 0:
                continue
            self.experts_run += 1
            state = tag("expert input (gathered x2)", x2[None, top_x].reshape(-1, h))
            out = self.experts[e](state)
            w = tag("routing weight per expert", rw[top_x, idx, None])
            out = tag("expert.out * routing weight", out * w)
            final.index_add_(0, top_x, out.to(x2.dtype))
        if self.shared_expert is not None:
            shared = self.shared_expert(x2)
            sg = tag("shared_expert_gate.out", self.shared_expert_gate(x2))
            sig = tag("sigmoid(shared_expert_gate)", torch.sigmoid(sg))
            final = final + tag("shared_expert.out * sigmoid", sig * shared)
        return final.reshape(b, s, h)


def add_lora(block, rank, scaling):
    for e, expert in enumerate(block.experts):
        for name in ("gate_proj", "up_proj", "down_proj"):
            base = getattr(expert, name)
            setattr(expert, name, LoraLinear(base, rank, scaling, "expert." + name))


def graph_saved(root):
    """Tensors held by the nodes of the autograd graph: storage ptr -> (tensor, [node.attr])."""
    found = {}
    seen = {}  # id -> node; the node is kept so that its id is not reused
    stack = [root]
    while stack:
        fn = stack.pop()
        if fn is None or id(fn) in seen:
            continue
        seen[id(fn)] = fn
        name = type(fn).__name__
        values = []
        for attr in dir(fn):
            if attr.startswith("_saved_"):
                try:
                    values.append((attr[len("_saved_"):], getattr(fn, attr)))
                except RuntimeError:  # freed, or not saved for this call
                    pass
        # Python autograd Functions: tensors kept on ctx outside save_for_backward.
        for attr, val in getattr(fn, "__dict__", {}).items():
            values.append(("ctx." + attr, val))
        for attr, val in values:
            items = val if isinstance(val, (list, tuple)) else [val]
            for t in items:
                if isinstance(t, torch.Tensor) and t.numel() > 0:
                    ptr, _ = storage_key(t)
                    entry = found.setdefault(ptr, (t, []))
                    label = name + "." + attr
                    if label not in entry[1]:
                        entry[1].append(label)
        for nxt, _ in fn.next_functions:
            stack.append(nxt)
    return found


def dtype_name(dt):
    return str(dt).replace("torch.", "")


def measure(setting):
    torch.manual_seed(0)
    _ROLES.clear()
    _GRAD_FNS.clear()
    del _KEEP[:]
    c = setting
    block = SparseMoeBlock(c["H"], c["F"], c["E"], c["K"], c["Fs"])
    block.to(c["weight_dtype"])
    for p in block.parameters():
        p.requires_grad_(c["weights_trainable"])
    if c["lora_rank"]:
        add_lora(block, c["lora_rank"], c["lora_scaling"])
        block.to(c["weight_dtype"])  # adapters in the weights' dtype
    x = torch.randn(c["B"], c["S"], c["H"], dtype=c["input_dtype"], requires_grad=True)
    tokens = c["B"] * c["S"]

    param_ptrs = {storage_key(p)[0]: n for n, p in block.named_parameters()}
    input_ptr = storage_key(x)[0]

    kept = []
    saved = {}  # ptr -> dict

    def pack(t):
        kept.append(t)
        ptr, nbytes = storage_key(t)
        if ptr == 0 or ptr in saved:
            return t
        entry = {"shape": list(t.shape), "dtype": dtype_name(t.dtype), "nbytes": nbytes,
                 "order": len(saved)}
        if ptr in param_ptrs:
            entry["group"], entry["role"] = "params", param_ptrs[ptr]
        elif ptr == input_ptr:
            entry["group"], entry["role"] = "input", "block input x (x2 is a view of it)"
        else:
            entry["group"], entry["role"] = "activations", None
            fn = t.grad_fn
            while fn is not None and type(fn).__name__ in VIEW_NODES:
                fn = fn.next_functions[0][0]  # mm saves weight.t(), a view of the cast
            if t.dim() == 0 and t.dtype == torch.float64 and not t.requires_grad:
                entry["role"] = "python scalar as 0-dim float64 tensor"
            elif fn is not None and type(fn).__name__.startswith("ToCopyBackward"):
                src = fn.next_functions[0][0]
                if src is not None and type(src).__name__ == "AccumulateGrad":
                    entry["group"], entry["role"] = "param_casts", "autocast copy of a parameter"
                elif src is not None and id(src) in _GRAD_FNS:
                    entry["role"] = "autocast copy of " + _GRAD_FNS[id(src)]
                elif src is not None and type(src).__name__ == "ViewBackward0":
                    entry["role"] = "autocast copy of block input x2"
                else:
                    entry["role"] = "autocast copy"
        saved[ptr] = entry
        return t

    autocast = (torch.autocast("cpu", dtype=torch.bfloat16) if c["autocast"]
                else contextlib.nullcontext())
    with torch.autograd.graph.saved_tensors_hooks(pack, lambda t: t):
        with autocast:
            out = block(x)

    # Labels: which node saved each storage; and anything the hook did not see.
    found = graph_saved(out.grad_fn)
    other = []
    for ptr, (t, labels) in found.items():
        if ptr in saved:
            saved[ptr]["saved_by"] = labels
        else:
            other.append({"shape": list(t.shape), "dtype": dtype_name(t.dtype),
                          "nbytes": storage_key(t)[1], "saved_by": labels})
    for ptr, entry in saved.items():
        if entry["role"] is None:
            entry["role"] = _ROLES.get(ptr, "?")
        entry.setdefault("saved_by", [])

    # Run backward once, to check that the graph works.
    out.float().sum().backward()

    totals = {"params": 0, "param_casts": 0, "input": 0, "activations": 0}
    for entry in saved.values():
        totals[entry["group"]] += entry["nbytes"]

    # Sum the activations by role (one expert's tensors add up over the experts).
    by_role = {}
    for entry in sorted(saved.values(), key=lambda e: e["order"]):
        if entry["group"] != "activations":
            continue
        key = (entry["role"], entry["dtype"])
        r = by_role.setdefault(key, {"role": entry["role"], "dtype": entry["dtype"],
                                     "storages": 0, "nbytes": 0, "saved_by": []})
        r["storages"] += 1
        r["nbytes"] += entry["nbytes"]
        for label in entry["saved_by"]:
            if label not in r["saved_by"]:
                r["saved_by"].append(label)
    for r in by_role.values():
        r["bytes_per_token"] = r["nbytes"] / tokens

    dtypes_by_op = {}
    for entry in saved.values():
        for label in entry["saved_by"]:
            op = label.split(".")[0]
            dtypes_by_op.setdefault(op, set()).add(entry["dtype"])

    return {
        "setting": c["name"],
        "description": c["description"],
        "dtype": c["dtype_label"],
        "weight_dtype": dtype_name(c["weight_dtype"]),
        "input_dtype": dtype_name(c["input_dtype"]),
        "autocast": "cpu bfloat16" if c["autocast"] else None,
        "weights_trainable": c["weights_trainable"],
        "lora": ({"rank": c["lora_rank"], "scaling": c["lora_scaling"],
                  "targets": ["gate_proj", "up_proj", "down_proj"],
                  "adapter_dtype": dtype_name(c["weight_dtype"])} if c["lora_rank"] else None),
        "tokens": tokens, "B": c["B"], "S": c["S"],
        "H": c["H"], "F": c["F"], "E": c["E"], "K": c["K"], "Fs": c["Fs"],
        "experts_run": block.experts_run,
        "total_saved_bytes": sum(totals.values()),
        "param_bytes": totals["params"],
        "param_cast_bytes": totals["param_casts"],
        "saves_block_input": totals["input"] > 0,
        "block_input_bytes": totals["input"],
        "activation_bytes": totals["activations"],
        "bytes_per_token": totals["activations"] / tokens,
        "bytes_per_token_with_input": (totals["activations"] + totals["input"]) / tokens,
        "saved_other_ways_bytes": sum(o["nbytes"] for o in other),
        "saved_other_ways": other,
        "saved_dtypes_by_op": {k: sorted(v) for k, v in sorted(dtypes_by_op.items())},
        "activations_by_role": list(by_role.values()),
        "saved_tensors": [dict(e, order=i) for i, e in
                          enumerate(sorted(saved.values(), key=lambda e: e["order"]))],
    }


def settings(size):
    base = {"B": 2, "S": 64, "H": 64, "F": 32, "Fs": 0, "lora_rank": 0, "lora_scaling": 2.0,
            "autocast": False}
    base.update(size)
    f32, bf16 = torch.float32, torch.bfloat16
    rows = [
        ("fp32-full", "fp32 weights and input, all parameters trainable", "float32",
         dict(weight_dtype=f32, input_dtype=f32, weights_trainable=True)),
        ("bf16-true", "bf16 weights and input, all parameters trainable", "bfloat16",
         dict(weight_dtype=bf16, input_dtype=bf16, weights_trainable=True)),
        ("fp32-autocast-bf16", "fp32 weights and input, all trainable, "
         "inside torch.autocast('cpu', dtype=torch.bfloat16)", "float32 + autocast bfloat16",
         dict(weight_dtype=f32, input_dtype=f32, weights_trainable=True, autocast=True)),
        ("bf16-frozen", "bf16 weights frozen (router and experts), input requires grad",
         "bfloat16", dict(weight_dtype=bf16, input_dtype=bf16, weights_trainable=False)),
        ("bf16-frozen-lora", "bf16 weights frozen, LoRA r=4 (A then B, scaling 2, no dropout, "
         "bf16 adapters) on every expert's gate_proj, up_proj, down_proj", "bfloat16",
         dict(weight_dtype=bf16, input_dtype=bf16, weights_trainable=False, lora_rank=4)),
        ("bf16-true-shared", "as bf16-true, plus a shared expert of width Fs gated by "
         "sigmoid(Linear(H, 1))", "bfloat16",
         dict(weight_dtype=bf16, input_dtype=bf16, weights_trainable=True, Fs=48)),
    ]
    out = []
    for name, desc, label, extra in rows:
        c = dict(base)
        c.update(extra)
        c.update(name=name, description=desc, dtype_label=label)
        out.append(c)
    return out


def expected_per_token(row):
    """Closed form of bytes_per_token, in H, F, E, K, Fs and a (bytes of the weight dtype).

    Router, in every setting: softmax output fp32 [T, E], topk indices int64 [T, K], topk
    values fp32 [T, K] and their sum fp32 [T, 1] (saved by the division): 4E + 12K + 4.
    torch.where(expert_mask[e]) returns two views of one nonzero() result, int64 [n_e, 2];
    over all experts sum(n_e) = T*K, so 16K (saved by indexing and index_add_).
    Per routed token and expert, trainable weights: the gathered input (H), gate_proj
    output, SiLU output, up_proj output, SiLU*up (4F), down_proj output (H), the routing
    weight (1) and the weighted output that index_add_ saves as its source (H).
    """
    H, Fw, E, K, Fs, T = row["H"], row["F"], row["E"], row["K"], row["Fs"], row["tokens"]
    a = 4 if row["weight_dtype"] == "float32" else 2
    router = 4 * E + 12 * K + 4 + 16 * K
    name = row["setting"]
    if name in ("fp32-full", "bf16-true", "bf16-true-shared"):
        shared = (4 * Fs + H + 1) * a if Fs else 0  # x2 is the block input, not counted here
        return router + (3 * K * H + 4 * K * Fw + K) * a + shared
    if name == "fp32-autocast-bf16":
        # bf16: a copy of x2 for the router, two copies of the gathered input (one per
        # linear; autocast caches only casts of leaf tensors), 4F, down_proj output.
        # fp32: the routing weight, and the weighted output (bf16 * fp32 -> fp32).
        return router + 2 * H + 2 * (3 * K * H + 4 * K * Fw) + 4 * K + 4 * K * H
    if name == "bf16-frozen":
        # no gathered input, no SiLU*up: the frozen mm saves only its weight
        return router + (3 * K * Fw + 2 * K * H + K) * a
    if name == "bf16-frozen-lora":
        # lora_A saves its input (gathered input, SiLU*up), lora_B saves lora_A's output
        # [n, r] three times; `* scaling` saves a 0-dim float64 tensor per adapter call.
        r = row["lora"]["rank"]
        return (router + (3 * K * Fw + 2 * K * H + K) * a + (K * H + K * Fw + 3 * K * r) * a
                + 3 * 8 * row["experts_run"] / T)
    return None


def print_table(rows):
    cols = ["setting", "E", "K", "tokens", "input", "params", "casts", "acts", "acts/tok",
            "expect"]
    print("%-20s %3s %2s %6s %6s %7s %6s %7s %9s %7s" % tuple(cols))
    for r in rows:
        exp = r["expected_bytes_per_token"]
        print("%-20s %3d %2d %6d %6d %7d %6d %7d %9.2f %7s" % (
            r["setting"], r["E"], r["K"], r["tokens"], r["block_input_bytes"], r["param_bytes"],
            r["param_cast_bytes"], r["activation_bytes"], r["bytes_per_token"],
            "-" if exp is None else ("%.2f" % exp)))
    print()
    for r in rows:
        if r["E"] != rows[0]["E"]:
            continue
        print("%s (H=%d F=%d E=%d K=%d Fs=%d, %d tokens): %.2f bytes/token; block input saved: %s;"
              " saved other ways: %d bytes" % (r["setting"], r["H"], r["F"], r["E"], r["K"],
                                                r["Fs"], r["tokens"], r["bytes_per_token"],
                                                r["saves_block_input"],
                                                r["saved_other_ways_bytes"]))
        for g in r["activations_by_role"]:
            print("    %-44s %-9s %3d storages %8d B %8.2f B/token  %s" % (
                g["role"], g["dtype"], g["storages"], g["nbytes"], g["bytes_per_token"],
                ", ".join(g["saved_by"])))
    print()


def dump_json(doc):
    """Pretty JSON, with each saved tensor and each role on one line."""
    compact = {}

    def one_line(items):
        out = []
        for item in items:
            key = "@@%d@@" % len(compact)
            compact[key] = json.dumps(item)
            out.append(key)
        return out

    rows = []
    for r in doc["rows"]:
        r = dict(r)
        for field in ("saved_tensors", "activations_by_role", "saved_other_ways"):
            if field in r:
                r[field] = one_line(r[field])
        r["saved_dtypes_by_op"] = {op: one_line([dts])[0]
                                   for op, dts in r["saved_dtypes_by_op"].items()}
        rows.append(r)
    text = json.dumps(dict(doc, rows=rows), indent=2)
    for key, value in compact.items():
        text = text.replace(json.dumps(key), value)
    return text + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=DEFAULT_OUT, help="JSON file to write (default: %(default)s)")
    ap.add_argument("--tensors", action="store_true",
                    help="also write every saved tensor of every row (about 400 KB)")
    args = ap.parse_args()

    rows = []
    for size in ({"E": 8, "K": 2}, {"E": 16, "K": 4}):
        for c in settings(size):
            rows.append(measure(c))
    bad = 0
    for r in rows:
        r["expected_bytes_per_token"] = expected_per_token(r)
        if r["expected_bytes_per_token"] != r["bytes_per_token"]:
            bad += 1
    print_table(rows)

    doc = {
        "script": "scripts/measure-moe-activations.py",
        "torch": torch.__version__,
        "device": "cpu",
        "what": "bytes autograd saves for backward in one sparse MoE MLP block (Mixtral / "
                "Qwen3-MoE eager loop over experts), counted once per storage with "
                "saved_tensors_hooks; bytes_per_token = activations / tokens, without "
                "parameters, autocast copies of parameters and the block input",
        "rows": rows if args.tensors else [{k: v for k, v in r.items() if k != "saved_tensors"} for r in rows],
    }
    with open(args.out, "w") as f:
        f.write(dump_json(doc))
    print("wrote", args.out)
    if bad:
        print("%d row(s) differ from the closed form in expected_per_token()" % bad)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
