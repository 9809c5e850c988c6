// A 1024x1024 f32 elementwise add: 1048576 FLOPs, 3 x 4 MiB = 12582912
// DRAM bytes (two inputs read, one output written).
func.func @add(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
               %out: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                  outs(%out : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}
