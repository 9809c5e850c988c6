// Issue 31: square GEMMs of 1024 to 8192 in f16, bf16, tf32 and f32 on
// A100, H100 and H200, as a user reads them: the limiter of each op's
// predicted time (docs/model.md, "What limits the prediction"), which the
// headline verdict sums (lib/Report/Headline.cpp). Each GEMM is written as
// an importer writes torch.mm: tensor.empty + linalg.fill (folded into the
// matmul in compiled mode) + linalg.matmul, the output in the input's type.
// Every one from 2048 up is compute-limited, and f32 (FP32 units) at every
// size. The tensor-core 1024^3 GEMMs on the H100 and H200 are
// latency-limited: their start-up and K-slice chain outlast their work
// (measured likewise: 9.09 us of CUPTI
// kernel time for bf16 1024^3 on an H100 in XLA's sm_90 table, 24% of the
// 2.17 us at the tensor-core peak; bench/validation/measurements.csv row
// h100_xla_bf16_b1x1024x1024x1024).
//
// Hand derivations (device files: A100 312 TFLOP/s bf16, 108 SMs, L2 7219
// GB/s; H100 and H200 989.4 TFLOP/s bf16, 132 SMs, L1 33454 GB/s;
// attained_gemm_efficiency 0.794 on the H100 and H200 (the H100's own
// figure, and the sm_90 median the H200 takes), 0.69 on the A100 (the sm_80
// figure, the A100 PCIe's: docs/model.md 6), attained_l2_fraction 1.0; floors:
// 5.05 us + 36 ns per K slice on all three (fitted on the H100, carried to
// the H200, the same GH100 SMs and clock; the A100 takes the defaults, the
// median over the devices with their own fit, which is the H100's)):
//
// * H100 4096^3 bf16, tile 128x256x16 (wgmma 64x256), k-chunk 1024:
//   512 blocks over 132 SMs -> 4 per SM of 128 x 256 x 4096 x 2 FLOPs:
//   4 x 268435456 / (989.4e12 / 132) = 143.25 us / 0.794 = 180.42 us.
//   L1 bytes: wgmma fragments mnk/256 x 2 + mnk/64 x 2 = 536870912 +
//   2147483648; staged panels A x 16 + B x 32 = 536870912 + 1073741824;
//   C 33554432; k-chunk partials 3 x 2 x 4096^2 x 4 = 402653184; total
//   4731174912 B / 33454 GB/s = 141.42 us < 180.42 us: compute.
// * A100 4096^3 bf16, tile 64x128x16: 2048 blocks over 108 SMs -> 19 per SM
//   of 67108864 FLOPs: 19 x 67108864 / (312e12 / 108) = 441.37 us / 0.69 =
//   639.67 us. L2: A x 32 + B x 64 + C = 1073741824 + 2147483648 + 33554432
//   = 3254779904 B / 7219 GB/s = 450.86 us < 639.67 us: compute.
// * H100 (and H200) 1024^3 bf16: floor 5.05 + 64 x 0.036 = 7.35 us against
//   at most 3.07 us of work (L1; compute 2.80 us): latency, predicted 5.05
//   + max(3.07, 2.30) = 8.12 us. On the A100 the chain, 64 x 0.036 = 2.30 us,
//   is shorter than its 12.626 us of compute (8.71 us at the peak, whole
//   waves of its tiles, / 0.69): compute-limited, with the start-up in
//   series: 5.05 + X, X = (12.626^4 + 4.545^4)^(1/4) = 12.679 us (DRAM
//   6291456 B / (1555 GB/s x 0.89) = 4.545 us), 17.73 us.
// * f32 on FP32 units: intensity 171 to 683 FLOP/B against ridge points of
//   13 (A100) and 20 (H100): compute at every size.
//
// The remark of emit-remarks carries the bound (time, binds) and the
// prediction (predicted, limiter) side by side: for the H100 1024^3 f16
// GEMM the bound is L1 (6.07 us: 3.07 us of L1 traffic + the 3 us launch)
// and the prediction 8.12 us, latency-limited.
// RUN: roofline-opt --pass-pipeline='builtin.module(roofline-analyze{device=h100 emit-remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: roofline: flops=2147483648 bytes=6291456 intensity=341.33 class=fp16_tc bound=memory time=6.071694e-06 binds=l1 predicted=8.121694e-06 limiter=latency
// RUN: roofline-opt --analyze --json --device=a100 %s | FileCheck %s --check-prefixes=CHECK,A100
// RUN: roofline-opt --analyze --json --device=a100 --allow-tf32 %s | FileCheck %s --check-prefix=TF32
// RUN: roofline-opt --analyze --json --device=h100 %s | FileCheck %s --check-prefixes=CHECK,H100
// RUN: roofline-opt --analyze --json --device=h100 --allow-tf32 %s | FileCheck %s --check-prefix=TF32
// RUN: roofline-opt --analyze --json --device=h200 %s | FileCheck %s --check-prefixes=CHECK,H200
// RUN: roofline-opt --analyze --json --device=h200 --allow-tf32 %s | FileCheck %s --check-prefix=TF32

// CHECK-LABEL: "function": "f16_1024"
// A100:        "limiter": "compute"
// H100:        "limiter": "latency"
// H200:        "limiter": "latency"
func.func @f16_1024(%a: tensor<1024x1024xf16>, %b: tensor<1024x1024xf16>) -> tensor<1024x1024xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1024x1024xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf16>, tensor<1024x1024xf16>) outs(%z : tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
  return %r : tensor<1024x1024xf16>
}

// CHECK-LABEL: "function": "f16_2048"
// CHECK:       "limiter": "compute"
func.func @f16_2048(%a: tensor<2048x2048xf16>, %b: tensor<2048x2048xf16>) -> tensor<2048x2048xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<2048x2048xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xf16>, tensor<2048x2048xf16>) outs(%z : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  return %r : tensor<2048x2048xf16>
}

// CHECK-LABEL: "function": "f16_4096"
// CHECK:       "limiter": "compute"
func.func @f16_4096(%a: tensor<4096x4096xf16>, %b: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<4096x4096xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xf16>, tensor<4096x4096xf16>) outs(%z : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %r : tensor<4096x4096xf16>
}

// CHECK-LABEL: "function": "f16_8192"
// CHECK:       "limiter": "compute"
func.func @f16_8192(%a: tensor<8192x8192xf16>, %b: tensor<8192x8192xf16>) -> tensor<8192x8192xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<8192x8192xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<8192x8192xf16>) -> tensor<8192x8192xf16>
  %r = linalg.matmul ins(%a, %b : tensor<8192x8192xf16>, tensor<8192x8192xf16>) outs(%z : tensor<8192x8192xf16>) -> tensor<8192x8192xf16>
  return %r : tensor<8192x8192xf16>
}

// CHECK-LABEL: "function": "bf16_1024"
// A100:        "predicted_time_s": 1.772
// H200:        "predicted_time_s": 8.12
// H100:        "predicted_time_s": 8.12
// A100:        "limiter": "compute"
// H100:        "limiter": "latency"
// H200:        "limiter": "latency"
func.func @bf16_1024(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<1024x1024xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%z : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  return %r : tensor<1024x1024xbf16>
}

// CHECK-LABEL: "function": "bf16_2048"
// CHECK:       "limiter": "compute"
func.func @bf16_2048(%a: tensor<2048x2048xbf16>, %b: tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<2048x2048xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  return %r : tensor<2048x2048xbf16>
}

// CHECK-LABEL: "function": "bf16_4096"
// A100:        "l2": 3254779904
// H100:        "l1": 4731174912
// CHECK:       "limiter": "compute"
func.func @bf16_4096(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4096x4096xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%z : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %r : tensor<4096x4096xbf16>
}

// CHECK-LABEL: "function": "bf16_8192"
// CHECK:       "limiter": "compute"
func.func @bf16_8192(%a: tensor<8192x8192xbf16>, %b: tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x8192xbf16>
  %z = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<8192x8192xbf16>, tensor<8192x8192xbf16>) outs(%z : tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
  return %r : tensor<8192x8192xbf16>
}

// CHECK-LABEL: "function": "f32_1024"
// CHECK:       "limiter": "compute"
// TF32 1024^3 sits where the floor and the work meet (on the H100 5.05 +
// 32 x 0.036 = 6.20 us, split-K 2, against 5.64 us of L1; on the H200, split-K 4,
// floor 5.63 us against 5.60 us of compute): latency or compute, never
// memory.
// TF32-LABEL:  "function": "f32_1024"
// TF32:        "ceiling_class": "tf32_tc"
// TF32:        "limiter": "{{latency|compute}}"
func.func @f32_1024(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1024x1024xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%z : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}

// CHECK-LABEL: "function": "f32_2048"
// CHECK:       "limiter": "compute"
// TF32-LABEL:  "function": "f32_2048"
// TF32:        "ceiling_class": "tf32_tc"
// TF32:        "limiter": "compute"
func.func @f32_2048(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048x2048xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%z : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %r : tensor<2048x2048xf32>
}

// CHECK-LABEL: "function": "f32_4096"
// CHECK:       "limiter": "compute"
// TF32-LABEL:  "function": "f32_4096"
// TF32:        "ceiling_class": "tf32_tc"
// TF32:        "limiter": "compute"
func.func @f32_4096(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%z : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}

// CHECK-LABEL: "function": "f32_8192"
// CHECK:       "limiter": "compute"
// TF32-LABEL:  "function": "f32_8192"
// TF32:        "ceiling_class": "tf32_tc"
// TF32:        "limiter": "compute"
func.func @f32_8192(%a: tensor<8192x8192xf32>, %b: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8192x8192xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  %r = linalg.matmul ins(%a, %b : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%z : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  return %r : tensor<8192x8192xf32>
}
