// scf.parallel and affine.parallel nests on the host: each is one kernel
// over its iteration space (docs/model.md, "Loop nests on the host side").
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// c[i, j] = a[i, j] * b[j] + 1 over 16 x 8:
//   FLOPs 128 x (mulf + addf) = 256;
//   DRAM a 512 B + b 32 B + c 512 B = 1056 B;
//   issued a 512 + b 128 x 4 = 512 + c 512 = 1536 B.
// JSON-LABEL: "function": "scale_rows"
// JSON:       "iteration_domain": [
// JSON-NEXT:    16,
// JSON-NEXT:    8
// JSON-NEXT:  ],
// JSON:       "bytes_by_level": {
// JSON-NEXT:    "dram": 1056,
// JSON-NEXT:    "l2": 1536,
func.func @scale_rows(%a: memref<16x8xf32>, %b: memref<8xf32>,
                      %c: memref<16x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  // expected-remark @below {{roofline: flops=256 bytes=1056 }}
  scf.parallel (%i, %j) = (%c0, %c0) to (%c16, %c8) step (%c1, %c1) {
    %x = memref.load %a[%i, %j] : memref<16x8xf32>
    %y = memref.load %b[%j] : memref<8xf32>
    %p = arith.mulf %x, %y : f32
    %q = arith.addf %p, %one : f32
    memref.store %q, %c[%i, %j] : memref<16x8xf32>
  }
  return
}

// -----

// b[i] = a[2i] * a[2i] over i in [0, 100): affine.parallel with step 1,
// reading every other element of a.
//   FLOPs 100; DRAM a 100 x 4 = 400 B (even elements only) + b 400 B.
func.func @square_even(%a: memref<200xf32>, %b: memref<100xf32>) {
  // expected-remark @below {{roofline: flops=100 bytes=800 }}
  affine.parallel (%i) = (0) to (100) {
    %k = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %x = memref.load %a[%k] : memref<200xf32>
    %p = arith.mulf %x, %x : f32
    memref.store %p, %b[%i] : memref<100xf32>
  }
  return
}
