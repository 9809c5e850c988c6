// roofline-validate: name=gemm-bf16-16384x16384x64 kind=gemm dtype=bf16 m=16384 n=16384 k=64
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_16384x16384x64(%a: tensor<16384x64xbf16>, %b: tensor<64x16384xbf16>, %c: tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<16384x64xbf16>, tensor<64x16384xbf16>) outs(%c : tensor<16384x16384xbf16>) -> tensor<16384x16384xbf16>
  return %r : tensor<16384x16384xbf16>
}
