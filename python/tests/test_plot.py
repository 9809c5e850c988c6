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
    # The layout's canvas at 100 dpi: 960 x 740 px, the 660 px chart and the
    # off-the-roofline panel of 2 rows (fill; pads): 672 + 24 + 2 * 18 + 8.
    assert png_size(out) == (960, 740)
    assert out.stat().st_size > 20000
    # conv1, conv2, bn1, bn2, relu, add_relu; the fill and two pads have no
    # FLOPs.
    assert "wrote" in r.out and "(960x740): 6 ops plotted, 3 not plotted" \
        in r.out


@pytest.mark.parametrize("dpi,size", [(50, (480, 370)), (150, (1440, 1110))])
def test_plot_dpi_scales_the_picture(run, tmp_path, dpi, size):
    out = tmp_path / "chart.png"
    r = run("plot", RESNET, "-o", out, "--dpi", dpi)
    assert r.rc == 0, r.err
    assert png_size(out) == size


def test_plot_draws_points_text_and_legend(run, tmp_path):
    out = tmp_path / "chart.png"
    assert run("plot", RESNET, "-o", out).rc == 0
    w, h, rows = png_pixels(out)
    # The plot area of the layout: x 92..736, y 76..560 px.
    assert (w, h) == (960, 740)
    ax0, ax1, ay0, ay1 = 92 + 2, 736 - 2, 76 + 2, 560 - 2

    def count(pred, x0, y0, x1, y1):
        return sum(1 for row in rows[y0:y1] for p in row[x0:x1] if pred(p))

    def purple(p):  # launch-bound points, #807dba over white
        return 100 < p[0] < 215 and abs(p[0] - p[1]) < 20 and \
            p[2] > p[0] + 25

    def blue(p):  # compute-bound points, #3182bd
        return p[2] > 150 and p[1] - p[0] > 25

    def dark(p):
        return max(p) < 110

    assert count(purple, ax0, ay0, ax1, ay1) > 300   # 4 elementwise ops
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
    # The layout's labels: the two convolutions share a spot and one label
    # that says what it holds; so do bn1 and bn2 (same shapes, same time).
    assert "2 \u00d7 linalg.conv_2d_nhwc_hwcf in layer1.0.*" in texts
    assert "2 \u00d7 linalg.generic in layer1.0.*" in texts
    assert "linalg.generic @ layer1.0.relu" in texts
    assert "FP64 tensor core / FP32 / INT32 19.5 TFLOP/s" in texts
    assert texts == [lb["text"] for lb in resnet["chart"]["labels"]
                     if lb["angle"] == 0]
    for i, (ta, _, a) in enumerate(labels):
        for tb, _, b in labels[i + 1:]:
            overlap = (min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and
                       min(a[3], b[3]) - max(a[1], b[1]) > 0.5)
            assert not overlap, f"'{ta}' overlaps '{tb}'"
    assert info["plotted"] == 6 and info["not_plotted"] == 3


def test_plot_draws_the_layout_of_the_report(resnet):
    # The roofs and points come from the report's "chart": every roof of
    # the A100 (FP32 used by every op with FLOPs), each convolution at DRAM,
    # L2 and L1 intensity.
    chart = resnet["chart"]
    roofs = [(c["label"], c["ops"]) for c in chart["compute_roofs"]]
    assert roofs[0] == ("FP64 9.7 TFLOP/s", 0)
    assert ("FP64 tensor core / FP32 / INT32 19.5 TFLOP/s", 6) in roofs
    assert len(roofs) == 7
    conv = [p for p in chart["points"]
            if resnet["ops"][p["id"]]["op"] == "linalg.conv_2d_nhwc_hwcf"]
    assert [lv["level"] for lv in conv[0]["levels"]] == ["dram", "l2", "l1"]
    for lv in conv[0]["levels"]:
        op = resnet["ops"][conv[0]["id"]]
        assert lv["intensity"] == pytest.approx(
            op["flops"] / op["bytes_by_level"][lv["level"]])


def test_plot_refuses_a_report_without_layout(run, tmp_path, resnet,
                                               write_json):
    r = dict(resnet)
    del r["chart"]
    res = run("plot", write_json(r), "-o", tmp_path / "c.png")
    assert res.rc == 2 and "no 'chart' layout" in res.err
    assert not (tmp_path / "c.png").exists()
    # A layout that does not belong to the report's ops.
    r = dict(resnet, ops=resnet["ops"][:5])
    res = run("plot", write_json(r), "-o", tmp_path / "c.png")
    assert res.rc == 2 and "the report has 5 ops" in res.err


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
    assert png_size(out) == (960, 740)


def test_plot_output_has_the_usual_permissions(run, tmp_path):
    import os
    import stat
    out = tmp_path / "chart.png"
    assert run("plot", RESNET, "-o", out).rc == 0
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o666 & ~umask


def test_ops_without_flops_are_bars_of_time(resnet, tmp_path):
    from roofline.plot import draw_roofline
    info = draw_roofline(resnet, str(tmp_path / "chart.png"))
    assert (info["plotted"], info["not_plotted"]) == (6, 3)
    rows = resnet["chart"]["off_roofline"]["rows"]
    # The fill is the slowest row, the only one with time: its bar spans the
    # panel, x 392..736.
    assert rows[0]["label"].startswith("linalg.fill: 1 op, ")
    assert (rows[0]["segments"][0]["x0"], rows[0]["segments"][0]["x1"]) == \
        (392, 736)
    assert rows[1]["label"] == "tensor.pad: 2 ops (2 folded), 0 s"
