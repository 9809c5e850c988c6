"""The training-step options of the importer's command line (cli.py calls
add_arguments and wants_training / import_step)."""

import json
import os
import subprocess
import sys
import tempfile


def add_arguments(p):
    g = p.add_argument_group("training step (docs/importer.md, \"Training step\")")
    g.add_argument("--train", action="store_true",
                   help="import one training step: forward + backward through AOT autograd "
                        "(locations fwd.<module>, bwd.<module>)")
    g.add_argument("--optimizer", choices=("sgd", "adam"),
                   help="with the optimizer update (optim.<parameter>); implies --train")
    g.add_argument("--input-grad", action="store_true",
                   help="also compute the float inputs' gradient (a layer inside a stack)")
    g.add_argument("--recompute", action="store_true",
                   help="recompute what-if: analyze the step with roofline-opt ($ROOFLINE_OPT, "
                        "else build/bin/roofline-opt) and list the saved activations cheapest "
                        "to recompute; implies --train")
    g.add_argument("--device", default="a100",
                   help="device (devices/*.json name or alias) whose memory the peak is "
                        "compared with, and that --recompute analyzes on (default a100)")
    g.add_argument("--memory-json", metavar="FILE",
                   help="write the memory summary (and the what-if) as JSON")


def wants_training(args):
    return bool(args.train or args.optimizer or args.recompute)


def _roofline_opt():
    path = os.environ.get("ROOFLINE_OPT") or os.path.join(
        os.path.dirname(__file__), "..", "..", "..", "build", "bin", "roofline-opt")
    return os.path.normpath(path)


def analyze(text, device, tool=None):
    """roofline-opt's JSON report of the MLIR `text` (`tool`: the binary,
    default $ROOFLINE_OPT or the build tree's)."""
    from .errors import ImportFailure
    tool = tool or _roofline_opt()
    if not os.access(tool, os.X_OK):
        raise ImportFailure(f"--recompute needs roofline-opt: {tool} not found "
                            "(build it, or set ROOFLINE_OPT)")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([tool, "--analyze", "--json", f"--device={device}", f.name],
                             capture_output=True, text=True)
    finally:
        os.remove(f.name)
    if out.returncode != 0:
        first = (out.stderr.strip().splitlines() or ["?"])[0]
        raise ImportFailure(f"roofline-opt failed on the training step: {first}")
    return json.loads(out.stdout)


def import_step(args, model, shapes, header):
    """The MLIR text of the step; prints the memory summary on stderr and
    writes --memory-json."""
    from . import memory
    from .errors import ImportFailure
    from .train import TrainConverter, capture

    optimizer = args.optimizer
    autocast = getattr(args, "autocast", None)
    if autocast and args.dtype in ("f16", "bf16"):
        raise ImportFailure(f"--autocast {autocast} with --dtype {args.dtype}: choose one")
    try:
        capacity = memory.device_memory(args.device)
    except ValueError as e:
        raise ImportFailure(f"--device: {e}")
    import torch
    tdtypes = {"float": torch.float32, "f32": torch.float32, "i64": torch.int64,
               "i32": torch.int32, "bool": torch.bool}
    inputs = [torch.zeros(s, dtype=tdtypes[e]) for s, e in shapes]
    if args.input_grad:
        inputs = [x.requires_grad_() if x.is_floating_point() else x for x in inputs]
    dtype = args.dtype
    if dtype not in memory.FLOAT_BYTES:  # "auto": the model's own float type
        floats = [p.dtype for p in model.parameters() if p.is_floating_point()]
        dtype = {torch.float16: "f16", torch.bfloat16: "bf16"}.get(
            floats[0] if floats else torch.float32, "f32")
    if autocast and dtype != "f32":
        raise ImportFailure(f"--autocast {autocast} needs an f32 model (this one is {dtype})")
    step = capture(model, inputs)
    mem, prog = memory.summarize(step, dtype, optimizer)
    summary = memory.format_summary(mem, capacity)
    header = list(header) + [""] + summary.splitlines()
    # --func-name's default names the inference function; a step is @train_step.
    func = "train_step" if args.func_name == "forward" else args.func_name
    text = TrainConverter(step, dtype, func, header, autocast).convert(optimizer)
    result = dict(mem, device=capacity[0], device_memory_bytes=capacity[1])
    if args.recompute:
        report = analyze(text, args.device)
        whatif = memory.recompute_whatif(prog, report, mem["optimizer_state_bytes"])
        result["recompute"] = whatif
        summary = memory.format_summary(mem, capacity, whatif)
    print(summary, file=sys.stderr)
    if args.memory_json:
        try:
            with open(args.memory_json, "w") as f:
                json.dump(result, f, indent=2)
                f.write("\n")
        except OSError as e:
            raise ImportFailure(f"cannot write {args.memory_json}: {e.strerror}")
    return text
