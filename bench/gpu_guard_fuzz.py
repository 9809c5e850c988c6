#!/usr/bin/env python3
"""Differential check of two roofline-opt builds on random GPU kernels.

The kernel cost model counts an op's instances by evaluating its guards
point by point, or by solving them where it can (KernelInterval.h); both
must give the same numbers. This writes random gpu.func kernels whose guards
and loops mix block/thread ids, grid-stride loops, i32 casts, affine.apply,
every cmpi predicate, else branches and out-of-range values, costs each file
with both builds (`--analyze --json`) and reports any difference.

    python3 bench/gpu_guard_fuzz.py --old OLD/roofline-opt \\
        --new build/bin/roofline-opt --files 200 [--seed 1] [--keep DIR]

Exit status 1 when a file differs (the files are kept then).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

PREDICATES = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt",
              "uge"]


class Kernel:
    """Writes one kernel body, SSA value by SSA value."""

    def __init__(self, rng):
        self.rng = rng
        self.lines = []
        self.n = 0
        self.depth = 2

    def emit(self, text):
        self.n += 1
        name = f"%v{self.n}"
        self.lines.append("  " * self.depth + f"{name} = {text}")
        return name

    def stmt(self, text):
        self.lines.append("  " * self.depth + text)

    def const(self, value, ty="index"):
        return self.emit(f"arith.constant {value} : {ty}")

    def expr(self, pool):
        """A random index expression over `pool` (values in scope)."""
        rng = self.rng
        a = rng.choice(pool)
        kind = rng.random()
        if kind < 0.25:
            return self.emit(f"arith.addi {a}, {rng.choice(pool)} : index")
        if kind < 0.45:
            c = self.const(rng.choice([-3, -1, 0, 1, 2, 3, 4, 7, 32, 64]))
            return self.emit(f"arith.muli {a}, {c} : index")
        if kind < 0.55:
            return self.emit(f"arith.subi {a}, {rng.choice(pool)} : index")
        if kind < 0.65:
            b = rng.choice(pool)
            c = rng.choice([1, 2, 3, 16])
            return self.emit(f"affine.apply affine_map<(d0)[s0] -> "
                             f"(d0 * {c} + s0)>({a})[{b}]")
        if kind < 0.72:
            c = self.const(rng.choice([2, 3, 5]))
            return self.emit(f"arith.remsi {a}, {c} : index")
        if kind < 0.78:
            c = self.const(rng.choice([2, 3, 5]))
            return self.emit(f"arith.divui {a}, {c} : index")
        return a

    def cond(self, pool):
        """A random i1 guard condition over `pool`."""
        rng = self.rng
        lhs = self.expr(pool)
        pred = rng.choice(PREDICATES)
        bound = rng.choice([0, 1, 5, 37, 100, 1000, 5000, -1, 2**31 + 5])
        if rng.random() < 0.25 and bound < 2**31:
            # Compare in i32 after a cast, as some frontends do.
            cast = rng.choice(["arith.index_cast", "arith.index_castui"])
            l32 = self.emit(f"{cast} {lhs} : index to i32")
            r32 = self.const(bound, "i32")
            return self.emit(f"arith.cmpi {pred}, {l32}, {r32} : i32")
        rhs = rng.choice(pool) if rng.random() < 0.2 else self.const(bound)
        return self.emit(f"arith.cmpi {pred}, {lhs}, {rhs} : index")

    def work(self, pool):
        """A load, an add and a store at indices from `pool`."""
        rng = self.rng
        i = self.expr(pool)
        c = self.const(rng.choice([1, 7, 64]))
        idx = self.emit(f"arith.remui {i}, {c} : index")
        x = self.emit(f"memref.load %a[{idx}] : memref<64xf32>")
        y = self.emit(f"arith.addf {x}, {x} : f32")
        j = rng.choice(pool)
        k = self.emit(f"arith.remui {j}, {self.const(64)} : index")
        self.stmt(f"memref.store {y}, %b[{k}] : memref<64xf32>")

    def body(self, pool, level):
        rng = self.rng
        for _ in range(rng.randint(1, 3)):
            r = rng.random()
            if r < 0.4 and level < 3:
                c = self.cond(pool)
                self.stmt(f"scf.if {c} {{")
                self.depth += 1
                self.body(pool, level + 1)
                self.depth -= 1
                if rng.random() < 0.4:
                    self.stmt("} else {")
                    self.depth += 1
                    self.body(pool, level + 1)
                    self.depth -= 1
                self.stmt("}")
            elif r < 0.7 and level < 3:
                self.loop(pool, level)
            else:
                self.work(pool)

    def loop(self, pool, level):
        rng = self.rng
        if rng.random() < 0.5:
            # Grid-stride: from an id, by a size, to a bound.
            lb = rng.choice(pool[:4])
            step = rng.choice([self.const(rng.choice([1, 2, 32])), "%bdx"])
        else:
            lb = self.const(rng.choice([0, 1, 3]))
            step = self.const(rng.choice([1, 2, 5]))
        ub = (self.const(rng.choice([0, 4, 17, 300]))
              if rng.random() < 0.7 else self.expr(pool))
        self.n += 1
        iv = f"%i{self.n}"
        self.stmt(f"scf.for {iv} = {lb} to {ub} step {step} {{")
        self.depth += 1
        self.body(pool + [iv], level + 1)
        self.depth -= 1
        self.stmt("}")


def make_module(rng, index):
    k = Kernel(rng)
    k.stmt("%bx = gpu.block_id x")
    k.stmt("%by = gpu.block_id y")
    k.stmt("%tx = gpu.thread_id x")
    k.stmt("%ty = gpu.thread_id y")
    k.stmt("%bdx = gpu.block_dim x")
    k.stmt("%gx = gpu.global_id x")
    pool = ["%tx", "%bx", "%ty", "%by", "%gx"]
    k.body(pool, 0)
    grid = [rng.choice([1, 2, 3, 40, 129]), rng.choice([1, 1, 2, 5]), 1]
    block = [rng.choice([1, 32, 33, 128, 256]), rng.choice([1, 1, 2, 4]), 1]
    body = "\n".join(k.lines)
    return f"""// fuzz case {index}
module attributes {{gpu.container_module}} {{
  gpu.module @m {{
    gpu.func @k(%a: memref<64xf32>, %b: memref<64xf32>) kernel {{
{body}
      gpu.return
    }}
  }}
  func.func @main(%a: memref<64xf32>, %b: memref<64xf32>) {{
    %gx = arith.constant {grid[0]} : index
    %gy = arith.constant {grid[1]} : index
    %gz = arith.constant {grid[2]} : index
    %bx = arith.constant {block[0]} : index
    %by = arith.constant {block[1]} : index
    %bz = arith.constant {block[2]} : index
    gpu.launch_func @m::@k blocks in (%gx, %gy, %gz) threads in (%bx, %by, %bz) args(%a : memref<64xf32>, %b : memref<64xf32>)
    return
  }}
}}
"""


def run(tool, path):
    p = subprocess.run([tool, "--analyze", "--json", path],
                       capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--old", required=True, help="reference roofline-opt")
    ap.add_argument("--new", required=True, help="roofline-opt under test")
    ap.add_argument("--files", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--keep", help="directory for the generated files")
    args = ap.parse_args()
    for tool in (args.old, args.new):
        if not os.access(tool, os.X_OK):
            sys.exit(f"gpu_guard_fuzz: {tool} is not an executable")
    out = args.keep or tempfile.mkdtemp(prefix="gpu-fuzz-")
    os.makedirs(out, exist_ok=True)
    rng = random.Random(args.seed)
    diffs, modeled, invalid = [], 0, 0
    for i in range(args.files):
        path = os.path.join(out, f"case{i}.mlir")
        with open(path, "w") as f:
            f.write(make_module(rng, i))
        old, new = run(args.old, path), run(args.new, path)
        if old[0] != 0:
            invalid += 1
        elif '"unmodeled_ops": 0' in old[1]:
            modeled += 1
        if old != new:
            diffs.append(path)
    print(f"gpu_guard_fuzz: {args.files} kernels, {modeled} fully costed, "
          f"{invalid} rejected by the parser, {len(diffs)} differ")
    for d in diffs[:20]:
        print(f"  differs: {d}")
    if diffs and not args.keep:
        print(f"  (files kept in {out})")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
