// Loop nests on the host (docs/model.md, "Loop nests on the host side"):
// a nest of vector ops on memrefs is one kernel, costed by the kernel
// model with its loops as the iteration space. FLOPs are lanes times the
// per-lane work; DRAM bytes are the unique footprint, L2 the issued bytes.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// Four dot products of length 1024 (a matvec, vectorized by 16):
//   inner loop 1024 / 16 = 64 trips, per trip a vector.fma on 16 lanes
//   = 2 x 16 = 32 FLOPs: 4 x 64 x 32 = 8192;
//   vector.reduction of 16 lanes, no accumulator: 15 adds x 4 = 60;
//   FLOPs = 8252.
//   DRAM (unique): A 4 x 1024 x 4 B = 16384, x 1024 x 4 = 4096 (read once
//   per row, but the same 4096 bytes), out 4 x 4 = 16: 20496.
//   Issued (L2): A 16384 + x 4 x 4096 = 16384 + out 16 = 32784.
// JSON-LABEL: "function": "dot_rows"
// The outer band: the row loop, whose body holds one loop, then that loop.
// JSON:       "iteration_domain": [
// JSON-NEXT:    4,
// JSON-NEXT:    64
// JSON-NEXT:  ],
// JSON:       "flops": 8252,
// JSON:       "bytes_by_level": {
// JSON-NEXT:    "dram": 20496,
// JSON-NEXT:    "l2": 32784,
// JSON:       "kernel": null,
// JSON-NEXT:  "notes": [
// JSON-NEXT:    "a loop nest on the host, costed as one kernel; trips of its outer band of loops: 4 x 64",
// JSON-NEXT:    "DRAM bytes are the unique footprint 20496 (a lower bound); global accesses issue 32784 bytes (an upper bound)"
func.func @dot_rows(%a: memref<4x1024xf32>, %x: memref<1024xf32>,
                    %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %c1024 = arith.constant 1024 : index
  %zero = arith.constant dense<0.0> : vector<16xf32>
  // expected-remark @below {{roofline: flops=8252 bytes=20496 }}
  scf.for %r = %c0 to %c4 step %c1 {
    %acc = scf.for %i = %c0 to %c1024 step %c16
        iter_args(%v = %zero) -> (vector<16xf32>) {
      %va = vector.load %a[%r, %i] : memref<4x1024xf32>, vector<16xf32>
      %vx = vector.load %x[%i] : memref<1024xf32>, vector<16xf32>
      %f = vector.fma %va, %vx, %v : vector<16xf32>
      scf.yield %f : vector<16xf32>
    }
    %s = vector.reduction <add>, %acc : vector<16xf32> into f32
    memref.store %s, %out[%r] : memref<4xf32>
  }
  return
}

// -----

// What one kernel is: a loop whose nest holds an op costed by its own
// model (here linalg.fill) is not one; that op is costed times the trips,
// as before, and a loop inside it that holds only vector and memory ops is
// a kernel of its own, run once per trip of the loop around it (3 trips:
// 3 executions, 3 launches).
//   The inner nest, once: 256 / 8 = 32 trips of an 8-lane addf = 256
//   FLOPs, a read 1024 B + b written 1024 B = 2048 B; x 3 = 768 FLOPs,
//   6144 B.
//   linalg.fill of 256 f32, x 3: 0 FLOPs, 3 x 1024 B = 3072 B.
func.func @kernel_per_nest(%a: memref<256xf32>, %b: memref<256xf32>,
                           %c: memref<256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c256 = arith.constant 256 : index
  %one = arith.constant 1.0 : f32
  scf.for %t = %c0 to %c3 step %c1 {
    // expected-remark @below {{roofline: flops=0 bytes=3072 }}
    linalg.fill ins(%one : f32) outs(%c : memref<256xf32>)
    // expected-remark @below {{roofline: flops=768 bytes=6144 }}
    scf.for %i = %c0 to %c256 step %c8 {
      %v = vector.load %a[%i] : memref<256xf32>, vector<8xf32>
      %w = arith.addf %v, %v : vector<8xf32>
      vector.store %w, %b[%i] : memref<256xf32>, vector<8xf32>
    }
  }
  return
}
