// TOSA contractions on quantized integers (issue 34, items 1 and 8).
//
// 1. Operands or results of a `!quant.uniform` type verify (stock mlir-opt
//    parses this file), but upstream's tosa-to-linalg-named crashes on them
//    (LLVM 22.1): a quantized result aborts in arith.constant's type
//    inference ("Failed to infer result type(s)"), quantized inputs crash in
//    QuantizedBatchMatmulOp's region builder, a quantized conv2d in
//    FloatType::getWidth. roofline-opt --analyze walked into that lowering:
//    exit 134 or 139 and no report. Now the scratch copy the TOSA model
//    lowers is built on the storage types (i8, i16), and the ops are costed
//    as the integer ops they are.
// 8. An i8 tosa.matmul with zero points -128 and 127 lowered to
//    linalg.quantized_batch_matmul, which subtracts the zero points at every
//    multiply-add: it was costed on the int32 class, 4 ops per point
//    (2 x 14 x 28 x 19 x 2 = 29792 "FLOPs", int32), while zero points 0 got
//    the int8 tensor cores. Now the product stays on int8_tc and the
//    zero-point correction is counted as integer ops beside it:
//      sum_k (a - za)(b - zb) = sum_k ab - zb sum_k a - za sum_k b + K za zb.
//
// RUN: mlir-opt %s -o /dev/null
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb %s | FileCheck %s
// The pipeline form, and roofline-optimize writing its report (which crashed
// only then, costing the module before and after):
// RUN: roofline-opt %s -o /dev/null --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=none})' 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: roofline-opt %s -o /dev/null --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb format=json emit-remarks=false})' | FileCheck %s --check-prefix=OPT
//
// QUIET-NOT: {{error|unmodeled|Stack dump}}
// OPT: "device": "a100-sxm4-40gb"
// OPT: "name": "quant_result"
// OPT: "name": "i8_zero_points"

// A quantized 1x14x19 by 1x19x28 product, zero points -128 and 127:
//   FLOPs (int8_tc) = 2 x 14 x 28 x 19 = 14896;
//   correction: row sums of A 14 x 19 = 266 (zb != 0), column sums of B
//   19 x 28 = 532 (za != 0), per output 2 + 2 + 1 = 5 ops x 392 = 1960:
//   int ops = 2758;
//   bytes = A 266 + B 532 (i8) + C 392 x 4 (i32 storage) = 2366.
// CHECK-LABEL: "op": "tosa.matmul",
// CHECK:       "function": "quant_result",
// CHECK:       "flops": 14896,
// CHECK:       "int_ops": 2758,
// CHECK:       "bytes": 2366,
// CHECK:       "compute_class": "int8_tc",
func.func @quant_result(%a: tensor<1x14x19x!quant.uniform<i8:f32, 0.015:-128>>, %b: tensor<1x19x28x!quant.uniform<i8:f32, 0.02:127>>) -> tensor<1x14x28x!quant.uniform<i32:f32, 0.0003>> {
  %azp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x14x19x!quant.uniform<i8:f32, 0.015:-128>>, tensor<1x19x28x!quant.uniform<i8:f32, 0.02:127>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x28x!quant.uniform<i32:f32, 0.0003>>
  return %0 : tensor<1x14x28x!quant.uniform<i32:f32, 0.0003>>
}

// Quantized inputs, an i32 result: the same figures.
// CHECK-LABEL: "op": "tosa.matmul",
// CHECK:       "function": "quant_inputs",
// CHECK:       "flops": 14896,
// CHECK:       "int_ops": 2758,
// CHECK:       "bytes": 2366,
// CHECK:       "compute_class": "int8_tc",
func.func @quant_inputs(%a: tensor<1x14x19x!quant.uniform<i8:f32, 0.015:-128>>, %b: tensor<1x19x28x!quant.uniform<i8:f32, 0.02:127>>) -> tensor<1x14x28xi32> {
  %azp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x14x19x!quant.uniform<i8:f32, 0.015:-128>>, tensor<1x19x28x!quant.uniform<i8:f32, 0.02:127>>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x28xi32>
  return %0 : tensor<1x14x28xi32>
}

// The same product on plain i8, zero points -128 and 127 (item 8): the same
// figures as the quantized forms, on int8_tc.
// CHECK-LABEL: "op": "tosa.matmul",
// CHECK:       "function": "i8_zero_points",
// CHECK:       "flops": 14896,
// CHECK:       "int_ops": 2758,
// CHECK:       "bytes": 2366,
// CHECK:       "compute_class": "int8_tc",
// CHECK:       "zero points -128 and 127: the product on the class of zero points 0, plus 2758 integer ops correcting it
func.func @i8_zero_points(%a: tensor<1x14x19xi8>, %b: tensor<1x19x28xi8>) -> tensor<1x14x28xi32> {
  %azp = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<127> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x14x19xi8>, tensor<1x19x28xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x28xi32>
  return %0 : tensor<1x14x28xi32>
}

// Zero points 0: no correction (the figures of before this change).
// CHECK-LABEL: "op": "tosa.matmul",
// CHECK:       "function": "i8_no_zero_points",
// CHECK:       "flops": 14896,
// CHECK:       "int_ops": 0,
// CHECK:       "bytes": 2366,
// CHECK:       "compute_class": "int8_tc",
func.func @i8_no_zero_points(%a: tensor<1x14x19xi8>, %b: tensor<1x19x28xi8>) -> tensor<1x14x28xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x14x19xi8>, tensor<1x19x28xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x28xi32>
  return %0 : tensor<1x14x28xi32>
}

// One zero point only (B's, 3): row sums of A (266) and a multiply and a
// subtract per output (2 x 392 = 784): 1050 int ops.
// CHECK-LABEL: "op": "tosa.matmul",
// CHECK:       "function": "i8_b_zero_point",
// CHECK:       "flops": 14896,
// CHECK:       "int_ops": 1050,
// CHECK:       "compute_class": "int8_tc",
func.func @i8_b_zero_point(%a: tensor<1x14x19xi8>, %b: tensor<1x19x28xi8>) -> tensor<1x14x28xi32> {
  %azp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %bzp = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %azp, %bzp : (tensor<1x14x19xi8>, tensor<1x19x28xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x28xi32>
  return %0 : tensor<1x14x28xi32>
}

// A quantized conv2d, input zero point -1, weight zero point 0: 1x6x6x2
// input, 4 filters 3x3x2, 1x4x4x4 output. As a GEMM: m = 16 pixels, n = 4,
// k = 3 x 3 x 2 = 18.
//   FLOPs = 2 x 16 x 4 x 18 = 2304 (int8_tc);
//   correction (za = -1, zb = 0): weight sums k x n = 72, a multiply and a
//   subtract per output 2 x 64 = 128: 200 int ops.
// CHECK-LABEL: "op": "tosa.conv2d",
// CHECK:       "function": "quant_conv",
// CHECK:       "flops": 2304,
// CHECK:       "int_ops": 200,
// CHECK:       "compute_class": "int8_tc",
func.func @quant_conv(%in: tensor<1x6x6x2x!quant.uniform<i8:f32, 0.015:-1>>, %w: tensor<4x3x3x2x!quant.uniform<i8:f32, 0.02:0>>, %b: tensor<4xi32>) -> tensor<1x4x4x4xi32> {
  %izp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %in, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2x!quant.uniform<i8:f32, 0.015:-1>>, tensor<4x3x3x2x!quant.uniform<i8:f32, 0.02:0>>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x4xi32>
  return %0 : tensor<1x4x4x4xi32>
}

// i16 operands (quantized) with an i48 result: no int16 tensor cores, so
// the int32 class, as plain i16 (2 x 14 x 28 x 19 = 14896 ops);
// bytes A 266 x 2 + B 532 x 2 + C 392 x 6 (i48) = 3948.
// CHECK-LABEL: "op": "tosa.matmul",
// CHECK:       "function": "quant_i16",
// CHECK:       "flops": 14896,
// CHECK:       "bytes": 3948,
// CHECK:       "compute_class": "int32",
func.func @quant_i16(%a: tensor<1x14x19x!quant.uniform<i16:f32, 0.015>>, %b: tensor<1x19x28x!quant.uniform<i16:f32, 0.02>>) -> tensor<1x14x28xi48> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x14x19x!quant.uniform<i16:f32, 0.015>>, tensor<1x19x28x!quant.uniform<i16:f32, 0.02>>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x14x28xi48>
  return %0 : tensor<1x14x28xi48>
}
// CHECK: "unmodeled": []
