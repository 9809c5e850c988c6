// roofline-validate: name=conv-f32-conv1-7x7s2 kind=conv dtype=f32 n=32 h=229 w=229 c=3 f=64 kh=7 kw=7 stride=2
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_FMA_MATH (FP32 units, no TF32).
func.func @conv_f32_conv1_7x7s2(%x: tensor<32x229x229x3xf32>, %w: tensor<64x7x7x3xf32>, %y: tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<32x229x229x3xf32>, tensor<64x7x7x3xf32>) outs(%y : tensor<32x112x112x64xf32>) -> tensor<32x112x112x64xf32>
  return %r : tensor<32x112x112x64xf32>
}
