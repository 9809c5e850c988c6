// roofline-validate: name=ew-bias-f32-32x56x56x256 kind=elementwise dtype=f32 op=bias n=32 h=56 w=56 c=256
// out[n,h,w,c] = x[n,h,w,c] + bias[c]: the bias is read once (it stays in cache).
func.func @ew_bias_f32_32x56x56x256(%x: tensor<32x56x56x256xf32>, %bias: tensor<256xf32>, %out: tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>],
                      iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
    ins(%x, %bias : tensor<32x56x56x256xf32>, tensor<256xf32>) outs(%out : tensor<32x56x56x256xf32>) {
  ^bb0(%xi: f32, %bi: f32, %o: f32):
    %s = arith.addf %xi, %bi : f32
    linalg.yield %s : f32
  } -> tensor<32x56x56x256xf32>
  return %r : tensor<32x56x56x256xf32>
}
