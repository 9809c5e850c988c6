"""python3 -m roofline host-profile: the file it writes, and roofline-opt
reading it (--mode=eager --host-profile=FILE, docs/model.md 1.8)."""

import json
import subprocess

import pytest

from roofline import host_profile

# One add, one matmul (its accumulator's fill is part of the call), one row
# reduction, one reshape the framework issues: the kinds of the profile.
MODULE = """
func.func @f(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %s = linalg.add ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%s, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e1 = tensor.empty() : tensor<64xf32>
  %r = linalg.reduce ins(%m : tensor<64x64xf32>) outs(%e1 : tensor<64xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %y = arith.addf %x, %acc : f32
      linalg.yield %y : f32
    }
  %v = tensor.collapse_shape %s [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
  return %v : tensor<4096xf32>
}
"""


def eager_report(tool, module, *extra):
    out = subprocess.run([tool, "--analyze", "--json", "--no-hierarchy",
                          "--device=a100-sxm4-40gb", "--mode=eager", *extra,
                          str(module)], capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_profile_is_the_measured_figures_times_the_scale():
    # Measured x*x 1.5 us, x.sum() 2.25, nn.Linear 5, y.copy_(x) 0.75, at
    # the default scale 8: 12, 18, 40 and 6 us charged per op.
    raw = {"elementwise_us": 1.5, "reduction_us": 2.25,
           "library_call_us": 5.0, "view_us": 0.75}
    doc = host_profile.build_profile(raw, 8, "2.1.0+cu121", 100, 3,
                                     cpu="Test CPU", date="2026-12-06")
    assert doc["schema"] == "roofline-host-profile/1"
    assert (doc["elementwise_us"], doc["reduction_us"], doc["library_call_us"],
            doc["view_us"]) == (12.0, 18.0, 40.0, 6.0)
    assert doc["gemm_bias_epilogue"] is True
    assert doc["name"] == "pytorch-eager measured on Test CPU"
    assert "x * x 1.500 us" in doc["source"] and "times 8" in doc["source"]
    assert doc["measurement"]["raw_us"] == raw
    # At scale 2: 3, 4.5, 10 and 1.5 us.
    doc = host_profile.build_profile(raw, 2, "2.1.0", 100, 3, cpu="c", date="d")
    assert doc["library_call_us"] == 10.0 and doc["view_us"] == 1.5


@pytest.mark.parametrize("version,fused", [
    ("1.9.0a0+df837d0", False), ("1.11.0", False), ("1.12.1", True),
    ("1.13.0a0", True), ("2.1.0+cu121", True), ("10.0", True)])
def test_bias_epilogue_follows_the_pytorch_release(version, fused):
    # addmm adds a 1-D bias in cuBLASLt's epilogue from PyTorch 1.12
    # (pytorch/pytorch#72148); before, it copies it into the output first.
    assert host_profile.bias_epilogue(version) is fused


def test_builtin_scale_and_figures_are_the_tools(roofline_opt, tmp_path):
    # The built-in profile roofline-opt reports is PUBLISHED_US times
    # BUILTIN_HOST_SCALE (lib/Model/HostOverhead.cpp): 2 x 8 = 16 us,
    # 9.735 x 8 = 77.88 us, 0.912 x 8 = 7.296 us.
    module = tmp_path / "m.mlir"
    module.write_text(MODULE)
    used = eager_report(roofline_opt, module)["options"]["host_profile"]
    assert used["name"] == "pytorch-eager"
    for key, us in host_profile.PUBLISHED_US.items():
        assert used[key] == pytest.approx(us * host_profile.BUILTIN_HOST_SCALE,
                                          rel=1e-9), key
    assert used == dict(used, elementwise_us=16, library_call_us=77.88,
                        view_us=7.296)


def test_measured_file_drives_the_eager_timeline(roofline_opt, run, tmp_path):
    # Measure (a few calls: the figures' size is this host's business) and
    # hand the file to roofline-opt: the report says which profile it used,
    # with the file's figures.
    out = tmp_path / "host.json"
    r = run("host-profile", "-o", out, "--iterations", "20", "--repeats", "1")
    assert r.rc == 0, r.err
    assert "wrote" in r.err
    doc = json.loads(out.read_text())
    assert all(doc[k] > 0 for k in host_profile.PUBLISHED_US)
    module = tmp_path / "m.mlir"
    module.write_text(MODULE)
    report = eager_report(roofline_opt, module, f"--host-profile={out}")
    used = report["options"]["host_profile"]
    assert used["name"] == doc["name"] and used["source"] == doc["source"]
    for key in host_profile.PUBLISHED_US:
        assert used[key] == pytest.approx(doc[key], rel=1e-9)
    # The host binds: the module's time is at least the host's costs of the
    # add, the matmul, the reduction and the view, each issued once.
    host = sum(doc[k] for k in host_profile.PUBLISHED_US) * 1e-6
    assert report["totals"]["predicted_time_s"] >= host


def test_bad_arguments_exit_2_without_a_file(run, tmp_path):
    out = tmp_path / "host.json"
    r = run("host-profile", "-o", out, "--iterations", "0")
    assert r.rc == 2 and "at least 1" in r.err and not out.exists()
    r = run("host-profile", "-o", out, "--scale", "-1")
    assert r.rc == 2 and "positive" in r.err and not out.exists()
    r = run("host-profile", "-o", tmp_path / "no" / "such" / "dir.json",
            "--iterations", "5", "--repeats", "1")
    assert r.rc == 2 and "cannot write" in r.err
