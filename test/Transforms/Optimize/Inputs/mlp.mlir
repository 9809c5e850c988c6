// A two-layer MLP: relu(x W1 + b1) W2 + b2, 128x128 activations and weights.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<128x128xf32>, %w1: tensor<128x128xf32>,
                   %b1: tensor<128xf32>, %w2: tensor<128x128xf32>,
                   %b2: tensor<128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x128xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128x128xf32>) -> tensor<128x128xf32>
  %h = linalg.matmul ins(%x, %w1 : tensor<128x128xf32>, tensor<128x128xf32>)
                     outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %hb = linalg.generic {indexing_maps = [#id, #col, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%h, %b1 : tensor<128x128xf32>, tensor<128xf32>)
      outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  %r = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%hb : tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<128x128xf32>
  %y = linalg.matmul ins(%r, %w2 : tensor<128x128xf32>, tensor<128x128xf32>)
                     outs(%f : tensor<128x128xf32>) -> tensor<128x128xf32>
  %yb = linalg.generic {indexing_maps = [#id, #col, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%y, %b2 : tensor<128x128xf32>, tensor<128xf32>)
      outs(%e : tensor<128x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %yb : tensor<128x128xf32>
}
