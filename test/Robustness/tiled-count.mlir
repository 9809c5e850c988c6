// roofline-optimize's counts say what was predicted faster (issue 34, item
// 8): a tiling whose nest is predicted at the same time as the op (the
// model's own tile made explicit; test/Transforms/Optimize/tiling.mlir
// derives mm128's 3.3630 us before and after) was counted as "tiled": 1.
// It is still applied, and counted apart, as "tiled_same_time".
//
// RUN: roofline-opt %s -o %t.mlir --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb fuse=false format=json})' 2>%t.remarks | FileCheck %s --check-prefix=JSON
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: roofline-opt %s -o /dev/null --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb fuse=false format=text emit-remarks=false})' | FileCheck %s --check-prefix=TEXT
//
// JSON:      "decisions": {
// JSON:        "not_tiled": 0,
// JSON:        "tiled": 0,
// JSON-NEXT:   "tiled_same_time": 1
// REMARK: roofline-optimize: tiling: tiled 0, tiled at the same predicted time 1
// The per-op remark still gives both times:
// RUN: roofline-opt %s -o /dev/null --verify-diagnostics --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb fuse=false remarks=all})'
// IR: scf.forall
// IR: roofline.tiles = #roofline.tile<"linalg.matmul", [16, 16, 16]
// TEXT: fusions 0 (rejected 0), tiled 0 (not tiled 0), precision changes 0
// TEXT-NEXT: tiled at the same predicted time 1 (the model's tile made explicit)

func.func @mm128(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  // expected-remark @below {{roofline-optimize: tiled linalg.matmul with 16x16x16 (grid of 16x16 tiles, K step 16): predicted 3.3630e-06 s -> 3.3630e-06 s}}
  %m = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %m : tensor<128x128xf32>
}
