#!/usr/bin/env python3
"""Writes the effect table of docs/optimize.md: predicted time and DRAM bytes
before and after roofline-optimize, on an A100 and an H100, for every bundled
model (examples/models/*.mlir) and, when ../shared/corpus exists, every
linalg-on-tensors file of the corpus (*_linalg.mlir). Numbers come from the
pass's own JSON summary (format=json), so they are the model's predictions,
not measurements.

    python3 scripts/optimize-table.py            # rewrite the table in docs/optimize.md
    python3 scripts/optimize-table.py --stdout   # print the table instead
    python3 scripts/optimize-table.py --check    # exit 1 if docs/optimize.md is stale

The binary is $ROOFLINE_OPT, else build/bin/roofline-opt. The corpus is
$ROOFLINE_CORPUS, else ../shared/corpus. Standard library only.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICES = [("a100-sxm4-40gb", "A100"), ("h100-sxm5-80gb", "H100")]
BEGIN = "<!-- BEGIN optimize-table (scripts/optimize-table.py; do not edit by hand) -->"
END = "<!-- END optimize-table -->"


def binary():
    path = os.environ.get("ROOFLINE_OPT") or os.path.join(ROOT, "build", "bin", "roofline-opt")
    if not os.path.exists(path):
        sys.exit(f"optimize-table: {path} not found (build it with scripts/build.sh, "
                 "or set ROOFLINE_OPT)")
    return path


def summary(tool, path, options):
    with tempfile.TemporaryDirectory() as tmp:
        rep = os.path.join(tmp, "r.json")
        p = subprocess.run(
            [tool, path, "-o", os.devnull,
             "--pass-pipeline=builtin.module(roofline-optimize{" + options +
             f" emit-remarks=false format=json report-file={rep}" + "})"],
            capture_output=True, text=True)
        if p.returncode != 0:
            sys.exit(f"optimize-table: roofline-optimize failed on {path}: {p.stderr[-2000:]}")
        return json.load(open(rep))


def fmt_time(s):
    return f"{s * 1e6:,.1f} us" if s < 1e-3 else f"{s * 1e3:,.3f} ms"


def fmt_bytes(b):
    return f"{b / 2**20:,.1f} MiB" if b < 2**30 else f"{b / 2**30:,.2f} GiB"


def rows_for(tool, files, bf16_extra=""):
    rows = []
    for label, path in files:
        for device, dname in DEVICES:
            keep = summary(tool, path, f"device={device}")
            bf16 = summary(tool, path, f"device={device} precision=bf16{bf16_extra}")
            t, d = keep["total"], keep["decisions"]
            tb, ta = t["before"]["time_s"], t["after"]["time_s"]
            bb, ba = t["before"]["dram_bytes"], t["after"]["dram_bytes"]
            t16 = bf16["total"]["after"]["time_s"]
            rows.append(
                f"| {label} | {dname} | {fmt_time(tb)} | {fmt_time(ta)} | "
                f"{tb / ta if ta else 1:.2f}x | {fmt_bytes(bb)} | {fmt_bytes(ba)} | "
                f"{(1 - ba / bb) * 100 if bb else 0:.0f}% | {d['fusions']} ({d['fusions_rejected']}) | "
                # Tiled: every nest applied, those predicted faster
                # ("tiled") and those that make the model's tile explicit
                # at the same predicted time ("tiled_same_time").
                f"{d['tiled'] + d.get('tiled_same_time', 0)} | "
                f"{fmt_time(t16)} ({bf16['decisions']['precision_changes']}) |")
    return rows


def table(tool):
    models = sorted(f for f in os.listdir(os.path.join(ROOT, "examples", "models"))
                    if f.endswith(".mlir"))
    files = [(f"`{m}`", os.path.join(ROOT, "examples", "models", m)) for m in models]
    corpus = os.environ.get("ROOFLINE_CORPUS") or os.path.join(ROOT, "..", "shared", "corpus")
    corpus_files = []
    if os.path.isdir(corpus):
        corpus_files = [(f"corpus `{f}`", os.path.join(corpus, f))
                        for f in sorted(os.listdir(corpus)) if f.endswith("_linalg.mlir")]
    out = [BEGIN, "",
           "| File | GPU | Time before | Time after | Speedup | DRAM before | DRAM after | "
           "DRAM saved | Fusions (rejected) | Tiled | Time after, precision=bf16 (changes) |",
           "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    # The importer passes the input first and the parameters after it: the
    # bundled models' weights are arguments 1 and up (docs/optimize.md).
    out += rows_for(tool, files, " weight-args=1-")
    if corpus_files:
        out += rows_for(tool, corpus_files)
    else:
        out.append(f"| (corpus not found at {corpus}: its rows are left out) | | | | | | | | | | |")
    out += ["", END]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stdout", action="store_true")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 when the page's table is not the current one")
    ap.add_argument("--doc", default=os.path.join(ROOT, "docs", "optimize.md"))
    a = ap.parse_args()
    text = table(binary())
    if a.stdout:
        print(text)
        return 0
    doc = a.doc
    page = open(doc).read()
    if BEGIN not in page or END not in page:
        sys.exit(f"optimize-table: {doc} lacks the table markers")
    head, rest = page.split(BEGIN, 1)
    tail = rest.split(END, 1)[1]
    if a.check:
        if head + text + tail != page:
            print(f"optimize-table: {doc}'s table is stale; regenerate it "
                  "with python3 scripts/optimize-table.py")
            return 1
        print(f"optimize-table: {doc} is current")
        return 0
    open(doc, "w").write(head + text + tail)
    print(f"optimize-table: wrote {doc}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
