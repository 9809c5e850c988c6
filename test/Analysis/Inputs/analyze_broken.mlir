// A cost model (the test dialect's roofline_test.broken, defect 3) that
// moves no byte at any level for a 256 x f32 result: 1024 bytes written.
func.func @no_bytes(%a: tensor<256xf32>) -> tensor<256xf32> {
  %b = roofline_test.broken %a {defect = 3} : (tensor<256xf32>) -> tensor<256xf32>
  return %b : tensor<256xf32>
}
