// A decision whose ops the pass's mode already runs as one kernel is
// declined without pricing it (ModeKernels, lib/Transforms/ModePricing.h):
// an epilogue nest at the IR's output tile against the kernel the
// analysis makes, in mode=compiled, of a matmul and its epilogue at the
// model's schedule. The figures below show why that holds here: priced,
// the nest would be slower (mode_pricing.mlir and tile_fit.mlir check
// decisions priced in the mode's kernels with both numbers). A100 with the
// hierarchical model.
// RUN: roofline-opt %s --verify-diagnostics -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false remarks=all})' \
// RUN:   | FileCheck %s
// The IR is left as it was:
// CHECK-LABEL: func.func @mlp
// CHECK-NOT:     scf.forall
// CHECK:         linalg.matmul

// An epilogue nest at the IR's tile, slower than the compiled kernel:
// relu(A[256x512] B[512x1024] + bias) (epilogue.mlir derives each figure).
// In mode=compiled the fill folds into the matmul and the matmul and its
// epilogue are one kernel at the model's split-K schedule: the matmul's
// 1.7519e-05 s (256x1024x512 x 2 FLOPs at 19.5 TFLOP/s = 13.77 us,
// wave-quantised, + 3 us launch; the epilogue's 524288 FLOPs do not move
// it). The nest runs K whole in 8x16 tiles of 32x64: 128 blocks, 2 on the
// busiest of 108 SMs, 2 x 2 x 32 x 64 x 512 FLOPs at 19.5e12 / 108 =
// 23.23 us + 3 us launch + the epilogue's 0.695 us = 2.6925e-05 s
// (epilogue.mlir's EAGER run checks it). Slower: declined, and the IR is
// left as it was.
func.func @mlp(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>, %bias: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%f : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %e2 = tensor.empty() : tensor<256x1024xf32>
  // expected-remark @below {{roofline-optimize: epilogue not fused: linalg.generic into linalg.matmul: mode=compiled already runs them as one kernel (the analysis' fusion groups)}}
  %r = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%m, %bias : tensor<256x1024xf32>, tensor<1024xf32>) outs(%e2 : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %z = arith.maximumf %s, %c0 : f32
    linalg.yield %z : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}
