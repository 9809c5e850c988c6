// An op inside affine.parallel with constant bounds runs once per grid
// point, in one launch: affine.parallel's bounds are maps, read when they
// are constants (roofline/CostModels/LoopBounds.h). It was unmodeled ("trip
// count is not static") while the trip counts went through
// LoopLikeOpInterface's default bounds, which affine.parallel leaves empty.
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

// 4 grid points x exp over a 64x64 f32 slice: 4 x 4096 elements read and
// written, 4 x (16384 + 16384) B = 131072 B; exp is a transcendental, not
// a FLOP.
func.func @exp_slices(%a: memref<4x64x64xf32>, %b: memref<4x64x64xf32>) {
  affine.parallel (%i) = (0) to (4) {
    %sa = memref.subview %a[%i, 0, 0] [1, 64, 64] [1, 1, 1] : memref<4x64x64xf32> to memref<64x64xf32, strided<[64, 1], offset: ?>>
    %sb = memref.subview %b[%i, 0, 0] [1, 64, 64] [1, 1, 1] : memref<4x64x64xf32> to memref<64x64xf32, strided<[64, 1], offset: ?>>
    // expected-remark @below {{roofline: flops=0 bytes=131072 }}
    linalg.exp ins(%sa : memref<64x64xf32, strided<[64, 1], offset: ?>>) outs(%sb : memref<64x64xf32, strided<[64, 1], offset: ?>>)
  }
  return
}
