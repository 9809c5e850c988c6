// Breadth: edge shapes and element types (the adversarial half of issue
// 21's run): zero-size dims (M = 0, K = 0), unit dims, a huge matmul whose
// FLOPs are near 2^63 / 2^20, and the element types f64, f8E4M3FN, i1, i4,
// complex<f32> through contractions and elementwise ops.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   edge-shapes.mlir: 9 costed, 0 unmodeled, 9 optimize configs verified
// CHECK-NOT: FAIL

func.func @zero_m(%a: tensor<0x128xf32>, %b: tensor<128x64xf32>, %c: tensor<0x64xf32>, %x: tensor<64x0xf16>) -> (tensor<0x64xf32>, tensor<64x0xf16>) {
  %0 = linalg.matmul ins(%a, %b : tensor<0x128xf32>, tensor<128x64xf32>) outs(%c : tensor<0x64xf32>) -> tensor<0x64xf32>
  %e = tensor.empty() : tensor<64x0xf16>
  %1 = linalg.exp ins(%x : tensor<64x0xf16>) outs(%e : tensor<64x0xf16>) -> tensor<64x0xf16>
  return %0, %1 : tensor<0x64xf32>, tensor<64x0xf16>
}

// K = 0: an empty iteration domain, so no FLOP and no byte (the result is
// %c unchanged; the checker sees no written footprint).
func.func @zero_k(%a: tensor<64x0xf32>, %b: tensor<0x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x0xf32>, tensor<0x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

func.func @unit_dims(%a: tensor<1x1x4096xf32>, %b: tensor<1x4096x1xf32>, %c: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<1x1x4096xf32>, tensor<1x4096x1xf32>) outs(%c : tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
  return %0 : tensor<1x1x1xf32>
}

// 2^20 x 2^20 x 2^20: 2^61 FLOPs.
func.func @huge(%a: tensor<1048576x1048576xbf16>, %b: tensor<1048576x1048576xbf16>, %c: tensor<1048576x1048576xf32>) -> tensor<1048576x1048576xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1048576x1048576xbf16>, tensor<1048576x1048576xbf16>) outs(%c : tensor<1048576x1048576xf32>) -> tensor<1048576x1048576xf32>
  return %0 : tensor<1048576x1048576xf32>
}

func.func @types(%d: tensor<256x256xf64>, %f8: tensor<256x256xf8E4M3FN>, %o8: tensor<256x256xf32>,
                 %m: tensor<4096xi1>, %i4: tensor<4096xi4>, %cx: tensor<64x64xcomplex<f32>>)
    -> (tensor<256x256xf64>, tensor<256x256xf32>, tensor<4096xi4>, tensor<64x64xcomplex<f32>>) {
  %0 = linalg.matmul ins(%d, %d : tensor<256x256xf64>, tensor<256x256xf64>) outs(%d : tensor<256x256xf64>) -> tensor<256x256xf64>
  %1 = linalg.matmul ins(%f8, %f8 : tensor<256x256xf8E4M3FN>, tensor<256x256xf8E4M3FN>) outs(%o8 : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e4 = tensor.empty() : tensor<4096xi4>
  %2 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%m, %i4 : tensor<4096xi1>, tensor<4096xi4>) outs(%e4 : tensor<4096xi4>) {
  ^bb0(%p: i1, %v: i4, %o: i4):
    %z = arith.constant 0 : i4
    %s = arith.select %p, %v, %z : i4
    linalg.yield %s : i4
  } -> tensor<4096xi4>
  %3 = linalg.matmul ins(%cx, %cx : tensor<64x64xcomplex<f32>>, tensor<64x64xcomplex<f32>>) outs(%cx : tensor<64x64xcomplex<f32>>) -> tensor<64x64xcomplex<f32>>
  return %0, %1, %2, %3 : tensor<256x256xf64>, tensor<256x256xf32>, tensor<4096xi4>, tensor<64x64xcomplex<f32>>
}
