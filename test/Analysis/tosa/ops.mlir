// TOSA ops are costed as upstream's lowering of them (tosa-to-linalg-named,
// tosa-to-linalg, tosa-to-arith, tosa-to-tensor) costs: the same FLOPs and
// bytes as their linalg form, under the default (compiled) mode where a
// fill of an accumulator and a pad read by a convolution fold into their
// consumer (docs/model.md, "TOSA"). Each function holds one op; the
// numbers are derived by hand beside it (f32: 4 bytes, i64: 8, i1: 1).
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
//
// The same numbers, function by function, from the TOSA ops and from their
// upstream lowering:
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=SAME
// RUN: mlir-opt %s \
// RUN:   --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' \
// RUN:   | roofline-opt \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=SAME


// 4x8 + 1x8 (a broadcast row): one addf per output element.
// flops = 32; bytes = a 32*4 (128) + b 8*4 (32, read once) + out 128 (written into tensor.empty, not read) = 288
// SAME-LABEL: "name": "add_bcast"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 288,
func.func @add_bcast(%a: tensor<4x8xf32>, %b: tensor<1x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=288 }}
  %0 = tosa.add %a, %b : (tensor<4x8xf32>, tensor<1x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// 2x3x4 * 2x1x4; the shift operand (a constant) is not read by the float lowering.
// flops = 24; bytes = a 96 + b 2*4*4 (32) + out 96 = 224
// SAME-LABEL: "name": "mul_shift"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 24,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 224,
func.func @mul_shift(%a: tensor<2x3x4xf32>, %b: tensor<2x1x4xf32>) -> tensor<2x3x4xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @below {{roofline: flops=24 bytes=224 }}
  %0 = tosa.mul %a, %b, %s : (tensor<2x3x4xf32>, tensor<2x1x4xf32>, tensor<1xi8>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// flops = 32; bytes = 128 + 128 + 128 = 384
// SAME-LABEL: "name": "sub"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 384,
func.func @sub(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=384 }}
  %0 = tosa.sub %a, %b : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// negf (zero points of a float negate are ignored): flops = 32; bytes = 128 + 128 = 256
// SAME-LABEL: "name": "negate"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @negate(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=32 bytes=256 }}
  %0 = tosa.negate %a, %zp, %zp : (tensor<4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// math.rsqrt: a transcendental (weight 8), not a FLOP: flops = 0, transcendentals = 32; bytes = 256
// SAME-LABEL: "name": "rsqrt"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 32,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @rsqrt(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=256 }}
  %0 = tosa.rsqrt %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// upstream's sigmoid is 1 / (1 + exp(-x)): negf, addf, divf (3 FLOPs) and one exp.
// flops = 3*32 = 96, transcendentals = 32; bytes = 256
// SAME-LABEL: "name": "sigmoid"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 96,
// SAME-NEXT:      "transcendentals": 32,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @sigmoid(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=96 bytes=256 }}
  %0 = tosa.sigmoid %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// flops = 0, transcendentals = 32; bytes = 256
// SAME-LABEL: "name": "exp"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 32,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @exp(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=256 }}
  %0 = tosa.exp %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// 1.0 / x: one divf: flops = 32; bytes = 256
// SAME-LABEL: "name": "reciprocal"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @reciprocal(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=256 }}
  %0 = tosa.reciprocal %a : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// arith.trunci is free: flops = 0; bytes = 8 + 4 = 12
// SAME-LABEL: "name": "cast_i64_i32"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 12,
func.func @cast_i64_i32(%a: tensor<1x1xi64>) -> tensor<1x1xi32> {
  // expected-remark @below {{roofline: flops=0 bytes=12 }}
  %0 = tosa.cast %a : (tensor<1x1xi64>) -> tensor<1x1xi32>
  return %0 : tensor<1x1xi32>
}

// arith.sitofp is free: flops = 0; bytes = 8 + 4 = 12
// SAME-LABEL: "name": "cast_i64_f32"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 12,
func.func @cast_i64_f32(%a: tensor<1x1xi64>) -> tensor<1x1xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=12 }}
  %0 = tosa.cast %a : (tensor<1x1xi64>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// f32 -> i32 rounds and saturates: roundeven, maximumf, cmpf (3 FLOPs; fptosi
// and select are free). flops = 3*32 = 96; bytes = 128 + 128 = 256
// SAME-LABEL: "name": "cast_f32_i32"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 96,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @cast_f32_i32(%a: tensor<4x8xf32>) -> tensor<4x8xi32> {
  // expected-remark @below {{roofline: flops=96 bytes=256 }}
  %0 = tosa.cast %a : (tensor<4x8xf32>) -> tensor<4x8xi32>
  return %0 : tensor<4x8xi32>
}

// cmpi on i64: integer-only work, the op's work on the int32 class: 1024.
// bytes = a 8 + b 1024*8 (8192) + out 1024 (i1 stored in a byte) = 9224
// SAME-LABEL: "name": "greater_equal"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 1024,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 9224,
func.func @greater_equal(%a: tensor<1x1xi64>, %b: tensor<1x1024xi64>) -> tensor<1x1024xi1> {
  // expected-remark @below {{roofline: flops=1024 bytes=9224 }}
  %0 = tosa.greater_equal %a, %b : (tensor<1x1xi64>, tensor<1x1024xi64>) -> tensor<1x1024xi1>
  return %0 : tensor<1x1024xi1>
}

// minimumf then maximumf: flops = 2*32 = 64; bytes = 256
// SAME-LABEL: "name": "clamp"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 64,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @clamp(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=64 bytes=256 }}
  %0 = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// arith.select is free: flops = 0; bytes = cond 32 (i1 in bytes) + 128 + 128 + out 128 = 416
// SAME-LABEL: "name": "select"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 416,
func.func @select(%c: tensor<4x8xi1>, %a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=416 }}
  %0 = tosa.select %c, %a, %b : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// linalg.fill (folded: the accumulator starts in registers) + linalg.reduce:
// flops = 32 addf; bytes = in 128 + out 4*4 (16, written, not read) = 144
// SAME-LABEL: "name": "reduce_sum"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 144,
func.func @reduce_sum(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=144 }}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// as reduce_sum with maximumf: flops = 32; bytes = 144
// SAME-LABEL: "name": "reduce_max"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 144,
func.func @reduce_max(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=144 }}
  %0 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// as reduce_sum with minimumf: flops = 32; bytes = 144
// SAME-LABEL: "name": "reduce_min"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 144,
func.func @reduce_min(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=144 }}
  %0 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// as reduce_sum with mulf: flops = 32; bytes = 144
// SAME-LABEL: "name": "reduce_product"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 144,
func.func @reduce_product(%a: tensor<4x8xf32>) -> tensor<4x1xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=144 }}
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<4x8xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}

// ori on i1 (integer-only work: 32); bytes = in 32 + out 4 = 36
// SAME-LABEL: "name": "reduce_any"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 36,
func.func @reduce_any(%a: tensor<4x8xi1>) -> tensor<4x1xi1> {
  // expected-remark @below {{roofline: flops=32 bytes=36 }}
  %0 = tosa.reduce_any %a {axis = 1 : i32} : (tensor<4x8xi1>) -> tensor<4x1xi1>
  return %0 : tensor<4x1xi1>
}

// linalg.transpose: flops = 0; bytes = 128 + 128 = 256
// SAME-LABEL: "name": "transpose"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @transpose(%a: tensor<4x8xf32>) -> tensor<8x4xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=256 }}
  %0 = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// A view of contiguous data (tensor.expand/collapse_shape): not costed, not listed.
// SAME-LABEL: "name": "reshape"
// SAME:         "costed_ops": 0,
// SAME-NEXT:    "unmodeled_ops": 0,
func.func @reshape(%a: tensor<4x8xf32>) -> tensor<32xf32> {
  %s = tosa.const_shape {values = dense<32> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %a, %s : (tensor<4x8xf32>, !tosa.shape<1>) -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// A generic whose payload extracts from the values: indices 2*4 (8) read; at most one
// value per output element, 32 of the 1600 (128); out 128. bytes = 264, flops = 0
// SAME-LABEL: "name": "gather"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 264,
func.func @gather(%v: tensor<1x100x16xf32>, %i: tensor<1x2xi32>) -> tensor<1x2x16xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=264 }}
  %0 = tosa.gather %v, %i : (tensor<1x100x16xf32>, tensor<1x2xi32>) -> tensor<1x2x16xf32>
  return %0 : tensor<1x2x16xf32>
}

// linalg.fill (folded) + linalg.batch_matmul: flops = 2*2*4*16*8 = 2048;
// bytes = A 2*4*8*4 (256) + B 2*8*16*4 (1024) + C 2*4*16*4 (512, written only) = 1792
// SAME-LABEL: "name": "matmul"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 2048,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 1792,
func.func @matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>) -> tensor<2x4x16xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=2048 bytes=1792 }}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<2x4x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

// Upstream broadcasts the bias into the output (a kernel: bias 16 + out 256 written),
// then convolves into it: flops = 2 * (4*4*4 outputs) * (3*3*2 taps) = 2304; input 6*6*2*4
// (288) + weights 4*3*3*2*4 (288) + out read 256 and written 256. bytes = 272 + 1088 = 1360
// SAME-LABEL: "name": "conv2d"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 2304,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 1360,
func.func @conv2d(%in: tensor<1x6x6x2xf32>, %w: tensor<4x3x3x2xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=2304 bytes=1360 }}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// As conv2d, with a tensor.pad folded into the convolution: the input read is the
// unpadded 1x4x4x2 (128), not the 1x6x6x2 halo. bytes = 272 + 128 + 288 + 512 = 1200
// SAME-LABEL: "name": "conv2d_pad"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 2304,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 1200,
func.func @conv2d_pad(%in: tensor<1x4x4x2xf32>, %w: tensor<4x3x3x2xf32>, %b: tensor<4xf32>) -> tensor<1x4x4x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=2304 bytes=1200 }}
  %0 = tosa.conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<4x3x3x2xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x4xf32>
  return %0 : tensor<1x4x4x4xf32>
}

// linalg.fill (folded) + depthwise_conv_2d_nhwc_hwcm: flops = 2 * 32 outputs * 9 taps
// = 576; bytes = in 288 + weights 72 + out 128 (written only) = 488. Then a bias add
// generic: 32 addf; bias 8 + conv result 128 + out 128 = 264. Total 608 FLOPs, 752 bytes
// SAME-LABEL: "name": "depthwise"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 608,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 752,
func.func @depthwise(%in: tensor<1x6x6x2xf32>, %w: tensor<3x3x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=608 bytes=752 }}
  %0 = tosa.depthwise_conv2d %in, %w, %b, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x6x6x2xf32>, tensor<3x3x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %0 : tensor<1x4x4x2xf32>
}

// linalg.fill (folded) + pooling_nhwc_sum: 8 outputs * 4 taps = 32 addf; in 128 +
// out 32 (written only). Then a generic divides by the window size computed with
// index arithmetic: 8 divf and 9 integer ops each (72); reads 32, writes 32.
// The divide is the pooling's epilogue, one kernel with it (docs/model.md
// 1.8): the 32 pooled bytes are neither written nor read back.
// flops = 40, int_ops = 72, bytes = 128 + 32 + 32 + 32 - 2 x 32 = 160
// SAME-LABEL: "name": "avg_pool"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 40,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 72,
// SAME-NEXT:      "bytes": 160,
func.func @avg_pool(%in: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=40 bytes=160 }}
  %0 = tosa.avg_pool2d %in, %zp, %zp {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// linalg.fill (folded) + pooling_nhwc_max: 8 outputs * 4 taps = 32 maximumf;
// bytes = in 128 + out 32 (written only) = 160
// SAME-LABEL: "name": "max_pool"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 160,
func.func @max_pool(%in: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  // expected-remark @below {{roofline: flops=32 bytes=160 }}
  %0 = tosa.max_pool2d %in {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

// x * x: one tensor read through both operands of the lowered generic by the
// same map, so it crosses memory once (test/Breadth/duplicate-inputs.mlir):
// flops = 32; bytes = 128 + out 128 = 256.
// SAME-LABEL: "name": "square"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 32,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 256,
func.func @square(%a: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-remark @below {{roofline: flops=32 bytes=256 }}
  %0 = tosa.mul %a, %a, %s : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<1xi8>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// An op of constants folds to a constant in the lowering (as when the whole
// module is lowered): no kernel, nothing to cost.
// SAME-LABEL: "name": "reciprocal_const"
// SAME-NEXT:    "totals": {
// SAME-NEXT:      "flops": 0,
// SAME-NEXT:      "transcendentals": 0,
// SAME-NEXT:      "int_ops": 0,
// SAME-NEXT:      "bytes": 0,
func.func @reciprocal_const() -> tensor<1xf32> {
  %c = "tosa.const"() <{values = dense<1.536000e+03> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-remark @below {{roofline: flops=0 bytes=0 }}
  %0 = tosa.reciprocal %c : (tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
