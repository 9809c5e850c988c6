// roofline-validate: name=gemm-f32-8192x8192x1024 kind=gemm dtype=f32 m=8192 n=8192 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, FP32 on the CUDA cores (CUBLAS_COMPUTE_32F, default math: no TF32).
func.func @gemm_f32_8192x8192x1024(%a: tensor<8192x1024xf32>, %b: tensor<1024x8192xf32>, %c: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8192x1024xf32>, tensor<1024x8192xf32>) outs(%c : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  return %r : tensor<8192x8192xf32>
}
