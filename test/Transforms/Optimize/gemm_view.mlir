// The GEMM view's tile over the loops (GemmView.h, getLoopTileSizes), as
// epilogue fusion applies it when an axis of the GEMM spans several loops.
// A contraction's bm goes to its innermost M loop alone, its other M loops
// one at a time; a convolution's bm output pixels are spread over its image
// loops from the innermost outward, and its images go one at a time.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false remarks=all})' \
// RUN:   | FileCheck %s
// A decision is priced on the kernels of the pass's mode. In mode=compiled
// (the default, the runs above) the analysis already runs each contraction
// with its epilogue as one kernel at the model's schedule, which both nests
// here are slower than (the figures below): the pass declines both without
// building the nests (ModeKernels, lib/Transforms/ModePricing.h). In mode=eager each op is a kernel
// of its own (but the fills, folded in every mode): the first is fused, which
// shows its tiles in the IR; the second is priced and declined, and its
// remark gives the tiles:
// RUN: roofline-opt %s --split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false mode=eager remarks=all})' \
// RUN:   | FileCheck %s --check-prefix=EAGER-REMARK
// RUN: roofline-opt %s --split-input-file -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false mode=eager emit-remarks=false})' \
// RUN:   | FileCheck %s --check-prefix=EAGER

// C[i, j, n] = A[i, j, k] B[k, n] with M = i x j = 128 x 8 and N = 1024: the
// model's block tile is 16x32x16 (roofline-opt --analyze). bm = 16 is more
// than the innermost M loop holds: j takes all 8 and i goes one at a time
// (1x8x32 tiles, not 2x8x32).
// Op by op (mode=eager): the fill folded into the contraction (as a kernel
// it would write 128x8x1024x4 = 4194304 B: 2.697 + 3 us = 5.698 us; the
// compute-bound contraction's time does not move without its C read), the
// contraction 58.171 us, and the epilogue (reads 4 MiB + 4 KiB, writes
// 4 MiB: 8392704 B, 5.397 + 3 us = 8.397 us): 6.6568e-05 s; the nest
// 6.1206e-05 s: fused.
// EAGER-REMARK: remark: roofline-optimize: fused epilogue linalg.generic into linalg.generic with tiles 1x8x32: predicted 6.6568e-05 s -> 6.1206e-05 s
// EAGER:         scf.forall ({{.*}}) = (0, 0, 0) to (128, 8, 1024) step (1, 8, 32)
// EAGER:           linalg.fill {{.*}} -> tensor<1x8x32xf32>
// The attribute carries the remark's two times at full precision (6.1206e-05
// rounds 6.12057e-05).
// EAGER:         roofline.fused_epilogue = #roofline.epilogue<"linalg.generic", [1, 8, 32], before = 6.6568{{[0-9]*}}e-05, after = 6.1205{{[0-9]*}}e-05>
// In mode=compiled the contraction and its epilogue are one kernel at the
// contraction's schedule (compute-bound: the epilogue's FLOPs and bias bytes
// do not move it): 6.6568e-05 - 8.397e-6 = 5.8171e-05 s, against the nest's
// 6.1206e-05 s: not fused.
// CHECK-LABEL: func.func @two_m_loops
// CHECK-NOT:     scf.forall
// CHECK:         return

func.func @two_m_loops(%a: tensor<128x8x512xf32>, %b: tensor<512x1024xf32>, %bias: tensor<1024xf32>) -> tensor<128x8x1024xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x8x1024xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<128x8x1024xf32>) -> tensor<128x8x1024xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i,j,n,k)->(i,j,k)>, affine_map<(i,j,n,k)->(k,n)>, affine_map<(i,j,n,k)->(i,j,n)>], iterator_types = ["parallel","parallel","parallel","reduction"]} ins(%a, %b : tensor<128x8x512xf32>, tensor<512x1024xf32>) outs(%f : tensor<128x8x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  } -> tensor<128x8x1024xf32>
  %e2 = tensor.empty() : tensor<128x8x1024xf32>
  // expected-remark @below {{roofline-optimize: epilogue not fused: linalg.generic into linalg.generic: mode=compiled already runs them as one kernel (the analysis' fusion groups)}}
  %r = linalg.generic {indexing_maps = [affine_map<(i,j,n)->(i,j,n)>, affine_map<(i,j,n)->(n)>, affine_map<(i,j,n)->(i,j,n)>], iterator_types = ["parallel","parallel","parallel"]} ins(%m, %bias : tensor<128x8x1024xf32>, tensor<1024xf32>) outs(%e2 : tensor<128x8x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %z = arith.maximumf %s, %c0 : f32
    linalg.yield %z : f32
  } -> tensor<128x8x1024xf32>
  return %r : tensor<128x8x1024xf32>
}

// -----

// NHWC convolution with 2 images of 8x8 output pixels and 256 channels:
// the model's tile is 16 output pixels x 32 channels (16x32x16, with split-K,
// which the fused nest replaces by whole-K output tiles). The 16 pixels are
// the 8 of the innermost image loop (ow) times 2 of the next (oh); the
// images go one at a time: tiles of 1x2x8x32. Op by op (mode=eager), the
// fill folded (as a kernel, 2x8x8x256x4 = 131072 B: 0.084 + 3 us = 3.084
// us), the convolution and the epilogue: 1.3928e-05 s; the fused nest,
// whose IR tile the analysis costs with the model's formulas (whole K, no
// split-K, docs/model.md 4.5), 1.6156e-05 s: not fused (it was, at
// 1.7012e-05 s, while eager mode ran the fill as a kernel).
// EAGER-REMARK: remark: roofline-optimize: epilogue not fused: linalg.generic into linalg.conv_2d_nhwc_hwcf with tiles 1x2x8x32 is predicted 1.3928e-05 s -> 1.6156e-05 s, not faster
// EAGER-NOT:     scf.forall ({{.*}}) = (0, 0, 0, 0) to (2, 8, 8, 256)
// In mode=compiled the convolution and its epilogue (reads 131072 B + 1 KiB,
// writes 131072 B: 263168 B, 0.169 + 3 us as a kernel) are one kernel at
// the convolution's schedule: 1.3928e-05 - 3.169e-6 = 1.0759e-05 s, against
// the nest's 1.6156e-05 s: not fused.
// CHECK-LABEL: func.func @conv_small_image
// CHECK-NOT:     scf.forall
// CHECK:         linalg.conv_2d_nhwc_hwcf

func.func @conv_small_image(%x: tensor<2x10x10x256xf32>, %w: tensor<3x3x256x256xf32>, %shift: tensor<256xf32>) -> tensor<2x8x8x256xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x256xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<2x8x8x256xf32>) -> tensor<2x8x8x256xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<2x10x10x256xf32>, tensor<3x3x256x256xf32>) outs(%f : tensor<2x8x8x256xf32>) -> tensor<2x8x8x256xf32>
  %e2 = tensor.empty() : tensor<2x8x8x256xf32>
  // expected-remark @below {{roofline-optimize: epilogue not fused: linalg.generic into linalg.conv_2d_nhwc_hwcf: mode=compiled already runs them as one kernel (the analysis' fusion groups)}}
  %r = linalg.generic {indexing_maps = [affine_map<(n,h,w,c)->(n,h,w,c)>, affine_map<(n,h,w,c)->(c)>, affine_map<(n,h,w,c)->(n,h,w,c)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%c, %shift : tensor<2x8x8x256xf32>, tensor<256xf32>) outs(%e2 : tensor<2x8x8x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    %z = arith.maximumf %s, %c0 : f32
    linalg.yield %z : f32
  } -> tensor<2x8x8x256xf32>
  return %r : tensor<2x8x8x256xf32>
}
