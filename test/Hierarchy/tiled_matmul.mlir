// An already-tiled matmul: the hierarchical model uses the IR's tiles.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb})' | FileCheck %s --check-prefix=ATTR

// 256^3 f32 matmul in 64x64 output tiles with the whole K (4 x 4 = 16 tiles
// of scf.forall). The IR's tile is the block tile of the untiled problem
// (the slices' roots: A, B and the shared_out C, all 256x256), costed with
// the formulas of a model-chosen tile (docs/model.md 4.5):
//   FLOPs = 16 tiles x 2 x 64 x 64 x 256 = 33,554,432 (= 2 x 256^3)
//   DRAM: A, B and C (read and written) take 4 x 256 KiB = 1 MiB, which
//     fits the A100's usable L2: compulsory, 1,048,576 B (C included: the
//     output is never left out).
//   L2 -> shared memory: A 256 x 256 x ceil(256/64) = 262,144 elements,
//     B the same, C read and written 2 x 65,536: (262144 + 262144 + 131072)
//     x 4 B = 2,621,440 B.
//   shared memory -> registers: those plus 64 x 64 warp fragments,
//     256^3 / 64 x 2 = 524,288 elements = 2,097,152 B: 4,718,592 B.
//   Compute: 16 blocks on 108 SMs, one wave; the busiest SM runs one
//     2 x 64 x 64 x 256 = 2,097,152-FLOP tile at 19.5e12 / 108 FLOP/s:
//     11.6150 us. DRAM 1048576 / 1.555e12 = 0.6743 us, L2 2621440 /
//     7.219e12 = 0.3631 us: compute binds; + 3 us launch = 14.6150 us.
//   (Before: the tile was costed as 33554432 / 19.5e12 = 1.72 us of
//   unquantised compute and L1 = L2, unlike a model-chosen tile.)
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
// JSON-NEXT: "l1": 4718592
// JSON: "binding": "compute",
// JSON-NEXT: "work_binding": "compute",
// JSON: "compute_time_s": 1.16149{{[0-9]*}}e-05,
// JSON: "time_s": 1.46149{{[0-9]*}}e-05,
// JSON: "hierarchy": {
// JSON-NEXT: "tiling": "ir",
// JSON-NEXT: "tile": {
// JSON-NEXT: "bm": 64,
// JSON-NEXT: "bn": 64,
// JSON-NEXT: "bk": 256,
// JSON: "waves": 1,
// JSON: "note": "tiles from the IR (the block tile; the L2 group is the model's)"
// JSON: "executed 16 times by enclosing loops"

// ATTR: linalg.matmul {roofline = #roofline.cost<compute, compute, fp32, flops = 33554432, bytes = 1048576,
// ATTR-SAME: tile = [64, 64, 256], origin = ir, levels = [1048576, 2621440, 4718592]>
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
