// Fusion decisions of roofline-optimize, on the A100 DRAM-only roofline
// (hierarchy=false): fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us; an op's time
// is max(compute, DRAM) + launch. Weighted transcendentals count in compute
// time (erf = 20 FLOP-equivalents).
// A decision is priced on the kernels of the mode the pass runs in. In
// mode=eager each op is a kernel: the derivations below, op by op, are what
// the verify runs check. In mode=compiled (the default) the analysis already
// runs a producer and its pointwise consumer as one kernel
// (roofline/CostModels/FusionGroups.h): the COMPILED run checks that each
// such fusion is declined, without pricing it (mode_pricing.mlir prices a
// pair the mode does not group).
// RUN: roofline-opt %s --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager remarks=all})'
// RUN: roofline-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager emit-remarks=false})' \
// RUN:   | FileCheck %s
// The pass plugin in Debian's stock mlir-opt makes the same decisions (not
// in the sanitizer build, whose plugin mlir-opt cannot load):
// RUN: %if !sanitized %{ mlir-opt %s --load-pass-plugin=%roofline_plugin --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager remarks=all})' %}
// With a size for dynamic loops the dynamic pair is decided (and fused):
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false mode=eager dynamic-dim-size=1024 remarks=all})' \
// RUN:   2>&1 | FileCheck %s --check-prefix=DYN
// fuse=false: nothing is fused, nothing is said about fusion.
// RUN: roofline-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false fuse=false emit-remarks=false})' \
// RUN:   | FileCheck %s --check-prefix=OFF
// mode=compiled, the default: no pair here is fused.
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false dynamic-dim-size=1024 remarks=all})' \
// RUN:   2>&1 | FileCheck %s --check-prefix=COMPILED
// COMPILED-NOT: remark: roofline-optimize: fused

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#v = affine_map<(d0) -> (d0)>

// Bias add then relu, 1024x512 f32: the intermediate (2 MiB) is written by
// one op and read by the next.
//   bias add: reads x 2097152 B + bias 2048 B, writes 2097152 B = 4196352 B:
//     4196352 / 1.555e12 = 2.698619 us + 3 us = 5.698619 us
//   relu: reads 2097152 B, writes 2097152 B = 4194304 B: 5.697301 us
//   before = 11.395920 us, 8390656 B
//   fused: reads x and bias, writes the result: 4196352 B = 5.698619 us
//   -> fused (saves the intermediate's write and read and a launch).
// In mode=compiled the analysis runs the pair as one kernel already, the
// fused op's 5.698619 us and 4196352 B: before would equal after, and the
// pass declines the edge without pricing it (ModeKernels,
// lib/Transforms/ModePricing.h; mode_pricing.mlir prices such a pair).
// COMPILED: fusion.mlir:[[# @LINE + 18]]:8: remark: roofline-optimize: fusion rejected: linalg.generic into linalg.generic (operand 0): mode=compiled already runs them as one kernel (the analysis' fusion groups): fusing them in the IR saves nothing
// CHECK-LABEL: func.func @bias_relu
// CHECK:         linalg.generic
// CHECK:           arith.addf
// CHECK:           arith.maximumf
// CHECK-NOT:     linalg.generic
// CHECK:         return
// OFF-LABEL: func.func @bias_relu
// OFF-COUNT-2:   linalg.generic
func.func @bias_relu(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<1024x512xf32>, tensor<512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  // expected-remark @below {{roofline-optimize: fused linalg.generic into linalg.generic: predicted 1.1396e-05 s -> 5.6986e-06 s, DRAM 8390656 -> 4196352 bytes}}
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<1024x512xf32>
  return %1 : tensor<1024x512xf32>
}

// A fusion the model rejects: an expensive 512-element producer (20 chained
// erf: 400 FLOP-equivalents per element) broadcast along the rows of a
// 1024x512 add. Fusing it saves only the 2 KiB vector and a launch but
// recomputes it for every row:
//   producer: compute 512 x 400 / 19.5e12 = 0.010503 us, DRAM 4096 B
//     = 0.002634 us -> 3.010503 us
//   add: 4196352 B -> 5.698619 us (its 524288 FLOPs take 0.027 us)
//   before = 8.709122 us, 4200448 B
//   fused: 524288 x (1 + 400) / 19.5e12 = 10.781512 us of compute against
//     4196352 B = 2.698619 us of DRAM -> 13.781512 us: slower, not fused.
// In mode=compiled the analysis' kernel of the pair runs the erf once per
// vector element (each member's FLOPs once): 204800 + 524288 FLOPs =
// 0.037 us against 4196352 B = 2.698619 us, + 3 us = 5.698619 us before;
// after, the fused generic's 13.781512 us: not fused (declined unpriced:
// the pair is one kernel of the mode).
// COMPILED: fusion.mlir:[[# @LINE + 32]]:8: remark: roofline-optimize: fusion rejected: linalg.generic into linalg.generic (operand 1): mode=compiled already runs them as one kernel (the analysis' fusion groups): fusing them in the IR saves nothing
// CHECK-LABEL: func.func @erf_broadcast
// CHECK-COUNT-2: linalg.generic
func.func @erf_broadcast(%x: tensor<1024x512xf32>, %v: tensor<512xf32>) -> tensor<1024x512xf32> {
  %ev = tensor.empty() : tensor<512xf32>
  %p = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%v : tensor<512xf32>) outs(%ev : tensor<512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %1 = math.erf %a : f32
    %2 = math.erf %1 : f32
    %3 = math.erf %2 : f32
    %4 = math.erf %3 : f32
    %5 = math.erf %4 : f32
    %6 = math.erf %5 : f32
    %7 = math.erf %6 : f32
    %8 = math.erf %7 : f32
    %9 = math.erf %8 : f32
    %10 = math.erf %9 : f32
    %11 = math.erf %10 : f32
    %12 = math.erf %11 : f32
    %13 = math.erf %12 : f32
    %14 = math.erf %13 : f32
    %15 = math.erf %14 : f32
    %16 = math.erf %15 : f32
    %17 = math.erf %16 : f32
    %18 = math.erf %17 : f32
    %19 = math.erf %18 : f32
    %20 = math.erf %19 : f32
    linalg.yield %20 : f32
  } -> tensor<512xf32>
  %e = tensor.empty() : tensor<1024x512xf32>
  // expected-remark @below {{roofline-optimize: fusion rejected: linalg.generic into linalg.generic (operand 1): predicted 8.7091e-06 s -> 1.3782e-05 s, DRAM 4200448 -> 4196352 bytes: the fused op is not predicted faster}}
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %p : tensor<1024x512xf32>, tensor<512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  return %r : tensor<1024x512xf32>
}

// Dynamic shapes are left alone unless a size is supplied: the model cannot
// cost the pair, so the pass does not decide it.
// With dynamic-dim-size=1024: negate then square, 1024x512 each:
//   before 2 x (4194304 B / 1.555e12 + 3 us) = 11.394602 us;
//   fused 4194304 B -> 5.697301 us.
// In mode=compiled, one kernel before as after (5.697301 us): declined
// unpriced.
// COMPILED: remark: roofline-optimize: fusion rejected: linalg.generic into linalg.generic (operand 0): mode=compiled already runs them as one kernel (the analysis' fusion groups): fusing them in the IR saves nothing
// DYN: remark: roofline-optimize: fused linalg.generic into linalg.generic: predicted 1.1395e-05 s -> 5.6973e-06 s, DRAM 8388608 -> 4194304 bytes
// CHECK-LABEL: func.func @dynamic
// CHECK-COUNT-2: linalg.generic
func.func @dynamic(%x: tensor<?x512xf32>) -> tensor<?x512xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x512xf32>
  %e = tensor.empty(%n) : tensor<?x512xf32>
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.negf %a : f32
    linalg.yield %s : f32
  } -> tensor<?x512xf32>
  // expected-remark @below {{roofline-optimize: not fused: linalg.generic into linalg.generic: loop d0 has a dynamic size; pass dynamic-dim-size=N to assume one}}
  %1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%0 : tensor<?x512xf32>) outs(%e : tensor<?x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<?x512xf32>
  return %1 : tensor<?x512xf32>
}

// Epilogue fusion (a bias add into the matmul that feeds it) needs the
// hierarchical model's tile; with hierarchy=false the pair is left as it
// was, with a remark (epilogue.mlir has the fusion itself).
// CHECK-LABEL: func.func @epilogue
// CHECK:         linalg.matmul
// CHECK:         linalg.generic
func.func @epilogue(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>, %c: tensor<128x128xf32>,
                    %bias: tensor<128xf32>) -> tensor<128x128xf32> {
  %m = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  %e = tensor.empty() : tensor<128x128xf32>
  // expected-remark @below {{roofline-optimize: epilogue not fused: the hierarchical model chose no tile for linalg.matmul (off (hierarchy=false): verdicts use the DRAM-only roofline)}}
  %r = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<128x128xf32>, tensor<128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %r : tensor<128x128xf32>
}
