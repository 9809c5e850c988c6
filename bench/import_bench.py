#!/usr/bin/python3
"""Wall time of importing a training step with roofline.torch_import: the
issue-33 benchmark (a ResNet-50 step at batch 256 in under 15 s).

    /usr/bin/python3 bench/import_bench.py [--runs 5] [--cpu 1] [MODEL SHAPE ARGS...]

Each run is a fresh `/usr/bin/python3 -m roofline.torch_import` process
(torch's import included, as a user runs it), pinned to one core with
`taskset -c CPU` when --cpu is given; the MLIR goes to a temporary file.
Prints every run's wall time and CPU time (user + system of the process,
from getrusage: what the run costs whatever else shares the core), their
medians, and the conditions: the load average before and after (the
machines are shared), the core, torch's version. Not a test: a timed test
would fail on a loaded machine.

Default: resnet50 --input-shape 256,3,224,224 --optimizer sgd.
"""

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT = ["resnet50", "--input-shape", "256,3,224,224", "--optimizer", "sgd"]


def one_run(args, cpu, out):
    cmd = ["/usr/bin/python3", "-m", "roofline.torch_import"] + args + ["-o", out]
    if cpu is not None and shutil.which("taskset"):
        cmd = ["taskset", "-c", str(cpu)] + cmd
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=os.path.join(REPO, "python"), env=env,
                          capture_output=True, text=True)
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"import failed ({proc.returncode}): {proc.stderr.strip()[-500:]}")
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    return wall, cpu


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--cpu", type=int, help="pin each run to this core (taskset -c)")
    p.add_argument("model_args", nargs=argparse.REMAINDER,
                   help="import-torch arguments (default: %s)" % " ".join(DEFAULT))
    a = p.parse_args()
    args = a.model_args or DEFAULT
    load0 = os.getloadavg()
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "step.mlir")
        walls, cpus = [], []
        for i in range(a.runs):
            wall, cpu = one_run(args, a.cpu, out)
            walls.append(wall)
            cpus.append(cpu)
            print(f"run {i + 1}: {wall:.2f} s wall, {cpu:.2f} s CPU", flush=True)
        size = os.path.getsize(out)
    load1 = os.getloadavg()
    import torch  # noqa: the version the runs used (same interpreter)
    print(f"import-torch {' '.join(args)}")
    print(f"median {statistics.median(walls):.2f} s wall over {a.runs} runs "
          f"(min {min(walls):.2f}, max {max(walls):.2f}), {statistics.median(cpus):.2f} s "
          f"CPU (min {min(cpus):.2f}, max {max(cpus):.2f}); output {size / 1e6:.1f} MB")
    print(f"conditions: {os.cpu_count()} CPUs, "
          + (f"pinned to core {a.cpu} (taskset)" if a.cpu is not None else "not pinned")
          + f", load average {load0[0]:.2f} before, {load1[0]:.2f} after; "
          f"torch {torch.__version__}")


if __name__ == "__main__":
    main()
