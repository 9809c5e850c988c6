// Epilogue fusion: a bias add + relu after a matmul, and a batch norm +
// relu after a convolution, are tiled with scf.forall over the model's
// output tile and the producer (with the fill of its accumulator) is fused
// into the loop body, so the intermediate never goes to DRAM.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false remarks=all})' \
// RUN:   | FileCheck %s
// Each decision is priced on the kernels of the pass's mode (compiled by
// default), as the analysis costs them. In mode=compiled the analysis runs
// a contraction with its epilogue as one kernel
// (roofline/CostModels/FusionGroups.h, ANALYZE below), so the pass
// declines both pairs here without building a nest (ModeKernels,
// lib/Transforms/ModePricing.h): a nest at the IR's tile cannot beat that
// kernel at the model's own schedule (each figure below shows it would be
// slower).
// RUN: roofline-opt %s --split-input-file -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   | FileCheck %s --check-prefix=ANALYZE
// In mode=eager each op is a kernel (the fills folded, as in every mode):
// the nest is built and priced against them op by op (EAGER).
// RUN: roofline-opt %s --split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false mode=eager remarks=all})' \
// RUN:   | FileCheck %s --check-prefix=EAGER

// MLP layer: relu(A[256x512] B[512x1024] + bias). Before, op by op (the
// analysis' own prediction of each op):
//   fill:    folded into the matmul (it is its accumulator's init; every
//            mode): 0 (as a kernel, 1048576 B / 1555 GB/s = 0.674 us + 3 us
//            launch)
//   matmul:  17.519 us (hierarchical model: 256x1024x512 x 2 FLOPs at
//            19.5 TFLOP/s = 13.77 us, wave-quantised, + launch)
//   generic: reads 1 MiB + 4 KiB bias, writes 1 MiB = 2101248 B: 1.351 us
//            + 3 us
//   total 2.5544e-05 - 3.674e-6 (the folded fill) = 2.1870e-05 s.
// But in mode=compiled the analysis runs the matmul and its epilogue as one
// kernel (the intermediate in registers, one launch): the generic's time
// is 0 and the kernel's is the matmul's schedule, 1.7519e-05 s (the
// epilogue's 524288 FLOPs and its 4 KiB bias do not move a compute-bound
// kernel on the model's tiles; ANALYZE below). That is the "before".
// The model's tile for the matmul is 32x64x16 with split-K 4 (128 output
// tiles cannot fill 108 SMs twice). The fused nest, one parallel loop of
// 8x16 tiles of 32x64, runs K whole in each tile: the analysis costs the
// IR's 32x64x512 block tile with the model's formulas (docs/model.md 4.5):
// 128 blocks, 2 on the busiest SM, 2 x 2 x 32 x 64 x 512 FLOPs at
// 19.5e12 / 108 = 23.23 us + 3 us launch; the epilogue in the same kernel
// 0.695 us: 2.6925e-05 s, slower than the compiled kernel at the model's
// split-K schedule. Not fused. (Before, the IR's tiles were costed without
// wave quantisation, 1.7461e-05 s.) In mode=eager the before is the two
// kernels, 2.1870e-05 s, less than the nest's 2.6925e-05 s: not fused
// either.
// EAGER: epilogue.mlir:[[# @LINE + 17]]:8: remark: roofline-optimize: epilogue not fused: linalg.generic into linalg.matmul with tiles 32x64 is predicted 2.1870e-05 s -> 2.6925e-05 s, not faster
// ANALYZE:      "op": "linalg.matmul",
// ANALYZE:      "function": "mlp",
// ANALYZE:      "time_s": 1.7518{{[0-9]*}}e-05,
// ANALYZE:      "op": "linalg.generic",
// ANALYZE:      "function": "mlp",
// ANALYZE:      "time_s": 0,
// CHECK-LABEL: func.func @mlp
// CHECK-NOT:     scf.forall
// CHECK:         linalg.matmul
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

// -----

// The matmul's result also leaves the function: fusing would compute it
// twice (once in the loop, once for the other user), so it is left alone.
// CHECK-LABEL: func.func @two_users
// CHECK-NOT:     scf.forall
func.func @two_users(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>, %bias: tensor<1024xf32>) -> (tensor<256x1024xf32>, tensor<256x1024xf32>) {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%f : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %e2 = tensor.empty() : tensor<256x1024xf32>
  // expected-remark @below {{roofline-optimize: epilogue not fused: linalg.matmul's result has other users: fusing would compute it twice}}
  %r = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%m, %bias : tensor<256x1024xf32>, tensor<1024xf32>) outs(%e2 : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>
  return %r, %m : tensor<256x1024xf32>, tensor<256x1024xf32>
}

// -----

// Convolution + inference batch norm (scale and shift per channel) + relu,
// NHWC 1x56x56x64 with a 3x3x64x64 filter. The model's implicit-GEMM tile is
// 32 output pixels x 32 channels; over the output (n, oh, ow, f) that is
// 1 x 1 x 28 x 32 (28 is the largest divisor of 56 not above 32).
// Before: the fill (56x56x64x4 = 802816 B, 0.516 us + 3 us as a kernel) is
// folded into the convolution (every mode): 0; the epilogue reads the
// output and 2 x 256 B of scale and shift and writes it again (1606144 B,
// 1.033 us + 3 us), the convolution as the hierarchical model predicts it:
// 2.2799e-05 - 3.516e-6 = 1.9283e-05 s in all, op by op; the convolution
// alone 1.9283e-05 - 4.033e-6 = 1.5250e-05 s. In mode=compiled the analysis
// runs the convolution and its epilogue as one kernel at the
// convolution's schedule: 1.5250e-05 s (ANALYZE), the "before". Fused in
// the IR, the fill and the convolution's output tiles stay on chip, one
// kernel, but the IR's 28x32x576 block tile (costed with the model's
// formulas, docs/model.md 4.5: 112 x 2 = 224 blocks, 3 waves) is slower
// than the model's own schedule: 2.0703e-05 s. Not fused. (Before, the
// IR's tiles were costed without wave quantisation, 1.5410e-05 s.) In
// mode=eager the before is the two kernels op by op, 1.9283e-05 s, and the
// nest's 2.0703e-05 s is slower: not fused there either (it was, against
// 2.2799e-05 s, while eager mode ran the fill as a kernel of its own).
// EAGER: remark: roofline-optimize: epilogue not fused: linalg.generic into linalg.conv_2d_nhwc_hwcf with tiles 1x1x28x32 is predicted 1.9283e-05 s -> 2.0703e-05 s, not faster
// ANALYZE:      "op": "linalg.conv_2d_nhwc_hwcf",
// ANALYZE:      "function": "conv_bn_relu",
// ANALYZE:      "time_s": 1.5250{{[0-9]*}}e-05,
// ANALYZE:      "op": "linalg.generic",
// ANALYZE:      "function": "conv_bn_relu",
// ANALYZE:      "time_s": 0,
// CHECK-LABEL: func.func @conv_bn_relu
// CHECK-NOT:     scf.forall
// CHECK:         linalg.conv_2d_nhwc_hwcf
func.func @conv_bn_relu(%x: tensor<1x58x58x64xf32>, %w: tensor<3x3x64x64xf32>, %scale: tensor<64xf32>, %shift: tensor<64xf32>) -> tensor<1x56x56x64xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x56x56x64xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%x, %w : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%f : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  %e2 = tensor.empty() : tensor<1x56x56x64xf32>
  // expected-remark @below {{roofline-optimize: epilogue not fused: linalg.generic into linalg.conv_2d_nhwc_hwcf: mode=compiled already runs them as one kernel (the analysis' fusion groups)}}
  %r = linalg.generic {indexing_maps = [affine_map<(n,h,w,c)->(n,h,w,c)>, affine_map<(n,h,w,c)->(c)>, affine_map<(n,h,w,c)->(c)>, affine_map<(n,h,w,c)->(n,h,w,c)>], iterator_types = ["parallel","parallel","parallel","parallel"]} ins(%c, %scale, %shift : tensor<1x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>) outs(%e2 : tensor<1x56x56x64xf32>) {
  ^bb0(%v: f32, %s: f32, %t: f32, %o: f32):
    %m = arith.mulf %v, %s : f32
    %a = arith.addf %m, %t : f32
    %z = arith.maximumf %a, %c0 : f32
    linalg.yield %z : f32
  } -> tensor<1x56x56x64xf32>
  return %r : tensor<1x56x56x64xf32>
}
