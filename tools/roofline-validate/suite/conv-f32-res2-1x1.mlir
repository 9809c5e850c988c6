// roofline-validate: name=conv-f32-res2-1x1 kind=conv dtype=f32 n=32 h=56 w=56 c=64 f=256 kh=1 kw=1 stride=1
// cudnnConvolutionForward, NHWC, no padding (the input is padded), alpha = beta = 1: y += conv(x, w), CUDNN_FMA_MATH (FP32 units, no TF32).
func.func @conv_f32_res2_1x1(%x: tensor<32x56x56x64xf32>, %w: tensor<256x1x1x64xf32>, %y: tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<32x56x56x64xf32>, tensor<256x1x1x64xf32>) outs(%y : tensor<32x56x56x256xf32>) -> tensor<32x56x56x256xf32>
  return %r : tensor<32x56x56x256xf32>
}
