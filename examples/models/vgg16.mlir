// torchvision.models.vgg16(weights=None), imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import vgg16 --input-shape 1,3,224,224 -o examples/models/vgg16.mlir
// inputs: 1x3x224x224; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
#map0 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<1x3x224x224xf32>, %features.0.weight: tensor<64x3x3x3xf32> {roofline.weight}, %features.0.bias: tensor<64xf32> {roofline.weight}, %features.2.weight: tensor<64x64x3x3xf32> {roofline.weight}, %features.2.bias: tensor<64xf32> {roofline.weight}, %features.5.weight: tensor<128x64x3x3xf32> {roofline.weight}, %features.5.bias: tensor<128xf32> {roofline.weight}, %features.7.weight: tensor<128x128x3x3xf32> {roofline.weight}, %features.7.bias: tensor<128xf32> {roofline.weight}, %features.10.weight: tensor<256x128x3x3xf32> {roofline.weight}, %features.10.bias: tensor<256xf32> {roofline.weight}, %features.12.weight: tensor<256x256x3x3xf32> {roofline.weight}, %features.12.bias: tensor<256xf32> {roofline.weight}, %features.14.weight: tensor<256x256x3x3xf32> {roofline.weight}, %features.14.bias: tensor<256xf32> {roofline.weight}, %features.17.weight: tensor<512x256x3x3xf32> {roofline.weight}, %features.17.bias: tensor<512xf32> {roofline.weight}, %features.19.weight: tensor<512x512x3x3xf32> {roofline.weight}, %features.19.bias: tensor<512xf32> {roofline.weight}, %features.21.weight: tensor<512x512x3x3xf32> {roofline.weight}, %features.21.bias: tensor<512xf32> {roofline.weight}, %features.24.weight: tensor<512x512x3x3xf32> {roofline.weight}, %features.24.bias: tensor<512xf32> {roofline.weight}, %features.26.weight: tensor<512x512x3x3xf32> {roofline.weight}, %features.26.bias: tensor<512xf32> {roofline.weight}, %features.28.weight: tensor<512x512x3x3xf32> {roofline.weight}, %features.28.bias: tensor<512xf32> {roofline.weight}, %classifier.0.weight: tensor<4096x25088xf32> {roofline.weight}, %classifier.0.bias: tensor<4096xf32> {roofline.weight}, %classifier.3.weight: tensor<4096x4096xf32> {roofline.weight}, %classifier.3.bias: tensor<4096xf32> {roofline.weight}, %classifier.6.weight: tensor<1000x4096xf32> {roofline.weight}, %classifier.6.bias: tensor<1000xf32> {roofline.weight}) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000000e+00 : f32 loc("features.0.pad")
    %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i: index, %i_1: index, %i_2: index, %i_3: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32> loc("features.0.pad")
    %empty = tensor.empty() : tensor<1x64x224x224xf32> loc("features.0.bias")
    %bias = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.0.bias : tensor<64xf32>) outs(%empty : tensor<1x64x224x224xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64x224x224xf32> loc("features.0.bias")
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded, %features.0.weight : tensor<1x3x226x226xf32>, tensor<64x3x3x3xf32>) outs(%bias : tensor<1x64x224x224xf32>) -> tensor<1x64x224x224xf32> loc("features.0")
    %empty_1 = tensor.empty() : tensor<1x64x224x224xf32> loc("features.1")
    %relu = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv : tensor<1x64x224x224xf32>) outs(%empty_1 : tensor<1x64x224x224xf32>) {
    ^bb0(%in_1: f32, %out_1: f32):
      %cst_1 = arith.constant 0.000000000e+00 : f32
      %v = arith.maximumf %in_1, %cst_1 : f32
      linalg.yield %v : f32
    } -> tensor<1x64x224x224xf32> loc("features.1")
    %cst_2 = arith.constant 0.000000000e+00 : f32 loc("features.2.pad")
    %padded_1 = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_4: index, %i_5: index, %i_6: index, %i_7: index):
      tensor.yield %cst_2 : f32
    } : tensor<1x64x224x224xf32> to tensor<1x64x226x226xf32> loc("features.2.pad")
    %empty_2 = tensor.empty() : tensor<1x64x224x224xf32> loc("features.2.bias")
    %bias_1 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.2.bias : tensor<64xf32>) outs(%empty_2 : tensor<1x64x224x224xf32>) {
    ^bb0(%in_2: f32, %out_2: f32):
      linalg.yield %in_2 : f32
    } -> tensor<1x64x224x224xf32> loc("features.2.bias")
    %conv_1 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1, %features.2.weight : tensor<1x64x226x226xf32>, tensor<64x64x3x3xf32>) outs(%bias_1 : tensor<1x64x224x224xf32>) -> tensor<1x64x224x224xf32> loc("features.2")
    %empty_3 = tensor.empty() : tensor<1x64x224x224xf32> loc("features.3")
    %relu_1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_1 : tensor<1x64x224x224xf32>) outs(%empty_3 : tensor<1x64x224x224xf32>) {
    ^bb0(%in_3: f32, %out_3: f32):
      %cst_3 = arith.constant 0.000000000e+00 : f32
      %v_1 = arith.maximumf %in_3, %cst_3 : f32
      linalg.yield %v_1 : f32
    } -> tensor<1x64x224x224xf32> loc("features.3")
    %empty_4 = tensor.empty() : tensor<1x64x112x112xf32> loc("features.4.init")
    %cst_4 = arith.constant 0xFF800000 : f32 loc("features.4.init")
    %fill = linalg.fill ins(%cst_4 : f32) outs(%empty_4 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("features.4.init")
    %empty_5 = tensor.empty() : tensor<2x2xf32> loc("features.4")
    %pool = linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_1, %empty_5 : tensor<1x64x224x224xf32>, tensor<2x2xf32>) outs(%fill : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("features.4")
    %cst_5 = arith.constant 0.000000000e+00 : f32 loc("features.5.pad")
    %padded_2 = tensor.pad %pool low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
      tensor.yield %cst_5 : f32
    } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32> loc("features.5.pad")
    %empty_6 = tensor.empty() : tensor<1x128x112x112xf32> loc("features.5.bias")
    %bias_2 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.5.bias : tensor<128xf32>) outs(%empty_6 : tensor<1x128x112x112xf32>) {
    ^bb0(%in_4: f32, %out_4: f32):
      linalg.yield %in_4 : f32
    } -> tensor<1x128x112x112xf32> loc("features.5.bias")
    %conv_2 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_2, %features.5.weight : tensor<1x64x114x114xf32>, tensor<128x64x3x3xf32>) outs(%bias_2 : tensor<1x128x112x112xf32>) -> tensor<1x128x112x112xf32> loc("features.5")
    %empty_7 = tensor.empty() : tensor<1x128x112x112xf32> loc("features.6")
    %relu_2 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2 : tensor<1x128x112x112xf32>) outs(%empty_7 : tensor<1x128x112x112xf32>) {
    ^bb0(%in_5: f32, %out_5: f32):
      %cst_6 = arith.constant 0.000000000e+00 : f32
      %v_2 = arith.maximumf %in_5, %cst_6 : f32
      linalg.yield %v_2 : f32
    } -> tensor<1x128x112x112xf32> loc("features.6")
    %cst_7 = arith.constant 0.000000000e+00 : f32 loc("features.7.pad")
    %padded_3 = tensor.pad %relu_2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
      tensor.yield %cst_7 : f32
    } : tensor<1x128x112x112xf32> to tensor<1x128x114x114xf32> loc("features.7.pad")
    %empty_8 = tensor.empty() : tensor<1x128x112x112xf32> loc("features.7.bias")
    %bias_3 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.7.bias : tensor<128xf32>) outs(%empty_8 : tensor<1x128x112x112xf32>) {
    ^bb0(%in_6: f32, %out_6: f32):
      linalg.yield %in_6 : f32
    } -> tensor<1x128x112x112xf32> loc("features.7.bias")
    %conv_3 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_3, %features.7.weight : tensor<1x128x114x114xf32>, tensor<128x128x3x3xf32>) outs(%bias_3 : tensor<1x128x112x112xf32>) -> tensor<1x128x112x112xf32> loc("features.7")
    %empty_9 = tensor.empty() : tensor<1x128x112x112xf32> loc("features.8")
    %relu_3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3 : tensor<1x128x112x112xf32>) outs(%empty_9 : tensor<1x128x112x112xf32>) {
    ^bb0(%in_7: f32, %out_7: f32):
      %cst_8 = arith.constant 0.000000000e+00 : f32
      %v_3 = arith.maximumf %in_7, %cst_8 : f32
      linalg.yield %v_3 : f32
    } -> tensor<1x128x112x112xf32> loc("features.8")
    %empty_10 = tensor.empty() : tensor<1x128x56x56xf32> loc("features.9.init")
    %cst_9 = arith.constant 0xFF800000 : f32 loc("features.9.init")
    %fill_1 = linalg.fill ins(%cst_9 : f32) outs(%empty_10 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32> loc("features.9.init")
    %empty_11 = tensor.empty() : tensor<2x2xf32> loc("features.9")
    %pool_1 = linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_3, %empty_11 : tensor<1x128x112x112xf32>, tensor<2x2xf32>) outs(%fill_1 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32> loc("features.9")
    %cst_10 = arith.constant 0.000000000e+00 : f32 loc("features.10.pad")
    %padded_4 = tensor.pad %pool_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
      tensor.yield %cst_10 : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32> loc("features.10.pad")
    %empty_12 = tensor.empty() : tensor<1x256x56x56xf32> loc("features.10.bias")
    %bias_4 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.10.bias : tensor<256xf32>) outs(%empty_12 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_8: f32, %out_8: f32):
      linalg.yield %in_8 : f32
    } -> tensor<1x256x56x56xf32> loc("features.10.bias")
    %conv_4 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_4, %features.10.weight : tensor<1x128x58x58xf32>, tensor<256x128x3x3xf32>) outs(%bias_4 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("features.10")
    %empty_13 = tensor.empty() : tensor<1x256x56x56xf32> loc("features.11")
    %relu_4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4 : tensor<1x256x56x56xf32>) outs(%empty_13 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_9: f32, %out_9: f32):
      %cst_11 = arith.constant 0.000000000e+00 : f32
      %v_4 = arith.maximumf %in_9, %cst_11 : f32
      linalg.yield %v_4 : f32
    } -> tensor<1x256x56x56xf32> loc("features.11")
    %cst_12 = arith.constant 0.000000000e+00 : f32 loc("features.12.pad")
    %padded_5 = tensor.pad %relu_4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
      tensor.yield %cst_12 : f32
    } : tensor<1x256x56x56xf32> to tensor<1x256x58x58xf32> loc("features.12.pad")
    %empty_14 = tensor.empty() : tensor<1x256x56x56xf32> loc("features.12.bias")
    %bias_5 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.12.bias : tensor<256xf32>) outs(%empty_14 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_10: f32, %out_10: f32):
      linalg.yield %in_10 : f32
    } -> tensor<1x256x56x56xf32> loc("features.12.bias")
    %conv_5 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_5, %features.12.weight : tensor<1x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%bias_5 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("features.12")
    %empty_15 = tensor.empty() : tensor<1x256x56x56xf32> loc("features.13")
    %relu_5 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5 : tensor<1x256x56x56xf32>) outs(%empty_15 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_11: f32, %out_11: f32):
      %cst_13 = arith.constant 0.000000000e+00 : f32
      %v_5 = arith.maximumf %in_11, %cst_13 : f32
      linalg.yield %v_5 : f32
    } -> tensor<1x256x56x56xf32> loc("features.13")
    %cst_14 = arith.constant 0.000000000e+00 : f32 loc("features.14.pad")
    %padded_6 = tensor.pad %relu_5 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
      tensor.yield %cst_14 : f32
    } : tensor<1x256x56x56xf32> to tensor<1x256x58x58xf32> loc("features.14.pad")
    %empty_16 = tensor.empty() : tensor<1x256x56x56xf32> loc("features.14.bias")
    %bias_6 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.14.bias : tensor<256xf32>) outs(%empty_16 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_12: f32, %out_12: f32):
      linalg.yield %in_12 : f32
    } -> tensor<1x256x56x56xf32> loc("features.14.bias")
    %conv_6 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_6, %features.14.weight : tensor<1x256x58x58xf32>, tensor<256x256x3x3xf32>) outs(%bias_6 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("features.14")
    %empty_17 = tensor.empty() : tensor<1x256x56x56xf32> loc("features.15")
    %relu_6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6 : tensor<1x256x56x56xf32>) outs(%empty_17 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_13: f32, %out_13: f32):
      %cst_15 = arith.constant 0.000000000e+00 : f32
      %v_6 = arith.maximumf %in_13, %cst_15 : f32
      linalg.yield %v_6 : f32
    } -> tensor<1x256x56x56xf32> loc("features.15")
    %empty_18 = tensor.empty() : tensor<1x256x28x28xf32> loc("features.16.init")
    %cst_16 = arith.constant 0xFF800000 : f32 loc("features.16.init")
    %fill_2 = linalg.fill ins(%cst_16 : f32) outs(%empty_18 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32> loc("features.16.init")
    %empty_19 = tensor.empty() : tensor<2x2xf32> loc("features.16")
    %pool_2 = linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_6, %empty_19 : tensor<1x256x56x56xf32>, tensor<2x2xf32>) outs(%fill_2 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32> loc("features.16")
    %cst_17 = arith.constant 0.000000000e+00 : f32 loc("features.17.pad")
    %padded_7 = tensor.pad %pool_2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
      tensor.yield %cst_17 : f32
    } : tensor<1x256x28x28xf32> to tensor<1x256x30x30xf32> loc("features.17.pad")
    %empty_20 = tensor.empty() : tensor<1x512x28x28xf32> loc("features.17.bias")
    %bias_7 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.17.bias : tensor<512xf32>) outs(%empty_20 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_14: f32, %out_14: f32):
      linalg.yield %in_14 : f32
    } -> tensor<1x512x28x28xf32> loc("features.17.bias")
    %conv_7 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_7, %features.17.weight : tensor<1x256x30x30xf32>, tensor<512x256x3x3xf32>) outs(%bias_7 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("features.17")
    %empty_21 = tensor.empty() : tensor<1x512x28x28xf32> loc("features.18")
    %relu_7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7 : tensor<1x512x28x28xf32>) outs(%empty_21 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_15: f32, %out_15: f32):
      %cst_18 = arith.constant 0.000000000e+00 : f32
      %v_7 = arith.maximumf %in_15, %cst_18 : f32
      linalg.yield %v_7 : f32
    } -> tensor<1x512x28x28xf32> loc("features.18")
    %cst_19 = arith.constant 0.000000000e+00 : f32 loc("features.19.pad")
    %padded_8 = tensor.pad %relu_7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
      tensor.yield %cst_19 : f32
    } : tensor<1x512x28x28xf32> to tensor<1x512x30x30xf32> loc("features.19.pad")
    %empty_22 = tensor.empty() : tensor<1x512x28x28xf32> loc("features.19.bias")
    %bias_8 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.19.bias : tensor<512xf32>) outs(%empty_22 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_16: f32, %out_16: f32):
      linalg.yield %in_16 : f32
    } -> tensor<1x512x28x28xf32> loc("features.19.bias")
    %conv_8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_8, %features.19.weight : tensor<1x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%bias_8 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("features.19")
    %empty_23 = tensor.empty() : tensor<1x512x28x28xf32> loc("features.20")
    %relu_8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8 : tensor<1x512x28x28xf32>) outs(%empty_23 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_17: f32, %out_17: f32):
      %cst_20 = arith.constant 0.000000000e+00 : f32
      %v_8 = arith.maximumf %in_17, %cst_20 : f32
      linalg.yield %v_8 : f32
    } -> tensor<1x512x28x28xf32> loc("features.20")
    %cst_21 = arith.constant 0.000000000e+00 : f32 loc("features.21.pad")
    %padded_9 = tensor.pad %relu_8 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
      tensor.yield %cst_21 : f32
    } : tensor<1x512x28x28xf32> to tensor<1x512x30x30xf32> loc("features.21.pad")
    %empty_24 = tensor.empty() : tensor<1x512x28x28xf32> loc("features.21.bias")
    %bias_9 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.21.bias : tensor<512xf32>) outs(%empty_24 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_18: f32, %out_18: f32):
      linalg.yield %in_18 : f32
    } -> tensor<1x512x28x28xf32> loc("features.21.bias")
    %conv_9 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_9, %features.21.weight : tensor<1x512x30x30xf32>, tensor<512x512x3x3xf32>) outs(%bias_9 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("features.21")
    %empty_25 = tensor.empty() : tensor<1x512x28x28xf32> loc("features.22")
    %relu_9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9 : tensor<1x512x28x28xf32>) outs(%empty_25 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_19: f32, %out_19: f32):
      %cst_22 = arith.constant 0.000000000e+00 : f32
      %v_9 = arith.maximumf %in_19, %cst_22 : f32
      linalg.yield %v_9 : f32
    } -> tensor<1x512x28x28xf32> loc("features.22")
    %empty_26 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.23.init")
    %cst_23 = arith.constant 0xFF800000 : f32 loc("features.23.init")
    %fill_3 = linalg.fill ins(%cst_23 : f32) outs(%empty_26 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("features.23.init")
    %empty_27 = tensor.empty() : tensor<2x2xf32> loc("features.23")
    %pool_3 = linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_9, %empty_27 : tensor<1x512x28x28xf32>, tensor<2x2xf32>) outs(%fill_3 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("features.23")
    %cst_24 = arith.constant 0.000000000e+00 : f32 loc("features.24.pad")
    %padded_10 = tensor.pad %pool_3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
      tensor.yield %cst_24 : f32
    } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32> loc("features.24.pad")
    %empty_28 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.24.bias")
    %bias_10 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.24.bias : tensor<512xf32>) outs(%empty_28 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_20: f32, %out_20: f32):
      linalg.yield %in_20 : f32
    } -> tensor<1x512x14x14xf32> loc("features.24.bias")
    %conv_10 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_10, %features.24.weight : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%bias_10 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("features.24")
    %empty_29 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.25")
    %relu_10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10 : tensor<1x512x14x14xf32>) outs(%empty_29 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_21: f32, %out_21: f32):
      %cst_25 = arith.constant 0.000000000e+00 : f32
      %v_10 = arith.maximumf %in_21, %cst_25 : f32
      linalg.yield %v_10 : f32
    } -> tensor<1x512x14x14xf32> loc("features.25")
    %cst_26 = arith.constant 0.000000000e+00 : f32 loc("features.26.pad")
    %padded_11 = tensor.pad %relu_10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
      tensor.yield %cst_26 : f32
    } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32> loc("features.26.pad")
    %empty_30 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.26.bias")
    %bias_11 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.26.bias : tensor<512xf32>) outs(%empty_30 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_22: f32, %out_22: f32):
      linalg.yield %in_22 : f32
    } -> tensor<1x512x14x14xf32> loc("features.26.bias")
    %conv_11 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_11, %features.26.weight : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%bias_11 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("features.26")
    %empty_31 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.27")
    %relu_11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_11 : tensor<1x512x14x14xf32>) outs(%empty_31 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_23: f32, %out_23: f32):
      %cst_27 = arith.constant 0.000000000e+00 : f32
      %v_11 = arith.maximumf %in_23, %cst_27 : f32
      linalg.yield %v_11 : f32
    } -> tensor<1x512x14x14xf32> loc("features.27")
    %cst_28 = arith.constant 0.000000000e+00 : f32 loc("features.28.pad")
    %padded_12 = tensor.pad %relu_11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
      tensor.yield %cst_28 : f32
    } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32> loc("features.28.pad")
    %empty_32 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.28.bias")
    %bias_12 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.28.bias : tensor<512xf32>) outs(%empty_32 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_24: f32, %out_24: f32):
      linalg.yield %in_24 : f32
    } -> tensor<1x512x14x14xf32> loc("features.28.bias")
    %conv_12 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_12, %features.28.weight : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%bias_12 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("features.28")
    %empty_33 = tensor.empty() : tensor<1x512x14x14xf32> loc("features.29")
    %relu_12 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_12 : tensor<1x512x14x14xf32>) outs(%empty_33 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_25: f32, %out_25: f32):
      %cst_29 = arith.constant 0.000000000e+00 : f32
      %v_12 = arith.maximumf %in_25, %cst_29 : f32
      linalg.yield %v_12 : f32
    } -> tensor<1x512x14x14xf32> loc("features.29")
    %empty_34 = tensor.empty() : tensor<1x512x7x7xf32> loc("features.30.init")
    %cst_30 = arith.constant 0xFF800000 : f32 loc("features.30.init")
    %fill_4 = linalg.fill ins(%cst_30 : f32) outs(%empty_34 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("features.30.init")
    %empty_35 = tensor.empty() : tensor<2x2xf32> loc("features.30")
    %pool_4 = linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_12, %empty_35 : tensor<1x512x14x14xf32>, tensor<2x2xf32>) outs(%fill_4 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("features.30")
    %empty_36 = tensor.empty() : tensor<1x512x7x7xf32> loc("avgpool.init")
    %cst_31 = arith.constant 0.000000000e+00 : f32 loc("avgpool.init")
    %fill_5 = linalg.fill ins(%cst_31 : f32) outs(%empty_36 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("avgpool.init")
    %empty_37 = tensor.empty() : tensor<1x1xf32> loc("avgpool")
    %pool_5 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%pool_4, %empty_37 : tensor<1x512x7x7xf32>, tensor<1x1xf32>) outs(%fill_5 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("avgpool")
    %collapsed = tensor.collapse_shape %pool_5 [[0], [1, 2, 3]] : tensor<1x512x7x7xf32> into tensor<1x25088xf32> loc("flatten")
    %empty_38 = tensor.empty() : tensor<1x4096xf32> loc("classifier.0.bias")
    %bias_13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%classifier.0.bias : tensor<4096xf32>) outs(%empty_38 : tensor<1x4096xf32>) {
    ^bb0(%in_26: f32, %out_26: f32):
      linalg.yield %in_26 : f32
    } -> tensor<1x4096xf32> loc("classifier.0.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed, %classifier.0.weight : tensor<1x25088xf32>, tensor<4096x25088xf32>) outs(%bias_13 : tensor<1x4096xf32>) -> tensor<1x4096xf32> loc("classifier.0")
    %empty_39 = tensor.empty() : tensor<1x4096xf32> loc("classifier.1")
    %relu_13 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%matmul : tensor<1x4096xf32>) outs(%empty_39 : tensor<1x4096xf32>) {
    ^bb0(%in_27: f32, %out_27: f32):
      %cst_32 = arith.constant 0.000000000e+00 : f32
      %v_13 = arith.maximumf %in_27, %cst_32 : f32
      linalg.yield %v_13 : f32
    } -> tensor<1x4096xf32> loc("classifier.1")
    %empty_40 = tensor.empty() : tensor<1x4096xf32> loc("classifier.3.bias")
    %bias_14 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%classifier.3.bias : tensor<4096xf32>) outs(%empty_40 : tensor<1x4096xf32>) {
    ^bb0(%in_28: f32, %out_28: f32):
      linalg.yield %in_28 : f32
    } -> tensor<1x4096xf32> loc("classifier.3.bias")
    %matmul_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%relu_13, %classifier.3.weight : tensor<1x4096xf32>, tensor<4096x4096xf32>) outs(%bias_14 : tensor<1x4096xf32>) -> tensor<1x4096xf32> loc("classifier.3")
    %empty_41 = tensor.empty() : tensor<1x4096xf32> loc("classifier.4")
    %relu_14 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%matmul_1 : tensor<1x4096xf32>) outs(%empty_41 : tensor<1x4096xf32>) {
    ^bb0(%in_29: f32, %out_29: f32):
      %cst_33 = arith.constant 0.000000000e+00 : f32
      %v_14 = arith.maximumf %in_29, %cst_33 : f32
      linalg.yield %v_14 : f32
    } -> tensor<1x4096xf32> loc("classifier.4")
    %empty_42 = tensor.empty() : tensor<1x1000xf32> loc("classifier.6.bias")
    %bias_15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%classifier.6.bias : tensor<1000xf32>) outs(%empty_42 : tensor<1x1000xf32>) {
    ^bb0(%in_30: f32, %out_30: f32):
      linalg.yield %in_30 : f32
    } -> tensor<1x1000xf32> loc("classifier.6.bias")
    %matmul_2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%relu_14, %classifier.6.weight : tensor<1x4096xf32>, tensor<1000x4096xf32>) outs(%bias_15 : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("classifier.6")
    return %matmul_2 : tensor<1x1000xf32>
  }
}
