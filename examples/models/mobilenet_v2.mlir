// torchvision.models.mobilenet_v2(weights=None), imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import mobilenet_v2 --input-shape 1,3,224,224 -o examples/models/mobilenet_v2.mlir
// inputs: 1x3x224x224; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
// batch norm (inference) is folded to a per-channel scale and shift, given as arguments <module>.scale and <module>.shift.
#map0 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<1x3x224x224xf32>, %features.0.0.weight: tensor<32x3x3x3xf32> {roofline.weight}, %features.0.1.scale: tensor<32xf32> {roofline.weight}, %features.0.1.shift: tensor<32xf32> {roofline.weight}, %features.1.conv.0.0.weight: tensor<32x1x3x3xf32> {roofline.weight}, %features.1.conv.0.1.scale: tensor<32xf32> {roofline.weight}, %features.1.conv.0.1.shift: tensor<32xf32> {roofline.weight}, %features.1.conv.1.weight: tensor<16x32x1x1xf32> {roofline.weight}, %features.1.conv.2.scale: tensor<16xf32> {roofline.weight}, %features.1.conv.2.shift: tensor<16xf32> {roofline.weight}, %features.2.conv.0.0.weight: tensor<96x16x1x1xf32> {roofline.weight}, %features.2.conv.0.1.scale: tensor<96xf32> {roofline.weight}, %features.2.conv.0.1.shift: tensor<96xf32> {roofline.weight}, %features.2.conv.1.0.weight: tensor<96x1x3x3xf32> {roofline.weight}, %features.2.conv.1.1.scale: tensor<96xf32> {roofline.weight}, %features.2.conv.1.1.shift: tensor<96xf32> {roofline.weight}, %features.2.conv.2.weight: tensor<24x96x1x1xf32> {roofline.weight}, %features.2.conv.3.scale: tensor<24xf32> {roofline.weight}, %features.2.conv.3.shift: tensor<24xf32> {roofline.weight}, %features.3.conv.0.0.weight: tensor<144x24x1x1xf32> {roofline.weight}, %features.3.conv.0.1.scale: tensor<144xf32> {roofline.weight}, %features.3.conv.0.1.shift: tensor<144xf32> {roofline.weight}, %features.3.conv.1.0.weight: tensor<144x1x3x3xf32> {roofline.weight}, %features.3.conv.1.1.scale: tensor<144xf32> {roofline.weight}, %features.3.conv.1.1.shift: tensor<144xf32> {roofline.weight}, %features.3.conv.2.weight: tensor<24x144x1x1xf32> {roofline.weight}, %features.3.conv.3.scale: tensor<24xf32> {roofline.weight}, %features.3.conv.3.shift: tensor<24xf32> {roofline.weight}, %features.4.conv.0.0.weight: tensor<144x24x1x1xf32> {roofline.weight}, %features.4.conv.0.1.scale: tensor<144xf32> {roofline.weight}, %features.4.conv.0.1.shift: tensor<144xf32> {roofline.weight}, %features.4.conv.1.0.weight: tensor<144x1x3x3xf32> {roofline.weight}, %features.4.conv.1.1.scale: tensor<144xf32> {roofline.weight}, %features.4.conv.1.1.shift: tensor<144xf32> {roofline.weight}, %features.4.conv.2.weight: tensor<32x144x1x1xf32> {roofline.weight}, %features.4.conv.3.scale: tensor<32xf32> {roofline.weight}, %features.4.conv.3.shift: tensor<32xf32> {roofline.weight}, %features.5.conv.0.0.weight: tensor<192x32x1x1xf32> {roofline.weight}, %features.5.conv.0.1.scale: tensor<192xf32> {roofline.weight}, %features.5.conv.0.1.shift: tensor<192xf32> {roofline.weight}, %features.5.conv.1.0.weight: tensor<192x1x3x3xf32> {roofline.weight}, %features.5.conv.1.1.scale: tensor<192xf32> {roofline.weight}, %features.5.conv.1.1.shift: tensor<192xf32> {roofline.weight}, %features.5.conv.2.weight: tensor<32x192x1x1xf32> {roofline.weight}, %features.5.conv.3.scale: tensor<32xf32> {roofline.weight}, %features.5.conv.3.shift: tensor<32xf32> {roofline.weight}, %features.6.conv.0.0.weight: tensor<192x32x1x1xf32> {roofline.weight}, %features.6.conv.0.1.scale: tensor<192xf32> {roofline.weight}, %features.6.conv.0.1.shift: tensor<192xf32> {roofline.weight}, %features.6.conv.1.0.weight: tensor<192x1x3x3xf32> {roofline.weight}, %features.6.conv.1.1.scale: tensor<192xf32> {roofline.weight}, %features.6.conv.1.1.shift: tensor<192xf32> {roofline.weight}, %features.6.conv.2.weight: tensor<32x192x1x1xf32> {roofline.weight}, %features.6.conv.3.scale: tensor<32xf32> {roofline.weight}, %features.6.conv.3.shift: tensor<32xf32> {roofline.weight}, %features.7.conv.0.0.weight: tensor<192x32x1x1xf32> {roofline.weight}, %features.7.conv.0.1.scale: tensor<192xf32> {roofline.weight}, %features.7.conv.0.1.shift: tensor<192xf32> {roofline.weight}, %features.7.conv.1.0.weight: tensor<192x1x3x3xf32> {roofline.weight}, %features.7.conv.1.1.scale: tensor<192xf32> {roofline.weight}, %features.7.conv.1.1.shift: tensor<192xf32> {roofline.weight}, %features.7.conv.2.weight: tensor<64x192x1x1xf32> {roofline.weight}, %features.7.conv.3.scale: tensor<64xf32> {roofline.weight}, %features.7.conv.3.shift: tensor<64xf32> {roofline.weight}, %features.8.conv.0.0.weight: tensor<384x64x1x1xf32> {roofline.weight}, %features.8.conv.0.1.scale: tensor<384xf32> {roofline.weight}, %features.8.conv.0.1.shift: tensor<384xf32> {roofline.weight}, %features.8.conv.1.0.weight: tensor<384x1x3x3xf32> {roofline.weight}, %features.8.conv.1.1.scale: tensor<384xf32> {roofline.weight}, %features.8.conv.1.1.shift: tensor<384xf32> {roofline.weight}, %features.8.conv.2.weight: tensor<64x384x1x1xf32> {roofline.weight}, %features.8.conv.3.scale: tensor<64xf32> {roofline.weight}, %features.8.conv.3.shift: tensor<64xf32> {roofline.weight}, %features.9.conv.0.0.weight: tensor<384x64x1x1xf32> {roofline.weight}, %features.9.conv.0.1.scale: tensor<384xf32> {roofline.weight}, %features.9.conv.0.1.shift: tensor<384xf32> {roofline.weight}, %features.9.conv.1.0.weight: tensor<384x1x3x3xf32> {roofline.weight}, %features.9.conv.1.1.scale: tensor<384xf32> {roofline.weight}, %features.9.conv.1.1.shift: tensor<384xf32> {roofline.weight}, %features.9.conv.2.weight: tensor<64x384x1x1xf32> {roofline.weight}, %features.9.conv.3.scale: tensor<64xf32> {roofline.weight}, %features.9.conv.3.shift: tensor<64xf32> {roofline.weight}, %features.10.conv.0.0.weight: tensor<384x64x1x1xf32> {roofline.weight}, %features.10.conv.0.1.scale: tensor<384xf32> {roofline.weight}, %features.10.conv.0.1.shift: tensor<384xf32> {roofline.weight}, %features.10.conv.1.0.weight: tensor<384x1x3x3xf32> {roofline.weight}, %features.10.conv.1.1.scale: tensor<384xf32> {roofline.weight}, %features.10.conv.1.1.shift: tensor<384xf32> {roofline.weight}, %features.10.conv.2.weight: tensor<64x384x1x1xf32> {roofline.weight}, %features.10.conv.3.scale: tensor<64xf32> {roofline.weight}, %features.10.conv.3.shift: tensor<64xf32> {roofline.weight}, %features.11.conv.0.0.weight: tensor<384x64x1x1xf32> {roofline.weight}, %features.11.conv.0.1.scale: tensor<384xf32> {roofline.weight}, %features.11.conv.0.1.shift: tensor<384xf32> {roofline.weight}, %features.11.conv.1.0.weight: tensor<384x1x3x3xf32> {roofline.weight}, %features.11.conv.1.1.scale: tensor<384xf32> {roofline.weight}, %features.11.conv.1.1.shift: tensor<384xf32> {roofline.weight}, %features.11.conv.2.weight: tensor<96x384x1x1xf32> {roofline.weight}, %features.11.conv.3.scale: tensor<96xf32> {roofline.weight}, %features.11.conv.3.shift: tensor<96xf32> {roofline.weight}, %features.12.conv.0.0.weight: tensor<576x96x1x1xf32> {roofline.weight}, %features.12.conv.0.1.scale: tensor<576xf32> {roofline.weight}, %features.12.conv.0.1.shift: tensor<576xf32> {roofline.weight}, %features.12.conv.1.0.weight: tensor<576x1x3x3xf32> {roofline.weight}, %features.12.conv.1.1.scale: tensor<576xf32> {roofline.weight}, %features.12.conv.1.1.shift: tensor<576xf32> {roofline.weight}, %features.12.conv.2.weight: tensor<96x576x1x1xf32> {roofline.weight}, %features.12.conv.3.scale: tensor<96xf32> {roofline.weight}, %features.12.conv.3.shift: tensor<96xf32> {roofline.weight}, %features.13.conv.0.0.weight: tensor<576x96x1x1xf32> {roofline.weight}, %features.13.conv.0.1.scale: tensor<576xf32> {roofline.weight}, %features.13.conv.0.1.shift: tensor<576xf32> {roofline.weight}, %features.13.conv.1.0.weight: tensor<576x1x3x3xf32> {roofline.weight}, %features.13.conv.1.1.scale: tensor<576xf32> {roofline.weight}, %features.13.conv.1.1.shift: tensor<576xf32> {roofline.weight}, %features.13.conv.2.weight: tensor<96x576x1x1xf32> {roofline.weight}, %features.13.conv.3.scale: tensor<96xf32> {roofline.weight}, %features.13.conv.3.shift: tensor<96xf32> {roofline.weight}, %features.14.conv.0.0.weight: tensor<576x96x1x1xf32> {roofline.weight}, %features.14.conv.0.1.scale: tensor<576xf32> {roofline.weight}, %features.14.conv.0.1.shift: tensor<576xf32> {roofline.weight}, %features.14.conv.1.0.weight: tensor<576x1x3x3xf32> {roofline.weight}, %features.14.conv.1.1.scale: tensor<576xf32> {roofline.weight}, %features.14.conv.1.1.shift: tensor<576xf32> {roofline.weight}, %features.14.conv.2.weight: tensor<160x576x1x1xf32> {roofline.weight}, %features.14.conv.3.scale: tensor<160xf32> {roofline.weight}, %features.14.conv.3.shift: tensor<160xf32> {roofline.weight}, %features.15.conv.0.0.weight: tensor<960x160x1x1xf32> {roofline.weight}, %features.15.conv.0.1.scale: tensor<960xf32> {roofline.weight}, %features.15.conv.0.1.shift: tensor<960xf32> {roofline.weight}, %features.15.conv.1.0.weight: tensor<960x1x3x3xf32> {roofline.weight}, %features.15.conv.1.1.scale: tensor<960xf32> {roofline.weight}, %features.15.conv.1.1.shift: tensor<960xf32> {roofline.weight}, %features.15.conv.2.weight: tensor<160x960x1x1xf32> {roofline.weight}, %features.15.conv.3.scale: tensor<160xf32> {roofline.weight}, %features.15.conv.3.shift: tensor<160xf32> {roofline.weight}, %features.16.conv.0.0.weight: tensor<960x160x1x1xf32> {roofline.weight}, %features.16.conv.0.1.scale: tensor<960xf32> {roofline.weight}, %features.16.conv.0.1.shift: tensor<960xf32> {roofline.weight}, %features.16.conv.1.0.weight: tensor<960x1x3x3xf32> {roofline.weight}, %features.16.conv.1.1.scale: tensor<960xf32> {roofline.weight}, %features.16.conv.1.1.shift: tensor<960xf32> {roofline.weight}, %features.16.conv.2.weight: tensor<160x960x1x1xf32> {roofline.weight}, %features.16.conv.3.scale: tensor<160xf32> {roofline.weight}, %features.16.conv.3.shift: tensor<160xf32> {roofline.weight}, %features.17.conv.0.0.weight: tensor<960x160x1x1xf32> {roofline.weight}, %features.17.conv.0.1.scale: tensor<960xf32> {roofline.weight}, %features.17.conv.0.1.shift: tensor<960xf32> {roofline.weight}, %features.17.conv.1.0.weight: tensor<960x1x3x3xf32> {roofline.weight}, %features.17.conv.1.1.scale: tensor<960xf32> {roofline.weight}, %features.17.conv.1.1.shift: tensor<960xf32> {roofline.weight}, %features.17.conv.2.weight: tensor<320x960x1x1xf32> {roofline.weight}, %features.17.conv.3.scale: tensor<320xf32> {roofline.weight}, %features.17.conv.3.shift: tensor<320xf32> {roofline.weight}, %features.18.0.weight: tensor<1280x320x1x1xf32> {roofline.weight}, %features.18.1.scale: tensor<1280xf32> {roofline.weight}, %features.18.1.shift: tensor<1280xf32> {roofline.weight}, %classifier.1.weight: tensor<1000x1280xf32> {roofline.weight}, %classifier.1.bias: tensor<1000xf32> {roofline.weight}) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000000e+00 : f32 loc("features.0.0.pad")
    %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i: index, %i_1: index, %i_2: index, %i_3: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32> loc("features.0.0.pad")
    %empty = tensor.empty() : tensor<1x32x112x112xf32> loc("features.0.0.init")
    %cst_1 = arith.constant 0.000000000e+00 : f32 loc("features.0.0.init")
    %fill = linalg.fill ins(%cst_1 : f32) outs(%empty : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32> loc("features.0.0.init")
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded, %features.0.0.weight : tensor<1x3x226x226xf32>, tensor<32x3x3x3xf32>) outs(%fill : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32> loc("features.0.0")
    %empty_1 = tensor.empty() : tensor<1x32x112x112xf32> loc("features.0.1")
    %bn = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %features.0.1.scale, %features.0.1.shift : tensor<1x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>) outs(%empty_1 : tensor<1x32x112x112xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %v = arith.mulf %in, %in_1 : f32
      %v_1 = arith.addf %v, %in_2 : f32
      linalg.yield %v_1 : f32
    } -> tensor<1x32x112x112xf32> loc("features.0.1")
    %empty_2 = tensor.empty() : tensor<1x32x112x112xf32> loc("features.0.2")
    %relu6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn : tensor<1x32x112x112xf32>) outs(%empty_2 : tensor<1x32x112x112xf32>) {
    ^bb0(%in_3: f32, %out_1: f32):
      %cst_2 = arith.constant 0.000000000e+00 : f32
      %v_2 = arith.maximumf %in_3, %cst_2 : f32
      %cst_3 = arith.constant 6.000000000e+00 : f32
      %v_3 = arith.minimumf %v_2, %cst_3 : f32
      linalg.yield %v_3 : f32
    } -> tensor<1x32x112x112xf32> loc("features.0.2")
    %cst_4 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.0.0.pad")
    %padded_1 = tensor.pad %relu6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_4: index, %i_5: index, %i_6: index, %i_7: index):
      tensor.yield %cst_4 : f32
    } : tensor<1x32x112x112xf32> to tensor<1x32x114x114xf32> loc("features.1.conv.0.0.pad")
    %collapsed = tensor.collapse_shape %features.1.conv.0.0.weight [[0], [1, 2], [3]] : tensor<32x1x3x3xf32> into tensor<32x3x3xf32> loc("features.1.conv.0.0")
    %empty_3 = tensor.empty() : tensor<1x32x112x112xf32> loc("features.1.conv.0.0.init")
    %cst_5 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.0.0.init")
    %fill_1 = linalg.fill ins(%cst_5 : f32) outs(%empty_3 : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32> loc("features.1.conv.0.0.init")
    %conv_1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1, %collapsed : tensor<1x32x114x114xf32>, tensor<32x3x3xf32>) outs(%fill_1 : tensor<1x32x112x112xf32>) -> tensor<1x32x112x112xf32> loc("features.1.conv.0.0")
    %empty_4 = tensor.empty() : tensor<1x32x112x112xf32> loc("features.1.conv.0.1")
    %bn_1 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_1, %features.1.conv.0.1.scale, %features.1.conv.0.1.shift : tensor<1x32x112x112xf32>, tensor<32xf32>, tensor<32xf32>) outs(%empty_4 : tensor<1x32x112x112xf32>) {
    ^bb0(%in_4: f32, %in_5: f32, %in_6: f32, %out_2: f32):
      %v_4 = arith.mulf %in_4, %in_5 : f32
      %v_5 = arith.addf %v_4, %in_6 : f32
      linalg.yield %v_5 : f32
    } -> tensor<1x32x112x112xf32> loc("features.1.conv.0.1")
    %empty_5 = tensor.empty() : tensor<1x32x112x112xf32> loc("features.1.conv.0.2")
    %relu6_1 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_1 : tensor<1x32x112x112xf32>) outs(%empty_5 : tensor<1x32x112x112xf32>) {
    ^bb0(%in_7: f32, %out_3: f32):
      %cst_6 = arith.constant 0.000000000e+00 : f32
      %v_6 = arith.maximumf %in_7, %cst_6 : f32
      %cst_7 = arith.constant 6.000000000e+00 : f32
      %v_7 = arith.minimumf %v_6, %cst_7 : f32
      linalg.yield %v_7 : f32
    } -> tensor<1x32x112x112xf32> loc("features.1.conv.0.2")
    %empty_6 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.conv.1.init")
    %cst_8 = arith.constant 0.000000000e+00 : f32 loc("features.1.conv.1.init")
    %fill_2 = linalg.fill ins(%cst_8 : f32) outs(%empty_6 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.1.conv.1.init")
    %conv_2 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_1, %features.1.conv.1.weight : tensor<1x32x112x112xf32>, tensor<16x32x1x1xf32>) outs(%fill_2 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.1.conv.1")
    %empty_7 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.conv.2")
    %bn_2 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2, %features.1.conv.2.scale, %features.1.conv.2.shift : tensor<1x16x112x112xf32>, tensor<16xf32>, tensor<16xf32>) outs(%empty_7 : tensor<1x16x112x112xf32>) {
    ^bb0(%in_8: f32, %in_9: f32, %in_10: f32, %out_4: f32):
      %v_8 = arith.mulf %in_8, %in_9 : f32
      %v_9 = arith.addf %v_8, %in_10 : f32
      linalg.yield %v_9 : f32
    } -> tensor<1x16x112x112xf32> loc("features.1.conv.2")
    %empty_8 = tensor.empty() : tensor<1x96x112x112xf32> loc("features.2.conv.0.0.init")
    %cst_9 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.0.0.init")
    %fill_3 = linalg.fill ins(%cst_9 : f32) outs(%empty_8 : tensor<1x96x112x112xf32>) -> tensor<1x96x112x112xf32> loc("features.2.conv.0.0.init")
    %conv_3 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_2, %features.2.conv.0.0.weight : tensor<1x16x112x112xf32>, tensor<96x16x1x1xf32>) outs(%fill_3 : tensor<1x96x112x112xf32>) -> tensor<1x96x112x112xf32> loc("features.2.conv.0.0")
    %empty_9 = tensor.empty() : tensor<1x96x112x112xf32> loc("features.2.conv.0.1")
    %bn_3 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3, %features.2.conv.0.1.scale, %features.2.conv.0.1.shift : tensor<1x96x112x112xf32>, tensor<96xf32>, tensor<96xf32>) outs(%empty_9 : tensor<1x96x112x112xf32>) {
    ^bb0(%in_11: f32, %in_12: f32, %in_13: f32, %out_5: f32):
      %v_10 = arith.mulf %in_11, %in_12 : f32
      %v_11 = arith.addf %v_10, %in_13 : f32
      linalg.yield %v_11 : f32
    } -> tensor<1x96x112x112xf32> loc("features.2.conv.0.1")
    %empty_10 = tensor.empty() : tensor<1x96x112x112xf32> loc("features.2.conv.0.2")
    %relu6_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_3 : tensor<1x96x112x112xf32>) outs(%empty_10 : tensor<1x96x112x112xf32>) {
    ^bb0(%in_14: f32, %out_6: f32):
      %cst_10 = arith.constant 0.000000000e+00 : f32
      %v_12 = arith.maximumf %in_14, %cst_10 : f32
      %cst_11 = arith.constant 6.000000000e+00 : f32
      %v_13 = arith.minimumf %v_12, %cst_11 : f32
      linalg.yield %v_13 : f32
    } -> tensor<1x96x112x112xf32> loc("features.2.conv.0.2")
    %cst_12 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.1.0.pad")
    %padded_2 = tensor.pad %relu6_2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
      tensor.yield %cst_12 : f32
    } : tensor<1x96x112x112xf32> to tensor<1x96x114x114xf32> loc("features.2.conv.1.0.pad")
    %collapsed_1 = tensor.collapse_shape %features.2.conv.1.0.weight [[0], [1, 2], [3]] : tensor<96x1x3x3xf32> into tensor<96x3x3xf32> loc("features.2.conv.1.0")
    %empty_11 = tensor.empty() : tensor<1x96x56x56xf32> loc("features.2.conv.1.0.init")
    %cst_13 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.1.0.init")
    %fill_4 = linalg.fill ins(%cst_13 : f32) outs(%empty_11 : tensor<1x96x56x56xf32>) -> tensor<1x96x56x56xf32> loc("features.2.conv.1.0.init")
    %conv_4 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_2, %collapsed_1 : tensor<1x96x114x114xf32>, tensor<96x3x3xf32>) outs(%fill_4 : tensor<1x96x56x56xf32>) -> tensor<1x96x56x56xf32> loc("features.2.conv.1.0")
    %empty_12 = tensor.empty() : tensor<1x96x56x56xf32> loc("features.2.conv.1.1")
    %bn_4 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %features.2.conv.1.1.scale, %features.2.conv.1.1.shift : tensor<1x96x56x56xf32>, tensor<96xf32>, tensor<96xf32>) outs(%empty_12 : tensor<1x96x56x56xf32>) {
    ^bb0(%in_15: f32, %in_16: f32, %in_17: f32, %out_7: f32):
      %v_14 = arith.mulf %in_15, %in_16 : f32
      %v_15 = arith.addf %v_14, %in_17 : f32
      linalg.yield %v_15 : f32
    } -> tensor<1x96x56x56xf32> loc("features.2.conv.1.1")
    %empty_13 = tensor.empty() : tensor<1x96x56x56xf32> loc("features.2.conv.1.2")
    %relu6_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_4 : tensor<1x96x56x56xf32>) outs(%empty_13 : tensor<1x96x56x56xf32>) {
    ^bb0(%in_18: f32, %out_8: f32):
      %cst_14 = arith.constant 0.000000000e+00 : f32
      %v_16 = arith.maximumf %in_18, %cst_14 : f32
      %cst_15 = arith.constant 6.000000000e+00 : f32
      %v_17 = arith.minimumf %v_16, %cst_15 : f32
      linalg.yield %v_17 : f32
    } -> tensor<1x96x56x56xf32> loc("features.2.conv.1.2")
    %empty_14 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.2.conv.2.init")
    %cst_16 = arith.constant 0.000000000e+00 : f32 loc("features.2.conv.2.init")
    %fill_5 = linalg.fill ins(%cst_16 : f32) outs(%empty_14 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.2.conv.2.init")
    %conv_5 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_3, %features.2.conv.2.weight : tensor<1x96x56x56xf32>, tensor<24x96x1x1xf32>) outs(%fill_5 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.2.conv.2")
    %empty_15 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.2.conv.3")
    %bn_5 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5, %features.2.conv.3.scale, %features.2.conv.3.shift : tensor<1x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>) outs(%empty_15 : tensor<1x24x56x56xf32>) {
    ^bb0(%in_19: f32, %in_20: f32, %in_21: f32, %out_9: f32):
      %v_18 = arith.mulf %in_19, %in_20 : f32
      %v_19 = arith.addf %v_18, %in_21 : f32
      linalg.yield %v_19 : f32
    } -> tensor<1x24x56x56xf32> loc("features.2.conv.3")
    %empty_16 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.3.conv.0.0.init")
    %cst_17 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.0.0.init")
    %fill_6 = linalg.fill ins(%cst_17 : f32) outs(%empty_16 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> loc("features.3.conv.0.0.init")
    %conv_6 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_5, %features.3.conv.0.0.weight : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%fill_6 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> loc("features.3.conv.0.0")
    %empty_17 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.3.conv.0.1")
    %bn_6 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6, %features.3.conv.0.1.scale, %features.3.conv.0.1.shift : tensor<1x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>) outs(%empty_17 : tensor<1x144x56x56xf32>) {
    ^bb0(%in_22: f32, %in_23: f32, %in_24: f32, %out_10: f32):
      %v_20 = arith.mulf %in_22, %in_23 : f32
      %v_21 = arith.addf %v_20, %in_24 : f32
      linalg.yield %v_21 : f32
    } -> tensor<1x144x56x56xf32> loc("features.3.conv.0.1")
    %empty_18 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.3.conv.0.2")
    %relu6_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_6 : tensor<1x144x56x56xf32>) outs(%empty_18 : tensor<1x144x56x56xf32>) {
    ^bb0(%in_25: f32, %out_11: f32):
      %cst_18 = arith.constant 0.000000000e+00 : f32
      %v_22 = arith.maximumf %in_25, %cst_18 : f32
      %cst_19 = arith.constant 6.000000000e+00 : f32
      %v_23 = arith.minimumf %v_22, %cst_19 : f32
      linalg.yield %v_23 : f32
    } -> tensor<1x144x56x56xf32> loc("features.3.conv.0.2")
    %cst_20 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.1.0.pad")
    %padded_3 = tensor.pad %relu6_4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
      tensor.yield %cst_20 : f32
    } : tensor<1x144x56x56xf32> to tensor<1x144x58x58xf32> loc("features.3.conv.1.0.pad")
    %collapsed_2 = tensor.collapse_shape %features.3.conv.1.0.weight [[0], [1, 2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32> loc("features.3.conv.1.0")
    %empty_19 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.3.conv.1.0.init")
    %cst_21 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.1.0.init")
    %fill_7 = linalg.fill ins(%cst_21 : f32) outs(%empty_19 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> loc("features.3.conv.1.0.init")
    %conv_7 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_3, %collapsed_2 : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>) outs(%fill_7 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> loc("features.3.conv.1.0")
    %empty_20 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.3.conv.1.1")
    %bn_7 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7, %features.3.conv.1.1.scale, %features.3.conv.1.1.shift : tensor<1x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>) outs(%empty_20 : tensor<1x144x56x56xf32>) {
    ^bb0(%in_26: f32, %in_27: f32, %in_28: f32, %out_12: f32):
      %v_24 = arith.mulf %in_26, %in_27 : f32
      %v_25 = arith.addf %v_24, %in_28 : f32
      linalg.yield %v_25 : f32
    } -> tensor<1x144x56x56xf32> loc("features.3.conv.1.1")
    %empty_21 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.3.conv.1.2")
    %relu6_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_7 : tensor<1x144x56x56xf32>) outs(%empty_21 : tensor<1x144x56x56xf32>) {
    ^bb0(%in_29: f32, %out_13: f32):
      %cst_22 = arith.constant 0.000000000e+00 : f32
      %v_26 = arith.maximumf %in_29, %cst_22 : f32
      %cst_23 = arith.constant 6.000000000e+00 : f32
      %v_27 = arith.minimumf %v_26, %cst_23 : f32
      linalg.yield %v_27 : f32
    } -> tensor<1x144x56x56xf32> loc("features.3.conv.1.2")
    %empty_22 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.3.conv.2.init")
    %cst_24 = arith.constant 0.000000000e+00 : f32 loc("features.3.conv.2.init")
    %fill_8 = linalg.fill ins(%cst_24 : f32) outs(%empty_22 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.3.conv.2.init")
    %conv_8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_5, %features.3.conv.2.weight : tensor<1x144x56x56xf32>, tensor<24x144x1x1xf32>) outs(%fill_8 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.3.conv.2")
    %empty_23 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.3.conv.3")
    %bn_8 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8, %features.3.conv.3.scale, %features.3.conv.3.shift : tensor<1x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>) outs(%empty_23 : tensor<1x24x56x56xf32>) {
    ^bb0(%in_30: f32, %in_31: f32, %in_32: f32, %out_14: f32):
      %v_28 = arith.mulf %in_30, %in_31 : f32
      %v_29 = arith.addf %v_28, %in_32 : f32
      linalg.yield %v_29 : f32
    } -> tensor<1x24x56x56xf32> loc("features.3.conv.3")
    %empty_24 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.3.add")
    %add = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_5, %bn_8 : tensor<1x24x56x56xf32>, tensor<1x24x56x56xf32>) outs(%empty_24 : tensor<1x24x56x56xf32>) {
    ^bb0(%in_33: f32, %in_34: f32, %out_15: f32):
      %v_30 = arith.addf %in_33, %in_34 : f32
      linalg.yield %v_30 : f32
    } -> tensor<1x24x56x56xf32> loc("features.3.add")
    %empty_25 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.4.conv.0.0.init")
    %cst_25 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.0.0.init")
    %fill_9 = linalg.fill ins(%cst_25 : f32) outs(%empty_25 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> loc("features.4.conv.0.0.init")
    %conv_9 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add, %features.4.conv.0.0.weight : tensor<1x24x56x56xf32>, tensor<144x24x1x1xf32>) outs(%fill_9 : tensor<1x144x56x56xf32>) -> tensor<1x144x56x56xf32> loc("features.4.conv.0.0")
    %empty_26 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.4.conv.0.1")
    %bn_9 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9, %features.4.conv.0.1.scale, %features.4.conv.0.1.shift : tensor<1x144x56x56xf32>, tensor<144xf32>, tensor<144xf32>) outs(%empty_26 : tensor<1x144x56x56xf32>) {
    ^bb0(%in_35: f32, %in_36: f32, %in_37: f32, %out_16: f32):
      %v_31 = arith.mulf %in_35, %in_36 : f32
      %v_32 = arith.addf %v_31, %in_37 : f32
      linalg.yield %v_32 : f32
    } -> tensor<1x144x56x56xf32> loc("features.4.conv.0.1")
    %empty_27 = tensor.empty() : tensor<1x144x56x56xf32> loc("features.4.conv.0.2")
    %relu6_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_9 : tensor<1x144x56x56xf32>) outs(%empty_27 : tensor<1x144x56x56xf32>) {
    ^bb0(%in_38: f32, %out_17: f32):
      %cst_26 = arith.constant 0.000000000e+00 : f32
      %v_33 = arith.maximumf %in_38, %cst_26 : f32
      %cst_27 = arith.constant 6.000000000e+00 : f32
      %v_34 = arith.minimumf %v_33, %cst_27 : f32
      linalg.yield %v_34 : f32
    } -> tensor<1x144x56x56xf32> loc("features.4.conv.0.2")
    %cst_28 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.1.0.pad")
    %padded_4 = tensor.pad %relu6_6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
      tensor.yield %cst_28 : f32
    } : tensor<1x144x56x56xf32> to tensor<1x144x58x58xf32> loc("features.4.conv.1.0.pad")
    %collapsed_3 = tensor.collapse_shape %features.4.conv.1.0.weight [[0], [1, 2], [3]] : tensor<144x1x3x3xf32> into tensor<144x3x3xf32> loc("features.4.conv.1.0")
    %empty_28 = tensor.empty() : tensor<1x144x28x28xf32> loc("features.4.conv.1.0.init")
    %cst_29 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.1.0.init")
    %fill_10 = linalg.fill ins(%cst_29 : f32) outs(%empty_28 : tensor<1x144x28x28xf32>) -> tensor<1x144x28x28xf32> loc("features.4.conv.1.0.init")
    %conv_10 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_4, %collapsed_3 : tensor<1x144x58x58xf32>, tensor<144x3x3xf32>) outs(%fill_10 : tensor<1x144x28x28xf32>) -> tensor<1x144x28x28xf32> loc("features.4.conv.1.0")
    %empty_29 = tensor.empty() : tensor<1x144x28x28xf32> loc("features.4.conv.1.1")
    %bn_10 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10, %features.4.conv.1.1.scale, %features.4.conv.1.1.shift : tensor<1x144x28x28xf32>, tensor<144xf32>, tensor<144xf32>) outs(%empty_29 : tensor<1x144x28x28xf32>) {
    ^bb0(%in_39: f32, %in_40: f32, %in_41: f32, %out_18: f32):
      %v_35 = arith.mulf %in_39, %in_40 : f32
      %v_36 = arith.addf %v_35, %in_41 : f32
      linalg.yield %v_36 : f32
    } -> tensor<1x144x28x28xf32> loc("features.4.conv.1.1")
    %empty_30 = tensor.empty() : tensor<1x144x28x28xf32> loc("features.4.conv.1.2")
    %relu6_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_10 : tensor<1x144x28x28xf32>) outs(%empty_30 : tensor<1x144x28x28xf32>) {
    ^bb0(%in_42: f32, %out_19: f32):
      %cst_30 = arith.constant 0.000000000e+00 : f32
      %v_37 = arith.maximumf %in_42, %cst_30 : f32
      %cst_31 = arith.constant 6.000000000e+00 : f32
      %v_38 = arith.minimumf %v_37, %cst_31 : f32
      linalg.yield %v_38 : f32
    } -> tensor<1x144x28x28xf32> loc("features.4.conv.1.2")
    %empty_31 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.4.conv.2.init")
    %cst_32 = arith.constant 0.000000000e+00 : f32 loc("features.4.conv.2.init")
    %fill_11 = linalg.fill ins(%cst_32 : f32) outs(%empty_31 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32> loc("features.4.conv.2.init")
    %conv_11 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_7, %features.4.conv.2.weight : tensor<1x144x28x28xf32>, tensor<32x144x1x1xf32>) outs(%fill_11 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32> loc("features.4.conv.2")
    %empty_32 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.4.conv.3")
    %bn_11 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_11, %features.4.conv.3.scale, %features.4.conv.3.shift : tensor<1x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>) outs(%empty_32 : tensor<1x32x28x28xf32>) {
    ^bb0(%in_43: f32, %in_44: f32, %in_45: f32, %out_20: f32):
      %v_39 = arith.mulf %in_43, %in_44 : f32
      %v_40 = arith.addf %v_39, %in_45 : f32
      linalg.yield %v_40 : f32
    } -> tensor<1x32x28x28xf32> loc("features.4.conv.3")
    %empty_33 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.5.conv.0.0.init")
    %cst_33 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.0.0.init")
    %fill_12 = linalg.fill ins(%cst_33 : f32) outs(%empty_33 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.5.conv.0.0.init")
    %conv_12 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_11, %features.5.conv.0.0.weight : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%fill_12 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.5.conv.0.0")
    %empty_34 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.5.conv.0.1")
    %bn_12 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_12, %features.5.conv.0.1.scale, %features.5.conv.0.1.shift : tensor<1x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>) outs(%empty_34 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_46: f32, %in_47: f32, %in_48: f32, %out_21: f32):
      %v_41 = arith.mulf %in_46, %in_47 : f32
      %v_42 = arith.addf %v_41, %in_48 : f32
      linalg.yield %v_42 : f32
    } -> tensor<1x192x28x28xf32> loc("features.5.conv.0.1")
    %empty_35 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.5.conv.0.2")
    %relu6_8 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_12 : tensor<1x192x28x28xf32>) outs(%empty_35 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_49: f32, %out_22: f32):
      %cst_34 = arith.constant 0.000000000e+00 : f32
      %v_43 = arith.maximumf %in_49, %cst_34 : f32
      %cst_35 = arith.constant 6.000000000e+00 : f32
      %v_44 = arith.minimumf %v_43, %cst_35 : f32
      linalg.yield %v_44 : f32
    } -> tensor<1x192x28x28xf32> loc("features.5.conv.0.2")
    %cst_36 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.1.0.pad")
    %padded_5 = tensor.pad %relu6_8 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
      tensor.yield %cst_36 : f32
    } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32> loc("features.5.conv.1.0.pad")
    %collapsed_4 = tensor.collapse_shape %features.5.conv.1.0.weight [[0], [1, 2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("features.5.conv.1.0")
    %empty_36 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.5.conv.1.0.init")
    %cst_37 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.1.0.init")
    %fill_13 = linalg.fill ins(%cst_37 : f32) outs(%empty_36 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.5.conv.1.0.init")
    %conv_13 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_5, %collapsed_4 : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%fill_13 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.5.conv.1.0")
    %empty_37 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.5.conv.1.1")
    %bn_13 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_13, %features.5.conv.1.1.scale, %features.5.conv.1.1.shift : tensor<1x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>) outs(%empty_37 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_50: f32, %in_51: f32, %in_52: f32, %out_23: f32):
      %v_45 = arith.mulf %in_50, %in_51 : f32
      %v_46 = arith.addf %v_45, %in_52 : f32
      linalg.yield %v_46 : f32
    } -> tensor<1x192x28x28xf32> loc("features.5.conv.1.1")
    %empty_38 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.5.conv.1.2")
    %relu6_9 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_13 : tensor<1x192x28x28xf32>) outs(%empty_38 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_53: f32, %out_24: f32):
      %cst_38 = arith.constant 0.000000000e+00 : f32
      %v_47 = arith.maximumf %in_53, %cst_38 : f32
      %cst_39 = arith.constant 6.000000000e+00 : f32
      %v_48 = arith.minimumf %v_47, %cst_39 : f32
      linalg.yield %v_48 : f32
    } -> tensor<1x192x28x28xf32> loc("features.5.conv.1.2")
    %empty_39 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.5.conv.2.init")
    %cst_40 = arith.constant 0.000000000e+00 : f32 loc("features.5.conv.2.init")
    %fill_14 = linalg.fill ins(%cst_40 : f32) outs(%empty_39 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32> loc("features.5.conv.2.init")
    %conv_14 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_9, %features.5.conv.2.weight : tensor<1x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%fill_14 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32> loc("features.5.conv.2")
    %empty_40 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.5.conv.3")
    %bn_14 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_14, %features.5.conv.3.scale, %features.5.conv.3.shift : tensor<1x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>) outs(%empty_40 : tensor<1x32x28x28xf32>) {
    ^bb0(%in_54: f32, %in_55: f32, %in_56: f32, %out_25: f32):
      %v_49 = arith.mulf %in_54, %in_55 : f32
      %v_50 = arith.addf %v_49, %in_56 : f32
      linalg.yield %v_50 : f32
    } -> tensor<1x32x28x28xf32> loc("features.5.conv.3")
    %empty_41 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.5.add")
    %add_1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_11, %bn_14 : tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) outs(%empty_41 : tensor<1x32x28x28xf32>) {
    ^bb0(%in_57: f32, %in_58: f32, %out_26: f32):
      %v_51 = arith.addf %in_57, %in_58 : f32
      linalg.yield %v_51 : f32
    } -> tensor<1x32x28x28xf32> loc("features.5.add")
    %empty_42 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.6.conv.0.0.init")
    %cst_41 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.0.0.init")
    %fill_15 = linalg.fill ins(%cst_41 : f32) outs(%empty_42 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.6.conv.0.0.init")
    %conv_15 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_1, %features.6.conv.0.0.weight : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%fill_15 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.6.conv.0.0")
    %empty_43 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.6.conv.0.1")
    %bn_15 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_15, %features.6.conv.0.1.scale, %features.6.conv.0.1.shift : tensor<1x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>) outs(%empty_43 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_59: f32, %in_60: f32, %in_61: f32, %out_27: f32):
      %v_52 = arith.mulf %in_59, %in_60 : f32
      %v_53 = arith.addf %v_52, %in_61 : f32
      linalg.yield %v_53 : f32
    } -> tensor<1x192x28x28xf32> loc("features.6.conv.0.1")
    %empty_44 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.6.conv.0.2")
    %relu6_10 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_15 : tensor<1x192x28x28xf32>) outs(%empty_44 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_62: f32, %out_28: f32):
      %cst_42 = arith.constant 0.000000000e+00 : f32
      %v_54 = arith.maximumf %in_62, %cst_42 : f32
      %cst_43 = arith.constant 6.000000000e+00 : f32
      %v_55 = arith.minimumf %v_54, %cst_43 : f32
      linalg.yield %v_55 : f32
    } -> tensor<1x192x28x28xf32> loc("features.6.conv.0.2")
    %cst_44 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.1.0.pad")
    %padded_6 = tensor.pad %relu6_10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
      tensor.yield %cst_44 : f32
    } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32> loc("features.6.conv.1.0.pad")
    %collapsed_5 = tensor.collapse_shape %features.6.conv.1.0.weight [[0], [1, 2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("features.6.conv.1.0")
    %empty_45 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.6.conv.1.0.init")
    %cst_45 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.1.0.init")
    %fill_16 = linalg.fill ins(%cst_45 : f32) outs(%empty_45 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.6.conv.1.0.init")
    %conv_16 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_6, %collapsed_5 : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%fill_16 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.6.conv.1.0")
    %empty_46 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.6.conv.1.1")
    %bn_16 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_16, %features.6.conv.1.1.scale, %features.6.conv.1.1.shift : tensor<1x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>) outs(%empty_46 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_63: f32, %in_64: f32, %in_65: f32, %out_29: f32):
      %v_56 = arith.mulf %in_63, %in_64 : f32
      %v_57 = arith.addf %v_56, %in_65 : f32
      linalg.yield %v_57 : f32
    } -> tensor<1x192x28x28xf32> loc("features.6.conv.1.1")
    %empty_47 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.6.conv.1.2")
    %relu6_11 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_16 : tensor<1x192x28x28xf32>) outs(%empty_47 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_66: f32, %out_30: f32):
      %cst_46 = arith.constant 0.000000000e+00 : f32
      %v_58 = arith.maximumf %in_66, %cst_46 : f32
      %cst_47 = arith.constant 6.000000000e+00 : f32
      %v_59 = arith.minimumf %v_58, %cst_47 : f32
      linalg.yield %v_59 : f32
    } -> tensor<1x192x28x28xf32> loc("features.6.conv.1.2")
    %empty_48 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.6.conv.2.init")
    %cst_48 = arith.constant 0.000000000e+00 : f32 loc("features.6.conv.2.init")
    %fill_17 = linalg.fill ins(%cst_48 : f32) outs(%empty_48 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32> loc("features.6.conv.2.init")
    %conv_17 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_11, %features.6.conv.2.weight : tensor<1x192x28x28xf32>, tensor<32x192x1x1xf32>) outs(%fill_17 : tensor<1x32x28x28xf32>) -> tensor<1x32x28x28xf32> loc("features.6.conv.2")
    %empty_49 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.6.conv.3")
    %bn_17 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_17, %features.6.conv.3.scale, %features.6.conv.3.shift : tensor<1x32x28x28xf32>, tensor<32xf32>, tensor<32xf32>) outs(%empty_49 : tensor<1x32x28x28xf32>) {
    ^bb0(%in_67: f32, %in_68: f32, %in_69: f32, %out_31: f32):
      %v_60 = arith.mulf %in_67, %in_68 : f32
      %v_61 = arith.addf %v_60, %in_69 : f32
      linalg.yield %v_61 : f32
    } -> tensor<1x32x28x28xf32> loc("features.6.conv.3")
    %empty_50 = tensor.empty() : tensor<1x32x28x28xf32> loc("features.6.add")
    %add_2 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1, %bn_17 : tensor<1x32x28x28xf32>, tensor<1x32x28x28xf32>) outs(%empty_50 : tensor<1x32x28x28xf32>) {
    ^bb0(%in_70: f32, %in_71: f32, %out_32: f32):
      %v_62 = arith.addf %in_70, %in_71 : f32
      linalg.yield %v_62 : f32
    } -> tensor<1x32x28x28xf32> loc("features.6.add")
    %empty_51 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.7.conv.0.0.init")
    %cst_49 = arith.constant 0.000000000e+00 : f32 loc("features.7.conv.0.0.init")
    %fill_18 = linalg.fill ins(%cst_49 : f32) outs(%empty_51 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.7.conv.0.0.init")
    %conv_18 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_2, %features.7.conv.0.0.weight : tensor<1x32x28x28xf32>, tensor<192x32x1x1xf32>) outs(%fill_18 : tensor<1x192x28x28xf32>) -> tensor<1x192x28x28xf32> loc("features.7.conv.0.0")
    %empty_52 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.7.conv.0.1")
    %bn_18 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_18, %features.7.conv.0.1.scale, %features.7.conv.0.1.shift : tensor<1x192x28x28xf32>, tensor<192xf32>, tensor<192xf32>) outs(%empty_52 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_72: f32, %in_73: f32, %in_74: f32, %out_33: f32):
      %v_63 = arith.mulf %in_72, %in_73 : f32
      %v_64 = arith.addf %v_63, %in_74 : f32
      linalg.yield %v_64 : f32
    } -> tensor<1x192x28x28xf32> loc("features.7.conv.0.1")
    %empty_53 = tensor.empty() : tensor<1x192x28x28xf32> loc("features.7.conv.0.2")
    %relu6_12 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_18 : tensor<1x192x28x28xf32>) outs(%empty_53 : tensor<1x192x28x28xf32>) {
    ^bb0(%in_75: f32, %out_34: f32):
      %cst_50 = arith.constant 0.000000000e+00 : f32
      %v_65 = arith.maximumf %in_75, %cst_50 : f32
      %cst_51 = arith.constant 6.000000000e+00 : f32
      %v_66 = arith.minimumf %v_65, %cst_51 : f32
      linalg.yield %v_66 : f32
    } -> tensor<1x192x28x28xf32> loc("features.7.conv.0.2")
    %cst_52 = arith.constant 0.000000000e+00 : f32 loc("features.7.conv.1.0.pad")
    %padded_7 = tensor.pad %relu6_12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
      tensor.yield %cst_52 : f32
    } : tensor<1x192x28x28xf32> to tensor<1x192x30x30xf32> loc("features.7.conv.1.0.pad")
    %collapsed_6 = tensor.collapse_shape %features.7.conv.1.0.weight [[0], [1, 2], [3]] : tensor<192x1x3x3xf32> into tensor<192x3x3xf32> loc("features.7.conv.1.0")
    %empty_54 = tensor.empty() : tensor<1x192x14x14xf32> loc("features.7.conv.1.0.init")
    %cst_53 = arith.constant 0.000000000e+00 : f32 loc("features.7.conv.1.0.init")
    %fill_19 = linalg.fill ins(%cst_53 : f32) outs(%empty_54 : tensor<1x192x14x14xf32>) -> tensor<1x192x14x14xf32> loc("features.7.conv.1.0.init")
    %conv_19 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_7, %collapsed_6 : tensor<1x192x30x30xf32>, tensor<192x3x3xf32>) outs(%fill_19 : tensor<1x192x14x14xf32>) -> tensor<1x192x14x14xf32> loc("features.7.conv.1.0")
    %empty_55 = tensor.empty() : tensor<1x192x14x14xf32> loc("features.7.conv.1.1")
    %bn_19 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_19, %features.7.conv.1.1.scale, %features.7.conv.1.1.shift : tensor<1x192x14x14xf32>, tensor<192xf32>, tensor<192xf32>) outs(%empty_55 : tensor<1x192x14x14xf32>) {
    ^bb0(%in_76: f32, %in_77: f32, %in_78: f32, %out_35: f32):
      %v_67 = arith.mulf %in_76, %in_77 : f32
      %v_68 = arith.addf %v_67, %in_78 : f32
      linalg.yield %v_68 : f32
    } -> tensor<1x192x14x14xf32> loc("features.7.conv.1.1")
    %empty_56 = tensor.empty() : tensor<1x192x14x14xf32> loc("features.7.conv.1.2")
    %relu6_13 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_19 : tensor<1x192x14x14xf32>) outs(%empty_56 : tensor<1x192x14x14xf32>) {
    ^bb0(%in_79: f32, %out_36: f32):
      %cst_54 = arith.constant 0.000000000e+00 : f32
      %v_69 = arith.maximumf %in_79, %cst_54 : f32
      %cst_55 = arith.constant 6.000000000e+00 : f32
      %v_70 = arith.minimumf %v_69, %cst_55 : f32
      linalg.yield %v_70 : f32
    } -> tensor<1x192x14x14xf32> loc("features.7.conv.1.2")
    %empty_57 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.7.conv.2.init")
    %cst_56 = arith.constant 0.000000000e+00 : f32 loc("features.7.conv.2.init")
    %fill_20 = linalg.fill ins(%cst_56 : f32) outs(%empty_57 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.7.conv.2.init")
    %conv_20 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_13, %features.7.conv.2.weight : tensor<1x192x14x14xf32>, tensor<64x192x1x1xf32>) outs(%fill_20 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.7.conv.2")
    %empty_58 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.7.conv.3")
    %bn_20 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_20, %features.7.conv.3.scale, %features.7.conv.3.shift : tensor<1x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_58 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_80: f32, %in_81: f32, %in_82: f32, %out_37: f32):
      %v_71 = arith.mulf %in_80, %in_81 : f32
      %v_72 = arith.addf %v_71, %in_82 : f32
      linalg.yield %v_72 : f32
    } -> tensor<1x64x14x14xf32> loc("features.7.conv.3")
    %empty_59 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.8.conv.0.0.init")
    %cst_57 = arith.constant 0.000000000e+00 : f32 loc("features.8.conv.0.0.init")
    %fill_21 = linalg.fill ins(%cst_57 : f32) outs(%empty_59 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.8.conv.0.0.init")
    %conv_21 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_20, %features.8.conv.0.0.weight : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%fill_21 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.8.conv.0.0")
    %empty_60 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.8.conv.0.1")
    %bn_21 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_21, %features.8.conv.0.1.scale, %features.8.conv.0.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_60 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_83: f32, %in_84: f32, %in_85: f32, %out_38: f32):
      %v_73 = arith.mulf %in_83, %in_84 : f32
      %v_74 = arith.addf %v_73, %in_85 : f32
      linalg.yield %v_74 : f32
    } -> tensor<1x384x14x14xf32> loc("features.8.conv.0.1")
    %empty_61 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.8.conv.0.2")
    %relu6_14 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_21 : tensor<1x384x14x14xf32>) outs(%empty_61 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_86: f32, %out_39: f32):
      %cst_58 = arith.constant 0.000000000e+00 : f32
      %v_75 = arith.maximumf %in_86, %cst_58 : f32
      %cst_59 = arith.constant 6.000000000e+00 : f32
      %v_76 = arith.minimumf %v_75, %cst_59 : f32
      linalg.yield %v_76 : f32
    } -> tensor<1x384x14x14xf32> loc("features.8.conv.0.2")
    %cst_60 = arith.constant 0.000000000e+00 : f32 loc("features.8.conv.1.0.pad")
    %padded_8 = tensor.pad %relu6_14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
      tensor.yield %cst_60 : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32> loc("features.8.conv.1.0.pad")
    %collapsed_7 = tensor.collapse_shape %features.8.conv.1.0.weight [[0], [1, 2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features.8.conv.1.0")
    %empty_62 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.8.conv.1.0.init")
    %cst_61 = arith.constant 0.000000000e+00 : f32 loc("features.8.conv.1.0.init")
    %fill_22 = linalg.fill ins(%cst_61 : f32) outs(%empty_62 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.8.conv.1.0.init")
    %conv_22 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_8, %collapsed_7 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%fill_22 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.8.conv.1.0")
    %empty_63 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.8.conv.1.1")
    %bn_22 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_22, %features.8.conv.1.1.scale, %features.8.conv.1.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_63 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_87: f32, %in_88: f32, %in_89: f32, %out_40: f32):
      %v_77 = arith.mulf %in_87, %in_88 : f32
      %v_78 = arith.addf %v_77, %in_89 : f32
      linalg.yield %v_78 : f32
    } -> tensor<1x384x14x14xf32> loc("features.8.conv.1.1")
    %empty_64 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.8.conv.1.2")
    %relu6_15 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_22 : tensor<1x384x14x14xf32>) outs(%empty_64 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_90: f32, %out_41: f32):
      %cst_62 = arith.constant 0.000000000e+00 : f32
      %v_79 = arith.maximumf %in_90, %cst_62 : f32
      %cst_63 = arith.constant 6.000000000e+00 : f32
      %v_80 = arith.minimumf %v_79, %cst_63 : f32
      linalg.yield %v_80 : f32
    } -> tensor<1x384x14x14xf32> loc("features.8.conv.1.2")
    %empty_65 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.8.conv.2.init")
    %cst_64 = arith.constant 0.000000000e+00 : f32 loc("features.8.conv.2.init")
    %fill_23 = linalg.fill ins(%cst_64 : f32) outs(%empty_65 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.8.conv.2.init")
    %conv_23 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_15, %features.8.conv.2.weight : tensor<1x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%fill_23 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.8.conv.2")
    %empty_66 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.8.conv.3")
    %bn_23 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_23, %features.8.conv.3.scale, %features.8.conv.3.shift : tensor<1x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_66 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_91: f32, %in_92: f32, %in_93: f32, %out_42: f32):
      %v_81 = arith.mulf %in_91, %in_92 : f32
      %v_82 = arith.addf %v_81, %in_93 : f32
      linalg.yield %v_82 : f32
    } -> tensor<1x64x14x14xf32> loc("features.8.conv.3")
    %empty_67 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.8.add")
    %add_3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_20, %bn_23 : tensor<1x64x14x14xf32>, tensor<1x64x14x14xf32>) outs(%empty_67 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_94: f32, %in_95: f32, %out_43: f32):
      %v_83 = arith.addf %in_94, %in_95 : f32
      linalg.yield %v_83 : f32
    } -> tensor<1x64x14x14xf32> loc("features.8.add")
    %empty_68 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.9.conv.0.0.init")
    %cst_65 = arith.constant 0.000000000e+00 : f32 loc("features.9.conv.0.0.init")
    %fill_24 = linalg.fill ins(%cst_65 : f32) outs(%empty_68 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.9.conv.0.0.init")
    %conv_24 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_3, %features.9.conv.0.0.weight : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%fill_24 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.9.conv.0.0")
    %empty_69 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.9.conv.0.1")
    %bn_24 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_24, %features.9.conv.0.1.scale, %features.9.conv.0.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_69 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_96: f32, %in_97: f32, %in_98: f32, %out_44: f32):
      %v_84 = arith.mulf %in_96, %in_97 : f32
      %v_85 = arith.addf %v_84, %in_98 : f32
      linalg.yield %v_85 : f32
    } -> tensor<1x384x14x14xf32> loc("features.9.conv.0.1")
    %empty_70 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.9.conv.0.2")
    %relu6_16 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_24 : tensor<1x384x14x14xf32>) outs(%empty_70 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_99: f32, %out_45: f32):
      %cst_66 = arith.constant 0.000000000e+00 : f32
      %v_86 = arith.maximumf %in_99, %cst_66 : f32
      %cst_67 = arith.constant 6.000000000e+00 : f32
      %v_87 = arith.minimumf %v_86, %cst_67 : f32
      linalg.yield %v_87 : f32
    } -> tensor<1x384x14x14xf32> loc("features.9.conv.0.2")
    %cst_68 = arith.constant 0.000000000e+00 : f32 loc("features.9.conv.1.0.pad")
    %padded_9 = tensor.pad %relu6_16 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
      tensor.yield %cst_68 : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32> loc("features.9.conv.1.0.pad")
    %collapsed_8 = tensor.collapse_shape %features.9.conv.1.0.weight [[0], [1, 2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features.9.conv.1.0")
    %empty_71 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.9.conv.1.0.init")
    %cst_69 = arith.constant 0.000000000e+00 : f32 loc("features.9.conv.1.0.init")
    %fill_25 = linalg.fill ins(%cst_69 : f32) outs(%empty_71 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.9.conv.1.0.init")
    %conv_25 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_9, %collapsed_8 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%fill_25 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.9.conv.1.0")
    %empty_72 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.9.conv.1.1")
    %bn_25 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_25, %features.9.conv.1.1.scale, %features.9.conv.1.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_72 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_100: f32, %in_101: f32, %in_102: f32, %out_46: f32):
      %v_88 = arith.mulf %in_100, %in_101 : f32
      %v_89 = arith.addf %v_88, %in_102 : f32
      linalg.yield %v_89 : f32
    } -> tensor<1x384x14x14xf32> loc("features.9.conv.1.1")
    %empty_73 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.9.conv.1.2")
    %relu6_17 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_25 : tensor<1x384x14x14xf32>) outs(%empty_73 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_103: f32, %out_47: f32):
      %cst_70 = arith.constant 0.000000000e+00 : f32
      %v_90 = arith.maximumf %in_103, %cst_70 : f32
      %cst_71 = arith.constant 6.000000000e+00 : f32
      %v_91 = arith.minimumf %v_90, %cst_71 : f32
      linalg.yield %v_91 : f32
    } -> tensor<1x384x14x14xf32> loc("features.9.conv.1.2")
    %empty_74 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.9.conv.2.init")
    %cst_72 = arith.constant 0.000000000e+00 : f32 loc("features.9.conv.2.init")
    %fill_26 = linalg.fill ins(%cst_72 : f32) outs(%empty_74 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.9.conv.2.init")
    %conv_26 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_17, %features.9.conv.2.weight : tensor<1x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%fill_26 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.9.conv.2")
    %empty_75 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.9.conv.3")
    %bn_26 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_26, %features.9.conv.3.scale, %features.9.conv.3.shift : tensor<1x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_75 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_104: f32, %in_105: f32, %in_106: f32, %out_48: f32):
      %v_92 = arith.mulf %in_104, %in_105 : f32
      %v_93 = arith.addf %v_92, %in_106 : f32
      linalg.yield %v_93 : f32
    } -> tensor<1x64x14x14xf32> loc("features.9.conv.3")
    %empty_76 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.9.add")
    %add_4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3, %bn_26 : tensor<1x64x14x14xf32>, tensor<1x64x14x14xf32>) outs(%empty_76 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_107: f32, %in_108: f32, %out_49: f32):
      %v_94 = arith.addf %in_107, %in_108 : f32
      linalg.yield %v_94 : f32
    } -> tensor<1x64x14x14xf32> loc("features.9.add")
    %empty_77 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.10.conv.0.0.init")
    %cst_73 = arith.constant 0.000000000e+00 : f32 loc("features.10.conv.0.0.init")
    %fill_27 = linalg.fill ins(%cst_73 : f32) outs(%empty_77 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.10.conv.0.0.init")
    %conv_27 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_4, %features.10.conv.0.0.weight : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%fill_27 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.10.conv.0.0")
    %empty_78 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.10.conv.0.1")
    %bn_27 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_27, %features.10.conv.0.1.scale, %features.10.conv.0.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_78 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_109: f32, %in_110: f32, %in_111: f32, %out_50: f32):
      %v_95 = arith.mulf %in_109, %in_110 : f32
      %v_96 = arith.addf %v_95, %in_111 : f32
      linalg.yield %v_96 : f32
    } -> tensor<1x384x14x14xf32> loc("features.10.conv.0.1")
    %empty_79 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.10.conv.0.2")
    %relu6_18 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_27 : tensor<1x384x14x14xf32>) outs(%empty_79 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_112: f32, %out_51: f32):
      %cst_74 = arith.constant 0.000000000e+00 : f32
      %v_97 = arith.maximumf %in_112, %cst_74 : f32
      %cst_75 = arith.constant 6.000000000e+00 : f32
      %v_98 = arith.minimumf %v_97, %cst_75 : f32
      linalg.yield %v_98 : f32
    } -> tensor<1x384x14x14xf32> loc("features.10.conv.0.2")
    %cst_76 = arith.constant 0.000000000e+00 : f32 loc("features.10.conv.1.0.pad")
    %padded_10 = tensor.pad %relu6_18 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
      tensor.yield %cst_76 : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32> loc("features.10.conv.1.0.pad")
    %collapsed_9 = tensor.collapse_shape %features.10.conv.1.0.weight [[0], [1, 2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features.10.conv.1.0")
    %empty_80 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.10.conv.1.0.init")
    %cst_77 = arith.constant 0.000000000e+00 : f32 loc("features.10.conv.1.0.init")
    %fill_28 = linalg.fill ins(%cst_77 : f32) outs(%empty_80 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.10.conv.1.0.init")
    %conv_28 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_10, %collapsed_9 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%fill_28 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.10.conv.1.0")
    %empty_81 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.10.conv.1.1")
    %bn_28 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_28, %features.10.conv.1.1.scale, %features.10.conv.1.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_81 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_113: f32, %in_114: f32, %in_115: f32, %out_52: f32):
      %v_99 = arith.mulf %in_113, %in_114 : f32
      %v_100 = arith.addf %v_99, %in_115 : f32
      linalg.yield %v_100 : f32
    } -> tensor<1x384x14x14xf32> loc("features.10.conv.1.1")
    %empty_82 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.10.conv.1.2")
    %relu6_19 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_28 : tensor<1x384x14x14xf32>) outs(%empty_82 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_116: f32, %out_53: f32):
      %cst_78 = arith.constant 0.000000000e+00 : f32
      %v_101 = arith.maximumf %in_116, %cst_78 : f32
      %cst_79 = arith.constant 6.000000000e+00 : f32
      %v_102 = arith.minimumf %v_101, %cst_79 : f32
      linalg.yield %v_102 : f32
    } -> tensor<1x384x14x14xf32> loc("features.10.conv.1.2")
    %empty_83 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.10.conv.2.init")
    %cst_80 = arith.constant 0.000000000e+00 : f32 loc("features.10.conv.2.init")
    %fill_29 = linalg.fill ins(%cst_80 : f32) outs(%empty_83 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.10.conv.2.init")
    %conv_29 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_19, %features.10.conv.2.weight : tensor<1x384x14x14xf32>, tensor<64x384x1x1xf32>) outs(%fill_29 : tensor<1x64x14x14xf32>) -> tensor<1x64x14x14xf32> loc("features.10.conv.2")
    %empty_84 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.10.conv.3")
    %bn_29 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_29, %features.10.conv.3.scale, %features.10.conv.3.shift : tensor<1x64x14x14xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_84 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_117: f32, %in_118: f32, %in_119: f32, %out_54: f32):
      %v_103 = arith.mulf %in_117, %in_118 : f32
      %v_104 = arith.addf %v_103, %in_119 : f32
      linalg.yield %v_104 : f32
    } -> tensor<1x64x14x14xf32> loc("features.10.conv.3")
    %empty_85 = tensor.empty() : tensor<1x64x14x14xf32> loc("features.10.add")
    %add_5 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_4, %bn_29 : tensor<1x64x14x14xf32>, tensor<1x64x14x14xf32>) outs(%empty_85 : tensor<1x64x14x14xf32>) {
    ^bb0(%in_120: f32, %in_121: f32, %out_55: f32):
      %v_105 = arith.addf %in_120, %in_121 : f32
      linalg.yield %v_105 : f32
    } -> tensor<1x64x14x14xf32> loc("features.10.add")
    %empty_86 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.11.conv.0.0.init")
    %cst_81 = arith.constant 0.000000000e+00 : f32 loc("features.11.conv.0.0.init")
    %fill_30 = linalg.fill ins(%cst_81 : f32) outs(%empty_86 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.11.conv.0.0.init")
    %conv_30 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_5, %features.11.conv.0.0.weight : tensor<1x64x14x14xf32>, tensor<384x64x1x1xf32>) outs(%fill_30 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.11.conv.0.0")
    %empty_87 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.11.conv.0.1")
    %bn_30 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_30, %features.11.conv.0.1.scale, %features.11.conv.0.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_87 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_122: f32, %in_123: f32, %in_124: f32, %out_56: f32):
      %v_106 = arith.mulf %in_122, %in_123 : f32
      %v_107 = arith.addf %v_106, %in_124 : f32
      linalg.yield %v_107 : f32
    } -> tensor<1x384x14x14xf32> loc("features.11.conv.0.1")
    %empty_88 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.11.conv.0.2")
    %relu6_20 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_30 : tensor<1x384x14x14xf32>) outs(%empty_88 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_125: f32, %out_57: f32):
      %cst_82 = arith.constant 0.000000000e+00 : f32
      %v_108 = arith.maximumf %in_125, %cst_82 : f32
      %cst_83 = arith.constant 6.000000000e+00 : f32
      %v_109 = arith.minimumf %v_108, %cst_83 : f32
      linalg.yield %v_109 : f32
    } -> tensor<1x384x14x14xf32> loc("features.11.conv.0.2")
    %cst_84 = arith.constant 0.000000000e+00 : f32 loc("features.11.conv.1.0.pad")
    %padded_11 = tensor.pad %relu6_20 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
      tensor.yield %cst_84 : f32
    } : tensor<1x384x14x14xf32> to tensor<1x384x16x16xf32> loc("features.11.conv.1.0.pad")
    %collapsed_10 = tensor.collapse_shape %features.11.conv.1.0.weight [[0], [1, 2], [3]] : tensor<384x1x3x3xf32> into tensor<384x3x3xf32> loc("features.11.conv.1.0")
    %empty_89 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.11.conv.1.0.init")
    %cst_85 = arith.constant 0.000000000e+00 : f32 loc("features.11.conv.1.0.init")
    %fill_31 = linalg.fill ins(%cst_85 : f32) outs(%empty_89 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.11.conv.1.0.init")
    %conv_31 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_11, %collapsed_10 : tensor<1x384x16x16xf32>, tensor<384x3x3xf32>) outs(%fill_31 : tensor<1x384x14x14xf32>) -> tensor<1x384x14x14xf32> loc("features.11.conv.1.0")
    %empty_90 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.11.conv.1.1")
    %bn_31 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_31, %features.11.conv.1.1.scale, %features.11.conv.1.1.shift : tensor<1x384x14x14xf32>, tensor<384xf32>, tensor<384xf32>) outs(%empty_90 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_126: f32, %in_127: f32, %in_128: f32, %out_58: f32):
      %v_110 = arith.mulf %in_126, %in_127 : f32
      %v_111 = arith.addf %v_110, %in_128 : f32
      linalg.yield %v_111 : f32
    } -> tensor<1x384x14x14xf32> loc("features.11.conv.1.1")
    %empty_91 = tensor.empty() : tensor<1x384x14x14xf32> loc("features.11.conv.1.2")
    %relu6_21 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_31 : tensor<1x384x14x14xf32>) outs(%empty_91 : tensor<1x384x14x14xf32>) {
    ^bb0(%in_129: f32, %out_59: f32):
      %cst_86 = arith.constant 0.000000000e+00 : f32
      %v_112 = arith.maximumf %in_129, %cst_86 : f32
      %cst_87 = arith.constant 6.000000000e+00 : f32
      %v_113 = arith.minimumf %v_112, %cst_87 : f32
      linalg.yield %v_113 : f32
    } -> tensor<1x384x14x14xf32> loc("features.11.conv.1.2")
    %empty_92 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.11.conv.2.init")
    %cst_88 = arith.constant 0.000000000e+00 : f32 loc("features.11.conv.2.init")
    %fill_32 = linalg.fill ins(%cst_88 : f32) outs(%empty_92 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32> loc("features.11.conv.2.init")
    %conv_32 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_21, %features.11.conv.2.weight : tensor<1x384x14x14xf32>, tensor<96x384x1x1xf32>) outs(%fill_32 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32> loc("features.11.conv.2")
    %empty_93 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.11.conv.3")
    %bn_32 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_32, %features.11.conv.3.scale, %features.11.conv.3.shift : tensor<1x96x14x14xf32>, tensor<96xf32>, tensor<96xf32>) outs(%empty_93 : tensor<1x96x14x14xf32>) {
    ^bb0(%in_130: f32, %in_131: f32, %in_132: f32, %out_60: f32):
      %v_114 = arith.mulf %in_130, %in_131 : f32
      %v_115 = arith.addf %v_114, %in_132 : f32
      linalg.yield %v_115 : f32
    } -> tensor<1x96x14x14xf32> loc("features.11.conv.3")
    %empty_94 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.12.conv.0.0.init")
    %cst_89 = arith.constant 0.000000000e+00 : f32 loc("features.12.conv.0.0.init")
    %fill_33 = linalg.fill ins(%cst_89 : f32) outs(%empty_94 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.12.conv.0.0.init")
    %conv_33 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_32, %features.12.conv.0.0.weight : tensor<1x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%fill_33 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.12.conv.0.0")
    %empty_95 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.12.conv.0.1")
    %bn_33 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_33, %features.12.conv.0.1.scale, %features.12.conv.0.1.shift : tensor<1x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>) outs(%empty_95 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_133: f32, %in_134: f32, %in_135: f32, %out_61: f32):
      %v_116 = arith.mulf %in_133, %in_134 : f32
      %v_117 = arith.addf %v_116, %in_135 : f32
      linalg.yield %v_117 : f32
    } -> tensor<1x576x14x14xf32> loc("features.12.conv.0.1")
    %empty_96 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.12.conv.0.2")
    %relu6_22 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_33 : tensor<1x576x14x14xf32>) outs(%empty_96 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_136: f32, %out_62: f32):
      %cst_90 = arith.constant 0.000000000e+00 : f32
      %v_118 = arith.maximumf %in_136, %cst_90 : f32
      %cst_91 = arith.constant 6.000000000e+00 : f32
      %v_119 = arith.minimumf %v_118, %cst_91 : f32
      linalg.yield %v_119 : f32
    } -> tensor<1x576x14x14xf32> loc("features.12.conv.0.2")
    %cst_92 = arith.constant 0.000000000e+00 : f32 loc("features.12.conv.1.0.pad")
    %padded_12 = tensor.pad %relu6_22 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
      tensor.yield %cst_92 : f32
    } : tensor<1x576x14x14xf32> to tensor<1x576x16x16xf32> loc("features.12.conv.1.0.pad")
    %collapsed_11 = tensor.collapse_shape %features.12.conv.1.0.weight [[0], [1, 2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32> loc("features.12.conv.1.0")
    %empty_97 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.12.conv.1.0.init")
    %cst_93 = arith.constant 0.000000000e+00 : f32 loc("features.12.conv.1.0.init")
    %fill_34 = linalg.fill ins(%cst_93 : f32) outs(%empty_97 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.12.conv.1.0.init")
    %conv_34 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_12, %collapsed_11 : tensor<1x576x16x16xf32>, tensor<576x3x3xf32>) outs(%fill_34 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.12.conv.1.0")
    %empty_98 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.12.conv.1.1")
    %bn_34 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_34, %features.12.conv.1.1.scale, %features.12.conv.1.1.shift : tensor<1x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>) outs(%empty_98 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_137: f32, %in_138: f32, %in_139: f32, %out_63: f32):
      %v_120 = arith.mulf %in_137, %in_138 : f32
      %v_121 = arith.addf %v_120, %in_139 : f32
      linalg.yield %v_121 : f32
    } -> tensor<1x576x14x14xf32> loc("features.12.conv.1.1")
    %empty_99 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.12.conv.1.2")
    %relu6_23 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_34 : tensor<1x576x14x14xf32>) outs(%empty_99 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_140: f32, %out_64: f32):
      %cst_94 = arith.constant 0.000000000e+00 : f32
      %v_122 = arith.maximumf %in_140, %cst_94 : f32
      %cst_95 = arith.constant 6.000000000e+00 : f32
      %v_123 = arith.minimumf %v_122, %cst_95 : f32
      linalg.yield %v_123 : f32
    } -> tensor<1x576x14x14xf32> loc("features.12.conv.1.2")
    %empty_100 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.12.conv.2.init")
    %cst_96 = arith.constant 0.000000000e+00 : f32 loc("features.12.conv.2.init")
    %fill_35 = linalg.fill ins(%cst_96 : f32) outs(%empty_100 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32> loc("features.12.conv.2.init")
    %conv_35 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_23, %features.12.conv.2.weight : tensor<1x576x14x14xf32>, tensor<96x576x1x1xf32>) outs(%fill_35 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32> loc("features.12.conv.2")
    %empty_101 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.12.conv.3")
    %bn_35 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_35, %features.12.conv.3.scale, %features.12.conv.3.shift : tensor<1x96x14x14xf32>, tensor<96xf32>, tensor<96xf32>) outs(%empty_101 : tensor<1x96x14x14xf32>) {
    ^bb0(%in_141: f32, %in_142: f32, %in_143: f32, %out_65: f32):
      %v_124 = arith.mulf %in_141, %in_142 : f32
      %v_125 = arith.addf %v_124, %in_143 : f32
      linalg.yield %v_125 : f32
    } -> tensor<1x96x14x14xf32> loc("features.12.conv.3")
    %empty_102 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.12.add")
    %add_6 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_32, %bn_35 : tensor<1x96x14x14xf32>, tensor<1x96x14x14xf32>) outs(%empty_102 : tensor<1x96x14x14xf32>) {
    ^bb0(%in_144: f32, %in_145: f32, %out_66: f32):
      %v_126 = arith.addf %in_144, %in_145 : f32
      linalg.yield %v_126 : f32
    } -> tensor<1x96x14x14xf32> loc("features.12.add")
    %empty_103 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.13.conv.0.0.init")
    %cst_97 = arith.constant 0.000000000e+00 : f32 loc("features.13.conv.0.0.init")
    %fill_36 = linalg.fill ins(%cst_97 : f32) outs(%empty_103 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.13.conv.0.0.init")
    %conv_36 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_6, %features.13.conv.0.0.weight : tensor<1x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%fill_36 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.13.conv.0.0")
    %empty_104 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.13.conv.0.1")
    %bn_36 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_36, %features.13.conv.0.1.scale, %features.13.conv.0.1.shift : tensor<1x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>) outs(%empty_104 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_146: f32, %in_147: f32, %in_148: f32, %out_67: f32):
      %v_127 = arith.mulf %in_146, %in_147 : f32
      %v_128 = arith.addf %v_127, %in_148 : f32
      linalg.yield %v_128 : f32
    } -> tensor<1x576x14x14xf32> loc("features.13.conv.0.1")
    %empty_105 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.13.conv.0.2")
    %relu6_24 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_36 : tensor<1x576x14x14xf32>) outs(%empty_105 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_149: f32, %out_68: f32):
      %cst_98 = arith.constant 0.000000000e+00 : f32
      %v_129 = arith.maximumf %in_149, %cst_98 : f32
      %cst_99 = arith.constant 6.000000000e+00 : f32
      %v_130 = arith.minimumf %v_129, %cst_99 : f32
      linalg.yield %v_130 : f32
    } -> tensor<1x576x14x14xf32> loc("features.13.conv.0.2")
    %cst_100 = arith.constant 0.000000000e+00 : f32 loc("features.13.conv.1.0.pad")
    %padded_13 = tensor.pad %relu6_24 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_52: index, %i_53: index, %i_54: index, %i_55: index):
      tensor.yield %cst_100 : f32
    } : tensor<1x576x14x14xf32> to tensor<1x576x16x16xf32> loc("features.13.conv.1.0.pad")
    %collapsed_12 = tensor.collapse_shape %features.13.conv.1.0.weight [[0], [1, 2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32> loc("features.13.conv.1.0")
    %empty_106 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.13.conv.1.0.init")
    %cst_101 = arith.constant 0.000000000e+00 : f32 loc("features.13.conv.1.0.init")
    %fill_37 = linalg.fill ins(%cst_101 : f32) outs(%empty_106 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.13.conv.1.0.init")
    %conv_37 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_13, %collapsed_12 : tensor<1x576x16x16xf32>, tensor<576x3x3xf32>) outs(%fill_37 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.13.conv.1.0")
    %empty_107 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.13.conv.1.1")
    %bn_37 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_37, %features.13.conv.1.1.scale, %features.13.conv.1.1.shift : tensor<1x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>) outs(%empty_107 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_150: f32, %in_151: f32, %in_152: f32, %out_69: f32):
      %v_131 = arith.mulf %in_150, %in_151 : f32
      %v_132 = arith.addf %v_131, %in_152 : f32
      linalg.yield %v_132 : f32
    } -> tensor<1x576x14x14xf32> loc("features.13.conv.1.1")
    %empty_108 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.13.conv.1.2")
    %relu6_25 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_37 : tensor<1x576x14x14xf32>) outs(%empty_108 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_153: f32, %out_70: f32):
      %cst_102 = arith.constant 0.000000000e+00 : f32
      %v_133 = arith.maximumf %in_153, %cst_102 : f32
      %cst_103 = arith.constant 6.000000000e+00 : f32
      %v_134 = arith.minimumf %v_133, %cst_103 : f32
      linalg.yield %v_134 : f32
    } -> tensor<1x576x14x14xf32> loc("features.13.conv.1.2")
    %empty_109 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.13.conv.2.init")
    %cst_104 = arith.constant 0.000000000e+00 : f32 loc("features.13.conv.2.init")
    %fill_38 = linalg.fill ins(%cst_104 : f32) outs(%empty_109 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32> loc("features.13.conv.2.init")
    %conv_38 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_25, %features.13.conv.2.weight : tensor<1x576x14x14xf32>, tensor<96x576x1x1xf32>) outs(%fill_38 : tensor<1x96x14x14xf32>) -> tensor<1x96x14x14xf32> loc("features.13.conv.2")
    %empty_110 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.13.conv.3")
    %bn_38 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_38, %features.13.conv.3.scale, %features.13.conv.3.shift : tensor<1x96x14x14xf32>, tensor<96xf32>, tensor<96xf32>) outs(%empty_110 : tensor<1x96x14x14xf32>) {
    ^bb0(%in_154: f32, %in_155: f32, %in_156: f32, %out_71: f32):
      %v_135 = arith.mulf %in_154, %in_155 : f32
      %v_136 = arith.addf %v_135, %in_156 : f32
      linalg.yield %v_136 : f32
    } -> tensor<1x96x14x14xf32> loc("features.13.conv.3")
    %empty_111 = tensor.empty() : tensor<1x96x14x14xf32> loc("features.13.add")
    %add_7 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_6, %bn_38 : tensor<1x96x14x14xf32>, tensor<1x96x14x14xf32>) outs(%empty_111 : tensor<1x96x14x14xf32>) {
    ^bb0(%in_157: f32, %in_158: f32, %out_72: f32):
      %v_137 = arith.addf %in_157, %in_158 : f32
      linalg.yield %v_137 : f32
    } -> tensor<1x96x14x14xf32> loc("features.13.add")
    %empty_112 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.14.conv.0.0.init")
    %cst_105 = arith.constant 0.000000000e+00 : f32 loc("features.14.conv.0.0.init")
    %fill_39 = linalg.fill ins(%cst_105 : f32) outs(%empty_112 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.14.conv.0.0.init")
    %conv_39 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_7, %features.14.conv.0.0.weight : tensor<1x96x14x14xf32>, tensor<576x96x1x1xf32>) outs(%fill_39 : tensor<1x576x14x14xf32>) -> tensor<1x576x14x14xf32> loc("features.14.conv.0.0")
    %empty_113 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.14.conv.0.1")
    %bn_39 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_39, %features.14.conv.0.1.scale, %features.14.conv.0.1.shift : tensor<1x576x14x14xf32>, tensor<576xf32>, tensor<576xf32>) outs(%empty_113 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_159: f32, %in_160: f32, %in_161: f32, %out_73: f32):
      %v_138 = arith.mulf %in_159, %in_160 : f32
      %v_139 = arith.addf %v_138, %in_161 : f32
      linalg.yield %v_139 : f32
    } -> tensor<1x576x14x14xf32> loc("features.14.conv.0.1")
    %empty_114 = tensor.empty() : tensor<1x576x14x14xf32> loc("features.14.conv.0.2")
    %relu6_26 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_39 : tensor<1x576x14x14xf32>) outs(%empty_114 : tensor<1x576x14x14xf32>) {
    ^bb0(%in_162: f32, %out_74: f32):
      %cst_106 = arith.constant 0.000000000e+00 : f32
      %v_140 = arith.maximumf %in_162, %cst_106 : f32
      %cst_107 = arith.constant 6.000000000e+00 : f32
      %v_141 = arith.minimumf %v_140, %cst_107 : f32
      linalg.yield %v_141 : f32
    } -> tensor<1x576x14x14xf32> loc("features.14.conv.0.2")
    %cst_108 = arith.constant 0.000000000e+00 : f32 loc("features.14.conv.1.0.pad")
    %padded_14 = tensor.pad %relu6_26 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_56: index, %i_57: index, %i_58: index, %i_59: index):
      tensor.yield %cst_108 : f32
    } : tensor<1x576x14x14xf32> to tensor<1x576x16x16xf32> loc("features.14.conv.1.0.pad")
    %collapsed_13 = tensor.collapse_shape %features.14.conv.1.0.weight [[0], [1, 2], [3]] : tensor<576x1x3x3xf32> into tensor<576x3x3xf32> loc("features.14.conv.1.0")
    %empty_115 = tensor.empty() : tensor<1x576x7x7xf32> loc("features.14.conv.1.0.init")
    %cst_109 = arith.constant 0.000000000e+00 : f32 loc("features.14.conv.1.0.init")
    %fill_40 = linalg.fill ins(%cst_109 : f32) outs(%empty_115 : tensor<1x576x7x7xf32>) -> tensor<1x576x7x7xf32> loc("features.14.conv.1.0.init")
    %conv_40 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_14, %collapsed_13 : tensor<1x576x16x16xf32>, tensor<576x3x3xf32>) outs(%fill_40 : tensor<1x576x7x7xf32>) -> tensor<1x576x7x7xf32> loc("features.14.conv.1.0")
    %empty_116 = tensor.empty() : tensor<1x576x7x7xf32> loc("features.14.conv.1.1")
    %bn_40 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_40, %features.14.conv.1.1.scale, %features.14.conv.1.1.shift : tensor<1x576x7x7xf32>, tensor<576xf32>, tensor<576xf32>) outs(%empty_116 : tensor<1x576x7x7xf32>) {
    ^bb0(%in_163: f32, %in_164: f32, %in_165: f32, %out_75: f32):
      %v_142 = arith.mulf %in_163, %in_164 : f32
      %v_143 = arith.addf %v_142, %in_165 : f32
      linalg.yield %v_143 : f32
    } -> tensor<1x576x7x7xf32> loc("features.14.conv.1.1")
    %empty_117 = tensor.empty() : tensor<1x576x7x7xf32> loc("features.14.conv.1.2")
    %relu6_27 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_40 : tensor<1x576x7x7xf32>) outs(%empty_117 : tensor<1x576x7x7xf32>) {
    ^bb0(%in_166: f32, %out_76: f32):
      %cst_110 = arith.constant 0.000000000e+00 : f32
      %v_144 = arith.maximumf %in_166, %cst_110 : f32
      %cst_111 = arith.constant 6.000000000e+00 : f32
      %v_145 = arith.minimumf %v_144, %cst_111 : f32
      linalg.yield %v_145 : f32
    } -> tensor<1x576x7x7xf32> loc("features.14.conv.1.2")
    %empty_118 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.14.conv.2.init")
    %cst_112 = arith.constant 0.000000000e+00 : f32 loc("features.14.conv.2.init")
    %fill_41 = linalg.fill ins(%cst_112 : f32) outs(%empty_118 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.14.conv.2.init")
    %conv_41 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_27, %features.14.conv.2.weight : tensor<1x576x7x7xf32>, tensor<160x576x1x1xf32>) outs(%fill_41 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.14.conv.2")
    %empty_119 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.14.conv.3")
    %bn_41 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_41, %features.14.conv.3.scale, %features.14.conv.3.shift : tensor<1x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>) outs(%empty_119 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_167: f32, %in_168: f32, %in_169: f32, %out_77: f32):
      %v_146 = arith.mulf %in_167, %in_168 : f32
      %v_147 = arith.addf %v_146, %in_169 : f32
      linalg.yield %v_147 : f32
    } -> tensor<1x160x7x7xf32> loc("features.14.conv.3")
    %empty_120 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.conv.0.0.init")
    %cst_113 = arith.constant 0.000000000e+00 : f32 loc("features.15.conv.0.0.init")
    %fill_42 = linalg.fill ins(%cst_113 : f32) outs(%empty_120 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.conv.0.0.init")
    %conv_42 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_41, %features.15.conv.0.0.weight : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%fill_42 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.conv.0.0")
    %empty_121 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.conv.0.1")
    %bn_42 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_42, %features.15.conv.0.1.scale, %features.15.conv.0.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_121 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_170: f32, %in_171: f32, %in_172: f32, %out_78: f32):
      %v_148 = arith.mulf %in_170, %in_171 : f32
      %v_149 = arith.addf %v_148, %in_172 : f32
      linalg.yield %v_149 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.conv.0.1")
    %empty_122 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.conv.0.2")
    %relu6_28 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_42 : tensor<1x960x7x7xf32>) outs(%empty_122 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_173: f32, %out_79: f32):
      %cst_114 = arith.constant 0.000000000e+00 : f32
      %v_150 = arith.maximumf %in_173, %cst_114 : f32
      %cst_115 = arith.constant 6.000000000e+00 : f32
      %v_151 = arith.minimumf %v_150, %cst_115 : f32
      linalg.yield %v_151 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.conv.0.2")
    %cst_116 = arith.constant 0.000000000e+00 : f32 loc("features.15.conv.1.0.pad")
    %padded_15 = tensor.pad %relu6_28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_60: index, %i_61: index, %i_62: index, %i_63: index):
      tensor.yield %cst_116 : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x9x9xf32> loc("features.15.conv.1.0.pad")
    %collapsed_14 = tensor.collapse_shape %features.15.conv.1.0.weight [[0], [1, 2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32> loc("features.15.conv.1.0")
    %empty_123 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.conv.1.0.init")
    %cst_117 = arith.constant 0.000000000e+00 : f32 loc("features.15.conv.1.0.init")
    %fill_43 = linalg.fill ins(%cst_117 : f32) outs(%empty_123 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.conv.1.0.init")
    %conv_43 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_15, %collapsed_14 : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%fill_43 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.conv.1.0")
    %empty_124 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.conv.1.1")
    %bn_43 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_43, %features.15.conv.1.1.scale, %features.15.conv.1.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_124 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_174: f32, %in_175: f32, %in_176: f32, %out_80: f32):
      %v_152 = arith.mulf %in_174, %in_175 : f32
      %v_153 = arith.addf %v_152, %in_176 : f32
      linalg.yield %v_153 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.conv.1.1")
    %empty_125 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.conv.1.2")
    %relu6_29 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_43 : tensor<1x960x7x7xf32>) outs(%empty_125 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_177: f32, %out_81: f32):
      %cst_118 = arith.constant 0.000000000e+00 : f32
      %v_154 = arith.maximumf %in_177, %cst_118 : f32
      %cst_119 = arith.constant 6.000000000e+00 : f32
      %v_155 = arith.minimumf %v_154, %cst_119 : f32
      linalg.yield %v_155 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.conv.1.2")
    %empty_126 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.15.conv.2.init")
    %cst_120 = arith.constant 0.000000000e+00 : f32 loc("features.15.conv.2.init")
    %fill_44 = linalg.fill ins(%cst_120 : f32) outs(%empty_126 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.15.conv.2.init")
    %conv_44 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_29, %features.15.conv.2.weight : tensor<1x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%fill_44 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.15.conv.2")
    %empty_127 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.15.conv.3")
    %bn_44 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_44, %features.15.conv.3.scale, %features.15.conv.3.shift : tensor<1x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>) outs(%empty_127 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_178: f32, %in_179: f32, %in_180: f32, %out_82: f32):
      %v_156 = arith.mulf %in_178, %in_179 : f32
      %v_157 = arith.addf %v_156, %in_180 : f32
      linalg.yield %v_157 : f32
    } -> tensor<1x160x7x7xf32> loc("features.15.conv.3")
    %empty_128 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.15.add")
    %add_8 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_41, %bn_44 : tensor<1x160x7x7xf32>, tensor<1x160x7x7xf32>) outs(%empty_128 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_181: f32, %in_182: f32, %out_83: f32):
      %v_158 = arith.addf %in_181, %in_182 : f32
      linalg.yield %v_158 : f32
    } -> tensor<1x160x7x7xf32> loc("features.15.add")
    %empty_129 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.conv.0.0.init")
    %cst_121 = arith.constant 0.000000000e+00 : f32 loc("features.16.conv.0.0.init")
    %fill_45 = linalg.fill ins(%cst_121 : f32) outs(%empty_129 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.16.conv.0.0.init")
    %conv_45 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_8, %features.16.conv.0.0.weight : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%fill_45 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.16.conv.0.0")
    %empty_130 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.conv.0.1")
    %bn_45 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_45, %features.16.conv.0.1.scale, %features.16.conv.0.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_130 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_183: f32, %in_184: f32, %in_185: f32, %out_84: f32):
      %v_159 = arith.mulf %in_183, %in_184 : f32
      %v_160 = arith.addf %v_159, %in_185 : f32
      linalg.yield %v_160 : f32
    } -> tensor<1x960x7x7xf32> loc("features.16.conv.0.1")
    %empty_131 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.conv.0.2")
    %relu6_30 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_45 : tensor<1x960x7x7xf32>) outs(%empty_131 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_186: f32, %out_85: f32):
      %cst_122 = arith.constant 0.000000000e+00 : f32
      %v_161 = arith.maximumf %in_186, %cst_122 : f32
      %cst_123 = arith.constant 6.000000000e+00 : f32
      %v_162 = arith.minimumf %v_161, %cst_123 : f32
      linalg.yield %v_162 : f32
    } -> tensor<1x960x7x7xf32> loc("features.16.conv.0.2")
    %cst_124 = arith.constant 0.000000000e+00 : f32 loc("features.16.conv.1.0.pad")
    %padded_16 = tensor.pad %relu6_30 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_64: index, %i_65: index, %i_66: index, %i_67: index):
      tensor.yield %cst_124 : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x9x9xf32> loc("features.16.conv.1.0.pad")
    %collapsed_15 = tensor.collapse_shape %features.16.conv.1.0.weight [[0], [1, 2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32> loc("features.16.conv.1.0")
    %empty_132 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.conv.1.0.init")
    %cst_125 = arith.constant 0.000000000e+00 : f32 loc("features.16.conv.1.0.init")
    %fill_46 = linalg.fill ins(%cst_125 : f32) outs(%empty_132 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.16.conv.1.0.init")
    %conv_46 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_16, %collapsed_15 : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%fill_46 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.16.conv.1.0")
    %empty_133 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.conv.1.1")
    %bn_46 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_46, %features.16.conv.1.1.scale, %features.16.conv.1.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_133 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_187: f32, %in_188: f32, %in_189: f32, %out_86: f32):
      %v_163 = arith.mulf %in_187, %in_188 : f32
      %v_164 = arith.addf %v_163, %in_189 : f32
      linalg.yield %v_164 : f32
    } -> tensor<1x960x7x7xf32> loc("features.16.conv.1.1")
    %empty_134 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.conv.1.2")
    %relu6_31 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_46 : tensor<1x960x7x7xf32>) outs(%empty_134 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_190: f32, %out_87: f32):
      %cst_126 = arith.constant 0.000000000e+00 : f32
      %v_165 = arith.maximumf %in_190, %cst_126 : f32
      %cst_127 = arith.constant 6.000000000e+00 : f32
      %v_166 = arith.minimumf %v_165, %cst_127 : f32
      linalg.yield %v_166 : f32
    } -> tensor<1x960x7x7xf32> loc("features.16.conv.1.2")
    %empty_135 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.16.conv.2.init")
    %cst_128 = arith.constant 0.000000000e+00 : f32 loc("features.16.conv.2.init")
    %fill_47 = linalg.fill ins(%cst_128 : f32) outs(%empty_135 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.16.conv.2.init")
    %conv_47 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_31, %features.16.conv.2.weight : tensor<1x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%fill_47 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.16.conv.2")
    %empty_136 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.16.conv.3")
    %bn_47 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_47, %features.16.conv.3.scale, %features.16.conv.3.shift : tensor<1x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>) outs(%empty_136 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_191: f32, %in_192: f32, %in_193: f32, %out_88: f32):
      %v_167 = arith.mulf %in_191, %in_192 : f32
      %v_168 = arith.addf %v_167, %in_193 : f32
      linalg.yield %v_168 : f32
    } -> tensor<1x160x7x7xf32> loc("features.16.conv.3")
    %empty_137 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.16.add")
    %add_9 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_8, %bn_47 : tensor<1x160x7x7xf32>, tensor<1x160x7x7xf32>) outs(%empty_137 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_194: f32, %in_195: f32, %out_89: f32):
      %v_169 = arith.addf %in_194, %in_195 : f32
      linalg.yield %v_169 : f32
    } -> tensor<1x160x7x7xf32> loc("features.16.add")
    %empty_138 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.17.conv.0.0.init")
    %cst_129 = arith.constant 0.000000000e+00 : f32 loc("features.17.conv.0.0.init")
    %fill_48 = linalg.fill ins(%cst_129 : f32) outs(%empty_138 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.17.conv.0.0.init")
    %conv_48 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_9, %features.17.conv.0.0.weight : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%fill_48 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.17.conv.0.0")
    %empty_139 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.17.conv.0.1")
    %bn_48 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_48, %features.17.conv.0.1.scale, %features.17.conv.0.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_139 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_196: f32, %in_197: f32, %in_198: f32, %out_90: f32):
      %v_170 = arith.mulf %in_196, %in_197 : f32
      %v_171 = arith.addf %v_170, %in_198 : f32
      linalg.yield %v_171 : f32
    } -> tensor<1x960x7x7xf32> loc("features.17.conv.0.1")
    %empty_140 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.17.conv.0.2")
    %relu6_32 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_48 : tensor<1x960x7x7xf32>) outs(%empty_140 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_199: f32, %out_91: f32):
      %cst_130 = arith.constant 0.000000000e+00 : f32
      %v_172 = arith.maximumf %in_199, %cst_130 : f32
      %cst_131 = arith.constant 6.000000000e+00 : f32
      %v_173 = arith.minimumf %v_172, %cst_131 : f32
      linalg.yield %v_173 : f32
    } -> tensor<1x960x7x7xf32> loc("features.17.conv.0.2")
    %cst_132 = arith.constant 0.000000000e+00 : f32 loc("features.17.conv.1.0.pad")
    %padded_17 = tensor.pad %relu6_32 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_68: index, %i_69: index, %i_70: index, %i_71: index):
      tensor.yield %cst_132 : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x9x9xf32> loc("features.17.conv.1.0.pad")
    %collapsed_16 = tensor.collapse_shape %features.17.conv.1.0.weight [[0], [1, 2], [3]] : tensor<960x1x3x3xf32> into tensor<960x3x3xf32> loc("features.17.conv.1.0")
    %empty_141 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.17.conv.1.0.init")
    %cst_133 = arith.constant 0.000000000e+00 : f32 loc("features.17.conv.1.0.init")
    %fill_49 = linalg.fill ins(%cst_133 : f32) outs(%empty_141 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.17.conv.1.0.init")
    %conv_49 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_17, %collapsed_16 : tensor<1x960x9x9xf32>, tensor<960x3x3xf32>) outs(%fill_49 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.17.conv.1.0")
    %empty_142 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.17.conv.1.1")
    %bn_49 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_49, %features.17.conv.1.1.scale, %features.17.conv.1.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_142 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_200: f32, %in_201: f32, %in_202: f32, %out_92: f32):
      %v_174 = arith.mulf %in_200, %in_201 : f32
      %v_175 = arith.addf %v_174, %in_202 : f32
      linalg.yield %v_175 : f32
    } -> tensor<1x960x7x7xf32> loc("features.17.conv.1.1")
    %empty_143 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.17.conv.1.2")
    %relu6_33 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_49 : tensor<1x960x7x7xf32>) outs(%empty_143 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_203: f32, %out_93: f32):
      %cst_134 = arith.constant 0.000000000e+00 : f32
      %v_176 = arith.maximumf %in_203, %cst_134 : f32
      %cst_135 = arith.constant 6.000000000e+00 : f32
      %v_177 = arith.minimumf %v_176, %cst_135 : f32
      linalg.yield %v_177 : f32
    } -> tensor<1x960x7x7xf32> loc("features.17.conv.1.2")
    %empty_144 = tensor.empty() : tensor<1x320x7x7xf32> loc("features.17.conv.2.init")
    %cst_136 = arith.constant 0.000000000e+00 : f32 loc("features.17.conv.2.init")
    %fill_50 = linalg.fill ins(%cst_136 : f32) outs(%empty_144 : tensor<1x320x7x7xf32>) -> tensor<1x320x7x7xf32> loc("features.17.conv.2.init")
    %conv_50 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu6_33, %features.17.conv.2.weight : tensor<1x960x7x7xf32>, tensor<320x960x1x1xf32>) outs(%fill_50 : tensor<1x320x7x7xf32>) -> tensor<1x320x7x7xf32> loc("features.17.conv.2")
    %empty_145 = tensor.empty() : tensor<1x320x7x7xf32> loc("features.17.conv.3")
    %bn_50 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_50, %features.17.conv.3.scale, %features.17.conv.3.shift : tensor<1x320x7x7xf32>, tensor<320xf32>, tensor<320xf32>) outs(%empty_145 : tensor<1x320x7x7xf32>) {
    ^bb0(%in_204: f32, %in_205: f32, %in_206: f32, %out_94: f32):
      %v_178 = arith.mulf %in_204, %in_205 : f32
      %v_179 = arith.addf %v_178, %in_206 : f32
      linalg.yield %v_179 : f32
    } -> tensor<1x320x7x7xf32> loc("features.17.conv.3")
    %empty_146 = tensor.empty() : tensor<1x1280x7x7xf32> loc("features.18.0.init")
    %cst_137 = arith.constant 0.000000000e+00 : f32 loc("features.18.0.init")
    %fill_51 = linalg.fill ins(%cst_137 : f32) outs(%empty_146 : tensor<1x1280x7x7xf32>) -> tensor<1x1280x7x7xf32> loc("features.18.0.init")
    %conv_51 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_50, %features.18.0.weight : tensor<1x320x7x7xf32>, tensor<1280x320x1x1xf32>) outs(%fill_51 : tensor<1x1280x7x7xf32>) -> tensor<1x1280x7x7xf32> loc("features.18.0")
    %empty_147 = tensor.empty() : tensor<1x1280x7x7xf32> loc("features.18.1")
    %bn_51 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_51, %features.18.1.scale, %features.18.1.shift : tensor<1x1280x7x7xf32>, tensor<1280xf32>, tensor<1280xf32>) outs(%empty_147 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in_207: f32, %in_208: f32, %in_209: f32, %out_95: f32):
      %v_180 = arith.mulf %in_207, %in_208 : f32
      %v_181 = arith.addf %v_180, %in_209 : f32
      linalg.yield %v_181 : f32
    } -> tensor<1x1280x7x7xf32> loc("features.18.1")
    %empty_148 = tensor.empty() : tensor<1x1280x7x7xf32> loc("features.18.2")
    %relu6_34 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_51 : tensor<1x1280x7x7xf32>) outs(%empty_148 : tensor<1x1280x7x7xf32>) {
    ^bb0(%in_210: f32, %out_96: f32):
      %cst_138 = arith.constant 0.000000000e+00 : f32
      %v_182 = arith.maximumf %in_210, %cst_138 : f32
      %cst_139 = arith.constant 6.000000000e+00 : f32
      %v_183 = arith.minimumf %v_182, %cst_139 : f32
      linalg.yield %v_183 : f32
    } -> tensor<1x1280x7x7xf32> loc("features.18.2")
    %empty_149 = tensor.empty() : tensor<1x1280x1x1xf32> loc("adaptive_avg_pool2d.init")
    %cst_140 = arith.constant 0.000000000e+00 : f32 loc("adaptive_avg_pool2d.init")
    %fill_52 = linalg.fill ins(%cst_140 : f32) outs(%empty_149 : tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32> loc("adaptive_avg_pool2d.init")
    %empty_150 = tensor.empty() : tensor<7x7xf32> loc("adaptive_avg_pool2d")
    %pool = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%relu6_34, %empty_150 : tensor<1x1280x7x7xf32>, tensor<7x7xf32>) outs(%fill_52 : tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32> loc("adaptive_avg_pool2d")
    %empty_151 = tensor.empty() : tensor<1x1280x1x1xf32> loc("adaptive_avg_pool2d.div")
    %avg = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%pool : tensor<1x1280x1x1xf32>) outs(%empty_151 : tensor<1x1280x1x1xf32>) {
    ^bb0(%in_211: f32, %out_97: f32):
      %cst_141 = arith.constant 4.900000000e+01 : f32
      %v_184 = arith.divf %in_211, %cst_141 : f32
      linalg.yield %v_184 : f32
    } -> tensor<1x1280x1x1xf32> loc("adaptive_avg_pool2d.div")
    %collapsed_17 = tensor.collapse_shape %avg [[0], [1, 2, 3]] : tensor<1x1280x1x1xf32> into tensor<1x1280xf32> loc("flatten")
    %empty_152 = tensor.empty() : tensor<1x1000xf32> loc("classifier.1.bias")
    %bias = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%classifier.1.bias : tensor<1000xf32>) outs(%empty_152 : tensor<1x1000xf32>) {
    ^bb0(%in_212: f32, %out_98: f32):
      linalg.yield %in_212 : f32
    } -> tensor<1x1000xf32> loc("classifier.1.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_17, %classifier.1.weight : tensor<1x1280xf32>, tensor<1000x1280xf32>) outs(%bias : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("classifier.1")
    return %matmul : tensor<1x1000xf32>
  }
}
