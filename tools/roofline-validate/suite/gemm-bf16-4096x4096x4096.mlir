// roofline-validate: name=gemm-bf16-4096x4096x4096 kind=gemm dtype=bf16 m=4096 n=4096 k=4096
// cublasGemmEx, alpha = beta = 1: C += A B, bf16 data, bf16 output, FP32 accumulation (CUBLAS_COMPUTE_32F).
func.func @gemm_bf16_4096x4096x4096(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>, %c: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %r : tensor<4096x4096xbf16>
}
