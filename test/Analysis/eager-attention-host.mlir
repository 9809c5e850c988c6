// Eager mode's host timeline with an attention chain (docs/model.md 1.8,
// "Attention" and "Eager: host dispatch"). With eager-attention=sdpa (the
// default) PyTorch issues one scaled_dot_product_attention call: the fused
// kernel is one library call, its other ops and the reshapes of the values
// computed inside it cost the host nothing. With eager-attention=unfused
// every op is issued. The module carries its own framework profile with
// host costs far above its kernels' times (a few us each on an A100-40GB,
// launch included), so the host binds and the total is the host's sum:
//
//   op                               unfused              sdpa
//   linalg.fill (Q K^T accumulator)  part of the call: 0  0
//   Q K^T, library call              1000 + 3 launch      0 (inside)
//   expand_shape of the scores       0 (the library's     0 (inside)
//                                    own reshape of its
//                                    result, as before)
//   collapse_shape back              50 (view)            0 (inside)
//   the scale, elementwise           100 + 3              0 (inside)
//   linalg.softmax, elementwise      100 + 3              0 (inside)
//   linalg.fill (P V accumulator)    0                    0
//   P V, library call                1000 + 3             1000 + 3
//   negation of the output           100 + 3              100 + 3
//   collapse_shape of it (view)      50                   50
//   total                            2415 us              1156 us
//
// In both, the last kernel (the negation) ends a few us after it is
// issued, before the host has issued the trailing view: the totals are
// the host's, 2.415e-3 s and 1.156e-3 s.
//
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=SDPA
// SDPA: {{^}}  "totals": {
// SDPA: "predicted_time_s": 0.001156,
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --eager-attention=unfused --json | FileCheck %s --check-prefix=UNFUSED
// UNFUSED: {{^}}  "totals": {
// UNFUSED: "predicted_time_s": 0.002415,

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module attributes {roofline.framework = {name = "test-framework", source = "a test: made-up figures", elementwise_us = 100.0 : f64, reduction_us = 10.0 : f64, library_call_us = 1000.0 : f64, view_us = 50.0 : f64}} {
  func.func @f(%q: tensor<8x128x64xf16>, %k: tensor<8x128x64xf16>, %v: tensor<8x128x64xf16>) -> tensor<1024x64xf16> {
    %zero = arith.constant 0.0 : f16
    %e0 = tensor.empty() : tensor<8x128x128xf16>
    %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
    %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
    %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf16> into tensor<2x4x128x128xf16>
    %s3 = tensor.collapse_shape %s4 [[0, 1], [2], [3]] : tensor<2x4x128x128xf16> into tensor<8x128x128xf16>
    %e1 = tensor.empty() : tensor<8x128x128xf16>
    %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s3 : tensor<8x128x128xf16>) outs(%e1 : tensor<8x128x128xf16>) {
    ^bb0(%a: f16, %o: f16):
      %c = arith.constant 0.125 : f16
      %m = arith.mulf %a, %c : f16
      linalg.yield %m : f16
    } -> tensor<8x128x128xf16>
    %e2 = tensor.empty() : tensor<8x128x128xf16>
    %p = linalg.softmax dimension(2) ins(%scaled : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
    %e3 = tensor.empty() : tensor<8x128x64xf16>
    %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
    %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
    %e4 = tensor.empty() : tensor<8x128x64xf16>
    %n = linalg.negf ins(%o : tensor<8x128x64xf16>) outs(%e4 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
    %n2 = tensor.collapse_shape %n [[0, 1], [2]] : tensor<8x128x64xf16> into tensor<1024x64xf16>
    return %n2 : tensor<1024x64xf16>
  }
}
