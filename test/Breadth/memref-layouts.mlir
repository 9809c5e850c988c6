// Breadth: memref ops and layouts (upstream Linalg/bufferize, roundtrip,
// library-calls, function-calls, affine, Integration rank-reducing-subview,
// GPU/promotion, NVGPU/optimize-shared-memory): linalg on strided subviews
// (static and dynamic offsets and strides, rank-reducing, a zero-stride
// broadcast), an affine-map layout, memory spaces, memref.copy, casts,
// reshapes, transpose, reinterpret_cast, view, globals, alloc/alloca.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   memref-layouts.mlir: 10 costed, 1 unmodeled, 9 optimize configs verified
// CHECK-NEXT: unmodeled linalg.copy: loop d0 has a dynamic size; pass dynamic-dim-size=N to assume one
// CHECK-NOT: FAIL

#id2 = affine_map<(i, j) -> (i, j)>

memref.global "private" constant @table : memref<64x64xf32> = dense<1.0>

func.func @strided_subviews(%a: memref<1024x1024xf32>, %o: index, %b: memref<256x256xf32>) {
  %s = memref.subview %a[0, 0] [256, 256] [2, 2] : memref<1024x1024xf32> to memref<256x256xf32, strided<[2048, 2]>>
  %d = memref.subview %a[%o, %o] [256, 256] [1, 1] : memref<1024x1024xf32> to memref<256x256xf32, strided<[1024, 1], offset: ?>>
  linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%s, %d : memref<256x256xf32, strided<[2048, 2]>>, memref<256x256xf32, strided<[1024, 1], offset: ?>>) outs(%b : memref<256x256xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %m = arith.addf %x, %y : f32
    linalg.yield %m : f32
  }
  return
}

func.func @dynamic_strides(%a: memref<?x?xf32, strided<[?, ?], offset: ?>>, %b: memref<?x?xf32>) {
  linalg.copy ins(%a : memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%b : memref<?x?xf32>)
  return
}

func.func @rank_reducing(%a: memref<8x16x32xf32>, %b: memref<16x32xf32>) {
  %s = memref.subview %a[3, 0, 0] [1, 16, 32] [1, 1, 1] : memref<8x16x32xf32> to memref<16x32xf32, strided<[32, 1], offset: 1536>>
  memref.copy %s, %b : memref<16x32xf32, strided<[32, 1], offset: 1536>> to memref<16x32xf32>
  return
}

// A zero-stride dim reads one element along it (docs/reliability.md).
func.func @zero_stride(%v: memref<256xf32>, %b: memref<128x256xf32>) {
  %bc = memref.reinterpret_cast %v to offset: [0], sizes: [128, 256], strides: [0, 1] : memref<256xf32> to memref<128x256xf32, strided<[0, 1]>>
  linalg.copy ins(%bc : memref<128x256xf32, strided<[0, 1]>>) outs(%b : memref<128x256xf32>)
  return
}

func.func @affine_map_layout(%a: memref<64x128xf32, affine_map<(i, j) -> (j, i)>>, %b: memref<64x128xf32>) {
  linalg.copy ins(%a : memref<64x128xf32, affine_map<(i, j) -> (j, i)>>) outs(%b : memref<64x128xf32>)
  return
}

func.func @memory_spaces(%g: memref<128x128xf16, #gpu.address_space<global>>, %w: memref<128x128xf16, #gpu.address_space<workgroup>>, %i: memref<128x128xf16, 1>) {
  linalg.copy ins(%g : memref<128x128xf16, #gpu.address_space<global>>) outs(%w : memref<128x128xf16, #gpu.address_space<workgroup>>)
  memref.copy %w, %i : memref<128x128xf16, #gpu.address_space<workgroup>> to memref<128x128xf16, 1>
  return
}

func.func @reshape_cast_transpose(%a: memref<8x16x32xf32>, %u: memref<?x32xf32>) -> memref<8x512xf32> {
  %c = memref.collapse_shape %a [[0], [1, 2]] : memref<8x16x32xf32> into memref<8x512xf32>
  %x = memref.expand_shape %c [[0], [1, 2]] output_shape [8, 2, 256] : memref<8x512xf32> into memref<8x2x256xf32>
  %t = memref.transpose %c (i, j) -> (j, i) : memref<8x512xf32> to memref<512x8xf32, strided<[1, 512]>>
  %k = memref.cast %u : memref<?x32xf32> to memref<128x32xf32>
  %o = memref.alloc() : memref<512x8xf32>
  memref.copy %t, %o : memref<512x8xf32, strided<[1, 512]>> to memref<512x8xf32>
  %o2 = memref.alloca() : memref<128x32xf32>
  linalg.copy ins(%k : memref<128x32xf32>) outs(%o2 : memref<128x32xf32>)
  memref.dealloc %o : memref<512x8xf32>
  return %c : memref<8x512xf32>
}

func.func @view_global_load_store(%i: index) -> f32 {
  %buf = memref.alloc() : memref<65536xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][] : memref<65536xi8> to memref<128x128xf32>
  %g = memref.get_global @table : memref<64x64xf32>
  %s = memref.subview %v[0, 0] [64, 64] [1, 1] : memref<128x128xf32> to memref<64x64xf32, strided<[128, 1]>>
  linalg.copy ins(%g : memref<64x64xf32>) outs(%s : memref<64x64xf32, strided<[128, 1]>>)
  %x = memref.load %v[%i, %i] : memref<128x128xf32>
  memref.store %x, %v[%c0, %c0] : memref<128x128xf32>
  %d = memref.dim %v, %c0 : memref<128x128xf32>
  memref.dealloc %buf : memref<65536xi8>
  return %x : f32
}

// A matmul on strided tiles of larger buffers (a tiled, bufferized GEMM).
func.func @matmul_strided(%a: memref<512x512xf32>, %b: memref<512x512xf32>, %c: memref<512x512xf32>) {
  %sa = memref.subview %a[0, 0] [128, 512] [1, 1] : memref<512x512xf32> to memref<128x512xf32, strided<[512, 1]>>
  %sb = memref.subview %b[0, 128] [512, 128] [1, 1] : memref<512x512xf32> to memref<512x128xf32, strided<[512, 1], offset: 128>>
  %sc = memref.subview %c[0, 128] [128, 128] [1, 1] : memref<512x512xf32> to memref<128x128xf32, strided<[512, 1], offset: 128>>
  linalg.matmul ins(%sa, %sb : memref<128x512xf32, strided<[512, 1]>>, memref<512x128xf32, strided<[512, 1], offset: 128>>)
                outs(%sc : memref<128x128xf32, strided<[512, 1], offset: 128>>)
  return
}
