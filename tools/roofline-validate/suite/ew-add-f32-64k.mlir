// roofline-validate: name=ew-add-f32-64k kind=elementwise dtype=f32 op=add size=65536
// out = a + b, float4 loads and stores; out is not read.
func.func @ew_add_f32_64k(%in0: tensor<65536xf32>, %in1: tensor<65536xf32>, %out: tensor<65536xf32>) -> tensor<65536xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%in0, %in1 : tensor<65536xf32>, tensor<65536xf32>) outs(%out : tensor<65536xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %s = arith.addf %x0, %x1 : f32
    linalg.yield %s : f32
  } -> tensor<65536xf32>
  return %r : tensor<65536xf32>
}
