"""Every torchvision 0.14 classification model imports, and its convolution +
matmul multiply-accumulates match torchvision's published "GFLOPS" column
(tests/data/torchvision_gflops.csv, with its source; torchvision counts
MACs and calls them FLOPs).

CI runs batch 1 of every model except the slow ones (over about 4 s to
import and analyze on a 2-core runner: the ViTs, the Swins but swin_t, the
largest EfficientNets). ROOFLINE_SLOW_TESTS=1 adds the slow ones and the
same check at batch 32 (MACs per image: the same, but for Swin v2's position-bias
MLP, which runs once per forward whatever the batch, 0.2-0.3% fewer):

    ROOFLINE_SLOW_TESTS=1 /usr/bin/python3 -m pytest -q tests/test_torch_import_torchvision.py
"""

import csv
import json
import os
import subprocess
import sys

import pytest

torch = pytest.importorskip(
    "torch", reason="PyTorch is not installed for this python "
                    "(Debian: python3-torch; run /usr/bin/python3 -m pytest)")
torchvision = pytest.importorskip(
    "torchvision", reason="torchvision is not installed for this python "
                          "(Debian: python3-torchvision)")

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
PYTHON_DIR = os.path.dirname(TESTS_DIR)
if PYTHON_DIR not in sys.path:
    sys.path.insert(0, PYTHON_DIR)

from conftest import roofline_opt_path  # noqa: E402
from roofline.torch_import import import_model, load_model  # noqa: E402
from roofline.torch_import.cli import torchvision_names  # noqa: E402

SLOW_ENABLED = os.environ.get("ROOFLINE_SLOW_TESTS") == "1"
SLOW = {"swin_b", "swin_s", "swin_v2_b", "swin_v2_s", "swin_v2_t", "vit_b_16", "vit_b_32",
        "vit_h_14", "vit_l_16", "vit_l_32", "efficientnet_v2_l", "efficientnet_v2_m",
        "efficientnet_b6", "efficientnet_b7", "regnet_y_128gf"}
slow_opt_in = pytest.mark.skipif(not SLOW_ENABLED,
                                 reason="slow: set ROOFLINE_SLOW_TESTS=1 to run it")


def published():
    """model -> (weights, resolution, GFLOPS) from the data file."""
    path = os.path.join(TESTS_DIR, "data", "torchvision_gflops.csv")
    with open(path) as f:
        rows = list(csv.reader(line for line in f if not line.startswith("#")))
    return {name: (w, int(res), float(g)) for name, w, res, g in rows}


PUBLISHED = published()


def docs_table():
    """model -> the imported GMACs docs/models.md shows (its torchvision section)."""
    path = os.path.join(PYTHON_DIR, "..", "docs", "models.md")
    with open(path) as f:
        text = f.read()
    section = text[text.index("<!-- begin: torchvision"):text.index("<!-- end: torchvision")]
    rows = [line.split("|") for line in section.splitlines() if line.startswith("| ")]
    return {r[1].strip(): float(r[5]) for r in rows[1:]}


def roofline_opt():
    path = roofline_opt_path()
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        pytest.skip(f"roofline-opt not found at {path} (build it, or set ROOFLINE_OPT)")
    return path


def gmacs_per_image(name, batch, tmp_path):
    """Conv + matmul MACs (FLOPs / 2 as roofline-opt counts them) per image."""
    tool = roofline_opt()
    _, res, _ = PUBLISHED[name]
    model, _, _ = load_model(name)
    path = tmp_path / f"{name}.mlir"
    path.write_text(import_model(model, [(batch, 3, res, res)], in_place=True))
    out = subprocess.run([tool, "--analyze", "--json", "--device=a100", str(path)],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["unmodeled"] == [], f"{name}: unmodeled ops {report['unmodeled'][:3]}"
    macs = sum(op["flops"] // 2 for op in report["ops"]
               if "conv" in op["op"] or "matmul" in op["op"])
    return macs / 1e9 / batch


def check(name, gmacs):
    """Within 1% of the published figure, or within the column's rounding.

    The column is torchvision's `_ops` (three decimals) rounded again to two,
    so a true figure can sit up to 0.0055 G away from it: mnasnet0_75's
    0.2155 G is `_ops` 0.215 (torchvision's source), shown as 0.21, 2.6%
    below. That exceeds 1% only for models under 0.6 G."""
    g = PUBLISHED[name][2]
    assert abs(gmacs - g) <= max(0.01 * g, 0.0055), \
        f"{name}: {gmacs:.4f} GMACs from the imported IR, torchvision publishes {g}"


def test_table_covers_every_classification_model():
    assert sorted(PUBLISHED) == torchvision_names()


def test_resolution_is_the_weights_crop():
    """The resolution of each row is the crop size of the row's weights'
    transforms (what torchvision measured the figure at)."""
    from torchvision.models import get_model_weights
    for name, (weights, res, _) in PUBLISHED.items():
        crop = get_model_weights(name)[weights].transforms().crop_size[0]
        assert crop == res, f"{name} {weights}: crop {crop}, table {res}"


def _params(batch_32=False):
    out = []
    for name in sorted(PUBLISHED):
        marks = [slow_opt_in] if (name in SLOW or batch_32) else []
        out.append(pytest.param(name, marks=marks, id=name))
    return out


def test_docs_table_lists_every_model():
    assert sorted(docs_table()) == sorted(PUBLISHED)


@pytest.mark.parametrize("name", _params())
def test_published_macs_batch_1(name, tmp_path):
    gmacs = gmacs_per_image(name, 1, tmp_path)
    check(name, gmacs)
    # ... and docs/models.md shows this figure.
    assert docs_table()[name] == pytest.approx(round(gmacs, 4), abs=1e-9)


@pytest.mark.parametrize("name", _params(batch_32=True))
def test_published_macs_batch_32(name, tmp_path):
    check(name, gmacs_per_image(name, 32, tmp_path))
