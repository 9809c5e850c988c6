// Hierarchical model of a strided convolution (model-chosen tiles) and of a
// reduction (compulsory bytes at every level).
// RUN: roofline-opt %s --split-input-file --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null | FileCheck %s
// RUN: roofline-opt %s --split-input-file --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false hierarchy=false})' -o /dev/null | FileCheck %s --check-prefix=FLAT

// 1x1 stride-2 convolution, 56x56x64 -> 28x28x128, f32, as an implicit GEMM:
//   M = 28 x 28 = 784 output pixels, N = 128 channels, K = 64.
//   FLOPs = 2 x 784 x 128 x 64 = 12,845,056.
//   Compulsory: input rows 2*oh cover 28 of 56 (a quarter of the input:
//   28 x 28 x 64 = 50,176 elements), filter 8,192, output 100,352 read (the
//   conv accumulates) and written: (50176 + 8192 + 2 x 100352) x 4 =
//   1,036,288 B; all of it fits the L2, so DRAM moves exactly that.
//   The search picks 32x32x16 blocks (25 x 4 = 100 blocks, one wave on 108
//   SMs). L2 -> shared: A 784 x 64 x ceil(128/32) = 200,704 elements, B
//   64 x 128 x ceil(784/32) = 204,800, C 2 x 100,352: (200704 + 204800 +
//   200704) x 4 = 2,424,832 B. Shared -> registers adds the 32x32 warp
//   fragments 784 x 128 x 64 / 32 x 2 = 401,408 elements: 4,030,464 B.
//   Compute: the busiest SM runs one 32x32x64 tile: 131,072 FLOPs at
//   19.5e12/108 FLOP/s = 0.7259 us (vs 0.6587 us unquantised); + 3 us launch,
//   which exceeds the work: launch-bound, the work compute-bound.
// CHECK: "op": "linalg.conv_2d_nhwc_hwcf"
// CHECK: "flops": 12845056,
// CHECK: "bytes": 1036288,
// CHECK: "bytes_by_level": {
// CHECK-NEXT: "dram": 1036288,
// CHECK-NEXT: "l2": 2424832,
// CHECK-NEXT: "l1": 4030464
// CHECK: "binding": "launch",
// CHECK-NEXT: "work_binding": "compute",
// CHECK: "time_s": 3.7259{{[0-9]*}}e-06,
// CHECK: "tiling": "model",
// CHECK-NEXT: "tile": {
// CHECK-NEXT: "bm": 32,
// CHECK-NEXT: "bn": 32,
// CHECK-NEXT: "bk": 16,
// CHECK: "waves": 1,
// Convolutions get no I/O lower bound (it is stated for matmuls).
// CHECK-NOT: io_lower_bound
// CHECK: "notes"

// Without the hierarchy: every level moves the compulsory bytes, and the
// compute time is unquantised: 12845056 / 19.5e12 = 0.6587 us, just below
// the DRAM time 1036288 / 1.555e12 = 0.6664 us: DRAM binds the work, 3.6664
// us, launch-bound overall. (The hierarchical work above is compute-bound:
// one partly filled wave.)
// FLAT: "hierarchy": {
// FLAT-NEXT: "enabled": false,
// FLAT-NEXT: "status": "off (hierarchy=false): verdicts use the DRAM-only roofline"
// FLAT: "bytes_by_level": {
// FLAT-NEXT: "dram": 1036288,
// FLAT-NEXT: "l2": 1036288,
// FLAT-NEXT: "l1": 1036288
// FLAT: "binding": "launch",
// FLAT-NEXT: "work_binding": "dram",
// FLAT: "time_s": 3.6664{{[0-9]*}}e-06,
// FLAT: "hierarchy": null,
func.func @conv(%x: tensor<1x56x56x64xf32>, %w: tensor<1x1x64x128xf32>,
                %o: tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>,
                                 strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<1x56x56x64xf32>, tensor<1x1x64x128xf32>)
    outs(%o : tensor<1x28x28x128xf32>) -> tensor<1x28x28x128xf32>
  return %r : tensor<1x28x28x128xf32>
}

// -----

// Row sum of 1024 x 4096 f32 into a 1024 vector it reads and writes: not a
// GEMM, so every level moves the compulsory bytes:
//   4 x (1024 x 4096 + 2 x 1024) = 16,785,408 B; FLOPs 4,194,304.
//   DRAM binds: 16785408 / 1.555e12 = 10.794 us, + 3 us = 13.794 us.
// CHECK: "op": "linalg.generic"
// CHECK: "bytes_by_level": {
// CHECK-NEXT: "dram": 16785408,
// CHECK-NEXT: "l2": 16785408,
// CHECK-NEXT: "l1": 16785408
// CHECK: "binding": "dram",
// CHECK: "time_s": 1.3794{{[0-9]*}}e-05,
// CHECK: "hierarchy": null,
func.func @rowsum(%x: tensor<1024x4096xf32>, %o: tensor<1024xf32>) -> tensor<1024xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<1024x4096xf32>) outs(%o : tensor<1024xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  return %r : tensor<1024xf32>
}
