// roofline-validate: name=ew-axpy-f32-128m kind=elementwise dtype=f32 op=axpy size=134217728
// y = 2 x + y in place: x read, y read and written.
func.func @ew_axpy_f32_128m(%x: tensor<134217728xf32>, %y: tensor<134217728xf32>) -> tensor<134217728xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%x : tensor<134217728xf32>) outs(%y : tensor<134217728xf32>) {
  ^bb0(%xi: f32, %yi: f32):
    %two = arith.constant 2.0 : f32
    %m = arith.mulf %two, %xi : f32
    %s = arith.addf %m, %yi : f32
    linalg.yield %s : f32
  } -> tensor<134217728xf32>
  return %r : tensor<134217728xf32>
}
