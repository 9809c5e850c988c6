// roofline-validate: name=conv-f16-res2-1x1 kind=conv dtype=f16 n=32 h=56 w=56 c=64 f=256 kh=1 kw=1 stride=1
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_TENSOR_OP_MATH, FP32 accumulation.
func.func @conv_f16_res2_1x1(%x: tensor<32x56x56x64xf16>, %w: tensor<256x1x1x64xf16>, %y: tensor<32x56x56x256xf16>) -> tensor<32x56x56x256xf16> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<32x56x56x64xf16>, tensor<256x1x1x64xf16>) outs(%y : tensor<32x56x56x256xf16>) -> tensor<32x56x56x256xf16>
  return %r : tensor<32x56x56x256xf16>
}
