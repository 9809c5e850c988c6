// roofline-validate: name=gemm-tf32-8192x8192x8192 kind=gemm dtype=tf32 m=8192 n=8192 k=8192
// cublasGemmEx, alpha = beta = 1: C += A B, f32 data on TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); predicted with --allow-tf32.
func.func @gemm_tf32_8192x8192x8192(%a: tensor<8192x8192xf32>, %b: tensor<8192x8192xf32>, %c: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%c : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  return %r : tensor<8192x8192xf32>
}
