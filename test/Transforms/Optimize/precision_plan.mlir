// precision=bf16 builds two plans per function and keeps the faster
// (PrecisionPlan.cpp): the per-op one (each contraction decided alone,
// paying for the truncation of its own activations) and the model-wide one
// (every f32 contraction in bf16, each activation converted once where it is
// produced, in its producer when that is an elementwise op read only by
// lowered ops). A100, DRAM-only roofline (hierarchy=false): an op's time is
// max(compute, DRAM bytes / 1555 GB/s) + 3 us launch; weights (marked
// roofline.weight) are converted ahead of time and cost nothing. mode=eager:
// every truncation is a kernel of its own, as the derivation below counts
// them (in the default compiled mode a truncation of a contraction's
// output runs in its kernel, docs/model.md 1.8).
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false mode=eager precision=bf16 fuse=false tile=false})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOTE
// RUN: roofline-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false mode=eager precision=bf16 fuse=false tile=false emit-remarks=false})' \
// RUN:   | FileCheck %s
// A second run changes nothing (every contraction is marked):
// RUN: roofline-opt %s -o %t.1.mlir \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false mode=eager precision=bf16 fuse=false tile=false emit-remarks=false})'
// RUN: roofline-opt %t.1.mlir -o %t.2.mlir \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false mode=eager precision=bf16 fuse=false tile=false emit-remarks=false})'
// RUN: diff %t.1.mlir %t.2.mlir

// Attention-shaped, 1024x1024 f32 everywhere: q, k, v = x Wq, x Wk, x Wv;
// s = q / 8; qk = s k; av = qk v. Per op, all five contractions gain from
// bf16 inputs, but x is truncated three times (once per projection), and s
// is written in f32 then truncated. A truncation of 1024^2 elements reads
// 4 MiB and writes 2 MiB: 6291456 B / 1.555e12 B/s = 4.0459 us + 3 us =
// 7.0459 us. Per op: 7 truncation kernels (x three times, s, k, qk, v);
// model-wide: 4 (x once, k, v, qk), and s stores bf16 (6 MiB moved instead
// of 8 MiB: 2097152 B / 1.555e12 = 1.3486 us saved). The contractions are
// the same in both, so per-op - model-wide = 3 x 7.0459 + 1.3486 = 22.49
// us: 118.9 - 96.39 = 22.5 us as printed (four digits).
// NOTE: remark: roofline-optimize: precision: changed 5
// NOTE: precision plan @attn: model-wide bf16 (5 contractions in 16 bits, 4 activation conversions, 1 in their producers, 0 data moves in 16 bits) 96.39 us against per-op 118.9 us (5 of 5 lowered), from 579.7 us: model-wide applied

// x is truncated once, and the three projections read that one value:
// CHECK-LABEL: func.func @attn
// CHECK:         %[[XT:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<1024x1024xf32>) outs({{.*}} : tensor<1024x1024xbf16>)
// CHECK-NOT:     ins(%arg0
// CHECK:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins(%[[XT]],
// CHECK:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins(%[[XT]],
// CHECK:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins(%[[XT]],
// The scale stores its result in bf16 itself (no truncation kernel of its own):
// CHECK:         %[[S:.*]] = linalg.generic {{.*}} outs({{.*}} : tensor<1024x1024xbf16>) attrs = {roofline.precision = #roofline.precision<storage, bf16>}
// CHECK:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins(%[[S]],
// CHECK:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins(
// CHECK-NOT:     linalg.matmul ins(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @attn(%x: tensor<1024x1024xf32>, %wq: tensor<1024x1024xf32> {roofline.weight},
                %wk: tensor<1024x1024xf32> {roofline.weight},
                %wv: tensor<1024x1024xf32> {roofline.weight}) -> tensor<1024x1024xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%q : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 0.125 : f32
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<1024x1024xf32>
  %qk = linalg.matmul ins(%s, %k : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %av = linalg.matmul ins(%qk, %v : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %av : tensor<1024x1024xf32>
}
