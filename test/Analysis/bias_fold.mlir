// A linear layer's bias, as importers write it (a broadcast into the GEMM's
// accumulator), is added in the GEMM's epilogue in every mode
// (lib/CostModels/Folding.cpp, docs/model.md 1.8): PyTorch's addmm passes a
// 1-D bias to cuBLASLt's bias epilogue, Inductor and XLA fuse it.
//
// Device a100-sxm4-40gb, hierarchy=false: time = max(compute, DRAM) +
// launch; fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=JSON
// A framework before PyTorch 1.12 (gemm_bias_epilogue = false in its
// profile) copies the bias into the output, a kernel, and runs the GEMM with
// beta = 1: the bias op writes 1048576 B and reads 4096: 1052672 B / 1555
// GB/s = 0.676959 us + 3 us = 3.676959e-6; the matmul reads the whole
// accumulator, 4718592 B, 1.676592e-5 (lines one down: the module line).
// RUN: sed -e '1i module attributes {roofline.framework = {name = "pytorch-1.9", source = "a test", elementwise_us = 0.0 : f64, reduction_us = 0.0 : f64, library_call_us = 0.0 : f64, view_us = 0.0 : f64, gemm_bias_epilogue = false}} {' -e '$a }' %s > %t.old.mlir
// RUN: roofline-opt %t.old.mlir --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: :43:11: remark: roofline: flops=0 bytes=1052672 intensity=0.00 class=fp32 bound=launch time=3.676959e-06 binds=launch
// OLD: :50:8: remark: roofline: flops=268435456 bytes=4718592 intensity=56.89 class=fp32 bound=compute time=1.676592e-05 binds=compute
// RUN: sed 's/gemm_bias_epilogue = false/gemm_bias_epilogue = 1 : i32/' %t.old.mlir > %t.bad.mlir
// RUN: not roofline-opt %t.bad.mlir --analyze --device=a100-sxm4-40gb --mode=eager 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: roofline.framework: field 'gemm_bias_epilogue': expected true or false

// x (256x512) times w (512x1024), f32, plus a bias of 1024 along N.
// The broadcast is folded in both modes: no kernel, 0 B, 0 s.
// The matmul: 2 x 256 x 1024 x 512 = 268435456 FLOPs; A 524288 + B 2097152
//   + the bias vector 1024 x 4 = 4096 (read, not the 1048576 B accumulator)
//   + C written 1048576 = 3674112 B (73.06 FLOP/B); compute 2.68435456e11 /
//   19.5e12 = 1.376592e-5 s > DRAM 2.3627e-6: 1.376592e-5 + 3e-6 launch =
//   1.676592e-5.
// EAGER: bias_fold.mlir:42:11: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// EAGER: bias_fold.mlir:49:8: remark: roofline: flops=268435456 bytes=3674112 intensity=73.06 class=fp32 bound=compute time=1.676592e-05 binds=compute
// COMPILED: bias_fold.mlir:42:11: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// COMPILED: bias_fold.mlir:49:8: remark: roofline: flops=268435456 bytes=3674112 intensity=73.06 class=fp32 bound=compute time=1.676592e-05 binds=compute
// JSON: "folded_into": 1
// The saved reads: 1048576 B of accumulator less the 4096 B vector.
// JSON: "1044480 bytes of reads saved by the ops folded into it ({{.*}}, a bias read as a vector)"
func.func @linear(%x: tensor<256x512xf32>, %w: tensor<512x1024xf32>,
                  %b: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %e = tensor.empty() : tensor<256x1024xf32>
  %bias = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%x, %w : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%bias : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %m : tensor<256x1024xf32>
}


// A vector along M (one value per row) is no bias epilogue cuBLASLt takes
// (PyTorch's addmm requires bias length N): the broadcast stays a kernel in
// eager mode, reading 256 x 4 = 1024 B and writing 1048576 B: 1049600 B /
// 1555 GB/s = 0.674984 us + 3 us = 3.674984e-6; the matmul reads the whole
// accumulator: 3674112 - 4096 + 1048576 = 4718592 B, 1.676592e-5.
// EAGER: bias_fold.mlir:65:11: remark: roofline: flops=0 bytes=1049600 intensity=0.00 class=fp32 bound=launch time=3.674984e-06 binds=launch
// EAGER: bias_fold.mlir:72:8: remark: roofline: flops=268435456 bytes=4718592 intensity=56.89 class=fp32 bound=compute time=1.676592e-05 binds=compute
func.func @row_vector(%x: tensor<256x512xf32>, %w: tensor<512x1024xf32>,
                      %b: tensor<256xf32>) -> tensor<256x1024xf32> {
  %e = tensor.empty() : tensor<256x1024xf32>
  %bias = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<256xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%x, %w : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%bias : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %m : tensor<256x1024xf32>
}

// @linear_relu, compiled: the folded bias and the ReLU in the GEMM's
// epilogue make one kernel reading A, B and the bias vector and writing the
// ReLU's output: 524288 + 2097152 + 4096 + 1048576 = 3674112 B, as the
// linear layer alone. The GEMM's output stays on chip whole (1048576 B
// written and read), though the folded bias shrank its accumulator's
// footprint to the vector (it was counted as 4096 B, and the kernel moved
// 4718592 B).
// COMPILED: bias_fold.mlir:95:8: remark: roofline: flops=268435456 bytes=3674112
func.func @linear_relu(%x: tensor<256x512xf32>, %w: tensor<512x1024xf32>,
                  %b: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %e = tensor.empty() : tensor<256x1024xf32>
  %bias = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%b : tensor<1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%x, %w : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%bias : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %zero = arith.constant 0.0 : f32
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %v = arith.maximumf %in, %zero : f32
    linalg.yield %v : f32
  } -> tensor<256x1024xf32>
  return %r : tensor<256x1024xf32>
}
