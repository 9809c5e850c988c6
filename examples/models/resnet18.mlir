// torchvision.models.resnet18(weights=None), imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import resnet18 --input-shape 1,3,224,224 -o examples/models/resnet18.mlir
// inputs: 1x3x224x224; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
// batch norm (inference) is folded to a per-channel scale and shift, given as arguments <module>.scale and <module>.shift.
#map0 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<1x3x224x224xf32>, %conv1.weight: tensor<64x3x7x7xf32> {roofline.weight}, %bn1.scale: tensor<64xf32> {roofline.weight}, %bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.0.conv1.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.0.bn1.scale: tensor<64xf32> {roofline.weight}, %layer1.0.bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.0.conv2.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.0.bn2.scale: tensor<64xf32> {roofline.weight}, %layer1.0.bn2.shift: tensor<64xf32> {roofline.weight}, %layer1.1.conv1.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.1.bn1.scale: tensor<64xf32> {roofline.weight}, %layer1.1.bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.1.conv2.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.1.bn2.scale: tensor<64xf32> {roofline.weight}, %layer1.1.bn2.shift: tensor<64xf32> {roofline.weight}, %layer2.0.conv1.weight: tensor<128x64x3x3xf32> {roofline.weight}, %layer2.0.bn1.scale: tensor<128xf32> {roofline.weight}, %layer2.0.bn1.shift: tensor<128xf32> {roofline.weight}, %layer2.0.conv2.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.0.bn2.scale: tensor<128xf32> {roofline.weight}, %layer2.0.bn2.shift: tensor<128xf32> {roofline.weight}, %layer2.0.downsample.0.weight: tensor<128x64x1x1xf32> {roofline.weight}, %layer2.0.downsample.1.scale: tensor<128xf32> {roofline.weight}, %layer2.0.downsample.1.shift: tensor<128xf32> {roofline.weight}, %layer2.1.conv1.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.1.bn1.scale: tensor<128xf32> {roofline.weight}, %layer2.1.bn1.shift: tensor<128xf32> {roofline.weight}, %layer2.1.conv2.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.1.bn2.scale: tensor<128xf32> {roofline.weight}, %layer2.1.bn2.shift: tensor<128xf32> {roofline.weight}, %layer3.0.conv1.weight: tensor<256x128x3x3xf32> {roofline.weight}, %layer3.0.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.0.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.0.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.0.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.0.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.0.downsample.0.weight: tensor<256x128x1x1xf32> {roofline.weight}, %layer3.0.downsample.1.scale: tensor<256xf32> {roofline.weight}, %layer3.0.downsample.1.shift: tensor<256xf32> {roofline.weight}, %layer3.1.conv1.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.1.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.1.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.1.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.1.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.1.bn2.shift: tensor<256xf32> {roofline.weight}, %layer4.0.conv1.weight: tensor<512x256x3x3xf32> {roofline.weight}, %layer4.0.bn1.scale: tensor<512xf32> {roofline.weight}, %layer4.0.bn1.shift: tensor<512xf32> {roofline.weight}, %layer4.0.conv2.weight: tensor<512x512x3x3xf32> {roofline.weight}, %layer4.0.bn2.scale: tensor<512xf32> {roofline.weight}, %layer4.0.bn2.shift: tensor<512xf32> {roofline.weight}, %layer4.0.downsample.0.weight: tensor<512x256x1x1xf32> {roofline.weight}, %layer4.0.downsample.1.scale: tensor<512xf32> {roofline.weight}, %layer4.0.downsample.1.shift: tensor<512xf32> {roofline.weight}, %layer4.1.conv1.weight: tensor<512x512x3x3xf32> {roofline.weight}, %layer4.1.bn1.scale: tensor<512xf32> {roofline.weight}, %layer4.1.bn1.shift: tensor<512xf32> {roofline.weight}, %layer4.1.conv2.weight: tensor<512x512x3x3xf32> {roofline.weight}, %layer4.1.bn2.scale: tensor<512xf32> {roofline.weight}, %layer4.1.bn2.shift: tensor<512xf32> {roofline.weight}, %fc.weight: tensor<1000x512xf32> {roofline.weight}, %fc.bias: tensor<1000xf32> {roofline.weight}) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000000e+00 : f32 loc("conv1.pad")
    %padded = tensor.pad %x low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%i: index, %i_1: index, %i_2: index, %i_3: index):
      tensor.yield %cst : f32
    } : tensor<1x3x224x224xf32> to tensor<1x3x230x230xf32> loc("conv1.pad")
    %empty = tensor.empty() : tensor<1x64x112x112xf32> loc("conv1.init")
    %cst_1 = arith.constant 0.000000000e+00 : f32 loc("conv1.init")
    %fill = linalg.fill ins(%cst_1 : f32) outs(%empty : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("conv1.init")
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded, %conv1.weight : tensor<1x3x230x230xf32>, tensor<64x3x7x7xf32>) outs(%fill : tensor<1x64x112x112xf32>) -> tensor<1x64x112x112xf32> loc("conv1")
    %empty_1 = tensor.empty() : tensor<1x64x112x112xf32> loc("bn1")
    %bn = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv, %bn1.scale, %bn1.shift : tensor<1x64x112x112xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_1 : tensor<1x64x112x112xf32>) {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %v = arith.mulf %in, %in_1 : f32
      %v_1 = arith.addf %v, %in_2 : f32
      linalg.yield %v_1 : f32
    } -> tensor<1x64x112x112xf32> loc("bn1")
    %empty_2 = tensor.empty() : tensor<1x64x112x112xf32> loc("relu")
    %relu = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn : tensor<1x64x112x112xf32>) outs(%empty_2 : tensor<1x64x112x112xf32>) {
    ^bb0(%in_3: f32, %out_1: f32):
      %cst_2 = arith.constant 0.000000000e+00 : f32
      %v_2 = arith.maximumf %in_3, %cst_2 : f32
      linalg.yield %v_2 : f32
    } -> tensor<1x64x112x112xf32> loc("relu")
    %cst_3 = arith.constant 0xFF800000 : f32 loc("maxpool.pad")
    %padded_1 = tensor.pad %relu low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_4: index, %i_5: index, %i_6: index, %i_7: index):
      tensor.yield %cst_3 : f32
    } : tensor<1x64x112x112xf32> to tensor<1x64x114x114xf32> loc("maxpool.pad")
    %empty_3 = tensor.empty() : tensor<1x64x56x56xf32> loc("maxpool.init")
    %cst_4 = arith.constant 0xFF800000 : f32 loc("maxpool.init")
    %fill_1 = linalg.fill ins(%cst_4 : f32) outs(%empty_3 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("maxpool.init")
    %empty_4 = tensor.empty() : tensor<3x3xf32> loc("maxpool")
    %pool = linalg.pooling_nchw_max {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_1, %empty_4 : tensor<1x64x114x114xf32>, tensor<3x3xf32>) outs(%fill_1 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("maxpool")
    %cst_5 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1.pad")
    %padded_2 = tensor.pad %pool low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
      tensor.yield %cst_5 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.0.conv1.pad")
    %empty_5 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.conv1.init")
    %cst_6 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1.init")
    %fill_2 = linalg.fill ins(%cst_6 : f32) outs(%empty_5 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv1.init")
    %conv_1 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_2, %layer1.0.conv1.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv1")
    %empty_6 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.bn1")
    %bn_1 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_1, %layer1.0.bn1.scale, %layer1.0.bn1.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_6 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_4: f32, %in_5: f32, %in_6: f32, %out_2: f32):
      %v_3 = arith.mulf %in_4, %in_5 : f32
      %v_4 = arith.addf %v_3, %in_6 : f32
      linalg.yield %v_4 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.bn1")
    %empty_7 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %relu_1 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_1 : tensor<1x64x56x56xf32>) outs(%empty_7 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_7: f32, %out_3: f32):
      %cst_7 = arith.constant 0.000000000e+00 : f32
      %v_5 = arith.maximumf %in_7, %cst_7 : f32
      linalg.yield %v_5 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %cst_8 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2.pad")
    %padded_3 = tensor.pad %relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
      tensor.yield %cst_8 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.0.conv2.pad")
    %empty_8 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.conv2.init")
    %cst_9 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2.init")
    %fill_3 = linalg.fill ins(%cst_9 : f32) outs(%empty_8 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv2.init")
    %conv_2 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_3, %layer1.0.conv2.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_3 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv2")
    %empty_9 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.bn2")
    %bn_2 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2, %layer1.0.bn2.scale, %layer1.0.bn2.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_9 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_8: f32, %in_9: f32, %in_10: f32, %out_4: f32):
      %v_6 = arith.mulf %in_8, %in_9 : f32
      %v_7 = arith.addf %v_6, %in_10 : f32
      linalg.yield %v_7 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.bn2")
    %empty_10 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.add")
    %add = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_2, %pool : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) outs(%empty_10 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_11: f32, %in_12: f32, %out_5: f32):
      %v_8 = arith.addf %in_11, %in_12 : f32
      linalg.yield %v_8 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.add")
    %empty_11 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %relu_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<1x64x56x56xf32>) outs(%empty_11 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_13: f32, %out_6: f32):
      %cst_10 = arith.constant 0.000000000e+00 : f32
      %v_9 = arith.maximumf %in_13, %cst_10 : f32
      linalg.yield %v_9 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %cst_11 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1.pad")
    %padded_4 = tensor.pad %relu_2 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
      tensor.yield %cst_11 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.1.conv1.pad")
    %empty_12 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.conv1.init")
    %cst_12 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1.init")
    %fill_4 = linalg.fill ins(%cst_12 : f32) outs(%empty_12 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv1.init")
    %conv_3 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_4, %layer1.1.conv1.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_4 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv1")
    %empty_13 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.bn1")
    %bn_3 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3, %layer1.1.bn1.scale, %layer1.1.bn1.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_13 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_14: f32, %in_15: f32, %in_16: f32, %out_7: f32):
      %v_10 = arith.mulf %in_14, %in_15 : f32
      %v_11 = arith.addf %v_10, %in_16 : f32
      linalg.yield %v_11 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.bn1")
    %empty_14 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %relu_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_3 : tensor<1x64x56x56xf32>) outs(%empty_14 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_17: f32, %out_8: f32):
      %cst_13 = arith.constant 0.000000000e+00 : f32
      %v_12 = arith.maximumf %in_17, %cst_13 : f32
      linalg.yield %v_12 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %cst_14 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2.pad")
    %padded_5 = tensor.pad %relu_3 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
      tensor.yield %cst_14 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.1.conv2.pad")
    %empty_15 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.conv2.init")
    %cst_15 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2.init")
    %fill_5 = linalg.fill ins(%cst_15 : f32) outs(%empty_15 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv2.init")
    %conv_4 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_5, %layer1.1.conv2.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_5 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv2")
    %empty_16 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.bn2")
    %bn_4 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %layer1.1.bn2.scale, %layer1.1.bn2.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_16 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_18: f32, %in_19: f32, %in_20: f32, %out_9: f32):
      %v_13 = arith.mulf %in_18, %in_19 : f32
      %v_14 = arith.addf %v_13, %in_20 : f32
      linalg.yield %v_14 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.bn2")
    %empty_17 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.add")
    %add_1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_4, %relu_2 : tensor<1x64x56x56xf32>, tensor<1x64x56x56xf32>) outs(%empty_17 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_21: f32, %in_22: f32, %out_10: f32):
      %v_15 = arith.addf %in_21, %in_22 : f32
      linalg.yield %v_15 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.add")
    %empty_18 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %relu_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1 : tensor<1x64x56x56xf32>) outs(%empty_18 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_23: f32, %out_11: f32):
      %cst_16 = arith.constant 0.000000000e+00 : f32
      %v_16 = arith.maximumf %in_23, %cst_16 : f32
      linalg.yield %v_16 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %cst_17 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1.pad")
    %padded_6 = tensor.pad %relu_4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
      tensor.yield %cst_17 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer2.0.conv1.pad")
    %empty_19 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.conv1.init")
    %cst_18 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1.init")
    %fill_6 = linalg.fill ins(%cst_18 : f32) outs(%empty_19 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.conv1.init")
    %conv_5 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_6, %layer2.0.conv1.weight : tensor<1x64x58x58xf32>, tensor<128x64x3x3xf32>) outs(%fill_6 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.conv1")
    %empty_20 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.bn1")
    %bn_5 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5, %layer2.0.bn1.scale, %layer2.0.bn1.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_20 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_24: f32, %in_25: f32, %in_26: f32, %out_12: f32):
      %v_17 = arith.mulf %in_24, %in_25 : f32
      %v_18 = arith.addf %v_17, %in_26 : f32
      linalg.yield %v_18 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.bn1")
    %empty_21 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.relu")
    %relu_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_5 : tensor<1x128x28x28xf32>) outs(%empty_21 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_27: f32, %out_13: f32):
      %cst_19 = arith.constant 0.000000000e+00 : f32
      %v_19 = arith.maximumf %in_27, %cst_19 : f32
      linalg.yield %v_19 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.relu")
    %cst_20 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2.pad")
    %padded_7 = tensor.pad %relu_5 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
      tensor.yield %cst_20 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2.0.conv2.pad")
    %empty_22 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.conv2.init")
    %cst_21 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2.init")
    %fill_7 = linalg.fill ins(%cst_21 : f32) outs(%empty_22 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.conv2.init")
    %conv_6 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_7, %layer2.0.conv2.weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%fill_7 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.conv2")
    %empty_23 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.bn2")
    %bn_6 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6, %layer2.0.bn2.scale, %layer2.0.bn2.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_23 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_28: f32, %in_29: f32, %in_30: f32, %out_14: f32):
      %v_20 = arith.mulf %in_28, %in_29 : f32
      %v_21 = arith.addf %v_20, %in_30 : f32
      linalg.yield %v_21 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.bn2")
    %empty_24 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.downsample.0.init")
    %cst_22 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.0.init")
    %fill_8 = linalg.fill ins(%cst_22 : f32) outs(%empty_24 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.downsample.0.init")
    %conv_7 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_4, %layer2.0.downsample.0.weight : tensor<1x64x56x56xf32>, tensor<128x64x1x1xf32>) outs(%fill_8 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.downsample.0")
    %empty_25 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.downsample.1")
    %bn_7 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7, %layer2.0.downsample.1.scale, %layer2.0.downsample.1.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_25 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_31: f32, %in_32: f32, %in_33: f32, %out_15: f32):
      %v_22 = arith.mulf %in_31, %in_32 : f32
      %v_23 = arith.addf %v_22, %in_33 : f32
      linalg.yield %v_23 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.downsample.1")
    %empty_26 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.add")
    %add_2 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_6, %bn_7 : tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) outs(%empty_26 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_34: f32, %in_35: f32, %out_16: f32):
      %v_24 = arith.addf %in_34, %in_35 : f32
      linalg.yield %v_24 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.add")
    %empty_27 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.relu")
    %relu_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_2 : tensor<1x128x28x28xf32>) outs(%empty_27 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_36: f32, %out_17: f32):
      %cst_23 = arith.constant 0.000000000e+00 : f32
      %v_25 = arith.maximumf %in_36, %cst_23 : f32
      linalg.yield %v_25 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.relu")
    %cst_24 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1.pad")
    %padded_8 = tensor.pad %relu_6 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
      tensor.yield %cst_24 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2.1.conv1.pad")
    %empty_28 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.conv1.init")
    %cst_25 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1.init")
    %fill_9 = linalg.fill ins(%cst_25 : f32) outs(%empty_28 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv1.init")
    %conv_8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_8, %layer2.1.conv1.weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%fill_9 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv1")
    %empty_29 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.bn1")
    %bn_8 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8, %layer2.1.bn1.scale, %layer2.1.bn1.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_29 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_37: f32, %in_38: f32, %in_39: f32, %out_18: f32):
      %v_26 = arith.mulf %in_37, %in_38 : f32
      %v_27 = arith.addf %v_26, %in_39 : f32
      linalg.yield %v_27 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.bn1")
    %empty_30 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %relu_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_8 : tensor<1x128x28x28xf32>) outs(%empty_30 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_40: f32, %out_19: f32):
      %cst_26 = arith.constant 0.000000000e+00 : f32
      %v_28 = arith.maximumf %in_40, %cst_26 : f32
      linalg.yield %v_28 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %cst_27 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2.pad")
    %padded_9 = tensor.pad %relu_7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
      tensor.yield %cst_27 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2.1.conv2.pad")
    %empty_31 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.conv2.init")
    %cst_28 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2.init")
    %fill_10 = linalg.fill ins(%cst_28 : f32) outs(%empty_31 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv2.init")
    %conv_9 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_9, %layer2.1.conv2.weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%fill_10 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv2")
    %empty_32 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.bn2")
    %bn_9 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9, %layer2.1.bn2.scale, %layer2.1.bn2.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_32 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_41: f32, %in_42: f32, %in_43: f32, %out_20: f32):
      %v_29 = arith.mulf %in_41, %in_42 : f32
      %v_30 = arith.addf %v_29, %in_43 : f32
      linalg.yield %v_30 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.bn2")
    %empty_33 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.add")
    %add_3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_9, %relu_6 : tensor<1x128x28x28xf32>, tensor<1x128x28x28xf32>) outs(%empty_33 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_44: f32, %in_45: f32, %out_21: f32):
      %v_31 = arith.addf %in_44, %in_45 : f32
      linalg.yield %v_31 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.add")
    %empty_34 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %relu_8 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3 : tensor<1x128x28x28xf32>) outs(%empty_34 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_46: f32, %out_22: f32):
      %cst_29 = arith.constant 0.000000000e+00 : f32
      %v_32 = arith.maximumf %in_46, %cst_29 : f32
      linalg.yield %v_32 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %cst_30 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1.pad")
    %padded_10 = tensor.pad %relu_8 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
      tensor.yield %cst_30 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer3.0.conv1.pad")
    %empty_35 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.conv1.init")
    %cst_31 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1.init")
    %fill_11 = linalg.fill ins(%cst_31 : f32) outs(%empty_35 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.conv1.init")
    %conv_10 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_10, %layer3.0.conv1.weight : tensor<1x128x30x30xf32>, tensor<256x128x3x3xf32>) outs(%fill_11 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.conv1")
    %empty_36 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.bn1")
    %bn_10 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10, %layer3.0.bn1.scale, %layer3.0.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_36 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_47: f32, %in_48: f32, %in_49: f32, %out_23: f32):
      %v_33 = arith.mulf %in_47, %in_48 : f32
      %v_34 = arith.addf %v_33, %in_49 : f32
      linalg.yield %v_34 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.bn1")
    %empty_37 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.relu")
    %relu_9 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_10 : tensor<1x256x14x14xf32>) outs(%empty_37 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_50: f32, %out_24: f32):
      %cst_32 = arith.constant 0.000000000e+00 : f32
      %v_35 = arith.maximumf %in_50, %cst_32 : f32
      linalg.yield %v_35 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.relu")
    %cst_33 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2.pad")
    %padded_11 = tensor.pad %relu_9 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
      tensor.yield %cst_33 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.0.conv2.pad")
    %empty_38 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.conv2.init")
    %cst_34 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2.init")
    %fill_12 = linalg.fill ins(%cst_34 : f32) outs(%empty_38 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.conv2.init")
    %conv_11 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_11, %layer3.0.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_12 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.conv2")
    %empty_39 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.bn2")
    %bn_11 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_11, %layer3.0.bn2.scale, %layer3.0.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_39 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_51: f32, %in_52: f32, %in_53: f32, %out_25: f32):
      %v_36 = arith.mulf %in_51, %in_52 : f32
      %v_37 = arith.addf %v_36, %in_53 : f32
      linalg.yield %v_37 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.bn2")
    %empty_40 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.downsample.0.init")
    %cst_35 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.0.init")
    %fill_13 = linalg.fill ins(%cst_35 : f32) outs(%empty_40 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.downsample.0.init")
    %conv_12 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_8, %layer3.0.downsample.0.weight : tensor<1x128x28x28xf32>, tensor<256x128x1x1xf32>) outs(%fill_13 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.downsample.0")
    %empty_41 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.downsample.1")
    %bn_12 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_12, %layer3.0.downsample.1.scale, %layer3.0.downsample.1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_41 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_54: f32, %in_55: f32, %in_56: f32, %out_26: f32):
      %v_38 = arith.mulf %in_54, %in_55 : f32
      %v_39 = arith.addf %v_38, %in_56 : f32
      linalg.yield %v_39 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.downsample.1")
    %empty_42 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.add")
    %add_4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_11, %bn_12 : tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) outs(%empty_42 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_57: f32, %in_58: f32, %out_27: f32):
      %v_40 = arith.addf %in_57, %in_58 : f32
      linalg.yield %v_40 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.add")
    %empty_43 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.relu")
    %relu_10 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_4 : tensor<1x256x14x14xf32>) outs(%empty_43 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_59: f32, %out_28: f32):
      %cst_36 = arith.constant 0.000000000e+00 : f32
      %v_41 = arith.maximumf %in_59, %cst_36 : f32
      linalg.yield %v_41 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.relu")
    %cst_37 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1.pad")
    %padded_12 = tensor.pad %relu_10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
      tensor.yield %cst_37 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.1.conv1.pad")
    %empty_44 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.conv1.init")
    %cst_38 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1.init")
    %fill_14 = linalg.fill ins(%cst_38 : f32) outs(%empty_44 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv1.init")
    %conv_13 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_12, %layer3.1.conv1.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_14 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv1")
    %empty_45 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.bn1")
    %bn_13 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_13, %layer3.1.bn1.scale, %layer3.1.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_45 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_60: f32, %in_61: f32, %in_62: f32, %out_29: f32):
      %v_42 = arith.mulf %in_60, %in_61 : f32
      %v_43 = arith.addf %v_42, %in_62 : f32
      linalg.yield %v_43 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.bn1")
    %empty_46 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %relu_11 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_13 : tensor<1x256x14x14xf32>) outs(%empty_46 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_63: f32, %out_30: f32):
      %cst_39 = arith.constant 0.000000000e+00 : f32
      %v_44 = arith.maximumf %in_63, %cst_39 : f32
      linalg.yield %v_44 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %cst_40 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2.pad")
    %padded_13 = tensor.pad %relu_11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_52: index, %i_53: index, %i_54: index, %i_55: index):
      tensor.yield %cst_40 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.1.conv2.pad")
    %empty_47 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.conv2.init")
    %cst_41 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2.init")
    %fill_15 = linalg.fill ins(%cst_41 : f32) outs(%empty_47 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv2.init")
    %conv_14 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_13, %layer3.1.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_15 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv2")
    %empty_48 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.bn2")
    %bn_14 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_14, %layer3.1.bn2.scale, %layer3.1.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_48 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_64: f32, %in_65: f32, %in_66: f32, %out_31: f32):
      %v_45 = arith.mulf %in_64, %in_65 : f32
      %v_46 = arith.addf %v_45, %in_66 : f32
      linalg.yield %v_46 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.bn2")
    %empty_49 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.add")
    %add_5 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_14, %relu_10 : tensor<1x256x14x14xf32>, tensor<1x256x14x14xf32>) outs(%empty_49 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_67: f32, %in_68: f32, %out_32: f32):
      %v_47 = arith.addf %in_67, %in_68 : f32
      linalg.yield %v_47 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.add")
    %empty_50 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %relu_12 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_5 : tensor<1x256x14x14xf32>) outs(%empty_50 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_69: f32, %out_33: f32):
      %cst_42 = arith.constant 0.000000000e+00 : f32
      %v_48 = arith.maximumf %in_69, %cst_42 : f32
      linalg.yield %v_48 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %cst_43 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1.pad")
    %padded_14 = tensor.pad %relu_12 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_56: index, %i_57: index, %i_58: index, %i_59: index):
      tensor.yield %cst_43 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer4.0.conv1.pad")
    %empty_51 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.conv1.init")
    %cst_44 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1.init")
    %fill_16 = linalg.fill ins(%cst_44 : f32) outs(%empty_51 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.conv1.init")
    %conv_15 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_14, %layer4.0.conv1.weight : tensor<1x256x16x16xf32>, tensor<512x256x3x3xf32>) outs(%fill_16 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.conv1")
    %empty_52 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.bn1")
    %bn_15 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_15, %layer4.0.bn1.scale, %layer4.0.bn1.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_52 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_70: f32, %in_71: f32, %in_72: f32, %out_34: f32):
      %v_49 = arith.mulf %in_70, %in_71 : f32
      %v_50 = arith.addf %v_49, %in_72 : f32
      linalg.yield %v_50 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.bn1")
    %empty_53 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.relu")
    %relu_13 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_15 : tensor<1x512x7x7xf32>) outs(%empty_53 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_73: f32, %out_35: f32):
      %cst_45 = arith.constant 0.000000000e+00 : f32
      %v_51 = arith.maximumf %in_73, %cst_45 : f32
      linalg.yield %v_51 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.relu")
    %cst_46 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2.pad")
    %padded_15 = tensor.pad %relu_13 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_60: index, %i_61: index, %i_62: index, %i_63: index):
      tensor.yield %cst_46 : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4.0.conv2.pad")
    %empty_54 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.conv2.init")
    %cst_47 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2.init")
    %fill_17 = linalg.fill ins(%cst_47 : f32) outs(%empty_54 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.conv2.init")
    %conv_16 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_15, %layer4.0.conv2.weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%fill_17 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.conv2")
    %empty_55 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.bn2")
    %bn_16 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_16, %layer4.0.bn2.scale, %layer4.0.bn2.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_55 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_74: f32, %in_75: f32, %in_76: f32, %out_36: f32):
      %v_52 = arith.mulf %in_74, %in_75 : f32
      %v_53 = arith.addf %v_52, %in_76 : f32
      linalg.yield %v_53 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.bn2")
    %empty_56 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.downsample.0.init")
    %cst_48 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.0.init")
    %fill_18 = linalg.fill ins(%cst_48 : f32) outs(%empty_56 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.downsample.0.init")
    %conv_17 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_12, %layer4.0.downsample.0.weight : tensor<1x256x14x14xf32>, tensor<512x256x1x1xf32>) outs(%fill_18 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.downsample.0")
    %empty_57 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.downsample.1")
    %bn_17 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_17, %layer4.0.downsample.1.scale, %layer4.0.downsample.1.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_57 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_77: f32, %in_78: f32, %in_79: f32, %out_37: f32):
      %v_54 = arith.mulf %in_77, %in_78 : f32
      %v_55 = arith.addf %v_54, %in_79 : f32
      linalg.yield %v_55 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.downsample.1")
    %empty_58 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.add")
    %add_6 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_16, %bn_17 : tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) outs(%empty_58 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_80: f32, %in_81: f32, %out_38: f32):
      %v_56 = arith.addf %in_80, %in_81 : f32
      linalg.yield %v_56 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.add")
    %empty_59 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.relu")
    %relu_14 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_6 : tensor<1x512x7x7xf32>) outs(%empty_59 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_82: f32, %out_39: f32):
      %cst_49 = arith.constant 0.000000000e+00 : f32
      %v_57 = arith.maximumf %in_82, %cst_49 : f32
      linalg.yield %v_57 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.relu")
    %cst_50 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1.pad")
    %padded_16 = tensor.pad %relu_14 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_64: index, %i_65: index, %i_66: index, %i_67: index):
      tensor.yield %cst_50 : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4.1.conv1.pad")
    %empty_60 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.conv1.init")
    %cst_51 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1.init")
    %fill_19 = linalg.fill ins(%cst_51 : f32) outs(%empty_60 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv1.init")
    %conv_18 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_16, %layer4.1.conv1.weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%fill_19 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv1")
    %empty_61 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.bn1")
    %bn_18 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_18, %layer4.1.bn1.scale, %layer4.1.bn1.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_61 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_83: f32, %in_84: f32, %in_85: f32, %out_40: f32):
      %v_58 = arith.mulf %in_83, %in_84 : f32
      %v_59 = arith.addf %v_58, %in_85 : f32
      linalg.yield %v_59 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.bn1")
    %empty_62 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %relu_15 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_18 : tensor<1x512x7x7xf32>) outs(%empty_62 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_86: f32, %out_41: f32):
      %cst_52 = arith.constant 0.000000000e+00 : f32
      %v_60 = arith.maximumf %in_86, %cst_52 : f32
      linalg.yield %v_60 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %cst_53 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2.pad")
    %padded_17 = tensor.pad %relu_15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_68: index, %i_69: index, %i_70: index, %i_71: index):
      tensor.yield %cst_53 : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4.1.conv2.pad")
    %empty_63 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.conv2.init")
    %cst_54 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2.init")
    %fill_20 = linalg.fill ins(%cst_54 : f32) outs(%empty_63 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv2.init")
    %conv_19 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_17, %layer4.1.conv2.weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%fill_20 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv2")
    %empty_64 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.bn2")
    %bn_19 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_19, %layer4.1.bn2.scale, %layer4.1.bn2.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_64 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_87: f32, %in_88: f32, %in_89: f32, %out_42: f32):
      %v_61 = arith.mulf %in_87, %in_88 : f32
      %v_62 = arith.addf %v_61, %in_89 : f32
      linalg.yield %v_62 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.bn2")
    %empty_65 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.add")
    %add_7 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_19, %relu_14 : tensor<1x512x7x7xf32>, tensor<1x512x7x7xf32>) outs(%empty_65 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_90: f32, %in_91: f32, %out_43: f32):
      %v_63 = arith.addf %in_90, %in_91 : f32
      linalg.yield %v_63 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.add")
    %empty_66 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %relu_16 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_7 : tensor<1x512x7x7xf32>) outs(%empty_66 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_92: f32, %out_44: f32):
      %cst_55 = arith.constant 0.000000000e+00 : f32
      %v_64 = arith.maximumf %in_92, %cst_55 : f32
      linalg.yield %v_64 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %empty_67 = tensor.empty() : tensor<1x512x1x1xf32> loc("avgpool.init")
    %cst_56 = arith.constant 0.000000000e+00 : f32 loc("avgpool.init")
    %fill_21 = linalg.fill ins(%cst_56 : f32) outs(%empty_67 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32> loc("avgpool.init")
    %empty_68 = tensor.empty() : tensor<7x7xf32> loc("avgpool")
    %pool_1 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%relu_16, %empty_68 : tensor<1x512x7x7xf32>, tensor<7x7xf32>) outs(%fill_21 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32> loc("avgpool")
    %empty_69 = tensor.empty() : tensor<1x512x1x1xf32> loc("avgpool.div")
    %avg = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%pool_1 : tensor<1x512x1x1xf32>) outs(%empty_69 : tensor<1x512x1x1xf32>) {
    ^bb0(%in_93: f32, %out_45: f32):
      %cst_57 = arith.constant 4.900000000e+01 : f32
      %v_65 = arith.divf %in_93, %cst_57 : f32
      linalg.yield %v_65 : f32
    } -> tensor<1x512x1x1xf32> loc("avgpool.div")
    %collapsed = tensor.collapse_shape %avg [[0], [1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<1x512xf32> loc("flatten")
    %empty_70 = tensor.empty() : tensor<1x1000xf32> loc("fc.bias")
    %bias = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%fc.bias : tensor<1000xf32>) outs(%empty_70 : tensor<1x1000xf32>) {
    ^bb0(%in_94: f32, %out_46: f32):
      linalg.yield %in_94 : f32
    } -> tensor<1x1000xf32> loc("fc.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed, %fc.weight : tensor<1x512xf32>, tensor<1000x512xf32>) outs(%bias : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("fc")
    return %matmul : tensor<1x1000xf32>
  }
}
