"""MLIR for one decoder layer of a GPT-style language model, in the variants
the LLM what-ifs compare (docs/whatifs.md): weight-only quantisation (int8 or
int4 with a group size, the dequantisation in the IR), a fused attention
kernel, and a static or dynamic KV cache; prefill or decode.

The layer holds the ops the what-ifs change and nothing else: the four weight
contractions (QKV, output projection, FFN up and down), the head layout
transpose, the attention (QK^T, softmax, PV, or one fused op) and the KV cache
update. Layer norms, the activation, biases and residual adds are the same in
every variant and are not emitted (docs/whatifs.md says what that leaves
out). Every tensor is f16.

Each op carries a location naming its role (``weights.qkv``,
``attention.scores``, ``kv_cache.k`` ...): the what-if groups the analysis's
per-op times by the part before the first dot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import List, Optional

QUANT_BITS = {"int8": 8, "int4": 4}
ELT_BYTES = 2  # f16


class WhatIfError(Exception):
    """Bad input to a what-if, reported in one line with exit status 2."""


@dataclass(frozen=True)
class LLMConfig:
    """A decoder-only transformer: `layers` layers of multi-head attention
    (hidden = heads x head_dim) and a two-matrix FFN."""
    layers: int
    hidden: int
    heads: int
    ffn: int
    max_positions: int

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads

    def weight_shapes(self):
        """(name, [N, K]) of each weight matrix of one layer, as nn.Linear
        stores it (out x in)."""
        h, f = self.hidden, self.ffn
        return [("qkv", [3 * h, h]), ("out", [h, h]), ("fc1", [f, h]),
                ("fc2", [h, f])]

    def check(self):
        for name in ("layers", "hidden", "heads", "ffn", "max_positions"):
            if getattr(self, name) <= 0:
                raise WhatIfError(f"--{name.replace('_', '-')} "
                                  f"{getattr(self, name)}: expected a positive integer")
        if self.hidden % self.heads:
            raise WhatIfError(f"--heads {self.heads}: expected a divisor of "
                              f"--hidden {self.hidden}")


@dataclass(frozen=True)
class Variant:
    """What one what-if changes. quant: None, "int8" or "int4";
    dequant: "fused" (dequantised in the contraction's payload) or
    "separate" (a dequantisation op writes the f16 weight, then a GEMM)."""
    name: str
    quant: Optional[str] = None
    group: int = 128
    dequant: str = "fused"
    fused_attention: bool = False
    static_kv: bool = False


def check_group(cfg: LLMConfig, group: int) -> None:
    """The group size must be positive and divide every reduction dimension
    (hidden for QKV, out and fc1; ffn for fc2)."""
    if group <= 0:
        raise WhatIfError(f"--group-size {group}: expected a positive integer "
                          f"dividing --hidden {cfg.hidden} and --ffn {cfg.ffn}")
    for dim, flag in ((cfg.hidden, "--hidden"), (cfg.ffn, "--ffn")):
        if dim % 2:
            raise WhatIfError(f"{flag} {dim}: int4 packs two weights per byte along "
                              "the reduction dimension; expected an even size")
        if dim % group:
            raise WhatIfError(f"--group-size {group}: does not divide {flag} "
                              f"{dim}; expected a divisor of both --hidden "
                              f"{cfg.hidden} and --ffn {cfg.ffn}")


def storage(quant: str, shape):
    """(element type, stored shape, index expression of k) of a quantised
    [N, K] weight: int8 one i8 per weight; int4 two weights packed in each
    i8 along K (as int4 checkpoints store them), so the stored tensor is
    [N, K/2] and weight k lives in byte k floordiv 2."""
    n, k = shape
    if quant == "int4":
        return "i8", [n, k // 2], "k floordiv 2"
    return "i8", [n, k], "k"


class _Emitter:
    def __init__(self):
        self.lines: List[str] = []
        self.n = 0

    def name(self, base):
        self.n += 1
        return f"%{base}{self.n}"

    def op(self, text):
        self.lines.append("    " + text)


def _t(shape, et="f16"):
    return "tensor<" + "x".join(str(d) for d in shape) + f"x{et}>"


_MM_MAPS = ("[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> "
            "(d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]")
_BMM_T_MAPS = ("[affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, "
               "d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]")


def _zeros(e, shape, loc):
    empty, zero, fill = e.name("empty"), e.name("zero"), e.name("fill")
    e.op(f"{empty} = tensor.empty() : {_t(shape)} loc(\"{loc}\")")
    e.op(f"{zero} = arith.constant 0.0 : f16 loc(\"{loc}\")")
    e.op(f"{fill} = linalg.fill ins({zero} : f16) outs({empty} : {_t(shape)}) "
         f"-> {_t(shape)} loc(\"{loc}\")")
    return fill


def _linear(e, x, m, w, shape, v: Variant, scale, loc):
    """x [m, K] times weight [N, K]^T -> [m, N], at the variant's precision."""
    n, k = shape
    out = _zeros(e, [m, n], loc)
    r = e.name("y")
    if v.quant is None:
        e.op(f"{r} = linalg.matmul indexing_maps = {_MM_MAPS} ins({x}, {w} : "
             f"{_t([m, k])}, {_t([n, k])}) outs({out} : {_t([m, n])}) -> "
             f"{_t([m, n])} loc(\"{loc}\")")
        return r
    qt, qshape, kq = storage(v.quant, shape)
    groups = k // v.group
    if v.dequant == "separate":
        # The f16 weight written by a dequantisation op, read by the GEMM.
        wf, empty = e.name("wdq"), e.name("empty")
        e.op(f"{empty} = tensor.empty() : {_t([n, k])} loc(\"{loc}.dequant\")")
        e.op(f"{wf} = linalg.generic {{indexing_maps = [affine_map<(n, k) -> (n, {kq})>, "
             f"affine_map<(n, k) -> (n, k floordiv {v.group})>, affine_map<(n, k) -> "
             f"(n, k)>], iterator_types = [\"parallel\", \"parallel\"]}} ins({w}, "
             f"{scale} : {_t(qshape, qt)}, {_t([n, groups])}) outs({empty} : "
             f"{_t([n, k])}) {{")
        e.op(f"^bb0(%q: {qt}, %s: f16, %o: f16):")
        u = _unpack(e, v.quant)
        e.op(f"  %f = arith.sitofp {u} : {qt} to f16")
        e.op("  %d = arith.mulf %f, %s : f16")
        e.op("  linalg.yield %d : f16")
        e.op(f"}} -> {_t([n, k])} loc(\"{loc}.dequant\")")
        e.op(f"{r} = linalg.matmul indexing_maps = {_MM_MAPS} ins({x}, {wf} : "
             f"{_t([m, k])}, {_t([n, k])}) outs({out} : {_t([m, n])}) -> "
             f"{_t([m, n])} loc(\"{loc}\")")
        return r
    # Fused: one contraction reading the packed weight and its group scales,
    # dequantising each weight element in the payload (convert, scale).
    e.op(f"{r} = linalg.generic {{indexing_maps = [affine_map<(m, n, k) -> (m, k)>, "
         f"affine_map<(m, n, k) -> (n, {kq})>, affine_map<(m, n, k) -> (n, k floordiv "
         f"{v.group})>, affine_map<(m, n, k) -> (m, n)>], iterator_types = "
         f"[\"parallel\", \"parallel\", \"reduction\"]}} ins({x}, {w}, {scale} : "
         f"{_t([m, k])}, {_t(qshape, qt)}, {_t([n, groups])}) outs({out} : "
         f"{_t([m, n])}) {{")
    e.op(f"^bb0(%a: f16, %q: {qt}, %s: f16, %o: f16):")
    u = _unpack(e, v.quant)
    e.op(f"  %f = arith.sitofp {u} : {qt} to f16")
    e.op("  %d = arith.mulf %f, %s : f16")
    e.op("  %p = arith.mulf %a, %d : f16")
    e.op("  %acc = arith.addf %o, %p : f16")
    e.op("  linalg.yield %acc : f16")
    e.op(f"}} -> {_t([m, n])} loc(\"{loc}\")")
    return r


def _unpack(e, quant) -> str:
    """The SSA name of the weight's integer value from the stored byte %q.
    int8: the byte itself. int4: its nibble, sign-extended: shift left 4 then
    arithmetic shift right 4 (the low nibble's unpack; the high nibble's is
    one shift right), so 2 integer ops per weight, counted by the analysis
    as int_ops (the dequantisation's integer work beside its convert and
    scale FLOPs)."""
    if quant != "int4":
        return "%q"
    e.op("  %c4 = arith.constant 4 : i8")
    e.op("  %hi = arith.shli %q, %c4 : i8")
    e.op("  %u = arith.shrsi %hi, %c4 : i8")
    return "%u"


def _attention(e, q, k, vv, bh, t, ck, d, fused):
    """q [bh, t, d] against k, v [bh, ck, d] -> [bh, t, d]."""
    if fused:
        # One pass over Q, K and V, the scores never stored: 4 FLOPs per
        # (query, key, feature) point, the 2 + 2 of QK^T and PV.
        out = _zeros(e, [bh, t, d], "attention.fused")
        r = e.name("attn")
        e.op(f"{r} = linalg.generic {{indexing_maps = [affine_map<(b, i, j, c) -> "
             f"(b, i, c)>, affine_map<(b, i, j, c) -> (b, j, c)>, affine_map<(b, i, j, "
             f"c) -> (b, j, c)>, affine_map<(b, i, j, c) -> (b, i, c)>], "
             f"iterator_types = [\"parallel\", \"parallel\", \"reduction\", "
             f"\"parallel\"]}} ins({q}, {k}, {vv} : {_t([bh, t, d])}, "
             f"{_t([bh, ck, d])}, {_t([bh, ck, d])}) outs({out} : {_t([bh, t, d])}) {{")
        e.op("^bb0(%qe: f16, %ke: f16, %ve: f16, %o: f16):")
        e.op("  %s = arith.mulf %qe, %ke : f16")
        e.op("  %p = arith.mulf %s, %ve : f16")
        e.op("  %w = arith.mulf %p, %p : f16")
        e.op("  %acc = arith.addf %o, %w : f16")
        e.op("  linalg.yield %acc : f16")
        e.op(f"}} -> {_t([bh, t, d])} loc(\"attention.fused\")")
        return r
    sc = _zeros(e, [bh, t, ck], "attention.scores")
    s = e.name("scores")
    e.op(f"{s} = linalg.batch_matmul indexing_maps = {_BMM_T_MAPS} ins({q}, {k} : "
         f"{_t([bh, t, d])}, {_t([bh, ck, d])}) outs({sc} : {_t([bh, t, ck])}) -> "
         f"{_t([bh, t, ck])} loc(\"attention.scores\")")
    pe, p = e.name("empty"), e.name("probs")
    e.op(f"{pe} = tensor.empty() : {_t([bh, t, ck])} loc(\"attention.softmax\")")
    e.op(f"{p} = linalg.softmax dimension(2) ins({s} : {_t([bh, t, ck])}) outs({pe} : "
         f"{_t([bh, t, ck])}) -> {_t([bh, t, ck])} loc(\"attention.softmax\")")
    ob = _zeros(e, [bh, t, d], "attention.pv")
    r = e.name("attn")
    e.op(f"{r} = linalg.batch_matmul ins({p}, {vv} : {_t([bh, t, ck])}, "
         f"{_t([bh, ck, d])}) outs({ob} : {_t([bh, t, d])}) -> {_t([bh, t, d])} "
         f"loc(\"attention.pv\")")
    return r


def _cache(e, new, past, bh, t, ctx, d, static, which):
    """The keys (or values) attention reads, [bh, ctx + t, d], and the cache
    update: dynamic concatenates the past and the new positions into a new
    tensor (Hugging Face's torch.cat); static writes the new positions into a
    cache of max_positions in place."""
    total = ctx + t
    loc = f"kv_cache.{which}"
    if static:
        cache_shape = list(past[1])
        upd = e.name("cache")
        e.op(f"{upd} = tensor.insert_slice {new} into {past[0]}[0, {ctx}, 0] "
             f"[{bh}, {t}, {d}] [1, 1, 1] : {_t([bh, t, d])} into "
             f"{_t(cache_shape)} loc(\"{loc}\")")
        view = e.name("view")
        e.op(f"{view} = tensor.extract_slice {upd}[0, 0, 0] [{bh}, {total}, {d}] "
             f"[1, 1, 1] : {_t(cache_shape)} to {_t([bh, total, d])} loc(\"{loc}\")")
        return view, upd, cache_shape
    if past is None:
        return new, new, [bh, t, d]
    cat = e.name("cat")
    e.op(f"{cat} = tensor.concat dim(1) {past[0]}, {new} : ({_t(past[1])}, "
         f"{_t([bh, t, d])}) -> {_t([bh, total, d])} loc(\"{loc}\")")
    return cat, cat, [bh, total, d]


def emit_layer(cfg: LLMConfig, v: Variant, phase: str, batch: int,
               tokens: int, context: int) -> str:
    """One layer's IR. prefill: `tokens` new positions, no past; decode: 1
    new position after `context` cached ones."""
    h, nh, d = cfg.hidden, cfg.heads, cfg.head_dim
    t = tokens if phase == "prefill" else 1
    ctx = 0 if phase == "prefill" else context
    m, bh = batch * t, batch * nh
    args = [f"%x: {_t([m, h])}"]
    wnames = {}
    for name, shape in cfg.weight_shapes():
        if v.quant is None:
            args.append(f"%w_{name}: {_t(shape)} {{roofline.weight}}")
        else:
            qt, qshape, _ = storage(v.quant, shape)
            args.append(f"%w_{name}: {_t(qshape, qt)} {{roofline.weight}}")
            args.append(f"%s_{name}: {_t([shape[0], shape[1] // v.group])} "
                        "{roofline.weight}")
        wnames[name] = (f"%w_{name}", f"%s_{name}" if v.quant else None, shape)
    past = {}
    for which in ("k", "v"):
        if v.static_kv:
            shape = [bh, cfg.max_positions, d]
        elif phase == "decode":
            shape = [bh, ctx, d]
        else:
            continue
        args.append(f"%past_{which}: {_t(shape)} {{roofline.kv_cache}}")
        past[which] = (f"%past_{which}", shape)
    e = _Emitter()
    w, s, shape = wnames["qkv"]
    qkv = _linear(e, "%x", m, w, shape, v, s, "weights.qkv")
    # [b*t, 3h] -> [b, t, 3, nh, d] -> [3, b, nh, t, d]: the head layout.
    ex, tr, te = e.name("qkv5"), e.name("heads"), e.name("empty")
    e.op(f"{ex} = tensor.expand_shape {qkv} [[0, 1], [2, 3, 4]] output_shape "
         f"[{batch}, {t}, 3, {nh}, {d}] : {_t([m, 3 * h])} into "
         f"{_t([batch, t, 3, nh, d])} loc(\"layout.heads\")")
    e.op(f"{te} = tensor.empty() : {_t([3, batch, nh, t, d])} loc(\"layout.heads\")")
    e.op(f"{tr} = linalg.transpose ins({ex} : {_t([batch, t, 3, nh, d])}) outs({te} : "
         f"{_t([3, batch, nh, t, d])}) permutation = [2, 0, 3, 1, 4] loc(\"layout.heads\")")
    parts = []
    for i in range(3):
        sl, co = e.name("sl"), e.name("part")
        e.op(f"{sl} = tensor.extract_slice {tr}[{i}, 0, 0, 0, 0] [1, {batch}, {nh}, {t}, "
             f"{d}] [1, 1, 1, 1, 1] : {_t([3, batch, nh, t, d])} to "
             f"{_t([batch, nh, t, d])} loc(\"layout.heads\")")
        e.op(f"{co} = tensor.collapse_shape {sl} [[0, 1], [2], [3]] : "
             f"{_t([batch, nh, t, d])} into {_t([bh, t, d])} loc(\"layout.heads\")")
        parts.append(co)
    results = []
    kv = {}
    for which, new in (("k", parts[1]), ("v", parts[2])):
        read, out, oshape = _cache(e, new, past.get(which), bh, t, ctx, d,
                                   v.static_kv, which)
        kv[which] = read
        results.append((out, oshape))
    a = _attention(e, parts[0], kv["k"], kv["v"], bh, t, ctx + t, d,
                   v.fused_attention)
    # [b*nh, t, d] -> [b, t, nh, d] -> [b*t, h]
    a4, ae, at, ac = e.name("a4"), e.name("empty"), e.name("tok"), e.name("flat")
    e.op(f"{a4} = tensor.expand_shape {a} [[0, 1], [2], [3]] output_shape [{batch}, "
         f"{nh}, {t}, {d}] : {_t([bh, t, d])} into {_t([batch, nh, t, d])} "
         f"loc(\"layout.merge\")")
    e.op(f"{ae} = tensor.empty() : {_t([batch, t, nh, d])} loc(\"layout.merge\")")
    e.op(f"{at} = linalg.transpose ins({a4} : {_t([batch, nh, t, d])}) outs({ae} : "
         f"{_t([batch, t, nh, d])}) permutation = [0, 2, 1, 3] loc(\"layout.merge\")")
    e.op(f"{ac} = tensor.collapse_shape {at} [[0, 1], [2, 3]] : "
         f"{_t([batch, t, nh, d])} into {_t([m, h])} loc(\"layout.merge\")")
    y = _linear(e, ac, m, *wnames["out"][:1], wnames["out"][2], v, wnames["out"][1],
                "weights.out")
    f1 = _linear(e, y, m, wnames["fc1"][0], wnames["fc1"][2], v, wnames["fc1"][1],
                 "weights.fc1")
    f2 = _linear(e, f1, m, wnames["fc2"][0], wnames["fc2"][2], v, wnames["fc2"][1],
                 "weights.fc2")
    rets = [(f2, [m, h])] + results
    head = (f"// one decoder layer: {phase}, batch {batch}, "
            + (f"{t} tokens" if phase == "prefill" else f"context {ctx}")
            + f"; what-if {v.name} (python3 -m roofline whatif, docs/whatifs.md)\n")
    sig = ", ".join(args)
    rt = ", ".join(_t(s) for _, s in rets)
    body = "\n".join(e.lines)
    ret = (f"    return {', '.join(r for r, _ in rets)} : {rt}")
    return (head + "module {\n  func.func @layer(" + sig + ") -> (" + rt + ") {\n"
            + body + "\n" + ret + "\n  }\n}\n")
