// Unique footprints of host accesses whose address is not injective
// (docs/model.md 5.6): counted per dimension when each index reads its own
// loops, enumerated otherwise; both give the exact distinct elements.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

// Grouped-query reads: 4 query heads h share 2 KV heads (h / 2), each
// reading the 8 positions p of its KV head, from a KV buffer that is not a
// function argument (a bufferized tensor).
//   FLOPs: 4 x 8 addf = 32.
//   DRAM: kv 2 x 8 x 4 B = 64 B (each element read twice, once: not
//   4 x 8 x 4 = 128 B), out 4 x 8 x 4 B = 128 B written: 192 B.
func.func @gqa(%kvt: tensor<2x8xf32>, %out: memref<4x8xf32>) {
  %c2 = arith.constant 2 : index
  %kv = bufferization.to_buffer %kvt : tensor<2x8xf32> to memref<2x8xf32>
  // expected-remark @below {{roofline: flops=32 bytes=192 }}
  affine.for %h = 0 to 4 {
    %g = arith.divsi %h, %c2 : index
    affine.for %p = 0 to 8 {
      %x = memref.load %kv[%g, %p] : memref<2x8xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %out[%h, %p] : memref<4x8xf32>
    }
  }
  return
}

// -----

// A diagonal: one loop feeds both indices, so the per-dimension count
// (8 x 8 = 64 elements) would be wrong; the addresses are enumerated.
//   DRAM: a 8 elements x 4 B = 32 B + d 32 B written = 64 B; FLOPs 0.
func.func @diagonal(%at: tensor<8x8xf32>, %d: memref<8xf32>) {
  %a = bufferization.to_buffer %at : tensor<8x8xf32> to memref<8x8xf32>
  // expected-remark @below {{roofline: flops=0 bytes=64 }}
  affine.for %i = 0 to 8 {
    %x = memref.load %a[%i, %i] : memref<8x8xf32>
    memref.store %x, %d[%i] : memref<8xf32>
  }
  return
}

// -----

// A guard inside the nest: the rows past 5 are skipped, so 5 x 8 elements
// of a 8 x 8 buffer are read (160 B) and written (160 B); 40 FLOPs.
func.func @guarded(%at: tensor<8x8xf32>, %b: memref<8x8xf32>) {
  %c5 = arith.constant 5 : index
  %a = bufferization.to_buffer %at : tensor<8x8xf32> to memref<8x8xf32>
  // expected-remark @below {{roofline: flops=40 bytes=320 }}
  affine.for %i = 0 to 8 {
    %in = arith.cmpi slt, %i, %c5 : index
    scf.if %in {
      affine.for %j = 0 to 8 {
        %x = memref.load %a[%i, %j] : memref<8x8xf32>
        %y = arith.addf %x, %x : f32
        memref.store %y, %b[%i, %j] : memref<8x8xf32>
      }
    }
  }
  return
}
