// roofline-validate: name=gemm-f16-16x8192x8192 kind=gemm dtype=f16 m=16 n=8192 k=8192
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_16x8192x8192(%a: tensor<16x8192xf16>, %b: tensor<8192x8192xf16>, %c: tensor<16x8192xf16>) -> tensor<16x8192xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<16x8192xf16>, tensor<8192x8192xf16>) outs(%c : tensor<16x8192xf16>) -> tensor<16x8192xf16>
  return %r : tensor<16x8192xf16>
}
