// Tensor-core ops of the nvgpu and NVVM dialects, and loops inside an
// inline gpu.launch (scf.parallel, scf.forall, affine.for), whose ids and
// sizes are the launch region's arguments.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=h100 emit-remarks annotate=false})' -o /dev/null

// 1 block of 64 threads = 2 warps; each warp runs one nvgpu.mma.sync
// m16n8k16 (2 x 16 x 8 x 16 = 4096 FLOPs) 10 times and one nvvm.mma.sync
// m16n8k16 once: FLOPs = 2 warps x (10 + 1) x 4096 = 90112 on fp16_tc.
// No memory traffic. H100 SXM5 fp16_tc 989.4 TFLOP/s: 90112 / 989.4e12 =
// 91.077 ps; 64-thread blocks, 32 per SM, 132 SMs: 4224 per wave, 1 block
// -> / (1/4224) = 384.71 ns; plus 3 us.
func.func @mma(%a: vector<4x2xf16>, %b: vector<2x2xf16>, %c: vector<2x2xf16>,
               %h: vector<2xf16>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  // expected-remark @below {{roofline: flops=90112 bytes=0 intensity=INF class=fp16_tc bound=launch time=3.384711e-06 binds=launch}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %one = arith.constant 1 : index
    %r = scf.for %i = %c0 to %c10 step %one iter_args(%acc = %c) -> (vector<2x2xf16>) {
      %d = nvgpu.mma.sync (%a, %b, %acc) {mmaShape = [16, 8, 16]} : (vector<4x2xf16>, vector<2x2xf16>, vector<2x2xf16>) -> vector<2x2xf16>
      scf.yield %d : vector<2x2xf16>
    }
    %n = nvvm.mma.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h]
      {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>,
       shape = #nvvm.shape<m = 16, n = 8, k = 16>}
      : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
    gpu.terminator
  }
  return
}

// -----

// 2 blocks x 32 threads; each thread runs an 8x4 scf.parallel and, inside
// it, an affine.for over 3 steps, guarded by i < 6: FLOPs = 64 threads x
// 6 x 4 x 3 mulf = 4608. Each thread stores out[gid, i, j] once per (i, j)
// pass: out is 64 x 6 x 4 f32 written = 6144 B, read in[i, j] 6 x 4 f32 =
// 96 B: DRAM 6240 B.
// H100: DRAM 3350 GB/s: 6240/3350e9 = 1.863 ns x 132/2 = 122.9 ns;
// compute 4608/66.9e12 / (2/(132x32)) = 145.47 ns (32-thread blocks: 1 warp,
// 32 per SM; lanes full). Binds compute: 145.47 ns + 3 us.
func.func @loops(%in: memref<8x4xf32>, %out: memref<64x8x4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c32 = arith.constant 32 : index
  // expected-remark @below {{roofline: flops=4608 bytes=6240 intensity=0.74 class=fp32 bound=launch time=3.145472e-06 binds=launch}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %c8 = arith.constant 8 : index
    %one = arith.constant 1 : index
    %b32 = arith.muli %bx, %sx : index
    %gid = arith.addi %b32, %tx : index
    scf.parallel (%i, %j) = (%c0, %c0) to (%c8, %c4) step (%one, %one) {
      %keep = arith.cmpi slt, %i, %c6 : index
      scf.if %keep {
        %x = memref.load %in[%i, %j] : memref<8x4xf32>
        %acc = affine.for %k = 0 to 3 iter_args(%s = %x) -> (f32) {
          %m = arith.mulf %s, %x : f32
          affine.yield %m : f32
        }
        memref.store %acc, %out[%gid, %i, %j] : memref<64x8x4xf32>
      }
      scf.reduce
    }
    gpu.terminator
  }
  return
}
