"""Lowerings of torch.nn layers beyond ops.py's table: GroupNorm and
InstanceNorm, interpolate / Upsample (nearest, bilinear), LSTM and GRU
(unrolled over the sequence). Importing this module registers them in
ops.FUNCTIONS and ops.MODULES (fx_to_linalg imports it).
"""

import torch.nn as nn
import torch.nn.functional as F

from .mlir import is_float
from .ops import FUNCTIONS, MODULES, _arg, batch_norm_folded
from .values import Val, prod

# ---------------------------------------------------------------------------
# Group and instance normalisation
# ---------------------------------------------------------------------------


def group_norm(c, x, groups, w, b, eps):
    """GroupNorm over x [N, C, *]: statistics per (sample, group) over C/G
    channels and all positions, as three generics like layer_norm (a sum, a
    sum of squared deviations, the normalisation with the per-channel
    weight and bias) on the view [N, G, C/G, S]."""
    x = c.use(x)
    path = c.loc
    n, ch = x.shape[:2]
    if ch % groups:
        c._unsupported(f"{ch} channels in {groups} groups")
    cg, s = ch // groups, prod(x.shape[2:])
    x4 = c.reshape(x, (n, groups, cg, s), path)
    count = cg * s
    all_d, outer_d = ["d0", "d1", "d2", "d3"], ["d0", "d1"]
    iters = ["parallel", "parallel", "reduction", "reduction"]
    s1 = c.reduce(x4, [2, 3], lambda p, acc, v: p.add(acc, v), 0.0, path + ".mean")

    def var_body(p, i, o):
        d = p.sub(i[0], p.mul(i[1], 1.0 / count))
        return p.add(o, p.mul(d, d))
    init = c.fill(0.0, (n, groups), x.et, path + ".var")
    s2 = c.generic([(x4, all_d), (s1, outer_d)], (n, groups), x.et, var_body, path + ".var",
                   iterators=iters, out_exprs=outer_d, init=init, hint="sumsq")
    ins = [(x4, all_d), (s1, outer_d), (s2, outer_d)]
    for t in (w, b):
        if t is not None:
            ins.append((c.reshape(c.use(t), (groups, cg), path), ["d1", "d2"]))

    def norm_body(p, i, o):
        m = p.mul(i[1], 1.0 / count)
        rs = p.math("rsqrt", p.add(p.mul(i[2], 1.0 / count), float(eps)))
        y = p.mul(p.sub(i[0], m), rs)
        j = 3
        if w is not None:
            y = p.mul(y, i[j])
            j += 1
        if b is not None:
            y = p.add(y, i[j])
        return y
    y = c.generic(ins, x4.shape, x.et, norm_body, path, hint="gn")
    return c.reshape(y, x.shape, path)


def _m_group_norm(c, node, mod, args, kwargs):
    w = c.param_of(node.target, "weight") if mod.affine else None
    b = c.param_of(node.target, "bias") if mod.affine else None
    return group_norm(c, args[0], mod.num_groups, w, b, mod.eps)


def _m_instance_norm(c, node, mod, args, kwargs):
    """InstanceNorm: group norm with one channel a group; with running
    statistics (track_running_stats) it is folded like batch norm."""
    x = c.use(args[0])
    if mod.track_running_stats:
        return batch_norm_folded(c, x, c.loc, mod.num_features)
    w = c.param_of(node.target, "weight") if mod.affine else None
    b = c.param_of(node.target, "bias") if mod.affine else None
    return group_norm(c, x, x.shape[1], w, b, mod.eps)


def h_group_norm(c, node, args, kwargs):
    w, b = _arg(args, kwargs, 2, "weight"), _arg(args, kwargs, 3, "bias")
    return group_norm(c, args[0], _arg(args, kwargs, 1, "num_groups"), w, b,
                      _arg(args, kwargs, 4, "eps", 1e-5))


def h_instance_norm(c, node, args, kwargs):
    x = c.use(args[0])
    if not _arg(args, kwargs, 5, "use_input_stats", True):
        c._unsupported("instance_norm with running statistics (use_input_stats=False)")
    w, b = _arg(args, kwargs, 3, "weight"), _arg(args, kwargs, 4, "bias")
    return group_norm(c, x, x.shape[1], w, b, _arg(args, kwargs, 7, "eps", 1e-5))


# ---------------------------------------------------------------------------
# interpolate / Upsample
# ---------------------------------------------------------------------------

def _nearest_maps(c, in_sp, out_sp):
    """Map results reading the source of nearest interpolation, when every
    ratio is an integer: src = dst floordiv s (up) or dst * s (down)."""
    exprs = []
    for j, (i, o) in enumerate(zip(in_sp, out_sp)):
        d = f"d{j + 2}"
        if o >= i and o % i == 0:
            exprs.append(d if o == i else f"{d} floordiv {o // i}")
        elif i % o == 0:
            exprs.append(f"{d} * {i // o}")
        else:
            return None
    return exprs


def _src_coord(p, dim, in_size, out_size, align_corners, et):
    """Source coordinate (float) of output index `dim` for linear modes."""
    i = p.index(dim)
    ii = p.fresh("ii")
    p.emit(f"{ii} = arith.index_cast {i} : index to i64")
    f = p.convert(ii, "i64", et)
    if align_corners:
        scale = (in_size - 1) / (out_size - 1) if out_size > 1 else 0.0
        return p.mul(f, scale)
    src = p.sub(p.mul(p.add(f, 0.5), in_size / out_size), 0.5)
    return p.max(src, 0.0)


def _floor_index(p, v, et, limit):
    """(index of floor(v) clamped to limit, index of floor(v)+1 clamped, frac)."""
    fl = p.math("floor", v)
    frac = p.sub(v, fl)
    i0 = p.convert(fl, et, "i64")
    hi = p.const(limit, "i64")
    one = p.const(1, "i64")
    i1 = p.binary("arith.minsi", p.binary("arith.addi", i0, one, "i64"), hi, "i64")
    i0 = p.binary("arith.minsi", i0, hi, "i64")
    idx = []
    for v_ in (i0, i1):
        n = p.fresh("ix")
        p.emit(f"{n} = arith.index_cast {v_} : i64 to index")
        idx.append(n)
    return idx[0], idx[1], frac


def _bilinear(c, x, out_shape, align_corners):
    """out = lerp_y(lerp_x(x[y0, x0], x[y0, x1]), lerp_x(x[y1, x0], x[y1, x1])):
    a generic over the output reading the four neighbours in its payload."""
    (ih, iw), (oh, ow) = x.shape[2:], out_shape[2:]
    et = x.et

    def body(p, i, o):
        y0, y1, fy = _floor_index(p, _src_coord(p, 2, ih, oh, align_corners, et), et, ih - 1)
        x0, x1, fx = _floor_index(p, _src_coord(p, 3, iw, ow, align_corners, et), et, iw - 1)
        n, ch = p.index(0), p.index(1)
        vals = []
        for yy in (y0, y1):
            for xx in (x0, x1):
                v = p.fresh("nb")
                p.emit(f"{v} = tensor.extract {x.name}[{n}, {ch}, {yy}, {xx}] : {x.type}")
                vals.append(v)
        top = p.add(vals[0], p.mul(fx, p.sub(vals[1], vals[0])))
        bot = p.add(vals[2], p.mul(fx, p.sub(vals[3], vals[2])))
        return p.add(top, p.mul(fy, p.sub(bot, top)))
    return c.generic([], out_shape, et, body, hint="bilinear")


def interpolate(c, x, mode, align_corners):
    x = c.use(x)
    out_shape, et = c.out_meta()
    if x.rank != 4:
        c._unsupported(f"{x.rank - 2}-d interpolation (2-d is lowered)")
    if not is_float(x.et):
        c._unsupported("interpolation of an integer tensor")
    if mode == "nearest":
        exprs = _nearest_maps(c, x.shape[2:], out_shape[2:])
        if exprs is None:
            c._unsupported("nearest interpolation by a non-integer ratio")
        return c.generic([(x, ["d0", "d1"] + exprs)], out_shape, et, lambda p, i, o: i[0],
                         hint="nearest")
    if mode == "bilinear":
        return _bilinear(c, x, out_shape, bool(align_corners))
    c._unsupported(f"interpolate mode={mode!r} (nearest and bilinear are lowered)")


def h_interpolate(c, node, args, kwargs):
    return interpolate(c, args[0], _arg(args, kwargs, 3, "mode", "nearest"),
                       _arg(args, kwargs, 4, "align_corners"))


def _m_upsample(c, node, mod, args, kwargs):
    return interpolate(c, args[0], mod.mode, getattr(mod, "align_corners", None))


# ---------------------------------------------------------------------------
# Recurrent layers, unrolled
# ---------------------------------------------------------------------------

def _gate(v, k, hsz):
    """Operand reading gate k (columns k*H .. k*H+H-1) of a [B, G, H] view
    of the gates (a constant map result selects the gate)."""
    return (v, ["d0", str(k), "d1"])


def _lstm_cell(c, xg, hg, c_prev, hsz, path):
    """c' = s(f) c + s(i) tanh(g), h' = s(o) tanh(c'); gates i, f, g, o are
    the sums of the input and hidden projections (two generics)."""
    from .ops import _sigmoid_of
    b = xg.shape[0]
    ins = [(c_prev, ["d0", "d1"]), _gate(xg, 0, hsz), _gate(hg, 0, hsz), _gate(xg, 1, hsz),
           _gate(hg, 1, hsz), _gate(xg, 2, hsz), _gate(hg, 2, hsz)]

    def c_body(p, i, o):
        si = _sigmoid_of(p, p.add(i[1], i[2]))
        sf = _sigmoid_of(p, p.add(i[3], i[4]))
        tg = p.math("tanh", p.add(i[5], i[6]))
        return p.add(p.mul(sf, i[0]), p.mul(si, tg))
    c_new = c.generic(ins, (b, hsz), xg.et, c_body, path + ".cell", hint="c")

    def h_body(p, i, o):
        return p.mul(_sigmoid_of(p, p.add(i[1], i[2])), p.math("tanh", i[0]))
    h_new = c.generic([(c_new, ["d0", "d1"]), _gate(xg, 3, hsz), _gate(hg, 3, hsz)], (b, hsz),
                      xg.et, h_body, path + ".hidden", hint="h")
    return h_new, c_new


def _gru_cell(c, xg, hg, h_prev, hsz, path):
    """r = s(x_r + h_r), z = s(x_z + h_z), n = tanh(x_n + r h_n),
    h' = (1 - z) n + z h (one generic; h_n includes its bias b_hn)."""
    from .ops import _sigmoid_of
    b = xg.shape[0]
    ins = [(h_prev, ["d0", "d1"]), _gate(xg, 0, hsz), _gate(hg, 0, hsz), _gate(xg, 1, hsz),
           _gate(hg, 1, hsz), _gate(xg, 2, hsz), _gate(hg, 2, hsz)]

    def body(p, i, o):
        r = _sigmoid_of(p, p.add(i[1], i[2]))
        z = _sigmoid_of(p, p.add(i[3], i[4]))
        n = p.math("tanh", p.add(i[5], p.mul(r, i[6])))
        return p.add(n, p.mul(z, p.sub(i[0], n)))
    h_new = c.generic(ins, (b, hsz), xg.et, body, path + ".cell", hint="h")
    return h_new, None


def _run_direction(c, mod, xs, layer, suffix, reverse, h0, c0, path):
    """One layer, one direction: the input projection of every step in one
    matmul, then per step the hidden projection (a matmul with its bias)
    and the cell. xs is [T, B, I] (time first). Returns the T outputs and
    the last hidden (and cell) state."""
    t_len, b, _ = xs.shape
    hsz = mod.hidden_size
    gates = 4 if isinstance(mod, nn.LSTM) else 3
    name = f"{layer}{suffix}"
    w_ih = c.param_of(c.node.target, f"weight_ih_l{name}")
    w_hh = c.param_of(c.node.target, f"weight_hh_l{name}")
    b_ih = c.param_of(c.node.target, f"bias_ih_l{name}") if mod.bias else None
    b_hh = c.param_of(c.node.target, f"bias_hh_l{name}") if mod.bias else None
    lp = f"{path}.l{name}"
    xproj = c.linear(xs, w_ih, b_ih, lp + ".ih")          # [T, B, G*H]
    h, cell = h0, c0
    outs = [None] * t_len
    for t in (range(t_len - 1, -1, -1) if reverse else range(t_len)):
        xg = c.reshape(c.extract_slice(xproj, [t, 0, 0], [1, b, gates * hsz], [1, 1, 1],
                                       (1, b, gates * hsz), lp), (b, gates, hsz), lp)
        init = c.bias_init(b_hh, (b, gates * hsz), 1, lp + ".hh", xs.et)
        hg = c.reshape(c.matmul2d(h, w_hh, True, init, lp + ".hh"), (b, gates, hsz), lp)
        if isinstance(mod, nn.LSTM):
            h, cell = _lstm_cell(c, xg, hg, cell, hsz, lp)
        else:
            h, _ = _gru_cell(c, xg, hg, h, hsz, lp)
        outs[t] = h
    return outs, h, cell


def _concat(c, vals, dim, shape, path):
    if len(vals) == 1:
        return c.reshape(vals[0], shape, path)
    name = c.fresh("concat")
    out = Val(name, shape, vals[0].et)
    c.emit(f"{name} = tensor.concat dim({dim}) {', '.join(v.name for v in vals)} : "
           f"({', '.join(v.type for v in vals)}) -> {out.type}", path)
    return out


def recurrent(c, node, mod, args, kwargs):
    """nn.LSTM / nn.GRU unrolled over the sequence, layer by layer and
    direction by direction: what cuDNN runs (one input-projection GEMM for
    the whole sequence, then a hidden-projection GEMM and the gate
    elementwise per step). Returns (output, h_n) or (output, (h_n, c_n))."""
    path = c.loc
    if getattr(mod, "proj_size", 0):
        c._unsupported("LSTM with proj_size")
    x = c.use(args[0])
    hx = _arg(args, kwargs, 1, "hx")
    if x.rank != 3:
        c._unsupported("unbatched input")
    if mod.batch_first:
        x = c.transpose(x, [1, 0, 2], path + ".time_major")
    t_len, b, _ = x.shape
    hsz, dirs, is_lstm = mod.hidden_size, 2 if mod.bidirectional else 1, isinstance(mod, nn.LSTM)
    if hx is None:
        h0s = [c.fill(0.0, (b, hsz), x.et, path + ".h0")] * (mod.num_layers * dirs)
        c0s = list(h0s) if is_lstm else [None] * len(h0s)
    else:
        h_all, c_all = (hx if is_lstm else (hx, None))
        h0s = [c.reshape(c.extract_slice(h_all, [i, 0, 0], [1, b, hsz], [1, 1, 1], (1, b, hsz),
                                         path), (b, hsz), path) for i in range(h_all.shape[0])]
        c0s = [c.reshape(c.extract_slice(c_all, [i, 0, 0], [1, b, hsz], [1, 1, 1], (1, b, hsz),
                                         path), (b, hsz), path)
               for i in range(c_all.shape[0])] if is_lstm else [None] * len(h0s)
    hn, cn, seq = [], [], x
    for layer in range(mod.num_layers):
        per_dir = []
        for d in range(dirs):
            k = layer * dirs + d
            outs, h, cell = _run_direction(c, mod, seq, layer, "_reverse" if d else "", d == 1,
                                           h0s[k], c0s[k], path)
            per_dir.append(outs)
            hn.append(h)
            cn.append(cell)
        steps = [c.reshape(o, (1, b, hsz), path) for o in per_dir[0]]
        seq = _concat(c, steps, 0, (t_len, b, hsz), path + ".output")
        if dirs == 2:
            back = [c.reshape(o, (1, b, hsz), path) for o in per_dir[1]]
            seq = _concat(c, [seq, _concat(c, back, 0, (t_len, b, hsz), path + ".output")], 2,
                          (t_len, b, 2 * hsz), path + ".output")
    out = c.transpose(seq, [1, 0, 2], path + ".batch_major") if mod.batch_first else seq
    n = len(hn)
    h_n = _concat(c, [c.reshape(h, (1, b, hsz), path) for h in hn], 0, (n, b, hsz), path + ".h_n")
    if not is_lstm:
        return (out, h_n)
    c_n = _concat(c, [c.reshape(v, (1, b, hsz), path) for v in cn], 0, (n, b, hsz),
                  path + ".c_n")
    return (out, (h_n, c_n))


FUNCTIONS.update({
    F.group_norm: h_group_norm, F.instance_norm: h_instance_norm,
    F.interpolate: h_interpolate, F.upsample: h_interpolate,
})
MODULES[:0] = [
    (nn.GroupNorm, _m_group_norm),
    ((nn.InstanceNorm1d, nn.InstanceNorm2d), _m_instance_norm),
    ((nn.Upsample, nn.UpsamplingNearest2d, nn.UpsamplingBilinear2d), _m_upsample),
    ((nn.LSTM, nn.GRU), recurrent),
]
