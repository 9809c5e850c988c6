// Breadth: convolutions and pooling (upstream Linalg/roundtrip-convolution,
// named-ops, winograd-conv2d, Integration test-conv-1d/3d-call,
// test-conv-2d-nchw-fchw-q-img2col, test-padtensor): every layout of
// conv_1d/2d/3d, the quantized and depthwise forms, pooling, a strided and
// dilated conv, a tensor.pad before a conv (folded in compiled mode) and a
// conv + bias epilogue; winograd's three transform ops.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   linalg-convolutions.mlir: 23 costed, 3 unmodeled, 9 optimize configs verified
// Winograd's transforms have no cost model (legitimately unmodeled):
// CHECK-NEXT: unmodeled linalg.winograd_filter_transform: no cost model for this linalg op
// CHECK-NEXT: unmodeled linalg.winograd_input_transform: no cost model for this linalg op
// CHECK-NEXT: unmodeled linalg.winograd_output_transform: no cost model for this linalg op
// CHECK-NOT: FAIL

func.func @conv_plain(%i1: tensor<130xf32>, %f1: tensor<3xf32>, %o1: tensor<128xf32>,
                      %i2: tensor<66x66xf32>, %f2: tensor<3x3xf32>, %o2: tensor<64x64xf32>,
                      %i3: tensor<18x18x18xf32>, %f3: tensor<3x3x3xf32>, %o3: tensor<16x16x16xf32>)
    -> (tensor<128xf32>, tensor<64x64xf32>, tensor<16x16x16xf32>) {
  %0 = linalg.conv_1d ins(%i1, %f1 : tensor<130xf32>, tensor<3xf32>) outs(%o1 : tensor<128xf32>) -> tensor<128xf32>
  %1 = linalg.conv_2d ins(%i2, %f2 : tensor<66x66xf32>, tensor<3x3xf32>) outs(%o2 : tensor<64x64xf32>) -> tensor<64x64xf32>
  %2 = linalg.conv_3d ins(%i3, %f3 : tensor<18x18x18xf32>, tensor<3x3x3xf32>) outs(%o3 : tensor<16x16x16xf32>) -> tensor<16x16x16xf32>
  return %0, %1, %2 : tensor<128xf32>, tensor<64x64xf32>, tensor<16x16x16xf32>
}

func.func @conv_1d_nwc(%i: tensor<4x66x32xf32>, %f: tensor<3x32x64xf32>, %o: tensor<4x64x64xf32>) -> tensor<4x64x64xf32> {
  %0 = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%i, %f : tensor<4x66x32xf32>, tensor<3x32x64xf32>) outs(%o : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  return %0 : tensor<4x64x64xf32>
}

func.func @conv_2d_layouts(%i: tensor<8x58x58x64xf32>, %f: tensor<3x3x64x128xf32>, %o: tensor<8x56x56x128xf32>,
                           %in: tensor<8x64x58x58xf32>, %fn: tensor<128x64x3x3xf32>, %on: tensor<8x128x56x56xf32>,
                           %ff: tensor<128x3x3x64xf32>)
    -> (tensor<8x56x56x128xf32>, tensor<8x128x56x56xf32>, tensor<8x56x56x128xf32>) {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %f : tensor<8x58x58x64xf32>, tensor<3x3x64x128xf32>) outs(%o : tensor<8x56x56x128xf32>) -> tensor<8x56x56x128xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %fn : tensor<8x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%on : tensor<8x128x56x56xf32>) -> tensor<8x128x56x56xf32>
  %2 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %ff : tensor<8x58x58x64xf32>, tensor<128x3x3x64xf32>) outs(%o : tensor<8x56x56x128xf32>) -> tensor<8x56x56x128xf32>
  return %0, %1, %2 : tensor<8x56x56x128xf32>, tensor<8x128x56x56xf32>, tensor<8x56x56x128xf32>
}

// Strided, dilated: output 28 = (57 - 2*(3-1) - 1) / 2 + 1.
func.func @conv_strided_dilated(%i: tensor<1x57x57x16xf16>, %f: tensor<3x3x16x32xf16>, %o: tensor<1x27x27x32xf32>) -> tensor<1x27x27x32xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %f : tensor<1x57x57x16xf16>, tensor<3x3x16x32xf16>) outs(%o : tensor<1x27x27x32xf32>) -> tensor<1x27x27x32xf32>
  return %0 : tensor<1x27x27x32xf32>
}

func.func @conv_quantized(%i: tensor<1x16x34x34xi8>, %f: tensor<32x16x3x3xi8>, %izp: i32, %fzp: i32, %o: tensor<1x32x32x32xi32>,
                          %di: tensor<1x34x34x16xi8>, %df: tensor<3x3x16xi8>, %do: tensor<1x32x32x16xi32>)
    -> (tensor<1x32x32x32xi32>, tensor<1x32x32x16xi32>) {
  %0 = linalg.conv_2d_nchw_fchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%i, %f, %izp, %fzp : tensor<1x16x34x34xi8>, tensor<32x16x3x3xi8>, i32, i32) outs(%o : tensor<1x32x32x32xi32>) -> tensor<1x32x32x32xi32>
  %1 = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%di, %df, %izp, %fzp : tensor<1x34x34x16xi8>, tensor<3x3x16xi8>, i32, i32) outs(%do : tensor<1x32x32x16xi32>) -> tensor<1x32x32x16xi32>
  return %0, %1 : tensor<1x32x32x32xi32>, tensor<1x32x32x16xi32>
}

func.func @conv_3d_and_depthwise(%i: tensor<1x10x10x10x8xf32>, %f: tensor<3x3x3x8x16xf32>, %o: tensor<1x8x8x8x16xf32>,
                                 %d1i: tensor<2x66x32xf32>, %d1f: tensor<3x32xf32>, %d1o: tensor<2x64x32xf32>,
                                 %d2i: tensor<2x34x34x32xf32>, %d2f: tensor<3x3x32xf32>, %d2o: tensor<2x32x32x32xf32>,
                                 %d3f: tensor<3x3x3x8xf32>, %d3o: tensor<1x8x8x8x8xf32>)
    -> (tensor<1x8x8x8x16xf32>, tensor<2x64x32xf32>, tensor<2x32x32x32xf32>, tensor<1x8x8x8x8xf32>) {
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%i, %f : tensor<1x10x10x10x8xf32>, tensor<3x3x3x8x16xf32>) outs(%o : tensor<1x8x8x8x16xf32>) -> tensor<1x8x8x8x16xf32>
  %1 = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%d1i, %d1f : tensor<2x66x32xf32>, tensor<3x32xf32>) outs(%d1o : tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
  %2 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%d2i, %d2f : tensor<2x34x34x32xf32>, tensor<3x3x32xf32>) outs(%d2o : tensor<2x32x32x32xf32>) -> tensor<2x32x32x32xf32>
  %3 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%i, %d3f : tensor<1x10x10x10x8xf32>, tensor<3x3x3x8xf32>) outs(%d3o : tensor<1x8x8x8x8xf32>) -> tensor<1x8x8x8x8xf32>
  return %0, %1, %2, %3 : tensor<1x8x8x8x16xf32>, tensor<2x64x32xf32>, tensor<2x32x32x32xf32>, tensor<1x8x8x8x8xf32>
}

func.func @pooling(%i: tensor<4x32x32x64xf32>, %w: tensor<2x2xf32>, %o: tensor<4x16x16x64xf32>,
                   %in: tensor<4x64x32x32xf32>, %on: tensor<4x64x16x16xf32>,
                   %i3: tensor<1x8x8x8x4xf32>, %w3: tensor<2x2x2xf32>, %o3: tensor<1x4x4x4x4xf32>)
    -> (tensor<4x16x16x64xf32>, tensor<4x16x16x64xf32>, tensor<4x16x16x64xf32>, tensor<4x64x16x16xf32>, tensor<1x4x4x4x4xf32>) {
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %w : tensor<4x32x32x64xf32>, tensor<2x2xf32>) outs(%o : tensor<4x16x16x64xf32>) -> tensor<4x16x16x64xf32>
  %1 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %w : tensor<4x32x32x64xf32>, tensor<2x2xf32>) outs(%o : tensor<4x16x16x64xf32>) -> tensor<4x16x16x64xf32>
  %2 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%i, %w : tensor<4x32x32x64xf32>, tensor<2x2xf32>) outs(%o : tensor<4x16x16x64xf32>) -> tensor<4x16x16x64xf32>
  %3 = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %w : tensor<4x64x32x32xf32>, tensor<2x2xf32>) outs(%on : tensor<4x64x16x16xf32>) -> tensor<4x64x16x16xf32>
  %4 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>}
      ins(%i3, %w3 : tensor<1x8x8x8x4xf32>, tensor<2x2x2xf32>) outs(%o3 : tensor<1x4x4x4x4xf32>) -> tensor<1x4x4x4x4xf32>
  return %0, %1, %2, %3, %4 : tensor<4x16x16x64xf32>, tensor<4x16x16x64xf32>, tensor<4x16x16x64xf32>, tensor<4x64x16x16xf32>, tensor<1x4x4x4x4xf32>
}

// tensor.pad before a conv, a fill accumulator, and a bias + relu epilogue.
func.func @pad_conv_bias(%x: tensor<2x56x56x64xf32>, %f: tensor<3x3x64x64xf32>, %bias: tensor<64xf32>) -> tensor<2x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<2x56x56x64xf32> to tensor<2x58x58x64xf32>
  %e = tensor.empty() : tensor<2x56x56x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x56x56x64xf32>) -> tensor<2x56x56x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%p, %f : tensor<2x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%acc : tensor<2x56x56x64xf32>) -> tensor<2x56x56x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c, %bias : tensor<2x56x56x64xf32>, tensor<64xf32>) outs(%e : tensor<2x56x56x64xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %s = arith.addf %v, %b : f32
    %m = arith.maximumf %s, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x56x56x64xf32>
  return %r : tensor<2x56x56x64xf32>
}

// Winograd F(4,3): filter, input and output transforms (winograd-conv2d).
func.func @winograd(%f: tensor<2x3x3x5xf32>, %fo: tensor<6x6x5x2xf32>,
                    %x: tensor<2x14x14x5xf32>, %xo: tensor<6x6x3x3x2x5xf32>,
                    %v: tensor<6x6x3x3x2x2xf32>, %o: tensor<2x12x12x2xf32>)
    -> (tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %1 = linalg.winograd_input_transform fmr(F_4_3) ins(%x : tensor<2x14x14x5xf32>) outs(%xo : tensor<6x6x3x3x2x5xf32>) -> tensor<6x6x3x3x2x5xf32>
  %2 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x3x3x2x2xf32>) outs(%o : tensor<2x12x12x2xf32>) -> tensor<2x12x12x2xf32>
  return %0, %1, %2 : tensor<6x6x5x2xf32>, tensor<6x6x3x3x2x5xf32>, tensor<2x12x12x2xf32>
}
