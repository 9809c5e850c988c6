// roofline-validate: name=reduce-rows-f32-4096x16384 kind=reduction dtype=f32 op=rows rows=4096 cols=16384
// out[r] += sum over c of x[r, c]: one block (or warp) per row.
func.func @reduce_rows_f32_4096x16384(%x: tensor<4096x16384xf32>, %out: tensor<4096xf32>) -> tensor<4096xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                      iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<4096x16384xf32>) outs(%out : tensor<4096xf32>) {
  ^bb0(%xi: f32, %acc: f32):
    %s = arith.addf %xi, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
