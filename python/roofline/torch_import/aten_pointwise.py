"""Elementwise ATen ops of a training step, forward and backward, and the
tensors a step makes from nothing (zeros, full, arange, masks).

One linalg.generic per ATen op, as the forward importer writes one per
elementwise op (ops.py's UNARY payloads where the op is the same). A
backward op is the kernel PyTorch runs for it (`silu_backward`: one pass
reading the gradient and the saved input, recomputing the sigmoid in the
payload), so its FLOPs are the payload's ops per element:

| ATen | payload per element |
|---|---|
| hardtanh_backward(g, x, lo, hi) | g if lo < x < hi else 0 (2 compares, 0 FLOPs) |
| silu_backward(g, x) | s = 1/(1+exp(-x)); g s (1 + x (1 - s)) |
| hardswish_backward(g, x) | 0 (x < -3), g (x/3 + 1/2) (x <= 3), g (x > 3) |
| hardsigmoid_backward(g, x) | g/6 if -3 < x < 3 else 0 |
| sigmoid_backward(g, y) | g (1 - y) y |
| tanh_backward(g, y) | g (1 - y y) |
| leaky_relu_backward(g, x, a) | g if x > 0 else g a |
| _log_softmax_backward_data | g - exp(y) sum(g) (a row sum, then one pass) |
"""

from . import ops
from .mlir import is_float
from .values import Val, norm_dim


def _shape_et(c):
    return c.out_meta()


# ---------------------------------------------------------------------------
# Forward pointwise ops the inference table (ops.UNARY) already has
# ---------------------------------------------------------------------------

def h_unary(kind):
    def h(c, node, args, kwargs):
        return ops.unary(c, args[0], ops.UNARY[kind], kind)
    return h


def h_hardtanh(c, node, args, kwargs):
    lo = args[1] if len(args) > 1 else kwargs.get("min_val", -1.0)
    hi = args[2] if len(args) > 2 else kwargs.get("max_val", 1.0)
    return ops.unary(c, args[0], ops._clamp(lo, hi), "hardtanh")


def h_clamp(c, node, args, kwargs):
    lo = args[1] if len(args) > 1 else kwargs.get("min")
    hi = args[2] if len(args) > 2 else kwargs.get("max")
    if isinstance(lo, Val) or isinstance(hi, Val):
        c._unsupported("clamp with tensor bounds")
    if str(node.target) == "aten.clamp_max.default":
        lo, hi = None, args[1]
    return ops.unary(c, args[0], ops._clamp(lo, hi), "clamp")


def h_leaky_relu(c, node, args, kwargs):
    slope = args[1] if len(args) > 1 else kwargs.get("negative_slope", 0.01)
    return ops.unary(c, args[0], ops._leaky(slope), "leaky_relu")


def h_pow(c, node, args, kwargs):
    return ops.power(c, args[0], args[1] if len(args) > 1 else kwargs.get("exponent"))


def h_rsub(c, node, args, kwargs):
    return ops.binary(c, args[1], args[0], "sub", kwargs.get("alpha", 1))


def h_binary_minmax(kind):
    def h(c, node, args, kwargs):
        return ops.binary(c, args[0], args[1], kind)
    return h


def h_compare(kind):
    def h(c, node, args, kwargs):
        return ops.compare(c, args[0], args[1], kind)
    return h


def h_logical_not(c, node, args, kwargs):
    return ops.logical_not(c, node, args, kwargs)


def h_where(c, node, args, kwargs):
    return ops.select(c, args[0], args[1], args[2], "where")


def h_masked_fill(c, node, args, kwargs):
    return ops.select(c, args[1], args[2], args[0], "masked_fill")


def h_to_copy(c, node, args, kwargs):
    """A dtype conversion (a conversion generic), or nothing when the IR
    type stays (a device or layout copy)."""
    shape, et = _shape_et(c)
    x = c.use(args[0])
    if x.et == et:
        return x
    return c.ewise([x], shape, et, lambda p, v: v[0], hint="convert")


# ---------------------------------------------------------------------------
# Backward pointwise ops
# ---------------------------------------------------------------------------

def _grad_op(hint, fn):
    """h(g, x, *scalars): one generic over the gradient's shape."""
    def h(c, node, args, kwargs):
        shape, et = _shape_et(c)
        scalars = [a for a in args[2:]]
        return c.ewise([args[0], args[1]], shape, et, lambda p, v: fn(p, v[0], v[1], *scalars),
                       hint=hint)
    return h


def _hardtanh_grad(p, g, x, lo=-1.0, hi=1.0):
    inside = p.binary("arith.andi", p.cmpf("ogt", x, float(lo)), p.cmpf("olt", x, float(hi)),
                      "i1")
    return p.select(inside, g, 0.0)


def _silu_grad(p, g, x):
    s = ops._sigmoid_of(p, x)
    return p.mul(p.mul(g, s), p.add(1.0, p.mul(x, p.sub(1.0, s))))


def _hardswish_grad(p, g, x):
    mid = p.mul(g, p.add(p.div(x, 3.0), 0.5))
    upper = p.select(p.cmpf("ole", x, 3.0), mid, g)
    return p.select(p.cmpf("olt", x, -3.0), 0.0, upper)


def _hardsigmoid_grad(p, g, x):
    inside = p.binary("arith.andi", p.cmpf("ogt", x, -3.0), p.cmpf("olt", x, 3.0), "i1")
    return p.select(inside, p.div(g, 6.0), 0.0)


def _sigmoid_grad(p, g, y):
    return p.mul(p.mul(g, p.sub(1.0, y)), y)


def _tanh_grad(p, g, y):
    return p.mul(g, p.sub(1.0, p.mul(y, y)))


def _leaky_grad(p, g, x, slope=0.01, *_):
    return p.select(p.cmpf("ogt", x, 0.0), g, p.mul(g, float(slope)))


def h_log_softmax_backward(c, node, args, kwargs):
    """dx = g - exp(y) * sum(g, dim): a row sum, then one elementwise pass."""
    g, y = c.use(args[0]), c.use(args[1])
    dim = norm_dim(args[2], y.rank)
    r = y.rank
    all_d = [f"d{i}" for i in range(r)]
    kept = [f"d{i}" for i in range(r) if i != dim]
    s = c.reduce(g, [dim], lambda p, acc, v: p.add(acc, v), 0.0, c.sub("sum"))
    return c.generic([(g, all_d), (y, all_d), (s, kept)], y.shape, y.et,
                     lambda p, i, o: p.sub(i[0], p.mul(p.math("exp", i[1]), i[2])),
                     hint="log_softmax_grad")


def h_log_softmax(c, node, args, kwargs):
    return ops.h_softmax(log=True)(c, node, [args[0], args[1]], {})


# ---------------------------------------------------------------------------
# Tensors made in the step: fills, arange, triangular masks
# ---------------------------------------------------------------------------

def h_fill_value(value):
    """zeros / ones / full / new_zeros / zero / fill: a linalg.fill of the
    result's shape (`value` None: the op's fill-value argument)."""
    def h(c, node, args, kwargs):
        shape, et = _shape_et(c)
        v = value
        if v is None:
            name = str(node.target)
            pos = {"aten.full.default": 1, "aten.new_full.default": 2,
                   "aten.fill.Scalar": 1, "aten.scalar_tensor.default": 0}.get(name, 1)
            v = args[pos] if len(args) > pos else kwargs.get("fill_value")
        if isinstance(v, Val):
            c._unsupported("a fill with a tensor value")
        if not is_float(et):
            v = int(v)
        return c.fill(v, shape, et)
    return h


def emit_arange(c, shape, et, start, step):
    """start + step * i along the one dim: a generic of linalg.index (no
    input read; 0 FLOPs counted for the index arithmetic when start and
    step are integers, 1 or 2 per element in float)."""
    def body(p, i, o):
        idx = p.index(0)
        n = p.fresh("n")
        p.emit(f"{n} = arith.index_cast {idx} : index to i64")
        v = p.convert(n, "i64", et)
        p.et = et
        if step != 1:
            v = p.mul(v, step if is_float(et) else int(step))
        if start != 0:
            v = p.add(v, start if is_float(et) else int(start))
        return v
    return c.generic([], shape, et, body, hint="arange")


def h_arange(c, node, args, kwargs):
    shape, et = _shape_et(c)
    if str(node.target) == "aten.arange.default":
        start, step = 0, 1
    else:
        start = args[0]
        step = args[2] if len(args) > 2 else kwargs.get("step", 1)
    return emit_arange(c, shape, et, start, step)


def emit_tri(c, x, k, upper):
    """tril / triu (diagonal k): x where col <= row + k (tril), col >= row + k
    (triu), else 0: one generic comparing linalg.index values."""
    x = c.use(x)
    r = x.rank

    def body(p, i, o):
        row, col = p.index(r - 2), p.index(r - 1)
        if k:
            off = p.fresh("k")
            p.emit(f"{off} = arith.constant {k} : index")
            shifted = p.fresh("row")
            p.emit(f"{shifted} = arith.addi {row}, {off} : index")
            row = shifted
        keep = p.fresh("c")
        p.emit(f"{keep} = arith.cmpi {'sge' if upper else 'sle'}, {col}, {row} : index")
        return p.select(keep, i[0], 0, x.et)
    return c.generic([(x, [f"d{j}" for j in range(r)])], x.shape, x.et, body,
                     hint="triu" if upper else "tril")


def h_tri(upper):
    def h(c, node, args, kwargs):
        k = int(args[1]) if len(args) > 1 else int(kwargs.get("diagonal", 0))
        return emit_tri(c, args[0], k, upper)
    return h


TABLE = {
    "aten.hardtanh.default": h_hardtanh, "aten.silu.default": h_unary("silu"),
    "aten.hardswish.default": h_unary("hardswish"),
    "aten.hardsigmoid.default": h_unary("hardsigmoid"),
    "aten.leaky_relu.default": h_leaky_relu,
    "aten.neg.default": h_unary("neg"), "aten.exp.default": h_unary("exp"),
    "aten.log.default": h_unary("log"), "aten.sqrt.default": h_unary("sqrt"),
    "aten.rsqrt.default": h_unary("rsqrt"), "aten.abs.default": h_unary("abs"),
    "aten.reciprocal.default": h_unary("reciprocal"), "aten.erf.default": h_unary("erf"),
    "aten.sin.default": h_unary("sin"), "aten.cos.default": h_unary("cos"),
    "aten.clamp.default": h_clamp, "aten.clamp_min.default": h_clamp,
    "aten.clamp_max.default": h_clamp,
    "aten.pow.Tensor_Scalar": h_pow, "aten.pow.Tensor_Tensor": h_pow,
    "aten.rsub.Scalar": h_rsub, "aten.rsub.Tensor": h_rsub,
    "aten.sub.Scalar": lambda c, n, a, k: ops.binary(c, a[0], a[1], "sub", k.get("alpha", 1)),
    "aten.maximum.default": h_binary_minmax("max"),
    "aten.minimum.default": h_binary_minmax("min"),
    "aten.eq.Scalar": h_compare("eq"), "aten.eq.Tensor": h_compare("eq"),
    "aten.ne.Scalar": h_compare("ne"), "aten.ne.Tensor": h_compare("ne"),
    "aten.gt.Scalar": h_compare("gt"), "aten.gt.Tensor": h_compare("gt"),
    "aten.ge.Scalar": h_compare("ge"), "aten.ge.Tensor": h_compare("ge"),
    "aten.lt.Scalar": h_compare("lt"), "aten.lt.Tensor": h_compare("lt"),
    "aten.le.Scalar": h_compare("le"), "aten.le.Tensor": h_compare("le"),
    "aten.logical_not.default": h_logical_not, "aten.bitwise_not.default": h_logical_not,
    "aten.where.self": h_where, "aten.masked_fill.Scalar": h_masked_fill,
    "aten.masked_fill.Tensor": h_masked_fill,
    "aten._to_copy.default": h_to_copy,
    "aten._log_softmax.default": h_log_softmax,
    "aten._log_softmax_backward_data.default": h_log_softmax_backward,
    "aten.hardtanh_backward.default": _grad_op("hardtanh_grad", _hardtanh_grad),
    "aten.silu_backward.default": _grad_op("silu_grad", _silu_grad),
    "aten.hardswish_backward.default": _grad_op("hardswish_grad", _hardswish_grad),
    "aten.hardsigmoid_backward.default": _grad_op("hardsigmoid_grad", _hardsigmoid_grad),
    "aten.sigmoid_backward.default": _grad_op("sigmoid_grad", _sigmoid_grad),
    "aten.tanh_backward.default": _grad_op("tanh_grad", _tanh_grad),
    "aten.leaky_relu_backward.default": _grad_op("leaky_relu_grad", _leaky_grad),
    "aten.zeros.default": h_fill_value(0.0), "aten.ones.default": h_fill_value(1.0),
    "aten.zeros_like.default": h_fill_value(0.0), "aten.ones_like.default": h_fill_value(1.0),
    "aten.full.default": h_fill_value(None), "aten.full_like.default": h_fill_value(None),
    "aten.new_zeros.default": h_fill_value(0.0), "aten.new_ones.default": h_fill_value(1.0),
    "aten.new_full.default": h_fill_value(None), "aten.zero.default": h_fill_value(0.0),
    "aten.fill.Scalar": h_fill_value(None), "aten.scalar_tensor.default": h_fill_value(None),
    "aten.arange.default": h_arange, "aten.arange.start": h_arange,
    "aten.arange.start_step": h_arange,
    "aten.tril.default": h_tri(False), "aten.triu.default": h_tri(True),
}
