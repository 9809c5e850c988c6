// Which n:m-structured operands run on the sparse tensor cores, which are
// costed dense (with a note saying why), and which stay unmodeled
// (docs/model.md, "Structured sparsity"). A100: fp32 19.5 TF, tf32_tc
// 156 TF, fp16_tc 312 TF, DRAM 1555 GB/s, launch 3 us; DRAM-only roofline.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})'
// RUN: roofline-opt %s --split-input-file -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json})' \
// RUN:   | FileCheck %s --check-prefix=NOTES

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// f32 without allow-tf32 runs on the CUDA cores (fp32), which have no
// sparse mode: dense, 2 x 256^3 = 33554432 FLOPs, 4 x 256^2 x 4 = 1048576
// bytes, compute 1.720740e-6 > memory 6.743254e-7: 4.720740e-6, below the
// 3 us launch: launch-bound.
// NOTES: "operand #0 is 2:4 structured-sparse, costed dense: the op runs on fp32, which has no sparse tensor cores (they take fp16, bf16, fp8 and int8 at 2:4, tf32 at 1:2)"
func.func @fp32_class(%a: tensor<256x256xf32, #NV_24>, %b: tensor<256x256xf32>,
                      %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  // expected-remark @below {{roofline: flops=33554432 bytes=1048576 intensity=32.00 class=fp32 bound=launch time=4.720740e-06}}
  %0 = linalg.matmul ins(%a, %b : tensor<256x256xf32, #NV_24>, tensor<256x256xf32>)
                     outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// -----

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// B (K x N) 2:4 along its last dimension, N: the sparse tensor cores need
// the groups along K, so dense: 2 x 256^3 FLOPs, 4 x 256^2 x 2 = 524288
// bytes, memory 3.371627e-7 > compute 1.075463e-7: 3.337163e-6 (launch).
// NOTES: "operand #1 is 2:4 structured-sparse, costed dense: its groups of 4 run along dimension 1, which is not a reduction (K) loop of the op; the sparse tensor cores need them along K"
func.func @along_n(%a: tensor<256x256xf16>, %b: tensor<256x256xf16, #NV_24>,
                   %c: tensor<256x256xf16>) -> tensor<256x256xf16> {
  // expected-remark @below {{roofline: flops=33554432 bytes=524288 intensity=64.00 class=fp16_tc bound=launch time=3.337163e-06}}
  %0 = linalg.matmul ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16, #NV_24>)
                     outs(%c : tensor<256x256xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}

// -----

#NV_12 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 2 : dense, j mod 2 : structured[1, 2])
}>

// tf32 (allow-tf32 through the tf32 element type's class: an f32 matmul
// marked roofline.precision = #roofline.precision<tf32>) takes 1:2: FLOPs 1024^3 (half of
// 2 x 1024^3), A at (32 + 2) x 1/2 = 17 bits per element (2228224 bytes),
// B 4 MiB, C read and written 8 MiB: 14811136 bytes; memory 9.524846e-6 >
// compute 6.882960e-6: 1.252485e-5.
// NOTES: "operand #0 is 1:2 structured-sparse, run on the sparse tensor cores
func.func @tf32(%a: tensor<1024x1024xf32, #NV_12>, %b: tensor<1024x1024xf32>,
                %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  // expected-remark @below {{roofline: flops=1073741824 bytes=14811136 intensity=72.50 class=tf32_tc bound=memory time=1.252485e-05}}
  %0 = linalg.matmul {roofline.precision = #roofline.precision<tf32>}
         ins(%a, %b : tensor<1024x1024xf32, #NV_12>, tensor<1024x1024xf32>)
         outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

#NV_24 = #sparse_tensor.encoding<{
  map = (n, h, w, c) -> (n : dense, h : dense, w : dense, c floordiv 4 : dense, c mod 4 : structured[2, 4])
}>

// A convolution shares the path: an FHWC filter 2:4 along its input
// channels (K). FLOPs 2 x (16 x 16 x 64) x (3 x 3 x 64) x 2/4 = 9437184;
// bytes: input 18 x 18 x 64 x 2 = 41472, filter 64 x 3 x 3 x 64 x 9/8 =
// 41472, output read and written 2 x 32768: 148480; memory 9.548553e-8:
// launch-bound, 3.095486e-6.
func.func @conv(%in: tensor<1x18x18x64xf16>, %f: tensor<64x3x3x64xf16, #NV_24>,
                %out: tensor<1x16x16x64xf16>) -> tensor<1x16x16x64xf16> {
  // expected-remark @below {{roofline: flops=9437184 bytes=148480 intensity=63.56 class=fp16_tc bound=launch time=3.095486e-06}}
  %0 = linalg.conv_2d_nhwc_fhwc
         ins(%in, %f : tensor<1x18x18x64xf16>, tensor<64x3x3x64xf16, #NV_24>)
         outs(%out : tensor<1x16x16x64xf16>) -> tensor<1x16x16x64xf16>
  return %0 : tensor<1x16x16x64xf16>
}

// -----

#NV_24 = #sparse_tensor.encoding<{
  map = (i, j) -> (i : dense, j floordiv 4 : dense, j mod 4 : structured[2, 4])
}>

// Not costed: a structured output, two structured inputs, a structured
// operand of an op that is not a contraction.
func.func @unmodeled(%a: tensor<64x64xf16, #NV_24>, %b: tensor<64x64xf16, #NV_24>,
                     %d: tensor<64x64xf16>, %cs: tensor<64x64xf16, #NV_24>)
    -> (tensor<64x64xf16, #NV_24>, tensor<64x64xf16>, tensor<64x64xf16>) {
  // expected-remark @below {{roofline: unmodeled: 1 linalg.matmul op not costed: operand #2 is 2:4 structured-sparse, which the model costs only on an input of a contraction or convolution (the sparse tensor cores take one structured input)}}
  %0 = linalg.matmul ins(%d, %d : tensor<64x64xf16>, tensor<64x64xf16>)
                     outs(%cs : tensor<64x64xf16, #NV_24>) -> tensor<64x64xf16, #NV_24>
  // expected-remark @below {{roofline: unmodeled: 1 linalg.matmul op not costed: operands #0 and #1 are both structured-sparse: the sparse tensor cores take one structured input}}
  %1 = linalg.matmul ins(%a, %b : tensor<64x64xf16, #NV_24>, tensor<64x64xf16, #NV_24>)
                     outs(%d : tensor<64x64xf16>) -> tensor<64x64xf16>
  // expected-remark @below {{roofline: unmodeled: 1 linalg.add op not costed: operand #0 is 2:4 structured-sparse, which the model costs only on an input of a contraction or convolution}}
  %2 = linalg.add ins(%a, %d : tensor<64x64xf16, #NV_24>, tensor<64x64xf16>)
                  outs(%d : tensor<64x64xf16>) -> tensor<64x64xf16>
  return %0, %1, %2 : tensor<64x64xf16, #NV_24>, tensor<64x64xf16>, tensor<64x64xf16>
}
