// roofline-validate: name=gemm-f32-16384x16384x64 kind=gemm dtype=f32 m=16384 n=16384 k=64
// cublasGemmEx, alpha = beta = 1: C += A B, FP32 on the CUDA cores (CUBLAS_COMPUTE_32F, default math: no TF32).
func.func @gemm_f32_16384x16384x64(%a: tensor<16384x64xf32>, %b: tensor<64x16384xf32>, %c: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<16384x64xf32>, tensor<64x16384xf32>) outs(%c : tensor<16384x16384xf32>) -> tensor<16384x16384xf32>
  return %r : tensor<16384x16384xf32>
}
