// The predicted (attained) time beside the roofline bound (docs/model.md,
// section 6). Device v100-sxm2-32gb: DRAM 900 GB/s, fp32 15.7 TF, fp16_tc
// 125 TF, 80 SMs, launch 3 us; its file gives attained_dram_fraction 0.89,
// attained_gemm_efficiency 0.765 (tensor cores) and
// attained_simt_gemm_efficiency 0.809; the floor is the default 5.05 us + 36 ns
// per K slice (the median over the devices with their own fit: the H100's).
//
// RUN: roofline-opt --analyze --json --device=v100 %s | FileCheck %s
// RUN: roofline-opt --analyze --device=v100 --pass-options=columns=0 %s | FileCheck %s --check-prefix=TEXT

// A stream: 16777216 f32 adds, 3 x 64 MiB = 201326592 B. Bound: DRAM
// 201326592 / 900e9 = 223.696 us + 3 us launch = 226.696 us. Predicted:
// DRAM 223.696 / 0.89 = 251.344 us; compute 1.07 us barely counts in the
// overlap ((1.07/251.3)^4 = 3e-10); the launch hides behind it.
// CHECK-LABEL: "function": "stream"
// CHECK:       "time_s": 0.00022669621
// CHECK-NEXT:  "predicted_time_s": 0.00025134405
// CHECK-NEXT:  "predicted": {
// CHECK-NEXT:    "launch_s": 0,
// CHECK-NEXT:    "execution_s": 0.00025134405
// CHECK-NEXT:    "compute_s": 1.0686124
// CHECK-NEXT:    "memory_s": {
// CHECK-NEXT:      "dram": 0.00025134405
// CHECK:         "floor_s": 1e-06,
// CHECK-NEXT:    "layout_transposes_s": 0,
// CHECK-NEXT:    "input_passes": 1,
// CHECK-NEXT:    "limiter": "dram"
func.func @stream(%a: tensor<16777216xf32>, %b: tensor<16777216xf32>) -> tensor<16777216xf32> {
  %e = tensor.empty() : tensor<16777216xf32>
  %r = linalg.add ins(%a, %b : tensor<16777216xf32>, tensor<16777216xf32>) outs(%e : tensor<16777216xf32>) -> tensor<16777216xf32>
  return %r : tensor<16777216xf32>
}

// DeepBench's 512x16x512 f16 GEMM (8.0 us measured on a V100). Bound:
// DRAM 573440 B / 900e9 = 0.637 us + 3 us = 3.637 us. The tile search picks
// 32x16x16: K = 512 is 32 slices of 16, a chain of 32 x 36 ns = 1.152 us,
// longer than the work X (compute 0.33554 us with the tile's padding / 0.765
// = 0.43862 us, DRAM 0.637 / 0.89 = 0.716 us: (0.4386^4 + 0.716^4)^(1/4) =
// 0.740 us); with the
// start-up in series the floor is 5.05 + 1.152 = 6.202 us, longer than the
// launch: predicted 6.202 us, latency-limited (measured 8.0 us: 0.78 of it).
// CHECK-LABEL: "function": "small_gemm"
// CHECK:       "time_s": 3.6371555
// CHECK-NEXT:  "predicted_time_s": 6.202{{0*[0-9]?}}e-06
// CHECK-NEXT:  "predicted": {
// CHECK-NEXT:    "launch_s": 0,
// CHECK-NEXT:    "execution_s": 6.202{{0*[0-9]?}}e-06
// CHECK-NEXT:    "compute_s": 4.3862002{{[0-9]*}}e-07
// CHECK:         "floor_s": 6.202{{0*[0-9]?}}e-06
// CHECK-NEXT:    "layout_transposes_s": 0,
// CHECK-NEXT:    "input_passes": 1,
// CHECK-NEXT:    "limiter": "latency"
// CHECK:       "bk": 16,
func.func @small_gemm(%A: tensor<512x512xf16>, %B: tensor<512x16xf16>, %C: tensor<512x16xf16>) -> tensor<512x16xf16> {
  %r = linalg.matmul ins(%A, %B : tensor<512x512xf16>, tensor<512x16xf16>) outs(%C : tensor<512x16xf16>) -> tensor<512x16xf16>
  return %r : tensor<512x16xf16>
}

// A 4096^3 f16 GEMM. Bound: 128x128 tiles, 1024 blocks over 80 SMs: 13
// tiles on the busiest SM, 13 x 2 x 128 x 128 x 4096 / (125e12 / 80) =
// 1116.691 us of compute, + 3 us. Predicted: compute 1116.691 / 0.765 (the
// V100's tensor-core GEMM efficiency) = 1459.727 us; DRAM (the model's
// 268.4 MB / 900e9 = 298.26 us) / 0.89 = 335.13 us; overlap 1459.727 x
// (1 + (335.13/1459.727)^4)^(1/4) = 1459.727 x 1.000694 = 1460.74 us; a
// tiled GEMM's 5.05 us start-up adds to its main loop: 5.05 + 1460.74 =
// 1465.79 us; compute-limited.
// CHECK-LABEL: "function": "big_gemm"
// CHECK:       "time_s": 0.0011196914
// CHECK-NEXT:  "predicted_time_s": 0.0014657
// CHECK-NEXT:  "predicted": {
// CHECK-NEXT:    "launch_s": 0,
// CHECK-NEXT:    "execution_s": 0.0014657
// CHECK-NEXT:    "compute_s": 0.0014597274
// CHECK:         "limiter": "compute"
func.func @big_gemm(%A: tensor<4096x4096xf16>, %B: tensor<4096x4096xf16>, %C: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  %r = linalg.matmul ins(%A, %B : tensor<4096x4096xf16>, tensor<4096x4096xf16>) outs(%C : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %r : tensor<4096x4096xf16>
}

// Totals: bound 226.696 + 3.637 + 1119.69 = 1350.02 us; predicted 251.344 +
// 6.202 + 1465.79 = 1723.34 us (1.28x): latency 6.202 / 1723.34 = 0.4%,
// compute 85.1%, DRAM 14.6%; the device
// section says which attainment figures are the file's and which defaults.
// CHECK:       "totals": {
// CHECK:         "time_s": 0.0013500
// CHECK-NEXT:    "bound_time_s": 0.0013500
// CHECK-NEXT:    "predicted_time_s": 0.0017233

// TEXT:      predicted with: dram x0.89, l2 x1.00, vector x1.00, gemm x0.765 (off tensor cores x0.809), floor 5.05 us + 36 ns per K slice (defaults: attained_l2_fraction, attained_vector_fraction, kernel_floor_us, kloop_slice_latency_ns)
// TEXT:      limiter predicted bound
// TEXT:      linalg.matmul {{.*}} compute 1.47 ms 1.12 ms
// TEXT:      linalg.add {{.*}} dram 251.34 us 226.70 us
// TEXT:      linalg.matmul {{.*}} latency 6.20 us 3.64 us
// TEXT:      total:
// TEXT:      predicted 1.72 ms over 3 ops (roofline bound 1.35 ms)
// TEXT-NEXT: predicted time by limiter: latency 0.4%, compute 85.1%, dram 14.6%
