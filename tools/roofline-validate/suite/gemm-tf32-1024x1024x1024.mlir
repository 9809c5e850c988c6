// roofline-validate: name=gemm-tf32-1024x1024x1024 kind=gemm dtype=tf32 m=1024 n=1024 k=1024
// cublasGemmEx, alpha = beta = 1: C += A B, f32 data on TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); predicted with --allow-tf32.
func.func @gemm_tf32_1024x1024x1024(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %r : tensor<1024x1024xf32>
}
