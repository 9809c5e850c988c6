"""The importer on the layers users' models have (issue 15): stock
nn.TransformerEncoderLayer, masked attention, LSTM/GRU, GroupNorm and
InstanceNorm, interpolate, einsum, embedding, GELU/SiLU; the precision the
model has (.half(), .bfloat16(), autocast); and the errors (every
unsupported op at once, the true cause of a tracing failure, the Python
that cannot see Debian's torch).

FLOP counts are derived by hand from roofline-opt's rules (docs/model.md
1.1): an MxNxK matmul is 2MNK; a payload's arith add/sub/mul/div/max/neg/
floor is 1 FLOP a point; exp, tanh, erf, rsqrt are transcendentals (0
FLOPs); casts, selects, constants, integer and index ops are 0 FLOPs.
"""

import json
import os
import subprocess
import sys

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed for this python "
                    "(Debian: python3-torch; run /usr/bin/python3 -m pytest)")
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
PYTHON_DIR = os.path.dirname(TESTS_DIR)
if PYTHON_DIR not in sys.path:
    sys.path.insert(0, PYTHON_DIR)

from roofline.torch_import import ImportFailure, import_model  # noqa: E402
from roofline.torch_import.cli import _torch_missing_message  # noqa: E402
from roofline.torch_import.fx_to_linalg import UnsupportedOps  # noqa: E402


@pytest.fixture(scope="module")
def analyze(tmp_path_factory):
    path = os.environ.get("ROOFLINE_OPT") or os.path.normpath(
        os.path.join(PYTHON_DIR, "..", "build", "bin", "roofline-opt"))
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        pytest.skip(f"roofline-opt not found at {path} (build it, or set ROOFLINE_OPT)")
    root = tmp_path_factory.mktemp("breadth")

    def run(model, shapes, **kwargs):
        text = import_model(model, shapes, **kwargs)
        f = root / "m.mlir"
        f.write_text(text)
        out = subprocess.run([path, "--analyze", "--json", "--device=a100", str(f)],
                             capture_output=True, text=True, timeout=300)
        assert out.returncode == 0, out.stderr
        report = json.loads(out.stdout)
        assert report["unmodeled"] == [], report["unmodeled"]
        return text, report["ops"]
    return run


def flops(ops, kind=None, loc=None):
    return sum(o["flops"] for o in ops if (kind is None or kind in o["op"])
               and (loc is None or o["loc"].endswith(loc)))


def contraction_flops(ops):
    return sum(o["flops"] for o in ops if "matmul" in o["op"] or "conv" in o["op"])


# ---------------------------------------------------------------------------
# Transformers and attention
# ---------------------------------------------------------------------------

def test_stock_transformer_encoder_layer(analyze):
    """Stock layer (its forward asks src.is_nested, src.dim(), device):
    d = 16, 2 heads of 8, feed-forward 32, batch 1, 4 tokens:
    in_proj 2*4*48*16 = 6144, q.k^T and p.v 2 * (2*2*4*4*8 = 512),
    out_proj 2*4*16*16 = 2048, linear1 and linear2 2 * (2*4*32*16 = 4096):
    17408."""
    _, ops = analyze(nn.TransformerEncoderLayer(16, 2, 32, batch_first=True), [(1, 4, 16)])
    assert contraction_flops(ops) == 17408
    assert flops(ops, "softmax") == 2 * 4 * 4 * 4  # max, sub, sum, div per score


class EncoderWithPadding(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(16, 2, 32, batch_first=True),
                                         num_layers=2)

    def forward(self, x, padding):
        return self.enc(x, src_key_padding_mask=padding)


def test_transformer_encoder_key_padding_mask(analyze):
    """Two layers, batch 2: twice the contractions per layer of the test
    above, 2 * 2 * 17408 = 69632; the boolean key padding mask is one select
    generic per layer (0 FLOPs) over the 2*2*4*4 scores."""
    _, ops = analyze(EncoderWithPadding(), [(2, 4, 16), ((2, 4), "bool")])
    assert contraction_flops(ops) == 69632
    masks = [o for o in ops if o["loc"].endswith("self_attn.key_padding_mask")]
    assert len(masks) == 2 and all(o["flops"] == 0 for o in masks)


class MHAMasks(nn.Module):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(16, 2)  # sequence first

    def forward(self, x, attn_mask, padding):
        return self.mha(x, x, x, attn_mask=attn_mask, key_padding_mask=padding,
                        need_weights=False)[0]


def test_multihead_attention_masks(analyze):
    """L = S = 4, batch 2, 2 heads: the float attn_mask [4, 4] is added to
    the 2*2*4*4 = 64 scores (64 FLOPs), the key padding mask [2, 4] selects
    (0 FLOPs). Contractions: in_proj 2*8*48*16 = 12288, q.k^T and p.v
    2 * (2*4*4*4*8 = 1024), out_proj 2*8*16*16 = 4096: 18432."""
    text, ops = analyze(MHAMasks(), [(4, 2, 16), (4, 4), ((2, 4), "bool")])
    assert flops(ops, loc="mha.mask") == 64
    assert flops(ops, loc="mha.key_padding_mask") == 0
    assert contraction_flops(ops) == 18432
    # the padding mask is read per batch row of the B*H = 4 score rows
    assert "d0 floordiv 2" in text


class ExplicitAttention(nn.Module):
    def forward(self, q, k, v, mask):
        s = q @ k.transpose(-2, -1) / (q.shape[-1] ** 0.5) + mask
        return F.softmax(s, dim=-1) @ v


def test_explicit_masked_attention(analyze):
    """softmax(q k^T / sqrt(d) + mask) v, batch 2, 4 tokens, d = 8: q.k^T
    2*2*4*4*8 = 512 (k^T read through the matmul's maps, no transpose op),
    the division and the mask add 32 each, softmax 4*32 = 128, p.v 512."""
    _, ops = analyze(ExplicitAttention(), [(2, 4, 8)] * 3 + [(4, 4)])
    assert contraction_flops(ops) == 1024
    assert flops(ops, "softmax") == 128
    assert flops(ops, "generic") == 64
    assert not any(o["op"] == "linalg.transpose" for o in ops)


class EinsumAttention(nn.Module):
    """MaxViT's form: einsum with spaces and a 5-D batch."""

    def forward(self, q, k):
        return torch.einsum("b g h i d, b g h j d -> b g h i j", q, k)


def test_einsum_is_a_batch_matmul(analyze):
    """b g h = 1*2*3 batches of [4 x 5] x [5 x 6]^T: 2*6*4*6*5 = 1440, one
    linalg.batch_matmul reading k through transposed maps."""
    _, ops = analyze(EinsumAttention(), [(1, 2, 3, 4, 5), (1, 2, 3, 6, 5)])
    bmm = [o for o in ops if o["op"] == "linalg.batch_matmul"]
    assert len(bmm) == 1 and bmm[0]["flops"] == 1440
    assert not any(o["op"] == "linalg.transpose" for o in ops)


# ---------------------------------------------------------------------------
# Recurrent layers, normalisation, resampling, embedding, activations
# ---------------------------------------------------------------------------

def test_lstm_unrolled(analyze):
    """LSTM(8 -> 16), batch 2, 3 steps, batch_first. Input projection of
    all steps: 2*(3*2)*64*8 = 6144; per step the hidden projection
    2*2*64*16 = 4096, the cell state (sigmoid(i), sigmoid(f): add, neg, add,
    div = 4 each; tanh(g): the add; c = f c + i g: 3) 12 x 32 = 384 and the
    hidden state (sigmoid(o) 4 + the product 1) 5 x 32 = 160. Total
    6144 + 3 * 4640 = 20064."""
    _, ops = analyze(nn.LSTM(8, 16, batch_first=True), [(2, 3, 8)])
    assert len([o for o in ops if o["loc"] == "lstm.l0.hh" and "matmul" in o["op"]]) == 3
    assert flops(ops, loc="lstm.l0.cell") == 3 * 384
    assert flops(ops, loc="lstm.l0.hidden") == 3 * 160
    assert sum(o["flops"] for o in ops) == 20064


def test_gru_bidirectional(analyze):
    """Bidirectional GRU(8 -> 16), 3 steps, batch 2, each direction: input
    projection 2*6*48*8 = 4608, per step the hidden projection 2*2*48*16 =
    3072 and the cell (r, z: 4 each; n = tanh(x + r h): 2; h = n + z (h - n):
    3) 13 x 32 = 416. Two directions: 2 * (4608 + 3 * 3488) = 30144."""
    _, ops = analyze(nn.GRU(8, 16, bidirectional=True), [(3, 2, 8)])
    assert sum(o["flops"] for o in ops) == 30144
    assert any(o["loc"].startswith("gru.l0_reverse") for o in ops)


def test_group_and_instance_norm(analyze):
    """GroupNorm(2 groups, 4 channels) and affine InstanceNorm on 1x4x3x3
    (36 elements): the sum 36, the squared deviations (mul, sub, mul, add)
    4 x 36 = 144, the normalisation (two scalings, + eps, sub, mul, weight,
    bias) 7 x 36 = 252: 432 each."""
    _, ops = analyze(nn.Sequential(nn.GroupNorm(2, 4), nn.InstanceNorm2d(4, affine=True)),
                     [(1, 4, 3, 3)])
    assert flops(ops, loc="0") + flops(ops, loc="0.mean") + flops(ops, loc="0.var") == 432
    assert sum(o["flops"] for o in ops) == 864


class Resample(nn.Module):
    def forward(self, x):
        return (F.interpolate(x, scale_factor=2, mode="nearest"),
                F.interpolate(x, size=(8, 8), mode="bilinear", align_corners=False))


def test_interpolate(analyze):
    """1x2x4x4 to 8x8 (128 outputs). Nearest: a copy through
    `floordiv 2` maps, 0 FLOPs, 128 B read + 512 B written. Bilinear: per
    output the source coordinate per axis (+0.5, *scale, -0.5, max 0,
    floor, the fraction: 6), three lerps (sub, mul, add: 9): 21 x 128 =
    2688."""
    text, ops = analyze(Resample(), [(1, 2, 4, 4)])
    nearest, bilinear = [o for o in ops if o["loc"].startswith("interpolate")]
    assert nearest["flops"] == 0 and nearest["bytes"] == 640
    assert "d2 floordiv 2" in text
    assert bilinear["flops"] == 2688


class TokenMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(10, 8)
        self.w = nn.Parameter(torch.zeros(16, 8))

    def forward(self, ids):
        x = self.emb(ids)
        h = F.gelu(F.linear(x, self.w))
        return F.silu(h) + F.gelu(h, approximate="tanh")


def test_embedding_gelu_silu_functional(analyze):
    """Ids [2, 3] -> embedding rows [2, 3, 8] (a gather, 0 FLOPs), F.linear
    to 16: 2*6*16*8 = 1536; gelu (x/sqrt2, +1, x/2, product: 4) 96 x 4 =
    384; silu (neg, +1, div: 3) 288; tanh gelu (x^2, x^3, *c, +x, *k, +1,
    x/2, product: 8) 768; the add 96."""
    _, ops = analyze(TokenMLP(), [((2, 3), "i64")])
    assert flops(ops, "matmul") == 1536
    assert flops(ops, loc="emb") == 0
    assert flops(ops, loc="gelu") == 384
    assert flops(ops, loc="silu") == 288
    assert flops(ops, loc="gelu_1") == 768
    assert sum(o["flops"] for o in ops) == 1536 + 384 + 288 + 768 + 96


# ---------------------------------------------------------------------------
# Precision
# ---------------------------------------------------------------------------

def small_cnn():
    return nn.Sequential(nn.Conv2d(3, 8, 3), nn.ReLU(), nn.Flatten(), nn.Linear(8 * 6 * 6, 10))


@pytest.mark.parametrize("cast,et,cls", [("half", "f16", "fp16_tc"),
                                         ("bfloat16", "bf16", "bf16_tc")])
def test_half_and_bfloat16_models(analyze, cast, et, cls):
    """A .half() (.bfloat16()) model imports in its own type: inputs and
    weights in it, the contractions on its tensor-core class."""
    text, ops = analyze(getattr(small_cnn(), cast)(), [(1, 3, 8, 8)])
    assert f"%input: tensor<1x3x8x8x{et}>" in text
    assert f"%v0.weight: tensor<8x3x3x3x{et}>" in text
    assert "f32" not in text.split("module {")[1]
    assert {o["compute_class"] for o in ops if "conv" in o["op"] or "matmul" in o["op"]} == {cls}


def test_autocast_needs_an_f32_model():
    with pytest.raises(ImportFailure, match="needs an f32 model"):
        import_model(small_cnn().half(), [(1, 3, 8, 8)], autocast="f16")


# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------

class ManyUnsupported(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.ModuleList([nn.ConvTranspose2d(4, 4, 2, 2) for _ in range(6)])

    def forward(self, x):
        for up in self.up:
            x = up(x)
        return torch.cumsum(x, 1)


def test_every_unsupported_op_in_one_error():
    """Six transposed convolutions and a cumsum: one error, each kind once
    with its count and (the first four) module paths."""
    with pytest.raises(UnsupportedOps) as e:
        import_model(ManyUnsupported(), [(1, 4, 2, 2)])
    msg = str(e.value)
    assert msg.startswith("7 unsupported ops (2 kinds): ")
    assert "nn.ConvTranspose2d x6 at up.0, up.1, up.2, up.3 and 2 more" in msg
    assert "torch.cumsum x1 at <top level>" in msg


def test_torch_invisible_to_this_python(tmp_path):
    """torch in Debian's dist-packages but not importable: the message
    names Debian's /usr/bin/python3."""
    (tmp_path / "torch").mkdir()
    msg = _torch_missing_message(str(tmp_path), "/home/u/.pyenv/shims/python3")
    assert "cannot see it" in msg and "/usr/bin/python3" in msg
    assert "/home/u/.pyenv/shims/python3" in msg
    missing = _torch_missing_message(str(tmp_path / "none"), "/usr/bin/python3")
    assert "not installed" in missing and "apt-get install python3-torch" in missing


def test_autocast_and_a_forced_dtype_conflict():
    with pytest.raises(ImportFailure, match="choose one"):
        import_model(small_cnn(), [(1, 3, 8, 8)], dtype="f16", autocast="f16")


# ---------------------------------------------------------------------------
# What Swin's traced-through attention needs
# ---------------------------------------------------------------------------

class SwinPieces(nn.Module):
    def __init__(self):
        super().__init__()
        self.register_buffer("index", torch.zeros(6, dtype=torch.int64))
        self.table = nn.Parameter(torch.zeros(9, 2))

    def forward(self, x):
        mask = x.new_zeros((4, 4))
        mask[0:2, 1:3] = 5.0
        rolled = torch.roll(x, shifts=(-1,), dims=(1,))
        return rolled + mask, self.table[self.index]


def test_slice_assignment_roll_and_gather(analyze):
    """mask[0:2, 1:3] = 5 is an insert_slice of a 2x2 fill that the add then
    reads (not the zeros); roll by -1 along dim 1 (of 4) is the columns
    [1:4] and [0:1] concatenated; table[index] gathers 6 rows of 2 (0
    FLOPs)."""
    text, ops = analyze(SwinPieces(), [(4, 4)])
    assert "tensor.insert_slice %fill_1 into %fill[0, 1][2, 2][1, 1]" in text
    add = next(line for line in text.splitlines() if "%add = linalg.generic" in line)
    assert "%inserted" in add
    assert "%x[0, 1][4, 3][1, 1]" in text and "%x[0, 0][4, 1][1, 1]" in text
    assert "tensor.concat dim(1) %slice, %slice_1" in text
    gather = next(o for o in ops if o["loc"] == "slice")
    assert gather["flops"] == 0
    assert "tensor.extract %table" in text
