// A chain of elementwise ops with broadcasts: a per-column bias, a per-row
// scale, tanh, a residual subtract and a clamp at zero (5 generics), at
// 512x1024: large enough that 16-bit storage of an intermediate gains more
// than roofline-optimize's 1% threshold (elementwise_chain.mlir is 64x128).
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @forward(%x: tensor<512x1024xf32>, %bias: tensor<1024xf32>,
                   %scale: tensor<512xf32>) -> tensor<512x1024xf32> {
  %e = tensor.empty() : tensor<512x1024xf32>
  %0 = linalg.generic {indexing_maps = [#id, #col, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x, %bias : tensor<512x1024xf32>, tensor<1024xf32>)
      outs(%e : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<512x1024xf32>
  %1 = linalg.generic {indexing_maps = [#id, #row, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%0, %scale : tensor<512x1024xf32>, tensor<512xf32>)
      outs(%e : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<512x1024xf32>
  %2 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%1 : tensor<512x1024xf32>) outs(%e : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.tanh %a : f32
    linalg.yield %t : f32
  } -> tensor<512x1024xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%2, %x : tensor<512x1024xf32>, tensor<512x1024xf32>)
      outs(%e : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.subf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<512x1024xf32>
  %4 = linalg.generic {indexing_maps = [#id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%3 : tensor<512x1024xf32>) outs(%e : tensor<512x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<512x1024xf32>
  return %4 : tensor<512x1024xf32>
}
