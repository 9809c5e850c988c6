"""Memory of a training step: peak live bytes from the joint graph's
liveness, against the device's memory, and the recompute what-if.

Liveness runs over the forward's ATen nodes, then the backward's (the
order AOT autograd would run them), with PyTorch's storage model:

- a node that is not a view allocates its results (element counts x the
  element size of the IR: --dtype for floats);
- views (view, reshape, t, transpose, permute, expand, detach, getitem ...)
  allocate nothing and keep their base alive;
- a storage is freed after its last use; the activations the forward saves
  for the backward are used by the backward, so they live across the
  boundary, which is where a CNN's peak usually is;
- parameters, buffers, the inputs and the optimizer state live for the
  whole step; a gradient lives from the node that makes it to the end (the
  optimizer reads it; set_to_none frees it after the step).

peak = max over nodes of (persistent + live activations + gradients so far).

Recompute (torch.utils.checkpoint's trade): a saved activation whose
producer is memory-bound (roofline-opt's verdict on the producer's ops) can
be dropped after its last forward use and recomputed just before its first
backward use, when the producer's inputs are themselves kept. Candidates are
taken greedily by predicted seconds added per byte saved; the what-if
reports each one's bytes and time, and the peak and time with all of them.
"""

import glob
import json
import os

VIEWS = {
    "aten.view.default", "aten._reshape_alias.default", "aten._unsafe_view.default",
    "aten.reshape.default", "aten.t.default", "aten.transpose.int", "aten.permute.default",
    "aten.expand.default", "aten.detach.default", "aten.alias.default", "aten.squeeze.dim",
    "aten.unsqueeze.default", "aten.clone.default", "<built-in function getitem>",
    # Slices and the pieces of a split are views of their input too.
    "aten.slice.Tensor", "aten.select.int", "aten.split.Tensor",
    "aten.split_with_sizes.default", "aten.unsafe_split.Tensor",
    "aten.unsafe_split_with_sizes.default", "aten.unbind.int", "aten.as_strided.default",
}
# clone is a copy in eager PyTorch, but AOT autograd's clone here only
# makes a permuted view contiguous before a view: the importer lowers it as
# an identity (docs/importer.md), so it is counted as one here too.

_INT_BYTES = {"torch.int64": 8, "torch.int32": 4, "torch.int16": 2, "torch.int8": 1,
              "torch.uint8": 1, "torch.bool": 1}
FLOAT_BYTES = {"f32": 4, "f16": 2, "bf16": 2}


def _nbytes(t, float_bytes):
    import torch
    if t is None or not isinstance(t, torch.Tensor):
        return 0
    size = t.numel() if t.dim() else 1
    return size * (float_bytes if t.is_floating_point() else _INT_BYTES.get(str(t.dtype), 8))


def _tensors(v):
    """(index, tensor) of a node's value: (None, t) for one tensor."""
    import torch
    if isinstance(v, torch.Tensor):
        return [(None, v)]
    if isinstance(v, (tuple, list)):
        return [(i, t) for i, t in enumerate(v) if isinstance(t, torch.Tensor)]
    return []


class Program:
    """The step's nodes in order with their storages.

    storage ids: (node, index) for what a non-view node allocates; each
    node maps to the storages its value aliases."""

    def __init__(self, step, dtype):
        self.fb = FLOAT_BYTES[dtype]
        self.order = []            # (phase, node)
        self.alias = {}            # node -> set of storage ids
        self.size = {}             # storage id -> bytes
        self.producer = {}         # storage id -> (phase, node)
        self.persistent = 0
        self.kind = {}             # storage id -> "activation" | "gradient"
        self._build(step)

    def _build(self, step):
        fw_out = next(n for n in step.fw.graph.nodes if n.op == "output").args[0]
        fw_by_name = {n.name: n for n in step.fw.graph.nodes}
        for n, name in zip([n for n in step.fw.graph.nodes if n.op == "placeholder"],
                           step.primal_names):
            self.alias[n] = set()
            self.persistent += _nbytes(n.meta["value"], self.fb)
        for phase, gm in (("fwd", step.fw), ("bwd", step.bw)):
            for n in gm.graph.nodes:
                if n.op == "placeholder":
                    if phase == "bwd":
                        src = fw_by_name.get(n.name)
                        if src is not None and src in self.alias:
                            self.alias[n] = self.alias[src]
                        else:  # the loss gradient
                            self.alias[n] = set()
                            self.persistent += _nbytes(n.meta["value"], self.fb)
                    continue
                if n.op != "call_function":
                    continue
                self.order.append((phase, n))
                ins = set()
                for a in n.all_input_nodes:
                    ins |= self.alias.get(a, set())
                if str(n.target) == "<built-in function getitem>" and (n.args[0], n.args[1]) \
                        in self.size:
                    self.alias[n] = {(n.args[0], n.args[1])}  # one result of several
                    continue
                if str(n.target) in VIEWS:
                    self.alias[n] = ins
                    continue
                ids = set()
                for i, t in _tensors(n.meta.get("value")):
                    sid = (n, i)
                    self.size[sid] = _nbytes(t, self.fb)
                    self.producer[sid] = (phase, n)
                    ids.add(sid)
                self.alias[n] = ids
        self.saved = set()
        for a in fw_out[step.num_outs:]:
            if a is not None:
                self.saved |= self.alias.get(a, set())
        self.kept_to_end = set()   # model outputs and gradients
        for a in fw_out[:step.num_outs]:
            if a is not None:
                self.kept_to_end |= self.alias.get(a, set())
        bw_out = next(n for n in step.bw.graph.nodes if n.op == "output").args[0]
        self.grads, self.input_grads = set(), set()
        for a, name in zip(bw_out, step.primal_names):
            if a is not None:
                into = self.input_grads if name.startswith("input:") else self.grads
                into |= self.alias.get(a, set())
        self.kept_to_end |= self.grads | self.input_grads

    def uses(self):
        """storage id -> positions (in self.order) of the nodes reading it."""
        uses = {}
        for pos, (_, n) in enumerate(self.order):
            for a in n.all_input_nodes:
                for sid in self.alias.get(a, ()):
                    uses.setdefault(sid, []).append(pos)
        return uses

    def peak(self, recomputed=()):
        """(peak bytes, position of the peak node, live bytes at the
        forward/backward boundary). A recomputed storage is freed after its
        last forward use and allocated again just before its first backward
        use."""
        uses = self.uses()
        nfw = sum(1 for ph, _ in self.order if ph == "fwd")
        end = len(self.order)
        pos_of = {id(n): i for i, (_, n) in enumerate(self.order)}
        delta = [0] * (end + 1)

        def live(a, b, size):  # live over positions a..b inclusive
            delta[a] += size
            delta[b + 1] -= size

        for sid, size in self.size.items():
            start = pos_of[id(self.producer[sid][1])]
            u = uses.get(sid, [])
            last = end - 1 if sid in self.kept_to_end else max(u, default=start)
            if sid in recomputed:
                fw_uses = [p for p in u if p < nfw]
                bw_uses = [p for p in u if p >= nfw]
                live(start, max(fw_uses, default=start), size)
                if bw_uses:
                    live(min(bw_uses), max(bw_uses), size)
                continue
            live(start, last, size)
        best, at, cur, boundary = 0, 0, 0, 0
        for i in range(end):
            cur += delta[i]
            if cur > best:
                best, at = cur, i
            if i == nfw - 1:
                boundary = cur
        return self.persistent + best, at, self.persistent + boundary


def summarize(step, dtype="f32", optimizer=None):
    """The step's memory, as a dict (docs/importer.md, "Training step")."""
    prog = Program(step, dtype)
    nparams = len(step.param_names)
    fw_ph = [n for n in step.fw.graph.nodes if n.op == "placeholder"]
    params = sum(_nbytes(n.meta["value"], prog.fb) for n in fw_ph[:nparams])
    nbuf = sum(1 for p in step.primal_names if p.startswith("buffer:"))
    buffers = sum(_nbytes(n.meta["value"], prog.fb) for n in fw_ph[nparams:nparams + nbuf])
    state_per = {None: 0, "sgd": 1, "adam": 2}[optimizer]
    state = state_per * params
    peak, at, boundary = prog.peak()
    saved = sum(prog.size[s] for s in prog.saved)
    phase, node = prog.order[at]
    return {
        "schema": "roofline-training-memory/1",
        "dtype": dtype,
        "optimizer": optimizer or "none",
        "parameters_bytes": params,
        "buffers_bytes": buffers,
        "gradients_bytes": sum(prog.size[s] for s in prog.grads),
        "input_gradients_bytes": sum(prog.size[s] for s in prog.input_grads - prog.grads),
        "optimizer_state_bytes": state,
        "saved_activations_bytes": saved,
        "saved_activations": len(prog.saved),
        "peak_bytes": peak + state,
        "peak_at": f"{phase}.{node.meta.get('roofline_loc', '')}".rstrip("."),
        "live_at_backward_start_bytes": boundary + state,
    }, prog


def device_memory(name):
    """(catalog name, DRAM capacity in bytes) of a device of devices/*.json,
    by name or alias (case-insensitive)."""
    root = os.environ.get("ROOFLINE_DEVICES") or os.path.join(
        os.path.dirname(__file__), "..", "..", "..", "devices")
    files = sorted(glob.glob(os.path.join(root, "*.json")))
    if not files:
        raise ValueError(f"no device files in {os.path.normpath(root)}")
    names = []
    for path in files:
        with open(path) as f:
            d = json.load(f)
        keys = [d.get("name", "")] + list(d.get("aliases", []))
        names.append(d.get("name", ""))
        if name.lower() in (k.lower() for k in keys):
            cap = d.get("memory", {}).get("dram", {}).get("capacity_bytes")
            if not cap:
                raise ValueError(f"device {d['name']}: no memory.dram.capacity_bytes")
            return d["name"], int(cap)
    raise ValueError(f"unknown device {name!r} (devices/*.json: {', '.join(names)})")


def _memory_bound(op):
    return op["bound"] == "memory" or (op["bound"] == "launch"
                                       and op.get("work_binding") in ("dram", "l2", "l1"))


def recompute_whatif(prog, report, optimizer_state=0, min_share=0.01):
    """Greedy recompute plan from roofline-opt's JSON report of the step.

    A saved activation qualifies when it can be recomputed by a chain of
    forward producers that are all memory-bound (every op roofline-opt
    reports at the producer's location `fwd.<module>` is) and that starts
    from what the backward keeps anyway (parameters, inputs, saved
    activations not dropped): ResNet's relu output from the saved
    convolution output through batch norm and relu. Activations under
    `min_share` of the saved bytes are not worth a kernel launch."""
    time_at, ok_at = {}, {}
    for op in report["ops"]:
        time_at[op["loc"]] = time_at.get(op["loc"], 0.0) + op["predicted_time_s"]
        ok_at.setdefault(op["loc"], []).append(_memory_bound(op) or op["bound"] == "none")

    def where(n):
        return "fwd." + n.meta["roofline_loc"] if n.meta.get("roofline_loc") else "fwd"
    total_saved = sum(prog.size[s] for s in prog.saved)
    # Storage ids hold fx nodes, whose hashes vary between runs: order them
    # by program position so that the plan is the same every time.
    pos = {id(n): i for i, (_, n) in enumerate(prog.order)}

    def skey(sid):
        return (pos[id(sid[0])], -1 if sid[1] is None else sid[1])

    def chain(sid, dropped, depth=0):
        """Producers to rerun for sid (a list of nodes), None when impossible."""
        phase, node = prog.producer[sid]
        w = where(node)
        if phase != "fwd" or depth > 4 or w not in time_at or not all(ok_at[w]):
            return None
        nodes = [node]
        for a in node.all_input_nodes:
            for s in sorted(prog.alias.get(a, ()), key=skey):
                if s in prog.saved and s not in dropped:
                    continue
                sub = chain(s, dropped, depth + 1) if s not in prog.saved else None
                if sub is None:
                    return None
                nodes = sub + nodes
        return nodes

    def cost(nodes):
        return sum(time_at[w] for w in {where(n) for n in nodes})

    cands = []
    for sid in sorted(prog.saved, key=skey):
        if prog.size[sid] < min_share * total_saved:
            continue
        nodes = chain(sid, set())
        if nodes is not None:
            cands.append((cost(nodes) / prog.size[sid], where(prog.producer[sid][1]), sid))
    cands.sort(key=lambda c: (c[0], c[1], skey(c[2])))
    dropped, chosen, pinned, added, rerun = set(), [], set(), 0.0, set()
    for _, w, sid in cands:
        nodes = chain(sid, dropped)
        if nodes is None or sid in pinned:
            continue  # its inputs went already, or one dropped before needs it
        needs = set()
        for n in nodes:
            for a in n.all_input_nodes:
                needs |= prog.alias.get(a, set())
        dropped.add(sid)
        pinned |= needs & prog.saved
        # A producer with several saved results (max pooling's values and
        # indices) reruns once for all of them.
        t = sum(time_at[w] for w in {where(n) for n in nodes} - rerun)
        rerun |= {where(n) for n in nodes}
        added += t
        node = prog.producer[sid][1]
        val = node.meta["value"] if sid[1] is None else node.meta["value"][sid[1]]
        chosen.append({"location": w, "op": str(node.target), "shape": list(val.shape),
                       "bytes": prog.size[sid], "time_s": t,
                       "recomputes": list(dict.fromkeys(where(n) for n in nodes))})
    peak0, _, _ = prog.peak()
    peak1, at1, _ = prog.peak(dropped)
    step_time = report["totals"]["predicted_time_s"]
    return {
        "candidates": chosen,
        "bytes_saved": sum(c["bytes"] for c in chosen),
        "time_added_s": added,
        "step_time_s": step_time,
        "peak_bytes_before": peak0 + optimizer_state,
        "peak_bytes_after": peak1 + optimizer_state,
        "peak_at_after": "{}.{}".format(prog.order[at1][0],
                                        prog.order[at1][1].meta.get("roofline_loc", "")),
    }


def format_summary(mem, capacity=None, whatif=None, top=10):
    """The text summary (docs/importer.md)."""
    def mb(b):
        for unit, scale in (("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
            if b >= scale:
                return f"{b / scale:,.2f} {unit}"
        return f"{b} B"
    lines = [
        f"training step memory ({mem['dtype']}, optimizer {mem['optimizer']}):",
        f"  parameters {mb(mem['parameters_bytes'])}, buffers {mb(mem['buffers_bytes'])}, "
        f"gradients {mb(mem['gradients_bytes'])}, optimizer state "
        f"{mb(mem['optimizer_state_bytes'])}",
        (f"  input gradients {mb(mem['input_gradients_bytes'])}"
         if mem["input_gradients_bytes"] else None),
        f"  saved activations {mb(mem['saved_activations_bytes'])} "
        f"({mem['saved_activations']} tensors)",
        f"  peak live {mb(mem['peak_bytes'])} at {mem['peak_at']} "
        f"(live at the start of the backward: {mb(mem['live_at_backward_start_bytes'])})",
    ]
    lines = [line for line in lines if line is not None]
    if capacity:
        name, cap = capacity
        lines.append(f"  {name}: {cap / 2**30:.0f} GiB, the peak is "
                     f"{100.0 * mem['peak_bytes'] / cap:.3f}% of it; "
                     f"{cap // max(mem['peak_bytes'], 1)}x this step fits")
    if whatif:
        w = whatif
        lines.append(f"recompute what-if ({len(w['candidates'])} memory-bound producers, "
                     "cheapest per byte first):")
        for c in w["candidates"][:top]:
            lines.append(f"  {c['location']:40s} {mb(c['bytes']):>12s}  "
                         f"+{c['time_s'] * 1e6:8.2f} us")
        if len(w["candidates"]) > top:
            lines.append(f"  ... {len(w['candidates']) - top} more")
        share = 100.0 * w["time_added_s"] / w["step_time_s"] if w["step_time_s"] else 0.0
        lines.append(f"  all of them: saves {mb(w['bytes_saved'])} of saved activations, "
                     f"peak {mb(w['peak_bytes_before'])} -> {mb(w['peak_bytes_after'])}, "
                     f"adds {w['time_added_s'] * 1e6:.2f} us ({share:.1f}% of the step's "
                     f"{w['step_time_s'] * 1e6:.2f} us)")
    return "\n".join(lines)
