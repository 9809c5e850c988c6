// roofline-validate: name=gemm-bf16-1024x1024x1024 kind=gemm dtype=bf16 m=1024 n=1024 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_1024x1024x1024(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>, %c: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%c : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  return %r : tensor<1024x1024xbf16>
}
