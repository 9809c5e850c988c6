// A reduction's epilogue (docs/model.md 1.8, "Fused kernels"): a pointwise
// op over the reduction's output, element for element, runs in the
// reduction's kernel before its store, as Inductor fuses a mean's division
// (triton_per_fused_mean_0: tl.sum, then the division, one store) and ATen's
// mean divides in its reduce kernel (MeanOps). An op over the reduction's
// input space (a broadcast of the result) still starts a kernel of its own.
// Eager mode joins only within one roofline.framework_kernel mark (the
// importer marks a mean's sum and division "mean#<n>").
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us.
// hierarchy=false: time = max(compute, DRAM) + launch.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER

// @mean: a row sum of 4096 x 16384 f32 (a 64 KiB row: no row kernel) and its
// division by 16384. The sum: 67108864 FLOPs, x 268435456 B read and its
// 16384 B written (the fill folded): DRAM 268451840 / 1555e9 = 1.726378e-4 >
// compute 3.44e-6, + 3 us = 1.756378e-4. The division alone: 4096 FLOPs,
// 2 x 16384 B: 2.107e-8 + 3 us = 3.021073e-6.
// Compiled: one kernel, the sum's record: it reads x and writes the quotient
// (268435456 + 16384 = 268451840 B, the sum never stored), (67108864 + 4096)
// / 19.5e12 = 3.44e-6 of compute: 1.756378e-4. The division: 0 B, bound none.
// COMPILED: reduction_epilogue.mlir:51:10: remark: roofline: flops=67108864 bytes=268451840 {{.*}} time=1.756378e-04
// COMPILED: reduction_epilogue.mlir:57:11: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none
// Eager: the two carry one mark, so one kernel too.
// EAGER: reduction_epilogue.mlir:51:10: remark: roofline: flops=67108864 bytes=268451840 {{.*}} time=1.756378e-04
// EAGER: reduction_epilogue.mlir:57:11: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none

// @center: the same mean, unmarked, then x - mean over 4096 x 16384.
// Compiled: the division joins the sum (the sum's only user), the subtract
// (the input's space) does not: it reads x 268435456 + the mean 16384 and
// writes 268435456 = 536887296 B: 3.452651e-4 + 3 us = 3.482651e-4.
// COMPILED: reduction_epilogue.mlir:72:10: remark: roofline: flops=67108864 bytes=268451840 {{.*}} time=1.756378e-04
// COMPILED: reduction_epilogue.mlir:78:11: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none
// COMPILED: reduction_epilogue.mlir:84:8: remark: roofline: flops=67108864 bytes=536887296 {{.*}} time=3.482651e-04
// Eager, unmarked: the division is a kernel of its own.
// EAGER: reduction_epilogue.mlir:72:10: remark: roofline: flops=67108864 bytes=268451840 {{.*}} time=1.756378e-04
// EAGER: reduction_epilogue.mlir:78:11: remark: roofline: flops=4096 bytes=32768 {{.*}} time=3.021073e-06
// EAGER: reduction_epilogue.mlir:84:8: remark: roofline: flops=67108864 bytes=536887296 {{.*}} time=3.482651e-04

#id = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
#v = affine_map<(d0) -> (d0)>

func.func @mean(%x: tensor<4096x16384xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 16384.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %sum = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"], roofline.framework_kernel = "mean#1"}
      ins(%x : tensor<4096x16384xf32>) outs(%init : tensor<4096xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"], roofline.framework_kernel = "mean#1"}
      ins(%sum : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<4096xf32>
  return %mean : tensor<4096xf32>
}

func.func @center(%x: tensor<4096x16384xf32>) -> tensor<4096x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 16384.0 : f32
  %e = tensor.empty() : tensor<4096xf32>
  %e2 = tensor.empty() : tensor<4096x16384xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32>
  %sum = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4096x16384xf32>) outs(%init : tensor<4096xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  %mean = linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%sum : tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<4096xf32>
  %c = linalg.generic {indexing_maps = [#id, #red, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean : tensor<4096x16384xf32>, tensor<4096xf32>) outs(%e2 : tensor<4096x16384xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<4096x16384xf32>
  return %c : tensor<4096x16384xf32>
}
