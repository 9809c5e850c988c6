"""The GPU-kernel benchmark's checks and tables (bench/gpu_kernels.sh),
used through measure.py's `validate-gpu` and `gpu-report` commands.

Rows are measure.py's (`size` is the file's index in the run); the meta
file names each index's file (`file.I`), its lines and its launches.
"""

import json
import os
import subprocess
import sys

from bench_common import med, run_header

GPU_BEGIN, GPU_END = "<!-- bench-gpu:begin -->", "<!-- bench-gpu:end -->"
LAUNCH_OPS = ("gpu.launch_func", "gpu.launch")


def validate_gpu(a):
    """Checks that mlir-opt parses FILE and roofline-opt costs it; prints
    'N launches: C costed, U unmodeled'. Fails when it has no launch."""
    p = subprocess.run([a.mlir_opt, "--allow-unregistered-dialect", a.file,
                        "-o", os.devnull],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.stderr.write("validate-gpu: mlir-opt rejects %s:\n%s\n"
                         % (a.file, p.stderr.decode()[-4000:]))
        return 1
    p = subprocess.run([a.roofline_opt, "--analyze", "--json",
                        "--allow-unregistered-dialect", a.file],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        sys.stderr.write("validate-gpu: roofline-opt --analyze --json failed "
                         "on %s:\n%s\n" % (a.file, p.stderr.decode()[-4000:]))
        return 1
    report = json.loads(p.stdout)
    costed = sum(1 for o in report["ops"] if o["op"] in LAUNCH_OPS)
    unmodeled = sum(1 for u in report["unmodeled"] if u["op"] in LAUNCH_OPS)
    if costed + unmodeled == 0:
        sys.stderr.write("validate-gpu: %s has no gpu.launch_func or "
                         "gpu.launch\n" % a.file)
        return 1
    total = costed + unmodeled
    print("%d launch%s: %d costed, %d unmodeled"
          % (total, "" if total == 1 else "es", costed, unmodeled))
    return 0


def build_gpu_report(rows, meta):
    """The markdown of the GPU-kernel benchmark: one row per file."""
    files = sorted({r["size"] for r in rows})
    by = {}
    for r in rows:
        by.setdefault((r["size"], r["tool"]), []).append(r)
    has_ref = any(r["tool"] == "analyze-ref" for r in rows)

    def vals(i, tool, key="wall"):
        return [r[key] for r in by.get((i, tool), [])]

    def ratios(i, tool, key="wall", base="mlir-opt"):
        b = {r["rep"]: r[key] for r in by.get((i, base), [])}
        return [r[key] / b[r["rep"]] for r in by.get((i, tool), [])
                if r["rep"] in b and b[r["rep"]] > 0]

    reps = max((r["rep"] for r in rows if r["tool"] == "mlir-opt"),
               default=-1) + 1
    out = []
    w = out.append
    out.extend(run_header(meta))
    w("%d interleaved repetitions per file, the order rotated each "
      "repetition; all commands take `--allow-unregistered-dialect`. Times "
      "are medians in seconds; a ratio is the median over repetitions of "
      "(tool time / mlir-opt time in the same repetition), the CPU ratio the "
      "same of user + sys time." % reps)
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
        w("`reference` is `%s`, timed in the same run; speedup = its median "
          "paired time over `--analyze`'s." % meta.get("ref", "?"))
    w("")
    head = ["file", "lines", "kernel launches", "mlir-opt s", "`--analyze` s",
            "ratio", "ratio range", "ratio (CPU)", "`--analyze --json` s",
            "ratio"]
    if has_ref:
        head += ["reference s", "ratio", "ratio (CPU)", "speedup"]
    w("| " + " | ".join(head) + " |")
    w("|---|---:|---|" + "---:|" * (len(head) - 3))
    for i in files:
        pr = ratios(i, "analyze")
        cells = ["`%s`" % meta.get("file.%d" % i, str(i)),
                 meta.get("lines.%d" % i, "?"),
                 meta.get("launches.%d" % i, "?"),
                 "%.3f" % med(vals(i, "mlir-opt")),
                 "%.3f" % med(vals(i, "analyze")),
                 "**%.2f**" % med(pr),
                 "%.2f-%.2f" % (min(pr), max(pr)) if pr else "-",
                 "%.2f" % med(ratios(i, "analyze", "cpu")),
                 "%.3f" % med(vals(i, "analyze-json")),
                 "%.2f" % med(ratios(i, "analyze-json"))]
        if has_ref:
            speed = ratios(i, "analyze-ref", base="analyze")
            cells += ["%.3f" % med(vals(i, "analyze-ref")),
                      "%.2f" % med(ratios(i, "analyze-ref")),
                      "%.2f" % med(ratios(i, "analyze-ref", "cpu")),
                      "%.1fx" % med(speed)]
        w("| " + " | ".join(cells) + " |")
    w("")
    head = ["file", "mlir-opt CPU s", "`--analyze` CPU s", "peak RSS mlir-opt MB",
            "peak RSS `--analyze` MB"]
    w("| " + " | ".join(head) + " |")
    w("|---|" + "---:|" * (len(head) - 1))
    for i in files:
        w("| `%s` | %.3f | %.3f | %.0f | %.0f |"
          % (meta.get("file.%d" % i, str(i)), med(vals(i, "mlir-opt", "cpu")),
             med(vals(i, "analyze", "cpu")),
             med(vals(i, "mlir-opt", "rss")) / 1024.0,
             med(vals(i, "analyze", "rss")) / 1024.0))
    return "\n".join(out) + "\n"
