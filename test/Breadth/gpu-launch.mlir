// Breadth: GPU launch forms (upstream GPU/ops, outlining, all-reduce,
// async-region, dynamic-shared-memory, globalId-rewrite, mapping, promotion,
// sink-ops, transform-gpu, NVGPU/optimize-shared-memory,
// mma-sync-f32-to-tf32): gpu.launch with static and dynamic grids,
// workgroup and private attributions, dynamic shared memory, barriers,
// all_reduce and subgroup_reduce, shuffles, global_id; gpu.launch_func of an
// outlined gpu.module kernel with async tokens; gpu.alloc / memcpy / memset;
// nvgpu.ldmatrix and mma.sync on shared memory.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   gpu-launch.mlir: 3 costed, 6 unmodeled, 9 optimize configs verified
// Unmodeled with their reasons: dynamic shared memory, ldmatrix, and a grid
// sized at run time.
// CHECK-NEXT: unmodeled gpu.launch: kernel gpu.dynamic_shared_memory at {{.*}}: the kernel model has no rule for this op
// CHECK-NEXT: unmodeled gpu.launch: kernel nvgpu.ldmatrix at {{.*}}: accesses memory and the kernel model has no rule for it
// CHECK-NEXT: unmodeled gpu.launch: the grid size along x is not a constant at the launch
// Host-issued copies and fills are listed, not dropped (two memcpy, one memset):
// CHECK-NEXT: unmodeled gpu.memcpy: a copy or fill issued from the host (gpu.memcpy): no cost model {{.*}} (x2)
// CHECK-NEXT: unmodeled gpu.memset: a copy or fill issued from the host (gpu.memset): no cost model
// CHECK-NOT: FAIL

module attributes {gpu.container_module} {

// y = a * x + y over 2^20 floats: 4096 blocks x 256 threads.
func.func @saxpy_launch(%x: memref<1048576xf32>, %y: memref<1048576xf32>, %a: f32) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  %c4096 = arith.constant 4096 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4096, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c256 : index
    %i = arith.addi %base, %tx : index
    %xv = memref.load %x[%i] : memref<1048576xf32>
    %yv = memref.load %y[%i] : memref<1048576xf32>
    %m = arith.mulf %a, %xv : f32
    %s = arith.addf %m, %yv : f32
    memref.store %s, %y[%i] : memref<1048576xf32>
    gpu.terminator
  }
  return
}

// A grid sized at run time, with a bounds guard (global_id).
func.func @dynamic_grid(%x: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c127 = arith.constant 127 : index
  %np = arith.addi %n, %c127 : index
  %g = arith.divui %np, %c128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %i = gpu.global_id x
    %in = arith.cmpi ult, %i, %n : index
    scf.if %in {
      %v = memref.load %x[%i] : memref<?xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %x[%i] : memref<?xf32>
    }
    gpu.terminator
  }
  return
}

// Workgroup and private attributions, barriers, all_reduce, subgroup_reduce
// and shuffle: a block sums its 256 elements.
func.func @block_reduce(%x: memref<65536xf32>, %out: memref<256xf32>) {
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c256, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c256, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>)
             private(%pr : memref<1xf32, #gpu.address_space<private>>) {
    %base = arith.muli %bx, %c256 : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %x[%i] : memref<65536xf32>
    memref.store %v, %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    memref.store %w, %pr[%c0] : memref<1xf32, #gpu.address_space<private>>
    %p = memref.load %pr[%c0] : memref<1xf32, #gpu.address_space<private>>
    %sub = gpu.subgroup_reduce add %p : (f32) -> f32
    %c1i = arith.constant 1 : i32
    %c32i = arith.constant 32 : i32
    %sh1, %valid = gpu.shuffle xor %sub, %c1i, %c32i : f32
    %sum = gpu.all_reduce add %sh1 uniform {} : (f32) -> (f32)
    %first = arith.cmpi eq, %tx, %c0 : index
    scf.if %first {
      memref.store %sum, %out[%bx] : memref<256xf32>
    }
    gpu.terminator
  }
  return
}

// Dynamic shared memory through gpu.dynamic_shared_memory and a view.
func.func @dynamic_shared(%x: memref<32768xf32>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  %shmem = arith.constant 1024 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c256, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %shmem {
    %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    %c0 = arith.constant 0 : index
    %buf = memref.view %dyn[%c0][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<256xf32, #gpu.address_space<workgroup>>
    %base = arith.muli %bx, %c128 : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %x[%i] : memref<32768xf32>
    memref.store %v, %buf[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %w = memref.load %buf[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
    %d = arith.mulf %w, %w : f32
    memref.store %d, %x[%i] : memref<32768xf32>
    gpu.terminator
  }
  return
}

// An outlined kernel, launched asynchronously after device allocation,
// copies and a memset (async-region, outlining).
gpu.module @kernels {
  gpu.func @scale(%x: memref<4096xf32>, %s: f32) kernel {
    %bx = gpu.block_id x
    %tx = gpu.thread_id x
    %bd = gpu.block_dim x
    %base = arith.muli %bx, %bd : index
    %i = arith.addi %base, %tx : index
    %v = memref.load %x[%i] : memref<4096xf32>
    %m = arith.mulf %v, %s : f32
    memref.store %m, %x[%i] : memref<4096xf32>
    gpu.return
  }
}

func.func @launch_func_async(%host: memref<4096xf32>, %s: f32) {
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0.0 : f32
  %t0 = gpu.wait async
  %dev, %t1 = gpu.alloc async [%t0] () : memref<4096xf32>
  %t2 = gpu.memset async [%t1] %dev, %zero : memref<4096xf32>, f32
  %t3 = gpu.memcpy async [%t2] %dev, %host : memref<4096xf32>, memref<4096xf32>
  %t4 = gpu.launch_func async [%t3] @kernels::@scale blocks in (%c16, %c1, %c1) threads in (%c256, %c1, %c1) args(%dev : memref<4096xf32>, %s : f32)
  %t5 = gpu.memcpy async [%t4] %host, %dev : memref<4096xf32>, memref<4096xf32>
  %t6 = gpu.dealloc async [%t5] %dev : memref<4096xf32>
  gpu.wait [%t6]
  return
}

// One warp: ldmatrix from shared memory and an m16n8k16 f16 mma.sync.
func.func @mma_sync(%a: memref<16x16xf16, #gpu.address_space<workgroup>>, %b: memref<16x8xf16, #gpu.address_space<workgroup>>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %r = memref.alloc() : memref<32xvector<2x2xf32>>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %fa = nvgpu.ldmatrix %a[%tx, %c0] {numTiles = 4 : i32, transpose = false} : memref<16x16xf16, #gpu.address_space<workgroup>> -> vector<4x2xf16>
    %fb = nvgpu.ldmatrix %b[%tx, %c0] {numTiles = 2 : i32, transpose = true} : memref<16x8xf16, #gpu.address_space<workgroup>> -> vector<2x2xf16>
    %d = nvgpu.mma.sync(%fa, %fb, %c) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf32>) -> vector<2x2xf32>
    memref.store %d, %r[%tx] : memref<32xvector<2x2xf32>>
    gpu.terminator
  }
  %c0 = arith.constant 0 : index
  %out = memref.load %r[%c0] : memref<32xvector<2x2xf32>>
  return %out : vector<2x2xf32>
}

}
