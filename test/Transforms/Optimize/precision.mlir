// Precision lowering is opt-in (precision=tf32|bf16|f16) and decided by the
// model on the A100 (fp32 19.5 TF, bf16/tf32 tensor cores 312/156 TF, DRAM
// 1555 GB/s, launch 3 us).
//
// Without the option nothing changes precision:
// RUN: roofline-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false emit-remarks=false})' \
// RUN:   | FileCheck %s --check-prefix=KEEP
// KEEP-NOT: bf16
// KEEP-NOT: roofline.precision
//
// RUN: roofline-opt %s --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false precision=bf16 remarks=all})'
// RUN: roofline-opt %s -o %t.bf16.mlir \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false precision=bf16 emit-remarks=false})'
// RUN: FileCheck %s --check-prefix=BF16 < %t.bf16.mlir
// The lowered matmul runs on the bf16 tensor-core class:
// RUN: roofline-opt %t.bf16.mlir -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   | FileCheck %s --check-prefix=CLASS
// RUN: roofline-opt %s -o - \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb tile=false precision=tf32 emit-remarks=false})' \
// RUN:   | FileCheck %s --check-prefix=TF32
// RUN: not roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb precision=fp8})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD
// BAD: for the --precision option: Cannot find option named 'fp8'!

// 512^3 f32 matmul, compute-bound: the analysis predicts 17.5187 us (2^28
// FLOPs on the fp32 units, 13.77 us before wave quantisation, + launch).
// With bf16 inputs: two truncations, each reading 512x512 f32 and writing
// bf16: 1572864 B / 1.555e12 = 1.011486 us + 3 us = 4.011486 us; the bf16
// matmul on tensor cores: 5.0230 us (the analysis of the lowered IR, CLASS
// below). After = 2 x 4.011486 + 5.0230 = 13.046 us: faster, applied.
// (Each decision is priced on the kernels of the pass's mode, compiled:
// here the same numbers, as the truncations read function arguments, which
// no producer fuses with, and nothing consumes the matmul.)
// With tf32 (no IR change but the mark): 5.9037 us.
// BF16-LABEL: func.func @mm512
// BF16-COUNT-2: arith.truncf {{.*}} : f32 to bf16
// BF16:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins({{.*}} : tensor<512x512xbf16>, tensor<512x512xbf16>) outs({{.*}} : tensor<512x512xf32>)
// CLASS:        "op": "linalg.matmul",
// CLASS:        "function": "mm512",
// CLASS:        "compute_class": "bf16_tc",
// CLASS:        "time_s": 5.0229{{[0-9]*}}e-06,
// TF32-LABEL: func.func @mm512
// TF32:         linalg.matmul {roofline.precision = #roofline.precision<tf32>} ins({{.*}} : tensor<512x512xf32>, tensor<512x512xf32>)
func.func @mm512(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>, %c: tensor<512x512xf32>) -> tensor<512x512xf32> {
  // expected-remark @below {{roofline-optimize: precision: bf16 inputs with f32 accumulation: predicted 1.7519e-05 s -> 1.3046e-05 s for the kernels it changes in mode=compiled}}
  %m = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %m : tensor<512x512xf32>
}

// 128^3, compute-bound (3.3630 us) but small: the two truncations cost a
// launch each (128x128 x 6 B = 98304 B: 3.063218 us each) and the bf16
// matmul 3.1265 us: 9.2529 us, slower: kept. TF32 (3.1686 us) is faster.
// BF16-LABEL: func.func @mm128
// BF16-NOT:     bf16
// BF16:         return
// TF32-LABEL: func.func @mm128
// TF32:         roofline.precision = #roofline.precision<tf32>
func.func @mm128(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  // expected-remark @below {{roofline-optimize: precision kept: not faster: truncating the activations (inputs #0, #1) costs more than the tensor cores save (bf16 inputs predicted 3.3630e-06 s -> 9.2529e-06 s for the kernels it changes in mode=compiled)}}
  %m = linalg.matmul ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %m : tensor<128x128xf32>
}

// 1024x1024x16: 33554432 FLOPs over 8519680 B (the 4 MiB output read and
// written) = 3.9 FLOP/B, below the fp32 ridge (12.5): memory-bound,
// 5.478894 + 3 = 8.4789 us. tf32 would not help (same bytes). bf16 is tried
// (16-bit inputs move fewer bytes): truncating a and b, 98,304 B each,
// 0.063218 + 3 us apiece; the bf16 matmul moves 65,536 + 8,388,608 B:
// 5.436749 + 3 us; after = 14.5632 us: not faster, kept: its inputs are
// activations (no weight-args), whose truncation is a kernel of each run.
// BF16-LABEL: func.func @thin
// BF16-NOT:     bf16
// TF32-LABEL: func.func @thin
// TF32-NOT:     roofline.precision
func.func @thin(%a: tensor<1024x16xf32>, %b: tensor<16x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline-optimize: precision kept: not faster: memory-bound on activations (inputs #0, #1: truncating them is a kernel of each run; weights, converted ahead of time, are constants or weight-args) (bf16 inputs predicted 8.4789e-06 s -> 1.4563e-05 s for the kernels it changes in mode=compiled)}}
  %m = linalg.matmul ins(%a, %b : tensor<1024x16xf32>, tensor<16x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %m : tensor<1024x1024xf32>
}
