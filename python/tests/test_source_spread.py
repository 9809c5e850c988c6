"""bench/validation/source_spread.py: the per-(device, source) start-up and
GEMM efficiency the bench's rows want, on synthetic reports (fixture data,
not measurements) whose answers are derived by hand:

  start-up: three tiled matmul rows timed as kernels (--timing=kernel, no
    launch), attained compute 10, 20 and 30 us, no memory time, one K slice;
    measured 15, 25 and 35 us. E = T0 + max(X, S) with X = the compute time,
    so T0 = 5.00 us fits every row exactly (log error 0); L only has to stay
    under X, and the grid keeps the first best, L = 0 ns.
  efficiency: one compute-bound row of 120 us, attained compute 80 us under
    the catalog's e_gemm 0.80, so 64 us at the peak; the catalog T0 of
    1 us comes off the measured time: 64 / (120 - 1) = 0.5378.
"""

import os
import sys

from conftest import REPO_DIR

sys.path.insert(0, os.path.join(REPO_DIR, "bench", "validation"))
import source_spread  # noqa: E402

ATTAINMENT = {"attained_dram_fraction": 0.9, "attained_vector_fraction": 1.0,
              "attained_gemm_efficiency": 0.8, "kernel_floor_us": 1.0,
              "kloop_slice_latency_ns": 200}


def result(row_id, source, compute_us, measured_us):
    """One single-GEMM row's catalog result: a tiled matmul (a tile and an
    I/O lower bound), compute-bound, with `compute_us` of attained compute."""
    op = {"op": "linalg.matmul", "loc": row_id, "ceiling_class": "fp16_tc",
          "predicted": {"compute_s": compute_us * 1e-6,
                        "memory_s": {"dram": 0.0, "l2": 0.0, "l1": 0.0},
                        "limiter": "compute"},
          "hierarchy": {"tile": {"split_k": 1, "bk": 64},
                        "io_lower_bound_bytes": 1},
          "launch_time_s": 3e-6, "time_s": 3e-6 + compute_us * 1e-6}
    report = {"device": {"attainment": {k: {"value": v}
                                        for k, v in ATTAINMENT.items()}},
              "ops": [op]}
    row = {"id": row_id, "kind": "gemm", "op": "matmul", "k": "64",
           "device": "test-gpu", "source_id": source, "set": "holdout"}
    return {"report": report, "row": row, "measured": measured_us * 1e-6,
            "timing": "kernel"}


def test_start_up_per_source():
    rows = [result("a%d" % i, "src-a", c, c + 5) for i, c in enumerate((10, 20, 30))]
    [(device, source, n_small, floor, n_eff, eff)] = source_spread.spread(rows)
    assert (device, source, n_small, n_eff, eff) == ("test-gpu", "src-a", 3, 0, None)
    assert floor == (5.0, 0)


def test_efficiency_per_source():
    [(_, source, n_small, floor, n_eff, eff)] = source_spread.spread(
        [result("b0", "src-b", 80, 120)])
    assert (source, n_small, floor, n_eff) == ("src-b", 0, None, 1)
    assert abs(eff - 64 / 119) < 1e-9


def test_sources_kept_apart():
    rows = [result("a%d" % i, "src-a", c, c + 5) for i, c in enumerate((10, 20, 30))]
    rows.append(result("b0", "src-b", 80, 120))
    assert [r[1] for r in source_spread.spread(rows)] == ["src-a", "src-b"]
    text = source_spread.render(source_spread.spread(rows), markdown=True)
    assert "| test-gpu | src-a | 3 | 5.00 us / 0 ns | 0 | - |" in text
    assert "| test-gpu | src-b | 0 | - | 1 | 0.538 |" in text


def kernel_row(row_id, source, time_us, m="1024"):
    """One measurements.csv row of a 1024^3-style f16 GEMM on test-gpu."""
    row = {c: "" for c in source_spread.SHAPE_COLUMNS}
    row.update(id=row_id, source_id=source, timing="kernel", device="test-gpu",
               kind="gemm", op="matmul", dtype="f16", batch="1", m=m, n="1024",
               k="1024", measured_time_s="%g" % (time_us * 1e-6))
    return row


def test_same_kernel_distance_to_geometric_mean():
    # Two sources time one kernel at 100 and 144 us: g = sqrt(100 x 144) =
    # 120 us, distances |120/100 - 1| = 0.2 and |120/144 - 1| = 1/6; their
    # median is (0.2 + 1/6) / 2 = 0.18333. A second kernel timed by one
    # source twice (m = 2048) is not compared: it needs two sources.
    rows = [kernel_row("a", "src-a", 100), kernel_row("b", "src-b", 144),
            kernel_row("c", "src-a", 50, m="2048"), kernel_row("d", "src-a", 60, m="2048")]
    [(key, times)] = source_spread.same_kernel(rows)
    assert dict(zip(source_spread.SHAPE_COLUMNS, key))["m"] == "1024"
    assert [(t[0], t[4]) for t in times] == [("src-a", "a"), ("src-b", "b")]
    assert abs(times[0][3] - 0.2) < 1e-12 and abs(times[1][3] - 1 / 6) < 1e-12
    summary = source_spread.same_kernel_summary([(key, times)])
    assert (summary["rows"], summary["kernels"]) == (2, 1)
    assert abs(summary["floor"] - (0.2 + 1 / 6) / 2) < 1e-12
    assert "model" not in summary
    text = source_spread.render_same_kernel([(key, times)], markdown=True)
    assert "| test-gpu | matmul 1024x1024x1024 | f16 | src-a: 100.0, src-b: 144.0 | 1.44 |" in text


def test_same_kernel_model_error_from_cv_csv(tmp_path):
    # Out-of-fold ratios 1.1 and 0.7: errors 0.1 and 0.3, median 0.2.
    kernels = source_spread.same_kernel([kernel_row("a", "src-a", 100),
                                         kernel_row("b", "src-b", 144)])
    cv = tmp_path / "cv.csv"
    cv.write_text("id,cv_prediction_ratio\na,1.1\nb,0.7\n")
    assert abs(source_spread.same_kernel_summary(kernels, str(cv))["model"] - 0.2) < 1e-12
    cv.write_text("id,cv_prediction_ratio\na,1.1\n")
    try:
        source_spread.same_kernel_summary(kernels, str(cv))
    except ValueError as e:
        assert "no cv_prediction_ratio for row 'b'" in str(e)
    else:
        raise AssertionError("a row missing from the cv csv must be an error")


def test_same_kernel_options_alone_are_an_error(capsys):
    # --json and --cv-csv only mean something with --same-kernel: refused
    # (argparse's exit status 2) before anything runs.
    for argv in (["--json"], ["--cv-csv", "x.csv"]):
        try:
            source_spread.main(argv)
        except SystemExit as e:
            assert e.code == 2
        else:
            raise AssertionError("%s alone must be refused" % argv)
        assert "go with --same-kernel" in capsys.readouterr().err
