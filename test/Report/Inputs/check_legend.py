"""Checks that the SVG chart and the python chart of one analysis draw the
same titles, caption and legend: both from the layout in the JSON report
(lib/Report/ChartPanels.cpp), neither placing a text of its own.

    check_legend.py chart.svg report.json picture.png PYTHON_DIR

- the SVG's legend (<g class="legend">) holds, in order, the texts of the
  JSON layout's "legend" rows, each at the row's pixels, and one sample
  shape per row that has one;
- python/roofline/plot.py, drawing the report, draws the same legend texts
  in the same order (its draw_roofline returns them);
- the SVG's titles and caption are the layout's "texts", at their pixels.
Prints one "OK: ..." line, or "FAIL: ..." lines and exits 1.
"""

import json
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"


def texts_of(elements):
    return [(t.text or "", float(t.get("x")), float(t.get("y")))
            for t in elements if t.tag == SVG + "text"]


def main():
    svg_path, json_path, png_path, python_dir = sys.argv[1:5]
    root = ET.parse(svg_path).getroot()
    with open(json_path) as f:
        report = json.load(f)
    chart = report["chart"]
    fails = []
    legend_g = [g for g in root.iter(SVG + "g") if g.get("class") == "legend"]
    if len(legend_g) != 1:
        fails.append(f"{len(legend_g)} legend groups in the SVG, expected 1")
        legend_g = [ET.Element("g")]
    svg_legend = texts_of(list(legend_g[0]))
    layout_legend = [(e["label"]["text"], e["label"]["x"], e["label"]["y"])
                     for e in chart["legend"]]
    if svg_legend != layout_legend:
        fails.append(f"SVG legend {svg_legend} != layout {layout_legend}")
    samples = [el for el in legend_g[0] if el.tag != SVG + "text"]
    with_sample = [e for e in chart["legend"] if e["shape"] != "none"]
    if len(samples) != len(with_sample):
        fails.append(f"{len(samples)} sample shapes in the SVG legend, the "
                     f"layout has {len(with_sample)}")
    # The ridge point's row, which the python legend once lacked.
    if not any(t[0].startswith("ridge point") for t in layout_legend):
        fails.append("the layout's legend has no ridge point row")

    sys.path.insert(0, python_dir)
    from roofline.plot import draw_roofline
    info = draw_roofline(report, png_path)
    if info["legend"] != [t[0] for t in svg_legend]:
        fails.append(f"python legend {info['legend']} != SVG legend "
                     f"{[t[0] for t in svg_legend]}")

    top = texts_of(list(root))
    layout_texts = [(t["text"], t["x"], t["y"]) for t in chart["texts"]
                    if t["role"] != "strip-heading"]
    if top != layout_texts:
        fails.append(f"SVG titles and caption {top} != layout {layout_texts}")
    for f in fails:
        print("FAIL: " + f)
    if fails:
        return 1
    print(f"OK: {len(layout_legend)} legend rows and {len(layout_texts)} "
          f"titles drawn alike by the SVG and python charts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
