// A contraction whose reduction is empty (K = 0) still produces its whole
// output (issue 34, item 8): the result is the init, which the op writes (in
// compiled mode a folded fill's zeros are written by it). Its output
// footprint was counted over the empty iteration domain, so a 4096x4096
// output was 0 elements and the op cost nothing at all.
//
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb %s | FileCheck %s
// RUN: roofline-opt --analyze --json --no-hierarchy --device=a100-sxm4-40gb %s | FileCheck %s

// The init is an argument: read and written (C = C + nothing), as any
// matmul reads its init; 0 FLOPs. Output 4096 x 4096 x 4 B = 67108864 B,
// twice: 134217728 B, memory-bound: 134217728 / 1.555e12 = 86.31 us + 3 us.
// CHECK-LABEL: "op": "linalg.matmul",
// CHECK:       "function": "k0",
// CHECK:       "flops": 0,
// CHECK:       "bytes": 134217728,
// CHECK:       "bound": "memory",
// CHECK:       "time_s": 8.931{{[0-9]*}}e-05,
// CHECK:       "operands": [
// CHECK:         "elements": 0,
// CHECK:         "elements": 0,
// CHECK:         "role": "output",
// CHECK-NEXT:    "elements": 16777216,
// CHECK-NEXT:    "element_bits": 32,
// CHECK-NEXT:    "read": true,
// CHECK-NEXT:    "written": true,
func.func @k0(%a: tensor<4096x0xf32>, %b: tensor<0x4096xf32>, %c: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x0xf32>, tensor<0x4096xf32>) outs(%c : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}

// The init is a fill folded into the matmul: the matmul writes the zeros,
// 67108864 B: 43.16 us + 3 us.
// CHECK-LABEL: "op": "linalg.matmul",
// CHECK:       "function": "k0_fill",
// CHECK:       "flops": 0,
// CHECK:       "bytes": 67108864,
// CHECK:       "time_s": 4.615{{[0-9]*}}e-05,
func.func @k0_fill(%a: tensor<4096x0xf32>, %b: tensor<0x4096xf32>) -> tensor<4096x4096xf32> {
  %e = tensor.empty() : tensor<4096x4096xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<4096x0xf32>, tensor<0x4096xf32>) outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %0 : tensor<4096x4096xf32>
}
// CHECK: "unmodeled": []
