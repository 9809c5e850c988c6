// precision=tf32 marks a compute-bound f32 contraction; the mark is priced
// on the kernels of the pass's mode like every decision (ModePricing.cpp,
// priceConfigInMode): in mode=compiled the kernel the analysis makes of the
// matmul, its folded fill and its relu epilogue, with and without TF32; in
// mode=eager the matmul alone. A100 DRAM-only roofline (hierarchy=false):
// fp32 19.5 TF, TF32 tensor cores 156 TF, DRAM 1555 GB/s, launch 3 us.
// RUN: roofline-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false fuse=false tile=false precision=tf32 remarks=all})' \
// RUN:   | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false fuse=false tile=false precision=tf32 mode=eager remarks=all})' \
// RUN:   | FileCheck %s --check-prefix=EAGER
//
// 512^3 f32 matmul, 2 x 512^3 = 268435456 FLOPs, then a relu (262144 FLOPs).
// mode=eager, the matmul alone (its fill a kernel of its own): reads A, B
// and the accumulator and writes C, 4 x 1048576 = 4194304 B = 2.697301 us;
// fp32 268435456 / 19.5e12 = 13.766 us: 16.766 us; TF32 268435456 / 156e12
// = 1.7207 us, now below the DRAM time: 2.697301 + 3 = 5.6973 us.
// EAGER: remark: roofline-optimize: precision: marked for tf32: predicted 1.6766e-05 s -> 5.6973e-06 s
// mode=compiled, one kernel: the fill folded (the accumulator is not read),
// the relu in registers: reads A and B, writes the result, 3145728 B =
// 2.022976 us; 268697600 FLOPs: fp32 13.779 us + 3 us = 16.779 us; TF32
// 268697600 / 156e12 = 1.7224 us, below the DRAM time: 5.0230 us.
// COMPILED: remark: roofline-optimize: precision: marked for tf32: predicted 1.6779e-05 s -> 5.0230e-06 s for the kernels it changes in mode=compiled
func.func @mm_relu(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %c0 = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %f = linalg.fill ins(%c0 : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %m = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%f : tensor<512x512xf32>) -> tensor<512x512xf32>
  %e2 = tensor.empty() : tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%m : tensor<512x512xf32>) outs(%e2 : tensor<512x512xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z = arith.maximumf %x, %c0 : f32
    linalg.yield %z : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
