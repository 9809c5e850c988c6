// Unique footprints: affine addresses that are injective over the ids (the
// fast path: distinct points), affine addresses that are not (enumerated),
// vector lanes, subviews and a buffer reached through two patterns.
//
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s

module attributes {gpu.container_module} {
  func.func @host(%a: memref<64xf32>, %b: memref<64xf32>, %v: memref<256xf32>,
                  %m: memref<32x32xf32>, %o: memref<64xf32>) {
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c16, %c16, %c1)
        args(%a : memref<64xf32>, %b : memref<64xf32>, %v : memref<256xf32>, %m : memref<32x32xf32>, %o : memref<64xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%a: memref<64xf32>, %b: memref<64xf32>, %v: memref<256xf32>,
                %m: memref<32x32xf32>, %o: memref<64xf32>) kernel {
      %c2 = arith.constant 2 : index
      %c4 = arith.constant 4 : index
      %c8 = arith.constant 8 : index
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      // a[tx + ty]: 256 threads, tx + ty in 0..30: 31 distinct elements
      // (not injective: enumerated).
      %i = arith.addi %tx, %ty : index
      %x = memref.load %a[%i] : memref<64xf32>
      // b[2 tx]: 16 distinct elements, each read by the 16 values of ty
      // (injective in tx; ty does not appear: distinct points = 16).
      %j = arith.muli %tx, %c2 : index
      %y = memref.load %b[%j] : memref<64xf32>
      // v[4 (ty mod 4 * 16 + tx) .. +3] as vector<4xf32>: 64 distinct
      // positions x 4 lanes = 256 elements.
      %r = arith.remui %ty, %c4 : index
      %r16 = arith.muli %r, %c8 : index
      %r32 = arith.muli %r16, %c2 : index
      %p = arith.addi %r32, %tx : index
      %p4 = arith.muli %p, %c4 : index
      %w = vector.load %v[%p4] : memref<256xf32>, vector<4xf32>
      // A 16x16 subview at offset (8, 8) of m, read at (ty, tx): 256
      // distinct elements of m.
      %sv = memref.subview %m[8, 8] [16, 16] [1, 1] : memref<32x32xf32> to memref<16x16xf32, strided<[32, 1], offset: 264>>
      %z = memref.load %sv[%ty, %tx] : memref<16x16xf32, strided<[32, 1], offset: 264>>
      // o written at tx and at tx + 8 (two patterns, 24 distinct elements),
      // by every ty.
      %s = arith.addf %x, %y : f32
      %e = vector.extract %w[0] : f32 from vector<4xf32>
      %t = arith.addf %s, %e : f32
      %u = arith.addf %t, %z : f32
      memref.store %u, %o[%tx] : memref<64xf32>
      %tx8 = arith.addi %tx, %c8 : index
      memref.store %u, %o[%tx8] : memref<64xf32>
      gpu.return
    }
  }
}
// Operand numbers count the launch's operands (3 sizes x 2 before the
// kernel arguments): a = #6, b = #7, v = #8, m = #9, o = #10.
// CHECK:      "operands": [
// CHECK:        "operand": 6,
// CHECK-NEXT:   "role": "input",
// CHECK-NEXT:   "elements": 31,
// CHECK:        "operand": 7,
// CHECK-NEXT:   "role": "input",
// CHECK-NEXT:   "elements": 16,
// CHECK:        "operand": 8,
// CHECK-NEXT:   "role": "input",
// CHECK-NEXT:   "elements": 256,
// CHECK:        "operand": 9,
// CHECK-NEXT:   "role": "input",
// CHECK-NEXT:   "elements": 256,
// CHECK:        "operand": 10,
// CHECK-NEXT:   "role": "output",
// CHECK-NEXT:   "elements": 24,
// CHECK:      "kernel": {
// Unique: (31 + 16 + 256 + 256 + 24) x 4 B = 2332 B. Issued: 256 threads x
// (3 scalar loads + 4 vector lanes + 2 stores) x 4 B = 9216 B.
// CHECK:        "unique_dram_bytes": 2332,
// CHECK-NEXT:   "issued_global_bytes": 9216,
// CHECK-NEXT:   "footprint_exact": true,
