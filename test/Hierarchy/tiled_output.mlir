// An already-tiled matmul whose output does not fit L2 (the nest
// roofline-optimize's tiling writes: scf.forall over 128x256 output tiles,
// scf.for over 16-deep K slices carrying the accumulator tile). The
// output's tile leads, through the K loop's iter_arg and the forall's
// shared_out, to the whole 8192x8192 output, which DRAM reads and writes.
// Before, the iter_arg's 128x256 tile was taken for the untiled output and
// DRAM was 2,359,296 B, below the 268 MB output.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null | FileCheck %s

// f32 C[8192x8192] += A[8192x32] B[32x8192], C from a fill outside the nest
// (not folded: its consumer is the loop): FLOPs 2 x 8192^2 x 32 =
// 4,294,967,296. Block tile 128x256x16 from the IR (K whole within the
// block): 64 x 32 = 2,048 blocks.
//   DRAM: A 1 MiB, B 1 MiB, C 256 MiB read and written do not fit L2
//     together; the model's L2 group, 64 x 32 blocks = 8192 x 8192 (A and
//     B panels over K: (8192 + 8192) x 32 x 4 B = 2 MiB), reads A and B
//     once: 1,048,576 + 1,048,576 + 2 x 268,435,456 = 538,968,064 B, the
//     compulsory traffic and the untiled op's.
//   L2: A 8192 x 32 x 32 (nBlocks) x 4 B = 33,554,432; B 32 x 8192 x 64
//     (mBlocks) x 4 B = 67,108,864; C 536,870,912: 637,534,208 B.
//   L1: + 64 x 64 warp fragments, 8192^2 x 32 / 64 x 2 x 4 B =
//     268,435,456: 905,969,664 B.
//   Compute: ceil(2048 / 108) = 19 blocks on the busiest SM, each 2 x 128 x
//     256 x 32 = 2,097,152 FLOPs at 19.5e12 / 108: 220.7 us; DRAM
//     538,968,064 / 1.555e12 = 346.60 us binds; + 3 us launch = 349.60 us.
// CHECK: "op": "linalg.matmul"
// CHECK: "flops": 4294967296,
// CHECK: "bytes": 538968064,
// CHECK-NEXT: "bytes_by_level": {
// CHECK-NEXT: "dram": 538968064,
// CHECK-NEXT: "l2": 637534208,
// CHECK-NEXT: "l1": 905969664
// CHECK: "binding": "dram",
// CHECK: "time_s": 0.00034960{{[0-9]*}},
// CHECK: "tiling": "ir",
// CHECK-NEXT: "tile": {
// CHECK-NEXT: "bm": 128,
// CHECK-NEXT: "bn": 256,
// CHECK-NEXT: "bk": 16,
// CHECK-NEXT: "stages": 2,
// CHECK-NEXT: "group_m": 64,
// CHECK-NEXT: "group_n": 32,
// CHECK-NEXT: "k_chunk": 32,
// CHECK-NEXT: "split_k": 1,
// CHECK: "waves": 19,
// CHECK: "io_lower_bound_bytes": 538968064,
// CHECK-NEXT: "io_lower_bound_ratio": 1,
func.func @mm(%a: tensor<8192x32xf32>, %b: tensor<32x8192xf32>) -> tensor<8192x8192xf32> {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %e = tensor.empty() : tensor<8192x8192xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  %r = scf.forall (%i, %j) = (0, 0) to (8192, 8192) step (128, 256)
      shared_outs(%o = %f) -> (tensor<8192x8192xf32>) {
    %as = tensor.extract_slice %a[%i, 0] [128, 32] [1, 1] : tensor<8192x32xf32> to tensor<128x32xf32>
    %bs = tensor.extract_slice %b[0, %j] [32, 256] [1, 1] : tensor<32x8192xf32> to tensor<32x256xf32>
    %cs = tensor.extract_slice %o[%i, %j] [128, 256] [1, 1] : tensor<8192x8192xf32> to tensor<128x256xf32>
    %t = scf.for %k = %c0 to %c32 step %c16 iter_args(%acc = %cs) -> (tensor<128x256xf32>) {
      %ak = tensor.extract_slice %as[0, %k] [128, 16] [1, 1] : tensor<128x32xf32> to tensor<128x16xf32>
      %bk = tensor.extract_slice %bs[%k, 0] [16, 256] [1, 1] : tensor<32x256xf32> to tensor<16x256xf32>
      %m = linalg.matmul ins(%ak, %bk : tensor<128x16xf32>, tensor<16x256xf32>)
                         outs(%acc : tensor<128x256xf32>) -> tensor<128x256xf32>
      scf.yield %m : tensor<128x256xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i, %j] [128, 256] [1, 1]
          : tensor<128x256xf32> into tensor<8192x8192xf32>
    }
  }
  return %r : tensor<8192x8192xf32>
}
