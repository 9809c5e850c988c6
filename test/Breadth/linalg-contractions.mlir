// Breadth: linalg contractions (upstream Linalg/named-ops, roundtrip,
// transpose-matmul, categorize-named-ops, generalize-named-ops,
// Integration matmul-vs-matvec, mmt4d): every named contraction form, with
// transposed and broadcast operands through `indexing_maps`, and the mixed
// element types. check-breadth.py runs every analysis and optimize
// configuration on it and verifies the optimized IR with stock mlir-opt.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   linalg-contractions.mlir: 17 costed, 1 unmodeled, 9 optimize configs verified
// CHECK-NEXT: unmodeled linalg.matmul: loop d0 has a dynamic size; pass dynamic-dim-size=N to assume one
// CHECK-NOT: FAIL

#mA = affine_map<(m, n, k) -> (m, k)>
#mB = affine_map<(m, n, k) -> (k, n)>
#mC = affine_map<(m, n, k) -> (m, n)>
#mAt = affine_map<(m, n, k) -> (k, m)>
#mBt = affine_map<(m, n, k) -> (n, k)>
#mBb = affine_map<(m, n, k) -> (k)>

func.func @matmul(%a: tensor<512x256xf32>, %b: tensor<256x384xf32>, %c: tensor<512x384xf32>) -> tensor<512x384xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<512x256xf32>, tensor<256x384xf32>) outs(%c : tensor<512x384xf32>) -> tensor<512x384xf32>
  return %0 : tensor<512x384xf32>
}

func.func @matmul_transpose_a(%a: tensor<256x512xf32>, %b: tensor<256x384xf32>, %c: tensor<512x384xf32>) -> tensor<512x384xf32> {
  %0 = linalg.matmul indexing_maps = [#mAt, #mB, #mC] ins(%a, %b : tensor<256x512xf32>, tensor<256x384xf32>) outs(%c : tensor<512x384xf32>) -> tensor<512x384xf32>
  return %0 : tensor<512x384xf32>
}

func.func @matmul_transpose_b(%a: tensor<512x256xf16>, %b: tensor<384x256xf16>, %c: tensor<512x384xf32>) -> tensor<512x384xf32> {
  %0 = linalg.matmul indexing_maps = [#mA, #mBt, #mC] ins(%a, %b : tensor<512x256xf16>, tensor<384x256xf16>) outs(%c : tensor<512x384xf32>) -> tensor<512x384xf32>
  return %0 : tensor<512x384xf32>
}

func.func @matmul_broadcast_b(%a: tensor<512x256xf32>, %b: tensor<256xf32>, %c: tensor<512x384xf32>) -> tensor<512x384xf32> {
  %0 = linalg.matmul indexing_maps = [#mA, #mBb, #mC] ins(%a, %b : tensor<512x256xf32>, tensor<256xf32>) outs(%c : tensor<512x384xf32>) -> tensor<512x384xf32>
  return %0 : tensor<512x384xf32>
}

func.func @matmul_i8(%a: tensor<256x128xi8>, %b: tensor<128x256xi8>, %c: tensor<256x256xi32>) -> tensor<256x256xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<256x128xi8>, tensor<128x256xi8>) outs(%c : tensor<256x256xi32>) -> tensor<256x256xi32>
  return %0 : tensor<256x256xi32>
}

func.func @matmul_bf16_dynamic(%a: tensor<?x?xbf16>, %b: tensor<?x?xbf16>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<?x?xbf16>, tensor<?x?xbf16>) outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

func.func @batch_matmul(%a: tensor<8x128x64xf32>, %b: tensor<8x64x128xf32>, %c: tensor<8x128x128xf32>) -> tensor<8x128x128xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%c : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  return %0 : tensor<8x128x128xf32>
}

func.func @batch_reduce_matmul(%a: tensor<8x128x64xf32>, %b: tensor<8x64x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%c : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

func.func @matvec(%a: tensor<1024x512xf32>, %x: tensor<512xf32>, %y: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = linalg.matvec ins(%a, %x : tensor<1024x512xf32>, tensor<512xf32>) outs(%y : tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

func.func @vecmat(%x: tensor<512xf32>, %a: tensor<512x1024xf32>, %y: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = linalg.vecmat ins(%x, %a : tensor<512xf32>, tensor<512x1024xf32>) outs(%y : tensor<1024xf32>) -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

func.func @batch_matvec(%a: tensor<4x256x128xf32>, %x: tensor<4x128xf32>, %y: tensor<4x256xf32>) -> tensor<4x256xf32> {
  %0 = linalg.batch_matvec ins(%a, %x : tensor<4x256x128xf32>, tensor<4x128xf32>) outs(%y : tensor<4x256xf32>) -> tensor<4x256xf32>
  return %0 : tensor<4x256xf32>
}

func.func @dot(%a: tensor<4096xf32>, %b: tensor<4096xf32>, %c: tensor<f32>) -> tensor<f32> {
  %0 = linalg.dot ins(%a, %b : tensor<4096xf32>, tensor<4096xf32>) outs(%c : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

func.func @mmt4d(%a: tensor<16x8x8x4xf32>, %b: tensor<32x8x8x4xf32>, %c: tensor<16x32x8x8xf32>) -> tensor<16x32x8x8xf32> {
  %0 = linalg.mmt4d ins(%a, %b : tensor<16x8x8x4xf32>, tensor<32x8x8x4xf32>) outs(%c : tensor<16x32x8x8xf32>) -> tensor<16x32x8x8xf32>
  return %0 : tensor<16x32x8x8xf32>
}

func.func @batch_mmt4d(%a: tensor<2x16x8x8x4xf32>, %b: tensor<2x32x8x8x4xf32>, %c: tensor<2x16x32x8x8xf32>) -> tensor<2x16x32x8x8xf32> {
  %0 = linalg.batch_mmt4d ins(%a, %b : tensor<2x16x8x8x4xf32>, tensor<2x32x8x8x4xf32>) outs(%c : tensor<2x16x32x8x8xf32>) -> tensor<2x16x32x8x8xf32>
  return %0 : tensor<2x16x32x8x8xf32>
}

func.func @contract(%a: tensor<128x64xf32>, %b: tensor<64x256xf32>, %c: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %0 = linalg.contract indexing_maps = [#mA, #mB, #mC] ins(%a, %b : tensor<128x64xf32>, tensor<64x256xf32>) outs(%c : tensor<128x256xf32>) -> tensor<128x256xf32>
  return %0 : tensor<128x256xf32>
}

// A matmul as a linalg.generic, and the fill it accumulates into: the fill
// is folded in compiled mode (docs/model.md 1.8).
func.func @generic_matmul_fill(%a: tensor<256x128xf32>, %b: tensor<128x256xf32>) -> tensor<256x256xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x256xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<256x256xf32>) -> tensor<256x256xf32>
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<256x128xf32>, tensor<128x256xf32>) outs(%f : tensor<256x256xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// A matmul on memrefs (bufferized form).
func.func @matmul_memref(%a: memref<128x64xf32>, %b: memref<64x128xf32>, %c: memref<128x128xf32>) {
  linalg.matmul ins(%a, %b : memref<128x64xf32>, memref<64x128xf32>) outs(%c : memref<128x128xf32>)
  return
}
