// One kernel launched six times. A launch that repeats an earlier one (same
// kernel, sizes, bound constants and aliasing of its buffers) reuses its
// cost (LaunchMemo.h); every launch that differs in one of them must be
// costed anew. Each remark below is what costing that launch alone gives.
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})'
//
// The kernel: gid = bid * 256 + tid; if gid < n: y[gid] = x[gid] + y[gid].
// Per passing thread: 1 addf, 2 loads and 1 store of 4 B.
//   (1) 4 x 256 threads, n = 1000, x = %p, y = %q: 1000 threads pass.
//       FLOPs 1000; DRAM = x read + y read + y written at 1000 elements
//       = 3 x 1000 x 4 B = 12000 B.
//   (2) the same launch again: the same 1000 FLOPs and 12000 B (reused).
//   (3) n = 500: a different constant, 500 threads pass: 500 FLOPs,
//       3 x 500 x 4 = 6000 B.
//   (4) 2 x 256 threads, n = 1000: all 512 pass: 512 FLOPs,
//       3 x 512 x 4 = 6144 B.
//   (5) x = y = %p: one buffer read through two arguments at the same 1000
//       elements and written at them: 1000 FLOPs, DRAM = 1000 x 4 read +
//       1000 x 4 written = 8000 B.
//   (6) launch (1) again after (5): 12000 B (aliasing is part of the key).
// The times are not checked here ({{.*}}): elementwise_tail_guard.mlir
// derives them for this shape of kernel.

module attributes {gpu.container_module} {
  func.func @host(%p: memref<1024xf32>, %q: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %n1000 = arith.constant 1000 : index
    %n500 = arith.constant 500 : index
    // expected-remark-re @below {{roofline: flops=1000 bytes=12000 {{.*}}}}
    gpu.launch_func @k::@axpy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n1000 : index, %p : memref<1024xf32>, %q : memref<1024xf32>)
    // expected-remark-re @below {{roofline: flops=1000 bytes=12000 {{.*}}}}
    gpu.launch_func @k::@axpy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n1000 : index, %p : memref<1024xf32>, %q : memref<1024xf32>)
    // expected-remark-re @below {{roofline: flops=500 bytes=6000 {{.*}}}}
    gpu.launch_func @k::@axpy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n500 : index, %p : memref<1024xf32>, %q : memref<1024xf32>)
    // expected-remark-re @below {{roofline: flops=512 bytes=6144 {{.*}}}}
    gpu.launch_func @k::@axpy blocks in (%c2, %c1, %c1) threads in (%c256, %c1, %c1) args(%n1000 : index, %p : memref<1024xf32>, %q : memref<1024xf32>)
    // expected-remark-re @below {{roofline: flops=1000 bytes=8000 {{.*}}}}
    gpu.launch_func @k::@axpy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n1000 : index, %p : memref<1024xf32>, %p : memref<1024xf32>)
    // expected-remark-re @below {{roofline: flops=1000 bytes=12000 {{.*}}}}
    gpu.launch_func @k::@axpy blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n1000 : index, %p : memref<1024xf32>, %q : memref<1024xf32>)
    return
  }
  gpu.module @k {
    gpu.func @axpy(%n: index, %x: memref<1024xf32>, %y: memref<1024xf32>) kernel {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %0 = arith.muli %bid, %bdim : index
      %gid = arith.addi %0, %tid : index
      %in = arith.cmpi slt, %gid, %n : index
      scf.if %in {
        %a = memref.load %x[%gid] : memref<1024xf32>
        %b = memref.load %y[%gid] : memref<1024xf32>
        %s = arith.addf %a, %b : f32
        memref.store %s, %y[%gid] : memref<1024xf32>
      }
      gpu.return
    }
  }
}
