"""Lower a traced torch.fx graph to MLIR linalg on tensors (text).

The output is shaped like torch-mlir's linalg-on-tensors backend: named
linalg ops for convolutions, matmuls and pooling; one linalg.generic per
elementwise op; reductions as generics with reduction iterators;
tensor.pad / tensor.concat / tensor.extract_slice / tensor.expand_shape /
tensor.collapse_shape / linalg.transpose for data movement; tensor.empty +
linalg.fill for the inits. Weights are function arguments (the file stays
small); every op carries the PyTorch module path as its location.

The graph comes from tracer.trace(): every node carries its concrete value
(on the meta device: shapes only) and its module path. Nodes whose value
holds no tensor (shape arithmetic, asserts) are static and emit nothing.
"""

import contextlib
import operator

import torch
import torch.fx

from . import autocast as amp
from . import mlir
from .mlir import Payload, loc, tensor_type
from . import ops_nn, ops_tensor  # noqa: F401 (they register their lowerings)
from .ops import FUNCTIONS, METHODS, module_handler
from .tracer import describe_target
from .values import LazyTranspose, Val, prod


class UnsupportedOp(Exception):
    """A node the importer has no lowering for."""

    def __init__(self, what, module_path, detail=""):
        where = module_path or "<top level>"
        msg = f"unsupported op {what} at {where}"
        if detail:
            msg += f": {detail}"
        super().__init__(msg)
        self.what = what
        self.module_path = module_path
        self.detail = detail


class UnsupportedOps(UnsupportedOp):
    """Every op of a model that has no lowering, found in one pass.

    The message lists each kind of op once, with its count, the module paths
    it occurs at (the first few) and why it is not lowered."""

    MAX_PATHS = 4

    def __init__(self, failures):
        if len(failures) == 1:
            f = failures[0]
            super().__init__(f.what, f.module_path, f.detail)
            self.failures = failures
            return
        kinds = {}
        for f in failures:
            kinds.setdefault((f.what, f.detail), []).append(f.module_path or "<top level>")
        parts = []
        for (what, detail), paths in kinds.items():
            shown = list(dict.fromkeys(paths))
            more = len(shown) - self.MAX_PATHS
            where = ", ".join(shown[:self.MAX_PATHS]) + (f" and {more} more" if more > 0 else "")
            parts.append(f"{what} x{len(paths)} at {where}" + (f" ({detail})" if detail else ""))
        Exception.__init__(self, f"{len(failures)} unsupported ops ({len(kinds)} kinds): "
                                 + "; ".join(parts))
        self.what = failures[0].what
        self.module_path = failures[0].module_path
        self.detail = failures[0].detail
        self.failures = failures


def reshape_groups(src, dst):
    """Reassociation groups between two shapes of the same size.

    Returns a list of (src dims, dst dims) covering both shapes in order, or
    None when they cannot be grouped (not expected for equal sizes)."""
    src, dst = list(src), list(dst)
    groups = []
    i = j = 0
    while i < len(src) and j < len(dst):
        si, dj = [i], [j]
        ps, pd = src[i], dst[j]
        i += 1
        j += 1
        while ps != pd:
            if ps < pd:
                if i >= len(src):
                    return None
                ps *= src[i]
                si.append(i)
                i += 1
            else:
                if j >= len(dst):
                    return None
                pd *= dst[j]
                dj.append(j)
                j += 1
        groups.append((si, dj))
    if not groups:
        return None
    # Trailing size-1 dims join the last group.
    while i < len(src):
        if src[i] != 1:
            return None
        groups[-1][0].append(i)
        i += 1
    while j < len(dst):
        if dst[j] != 1:
            return None
        groups[-1][1].append(j)
        j += 1
    return groups


def bcast_exprs(shape, out_shape):
    """Indexing-map results reading `shape` broadcast (NumPy rules) to out_shape."""
    n, r = len(out_shape), len(shape)
    exprs = []
    for k in range(r):
        j = n - r + k
        if shape[k] == 1 and out_shape[j] != 1:
            exprs.append("0")
        else:
            exprs.append(f"d{j}")
    return exprs


FLOAT_DTYPES = (torch.float32, torch.float16, torch.bfloat16, torch.float64)
TORCH_FLOAT_ET = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16",
                  torch.float64: "f64"}

# Forward parameter names that hold a decoder's KV cache (the bundled
# gpt2-block-decode's, as Hugging Face names them): marked roofline.kv_cache.
KV_CACHE_NAMES = ("past_key", "past_value")
WEIGHT_ATTR = "{roofline.weight}"
KV_CACHE_ATTR = "{roofline.kv_cache}"


class Converter:
    def __init__(self, gm, dtype=None, func_name="forward", header=None, autocast=None,
                 default_et="f32"):
        """dtype: the element type of every float tensor ("f32", "f16",
        "bf16"), or None for the types the model has (a .half() model is
        f16). autocast: "f16" or "bf16" to run the model as torch.autocast
        does on CUDA (autocast.py: each op's cast policy and result type).
        default_et: the float type of values the lowerings create with no
        typed operand (the model's own)."""
        self.gm = gm
        self.forced_et = dtype
        self.float_et = dtype or default_et
        self.autocast = autocast
        self.cast_cache = {}         # (weight SSA name, type) -> its autocast copy
        self.param_names = set()     # SSA names of parameters and buffers
        self.node_et = None          # under autocast: the current node's result type
        self.failures = []           # UnsupportedOp of every node without lowering
        self.func_name = func_name
        self.header = header or []
        self.lines = []
        self.args = []               # (ssa name, type string)
        self.arg_attrs = {}          # ssa name -> its attribute dictionary
        self.arg_by_key = {}         # parameter path -> Val
        self.names = set()
        self.param_by_id = {}        # id(parameter tensor) -> its argument
        self.keep_alive = []
        # Paths of the model's parameters and buffers (tracer.trace records
        # them; any other get_attr is a constant torch.fx froze).
        self.state_names = getattr(gm, "roofline_state_names", None)
        if self.state_names is None:
            self.state_names = {f"{path}.{attr}" if path else attr
                                for path, mod in gm.named_modules(remove_duplicate=False)
                                for attr in list(mod._parameters) + list(mod._buffers)}
        self.name_next = {}          # base -> the n its last fresh name had
        self.values = {}
        self.loc_counts = {}
        self.map_aliases = {}
        self.loc = ""
        self.node = None
        self.notes = set()         # header lines the lowerings ask for
        self.kernel_tag = None     # roofline.framework_kernel of the generics emitted now
        self.kernel_count = 0

    # -- one framework op, one kernel ---------------------------------------
    @contextlib.contextmanager
    def framework_kernel(self, op):
        """The linalg.generic ops emitted inside carry
        roofline.framework_kernel = "<op>#<n>", n counting such kernels: they
        are one framework op that PyTorch eager runs as one kernel and one
        host call (roofline-opt --mode=eager groups them; docs/model.md 1.8,
        "One framework op, one kernel")."""
        outer = self.kernel_tag
        self.kernel_count += 1
        self.kernel_tag = f"{op}#{self.kernel_count}"
        try:
            yield
        finally:
            self.kernel_tag = outer

    def kernel_tag_attr(self):
        """', roofline.framework_kernel = "<op>#<n>"' inside framework_kernel,
        to end an op's attribute dictionary; '' outside."""
        return (f", roofline.framework_kernel = \"{self.kernel_tag}\""
                if self.kernel_tag else "")

    # -- names, types, locations -------------------------------------------
    def fresh(self, hint="t"):
        base = "".join(c if (c.isalnum() or c in "_.$-") else "_" for c in str(hint)) or "t"
        if base[0].isdigit() or base[0] == "-":
            base = "v" + base
        # The smallest free `base_n`; the search resumes where the last one
        # for this base stopped (every smaller n is taken: names are never
        # released), so a function of 30,000 values is not quadratic.
        n = self.name_next.get(base, 0)
        name = base if n == 0 else f"{base}_{n}"
        while name in self.names:
            n += 1
            name = f"{base}_{n}"
        self.name_next[base] = n
        self.names.add(name)
        return "%" + name

    def et_of(self, dtype):
        if dtype in FLOAT_DTYPES:
            return self.forced_et or TORCH_FLOAT_ET[dtype]
        return {torch.int64: "i64", torch.int32: "i32", torch.int16: "i16",
                torch.int8: "i8", torch.uint8: "i8", torch.bool: "i1"}.get(dtype) or self._unsupported(
                    f"tensors of dtype {dtype}")

    def _unsupported(self, detail):
        raise UnsupportedOp(self._what(), self._where(), detail)

    def _what(self):
        node = self.node
        if node is None:
            return "?"
        if node.op == "call_module":
            mod = self.gm.get_submodule(node.target)
            return f"{type(mod).__module__.replace('torch.nn.modules', 'torch.nn')}.{type(mod).__name__}" \
                if not type(mod).__module__.startswith("torch.nn") else f"nn.{type(mod).__name__}"
        return describe_target(node)

    def _where(self):
        node = self.node
        if node is None:
            return ""
        if node.op == "call_module":
            return node.target
        return node.meta.get("module_path", "")

    def alias(self, map_text):
        if map_text not in self.map_aliases:
            self.map_aliases[map_text] = f"#map{len(self.map_aliases)}"
        return self.map_aliases[map_text]

    def affine(self, ndims, exprs):
        dims = ", ".join(f"d{i}" for i in range(ndims))
        return self.alias(f"affine_map<({dims}) -> ({', '.join(exprs)})>")

    def emit(self, text, path=None):
        path = self.loc if path is None else path
        self.lines.append(f"    {text} {loc(path)}")

    def sub(self, suffix):
        return f"{self.loc}.{suffix}" if self.loc else suffix

    # -- arguments ---------------------------------------------------------
    def arg(self, key, shape, et, name_hint=None):
        if key in self.arg_by_key:
            return self.arg_by_key[key]
        v = Val(self.fresh(name_hint or key), shape, et)
        self.args.append((v.name, v.type))
        self.arg_by_key[key] = v
        attr = self.arg_attr(key)
        if attr:
            self.arg_attrs[v.name] = attr
        return v

    def arg_attr(self, key):
        """The attribute of the argument for `key`, so that the analysis'
        capacity (lib/Report/Capacity.cpp) counts what it holds: a parameter
        or buffer (every key but an input's) is roofline.weight, an input
        named as a KV cache (KV_CACHE_NAMES) roofline.kv_cache. Under
        autocast the weights stay unmarked: torch.autocast casts them on
        every forward, and the analysis charges nothing for converting a
        roofline.weight (a deployment's ahead-of-time conversion)."""
        kind, _, name = key.partition(":")
        if kind == "input":
            return KV_CACHE_ATTR if name in KV_CACHE_NAMES else None
        return None if self.autocast else WEIGHT_ATTR

    def param(self, path, tensor):
        """The argument of the parameter or buffer `tensor` at `path`; a
        tensor tied to one seen before under another path (a language
        model's head.weight = wte.weight) is that argument: the model
        holds it once."""
        v = self.param_by_id.get(id(tensor))
        if v is not None and v.shape == tuple(tensor.shape):
            return v
        v = self.arg(path, tuple(tensor.shape), self.et_of(tensor.dtype))
        self.param_names.add(v.name)
        self.param_by_id[id(tensor)] = v
        self.keep_alive.append(tensor)  # ids stay unique while the Converter lives
        return v

    def constant(self, name, tensor):
        """A tensor constant torch.fx froze into the graph (one the forward
        made without a traced input, e.g. `torch.tensor(-1e4)`): a fill when
        it holds one known value, else an argument that is not a weight
        (what the forward made is not a parameter of the model)."""
        shape, et = tuple(tensor.shape), self.et_of(tensor.dtype)
        if tensor.numel() == 1 and tensor.device.type != "meta":
            return self.fill(tensor.item(), shape, et, name)
        return self.arg("input:" + name, shape, et, name_hint=name)

    def param_of(self, module_path, name):
        mod = self.gm.get_submodule(module_path)
        t = getattr(mod, name)
        if t is None:
            return None
        return self.param(f"{module_path}.{name}" if module_path else name, t)

    # -- value plumbing ----------------------------------------------------
    def use(self, v):
        """A Val for an operand: materialises lazy transposes."""
        if isinstance(v, LazyTranspose):
            if v.cache is None:
                perm = list(range(v.src.rank))
                perm[-1], perm[-2] = perm[-2], perm[-1]
                v.cache = self.transpose(v.src, perm, path=v.loc)
            return v.cache
        return v

    def resolve(self, a):
        if isinstance(a, torch.fx.Node):
            return self.values[a]
        if isinstance(a, (list, tuple)):
            return type(a)(self.resolve(x) for x in a)
        if isinstance(a, dict):
            return {k: self.resolve(x) for k, x in a.items()}
        return a

    def out_meta(self, node=None):
        node = node or self.node
        value = node.meta["value"]
        if not isinstance(value, torch.Tensor):
            self._unsupported("expected a tensor result")
        et = self.et_of(value.dtype)
        if self.node_et is not None and node is self.node and mlir.is_float(et):
            et = self.node_et  # under autocast: the type autocast gives the result
        return tuple(value.shape), et

    # -- basic ops ---------------------------------------------------------
    def empty(self, shape, et, path=None):
        name = self.fresh("empty")
        self.emit(f"{name} = tensor.empty() : {tensor_type(shape, et)}", path)
        return Val(name, shape, et)

    def fill(self, value, shape, et, path=None):
        e = self.empty(shape, et, path)
        c = self.fresh("cst")
        self.emit(f"{c} = arith.constant {mlir.literal(value, et)} : {et}", path)
        name = self.fresh("fill")
        self.emit(f"{name} = linalg.fill ins({c} : {et}) outs({e.name} : {e.type}) -> {e.type}", path)
        return Val(name, shape, et)

    def generic(self, ins, out_shape, out_et, body, path=None, iterators=None,
                out_exprs=None, init=None, hint="t"):
        """ins: list of (Val, exprs); body(p, in_names, out_name) -> SSA name."""
        ndims = len(iterators) if iterators is not None else len(out_shape)
        iterators = iterators or ["parallel"] * ndims
        if out_exprs is None:
            out_exprs = [f"d{i}" for i in range(len(out_shape))]
        if init is None:
            init = self.empty(out_shape, out_et, path)
        maps = [self.affine(ndims, ex) for _, ex in ins] + [self.affine(ndims, out_exprs)]
        p = Payload(self.fresh, out_et)
        in_names = [self.fresh("in") for _ in ins]
        out_name = self.fresh("out")
        result = body(p, in_names, out_name)
        name = self.fresh(hint)
        otype = tensor_type(out_shape, out_et)
        tag = self.kernel_tag_attr()
        head = (f"{name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
                f"iterator_types = [{', '.join(chr(34) + i + chr(34) for i in iterators)}]"
                f"{tag}}}")
        if ins:
            head += (f" ins({', '.join(v.name for v, _ in ins)} : "
                     f"{', '.join(v.type for v, _ in ins)})")
        head += f" outs({init.name} : {init.type}) {{"
        self.lines.append(f"    {head}")
        bb_args = [f"{n}: {v.et}" for n, (v, _) in zip(in_names, ins)] + [f"{out_name}: {out_et}"]
        self.lines.append(f"    ^bb0({', '.join(bb_args)}):")
        for line in p.lines:
            self.lines.append(f"      {line}")
        self.lines.append(f"      linalg.yield {result} : {out_et}")
        self.lines.append(f"    }} -> {otype} {loc(self.loc if path is None else path)}")
        return Val(name, out_shape, out_et)

    def ewise(self, operands, out_shape, out_et, fn, path=None, hint="t", compute_et=None,
              raw_i1=False):
        """Elementwise op with broadcasting: operands are Vals or Python scalars.

        fn(p, values) gets SSA names for the operands (converted to
        compute_et; i1 operands left as they are with raw_i1) and returns
        the result name (of out_et)."""
        compute_et = compute_et or out_et
        ins = []
        for o in operands:
            if isinstance(o, (Val, LazyTranspose)):
                o = self.use(o)
                ins.append((o, bcast_exprs(o.shape, out_shape)))

        def body(p, in_names, out_name):
            it = iter(zip(in_names, ins))
            vals = []
            for o in operands:
                if isinstance(o, (Val, LazyTranspose)):
                    n, (v, _) = next(it)
                    if not (raw_i1 and v.et == "i1"):
                        n = p.convert(n, v.et, compute_et)
                    vals.append(n)
                else:
                    vals.append(o)
            p.et = compute_et
            r = fn(p, vals)
            p.et = out_et
            return r
        return self.generic(ins, out_shape, out_et, body, path, hint=hint)

    def transpose(self, v, perm, path=None):
        v = self.use(v)
        perm = [int(x) for x in perm]
        if perm == list(range(v.rank)):
            return v
        shape = tuple(v.shape[i] for i in perm)
        e = self.empty(shape, v.et, path)
        name = self.fresh("transpose")
        self.emit(f"{name} = linalg.transpose ins({v.name} : {v.type}) outs({e.name} : {e.type}) "
                  f"permutation = [{', '.join(str(x) for x in perm)}]", path)
        return Val(name, shape, v.et)

    def collapse(self, v, groups, path=None):
        shape = tuple(prod(v.shape[i] for i in g) for g in groups)
        name = self.fresh("collapsed")
        reassoc = "[" + ", ".join("[" + ", ".join(str(i) for i in g) + "]" for g in groups) + "]"
        out = Val(name, shape, v.et)
        self.emit(f"{name} = tensor.collapse_shape {v.name} {reassoc} : {v.type} into {out.type}", path)
        return out

    def expand(self, v, groups, shape, path=None):
        name = self.fresh("expanded")
        reassoc = "[" + ", ".join("[" + ", ".join(str(i) for i in g) + "]" for g in groups) + "]"
        out = Val(name, shape, v.et)
        self.emit(f"{name} = tensor.expand_shape {v.name} {reassoc} output_shape "
                  f"[{', '.join(str(d) for d in shape)}] : {v.type} into {out.type}", path)
        return out

    def reshape(self, v, shape, path=None):
        v = self.use(v)
        shape = tuple(int(d) for d in shape)
        if shape == v.shape:
            return v
        if prod(shape) != prod(v.shape):
            self._unsupported(f"reshape of {v.shape} to {shape}")
        if len(shape) == 0:
            return self.collapse(v, [], path) if v.rank else v
        if v.rank == 0:
            return self.expand(v, [], shape, path)
        groups = reshape_groups(v.shape, shape)
        if groups is None:
            flat = self.collapse(v, [list(range(v.rank))], path)
            return self.expand(flat, [list(range(len(shape)))], shape, path)
        mid = v
        if any(len(s) > 1 for s, _ in groups):
            mid = self.collapse(v, [s for s, _ in groups], path)
        if any(len(d) > 1 for _, d in groups):
            mid = self.expand(mid, [d for _, d in groups], shape, path)
        return mid

    def extract_slice(self, v, offsets, sizes, strides, result_shape, path=None):
        v = self.use(v)
        name = self.fresh("slice")
        out = Val(name, result_shape, v.et)
        fmt = lambda xs: "[" + ", ".join(str(int(x)) for x in xs) + "]"
        self.emit(f"{name} = tensor.extract_slice {v.name}{fmt(offsets)}{fmt(sizes)}{fmt(strides)} : "
                  f"{v.type} to {out.type}", path)
        return out

    def pad(self, v, low, high, value, path=None):
        if not any(low) and not any(high):
            return v
        shape = tuple(d + l + h for d, l, h in zip(v.shape, low, high))
        name = self.fresh("padded")
        out = Val(name, shape, v.et)
        idx = ", ".join(f"{self.fresh('i')}: index" for i in range(v.rank))
        c = self.fresh("cst")
        self.emit(f"{c} = arith.constant {mlir.literal(value, v.et)} : {v.et}", path)
        self.lines.append(f"    {name} = tensor.pad {v.name} low[{', '.join(map(str, low))}] "
                          f"high[{', '.join(map(str, high))}] {{")
        self.lines.append(f"    ^bb0({idx}):")
        self.lines.append(f"      tensor.yield {c} : {v.et}")
        self.lines.append(f"    }} : {v.type} to {out.type} {loc(self.loc if path is None else path)}")
        return out

    def broadcast_to(self, v, shape, path=None):
        v = self.use(v)
        shape = tuple(shape)
        if v.shape == shape:
            return v
        return self.generic([(v, bcast_exprs(v.shape, shape))], shape, v.et,
                            lambda p, i, o: i[0], path, hint="broadcast")

    def autocast_operand(self, v, path):
        """A contraction's float operand in the autocast type; v itself
        without autocast."""
        v = self.use(v)
        if not self.autocast or not mlir.is_float(v.et):
            return v
        return self.cast_operand(v, self.autocast, path)

    def cast_operand(self, v, et, path):
        """v converted to et by a conversion generic at `path.autocast`, as
        autocast's cached_cast does: a parameter or buffer is converted once
        (autocast caches the casts of model weights within its region), an
        activation at every use. A lazy transpose converts its source and
        stays lazy (a matmul still reads it through its maps)."""
        if isinstance(v, LazyTranspose):
            src = self.cast_operand(v.src, et, path)
            return v if src is v.src else LazyTranspose(src, v.loc)
        if v.et == et:
            return v

        def cast():
            return self.ewise([v], v.shape, et, lambda p, x: x[0], path + ".autocast",
                              hint="autocast")
        if v.name not in self.param_names:
            return cast()
        if (v.name, et) not in self.cast_cache:
            self.cast_cache[(v.name, et)] = cast()
        return self.cast_cache[(v.name, et)]

    def contraction_et(self, et):
        """The element type of a contraction's result: the autocast type
        under autocast (its LOWER ops write it), else `et`."""
        return self.autocast if self.autocast and mlir.is_float(et) else et

    def bias_init(self, bias, out_shape, channel_dim, path, et=None):
        """The init of a conv/matmul: the bias broadcast along channel_dim
        (converted to the result's type), or zeros."""
        et = self.contraction_et(et or (bias.et if bias is not None else self.float_et))
        if bias is None:
            return self.fill(0.0, out_shape, et, path + ".init")
        return self.generic([(bias, [f"d{channel_dim}"])], out_shape, et,
                            lambda p, i, o: p.convert(i[0], bias.et, et), path + ".bias",
                            hint="bias")

    # -- contractions --------------------------------------------------------
    def matmul2d(self, a, b, b_transposed, init, path=None):
        """C[m,n] += A[m,k] * B[k,n] (or B[n,k] when b_transposed)."""
        m = a.shape[0]
        n = b.shape[0] if b_transposed else b.shape[1]
        a, b = self.autocast_operand(a, path or self.loc), self.autocast_operand(b, path or self.loc)
        name = self.fresh("matmul")
        if b_transposed:
            maps = ("indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, "
                    "affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ")
        else:
            maps = ""
        self.emit(f"{name} = linalg.matmul {maps}ins({a.name}, {b.name} : {a.type}, {b.type}) "
                  f"outs({init.name} : {init.type}) -> {init.type}", path)
        return Val(name, (m, n), init.et)

    def batch_matmul(self, a, b, b_transposed, init, path=None):
        a, b = self.autocast_operand(a, path or self.loc), self.autocast_operand(b, path or self.loc)
        name = self.fresh("bmm")
        if b_transposed:
            maps = ("indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, "
                    "affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, "
                    "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ")
        else:
            maps = ""
        self.emit(f"{name} = linalg.batch_matmul {maps}ins({a.name}, {b.name} : {a.type}, {b.type}) "
                  f"outs({init.name} : {init.type}) -> {init.type}", path)
        return Val(name, init.shape, init.et)

    def linear(self, x, w, b, path):
        """y = x @ w.T + b for x [..., K], w [N, K]."""
        x = self.use(x)
        lead = x.shape[:-1]
        k = x.shape[-1]
        n = w.shape[0]
        x2 = self.reshape(x, (prod(lead), k), path)
        init = self.bias_init(b, (x2.shape[0], n), 1, path, x.et)
        y = self.matmul2d(x2, w, True, init, path)
        return self.reshape(y, lead + (n,), path)

    def matmul(self, a, b, out_shape, path):
        """torch.matmul semantics (1-D promotion, batch broadcasting)."""
        bt = isinstance(b, LazyTranspose) and b.rank >= 2
        a = self.use(a)
        if not bt:
            b = self.use(b)
        bsrc = b.src if bt else b  # what the contraction reads
        a_shape = a.shape if a.rank > 1 else (1,) + a.shape
        b_shape = b.shape if b.rank > 1 else b.shape + (1,)
        if a.rank == 1:
            a = self.reshape(a, a_shape, path)
        if b.rank == 1:
            bsrc = self.reshape(b, b_shape, path)
        m, k = a_shape[-2], a_shape[-1]
        n = b_shape[-1]
        ba, bb = a_shape[:-2], b_shape[:-2]
        et = self.contraction_et(a.et)
        if not bb:
            # [..., M, K] x [K, N]: fold the batch into M.
            a2 = self.reshape(a, (prod(ba) * m, k), path)
            init = self.fill(0.0, (a2.shape[0], n), et, path + ".init")
            y = self.matmul2d(a2, bsrc, bt, init, path)
            return self.reshape(y, out_shape, path)
        batch = tuple(torch.broadcast_shapes(torch.Size(ba), torch.Size(bb)))
        if ba != batch:
            a = self.broadcast_to(a, batch + (m, k), path + ".broadcast")
        if bb != batch:
            target = batch + ((n, k) if bt else (k, n))
            bsrc = self.broadcast_to(bsrc, target, path + ".broadcast")
        nb = prod(batch)
        a3 = self.reshape(a, (nb, m, k), path)
        b3 = self.reshape(bsrc, (nb,) + bsrc.shape[-2:], path)
        init = self.fill(0.0, (nb, m, n), et, path + ".init")
        y = self.batch_matmul(a3, b3, bt, init, path)
        return self.reshape(y, out_shape, path)

    # -- attention -----------------------------------------------------------
    def attention(self, q, k, v, scale, path, mask=None, causal=False, bool_mask_keeps=True,
                  key_padding_mask=None, heads=1, return_probs=False):
        """softmax(q k^T * scale + mask) v on [BH, L, D] x [BH, S, D] x [BH, S, Dv].

        A boolean mask keeps the scores where it is True (bool_mask_keeps, as
        scaled_dot_product_attention) or where it is False (as
        nn.MultiheadAttention); a float mask is added. key_padding_mask
        [B, S] (MultiheadAttention's convention) is read per batch row
        (d0 floordiv heads) and key. return_probs: (output, the softmax
        probabilities [BH, L, S]) instead of the output."""
        bh, l, d = q.shape
        s = k.shape[1]
        dv = v.shape[2]
        et = self.contraction_et(q.et)
        if scale != 1.0:
            q = self.ewise([q, scale], q.shape, et, lambda p, x: p.mul(x[0], x[1]),
                           f"{path}.scale", hint="q_scaled")
        init = self.fill(0.0, (bh, l, s), et, f"{path}.qk.init")
        scores = self.batch_matmul(q, k, True, init, f"{path}.qk")
        if mask is not None:
            mask = self.use(mask)
            scores = self._apply_mask(scores, mask, bcast_exprs(mask.shape, scores.shape),
                                      bool_mask_keeps, f"{path}.mask")
        if key_padding_mask is not None:
            scores = self._apply_mask(scores, self.use(key_padding_mask),
                                      [f"d0 floordiv {heads}" if heads > 1 else "d0", "d2"],
                                      False, f"{path}.key_padding_mask")
        if causal:
            def body(p, i, o):
                row = p.index(1)
                col = p.index(2)
                name = p.fresh("c")
                off = s - l
                if off:
                    c_off = p.fresh("off")
                    p.emit(f"{c_off} = arith.constant {off} : index")
                    shifted = p.fresh("row")
                    p.emit(f"{shifted} = arith.addi {row}, {c_off} : index")
                    row = shifted
                p.emit(f"{name} = arith.cmpi ugt, {col}, {row} : index")
                return p.select(name, float("-inf"), i[0])
            scores = self.generic([(scores, ["d0", "d1", "d2"])], scores.shape, et, body,
                                  f"{path}.causal_mask", hint="masked")
        probs = self.softmax(scores, 2, f"{path}.softmax")
        init2 = self.fill(0.0, (bh, l, dv), et, f"{path}.av.init")
        out = self.batch_matmul(probs, v, False, init2, f"{path}.av")
        return (out, probs) if return_probs else out

    def _apply_mask(self, scores, mask, exprs, bool_mask_keeps, path):
        """scores with a boolean mask selected (-inf where masked) or a float
        mask added; the mask read through the map results `exprs`."""
        ident = ["d0", "d1", "d2"]
        if mask.et == "i1":
            def body(p, i, o):
                ninf = p.const(float("-inf"), scores.et)
                return p.select(i[1], i[0], ninf) if bool_mask_keeps else p.select(i[1], ninf, i[0])
        else:
            def body(p, i, o):
                return p.add(i[0], p.convert(i[1], mask.et, scores.et))
        return self.generic([(scores, ident), (mask, exprs)], scores.shape, scores.et, body,
                            path, hint="masked")

    def softmax(self, x, dim, path=None):
        x = self.use(x)
        where = self.loc if path is None else path
        x, out_et = amp.softmax_input(self, x, where)
        e = self.empty(x.shape, x.et, path)
        name = self.fresh("softmax")
        self.emit(f"{name} = linalg.softmax dimension({dim}) ins({x.name} : {x.type}) "
                  f"outs({e.name} : {e.type}) -> {e.type}", path)
        y = Val(name, x.shape, x.et)
        if out_et != y.et:  # autocast's half_to_float softmax (amp.softmax_input)
            y = self.ewise([y], y.shape, out_et, lambda p, v: v[0], where + ".half_to_float",
                           hint="softmax_f32")
        return y

    def reduce(self, x, dims, combine, init_value, path=None, keep_shape=None, hint="sum",
               out_et=None):
        """Reduce x over dims with combine(p, acc, value); result drops dims.
        out_et: the result's type when it is not x's (autocast's f32 sum of
        an f16 tensor, read and reduced in one kernel)."""
        x = self.use(x)
        out_et = out_et or x.et
        dims = sorted(set(dims))
        kept = [i for i in range(x.rank) if i not in dims]
        out_shape = tuple(x.shape[i] for i in kept)
        init = self.fill(init_value, out_shape, out_et, path)
        iters = ["reduction" if i in dims else "parallel" for i in range(x.rank)]
        r = self.generic([(x, [f"d{i}" for i in range(x.rank)])], out_shape, out_et,
                         lambda p, i, o: combine(p, o, p.convert(i[0], x.et, out_et)), path,
                         iterators=iters,
                         out_exprs=[f"d{i}" for i in kept], init=init, hint=hint)
        if keep_shape is not None:
            r = self.reshape(r, keep_shape, path)
        return r

    # -- driver --------------------------------------------------------------
    def run(self):
        graph = self.gm.graph
        outputs = []
        for node in graph.nodes:
            self.node = node
            if node.op == "placeholder":
                value = node.meta["value"]
                if isinstance(value, torch.Tensor):
                    # Inputs are named after the forward's parameter.
                    self.values[node] = self.arg("input:" + node.target, tuple(value.shape),
                                                 self.et_of(value.dtype), name_hint=node.target)
                else:
                    self.values[node] = value
                continue
            if node.op == "get_attr":
                value = node.meta["value"]
                if not isinstance(value, torch.Tensor):
                    self.values[node] = value
                elif node.target in self.state_names:
                    self.values[node] = self.param(node.target, value)
                else:
                    self.values[node] = self.constant(node.target, value)
                continue
            if node.op == "output":
                outputs = self._flatten_outputs(self.resolve(node.args[0]))
                continue
            value = node.meta.get("value")
            if not _has_tensor(value) and node.target is not operator.setitem:
                self.values[node] = value
                continue
            try:
                self.values[node] = self._lower(node)
            except UnsupportedOp as e:
                # Keep going so that one error lists every unsupported op: the
                # node's value becomes a tensor.empty of its traced type.
                self.failures.append(e)
                self.values[node] = self._stand_in(node.meta["value"])
        self.node = None
        if self.failures:
            raise UnsupportedOps(self.failures)
        return self.render([self.use(o) for o in outputs])

    def _lower(self, node):
        """The Val(s) of one call node, from its handler."""
        args = self.resolve(node.args)
        kwargs = self.resolve(node.kwargs)
        if node.target is operator.getitem and isinstance(args[0], (tuple, list)):
            return args[0][args[1]]  # picks a result: no op
        self.loc = self._loc_for(node)
        self.node_et = None
        if self.autocast:
            args, kwargs, self.node_et = amp.prepare(self, node, args, kwargs)
        if node.op == "call_module":
            mod = self.gm.get_submodule(node.target)
            handler = module_handler(mod)
            if handler is None:
                self._unsupported("no linalg lowering for this module")
            return handler(self, node, mod, args, kwargs)
        if node.op == "call_function":
            handler = FUNCTIONS.get(node.target)
            if handler is None:
                handler = FUNCTIONS.get(getattr(node.target, "__name__", None))
            if handler is None:
                self._unsupported("no linalg lowering for this function")
            return handler(self, node, args, kwargs)
        if node.op == "call_method":
            handler = METHODS.get(node.target)
            if handler is None:
                self._unsupported("no linalg lowering for this Tensor method")
            return handler(self, node, args, kwargs)
        self._unsupported(f"node kind {node.op}")

    def _stand_in(self, value):
        """A tensor.empty of each tensor in `value` (the traced result of an
        op that has no lowering), so that the ops after it still lower."""
        if isinstance(value, torch.Tensor):
            et = TORCH_FLOAT_ET.get(value.dtype, "i64") if self.forced_et is None \
                or value.dtype not in FLOAT_DTYPES else self.forced_et
            return self.empty(tuple(value.shape), et, self._where() or "unsupported")
        if isinstance(value, (list, tuple)):
            return type(value)(self._stand_in(v) for v in value)
        return value

    def _flatten_outputs(self, out):
        result = []
        if isinstance(out, (Val, LazyTranspose)):
            result.append(out)
        elif isinstance(out, (list, tuple)):
            for o in out:
                result.extend(self._flatten_outputs(o))
        elif isinstance(out, dict):
            for o in out.values():
                result.extend(self._flatten_outputs(o))
        return result

    def _loc_for(self, node):
        if node.op == "call_module":
            return node.target
        base = node.meta.get("module_path", "")
        if node.op == "call_method":
            op = node.target
        else:
            op = getattr(node.target, "__name__", str(node.target))
        op = {"getitem": "slice"}.get(op, op).strip("_")
        if op.startswith("i") and op[1:] in ("add", "sub", "mul", "truediv"):
            op = op[1:]
        key = (base, op)
        count = self.loc_counts.get(key, 0)
        self.loc_counts[key] = count + 1
        name = op if count == 0 else f"{op}_{count}"
        return f"{base}.{name}" if base else name

    def render(self, outputs):
        out = []
        out.extend(f"// {h}" if h else "//" for h in self.header)
        out.extend(f"// {n}" for n in sorted(self.notes))
        for text, alias in self.map_aliases.items():
            out.append(f"{alias} = {text}")
        out.append("module {")
        sig = ", ".join(f"{n}: {t}" + (f" {self.arg_attrs[n]}" if n in self.arg_attrs else "")
                        for n, t in self.args)
        rtypes = [o.type for o in outputs]
        rt = rtypes[0] if len(rtypes) == 1 else "(" + ", ".join(rtypes) + ")"
        out.append(f"  func.func @{self.func_name}({sig}) -> {rt} {{")
        out.extend(self.lines)
        out.append(f"    return {', '.join(o.name for o in outputs)} : {', '.join(rtypes)}")
        out.append("  }")
        out.append("}")
        return "\n".join(out) + "\n"


def _has_tensor(value):
    if isinstance(value, torch.Tensor):
        return True
    if isinstance(value, (list, tuple)):
        return any(_has_tensor(v) for v in value)
    if isinstance(value, dict):
        return any(_has_tensor(v) for v in value.values())
    return False


def convert(gm, dtype=None, func_name="forward", header=None, autocast=None, default_et="f32"):
    """The MLIR text of a traced GraphModule (see Converter for the options)."""
    return Converter(gm, dtype, func_name, header, autocast, default_et).run()
