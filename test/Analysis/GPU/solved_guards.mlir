// Guards that KernelSpace solves along the innermost variable (the thread
// id, or a grid-stride loop's iteration) instead of evaluating each value
// (KernelInterval.h), and one it must still enumerate (`!=`). Each kernel
// does one addf per passing instance, so the FLOPs are the instances; all
// launches are 4 x 256 = 1024 threads (gid = bid * 256 + tid in 0..1023).
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})'
//
//   @tail     gid < 1000                                   -> 1000
//   @tailelse the else branch of gid < 1000                -> 1024 - 1000 = 24
//   @neg      1000 - gid > 500, i.e. gid < 500             -> 500
//   @narrow   (i32) gid ult 700 after index_cast           -> 700
//   @first    tid == 0: one thread per block               -> 4
//   @hole     tid != 3: all but one thread per block       -> 1024 - 4 = 1020
//   @apply    affine.apply gid * 2 + 1 < 999, i.e. gid <= 498 -> 499
//   @stride   for i = gid to 1300 step 1024, then i >= 100: gid < 276 runs
//             twice (i = gid, gid + 1024 < 1300) and gid >= 100 passes at
//             i = gid: 924 + 276 = 1200
//   @empty    gid < 0                                      -> 0 (no remark
//             figures but a launch that does nothing)

module attributes {gpu.container_module} {
  func.func @host(%v: f32) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    // expected-remark-re @below {{roofline: flops=1000 {{.*}}}}
    gpu.launch_func @k::@tail blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=24 {{.*}}}}
    gpu.launch_func @k::@tailelse blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=500 {{.*}}}}
    gpu.launch_func @k::@neg blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=700 {{.*}}}}
    gpu.launch_func @k::@narrow blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=4 {{.*}}}}
    gpu.launch_func @k::@first blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=1020 {{.*}}}}
    gpu.launch_func @k::@hole blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=499 {{.*}}}}
    gpu.launch_func @k::@apply blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=1200 {{.*}}}}
    gpu.launch_func @k::@stride blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    // expected-remark-re @below {{roofline: flops=0 {{.*}}}}
    gpu.launch_func @k::@empty blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%v : f32)
    return
  }
  gpu.module @k {
    gpu.func @tail(%v: f32) kernel {
      %n = arith.constant 1000 : index
      %gid = gpu.global_id x
      %in = arith.cmpi slt, %gid, %n : index
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @tailelse(%v: f32) kernel {
      %n = arith.constant 1000 : index
      %gid = gpu.global_id x
      %in = arith.cmpi slt, %gid, %n : index
      scf.if %in {
      } else {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @neg(%v: f32) kernel {
      %n = arith.constant 1000 : index
      %h = arith.constant 500 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %0 = arith.muli %bid, %bdim : index
      %gid = arith.addi %0, %tid : index
      %left = arith.subi %n, %gid : index
      %in = arith.cmpi sgt, %left, %h : index
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @narrow(%v: f32) kernel {
      %n = arith.constant 700 : i32
      %gid = gpu.global_id x
      %g32 = arith.index_cast %gid : index to i32
      %in = arith.cmpi ult, %g32, %n : i32
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @first(%v: f32) kernel {
      %c0 = arith.constant 0 : index
      %tid = gpu.thread_id x
      %in = arith.cmpi eq, %tid, %c0 : index
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @hole(%v: f32) kernel {
      %c3 = arith.constant 3 : index
      %tid = gpu.thread_id x
      %in = arith.cmpi ne, %tid, %c3 : index
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @apply(%v: f32) kernel {
      %n = arith.constant 999 : index
      %gid = gpu.global_id x
      %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%gid)
      %in = arith.cmpi slt, %a, %n : index
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
    gpu.func @stride(%v: f32) kernel {
      %n = arith.constant 1300 : index
      %lo = arith.constant 100 : index
      %step = arith.constant 1024 : index
      %gid = gpu.global_id x
      scf.for %i = %gid to %n step %step {
        %in = arith.cmpi sge, %i, %lo : index
        scf.if %in {
          %s = arith.addf %v, %v : f32
        }
      }
      gpu.return
    }
    gpu.func @empty(%v: f32) kernel {
      %c0 = arith.constant 0 : index
      %gid = gpu.global_id x
      %in = arith.cmpi slt, %gid, %c0 : index
      scf.if %in {
        %s = arith.addf %v, %v : f32
      }
      gpu.return
    }
  }
}
