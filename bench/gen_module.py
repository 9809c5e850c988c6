#!/usr/bin/env python3
"""Generate a large, realistic linalg-on-tensors MLIR module for benchmarking.

    gen_module.py --ops N -o FILE [--seed S] [--ops-per-func K]

Writes a module of func.func's whose bodies hold at least N linalg ops in a
mix that resembles imported models:

  * transformer-style functions: linalg.fill + tensor.empty inits,
    linalg.matmul, bias add with broadcast (linalg.generic + arith.addf),
    relu (linalg.generic + arith.maximumf), exp (linalg.generic + math.exp),
    row-sum reductions (linalg.generic with a "reduction" iterator),
    linalg.softmax, linalg.transpose and attention via linalg.batch_matmul;
  * CNN-style functions: strided linalg.conv_2d_nhwc_hwcf,
    linalg.depthwise_conv_2d_nhwc_hwc, linalg.pooling_nhwc_max, per-channel
    bias + relu generics, a global-sum reduction and a linalg.matmul
    classifier head;
  * mixed functions that interleave both.

Each function holds about K (default 500) linalg ops, so no single function
is huge; block outputs are chained inside a function and weights are
function arguments.  Element types are f32, f16 or bf16 per function.
Counts by op name go to stderr.  Standard library only.
"""

import argparse
import collections
import random
import sys

DTYPES = [("f32", 0.70), ("f16", 0.15), ("bf16", 0.15)]
# -inf bit patterns, the neutral element of max pooling.
NEG_INF = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80"}

MAP_ALIASES = """\
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row2 = affine_map<(d0, d1) -> (d1)>
#red2 = affine_map<(d0, d1) -> (d0)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch4 = affine_map<(d0, d1, d2, d3) -> (d3)>
#gsum4 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
"""


def tensor(shape, et):
    return "tensor<%sx%s>" % ("x".join(str(d) for d in shape), et)


class FuncBuilder:
    """Emits one func.func; tracks SSA names, arguments and linalg op count."""

    def __init__(self, name, et, counts):
        self.name = name
        self.et = et
        self.counts = counts
        self.args = []  # (name, type)
        self.lines = []
        self.nvals = 0
        self.nops = 0
        self.consts = {}

    # -- helpers ---------------------------------------------------------
    def val(self):
        self.nvals += 1
        return "%%v%d" % self.nvals

    def arg(self, shape):
        name = "%%arg%d" % len(self.args)
        self.args.append((name, tensor(shape, self.et)))
        return name

    def emit(self, line):
        self.lines.append("    " + line)

    def count(self, opname):
        self.nops += 1
        self.counts[opname] += 1

    def const(self, key):
        if key not in self.consts:
            v = "%%c_%s" % key
            lit = {"zero": "0.000000e+00", "neginf": NEG_INF[self.et]}[key]
            self.lines.insert(0, "    %s = arith.constant %s : %s" % (v, lit, self.et))
            self.consts[key] = v
        return self.consts[key]

    def empty(self, shape):
        v = self.val()
        self.emit("%s = tensor.empty() : %s" % (v, tensor(shape, self.et)))
        return v

    def fill(self, shape, key="zero"):
        c = self.const(key)
        e = self.empty(shape)
        v = self.val()
        t = tensor(shape, self.et)
        self.emit("%s = linalg.fill ins(%s : %s) outs(%s : %s) -> %s"
                  % (v, c, self.et, e, t, t))
        self.count("linalg.fill")
        return v

    # -- named ops -------------------------------------------------------
    def matmul(self, a, b, m, k, n):
        init = self.fill([m, n])
        v = self.val()
        self.emit("%s = linalg.matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (v, a, b, tensor([m, k], self.et), tensor([k, n], self.et),
                     init, tensor([m, n], self.et), tensor([m, n], self.et)))
        self.count("linalg.matmul")
        return v

    def batch_matmul(self, a, b, bs, m, k, n):
        init = self.fill([bs, m, n])
        v = self.val()
        out = tensor([bs, m, n], self.et)
        self.emit("%s = linalg.batch_matmul ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (v, a, b, tensor([bs, m, k], self.et),
                     tensor([bs, k, n], self.et), init, out, out))
        self.count("linalg.batch_matmul")
        return v

    def transpose(self, x, m, n):
        e = self.empty([n, m])
        v = self.val()
        self.emit("%s = linalg.transpose ins(%s : %s) outs(%s : %s) permutation = [1, 0]"
                  % (v, x, tensor([m, n], self.et), e, tensor([n, m], self.et)))
        self.count("linalg.transpose")
        return v

    def softmax(self, x, shape, dim):
        e = self.empty(shape)
        v = self.val()
        t = tensor(shape, self.et)
        self.emit("%s = linalg.softmax dimension(%d) ins(%s : %s) outs(%s : %s) -> %s"
                  % (v, dim, x, t, e, t, t))
        self.count("linalg.softmax")
        return v

    def conv(self, x, w, n, h, wd, c, kh, kw, f, stride):
        oh, ow = (h - kh) // stride + 1, (wd - kw) // stride + 1
        init = self.fill([n, oh, ow, f])
        v = self.val()
        out = tensor([n, oh, ow, f], self.et)
        self.emit("%s = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, "
                  "strides = dense<%d> : tensor<2xi64>} ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (v, stride, x, w, tensor([n, h, wd, c], self.et),
                     tensor([kh, kw, c, f], self.et), init, out, out))
        self.count("linalg.conv_2d_nhwc_hwcf")
        return v, oh, ow

    def depthwise(self, x, w, n, h, wd, c, k, stride):
        oh, ow = (h - k) // stride + 1, (wd - k) // stride + 1
        init = self.fill([n, oh, ow, c])
        v = self.val()
        out = tensor([n, oh, ow, c], self.et)
        self.emit("%s = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, "
                  "strides = dense<%d> : tensor<2xi64>} ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (v, stride, x, w, tensor([n, h, wd, c], self.et),
                     tensor([k, k, c], self.et), init, out, out))
        self.count("linalg.depthwise_conv_2d_nhwc_hwc")
        return v, oh, ow

    def maxpool(self, x, n, h, wd, c, k, stride):
        oh, ow = (h - k) // stride + 1, (wd - k) // stride + 1
        init = self.fill([n, oh, ow, c], "neginf")
        win = self.empty([k, k])
        v = self.val()
        out = tensor([n, oh, ow, c], self.et)
        self.emit("%s = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, "
                  "strides = dense<%d> : tensor<2xi64>} ins(%s, %s : %s, %s) outs(%s : %s) -> %s"
                  % (v, stride, x, win, tensor([n, h, wd, c], self.et),
                     tensor([k, k], self.et), init, out, out))
        self.count("linalg.pooling_nhwc_max")
        return v, oh, ow

    # -- linalg.generic --------------------------------------------------
    def generic(self, ins, in_shapes, maps, out_shape, iters, body, init=None,
                kind="elementwise"):
        if init is None:
            init = self.empty(out_shape)
        v = self.val()
        et = self.et
        in_types = [tensor(s, et) for s in in_shapes]
        out_t = tensor(out_shape, et)
        bargs = ["%%in%s: %s" % ("" if i == 0 else "_%d" % (i - 1), et)
                 for i in range(len(ins))] + ["%%out: %s" % et]
        self.emit("%s = linalg.generic {indexing_maps = [%s], iterator_types = [%s]} "
                  "ins(%s : %s) outs(%s : %s) {"
                  % (v, ", ".join(maps), ", ".join('"%s"' % i for i in iters),
                     ", ".join(ins), ", ".join(in_types), init, out_t))
        self.emit("^bb0(%s):" % ", ".join(bargs))
        for line in body:
            self.emit("  " + line)
        self.emit("} -> %s" % out_t)
        self.count("linalg.generic(%s)" % kind)
        return v

    def bias_add(self, x, bias, shape):
        rank = len(shape)
        maps = ["#id2", "#row2", "#id2"] if rank == 2 else ["#id4", "#ch4", "#id4"]
        return self.generic(
            [x, bias], [shape, [shape[-1]]], maps, shape, ["parallel"] * rank,
            ["%%s = arith.addf %%in, %%in_0 : %s" % self.et,
             "linalg.yield %%s : %s" % self.et], kind="add-broadcast")

    def relu(self, x, shape):
        rank = len(shape)
        idm = "#id2" if rank == 2 else "#id4"
        zero = self.const("zero")
        return self.generic(
            [x], [shape], [idm, idm], shape, ["parallel"] * rank,
            ["%%r = arith.maximumf %%in, %s : %s" % (zero, self.et),
             "linalg.yield %%r : %s" % self.et], kind="relu")

    def exp(self, x, shape):
        return self.generic(
            [x], [shape], ["#id2", "#id2"], shape, ["parallel", "parallel"],
            ["%%e = math.exp %%in : %s" % self.et,
             "linalg.yield %%e : %s" % self.et], kind="exp")

    def row_sum(self, x, m, n):
        init = self.fill([m])
        return self.generic(
            [x], [[m, n]], ["#id2", "#red2"], [m], ["parallel", "reduction"],
            ["%%s = arith.addf %%in, %%out : %s" % self.et,
             "linalg.yield %%s : %s" % self.et], init=init, kind="reduction")

    def global_sum(self, x, n, h, w, c):
        init = self.fill([n, c])
        return self.generic(
            [x], [[n, h, w, c]], ["#id4", "#gsum4"], [n, c],
            ["parallel", "reduction", "reduction", "parallel"],
            ["%%s = arith.addf %%in, %%out : %s" % self.et,
             "linalg.yield %%s : %s" % self.et], init=init, kind="reduction")

    # -- blocks ----------------------------------------------------------
    def transformer_block(self, x, cfg):
        """An MLP + attention layer on x: tensor<S x D>; returns S x D."""
        s, d, f, h = cfg["seq"], cfg["hidden"], cfg["ffn"], cfg["heads"]
        dh = d // h
        w1, b1, w2 = self.arg([d, f]), self.arg([f]), self.arg([f, d])
        t = self.matmul(x, w1, s, d, f)
        t = self.bias_add(t, b1, [s, f])
        t = self.relu(t, [s, f])
        y = self.matmul(t, w2, s, f, d)
        e = self.exp(y, [s, d])
        self.row_sum(e, s, d)
        sm = self.softmax(y, [s, d], 1)
        self.transpose(sm, s, d)
        q, kt, vv = self.arg([h, s, dh]), self.arg([h, dh, s]), self.arg([h, s, dh])
        scores = self.batch_matmul(q, kt, h, s, dh, s)
        probs = self.softmax(scores, [h, s, s], 2)
        self.batch_matmul(probs, vv, h, s, s, dh)
        return y

    def cnn_block(self, cfg):
        """conv(stride 2) -> bias -> relu -> depthwise -> maxpool -> global sum
        -> classifier matmul.  Input is a fresh argument; returns N x classes."""
        n, hh, c, f = cfg["batch"], cfg["spatial"], cfg["cin"], cfg["cout"]
        k = cfg["kernel"]
        x = self.arg([n, hh, hh, c])
        w = self.arg([k, k, c, f])
        t, oh, ow = self.conv(x, w, n, hh, hh, c, k, k, f, 2)
        t = self.bias_add(t, self.arg([f]), [n, oh, ow, f])
        t = self.relu(t, [n, oh, ow, f])
        t, oh, ow = self.depthwise(t, self.arg([3, 3, f]), n, oh, ow, f, 3, 1)
        t, oh, ow = self.maxpool(t, n, oh, ow, f, 2, 2)
        g = self.global_sum(t, n, oh, ow, f)
        return self.matmul(g, self.arg([f, cfg["classes"]]), n, f, cfg["classes"])

    def text(self, result, result_type):
        args = ", ".join("%s: %s" % a for a in self.args)
        out = ["  func.func @%s(%s) -> %s {" % (self.name, args, result_type)]
        out += self.lines
        out.append("    return %s : %s" % (result, result_type))
        out.append("  }")
        return "\n".join(out) + "\n"


def pick_dtype(rng):
    r, acc = rng.random(), 0.0
    for et, p in DTYPES:
        acc += p
        if r < acc:
            return et
    return DTYPES[-1][0]


def gen_function(rng, idx, target_ops, counts):
    fb = FuncBuilder("f%d" % idx, pick_dtype(rng), counts)
    kind = rng.choices(["transformer", "cnn", "mixed"], weights=[5, 3, 2])[0]
    tcfg = {
        "seq": rng.choice([64, 128, 256, 512]),
        "hidden": rng.choice([256, 512, 768, 1024]),
        "heads": rng.choice([4, 8]),
    }
    tcfg["ffn"] = tcfg["hidden"] * 4
    x = fb.arg([tcfg["seq"], tcfg["hidden"]])
    result, rtype = x, tensor([tcfg["seq"], tcfg["hidden"]], fb.et)
    while fb.nops < target_ops:
        use_cnn = kind == "cnn" or (kind == "mixed" and rng.random() < 0.4)
        if use_cnn:
            ccfg = {
                "batch": rng.choice([1, 2, 8]),
                "spatial": rng.choice([14, 28, 56, 112]),
                "cin": rng.choice([3, 16, 32, 64]),
                "cout": rng.choice([32, 64, 128]),
                "kernel": rng.choice([3, 5, 7]),
                "classes": rng.choice([10, 100, 1000]),
            }
            if kind == "cnn":
                result = fb.cnn_block(ccfg)
                rtype = tensor([ccfg["batch"], ccfg["classes"]], fb.et)
            else:
                fb.cnn_block(ccfg)
        else:
            x = fb.transformer_block(x, tcfg)
            if kind != "cnn":
                result = x
                rtype = tensor([tcfg["seq"], tcfg["hidden"]], fb.et)
    return fb.text(result, rtype), fb.nops


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True,
                    help="minimum number of linalg ops to emit")
    ap.add_argument("-o", "--output", required=True, help="output file ('-' for stdout)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--ops-per-func", type=int, default=500,
                    help="linalg ops per func.func (approximate; default 500)")
    ap.add_argument("--quiet", action="store_true", help="no statistics on stderr")
    a = ap.parse_args(argv)
    if a.ops < 1 or a.ops_per_func < 1:
        ap.error("--ops and --ops-per-func must be positive")

    rng = random.Random(a.seed)
    counts = collections.Counter()
    out = sys.stdout if a.output == "-" else open(a.output, "w")
    try:
        out.write("// Generated by bench/gen_module.py --ops %d --seed %d "
                  "--ops-per-func %d\n" % (a.ops, a.seed, a.ops_per_func))
        out.write(MAP_ALIASES)
        out.write("module {\n")
        total, nfuncs = 0, 0
        while total < a.ops:
            text, n = gen_function(rng, nfuncs, min(a.ops_per_func, a.ops - total), counts)
            out.write(text)
            total += n
            nfuncs += 1
        out.write("}\n")
    finally:
        if out is not sys.stdout:
            out.close()
    if not a.quiet:
        sys.stderr.write("gen_module: %d linalg ops in %d functions (seed %d)\n"
                         % (total, nfuncs, a.seed))
        for name, n in sorted(counts.items(), key=lambda kv: -kv[1]):
            sys.stderr.write("  %7d  %s\n" % (n, name))
    return 0


if __name__ == "__main__":
    sys.exit(main())
