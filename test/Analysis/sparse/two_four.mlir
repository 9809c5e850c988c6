// 2:4 structured sparsity from the IR (docs/model.md, "Structured
// sparsity"). A contraction whose input carries the n:m sparse_tensor
// encoding upstream's sparsifier hands to cuSPARSELt,
//   (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4]),
// with its groups of four along K, runs on the sparse tensor cores:
//   FLOPs  = the products on the kept values, 2 M N K x 2/4, at the dense
//            peak (the same time as the dense-equivalent 2 M N K at
//            sparsity_factor 2 x the peak, NVIDIA's convention);
//   bytes  = the structured operand at its kept values plus a 2-bit index
//            per kept value: (16 + 2) x 2/4 = 9 bits per dense fp16
//            element, (8 + 2) x 2/4 = 5 per int8 element.
//
// Device a100-sxm4-40gb: fp16_tc 312 TF, int8_tc 624 TOPS, sparsity_factor
// 2, DRAM 1555 GB/s, launch 3 us; DRAM-only roofline (hierarchy=false):
//   time = max(FLOPs / peak, bytes / 1.555e12) + 3e-6.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})'
//
// The V100 has no sparse tensor cores (sparsity_factor 1): the same ops are
// costed dense, FLOPs 2 M N K and the weight at 16 bits, and a note says
// why. fp16_tc 125 TF, DRAM 900 GB/s.
// RUN: roofline-opt %s --split-input-file -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=v100-sxm2-32gb emit-remarks annotate=false})' \
// RUN:   | FileCheck %s --check-prefix=V100
//
// The notes say which path each op took.
// RUN: roofline-opt %s --split-input-file -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json})' \
// RUN:   | FileCheck %s --check-prefix=NOTES
// RUN: roofline-opt %s --split-input-file -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=v100-sxm2-32gb format=json})' \
// RUN:   | FileCheck %s --check-prefix=V100-NOTES
// V100-NOTES: "operand #0 is 2:4 structured-sparse, costed dense: the device has no sparse tensor-core rate (sparsity_factor 1)"

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// The dense baseline, 4096^3 fp16 accumulating into C:
//   FLOPs = 2 x 4096^3 = 137438953472
//   bytes = A, B, C read, C written: 4 x 4096^2 x 2 = 134217728
//   compute 4.405095e-4 > memory 8.631365e-5: time 4.435095e-4
func.func @dense_fp16(%a: tensor<4096x4096xf16>, %b: tensor<4096x4096xf16>,
                      %c: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  // expected-remark @below {{roofline: flops=137438953472 bytes=134217728 intensity=1024.00 class=fp16_tc bound=compute time=4.435095e-04}}
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xf16>, tensor<4096x4096xf16>)
                     outs(%c : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}

// -----

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// The same GEMM with A (M x K, groups along K) 2:4: the doubled rate.
//   FLOPs = 2 x 4096^3 x 2/4 = 68719476736
//   bytes = A 4096^2 x 9 / 8 = 18874368, B 33554432, C 2 x 33554432:
//           119537664
//   compute 6.8719476736e10 / 312e12 = 2.202547e-4 (the dense-equivalent
//   1.374e11 FLOPs in it: 624 TF, twice the dense peak)
//   > memory 7.687310e-5: time 2.232547e-4
// On the V100 it is dense, 137438953472 FLOPs, 134217728 bytes, 1.099512e-3 + 3e-6.
// NOTES: "notes": [{{$}}
// NOTES-NEXT: "operand #0 is 2:4 structured-sparse, run on the sparse tensor cores: FLOPs are the products on the kept values (2/4 of the dense ones) at the dense peak, i.e. the dense FLOPs at sparsity_factor x the peak; operand #0 moves its kept values plus 2-bit indices"
func.func @sparse_fp16(%a: tensor<4096x4096xf16, #NV_24>,
                       %b: tensor<4096x4096xf16>,
                       %c: tensor<4096x4096xf16>) -> tensor<4096x4096xf16> {
  // V100: :[[@LINE+2]]:{{[0-9]+}}: remark: roofline: flops=137438953472 bytes=134217728 intensity=1024.00 class=fp16_tc bound=compute time=1.102512e-03
  // expected-remark @below {{roofline: flops=68719476736 bytes=119537664 intensity=574.88 class=fp16_tc bound=compute time=2.232547e-04}}
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xf16, #NV_24>, tensor<4096x4096xf16>)
                     outs(%c : tensor<4096x4096xf16>) -> tensor<4096x4096xf16>
  return %0 : tensor<4096x4096xf16>
}

// -----

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// Decode: a 4096 x 4096 weight times 8 tokens, memory-bound, where the
// weight's bytes are the time: 9/16 of them.
//   FLOPs = 2 x 4096 x 8 x 4096 x 2/4 = 134217728
//   bytes = W 18874368 + x 4096 x 8 x 2 (65536) + C read and written
//           (131072) = 19070976
//   memory 1.226429e-5 > compute 4.301850e-7: time 1.526429e-5
//   (dense: W 33554432, 33751040 bytes, 2.470485e-5)
// The weight is B here (C = x W^T, W stored N x K, groups along K).
// On the V100 it is dense, 33751040 bytes / 900e9 = 3.750116e-5 + 3e-6.
// NOTES: "notes": [{{$}}
// NOTES-NEXT: "operand #1 is 2:4 structured-sparse, run on the sparse tensor cores
func.func @decode_fp16(%x: tensor<8x4096xf16>,
                       %w: tensor<4096x4096xf16, #NV_24>,
                       %c: tensor<8x4096xf16>) -> tensor<8x4096xf16> {
  // V100: :[[@LINE+2]]:{{[0-9]+}}: remark: roofline: flops=268435456 bytes=33751040 intensity=7.95 class=fp16_tc bound=memory time=4.050116e-05
  // expected-remark @below {{roofline: flops=134217728 bytes=19070976 intensity=7.04 class=fp16_tc bound=memory time=1.526429e-05}}
  %0 = linalg.matmul
    indexing_maps = [affine_map<(m, n, k) -> (m, k)>,
                     affine_map<(m, n, k) -> (n, k)>,
                     affine_map<(m, n, k) -> (m, n)>]
    ins(%x, %w : tensor<8x4096xf16>, tensor<4096x4096xf16, #NV_24>)
    outs(%c : tensor<8x4096xf16>) -> tensor<8x4096xf16>
  return %0 : tensor<8x4096xf16>
}

// -----

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// int8 inputs, i32 accumulator: int8_tc, 624 TOPS dense.
//   ops   = 2 x 4096^3 x 2/4 = 68719476736
//   bytes = A 4096^2 x 5 / 8 = 10485760, B 16777216, C i32 read and
//           written 2 x 67108864: 161480704
//   compute 1.101274e-4 > memory 1.038461e-4: time 1.131274e-4
func.func @sparse_int8(%a: tensor<4096x4096xi8, #NV_24>,
                       %b: tensor<4096x4096xi8>,
                       %c: tensor<4096x4096xi32>) -> tensor<4096x4096xi32> {
  // expected-remark @below {{roofline: flops=68719476736 bytes=161480704 intensity=425.56 class=int8_tc bound=compute time=1.131274e-04}}
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xi8, #NV_24>, tensor<4096x4096xi8>)
                     outs(%c : tensor<4096x4096xi32>) -> tensor<4096x4096xi32>
  return %0 : tensor<4096x4096xi32>
}
