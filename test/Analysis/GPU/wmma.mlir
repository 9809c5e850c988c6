// A 64x64x64 f16 matmul on tensor cores through gpu.subgroup_mma ops: grid
// 4x4 blocks of one warp (32 threads); each warp owns a 16x16 C tile and
// loops over 4 K tiles. Subgroup ops execute once per warp, not per thread.
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})' -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100})' \
// RUN:   | FileCheck %s --check-prefix=ATTR
//
//   FLOPs  = 16 warps x 4 K tiles x 2 x 16^3              = 524288 (fp16_tc)
//   DRAM   = A, B, C read and C written, 64x64x2 B each   = 32768 B
//   issued = A and B fragments 16 x 4 x 512 B each = 65536, C load and
//            store 16 x 512 B each = 16384                 -> 81920 B
//   A100 fp16 tensor cores 312 TFLOP/s: 524288/312e12 = 1.680 ns; 32-thread
//   blocks, 32 per SM (blocks limit), 3456 per wave: / (16/3456) = 362.969
//   ns; DRAM 32768/1555e9 x 108/16 = 142.2 ns. Compute binds the work; the
//   3 us launch exceeds it: launch-bound.
module attributes {gpu.container_module} {
  func.func @host(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
    // The host-side launch carries the verdict, with both DRAM figures.
    // ATTR: gpu.launch_func @kernels::@mm
    // (kernel = [active threads, issued global bytes, shared bytes])
    // ATTR-SAME: roofline = #roofline.cost<launch, launch, fp16_tc, flops = 524288, bytes = 32768,
    // ATTR-SAME: levels = [32768, 81920, 81920], kernel = [512, 81920, 0]>
    // expected-remark @below {{roofline: flops=524288 bytes=32768 intensity=16.00 class=fp16_tc bound=launch time=3.362969e-06 binds=launch}}
    gpu.launch_func @kernels::@mm blocks in (%c4, %c4, %c1) threads in (%c32, %c1, %c1) args(%a : memref<64x64xf16>, %b : memref<64x64xf16>, %c : memref<64x64xf16>)
    return
  }
  gpu.module @kernels {
    gpu.func @mm(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf16>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %row = arith.muli %by, %c16 : index
      %col = arith.muli %bx, %c16 : index
      %c_init = gpu.subgroup_mma_load_matrix %c[%row, %col] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<16x16xf16, "COp">
      %acc = scf.for %kt = %c0 to %c4 step %c1 iter_args(%cc = %c_init) -> (!gpu.mma_matrix<16x16xf16, "COp">) {
        %k = arith.muli %kt, %c16 : index
        %fa = gpu.subgroup_mma_load_matrix %a[%row, %k] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
        %fb = gpu.subgroup_mma_load_matrix %b[%k, %col] {leadDimension = 64 : index} : memref<64x64xf16> -> !gpu.mma_matrix<16x16xf16, "BOp">
        %r = gpu.subgroup_mma_compute %fa, %fb, %cc : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf16, "COp">
        scf.yield %r : !gpu.mma_matrix<16x16xf16, "COp">
      }
      gpu.subgroup_mma_store_matrix %acc, %c[%row, %col] {leadDimension = 64 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<64x64xf16>
      gpu.return
    }
  }
}
// CHECK:      "compute_class": "fp16_tc",
// CHECK:      "kernel": {
// CHECK:        "active_threads": 512,
// CHECK-NEXT:   "unique_dram_bytes": 32768,
// CHECK-NEXT:   "issued_global_bytes": 81920,
// CHECK-NEXT:   "footprint_exact": true,
// CHECK-NEXT:   "shared_bytes": 0,
// CHECK-NEXT:   "shared_memory_per_block": 0,
// CHECK-NEXT:   "tensor_core_flops": 524288,
