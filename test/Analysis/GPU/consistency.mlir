// The same programs before and after upstream lowering to GPU kernels must
// have the same FLOPs and the same unique DRAM bytes. The lowering tiles
// the parallel loops 16x16 with in-bounds guards (no-min-max-bounds), maps
// tiles to blocks and points to threads, and outlines the kernels, so the
// kernels run more threads than there are elements and the guards decide
// which work: 7x2 blocks of 16x16 threads for 100x30 elements, etc.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100 hierarchy=false emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=16,16 no-min-max-bounds=true},gpu-map-parallel-loops),convert-parallel-loops-to-gpu,gpu-kernel-outlining,canonicalize)' \
// RUN:   | roofline-opt --pass-pipeline='builtin.module(roofline-analyze{device=a100 emit-remarks annotate=false})' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops,scf-parallel-loop-tiling{parallel-loop-tile-sizes=16,16 no-min-max-bounds=true},gpu-map-parallel-loops),convert-parallel-loops-to-gpu,gpu-kernel-outlining,canonicalize)' \
// RUN:   | roofline-opt --pass-pipeline='builtin.module(roofline-analyze{device=a100 annotate=false format=json})' -o /dev/null \
// RUN:   | FileCheck %s --check-prefix=KERNEL

// Elementwise with a broadcast: c[i,j] = exp(a[i,j] + b[j]), 100x30.
//   FLOPs 3000 addf (the exp is a transcendental, counted apart);
//   DRAM a 12000 B + b 120 B + c 12000 B = 24120 B.
// CHECK: remark: roofline: flops=3000 bytes=24120
func.func @ew(%a: memref<100x30xf32>, %b: memref<30xf32>, %c: memref<100x30xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%a, %b : memref<100x30xf32>, memref<30xf32>) outs(%c : memref<100x30xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %m = math.exp %s : f32
    linalg.yield %m : f32
  }
  return
}

// Row sums accumulating into c: FLOPs 100x30 = 3000; DRAM a 12000 B, c read
// 400 B and written 400 B = 12800 B.
// CHECK: remark: roofline: flops=3000 bytes=12800
func.func @rowsum(%a: memref<100x30xf32>, %c: memref<100xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i)>], iterator_types = ["parallel","reduction"]} ins(%a : memref<100x30xf32>) outs(%c : memref<100xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}

// Matmul 50x40 by 40x70: FLOPs 2x50x70x40 = 280000; DRAM A 8000 B, B 11200
// B, C read and written 2 x 14000 B = 47200 B.
// CHECK: remark: roofline: flops=280000 bytes=47200
func.func @mm(%a: memref<50x40xf32>, %b: memref<40x70xf32>, %c: memref<50x70xf32>) {
  linalg.matmul ins(%a, %b : memref<50x40xf32>, memref<40x70xf32>) outs(%c : memref<50x70xf32>)
  return
}

// The guards leave exactly one active thread per element (ew: 7x2 blocks of
// 256 threads = 3584 for 3000 elements; rowsum: 7 x 16 = 112 for 100 rows;
// mm: 4x5 x 256 = 5120 for 3500 outputs).
// KERNEL: "name": "ew_kernel",
// KERNEL: "threads": 3584,
// KERNEL-NEXT: "active_threads": 3000,
// KERNEL: "name": "rowsum_kernel",
// KERNEL: "threads": 112,
// KERNEL-NEXT: "active_threads": 100,
// KERNEL: "name": "mm_kernel",
// KERNEL: "threads": 5120,
// KERNEL-NEXT: "active_threads": 3500,
