"""The sweep's pieces that need neither torch nor roofline-opt: the lists,
the shapes of each point, the table (the importer marks the weights and KV
cache it imports: test_torch_import.py).
The end-to-end sweep on a dynamic-batch matmul is test/python/sweep.test;
docs/cli.md's full-model sweep tables, and the doc claims that read them,
are checked here with ROOFLINE_SLOW_TESTS=1 (they import ResNet-50 and the
GPT-2 block: 16 s, and every doc claim: 50 s)."""

import io
import os
import subprocess
import sys

import pytest

from roofline.sweep import (SweepError, parse_list, point_shapes, summarize,
                            write_table)

REPO_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_parse_list():
    assert parse_list("1,8,32,128", "--batch") == [1, 8, 32, 128]
    for bad in ("", "1,x", "0", "-1", "1.5"):
        with pytest.raises(SweepError):
            parse_list(bad, "--batch")


def test_point_shapes_set_batch_and_seq():
    # Prefill: [batch, seq, hidden]; decode: the cache's positions are
    # dimension 2 of past_key and past_value.
    assert point_shapes("gpt2-block-prefill", [(1, 512, 768)], 8, 128) == \
        [(8, 128, 768)]
    assert point_shapes("gpt2-block-decode",
                        [(1, 1, 768), (1, 12, 512, 64), (1, 12, 512, 64)],
                        4, 1024) == \
        [(4, 1, 768), (4, 12, 1024, 64), (4, 12, 1024, 64)]
    assert point_shapes("resnet50", [(1, 3, 224, 224)], 32, None) == \
        [(32, 3, 224, 224)]


def _report(flops, dram, time):
    return {"totals": {"flops": flops, "bytes": dram, "time_s": time,
                       "predicted_time_s": time, "memory_bound_share": 1.0,
                       "launch_share": 0.0},
            "verdict": "memory-bound", "ops": [],
            "device": {"bandwidth_bytes_per_s": {"dram": 1e12}},
            "capacity": {"parameters": {"bytes": 100}, "kv_cache":
                         {"bytes": 0}, "activations": {"bytes": 50},
                         "total_bytes": 150, "device_memory_bytes": 1000,
                         "device_memory_fraction": 0.15}}


def test_summarize_divides_by_batch():
    # 8 samples in 4 us: 0.5 us each; 800 FLOPs over 400 B: 2 FLOP/B.
    row = summarize(_report(800, 400, 4e-6), batch=8, seq=None)
    assert row["time_per_sample_s"] == pytest.approx(0.5e-6)
    assert row["intensity"] == 2.0
    assert row["parameter_bytes"] == 100 and row["activation_bytes"] == 50
    assert row["capacity_fraction"] == 0.15


def test_table_formats():
    rows = [summarize(_report(800, 400, 4e-6), 8, None)]
    out = io.StringIO()
    write_table(rows, "csv", out)
    head, line = out.getvalue().splitlines()
    assert "seq" not in head.split(",")  # no --seq: no column
    assert line.startswith("8,800,400,2.0,4e-06,")
    out = io.StringIO()
    write_table(rows, "text", out)
    assert "memory-bound" in out.getvalue()


@pytest.mark.skipif(os.environ.get("ROOFLINE_SLOW_TESTS") != "1",
                    reason="slow: set ROOFLINE_SLOW_TESTS=1 to run it")
def test_cli_sweep_tables_up_to_date():
    pytest.importorskip("torchvision")
    opt = os.environ.get("ROOFLINE_OPT") or os.path.join(REPO_DIR, "build", "bin",
                                                         "roofline-opt")
    if not os.access(opt, os.X_OK):
        pytest.skip(f"roofline-opt not found at {opt} (set ROOFLINE_OPT)")
    out = subprocess.run([sys.executable, os.path.join(REPO_DIR, "scripts",
                                                       "readme-examples.py"),
                          "--sweeps", "--check"], capture_output=True, text=True,
                         env=dict(os.environ, ROOFLINE_OPT=opt), timeout=900)
    assert out.returncode == 0, out.stderr
    # ... and the numbers its prose quotes from them (scripts/doc-claims.txt's
    # slow commands; the fast ones run in test/Integration/doc-claims.test).
    out = subprocess.run([sys.executable, os.path.join(REPO_DIR, "scripts",
                                                       "check-doc-claims.py"), "--slow"],
                         capture_output=True, text=True,
                         env=dict(os.environ, ROOFLINE_OPT=opt), timeout=900)
    assert out.returncode == 0, out.stderr
