"""The ways a user runs the package: `cd python && python3 -m roofline`,
`PYTHONPATH=python python3 -m roofline` from the repository, and on a report
the current roofline-opt writes (when it is built)."""

import os
import shutil
import subprocess

import pytest

from conftest import REPO_DIR, data, needs_matplotlib
from pngutil import png_size


def test_help_from_the_python_directory(run):
    r = run("--help")
    assert r.rc == 0
    assert "plot" in r.out and "compare" in r.out


def test_compare_from_the_repository_with_pythonpath(run):
    r = run("compare", data("before.json"), data("after.json"),
            cwd=REPO_DIR, env={"PYTHONPATH": "python"})
    assert r.rc == 0, r.err
    assert "-18.2%" in r.out


@needs_matplotlib
def test_plot_from_the_repository_with_pythonpath(run, tmp_path):
    out = tmp_path / "chart.png"
    r = run("plot", "python/tests/data/resnet_basic_block_a100.json", "-o",
            out, cwd=REPO_DIR, env={"PYTHONPATH": "python"})
    assert r.rc == 0, r.err
    assert png_size(out) == (960, 740)


def find_roofline_opt():
    built = os.path.join(REPO_DIR, "build", "bin", "roofline-opt")
    if os.access(built, os.X_OK):
        return built
    return shutil.which("roofline-opt")


@needs_matplotlib
@pytest.mark.skipif(find_roofline_opt() is None,
                    reason="roofline-opt is not built (build/bin)")
def test_plot_what_roofline_opt_writes_now(run, tmp_path):
    """The package reads the report the tool writes today (catches a schema
    drift the committed fixture would hide)."""
    report = tmp_path / "resnet.json"
    example = os.path.join(REPO_DIR, "examples", "resnet_basic_block.mlir")
    with open(report, "w") as f:
        subprocess.run([find_roofline_opt(), "--analyze", "--json", example,
                        "--device=h100"], stdout=f, check=True)
    out = tmp_path / "chart.png"
    r = run("plot", report, "-o", out)
    assert r.rc == 0, r.err
    # One row taller than the committed fixture's chart: in compiled mode
    # the four elementwise ops run in the convolutions' kernels
    # (docs/model.md 1.8) and get a row of the off-the-roofline panel.
    assert png_size(out) == (960, 758)
    r = run("compare", data("resnet_basic_block_a100.json"), report)
    assert r.rc == 0, r.err
    assert "note: the reports are for different devices" in r.out
