// roofline-validate: name=ew-exp-f32-1m kind=elementwise dtype=f32 op=exp size=1048576
// out = exp(x) (expf), one transcendental per element.
func.func @ew_exp_f32_1m(%in0: tensor<1048576xf32>, %out: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%in0 : tensor<1048576xf32>) outs(%out : tensor<1048576xf32>) {
  ^bb0(%x0: f32, %o: f32):
    %e = math.exp %x0 : f32
    linalg.yield %e : f32
  } -> tensor<1048576xf32>
  return %r : tensor<1048576xf32>
}
