// roofline-validate: name=transpose-f32-4096x16384 kind=transpose dtype=f32 rows=4096 cols=16384
// out[c, r] = x[r, c], 32x32 tiles staged through shared memory.
func.func @transpose_f32_4096x16384(%x: tensor<4096x16384xf32>, %out: tensor<16384x4096xf32>) -> tensor<16384x4096xf32> {
  %r = linalg.transpose ins(%x : tensor<4096x16384xf32>) outs(%out : tensor<16384x4096xf32>) permutation = [1, 0]
  return %r : tensor<16384x4096xf32>
}
