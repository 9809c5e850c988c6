// roofline-validate: name=reduce-rows-f32-65536x1024 kind=reduction dtype=f32 op=rows rows=65536 cols=1024
// out[r] += sum over c of x[r, c]: one block (or warp) per row.
func.func @reduce_rows_f32_65536x1024(%x: tensor<65536x1024xf32>, %out: tensor<65536xf32>) -> tensor<65536xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                      iterator_types = ["parallel", "reduction"]}
    ins(%x : tensor<65536x1024xf32>) outs(%out : tensor<65536xf32>) {
  ^bb0(%xi: f32, %acc: f32):
    %s = arith.addf %xi, %acc : f32
    linalg.yield %s : f32
  } -> tensor<65536xf32>
  return %r : tensor<65536xf32>
}
