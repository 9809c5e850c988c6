// roofline-validate: name=gemm-f32-1024x1024x1024 kind=gemm dtype=f32 m=1024 n=1024 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, FP32 on the CUDA cores (CUBLAS_COMPUTE_32F, default math: no TF32).
func.func @gemm_f32_1024x1024x1024(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
