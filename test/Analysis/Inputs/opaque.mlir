// An op no cost model knows (report-beside-ir.mlir, --strict).
func.func @opaque(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = "foo.bar"(%a) : (tensor<64xf32>) -> tensor<64xf32>
  return %0 : tensor<64xf32>
}
