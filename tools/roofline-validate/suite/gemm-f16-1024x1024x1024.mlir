// roofline-validate: name=gemm-f16-1024x1024x1024 kind=gemm dtype=f16 m=1024 n=1024 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_1024x1024x1024(%a: tensor<1024x1024xf16>, %b: tensor<1024x1024xf16>, %c: tensor<1024x1024xf16>) -> tensor<1024x1024xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf16>, tensor<1024x1024xf16>) outs(%c : tensor<1024x1024xf16>) -> tensor<1024x1024xf16>
  return %r : tensor<1024x1024xf16>
}
