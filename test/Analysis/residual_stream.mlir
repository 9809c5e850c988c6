// A row kernel never reads its own output back (FusionGroups.cpp,
// readsLaterValue). The residual stream of a transformer: r1 = x + y feeds
// a row statistic and the normalising op (one row kernel, docs/model.md
// 1.8), a matmul reads the normalised rows, and r2 = r1 + matmul. r1's
// users are all of its space, so the row rule would also take r2 into the
// row kernel; but r2 reads the matmul, which reads the row kernel: that
// kernel would wait for itself, and no compiler builds it. r2 is refused
// there and fuses as the matmul's epilogue instead.
//
// Device a100-sxm4-40gb, hierarchy=false: time = max(compute, DRAM) +
// 3 us launch, DRAM 1555 GB/s, FP32 19.5 TFLOP/s. Tensors 64 x 256 f32 =
// 65536 B; w 256 x 256 f32 = 262144 B.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s
// The pass prices decisions near it on the same kernels: none is taken and
// the function is not predicted slower after it (no warning).
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-optimize{hierarchy=false device=a100-sxm4-40gb tile=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT

// The row kernel, the sum's record: reads x and y (2 x 65536 B), writes r1
// (read again by r2, outside it) and the normalised rows (2 x 65536 B):
// 262144 B, 3 us + 262144 / 1555e9 = 3.168581e-06 s. Its FLOPs: the sum's
// 16384 (r1's and the subtraction's 16384 each are counted in their own
// records). With r2 in it (the cyclic kernel) it moved 327680 B.
// CHECK: residual_stream.mlir:[[# @LINE + 15]]:9: remark: roofline: flops=16384 bytes=0 {{.*}} bound=none
// CHECK: residual_stream.mlir:[[# @LINE + 23]]:10: remark: roofline: flops=16384 bytes=262144 {{.*}} time=3.168581e-06
// The matmul with r2 as its epilogue: reads the normalised rows (65536 B),
// w (262144 B) and r1 (65536 B), writes r2 (65536 B): 458752 B =
// 0.295 us; 2 x 64 x 256 x 256 = 8388608 FLOPs + r2's 16384 = 8404992 /
// 19.5e12 = 0.431025 us of compute: 3.431025e-06 s. The fill folds. Alone
// (r2 in the row kernel) it moved 393216 B.
// CHECK: residual_stream.mlir:[[# @LINE + 30]]:8: remark: roofline: flops=8388608 bytes=458752 {{.*}} time=3.431025e-06
// CHECK: residual_stream.mlir:[[# @LINE + 30]]:9: remark: roofline: flops=16384 bytes=0 {{.*}} bound=none
// OPT-NOT: predicted slower after the pass
// OPT-NOT: roofline-optimize: fused
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @stream(%x: tensor<64x256xf32>, %y: tensor<64x256xf32>, %w: tensor<256x256xf32>) -> tensor<64x256xf32> {
  %e = tensor.empty() : tensor<64x256xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%r1 : tensor<64x256xf32>) outs(%f1 : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %n = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r1, %sum : tensor<64x256xf32>, tensor<64xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e : tensor<64x256xf32>) -> tensor<64x256xf32>
  %m = linalg.matmul ins(%n, %w : tensor<64x256xf32>, tensor<256x256xf32>) outs(%f2 : tensor<64x256xf32>) -> tensor<64x256xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%r1, %m : tensor<64x256xf32>, tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<64x256xf32>
  return %r2 : tensor<64x256xf32>
}
