// One meaning of "bytes": for a contraction fused with its accumulator fill
// and its epilogue in one scf.forall body (what roofline-optimize's epilogue
// fusion and tiling produce), the op's `bytes`, the `roofline` attribute's
// `bytes` and `totals.bytes` are DRAM bytes; the sum of the tiles'
// footprints is L2 traffic and appears only under bytes_by_level.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb})' \
// RUN:   | FileCheck %s --check-prefix=ATTR
// RUN: roofline-opt %s --analyze --device=a100-sxm4-40gb | FileCheck %s --check-prefix=TEXT
//
// 256^3 f32 matmul in 4 x 4 = 16 output tiles of 64x64 with the whole K.
// Per tile:
//   fill: writes the 64x64 accumulator (16,384 B), which only the matmul in
//     the same body reads: it stays on chip: 0 B, no work, no time.
//   matmul: the IR's 64x64x256 tile is the block tile of the untiled
//     256^3 problem (docs/model.md 4.5); the accumulator read from the fill
//     and written to the epilogue stays on chip (C neither loaded nor
//     stored). L2 -> shared memory: A 256 x 256 x ceil(256/64) and B the
//     same, 2 x 262,144 elements = 2,097,152 B. Shared memory -> registers:
//     those plus 64 x 64 warp fragments 256^3 / 64 x 2 = 524,288 elements
//     (2,097,152 B): 4,194,304 B.
//     DRAM: the untiled A and B (262,144 B each; the on-chip accumulator is
//     not a DRAM tensor) fit the A100's 40 MB L2: each is read once:
//     524,288 B. Intensity 2 x 256^3 / 524,288 = 33,554,432 / 524,288 = 64.
//     Times: compute, 16 blocks in one wave on 108 SMs, the busiest SM
//     running one 2 x 64 x 64 x 256 = 2,097,152-FLOP tile at 19.5e12 / 108
//     FLOP/s: 11.6150 us; DRAM 524,288 / 1.555e12 = 0.33716 us; L2
//     2,097,152 / 7.219e12 = 0.29050 us: compute binds, + 3 us launch =
//     14.6150 us (docs/model.md 1.7).
//   epilogue (relu): reads the matmul tile on chip, writes its 64x64 slice
//     of the result (16,384 B): 262,144 B over 16 tiles, 65,536 FLOPs; it
//     runs in the matmul's kernel (no launch): 262,144 / 1.555e12 =
//     0.168581 us.
// Totals: bytes 524,288 + 262,144 = 786,432 (before the fix the matmul's
// `bytes` was its L2 figure and the total 2,359,296); time 14.6150 +
// 0.168581 = 14.7836 us.
//
// JSON: "op": "linalg.fill"
// JSON: "bytes": 0,
// JSON: "op": "linalg.matmul"
// JSON: "flops": 33554432,
// JSON: "bytes": 524288,
// JSON-NEXT: "bytes_by_level": {
// JSON-NEXT: "dram": 524288,
// JSON-NEXT: "l2": 2097152,
// JSON-NEXT: "l1": 4194304
// JSON: "intensity": 64,
// JSON: "binding": "compute",
// JSON-NEXT: "work_binding": "compute",
// JSON: "time_s": 1.46149{{[0-9]*}}e-05,
// JSON: "tiling": "ir",
// JSON: "DRAM bytes are the hierarchical model's; the sum of the operand footprints is 2097152"
// JSON: "op": "linalg.generic"
// JSON: "flops": 65536,
// JSON: "bytes": 262144,
// JSON-NEXT: "bytes_by_level": {
// JSON-NEXT: "dram": 262144,
// JSON: "time_s": 1.6858{{[0-9]*}}e-07,
// JSON: "totals": {
// JSON: "bytes": 786432,
// JSON: "time_s": 1.47835{{[0-9]*}}e-05,

// ATTR: roofline.summary = #roofline.summary<"a100-sxm4-40gb", flops = 33619968, bytes = 786432,
// ATTR: linalg.matmul {roofline = #roofline.cost<compute, compute, fp32, flops = 33554432, bytes = 524288,
// ATTR-SAME: levels = [524288, 2097152, 4194304]>

// TEXT: FLOPs 33.62 MFLOP, DRAM bytes 786.43 KB
func.func @fused(%A: tensor<256x256xf32>, %B: tensor<256x256xf32>)
    -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %acc = tensor.empty() : tensor<256x256xf32>
  %out = tensor.empty() : tensor<256x256xf32>
  %r = scf.forall (%i, %j) = (0, 0) to (256, 256) step (64, 64)
      shared_outs(%o = %out) -> (tensor<256x256xf32>) {
    %a = tensor.extract_slice %A[%i, 0] [64, 256] [1, 1]
        : tensor<256x256xf32> to tensor<64x256xf32>
    %b = tensor.extract_slice %B[0, %j] [256, 64] [1, 1]
        : tensor<256x256xf32> to tensor<256x64xf32>
    %c = tensor.extract_slice %acc[%i, %j] [64, 64] [1, 1]
        : tensor<256x256xf32> to tensor<64x64xf32>
    %f = linalg.fill ins(%zero : f32) outs(%c : tensor<64x64xf32>)
        -> tensor<64x64xf32>
    %m = linalg.matmul ins(%a, %b : tensor<64x256xf32>, tensor<256x64xf32>)
                       outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
    %d = tensor.extract_slice %o[%i, %j] [64, 64] [1, 1]
        : tensor<256x256xf32> to tensor<64x64xf32>
    %e = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                         affine_map<(d0, d1) -> (d0, d1)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%m : tensor<64x64xf32>) outs(%d : tensor<64x64xf32>) {
    ^bb0(%x: f32, %y: f32):
      %t = arith.maximumf %x, %zero : f32
      linalg.yield %t : f32
    } -> tensor<64x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i, %j] [64, 64] [1, 1]
          : tensor<64x64xf32> into tensor<256x256xf32>
    }
  }
  return %r : tensor<256x256xf32>
}
