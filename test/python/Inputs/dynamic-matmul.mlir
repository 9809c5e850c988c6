// A matmul whose batch (rows of %x) is dynamic: FLOPs 2 x B x 64 x 32.
func.func @forward(%x: tensor<?x64xf32>, %w: tensor<64x32xf32> {roofline.weight}) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %b = tensor.dim %x, %c0 : tensor<?x64xf32>
  %e = tensor.empty(%b) : tensor<?x32xf32>
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x32xf32>) outs(%f : tensor<?x32xf32>) -> tensor<?x32xf32> loc("fc")
  return %m : tensor<?x32xf32>
}
