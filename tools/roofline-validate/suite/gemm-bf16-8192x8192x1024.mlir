// roofline-validate: name=gemm-bf16-8192x8192x1024 kind=gemm dtype=bf16 m=8192 n=8192 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_8192x8192x1024(%a: tensor<8192x1024xbf16>, %b: tensor<1024x8192xbf16>, %c: tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<8192x1024xbf16>, tensor<1024x8192xbf16>) outs(%c : tensor<8192x8192xbf16>) -> tensor<8192x8192xbf16>
  return %r : tensor<8192x8192xbf16>
}
