"""The roofline chart of a report, drawn with matplotlib (Agg, headless).

A thin consumer: ``roofline-opt`` lays the chart out once
(lib/Report/ChartLayout.cpp) and writes the layout into the JSON report under
``"chart"`` (docs/json-schema.md); this module draws that layout, element by
element, at the pixel positions it gives, and derives nothing itself. The
picture is the one ``roofline-opt --svg`` writes (docs/charts.md):

- every compute roof of the device (those no op uses thin, grey, dashed),
  one bandwidth diagonal per memory level (DRAM solid, L2 dashed, L1
  dotted), the ridge points of the roofs in use;
- each op with FLOPs once per memory level (DRAM circle, L2 square, L1
  triangle) at that level's intensity, joined, its area proportional to its
  predicted time, coloured by what bounds it; a tick on its own roof;
- the labels as placed by the layout (op clusters say what they hold);
- under the plot, the ops without FLOPs as bars of predicted time.

The layout's pixels are those of a canvas ``width`` x ``height`` px with y
down; the figure is width/100 x height/100 inches, so at 100 dpi one layout
pixel is one picture pixel, and a font of S px is S * 0.72 points.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Dict, List

from .schema import ReportError, is_plottable

DPI = 100
#: Points per layout pixel: the figure has 100 layout pixels per inch.
PT = 72.0 / 100.0

MEMORY_COLOR, MEMORY_EDGE = "#e6550d", "#a63603"
COMPUTE_COLOR, COMPUTE_EDGE = "#3182bd", "#08519c"
LAUNCH_COLOR, LAUNCH_EDGE = "#807dba", "#54278f"
CEILING_COLOR, UNUSED_ROOF_COLOR, STRIP_COLOR = "#333333", "#9e9e9e", "#969696"
BOUND_STYLE = {"memory": (MEMORY_COLOR, MEMORY_EDGE),
               "compute": (COMPUTE_COLOR, COMPUTE_EDGE),
               "launch": (LAUNCH_COLOR, LAUNCH_EDGE),
               "none": (COMPUTE_COLOR, COMPUTE_EDGE)}
LEVEL_DASH = {"dram": "-", "l3": (0, (12 * PT, 3 * PT, 2 * PT, 3 * PT)),
              "l2": (0, (8 * PT, 4 * PT)), "l1": (0, (2 * PT, 3 * PT))}
LEVEL_NAME = {"dram": "DRAM", "l3": "L3", "l2": "L2", "l1": "L1"}
#: Keys of the "chart" object this module reads (docs/json-schema.md).
CHART_KEYS = ("width", "height", "plot", "compute_roofs", "bandwidth_roofs",
              "ridges", "points", "labels", "off_roofline", "texts", "legend")


def load_matplotlib():
    """Imports matplotlib with the Agg backend; ReportError when absent."""
    try:
        import matplotlib
        matplotlib.use("Agg")
        from matplotlib.figure import Figure
        from matplotlib.backends.backend_agg import FigureCanvasAgg
    except ImportError:
        raise ReportError(
            "matplotlib is not available to this python "
            "(Debian: apt-get install python3-matplotlib, and run "
            "/usr/bin/python3)") from None
    return Figure, FigureCanvasAgg


def check_output(output: str) -> str:
    """The picture format of `output` from its extension; ReportError when
    matplotlib cannot write it."""
    _, FigureCanvasAgg = load_matplotlib()
    ext = os.path.splitext(output)[1].lower().lstrip(".")
    from matplotlib.figure import Figure
    supported = FigureCanvasAgg(Figure()).get_supported_filetypes()
    if ext not in supported:
        raise ReportError(
            f"{output}: unknown picture format '.{ext}' "
            f"(use .png, .svg or .pdf)")
    directory = os.path.dirname(os.path.abspath(output))
    if not os.path.isdir(directory):
        raise ReportError(f"{output}: no such directory '{directory}'")
    return ext


def save_figure(fig, output: str, dpi: float) -> None:
    """Writes the figure to `output` atomically: nothing is left behind when
    writing fails."""
    ext = check_output(output)
    directory = os.path.dirname(os.path.abspath(output))
    fd, tmp = tempfile.mkstemp(prefix=".roofline-", suffix="." + ext,
                               dir=directory)
    try:
        with os.fdopen(fd, "wb") as f:
            fig.savefig(f, format=ext, dpi=dpi)
        # mkstemp makes the file private; give it the usual permissions.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)
        os.replace(tmp, output)
    except OSError as e:
        raise ReportError(f"{output}: cannot write: {e.strerror or e}") \
            from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)



def nothing_to_plot_reason(report: Dict[str, Any]) -> str | None:
    """Why the report has no op with FLOPs to plot, or None when it has."""
    ops = report["ops"]
    if any(is_plottable(op) for op in ops):
        return None
    unmodeled = len(report["unmodeled"])
    if not ops:
        return (f"nothing to plot: no costed op ({unmodeled} unmodeled)"
                if unmodeled else "nothing to plot: the module has no op")
    return (f"nothing to plot: none of its {len(ops)} costed ops has both "
            f"FLOPs and DRAM bytes ({unmodeled} unmodeled)")


def chart_layout(report: Dict[str, Any], source: str) -> Dict[str, Any]:
    """The report's "chart" layout, checked; ReportError when it is missing
    (a report from a roofline-opt older than the layout) or incomplete."""
    chart = report.get("chart")
    if not isinstance(chart, dict):
        raise ReportError(
            f"{source}: the report has no 'chart' layout: write it again "
            f"with this tree's roofline-opt --json")
    for key in CHART_KEYS:
        if key not in chart:
            raise ReportError(f"{source}: chart lacks '{key}'")
    n = len(report["ops"])
    ids = [p["id"] for p in chart["points"]]
    for row in chart["off_roofline"]["rows"]:
        ids += [s["id"] for s in row["segments"]]
    bad = [i for i in ids if not isinstance(i, int) or not 0 <= i < n]
    if bad:
        raise ReportError(f"{source}: chart names op {bad[0]}, the report "
                          f"has {n} ops")
    return chart


def draw_roofline(report: Dict[str, Any], output: str, dpi: float = DPI,
                  max_labels: int = 8, source: str = "") -> Dict[str, Any]:
    """Draws the chart of `report` into `output` (format from its
    extension). Raises ReportError, writing nothing, when the report has no
    plottable op or no layout. Returns a summary (counts, the placed texts
    with their boxes in pixels, the picture's size)."""
    source = source or report.get("input", "report")
    reason = nothing_to_plot_reason(report)
    if reason:
        raise ReportError(f"{source}: {reason}")
    chart = chart_layout(report, source)
    if chart.get("empty_reason"):
        raise ReportError(f"{source}: nothing to plot: "
                          f"{chart['empty_reason']}")
    check_output(output)
    Figure, FigureCanvasAgg = load_matplotlib()
    width, height = chart["width"], chart["height"]
    fig = Figure(figsize=(width / 100, height / 100), dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(height, 0)
    ax.set_axis_off()

    _draw_grid(ax, chart)
    _draw_roofs(ax, chart)
    _draw_points(ax, chart, report["ops"])
    texts = _draw_labels(ax, chart, max_labels)
    _draw_texts(ax, chart, ("title", "subtitle", "caption", "counts"))
    legend = _draw_legend(ax, chart)
    _draw_strip(ax, chart)

    renderer = canvas.get_renderer()
    placed = []
    for t in texts:
        b = t.get_window_extent(renderer)
        # Window coordinates are y up, in picture pixels at `dpi`.
        s = 100.0 / dpi
        placed.append((t.get_text(), t.get_rotation(),
                       (b.x0 * s, height - b.y1 * s, b.x1 * s,
                        height - b.y0 * s)))
    save_figure(fig, output, dpi)
    return {"plotted": len(chart["points"]),
            "not_plotted": chart["off_roofline"]["ops"],
            "unmodeled": len(report["unmodeled"]), "labels": placed,
            "legend": legend,
            "size": (round(width / 100 * dpi), round(height / 100 * dpi))}


def _text(ax, x, y, s, size, anchor="start", rotation=0.0, bold=False,
          color="#222222", halo=False):
    """Text as the SVG writes it: (x, y) is the baseline's anchor point."""
    from matplotlib import patheffects
    ha = {"start": "left", "middle": "center", "end": "right"}[anchor]
    t = ax.text(x, y, s, fontsize=size * PT, ha=ha, va="baseline",
                rotation=-rotation, rotation_mode="anchor", color=color,
                fontweight="bold" if bold else "normal", family="DejaVu Sans",
                clip_on=False)
    if halo:
        t.set_path_effects([patheffects.withStroke(linewidth=3 * PT,
                                                   foreground="white")])
    return t


def _map(axis: Dict[str, Any], v: float) -> float:
    """px of value `v` on a layout axis (the formula of docs/charts.md)."""
    import math
    lo, hi = axis["log10"]
    p0, p1 = axis["px"]
    return p0 + (math.log10(v) - lo) / (hi - lo) * (p1 - p0)


def _draw_grid(ax, chart: Dict[str, Any]) -> None:
    x0, y0, x1, y1 = chart["plot"]
    xa, ya = chart["x_axis"], chart["y_axis"]
    for axis, vertical in ((xa, True), (ya, False)):
        lo, hi = axis["log10"]
        minor = [_map(axis, m * 10.0 ** e) for e in range(lo, hi)
                 for m in range(2, 10)] if hi - lo <= 6 else []
        for p, color in [(p, "#f0f0f0") for p in minor] + \
                [(t["px"], "#d9d9d9") for t in axis["ticks"]]:
            if vertical:
                ax.plot([p, p], [y0, y1], color=color, lw=PT, zorder=0)
            else:
                ax.plot([x0, x1], [p, p], color=color, lw=PT, zorder=0)
    from matplotlib.patches import Rectangle
    ax.add_patch(Rectangle((x0, y0), x1 - x0, y1 - y0, fill=False,
                           edgecolor="#666666", lw=PT, zorder=1))
    step = 2 if len(xa["ticks"]) > 9 else 1
    for k, t in enumerate(xa["ticks"]):
        ax.plot([t["px"]] * 2, [y1, y1 + 5], color="#666666", lw=PT)
        if k % step == 0:
            _text(ax, t["px"], y1 + 19, t["label"], 12, "middle")
    step = 2 if len(ya["ticks"]) > 9 else 1
    for k, t in enumerate(ya["ticks"]):
        ax.plot([x0 - 5, x0], [t["px"]] * 2, color="#666666", lw=PT)
        if k % step == 0:
            _text(ax, x0 - 9, t["px"] + 4, t["label"], 12, "end")
    _draw_texts(ax, chart, ("axis-title",))


def _draw_roofs(ax, chart: Dict[str, Any]) -> None:
    y1 = chart["plot"][3]
    roofs = chart["compute_roofs"]
    for r in chart["ridges"]:
        if r["level"] == "dram":
            ax.plot([r["x"]] * 2, [r["y"], y1], color="#999999", lw=PT,
                    ls=(0, (2 * PT, 3 * PT)), zorder=2)
    for b in chart["bandwidth_roofs"]:
        ax.plot([b["x0"], b["x1"]], [b["y0"], b["y1"]], color=CEILING_COLOR,
                lw=(2.2 if b["level"] == "dram" else 1.4) * PT,
                ls=LEVEL_DASH[b["level"]], zorder=2)
    for c in roofs:
        used = c["ops"] > 0
        ax.plot([c["x0"], c["x1"]], [c["y"], c["y"]],
                color=CEILING_COLOR if used else UNUSED_ROOF_COLOR,
                lw=(2.2 if used else 1.2) * PT,
                ls="-" if used else (0, (6 * PT, 3 * PT)), zorder=2)
    for r in chart["ridges"]:
        ax.plot([r["x"]], [r["y"]], marker="D", ms=7 * PT, mfc="white",
                mec=CEILING_COLOR, mew=1.5 * PT, zorder=3)


def _draw_points(ax, chart: Dict[str, Any], ops: List[Dict[str, Any]]):
    seen = set()
    for p in chart["points"]:
        mark = tuple(round(v) for v in p["roof_mark"])
        if mark in seen:
            continue
        seen.add(mark)
        x, y = p["roof_mark"]
        ax.plot([x - 6, x + 6], [y, y], color=BOUND_STYLE[p["bound"]][1],
                lw=3 * PT, zorder=4)
    markers = {"dram": "o", "l3": "D", "l2": "s", "l1": "^"}
    # Slowest last, drawn on top.
    for z, p in enumerate(reversed(chart["points"])):
        fill, edge = BOUND_STYLE[p["bound"]]
        levels = p["levels"]
        if len(levels) > 1:
            ax.plot([levels[-1]["x"], levels[0]["x"]],
                    [levels[-1]["y"], levels[0]["y"]], color=edge, alpha=0.6,
                    lw=1.2 * PT, zorder=5 + z * 1e-4)
        for lv in levels:
            dram = lv["level"] == "dram"
            r = p["radius"] * (1.0 if dram else 0.8)
            ax.plot([lv["x"]], [lv["y"]], marker=markers[lv["level"]],
                    ms=2 * r * PT, mfc=fill, mec=edge, mew=1.2 * PT,
                    alpha=0.7 if dram else 0.45, ls="", zorder=5 + z * 1e-4)


def _draw_labels(ax, chart: Dict[str, Any], max_labels: int) -> list:
    texts = []
    n_ops = 0
    for lb in chart["labels"]:
        if lb["kind"] == "op":
            n_ops += 1
            if n_ops > max_labels:
                continue
        if "leader" in lb:
            x0, y0, x1, y1 = lb["leader"]
            ax.plot([x0, x1], [y0, y1], color="#777777", lw=0.8 * PT,
                    zorder=6)
        color = "#757575" if lb["kind"] == "compute" and not lb["bold"] \
            else "#222222"
        texts.append(_text(ax, lb["x"], lb["y"], lb["text"], lb["size"],
                           lb["anchor"], lb["angle"], lb["bold"], color,
                           halo=True))
        texts[-1].set_zorder(7)
    return texts


def _draw_text(ax, t: Dict[str, Any]):
    """A text of the layout's "texts" or a legend row's label."""
    return _text(ax, t["x"], t["y"], t["text"], t["size"], t["anchor"],
                 t["angle"], bold=t["bold"], color=t.get("color") or "#222222")


def _draw_texts(ax, chart: Dict[str, Any], roles) -> None:
    """The layout's texts of these roles (titles, caption, the strip's
    heading), where the layout put them."""
    for t in chart["texts"]:
        if t["role"] in roles:
            _draw_text(ax, t)


#: Colours of the legend's samples by style: (fill, edge, fill alpha).
_LEGEND_FILL = {"memory": (MEMORY_COLOR, MEMORY_EDGE, 0.55),
                "compute": (COMPUTE_COLOR, COMPUTE_EDGE, 0.55),
                "launch": (LAUNCH_COLOR, LAUNCH_EDGE, 0.55),
                "level": ("#bbbbbb", "#555555", 0.4),
                "size": ("#bbbbbb", "#777777", 0.5),
                "ridge": ("#ffffff", CEILING_COLOR, 1.0)}
#: Lines of the legend's samples by style: (colour, width px, dash).
_LEGEND_LINE = {"roof-used": (CEILING_COLOR, 2.2, "-"),
                "roof-unused": (UNUSED_ROOF_COLOR, 1.2, (0, (6 * PT, 3 * PT))),
                "roof-own": (COMPUTE_EDGE, 3.0, "-")}
for _level, _dash in LEVEL_DASH.items():
    _LEGEND_LINE["bandwidth-" + _level] = (
        CEILING_COLOR, 2.2 if _level == "dram" else 1.4, _dash)


def _legend_sample(ax, e: Dict[str, Any]) -> None:
    """A legend row's sample, at the geometry the layout gives."""
    from matplotlib.patches import Circle, Polygon, Rectangle
    shape = e["shape"]
    if shape == "line":
        color, width, dash = _LEGEND_LINE[e["style"]]
        ax.plot([e["x0"], e["x1"]], [e["y0"], e["y1"]], color=color,
                lw=width * PT, ls=dash)
        return
    if shape == "none":
        return
    fill, edge, alpha = _LEGEND_FILL[e["style"]]
    # The level circle is drawn opaque, as the SVG does.
    if e["style"] == "level" and shape == "circle":
        alpha = 1.0
    kw = dict(facecolor=matplotlib_rgba(fill, alpha), edgecolor=edge,
              lw=(1.5 if e["style"] == "ridge" else 1.0) * PT)
    if shape == "circle":
        patch = Circle((e["cx"], e["cy"]), e["r"], **kw)
    elif shape == "rect":
        patch = Rectangle((e["x0"], e["y0"]), e["x1"] - e["x0"],
                          e["y1"] - e["y0"], **kw)
    else:
        patch = Polygon(e["points"], closed=True, **kw)
    ax.add_patch(patch)


def matplotlib_rgba(color: str, alpha: float):
    from matplotlib.colors import to_rgba
    return to_rgba(color, alpha)


def _draw_legend(ax, chart: Dict[str, Any]) -> List[str]:
    """The legend's rows, sample then text, as the layout places them;
    returns the texts drawn, in order."""
    drawn = []
    for e in chart["legend"]:
        _legend_sample(ax, e)
        _draw_text(ax, e["label"])
        drawn.append(e["label"]["text"])
    return drawn


def _draw_strip(ax, chart: Dict[str, Any]) -> None:
    strip = chart["off_roofline"]
    if not strip["rows"]:
        return
    x0 = chart["plot"][0]
    _draw_texts(ax, chart, ("strip-heading",))
    from matplotlib.patches import Rectangle
    for row in strip["rows"]:
        _text(ax, x0, row["y"] + 4, row["label"], 11)
        for s in row["segments"]:
            ax.add_patch(Rectangle((s["x0"], row["y"] - 6), s["x1"] - s["x0"],
                                   12, facecolor=STRIP_COLOR,
                                   edgecolor="white", lw=0.5 * PT))
