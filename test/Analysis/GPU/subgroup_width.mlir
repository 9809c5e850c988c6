// The device's subgroup width (docs/devices.md, "Wavefronts, LDS and tensor
// memory"): 32 threads per warp on an H100, 64 per wavefront on an MI300X
// (subgroup_size). Subgroup ops run once per subgroup, so the same kernel
// issues different traffic and work on the two.
//
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=h100-sxm5-80gb hierarchy=false annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=WARP32
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=mi300x hierarchy=false annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=WAVE64

// The 64x64x64 f16 wmma matmul of wmma.mlir, blocks of 64 threads: grid 4x4,
// every subgroup of a block loads the block's 16x16 C tile, 4 K tiles of A
// and B fragments (512 B each), and stores C. Per subgroup: 4 x 2 x 512 B +
// 2 x 512 B = 5120 B issued, 4 x 2 x 16^3 = 32768 FLOPs.
//   H100: 2 warps per block, 32 warps: 163840 B issued, 1048576 FLOPs.
//   MI300X: 1 wavefront per block, 16: 81920 B issued, 524288 FLOPs.
// The unique DRAM bytes (A, B, C read, C written) are 32768 on both.
// WARP32:        "active_threads": 1024,
// WARP32-NEXT:   "unique_dram_bytes": 32768,
// WARP32-NEXT:   "issued_global_bytes": 163840,
// WARP32:        "tensor_core_flops": 1048576,
// WAVE64:      "active_threads": 1024,
// WAVE64-NEXT: "unique_dram_bytes": 32768,
// WAVE64-NEXT: "issued_global_bytes": 81920,
// WAVE64:      "tensor_core_flops": 524288,
module attributes {gpu.container_module} {
  func.func @host(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@mm blocks in (%c4, %c4, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64x64xf16>, %b : memref<64x64xf16>, %c : memref<64x64xf16>)
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

// -----

// The same kernel in blocks of 32 threads (wmma.mlir's launch): one warp per
// block on the H100; on the MI300X one wavefront with 32 of its 64 lanes
// live, which still executes each subgroup op once. 16 subgroups on both:
// 81920 B issued, 524288 FLOPs (not 512 / 64 = 8 wavefronts' worth).
// WARP32:        "active_threads": 512,
// WARP32-NEXT:   "unique_dram_bytes": 32768,
// WARP32-NEXT:   "issued_global_bytes": 81920,
// WARP32:        "tensor_core_flops": 524288,
// WAVE64:      "active_threads": 512,
// WAVE64-NEXT: "unique_dram_bytes": 32768,
// WAVE64-NEXT: "issued_global_bytes": 81920,
// WAVE64:      "tensor_core_flops": 524288,
module attributes {gpu.container_module} {
  func.func @host(%a: memref<64x64xf16>, %b: memref<64x64xf16>, %c: memref<64x64xf16>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c32 = arith.constant 32 : index
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

// -----

// A subgroup reduction combines in log2(subgroup) steps per thread: one
// block of 64 threads, 64 x log2(32) = 320 FLOPs on the H100, 64 x log2(64)
// = 384 on the MI300X.
// WARP32:   "flops": 320,
// WAVE64: "flops": 384,
module attributes {gpu.container_module} {
  func.func @host(%a: memref<64xf32>, %o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c64 = arith.constant 64 : index
    gpu.launch_func @kernels::@red blocks in (%c1, %c1, %c1) threads in (%c64, %c1, %c1) args(%a : memref<64xf32>, %o : memref<64xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @red(%a: memref<64xf32>, %o: memref<64xf32>) kernel {
      %t = gpu.thread_id x
      %v = memref.load %a[%t] : memref<64xf32>
      %r = gpu.subgroup_reduce add %v : (f32) -> f32
      memref.store %r, %o[%t] : memref<64xf32>
      gpu.return
    }
  }
}
