// roofline-validate: name=gemm-tf32-2048x2048x2048 kind=gemm dtype=tf32 m=2048 n=2048 k=2048
// cublasGemmEx, alpha = beta = 1: C += A B, f32 data on TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); predicted with --allow-tf32.
func.func @gemm_tf32_2048x2048x2048(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %r : tensor<2048x2048xf32>
}
