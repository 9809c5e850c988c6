#!/usr/bin/env python3
"""Checks that roofline-optimize's before/after summary is what
`roofline-opt --analyze` says: for each file, its "before" figures equal the
analysis of the input and its "after" figures the analysis of its output,
predicted time and DRAM bytes (`totals.bytes`) within a relative tolerance
(0.5%), per function and in total. Prints one line per file and options:

  ok   resnet18.mlir [device=h100-sxm5-80gb]: before and after = --analyze
  FAIL resnet18.mlir [device=...]: after: total DRAM bytes 98.9 MB != 656.0 MB (+563.6%)
  checked: N, differ: M

Usage:
  check-optimize-reanalysis.py ROOFLINE_OPT OPTIONS FILE_OR_DIR...
      OPTIONS: roofline-optimize's options (device=... precision=...); a
      directory contributes every *.mlir below it.
  check-optimize-reanalysis.py --compare SUMMARY.json BEFORE.json AFTER.json
      compares a saved summary (format=json) with two saved --analyze --json
      reports (the comparison alone, for testing this script).

Exit status 1 when some file differs or fails. Standard library only (a
plain Debian python3).
"""

import json
import os
import subprocess
import sys
import tempfile

TOLERANCE = 0.005


def differs(a, b):
    """Whether a and b differ by more than TOLERANCE relative to the larger."""
    top = max(abs(a), abs(b))
    return top > 0 and abs(a - b) > TOLERANCE * top


def fmt(what, v):
    return f"{v * 1e6:.4g} us" if what == "time" else f"{v / 1e6:.4g} MB"


def compare(summary, before, after):
    """Problems (strings) between the optimize summary and the analyses of
    its input (`before`) and output (`after`); [] when they agree."""
    problems = []
    for side, report in (("before", before), ("after", after)):
        analysed = {f["name"]: f["totals"] for f in report["functions"]}
        rows = [(r["name"], r) for r in summary["functions"]]
        rows.append(("total", summary["total"]))
        for name, row in rows:
            got = report["totals"] if name == "total" else analysed.get(name)
            if got is None:
                problems.append(f"{side}: function @{name} is not in the analysis")
                continue
            label = "total" if name == "total" else f"@{name}"
            for what, mine, theirs in (("time", row[side]["time_s"], got["time_s"]),
                                       ("DRAM bytes", row[side]["dram_bytes"], got["bytes"])):
                if differs(mine, theirs):
                    pct = (mine - theirs) / theirs * 100 if theirs else float("inf")
                    problems.append(f"{side}: {label} {what} {fmt(what, mine)} != "
                                    f"{fmt(what, theirs)} ({pct:+.1f}%)")
    return problems


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


def device_of(options):
    for opt in options.split():
        if opt.startswith("device="):
            return opt[len("device="):]
    sys.exit("check-optimize-reanalysis: OPTIONS must name a device=")


def check_file(tool, options, path, tmp):
    summary_path = os.path.join(tmp, "summary.json")
    out_path = os.path.join(tmp, "out.mlir")
    pipeline = ("--pass-pipeline=builtin.module(roofline-optimize{" + options +
                f" emit-remarks=false format=json report-file={summary_path}" + "})")
    p = run([tool, "--allow-unregistered-dialect", path, "-o", out_path, pipeline])
    if p.returncode != 0:
        return [f"roofline-optimize exited {p.returncode}: {p.stderr[-1500:]}"]
    reports = []
    for ir in (path, out_path):
        a = run([tool, "--allow-unregistered-dialect", "--analyze", "--json",
                 f"--device={device_of(options)}", ir])
        if a.returncode != 0:
            return [f"--analyze exited {a.returncode} on {ir}: {a.stderr[-1500:]}"]
        reports.append(json.loads(a.stdout))
    with open(summary_path) as f:
        summary = json.load(f)
    return compare(summary, *reports)


def files_of(args):
    files = []
    for arg in args:
        if os.path.isdir(arg):
            for root, _, names in os.walk(arg):
                files += [os.path.join(root, n) for n in names if n.endswith(".mlir")]
        else:
            files.append(arg)
    return sorted(files, key=os.path.basename)


def main(argv):
    if len(argv) == 4 and argv[0] == "--compare":
        loaded = []
        for p in argv[1:]:
            with open(p) as f:
                loaded.append(json.load(f))
        problems = compare(*loaded)
        for line in problems:
            print("differ: " + line)
        print("agree" if not problems else f"{len(problems)} differences")
        return 1 if problems else 0
    if len(argv) < 3:
        sys.exit(__doc__)
    tool, options = argv[0], argv[1]
    files = files_of(argv[2:])
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            problems = check_file(tool, options, path, tmp)
            name = os.path.basename(path)
            if problems:
                bad += 1
                print(f"FAIL {name} [{options}]: " + "; ".join(problems))
            else:
                print(f"ok   {name} [{options}]: before and after = --analyze")
    print(f"checked: {len(files)}, differ: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
