// roofline-validate: name=ew-add-f32-128m kind=elementwise dtype=f32 op=add size=134217728
// out = a + b, float4 loads and stores; out is not read.
func.func @ew_add_f32_128m(%in0: tensor<134217728xf32>, %in1: tensor<134217728xf32>, %out: tensor<134217728xf32>) -> tensor<134217728xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%in0, %in1 : tensor<134217728xf32>, tensor<134217728xf32>) outs(%out : tensor<134217728xf32>) {
  ^bb0(%x0: f32, %x1: f32, %o: f32):
    %s = arith.addf %x0, %x1 : f32
    linalg.yield %s : f32
  } -> tensor<134217728xf32>
  return %r : tensor<134217728xf32>
}
