// An already-tiled matmul: the hierarchical model uses the IR's tiles.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb})' | FileCheck %s --check-prefix=ATTR

// 256^3 f32 matmul in 64x64 output tiles with the whole K (4 x 4 = 16 tiles
// of scf.forall):
//   FLOPs = 16 tiles x 2 x 64 x 64 x 256 = 33,554,432 (= 2 x 256^3)
//   one tile moves A 64x256 + B 256x64 + C 64x64 read and written:
//     (16384 + 16384 + 2 x 4096) x 4 B = 163,840 B; 16 tiles: 2,621,440 B
//     through L2 (and shared memory: the IR gives no finer tiling).
//   The untiled A, B, C (C read and written) take 4 x 256 KiB = 1 MiB,
//   which fits the A100's L2: DRAM moves each once: 1,048,576 B, the op's
//   `bytes` (DRAM bytes; the tiles' sum is L2 traffic, under bytes_by_level).
//   Times: compute 33554432 / 19.5e12 = 1.7207 us; DRAM 1048576 / 1.555e12
//   = 0.6743 us; L2 2621440 / 7.219e12 = 0.3631 us: compute binds the work,
//   time = 1.7207 + 3 (launch) = 4.7207 us; the launch exceeds the work:
//   launch-bound.
// JSON: "op": "linalg.matmul"
// JSON: "iteration_domain": [
// JSON-NEXT: 64,
// JSON-NEXT: 64,
// JSON-NEXT: 256
// JSON: "flops": 33554432,
// JSON: "bytes": 1048576,
// JSON: "bytes_by_level": {
// JSON-NEXT: "dram": 1048576,
// JSON-NEXT: "l2": 2621440,
// JSON-NEXT: "l1": 2621440
// JSON: "binding": "launch",
// JSON-NEXT: "work_binding": "compute",
// JSON: "time_s": 4.7207{{[0-9]*}}e-06,
// JSON: "hierarchy": {
// JSON-NEXT: "tiling": "ir",
// JSON-NEXT: "tile": {
// JSON-NEXT: "bm": 64,
// JSON-NEXT: "bn": 64,
// JSON-NEXT: "bk": 256,
// JSON: "note": "tiles from the IR; the untiled operands fit L2, so DRAM moves each once"
// JSON: "executed 16 times by enclosing loops"

// ATTR: linalg.matmul {roofline = {binding = "launch", bound = "launch", bytes = 1048576 : i64, bytes_by_level = array<i64: 1048576, 2621440, 2621440>
// ATTR-SAME: tile = array<i64: 64, 64, 256>, tile_origin = "ir"
func.func @tiled(%A: tensor<256x256xf32>, %B: tensor<256x256xf32>,
                 %C: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %r = scf.forall (%i, %j) = (0, 0) to (256, 256) step (64, 64)
      shared_outs(%o = %C) -> (tensor<256x256xf32>) {
    %a = tensor.extract_slice %A[%i, 0] [64, 256] [1, 1]
        : tensor<256x256xf32> to tensor<64x256xf32>
    %b = tensor.extract_slice %B[0, %j] [256, 64] [1, 1]
        : tensor<256x256xf32> to tensor<256x64xf32>
    %c = tensor.extract_slice %o[%i, %j] [64, 64] [1, 1]
        : tensor<256x256xf32> to tensor<64x64xf32>
    %m = linalg.matmul ins(%a, %b : tensor<64x256xf32>, tensor<256x64xf32>)
                       outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[%i, %j] [64, 64] [1, 1]
          : tensor<64x64xf32> into tensor<256x256xf32>
    }
  }
  return %r : tensor<256x256xf32>
}
