"""The roofline chart of a report, drawn with matplotlib (Agg, headless).

The same picture as ``roofline-opt --svg`` (lib/Report/SVGChart.cpp):

- log-log axes: arithmetic intensity (FLOPs / DRAM bytes) against
  performance (FLOP/s);
- one horizontal compute ceiling per class the report's ops run against
  (``ceiling_class`` of the ops with FLOPs; peaks from
  ``device.peak_flops_per_s``), classes with the same peak on one line;
- one diagonal bandwidth ceiling y = B x per memory level of
  ``device.bandwidth_bytes_per_s`` (DRAM solid, L2 dashed, L1 dotted);
- the ridge points where they meet, the DRAM ones labelled;
- one point per op at (intensity, FLOPs / predicted time), its area
  proportional to the predicted time, orange when memory-bound, blue when
  compute-bound, purple when launch-bound; the heaviest ops labelled "op @ location", placed greedily
  where they overlap no other label;
- a legend, a title with the device and input, and a caption counting the
  ops a log-log chart cannot show (zero FLOPs, infinite intensity).
"""

from __future__ import annotations

import math
import os
import tempfile
from typing import Any, Dict, List, Optional, Tuple

from .format import (class_display_name, format_bandwidth, format_peak,
                     format_sig, format_si, format_time, is_integer_class)
from .schema import LEVELS, ReportError, achieved_flops, is_plottable, \
    ops_by_time

#: Default picture: 9.6 x 6.4 inches at 100 dpi = 960 x 640 pixels.
FIGSIZE = (9.6, 6.4)
DPI = 100

MEMORY_COLOR, MEMORY_EDGE = "#e6550d", "#a63603"
COMPUTE_COLOR, COMPUTE_EDGE = "#3182bd", "#08519c"
LAUNCH_COLOR, LAUNCH_EDGE = "#807dba", "#54278f"
CEILING_COLOR = "#333333"
LEVEL_STYLE = {"dram": ("-", 2.0), "l2": ("--", 1.3), "l1": (":", 1.5)}
MAX_DECADES = 10


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


def _decades(lo: float, hi: float, pad_lo: float, pad_hi: float
             ) -> Tuple[int, int]:
    a = math.floor(math.log10(lo) - pad_lo)
    b = math.ceil(math.log10(hi) + pad_hi)
    if b <= a:
        b = a + 1
    if b - a > MAX_DECADES:
        a = b - MAX_DECADES
    return a, b


def _performance_tick(v: float, _pos=None) -> str:
    e = round(math.log10(v)) if v > 0 else 0
    if abs(v - 10.0 ** e) > 1e-6 * v:
        return ""
    if e < 0 or e > 20:
        return f"1e{e}"
    p = min(e // 3, 6)
    return f"{10 ** (e - 3 * p)} {' KMGTPE'[p].strip()}".rstrip()


def _intensity_tick(v: float, _pos=None) -> str:
    e = round(math.log10(v)) if v > 0 else 0
    if abs(v - 10.0 ** e) > 1e-6 * v:
        return ""
    if -3 <= e <= 4:
        return f"{10 ** e}" if e >= 0 else f"{10.0 ** e:.{-e}f}"
    return f"1e{e}"


class _Ceiling:
    def __init__(self, peak: float):
        self.peak = peak
        self.classes: List[str] = []

    @property
    def integer(self) -> bool:
        return all(is_integer_class(c) for c in self.classes)

    def label(self) -> str:
        all_tc = all(c.endswith("_tc") for c in self.classes)
        if all_tc:
            names = " / ".join(c[:-3].upper() for c in self.classes)
            return f"{names} tensor core {format_peak(self.peak, self.integer)}"
        names = " / ".join(class_display_name(c) for c in self.classes)
        return f"{names} {format_peak(self.peak, self.integer)}"


def compute_ceilings(report: Dict[str, Any]) -> List[_Ceiling]:
    """Ceilings of the classes that ops with FLOPs run against, lowest peak
    first; classes with the same peak share one."""
    device = report["device"]
    peaks = device["peak_flops_per_s"]
    order = list(peaks.keys())
    used = []
    for op in report["ops"]:
        cls = op["ceiling_class"]
        if op["flops"] > 0 and op["bound"] != "none" and cls not in used:
            used.append(cls)
    used.sort(key=lambda c: order.index(c) if c in order else len(order))
    ceilings: List[_Ceiling] = []
    for cls in used:
        peak = peaks.get(cls)
        if peak is None:
            # A class the device block does not list: the op carries it.
            peak = next((op.get("peak_flops_per_s") for op in report["ops"]
                         if op["ceiling_class"] == cls), None)
        if not isinstance(peak, (int, float)) or not peak > 0:
            continue
        same = [c for c in ceilings if abs(c.peak - peak) <= 1e-9 * peak]
        ceiling = same[0] if same else _Ceiling(float(peak))
        if not same:
            ceilings.append(ceiling)
        ceiling.classes.append(cls)
    ceilings.sort(key=lambda c: c.peak)
    return ceilings


def bandwidth_ceilings(report: Dict[str, Any]) -> List[Tuple[str, float]]:
    bws = report["device"]["bandwidth_bytes_per_s"]
    return [(lvl, float(bws[lvl])) for lvl in LEVELS
            if isinstance(bws.get(lvl), (int, float)) and bws[lvl] > 0]


def nothing_to_plot_reason(report: Dict[str, Any]) -> Optional[str]:
    """Why the report has no point to plot, or None when it has."""
    ops = report["ops"]
    if any(is_plottable(op) for op in ops):
        return None
    unmodeled = len(report["unmodeled"])
    if not ops:
        return (f"nothing to plot: no costed op ({unmodeled} unmodeled)"
                if unmodeled else "nothing to plot: the module has no op")
    return (f"nothing to plot: none of its {len(ops)} costed ops has both "
            f"FLOPs and DRAM bytes ({unmodeled} unmodeled)")


#: Largest point area, points^2: a 40 px disc at 100 dpi.
POINT_AREA_MAX = 830.0


def draw_roofline(report: Dict[str, Any], output: str, dpi: float = DPI,
                  max_labels: int = 8, source: str = "") -> Dict[str, Any]:
    """Draws the chart of `report` into `output` (format from its
    extension). Raises ReportError, writing nothing, when the report has no
    plottable op. Returns a summary (counts) for the caller."""
    source = source or report.get("input", "report")
    reason = nothing_to_plot_reason(report)
    if reason:
        raise ReportError(f"{source}: {reason}")
    check_output(output)
    Figure, FigureCanvasAgg = load_matplotlib()

    ops = ops_by_time(report)
    plotted = [op for op in ops if is_plottable(op)]
    not_plotted = len(ops) - len(plotted)
    ceilings = compute_ceilings(report)
    levels = bandwidth_ceilings(report)
    if not ceilings:
        raise ReportError(f"{source}: nothing to plot: the device has no "
                          f"compute ceiling for the ops' classes")

    fig = Figure(figsize=FIGSIZE, dpi=dpi)
    canvas = FigureCanvasAgg(fig)
    chart = _make_chart(fig, plotted, ceilings, levels, dpi)
    _draw_ceilings(chart)
    max_time = max(op["time_s"] for op in plotted)
    xs, ys = _draw_points(chart, plotted, max_time)

    placer = _LabelPlacer(chart, canvas.get_renderer(),
                          _point_boxes(chart, plotted, xs, ys, max_time),
                          _ceiling_line_points(chart))
    _label_compute_ceilings(chart, placer)
    _label_ridges(chart, placer)
    _label_bandwidths(chart, placer)
    _label_ops(chart, placer, plotted, xs, ys, max_time, max_labels)

    _draw_titles(fig, report, ops)
    _draw_legends(fig, levels, max_time)
    _draw_totals(fig, report["totals"])
    _draw_caption(fig, report, ops, not_plotted)

    save_figure(fig, output, dpi)
    return {"plotted": len(plotted), "not_plotted": not_plotted,
            "unmodeled": len(report["unmodeled"]), "labels": placer.texts,
            "size": (round(FIGSIZE[0] * dpi), round(FIGSIZE[1] * dpi))}


class _Chart:
    """What the drawing steps share: the axes, their limits, the ceilings."""

    def __init__(self, ax, limits: Tuple[float, float, float, float],
                 ceilings: List[_Ceiling], levels: List[Tuple[str, float]],
                 dpi: float):
        import matplotlib.patheffects as pe
        self.ax = ax
        self.xmin, self.xmax, self.ymin, self.ymax = limits
        self.ceilings = ceilings
        self.levels = levels
        self.dpi = dpi
        self.pt = dpi / 72.0  # pixels per point
        self.max_peak = ceilings[-1].peak
        self.max_b = max((b for _, b in levels), default=0)
        self.halo = [pe.withStroke(linewidth=3, foreground="white")]

    def ceiling_start(self, c: _Ceiling) -> float:
        """Where the horizontal line of ceiling `c` starts (data x)."""
        return c.peak / self.max_b if self.max_b else self.xmin


def _axis_limits(plotted: List[Dict[str, Any]], ceilings: List[_Ceiling],
                 levels: List[Tuple[str, float]]
                 ) -> Tuple[float, float, float, float]:
    """Whole decades covering the points and every ridge point."""
    min_i = min(op["intensity"] for op in plotted)
    max_i = max(op["intensity"] for op in plotted)
    min_y = min(achieved_flops(op) for op in plotted)
    min_peak, max_peak = ceilings[0].peak, ceilings[-1].peak
    low_x, high_x, low_y = min_i, max_i, min_y
    if levels:
        min_b = min(b for _, b in levels)
        max_b = max(b for _, b in levels)
        low_x = min(low_x, min_peak / max_b / 4)
        high_x = max(high_x, max_peak / min_b * 8)
        low_y = min(low_y, min_peak / 100)
    high_y = max(max_peak, min_y)
    x0, x1 = _decades(low_x, high_x, 0.1, 0.1)
    y0, y1 = _decades(low_y, high_y, 0.1, 0.25)
    return 10.0 ** x0, 10.0 ** x1, 10.0 ** y0, 10.0 ** y1


def _make_chart(fig, plotted: List[Dict[str, Any]], ceilings: List[_Ceiling],
                levels: List[Tuple[str, float]], dpi: float) -> _Chart:
    """Adds the log-log axes (limits, ticks, grid, axis labels) to `fig`."""
    from matplotlib.ticker import FuncFormatter, LogLocator, NullFormatter
    xmin, xmax, ymin, ymax = limits = _axis_limits(plotted, ceilings, levels)
    ax = fig.add_axes([0.085, 0.175, 0.655, 0.70])
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlim(xmin, xmax)
    ax.set_ylim(ymin, ymax)
    ax.xaxis.set_major_locator(LogLocator(base=10, numticks=MAX_DECADES + 2))
    ax.yaxis.set_major_locator(LogLocator(base=10, numticks=MAX_DECADES + 2))
    ax.xaxis.set_major_formatter(FuncFormatter(_intensity_tick))
    ax.yaxis.set_major_formatter(FuncFormatter(_performance_tick))
    ax.xaxis.set_minor_formatter(NullFormatter())
    ax.yaxis.set_minor_formatter(NullFormatter())
    ax.grid(True, which="major", color="#d9d9d9", linewidth=0.8)
    ax.grid(True, which="minor", color="#f0f0f0", linewidth=0.6)
    ax.set_axisbelow(True)
    ax.tick_params(labelsize=9)
    ax.set_xlabel("arithmetic intensity (FLOP/byte, DRAM)", fontsize=10)
    any_integer = any(c.integer for c in ceilings)
    ax.set_ylabel("performance (FLOP/s; OP/s for integer classes)"
                  if any_integer else "performance (FLOP/s)", fontsize=10)
    return _Chart(ax, limits, ceilings, levels, dpi)


def _draw_ceilings(chart: _Chart) -> None:
    """Draws the bandwidth diagonals, compute peaks and ridge points."""
    ax, xmin, xmax = chart.ax, chart.xmin, chart.xmax
    for lvl, b in chart.levels:
        style, width = LEVEL_STYLE[lvl]
        xe = chart.max_peak / b
        ax.plot([xmin, xe], [b * xmin, chart.max_peak], color=CEILING_COLOR,
                linestyle=style, linewidth=width, zorder=2)
    for c in chart.ceilings:
        ax.plot([chart.ceiling_start(c), xmax], [c.peak, c.peak],
                color=CEILING_COLOR, linewidth=2.0, zorder=2)
        for lvl, b in chart.levels:
            ridge = c.peak / b
            if xmin <= ridge <= xmax:
                ax.plot([ridge], [c.peak], marker="D", markersize=5,
                        markerfacecolor="white", markeredgecolor=CEILING_COLOR,
                        markeredgewidth=1.2, linestyle="", zorder=4)
                if lvl == "dram":
                    ax.plot([ridge, ridge], [chart.ymin, c.peak],
                            color="#999999", linewidth=0.8,
                            linestyle=(0, (1.5, 2.5)), zorder=1)


def _point_area(t: float, max_time: float) -> float:
    """The area (points^2) of an op's point: proportional to its time."""
    return max(12.0, POINT_AREA_MAX * t / max_time)


def _draw_points(chart: _Chart, plotted: List[Dict[str, Any]],
                 max_time: float) -> Tuple[List[float], List[float]]:
    """Draws one point per op (slowest first); returns their data x and y."""
    # Slowest (largest) first, so that small points are drawn on top.
    xs = [op["intensity"] for op in plotted]
    ys = [achieved_flops(op) for op in plotted]
    # Launch-bound ops have their own colour (as in SVGChart::points).
    colors = {"memory": (MEMORY_COLOR, MEMORY_EDGE),
              "launch": (LAUNCH_COLOR, LAUNCH_EDGE)}
    styles = [colors.get(op["bound"], (COMPUTE_COLOR, COMPUTE_EDGE))
              for op in plotted]
    chart.ax.scatter(
        xs, ys, s=[_point_area(op["time_s"], max_time) for op in plotted],
        c=[fill for fill, _ in styles],
        edgecolors=[edge for _, edge in styles],
        alpha=0.6, linewidths=1.0, zorder=3)
    return xs, ys


def _point_boxes(chart: _Chart, plotted: List[Dict[str, Any]],
                 xs: List[float], ys: List[float], max_time: float
                 ) -> List[Tuple[float, float, float, float, float]]:
    """The pixel box (x0, y0, x1, y1, radius) of every point."""
    boxes = []
    for op, x, y in zip(plotted, xs, ys):
        px, py = chart.ax.transData.transform((x, y))
        r = math.sqrt(_point_area(op["time_s"], max_time)) / 2 * chart.pt
        boxes.append((px - r, py - r, px + r, py + r, r))
    return boxes


def _ceiling_line_points(chart: _Chart) -> List[Tuple[float, float]]:
    """The ceiling lines sampled every few pixels: soft label obstacles."""
    line_points: List[Tuple[float, float]] = []

    def add_line(x_a, y_a, x_b, y_b):
        (pa, qa), (pb, qb) = chart.ax.transData.transform([(x_a, y_a),
                                                           (x_b, y_b)])
        n = max(1, int(math.hypot(pb - pa, qb - qa) / 4))
        line_points.extend((pa + (pb - pa) * k / n, qa + (qb - qa) * k / n)
                           for k in range(n + 1))

    for lvl, b in chart.levels:
        add_line(chart.xmin, b * chart.xmin, chart.max_peak / b,
                 chart.max_peak)
    for c in chart.ceilings:
        add_line(chart.ceiling_start(c), c.peak, chart.xmax, c.peak)
    return line_points


class _LabelPlacer:
    """Greedy text placement in display pixels, clear of what is placed."""

    def __init__(self, chart: _Chart, renderer, point_boxes, line_points):
        self.renderer = renderer
        self.axes_box = chart.ax.get_window_extent(renderer)
        self.placed: List[Any] = []  # Bbox of placed text
        self.texts: List[Any] = []   # (text, rotation, (x0, y0, x1, y1))
        self.point_boxes = point_boxes
        self.line_points = line_points

    def box_of(self, artist):
        """The artist's pixel bounding box."""
        return artist.get_window_extent(self.renderer)

    def overlaps(self, b) -> bool:
        """Whether box `b` overlaps text already placed."""
        return any(b.x0 < o.x1 and o.x0 < b.x1 and b.y0 < o.y1 and o.y0 < b.y1
                   for o in self.placed)

    def hits_points(self, b, skip: int = -1) -> bool:
        """Whether box `b` overlaps a point other than number `skip`."""
        return any(i != skip and b.x0 < q[2] and q[0] < b.x1 and b.y0 < q[3]
                   and q[1] < b.y1 for i, q in enumerate(self.point_boxes))

    def inside(self, b) -> bool:
        """Whether box `b` lies inside the axes, 2 pixels in."""
        a = self.axes_box
        return (b.x0 >= a.x0 + 2 and b.x1 <= a.x1 - 2 and
                b.y0 >= a.y0 + 2 and b.y1 <= a.y1 - 2)

    def hits_lines(self, b) -> bool:
        """Whether box `b` (grown by a pixel) crosses a ceiling line."""
        return any(b.x0 - 1 < p < b.x1 + 1 and b.y0 - 1 < q < b.y1 + 1
                   for p, q in self.line_points)

    def try_place(self, make, candidates, skip=-1, strict_first=None):
        """Creates the text with the first candidate that fits, keeping clear
        of text, points and ceilings (among the first `strict_first`
        candidates only: a label over a line reads better than a far one);
        then of text and points; then of text only. Returns the artist and
        the candidate, or (None, None)."""
        for strictness in (2, 1, 0):
            pool = candidates[:strict_first] if strictness == 2 and \
                strict_first else candidates
            for cand in pool:
                t = make(*cand)
                b = self.box_of(t)
                if self.inside(b) and not self.overlaps(b) and \
                        not (strictness >= 1 and self.hits_points(b, skip)) \
                        and not (strictness >= 2 and self.hits_lines(b)):
                    self.placed.append(b)
                    self.texts.append((t.get_text(), t.get_rotation(),
                                       (b.x0, b.y0, b.x1, b.y1)))
                    return t, cand
                t.remove()
        return None, None


def _label_compute_ceilings(chart: _Chart, placer: _LabelPlacer) -> None:
    """Labels each compute peak: over its right end, else below, else left."""
    ax, pt = chart.ax, chart.pt
    for c in chart.ceilings:
        label = c.label()
        # The label's right end stays over its line.
        start_px = ax.transData.transform((chart.ceiling_start(c), c.peak))[0]
        right_px = ax.transData.transform((chart.xmax, c.peak))[0]
        cands = []
        for shift in range(0, 600, 18):
            if right_px - (4 + shift) * pt < start_px + 40 and shift:
                break
            cands.append((shift, 3, "bottom"))
            cands.append((shift, -3, "top"))

        def make(shift, dy, va, c=c, label=label):
            return ax.annotate(label, xy=(chart.xmax, c.peak),
                               xytext=(-4 - shift, dy),
                               textcoords="offset points", ha="right", va=va,
                               fontsize=9, fontweight="bold",
                               color=CEILING_COLOR, path_effects=chart.halo,
                               zorder=5)
        t, _ = placer.try_place(make, cands)
        if t is None:
            t = make(0, 3, "bottom")
            placer.placed.append(placer.box_of(t))


def _label_ridges(chart: _Chart, placer: _LabelPlacer) -> None:
    """Labels the DRAM ridge points: vertical, beside their drop lines."""
    ax = chart.ax
    for lvl, b in chart.levels:
        if lvl != "dram":
            continue
        for c in chart.ceilings:
            ridge = c.peak / b
            if not chart.xmin <= ridge <= chart.xmax:
                continue
            unit = "OP/B" if c.integer else "FLOP/B"
            label = f"ridge {format_sig(ridge)} {unit}"
            cands = [(dx, up) for up in range(4, 200, 14) for dx in (2, -2)]

            def make(dx, up, ridge=ridge, label=label):
                return ax.annotate(label, xy=(ridge, chart.ymin),
                                   xytext=(dx, up),
                                   textcoords="offset points", rotation=90,
                                   ha="left" if dx > 0 else "right",
                                   va="bottom", fontsize=7.5,
                                   color=CEILING_COLOR,
                                   path_effects=chart.halo, zorder=5)
            placer.try_place(make, cands)


def _label_bandwidths(chart: _Chart, placer: _LabelPlacer) -> None:
    """Labels each bandwidth diagonal along the line, near where it enters."""
    ax = chart.ax
    for lvl, b in chart.levels:
        xs0 = chart.xmin if b * chart.xmin >= chart.ymin else chart.ymin / b
        p0 = ax.transData.transform((xs0, b * xs0))
        p1 = ax.transData.transform((xs0 * 10, b * xs0 * 10))
        angle = math.degrees(math.atan2(p1[1] - p0[1], p1[0] - p0[0]))
        label = f"{lvl.upper()} {format_bandwidth(b)}"
        ux, uy = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        cands = [(along,) for along in (10, 40, 80, 130)]

        def make(along, xs0=xs0, b=b, ux=ux, uy=uy, angle=angle, label=label):
            # Start `along` points up the line, 3 points above it.
            return ax.annotate(label, xy=(xs0, b * xs0),
                               xytext=(ux * along - uy * 3, uy * along + ux * 3),
                               textcoords="offset points", rotation=angle,
                               rotation_mode="anchor", ha="left",
                               va="bottom", fontsize=8, fontweight="bold",
                               color=CEILING_COLOR, path_effects=chart.halo,
                               zorder=5)
        t, _ = placer.try_place(make, cands)
        if t is None:
            make(10)


def _label_ops(chart: _Chart, placer: _LabelPlacer,
               plotted: List[Dict[str, Any]], xs: List[float],
               ys: List[float], max_time: float, max_labels: int) -> None:
    """Labels the heaviest ops; three or more at one spot share a label."""
    # Ops drawn at the same spot (repeated layers; within 1.5 px): three or
    # more share one label, "... (+N more here)", so that the labels go to
    # other points.
    pixels = [tuple(chart.ax.transData.transform((x, y)))
              for x, y in zip(xs, ys)]

    def near(i, j):
        return math.hypot(pixels[i][0] - pixels[j][0],
                          pixels[i][1] - pixels[j][1]) <= 1.5 * chart.dpi / 100
    group_labels: List[int] = []
    labelled = 0
    for i, op in enumerate(plotted):
        if labelled >= max_labels:
            break
        if any(near(g, i) for g in group_labels):
            continue
        same = sum(1 for j in range(len(plotted)) if near(i, j))
        if same >= 3:
            group_labels.append(i)
        labelled += 1
        r_pt = math.sqrt(_point_area(op["time_s"], max_time)) / 2
        _place_op_label(chart, placer, i, xs[i], ys[i],
                        _op_label_text(op, same), r_pt)


def _op_label_text(op: Dict[str, Any], same: int) -> str:
    """"op @ location", cut at 60 characters, noting the ops at its spot."""
    label = f"{op['op']} @ {_short_loc(op['loc'])}"
    if len(label) > 60:
        label = label[:57] + "..."
    if same >= 3:
        label += f" (+{same - 1} more here)"
    return label


def _op_label_candidates(r_pt: float) -> List[Tuple[float, float, str, str]]:
    """Offsets (dx, dy, ha, va) around a point of radius r_pt, near first."""
    cands = []
    for ring in range(6):
        d = r_pt + 3 + ring * 11
        cands += [(d, 0, "left", "center"), (-d, 0, "right", "center"),
                  (0.6 * d, d, "left", "bottom"),
                  (0.6 * d, -d, "left", "top"),
                  (-0.6 * d, d, "right", "bottom"),
                  (-0.6 * d, -d, "right", "top"),
                  (0, d, "center", "bottom"), (0, -d, "center", "top")]
    return cands


def _place_op_label(chart: _Chart, placer: _LabelPlacer, i: int, x: float,
                    y: float, label: str, r_pt: float) -> None:
    """Places the label of point `i`; a far one gets a leader line."""
    ax = chart.ax

    def make(dx, dy, ha, va):
        return ax.annotate(label, xy=(x, y), xytext=(dx, dy),
                           textcoords="offset points", ha=ha, va=va,
                           fontsize=8, color="#222222",
                           path_effects=chart.halo, zorder=6)
    t, cand = placer.try_place(make, _op_label_candidates(r_pt), skip=i,
                               strict_first=16)
    if t is None:
        return
    dx, dy = cand[0], cand[1]
    if math.hypot(dx, dy) > r_pt + 6:
        t.remove()
        ax.annotate(label, xy=(x, y), xytext=(dx, dy),
                    textcoords="offset points", ha=cand[2], va=cand[3],
                    fontsize=8, color="#222222", path_effects=chart.halo,
                    zorder=6,
                    arrowprops=dict(arrowstyle="-", color="#777777",
                                    linewidth=0.6, shrinkA=0,
                                    shrinkB=r_pt))


def _draw_titles(fig, report: Dict[str, Any],
                 ops: List[Dict[str, Any]]) -> None:
    """Writes the title (input and device) and the summary line under it."""
    device = report["device"]
    shown = report.get("input", "")
    title = f"Roofline: {shown} on {device['display_name']}"
    if len(title) > 80:
        title = f"Roofline: {os.path.basename(shown)} on " \
                f"{device['display_name']}"
    fig.text(0.085, 0.965, title, fontsize=13, fontweight="bold", va="top")
    totals = report["totals"]
    n_mem = sum(1 for op in ops if op["bound"] == "memory")
    n_comp = sum(1 for op in ops if op["bound"] == "compute")
    n_launch = sum(1 for op in ops if op["bound"] == "launch")
    mode = report.get("options", {}).get("mode", "eager")
    fig.text(0.085, 0.925,
             f"{device['name']}, {device.get('ceilings', 'spec')} ceilings, "
             f"{mode} mode; "
             f"{len(ops)} costed ops ({n_mem} memory-, {n_comp} "
             f"compute-, {n_launch} launch-bound), "
             f"{len(report['unmodeled'])} unmodeled; "
             f"predicted {format_time(totals['time_s'])}; "
             f"{report.get('verdict', '')}",
             fontsize=8.5, color="#555555", va="top")


def _draw_legends(fig, levels: List[Tuple[str, float]],
                  max_time: float) -> None:
    """Adds the legend of ops and ceilings and the legend of point sizes."""
    from matplotlib.lines import Line2D
    handles = [
        Line2D([], [], marker="o", linestyle="", markersize=8,
               markerfacecolor=MEMORY_COLOR, markeredgecolor=MEMORY_EDGE,
               alpha=0.8, label="memory-bound"),
        Line2D([], [], marker="o", linestyle="", markersize=8,
               markerfacecolor=COMPUTE_COLOR, markeredgecolor=COMPUTE_EDGE,
               alpha=0.8, label="compute-bound"),
        Line2D([], [], marker="o", linestyle="", markersize=8,
               markerfacecolor=LAUNCH_COLOR, markeredgecolor=LAUNCH_EDGE,
               alpha=0.8, label="launch-bound"),
        Line2D([], [], color=CEILING_COLOR, linewidth=2.0,
               label="compute peak, per class"),
    ]
    for lvl, _ in levels:
        style, width = LEVEL_STYLE[lvl]
        handles.append(Line2D([], [], color=CEILING_COLOR, linestyle=style,
                              linewidth=width, label=f"{lvl.upper()} bandwidth"))
    handles.append(Line2D([], [], marker="D", linestyle="", markersize=5,
                          markerfacecolor="white",
                          markeredgecolor=CEILING_COLOR,
                          label="ridge point (peak / BW)"))
    fig.legend(handles=handles, loc="upper left",
               bbox_to_anchor=(0.765, 0.875), frameon=False, fontsize=8.5,
               labelspacing=0.9, borderaxespad=0, handlelength=2.2,
               title="Ops and ceilings", title_fontsize=9,
               alignment="left")
    sizes = [
        Line2D([], [], marker="o", linestyle="",
               markersize=math.sqrt(s), markerfacecolor="#bbbbbb",
               markeredgecolor="#777777", alpha=0.6, label=format_time(t))
        for s, t in ((POINT_AREA_MAX, max_time),
                     (POINT_AREA_MAX / 10, max_time / 10))
    ]
    fig.legend(handles=sizes, loc="upper left",
               bbox_to_anchor=(0.765, 0.47), frameon=False, fontsize=8.5,
               labelspacing=1.6, borderaxespad=0, handlelength=3.0,
               handletextpad=1.0, title="area \u221d predicted time",
               title_fontsize=9, alignment="left")


def _draw_totals(fig, totals: Dict[str, Any]) -> None:
    """Writes the totals block under the legends."""
    share = (totals.get("memory_bound_share", 0) or 0) * 100
    launch = (totals.get("launch_share", 0) or 0) * 100
    fig.text(0.767, 0.285,
             "Totals\n"
             f"time {format_time(totals['time_s'])}\n"
             f"FLOPs {format_si(totals['flops'], 'FLOP')}\n"
             f"DRAM {format_si(totals['bytes'], 'B')}\n"
             f"{format_sig(share)}% of time memory-bound\n"
             f"{format_sig(launch)}% launch overhead",
             fontsize=8.5, va="top", linespacing=1.5)


def _draw_caption(fig, report: Dict[str, Any], ops: List[Dict[str, Any]],
                  not_plotted: int) -> None:
    """Writes the caption: the axes, and the ops the chart cannot show."""
    device = report["device"]
    caption = [f"x: FLOPs / DRAM bytes; y: FLOPs / predicted time (launch "
               f"overhead included); {device.get('ceilings', 'spec')} "
               f"ceilings."]
    n_unmodeled = len(report["unmodeled"])
    line = (f"Not plotted: {not_plotted} of {len(ops)} costed ops "
            f"{'has' if not_plotted == 1 else 'have'} zero FLOPs or infinite "
            f"intensity, which log-log axes cannot show"
            if not_plotted else f"All {len(ops)} costed ops plotted")
    line += (f"; {n_unmodeled} unmodeled op{'' if n_unmodeled == 1 else 's'} "
             f"not shown.")
    caption.append(line)
    fig.text(0.085, 0.055, "\n".join(caption), fontsize=8, color="#444444",
             va="top", linespacing=1.5)


def _short_loc(loc: str) -> str:
    """"dir/f.mlir:3:5" -> "f.mlir:3:5"; names are kept whole."""
    head, sep, tail = loc.partition(":")
    if not sep or "/" not in head:
        return loc
    return head.rsplit("/", 1)[1] + sep + tail
