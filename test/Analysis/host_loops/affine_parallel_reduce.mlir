// affine.parallel with reduce(...) on the host: each iteration's yielded
// value is combined into the result, one operation per reduction and
// iteration (docs/model.md, "Loop nests on the host side"). The breadth
// suite found these combines counted as 0 FLOPs.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// Sum of 256 x 256 f32: 65536 iterations x 1 addf = 65536 FLOPs; DRAM:
// %a read once, 65536 x 4 B = 262144 B (the scalar result is a kernel
// output of 4 B that the model does not charge as a buffer).
func.func @sum(%a: memref<256x256xf32>) -> f32 {
  // expected-remark @below {{roofline: flops=65536 bytes=262144 }}
  %sum = affine.parallel (%i, %j) = (0, 0) to (256, 256) reduce ("addf") -> f32 {
    %x = affine.load %a[%i, %j] : memref<256x256xf32>
    affine.yield %x : f32
  }
  return %sum : f32
}

// -----

// Two reductions (sum and max) over 1024 f32: 1024 x 2 combines = 2048 FLOPs;
// DRAM 1024 x 4 = 4096 B.
func.func @sum_and_max(%a: memref<1024xf32>) -> (f32, f32) {
  // expected-remark @below {{roofline: flops=2048 bytes=4096 }}
  %s, %m = affine.parallel (%i) = (0) to (1024) reduce ("addf", "maximumf") -> (f32, f32) {
    %x = affine.load %a[%i] : memref<1024xf32>
    affine.yield %x, %x : f32, f32
  }
  return %s, %m : f32, f32
}

// -----

// An integer sum over 512 i32: 512 integer operations, 0 FLOPs; DRAM
// 512 x 4 = 2048 B.
// JSON-LABEL: "function": "isum"
// JSON:       "flops": 0,
// JSON:       "int_ops": 512,
func.func @isum(%a: memref<512xi32>) -> i32 {
  // expected-remark @below {{roofline: flops=0 bytes=2048 }}
  %s = affine.parallel (%i) = (0) to (512) reduce ("addi") -> i32 {
    %x = affine.load %a[%i] : memref<512xi32>
    affine.yield %x : i32
  }
  return %s : i32
}
