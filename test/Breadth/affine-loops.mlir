// Breadth: affine loop forms (upstream Linalg/affine, SCF/loop-unroll-scf,
// fold-unit-trip-loops, and the bufferized loop nests of Integration tests):
// affine.for with constant, map, min/max and symbolic bounds and steps,
// affine.parallel with a reduction, affine.if, affine.load/store with
// non-identity maps, and linalg ops inside affine loops.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   affine-loops.mlir: 4 costed, 2 unmodeled, 9 optimize configs verified
// CHECK-NEXT: unmodeled affine.for: loop nest: kernel affine.if at {{.*}}: control flow whose executions cannot be counted statically
// CHECK-NEXT: unmodeled affine.for: the upper bound of affine.for at {{.*}} is not static: it depends on argument #1 of func.func (set dynamic-dim-size to assume a size)
// CHECK-NOT: FAIL

#min = affine_map<(d0) -> (d0 + 32, 100)>

// C += A x B as an affine loop nest (a host loop nest, costed as a kernel).
func.func @affine_matmul(%a: memref<128x64xf32>, %b: memref<64x96xf32>, %c: memref<128x96xf32>) {
  affine.for %i = 0 to 128 {
    affine.for %j = 0 to 96 {
      affine.for %k = 0 to 64 {
        %x = affine.load %a[%i, %k] : memref<128x64xf32>
        %y = affine.load %b[%k, %j] : memref<64x96xf32>
        %z = affine.load %c[%i, %j] : memref<128x96xf32>
        %m = arith.mulf %x, %y : f32
        %s = arith.addf %z, %m : f32
        affine.store %s, %c[%i, %j] : memref<128x96xf32>
      }
    }
  }
  return
}

// A transposed copy in 32-wide strips with a min bound (the last strip 4
// wide), and a stepped loop over even rows.
func.func @affine_tiled_copy(%a: memref<100x100xf32>, %b: memref<100x100xf32>) {
  affine.for %i0 = 0 to 100 step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%i0) to min #min(%i0) {
      affine.for %j = 0 to 100 step 2 {
        %x = affine.load %a[%j, %i] : memref<100x100xf32>
        affine.store %x, %b[%i, %j] : memref<100x100xf32>
      }
    }
  }
  return
}

// Symbolic bound: unknown trip count.
func.func @affine_symbolic(%a: memref<?xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf32>
    %y = arith.mulf %x, %x : f32
    affine.store %y, %a[%i] : memref<?xf32>
  }
  return
}

// affine.parallel with an addf reduction, and affine.if guarding a store
// to the upper triangle.
func.func @affine_parallel_if(%a: memref<256x256xf32>, %b: memref<256x256xf32>) -> f32 {
  %sum = affine.parallel (%i, %j) = (0, 0) to (256, 256) reduce ("addf") -> f32 {
    %x = affine.load %a[%i, %j] : memref<256x256xf32>
    affine.yield %x : f32
  }
  affine.for %i = 0 to 256 {
    affine.for %j = 0 to 256 {
      affine.if affine_set<(i, j) : (j - i >= 0)>(%i, %j) {
        %x = affine.load %a[%i, %j] : memref<256x256xf32>
        affine.store %x, %b[%j, %i] : memref<256x256xf32>
      }
    }
  }
  return %sum : f32
}

// Linalg ops inside affine loops: 4 x 8 runs of a 64 x 64 add.
func.func @linalg_in_affine(%a: memref<4x8x64x64xf32>, %b: memref<64x64xf32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 8 {
      %s = memref.subview %a[%i, %j, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : memref<4x8x64x64xf32> to memref<64x64xf32, strided<[64, 1], offset: ?>>
      linalg.add ins(%s, %b : memref<64x64xf32, strided<[64, 1], offset: ?>>, memref<64x64xf32>) outs(%s : memref<64x64xf32, strided<[64, 1], offset: ?>>)
    }
  }
  return
}
