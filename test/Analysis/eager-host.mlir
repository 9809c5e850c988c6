// Eager mode's host timeline (docs/model.md 1.8, "Eager: host dispatch"):
// the host issues op i after its cost (t_h += host_i), its kernel starts at
// max(t_h, gpu_free), and the module's time is when the last kernel (or the
// host) finishes. The module below carries its own framework profile
// (roofline.framework) with host costs far above its kernels' times, so the
// host binds throughout and the total is the host's sum, derived by hand:
//   linalg.add 64x64 f32       elementwise   100 us + launch 3 us = 103 us
//   linalg.fill (the matmul's accumulator): part of the library call: 0
//   linalg.matmul 64x64x64     library call 1000 us + launch 3 us = 1003 us
//   linalg.reduce (row sums)   reduction      10 us + launch 3 us =  13 us
//   tensor.collapse_shape of the add (a reshape the framework issues; one
//   around the matmul would be the library's own, not counted)
//                              view           50 us, no kernel    =  50 us
// total 1169 us = 1.169e-3 s, since every kernel (a few us on an
// A100-40GB, launch included) ends before the host issues the next op, and
// the last kernel ends before the view's 50 us are over.
//
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=EAGER
// EAGER: "functions":
// EAGER: "predicted_time_s": 0.001169,
// EAGER: {{^}}  "totals": {
// EAGER: "predicted_time_s": 0.001169,
//
// The same reshape of the matmul's result is the library call's own
// (torch.matmul folds leading dimensions inside the call): no host cost.
// The host is then done at 1119 us when it issues the reduction, which
// ends a few us later: the total is 1119 us plus that kernel, under 1130.
// RUN: sed 's/tensor.collapse_shape %%s/tensor.collapse_shape %%m/' %s > %t.lib.mlir
// RUN: roofline-opt %t.lib.mlir --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=LIBVIEW
// LIBVIEW: {{^}}  "totals": {
// LIBVIEW: "predicted_time_s": 0.00112{{[0-9]*}},
//
// Compiled mode has no host timeline: the fill folds away and the total is
// the sum of the kernels' predicted times: the add, the matmul and the
// reduction, each a few thousand bytes and FLOPs, are launch-bound at the
// 3 us launch: 9 us.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=compiled --json | FileCheck %s --check-prefix=COMPILED
// COMPILED: {{^}}  "totals": {
// COMPILED: "predicted_time_s": 9e-06,
//
// A malformed profile is an error naming the field, never a default.
// RUN: sed 's/view_us = 50.0 : f64/view_us = -1.0 : f64/' %s > %t.neg.mlir
// RUN: not roofline-opt %t.neg.mlir --analyze --device=a100-sxm4-40gb --mode=eager 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: roofline.framework: field 'view_us': expected a non-negative number of microseconds
// RUN: sed 's/name = "test-framework", //' %s > %t.noname.mlir
// RUN: not roofline-opt %t.noname.mlir --analyze --device=a100-sxm4-40gb --mode=eager 2>&1 | FileCheck %s --check-prefix=NONAME
// NONAME: roofline.framework: field 'name': expected a non-empty string

module attributes {roofline.framework = {name = "test-framework", source = "a test: made-up figures", elementwise_us = 100.0 : f64, reduction_us = 10.0 : f64, library_call_us = 1000.0 : f64, view_us = 50.0 : f64}} {
  func.func @f(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<4096xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %s = linalg.add ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%s, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e1 = tensor.empty() : tensor<64xf32>
    %r = linalg.reduce ins(%m : tensor<64x64xf32>) outs(%e1 : tensor<64xf32>) dimensions = [1]
      (%x: f32, %acc: f32) {
        %y = arith.addf %x, %acc : f32
        linalg.yield %y : f32
      }
    %v = tensor.collapse_shape %s [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
    return %v : tensor<4096xf32>
  }
}
