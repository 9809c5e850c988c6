#!/usr/bin/env python3
"""Compare roofline-opt's whole-model times with published measurements.

For every row of models.csv: imports the model with the project's importer

    /usr/bin/python3 -m roofline import-torch MODEL --input-shape ... \\
        [--dtype f32|f16|bf16 | --autocast f16|bf16] [--train --optimizer sgd|adam]

(PYTHONPATH=python; imports are cached by their command line in --cache),
analyses it in the row's mode

    roofline-opt --analyze --json --device=<row's device> --mode=<mode> [--allow-tf32]
        [--eager-attention=sdpa|unfused] [--library-epilogues=separate] [EXTRA...]

and compares the report's `totals.predicted_time_s` with the measured time.
Error = |pred / meas - 1|. Reports every row, then the median error and
median pred/meas by roofline-opt mode, by batch class, by precision and by
task. Nothing is fitted on these rows except, with --cv-host, the one
host-cost scale of eager mode, and that only leave-one-source-out: each
eager row is then predicted with the scale fitted on the other sources.

How a row maps to the import and the analysis (README.md, "Whole models"):

  precision   fp32 -> --dtype f32; tf32 -> --dtype f32 and --allow-tf32;
              fp16 / bf16 -> --dtype f16 / bf16 (a .half() model);
              amp-fp16 / amp-bf16 -> --autocast f16 / bf16 for inference,
              --dtype f16 / bf16 for a training step (the importer's
              autocast is inference only: flag amp-train-imported-all-f16)
  mode        pytorch-eager -> eager; torch.compile (Inductor, no CUDA
              graphs) -> compiled; torch.compile-reduce-overhead and
              vllm-cudagraphs -> graph; tensorrt-llm, llama.cpp-cuda ->
              compiled (native launches, no Python in the loop)
  task        inference / decode: the forward; train: --train with the
              row's optimizer (TRAIN_OPTIMIZER)
  attention   eager rows: --eager-attention=unfused for the frameworks of
              EAGER_ATTENTION_UNFUSED (their model code runs the chain op
              by op), sdpa for every other (PyTorch 2's fused kernel)
  epilogues   torch.compile rows (LIBRARY_EPILOGUES_SEPARATE):
              --library-epilogues=separate (Inductor's default calls cuBLAS
              and cuDNN as extern kernels that fuse no epilogue)

Options:
  --roofline-opt PATH     the binary (default build/bin/roofline-opt, else
                          the lead's /work/main/build/bin/roofline-opt)
  --cache DIR             where imports are kept (default
                          $TMPDIR/roofline-models-cache)
  --only ID               only this row (repeatable)
  --rows FILE             the measurements (default models.csv)
  --check-rows            check the rows (columns, values, formulas, devices)
                          and exit: no import, no roofline-opt
  --csv                   every row as CSV on stdout
  --write-docs [FILE]     put the generated tables between
                          <!-- models:begin --> and <!-- models:end --> in
                          FILE (docs/validation.md)
  --jobs N                imports and analyses at once (default 1)
  --import-timeout S      give up a row whose import takes longer (it is
                          reported as not predicted; default: no limit)
  --cached-only           import nothing: rows not in the cache are reported
                          as not predicted
  --cv-host               eager rows are predicted out of fold: the eager
                          mode's host-cost scale (lib/Model/HostOverhead.cpp)
                          is refitted with each source left out, on the
                          other sources' eager rows at batch <= 64, and the
                          left-out source's rows are predicted with it
                          (docs/validation.md, "Whole models")
  -- EXTRA...             passed to roofline-opt
"""

import argparse
import concurrent.futures
import csv
import hashlib
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CSV_PATH = os.path.join(HERE, "models.csv")
DEFAULT_DOCS = os.path.join(ROOT, "docs", "validation.md")
BEGIN, END = "<!-- models:begin -->", "<!-- models:end -->"
PYTHON = "/usr/bin/python3"

COLUMNS = ("id", "source_id", "model", "task", "batch", "seq_len", "image_size", "precision",
           "framework", "framework_mode", "device", "device_src", "measured_time_s",
           "measured_raw", "formula", "timing", "source", "flags")
#: model name -> (importer MODEL, input shapes as a function of batch and seq_len)
BENCH_MODELS = {
    "bert-large-qa": (os.path.join(HERE, "models", "bert.py") + ":bert_large_qa",
                      lambda b, s: [f"{b},{s}:i64", f"{b},{s}:i64"]),
    "llama-2-7b-decode": (os.path.join(HERE, "models", "llama.py") + ":llama2_7b_decode",
                          lambda b, s: [f"{b},1:i64", f"32,2,{b},32,{s},128"]),
    "llama-2-7b-decode-hf": (os.path.join(HERE, "models", "llama.py") + ":llama2_7b_decode_hf",
                             lambda b, s: [f"{b},1:i64", f"32,2,{b},32,{s},128"]),
}
MODES = {"pytorch-eager": "eager", "torch.compile": "compiled",
         "torch.compile-reduce-overhead": "graph", "vllm-cudagraphs": "graph",
         "tensorrt-llm": "compiled", "llama.cpp-cuda": "compiled"}
#: How eager mode runs attention (roofline-opt --eager-attention, docs/model.md
#: 1.8 "Attention"), by the row's `framework` column: the default, sdpa, is
#: PyTorch 2 model code calling scaled_dot_product_attention (one fused
#: kernel); these frameworks ran the chain op by op, so their eager rows take
#: unfused. Every framework not listed takes sdpa.
#:  - DLE BERT: BertSelfAttention is torch.matmul, / sqrt(d), + mask,
#:    F.softmax, dropout, torch.matmul (NVIDIA/DeepLearningExamples
#:    PyTorch/LanguageModeling/BERT/modeling.py @ 1d4211fe9d94550d7bc72bb9b0ac4f576533ca52,
#:    read for this mapping; a later version than the rows' 23a6382c): no
#:    scaled_dot_product_attention call.
#:  - transformers 4.35.0 (huggingface/transformers#29651): the issue's
#:    script sets attn_implementation 'eager' (the rows' timing column),
#:    transformers' own matmul-softmax-matmul.
EAGER_ATTENTION_UNFUSED = {
    "PyTorch 19.07 NGC (DLE run_squad.py)",
    "transformers 4.35.0, torch 2.3.0.dev20240313+cu121",
}
#: Modes whose compiler calls cuBLAS and cuDNN as extern kernels that fuse
#: nothing (roofline-opt --library-epilogues=separate, docs/model.md 1.8
#: "Fused kernels"): Inductor without max-autotune, as torch.compile runs by
#: default (torch/_inductor/utils.py use_triton_template needs
#: use_max_autotune(); kernel/conv.py `convolution` offers aten_convolution
#: alone otherwise). The timm rows' benchmark.py passes its
#: --torchcompile-mode, default None, to torch.compile (Inductor's default);
#: gpt-fast's reduce-overhead is that with CUDA graphs. Every other mode
#: takes roofline-opt's default, fused.
LIBRARY_EPILOGUES_SEPARATE = {"torch.compile", "torch.compile-reduce-overhead"}
#: Frameworks whose addmm copies a linear layer's bias into the output (a
#: kernel) and runs the GEMM with beta = 1, rather than adding it in
#: cuBLASLt's bias epilogue (PyTorch 1.12 and later, pytorch/pytorch#72148;
#: docs/model.md 1.8): the NGC containers of the DLE rows ship releases
#: before it (NVIDIA's PyTorch release notes: 19.07 has PyTorch 1.2.0, 21.03
#: has 1.9.0a0). Their eager rows run with a framework profile whose
#: gemm_bias_epilogue is false. Every framework not listed adds the bias in
#: the epilogue (PyTorch 2.x, transformers on torch 2, compiled modes).
BIAS_COPIED = {
    "PyTorch 19.07 NGC (DLE run_squad.py)",
    "PyTorch 21.03 NGC (DLE main.py)",
}
PRECISIONS = {"fp32": ("f32", None, False), "tf32": ("f32", None, True),
              "fp16": ("f16", None, False), "bf16": ("bf16", None, False),
              "amp-fp16": (None, "f16", False), "amp-bf16": (None, "bf16", False)}
TASKS = ("inference", "decode", "train")
TRAIN_OPTIMIZER = {"resnet50": "sgd", "bert-large-qa": "adam"}
DEVICES_DIR = os.path.join(ROOT, "devices")
#: The published per-op host costs of PyTorch eager, microseconds, before the
#: fitted scale (lib/Model/HostOverhead.cpp cites where each was read).
HOST_BASE_US = {"elementwise_us": 2.0, "reduction_us": 2.0, "library_call_us": 9.735,
                "view_us": 0.912}
#: The scale of the built-in profile (lib/Model/HostOverhead.cpp kHostScale).
BUILTIN_HOST_SCALE = 8
#: The scales --cv-host tries (a grid, searched for the least log_error).
HOST_SCALES = (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 12, 14, 16, 20)
#: Eager rows whose batch is at most this take part in the host-scale fit.
HOST_FIT_MAX_BATCH = 64


class BenchError(Exception):
    """A malformed row or a failed tool, reported in one line."""


def catalog_devices():
    names = set()
    for name in os.listdir(DEVICES_DIR):
        if name.endswith(".json"):
            with open(os.path.join(DEVICES_DIR, name)) as f:
                names.add(json.load(f)["name"])
    return names


def load_rows(path=CSV_PATH):
    devices = catalog_devices()
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        if tuple(reader.fieldnames or ()) != COLUMNS:
            raise BenchError(f"{path}: columns {reader.fieldnames}, expected {list(COLUMNS)}")
        rows = list(reader)
    seen = set()
    for i, r in enumerate(rows, start=2):
        where = f"{path}:{i} ({r['id']})"
        if r["id"] in seen:
            raise BenchError(f"{where}: duplicate id")
        seen.add(r["id"])
        for col, allowed in (("task", TASKS), ("precision", PRECISIONS),
                             ("framework_mode", MODES)):
            if r[col] not in allowed:
                raise BenchError(f"{where}: {col} {r[col]!r}, expected one of "
                                 f"{', '.join(sorted(allowed))}")
        if r["device"] not in devices:
            raise BenchError(f"{where}: device {r['device']!r} is not in devices/*.json")
        for col in ("batch", "measured_time_s"):
            try:
                if float(r[col]) <= 0:
                    raise ValueError
            except ValueError:
                raise BenchError(f"{where}: {col} {r[col]!r} is not a positive number")
        if r["model"] in BENCH_MODELS and not r["seq_len"].isdigit():
            raise BenchError(f"{where}: seq_len {r['seq_len']!r}: {r['model']} needs a sequence "
                             "length")
        if r["model"] not in BENCH_MODELS and not r["image_size"].isdigit():
            raise BenchError(f"{where}: image_size {r['image_size']!r}: a torchvision model needs "
                             "one")
        if r["task"] == "train" and r["model"] not in TRAIN_OPTIMIZER:
            raise BenchError(f"{where}: no optimizer known for training {r['model']}")
        check_formula(r, where)
    if path == CSV_PATH:
        missing = EAGER_ATTENTION_UNFUSED - {r["framework"] for r in rows}
        if missing:
            raise BenchError(f"{path}: EAGER_ATTENTION_UNFUSED names frameworks no row has: "
                             f"{', '.join(sorted(missing))}")
    return rows


def check_formula(r, where):
    """The measured time follows from the published figure as `formula` says."""
    value, unit = r["measured_raw"].split(" ", 1)
    value, batch = float(value), int(r["batch"])
    expect = {"ms": value / 1e3, "img/s": batch / value, "sequences/s": batch / value,
              "tokens/s": 1 / value}.get(unit)
    if expect is None:
        raise BenchError(f"{where}: measured_raw unit {unit!r} not understood")
    if abs(float(r["measured_time_s"]) / expect - 1) > 1e-5:
        raise BenchError(f"{where}: measured_time_s {r['measured_time_s']} does not follow from "
                         f"{r['measured_raw']} ({expect:.6e})")


def import_command(r):
    """The importer's arguments for a row (without -o)."""
    batch = int(r["batch"])
    if r["model"] in BENCH_MODELS:
        spec, shapes = BENCH_MODELS[r["model"]]
        shapes = shapes(batch, int(r["seq_len"]))
    else:
        spec, size = r["model"], int(r["image_size"])
        shapes = [f"{batch},3,{size},{size}"]
    args = [spec] + [a for s in shapes for a in ("--input-shape", s)]
    dtype, autocast, _ = PRECISIONS[r["precision"]]
    if r["task"] == "train":
        args += ["--train", "--optimizer", TRAIN_OPTIMIZER[r["model"]],
                 "--dtype", dtype or autocast]
    elif autocast:
        args += ["--autocast", autocast]
    else:
        args += ["--dtype", dtype]
    return args


def shown(args):
    """An import command as the tables show it: paths relative to the checkout."""
    return " ".join(a.replace(ROOT + os.sep, "") for a in args)


def imported(r, cache, timeout=None, cached_only=False):
    """The path of the row's imported MLIR, importing it unless cached
    (BenchError when the import fails, takes more than `timeout` s, or is
    not cached with cached_only)."""
    args = import_command(r)
    key = hashlib.sha256("\0".join(args).encode()).hexdigest()[:16]
    path = os.path.join(cache, f"{r['model']}-{key}.mlir")
    if os.path.exists(path):
        return path, args
    if cached_only:
        raise BenchError(f"not imported (--cached-only): {shown(args)}")
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
    try:
        out = subprocess.run([PYTHON, "-m", "roofline", "import-torch"] + args
                             + ["-o", path + ".tmp"], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise BenchError(f"import took more than {timeout:g} s ({shown(args)})")
    if out.returncode != 0:
        raise BenchError(f"import failed ({shown(args)}): "
                         + (out.stderr.strip().splitlines() or ["?"])[-1])
    os.replace(path + ".tmp", path)
    return path, args


def eager_attention(r):
    """How the row's framework runs attention in eager mode (EAGER_ATTENTION_UNFUSED)."""
    return "unfused" if r["framework"] in EAGER_ATTENTION_UNFUSED else "sdpa"


def analyze(r, path, tool, extra):
    cmd = [tool, "--analyze", "--json", f"--device={r['device']}",
           f"--mode={MODES[r['framework_mode']]}"]
    if PRECISIONS[r["precision"]][2]:
        cmd.append("--allow-tf32")
    if MODES[r["framework_mode"]] == "eager":
        cmd.append(f"--eager-attention={eager_attention(r)}")
    if r["framework_mode"] in LIBRARY_EPILOGUES_SEPARATE:
        cmd.append("--library-epilogues=separate")
    if channels_last(r):
        cmd.append("--memory-format=channels-last")
    out = subprocess.run(cmd + list(extra) + [path], capture_output=True, text=True)
    if out.returncode != 0:
        raise BenchError(f"roofline-opt failed ({out.returncode}): "
                         + (out.stderr.strip().splitlines() or ["?"])[0])
    report = json.loads(out.stdout)
    totals = report["totals"]
    kernels = sum(1 for op in report["ops"] if op.get("launch_time_s", 0) > 0)
    return {"pred": totals["predicted_time_s"], "bound": totals["time_s"],
            "launch": totals.get("launch_time_s", 0.0), "kernels": kernels,
            "bytes": totals["bytes"], "flops": totals["flops"]}


def evaluate(r, cache, tool, extra, timeout=None, cached_only=False):
    try:
        path, args = imported(r, cache, timeout, cached_only)
        res = analyze(r, eager_path(r, path, cache), tool, extra)
    except BenchError as e:
        return dict(row=r, error=str(e))
    meas = float(r["measured_time_s"])
    return dict(row=r, meas=meas, ratio=res["pred"] / meas, err=abs(res["pred"] / meas - 1),
                import_args=args, path=path, **res)


def channels_last(r):
    """Whether the row's framework ran its convolutions' activations NHWC
    (roofline-opt --memory-format=channels-last, docs/model.md 1.8
    "Convolution layouts"): a source that says so (flags nhwc-in-source: the
    DLE configs' AMP memory_format nhwc; channels-last: timm's nhwc result
    files). Every other row ran PyTorch's default, NCHW."""
    return any(f.startswith(("nhwc-in-source", "channels-last"))
               for f in r["flags"].split(";"))


def bias_copied(r):
    """Whether the row's framework copies a linear layer's bias (BIAS_COPIED)."""
    return r["framework"] in BIAS_COPIED


def eager_path(r, path, cache):
    """The file an eager row is analysed on: the import itself, or for a
    framework that copies the bias, a copy carrying the built-in profile's
    figures and gemm_bias_epilogue = false."""
    if MODES[r["framework_mode"]] != "eager" or not bias_copied(r):
        return path
    return with_framework(path, BUILTIN_HOST_SCALE, cache, bias_epilogue=False)


def with_framework(path, scale, cache, bias_epilogue=True):
    """A copy of the import `path` whose module carries the PyTorch eager
    profile's figures times `scale` (the `roofline.framework` attribute),
    and gemm_bias_epilogue = false unless `bias_epilogue`."""
    out_dir = os.path.join(cache, "host-scale")
    os.makedirs(out_dir, exist_ok=True)
    tag = "" if bias_epilogue else "-biascopy"
    out = os.path.join(out_dir, f"{os.path.basename(path)[:-5]}-s{scale:g}{tag}.mlir")
    if os.path.exists(out):
        return out
    with open(path) as f:
        text = f.read()
    fields = ", ".join(f"{k} = {v * scale:.6e} : f64" for k, v in HOST_BASE_US.items())
    if not bias_epilogue:
        fields += ", gemm_bias_epilogue = false"
    attr = (f'roofline.framework = {{name = "pytorch-eager-x{scale:g}", source = '
            f'"validate_models.py --cv-host", {fields}}}')
    head = "\nmodule {\n"
    if head not in text:
        raise BenchError(f"{path}: no 'module {{' line to give the framework profile")
    with open(out + ".tmp", "w") as f:
        f.write(text.replace(head, f"\nmodule attributes {{{attr}}} {{\n", 1))
    os.replace(out + ".tmp", out)
    return out


def log_error(preds):
    """Mean squared log(pred / meas) of (pred, meas) pairs: the host scale's
    objective. Least squares, as the kernel bench's floor fit
    (crossval.fit_floor); a median |log| over rows of mixed regimes (host-
    and GPU-bound) has distant near-equal minima, and the chosen scale of a
    fold flipped between them on small model changes (docs/validation.md,
    "Whole models")."""
    return sum(math.log(p / m) ** 2 for p, m in preds) / len(preds)


def cv_host(results, cache, tool, extra, jobs):
    """Predicts the eager rows out of fold (--cv-host); returns the scale
    fitted on every source and {source: scale of its fold}."""
    eager = [x for x in results if "error" not in x
             and MODES[x["row"]["framework_mode"]] == "eager"]
    small = [x for x in eager if int(x["row"]["batch"]) <= HOST_FIT_MAX_BATCH]
    tasks = [(x, s) for x in small for s in HOST_SCALES]

    def run(task):
        x, s = task
        path = with_framework(x["path"], s, cache, not bias_copied(x["row"]))
        return (x["row"]["id"], s), analyze(x["row"], path, tool, extra)["pred"]

    with concurrent.futures.ThreadPoolExecutor(max(1, jobs)) as pool:
        preds = dict(pool.map(run, tasks))

    def fit(rows):
        if not rows:
            return None
        return min(HOST_SCALES, key=lambda s: (log_error(
            [(preds[(x["row"]["id"], s)], x["meas"]) for x in rows]), s))

    s_all = fit(small)
    # The scale each source's own rows want (a diagnosis, never used to
    # predict): how far apart the hosts behind the sources are.
    own = {src: fit([x for x in small if x["row"]["source_id"] == src])
           for src in sorted({x["row"]["source_id"] for x in small})}
    folds = {}
    for src in sorted({x["row"]["source_id"] for x in eager}):
        s = fit([x for x in small if x["row"]["source_id"] != src])
        if s is None:
            raise BenchError(f"--cv-host: no eager rows at batch <= {HOST_FIT_MAX_BATCH} "
                             f"outside source {src} to fit on")
        folds[src] = s
        for x in eager:
            if x["row"]["source_id"] != src:
                continue
            key = (x["row"]["id"], s)
            pred = preds[key] if key in preds else analyze(
                x["row"], with_framework(x["path"], s, cache, not bias_copied(x["row"])),
                tool, extra)["pred"]
            x.update(pred=pred, ratio=pred / x["meas"], err=abs(pred / x["meas"] - 1),
                     host_scale=s)
    return s_all, folds, own


def own_scale_note(results, own):
    """A sentence for the docs: the host-cost scale each source fits on its
    own rows at batch <= HOST_FIT_MAX_BATCH, and the spread of the eager
    batch 1-4 rows' pred/meas out of fold, which one scale for every host
    cannot narrow below the ratio of those scales."""
    small = [x for x in results if "error" not in x and "host_scale" in x
             and int(x["row"]["batch"]) <= 4]
    lo = min(small, key=lambda x: x["ratio"]) if small else None
    hi = max(small, key=lambda x: x["ratio"]) if small else None
    text = ("Host-cost scale each source's eager rows at batch <= "
            f"{HOST_FIT_MAX_BATCH} fit on their own (a diagnosis, not used to predict; "
            f"grid {HOST_SCALES[0]:g} to {HOST_SCALES[-1]:g}): "
            + ", ".join(f"{k} {v:g}" for k, v in own.items()) + ".")
    if lo and hi:
        text += (f" Eager rows at batch 1-4 out of fold: pred/meas {lo['ratio']:.3f} "
                 f"({lo['row']['id']}) to {hi['ratio']:.3f} ({hi['row']['id']}), "
                 f"{hi['ratio'] / lo['ratio']:.2f} times apart; a band of 0.7 to 1.4 "
                 "is 2 times wide.")
    return text


def batch_class(b):
    b = int(b)
    return "1-4" if b <= 4 else ("5-64" if b <= 64 else "65+")


def median_row(results):
    errs = [x["err"] for x in results]
    return (len(errs), statistics.median(errs), statistics.median(x["ratio"] for x in results))


def fmt_time(s):
    for unit, f in (("s", 1), ("ms", 1e3), ("us", 1e6)):
        if s * f >= 1:
            return f"{s * f:.3g} {unit}"
    return f"{s * 1e9:.3g} ns"


def summary_tables(results):
    """Markdown: the medians by group, then every row."""
    ok = [x for x in results if "error" not in x]
    out = []
    groups = [
        ("roofline-opt mode", lambda x: MODES[x["row"]["framework_mode"]]),
        ("mode and batch", lambda x: f"{MODES[x['row']['framework_mode']]}, batch "
                                     f"{batch_class(x['row']['batch'])}"),
        ("precision", lambda x: x["row"]["precision"]),
        ("task", lambda x: x["row"]["task"]),
        ("source", lambda x: x["row"]["source_id"]),
    ]
    n, med, ratio = median_row(ok)
    out.append("| rows | median \\|pred/meas - 1\\| | median pred/meas |")
    out.append("|---:|---:|---:|")
    out.append(f"| {n} | {med:.3f} | {ratio:.3f} |")
    for title, key in groups:
        out.append("")
        out.append(f"| {title} | rows | median \\|pred/meas - 1\\| | median pred/meas |")
        out.append("|---|---:|---:|---:|")
        for name in sorted({key(x) for x in ok}):
            n, med, ratio = median_row([x for x in ok if key(x) == name])
            out.append(f"| {name} | {n} | {med:.3f} | {ratio:.3f} |")
    out.append("")
    out.append("| id | model | task | batch | precision | framework mode | mode | device "
               "| measured | predicted | pred/meas | kernels | measured / kernel |")
    out.append("|---|---|---|---:|---|---|---|---|---:|---:|---:|---:|---:|")
    for x in results:
        r = x["row"]
        if "error" in x:
            out.append(f"| {r['id']} | {r['model']} | {r['task']} | {r['batch']} "
                       f"| {r['precision']} | {r['framework_mode']} "
                       f"| {MODES[r['framework_mode']]} | {r['device']} | "
                       f"{fmt_time(float(r['measured_time_s']))} | not predicted: {x['error']} "
                       "| - | - | - |")
            continue
        per_kernel = fmt_time(x["meas"] / x["kernels"]) if x["kernels"] else "-"
        out.append(f"| {r['id']} | {r['model']} | {r['task']} | {r['batch']} | {r['precision']} "
                   f"| {r['framework_mode']} | {MODES[r['framework_mode']]} | {r['device']} "
                   f"| {fmt_time(x['meas'])} | {fmt_time(x['pred'])} | {x['ratio']:.3f} "
                   f"| {x['kernels']} | {per_kernel} |")
    failed = [x for x in results if "error" in x]
    if failed:
        out.append("")
        out.append(f"{len(failed)} row(s) could not be predicted (listed above) and are left out "
                   "of the medians.")
    return "\n".join(out)


def write_docs(path, text):
    with open(path) as f:
        doc = f.read()
    if BEGIN not in doc or END not in doc:
        raise BenchError(f"{path}: no {BEGIN} ... {END} markers")
    head, rest = doc.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    gen = ("<!-- Generated by `python3 bench/validation/validate_models.py --write-docs`; "
           "do not edit by hand. -->\n\n")
    with open(path, "w") as f:
        f.write(head + BEGIN + "\n" + gen + text + "\n" + END + tail)


def default_tool():
    own = os.path.join(ROOT, "build", "bin", "roofline-opt")
    return own if os.access(own, os.X_OK) else "/work/main/build/bin/roofline-opt"


def parse_args(argv):
    extra = []
    if "--" in argv:
        i = argv.index("--")
        argv, extra = argv[:i], argv[i + 1:]
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--roofline-opt", default=None)
    p.add_argument("--cache", default=os.path.join(tempfile.gettempdir(),
                                                   "roofline-models-cache"))
    p.add_argument("--only", action="append", default=[])
    p.add_argument("--rows", default=CSV_PATH)
    p.add_argument("--check-rows", action="store_true")
    p.add_argument("--csv", action="store_true")
    p.add_argument("--write-docs", nargs="?", const=DEFAULT_DOCS, default=None)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--import-timeout", type=float, default=None)
    p.add_argument("--cached-only", action="store_true")
    p.add_argument("--cv-host", action="store_true")
    args = p.parse_args(argv)
    args.extra = extra
    return args


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    tool = args.roofline_opt or default_tool()
    try:
        rows = load_rows(args.rows)
        if args.check_rows:
            print(f"{len(rows)} rows, {len({r['source_id'] for r in rows})} sources: the columns, "
                  "values, formulas and devices check")
            return 0
        if args.only:
            unknown = set(args.only) - {r["id"] for r in rows}
            if unknown:
                raise BenchError(f"--only: no row {', '.join(sorted(unknown))}")
            rows = [r for r in rows if r["id"] in args.only]
        if not os.access(tool, os.X_OK):
            raise BenchError(f"roofline-opt not found at {tool} (build it, or give --roofline-opt)")
        os.makedirs(args.cache, exist_ok=True)
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
            results = list(pool.map(lambda r: evaluate(r, args.cache, tool, args.extra,
                                                       args.import_timeout, args.cached_only),
                                    rows))
        cv_note = ""
        if args.cv_host:
            s_all, folds, own = cv_host(results, args.cache, tool, args.extra, args.jobs)
            cv_note = (f"Eager rows predicted out of fold (--cv-host): host-cost scale fitted "
                       f"with each source left out: "
                       + ", ".join(f"{k} {v:g}" for k, v in folds.items())
                       + f"; fitted on every source: {s_all:g}. "
                       + own_scale_note(results, own))
    except BenchError as e:
        print(f"validate_models.py: error: {e}", file=sys.stderr)
        return 2
    if args.csv:
        if cv_note:
            print(cv_note, file=sys.stderr)
        w = csv.writer(sys.stdout, lineterminator="\n")
        w.writerow(["id", "mode", "measured_s", "predicted_s", "bound_s", "pred_over_meas",
                    "kernels", "launch_s", "bytes", "flops", "error"])
        for x in results:
            r = x["row"]
            if "error" in x:
                w.writerow([r["id"], MODES[r["framework_mode"]], r["measured_time_s"], "", "", "",
                            "", "", "", "", x["error"]])
            else:
                w.writerow([r["id"], MODES[r["framework_mode"]], "%.6e" % x["meas"],
                            "%.6e" % x["pred"], "%.6e" % x["bound"], "%.4f" % x["ratio"],
                            x["kernels"], "%.6e" % x["launch"], x["bytes"], x["flops"], ""])
        return 0
    text = summary_tables(results)
    if cv_note:
        text = cv_note + "\n\n" + text
    if args.write_docs:
        try:
            write_docs(args.write_docs, text)
        except BenchError as e:
            print(f"validate_models.py: error: {e}", file=sys.stderr)
            return 2
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
