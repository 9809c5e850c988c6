"""Training steps of the models people bring (issue 33): torchvision's
classification models and transformers and RNNs in plain PyTorch, with
their backward FLOPs checked against a counting reference, shape-only
capture, and --autocast with --train.

The reference (flop_reference.py) runs the model's eager forward and
backward under a dispatch-mode counter with torch.utils.flop_counter's
formulas: it sees the kernels eager PyTorch dispatches, independently of
AOT autograd and of the importer. The importer's side is roofline-opt's
FLOPs of the step's convolutions, matmuls and convolution weight-gradient
generics. roofline-opt's payload rules (docs/model.md 1.1): add, sub, mul,
div, neg, max, min and cmpf are 1 FLOP; exp, tanh, erf are transcendentals;
selects, casts, integer and index ops 0 FLOPs.

Needs PyTorch with functorch (Debian's 1.13) and roofline-opt
($ROOFLINE_OPT, else build/bin/roofline-opt); every torchvision
classification model's step runs with ROOFLINE_SLOW_TESTS=1 (each step
imported and analyzed: 8 s for AlexNet to 213 s for DenseNet-169 on the
loaded 2-core machine this was written on).
"""

import json
import os
import subprocess
import sys
import tempfile

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed for this python "
                    "(Debian: python3-torch; run /usr/bin/python3 -m pytest)")
pytest.importorskip("functorch.compile", reason="functorch (AOT autograd) is not installed")
import torch.nn as nn  # noqa: E402

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
PYTHON_DIR = os.path.dirname(TESTS_DIR)
for d in (PYTHON_DIR, TESTS_DIR):
    if d not in sys.path:
        sys.path.insert(0, d)

import train_models  # noqa: E402
from flop_reference import training_step_flops  # noqa: E402
from roofline.torch_import import cli, load_model, meta_rules  # noqa: E402
from roofline.torch_import.cli import _shape_specs  # noqa: E402
from roofline.torch_import.train import TrainConverter, capture  # noqa: E402

slow = pytest.mark.skipif(os.environ.get("ROOFLINE_SLOW_TESTS") != "1",
                          reason="slow: set ROOFLINE_SLOW_TESTS=1 to run it")
MODELS_PY = os.path.join(TESTS_DIR, "train_models.py")
DTYPES = {"float": torch.float32, "i64": torch.int64}


def analyze(tool, text):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([tool, "--analyze", "--json", "--device=a100", f.name],
                             capture_output=True, text=True, timeout=900)
    finally:
        os.remove(f.name)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["unmodeled"] == [], report["unmodeled"]
    return report


def contraction_flops(report):
    """{"fwd", "bwd"}: FLOPs of the named convolutions and matmuls and of
    the convolution weight-gradient generics (`.wgrad`, 6 loops depthwise,
    7 plain, 8 grouped; batch and layer norm's `.wgrad` have 2-4)."""
    flops = {"fwd": 0, "bwd": 0}
    for op in report["ops"]:
        phase = op["loc"].split(".")[0]
        named = "conv" in op["op"] or "matmul" in op["op"]
        wgrad = op["op"] == "linalg.generic" and op["loc"].endswith(".wgrad") \
            and len(op["iteration_domain"]) >= 6
        if (named or wgrad) and phase in flops:
            flops[phase] += op["flops"]
    return flops


def inputs_of(shapes):
    return [torch.zeros(s, dtype=DTYPES[e]) for s, e in _shape_specs(shapes)]


def step_ir(model, shapes, optimizer=None, autocast=None):
    import copy
    step = capture(copy.deepcopy(model), inputs_of(shapes))
    return step, TrainConverter(step, "f32", "train_step", [], autocast).convert(optimizer)


def check_against_reference(tool, model, shapes, device="meta"):
    import copy
    ref = training_step_flops(copy.deepcopy(model), inputs_of(shapes), device)
    step, ir = step_ir(model, shapes)
    assert step.fallbacks == [], step.fallbacks  # shape-only: no CPU kernel ran
    got = contraction_flops(analyze(tool, ir))
    assert got == ref
    return got


# ---------------------------------------------------------------------------
# Backward FLOPs against the counting reference
# ---------------------------------------------------------------------------

def test_convolution_forms_backward_by_hand(roofline_opt):
    """1x3x16x16 through a plain 3x3 (3 -> 8), a depthwise 3x3 stride 2, a
    grouped 1x1 (8 -> 16, 2 groups), a dilated 3x3 (16 -> 16, dilation 2):
    forward MACs 8*3*9*256 = 55,296; 8*1*9*64 = 4,608; 16*4*1*64 = 4,096;
    16*16*9*64 = 147,456: 2 x 211,456 = 422,912 FLOPs. Backward: the
    weight gradient of each (the same counts) and the input gradient of
    all but the first (the image needs none): 2 x (211,456 + 156,160) =
    735,232."""
    model, shapes = train_models.convs()
    assert check_against_reference(roofline_opt, model, shapes) == \
        {"fwd": 422_912, "bwd": 735_232}


@pytest.mark.parametrize("factory, device", [
    ("gpt_larger", "meta"), ("lstm2", "meta"), ("gru2", "meta"), ("encoder", "meta"),
    ("gqa", "cpu"),  # repeat_interleave needs its output size on meta
])
def test_plain_pytorch_models_match_reference(roofline_opt, factory, device):
    """Transformers and RNNs as users write them: a GPT with tied
    embeddings, 2-layer LSTM and GRU (unrolled into per-step matmuls),
    stock nn.TransformerEncoder (its MultiheadAttention traced to ATen),
    grouped-query attention with repeat_interleave and a SiLU-gated MLP."""
    model, shapes = getattr(train_models, factory)()
    got = check_against_reference(roofline_opt, model, shapes, device)
    if factory == "gpt_larger":
        # 64 tokens (2 x 32), d 64, 4 heads of 16. Per layer: c_attn
        # 2*64*64*192 = 1,572,864, proj 2*64*64*64 = 524,288, fc + fc2
        # 2 * 2*64*64*256 = 4,194,304, q.k^T + p.v 2 * 2*8*32*32*16 =
        # 524,288: 6,815,744; two layers and the head 2*64*64*1000 =
        # 8,192,000: 21,823,488. Backward: twice (both operands of every
        # contraction need a gradient; the token ids feed none).
        assert got == {"fwd": 21_823_488, "bwd": 43_646_976}


@pytest.mark.parametrize("name", ["mobilenet_v2", "efficientnet_b0", "convnext_tiny",
                                  "swin_t", "vit_b_16"])
def test_torchvision_steps_match_reference(roofline_opt, name):
    """The models of issue 33 (hardtanh, SiLU with squeeze-excitation,
    depthwise 7x7 with as_strided pooling, shifted windows with
    index.Tensor and roll, cat of the class token), at 224, batch 1."""
    pytest.importorskip("torchvision")
    model, shapes, _ = load_model(name)
    got = check_against_reference(roofline_opt, model, shapes)
    # Each backward is about twice its forward: the input gradient and the
    # weight gradient of every contraction, less the first convolution's
    # input gradient (the image needs none).
    assert 1.5 < got["bwd"] / got["fwd"] <= 2.0


# ---------------------------------------------------------------------------
# Pointwise backward kernels: one generic each, FLOPs by hand
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("act, flops, transcendentals", [
    # silu_backward: sigmoid (neg, add, div: 3, one exp), then g s (1 + x
    # (1 - s)): mul, sub, mul, add, mul: 8 FLOPs, 1 exp per element.
    (nn.SiLU(), 8, 1),
    # hardtanh_backward: two compares (1 each), an and and a select (0).
    (nn.Hardtanh(), 2, 0), (nn.ReLU6(), 2, 0),
    # hardswish_backward: x/3 + 1/2, times g (3), two compares (2).
    (nn.Hardswish(), 5, 0),
    # hardsigmoid_backward: two compares and g/6.
    (nn.Hardsigmoid(), 3, 0),
    # sigmoid_backward g (1 - y) y, tanh_backward g (1 - y y): 3 each.
    (nn.Sigmoid(), 3, 0), (nn.Tanh(), 3, 0),
    # leaky_relu_backward: a compare and g * slope.
    (nn.LeakyReLU(0.1), 2, 0),
])
def test_activation_backward_is_one_kernel(roofline_opt, act, flops, transcendentals):
    """Linear(4, 4) then the activation on 2x4: the backward of the
    activation (module "1") is one generic over 8 elements, reading the
    gradient and the saved tensor (2 x 32 B) and writing 32 B. For SiLU
    AOT autograd's seven-op chain is folded back to silu_backward."""
    _, ir = step_ir(nn.Sequential(nn.Linear(4, 4), act), [(2, 4)])
    ops = [op for op in analyze(roofline_opt, ir)["ops"] if op["loc"] == "bwd.1"]
    assert len(ops) == 1, ops
    assert ops[0]["flops"] == 8 * flops
    assert ops[0]["transcendentals"] == 8 * transcendentals
    assert ops[0]["bytes"] == 96


def test_embedding_gradient_is_a_scatter_add(roofline_opt):
    """nn.Embedding(10, 4) on 2x3 token ids: the table's gradient is a zero
    fill of 10 x 4 floats (160 B written) and one scf.forall over the 6
    tokens adding each 4-float gradient row into its row: 6 x 4 = 24 FLOPs,
    6 x (4 read + 4 read + 4 written) x 4 B = 288 B."""
    _, ir = step_ir(nn.Embedding(10, 4), [((2, 3), "i64")])
    assert "scf.forall" in ir and "tensor.parallel_insert_slice" in ir
    ops = [op for op in analyze(roofline_opt, ir)["ops"] if op["loc"].startswith("bwd")]
    fill = [op for op in ops if op["op"] == "linalg.fill"]
    add = [op for op in ops if op["op"] == "linalg.generic"]
    assert [op["bytes"] for op in fill] == [160]
    assert len(add) == 1 and add[0]["flops"] == 24 and add[0]["bytes"] == 288
    assert add[0]["executions"] == 6


def test_tied_embedding_gradient_summed_once():
    """GPT with head.weight = wte.weight: one primal, one gradient, one
    Adam update for the tied table (AOT autograd's deduplication, the
    gradient the sum of the head's and the embedding's uses)."""
    model, shapes = train_models.gpt()
    step, ir = step_ir(model, shapes, optimizer="adam")
    assert "param:head.weight" not in step.primal_names
    assert "param:wte.weight" in step.primal_names
    sig = next(line for line in ir.splitlines() if "func.func @train_step" in line)
    assert "%wte.weight:" in sig and "%head.weight" not in sig
    assert ir.count(": updated wte.weight (") == 1  # the header's list of results
    assert "updated head.weight" not in ir


# ---------------------------------------------------------------------------
# Shape-only capture, autocast, the command line
# ---------------------------------------------------------------------------

def test_convolution_backward_meta_rule_shapes():
    """The Meta kernel meta_rules.py gives convolution_backward: the
    input's, the weight's and the bias' shapes, each when asked for."""
    meta_rules.install()
    g = torch.empty(2, 8, 5, 5, device="meta")
    x = torch.empty(2, 8, 10, 10, device="meta")
    w = torch.empty(8, 1, 3, 3, device="meta")  # depthwise
    gi, gw, gb = torch.ops.aten.convolution_backward(
        g, x, w, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 8, [True, True, True])
    assert (gi.shape, gw.shape, gb.shape) == ((2, 8, 10, 10), (8, 1, 3, 3), (8,))
    gi, gw, gb = torch.ops.aten.convolution_backward(
        g, x, w, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 8, [False, True, False])
    assert gi is None and gw.shape == (8, 1, 3, 3) and gb is None


def test_capture_is_shape_only_at_any_batch():
    """A batch of 512 64x64 images: no op falls back to a CPU kernel
    (FakeTensorMode's fallback runs real kernels on full-size zeros);
    on a 2-core machine this capture takes about a second."""
    model = nn.Sequential(nn.Conv2d(3, 16, 3, stride=2), nn.BatchNorm2d(16), nn.ReLU(),
                          nn.Conv2d(16, 16, 3, groups=16), nn.AdaptiveAvgPool2d(1),
                          nn.Flatten(), nn.Linear(16, 10))
    step = capture(model, [torch.zeros(512, 3, 64, 64)])
    assert step.fallbacks == []


def test_autocast_with_train(roofline_opt):
    """--autocast f16 with --train: every forward and backward contraction
    reads f16 operands (on the f16 tensor-core class) and accumulates in
    f32; the FLOPs are the f32 step's."""
    model, shapes = train_models.gpt_larger()
    _, plain = step_ir(model, shapes)
    _, mixed = step_ir(model, shapes, autocast="f16")
    rp, rm = analyze(roofline_opt, plain), analyze(roofline_opt, mixed)
    assert contraction_flops(rm) == contraction_flops(rp)
    classes = {op["compute_class"] for op in rm["ops"] if "matmul" in op["op"]}
    assert classes == {"fp16_tc"}
    assert "ins(%" in mixed and "xf16>, tensor<" in mixed


def test_cli_lstm_train_gives_a_result(tmp_path, capsys):
    """The 2-layer LSTM of issue 33 (internal error before): a step."""
    out = tmp_path / "lstm.mlir"
    assert cli([f"{MODELS_PY}:lstm2", "--train", "-o", str(out)]) == 0
    assert "func.func @train_step(" in out.read_text()
    assert "internal error" not in capsys.readouterr().err


def test_cli_autocast_train_and_dtype_conflict(tmp_path, capsys):
    out = tmp_path / "s.mlir"
    assert cli([f"{MODELS_PY}:gpt", "--optimizer", "sgd", "--autocast", "bf16",
                "-o", str(out)]) == 0
    assert "xbf16>" in out.read_text()
    assert cli([f"{MODELS_PY}:gpt", "--train", "--autocast", "f16", "--dtype", "f16",
                "-o", str(tmp_path / "x.mlir")]) == 2
    assert "--autocast f16 with --dtype f16: choose one" in capsys.readouterr().err


# ---------------------------------------------------------------------------
# Every torchvision classification model (slow)
# ---------------------------------------------------------------------------

@slow
def test_every_torchvision_classifier_trains(roofline_opt):
    """Each of torchvision 0.14's classification models: a step with Adam
    imports and roofline-opt models every op (Inception v3 at batch 2:
    its auxiliary head's batch norm needs more than one value per
    channel in training)."""
    pytest.importorskip("torchvision")
    from roofline.torch_import.cli import torchvision_names
    failures = []
    for name in torchvision_names():
        model, shapes, _ = load_model(name)
        if name == "inception_v3":
            shapes = [(2, 3, 299, 299)]
        try:
            _, ir = step_ir(model, shapes, optimizer="adam")
            analyze(roofline_opt, ir)
        except Exception as e:  # collect all, report at once
            failures.append(f"{name}: {type(e).__name__}: {str(e)[:200]}")
    assert failures == []


def test_cli_train_op_aot_cannot_trace(tmp_path, capsys):
    """An op whose output shape depends on values (torch.unique) fails in
    AOT autograd's fake-tensor tracing: one line naming the op and the
    model's location, exit 2 (an internal error with a page of tensor
    values before)."""
    src = tmp_path / "u.py"
    src.write_text("import torch, torch.nn as nn\n"
                   "class M(nn.Module):\n"
                   "    def __init__(self):\n"
                   "        super().__init__()\n"
                   "        self.fc = nn.Linear(4, 4)\n"
                   "    def forward(self, x):\n"
                   "        return self.fc(x) + torch.unique(x).sum()\n"
                   "def m():\n"
                   "    return M(), [(2, 4)]\n")
    assert cli([f"{src}:m", "--train", "-o", str(tmp_path / "u.mlir")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["roofline.torch_import: error: unsupported op torch.functional.unique at "
                   "unique: AOT autograd cannot trace it: DynamicOutputShapeException: "
                   "aten._unique2.default"]


@pytest.mark.parametrize("pool, shape, fwd, bwd", [
    # AvgPool2d(3, 1, 1) on 2x4x4 (Inception's branch pool): a 3x3 window
    # sum per output, 32 x 9 = 288 adds, and a division, 32. Its gradient
    # (stride 1: one phase) is the same window sum over the padded
    # gradient and the same division: 288 + 32.
    (nn.AvgPool2d(3, 1, 1), (1, 2, 4, 4), [288, 32], [288, 32]),
    # AdaptiveAvgPool2d(4) of 14x14 (GoogLeNet's auxiliary heads): windows
    # [0,4) [3,7) [7,11) [10,14), 4 wide: 16 outputs x 16 taps = 256 adds
    # (the mask is integer work) and 16 divisions. The gradient: per input
    # pixel the (at most 2 x 2) windows holding it, a division and an add
    # each: 196 x 4 x 2 = 1,568.
    (nn.AdaptiveAvgPool2d(4), (1, 1, 14, 14), [256, 16], [1_568]),
    # AvgPool2d(2) on 5x5 (floor: 2x2 out): windows do not overlap, the
    # gradient is one generic over the 4x4 rows and columns the windows
    # cover (g / 4: 16 multiplies), padded to 5x5 with zeros (a copy, 0
    # FLOPs; the forward: 4 windows of 4, 16 adds, and 4 divisions).
    (nn.AvgPool2d(2), (1, 1, 5, 5), [16, 4], [16]),
])
def test_average_pooling_gradients_by_hand(roofline_opt, pool, shape, fwd, bwd):
    _, ir = step_ir(nn.Sequential(nn.Conv2d(shape[1], shape[1], 1), pool), [shape])
    ops = analyze(roofline_opt, ir)["ops"]

    def flops(phase):  # the pooling's kernels (fills and pads: 0 FLOPs, left out)
        return [op["flops"] for op in ops if op["loc"].startswith(phase + ".1")
                and op["op"] not in ("linalg.fill", "tensor.pad")]
    assert flops("fwd") == fwd
    assert flops("bwd") == bwd
