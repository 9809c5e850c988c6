#!/usr/bin/env python3
"""How far apart the bench's sources are on the same device.

A device file holds one start-up T0 and one GEMM efficiency e_gemm per
device. Where two sources time the same library kernel on the same device
and want different figures, no device constant predicts both: the spread
below is a floor under the cross-validated error that the device-level
model cannot go beneath. For each (device, source) group of the bench
(every row, development and held out: this is a diagnosis, nothing is
fitted into the model from it) it prints

  T0, L    the least-squares start-up and K-slice latency of the group's
           single-kernel tiled matmul rows under 100 us (crossval.fit_floor,
           the rule the folds use, each row under the catalog's fractions
           and predicted as it was timed), where the group has 3 or more;
  e_gemm   the median, over the group's compute-bound GEMM/convolution rows
           of 50 us or more on the tensor cores, of the compute time at the
           peak over the measured time less the catalog's T0
           (crossval.fit_gemm's ratio; rows off the tensor cores have their
           own figure, e_simt, and are left out).

  source_spread.py [--roofline-opt P] [--jobs N] [--markdown]
"""

import argparse
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import crossval  # noqa: E402
import gen_kernels  # noqa: E402
import validate  # noqa: E402

MIN_FLOOR_ROWS = 3


def catalog_constants(result):
    """The five constants the catalog report used for this row."""
    att = {k: v["value"] for k, v in
           result["report"]["device"]["attainment"].items()}
    return {k: att[k] for k in crossval.KEYS if k in att}


def spread(results):
    """[(device, source, floor rows, (T0 us, L ns) or None, gemm rows,
    median e_gemm or None)] sorted by device and source."""
    groups = {}
    for result in results:
        t = crossval.row_terms(result)
        key = (t["device"], t["source"])
        groups.setdefault(key, {"terms": [], "consts": catalog_constants(result)})
        groups[key]["terms"].append(t)
    out = []
    for (device, source), g in sorted(groups.items()):
        single = [t for t in g["terms"] if len(t["ops"]) == 1]
        small = [t for t in single if t["ops"][0]["matmul"]
                 and t["measured"] < 100e-6]
        floor = crossval.fit_floor(small, g["consts"]) \
            if len(small) >= MIN_FLOOR_ROWS else None
        t0 = g["consts"].get("kernel_floor_us", crossval.DEFAULT_FLOOR[0]) * 1e-6
        effs = [t["ops"][0]["compute_peak"] /
                (t["exec_measured"] - (t0 if t["ops"][0]["matmul"] else
                                       crossval.STREAMING_FLOOR * 1e-6))
                for t in single if t["ops"][0]["contraction"]
                and t["ops"][0]["tensor"]
                and t["ops"][0]["limiter"] == "compute" and t["measured"] >= 50e-6]
        eff = statistics.median(effs) if effs else None
        if floor or eff:
            out.append((device, source, len(small), floor, len(effs), eff))
    return out


def render(rows, markdown):
    head = ("device", "source", "rows < 100 us", "T0 / L", "rows >= 50 us", "e_gemm")
    lines = []
    if markdown:
        lines += ["| " + " | ".join(head) + " |", "|---|---|---:|---|---:|---:|"]
    for device, source, n_small, floor, n_eff, eff in rows:
        cells = (device, source, str(n_small),
                 "%.2f us / %d ns" % floor if floor else "-", str(n_eff),
                 "%.3f" % eff if eff is not None else "-")
        lines.append("| " + " | ".join(cells) + " |" if markdown else "  ".join(cells))
    return "\n".join(lines)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--roofline-opt", default=validate.DEFAULT_OPT)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--markdown", action="store_true")
    args = parser.parse_args(argv)
    rows = gen_kernels.load_rows(gen_kernels.DEFAULT_CSV)
    try:
        results = validate.run_bench(args.roofline_opt, rows, [], None, args.jobs)
    except (validate.BenchError, OSError) as e:
        print("source_spread.py: error: %s" % e, file=sys.stderr)
        return 2
    print(render(spread(results), args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
