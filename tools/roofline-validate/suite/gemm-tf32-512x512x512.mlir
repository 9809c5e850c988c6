// roofline-validate: name=gemm-tf32-512x512x512 kind=gemm dtype=tf32 m=512 n=512 k=512
// cublasGemmEx, alpha = beta = 1: C += A B, f32 data on TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); predicted with --allow-tf32.
func.func @gemm_tf32_512x512x512(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>, %c: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
