// vector.transfer_read with a permutation map, and vector.contract, in
// nests on the host (docs/model.md, "Loop nests on the host side").
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

// A transposing copy: for k < 4, read a[k] (8 x 16) as a 16 x 8 vector
// through the map (d0, d1, d2) -> (d2, d1), double it, write it to b[k]
// (16 x 8).
//   FLOPs 4 x 128 = 512 (an addf on 128 lanes per trip);
//   DRAM a 4 x 128 x 4 = 2048 B, every element once through the
//   permutation, + b 2048 B written = 4096 B. (Read along the minor
//   identity instead, the 16 x 8 vector would cover columns 0-7 of the 32
//   rows of 16 of a, flattened: 1024 B, and 3072 B in all.)
func.func @transpose_copy(%a: memref<4x8x16xf32>, %b: memref<4x16x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  // expected-remark @below {{roofline: flops=512 bytes=4096 }}
  scf.for %k = %c0 to %c4 step %c1 {
    %v = vector.transfer_read %a[%k, %c0, %c0], %pad
        {permutation_map = affine_map<(d0, d1, d2) -> (d2, d1)>,
         in_bounds = [true, true]} : memref<4x8x16xf32>, vector<16x8xf32>
    %w = arith.addf %v, %v : vector<16x8xf32>
    vector.transfer_write %w, %b[%k, %c0, %c0] {in_bounds = [true, true]}
        : vector<16x8xf32>, memref<4x16x8xf32>
  }
  return
}

// -----

// Two 4x8 by 8x16 products accumulated into c: per trip a vector.contract
// of 4 x 16 x 8 = 512 points, a multiply and an add each = 1024 FLOPs;
// x 2 = 2048.
//   DRAM a 2 x 32 x 4 = 256 B + b 2 x 128 x 4 = 1024 B + c read 512 B and
//   written 512 B = 2304 B.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @contract(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>,
                    %c: memref<2x4x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  // expected-remark @below {{roofline: flops=2048 bytes=2304 }}
  scf.for %t = %c0 to %c2 step %c1 {
    %va = vector.transfer_read %a[%t, %c0, %c0], %pad {in_bounds = [true, true]}
        : memref<2x4x8xf32>, vector<4x8xf32>
    %vb = vector.transfer_read %b[%t, %c0, %c0], %pad {in_bounds = [true, true]}
        : memref<2x8x16xf32>, vector<8x16xf32>
    %vc = vector.transfer_read %c[%t, %c0, %c0], %pad {in_bounds = [true, true]}
        : memref<2x4x16xf32>, vector<4x16xf32>
    %r = vector.contract {indexing_maps = [#mk, #kn, #mn],
                          iterator_types = ["parallel", "parallel", "reduction"],
                          kind = #vector.kind<add>} %va, %vb, %vc
        : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
    vector.transfer_write %r, %c[%t, %c0, %c0] {in_bounds = [true, true]}
        : vector<4x16xf32>, memref<2x4x16xf32>
  }
  return
}
