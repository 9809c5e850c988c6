// roofline-validate: name=gemm-bf16-16x8192x8192 kind=gemm dtype=bf16 m=16 n=8192 k=8192
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_16x8192x8192(%a: tensor<16x8192xbf16>, %b: tensor<8192x8192xbf16>, %c: tensor<16x8192xbf16>) -> tensor<16x8192xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<16x8192xbf16>, tensor<8192x8192xbf16>) outs(%c : tensor<16x8192xbf16>) -> tensor<16x8192xbf16>
  return %r : tensor<16x8192xbf16>
}
