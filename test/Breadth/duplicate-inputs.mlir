// An input that repeats an earlier input through the same indexing map reads
// the same elements at every point, so its bytes cross memory once (found by
// the breadth suite; upstream Linalg/canonicalize-duplicate-inputs).
// RUN: roofline-opt --analyze --json --device=h100 --no-hierarchy %s 2>/dev/null | FileCheck %s

// x * x over 256 x 512 f32 (524288 B): one read of x, one write of the
// result: 524288 + 524288 = 1048576 bytes (it was 1572864, x counted twice).
// 131072 multiplications.
// CHECK:      "function": "square"
// CHECK:      "flops": 131072,
// CHECK:      "bytes": 1048576,
// CHECK:      "operand": 1,
// CHECK-NEXT: "role": "input",
// CHECK-NEXT: "elements": 131072,
// CHECK-NEXT: "element_bits": 32,
// CHECK-NEXT: "read": false,
func.func @square(%x: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %e = tensor.empty() : tensor<256x512xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x : tensor<256x512xf32>, tensor<256x512xf32>) outs(%e : tensor<256x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<256x512xf32>
  return %g : tensor<256x512xf32>
}

// x + x^T over 256 x 256 f32 (262144 B): the two maps differ, so both reads
// count (each is one pass over x in another order): 2 x 262144 + 262144 =
// 786432 bytes, 65536 additions.
// CHECK:      "function": "plus_transpose"
// CHECK:      "flops": 65536,
// CHECK:      "bytes": 786432,
func.func @plus_transpose(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %x : tensor<256x256xf32>, tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  return %g : tensor<256x256xf32>
}
