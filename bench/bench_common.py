"""What measure.py's report and gpu_report.py's share: the median and the
lines that say on what, with what and against what a run was measured."""

import statistics


def med(xs):
    """The median of `xs`, NaN for none."""
    return statistics.median(xs) if xs else float("nan")


def run_header(meta):
    """The run's machine, roofline-opt build and mlir-opt baseline."""
    return [
        "Run: %s; %s; %s CPUs, %s."
        % (meta.get("date", "?"), meta.get("cpu", "?"), meta.get("nproc", "?"),
           meta.get("mem", "?")),
        "roofline-opt: %s (checkout at commit %s%s); baseline `%s` (%s)."
        % (meta.get("roofline_build", "?"), meta.get("commit", "?"),
           meta.get("dirty", ""), meta.get("mlir_opt", "?"),
           meta.get("mlir_version", "?")),
    ]
