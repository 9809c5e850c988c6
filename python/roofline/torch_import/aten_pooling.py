"""Average pooling of a training step at the ATen level and its gradient:
avg_pool2d, adaptive average pooling (windows that divide the input, and
the uneven windows of GoogLeNet's auxiliary heads), and their backward.
The formulas are in docs/importer.md's ATen table.
"""

from . import ops
from .aten_backward import gather_phases
from .values import Val, pair


def h_avg_pool2d(c, node, args, kwargs):
    x, k = args[0], args[1]
    stride = args[2] if len(args) > 2 and args[2] else k
    padding = args[3] if len(args) > 3 else 0
    ceil_mode = args[4] if len(args) > 4 else False
    include = args[5] if len(args) > 5 else True
    divisor = args[6] if len(args) > 6 else None
    if not include and any(pair(padding)):
        c._unsupported("count_include_pad=False with padding")
    return ops.pool2d(c, x, "avg", k, stride, padding, 1, ceil_mode, divisor)


def h_adaptive_avg_pool2d(c, node, args, kwargs):
    x = c.use(args[0])
    shape, _ = c.out_meta()
    if all(i % o == 0 for i, o in zip(x.shape[2:], shape[2:])):
        return ops.adaptive_pool2d(c, x, "avg")
    return adaptive_avg_uneven(c, x, shape[2:])


def _bounds(n_in, n_out):
    """Adaptive pooling's windows: [floor(o In / Out), ceil((o+1) In / Out))."""
    return [((o * n_in) // n_out, -(-((o + 1) * n_in) // n_out)) for o in range(n_out)]


def _index_calc(p, dim, mul, add, div):
    """(linalg.index dim * mul + add) floordiv div, as index arithmetic."""
    v = p.index(dim)
    if mul != 1:
        v = p.binary("arith.muli", v, mul, "index")
    if add:
        v = p.binary("arith.addi", v, add, "index")
    return p.binary("arith.divui", v, div, "index") if div != 1 else v


def _window_size(p, o, n_in, n_out):
    """ceil((o+1) In / Out) - floor(o In / Out) of the index value o."""
    hi = p.binary("arith.divui", p.binary("arith.addi", p.binary("arith.muli", o, n_in, "index"),
                                          n_in + n_out - 1, "index"), n_out, "index")
    lo = p.binary("arith.divui", p.binary("arith.muli", o, n_in, "index"), n_out, "index")
    return p.binary("arith.subi", hi, lo, "index")


def adaptive_avg_uneven(c, x, out_hw):
    """Adaptive average pooling whose input is not a multiple of its output
    (GoogLeNet's auxiliary heads, 14 -> 4): a sum over the widest window K
    from each output's start ((o In) floordiv Out, an affine map), the taps
    past its own window masked, then a division by its window's size."""
    (ih, iw), (oh, ow) = x.shape[2:], out_hw
    kh = max(e - b for b, e in _bounds(ih, oh))
    kw = max(e - b for b, e in _bounds(iw, ow))
    path = c.loc
    xp = c.pad(x, (0, 0, 0, 0), (0, 0, kh - 1, kw - 1), 0.0, path + ".pad")
    shape = x.shape[:2] + (oh, ow)
    init = c.fill(0.0, shape, x.et, path + ".init")
    win = c.empty((kh, kw), x.et, path)
    ins = [(xp, ["d0", "d1", f"(d2 * {ih}) floordiv {oh} + d4",
                 f"(d3 * {iw}) floordiv {ow} + d5"]), (win, ["d4", "d5"])]

    def body(p, i, o):
        inside = p.binary("arith.andi",
                          p.cmpf("olt", p.index(4), _window_size(p, p.index(2), ih, oh), "index"),
                          p.cmpf("olt", p.index(5), _window_size(p, p.index(3), iw, ow), "index"),
                          "i1")
        return p.add(o, p.select(inside, i[0], 0.0, x.et))
    total = c.generic(ins, shape, x.et, body, path, iterators=["parallel"] * 4
                      + ["reduction"] * 2, out_exprs=["d0", "d1", "d2", "d3"], init=init,
                      hint="pool")

    def divide(p, i, o):
        n = p.binary("arith.muli", _window_size(p, p.index(2), ih, oh),
                     _window_size(p, p.index(3), iw, ow), "index")
        cnt = p.fresh("n")
        p.emit(f"{cnt} = arith.index_cast {n} : index to i64")
        return p.div(i[0], p.convert(cnt, "i64", x.et))
    return c.generic([(total, ["d0", "d1", "d2", "d3"])], shape, x.et, divide, path + ".div",
                     hint="avg")


def adaptive_avg_uneven_grad(c, g, in_shape):
    """Its gradient: each input pixel sums g / window size over the (at
    most J) windows holding it, the outputs from (i Out) floordiv In on."""
    (ih, iw), (oh, ow) = in_shape[2:], g.shape[2:]

    def windows(n_in, n_out):
        return max((((i + 1) * n_out - 1) // n_in) - (i * n_out) // n_in + 1 for i in range(n_in))
    jh, jw = windows(ih, oh), windows(iw, ow)
    path = c.loc
    gp = c.pad(g, (0, 0, 0, 0), (0, 0, jh - 1, jw - 1), 0.0, path + ".pad")
    init = c.fill(0.0, tuple(in_shape), g.et, path + ".init")
    win = c.empty((jh, jw), g.et, path)
    ins = [(gp, ["d0", "d1", f"(d2 * {oh}) floordiv {ih} + d4",
                 f"(d3 * {ow}) floordiv {iw} + d5"]), (win, ["d4", "d5"])]

    def body(p, i, o):
        outs, ok = [], []
        for d_in, d_j, n_in, n_out in ((2, 4, ih, oh), (3, 5, iw, ow)):
            first = _index_calc(p, d_in, n_out, 0, n_in)
            last = _index_calc(p, d_in, n_out, n_out - 1, n_in)
            out = p.binary("arith.addi", first, p.index(d_j), "index")
            ok.append(p.cmpf("ole", out, last, "index"))
            outs.append(out)
        n = p.binary("arith.muli", _window_size(p, outs[0], ih, oh),
                     _window_size(p, outs[1], iw, ow), "index")
        cnt = p.fresh("n")
        p.emit(f"{cnt} = arith.index_cast {n} : index to i64")
        share = p.div(i[0], p.convert(cnt, "i64", g.et))
        return p.add(o, p.select(p.binary("arith.andi", ok[0], ok[1], "i1"), share, 0.0, g.et))
    return c.generic(ins, tuple(in_shape), g.et, body, path, iterators=["parallel"] * 4
                     + ["reduction"] * 2, out_exprs=["d0", "d1", "d2", "d3"], init=init,
                     hint="avgpool_grad")


def _adaptive_window(c, in_hw, out_hw):
    ks, ss = [], []
    for i, o in zip(in_hw, out_hw):
        if i % o:
            c._unsupported(f"adaptive pooling from {i} to {o} (not a multiple)")
        ss.append(i // o)
        ks.append(i - (o - 1) * (i // o))
    return tuple(ks), tuple(ss)


def avg_pool_grad(c, g, in_shape, k, stride, padding, divisor):
    """dx = sum over the windows holding x of g / divisor: per input phase,
    a window sum (linalg.pooling_nchw_sum over the taps that reach it) of
    the gradient, scaled; non-overlapping windows (stride = kernel, no
    padding) are one generic reading g[h floordiv s, w floordiv s]."""
    g = c.use(g)
    path = c.loc
    scale = 1.0 / float(divisor)
    if tuple(k) == tuple(stride) and not any(padding):
        (sh, sw), (ih, iw) = stride, in_shape[2:]
        cover = (g.shape[2] * sh, g.shape[3] * sw)
        dx = c.generic([(g, ["d0", "d1", f"d2 floordiv {sh}", f"d3 floordiv {sw}"])],
                       in_shape[:2] + cover, g.et, lambda p, i, o: p.mul(i[0], scale),
                       path, hint="avgpool_grad")
        if cover != (ih, iw):  # rows and columns no window reads: zero gradient
            dx = c.pad(dx, (0, 0, 0, 0), (0, 0, ih - cover[0], iw - cover[1]), 0.0, path)
        return dx

    def part(gw, phase, dd, sub):
        qh = -(-(in_shape[2] - phase[0]) // stride[0])
        qw = -(-(in_shape[3] - phase[1]) // stride[1])
        jh, jw = gw.shape[2] - qh + 1, gw.shape[3] - qw + 1
        init = c.fill(0.0, in_shape[:2] + (qh, qw), g.et, sub + ".init")
        win = c.empty((jh, jw), g.et, sub)
        name = c.fresh("pool")
        c.emit(f"{name} = linalg.pooling_nchw_sum {{dilations = dense<1> : tensor<2xi64>, "
               f"strides = dense<1> : tensor<2xi64>}} ins({gw.name}, {win.name} : {gw.type}, "
               f"{win.type}) outs({init.name} : {init.type}) -> {init.type}", sub)
        s = Val(name, init.shape, g.et)
        return c.ewise([s], s.shape, g.et, lambda p, v: p.mul(v[0], scale), sub + ".div",
                       hint="avgpool_grad")
    return gather_phases(c, g, tuple(in_shape), tuple(k), tuple(stride), tuple(padding),
                         (1, 1), part, path)


def h_avg_pool2d_backward(c, node, args, kwargs):
    g, x, k = args[0], args[1], pair(args[2])
    stride = pair(args[3]) if args[3] else k
    padding = pair(args[4])
    include, divisor = args[6], args[7]
    if not include and any(padding):
        c._unsupported("count_include_pad=False with padding")
    return avg_pool_grad(c, g, x.shape, k, stride, padding, divisor or k[0] * k[1])


def h_adaptive_avg_pool2d_backward(c, node, args, kwargs):
    g, x = c.use(args[0]), c.use(args[1])
    if any(i % o for i, o in zip(x.shape[2:], g.shape[2:])):
        return adaptive_avg_uneven_grad(c, g, x.shape)
    k, s = _adaptive_window(c, x.shape[2:], g.shape[2:])
    return avg_pool_grad(c, g, x.shape, k, s, (0, 0), k[0] * k[1])


TABLE = {
    "aten.avg_pool2d.default": h_avg_pool2d,
    "aten.avg_pool2d_backward.default": h_avg_pool2d_backward,
    "aten._adaptive_avg_pool2d.default": h_adaptive_avg_pool2d,
    "aten._adaptive_avg_pool2d_backward.default": h_adaptive_avg_pool2d_backward,
}
