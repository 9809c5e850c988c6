// roofline-validate: name=conv-f16-res4-3x3 kind=conv dtype=f16 n=32 h=16 w=16 c=256 f=256 kh=3 kw=3 stride=1
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_TENSOR_OP_MATH, FP32 accumulation.
func.func @conv_f16_res4_3x3(%x: tensor<32x16x16x256xf16>, %w: tensor<256x3x3x256xf16>, %y: tensor<32x14x14x256xf16>) -> tensor<32x14x14x256xf16> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<32x16x16x256xf16>, tensor<256x3x3x256xf16>) outs(%y : tensor<32x14x14x256xf16>) -> tensor<32x14x14x256xf16>
  return %r : tensor<32x14x14x256xf16>
}
