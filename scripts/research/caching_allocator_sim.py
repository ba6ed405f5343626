#!/usr/bin/env python3
"""A replay of PyTorch's CUDA caching allocator (c10/cuda/CUDACachingAllocator.cpp, v2.1.x defaults:
no max_split_size, no expandable segments, no garbage-collection threshold) over a modelled allocation
trace of one Qwen-1 LoRA training step (ms-swift 1.x: batch 1, gradient checkpointing, flash-attn,
LoRA on c_attn, bf16 model), replayed over a shuffled epoch of variable sample lengths.

Allocator rules reproduced (names as in the .cpp):
  round_size: max(512, 512*ceil(n/512)); pool: small if size <= kSmallSize (1 MiB) else large
  get_free_block: best fit in the pool, smallest block >= size (ties by address)
  get_allocation_size (new segment, cudaMalloc): <=1 MiB -> 2 MiB; <10 MiB -> 20 MiB; else ceil to 2 MiB
  should_split: large pool if remaining > 1 MiB; small pool if remaining >= 512
  free_block: merge with free prev/next blocks of the same segment
  cudaMalloc never fails here (reserved stays far below 80 GB for the rows simulated), so nothing is
  ever released: reserved = sum of segments ever created.

    /usr/bin/python3 scripts/research/caching_allocator_sim.py
"""
import bisect, math, random, sys

KB, MiB = 1024, 1024 * 1024
kSmallSize, kMinLargeAlloc, kRoundLarge = 1 * MiB, 10 * MiB, 2 * MiB
kSmallBuffer, kLargeBuffer = 2 * MiB, 20 * MiB


class Allocator:
    def __init__(self):
        self.pools = {"small": [], "large": []}   # sorted lists of (size, addr, id) of FREE blocks
        self.blocks = {}                           # id -> dict(addr,size,prev,next,free,pool)
        self.next_id = 0
        self.next_addr = 0
        self.reserved = 0
        self.allocated = 0
        self.peak_reserved = 0
        self.peak_allocated = 0
        self.tensors = {}                          # tensor name -> block id

    def _new_block(self, addr, size, pool, prev=None, nxt=None, free=True):
        bid = self.next_id
        self.next_id += 1
        self.blocks[bid] = dict(addr=addr, size=size, prev=prev, next=nxt, free=free, pool=pool)
        return bid

    def _insert_free(self, bid):
        b = self.blocks[bid]
        bisect.insort(self.pools[b["pool"]], (b["size"], b["addr"], bid))

    def _remove_free(self, bid):
        b = self.blocks[bid]
        lst = self.pools[b["pool"]]
        i = bisect.bisect_left(lst, (b["size"], b["addr"], bid))
        assert lst[i][2] == bid
        lst.pop(i)

    @staticmethod
    def round_size(n):
        return 512 if n < 512 else 512 * ((n + 511) // 512)

    @staticmethod
    def allocation_size(n):
        if n <= kSmallSize:
            return kSmallBuffer
        if n < kMinLargeAlloc:
            return kLargeBuffer
        return kRoundLarge * ((n + kRoundLarge - 1) // kRoundLarge)

    def malloc(self, name, nbytes):
        size = self.round_size(nbytes)
        pool = "small" if size <= kSmallSize else "large"
        lst = self.pools[pool]
        i = bisect.bisect_left(lst, (size, -1, -1))
        if i < len(lst):
            _, _, bid = lst[i]
            self._remove_free(bid)
        else:   # cudaMalloc a new segment
            seg = self.allocation_size(size)
            bid = self._new_block(self.next_addr, seg, pool)
            self.next_addr += seg + 64 * MiB       # segments are separate allocations: never adjacent
            self.reserved += seg
            self.peak_reserved = max(self.peak_reserved, self.reserved)
        b = self.blocks[bid]
        remaining = b["size"] - size
        split = remaining >= 512 if pool == "small" else remaining > kSmallSize
        if split:
            rid = self._new_block(b["addr"] + size, remaining, pool, prev=bid, nxt=b["next"])
            if b["next"] is not None:
                self.blocks[b["next"]]["prev"] = rid
            b["next"] = rid
            b["size"] = size
            self._insert_free(rid)
        b["free"] = False
        self.allocated += b["size"]
        self.peak_allocated = max(self.peak_allocated, self.allocated)
        assert name not in self.tensors, name
        self.tensors[name] = bid

    def free(self, name):
        bid = self.tensors.pop(name)
        b = self.blocks[bid]
        self.allocated -= b["size"]
        b["free"] = True
        for side in ("prev", "next"):        # merge with free neighbours of the same segment
            nid = b[side]
            if nid is not None and self.blocks[nid]["free"]:
                n = self.blocks[nid]
                self._remove_free(nid)
                if side == "prev":
                    b["addr"] = n["addr"]
                    b["prev"] = n["prev"]
                    if n["prev"] is not None:
                        self.blocks[n["prev"]]["next"] = bid
                else:
                    b["next"] = n["next"]
                    if n["next"] is not None:
                        self.blocks[n["next"]]["prev"] = bid
                b["size"] += n["size"]
                del self.blocks[nid]
        self._insert_free(bid)


def qwen_lora_step(T, h, f, V, n, with_acts=True, ce="autocast"):
    """Allocation trace ('a', name, bytes) / ('f', name) of one training step, batch of T tokens.
    Loss path of modeling_qwen.QWenLMHeadModel.forward (logits, contiguous shift copy, CrossEntropyLoss)
    under HF Trainer's bf16=True, i.e. accelerate's autocast-wrapped forward and convert_outputs_to_fp32;
    swift's compute_loss takes an argmax and drops the outputs before backward. Layers under reentrant checkpointing: forward in no_grad (temporaries freed
    at once), recomputed with grad in backward, their saved tensors freed by the layer's backward."""
    ops, alive = [], set()

    def a(k, nb):
        ops.append(("a", k, int(nb))); alive.add(k)

    def fr(k):
        ops.append(("f", k)); alive.remove(k)

    Th2, Th4, Tf2 = 2 * T * h, 4 * T * h, 2 * T * f

    def norm(p, keep):                         # Qwen RMSNorm: _norm(x.float()).type_as(x) * weight
        a(p + "f32", Th4); a(p + "pow", Th4); fr(p + "pow"); a(p + "mul", Th4)
        a(p + "cast", Th2); a(p + "out", Th2); fr(p + "cast"); fr(p + "mul")
        if not keep:
            fr(p + "f32")

    def layer(i, p, keep):                      # keep: grad mode (saved tensors stay until backward)
        norm(p + "n1", keep)
        a(p + "qkv", 3 * Th2)
        a(p + "drop", Th2); a(p + "mask", T * h)          # LoRA dropout output and its bool mask
        a(p + "la", 2 * T * 8); a(p + "lb", 3 * Th2); a(p + "lbs", 3 * Th2); fr(p + "lbs"); fr(p + "lb")
        if not keep:
            fr(p + "drop"); fr(p + "mask"); fr(p + "la"); fr(p + "n1out")
        for q in ("q", "k"):                   # rotary in fp32, cast back
            a(p + q + "f", Th4); a(p + q + "r", Th2); fr(p + q + "f")
        a(p + "attn", Th2); a(p + "lse", T * 4 * 32)
        if not keep:
            fr(p + "qr"); fr(p + "kr"); fr(p + "qkv"); fr(p + "lse")
        a(p + "proj", Th2)
        if not keep:
            fr(p + "attn")
        a(p + "res1", Th2)
        if not keep:
            fr(p + "proj")
        norm(p + "n2", keep)
        a(p + "w1", Tf2); a(p + "w2", Tf2); a(p + "silu", Tf2); a(p + "prod", Tf2)
        if not keep:
            fr(p + "w1"); fr(p + "w2"); fr(p + "silu"); fr(p + "n2out")
        a(p + "mlp", Th2)
        if not keep:
            fr(p + "prod")
        a(f"x{i + 1}", Th2)                    # residual output = next layer's (checkpointed) input
        fr(p + "mlp")
        if not keep:
            fr(p + "res1")

    a("x0", Th2)
    for i in range(n):
        if with_acts:
            layer(i, f"L{i}.", keep=False)
        else:
            a(f"x{i + 1}", Th2)
    norm("lnf.", keep=True)                    # outside the checkpoints: saved
    if ce == "autocast":
        # loss path under HF Trainer's bf16 (accelerate: forward under torch.autocast, outputs .float()ed):
        a("logits", 2 * T * V)                     # lm_head, bf16
        a("shift", 2 * (T - 1) * V)                # lm_logits[..., :-1, :].contiguous()
        a("cast32", 4 * (T - 1) * V)               # autocast: cross_entropy is on the fp32 list
        a("lsm", 4 * (T - 1) * V); fr("cast32")    # log_softmax output, saved
        fr("shift")                                # end of QWenLMHeadModel.forward
        a("out32", 4 * T * V); fr("logits")        # accelerate convert_outputs_to_fp32: logits.float()
        a("preds", 8 * T); fr("preds")             # swift: outputs.logits.argmax(dim=2) for the accuracy
        fr("out32")                                # compute_loss returns the loss only
        a("dnll", 4 * (T - 1) * V); a("dlsm", 4 * (T - 1) * V); fr("dnll"); fr("lsm")
        a("dcast", 2 * (T - 1) * V); fr("dlsm")    # ToCopyBackward: gradient back to bf16
        a("dfull", 2 * T * V); fr("dcast")         # SliceBackward: zeros of the full logits + copy
    else:
        # the same loss path without autocast (cross-entropy in bf16, as modeling_qwen.py reads)
        a("logits", 2 * T * V)
        a("shift", 2 * (T - 1) * V); a("lsm", 2 * (T - 1) * V); fr("shift")
        a("preds", 8 * T); fr("preds")
        fr("logits")
        a("dnll", 2 * (T - 1) * V); a("dlsm", 2 * (T - 1) * V); fr("dnll"); fr("lsm")
        a("dfull", 2 * T * V); fr("dlsm")
    a("dh", Th2); fr("dfull")
    fr("lnf.f32"); fr("lnf.out")
    a("dh_n", Th2); fr("dh"); fr(f"x{n}")
    g = "dh_n"
    for i in reversed(range(n)):
        p = f"R{i}."
        if with_acts:
            layer(i, p, keep=True)
            fr(f"x{i + 1}")
            a(p + "gmlp", Tf2); a(p + "gmlp2", Tf2); fr(p + "prod"); fr(p + "silu")
            a(p + "gx", Th2); fr(p + "gmlp"); fr(p + "gmlp2"); fr(p + "w1"); fr(p + "w2")
            a(p + "gqkv", 3 * Th2); fr(p + "gx")
            for k in sorted(x for x in alive if x.startswith(p) and x not in (p + "gqkv",)):
                fr(k)
            a(p + "gin", Th2); fr(p + "gqkv")
            fr(g); g = p + "gin"
        fr(f"x{i}")
    fr(g)
    assert not alive, alive
    return ops


def run(lengths, h, f, V, n, with_acts=True, ce="autocast"):
    al = Allocator()
    for step, T in enumerate(lengths):
        for op in qwen_lora_step(T, h, f, V, n, with_acts, ce):
            if op[0] == "a":
                al.malloc(f"s{step}:{op[1]}", op[2])
            else:
                al.free(f"s{step}:{op[1]}")
        assert not al.tensors, list(al.tensors)[:5]
    return al


def sample_lengths(L, n_dataset=4959, n_keep=None, seed=0):
    """cls-fudan-news-zh: 4959 rows, 3236.4 +- 2547.5 tokens (qwen tokenizer), min 93, max 19550.
    Modelled as a lognormal with that mean and sd, clipped to [93, 19550]; ms-swift 1.x's
    truncation_strategy 'delete' drops rows longer than max_length; the Trainer shuffles."""
    rng = random.Random(seed)
    m, s = 3236.4, 2547.5
    sigma = math.sqrt(math.log(1 + (s / m) ** 2))
    mu = math.log(m) - sigma ** 2 / 2
    rows = [min(19550, max(93, int(rng.lognormvariate(mu, sigma)))) for _ in range(n_dataset)]
    if n_keep:                                  # run_single.py: train_dataset_sample=1000 above 2048
        rows = rng.sample(rows, n_keep)
    kept = [r for r in rows if r <= L]
    rng.shuffle(kept)
    return kept


if __name__ == "__main__":
    GiB = 1024 ** 3
    V = 151936
    models = {"qwen-1_8b": (2048, 5504, 24), "qwen-7b": (4096, 11008, 32)}
    print("reserved - allocated above the fixed-length run, per logit of the longest sample (B)")
    print(f"{'model':10s} {'max_len':>7s} {'samples':>7s} {'seed':>4s} {'peak alloc GiB':>14s} "
          f"{'peak resv GiB':>13s} {'fixed-len resv GiB':>18s} {'extra B/logit':>13s}")
    for name, (h, f, n) in models.items():
        for L in (512, 1024, 2048, 4096, 8192):
            for seed in (0, 1, 2):
                lens = sample_lengths(L, n_keep=(1000 if L > 2048 else None), seed=seed)
                Lmax = max(lens)
                al = run(lens, h, f, V, n)
                fixed = run([Lmax] * 3, h, f, V, n)
                extra = (al.peak_reserved - fixed.peak_reserved) / (Lmax * V)
                print(f"{name:10s} {L:7d} {len(lens):7d} {seed:4d} {al.peak_allocated / GiB:14.2f} "
                      f"{al.peak_reserved / GiB:13.2f} {fixed.peak_reserved / GiB:18.2f} {extra:13.1f}")
                sys.stdout.flush()
