"""``python3 -m roofline host-profile -o host.json``: measure this host's
per-op dispatch cost for ``roofline-opt --mode=eager --host-profile=FILE``.

Eager PyTorch issues a model op by op from the host, and at small batch the
GPU waits for it (docs/model.md 1.8, "Eager: host dispatch"). The built-in
profile is four published microbenchmarks, timed on someone else's host,
times one scale fitted on the whole-model bench. The bench's eager rows
spend two to three times as much host time per kernel on some machines as
on others (docs/validation.md), so the host, not the GPU, is what a batch-1 eager
prediction depends on most. This command times the same four
microbenchmarks here, with this Python and this PyTorch, and writes them
times the same scale: the built-in profile, re-measured on the host the
model will run on.

The microbenchmarks (CPU tensors, no autograd, as published):

  elementwise_us   ``x * x``, x = torch.ones(1): pytorch/pytorch#41383
                   ("benchmarking x*x with requires_grad=False is approx
                   2 us")
  reduction_us     ``x.sum()`` on the same x (the built-in takes x*x's
                   figure: no reduction was published)
  library_call_us  ``layer(x)``, layer = torch.nn.Linear(4, 4):
                   pytorch/pytorch#50431 ("Linear Module overhead:
                   9.735 us")
  view_us          ``y.copy_(x)``: pytorch/pytorch#50431 ("Torch Op
                   overhead: 0.912 us", an ATen op with no module)

Each is the median over ``--repeats`` loops of ``--iterations`` calls of
the loop's time per call. CUDA is not needed: the figures are the host's
(the GPU's launch overhead is the device file's, added per kernel).
"""

from __future__ import annotations

import datetime
import json
import platform
import statistics
import sys
import time
from typing import Callable, Dict, List, Optional

from .fileio import write_text_atomically

SCHEMA = "roofline-host-profile/1"
#: The scale of the built-in profile (lib/Model/HostOverhead.cpp kHostScale,
#: fitted by bench/validation/validate_models.py --cv-host): what a
#: whole-model eager run takes per op over these microbenchmarks (CUDA
#: tensors' allocator and stream bookkeeping, module calls, the benchmark's
#: own Python). python/tests/test_host_profile.py checks it against the
#: built-in profile roofline-opt reports.
BUILTIN_HOST_SCALE = 8
#: The published figures the built-in profile scales (HostOverhead.cpp).
PUBLISHED_US = {"elementwise_us": 2.0, "reduction_us": 2.0,
                "library_call_us": 9.735, "view_us": 0.912}
WHAT = {"elementwise_us": "x * x", "reduction_us": "x.sum()",
        "library_call_us": "nn.Linear(4, 4) call", "view_us": "y.copy_(x)"}


class HostProfileError(Exception):
    """A usage error, reported in one line."""


def cpu_name() -> str:
    """The CPU's model name (/proc/cpuinfo on Linux), else platform's."""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown CPU"


def time_per_call(fn: Callable[[], object], iterations: int,
                  repeats: int) -> float:
    """Median over `repeats` loops of `iterations` calls of `fn`, seconds
    per call."""
    fn()  # first-call set-up (dispatch caches, allocations) is not timed
    per_call: List[float] = []
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(iterations):
            fn()
        per_call.append((time.perf_counter() - start) / iterations)
    return statistics.median(per_call)


def measure(iterations: int, repeats: int) -> Dict[str, float]:
    """The four microbenchmarks, microseconds per call."""
    import torch  # Debian's python3-torch; imported here so --help works without it

    x = torch.ones(1)
    y = torch.empty(1)
    v = torch.ones(1, 4)
    layer = torch.nn.Linear(4, 4)
    with torch.no_grad():
        benches = {"elementwise_us": lambda: x * x,
                   "reduction_us": lambda: x.sum(),
                   "library_call_us": lambda: layer(v),
                   "view_us": lambda: y.copy_(x)}
        return {k: time_per_call(f, iterations, repeats) * 1e6
                for k, f in benches.items()}


def bias_epilogue(version: str) -> bool:
    """Whether this PyTorch adds a linear layer's bias in the GEMM's
    epilogue: 1.12 and later (pytorch/pytorch#72148; docs/model.md 1.8)."""
    parts = []
    for p in version.split("+")[0].split(".")[:2]:
        digits = "".join(c for c in p if c.isdigit())
        parts.append(int(digits) if digits else 0)
    while len(parts) < 2:
        parts.append(0)
    return tuple(parts) >= (1, 12)


def build_profile(raw_us: Dict[str, float], scale: float, torch_version: str,
                  iterations: int, repeats: int,
                  cpu: Optional[str] = None,
                  date: Optional[str] = None) -> dict:
    """The roofline-host-profile/1 document for measured `raw_us`."""
    cpu = cpu or cpu_name()
    date = date or datetime.date.today().isoformat()
    python = platform.python_version()
    figures = ", ".join(f"{WHAT[k]} {raw_us[k]:.3f} us" for k in PUBLISHED_US)
    source = (f"python3 -m roofline host-profile on {cpu} ({date}, PyTorch "
              f"{torch_version}, Python {python}): {figures} (the "
              f"microbenchmarks of pytorch/pytorch#41383 and #50431, median "
              f"of {repeats} loops of {iterations} calls on CPU tensors), "
              f"each times {scale:g} (the built-in profile's scale, "
              f"lib/Model/HostOverhead.cpp)")
    doc = {"schema": SCHEMA,
           "name": f"pytorch-eager measured on {cpu}",
           "source": source}
    for key in PUBLISHED_US:
        doc[key] = round(raw_us[key] * scale, 6)
    doc["gemm_bias_epilogue"] = bias_epilogue(torch_version)
    doc["measurement"] = {
        "cpu": cpu, "date": date, "torch": torch_version, "python": python,
        "iterations": iterations, "repeats": repeats, "scale": scale,
        "raw_us": {k: round(raw_us[k], 6) for k in PUBLISHED_US},
        "built_in_raw_us": PUBLISHED_US,
    }
    return doc


def run(args) -> int:
    if args.iterations < 1 or args.repeats < 1:
        raise HostProfileError("--iterations and --repeats must be at least 1")
    if not args.scale > 0:
        raise HostProfileError(f"--scale {args.scale:g}: expected a positive number")
    try:
        import torch
    except ImportError as e:
        raise HostProfileError(
            f"cannot import torch ({e}): run it with the Python that runs "
            "the model (Debian's is /usr/bin/python3 with python3-torch)")
    raw = measure(args.iterations, args.repeats)
    doc = build_profile(raw, args.scale, torch.__version__, args.iterations,
                        args.repeats)
    text = json.dumps(doc, indent=1) + "\n"
    if args.output == "-":
        sys.stdout.write(text)
        return 0
    try:
        write_text_atomically(args.output, text)
    except OSError as e:
        raise HostProfileError(f"cannot write {args.output}: {e.strerror}")
    ratios = ", ".join(f"{WHAT[k]} {raw[k] / PUBLISHED_US[k]:.2f}x"
                       for k in ("elementwise_us", "library_call_us", "view_us"))
    print(f"wrote {args.output}: this host against the published figures: "
          f"{ratios}", file=sys.stderr)
    return 0


def cli(argv: Optional[List[str]] = None) -> int:
    """``python3 -m roofline host-profile``; exit 2 with one line on a usage
    error or an unwritable output."""
    import argparse
    p = argparse.ArgumentParser(
        prog="python3 -m roofline host-profile",
        description="Time PyTorch's per-op host cost here (the microbenchmarks "
                    "of the built-in eager profile) and write a "
                    "roofline-host-profile/1 file for roofline-opt "
                    "--mode=eager --host-profile=FILE (docs/model.md 1.8).")
    p.add_argument("-o", "--output", required=True,
                   help="file to write (- for stdout)")
    p.add_argument("--iterations", type=int, default=20000,
                   help="calls per timed loop (default 20000)")
    p.add_argument("--repeats", type=int, default=5,
                   help="timed loops per microbenchmark; the median is kept "
                        "(default 5)")
    p.add_argument("--scale", type=float, default=BUILTIN_HOST_SCALE,
                   help="multiply each figure by this (default %(default)s, "
                        "the built-in profile's fitted scale)")
    args = p.parse_args(argv)
    try:
        return run(args)
    except HostProfileError as e:
        print(f"roofline host-profile: error: {e}", file=sys.stderr)
        return 2
