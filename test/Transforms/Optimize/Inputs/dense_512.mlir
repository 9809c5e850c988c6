// One MLP layer at 512: relu(x W + b), x 512x512, W 512x512, b 512, for
// precision lowering: on the A100 the f32 matmul is compute-bound and the
// model predicts 16-bit inputs (truncations included) faster. Every input is
// in [-1, 1], which the tolerance of run_compare.py assumes; relu does not
// amplify an error.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<512x512xf32>, %w: tensor<512x512xf32>,
                   %b: tensor<512xf32>) -> tensor<512x512xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<512x512xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<512x512xf32>) -> tensor<512x512xf32>
  %h = linalg.matmul ins(%x, %w : tensor<512x512xf32>, tensor<512x512xf32>)
                     outs(%f : tensor<512x512xf32>) -> tensor<512x512xf32>
  %hb = linalg.generic {indexing_maps = [#id, #col, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%h, %b : tensor<512x512xf32>, tensor<512xf32>)
      outs(%e : tensor<512x512xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<512x512xf32>
  %r = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%hb : tensor<512x512xf32>) outs(%e : tensor<512x512xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
