// Contractions: FLOPs = 2 per point of the (M, N, K) domain (mulf + addf);
// compulsory bytes = each input read once, the accumulator read once (the
// payload uses the init) and written once.
//
// Device a100-sxm4-40gb (devices/a100-sxm4-40gb.json): fp32 19.5 TF,
// fp64_tc 19.5 TF, DRAM 1555 GB/s, launch 3 us.
//   compute = flops / 19.5e12, memory = bytes / 1.555e12,
//   time = max(compute, memory) + 3e-6; launch-bound when the 3e-6 launch
//   exceeds max(compute, memory), i.e. when time < 6e-6.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb})' \
// RUN:   | FileCheck %s --check-prefix=ATTR

// 1024x1024x1024 f32 matmul.
//   flops = 2 * 1024^3 = 2147483648
//   bytes = A 4 MiB + B 4 MiB + C read 4 MiB + C write 4 MiB = 16777216
//   intensity = 128; compute 1.101274e-4 s > memory 1.078921e-5 s
//   time = 1.101274e-4 + 3e-6 = 1.131274e-4, compute-bound
// ATTR-LABEL: func.func @matmul_1024
// ATTR: linalg.matmul {roofline = #roofline.cost<compute, compute, fp32, flops = 2147483648, bytes = 16777216,
func.func @matmul_1024(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                       %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.131274e-04}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// batch_matmul 8 x (256x512 * 512x128) f32, domain (b, m, n, k) = 8x256x128x512.
//   flops = 2 * 8*256*128*512 = 268435456
//   bytes = A 8*256*512*4 (4194304) + B 8*512*128*4 (2097152)
//         + C 8*256*128*4 (1048576) read + write = 8388608
//   intensity = 32; compute 1.376592e-5 > memory 5.394603e-6
//   time = 1.376592e-5 + 3e-6 = 1.676592e-5, compute-bound
// ATTR-LABEL: func.func @batch_matmul
// ATTR: linalg.batch_matmul {roofline = #roofline.cost<compute, compute, fp32, flops = 268435456, bytes = 8388608,
func.func @batch_matmul(%a: tensor<8x256x512xf32>, %b: tensor<8x512x128xf32>,
                        %c: tensor<8x256x128xf32>) -> tensor<8x256x128xf32> {
  // expected-remark @below {{roofline: flops=268435456 bytes=8388608 intensity=32.00 class=fp32 bound=compute time=1.676592e-05}}
  %0 = linalg.batch_matmul ins(%a, %b : tensor<8x256x512xf32>, tensor<8x512x128xf32>)
                           outs(%c : tensor<8x256x128xf32>) -> tensor<8x256x128xf32>
  return %0 : tensor<8x256x128xf32>
}

// -----

// matvec 4096x4096 f32 times 4096, domain (m, k) = 4096x4096.
//   flops = 2 * 4096^2 = 33554432
//   bytes = A 4096*4096*4 (67108864) + x 16384 + y read 16384 + y write 16384
//         = 67158016
//   intensity = 0.4996; memory 4.318843e-5 > compute 1.720740e-6
//   time = 4.318843e-5 + 3e-6 = 4.618843e-5, memory-bound
// ATTR-LABEL: func.func @matvec
// ATTR: linalg.matvec {roofline = #roofline.cost<memory, dram, fp32, flops = 33554432, bytes = 67158016,
func.func @matvec(%a: tensor<4096x4096xf32>, %x: tensor<4096xf32>,
                  %y: tensor<4096xf32>) -> tensor<4096xf32> {
  // expected-remark @below {{roofline: flops=33554432 bytes=67158016 intensity=0.50 class=fp32 bound=memory time=4.618843e-05}}
  %0 = linalg.matvec ins(%a, %x : tensor<4096x4096xf32>, tensor<4096xf32>)
                     outs(%y : tensor<4096xf32>) -> tensor<4096xf32>
  return %0 : tensor<4096xf32>
}

// -----

// 512^3 f64 matmul: first input f64 -> fp64_tc (19.5 TF on the A100).
//   flops = 2 * 512^3 = 268435456
//   bytes = 4 x 512*512*8 (2097152) = 8388608
//   compute 1.376592e-5 > memory 5.394603e-6; time = 1.676592e-5
// ATTR-LABEL: func.func @matmul_f64
// ATTR: linalg.matmul {roofline = #roofline.cost<compute, compute, fp64_tc, flops = 268435456, bytes = 8388608,
func.func @matmul_f64(%a: tensor<512x512xf64>, %b: tensor<512x512xf64>,
                      %c: tensor<512x512xf64>) -> tensor<512x512xf64> {
  // expected-remark @below {{roofline: flops=268435456 bytes=8388608 intensity=32.00 class=fp64_tc bound=compute time=1.676592e-05}}
  %0 = linalg.matmul ins(%a, %b : tensor<512x512xf64>, tensor<512x512xf64>)
                     outs(%c : tensor<512x512xf64>) -> tensor<512x512xf64>
  return %0 : tensor<512x512xf64>
}

// -----

// Memref form, 256x128 * 128x64 -> 256x64 f32 (costed like the tensor form).
//   flops = 2 * 256*64*128 = 4194304
//   bytes = A 256*128*4 (131072) + B 128*64*4 (32768)
//         + C 256*64*4 (65536) read + write = 294912
//   intensity = 14.22, just above the fp32 ridge 19.5e12/1.555e12 = 12.54:
//   compute 2.150925e-7 >= memory 1.896543e-7, and the 3e-6 launch exceeds
//   both -> launch-bound
//   time = 2.150925e-7 + 3e-6 = 3.215093e-6
// ATTR-LABEL: func.func @matmul_memref(
// ATTR-SAME: roofline.summary = #roofline.summary<"a100-sxm4-40gb", flops = 4194304, bytes = 294912,
// ATTR-SAME: costed = 1, unmodeled = 0, version = 2>
// ATTR: linalg.matmul {roofline = #roofline.cost<launch, launch, fp32, flops = 4194304, bytes = 294912,
func.func @matmul_memref(%a: memref<256x128xf32>, %b: memref<128x64xf32>,
                         %c: memref<256x64xf32>) {
  // expected-remark @below {{roofline: flops=4194304 bytes=294912 intensity=14.22 class=fp32 bound=launch time=3.215093e-06}}
  linalg.matmul ins(%a, %b : memref<256x128xf32>, memref<128x64xf32>)
                outs(%c : memref<256x64xf32>)
  return
}

// -----

// Other contractions take the class of their first input too (f16 -> fp16_tc).
// dot of two 1048576 f16 vectors into a 0-d f32:
//   flops = 2 * 1048576 = 2097152
//   bytes = 2 x 2 MiB + init read 4 + write 4 = 4194312
//   memory-bound, time = 4194312/1.555e12 + 3e-6 = 5.697307e-6
// vecmat 1024 f16 x 1024x512 f16 -> 512 f32:
//   flops = 2 * 1024*512 = 1048576
//   bytes = x 2048 + A 1048576 + y 2048 read + write = 1054720
//   time = 3.678277e-6
// ATTR-LABEL: func.func @other_contractions
func.func @other_contractions(%a: tensor<1048576xf16>, %b: tensor<1048576xf16>, %s: tensor<f32>,
                              %x: tensor<1024xf16>, %m: tensor<1024x512xf16>, %y: tensor<512xf32>)
    -> (tensor<f32>, tensor<512xf32>) {
  // expected-remark @below {{roofline: flops=2097152 bytes=4194312 intensity=0.50 class=fp16_tc bound=launch time=5.697307e-06}}
  %0 = linalg.dot ins(%a, %b : tensor<1048576xf16>, tensor<1048576xf16>) outs(%s : tensor<f32>) -> tensor<f32>
  // expected-remark @below {{roofline: flops=1048576 bytes=1054720 intensity=0.99 class=fp16_tc bound=launch time=3.678277e-06}}
  %1 = linalg.vecmat ins(%x, %m : tensor<1024xf16>, tensor<1024x512xf16>) outs(%y : tensor<512xf32>) -> tensor<512xf32>
  return %0, %1 : tensor<f32>, tensor<512xf32>
}

// -----

// A matmul written as a linalg.generic is a contraction as well: 256x128 f16
// times 128x64 f16 accumulated in f32 (extf is free).
//   flops = 2 * 256*64*128 = 4194304; class fp16_tc
//   bytes = A 256*128*2 (65536) + B 128*64*2 (16384)
//         + C 256*64*4 (65536) read + write = 212992
//   compute 4194304/312e12 = 1.344328e-8 < memory 1.369723e-7
//   time = 3.136972e-6, memory-bound
// ATTR-LABEL: func.func @generic_matmul
func.func @generic_matmul(%a: tensor<256x128xf16>, %b: tensor<128x64xf16>,
                          %c: tensor<256x64xf32>) -> tensor<256x64xf32> {
  // expected-remark @below {{roofline: flops=4194304 bytes=212992 intensity=19.69 class=fp16_tc bound=launch time=3.136972e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>,
                          affine_map<(m, n, k) -> (m, n)>],
         iterator_types = ["parallel", "parallel", "reduction"]}
         ins(%a, %b : tensor<256x128xf16>, tensor<128x64xf16>) outs(%c : tensor<256x64xf32>) {
  ^bb0(%x: f16, %y: f16, %z: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %z, %p : f32
    linalg.yield %s : f32
  } -> tensor<256x64xf32>
  return %0 : tensor<256x64xf32>
}
