// The SVG roofline chart of a small module on the A100 SXM4 40GB
// (devices/a100-sxm4-40gb.json): FP32 19.5 TFLOP/s, DRAM 1555 GB/s,
// L2 7219 GB/s, L1 19492 GB/s.
//
// RUN: roofline-opt %s --analyze --device=a100-sxm4-40gb --svg=%t.svg > /dev/null
// RUN: %python -c 'import sys,xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' %t.svg
// RUN: FileCheck %s < %t.svg
// The points and ceilings against the JSON report of the same analysis.
// RUN: roofline-opt %s --analyze --json --device=a100-sxm4-40gb > %t.json
// RUN: %python %S/Inputs/check_chart.py %t.svg %t.json | FileCheck %s --check-prefix=GEOM
// RUN: FileCheck %s --check-prefix=LAYOUT < %t.json
// The pass option writes the same chart.
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb svg-file=%t.pass.svg})'
// RUN: %python %S/Inputs/check_chart.py %t.pass.svg %t.json | FileCheck %s --check-prefix=GEOM

// Self-contained, 960 px wide, generic fonts only, no script. The height is
// the 660 px chart plus the off-the-roofline panel of one row (the fill):
// 672 + 24 + 1 * 18 + 8 = 722.
// CHECK: <svg xmlns="http://www.w3.org/2000/svg" width="960" height="722" viewBox="0 0 960 722" font-family="{{[^"]*}}sans-serif"
// CHECK-NOT: <script
// CHECK-NOT: @import
// CHECK: <title>Roofline of {{.*}}svg-chart.mlir on NVIDIA A100 SXM4 40GB</title>
// CHECK: >Roofline: {{.*}}svg-chart.mlir on NVIDIA A100 SXM4 40GB</text>
// The fill is the matmul's accumulator init: folded into it (compiled mode),
// costed but bound by nothing; the relu is launch-bound (below).
// CHECK: a100-sxm4-40gb, spec ceilings, compiled mode; 3 costed ops (0 memory-, 1 compute-, 1 launch-bound), 0 unmodeled

// Axes: x from the lowest intensity (0.125, less a margin) to the used
// roof's DRAM ridge x 8 (12.5 x 8 = 100, plus a margin): decades -2..3; y up
// to the highest roof of the device (INT8 624 T, + 0.25 decade): 10..16.
// So x px = 92 + (log10 I + 2) * 644 / 5 (128.8 px a decade) and
// y px = 560 - (log10 P - 10) * 484 / 6 (80.67 px a decade).
// CHECK: data-x-log10="-2 3" data-y-log10="10 16"
// CHECK: >0.01</text>
// CHECK: >1000</text>
// CHECK: >10 G</text>
// CHECK: >10 P</text>
// CHECK: >arithmetic intensity (FLOP/byte of each memory level)</text>
// CHECK: >performance (FLOP/s; OP/s for integer classes)</text>

// One bandwidth ceiling per memory level; every compute roof of the A100,
// FP32 (with FP64 tensor cores and INT32, the same 19.5 T) the only one an
// op runs against.
// CHECK: <line class="bandwidth" data-level="dram" data-bandwidth="1.555e+12"
// CHECK: <line class="bandwidth" data-level="l2" data-bandwidth="7.219e+12"
// CHECK: <line class="bandwidth" data-level="l1" data-bandwidth="1.9492e+13"
// CHECK: <line class="compute-ceiling unused" data-classes="fp64" data-peak="9.7e+12" data-ops="0"
// CHECK: <line class="compute-ceiling" data-classes="fp64_tc fp32 int32" data-peak="1.95e+13" data-ops="2"
// CHECK: <line class="compute-ceiling unused" data-classes="int8_tc" data-peak="6.24e+14" data-ops="0"

// Ridge points of the used roof: 19.5e12 / 1555e9 = 12.54, / 7219e9 = 2.70,
// / 19492e9 = 1.00.
// CHECK: <title>DRAM ridge point of FP64 tensor core / FP32 / INT32 19.5 TFLOP/s: 12.5 FLOP/B</title>
// CHECK: <title>L2 ridge point of {{.*}}: 2.7 FLOP/B</title>
// CHECK: <title>L1 ridge point of {{.*}}: 1 FLOP/B</title>

// Each op's own roof, above its DRAM point: the matmul's is FP32, 19.5e12:
// y = 560 - 3.29 * 80.67 = 294.6; the relu's is the DRAM roof at 0.125
// FLOP/B, 0.125 * 1555e9 = 194.4e9: y = 560 - 1.2886 * 80.67 = 456.
// CHECK: <line class="own-roof" data-id="1" x1="583.7" y1="294.6" x2="595.7" y2="294.6"
// CHECK: <line class="own-roof" data-id="2" x1="227.3" y1="456" x2="239.3" y2="456"

// Each op once per level, slowest drawn last. relu: 262144 maximumf over
// 1 MiB read and 1 MiB written at every level, 0.125 FLOP/B:
// x = 92 + 1.0969 * 128.8 = 233.3; 262144 FLOPs / 4.349 us = 60.28 GFLOP/s:
// y = 560 - 0.7802 * 80.67 = 497.1; radius 20 sqrt(4.349 / 17.52) = 10; the L2
// square and L1 triangle are 0.8 x 10 = 8 px from the centre.
// CHECK: <g class="op-levels" data-id="2">
// CHECK-SAME: class="level-path" x1="233.3" y1="497.1" x2="233.3" y2="497.1"
// CHECK-NEXT: <circle class="op launch" data-id="2" data-level="dram" data-op="linalg.generic" data-loc="relu" data-intensity="0.125"
// CHECK-SAME: cx="233.3" cy="497.1" r="10" fill="#807dba"
// CHECK-NEXT: <rect class="op-level l2 launch" data-id="2" data-level="l2" {{.*}} data-intensity="0.125" {{.*}} x="225.3" y="489.1" width="15.9" height="15.9"
// CHECK-NEXT: <path class="op-level l1 launch" data-id="2" data-level="l1" {{.*}} data-intensity="0.125" {{.*}} d="M233.3 489.1 L241.3 505 L225.3 505 Z"
// matmul 256x512x1024: 2*256*512*1024 = 268435456 FLOPs. DRAM: A 524288 +
// B 2097152 + C written 1048576 = 3670016 bytes (C is not read: its fill is
// folded), 73.14 FLOP/B: x = 92 + 3.8642 * 128.8 = 589.7. L2 and L1 bytes
// are the tile model's (the JSON report's bytes_by_level): 34603008 and
// 59768832, so 7.758 FLOP/B, x = 92 + 2.8897 * 128.8 = 464.2 (the square's
// corner 464.2 - 16 = 448.2) and 4.491 FLOP/B, x = 92 + 2.6524 * 128.8 =
// 433.6. 268435456 / 17.52 us = 15.32 TFLOP/s: y = 560 - 3.1853 * 80.67 = 303,
// one line from L1 to DRAM.
// CHECK: <g class="op-levels" data-id="1">
// CHECK-SAME: class="level-path" x1="433.6" y1="303" x2="589.7" y2="303"
// CHECK-NEXT: <circle class="op compute" data-id="1" data-level="dram" data-op="linalg.matmul" data-loc="fc1" data-intensity="73.1428571"
// CHECK-SAME: cx="589.7" cy="303" r="20" fill="#3182bd"
// CHECK-NEXT: <rect class="op-level l2 compute" data-id="1" data-level="l2" {{.*}} data-intensity="7.75757576" {{.*}} x="448.2" y="287" width="32" height="32"
// CHECK-NEXT: <path class="op-level l1 compute" data-id="1" data-level="l1" {{.*}} data-intensity="4.49122807" {{.*}} d="M433.6 287
// CHECK-NOT: data-op="linalg.fill" data-level

// Labels: the roofs with their values, the ops by name and location.
// CHECK: class="compute-label">FP64 tensor core / FP32 / INT32 19.5 TFLOP/s</text>
// CHECK: class="ridge-label">ridge 12.5 FLOP/B</text>
// CHECK: class="bandwidth-label">DRAM 1555 GB/s</text>
// CHECK: class="bandwidth-label">L2 7219 GB/s</text>
// CHECK: class="bandwidth-label">L1 19492 GB/s</text>
// CHECK: class="op-label">linalg.matmul @ fc1</text>
// CHECK: class="op-label">linalg.generic @ relu</text>

// Legend and caption.
// CHECK: <g class="legend">
// CHECK: >memory-bound</text>
// CHECK: >compute-bound</text>
// CHECK: >launch-bound</text>
// CHECK: >L2 (FLOP / L2 byte)</text>
// CHECK: >DRAM bandwidth</text>
// CHECK: >ridge point (peak / BW)</text>
// CHECK: 2 of 3 costed ops plotted, 1 without FLOPs or bytes below

// The fill, folded, no FLOPs: a bar of the panel, of zero width (0 s).
// CHECK: <g class="off-roofline" data-ops="1" data-time-s="0">
// CHECK: class="strip-label">linalg.fill: 1 op (1 folded), 0 s</text>
// CHECK: <rect class="off-op" data-id="0" data-op="linalg.fill" data-time-s="0" x="392" y="690" width="0" height="12"
// CHECK: </svg>

// GEOM: OK: 2 ops at 6 level points, 7 compute roofs (1 classes used), 3 bandwidth ceilings, 1 off the roofline

// The JSON report carries the same layout (what the python chart draws).
// LAYOUT: "chart": {
// LAYOUT: "height": 722
// LAYOUT: "points": [
// LAYOUT: "id": 1,
// LAYOUT: "level": "l2",
// LAYOUT-NEXT: "intensity": 7.75757575757
// LAYOUT-NEXT: "x": {{464\.(2|19+)}}
// LAYOUT-NEXT: "y": 303
// LAYOUT: "off_roofline": {
// LAYOUT-NEXT: "ops": 1,

#id = affine_map<(i, j) -> (i, j)>
func.func @mm_relu(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>) -> (tensor<256x1024xf32>, tensor<256x1024xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc("init")
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%c : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc("fc1")
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.maximumf %x, %zero : f32
    linalg.yield %y : f32
  } -> tensor<256x1024xf32> loc("relu")
  // fc1's product is returned as well: written either way, so the relu is
  // not fused into fc1's kernel in compiled mode (docs/model.md 1.8) and is
  // a point of its own.
  return %r, %m : tensor<256x1024xf32>, tensor<256x1024xf32>
}
