// Only an op the model does not cost (TOSA is lowered to linalg first).
func.func @f(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = tosa.custom %a {domain_name = "roofline_test", implementation_attrs = "", operator_name = "opaque"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
