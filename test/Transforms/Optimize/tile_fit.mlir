// A tile that would not fit is never chosen: the hierarchical model only
// considers block tiles whose staged A and B panels fit the SM's shared
// memory, stages x (bm x bk + bk x bn) x 4 B for f32, and the pass applies
// only the model's tile. 2048^3 f32 matmul on the H100 (shared memory per
// SM from the catalog, then overridden through DLTI).
// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{remarks=all})'
// RUN: roofline-opt %s --split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{emit-remarks=false})' | FileCheck %s

// The catalog H100: the model splits K 32 ways over 128x128x16 tiles (256
// output tiles cannot fill the 132 SMs twice; 8192 blocks, 63 waves of
// 2 x 128 x 128 x 64 FLOPs at 66.9e12 / 132: 260.7 us of compute against
// 264.8 us for 2 waves of whole-K tiles), its partial sums in one 16.8 MB
// buffer in L2 (docs/model.md 4.3). A forall over output tiles cannot
// express that, so the pass leaves the op alone, and no tile is applied
// that the model did not choose.
// CHECK-LABEL: func.func @catalog
// CHECK-NOT:     scf.forall
// CHECK:         linalg.matmul
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<"name" = "h100-sxm5-80gb">>} {
  func.func @catalog(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    // expected-remark @below {{roofline-optimize: not tiled: the model's schedule splits K over 32 blocks, which a forall over output tiles cannot express}}
    %m = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    return %m : tensor<2048x2048xf32>
  }
}

// -----

// 8 KiB of shared memory per SM: 128x256x16 (48 KiB) would not fit and is
// not chosen; the model picks 32x32x16, 2 x (32x16 + 16x32) x 4 B = 8192 B,
// which fits exactly (predicted as the untiled op: not applied). Priced on
// the kernels of mode=compiled, the same numbers: the matmul is a kernel of
// its own (no fill, no epilogue), before and after.
// CHECK-LABEL: func.func @small_smem
// CHECK-NOT:     scf.forall
// CHECK:         linalg.matmul
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<"name" = "h100-sxm5-80gb", "l1_shared_memory_bytes_per_sm" = 8192 : i64>>} {
  func.func @small_smem(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    // expected-remark @below {{roofline-optimize: not tiled: the tile 32x32x16 is predicted 2.6782e-04 s -> 2.6782e-04 s for the kernels it changes in mode=compiled, not faster}}
    %m = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    return %m : tensor<2048x2048xf32>
  }
}

// -----

// 1 KiB: even the smallest block tile, 16x16x16 (2 x (256 + 256) x 4 B =
// 4096 B), does not fit: no tile, nothing tiled.
// CHECK-LABEL: func.func @tiny_smem
// CHECK-NOT:     scf.forall
// CHECK:         linalg.matmul
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<"name" = "h100-sxm5-80gb", "l1_shared_memory_bytes_per_sm" = 1024 : i64>>} {
  func.func @tiny_smem(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
    // expected-remark @below {{roofline-optimize: not tiled: the hierarchical model chose no tile}}
    %m = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
    return %m : tensor<2048x2048xf32>
  }
}
