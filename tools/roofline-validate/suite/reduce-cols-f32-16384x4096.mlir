// roofline-validate: name=reduce-cols-f32-16384x4096 kind=reduction dtype=f32 op=cols rows=16384 cols=4096
// out[c] += sum over r of x[r, c]: coalesced column partial sums, atomicAdd.
func.func @reduce_cols_f32_16384x4096(%x: tensor<16384x4096xf32>, %out: tensor<4096xf32>) -> tensor<4096xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>],
                      iterator_types = ["reduction", "parallel"]}
    ins(%x : tensor<16384x4096xf32>) outs(%out : tensor<4096xf32>) {
  ^bb0(%xi: f32, %acc: f32):
    %s = arith.addf %xi, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
