"""Mixed precision as torch.autocast runs an f32 model on CUDA (--autocast).

Each traced op gets the cast policy PyTorch's CUDA autocast gives it, from
the op lists of "Automatic Mixed Precision package - torch.amp",
"CUDA Op-Specific Behavior" (pytorch/pytorch docs/source/amp.rst @
0137a5f1f453a1e2fe7c4fc5d7c3c4ee54251ef4, the torch 1.1x page with the
`torch.amp` title), and the wrappers of aten/src/ATen/autocast_mode.cpp
(the 1.1x form, `KERNEL(ADD_NS(op), "op", SIGNATURE, POLICY)`):

- LOWER ("CUDA Ops that can autocast to float16": conv1d/2d/3d, linear,
  matmul, mm, bmm, addmm, baddbmm, ...): every float operand is cast to the
  low type (`cached_cast(lower_precision_fp, arg)`), the result is in the
  low type. A cast of a model weight is made once per forward (autocast
  caches the casts of leaf tensors that require grad); an activation is
  cast at every use (no cache).
- FP32 ("CUDA Ops that can autocast to float32": layer_norm, group_norm,
  exp, log, pow, rsqrt, reciprocal, softplus, normalize, the losses, ...):
  every float operand is cast to f32 (a conversion kernel,
  `cached_cast(at::kFloat, arg)`), the op runs in f32.
- FP32_OPT (`fp32_set_opt_dtype`: softmax, log_softmax, sum, prod, cumsum,
  cumprod): the op is called with dtype=float32 and no cast: it reads the
  low-type input and writes f32 (SoftMax.cpp's half_to_float kernel;
  ReduceOpsKernel.cu's "type promotion that does cast and reduction in a
  single kernel"). The softmax lowering (Converter.softmax) says how that is
  written in linalg.
- PROMOTE ("CUDA Ops that promote to the widest input type": addcdiv,
  addcmul, atan2, bilinear, cross, dot, grid_sample, index_put,
  scatter_add, tensordot) and torch.cat, whose type promotion is native:
  every float operand is cast to the widest float type among them.
- everything else runs in the type of its inputs, with PyTorch's type
  promotion ("If inputs are a mixture of float16 and float32, these ops run
  in float32"): a ReLU or batch norm after a convolution stays in f16, a
  residual add of an f16 and an f32 tensor is f32.

A module lowered as one unit with contractions inside (nn.MultiheadAttention,
scaled_dot_product_attention, LSTM/GRU) is COMPOSITE: its contractions cast
their operands themselves (Converter.autocast_operand) and its softmax
follows FP32_OPT. LSTM and GRU are not on the lists (their cells are);
they are imported as LOWER so that the unrolled cells stay in one type (an
assumption, see docs/importer.md).
"""

import operator

import torch
import torch.nn as nn
import torch.nn.functional as F

from .mlir import is_float
from .values import LazyTranspose, Val

LOWER, FP32, FP32_OPT, PROMOTE, COMPOSITE, SAME = (
    "lower", "fp32", "fp32_opt", "promote", "composite", "same")

#: The float types autocast acts on (f64 is ineligible: amp.rst, "Op Eligibility").
ELIGIBLE = ("f16", "bf16", "f32")
_RANK = {"f16": 1, "bf16": 1, "f32": 2}

_LOWER_FUNCS = (F.conv1d, F.conv2d, F.linear, torch.matmul, torch.mm, torch.bmm,
                operator.matmul, torch.einsum)
_FP32_FUNCS = (torch.exp, torch.log, torch.rsqrt, torch.reciprocal, torch.pow, operator.pow,
               F.layer_norm, F.group_norm, F.normalize, F.softplus)
_FP32_OPT_FUNCS = (F.softmax, torch.softmax, F.log_softmax, torch.log_softmax, torch.sum)
_LOWER_METHODS = ("matmul", "mm", "bmm")
_FP32_METHODS = ("exp", "log", "rsqrt", "reciprocal", "pow")
_FP32_OPT_METHODS = ("softmax", "log_softmax", "sum")
_LOWER_MODULES = (nn.Conv1d, nn.Conv2d, nn.Linear, nn.LSTM, nn.GRU)
_FP32_MODULES = (nn.LayerNorm, nn.GroupNorm, nn.Softplus)
_FP32_OPT_MODULES = (nn.Softmax, nn.LogSoftmax)
_COMPOSITE_MODULES = (nn.MultiheadAttention,)
#: Explicit conversions: their result has the type they name (traced), or
#: the other tensor's (type_as).
_CAST_METHODS = ("float", "half", "bfloat16", "double", "type")


def policy(c, node, args):
    """The cast policy of one fx node (module call, function or method) of
    the Converter c's graph."""
    if node.op == "call_module":
        mod = c.gm.get_submodule(node.target)
        for types, pol in ((_LOWER_MODULES, LOWER), (_FP32_MODULES, FP32),
                           (_FP32_OPT_MODULES, FP32_OPT), (_COMPOSITE_MODULES, COMPOSITE)):
            if isinstance(mod, types):
                return pol
        return SAME
    target = node.target
    if node.op == "call_method":
        if target in _LOWER_METHODS:
            return LOWER
        if target in _FP32_METHODS:
            return FP32
        if target in _FP32_OPT_METHODS:
            return FP32_OPT
        return SAME
    name = getattr(target, "__name__", target)
    if target in _LOWER_FUNCS:
        return LOWER
    if target in _FP32_FUNCS:
        return FP32
    if target in _FP32_OPT_FUNCS:
        return FP32_OPT
    # `1 / x` and `2 ** x` are __rtruediv__ / __rpow__ (FP32 list).
    if target in (operator.truediv, torch.true_divide, torch.div) and args \
            and not _is_tensor(args[0]):
        return FP32
    if name == "scaled_dot_product_attention":
        return COMPOSITE
    if target in (torch.cat, torch.concat):
        return PROMOTE
    return SAME


def _is_tensor(v):
    return isinstance(v, (Val, LazyTranspose))


def _floats(values, out):
    """Collects the float tensors (Val or LazyTranspose) nested in values."""
    for v in values:
        if _is_tensor(v):
            if v.et in ELIGIBLE:
                out.append(v)
        elif isinstance(v, (list, tuple)):
            _floats(v, out)
        elif isinstance(v, dict):
            _floats(v.values(), out)
    return out


def promoted(tensors):
    """PyTorch's result type of float tensors of these element types:
    dimensioned tensors win over zero-dim ones; f32 over f16 and bf16; f16
    with bf16 is f32. None when there is no float tensor."""
    dims = [t for t in tensors if t.rank > 0] or list(tensors)
    ets = {t.et for t in dims}
    if not ets:
        return None
    if len(ets) == 1:
        return ets.pop()
    return "f32" if max(_RANK[e] for e in ets) == 2 or ets >= {"f16", "bf16"} else ets.pop()


def _map(values, fn):
    if _is_tensor(values):
        return fn(values)
    if isinstance(values, (list, tuple)):
        return type(values)(_map(v, fn) for v in values)
    if isinstance(values, dict):
        return {k: _map(v, fn) for k, v in values.items()}
    return values


def prepare(c, node, args, kwargs):
    """The node's arguments as autocast hands them to the op, and the float
    element type of its result (None: the traced type, for ops whose
    lowering decides it). c is the Converter, c.autocast the low type."""
    pol = policy(c, node, args)
    floats = _floats(list(args) + list(kwargs.values()), [])
    if pol in (LOWER, FP32, PROMOTE):
        if pol == LOWER:
            et = c.autocast
        elif pol == FP32:
            et = "f32"
        else:
            et = promoted(floats)
        if et is None:
            return args, kwargs, None

        def cast(v):
            return c.cast_operand(v, et, c.loc) if v.et in ELIGIBLE else v
        return _map(args, cast), _map(kwargs, cast), et
    if pol == FP32_OPT:
        return args, kwargs, "f32"
    if pol == COMPOSITE:
        return args, kwargs, None
    if node.op == "call_method" and node.target in _CAST_METHODS:
        return args, kwargs, None
    if node.op == "call_method" and node.target == "type_as":
        return args, kwargs, args[1].et if _is_tensor(args[1]) else None
    if node.op == "call_method" and node.target == "to":
        if any(isinstance(a, torch.dtype) for a in list(args[1:]) + list(kwargs.values())):
            return args, kwargs, None
        other = [a for a in args[1:] if _is_tensor(a)]
        return args, kwargs, (other[0].et if other else _first_et(args))
    return args, kwargs, promoted(floats)


def _first_et(args):
    return args[0].et if args and _is_tensor(args[0]) else None


def softmax_input(c, x, path):
    """What a softmax under autocast reads and writes: (input, result type).
    PyTorch calls softmax(x, dtype=float32) (FP32_OPT): an f16 input is read
    by one half_to_float kernel that writes f32; a bf16 input is converted
    first (SoftMax.cpp: `input_.toType(dtype)`). linalg.softmax has one
    element type, so the f16 case is an f16 softmax followed by a conversion
    to f32 (Converter.softmax): one pass and one kernel more than PyTorch's."""
    if not c.autocast or x.et not in ("f16", "bf16"):
        return x, x.et
    if x.et == "bf16":
        return c.cast_operand(x, "f32", path), "f32"
    return x, "f32"
