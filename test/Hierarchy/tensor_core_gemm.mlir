// The textbook compute-bound GEMM (issue 31): bf16 4096^3 from a zero fill,
// bf16 out, 2 x 4096^3 = 137,438,953,472 FLOPs over 3 x 32 MiB of
// compulsory bytes (819 FLOP/B), on the A100, H100 and H200. Every level's
// traffic stays under its compute time (docs/model.md 4.2, 4.3).
// RUN: roofline-opt %s --analyze --device=a100-sxm4-40gb --pass-options=columns=0 | FileCheck %s --check-prefix=A100
// RUN: roofline-opt %s --analyze --device=h100-sxm5-80gb --pass-options=columns=0 | FileCheck %s --check-prefix=H100
// RUN: roofline-opt %s --analyze --device=h200-sxm-141gb --pass-options=columns=0 | FileCheck %s --check-prefix=H200
// RUN: roofline-opt %s --analyze --json --device=h100-sxm5-80gb | FileCheck %s --check-prefix=JSON
// H100 (sm_90, 132 SMs, 989.4 TFLOP/s bf16, L2 9 TB/s, L1 33.454 TB/s).
// Block tile 128x256x16: mBlocks 32, nBlocks 16, 512 tiles.
//   Compute: 512 tiles on 132 SMs leave the 4th wave 88% full (143.25 us);
//   as stream-K the 512 x 256 K slices spread evenly, ceil(992.97) = 993 of
//   2 x 128 x 256 x 16 = 1,048,576 FLOPs per SM at 989.4e12 / 132:
//   138.92 us.
//   L2: A staged nBlocks = 16 times, 536,870,912 B; B mBlocks = 32 times,
//   1,073,741,824 B. The cluster of at most 8 blocks moving the fewest is
//   4 x 2: A / 2 + B / 4 = 268,435,456 + 268,435,456; C written once,
//   33,554,432; stream-K partial tiles 2 x 132 x 128 x 256 x 4 B =
//   34,603,008: 605,028,352 B, 67.2 us. (Before: 64 x 64 warp tiles and no
//   cluster, 1.64 GB at L2, 182 us: L2 bound.)
//   L1: A and B as every block receives them, 536,870,912 + 1,073,741,824;
//   warpgroup (64 x 256) reads 4096^3 x (2/256 + 2/64) B = 536,870,912 +
//   2,147,483,648; C 33,554,432; partials 34,603,008: 4,363,124,736 B,
//   130.4 us.
//   DRAM: L2 group 11 x 16 blocks (1408 x 4096): A once, B ceil(4096 /
//   1408) = 3 times, C once: 33,554,432 x 5 = 167,772,160 B, 50.1 us.
// NOTE: the figures above are of the stream-K schedule, which the search
// no longer chooses (GemmTiling.cpp kChooseStreamK: it raised the
// cross-validated error). Without it the H100 keeps whole-K tiles over 4
// waves (the last 88% full) in K chunks of 1024 with a 16 x 16 L2 group:
// DRAM A, B and C once each plus the written C, 4 x 33,554,432 =
// 134,217,728 B; L2 973.08 MB and L1 4.73 GB as the model computes them
// (not re-derived term by term here), still below compute: compute-bound.
// JSON:      "op": "linalg.matmul"
// JSON:      "bytes_by_level": {
// JSON-NEXT:   "dram": 134217728,
// JSON-NEXT:   "l2": 973078528,
// JSON-NEXT:   "l1": 4731174912
// JSON:      "bound": "compute",
// JSON-NEXT: "binding": "compute",
// 4 waves x 2 x 128 x 256 x 4096 FLOPs at 989.4e12 / 132 = 4 x 35.81 us:
// JSON:      "compute_time_s": 0.000143252
// JSON:      "tile": {
// JSON-NEXT:   "bm": 128,
// JSON-NEXT:   "bn": 256,
// JSON-NEXT:   "bk": 16,
// H100:      linalg.matmul tile 128x256x16 (model), L2 group 16x16
// H100-NEXT: bytes dram 134.22 MB, l2 973.08 MB, l1 4.73 GB
// H100: binds compute
// H100:      verdict: compute-bound

// On the H200 (the H100's SMs, clocks and L1; a 60 MiB L2 at 9.8 TB/s): the same
// block tile, cluster and stream-K: l2 605.03 MB (61.7 us), l1 4.36 GB
// (130.4 us) against 138.92 us of compute. DRAM: a 16 x 16 group (the
// whole grid) reads A once and B ceil(4096 / 2048) = 2 times: 33,554,432
// x 4 = 134,217,728 B.
// H200:      linalg.matmul tile 128x256x16 (model), L2 group 16x16
// H200-NEXT: bytes dram 134.22 MB, l2 570.43 MB, l1 4.33 GB
// H200: binds compute
// H200:      verdict: compute-bound

// A100 (sm_80, 108 SMs, 312 TFLOP/s, L2 7.219 TB/s): no clusters. The
// search does not choose stream-K (GemmTiling.cpp kChooseStreamK: it raised
// the cross-validated error), so 128 x 256 tiles leave the 5th wave 74%
// full (464.6 us of compute) and 64 x 128 tiles win: 2048 tiles, compute
// 441.4 us at the peak; L2 = A 4096^3 x 2 / 128 + B 4096^3 x 2 / 64 + C
// read and written 2 x 33,554,432... printed 3.25 GB, 451 us at 7.219 TB/s,
// so the bound binds l2 by 2%. The predicted time is compute's (the
// attained GEMM efficiency 0.80 puts compute at 552 us, above L2's 451 us):
// the verdict, the limiter of most of the predicted time, is compute-bound.
// A100:      linalg.matmul tile 64x128x16 (model), L2 group 32x16
// A100-NEXT: bytes dram 167.77 MB, l2 3.25 GB, l1 7.55 GB
// A100: binds l2
// A100:      verdict: compute-bound
func.func @mm(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4096x4096xbf16>
  %c = linalg.fill ins(%z : bf16) outs(%e : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
                     outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %r : tensor<4096x4096xbf16>
}
