// Trip counts at the edges of 64 bits (issues #21 and #22). A loop's trip
// count is exact: ceil((ub - lb) / step) when ub > lb, else 0, with the
// bounds compared signed, or unsigned for `scf.for unsigned`, and computed
// without wrapping (ub - lb of two int64 bounds needs 65 bits). A count, or a
// product of counts, above INT64_MAX (2^63 - 1) is never wrapped: the op is
// unmodeled with "size overflows 64 bits".
//
// Every op is a memref.copy of 16 f32: 64 B read + 64 B written = 128 B per
// execution, no FLOPs. Each execution outside a parallel loop is a launch.
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us; hierarchy=false.
//   one execution: 128 / 1.555e12 + 3e-6 = 3.000082e-6 s
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// 0 to 2^63-1 step 2^62 runs twice (i = 0, 2^62; 2^63 is past the bound):
//   (2^63-1 - 0 - 1) / 2^62 + 1 = 1 + 1 = 2 trips.
// The old u - l + s - 1 overflowed: executions -1, negative bytes.
//   bytes 2 x 128 = 256; time 2 x 3.000082e-6 = 6.000165e-6 (2 launches)
// JSON-LABEL: "function": "two_trips"
// JSON:       "executions": 2,
// JSON-NEXT:  "launches": 2,
// JSON:       "bytes": 256,
func.func @two_trips(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %max = arith.constant 9223372036854775807 : index
  %c2p62 = arith.constant 4611686018427387904 : index
  scf.for %i = %c0 to %max step %c2p62 {
    // expected-remark-re @below {{roofline: flops=0 bytes=256 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=6.000165e-06}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// INT64_MIN to INT64_MAX step 1: 2^63-1 - (-2^63) = 2^64 - 1 trips, more
// than INT64_MAX: unmodeled, not a wrapped count.
func.func @full_range(%a: memref<16xf32>, %b: memref<16xf32>) {
  %min = arith.constant -9223372036854775808 : index
  %max = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %min to %max step %c1 {
    // expected-remark @below {{not costed: size overflows 64 bits: scf.for at}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// The same range by 2: ceil((2^64 - 1) / 2) = 2^63 = 9223372036854775808
// trips, one more than INT64_MAX: unmodeled.
func.func @full_range_step2(%a: memref<16xf32>, %b: memref<16xf32>) {
  %min = arith.constant -9223372036854775808 : index
  %max = arith.constant 9223372036854775807 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %min to %max step %c2 {
    // expected-remark-re @below {{not costed: size overflows 64 bits: scf.for at {{.*}} runs 9223372036854775808 times}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// By 4: ceil((2^64 - 1) / 4) = 2^62 trips fit, but 128 B x 2^62 = 2^69 B
// does not: unmodeled when the cost is scaled.
func.func @full_range_step4(%a: memref<16xf32>, %b: memref<16xf32>) {
  %min = arith.constant -9223372036854775808 : index
  %max = arith.constant 9223372036854775807 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %min to %max step %c4 {
    // expected-remark-re @below {{not costed: {{.*}}overflows 64 bits}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.for unsigned from 2^63-1 to 2^63 (written -2^63: the same 64 bits):
// unsigned, 2^63 > 2^63-1, 1 trip. Signed, -2^63 < 2^63-1: 0 trips.
//   unsigned: bytes 128, time 3.000082e-6; signed: nothing, time 0
// JSON-LABEL: "function": "unsigned_once"
// JSON:       "executions": 1,
// JSON-NEXT:  "launches": 1,
// JSON:       "bytes": 128,
func.func @unsigned_once(%a: memref<16xf32>, %b: memref<16xf32>) {
  %max = arith.constant 9223372036854775807 : index
  %min = arith.constant -9223372036854775808 : index
  %c1 = arith.constant 1 : index
  scf.for unsigned %i = %max to %min step %c1 {
    // expected-remark-re @below {{roofline: flops=0 bytes=128 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.000082e-06}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  scf.for %i = %max to %min step %c1 {
    // expected-remark-re @below {{roofline: flops=0 bytes=0 intensity=0.00 class={{[a-z0-9_]+}} bound=none time=0.000000e+00}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.for unsigned on i8 from 0 to 255 (written -1 : i8) step 64: the bounds
// are 8-bit, so -1 is 255, not -1 sign-extended to 64 bits.
//   (255 - 0 - 1) / 64 + 1 = 3 + 1 = 4 trips (i = 0, 64, 128, 192)
//   bytes 4 x 128 = 512; time 4 x 3.000082e-6 = 1.200033e-5
func.func @unsigned_i8(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : i8
  %c255 = arith.constant -1 : i8
  %c64 = arith.constant 64 : i8
  scf.for unsigned %i = %c0 to %c255 step %c64 : i8 {
    // expected-remark-re @below {{roofline: flops=0 bytes=512 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=1.200033e-05}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.for unsigned from 0 to 2^64-1 (written -1) step 1: 2^64 - 1 trips:
// unmodeled.
func.func @unsigned_full_range(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %top = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  scf.for unsigned %i = %c0 to %top step %c1 {
    // expected-remark-re @below {{not costed: size overflows 64 bits: scf.for at {{.*}} runs 18446744073709551615 times}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// Two nested loops of 2^32 trips each fit int64 alone; their product 2^64
// does not: unmodeled.
func.func @product_overflow(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2p32 = arith.constant 4294967296 : index
  scf.for %i = %c0 to %c2p32 step %c1 {
    scf.for %j = %c0 to %c2p32 step %c1 {
      // expected-remark @below {{not costed: size overflows 64 bits: the product of the trip counts of the enclosing loops}}
      memref.copy %a, %b : memref<16xf32> to memref<16xf32>
    }
  }
  return
}

// -----

// affine.for 0 to 2^63-1 step 2^62: 2 trips, as for scf.for.
//   bytes 256, time 6.000165e-6 (2 launches)
func.func @affine_two_trips(%a: memref<16xf32>, %b: memref<16xf32>) {
  affine.for %i = 0 to 9223372036854775807 step 4611686018427387904 {
    // expected-remark-re @below {{roofline: flops=0 bytes=256 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=6.000165e-06}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// affine.for -2^63 to 2^63-1: 2^64 - 1 trips: unmodeled.
func.func @affine_full_range(%a: memref<16xf32>, %b: memref<16xf32>) {
  affine.for %i = -9223372036854775808 to 9223372036854775807 {
    // expected-remark-re @below {{not costed: size overflows 64 bits: affine.for at {{.*}} runs 18446744073709551615 times}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.forall 0 to 2^63-1 step 2^62: 2 trips of one kernel (a parallel loop
// is a grid): bytes 256, one launch: 256 / 1.555e12 + 3e-6 = 3.000165e-6.
// JSON-LABEL: "function": "forall_two_trips"
// JSON:       "executions": 2,
// JSON-NEXT:  "launches": 1,
func.func @forall_two_trips(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %max = arith.constant 9223372036854775807 : index
  %c2p62 = arith.constant 4611686018427387904 : index
  scf.forall (%i) = (%c0) to (%max) step (%c2p62) {
    // expected-remark-re @below {{roofline: flops=0 bytes=256 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.000165e-06}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.forall -2^63 to 2^63-1 (SSA bounds: the static form keeps -2^63 for
// "dynamic"): 2^64 - 1 trips: unmodeled.
func.func @forall_full_range(%a: memref<16xf32>, %b: memref<16xf32>) {
  %min = arith.constant -9223372036854775808 : index
  %max = arith.constant 9223372036854775807 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%min) to (%max) step (%c1) {
    // expected-remark-re @below {{not costed: size overflows 64 bits: scf.forall at {{.*}} runs 18446744073709551615 times}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.parallel over two dimensions: 0 to 2^63-1 step 2^62 (2 trips) and
// -2^63 to 2^63-1 step 1 (2^64 - 1 trips): the second dimension overflows.
func.func @parallel_full_range(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %min = arith.constant -9223372036854775808 : index
  %max = arith.constant 9223372036854775807 : index
  %c2p62 = arith.constant 4611686018427387904 : index
  scf.parallel (%i, %j) = (%c0, %min) to (%max, %max) step (%c2p62, %c1) {
    // expected-remark-re @below {{not costed: size overflows 64 bits: scf.parallel at {{.*}} runs 18446744073709551615 times}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// -----

// scf.parallel 0 to 2^63-1 step 2^62 and 0 to 3 step 1: 2 x 3 = 6 trips of
// one kernel: bytes 6 x 128 = 768, one launch:
//   768 / 1.555e12 + 3e-6 = 3.000494e-6
func.func @parallel_six_trips(%a: memref<16xf32>, %b: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %max = arith.constant 9223372036854775807 : index
  %c2p62 = arith.constant 4611686018427387904 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%max, %c3) step (%c2p62, %c1) {
    // expected-remark-re @below {{roofline: flops=0 bytes=768 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.000494e-06}}
    memref.copy %a, %b : memref<16xf32> to memref<16xf32>
  }
  return
}

// The JSON report lists the unmodeled ops after the costed ones, in order:
// JSON:      "unmodeled": [
// JSON:      "function": "full_range",
// JSON-NEXT: "reason": "size overflows 64 bits: scf.for at {{.*}}loop_trip_overflow.mlir:{{[0-9]+}}:3 runs 18446744073709551615 times"
// JSON:      "function": "full_range_step2",
// JSON-NEXT: "reason": "size overflows 64 bits: scf.for at {{.*}} runs 9223372036854775808 times"
// JSON:      "function": "full_range_step4",
// JSON-NEXT: "reason": "{{.*}}overflows 64 bits"
// JSON:      "function": "unsigned_full_range",
// JSON-NEXT: "reason": "size overflows 64 bits: scf.for at {{.*}} runs 18446744073709551615 times"
// JSON:      "function": "product_overflow",
// JSON-NEXT: "reason": "size overflows 64 bits: the product of the trip counts of the enclosing loops"
// JSON:      "function": "affine_full_range",
// JSON-NEXT: "reason": "size overflows 64 bits: affine.for at {{.*}} runs 18446744073709551615 times"
// JSON:      "function": "forall_full_range",
// JSON-NEXT: "reason": "size overflows 64 bits: scf.forall at {{.*}} runs 18446744073709551615 times"
// JSON:      "function": "parallel_full_range",
// JSON-NEXT: "reason": "size overflows 64 bits: scf.parallel at {{.*}} runs 18446744073709551615 times"
