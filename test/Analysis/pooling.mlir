// Pooling: one FLOP per domain point (maximumf / addf), class = widest float
// of the payload (never a tensor-core class). The window operand only gives
// the loop bounds: its value is never used, so it costs no bytes. The output
// is accumulated (read) and written.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, fp16 78 TF, DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// pooling_nhwc_max 2x2 stride 2: input 1x16x16x32 f32, output 1x8x8x32.
//   domain (n, oh, ow, c, kh, kw) = 1x8x8x32x2x2 = 8192; flops = 8192
//   input rows 2*oh + kh: all 16: 16*16*32*4 = 32768 B
//   window: 0 B; output 8*8*32*4 = 8192 B read + write
//   bytes = 32768 + 16384 = 49152; memory-bound
//   time = 49152 / 1.555e12 + 3e-6 = 3.031609e-6
// JSON-LABEL: "function": "max_pool"
// JSON:       "operands": [
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 0,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": 8192,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": true,
// JSON-NEXT:      "written": false,
// JSON-NEXT:      "bytes": 32768
// JSON-NEXT:    },
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 1,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": {{[0-9]+}},
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": false,
// JSON-NEXT:      "written": false,
// JSON-NEXT:      "bytes": 0
// JSON-NEXT:    },
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 2,
// JSON-NEXT:      "role": "output",
// JSON-NEXT:      "elements": 2048,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": true,
// JSON-NEXT:      "written": true,
// JSON-NEXT:      "bytes": 16384
func.func @max_pool(%in: tensor<1x16x16x32xf32>, %out: tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32> {
  %w = tensor.empty() : tensor<2x2xf32>
  // expected-remark @below {{roofline: flops=8192 bytes=49152 intensity=0.17 class=fp32 bound=launch time=3.031609e-06}}
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%in, %w : tensor<1x16x16x32xf32>, tensor<2x2xf32>)
         outs(%out : tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32>
  return %0 : tensor<1x8x8x32xf32>
}

// -----

// pooling_nhwc_sum 3x3 stride 1: input 1x9x9x16 f32, output 1x7x7x16.
//   domain 1x7x7x16x3x3 = 7056; flops = 7056
//   input 9*9*16*4 = 5184 B (all read); window 0 B
//   output 7*7*16*4 = 3136 B read + write
//   bytes = 5184 + 6272 = 11456; memory-bound
//   time = 11456 / 1.555e12 + 3e-6 = 3.007367e-6
func.func @sum_pool(%in: tensor<1x9x9x16xf32>, %out: tensor<1x7x7x16xf32>) -> tensor<1x7x7x16xf32> {
  %w = tensor.empty() : tensor<3x3xf32>
  // expected-remark @below {{roofline: flops=7056 bytes=11456 intensity=0.62 class=fp32 bound=launch time=3.007367e-06}}
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %w : tensor<1x9x9x16xf32>, tensor<3x3xf32>)
         outs(%out : tensor<1x7x7x16xf32>) -> tensor<1x7x7x16xf32>
  return %0 : tensor<1x7x7x16xf32>
}

// -----

// pooling_nhwc_max f16, 2x2 window, stride 3 (windows do not touch): input
// 1x12x12x8, output 1x4x4x8 ((12-2)/3 + 1 = 4).
//   input rows 3*oh + kh: {0,1,3,4,6,7,9,10} = 8 of 12: 8*8*8*2 = 1024 B
//   domain 1x4x4x8x2x2 = 512; flops = 512; class fp16
//   output 4*4*8*2 = 256 B read + write
//   bytes = 1024 + 512 = 1536; time = 1536 / 1.555e12 + 3e-6 = 3.000988e-6
func.func @max_pool_f16_gaps(%in: tensor<1x12x12x8xf16>, %out: tensor<1x4x4x8xf16>) -> tensor<1x4x4x8xf16> {
  %w = tensor.empty() : tensor<2x2xf16>
  // expected-remark @below {{roofline: flops=512 bytes=1536 intensity=0.33 class=fp16 bound=launch time=3.000988e-06}}
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<3> : tensor<2xi64>}
         ins(%in, %w : tensor<1x12x12x8xf16>, tensor<2x2xf16>)
         outs(%out : tensor<1x4x4x8xf16>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}
