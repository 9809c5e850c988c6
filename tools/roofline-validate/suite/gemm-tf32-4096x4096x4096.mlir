// roofline-validate: name=gemm-tf32-4096x4096x4096 kind=gemm dtype=tf32 m=4096 n=4096 k=4096
// cublasGemmEx, alpha = beta = 1: C += A B, f32 data on TF32 tensor cores (CUBLAS_COMPUTE_32F_FAST_TF32); predicted with --allow-tf32.
func.func @gemm_tf32_4096x4096x4096(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>, %c: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%c : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}
