// Scalar math.sin / math.cos in a nest on the host (the rotary embedding
// of a decode step): transcendentals counted apart from the FLOPs, as in
// a linalg.generic payload (docs/model.md, "Loop nests on the host side").
//
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s

// For 2 x 64 angles t: out = x * cos t - y * sin t.
//   transcendentals 2 per point x 128 = 256 (weighted 8 each: 2048);
//   FLOPs (2 mulf + subf) x 128 = 384;
//   DRAM t, x, y read 3 x 512 B + out written 512 B = 2048 B.
// CHECK-LABEL: "function": "rotate"
// CHECK:       "iteration_domain": [
// CHECK-NEXT:    2,
// CHECK-NEXT:    64
// CHECK-NEXT:  ],
// CHECK:       "flops": 384,
// CHECK-NEXT:  "transcendentals": 256,
// CHECK-NEXT:  "weighted_transcendentals": 2048,
// CHECK:       "bytes": 2048,
func.func @rotate(%t: memref<2x64xf32>, %x: memref<2x64xf32>,
                  %y: memref<2x64xf32>, %out: memref<2x64xf32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 64 {
      %a = memref.load %t[%i, %j] : memref<2x64xf32>
      %c = math.cos %a : f32
      %s = math.sin %a : f32
      %u = memref.load %x[%i, %j] : memref<2x64xf32>
      %v = memref.load %y[%i, %j] : memref<2x64xf32>
      %p = arith.mulf %u, %c : f32
      %q = arith.mulf %v, %s : f32
      %r = arith.subf %p, %q : f32
      memref.store %r, %out[%i, %j] : memref<2x64xf32>
    }
  }
  return
}
