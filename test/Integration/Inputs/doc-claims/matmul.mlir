// A 256x256x256 f32 matmul: the fixture of doc-claims.test.
func.func @mm(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>,
              %c: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<256x256xf32>, tensor<256x256xf32>)
                     outs(%c : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
