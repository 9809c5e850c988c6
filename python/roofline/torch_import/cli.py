"""Command line of the PyTorch importer.

    python3 -m roofline.torch_import MODEL [--input-shape 1,3,224,224]... [-o out.mlir]

MODEL is a torchvision model name (resnet18, vit_b_16, ...), one of the
bundled blocks (bert-base-layer, gpt2-block-prefill, gpt2-block-decode), or a
user's module as ``path/to/file.py:factory`` (or ``package.module:factory``),
where factory() returns the nn.Module (random weights are fine: only shapes
matter).

Exit status: 0 on success; 2 when the model cannot be imported (unknown
name, a model torch.fx cannot trace, an input shape the model rejects, an op
without a lowering), with one line on stderr and no output file; 1 on an
internal error.
"""

import argparse
import contextlib
import importlib
import importlib.util
import os
import shlex
import sys

from . import train_cli
from ..fileio import write_text_atomically
from .errors import ImportFailure
from .zoo import (TORCHVISION_FAMILIES, _family_of, _torchvision_default_shapes,  # noqa: F401
                  family_hint, torchvision_names)


DTYPES = ("auto", "f32", "f16", "bf16")
AUTOCAST_DTYPES = ("f16", "bf16")


# Largest dimension and element count a shape may have: torch sizes are
# int64 (a larger Python int reaches torch as a TypeError, not a message).
INT64_MAX = 2 ** 63 - 1


def _parse_shape(text):
    """'1,3,224,224' (or 1x3x224x224, with ':i64' etc. for the element type)
    -> ((1, 3, 224, 224), element type). Every dimension must be written:
    an empty one (',,,', '', '1,,3') is an error, not dropped."""
    spec, _, et = text.partition(":")
    usage = (f"--input-shape {text!r}: expected comma-separated integers, "
             "e.g. 1,3,224,224 (or 1,128:i64 for integer inputs)")
    fields = spec.replace("x", ",").split(",")
    if not spec.strip():
        raise ImportFailure(usage + "; the shape is empty")
    if any(not d.strip() for d in fields):
        raise ImportFailure(usage + "; a dimension is empty")
    try:
        shape = tuple(int(d) for d in fields)
    except ValueError:
        raise ImportFailure(usage)
    if any(d < 0 for d in shape):
        raise ImportFailure(f"--input-shape {text!r}: negative dimension")
    big = next((d for d in shape if d > INT64_MAX), None)
    if big is not None:
        raise ImportFailure(f"--input-shape {text!r}: dimension {big} exceeds "
                            f"{INT64_MAX}, the largest torch size (int64)")
    count = 1
    for d in shape:
        count *= d
    if count > INT64_MAX:
        raise ImportFailure(f"--input-shape {text!r}: {count} elements exceed "
                            f"{INT64_MAX}, the largest torch element count "
                            "(int64)")
    et = et or "float"
    if et not in ("float", "f32", "i64", "i32", "bool"):
        raise ImportFailure(f"--input-shape {text!r}: element type must be f32, i64, i32 or bool")
    return shape, et


def _shape_specs(shapes):
    """Normalise shapes given as (1, 3, 224, 224) or ((1, 128), "i64")."""
    return [(tuple(s[0]), s[1]) if (len(s) == 2 and isinstance(s[1], str))
            else (tuple(s), "float") for s in shapes]


@contextlib.contextmanager
def _skip_weight_init():
    """Make torch.nn.init a no-op while a model is built: only shapes matter,
    and initialising VGG-16's 138 M weights takes seconds on a small CPU."""
    import torch
    names = [n for n in dir(torch.nn.init) if n.endswith("_") and not n.startswith("_")]
    saved = {n: getattr(torch.nn.init, n) for n in names}

    def keep(tensor, *args, **kwargs):
        return tensor
    try:
        for n in names:
            setattr(torch.nn.init, n, keep)
        yield
    finally:
        for n, f in saved.items():
            setattr(torch.nn.init, n, f)


def load_model(spec):
    """Returns (module, default input shapes or None, description)."""
    import torch
    from .models import BUILTIN
    if spec in BUILTIN:
        factory, shapes, desc = BUILTIN[spec]
        with _skip_weight_init():
            return factory(), shapes, desc
    if ":" in spec:
        target, _, fname = spec.rpartition(":")
        if target.endswith(".py") or os.path.sep in target or os.path.exists(target):
            if not os.path.exists(target):
                raise ImportFailure(f"{target}: no such file")
            name = "_roofline_user_" + os.path.splitext(os.path.basename(target))[0]
            mspec = importlib.util.spec_from_file_location(name, target)
            module = importlib.util.module_from_spec(mspec)
            sys.path.insert(0, os.path.dirname(os.path.abspath(target)))
            try:
                mspec.loader.exec_module(module)
            except Exception as e:
                raise ImportFailure(f"{target}: loading failed: {type(e).__name__}: {e}")
            finally:
                sys.path.pop(0)
        else:
            try:
                module = importlib.import_module(target)
            except ImportError as e:
                raise ImportFailure(f"{spec}: cannot import {target}: {e}")
        factory = getattr(module, fname, None)
        if factory is None:
            raise ImportFailure(f"{spec}: {target} has no attribute {fname!r}")
        with _skip_weight_init():
            try:
                model = factory()
            except Exception as e:
                raise ImportFailure(f"{spec}: {fname}() failed: {type(e).__name__}: {e}")
        shapes = None
        if isinstance(model, tuple) and len(model) == 2:
            model, shapes = model
        if not isinstance(model, torch.nn.Module):
            raise ImportFailure(f"{spec}: {fname}() returned {type(model).__name__}, "
                                "expected a torch.nn.Module")
        return model, shapes, f"{fname}() from {target}"
    try:
        import torchvision
    except ImportError:
        raise ImportFailure(f"unknown model {spec!r}: torchvision is not installed "
                            "(Debian: python3-torchvision); bundled models: "
                            + ", ".join(sorted(BUILTIN)))
    family = _family_of(spec)
    if family == "unknown":
        import difflib
        names = torchvision_names("all")
        close = difflib.get_close_matches(spec, names + sorted(BUILTIN), n=3)
        hint = f" (did you mean {', '.join(close)}?)" if close else ""
        raise ImportFailure(f"unknown model {spec!r}: not a torchvision model, a bundled "
                            f"model or a path.py:factory{hint}")
    # weights_backbone=None: a detection or segmentation model would
    # otherwise download its backbone's ImageNet weights.
    extra = {} if family is None else {"weights_backbone": None}
    with _skip_weight_init():
        try:
            model = torchvision.models.get_model(spec, weights=None, **extra)
        except TypeError:  # a model without a backbone argument
            model = torchvision.models.get_model(spec, weights=None)
        except AttributeError:
            model = getattr(torchvision.models, spec)(weights=None)
    shapes = _torchvision_default_shapes(spec, family)
    where = "torchvision.models" + (f".{family}" if family else "")
    args = "weights=None" + (", weights_backbone=None" if extra else "")
    return model, shapes, f"{where}.{spec}({args})"


def model_float_dtype(model):
    """The float dtype the model computes in: that of its first float
    parameter or buffer (torch.float32 when it has none)."""
    import torch
    for t in list(model.parameters()) + list(model.buffers()):
        if t.is_floating_point():
            return t.dtype
    return torch.float32


def _wrap_leaf(model):
    """A torch.nn layer given as the whole model (nn.LSTM) wrapped in a
    module that calls it, so that it stays one call_module node (lowered as
    that layer) instead of being traced into its functional internals. The
    layer's path is its class name in lower case (`lstm`)."""
    import torch

    from .tracer import ConcreteTracer
    if not ConcreteTracer([]).is_leaf_module(model, ""):
        return model
    name = type(model).__name__.lower()

    class Root(torch.nn.Module):
        def forward(self, x0, x1=None, x2=None):
            return getattr(self, name)(*[x for x in (x0, x1, x2) if x is not None])
    root = Root()
    root.add_module(name, model)
    return root


def import_model(model, input_shapes, dtype="auto", func_name="forward", header=None,
                 in_place=False, autocast=None):
    """Trace `model` on inputs of `input_shapes` and return the MLIR text.

    input_shapes: list of shapes, or of (shape, element type) pairs with
    element type "float", "i64", "i32" or "bool"; float inputs take the
    model's float dtype (f16 for a .half() model). dtype: "auto" (or None)
    keeps the element types the model has; "f32", "f16", "bf16" writes every
    float tensor in that type. autocast: None, "f16" or "bf16": each op cast
    as torch.autocast does on CUDA (autocast.py). The model is traced on the
    meta device: a copy of it, unless in_place (then it is left there)."""
    import copy

    import torch
    from .fx_to_linalg import convert
    from .ops import FUNCTIONS
    from .trace_checks import IndexRangeError, move, tied_groups
    from .tracer import ShapeError, trace

    if dtype is None:
        dtype = "auto"
    if dtype not in DTYPES:
        raise ImportFailure(f"--dtype {dtype}: expected one of {', '.join(DTYPES)}")
    if autocast not in (None,) + AUTOCAST_DTYPES:
        raise ImportFailure(f"--autocast {autocast}: expected one of {', '.join(AUTOCAST_DTYPES)}")
    specs = _shape_specs(input_shapes)
    float_dtype = model_float_dtype(model)
    if autocast and dtype in ("f16", "bf16"):
        raise ImportFailure(f"--autocast {autocast} with --dtype {dtype}: choose one (--dtype "
                            "writes every float tensor in one type; --autocast casts an f32 "
                            "model's contractions)")
    if autocast and float_dtype != torch.float32:
        raise ImportFailure(f"--autocast {autocast} needs an f32 model (this one is "
                            f"{str(float_dtype).replace('torch.', '')}): autocast casts an "
                            "f32 model's contractions")
    tdtypes = {"float": float_dtype, "f32": torch.float32, "i64": torch.int64,
               "i32": torch.int32, "bool": torch.bool}

    def inputs(device):
        return [torch.zeros(s, dtype=tdtypes[e], device=device) for s, e in specs]

    def keep_wrapped(name):  # torch.fx.wrap'ped functions with a lowering
        return name in FUNCTIONS

    if not in_place:
        model = copy.deepcopy(model)
    model = _wrap_leaf(model.eval())
    ties = tied_groups(model)  # the moves below would untie them
    try:
        try:
            # Shapes only: run on the meta device (no memory, no arithmetic).
            model_meta = move(model, "meta", ties)
            gm = trace(model_meta, inputs("meta"), keep_wrapped)
        except ShapeError:
            # Some op has no meta kernel, or the model creates CPU tensors in
            # its forward: run it on the CPU with uninitialised weights.
            model_cpu = move(model, "cpu", ties, empty=True)
            gm = trace(model_cpu, inputs("cpu"), keep_wrapped)
    except (ShapeError, torch.fx.proxy.TraceError, ImportFailure, IndexRangeError):
        raise
    except Exception as e:  # the model's own code rejected the inputs
        raise ImportFailure(tracing_failure(e)) from e
    default_et = {torch.float16: "f16", torch.bfloat16: "bf16",
                  torch.float64: "f64"}.get(float_dtype, "f32")
    return convert(gm, dtype=None if dtype == "auto" else dtype, func_name=func_name,
                   header=header, autocast=autocast, default_et=default_et)


def tracing_failure(e):
    """One line for an exception the model's code raised while it was
    traced: the module it happened in, the error, and the model's line
    (not torch's). "(wrong --input-shape?)" only when the error is about
    shapes; a check that rejects torch.fx's proxies (torchvision's detection
    models assert that their inputs are real tensors) says so."""
    import re
    from .tracer import user_frame
    first = str(e).strip().splitlines()[0] if str(e).strip() else ""
    where = user_frame(e)
    module = getattr(e, "roofline_module_path", None)
    msg = "tracing failed" + (f" in module {module}" if module else "") + \
        f": {type(e).__name__}: {first}" + (f" (at {where})" if where else "")
    if re.search(r"of type torch\.Tensor|Proxy|symbolically traced", first):
        msg += (" (the model checks for real tensors where torch.fx passes proxies: "
                "its forward is not traceable as is)")
    elif re.search(r"shape|size|dimension|height|width|channels|expected", first, re.I):
        msg += " (wrong --input-shape?)"
    return msg


PROG = "python3 -m roofline.torch_import"


def _parser(prog=None):
    p = argparse.ArgumentParser(
        prog=prog or PROG,
        description="Import a PyTorch model (traced with torch.fx) as MLIR linalg on tensors "
                    "for roofline-opt --analyze. Weights become function arguments; every op "
                    "is located at its PyTorch module path.")
    p.add_argument("model", nargs="?",
                   help="a torchvision model name (resnet18, vit_b_16, ...), a bundled model "
                        "(bert-base-layer, gpt2-block-prefill, gpt2-block-decode) or "
                        "path/to/file.py:factory")
    p.add_argument("--input-shape", action="append", default=[], metavar="SHAPE",
                   help="shape of one forward input, e.g. 1,3,224,224; repeat for each input "
                        "in order; append :i64 for integer inputs (token ids). Default: "
                        "1,3,224,224 for torchvision models, the bundled models' own shapes")
    p.add_argument("--dtype", default="auto", choices=DTYPES,
                   help="element type of every float tensor in the IR (default auto: the "
                        "types the model has, f16 for a .half() model)")
    p.add_argument("--autocast", choices=AUTOCAST_DTYPES,
                   help="mixed precision as torch.autocast runs an f32 model on CUDA: each op "
                        "follows PyTorch's autocast op lists (convolutions and matmuls in "
                        "f16/bf16, layer norm, softmax and the float32 list in f32, the rest "
                        "in the type of its inputs)")
    p.add_argument("-o", "--output", help="MLIR file to write (default: stdout)")
    p.add_argument("--func-name", default="forward", help="name of the function (default forward)")
    p.add_argument("--list-models", action="store_true",
                   help="list the bundled models and the torchvision names, then exit")
    p.add_argument("--traceback", action="store_true",
                   help="on an error, print the Python traceback too")
    train_cli.add_arguments(p)
    return p


def _fail(msg):
    print(f"roofline.torch_import: error: {msg}", file=sys.stderr)
    return 2


# Where Debian's python3-torch lives: visible to Debian's /usr/bin/python3
# only, not to a pyenv, virtualenv or conda interpreter.
DEBIAN_DIST_PACKAGES = "/usr/lib/python3/dist-packages"


def _torch_missing_message(dist_packages=DEBIAN_DIST_PACKAGES, executable=None):
    """Why `import torch` failed, and what to run instead."""
    executable = executable or sys.executable
    if os.path.isdir(os.path.join(dist_packages, "torch")):
        return (f"PyTorch is installed in {dist_packages} (Debian's python3-torch) but this "
                f"Python ({executable}) cannot see it: run Debian's /usr/bin/python3 "
                "-m roofline.torch_import ... instead (a pyenv or virtualenv python3 first "
                "on PATH does not see Debian's packages)")
    return ("PyTorch is not installed for this Python "
            f"({executable}; Debian: apt-get install python3-torch python3-torchvision, "
            "then run /usr/bin/python3)")


def cli(argv=None, prog=None):
    """The command line: returns the exit status. prog names the command in
    --help and in the generated file's header (e.g. "python3 -m roofline
    import-torch" when another command line forwards its arguments here)."""
    try:
        args = _parser(prog).parse_args(argv)
    except SystemExit as e:  # --help (0) or a usage error (2), already printed
        return e.code if isinstance(e.code, int) else 2
    args.prog = prog or PROG
    try:
        import torch  # noqa: F401
    except ImportError:
        return _fail(_torch_missing_message())
    from .models import BUILTIN

    if args.list_models:
        for name, (_, shapes, desc) in BUILTIN.items():
            print(f"{name:24s} {desc}")
        try:
            print("torchvision: " + " ".join(torchvision_names()))
            for family in TORCHVISION_FAMILIES:
                print(f"torchvision.{family}: " + " ".join(torchvision_names(family)))
        except ImportError:
            print("torchvision: not installed")
        return 0
    if not args.model:
        return _fail("no MODEL given (see --help, --list-models)")

    # Deprecation and init warnings of model code would break the one-line
    # error contract; --traceback shows them.
    import warnings
    with warnings.catch_warnings():
        if not args.traceback:
            warnings.simplefilter("ignore")
        return _run(args, argv, torch)


def _run(args, argv, torch):
    from .fx_to_linalg import UnsupportedOp
    from .trace_checks import IndexRangeError
    from .tracer import ShapeError
    try:
        shapes = [_parse_shape(s) for s in args.input_shape]
        model, default_shapes, desc = load_model(args.model)
        if not shapes:
            if default_shapes is None:
                raise ImportFailure(f"{args.model}: give the input shape(s) with --input-shape")
            shapes = _shape_specs(default_shapes)
        command = list(argv if argv is not None else sys.argv[1:])
        header = [
            f"{desc}, imported by roofline.torch_import (torch.fx, torch {torch.__version__})",
            f"  {args.prog} {' '.join(shlex.quote(a) for a in command)}",
            "inputs: " + ", ".join("x".join(map(str, s)) + (f" {e}" if e != "float" else "")
                                   for s, e in shapes)
            + f"; float element type {args.dtype}"
            + (f", autocast {args.autocast}" if args.autocast else "")
            + "; weights are function arguments;",
            "locations are PyTorch module paths.",
        ]
        if train_cli.wants_training(args):
            text = train_cli.import_step(args, model, shapes, header)
        else:
            text = import_model(model, shapes, args.dtype, args.func_name, header, in_place=True,
                                autocast=args.autocast)
    except ImportFailure as e:
        if args.traceback:
            import traceback
            traceback.print_exc()
        return _fail(str(e) + family_hint(args.model, e))
    except UnsupportedOp as e:
        if args.traceback:
            import traceback
            traceback.print_exc()
        return _fail(str(e))
    except IndexRangeError as e:
        if args.traceback:
            import traceback
            traceback.print_exc()
        return _fail(f"input shape(s) {' '.join(','.join(map(str, s)) for s, _ in shapes)}: "
                     f"{e}")
    except ShapeError as e:
        if args.traceback:
            import traceback
            traceback.print_exc()
        where = f" at {e.module_path}" if e.module_path else ""
        return _fail(f"shape propagation failed{where} with input shape(s) "
                     f"{' '.join(','.join(map(str, s)) for s, _ in shapes)}: {e}")
    except torch.fx.proxy.TraceError as e:
        if args.traceback:
            import traceback
            traceback.print_exc()
        from .tracer import user_frame
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        where = user_frame(e)
        return _fail(f"torch.fx cannot trace {args.model}: {first}"
                     + (f" (at {where})" if where else ""))
    except Exception as e:  # a defect of the importer
        if args.traceback:
            import traceback
            traceback.print_exc()
        print(f"roofline.torch_import: internal error: {type(e).__name__}: {e} "
              "(rerun with --traceback)", file=sys.stderr)
        return 1

    if args.output:
        try:
            write_text_atomically(args.output, text)
        except OSError as e:
            return _fail(f"cannot write {args.output}: {e.strerror}")
    else:
        sys.stdout.write(text)
    return 0
