"""LLM what-ifs: what int8/int4 weights (with their dequantisation), a fused
attention kernel and a static KV cache do to prefill and decode, the largest
batch and context that fit the device's memory, and a decode sweep over the
context that shows where attention overtakes the weights.

    python3 -m roofline whatif [--model gpt2] [--layers N --hidden H ...]
        --device h100-sxm5-80gb --batch 8 --seq 512 --context 512
        [--quant int8,int4] [--group-size 128] [--sweep-context 64,128,...]
        [--format text|json|html] [-o FILE] [--keep DIR]

Each variant is one decoder layer emitted as MLIR (whatif_ir.py) and
analysed by ``roofline-opt --analyze --json``: the times, bytes and FLOPs
are the analysis's; the model's are the layer's times `--layers`. The
formulas (weight bytes, KV bytes, the fit, the crossover) are in
docs/whatifs.md.

Exit status: 0; 2 on bad input (a flag's value, a context beyond the
position table, roofline-opt failing), with one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional

from .whatif_ir import (ELT_BYTES, QUANT_BITS, LLMConfig, Variant, WhatIfError,
                        check_group, emit_layer)

# GPT-2 sizes: layers, hidden, heads from karpathy/nanoGPT@0011cd44 model.py
# (GPT.from_pretrained's config_args; block_size 1024 for every checkpoint);
# the FFN is 4 x hidden (its MLP: c_fc = nn.Linear(n_embd, 4 * n_embd)).
PRESETS = {
    "gpt2": LLMConfig(12, 768, 12, 3072, 1024),
    "gpt2-medium": LLMConfig(24, 1024, 16, 4096, 1024),
    "gpt2-large": LLMConfig(36, 1280, 20, 5120, 1024),
    "gpt2-xl": LLMConfig(48, 1600, 25, 6400, 1024),
}
PARTS = ("weights", "attention", "kv_cache", "layout")


def weight_bytes(cfg: LLMConfig, quant: Optional[str], group: int) -> int:
    """Bytes of one layer's four weight matrices: 2 per element in f16;
    bits/8 per element plus one f16 scale per `group` elements quantised."""
    total = 0
    for _, (n, k) in cfg.weight_shapes():
        if quant is None:
            total += n * k * ELT_BYTES
        else:
            total += n * k * QUANT_BITS[quant] // 8 + n * (k // group) * ELT_BYTES
    return total


def kv_bytes_per_position(cfg: LLMConfig) -> int:
    """K and V of one position of one sequence in one layer:
    2 x heads x head_dim x bytes per element."""
    return 2 * cfg.heads * cfg.head_dim * ELT_BYTES


def crossover_context(cfg: LLMConfig, batch: int, quant: Optional[str],
                      group: int) -> int:
    """The smallest cached context C at which a decode step's KV reads,
    batch x (C + 1) x kv_bytes_per_position, reach the layer's weight bytes:
    C* = ceil(W / (batch x kv_bytes_per_position)) - 1."""
    w = weight_bytes(cfg, quant, group)
    per = batch * kv_bytes_per_position(cfg)
    return max(0, -(-w // per) - 1)


def fit(cfg: LLMConfig, phase: str, static: bool, batch: int, positions: int,
        params: int, acts: int, device: Optional[int]) -> Dict:
    """Memory of the model, need = layers x (params + batch x held x kv) +
    acts, against `device` bytes; held = max_positions for a static cache,
    else `positions` (prefill: the tokens; decode: context + 1, the cache
    after the step); kv = kv_bytes_per_position; acts = the analysed layer's
    peak activations (layers run one after another). max_batch: the largest
    batch with need <= device at these positions (acts scaled with the
    batch); max_context: the largest context at this batch (acts scaled with
    the positions), capped by the position table (decode: max_positions - 1
    cached, the new token takes the last)."""
    if not device:  # a device file without a DRAM capacity
        return {"need_bytes": None, "fits": None, "max_batch": None,
                "max_context": None, "context_limited_by": None}
    kvp = kv_bytes_per_position(cfg)
    held = cfg.max_positions if static else positions
    need = cfg.layers * (params + batch * held * kvp) + acts
    free = device - cfg.layers * params
    per_seq = cfg.layers * held * kvp + acts / batch
    max_batch = max(0, int(free // per_seq))
    cap = cfg.max_positions - (1 if phase == "decode" else 0)
    if static:
        max_ctx = cap if need <= device else 0
    else:
        per_pos = cfg.layers * batch * kvp + acts / positions
        held_max = int(free // per_pos) if free > 0 else 0
        max_ctx = max(0, min(cap, held_max - (1 if phase == "decode" else 0)))
    return {"need_bytes": need, "fits": need <= device, "max_batch": max_batch,
            "max_context": max_ctx,
            "context_limited_by": "position table" if max_ctx == cap else "memory"}


def variants(quants: List[str], group: int) -> List[Variant]:
    vs = [Variant("baseline")]
    for q in quants:
        vs.append(Variant(f"{q}-g{group}", q, group, "fused"))
        vs.append(Variant(f"{q}-g{group}-dequant-gemm", q, group, "separate"))
    vs.append(Variant("fused-attention", fused_attention=True))
    vs.append(Variant("static-kv-cache", static_kv=True))
    return vs


def analyze(opt: str, text: str, device: str, name: str, keep: Optional[str]) -> dict:
    d = keep or tempfile.mkdtemp(prefix="roofline-whatif-")
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, name + ".mlir")
    with open(path, "w") as f:
        f.write(text)
    proc = subprocess.run([opt, "--analyze", "--json", f"--device={device}", path],
                          capture_output=True, text=True)
    if not keep:
        os.remove(path)
        os.rmdir(d)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise WhatIfError(f"roofline-opt failed on the {name} layer: {last}")
    return json.loads(proc.stdout)


def parts_of(report: dict) -> Dict[str, float]:
    """Predicted seconds of one layer by part (the location before the first
    dot: weights, attention, kv_cache, layout)."""
    out = {p: 0.0 for p in PARTS}
    for o in report["ops"]:
        part = (o.get("loc") or "").split(".")[0]
        if part in out:
            out[part] += o.get("predicted_time_s") or 0.0
    return out


def vector_rate_ops(report: dict) -> List[str]:
    """The weight and attention ops of one layer the analysis runs off the
    tensor cores (a three-input fused form: docs/whatifs.md), by location."""
    return sorted({o.get("loc") or "" for o in report["ops"]
                   if (o.get("loc") or "").split(".")[0] in ("weights", "attention")
                   and o.get("flops") and o.get("ceiling_class") in ("fp16", "bf16", "fp32")
                   and sum(1 for x in o.get("operands", []) if x.get("role") == "input") >= 3})


def row_of(cfg, v, phase, report, batch, positions) -> Dict:
    t = report["totals"]
    cap = report["capacity"]
    params = cap["parameters"]["bytes"]
    acts = cap["activations"]["bytes"]
    layer_time = t.get("predicted_time_s") or t["time_s"]
    parts = parts_of(report)
    row = {
        "variant": v.name, "phase": phase, "quant": v.quant,
        "group_size": v.group if v.quant else None,
        "dequant": v.dequant if v.quant else None,
        "fused_attention": v.fused_attention, "static_kv_cache": v.static_kv,
        "layer_time_s": layer_time, "time_s": cfg.layers * layer_time,
        "flops": cfg.layers * t["flops"], "dram_bytes": cfg.layers * t["bytes"],
        "time_by_part_s": {p: cfg.layers * s for p, s in parts.items()},
        "weight_bytes": cfg.layers * params,
        "kv_cache_bytes": cfg.layers * cap["kv_cache"]["bytes"],
        "activation_bytes": acts,
        "vector_rate_ops": vector_rate_ops(report),
    }
    row["device_memory_bytes"] = cap["device_memory_bytes"]
    row.update(fit(cfg, phase, v.static_kv, batch, positions, params, acts,
                   cap["device_memory_bytes"]))
    return row


def decode_sweep(cfg, opt, device, batch, contexts, quant, group, keep) -> Dict:
    """Decode at each context: the analysis's time of the weight
    contractions against that of attention and the KV cache, and the first
    context where the second reaches the first."""
    v = Variant("baseline" if quant is None else f"{quant}-g{group}", quant, group)
    points, first = [], None
    for c in contexts:
        rep = analyze(opt, emit_layer(cfg, v, "decode", batch, 1, c), device,
                      f"sweep-{v.name}-c{c}", keep)
        p = parts_of(rep)
        w, a = cfg.layers * p["weights"], cfg.layers * (p["attention"] + p["kv_cache"])
        points.append({"context": c, "weights_time_s": w, "attention_time_s": a,
                       "kv_read_bytes": cfg.layers * batch * (c + 1) *
                       kv_bytes_per_position(cfg)})
        if first is None and a >= w:
            first = c
    return {"variant": v.name, "batch": batch, "points": points,
            "weight_bytes": cfg.layers * weight_bytes(cfg, quant, group),
            "crossover_context_bytes": crossover_context(cfg, batch, quant, group),
            "crossover_context_analysis": first}


def check_args(cfg: LLMConfig, a) -> None:
    cfg.check()
    for flag, value in (("--batch", a.batch), ("--seq", a.seq), ("--context", a.context)):
        if value <= 0:
            raise WhatIfError(f"{flag} {value}: expected a positive integer")
    if a.seq > cfg.max_positions:
        raise WhatIfError(f"--seq {a.seq}: beyond the position table; expected at most "
                          f"--max-positions {cfg.max_positions}")
    for flag, c in [("--context", a.context)] + [("--sweep-context", c) for c in a.sweep]:
        if c <= 0 or c + 1 > cfg.max_positions:
            raise WhatIfError(f"{flag} {c}: expected 1 to {cfg.max_positions - 1} "
                              f"cached positions (a decode step after {c} needs "
                              f"position {c + 1}; the position table, --max-positions, "
                              f"holds {cfg.max_positions})")
    for q in a.quants:
        if q not in QUANT_BITS:
            raise WhatIfError(f"--quant {q}: expected int8 or int4 (a comma list)")
    check_group(cfg, a.group_size)


def run(a, cfg: LLMConfig, opt: str) -> Dict:
    check_args(cfg, a)
    rows = []
    for v in variants(a.quants, a.group_size):
        for phase, tokens, ctx in (("prefill", a.seq, 0), ("decode", 1, a.context)):
            rep = analyze(opt, emit_layer(cfg, v, phase, a.batch, tokens, ctx),
                          a.device, f"{v.name}-{phase}", a.keep)
            positions = tokens if phase == "prefill" else ctx + 1
            rows.append(row_of(cfg, v, phase, rep, a.batch, positions))
    base = {r["phase"]: r for r in rows if r["variant"] == "baseline"}
    for r in rows:
        b = base[r["phase"]]
        r["speedup"] = b["time_s"] / r["time_s"] if r["time_s"] else None
        r["dram_bytes_ratio"] = r["dram_bytes"] / b["dram_bytes"] if b["dram_bytes"] else None
    sweeps = [decode_sweep(cfg, opt, a.device, a.batch, a.sweep, q, a.group_size, a.keep)
              for q in [None] + a.quants] if a.sweep else []
    return {"schema": "roofline-whatif/1", "device": a.device,
            "model": {"name": model_name(a, cfg), "layers": cfg.layers, "hidden": cfg.hidden,
                      "heads": cfg.heads, "ffn": cfg.ffn,
                      "max_positions": cfg.max_positions, "element_type": "f16"},
            "batch": a.batch, "seq": a.seq, "context": a.context,
            "device_memory_bytes": rows[0]["device_memory_bytes"], "rows": rows,
            "decode_sweeps": sweeps}


def _ints(text: str, flag: str) -> List[int]:
    try:
        return [int(x) for x in text.split(",") if x.strip()] if text else []
    except ValueError:
        raise WhatIfError(f"{flag} {text!r}: expected comma-separated integers, "
                          "e.g. 128,256,512")


def _parser(prog: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=prog, description="LLM what-ifs (docs/whatifs.md): int8/int4 weights, "
        "a fused attention kernel and a static KV cache against the baseline, for "
        "prefill and decode; the largest batch and context that fit; a decode sweep "
        "over the context.")
    p.add_argument("--model", default="gpt2", help="sizes preset: " + ", ".join(PRESETS)
                   + " (default gpt2); the flags below override it")
    for flag, what in (("layers", "decoder layers"), ("hidden", "hidden size"),
                       ("heads", "attention heads"), ("ffn", "FFN inner size"),
                       ("max-positions", "position table (longest context)")):
        p.add_argument(f"--{flag}", type=int, help=what)
    p.add_argument("--device", default="h100-sxm5-80gb",
                   help="the device (roofline-opt --list-devices)")
    p.add_argument("--batch", type=int, default=1, help="sequences (default 1)")
    p.add_argument("--seq", type=int, default=512, help="prefill tokens (default 512)")
    p.add_argument("--context", type=int, default=512,
                   help="decode: cached positions before the new token (default 512)")
    p.add_argument("--quant", default="int8,int4",
                   help="weight-only quantisations: int8, int4 (default both)")
    p.add_argument("--group-size", type=int, default=128,
                   help="weights per f16 scale along the reduction dimension (default 128)")
    p.add_argument("--sweep-context", default="",
                   help="decode contexts to sweep, e.g. 64,128,256,512,1023")
    p.add_argument("--format", default="text", choices=("text", "json", "html"))
    p.add_argument("-o", "--output", help="write there, not stdout")
    p.add_argument("--keep", metavar="DIR", help="keep each layer's .mlir in DIR")
    p.add_argument("--roofline-opt", help="the roofline-opt binary")
    return p


def model_name(a, cfg: LLMConfig) -> str:
    """The preset's name, or "custom" when a size flag changed it."""
    return a.model if PRESETS.get(a.model) == cfg else "custom"


def config_of(a) -> LLMConfig:
    if a.model not in PRESETS:
        raise WhatIfError(f"--model {a.model!r}: expected one of {', '.join(PRESETS)} "
                          "(or give --layers, --hidden, --heads, --ffn, --max-positions "
                          "with any of them)")
    base = PRESETS[a.model]
    return LLMConfig(*(getattr(a, f) if getattr(a, f) is not None else getattr(base, f)
                       for f in ("layers", "hidden", "heads", "ffn", "max_positions")))


def cli(argv: List[str], prog: str = "python3 -m roofline whatif") -> int:
    from .sweep import SweepError, find_roofline_opt
    from .whatif_format import write
    try:
        a = _parser(prog).parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    try:
        a.quants = [q.strip() for q in a.quant.split(",") if q.strip()]
        a.sweep = _ints(a.sweep_context, "--sweep-context")
        cfg = config_of(a)
        check_args(cfg, a)
        result = run(a, cfg, find_roofline_opt(a.roofline_opt))
        if a.output:
            with open(a.output, "w") as f:
                write(result, a.format, f)
            print(f"wrote {a.output}", file=sys.stderr)
        else:
            write(result, a.format, sys.stdout)
    except (WhatIfError, SweepError) as e:
        print(f"roofline whatif: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"roofline whatif: error: {e.filename}: {e.strerror}", file=sys.stderr)
        return 2
    return 0
