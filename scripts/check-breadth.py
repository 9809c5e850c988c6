#!/usr/bin/env python3
"""The breadth check (docs/reliability.md, "Breadth suite"): runs one MLIR
file through every analysis and roofline-optimize configuration and checks
what comes out.

For each FILE:
  1. stock mlir-opt parses and verifies it (an input that does not verify is
     a bad test input, or a generator bug);
  2. `roofline-opt` runs roofline-analyze in every ANALYZE configuration
     (JSON reports); the pass itself fails on an invariant violation
     (Invariants.h), and this script checks the reports again: no negative,
     NaN or infinite figure; FLOPs, transcendentals and integer ops whole
     multiples of the executions; L1 bytes at least executions x the bytes
     the op writes in one run; DRAM bytes at least the bytes it writes, once;
  3. `roofline-opt` runs roofline-optimize in every OPTIMIZE configuration,
     then roofline-analyze over its output (the same report checks);
  4. stock mlir-opt parses and verifies every optimized module
     (`--verify-each`, all of them in one `--split-input-file` run; the
     #roofline attributes read as opaque, `--allow-unregistered-dialect`).

Prints one line per file:
  ok   FILE: 3 costed, 1 unmodeled, 9 optimize configs verified
(with --loop-probe: `, N looped ops probed`)
then, per unmodeled op of the default analysis, `  unmodeled OP: REASON`
(sorted, repeats counted), which lit tests match with FileCheck. A failure
prints `FAIL FILE: ...` lines; the exit status is then 1.

Usage:
  check-breadth.py [--roofline-opt P] [--mlir-opt P] [--device D]
                   [--quick] [--loop-probe] FILE...
  check-breadth.py --check-report [--loop-probe] REPORT.json...
      checks saved JSON reports only (step 2's checks; for testing this
      script).
--quick runs fewer optimize configurations (the generator's seeds use it).
--loop-probe: FILE has functions @NAME and @NAME_loop, the latter running
  @NAME's ops inside an scf.for of `roofline.probe_trips` (a function
  attribute) trips; each op of @NAME_loop must report the trips times the
  executions, FLOPs and L1 bytes of the same op of @NAME.

Standard library only (a plain Debian python3).
"""

import argparse
import json
import math
import os
import re
import subprocess
import sys
import tempfile

# roofline-analyze configurations: each is a report of its own.
ANALYZE = [
    "",
    "dynamic-dim-size=1024",
    "hierarchy=false",
    "mode=eager",
    "mode=graph",
]

# roofline-optimize configurations (docs/passes.md): fusion (with epilogue
# fusion), tiling, each alone, the three precisions, storage precision of
# weights, and dynamic shapes assumed static.
OPTIMIZE = [
    "",
    "fuse=false",
    "tile=false",
    "precision=bf16",
    "precision=f16",
    "precision=tf32",
    "precision=bf16 weight-args=1-",
    "precision=f16 dynamic-dim-size=1024",
    "dynamic-dim-size=1024 hierarchy=false mode=eager",
]
QUICK_OPTIMIZE = ["", "precision=bf16 weight-args=1-",
                  "precision=f16 dynamic-dim-size=1024"]

# Keys whose value may be null (docs/json-schema.md).
NULLABLE = {"intensity", "dram", "l2", "l1", "folded_into", "hierarchy",
            "kernel", "graph_launch_gap_s", "dynamic_dim_size", "operand",
            "boost_clock_mhz", "sustained_clock_mhz", "sustained_clock_source",
            "host_profile", "memory_format"}


def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True)


# Subtrees whose numbers are positions, not figures: the chart's layout
# (docs/json-schema.md, `chart`) holds log10 axis ends and label angles,
# which may be negative. They must still be finite.
SIGNED = {"chart"}


def bad_numbers(value, path, problems, signed=False):
    """Appends a problem for every NaN or infinite number, and every
    negative one outside the SIGNED subtrees."""
    if isinstance(value, dict):
        for key, item in value.items():
            if item is None and key not in NULLABLE and not signed:
                problems.append(f"{path}.{key} is null")
            bad_numbers(item, f"{path}.{key}", problems,
                        signed or key in SIGNED)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            bad_numbers(item, f"{path}[{i}]", problems, signed)
    elif isinstance(value, (int, float)) and not isinstance(value, bool):
        if not math.isfinite(value) or (value < 0 and not signed):
            problems.append(f"{path} = {value}")


def written_bytes(op):
    """Bytes the op writes in one run: its written operands' footprints."""
    return sum(-(-o["elements"] * o["element_bits"] // 8)
               for o in op["operands"] if o["written"])


def check_op(op, problems):
    where = f"op {op['id']} {op['op']} at {op['loc']}"
    runs = op["executions"]
    for key in ("flops", "transcendentals", "int_ops"):
        if runs == 0 and op[key] != 0:
            problems.append(f"{where}: {key} {op[key]} with 0 executions")
        elif runs > 0 and op[key] % runs != 0:
            problems.append(f"{where}: {key} {op[key]} is not a multiple of "
                            f"{runs} executions")
    if op["folded_into"] is not None or runs == 0:
        return
    levels = op["bytes_by_level"]
    out = written_bytes(op)
    # With a hierarchical estimate the accumulator stays in registers
    # across the IR's K loop: L1 owes the output once (Invariants.cpp).
    floor = out if op["hierarchy"] is not None else runs * out
    if levels.get("l1") is not None and levels["l1"] < floor:
        problems.append(f"{where}: l1 bytes {levels['l1']} < {floor} written "
                        f"bytes ({runs} executions x {out})")
    # An output of an op inside a parallel loop may stay on chip
    # (Invariants.cpp, mayStayOnChip), which the report does not show: DRAM
    # is checked for ops whose every run is a launch of its own (only
    # sequential loops around it: launches == executions).
    if op.get("launches", runs) == runs and op["bytes"] < out:
        problems.append(f"{where}: dram bytes {op['bytes']} < {out} written "
                        "bytes")


def check_report(path, problems):
    """Checks one JSON report; returns it (None when unreadable)."""
    try:
        with open(path) as f:
            report = json.load(f)
    except (OSError, ValueError) as err:
        problems.append(f"report {os.path.basename(path)}: {err}")
        return None
    bad_numbers(report, "report", problems)
    for op in report["ops"]:
        check_op(op, problems)
    return report


def probe_loops(report, problems):
    """--loop-probe: @F_loop's ops are @F's, each run `trips` times.
    Returns how many ops were compared."""
    compared = 0
    by_fn = {}
    for op in report["ops"]:
        by_fn.setdefault(op["function"], []).append(op)
    for name, ops in by_fn.items():
        if name.endswith("_loop") or name + "_loop" not in by_fn:
            continue
        looped = by_fn[name + "_loop"]
        if len(looped) != len(ops):
            problems.append(f"@{name}_loop has {len(looped)} ops, @{name} "
                            f"{len(ops)}")
            continue
        trips = looped[0]["executions"] // max(ops[0]["executions"], 1)
        for once, many in zip(ops, looped):
            compared += 1
            for key in ("executions", "flops"):
                if many[key] != trips * once[key]:
                    problems.append(
                        f"@{name}_loop {many['op']}: {key} {many[key]} != "
                        f"{trips} x {once[key]}")
            l1_once = once["bytes_by_level"]["l1"]
            l1_many = many["bytes_by_level"]["l1"]
            if once["hierarchy"] is None and l1_many != trips * l1_once:
                problems.append(f"@{name}_loop {many['op']}: l1 {l1_many} != "
                                f"{trips} x {l1_once}")
    return compared


def check_file(args, path, tmp):
    problems = []
    verify = run([args.mlir_opt, "--verify-each", path, "-o", os.devnull])
    if verify.returncode != 0:
        return [f"input does not verify with mlir-opt: "
                f"{verify.stderr.strip()[:600]}"], None, 0
    reports = [os.path.join(tmp, f"a{i}.json") for i in range(len(ANALYZE))]
    pipeline = ",".join(
        f"roofline-analyze{{device={args.device} annotate=false format=json "
        f"report-file={r} {c}}}" for c, r in zip(ANALYZE, reports))
    res = run([args.roofline_opt, path, "-o", os.devnull,
               f"--pass-pipeline=builtin.module({pipeline})"])
    if res.returncode != 0:
        problems.append(f"analyze failed: {res.stderr.strip()[:600]}")
        return problems, None, 0
    first = None
    for config, rpath in zip(ANALYZE, reports):
        before = len(problems)
        report = check_report(rpath, problems)
        for i in range(before, len(problems)):
            problems[i] = f"analyze [{config}]: {problems[i]}"
        if first is None:
            first = report
        if args.loop_probe and config in ("", "dynamic-dim-size=1024") and report:
            args.probed += probe_loops(report, problems)
    configs = QUICK_OPTIMIZE if args.quick else OPTIMIZE
    outputs = []
    for i, config in enumerate(configs):
        out = os.path.join(tmp, f"o{i}.mlir")
        rpath = os.path.join(tmp, f"o{i}.json")
        dyn = [c for c in config.split() if c.startswith("dynamic-dim-size")]
        pipeline = (f"roofline-optimize{{device={args.device} "
                    f"emit-remarks=false {config}}},"
                    f"roofline-analyze{{device={args.device} annotate=false "
                    f"format=json report-file={rpath} {' '.join(dyn)}}}")
        res = run([args.roofline_opt, path, "-o", out,
                   f"--pass-pipeline=builtin.module({pipeline})"])
        if res.returncode != 0:
            problems.append(f"optimize [{config}] failed: "
                            f"{res.stderr.strip()[:600]}")
            continue
        before = len(problems)
        check_report(rpath, problems)
        for j in range(before, len(problems)):
            problems[j] = f"optimize [{config}], analysis of its output: " \
                          f"{problems[j]}"
        outputs.append((config, out))
    if outputs:
        joined = os.path.join(tmp, "optimized.mlir")
        with open(joined, "w") as f:
            for _, out in outputs:
                with open(out) as part:
                    f.write(part.read())
                f.write("\n// -----\n")
        # The #roofline attributes the pass writes are opaque to a stock
        # mlir-opt without the roofline dialect; the ops must still verify.
        res = run([args.mlir_opt, "--verify-each", "--split-input-file",
                   "--allow-unregistered-dialect", joined, "-o", os.devnull])
        if res.returncode != 0:
            problems.append("optimized IR does not verify with mlir-opt "
                            f"(configs {[c for c, _ in outputs]}): "
                            f"{res.stderr.strip()[:800]}")
    return problems, first, len(outputs)


def check_saved_reports(args):
    failed = 0
    for path in args.files:
        problems = []
        args.probed = 0
        report = check_report(path, problems)
        if report and args.loop_probe:
            args.probed += probe_loops(report, problems)
        for p in problems:
            print(f"FAIL {os.path.basename(path)}: {p}")
        if problems:
            failed += 1
        else:
            print(f"ok   {os.path.basename(path)}")
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--roofline-opt", default="roofline-opt")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--device", default="h100")
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--loop-probe", action="store_true")
    parser.add_argument("--check-report", action="store_true",
                        help="FILEs are saved JSON reports: check them only "
                        "(for testing this script)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.check_report:
        return check_saved_reports(args)
    failed = 0
    for path in args.files:
        name = os.path.basename(path)
        args.probed = 0
        with tempfile.TemporaryDirectory() as tmp:
            problems, report, verified = check_file(args, path, tmp)
        if problems:
            failed += 1
            for p in problems:
                print(f"FAIL {name}: {p}")
            continue
        print(f"ok   {name}: {len(report['ops'])} costed, "
              f"{len(report['unmodeled'])} unmodeled, {verified} optimize "
              "configs verified" +
              (f", {args.probed} looped ops probed" if args.loop_probe else ""))
        reasons = {}
        for u in report["unmodeled"]:
            key = f"{u['op']}: {u['reason']}"
            reasons[key] = reasons.get(key, 0) + 1
        for key in sorted(reasons):
            count = f" (x{reasons[key]})" if reasons[key] > 1 else ""
            print(f"  unmodeled {key}{count}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
