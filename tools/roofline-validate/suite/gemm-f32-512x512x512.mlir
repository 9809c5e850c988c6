// roofline-validate: name=gemm-f32-512x512x512 kind=gemm dtype=f32 m=512 n=512 k=512
// cublasGemmEx, alpha = beta = 1: C += A B, FP32 on the CUDA cores (CUBLAS_COMPUTE_32F, default math: no TF32).
func.func @gemm_f32_512x512x512(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>, %c: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>) outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
