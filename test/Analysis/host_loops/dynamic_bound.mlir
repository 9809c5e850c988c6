// A loop bound the nest cannot evaluate by itself: a function argument or
// a dynamic size takes dynamic-dim-size, and a note states it; without
// one the nest is unmodeled and the reason names the bound. A dim of a
// static size is exact (docs/model.md, "Loop nests on the host side").
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb dynamic-dim-size=1000 format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=ASSUMED

// b[i] = a[i] + a[i] for i < %n.
// Without a size: unmodeled, the upper bound named.
// With dynamic-dim-size=1000: 1000 trips, FLOPs 1000, DRAM a 4000 B read
// + b 4000 B written = 8000 B.
// ASSUMED-LABEL: "function": "by_argument"
// ASSUMED:       "flops": 1000,
// ASSUMED:       "bytes": 8000,
// ASSUMED:       "the upper bound of scf.for at {{.*}} depends on argument #2 of func.func: assumed 1000 (dynamic-dim-size)"
func.func @by_argument(%a: memref<?xf32>, %b: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-remark @below {{is not static: it depends on argument #2 of func.func (set dynamic-dim-size to assume a size)}}
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }
  return
}

// -----

// The same loop up to memref.dim of a dynamic size: the same 1000 trips
// assumed with dynamic-dim-size=1000: 1000 FLOPs, 8000 B.
// ASSUMED-LABEL: "function": "by_dim"
// ASSUMED:       "flops": 1000,
// ASSUMED:       "bytes": 8000,
func.func @by_dim(%a: memref<?xf32>, %b: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  // expected-remark @below {{is not static: it depends on a dynamic size (memref.dim) (set dynamic-dim-size to assume a size)}}
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<?xf32>
  }
  return
}

// -----

// memref.dim of a static size is exact, with or without dynamic-dim-size:
// 48 trips, 48 FLOPs, 2 x 192 B.
// ASSUMED-LABEL: "function": "static_dim"
// ASSUMED:       "flops": 48,
// ASSUMED:       "bytes": 384,
func.func @static_dim(%a: memref<48xf32>, %b: memref<48xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<48xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<48xf32>
    %y = arith.addf %x, %x : f32
    memref.store %y, %b[%i] : memref<48xf32>
  }
  return
}
