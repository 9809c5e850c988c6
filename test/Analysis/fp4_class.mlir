// Blackwell's FP4 tensor cores (compute.fp4_tc): a matmul of 4-bit floats
// (f4E2M1FN) runs on them where the device has them, and on the FP8 units
// where it has not (the fallback chain fp4_tc -> fp8_tc); 6-bit floats run
// at fp8_tc (Blackwell lists FP6 on its FP8 row). hierarchy=false: the
// roofline bound alone, by hand.
//
// 4096^3 with f4 (or f6) operands accumulating into f32:
//   flops = 2 x 4096^3 = 137438953472
//   bytes = A + B (4 bits: 4096^2 / 2 = 8388608 B each; 6 bits: 12582912 B
//           each) + C read and written (f32: 2 x 67108864 B)
//         f4: 2 x 8388608 + 134217728 = 150994944
//         f6: 2 x 12582912 + 134217728 = 159383552
//
// b200: fp4_tc 9000, fp8_tc 4500 TFLOPS, DRAM 7700 GB/s, launch 3 us
//   f4: compute 137438953472 / 9000e12 = 1.527099e-5 < DRAM 150994944 /
//       7700e9 = 1.960973e-5: memory, 1.960973e-5 + 3e-6 = 2.260973e-05
//       (at the FP8 rate it would be compute-bound, 3.354199e-05)
//   f6: compute 137438953472 / 4500e12 = 3.054199e-5 > 159383552 / 7700e9 =
//       2.069916e-5: compute, 3.354199e-05
// h100 (no fp4_tc): f4 on fp8_tc 1978.9 (the remark names the class the
//   work runs on): 137438953472 / 1978.9e12 =
//   6.945220e-5 > 150994944 / 3350e9 = 4.507312e-5: compute, 7.245220e-05
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=b200 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=B200
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=H100

// B200: flops=137438953472 bytes=150994944 {{.*}} class=fp4_tc bound=memory time=2.260973e-05
// B200: flops=137438953472 bytes=159383552 {{.*}} class=fp8_tc bound=compute time=3.354199e-05
// H100: flops=137438953472 bytes=150994944 {{.*}} class=fp8_tc bound=compute time=7.245220e-05

func.func @f4(%a: tensor<4096x4096xf4E2M1FN>, %b: tensor<4096x4096xf4E2M1FN>,
              %c: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xf4E2M1FN>, tensor<4096x4096xf4E2M1FN>)
                     outs(%c : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}

func.func @f6(%a: tensor<4096x4096xf6E3M2FN>, %b: tensor<4096x4096xf6E3M2FN>,
              %c: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xf6E3M2FN>, tensor<4096x4096xf6E3M2FN>)
                     outs(%c : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}
