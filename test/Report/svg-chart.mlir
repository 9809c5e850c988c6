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
// The pass option writes the same chart.
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb svg-file=%t.pass.svg})'
// RUN: %python %S/Inputs/check_chart.py %t.pass.svg %t.json | FileCheck %s --check-prefix=GEOM

// Self-contained, 960x660, generic fonts only, no script.
// CHECK: <svg xmlns="http://www.w3.org/2000/svg" width="960" height="660" viewBox="0 0 960 660" font-family="{{[^"]*}}sans-serif"
// CHECK-NOT: <script
// CHECK-NOT: @import
// CHECK: <title>Roofline of {{.*}}svg-chart.mlir on NVIDIA A100 SXM4 40GB</title>
// CHECK: >Roofline: {{.*}}svg-chart.mlir on NVIDIA A100 SXM4 40GB</text>
// The fill is the matmul's accumulator init: folded into it (compiled mode),
// costed but bound by nothing; the relu is launch-bound (below).
// CHECK: a100-sxm4-40gb, spec ceilings, compiled mode; 3 costed ops (0 memory-, 1 compute-, 1 launch-bound), 0 unmodeled

// Decade ticks on both axes, with units.
// CHECK: data-x-log10="-2 3" data-y-log10="10 14"
// CHECK: >0.01</text>
// CHECK: >0.1</text>
// CHECK: >1</text>
// CHECK: >10</text>
// CHECK: >100</text>
// CHECK: >1000</text>
// CHECK: >10 G</text>
// CHECK: >100 G</text>
// CHECK: >1 T</text>
// CHECK: >10 T</text>
// CHECK: >100 T</text>
// CHECK: >arithmetic intensity (FLOP/byte, DRAM)</text>
// CHECK: >performance (FLOP/s)</text>

// One bandwidth ceiling per memory level, one compute ceiling: only FP32 is
// used (the fill has no FLOPs, the matmul and the relu run on FP32).
// CHECK: <line class="bandwidth" data-level="dram" data-bandwidth="1.555e+12"
// CHECK: <line class="bandwidth" data-level="l2" data-bandwidth="7.219e+12"
// CHECK: <line class="bandwidth" data-level="l1" data-bandwidth="1.9492e+13"
// CHECK: <line class="compute-ceiling" data-classes="fp32" data-peak="1.95e+13"
// CHECK-NOT: class="compute-ceiling"

// Ridge points: 19.5e12 / 1555e9 = 12.54, / 7219e9 = 2.70, / 19492e9 = 1.00.
// CHECK: <title>DRAM ridge point of FP32 19.5 TFLOP/s: 12.5 FLOP/B</title>
// CHECK: <title>L2 ridge point of FP32 19.5 TFLOP/s: 2.7 FLOP/B</title>
// CHECK: <title>L1 ridge point of FP32 19.5 TFLOP/s: 1 FLOP/B</title>

// Points, slowest first. matmul 256x512x1024: 2*256*512*1024 = 268435456
// FLOPs over A 524288 + B 2097152 + C written 1048576 = 3670016 bytes (C is
// not read: its fill is folded, the accumulator starts in registers):
// 73.14 FLOP/B, compute-bound. relu: 262144 maximumf over 1 MiB read
// and 1 MiB written: 0.125 FLOP/B, its 1.35 us of DRAM time below the 3 us
// launch: launch-bound (purple). The fill (0 FLOPs) is not plotted.
// CHECK: <circle class="op compute" data-id="1" data-op="linalg.matmul" data-loc="fc1" data-intensity="73.1428571"
// CHECK-SAME: fill="#3182bd"
// CHECK: <circle class="op launch" data-id="2" data-op="linalg.generic" data-loc="relu" data-intensity="0.125"
// CHECK-SAME: fill="#807dba"
// CHECK-NOT: data-op="linalg.fill"

// Labels: the ceilings with their values, the ops by name and location.
// CHECK: class="compute-label">FP32 19.5 TFLOP/s</text>
// CHECK: class="ridge-label"{{.*}}>ridge 12.5 FLOP/B</text>
// CHECK: class="bandwidth-label"{{.*}}>DRAM 1555 GB/s</text>
// CHECK: class="bandwidth-label"{{.*}}>L2 7219 GB/s</text>
// CHECK: class="bandwidth-label"{{.*}}>L1 19492 GB/s</text>
// CHECK: class="op-label">linalg.matmul @ fc1</text>
// CHECK: class="op-label">linalg.generic @ relu</text>

// Legend and caption.
// CHECK: <g class="legend">
// CHECK: >memory-bound</text>
// CHECK: >compute-bound</text>
// CHECK: >launch-bound</text>
// CHECK: >DRAM bandwidth</text>
// CHECK: >ridge point (peak / BW)</text>
// CHECK: Not plotted: 1 of 3 costed ops has zero FLOPs or infinite intensity
// CHECK: </svg>

// GEOM: OK: 2 points, 1 compute ceilings, 3 bandwidth ceilings, 1 not plotted

#id = affine_map<(i, j) -> (i, j)>
func.func @mm_relu(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>) -> tensor<256x1024xf32> {
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
  return %r : tensor<256x1024xf32>
}
