// A roofline.framework_kernel that is not a string: eager mode, which reads
// it, refuses the module and names the op and the field; other modes do not
// read it.
func.func @bad(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %s = linalg.add {roofline.framework_kernel = 7 : i64} ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %s : tensor<64x64xf32>
}
