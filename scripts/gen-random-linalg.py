#!/usr/bin/env python3
"""Writes random, valid linalg programs for the breadth suite
(docs/reliability.md, "Breadth suite"), one per seed: the same seed gives
the same program.

A program is one function @f of 1 to 5 ops over a shared table of loop
dimensions (sizes 0 to 192, some dynamic `?`), each op one of: a named
contraction (matmul, with transposed operands through indexing_maps,
batch_matmul, matvec), a named elementwise op (add, mul, exp), fill,
transpose, broadcast, reduce, copy, or a linalg.generic with random
indexing maps (permutations, broadcast and reduction dims); element types
f32, f16, bf16, i8 and i32. Some programs nest ops in scf.for (iter_args)
or scf.forall (row tiles, shared_outs). With --loop-probe the function is
repeated as @f_loop inside an scf.for of `trips` trips, for
check-breadth.py --loop-probe.

Usage:
  gen-random-linalg.py SEED [-o FILE] [--loop-probe]
  gen-random-linalg.py --run N [--start S] [--roofline-opt P] [--keep DIR]
      generates seeds S..S+N-1, verifies each program with stock mlir-opt
      (an invalid program is a generator bug) and runs check-breadth.py
      --quick --loop-probe on it; prints one line per failing seed and a
      summary: `gen-random-linalg: N seeds, P passed, F failed, I invalid`.

Standard library only (a plain Debian python3).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile

FLOATS = ["f32", "f16", "bf16"]
INTS = ["i8", "i32"]


class Gen:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        r = self.rng
        # The loop dimensions every type is built from: a size and whether
        # it is dynamic (the same dim is `?` in every type that has it).
        self.dims = []
        for _ in range(6):
            size = r.choice([0, 1, 3, 8, 16, 32, 48, 64, 96, 128, 192])
            self.dims.append((size, r.random() < 0.15))
        self.elem = r.choice(FLOATS * 2 + INTS)
        self.args = []     # (name, type)
        self.lines = []
        self.pool = []     # (value, dims tuple) of self.elem tensors
        self.count = 0

    def fresh(self, prefix="v"):
        self.count += 1
        return f"%{prefix}{self.count}"

    def ttype(self, dims, elem=None):
        shape = "x".join("?" if self.dims[d][1] else str(self.dims[d][0])
                         for d in dims)
        elem = elem or self.elem
        return f"tensor<{shape}x{elem}>" if dims else f"tensor<{elem}>"

    def arg(self, dims, elem=None):
        name = f"%a{len(self.args)}"
        self.args.append((name, self.ttype(dims, elem)))
        return name

    def operand(self, dims):
        """A tensor of these dims: from the pool when one fits, else a new
        argument."""
        fits = [v for v, d in self.pool if d == tuple(dims)]
        if fits and self.rng.random() < 0.7:
            return self.rng.choice(fits)
        return self.arg(dims)

    def init(self, dims, elem=None):
        """A destination: tensor.empty for static dims, else an argument."""
        if any(self.dims[d][1] for d in dims) or self.rng.random() < 0.3:
            return self.arg(dims, elem)
        v = self.fresh("e")
        self.lines.append(f"{v} = tensor.empty() : {self.ttype(dims, elem)}")
        return v

    def emit(self, text, dims):
        v = self.fresh()
        self.lines.append(f"{v} = {text}")
        self.pool.append((v, tuple(dims)))
        return v

    def isfloat(self):
        return self.elem in FLOATS

    # --- the ops --------------------------------------------------------

    def op_matmul(self):
        m, n, k = self.rng.sample(range(6), 3)
        ta, tb = self.rng.random() < 0.3, self.rng.random() < 0.3
        adims = [k, m] if ta else [m, k]
        bdims = [n, k] if tb else [k, n]
        a, b = self.operand(adims), self.operand(bdims)
        c = self.init([m, n])
        maps = ""
        if ta or tb:
            am = "(k, m)" if ta else "(m, k)"
            bm = "(n, k)" if tb else "(k, n)"
            maps = (f"indexing_maps = [affine_map<(m, n, k) -> {am}>, "
                    f"affine_map<(m, n, k) -> {bm}>, "
                    "affine_map<(m, n, k) -> (m, n)>] ")
        return self.emit(
            f"linalg.matmul {maps}ins({a}, {b} : {self.ttype(adims)}, "
            f"{self.ttype(bdims)}) outs({c} : {self.ttype([m, n])}) -> "
            f"{self.ttype([m, n])}", [m, n])

    def op_batch_matmul(self):
        bb, m, n, k = self.rng.sample(range(6), 4)
        a, b = self.operand([bb, m, k]), self.operand([bb, k, n])
        c = self.init([bb, m, n])
        t = self.ttype
        return self.emit(
            f"linalg.batch_matmul ins({a}, {b} : {t([bb, m, k])}, "
            f"{t([bb, k, n])}) outs({c} : {t([bb, m, n])}) -> {t([bb, m, n])}",
            [bb, m, n])

    def op_matvec(self):
        m, k = self.rng.sample(range(6), 2)
        a, x = self.operand([m, k]), self.operand([k])
        y = self.init([m])
        t = self.ttype
        return self.emit(f"linalg.matvec ins({a}, {x} : {t([m, k])}, "
                         f"{t([k])}) outs({y} : {t([m])}) -> {t([m])}", [m])

    def rand_dims(self):
        return self.rng.sample(range(6), self.rng.randint(1, 3))

    def op_named_elementwise(self):
        dims = self.rand_dims()
        kinds = ["add", "mul"] + (["exp"] if self.isfloat() else [])
        kind = self.rng.choice(kinds)
        ins = [self.operand(dims) for _ in range(1 if kind == "exp" else 2)]
        out = self.init(dims)
        t = self.ttype(dims)
        return self.emit(f"linalg.{kind} ins({', '.join(ins)} : "
                         f"{', '.join([t] * len(ins))}) outs({out} : {t}) -> {t}",
                         dims)

    def op_fill(self):
        dims = self.rand_dims()
        c = self.fresh("k")
        value = "1.5" if self.isfloat() else "3"
        self.lines.append(f"{c} = arith.constant {value} : {self.elem}")
        out = self.init(dims)
        t = self.ttype(dims)
        return self.emit(f"linalg.fill ins({c} : {self.elem}) outs({out} : "
                         f"{t}) -> {t}", dims)

    def op_transpose(self):
        dims = self.rng.sample(range(6), self.rng.randint(2, 3))
        perm = list(range(len(dims)))
        self.rng.shuffle(perm)
        src = self.operand(dims)
        odims = [dims[p] for p in perm]
        out = self.init(odims)
        self.lines.append(f"{self.fresh('t')} = linalg.transpose ins({src} : "
                          f"{self.ttype(dims)}) outs({out} : "
                          f"{self.ttype(odims)}) permutation = {perm}")
        v = f"%t{self.count}"
        self.pool.append((v, tuple(odims)))
        return v

    def op_broadcast_reduce(self):
        dims = self.rng.sample(range(6), self.rng.randint(2, 3))
        keep = sorted(self.rng.sample(range(len(dims)), len(dims) - 1))
        gone = [i for i in range(len(dims)) if i not in keep]
        small = [dims[i] for i in keep]
        if self.rng.random() < 0.5:
            src = self.operand(small)
            out = self.init(dims)
            self.lines.append(
                f"{self.fresh('b')} = linalg.broadcast ins({src} : "
                f"{self.ttype(small)}) outs({out} : {self.ttype(dims)}) "
                f"dimensions = {gone}")
            v = f"%b{self.count}"
            self.pool.append((v, tuple(dims)))
            return v
        src = self.operand(dims)
        out = self.init(small)
        op = "arith.addf" if self.isfloat() else "arith.addi"
        self.lines.append(
            f"{self.fresh('r')} = linalg.reduce {{ {op} }} ins({src} : "
            f"{self.ttype(dims)}) outs({out} : {self.ttype(small)}) "
            f"dimensions = {gone}")
        v = f"%r{self.count}"
        self.pool.append((v, tuple(small)))
        return v

    def op_copy(self):
        dims = self.rand_dims()
        src = self.operand(dims)
        out = self.init(dims)
        t = self.ttype(dims)
        return self.emit(f"linalg.copy ins({src} : {t}) outs({out} : {t}) -> "
                         f"{t}", dims)

    def op_generic(self):
        r = self.rng
        loops = r.sample(range(6), r.randint(1, 4))
        red = [d for d in loops if r.random() < 0.3]
        par = [d for d in loops if d not in red] or [loops[0]]
        red = [d for d in red if d not in par]
        names = [f"d{i}" for i in range(len(loops))]
        name_of = dict(zip(loops, names))
        ins = []
        for _ in range(r.randint(1, 3)):
            # An input reads a subset of the loops in some order:
            # permutations are transposes, dropped loops broadcasts.
            sub = [d for d in loops if r.random() < 0.8] or [loops[0]]
            r.shuffle(sub)
            ins.append(sub)
        # Every loop must be read by some input: its size comes from one.
        ins[0] += [d for d in loops if d not in sum(ins, [])]
        ins = [(self.operand(sub), sub) for sub in ins]
        out = self.init(par)
        maps = [f"affine_map<({', '.join(names)}) -> "
                f"({', '.join(name_of[d] for d in sub)})>" for _, sub in ins]
        maps.append(f"affine_map<({', '.join(names)}) -> "
                    f"({', '.join(name_of[d] for d in par)})>")
        iters = ", ".join('"reduction"' if d in red else '"parallel"'
                          for d in loops)
        e = self.elem
        add, mul = ("arith.addf", "arith.mulf") if self.isfloat() else \
            ("arith.addi", "arith.muli")
        body = [f"^bb0({', '.join(f'%x{i}: {e}' for i in range(len(ins)))}, "
                f"%acc: {e}):"]
        val = "%x0"
        for i in range(1, len(ins)):
            op = mul if r.random() < 0.5 else add
            body.append(f"  %y{i} = {op} {val}, %x{i} : {e}")
            val = f"%y{i}"
        if red:
            body.append(f"  %s = {add} %acc, {val} : {e}")
            val = "%s"
        elif self.isfloat() and r.random() < 0.3:
            body.append(f"  %s = math.exp {val} : {e}")
            val = "%s"
        body.append(f"  linalg.yield {val} : {e}")
        tins = ", ".join(self.ttype(sub) for _, sub in ins)
        t = self.ttype(par)
        text = (f"linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                f"iterator_types = [{iters}]}} ins({', '.join(v for v, _ in ins)}"
                f" : {tins}) outs({out} : {t}) {{\n" + "\n".join(body) +
                f"\n}} -> {t}")
        return self.emit(text, par)

    OPS = ["op_matmul", "op_batch_matmul", "op_matvec", "op_named_elementwise",
           "op_fill", "op_transpose", "op_broadcast_reduce", "op_copy",
           "op_generic", "op_generic", "op_generic"]

    def random_op(self):
        return getattr(self, self.rng.choice(self.OPS))()

    # --- nesting --------------------------------------------------------

    def wrap_for(self):
        """An elementwise update of an accumulator, `trips` times."""
        dims = self.rand_dims()
        init = self.operand(dims)
        trips = self.rng.randint(1, 5)
        t = self.ttype(dims)
        res, acc, i = self.fresh("l"), self.fresh("acc"), self.fresh("i")
        op = "linalg.add" if self.rng.random() < 0.5 else "linalg.mul"
        self.lines += [
            f"{res} = scf.for {i} = %c0 to %c{trips} step %c1 "
            f"iter_args({acc} = {init}) -> ({t}) {{",
            f"  %u{self.count} = {op} ins({acc}, {acc} : {t}, {t}) "
            f"outs({acc} : {t}) -> {t}",
            f"  scf.yield %u{self.count} : {t}", "}"]
        self.pool.append((res, tuple(dims)))

    def wrap_forall(self):
        """A 2-D elementwise op over row tiles of a static tensor."""
        static = [d for d in range(6)
                  if not self.dims[d][1] and self.dims[d][0] > 0]
        if len(static) < 2:
            return
        rows, cols = self.rng.sample(static, 2)
        size = self.dims[rows][0]
        tile = self.rng.choice([t for t in (1, 2, 4, 8, 16) if size % t == 0])
        src, init = self.operand([rows, cols]), self.init([rows, cols])
        t, ncol = self.ttype([rows, cols]), self.dims[cols][0]
        tt = f"tensor<{tile}x{ncol}x{self.elem}>"
        res, i, o = self.fresh("fa"), self.fresh("i"), self.fresh("o")
        n = self.count
        op = "linalg.exp" if self.isfloat() else "linalg.copy"
        self.lines += [
            f"{res} = scf.forall ({i}) = (0) to ({size}) step ({tile}) "
            f"shared_outs({o} = {init}) -> ({t}) {{",
            f"  %s{n} = tensor.extract_slice {src}[{i}, 0] [{tile}, {ncol}] "
            f"[1, 1] : {t} to {tt}",
            f"  %d{n} = tensor.extract_slice {o}[{i}, 0] [{tile}, {ncol}] "
            f"[1, 1] : {t} to {tt}",
            f"  %w{n} = {op} ins(%s{n} : {tt}) outs(%d{n} : {tt}) -> {tt}",
            "  scf.forall.in_parallel {",
            f"    tensor.parallel_insert_slice %w{n} into {o}[{i}, 0] "
            f"[{tile}, {ncol}] [1, 1] : {tt} into {t}",
            "  }", "}"]
        self.pool.append((res, tuple([rows, cols])))

    def program(self, loop_probe):
        consts = [f"%c{k} = arith.constant {k} : index" for k in range(6)]
        for _ in range(self.rng.randint(1, 5)):
            choice = self.rng.random()
            if choice < 0.15:
                self.wrap_for()
            elif choice < 0.3:
                self.wrap_forall()
            else:
                self.random_op()
        results = [v for v, _ in self.pool[-2:]]
        rtypes = [self.ttype(list(d)) for _, d in self.pool[-2:]]
        args = ", ".join(f"{n}: {t}" for n, t in self.args)
        out = [f"func.func @f({args}) -> ({', '.join(rtypes)}) {{"]
        out += ["  " + l for l in consts]
        out += ["  " + l.replace("\n", "\n  ") for l in self.lines]
        out += [f"  return {', '.join(results)} : {', '.join(rtypes)}", "}"]
        if loop_probe:
            trips = self.rng.randint(2, 7)
            out += [f"func.func @f_loop({args}) attributes "
                    f"{{roofline.probe_trips = {trips}}} {{"]
            out += ["  " + l for l in consts]
            out.append(f"  %ctrips = arith.constant {trips} : index")
            out.append("  scf.for %probe = %c0 to %ctrips step %c1 {")
            out += ["    " + l.replace("\n", "\n    ") for l in self.lines]
            out += ["  }", "  return", "}"]
        return "\n".join(out) + "\n"


def generate(seed, loop_probe=False):
    return (f"// gen-random-linalg.py seed {seed}\n" +
            Gen(seed).program(loop_probe))


def run_seeds(args):
    here = os.path.dirname(os.path.abspath(__file__))
    checker = os.path.join(here, "check-breadth.py")
    passed = failed = invalid = 0
    tmp = args.keep or tempfile.mkdtemp(prefix="gen-random-linalg.")
    os.makedirs(tmp, exist_ok=True)
    for seed in range(args.start, args.start + args.run):
        path = os.path.join(tmp, f"seed{seed}.mlir")
        with open(path, "w") as f:
            f.write(generate(seed, loop_probe=True))
        res = subprocess.run([args.mlir_opt, "--verify-each", path, "-o",
                              os.devnull], capture_output=True, text=True)
        if res.returncode != 0:
            invalid += 1
            print(f"INVALID seed {seed} ({path}): {res.stderr.strip()[:400]}",
                  flush=True)
            continue
        res = subprocess.run([sys.executable, checker, "--quick",
                              "--loop-probe", "--roofline-opt",
                              args.roofline_opt, "--mlir-opt", args.mlir_opt,
                              path], capture_output=True, text=True)
        if res.returncode != 0:
            failed += 1
            print(f"FAIL seed {seed} ({path}):\n{res.stdout.strip()}", flush=True)
        else:
            passed += 1
    print(f"gen-random-linalg: {args.run} seeds, {passed} passed, {failed} "
          f"failed, {invalid} invalid")
    return 0 if failed == 0 and invalid == 0 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("seed", nargs="?", type=int)
    parser.add_argument("-o", dest="output")
    parser.add_argument("--loop-probe", action="store_true")
    parser.add_argument("--run", type=int)
    parser.add_argument("--start", type=int, default=0)
    parser.add_argument("--roofline-opt", default="roofline-opt")
    parser.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    parser.add_argument("--keep", help="directory for the generated files")
    args = parser.parse_args()
    if args.run is not None:
        return run_seeds(args)
    if args.seed is None:
        parser.error("give a SEED or --run N")
    text = generate(args.seed, args.loop_probe)
    if args.output:
        with open(args.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
