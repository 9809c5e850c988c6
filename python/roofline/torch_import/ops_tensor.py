"""Lowerings of tensor functions beyond ops.py's table: einsum, gathers
(indexing with an integer tensor), slice assignment, roll, swapaxes,
F.normalize. Importing this module registers them in ops.FUNCTIONS and
ops.METHODS (fx_to_linalg imports it).
"""

import operator

import torch
import torch.nn.functional as F

from .mlir import is_float
from .ops import FUNCTIONS, METHODS, _arg, _is_tensor, h_getitem, permute, transpose_dims
from .values import Val, norm_dim, prod

# ---------------------------------------------------------------------------
# einsum
# ---------------------------------------------------------------------------


def _einsum_spec(c, equation, n_operands):
    eq = equation.replace(" ", "")
    if "..." in eq:
        c._unsupported("einsum with an ellipsis")
    if "->" not in eq:
        c._unsupported("einsum without an explicit output ('->')")
    lhs, out = eq.split("->")
    ins = lhs.split(",")
    if len(ins) != n_operands:
        c._unsupported(f"einsum equation {equation!r} for {n_operands} operands")
    for s in ins + [out]:
        if len(set(s)) != len(s):
            c._unsupported(f"einsum with a repeated index in {s!r} (a diagonal)")
    return ins, out


def einsum(c, node, args, kwargs):
    """Two-operand einsum as torch runs it: a batched matmul.

    The indices split into batch (in both operands and the output), M (first
    operand and output), N (second operand and output) and K (both
    operands, summed). The operands are permuted to [batch, M, K] and
    [batch, K, N] (or read through transposed maps when the second is
    [batch, N, K]), collapsed to 3-D, multiplied by linalg.batch_matmul (or
    linalg.matmul without batch indices) and the result expanded and
    permuted to the output's order. A one-operand einsum that only permutes
    is a linalg.transpose."""
    equation = args[0]
    operands = list(args[1:])
    if len(operands) == 1 and isinstance(operands[0], (list, tuple)):
        operands = list(operands[0])
    out_shape, et = c.out_meta()
    ins, out = _einsum_spec(c, equation, len(operands))
    if len(operands) == 1:
        if sorted(ins[0]) != sorted(out):
            c._unsupported("one-operand einsum that sums")
        return c.transpose(operands[0], [ins[0].index(ch) for ch in out])
    if len(operands) != 2:
        c._unsupported(f"einsum of {len(operands)} operands (1 or 2 are lowered)")
    la, lb = ins
    a, b = c.use(operands[0]), c.use(operands[1])
    size = {}
    for letters, v in ((la, a), (lb, b)):
        for ch, d in zip(letters, v.shape):
            size[ch] = d
    if any(ch not in out and ch not in (lb if letters is la else la)
           for letters in (la, lb) for ch in letters):
        c._unsupported("einsum summing an index of one operand only")
    batch = [ch for ch in out if ch in la and ch in lb]
    ms = [ch for ch in out if ch in la and ch not in lb]
    ns = [ch for ch in out if ch in lb and ch not in la]
    ks = [ch for ch in la if ch in lb and ch not in out]
    nb, m, n, k = (prod(size[ch] for ch in g) for g in (batch, ms, ns, ks))
    path = c.loc
    a3 = c.transpose(a, [la.index(ch) for ch in batch + ms + ks], path)
    b_kn = [lb.index(ch) for ch in batch + ks + ns]
    b_nk = [lb.index(ch) for ch in batch + ns + ks]
    transposed = b_nk == list(range(len(lb))) and b_kn != b_nk
    b3 = c.transpose(b, b_nk if transposed else b_kn, path)
    bshape = (n, k) if transposed else (k, n)
    if batch:
        a3 = c.reshape(a3, (nb, m, k), path)
        b3 = c.reshape(b3, (nb,) + bshape, path)
        init = c.fill(0.0, (nb, m, n), et, path + ".init")
        y = c.batch_matmul(a3, b3, transposed, init, path)
    else:
        a3 = c.reshape(a3, (m, k), path)
        b3 = c.reshape(b3, bshape, path)
        init = c.fill(0.0, (m, n), et, path + ".init")
        y = c.matmul2d(a3, b3, transposed, init, path)
    order = batch + ms + ns
    y = c.reshape(y, tuple(size[ch] for ch in order), path)
    y = c.transpose(y, [order.index(ch) for ch in out], path)
    return c.reshape(y, out_shape, path)


# ---------------------------------------------------------------------------
# Gathers, slice assignment, roll
# ---------------------------------------------------------------------------

def gather_rows(c, table, idx):
    """table[idx] for an integer tensor idx: out[i..., j...] = table[idx[i...], j...],
    a generic over the output reading the table in its payload (as
    embedding)."""
    table, idx = c.use(table), c.use(idx)
    out_shape, et = c.out_meta()
    if is_float(idx.et) or idx.et == "i1":
        c._unsupported("indexing with a float or boolean tensor (a mask)")
    r = idx.rank

    def body(p, i, o):
        ix = p.fresh("idx")
        p.emit(f"{ix} = arith.index_cast {i[0]} : {idx.et} to index")
        rest = [p.index(r + j) for j in range(table.rank - 1)]
        v = p.fresh("elem")
        p.emit(f"{v} = tensor.extract {table.name}[{', '.join([ix] + rest)}] : {table.type}")
        return v
    return c.generic([(idx, [f"d{j}" for j in range(r)])], out_shape, table.et, body,
                     hint="gather")


def h_getitem_gather(c, node, args, kwargs):
    """x[idx] and x[idx, :, ...] with an integer tensor idx gather along dim
    0; every other index goes to ops.h_getitem."""
    container, idx = args
    if _is_tensor(container):
        first, rest = (idx[0], idx[1:]) if isinstance(idx, tuple) else (idx, ())
        if _is_tensor(first) and all(s == slice(None) for s in rest):
            return gather_rows(c, container, first)
    return h_getitem(c, node, args, kwargs)


def _slice_box(c, x, idx):
    """offsets, sizes, strides of x[idx] for ints and slices (no None)."""
    if not isinstance(idx, tuple):
        idx = (idx,)
    if any(i is None or i is Ellipsis or _is_tensor(i) or isinstance(i, bool) for i in idx):
        c._unsupported("slice assignment with None, ..., a boolean or a tensor index")
    offsets, sizes, strides = [], [], []
    for d, i in enumerate(idx):
        if isinstance(i, int):
            offsets.append(norm_dim(i, x.shape[d]))
            sizes.append(1)
            strides.append(1)
        else:
            start, stop, step = i.indices(x.shape[d])
            if step <= 0:
                c._unsupported("negative slice step")
            offsets.append(start)
            sizes.append(len(range(start, stop, step)))
            strides.append(step)
    for d in range(len(idx), x.rank):
        offsets.append(0)
        sizes.append(x.shape[d])
        strides.append(1)
    return offsets, sizes, strides


def h_setitem(c, node, args, kwargs):
    """x[slices] = value: a tensor.insert_slice of the value (a fill for a
    scalar) into x; later uses of x read the result (the mutation is
    recorded by rebinding x's value, which follows program order)."""
    x, idx, value = args
    x = c.use(x)
    offsets, sizes, strides = _slice_box(c, x, idx)
    shape = tuple(sizes)
    if _is_tensor(value):
        piece = c.broadcast_to(value, shape)
        if piece.et != x.et:
            piece = c.ewise([piece], shape, x.et, lambda p, v: v[0], hint="convert")
    else:
        piece = c.fill(value, shape, x.et)
    name = c.fresh("inserted")
    fmt = lambda xs: "[" + ", ".join(str(int(v)) for v in xs) + "]"  # noqa: E731
    c.emit(f"{name} = tensor.insert_slice {piece.name} into {x.name}{fmt(offsets)}{fmt(sizes)}"
           f"{fmt(strides)} : {piece.type} into {x.type}")
    result = Val(name, x.shape, x.et)
    c.values[node.args[0]] = result
    return None


def roll(c, node, args, kwargs):
    """torch.roll along given dims: per dim, the two pieces swapped by two
    tensor.extract_slice and a tensor.concat (a copy of the tensor)."""
    x = c.use(args[0])
    shifts = _arg(args, kwargs, 1, "shifts")
    dims = _arg(args, kwargs, 2, "dims")
    if dims is None or dims == ():
        c._unsupported("roll without dims (of the flattened tensor)")
    shifts = list(shifts) if isinstance(shifts, (tuple, list)) else [shifts]
    dims = list(dims) if isinstance(dims, (tuple, list)) else [dims]
    for shift, d in zip(shifts, dims):
        d = norm_dim(d, x.rank)
        n = x.shape[d]
        s = int(shift) % n
        if s == 0:
            continue
        pieces = []
        for off, size in ((n - s, s), (0, n - s)):
            offsets = [0] * x.rank
            offsets[d] = off
            sizes = list(x.shape)
            sizes[d] = size
            pieces.append(c.extract_slice(x, offsets, sizes, [1] * x.rank, tuple(sizes)))
        name = c.fresh("rolled")
        c.emit(f"{name} = tensor.concat dim({d}) {pieces[0].name}, {pieces[1].name} : "
               f"({pieces[0].type}, {pieces[1].type}) -> {x.type}")
        x = Val(name, x.shape, x.et)
    return x


def h_swapaxes(c, node, args, kwargs):
    return transpose_dims(c, c.use(args[0]), args[1], args[2])


def h_movedim(c, node, args, kwargs):
    x = c.use(args[0])
    src, dst = _arg(args, kwargs, 1, "source"), _arg(args, kwargs, 2, "destination")
    src = [norm_dim(d, x.rank) for d in (src if isinstance(src, (list, tuple)) else [src])]
    dst = [norm_dim(d, x.rank) for d in (dst if isinstance(dst, (list, tuple)) else [dst])]
    perm = [None] * x.rank
    for s, d in zip(src, dst):
        perm[d] = s
    rest = iter(i for i in range(x.rank) if i not in src)
    perm = [p if p is not None else next(rest) for p in perm]
    return permute(c, x, perm)


def normalize(c, node, args, kwargs):
    """F.normalize: x / max(||x||_p, eps) along dim, p = 2: a sum of squares
    (reduction generic), then one generic taking the square root, the max
    with eps and the division."""
    x = c.use(args[0])
    p_norm = _arg(args, kwargs, 1, "p", 2.0)
    dim = norm_dim(_arg(args, kwargs, 2, "dim", 1), x.rank)
    eps = float(_arg(args, kwargs, 3, "eps", 1e-12))
    if float(p_norm) != 2.0:
        c._unsupported(f"normalize with p={p_norm} (p=2 is lowered)")
    keep = tuple(1 if i == dim else d for i, d in enumerate(x.shape))
    ss = c.reduce(x, [dim], lambda p, acc, v: p.add(acc, p.mul(v, v)), 0.0, c.sub("sumsq"),
                  keep_shape=keep, hint="sumsq")
    return c.ewise([x, ss], x.shape, x.et,
                   lambda p, v: p.div(v[0], p.max(p.math("sqrt", v[1]), eps)), hint="normalize")


def h_factory(value):
    """torch.ones / zeros / full / empty(size...) made in the forward (the
    tracer records them: trace_checks.factory_nodes): a fill, or a
    tensor.empty."""
    def h(c, node, args, kwargs):
        shape, et = c.out_meta()
        v = value
        if v == "empty":
            return c.empty(shape, et)
        if v is None:  # torch.full(size, fill_value)
            v = _arg(args, kwargs, 1, "fill_value")
        if not is_float(et):
            v = int(v)
        return c.fill(v, shape, et)
    return h


def h_arange(c, node, args, kwargs):
    from .aten_pointwise import emit_arange
    shape, et = c.out_meta()
    nums = [a for a in args if isinstance(a, (int, float))]
    start = nums[0] if len(nums) > 1 else kwargs.get("start", 0)
    step = nums[2] if len(nums) > 2 else kwargs.get("step", 1)
    return emit_arange(c, shape, et, start, step)


def h_repeat_interleave(c, node, args, kwargs):
    """x.repeat_interleave(r, dim) with an int r (grouped-query attention's
    key/value heads): a broadcast generic along a new dim after `dim` and a
    reshape merging the two: one copy of the result."""
    x = c.use(args[0])
    repeats = _arg(args, kwargs, 1, "repeats")
    dim = _arg(args, kwargs, 2, "dim")
    if not isinstance(repeats, int):
        c._unsupported("repeat_interleave with a tensor of counts (its shape depends on them)")
    if dim is None:
        x, dim = c.reshape(x, (prod(x.shape),)), 0
    dim = norm_dim(dim, x.rank)
    shape, _ = c.out_meta()
    wide = x.shape[:dim + 1] + (repeats,) + x.shape[dim + 1:]
    exprs = [f"d{i}" for i in range(dim + 1)] + [f"d{i + 1}" for i in range(dim + 1, x.rank)]
    y = c.generic([(x, exprs)], wide, x.et, lambda p, i, o: i[0], hint="repeat_interleave")
    return c.reshape(y, shape)


def h_tri(upper):
    def h(c, node, args, kwargs):
        from .aten_pointwise import emit_tri
        return emit_tri(c, args[0], int(_arg(args, kwargs, 1, "diagonal", 0)), upper)
    return h


FUNCTIONS.update({
    torch.ones: h_factory(1.0), torch.zeros: h_factory(0.0), torch.full: h_factory(None),
    torch.empty: h_factory("empty"), torch.arange: h_arange,
    torch.tril: h_tri(False), torch.triu: h_tri(True),
    torch.repeat_interleave: h_repeat_interleave,
    torch.einsum: einsum, "einsum": einsum,
    operator.getitem: h_getitem_gather, operator.setitem: h_setitem,
    torch.roll: roll, torch.swapaxes: h_swapaxes, torch.swapdims: h_swapaxes,
    torch.movedim: h_movedim, torch.moveaxis: h_movedim,
    F.normalize: normalize,
})
METHODS.update({
    "tril": h_tri(False), "triu": h_tri(True), "repeat_interleave": h_repeat_interleave,
    "roll": roll, "swapaxes": h_swapaxes, "swapdims": h_swapaxes,
    "movedim": h_movedim, "moveaxis": h_movedim,
    "__setitem__": h_setitem,
})
