"""Clean-ups of AOT autograd's ATen graphs before they are lowered, so that
the step's kernels are those eager PyTorch runs:

- SiLU's backward. Autograd's formula for silu under grad mode
  (infinitely_differentiable_silu_backward, which AOT autograd's tracing
  takes) is seven ATen ops: sigmoid, empty_like + fill (a ones tensor),
  sub, mul, add, mul, mul. Eager training runs one kernel,
  aten.silu_backward(grad, x); the chain is put back to that op, so that
  EfficientNet's step does not pay six extra passes over every SiLU input.
- Strided writes that overwrite a whole zero tensor. Adaptive average
  pooling's backward writes its gradient through as_strided_scatter into a
  fresh zeroed buffer of the same size (new_empty, zero): the result is the
  gradient itself, reshaped.
- Dead nodes left by those rewrites (and any other pure node with no user)
  are removed; in-place ops (`bernoulli_`) are kept.
"""

import operator


def _is(node, name):
    return node.op == "call_function" and str(node.target) == name


def _only_user(node):
    users = list(node.users)
    return users[0] if len(users) == 1 else None


def _other(node, known):
    a, b = node.args[:2]
    return b if a is known else a if b is known else None


def _match_silu_backward(sig):
    """The final mul of the chain rooted at sigmoid node `sig` and the
    gradient it scales, or None."""
    x = sig.args[0]
    for sub in sig.users:
        if not (_is(sub, "aten.sub.Tensor") and sub.args[1] is sig):
            continue
        fill = sub.args[0]
        if not (_is(fill, "aten.fill.Scalar") and fill.args[1] == 1
                and _is(fill.args[0], "aten.empty_like.default") and fill.args[0].args[0] is sig):
            continue
        mul0 = _only_user(sub)
        if mul0 is None or not _is(mul0, "aten.mul.Tensor") or _other(mul0, sub) is not x:
            continue
        add = _only_user(mul0)
        if add is None or not _is(add, "aten.add.Scalar") or add.args[1] != 1:
            continue
        mul1 = _only_user(add)
        if mul1 is None or not _is(mul1, "aten.mul.Tensor") or _other(mul1, add) is not sig:
            continue
        final = _only_user(mul1)
        if final is None or not _is(final, "aten.mul.Tensor"):
            continue
        grad = _other(final, mul1)
        if grad is not None:
            return final, grad, x
    return None


def _silu_backward(gm):
    import torch
    changed = False
    for sig in list(gm.graph.nodes):
        if not _is(sig, "aten.sigmoid.default"):
            continue
        m = _match_silu_backward(sig)
        if m is None:
            continue
        final, grad, x = m
        with gm.graph.inserting_before(final):
            new = gm.graph.call_function(torch.ops.aten.silu_backward.default, (grad, x))
        new.meta = dict(final.meta)
        final.replace_all_uses_with(new)
        changed = True
    return changed


def _full_overwrite(gm):
    """as_strided_scatter(zeroed base, src, ...) covering the whole base."""
    import torch
    from .aten_data import _relabels
    changed = False
    for node in list(gm.graph.nodes):
        if not _is(node, "aten.as_strided_scatter.default"):
            continue
        base, src, size, stride = node.args[:4]
        offset = node.args[4] if len(node.args) > 4 else 0
        bval = base.meta.get("tensor_meta") or base.meta.get("val")
        if bval is None or not _relabels(tuple(bval.shape), list(size), list(stride), offset or 0):
            continue
        with gm.graph.inserting_before(node):
            new = gm.graph.call_function(torch.ops.aten.reshape.default,
                                         (src, list(bval.shape)))
        new.meta = dict(node.meta)
        node.replace_all_uses_with(new)
        changed = True
    return changed


def _dead_code(gm):
    """Remove call_function nodes nobody reads, except in-place ops."""
    removed = True
    while removed:
        removed = False
        for node in reversed(list(gm.graph.nodes)):
            if node.op != "call_function" or node.users:
                continue
            if node.target is not operator.getitem:
                name = str(node.target).split(".")
                if len(name) > 1 and name[1].endswith("_"):
                    continue  # in place: its effect is on its argument
            gm.graph.erase_node(node)
            removed = True


def simplify(gm):
    """Apply the rewrites to an ATen GraphModule (in place)."""
    _silu_backward(gm)
    _full_overwrite(gm)
    _dead_code(gm)
    gm.recompile()
    return gm
