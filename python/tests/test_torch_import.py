"""Tests of the PyTorch importer (python/roofline/torch_import).

Needs PyTorch (Debian: python3-torch; run with /usr/bin/python3) and, for the
torchvision models, torchvision; the checks through roofline-opt need the
built binary ($ROOFLINE_OPT, else build/bin/roofline-opt). Each is skipped
with its reason when missing. Models are traced on the meta device (shapes
only), so the whole file runs in seconds.
"""

import json
import math
import os
import re
import subprocess
import sys

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed for this python "
                    "(Debian: python3-torch; run /usr/bin/python3 -m pytest)")
import torch.nn as nn  # noqa: E402
import torch.nn.functional as F  # noqa: E402

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO_DIR = os.path.dirname(PYTHON_DIR)
MODELS_DIR = os.path.join(REPO_DIR, "examples", "models")
if PYTHON_DIR not in sys.path:
    sys.path.insert(0, PYTHON_DIR)

from roofline.torch_import import cli, import_model, load_model  # noqa: E402
from roofline.torch_import.fx_to_linalg import reshape_groups  # noqa: E402

# torchvision's published cost (weights' meta "_ops", GMACs at 224x224,
# batch 1; the documentation's "GFLOPS" column shows them rounded to 2
# decimals) for the models bundled in examples/models.
TORCHVISION_GMACS = {
    "resnet18": (1.814, 1.81),
    "resnet50": (4.089, 4.09),
    "mobilenet_v2": (0.301, 0.30),
    "mobilenet_v3_large": (0.217, 0.22),
    "vgg16": (15.47, 15.47),
    "vit_b_16": (17.564, 17.56),
}

# examples/models file stem -> importer arguments (as scripts/import-models.sh)
BUNDLED = {
    "resnet18": ["resnet18", "--input-shape", "1,3,224,224"],
    "resnet50": ["resnet50", "--input-shape", "1,3,224,224"],
    "mobilenet_v2": ["mobilenet_v2", "--input-shape", "1,3,224,224"],
    "mobilenet_v3_large": ["mobilenet_v3_large", "--input-shape", "1,3,224,224"],
    "vgg16": ["vgg16", "--input-shape", "1,3,224,224"],
    "vit_b_16": ["vit_b_16", "--input-shape", "1,3,224,224"],
    "bert_base_layer": ["bert-base-layer", "--input-shape", "1,128,768"],
    "gpt2_block_prefill": ["gpt2-block-prefill", "--input-shape", "1,512,768"],
    "gpt2_block_decode": ["gpt2-block-decode", "--input-shape", "1,1,768",
                          "--input-shape", "1,12,512,64", "--input-shape", "1,12,512,64"],
}
TORCHVISION_STEMS = set(TORCHVISION_GMACS)


def has_torchvision():
    try:
        import torchvision  # noqa: F401
        return True
    except ImportError:
        return False


needs_torchvision = pytest.mark.skipif(
    not has_torchvision(),
    reason="torchvision is not installed for this python (Debian: python3-torchvision)")


def analyze(tool, path, device="a100"):
    out = subprocess.run([tool, "--analyze", "--json", f"--device={device}", path],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, f"roofline-opt failed on {path}:\n{out.stderr}"
    return json.loads(out.stdout)


def contraction_macs(report):
    """Multiply-accumulates of the convolutions and matmuls: FLOPs / 2."""
    return sum(op["flops"] // 2 for op in report["ops"]
               if "conv" in op["op"] or "matmul" in op["op"])


def strip_header(text):
    return "\n".join(line for line in text.splitlines() if not line.startswith("//"))


def import_text(argv):
    """What `python3 -m roofline.torch_import ARGV` writes, without the file."""
    model, default_shapes, _ = load_model(argv[0])
    shapes = [tuple(int(d) for d in argv[i + 1].split(","))
              for i, a in enumerate(argv) if a == "--input-shape"]
    return import_model(model, shapes or default_shapes, in_place=True)


@pytest.fixture(scope="session")
def fresh(tmp_path_factory):
    """Fresh imports of the bundled models, one per session: stem -> path."""
    cache = {}
    root = tmp_path_factory.mktemp("fresh")

    def get(stem):
        if stem not in cache:
            path = root / f"{stem}.mlir"
            path.write_text(import_text(BUNDLED[stem]))
            cache[stem] = str(path)
        return cache[stem]
    return get


@pytest.fixture(scope="session")
def fresh_report(fresh, roofline_opt):
    cache = {}

    def get(stem, device="a100"):
        if (stem, device) not in cache:
            cache[(stem, device)] = analyze(roofline_opt, fresh(stem), device)
        return cache[(stem, device)]
    return get


def run_cli(argv, capsys):
    rc = cli(argv)
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


# ---------------------------------------------------------------------------
# The published MAC counts
# ---------------------------------------------------------------------------

@needs_torchvision
@pytest.mark.parametrize("name", sorted(TORCHVISION_GMACS))
def test_macs_match_torchvision(name, fresh_report):
    published, shown = TORCHVISION_GMACS[name]
    gmacs = contraction_macs(fresh_report(name)) / 1e9
    assert abs(gmacs - published) <= 0.01 * published, \
        f"{name}: {gmacs:.4f} GMACs from the imported IR, torchvision publishes {published}"
    # ... and the documentation's 2-decimal column is the same number rounded.
    assert round(gmacs, 2) == pytest.approx(shown)


# ---------------------------------------------------------------------------
# The bundled files
# ---------------------------------------------------------------------------

def test_every_bundled_model_is_listed():
    present = sorted(f[:-5] for f in os.listdir(MODELS_DIR) if f.endswith(".mlir"))
    assert present == sorted(BUNDLED)


@pytest.mark.parametrize("stem", sorted(BUNDLED))
def test_bundled_model_fully_costed(stem, roofline_opt):
    report = analyze(roofline_opt, os.path.join(MODELS_DIR, f"{stem}.mlir"))
    assert report["totals"]["unmodeled_ops"] == 0, report["unmodeled"]
    assert report["totals"]["costed_ops"] > 0
    # Every op is located at a PyTorch module path, never at a file position.
    for op in report["ops"]:
        assert not re.search(r"\.mlir:\d+:\d+$", op["loc"]), op
        assert op["loc"], op


@pytest.mark.parametrize("stem", sorted(BUNDLED))
def test_bundled_model_up_to_date(stem, fresh):
    if stem in TORCHVISION_STEMS and not has_torchvision():
        pytest.skip("torchvision is not installed for this python (Debian: python3-torchvision)")
    with open(os.path.join(MODELS_DIR, f"{stem}.mlir")) as f:
        committed = f.read()
    with open(fresh(stem)) as f:
        now = f.read()
    assert strip_header(committed) == strip_header(now), \
        f"examples/models/{stem}.mlir is stale: run bash scripts/import-models.sh {stem}"
    # The header records the command that made it.
    expected = "python3 -m roofline.torch_import " + " ".join(BUNDLED[stem]) + \
        f" -o examples/models/{stem}.mlir"
    assert expected in committed


def test_bundled_readme_lists_the_commands():
    with open(os.path.join(MODELS_DIR, "README.md")) as f:
        readme = f.read()
    for stem, argv in BUNDLED.items():
        cmd = ("PYTHONPATH=python python3 -m roofline.torch_import " + " ".join(argv)
               + f" -o examples/models/{stem}.mlir")
        assert cmd in readme, cmd


def test_models_table_up_to_date(roofline_opt):
    env = dict(os.environ, ROOFLINE_OPT=roofline_opt)
    out = subprocess.run([sys.executable, os.path.join(REPO_DIR, "scripts", "models-table.py"),
                          "--check"], capture_output=True, text=True, env=env, timeout=300)
    assert out.returncode == 0, out.stderr


# ---------------------------------------------------------------------------
# GPT-2: decode is memory-bound, prefill compute-bound (A100)
# ---------------------------------------------------------------------------

def test_gpt2_decode_launch_bound(fresh_report, fresh, roofline_opt):
    report = fresh_report("gpt2_block_decode")
    # Batch-1 decode: every kernel is small, so launch overhead is the largest
    # share of the predicted time (docs/model.md 1.7); the work itself is
    # memory-bound. Not a majority: the tiled matmuls' start-up (5.05 us, the
    # default kernel_floor_us, longer than the 3 us launch) is latency, and the
    # layer norms run as one row kernel each; the biases are the GEMMs'
    # epilogues and the head split and merge run in the attention kernel
    # (docs/models.md: 39.4% launch, 45.4% before those two rules).
    assert report["verdict"] == "launch-bound"
    assert report["totals"]["launch_share"] > 0.35
    matmuls = [op for op in report["ops"] if "matmul" in op["op"]]
    assert len(matmuls) == 6  # c_attn, q.k, p.v, c_proj, c_fc, mlp.c_proj
    for op in matmuls:  # matrix-vector: far below the ridge point (12.5 FLOP/B)
        assert op["intensity"] < 1.0, op["loc"]
    # On the DRAM-only roofline the work of every one of them is DRAM-bound
    # (some are launch-bound overall). (The hierarchical model charges a
    # 1-row GEMV whole 16-row tiles on a few SMs and calls some of them
    # compute-bound: see docs/importer.md.)
    out = subprocess.run(
        [roofline_opt, fresh("gpt2_block_decode"), "-o", os.devnull,
         "--pass-pipeline=builtin.module(roofline-analyze{device=a100 hierarchy=false "
         "format=json})"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    flat = json.loads(out.stdout)
    assert flat["verdict"] == "launch-bound"
    # q.k runs inside the attention kernel of p.v (docs/model.md 1.8,
    # "Attention"): no binding of its own.
    fused = [op["loc"] for op in flat["ops"] if "matmul" in op["op"] and op["folded_into"]]
    assert fused == ["attn.matmul"]
    for op in flat["ops"]:
        if "matmul" in op["op"] and not op["folded_into"]:
            assert op["work_binding"] == "dram", op["loc"]
            assert op["bound"] in ("memory", "launch"), op["loc"]


def test_gpt2_prefill_compute_bound(fresh_report):
    report = fresh_report("gpt2_block_prefill")
    assert report["verdict"] == "compute-bound"
    assert report["totals"]["memory_bound_share"] < 0.5
    for op in report["ops"]:
        # q.k runs inside the attention kernel of p.v: judged as that kernel.
        if "matmul" in op["op"] and not op["folded_into"]:
            assert op["bound"] == "compute", op["loc"]


def test_gpt2_and_bert_macs(fresh_report):
    h, f = 768, 3072
    # BERT layer, seq 128: q, k, v, out projections, the FFN, q.k^T and p.v.
    s = 128
    bert = 4 * s * h * h + 2 * s * h * f + 2 * 12 * s * s * 64
    assert contraction_macs(fresh_report("bert_base_layer")) == bert
    s = 512
    prefill = s * h * 3 * h + s * h * h + 2 * s * h * f + 2 * 12 * s * s * 64
    assert contraction_macs(fresh_report("gpt2_block_prefill")) == prefill
    decode = h * 3 * h + h * h + 2 * h * f + 2 * 12 * 513 * 64
    assert contraction_macs(fresh_report("gpt2_block_decode")) == decode


# ---------------------------------------------------------------------------
# Weights and KV cache marked at the source (the capacity counts them)
# ---------------------------------------------------------------------------

@needs_torchvision
def test_resnet18_parameter_bytes(fresh_report):
    # torchvision's ResNet-18 has 11,689,512 parameters (sum of numel over
    # model.parameters(); "11.7M" in its published table). The importer
    # folds each batch norm's weight, bias and running statistics into a
    # per-channel scale and shift: two arguments of C elements, as many as
    # the norm's weight and bias, so the arguments hold the same 11,689,512
    # f32 values: 46,758,048 B, in 20 convolution weights + 20 x 2 scale and
    # shift + the fc weight and bias = 62 tensors. The input is not one.
    cap = fresh_report("resnet18")["capacity"]
    assert cap["parameters"] == {"bytes": 11_689_512 * 4, "tensors": 62}
    assert cap["inputs"] == {"bytes": 3 * 224 * 224 * 4, "tensors": 1}
    assert cap["kv_cache"]["bytes"] == 0


def test_gpt2_decode_kv_cache_and_weights(fresh_report):
    cap = fresh_report("gpt2_block_decode")["capacity"]
    # past_key and past_value: 2 x (1 x 12 heads x 512 positions x 64) f32.
    assert cap["kv_cache"] == {"bytes": 2 * 12 * 512 * 64 * 4, "tensors": 2}
    # 7,087,872 f32 parameters (2 layer norms 4 x 768, c_attn 768 x 2304 +
    # 2304, attn c_proj 768 x 768 + 768, c_fc 768 x 3072 + 3072, mlp c_proj
    # 3072 x 768 + 768), the 1024 x 1024 bool causal-mask buffer (1 B each)
    # and the 4-byte masked_bias buffer.
    params = 4 * 768 + 768 * 2304 + 2304 + 768 * 768 + 768 + 768 * 3072 + 3072 \
        + 3072 * 768 + 768
    assert params == 7_087_872
    assert cap["parameters"]["bytes"] == params * 4 + 1024 * 1024 + 4
    assert cap["inputs"] == {"bytes": 768 * 4, "tensors": 1}  # the one new token


def test_autocast_and_training_leave_weights_unmarked():
    # Under autocast PyTorch casts the weights on every forward; the analysis
    # would charge nothing for converting a roofline.weight, so they stay
    # unmarked (fx_to_linalg.Converter.arg_attr).
    model = nn.Sequential(nn.Linear(8, 4))
    plain = import_model(model, [(2, 8)])
    assert ("@forward(%input: tensor<2x8xf32>, %v0.weight: tensor<4x8xf32> "
            "{roofline.weight}, %v0.bias: tensor<4xf32> {roofline.weight})") in plain
    assert "roofline.weight" not in import_model(model, [(2, 8)], autocast="f16")


# ---------------------------------------------------------------------------
# What the IR looks like
# ---------------------------------------------------------------------------

@needs_torchvision
def test_resnet18_ir_shape(fresh):
    text = open(fresh("resnet18")).read()
    assert 'linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, ' \
           'strides = dense<[2, 2]> : tensor<2xi64>}' in text
    assert 'loc("layer1.0.conv1")' in text
    assert 'loc("layer1.0.bn1")' in text
    assert 'loc("layer1.0.add")' in text  # out += identity, in module layer1.0
    assert "%layer1.0.bn1.scale: tensor<64xf32>" in text  # folded batch norm
    assert "linalg.pooling_nchw_max" in text and "linalg.pooling_nchw_sum" in text
    assert "dense<" not in text.replace("dense<[", "")  # no weight constants
    # fc: a matmul reading the weight transposed through its indexing maps.
    assert re.search(r"linalg\.matmul indexing_maps = \[[^]]*\(d1, d2\)[^]]*\] "
                     r"ins\(%\S+, %fc\.weight", text)


@needs_torchvision
def test_mobilenet_depthwise_and_se(fresh):
    text = open(fresh("mobilenet_v3_large")).read()
    assert "linalg.depthwise_conv_2d_nchw_chw" in text
    assert 'loc("features.4.block.2.fc1")' in text  # squeeze-excitation 1x1 conv
    assert "math.erf" not in text  # hardswish / hardsigmoid, no GELU
    assert 'loc("features.4.block.2.mul")' in text  # scale * input


@needs_torchvision
def test_vit_attention_ops(fresh):
    text = open(fresh("vit_b_16")).read()
    assert "linalg.softmax dimension(2)" in text
    assert text.count("linalg.batch_matmul") == 24
    assert "tensor.concat dim(1)" in text  # class token
    assert "math.erf" in text  # exact GELU
    assert 'loc("encoder.layers.encoder_layer_0.self_attention.qk")' in text


def test_f16_and_bf16(capsys, tmp_path):
    for dt in ("f16", "bf16"):
        out = tmp_path / f"b_{dt}.mlir"
        rc, _, err = run_cli(["bert-base-layer", "--dtype", dt, "-o", str(out)], capsys)
        assert rc == 0, err
        text = out.read_text()
        assert f"tensor<1x128x768x{dt}>" in text and "xf32>" not in text


def test_f16_report_uses_tensor_cores(roofline_opt, capsys, tmp_path):
    out = tmp_path / "g.mlir"
    rc, _, err = run_cli(["gpt2-block-prefill", "--dtype", "f16", "-o", str(out)], capsys)
    assert rc == 0, err
    report = analyze(roofline_opt, str(out))
    assert report["totals"]["unmodeled_ops"] == 0
    assert {op["compute_class"] for op in report["ops"] if "matmul" in op["op"]} == {"fp16_tc"}


def test_reshape_groups():
    assert reshape_groups([1, 768, 14, 14], [1, 768, 196]) == [([0], [0]), ([1], [1]),
                                                               ([2, 3], [2])]
    assert reshape_groups([1, 512, 1, 1], [1, 512]) == [([0], [0]), ([1, 2, 3], [1])]
    assert reshape_groups([1, 128, 768], [1, 128, 12, 64]) == [([0], [0]), ([1], [1]),
                                                               ([2], [2, 3])]
    assert reshape_groups([6, 4], [4, 6]) == [([0, 1], [0, 1])]  # through a flat view


# ---------------------------------------------------------------------------
# Coverage: a small model touching most lowerings
# ---------------------------------------------------------------------------

class Coverage(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(100, 32)
        self.c1 = nn.Conv1d(32, 32, 3, padding=1)
        self.dw1 = nn.Conv1d(32, 32, 5, padding=2, groups=32)
        self.c2 = nn.Conv2d(8, 16, 3, stride=2, padding=1, groups=4, bias=False)
        self.dwm = nn.Conv2d(16, 32, 3, padding="same", groups=16)
        self.bn = nn.BatchNorm2d(32)
        self.pool = nn.AvgPool2d(2)
        self.mp = nn.MaxPool2d(3, 2, ceil_mode=True)
        self.mha = nn.MultiheadAttention(32, 4)
        self.mha2 = nn.MultiheadAttention(32, 4, batch_first=True)
        self.ln = nn.LayerNorm(32, elementwise_affine=False)
        self.fc = nn.Linear(32, 10)
        self.act = nn.LeakyReLU(0.1)
        self.drop = nn.Dropout(0.5)

    def forward(self, ids, img):
        e = self.emb(ids)
        t = self.c1(e.transpose(1, 2))
        t = F.silu(self.dw1(t)).permute(0, 2, 1)
        a, _ = self.mha(t.transpose(0, 1), t.transpose(0, 1), t.transpose(0, 1),
                        need_weights=False)
        a = self.drop(a.transpose(0, 1))
        kv = self.ln(t)
        b, _ = self.mha2(a, kv, kv, need_weights=False)
        s = torch.softmax(b @ b.transpose(-1, -2) / math.sqrt(32), dim=-1)
        mask = torch.ones(16, 16, dtype=torch.bool).tril()
        s = s.masked_fill(~mask, 0.0)
        h = s @ b
        x = F.pad(img, (1, 1, 1, 1))
        x = self.act(self.c2(x))
        x = self.bn(self.dwm(x))
        x = self.mp(self.pool(x))
        x = F.hardtanh(x, -2.0, 2.0) * torch.sigmoid(x) - x.pow(2) / 3.0
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        y = h.mean(dim=1) + x + h[:, ::2, :].sum(1) + h[:, -1]
        y = torch.cat([y, y[:, None, :].squeeze(1)], dim=0)
        p, q = y.chunk(2, dim=1)
        z = torch.cat((q, p), 1).unsqueeze(0).expand(3, 4, 32).reshape(12, 32)
        w = self.fc(z).t().contiguous()
        return (F.log_softmax(w, dim=0),
                torch.where(w > 0, w, torch.zeros_like(w)).clamp(max=1.0).amax(1))


def coverage_factory():
    return Coverage(), [((2, 16), "i64"), (2, 8, 18, 18)]


@pytest.fixture(scope="module")
def coverage_ir():
    model, shapes = coverage_factory()
    return import_model(model, shapes)


def test_coverage_ops(coverage_ir):
    for op in ("linalg.conv_1d_ncw_fcw", "linalg.depthwise_conv_1d_ncw_cw",
               "linalg.conv_2d_ngchw_gfchw", "linalg.pooling_nchw_sum",
               "linalg.pooling_nchw_max", "linalg.batch_matmul", "linalg.matmul",
               "linalg.softmax", "linalg.transpose", "tensor.concat", "tensor.extract_slice",
               "tensor.pad", "tensor.extract %emb.weight", "tensor.expand_shape",
               "tensor.collapse_shape", "arith.select", "arith.cmpf ogt", "math.log",
               '"reduction"'):
        assert op in coverage_ir, op
    # padding='same' with a 3x3 kernel pads 1 each side; ceil_mode pads high only.
    assert "linalg.conv_2d_ngchw_gfchw" in coverage_ir
    assert "%ids: tensor<2x16xi64>" in coverage_ir
    assert "%img: tensor<2x8x18x18xf32>" in coverage_ir
    assert "-> (tensor<10x12xf32>, tensor<10xf32>)" in coverage_ir


def test_coverage_fully_costed(coverage_ir, roofline_opt, tmp_path):
    path = tmp_path / "cov.mlir"
    path.write_text(coverage_ir)
    report = analyze(roofline_opt, str(path))
    assert report["totals"]["unmodeled_ops"] == 0, report["unmodeled"]
    locs = {op["loc"] for op in report["ops"]}
    assert {"c1", "dw1", "c2", "dwm", "bn", "mha.in_proj", "mha.qk", "mha.softmax",
            "mha2.out_proj", "fc", "emb", "ln", "ln.var"} <= locs


def test_coverage_mlir_opt_verifies(coverage_ir, tmp_path):
    mlir_opt = "/usr/lib/llvm-22/bin/mlir-opt"
    if not os.path.exists(mlir_opt):
        pytest.skip("Debian's mlir-opt (LLVM 22) is not installed")
    path = tmp_path / "cov.mlir"
    path.write_text(coverage_ir)
    out = subprocess.run([mlir_opt, str(path), "-o", os.devnull], capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stderr


def test_grouped_conv_macs(roofline_opt, tmp_path):
    conv = nn.Conv2d(64, 128, 3, padding=1, groups=8)
    text = import_model(nn.Sequential(conv), [(1, 64, 28, 28)])
    path = tmp_path / "g.mlir"
    path.write_text(text)
    report = analyze(roofline_opt, str(path))
    assert contraction_macs(report) == 28 * 28 * 128 * (64 // 8) * 9


def scaled_dot_product_attention(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False):
    """Stands for torch 2's F.scaled_dot_product_attention on torch 1.13: the
    importer lowers any call_function of that name."""
    s = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    if is_causal:
        n, m = s.shape[-2:]
        s = s.masked_fill(torch.ones(n, m, dtype=torch.bool, device=s.device).triu(1),
                          float("-inf"))
    return torch.softmax(s, dim=-1) @ v


torch.fx.wrap("scaled_dot_product_attention")


class SDPA(nn.Module):
    def forward(self, q, k, v):
        return scaled_dot_product_attention(q, k, v, is_causal=True)


def test_scaled_dot_product_attention(roofline_opt, tmp_path):
    b, h, l, d = 2, 4, 64, 32
    text = import_model(SDPA(), [(b, h, l, d)] * 3)
    assert "arith.cmpi ugt" in text and "linalg.softmax dimension(2)" in text
    assert text.count("linalg.batch_matmul") == 2
    path = tmp_path / "sdpa.mlir"
    path.write_text(text)
    report = analyze(roofline_opt, str(path))
    assert report["totals"]["unmodeled_ops"] == 0
    assert contraction_macs(report) == 2 * b * h * l * l * d
    assert {"scaled_dot_product_attention.qk", "scaled_dot_product_attention.av",
            "scaled_dot_product_attention.causal_mask"} <= {op["loc"] for op in report["ops"]}


# ---------------------------------------------------------------------------
# Errors: one line, exit 2, nothing written
# ---------------------------------------------------------------------------

class WithUpsample(nn.Module):
    """Two kinds of op without a lowering (transposed convolution, twice, and
    pixel shuffle): one error lists all three."""

    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.ConvTranspose2d(8, 8, 2, 2),
                                  nn.PixelShuffle(2), nn.ConvTranspose2d(2, 2, 2, 2))

    def forward(self, x):
        return self.body(x)


class DataDependent(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 4)

    def forward(self, x):
        y = self.fc(x)
        if y.sum() > 0:
            return y
        return -y


@pytest.fixture()
def user_models(tmp_path):
    path = tmp_path / "user_models.py"
    path.write_text(
        "import sys\n"
        f"sys.path.insert(0, {os.path.dirname(os.path.abspath(__file__))!r})\n"
        "from test_torch_import import WithUpsample, DataDependent, coverage_factory\n"
        "def upsample():\n    return WithUpsample()\n"
        "def datadep():\n    return DataDependent()\n"
        "def coverage():\n    return coverage_factory()\n")
    return str(path)


def _one_line_error(err):
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


def test_unsupported_op(user_models, capsys, tmp_path):
    out = tmp_path / "o.mlir"
    rc, stdout, err = run_cli([f"{user_models}:upsample", "--input-shape", "1,3,8,8",
                               "-o", str(out)], capsys)
    assert rc == 2
    line = _one_line_error(err)
    assert "3 unsupported ops (2 kinds)" in line, line
    assert "nn.ConvTranspose2d x2 at body.1, body.3" in line, line
    assert "nn.PixelShuffle x1 at body.2" in line, line
    assert not out.exists() and not (tmp_path / "o.mlir.tmp").exists()
    assert stdout == ""


def test_untraceable_model(user_models, capsys, tmp_path):
    out = tmp_path / "o.mlir"
    rc, _, err = run_cli([f"{user_models}:datadep", "--input-shape", "2,4", "-o", str(out)],
                         capsys)
    assert rc == 2
    line = _one_line_error(err)
    assert "cannot trace" in line
    # The true cause, without --traceback: the model's line that branches.
    assert "test_torch_import.py:" in line and "in forward: `if y.sum() > 0:`" in line, line
    assert not out.exists()


def test_traceback_option(user_models, capsys):
    rc, _, err = run_cli([f"{user_models}:datadep", "--input-shape", "2,4", "--traceback"],
                         capsys)
    assert rc == 2 and "Traceback" in err


def test_user_module_with_shapes(user_models, capsys, tmp_path):
    out = tmp_path / "cov.mlir"
    rc, _, err = run_cli([f"{user_models}:coverage", "-o", str(out)], capsys)
    assert rc == 0, err
    assert "linalg.conv_2d_ngchw_gfchw" in out.read_text()


def test_user_module_needs_shape(user_models, capsys):
    rc, _, err = run_cli([f"{user_models}:upsample"], capsys)
    assert rc == 2 and "--input-shape" in _one_line_error(err)


def test_wrong_input_shape(capsys, tmp_path):
    out = tmp_path / "o.mlir"
    rc, _, err = run_cli(["bert-base-layer", "--input-shape", "1,128,512", "-o", str(out)],
                         capsys)
    assert rc == 2
    line = _one_line_error(err)
    assert "shape" in line and "attention.self.query" in line
    assert not out.exists()


def test_wrong_input_count(capsys):
    rc, _, err = run_cli(["gpt2-block-decode", "--input-shape", "1,1,768", "--input-shape",
                          "1,12,512,64", "--input-shape", "1,12,512,64", "--input-shape", "1"],
                         capsys)
    assert rc == 2
    _one_line_error(err)


@needs_torchvision
def test_wrong_input_shape_torchvision(capsys):
    rc, _, err = run_cli(["vit_b_16", "--input-shape", "1,3,100,100"], capsys)
    assert rc == 2
    assert "Wrong image height" in _one_line_error(err)
    rc, _, err = run_cli(["resnet18", "--input-shape", "1,4,224,224"], capsys)
    assert rc == 2
    assert "conv1" in _one_line_error(err)


@needs_torchvision
def test_unknown_model(capsys):
    rc, _, err = run_cli(["resnet81"], capsys)
    assert rc == 2
    line = _one_line_error(err)
    assert "unknown model 'resnet81'" in line and "resnet18" in line


def test_bad_shape_syntax(capsys):
    rc, _, err = run_cli(["bert-base-layer", "--input-shape", "1,x"], capsys)
    assert rc == 2
    _one_line_error(err)


def test_module_entry_point(tmp_path):
    """python3 -m roofline.torch_import, as a user runs it."""
    out = tmp_path / "d.mlir"
    env = dict(os.environ, PYTHONPATH=PYTHON_DIR)
    proc = subprocess.run([sys.executable, "-m", "roofline.torch_import", "gpt2-block-decode",
                           "-o", str(out)], capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert out.read_text().count("linalg.matmul") == 4
    proc = subprocess.run([sys.executable, "-m", "roofline.torch_import", "no-such-model"],
                          capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr


def eager_kernels(roofline_opt, path):
    """The ops of `path` that launch a kernel in roofline-opt --mode=eager
    (A100), from its JSON report."""
    out = subprocess.run([roofline_opt, "--analyze", "--json", "--device=a100",
                          "--mode=eager", str(path)],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return [op for op in json.loads(out.stdout)["ops"] if op["launch_time_s"] > 0]


def test_average_pooling_is_one_framework_kernel(tmp_path, roofline_opt):
    """An average pooling's window sum (linalg.pooling_nchw_sum) and its
    division carry one roofline.framework_kernel mark: PyTorch's avg_pool2d
    and adaptive_avg_pool2d divide inside their one kernel (a 1x1 adaptive
    output is mean, one reduction kernel). --mode=eager runs each as one
    kernel and one host call; max pooling has no division and no mark.

    AvgPool2d(2), ReLU, AdaptiveAvgPool2d(1) over [2, 8, 4, 4] f32: unmarked,
    eager would issue 2 + 1 + 2 = 5 kernels; marked, 3. The first pool's
    kernel reads x (2 x 8 x 4 x 4 x 4 = 1024 B) and writes the quotient
    (2 x 8 x 2 x 2 x 4 = 256 B): 1280 B, the window sums never leaving the
    chip (as two kernels: 1024 + 256 for the sum, 2 x 256 for the division,
    1792 B)."""
    model = nn.Sequential(nn.AvgPool2d(2), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
                          nn.MaxPool2d(1))
    text = import_model(model, [(2, 8, 4, 4)])
    tags = re.findall(r'roofline\.framework_kernel = "([^"]+)"', text)
    assert tags == ["avg_pool2d#1"] * 2 + ["adaptive_avg_pool2d#2"] * 2
    path = tmp_path / "pools.mlir"
    path.write_text(text)

    marked = eager_kernels(roofline_opt, path)
    # The pools, the ReLU and the max pooling (a window of 1: no division).
    assert len(marked) == 4
    assert marked[0]["op"] == "linalg.pooling_nchw_sum" and marked[0]["bytes"] == 1280
    plain = tmp_path / "plain.mlir"
    plain.write_text(re.sub(r', roofline\.framework_kernel = "[^"]+"', "", text))
    unmarked = eager_kernels(roofline_opt, plain)
    assert len(unmarked) == 6
    assert unmarked[0]["bytes"] == 1024 + 256


def test_mean_is_one_framework_kernel(tmp_path, roofline_opt):
    """torch.mean's sum and division carry one roofline.framework_kernel
    mark (ATen's mean divides in its one reduce kernel, MeanOps), and the
    division is the sum's epilogue (a pointwise op over the sum's output):
    --mode=eager runs one kernel, and reads x (64 x 512 x 4 = 131072 B) and
    writes the mean (64 x 4 = 256 B): 131328 B. Unmarked, two kernels, the
    division's reading and writing 2 x 256 B."""
    class Mean(nn.Module):
        def forward(self, x):
            return x.mean(-1)

    text = import_model(Mean(), [(64, 512)])
    tags = re.findall(r'roofline\.framework_kernel = "([^"]+)"', text)
    assert tags == ["mean#1"] * 2
    path = tmp_path / "mean.mlir"
    path.write_text(text)

    marked = eager_kernels(roofline_opt, path)
    assert [k["bytes"] for k in marked] == [131328]
    plain = tmp_path / "plain.mlir"
    plain.write_text(re.sub(r', roofline\.framework_kernel = "[^"]+"', "", text))
    assert [k["bytes"] for k in eager_kernels(roofline_opt, plain)] == [131328, 512]


def test_layer_norm_is_one_framework_kernel(tmp_path, roofline_opt):
    """Each nn.LayerNorm's three generics (row sum, row sum of squared
    deviations, normalising op) carry one roofline.framework_kernel mark,
    another for the next layer norm; --mode=eager then runs each as one
    kernel and one host call (docs/model.md 1.8).

    Two LayerNorm(256) over [32, 256] f32 with a ReLU between: unmarked,
    eager would issue 3 + 1 + 3 = 7 kernels; marked, 1 + 1 + 1 = 3. Each
    layer norm's kernel reads x (32 x 256 x 4 = 32768 B) once, w and b
    (2 x 1024 B) and writes y (32768 B): 67584 B."""
    class TwoNorms(nn.Module):
        def __init__(self):
            super().__init__()
            self.a = nn.LayerNorm(256)
            self.b = nn.LayerNorm(256)

        def forward(self, x):
            return self.b(torch.relu(self.a(x)))

    text = import_model(TwoNorms(), [(32, 256)])
    tags = re.findall(r'roofline\.framework_kernel = "([^"]+)"', text)
    assert tags == ["native_layer_norm#1"] * 3 + ["native_layer_norm#2"] * 3
    path = tmp_path / "norms.mlir"
    path.write_text(text)
    out = subprocess.run([roofline_opt, "--analyze", "--json", "--device=a100",
                          "--mode=eager", str(path)],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    ops = json.loads(out.stdout)["ops"]
    kernels = [op for op in ops if op["launch_time_s"] > 0]
    assert len(kernels) == 3
    norms = [op for op in kernels if op["op"] == "linalg.generic" and op["bytes"] == 67584]
    assert len(norms) == 2
    # Without the marks (another frontend's IR), eager mode runs each op.
    plain = tmp_path / "plain.mlir"
    plain.write_text(re.sub(r', roofline\.framework_kernel = "[^"]+"', "", text))
    out = subprocess.run([roofline_opt, "--analyze", "--json", "--device=a100",
                          "--mode=eager", str(plain)],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    assert sum(1 for op in json.loads(out.stdout)["ops"] if op["launch_time_s"] > 0) == 7
