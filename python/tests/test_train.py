"""Tests of the training step (`import-torch --train`: train.py, aten_ops.py,
aten_backward.py, optim.py, memory.py).

Needs PyTorch with functorch (Debian's python3-torch 1.13) and, for the
checks through roofline-opt, the built binary ($ROOFLINE_OPT, else
build/bin/roofline-opt). The ResNet-18 and BERT-layer steps take 5-30 s
each to capture on a small CPU (once per session); the check that
docs/models.md's training section is up to date (a minute more, at batch
32) runs with ROOFLINE_SLOW_TESTS=1, as the other slow importer tests.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed for this python "
                    "(Debian: python3-torch; run /usr/bin/python3 -m pytest)")
pytest.importorskip("functorch.compile", reason="functorch (AOT autograd) is not installed")
import torch.nn as nn  # noqa: E402

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if PYTHON_DIR not in sys.path:
    sys.path.insert(0, PYTHON_DIR)

from roofline.torch_import import cli, load_model, memory  # noqa: E402
from roofline.torch_import.train import TrainConverter, capture  # noqa: E402

slow = pytest.mark.skipif(os.environ.get("ROOFLINE_SLOW_TESTS") != "1",
                          reason="slow: set ROOFLINE_SLOW_TESTS=1 to run it")


def analyze(tool, text, *flags):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        out = subprocess.run([tool, "--analyze", "--json", "--device=a100", *flags, f.name],
                             capture_output=True, text=True, timeout=600)
    finally:
        os.remove(f.name)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def contraction_flops_by_module(report):
    """(forward, backward) FLOPs of the convolutions and matmuls per module:
    named conv/matmul ops and the convolutions' weight-gradient generics
    (`.wgrad` over 7 loops: f, c, kh, kw, n, oh, ow; batch and layer norm's
    `.wgrad` are 4- or 3-loop reductions, not contractions)."""
    fwd, bwd = {}, {}
    for op in report["ops"]:
        phase, _, rest = op["loc"].partition(".")
        named = "conv" in op["op"] or "matmul" in op["op"]
        wgrad = op["op"] == "linalg.generic" and rest.endswith(".wgrad") and \
            len(op["iteration_domain"]) == 7
        if not (named or wgrad):
            continue
        module = re.sub(r"\.(dgrad|wgrad|init|bias|pad)(\..*)?$", "", rest)
        side = fwd if phase == "fwd" else bwd
        side[module] = side.get(module, 0) + op["flops"]
    return fwd, bwd


# ---------------------------------------------------------------------------
# Captured once per session
# ---------------------------------------------------------------------------

@pytest.fixture(scope="session")
def resnet18_step():
    pytest.importorskip("torchvision")
    model, _, _ = load_model("resnet18")
    return model, capture(model, [torch.zeros(1, 3, 224, 224)])


@pytest.fixture(scope="session")
def resnet18_ir(resnet18_step):
    return TrainConverter(resnet18_step[1], "f32", "train_step", []).convert()


@pytest.fixture(scope="session")
def resnet18_report(resnet18_ir, roofline_opt):
    return analyze(roofline_opt, resnet18_ir)


@pytest.fixture(scope="session")
def bert_step():
    model, shapes, _ = load_model("bert-base-layer")
    x = torch.zeros(shapes[0]).requires_grad_()
    return model, capture(model, [x])


# ---------------------------------------------------------------------------
# Backward FLOPs = 2 x forward for convolutions and matmuls
# ---------------------------------------------------------------------------

def test_resnet18_backward_flops_twice_forward(resnet18_report):
    fwd, bwd = contraction_flops_by_module(resnet18_report)
    assert len(fwd) == 21  # 17 3x3/7x7 convolutions, 3 downsample 1x1, fc
    # layer1.0.conv1: 2 x 64 x 64 x 9 x 56 x 56 = 231,211,008 FLOPs forward;
    # backward = input gradient (the same) + weight gradient (the same).
    assert fwd["layer1.0.conv1"] == 231_211_008
    assert bwd["layer1.0.conv1"] == 2 * 231_211_008
    # Stride 2 (layer2.0.conv1, 3x3, pad 1): the input gradient is 4 phase
    # convolutions with 1x1, 1x2, 2x1, 2x2 taps (sum 9 = 3 x 3) over 28 x 28
    # positions each: exactly the forward's 2 x 128 x 64 x 9 x 28 x 28.
    assert fwd["layer2.0.conv1"] == 115_605_504
    assert bwd["layer2.0.conv1"] == 2 * 115_605_504
    for module, f in fwd.items():
        # conv1 reads the image, which needs no gradient: weight gradient only.
        want = 1.0 if module == "conv1" else 2.0
        assert bwd[module] / f == pytest.approx(want, rel=0.01), module


def test_bert_layer_backward_flops_twice_forward(bert_step, roofline_opt):
    ir = TrainConverter(bert_step[1], "f32", "train_step", []).convert()
    fwd, bwd = contraction_flops_by_module(analyze(roofline_opt, ir))
    # Projections: 2 x 128 x 768 x 768 = 150,994,944 (q, k, v, attention
    # output); FFN: 2 x 128 x 768 x 3072 = 603,979,776 (x2); q.k^T and p.v:
    # 2 x 12 x 128 x 128 x 64 = 25,165,824 each.
    assert fwd["attention.self.query"] == 150_994_944
    assert fwd["intermediate.dense"] == 603_979_776
    assert fwd["attention.self.matmul"] == 25_165_824
    assert len(fwd) == 8
    for module, f in fwd.items():
        assert bwd[module] / f == pytest.approx(2.0, rel=0.01), module
    total_f, total_b = sum(fwd.values()), sum(bwd.values())
    assert total_f == 4 * 150_994_944 + 2 * 603_979_776 + 2 * 25_165_824
    assert total_b == pytest.approx(2 * total_f, rel=0.01)


# ---------------------------------------------------------------------------
# Every weight read, every gradient written
# ---------------------------------------------------------------------------

def _ttype(t):
    return "tensor<" + "x".join(str(d) for d in t.shape) + "xf32>"


def _signature(ir):
    sig = next(line for line in ir.splitlines() if "func.func @train_step" in line)
    args = dict(re.findall(r"(%[\w.$-]+): (tensor<[^>]*>)", sig.split(") ->")[0]))
    results = re.findall(r"tensor<[^>]*>", sig.split(") ->")[1])
    return args, results


def test_resnet18_step_reads_every_weight_and_writes_every_gradient(resnet18_step, resnet18_ir,
                                                                      resnet18_report):
    model, step = resnet18_step
    params = list(model.named_parameters())
    assert len(params) == 62
    args, results = _signature(resnet18_ir)
    # Arguments: every parameter by name (+ the image, the loss gradient,
    # the batch-norm buffers the forward reads).
    for name, p in params:
        assert args.get("%" + name) == _ttype(p), name
    assert args["%loss_grad"] == "tensor<1x1000xf32>"
    # Results: the logits, then one gradient per parameter, in order.
    assert results == ["tensor<1x1000xf32>"] + [_ttype(p) for _, p in params]
    # roofline-opt: each weight is an operand of a forward op of its module,
    # and each gradient the result of a backward op of its module.
    fwd_in, bwd_out = {}, {}
    for op in resnet18_report["ops"]:
        ins, _, outs = op["shapes"].partition(" -> ")
        phase, _, rest = op["loc"].partition(".")
        target = fwd_in if phase == "fwd" else bwd_out
        for t in re.findall(r"tensor<[^>]*>", ins if phase == "fwd" else outs):
            target.setdefault(t, set()).add(rest)
    for name, p in params:
        module = name.rsplit(".", 1)[0]
        assert any(m.startswith(module) for m in fwd_in.get(_ttype(p), ())), name
        assert any(m.startswith(module) for m in bwd_out.get(_ttype(p), ())), name


def test_resnet18_phase_split_by_group(resnet18_report, resnet18_ir, roofline_opt):
    groups = {g["name"]: g for g in analyze(roofline_opt, resnet18_ir,
                                            "--group-by=module:1")["groups"]}
    assert set(groups) == {"fwd", "bwd"}
    total = resnet18_report["totals"]["time_s"]
    assert sum(g["totals"]["time_s"] for g in groups.values()) == pytest.approx(total, rel=1e-9)


def test_resnet18_adam_and_sgd_updates(resnet18_step, roofline_opt):
    model, step = resnet18_step
    w = dict(model.named_parameters())["layer4.1.conv2.weight"]
    wbytes = w.numel() * 4  # 512 x 512 x 9 x 4 B = 9,437,184
    assert wbytes == 9_437_184
    for kind, tensors in (("adam", 7), ("sgd", 5)):
        ir = TrainConverter(step, "f32", "train_step", []).convert(kind)
        args, results = _signature(ir)
        # adam: exp_avg, exp_avg_sq per parameter; sgd: momentum_buffer.
        nstate = 2 if kind == "adam" else 1
        assert len(results) == 1 + 62 + 62 * (1 + nstate)
        report = analyze(roofline_opt, ir)
        upd = [op for op in report["ops"] if op["loc"] == "optim.layer4.1.conv2.weight"]
        assert len(upd) == 1
        # adam reads w, g, m, v and writes w, m, v: 7 x the weight; sgd reads
        # w, g, buf and writes w, buf: 5 x.
        assert upd[0]["bytes"] == tensors * wbytes, kind
        assert sum(1 for op in report["ops"] if op["loc"].startswith("optim.")) == 62


# ---------------------------------------------------------------------------
# Memory: liveness by hand on a small MLP, the device, the what-if
# ---------------------------------------------------------------------------

def test_mlp_peak_memory_by_hand():
    model = nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2))
    step = capture(model, [torch.zeros(2, 4)])
    mem, _ = memory.summarize(step, "f32", "adam")
    # Parameters: 8x4 + 8 + 2x8 + 2 = 58 floats = 232 B; gradients the same;
    # Adam's two moments 464 B. Saved for the backward: relu's output, 2x8
    # floats = 64 B (the input and the transposed weight are not copies).
    assert mem["parameters_bytes"] == 232
    assert mem["gradients_bytes"] == 232
    assert mem["optimizer_state_bytes"] == 464
    assert mem["saved_activations_bytes"] == 64
    # Always live: parameters 232 + input 2x4x4 = 32 + loss gradient 2x2x4 =
    # 16 = 280 B, + 464 B of state. At the start of the backward: relu 64 +
    # logits 16 = 80 -> 824 B. Peak at the last bias gradient (sum over the
    # batch of the relu gradient): relu output and mm freed after
    # threshold_backward; live are logits 16 + grad W2 64 + grad b2 8 +
    # relu gradient 64 + grad W1 128 + grad b1 32 = 312 -> 1056 B.
    assert mem["live_at_backward_start_bytes"] == 824
    assert mem["peak_bytes"] == 1056
    assert mem["peak_at"] == "bwd.0"
    half, _ = memory.summarize(step, "f16", None)
    assert half["parameters_bytes"] == 116 and half["optimizer_state_bytes"] == 0


def test_device_memory_from_catalog():
    name, cap = memory.device_memory("a100")
    assert name == "a100-sxm4-40gb" and cap == 42_949_672_960  # 40 GiB
    assert memory.device_memory("H100-SXM5-80GB")[1] == 85_899_345_920  # 80 GiB
    with pytest.raises(ValueError, match="unknown device 'nosuch'"):
        memory.device_memory("nosuch")


def test_resnet18_recompute_whatif(resnet18_step, resnet18_report):
    _, step = resnet18_step
    mem, prog = memory.summarize(step, "f32", None)
    # Saved: 21.6 MB at batch 1 (convolution outputs, relu outputs, batch-norm
    # statistics, max-pool values and indices).
    assert 20e6 < mem["saved_activations_bytes"] < 23e6
    w = memory.recompute_whatif(prog, resnet18_report)
    assert w["candidates"], "no memory-bound producer to recompute"
    by_loc = {op["loc"]: op for op in resnet18_report["ops"]}
    for c in w["candidates"]:
        # Every producer rerun is memory-bound (launch-bound counts when its
        # work is), never a convolution.
        for loc in c["recomputes"]:
            assert "conv" not in loc and "downsample.0" not in loc, c
            assert by_loc[loc]["bound"] in ("memory", "launch", "none"), loc
    assert w["bytes_saved"] == sum(c["bytes"] for c in w["candidates"])
    assert w["peak_bytes_after"] < w["peak_bytes_before"]
    assert 0 < w["time_added_s"] < w["step_time_s"]
    # The first relu output of layer1.0 (1x64x56x56 f32 = 802,816 B) comes
    # back from the saved conv output through bn1 and relu.
    relu = next(c for c in w["candidates"] if c["location"] == "fwd.layer1.0.relu")
    assert relu["bytes"] == 802_816
    assert relu["recomputes"] == ["fwd.layer1.0.bn1", "fwd.layer1.0.relu"]


# ---------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------

MLP_FILE = """
import torch.nn as nn
def mlp():
    return nn.Sequential(nn.Linear(4, 8), nn.ReLU(), nn.Linear(8, 2)), [(2, 4)]
"""


def test_cli_train_writes_step_and_memory_json(tmp_path, capsys):
    src = tmp_path / "m.py"
    src.write_text(MLP_FILE)
    out, js = tmp_path / "step.mlir", tmp_path / "mem.json"
    rc = cli([f"{src}:mlp", "--optimizer", "sgd", "--device", "h100", "-o", str(out),
              "--memory-json", str(js)])
    assert rc == 0
    text = out.read_text()
    assert "func.func @train_step(" in text
    assert 'loc("fwd.0")' in text and 'loc("bwd.0")' in text and 'loc("optim.0.weight")' in text
    assert "// training step memory (f32, optimizer sgd):" in text
    mem = json.loads(js.read_text())
    # SGD: one momentum buffer per parameter, 232 B; peak as in
    # test_mlp_peak_memory_by_hand with 232 B of state instead of 464.
    assert mem["optimizer_state_bytes"] == 232 and mem["peak_bytes"] == 1056 - 232
    assert mem["device"] == "h100-sxm5-80gb"
    assert "peak live" in capsys.readouterr().err


def test_cli_train_bad_input(tmp_path, capsys):
    src = tmp_path / "m.py"
    src.write_text(MLP_FILE)
    assert cli([f"{src}:mlp", "--optimizer", "rmsprop"]) == 2
    assert cli([f"{src}:mlp", "--train", "--device", "nosuch", "-o", str(tmp_path / "x")]) == 2
    err = capsys.readouterr().err
    assert "unknown device 'nosuch'" in err
    assert not (tmp_path / "x").exists()


@slow
def test_training_table_up_to_date(roofline_opt):
    pytest.importorskip("torchvision")
    repo = os.path.dirname(PYTHON_DIR)
    env = dict(os.environ, ROOFLINE_OPT=roofline_opt)
    out = subprocess.run([sys.executable, os.path.join(repo, "scripts", "training-table.py"),
                          "--check"], capture_output=True, text=True, env=env, timeout=900)
    assert out.returncode == 0, out.stderr


def test_cli_train_unsupported_aten_op(tmp_path, capsys):
    src = tmp_path / "gn.py"
    src.write_text("import torch.nn as nn\n"
                   "def gn():\n"
                   "    return nn.Sequential(nn.Conv2d(3, 8, 3), nn.GroupNorm(2, 8)), "
                   "[(1, 3, 8, 8)]\n")
    out = tmp_path / "gn.mlir"
    assert cli([f"{src}:gn", "--train", "-o", str(out)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    # One line naming the ATen op and where it is (GroupNorm is module "1").
    assert err == ["roofline.torch_import: error: unsupported op aten.native_group_norm.default "
                   "at fwd.1: no linalg lowering for this ATen op"]
    assert not out.exists()
