#!/usr/bin/env python3
"""Runs roofline-optimize over whole models and checks the pass's guarantees
on each file: it exits 0 (no crash), its output still verifies under
upstream mlir-opt (which knows nothing of roofline: the #roofline
attributes the pass writes are read as opaque attributes of an unregistered
dialect), and a second run
changes nothing. Prints one line per file and a summary:

  ok   resnet18.mlir: fusions 28 (rejected 4), tiled 0, verifies, idempotent
  files: N passed, M failed

Usage: check_files.py ROOFLINE_OPT MLIR_OPT OPTIONS FILE_OR_DIR...
(a directory contributes its *_linalg.mlir files: the linalg-on-tensors
files of the shared corpus)."""
import json
import os
import subprocess
import sys
import tempfile


def run(cmd, stdin=None):
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True)


def main():
    roofline_opt, mlir_opt, options = sys.argv[1:4]
    files = []
    for arg in sys.argv[4:]:
        if os.path.isdir(arg):
            files += sorted(os.path.join(arg, f) for f in os.listdir(arg)
                            if f.endswith("_linalg.mlir"))
        else:
            files.append(arg)
    failures = 0
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        for path in files:
            name = os.path.basename(path)
            pipeline = ("--pass-pipeline=builtin.module(roofline-optimize{" + options +
                        " emit-remarks=false format=json report-file=" + report + "})")
            first = run([roofline_opt, path, pipeline])
            if first.returncode != 0:
                print(f"FAIL {name}: exit {first.returncode}\n{first.stderr[-2000:]}")
                failures += 1
                continue
            d = json.load(open(report))["decisions"]
            problems = []
            verify = run([mlir_opt, "--allow-unregistered-dialect", "-",
                          "-o", "/dev/null"], first.stdout)
            if verify.returncode != 0:
                problems.append("does not verify: " + verify.stderr[-1000:])
            second = run([roofline_opt, "-", pipeline], first.stdout)
            if second.returncode != 0 or second.stdout != first.stdout:
                problems.append("a second run changed the IR")
            d2 = json.load(open(report))["decisions"] if second.returncode == 0 else {}
            if (d2.get("fusions") or d2.get("tiled") or d2.get("tiled_same_time")
                    or d2.get("precision_changes")):
                problems.append(f"the second run made decisions: {d2}")
            if problems:
                failures += 1
                print(f"FAIL {name}: " + "; ".join(problems))
                continue
            same = d.get("tiled_same_time", 0)
            print(f"ok   {name}: fusions {d['fusions']} (rejected "
                  f"{d['fusions_rejected']}), tiled {d['tiled']}"
                  + (f" (+{same} at the same time)" if same else "") +
                  f", precision {d['precision_changes']}, verifies, "
                  "idempotent")
    print(f"files: {len(files) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
