// roofline-validate: name=gemm-bf16-2048x2048x2048 kind=gemm dtype=bf16 m=2048 n=2048 k=2048
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_2048x2048x2048(%a: tensor<2048x2048xbf16>, %b: tensor<2048x2048xbf16>, %c: tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%c : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  return %r : tensor<2048x2048xbf16>
}
