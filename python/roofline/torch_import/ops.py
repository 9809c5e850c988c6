"""Lowerings of torch modules, functions and Tensor methods to linalg.

Each handler gets the Converter, the fx node and its resolved arguments
(Vals for tensors, Python values for the rest) and returns the Val (or a
tuple of Vals) the node produces. The coverage table in docs/importer.md
lists what is here.
"""

import math
import operator

import torch
import torch.nn as nn
import torch.nn.functional as F

from .mlir import dense_i64, is_float
from .values import LazyTranspose, Val, norm_dim, pair, prod

INF = float("inf")


def _arg(args, kwargs, i, name, default=None):
    if len(args) > i:
        return args[i]
    return kwargs.get(name, default)


def _is_tensor(v):
    return isinstance(v, (Val, LazyTranspose))


# ---------------------------------------------------------------------------
# Elementwise
# ---------------------------------------------------------------------------

def _relu(p, x):
    return p.max(x[0], 0.0)


def _gelu_erf(p, x):
    # 0.5 x (1 + erf(x / sqrt(2)))
    t = p.mul(x[0], 1.0 / math.sqrt(2.0))
    e = p.math("erf", t)
    one = p.add(e, 1.0)
    h = p.mul(x[0], 0.5)
    return p.mul(h, one)


def _gelu_tanh(p, x):
    # 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))
    x2 = p.mul(x[0], x[0])
    x3 = p.mul(x2, x[0])
    t = p.mul(x3, 0.044715)
    inner = p.add(x[0], t)
    s = p.mul(inner, math.sqrt(2.0 / math.pi))
    th = p.math("tanh", s)
    one = p.add(th, 1.0)
    h = p.mul(x[0], 0.5)
    return p.mul(h, one)


def _sigmoid_of(p, v):
    n = p.neg(v)
    e = p.math("exp", n)
    d = p.add(e, 1.0)
    return p.div(1.0, d)


def _sigmoid(p, x):
    return _sigmoid_of(p, x[0])


def _silu(p, x):
    n = p.neg(x[0])
    e = p.math("exp", n)
    d = p.add(e, 1.0)
    return p.div(x[0], d)


def _hardsigmoid_of(p, v):
    a = p.add(v, 3.0)
    lo = p.max(a, 0.0)
    hi = p.min(lo, 6.0)
    return p.div(hi, 6.0)


def _hardsigmoid(p, x):
    return _hardsigmoid_of(p, x[0])


def _hardswish(p, x):
    return p.mul(x[0], _hardsigmoid_of(p, x[0]))


def _clamp(lo, hi):
    def fn(p, x):
        v = x[0]
        if lo is not None:
            v = p.max(v, float(lo))
        if hi is not None:
            v = p.min(v, float(hi))
        return v
    return fn


def _leaky(slope):
    def fn(p, x):
        c = p.cmpf("ogt", x[0], 0.0)
        m = p.mul(x[0], float(slope))
        return p.select(c, x[0], m)
    return fn


def _math(fn_name):
    return lambda p, x: p.math(fn_name, x[0])


UNARY = {
    "relu": _relu, "sigmoid": _sigmoid, "silu": _silu, "hardswish": _hardswish,
    "hardsigmoid": _hardsigmoid, "tanh": _math("tanh"), "exp": _math("exp"),
    "log": _math("log"), "sqrt": _math("sqrt"), "rsqrt": _math("rsqrt"),
    "erf": _math("erf"), "sin": _math("sin"), "cos": _math("cos"),
    "abs": lambda p, x: p.unary("math.absf", x[0]),
    "neg": lambda p, x: p.neg(x[0]),
    "reciprocal": lambda p, x: p.div(1.0, x[0]),
    "relu6": _clamp(0.0, 6.0),
}


def unary(c, x, fn, hint):
    shape, et = c.out_meta()
    if not is_float(et):
        c._unsupported("non-float operand")
    return c.ewise([x], shape, et, fn, hint=hint)


def _unary_handler(kind):
    def h(c, node, args, kwargs):
        return unary(c, args[0], UNARY[kind], kind)
    return h


def _gelu_fn(approximate):
    return _gelu_tanh if approximate == "tanh" else _gelu_erf


def binary(c, a, b, kind, alpha=1):
    shape, et = c.out_meta()
    cet = et
    if kind == "div" and not is_float(et):
        c._unsupported("integer division")

    def fn(p, x):
        u, v = x
        if kind == "add":
            return p.add(u, v if alpha == 1 else p.mul(v, alpha))
        if kind == "sub":
            return p.sub(u, v if alpha == 1 else p.mul(v, alpha))
        if kind == "mul":
            return p.mul(u, v)
        if kind == "div":
            return p.div(u, v)
        if kind == "max":
            return p.max(u, v)
        if kind == "min":
            return p.min(u, v)
        raise AssertionError(kind)
    return c.ewise([a, b], shape, et, fn, hint=kind, compute_et=cet)


def power(c, x, y):
    shape, et = c.out_meta()
    if not is_float(et):
        c._unsupported("integer power")
    if not _is_tensor(x):
        return c.ewise([x, y], shape, et, lambda p, v: p.binary("math.powf", v[0], v[1]), hint="pow")
    if not _is_tensor(y):
        y = float(y)
        if y == 2.0:
            return c.ewise([x], shape, et, lambda p, v: p.mul(v[0], v[0]), hint="pow")
        if y == 3.0:
            return c.ewise([x], shape, et, lambda p, v: p.mul(p.mul(v[0], v[0]), v[0]), hint="pow")
        if y == 0.5:
            return c.ewise([x], shape, et, lambda p, v: p.math("sqrt", v[0]), hint="pow")
        if y == 1.0:
            return c.use(x)
        if y == -1.0:
            return c.ewise([x], shape, et, lambda p, v: p.div(1.0, v[0]), hint="pow")
    return c.ewise([x, y], shape, et, lambda p, v: p.binary("math.powf", v[0], v[1]), hint="pow")


_CMP = {"gt": "ogt", "ge": "oge", "lt": "olt", "le": "ole", "eq": "oeq", "ne": "une"}


def compare(c, a, b, kind):
    shape, et = c.out_meta()
    ets = [x.et for x in (a, b) if _is_tensor(x)]
    cet = next((e for e in ets if is_float(e)), ets[0] if ets else c.float_et)
    if cet == "i1":
        c._unsupported("comparison of booleans")
    return c.ewise([a, b], shape, "i1", lambda p, x: p.cmpf(_CMP[kind], x[0], x[1], cet),
                   hint=kind, compute_et=cet)


def logical_not(c, node, args, kwargs):
    shape, et = c.out_meta()
    if et != "i1":
        c._unsupported("bitwise not of integers")
    return c.ewise([args[0]], shape, "i1", lambda p, x: p.binary("arith.xori", x[0], True, "i1"),
                   hint="not", compute_et="i1", raw_i1=True)


def select(c, cond, a, b, hint):
    shape, et = c.out_meta()
    return c.ewise([cond, a, b], shape, et, lambda p, x: p.select(x[0], x[1], x[2]),
                   hint=hint, raw_i1=True)


def convert(c, node, args, kwargs):
    shape, et = c.out_meta()
    x = c.use(args[0])
    if x.et == et:
        return x
    return c.ewise([x], shape, et, lambda p, v: v[0], hint="convert")


# ---------------------------------------------------------------------------
# Convolution, linear, normalisation, pooling
# ---------------------------------------------------------------------------

def conv(c, x, w, b, stride, padding, dilation, groups, padding_mode="zeros"):
    x = c.use(x)
    out_shape, et = c.out_meta()
    path = c.loc
    nd = x.rank - 2
    if nd not in (1, 2):
        c._unsupported(f"{nd}-d convolution (1-d and 2-d are lowered)")
    if padding_mode != "zeros":
        c._unsupported(f"padding_mode={padding_mode!r}")
    # Under autocast the input is cast before it is padded (the smaller
    # tensor) and the weight once; the result accumulates in `et` (f32).
    x, w = c.autocast_operand(x, path), c.autocast_operand(w, path)
    k = w.shape[2:]
    stride, dilation = pair(stride, nd), pair(dilation, nd)
    in_sp, out_sp = x.shape[2:], out_shape[2:]
    if isinstance(padding, str):
        if padding == "valid":
            low = (0,) * nd
        else:
            low = tuple((d * (kk - 1)) // 2 for d, kk in zip(dilation, k))
    else:
        low = pair(padding, nd)
    # torch pads both sides by `padding`; the high side grows when the last
    # window needs more (ceil_mode, 'same' with an even kernel).
    high = tuple(max(l, (o - 1) * s + d * (kk - 1) + 1 - i - l)
                 for o, s, d, kk, i, l in zip(out_sp, stride, dilation, k, in_sp, low))
    xp = c.pad(x, (0, 0) + tuple(low), (0, 0) + high, 0.0, path + ".pad")
    n, ch = x.shape[:2]
    f = w.shape[0]
    attrs = f"{{dilations = {dense_i64(dilation)}, strides = {dense_i64(stride)}}}"
    suffix = "2d" if nd == 2 else "1d"
    layout_in = "nchw" if nd == 2 else "ncw"
    if groups == 1:
        init = c.bias_init(b, out_shape, 1, path, et)
        op = f"linalg.conv_{suffix}_{layout_in}_{'fchw' if nd == 2 else 'fcw'}"
        name = c.fresh("conv")
        c.emit(f"{name} = {op} {attrs} ins({xp.name}, {w.name} : {xp.type}, {w.type}) "
               f"outs({init.name} : {init.type}) -> {init.type}", path)
        return Val(name, out_shape, et)
    if groups == ch and f == ch:
        wd = c.reshape(w, (ch,) + tuple(k), path)
        init = c.bias_init(b, out_shape, 1, path, et)
        op = f"linalg.depthwise_conv_{suffix}_{layout_in}_{'chw' if nd == 2 else 'cw'}"
        name = c.fresh("conv")
        c.emit(f"{name} = {op} {attrs} ins({xp.name}, {wd.name} : {xp.type}, {wd.type}) "
               f"outs({init.name} : {init.type}) -> {init.type}", path)
        return Val(name, out_shape, et)
    if nd != 2:
        c._unsupported("grouped 1-d convolution")
    g = int(groups)
    xg = c.expand(xp, [[0], [1, 2], [3], [4]], (n, g, ch // g) + xp.shape[2:], path)
    wg = c.expand(w, [[0, 1], [2], [3], [4]], (g, f // g) + w.shape[1:], path)
    init = c.bias_init(b, out_shape, 1, path, et)
    ig = c.expand(init, [[0], [1, 2], [3], [4]], (n, g, f // g) + tuple(out_shape[2:]), path)
    name = c.fresh("conv")
    c.emit(f"{name} = linalg.conv_2d_ngchw_gfchw {attrs} ins({xg.name}, {wg.name} : {xg.type}, "
           f"{wg.type}) outs({ig.name} : {ig.type}) -> {ig.type}", path)
    return c.collapse(Val(name, ig.shape, et), [[0], [1, 2], [3], [4]], path)


def batch_norm_folded(c, x, path, channels):
    """Inference batch norm folded to y = x * scale[c] + shift[c]; scale and
    shift are arguments (gamma / sqrt(var + eps) and beta - mean * scale)."""
    x = c.use(x)
    c.notes.add("batch norm (inference) is folded to a per-channel scale and shift, "
                "given as arguments <module>.scale and <module>.shift.")
    scale = c.arg(f"{path}.scale", (channels,), x.et)
    shift = c.arg(f"{path}.shift", (channels,), x.et)
    return c.generic([(x, [f"d{i}" for i in range(x.rank)]), (scale, ["d1"]), (shift, ["d1"])],
                     x.shape, x.et, lambda p, i, o: p.add(p.mul(i[0], i[1]), i[2]), hint="bn")


def layer_norm(c, x, normalized_shape, w, b, eps):
    """A row sum, a row sum of squared deviations and the normalising op,
    tagged as one framework kernel: PyTorch's native_layer_norm is one ATen
    call, and on CUDA one kernel (vectorized_layer_norm_kernel, f32/f16/bf16
    rows whose length is a multiple of the vector width; before PyTorch 1.11
    and on other rows RowwiseMoments and LayerNormForward, two kernels of one
    call). roofline-opt --mode=eager runs the three as one kernel."""
    with c.framework_kernel("native_layer_norm"):
        return _layer_norm(c, x, normalized_shape, w, b, eps)


def _layer_norm(c, x, normalized_shape, w, b, eps):
    x = c.use(x)
    path = c.loc
    k = len(normalized_shape)
    r = x.rank
    outer = x.shape[:r - k]
    count = prod(normalized_shape)
    all_d = [f"d{i}" for i in range(r)]
    outer_d = [f"d{i}" for i in range(r - k)]
    inner_d = [f"d{i}" for i in range(r - k, r)]
    iters = ["parallel"] * (r - k) + ["reduction"] * k
    s1 = c.reduce(x, list(range(r - k, r)), lambda p, acc, v: p.add(acc, v), 0.0,
                  path + ".mean", hint="sum")

    def var_body(p, i, o):
        m = p.mul(i[1], 1.0 / count)
        d = p.sub(i[0], m)
        return p.add(o, p.mul(d, d))
    init = c.fill(0.0, outer, x.et, path + ".var")
    s2 = c.generic([(x, all_d), (s1, outer_d)], outer, x.et, var_body, path + ".var",
                   iterators=iters, out_exprs=outer_d, init=init, hint="sumsq")
    ins = [(x, all_d), (s1, outer_d), (s2, outer_d)]
    if w is not None:
        ins.append((w, inner_d))
    if b is not None:
        ins.append((b, inner_d))

    def norm_body(p, i, o):
        m = p.mul(i[1], 1.0 / count)
        var = p.mul(i[2], 1.0 / count)
        ve = p.add(var, float(eps))
        rs = p.math("rsqrt", ve)
        y = p.mul(p.sub(i[0], m), rs)
        j = 3
        if w is not None:
            y = p.mul(y, i[j])
            j += 1
        if b is not None:
            y = p.add(y, i[j])
        return y
    return c.generic(ins, x.shape, x.et, norm_body, path, hint="ln")


def pool2d(c, x, kind, k, stride, padding, dilation, ceil_mode, divisor=None,
           framework_op="avg_pool2d"):
    """Max or average pooling over NCHW with linalg.pooling_nchw_{max,sum}.
    An average's window sum and division are tagged as one framework kernel
    (`framework_op`): PyTorch's avg_pool2d and adaptive_avg_pool2d divide in
    their one kernel (a 1x1 adaptive output is `mean`, one reduction kernel
    that divides as it stores), so roofline-opt --mode=eager runs them as
    one kernel and one host call."""
    if kind == "avg":
        with c.framework_kernel(framework_op):
            return _pool2d(c, x, kind, k, stride, padding, dilation, ceil_mode, divisor)
    return _pool2d(c, x, kind, k, stride, padding, dilation, ceil_mode, divisor)


def _pool2d(c, x, kind, k, stride, padding, dilation, ceil_mode, divisor):
    x = c.use(x)
    out_shape, et = c.out_meta()
    path = c.loc
    if x.rank != 4:
        c._unsupported(f"{x.rank - 2}-d pooling (2-d is lowered)")
    k = pair(k)
    stride = pair(stride) if stride not in (None, [], ()) else k
    dilation = pair(dilation)
    low = pair(padding)
    in_sp, out_sp = x.shape[2:], out_shape[2:]
    # torch pads both sides by `padding`; the high side grows when the last
    # window needs more (ceil_mode, 'same' with an even kernel).
    high = tuple(max(l, (o - 1) * s + d * (kk - 1) + 1 - i - l)
                 for o, s, d, kk, i, l in zip(out_sp, stride, dilation, k, in_sp, low))
    if kind == "avg" and any(h > l for h, l in zip(high, low)):
        c._unsupported("ceil_mode average pooling whose last window overhangs the input "
                       "(torch divides it by a smaller count)")
    pad_value = -INF if kind == "max" else 0.0
    xp = c.pad(x, (0, 0) + tuple(low), (0, 0) + high, pad_value, path + ".pad")
    init = c.fill(pad_value, out_shape, et, path + ".init")
    win = c.empty(k, et, path)
    name = c.fresh("pool")
    op = "linalg.pooling_nchw_max" if kind == "max" else "linalg.pooling_nchw_sum"
    c.emit(f"{name} = {op} {{dilations = {dense_i64(dilation)}, strides = {dense_i64(stride)}"
           f"{c.kernel_tag_attr()}}} "
           f"ins({xp.name}, {win.name} : {xp.type}, {win.type}) outs({init.name} : {init.type}) "
           f"-> {init.type}", path)
    y = Val(name, out_shape, et)
    if kind == "avg":
        div = float(divisor or (k[0] * k[1]))
        if div != 1.0:
            y = c.ewise([y], out_shape, et, lambda p, v: p.div(v[0], div), path + ".div", hint="avg")
    return y


def adaptive_pool2d(c, x, kind):
    x = c.use(x)
    out_shape, et = c.out_meta()
    if x.rank != 4:
        c._unsupported("adaptive pooling of a non-4-d tensor")
    ks, ss = [], []
    for i, o in zip(x.shape[2:], out_shape[2:]):
        if i % o:
            c._unsupported(f"adaptive pooling from {i} to {o} (not a multiple)")
        s = i // o
        ks.append(i - (o - 1) * s)
        ss.append(s)
    return pool2d(c, x, kind, tuple(ks), tuple(ss), 0, 1, False,
                  framework_op="adaptive_avg_pool2d")


def embedding(c, idx, weight):
    idx = c.use(idx)
    out_shape, et = c.out_meta()
    r = idx.rank
    if is_float(idx.et):
        c._unsupported("float indices")

    def body(p, i, o):
        ix = p.fresh("idx")
        p.emit(f"{ix} = arith.index_cast {i[0]} : {idx.et} to index")
        col = p.index(r)
        v = p.fresh("row")
        p.emit(f"{v} = tensor.extract {weight.name}[{ix}, {col}] : {weight.type}")
        return v
    return c.generic([(idx, [f"d{i}" for i in range(r)])], out_shape, weight.et, body,
                     hint="embedding")


# ---------------------------------------------------------------------------
# Attention
# ---------------------------------------------------------------------------

def _heads(c, x, b, length, h, d, batch_first, path):
    """[B*L, H*D] (rows in input order) -> [B*H, L, D]."""
    if batch_first:
        x4 = c.reshape(x, (b, length, h, d), path)
        t = c.transpose(x4, [0, 2, 1, 3], path)
    else:
        x4 = c.reshape(x, (length, b, h, d), path)
        t = c.transpose(x4, [1, 2, 0, 3], path)
    return c.reshape(t, (b * h, length, d), path)


def multihead_attention(c, node, mod, args, kwargs):
    path = c.loc
    q_in = _arg(args, kwargs, 0, "query")
    k_in = _arg(args, kwargs, 1, "key")
    v_in = _arg(args, kwargs, 2, "value")
    key_padding_mask = _arg(args, kwargs, 3, "key_padding_mask")
    need_weights = _arg(args, kwargs, 4, "need_weights", True)
    attn_mask = _arg(args, kwargs, 5, "attn_mask")
    is_causal = kwargs.get("is_causal", False)
    if not mod._qkv_same_embed_dim or mod.bias_k is not None or mod.add_zero_attn:
        c._unsupported("kdim/vdim different from embed_dim, add_bias_kv or add_zero_attn")
    average = _arg(args, kwargs, 6, "average_attn_weights", True)
    # `y, _ = mha(x, x, x)` leaves an unused getitem of the weights: only a
    # read weights output is computed.
    weights_read = need_weights and any(
        u.target is operator.getitem and u.args[1] == 1 and u.users for u in node.users)
    e, h = mod.embed_dim, mod.num_heads
    d = e // h
    bf = mod.batch_first
    q_in, k_in, v_in = c.use(q_in), c.use(k_in), c.use(v_in)
    if q_in.rank != 3:
        c._unsupported("unbatched input")
    if bf:
        b, length = q_in.shape[:2]
        s = k_in.shape[1]
    else:
        length, b = q_in.shape[:2]
        s = k_in.shape[0]
    w = c.param_of(node.target, "in_proj_weight")
    bias = c.param_of(node.target, "in_proj_bias")
    if q_in is k_in and k_in is v_in:
        x2 = c.reshape(q_in, (b * length, e), path)
        init = c.bias_init(bias, (b * length, 3 * e), 1, path + ".in_proj")
        qkv = c.matmul2d(x2, w, True, init, path + ".in_proj")
        q, k, v = (c.extract_slice(qkv, [0, i * e], [b * length, e], [1, 1], (b * length, e),
                                   path + ".in_proj") for i in range(3))
    else:
        outs = []
        for i, (t, n) in enumerate(((q_in, length), (k_in, s), (v_in, s))):
            wi = c.extract_slice(w, [i * e, 0], [e, e], [1, 1], (e, e), path + ".in_proj")
            bi = None if bias is None else c.extract_slice(bias, [i * e], [e], [1], (e,),
                                                            path + ".in_proj")
            x2 = c.reshape(t, (b * n, e), path)
            init = c.bias_init(bi, (b * n, e), 1, path + ".in_proj")
            outs.append(c.matmul2d(x2, wi, True, init, path + ".in_proj"))
        q, k, v = outs
    qh = _heads(c, q, b, length, h, d, bf, path + ".heads")
    kh = _heads(c, k, b, s, h, d, bf, path + ".heads")
    vh = _heads(c, v, b, s, h, d, bf, path + ".heads")
    mask = None
    if attn_mask is not None:
        mask = c.use(attn_mask)
        if mask.rank == 3:
            mask = c.reshape(mask, (b * h,) + mask.shape[1:], path)
    # nn.MultiheadAttention's boolean masks mark what is NOT attended (True
    # = masked); a float mask is added. key_padding_mask [B, S] applies to
    # every head and query row.
    kpm = c.use(key_padding_mask) if key_padding_mask is not None else None
    o = c.attention(qh, kh, vh, 1.0 / math.sqrt(d), path, mask=mask, causal=bool(is_causal),
                    bool_mask_keeps=False, key_padding_mask=kpm, heads=h, return_probs=weights_read)
    weights = None
    if weights_read:
        o, probs = o
        weights = _attention_weights(c, probs, b, h, length, s, average, path + ".weights")
    o4 = c.reshape(o, (b, h, length, d), path + ".merge_heads")
    if bf:
        t = c.transpose(o4, [0, 2, 1, 3], path + ".merge_heads")
    else:
        t = c.transpose(o4, [2, 0, 1, 3], path + ".merge_heads")
    o2 = c.reshape(t, (b * length, e), path + ".merge_heads")
    wo = c.param_of(node.target + ".out_proj", "weight")
    bo = c.param_of(node.target + ".out_proj", "bias")
    y = c.linear(o2, wo, bo, path + ".out_proj")
    y = c.reshape(y, (b, length, e) if bf else (length, b, e), path)
    return (y, weights)


def _attention_weights(c, probs, b, h, length, s, average, path):
    """MultiheadAttention's weights output: the softmax probabilities
    [B*H, L, S] as [B, H, L, S], or their mean over the heads [B, L, S]
    (average_attn_weights=True, the default): a sum reduction and a
    division generic."""
    p4 = c.reshape(probs, (b, h, length, s), path)
    if not average:
        return p4
    total = c.reduce(p4, [1], lambda p, acc, v: p.add(acc, v), 0.0, path)
    return c.ewise([total], total.shape, total.et, lambda p, v: p.div(v[0], float(h)), path,
                   hint="mean")


def sdpa(c, node, args, kwargs):
    q = c.use(_arg(args, kwargs, 0, "query"))
    k = c.use(_arg(args, kwargs, 1, "key"))
    v = c.use(_arg(args, kwargs, 2, "value"))
    mask = _arg(args, kwargs, 3, "attn_mask")
    causal = bool(_arg(args, kwargs, 5, "is_causal", False))
    scale = kwargs.get("scale")
    out_shape, et = c.out_meta()
    lead = q.shape[:-2]
    bh = prod(lead)
    l, d = q.shape[-2:]
    s = k.shape[-2]
    q3 = c.reshape(q, (bh, l, d), c.loc)
    k3 = c.reshape(c.broadcast_to(k, lead + k.shape[-2:], c.loc), (bh, s, d), c.loc)
    v3 = c.reshape(c.broadcast_to(v, lead + v.shape[-2:], c.loc), (bh, s, v.shape[-1]), c.loc)
    m3 = None
    if mask is not None:
        mask = c.use(mask)
        m3 = c.reshape(c.broadcast_to(mask, lead + (l, s), c.loc), (bh, l, s), c.loc)
    scale = 1.0 / math.sqrt(d) if scale is None else float(scale)
    o = c.attention(q3, k3, v3, scale, c.loc, mask=m3, causal=causal)
    return c.reshape(o, out_shape, c.loc)


# ---------------------------------------------------------------------------
# Shapes and data movement
# ---------------------------------------------------------------------------

def reshape_like_output(c, node, args, kwargs):
    shape, _ = c.out_meta()
    return c.reshape(args[0], shape)


def identity(c, node, args, kwargs):
    return args[0]


def permute(c, x, perm):
    perm = [norm_dim(p, x.rank) for p in perm]
    if perm == list(range(x.rank)):
        return x
    if x.rank >= 2 and perm == list(range(x.rank - 2)) + [x.rank - 1, x.rank - 2] \
            and isinstance(x, Val):
        return LazyTranspose(x, c.loc)
    return c.transpose(x, perm)


def transpose_dims(c, x, d0, d1):
    perm = list(range(x.rank))
    d0, d1 = norm_dim(d0, x.rank), norm_dim(d1, x.rank)
    perm[d0], perm[d1] = perm[d1], perm[d0]
    return permute(c, x, perm)


def h_permute(c, node, args, kwargs):
    x = args[0]
    dims = args[1:] if len(args) > 1 else kwargs.get("dims")
    if len(dims) == 1 and isinstance(dims[0], (tuple, list)):
        dims = dims[0]
    return permute(c, x, dims)


def h_transpose(c, node, args, kwargs):
    x = args[0]
    if len(args) == 1:  # .t()
        return permute(c, x, list(range(x.rank))[::-1])
    return transpose_dims(c, x, _arg(args, kwargs, 1, "dim0"), _arg(args, kwargs, 2, "dim1"))


def h_fill_like(value):
    """zeros_like / ones_like / full_like / new_zeros / fill_ ...: a linalg.fill."""
    def h(c, node, args, kwargs):
        shape, et = c.out_meta()
        v = value
        if v is None:  # full_like(x, v), x.fill_(v), x.new_full(size, v)
            v = _arg(args, kwargs, 2 if node.target == "new_full" else 1, "fill_value")
            if v is None:
                v = kwargs.get("value")
        if _is_tensor(v):
            c._unsupported("fill with a tensor value")
        return c.fill(v, shape, et)
    return h


def h_expand(c, node, args, kwargs):
    shape, _ = c.out_meta()
    return c.broadcast_to(args[0], shape)


def tensor_index(c, x, idx):
    x = c.use(x)
    out_shape, _ = c.out_meta()
    if not isinstance(idx, tuple):
        idx = (idx,)
    real = sum(1 for i in idx if i is not None and i is not Ellipsis)
    if any(i is Ellipsis for i in idx):
        pos = next(j for j, i in enumerate(idx) if i is Ellipsis)
        idx = idx[:pos] + (slice(None),) * (x.rank - real) + idx[pos + 1:]
    offsets, sizes, strides, kept = [], [], [], []
    d = 0
    trivial = True
    for i in idx:
        if i is None:
            continue
        if isinstance(i, bool) or _is_tensor(i):
            c._unsupported("indexing with a tensor or a boolean (advanced indexing)")
        if isinstance(i, int):
            offsets.append(norm_dim(i, x.shape[d]))
            sizes.append(1)
            strides.append(1)
            trivial = False
        elif isinstance(i, slice):
            start, stop, step = i.indices(x.shape[d])
            if step <= 0:
                c._unsupported("negative slice step")
            size = len(range(start, stop, step))
            offsets.append(start)
            sizes.append(size)
            strides.append(step)
            kept.append(size)
            if start != 0 or size != x.shape[d] or step != 1:
                trivial = False
        else:
            c._unsupported(f"index {i!r}")
        d += 1
    for j in range(d, x.rank):
        offsets.append(0)
        sizes.append(x.shape[j])
        strides.append(1)
        kept.append(x.shape[j])
    y = x
    if not trivial:
        y = c.extract_slice(x, offsets, sizes, strides, tuple(kept))
    return c.reshape(y, out_shape)


def h_getitem(c, node, args, kwargs):
    container, idx = args
    if isinstance(container, (tuple, list)):
        return container[idx]
    if _is_tensor(container):
        return tensor_index(c, container, idx)
    c._unsupported(f"indexing a {type(container).__name__}")


def h_split(c, node, args, kwargs):
    """split / chunk / unbind: slices along dim, sizes from the traced values."""
    x = c.use(args[0])
    pieces = node.meta["value"]
    if node.target in ("split", "chunk") or node.target in (torch.split, torch.chunk):
        dim = _arg(args, kwargs, 2, "dim", 0)
        drop = False
    else:  # unbind
        dim = _arg(args, kwargs, 1, "dim", 0)
        drop = True
    dim = norm_dim(dim, x.rank)
    out = []
    off = 0
    for t in pieces:
        size = 1 if drop else t.shape[dim]
        offsets = [0] * x.rank
        offsets[dim] = off
        sizes = list(x.shape)
        sizes[dim] = size
        shape = tuple(t.shape)
        out.append(c.extract_slice(x, offsets, sizes, [1] * x.rank, shape))
        off += size
    return tuple(out)


def h_cat(c, node, args, kwargs):
    tensors = [c.use(t) for t in _arg(args, kwargs, 0, "tensors")]
    dim = _arg(args, kwargs, 1, "dim", 0)
    out_shape, et = c.out_meta()
    tensors = [t for t in tensors if prod(t.shape) > 0]
    if len(tensors) == 1:
        return tensors[0]
    dim = norm_dim(dim, len(out_shape))
    name = c.fresh("concat")
    c.emit(f"{name} = tensor.concat dim({dim}) {', '.join(t.name for t in tensors)} : "
           f"({', '.join(t.type for t in tensors)}) -> {Val('', out_shape, et).type}")
    return Val(name, out_shape, et)


def h_pad(c, node, args, kwargs):
    x = c.use(args[0])
    pads = list(_arg(args, kwargs, 1, "pad"))
    mode = _arg(args, kwargs, 2, "mode", "constant")
    value = _arg(args, kwargs, 3, "value", 0.0) or 0.0
    if mode != "constant":
        c._unsupported(f"mode={mode!r}")
    if any(p < 0 for p in pads):
        c._unsupported("negative padding")
    low, high = [0] * x.rank, [0] * x.rank
    for i in range(len(pads) // 2):
        low[x.rank - 1 - i] = pads[2 * i]
        high[x.rank - 1 - i] = pads[2 * i + 1]
    return c.pad(x, low, high, value)


# ---------------------------------------------------------------------------
# Reductions and softmax
# ---------------------------------------------------------------------------

def _reduce_dims(x, dim):
    if dim is None or (isinstance(dim, (tuple, list)) and len(dim) == 0):
        return list(range(x.rank))
    if isinstance(dim, int):
        dim = [dim]
    return [norm_dim(d, x.rank) for d in dim]


def h_sum_mean(kind):
    def h(c, node, args, kwargs):
        if kind != "mean":
            return _sum_mean(c, node, args, kwargs, kind)
        # A sum and a division, tagged as one framework kernel: ATen's mean
        # divides in its one reduce kernel (mean_kernel_cuda, MeanOps), so
        # roofline-opt --mode=eager runs them as one kernel and host call.
        with c.framework_kernel("mean"):
            return _sum_mean(c, node, args, kwargs, kind)
    return h


def _sum_mean(c, node, args, kwargs, kind):
    x = c.use(args[0])
    out_shape, et = c.out_meta()
    if not is_float(et):
        c._unsupported("integer reduction")
    dims = _reduce_dims(x, _arg(args, kwargs, 1, "dim"))
    r = c.reduce(x, dims, lambda p, acc, v: p.add(acc, v), 0.0, out_et=et)
    if kind == "mean":
        n = float(prod(x.shape[d] for d in dims))
        r = c.ewise([r], r.shape, et, lambda p, v: p.div(v[0], n), c.sub("div"), hint="mean")
    return c.reshape(r, out_shape)


def h_amax(c, node, args, kwargs):
    x = c.use(args[0])
    out_shape, et = c.out_meta()
    dims = _reduce_dims(x, _arg(args, kwargs, 1, "dim"))
    r = c.reduce(x, dims, lambda p, acc, v: p.max(acc, v), -INF, hint="max")
    return c.reshape(r, out_shape)


def h_softmax(log=False):
    def h(c, node, args, kwargs):
        x = c.use(args[0])
        dim = norm_dim(_arg(args, kwargs, 1, "dim"), x.rank)
        y = c.softmax(x, dim)
        if log:
            y = c.ewise([y], y.shape, y.et, lambda p, v: p.math("log", v[0]), c.sub("log"),
                        hint="log_softmax")
        return y
    return h


# ---------------------------------------------------------------------------
# Handler tables
# ---------------------------------------------------------------------------

def _h_unary_fn(fn, hint):
    return lambda c, node, args, kwargs: unary(c, args[0], fn, hint)


def h_gelu(c, node, args, kwargs):
    return unary(c, args[0], _gelu_fn(kwargs.get("approximate", "none")), "gelu")


def h_hardtanh(c, node, args, kwargs):
    lo = _arg(args, kwargs, 1, "min_val", -1.0)
    hi = _arg(args, kwargs, 2, "max_val", 1.0)
    return unary(c, args[0], _clamp(lo, hi), "hardtanh")


def h_clamp(c, node, args, kwargs):
    lo = _arg(args, kwargs, 1, "min")
    hi = _arg(args, kwargs, 2, "max")
    if _is_tensor(lo) or _is_tensor(hi):
        c._unsupported("clamp with tensor bounds")
    return unary(c, args[0], _clamp(lo, hi), "clamp")


def h_leaky(c, node, args, kwargs):
    return unary(c, args[0], _leaky(_arg(args, kwargs, 1, "negative_slope", 0.01)), "leaky_relu")


def h_binary(kind):
    def h(c, node, args, kwargs):
        a, b = args[0], _arg(args, kwargs, 1, "other")
        alpha = kwargs.get("alpha", 1)
        return binary(c, a, b, kind, alpha)
    return h


def h_rsub(c, node, args, kwargs):
    return binary(c, args[1], args[0], "sub", kwargs.get("alpha", 1))


def h_pow(c, node, args, kwargs):
    return power(c, args[0], _arg(args, kwargs, 1, "exponent"))


def h_compare(kind):
    def h(c, node, args, kwargs):
        return compare(c, args[0], args[1], kind)
    return h


def h_where(c, node, args, kwargs):
    if len(args) == 1:
        c._unsupported("torch.where(condition) (data-dependent shape)")
    return select(c, args[0], args[1], args[2], "where")


def h_masked_fill(c, node, args, kwargs):
    x, mask, value = args[0], _arg(args, kwargs, 1, "mask"), _arg(args, kwargs, 2, "value")
    return select(c, mask, value, x, "masked_fill")


def h_matmul(c, node, args, kwargs):
    shape, _ = c.out_meta()
    return c.matmul(args[0], _arg(args, kwargs, 1, "other", _arg(args, kwargs, 1, "mat2")),
                    shape, c.loc)


def h_linear(c, node, args, kwargs):
    x = _arg(args, kwargs, 0, "input")
    w = c.use(_arg(args, kwargs, 1, "weight"))
    b = _arg(args, kwargs, 2, "bias")
    return c.linear(x, w, c.use(b) if b is not None else None, c.loc)


def h_conv_fn(c, node, args, kwargs):
    x = _arg(args, kwargs, 0, "input")
    w = c.use(_arg(args, kwargs, 1, "weight"))
    b = _arg(args, kwargs, 2, "bias")
    return conv(c, x, w, c.use(b) if b is not None else None,
                _arg(args, kwargs, 3, "stride", 1), _arg(args, kwargs, 4, "padding", 0),
                _arg(args, kwargs, 5, "dilation", 1), _arg(args, kwargs, 6, "groups", 1))


def h_layer_norm_fn(c, node, args, kwargs):
    x = _arg(args, kwargs, 0, "input")
    ns = _arg(args, kwargs, 1, "normalized_shape")
    w = _arg(args, kwargs, 2, "weight")
    b = _arg(args, kwargs, 3, "bias")
    eps = _arg(args, kwargs, 4, "eps", 1e-5)
    return layer_norm(c, x, tuple(ns), c.use(w) if w is not None else None,
                      c.use(b) if b is not None else None, eps)


def h_max_pool_fn(c, node, args, kwargs):
    if kwargs.get("return_indices") or (len(args) > 6 and args[6]):
        c._unsupported("return_indices=True")
    return pool2d(c, args[0], "max", _arg(args, kwargs, 1, "kernel_size"),
                  _arg(args, kwargs, 2, "stride"), _arg(args, kwargs, 3, "padding", 0),
                  _arg(args, kwargs, 4, "dilation", 1), _arg(args, kwargs, 5, "ceil_mode", False))


def h_avg_pool_fn(c, node, args, kwargs):
    padding = _arg(args, kwargs, 3, "padding", 0)
    include = _arg(args, kwargs, 5, "count_include_pad", True)
    divisor = _arg(args, kwargs, 6, "divisor_override")
    if not include and any(pair(padding)):
        c._unsupported("count_include_pad=False with padding")
    return pool2d(c, args[0], "avg", _arg(args, kwargs, 1, "kernel_size"),
                  _arg(args, kwargs, 2, "stride"), padding, 1,
                  _arg(args, kwargs, 4, "ceil_mode", False), divisor)


def h_embedding_fn(c, node, args, kwargs):
    return embedding(c, args[0], c.use(_arg(args, kwargs, 1, "weight")))


FUNCTIONS = {
    operator.add: h_binary("add"), operator.iadd: h_binary("add"),
    operator.sub: h_binary("sub"), operator.isub: h_binary("sub"),
    operator.mul: h_binary("mul"), operator.imul: h_binary("mul"),
    operator.truediv: h_binary("div"), operator.itruediv: h_binary("div"),
    operator.neg: _h_unary_fn(UNARY["neg"], "neg"),
    operator.pow: h_pow, operator.matmul: h_matmul, operator.getitem: h_getitem,
    operator.gt: h_compare("gt"), operator.ge: h_compare("ge"), operator.lt: h_compare("lt"),
    operator.le: h_compare("le"), operator.eq: h_compare("eq"), operator.ne: h_compare("ne"),
    operator.invert: logical_not,
    torch.add: h_binary("add"), torch.sub: h_binary("sub"), torch.mul: h_binary("mul"),
    torch.div: h_binary("div"), torch.true_divide: h_binary("div"), torch.rsub: h_rsub,
    torch.maximum: h_binary("max"), torch.minimum: h_binary("min"),
    torch.pow: h_pow, torch.matmul: h_matmul, torch.bmm: h_matmul, torch.mm: h_matmul,
    torch.gt: h_compare("gt"), torch.ge: h_compare("ge"), torch.lt: h_compare("lt"),
    torch.le: h_compare("le"), torch.eq: h_compare("eq"), torch.ne: h_compare("ne"),
    torch.logical_not: logical_not, torch.where: h_where, torch.masked_fill: h_masked_fill,
    torch.relu: _h_unary_fn(_relu, "relu"), F.relu: _h_unary_fn(_relu, "relu"),
    F.relu6: _h_unary_fn(UNARY["relu6"], "relu6"), F.hardtanh: h_hardtanh,
    F.gelu: h_gelu, F.silu: _h_unary_fn(_silu, "silu"),
    torch.sigmoid: _h_unary_fn(_sigmoid, "sigmoid"), F.sigmoid: _h_unary_fn(_sigmoid, "sigmoid"),
    torch.tanh: _h_unary_fn(UNARY["tanh"], "tanh"), F.tanh: _h_unary_fn(UNARY["tanh"], "tanh"),
    F.hardswish: _h_unary_fn(_hardswish, "hardswish"),
    F.hardsigmoid: _h_unary_fn(_hardsigmoid, "hardsigmoid"),
    F.leaky_relu: h_leaky, torch.clamp: h_clamp, torch.clip: h_clamp,
    torch.exp: _h_unary_fn(UNARY["exp"], "exp"), torch.log: _h_unary_fn(UNARY["log"], "log"),
    torch.sqrt: _h_unary_fn(UNARY["sqrt"], "sqrt"), torch.rsqrt: _h_unary_fn(UNARY["rsqrt"], "rsqrt"),
    torch.erf: _h_unary_fn(UNARY["erf"], "erf"), torch.abs: _h_unary_fn(UNARY["abs"], "abs"),
    torch.neg: _h_unary_fn(UNARY["neg"], "neg"),
    torch.reciprocal: _h_unary_fn(UNARY["reciprocal"], "reciprocal"),
    torch.sin: _h_unary_fn(UNARY["sin"], "sin"), torch.cos: _h_unary_fn(UNARY["cos"], "cos"),
    F.softmax: h_softmax(), torch.softmax: h_softmax(), F.log_softmax: h_softmax(log=True),
    torch.log_softmax: h_softmax(log=True),
    F.linear: h_linear, F.conv1d: h_conv_fn, F.conv2d: h_conv_fn,
    F.layer_norm: h_layer_norm_fn, F.embedding: h_embedding_fn,
    F.dropout: identity, F.dropout2d: identity, F.dropout3d: identity,
    F.alpha_dropout: identity, F.feature_alpha_dropout: identity,
    F.max_pool2d: h_max_pool_fn, F.avg_pool2d: h_avg_pool_fn,
    F.adaptive_avg_pool2d: lambda c, n, a, k: adaptive_pool2d(c, a[0], "avg"),
    F.adaptive_max_pool2d: lambda c, n, a, k: adaptive_pool2d(c, a[0], "max"),
    F.pad: h_pad,
    torch.flatten: reshape_like_output, torch.reshape: reshape_like_output,
    torch.squeeze: reshape_like_output, torch.unsqueeze: reshape_like_output,
    torch.transpose: h_transpose, torch.permute: h_permute, torch.t: h_transpose,
    torch.cat: h_cat, torch.concat: h_cat,
    torch.split: h_split, torch.chunk: h_split, torch.unbind: h_split,
    torch.sum: h_sum_mean("sum"), torch.mean: h_sum_mean("mean"), torch.amax: h_amax,
    torch.clone: identity, torch.detach: identity,
    torch.zeros_like: h_fill_like(0.0), torch.ones_like: h_fill_like(1.0),
    torch.full_like: h_fill_like(None),
    # By name: functions that only some versions (of torch, torchvision) have.
    "scaled_dot_product_attention": sdpa,
    "stochastic_depth": identity,  # torchvision.ops: identity in eval mode
}
# F.max_pool2d is a boolean_dispatch wrapper; register what fx records.
for _f in (F.max_pool2d, getattr(F, "_max_pool2d", None), getattr(F, "max_pool2d_with_indices", None)):
    if _f is not None:
        FUNCTIONS.setdefault(_f, h_max_pool_fn)
if hasattr(F, "dropout1d"):
    FUNCTIONS[F.dropout1d] = identity
if hasattr(F, "scaled_dot_product_attention"):  # torch >= 2.0
    FUNCTIONS[F.scaled_dot_product_attention] = sdpa


def _method_unary(kind):
    return lambda c, node, args, kwargs: unary(c, args[0], UNARY[kind], kind)


METHODS = {
    "view": reshape_like_output, "reshape": reshape_like_output, "flatten": reshape_like_output,
    "unflatten": reshape_like_output, "squeeze": reshape_like_output,
    "unsqueeze": reshape_like_output, "view_as": reshape_like_output,
    "reshape_as": reshape_like_output,
    "contiguous": identity, "clone": identity, "detach": identity,
    "new_zeros": h_fill_like(0.0), "new_ones": h_fill_like(1.0), "new_full": h_fill_like(None),
    "zero_": h_fill_like(0.0), "fill_": h_fill_like(None),
    "permute": h_permute, "transpose": h_transpose, "t": h_transpose,
    "expand": h_expand, "expand_as": h_expand, "broadcast_to": h_expand,
    "split": h_split, "chunk": h_split, "unbind": h_split,
    "add": h_binary("add"), "add_": h_binary("add"), "sub": h_binary("sub"),
    "sub_": h_binary("sub"), "mul": h_binary("mul"), "mul_": h_binary("mul"),
    "div": h_binary("div"), "div_": h_binary("div"), "pow": h_pow,
    "maximum": h_binary("max"), "minimum": h_binary("min"),
    "matmul": h_matmul, "bmm": h_matmul, "mm": h_matmul,
    "gt": h_compare("gt"), "ge": h_compare("ge"), "lt": h_compare("lt"),
    "le": h_compare("le"), "eq": h_compare("eq"), "ne": h_compare("ne"),
    "logical_not": logical_not,
    "masked_fill": h_masked_fill, "masked_fill_": h_masked_fill,
    "relu": _method_unary("relu"), "relu_": _method_unary("relu"),
    "sigmoid": _method_unary("sigmoid"), "tanh": _method_unary("tanh"),
    "exp": _method_unary("exp"), "log": _method_unary("log"), "sqrt": _method_unary("sqrt"),
    "rsqrt": _method_unary("rsqrt"), "neg": _method_unary("neg"), "abs": _method_unary("abs"),
    "reciprocal": _method_unary("reciprocal"), "erf": _method_unary("erf"),
    "clamp": h_clamp, "clip": h_clamp, "clamp_": h_clamp,
    "softmax": h_softmax(), "log_softmax": h_softmax(log=True),
    "sum": h_sum_mean("sum"), "mean": h_sum_mean("mean"), "amax": h_amax,
    "float": convert, "half": convert, "bfloat16": convert, "to": convert,
    "type": convert, "type_as": convert, "double": convert, "long": convert,
    "int": convert, "bool": convert,
}


# ---------------------------------------------------------------------------
# Modules
# ---------------------------------------------------------------------------

def _m_conv(c, node, mod, args, kwargs):
    w = c.param_of(node.target, "weight")
    b = c.param_of(node.target, "bias")
    return conv(c, args[0], w, b, mod.stride, mod.padding, mod.dilation, mod.groups,
                mod.padding_mode)


def _m_linear(c, node, mod, args, kwargs):
    return c.linear(args[0], c.param_of(node.target, "weight"), c.param_of(node.target, "bias"),
                    c.loc)


def _m_bn(c, node, mod, args, kwargs):
    if not mod.track_running_stats:
        c._unsupported("batch norm without running statistics (batch statistics at inference)")
    return batch_norm_folded(c, args[0], c.loc, mod.num_features)


def _m_ln(c, node, mod, args, kwargs):
    w = c.param_of(node.target, "weight") if mod.elementwise_affine else None
    b = c.param_of(node.target, "bias") if mod.elementwise_affine else None
    return layer_norm(c, args[0], tuple(mod.normalized_shape), w, b, mod.eps)


def _m_unary(fn_of_mod, hint):
    return lambda c, node, mod, args, kwargs: unary(c, args[0], fn_of_mod(mod), hint)


def _m_maxpool(c, node, mod, args, kwargs):
    if mod.return_indices:
        c._unsupported("return_indices=True")
    return pool2d(c, args[0], "max", mod.kernel_size, mod.stride, mod.padding, mod.dilation,
                  mod.ceil_mode)


def _m_avgpool(c, node, mod, args, kwargs):
    if not mod.count_include_pad and any(pair(mod.padding)):
        c._unsupported("count_include_pad=False with padding")
    return pool2d(c, args[0], "avg", mod.kernel_size, mod.stride, mod.padding, 1,
                  mod.ceil_mode, mod.divisor_override)


def _m_embedding(c, node, mod, args, kwargs):
    return embedding(c, args[0], c.param_of(node.target, "weight"))


def _m_softmax(log):
    def h(c, node, mod, args, kwargs):
        return h_softmax(log)(c, node, [args[0], mod.dim], {})
    return h


def _m_identity(c, node, mod, args, kwargs):
    return args[0]


def _m_reshape(c, node, mod, args, kwargs):
    return reshape_like_output(c, node, args, kwargs)


MODULES = [
    ((nn.Conv1d, nn.Conv2d), _m_conv),
    (nn.Linear, _m_linear),
    ((nn.BatchNorm1d, nn.BatchNorm2d), _m_bn),
    (nn.LayerNorm, _m_ln),
    (nn.ReLU, _m_unary(lambda m: _relu, "relu")),
    (nn.ReLU6, _m_unary(lambda m: UNARY["relu6"], "relu6")),
    (nn.Hardtanh, _m_unary(lambda m: _clamp(m.min_val, m.max_val), "hardtanh")),
    (nn.GELU, _m_unary(lambda m: _gelu_fn(getattr(m, "approximate", "none")), "gelu")),
    (nn.SiLU, _m_unary(lambda m: _silu, "silu")),
    (nn.Sigmoid, _m_unary(lambda m: _sigmoid, "sigmoid")),
    (nn.Tanh, _m_unary(lambda m: UNARY["tanh"], "tanh")),
    (nn.Hardswish, _m_unary(lambda m: _hardswish, "hardswish")),
    (nn.Hardsigmoid, _m_unary(lambda m: _hardsigmoid, "hardsigmoid")),
    (nn.LeakyReLU, _m_unary(lambda m: _leaky(m.negative_slope), "leaky_relu")),
    (nn.MaxPool2d, _m_maxpool),
    (nn.AvgPool2d, _m_avgpool),
    (nn.AdaptiveAvgPool2d, lambda c, n, m, a, k: adaptive_pool2d(c, a[0], "avg")),
    (nn.AdaptiveMaxPool2d, lambda c, n, m, a, k: adaptive_pool2d(c, a[0], "max")),
    (nn.Embedding, _m_embedding),
    (nn.Softmax, _m_softmax(False)),
    (nn.LogSoftmax, _m_softmax(True)),
    ((nn.Dropout, nn.Dropout1d, nn.Dropout2d, nn.Dropout3d, nn.AlphaDropout,
      nn.FeatureAlphaDropout, nn.Identity), _m_identity),
    ((nn.Flatten, nn.Unflatten), _m_reshape),
    (nn.MultiheadAttention, multihead_attention),
]


def module_handler(mod):
    for types, handler in MODULES:
        if type(mod) in (types if isinstance(types, tuple) else (types,)):
            return handler
    for types, handler in MODULES:
        if isinstance(mod, types):
            return handler
    return None
