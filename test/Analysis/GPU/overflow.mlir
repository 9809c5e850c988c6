// Launches and loops whose sizes do not fit 64 bits are unmodeled with a
// remark saying so; no count wraps (issue #22). The largest int64 is
// 2^63 - 1 = 9223372036854775807.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})' -o /dev/null

// A gpu.launch of 2^32 x 2^32 x 1 blocks of one thread: 2^64 threads, past
// 2^63 - 1. The addf reads no id, so its instances would be the product of
// all the sizes, 4294967296 x 4294967296, which wrapped to 0 (flops=0).
func.func @grid_2_32(%x: f32) {
  %c1 = arith.constant 1 : index
  %c2_32 = arith.constant 4294967296 : index
  // expected-remark @below {{not costed: 4294967296 x 4294967296 x 1 blocks of 1 x 1 x 1 threads: the launch's size overflows 64 bits}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c2_32, %gy = %c2_32, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    %y = arith.addf %x, %x : f32
    gpu.terminator
  }
  return
}

// -----

// CUDA's largest grid, 2147483647 x 65535 x 65535 blocks: that many blocks
// still fit, 2147483647 x 65535 x 65535 = 9223090559730712575 <= 2^63 - 1,
// but blocks of 1024 threads make 9223090559730712575 x 1024 ~ 9.4e21
// threads, which do not (before: "0 of -288232575040750592 threads").
module attributes {gpu.container_module} {
  func.func @host(%x: f32) {
    %c1 = arith.constant 1 : index
    %c65535 = arith.constant 65535 : index
    %c1024 = arith.constant 1024 : index
    %cmax = arith.constant 2147483647 : index
    // expected-remark @below {{not costed: 2147483647 x 65535 x 65535 blocks of 1024 x 1 x 1 threads: the launch's size overflows 64 bits}}
    gpu.launch_func @k::@f blocks in (%cmax, %c65535, %c65535) threads in (%c1024, %c1, %c1) args(%x : f32)
    return
  }
  gpu.module @k {
    gpu.func @f(%x: f32) kernel {
      %y = arith.addf %x, %x : f32
      gpu.return
    }
  }
}

// -----

// The same space with dynamic sizes at the launch: the kernel's
// known_grid_size and known_block_size give them, and their product
// overflows as above.
module attributes {gpu.container_module} {
  func.func @host(%n: index, %t: index, %x: f32) {
    // expected-remark @below {{not costed: 2147483647 x 65535 x 65535 blocks of 1024 x 1 x 1 threads: the launch's size overflows 64 bits}}
    gpu.launch_func @k::@f blocks in (%n, %n, %n) threads in (%t, %t, %t) args(%x : f32)
    return
  }
  gpu.module @k {
    gpu.func @f(%x: f32) kernel attributes {
        known_grid_size = array<i32: 2147483647, 65535, 65535>,
        known_block_size = array<i32: 1024, 1, 1>} {
      %y = arith.addf %x, %x : f32
      gpu.return
    }
  }
}

// -----

// A loop from -2^63 to 2^63 - 1 runs 2^64 - 1 times, past 2^63 - 1: its
// trip count (ub - lb + step - 1) / step wrapped (flops=0 before).
func.func @trips(%x: f32) {
  %c1 = arith.constant 1 : index
  %lo = arith.constant -9223372036854775808 : index
  %hi = arith.constant 9223372036854775807 : index
  // expected-remark-re @below {{not costed: kernel arith.addf at {{.*}}: its number of executions overflows 64 bits}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.for %i = %lo to %hi step %c1 {
      %y = arith.addf %x, %x : f32
    }
    gpu.terminator
  }
  return
}

// -----

// A loop whose iterations the guard count enumerates, stepping by 2^62 up
// to 2^63 - 1: i = 0 and i = 2^62; the next step, 2^63, is past int64 and
// ends the loop instead of wrapping to -2^63. Two iterations: FLOPs 2; the
// addresses min(i rem (2^63 - 1), 1) = 0 and 1, read and written: DRAM
// (2 + 2) x 4 B = 16 B (before: flops=0 bytes=0).
func.func @step_past_int64(%a: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %hi = arith.constant 9223372036854775807 : index
  %c2_62 = arith.constant 4611686018427387904 : index
  // expected-remark @below {{roofline: flops=2 bytes=16 intensity=0.12 class=fp32}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    scf.for %i = %c0 to %hi step %c2_62 {
      %j = arith.remui %i, %hi : index
      %k = arith.minui %j, %c1 : index
      %x = memref.load %a[%k] : memref<16xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%k] : memref<16xf32>
    }
    gpu.terminator
  }
  return
}
