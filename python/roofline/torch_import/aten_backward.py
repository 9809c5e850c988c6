"""ATen kernels of a training step that need more than a few lines: the
convolution's backward, training-mode batch norm and its backward, layer
norm with its saved statistics and its backward, max pooling's backward.

Each is written so that its FLOPs are what the kernel does, not what a
literal lowering would count:

- The input gradient of a convolution with stride s is s*s stride-1
  convolutions of the output gradient with the sub-kernels of the flipped
  weight (one per output phase, written into the gradient with a strided
  tensor.insert_slice), not one convolution over a zero-dilated gradient,
  which would count s*s times the work (cuDNN's dgrad skips the zeros).
  Their FLOPs add up to the forward's.
- The weight gradient is a linalg.generic with the convolution's maps
  (isaConvolutionOpInterface: roofline-opt gives it a GEMM view), reducing
  over batch and output pixels: the forward's FLOPs again.

So a convolution's backward is 2x its forward, as the literature's 3x
training-step rule has it. Formulas: docs/importer.md, "Training step".
"""

from .mlir import dense_i64
from .values import Val, pair, prod

_D4 = ["d0", "d1", "d2", "d3"]


def linear_index(p, row_dim, col_dim, width):
    """row * width + col of two loop indices, as i64 (PyTorch's argmax
    encoding in max pooling)."""
    r, q = p.index(row_dim), p.index(col_dim)
    lin = p.binary("arith.addi", p.binary("arith.muli", r, width, "index"), q, "index")
    li = p.fresh("li")
    p.emit(f"{li} = arith.index_cast {lin} : index to i64")
    return li


def _phase(k, s, p, r, d=1):
    """The taps of output phase r (input rows r, r+s, ...) of a window of k
    taps, stride s, padding p, dilation d: (a, step, J, b, dd): taps
    a, a + step, ... (J of them) reach those rows, and input row r + s q
    reads the gradient rows q + b - j dd for tap a + step j. With
    g = gcd(s, d): step = s/g, dd = d/g; J = 0 when no tap reaches the
    phase (g does not divide r + p)."""
    import math
    g = math.gcd(s, d)
    step, dd = s // g, d // g
    if (r + p) % g:
        return 0, step, 0, 0, dd
    a = next(t for t in range(step) if (t * d - r - p) % s == 0)
    taps = max(0, -(-(k - a) // step))
    b = (r + p - a * d) // s
    return a, step, taps, b, dd


def _window(c, g, dim, start, length, path):
    """Rows [start, start+length) of g along dim, zero-padded where they
    leave it."""
    size = g.shape[dim]
    lo, hi = max(0, -start), max(0, start + length - size)
    s0, s1 = max(0, start), min(size, start + length)
    if s1 <= s0:  # the window misses g entirely: zeros
        shape = list(g.shape)
        shape[dim] = length
        return c.fill(0.0, tuple(shape), g.et, path)
    if (s0, s1) != (0, size):
        offs = [0] * g.rank
        sizes = list(g.shape)
        offs[dim], sizes[dim] = s0, s1 - s0
        g = c.extract_slice(g, offs, sizes, [1] * g.rank, tuple(sizes), path)
    low, high = [0] * g.rank, [0] * g.rank
    low[dim], high[dim] = lo, hi
    return c.pad(g, low, high, 0.0, path)


def phases(in_hw, k, stride, padding, dilation=(1, 1)):
    """Every output phase of a window op's input gradient that some tap
    reaches: (rh, rw, (a, step, J, b, dd) per dim, (qh, qw)), where
    (qh, qw) is the phase's size in input pixels."""
    for rh in range(stride[0]):
        ph = _phase(k[0], stride[0], padding[0], rh, dilation[0])
        qh = -(-(in_hw[0] - rh) // stride[0])
        for rw in range(stride[1]):
            pw = _phase(k[1], stride[1], padding[1], rw, dilation[1])
            qw = -(-(in_hw[1] - rw) // stride[1])
            if ph[2] == 0 or pw[2] == 0 or qh <= 0 or qw <= 0:
                continue  # no tap reaches these input pixels: their gradient is 0
            yield rh, rw, (ph, pw), (qh, qw)


def gather_phases(c, grad, in_shape, k, stride, padding, dilation, emit_part, path, et=None):
    """An input gradient assembled from its phases: emit_part(g, taps, dd,
    sub) returns the phase's [N, C, qh, qw] part, from the gradient window
    g it reads (zero-padded as the taps need); parts are inserted with
    stride s into a zero fill (stride 1: the one part is the gradient)."""
    gx = None
    et = et or grad.et
    single = tuple(stride) == (1, 1)
    if not single:
        gx = c.fill(0.0, in_shape, et, path + ".init")
    for rh, rw, ((_, _, jh, bh, dh), (_, _, jw, bw, dw)), (qh, qw) in \
            phases(in_shape[2:], k, stride, padding, dilation):
        sub = path if single else f"{path}.phase{rh}{rw}"
        g = _window(c, grad, 2, bh - (jh - 1) * dh, qh + (jh - 1) * dh, sub + ".pad")
        g = _window(c, g, 3, bw - (jw - 1) * dw, qw + (jw - 1) * dw, sub + ".pad")
        part = emit_part(g, (rh, rw), (dh, dw), sub)
        if single:
            return part
        name = c.fresh("dgrad")
        n, ch = part.shape[:2]
        c.emit(f"{name} = tensor.insert_slice {part.name} into {gx.name}[0, 0, {rh}, {rw}] "
               f"[{n}, {ch}, {qh}, {qw}] [1, 1, {stride[0]}, {stride[1]}] : {part.type} into "
               f"{gx.type}", sub + ".insert")
        gx = Val(name, in_shape, et)
    if gx is None:  # no tap reaches any input pixel
        gx = c.fill(0.0, in_shape, et, path + ".init")
    return gx


def conv_input_grad(c, grad, w, in_shape, stride, padding, dilation=(1, 1), groups=1, et=None):
    """dL/dx of a 2-d convolution: per output phase (rh, rw), a stride-1
    convolution (dilation d/gcd(s, d)) of the gradient with the flipped,
    channel-transposed sub-kernel w[:, :, a + step j] (see _phase); grouped
    as the forward (depthwise: a depthwise convolution)."""
    path = c.loc + ".dgrad"
    n, ch, ih, iw = in_shape
    f, cg, kh, kw = w.shape
    et = et or grad.et
    g = int(groups)
    taps = {}
    for rh, rw, ((ah, sth, jh, _, _), (aw, stw, jw, _, _)), _ in \
            phases((ih, iw), (kh, kw), stride, padding, dilation):
        taps[(rh, rw)] = (ah, sth, jh, aw, stw, jw)

    def part(gw, phase, dd, sub):
        ah, sth, jh, aw, stw, jw = taps[phase]
        def flip(dim_h, dim_w):  # the taps a + step (J - 1 - j), read from the end
            return [f"{ah + sth * (jh - 1)} - d{dim_h} * {sth}",
                    f"{aw + stw * (jw - 1)} - d{dim_w} * {stw}"]
        qh, qw = gw.shape[2] - (jh - 1) * dd[0], gw.shape[3] - (jw - 1) * dd[1]
        attrs = f"{{dilations = {dense_i64(dd)}, strides = {dense_i64((1, 1))}}}"
        name = c.fresh("dgrad")
        if g == 1:
            wk = c.generic([(w, ["d1", "d0"] + flip(2, 3))],
                           (ch, f, jh, jw), w.et, lambda p, i, o: i[0], sub + ".weight",
                           hint="wflip")
            init = c.fill(0.0, (n, ch, qh, qw), et, sub + ".init")
            c.emit(f"{name} = linalg.conv_2d_nchw_fchw {attrs} ins({gw.name}, {wk.name} : "
                   f"{gw.type}, {wk.type}) outs({init.name} : {init.type}) -> {init.type}", sub)
            return Val(name, (n, ch, qh, qw), et)
        if g == ch and f == ch:  # depthwise
            wk = c.generic([(w, ["d0", "0"] + flip(1, 2))],
                           (ch, jh, jw), w.et, lambda p, i, o: i[0], sub + ".weight",
                           hint="wflip")
            init = c.fill(0.0, (n, ch, qh, qw), et, sub + ".init")
            c.emit(f"{name} = linalg.depthwise_conv_2d_nchw_chw {attrs} ins({gw.name}, "
                   f"{wk.name} : {gw.type}, {wk.type}) outs({init.name} : {init.type}) -> "
                   f"{init.type}", sub)
            return Val(name, (n, ch, qh, qw), et)
        fg = f // g
        w5 = c.expand(w, [[0, 1], [2], [3], [4]], (g, fg, cg, kh, kw), sub + ".weight")
        wk = c.generic([(w5, ["d0", "d2", "d1"] + flip(3, 4))],
                       (g, cg, fg, jh, jw), w.et, lambda p, i, o: i[0], sub + ".weight",
                       hint="wflip")
        g5 = c.expand(gw, [[0], [1, 2], [3], [4]], (n, g, fg) + gw.shape[2:], sub)
        init = c.fill(0.0, (n, g, cg, qh, qw), et, sub + ".init")
        c.emit(f"{name} = linalg.conv_2d_ngchw_gfchw {attrs} ins({g5.name}, {wk.name} : "
               f"{g5.type}, {wk.type}) outs({init.name} : {init.type}) -> {init.type}", sub)
        return c.collapse(Val(name, init.shape, et), [[0], [1, 2], [3], [4]], sub)
    return gather_phases(c, grad, in_shape, (kh, kw), stride, padding, dilation, part, path, et)


def conv_weight_grad(c, grad, x, w_shape, stride, padding, dilation=(1, 1), groups=1, et=None):
    """dL/dw[f, c, kh, kw] = sum_{n, oh, ow} grad[n, f, oh, ow] *
    xpad[n, c, oh*s + kh*d, ow*s + kw*d]: the forward's maps, reduced over
    the batch and the output pixels (per group for a grouped convolution:
    [G, F/G, C/G, kh, kw] collapsed to the weight's shape; depthwise:
    [C, kh, kw])."""
    path = c.loc + ".wgrad"
    f, cg, kh, kw = w_shape
    (sh, sw), (ph, pw), (dh, dw) = stride, padding, dilation
    n, ch = x.shape[:2]
    oh, ow = grad.shape[2:]
    high = (max(ph, (oh - 1) * sh + dh * (kh - 1) + 1 - x.shape[2] - ph),
            max(pw, (ow - 1) * sw + dw * (kw - 1) + 1 - x.shape[3] - pw))
    xp = c.pad(x, (0, 0, ph, pw), (0, 0) + high, 0.0, path + ".pad")
    g = int(groups)
    et = et or grad.et

    def mac(p, i, o):  # operands read in the accumulator's type (autocast: f16 into f32)
        a, b = p.convert(i[0], grad.et, et), p.convert(i[1], x.et, et)
        return p.add(o, p.mul(a, b))
    if g == 1:
        init = c.fill(0.0, w_shape, et, path + ".init")
        ins = [(grad, ["d4", "d0", "d5", "d6"]),
               (xp, ["d4", "d1", f"d5 * {sh} + d2 * {dh}", f"d6 * {sw} + d3 * {dw}"])]
        return c.generic(ins, w_shape, et, mac, path, iterators=["parallel"] * 4
                         + ["reduction"] * 3, out_exprs=_D4, init=init, hint="wgrad")
    if g == ch and f == ch:  # depthwise
        init = c.fill(0.0, (ch, kh, kw), et, path + ".init")
        ins = [(grad, ["d3", "d0", "d4", "d5"]),
               (xp, ["d3", "d0", f"d4 * {sh} + d1 * {dh}", f"d5 * {sw} + d2 * {dw}"])]
        r = c.generic(ins, (ch, kh, kw), et, mac, path, iterators=["parallel"] * 3
                      + ["reduction"] * 3, out_exprs=["d0", "d1", "d2"], init=init, hint="wgrad")
        return c.expand(r, [[0, 1], [2], [3]], w_shape, path)
    fg = f // g
    g5 = c.expand(grad, [[0], [1, 2], [3], [4]], (n, g, fg, oh, ow), path)
    x5 = c.expand(xp, [[0], [1, 2], [3], [4]], (n, g, cg) + xp.shape[2:], path)
    shape5 = (g, fg, cg, kh, kw)
    init = c.fill(0.0, shape5, et, path + ".init")
    ins = [(g5, ["d5", "d0", "d1", "d6", "d7"]),
           (x5, ["d5", "d0", "d2", f"d6 * {sh} + d3 * {dh}", f"d7 * {sw} + d4 * {dw}"])]
    r = c.generic(ins, shape5, et, mac, path, iterators=["parallel"] * 5
                  + ["reduction"] * 3, out_exprs=[f"d{i}" for i in range(5)], init=init,
                  hint="wgrad")
    return c.collapse(r, [[0, 1], [2], [3], [4]], path)


def h_convolution_backward(c, node, args, kwargs):
    grad, x, w, bias_sizes, stride, padding, dilation, transposed, _, groups, mask = args[:11]
    grad, x, w = c.use(grad), c.use(x), c.use(w)
    if transposed or x.rank != 4:
        c._unsupported("backward of a transposed or non-2-d convolution")
    stride, padding, dilation = pair(stride), pair(padding), pair(dilation)
    gx = gw = gb = None
    # Under autocast the kernels read f16 (bf16) operands and accumulate in
    # the gradient's type, as the forward's convolution.
    cast_grad = c.autocast_operand(grad, c.loc + ".bwd")
    if mask[0]:
        gx = conv_input_grad(c, cast_grad, c.autocast_operand(w, c.loc + ".bwd"), x.shape,
                             stride, padding, dilation, groups, et=grad.et)
    if mask[1]:
        gw = conv_weight_grad(c, cast_grad, c.autocast_operand(x, c.loc + ".bwd"), w.shape,
                              stride, padding, dilation, groups, et=grad.et)
    if mask[2]:
        gb = c.reduce(grad, [0, 2, 3], lambda p, acc, v: p.add(acc, v), 0.0, c.sub("bgrad"))
    return (gx, gw, gb)


# ---------------------------------------------------------------------------
# Batch norm (training: batch statistics) and layer norm
# ---------------------------------------------------------------------------

def _stats(c, x, red, path):
    """(mean, rstd) of x over the dims `red`, eps added later: two
    reductions (sum, then the sum of squared deviations), as ops.layer_norm."""
    r = x.rank
    kept = [i for i in range(r) if i not in red]
    count = float(prod(x.shape[i] for i in red))
    all_d = [f"d{i}" for i in range(r)]
    kept_d = [f"d{i}" for i in kept]
    kept_shape = tuple(x.shape[i] for i in kept)
    s = c.reduce(x, red, lambda p, acc, v: p.add(acc, v), 0.0, path + ".mean")
    mean = c.ewise([s], kept_shape, x.et, lambda p, v: p.div(v[0], count), path + ".mean",
                   hint="mean")
    init = c.fill(0.0, kept_shape, x.et, path + ".var")
    iters = ["reduction" if i in red else "parallel" for i in range(r)]
    ss = c.generic([(x, all_d), (mean, kept_d)], kept_shape, x.et,
                   lambda p, i, o: p.add(o, p.mul(p.sub(i[0], i[1]), p.sub(i[0], i[1]))),
                   path + ".var", iterators=iters, out_exprs=kept_d, init=init, hint="sumsq")
    return mean, ss, count


def _normalize(c, x, red, mean, ss, count, eps, w, b, path, param_d):
    r = x.rank
    kept_d = [f"d{i}" for i in range(r) if i not in red]
    kept_shape = mean.shape
    rstd = c.ewise([ss], kept_shape, x.et,
                   lambda p, v: p.math("rsqrt", p.add(p.div(v[0], count), float(eps))),
                   path + ".rstd", hint="rstd")
    ins = [(x, [f"d{i}" for i in range(r)]), (mean, kept_d), (rstd, kept_d)]
    if w is not None:
        ins.append((w, param_d))
    if b is not None:
        ins.append((b, param_d))

    def body(p, i, o):
        y = p.mul(p.sub(i[0], i[1]), i[2])
        if w is not None:
            y = p.mul(y, i[3])
        if b is not None:
            y = p.add(y, i[4 if w is not None else 3])
        return y
    y = c.generic(ins, x.shape, x.et, body, path, hint="norm")
    return y, rstd


def h_native_batch_norm(c, node, args, kwargs):
    """Training batch norm: (y, batch mean, 1/sqrt(var + eps)). The running
    statistics' update (2 x C elements) is not charged."""
    x, w, b, _, _, training, _, eps = args[:8]
    x = c.use(x)
    if not training:
        c._unsupported("batch norm in eval mode inside a training step")
    red = [0] + list(range(2, x.rank))
    mean, ss, count = _stats(c, x, red, c.loc)
    y, rstd = _normalize(c, x, red, mean, ss, count, eps, w, b, c.loc, ["d1"])
    return (y, mean, rstd)


def h_native_batch_norm_backward(c, node, args, kwargs):
    """dx = w rstd (g - mean(g) - xhat mean(g xhat)), dw = sum(g xhat),
    db = sum(g), xhat = (x - mean) rstd: two reductions and one elementwise
    pass (PyTorch's kernel: one reduction pass, one elementwise)."""
    g, x, w, _, _, mean, rstd, _, _, mask = args[:10]
    g, x = c.use(g), c.use(x)
    red = [0] + list(range(2, x.rank))
    count = float(prod(x.shape[i] for i in red))
    all_d = [f"d{i}" for i in range(x.rank)]
    iters = ["reduction" if i in red else "parallel" for i in range(x.rank)]
    path = c.loc
    db = c.reduce(g, red, lambda p, acc, v: p.add(acc, v), 0.0, path + ".bgrad")
    init = c.fill(0.0, db.shape, x.et, path + ".wgrad")
    dw = c.generic([(g, all_d), (x, all_d), (mean, ["d1"]), (rstd, ["d1"])], db.shape, x.et,
                   lambda p, i, o: p.add(o, p.mul(i[0], p.mul(p.sub(i[1], i[2]), i[3]))),
                   path + ".wgrad", iterators=iters, out_exprs=["d1"], init=init, hint="wgrad")
    dx = None
    if mask[0]:
        ins = [(g, all_d), (x, all_d), (mean, ["d1"]), (rstd, ["d1"]), (db, ["d1"]),
               (dw, ["d1"])] + ([(w, ["d1"])] if w is not None else [])

        def body(p, i, o):
            xhat = p.mul(p.sub(i[1], i[2]), i[3])
            t = p.sub(p.sub(i[0], p.div(i[4], count)), p.mul(xhat, p.div(i[5], count)))
            scale = p.mul(i[3], i[6]) if w is not None else i[3]
            return p.mul(t, scale)
        dx = c.generic(ins, x.shape, x.et, body, path + ".dgrad", hint="bn_grad")
    return (dx, dw if mask[1] else None, db if mask[2] else None)


def h_native_layer_norm(c, node, args, kwargs):
    """(y, mean, rstd) over the trailing normalized dims, tagged as one
    framework kernel as ops.layer_norm is (the mean and rstd it also returns
    are read by the backward, so --mode=eager groups what the fusion rules
    allow around them)."""
    x, shape, w, b, eps = args[:5]
    x = c.use(x)
    k = len(shape)
    red = list(range(x.rank - k, x.rank))
    with c.framework_kernel("native_layer_norm"):
        mean, ss, count = _stats(c, x, red, c.loc)
        y, rstd = _normalize(c, x, red, mean, ss, count, eps, w, b, c.loc,
                             [f"d{i}" for i in red])
    keep = tuple(x.shape[:x.rank - k]) + (1,) * k  # PyTorch keeps the dims
    return (y, c.reshape(mean, keep), c.reshape(rstd, keep))


def h_native_layer_norm_backward(c, node, args, kwargs):
    """dx = rstd (gw - mean(gw) - xhat mean(gw xhat)) with gw = g w (two
    row reductions, one elementwise); dw = sum over rows of g xhat, db = sum
    of g (two column reductions)."""
    g, x, shape, mean, rstd, w, b, mask = args[:8]
    g, x = c.use(g), c.use(x)
    k = len(shape)
    r = x.rank
    red = list(range(r - k, r))
    outer = [i for i in range(r) if i not in red]
    mean = c.reshape(mean, tuple(x.shape[i] for i in outer))
    rstd = c.reshape(rstd, tuple(x.shape[i] for i in outer))
    count = float(prod(x.shape[i] for i in red))
    all_d = [f"d{i}" for i in range(r)]
    out_d = [f"d{i}" for i in outer]
    in_d = [f"d{i}" for i in red]
    path = c.loc
    row_iters = ["reduction" if i in red else "parallel" for i in range(r)]
    col_iters = ["parallel" if i in red else "reduction" for i in range(r)]
    wv = (w, in_d) if w is not None else None

    def gw(p, i):
        return p.mul(i[0], i[4]) if w is not None else i[0]

    ins = [(g, all_d), (x, all_d), (mean, out_d), (rstd, out_d)] + ([wv] if wv else [])
    init1 = c.fill(0.0, mean.shape, x.et, path + ".dgrad.sum")
    s1 = c.generic(ins, mean.shape, x.et, lambda p, i, o: p.add(o, gw(p, i)),
                   path + ".dgrad.sum", iterators=row_iters, out_exprs=out_d, init=init1,
                   hint="rowsum")
    init2 = c.fill(0.0, mean.shape, x.et, path + ".dgrad.dot")
    s2 = c.generic(ins, mean.shape, x.et,
                   lambda p, i, o: p.add(o, p.mul(gw(p, i), p.mul(p.sub(i[1], i[2]), i[3]))),
                   path + ".dgrad.dot", iterators=row_iters, out_exprs=out_d, init=init2,
                   hint="rowdot")
    dx = None
    if mask[0]:
        def body(p, i):
            xhat = p.mul(p.sub(i[1], i[2]), i[3])
            j = 5 if w is not None else 4
            t = p.sub(p.sub(gw(p, i), p.div(i[j], count)), p.mul(xhat, p.div(i[j + 1], count)))
            return p.mul(t, i[3])
        dx = c.generic(ins + [(s1, out_d), (s2, out_d)], x.shape, x.et,
                       lambda p, i, o: body(p, i), path + ".dgrad", hint="ln_grad")
    pshape = tuple(x.shape[i] for i in red)
    dw = db = None
    if mask[1] and w is not None:
        init = c.fill(0.0, pshape, x.et, path + ".wgrad")
        dw = c.generic([(g, all_d), (x, all_d), (mean, out_d), (rstd, out_d)], pshape, x.et,
                       lambda p, i, o: p.add(o, p.mul(i[0], p.mul(p.sub(i[1], i[2]), i[3]))),
                       path + ".wgrad", iterators=col_iters, out_exprs=in_d, init=init,
                       hint="wgrad")
    if mask[2] and b is not None:
        db = c.reduce(g, outer, lambda p, acc, v: p.add(acc, v), 0.0, path + ".bgrad")
    return (dx, dw, db)


def h_max_pool_backward(c, node, args, kwargs):
    """The input gradient of max pooling: each input pixel takes the output
    gradient of the window whose argmax it is. Written as one pass over the
    input reading the gradient and argmax of the window it starts (an affine
    floordiv); windows overlap when the kernel exceeds the stride, which this
    form does not sum (the cost is one read of grad and indices per input
    pixel and one write, which is what PyTorch's scatter kernel moves)."""
    g, x, stride = c.use(args[0]), c.use(args[1]), pair(args[3])
    idx = c.use(args[7])
    sh, sw = stride
    oh, ow = g.shape[2:]
    # Input rows past the last window start (a kernel wider than the stride,
    # AlexNet's 3/2 pooling of 13 rows) read one gradient row beyond the
    # last: the gradient and indices are padded (0, and -1: no match).
    ph, pw = max(0, (x.shape[2] - 1) // sh + 1 - oh), max(0, (x.shape[3] - 1) // sw + 1 - ow)
    if ph or pw:
        g = c.pad(g, (0, 0, 0, 0), (0, 0, ph, pw), 0.0, c.sub("pad"))
        idx = c.pad(idx, (0, 0, 0, 0), (0, 0, ph, pw), -1, c.sub("pad"))
    window = ["d0", "d1", f"d2 floordiv {sh}", f"d3 floordiv {sw}"]
    ins = [(g, window), (idx, window)]

    def body(p, i, o):
        li = linear_index(p, 2, 3, x.shape[3])
        hit = p.cmpf("oeq", i[1], li, "i64")
        return p.select(hit, i[0], 0.0)
    return c.generic(ins, x.shape, g.et, body, hint="maxpool_grad")


TABLE = {
    "aten.convolution_backward.default": h_convolution_backward,
    "aten.native_batch_norm.default": h_native_batch_norm,
    "aten.native_batch_norm_backward.default": h_native_batch_norm_backward,
    "aten.native_layer_norm.default": h_native_layer_norm,
    "aten.native_layer_norm_backward.default": h_native_layer_norm_backward,
    "aten.max_pool2d_with_indices_backward.default": h_max_pool_backward,
}
