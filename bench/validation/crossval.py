#!/usr/bin/env python3
"""Leave-one-source-out cross-validation of the fitted device constants.

validate.py --cv-by-source imports this module. For each source S (the
`source_id` column), every constant the model derives from development rows
is refitted on the rows of all other sources, a copy of each catalog device
file (devices/<name>.json) carrying the refitted figures is written, and S's
rows are predicted with those files (roofline-opt --device-file). No row is
ever predicted by constants that saw its source.

What is refitted (docs/model.md 6; docs/validation.md "Cross-validation by
source" states the rules):

  attained_dram_fraction   per device: median over its streaming rows
                           (elementwise other than `init`, fma_chain with no
                           FMA) that the model calls DRAM-bound and that ran
                           20 us or more, of (DRAM time at the spec
                           bandwidth) / measured; a device without such a
                           row gets the median of the devices that have one,
                           and with none at all the spec (1.0).
  attained_vector_fraction per device: median over its FMA-chain rows the
                           model calls compute-bound of (compute time at the
                           non-tensor peak) / measured, at most 1; else 1.0.
  attained_gemm_efficiency per device with at least MIN_OWN_GEMM_ROWS
                           compute-bound GEMM/convolution rows of 50 us or
                           more: the median of (compute time at the peak and
                           the sustained clock) / (measured - T0); a
                           device without: the median of those figures over
                           the devices of its architecture (architecture_key,
                           the compute capability), and with none there, the
                           median over all such rows. The same for
                           attained_simt_gemm_efficiency over the rows off
                           the tensor cores.
  kernel_floor_us,         per device with at least MIN_OWN_FLOOR_ROWS GEMM
  kloop_slice_latency_ns   rows under 100 us: the least-squares fit of
                           log(E / measured) (fit_floor.py's grid), kept
                           only when neither figure lies on the grid's edge
                           (floor_determined: an optimum at T0 = 0, a kernel
                           that starts in no time, says the rows do not
                           determine the pair); every other device: the
                           median T0 and the median L of the training
                           devices with their own fit; with none,
                           FALLBACK_FLOOR (the V100 DeepBench 512x16x512
                           row's 1 us and 200 ns).

Every rule predicts a row as it was timed (validate.py's --timing per row:
kernel, event, stream; with_launch), and divides by the measured time less
the launch for a one-call event row.

Constants in C++ (kWriteOnlyStreamGain, the overlap exponent p = 4,
kMaxChainSlices, kOnChipRowBytes, kStreamingFloorUs) cannot be refitted per
fold from here: they stay as built, and the docs say so.
"""

import copy
import json
import math
import os
import re

MIN_OWN_GEMM_ROWS = 4
MIN_OWN_FLOOR_ROWS = 5
WRITE_ONLY_GAIN = 1.085   # kWriteOnlyStreamGain (Attainment.cpp), not refitted
OVERLAP_P = 4.0           # kOverlapExponent, not refitted
MAX_SLICES = 64           # kMaxChainSlices, not refitted
# kernel_floor_us (us), L (ns) of a fold whose training rows give no device
# its own fit: the V100 DeepBench 512x16x512 development row's derivation
# (docs/model.md 6). Not the C++ default (5.05 us, 36 ns), which is the
# H100's XLA fit: a fold without XLA's rows must not see it.
FALLBACK_FLOOR = (1.0, 200)
DEFAULT_FLOOR = FALLBACK_FLOOR  # before any floor is fitted (fit_gemm's first pass)
STREAMING_FLOOR = 1.0     # kStreamingFloorUs (Attainment.h), not refitted
KEYS = ("attained_dram_fraction", "attained_vector_fraction",
        "attained_gemm_efficiency", "attained_simt_gemm_efficiency",
        "kernel_floor_us", "kloop_slice_latency_ns")
# A contraction's efficiency key by where it runs (Attainment.cpp): on the
# tensor cores, or off them (f32 without TF32: a SIMT kernel family).
GEMM_KEYS = {True: "attained_gemm_efficiency",
             False: "attained_simt_gemm_efficiency"}
CONTRACTIONS = ("gemm", "conv")
FOLDED = None  # set by validate.py: the (op, loc) pairs a library folds


#: Bounds a refitted fraction is clamped to (the device parser's own range
#: checks reject 0; a fold with a freak row must not produce a file the tool
#: refuses).
FRACTION_RANGE = (0.05, 1.0)


def clamp(x):
    return min(FRACTION_RANGE[1], max(FRACTION_RANGE[0], x))


def median(values):
    s = sorted(values)
    if not s:
        return None
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else 0.5 * (s[mid - 1] + s[mid])


# ------------------------------------------------------------ row terms ---

def _is_contraction_op(name):
    """Whether a report's op name is a contraction or convolution (the
    bench's GEMM and convolution rows: linalg.matmul, batch_matmul, the
    conv_* ops)."""
    return name.startswith("linalg.") and (
        "matmul" in name or name.startswith("linalg.conv"))


def row_terms(result):
    """The terms of one row's catalog report that the fits need, at the
    peaks (the attained figures of the report divided back by the fractions
    the report says it used)."""
    report, row = result["report"], result["row"]
    att = {k: v["value"] for k, v in
           report["device"]["attainment"].items()}
    write_only = row["kind"] == "elementwise" and row["op"] == "init"
    f_dram = att["attained_dram_fraction"]
    if write_only:
        f_dram = min(1.0, f_dram * WRITE_ONLY_GAIN)
    ops = []
    for op in report.get("ops", []):
        if (op.get("op"), op.get("loc")) in FOLDED or "predicted" not in op:
            continue
        p = op["predicted"]
        tile = (op.get("hierarchy") or {}).get("tile")
        # A GEMM or convolution row's contraction takes the GEMM efficiency
        # with or without a tile, as Attainment.cpp does (a contraction on a
        # device without cache figures has no hierarchical estimate); the
        # row's other ops are not contractions.
        contraction = row["kind"] in CONTRACTIONS and (
            tile is not None or _is_contraction_op(op.get("op", "")))
        # kernel_floor_us is a library matmul's (Attainment.cpp: a tile and
        # an I/O lower bound); convolutions take kStreamingFloorUs.
        matmul = tile is not None and \
            "io_lower_bound_bytes" in (op.get("hierarchy") or {})
        tensor = op.get("ceiling_class", "").endswith("_tc")
        eff_key = GEMM_KEYS[tensor] if contraction else \
            "attained_vector_fraction"
        scale = att[eff_key]
        slices = 0
        if tile:
            per_block = -(-int(row.get("k") or 1) // max(1, tile["split_k"]))
            slices = min(-(-per_block // tile["bk"]), MAX_SLICES)
        ops.append({
            "tiled": tile is not None, "contraction": contraction,
            "tensor": tensor, "eff_key": eff_key,
            "matmul": matmul,
            "compute_peak": p["compute_s"] * scale,
            "dram_peak": p["memory_s"]["dram"] * f_dram,
            "l2": p["memory_s"]["l2"], "l1": p["memory_s"]["l1"],
            "launch": op["launch_time_s"], "slices": slices,
            "bound_work": op["time_s"] - op["launch_time_s"],
            "limiter": p["limiter"], "write_only": write_only})
    timing = result.get("timing", "stream")
    launches = sum(o["launch"] for o in ops) if timing == "event" else 0.0
    return {"row": row, "measured": result["measured"], "ops": ops,
            "device": row["device"], "source": row["source_id"],
            "timing": timing,
            # The kernel's own time: a one-call event time less its launch.
            "exec_measured": max(1e-9, result["measured"] - launches)}


def overlap(a, b):
    hi, lo = max(a, b), min(a, b)
    return 0.0 if hi <= 0 else hi * (1 + (lo / hi) ** OVERLAP_P) ** (1 / OVERLAP_P)


def predict(terms, c):
    """The predicted time of a row under constants `c` (docs/model.md 6),
    used only to fit T0 and L; the bench's predictions come from
    roofline-opt itself."""
    total = 0.0
    t0, lat = c["kernel_floor_us"] * 1e-6, c["kloop_slice_latency_ns"] * 1e-9
    for op in terms["ops"]:
        comp = op["compute_peak"] / c[op["eff_key"]]
        f = c["attained_dram_fraction"]
        if op["write_only"]:
            f = min(1.0, f * WRITE_ONLY_GAIN)
        x = max(overlap(comp, op["dram_peak"] / f), op["l2"], op["l1"])
        chain = op["slices"] * lat
        # kernel_floor_us is a tiled matmul's start-up; other kernels take
        # kStreamingFloorUs (Attainment.h), not refitted.
        start = t0 if op["matmul"] else STREAMING_FLOOR * 1e-6
        e = start + max(x, chain) if op["tiled"] else max(x, start + chain)
        total += with_launch(e, op, terms.get("timing", "stream"))
    return total


def with_launch(e, op, timing):
    """An op's predicted time from its execution E under `timing`
    (Attainment.cpp, launchShare)."""
    if timing == "kernel":
        return e
    if timing == "event":
        return op["launch"] + max(e, op["bound_work"])
    return max(op["launch"], e)


# --------------------------------------------------------------- fitting ---

def _single(t):
    return len(t["ops"]) == 1


def fit_dram(train, devices):
    per_dev = {}
    for t in train:
        row = t["row"]
        streaming = (row["kind"] == "elementwise" and row["op"] != "init") or \
            (row["op"] == "fma_chain" and (row.get("fma_its") or "").strip() == "0")
        if streaming and _single(t) and t["ops"][0]["limiter"] == "dram" \
                and t["measured"] >= 20e-6:
            per_dev.setdefault(t["device"], []).append(
                t["ops"][0]["dram_peak"] / t["exec_measured"])
    own = {d: clamp(median(v)) for d, v in per_dev.items()}
    default = median(list(own.values())) if own else 1.0
    return {d: own.get(d, default) for d in devices}, own


def fit_vector(train, devices):
    per_dev = {}
    for t in train:
        if t["row"]["op"] == "fma_chain" and _single(t) and \
                t["ops"][0]["limiter"] == "compute":
            per_dev.setdefault(t["device"], []).append(
                min(1.0, t["ops"][0]["compute_peak"] / t["exec_measured"]))
    own = {d: clamp(median(v)) for d, v in per_dev.items()}
    return {d: own.get(d, 1.0) for d in devices}, own


def architecture_key(devices_dir, name):
    """The compute capability (`sm_80`, `gfx942`) in the `architecture` of
    devices/<name>.json: the instruction set a library's kernels are built
    for, which devices of one generation share; None when it names none."""
    try:
        with open(os.path.join(devices_dir, name + ".json")) as f:
            text = json.load(f).get("architecture", "")
    except (OSError, ValueError):
        return None
    m = re.search(r"\b(sm_\d+|gfx\w+)\b", text)
    return m.group(1) if m else None


def fit_gemm(train, devices, floors, tensor=True, arch=None):
    """e_gemm (tensor=True) or e_simt (False): the rows of contractions on
    (off) the tensor cores. A device with fewer than MIN_OWN_GEMM_ROWS rows
    takes the median of the own figures of the devices of its architecture
    (`arch`: device -> architecture_key) when some have one, else the
    pooled median of every row."""
    per_dev = {}
    for t in train:
        if not (_single(t) and t["ops"][0]["contraction"]
                and t["ops"][0]["tensor"] == tensor
                and t["ops"][0]["limiter"] == "compute"
                and t["measured"] >= 50e-6):
            continue
        t0 = (floors.get(t["device"], DEFAULT_FLOOR)[0] if t["ops"][0]["matmul"]
              else STREAMING_FLOOR) * 1e-6
        per_dev.setdefault(t["device"], []).append(
            t["ops"][0]["compute_peak"] / (t["exec_measured"] - t0))
    pooled = [x for v in per_dev.values() for x in v]
    default = clamp(median(pooled)) if pooled else 1.0
    own = {d: clamp(median(v)) for d, v in per_dev.items()
           if len(v) >= MIN_OWN_GEMM_ROWS}
    return {d: own.get(d, architecture_median(own, d, arch, default))
            for d in devices}, own


def architecture_median(own, device, arch, default):
    """The median of `own`'s figures over the devices of `device`'s
    architecture (`arch`), or `default` when none of them has one."""
    arch = arch or {}
    key = arch.get(device)
    mates = [v for d, v in own.items() if key is not None and arch.get(d) == key]
    return median(mates) if mates else default


_FLOOR_CACHE = {}


#: The floor grid's range (fit_floor): T0 in us, L in ns.
FLOOR_GRID_T0_US = (0.0, 10.0)
FLOOR_GRID_L_NS = (0, 200)


def _grid(rows, consts, t0s, lats):
    best = None
    for t0 in t0s:
        for lat in lats:
            c = dict(consts, kernel_floor_us=t0 * 0.01, kloop_slice_latency_ns=lat)
            cost = sum(math.log(predict(t, c) / t["measured"]) ** 2 for t in rows)
            if best is None or cost < best[0]:
                best = (cost, t0, lat)
    return best


def fit_floor(rows, consts):
    """The least-squares (T0, L) of fit_floor.py (T0 in 0.01 us steps to
    10 us, L in 1 ns steps to 200 ns), searched coarse (0.1 us, 5 ns) then
    fine around the coarse optimum; memoized on the rows and constants."""
    key = (tuple(sorted(t["row"]["id"] for t in rows)),
           tuple(sorted(consts.items())))
    if key not in _FLOOR_CACHE:
        t_hi = int(round(FLOOR_GRID_T0_US[1] * 100))   # 0.01 us steps
        l_hi = FLOOR_GRID_L_NS[1]
        _, t0, lat = _grid(rows, consts, range(0, t_hi + 1, 10), range(0, l_hi + 1, 5))
        _, t0, lat = _grid(rows, consts, range(max(0, t0 - 10), min(t_hi, t0 + 10) + 1),
                           range(max(0, lat - 5), min(l_hi, lat + 5) + 1))
        _FLOOR_CACHE[key] = (t0 * 0.01, lat)
    return _FLOOR_CACHE[key]


def floor_determined(fit):
    """Whether a (T0, L) least-squares fit is an interior optimum of the
    grid. An optimum on an edge is no measurement of the pair: T0 = 0 (a
    kernel that starts in no time) or L = 0 means the rows are explained by
    the other figure alone, T0 = 10 us or L = 200 ns that the grid cut the
    optimum off. The H100 PCIe's five zzc0721 torch.mm rows under 100 us
    (10 to 78 us, 1024^3 and 2048^3, where the start-up is a small share)
    fit T0 = 0 and L = 160 ns; taken as an own fit they made the pooled
    default of every other device the median of that and the H100 SXM's
    5.66 us, 2.83 us."""
    t0, lat = fit
    return (FLOOR_GRID_T0_US[0] < t0 < FLOOR_GRID_T0_US[1]
            and FLOOR_GRID_L_NS[0] < lat < FLOOR_GRID_L_NS[1])


def fit_all(train, devices, arch=None):
    """Every refitted constant for every device in `devices`, from `train`
    (row terms); also which devices got their own figure. `arch` (device ->
    architecture_key) lets a device without GEMM rows of its own take its
    architecture's figures (fit_gemm)."""
    dram, dram_own = fit_dram(train, devices)
    vec, vec_own = fit_vector(train, devices)
    gemm, gemm_own = fit_gemm(train, devices, {}, arch=arch)
    simt, simt_own = fit_gemm(train, devices, {}, tensor=False, arch=arch)
    consts = {d: {"attained_dram_fraction": dram[d],
                  "attained_vector_fraction": vec[d],
                  "attained_gemm_efficiency": gemm[d],
                  "attained_simt_gemm_efficiency": simt[d],
                  "kernel_floor_us": DEFAULT_FLOOR[0],
                  "kloop_slice_latency_ns": DEFAULT_FLOOR[1]} for d in devices}
    floor_own = {}
    train_devices = sorted({t["device"] for t in train})
    for d in train_devices:
        rows = [t for t in train if t["device"] == d and _single(t)
                and t["ops"][0]["matmul"] and t["measured"] < 100e-6]
        if len(rows) >= MIN_OWN_FLOOR_ROWS:
            fit = fit_floor(rows, _device_consts(train, d, arch))
            if floor_determined(fit):
                floor_own[d] = fit
    pooled = (median([f[0] for f in floor_own.values()]),
              median([f[1] for f in floor_own.values()])) \
        if floor_own else FALLBACK_FLOOR
    floors = {d: floor_own.get(d, pooled) for d in devices}
    for d in devices:
        consts[d]["kernel_floor_us"], consts[d]["kloop_slice_latency_ns"] = \
            floors[d]
    # e_gemm with the floors subtracted (the pooled one on devices without
    # their own).
    fitted_floors = dict({d: pooled for d in train_devices}, **floor_own)
    gemm, gemm_own = fit_gemm(train, devices, fitted_floors, arch=arch)
    simt, simt_own = fit_gemm(train, devices, fitted_floors, tensor=False, arch=arch)
    for d in devices:
        consts[d]["attained_gemm_efficiency"] = gemm[d]
        consts[d]["attained_simt_gemm_efficiency"] = simt[d]
    own = {"attained_dram_fraction": dram_own, "attained_vector_fraction": vec_own,
           "attained_gemm_efficiency": gemm_own,
           "attained_simt_gemm_efficiency": simt_own,
           "kernel_floor": {d: f for d, f in floor_own.items() if d in devices}}
    return consts, own


def _device_consts(train, device, arch=None):
    """The fractions a device's own floor is fitted under: the rules' DRAM,
    vector and GEMM figures for `device` from `train`, before any floor."""
    dram, _ = fit_dram(train, [device])
    vec, _ = fit_vector(train, [device])
    gemm, _ = fit_gemm(train, [device], {}, arch=arch)
    simt, _ = fit_gemm(train, [device], {}, tensor=False, arch=arch)
    return {"attained_dram_fraction": dram[device],
            "attained_vector_fraction": vec[device],
            "attained_gemm_efficiency": gemm[device],
            "attained_simt_gemm_efficiency": simt[device],
            "kernel_floor_us": FALLBACK_FLOOR[0],
            "kloop_slice_latency_ns": FALLBACK_FLOOR[1]}


# ----------------------------------------------------------- device files ---

def write_device_file(devices_dir, name, consts, fold, outdir):
    """A copy of devices/<name>.json with the fold's constants and sources."""
    path = os.path.join(devices_dir, name + ".json")
    with open(path) as f:
        doc = json.load(f)
    doc = copy.deepcopy(doc)
    why = ("cross-validation fold without source '%s': refitted by "
           "bench/validation/crossval.py on the other sources' rows" % fold)
    for key in KEYS:
        value = consts[key]
        doc[key] = int(round(value)) if key == "kloop_slice_latency_ns" else \
            round(value, 4)
        doc[key + "_source"] = why
    out = os.path.join(outdir, "%s--%s.json" % (fold, name))
    with open(out, "w") as f:
        json.dump(doc, f, indent=1)
    return out


def folds(terms, fit_rows):
    """[(source, train terms, test terms)] for every source; the training
    rows are the other sources' rows of the sets in `fit_rows`."""
    sources = sorted({t["source"] for t in terms})
    out = []
    for s in sources:
        train = [t for t in terms if t["source"] != s
                 and t["row"]["set"] in fit_rows]
        test = [t for t in terms if t["source"] == s]
        out.append((s, train, test))
    return out
