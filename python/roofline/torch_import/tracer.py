"""torch.fx tracing specialised to one input shape.

`trace(model, example_inputs)` runs torch.fx symbolic tracing with a Tracer
that also executes every recorded node on real example tensors, so that

- every node carries its concrete result in ``node.meta["value"]`` (a tensor,
  or a tuple of them, or a plain Python value) and the module path it was
  recorded in, in ``node.meta["module_path"]``;
- shape queries (``x.shape``, ``x.size(1)``, ``x.dim()``, ``n, c, h, w =
  x.shape``) answer concrete integers instead of proxies, so models whose
  forward does Python arithmetic on shapes (torchvision's ViT, most
  transformers) trace without changes: the graph is specialised to the given
  input shape, which is what an importer for a roofline needs anyway.

Data-dependent control flow (``if x.sum() > 0``), ``.item()`` and
``.tolist()`` still fail, with torch.fx's own TraceError: the result would
depend on the random example values.
"""

import contextlib
import operator
import os

import torch
import torch.fx
from torch.fx.node import map_aggregate, map_arg


class ShapeError(Exception):
    """Executing a node on the example inputs failed (wrong input shape)."""

    def __init__(self, message, module_path=""):
        super().__init__(message)
        self.module_path = module_path


# Tensor attributes that depend on the tensor's type, not its contents, so the
# example value answers them (torch.fx would record them as nodes, and
# `if src.is_nested:` in nn.TransformerEncoderLayer would then fail).
_STATIC_TENSOR_ATTRS = ("shape", "ndim", "dtype", "device", "is_cuda",
                        "is_sparse", "is_quantized", "layout", "requires_grad",
                        "is_nested", "is_mkldnn", "is_meta", "is_complex",
                        "is_floating_point", "is_mps", "is_xpu", "is_vulkan")

# Tensor methods whose result depends on the tensor's type and shape only:
# answered from the example value, never recorded.
_STATIC_TENSOR_METHODS = ("size", "dim", "numel", "nelement", "is_floating_point",
                          "is_complex", "is_contiguous", "element_size", "get_device",
                          "is_signed", "stride")


def _has_tensor(value):
    found = []
    map_aggregate(value, lambda v: found.append(1) if isinstance(v, torch.Tensor) else None)
    return bool(found)


class ShapeProxy(torch.fx.Proxy):
    """A Proxy that knows the concrete value of its node."""

    def _value(self):
        return self.node.meta.get("value")

    # Static tensor attributes answer concretely.
    @property
    def shape(self):
        return self._value().shape

    @property
    def ndim(self):
        return self._value().ndim

    @property
    def dtype(self):
        return self._value().dtype

    @property
    def device(self):
        return self._value().device

    @property
    def is_cuda(self):
        return False

    @property
    def is_nested(self):
        return False

    def size(self, dim=None):
        value = self._value()
        return value.size() if dim is None else value.size(dim)

    def dim(self):
        return self._value().dim()

    def numel(self):
        return self._value().numel()

    def __setitem__(self, index, value):
        # x[a:b] = v (Swin's attention mask): recorded as operator.setitem;
        # the lowering rebinds x to the updated tensor.
        self.tracer.create_proxy("call_function", operator.setitem, (self, index, value), {})

    def __len__(self):
        value = self._value()
        if isinstance(value, torch.Tensor):
            return value.shape[0]
        return len(value)

    def __iter__(self):
        value = self._value()
        if isinstance(value, (tuple, list)):
            return iter([self[i] for i in range(len(value))])
        if isinstance(value, torch.Tensor) and value.dim() > 0:
            return iter([self[i] for i in range(value.shape[0])])
        return super().__iter__()

    def __getattr__(self, k):
        if k in ("node", "tracer") or k.startswith("__"):
            raise AttributeError(k)
        value = self.node.meta.get("value")
        if isinstance(value, torch.Tensor) and k in _STATIC_TENSOR_ATTRS:
            return getattr(value, k)
        return super().__getattr__(k)


class ConcreteTracer(torch.fx.Tracer):
    """symbolic_trace that records module paths and concrete values."""

    # Leaf modules from torch.nn that are kept as call_module nodes even
    # though they have children or parameters the importer lowers itself.
    extra_leaf_types = (torch.nn.MultiheadAttention,)

    def __init__(self, example_inputs):
        super().__init__()
        # Buffers read in traced code become get_attr nodes (function
        # arguments named after the buffer) rather than anonymous constants.
        self.proxy_buffer_attributes = True
        self.example_inputs = list(example_inputs)
        self._placeholder_index = 0
        self._module_stack = []
        self._running = 0  # > 0 while a leaf module runs concretely

    # -- leaf modules ------------------------------------------------------
    def is_leaf_module(self, m, qualname):
        if isinstance(m, self.extra_leaf_types):
            return True
        if isinstance(m, torch.nn.Sequential):
            return False
        # torch.nn modules without children are leaves (Conv2d, ReLU, ...);
        # torch.nn containers with children (TransformerEncoderLayer) are
        # traced through so that their parts are lowered one by one.
        is_torch_nn = m.__module__.startswith("torch.nn") or m.__module__.startswith("torch.ao.nn")
        return is_torch_nn and not any(True for _ in m.children())

    def call_module(self, m, forward, args, kwargs):
        if self._running:
            return forward(*args, **kwargs)
        qualname = self.path_of_module(m)
        self._module_stack.append(qualname)
        try:
            if not self.is_leaf_module(m, qualname):
                return forward(*args, **kwargs)
            return self.create_proxy("call_module", qualname, args, kwargs)
        except Exception as e:
            # The innermost module the error passed through: where in the
            # user's model it happened (the error message names it).
            if qualname and getattr(e, "roofline_module_path", None) is None:
                try:
                    e.roofline_module_path = qualname
                except AttributeError:
                    pass
            raise
        finally:
            self._module_stack.pop()

    def getattr(self, attr, attr_val, parameter_proxy_cache):
        if self._running:
            return attr_val
        return super().getattr(attr, attr_val, parameter_proxy_cache)

    def proxy(self, node):
        return ShapeProxy(node, self)

    # -- nodes and their values -------------------------------------------
    def create_node(self, kind, target, args, kwargs, name=None, type_expr=None):
        node = super().create_node(kind, target, args, kwargs, name, type_expr)
        node.meta["module_path"] = self._module_stack[-1] if self._module_stack else ""
        if kind == "get_attr":
            # Constants and buffers reach the graph through create_arg, which
            # creates the node without a proxy.
            node.meta["value"] = self._evaluate(node)
        return node

    def create_proxy(self, kind, target, args, kwargs, name=None, type_expr=None,
                     proxy_factory_fn=None):
        if kind == "call_method" and target in ("item", "tolist", "numpy"):
            raise torch.fx.proxy.TraceError(
                f"data-dependent value: Tensor.{target}() depends on the tensor's contents")
        if kind == "call_method" and target in _STATIC_TENSOR_METHODS \
                and isinstance(args[0], torch.fx.Proxy):
            value = args[0].node.meta.get("value")
            if isinstance(value, torch.Tensor):
                concrete = map_aggregate(
                    args[1:], lambda a: a.node.meta.get("value")
                    if isinstance(a, torch.fx.Proxy) else a)
                return getattr(value, target)(*concrete, **kwargs)
        proxy = super().create_proxy(kind, target, args, kwargs, name, type_expr,
                                     proxy_factory_fn)
        if kind == "output":
            return proxy
        node = proxy.node
        if "value" in node.meta:
            value = node.meta["value"]
        else:
            value = self._evaluate(node)
            node.meta["value"] = value
        if kind in ("call_function", "call_method") and not _has_tensor(value):
            # A static Python value (a shape, an int, a dtype, None): answer it
            # concretely; the node stays in the graph unused.
            return value
        return proxy

    def _evaluate(self, node):
        if node.op == "placeholder":
            i = self._placeholder_index
            self._placeholder_index += 1
            if i >= len(self.example_inputs):
                if node.args:  # a defaulted parameter given as concrete_args
                    return node.args[0]
                raise ShapeError(
                    f"the model's forward takes more inputs than the {len(self.example_inputs)} "
                    f"--input-shape given (input '{node.target}')")
            return self.example_inputs[i]
        if node.op == "get_attr":
            self._running += 1
            try:
                value = self.root
                for atom in node.target.split("."):
                    value = getattr(value, atom)
            finally:
                self._running -= 1
            return value

        def concrete(n):
            return n.meta["value"]

        args = map_arg(node.args, concrete)
        kwargs = map_arg(node.kwargs, concrete)
        self._running += 1
        try:
            with torch.no_grad():
                if node.op == "call_function":
                    return node.target(*args, **kwargs)
                if node.op == "call_method":
                    return getattr(args[0], node.target)(*args[1:], **kwargs)
                if node.op == "call_module":
                    module = self.root.get_submodule(node.target)
                    return module(*args, **kwargs)
        except torch.fx.proxy.TraceError:
            raise
        except Exception as e:  # the op rejected the shapes it was given
            where = node.meta.get("module_path", "")
            if node.op == "call_module":
                where = node.target
            what = _describe_target(node)
            first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
            raise ShapeError(f"{what}: {first}", where) from e
        finally:
            self._running -= 1
        raise AssertionError(f"unexpected node kind {node.op}")

    def trace(self, root, concrete_args=None):
        from .trace_checks import drop_unused_factories, factory_nodes
        self.root = root
        with factory_nodes(self) as originals:
            graph = super().trace(root, concrete_args)
        drop_unused_factories(graph, originals)
        self.factories = originals
        return graph


def _describe_target(node):
    if node.op == "call_module":
        return f"module {node.target}"
    if node.op == "call_method":
        return f"Tensor.{node.target}"
    target = node.target
    name = getattr(target, "__name__", str(target))
    module = getattr(target, "__module__", "") or ""
    if target in vars(operator).values():
        return f"operator.{name}"
    if module.startswith("torch"):
        module = module.replace("torch.nn.functional", "F")
        return f"{module}.{name}"
    return name


@contextlib.contextmanager
def _trace_through_wrapped(keep):
    """Trace through the functions that model code registered with
    torch.fx.wrap (torchvision's Swin attention, its relative position bias
    and patch-merging padding), except those `keep(name)` accepts (the
    importer has a lowering for them, like torchvision's stochastic_depth).

    torch.fx.wrap makes a function a leaf so that its body is not traced,
    because the body does things symbolic tracing cannot (Python control
    flow on shapes, slice assignment). This tracer answers shape queries
    concretely, so it can trace the body, and the body is made of ops the
    importer lowers."""
    import torch.fx._symbolic_trace as st
    saved = list(st._wrapped_fns_to_patch)
    st._wrapped_fns_to_patch[:] = [(g, name) for g, name in saved
                                   if keep(name) or g.get("__name__", "").startswith("torch.")]
    try:
        yield
    finally:
        st._wrapped_fns_to_patch[:] = saved


def user_frame(exc):
    """Where model code raised `exc`: "file:line in function: `source`" of the
    innermost frame outside torch (torch.fx, torch._assert, torch.nn's
    functional code) and this importer, or "" when none: the user's model
    (or torchvision's code for a torchvision model), not torch's internals."""
    import linecache
    import traceback
    here = os.path.dirname(os.path.abspath(__file__))
    torch_dir = os.path.dirname(os.path.abspath(torch.__file__))
    found = ""
    for frame in traceback.extract_tb(exc.__traceback__):
        path = os.path.abspath(frame.filename)
        if path.startswith(here) or path.startswith(torch_dir + os.sep):
            continue
        line = (frame.line or linecache.getline(frame.filename, frame.lineno)).strip()
        found = f"{os.path.basename(frame.filename)}:{frame.lineno} in {frame.name}: `{line}`"
    return found


def trace(model, example_inputs, keep_wrapped=lambda name: False):
    """Trace `model` on `example_inputs`; returns a GraphModule whose nodes
    carry "value" and "module_path" in their meta. Functions registered with
    torch.fx.wrap are traced through unless keep_wrapped(name)."""
    import inspect
    tracer = ConcreteTracer(example_inputs)
    concrete_args = {}
    try:
        params = list(inspect.signature(model.forward).parameters.values())
    except (TypeError, ValueError):
        params = []
    positional = [p for p in params
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    for p in positional[len(example_inputs):]:
        if p.default is not p.empty:
            concrete_args[p.name] = p.default
    with _trace_through_wrapped(keep_wrapped):
        graph = tracer.trace(model, concrete_args or None)
    if tracer._placeholder_index < len(example_inputs):
        raise ShapeError(
            f"{len(example_inputs)} --input-shape given but the model's forward takes "
            f"{tracer._placeholder_index} input(s)")
    gm = torch.fx.GraphModule(tracer.root, graph, type(model).__name__)
    # The model's own parameters and buffers (GraphModule registers the
    # constants torch.fx froze, `_tensor_constant0`, as buffers too).
    gm.roofline_state_names = {f"{path}.{attr}" if path else attr
                               for path, mod in model.named_modules(remove_duplicate=False)
                               for attr in list(mod._parameters) + list(mod._buffers)}
    from .trace_checks import check_index_ranges
    check_index_ranges(gm, tracer.factories["arange"])
    return gm


def describe_target(node):
    return _describe_target(node)
