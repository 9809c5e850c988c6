// Compute classes. A contraction runs on the class of its FIRST INPUT's
// element type: f16 -> fp16_tc, bf16 -> bf16_tc, f8 -> fp8_tc, i8 -> int8_tc,
// f32 -> fp32 (tf32_tc with allow-tf32). Elementwise ops use the vector class
// of the widest float in the payload (bf16 -> bf16, f32 -> fp32). A class the
// device lacks falls back: fp8_tc -> fp16_tc -> fp16 -> fp32,
// bf16_tc -> bf16 -> fp32, int8_tc -> int32 -> fp32, tf32_tc -> fp32.
//
// All contractions are 1024x1024x1024: flops = 2 * 1024^3 = 2147483648
// (for i8 the muli + addi are the work). Bytes, A + B + C read + C write:
//   f16/bf16 -> f32: 2 MiB + 2 MiB + 4 MiB + 4 MiB = 12582912
//   i8 -> i32, f8 -> f32: 1 MiB + 1 MiB + 4 MiB + 4 MiB = 10485760
//   f32: 4 x 4 MiB = 16777216
// Elementwise adds on 1024x1024 (N = 1048576): flops N;
//   bf16: 3 x 2 MiB = 6291456; f32: 3 x 4 MiB = 12582912.
//
// time = max(flops/peak, bytes/BW) + 3e-6 (launch is 3 us everywhere)
// a100-sxm4-40gb: fp32 19.5, tf32_tc 156, bf16 39, fp16_tc 312, bf16_tc 312,
//   int8_tc 624, no fp8_tc; DRAM 1555 GB/s
// v100-sxm2-32gb: fp32 15.7, fp16_tc 125, int32 15.7; no bf16_tc, bf16,
//   tf32_tc, fp8_tc, int8_tc; DRAM 900 GB/s
// h100-sxm5-80gb: fp32 66.9, bf16 133.8, fp16_tc/bf16_tc 989.4,
//   fp8_tc/int8_tc 1978.9; DRAM 3350 GB/s

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb allow-tf32 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=TF32
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=v100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=V100
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=v100 format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=V100-JSON
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=H100

// f16 x f16 -> f32: fp16_tc.
//   a100: compute 2147483648/312e12 = 6.882960e-6 < memory 12582912/1.555e12
//         = 8.091905e-6 -> memory-bound, time 1.109190e-5
//   v100: fp16_tc 125 TF: 1.717987e-5 > 1.398101e-5 -> compute, 2.017987e-5
//   h100: 2.170491e-6 < 3.756093e-6 -> memory, 6.756093e-6
// TF32: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=1.109190e-05
// V100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=compute time=2.017987e-05
// H100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=6.756093e-06
func.func @matmul_f16(%a: tensor<1024x1024xf16>, %b: tensor<1024x1024xf16>,
                      %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=1.109190e-05}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf16>, tensor<1024x1024xf16>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// bf16 x bf16 -> f32: bf16_tc.
//   a100: bf16_tc 312 TF, same numbers as f16: memory-bound, 1.109190e-5
//   v100: no bf16_tc, no bf16 -> fp32 15.7 TF: 1.367824e-4 > 1.398101e-5,
//         compute-bound, 1.397824e-4
//   h100: bf16_tc 989.4: memory-bound, 6.756093e-6
// TF32: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=bf16_tc bound=memory time=1.109190e-05
// V100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp32 bound=compute time=1.397824e-04
// H100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=bf16_tc bound=memory time=6.756093e-06
// V100-JSON-LABEL: "function": "matmul_bf16"
// V100-JSON:       "intensity": 170.66{{[0-9]*}},
// V100-JSON-NEXT:  "compute_class": "bf16_tc",
// V100-JSON-NEXT:  "ceiling_class": "fp32",
// V100-JSON-NEXT:  "peak_flops_per_s": 15700000000000,
func.func @matmul_bf16(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>,
                       %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=bf16_tc bound=memory time=1.109190e-05}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// i8 x i8 -> i32: int8_tc; the integer multiply-adds are the work.
//   a100: int8_tc 624 TOPS: 3.441480e-6 < 10485760/1.555e12 = 6.743254e-6,
//         memory-bound, 9.743254e-6
//   v100: no int8_tc -> int32 15.7: 1.367824e-4, compute, 1.397824e-4
//   h100: int8_tc 1978.9: 1.085191e-6 < 3.130078e-6, memory, 6.130078e-6
// TF32: remark: roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=int8_tc bound=memory time=9.743254e-06
// V100: remark: roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=int32 bound=compute time=1.397824e-04
// H100: remark: roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=int8_tc bound=memory time=6.130078e-06
func.func @matmul_i8(%a: tensor<1024x1024xi8>, %b: tensor<1024x1024xi8>,
                     %c: tensor<1024x1024xi32>) -> tensor<1024x1024xi32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=int8_tc bound=memory time=9.743254e-06}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xi8>, tensor<1024x1024xi8>)
                     outs(%c : tensor<1024x1024xi32>) -> tensor<1024x1024xi32>
  return %0 : tensor<1024x1024xi32>
}

// -----

// f8E4M3FN x f8E4M3FN -> f32: fp8_tc.
//   a100: no fp8_tc -> fp16_tc 312: 6.882960e-6 >= 6.743254e-6,
//         compute-bound, 9.882960e-6
//   v100: fp16_tc 125: 1.717987e-5, compute, 2.017987e-5
//   h100: fp8_tc 1978.9: memory-bound, 6.130078e-6
// TF32: remark: roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=fp16_tc bound=compute time=9.882960e-06
// V100: remark: roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=fp16_tc bound=compute time=2.017987e-05
// H100: remark: roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=fp8_tc bound=memory time=6.130078e-06
func.func @matmul_f8(%a: tensor<1024x1024xf8E4M3FN>, %b: tensor<1024x1024xf8E4M3FN>,
                     %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=10485760 intensity=204.80 class=fp16_tc bound=compute time=9.882960e-06}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf8E4M3FN>, tensor<1024x1024xf8E4M3FN>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// f32 x f32 -> f32: fp32; tf32_tc with allow-tf32.
//   a100 fp32: 1.101274e-4 compute, 1.131274e-4
//   a100 tf32_tc 156 TF: 1.376592e-5 > 1.078921e-5, compute, 1.676592e-5
//   v100 fp32 15.7: 1.367824e-4 compute, 1.397824e-4
//   h100 fp32 66.9: 3.209991e-5 compute, 3.509991e-5
// TF32: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=tf32_tc bound=compute time=1.676592e-05
// V100: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.397824e-04
// H100: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=3.509991e-05
func.func @matmul_f32(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                      %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.131274e-04}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// bf16 elementwise add (not a contraction): bf16 vector class.
//   a100: bf16 39 TF; memory 6291456/1.555e12 = 4.045952e-6, 7.045952e-6
//   v100: no bf16 -> fp32; memory 6291456/900e9 = 6.990507e-6, 9.990507e-6
//   h100: bf16 133.8; memory 1.878047e-6, 4.878047e-6
// TF32: remark: roofline: flops=1048576 bytes=6291456 intensity=0.17 class=bf16 bound=memory time=7.045952e-06
// V100: remark: roofline: flops=1048576 bytes=6291456 intensity=0.17 class=fp32 bound=memory time=9.990507e-06
// H100: remark: roofline: flops=1048576 bytes=6291456 intensity=0.17 class=bf16 bound=launch time=4.878047e-06
func.func @add_bf16(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %e = tensor.empty() : tensor<1024x1024xbf16>
  // expected-remark @below {{roofline: flops=1048576 bytes=6291456 intensity=0.17 class=bf16 bound=memory time=7.045952e-06}}
  %0 = linalg.add ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>)
                  outs(%e : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  return %0 : tensor<1024x1024xbf16>
}

// -----

// f32 elementwise add: fp32 even with allow-tf32 (not a contraction).
//   a100: memory 12582912/1.555e12 = 8.091905e-6, 1.109190e-5
//   v100: 1.398101e-5, 1.698101e-5; h100: 3.756093e-6, 6.756093e-6
// TF32: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.109190e-05
// V100: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.698101e-05
// H100: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=6.756093e-06
func.func @add_f32(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %e = tensor.empty() : tensor<1024x1024xf32>
  // expected-remark @below {{roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.109190e-05}}
  %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                  outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// f64 elementwise add: fp64 vector class (a100 9.7, v100 7.8, h100 33.5 TF).
// flops 1048576, bytes 3 x 8 MiB = 25165824: memory-bound everywhere.
//   a100: 25165824/1.555e12 + 3e-6 = 1.918381e-5
//   v100: 25165824/900e9 + 3e-6 = 3.096203e-5
//   h100: 25165824/3.35e12 + 3e-6 = 1.051219e-5
// TF32: remark: roofline: flops=1048576 bytes=25165824 intensity=0.04 class=fp64 bound=memory time=1.918381e-05
// V100: remark: roofline: flops=1048576 bytes=25165824 intensity=0.04 class=fp64 bound=memory time=3.096203e-05
// H100: remark: roofline: flops=1048576 bytes=25165824 intensity=0.04 class=fp64 bound=memory time=1.051219e-05
func.func @add_f64(%a: tensor<1024x1024xf64>, %b: tensor<1024x1024xf64>) -> tensor<1024x1024xf64> {
  %e = tensor.empty() : tensor<1024x1024xf64>
  // expected-remark @below {{roofline: flops=1048576 bytes=25165824 intensity=0.04 class=fp64 bound=memory time=1.918381e-05}}
  %0 = linalg.add ins(%a, %b : tensor<1024x1024xf64>, tensor<1024x1024xf64>)
                  outs(%e : tensor<1024x1024xf64>) -> tensor<1024x1024xf64>
  return %0 : tensor<1024x1024xf64>
}
