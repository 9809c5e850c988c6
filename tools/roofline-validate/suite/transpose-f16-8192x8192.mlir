// roofline-validate: name=transpose-f16-8192x8192 kind=transpose dtype=f16 rows=8192 cols=8192
// out[c, r] = x[r, c], 32x32 tiles staged through shared memory.
func.func @transpose_f16_8192x8192(%x: tensor<8192x8192xf16>, %out: tensor<8192x8192xf16>) -> tensor<8192x8192xf16> {
  %r = linalg.transpose ins(%x : tensor<8192x8192xf16>) outs(%out : tensor<8192x8192xf16>) permutation = [1, 0]
  return %r : tensor<8192x8192xf16>
}
