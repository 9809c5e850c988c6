"""What the tracer adds around torch.fx so that the import is honest about
memory and indices:

- Tensors a forward makes from nothing (`torch.ones(T, T)` for a causal
  mask, `torch.arange(T)` for positions, `torch.zeros` for a state) are
  recorded as graph nodes (factory_nodes), not frozen into constants: torch.fx
  records only calls that receive a traced value, so these would become
  constants, which the importer writes as weights (counted as parameters
  by the analysis' capacity). As nodes they are lowered as the kernels
  they are (a fill, an index generic) and their results are activations.
- An index into an embedding table whose values are known from the shapes
  alone (an arange of positions, shifted, reshaped) is checked against the
  table's rows (check_index_ranges): a sequence longer than the model's
  position table is refused, naming the table and its size, instead of
  importing silently (on the meta device nothing checks indices).
- Tied parameters (a language model's `head.weight = wte.weight`) are one
  tensor: tied_groups / retie keep them one across the moves to the meta
  and CPU devices, which make a new Parameter per module otherwise.
"""

import contextlib

import torch

# torch functions that make a tensor from sizes and scalars only.
FACTORIES = ("ones", "zeros", "full", "empty", "arange")


class IndexRangeError(Exception):
    """An index known from the shapes is beyond the table it reads."""

    def __init__(self, message, module_path=""):
        super().__init__(message)
        self.module_path = module_path


@contextlib.contextmanager
def factory_nodes(tracer):
    """While tracing, torch.<factory>(...) outside a leaf module's concrete
    run records a call_function node (its value computed by the tracer)."""
    saved = {name: getattr(torch, name) for name in FACTORIES}

    def wrap(orig):
        def recorded(*args, **kwargs):
            if tracer._running:
                return orig(*args, **kwargs)
            return tracer.create_proxy("call_function", orig, args, kwargs)
        recorded.__name__ = orig.__name__
        return recorded
    try:
        for name, orig in saved.items():
            setattr(torch, name, wrap(orig))
        yield saved
    finally:
        for name, orig in saved.items():
            setattr(torch, name, orig)


def drop_unused_factories(graph, originals):
    """Remove factory nodes (and chains of them) nobody reads."""
    factories = set(originals.values())
    removed = True
    while removed:
        removed = False
        for node in reversed(list(graph.nodes)):
            if node.op == "call_function" and node.target in factories and not node.users:
                graph.erase_node(node)
                removed = True


# Ops that keep the values of an integer tensor (a subset, a reshaping, a
# broadcast): its range passes through them.
_KEEP_METHODS = {"view", "reshape", "unsqueeze", "squeeze", "expand", "expand_as", "flatten",
                 "contiguous", "clone", "long", "int", "to", "repeat", "transpose", "permute",
                 "view_as", "reshape_as", "detach", "type_as", "__getitem__"}
_KEEP_FUNCTIONS = {"unsqueeze", "squeeze", "reshape", "flatten", "transpose", "permute",
                   "getitem", "clone", "detach"}


def _range_of(node, ranges, arange):
    """(lo, hi) of an integer tensor node's values, or None when unknown."""
    import operator
    if node.op == "call_function" and node.target is arange:
        v = node.meta.get("value")
        if not isinstance(v, torch.Tensor) or v.numel() == 0 or v.is_floating_point():
            return None
        args = [a for a in node.args if not isinstance(a, torch.fx.Node)]
        if len(args) == 1:
            start, step = 0, 1
        else:
            start = args[0]
            step = args[2] if len(args) > 2 else node.kwargs.get("step", 1)
        last = start + step * (v.numel() - 1)
        return (min(start, last), max(start, last))
    if not node.args or not isinstance(node.args[0], torch.fx.Node):
        return None
    first = ranges.get(node.args[0])
    name = node.target if node.op == "call_method" else getattr(node.target, "__name__", "")
    if first is not None and name in (_KEEP_METHODS | _KEEP_FUNCTIONS):
        return first
    if first is not None and node.target in (operator.add, operator.sub, torch.add, torch.sub,
                                             "add", "sub"):
        other = node.args[1] if len(node.args) > 1 else None
        sign = -1 if node.target in (operator.sub, torch.sub, "sub") else 1
        if isinstance(other, int):
            return (first[0] + sign * other, first[1] + sign * other)
        if isinstance(other, torch.fx.Node) and other in ranges:
            lo, hi = ranges[other]
            return (first[0] + lo, first[1] + hi) if sign > 0 else (first[0] - hi, first[1] - lo)
    return None


def _embedding_reads(node, gm):
    """(index node, table rows, table name, description) when `node` reads
    an embedding table, else None."""
    import torch.nn.functional as F
    if node.op == "call_module":
        mod = gm.get_submodule(node.target)
        if isinstance(mod, torch.nn.Embedding) and node.args:
            return (node.args[0], mod.num_embeddings, node.target,
                    f"nn.Embedding({mod.num_embeddings}, {mod.embedding_dim})")
    if node.op == "call_function" and node.target is F.embedding and len(node.args) > 1:
        w = node.args[1]
        v = w.meta.get("value") if isinstance(w, torch.fx.Node) else w
        if isinstance(v, torch.Tensor) and v.dim() == 2:
            name = w.target if isinstance(w, torch.fx.Node) else "weight"
            return (node.args[0], v.shape[0], name, f"a {v.shape[0]} x {v.shape[1]} table")
    return None


def check_index_ranges(gm, arange):
    """Refuse an embedding read whose index range, known from the shapes,
    leaves its table (IndexRangeError)."""
    ranges = {}
    for node in gm.graph.nodes:
        r = _range_of(node, ranges, arange)
        if r is not None:
            ranges[node] = r
        reads = _embedding_reads(node, gm)
        if reads is None or not isinstance(reads[0], torch.fx.Node) or reads[0] not in ranges:
            continue
        idx, rows, table, what = reads
        lo, hi = ranges[idx]
        if hi >= rows or lo < 0:
            where = node.target if node.op == "call_module" else node.meta.get("module_path", "")
            raise IndexRangeError(
                f"indices {lo}..{hi} (from the input's shape) read the table {table}, "
                f"{what}, which has {rows} rows: the sequence is longer than the model's "
                f"position table", where)


def tied_groups(model):
    """Lists of (module path, attribute) that hold one Parameter object
    (tied weights), two or more per list."""
    seen = {}
    for path, mod in model.named_modules(remove_duplicate=False):
        for attr, p in mod._parameters.items():
            if p is not None:
                seen.setdefault(id(p), []).append((path, attr))
    return [sorted(set(v)) for v in seen.values() if len(set(v)) > 1]


def retie(model, groups):
    """Make each group share its first member's Parameter again."""
    for group in groups:
        path0, attr0 = group[0]
        p = getattr(model.get_submodule(path0), attr0)
        for path, attr in group[1:]:
            setattr(model.get_submodule(path), attr, p)
    return model


def move(model, device, groups=None, empty=False):
    """model.to(device) (or to_empty) with its tied parameters kept tied."""
    groups = tied_groups(model) if groups is None else groups
    model = model.to_empty(device=device) if empty else model.to(device)
    return retie(model, groups)
