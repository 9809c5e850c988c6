"""bench/validation/crossval.py: a device without GEMM rows of its own takes
its architecture's figure (fit_gemm), on synthetic row terms (fixture data,
not measurements) whose answers are derived by hand.

Each term is one compute-bound tensor-core contraction that is not a tiled
matmul, so the fit subtracts the 1 us streaming start-up: measured 101 us,
executed 101 us, compute at the peak c us gives c / (101 - 1) = c / 100.
  dev-a (sm_80): c = 70, 75, 80, 85 -> 0.70 0.75 0.80 0.85, its own median
    (0.75 + 0.80) / 2 = 0.775;
  dev-c (sm_90): c = 60 four times -> 0.60;
  dev-b (sm_80, no rows) takes dev-a's 0.775, its architecture's median;
  dev-d (sm_100, no rows, no architecture mate) takes the pooled median of
    all eight rows: 0.60 0.60 0.60 0.60 0.70 0.75 0.80 0.85 -> (0.60 +
    0.70) / 2 = 0.65; without the architecture map dev-b takes it too.
"""

import json
import os
import sys

from conftest import REPO_DIR

sys.path.insert(0, os.path.join(REPO_DIR, "bench", "validation"))
import crossval  # noqa: E402


def term(device, compute_us):
    op = {"contraction": True, "tensor": True, "limiter": "compute",
          "compute_peak": compute_us * 1e-6, "matmul": False}
    return {"device": device, "ops": [op], "measured": 101e-6,
            "exec_measured": 101e-6, "row": {"id": "%s-%g" % (device, compute_us)}}


TRAIN = [term("dev-a", c) for c in (70, 75, 80, 85)] + \
    [term("dev-c", 60) for _ in range(4)]
ARCH = {"dev-a": "sm_80", "dev-b": "sm_80", "dev-c": "sm_90", "dev-d": "sm_100"}


def test_device_without_rows_takes_its_architecture_median():
    figures, own = crossval.fit_gemm(TRAIN, ["dev-a", "dev-b", "dev-c", "dev-d"],
                                     {}, arch=ARCH)
    assert set(own) == {"dev-a", "dev-c"}
    assert abs(figures["dev-a"] - 0.775) < 1e-12
    assert abs(figures["dev-b"] - 0.775) < 1e-12
    assert abs(figures["dev-c"] - 0.60) < 1e-12
    assert abs(figures["dev-d"] - 0.65) < 1e-12


def test_without_an_architecture_map_the_pooled_median():
    figures, _ = crossval.fit_gemm(TRAIN, ["dev-b"], {})
    assert abs(figures["dev-b"] - 0.65) < 1e-12


def test_architecture_key(tmp_path):
    for name, text in (("ga100", "Ampere GA100, sm_80"),
                       ("cdna3", "CDNA 3, gfx942, 8 XCDs"),
                       ("apple", "Apple M2 Max GPU (Metal GPU family Apple8)")):
        (tmp_path / (name + ".json")).write_text(json.dumps({"architecture": text}))
    assert crossval.architecture_key(str(tmp_path), "ga100") == "sm_80"
    assert crossval.architecture_key(str(tmp_path), "cdna3") == "gfx942"
    assert crossval.architecture_key(str(tmp_path), "apple") is None
    assert crossval.architecture_key(str(tmp_path), "missing") is None
    # The catalog's parts: the A100 SXM4 and PCIe share sm_80.
    devices = os.path.join(REPO_DIR, "devices")
    assert crossval.architecture_key(devices, "a100-sxm4-80gb") == \
        crossval.architecture_key(devices, "a100-pcie-80gb") == "sm_80"


def test_catalog_files_carry_the_architecture_rule():
    # Every catalog device whose GEMM figure is not its own (its *_source is
    # not a development-row derivation) holds the median of the own figures
    # of its architecture's devices, rounded as the files are (3 decimals),
    # or no figure (the 0.80 default) when none of them has one: e.g. the
    # A100 SXM4 80 GB 0.69, the A100 PCIe's; the H200 median(0.648, 0.794,
    # 0.919) = 0.794; the B200 (sm_100, no mate) none.
    devices = os.path.join(REPO_DIR, "devices")
    docs = {}
    for f in sorted(os.listdir(devices)):
        if f.endswith(".json"):
            with open(os.path.join(devices, f)) as fh:
                docs[f[:-5]] = json.load(fh)
    arch = {n: crossval.architecture_key(devices, n) for n in docs}
    for key in crossval.GEMM_KEYS.values():
        own = {n: d[key] for n, d in docs.items() if key in d and
               d[key + "_source"].startswith("Derived from the project's development set")}
        for name, doc in docs.items():
            if name in own:
                continue
            expected = crossval.architecture_median(own, name, arch, None)
            got = doc.get(key)
            if expected is None:
                assert got is None, "%s: %s %s without rows of its architecture" % (name, key, got)
            else:
                assert got == round(expected, 3), "%s: %s %s, the rule gives %s" % (
                    name, key, got, expected)
    assert docs["a100-sxm4-80gb"]["attained_gemm_efficiency"] == 0.69
    assert docs["h200-sxm-141gb"]["attained_gemm_efficiency"] == 0.794
    assert "attained_gemm_efficiency" not in docs["b200-sxm-180gb"]


def floor_term(device, slices, measured_s):
    """A one-kernel tiled matmul row timed in kernel time whose work is nil,
    so the fit's prediction is T0 + slices x L (crossval.predict)."""
    op = {"tiled": True, "contraction": True, "tensor": True,
          "eff_key": "attained_gemm_efficiency", "matmul": True,
          "compute_peak": 1e-15, "dram_peak": 0.0, "l2": 0.0, "l1": 0.0,
          "launch": 0.0, "slices": slices, "bound_work": 0.0,
          "limiter": "latency", "write_only": False}
    return {"device": device, "ops": [op], "measured": measured_s,
            "exec_measured": measured_s, "timing": "kernel",
            "row": {"id": "%s-%d" % (device, slices), "kind": "gemm", "op": "matmul"}}


def test_floor_on_the_grid_edge_is_not_an_own_fit():
    # dev-e's rows are exactly 160 ns a slice and no start-up: 8 slices
    # 1.28 us ... 64 slices 10.24 us, least squares (T0, L) = (0, 160), an
    # optimum on the grid's edge (T0 = 0). dev-f's are 5 us + 40 ns a slice:
    # (5.00, 40), interior. So dev-f alone has an own fit and dev-e and
    # dev-g (no rows) take its figures; with dev-e's edge fit counted the
    # pooled pair would be the medians (2.5 us, 100 ns).
    slices = (8, 16, 32, 48, 64)
    train = [floor_term("dev-e", s, s * 160e-9) for s in slices] + \
        [floor_term("dev-f", s, 5e-6 + s * 40e-9) for s in slices]
    assert crossval.fit_floor(train[:5], crossval._device_consts(train, "dev-e")) == (0.0, 160)
    consts, own = crossval.fit_all(train, ["dev-e", "dev-f", "dev-g"])
    assert set(own["kernel_floor"]) == {"dev-f"}
    for d in ("dev-e", "dev-f", "dev-g"):
        assert abs(consts[d]["kernel_floor_us"] - 5.0) < 1e-9, d
        assert consts[d]["kloop_slice_latency_ns"] == 40, d


def test_floor_determined():
    # Interior: the H100 SXM's refit (5.66 us, 34 ns). Edges: the H100
    # PCIe's (0 us, 160 ns), and each bound of the grid (10 us; 0, 200 ns).
    assert crossval.floor_determined((5.66, 34))
    assert not crossval.floor_determined((0.0, 160))
    assert not crossval.floor_determined((10.0, 50))
    assert not crossval.floor_determined((3.0, 0))
    assert not crossval.floor_determined((3.0, 200))
