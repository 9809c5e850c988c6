"""Checks an SVG roofline chart against the JSON report of the same analysis.

    check_chart.py chart.svg report.json

- the SVG parses as XML;
- every op with FLOPs, a positive time and bytes at some level of the device
  is drawn once per such level (DRAM circle, L2 rect, L1 path), each marker
  at (FLOPs / that level's bytes_by_level, FLOPs / time_s) of the report,
  mapped onto the decades the plot-area frame declares (clamped to it), the
  DRAM circle's radius max(2.5, 20 sqrt(time / slowest time));
- every other costed op is one bar of the off-the-roofline panel;
- the compute roofs are every class the device lists, at its peaks, those
  some plotted op runs against (its ceiling_class) drawn as used; the
  bandwidth ceilings are the device's levels, slope 1 in log-log;
- the JSON report's "chart" layout is the one drawn (same markers, same
  pixels): the python chart draws that layout.
Prints one "OK: ..." line, or "FAIL: ..." lines and exits 1.
"""

import json
import math
import sys
import xml.dom.minidom

SVG = "{http://www.w3.org/2000/svg}"


def xml_text(s):
    """What the chart writes for `s`: characters XML cannot hold become
    U+FFFD."""
    return "".join("\ufffd" if (ord(ch) < 0x20 and ch not in "\t\n\r")
                   or ord(ch) == 0x7f else ch for ch in s)


def main():
    svg_path, json_path = sys.argv[1], sys.argv[2]
    doc = xml.dom.minidom.parse(svg_path)
    with open(json_path) as f:
        report = json.load(f)
    errors = []

    def close(a, b, rel=1e-6, abs_=0.0):
        return abs(a - b) <= max(rel * max(abs(a), abs(b)), abs_)

    frame = [r for r in doc.getElementsByTagName("rect")
             if r.getAttribute("class") == "plot-area"]
    if len(frame) != 1:
        print("FAIL: expected one plot-area rect")
        return 1
    frame = frame[0]
    left, top = float(frame.getAttribute("x")), float(frame.getAttribute("y"))
    width = float(frame.getAttribute("width"))
    height = float(frame.getAttribute("height"))
    xlo, xhi = map(int, frame.getAttribute("data-x-log10").split())
    ylo, yhi = map(int, frame.getAttribute("data-y-log10").split())

    def px(v):
        return left + (math.log10(v) - xlo) / (xhi - xlo) * width

    def py(v):
        return top + height - (math.log10(v) - ylo) / (yhi - ylo) * height

    ops = report["ops"]
    bws = report["device"]["bandwidth_bytes_per_s"]
    levels_of = {}
    for i, op in enumerate(ops):
        if op["flops"] > 0 and op["time_s"] > 0:
            lv = [k for k in ("dram", "l2", "l1")
                  if k in bws and op["bytes_by_level"][k] > 0]
            if lv:
                levels_of[i] = lv
    off = set(range(len(ops))) - set(levels_of)
    markers = [e for tag in ("circle", "rect", "path")
               for e in doc.getElementsByTagName(tag)
               if e.getAttribute("data-level")]
    drawn = {}
    for m in markers:
        drawn.setdefault(int(m.getAttribute("data-id")), []).append(m)
    if {k: sorted(e.getAttribute("data-level") for e in v)
            for k, v in drawn.items()} != \
            {k: sorted(v) for k, v in levels_of.items()}:
        errors.append(f"markers {sorted(drawn)} != ops with FLOPs and bytes "
                      f"{sorted(levels_of)}")
    max_time = max((ops[i]["time_s"] for i in levels_of), default=1)
    layout = {p["id"]: p for p in report["chart"]["points"]}
    for m in markers:
        op = ops[int(m.getAttribute("data-id"))]
        level = m.getAttribute("data-level")
        name = f"op {m.getAttribute('data-id')} ({op['op']}) at {level}"
        if m.getAttribute("data-op") != xml_text(op["op"]) or \
                m.getAttribute("data-loc") != xml_text(op["loc"]):
            errors.append(f"{name}: op/loc differ from the report")
        want_i = op["flops"] / op["bytes_by_level"][level]
        i = float(m.getAttribute("data-intensity"))
        y = float(m.getAttribute("data-flops-per-s"))
        if not close(i, want_i):
            errors.append(f"{name}: intensity {i} != {want_i}")
        if not close(y, op["flops"] / op["time_s"]):
            errors.append(f"{name}: FLOP/s {y} != flops/time_s")
        if op["bound"] not in m.getAttribute("class").split():
            errors.append(f"{name}: class {m.getAttribute('class')}")
        ex = min(max(px(want_i), left), left + width)
        ey = min(max(py(op["flops"] / op["time_s"]), top), top + height)
        if m.tagName == "circle":
            cx, cy = float(m.getAttribute("cx")), float(m.getAttribute("cy"))
            er = max(2.5, 20 * math.sqrt(op["time_s"] / max_time))
            if abs(float(m.getAttribute("r")) - er) > 0.11:
                errors.append(f"{name}: radius {m.getAttribute('r')}, "
                              f"expected {er:.1f}")
        elif m.tagName == "rect":
            half = float(m.getAttribute("width")) / 2
            cx, cy = float(m.getAttribute("x")) + half, \
                float(m.getAttribute("y")) + half
        else:  # "M x y-r L ...": the apex is above the centre
            first = m.getAttribute("d")[1:].split(" L")[0].split()
            cx, cy = float(first[0]), None
        if abs(cx - ex) > 0.15 or (cy is not None and abs(cy - ey) > 0.15):
            errors.append(f"{name}: at ({cx}, {cy}), expected "
                          f"({ex:.1f}, {ey:.1f})")
        pl = [p for p in layout.get(int(m.getAttribute("data-id")),
                                    {"levels": []})["levels"]
              if p["level"] == level]
        if not pl or abs(pl[0]["x"] - ex) > 0.11 or abs(pl[0]["y"] - ey) > 0.11:
            errors.append(f"{name}: not where the JSON layout puts it")

    bars = {int(r.getAttribute("data-id"))
            for r in doc.getElementsByTagName("rect")
            if r.getAttribute("class") == "off-op"}
    if bars != off:
        errors.append(f"off-roofline bars {sorted(bars)} != {sorted(off)}")

    peaks = report["device"]["peak_flops_per_s"]
    used = {ops[i]["ceiling_class"] for i in levels_of}
    lines = doc.getElementsByTagName("line")
    computes = [l for l in lines
                if l.getAttribute("class").startswith("compute-ceiling")]
    on_roofs, used_drawn = set(), set()
    for l in computes:
        peak = float(l.getAttribute("data-peak"))
        for cls in l.getAttribute("data-classes").split():
            on_roofs.add(cls)
            if "unused" not in l.getAttribute("class"):
                used_drawn.add(cls)
            if cls in peaks and not close(peak, peaks[cls]):
                errors.append(f"ceiling {cls}: {peak} != device {peaks[cls]}")
        if abs(float(l.getAttribute("y1")) - py(peak)) > 0.11:
            errors.append(f"ceiling {peak}: drawn at the wrong height")
    if not set(peaks) <= on_roofs:
        errors.append(f"compute roofs {sorted(on_roofs)} lack device classes "
                      f"{sorted(set(peaks) - on_roofs)}")
    if not used <= used_drawn:
        errors.append(f"roofs drawn as used {sorted(used_drawn)} lack "
                      f"{sorted(used - used_drawn)}")
    bands = [l for l in lines if l.getAttribute("class") == "bandwidth"]
    levels = {l.getAttribute("data-level"): float(l.getAttribute("data-bandwidth"))
              for l in bands}
    if set(levels) != set(bws) or any(not close(levels[k], bws[k])
                                      for k in levels):
        errors.append(f"bandwidth ceilings {levels} != device {bws}")
    for l in bands:
        # y = B x: the segment's slope in log space is 1 decade per decade.
        x1, y1 = float(l.getAttribute("x1")), float(l.getAttribute("y1"))
        x2, y2 = float(l.getAttribute("x2")), float(l.getAttribute("y2"))
        slope = ((y1 - y2) / height * (yhi - ylo)) / \
                ((x2 - x1) / width * (xhi - xlo))
        if abs(slope - 1) > 0.02:
            errors.append(f"bandwidth {l.getAttribute('data-level')}: "
                          f"log-log slope {slope:.3f} != 1")

    if errors:
        for e in errors:
            print("FAIL:", e)
        return 1
    print(f"OK: {len(levels_of)} ops at {len(markers)} level points, "
          f"{len(computes)} compute roofs ({len(used)} classes used), "
          f"{len(bands)} bandwidth ceilings, {len(off)} off the roofline")
    return 0


if __name__ == "__main__":
    sys.exit(main())
