// sparsity-whatif=2:4: which contractions would gain from 2:4 weights,
// predicted before and after, never applied (docs/passes.md). A weight is a
// constant or an argument marked roofline.weight (weight-args=1: argument
// #1 of every function). A100, DRAM-only roofline (hierarchy=false): fp32
// 19.5 TF, fp16_tc 312 TF, sparsity_factor 2, DRAM 1555 GB/s, launch 3 us;
// a 2:4 fp16 weight is 9 bits per element and halves the FLOPs
// (docs/model.md 1.10).
//
// RUN: roofline-opt %s --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false fuse=false tile=false weight-args=1 sparsity-whatif=2:4 remarks=all})'
//
// The summary remark, the JSON summary, and the output (unchanged).
// RUN: roofline-opt %s -o %t.mlir 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false fuse=false tile=false weight-args=1 sparsity-whatif=2:4 format=json report-file=%t.json})' \
// RUN:   | FileCheck %s --check-prefix=SUMMARY
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// IR-NOT: sparse_tensor
// IR-NOT: unrealized_conversion_cast
//
// Off by default, and any other pattern is an error.
// RUN: roofline-opt %s -o /dev/null --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false fuse=false tile=false weight-args=1 format=json})' \
// RUN:   | FileCheck %s --check-prefix=OFF
// OFF-NOT: sparsity_whatif
// RUN: not roofline-opt %s -o /dev/null --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb sparsity-whatif=1:3})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// BAD: error: roofline-optimize: sparsity-whatif: '1:3' is not 'none' or '2:4'

// Two ops gain (@constant's 0.08% is below the pass's 1% threshold):
// 2.47048e-5 + 4.43506e-4 = 4.6821e-4 s before, 1.52643e-5 + 2.23254e-4 =
// 2.3852e-4 s with 2:4 weights.
// SUMMARY: remark: roofline-optimize: sparsity what-if (2:4 weights, not applied): 2 of 4 ops with a weight would gain: predicted 4.6821e-04 s -> 2.3852e-04 s for them

// Decode, memory-bound: W (K x N, argument #1) 2:4 along K, its dim 0.
//   before: 2 x 8 x 4096^2 = 268435456 FLOPs; W 33554432 + x 65536 + C
//           read and written 131072 = 33751040 bytes: 2.170485e-5 + 3e-6
//   after:  W 4096^2 x 9/8 = 18874368: 19070976 bytes, 1.526429e-5
// JSON: "sparsity_whatif": [
// JSON: "after": {
// JSON-NEXT: "dram_bytes": 19070976,
// JSON-NEXT: "time_s": 1.52642932
// JSON: "before": {
// JSON-NEXT: "dram_bytes": 33751040,
// JSON-NEXT: "time_s": 2.47048488
// JSON: "dim": 0,
// JSON-NEXT: "function": "decode",
// JSON-NEXT: "gains": true,
// JSON: "weight_operand": 1
func.func @decode(%x: tensor<8x4096xf16>, %w: tensor<4096x4096xf16>,
                  %c: tensor<8x4096xf16>) -> tensor<8x4096xf16> {
  // expected-remark @below {{roofline-optimize: sparsity what-if: weight #1 2:4 along dim 0: would gain: predicted 2.4705e-05 s -> 1.5264e-05 s, DRAM 33751040 -> 19070976 bytes (not applied)}}
  %0 = linalg.matmul ins(%x, %w : tensor<8x4096xf16>, tensor<4096x4096xf16>)
                     outs(%c : tensor<8x4096xf16>) -> tensor<8x4096xf16>
  return %0 : tensor<8x4096xf16>
}

// Compute-bound 4096^3: the kept products at the dense peak, half the time.
//   before: 137438953472 FLOPs / 312e12 + 3e-6 = 4.4351e-4
//   after:  68719476736 FLOPs / 312e12 + 3e-6 = 2.2325e-4; bytes
//           A 33554432 + W 18874368 + C 67108864 = 119537664
func.func @prefill(%x: tensor<4096x4096xf16>, %w: tensor<4096x4096xf16>,
                   %c: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  // expected-remark @below {{roofline-optimize: sparsity what-if: weight #1 2:4 along dim 0: would gain: predicted 4.4351e-04 s -> 2.2325e-04 s, DRAM 134217728 -> 119537664 bytes (not applied)}}
  %0 = linalg.matmul ins(%x, %w : tensor<4096x4096xf16>, tensor<4096x4096xf16>)
                     outs(%c : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}

// A constant weight, launch-bound: 3.0211e-6 -> 3.0188e-6 (its bytes, 32768
// -> 4608 + 3 x 8192 = 29184, are all that change beside the launch): a
// 0.08% gain, below the 1% threshold (kMinGainFraction): no gain.
func.func @constant(%x: tensor<64x64xf16>, %c: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %w = arith.constant dense<1.0> : tensor<64x64xf16>
  // expected-remark @below {{roofline-optimize: sparsity what-if: weight #1 2:4 along dim 0: would not gain: not faster (predicted 3.0211e-06 s -> 3.0188e-06 s, DRAM 32768 -> 29184 bytes)}}
  %0 = linalg.matmul ins(%x, %w : tensor<64x64xf16>, tensor<64x64xf16>)
                     outs(%c : tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}

// f32 runs on the CUDA cores (fp32), which have no sparse mode: the 2:4
// weight is costed dense, no gain (2 x 256^3 / 19.5e12 + 3e-6 = 4.7207e-6).
// JSON: "function": "f32",
// JSON-NEXT: "gains": false,
// JSON: "why": "costed dense: the op runs on fp32, which has no sparse tensor cores (they take fp16, bf16, fp8 and int8 at 2:4, tf32 at 1:2)"
func.func @f32(%x: tensor<256x256xf32>, %w: tensor<256x256xf32>,
               %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  // expected-remark @below {{roofline-optimize: sparsity what-if: weight #1 2:4 along dim 0: would not gain: costed dense: the op runs on fp32, which has no sparse tensor cores (they take fp16, bf16, fp8 and int8 at 2:4, tf32 at 1:2) (predicted 4.7207e-06 s -> 4.7207e-06 s, DRAM 1048576 -> 1048576 bytes)}}
  %0 = linalg.matmul ins(%x, %w : tensor<256x256xf32>, tensor<256x256xf32>)
                     outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// No weight among the inputs (argument #0 twice): no row.
func.func @activations(%x: tensor<64x64xf16>, %c: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %0 = linalg.matmul ins(%x, %x : tensor<64x64xf16>, tensor<64x64xf16>)
                     outs(%c : tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0 : tensor<64x64xf16>
}
