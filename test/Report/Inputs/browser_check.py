"""Renders a roofline chart or HTML report in headless Chromium and checks
what a reader sees.

    browser_check.py chromium svg  CHART.svg  OUTDIR
    browser_check.py chromium html REPORT.html OUTDIR

svg: screenshots the chart at its size (OUTDIR/chart.png) and checks the
picture (size; orange and blue points; dark text and lines in the plot, the
legend and the caption), then lays it out in the browser and checks with the
browser's own text metrics that no two labels overlap and that every text
lies inside the picture.
html: loads the report, clicks the FLOPs and op headers of the op table and
checks that the rows come back sorted each way.
width: lays the report out in a 1400 px window and checks that no element
reaches past its right edge (the page never scrolls sideways), and
screenshots its top (OUTDIR/report-1400.png) for a reader to look at.
Prints "OK: ..." lines, or "FAIL: ..." and exits 1.
"""

import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib


def chromium(binary, outdir, *args):
    # A fresh profile per run: a profile left locked by an earlier run makes
    # Chromium hand the page to it and print nothing.
    profile = tempfile.mkdtemp(prefix="profile-", dir=outdir)
    cmd = [binary, "--headless", "--no-sandbox", "--disable-gpu",
           "--hide-scrollbars", "--no-first-run", "--disable-extensions",
           "--user-data-dir=" + profile] + list(args)
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=180)
    finally:
        shutil.rmtree(profile, ignore_errors=True)
    return r.stdout.decode("utf-8", "replace")


def read_png(path):
    """(width, height, rows of (r, g, b)) of an 8-bit RGB/RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = \
                struct.unpack(">IIBBBBB", body)
            assert depth == 8 and ctype in (2, 6) and not interlace
            bpp = 3 if ctype == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        ftype = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if ftype == 1:
                line[i] = (line[i] + a) & 255
            elif ftype == 2:
                line[i] = (line[i] + b) & 255
            elif ftype == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif ftype == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc
                                      else b if pb <= pc else c)) & 255
        rows.append([tuple(line[x * bpp:x * bpp + 3]) for x in range(width)])
        prev = line
    return width, height, rows


def check_svg(binary, svg, outdir):
    errors = []
    png = os.path.join(outdir, "chart.png")
    if os.path.exists(png):
        os.unlink(png)
    with open(svg, encoding="utf-8") as f:
        m = re.search(r'<svg [^>]*width="(\d+)" height="(\d+)"', f.read())
    W, H = int(m.group(1)), int(m.group(2))
    chromium(binary, outdir, f"--window-size={W},{H}", "--screenshot=" + png,
             "file://" + os.path.abspath(svg))
    if not os.path.exists(png):
        print("FAIL: chromium wrote no screenshot")
        return 1
    w, h, rows = read_png(png)
    if (w, h) != (W, H):
        errors.append(f"screenshot is {w}x{h}, expected {W}x{H}")

    def count(pred, x0=0, y0=0, x1=None, y1=None):
        return sum(1 for row in rows[y0:y1] for p in row[x0:x1] if pred(p))

    def orange(p):
        return p[0] > 200 and 90 < p[1] < 200 and p[2] < 160 and p[0] - p[2] > 80

    def blue(p):
        return p[2] > 150 and p[2] - p[0] > 40

    def dark(p):
        return max(p) < 110
    n_orange, n_blue = count(orange, 92, 76, 736, 560), count(blue, 92, 76, 736, 560)
    plot_dark = count(dark, 92, 76, 736, 560)
    legend_dark = count(dark, 756, 76, 960, 560)
    caption_dark = count(dark, 0, 600, 960, 660)
    # The off-the-roofline panel under the chart: its title and row labels,
    # and grey bars (#969696) for the ops with time.
    panel_dark = count(dark, 0, 662, 960, H)

    def grey_bar(p):
        return 140 <= p[0] <= 160 and p[0] == p[1] == p[2]
    panel_bars = count(grey_bar, 392, 662, 737, H)
    title_dark = count(dark, 0, 0, 960, 60)
    with open(svg, encoding="utf-8") as f:
        text = f.read()
    has_panel = 'class="off-roofline"' in text
    has_bar = re.search(r'class="off-op"[^>]* width="(?!0")', text) is not None
    has_memory = 'class="op memory"' in text
    has_compute = 'class="op compute"' in text
    for name, n, least in (("orange (memory-bound) point", n_orange,
                            20 if has_memory else 0),
                           ("blue (compute-bound) point", n_blue,
                            20 if has_compute else 0),
                           ("dark plot", plot_dark, 3000),
                           ("dark legend", legend_dark, 500),
                           ("dark caption", caption_dark, 300),
                           ("dark title", title_dark, 500),
                           ("dark off-roofline panel", panel_dark,
                            300 if has_panel else 0),
                           ("grey off-roofline bar", panel_bars,
                            100 if has_bar else 0)):
        if n < least:
            errors.append(f"only {n} {name} pixels (expected >= {least})")
    print(f"OK: screenshot {w}x{h}: {n_orange} orange, {n_blue} blue "
          f"point pixels, {panel_bars} bar pixels" if not errors else "", end="\n" if not errors else "")

    # Text boxes, measured by the browser.
    page = os.path.join(outdir, "layout.html")
    with open(svg, encoding="utf-8") as f:
        chart = f.read()
    script = """
<script>
var out = [];
document.querySelectorAll('svg text').forEach(function (t) {
  var r = t.getBoundingClientRect();
  out.push({cls: t.getAttribute('class') || '', text: t.textContent,
            x0: r.left, y0: r.top, x1: r.right, y1: r.bottom});
});
var pre = document.createElement('pre');
pre.id = 'boxes';
pre.textContent = JSON.stringify(out);
document.body.appendChild(pre);
</script>"""
    with open(page, "w", encoding="utf-8") as f:
        f.write("<!DOCTYPE html><html><head><meta charset='utf-8'><style>"
                "body{margin:0}</style></head><body>" + chart + script +
                "</body></html>")
    dom = chromium(binary, outdir, f"--window-size={W},{H}",
                   "--virtual-time-budget=5000", "--dump-dom",
                   "file://" + os.path.abspath(page))
    m = re.search(r'<pre id="boxes">(.*?)</pre>', dom, re.S)
    if not m:
        errors.append("the layout page did not report its text boxes")
    else:
        import html
        boxes = json.loads(html.unescape(m.group(1)))
        labels = [b for b in boxes
                  if b["cls"].split() and b["cls"].split()[0] in
                  ("op-label", "compute-label", "ridge-label",
                   "bandwidth-label")]
        for b in boxes:
            if b["x0"] < -0.5 or b["y0"] < -0.5 or b["x1"] > W + 0.5 or \
                    b["y1"] > H + 0.5:
                errors.append(f"text '{b['text']}' leaves the picture: "
                              f"({b['x0']:.0f},{b['y0']:.0f})-"
                              f"({b['x1']:.0f},{b['y1']:.0f})")
        overlaps = []
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                # Rotated labels have loose boxes: only horizontal labels
                # are compared with each other exactly.
                if "bandwidth-label" in (a["cls"], b["cls"]) or \
                        "ridge-label" in (a["cls"], b["cls"]):
                    continue
                ox = min(a["x1"], b["x1"]) - max(a["x0"], b["x0"])
                oy = min(a["y1"], b["y1"]) - max(a["y0"], b["y0"])
                if ox > 1 and oy > 1:
                    overlaps.append(f"'{a['text']}' and '{b['text']}'")
        if overlaps:
            errors.append("overlapping labels: " + "; ".join(overlaps))
        else:
            print(f"OK: {len(labels)} labels, none overlapping; "
                  f"{len(boxes)} texts inside the picture")
    for e in errors:
        print("FAIL:", e)
    return 1 if errors else 0


def check_html(binary, report, outdir):
    with open(report, encoding="utf-8") as f:
        page = f.read()
    script = """
<script>
function column(i) {
  var rows = document.querySelector('#op-table').tBodies[0].rows;
  return Array.prototype.map.call(rows, function (r) {
    var c = r.cells[i];
    return c.hasAttribute('data-v') ? c.getAttribute('data-v') : c.textContent;
  });
}
var heads = document.querySelectorAll('#op-table thead th');
var result = {};
heads[4].click(); result.flopsUp = column(4);
heads[4].click(); result.flopsDown = column(4);
heads[1].click(); result.opUp = column(1);
result.sortState = heads[1].getAttribute('aria-sort');
var pre = document.createElement('pre');
pre.id = 'sorted';
pre.textContent = JSON.stringify(result);
document.body.appendChild(pre);
</script>"""
    test_page = os.path.join(outdir, "sort.html")
    with open(test_page, "w", encoding="utf-8") as f:
        f.write(page.replace("</body>", script + "</body>"))
    dom = chromium(binary, outdir, "--virtual-time-budget=5000",
                   "--dump-dom", "file://" + os.path.abspath(test_page))
    m = re.search(r'<pre id="sorted">(.*?)</pre>', dom, re.S)
    if not m:
        print("FAIL: the sort script did not run")
        return 1
    import html
    r = json.loads(html.unescape(m.group(1)))
    up = [float(v) for v in r["flopsUp"]]
    down = [float(v) for v in r["flopsDown"]]
    errors = []
    if up != sorted(up):
        errors.append(f"FLOPs ascending: {up}")
    if down != sorted(up, reverse=True):
        errors.append(f"FLOPs descending: {down}")
    if [s.lower() for s in r["opUp"]] != sorted(s.lower() for s in r["opUp"]):
        errors.append(f"op ascending: {r['opUp']}")
    if r["sortState"] != "ascending":
        errors.append(f"aria-sort is {r['sortState']}")
    for e in errors:
        print("FAIL: sorted", e)
    if not errors:
        print(f"OK: {len(up)} rows sort by FLOPs both ways and by op name")
    return 1 if errors else 0


def check_width(binary, report, outdir, width=1400):
    with open(report, encoding="utf-8") as f:
        page = f.read()
    # Every element's right edge against the window's width; the document's
    # own scroll width catches what no single box shows.
    script = """
<script>
var over = [], all = document.body.querySelectorAll('*');
Array.prototype.forEach.call(all, function (e) {
  if (e.closest('svg') && e.tagName.toLowerCase() !== 'svg') return;
  var r = e.getBoundingClientRect();
  if (r.width > 0 && r.right > window.innerWidth + 0.5)
    over.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') +
              (e.className && e.className.baseVal === undefined ?
               '.' + e.className : '') + ' right=' + Math.round(r.right));
});
var pre = document.createElement('pre');
pre.id = 'width';
pre.textContent = JSON.stringify({inner: window.innerWidth, count: all.length,
  scroll: document.documentElement.scrollWidth, over: over.slice(0, 10)});
document.body.appendChild(pre);
</script>"""
    test_page = os.path.join(outdir, "width.html")
    with open(test_page, "w", encoding="utf-8") as f:
        f.write(page.replace("</body>", script + "</body>"))
    url = "file://" + os.path.abspath(test_page)
    dom = chromium(binary, outdir, f"--window-size={width},900",
                   "--virtual-time-budget=5000", "--dump-dom", url)
    m = re.search(r'<pre id="width">(.*?)</pre>', dom, re.S)
    if not m:
        print("FAIL: the width script did not run")
        return 1
    import html
    r = json.loads(html.unescape(m.group(1)))
    errors = []
    if r["inner"] != width:
        errors.append(f"window is {r['inner']} px wide, expected {width}")
    if r["over"]:
        errors.append("past the right edge: " + "; ".join(r["over"]))
    if r["scroll"] > width:
        errors.append(f"the page scrolls sideways: {r['scroll']} px")
    png = os.path.join(outdir, f"report-{width}.png")
    chromium(binary, outdir, f"--window-size={width},1600",
             "--virtual-time-budget=5000", "--screenshot=" + png, "file://" + os.path.abspath(report))
    if not os.path.exists(png):
        errors.append("chromium wrote no screenshot")
    for e in errors:
        print("FAIL:", e)
    if not errors:
        print(f"OK: {r['count']} elements within the {width} px window")
    return 1 if errors else 0


def main():
    binary, kind, path, outdir = sys.argv[1:5]
    os.makedirs(outdir, exist_ok=True)
    check = {"svg": check_svg, "html": check_html, "width": check_width}
    return check[kind](binary, path, outdir)


if __name__ == "__main__":
    sys.exit(main())
