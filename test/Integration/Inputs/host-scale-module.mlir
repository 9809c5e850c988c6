// validation-models.test: a module for validate_models.py's with_framework.
module {
  func.func @f(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<4096xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %s = linalg.add ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%s, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
    %v = tensor.collapse_shape %s [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
    return %v : tensor<4096xf32>
  }
}
