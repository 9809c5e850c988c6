"""--autocast f16|bf16 as torch.autocast runs an f32 model on CUDA (issue 30,
item 6): which ops run in the low type, which in f32, what type each result
has (python/roofline/torch_import/autocast.py; the lists of PyTorch's
"CUDA Op-Specific Behavior", docs/importer.md "Autocast").

The type checks read the imported IR and need only PyTorch; the DRAM-byte
checks run roofline-opt ($ROOFLINE_OPT, else build/bin/roofline-opt) and are
skipped without it.
"""

import json
import os
import re
import subprocess
import sys

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed for this python "
                    "(Debian: python3-torch; run /usr/bin/python3 -m pytest)")
import torch.nn as nn  # noqa: E402

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
PYTHON_DIR = os.path.dirname(TESTS_DIR)
if PYTHON_DIR not in sys.path:
    sys.path.insert(0, PYTHON_DIR)

from roofline.torch_import import import_model  # noqa: E402
from roofline.torch_import.models import BertLayer  # noqa: E402


def results(text):
    """(location, result element type) of every op that writes a tensor,
    in order (a linalg op's `-> tensor<...>` and its location)."""
    out = []
    for line in text.split("module {")[1].splitlines():
        m = re.search(r"-> tensor<(?:[0-9]+x)*(\w+)> loc\(\"([^\"]*)\"\)", line)
        if m:
            out.append((m.group(2), m.group(1)))
    return out


def types_at(text, loc):
    return [et for where, et in results(text) if where == loc]


def casts(text):
    return [where for where, _ in results(text) if where.endswith(".autocast")]


class ConvBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.fc = nn.Linear(8, 4)

    def forward(self, x):
        y = torch.relu(self.bn(self.conv(x)))
        return self.fc(y.mean((2, 3)))


def test_conv_block_stays_in_f16():
    """A convolution's result is f16 (LOWER), and batch norm, ReLU and the
    mean after it run in the type of their input (not on any list): f16.
    Casts: the image (f32 input) and the two weights, once each; the
    linear's input is already f16."""
    text = import_model(ConvBlock(), [(2, 3, 8, 8)], autocast="f16")
    assert types_at(text, "conv") == ["f16"]
    assert set(types_at(text, "bn")) == {"f16"}
    assert types_at(text, "relu") == ["f16"]
    assert set(types_at(text, "mean")) == {"f16"}
    assert types_at(text, "fc")[-1] == "f16"
    assert sorted(casts(text)) == ["conv.autocast", "conv.autocast", "fc.autocast"]
    # The conv reads f16 operands into an f16 bias init.
    conv = next(line for line in text.splitlines() if "linalg.conv_2d_nchw_fchw" in line)
    assert "tensor<2x3x10x10xf16>, tensor<8x3x3x3xf16>) outs(" in conv
    assert conv.rstrip().endswith('-> tensor<2x8x8x8xf16> loc("conv")')


class Ops(nn.Module):
    """One op of each policy on f16 activations (the linear's output)."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)
        self.ln = nn.LayerNorm(4)
        self.c = nn.Parameter(torch.zeros(1, 4))

    def forward(self, x):
        h = self.fc(x)                      # f16
        e = torch.exp(h)                    # FP32 list: cast, f32
        p = h.pow(2)                        # FP32 list (pow): cast, f32
        r = 1.0 / h                         # __rtruediv__: FP32 list
        s = h.sum(-1)                       # fp32_set_opt_dtype: f32, no cast
        t = torch.tanh(h)                   # unlisted: f16
        a = h + self.c                      # unlisted, f16 + f32 parameter: f32
        k = torch.cat([h, self.c.expand(2, 4)], 0)   # promote: f32
        n = self.ln(t)                      # FP32 list: cast, f32
        return e, p, r, s, t, a, k, n


def test_op_policies():
    text = import_model(Ops(), [(2, 4)], autocast="f16")
    assert types_at(text, "fc")[-1] == "f16"
    assert types_at(text, "exp") == ["f32"]
    assert types_at(text, "pow") == ["f32"]
    assert types_at(text, "truediv") == ["f32"]
    assert types_at(text, "sum")[-1] == "f32"
    assert types_at(text, "tanh") == ["f16"]
    assert types_at(text, "add") == ["f32"]
    assert types_at(text, "ln")[-1] == "f32"
    # Casts of f16 activations to f32 before each FP32-list op, one per use;
    # cat converts its f16 operand to the widest type; sum and tanh read f16.
    assert sorted(casts(text)) == sorted(["fc.autocast", "fc.autocast", "exp.autocast",
                                          "pow.autocast", "truediv.autocast",
                                          "ln.autocast", "cat.autocast"])
    # The sum reads the f16 tensor and writes f32 in one op (one kernel in
    # PyTorch: ReduceOpsKernel.cu's half-to-float sum).
    sum_line = [line for line in text.splitlines() if 'loc("sum")' in line and "} ->" in line]
    assert len(sum_line) == 1 and sum_line[0].rstrip().endswith('-> tensor<2xf32> loc("sum")')


class Attn(nn.Module):
    def forward(self, q, k):
        return torch.softmax(q @ k.transpose(-1, -2), -1)


def test_softmax_f16_and_bf16():
    """softmax is fp32_set_opt_dtype: f16 in, f32 out. linalg.softmax has
    one element type, so an f16 input is an f16 softmax and a conversion
    (`.half_to_float`); a bf16 input is converted first, as SoftMax.cpp
    does (`input_.toType(dtype)`), and the softmax runs in f32."""
    f16 = import_model(Attn(), [(2, 3, 4), (2, 3, 4)], autocast="f16")
    assert types_at(f16, "softmax") == ["f16"]
    assert types_at(f16, "softmax.half_to_float") == ["f32"]
    bf16 = import_model(Attn(), [(2, 3, 4), (2, 3, 4)], autocast="bf16")
    assert types_at(bf16, "softmax.autocast") == ["f32"]
    assert types_at(bf16, "softmax") == ["f32"]
    assert types_at(bf16, "matmul")[-1] == "bf16"


def test_bert_layer_types():
    """One BERT-base layer, hand-traced through autocast's lists: the query,
    key and value linears each cast the f32 input (3 activation casts: no
    cache for activations); 6 weight casts (q, k, v, attention output,
    intermediate, output); the attention probabilities (f32, from the
    softmax) are cast for the p.v matmul (1); the intermediate linear casts
    the f32 LayerNorm output (1): 11 casts. The biases are converted inside
    their broadcast (`.bias`), not cast. Both LayerNorms run in f32 on f32
    inputs (dense output f16 + residual f32 = f32: no cast), and every
    matmul writes f16."""
    text = import_model(BertLayer(), [(1, 128, 768)], autocast="f16")
    assert len(casts(text)) == 11
    assert sorted(set(casts(text))) == sorted({
        "attention.self.query.autocast", "attention.self.key.autocast",
        "attention.self.value.autocast", "attention.self.matmul_1.autocast",
        "attention.output.dense.autocast", "intermediate.dense.autocast",
        "output.dense.autocast"})
    for loc in ("attention.output.LayerNorm", "output.LayerNorm"):
        assert set(types_at(text, loc)) == {"f32"}
    for line in text.splitlines():
        if "linalg.matmul" in line or "linalg.batch_matmul" in line:
            assert re.search(r"-> tensor<[0-9x]+xf16> loc", line), line
    assert types_at(text, "attention.self.softmax.half_to_float") == ["f32"]


# ---------------------------------------------------------------------------
# DRAM bytes through roofline-opt
# ---------------------------------------------------------------------------

@pytest.fixture(scope="module")
def analyze(tmp_path_factory):
    path = os.environ.get("ROOFLINE_OPT") or os.path.normpath(
        os.path.join(PYTHON_DIR, "..", "build", "bin", "roofline-opt"))
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        pytest.skip(f"roofline-opt not found at {path} (build it, or set ROOFLINE_OPT)")
    root = tmp_path_factory.mktemp("autocast")

    def run(text, name):
        f = root / f"{name}.mlir"
        f.write_text(text)
        # mode=eager: each op a kernel of its own, so that two imports
        # compare op for op (compiled mode fuses elementwise ops into their
        # neighbours' kernels, docs/model.md 1.8).
        out = subprocess.run([path, "--analyze", "--json", "--device=a100",
                              "--mode=eager", str(f)],
                             capture_output=True, text=True, timeout=600)
        assert out.returncode == 0, out.stderr
        return json.loads(out.stdout)
    return run


def by_loc(report):
    table = {}
    for op in report["ops"]:
        table.setdefault(op["loc"], []).append(op["bytes"])
    return table


def test_resnet50_autocast_bytes_are_the_f16_bytes_plus_the_casts(analyze):
    """ResNet-50, batch 32: under autocast every op after the first
    convolution is f16 (test_conv_block_stays_in_f16), so the import moves
    what the all-f16 import (`--dtype f16`) moves, op for op, plus the casts
    and one detail:

    - weight casts: the conv and fc weights, 25,502,912 elements (25,557,032
      parameters less 53,120 batch-norm affine ones and the 1,000-element fc
      bias), each read as f32 (4 B) and written as f16 (2 B): 6 x 25,502,912
      = 153,017,472 B;
    - the image cast: 32 x 3 x 224 x 224 = 4,816,896 elements x 6 B =
      28,901,376 B;
    - the fc bias broadcast, which reads an f32 bias under autocast and an
      f16 one in the f16 import, is the fc GEMM's epilogue in both
      (Folding.cpp: 0 B of its own; the GEMM reads the 1,000-element vector
      at its output's 2 B either way).

    Total difference 181,918,848 B. Against the all-f16 import's bytes (about
    5 GB at batch 32 with every op a kernel: activations 32x larger than
    batch 1's) that is under 4%, inside the 10% the issue asks; at batch 1
    the same 153 MB of weight casts would dominate (the weights are cast on
    every forward). In the default compiled mode, where each convolution's
    batch norm and ReLU run in its kernel, the f16 import moves 1.80 GB and
    the casts are 10.1% of it."""
    import torchvision
    model = torchvision.models.resnet50()
    amp = analyze(import_model(model, [(32, 3, 224, 224)], autocast="f16"), "amp")
    f16 = analyze(import_model(model, [(32, 3, 224, 224)], dtype="f16"), "f16")
    a, h = by_loc(amp), by_loc(f16)
    cast_bytes = sum(sum(v) for k, v in a.items() if k.endswith(".autocast"))
    assert cast_bytes == 6 * 25502912 + 6 * 4816896
    for loc, bytes_ in h.items():
        assert a[loc] == bytes_, loc
    assert a["fc.bias"] == [0]
    total_amp, total_f16 = amp["totals"]["bytes"], f16["totals"]["bytes"]
    assert total_amp - total_f16 == 181918848
    assert abs(total_amp / total_f16 - 1) < 0.10


class SharedLinear(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)

    def forward(self, x):
        return self.fc(torch.relu(self.fc(x)))


def test_weight_cast_once_activation_cast_per_use():
    """One linear called twice: its weight is cast once (autocast caches
    the casts of model weights within its region), the f32 input once; the
    second call reads relu's f16 output, which needs no cast. Both matmuls
    read f16 operands into f16 results (their biases converted in the
    broadcast)."""
    text = import_model(SharedLinear(), [(4, 8)], autocast="f16")
    assert casts(text) == ["fc.autocast", "fc.autocast"]  # x, then the weight
    matmuls = [line for line in text.splitlines() if "linalg.matmul" in line]
    assert len(matmuls) == 2
    assert all("tensor<4x8xf16>, tensor<8x8xf16>) outs(" in m and "-> tensor<4x8xf16>" in m
               for m in matmuls)
    assert types_at(text, "relu") == ["f16"]
