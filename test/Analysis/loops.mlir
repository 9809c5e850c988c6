// An op inside scf.for / affine.for loops with static trip counts runs once
// per iteration: its FLOPs and bytes are multiplied by the product of the
// trip counts, ceil((ub - lb) / step) each. Each execution is a kernel
// launch, so the predicted time is trips x (max(compute, memory) + launch):
// the launch overhead is paid once per execution, not once per op.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=TIME

// 128^3 f32 matmul on buffers inside scf.for 0..10 step 1 (10 trips).
// One execution: flops 2*128^3 = 4194304, bytes 4 x 65536 = 262144,
//   compute 2.150925e-7 > memory 1.685814e-7, time 3.215093e-6.
// Ten: flops 41943040, bytes 2621440, the work compute-bound (2.150925e-6)
//   but the 10 x 3e-6 launches exceed it: launch-bound,
//   time = 10 x 3.215093e-6 = 3.215093e-5 (10 launches)
// TIME-LABEL: "function": "matmul_in_loop"
// TIME:       "flops": 41943040,
// TIME:       "bytes": 2621440,
// TIME:       "bound": "launch",
// TIME:       "time_s": 3.215092{{[0-9]*}}e-05,
func.func @matmul_in_loop(%a: memref<128x128xf32>, %b: memref<128x128xf32>,
                          %c: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    // expected-remark @below {{roofline: flops=41943040 bytes=2621440 intensity=16.00 class=fp32 bound=launch}}
    linalg.matmul ins(%a, %b : memref<128x128xf32>, memref<128x128xf32>)
                  outs(%c : memref<128x128xf32>)
  }
  return
}

// -----

// Elementwise add of 256x256 f32 buffers inside affine.for 0..4 and
// scf.for 0..8 step 2: 4 x 4 = 16 executions.
// One: flops 65536, bytes 3 x 262144 = 786432, memory 5.057441e-7,
//   time 3.505744e-6.
// Sixteen: flops 1048576, bytes 12582912, the work memory-bound
//   (8.091906e-6) under 16 x 3e-6 of launches: launch-bound,
//   time = 16 x 3.505744e-6 = 5.609190e-5
// TIME-LABEL: "function": "add_in_nest"
// TIME:       "flops": 1048576,
// TIME:       "bytes": 12582912,
// TIME:       "bound": "launch",
// TIME:       "time_s": 5.60919{{[0-9]*}}e-05,
func.func @add_in_nest(%a: memref<256x256xf32>, %b: memref<256x256xf32>,
                       %c: memref<256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  affine.for %i = 0 to 4 {
    scf.for %j = %c0 to %c8 step %c2 {
      // expected-remark @below {{roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=launch}}
      linalg.add ins(%a, %b : memref<256x256xf32>, memref<256x256xf32>)
                 outs(%c : memref<256x256xf32>)
    }
  }
  return
}

// -----

// fill of a 64x64 f32 buffer inside scf.for 0..10 step 3: ceil(10/3) = 4
// trips (i = 0, 3, 6, 9).
// One: bytes 16384, time 3.010536e-6. Four: bytes 65536,
//   time = 4 x 3.010536e-6 = 1.204215e-5
// TIME-LABEL: "function": "fill_uneven_step"
// TIME:       "bytes": 65536,
// TIME:       "time_s": 1.204214{{[0-9]*}}e-05,
func.func @fill_uneven_step(%m: memref<64x64xf32>) {
  %v = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c3 {
    // expected-remark-re @below {{roofline: flops=0 bytes=65536 intensity=0.00 class={{[a-z0-9_]+}} bound=launch}}
    linalg.fill ins(%v : f32) outs(%m : memref<64x64xf32>)
  }
  return
}

// -----

// A loop that never runs (0..0): the op executes 0 times: no work, no bytes,
// no launch: bound none, time 0.
func.func @zero_trip(%a: memref<128x128xf32>, %b: memref<128x128xf32>,
                     %c: memref<128x128xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c0 step %c1 {
    // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
    linalg.matmul ins(%a, %b : memref<128x128xf32>, memref<128x128xf32>)
                  outs(%c : memref<128x128xf32>)
  }
  return
}

// -----

// A trip count that is not static: the op cannot be costed.
func.func @dynamic_trips(%a: memref<128x128xf32>, %b: memref<128x128xf32>,
                         %c: memref<128x128xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark @below {{not costed: inside scf.for}}
    linalg.matmul ins(%a, %b : memref<128x128xf32>, memref<128x128xf32>)
                  outs(%c : memref<128x128xf32>)
  }
  return
}
