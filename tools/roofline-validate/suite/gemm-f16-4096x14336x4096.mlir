// roofline-validate: name=gemm-f16-4096x14336x4096 kind=gemm dtype=f16 m=4096 n=14336 k=4096
// cublasGemmEx, alpha = beta = 1: C += A B, f16 data, f16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_f16_4096x14336x4096(%a: tensor<4096x4096xf16>, %b: tensor<4096x14336xf16>, %c: tensor<4096x14336xf16>) -> tensor<4096x14336xf16> {
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xf16>, tensor<4096x14336xf16>) outs(%c : tensor<4096x14336xf16>) -> tensor<4096x14336xf16>
  return %r : tensor<4096x14336xf16>
}
