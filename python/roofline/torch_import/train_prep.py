"""Rewrites of the traced (torch.fx) model before AOT autograd captures its
training step, for the calls AOT autograd cannot run as they are.

- nn.LSTM / nn.GRU / nn.RNN read their weights through `_flat_weights`, a
  list of the parameter objects made when the module was built. AOT
  autograd swaps each parameter for a fake tensor by attribute
  (torch.nn.utils.stateless), which that list never sees, so the step
  would run on the real parameters and FakeTensorMode refuses ("Invoking
  operators with non-Fake Tensor inputs"). The list is made a property that
  reads the attributes each time.
- `x.repeat_interleave(r, dim)` with an int r is, in torch 1.13, a
  repeat_interleave of a tensor of counts, whose output shape depends on
  the counts' values (DynamicOutputShapeException under fake tensors). With
  an int it is a broadcast along a new dim after `dim` and a reshape
  merging the two: one copy kernel, as the forward importer lowers it, and
  a sum over the new dim for its gradient.
"""

import torch
import torch.fx


def _live_flat_weights(module):
    """Make `module._flat_weights` read its parameters by name each time."""
    cls = type(module)
    if getattr(cls, "_roofline_live_flat_weights", False):
        return

    def flat(self):
        return [getattr(self, n) if hasattr(self, n) else None for n in self._flat_weights_names]

    def set_flat(self, value):  # RNNBase._apply assigns it; the property ignores that
        pass
    live = type(cls.__name__, (cls,), {"_flat_weights": property(flat, set_flat),
                                        "_roofline_live_flat_weights": True})
    if "_flat_weights" in module.__dict__:
        del module.__dict__["_flat_weights"]
    module.__class__ = live


def repeat_interleave_int(x, repeats, dim=None, output_size=None):
    """x.repeat_interleave(repeats, dim) for an int `repeats`, as a broadcast
    and a reshape (see the module doc)."""
    if dim is None:
        x, dim = x.reshape(-1), 0
    dim = dim % x.dim()
    shape = list(x.shape)
    expanded = shape[:dim + 1] + [repeats] + shape[dim + 1:]
    y = x.unsqueeze(dim + 1).expand(expanded)
    shape[dim] *= repeats
    return y.reshape(shape)


def _rewrite_repeat_interleave(gm):
    changed = False
    for node in list(gm.graph.nodes):
        is_method = node.op == "call_method" and node.target == "repeat_interleave"
        is_fn = node.op == "call_function" and node.target is torch.repeat_interleave
        if not (is_method or is_fn):
            continue
        args = list(node.args)
        repeats = args[1] if len(args) > 1 else node.kwargs.get("repeats")
        if not isinstance(repeats, int):
            continue  # a tensor of counts: its shape depends on the values
        dim = args[2] if len(args) > 2 else node.kwargs.get("dim")
        with gm.graph.inserting_before(node):
            new = gm.graph.call_function(repeat_interleave_int, (args[0], repeats, dim))
        new.meta = dict(node.meta)
        node.replace_all_uses_with(new)
        gm.graph.erase_node(node)
        changed = True
    return changed


def _cpu_factories(gm):
    """Tensors the forward makes (torch.arange(T, device=x.device)) were
    traced on the meta device; AOT autograd runs the step on CPU fake
    tensors, so they are made there too."""
    changed = False
    for node in gm.graph.nodes:
        dev = node.kwargs.get("device")
        if node.op in ("call_function", "call_method") and dev is not None \
                and torch.device(dev).type == "meta":
            node.kwargs = dict(node.kwargs, device=torch.device("cpu"))
            changed = True
    return changed


def prepare(gm):
    """Apply the rewrites to the traced GraphModule `gm` (in place)."""
    for m in gm.modules():
        if isinstance(m, torch.nn.RNNBase):
            _live_flat_weights(m)
    if _rewrite_repeat_interleave(gm) | _cpu_factories(gm):
        gm.recompile()
    return gm


__all__ = ["prepare", "repeat_interleave_int"]
