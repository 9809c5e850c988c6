// The hierarchical estimate of an op inside a sequential loop counts every
// execution: per-level bytes and the compute time are scaled by the trips,
// as FLOPs are (each trip is a launch of its own that moves its bytes
// again, docs/model.md 4.7). Before, FLOPs were x100 but the bytes were one
// trip's, and the op came out compute-bound where it is DRAM-bound.
// RUN: roofline-opt %s --analyze --json --device=a100-sxm4-40gb | FileCheck %s
// RUN: roofline-opt %s --analyze --json --device=a100-sxm4-40gb --no-hierarchy | FileCheck %s --check-prefix=FLAT

// f32 C[4096x16] += A[4096x1024] B[1024x16], 100 times (C carried).
// One run: FLOPs 2 x 4096 x 16 x 1024 = 134,217,728; x100 = 13,421,772,800.
// The search picks 64x16x16 blocks with split-K 4 (64 output tiles cannot
// fill 108 SMs): mBlocks 64, nBlocks 1, 256 blocks.
//   DRAM: A 16,777,216 + B 65,536 + C read and written 2 x 262,144, plus
//     the 4 splits' partials (1 MiB), fit the usable L2 (37.7 MB): the
//     compulsory 17,367,040 B; x100 = 1,736,704,000.
//   L2: A 4096 x 1024 x 1 = 16,777,216 B; B 1024 x 16 x 64 x 4 B =
//     4,194,304; C 524,288; split partials 2 x 4 x 65,536 x 4 B =
//     2,097,152: 23,592,960 B; x100 = 2,359,296,000.
//   L1: + fragments (warp 64 x 16): A 4096 x 16 x 1024 / 16 x 4 B =
//     16,777,216, B 4096 x 16 x 1024 / 64 x 4 B = 4,194,304: 44,564,480 B;
//     x100 = 4,456,448,000.
//   Compute: ceil(256 / 108) = 3 blocks on the busiest SM, each 64 x 16 x
//     256 x 2 = 524,288 FLOPs at 19.5e12 / 108: 8.7112 us; x100 = 871.12 us.
//   DRAM 1,736,704,000 / 1.555e12 = 1.11685 ms > 871 us: DRAM binds;
//   + 100 launches x 3 us = 1.41685 ms.
// CHECK: "flops": 13421772800,
// CHECK: "bytes": 1736704000,
// CHECK-NEXT: "bytes_by_level": {
// CHECK-NEXT: "dram": 1736704000,
// CHECK-NEXT: "l2": 2359296000,
// CHECK-NEXT: "l1": 4456448000
// CHECK: "binding": "dram",
// CHECK-NEXT: "work_binding": "dram",
// CHECK-NEXT: "compute_time_s": 0.00087112{{[0-9]*}},
// CHECK-NEXT: "memory_time_s": 0.00111685{{[0-9]*}},
// CHECK: "time_s": 0.00141685{{[0-9]*}},
// CHECK: "bm": 64,
// CHECK-NEXT: "bn": 16,
// CHECK-NEXT: "bk": 16,
// CHECK: "split_k": 4,
// The bound is the compulsory traffic, also for 100 runs: ratio 1.
// CHECK: "io_lower_bound_bytes": 1736704000,
// CHECK-NEXT: "io_lower_bound_ratio": 1,
// CHECK: "note": "executed 100 times: every level's bytes and the compute time are 100 runs'"

// The DRAM-only roofline moves the same DRAM bytes (the compulsory 100
// times) at every level: 13,421,772,800 / 19.5e12 = 688.3 us of compute,
// DRAM binds.
// FLAT: "bytes_by_level": {
// FLAT-NEXT: "dram": 1736704000,
// FLAT-NEXT: "l2": 1736704000,
// FLAT: "binding": "dram",
func.func @trips(%a: tensor<4096x1024xf32>, %b: tensor<1024x16xf32>,
                 %c: tensor<4096x16xf32>) -> tensor<4096x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%acc = %c) -> tensor<4096x16xf32> {
    %m = linalg.matmul ins(%a, %b : tensor<4096x1024xf32>, tensor<1024x16xf32>)
                       outs(%acc : tensor<4096x16xf32>) -> tensor<4096x16xf32>
    scf.yield %m : tensor<4096x16xf32>
  }
  return %r : tensor<4096x16xf32>
}
