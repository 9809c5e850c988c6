// With the hierarchical model on, tosa.matmul gets the GEMM view of the
// linalg.batch_matmul it lowers to, so the tile search, its DRAM bytes and
// its time are those of its upstream lowering (the fill of the accumulator
// folds into it: C is written, not read).
// flops = 2 * 4 * 512 * 1024 * 256 = 1073741824 in both forms.
//
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' > %t.json
// RUN: mlir-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' \
// RUN:   | roofline-opt -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' >> %t.json
// RUN: FileCheck %s < %t.json
//
// CHECK:      "op": "tosa.matmul",
// CHECK:      "flops": 1073741824,
// CHECK:      "bytes": [[BYTES:[0-9]+]],
// CHECK:      "time_s": [[TIME:[-+.e0-9]+]],
// CHECK:      "hierarchy": {
// CHECK-NEXT:   "tiling": "model",
// CHECK:      "op": "linalg.batch_matmul",
// CHECK:      "flops": 1073741824,
// CHECK:      "bytes": [[BYTES]],
// CHECK:      "time_s": [[TIME]],
// CHECK:      "hierarchy": {
// CHECK-NEXT:   "tiling": "model",

func.func @matmul(%a: tensor<4x512x256xf32>, %b: tensor<4x256x1024xf32>) -> tensor<4x512x1024xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<4x512x256xf32>, tensor<4x256x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x512x1024xf32>
  return %0 : tensor<4x512x1024xf32>
}
