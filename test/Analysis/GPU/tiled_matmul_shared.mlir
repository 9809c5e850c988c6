// A 64x64x64 f32 matmul kernel that stages 16x16 tiles of A and B in
// workgroup (shared) memory between barriers: grid 4x4 blocks of 16x16
// threads, one C element per thread, 4 K-tiles.
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})' -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s
//
// Hand derivation, 4096 threads:
//   FLOPs   = 4096 threads x 4 K-tiles x 16 x (mulf + addf) = 524288
//   DRAM (unique): A 64x64 + B 64x64 read, C 64x64 written
//           = 3 x 4096 x 4 B                              = 49152 B
//   issued global: per thread per K-tile one A and one B element
//           = 2 x 4096 x 4 x 4 B = 131072; C 4096 x 4 B = 16384
//           -> 147456 B
//   shared: stores 2 x 4096 x 4 x 4 B = 131072; loads per thread per K-tile
//           2 x 16 elements: 2 x 4096 x 4 x 16 x 4 B = 2097152
//           -> 2228224 B
//   shared memory per block = 2 tiles x 16 x 16 x 4 B = 2048 B
//   occupancy: 256 threads/block: 2048/256 = 8 blocks/SM (threads limit;
//           shared 167936/2048 = 82, blocks 32); 16 blocks < 108 SMs.
//   L2 bytes = issued 147456; L1 = issued + shared = 2375680.
//   intensity (DRAM) = 524288 / 49152 = 10.67
//   Times (A100, spec): compute 524288/19.5e12 = 26.887 ns / (16/864 wave
//   efficiency) = 1451.9 ns; L1 2375680/19492e9 = 121.9 ns x 108/16 = 822.6
//   ns; DRAM 49152/1555e9 x 6.75 = 213.4 ns; L2 147456/7219e9 x 6.75 =
//   137.9 ns; integer index math is below compute. Binds compute:
//   1451.9 ns + 3 us = 4.4519e-06 s.

module attributes {gpu.container_module} {
  func.func @host(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    // expected-remark @below {{roofline: flops=524288 bytes=49152 intensity=10.67 class=fp32 bound=launch time=4.451874e-06 binds=launch}}
    gpu.launch_func @kernels::@matmul blocks in (%c4, %c4, %c1) threads in (%c16, %c16, %c1) args(%a : memref<64x64xf32>, %b : memref<64x64xf32>, %c : memref<64x64xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @matmul(%a: memref<64x64xf32>, %b: memref<64x64xf32>, %c: memref<64x64xf32>)
        workgroup(%as: memref<16x16xf32, #gpu.address_space<workgroup>>, %bs: memref<16x16xf32, #gpu.address_space<workgroup>>)
        kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      %c16 = arith.constant 16 : index
      %zero = arith.constant 0.0 : f32
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %c0x = arith.muli %bx, %c16 : index
      %col = arith.addi %c0x, %tx : index
      %acc = scf.for %kt = %c0 to %c4 step %c1 iter_args(%sum = %zero) -> (f32) {
        %k0 = arith.muli %kt, %c16 : index
        %ka = arith.addi %k0, %tx : index
        %kb = arith.addi %k0, %ty : index
        %va = memref.load %a[%row, %ka] : memref<64x64xf32>
        memref.store %va, %as[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %vb = memref.load %b[%kb, %col] : memref<64x64xf32>
        memref.store %vb, %bs[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %k = %c0 to %c16 step %c1 iter_args(%s = %sum) -> (f32) {
          %x = memref.load %as[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %bs[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %p = arith.mulf %x, %y : f32
          %n = arith.addf %s, %p : f32
          scf.yield %n : f32
        }
        gpu.barrier
        scf.yield %part : f32
      }
      memref.store %acc, %c[%row, %col] : memref<64x64xf32>
      gpu.return
    }
  }
}
// CHECK:      "flops": 524288,
// CHECK:      "bytes": 49152,
// CHECK-NEXT: "bytes_by_level": {
// CHECK-NEXT:   "dram": 49152,
// CHECK-NEXT:   "l2": 147456,
// CHECK-NEXT:   "l1": 2375680
// CHECK:      "kernel": {
// CHECK-NEXT:   "name": "matmul",
// CHECK:        "threads": 4096,
// CHECK-NEXT:   "active_threads": 4096,
// CHECK-NEXT:   "unique_dram_bytes": 49152,
// CHECK-NEXT:   "issued_global_bytes": 147456,
// CHECK-NEXT:   "footprint_exact": true,
// CHECK-NEXT:   "shared_bytes": 2228224,
// CHECK-NEXT:   "shared_memory_per_block": 2048,
// CHECK-NEXT:   "tensor_core_flops": 0,
// CHECK-NEXT:   "resident_blocks_per_sm": 8,
// CHECK-NEXT:   "waves": 1,
// CHECK-NEXT:   "wave_efficiency": 0.018518518518518517,
// CHECK-NEXT:   "lane_efficiency": 1,
// CHECK-NEXT:   "occupancy_limit": "threads"
