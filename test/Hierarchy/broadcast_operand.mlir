// A contraction with a broadcast operand (B indexes no N loop): the loops
// only the output indexes are N, B's footprint is its real size, and a
// block stages one column of B per K slice (docs/model.md 4.1, 4.2). The
// output is always written. Before, N was 1: the upstream case
// (Linalg/categorize-named-ops.mlir's broadcast_b) got a 16x1 tile and
// 672 B of DRAM for a 2,048 B output, the large one 16.8 MB for a 67 MB
// output.
// RUN: roofline-opt %s --split-input-file --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null | FileCheck %s

// C[16x32] += A[16x8] B[8], f32: m 16, n 32 (the loop only C indexes),
// k 8; FLOPs 2 x 16 x 32 x 8 = 8,192.
// The search picks 16x16x16 blocks: mBlocks 1, nBlocks 2.
//   DRAM: everything fits L2: A 512 + B 32 + C read and written 2 x 2,048
//     = 4,640 B.
//   L2: A 16 x 8 x nBlocks 2 = 256 elements (1,024 B); B, broadcast, one
//     column of 8 per block: 8 x 2 blocks = 16 elements (64 B); C 4,096 B:
//     5,184 B.
//   L1: + fragments (warp 16 x 16): A 16 x 32 x 8 / 16 = 256 elements
//     (1,024 B), B 16 x 32 x 8 / (16 x 16) = 16 elements (64 B): 6,272 B.
// CHECK: "op": "linalg.matmul"
// CHECK: "flops": 8192,
// CHECK: "bytes": 4640,
// CHECK-NEXT: "bytes_by_level": {
// CHECK-NEXT: "dram": 4640,
// CHECK-NEXT: "l2": 5184,
// CHECK-NEXT: "l1": 6272
// CHECK: "tiling": "model",
// CHECK-NEXT: "tile": {
// CHECK-NEXT: "bm": 16,
// CHECK-NEXT: "bn": 16,
// CHECK-NEXT: "bk": 16,
// A matrix-vector product whose result is copied: the matmul I/O bound
// does not apply.
// CHECK-NOT: io_lower_bound
// CHECK: "notes"
func.func @categorize_matmul_broadcast_b(%A: tensor<16x8xf32>, %B: tensor<8xf32>,
                                         %C: tensor<16x32xf32>) -> tensor<16x32xf32> {
  %0 = linalg.matmul
      indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>,
                       affine_map<(d0, d1, d2) -> (d2)>,
                       affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%A, %B: tensor<16x8xf32>, tensor<8xf32>)
      outs(%C: tensor<16x32xf32>) -> tensor<16x32xf32>
  return %0: tensor<16x32xf32>
}

// -----

// The same as a linalg.generic, large: C[4096x4096] = A[4096x1024] B[1024]
// from a zero fill (folded: C is only written), f32. FLOPs 2 x 4096^2 x
// 1024 = 34,359,738,368. The search picks 16x16x16 blocks (256 x 256) in
// one L2 group of 4096 x 4096: its working set, 4096 rows of A and one
// column of B over K (16 MiB + 4 KiB), fits.
//   DRAM: A 16,777,216 + B 4,096 (each once: one group) + C written
//     67,108,864 = 83,890,176 B (at least the 67 MB output).
//   L2: A 4096 x 1024 x 256 = 1,073,741,824 elements (4,294,967,296 B);
//     B 1024 x 256 x 256 = 67,108,864 elements (268,435,456 B); C
//     67,108,864 B: 4,630,511,616 B.
//   L1: + fragments (warp 16 x 16): A 4096^2 x 1024 / 16 = 1,073,741,824
//     elements (4,294,967,296 B), B 4096^2 x 1024 / 256 = 67,108,864
//     elements (268,435,456 B): 9,193,914,368 B.
// CHECK: "op": "linalg.generic"
// CHECK: "flops": 34359738368,
// CHECK: "bytes": 83890176,
// CHECK-NEXT: "bytes_by_level": {
// CHECK-NEXT: "dram": 83890176,
// CHECK-NEXT: "l2": 4630511616,
// CHECK-NEXT: "l1": 9193914368
// CHECK: "bm": 16,
// CHECK-NEXT: "bn": 16,
// CHECK-NEXT: "bk": 16,
// CHECK-NEXT: "stages": 2,
// CHECK-NEXT: "group_m": 256,
// CHECK-NEXT: "group_n": 256,
// CHECK-NOT: io_lower_bound
// CHECK: "notes"
func.func @generic_broadcast_b(%A: tensor<4096x1024xf32>, %B: tensor<1024xf32>)
    -> tensor<4096x4096xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                       affine_map<(m, n, k) -> (k)>,
                       affine_map<(m, n, k) -> (m, n)>],
      iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%A, %B : tensor<4096x1024xf32>, tensor<1024xf32>)
      outs(%f : tensor<4096x4096xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %c, %p : f32
    linalg.yield %s : f32
  } -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}
