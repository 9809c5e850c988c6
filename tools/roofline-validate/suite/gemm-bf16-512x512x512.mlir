// roofline-validate: name=gemm-bf16-512x512x512 kind=gemm dtype=bf16 m=512 n=512 k=512
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_512x512x512(%a: tensor<512x512xbf16>, %b: tensor<512x512xbf16>, %c: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<512x512xbf16>, tensor<512x512xbf16>) outs(%c : tensor<512x512xbf16>) -> tensor<512x512xbf16>
  return %r : tensor<512x512xbf16>
}
