// roofline-validate: name=gemm-f16-16384x16384x64 kind=gemm dtype=f16 m=16384 n=16384 k=64
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_16384x16384x64(%a: tensor<16384x64xf16>, %b: tensor<64x16384xf16>, %c: tensor<16384x16384xf16>) -> tensor<16384x16384xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<16384x64xf16>, tensor<64x16384xf16>) outs(%c : tensor<16384x16384xf16>) -> tensor<16384x16384xf16>
  return %r : tensor<16384x16384xf16>
}
