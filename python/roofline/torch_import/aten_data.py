"""Data movement of a training step at the ATen level: joins and splits,
slices and their gradients, gathers (embedding, tensor indexing) and their
scatter-add gradients, average pooling and its gradient.

Views (slice, select, split pieces) are tensor.extract_slice, which
roofline-opt does not charge (a view). The gradient of a slice is the zero
tensor of the input's shape with the gradient inserted (tensor.insert_slice,
written in place by its producer): the zero fill is the kernel PyTorch runs
(slice_backward: zeros + copy).

(Average pooling and its gradient: aten_pooling.py.)

A gather's gradient is a scatter-add, which linalg on tensors cannot
write (its output index is data). It is an scf.forall over the gathered
rows: each iteration adds its gradient row into the row of the zero-filled
table that its index names (tensor.parallel_insert_slice of an elementwise
add; rows that repeat stand for the atomic adds of PyTorch's kernel). That
is one kernel: roofline-opt costs the loop body's add times the trip count
(docs/model.md 1.5): per gathered element 1 FLOP, a read of the gradient,
a read and a write of the table row; plus the zero fill of the table.
"""

from . import ops
from .mlir import is_float, loc
from .values import Val, norm_dim, prod


def _fmt(xs):
    return "[" + ", ".join(str(int(x)) for x in xs) + "]"


# ---------------------------------------------------------------------------
# Joins and splits
# ---------------------------------------------------------------------------

def h_cat(c, node, args, kwargs):
    return ops.h_cat(c, node, [args[0], args[1] if len(args) > 1 else kwargs.get("dim", 0)], {})


def h_stack(c, node, args, kwargs):
    """Each piece reshaped with a unit dim at `dim` (a view), then a concat."""
    shape, et = c.out_meta()
    dim = norm_dim(args[1] if len(args) > 1 else kwargs.get("dim", 0), len(shape))
    pieces = []
    for t in args[0]:
        t = c.use(t)
        pieces.append(c.reshape(t, t.shape[:dim] + (1,) + t.shape[dim:]))
    if len(pieces) == 1:
        return pieces[0]
    name = c.fresh("concat")
    c.emit(f"{name} = tensor.concat dim({dim}) {', '.join(t.name for t in pieces)} : "
           f"({', '.join(t.type for t in pieces)}) -> {Val('', shape, et).type}")
    return Val(name, shape, et)


def h_split(drop_dim):
    """split / split_with_sizes / unsafe_split / unbind: one
    tensor.extract_slice per piece, sizes from the traced result."""
    def h(c, node, args, kwargs):
        x = c.use(args[0])
        pieces = node.meta["value"]
        if drop_dim:
            dim = args[1] if len(args) > 1 else kwargs.get("dim", 0)
        else:
            dim = args[2] if len(args) > 2 else kwargs.get("dim", 0)
        dim = norm_dim(dim, x.rank)
        out, off = [], 0
        for t in pieces:
            size = 1 if drop_dim else t.shape[dim]
            offsets, sizes = [0] * x.rank, list(x.shape)
            offsets[dim], sizes[dim] = off, size
            out.append(c.extract_slice(x, offsets, sizes, [1] * x.rank, tuple(t.shape)))
            off += size
        return tuple(out)
    return h


def _slice_args(args, kwargs):
    """(dim, slice) of aten.slice.Tensor(self, dim, start, end, step)."""
    dim = args[1] if len(args) > 1 else kwargs.get("dim", 0)
    start = args[2] if len(args) > 2 else kwargs.get("start")
    end = args[3] if len(args) > 3 else kwargs.get("end")
    step = args[4] if len(args) > 4 else kwargs.get("step", 1)
    return dim, slice(start, end, step)


def h_slice(c, node, args, kwargs):
    x = c.use(args[0])
    dim, sl = _slice_args(args, kwargs)
    dim = norm_dim(dim, x.rank)
    start, stop, step = sl.indices(x.shape[dim])
    offsets, sizes, strides = [0] * x.rank, list(x.shape), [1] * x.rank
    offsets[dim], sizes[dim], strides[dim] = start, len(range(start, stop, step)), step
    if sizes == list(x.shape):
        return x
    return c.extract_slice(x, offsets, sizes, strides, tuple(sizes))


def h_select(c, node, args, kwargs):
    x = c.use(args[0])
    dim = norm_dim(args[1], x.rank)
    index = norm_dim(args[2], x.shape[dim])
    shape, _ = c.out_meta()
    offsets, sizes = [0] * x.rank, list(x.shape)
    offsets[dim], sizes[dim] = index, 1
    return c.extract_slice(x, offsets, sizes, [1] * x.rank, shape)


def _insert(c, piece, into, offsets, sizes, strides):
    name = c.fresh("inserted")
    c.emit(f"{name} = tensor.insert_slice {piece.name} into {into.name}{_fmt(offsets)}"
           f"{_fmt(sizes)}{_fmt(strides)} : {piece.type} into {into.type}")
    return Val(name, into.shape, into.et)


def h_slice_backward(c, node, args, kwargs):
    """zeros(input_sizes) with the gradient inserted at the slice."""
    g = c.use(args[0])
    in_shape, dim, start, end, step = tuple(args[1]), args[2], args[3], args[4], args[5]
    dim = norm_dim(dim, len(in_shape))
    start, stop, step = slice(start, end, step).indices(in_shape[dim])
    if g.shape == in_shape:
        return g
    base = c.fill(0.0, in_shape, g.et)
    offsets, strides = [0] * len(in_shape), [1] * len(in_shape)
    offsets[dim], strides[dim] = start, step
    return _insert(c, g, base, offsets, g.shape, strides)


def h_select_backward(c, node, args, kwargs):
    g = c.use(args[0])
    in_shape, dim, index = tuple(args[1]), args[2], args[3]
    dim = norm_dim(dim, len(in_shape))
    base = c.fill(0.0, in_shape, g.et)
    offsets, sizes = [0] * len(in_shape), list(in_shape)
    offsets[dim], sizes[dim] = norm_dim(index, in_shape[dim]), 1
    return _insert(c, g, base, offsets, sizes, [1] * len(in_shape))


def h_slice_scatter(c, node, args, kwargs):
    """slice_scatter(base, src, dim, start, end, step): base with src
    written over the slice (a slice assignment, functionalized)."""
    base, src = c.use(args[0]), c.use(args[1])
    dim = norm_dim(args[2] if len(args) > 2 else kwargs.get("dim", 0), base.rank)
    start = args[3] if len(args) > 3 else kwargs.get("start")
    end = args[4] if len(args) > 4 else kwargs.get("end")
    step = args[5] if len(args) > 5 else kwargs.get("step", 1)
    start, stop, step = slice(start, end, step).indices(base.shape[dim])
    if src.shape == base.shape and step == 1:
        return src
    offsets, strides = [0] * base.rank, [1] * base.rank
    offsets[dim], strides[dim] = start, step
    return _insert(c, src, base, offsets, src.shape, strides)


def h_roll(c, node, args, kwargs):
    from .ops_tensor import roll
    return roll(c, node, [c.use(args[0])] + list(args[1:]), kwargs)


def h_norm(c, node, args, kwargs):
    """norm(x, p=2, dim, keepdim): a sum of squares, then its square root."""
    x = c.use(args[0])
    p_norm = args[1] if len(args) > 1 else 2
    dims = args[2] if len(args) > 2 else list(range(x.rank))
    if p_norm is not None and float(p_norm) != 2.0:
        c._unsupported(f"norm with p={p_norm} (p=2 is lowered)")
    shape, et = c.out_meta()
    dims = [norm_dim(d, x.rank) for d in (dims if isinstance(dims, (list, tuple)) else [dims])]
    ss = c.reduce(x, dims, lambda p, acc, v: p.add(acc, p.mul(v, v)), 0.0, c.sub("sumsq"),
                  keep_shape=shape, hint="sumsq")
    return c.ewise([ss], shape, et, lambda p, v: p.math("sqrt", v[0]), hint="norm")


def h_fill_tensor(c, node, args, kwargs):
    """fill.Tensor(x, v): the 0-d tensor v broadcast to x's shape."""
    shape, et = c.out_meta()
    return c.broadcast_to(c.use(args[1]), shape)


def h_constant_pad(c, node, args, kwargs):
    x = c.use(args[0])
    pads = list(args[1])
    value = args[2] if len(args) > 2 else kwargs.get("value", 0.0)
    low, high = [0] * x.rank, [0] * x.rank
    for i in range(len(pads) // 2):
        low[x.rank - 1 - i], high[x.rank - 1 - i] = pads[2 * i], pads[2 * i + 1]
    if any(p < 0 for p in low + high):  # negative padding crops (F.pad's gradient)
        offsets = [max(0, -lo) for lo in low]
        sizes = [d - max(0, -lo) - max(0, -hi) for d, lo, hi in zip(x.shape, low, high)]
        x = c.extract_slice(x, offsets, sizes, [1] * x.rank, tuple(sizes))
        low, high = [max(0, v) for v in low], [max(0, v) for v in high]
    return c.pad(x, low, high, value or 0.0)


def h_as_strided(c, node, args, kwargs):
    """as_strided reading one contiguous block of a contiguous tensor (the
    strides of the non-unit dims are the row-major strides of the result):
    what torch's adaptive pooling, reshapes of size-1 dims and slices of a
    flat bias leave in the graph. A reshape (offset 0, every element), or a
    slice of the flattened tensor; any other is refused."""
    x = c.use(args[0])
    size, stride = list(args[1]), list(args[2])
    offset = (args[3] if len(args) > 3 else kwargs.get("storage_offset", 0)) or 0
    n, total = prod(size), prod(x.shape)
    if not _row_major(size, stride) or offset + n > total:
        c._unsupported(f"as_strided to size {size} stride {stride} offset {offset} (not one "
                       "contiguous block of a contiguous tensor)")
    if offset == 0 and n == total:
        return c.reshape(x, tuple(size))
    flat = c.reshape(x, (total,))
    piece = c.extract_slice(flat, [offset], [n], [1], (n,))
    return c.reshape(piece, tuple(size))


def h_as_strided_scatter(c, node, args, kwargs):
    """as_strided_scatter(base, src, size, stride, offset) writing one
    contiguous block of a contiguous base (h_as_strided's views): src
    inserted into the flattened base."""
    base, src = c.use(args[0]), c.use(args[1])
    size, stride = list(args[2]), list(args[3])
    offset = (args[4] if len(args) > 4 else kwargs.get("storage_offset", 0)) or 0
    n, total = prod(size), prod(base.shape)
    if not _row_major(size, stride) or offset + n > total:
        c._unsupported(f"as_strided_scatter of size {size} stride {stride} offset {offset} (not "
                       "one contiguous block of a contiguous tensor)")
    flat = c.reshape(base, (total,))
    piece = c.reshape(src, (n,))
    out = _insert(c, piece, flat, [offset], [n], [1])
    return c.reshape(out, base.shape)


def _row_major(size, stride):
    want, acc = [], 1
    for d in reversed(size):
        want.append(acc)
        acc *= d
    want.reverse()
    return all(s == w for d, s, w in zip(size, stride, want) if d != 1)


def _relabels(in_shape, size, stride, offset):
    """as_strided(x, size, stride, offset) is a reshape of all of x."""
    return not offset and prod(size) == prod(in_shape) and _row_major(size, stride)


# ---------------------------------------------------------------------------
# Gathers and their scatter-add gradients
# ---------------------------------------------------------------------------

def gather(c, table, idx, dim):
    """table indexed along `dim` by the integer tensor idx:
    out[lead..., i..., rest...] = table[lead..., idx[i...], rest...], a
    generic over the output reading the table in its payload."""
    table, idx = c.use(table), c.use(idx)
    shape, et = c.out_meta()
    if is_float(idx.et) or idx.et == "i1":
        c._unsupported("indexing with a float or boolean tensor (a mask)")
    k, r = dim, idx.rank

    def body(p, i, o):
        ix = p.fresh("idx")
        p.emit(f"{ix} = arith.index_cast {i[0]} : {idx.et} to index")
        lead = [p.index(j) for j in range(k)]
        rest = [p.index(k + r + j) for j in range(table.rank - k - 1)]
        v = p.fresh("elem")
        p.emit(f"{v} = tensor.extract {table.name}[{', '.join(lead + [ix] + rest)}] : "
               f"{table.type}")
        return v
    return c.generic([(idx, [f"d{k + j}" for j in range(r)])], shape, table.et, body,
                     hint="gather")


def _one_index(c, indices):
    """(dim, index tensor) of an index list with one tensor (None before it)."""
    tensors = [(d, t) for d, t in enumerate(indices) if t is not None]
    if len(tensors) != 1:
        c._unsupported("indexing with several index tensors")
    return tensors[0]


def h_index(c, node, args, kwargs):
    dim, idx = _one_index(c, args[1])
    return gather(c, args[0], idx, dim)


def h_embedding(c, node, args, kwargs):
    return ops.embedding(c, args[1], c.use(args[0]))


def scatter_add_rows(c, base, idx, src, path):
    """base [V, R...] with src [I..., R...] added at the rows idx [I...]
    names: an scf.forall over the I rows (see the module doc)."""
    base, idx, src = c.use(base), c.use(idx), c.use(src)
    n = prod(idx.shape)
    m = prod(base.shape[1:])
    if n == 0 or m == 0:
        return base
    idx1 = c.reshape(idx, (n,), path)
    src2 = c.reshape(src, (n, m), path)
    base2 = c.reshape(base, (base.shape[0], m), path)
    row_t = Val("", (m,), base.et).type
    t, acc, i, row = c.fresh("t"), c.fresh("acc"), c.fresh("i"), c.fresh("row")
    g, cur, res = c.fresh("grad_row"), c.fresh("cur"), c.fresh("scatter")
    c.lines.append(f"    {res} = scf.forall ({t}) in ({n}) shared_outs({acc} = {base2.name}) -> "
                   f"({base2.type}) {{")
    c.lines.append(f"      {i} = tensor.extract {idx1.name}[{t}] : {idx1.type} {loc(path)}")
    c.lines.append(f"      {row} = arith.index_cast {i} : {idx.et} to index {loc(path)}")
    c.lines.append(f"      {g} = tensor.extract_slice {src2.name}[{t}, 0] [1, {m}] [1, 1] : "
                   f"{src2.type} to {row_t} {loc(path)}")
    c.lines.append(f"      {cur} = tensor.extract_slice {acc}[{row}, 0] [1, {m}] [1, 1] : "
                   f"{base2.type} to {row_t} {loc(path)}")
    cur_v, g_v = Val(cur, (m,), base.et), Val(g, (m,), src.et)
    s = c.generic([(g_v, ["d0"]), (cur_v, ["d0"])], (m,), base.et,
                  lambda p, x, o: p.add(p.convert(x[0], src.et, base.et), x[1]), path,
                  init=cur_v, hint="row_sum")
    c.lines.append("      scf.forall.in_parallel {")
    c.lines.append(f"        tensor.parallel_insert_slice {s.name} into {acc}[{row}, 0] "
                   f"[1, {m}] [1, 1] : {row_t} into {base2.type}")
    c.lines.append("      }")
    c.lines.append(f"    }} {loc(path)}")
    return c.reshape(Val(res, base2.shape, base.et), base.shape, path)


def h_index_put(c, node, args, kwargs):
    """index_put(base, [idx], values, accumulate=True): the gradient of a
    gather (new_zeros + index_put in AOT autograd's graph)."""
    accumulate = args[3] if len(args) > 3 else kwargs.get("accumulate", False)
    dim, idx = _one_index(c, args[1])
    if not accumulate or dim != 0:
        c._unsupported("index_put without accumulate or along another dim than the first "
                       "(an indexed assignment)")
    return scatter_add_rows(c, args[0], idx, args[2], c.loc)


def h_embedding_dense_backward(c, node, args, kwargs):
    """The table's gradient: zeros [V, D] (the kernel PyTorch runs first),
    then each token's gradient row added into the row of its id."""
    g, idx, num_weights = args[0], args[1], int(args[2])
    g = c.use(g)
    base = c.fill(0.0, (num_weights, g.shape[-1]), g.et, c.sub("init"))
    return scatter_add_rows(c, base, idx, g, c.loc)


TABLE = {
    "aten.cat.default": h_cat, "aten.stack.default": h_stack,
    "aten.split.Tensor": h_split(False), "aten.split_with_sizes.default": h_split(False),
    "aten.unsafe_split.Tensor": h_split(False),
    "aten.unsafe_split_with_sizes.default": h_split(False),
    "aten.unbind.int": h_split(True),
    "aten.slice.Tensor": h_slice, "aten.select.int": h_select,
    "aten.slice_backward.default": h_slice_backward,
    "aten.select_backward.default": h_select_backward,
    "aten.constant_pad_nd.default": h_constant_pad,
    "aten.slice_scatter.default": h_slice_scatter, "aten.roll.default": h_roll,
    "aten.norm.ScalarOpt_dim": h_norm, "aten.fill.Tensor": h_fill_tensor,
    "aten.lift_fresh_copy.default": lambda c, n, a, k: c.use(a[0]),
    "aten.new_empty.default": lambda c, n, a, k: c.empty(*c.out_meta()),
    "aten.empty.memory_format": lambda c, n, a, k: c.empty(*c.out_meta()),
    "aten.as_strided.default": h_as_strided,
    "aten.as_strided_scatter.default": h_as_strided_scatter,
    "aten.index.Tensor": h_index, "aten.index_put.default": h_index_put,
    "aten.embedding.default": h_embedding,
    "aten.embedding_dense_backward.default": h_embedding_dense_backward,
}
