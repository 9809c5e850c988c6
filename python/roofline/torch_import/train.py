"""The training step: forward + backward (+ the optimizer update) of a
PyTorch model, through functorch's AOT autograd, as one MLIR function.

    python3 -m roofline.torch_import resnet18 --train [--optimizer sgd|adam] -o step.mlir

1. The model (in train mode) is traced by tracer.trace, as for inference;
   each node's location (its module path) is put in its fx stack trace.
2. functorch's aot_module_simplified runs that graph under AOT autograd: the
   joint forward + backward graph of ATen ops, split by default_partition
   into a forward graph (its outputs: the model's, then the activations
   saved for the backward) and a backward graph (saved activations and the
   output's gradient in, one gradient per parameter out). AOT autograd
   carries each forward node's stack trace to the backward ops it causes,
   so both graphs know their module paths. The graphs are captured and the
   compilation stopped: nothing runs (the inputs are fake tensors).
3. aten_ops.py lowers both graphs, one function @train_step: arguments the
   inputs, the parameters and buffers, the loss gradient `%loss_grad` (the
   gradient of the model's output, the backward's seed) and the optimizer
   state; results the model's outputs, then one gradient per parameter in
   the order of named_parameters(), then (with --optimizer) the updated
   parameters and state. Locations are `fwd.<module path>`,
   `bwd.<module path>`, `optim.<parameter>`: roofline-opt's
   `--group-by=module:1` splits the step by phase, `module:2` by phase and
   top-level module.

Around the capture: train_prep.py rewrites the traced model where AOT
autograd cannot run it as it is (LSTM/GRU weights, repeat_interleave,
tensors made on the meta device); meta_rules.py gives the ops torch 1.13
has no Meta kernel for one, so that nothing runs on real data; and
aten_simplify.py puts back the kernels eager PyTorch runs where AOT
autograd's tracing decomposed them (SiLU's backward). The ATen ops are
lowered by aten_ops.py, aten_backward.py, aten_pointwise.py, aten_data.py
and aten_pooling.py.

memory.py computes the step's peak live bytes and the recompute what-if from
the same graphs (TrainingStep below keeps them).
"""

import contextlib

from .fx_to_linalg import Converter, UnsupportedOp, _has_tensor
from .values import LazyTranspose, Val

OPTIMIZERS = ("sgd", "adam")

_MARK = "roofline-loc:"


class _Captured(Exception):
    """Raised once the graphs are captured: AOT autograd need not compile."""


class TrainingStep:
    """The captured graphs of one training step.

    fw, bw: the forward and backward fx GraphModules (ATen ops); every node
    has meta["value"] (a meta tensor, or a tuple of them) and
    meta["roofline_loc"] (its module path, "" when none).
    primal_names: the forward's placeholders in order: "param:<name>",
    "buffer:<name>" or "input:<i>". num_outs: how many forward outputs are
    the model's (the rest are saved for the backward)."""

    def __init__(self, fw, bw, primal_names, num_outs, param_names):
        self.fw, self.bw = fw, bw
        self.primal_names = primal_names
        self.num_outs = num_outs
        self.param_names = param_names
        self.fallbacks = []

    def saved(self):
        """The forward's nodes saved for the backward."""
        out = next(n for n in self.fw.graph.nodes if n.op == "output")
        return [a for a in out.args[0][self.num_outs:] if a is not None]


def _marker_locations(gm):
    """Each traced node's location, unique per call: a module called twice
    (ResNet's shared relu) gets `_1` on its second call, as functions do."""
    import operator
    counts = {}
    for n in gm.graph.nodes:
        if n.op == "call_module":
            base = n.target
        elif n.op in ("call_function", "call_method"):
            if n.target is operator.getitem:
                base = n.meta.get("module_path", "")
            else:
                name = n.target if n.op == "call_method" else getattr(n.target, "__name__",
                                                                      str(n.target))
                name = name.strip("_")
                mp = n.meta.get("module_path", "")
                base = f"{mp}.{name}" if mp else name
        else:
            continue
        k = counts.get(base, 0)
        counts[base] = k + 1
        n.meta["stack_trace"] = _MARK + (base if k == 0 else f"{base}_{k}")


def _loc_of(node):
    for line in (node.meta.get("stack_trace") or "").split("\n"):
        if line.startswith(_MARK):
            return line[len(_MARK):]
    return ""


def _has_all(gm, group):
    try:
        return all(hasattr(gm.get_submodule(path), attr) for path, attr in group)
    except AttributeError:
        return False


@contextlib.contextmanager
def _watch(current):
    """Record in `current` each traced node torch.fx's Interpreter runs
    (AOT autograd runs the traced model through one)."""
    import torch.fx
    orig = torch.fx.Interpreter.run_node

    def run_node(self, n):
        current.append(n)
        out = orig(self, n)
        current.pop()
        return out
    torch.fx.Interpreter.run_node = run_node
    try:
        yield current
    finally:
        torch.fx.Interpreter.run_node = orig


def capture(model, inputs):
    """AOT-autograd graphs of model(*inputs) in train mode (see the module
    doc). `inputs`: example tensors (meta or CPU)."""
    import torch
    from functorch.compile import aot_module_simplified, default_partition

    from .tracer import trace

    from .tracer import ShapeError
    from . import meta_rules, train_prep
    meta_rules.install()
    from .trace_checks import move, tied_groups
    model.train()
    ties = tied_groups(model)
    try:
        # Shapes only: trace on the meta device (a batch of 32 costs nothing),
        # then give the graph's weights CPU storage for AOT autograd, whose
        # fake tensors run no arithmetic either (meta_rules.py gives the ops
        # torch 1.13 has no meta kernel for one).
        gm = trace(move(model, "meta", ties), [x.detach().to("meta") for x in inputs])
    except ShapeError:
        gm = trace(move(model, "cpu", ties, empty=True), [x.detach() for x in inputs])
    gm = move(gm, "cpu", [g for g in ties if _has_all(gm, g)], empty=True)
    _marker_locations(gm)
    train_prep.prepare(gm)
    out = next(n for n in gm.graph.nodes if n.op == "output")
    single = not isinstance(out.args[0], (tuple, list))
    if single:
        out.args = ((out.args[0],),)
    elif isinstance(out.args[0], list):
        out.args = (tuple(out.args[0]),)
    gm.recompile()
    got = {}

    def partition(joint, joint_inputs, **kw):
        fw, bw = default_partition(joint, joint_inputs, **kw)
        got["fw"], got["bw"] = fw, bw
        raise _Captured()

    # The order aot_module_simplified flattens them in; AOT autograd then
    # drops repeated tensors (tied parameters, head.weight = wte.weight),
    # keeping the first name: its one primal's gradient is the sum of the
    # uses', as PyTorch accumulates a tied parameter's gradient.
    from functorch._src.named_members_polyfill import _named_buffers, _named_parameters
    seen = set()

    def first_names(named, kind):
        out = []
        for n, t in named:
            if id(t) not in seen:
                seen.add(id(t))
                out.append(f"{kind}:{n}")
        return out
    params = first_names(_named_parameters(gm, remove_duplicate=False), "param")
    buffers = first_names(_named_buffers(gm, remove_duplicate=False), "buffer")
    compiled = aot_module_simplified(gm, fw_compiler=None, bw_compiler=None,
                                     partition_fn=partition)
    from functorch.compile import config
    saved_fake = config.use_fake_tensor
    config.use_fake_tensor = True  # trace with fake tensors: no arithmetic
    fallbacks = []
    current = []  # the traced node AOT autograd is running (for an error's location)
    try:
        with torch.enable_grad(), meta_rules.count_fallbacks(fallbacks), _watch(current):
            compiled(*inputs)
    except _Captured:
        pass
    except Exception as e:  # an op AOT autograd cannot trace on fake tensors
        node = current[-1] if current else None
        first = (str(e).strip().splitlines() or [""])[0][:300]
        from .tracer import describe_target
        raise UnsupportedOp(describe_target(node) if node is not None else "training step",
                            _loc_of(node) if node is not None else "",
                            f"AOT autograd cannot trace it: {type(e).__name__}: {first}") from e
    finally:
        config.use_fake_tensor = saved_fake
    if "fw" not in got:
        raise UnsupportedOp("training step", "", "AOT autograd produced no backward graph "
                            "(does the model have parameters that require grad?)")
    primals = params + buffers + [f"input:{i}" for i in range(len(inputs))]
    nouts = len(out.args[0])
    from .aten_simplify import simplify
    step = TrainingStep(simplify(got["fw"]), simplify(got["bw"]), primals, nouts,
                        [p[6:] for p in params])
    step.fallbacks = fallbacks
    _propagate(step)
    return step


def _propagate(step):
    """meta["value"] on every node: the ops re-run on meta tensors (shapes
    and dtypes only), the backward's inputs taken from the forward's."""
    import torch
    import torch.fx

    def meta_of(node):
        tm = node.meta.get("tensor_meta")
        if tm is None:
            return None
        return torch.empty(tuple(tm.shape), dtype=tm.dtype, device="meta")

    def recorded(n):
        # An op without a meta kernel (convolution_backward in torch 1.13):
        # the types AOT autograd recorded, on the node or on its getitems.
        v = meta_of(n)
        if v is not None:
            return v
        picks = {u.args[1]: meta_of(u) for u in n.users
                 if u.op == "call_function" and getattr(u.target, "__name__", "") == "getitem"}
        if not picks:
            return None
        return tuple(picks.get(i) for i in range(max(picks) + 1))

    class Prop(torch.fx.Interpreter):
        def run_node(self, n):
            try:
                v = super().run_node(n)
            except Exception:
                v = recorded(n)
            n.meta["value"] = v
            n.meta["roofline_loc"] = _loc_of(n)
            return v

    for gm in (step.fw, step.bw):
        args = [meta_of(n) for n in gm.graph.nodes if n.op == "placeholder"]
        Prop(gm).run(*args)


class TrainConverter(Converter):
    """The Converter (fx_to_linalg) over ATen graphs: one function, the
    forward's nodes then the backward's, located by phase and module."""

    def __init__(self, step, dtype, func_name, header, autocast=None):
        super().__init__(step.fw, dtype, func_name, header, autocast=autocast)
        self.step = step
        self.cur_out = None
        self.results = []     # (Val, description)

    def out_meta(self, node=None):
        if self.cur_out is not None and node is None:
            return self.cur_out
        return super().out_meta(node)

    def _what(self):
        return str(self.node.target) if self.node is not None else "?"

    def arg_attr(self, key):
        """No argument of a training step is marked: its parameters change
        every step (the optimizer writes them), so they are not the
        load-once weights roofline.weight means (whose conversion the
        analysis charges nothing for), and docs/models.md's training memory
        comes from the step's own liveness (memory.py), not the capacity."""
        return None

    def _where(self):
        return self.loc

    def lower(self, gm, phase, env):
        from .aten_ops import handler
        import operator
        for node in gm.graph.nodes:
            self.node = node
            if node.op == "placeholder":
                continue  # bound by the caller in env
            if node.op == "output":
                return self.resolve_in(node.args[0], env)
            value = node.meta.get("value")
            if node.op == "get_attr":
                env[node] = self.constant(node, value)
                continue
            if not _has_tensor(value):
                env[node] = value
                continue
            args = self.resolve_in(node.args, env)
            kwargs = self.resolve_in(node.kwargs, env)
            if node.target is operator.getitem:
                env[node] = args[0][args[1]]
                continue
            path = node.meta.get("roofline_loc", "")
            self.loc = f"{phase}.{path}" if path else phase
            h = handler(node.target)
            if h is None:
                self._unsupported("no linalg lowering for this ATen op")
            self.cur_out = None
            env[node] = h(self, node, args, kwargs)
            self.cur_out = None
        return []

    def constant(self, node, value):
        """A tensor constant of the graph (`torch.tensor(k)` in the model's
        forward): one element is a fill with its value; a larger one an
        argument named after it (not a parameter: no gradient, no update)."""
        import torch
        if not isinstance(value, torch.Tensor):
            return value
        self.loc = f"fwd.{node.meta.get('roofline_loc', '')}".rstrip(".")
        shape, et = tuple(value.shape), self.et_of(value.dtype)
        if value.numel() == 1 and value.device.type != "meta":
            return self.fill(value.item(), shape, et)
        return self.arg("const:" + str(node.target), shape, et, name_hint=str(node.target))

    def resolve_in(self, a, env):
        import torch.fx
        if isinstance(a, torch.fx.Node):
            return env[a]
        if isinstance(a, (list, tuple)):
            return type(a)(self.resolve_in(x, env) for x in a)
        if isinstance(a, dict):
            return {k: self.resolve_in(x, env) for k, x in a.items()}
        return a

    def convert(self, optimizer=None):
        step = self.step
        env = {}
        fw_ph = [n for n in step.fw.graph.nodes if n.op == "placeholder"]
        for node, name in zip(fw_ph, step.primal_names):
            v = node.meta["value"]
            kind, _, key = name.partition(":")
            hint = key if kind != "input" else f"input{key}"
            env[node] = self.arg(name, tuple(v.shape), self.et_of(v.dtype), name_hint=hint)
        fw_out = self.lower(step.fw, "fwd", env)
        fw_out_nodes = next(n for n in step.fw.graph.nodes if n.op == "output").args[0]
        by_name = {n.name: v for n, v in zip(fw_out_nodes, fw_out) if n is not None}
        benv = {}
        for node in step.bw.graph.nodes:
            if node.op != "placeholder":
                continue
            if node.name in by_name:
                benv[node] = by_name[node.name]
            else:  # a tangent: the gradient of a model output
                v = node.meta["value"]
                k = int(node.name.rsplit("_", 1)[-1]) if node.name[-1].isdigit() else 1
                hint = "loss_grad" if k == 1 else f"loss_grad{k}"
                benv[node] = self.arg("tangent:" + node.name, tuple(v.shape),
                                      self.et_of(v.dtype), name_hint=hint)
        grads = self.lower(step.bw, "bwd", benv)
        for i, o in enumerate(fw_out[:step.num_outs]):
            if isinstance(o, (Val, LazyTranspose)):
                self.results.append((self.use(o), f"output {i}"))
        grad_of = {}
        for name, g in zip(step.primal_names, grads):
            if g is None:
                continue
            g = self.use(g)
            kind, _, key = name.partition(":")
            if kind == "param":
                grad_of[key] = g
            self.results.append((g, f"gradient of {key if kind != 'input' else 'input ' + key}"))
        if optimizer:
            from .optim import emit_optimizer
            emit_optimizer(self, optimizer, grad_of)
        self.node = None
        return self.render_step()

    def render_step(self):
        self.header = list(self.header) + ["results, in order:"] + [
            f"  {i}: {desc} ({v.type})" for i, (v, desc) in enumerate(self.results)]
        return self.render([v for v, _ in self.results])


def import_training_step(model, input_specs, dtype="f32", func_name="train_step",
                         header=None, optimizer=None, input_grad=False):
    """(MLIR text, TrainingStep) of one training step of `model` on inputs of
    `input_specs` ((shape, "float"|"i64"|...) pairs). input_grad: the float
    inputs' gradients are computed too (a layer inside a stack passes its
    input's gradient down; a whole model does not need its data's)."""
    import torch
    if optimizer not in (None,) + OPTIMIZERS:
        raise ValueError(f"optimizer {optimizer!r}: expected one of {', '.join(OPTIMIZERS)}")
    tdtypes = {"float": torch.float32, "f32": torch.float32, "i64": torch.int64,
               "i32": torch.int32, "bool": torch.bool}
    inputs = [torch.zeros(s, dtype=tdtypes[e]) for s, e in input_specs]
    if input_grad:
        inputs = [x.requires_grad_() if x.is_floating_point() else x for x in inputs]
    step = capture(model, inputs)
    text = TrainConverter(step, dtype, func_name, header).convert(optimizer)
    return text, step


__all__ = ["OPTIMIZERS", "TrainConverter", "TrainingStep", "capture", "import_training_step"]
