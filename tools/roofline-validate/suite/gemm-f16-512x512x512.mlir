// roofline-validate: name=gemm-f16-512x512x512 kind=gemm dtype=f16 m=512 n=512 k=512
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_512x512x512(%a: tensor<512x512xf16>, %b: tensor<512x512xf16>, %c: tensor<512x512xf16>) -> tensor<512x512xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf16>, tensor<512x512xf16>) outs(%c : tensor<512x512xf16>) -> tensor<512x512xf16>
  return %r : tensor<512x512xf16>
}
