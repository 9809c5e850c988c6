// A sequential loop inside a parallel loop runs within each block of the
// parallel loop's kernel (the K loop of a tiled contraction): it multiplies
// the op's work and bytes but launches nothing. Only sequential loops outside
// every parallel loop launch the kernel again.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us; hierarchy=false.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

// Negation of 256 f32 (1 KiB read, 1 KiB written) inside scf.for (8 trips)
// inside scf.forall (4 trips): 32 executions of 2048 B each:
// 65536 B = 4.2145e-8 s of DRAM (negf: 1 FLOP x 8192), one launch:
// 3.042145e-6 s.
func.func @for_in_forall(%x: memref<4x8x256xf32>, %y: memref<4x8x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i) in (4) {
    scf.for %k = %c0 to %c8 step %c1 {
      %a = memref.subview %x[%i, %k, 0] [1, 1, 256] [1, 1, 1] : memref<4x8x256xf32> to memref<256xf32, strided<[1], offset: ?>>
      %b = memref.subview %y[%i, %k, 0] [1, 1, 256] [1, 1, 1] : memref<4x8x256xf32> to memref<256xf32, strided<[1], offset: ?>>
      // expected-remark @below {{roofline: flops=8192 bytes=65536 intensity=0.12 class=fp32 bound=launch time=3.042145e-06 binds=launch}}
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                      iterator_types = ["parallel"]}
          ins(%a : memref<256xf32, strided<[1], offset: ?>>)
          outs(%b : memref<256xf32, strided<[1], offset: ?>>) {
      ^bb0(%v: f32, %o: f32):
        %n = arith.negf %v : f32
        linalg.yield %n : f32
      }
    }
  }
  return
}

// -----

// The same op with the loops swapped: the sequential loop (8 trips) is
// outside the parallel one, so the kernel launches 8 times:
// 4.2145e-8 s + 8 x 3 us = 2.4042145e-5 s.
func.func @forall_in_for(%x: memref<4x8x256xf32>, %y: memref<4x8x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    scf.forall (%i) in (4) {
      %a = memref.subview %x[%i, %k, 0] [1, 1, 256] [1, 1, 1] : memref<4x8x256xf32> to memref<256xf32, strided<[1], offset: ?>>
      %b = memref.subview %y[%i, %k, 0] [1, 1, 256] [1, 1, 1] : memref<4x8x256xf32> to memref<256xf32, strided<[1], offset: ?>>
      // expected-remark @below {{roofline: flops=8192 bytes=65536 intensity=0.12 class=fp32 bound=launch time=2.404215e-05 binds=launch}}
      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                      iterator_types = ["parallel"]}
          ins(%a : memref<256xf32, strided<[1], offset: ?>>)
          outs(%b : memref<256xf32, strided<[1], offset: ?>>) {
      ^bb0(%v: f32, %o: f32):
        %n = arith.negf %v : f32
        linalg.yield %n : f32
      }
    }
  }
  return
}
