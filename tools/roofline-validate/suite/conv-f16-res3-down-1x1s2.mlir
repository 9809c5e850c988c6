// roofline-validate: name=conv-f16-res3-down-1x1s2 kind=conv dtype=f16 n=32 h=55 w=55 c=256 f=512 kh=1 kw=1 stride=2
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_TENSOR_OP_MATH, FP32 accumulation.
func.func @conv_f16_res3_down_1x1s2(%x: tensor<32x55x55x256xf16>, %w: tensor<512x1x1x256xf16>, %y: tensor<32x28x28x512xf16>) -> tensor<32x28x28x512xf16> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<32x55x55x256xf16>, tensor<512x1x1x256xf16>) outs(%y : tensor<32x28x28x512xf16>) -> tensor<32x28x28x512xf16>
  return %r : tensor<32x28x28x512xf16>
}
