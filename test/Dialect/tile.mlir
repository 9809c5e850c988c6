// #roofline.tile (what roofline-optimize's tiling driver writes on the
// scf.forall of a tiled contraction) round-trips; its verifier wants a block
// tile of three positive sizes, an L2 group of two, k_chunk >= 0 (0: whole
// K), at least one pipeline stage, bytes >= 0 and finite times >= 0.

// RUN: roofline-opt %s | FileCheck %s
// RUN: roofline-opt %s -o %t.1
// RUN: roofline-opt %t.1 -o %t.2
// RUN: diff %t.1 %t.2

// CHECK: roofline.tiles = #roofline.tile<"linalg.matmul", [16, 16, 16], k_loop = true, group = [1, 1], k_chunk = 128, wave_resident = false, stages = 2, levels = [262144, 1179648, 2228224], binding = compute, before = 3.3629686153846156e-06, after = 3.3629686153846156e-06>
func.func @tiled() attributes {roofline.tiles = #roofline.tile<"linalg.matmul", [16, 16, 16], k_loop = true, group = [1, 1], k_chunk = 128, wave_resident = false, stages = 2, levels = [262144, 1179648, 2228224], binding = compute, before = 3.3629686153846156e-06, after = 3.3629686153846156e-06>} {
  return
}
