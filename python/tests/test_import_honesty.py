"""The importer's honesty about what a model holds and where it fails
(issue 33): tied parameters counted once, tensors made in forward not
counted as parameters, a sequence beyond the position table refused, the
common nn.MultiheadAttention call, torchvision's other model families by
name, errors that point at the model, and `sweep --seq` on a user model.

Figures are derived by hand from the tiny GPT of train_models.py
(vocabulary 50, width 8, 2 heads, 1 layer, 16 positions, head tied to the
token embedding) and from roofline-opt's rules (docs/model.md 1.1).
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
import torch.nn as nn  # noqa: E402

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
PYTHON_DIR = os.path.dirname(TESTS_DIR)
for d in (PYTHON_DIR, TESTS_DIR):
    if d not in sys.path:
        sys.path.insert(0, d)

import train_models  # noqa: E402
from roofline.torch_import import cli, import_model, memory  # noqa: E402
from roofline.torch_import.train import capture  # noqa: E402

MODELS_PY = os.path.join(TESTS_DIR, "train_models.py")

# The tiny GPT's parameters: wte 50x8 = 400, wpe 16x8 = 128; the block:
# ln1 and ln2 2 x 16, attn 8x24 + 24 = 216, proj 8x8 + 8 = 72, fc 8x32 + 32
# = 288, fc2 32x8 + 8 = 264: 872; ln_f 16; head tied to wte: 0 more.
# 400 + 128 + 872 + 16 = 1,416 floats = 5,664 B (7,264 B if the head's
# weight were counted again).
GPT_PARAMETER_BYTES = 5_664


def analyze(tool, text, *extra):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([tool, "--analyze", "--json", "--device=a100", *extra,
                              f.name],
                             capture_output=True, text=True, timeout=600)
    finally:
        os.remove(f.name)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def signature(text):
    return next(line for line in text.splitlines() if "func.func" in line)


# ---------------------------------------------------------------------------
# Memory: tied parameters once, tensors made in forward are not parameters
# ---------------------------------------------------------------------------

def test_tied_gpt_capacity_is_its_unique_parameters(roofline_opt):
    """16 weight arguments (the 17 named parameters less the tied head),
    5,664 B of parameters in roofline-opt's capacity; the causal mask
    (torch.tril of torch.ones) and the positions (torch.arange) are ops,
    not arguments: the signature's only other argument is the token ids."""
    model, shapes = train_models.gpt()
    text = import_model(model, shapes)
    sig = signature(text)
    assert sig.count("{roofline.weight}") == 16
    assert "%wte.weight" in sig and "%head.weight" not in sig
    assert [a for a in sig.split(", ") if "roofline.weight" not in a] == \
        ["  func.func @forward(%idx: tensor<1x8xi64>"]
    # mode=eager: each op's own bytes (in compiled mode the arange runs in
    # its consumer's kernel and moves nothing of its own, docs/model.md 1.8).
    report = analyze(roofline_opt, text, "--mode=eager")
    assert report["capacity"]["parameters"]["bytes"] == GPT_PARAMETER_BYTES
    by_loc = {op["loc"]: op for op in report["ops"]}
    # torch.ones(8, 8) of i1: a fill writing 64 B; torch.arange(8) of i64:
    # a generic writing 64 B and reading nothing.
    assert by_loc["blocks.0.ones"]["op"] == "linalg.fill"
    assert by_loc["blocks.0.ones"]["bytes"] == 64
    assert by_loc["arange"]["bytes"] == 64


def test_tied_gpt_training_memory():
    """The training step's parameters, gradients (5,664 B each) and Adam
    state (2 x 5,664 B) count the tied table once."""
    model, shapes = train_models.gpt()
    step = capture(model, [torch.zeros(1, 8, dtype=torch.long)])
    mem, _ = memory.summarize(step, "f32", "adam")
    assert mem["parameters_bytes"] == GPT_PARAMETER_BYTES
    assert mem["gradients_bytes"] == GPT_PARAMETER_BYTES
    assert mem["optimizer_state_bytes"] == 2 * GPT_PARAMETER_BYTES


def test_python_constant_is_not_a_weight():
    """`x * torch.tensor(2.0)`: a constant torch.fx freezes into the graph
    is a fill of its value, not a weight argument."""
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.fc = nn.Linear(4, 4)

        def forward(self, x):
            return self.fc(x) * torch.tensor(2.0)
    text = import_model(M(), [(1, 4)])
    assert signature(text).count("{roofline.weight}") == 2  # fc.weight, fc.bias
    assert "2.000000000e+00" in text


# ---------------------------------------------------------------------------
# A sequence beyond the position table
# ---------------------------------------------------------------------------

def test_sequence_beyond_position_table_refused(tmp_path, capsys):
    """16 positions, 17 tokens: refused (inference and training), naming
    the table and its size; 16 tokens import."""
    out = tmp_path / "g.mlir"
    for extra in ([], ["--train"]):
        assert cli([f"{MODELS_PY}:gpt", "--input-shape", "1,17:i64", "-o", str(out)]
                   + extra) == 2
        err = capsys.readouterr().err.strip().splitlines()
        assert err == ["roofline.torch_import: error: input shape(s) 1,17: indices 0..16 "
                       "(from the input's shape) read the table wpe, nn.Embedding(16, 8), "
                       "which has 16 rows: the sequence is longer than the model's "
                       "position table"]
        assert not out.exists()
    assert cli([f"{MODELS_PY}:gpt", "--input-shape", "1,16:i64", "-o", str(out)]) == 0


# ---------------------------------------------------------------------------
# nn.MultiheadAttention's default call
# ---------------------------------------------------------------------------

def test_mha_weights_discarded_imports():
    """`y, _ = mha(x, x, x)` (need_weights=True by default): imports, with
    the same ops as need_weights=False (the unused weights cost nothing)."""
    model, shapes = train_models.mha_dropped()
    text = import_model(model, shapes)
    assert "weights" not in text

    class NoWeights(nn.Module):
        def __init__(self, mha):
            super().__init__()
            self.mha = mha

        def forward(self, x):
            return self.mha(x, x, x, need_weights=False)[0]
    plain = import_model(NoWeights(model.mha), shapes)
    assert text.count("linalg.") == plain.count("linalg.")


def test_mha_weights_read(roofline_opt):
    """The weights output used: the softmax probabilities [1x2, 4, 4]
    averaged over the 2 heads: a sum over heads (32 points, 1 add each) and
    a division (16): 48 FLOPs at mha.weights."""
    model = train_models.MHAWeightsDropped(read_weights=True)
    report = analyze(roofline_opt, import_model(model, [(1, 4, 8)]))
    ops = [op for op in report["ops"] if op["loc"] == "mha.weights"]
    assert sorted(op["flops"] for op in ops) == [0, 16, 32]  # fill, division, sum


# ---------------------------------------------------------------------------
# torchvision's other families, errors that point at the model
# ---------------------------------------------------------------------------

def test_segmentation_model_by_name(tmp_path):
    pytest.importorskip("torchvision")
    out = tmp_path / "seg.mlir"
    assert cli(["deeplabv3_resnet50", "--input-shape", "1,3,64,64", "-o", str(out)]) == 0
    text = out.read_text()
    assert "torchvision.models.segmentation.deeplabv3_resnet50(weights=None, " \
           "weights_backbone=None)" in text
    assert 'loc("classifier.0.convs.0.0")' in text  # the ASPP's 1x1 branch


def test_video_model_by_name_names_what_is_missing(capsys):
    """r3d_18 (3-D convolutions): one line naming the missing ops and
    where they are; its default input is 3 x 16 frames x 112 x 112."""
    pytest.importorskip("torchvision")
    assert cli(["r3d_18"]) == 2
    err = capsys.readouterr().err
    assert "unsupported op" in err and "nn.Conv3d x4 at stem.0" in err
    assert "nn.BatchNorm3d" in err and "not a torchvision model" not in err


def test_detection_model_error_points_at_the_model(capsys):
    """fasterrcnn_resnet50_fpn: the module (rpn) and torchvision's line, not
    torch's internals nor the input shape; what to import instead."""
    pytest.importorskip("torchvision")
    assert cli(["fasterrcnn_resnet50_fpn"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "tracing failed in module rpn: AssertionError" in err
    assert "(at _utils.py:" in err and "__init__.py" not in err
    assert "--input-shape" not in err
    assert ".backbone imports its backbone and FPN" in err


def test_model_assert_points_at_user_line(tmp_path, capsys):
    """A model's own torch._assert: the error names its file and line."""
    src = tmp_path / "m.py"
    src.write_text("import torch, torch.nn as nn\n"
                   "class M(nn.Module):\n"
                   "    def forward(self, x):\n"
                   "        torch._assert(isinstance(x, torch.Tensor), 'need a tensor')\n"
                   "        return x + 1\n"
                   "def m():\n"
                   "    return M(), [(1, 4)]\n")
    assert cli([f"{src}:m"]) == 2
    err = capsys.readouterr().err
    assert "(at m.py:4 in forward: `torch._assert(" in err


# ---------------------------------------------------------------------------
# sweep --seq on a user model, a failing point reported
# ---------------------------------------------------------------------------

def test_sweep_seq_on_user_model(roofline_opt):
    """models.py:gpt --seq 8,16,17: the token ids' dimension 1 is set; 17
    is beyond the 16 positions: that point is a failed row, reported on
    stderr, and the sweep goes on (exit 0)."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    out = subprocess.run([sys.executable, "-m", "roofline", "sweep", f"{MODELS_PY}:gpt",
                          "--batch", "1", "--seq", "8,16,17", "--format", "json",
                          f"--roofline-opt={roofline_opt}"], cwd=PYTHON_DIR, env=env,
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    points = json.loads(out.stdout)["points"]
    assert [(p["seq"], p["verdict"] == "failed") for p in points] == \
        [(8, False), (16, False), (17, True)]
    # The parameters the capacity counts do not move with the sequence.
    assert points[0]["parameter_bytes"] == points[1]["parameter_bytes"] == GPT_PARAMETER_BYTES
    assert points[2]["error"].endswith("the sequence is longer than the model's position "
                                       "table")
    assert "roofline sweep: batch 1, seq 17 failed: " in out.stderr


def test_sweep_seq_dims():
    from roofline.sweep import SweepError, seq_dims_of
    # Token ids [batch, seq] and hidden states [batch, seq, features]:
    # dimension 1; an image has none; --seq-dim says it explicitly.
    assert seq_dims_of("m.py:f", [((1, 8), "i64")]) == [(0, 1)]
    assert seq_dims_of("m.py:f", [((1, 8, 64), "float"), ((1, 8), "bool")]) == [(0, 1), (1, 1)]
    assert seq_dims_of("m.py:f", [((1, 8, 64), "float")], "0:2") == [(0, 2)]
    with pytest.raises(SweepError, match="no sequence dimension"):
        seq_dims_of("m.py:f", [((1, 3, 224, 224), "float")])
    with pytest.raises(SweepError, match="no input 1"):
        seq_dims_of("m.py:f", [((1, 8), "i64")], "1:1")


def test_repeat_interleave_inference(roofline_opt):
    """Grouped-query attention's k.repeat_interleave(4, dim=1) on 2x2x8x8
    keys: one broadcast generic reading 2*2*8*8 floats (1,024 B) and
    writing 4 times as many (4,096 B), then a reshape (no copy)."""
    model, shapes = train_models.gqa()
    report = analyze(roofline_opt, import_model(model, shapes))
    ops = [op for op in report["ops"] if op["loc"].startswith("repeat_interleave")]
    assert [op["bytes"] for op in ops] == [5_120, 5_120]  # keys, values
