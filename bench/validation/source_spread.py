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

With --same-kernel it prints instead, without running roofline-opt, the
kernels that two or more sources time (the same device, kind, op, dtype and
shape columns of measurements.csv): each source's time, and each time's
distance from the kernel's geometric mean over its sources. The median of
those distances is what a prediction equal to that mean would score on
these rows, the best one number per kernel can do against sources that
disagree (a median |t / g - 1| is the bench's own error measure, read with
the measurement in the denominator: |g / t - 1|).

  source_spread.py [--roofline-opt P] [--jobs N] [--markdown]
With --cv-csv FILE (validate.py --cv-by-source --csv's output) the summary
adds the model's out-of-fold median error over the same rows; --json prints
the summary alone as JSON (rows, kernels, floor, and model when given).

  source_spread.py --same-kernel [--markdown | --json] [--cv-csv FILE]
"""

import argparse
import collections
import csv
import json
import math
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


#: The columns that make two rows the same kernel (README.md lists them).
SHAPE_COLUMNS = ("device", "kind", "op", "dtype", "out_dtype", "batch", "m", "n",
                 "k", "trans_a", "trans_b", "beta", "layout", "conv_n", "conv_c",
                 "conv_h", "conv_w", "conv_k", "conv_r", "conv_s", "pad_h",
                 "pad_w", "stride_h", "stride_w", "elems", "rows", "cols",
                 "fma_its")


#: One source's time of a kernel: its distance |g / t - 1| to the kernel's
#: geometric mean g over its sources, and the measurements.csv row.
Timed = collections.namedtuple("Timed", "source timing time distance row_id")


def same_kernel(rows):
    """[(key, [Timed])] for every kernel that two or more sources time, in
    the order the kernels first appear."""
    groups = {}
    for r in rows:
        key = tuple(r.get(c, "") for c in SHAPE_COLUMNS)
        groups.setdefault(key, []).append(r)
    out = []
    for key, group in groups.items():
        if len({r["source_id"] for r in group}) < 2:
            continue
        times = [float(r["measured_time_s"]) for r in group]
        g = math.exp(sum(math.log(t) for t in times) / len(times))
        out.append((key, [Timed(r["source_id"], r["timing"], t, abs(g / t - 1), r["id"])
                          for r, t in zip(group, times)]))
    return out


def same_kernel_summary(kernels, cv_csv=None):
    """{rows, kernels, floor[, model]}: the median distance of the rows'
    times to their kernel's geometric mean, and with `cv_csv` the median
    |cv_prediction_ratio - 1| of the same rows."""
    rows = [t for _, times in kernels for t in times]
    out = {"rows": len(rows), "kernels": len(kernels),
           "floor": statistics.median(t.distance for t in rows) if rows else None}
    if cv_csv:
        with open(cv_csv, newline="") as f:
            cv = {r["id"]: r for r in csv.DictReader(f)}
        errs = []
        for t in rows:
            ratio = (cv.get(t.row_id) or {}).get("cv_prediction_ratio")
            if not ratio:
                raise ValueError("%s: no cv_prediction_ratio for row '%s' (expected "
                                 "the output of validate.py --cv-by-source --csv)"
                                 % (cv_csv, t.row_id))
            errs.append(abs(float(ratio) - 1))
        out["model"] = statistics.median(errs) if errs else None
    return out


def render_same_kernel(kernels, markdown):
    """The table of same_kernel() and its summary line."""
    lines = []
    if markdown:
        lines += ["| device | kernel | dtype | source: time (us) | max / min |",
                  "|---|---|---|---|---:|"]
    for key, times in kernels:
        col = dict(zip(SHAPE_COLUMNS, key))
        shape = "x".join(col[c] for c in ("m", "n", "k") if col[c]) or \
            "x".join(col[c] for c in ("rows", "cols") if col[c]) or col["elems"]
        if col["batch"] not in ("", "1"):
            shape = col["batch"] + "x" + shape
        cells = (col["device"], "%s %s" % (col["op"], shape), col["dtype"],
                 ", ".join("%s: %.1f" % (t.source, t.time * 1e6) for t in times),
                 "%.2f" % (max(t.time for t in times) / min(t.time for t in times)))
        lines.append("| " + " | ".join(cells) + " |" if markdown else "  ".join(cells))
    summary = same_kernel_summary(kernels)
    if summary["rows"]:
        lines.append("")
        lines.append("%d rows time %d kernels that two or more sources time; "
                     "median |g / t - 1| to each kernel's geometric mean g: %.3f"
                     % (summary["rows"], summary["kernels"], summary["floor"]))
    return "\n".join(lines)


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
    parser.add_argument("--same-kernel", action="store_true",
                        help="the kernels several sources time, and how far apart")
    parser.add_argument("--json", action="store_true",
                        help="with --same-kernel: the summary as JSON")
    parser.add_argument("--cv-csv", help="with --same-kernel: validate.py "
                        "--cv-by-source --csv's output, for the model's error")
    args = parser.parse_args(argv)
    if (args.json or args.cv_csv) and not args.same_kernel:
        parser.error("--json and --cv-csv go with --same-kernel")
    rows = gen_kernels.load_rows(gen_kernels.DEFAULT_CSV)
    if args.same_kernel:
        kernels = same_kernel(rows)
        try:
            summary = same_kernel_summary(kernels, args.cv_csv)
        except (OSError, ValueError) as e:
            print("source_spread.py: error: %s" % e, file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(summary))
        else:
            print(render_same_kernel(kernels, args.markdown))
            if "model" in summary:
                print("the model out of fold on the same rows: median "
                      "|predicted / measured - 1| %.3f" % summary["model"])
        return 0
    try:
        results = validate.run_bench(args.roofline_opt, rows, [], None, args.jobs)
    except (validate.BenchError, OSError) as e:
        print("source_spread.py: error: %s" % e, file=sys.stderr)
        return 2
    print(render(spread(results), args.markdown))
    return 0


if __name__ == "__main__":
    sys.exit(main())
