// Every decision of roofline-optimize is priced on the kernels of the mode
// the pass runs in (lib/Transforms/ModePricing.cpp): before, what the
// analysis charges for the ops it changes in that mode; after, likewise. In
// mode=compiled (the default) the analysis runs a producer and its
// pointwise consumer as one kernel (roofline/CostModels/FusionGroups.h), so
// fusing them in the IR saves nothing: the pass declines such a pair
// without pricing it (ModeKernels). In mode=eager each op is a kernel and
// the same fusion saves a round trip and a launch. A pair the mode does not
// group (@shared_bias: the producer also feeds a matmul) is priced on the
// mode's kernels, with both numbers. No decision raises the predicted time
// of a function: the report's "after" is never above its "before" (the
// pass warns if it ever were). mode_pricing_nest.mlir: an epilogue its
// contraction's kernel already holds.
// RUN: roofline-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false remarks=all format=text report-file=%t.compiled.txt})' \
// RUN:   | FileCheck %s --check-prefix=COMPILED
// RUN: FileCheck %s --check-prefix=COMPILED-REPORT < %t.compiled.txt
// RUN: roofline-opt %s -o - 2> %t.eager.err \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager format=text report-file=%t.eager.txt})' \
// RUN:   | FileCheck %s --check-prefix=EAGER-IR
// RUN: FileCheck %s --check-prefix=EAGER < %t.eager.err
// RUN: FileCheck %s --check-prefix=EAGER-REPORT < %t.eager.txt

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// Bias add then relu, 1024x512 f32.
//   bias add: reads x 2097152 B + bias 2048 B, writes 2097152 B = 4196352 B:
//     4196352 / 1.555e12 = 2.698619 us + 3 us = 5.698619 us
//   relu: reads 2097152 B, writes 2097152 B = 4194304 B:
//     2.697301 us + 3 us = 5.697301 us
//   fused op: reads x and bias, writes the result: 4196352 B = 5.698619 us
// mode=compiled: the analysis' kernel of the pair reads x and bias and
// writes the result, the intermediate in registers: 4196352 B, one launch,
// 5.698619 us; the fused op would take the same 5.698619 us: declined
// without pricing, kept.
// mode=eager: before 5.698619 + 5.697301 = 11.395920 us, 8390656 B; after
// 5.698619 us, 4196352 B: fused, 5.697301 us saved (the intermediate's
// write and read, 2.697301 us, and a launch): "-5.7 us" (3 significant
// digits, the trailing zero dropped).
// COMPILED: mode_pricing.mlir:[[# @LINE + 23]]:8: remark: roofline-optimize: fusion rejected: linalg.generic into linalg.generic (operand 0): mode=compiled already runs them as one kernel (the analysis' fusion groups): fusing them in the IR saves nothing
// COMPILED-NOT: remark: roofline-optimize: fused
// With @shared_bias's 11.395920 - 7.047269 = 4.348651 us, the module's
// eager summary: -10.045952 us, "-10 us".
// EAGER: remark: roofline-optimize: fusion: fused 2 (-10 us predicted)
// EAGER-IR-LABEL: func.func @bias_relu
// EAGER-IR:         linalg.generic
// EAGER-IR:           arith.addf
// EAGER-IR:           arith.maximumf
// EAGER-IR-NOT:     linalg.generic
// EAGER-IR:         return
// The reports: compiled 5.699 us before and after; eager 11.4 us -> 5.699
// us, and DRAM 8390656 -> 4196352 bytes.
// COMPILED-REPORT: bias_relu 5.699 us 5.699 us 4196352 4196352
// EAGER-REPORT: bias_relu 11.4 us 5.699 us 8390656 4196352
func.func @bias_relu(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<1024x512xf32>, tensor<512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<1024x512xf32>
  return %1 : tensor<1024x512xf32>
}

// The bias add feeds the relu and a matmul (1024x512 x 512x64, f32): a
// producer with a user outside its space, so the analysis runs it as a
// kernel of its own in mode=compiled (the matmul reads it from DRAM; the
// fill is folded into the matmul). Upstream fusion makes one op of the two
// generics that yields both results (the matmul reads the first): the
// decision changes three kernels of the mode.
//   before: bias add 5.698619 us + relu 5.697301 us (as above) + the
//     matmul: 2 x 1024 x 64 x 512 = 67108864 FLOPs / 19.5e12 = 3.441480
//     us against 2097152 + 131072 + 262144 = 2490368 B / 1.555e12 =
//     1.601523 us: 3.441480 + 3 = 6.441480 us; in all 17.837400 us,
//     4196352 + 4194304 + 2490368 = 10881024 B.
//   after: the fused op reads x and bias and writes both results,
//     2099200 + 2 x 2097152 = 6293504 B / 1.555e12 = 4.047269 us + 3 us =
//     7.047269 us, and the same matmul: 13.488749 us, 8783872 B. Fused in
//     both modes; in mode=eager the before is the two generics' kernels,
//     11.395920 us, 8390656 B, and the after the fused op's.
// COMPILED: mode_pricing.mlir:[[# @LINE + 21]]:8: remark: roofline-optimize: fused linalg.generic into linalg.generic: predicted 1.7837e-05 s -> 1.3489e-05 s for the kernels it changes in mode=compiled, DRAM 10881024 -> 8783872 bytes
// EAGER-IR-LABEL: func.func @shared_bias
// EAGER-IR:         %[[F:.*]]:2 = linalg.generic
// EAGER-IR:         linalg.matmul ins(%[[F]]#0,
// EAGER-IR:         return %[[F]]#1,
// The reports hold the whole function: compiled 17.84 -> 13.49 us as
// above, and eager the same: the fill folds into the matmul in every mode
// (PyTorch's mm calls cuBLAS with beta = 0), so the function's kernels are
// the ones priced. (While eager mode ran the fill as a kernel of its own,
// 262144 B and 3.168582 us, with the matmul reading its accumulator, 262144
// B more, the eager report was 21.01 -> 16.66 us.)
// COMPILED-REPORT: shared_bias 17.84 us 13.49 us 10881024 8783872
// EAGER-REPORT: shared_bias 17.84 us 13.49 us 10881024 8783872
func.func @shared_bias(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>, %w: tensor<512x64xf32>) -> (tensor<1024x512xf32>, tensor<1024x64xf32>) {
  %e = tensor.empty() : tensor<1024x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<1024x512xf32>, tensor<512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<1024x512xf32>
  %c0 = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1024x64xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<1024x64xf32>) -> tensor<1024x64xf32>
  %2 = linalg.matmul ins(%0, %w : tensor<1024x512xf32>, tensor<512x64xf32>) outs(%f : tensor<1024x64xf32>) -> tensor<1024x64xf32>
  return %1, %2 : tensor<1024x512xf32>, tensor<1024x64xf32>
}
