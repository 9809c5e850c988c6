// roofline-validate: name=reduce-all-f32-128m kind=reduction dtype=f32 op=all size=134217728
// out += sum of x: grid-stride partial sums, one atomicAdd per block.
func.func @reduce_all_f32_128m(%x: tensor<134217728xf32>, %out: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
                      iterator_types = ["reduction"]}
    ins(%x : tensor<134217728xf32>) outs(%out : tensor<f32>) {
  ^bb0(%xi: f32, %acc: f32):
    %s = arith.addf %xi, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
