"""Batch and sequence sweeps: how intensity, time per sample, the verdict
and the memory a model holds move with its batch (and sequence length), as
LLM-Viewer's sweeps show them, for any model the importer knows or any IR
whose batch is a dynamic dimension.

    python3 -m roofline sweep MODEL --batch 1,8,32,128 [--seq 128,512]
        --device h100-sxm5-80gb [-o sweep.svg] [--format text|csv|json]

MODEL is what ``python3 -m roofline import-torch`` takes (a torchvision
name, a bundled block such as gpt2-block-prefill, or path.py:factory), or an
``.mlir`` file. Each point is imported (the model's default input shapes
with dimension 0 of every input set to the batch; ``--seq`` sets the
sequence: dimension 1 of the hidden states of bert-base-layer and
gpt2-block-prefill, the cached positions, dimension 2 of past_key and
past_value, of gpt2-block-decode; for any other model dimension 1 of its
token-id [batch, seq] and hidden-state [batch, seq, features] inputs, or
the dimensions ``--seq-dim`` names) and analysed with ``roofline-opt --analyze
--json``. Before the analysis the importer's parameter arguments (every
argument after the model's inputs) are marked ``roofline.weight`` and inputs
named ``past_key``/``past_value`` ``roofline.kv_cache``, so the report's
capacity counts them as parameters and KV cache (docs/json-schema.md).

An ``.mlir`` file is swept over its dynamic dimensions: each batch value is
passed as ``--dynamic-dim-size``, which sizes every dynamic dimension of the
file (the analysis has no per-dimension binding), so the IR should have one
dynamic dimension, its batch. Time per sample is the time divided by the
batch in both cases.

A point that cannot be imported or analysed (a sequence beyond the model's
position table, an unsupported op at that size) is a row with verdict
"failed" and its error, reported on stderr; the sweep goes on.

Exit status: 0 when some point succeeded; 2 on bad input (an unknown model,
a bad list, an IR without a dynamic dimension) or when every point failed,
with one line on stderr.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from typing import Dict, List, Optional, Sequence

from .schema import ReportError


class SweepError(Exception):
    """An error to report in one line, with exit status 2."""


# The sequence dimension of each bundled model: (input index, dimension).
SEQ_DIMS = {
    "bert-base-layer": [(0, 1)],
    "gpt2-block-prefill": [(0, 1)],
    "gpt2-block-decode": [(1, 2), (2, 2)],
}
# What each table column is, in order (text, CSV and JSON use these keys).
COLUMNS = [
    ("batch", "batch"),
    ("seq", "seq"),
    ("flops", "FLOPs"),
    ("dram_bytes", "DRAM bytes"),
    ("intensity", "FLOP/B"),
    ("time_s", "time"),
    ("predicted_time_s", "predicted"),
    ("time_per_sample_s", "time/sample"),
    ("verdict", "verdict"),
    ("memory_bound_share", "mem-bound"),
    ("launch_share", "launch"),
    ("parameter_bytes", "params"),
    ("kv_cache_bytes", "KV cache"),
    ("activation_bytes", "activations"),
    ("capacity_fraction", "of device"),
]


# The largest batch or sequence length: roofline-opt reads sizes (and
# --dynamic-dim-size) as int64, and so does torch.
INT64_MAX = 2 ** 63 - 1


def parse_list(text: str, flag: str) -> List[int]:
    """'1,8,32' -> [1, 8, 32]. Every value must be written (an empty one,
    as in '1,,2' or ',', is an error, not dropped), positive, and within
    int64."""
    usage = (f"{flag} {text!r}: expected comma-separated positive integers, "
             "e.g. 1,8,32")
    fields = text.split(",")
    if any(not v.strip() for v in fields):
        raise SweepError(usage + ("; a value is empty" if text.strip()
                                  else ""))
    try:
        values = [int(v) for v in fields]
    except ValueError:
        raise SweepError(usage)
    if any(v <= 0 for v in values):
        raise SweepError(usage)
    big = next((v for v in values if v > INT64_MAX), None)
    if big is not None:
        raise SweepError(f"{flag} {text!r}: {big} exceeds {INT64_MAX}, the "
                         "largest size roofline-opt and torch take (int64)")
    return values


def check_overflow(report: dict, flag_value: str) -> None:
    """A point whose sizes overflow the analysis' 64-bit counts leaves those
    ops unmodeled, and its totals would be those of the rest: refused, with
    the flag and value that caused it."""
    reasons = [u.get("reason", "") for u in report.get("unmodeled", [])
               if "overflows 64 bits" in u.get("reason", "")]
    if reasons:
        raise SweepError(f"{flag_value}: {len(reasons)} op"
                         f"{'' if len(reasons) == 1 else 's'} of the model "
                         "cannot be costed at this size (" + reasons[0] +
                         "); give a smaller value")


def check_elements(shapes: Sequence, point: str) -> None:
    """Refuses a point whose inputs hold more elements than int64 counts."""
    for s in shapes:
        count = 1
        for d in s:
            count *= d
        if count > INT64_MAX:
            raise SweepError(f"{point}: an input of shape "
                             f"{'x'.join(map(str, s))} holds {count} "
                             f"elements, beyond {INT64_MAX} (int64)")


def find_roofline_opt(explicit: Optional[str]) -> str:
    """--roofline-opt, else $ROOFLINE_OPT, else the repository's build,
    else PATH."""
    if explicit:
        candidates = [explicit]
    else:
        here = os.path.dirname(os.path.abspath(__file__))
        repo = os.path.dirname(os.path.dirname(here))
        candidates = [os.environ.get("ROOFLINE_OPT", ""),
                      os.path.join(repo, "build", "bin", "roofline-opt"),
                      shutil.which("roofline-opt") or ""]
    for c in candidates:
        if c and os.access(c, os.X_OK):
            return c
    raise SweepError("roofline-opt not found: build it (ninja -C build "
                     "roofline-opt), put it on PATH or give --roofline-opt")


def point_shapes(model: str, base: Sequence, batch: int,
                 seq: Optional[int], dims: Optional[list] = None) -> list:
    """The default input shapes with dimension 0 set to the batch and the
    sequence dimensions (`dims`, default the bundled model's SEQ_DIMS) to
    seq."""
    shapes = [list(s) for s in base]
    for s in shapes:
        if s:
            s[0] = batch
    if seq is not None:
        for index, dim in (SEQ_DIMS[model] if dims is None else dims):
            shapes[index][dim] = seq
    return [tuple(s) for s in shapes]


def seq_dims_of(model: str, specs: Sequence, explicit: Optional[str] = None) -> list:
    """(input index, dimension) pairs that --seq sets: --seq-dim's, the
    bundled block's (SEQ_DIMS), or, for any other model, dimension 1 of
    every batch-first sequence input: token ids [batch, seq] (an integer
    input of rank 2) and hidden states [batch, seq, features] (a float
    input of rank 3). Images ([batch, channels, h, w]) have none."""
    if explicit:
        dims = []
        for part in explicit.split(","):
            i, _, d = part.partition(":")
            try:
                dims.append((int(i), int(d)))
            except ValueError:
                raise SweepError(f"--seq-dim {explicit!r}: expected INPUT:DIM pairs, e.g. 0:1")
        for i, d in dims:
            if i >= len(specs) or not 0 < d < len(specs[i][0]):
                raise SweepError(f"--seq-dim {i}:{d}: {model} has no input {i} with a "
                                 f"dimension {d} other than the batch")
        return dims
    if model in SEQ_DIMS:
        return SEQ_DIMS[model]
    dims = [(i, 1) for i, (shape, et) in enumerate(specs)
            if (et != "float" and len(shape) == 2) or (et == "float" and len(shape) == 3)]
    if not dims:
        shapes = " ".join(",".join(map(str, s)) + ("" if e == "float" else f":{e}")
                          for s, e in specs)
        raise SweepError(f"--seq: {model}'s inputs ({shapes}) have no sequence dimension "
                         "(token ids [batch, seq] or hidden states [batch, seq, features]): "
                         "give --seq-dim INPUT:DIM")
    return dims


def summarize(report: dict, batch: int, seq: Optional[int]) -> Dict:
    """One table row from a roofline-report/1 JSON report."""
    t = report["totals"]
    cap = report.get("capacity") or {}
    flops, dram = t["flops"], t["bytes"]

    def part(key):
        return (cap.get(key) or {}).get("bytes")
    return {
        "batch": batch,
        "seq": seq,
        "flops": flops,
        "dram_bytes": dram,
        "intensity": flops / dram if dram else None,
        "time_s": t["time_s"],
        "predicted_time_s": t.get("predicted_time_s"),
        "time_per_sample_s": t["time_s"] / batch,
        "verdict": report["verdict"],
        "memory_bound_share": t.get("memory_bound_share"),
        "launch_share": t.get("launch_share"),
        "parameter_bytes": part("parameters"),
        "kv_cache_bytes": part("kv_cache"),
        "activation_bytes": part("activations"),
        "capacity_total_bytes": cap.get("total_bytes"),
        "device_memory_bytes": cap.get("device_memory_bytes"),
        "capacity_fraction": cap.get("device_memory_fraction"),
        "ridge_point": ridge_point(report),
        "error": None,
    }


def ridge_point(report: dict) -> Optional[float]:
    """The DRAM ridge point of the ceiling the model's FLOPs mostly run on
    (the compute class of the op with the most FLOPs)."""
    ops = [o for o in report.get("ops", []) if o.get("flops")]
    if not ops:
        return None
    top = max(ops, key=lambda o: o["flops"])
    peak = top.get("peak_flops_per_s")
    bw = report["device"]["bandwidth_bytes_per_s"].get("dram")
    return peak / bw if peak and bw else None


def analyze(opt: str, path: str, device: str, extra: Sequence[str],
            dynamic: Optional[int] = None) -> dict:
    cmd = [opt, "--analyze", "--json", f"--device={device}", *extra]
    if dynamic is not None:
        cmd.append(f"--dynamic-dim-size={dynamic}")
    cmd.append(path)
    proc = subprocess.run(cmd, capture_output=True, text=True)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["(no message)"])[-1]
        raise SweepError(f"roofline-opt failed on {path}: {last}")
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as e:
        raise SweepError(f"roofline-opt wrote no JSON report for {path}: {e}")


def sweep_ir(path: str, batches: List[int], opt: str, device: str,
             extra: Sequence[str]) -> List[Dict]:
    try:
        with open(path) as f:
            text = f.read()
    except OSError as e:
        raise SweepError(f"{path}: {e.strerror}")
    if not re.search(r"<(?:[0-9]+x)*\?x", text) and "<?" not in text:
        raise SweepError(f"{path} has no dynamic dimension ('?'): its batch "
                         "is fixed; re-import it per batch or give a model "
                         "name")
    rows = []
    for b in batches:
        report = analyze(opt, path, device, extra, dynamic=b)
        check_overflow(report, f"--batch {b}")
        rows.append(summarize(report, b, None))
    return rows


def sweep_model(model: str, batches: List[int], seqs: List[Optional[int]],
                opt: str, device: str, dtype: str, extra: Sequence[str],
                keep: Optional[str], seq_dim: Optional[str] = None,
                input_shapes: Optional[List[str]] = None) -> List[Dict]:
    try:
        from .torch_import.cli import ImportFailure, import_model, load_model
        from .torch_import.cli import _shape_specs
    except ImportError as e:
        raise SweepError(f"the PyTorch importer cannot load: {e}")
    import warnings
    rows = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            module, base, _ = load_model(model)
        except ImportFailure as e:
            raise SweepError(str(e))
        if input_shapes:
            from .torch_import.cli import _parse_shape
            try:
                base = [_parse_shape(s) for s in input_shapes]
            except ImportFailure as e:
                raise SweepError(str(e))
        if base is None:
            raise SweepError(f"{model}: its factory gives no input shapes to "
                             "sweep from: give them with --input-shape")
        specs = _shape_specs(base)
        dims = seq_dims_of(model, specs, seq_dim) if seqs != [None] else None
        # A size beyond int64 is the flag's error, not a failing point:
        # refused before anything is imported.
        for seq in seqs:
            for b in batches:
                flags = f"--batch {b}" + (f" --seq {seq}" if seq else "")
                check_elements(point_shapes(model, [s for s, _ in specs], b,
                                            seq, dims), flags)
        for seq in seqs:
            for b in batches:
                flags = f"--batch {b}" + (f" --seq {seq}" if seq else "")
                shapes = point_shapes(model, [s for s, _ in specs], b, seq, dims)
                try:
                    text = import_model(module, list(zip(shapes, [e for _, e in specs])),
                                        dtype)
                    rows.append(analyze_text(text, model, b, seq, opt, device,
                                             extra, keep, flags))
                except Exception as e:  # ImportFailure, ShapeError, UnsupportedOp, ...
                    rows.append(failed_point(b, seq, e))
    if rows and all(r.get("error") for r in rows):
        raise SweepError(f"importing {model} failed at every point; at batch "
                         f"{rows[0]['batch']}" + (f", seq {rows[0]['seq']}" if rows[0]["seq"]
                                                  else "") + f": {rows[0]['error']}")
    return rows


def failed_point(batch: int, seq: Optional[int], e: Exception) -> Dict:
    """A row for a point that could not be imported or analysed: its batch,
    seq and the error's first line; every figure None. The sweep goes on."""
    first = (str(e).strip().splitlines() or [""])[0]
    where = getattr(e, "module_path", "")  # the importer's ShapeError and IndexRangeError
    if where and where not in first:
        first = f"at {where}: {first}"
    if not isinstance(e, SweepError) and type(e).__name__ != "ImportFailure":
        first = f"{type(e).__name__} {first}" if first.startswith("at ") else \
            f"{type(e).__name__}: {first}"
    row = {k: None for k, _ in COLUMNS}
    row.update({"batch": batch, "seq": seq, "verdict": "failed", "error": first,
                "capacity_total_bytes": None, "device_memory_bytes": None,
                "ridge_point": None})
    return row


def analyze_text(text: str, model: str, batch: int, seq: Optional[int],
                 opt: str, device: str, extra: Sequence[str],
                 keep: Optional[str], flags: str) -> Dict:
    name = f"{os.path.basename(model)}-b{batch}" + (f"-s{seq}" if seq else "")
    if keep:
        os.makedirs(keep, exist_ok=True)
        path = os.path.join(keep, name + ".mlir")
        with open(path, "w") as f:
            f.write(text)
        report = analyze(opt, path, device, extra)
    else:
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, name + ".mlir")
            with open(path, "w") as f:
                f.write(text)
            report = analyze(opt, path, device, extra)
    check_overflow(report, flags)
    return summarize(report, batch, seq)


def format_binary_bytes(n: int) -> str:
    """1536 -> "1.50 KiB", as the reports' capacity (Capacity.cpp)."""
    if n < 1024:
        return f"{n} B"
    v, units = float(n), ["B", "KiB", "MiB", "GiB", "TiB", "PiB"]
    i = 0
    while v >= 1024 and i + 1 < len(units):
        v /= 1024
        i += 1
    return f"{v:.2f} {units[i]}"


def _fmt(key: str, v) -> str:
    from .format import format_si, format_time
    if v is None:
        return "-"
    if key.endswith("_s"):
        return format_time(v)
    if key == "dram_bytes":
        return format_si(v, "B")
    if key.endswith("_bytes"):  # what is held: binary, as memory is sold
        return format_binary_bytes(v)
    if key in ("memory_bound_share", "launch_share", "capacity_fraction"):
        return f"{100 * v:.1f}%"
    if key == "flops":
        return format_si(v, "")
    if key == "intensity":
        return f"{v:.2f}"
    return str(v)


def write_table(rows: List[Dict], fmt: str, out) -> None:
    keys = [k for k, _ in COLUMNS if k != "seq" or any(r["seq"] for r in rows)]
    if any(r.get("error") for r in rows):  # the failed points say why
        keys.append("error")
    if fmt == "json":
        json.dump({"schema": "roofline-sweep/1", "points": rows}, out,
                  indent=2)
        out.write("\n")
        return
    if fmt == "csv":
        w = csv.writer(out, lineterminator="\n")
        w.writerow(keys)
        for r in rows:
            w.writerow(["" if r[k] is None else r[k] for k in keys])
        return
    heads = dict(COLUMNS, error="error")
    cells = [[heads[k] for k in keys]] + [[_fmt(k, r[k]) for k in keys]
                                          for r in rows]
    if fmt == "markdown":
        for n, c in enumerate(cells):
            out.write("| " + " | ".join(c) + " |\n")
            if n == 0:
                out.write("|" + "---:|" * len(c) + "\n")
        return
    widths = [max(len(c[i]) for c in cells) for i in range(len(keys))]
    for c in cells:  # numbers right-aligned, the error message left
        out.write("  ".join(v.ljust(w) if k == "error" else v.rjust(w)
                            for k, v, w in zip(keys, c, widths)).rstrip() + "\n")


VERDICT_COLORS = {"memory-bound": "#1f77b4", "compute-bound": "#d62728",
                  "launch-bound": "#7f7f7f"}


def draw_sweep(rows: List[Dict], output: str, title: str = "",
               dpi: float = 100) -> None:
    """Three panels over the batch: DRAM intensity (with the ridge point),
    time per sample (roofline bound, and the predicted time dotted), and the
    memory the model holds against the device's; each point coloured by its
    verdict, one line per sequence length."""
    from .plot import load_matplotlib, save_figure
    rows = [r for r in rows if not r.get("error")]  # failed points: table only
    Figure, FigureCanvasAgg = load_matplotlib()
    fig = Figure(figsize=(13.5, 4.2))
    FigureCanvasAgg(fig)
    axes = fig.subplots(1, 3)
    seqs = sorted({r["seq"] for r in rows}, key=lambda s: s or 0)
    for seq in seqs:
        pts = sorted((r for r in rows if r["seq"] == seq),
                     key=lambda r: r["batch"])
        label = f"seq {seq}" if seq else None
        xs = [r["batch"] for r in pts]
        colors = [VERDICT_COLORS.get(r["verdict"], "#2ca02c") for r in pts]
        for ax, key in ((axes[0], "intensity"), (axes[1], "time_per_sample_s")):
            ys = [r[key] for r in pts]
            line, = ax.plot(xs, ys, "-", lw=1.2, label=label)
            ax.scatter(xs, ys, c=colors, s=36, zorder=3, edgecolors="k",
                       linewidths=0.5)
        axes[1].plot(xs, [r["predicted_time_s"] / r["batch"]
                          if r["predicted_time_s"] else None for r in pts],
                     ":", lw=1.2, color=line.get_color())
        gib = 2.0 ** 30
        for key, style in (("capacity_total_bytes", "-"),
                           ("parameter_bytes", "--"),
                           ("activation_bytes", "-."),
                           ("kv_cache_bytes", ":")):
            ys = [r[key] / gib if r[key] else None for r in pts]
            # Line styles name the parts (legend once); colours the seq.
            name = key.replace("_bytes", "").replace("capacity_", "")
            if any(ys):
                axes[2].plot(xs, ys, style, lw=1.2, color=line.get_color(),
                             label=name if seq == seqs[0] else None)
    ridge = next((r["ridge_point"] for r in rows if r["ridge_point"]), None)
    if ridge:
        axes[0].axhline(ridge, color="k", ls="--", lw=0.8)
        axes[0].annotate(f"ridge {ridge:.0f} FLOP/B", (0.02, ridge),
                         xycoords=("axes fraction", "data"),
                         va="bottom", fontsize=8)
    device = next((r["device_memory_bytes"] for r in rows
                   if r["device_memory_bytes"]), None)
    if device:
        axes[2].axhline(device / 2.0 ** 30, color="k", ls="--", lw=0.8)
        axes[2].annotate(f"device {device / 2.0 ** 30:.0f} GiB",
                         (0.02, device / 2.0 ** 30),
                         xycoords=("axes fraction", "data"), va="top",
                         fontsize=8)
    titles = ("DRAM intensity (FLOP/B)", "time per sample (roofline bound; "
              "dotted: predicted)", "memory held (GiB)")
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    from .format import format_time
    batches = sorted({r["batch"] for r in rows})
    plain = FuncFormatter(lambda v, _pos=None: f"{v:g}")
    ytick = (plain, FuncFormatter(lambda v, _pos=None: format_time(v)), plain)
    for ax, t, fmt in zip(axes, titles, ytick):
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xticks(batches)
        ax.xaxis.set_major_formatter(plain)
        ax.xaxis.set_minor_formatter(NullFormatter())
        ax.yaxis.set_major_formatter(fmt)
        # Within a decade the log axis has no major tick: label 2, 3, 5 x.
        lo, hi = ax.get_ylim()
        narrow = lo > 0 and hi / lo < 20
        ax.yaxis.set_minor_locator(LogLocator(subs=(2, 3, 5)))
        ax.yaxis.set_minor_formatter(fmt if narrow else NullFormatter())
        ax.set_xlabel("batch")
        ax.set_title(t, fontsize=10)
        ax.grid(True, which="both", alpha=0.3)
    if len(seqs) > 1:
        axes[0].legend(fontsize=8)
    axes[2].legend(fontsize=7, loc="lower right")
    from matplotlib.lines import Line2D
    fig.legend([Line2D([], [], marker="o", ls="", color=c, markeredgecolor="k")
                for c in VERDICT_COLORS.values()], list(VERDICT_COLORS),
               loc="lower center", ncol=3, fontsize=8, frameon=False)
    if title:
        fig.suptitle(title, fontsize=11)
    fig.tight_layout(rect=(0, 0.06, 1, 1))
    save_figure(fig, output, dpi)


def _parser(prog: str) -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog=prog,
        description="Sweep a model over batch (and sequence) sizes: import "
                    "and analyse each point, then tabulate and plot how "
                    "intensity, time per sample, the verdict and the memory "
                    "it holds move.")
    p.add_argument("model", help="a torchvision name, a bundled model "
                   "(gpt2-block-prefill, ...), path.py:factory, or an .mlir "
                   "file whose batch is a dynamic dimension")
    p.add_argument("--batch", required=True,
                   help="batch sizes, e.g. 1,8,32,128 (for an .mlir file: "
                        "the dynamic-dim-size of each point)")
    p.add_argument("--seq", help="sequence lengths: of a bundled transformer "
                   "block (decode: the cached positions), or of any model's "
                   "token-id [batch, seq] and hidden-state [batch, seq, "
                   "features] inputs (--seq-dim to say which)")
    p.add_argument("--seq-dim", metavar="INPUT:DIM[,INPUT:DIM]",
                   help="the dimensions --seq sets, e.g. 0:1 (input 0, "
                        "dimension 1)")
    p.add_argument("--input-shape", action="append", default=[],
                   metavar="SHAPE", help="the model's input shape(s) at batch "
                   "1, as import-torch takes them (1,128:i64), when its "
                   "factory gives none")
    p.add_argument("--device", default="a100-sxm4-40gb",
                   help="the device (roofline-opt --list-devices)")
    p.add_argument("--dtype", default="f32", choices=("f32", "f16", "bf16"),
                   help="element type of the imported model (default f32)")
    p.add_argument("--mode", choices=("eager", "compiled", "graph"),
                   help="how the ops run (roofline-opt --mode)")
    p.add_argument("-o", "--output", help="plot (.svg, .png or .pdf)")
    p.add_argument("--format", default="text",
                   choices=("text", "csv", "json", "markdown"),
                   help="the table on stdout (default text; markdown: the "
                        "tables of docs/cli.md)")
    p.add_argument("--table-file", help="write the table there, not stdout")
    p.add_argument("--keep", metavar="DIR",
                   help="keep each point's imported .mlir in DIR")
    p.add_argument("--roofline-opt", help="the roofline-opt binary")
    return p


def cli(argv: List[str], prog: str = "python3 -m roofline sweep") -> int:
    try:
        args = _parser(prog).parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    try:
        rows = run(args)
        for r in rows:  # a point that failed is reported; the others stand
            if r.get("error"):
                point = f"batch {r['batch']}" + (f", seq {r['seq']}" if r["seq"] else "")
                print(f"roofline sweep: {point} failed: {r['error']}", file=sys.stderr)
        if args.table_file:
            with open(args.table_file, "w") as f:
                write_table(rows, args.format, f)
        else:
            write_table(rows, args.format, sys.stdout)
        if args.output:
            draw_sweep(rows, args.output, title=f"{args.model} on "
                       f"{args.device}")
            print(f"wrote {args.output}", file=sys.stderr)
    except SweepError as e:
        print(f"roofline sweep: error: {e}", file=sys.stderr)
        return 2
    except ReportError as e:  # matplotlib missing, a picture not written
        print(f"roofline sweep: error: {e}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"roofline sweep: error: {e.filename}: {e.strerror}",
              file=sys.stderr)
        return 2
    return 0


def run(args) -> List[Dict]:
    batches = parse_list(args.batch, "--batch")
    seqs: List[Optional[int]] = (parse_list(args.seq, "--seq") if args.seq
                                 else [None])
    opt = find_roofline_opt(args.roofline_opt)
    extra = [f"--mode={args.mode}"] if args.mode else []
    if args.output:
        from .plot import check_output
        try:
            check_output(args.output)
        except ReportError as e:
            raise SweepError(str(e))
    if args.model.endswith(".mlir"):
        if args.seq:
            raise SweepError("--seq needs a model to import; an .mlir file "
                             "is swept over --batch only")
        return sweep_ir(args.model, batches, opt, args.device, extra)
    return sweep_model(args.model, batches, seqs, opt, args.device,
                       args.dtype, extra, args.keep, args.seq_dim,
                       args.input_shape)
