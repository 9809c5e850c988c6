// What a predicted time includes (`--timing`, docs/model.md 6, "What a
// measured time means"), on h100-sxm5-80gb: DRAM 3.35 TB/s (attained
// fraction 0.89, the default), launch 3 us, kernel_floor_us 5.05 (fitted on
// XLA's library GEMMs, so a tiled matmul's alone); other kernels' floor is
// kStreamingFloorUs = 1 us.
//
// A 1024-element f32 add: 3 x 4096 = 12288 B. Bound: 12288 / 3.35e12 =
// 3.668 ns + 3 us launch = 3.00367 us, the same under every timing. The
// execution E is the 1 us floor (DRAM 3.668 / 0.89 = 4.1 ns is far below),
// not the H100's 5.05 us GEMM start-up.
//   stream: max(3, 1) = 3 us, 2 us of launch showing, launch-limited;
//   kernel: E = 1 us, no launch, latency-limited;
//   event:  3 + max(1, 0.0037) = 4 us, above the bound, launch-limited.
//
// RUN: roofline-opt --analyze --json --device=h100-sxm5-80gb %s \
// RUN:   | FileCheck %s --check-prefix=STREAM
// RUN: roofline-opt --analyze --json --device=h100-sxm5-80gb --timing=kernel %s \
// RUN:   | FileCheck %s --check-prefix=KERNEL
// RUN: roofline-opt --analyze --json --device=h100-sxm5-80gb --timing=event %s \
// RUN:   | FileCheck %s --check-prefix=EVENT
// The pass takes the same option.
// RUN: roofline-opt --roofline-analyze="device=h100-sxm5-80gb timing=event format=json" \
// RUN:   %s -o /dev/null | FileCheck %s --check-prefix=EVENT
// RUN: not roofline-opt --analyze --timing=warm %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
//
// STREAM:      "time_s": 3.00366805
// STREAM-NEXT: "predicted_time_s": 3e-06,
// STREAM-NEXT: "predicted": {
// STREAM-NEXT:   "launch_s": 2.0000000000000003e-06,
// STREAM-NEXT:   "execution_s": 1e-06,
// STREAM:        "floor_s": 1e-06,
// STREAM:        "limiter": "launch"
//
// KERNEL:      "time_s": 3.00366805
// KERNEL-NEXT: "predicted_time_s": 1e-06,
// KERNEL-NEXT: "predicted": {
// KERNEL-NEXT:   "launch_s": 0,
// KERNEL-NEXT:   "execution_s": 1e-06,
// KERNEL:        "limiter": "latency"
//
// EVENT:      "time_s": 3.00366805
// EVENT-NEXT: "predicted_time_s": 4e-06,
// EVENT-NEXT: "predicted": {
// EVENT-NEXT:   "launch_s": 3e-06,
// EVENT-NEXT:   "execution_s": 1e-06,
// EVENT:        "limiter": "launch"
//
// BAD: for the --timing option: Cannot find option named 'warm'!
#id = affine_map<(i) -> (i)>
func.func @add(%a: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
