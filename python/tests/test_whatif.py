"""LLM what-ifs (python/roofline/whatif.py, docs/whatifs.md): the formulas
against hand-derived numbers, the emitted IR's ops against the analysis,
bad input, and the result in text, JSON and HTML.

The tiny model used throughout: 2 layers, hidden 64, 4 heads (head_dim
16), FFN 256, 256 positions, f16. Its weights per layer, [N, K] each:
qkv 192x64 = 12288, out 64x64 = 4096, fc1 256x64 = 16384, fc2 64x256 =
16384; 49152 elements, 98304 bytes in f16. One position of K and V in one
layer: 2 x 4 x 16 x 2 bytes = 256 bytes.
"""

import json
import os
import subprocess

import pytest

from conftest import REPO_DIR
from roofline.whatif import (PRESETS, crossover_context, fit,
                             kv_bytes_per_position, weight_bytes)
from roofline.whatif_ir import LLMConfig, Variant, emit_layer

TINY = LLMConfig(layers=2, hidden=64, heads=4, ffn=256, max_positions=256)
TINY_FLAGS = ["--layers", "2", "--hidden", "64", "--heads", "4", "--ffn", "256",
              "--max-positions", "256", "--group-size", "32"]
OPT = os.environ.get("ROOFLINE_OPT") or os.path.join(REPO_DIR, "build", "bin",
                                                     "roofline-opt")
needs_opt = pytest.mark.skipif(not os.access(OPT, os.X_OK),
                               reason=f"roofline-opt not found at {OPT} (set ROOFLINE_OPT)")


def test_weight_bytes_by_precision():
    assert weight_bytes(TINY, None, 32) == 98304
    # int8, group 32: 49152 one-byte weights + one f16 scale per 32 along K:
    # qkv 192 x 2, out 64 x 2, fc1 256 x 2, fc2 64 x 8 = 1536 scales, 3072 B.
    assert weight_bytes(TINY, "int8", 32) == 49152 + 3072
    # int4: half a byte per weight (two per i8), the same scales.
    assert weight_bytes(TINY, "int4", 32) == 24576 + 3072
    # GPT-2 small, group 128: 7077888 weights per layer; 14155776 B in f16;
    # scales 7077888 / 128 x 2 B = 110592 B.
    assert weight_bytes(PRESETS["gpt2"], None, 128) == 14155776
    assert weight_bytes(PRESETS["gpt2"], "int4", 128) == 3538944 + 110592


def test_kv_bytes_and_crossover():
    assert kv_bytes_per_position(TINY) == 256
    # C* = ceil(W / (batch x 256)) - 1; batch 4: 1024 B per cached position.
    assert crossover_context(TINY, 4, None, 32) == 98304 // 1024 - 1  # 95
    assert crossover_context(TINY, 4, "int8", 32) == 52224 // 1024 - 1  # 51 - 1 = 50
    assert crossover_context(TINY, 4, "int4", 32) == 27648 // 1024 - 1  # 27 - 1 = 26
    # GPT-2 small: 3072 B per position; batch 1: 14155776 / 3072 = 4608,
    # so 4607 (beyond its 1024 positions); batch 8: 576 - 1 = 575.
    assert crossover_context(PRESETS["gpt2"], 1, None, 128) == 4607
    assert crossover_context(PRESETS["gpt2"], 8, None, 128) == 575


def test_fit_by_hand():
    gpt2 = PRESETS["gpt2"]
    # Decode, dynamic cache, batch 8 after 512 cached: 513 positions held.
    # need = 12 x (14155776 + 8 x 513 x 3072) + 8000 = 321167168.
    # Device 200 MiB = 209715200: free = 209715200 - 12 x 14155776 = 39845888;
    # per sequence 12 x 513 x 3072 + 8000 / 8 = 18912232 -> max batch 2;
    # per position 12 x 8 x 3072 + 8000 / 513 = 294927.59 -> 135 held,
    # 134 cached.
    f = fit(gpt2, "decode", False, 8, 513, 14155776, 8000, 200 * 2 ** 20)
    assert f == {"need_bytes": 321167168, "fits": False, "max_batch": 2,
                 "max_context": 134, "context_limited_by": "memory"}
    # Static cache of 1024 positions on 1 GiB: need 12 x (14155776 + 8 x
    # 1024 x 3072) + 8000 = 471867200; per sequence 37749736 -> 903872512 /
    # 37749736 = 23.9 -> 23; the context is the table's, 1023 cached.
    f = fit(gpt2, "decode", True, 8, 513, 14155776, 8000, 2 ** 30)
    assert f == {"need_bytes": 471867200, "fits": True, "max_batch": 23,
                 "max_context": 1023, "context_limited_by": "position table"}
    # No DRAM capacity in the device file: no answer, not a guess.
    assert fit(gpt2, "decode", False, 8, 513, 1, 1, None)["fits"] is None


def _analyze(tmp_path, text):
    path = tmp_path / "layer.mlir"
    path.write_text(text)
    proc = subprocess.run([OPT, "--analyze", "--json", "--device=h100-sxm5-80gb",
                           str(path)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _op(report, loc):
    ops = [o for o in report["ops"] if o.get("loc") == loc and o["op"] != "linalg.fill"]
    assert len(ops) == 1, [o["op"] for o in ops]
    return ops[0]


@needs_opt
def test_quantised_contraction_reads_packed_weights(tmp_path):
    # Decode, batch 4: the QKV contraction reads x (4 x 64 x 2 = 512 B), the
    # weight, its scales (192 x 2 groups x 2 B = 768 B) and writes 4 x 192 x
    # 2 = 1536 B. int8: 12288 B of weight -> 15104; int4: 6144 -> 8960.
    # FLOPs: 3 per multiply-add (scale, multiply, add; the convert is free):
    # 3 x 4 x 192 x 64 = 147456; f16 has 2 per multiply-add.
    for quant, wbytes in (("int8", 12288), ("int4", 6144)):
        rep = _analyze(tmp_path, emit_layer(TINY, Variant(quant, quant, 32), "decode",
                                            4, 1, 32))
        op = _op(rep, "weights.qkv")
        assert op["bytes"] == 512 + wbytes + 768 + 1536
        assert op["flops"] == 3 * 4 * 192 * 64
        # int4's nibble unpack: a shift left and an arithmetic shift right per
        # multiply-add point, 2 x 4 x 192 x 64 = 98304 integer ops; int8 none.
        assert op["int_ops"] == (2 * 4 * 192 * 64 if quant == "int4" else 0)
        assert rep["capacity"]["parameters"]["bytes"] == weight_bytes(TINY, quant, 32)
    rep = _analyze(tmp_path, emit_layer(TINY, Variant("base"), "decode", 4, 1, 32))
    assert _op(rep, "weights.qkv")["flops"] == 2 * 4 * 192 * 64
    assert rep["capacity"]["parameters"]["bytes"] == 98304


@needs_opt
def test_separate_dequantisation_writes_the_f16_weight(tmp_path):
    # int8 then GEMM: the dequantisation reads 12288 + 768 B and writes the
    # 192 x 64 f16 weight, 24576 B; one multiply per weight (the scale).
    rep = _analyze(tmp_path, emit_layer(TINY, Variant("s", "int8", 32, "separate"),
                                        "decode", 4, 1, 32))
    op = _op(rep, "weights.qkv.dequant")
    assert op["bytes"] == 12288 + 768 + 24576
    assert op["flops"] == 192 * 64
    # int4: 6144 B of packed weight, and the unpack's 2 integer ops per weight.
    rep = _analyze(tmp_path, emit_layer(TINY, Variant("s4", "int4", 32, "separate"),
                                        "decode", 4, 1, 32))
    op = _op(rep, "weights.qkv.dequant")
    assert op["bytes"] == 6144 + 768 + 24576
    assert op["int_ops"] == 2 * 192 * 64


@needs_opt
def test_fused_attention_one_pass(tmp_path):
    # Decode, batch 4 x 4 heads = 16, 32 cached + 1 = 33 keys, head_dim 16:
    # Q 16 x 16 x 2 = 512 B, K and V 16 x 33 x 16 x 2 = 16896 B each, O 512 B;
    # no scores. FLOPs 4 x 16 x 33 x 16 = 33792 (QK^T 2 + PV 2 per point).
    rep = _analyze(tmp_path, emit_layer(TINY, Variant("f", fused_attention=True),
                                        "decode", 4, 1, 32))
    op = _op(rep, "attention.fused")
    assert op["bytes"] == 512 + 2 * 16896 + 512
    assert op["flops"] == 33792
    assert not [o for o in rep["ops"] if (o.get("loc") or "").startswith("attention.s")]


@needs_opt
def test_kv_cache_static_against_dynamic(tmp_path):
    # Dynamic: past K and V of 32 positions, 2 x 16 x 32 x 16 x 2 = 32768 B,
    # concatenated (read 16384 + 512, write 16896 each: 33792 B per concat).
    rep = _analyze(tmp_path, emit_layer(TINY, Variant("b"), "decode", 4, 1, 32))
    assert rep["capacity"]["kv_cache"]["bytes"] == 32768
    assert _op(rep, "kv_cache.k")["bytes"] == 16384 + 512 + 16896
    # Static: the whole table, 2 x 16 x 256 x 16 x 2 = 262144 B, and no copy.
    rep = _analyze(tmp_path, emit_layer(TINY, Variant("s", static_kv=True), "decode",
                                        4, 1, 32))
    assert rep["capacity"]["kv_cache"]["bytes"] == 262144
    assert not [o for o in rep["ops"] if o.get("loc") == "kv_cache.k"
                and (o.get("predicted_time_s") or 0) > 0]


@pytest.mark.parametrize("flags,message", [
    (["--quant", "int3"], "--quant int3: expected int8 or int4"),
    (["--group-size", "0"], "--group-size 0: expected a positive integer"),
    (["--group-size", "48"], "--group-size 48: does not divide --hidden 64"),
    (["--context", "256"], "--context 256: expected 1 to 255 cached positions (a "
                           "decode step after 256 needs position 257; the position "
                           "table, --max-positions, holds 256)"),
    (["--sweep-context", "64,300"], "--sweep-context 300: expected 1 to 255"),
    (["--sweep-context", "0"], "--sweep-context 0: expected 1 to 255"),
    (["--seq", "257"], "--seq 257: beyond the position table; expected at most "
                       "--max-positions 256"),
    (["--heads", "5"], "--heads 5: expected a divisor of --hidden 64"),
    (["--model", "llama"], "--model 'llama': expected one of gpt2"),
    (["--sweep-context", "1,x"], "--sweep-context '1,x': expected comma-separated"),
])
def test_bad_input(run, flags, message):
    r = run("whatif", *TINY_FLAGS, "--seq", "32", "--context", "32", *flags)
    assert r.rc == 2
    assert r.out == ""
    assert message in r.err, r.err
    assert "Traceback" not in r.err


@needs_opt
def test_text_json_html(run, tmp_path):
    args = ["whatif", *TINY_FLAGS, "--batch", "4", "--seq", "32", "--context", "32",
            "--sweep-context", "16,64,128,255", "--roofline-opt", OPT]
    j = run(*args, "--format", "json")
    assert j.rc == 0, j.err
    res = json.loads(j.out)
    assert res["schema"] == "roofline-whatif/1"
    names = {r["variant"] for r in res["rows"]}
    assert names == {"baseline", "int8-g32", "int8-g32-dequant-gemm", "int4-g32",
                     "int4-g32-dequant-gemm", "fused-attention", "static-kv-cache"}
    assert {r["phase"] for r in res["rows"]} == {"prefill", "decode"}
    base = [r for r in res["rows"] if r["variant"] == "baseline"][0]
    assert base["speedup"] == 1.0
    # The model's figures are the layer's times the 2 layers.
    assert base["time_s"] == pytest.approx(2 * base["layer_time_s"])
    assert base["weight_bytes"] == 2 * 98304
    sweeps = {s["variant"]: s for s in res["decode_sweeps"]}
    assert sweeps["baseline"]["crossover_context_bytes"] == 95
    assert sweeps["int4-g32"]["crossover_context_bytes"] == 26
    assert [p["context"] for p in sweeps["baseline"]["points"]] == [16, 64, 128, 255]
    # KV read per step, 2 layers x batch 4 x (C + 1) x 256 B.
    assert sweeps["baseline"]["points"][0]["kv_read_bytes"] == 2 * 4 * 17 * 256
    t = run(*args)
    assert t.rc == 0, t.err
    for s in ("prefill: batch 4, 32 tokens", "decode: batch 4, 1 token after a "
              "context of 32", "int4-g32-dequant-gemm", "fused-attention",
              "static-kv-cache", "max batch", "attention overtakes the weights at "
              "context 95 by bytes"):
        assert s in t.out
    out = tmp_path / "w.html"
    h = run(*args, "--format", "html", "-o", out)
    assert h.rc == 0, h.err
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>")
    assert page.count("<table class=\"whatif\">") == 2 + 3
    assert "static-kv-cache" in page and "context 26 by bytes" in page
