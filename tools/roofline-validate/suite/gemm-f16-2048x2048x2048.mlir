// roofline-validate: name=gemm-f16-2048x2048x2048 kind=gemm dtype=f16 m=2048 n=2048 k=2048
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_2048x2048x2048(%a: tensor<2048x2048xf16>, %b: tensor<2048x2048xf16>, %c: tensor<2048x2048xf16>) -> tensor<2048x2048xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xf16>, tensor<2048x2048xf16>) outs(%c : tensor<2048x2048xf16>) -> tensor<2048x2048xf16>
  return %r : tensor<2048x2048xf16>
}
