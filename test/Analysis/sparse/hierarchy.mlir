// The hierarchical model (docs/model.md 4) sees a 2:4 operand through its
// GEMM view: FLOPs per multiply-accumulate 1 (the kept products over
// M N K), and A staged and fetched at 9 bits per element.
// A100: fp16_tc 312 TF, 108 SMs, L2 40 MB, launch 3 us.
//
// RUN: roofline-opt %s --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb emit-remarks annotate=false})'
// RUN: roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json})' \
// RUN:   | FileCheck %s

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// 1024^3 fp16, A 2:4. The model picks a 128 x 128 x 16 tile: 8 x 8 = 64
// blocks, one wave on 108 SMs.
//   compute = 1 x (128 x 128 x 1024 x 1 FLOP) / (312e12 / 108) = 5.807498e-6
//   DRAM: A 1024^2 x 9/8 = 1179648, B 2097152, C read and written 4194304:
//         7471104 (all of it fits L2: each moved once), 4.804568e-6
//   L2 -> shared: A read once per column of blocks, 8 x 1179648 = 9437184;
//         B once per row of blocks, 8 x 2097152 = 16777216; C 4194304:
//         30408704
//   time = 5.807498e-6 + 3e-6 = 8.807498e-6, compute-bound
// CHECK: "l2": 30408704,
// CHECK: "compute_time_s": 5.80749784
// CHECK: "bm": 128,
// CHECK-NEXT: "bn": 128,
func.func @sparse(%a: tensor<1024x1024xf16, #NV_24>, %b: tensor<1024x1024xf16>,
                  %c: tensor<1024x1024xf16>) -> tensor<1024x1024xf16> {
  // expected-remark @below {{roofline: flops=1073741824 bytes=7471104 intensity=143.72 class=fp16_tc bound=compute time=8.807498e-06}}
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf16, #NV_24>, tensor<1024x1024xf16>)
                     outs(%c : tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
  return %0 : tensor<1024x1024xf16>
}
