// The --analyze text report: header (device, ceilings, DRAM, launch), the
// summary (verdict, predicted time and bound, predicted time by limiter,
// advice, top groups, top ops), one row per costed op sorted by predicted
// time (longest first), unmodeled ops, per-function and module totals and
// the verdict again. --analyze without --device uses the a100-sxm4-40gb
// and says so.
//
// a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us. In IR order:
//   linalg.add 1024x1024 f32: flops 1048576, bytes 12582912 (3 x 4 MiB),
//     memory-bound, time 8.091905e-6 + 3e-6 = 11.09 us,
//     %peak = 1048576 / 11.09e-6 / 19.5e12 = 0.5%
//   linalg.matmul 1024^3 f32: flops 2147483648, bytes 16777216,
//     compute-bound, time 113.13 us, %peak = 97.3%
//   linalg.fill 1024x1024 f32: flops 0, bytes 4194304, its 2.697302e-6 of
//     memory time below the 3e-6 launch: launch-bound (it is returned, not an
//     accumulator, so the default compiled mode does not fold it),
//     time 2.697302e-6 + 3e-6 = 5.70 us, %peak 0.0
//   (@other) a dynamic matmul: unmodeled.
// Rows by predicted time: matmul, add, fill.
// Totals: flops 2148532224 (2.15 GFLOP), bytes 33554432 (33.55 MB), roofline
//   bound 113.13 + 11.09 + 5.70 = 129.92 us. The predicted times and the
//   verdict (the limiter of most of the predicted time) are derived below.
//   The locations are file positions, not module paths, so the summary
//   groups by kind: one op each.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt --analyze --no-hierarchy --pass-options='columns=0 shapes=true' %s | FileCheck %s
// RUN: roofline-opt --analyze --no-hierarchy %s | FileCheck %s --check-prefix=COMPACT
// RUN: roofline-opt --analyze --no-hierarchy --json %s | FileCheck %s --check-prefix=JSON

// The default report fits 100 columns (wrapped prose, no shapes, the
// compact op table), summary first.
// COMPACT:     summary:
// COMPACT-NOT: {{^.{101}.?}}
// COMPACT:     # op location FLOPs bytes FLOP/B limiter predicted bound{{$}}
// COMPACT-NOT: {{^.{101}.?}}

// CHECK-LABEL: roofline report for {{.*}}text_report.mlir
// CHECK-NEXT:  device: NVIDIA A100 SXM4 40GB [a100-sxm4-40gb], spec ceilings, from {{.*}}a100-sxm4-40gb.json (default device; choose with --device)
// CHECK-NEXT:    DRAM 1.55 TB/s, launch overhead 3.00 us
// CHECK-NEXT:  mode: compiled (accumulator fills and convolution pads folded into their consumer, elementwise chains and epilogues fused into one kernel)
// CHECK-EMPTY:
// CHECK-NEXT:  summary:
// The verdict is the limiter of most of the predicted time: the matmul's
// compute, 138.35 / 150.45 = 92.0%.
// CHECK-NEXT:    verdict: compute-bound (92.0% of the predicted time)
// The dynamic matmul of @other is left out: 1 of 4 ops = 25.0%.
// CHECK-NEXT:    1 unmodeled (25.0% of ops): 1 linalg.matmul
// Predicted: matmul 138.35 (110.13 us at the FP32 peak / 0.796, the sm_80
// e_simt) + add 9.09 + fill 3.00 = 150.45 us; the fill writes only, so its
// DRAM time 2.697 / (0.89 x 1.085) = 2.79 us is under its launch. Shares: launch
// 3.00 / 150.45 = 2.0%, dram 9.09 / 150.45 = 6.0%.
// CHECK-NEXT:    predicted 150.45 us over 3 ops (roofline bound 129.92 us)
// CHECK-NEXT:    predicted time by limiter: launch 2.0%, compute 92.0%, dram 6.0%
// Advice from the device file (devices/a100-sxm4-40gb.json): FP32 19.5,
// TF32 tensor core 156 = 8.0x, BF16 tensor core 312 TFLOP/s = 16.0x; the
// add and the fill, (9.09 + 3.00) / 150.45 = 8.0%, are for fusion.
// CHECK-NEXT:    advice:
// CHECK-NEXT:      - precision: 92.0% of the predicted time is FP32 contractions at the FP32 roof (19.5 TFLOP/s); tensor cores reach TF32 tensor core 156 TFLOP/s (8.0x), BF16 tensor core 312 TFLOP/s (16.0x): allow-tf32, or roofline-optimize{precision=bf16}
// CHECK-NEXT:      - fusion: 8.0% of the predicted time is elementwise, {{.*}}
// CHECK-NEXT:    top groups by predicted time (kind; choose with --group-by):
// CHECK-NEXT:       92.0% 138.35 us contraction (1 op, compute-bound)
// CHECK-NEXT:        6.0% 9.09 us elementwise (1 op, memory-bound)
// CHECK-NEXT:        2.0% 3.00 us data_movement (1 op, launch-bound)
// CHECK-NEXT:    top ops by predicted time:
// CHECK-NEXT:      92.0% 138.35 us linalg.matmul at {{.*}} (compute-limited)
// CHECK-NEXT:       6.0% 9.09 us linalg.add at {{.*}} (dram-limited)
// CHECK-NEXT:       2.0% 3.00 us linalg.fill at {{.*}} (launch-limited)
// Memory (lib/Report/Capacity.cpp): inputs %a, %b, %c = 3 x 4 MiB (%v is a
// scalar); activations %e, the add's result (%e is still read by the fill,
// so the add does not write in place) and the matmul's (its init %c is an
// argument), 3 x 4 MiB, all live from the matmul on; @other's three dynamic
// arguments and its result have no size. 24 MiB / 40 GiB = 0.06%.
// CHECK-NEXT:    memory: parameters 0 B (0 tensors), KV cache 0 B (0 tensors), inputs 12.00 MiB (3 tensors), peak activations 12.00 MiB (3 tensors); total 24.00 MiB = 0.1% of the device's 40.00 GiB; no argument is marked roofline.weight, so weights count as inputs; 4 values of unknown size not counted
// CHECK-NEXT:    activation peak at linalg.matmul at {{.*}}text_report.mlir:{{[0-9]+}}:8
// CHECK-EMPTY:
// Wide (columns=0): the binds column shows what binds the op at the
// ceilings: compute, a memory level (dram) or the launch.
// CHECK-NEXT:  # op location FLOPs bytes FLOP/B limiter predicted bound binds class %peak shapes
// CHECK-NEXT:  1 linalg.matmul {{.*}} 2.15 G 16.8 MB 128 compute 138.35 us 113.13 us compute fp32 97.3 tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
// CHECK-NEXT:  2 linalg.add {{.*}} 1.05 M 12.6 MB 0.0833 dram 9.09 us 11.09 us dram fp32 0.5 tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
// CHECK-NEXT:  3 linalg.fill {{.*}} 0 4.19 MB 0 launch 3.00 us 5.70 us launch {{[a-z0-9_]+}} 0.0 f32, tensor<1024x1024xf32> -> tensor<1024x1024xf32>
// CHECK:       unmodeled ops (1):
// CHECK-NEXT:    linalg.matmul at {{.*}}text_report.mlir:{{[0-9]+}}:{{[0-9]+}}: {{.*}}dynamic
// CHECK-EMPTY:
// CHECK-NEXT:  functions:
// CHECK-NEXT:    @main
// CHECK-NEXT:      FLOPs 2.15 GFLOP, DRAM bytes 33.55 MB
// CHECK-NEXT:      predicted 150.45 us over 3 ops (roofline bound 129.92 us), 0 unmodeled
// CHECK-NEXT:      predicted time by limiter: launch 2.0%, compute 92.0%, dram 6.0%
// CHECK-NEXT:      ops by roofline bound: 1 memory, 1 compute, 1 launch
// CHECK-NEXT:    @other
// CHECK-NEXT:      FLOPs 0 FLOP, DRAM bytes 0 B
// CHECK-NEXT:      predicted 0 s over 0 ops (roofline bound 0 s), 1 unmodeled
// CHECK-NEXT:      ops by roofline bound: 0 memory, 0 compute, 0 launch
// CHECK-EMPTY:
// CHECK-NEXT:  total:
// CHECK-NEXT:    FLOPs 2.15 GFLOP, DRAM bytes 33.55 MB
// CHECK-NEXT:    predicted 150.45 us over 3 ops (roofline bound 129.92 us), 1 unmodeled
// CHECK-NEXT:    predicted time by limiter: launch 2.0%, compute 92.0%, dram 6.0%
// CHECK-NEXT:    ops by roofline bound: 1 memory, 1 compute, 1 launch
// CHECK-NEXT:    1 unmodeled (25.0% of ops): 1 linalg.matmul
// CHECK-NEXT:  verdict: compute-bound (92.0% of the predicted time)
// CHECK-NOT:   {{.}}

// The JSON report of --analyze --json: ops in IR order (add 0, matmul 1,
// fill 2), top_ops by time.
// JSON:      "schema": "roofline-report/1",
// JSON:      "name": "a100-sxm4-40gb",
// JSON:      "functions": [
// JSON:        "name": "main",
// JSON-NEXT:   "totals": {
// JSON-NEXT:     "flops": 2148532224,
// JSON:          "costed_ops": 3,
// JSON-NEXT:     "unmodeled_ops": 0,
// JSON:        "name": "other",
// JSON-NEXT:   "totals": {
// JSON-NEXT:     "flops": 0,
// JSON:          "costed_ops": 0,
// JSON-NEXT:     "unmodeled_ops": 1,
// JSON:      "totals": {
// JSON-NEXT:   "flops": 2148532224,
// JSON-NEXT:   "transcendentals": 0,
// JSON-NEXT:   "int_ops": 0,
// JSON-NEXT:   "bytes": 33554432,
// JSON-NEXT:   "time_s": 0.00012991657{{[0-9]*}},
// JSON:        "costed_ops": 3,
// JSON-NEXT:   "unmodeled_ops": 1,
// JSON-NEXT:   "memory_bound_ops": 1,
// JSON-NEXT:   "compute_bound_ops": 1,
// JSON:      "top_ops": [
// JSON-NEXT:   1,
// JSON-NEXT:   0,
// JSON-NEXT:   2
// JSON-NEXT: ],
// JSON-NEXT: "verdict": "compute-bound"

func.func @main(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                %c: tensor<1024x1024xf32>, %v: f32)
    -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %e = tensor.empty() : tensor<1024x1024xf32>
  %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                  outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %1 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %2 = linalg.fill ins(%v : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0, %1, %2 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>
}

func.func @other(%a: tensor<?x64xf32>, %b: tensor<64x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x64xf32>, tensor<64x?xf32>)
                     outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
