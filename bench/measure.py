#!/usr/bin/env python3
"""Measurement helper for bench/run_bench.sh (standard library only).

  measure.py run --tsv F --size N --rep R --tool NAME [--timing] -- CMD...
      Runs CMD once with stdout to /dev/null, and appends one row to F: wall
      seconds (time.perf_counter around spawn..wait4), peak RSS of the child
      (ru_maxrss from wait4) and, with --timing, the --mlir-timing phases
      that CMD printed on stderr.  Exits non-zero if CMD fails.

  measure.py validate --roofline-opt B --mlir-opt M --min-ops N FILE
      Checks that FILE parses with mlir-opt and that `B --analyze --json`
      reports totals.unmodeled_ops == 0 and at least N costed ops.  Prints
      the costed-op count.

  measure.py report --tsv F --meta F.meta [--write-docs DOC]
      Prints median tables (markdown) to stdout; with --write-docs replaces
      the text between <!-- bench:begin --> and <!-- bench:end --> in DOC.

  measure.py validate-gpu --roofline-opt B --mlir-opt M FILE
  measure.py gpu-report --tsv F --meta F.meta [--write-docs DOC]
      The same for bench/gpu_kernels.sh (gpu_report.py): checks that FILE
      parses and has kernel launches, and prints the launches costed; the
      report goes between <!-- bench-gpu:begin --> and <!-- bench-gpu:end -->.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time

import gpu_report

from bench_common import med, run_header

BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"
TIMING_RE = re.compile(r"^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+(\S.*?)\s*$")


def run_once(cmd):
    """Returns (wall_s, cpu_s, maxrss_kb, exit_code, stderr_text)."""
    with tempfile.TemporaryFile() as err, open(os.devnull, "wb") as null:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=null, stderr=err)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        text = err.read().decode("utf-8", "replace")
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss, p.returncode, text


def parse_timing(text):
    """Phase name -> seconds from an --mlir-timing report (wall column)."""
    phases = {}
    for line in text.splitlines():
        m = TIMING_RE.match(line)
        if m:
            name = m.group(2).strip()
            phases[name] = float(m.group(1))
    return phases


def cmd_run(a):
    wall, cpu, rss, rc, err = run_once(a.command)
    if rc != 0:
        sys.stderr.write("measure.py: command failed (exit %d): %s\n%s"
                         % (rc, " ".join(a.command), err[-4000:]))
        return 1
    extra = parse_timing(err) if a.timing else {}
    try:
        with open("/proc/loadavg") as f:
            extra["_load1"] = float(f.read().split()[0])
    except (OSError, ValueError, IndexError):
        pass
    extra = json.dumps(extra)
    with open(a.tsv, "a") as f:
        f.write("%d\t%d\t%s\t%.6f\t%.6f\t%d\t%s\n"
                % (a.size, a.rep, a.tool, wall, cpu, rss, extra))
    return 0


def cmd_validate(a):
    p = subprocess.run([a.mlir_opt, a.file, "-o", os.devnull],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.stderr.write("validate: mlir-opt rejects %s:\n%s\n"
                         % (a.file, p.stderr.decode()[-4000:]))
        return 1
    p = subprocess.run([a.roofline_opt, "--analyze", "--json", a.file],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.stderr.write("validate: roofline-opt --analyze --json failed on %s:\n%s\n"
                         % (a.file, p.stderr.decode()[-4000:]))
        return 1
    report = json.loads(p.stdout)
    totals = report["totals"]
    if totals["unmodeled_ops"] != 0:
        names = sorted({u.get("op", "?") for u in report.get("unmodeled", [])})
        sys.stderr.write("validate: %d unmodeled ops in %s (%s)\n"
                         % (totals["unmodeled_ops"], a.file, ", ".join(names)))
        return 1
    if totals["costed_ops"] < a.min_ops:
        sys.stderr.write("validate: only %d costed ops in %s, expected >= %d\n"
                         % (totals["costed_ops"], a.file, a.min_ops))
        return 1
    print(totals["costed_ops"])
    return 0


# -- report ------------------------------------------------------------------

def load_rows(path):
    rows = []
    with open(path) as f:
        for line in f:
            size, rep, tool, wall, cpu, rss, extra = line.rstrip("\n").split("\t", 6)
            rows.append({"size": int(size), "rep": int(rep), "tool": tool,
                         "wall": float(wall), "cpu": float(cpu), "rss": int(rss),
                         "timing": json.loads(extra)})
    return rows


def load_meta(path):
    meta = {}
    if path and os.path.exists(path):
        with open(path) as f:
            for line in f:
                if "=" in line:
                    k, v = line.rstrip("\n").split("=", 1)
                    meta[k] = v
    return meta


# Label of each tool in the tables, in column order.
TOOLS = [
    ("mlir-opt", "mlir-opt"),
    ("analyze", "`--analyze`"),
    ("analyze-json", "`--analyze --json`"),
    ("analyze-print", "`--analyze -o /dev/null`"),
    ("analyze-annotate", "`--analyze --format=none -o /dev/null`"),
    ("roofline-plain", "roofline-opt, no pass"),
]


def build_report(rows, meta):
    sizes = sorted({r["size"] for r in rows})
    by = {}
    for r in rows:
        by.setdefault((r["size"], r["tool"]), []).append(r)
    present = {r["tool"] for r in rows}
    others = [(t, l) for t, l in TOOLS[1:] if t in present]

    def vals(size, tool, key="wall"):
        return [r[key] for r in by.get((size, tool), [])]

    def paired_ratios(size, tool, key="wall", base="mlir-opt"):
        b = {r["rep"]: r[key] for r in by.get((size, base), [])}
        return [r[key] / b[r["rep"]] for r in by.get((size, tool), []) if r["rep"] in b]

    def rss_mb(size, tool):
        return med(vals(size, tool, "rss")) / 1024.0

    ops = {int(k.split(".")[1]): int(v) for k, v in meta.items() if k.startswith("ops.")}
    fsize = {int(k.split(".")[1]): int(v) for k, v in meta.items() if k.startswith("bytes.")}
    nops = lambda s: ops.get(s, s)
    reps = max((r["rep"] for r in rows if r["tool"] == "mlir-opt"), default=-1) + 1
    out = []
    w = out.append

    out.extend(run_header(meta))
    w("%d interleaved repetitions per size, the order rotated each repetition. "
      "Times are medians in seconds; a ratio is the median over repetitions of "
      "(tool time / mlir-opt time in the same repetition). Wall time is the "
      "figure of merit; the CPU-time ratio (user + sys of the child) is less "
      "disturbed by other load on a shared machine." % reps)
    loads = [r["timing"]["_load1"] for r in rows if "_load1" in r["timing"]]
    if loads:
        w("1-minute load average after each command: median %.1f, max %.1f "
          "(the benchmark alone keeps it near 1)." % (med(loads), max(loads)))
        try:
            if max(loads) > float(meta.get("nproc", "0")):
                w("**Warning:** the load exceeded the %s CPUs during this run: other "
                  "work competed for them, so wall times are inflated and noisy; "
                  "prefer the CPU-time ratio." % meta.get("nproc"))
        except ValueError:
            pass

    # Main table.
    w("")
    head = ["linalg ops", "file MB", "mlir-opt s"]
    for t, l in others:
        head += ["%s s" % l, "ratio"]
        if t == "analyze":
            head += ["overhead", "ratio range", "ratio (CPU)"]
    w("| " + " | ".join(head) + " |")
    w("|" + "---:|" * len(head))
    for s in sizes:
        cells = [format(nops(s), ","), "%.1f" % (fsize.get(s, 0) / 1e6),
                 "%.2f" % med(vals(s, "mlir-opt"))]
        for t, _ in others:
            pr = paired_ratios(s, t)
            if t == "analyze":
                cells += ["%.2f" % med(vals(s, t)), "**%.2f**" % med(pr),
                          "**%+.0f%%**" % ((med(pr) - 1) * 100),
                          "%.2f-%.2f" % (min(pr), max(pr)),
                          "%.2f" % med(paired_ratios(s, t, "cpu"))]
            else:
                cells += ["%.2f" % med(vals(s, t)), "%.2f" % med(pr)]
        w("| " + " | ".join(cells) + " |")

    # Memory and per-op cost.
    w("")
    head = ["linalg ops"] + ["peak RSS %s MB" % l for _, l in [TOOLS[0]] + others]
    head += ["mlir-opt us/op", "`--analyze` us/op", "mlir-opt CPU us/op",
             "`--analyze` CPU us/op"]
    w("| " + " | ".join(head) + " |")
    w("|" + "---:|" * len(head))
    for s in sizes:
        n = nops(s)
        cells = [format(n, ",")]
        cells += ["%.0f" % rss_mb(s, t) for t, _ in [TOOLS[0]] + others]
        cells += ["%.1f" % (med(vals(s, t, k)) / n * 1e6)
                  for k in ("wall", "cpu") for t in ("mlir-opt", "analyze")]
        w("| " + " | ".join(cells) + " |")

    # Linearity.
    if len(sizes) >= 2:
        lo, hi = sizes[0], sizes[-1]
        scale = nops(hi) / nops(lo)
        w("")
        w("Linearity: (median time at %s ops / median time at %s ops) / %.2f; "
          "1.00 is linear." % (format(nops(hi), ","), format(nops(lo), ","), scale))
        w("")
        head = ["", "mlir-opt"] + [l for _, l in others]
        w("| " + " | ".join(head) + " |")
        w("|---|" + "---:|" * (len(head) - 1))
        for key, label in [("wall", "wall time"), ("cpu", "CPU time")]:
            cells = [label]
            for t, _ in [TOOLS[0]] + others:
                a, b = med(vals(lo, t, key)), med(vals(hi, t, key))
                cells.append("%.2f" % (b / a / scale))
            w("| " + " | ".join(cells) + " |")

    # --mlir-timing phases.
    base_t = [r for r in rows if r["tool"] == "mlir-opt-timing"]
    ana_t = [r for r in rows if r["tool"] == "analyze-timing"]
    if base_t or ana_t:
        w("")
        w("Phases from `--mlir-timing` (median seconds over %d runs each): "
          "mlir-opt's parse (with verification) and print; roofline-opt "
          "`--analyze`'s pass (analysis and text report), split into the "
          "analysis walk (`RooflineAnalysis`) and the rest where the timing "
          "has a timer for the walk (\"-\" where not). The last "
          "column is the pass as a share of mlir-opt's parse + print."
          % max(len({r["rep"] for r in base_t}), len({r["rep"] for r in ana_t})))
        w("")
        w("| linalg ops | mlir-opt Parser | mlir-opt Output | RooflineAnalyzePass "
          "| of which RooflineAnalysis | of which report etc. | pass / (parse + print) |")
        w("|---:|---:|---:|---:|---:|---:|---:|")
        for s in sizes:
            bt = [r["timing"] for r in base_t if r["size"] == s]
            at = [r["timing"] for r in ana_t if r["size"] == s]
            parse = med([t.get("Parser", 0.0) for t in bt])
            output = med([t.get("Output", 0.0) for t in bt])
            pss = med([t.get("RooflineAnalyzePass", 0.0) for t in at])
            # The pass builds its analysis itself (for the device its options
            # name), so --mlir-timing may have no "(A)" timer to split off.
            key = "(A) roofline::RooflineAnalysis"
            if any(key in t for t in at):
                ana = "%.2f" % med([t.get(key, 0.0) for t in at])
                rest = "%.2f" % med([t.get("RooflineAnalyzePass", 0.0)
                                     - t.get(key, 0.0) for t in at])
            else:
                ana = rest = "-"
            share = pss / (parse + output) * 100 if parse + output > 0 else float("nan")
            w("| %s | %.2f | %.2f | %.2f | %s | %s | %.0f%% |"
              % (format(nops(s), ","), parse, output, pss, ana, rest, share))
    return "\n".join(out) + "\n"


def write_docs(doc, table, begin=BEGIN, end=END):
    with open(doc) as f:
        text = f.read()
    i, j = text.find(begin), text.find(end)
    if i < 0 or j < i:
        sys.stderr.write("measure.py: %s lacks %s ... %s markers\n" % (doc, begin, end))
        return 1
    text = text[:i + len(begin)] + "\n" + table + text[j:]
    with open(doc, "w") as f:
        f.write(text)
    return 0


def cmd_report(a):
    table = build_report(load_rows(a.tsv), load_meta(a.meta))
    sys.stdout.write(table)
    if a.write_docs:
        rc = write_docs(a.write_docs, table)
        if rc == 0:
            sys.stderr.write("wrote the table into %s\n" % a.write_docs)
        return rc
    return 0


def cmd_gpu_report(a):
    table = gpu_report.build_gpu_report(load_rows(a.tsv), load_meta(a.meta))
    sys.stdout.write(table)
    if a.write_docs:
        rc = write_docs(a.write_docs, table, gpu_report.GPU_BEGIN,
                        gpu_report.GPU_END)
        if rc == 0:
            sys.stderr.write("wrote the GPU table into %s\n" % a.write_docs)
        return rc
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--tsv", required=True)
    r.add_argument("--size", type=int, required=True)
    r.add_argument("--rep", type=int, required=True)
    r.add_argument("--tool", required=True)
    r.add_argument("--timing", action="store_true")
    r.add_argument("command", nargs=argparse.REMAINDER)
    v = sub.add_parser("validate")
    v.add_argument("--roofline-opt", required=True)
    v.add_argument("--mlir-opt", required=True)
    v.add_argument("--min-ops", type=int, default=0)
    v.add_argument("file")
    for name in ("report", "gpu-report"):
        p = sub.add_parser(name)
        p.add_argument("--tsv", required=True)
        p.add_argument("--meta")
        p.add_argument("--write-docs")
    g = sub.add_parser("validate-gpu")
    g.add_argument("--roofline-opt", required=True)
    g.add_argument("--mlir-opt", required=True)
    g.add_argument("file")
    a = ap.parse_args(argv)
    if a.cmd == "run":
        if a.command and a.command[0] == "--":
            a.command = a.command[1:]
        if not a.command:
            ap.error("run: no command")
        return cmd_run(a)
    if a.cmd == "validate":
        return cmd_validate(a)
    if a.cmd == "validate-gpu":
        return gpu_report.validate_gpu(a)
    if a.cmd == "gpu-report":
        return cmd_gpu_report(a)
    return cmd_report(a)


if __name__ == "__main__":
    sys.exit(main())
