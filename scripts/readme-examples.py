#!/usr/bin/env python3
"""Writes the real outputs quoted in README.md: the ResNet-18 worked example
(`roofline-opt --analyze examples/models/resnet18.mlir`, as
scripts/run-example.sh runs it: the summary whole, the tables abridged) and the GPU-lowering example
(examples/gpu_lowering.mlir through Debian's mlir-opt into roofline-opt).
Each goes between `<!-- readme:NAME:begin -->` and `<!-- readme:NAME:end -->`.
It also writes the `roofline compare` example of docs/charts.md (the basic
block on the A100, FP32 against `--allow-tf32`), region `charts-compare`,
and the first table row of docs/importer.md's example (region `importer`:
the bundled examples/models/resnet18.mlir, which the importer made).

    python3 scripts/readme-examples.py            # rewrite README.md
    python3 scripts/readme-examples.py --check    # exit 1 if README.md is stale

With --sweeps it writes only docs/cli.md's sweep tables instead (regions
`sweep-resnet50`, `sweep-gpt2-prefill`, `sweep-gpt2-decode`: each the
command and its `--format markdown` table, on the H100), which import
PyTorch models: it needs Debian's python3-torch and python3-torchvision
(run it with /usr/bin/python3). They took 16 s together on a shared 2-core
machine (2026-12); python/tests/test_sweep.py checks them under
ROOFLINE_SLOW_TESTS=1.

The binaries are $ROOFLINE_OPT (else build/bin/roofline-opt) and $MLIR_OPT
(else /usr/lib/llvm-22/bin/mlir-opt, else mlir-opt-22 or mlir-opt on PATH).
Standard library only.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
README = os.path.join(ROOT, "README.md")
CHARTS = os.path.join(ROOT, "docs", "charts.md")
IMPORTER = os.path.join(ROOT, "docs", "importer.md")
CLI = os.path.join(ROOT, "docs", "cli.md")

# docs/cli.md's sweeps: region name and the arguments of `roofline sweep`.
SWEEPS = [
    ("sweep-resnet50", "resnet50 --batch 1,8,32,128"),
    ("sweep-gpt2-prefill", "gpt2-block-prefill --batch 1,8,32,128"),
    ("sweep-gpt2-decode", "gpt2-block-decode --batch 1,8,32,128 --seq 256,1023"),
]
SWEEP_DEVICE = "h100-sxm5-80gb"

# The rows of the op table, the tiles section and the slowest ops kept in
# the abridged ResNet-18 output: the three slowest convolutions, the one the
# README explains (layer1.0.conv1), two launch-bound elementwise ops and the
# pad and fill folded into that convolution.
KEPT_ROWS = {1, 2, 3, 8, 22, 24, 75, 76}
KEPT_TILES = {1, 8}

GPU_PIPELINE = ("builtin.module(func.func(convert-linalg-to-parallel-loops,"
                "scf-parallel-loop-tiling{parallel-loop-tile-sizes=16,16 "
                "no-min-max-bounds=true},gpu-map-parallel-loops),"
                "convert-parallel-loops-to-gpu,gpu-kernel-outlining,canonicalize)")
MLIR_OPT_SHOWN = "/usr/lib/llvm-22/bin/mlir-opt"


def tool(env, default, *fallbacks):
    path = os.environ.get(env)
    if path:
        return path
    for p in (default,) + fallbacks:
        found = p if os.path.isabs(p) and os.access(p, os.X_OK) else shutil.which(p)
        if found:
            return found
    sys.exit(f"readme-examples: {default} not found (set {env})")


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, cwd=ROOT)
    if p.returncode != 0:
        sys.exit(f"readme-examples: {' '.join(cmd[:3])} ... failed: {p.stderr.strip()}")
    return p.stdout


ROW = re.compile(r"\s+(\d+)\s+(linalg|tensor|gpu)\.")


def cut_shapes(line):
    """An op-table row or its header without the shapes column."""
    if "|" not in line:
        return line
    left, right = line.split("|", 1)
    m = re.search(r"\s+(shapes|tensor<|f32, |@)", left)
    return (left[:m.start()] if m else left).rstrip() + "  |" + right


def abridge_resnet(text):
    """The header and summary whole, then the kept rows of the op table and
    the tiles section, then the totals and the verdict."""
    out, section, keep_tile = [], "summary", False
    for line in text.split("\n"):
        if section == "summary":
            if line.lstrip().startswith("#  op"):
                section = "table"
                out.append(cut_shapes(line))
            else:
                out.append(line)
            continue
        if line.startswith("tiles and traffic"):
            section = "tiles"
            out.append("  ...")
            out.append(line)
            continue
        if section == "table":
            m = ROW.match(line)
            if m:
                n = int(m.group(1))
                if n in KEPT_ROWS:
                    out.append(cut_shapes(line))
                elif n - 1 in KEPT_ROWS and out[-1] != "  ...":
                    out.append("  ...")
                continue
            if line or out[-1:] != ["  ..."]:
                out.append(cut_shapes(line))
        elif section == "tiles":
            m = ROW.match(line)
            if m:
                keep_tile = int(m.group(1)) in KEPT_TILES
                if keep_tile:
                    out.append(line)
                elif out[-1] != "  ...":
                    out.append("  ...")
            elif line.startswith("      "):
                if keep_tile:
                    out.append(line)
            elif line.strip() != "...":
                section = "tail"
                out.append(line)
        else:
            out.append(line)
    return "\n".join(out).rstrip()


def resnet_example(roofline_opt):
    return abridge_resnet(run([roofline_opt, "--analyze", "examples/models/resnet18.mlir"]))


def gpu_example(roofline_opt, mlir_opt):
    lowered = run([mlir_opt, "examples/gpu_lowering.mlir", "--pass-pipeline=" + GPU_PIPELINE])
    text = run([roofline_opt, "--analyze", "-"], stdin=lowered)
    lines = text.split("\n")
    table = [l.rstrip() for l in lines if ROW.match(l) or l.lstrip().startswith("#  op")]
    k = lines.index(next(l for l in lines if l.startswith("GPU kernels")))
    kernels = lines[k:lines.index("", k)]
    verdict = next(l for l in lines if l.startswith("verdict:"))
    cmd = (f"$ {MLIR_OPT_SHOWN} examples/gpu_lowering.mlir --pass-pipeline='{GPU_PIPELINE}' \\\n"
           "    | build/bin/roofline-opt --analyze -")
    return "\n".join([cmd] + table + [""] + kernels + ["   ...", verdict])


def compare_example(roofline_opt):
    """`roofline compare` of the basic block's FP32 and TF32 reports, run as
    docs/charts.md shows it (report files named fp32.json and tf32.json)."""
    src = "examples/resnet_basic_block.mlir"
    with tempfile.TemporaryDirectory() as tmp:
        for name, extra in (("fp32.json", []), ("tf32.json", ["--allow-tf32"])):
            report = run([roofline_opt, "--analyze", "--device=a100", "--format=json"]
                         + extra + [src])
            with open(os.path.join(tmp, name), "w", encoding="utf-8") as f:
                f.write(report)
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"))
        out = subprocess.run([sys.executable, "-m", "roofline", "compare",
                              "fp32.json", "tf32.json"], cwd=tmp, env=env,
                             capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit("readme-examples: roofline compare failed:\n" + out.stderr)
    cmd = "$ PYTHONPATH=python python3 -m roofline compare fp32.json tf32.json"
    return cmd + "\n" + out.stdout.rstrip("\n")


def importer_example(roofline_opt):
    """The op table's header and slowest op of ResNet-18 on the A100, cut
    after the bytes column as docs/importer.md shows it."""
    text = run([roofline_opt, "--analyze", "--device=a100",
                "examples/models/resnet18.mlir"])
    lines = text.split("\n")
    header = next(l for l in lines if l.lstrip().startswith("#  op"))
    first = lines[lines.index(header) + 1]
    cut = header.index("FLOP/B")
    return "\n".join([header[:cut].rstrip() + " ...",
                      first[:cut].rstrip() + " ...", "   ..."])


def sweep_example(roofline_opt, args):
    """`python3 -m roofline sweep ARGS --format markdown` on the H100: the
    command in backquotes, then its table (markdown, not fenced)."""
    argv = args.split() + [f"--device={SWEEP_DEVICE}", "--format=markdown"]
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "python"),
               ROOFLINE_OPT=roofline_opt)
    out = subprocess.run([sys.executable, "-m", "roofline", "sweep"] + argv,
                         cwd=ROOT, env=env, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"readme-examples: roofline sweep {args} failed (it needs "
                 f"torch and torchvision: /usr/bin/python3):\n{out.stderr}")
    return (f"`python3 -m roofline sweep {' '.join(argv)}`:\n\n"
            + out.stdout.rstrip("\n"))


def replace(doc, name, body, fence=True):
    begin, end = f"<!-- readme:{name}:begin -->", f"<!-- readme:{name}:end -->"
    if begin not in doc or end not in doc:
        sys.exit(f"readme-examples: the document has no {begin} ... {end} region")
    a = doc.index(begin) + len(begin)
    b = doc.index(end)
    if not fence:
        return doc[:a] + "\n" + body + "\n" + doc[b:]
    return doc[:a] + "\n```\n" + body + "\n```\n" + doc[b:]


def example_docs(args, roofline_opt):
    """(path, old text, new text) of each document of the fast examples."""
    mlir_opt = tool("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt", "mlir-opt-22", "mlir-opt")
    doc = open(args.readme, encoding="utf-8").read()
    new = replace(doc, "resnet18", resnet_example(roofline_opt))
    new = replace(new, "gpu", gpu_example(roofline_opt, mlir_opt))
    docs = [(args.readme, doc, new)]
    for path, name, body in ((args.charts, "charts-compare", compare_example),
                             (args.importer, "importer", importer_example)):
        text = open(path, encoding="utf-8").read()
        docs.append((path, text, replace(text, name, body(roofline_opt))))
    return docs


def sweep_docs(args, roofline_opt):
    """(path, old text, new text) of docs/cli.md with its sweep tables."""
    text = open(args.cli, encoding="utf-8").read()
    new = text
    for name, sweep_args in SWEEPS:
        new = replace(new, name, sweep_example(roofline_opt, sweep_args), fence=False)
    return [(args.cli, text, new)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if README.md is stale")
    ap.add_argument("--readme", default=README, help="the README to check or rewrite")
    ap.add_argument("--charts", default=CHARTS, help="the charts doc to check or rewrite")
    ap.add_argument("--importer", default=IMPORTER, help="the importer doc to check or rewrite")
    ap.add_argument("--sweeps", action="store_true",
                    help="only docs/cli.md's sweep tables (needs torch, torchvision)")
    ap.add_argument("--cli", default=CLI, help="the CLI doc (with --sweeps)")
    args = ap.parse_args()
    roofline_opt = tool("ROOFLINE_OPT", os.path.join(ROOT, "build", "bin", "roofline-opt"))
    docs = sweep_docs(args, roofline_opt) if args.sweeps else \
        example_docs(args, roofline_opt)
    if args.check:
        for path, old_text, new_text in docs:
            if new_text != old_text:
                sys.exit(f"readme-examples: {path}'s example outputs are stale; "
                         "run python3 scripts/readme-examples.py"
                         + (" --sweeps" if args.sweeps else ""))
        return
    for path, _, text in docs:
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote " + path)


if __name__ == "__main__":
    main()
