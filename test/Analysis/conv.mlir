// Convolutions. A convolution that reduces over input channels is a
// contraction: class of its first input (f32 -> fp32). FLOPs = 2 per point of
// the domain (mulf + addf). The input's compulsory bytes are the distinct
// input elements the window map (stride*o + dilation*k) touches, clamped to
// the input shape; the filter is read once; the output read (accumulated)
// and written once.
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

// conv_2d_nchw_fchw, strides 2, 3x3: input 1x16x34x34, filter 32x16x3x3,
// output 1x32x16x16. Domain (n, f, oh, ow, c, kh, kw) = 1x32x16x16x16x3x3.
//   flops = 2 * 32*16*16*16*9 = 2359296
//   input rows 2*oh + kh, oh < 16, kh < 3: {0..32} = 33 of 34 rows (the last
//   row and column are never read): 16*33*33 = 17424 elements = 69696 B
//   filter 32*16*9*4 = 18432 B; output 32*16*16*4 = 32768 B, read + write
//   bytes = 69696 + 18432 + 65536 = 153664
//   compute 1.209895e-7 > memory 9.881929e-8 -> compute-bound
//   time = 1.209895e-7 + 3e-6 = 3.120990e-6
// JSON-LABEL: "function": "conv_nchw_stride2"
// JSON:       "iteration_domain": [
// JSON-NEXT:    1,
// JSON-NEXT:    32,
// JSON-NEXT:    16,
// JSON-NEXT:    16,
// JSON-NEXT:    16,
// JSON-NEXT:    3,
// JSON-NEXT:    3
// JSON-NEXT:  ],
// JSON:       "operands": [
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 0,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": 17424,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": true,
// JSON-NEXT:      "written": false,
// JSON-NEXT:      "bytes": 69696
func.func @conv_nchw_stride2(%in: tensor<1x16x34x34xf32>, %f: tensor<32x16x3x3xf32>,
                             %out: tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32> {
  // expected-remark @below {{roofline: flops=2359296 bytes=153664 intensity=15.35 class=fp32 bound=launch time=3.120990e-06}}
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%in, %f : tensor<1x16x34x34xf32>, tensor<32x16x3x3xf32>)
         outs(%out : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
  return %0 : tensor<1x32x16x16xf32>
}

// -----

// conv_2d_nchw_fchw, dilations 2, 3x3: input 1x8x20x20, filter 16x8x3x3,
// output 1x16x16x16 (20 - 2*2 = 16). Domain 1x16x16x16x8x3x3.
//   flops = 2 * 16*16*16*8*9 = 589824
//   input rows oh + 2*kh: {0..15} + {0,2,4} = {0..19}, all 20:
//   8*20*20*4 = 12800 B; filter 16*8*9*4 = 4608 B;
//   output 16*16*16*4 = 16384 B read + write
//   bytes = 12800 + 4608 + 32768 = 50176
//   memory 3.226752e-8 > compute 3.024738e-8 -> memory-bound
//   time = 3.226752e-8 + 3e-6 = 3.032268e-6
func.func @conv_nchw_dilation2(%in: tensor<1x8x20x20xf32>, %f: tensor<16x8x3x3xf32>,
                               %out: tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32> {
  // expected-remark @below {{roofline: flops=589824 bytes=50176 intensity=11.76 class=fp32 bound=launch time=3.032268e-06}}
  %0 = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %f : tensor<1x8x20x20xf32>, tensor<16x8x3x3xf32>)
         outs(%out : tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
  return %0 : tensor<1x16x16x16xf32>
}

// -----

// conv_2d_nhwc_hwcf, strides 2, 3x3: input 1x17x17x8, filter 3x3x8x16,
// output 1x8x8x16. Domain (n, oh, ow, f, kh, kw, c) = 1x8x8x16x3x3x8.
//   flops = 2 * 8*8*16*9*8 = 147456
//   input rows 2*oh + kh: {0..16}, all 17: 17*17*8*4 = 9248 B
//   filter 3*3*8*16*4 = 4608 B; output 8*8*16*4 = 4096 B read + write
//   bytes = 9248 + 4608 + 8192 = 22048
//   memory 1.417878e-8 > compute 7.561846e-9; time = 3.014179e-6
func.func @conv_nhwc_stride2(%in: tensor<1x17x17x8xf32>, %f: tensor<3x3x8x16xf32>,
                             %out: tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32> {
  // expected-remark @below {{roofline: flops=147456 bytes=22048 intensity=6.69 class=fp32 bound=launch time=3.014179e-06}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%in, %f : tensor<1x17x17x8xf32>, tensor<3x3x8x16xf32>)
         outs(%out : tensor<1x8x8x16xf32>) -> tensor<1x8x8x16xf32>
  return %0 : tensor<1x8x8x16xf32>
}

// -----

// conv_2d_nhwc_hwcf, dilations 2, 3x3: input 1x12x12x16, filter 3x3x16x32,
// output 1x8x8x32 (12 - 2*2 = 8). Domain 1x8x8x32x3x3x16.
//   flops = 2 * 8*8*32*9*16 = 589824
//   input rows oh + 2*kh: {0..11}, all 12: 12*12*16*4 = 9216 B
//   filter 9*16*32*4 = 18432 B; output 8*8*32*4 = 8192 B read + write
//   bytes = 9216 + 18432 + 16384 = 44032
//   compute 3.024738e-8 >= memory 2.831640e-8 -> compute-bound
//   time = 3.030247e-6
func.func @conv_nhwc_dilation2(%in: tensor<1x12x12x16xf32>, %f: tensor<3x3x16x32xf32>,
                               %out: tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32> {
  // expected-remark @below {{roofline: flops=589824 bytes=44032 intensity=13.40 class=fp32 bound=launch time=3.030247e-06}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %f : tensor<1x12x12x16xf32>, tensor<3x3x16x32xf32>)
         outs(%out : tensor<1x8x8x32xf32>) -> tensor<1x8x8x32xf32>
  return %0 : tensor<1x8x8x32xf32>
}

// -----

// conv_2d_nhwc_hwcf, strides 4 and dilations 2, 2x2: input 1x15x15x8, filter
// 2x2x8x16, output 1x4x4x16 ((15 - 2*1 - 1)/4 + 1 = 4). Windows leave gaps:
//   input rows 4*oh + 2*kh, oh < 4, kh < 2: {0,2,4,...,14} = 8 of 15 rows:
//   8*8*8 = 512 elements = 2048 B (not the 15*15*8*4 = 7200 B of the input)
//   filter 2*2*8*16*4 = 2048 B; output 4*4*16*4 = 1024 B read + write
//   bytes = 2048 + 2048 + 2048 = 6144
//   flops = 2 * 4*4*16*2*2*8 = 16384; memory-bound, time = 3.003951e-6
// JSON-LABEL: "function": "conv_nhwc_stride4_dilation2"
// JSON:       "operands": [
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 0,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": 512,
func.func @conv_nhwc_stride4_dilation2(%in: tensor<1x15x15x8xf32>, %f: tensor<2x2x8x16xf32>,
                                       %out: tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32> {
  // expected-remark @below {{roofline: flops=16384 bytes=6144 intensity=2.67 class=fp32 bound=launch time=3.003951e-06}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
         ins(%in, %f : tensor<1x15x15x8xf32>, tensor<2x2x8x16xf32>)
         outs(%out : tensor<1x4x4x16xf32>) -> tensor<1x4x4x16xf32>
  return %0 : tensor<1x4x4x16xf32>
}

// -----

// 1x1 conv_2d_nhwc_hwcf with strides 2: input 1x32x32x64, filter 1x1x64x128,
// output 1x16x16x128. Only even rows and columns are read: a quarter of the
// input, 16*16*64 = 16384 of 65536 elements = 65536 B.
//   flops = 2 * 16*16*128*64 = 4194304
//   filter 64*128*4 = 32768 B; output 16*16*128*4 = 131072 B read + write
//   bytes = 65536 + 32768 + 262144 = 360448
//   memory 2.317994e-7 > compute 2.150925e-7; time = 3.231799e-6
// JSON-LABEL: "function": "conv_1x1_stride2"
// JSON:       "operands": [
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 0,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": 16384,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": true,
// JSON-NEXT:      "written": false,
// JSON-NEXT:      "bytes": 65536
func.func @conv_1x1_stride2(%in: tensor<1x32x32x64xf32>, %f: tensor<1x1x64x128xf32>,
                            %out: tensor<1x16x16x128xf32>) -> tensor<1x16x16x128xf32> {
  // expected-remark @below {{roofline: flops=4194304 bytes=360448 intensity=11.64 class=fp32 bound=launch time=3.231799e-06}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
         ins(%in, %f : tensor<1x32x32x64xf32>, tensor<1x1x64x128xf32>)
         outs(%out : tensor<1x16x16x128xf32>) -> tensor<1x16x16x128xf32>
  return %0 : tensor<1x16x16x128xf32>
}

// -----

// Depthwise depthwise_conv_2d_nhwc_hwc f16, 3x3: input 1x18x18x32, filter
// 3x3x32, output 1x16x16x32. No input-channel reduction: not a tensor-core
// op; class = widest float of the payload, f16 -> fp16 (78 TF), not fp16_tc.
//   domain (n, oh, ow, c, kh, kw) = 1x16x16x32x3x3; flops = 2 * 73728 = 147456
//   input 18*18*32*2 = 20736 B; filter 3*3*32*2 = 576 B;
//   output 16*16*32*2 = 16384 B read + write
//   bytes = 20736 + 576 + 32768 = 54080
//   memory 3.477814e-8 > compute 1.890462e-9; time = 3.034778e-6
// JSON-LABEL: "function": "depthwise_f16"
// JSON:       "compute_class": "fp16",
// JSON-NEXT:  "ceiling_class": "fp16",
func.func @depthwise_f16(%in: tensor<1x18x18x32xf16>, %f: tensor<3x3x32xf16>,
                         %out: tensor<1x16x16x32xf16>) -> tensor<1x16x16x32xf16> {
  // expected-remark @below {{roofline: flops=147456 bytes=54080 intensity=2.73 class=fp16 bound=launch time=3.034778e-06}}
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %f : tensor<1x18x18x32xf16>, tensor<3x3x32xf16>)
         outs(%out : tensor<1x16x16x32xf16>) -> tensor<1x16x16x32xf16>
  return %0 : tensor<1x16x16x32xf16>
}
