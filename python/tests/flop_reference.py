"""A counting reference for the FLOPs of a training step's contractions,
independent of the importer.

It runs the model's eager forward and backward (torch.autograd on meta
tensors: shapes only) under a TorchDispatchMode and counts the matrix
multiplications and convolutions PyTorch dispatches, with the formulas of
torch.utils.flop_counter (PyTorch >= 2.1; not in Debian's 1.13), read at
pytorch/pytorch@f34fa1515024423a239ce26f33a8b65ea9252502
torch/utils/flop_counter.py:

- mm, addmm: 2 m n k; bmm, baddbmm: 2 b m n k;
- convolution: 2 x batch x prod(output spatial) x prod(kernel) x c_out x
  c_in/groups (the weight's second dim);
- convolution_backward: the input gradient as that formula on the
  transposed problem (the same count), the weight gradient as that formula
  with input and gradient as the convolution's operands (the same count
  again), each only when output_mask asks for it. One correction: that
  formula takes the input's channels whole for the weight gradient, which
  counts a grouped convolution's `groups` times over (a depthwise one's
  by its channel count); here it is divided by `groups`, so that a weight
  gradient is as many multiply-adds as its forward, as for groups 1.

Bias additions and every other op count 0, as there. The importer's IR is
compared with it through roofline-opt's FLOPs of the convolutions, matmuls
and convolution weight-gradient generics (2 per multiply-accumulate).
"""

import torch
from torch.utils._python_dispatch import TorchDispatchMode

aten = torch.ops.aten


def _prod(xs):
    p = 1
    for x in xs:
        p *= int(x)
    return p


def conv_flop_count(x_shape, w_shape, out_shape, transposed=False):
    batch = x_shape[0]
    conv_shape = (x_shape if transposed else out_shape)[2:]
    c_out, c_in = w_shape[0], w_shape[1]
    return _prod(conv_shape) * _prod(w_shape[2:]) * batch * c_out * c_in * 2


def _mm(args, out):
    (m, k), (_, n) = args[0].shape, args[1].shape
    return 2 * m * n * k


def _bmm(args, out):
    (b, m, k), (_, _, n) = args[0].shape, args[1].shape
    return 2 * b * m * n * k


def _conv(args, out):
    x, w, transposed = args[0], args[1], args[6]
    return conv_flop_count(x.shape, w.shape, out.shape, transposed)


def _conv_backward(args, out):
    grad, x, w, transposed, groups, mask = args[0], args[1], args[2], args[7], args[9], args[10]

    def t(shape):
        return [shape[1], shape[0]] + list(shape[2:])
    total = 0
    if mask[0]:
        total += conv_flop_count(grad.shape, w.shape, out[0].shape, not transposed)
    if mask[1]:
        if transposed:
            wgrad = conv_flop_count(t(grad.shape), t(x.shape), t(out[1].shape))
        else:
            wgrad = conv_flop_count(t(x.shape), t(grad.shape), t(out[1].shape))
        total += wgrad // int(groups)
    return total


FORMULAS = {
    aten.mm: _mm, aten.addmm: lambda a, o: _mm(a[1:], o), aten.bmm: _bmm,
    aten.baddbmm: lambda a, o: _bmm(a[1:], o), aten.convolution: _conv,
    aten.convolution_backward: _conv_backward,
}


class FlopCounter(TorchDispatchMode):
    """Counts FORMULAS' FLOPs into self.flops[phase] ("fwd" or "bwd")."""

    def __init__(self):
        super().__init__()
        self.phase = "fwd"
        self.flops = {"fwd": 0, "bwd": 0}

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        f = FORMULAS.get(func.overloadpacket)
        if f is not None:
            self.flops[self.phase] += f(args, out)
        return out


def training_step_flops(model, inputs, device="meta"):
    """{"fwd": ..., "bwd": ...}: the contraction FLOPs of model(*inputs)
    and of its backward from a gradient of ones, on the meta device (shapes
    only), or on the CPU for a small model with an op meta tensors cannot
    run (repeat_interleave needs its output size on meta)."""
    from roofline.torch_import import meta_rules
    from roofline.torch_import.trace_checks import move
    meta_rules.install()  # convolution_backward has no meta kernel in torch 1.13
    model = move(model.train(), device)
    inputs = [x.to(device) for x in inputs]
    counter = FlopCounter()
    with counter:
        out = model(*inputs)
        outs = [o for o in (out if isinstance(out, (tuple, list)) else (out,))
                if isinstance(o, torch.Tensor) and o.requires_grad]
        counter.phase = "bwd"
        torch.autograd.backward(outs, [torch.ones_like(o) for o in outs])
    return counter.flops
