// roofline-validate: name=ew-relu-f16-128m kind=elementwise dtype=f16 op=relu size=134217728
// out = max(x, 0) on f16 pairs (__hmax2), 16-byte loads and stores.
func.func @ew_relu_f16_128m(%in0: tensor<134217728xf16>, %out: tensor<134217728xf16>) -> tensor<134217728xf16> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%in0 : tensor<134217728xf16>) outs(%out : tensor<134217728xf16>) {
  ^bb0(%x0: f16, %o: f16):
    %zero = arith.constant 0.0 : f16
    %m = arith.maximumf %x0, %zero : f16
    linalg.yield %m : f16
  } -> tensor<134217728xf16>
  return %r : tensor<134217728xf16>
}
