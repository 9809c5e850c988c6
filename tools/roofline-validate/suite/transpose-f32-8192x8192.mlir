// roofline-validate: name=transpose-f32-8192x8192 kind=transpose dtype=f32 rows=8192 cols=8192
// out[c, r] = x[r, c], 32x32 tiles staged through shared memory.
func.func @transpose_f32_8192x8192(%x: tensor<8192x8192xf32>, %out: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
  %r = linalg.transpose ins(%x : tensor<8192x8192xf32>) outs(%out : tensor<8192x8192xf32>) permutation = [1, 0]
  return %r : tensor<8192x8192xf32>
}
