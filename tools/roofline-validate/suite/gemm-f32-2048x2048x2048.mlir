// roofline-validate: name=gemm-f32-2048x2048x2048 kind=gemm dtype=f32 m=2048 n=2048 k=2048
// cublasGemmEx, alpha = beta = 1: C += A B, FP32 on the CUDA cores (CUBLAS_COMPUTE_32F, default math: no TF32).
func.func @gemm_f32_2048x2048x2048(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %r : tensor<2048x2048xf32>
}
