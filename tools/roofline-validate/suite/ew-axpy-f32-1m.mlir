// roofline-validate: name=ew-axpy-f32-1m kind=elementwise dtype=f32 op=axpy size=1048576
// y = 2 x + y in place: x read, y read and written.
func.func @ew_axpy_f32_1m(%x: tensor<1048576xf32>, %y: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%x : tensor<1048576xf32>) outs(%y : tensor<1048576xf32>) {
  ^bb0(%xi: f32, %yi: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %two, %xi : f32
    %s = arith.addf %m, %yi : f32
    linalg.yield %s : f32
  } -> tensor<1048576xf32>
  return %r : tensor<1048576xf32>
}
