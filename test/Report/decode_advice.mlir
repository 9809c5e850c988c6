// The decode advice (lib/Report/Advice.cpp, decodeAdvice) is for
// contractions whose largest input, the weights, is read at low reuse: FLOPs
// per byte of that input below the device's ridge point. h200-sxm-141gb:
// fp16 tensor cores 989.4 TFLOP/s over DRAM 4800 GB/s = ridge 206.1 FLOP/B.
//
// @decode: one token through a 4096x4096 f16 weight. FLOPs 2 x 4096 x 4096
// = 33554432; the weight is 33554432 B: 1 FLOP per weight byte < 206, and
// DRAM limits it: the advice, 100% of the predicted time.
//
// RUN: split-file %s %t
// RUN: roofline-opt --analyze --json --device=h200 %t/decode.mlir | FileCheck %s --check-prefix=DECODE
// DECODE:      "advice": [
// DECODE-NEXT:   {
// DECODE-NEXT:     "kind": "decode",
// DECODE-NEXT:     "share": 1,
//
// @square: a 1024^3 f16 GEMM accumulating into f32. Its DRAM intensity is
// below the ridge through its f32 output (2 x 1024^3 / (2 x 2 MiB + 2 x 4
// MiB read and written) = 170.7 FLOP/B < 206), but each 2 MiB input is read
// at 2 x 1024^3 / 2097152 = 1024 FLOP/B: no weight stream, no decode advice
// (it was given before the largest-input rule).
//
// RUN: roofline-opt --analyze --json --device=h200 %t/square.mlir | FileCheck %s --check-prefix=SQUARE
// SQUARE:      "intensity": 170.66
// SQUARE:      "advice": []

//--- decode.mlir
func.func @decode(%x: tensor<1x4096xf16>, %w: tensor<4096x4096xf16>) -> tensor<1x4096xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x4096xf16>
  %z = linalg.fill ins(%zero : f16) outs(%e : tensor<1x4096xf16>) -> tensor<1x4096xf16>
  %r = linalg.matmul ins(%x, %w : tensor<1x4096xf16>, tensor<4096x4096xf16>) outs(%z : tensor<1x4096xf16>) -> tensor<1x4096xf16>
  return %r : tensor<1x4096xf16>
}

//--- square.mlir
func.func @square(%a: tensor<1024x1024xf16>, %b: tensor<1024x1024xf16>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf16>, tensor<1024x1024xf16>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
