// Nothing to plot: the tool is asked for a file, so it writes a valid SVG
// that says so in the picture, and exits 0. The python CLI refuses instead
// (python/tests/test_cli.py).
//
// A module with nothing to cost (a function that only returns; an input
// with no op at all is an error: analyze_driver.mlir).
// RUN: roofline-opt %s --analyze --svg=%t.svg --html=%t.html > /dev/null
// RUN: %python -c 'import sys,xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' %t.svg
// RUN: FileCheck %s --check-prefix=EMPTY < %t.svg
// RUN: roofline-opt %s --analyze --json > %t.json
// RUN: %python %S/Inputs/check_html.py %t.html %t.json | FileCheck %s --check-prefix=HTML
//
// Only unmodeled ops.
// RUN: roofline-opt %S/Inputs/unmodeled-only.mlir --analyze --svg=%t.u.svg --html=%t.u.html > /dev/null 2>&1
// RUN: %python -c 'import sys,xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' %t.u.svg
// RUN: FileCheck %s --check-prefix=UNMODELED < %t.u.svg
// RUN: roofline-opt %S/Inputs/unmodeled-only.mlir --analyze --json > %t.u.json 2>/dev/null
// RUN: %python %S/Inputs/check_html.py %t.u.html %t.u.json | FileCheck %s --check-prefix=UHTML
// RUN: FileCheck %s --check-prefix=UREASON < %t.u.html
//
// Only ops without FLOPs (a fill and a pad: data movement).
// RUN: roofline-opt %S/Inputs/no-flops.mlir --analyze --svg=%t.n.svg > /dev/null
// RUN: %python -c 'import sys,xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' %t.n.svg
// RUN: FileCheck %s --check-prefix=NOFLOPS < %t.n.svg

// EMPTY: <svg xmlns="http://www.w3.org/2000/svg"
// EMPTY: Roofline: {{.*}}svg-empty.mlir on NVIDIA A100 SXM4 40GB
// EMPTY: class="roofline-empty">no costed op to plot</text>
// EMPTY: >the module has no costed op (0 unmodeled)</text>
// EMPTY-NOT: <circle class="op
// EMPTY: </svg>

// HTML: OK: 0 op rows, 0 unmodeled rows, 1 inline chart, 1 inline script

// UNMODELED: 0 costed ops (0 memory-, 0 compute-, 0 launch-bound), 1 unmodeled
// UNMODELED: class="roofline-empty">no costed op to plot</text>
// UNMODELED: >the module has no costed op (1 unmodeled)</text>
// UNMODELED-NOT: <circle class="op

// UHTML: OK: 0 op rows, 1 unmodeled rows, 1 inline chart, 1 inline script
// UREASON: <h2>Unmodeled ops (1)</h2>
// UREASON: <td><code>tosa.custom</code></td>{{.*}}<td>tosa.custom is an opaque call: no cost model</td>

// Nothing for the roofline, but both ops hold time: the off-the-roofline
// panel has them, slowest first, one scale for both bars (344 px for the
// slower): 672 + 24 + 2 * 18 + 8 = 740 px high; the fill's bar is
// 344 * 3.0105 / 3.0217 = 342.7 px.
// NOFLOPS: <svg xmlns="http://www.w3.org/2000/svg" width="960" height="740"
// NOFLOPS: class="roofline-empty">no costed op to plot</text>
// NOFLOPS: >none of its 2 costed ops has both FLOPs and bytes (0 unmodeled)</text>
// NOFLOPS: <g class="off-roofline" data-ops="2"
// NOFLOPS: class="strip-label">tensor.pad: 1 op, 3.02 us</text>
// NOFLOPS-NEXT: <rect class="off-op" data-id="1" data-op="tensor.pad" data-time-s="3.02174148e-06" x="392" y="690" width="344" height="12"
// NOFLOPS: class="strip-label">linalg.fill: 1 op, 3.01 us</text>
// NOFLOPS-NEXT: <rect class="off-op" data-id="0" data-op="linalg.fill" data-time-s="3.01053633e-06" x="392" y="708" width="342.7" height="12"

func.func @nothing() {
  return
}
