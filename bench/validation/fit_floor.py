#!/usr/bin/env python3
"""Derive a device's GEMM latency floor (T0, L) from development rows.

For the development GEMM rows of one device and one library prefix, runs
roofline-opt on each row's generated file and reads the op's attained
compute and per-level memory times and its tile (JSON `predicted` and
`hierarchy`). The execution time of a tiled GEMM is (docs/model.md 6)

    E = T0 + max(X, S),  X = max((C^4 + D_dram^4)^(1/4), D_l2, D_l1),
                         S = min(ceil(ceil(K / splitK) / bk), 64) x L

none of whose other terms depend on T0 or L, so the pair is the least-squares
fit of log(E / measured) over the rows, on a grid of 0.01 us x 1 ns. Only
`set = dev` rows are read: the held-out rows never enter a constant.

  fit_floor.py --device h100-sxm5-80gb --prefix h100_xla_ [--roofline-opt P]
"""

import argparse
import csv
import json
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen_kernels  # noqa: E402
import validate  # noqa: E402

MAX_SLICES = 64  # kMaxChainSlices (Attainment.h)


def overlap(a, b, p=4.0):
    hi, lo = max(a, b), min(a, b)
    return 0.0 if hi <= 0 else hi * (1 + (lo / hi) ** p) ** (1 / p)


def row_terms(opt, row, path):
    """(X, slices, measured) of one GEMM row."""
    out = subprocess.run([opt, "--analyze", "--json", "--device=" + row["device"],
                          path], capture_output=True, text=True, check=True)
    ops = [o for o in json.loads(out.stdout)["ops"]
           if o["op"] not in ("linalg.fill", "tensor.pad")]
    if len(ops) != 1 or not (ops[0].get("hierarchy") or {}).get("tile"):
        raise validate.BenchError("%s: expected one tiled GEMM" % row["id"])
    op = ops[0]
    p, tile = op["predicted"], op["hierarchy"]["tile"]
    x = max(overlap(p["compute_s"], p["memory_s"]["dram"]),
            p["memory_s"]["l2"], p["memory_s"]["l1"])
    k = int(row["k"])
    per_block = -(-k // max(1, tile["split_k"]))
    slices = min(-(-per_block // tile["bk"]), MAX_SLICES)
    return x, slices, validate.measured_time(row)


def fit(terms):
    best = None
    for t0 in range(0, 1001):  # 0 .. 10 us in 0.01 us
        for lat in range(0, 201):  # 0 .. 200 ns
            cost = sum(math.log((t0 * 1e-8 + max(x, s * lat * 1e-9)) / m) ** 2
                       for x, s, m in terms)
            if best is None or cost < best[0]:
                best = (cost, t0 * 1e-2, lat)
    return best[1], best[2]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", required=True)
    parser.add_argument("--prefix", required=True,
                        help="id prefix of the rows (one library's table)")
    parser.add_argument("--measurements", default=gen_kernels.DEFAULT_CSV)
    parser.add_argument("--roofline-opt", default=validate.DEFAULT_OPT)
    args = parser.parse_args(argv)
    rows = [r for r in gen_kernels.load_rows(args.measurements)
            if r["set"] == "dev" and r["kind"] == "gemm"
            and r["device"] == args.device and r["id"].startswith(args.prefix)]
    if not rows:
        sys.exit("fit_floor.py: no development GEMM row of %s with prefix %s"
                 % (args.device, args.prefix))
    with tempfile.TemporaryDirectory() as tmp:
        terms = [row_terms(args.roofline_opt, row, path)
                 for row, path in gen_kernels.write_all(rows, tmp)]
    t0, lat = fit(terms)
    print("%d development rows: kernel_floor_us %.2f, kloop_slice_latency_ns %d"
          % (len(rows), t0, lat))


if __name__ == "__main__":
    main()
