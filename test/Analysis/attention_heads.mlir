// The head split and merge around an attention kernel (docs/model.md 1.8,
// "Attention"; AttentionGroups.cpp absorbHeadSplit / absorbHeadMerge):
// FlashAttention reads Q, K and V and writes O through their strides, the
// head dimension contiguous, so PyTorch's permute(0, 2, 1, 3) of Q, K and V
// and the output's transpose(1, 2).reshape are views, not copies; the
// importer's linalg.transpose ops that only the kernel reads (or that only
// read its output) run inside it.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager eager-attention=unfused emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNFUSED
//
// Device a100-sxm4-40gb, hierarchy=false: DRAM 1555 GB/s, launch 3 us.
// @heads: batch 2, 128 tokens, 4 heads of 64, f16: Q, K, V and O are
// 2 x 128 x 4 x 64 x 2 B = 131072 B each, as in attention.mlir's
// @attention, whose kernel this is: 4 x 131072 = 524288 B from DRAM (Q, K,
// V read once, O written once; K and V fit in L2), 3 us + 524288 / 1555e9
// = 3.337163e-6. The three head splits and the merge: 0 B, 0 s, folded
// into the kernel (before: a kernel each, 131072 B read and written,
// 262144 / 1555e9 + 3 us = 3.168581e-6, as they stay with
// eager-attention=unfused, where PyTorch's bmm copies the permuted views).
// FUSED: attention_heads.mlir:41:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// FUSED: attention_heads.mlir:44:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// FUSED: attention_heads.mlir:47:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// FUSED: attention_heads.mlir:63:8: remark: roofline: flops=16777216 bytes=524288 intensity=65.25 class=fp16_tc bound=launch time=3.337163e-06
// FUSED: attention_heads.mlir:66:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// UNFUSED: attention_heads.mlir:41:9: remark: roofline: flops=0 bytes=262144 {{.*}} time=3.168581e-06
// UNFUSED: attention_heads.mlir:66:9: remark: roofline: flops=0 bytes=262144 {{.*}} time=3.168581e-06
//
// @split_returned: Q's permuted copy is also returned, so it is written
// anyway: that head split stays a kernel of its own (262144 B,
// 3.168581e-6); K's is still read through strides.
// FUSED: attention_heads.mlir:73:9: remark: roofline: flops=0 bytes=262144 {{.*}} time=3.168581e-06
// FUSED: attention_heads.mlir:76:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>

func.func @heads(%q: tensor<2x128x4x64xf16>, %k: tensor<2x128x4x64xf16>, %v: tensor<2x128x4x64xf16>) -> tensor<2x128x4x64xf16> {
  %zero = arith.constant 0.0 : f16
  %eq = tensor.empty() : tensor<2x4x128x64xf16>
  %qt = linalg.transpose ins(%q : tensor<2x128x4x64xf16>) outs(%eq : tensor<2x4x128x64xf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x128x64xf16> into tensor<8x128x64xf16>
  %ek = tensor.empty() : tensor<2x4x128x64xf16>
  %kt = linalg.transpose ins(%k : tensor<2x128x4x64xf16>) outs(%ek : tensor<2x4x128x64xf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x128x64xf16> into tensor<8x128x64xf16>
  %ev = tensor.empty() : tensor<2x4x128x64xf16>
  %vt = linalg.transpose ins(%v : tensor<2x128x4x64xf16>) outs(%ev : tensor<2x4x128x64xf16>) permutation = [0, 2, 1, 3]
  %v3 = tensor.collapse_shape %vt [[0, 1], [2], [3]] : tensor<2x4x128x64xf16> into tensor<8x128x64xf16>
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q3, %k3 : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e1 = tensor.empty() : tensor<8x128x128xf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x128x128xf16>) outs(%e1 : tensor<8x128x128xf16>) {
  ^bb0(%a: f16, %o: f16):
    %c = arith.constant 0.125 : f16
    %m = arith.mulf %a, %c : f16
    linalg.yield %m : f16
  } -> tensor<8x128x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.softmax dimension(2) ins(%scaled : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e3 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v3 : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o4 = tensor.expand_shape %o [[0, 1], [2], [3]] output_shape [2, 4, 128, 64] : tensor<8x128x64xf16> into tensor<2x4x128x64xf16>
  %eo = tensor.empty() : tensor<2x128x4x64xf16>
  %ot = linalg.transpose ins(%o4 : tensor<2x4x128x64xf16>) outs(%eo : tensor<2x128x4x64xf16>) permutation = [0, 2, 1, 3]
  return %ot : tensor<2x128x4x64xf16>
}

func.func @split_returned(%q: tensor<2x128x4x64xf16>, %k: tensor<2x128x4x64xf16>, %v: tensor<8x128x64xf16>) -> (tensor<8x128x64xf16>, tensor<2x4x128x64xf16>) {
  %zero = arith.constant 0.0 : f16
  %eq = tensor.empty() : tensor<2x4x128x64xf16>
  %qt = linalg.transpose ins(%q : tensor<2x128x4x64xf16>) outs(%eq : tensor<2x4x128x64xf16>) permutation = [0, 2, 1, 3]
  %q3 = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x4x128x64xf16> into tensor<8x128x64xf16>
  %ek = tensor.empty() : tensor<2x4x128x64xf16>
  %kt = linalg.transpose ins(%k : tensor<2x128x4x64xf16>) outs(%ek : tensor<2x4x128x64xf16>) permutation = [0, 2, 1, 3]
  %k3 = tensor.collapse_shape %kt [[0, 1], [2], [3]] : tensor<2x4x128x64xf16> into tensor<8x128x64xf16>
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q3, %k3 : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e3 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  return %o, %qt : tensor<8x128x64xf16>, tensor<2x4x128x64xf16>
}
