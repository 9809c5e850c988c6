// The compute class of an NVVM mma op comes from the type of its A
// multiplicand (multiplicandAPtxType, which the parser fills in from the
// operand types when they say it, e.g. vector<2xf16>); packed i32 registers
// say nothing, so the attribute names bf16, tf32 or s8. One warp runs each
// op once: FLOPs = 2 m n k. Only the class and the FLOPs are checked here
// (the time follows from the class's peak as in mma_and_loops.mlir).
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=h100 emit-remarks annotate=false})' -o /dev/null

// bf16, m16n8k16: 2 x 16 x 8 x 16 = 4096 FLOPs on bf16_tc.
func.func @bf16(%a: i32, %c: f32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  // expected-remark @below {{roofline: flops=4096 bytes=0 intensity=INF class=bf16_tc}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %r = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
       multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>,
       shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    gpu.terminator
  }
  return
}

// -----

// s8, m16n8k32: 2 x 16 x 8 x 32 = 8192 operations on int8_tc.
func.func @s8(%a: i32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  // expected-remark @below {{roofline: flops=8192 bytes=0 intensity=INF class=int8_tc}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %r = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%a, %a, %a, %a]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
       multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>,
       intOverflowBehavior = #nvvm.mma_int_overflow<satfinite>,
       shape = #nvvm.shape<m = 16, n = 8, k = 32>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
    gpu.terminator
  }
  return
}

// -----

// f64, m8n8k4, no attribute: the parser infers f64 from the operands;
// 2 x 8 x 8 x 4 = 512 FLOPs on fp64_tc.
func.func @f64(%a: f64) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  // expected-remark @below {{roofline: flops=512 bytes=0 intensity=INF class=fp64_tc}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %r = nvvm.mma.sync A[%a] B[%a] C[%a, %a]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
       shape = #nvvm.shape<m = 8, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
    gpu.terminator
  }
  return
}

// -----

// tf32, m16n8k8: 2 x 16 x 8 x 8 = 2048 FLOPs on tf32_tc.
func.func @tf32(%a: i32, %c: f32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  // expected-remark @below {{roofline: flops=2048 bytes=0 intensity=INF class=tf32_tc}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %r = nvvm.mma.sync A[%a, %a, %a, %a] B[%a, %a] C[%c, %c, %c, %c]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
       multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>,
       shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
    gpu.terminator
  }
  return
}
