#!/usr/bin/env python3
"""Compare roofline-opt's times with published kernel measurements.

For every row of measurements.csv, generates the kernel's linalg file
(gen_kernels.py), runs

    roofline-opt --analyze --json --device=<row's device> --timing=<T> [EXTRA...] FILE

with T the row's `timing` method (TIMING_OPTION: kernel -> kernel,
events-one-call -> event, loop-avg and unknown -> stream), unless EXTRA
gives --timing itself,

and sums two times over the ops of the file:

  bound       each op's `time_s` (the roofline bound under the chosen
              ceilings, with its launch overhead);
  prediction  each op's `predicted_time_s` (what the kernel is expected to
              attain) where the JSON has it, else `time_s`.

An op that the measured library folds into its one kernel is left out: the
linalg.fill tagged `accumulator-init` (beta = 0: cuBLAS and cuDNN initialise
C inside the GEMM or convolution) and the tensor.pad tagged `folded-pad`
(cuDNN pads inside the convolution). Error = |time / measured - 1|.

Reports, for the bound and the prediction: the median and 90th percentile of
the error and the median of time / measured, by set (dev, holdout, all), by
device and by kind, and the per-row table.

Options:
  --csv                  print the per-row table as CSV on stdout (with
                         --cv-by-source, the out-of-fold ratio as well)
  --write-docs [FILE]    put the markdown between <!-- validation:begin --> and
                         <!-- validation:end --> in FILE (docs/validation.md)
  --jobs N               roofline-opt processes at once
  --check SET:MEDIAN:P90 exit 1 when the prediction's median or p90 error on
                         SET (dev, holdout, all) exceeds the given figure;
                         repeatable
  --cv-by-source         leave-one-source-out cross-validation (crossval.py):
                         refit the development constants without each source,
                         predict its rows with the refitted device files, and
                         report the out-of-fold errors (with --write-docs,
                         between <!-- validation-cv:begin/end --> as well)
  --cv-fit-rows dev|all  the rows the folds fit on: the other sources'
                         development rows (default) or all their rows
  --cv-check MEDIAN:P90  exit 1 when the out-of-fold median or p90 error over
                         all rows exceeds the given figures
  -- EXTRA...            passed to roofline-opt (e.g. -- --ceilings=sustained)
"""

import argparse
import concurrent.futures
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
import crossval  # noqa: E402
import cvreport  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
DEFAULT_OPT = os.path.join(ROOT, "build", "bin", "roofline-opt")
DEFAULT_DOCS = os.path.join(ROOT, "docs", "validation.md")
BEGIN, END = "<!-- validation:begin -->", "<!-- validation:end -->"
CV_BEGIN, CV_END = "<!-- validation-cv:begin -->", "<!-- validation-cv:end -->"
DEVICES_DIR = os.path.join(ROOT, "devices")
SETS = ("dev", "holdout", "all")
#: (op name, location tag) of the ops a library folds into its kernel.
FOLDED = {("linalg.fill", gen_kernels.ACC_INIT_LOC),
          ("tensor.pad", gen_kernels.FOLDED_PAD_LOC)}
crossval.FOLDED = FOLDED


class BenchError(Exception):
    """A failure that stops the bench (a tool error, a bad row, bad docs)."""


# ------------------------------------------------------------- running ---

def sum_times(report, row_id):
    """(bound, prediction, prediction field present?) of one JSON report."""
    if report.get("unmodeled"):
        names = ", ".join(sorted({u.get("op", "?") for u in report["unmodeled"]}))
        raise BenchError("row '%s': roofline-opt left ops unmodeled (%s); the sum "
                         "would undercount" % (row_id, names))
    bound = pred = 0.0
    has_pred = False
    for op in report.get("ops", []):
        if (op.get("op"), op.get("loc")) in FOLDED:
            continue
        if "time_s" not in op:
            raise BenchError("row '%s': op %s has no time_s" % (row_id, op.get("op")))
        bound += op["time_s"]
        if "predicted_time_s" in op:
            has_pred = True
            pred += op["predicted_time_s"]
        else:
            pred += op["time_s"]
    if bound <= 0:
        raise BenchError("row '%s': no op with a time in the report" % row_id)
    return bound, pred, has_pred


#: roofline-opt's --timing for each method of the `timing` column (before
#: any ";cold-l2" / ";warm-l2"): a profiler's kernel time has no launch, one
#: call between events has its launch in series, a back-to-back loop's
#: average sees launches overlapped with execution (the default, "stream");
#: a source that does not say is predicted as the default.
TIMING_OPTION = {"kernel": "kernel", "events-one-call": "event",
                 "loop-avg": "stream", "unknown": "stream"}


def timing_option(row):
    """The --timing value of a row (its `timing` column's method)."""
    method = row["timing"].split(";")[0].strip()
    if method not in TIMING_OPTION:
        raise BenchError("measurements.csv row '%s', column 'timing': '%s' is "
                         "not one of %s" % (row["id"], row["timing"],
                                            ", ".join(sorted(TIMING_OPTION))))
    return TIMING_OPTION[method]


def run_row(opt, row, path, extra, device_file=None):
    """Runs roofline-opt on one generated file (on the row's catalog device,
    or on `device_file`), predicting the row's timing method unless `extra`
    names one; returns the parsed JSON."""
    device = ("--device-file=" + device_file) if device_file else \
        ("--device=" + row["device"])
    timing = [] if any(a.startswith("--timing") for a in extra) else \
        ["--timing=" + timing_option(row)]
    cmd = [opt, "--analyze", "--json", device] + timing + extra + [path]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True)
    except OSError as e:
        raise BenchError("cannot run %s: %s" % (opt, e))
    if proc.returncode != 0:
        raise BenchError("row '%s': %s exited %d: %s" % (
            row["id"], " ".join(cmd), proc.returncode, proc.stderr.strip()[:500]))
    try:
        return json.loads(proc.stdout)
    except ValueError as e:
        raise BenchError("row '%s': roofline-opt's output is not JSON: %s"
                         % (row["id"], e))


def measured_time(row):
    text = row["measured_time_s"].strip()
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    if not value > 0 or math.isinf(value):
        raise BenchError("measurements.csv row '%s', column 'measured_time_s': '%s' "
                         "is not a positive time" % (row["id"], text))
    return value


def run_bench(opt, rows, extra, keep=None, jobs=1, cv=None):
    """One result dict per row, in row order: the row, measured, bound,
    prediction. `jobs` roofline-opt processes run at once. `cv` = (fit rows,
    devices dir) adds the cross-validated prediction "cv_pred"."""
    for row in rows:
        measured_time(row)

    def one(item):
        row, path = item
        report = run_row(opt, row, path, extra)
        bound, pred, has_pred = sum_times(report, row["id"])
        return {"row": row, "measured": measured_time(row), "bound": bound,
                "pred": pred, "has_pred": has_pred, "report": report,
                "path": path, "timing": timing_option(row)}

    with tempfile.TemporaryDirectory(prefix="roofline-valbench-") as tmp:
        files = gen_kernels.write_all(rows, keep or tmp)
        with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
            results = list(pool.map(one, files))
        if cv is not None:
            run_cv(opt, results, extra, jobs, tmp, *cv)
        return results


def run_cv(opt, results, extra, jobs, tmp, fit_rows, devices_dir):
    """Leave-one-source-out: sets each result's "cv_pred" (the prediction of
    the fold without its source) and returns the fitted constants per fold."""
    terms = [crossval.row_terms(r) for r in results]
    by_id = {r["row"]["id"]: r for r in results}
    jobs_list, fits = [], {}
    arch = {d: crossval.architecture_key(devices_dir, d)
            for d in {t["device"] for t in terms}}
    for source, train, test in crossval.folds(terms, fit_rows):
        devices = sorted({t["device"] for t in test})
        consts, own = crossval.fit_all(train, devices, arch)
        fits[source] = (consts, own)
        for d in devices:
            path = crossval.write_device_file(devices_dir, d, consts[d], source, tmp)
            for t in test:
                if t["device"] == d:
                    jobs_list.append((by_id[t["row"]["id"]], path))

    def one(item):
        result, device_file = item
        report = run_row(opt, result["row"], result["path"], extra, device_file)
        result["cv_pred"] = sum_times(report, result["row"]["id"])[1]

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        list(pool.map(one, jobs_list))
    # The constants fitted on every source's development rows, beside the
    # catalog's: what the rules give on the full set.
    all_devices = sorted({t["device"] for t in terms})
    full = crossval.fit_all([t for t in terms if t["row"]["set"] in fit_rows],
                            all_devices, arch)
    results[0]["cv_fits"] = {"folds": fits, "full": full, "fit_rows": fit_rows}


# ----------------------------------------------------------- statistics ---

# The statistics are cvreport's (one definition for both tables).
quantile = cvreport.quantile
summarize = cvreport.summarize


def by_set(results, name):
    if name == "all":
        return results
    return [r for r in results if r["row"]["set"] == name]


def groups(results, column):
    names = sorted({r["row"][column] for r in results})
    return [(n, [r for r in results if r["row"][column] == n]) for n in names]


# ------------------------------------------------------------ rendering ---

def shape_text(row):
    """A short shape description of a row, for the tables."""
    kind, op = row["kind"], row["op"]
    if kind == "gemm":
        b = row.get("batch") or "1"
        return "%s%sx%sx%s %s%s beta=%s %s" % (
            "" if b == "1" else b + "x", row["m"], row["n"], row["k"],
            row["trans_a"], row["trans_b"], row["beta"], row["dtype"])
    if kind == "conv":
        return "%s %sx%sx%sx%s K%s %sx%s/%s p%s %s" % (
            row["layout"], row["conv_n"], row["conv_c"], row["conv_h"],
            row["conv_w"], row["conv_k"], row["conv_r"], row["conv_s"],
            row["stride_h"] or "1", row["pad_h"] or "0", row["dtype"])
    if kind == "elementwise":
        return "%s n=%s %s" % (op, row["elems"], row["dtype"])
    if kind == "reduction":
        return "fma%s %sx%s %s" % (row["fma_its"], row["rows"], row["cols"],
                                   row["dtype"])
    return "%s %sx%s %s" % (op, row["rows"], row["cols"], row["dtype"])


def fmt_time(t):
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if t >= scale:
            return "%.3g %s" % (t / scale, unit)
    return "%.3g ns" % (t / 1e-9)


def fmt_stats(s):
    return "%.3f | %.3f | %.3f" % (s["median"], s["p90"], s["ratio"])


def render_summary(results):
    lines = ["| set | n | bound: median err | p90 err | median ratio | "
             "prediction: median err | p90 err | median ratio |",
             "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name in SETS:
        sub = by_set(results, name)
        if sub:
            lines.append("| %s | %d | %s | %s |" % (
                name, len(sub), fmt_stats(summarize(sub, "bound")),
                fmt_stats(summarize(sub, "pred"))))
    return lines


def render_groups(results, column, title):
    lines = ["| %s | n (dev + holdout) | bound: median err | p90 err | "
             "prediction: median err | p90 err | holdout prediction: median err "
             "| p90 err |" % title, "|---|---:|---:|---:|---:|---:|---:|---:|"]
    for name, sub in groups(results, column):
        held = by_set(sub, "holdout")
        b, p = summarize(sub, "bound"), summarize(sub, "pred")
        h = ("%.3f | %.3f" % (summarize(held, "pred")["median"],
                              summarize(held, "pred")["p90"])) if held else "- | -"
        lines.append("| %s | %d + %d | %.3f | %.3f | %.3f | %.3f | %s |" % (
            name, len(sub) - len(held), len(held), b["median"], b["p90"],
            p["median"], p["p90"], h))
    return lines


def render_rows(results):
    lines = ["| id | set | device | shape | measured | bound | prediction | "
             "prediction / measured | error |",
             "|---|---|---|---|---:|---:|---:|---:|---:|"]
    for r in results:
        row = r["row"]
        ratio = r["pred"] / r["measured"]
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %.3f | %.3f |" % (
            row["id"], row["set"], row["device"], shape_text(row),
            fmt_time(r["measured"]), fmt_time(r["bound"]), fmt_time(r["pred"]),
            ratio, abs(ratio - 1)))
    return lines


def render_markdown(results, extra):
    """The generated section of docs/validation.md."""
    has_pred = any(r["has_pred"] for r in results)
    cmd = "python3 bench/validation/validate.py --write-docs"
    if extra:
        cmd += " -- " + " ".join(extra)
    lines = ["<!-- Generated by `%s`; do not edit by hand. -->" % cmd, ""]
    lines.append("Prediction source: %s. Error = \\|time / measured - 1\\|; "
                 "ratio = time / measured (below 1: the model is too fast)."
                 % ("each op's `predicted_time_s`" if has_pred else
                    "the JSON has no `predicted_time_s` yet, so the prediction "
                    "column repeats the bound (`time_s`)"))
    lines += ["", "#### By set", ""] + render_summary(results)
    lines += ["", "#### By device", ""] + render_groups(results, "device", "device")
    lines += ["", "#### By kind", ""] + render_groups(results, "kind", "kind")
    lines += ["", "#### Every row", ""] + render_rows(results)
    return "\n".join(lines) + "\n"


def write_docs(path, markdown, begin=BEGIN, end=END):
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        raise BenchError("cannot read %s: %s" % (path, e))
    if text.count(begin) != 1 or text.count(end) != 1 or \
            text.index(begin) > text.index(end):
        raise BenchError("%s needs exactly one %s ... %s region" % (path, begin, end))
    head, rest = text.split(begin)
    tail = rest.split(end)[1]
    with open(path, "w") as f:
        f.write(head + begin + "\n" + markdown + end + tail)


def print_csv(results):
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(["id", "set", "device", "kind", "shape", "measured_s", "bound_s",
                "prediction_s", "bound_ratio", "prediction_ratio",
                "prediction_error", "timing", "cv_prediction_ratio"])
    for r in results:
        row = r["row"]
        cv = ("%.4f" % (r["cv_pred"] / r["measured"])) if "cv_pred" in r else ""
        w.writerow([row["id"], row["set"], row["device"], row["kind"],
                    shape_text(row), "%.6e" % r["measured"], "%.6e" % r["bound"],
                    "%.6e" % r["pred"], "%.4f" % (r["bound"] / r["measured"]),
                    "%.4f" % (r["pred"] / r["measured"]),
                    "%.4f" % abs(r["pred"] / r["measured"] - 1), r["timing"], cv])


# -------------------------------------------------------------- checking ---

def parse_check(spec):
    parts = spec.split(":")
    try:
        if len(parts) != 3 or parts[0] not in SETS:
            raise ValueError
        return parts[0], float(parts[1]), float(parts[2])
    except ValueError:
        raise BenchError("--check '%s': expected SET:MEDIAN:P90 with SET one of %s "
                         "and two numbers" % (spec, ", ".join(SETS)))


def run_checks(results, specs):
    """Messages for every figure over its limit (empty: all within)."""
    failures = []
    for name, max_median, max_p90 in specs:
        sub = by_set(results, name)
        if not sub:
            failures.append("set '%s' has no rows" % name)
            continue
        s = summarize(sub, "pred")
        for figure, value, limit in (("median", s["median"], max_median),
                                     ("p90", s["p90"], max_p90)):
            if value > limit:
                failures.append("set '%s': %s |prediction/measured - 1| = %.4f "
                                "exceeds %.4f" % (name, figure, value, limit))
    return failures


def main(argv=None):
    argv = list(sys.argv[1:] if argv is None else argv)
    extra = argv[argv.index("--") + 1:] if "--" in argv else []
    argv = argv[:argv.index("--")] if "--" in argv else argv
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n")[0],
        usage="%(prog)s [options] [-- ROOFLINE-OPT-ARGS...]")
    parser.add_argument("--measurements", default=gen_kernels.DEFAULT_CSV)
    parser.add_argument("--roofline-opt", default=DEFAULT_OPT)
    parser.add_argument("--csv", action="store_true",
                        help="print the per-row table as CSV")
    parser.add_argument("--write-docs", nargs="?", const=DEFAULT_DOCS,
                        metavar="FILE", help="default: docs/validation.md")
    parser.add_argument("--check", action="append", default=[],
                        metavar="SET:MEDIAN:P90")
    parser.add_argument("--jobs", type=int, default=min(8, os.cpu_count() or 1),
                        help="roofline-opt processes at once (default: CPUs, at "
                        "most 8)")
    parser.add_argument("--keep", metavar="DIR",
                        help="write the generated .mlir files here and keep them")
    parser.add_argument("--cv-by-source", action="store_true")
    parser.add_argument("--cv-fit-rows", choices=("dev", "all"), default="dev")
    parser.add_argument("--cv-check", metavar="MEDIAN:P90")
    parser.add_argument("--devices-dir", default=DEVICES_DIR,
                        help="catalog device files the folds copy (default devices/)")
    parser.add_argument("--unmeasured", default=cvreport.DEFAULT_UNMEASURED,
                        help="catalog devices without rows and what was searched "
                        "(default bench/validation/unmeasured.csv)")
    args = parser.parse_args(argv)
    fit_rows = ("dev",) if args.cv_fit_rows == "dev" else ("dev", "holdout")
    cv = (fit_rows, args.devices_dir) if args.cv_by_source else None
    try:
        checks = [parse_check(c) for c in args.check]
        cv_check = parse_check("all:" + args.cv_check) if args.cv_check else None
        if cv_check and not cv:
            raise BenchError("--cv-check needs --cv-by-source")
        rows = gen_kernels.load_rows(args.measurements)
        results = run_bench(args.roofline_opt, rows, extra, args.keep, args.jobs, cv)
    except (BenchError, gen_kernels.RowError, OSError, KeyError) as e:
        print("validate.py: error: %s" % e, file=sys.stderr)
        return 2
    if args.csv:
        print_csv(results)
    else:
        print("\n".join(render_summary(results)))
    if cv:
        print("\nLeave-one-source-out (fit on %s rows of the other sources):"
              % args.cv_fit_rows)
        print("\n".join(cvreport.render_overall(results)))
    if args.write_docs:
        try:
            write_docs(args.write_docs, render_markdown(results, extra))
            if cv:
                cmd = "python3 bench/validation/validate.py --cv-by-source --write-docs"
                catalog = cvreport.catalog_devices(args.devices_dir)
                unmeasured = cvreport.load_unmeasured(args.unmeasured)
                write_docs(args.write_docs, cvreport.render_markdown(
                    results, cmd, catalog, unmeasured), CV_BEGIN, CV_END)
        except (BenchError, cvreport.CatalogError, OSError) as e:
            print("validate.py: error: %s" % e, file=sys.stderr)
            return 2
    failures = run_checks(results, checks)
    if cv_check:
        s = cvreport.summarize(results)
        for figure, value, limit in (("median", s["median"], cv_check[1]),
                                     ("p90", s["p90"], cv_check[2])):
            if value > limit:
                failures.append("out-of-fold %s |prediction/measured - 1| = %.4f "
                                "exceeds %.4f" % (figure, value, limit))
    for f in failures:
        print("validate.py: check failed: %s" % f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
