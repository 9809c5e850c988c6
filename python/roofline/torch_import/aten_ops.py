"""Lowering of ATen-level graphs (AOT autograd's forward and backward) to
linalg on tensors.

The graphs of functorch's AOT autograd are made of ATen ops
(``aten.convolution``, ``aten.native_batch_norm``, ``aten.addmm``,
``aten.convolution_backward``, ``aten.threshold_backward`` ...), not of the
modules and functions the forward importer (ops.py) lowers. This module is
their table: one handler per ATen overload, written with the Converter's
emitters (fx_to_linalg.Converter, ops.py's conv / pool2d / unary helpers) so
that the IR has the forward importer's shape. The backward kernels that need
more than a few lines (convolution, batch norm, layer norm, max pooling) are
in aten_backward.py.

A handler is ``h(c, node, args, kwargs)``: `args` hold Vals (or
LazyTransposes) where the node had tensors; it returns a Val, or a tuple of
them for ops with several results (picked by getitem nodes).
"""

from . import ops
from .values import LazyTranspose, Val, norm_dim, prod


# ---------------------------------------------------------------------------
# Views: logical reshapes and transposes (strides are PyTorch's business; the
# IR carries values)
# ---------------------------------------------------------------------------

def h_reshape(c, node, args, kwargs):
    shape, _ = c.out_meta()
    return c.reshape(args[0], shape)


def h_identity(c, node, args, kwargs):
    return args[0]


def h_t(c, node, args, kwargs):
    x = args[0]
    if isinstance(x, LazyTranspose):
        return x.src  # t(t(x)) == x
    if x.rank < 2:
        return x
    return LazyTranspose(x, c.loc)


def h_transpose(c, node, args, kwargs):
    x = args[0]
    rank = x.rank
    d0, d1 = sorted((norm_dim(args[1], rank), norm_dim(args[2], rank)))
    if d0 == d1:
        return x
    if (d0, d1) == (rank - 2, rank - 1):
        return h_t(c, node, [x], {})
    perm = list(range(rank))
    perm[d0], perm[d1] = perm[d1], perm[d0]
    return c.transpose(x, perm)


def h_permute(c, node, args, kwargs):
    x = args[0]
    perm = [norm_dim(d, x.rank) for d in args[1]]
    swap_last = list(range(x.rank))
    if x.rank >= 2:
        swap_last[-1], swap_last[-2] = swap_last[-2], swap_last[-1]
        if perm == swap_last:
            return h_t(c, node, [x], {})
    return c.transpose(x, perm)


def h_expand(c, node, args, kwargs):
    shape, _ = c.out_meta()
    return c.broadcast_to(args[0], shape)


def h_empty(c, node, args, kwargs):
    shape, et = c.out_meta()
    return c.empty(shape, et)


def h_full(value):
    def h(c, node, args, kwargs):
        shape, et = c.out_meta()
        return c.fill(value, shape, et)
    return h


# ---------------------------------------------------------------------------
# Contractions: transposed operands become indexing maps
# ---------------------------------------------------------------------------

def contract(c, a, b, init, path=None):
    """C[.., m, n] += A[.., m, k] * B[.., k, n], 2-D or 3-D (batch), with a
    LazyTranspose on either side read through the op's indexing maps (as
    cuBLAS reads a transposed operand: no copy)."""
    at, bt = isinstance(a, LazyTranspose), isinstance(b, LazyTranspose)
    # Under --autocast the operands are read in f16 (bf16), accumulating
    # into the f32 init, as the forward importer's contractions.
    path = path or c.loc
    asrc = c.autocast_operand(a.src if at else a, path)
    bsrc = c.autocast_operand(b.src if bt else b, path)
    batch = len(init.shape) == 3
    if batch:
        dims, op, hint = "(d0, d1, d2, d3)", "linalg.batch_matmul", "bmm"
        am = "(d0, d3, d1)" if at else "(d0, d1, d3)"
        bm = "(d0, d2, d3)" if bt else "(d0, d3, d2)"
        cm = "(d0, d1, d2)"
    else:
        dims, op, hint = "(d0, d1, d2)", "linalg.matmul", "matmul"
        am = "(d2, d0)" if at else "(d0, d2)"
        bm = "(d1, d2)" if bt else "(d2, d1)"
        cm = "(d0, d1)"
    maps = ""
    if at or bt:
        maps = ("indexing_maps = [" + ", ".join(f"affine_map<{dims} -> {m}>" for m in (am, bm, cm))
                + "] ")
    name = c.fresh(hint)
    c.emit(f"{name} = {op} {maps}ins({asrc.name}, {bsrc.name} : {asrc.type}, {bsrc.type}) "
           f"outs({init.name} : {init.type}) -> {init.type}", path)
    return Val(name, init.shape, init.et)


def h_mm(c, node, args, kwargs):
    shape, et = c.out_meta()
    init = c.fill(0.0, shape, et, c.sub("init"))
    return contract(c, args[0], args[1], init)


def h_addmm(c, node, args, kwargs):
    bias, a, b = args[:3]
    beta, alpha = kwargs.get("beta", 1), kwargs.get("alpha", 1)
    if beta != 1 or alpha != 1:
        c._unsupported("addmm with alpha or beta other than 1")
    shape, et = c.out_meta()
    bias = c.use(bias)
    init = c.broadcast_to(bias, shape, c.sub("bias"))
    return contract(c, a, b, init)


# ---------------------------------------------------------------------------
# Elementwise and reductions
# ---------------------------------------------------------------------------

def h_binary(kind):
    def h(c, node, args, kwargs):
        return ops.binary(c, args[0], args[1], kind, kwargs.get("alpha", 1))
    return h


def h_unary(kind):
    def h(c, node, args, kwargs):
        return ops.unary(c, args[0], ops.UNARY[kind], kind)
    return h


def h_gelu(c, node, args, kwargs):
    return ops.unary(c, args[0], ops._gelu_fn(kwargs.get("approximate", "none")), "gelu")


def h_threshold_backward(c, node, args, kwargs):
    """grad * (out > threshold): relu's backward reads its saved output."""
    grad, out, th = args
    shape, et = c.out_meta()
    return c.ewise([grad, out], shape, et,
                   lambda p, v: p.select(p.cmpf("ogt", v[1], float(th)), v[0], 0.0),
                   hint="relu_grad")


def h_gelu_backward(c, node, args, kwargs):
    """grad * gelu'(x), gelu'(x) = Phi(x) + x phi(x) (erf form): the payload
    recomputes erf and exp of the saved input."""
    grad, x = args
    shape, et = c.out_meta()

    def fn(p, v):
        cdf = p.mul(0.5, p.add(1.0, p.math("erf", p.mul(v[1], 0.7071067811865476))))
        pdf = p.mul(0.3989422804014327, p.math("exp", p.mul(-0.5, p.mul(v[1], v[1]))))
        return p.mul(v[0], p.add(cdf, p.mul(v[1], pdf)))
    return c.ewise([grad, x], shape, et, fn, hint="gelu_grad")


def _dims(x, dims):
    if dims is None or dims == []:
        return list(range(x.rank))
    dims = [dims] if isinstance(dims, int) else dims
    return sorted(norm_dim(d, x.rank) for d in dims)


def h_sum(c, node, args, kwargs):
    x = c.use(args[0])
    dims = _dims(x, args[1] if len(args) > 1 else kwargs.get("dim"))
    shape, _ = c.out_meta()
    return c.reduce(x, dims, lambda p, acc, v: p.add(acc, v), 0.0, keep_shape=shape)


def h_mean(c, node, args, kwargs):
    x = c.use(args[0])
    dims = _dims(x, args[1] if len(args) > 1 else kwargs.get("dim"))
    shape, et = c.out_meta()
    count = float(prod(x.shape[d] for d in dims))
    # One framework kernel: ATen's mean divides in its reduce kernel (ops.py
    # h_sum_mean).
    with c.framework_kernel("mean"):
        s = c.reduce(x, dims, lambda p, acc, v: p.add(acc, v), 0.0)
        m = c.ewise([s], s.shape, et, lambda p, v: p.div(v[0], count), c.sub("div"),
                    hint="mean")
    return c.reshape(m, shape)


def h_softmax(c, node, args, kwargs):
    x = c.use(args[0])
    return c.softmax(x, norm_dim(args[1], x.rank))


def h_softmax_backward(c, node, args, kwargs):
    """dx = y * (dy - sum(dy * y, dim)): a reduction and an elementwise op."""
    dy, y, dim = c.use(args[0]), c.use(args[1]), norm_dim(args[2], args[1].rank)
    r = y.rank
    all_d = [f"d{i}" for i in range(r)]
    kept = [f"d{i}" for i in range(r) if i != dim]
    kept_shape = tuple(d for i, d in enumerate(y.shape) if i != dim)
    init = c.fill(0.0, kept_shape, y.et, c.sub("dot"))
    iters = ["reduction" if i == dim else "parallel" for i in range(r)]
    dot = c.generic([(dy, all_d), (y, all_d)], kept_shape, y.et,
                    lambda p, i, o: p.add(o, p.mul(i[0], i[1])), c.sub("dot"),
                    iterators=iters, out_exprs=kept, init=init, hint="dot")
    return c.generic([(dy, all_d), (y, all_d), (dot, kept)], y.shape, y.et,
                     lambda p, i, o: p.mul(i[1], p.sub(i[0], i[2])), hint="softmax_grad")


def h_bernoulli(c, node, args, kwargs):
    """The dropout mask: one random draw per element. linalg has no random
    number op; a hash of the element's index stands in for PyTorch's Philox
    generator (a few integer ops per element, no input read)."""
    shape, et = c.out_meta()
    keep = float(args[1]) if len(args) > 1 else float(kwargs.get("p", 0.5))

    def body(p, i, o):
        idx = p.index(len(shape) - 1)
        n = p.fresh("n")
        p.emit(f"{n} = arith.index_cast {idx} : index to i32")
        h = p.binary("arith.muli", n, 0x9E3779B1 - (1 << 32), "i32")
        h = p.binary("arith.xori", h, p.binary("arith.shrui", h, 15, "i32"), "i32")
        u = p.convert(h, "i32", et)
        u = p.mul(u, 1.0 / 4294967296.0)
        return p.select(p.cmpf("olt", u, keep), 1.0, 0.0)
    return c.generic([], shape, et, body, hint="bernoulli")


def h_native_dropout(c, node, args, kwargs):
    """(x * mask / (1 - p), mask) with the mask drawn as in h_bernoulli."""
    x = c.use(args[0])
    prob = float(args[1])
    saved = c.cur_out
    c.cur_out = (x.shape, x.et)
    mask = h_bernoulli(c, node, [x, 1.0 - prob], {})
    c.cur_out = saved
    scale = 1.0 / (1.0 - prob) if prob < 1 else 0.0
    y = c.ewise([x, mask], x.shape, x.et, lambda p, v: p.mul(p.mul(v[0], v[1]), scale),
                hint="dropout")
    return (y, mask)


def h_dropout_backward(c, node, args, kwargs):
    grad, mask, scale = args
    shape, et = c.out_meta()
    return c.ewise([grad, mask], shape, et, lambda p, v: p.mul(p.mul(v[0], v[1]), float(scale)),
                   hint="dropout_grad")


# ---------------------------------------------------------------------------
# Forward kernels with several results
# ---------------------------------------------------------------------------

def h_convolution(c, node, args, kwargs):
    x, w, b, stride, padding, dilation, transposed, _, groups = args[:9]
    if transposed:
        c._unsupported("transposed convolution")
    return ops.conv(c, x, w, b, stride, padding, dilation, groups)


def h_max_pool_with_indices(c, node, args, kwargs):
    """(max, argmax): the pooling, and the argmax as a second reduction over
    the same windows (PyTorch writes both from one kernel; here the window
    is read twice)."""
    from .aten_backward import linear_index
    from .values import pair
    x = c.use(args[0])
    k = pair(args[1])
    stride = pair(args[2]) if len(args) > 2 and args[2] else k
    padding = pair(args[3]) if len(args) > 3 else (0, 0)
    dilation = pair(args[4]) if len(args) > 4 else (1, 1)
    ceil_mode = bool(args[5]) if len(args) > 5 else False
    val = node.meta["value"]
    out_shape = tuple(val[0].shape)
    c.cur_out = (out_shape, x.et)
    y = ops.pool2d(c, x, "max", k, stride, padding, dilation, ceil_mode)
    # argmax: iterate (n, c, oh, ow, kh, kw) over the padded input again.
    low = padding
    high = tuple(max(l, (o - 1) * s + d * (kk - 1) + 1 - i - l) for o, s, d, kk, i, l in
                 zip(out_shape[2:], stride, dilation, k, x.shape[2:], low))
    xp = c.pad(x, (0, 0) + tuple(low), (0, 0) + high, float("-inf"), c.sub("indices.pad"))
    win = c.empty(k, x.et, c.sub("indices"))
    init = c.fill(0, out_shape, "i64", c.sub("indices"))
    sh, sw = stride
    dh, dw = dilation
    ins = [(xp, ["d0", "d1", f"d2 * {sh} + d4 * {dh}", f"d3 * {sw} + d5 * {dw}"]),
           (win, ["d4", "d5"]), (y, ["d0", "d1", "d2", "d3"])]
    wcols = x.shape[3]

    def body(p, i, o):
        hit = p.cmpf("oeq", i[0], i[2], x.et)
        li = linear_index(p, 4, 5, wcols)
        return p.select(hit, li, o, "i64")
    iters = ["parallel"] * 4 + ["reduction"] * 2
    idx = c.generic(ins, out_shape, "i64", body, c.sub("indices"), iterators=iters,
                    out_exprs=["d0", "d1", "d2", "d3"], init=init, hint="argmax")
    return (y, idx)


# ---------------------------------------------------------------------------
# The table
# ---------------------------------------------------------------------------

def _table():
    from . import aten_backward as bw
    from . import aten_data, aten_pointwise, aten_pooling
    t = {
        "aten.view.default": h_reshape, "aten._reshape_alias.default": h_reshape,
        "aten._unsafe_view.default": h_reshape, "aten.reshape.default": h_reshape,
        "aten.squeeze.dim": h_reshape, "aten.unsqueeze.default": h_reshape,
        "aten.clone.default": h_identity, "aten.detach.default": h_identity,
        "aten.alias.default": h_identity, "aten._to_copy.default": h_identity,
        "aten.t.default": h_t, "aten.transpose.int": h_transpose,
        "aten.permute.default": h_permute, "aten.expand.default": h_expand,
        "aten.empty_like.default": h_empty, "aten.zeros_like.default": h_full(0.0),
        "aten.ones_like.default": h_full(1.0),
        "aten.mm.default": h_mm, "aten.bmm.default": h_mm, "aten.addmm.default": h_addmm,
        "aten.add.Tensor": h_binary("add"), "aten.sub.Tensor": h_binary("sub"),
        "aten.mul.Tensor": h_binary("mul"), "aten.div.Tensor": h_binary("div"),
        "aten.add.Scalar": h_binary("add"), "aten.mul.Scalar": h_binary("mul"),
        "aten.div.Scalar": h_binary("div"),
        "aten.relu.default": h_unary("relu"), "aten.tanh.default": h_unary("tanh"),
        "aten.sigmoid.default": h_unary("sigmoid"), "aten.gelu.default": h_gelu,
        "aten.threshold_backward.default": h_threshold_backward,
        "aten.gelu_backward.default": h_gelu_backward,
        "aten.sum.dim_IntList": h_sum, "aten.sum.default": h_sum,
        "aten.mean.dim": h_mean, "aten._softmax.default": h_softmax,
        "aten._softmax_backward_data.default": h_softmax_backward,
        "aten.bernoulli_.float": h_bernoulli, "aten.native_dropout.default": h_native_dropout,
        "aten.native_dropout_backward.default": h_dropout_backward,
        "aten.convolution.default": h_convolution,
        "aten.max_pool2d_with_indices.default": h_max_pool_with_indices,
    }
    t.update(bw.TABLE)
    t.update(aten_pointwise.TABLE)
    t.update(aten_data.TABLE)
    t.update(aten_pooling.TABLE)
    return t


_TABLE = None


def handler(target):
    """The handler of an ATen overload (or None)."""
    global _TABLE
    if _TABLE is None:
        _TABLE = _table()
    return _TABLE.get(str(target))


__all__ = ["contract", "handler"]
