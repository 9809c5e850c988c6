// A convolution's per-channel bias, as importers write it (a broadcast into
// the convolution's accumulator), folds in compiled and graph modes when
// every use of the convolution's result is generated code (a pointwise op or
// a reduction): Inductor peels the bias off into a pointwise add and inlines
// it into the kernels that read the result, XLA adds it in the
// convolution's epilogue (lib/CostModels/Folding.cpp, docs/model.md 1.8).
// PyTorch eager adds it in a kernel of its own after cuDNN's, and a result
// another library call reads needs the biased tensor stored: no fold.
//
// Device a100-sxm4-40gb, hierarchy=false: time = max(compute, DRAM) +
// launch; fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us. Sizes, f32: x 1x16x18x18
// = 20736 B, the filter 32x16x3x3 = 18432 B, the bias 32 x 4 = 128 B, the
// output 1x32x16x16 = 32768 B; the convolution 2 x 8192 x 16 x 9 = 2359296
// FLOPs, the ReLU 8192.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb library-epilogues=separate emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEPARATE
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefix=JSON

// @conv_relu. Compiled (epilogues fused): the bias folds (0 B); the
// convolution and its ReLU are one kernel reading x, the filter and the bias
// vector and writing the ReLU's output: 20736 + 18432 + 128 + 32768 = 72064
// B; (2359296 + 8192) / 19.5e12 = 1.21410e-7 s > 72064 / 1555e9: 3.121410e-6
// with the launch. Before the fold it wrote the broadcast (32896 B, a
// kernel) and read it back as the accumulator (104704 B).
// COMPILED: conv_bias_fold.mlir:54:11: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: conv_bias_fold.mlir:60:8: remark: roofline: flops=2359296 bytes=72064 {{.*}} time=3.121410e-06
// With separate epilogues (torch.compile's default: cuDNN fuses nothing)
// the convolution writes its output: 72064 B too, the ReLU a kernel of its
// own reading and writing 32768 B each: 65536 B.
// SEPARATE: conv_bias_fold.mlir:54:11: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// SEPARATE: conv_bias_fold.mlir:60:8: remark: roofline: flops=2359296 bytes=72064
// SEPARATE: remark: roofline: flops=8192 bytes=65536
// Eager: the broadcast is a kernel (128 B read, 32768 B written: 32896 B)
// and the convolution reads it as its accumulator: 20736 + 18432 + 32768 +
// 32768 = 104704 B.
// EAGER: conv_bias_fold.mlir:54:11: remark: roofline: flops=0 bytes=32896
// EAGER: conv_bias_fold.mlir:60:8: remark: roofline: flops=2359296 bytes=104704
// EAGER: remark: roofline: flops=8192 bytes=65536
// JSON: "function": "conv_relu"
// JSON: "folded_into": 1
// The saved reads: 32768 B of accumulator less the 128 B vector.
// JSON: "32640 bytes of reads saved by the ops folded into it ({{.*}}, a bias read as a vector)"
// The fused kernel's values on chip: the convolution's whole output,
// written and read (32768 x 2), though its footprint counts the bias.
// JSON: 65536 bytes of values produced and consumed in the kernel stay in registers

#bias = affine_map<(n, c, h, w) -> (c)>
#id = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @conv_relu(%x: tensor<1x16x18x18xf32>, %f: tensor<32x16x3x3xf32>,
                     %b: tensor<32xf32>) -> tensor<1x32x16x16xf32> {
  %e = tensor.empty() : tensor<1x32x16x16xf32>
  %bias = linalg.generic {indexing_maps = [#bias, #id],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<32xf32>) outs(%e : tensor<1x32x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x32x16x16xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %f : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>)
                                outs(%bias : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {indexing_maps = [#id, #id],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c : tensor<1x32x16x16xf32>) outs(%e : tensor<1x32x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x32x16x16xf32>
  return %r : tensor<1x32x16x16xf32>
}

// @conv_into_conv, compiled: the convolution's result feeds another
// convolution, a library call that reads it from memory, so the biased
// tensor is stored: the broadcast stays a kernel (32896 B) and the first
// convolution reads it as its accumulator (104704 B).
// COMPILED: conv_bias_fold.mlir:82:11: remark: roofline: flops=0 bytes=32896
// COMPILED: conv_bias_fold.mlir:88:8: remark: roofline: flops=2359296 bytes=104704
func.func @conv_into_conv(%x: tensor<1x16x18x18xf32>, %f: tensor<32x16x3x3xf32>,
                          %b: tensor<32xf32>, %g: tensor<8x32x1x1xf32>) -> tensor<1x8x16x16xf32> {
  %e = tensor.empty() : tensor<1x32x16x16xf32>
  %bias = linalg.generic {indexing_maps = [#bias, #id],
      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%b : tensor<32xf32>) outs(%e : tensor<1x32x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<1x32x16x16xf32>
  %c = linalg.conv_2d_nchw_fchw ins(%x, %f : tensor<1x16x18x18xf32>, tensor<32x16x3x3xf32>)
                                outs(%bias : tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<1x8x16x16xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %d = linalg.conv_2d_nchw_fchw ins(%c, %g : tensor<1x32x16x16xf32>, tensor<8x32x1x1xf32>)
                                outs(%z : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  return %d : tensor<1x8x16x16xf32>
}
