"""Before/after comparison of two reports: predicted time and DRAM bytes per
function and in total, with the change in percent.

    change = (after - before) / before x 100, printed with one decimal and a
    sign ("-50.0%"); "n/a" when `before` is 0; "new" / "removed" for a
    function present in only one report.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, TextIO

from .format import format_change, format_si, format_time
from .schema import ReportError


def predicted_time(totals: Dict[str, Any]) -> float:
    """The one predicted time of a totals object (docs/json-schema.md):
    predicted_time_s, or time_s (the roofline bound) in reports older than
    the attained prediction."""
    p = totals.get("predicted_time_s")
    return p if p is not None else totals["time_s"]


class Row:
    """One line of the comparison; None where a report lacks the function."""

    def __init__(self, name: str, before: Optional[Dict[str, Any]],
                 after: Optional[Dict[str, Any]]):
        self.name = name
        self.time_before = predicted_time(before) if before else None
        self.time_after = predicted_time(after) if after else None
        self.bytes_before = before["bytes"] if before else None
        self.bytes_after = after["bytes"] if after else None

    def change(self, what: str) -> str:
        b, a = getattr(self, what + "_before"), getattr(self, what + "_after")
        if b is None:
            return "new"
        if a is None:
            return "removed"
        return format_change(b, a)

    def percent(self, what: str) -> Optional[float]:
        """The change as a number, None where it has none."""
        b, a = getattr(self, what + "_before"), getattr(self, what + "_after")
        if b is None or a is None or b == 0:
            return None
        return (a - b) / b * 100.0


def _function_label(name: str) -> str:
    return "@" + name if name else "<module>"


def compare_reports(before: Dict[str, Any], after: Dict[str, Any]
                    ) -> List[Row]:
    """Rows per function (in the order of `before`, then functions new in
    `after`), then the total."""
    fb = {f["name"]: f["totals"] for f in before["functions"]}
    fa = {f["name"]: f["totals"] for f in after["functions"]}
    names = [f["name"] for f in before["functions"]]
    names += [f["name"] for f in after["functions"] if f["name"] not in fb]
    rows = [Row(_function_label(n), fb.get(n), fa.get(n)) for n in names]
    rows.append(Row("total", before["totals"], after["totals"]))
    return rows


def print_comparison(before: Dict[str, Any], after: Dict[str, Any],
                     before_path: str, after_path: str, rows: List[Row],
                     out: TextIO) -> None:
    def device(r):
        d = r["device"]
        return f"{d['display_name']} [{d['name']}], " \
               f"{d.get('ceilings', 'spec')} ceilings"

    out.write("roofline compare: predicted time and DRAM bytes, "
              "before -> after\n")
    out.write(f"  before: {before_path} ({before.get('input', '?')} on "
              f"{device(before)})\n")
    out.write(f"  after:  {after_path} ({after.get('input', '?')} on "
              f"{device(after)})\n")
    if before["device"]["name"] != after["device"]["name"] or \
            before["device"].get("ceilings") != after["device"].get("ceilings"):
        out.write("  note: the reports are for different devices or "
                  "ceilings\n")
    out.write("\n")

    def cell(v, fmt):
        return "-" if v is None else fmt(v)

    width = max([len("function")] + [len(r.name) for r in rows]) + 2
    header = (f"{'function':<{width}}{'time before':>13}{'time after':>13}"
              f"{'change':>10}{'DRAM before':>14}{'DRAM after':>14}"
              f"{'change':>10}\n")
    out.write(header)
    for r in rows:
        if r.name == "total":
            out.write("-" * (len(header) - 1) + "\n")
        out.write(f"{r.name:<{width}}"
                  f"{cell(r.time_before, format_time):>13}"
                  f"{cell(r.time_after, format_time):>13}"
                  f"{r.change('time'):>10}"
                  f"{cell(r.bytes_before, lambda v: format_si(v, 'B')):>14}"
                  f"{cell(r.bytes_after, lambda v: format_si(v, 'B')):>14}"
                  f"{r.change('bytes'):>10}\n")


def draw_comparison(rows: List[Row], output: str, before_path: str,
                    after_path: str, dpi: float = 100,
                    max_functions: int = 12) -> None:
    """Two horizontal bar charts (predicted time, DRAM bytes), before and
    after, per function (the slowest `max_functions`) and in total, each
    pair annotated with its change."""
    from .plot import check_output, load_matplotlib, save_figure
    check_output(output)
    Figure, FigureCanvasAgg = load_matplotlib()

    functions = [r for r in rows if r.name != "total"]
    total = rows[-1]
    functions.sort(key=lambda r: -max(r.time_before or 0, r.time_after or 0))
    shown = functions[:max_functions]
    hidden = len(functions) - len(shown)
    bars = [total] + shown if len(functions) > 1 else [total]

    fig = Figure(figsize=(9.6, 5.4), dpi=dpi)
    FigureCanvasAgg(fig)
    fig.text(0.02, 0.965, f"Predicted change: {before_path} \u2192 "
             f"{after_path}", fontsize=12, fontweight="bold", va="top")
    if hidden:
        fig.text(0.02, 0.02, f"{hidden} more functions not shown "
                 f"(the total includes them)", fontsize=8, color="#555555")
    n = len(bars)
    height = 0.38
    labels = [r.name for r in bars]
    panels = (("time", "predicted time", 1e6, "us"),
              ("bytes", "DRAM bytes", 1e-6, "MB"))
    for k, (what, title, scale, unit) in enumerate(panels):
        ax = fig.add_axes([0.2 + k * 0.41, 0.12, 0.33, 0.76])
        before = [(getattr(r, what + "_before") or 0) * scale for r in bars]
        after = [(getattr(r, what + "_after") or 0) * scale for r in bars]
        ys = list(range(n))
        ax.barh([y - height / 2 for y in ys], before, height=height,
                color="#bdbdbd", label="before")
        ax.barh([y + height / 2 for y in ys], after, height=height,
                color="#3182bd", label="after")
        ax.set_yticks(ys)
        ax.set_yticklabels(labels if k == 0 else [""] * n, fontsize=8)
        if k == 1:
            ax.tick_params(axis="y", left=False)
        # Rows keep their height however few there are (top to bottom).
        ax.set_ylim(max(n, 5) - 0.5, -0.5)
        ax.set_title(f"{title} ({unit})", fontsize=10)
        ax.tick_params(axis="x", labelsize=8)
        ax.grid(True, axis="x", color="#e5e5e5")
        ax.set_axisbelow(True)
        top = max(before + after + [0])
        ax.set_xlim(0, top * 1.45 if top > 0 else 1)
        for y, r, b, a in zip(ys, bars, before, after):
            for v, dy, side in ((b, -height / 2, "_before"),
                                (a, height / 2, "_after")):
                if getattr(r, what + side) is not None:
                    ax.text(v + top * 0.01, y + dy, f"{v:.3g}", va="center",
                            fontsize=7, color="#555555")
            ax.text(max(a, b) + top * 0.12, y, r.change(what), va="center",
                    fontsize=8, fontweight="bold" if r.name == "total"
                    else "normal")
        if k == 1:
            ax.legend(loc="lower right", fontsize=8, frameon=False)
    save_figure(fig, output, dpi)


# --- Measured times (roofline-measure --report, docs/json-schema.md) --------
#
#     error = (measured - predicted) / predicted x 100, as format_change
#     writes a change from predicted to measured ("+20.0%").

def measured_ops(report: Dict[str, Any]) -> List[Dict[str, Any]]:
    """The ops of `report` with a measured time, in IR order."""
    ops = [o for o in report.get("ops", []) if "measured_time_s" in o]
    for o in ops:
        m = o["measured_time_s"]
        if not isinstance(m, (int, float)) or isinstance(m, bool) or m < 0:
            raise ReportError(f"ops[{o.get('id', '?')}].measured_time_s: "
                              f"expected seconds >= 0, found {m!r}")
    return ops


def measured_sums(report: Dict[str, Any]) -> Optional[tuple]:
    """(predicted, measured) summed over the measured ops; None without."""
    ops = measured_ops(report)
    if not ops:
        return None
    return (sum(o["predicted_time_s"] for o in ops),
            sum(o["measured_time_s"] for o in ops))


def print_measured(before: Dict[str, Any], after: Dict[str, Any],
                   out: TextIO) -> None:
    """Predicted beside measured per measured op of each report, the error,
    and, when both reports have measurements, the predicted change beside
    the measured change. Nothing when neither report has one."""
    sums = {"before": measured_sums(before), "after": measured_sums(after)}
    if not any(sums.values()):
        return
    out.write("\nmeasured on the GPU (roofline-measure): error = "
              "(measured - predicted) / predicted\n")
    for side, report in (("before", before), ("after", after)):
        ops = measured_ops(report)
        if not ops:
            out.write(f"  {side}: no measured ops\n")
            continue
        method = report.get("measurement", {}).get("method", "")
        out.write(f"  {side}: {len(ops)} ops"
                  f"{', ' + method if method else ''}\n")
        width = max(len(o["loc"]) for o in ops) + 2
        out.write(f"    {'location':<{width}}{'predicted':>12}"
                  f"{'measured':>12}{'error':>10}\n")
        for o in ops + [None]:
            loc, (p, m) = ("total", sums[side]) if o is None else \
                (o["loc"], (o["predicted_time_s"], o["measured_time_s"]))
            out.write(f"    {loc:<{width}}{format_time(p):>12}"
                      f"{format_time(m):>12}{format_change(p, m):>10}\n")
    if sums["before"] and sums["after"]:
        (pb, mb), (pa, ma) = sums["before"], sums["after"]
        out.write(f"  change, before -> after: predicted "
                  f"{format_change(pb, pa)}, measured "
                  f"{format_change(mb, ma)}\n")
