// Sparse-encoded tensors (CSR, COO, BSR) are not costed as dense: the work
// and traffic of a sparse kernel depend on the nonzeros, which the type does
// not give, so the op is listed as unmodeled with that reason (n:m
// structured sparsity is costed: test/Analysis/sparse/). The dense op beside
// it is still costed:
// 2 x 64^3 = 524288 FLOPs, 4 x 64^2 x 4 = 65536 bytes.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

#CSR = #sparse_tensor.encoding<{map = (i, j) -> (i : dense, j : compressed)}>
#COO = #sparse_tensor.encoding<{map = (i, j) -> (i : compressed(nonunique), j : singleton)}>
#BSR = #sparse_tensor.encoding<{map = (i, j) -> (i floordiv 2 : dense, j floordiv 2 : compressed, i mod 2 : dense, j mod 2 : dense)}>

// CHECK: remark: roofline: unmodeled: 1 linalg.matmul op not costed: operand #0 is a sparse tensor (#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>): its work and traffic depend on the nonzeros, which the model does not know
// CHECK: remark: roofline: unmodeled: 1 linalg.matmul op not costed: operand #1 is a sparse tensor (#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : compressed(nonunique), d1 : singleton) }>)
// CHECK: remark: roofline: unmodeled: 1 linalg.matmul op not costed: operand #0 is a sparse tensor (#sparse_tensor.encoding<{ map = (d0, d1) -> (d0 floordiv 2 : dense, d1 floordiv 2 : compressed, d0 mod 2 : dense, d1 mod 2 : dense) }>)
// CHECK: remark: roofline: flops=524288 bytes=65536
func.func @sparse(%csr: tensor<64x64xf32, #CSR>, %coo: tensor<64x64xf32, #COO>,
                  %bsr: tensor<64x64xf32, #BSR>, %d: tensor<64x64xf32>,
                  %c: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %0 = linalg.matmul ins(%csr, %d : tensor<64x64xf32, #CSR>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %1 = linalg.matmul ins(%d, %coo : tensor<64x64xf32>, tensor<64x64xf32, #COO>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %2 = linalg.matmul ins(%bsr, %d : tensor<64x64xf32, #BSR>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %3 = linalg.matmul ins(%d, %d : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0, %1, %2, %3 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}
