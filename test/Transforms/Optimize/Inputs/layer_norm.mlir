// Layer norm over the last dimension of 64x256, eps = 1e-5:
// mean = sum(x)/256; c = x - mean; var = sum(c*c)/256;
// y = c * rsqrt(var + eps) * gamma + beta.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @forward(%x: tensor<64x256xf32>, %gamma: tensor<256xf32>,
                   %beta: tensor<256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %er = tensor.empty() : tensor<64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x256xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %c = linalg.generic {indexing_maps = [#id, #row, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<64x256xf32>, tensor<64xf32>)
      outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %m = arith.divf %s, %n : f32
    %d = arith.subf %a, %m : f32
    linalg.yield %d : f32
  } -> tensor<64x256xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id],
                        iterator_types = ["parallel", "parallel"]}
      ins(%c : tensor<64x256xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %p = arith.mulf %a, %a : f32
    linalg.yield %p : f32
  } -> tensor<64x256xf32>
  %var = linalg.generic {indexing_maps = [#id, #row],
                         iterator_types = ["parallel", "reduction"]}
      ins(%sq : tensor<64x256xf32>) outs(%acc : tensor<64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%c, %var, %gamma, %beta
          : tensor<64x256xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>)
      outs(%e : tensor<64x256xf32>) {
  ^bb0(%a: f32, %v: f32, %g: f32, %b: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %v, %n : f32
    %ve = arith.addf %m, %eps : f32
    %r = math.rsqrt %ve : f32
    %t = arith.mulf %a, %r : f32
    %u = arith.mulf %t, %g : f32
    %w = arith.addf %u, %b : f32
    linalg.yield %w : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}
