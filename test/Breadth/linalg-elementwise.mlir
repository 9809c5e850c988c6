// Breadth: linalg elementwise, reduction and data-movement ops and generic
// forms (upstream Linalg/named-ops, roundtrip, generalize-named-ops,
// fusion-elementwise-ops, fusion-indexed, inline-scalar-operands,
// canonicalize-duplicate-inputs, fold-add-into-dest, decompose-ops,
// fuse_fill_op_with_reduce_op, detensorize_0d, int-narrowing,
// fill-custom-scalar-type, Integration test-elementwise, ArmSVE reduce_1d):
// broadcasts, transposes, reductions, linalg.index, scalar and 0-d
// operands, two results, every element type; producer chains for fusion and
// a matmul epilogue for epilogue fusion.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   linalg-elementwise.mlir: 30 costed, 1 unmodeled, 9 optimize configs verified
// CHECK-NEXT: unmodeled linalg.generic: loop d0 has a dynamic size; pass dynamic-dim-size=N to assume one
// CHECK-NOT: FAIL

#id2 = affine_map<(i, j) -> (i, j)>
#tr2 = affine_map<(i, j) -> (j, i)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#scalar = affine_map<(i, j) -> ()>

func.func @named_unary_binary(%a: tensor<1024x512xf32>, %b: tensor<1024x512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  %0 = linalg.exp ins(%a : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %1 = linalg.add ins(%0, %b : tensor<1024x512xf32>, tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %2 = linalg.mul ins(%1, %b : tensor<1024x512xf32>, tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %3 = linalg.max ins(%2, %a : tensor<1024x512xf32>, tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %4 = linalg.tanh ins(%3 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %5 = linalg.div ins(%4, %b : tensor<1024x512xf32>, tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %6 = linalg.sqrt ins(%5 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %7 = linalg.erf ins(%6 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %8 = linalg.powf ins(%7, %a : tensor<1024x512xf32>, tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  %9 = linalg.reciprocal ins(%8 : tensor<1024x512xf32>) outs(%e : tensor<1024x512xf32>) -> tensor<1024x512xf32>
  return %9 : tensor<1024x512xf32>
}

func.func @elementwise_op(%a: tensor<256x256xf16>, %b: tensor<256x256xf16>) -> tensor<256x256xf16> {
  %e = tensor.empty() : tensor<256x256xf16>
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16>) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%0 : tensor<256x256xf16>) outs(%e : tensor<256x256xf16>) -> tensor<256x256xf16>
  return %1 : tensor<256x256xf16>
}

func.func @map_reduce(%a: tensor<512x128xbf16>, %b: tensor<512x128xbf16>, %init: tensor<512xbf16>) -> tensor<512xbf16> {
  %e = tensor.empty() : tensor<512x128xbf16>
  %m = linalg.map { arith.mulf } ins(%a, %b : tensor<512x128xbf16>, tensor<512x128xbf16>) outs(%e : tensor<512x128xbf16>)
  %r = linalg.reduce { arith.addf } ins(%m : tensor<512x128xbf16>) outs(%init : tensor<512xbf16>) dimensions = [1]
  return %r : tensor<512xbf16>
}

func.func @transpose_broadcast_copy(%a: tensor<64x128xf32>, %v: tensor<64xf32>) -> (tensor<128x64xf32>, tensor<64x32xf32>, tensor<64x128xf32>) {
  %e0 = tensor.empty() : tensor<128x64xf32>
  %t = linalg.transpose ins(%a : tensor<64x128xf32>) outs(%e0 : tensor<128x64xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<64x32xf32>
  %b = linalg.broadcast ins(%v : tensor<64xf32>) outs(%e1 : tensor<64x32xf32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<64x128xf32>
  %c = linalg.copy ins(%a : tensor<64x128xf32>) outs(%e2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  return %t, %b, %c : tensor<128x64xf32>, tensor<64x32xf32>, tensor<64x128xf32>
}

func.func @fill_kinds(%seed: i32) -> (tensor<128x128xf64>, tensor<64x64xi8>, tensor<32x32xf32>) {
  %d = arith.constant 1.5 : f64
  %e0 = tensor.empty() : tensor<128x128xf64>
  %0 = linalg.fill ins(%d : f64) outs(%e0 : tensor<128x128xf64>) -> tensor<128x128xf64>
  %i = arith.constant 7 : i8
  %e1 = tensor.empty() : tensor<64x64xi8>
  %1 = linalg.fill ins(%i : i8) outs(%e1 : tensor<64x64xi8>) -> tensor<64x64xi8>
  %lo = arith.constant 0.0 : f64
  %hi = arith.constant 1.0 : f64
  %e2 = tensor.empty() : tensor<32x32xf32>
  %2 = linalg.fill_rng_2d ins(%lo, %hi, %seed : f64, f64, i32) outs(%e2 : tensor<32x32xf32>) -> tensor<32x32xf32>
  return %0, %1, %2 : tensor<128x128xf64>, tensor<64x64xi8>, tensor<32x32xf32>
}

func.func @softmax(%a: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %e = tensor.empty() : tensor<64x1000xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<64x1000xf32>) outs(%e : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  return %0 : tensor<64x1000xf32>
}

// Generic forms: transpose + row broadcast + scalar operand in, two results
// out; then a column reduction with linalg.index; then a 0-d operand.
func.func @generic_forms(%a: tensor<256x128xf32>, %r: tensor<128xf32>, %s: f32, %z: tensor<f32>) -> (tensor<128x256xf32>, tensor<128x256xf16>, tensor<256xf32>, tensor<128x256xf32>) {
  %e = tensor.empty() : tensor<128x256xf32>
  %eh = tensor.empty() : tensor<128x256xf16>
  %0:2 = linalg.generic {indexing_maps = [#tr2, #row, #scalar, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a, %r, %s : tensor<256x128xf32>, tensor<128xf32>, f32) outs(%e, %eh : tensor<128x256xf32>, tensor<128x256xf16>) {
  ^bb0(%x: f32, %y: f32, %c: f32, %o: f32, %oh: f16):
    %m = arith.mulf %x, %y : f32
    %p = arith.addf %m, %c : f32
    %h = arith.truncf %p : f32 to f16
    linalg.yield %p, %h : f32, f16
  } -> (tensor<128x256xf32>, tensor<128x256xf16>)
  %zero = arith.constant 0.0 : f32
  %ei = tensor.empty() : tensor<256xf32>
  %fi = linalg.fill ins(%zero : f32) outs(%ei : tensor<256xf32>) -> tensor<256xf32>
  %1 = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%0#0 : tensor<128x256xf32>) outs(%fi : tensor<256xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i32
    %fi32 = arith.sitofp %ii : i32 to f32
    %w = arith.mulf %x, %fi32 : f32
    %s2 = arith.addf %acc, %w : f32
    linalg.yield %s2 : f32
  } -> tensor<256xf32>
  %2 = linalg.generic {indexing_maps = [#id2, #scalar, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%0#0, %z : tensor<128x256xf32>, tensor<f32>) outs(%e : tensor<128x256xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %d = arith.subf %x, %y : f32
    %mx = arith.maximumf %d, %zero : f32
    linalg.yield %mx : f32
  } -> tensor<128x256xf32>
  return %0#0, %0#1, %1, %2 : tensor<128x256xf32>, tensor<128x256xf16>, tensor<256xf32>, tensor<128x256xf32>
}

// Integer generics: i8 widened to i32 and narrowed back (int-narrowing).
func.func @integer_generic(%a: tensor<1024xi8>, %b: tensor<1024xi32>) -> tensor<1024xi8> {
  %e = tensor.empty() : tensor<1024xi8>
  %0 = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%a, %b : tensor<1024xi8>, tensor<1024xi32>) outs(%e : tensor<1024xi8>) {
  ^bb0(%x: i8, %y: i32, %o: i8):
    %w = arith.extsi %x : i8 to i32
    %s = arith.addi %w, %y : i32
    %n = arith.trunci %s : i32 to i8
    linalg.yield %n : i8
  } -> tensor<1024xi8>
  return %0 : tensor<1024xi8>
}

// A matmul with a bias-add + relu epilogue (epilogue fusion), and an
// elementwise producer of its input (elementwise fusion).
func.func @matmul_epilogue(%a: tensor<2048x1024xf32>, %b: tensor<1024x2048xf32>, %bias: tensor<2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %ea = tensor.empty() : tensor<2048x1024xf32>
  %na = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<2048x1024xf32>) outs(%ea : tensor<2048x1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<2048x1024xf32>
  %e = tensor.empty() : tensor<2048x2048xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %mm = linalg.matmul ins(%na, %b : tensor<2048x1024xf32>, tensor<1024x2048xf32>) outs(%f : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %0 = linalg.generic {indexing_maps = [#id2, #col, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %bias : tensor<2048x2048xf32>, tensor<2048xf32>) outs(%e : tensor<2048x2048xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// Elementwise ops on memrefs, with a dynamic dimension.
func.func @generic_memref_dynamic(%a: memref<?x64xf32>, %b: memref<?x64xf32>) {
  linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<?x64xf32>) outs(%b : memref<?x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  }
  return
}
