"""The optimizer update of a training step: one fused kernel per parameter
(a linalg.generic with one result per tensor it writes), as PyTorch's
fused / foreach implementations and apex's FusedAdam run it.

- sgd: SGD with momentum (torchvision's ResNet recipe: lr 0.1, momentum
  0.9): buf = momentum * buf + g; w = w - lr * buf. Reads w, g, buf; writes
  w, buf: 4 FLOPs per element (mulf, addf, mulf, subf).
- adam: m = b1 m + (1 - b1) g; v = b2 v + (1 - b2) g^2;
  w = w - lr * (m / bc1) / (sqrt(v / bc2) + eps), with the bias corrections
  bc1, bc2 of the first step as constants. Reads w, g, m, v; writes w, m, v.

The state tensors are function arguments named `<param>.momentum_buffer`,
`<param>.exp_avg`, `<param>.exp_avg_sq` (PyTorch's state keys); the updated
parameter and state are results. Locations: `optim.<param>`.
"""

from .mlir import Payload, loc, tensor_type
from .values import Val

SGD_LR, SGD_MOMENTUM = 0.1, 0.9
ADAM_LR, ADAM_B1, ADAM_B2, ADAM_EPS = 1e-3, 0.9, 0.999, 1e-8

STATE = {"sgd": ("momentum_buffer",), "adam": ("exp_avg", "exp_avg_sq")}


def generic_multi(c, ins, outs, body, path):
    """An elementwise linalg.generic with several results. ins, outs: Vals of
    one shape; body(p, in_names, out_names) -> result names, one per out."""
    shape = outs[0].shape
    rank = len(shape)
    ident = c.affine(rank, [f"d{i}" for i in range(rank)])
    p = Payload(c.fresh, outs[0].et)
    in_names = [c.fresh("in") for _ in ins]
    out_names = [c.fresh("out") for _ in outs]
    results = body(p, in_names, out_names)
    names = [c.fresh("upd") for _ in outs]
    otypes = [tensor_type(shape, o.et) for o in outs]
    maps = ", ".join([ident] * (len(ins) + len(outs)))
    iters = ", ".join(['"parallel"'] * rank)
    head = (f"{', '.join(names)} = linalg.generic {{indexing_maps = [{maps}], "
            f"iterator_types = [{iters}]}} ins({', '.join(v.name for v in ins)} : "
            f"{', '.join(v.type for v in ins)}) outs({', '.join(o.name for o in outs)} : "
            f"{', '.join(otypes)}) {{")
    if len(outs) > 1:
        head = head.replace(f"{', '.join(names)} = ", f"{names[0]}:{len(outs)} = ", 1)
        names = [f"{names[0]}#{i}" for i in range(len(outs))]
    c.lines.append(f"    {head}")
    bb = [f"{n}: {v.et}" for n, v in zip(in_names, ins)] + \
         [f"{n}: {o.et}" for n, o in zip(out_names, outs)]
    c.lines.append(f"    ^bb0({', '.join(bb)}):")
    for line in p.lines:
        c.lines.append(f"      {line}")
    c.lines.append(f"      linalg.yield {', '.join(results)} : {', '.join(o.et for o in outs)}")
    rtypes = otypes[0] if len(otypes) == 1 else "(" + ", ".join(otypes) + ")"
    c.lines.append(f"    }} -> {rtypes} {loc(path)}")
    return [Val(n, shape, o.et) for n, o in zip(names, outs)]


def _sgd(p, i, o):
    w, g, buf = i
    nbuf = p.add(p.mul(buf, SGD_MOMENTUM), g)
    return [p.sub(w, p.mul(nbuf, SGD_LR)), nbuf]


def _adam(p, i, o):
    w, g, m, v = i
    nm = p.add(p.mul(m, ADAM_B1), p.mul(g, 1.0 - ADAM_B1))
    nv = p.add(p.mul(v, ADAM_B2), p.mul(p.mul(g, g), 1.0 - ADAM_B2))
    # First step: bias corrections 1 - b1 and 1 - b2.
    mhat = p.div(nm, 1.0 - ADAM_B1)
    denom = p.add(p.math("sqrt", p.div(nv, 1.0 - ADAM_B2)), ADAM_EPS)
    return [p.sub(w, p.mul(p.div(mhat, denom), ADAM_LR)), nm, nv]


def emit_optimizer(c, kind, grad_of):
    """The update of every parameter with a gradient (grad_of: name -> Val),
    appended to c.results as updated parameter, then state."""
    body = {"sgd": _sgd, "adam": _adam}[kind]
    for name, g in grad_of.items():
        w = c.arg_by_key.get("param:" + name)
        if w is None:
            continue  # a parameter the step never read has no gradient either
        state = [c.arg(f"state:{name}.{s}", w.shape, w.et, name_hint=f"{name}.{s}")
                 for s in STATE[kind]]
        path = f"optim.{name}"
        inits = [c.empty(w.shape, w.et, path) for _ in range(1 + len(state))]
        outs = generic_multi(c, [w, g] + state, inits, body, path)
        c.results.append((outs[0], f"updated {name}"))
        for s, v in zip(STATE[kind], outs[1:]):
            c.results.append((v, f"updated {name}.{s}"))
