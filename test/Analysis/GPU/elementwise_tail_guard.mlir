// An elementwise kernel with the usual tail guard: 4 blocks of 256 threads
// (1024 threads) for 1000 elements, so only the 1000 threads whose global id
// passes `gid < 1000` do work. The same kernel is written three ways (the
// guard as cmpi slt on bid*bdim+tid, as cmpi ult on gpu.global_id, and as an
// affine.apply with the comparison flipped): all three must count the same,
// because the analysis evaluates the guard rather than matching one form.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})'
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 annotate=false format=json})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON
//
// Hand derivation (A100 SXM4 40GB: DRAM 1555 GB/s, FP32 19.5 TFLOP/s,
// INT32 19.5 TOP/s, L2 7219 GB/s, L1 19492 GB/s, launch 3 us):
//   FLOPs  = 1000 addf                                     = 1000
//   DRAM   = unique a[0..999] + b[0..999] read, c written
//          = 3 x 1000 x 4 B                                = 12000 B
//   issued = the same (each element accessed once)         = 12000 B
//   intensity = 1000 / 12000                               = 0.0833
//   DRAM time = 12000 / 1555e9 = 7.717 ns; L2 and L1 see the issued 12000 B
//   (1.662 ns, 0.616 ns); int ops (muli, addi, cmpi on 1024 threads:
//   3072 / 19.5e12 = 0.158 ns); compute 1000 / 19.5e12 / (wave x lanes);
//   waves: 256-thread blocks, 2048/256 = 8 per SM, 864 per wave, 4 blocks
//   -> efficiency 4/864; 4 blocks < 108 SMs: every level's bandwidth x 4/108
//   -> DRAM time 7.717 ns x 27 = 208.4 ns; compute 1000/19.5e12 x 216 =
//   11.1 ns; binds dram; time = 208.4 ns + 3 us = 3.2084e-06 s.

module attributes {gpu.container_module} {
  func.func @host(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    // expected-remark @below {{roofline: flops=1000 bytes=12000 intensity=0.08 class=fp32 bound=launch time=3.208360e-06 binds=launch}}
    gpu.launch_func @kernels::@add blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1000xf32>, %b : memref<1000xf32>, %c : memref<1000xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @add(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) kernel {
      %n = arith.constant 1000 : index
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x
      %0 = arith.muli %bid, %bdim : index
      %gid = arith.addi %0, %tid : index
      %in = arith.cmpi slt, %gid, %n : index
      scf.if %in {
        %x = memref.load %a[%gid] : memref<1000xf32>
        %y = memref.load %b[%gid] : memref<1000xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%gid] : memref<1000xf32>
      }
      gpu.return
    }
  }
}
// JSON: "op": "gpu.launch_func"
// JSON: "flops": 1000,
// JSON: "bytes": 12000,
// JSON:      "kernel": {
// JSON-NEXT:   "name": "add",
// JSON:        "threads": 1024,
// JSON-NEXT:   "active_threads": 1000,
// JSON-NEXT:   "unique_dram_bytes": 12000,
// JSON-NEXT:   "issued_global_bytes": 12000,
// JSON-NEXT:   "footprint_exact": true,
// JSON-NEXT:   "shared_bytes": 0,
// JSON-NEXT:   "shared_memory_per_block": 0,
// JSON-NEXT:   "tensor_core_flops": 0,
// JSON-NEXT:   "resident_blocks_per_sm": 8,
// JSON-NEXT:   "waves": 1,

// -----

module attributes {gpu.container_module} {
  func.func @host(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    // expected-remark @below {{roofline: flops=1000 bytes=12000 intensity=0.08 class=fp32 bound=launch time=3.208360e-06 binds=launch}}
    gpu.launch_func @kernels::@add blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1000xf32>, %b : memref<1000xf32>, %c : memref<1000xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @add(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) kernel {
      %n = arith.constant 1000 : index
      %gid = gpu.global_id x
      %in = arith.cmpi ult, %gid, %n : index
      scf.if %in {
        %x = memref.load %a[%gid] : memref<1000xf32>
        %y = memref.load %b[%gid] : memref<1000xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%gid] : memref<1000xf32>
      }
      gpu.return
    }
  }
}
// JSON:      "active_threads": 1000,
// JSON-NEXT:   "unique_dram_bytes": 12000,
// JSON-NEXT:   "issued_global_bytes": 12000,

// -----

// The guard inverted (`gid >= 1000` skips to the else branch) and the global
// id from affine.apply.
module attributes {gpu.container_module} {
  func.func @host(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) {
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    // expected-remark @below {{roofline: flops=1000 bytes=12000 intensity=0.08 class=fp32 bound=launch time=3.208360e-06 binds=launch}}
    gpu.launch_func @kernels::@add blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1) args(%a : memref<1000xf32>, %b : memref<1000xf32>, %c : memref<1000xf32>)
    return
  }
  gpu.module @kernels {
    gpu.func @add(%a: memref<1000xf32>, %b: memref<1000xf32>, %c: memref<1000xf32>) kernel {
      %n = arith.constant 999 : index
      %bid = gpu.block_id x
      %tid = gpu.thread_id x
      %gid = affine.apply affine_map<(d0)[s0] -> (d0 * 256 + s0)>(%bid)[%tid]
      %out = arith.cmpi sgt, %gid, %n : index
      scf.if %out {
      } else {
        %x = memref.load %a[%gid] : memref<1000xf32>
        %y = memref.load %b[%gid] : memref<1000xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%gid] : memref<1000xf32>
      }
      gpu.return
    }
  }
}
// JSON:      "active_threads": 1000,
// JSON-NEXT:   "unique_dram_bytes": 12000,
// JSON-NEXT:   "issued_global_bytes": 12000,
