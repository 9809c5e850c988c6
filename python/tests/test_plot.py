"""`python3 -m roofline plot`: the chart, headless, at the size asked for."""

import xml.dom.minidom

import pytest

from conftest import data, needs_matplotlib
from pngutil import png_pixels, png_size

RESNET = data("resnet_basic_block_a100.json")

pytestmark = needs_matplotlib


def test_plot_writes_a_png_of_figsize_times_dpi(run, tmp_path):
    out = tmp_path / "chart.png"
    r = run("plot", RESNET, "-o", out)
    assert r.rc == 0, r.err
    # 9.6 x 6.4 inches at 100 dpi.
    assert png_size(out) == (960, 640)
    assert out.stat().st_size > 20000
    # conv1, conv2, bn1, bn2, relu, add_relu; the fill and two pads have no
    # FLOPs.
    assert "wrote" in r.out and "(960x640): 6 ops plotted, 3 not plotted" \
        in r.out


@pytest.mark.parametrize("dpi,size", [(50, (480, 320)), (150, (1440, 960))])
def test_plot_dpi_scales_the_picture(run, tmp_path, dpi, size):
    out = tmp_path / "chart.png"
    r = run("plot", RESNET, "-o", out, "--dpi", dpi)
    assert r.rc == 0, r.err
    assert png_size(out) == size


def test_plot_draws_points_text_and_legend(run, tmp_path):
    out = tmp_path / "chart.png"
    assert run("plot", RESNET, "-o", out).rc == 0
    w, h, rows = png_pixels(out)
    # The axes span x 0.085..0.74 and y 0.175..0.875 of the figure.
    ax0, ax1 = int(0.085 * w) + 2, int(0.74 * w) - 2
    ay0, ay1 = int((1 - 0.875) * h) + 2, int((1 - 0.175) * h) - 2

    def count(pred, x0, y0, x1, y1):
        return sum(1 for row in rows[y0:y1] for p in row[x0:x1] if pred(p))

    def orange(p):  # memory-bound points, #e6550d at alpha 0.6 on white
        return p[0] > 200 and 90 < p[1] < 200 and p[2] < 160

    def blue(p):  # compute-bound points, #3182bd
        return p[2] > 150 and p[2] - p[0] > 40

    def dark(p):
        return max(p) < 110

    assert count(orange, ax0, ay0, ax1, ay1) > 300   # 4 elementwise ops
    assert count(blue, ax0, ay0, ax1, ay1) > 300     # the two convolutions
    assert count(dark, ax0, ay0, ax1, ay1) > 2000    # ceilings and labels
    assert count(dark, ax1 + 20, ay0, w, ay1) > 500  # legend and totals
    assert count(dark, 0, 0, w, ay0 - 4) > 500       # title
    assert count(dark, 0, ay1 + 40, w, h) > 300      # caption


def test_plot_labels_do_not_overlap(resnet, tmp_path):
    from roofline.plot import draw_roofline
    info = draw_roofline(resnet, str(tmp_path / "chart.png"))
    labels = [t for t in info["labels"] if t[1] == 0]  # horizontal text
    texts = [t[0] for t in labels]
    # Every plotted op is labelled (at most 8), and the ceiling.
    for name in ("layer1.0.conv1", "layer1.0.conv2", "layer1.0.bn1",
                 "layer1.0.bn2", "layer1.0.relu", "layer1.0.add_relu"):
        assert any(t.endswith("@ " + name) for t in texts), name
    assert "FP32 19.5 TFLOP/s" in texts
    for i, (ta, _, a) in enumerate(labels):
        for tb, _, b in labels[i + 1:]:
            overlap = (min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and
                       min(a[3], b[3]) - max(a[1], b[1]) > 0.5)
            assert not overlap, f"'{ta}' overlaps '{tb}'"
    assert info["plotted"] == 6 and info["not_plotted"] == 3


def test_plot_ceilings_follow_the_device(resnet, tmp_path):
    from roofline.plot import bandwidth_ceilings, compute_ceilings
    ceilings = compute_ceilings(resnet)
    # Every op runs against fp32: one compute ceiling, 19.5 TFLOP/s.
    assert [(c.classes, c.peak) for c in ceilings] == [(["fp32"], 19.5e12)]
    assert ceilings[0].label() == "FP32 19.5 TFLOP/s"
    assert bandwidth_ceilings(resnet) == [("dram", 1555e9), ("l2", 7219e9),
                                          ("l1", 19492e9)]


def test_plot_merges_classes_with_the_same_peak(resnet):
    from roofline.plot import compute_ceilings
    r = dict(resnet)
    r["ops"] = [dict(op) for op in resnet["ops"]]
    r["ops"][2]["ceiling_class"] = "bf16_tc"  # conv1
    r["ops"][6]["ceiling_class"] = "fp16_tc"  # conv2
    r["ops"][3]["ceiling_class"] = "int8_tc"  # bn1
    labels = [c.label() for c in compute_ceilings(r)]
    # Classes in the device's order: fp16_tc before bf16_tc.
    assert labels == ["FP32 19.5 TFLOP/s",
                      "FP16 / BF16 tensor core 312 TFLOP/s",
                      "INT8 tensor core 624 TOP/s"]


@pytest.mark.parametrize("ext", ["svg", "pdf"])
def test_plot_other_formats(run, tmp_path, ext):
    out = tmp_path / f"chart.{ext}"
    r = run("plot", RESNET, "-o", out)
    assert r.rc == 0, r.err
    if ext == "svg":
        doc = xml.dom.minidom.parse(str(out))
        assert doc.documentElement.tagName == "svg"
    else:
        assert out.read_bytes()[:5] == b"%PDF-"


def test_plot_is_headless_whatever_the_environment_says(run, tmp_path):
    out = tmp_path / "chart.png"
    r = run("plot", RESNET, "-o", out,
            env={"MPLBACKEND": "TkAgg", "DISPLAY": ""})
    assert r.rc == 0, r.err
    assert png_size(out) == (960, 640)


def test_plot_a_report_of_many_classes(run, tmp_path, resnet, write_json):
    # Ops spread over four decades of time and several classes still draw.
    r = dict(resnet)
    ops = []
    for k in range(30):
        op = dict(resnet["ops"][2])  # conv1
        op["id"] = k
        op["loc"] = f"layer{k}.conv"
        op["time_s"] = 1e-6 * (1.3 ** k)
        op["intensity"] = 0.05 * (1.5 ** k)
        op["bound"] = "memory" if k % 2 else "compute"
        op["ceiling_class"] = ["fp32", "bf16_tc", "tf32_tc"][k % 3]
        ops.append(op)
    r["ops"] = ops
    out = tmp_path / "many.png"
    res = run("plot", write_json(r), "-o", out, "--labels", 12)
    assert res.rc == 0, res.err
    assert png_size(out) == (960, 640)


def test_plot_output_has_the_usual_permissions(run, tmp_path):
    import os
    import stat
    out = tmp_path / "chart.png"
    assert run("plot", RESNET, "-o", out).rc == 0
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask


def test_ops_without_flops_or_with_infinite_intensity_are_not_plotted(
        resnet, tmp_path):
    from roofline.plot import draw_roofline
    from roofline.schema import is_plottable
    r = dict(resnet)
    r["ops"] = [dict(op) for op in resnet["ops"]]
    # bn1 with FLOPs and no bytes: infinite intensity, JSON null.
    r["ops"][3].update(bytes=0, intensity=None)
    assert not is_plottable(r["ops"][3])
    info = draw_roofline(r, str(tmp_path / "chart.png"))
    assert (info["plotted"], info["not_plotted"]) == (5, 4)
