#!/usr/bin/env python3
"""Writes a module of one elementwise GPU kernel over N threads, for the
growth-with-size rows of bench/gpu_kernels.sh.

    python3 bench/gen_gpu_module.py --threads N -o FILE

The kernel is shaped like ByteIR's (the ResNet-18 corpus file): blocks of
256 threads, a tail guard `bid * bdim + tid < E` with E the largest multiple of
147 below N (so the last block is partial), the global id delinearised into a 4-D
index with remsi/divsi and the sign selects ByteIR emits, and a load, an
add and a store at that index. Its cost: E FLOPs and 12 E unique bytes.
"""

import argparse
import sys

BLOCK = 256


def shape_for(elements):
    """The 4-D shape (n, 3, 7, 7) of `elements` (a multiple of 147)."""
    return [elements // 147, 3, 7, 7]


def delinearise(lines, src, size, name):
    """remsi/divsi with ByteIR's sign handling: (src mod size, src / size)."""
    lines += [
        f"      %{name}r = arith.remsi {src}, %c{size} : index",
        f"      %{name}n = arith.cmpi slt, %{name}r, %c0 : index",
        f"      %{name}a = arith.addi %{name}r, %c{size} : index",
        f"      %{name}m = arith.select %{name}n, %{name}a, %{name}r : index",
        f"      %{name}s = arith.cmpi slt, {src}, %c0 : index",
        f"      %{name}x = arith.subi %cm1, {src} : index",
        f"      %{name}p = arith.select %{name}s, %{name}x, {src} : index",
        f"      %{name}d = arith.divsi %{name}p, %c{size} : index",
        f"      %{name}y = arith.subi %cm1, %{name}d : index",
        f"      %{name}q = arith.select %{name}s, %{name}y, %{name}d : index",
    ]
    return f"%{name}m", f"%{name}q"


def make(threads):
    # The largest multiple of 3 x 7 x 7 below the threads: the tail guard
    # leaves the last threads idle.
    elements = (threads - 1) // 147 * 147
    if elements < 147:
        sys.exit("gen_gpu_module: --threads must be at least 148")
    blocks = (threads + BLOCK - 1) // BLOCK
    shape = shape_for(elements)
    ty = "memref<%sxf32>" % "x".join(str(d) for d in shape)
    consts = sorted({0, elements, *shape[1:]})
    lines = ["      %cm1 = arith.constant -1 : index"]
    lines += [f"      %c{c} = arith.constant {c} : index" for c in consts]
    lines += [
        "      %bid = gpu.block_id x",
        "      %bdim = gpu.block_dim x",
        "      %tid = gpu.thread_id x",
        "      %0 = arith.muli %bdim, %bid : index",
        "      %gid = arith.addi %tid, %0 : index",
        f"      %in = arith.cmpi slt, %gid, %c{elements} : index",
        "      scf.if %in {",
    ]
    body = []
    w, rest = delinearise(body, "%gid", shape[3], "w")
    h, rest = delinearise(body, rest, shape[2], "h")
    c, n = delinearise(body, rest, shape[1], "c")
    idx = f"{n}, {c}, {h}, {w}"
    body += [
        f"      %x = memref.load %a[{idx}] : {ty}",
        f"      %y = memref.load %b[{idx}] : {ty}",
        "      %s = arith.addf %x, %y : f32",
        f"      memref.store %s, %o[{idx}] : {ty}",
    ]
    lines += ["  " + l for l in body] + ["      }", "      gpu.return"]
    kernel = "\n".join(lines)
    return f"""// {threads} threads ({blocks} blocks of {BLOCK}), {elements} elements of {ty}
module attributes {{gpu.container_module}} {{
  gpu.module @unified {{
    gpu.func @add(%a: {ty}, %b: {ty}, %o: {ty}) kernel {{
{kernel}
    }}
  }}
  func.func @main(%a: {ty}, %b: {ty}, %o: {ty}) {{
    %c1 = arith.constant 1 : index
    %cb = arith.constant {BLOCK} : index
    %cg = arith.constant {blocks} : index
    gpu.launch_func @unified::@add blocks in (%cg, %c1, %c1) threads in (%cb, %c1, %c1) args(%a : {ty}, %b : {ty}, %o : {ty})
    return
  }}
}}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("-o", "--output", required=True)
    a = ap.parse_args()
    text = make(a.threads)
    with open(a.output, "w") as f:
        f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
