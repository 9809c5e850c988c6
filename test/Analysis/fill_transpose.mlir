// Ops that only move data: 0 FLOPs; every source element read once and every
// result element written once (a broadcast input is read once, at its own
// size; fill's scalar value costs nothing and its output is not read).
// With no work these are memory-bound: time = bytes / 1.555e12 + 3e-6.
// The class of a data-movement op carries no weight and is not checked.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

// fill 1024x1024 f32: write 4 MiB = 4194304 B, nothing read.
//   time = 4194304/1.555e12 + 3e-6 = 5.697302e-6
func.func @fill(%v: f32) -> tensor<1024x1024xf32> {
  %e = tensor.empty() : tensor<1024x1024xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=4194304 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=5.697302e-06}}
  %0 = linalg.fill ins(%v : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// fill of a 512x512 f16 buffer: write 512*512*2 = 524288 B.
//   time = 524288/1.555e12 + 3e-6 = 3.337163e-6
func.func @fill_memref_f16(%m: memref<512x512xf16>) {
  %v = arith.constant 1.0 : f16
  // expected-remark-re @below {{roofline: flops=0 bytes=524288 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.337163e-06}}
  linalg.fill ins(%v : f16) outs(%m : memref<512x512xf16>)
  return
}

// -----

// transpose 512x1024 -> 1024x512 f32: read 2 MiB + write 2 MiB = 4194304 B.
//   time = 5.697302e-6
func.func @transpose(%x: tensor<512x1024xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=4194304 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=5.697302e-06}}
  %0 = linalg.transpose ins(%x : tensor<512x1024xf32>) outs(%e : tensor<1024x512xf32>) permutation = [1, 0]
  return %0 : tensor<1024x512xf32>
}

// -----

// linalg.copy 256x256 f32: read 262144 + write 262144 = 524288 B.
//   time = 3.337163e-6
func.func @copy(%x: tensor<256x256xf32>, %y: tensor<256x256xf32>) -> tensor<256x256xf32> {
  // expected-remark-re @below {{roofline: flops=0 bytes=524288 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.337163e-06}}
  %0 = linalg.copy ins(%x : tensor<256x256xf32>) outs(%y : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// -----

// linalg.broadcast 512 -> 1024x512 f32: the input is read once (512*4 = 2048)
// and the result written (1024*512*4 = 2097152): 2099200 B.
//   time = 2099200/1.555e12 + 3e-6 = 4.349968e-6
func.func @broadcast(%x: tensor<512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=2099200 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=4.349968e-06}}
  %0 = linalg.broadcast ins(%x : tensor<512xf32>) outs(%e : tensor<1024x512xf32>) dimensions = [0]
  return %0 : tensor<1024x512xf32>
}

// -----

// tensor.pad 1x30x30x16 -> 1x32x32x16 f32 (one row/column each side):
//   read 30*30*16*4 = 57600, write 32*32*16*4 = 65536: 123136 B.
//   time = 123136/1.555e12 + 3e-6 = 3.079187e-6
func.func @pad(%x: tensor<1x30x30x16xf32>) -> tensor<1x32x32x16xf32> {
  %z = arith.constant 0.0 : f32
  // expected-remark-re @below {{roofline: flops=0 bytes=123136 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.079187e-06}}
  %0 = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %z : f32
  } : tensor<1x30x30x16xf32> to tensor<1x32x32x16xf32>
  return %0 : tensor<1x32x32x16xf32>
}

// -----

// tensor.concat along d0 of 100x64 and 156x64 f32 -> 256x64:
//   read 100*64*4 + 156*64*4 = 25600 + 39936, write 256*64*4 = 65536: 131072 B.
//   time = 131072/1.555e12 + 3e-6 = 3.084291e-6
func.func @concat(%a: tensor<100x64xf32>, %b: tensor<156x64xf32>) -> tensor<256x64xf32> {
  // expected-remark-re @below {{roofline: flops=0 bytes=131072 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.084291e-06}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<100x64xf32>, tensor<156x64xf32>) -> tensor<256x64xf32>
  return %0 : tensor<256x64xf32>
}

// -----

// memref.copy 128x128 f16: read 32768 + write 32768 = 65536 B.
//   time = 65536/1.555e12 + 3e-6 = 3.042145e-6
func.func @memref_copy(%a: memref<128x128xf16>, %b: memref<128x128xf16>) {
  // expected-remark-re @below {{roofline: flops=0 bytes=65536 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.042145e-06}}
  memref.copy %a, %b : memref<128x128xf16> to memref<128x128xf16>
  return
}

// -----

// linalg.pack 128x256 f32 into 16x32 tiles -> 8x8x16x32, and unpack back:
// each reads 131072 B and writes 131072 B: 262144 B.
//   time = 262144/1.555e12 + 3e-6 = 3.168581e-6
func.func @pack_unpack(%x: tensor<128x256xf32>) -> tensor<128x256xf32> {
  %e = tensor.empty() : tensor<8x8x16x32xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=262144 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.168581e-06}}
  %p = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [16, 32] into %e
         : tensor<128x256xf32> -> tensor<8x8x16x32xf32>
  %u0 = tensor.empty() : tensor<128x256xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=262144 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.168581e-06}}
  %u = linalg.unpack %p inner_dims_pos = [0, 1] inner_tiles = [16, 32] into %u0
         : tensor<8x8x16x32xf32> -> tensor<128x256xf32>
  return %u : tensor<128x256xf32>
}

// -----

// linalg.pack with padding: 100x250 f32 into 16x32 tiles -> 7x8x16x32. It
// reads the source (100*250*4 = 100000 B) and writes the whole padded result
// (7*8*16*32*4 = 114688 B): 214688 B.
//   time = 214688/1.555e12 + 3e-6 = 3.138063e-6
func.func @pack_padded(%x: tensor<100x250xf32>) -> tensor<7x8x16x32xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<7x8x16x32xf32>
  // expected-remark-re @below {{roofline: flops=0 bytes=214688 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.138063e-06}}
  %p = linalg.pack %x padding_value(%z : f32) inner_dims_pos = [0, 1] inner_tiles = [16, 32] into %e
         : tensor<100x250xf32> -> tensor<7x8x16x32xf32>
  return %p : tensor<7x8x16x32xf32>
}

// -----

// transpose of 256x128 complex<f32> (8 bytes an element):
//   bytes = 2 x 256*128*8 = 524288, time 3.337163e-6
func.func @transpose_complex(%x: tensor<256x128xcomplex<f32>>) -> tensor<128x256xcomplex<f32>> {
  %e = tensor.empty() : tensor<128x256xcomplex<f32>>
  // expected-remark-re @below {{roofline: flops=0 bytes=524288 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.337163e-06}}
  %0 = linalg.transpose ins(%x : tensor<256x128xcomplex<f32>>) outs(%e : tensor<128x256xcomplex<f32>>)
         permutation = [1, 0]
  return %0 : tensor<128x256xcomplex<f32>>
}
