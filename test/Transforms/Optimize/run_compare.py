#!/usr/bin/env python3
"""Meaning test of roofline-optimize: run a program before and after the pass
on the CPU and compare the outputs.

The program file holds `func.func @forward` on static f32 tensors. This
script appends a `@main` that fills every argument with a deterministic
pattern in [-1, 1] ((sum_d i_d * p_d + 31 * arg) mod 19 - 9) / 9 with
p = 7, 13, 17, 23), calls @forward and prints every result's bits (f32
bitcast to i32, so that the comparison is exact). Both versions are lowered
by the same upstream pipeline and run with mlir-runner.

Modes:
  bitwise      every output bit equal (fusion and tiling keep each element's
               arithmetic and its order)
  tol=<eps>:<K>  precision lowering: contractions take 16-bit inputs and
               accumulate in f32. Rounding an input of magnitude <= 1 to a
               format with unit roundoff u changes it by <= u|x|, so each
               product a*b changes by <= (2u + u^2)|a||b| <= 2u + u^2, and a
               dot product over K terms by <= K (2u + u^2); the f32 sums of
               the two versions may round apart by <= 2 K 2^-24 |sum| more.
               Per element: |after - before| <= K (2u + u^2) + 2 K 2^-24 (|before| + K)
               where eps = u (bf16: 2^-8, f16: 2^-11) and K the longest
               reduction. Valid for programs whose contractions feed
               the output through ops that do not amplify errors (a bias add).
  abs=<bound>  every element within <bound> of the original: for 16-bit
               storage of elementwise intermediates, the bound derived in the
               lit test from the values' ranges and the ops' Lipschitz
               constants.

Prints one line per program, e.g.
  ok mlp.mlir bitwise: 16384 values, 16384 equal; fusions=1 tiled=2 precision=0
and exits non-zero when the outputs differ beyond the mode's bound.
"""
import argparse
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

PRIMES = [7, 13, 17, 23, 29, 31]


def parse_signature(text):
    m = re.search(r"func\.func @forward\((.*?)\)\s*->\s*(.*?)\s*\{", text, re.S)
    if not m:
        sys.exit("run_compare: no func.func @forward(...) -> ... in the program")
    args = re.findall(r"tensor<([0-9x]+)xf32>", m.group(1))
    results = re.findall(r"tensor<([0-9x]+)xf32>", m.group(2))
    shape = lambda s: [int(d) for d in s.split("x")]
    return [shape(a) for a in args], [shape(r) for r in results]


def ttype(shape, elt="f32"):
    return "tensor<" + "x".join(str(d) for d in shape) + "x" + elt + ">"


def identity_map(rank):
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({dims})>"


def build_main(args, results):
    out = ["func.func private @printMemrefI32(tensor<*xi32>)", "func.func @main() {"]
    out.append("  %c19 = arith.constant 19 : index")
    out.append("  %nine = arith.constant 9.0 : f32")
    for n, shape in enumerate(args):
        rank, t = len(shape), ttype(shape)
        iters = ", ".join(['"parallel"'] * rank)
        out.append(f"  %e{n} = tensor.empty() : {t}")
        out.append(f"  %in{n} = linalg.generic {{indexing_maps = [{identity_map(rank)}], "
                   f"iterator_types = [{iters}]}} outs(%e{n} : {t}) {{")
        out.append("  ^bb0(%o: f32):")
        out.append(f"    %acc0 = arith.constant {31 * n} : index")
        for d in range(rank):
            out.append(f"    %i{d} = linalg.index {d} : index")
            out.append(f"    %p{d} = arith.constant {PRIMES[d]} : index")
            out.append(f"    %m{d} = arith.muli %i{d}, %p{d} : index")
            out.append(f"    %acc{d + 1} = arith.addi %acc{d}, %m{d} : index")
        out.append(f"    %r = arith.remsi %acc{rank}, %c19 : index")
        out.append("    %ri = arith.index_cast %r : index to i64")
        out.append("    %rf = arith.sitofp %ri : i64 to f32")
        out.append("    %d = arith.subf %rf, %nine : f32")
        out.append("    %v = arith.divf %d, %nine : f32")
        out.append("    linalg.yield %v : f32")
        out.append(f"  }} -> {t}")
    ins = ", ".join(f"%in{n}" for n in range(len(args)))
    arg_types = ", ".join(ttype(a) for a in args)
    res_types = ", ".join(ttype(r) for r in results)
    names = ", ".join(f"%res{k}" for k in range(len(results)))
    if len(results) == 1:
        out.append(f"  %res0 = func.call @forward({ins}) : ({arg_types}) -> {res_types}")
    else:
        out.append(f"  %res:{len(results)} = func.call @forward({ins}) : ({arg_types}) -> ({res_types})")
        for k in range(len(results)):
            out.append(f"  %res{k} = arith.addf %res#{k}, %res#{k} : {ttype(results[k])}")  # unreachable in our suite
    for k, shape in enumerate(results):
        rank, t, ti = len(shape), ttype(shape), ttype(shape, "i32")
        iters = ", ".join(['"parallel"'] * rank)
        out.append(f"  %be{k} = tensor.empty() : {ti}")
        out.append(f"  %b{k} = linalg.generic {{indexing_maps = [{identity_map(rank)}, {identity_map(rank)}], "
                   f"iterator_types = [{iters}]}} ins(%res{k} : {t}) outs(%be{k} : {ti}) {{")
        out.append("  ^bb0(%a: f32, %o: i32):")
        out.append("    %bits = arith.bitcast %a : f32 to i32")
        out.append("    linalg.yield %bits : i32")
        out.append(f"  }} -> {ti}")
        out.append(f"  %u{k} = tensor.cast %b{k} : {ti} to tensor<*xi32>")
        out.append(f"  func.call @printMemrefI32(%u{k}) : (tensor<*xi32>) -> ()")
    out.append("  return")
    out.append("}")
    return "\n".join(out) + "\n"


LOWERING = [
    "--one-shot-bufferize=bufferize-function-boundaries",
    "--scf-forall-to-for",
    "--convert-linalg-to-loops",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    # LLVM intrinsics where there are some (exp, rsqrt, ...), libm for the
    # rest (tanh).
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--arith-expand=include-bf16=true include-f8e8m0=false",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-func-to-llvm",
    "--convert-cf-to-llvm",
    "--reconcile-unrealized-casts",
]


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        sys.stderr.write(p.stderr[-4000:])
        sys.exit(f"run_compare: failed ({p.returncode}): {' '.join(cmd[:2])} ...")
    return p


def execute(tools, module_text):
    # The #roofline attributes of the optimized IR are opaque to a tool
    # without the roofline dialect; lowering drops them.
    lowered = run([tools["mlir-opt"], "--allow-unregistered-dialect", "-"] +
                  LOWERING, module_text).stdout
    libs = ",".join(os.path.join(tools["libdir"], f"lib{n}.so")
                    for n in ("mlir_c_runner_utils", "mlir_runner_utils"))
    out = run([tools["mlir-runner"], "-e", "main", "-entry-point-result=void",
               "-shared-libs=" + libs], lowered).stdout
    # Each print: a header line, then nested brackets of integers.
    values = []
    for block in out.split("Unranked Memref")[1:]:
        data = block.split("data =", 1)[1]
        values.append([int(v) for v in re.findall(r"-?\d+", data)])
    return values


def as_float(bits):
    return struct.unpack("<f", struct.pack("<i", bits))[0]


def main():
    ap = argparse.ArgumentParser()
    # Flag names avoid the tools' names, which lit substitutes in RUN lines.
    ap.add_argument("--pass-tool", default="roofline-opt")
    ap.add_argument("--lowering-tool", default="mlir-opt")
    ap.add_argument("--runner-tool", default="mlir-runner")
    ap.add_argument("--libdir", default="",
                    help="where libmlir_runner_utils.so is (default: ../lib "
                         "next to the runner)")
    ap.add_argument("--options", default="device=a100-sxm4-40gb",
                    help="roofline-optimize options")
    ap.add_argument("--mode", default="bitwise")
    ap.add_argument("program")
    a = ap.parse_args()
    which = lambda t: shutil.which(t) or sys.exit(f"run_compare: {t} not found")
    runner = which(a.runner_tool)
    libdir = a.libdir or os.path.join(
        os.path.dirname(os.path.dirname(os.path.realpath(runner))), "lib")
    tools = {"mlir-opt": which(a.lowering_tool), "mlir-runner": runner,
             "libdir": libdir}
    a.roofline_opt = which(a.pass_tool)

    text = open(a.program).read()
    args, results = parse_signature(text)
    module = text + "\n" + build_main(args, results)

    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        opt = run([a.roofline_opt, "-",
                   "--pass-pipeline=builtin.module(roofline-optimize{" + a.options +
                   f" emit-remarks=false format=json report-file={report}" + "})"],
                  module).stdout
        decisions = json.load(open(report))["decisions"]
        # The pass changes nothing the second time.
        again = run([a.roofline_opt, "-",
                     "--pass-pipeline=builtin.module(roofline-optimize{" + a.options +
                     " emit-remarks=false})"], opt).stdout
        canon = lambda s: run([a.roofline_opt, "-"], s).stdout
        idempotent = canon(again) == canon(opt)

    before = execute(tools, module)
    after = execute(tools, opt)
    name = os.path.basename(a.program)
    same = decisions.get("tiled_same_time", 0)
    summary = (f"fusions={decisions['fusions']} tiled={decisions['tiled']} "
               + (f"tiled_same_time={same} " if same else "") +
               f"precision={decisions['precision_changes']} "
               f"idempotent={'yes' if idempotent else 'NO'}")
    if len(before) != len(after) or any(len(x) != len(y) for x, y in zip(before, after)):
        print(f"FAIL {name}: output shapes differ; {summary}")
        return 1
    flat_b = [v for r in before for v in r]
    flat_a = [v for r in after for v in r]
    if a.mode == "bitwise":
        equal = sum(1 for x, y in zip(flat_b, flat_a) if x == y)
        ok = equal == len(flat_b) and idempotent
        print(f"{'ok' if ok else 'FAIL'} {name} bitwise: {len(flat_b)} values, "
              f"{equal} equal; {summary}")
        return 0 if ok else 1
    m = re.fullmatch(r"abs=([0-9.e+-]+)", a.mode)
    if m:
        bound = float(m.group(1))
        diffs = [abs(as_float(x) - as_float(y)) for x, y in zip(flat_b, flat_a)]
        bad = sum(1 for d in diffs if not d <= bound)
        ok = bad == 0 and idempotent
        print(f"{'ok' if ok else 'FAIL'} {name} |diff| <= {bound:g}: {len(diffs)} values, "
              f"{bad} beyond the bound; max |diff| {max(diffs):.3g}; {summary}")
        return 0 if ok else 1
    m = re.fullmatch(r"tol=([0-9.e+-]+):(\d+)", a.mode)
    if not m:
        sys.exit(f"run_compare: unknown mode {a.mode}")
    u, k = float(m.group(1)), int(m.group(2))
    worst, worst_ratio, bad = 0.0, 0.0, 0
    for xb, ya in zip(flat_b, flat_a):
        x, y = as_float(xb), as_float(ya)
        bound = k * (2 * u + u * u) + 2 * k * 2.0 ** -24 * (abs(x) + k)
        diff = abs(x - y)
        worst = max(worst, diff)
        worst_ratio = max(worst_ratio, diff / bound)
        if not diff <= bound:
            bad += 1
    ok = bad == 0 and idempotent
    print(f"{'ok' if ok else 'FAIL'} {name} tolerance u={u:g} K={k}: {len(flat_b)} values, "
          f"{bad} beyond the bound; max |diff| {worst:.3g} = {worst_ratio:.3f} of the bound; {summary}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
