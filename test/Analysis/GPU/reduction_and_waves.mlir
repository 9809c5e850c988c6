// A row reduction (one thread per row, looping over the columns) and a
// compute-bound kernel whose grid is too small to fill one wave.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})' -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s

// Row sums of a 128x256 f32 matrix: grid 2 blocks x 64 threads, row =
// bid*64 + tid, each thread loads its 256 row elements.
//   FLOPs  = 128 rows x 256 addf                        = 32768
//   DRAM   = 128x256x4 B read + 128x4 B written          = 131584 B
//   issued = the same: each element is loaded once       = 131584 B
//   occupancy: 64-thread blocks, 32 per SM (the blocks limit), 3456 per
//   wave; 2 blocks < 108 SMs reach 2/108 of each level's bandwidth:
//   DRAM 131584/1555e9 = 84.620 ns x 54 = 4569.48 ns; compute 32768/19.5e12
//   = 1.68 ns / (2/3456) = 2903.8 ns. Binds dram: 4569.48 ns + 3 us.
module attributes {gpu.container_module} {
  func.func @host(%x: memref<128x256xf32>, %y: memref<128xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c64 = arith.constant 64 : index
    // expected-remark @below {{roofline: flops=32768 bytes=131584 intensity=0.25 class=fp32 bound=memory time=7.569477e-06 binds=dram}}
    gpu.launch_func @kernels::@rowsum blocks in (%c2, %c1, %c1) threads in (%c64, %c1, %c1) args(%x : memref<128x256xf32>, %y : memref<128xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @rowsum(%x: memref<128x256xf32>, %y: memref<128xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c64 = arith.constant 64 : index
      %c256 = arith.constant 256 : index
      %zero = arith.constant 0.0 : f32
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %r0 = arith.muli %bid, %c64 : index
      %row = arith.addi %r0, %tid : index
      %sum = scf.for %j = %c0 to %c256 step %c1 iter_args(%acc = %zero) -> (f32) {
        %v = memref.load %x[%row, %j] : memref<128x256xf32>
        %a = arith.addf %acc, %v : f32
        scf.yield %a : f32
      }
      memref.store %sum, %y[%row] : memref<128xf32>
      gpu.return
    }
  }
}
// CHECK:      "kernel": {
// CHECK-NEXT:   "name": "rowsum",
// CHECK:        "threads": 128,
// CHECK-NEXT:   "active_threads": 128,
// CHECK-NEXT:   "unique_dram_bytes": 131584,
// CHECK-NEXT:   "issued_global_bytes": 131584,
// CHECK:        "resident_blocks_per_sm": 32,
// CHECK-NEXT:   "waves": 1,
// CHECK-NEXT:   "wave_efficiency": 0.0005787037037037037,
// CHECK-NEXT:   "lane_efficiency": 1,
// CHECK-NEXT:   "occupancy_limit": "blocks"

// -----

// 8 blocks of 256 threads, each thread 1000 dependent fma (2 FLOPs each),
// then one store: FLOPs = 2048 x 1000 x 2 = 4096000, DRAM 2048 x 4 B = 8192.
// 256-thread blocks: 2048/256 = 8 resident per SM, 864 per wave; 8 blocks
// fill 8/864 of the wave: compute 4096000/19.5e12 = 210.051 ns / (8/864) =
// 22685.54 ns (+ 3 us launch). The next kernel does 108x the work with 864
// blocks, exactly one full wave, in the same predicted time.
module attributes {gpu.container_module} {
  func.func @host(%out: memref<2048xf32>, %big: memref<221184xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %c864 = arith.constant 864 : index
    %c256 = arith.constant 256 : index
    // expected-remark @below {{roofline: flops=4096000 bytes=8192 intensity=500.00 class=fp32 bound=compute time=2.568554e-05 binds=compute}}
    gpu.launch_func @kernels::@spin blocks in (%c8, %c1, %c1) threads in (%c256, %c1, %c1) args(%out : memref<2048xf32>)
    // expected-remark @below {{roofline: flops=442368000 bytes=884736 intensity=500.00 class=fp32 bound=compute time=2.568554e-05 binds=compute}}
    gpu.launch_func @kernels::@spin_big blocks in (%c864, %c1, %c1) threads in (%c256, %c1, %c1) args(%big : memref<221184xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @spin(%out: memref<2048xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1000 = arith.constant 1000 : index
      %one = arith.constant 1.0 : f32
      %gid = gpu.global_id x
      %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%a = %one) -> (f32) {
        %f = math.fma %a, %a, %one : f32
        scf.yield %f : f32
      }
      memref.store %r, %out[%gid] : memref<2048xf32>
      gpu.return
    }
    gpu.func @spin_big(%out: memref<221184xf32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c1000 = arith.constant 1000 : index
      %one = arith.constant 1.0 : f32
      %gid = gpu.global_id x
      %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%a = %one) -> (f32) {
        %f = math.fma %a, %a, %one : f32
        scf.yield %f : f32
      }
      memref.store %r, %out[%gid] : memref<221184xf32>
      gpu.return
    }
  }
}
// CHECK:      "name": "spin",
// CHECK:      "waves": 1,
// CHECK-NEXT: "wave_efficiency": 0.009259259259259259,
// CHECK:      "name": "spin_big",
// CHECK:      "waves": 1,
// CHECK-NEXT: "wave_efficiency": 1,
