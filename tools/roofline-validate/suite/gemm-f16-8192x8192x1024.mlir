// roofline-validate: name=gemm-f16-8192x8192x1024 kind=gemm dtype=f16 m=8192 n=8192 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_8192x8192x1024(%a: tensor<8192x1024xf16>, %b: tensor<1024x8192xf16>, %c: tensor<8192x8192xf16>) -> tensor<8192x8192xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<8192x1024xf16>, tensor<1024x8192xf16>) outs(%c : tensor<8192x8192xf16>) -> tensor<8192x8192xf16>
  return %r : tensor<8192x8192xf16>
}
