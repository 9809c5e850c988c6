// Breadth: tensor ops (upstream Linalg/roundtrip, Tensor/decompose-concat,
// tile-expand-shape, Integration test-collapse-tensor, test-padtensor,
// test-subtensor-insert-multiple-uses, pack-unpack-mmt4d,
// pack-dynamic-inner-tile, unpack-dynamic-inner-tile): pack and unpack
// (static and dynamic inner tiles), pad, slices, reshapes, concat, cast,
// generate, from_elements, splat, bitcast, element access.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   tensor-ops.mlir: 6 costed, 1 unmodeled, 9 optimize configs verified
// CHECK-NEXT: unmodeled linalg.pack: an operand has a dynamic shape; pass dynamic-dim-size=N to assume one
// CHECK-NOT: FAIL

func.func @pack_unpack(%a: tensor<256x128xf32>, %p: tensor<32x16x8x8xf32>, %u: tensor<256x128xf32>) -> (tensor<32x16x8x8xf32>, tensor<256x128xf32>) {
  %0 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %p : tensor<256x128xf32> -> tensor<32x16x8x8xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, 8] into %u : tensor<32x16x8x8xf32> -> tensor<256x128xf32>
  return %0, %1 : tensor<32x16x8x8xf32>, tensor<256x128xf32>
}

func.func @pack_padded_transposed(%a: tensor<250x130xf32>, %p: tensor<9x32x16x8xf32>) -> tensor<9x32x16x8xf32> {
  %pad = arith.constant 0.0 : f32
  %0 = linalg.pack %a padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [16, 8] into %p : tensor<250x130xf32> -> tensor<9x32x16x8xf32>
  return %0 : tensor<9x32x16x8xf32>
}

func.func @pack_dynamic_tile(%a: tensor<64x64xf32>, %t: index) -> tensor<?x64x?x1xf32> {
  %c0 = arith.constant 0 : index
  %n = arith.ceildivui %c0, %t : index
  %c64 = arith.constant 64 : index
  %outer = arith.ceildivui %c64, %t : index
  %e = tensor.empty(%outer, %t) : tensor<?x64x?x1xf32>
  %pad = arith.constant 0.0 : f32
  %0 = linalg.pack %a padding_value(%pad : f32) inner_dims_pos = [0, 1] inner_tiles = [%t, 1] into %e : tensor<64x64xf32> -> tensor<?x64x?x1xf32>
  return %0 : tensor<?x64x?x1xf32>
}

func.func @pad_slices(%a: tensor<128x128xf32>, %b: tensor<64x64xf32>, %i: index) -> (tensor<130x132xf32>, tensor<128x128xf32>, tensor<32x64xf32>, tensor<?x64xf32>) {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %a low[1, 2] high[1, 2] {
  ^bb0(%x: index, %y: index):
    tensor.yield %zero : f32
  } : tensor<128x128xf32> to tensor<130x132xf32>
  %ins = tensor.insert_slice %b into %a[0, 64] [64, 64] [1, 1] : tensor<64x64xf32> into tensor<128x128xf32>
  %s = tensor.extract_slice %a[0, 0] [32, 64] [2, 1] : tensor<128x128xf32> to tensor<32x64xf32>
  %d = tensor.extract_slice %a[%i, 0] [%i, 64] [1, 1] : tensor<128x128xf32> to tensor<?x64xf32>
  return %p, %ins, %s, %d : tensor<130x132xf32>, tensor<128x128xf32>, tensor<32x64xf32>, tensor<?x64xf32>
}

func.func @reshapes(%a: tensor<8x16x32xf32>, %b: tensor<4096xf32>, %shape: tensor<2xindex>) -> (tensor<128x32xf32>, tensor<64x64xf32>, tensor<?x?xf32>) {
  %0 = tensor.collapse_shape %a [[0, 1], [2]] : tensor<8x16x32xf32> into tensor<128x32xf32>
  %1 = tensor.expand_shape %b [[0, 1]] output_shape [64, 64] : tensor<4096xf32> into tensor<64x64xf32>
  %2 = tensor.reshape %b(%shape) : (tensor<4096xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0, %1, %2 : tensor<128x32xf32>, tensor<64x64xf32>, tensor<?x?xf32>
}

func.func @concat_cast(%a: tensor<64x32xf32>, %b: tensor<64x96xf32>, %c: tensor<?x32xf32>) -> (tensor<64x128xf32>, tensor<64x32xf32>, tensor<64x32xi32>) {
  %0 = tensor.concat dim(1) %a, %b : (tensor<64x32xf32>, tensor<64x96xf32>) -> tensor<64x128xf32>
  %1 = tensor.cast %c : tensor<?x32xf32> to tensor<64x32xf32>
  %2 = tensor.bitcast %a : tensor<64x32xf32> to tensor<64x32xi32>
  return %0, %1, %2 : tensor<64x128xf32>, tensor<64x32xf32>, tensor<64x32xi32>
}

func.func @elements(%a: tensor<16x16xf32>, %x: f32, %i: index) -> (f32, tensor<16x16xf32>, tensor<4xf32>, tensor<8x8xf32>, tensor<32x32xf32>, index) {
  %0 = tensor.extract %a[%i, %i] : tensor<16x16xf32>
  %1 = tensor.insert %x into %a[%i, %i] : tensor<16x16xf32>
  %2 = tensor.from_elements %x, %x, %0, %x : tensor<4xf32>
  %3 = tensor.splat %x : tensor<8x8xf32>
  %4 = tensor.generate {
  ^bb0(%r: index, %c: index):
    %s = arith.addi %r, %c : index
    %k = arith.index_cast %s : index to i32
    %f = arith.sitofp %k : i32 to f32
    tensor.yield %f : f32
  } : tensor<32x32xf32>
  %c1 = arith.constant 1 : index
  %5 = tensor.dim %a, %c1 : tensor<16x16xf32>
  return %0, %1, %2, %3, %4, %5 : f32, tensor<16x16xf32>, tensor<4xf32>, tensor<8x8xf32>, tensor<32x32xf32>, index
}

// A slice read twice and written back (test-subtensor-insert-multiple-uses).
func.func @slice_multiple_uses(%a: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %s = tensor.extract_slice %a[0, 0] [256, 512] [1, 1] : tensor<512x512xf32> to tensor<256x512xf32>
  %e = tensor.empty() : tensor<256x512xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s, %s : tensor<256x512xf32>, tensor<256x512xf32>) outs(%e : tensor<256x512xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<256x512xf32>
  %r = tensor.insert_slice %g into %a[256, 0] [256, 512] [1, 1] : tensor<256x512xf32> into tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
