// The roofline-analyze pass loaded into Debian's stock mlir-opt as a pass
// plugin gives the same numbers as roofline-opt: both RUN lines check the same
// expected remarks. The plugin attaches the cost models itself (linalg,
// tensor and memref ones).
//
// Device h100 = h100-sxm5-80gb: fp32 66.9 TF, fp16_tc 989.4 TF,
// DRAM 3350 GB/s, launch 3 us.

// The sanitizer build's plugin cannot be loaded by the uninstrumented mlir-opt:
// UNSUPPORTED: sanitized

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow; an op is launch-bound when the 3 us
// launch exceeds max(compute, DRAM), i.e. when time < 6 us.
// RUN: mlir-opt %s --load-pass-plugin=%roofline_plugin --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: mlir-opt %s --load-pass-plugin=%roofline_plugin \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// IR that roofline-opt annotated carries #roofline attributes, parsed before
// any pass runs: the library's dialect-plugin entry point registers the
// roofline dialect (a pass plugin cannot), and the stock tool then re-runs
// the pass over it and prints the same annotations roofline-opt does.
// RUN: roofline-opt %s --split-input-file -o %t.annotated \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100})'
// RUN: mlir-opt %t.annotated --split-input-file --load-dialect-plugin=%roofline_plugin \
// RUN:   --load-pass-plugin=%roofline_plugin -o %t.again \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100})'
// RUN: diff %t.annotated %t.again
// RUN: FileCheck %s --check-prefix=ANNOTATED < %t.again
// RUN: not mlir-opt %t.annotated --split-input-file --load-pass-plugin=%roofline_plugin \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODIALECT
// ANNOTATED: roofline = #roofline.cost<
// NODIALECT: attribute created with unregistered dialect

// JSON:      "device": {
// JSON-NEXT:   "name": "h100-sxm5-80gb",
// JSON:      "name": "data_movement",
// JSON-NEXT: "totals": {
// JSON-NEXT:   "flops": 0,
// JSON:      "totals": {
// JSON-NEXT:   "flops": 2298990592,
// JSON-NEXT:   "transcendentals": 128000,
// JSON-NEXT:   "int_ops": 0,
// JSON-NEXT:   "bytes": 18809600,
// JSON:        "costed_ops": 5,
// JSON-NEXT:   "unmodeled_ops": 0,

// 1024^3 f32 matmul: flops 2147483648, bytes 16777216;
//   compute 2147483648/66.9e12 = 3.209991e-5 > memory 5.008124e-6
//   time = 3.509991e-5, compute-bound
func.func @matmul(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                  %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=3.509991e-05}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// f16 conv_2d_nhwc_hwcf 3x3: input 1x34x34x64, filter 3x3x64x128, output
// 1x32x32x128. Input-channel reduction: fp16_tc.
//   flops = 2 * 32*32*128*3*3*64 = 150994944
//   bytes = input 34*34*64*2 (147968) + filter 9*64*128*2 (147456)
//         + output 32*32*128*2 (262144) read + write = 819712
//   compute 1.526126e-7 < memory 2.446901e-7: memory-bound, 3.244690e-6
func.func @conv_f16(%in: tensor<1x34x34x64xf16>, %f: tensor<3x3x64x128xf16>,
                    %out: tensor<1x32x32x128xf16>) -> tensor<1x32x32x128xf16> {
  // expected-remark @below {{roofline: flops=150994944 bytes=819712 intensity=184.20 class=fp16_tc bound=launch time=3.244690e-06}}
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%in, %f : tensor<1x34x34x64xf16>, tensor<3x3x64x128xf16>)
         outs(%out : tensor<1x32x32x128xf16>) -> tensor<1x32x32x128xf16>
  return %0 : tensor<1x32x32x128xf16>
}

// -----

// softmax 128x1000 f32: flops 4N = 512000, N = 128000 exp, bytes 2 x 512000;
//   memory 1024000/3.35e12 = 3.056716e-7, time 3.305672e-6
func.func @softmax(%x: tensor<128x1000xf32>) -> tensor<128x1000xf32> {
  %e = tensor.empty() : tensor<128x1000xf32>
  // expected-remark @below {{roofline: flops=512000 bytes=1024000 intensity=0.50 class=fp32 bound=launch time=3.305672e-06}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<128x1000xf32>)
                                   outs(%e : tensor<128x1000xf32>) -> tensor<128x1000xf32>
  return %0 : tensor<128x1000xf32>
}

// -----

// tensor.pad 1x30x30x16 -> 1x32x32x16 f32: read 57600 + write 65536 = 123136,
//   time 123136/3.35e12 + 3e-6 = 3.036757e-6
// memref.copy 128x128 f16: read 32768 + write 32768 = 65536, time 3.019563e-6
func.func @data_movement(%x: tensor<1x30x30x16xf32>, %a: memref<128x128xf16>,
                         %b: memref<128x128xf16>) -> tensor<1x32x32x16xf32> {
  %z = arith.constant 0.0 : f32
  // expected-remark-re @below {{roofline: flops=0 bytes=123136 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.036757e-06}}
  %0 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x30x30x16xf32> to tensor<1x32x32x16xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=65536 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.019563e-06}}
  memref.copy %a, %b : memref<128x128xf16> to memref<128x128xf16>
  return %0 : tensor<1x32x32x16xf32>
}
