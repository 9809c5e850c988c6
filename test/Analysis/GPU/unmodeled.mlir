// Kernels the model cannot count are listed as unmodeled with a remark that
// names the op and why; no number is guessed.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})' -o /dev/null

// A grid size that is not a constant at the launch.
module attributes {gpu.container_module} {
  func.func @host(%n: index, %a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    // expected-remark @below {{not costed: the grid size along x is not a constant at the launch}}
    gpu.launch_func @k::@f blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<1024xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%a: memref<1024xf32>) kernel {
      gpu.return
    }
  }
}

// -----

// The same launch with a kernel that declares its sizes: known_grid_size
// and known_block_size stand in for the launch's operands. 4 blocks of 256
// threads square 1024 elements: FLOPs 1024, DRAM 2 x 4096 B; A100: 8192 /
// 1555e9 = 5.2682 ns x 108/4 (4 of 108 SMs) = 142.24 ns + 3 us.
module attributes {gpu.container_module} {
  func.func @host(%n: index, %t: index, %a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    // expected-remark @below {{roofline: flops=1024 bytes=8192 intensity=0.12 class=fp32 bound=launch time=3.142241e-06 binds=launch}}
    gpu.launch_func @k::@f blocks in (%n, %c1, %c1) threads in (%t, %c1, %c1) args(%a : memref<1024xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%a: memref<1024xf32>) kernel attributes {known_grid_size = array<i32: 4, 1, 1>, known_block_size = array<i32: 256, 1, 1>} {
      %gid = gpu.global_id x
      %x = memref.load %a[%gid] : memref<1024xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %a[%gid] : memref<1024xf32>
      gpu.return
    }
  }
}

// -----

// A guard on a value loaded from memory: how many threads pass it is data.
module attributes {gpu.container_module} {
  func.func @host(%len: memref<1xindex>, %a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    // expected-remark-re @below {{not costed: kernel memref.load at {{.*}}: it depends on memref.load at {{.*}}, which the kernel model cannot evaluate before the kernel runs}}
    gpu.launch_func @k::@f blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%len : memref<1xindex>, %a : memref<1024xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%len: memref<1xindex>, %a: memref<1024xf32>) kernel {
      %c0 = arith.constant 0 : index
      %n = memref.load %len[%c0] : memref<1xindex>
      %gid = gpu.global_id x
      %in = arith.cmpi slt, %gid, %n : index
      scf.if %in {
        %x = memref.load %a[%gid] : memref<1024xf32>
        %y = arith.addf %x, %x : f32
        memref.store %y, %a[%gid] : memref<1024xf32>
      }
      gpu.return
    }
  }
}

// -----

// A guard on a kernel argument the launch does not bind to a constant.
module attributes {gpu.container_module} {
  func.func @host(%n: index, %a: memref<1024xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    // expected-remark-re @below {{not costed: kernel memref.load at {{.*}}: it depends on argument #0 of gpu.func at {{.*}}, whose value is not known when the kernel is launched}}
    gpu.launch_func @k::@f blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%n : index, %a : memref<1024xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%n: index, %a: memref<1024xf32>) kernel {
      %gid = gpu.global_id x
      %in = arith.cmpi slt, %gid, %n : index
      scf.if %in {
        %x = memref.load %a[%gid] : memref<1024xf32>
        memref.store %x, %a[%gid] : memref<1024xf32>
      }
      gpu.return
    }
  }
}

// -----

// Recursion through calls: calls in kernels are not followed.
module attributes {gpu.container_module} {
  func.func @host(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    // expected-remark-re @below {{not costed: kernel func.call at {{.*}}: calls inside kernels are not followed (the callee may recurse); inline it first}}
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<16xf32>)
    return
  }
  gpu.module @k {
    func.func @rec(%a: memref<16xf32>) {
      func.call @rec(%a) : (memref<16xf32>) -> ()
      return
    }
    gpu.func @f(%a: memref<16xf32>) kernel {
      func.call @rec(%a) : (memref<16xf32>) -> ()
      gpu.return
    }
  }
}

// -----

// An op the kernel model has no rule for.
module attributes {gpu.container_module} {
  func.func @host(%a: memref<16xf32>, %b: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    // expected-remark-re @below {{not costed: kernel memref.copy at {{.*}}: accesses memory and the kernel model has no rule for it}}
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<16xf32>, %b : memref<16xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%a: memref<16xf32>, %b: memref<16xf32>) kernel {
      memref.copy %a, %b : memref<16xf32> to memref<16xf32>
      gpu.return
    }
  }
}

// -----

// A loop with a dynamic trip count (scf.while).
module attributes {gpu.container_module} {
  func.func @host(%a: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    // expected-remark-re @below {{not costed: kernel scf.while at {{.*}}: control flow whose executions cannot be counted statically}}
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<16xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%a: memref<16xf32>) kernel {
      %c0 = arith.constant 0 : index
      %r = scf.while (%i = %c0) : (index) -> index {
        %x = memref.load %a[%i] : memref<16xf32>
        %z = arith.constant 0.0 : f32
        %go = arith.cmpf ogt, %x, %z : f32
        scf.condition(%go) %i : index
      } do {
      ^bb0(%i: index):
        %c1 = arith.constant 1 : index
        %n = arith.addi %i, %c1 : index
        scf.yield %n : index
      }
      gpu.return
    }
  }
}

// -----

// Blocks larger than a GPU allows, and a block whose shared memory does not
// fit an SM (A100: 167936 bytes).
module attributes {gpu.container_module} {
  func.func @host(%a: memref<2048xf32>) {
    %c1 = arith.constant 1 : index
    %c2048 = arith.constant 2048 : index
    // expected-remark @below {{not costed: its blocks of 2048 threads exceed the 1024 threads a block may have}}
    gpu.launch_func @k::@f blocks in (%c1, %c1, %c1) threads in (%c2048, %c1, %c1) args(%a : memref<2048xf32>)
    // expected-remark @below {{not costed: a block's 200000 bytes of shared memory exceed the 167936 bytes an SM of a100-sxm4-40gb has}}
    gpu.launch_func @k::@g blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<2048xf32>)
    return
  }
  gpu.module @k {
    gpu.func @f(%a: memref<2048xf32>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %a[%t] : memref<2048xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %a[%t] : memref<2048xf32>
      gpu.return
    }
    gpu.func @g(%a: memref<2048xf32>) workgroup(%s: memref<50000xf32, #gpu.address_space<workgroup>>) kernel {
      %c0 = arith.constant 0 : index
      %x = memref.load %a[%c0] : memref<2048xf32>
      %y = arith.mulf %x, %x : f32
      memref.store %y, %s[%c0] : memref<50000xf32, #gpu.address_space<workgroup>>
      gpu.return
    }
  }
}
