"""Shape rules (Meta kernels) for the ATen ops a training step needs that
torch 1.13 has none for, so that capturing a step runs no arithmetic.

AOT autograd traces the step with fake tensors. An op without a Meta kernel
makes FakeTensorMode fall back to the real CPU kernel on zero-filled inputs
of the full size (fake_tensor.run_fallback_kernel): for ResNet-50 that is
every convolution_backward, 4.4 s of an 8 s capture at batch 1 and minutes
at batch 256. The rules here give those ops their output shapes from their
input shapes alone, as torch's own _meta_registrations do for other ops.

install() registers them once per process, only for ops that still lack a
Meta kernel (a later torch has its own). count_fallbacks() is a context
manager that counts the ops that fell back anyway (a test checks that the
models of docs/importer.md have none).
"""

import contextlib

_LIB = None       # the torch.library.Library holding our Meta kernels
_INSTALLED = False


def _conv_backward(grad_output, input, weight, bias_sizes, stride, padding, dilation,
                   transposed, output_padding, groups, output_mask):
    """(grad_input, grad_weight, grad_bias): the input's, the weight's and
    the bias' shapes, each only when output_mask asks for it."""
    gi = input.new_empty(input.shape) if output_mask[0] else None
    gw = weight.new_empty(weight.shape) if output_mask[1] else None
    gb = None
    if output_mask[2]:
        n = bias_sizes[0] if bias_sizes else grad_output.shape[1]
        gb = grad_output.new_empty((n,))
    return gi, gw, gb


def _adaptive_avg_pool2d_backward(grad_output, input):
    return input.new_empty(input.shape)


# aten op name (as the dispatcher spells it) -> (overload name for
# Library.impl, rule)
RULES = {
    "aten::convolution_backward": ("convolution_backward", _conv_backward),
    "aten::_adaptive_avg_pool2d_backward": ("_adaptive_avg_pool2d_backward",
                                            _adaptive_avg_pool2d_backward),
}


def install():
    """Register every rule whose op has no Meta kernel yet (idempotent)."""
    global _LIB, _INSTALLED
    if _INSTALLED:
        return
    import torch
    _LIB = torch.library.Library("aten", "IMPL", "Meta")
    for op, (name, rule) in RULES.items():
        if not torch._C._dispatch_has_kernel_for_dispatch_key(op, "Meta"):
            _LIB.impl(name, rule)
    _INSTALLED = True


@contextlib.contextmanager
def count_fallbacks(into):
    """Within the block, every op FakeTensorMode runs on the CPU for want of
    a Meta kernel is appended to `into` (its name), and still runs."""
    import torch._subclasses.fake_tensor as ft
    orig = ft.run_fallback_kernel

    def counted(fake_mode, func, *args, **kwargs):
        into.append(str(func))
        return orig(fake_mode, func, *args, **kwargs)
    ft.run_fallback_kernel = counted
    try:
        yield into
    finally:
        ft.run_fallback_kernel = orig
