#!/usr/bin/env python3
"""The roofline-optimize benchmark's checks and tables
(bench/optimize_bench.sh). Standard library only.

  optimize_report.py count --roofline-opt B FILE
      Prints "OPS LARGEST": the ops `B --analyze --json` costs or lists as
      unmodeled in FILE, and those of its largest function. Fails when B
      fails or FILE has no op to cost.
  optimize_report.py report --tsv F --meta F.meta [--write-docs DOC]
      Prints the median tables (markdown) of measure.py's rows; with
      --write-docs also replaces the text between
      <!-- bench-optimize:begin --> and <!-- bench-optimize:end --> in DOC.

Rows are measure.py's (`size` is the case's index in the run); the meta
file names each index's file (`file.I`), lines, ops and largest function.
"""

import argparse
import json
import subprocess
import sys

from bench_common import med, run_header
from measure import load_meta, load_rows, write_docs

BEGIN, END = "<!-- bench-optimize:begin -->", "<!-- bench-optimize:end -->"


def cmd_count(a):
    p = subprocess.run([a.roofline_opt, "--analyze", "--json",
                        "--allow-unregistered-dialect", a.file],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.stderr.write("count: roofline-opt --analyze --json failed on "
                         "%s:\n%s\n" % (a.file, p.stderr.decode()[-4000:]))
        return 1
    report = json.loads(p.stdout)
    t = report["totals"]
    ops = t["costed_ops"] + t["unmodeled_ops"]
    if ops == 0:
        sys.stderr.write("count: %s has no op to cost\n" % a.file)
        return 1
    largest = max((f["totals"]["costed_ops"] + f["totals"]["unmodeled_ops"]
                   for f in report["functions"]), default=0)
    print("%d %d" % (ops, largest))
    return 0


def build_report(rows, meta):
    """The markdown of the optimize benchmark: one row per case."""
    cases = sorted({r["size"] for r in rows})
    by = {}
    for r in rows:
        by.setdefault((r["size"], r["tool"]), []).append(r)

    def vals(i, tool, key="wall"):
        return [r[key] for r in by.get((i, tool), [])]

    def ratios(i, tool, key="wall", base="mlir-opt"):
        b = {r["rep"]: r[key] for r in by.get((i, base), [])}
        return [r[key] / b[r["rep"]] for r in by.get((i, tool), [])
                if r["rep"] in b and b[r["rep"]] > 0]

    def fmt_ratio(xs, bold=False):
        if not xs:
            return "-"
        return ("**%.2f**" if bold else "%.2f") % med(xs)

    reps = max((r["rep"] for r in rows if r["tool"] == "mlir-opt"),
               default=-1) + 1
    has_ref = any(r["tool"] == "optimize-ref" for r in rows)
    out = []
    w = out.append
    out.extend(run_header(meta))
    w("`roofline-optimize{device=%s}` (fusion, epilogue fusion, tiling; "
      "`optimize` with its remarks, `quiet` with emit-remarks=false) against "
      "`mlir-opt FILE -o /dev/null`; %d interleaved repetitions per case, the "
      "order rotated each repetition, every command with "
      "`--allow-unregistered-dialect`. Times are medians in seconds; a ratio "
      "is the median over repetitions of (tool time / mlir-opt time in the "
      "same repetition), the CPU ratio the same of user + sys time. `ops`: "
      "what `--analyze` costs or lists as unmodeled; `largest`: the ops of "
      "the largest function." % (meta.get("device", "?"), reps))
    loads = [r["timing"]["_load1"] for r in rows if "_load1" in r["timing"]]
    if loads:
        w("1-minute load average after each command: median %.1f, max %.1f."
          % (med(loads), max(loads)))
        try:
            if max(loads) > float(meta.get("nproc", "0")):
                w("**Warning:** the load exceeded the %s CPUs during this "
                  "run: other work competed for them, so wall times are "
                  "inflated and noisy; prefer the CPU-time ratio."
                  % meta.get("nproc"))
        except ValueError:
            pass
    if has_ref:
        w("`reference` is `%s` timed in the same run (cases whose largest "
          "function has at most %s ops); speedup = its median paired time "
          "over `optimize`'s." % (meta.get("ref", "?"),
                                  meta.get("ref_max_ops", "?")))
    w("")
    head = ["case", "ops", "largest", "mlir-opt s", "optimize s", "ratio",
            "ratio (CPU)", "us/op", "quiet s", "ratio (CPU)"]
    if has_ref:
        head += ["reference s", "speedup"]
    w("| " + " | ".join(head) + " |")
    w("|---|" + "---:|" * (len(head) - 1))
    for i in cases:
        ops = int(meta.get("ops.%d" % i, "0") or 0)
        t = med(vals(i, "optimize", "cpu"))
        cells = ["`%s`" % meta.get("file.%d" % i, str(i)),
                 str(ops), meta.get("largest.%d" % i, "?"),
                 "%.3f" % med(vals(i, "mlir-opt")),
                 "%.3f" % med(vals(i, "optimize")),
                 fmt_ratio(ratios(i, "optimize")),
                 fmt_ratio(ratios(i, "optimize", "cpu"), bold=True),
                 "%.0f" % (t / ops * 1e6) if ops else "-",
                 "%.3f" % med(vals(i, "optimize-quiet")),
                 fmt_ratio(ratios(i, "optimize-quiet", "cpu"))]
        if has_ref:
            ref = vals(i, "optimize-ref")
            cells += ["%.3f" % med(ref) if ref else "-",
                      "%.1fx" % med(ratios(i, "optimize-ref", base="optimize"))
                      if ref else "-"]
        w("| " + " | ".join(cells) + " |")
    w("")
    w("`us/op` is the optimize CPU time per op: flat when the pass is linear "
      "in the ops of a function (the generated rows grow one function).")
    # Issue 32's target: <= 3x on every bundled model and corpus file (the
    # generated one-function rows aside).
    files = [i for i in cases
             if not meta.get("file.%d" % i, "").startswith("one_function_")]
    if files:
        for key, name in (("wall", "wall"), ("cpu", "CPU")):
            per = [med(ratios(i, "optimize", key)) for i in files
                   if ratios(i, "optimize", key)]
            if per:
                worst = max(files, key=lambda i: med(ratios(i, "optimize", key))
                            if ratios(i, "optimize", key) else 0)
                w("")
                w("Bundled models and corpus files (%d), %s ratio: median "
                  "%.2f, max %.2f (`%s`; issue 32's target: <= 3)."
                  % (len(per), name, med(per), max(per),
                     meta.get("file.%d" % worst, "?")))
    return "\n".join(out) + "\n"


def cmd_report(a):
    table = build_report(load_rows(a.tsv), load_meta(a.meta))
    sys.stdout.write(table)
    if a.write_docs:
        rc = write_docs(a.write_docs, table, BEGIN, END)
        if rc == 0:
            sys.stderr.write("wrote the optimize table into %s\n"
                             % a.write_docs)
        return rc
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("count")
    c.add_argument("--roofline-opt", required=True)
    c.add_argument("file")
    r = sub.add_parser("report")
    r.add_argument("--tsv", required=True)
    r.add_argument("--meta")
    r.add_argument("--write-docs")
    a = ap.parse_args(argv)
    return cmd_count(a) if a.cmd == "count" else cmd_report(a)


if __name__ == "__main__":
    sys.exit(main())
