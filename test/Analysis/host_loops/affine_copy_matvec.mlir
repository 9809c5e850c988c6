// affine.for nests of scalar memref.load/store on the host, each one
// kernel (docs/model.md, "Loop nests on the host side").
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// A 2-D copy of 64 x 32 f32: 2048 trips of one load and one store.
//   FLOPs 0; DRAM a read 8192 B + b written 8192 B = 16384 B.
// JSON-LABEL: "function": "copy2d"
// JSON:       "iteration_domain": [
// JSON-NEXT:    64,
// JSON-NEXT:    32
// JSON-NEXT:  ],
// JSON-NEXT:  "executions": 1,
func.func @copy2d(%a: memref<64x32xf32>, %b: memref<64x32xf32>) {
  // expected-remark @below {{roofline: flops=0 bytes=16384 }}
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 {
      %v = memref.load %a[%i, %j] : memref<64x32xf32>
      memref.store %v, %b[%i, %j] : memref<64x32xf32>
    }
  }
  return
}

// -----

// y = A x, A 64 x 32, the sum carried by the inner loop:
//   FLOPs 64 x 32 x (mulf + addf) = 4096;
//   DRAM A 8192 B + x 128 B + y written 256 B = 8576 B;
//   issued A 8192 + x 64 x 32 x 4 = 8192 + y 256 = 16640 B.
// JSON-LABEL: "function": "matvec"
// JSON:       "bytes_by_level": {
// JSON-NEXT:    "dram": 8576,
// JSON-NEXT:    "l2": 16640,
func.func @matvec(%A: memref<64x32xf32>, %x: memref<32xf32>,
                  %y: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  // expected-remark @below {{roofline: flops=4096 bytes=8576 }}
  affine.for %i = 0 to 64 {
    %s = affine.for %j = 0 to 32 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %A[%i, %j] : memref<64x32xf32>
      %v = memref.load %x[%j] : memref<32xf32>
      %p = arith.mulf %a, %v : f32
      %q = arith.addf %acc, %p : f32
      affine.yield %q : f32
    }
    memref.store %s, %y[%i] : memref<64xf32>
  }
  return
}

// -----

// The same 2-D copy with affine.load/store, and a transposed
// affine.vector_load: the accesses whose map results are their operands.
//   Copy: a read 8192 B + b written 8192 B = 16384 B.
//   Vector rows: 64 rows x 32 / 8 = 4 vectors of 8 lanes, a read and c
//   written: 16384 B again; addf on 8 lanes x 256 trips = 2048 FLOPs.
func.func @affine_copy(%a: memref<64x32xf32>, %b: memref<64x32xf32>,
                       %c: memref<64x32xf32>) {
  // expected-remark @below {{roofline: flops=0 bytes=16384 }}
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 {
      %v = affine.load %a[%i, %j] : memref<64x32xf32>
      affine.store %v, %b[%i, %j] : memref<64x32xf32>
    }
  }
  // expected-remark @below {{roofline: flops=2048 bytes=16384 }}
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 32 step 8 {
      %v = affine.vector_load %a[%i, %j] : memref<64x32xf32>, vector<8xf32>
      %w = arith.addf %v, %v : vector<8xf32>
      affine.vector_store %w, %c[%i, %j] : memref<64x32xf32>, vector<8xf32>
    }
  }
  return
}

// -----

// An affine access through a map that is not its operands (i + 1) has no
// index value to enumerate: the nest is unmodeled, and says why, rather
// than left out silently.
func.func @affine_shifted(%a: memref<65xf32>, %b: memref<64xf32>) {
  // expected-remark @below {{roofline: unmodeled: 1 affine.for op not costed: loop nest: kernel affine.load at}}
  affine.for %i = 0 to 64 {
    %v = affine.load %a[%i + 1] : memref<65xf32>
    affine.store %v, %b[%i] : memref<64xf32>
  }
  return
}
