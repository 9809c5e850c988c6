// Every decision of roofline-optimize is priced on the kernels of the mode
// the pass runs in (lib/Transforms/ModePricing.cpp): before, what the
// analysis charges for the ops it changes in that mode; after, likewise. In
// mode=compiled (the default) the analysis runs a producer and its
// pointwise consumer as one kernel (roofline/CostModels/FusionGroups.h), so
// fusing them in the IR saves nothing; in mode=eager each op is a kernel and
// the same fusion saves a round trip and a launch. No decision raises the
// predicted time of a function: the report's "after" is never above its
// "before" (the pass warns if it ever were). mode_pricing_nest.mlir: a
// decision slower in the mode's kernels is declined.
//
// @bias_relu: A100 DRAM-only roofline (hierarchy=false): DRAM 1555 GB/s,
// launch 3 us; an op's time is max(compute, DRAM) + launch.
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
// 5.698619 us before; after, the fused op, 5.698619 us: not faster, kept.
// mode=eager: before 5.698619 + 5.697301 = 11.395920 us, 8390656 B; after
// 5.698619 us, 4196352 B: fused, 5.697301 us saved (the intermediate's
// write and read, 2.697301 us, and a launch): "-5.7 us" (3 significant
// digits, the trailing zero dropped).
// COMPILED: mode_pricing.mlir:[[# @LINE + 21]]:8: remark: roofline-optimize: fusion rejected: linalg.generic into linalg.generic (operand 0): predicted 5.6986e-06 s -> 5.6986e-06 s for the kernels it changes in mode=compiled, DRAM 4196352 -> 4196352 bytes: the fused op is not predicted faster than the kernels the analysis already makes of these ops
// COMPILED-NOT: remark: roofline-optimize: fused
// EAGER: remark: roofline-optimize: fusion: fused 1 (-5.7 us predicted)
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
