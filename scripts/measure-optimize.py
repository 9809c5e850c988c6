#!/usr/bin/env python3
"""roofline-optimize judged on the GPU (issue 36, item 2).

For each model (linalg on tensors) and each decision kind, the optimizer runs
with only that kind enabled:

    fusion     fuse=true  tile=false precision=keep   (elementwise + epilogue)
    tiling     fuse=false tile=true  precision=keep
    precision  fuse=false tile=false precision=bf16

and the module before and the module after go through the same lowering
(one-shot bufferization, then the README's linalg -> GPU pipeline,
TENSOR_PIPELINE below) into roofline-measure. One row per (model, kind):
the optimizer's own predicted time before -> after (its format=json summary,
the figure its decision was made on), the predicted time of the lowered
kernels (roofline-measure's totals), and the measured time of those kernels
(sum over launches, CUDA events, median), each with its change
(after - before) / before.

    scripts/measure-optimize.py MODEL.mlir... --bin build/bin --out DIR
        [--device h200] [--kinds fusion,tiling,precision] [--repeat N]
        [--no-gpu]
    scripts/measure-optimize.py --table DIR     # the table again, from DIR

--no-gpu (or no GPU found: roofline-measure exits 2) stops at the PTX: the
measured columns read "-" and each row says why. Everything the run wrote
is in DIR; DIR/measure-optimize.json lists the rows, DIR/table.md is the
table (docs/validation.md, "The optimizer judged on the GPU").
"""

import argparse
import json
import os
import subprocess
import sys

TENSOR_PIPELINE = (
    "builtin.module(one-shot-bufferize{bufferize-function-boundaries=1 "
    "function-boundary-type-conversion=identity-layout-map},canonicalize,"
    "func.func(scf-forall-to-parallel,convert-linalg-to-parallel-loops,"
    "scf-parallel-loop-tiling{parallel-loop-tile-sizes=16,16 "
    "no-min-max-bounds=true},gpu-map-parallel-loops),"
    "convert-parallel-loops-to-gpu,gpu-kernel-outlining,canonicalize)")

KINDS = {
    "fusion": "fuse=true tile=false precision=keep",
    "tiling": "fuse=false tile=true precision=keep",
    "precision": "fuse=false tile=false precision=bf16",
}
# The optimizer summary's decision counters of each kind.
DECISIONS = {"fusion": "fusions", "tiling": "tiled",
             "precision": "precision_changes"}
MANIFEST = "measure-optimize.json"


def fail(msg):
    print(f"measure-optimize: {msg}", file=sys.stderr)
    sys.exit(1)


def run(cmd, log, stdout=None):
    """Runs `cmd`, its stderr (and stdout unless redirected) to `log`."""
    with open(log, "a") as f:
        f.write("$ " + " ".join(cmd) + "\n")
        f.flush()
        return subprocess.run(cmd, stdout=stdout or f, stderr=f).returncode


def measure(args, mlir, stem, log):
    """Lowers and measures `mlir`: (kernels, measure JSON or None, why)."""
    tool = os.path.join(args.bin, "roofline-measure")
    common = [tool, mlir, "--pipeline=" + TENSOR_PIPELINE,
              "--device=" + args.device]
    with open(stem + ".ptx", "w") as ptx:
        if run(common + ["--emit-ptx"], log, stdout=ptx) != 0:
            return None, None, "the lowering failed (" + log + ")"
    with open(stem + ".ptx") as ptx:
        kernels = sum(1 for line in ptx if ".visible .entry" in line)
    if args.no_gpu:
        return kernels, None, "not measured (--no-gpu)"
    out = stem + ".measure.json"
    rc = run(common + [f"--repeat={args.repeat}", "-o", out,
                       "--report=" + stem + ".report.json"], log,
             stdout=subprocess.DEVNULL)
    if rc == 2:
        return kernels, None, "not measured (no GPU)"
    if rc != 0:
        return kernels, None, "roofline-measure failed (" + log + ")"
    return kernels, os.path.basename(out), ""


def optimize(args, model, kind, stem, log):
    """Runs roofline-optimize with one kind on: (output .mlir, summary)."""
    out, summary = stem + ".mlir", stem + ".optimize.json"
    opts = (f"device={args.device} mode={args.mode} {KINDS[kind]} "
            f"format=json report-file={summary} emit-remarks=false")
    cmd = [os.path.join(args.bin, "roofline-opt"), model, "-o", out,
           f"--pass-pipeline=builtin.module(roofline-optimize{{{opts}}})"]
    if run(cmd, log) != 0:
        fail(f"roofline-optimize failed on {model} ({kind}); see {log}")
    with open(summary) as f:
        return out, json.load(f)


def collect(args):
    os.makedirs(args.out, exist_ok=True)
    log = os.path.join(args.out, "measure-optimize.log")
    open(log, "w").close()
    rows = []
    for model in args.models:
        name = os.path.splitext(os.path.basename(model))[0]
        base = os.path.join(args.out, name)
        k0, m0, why0 = measure(args, model, base + ".before", log)
        for kind in args.kinds:
            stem = f"{base}.{kind}"
            out, s = optimize(args, model, kind, stem, log)
            if s["decisions"][DECISIONS[kind]] == 0:
                # The module is unchanged by this kind: nothing to judge,
                # and a lowering and a measurement saved.
                k1, m1, why1 = k0, None, "no decision of this kind"
            else:
                k1, m1, why1 = measure(args, out, stem, log)
            rows.append({
                "model": name, "kind": kind,
                "decisions": s["decisions"][DECISIONS[kind]],
                "optimizer_before_s": s["total"]["before"]["time_s"],
                "optimizer_after_s": s["total"]["after"]["time_s"],
                "kernels_before": k0, "kernels_after": k1,
                "measure_before": m0, "measure_after": m1,
                "why": why1 if not s["decisions"][DECISIONS[kind]]
                else why0 or why1})
            print(f"measure-optimize: {name} {kind}: "
                  f"{rows[-1]['decisions']} decisions, kernels {k0} -> {k1}"
                  f"{', ' + rows[-1]['why'] if rows[-1]['why'] else ''}")
    with open(os.path.join(args.out, MANIFEST), "w") as f:
        json.dump({"schema": "roofline-measure-optimize/1",
                   "device": args.device, "pipeline": TENSOR_PIPELINE,
                   "rows": rows}, f, indent=2)


def change(before, after):
    """(after - before) / before in percent, as `roofline compare` writes."""
    if before is None or after is None:
        return "-"
    if before == 0:
        return "n/a"
    return f"{(after - before) / before * 100:+.1f}%"


def us(s):
    return "-" if s is None else f"{s * 1e6:.2f}"


def totals(directory, name):
    """(predicted, measured) totals of a roofline-measure/1 file, or Nones."""
    if not name:
        return None, None
    path = os.path.join(directory, name)
    try:
        with open(path) as f:
            doc = json.load(f)
        if doc.get("schema") != "roofline-measure/1":
            fail(f"{path}: schema: expected \"roofline-measure/1\"")
        t = doc["totals"]
        return float(t["predicted_time_s"]), float(t["measured_time_s"])
    except (OSError, ValueError, KeyError, TypeError) as e:
        fail(f"{path}: expected a roofline-measure/1 document with "
             f"totals.predicted_time_s and totals.measured_time_s ({e})")


def table(directory):
    """The markdown table of DIR's manifest."""
    path = os.path.join(directory, MANIFEST)
    try:
        with open(path) as f:
            doc = json.load(f)
        rows = doc["rows"]
    except (OSError, ValueError, KeyError) as e:
        fail(f"{path}: cannot read the rows ({e}); run without --table first")
    lines = [
        f"roofline-optimize before -> after on {doc.get('device', '?')}, one "
        "decision kind at a time; times in us; change = (after - before) / "
        "before",
        "",
        "| model | kind | decisions | kernels | optimizer predicted | change "
        "| kernels predicted | change | measured | change | note |",
        "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        pb, mb = totals(directory, r.get("measure_before"))
        pa, ma = totals(directory, r.get("measure_after"))
        ob, oa = r["optimizer_before_s"], r["optimizer_after_s"]
        lines.append(
            f"| {r['model']} | {r['kind']} | {r['decisions']} | "
            f"{r['kernels_before']} -> {r['kernels_after']} | "
            f"{us(ob)} -> {us(oa)} | {change(ob, oa)} | "
            f"{us(pb)} -> {us(pa)} | {change(pb, pa)} | "
            f"{us(mb)} -> {us(ma)} | {change(mb, ma)} | {r.get('why', '')} |")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(directory, "table.md"), "w") as f:
        f.write(text)
    return text


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("models", nargs="*", help="linalg-on-tensors .mlir files")
    p.add_argument("--bin", default="build/bin",
                   help="where roofline-opt and roofline-measure are")
    p.add_argument("--out", help="output directory")
    p.add_argument("--device", default="h200")
    p.add_argument("--mode", default="compiled",
                   choices=["eager", "compiled", "graph"],
                   help="the mode roofline-optimize prices its decisions in "
                        "(docs/passes.md); the lowering here runs every "
                        "linalg op as a kernel of its own, as eager does")
    p.add_argument("--kinds", default="fusion,tiling,precision")
    p.add_argument("--repeat", type=int, default=20)
    p.add_argument("--no-gpu", action="store_true",
                   help="stop at the PTX (no measurement)")
    p.add_argument("--table", metavar="DIR",
                   help="only write the table of an earlier run in DIR")
    args = p.parse_args()
    if args.table:
        sys.stdout.write(table(args.table))
        return 0
    if not args.models or not args.out:
        p.error("give models and --out (or --table DIR)")
    args.kinds = [k for k in args.kinds.split(",") if k]
    for k in args.kinds:
        if k not in KINDS:
            p.error(f"--kinds: {k}: expected {', '.join(KINDS)}")
    collect(args)
    sys.stdout.write(table(args.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
