// roofline-validate: name=conv-f16-res5-3x3 kind=conv dtype=f16 n=32 h=9 w=9 c=512 f=512 kh=3 kw=3 stride=1
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_TENSOR_OP_MATH, FP32 accumulation.
func.func @conv_f16_res5_3x3(%x: tensor<32x9x9x512xf16>, %w: tensor<512x3x3x512xf16>, %y: tensor<32x7x7x512xf16>) -> tensor<32x7x7x512xf16> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<32x9x9x512xf16>, tensor<512x3x3x512xf16>) outs(%y : tensor<32x7x7x512xf16>) -> tensor<32x7x7x512xf16>
  return %r : tensor<32x7x7x512xf16>
}
