// roofline-validate: name=conv-f16-conv1-7x7s2 kind=conv dtype=f16 n=32 h=229 w=229 c=3 f=64 kh=7 kw=7 stride=2
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_TENSOR_OP_MATH, FP32 accumulation.
func.func @conv_f16_conv1_7x7s2(%x: tensor<32x229x229x3xf16>, %w: tensor<64x7x7x3xf16>, %y: tensor<32x112x112x64xf16>) -> tensor<32x112x112x64xf16> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<32x229x229x3xf16>, tensor<64x7x7x3xf16>) outs(%y : tensor<32x112x112x64xf16>) -> tensor<32x112x112x64xf16>
  return %r : tensor<32x112x112x64xf16>
}
