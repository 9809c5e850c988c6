"""Checks an SVG roofline chart against the JSON report of the same analysis.

    check_chart.py chart.svg report.json

- the SVG parses as XML;
- its points are exactly the report's plottable ops (FLOPs > 0, finite
  positive intensity, positive time), each at (intensity, FLOPs / time) as
  the report says, mapped onto the decades the plot-area frame declares, with
  a radius proportional to sqrt(time);
- its compute ceilings are the classes the ops with FLOPs run against, at
  the device's peaks; its bandwidth ceilings are the device's levels;
- the caption counts the ops that are not plotted.
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
    plottable = {i for i, op in enumerate(ops)
                 if op["flops"] > 0 and op["intensity"] is not None
                 and math.isfinite(op["intensity"]) and op["intensity"] > 0
                 and op["time_s"] > 0}
    circles = [c for c in doc.getElementsByTagName("circle")
               if c.getAttribute("class").startswith("op ")]
    ids = {int(c.getAttribute("data-id")) for c in circles}
    if ids != plottable or len(circles) != len(plottable):
        errors.append(f"points {sorted(ids)} != plottable ops "
                      f"{sorted(plottable)}")
    max_time = max((ops[i]["time_s"] for i in plottable), default=1)
    for c in circles:
        op = ops[int(c.getAttribute("data-id"))]
        name = f"point {c.getAttribute('data-id')} ({op['op']})"
        if c.getAttribute("data-op") != xml_text(op["op"]) or \
                c.getAttribute("data-loc") != xml_text(op["loc"]):
            errors.append(f"{name}: op/loc differ from the report")
        i = float(c.getAttribute("data-intensity"))
        y = float(c.getAttribute("data-flops-per-s"))
        if not close(i, op["intensity"]):
            errors.append(f"{name}: intensity {i} != {op['intensity']}")
        if not close(y, op["flops"] / op["time_s"]):
            errors.append(f"{name}: FLOP/s {y} != flops/time_s")
        expected_class = "op " + op["bound"]
        if c.getAttribute("class") != expected_class:
            errors.append(f"{name}: class {c.getAttribute('class')} != "
                          f"{expected_class}")
        cx, cy = float(c.getAttribute("cx")), float(c.getAttribute("cy"))
        ex = min(max(px(op["intensity"]), left), left + width)
        ey = min(max(py(op["flops"] / op["time_s"]), top), top + height)
        if abs(cx - ex) > 0.11 or abs(cy - ey) > 0.11:
            errors.append(f"{name}: at ({cx}, {cy}), expected "
                          f"({ex:.1f}, {ey:.1f})")
        r = float(c.getAttribute("r"))
        er = max(2.5, 20 * math.sqrt(op["time_s"] / max_time))
        if abs(r - er) > 0.11:
            errors.append(f"{name}: radius {r}, expected {er:.1f}")

    peaks = report["device"]["peak_flops_per_s"]
    used = {op["ceiling_class"] for op in ops
            if op["flops"] > 0 and op["bound"] != "none"}
    drawn = set()
    lines = doc.getElementsByTagName("line")
    computes = [l for l in lines if l.getAttribute("class") == "compute-ceiling"]
    for l in computes:
        peak = float(l.getAttribute("data-peak"))
        for cls in l.getAttribute("data-classes").split():
            drawn.add(cls)
            if not close(peak, peaks[cls]):
                errors.append(f"ceiling {cls}: {peak} != device {peaks[cls]}")
        if abs(float(l.getAttribute("y1")) - py(peak)) > 0.11:
            errors.append(f"ceiling {peak}: drawn at the wrong height")
    if drawn != used:
        errors.append(f"compute ceilings {sorted(drawn)} != classes used "
                      f"{sorted(used)}")
    bws = report["device"]["bandwidth_bytes_per_s"]
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
        if abs(slope - 1) > 0.01:
            errors.append(f"bandwidth {l.getAttribute('data-level')}: "
                          f"log-log slope {slope:.3f} != 1")

    text = " ".join(t.firstChild.data for t in doc.getElementsByTagName("text")
                    if t.firstChild is not None)
    not_plotted = len(ops) - len(plottable)
    if not_plotted and f"Not plotted: {not_plotted} of {len(ops)} costed ops" \
            not in text:
        errors.append("caption does not count the ops not plotted")

    if errors:
        for e in errors:
            print("FAIL:", e)
        return 1
    print(f"OK: {len(circles)} points, {len(computes)} compute ceilings, "
          f"{len(bands)} bandwidth ceilings, {not_plotted} not plotted")
    return 0


if __name__ == "__main__":
    sys.exit(main())
