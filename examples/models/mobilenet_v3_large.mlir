// torchvision.models.mobilenet_v3_large(weights=None), imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import mobilenet_v3_large --input-shape 1,3,224,224 -o examples/models/mobilenet_v3_large.mlir
// inputs: 1x3x224x224; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
// batch norm (inference) is folded to a per-channel scale and shift, given as arguments <module>.scale and <module>.shift.
#map0 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<1x3x224x224xf32>, %features.0.0.weight: tensor<16x3x3x3xf32> {roofline.weight}, %features.0.1.scale: tensor<16xf32> {roofline.weight}, %features.0.1.shift: tensor<16xf32> {roofline.weight}, %features.1.block.0.0.weight: tensor<16x1x3x3xf32> {roofline.weight}, %features.1.block.0.1.scale: tensor<16xf32> {roofline.weight}, %features.1.block.0.1.shift: tensor<16xf32> {roofline.weight}, %features.1.block.1.0.weight: tensor<16x16x1x1xf32> {roofline.weight}, %features.1.block.1.1.scale: tensor<16xf32> {roofline.weight}, %features.1.block.1.1.shift: tensor<16xf32> {roofline.weight}, %features.2.block.0.0.weight: tensor<64x16x1x1xf32> {roofline.weight}, %features.2.block.0.1.scale: tensor<64xf32> {roofline.weight}, %features.2.block.0.1.shift: tensor<64xf32> {roofline.weight}, %features.2.block.1.0.weight: tensor<64x1x3x3xf32> {roofline.weight}, %features.2.block.1.1.scale: tensor<64xf32> {roofline.weight}, %features.2.block.1.1.shift: tensor<64xf32> {roofline.weight}, %features.2.block.2.0.weight: tensor<24x64x1x1xf32> {roofline.weight}, %features.2.block.2.1.scale: tensor<24xf32> {roofline.weight}, %features.2.block.2.1.shift: tensor<24xf32> {roofline.weight}, %features.3.block.0.0.weight: tensor<72x24x1x1xf32> {roofline.weight}, %features.3.block.0.1.scale: tensor<72xf32> {roofline.weight}, %features.3.block.0.1.shift: tensor<72xf32> {roofline.weight}, %features.3.block.1.0.weight: tensor<72x1x3x3xf32> {roofline.weight}, %features.3.block.1.1.scale: tensor<72xf32> {roofline.weight}, %features.3.block.1.1.shift: tensor<72xf32> {roofline.weight}, %features.3.block.2.0.weight: tensor<24x72x1x1xf32> {roofline.weight}, %features.3.block.2.1.scale: tensor<24xf32> {roofline.weight}, %features.3.block.2.1.shift: tensor<24xf32> {roofline.weight}, %features.4.block.0.0.weight: tensor<72x24x1x1xf32> {roofline.weight}, %features.4.block.0.1.scale: tensor<72xf32> {roofline.weight}, %features.4.block.0.1.shift: tensor<72xf32> {roofline.weight}, %features.4.block.1.0.weight: tensor<72x1x5x5xf32> {roofline.weight}, %features.4.block.1.1.scale: tensor<72xf32> {roofline.weight}, %features.4.block.1.1.shift: tensor<72xf32> {roofline.weight}, %features.4.block.2.fc1.weight: tensor<24x72x1x1xf32> {roofline.weight}, %features.4.block.2.fc1.bias: tensor<24xf32> {roofline.weight}, %features.4.block.2.fc2.weight: tensor<72x24x1x1xf32> {roofline.weight}, %features.4.block.2.fc2.bias: tensor<72xf32> {roofline.weight}, %features.4.block.3.0.weight: tensor<40x72x1x1xf32> {roofline.weight}, %features.4.block.3.1.scale: tensor<40xf32> {roofline.weight}, %features.4.block.3.1.shift: tensor<40xf32> {roofline.weight}, %features.5.block.0.0.weight: tensor<120x40x1x1xf32> {roofline.weight}, %features.5.block.0.1.scale: tensor<120xf32> {roofline.weight}, %features.5.block.0.1.shift: tensor<120xf32> {roofline.weight}, %features.5.block.1.0.weight: tensor<120x1x5x5xf32> {roofline.weight}, %features.5.block.1.1.scale: tensor<120xf32> {roofline.weight}, %features.5.block.1.1.shift: tensor<120xf32> {roofline.weight}, %features.5.block.2.fc1.weight: tensor<32x120x1x1xf32> {roofline.weight}, %features.5.block.2.fc1.bias: tensor<32xf32> {roofline.weight}, %features.5.block.2.fc2.weight: tensor<120x32x1x1xf32> {roofline.weight}, %features.5.block.2.fc2.bias: tensor<120xf32> {roofline.weight}, %features.5.block.3.0.weight: tensor<40x120x1x1xf32> {roofline.weight}, %features.5.block.3.1.scale: tensor<40xf32> {roofline.weight}, %features.5.block.3.1.shift: tensor<40xf32> {roofline.weight}, %features.6.block.0.0.weight: tensor<120x40x1x1xf32> {roofline.weight}, %features.6.block.0.1.scale: tensor<120xf32> {roofline.weight}, %features.6.block.0.1.shift: tensor<120xf32> {roofline.weight}, %features.6.block.1.0.weight: tensor<120x1x5x5xf32> {roofline.weight}, %features.6.block.1.1.scale: tensor<120xf32> {roofline.weight}, %features.6.block.1.1.shift: tensor<120xf32> {roofline.weight}, %features.6.block.2.fc1.weight: tensor<32x120x1x1xf32> {roofline.weight}, %features.6.block.2.fc1.bias: tensor<32xf32> {roofline.weight}, %features.6.block.2.fc2.weight: tensor<120x32x1x1xf32> {roofline.weight}, %features.6.block.2.fc2.bias: tensor<120xf32> {roofline.weight}, %features.6.block.3.0.weight: tensor<40x120x1x1xf32> {roofline.weight}, %features.6.block.3.1.scale: tensor<40xf32> {roofline.weight}, %features.6.block.3.1.shift: tensor<40xf32> {roofline.weight}, %features.7.block.0.0.weight: tensor<240x40x1x1xf32> {roofline.weight}, %features.7.block.0.1.scale: tensor<240xf32> {roofline.weight}, %features.7.block.0.1.shift: tensor<240xf32> {roofline.weight}, %features.7.block.1.0.weight: tensor<240x1x3x3xf32> {roofline.weight}, %features.7.block.1.1.scale: tensor<240xf32> {roofline.weight}, %features.7.block.1.1.shift: tensor<240xf32> {roofline.weight}, %features.7.block.2.0.weight: tensor<80x240x1x1xf32> {roofline.weight}, %features.7.block.2.1.scale: tensor<80xf32> {roofline.weight}, %features.7.block.2.1.shift: tensor<80xf32> {roofline.weight}, %features.8.block.0.0.weight: tensor<200x80x1x1xf32> {roofline.weight}, %features.8.block.0.1.scale: tensor<200xf32> {roofline.weight}, %features.8.block.0.1.shift: tensor<200xf32> {roofline.weight}, %features.8.block.1.0.weight: tensor<200x1x3x3xf32> {roofline.weight}, %features.8.block.1.1.scale: tensor<200xf32> {roofline.weight}, %features.8.block.1.1.shift: tensor<200xf32> {roofline.weight}, %features.8.block.2.0.weight: tensor<80x200x1x1xf32> {roofline.weight}, %features.8.block.2.1.scale: tensor<80xf32> {roofline.weight}, %features.8.block.2.1.shift: tensor<80xf32> {roofline.weight}, %features.9.block.0.0.weight: tensor<184x80x1x1xf32> {roofline.weight}, %features.9.block.0.1.scale: tensor<184xf32> {roofline.weight}, %features.9.block.0.1.shift: tensor<184xf32> {roofline.weight}, %features.9.block.1.0.weight: tensor<184x1x3x3xf32> {roofline.weight}, %features.9.block.1.1.scale: tensor<184xf32> {roofline.weight}, %features.9.block.1.1.shift: tensor<184xf32> {roofline.weight}, %features.9.block.2.0.weight: tensor<80x184x1x1xf32> {roofline.weight}, %features.9.block.2.1.scale: tensor<80xf32> {roofline.weight}, %features.9.block.2.1.shift: tensor<80xf32> {roofline.weight}, %features.10.block.0.0.weight: tensor<184x80x1x1xf32> {roofline.weight}, %features.10.block.0.1.scale: tensor<184xf32> {roofline.weight}, %features.10.block.0.1.shift: tensor<184xf32> {roofline.weight}, %features.10.block.1.0.weight: tensor<184x1x3x3xf32> {roofline.weight}, %features.10.block.1.1.scale: tensor<184xf32> {roofline.weight}, %features.10.block.1.1.shift: tensor<184xf32> {roofline.weight}, %features.10.block.2.0.weight: tensor<80x184x1x1xf32> {roofline.weight}, %features.10.block.2.1.scale: tensor<80xf32> {roofline.weight}, %features.10.block.2.1.shift: tensor<80xf32> {roofline.weight}, %features.11.block.0.0.weight: tensor<480x80x1x1xf32> {roofline.weight}, %features.11.block.0.1.scale: tensor<480xf32> {roofline.weight}, %features.11.block.0.1.shift: tensor<480xf32> {roofline.weight}, %features.11.block.1.0.weight: tensor<480x1x3x3xf32> {roofline.weight}, %features.11.block.1.1.scale: tensor<480xf32> {roofline.weight}, %features.11.block.1.1.shift: tensor<480xf32> {roofline.weight}, %features.11.block.2.fc1.weight: tensor<120x480x1x1xf32> {roofline.weight}, %features.11.block.2.fc1.bias: tensor<120xf32> {roofline.weight}, %features.11.block.2.fc2.weight: tensor<480x120x1x1xf32> {roofline.weight}, %features.11.block.2.fc2.bias: tensor<480xf32> {roofline.weight}, %features.11.block.3.0.weight: tensor<112x480x1x1xf32> {roofline.weight}, %features.11.block.3.1.scale: tensor<112xf32> {roofline.weight}, %features.11.block.3.1.shift: tensor<112xf32> {roofline.weight}, %features.12.block.0.0.weight: tensor<672x112x1x1xf32> {roofline.weight}, %features.12.block.0.1.scale: tensor<672xf32> {roofline.weight}, %features.12.block.0.1.shift: tensor<672xf32> {roofline.weight}, %features.12.block.1.0.weight: tensor<672x1x3x3xf32> {roofline.weight}, %features.12.block.1.1.scale: tensor<672xf32> {roofline.weight}, %features.12.block.1.1.shift: tensor<672xf32> {roofline.weight}, %features.12.block.2.fc1.weight: tensor<168x672x1x1xf32> {roofline.weight}, %features.12.block.2.fc1.bias: tensor<168xf32> {roofline.weight}, %features.12.block.2.fc2.weight: tensor<672x168x1x1xf32> {roofline.weight}, %features.12.block.2.fc2.bias: tensor<672xf32> {roofline.weight}, %features.12.block.3.0.weight: tensor<112x672x1x1xf32> {roofline.weight}, %features.12.block.3.1.scale: tensor<112xf32> {roofline.weight}, %features.12.block.3.1.shift: tensor<112xf32> {roofline.weight}, %features.13.block.0.0.weight: tensor<672x112x1x1xf32> {roofline.weight}, %features.13.block.0.1.scale: tensor<672xf32> {roofline.weight}, %features.13.block.0.1.shift: tensor<672xf32> {roofline.weight}, %features.13.block.1.0.weight: tensor<672x1x5x5xf32> {roofline.weight}, %features.13.block.1.1.scale: tensor<672xf32> {roofline.weight}, %features.13.block.1.1.shift: tensor<672xf32> {roofline.weight}, %features.13.block.2.fc1.weight: tensor<168x672x1x1xf32> {roofline.weight}, %features.13.block.2.fc1.bias: tensor<168xf32> {roofline.weight}, %features.13.block.2.fc2.weight: tensor<672x168x1x1xf32> {roofline.weight}, %features.13.block.2.fc2.bias: tensor<672xf32> {roofline.weight}, %features.13.block.3.0.weight: tensor<160x672x1x1xf32> {roofline.weight}, %features.13.block.3.1.scale: tensor<160xf32> {roofline.weight}, %features.13.block.3.1.shift: tensor<160xf32> {roofline.weight}, %features.14.block.0.0.weight: tensor<960x160x1x1xf32> {roofline.weight}, %features.14.block.0.1.scale: tensor<960xf32> {roofline.weight}, %features.14.block.0.1.shift: tensor<960xf32> {roofline.weight}, %features.14.block.1.0.weight: tensor<960x1x5x5xf32> {roofline.weight}, %features.14.block.1.1.scale: tensor<960xf32> {roofline.weight}, %features.14.block.1.1.shift: tensor<960xf32> {roofline.weight}, %features.14.block.2.fc1.weight: tensor<240x960x1x1xf32> {roofline.weight}, %features.14.block.2.fc1.bias: tensor<240xf32> {roofline.weight}, %features.14.block.2.fc2.weight: tensor<960x240x1x1xf32> {roofline.weight}, %features.14.block.2.fc2.bias: tensor<960xf32> {roofline.weight}, %features.14.block.3.0.weight: tensor<160x960x1x1xf32> {roofline.weight}, %features.14.block.3.1.scale: tensor<160xf32> {roofline.weight}, %features.14.block.3.1.shift: tensor<160xf32> {roofline.weight}, %features.15.block.0.0.weight: tensor<960x160x1x1xf32> {roofline.weight}, %features.15.block.0.1.scale: tensor<960xf32> {roofline.weight}, %features.15.block.0.1.shift: tensor<960xf32> {roofline.weight}, %features.15.block.1.0.weight: tensor<960x1x5x5xf32> {roofline.weight}, %features.15.block.1.1.scale: tensor<960xf32> {roofline.weight}, %features.15.block.1.1.shift: tensor<960xf32> {roofline.weight}, %features.15.block.2.fc1.weight: tensor<240x960x1x1xf32> {roofline.weight}, %features.15.block.2.fc1.bias: tensor<240xf32> {roofline.weight}, %features.15.block.2.fc2.weight: tensor<960x240x1x1xf32> {roofline.weight}, %features.15.block.2.fc2.bias: tensor<960xf32> {roofline.weight}, %features.15.block.3.0.weight: tensor<160x960x1x1xf32> {roofline.weight}, %features.15.block.3.1.scale: tensor<160xf32> {roofline.weight}, %features.15.block.3.1.shift: tensor<160xf32> {roofline.weight}, %features.16.0.weight: tensor<960x160x1x1xf32> {roofline.weight}, %features.16.1.scale: tensor<960xf32> {roofline.weight}, %features.16.1.shift: tensor<960xf32> {roofline.weight}, %classifier.0.weight: tensor<1280x960xf32> {roofline.weight}, %classifier.0.bias: tensor<1280xf32> {roofline.weight}, %classifier.3.weight: tensor<1000x1280xf32> {roofline.weight}, %classifier.3.bias: tensor<1000xf32> {roofline.weight}) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000000e+00 : f32 loc("features.0.0.pad")
    %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i: index, %i_1: index, %i_2: index, %i_3: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x226x226xf32> loc("features.0.0.pad")
    %empty = tensor.empty() : tensor<1x16x112x112xf32> loc("features.0.0.init")
    %cst_1 = arith.constant 0.000000000e+00 : f32 loc("features.0.0.init")
    %fill = linalg.fill ins(%cst_1 : f32) outs(%empty : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.0.0.init")
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded, %features.0.0.weight : tensor<1x3x226x226xf32>, tensor<16x3x3x3xf32>) outs(%fill : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.0.0")
    %empty_1 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.0.1")
    %bn = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %features.0.1.scale, %features.0.1.shift : tensor<1x16x112x112xf32>, tensor<16xf32>, tensor<16xf32>) outs(%empty_1 : tensor<1x16x112x112xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %v = arith.mulf %in, %in_1 : f32
      %v_1 = arith.addf %v, %in_2 : f32
      linalg.yield %v_1 : f32
    } -> tensor<1x16x112x112xf32> loc("features.0.1")
    %empty_2 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.0.2")
    %hardswish = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn : tensor<1x16x112x112xf32>) outs(%empty_2 : tensor<1x16x112x112xf32>) {
    ^bb0(%in_3: f32, %out_1: f32):
      %cst_2 = arith.constant 3.000000000e+00 : f32
      %v_2 = arith.addf %in_3, %cst_2 : f32
      %cst_3 = arith.constant 0.000000000e+00 : f32
      %v_3 = arith.maximumf %v_2, %cst_3 : f32
      %cst_4 = arith.constant 6.000000000e+00 : f32
      %v_4 = arith.minimumf %v_3, %cst_4 : f32
      %cst_5 = arith.constant 6.000000000e+00 : f32
      %v_5 = arith.divf %v_4, %cst_5 : f32
      %v_6 = arith.mulf %in_3, %v_5 : f32
      linalg.yield %v_6 : f32
    } -> tensor<1x16x112x112xf32> loc("features.0.2")
    %cst_6 = arith.constant 0.000000000e+00 : f32 loc("features.1.block.0.0.pad")
    %padded_1 = tensor.pad %hardswish low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_4: index, %i_5: index, %i_6: index, %i_7: index):
      tensor.yield %cst_6 : f32
    } : tensor<1x16x112x112xf32> to tensor<1x16x114x114xf32> loc("features.1.block.0.0.pad")
    %collapsed = tensor.collapse_shape %features.1.block.0.0.weight [[0], [1, 2], [3]] : tensor<16x1x3x3xf32> into tensor<16x3x3xf32> loc("features.1.block.0.0")
    %empty_3 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.block.0.0.init")
    %cst_7 = arith.constant 0.000000000e+00 : f32 loc("features.1.block.0.0.init")
    %fill_1 = linalg.fill ins(%cst_7 : f32) outs(%empty_3 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.1.block.0.0.init")
    %conv_1 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_1, %collapsed : tensor<1x16x114x114xf32>, tensor<16x3x3xf32>) outs(%fill_1 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.1.block.0.0")
    %empty_4 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.block.0.1")
    %bn_1 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_1, %features.1.block.0.1.scale, %features.1.block.0.1.shift : tensor<1x16x112x112xf32>, tensor<16xf32>, tensor<16xf32>) outs(%empty_4 : tensor<1x16x112x112xf32>) {
    ^bb0(%in_4: f32, %in_5: f32, %in_6: f32, %out_2: f32):
      %v_7 = arith.mulf %in_4, %in_5 : f32
      %v_8 = arith.addf %v_7, %in_6 : f32
      linalg.yield %v_8 : f32
    } -> tensor<1x16x112x112xf32> loc("features.1.block.0.1")
    %empty_5 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.block.0.2")
    %relu = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_1 : tensor<1x16x112x112xf32>) outs(%empty_5 : tensor<1x16x112x112xf32>) {
    ^bb0(%in_7: f32, %out_3: f32):
      %cst_8 = arith.constant 0.000000000e+00 : f32
      %v_9 = arith.maximumf %in_7, %cst_8 : f32
      linalg.yield %v_9 : f32
    } -> tensor<1x16x112x112xf32> loc("features.1.block.0.2")
    %empty_6 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.block.1.0.init")
    %cst_9 = arith.constant 0.000000000e+00 : f32 loc("features.1.block.1.0.init")
    %fill_2 = linalg.fill ins(%cst_9 : f32) outs(%empty_6 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.1.block.1.0.init")
    %conv_2 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu, %features.1.block.1.0.weight : tensor<1x16x112x112xf32>, tensor<16x16x1x1xf32>) outs(%fill_2 : tensor<1x16x112x112xf32>) -> tensor<1x16x112x112xf32> loc("features.1.block.1.0")
    %empty_7 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.block.1.1")
    %bn_2 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2, %features.1.block.1.1.scale, %features.1.block.1.1.shift : tensor<1x16x112x112xf32>, tensor<16xf32>, tensor<16xf32>) outs(%empty_7 : tensor<1x16x112x112xf32>) {
    ^bb0(%in_8: f32, %in_9: f32, %in_10: f32, %out_4: f32):
      %v_10 = arith.mulf %in_8, %in_9 : f32
      %v_11 = arith.addf %v_10, %in_10 : f32
      linalg.yield %v_11 : f32
    } -> tensor<1x16x112x112xf32> loc("features.1.block.1.1")
    %empty_8 = tensor.empty() : tensor<1x16x112x112xf32> loc("features.1.add")
    %add = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_2, %hardswish : tensor<1x16x112x112xf32>, tensor<1x16x112x112xf32>) outs(%empty_8 : tensor<1x16x112x112xf32>) {
    ^bb0(%in_11: f32, %in_12: f32, %out_5: f32):
      %v_12 = arith.addf %in_11, %in_12 : f32
      linalg.yield %v_12 : f32
    } -> tensor<1x16x112x112xf32> loc("features.1.add")
    %empty_9 = tensor.empty() : tensor<1x64x112x112xf32> loc("features.2.block.0.0.init")
    %cst_10 = arith.constant 0.000000000e+00 : f32 loc("features.2.block.0.0.init")
    %fill_3 = linalg.fill ins(%cst_10 : f32) outs(%empty_9 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("features.2.block.0.0.init")
    %conv_3 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add, %features.2.block.0.0.weight : tensor<1x16x112x112xf32>, tensor<64x16x1x1xf32>) outs(%fill_3 : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("features.2.block.0.0")
    %empty_10 = tensor.empty() : tensor<1x64x112x112xf32> loc("features.2.block.0.1")
    %bn_3 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3, %features.2.block.0.1.scale, %features.2.block.0.1.shift : tensor<1x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_10 : tensor<1x64x112x112xf32>) {
    ^bb0(%in_13: f32, %in_14: f32, %in_15: f32, %out_6: f32):
      %v_13 = arith.mulf %in_13, %in_14 : f32
      %v_14 = arith.addf %v_13, %in_15 : f32
      linalg.yield %v_14 : f32
    } -> tensor<1x64x112x112xf32> loc("features.2.block.0.1")
    %empty_11 = tensor.empty() : tensor<1x64x112x112xf32> loc("features.2.block.0.2")
    %relu_1 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_3 : tensor<1x64x112x112xf32>) outs(%empty_11 : tensor<1x64x112x112xf32>) {
    ^bb0(%in_16: f32, %out_7: f32):
      %cst_11 = arith.constant 0.000000000e+00 : f32
      %v_15 = arith.maximumf %in_16, %cst_11 : f32
      linalg.yield %v_15 : f32
    } -> tensor<1x64x112x112xf32> loc("features.2.block.0.2")
    %cst_12 = arith.constant 0.000000000e+00 : f32 loc("features.2.block.1.0.pad")
    %padded_2 = tensor.pad %relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
      tensor.yield %cst_12 : f32
    } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32> loc("features.2.block.1.0.pad")
    %collapsed_1 = tensor.collapse_shape %features.2.block.1.0.weight [[0], [1, 2], [3]] : tensor<64x1x3x3xf32> into tensor<64x3x3xf32> loc("features.2.block.1.0")
    %empty_12 = tensor.empty() : tensor<1x64x56x56xf32> loc("features.2.block.1.0.init")
    %cst_13 = arith.constant 0.000000000e+00 : f32 loc("features.2.block.1.0.init")
    %fill_4 = linalg.fill ins(%cst_13 : f32) outs(%empty_12 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("features.2.block.1.0.init")
    %conv_4 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_2, %collapsed_1 : tensor<1x64x114x114xf32>, tensor<64x3x3xf32>) outs(%fill_4 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("features.2.block.1.0")
    %empty_13 = tensor.empty() : tensor<1x64x56x56xf32> loc("features.2.block.1.1")
    %bn_4 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %features.2.block.1.1.scale, %features.2.block.1.1.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_13 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_17: f32, %in_18: f32, %in_19: f32, %out_8: f32):
      %v_16 = arith.mulf %in_17, %in_18 : f32
      %v_17 = arith.addf %v_16, %in_19 : f32
      linalg.yield %v_17 : f32
    } -> tensor<1x64x56x56xf32> loc("features.2.block.1.1")
    %empty_14 = tensor.empty() : tensor<1x64x56x56xf32> loc("features.2.block.1.2")
    %relu_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_4 : tensor<1x64x56x56xf32>) outs(%empty_14 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_20: f32, %out_9: f32):
      %cst_14 = arith.constant 0.000000000e+00 : f32
      %v_18 = arith.maximumf %in_20, %cst_14 : f32
      linalg.yield %v_18 : f32
    } -> tensor<1x64x56x56xf32> loc("features.2.block.1.2")
    %empty_15 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.2.block.2.0.init")
    %cst_15 = arith.constant 0.000000000e+00 : f32 loc("features.2.block.2.0.init")
    %fill_5 = linalg.fill ins(%cst_15 : f32) outs(%empty_15 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.2.block.2.0.init")
    %conv_5 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_2, %features.2.block.2.0.weight : tensor<1x64x56x56xf32>, tensor<24x64x1x1xf32>) outs(%fill_5 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.2.block.2.0")
    %empty_16 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.2.block.2.1")
    %bn_5 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5, %features.2.block.2.1.scale, %features.2.block.2.1.shift : tensor<1x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>) outs(%empty_16 : tensor<1x24x56x56xf32>) {
    ^bb0(%in_21: f32, %in_22: f32, %in_23: f32, %out_10: f32):
      %v_19 = arith.mulf %in_21, %in_22 : f32
      %v_20 = arith.addf %v_19, %in_23 : f32
      linalg.yield %v_20 : f32
    } -> tensor<1x24x56x56xf32> loc("features.2.block.2.1")
    %empty_17 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.3.block.0.0.init")
    %cst_16 = arith.constant 0.000000000e+00 : f32 loc("features.3.block.0.0.init")
    %fill_6 = linalg.fill ins(%cst_16 : f32) outs(%empty_17 : tensor<1x72x56x56xf32>) -> tensor<1x72x56x56xf32> loc("features.3.block.0.0.init")
    %conv_6 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_5, %features.3.block.0.0.weight : tensor<1x24x56x56xf32>, tensor<72x24x1x1xf32>) outs(%fill_6 : tensor<1x72x56x56xf32>) -> tensor<1x72x56x56xf32> loc("features.3.block.0.0")
    %empty_18 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.3.block.0.1")
    %bn_6 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6, %features.3.block.0.1.scale, %features.3.block.0.1.shift : tensor<1x72x56x56xf32>, tensor<72xf32>, tensor<72xf32>) outs(%empty_18 : tensor<1x72x56x56xf32>) {
    ^bb0(%in_24: f32, %in_25: f32, %in_26: f32, %out_11: f32):
      %v_21 = arith.mulf %in_24, %in_25 : f32
      %v_22 = arith.addf %v_21, %in_26 : f32
      linalg.yield %v_22 : f32
    } -> tensor<1x72x56x56xf32> loc("features.3.block.0.1")
    %empty_19 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.3.block.0.2")
    %relu_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_6 : tensor<1x72x56x56xf32>) outs(%empty_19 : tensor<1x72x56x56xf32>) {
    ^bb0(%in_27: f32, %out_12: f32):
      %cst_17 = arith.constant 0.000000000e+00 : f32
      %v_23 = arith.maximumf %in_27, %cst_17 : f32
      linalg.yield %v_23 : f32
    } -> tensor<1x72x56x56xf32> loc("features.3.block.0.2")
    %cst_18 = arith.constant 0.000000000e+00 : f32 loc("features.3.block.1.0.pad")
    %padded_3 = tensor.pad %relu_3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
      tensor.yield %cst_18 : f32
    } : tensor<1x72x56x56xf32> to tensor<1x72x58x58xf32> loc("features.3.block.1.0.pad")
    %collapsed_2 = tensor.collapse_shape %features.3.block.1.0.weight [[0], [1, 2], [3]] : tensor<72x1x3x3xf32> into tensor<72x3x3xf32> loc("features.3.block.1.0")
    %empty_20 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.3.block.1.0.init")
    %cst_19 = arith.constant 0.000000000e+00 : f32 loc("features.3.block.1.0.init")
    %fill_7 = linalg.fill ins(%cst_19 : f32) outs(%empty_20 : tensor<1x72x56x56xf32>) -> tensor<1x72x56x56xf32> loc("features.3.block.1.0.init")
    %conv_7 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_3, %collapsed_2 : tensor<1x72x58x58xf32>, tensor<72x3x3xf32>) outs(%fill_7 : tensor<1x72x56x56xf32>) -> tensor<1x72x56x56xf32> loc("features.3.block.1.0")
    %empty_21 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.3.block.1.1")
    %bn_7 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7, %features.3.block.1.1.scale, %features.3.block.1.1.shift : tensor<1x72x56x56xf32>, tensor<72xf32>, tensor<72xf32>) outs(%empty_21 : tensor<1x72x56x56xf32>) {
    ^bb0(%in_28: f32, %in_29: f32, %in_30: f32, %out_13: f32):
      %v_24 = arith.mulf %in_28, %in_29 : f32
      %v_25 = arith.addf %v_24, %in_30 : f32
      linalg.yield %v_25 : f32
    } -> tensor<1x72x56x56xf32> loc("features.3.block.1.1")
    %empty_22 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.3.block.1.2")
    %relu_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_7 : tensor<1x72x56x56xf32>) outs(%empty_22 : tensor<1x72x56x56xf32>) {
    ^bb0(%in_31: f32, %out_14: f32):
      %cst_20 = arith.constant 0.000000000e+00 : f32
      %v_26 = arith.maximumf %in_31, %cst_20 : f32
      linalg.yield %v_26 : f32
    } -> tensor<1x72x56x56xf32> loc("features.3.block.1.2")
    %empty_23 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.3.block.2.0.init")
    %cst_21 = arith.constant 0.000000000e+00 : f32 loc("features.3.block.2.0.init")
    %fill_8 = linalg.fill ins(%cst_21 : f32) outs(%empty_23 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.3.block.2.0.init")
    %conv_8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_4, %features.3.block.2.0.weight : tensor<1x72x56x56xf32>, tensor<24x72x1x1xf32>) outs(%fill_8 : tensor<1x24x56x56xf32>) -> tensor<1x24x56x56xf32> loc("features.3.block.2.0")
    %empty_24 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.3.block.2.1")
    %bn_8 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8, %features.3.block.2.1.scale, %features.3.block.2.1.shift : tensor<1x24x56x56xf32>, tensor<24xf32>, tensor<24xf32>) outs(%empty_24 : tensor<1x24x56x56xf32>) {
    ^bb0(%in_32: f32, %in_33: f32, %in_34: f32, %out_15: f32):
      %v_27 = arith.mulf %in_32, %in_33 : f32
      %v_28 = arith.addf %v_27, %in_34 : f32
      linalg.yield %v_28 : f32
    } -> tensor<1x24x56x56xf32> loc("features.3.block.2.1")
    %empty_25 = tensor.empty() : tensor<1x24x56x56xf32> loc("features.3.add")
    %add_1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_8, %bn_5 : tensor<1x24x56x56xf32>, tensor<1x24x56x56xf32>) outs(%empty_25 : tensor<1x24x56x56xf32>) {
    ^bb0(%in_35: f32, %in_36: f32, %out_16: f32):
      %v_29 = arith.addf %in_35, %in_36 : f32
      linalg.yield %v_29 : f32
    } -> tensor<1x24x56x56xf32> loc("features.3.add")
    %empty_26 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.4.block.0.0.init")
    %cst_22 = arith.constant 0.000000000e+00 : f32 loc("features.4.block.0.0.init")
    %fill_9 = linalg.fill ins(%cst_22 : f32) outs(%empty_26 : tensor<1x72x56x56xf32>) -> tensor<1x72x56x56xf32> loc("features.4.block.0.0.init")
    %conv_9 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_1, %features.4.block.0.0.weight : tensor<1x24x56x56xf32>, tensor<72x24x1x1xf32>) outs(%fill_9 : tensor<1x72x56x56xf32>) -> tensor<1x72x56x56xf32> loc("features.4.block.0.0")
    %empty_27 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.4.block.0.1")
    %bn_9 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9, %features.4.block.0.1.scale, %features.4.block.0.1.shift : tensor<1x72x56x56xf32>, tensor<72xf32>, tensor<72xf32>) outs(%empty_27 : tensor<1x72x56x56xf32>) {
    ^bb0(%in_37: f32, %in_38: f32, %in_39: f32, %out_17: f32):
      %v_30 = arith.mulf %in_37, %in_38 : f32
      %v_31 = arith.addf %v_30, %in_39 : f32
      linalg.yield %v_31 : f32
    } -> tensor<1x72x56x56xf32> loc("features.4.block.0.1")
    %empty_28 = tensor.empty() : tensor<1x72x56x56xf32> loc("features.4.block.0.2")
    %relu_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_9 : tensor<1x72x56x56xf32>) outs(%empty_28 : tensor<1x72x56x56xf32>) {
    ^bb0(%in_40: f32, %out_18: f32):
      %cst_23 = arith.constant 0.000000000e+00 : f32
      %v_32 = arith.maximumf %in_40, %cst_23 : f32
      linalg.yield %v_32 : f32
    } -> tensor<1x72x56x56xf32> loc("features.4.block.0.2")
    %cst_24 = arith.constant 0.000000000e+00 : f32 loc("features.4.block.1.0.pad")
    %padded_4 = tensor.pad %relu_5 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
      tensor.yield %cst_24 : f32
    } : tensor<1x72x56x56xf32> to tensor<1x72x60x60xf32> loc("features.4.block.1.0.pad")
    %collapsed_3 = tensor.collapse_shape %features.4.block.1.0.weight [[0], [1, 2], [3]] : tensor<72x1x5x5xf32> into tensor<72x5x5xf32> loc("features.4.block.1.0")
    %empty_29 = tensor.empty() : tensor<1x72x28x28xf32> loc("features.4.block.1.0.init")
    %cst_25 = arith.constant 0.000000000e+00 : f32 loc("features.4.block.1.0.init")
    %fill_10 = linalg.fill ins(%cst_25 : f32) outs(%empty_29 : tensor<1x72x28x28xf32>) -> tensor<1x72x28x28xf32> loc("features.4.block.1.0.init")
    %conv_10 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_4, %collapsed_3 : tensor<1x72x60x60xf32>, tensor<72x5x5xf32>) outs(%fill_10 : tensor<1x72x28x28xf32>) -> tensor<1x72x28x28xf32> loc("features.4.block.1.0")
    %empty_30 = tensor.empty() : tensor<1x72x28x28xf32> loc("features.4.block.1.1")
    %bn_10 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10, %features.4.block.1.1.scale, %features.4.block.1.1.shift : tensor<1x72x28x28xf32>, tensor<72xf32>, tensor<72xf32>) outs(%empty_30 : tensor<1x72x28x28xf32>) {
    ^bb0(%in_41: f32, %in_42: f32, %in_43: f32, %out_19: f32):
      %v_33 = arith.mulf %in_41, %in_42 : f32
      %v_34 = arith.addf %v_33, %in_43 : f32
      linalg.yield %v_34 : f32
    } -> tensor<1x72x28x28xf32> loc("features.4.block.1.1")
    %empty_31 = tensor.empty() : tensor<1x72x28x28xf32> loc("features.4.block.1.2")
    %relu_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_10 : tensor<1x72x28x28xf32>) outs(%empty_31 : tensor<1x72x28x28xf32>) {
    ^bb0(%in_44: f32, %out_20: f32):
      %cst_26 = arith.constant 0.000000000e+00 : f32
      %v_35 = arith.maximumf %in_44, %cst_26 : f32
      linalg.yield %v_35 : f32
    } -> tensor<1x72x28x28xf32> loc("features.4.block.1.2")
    %empty_32 = tensor.empty() : tensor<1x72x1x1xf32> loc("features.4.block.2.avgpool.init")
    %cst_27 = arith.constant 0.000000000e+00 : f32 loc("features.4.block.2.avgpool.init")
    %fill_11 = linalg.fill ins(%cst_27 : f32) outs(%empty_32 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32> loc("features.4.block.2.avgpool.init")
    %empty_33 = tensor.empty() : tensor<28x28xf32> loc("features.4.block.2.avgpool")
    %pool = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[28, 28]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%relu_6, %empty_33 : tensor<1x72x28x28xf32>, tensor<28x28xf32>) outs(%fill_11 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32> loc("features.4.block.2.avgpool")
    %empty_34 = tensor.empty() : tensor<1x72x1x1xf32> loc("features.4.block.2.avgpool.div")
    %avg = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%pool : tensor<1x72x1x1xf32>) outs(%empty_34 : tensor<1x72x1x1xf32>) {
    ^bb0(%in_45: f32, %out_21: f32):
      %cst_28 = arith.constant 7.840000000e+02 : f32
      %v_36 = arith.divf %in_45, %cst_28 : f32
      linalg.yield %v_36 : f32
    } -> tensor<1x72x1x1xf32> loc("features.4.block.2.avgpool.div")
    %empty_35 = tensor.empty() : tensor<1x24x1x1xf32> loc("features.4.block.2.fc1.bias")
    %bias = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.4.block.2.fc1.bias : tensor<24xf32>) outs(%empty_35 : tensor<1x24x1x1xf32>) {
    ^bb0(%in_46: f32, %out_22: f32):
      linalg.yield %in_46 : f32
    } -> tensor<1x24x1x1xf32> loc("features.4.block.2.fc1.bias")
    %conv_11 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg, %features.4.block.2.fc1.weight : tensor<1x72x1x1xf32>, tensor<24x72x1x1xf32>) outs(%bias : tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32> loc("features.4.block.2.fc1")
    %empty_36 = tensor.empty() : tensor<1x24x1x1xf32> loc("features.4.block.2.activation")
    %relu_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_11 : tensor<1x24x1x1xf32>) outs(%empty_36 : tensor<1x24x1x1xf32>) {
    ^bb0(%in_47: f32, %out_23: f32):
      %cst_29 = arith.constant 0.000000000e+00 : f32
      %v_37 = arith.maximumf %in_47, %cst_29 : f32
      linalg.yield %v_37 : f32
    } -> tensor<1x24x1x1xf32> loc("features.4.block.2.activation")
    %empty_37 = tensor.empty() : tensor<1x72x1x1xf32> loc("features.4.block.2.fc2.bias")
    %bias_1 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.4.block.2.fc2.bias : tensor<72xf32>) outs(%empty_37 : tensor<1x72x1x1xf32>) {
    ^bb0(%in_48: f32, %out_24: f32):
      linalg.yield %in_48 : f32
    } -> tensor<1x72x1x1xf32> loc("features.4.block.2.fc2.bias")
    %conv_12 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_7, %features.4.block.2.fc2.weight : tensor<1x24x1x1xf32>, tensor<72x24x1x1xf32>) outs(%bias_1 : tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32> loc("features.4.block.2.fc2")
    %empty_38 = tensor.empty() : tensor<1x72x1x1xf32> loc("features.4.block.2.scale_activation")
    %hardsigmoid = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_12 : tensor<1x72x1x1xf32>) outs(%empty_38 : tensor<1x72x1x1xf32>) {
    ^bb0(%in_49: f32, %out_25: f32):
      %cst_30 = arith.constant 3.000000000e+00 : f32
      %v_38 = arith.addf %in_49, %cst_30 : f32
      %cst_31 = arith.constant 0.000000000e+00 : f32
      %v_39 = arith.maximumf %v_38, %cst_31 : f32
      %cst_32 = arith.constant 6.000000000e+00 : f32
      %v_40 = arith.minimumf %v_39, %cst_32 : f32
      %cst_33 = arith.constant 6.000000000e+00 : f32
      %v_41 = arith.divf %v_40, %cst_33 : f32
      linalg.yield %v_41 : f32
    } -> tensor<1x72x1x1xf32> loc("features.4.block.2.scale_activation")
    %empty_39 = tensor.empty() : tensor<1x72x28x28xf32> loc("features.4.block.2.mul")
    %mul = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid, %relu_6 : tensor<1x72x1x1xf32>, tensor<1x72x28x28xf32>) outs(%empty_39 : tensor<1x72x28x28xf32>) {
    ^bb0(%in_50: f32, %in_51: f32, %out_26: f32):
      %v_42 = arith.mulf %in_50, %in_51 : f32
      linalg.yield %v_42 : f32
    } -> tensor<1x72x28x28xf32> loc("features.4.block.2.mul")
    %empty_40 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.4.block.3.0.init")
    %cst_34 = arith.constant 0.000000000e+00 : f32 loc("features.4.block.3.0.init")
    %fill_12 = linalg.fill ins(%cst_34 : f32) outs(%empty_40 : tensor<1x40x28x28xf32>) -> tensor<1x40x28x28xf32> loc("features.4.block.3.0.init")
    %conv_13 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul, %features.4.block.3.0.weight : tensor<1x72x28x28xf32>, tensor<40x72x1x1xf32>) outs(%fill_12 : tensor<1x40x28x28xf32>) -> tensor<1x40x28x28xf32> loc("features.4.block.3.0")
    %empty_41 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.4.block.3.1")
    %bn_11 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_13, %features.4.block.3.1.scale, %features.4.block.3.1.shift : tensor<1x40x28x28xf32>, tensor<40xf32>, tensor<40xf32>) outs(%empty_41 : tensor<1x40x28x28xf32>) {
    ^bb0(%in_52: f32, %in_53: f32, %in_54: f32, %out_27: f32):
      %v_43 = arith.mulf %in_52, %in_53 : f32
      %v_44 = arith.addf %v_43, %in_54 : f32
      linalg.yield %v_44 : f32
    } -> tensor<1x40x28x28xf32> loc("features.4.block.3.1")
    %empty_42 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.0.0.init")
    %cst_35 = arith.constant 0.000000000e+00 : f32 loc("features.5.block.0.0.init")
    %fill_13 = linalg.fill ins(%cst_35 : f32) outs(%empty_42 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.5.block.0.0.init")
    %conv_14 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_11, %features.5.block.0.0.weight : tensor<1x40x28x28xf32>, tensor<120x40x1x1xf32>) outs(%fill_13 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.5.block.0.0")
    %empty_43 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.0.1")
    %bn_12 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_14, %features.5.block.0.1.scale, %features.5.block.0.1.shift : tensor<1x120x28x28xf32>, tensor<120xf32>, tensor<120xf32>) outs(%empty_43 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_55: f32, %in_56: f32, %in_57: f32, %out_28: f32):
      %v_45 = arith.mulf %in_55, %in_56 : f32
      %v_46 = arith.addf %v_45, %in_57 : f32
      linalg.yield %v_46 : f32
    } -> tensor<1x120x28x28xf32> loc("features.5.block.0.1")
    %empty_44 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.0.2")
    %relu_8 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_12 : tensor<1x120x28x28xf32>) outs(%empty_44 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_58: f32, %out_29: f32):
      %cst_36 = arith.constant 0.000000000e+00 : f32
      %v_47 = arith.maximumf %in_58, %cst_36 : f32
      linalg.yield %v_47 : f32
    } -> tensor<1x120x28x28xf32> loc("features.5.block.0.2")
    %cst_37 = arith.constant 0.000000000e+00 : f32 loc("features.5.block.1.0.pad")
    %padded_5 = tensor.pad %relu_8 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
      tensor.yield %cst_37 : f32
    } : tensor<1x120x28x28xf32> to tensor<1x120x32x32xf32> loc("features.5.block.1.0.pad")
    %collapsed_4 = tensor.collapse_shape %features.5.block.1.0.weight [[0], [1, 2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32> loc("features.5.block.1.0")
    %empty_45 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.1.0.init")
    %cst_38 = arith.constant 0.000000000e+00 : f32 loc("features.5.block.1.0.init")
    %fill_14 = linalg.fill ins(%cst_38 : f32) outs(%empty_45 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.5.block.1.0.init")
    %conv_15 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_5, %collapsed_4 : tensor<1x120x32x32xf32>, tensor<120x5x5xf32>) outs(%fill_14 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.5.block.1.0")
    %empty_46 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.1.1")
    %bn_13 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_15, %features.5.block.1.1.scale, %features.5.block.1.1.shift : tensor<1x120x28x28xf32>, tensor<120xf32>, tensor<120xf32>) outs(%empty_46 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_59: f32, %in_60: f32, %in_61: f32, %out_30: f32):
      %v_48 = arith.mulf %in_59, %in_60 : f32
      %v_49 = arith.addf %v_48, %in_61 : f32
      linalg.yield %v_49 : f32
    } -> tensor<1x120x28x28xf32> loc("features.5.block.1.1")
    %empty_47 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.1.2")
    %relu_9 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_13 : tensor<1x120x28x28xf32>) outs(%empty_47 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_62: f32, %out_31: f32):
      %cst_39 = arith.constant 0.000000000e+00 : f32
      %v_50 = arith.maximumf %in_62, %cst_39 : f32
      linalg.yield %v_50 : f32
    } -> tensor<1x120x28x28xf32> loc("features.5.block.1.2")
    %empty_48 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.5.block.2.avgpool.init")
    %cst_40 = arith.constant 0.000000000e+00 : f32 loc("features.5.block.2.avgpool.init")
    %fill_15 = linalg.fill ins(%cst_40 : f32) outs(%empty_48 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.5.block.2.avgpool.init")
    %empty_49 = tensor.empty() : tensor<28x28xf32> loc("features.5.block.2.avgpool")
    %pool_1 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[28, 28]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#2"} ins(%relu_9, %empty_49 : tensor<1x120x28x28xf32>, tensor<28x28xf32>) outs(%fill_15 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.5.block.2.avgpool")
    %empty_50 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.5.block.2.avgpool.div")
    %avg_1 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#2"} ins(%pool_1 : tensor<1x120x1x1xf32>) outs(%empty_50 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_63: f32, %out_32: f32):
      %cst_41 = arith.constant 7.840000000e+02 : f32
      %v_51 = arith.divf %in_63, %cst_41 : f32
      linalg.yield %v_51 : f32
    } -> tensor<1x120x1x1xf32> loc("features.5.block.2.avgpool.div")
    %empty_51 = tensor.empty() : tensor<1x32x1x1xf32> loc("features.5.block.2.fc1.bias")
    %bias_2 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.5.block.2.fc1.bias : tensor<32xf32>) outs(%empty_51 : tensor<1x32x1x1xf32>) {
    ^bb0(%in_64: f32, %out_33: f32):
      linalg.yield %in_64 : f32
    } -> tensor<1x32x1x1xf32> loc("features.5.block.2.fc1.bias")
    %conv_16 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_1, %features.5.block.2.fc1.weight : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%bias_2 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32> loc("features.5.block.2.fc1")
    %empty_52 = tensor.empty() : tensor<1x32x1x1xf32> loc("features.5.block.2.activation")
    %relu_10 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_16 : tensor<1x32x1x1xf32>) outs(%empty_52 : tensor<1x32x1x1xf32>) {
    ^bb0(%in_65: f32, %out_34: f32):
      %cst_42 = arith.constant 0.000000000e+00 : f32
      %v_52 = arith.maximumf %in_65, %cst_42 : f32
      linalg.yield %v_52 : f32
    } -> tensor<1x32x1x1xf32> loc("features.5.block.2.activation")
    %empty_53 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.5.block.2.fc2.bias")
    %bias_3 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.5.block.2.fc2.bias : tensor<120xf32>) outs(%empty_53 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_66: f32, %out_35: f32):
      linalg.yield %in_66 : f32
    } -> tensor<1x120x1x1xf32> loc("features.5.block.2.fc2.bias")
    %conv_17 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_10, %features.5.block.2.fc2.weight : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%bias_3 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.5.block.2.fc2")
    %empty_54 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.5.block.2.scale_activation")
    %hardsigmoid_1 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_17 : tensor<1x120x1x1xf32>) outs(%empty_54 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_67: f32, %out_36: f32):
      %cst_43 = arith.constant 3.000000000e+00 : f32
      %v_53 = arith.addf %in_67, %cst_43 : f32
      %cst_44 = arith.constant 0.000000000e+00 : f32
      %v_54 = arith.maximumf %v_53, %cst_44 : f32
      %cst_45 = arith.constant 6.000000000e+00 : f32
      %v_55 = arith.minimumf %v_54, %cst_45 : f32
      %cst_46 = arith.constant 6.000000000e+00 : f32
      %v_56 = arith.divf %v_55, %cst_46 : f32
      linalg.yield %v_56 : f32
    } -> tensor<1x120x1x1xf32> loc("features.5.block.2.scale_activation")
    %empty_55 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.5.block.2.mul")
    %mul_1 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_1, %relu_9 : tensor<1x120x1x1xf32>, tensor<1x120x28x28xf32>) outs(%empty_55 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_68: f32, %in_69: f32, %out_37: f32):
      %v_57 = arith.mulf %in_68, %in_69 : f32
      linalg.yield %v_57 : f32
    } -> tensor<1x120x28x28xf32> loc("features.5.block.2.mul")
    %empty_56 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.5.block.3.0.init")
    %cst_47 = arith.constant 0.000000000e+00 : f32 loc("features.5.block.3.0.init")
    %fill_16 = linalg.fill ins(%cst_47 : f32) outs(%empty_56 : tensor<1x40x28x28xf32>) -> tensor<1x40x28x28xf32> loc("features.5.block.3.0.init")
    %conv_18 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_1, %features.5.block.3.0.weight : tensor<1x120x28x28xf32>, tensor<40x120x1x1xf32>) outs(%fill_16 : tensor<1x40x28x28xf32>) -> tensor<1x40x28x28xf32> loc("features.5.block.3.0")
    %empty_57 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.5.block.3.1")
    %bn_14 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_18, %features.5.block.3.1.scale, %features.5.block.3.1.shift : tensor<1x40x28x28xf32>, tensor<40xf32>, tensor<40xf32>) outs(%empty_57 : tensor<1x40x28x28xf32>) {
    ^bb0(%in_70: f32, %in_71: f32, %in_72: f32, %out_38: f32):
      %v_58 = arith.mulf %in_70, %in_71 : f32
      %v_59 = arith.addf %v_58, %in_72 : f32
      linalg.yield %v_59 : f32
    } -> tensor<1x40x28x28xf32> loc("features.5.block.3.1")
    %empty_58 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.5.add")
    %add_2 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_14, %bn_11 : tensor<1x40x28x28xf32>, tensor<1x40x28x28xf32>) outs(%empty_58 : tensor<1x40x28x28xf32>) {
    ^bb0(%in_73: f32, %in_74: f32, %out_39: f32):
      %v_60 = arith.addf %in_73, %in_74 : f32
      linalg.yield %v_60 : f32
    } -> tensor<1x40x28x28xf32> loc("features.5.add")
    %empty_59 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.0.0.init")
    %cst_48 = arith.constant 0.000000000e+00 : f32 loc("features.6.block.0.0.init")
    %fill_17 = linalg.fill ins(%cst_48 : f32) outs(%empty_59 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.6.block.0.0.init")
    %conv_19 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_2, %features.6.block.0.0.weight : tensor<1x40x28x28xf32>, tensor<120x40x1x1xf32>) outs(%fill_17 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.6.block.0.0")
    %empty_60 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.0.1")
    %bn_15 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_19, %features.6.block.0.1.scale, %features.6.block.0.1.shift : tensor<1x120x28x28xf32>, tensor<120xf32>, tensor<120xf32>) outs(%empty_60 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_75: f32, %in_76: f32, %in_77: f32, %out_40: f32):
      %v_61 = arith.mulf %in_75, %in_76 : f32
      %v_62 = arith.addf %v_61, %in_77 : f32
      linalg.yield %v_62 : f32
    } -> tensor<1x120x28x28xf32> loc("features.6.block.0.1")
    %empty_61 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.0.2")
    %relu_11 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_15 : tensor<1x120x28x28xf32>) outs(%empty_61 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_78: f32, %out_41: f32):
      %cst_49 = arith.constant 0.000000000e+00 : f32
      %v_63 = arith.maximumf %in_78, %cst_49 : f32
      linalg.yield %v_63 : f32
    } -> tensor<1x120x28x28xf32> loc("features.6.block.0.2")
    %cst_50 = arith.constant 0.000000000e+00 : f32 loc("features.6.block.1.0.pad")
    %padded_6 = tensor.pad %relu_11 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
      tensor.yield %cst_50 : f32
    } : tensor<1x120x28x28xf32> to tensor<1x120x32x32xf32> loc("features.6.block.1.0.pad")
    %collapsed_5 = tensor.collapse_shape %features.6.block.1.0.weight [[0], [1, 2], [3]] : tensor<120x1x5x5xf32> into tensor<120x5x5xf32> loc("features.6.block.1.0")
    %empty_62 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.1.0.init")
    %cst_51 = arith.constant 0.000000000e+00 : f32 loc("features.6.block.1.0.init")
    %fill_18 = linalg.fill ins(%cst_51 : f32) outs(%empty_62 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.6.block.1.0.init")
    %conv_20 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_6, %collapsed_5 : tensor<1x120x32x32xf32>, tensor<120x5x5xf32>) outs(%fill_18 : tensor<1x120x28x28xf32>) -> tensor<1x120x28x28xf32> loc("features.6.block.1.0")
    %empty_63 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.1.1")
    %bn_16 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_20, %features.6.block.1.1.scale, %features.6.block.1.1.shift : tensor<1x120x28x28xf32>, tensor<120xf32>, tensor<120xf32>) outs(%empty_63 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_79: f32, %in_80: f32, %in_81: f32, %out_42: f32):
      %v_64 = arith.mulf %in_79, %in_80 : f32
      %v_65 = arith.addf %v_64, %in_81 : f32
      linalg.yield %v_65 : f32
    } -> tensor<1x120x28x28xf32> loc("features.6.block.1.1")
    %empty_64 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.1.2")
    %relu_12 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_16 : tensor<1x120x28x28xf32>) outs(%empty_64 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_82: f32, %out_43: f32):
      %cst_52 = arith.constant 0.000000000e+00 : f32
      %v_66 = arith.maximumf %in_82, %cst_52 : f32
      linalg.yield %v_66 : f32
    } -> tensor<1x120x28x28xf32> loc("features.6.block.1.2")
    %empty_65 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.6.block.2.avgpool.init")
    %cst_53 = arith.constant 0.000000000e+00 : f32 loc("features.6.block.2.avgpool.init")
    %fill_19 = linalg.fill ins(%cst_53 : f32) outs(%empty_65 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.6.block.2.avgpool.init")
    %empty_66 = tensor.empty() : tensor<28x28xf32> loc("features.6.block.2.avgpool")
    %pool_2 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[28, 28]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#3"} ins(%relu_12, %empty_66 : tensor<1x120x28x28xf32>, tensor<28x28xf32>) outs(%fill_19 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.6.block.2.avgpool")
    %empty_67 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.6.block.2.avgpool.div")
    %avg_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#3"} ins(%pool_2 : tensor<1x120x1x1xf32>) outs(%empty_67 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_83: f32, %out_44: f32):
      %cst_54 = arith.constant 7.840000000e+02 : f32
      %v_67 = arith.divf %in_83, %cst_54 : f32
      linalg.yield %v_67 : f32
    } -> tensor<1x120x1x1xf32> loc("features.6.block.2.avgpool.div")
    %empty_68 = tensor.empty() : tensor<1x32x1x1xf32> loc("features.6.block.2.fc1.bias")
    %bias_4 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.6.block.2.fc1.bias : tensor<32xf32>) outs(%empty_68 : tensor<1x32x1x1xf32>) {
    ^bb0(%in_84: f32, %out_45: f32):
      linalg.yield %in_84 : f32
    } -> tensor<1x32x1x1xf32> loc("features.6.block.2.fc1.bias")
    %conv_21 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_2, %features.6.block.2.fc1.weight : tensor<1x120x1x1xf32>, tensor<32x120x1x1xf32>) outs(%bias_4 : tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32> loc("features.6.block.2.fc1")
    %empty_69 = tensor.empty() : tensor<1x32x1x1xf32> loc("features.6.block.2.activation")
    %relu_13 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_21 : tensor<1x32x1x1xf32>) outs(%empty_69 : tensor<1x32x1x1xf32>) {
    ^bb0(%in_85: f32, %out_46: f32):
      %cst_55 = arith.constant 0.000000000e+00 : f32
      %v_68 = arith.maximumf %in_85, %cst_55 : f32
      linalg.yield %v_68 : f32
    } -> tensor<1x32x1x1xf32> loc("features.6.block.2.activation")
    %empty_70 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.6.block.2.fc2.bias")
    %bias_5 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.6.block.2.fc2.bias : tensor<120xf32>) outs(%empty_70 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_86: f32, %out_47: f32):
      linalg.yield %in_86 : f32
    } -> tensor<1x120x1x1xf32> loc("features.6.block.2.fc2.bias")
    %conv_22 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_13, %features.6.block.2.fc2.weight : tensor<1x32x1x1xf32>, tensor<120x32x1x1xf32>) outs(%bias_5 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.6.block.2.fc2")
    %empty_71 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.6.block.2.scale_activation")
    %hardsigmoid_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_22 : tensor<1x120x1x1xf32>) outs(%empty_71 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_87: f32, %out_48: f32):
      %cst_56 = arith.constant 3.000000000e+00 : f32
      %v_69 = arith.addf %in_87, %cst_56 : f32
      %cst_57 = arith.constant 0.000000000e+00 : f32
      %v_70 = arith.maximumf %v_69, %cst_57 : f32
      %cst_58 = arith.constant 6.000000000e+00 : f32
      %v_71 = arith.minimumf %v_70, %cst_58 : f32
      %cst_59 = arith.constant 6.000000000e+00 : f32
      %v_72 = arith.divf %v_71, %cst_59 : f32
      linalg.yield %v_72 : f32
    } -> tensor<1x120x1x1xf32> loc("features.6.block.2.scale_activation")
    %empty_72 = tensor.empty() : tensor<1x120x28x28xf32> loc("features.6.block.2.mul")
    %mul_2 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_2, %relu_12 : tensor<1x120x1x1xf32>, tensor<1x120x28x28xf32>) outs(%empty_72 : tensor<1x120x28x28xf32>) {
    ^bb0(%in_88: f32, %in_89: f32, %out_49: f32):
      %v_73 = arith.mulf %in_88, %in_89 : f32
      linalg.yield %v_73 : f32
    } -> tensor<1x120x28x28xf32> loc("features.6.block.2.mul")
    %empty_73 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.6.block.3.0.init")
    %cst_60 = arith.constant 0.000000000e+00 : f32 loc("features.6.block.3.0.init")
    %fill_20 = linalg.fill ins(%cst_60 : f32) outs(%empty_73 : tensor<1x40x28x28xf32>) -> tensor<1x40x28x28xf32> loc("features.6.block.3.0.init")
    %conv_23 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_2, %features.6.block.3.0.weight : tensor<1x120x28x28xf32>, tensor<40x120x1x1xf32>) outs(%fill_20 : tensor<1x40x28x28xf32>) -> tensor<1x40x28x28xf32> loc("features.6.block.3.0")
    %empty_74 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.6.block.3.1")
    %bn_17 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_23, %features.6.block.3.1.scale, %features.6.block.3.1.shift : tensor<1x40x28x28xf32>, tensor<40xf32>, tensor<40xf32>) outs(%empty_74 : tensor<1x40x28x28xf32>) {
    ^bb0(%in_90: f32, %in_91: f32, %in_92: f32, %out_50: f32):
      %v_74 = arith.mulf %in_90, %in_91 : f32
      %v_75 = arith.addf %v_74, %in_92 : f32
      linalg.yield %v_75 : f32
    } -> tensor<1x40x28x28xf32> loc("features.6.block.3.1")
    %empty_75 = tensor.empty() : tensor<1x40x28x28xf32> loc("features.6.add")
    %add_3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_17, %add_2 : tensor<1x40x28x28xf32>, tensor<1x40x28x28xf32>) outs(%empty_75 : tensor<1x40x28x28xf32>) {
    ^bb0(%in_93: f32, %in_94: f32, %out_51: f32):
      %v_76 = arith.addf %in_93, %in_94 : f32
      linalg.yield %v_76 : f32
    } -> tensor<1x40x28x28xf32> loc("features.6.add")
    %empty_76 = tensor.empty() : tensor<1x240x28x28xf32> loc("features.7.block.0.0.init")
    %cst_61 = arith.constant 0.000000000e+00 : f32 loc("features.7.block.0.0.init")
    %fill_21 = linalg.fill ins(%cst_61 : f32) outs(%empty_76 : tensor<1x240x28x28xf32>) -> tensor<1x240x28x28xf32> loc("features.7.block.0.0.init")
    %conv_24 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_3, %features.7.block.0.0.weight : tensor<1x40x28x28xf32>, tensor<240x40x1x1xf32>) outs(%fill_21 : tensor<1x240x28x28xf32>) -> tensor<1x240x28x28xf32> loc("features.7.block.0.0")
    %empty_77 = tensor.empty() : tensor<1x240x28x28xf32> loc("features.7.block.0.1")
    %bn_18 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_24, %features.7.block.0.1.scale, %features.7.block.0.1.shift : tensor<1x240x28x28xf32>, tensor<240xf32>, tensor<240xf32>) outs(%empty_77 : tensor<1x240x28x28xf32>) {
    ^bb0(%in_95: f32, %in_96: f32, %in_97: f32, %out_52: f32):
      %v_77 = arith.mulf %in_95, %in_96 : f32
      %v_78 = arith.addf %v_77, %in_97 : f32
      linalg.yield %v_78 : f32
    } -> tensor<1x240x28x28xf32> loc("features.7.block.0.1")
    %empty_78 = tensor.empty() : tensor<1x240x28x28xf32> loc("features.7.block.0.2")
    %hardswish_1 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_18 : tensor<1x240x28x28xf32>) outs(%empty_78 : tensor<1x240x28x28xf32>) {
    ^bb0(%in_98: f32, %out_53: f32):
      %cst_62 = arith.constant 3.000000000e+00 : f32
      %v_79 = arith.addf %in_98, %cst_62 : f32
      %cst_63 = arith.constant 0.000000000e+00 : f32
      %v_80 = arith.maximumf %v_79, %cst_63 : f32
      %cst_64 = arith.constant 6.000000000e+00 : f32
      %v_81 = arith.minimumf %v_80, %cst_64 : f32
      %cst_65 = arith.constant 6.000000000e+00 : f32
      %v_82 = arith.divf %v_81, %cst_65 : f32
      %v_83 = arith.mulf %in_98, %v_82 : f32
      linalg.yield %v_83 : f32
    } -> tensor<1x240x28x28xf32> loc("features.7.block.0.2")
    %cst_66 = arith.constant 0.000000000e+00 : f32 loc("features.7.block.1.0.pad")
    %padded_7 = tensor.pad %hardswish_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
      tensor.yield %cst_66 : f32
    } : tensor<1x240x28x28xf32> to tensor<1x240x30x30xf32> loc("features.7.block.1.0.pad")
    %collapsed_6 = tensor.collapse_shape %features.7.block.1.0.weight [[0], [1, 2], [3]] : tensor<240x1x3x3xf32> into tensor<240x3x3xf32> loc("features.7.block.1.0")
    %empty_79 = tensor.empty() : tensor<1x240x14x14xf32> loc("features.7.block.1.0.init")
    %cst_67 = arith.constant 0.000000000e+00 : f32 loc("features.7.block.1.0.init")
    %fill_22 = linalg.fill ins(%cst_67 : f32) outs(%empty_79 : tensor<1x240x14x14xf32>) -> tensor<1x240x14x14xf32> loc("features.7.block.1.0.init")
    %conv_25 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_7, %collapsed_6 : tensor<1x240x30x30xf32>, tensor<240x3x3xf32>) outs(%fill_22 : tensor<1x240x14x14xf32>) -> tensor<1x240x14x14xf32> loc("features.7.block.1.0")
    %empty_80 = tensor.empty() : tensor<1x240x14x14xf32> loc("features.7.block.1.1")
    %bn_19 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_25, %features.7.block.1.1.scale, %features.7.block.1.1.shift : tensor<1x240x14x14xf32>, tensor<240xf32>, tensor<240xf32>) outs(%empty_80 : tensor<1x240x14x14xf32>) {
    ^bb0(%in_99: f32, %in_100: f32, %in_101: f32, %out_54: f32):
      %v_84 = arith.mulf %in_99, %in_100 : f32
      %v_85 = arith.addf %v_84, %in_101 : f32
      linalg.yield %v_85 : f32
    } -> tensor<1x240x14x14xf32> loc("features.7.block.1.1")
    %empty_81 = tensor.empty() : tensor<1x240x14x14xf32> loc("features.7.block.1.2")
    %hardswish_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_19 : tensor<1x240x14x14xf32>) outs(%empty_81 : tensor<1x240x14x14xf32>) {
    ^bb0(%in_102: f32, %out_55: f32):
      %cst_68 = arith.constant 3.000000000e+00 : f32
      %v_86 = arith.addf %in_102, %cst_68 : f32
      %cst_69 = arith.constant 0.000000000e+00 : f32
      %v_87 = arith.maximumf %v_86, %cst_69 : f32
      %cst_70 = arith.constant 6.000000000e+00 : f32
      %v_88 = arith.minimumf %v_87, %cst_70 : f32
      %cst_71 = arith.constant 6.000000000e+00 : f32
      %v_89 = arith.divf %v_88, %cst_71 : f32
      %v_90 = arith.mulf %in_102, %v_89 : f32
      linalg.yield %v_90 : f32
    } -> tensor<1x240x14x14xf32> loc("features.7.block.1.2")
    %empty_82 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.7.block.2.0.init")
    %cst_72 = arith.constant 0.000000000e+00 : f32 loc("features.7.block.2.0.init")
    %fill_23 = linalg.fill ins(%cst_72 : f32) outs(%empty_82 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.7.block.2.0.init")
    %conv_26 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%hardswish_2, %features.7.block.2.0.weight : tensor<1x240x14x14xf32>, tensor<80x240x1x1xf32>) outs(%fill_23 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.7.block.2.0")
    %empty_83 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.7.block.2.1")
    %bn_20 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_26, %features.7.block.2.1.scale, %features.7.block.2.1.shift : tensor<1x80x14x14xf32>, tensor<80xf32>, tensor<80xf32>) outs(%empty_83 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_103: f32, %in_104: f32, %in_105: f32, %out_56: f32):
      %v_91 = arith.mulf %in_103, %in_104 : f32
      %v_92 = arith.addf %v_91, %in_105 : f32
      linalg.yield %v_92 : f32
    } -> tensor<1x80x14x14xf32> loc("features.7.block.2.1")
    %empty_84 = tensor.empty() : tensor<1x200x14x14xf32> loc("features.8.block.0.0.init")
    %cst_73 = arith.constant 0.000000000e+00 : f32 loc("features.8.block.0.0.init")
    %fill_24 = linalg.fill ins(%cst_73 : f32) outs(%empty_84 : tensor<1x200x14x14xf32>) -> tensor<1x200x14x14xf32> loc("features.8.block.0.0.init")
    %conv_27 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_20, %features.8.block.0.0.weight : tensor<1x80x14x14xf32>, tensor<200x80x1x1xf32>) outs(%fill_24 : tensor<1x200x14x14xf32>) -> tensor<1x200x14x14xf32> loc("features.8.block.0.0")
    %empty_85 = tensor.empty() : tensor<1x200x14x14xf32> loc("features.8.block.0.1")
    %bn_21 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_27, %features.8.block.0.1.scale, %features.8.block.0.1.shift : tensor<1x200x14x14xf32>, tensor<200xf32>, tensor<200xf32>) outs(%empty_85 : tensor<1x200x14x14xf32>) {
    ^bb0(%in_106: f32, %in_107: f32, %in_108: f32, %out_57: f32):
      %v_93 = arith.mulf %in_106, %in_107 : f32
      %v_94 = arith.addf %v_93, %in_108 : f32
      linalg.yield %v_94 : f32
    } -> tensor<1x200x14x14xf32> loc("features.8.block.0.1")
    %empty_86 = tensor.empty() : tensor<1x200x14x14xf32> loc("features.8.block.0.2")
    %hardswish_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_21 : tensor<1x200x14x14xf32>) outs(%empty_86 : tensor<1x200x14x14xf32>) {
    ^bb0(%in_109: f32, %out_58: f32):
      %cst_74 = arith.constant 3.000000000e+00 : f32
      %v_95 = arith.addf %in_109, %cst_74 : f32
      %cst_75 = arith.constant 0.000000000e+00 : f32
      %v_96 = arith.maximumf %v_95, %cst_75 : f32
      %cst_76 = arith.constant 6.000000000e+00 : f32
      %v_97 = arith.minimumf %v_96, %cst_76 : f32
      %cst_77 = arith.constant 6.000000000e+00 : f32
      %v_98 = arith.divf %v_97, %cst_77 : f32
      %v_99 = arith.mulf %in_109, %v_98 : f32
      linalg.yield %v_99 : f32
    } -> tensor<1x200x14x14xf32> loc("features.8.block.0.2")
    %cst_78 = arith.constant 0.000000000e+00 : f32 loc("features.8.block.1.0.pad")
    %padded_8 = tensor.pad %hardswish_3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
      tensor.yield %cst_78 : f32
    } : tensor<1x200x14x14xf32> to tensor<1x200x16x16xf32> loc("features.8.block.1.0.pad")
    %collapsed_7 = tensor.collapse_shape %features.8.block.1.0.weight [[0], [1, 2], [3]] : tensor<200x1x3x3xf32> into tensor<200x3x3xf32> loc("features.8.block.1.0")
    %empty_87 = tensor.empty() : tensor<1x200x14x14xf32> loc("features.8.block.1.0.init")
    %cst_79 = arith.constant 0.000000000e+00 : f32 loc("features.8.block.1.0.init")
    %fill_25 = linalg.fill ins(%cst_79 : f32) outs(%empty_87 : tensor<1x200x14x14xf32>) -> tensor<1x200x14x14xf32> loc("features.8.block.1.0.init")
    %conv_28 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_8, %collapsed_7 : tensor<1x200x16x16xf32>, tensor<200x3x3xf32>) outs(%fill_25 : tensor<1x200x14x14xf32>) -> tensor<1x200x14x14xf32> loc("features.8.block.1.0")
    %empty_88 = tensor.empty() : tensor<1x200x14x14xf32> loc("features.8.block.1.1")
    %bn_22 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_28, %features.8.block.1.1.scale, %features.8.block.1.1.shift : tensor<1x200x14x14xf32>, tensor<200xf32>, tensor<200xf32>) outs(%empty_88 : tensor<1x200x14x14xf32>) {
    ^bb0(%in_110: f32, %in_111: f32, %in_112: f32, %out_59: f32):
      %v_100 = arith.mulf %in_110, %in_111 : f32
      %v_101 = arith.addf %v_100, %in_112 : f32
      linalg.yield %v_101 : f32
    } -> tensor<1x200x14x14xf32> loc("features.8.block.1.1")
    %empty_89 = tensor.empty() : tensor<1x200x14x14xf32> loc("features.8.block.1.2")
    %hardswish_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_22 : tensor<1x200x14x14xf32>) outs(%empty_89 : tensor<1x200x14x14xf32>) {
    ^bb0(%in_113: f32, %out_60: f32):
      %cst_80 = arith.constant 3.000000000e+00 : f32
      %v_102 = arith.addf %in_113, %cst_80 : f32
      %cst_81 = arith.constant 0.000000000e+00 : f32
      %v_103 = arith.maximumf %v_102, %cst_81 : f32
      %cst_82 = arith.constant 6.000000000e+00 : f32
      %v_104 = arith.minimumf %v_103, %cst_82 : f32
      %cst_83 = arith.constant 6.000000000e+00 : f32
      %v_105 = arith.divf %v_104, %cst_83 : f32
      %v_106 = arith.mulf %in_113, %v_105 : f32
      linalg.yield %v_106 : f32
    } -> tensor<1x200x14x14xf32> loc("features.8.block.1.2")
    %empty_90 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.8.block.2.0.init")
    %cst_84 = arith.constant 0.000000000e+00 : f32 loc("features.8.block.2.0.init")
    %fill_26 = linalg.fill ins(%cst_84 : f32) outs(%empty_90 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.8.block.2.0.init")
    %conv_29 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%hardswish_4, %features.8.block.2.0.weight : tensor<1x200x14x14xf32>, tensor<80x200x1x1xf32>) outs(%fill_26 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.8.block.2.0")
    %empty_91 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.8.block.2.1")
    %bn_23 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_29, %features.8.block.2.1.scale, %features.8.block.2.1.shift : tensor<1x80x14x14xf32>, tensor<80xf32>, tensor<80xf32>) outs(%empty_91 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_114: f32, %in_115: f32, %in_116: f32, %out_61: f32):
      %v_107 = arith.mulf %in_114, %in_115 : f32
      %v_108 = arith.addf %v_107, %in_116 : f32
      linalg.yield %v_108 : f32
    } -> tensor<1x80x14x14xf32> loc("features.8.block.2.1")
    %empty_92 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.8.add")
    %add_4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_23, %bn_20 : tensor<1x80x14x14xf32>, tensor<1x80x14x14xf32>) outs(%empty_92 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_117: f32, %in_118: f32, %out_62: f32):
      %v_109 = arith.addf %in_117, %in_118 : f32
      linalg.yield %v_109 : f32
    } -> tensor<1x80x14x14xf32> loc("features.8.add")
    %empty_93 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.9.block.0.0.init")
    %cst_85 = arith.constant 0.000000000e+00 : f32 loc("features.9.block.0.0.init")
    %fill_27 = linalg.fill ins(%cst_85 : f32) outs(%empty_93 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.9.block.0.0.init")
    %conv_30 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_4, %features.9.block.0.0.weight : tensor<1x80x14x14xf32>, tensor<184x80x1x1xf32>) outs(%fill_27 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.9.block.0.0")
    %empty_94 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.9.block.0.1")
    %bn_24 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_30, %features.9.block.0.1.scale, %features.9.block.0.1.shift : tensor<1x184x14x14xf32>, tensor<184xf32>, tensor<184xf32>) outs(%empty_94 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_119: f32, %in_120: f32, %in_121: f32, %out_63: f32):
      %v_110 = arith.mulf %in_119, %in_120 : f32
      %v_111 = arith.addf %v_110, %in_121 : f32
      linalg.yield %v_111 : f32
    } -> tensor<1x184x14x14xf32> loc("features.9.block.0.1")
    %empty_95 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.9.block.0.2")
    %hardswish_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_24 : tensor<1x184x14x14xf32>) outs(%empty_95 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_122: f32, %out_64: f32):
      %cst_86 = arith.constant 3.000000000e+00 : f32
      %v_112 = arith.addf %in_122, %cst_86 : f32
      %cst_87 = arith.constant 0.000000000e+00 : f32
      %v_113 = arith.maximumf %v_112, %cst_87 : f32
      %cst_88 = arith.constant 6.000000000e+00 : f32
      %v_114 = arith.minimumf %v_113, %cst_88 : f32
      %cst_89 = arith.constant 6.000000000e+00 : f32
      %v_115 = arith.divf %v_114, %cst_89 : f32
      %v_116 = arith.mulf %in_122, %v_115 : f32
      linalg.yield %v_116 : f32
    } -> tensor<1x184x14x14xf32> loc("features.9.block.0.2")
    %cst_90 = arith.constant 0.000000000e+00 : f32 loc("features.9.block.1.0.pad")
    %padded_9 = tensor.pad %hardswish_5 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
      tensor.yield %cst_90 : f32
    } : tensor<1x184x14x14xf32> to tensor<1x184x16x16xf32> loc("features.9.block.1.0.pad")
    %collapsed_8 = tensor.collapse_shape %features.9.block.1.0.weight [[0], [1, 2], [3]] : tensor<184x1x3x3xf32> into tensor<184x3x3xf32> loc("features.9.block.1.0")
    %empty_96 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.9.block.1.0.init")
    %cst_91 = arith.constant 0.000000000e+00 : f32 loc("features.9.block.1.0.init")
    %fill_28 = linalg.fill ins(%cst_91 : f32) outs(%empty_96 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.9.block.1.0.init")
    %conv_31 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_9, %collapsed_8 : tensor<1x184x16x16xf32>, tensor<184x3x3xf32>) outs(%fill_28 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.9.block.1.0")
    %empty_97 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.9.block.1.1")
    %bn_25 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_31, %features.9.block.1.1.scale, %features.9.block.1.1.shift : tensor<1x184x14x14xf32>, tensor<184xf32>, tensor<184xf32>) outs(%empty_97 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_123: f32, %in_124: f32, %in_125: f32, %out_65: f32):
      %v_117 = arith.mulf %in_123, %in_124 : f32
      %v_118 = arith.addf %v_117, %in_125 : f32
      linalg.yield %v_118 : f32
    } -> tensor<1x184x14x14xf32> loc("features.9.block.1.1")
    %empty_98 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.9.block.1.2")
    %hardswish_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_25 : tensor<1x184x14x14xf32>) outs(%empty_98 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_126: f32, %out_66: f32):
      %cst_92 = arith.constant 3.000000000e+00 : f32
      %v_119 = arith.addf %in_126, %cst_92 : f32
      %cst_93 = arith.constant 0.000000000e+00 : f32
      %v_120 = arith.maximumf %v_119, %cst_93 : f32
      %cst_94 = arith.constant 6.000000000e+00 : f32
      %v_121 = arith.minimumf %v_120, %cst_94 : f32
      %cst_95 = arith.constant 6.000000000e+00 : f32
      %v_122 = arith.divf %v_121, %cst_95 : f32
      %v_123 = arith.mulf %in_126, %v_122 : f32
      linalg.yield %v_123 : f32
    } -> tensor<1x184x14x14xf32> loc("features.9.block.1.2")
    %empty_99 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.9.block.2.0.init")
    %cst_96 = arith.constant 0.000000000e+00 : f32 loc("features.9.block.2.0.init")
    %fill_29 = linalg.fill ins(%cst_96 : f32) outs(%empty_99 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.9.block.2.0.init")
    %conv_32 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%hardswish_6, %features.9.block.2.0.weight : tensor<1x184x14x14xf32>, tensor<80x184x1x1xf32>) outs(%fill_29 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.9.block.2.0")
    %empty_100 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.9.block.2.1")
    %bn_26 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_32, %features.9.block.2.1.scale, %features.9.block.2.1.shift : tensor<1x80x14x14xf32>, tensor<80xf32>, tensor<80xf32>) outs(%empty_100 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_127: f32, %in_128: f32, %in_129: f32, %out_67: f32):
      %v_124 = arith.mulf %in_127, %in_128 : f32
      %v_125 = arith.addf %v_124, %in_129 : f32
      linalg.yield %v_125 : f32
    } -> tensor<1x80x14x14xf32> loc("features.9.block.2.1")
    %empty_101 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.9.add")
    %add_5 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_26, %add_4 : tensor<1x80x14x14xf32>, tensor<1x80x14x14xf32>) outs(%empty_101 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_130: f32, %in_131: f32, %out_68: f32):
      %v_126 = arith.addf %in_130, %in_131 : f32
      linalg.yield %v_126 : f32
    } -> tensor<1x80x14x14xf32> loc("features.9.add")
    %empty_102 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.10.block.0.0.init")
    %cst_97 = arith.constant 0.000000000e+00 : f32 loc("features.10.block.0.0.init")
    %fill_30 = linalg.fill ins(%cst_97 : f32) outs(%empty_102 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.10.block.0.0.init")
    %conv_33 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_5, %features.10.block.0.0.weight : tensor<1x80x14x14xf32>, tensor<184x80x1x1xf32>) outs(%fill_30 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.10.block.0.0")
    %empty_103 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.10.block.0.1")
    %bn_27 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_33, %features.10.block.0.1.scale, %features.10.block.0.1.shift : tensor<1x184x14x14xf32>, tensor<184xf32>, tensor<184xf32>) outs(%empty_103 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_132: f32, %in_133: f32, %in_134: f32, %out_69: f32):
      %v_127 = arith.mulf %in_132, %in_133 : f32
      %v_128 = arith.addf %v_127, %in_134 : f32
      linalg.yield %v_128 : f32
    } -> tensor<1x184x14x14xf32> loc("features.10.block.0.1")
    %empty_104 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.10.block.0.2")
    %hardswish_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_27 : tensor<1x184x14x14xf32>) outs(%empty_104 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_135: f32, %out_70: f32):
      %cst_98 = arith.constant 3.000000000e+00 : f32
      %v_129 = arith.addf %in_135, %cst_98 : f32
      %cst_99 = arith.constant 0.000000000e+00 : f32
      %v_130 = arith.maximumf %v_129, %cst_99 : f32
      %cst_100 = arith.constant 6.000000000e+00 : f32
      %v_131 = arith.minimumf %v_130, %cst_100 : f32
      %cst_101 = arith.constant 6.000000000e+00 : f32
      %v_132 = arith.divf %v_131, %cst_101 : f32
      %v_133 = arith.mulf %in_135, %v_132 : f32
      linalg.yield %v_133 : f32
    } -> tensor<1x184x14x14xf32> loc("features.10.block.0.2")
    %cst_102 = arith.constant 0.000000000e+00 : f32 loc("features.10.block.1.0.pad")
    %padded_10 = tensor.pad %hardswish_7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
      tensor.yield %cst_102 : f32
    } : tensor<1x184x14x14xf32> to tensor<1x184x16x16xf32> loc("features.10.block.1.0.pad")
    %collapsed_9 = tensor.collapse_shape %features.10.block.1.0.weight [[0], [1, 2], [3]] : tensor<184x1x3x3xf32> into tensor<184x3x3xf32> loc("features.10.block.1.0")
    %empty_105 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.10.block.1.0.init")
    %cst_103 = arith.constant 0.000000000e+00 : f32 loc("features.10.block.1.0.init")
    %fill_31 = linalg.fill ins(%cst_103 : f32) outs(%empty_105 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.10.block.1.0.init")
    %conv_34 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_10, %collapsed_9 : tensor<1x184x16x16xf32>, tensor<184x3x3xf32>) outs(%fill_31 : tensor<1x184x14x14xf32>) -> tensor<1x184x14x14xf32> loc("features.10.block.1.0")
    %empty_106 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.10.block.1.1")
    %bn_28 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_34, %features.10.block.1.1.scale, %features.10.block.1.1.shift : tensor<1x184x14x14xf32>, tensor<184xf32>, tensor<184xf32>) outs(%empty_106 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_136: f32, %in_137: f32, %in_138: f32, %out_71: f32):
      %v_134 = arith.mulf %in_136, %in_137 : f32
      %v_135 = arith.addf %v_134, %in_138 : f32
      linalg.yield %v_135 : f32
    } -> tensor<1x184x14x14xf32> loc("features.10.block.1.1")
    %empty_107 = tensor.empty() : tensor<1x184x14x14xf32> loc("features.10.block.1.2")
    %hardswish_8 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_28 : tensor<1x184x14x14xf32>) outs(%empty_107 : tensor<1x184x14x14xf32>) {
    ^bb0(%in_139: f32, %out_72: f32):
      %cst_104 = arith.constant 3.000000000e+00 : f32
      %v_136 = arith.addf %in_139, %cst_104 : f32
      %cst_105 = arith.constant 0.000000000e+00 : f32
      %v_137 = arith.maximumf %v_136, %cst_105 : f32
      %cst_106 = arith.constant 6.000000000e+00 : f32
      %v_138 = arith.minimumf %v_137, %cst_106 : f32
      %cst_107 = arith.constant 6.000000000e+00 : f32
      %v_139 = arith.divf %v_138, %cst_107 : f32
      %v_140 = arith.mulf %in_139, %v_139 : f32
      linalg.yield %v_140 : f32
    } -> tensor<1x184x14x14xf32> loc("features.10.block.1.2")
    %empty_108 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.10.block.2.0.init")
    %cst_108 = arith.constant 0.000000000e+00 : f32 loc("features.10.block.2.0.init")
    %fill_32 = linalg.fill ins(%cst_108 : f32) outs(%empty_108 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.10.block.2.0.init")
    %conv_35 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%hardswish_8, %features.10.block.2.0.weight : tensor<1x184x14x14xf32>, tensor<80x184x1x1xf32>) outs(%fill_32 : tensor<1x80x14x14xf32>) -> tensor<1x80x14x14xf32> loc("features.10.block.2.0")
    %empty_109 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.10.block.2.1")
    %bn_29 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_35, %features.10.block.2.1.scale, %features.10.block.2.1.shift : tensor<1x80x14x14xf32>, tensor<80xf32>, tensor<80xf32>) outs(%empty_109 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_140: f32, %in_141: f32, %in_142: f32, %out_73: f32):
      %v_141 = arith.mulf %in_140, %in_141 : f32
      %v_142 = arith.addf %v_141, %in_142 : f32
      linalg.yield %v_142 : f32
    } -> tensor<1x80x14x14xf32> loc("features.10.block.2.1")
    %empty_110 = tensor.empty() : tensor<1x80x14x14xf32> loc("features.10.add")
    %add_6 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_29, %add_5 : tensor<1x80x14x14xf32>, tensor<1x80x14x14xf32>) outs(%empty_110 : tensor<1x80x14x14xf32>) {
    ^bb0(%in_143: f32, %in_144: f32, %out_74: f32):
      %v_143 = arith.addf %in_143, %in_144 : f32
      linalg.yield %v_143 : f32
    } -> tensor<1x80x14x14xf32> loc("features.10.add")
    %empty_111 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.0.0.init")
    %cst_109 = arith.constant 0.000000000e+00 : f32 loc("features.11.block.0.0.init")
    %fill_33 = linalg.fill ins(%cst_109 : f32) outs(%empty_111 : tensor<1x480x14x14xf32>) -> tensor<1x480x14x14xf32> loc("features.11.block.0.0.init")
    %conv_36 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_6, %features.11.block.0.0.weight : tensor<1x80x14x14xf32>, tensor<480x80x1x1xf32>) outs(%fill_33 : tensor<1x480x14x14xf32>) -> tensor<1x480x14x14xf32> loc("features.11.block.0.0")
    %empty_112 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.0.1")
    %bn_30 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_36, %features.11.block.0.1.scale, %features.11.block.0.1.shift : tensor<1x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>) outs(%empty_112 : tensor<1x480x14x14xf32>) {
    ^bb0(%in_145: f32, %in_146: f32, %in_147: f32, %out_75: f32):
      %v_144 = arith.mulf %in_145, %in_146 : f32
      %v_145 = arith.addf %v_144, %in_147 : f32
      linalg.yield %v_145 : f32
    } -> tensor<1x480x14x14xf32> loc("features.11.block.0.1")
    %empty_113 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.0.2")
    %hardswish_9 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_30 : tensor<1x480x14x14xf32>) outs(%empty_113 : tensor<1x480x14x14xf32>) {
    ^bb0(%in_148: f32, %out_76: f32):
      %cst_110 = arith.constant 3.000000000e+00 : f32
      %v_146 = arith.addf %in_148, %cst_110 : f32
      %cst_111 = arith.constant 0.000000000e+00 : f32
      %v_147 = arith.maximumf %v_146, %cst_111 : f32
      %cst_112 = arith.constant 6.000000000e+00 : f32
      %v_148 = arith.minimumf %v_147, %cst_112 : f32
      %cst_113 = arith.constant 6.000000000e+00 : f32
      %v_149 = arith.divf %v_148, %cst_113 : f32
      %v_150 = arith.mulf %in_148, %v_149 : f32
      linalg.yield %v_150 : f32
    } -> tensor<1x480x14x14xf32> loc("features.11.block.0.2")
    %cst_114 = arith.constant 0.000000000e+00 : f32 loc("features.11.block.1.0.pad")
    %padded_11 = tensor.pad %hardswish_9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
      tensor.yield %cst_114 : f32
    } : tensor<1x480x14x14xf32> to tensor<1x480x16x16xf32> loc("features.11.block.1.0.pad")
    %collapsed_10 = tensor.collapse_shape %features.11.block.1.0.weight [[0], [1, 2], [3]] : tensor<480x1x3x3xf32> into tensor<480x3x3xf32> loc("features.11.block.1.0")
    %empty_114 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.1.0.init")
    %cst_115 = arith.constant 0.000000000e+00 : f32 loc("features.11.block.1.0.init")
    %fill_34 = linalg.fill ins(%cst_115 : f32) outs(%empty_114 : tensor<1x480x14x14xf32>) -> tensor<1x480x14x14xf32> loc("features.11.block.1.0.init")
    %conv_37 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_11, %collapsed_10 : tensor<1x480x16x16xf32>, tensor<480x3x3xf32>) outs(%fill_34 : tensor<1x480x14x14xf32>) -> tensor<1x480x14x14xf32> loc("features.11.block.1.0")
    %empty_115 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.1.1")
    %bn_31 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_37, %features.11.block.1.1.scale, %features.11.block.1.1.shift : tensor<1x480x14x14xf32>, tensor<480xf32>, tensor<480xf32>) outs(%empty_115 : tensor<1x480x14x14xf32>) {
    ^bb0(%in_149: f32, %in_150: f32, %in_151: f32, %out_77: f32):
      %v_151 = arith.mulf %in_149, %in_150 : f32
      %v_152 = arith.addf %v_151, %in_151 : f32
      linalg.yield %v_152 : f32
    } -> tensor<1x480x14x14xf32> loc("features.11.block.1.1")
    %empty_116 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.1.2")
    %hardswish_10 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_31 : tensor<1x480x14x14xf32>) outs(%empty_116 : tensor<1x480x14x14xf32>) {
    ^bb0(%in_152: f32, %out_78: f32):
      %cst_116 = arith.constant 3.000000000e+00 : f32
      %v_153 = arith.addf %in_152, %cst_116 : f32
      %cst_117 = arith.constant 0.000000000e+00 : f32
      %v_154 = arith.maximumf %v_153, %cst_117 : f32
      %cst_118 = arith.constant 6.000000000e+00 : f32
      %v_155 = arith.minimumf %v_154, %cst_118 : f32
      %cst_119 = arith.constant 6.000000000e+00 : f32
      %v_156 = arith.divf %v_155, %cst_119 : f32
      %v_157 = arith.mulf %in_152, %v_156 : f32
      linalg.yield %v_157 : f32
    } -> tensor<1x480x14x14xf32> loc("features.11.block.1.2")
    %empty_117 = tensor.empty() : tensor<1x480x1x1xf32> loc("features.11.block.2.avgpool.init")
    %cst_120 = arith.constant 0.000000000e+00 : f32 loc("features.11.block.2.avgpool.init")
    %fill_35 = linalg.fill ins(%cst_120 : f32) outs(%empty_117 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32> loc("features.11.block.2.avgpool.init")
    %empty_118 = tensor.empty() : tensor<14x14xf32> loc("features.11.block.2.avgpool")
    %pool_3 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[14, 14]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#4"} ins(%hardswish_10, %empty_118 : tensor<1x480x14x14xf32>, tensor<14x14xf32>) outs(%fill_35 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32> loc("features.11.block.2.avgpool")
    %empty_119 = tensor.empty() : tensor<1x480x1x1xf32> loc("features.11.block.2.avgpool.div")
    %avg_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#4"} ins(%pool_3 : tensor<1x480x1x1xf32>) outs(%empty_119 : tensor<1x480x1x1xf32>) {
    ^bb0(%in_153: f32, %out_79: f32):
      %cst_121 = arith.constant 1.960000000e+02 : f32
      %v_158 = arith.divf %in_153, %cst_121 : f32
      linalg.yield %v_158 : f32
    } -> tensor<1x480x1x1xf32> loc("features.11.block.2.avgpool.div")
    %empty_120 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.11.block.2.fc1.bias")
    %bias_6 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.11.block.2.fc1.bias : tensor<120xf32>) outs(%empty_120 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_154: f32, %out_80: f32):
      linalg.yield %in_154 : f32
    } -> tensor<1x120x1x1xf32> loc("features.11.block.2.fc1.bias")
    %conv_38 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_3, %features.11.block.2.fc1.weight : tensor<1x480x1x1xf32>, tensor<120x480x1x1xf32>) outs(%bias_6 : tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32> loc("features.11.block.2.fc1")
    %empty_121 = tensor.empty() : tensor<1x120x1x1xf32> loc("features.11.block.2.activation")
    %relu_14 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_38 : tensor<1x120x1x1xf32>) outs(%empty_121 : tensor<1x120x1x1xf32>) {
    ^bb0(%in_155: f32, %out_81: f32):
      %cst_122 = arith.constant 0.000000000e+00 : f32
      %v_159 = arith.maximumf %in_155, %cst_122 : f32
      linalg.yield %v_159 : f32
    } -> tensor<1x120x1x1xf32> loc("features.11.block.2.activation")
    %empty_122 = tensor.empty() : tensor<1x480x1x1xf32> loc("features.11.block.2.fc2.bias")
    %bias_7 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.11.block.2.fc2.bias : tensor<480xf32>) outs(%empty_122 : tensor<1x480x1x1xf32>) {
    ^bb0(%in_156: f32, %out_82: f32):
      linalg.yield %in_156 : f32
    } -> tensor<1x480x1x1xf32> loc("features.11.block.2.fc2.bias")
    %conv_39 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_14, %features.11.block.2.fc2.weight : tensor<1x120x1x1xf32>, tensor<480x120x1x1xf32>) outs(%bias_7 : tensor<1x480x1x1xf32>) -> tensor<1x480x1x1xf32> loc("features.11.block.2.fc2")
    %empty_123 = tensor.empty() : tensor<1x480x1x1xf32> loc("features.11.block.2.scale_activation")
    %hardsigmoid_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_39 : tensor<1x480x1x1xf32>) outs(%empty_123 : tensor<1x480x1x1xf32>) {
    ^bb0(%in_157: f32, %out_83: f32):
      %cst_123 = arith.constant 3.000000000e+00 : f32
      %v_160 = arith.addf %in_157, %cst_123 : f32
      %cst_124 = arith.constant 0.000000000e+00 : f32
      %v_161 = arith.maximumf %v_160, %cst_124 : f32
      %cst_125 = arith.constant 6.000000000e+00 : f32
      %v_162 = arith.minimumf %v_161, %cst_125 : f32
      %cst_126 = arith.constant 6.000000000e+00 : f32
      %v_163 = arith.divf %v_162, %cst_126 : f32
      linalg.yield %v_163 : f32
    } -> tensor<1x480x1x1xf32> loc("features.11.block.2.scale_activation")
    %empty_124 = tensor.empty() : tensor<1x480x14x14xf32> loc("features.11.block.2.mul")
    %mul_3 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_3, %hardswish_10 : tensor<1x480x1x1xf32>, tensor<1x480x14x14xf32>) outs(%empty_124 : tensor<1x480x14x14xf32>) {
    ^bb0(%in_158: f32, %in_159: f32, %out_84: f32):
      %v_164 = arith.mulf %in_158, %in_159 : f32
      linalg.yield %v_164 : f32
    } -> tensor<1x480x14x14xf32> loc("features.11.block.2.mul")
    %empty_125 = tensor.empty() : tensor<1x112x14x14xf32> loc("features.11.block.3.0.init")
    %cst_127 = arith.constant 0.000000000e+00 : f32 loc("features.11.block.3.0.init")
    %fill_36 = linalg.fill ins(%cst_127 : f32) outs(%empty_125 : tensor<1x112x14x14xf32>) -> tensor<1x112x14x14xf32> loc("features.11.block.3.0.init")
    %conv_40 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_3, %features.11.block.3.0.weight : tensor<1x480x14x14xf32>, tensor<112x480x1x1xf32>) outs(%fill_36 : tensor<1x112x14x14xf32>) -> tensor<1x112x14x14xf32> loc("features.11.block.3.0")
    %empty_126 = tensor.empty() : tensor<1x112x14x14xf32> loc("features.11.block.3.1")
    %bn_32 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_40, %features.11.block.3.1.scale, %features.11.block.3.1.shift : tensor<1x112x14x14xf32>, tensor<112xf32>, tensor<112xf32>) outs(%empty_126 : tensor<1x112x14x14xf32>) {
    ^bb0(%in_160: f32, %in_161: f32, %in_162: f32, %out_85: f32):
      %v_165 = arith.mulf %in_160, %in_161 : f32
      %v_166 = arith.addf %v_165, %in_162 : f32
      linalg.yield %v_166 : f32
    } -> tensor<1x112x14x14xf32> loc("features.11.block.3.1")
    %empty_127 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.0.0.init")
    %cst_128 = arith.constant 0.000000000e+00 : f32 loc("features.12.block.0.0.init")
    %fill_37 = linalg.fill ins(%cst_128 : f32) outs(%empty_127 : tensor<1x672x14x14xf32>) -> tensor<1x672x14x14xf32> loc("features.12.block.0.0.init")
    %conv_41 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_32, %features.12.block.0.0.weight : tensor<1x112x14x14xf32>, tensor<672x112x1x1xf32>) outs(%fill_37 : tensor<1x672x14x14xf32>) -> tensor<1x672x14x14xf32> loc("features.12.block.0.0")
    %empty_128 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.0.1")
    %bn_33 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_41, %features.12.block.0.1.scale, %features.12.block.0.1.shift : tensor<1x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>) outs(%empty_128 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_163: f32, %in_164: f32, %in_165: f32, %out_86: f32):
      %v_167 = arith.mulf %in_163, %in_164 : f32
      %v_168 = arith.addf %v_167, %in_165 : f32
      linalg.yield %v_168 : f32
    } -> tensor<1x672x14x14xf32> loc("features.12.block.0.1")
    %empty_129 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.0.2")
    %hardswish_11 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_33 : tensor<1x672x14x14xf32>) outs(%empty_129 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_166: f32, %out_87: f32):
      %cst_129 = arith.constant 3.000000000e+00 : f32
      %v_169 = arith.addf %in_166, %cst_129 : f32
      %cst_130 = arith.constant 0.000000000e+00 : f32
      %v_170 = arith.maximumf %v_169, %cst_130 : f32
      %cst_131 = arith.constant 6.000000000e+00 : f32
      %v_171 = arith.minimumf %v_170, %cst_131 : f32
      %cst_132 = arith.constant 6.000000000e+00 : f32
      %v_172 = arith.divf %v_171, %cst_132 : f32
      %v_173 = arith.mulf %in_166, %v_172 : f32
      linalg.yield %v_173 : f32
    } -> tensor<1x672x14x14xf32> loc("features.12.block.0.2")
    %cst_133 = arith.constant 0.000000000e+00 : f32 loc("features.12.block.1.0.pad")
    %padded_12 = tensor.pad %hardswish_11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
      tensor.yield %cst_133 : f32
    } : tensor<1x672x14x14xf32> to tensor<1x672x16x16xf32> loc("features.12.block.1.0.pad")
    %collapsed_11 = tensor.collapse_shape %features.12.block.1.0.weight [[0], [1, 2], [3]] : tensor<672x1x3x3xf32> into tensor<672x3x3xf32> loc("features.12.block.1.0")
    %empty_130 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.1.0.init")
    %cst_134 = arith.constant 0.000000000e+00 : f32 loc("features.12.block.1.0.init")
    %fill_38 = linalg.fill ins(%cst_134 : f32) outs(%empty_130 : tensor<1x672x14x14xf32>) -> tensor<1x672x14x14xf32> loc("features.12.block.1.0.init")
    %conv_42 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_12, %collapsed_11 : tensor<1x672x16x16xf32>, tensor<672x3x3xf32>) outs(%fill_38 : tensor<1x672x14x14xf32>) -> tensor<1x672x14x14xf32> loc("features.12.block.1.0")
    %empty_131 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.1.1")
    %bn_34 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_42, %features.12.block.1.1.scale, %features.12.block.1.1.shift : tensor<1x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>) outs(%empty_131 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_167: f32, %in_168: f32, %in_169: f32, %out_88: f32):
      %v_174 = arith.mulf %in_167, %in_168 : f32
      %v_175 = arith.addf %v_174, %in_169 : f32
      linalg.yield %v_175 : f32
    } -> tensor<1x672x14x14xf32> loc("features.12.block.1.1")
    %empty_132 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.1.2")
    %hardswish_12 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_34 : tensor<1x672x14x14xf32>) outs(%empty_132 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_170: f32, %out_89: f32):
      %cst_135 = arith.constant 3.000000000e+00 : f32
      %v_176 = arith.addf %in_170, %cst_135 : f32
      %cst_136 = arith.constant 0.000000000e+00 : f32
      %v_177 = arith.maximumf %v_176, %cst_136 : f32
      %cst_137 = arith.constant 6.000000000e+00 : f32
      %v_178 = arith.minimumf %v_177, %cst_137 : f32
      %cst_138 = arith.constant 6.000000000e+00 : f32
      %v_179 = arith.divf %v_178, %cst_138 : f32
      %v_180 = arith.mulf %in_170, %v_179 : f32
      linalg.yield %v_180 : f32
    } -> tensor<1x672x14x14xf32> loc("features.12.block.1.2")
    %empty_133 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.12.block.2.avgpool.init")
    %cst_139 = arith.constant 0.000000000e+00 : f32 loc("features.12.block.2.avgpool.init")
    %fill_39 = linalg.fill ins(%cst_139 : f32) outs(%empty_133 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32> loc("features.12.block.2.avgpool.init")
    %empty_134 = tensor.empty() : tensor<14x14xf32> loc("features.12.block.2.avgpool")
    %pool_4 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[14, 14]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#5"} ins(%hardswish_12, %empty_134 : tensor<1x672x14x14xf32>, tensor<14x14xf32>) outs(%fill_39 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32> loc("features.12.block.2.avgpool")
    %empty_135 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.12.block.2.avgpool.div")
    %avg_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#5"} ins(%pool_4 : tensor<1x672x1x1xf32>) outs(%empty_135 : tensor<1x672x1x1xf32>) {
    ^bb0(%in_171: f32, %out_90: f32):
      %cst_140 = arith.constant 1.960000000e+02 : f32
      %v_181 = arith.divf %in_171, %cst_140 : f32
      linalg.yield %v_181 : f32
    } -> tensor<1x672x1x1xf32> loc("features.12.block.2.avgpool.div")
    %empty_136 = tensor.empty() : tensor<1x168x1x1xf32> loc("features.12.block.2.fc1.bias")
    %bias_8 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.12.block.2.fc1.bias : tensor<168xf32>) outs(%empty_136 : tensor<1x168x1x1xf32>) {
    ^bb0(%in_172: f32, %out_91: f32):
      linalg.yield %in_172 : f32
    } -> tensor<1x168x1x1xf32> loc("features.12.block.2.fc1.bias")
    %conv_43 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_4, %features.12.block.2.fc1.weight : tensor<1x672x1x1xf32>, tensor<168x672x1x1xf32>) outs(%bias_8 : tensor<1x168x1x1xf32>) -> tensor<1x168x1x1xf32> loc("features.12.block.2.fc1")
    %empty_137 = tensor.empty() : tensor<1x168x1x1xf32> loc("features.12.block.2.activation")
    %relu_15 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_43 : tensor<1x168x1x1xf32>) outs(%empty_137 : tensor<1x168x1x1xf32>) {
    ^bb0(%in_173: f32, %out_92: f32):
      %cst_141 = arith.constant 0.000000000e+00 : f32
      %v_182 = arith.maximumf %in_173, %cst_141 : f32
      linalg.yield %v_182 : f32
    } -> tensor<1x168x1x1xf32> loc("features.12.block.2.activation")
    %empty_138 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.12.block.2.fc2.bias")
    %bias_9 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.12.block.2.fc2.bias : tensor<672xf32>) outs(%empty_138 : tensor<1x672x1x1xf32>) {
    ^bb0(%in_174: f32, %out_93: f32):
      linalg.yield %in_174 : f32
    } -> tensor<1x672x1x1xf32> loc("features.12.block.2.fc2.bias")
    %conv_44 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_15, %features.12.block.2.fc2.weight : tensor<1x168x1x1xf32>, tensor<672x168x1x1xf32>) outs(%bias_9 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32> loc("features.12.block.2.fc2")
    %empty_139 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.12.block.2.scale_activation")
    %hardsigmoid_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_44 : tensor<1x672x1x1xf32>) outs(%empty_139 : tensor<1x672x1x1xf32>) {
    ^bb0(%in_175: f32, %out_94: f32):
      %cst_142 = arith.constant 3.000000000e+00 : f32
      %v_183 = arith.addf %in_175, %cst_142 : f32
      %cst_143 = arith.constant 0.000000000e+00 : f32
      %v_184 = arith.maximumf %v_183, %cst_143 : f32
      %cst_144 = arith.constant 6.000000000e+00 : f32
      %v_185 = arith.minimumf %v_184, %cst_144 : f32
      %cst_145 = arith.constant 6.000000000e+00 : f32
      %v_186 = arith.divf %v_185, %cst_145 : f32
      linalg.yield %v_186 : f32
    } -> tensor<1x672x1x1xf32> loc("features.12.block.2.scale_activation")
    %empty_140 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.12.block.2.mul")
    %mul_4 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_4, %hardswish_12 : tensor<1x672x1x1xf32>, tensor<1x672x14x14xf32>) outs(%empty_140 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_176: f32, %in_177: f32, %out_95: f32):
      %v_187 = arith.mulf %in_176, %in_177 : f32
      linalg.yield %v_187 : f32
    } -> tensor<1x672x14x14xf32> loc("features.12.block.2.mul")
    %empty_141 = tensor.empty() : tensor<1x112x14x14xf32> loc("features.12.block.3.0.init")
    %cst_146 = arith.constant 0.000000000e+00 : f32 loc("features.12.block.3.0.init")
    %fill_40 = linalg.fill ins(%cst_146 : f32) outs(%empty_141 : tensor<1x112x14x14xf32>) -> tensor<1x112x14x14xf32> loc("features.12.block.3.0.init")
    %conv_45 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_4, %features.12.block.3.0.weight : tensor<1x672x14x14xf32>, tensor<112x672x1x1xf32>) outs(%fill_40 : tensor<1x112x14x14xf32>) -> tensor<1x112x14x14xf32> loc("features.12.block.3.0")
    %empty_142 = tensor.empty() : tensor<1x112x14x14xf32> loc("features.12.block.3.1")
    %bn_35 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_45, %features.12.block.3.1.scale, %features.12.block.3.1.shift : tensor<1x112x14x14xf32>, tensor<112xf32>, tensor<112xf32>) outs(%empty_142 : tensor<1x112x14x14xf32>) {
    ^bb0(%in_178: f32, %in_179: f32, %in_180: f32, %out_96: f32):
      %v_188 = arith.mulf %in_178, %in_179 : f32
      %v_189 = arith.addf %v_188, %in_180 : f32
      linalg.yield %v_189 : f32
    } -> tensor<1x112x14x14xf32> loc("features.12.block.3.1")
    %empty_143 = tensor.empty() : tensor<1x112x14x14xf32> loc("features.12.add")
    %add_7 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_35, %bn_32 : tensor<1x112x14x14xf32>, tensor<1x112x14x14xf32>) outs(%empty_143 : tensor<1x112x14x14xf32>) {
    ^bb0(%in_181: f32, %in_182: f32, %out_97: f32):
      %v_190 = arith.addf %in_181, %in_182 : f32
      linalg.yield %v_190 : f32
    } -> tensor<1x112x14x14xf32> loc("features.12.add")
    %empty_144 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.13.block.0.0.init")
    %cst_147 = arith.constant 0.000000000e+00 : f32 loc("features.13.block.0.0.init")
    %fill_41 = linalg.fill ins(%cst_147 : f32) outs(%empty_144 : tensor<1x672x14x14xf32>) -> tensor<1x672x14x14xf32> loc("features.13.block.0.0.init")
    %conv_46 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_7, %features.13.block.0.0.weight : tensor<1x112x14x14xf32>, tensor<672x112x1x1xf32>) outs(%fill_41 : tensor<1x672x14x14xf32>) -> tensor<1x672x14x14xf32> loc("features.13.block.0.0")
    %empty_145 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.13.block.0.1")
    %bn_36 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_46, %features.13.block.0.1.scale, %features.13.block.0.1.shift : tensor<1x672x14x14xf32>, tensor<672xf32>, tensor<672xf32>) outs(%empty_145 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_183: f32, %in_184: f32, %in_185: f32, %out_98: f32):
      %v_191 = arith.mulf %in_183, %in_184 : f32
      %v_192 = arith.addf %v_191, %in_185 : f32
      linalg.yield %v_192 : f32
    } -> tensor<1x672x14x14xf32> loc("features.13.block.0.1")
    %empty_146 = tensor.empty() : tensor<1x672x14x14xf32> loc("features.13.block.0.2")
    %hardswish_13 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_36 : tensor<1x672x14x14xf32>) outs(%empty_146 : tensor<1x672x14x14xf32>) {
    ^bb0(%in_186: f32, %out_99: f32):
      %cst_148 = arith.constant 3.000000000e+00 : f32
      %v_193 = arith.addf %in_186, %cst_148 : f32
      %cst_149 = arith.constant 0.000000000e+00 : f32
      %v_194 = arith.maximumf %v_193, %cst_149 : f32
      %cst_150 = arith.constant 6.000000000e+00 : f32
      %v_195 = arith.minimumf %v_194, %cst_150 : f32
      %cst_151 = arith.constant 6.000000000e+00 : f32
      %v_196 = arith.divf %v_195, %cst_151 : f32
      %v_197 = arith.mulf %in_186, %v_196 : f32
      linalg.yield %v_197 : f32
    } -> tensor<1x672x14x14xf32> loc("features.13.block.0.2")
    %cst_152 = arith.constant 0.000000000e+00 : f32 loc("features.13.block.1.0.pad")
    %padded_13 = tensor.pad %hardswish_13 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%i_52: index, %i_53: index, %i_54: index, %i_55: index):
      tensor.yield %cst_152 : f32
    } : tensor<1x672x14x14xf32> to tensor<1x672x18x18xf32> loc("features.13.block.1.0.pad")
    %collapsed_12 = tensor.collapse_shape %features.13.block.1.0.weight [[0], [1, 2], [3]] : tensor<672x1x5x5xf32> into tensor<672x5x5xf32> loc("features.13.block.1.0")
    %empty_147 = tensor.empty() : tensor<1x672x7x7xf32> loc("features.13.block.1.0.init")
    %cst_153 = arith.constant 0.000000000e+00 : f32 loc("features.13.block.1.0.init")
    %fill_42 = linalg.fill ins(%cst_153 : f32) outs(%empty_147 : tensor<1x672x7x7xf32>) -> tensor<1x672x7x7xf32> loc("features.13.block.1.0.init")
    %conv_47 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_13, %collapsed_12 : tensor<1x672x18x18xf32>, tensor<672x5x5xf32>) outs(%fill_42 : tensor<1x672x7x7xf32>) -> tensor<1x672x7x7xf32> loc("features.13.block.1.0")
    %empty_148 = tensor.empty() : tensor<1x672x7x7xf32> loc("features.13.block.1.1")
    %bn_37 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_47, %features.13.block.1.1.scale, %features.13.block.1.1.shift : tensor<1x672x7x7xf32>, tensor<672xf32>, tensor<672xf32>) outs(%empty_148 : tensor<1x672x7x7xf32>) {
    ^bb0(%in_187: f32, %in_188: f32, %in_189: f32, %out_100: f32):
      %v_198 = arith.mulf %in_187, %in_188 : f32
      %v_199 = arith.addf %v_198, %in_189 : f32
      linalg.yield %v_199 : f32
    } -> tensor<1x672x7x7xf32> loc("features.13.block.1.1")
    %empty_149 = tensor.empty() : tensor<1x672x7x7xf32> loc("features.13.block.1.2")
    %hardswish_14 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_37 : tensor<1x672x7x7xf32>) outs(%empty_149 : tensor<1x672x7x7xf32>) {
    ^bb0(%in_190: f32, %out_101: f32):
      %cst_154 = arith.constant 3.000000000e+00 : f32
      %v_200 = arith.addf %in_190, %cst_154 : f32
      %cst_155 = arith.constant 0.000000000e+00 : f32
      %v_201 = arith.maximumf %v_200, %cst_155 : f32
      %cst_156 = arith.constant 6.000000000e+00 : f32
      %v_202 = arith.minimumf %v_201, %cst_156 : f32
      %cst_157 = arith.constant 6.000000000e+00 : f32
      %v_203 = arith.divf %v_202, %cst_157 : f32
      %v_204 = arith.mulf %in_190, %v_203 : f32
      linalg.yield %v_204 : f32
    } -> tensor<1x672x7x7xf32> loc("features.13.block.1.2")
    %empty_150 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.13.block.2.avgpool.init")
    %cst_158 = arith.constant 0.000000000e+00 : f32 loc("features.13.block.2.avgpool.init")
    %fill_43 = linalg.fill ins(%cst_158 : f32) outs(%empty_150 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32> loc("features.13.block.2.avgpool.init")
    %empty_151 = tensor.empty() : tensor<7x7xf32> loc("features.13.block.2.avgpool")
    %pool_5 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#6"} ins(%hardswish_14, %empty_151 : tensor<1x672x7x7xf32>, tensor<7x7xf32>) outs(%fill_43 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32> loc("features.13.block.2.avgpool")
    %empty_152 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.13.block.2.avgpool.div")
    %avg_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#6"} ins(%pool_5 : tensor<1x672x1x1xf32>) outs(%empty_152 : tensor<1x672x1x1xf32>) {
    ^bb0(%in_191: f32, %out_102: f32):
      %cst_159 = arith.constant 4.900000000e+01 : f32
      %v_205 = arith.divf %in_191, %cst_159 : f32
      linalg.yield %v_205 : f32
    } -> tensor<1x672x1x1xf32> loc("features.13.block.2.avgpool.div")
    %empty_153 = tensor.empty() : tensor<1x168x1x1xf32> loc("features.13.block.2.fc1.bias")
    %bias_10 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.13.block.2.fc1.bias : tensor<168xf32>) outs(%empty_153 : tensor<1x168x1x1xf32>) {
    ^bb0(%in_192: f32, %out_103: f32):
      linalg.yield %in_192 : f32
    } -> tensor<1x168x1x1xf32> loc("features.13.block.2.fc1.bias")
    %conv_48 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_5, %features.13.block.2.fc1.weight : tensor<1x672x1x1xf32>, tensor<168x672x1x1xf32>) outs(%bias_10 : tensor<1x168x1x1xf32>) -> tensor<1x168x1x1xf32> loc("features.13.block.2.fc1")
    %empty_154 = tensor.empty() : tensor<1x168x1x1xf32> loc("features.13.block.2.activation")
    %relu_16 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_48 : tensor<1x168x1x1xf32>) outs(%empty_154 : tensor<1x168x1x1xf32>) {
    ^bb0(%in_193: f32, %out_104: f32):
      %cst_160 = arith.constant 0.000000000e+00 : f32
      %v_206 = arith.maximumf %in_193, %cst_160 : f32
      linalg.yield %v_206 : f32
    } -> tensor<1x168x1x1xf32> loc("features.13.block.2.activation")
    %empty_155 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.13.block.2.fc2.bias")
    %bias_11 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.13.block.2.fc2.bias : tensor<672xf32>) outs(%empty_155 : tensor<1x672x1x1xf32>) {
    ^bb0(%in_194: f32, %out_105: f32):
      linalg.yield %in_194 : f32
    } -> tensor<1x672x1x1xf32> loc("features.13.block.2.fc2.bias")
    %conv_49 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_16, %features.13.block.2.fc2.weight : tensor<1x168x1x1xf32>, tensor<672x168x1x1xf32>) outs(%bias_11 : tensor<1x672x1x1xf32>) -> tensor<1x672x1x1xf32> loc("features.13.block.2.fc2")
    %empty_156 = tensor.empty() : tensor<1x672x1x1xf32> loc("features.13.block.2.scale_activation")
    %hardsigmoid_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_49 : tensor<1x672x1x1xf32>) outs(%empty_156 : tensor<1x672x1x1xf32>) {
    ^bb0(%in_195: f32, %out_106: f32):
      %cst_161 = arith.constant 3.000000000e+00 : f32
      %v_207 = arith.addf %in_195, %cst_161 : f32
      %cst_162 = arith.constant 0.000000000e+00 : f32
      %v_208 = arith.maximumf %v_207, %cst_162 : f32
      %cst_163 = arith.constant 6.000000000e+00 : f32
      %v_209 = arith.minimumf %v_208, %cst_163 : f32
      %cst_164 = arith.constant 6.000000000e+00 : f32
      %v_210 = arith.divf %v_209, %cst_164 : f32
      linalg.yield %v_210 : f32
    } -> tensor<1x672x1x1xf32> loc("features.13.block.2.scale_activation")
    %empty_157 = tensor.empty() : tensor<1x672x7x7xf32> loc("features.13.block.2.mul")
    %mul_5 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_5, %hardswish_14 : tensor<1x672x1x1xf32>, tensor<1x672x7x7xf32>) outs(%empty_157 : tensor<1x672x7x7xf32>) {
    ^bb0(%in_196: f32, %in_197: f32, %out_107: f32):
      %v_211 = arith.mulf %in_196, %in_197 : f32
      linalg.yield %v_211 : f32
    } -> tensor<1x672x7x7xf32> loc("features.13.block.2.mul")
    %empty_158 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.13.block.3.0.init")
    %cst_165 = arith.constant 0.000000000e+00 : f32 loc("features.13.block.3.0.init")
    %fill_44 = linalg.fill ins(%cst_165 : f32) outs(%empty_158 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.13.block.3.0.init")
    %conv_50 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_5, %features.13.block.3.0.weight : tensor<1x672x7x7xf32>, tensor<160x672x1x1xf32>) outs(%fill_44 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.13.block.3.0")
    %empty_159 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.13.block.3.1")
    %bn_38 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_50, %features.13.block.3.1.scale, %features.13.block.3.1.shift : tensor<1x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>) outs(%empty_159 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_198: f32, %in_199: f32, %in_200: f32, %out_108: f32):
      %v_212 = arith.mulf %in_198, %in_199 : f32
      %v_213 = arith.addf %v_212, %in_200 : f32
      linalg.yield %v_213 : f32
    } -> tensor<1x160x7x7xf32> loc("features.13.block.3.1")
    %empty_160 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.0.0.init")
    %cst_166 = arith.constant 0.000000000e+00 : f32 loc("features.14.block.0.0.init")
    %fill_45 = linalg.fill ins(%cst_166 : f32) outs(%empty_160 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.14.block.0.0.init")
    %conv_51 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%bn_38, %features.14.block.0.0.weight : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%fill_45 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.14.block.0.0")
    %empty_161 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.0.1")
    %bn_39 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_51, %features.14.block.0.1.scale, %features.14.block.0.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_161 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_201: f32, %in_202: f32, %in_203: f32, %out_109: f32):
      %v_214 = arith.mulf %in_201, %in_202 : f32
      %v_215 = arith.addf %v_214, %in_203 : f32
      linalg.yield %v_215 : f32
    } -> tensor<1x960x7x7xf32> loc("features.14.block.0.1")
    %empty_162 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.0.2")
    %hardswish_15 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_39 : tensor<1x960x7x7xf32>) outs(%empty_162 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_204: f32, %out_110: f32):
      %cst_167 = arith.constant 3.000000000e+00 : f32
      %v_216 = arith.addf %in_204, %cst_167 : f32
      %cst_168 = arith.constant 0.000000000e+00 : f32
      %v_217 = arith.maximumf %v_216, %cst_168 : f32
      %cst_169 = arith.constant 6.000000000e+00 : f32
      %v_218 = arith.minimumf %v_217, %cst_169 : f32
      %cst_170 = arith.constant 6.000000000e+00 : f32
      %v_219 = arith.divf %v_218, %cst_170 : f32
      %v_220 = arith.mulf %in_204, %v_219 : f32
      linalg.yield %v_220 : f32
    } -> tensor<1x960x7x7xf32> loc("features.14.block.0.2")
    %cst_171 = arith.constant 0.000000000e+00 : f32 loc("features.14.block.1.0.pad")
    %padded_14 = tensor.pad %hardswish_15 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%i_56: index, %i_57: index, %i_58: index, %i_59: index):
      tensor.yield %cst_171 : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x11x11xf32> loc("features.14.block.1.0.pad")
    %collapsed_13 = tensor.collapse_shape %features.14.block.1.0.weight [[0], [1, 2], [3]] : tensor<960x1x5x5xf32> into tensor<960x5x5xf32> loc("features.14.block.1.0")
    %empty_163 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.1.0.init")
    %cst_172 = arith.constant 0.000000000e+00 : f32 loc("features.14.block.1.0.init")
    %fill_46 = linalg.fill ins(%cst_172 : f32) outs(%empty_163 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.14.block.1.0.init")
    %conv_52 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_14, %collapsed_13 : tensor<1x960x11x11xf32>, tensor<960x5x5xf32>) outs(%fill_46 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.14.block.1.0")
    %empty_164 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.1.1")
    %bn_40 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_52, %features.14.block.1.1.scale, %features.14.block.1.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_164 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_205: f32, %in_206: f32, %in_207: f32, %out_111: f32):
      %v_221 = arith.mulf %in_205, %in_206 : f32
      %v_222 = arith.addf %v_221, %in_207 : f32
      linalg.yield %v_222 : f32
    } -> tensor<1x960x7x7xf32> loc("features.14.block.1.1")
    %empty_165 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.1.2")
    %hardswish_16 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_40 : tensor<1x960x7x7xf32>) outs(%empty_165 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_208: f32, %out_112: f32):
      %cst_173 = arith.constant 3.000000000e+00 : f32
      %v_223 = arith.addf %in_208, %cst_173 : f32
      %cst_174 = arith.constant 0.000000000e+00 : f32
      %v_224 = arith.maximumf %v_223, %cst_174 : f32
      %cst_175 = arith.constant 6.000000000e+00 : f32
      %v_225 = arith.minimumf %v_224, %cst_175 : f32
      %cst_176 = arith.constant 6.000000000e+00 : f32
      %v_226 = arith.divf %v_225, %cst_176 : f32
      %v_227 = arith.mulf %in_208, %v_226 : f32
      linalg.yield %v_227 : f32
    } -> tensor<1x960x7x7xf32> loc("features.14.block.1.2")
    %empty_166 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.14.block.2.avgpool.init")
    %cst_177 = arith.constant 0.000000000e+00 : f32 loc("features.14.block.2.avgpool.init")
    %fill_47 = linalg.fill ins(%cst_177 : f32) outs(%empty_166 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("features.14.block.2.avgpool.init")
    %empty_167 = tensor.empty() : tensor<7x7xf32> loc("features.14.block.2.avgpool")
    %pool_6 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#7"} ins(%hardswish_16, %empty_167 : tensor<1x960x7x7xf32>, tensor<7x7xf32>) outs(%fill_47 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("features.14.block.2.avgpool")
    %empty_168 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.14.block.2.avgpool.div")
    %avg_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#7"} ins(%pool_6 : tensor<1x960x1x1xf32>) outs(%empty_168 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_209: f32, %out_113: f32):
      %cst_178 = arith.constant 4.900000000e+01 : f32
      %v_228 = arith.divf %in_209, %cst_178 : f32
      linalg.yield %v_228 : f32
    } -> tensor<1x960x1x1xf32> loc("features.14.block.2.avgpool.div")
    %empty_169 = tensor.empty() : tensor<1x240x1x1xf32> loc("features.14.block.2.fc1.bias")
    %bias_12 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.14.block.2.fc1.bias : tensor<240xf32>) outs(%empty_169 : tensor<1x240x1x1xf32>) {
    ^bb0(%in_210: f32, %out_114: f32):
      linalg.yield %in_210 : f32
    } -> tensor<1x240x1x1xf32> loc("features.14.block.2.fc1.bias")
    %conv_53 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_6, %features.14.block.2.fc1.weight : tensor<1x960x1x1xf32>, tensor<240x960x1x1xf32>) outs(%bias_12 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32> loc("features.14.block.2.fc1")
    %empty_170 = tensor.empty() : tensor<1x240x1x1xf32> loc("features.14.block.2.activation")
    %relu_17 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_53 : tensor<1x240x1x1xf32>) outs(%empty_170 : tensor<1x240x1x1xf32>) {
    ^bb0(%in_211: f32, %out_115: f32):
      %cst_179 = arith.constant 0.000000000e+00 : f32
      %v_229 = arith.maximumf %in_211, %cst_179 : f32
      linalg.yield %v_229 : f32
    } -> tensor<1x240x1x1xf32> loc("features.14.block.2.activation")
    %empty_171 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.14.block.2.fc2.bias")
    %bias_13 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.14.block.2.fc2.bias : tensor<960xf32>) outs(%empty_171 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_212: f32, %out_116: f32):
      linalg.yield %in_212 : f32
    } -> tensor<1x960x1x1xf32> loc("features.14.block.2.fc2.bias")
    %conv_54 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_17, %features.14.block.2.fc2.weight : tensor<1x240x1x1xf32>, tensor<960x240x1x1xf32>) outs(%bias_13 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("features.14.block.2.fc2")
    %empty_172 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.14.block.2.scale_activation")
    %hardsigmoid_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_54 : tensor<1x960x1x1xf32>) outs(%empty_172 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_213: f32, %out_117: f32):
      %cst_180 = arith.constant 3.000000000e+00 : f32
      %v_230 = arith.addf %in_213, %cst_180 : f32
      %cst_181 = arith.constant 0.000000000e+00 : f32
      %v_231 = arith.maximumf %v_230, %cst_181 : f32
      %cst_182 = arith.constant 6.000000000e+00 : f32
      %v_232 = arith.minimumf %v_231, %cst_182 : f32
      %cst_183 = arith.constant 6.000000000e+00 : f32
      %v_233 = arith.divf %v_232, %cst_183 : f32
      linalg.yield %v_233 : f32
    } -> tensor<1x960x1x1xf32> loc("features.14.block.2.scale_activation")
    %empty_173 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.14.block.2.mul")
    %mul_6 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_6, %hardswish_16 : tensor<1x960x1x1xf32>, tensor<1x960x7x7xf32>) outs(%empty_173 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_214: f32, %in_215: f32, %out_118: f32):
      %v_234 = arith.mulf %in_214, %in_215 : f32
      linalg.yield %v_234 : f32
    } -> tensor<1x960x7x7xf32> loc("features.14.block.2.mul")
    %empty_174 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.14.block.3.0.init")
    %cst_184 = arith.constant 0.000000000e+00 : f32 loc("features.14.block.3.0.init")
    %fill_48 = linalg.fill ins(%cst_184 : f32) outs(%empty_174 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.14.block.3.0.init")
    %conv_55 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_6, %features.14.block.3.0.weight : tensor<1x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%fill_48 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.14.block.3.0")
    %empty_175 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.14.block.3.1")
    %bn_41 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_55, %features.14.block.3.1.scale, %features.14.block.3.1.shift : tensor<1x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>) outs(%empty_175 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_216: f32, %in_217: f32, %in_218: f32, %out_119: f32):
      %v_235 = arith.mulf %in_216, %in_217 : f32
      %v_236 = arith.addf %v_235, %in_218 : f32
      linalg.yield %v_236 : f32
    } -> tensor<1x160x7x7xf32> loc("features.14.block.3.1")
    %empty_176 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.14.add")
    %add_8 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_41, %bn_38 : tensor<1x160x7x7xf32>, tensor<1x160x7x7xf32>) outs(%empty_176 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_219: f32, %in_220: f32, %out_120: f32):
      %v_237 = arith.addf %in_219, %in_220 : f32
      linalg.yield %v_237 : f32
    } -> tensor<1x160x7x7xf32> loc("features.14.add")
    %empty_177 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.0.0.init")
    %cst_185 = arith.constant 0.000000000e+00 : f32 loc("features.15.block.0.0.init")
    %fill_49 = linalg.fill ins(%cst_185 : f32) outs(%empty_177 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.block.0.0.init")
    %conv_56 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_8, %features.15.block.0.0.weight : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%fill_49 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.block.0.0")
    %empty_178 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.0.1")
    %bn_42 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_56, %features.15.block.0.1.scale, %features.15.block.0.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_178 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_221: f32, %in_222: f32, %in_223: f32, %out_121: f32):
      %v_238 = arith.mulf %in_221, %in_222 : f32
      %v_239 = arith.addf %v_238, %in_223 : f32
      linalg.yield %v_239 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.block.0.1")
    %empty_179 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.0.2")
    %hardswish_17 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_42 : tensor<1x960x7x7xf32>) outs(%empty_179 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_224: f32, %out_122: f32):
      %cst_186 = arith.constant 3.000000000e+00 : f32
      %v_240 = arith.addf %in_224, %cst_186 : f32
      %cst_187 = arith.constant 0.000000000e+00 : f32
      %v_241 = arith.maximumf %v_240, %cst_187 : f32
      %cst_188 = arith.constant 6.000000000e+00 : f32
      %v_242 = arith.minimumf %v_241, %cst_188 : f32
      %cst_189 = arith.constant 6.000000000e+00 : f32
      %v_243 = arith.divf %v_242, %cst_189 : f32
      %v_244 = arith.mulf %in_224, %v_243 : f32
      linalg.yield %v_244 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.block.0.2")
    %cst_190 = arith.constant 0.000000000e+00 : f32 loc("features.15.block.1.0.pad")
    %padded_15 = tensor.pad %hardswish_17 low[0, 0, 2, 2] high[0, 0, 2, 2] {
    ^bb0(%i_60: index, %i_61: index, %i_62: index, %i_63: index):
      tensor.yield %cst_190 : f32
    } : tensor<1x960x7x7xf32> to tensor<1x960x11x11xf32> loc("features.15.block.1.0.pad")
    %collapsed_14 = tensor.collapse_shape %features.15.block.1.0.weight [[0], [1, 2], [3]] : tensor<960x1x5x5xf32> into tensor<960x5x5xf32> loc("features.15.block.1.0")
    %empty_180 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.1.0.init")
    %cst_191 = arith.constant 0.000000000e+00 : f32 loc("features.15.block.1.0.init")
    %fill_50 = linalg.fill ins(%cst_191 : f32) outs(%empty_180 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.block.1.0.init")
    %conv_57 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_15, %collapsed_14 : tensor<1x960x11x11xf32>, tensor<960x5x5xf32>) outs(%fill_50 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.15.block.1.0")
    %empty_181 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.1.1")
    %bn_43 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_57, %features.15.block.1.1.scale, %features.15.block.1.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_181 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_225: f32, %in_226: f32, %in_227: f32, %out_123: f32):
      %v_245 = arith.mulf %in_225, %in_226 : f32
      %v_246 = arith.addf %v_245, %in_227 : f32
      linalg.yield %v_246 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.block.1.1")
    %empty_182 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.1.2")
    %hardswish_18 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_43 : tensor<1x960x7x7xf32>) outs(%empty_182 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_228: f32, %out_124: f32):
      %cst_192 = arith.constant 3.000000000e+00 : f32
      %v_247 = arith.addf %in_228, %cst_192 : f32
      %cst_193 = arith.constant 0.000000000e+00 : f32
      %v_248 = arith.maximumf %v_247, %cst_193 : f32
      %cst_194 = arith.constant 6.000000000e+00 : f32
      %v_249 = arith.minimumf %v_248, %cst_194 : f32
      %cst_195 = arith.constant 6.000000000e+00 : f32
      %v_250 = arith.divf %v_249, %cst_195 : f32
      %v_251 = arith.mulf %in_228, %v_250 : f32
      linalg.yield %v_251 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.block.1.2")
    %empty_183 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.15.block.2.avgpool.init")
    %cst_196 = arith.constant 0.000000000e+00 : f32 loc("features.15.block.2.avgpool.init")
    %fill_51 = linalg.fill ins(%cst_196 : f32) outs(%empty_183 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("features.15.block.2.avgpool.init")
    %empty_184 = tensor.empty() : tensor<7x7xf32> loc("features.15.block.2.avgpool")
    %pool_7 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#8"} ins(%hardswish_18, %empty_184 : tensor<1x960x7x7xf32>, tensor<7x7xf32>) outs(%fill_51 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("features.15.block.2.avgpool")
    %empty_185 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.15.block.2.avgpool.div")
    %avg_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#8"} ins(%pool_7 : tensor<1x960x1x1xf32>) outs(%empty_185 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_229: f32, %out_125: f32):
      %cst_197 = arith.constant 4.900000000e+01 : f32
      %v_252 = arith.divf %in_229, %cst_197 : f32
      linalg.yield %v_252 : f32
    } -> tensor<1x960x1x1xf32> loc("features.15.block.2.avgpool.div")
    %empty_186 = tensor.empty() : tensor<1x240x1x1xf32> loc("features.15.block.2.fc1.bias")
    %bias_14 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.15.block.2.fc1.bias : tensor<240xf32>) outs(%empty_186 : tensor<1x240x1x1xf32>) {
    ^bb0(%in_230: f32, %out_126: f32):
      linalg.yield %in_230 : f32
    } -> tensor<1x240x1x1xf32> loc("features.15.block.2.fc1.bias")
    %conv_58 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%avg_7, %features.15.block.2.fc1.weight : tensor<1x960x1x1xf32>, tensor<240x960x1x1xf32>) outs(%bias_14 : tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32> loc("features.15.block.2.fc1")
    %empty_187 = tensor.empty() : tensor<1x240x1x1xf32> loc("features.15.block.2.activation")
    %relu_18 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_58 : tensor<1x240x1x1xf32>) outs(%empty_187 : tensor<1x240x1x1xf32>) {
    ^bb0(%in_231: f32, %out_127: f32):
      %cst_198 = arith.constant 0.000000000e+00 : f32
      %v_253 = arith.maximumf %in_231, %cst_198 : f32
      linalg.yield %v_253 : f32
    } -> tensor<1x240x1x1xf32> loc("features.15.block.2.activation")
    %empty_188 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.15.block.2.fc2.bias")
    %bias_15 = linalg.generic {indexing_maps = [#map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%features.15.block.2.fc2.bias : tensor<960xf32>) outs(%empty_188 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_232: f32, %out_128: f32):
      linalg.yield %in_232 : f32
    } -> tensor<1x960x1x1xf32> loc("features.15.block.2.fc2.bias")
    %conv_59 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_18, %features.15.block.2.fc2.weight : tensor<1x240x1x1xf32>, tensor<960x240x1x1xf32>) outs(%bias_15 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("features.15.block.2.fc2")
    %empty_189 = tensor.empty() : tensor<1x960x1x1xf32> loc("features.15.block.2.scale_activation")
    %hardsigmoid_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_59 : tensor<1x960x1x1xf32>) outs(%empty_189 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_233: f32, %out_129: f32):
      %cst_199 = arith.constant 3.000000000e+00 : f32
      %v_254 = arith.addf %in_233, %cst_199 : f32
      %cst_200 = arith.constant 0.000000000e+00 : f32
      %v_255 = arith.maximumf %v_254, %cst_200 : f32
      %cst_201 = arith.constant 6.000000000e+00 : f32
      %v_256 = arith.minimumf %v_255, %cst_201 : f32
      %cst_202 = arith.constant 6.000000000e+00 : f32
      %v_257 = arith.divf %v_256, %cst_202 : f32
      linalg.yield %v_257 : f32
    } -> tensor<1x960x1x1xf32> loc("features.15.block.2.scale_activation")
    %empty_190 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.15.block.2.mul")
    %mul_7 = linalg.generic {indexing_maps = [#map2, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%hardsigmoid_7, %hardswish_18 : tensor<1x960x1x1xf32>, tensor<1x960x7x7xf32>) outs(%empty_190 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_234: f32, %in_235: f32, %out_130: f32):
      %v_258 = arith.mulf %in_234, %in_235 : f32
      linalg.yield %v_258 : f32
    } -> tensor<1x960x7x7xf32> loc("features.15.block.2.mul")
    %empty_191 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.15.block.3.0.init")
    %cst_203 = arith.constant 0.000000000e+00 : f32 loc("features.15.block.3.0.init")
    %fill_52 = linalg.fill ins(%cst_203 : f32) outs(%empty_191 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.15.block.3.0.init")
    %conv_60 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%mul_7, %features.15.block.3.0.weight : tensor<1x960x7x7xf32>, tensor<160x960x1x1xf32>) outs(%fill_52 : tensor<1x160x7x7xf32>) -> tensor<1x160x7x7xf32> loc("features.15.block.3.0")
    %empty_192 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.15.block.3.1")
    %bn_44 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_60, %features.15.block.3.1.scale, %features.15.block.3.1.shift : tensor<1x160x7x7xf32>, tensor<160xf32>, tensor<160xf32>) outs(%empty_192 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_236: f32, %in_237: f32, %in_238: f32, %out_131: f32):
      %v_259 = arith.mulf %in_236, %in_237 : f32
      %v_260 = arith.addf %v_259, %in_238 : f32
      linalg.yield %v_260 : f32
    } -> tensor<1x160x7x7xf32> loc("features.15.block.3.1")
    %empty_193 = tensor.empty() : tensor<1x160x7x7xf32> loc("features.15.add")
    %add_9 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_44, %add_8 : tensor<1x160x7x7xf32>, tensor<1x160x7x7xf32>) outs(%empty_193 : tensor<1x160x7x7xf32>) {
    ^bb0(%in_239: f32, %in_240: f32, %out_132: f32):
      %v_261 = arith.addf %in_239, %in_240 : f32
      linalg.yield %v_261 : f32
    } -> tensor<1x160x7x7xf32> loc("features.15.add")
    %empty_194 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.0.init")
    %cst_204 = arith.constant 0.000000000e+00 : f32 loc("features.16.0.init")
    %fill_53 = linalg.fill ins(%cst_204 : f32) outs(%empty_194 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.16.0.init")
    %conv_61 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%add_9, %features.16.0.weight : tensor<1x160x7x7xf32>, tensor<960x160x1x1xf32>) outs(%fill_53 : tensor<1x960x7x7xf32>) -> tensor<1x960x7x7xf32> loc("features.16.0")
    %empty_195 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.1")
    %bn_45 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_61, %features.16.1.scale, %features.16.1.shift : tensor<1x960x7x7xf32>, tensor<960xf32>, tensor<960xf32>) outs(%empty_195 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_241: f32, %in_242: f32, %in_243: f32, %out_133: f32):
      %v_262 = arith.mulf %in_241, %in_242 : f32
      %v_263 = arith.addf %v_262, %in_243 : f32
      linalg.yield %v_263 : f32
    } -> tensor<1x960x7x7xf32> loc("features.16.1")
    %empty_196 = tensor.empty() : tensor<1x960x7x7xf32> loc("features.16.2")
    %hardswish_19 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_45 : tensor<1x960x7x7xf32>) outs(%empty_196 : tensor<1x960x7x7xf32>) {
    ^bb0(%in_244: f32, %out_134: f32):
      %cst_205 = arith.constant 3.000000000e+00 : f32
      %v_264 = arith.addf %in_244, %cst_205 : f32
      %cst_206 = arith.constant 0.000000000e+00 : f32
      %v_265 = arith.maximumf %v_264, %cst_206 : f32
      %cst_207 = arith.constant 6.000000000e+00 : f32
      %v_266 = arith.minimumf %v_265, %cst_207 : f32
      %cst_208 = arith.constant 6.000000000e+00 : f32
      %v_267 = arith.divf %v_266, %cst_208 : f32
      %v_268 = arith.mulf %in_244, %v_267 : f32
      linalg.yield %v_268 : f32
    } -> tensor<1x960x7x7xf32> loc("features.16.2")
    %empty_197 = tensor.empty() : tensor<1x960x1x1xf32> loc("avgpool.init")
    %cst_209 = arith.constant 0.000000000e+00 : f32 loc("avgpool.init")
    %fill_54 = linalg.fill ins(%cst_209 : f32) outs(%empty_197 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("avgpool.init")
    %empty_198 = tensor.empty() : tensor<7x7xf32> loc("avgpool")
    %pool_8 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#9"} ins(%hardswish_19, %empty_198 : tensor<1x960x7x7xf32>, tensor<7x7xf32>) outs(%fill_54 : tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32> loc("avgpool")
    %empty_199 = tensor.empty() : tensor<1x960x1x1xf32> loc("avgpool.div")
    %avg_8 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#9"} ins(%pool_8 : tensor<1x960x1x1xf32>) outs(%empty_199 : tensor<1x960x1x1xf32>) {
    ^bb0(%in_245: f32, %out_135: f32):
      %cst_210 = arith.constant 4.900000000e+01 : f32
      %v_269 = arith.divf %in_245, %cst_210 : f32
      linalg.yield %v_269 : f32
    } -> tensor<1x960x1x1xf32> loc("avgpool.div")
    %collapsed_15 = tensor.collapse_shape %avg_8 [[0], [1, 2, 3]] : tensor<1x960x1x1xf32> into tensor<1x960xf32> loc("flatten")
    %empty_200 = tensor.empty() : tensor<1x1280xf32> loc("classifier.0.bias")
    %bias_16 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%classifier.0.bias : tensor<1280xf32>) outs(%empty_200 : tensor<1x1280xf32>) {
    ^bb0(%in_246: f32, %out_136: f32):
      linalg.yield %in_246 : f32
    } -> tensor<1x1280xf32> loc("classifier.0.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_15, %classifier.0.weight : tensor<1x960xf32>, tensor<1280x960xf32>) outs(%bias_16 : tensor<1x1280xf32>) -> tensor<1x1280xf32> loc("classifier.0")
    %empty_201 = tensor.empty() : tensor<1x1280xf32> loc("classifier.1")
    %hardswish_20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%matmul : tensor<1x1280xf32>) outs(%empty_201 : tensor<1x1280xf32>) {
    ^bb0(%in_247: f32, %out_137: f32):
      %cst_211 = arith.constant 3.000000000e+00 : f32
      %v_270 = arith.addf %in_247, %cst_211 : f32
      %cst_212 = arith.constant 0.000000000e+00 : f32
      %v_271 = arith.maximumf %v_270, %cst_212 : f32
      %cst_213 = arith.constant 6.000000000e+00 : f32
      %v_272 = arith.minimumf %v_271, %cst_213 : f32
      %cst_214 = arith.constant 6.000000000e+00 : f32
      %v_273 = arith.divf %v_272, %cst_214 : f32
      %v_274 = arith.mulf %in_247, %v_273 : f32
      linalg.yield %v_274 : f32
    } -> tensor<1x1280xf32> loc("classifier.1")
    %empty_202 = tensor.empty() : tensor<1x1000xf32> loc("classifier.3.bias")
    %bias_17 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%classifier.3.bias : tensor<1000xf32>) outs(%empty_202 : tensor<1x1000xf32>) {
    ^bb0(%in_248: f32, %out_138: f32):
      linalg.yield %in_248 : f32
    } -> tensor<1x1000xf32> loc("classifier.3.bias")
    %matmul_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%hardswish_20, %classifier.3.weight : tensor<1x1280xf32>, tensor<1000x1280xf32>) outs(%bias_17 : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("classifier.3")
    return %matmul_1 : tensor<1x1000xf32>
  }
}
