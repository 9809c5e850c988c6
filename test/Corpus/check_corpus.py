#!/usr/bin/env python3
"""Realism suite: runs roofline-opt --analyze --json over every file of the
shared corpus and checks that it exits 0 (no crash), writes a report of the
roofline-report/1 schema, and that every linalg op of the file is either costed
or listed as unmodeled with a reason, and so is every TOSA compute op, and
that the ops left unmodeled are exactly the documented leftovers. The
numbers of linalg and TOSA ops are counted independently, from mlir-opt's
generic printing of the same file."""
import json
import os
import re
import subprocess
import sys

ZERO_COST_LINALG = {"linalg.yield", "linalg.index"}


def count_linalg_ops(mlir_opt, path):
    out = subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic",
         "--mlir-elide-elementsattrs-if-larger=8", path],
        check=True, capture_output=True, text=True).stdout
    names = re.findall(r'"(linalg\.[a-z_0-9]+)"\(', out)
    return sum(1 for n in names if n not in ZERO_COST_LINALG)


# TOSA ops that cost nothing and are not listed (docs/model.md 1.9): data,
# views of contiguous data, shape arithmetic, state and structure.
FREE_TOSA = {"tosa.const", "tosa.const_shape", "tosa.reshape", "tosa.identity",
             "tosa.yield", "tosa.variable", "tosa.variable_read",
             "tosa.variable_write", "tosa.cond_if", "tosa.while_loop",
             "tosa.dim"}


def check_tosa(mlir_opt, path, report, name):
    """Every TOSA compute op of the file (counted from mlir-opt's generic
    printing) is costed or listed as unmodeled with a reason. Returns
    whether that holds, and prints the counts for files with TOSA ops."""
    with open(path) as fh:
        if "tosa." not in fh.read():
            return True
    out = subprocess.run(
        [mlir_opt, "--allow-unregistered-dialect", "--mlir-print-op-generic",
         "--mlir-elide-elementsattrs-if-larger=8", path],
        check=True, capture_output=True, text=True).stdout
    names = re.findall(r'"(tosa\.[a-z_0-9]+)"\(', out)
    expected = sum(1 for n in names
                   if n not in FREE_TOSA and not n.endswith("_shape"))
    costed = sum(1 for o in report["ops"] if o["op"].startswith("tosa."))
    unmodeled = [u for u in report["unmodeled"] if u["op"].startswith("tosa.")]
    ok = costed + len(unmodeled) == expected and all(u["reason"] for u in unmodeled)
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {expected} TOSA compute ops, "
          f"{costed} costed, {len(unmodeled)} unmodeled")
    return ok


# The ops of the corpus left unmodeled, by file and kind, each named with its
# reason in docs/model.md 1.6: ByteIR's runtime calls to library kernels.
DOCUMENTED_UNMODELED = {
    "byteir_resnet18_train_gpu.mlir": {"byre.compute": 110},
    "byteir_resnet18_train_linalg_memref.mlir": {"byre.compute": 110},
}


def check_unmodeled(report, name):
    """The file's unmodeled ops, by kind, are exactly its documented
    leftovers (none for most files). Returns the number of unmodeled ops
    and whether they match."""
    found = {}
    for u in report["unmodeled"]:
        found[u["op"]] = found.get(u["op"], 0) + 1
    expected = DOCUMENTED_UNMODELED.get(name, {})
    if found != expected:
        print(f"FAIL {name}: unmodeled {found}, documented {expected}")
        return sum(found.values()), False
    return sum(found.values()), True


def main():
    roofline_opt, mlir_opt, corpus = sys.argv[1:4]
    files = sorted(f for f in os.listdir(corpus) if f.endswith(".mlir"))
    if not files:
        print(f"corpus: no .mlir files in {corpus}")
        return 1
    failures = 0
    total_unmodeled = 0
    for f in files:
        path = os.path.join(corpus, f)
        proc = subprocess.run(
            [roofline_opt, "--analyze", "--json", "--allow-unregistered-dialect",
             "--mlir-print-op-on-diagnostic=false", path],
            capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"FAIL {f}: exit {proc.returncode}\n{proc.stderr[-2000:]}")
            failures += 1
            continue
        report = json.loads(proc.stdout)
        assert report["schema"] == "roofline-report/1", f
        costed = sum(1 for o in report["ops"] if o["op"].startswith("linalg."))
        unmodeled = [u for u in report["unmodeled"] if u["op"].startswith("linalg.")]
        missing_reason = [u for u in report["unmodeled"] if not u["reason"]]
        expected = count_linalg_ops(mlir_opt, path)
        ok = costed + len(unmodeled) == expected and not missing_reason
        ok = check_tosa(mlir_opt, path, report, f) and ok
        n, matches = check_unmodeled(report, f)
        total_unmodeled += n
        ok = matches and ok
        # Costed ops carry consistent numbers: non-negative, finite time.
        for o in report["ops"]:
            if o["flops"] < 0 or o["bytes"] < 0 or o["time_s"] is None or o["time_s"] < 0:
                ok = False
                print(f"  bad numbers in {f}: {o['op']} at {o['loc']}")
        status = "ok  " if ok else "FAIL"
        print(f"{status} {f}: {expected} linalg ops, {costed} costed, "
              f"{len(unmodeled)} unmodeled; {len(report['unmodeled'])} unmodeled "
              f"ops in all; verdict {report['verdict']}")
        failures += 0 if ok else 1
    documented = sum(sum(k.values()) for k in DOCUMENTED_UNMODELED.values())
    print(f"corpus: {total_unmodeled} unmodeled ops, {documented} documented")
    print(f"corpus: {len(files) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
