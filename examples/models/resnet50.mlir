// torchvision.models.resnet50(weights=None), imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import resnet50 --input-shape 1,3,224,224 -o examples/models/resnet50.mlir
// inputs: 1x3x224x224; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
// batch norm (inference) is folded to a per-channel scale and shift, given as arguments <module>.scale and <module>.shift.
#map0 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<1x3x224x224xf32>, %conv1.weight: tensor<64x3x7x7xf32> {roofline.weight}, %bn1.scale: tensor<64xf32> {roofline.weight}, %bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.0.conv1.weight: tensor<64x64x1x1xf32> {roofline.weight}, %layer1.0.bn1.scale: tensor<64xf32> {roofline.weight}, %layer1.0.bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.0.conv2.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.0.bn2.scale: tensor<64xf32> {roofline.weight}, %layer1.0.bn2.shift: tensor<64xf32> {roofline.weight}, %layer1.0.conv3.weight: tensor<256x64x1x1xf32> {roofline.weight}, %layer1.0.bn3.scale: tensor<256xf32> {roofline.weight}, %layer1.0.bn3.shift: tensor<256xf32> {roofline.weight}, %layer1.0.downsample.0.weight: tensor<256x64x1x1xf32> {roofline.weight}, %layer1.0.downsample.1.scale: tensor<256xf32> {roofline.weight}, %layer1.0.downsample.1.shift: tensor<256xf32> {roofline.weight}, %layer1.1.conv1.weight: tensor<64x256x1x1xf32> {roofline.weight}, %layer1.1.bn1.scale: tensor<64xf32> {roofline.weight}, %layer1.1.bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.1.conv2.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.1.bn2.scale: tensor<64xf32> {roofline.weight}, %layer1.1.bn2.shift: tensor<64xf32> {roofline.weight}, %layer1.1.conv3.weight: tensor<256x64x1x1xf32> {roofline.weight}, %layer1.1.bn3.scale: tensor<256xf32> {roofline.weight}, %layer1.1.bn3.shift: tensor<256xf32> {roofline.weight}, %layer1.2.conv1.weight: tensor<64x256x1x1xf32> {roofline.weight}, %layer1.2.bn1.scale: tensor<64xf32> {roofline.weight}, %layer1.2.bn1.shift: tensor<64xf32> {roofline.weight}, %layer1.2.conv2.weight: tensor<64x64x3x3xf32> {roofline.weight}, %layer1.2.bn2.scale: tensor<64xf32> {roofline.weight}, %layer1.2.bn2.shift: tensor<64xf32> {roofline.weight}, %layer1.2.conv3.weight: tensor<256x64x1x1xf32> {roofline.weight}, %layer1.2.bn3.scale: tensor<256xf32> {roofline.weight}, %layer1.2.bn3.shift: tensor<256xf32> {roofline.weight}, %layer2.0.conv1.weight: tensor<128x256x1x1xf32> {roofline.weight}, %layer2.0.bn1.scale: tensor<128xf32> {roofline.weight}, %layer2.0.bn1.shift: tensor<128xf32> {roofline.weight}, %layer2.0.conv2.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.0.bn2.scale: tensor<128xf32> {roofline.weight}, %layer2.0.bn2.shift: tensor<128xf32> {roofline.weight}, %layer2.0.conv3.weight: tensor<512x128x1x1xf32> {roofline.weight}, %layer2.0.bn3.scale: tensor<512xf32> {roofline.weight}, %layer2.0.bn3.shift: tensor<512xf32> {roofline.weight}, %layer2.0.downsample.0.weight: tensor<512x256x1x1xf32> {roofline.weight}, %layer2.0.downsample.1.scale: tensor<512xf32> {roofline.weight}, %layer2.0.downsample.1.shift: tensor<512xf32> {roofline.weight}, %layer2.1.conv1.weight: tensor<128x512x1x1xf32> {roofline.weight}, %layer2.1.bn1.scale: tensor<128xf32> {roofline.weight}, %layer2.1.bn1.shift: tensor<128xf32> {roofline.weight}, %layer2.1.conv2.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.1.bn2.scale: tensor<128xf32> {roofline.weight}, %layer2.1.bn2.shift: tensor<128xf32> {roofline.weight}, %layer2.1.conv3.weight: tensor<512x128x1x1xf32> {roofline.weight}, %layer2.1.bn3.scale: tensor<512xf32> {roofline.weight}, %layer2.1.bn3.shift: tensor<512xf32> {roofline.weight}, %layer2.2.conv1.weight: tensor<128x512x1x1xf32> {roofline.weight}, %layer2.2.bn1.scale: tensor<128xf32> {roofline.weight}, %layer2.2.bn1.shift: tensor<128xf32> {roofline.weight}, %layer2.2.conv2.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.2.bn2.scale: tensor<128xf32> {roofline.weight}, %layer2.2.bn2.shift: tensor<128xf32> {roofline.weight}, %layer2.2.conv3.weight: tensor<512x128x1x1xf32> {roofline.weight}, %layer2.2.bn3.scale: tensor<512xf32> {roofline.weight}, %layer2.2.bn3.shift: tensor<512xf32> {roofline.weight}, %layer2.3.conv1.weight: tensor<128x512x1x1xf32> {roofline.weight}, %layer2.3.bn1.scale: tensor<128xf32> {roofline.weight}, %layer2.3.bn1.shift: tensor<128xf32> {roofline.weight}, %layer2.3.conv2.weight: tensor<128x128x3x3xf32> {roofline.weight}, %layer2.3.bn2.scale: tensor<128xf32> {roofline.weight}, %layer2.3.bn2.shift: tensor<128xf32> {roofline.weight}, %layer2.3.conv3.weight: tensor<512x128x1x1xf32> {roofline.weight}, %layer2.3.bn3.scale: tensor<512xf32> {roofline.weight}, %layer2.3.bn3.shift: tensor<512xf32> {roofline.weight}, %layer3.0.conv1.weight: tensor<256x512x1x1xf32> {roofline.weight}, %layer3.0.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.0.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.0.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.0.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.0.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.0.conv3.weight: tensor<1024x256x1x1xf32> {roofline.weight}, %layer3.0.bn3.scale: tensor<1024xf32> {roofline.weight}, %layer3.0.bn3.shift: tensor<1024xf32> {roofline.weight}, %layer3.0.downsample.0.weight: tensor<1024x512x1x1xf32> {roofline.weight}, %layer3.0.downsample.1.scale: tensor<1024xf32> {roofline.weight}, %layer3.0.downsample.1.shift: tensor<1024xf32> {roofline.weight}, %layer3.1.conv1.weight: tensor<256x1024x1x1xf32> {roofline.weight}, %layer3.1.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.1.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.1.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.1.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.1.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.1.conv3.weight: tensor<1024x256x1x1xf32> {roofline.weight}, %layer3.1.bn3.scale: tensor<1024xf32> {roofline.weight}, %layer3.1.bn3.shift: tensor<1024xf32> {roofline.weight}, %layer3.2.conv1.weight: tensor<256x1024x1x1xf32> {roofline.weight}, %layer3.2.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.2.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.2.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.2.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.2.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.2.conv3.weight: tensor<1024x256x1x1xf32> {roofline.weight}, %layer3.2.bn3.scale: tensor<1024xf32> {roofline.weight}, %layer3.2.bn3.shift: tensor<1024xf32> {roofline.weight}, %layer3.3.conv1.weight: tensor<256x1024x1x1xf32> {roofline.weight}, %layer3.3.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.3.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.3.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.3.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.3.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.3.conv3.weight: tensor<1024x256x1x1xf32> {roofline.weight}, %layer3.3.bn3.scale: tensor<1024xf32> {roofline.weight}, %layer3.3.bn3.shift: tensor<1024xf32> {roofline.weight}, %layer3.4.conv1.weight: tensor<256x1024x1x1xf32> {roofline.weight}, %layer3.4.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.4.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.4.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.4.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.4.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.4.conv3.weight: tensor<1024x256x1x1xf32> {roofline.weight}, %layer3.4.bn3.scale: tensor<1024xf32> {roofline.weight}, %layer3.4.bn3.shift: tensor<1024xf32> {roofline.weight}, %layer3.5.conv1.weight: tensor<256x1024x1x1xf32> {roofline.weight}, %layer3.5.bn1.scale: tensor<256xf32> {roofline.weight}, %layer3.5.bn1.shift: tensor<256xf32> {roofline.weight}, %layer3.5.conv2.weight: tensor<256x256x3x3xf32> {roofline.weight}, %layer3.5.bn2.scale: tensor<256xf32> {roofline.weight}, %layer3.5.bn2.shift: tensor<256xf32> {roofline.weight}, %layer3.5.conv3.weight: tensor<1024x256x1x1xf32> {roofline.weight}, %layer3.5.bn3.scale: tensor<1024xf32> {roofline.weight}, %layer3.5.bn3.shift: tensor<1024xf32> {roofline.weight}, %layer4.0.conv1.weight: tensor<512x1024x1x1xf32> {roofline.weight}, %layer4.0.bn1.scale: tensor<512xf32> {roofline.weight}, %layer4.0.bn1.shift: tensor<512xf32> {roofline.weight}, %layer4.0.conv2.weight: tensor<512x512x3x3xf32> {roofline.weight}, %layer4.0.bn2.scale: tensor<512xf32> {roofline.weight}, %layer4.0.bn2.shift: tensor<512xf32> {roofline.weight}, %layer4.0.conv3.weight: tensor<2048x512x1x1xf32> {roofline.weight}, %layer4.0.bn3.scale: tensor<2048xf32> {roofline.weight}, %layer4.0.bn3.shift: tensor<2048xf32> {roofline.weight}, %layer4.0.downsample.0.weight: tensor<2048x1024x1x1xf32> {roofline.weight}, %layer4.0.downsample.1.scale: tensor<2048xf32> {roofline.weight}, %layer4.0.downsample.1.shift: tensor<2048xf32> {roofline.weight}, %layer4.1.conv1.weight: tensor<512x2048x1x1xf32> {roofline.weight}, %layer4.1.bn1.scale: tensor<512xf32> {roofline.weight}, %layer4.1.bn1.shift: tensor<512xf32> {roofline.weight}, %layer4.1.conv2.weight: tensor<512x512x3x3xf32> {roofline.weight}, %layer4.1.bn2.scale: tensor<512xf32> {roofline.weight}, %layer4.1.bn2.shift: tensor<512xf32> {roofline.weight}, %layer4.1.conv3.weight: tensor<2048x512x1x1xf32> {roofline.weight}, %layer4.1.bn3.scale: tensor<2048xf32> {roofline.weight}, %layer4.1.bn3.shift: tensor<2048xf32> {roofline.weight}, %layer4.2.conv1.weight: tensor<512x2048x1x1xf32> {roofline.weight}, %layer4.2.bn1.scale: tensor<512xf32> {roofline.weight}, %layer4.2.bn1.shift: tensor<512xf32> {roofline.weight}, %layer4.2.conv2.weight: tensor<512x512x3x3xf32> {roofline.weight}, %layer4.2.bn2.scale: tensor<512xf32> {roofline.weight}, %layer4.2.bn2.shift: tensor<512xf32> {roofline.weight}, %layer4.2.conv3.weight: tensor<2048x512x1x1xf32> {roofline.weight}, %layer4.2.bn3.scale: tensor<2048xf32> {roofline.weight}, %layer4.2.bn3.shift: tensor<2048xf32> {roofline.weight}, %fc.weight: tensor<1000x2048xf32> {roofline.weight}, %fc.bias: tensor<1000xf32> {roofline.weight}) -> tensor<1x1000xf32> {
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
    %empty_5 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.conv1.init")
    %cst_5 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv1.init")
    %fill_2 = linalg.fill ins(%cst_5 : f32) outs(%empty_5 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv1.init")
    %conv_1 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%pool, %layer1.0.conv1.weight : tensor<1x64x56x56xf32>, tensor<64x64x1x1xf32>) outs(%fill_2 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv1")
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
      %cst_6 = arith.constant 0.000000000e+00 : f32
      %v_5 = arith.maximumf %in_7, %cst_6 : f32
      linalg.yield %v_5 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %cst_7 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2.pad")
    %padded_2 = tensor.pad %relu_1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_8: index, %i_9: index, %i_10: index, %i_11: index):
      tensor.yield %cst_7 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.0.conv2.pad")
    %empty_8 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.conv2.init")
    %cst_8 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv2.init")
    %fill_3 = linalg.fill ins(%cst_8 : f32) outs(%empty_8 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv2.init")
    %conv_2 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_2, %layer1.0.conv2.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_3 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.0.conv2")
    %empty_9 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.bn2")
    %bn_2 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_2, %layer1.0.bn2.scale, %layer1.0.bn2.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_9 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_8: f32, %in_9: f32, %in_10: f32, %out_4: f32):
      %v_6 = arith.mulf %in_8, %in_9 : f32
      %v_7 = arith.addf %v_6, %in_10 : f32
      linalg.yield %v_7 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.bn2")
    %empty_10 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %relu_2 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_2 : tensor<1x64x56x56xf32>) outs(%empty_10 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_11: f32, %out_5: f32):
      %cst_9 = arith.constant 0.000000000e+00 : f32
      %v_8 = arith.maximumf %in_11, %cst_9 : f32
      linalg.yield %v_8 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.0.relu")
    %empty_11 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.0.conv3.init")
    %cst_10 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.conv3.init")
    %fill_4 = linalg.fill ins(%cst_10 : f32) outs(%empty_11 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.0.conv3.init")
    %conv_3 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_2, %layer1.0.conv3.weight : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%fill_4 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.0.conv3")
    %empty_12 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.0.bn3")
    %bn_3 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_3, %layer1.0.bn3.scale, %layer1.0.bn3.shift : tensor<1x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_12 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_12: f32, %in_13: f32, %in_14: f32, %out_6: f32):
      %v_9 = arith.mulf %in_12, %in_13 : f32
      %v_10 = arith.addf %v_9, %in_14 : f32
      linalg.yield %v_10 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.0.bn3")
    %empty_13 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.0.downsample.0.init")
    %cst_11 = arith.constant 0.000000000e+00 : f32 loc("layer1.0.downsample.0.init")
    %fill_5 = linalg.fill ins(%cst_11 : f32) outs(%empty_13 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.0.downsample.0.init")
    %conv_4 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%pool, %layer1.0.downsample.0.weight : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%fill_5 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.0.downsample.0")
    %empty_14 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.0.downsample.1")
    %bn_4 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_4, %layer1.0.downsample.1.scale, %layer1.0.downsample.1.shift : tensor<1x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_14 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_15: f32, %in_16: f32, %in_17: f32, %out_7: f32):
      %v_11 = arith.mulf %in_15, %in_16 : f32
      %v_12 = arith.addf %v_11, %in_17 : f32
      linalg.yield %v_12 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.0.downsample.1")
    %empty_15 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.0.add")
    %add = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_3, %bn_4 : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) outs(%empty_15 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_18: f32, %in_19: f32, %out_8: f32):
      %v_13 = arith.addf %in_18, %in_19 : f32
      linalg.yield %v_13 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.0.add")
    %empty_16 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.0.relu")
    %relu_3 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add : tensor<1x256x56x56xf32>) outs(%empty_16 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_20: f32, %out_9: f32):
      %cst_12 = arith.constant 0.000000000e+00 : f32
      %v_14 = arith.maximumf %in_20, %cst_12 : f32
      linalg.yield %v_14 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.0.relu")
    %empty_17 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.conv1.init")
    %cst_13 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv1.init")
    %fill_6 = linalg.fill ins(%cst_13 : f32) outs(%empty_17 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv1.init")
    %conv_5 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_3, %layer1.1.conv1.weight : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>) outs(%fill_6 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv1")
    %empty_18 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.bn1")
    %bn_5 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_5, %layer1.1.bn1.scale, %layer1.1.bn1.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_18 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_21: f32, %in_22: f32, %in_23: f32, %out_10: f32):
      %v_15 = arith.mulf %in_21, %in_22 : f32
      %v_16 = arith.addf %v_15, %in_23 : f32
      linalg.yield %v_16 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.bn1")
    %empty_19 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %relu_4 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_5 : tensor<1x64x56x56xf32>) outs(%empty_19 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_24: f32, %out_11: f32):
      %cst_14 = arith.constant 0.000000000e+00 : f32
      %v_17 = arith.maximumf %in_24, %cst_14 : f32
      linalg.yield %v_17 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %cst_15 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2.pad")
    %padded_3 = tensor.pad %relu_4 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_12: index, %i_13: index, %i_14: index, %i_15: index):
      tensor.yield %cst_15 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.1.conv2.pad")
    %empty_20 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.conv2.init")
    %cst_16 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv2.init")
    %fill_7 = linalg.fill ins(%cst_16 : f32) outs(%empty_20 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv2.init")
    %conv_6 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_3, %layer1.1.conv2.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_7 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.1.conv2")
    %empty_21 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.bn2")
    %bn_6 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_6, %layer1.1.bn2.scale, %layer1.1.bn2.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_21 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_25: f32, %in_26: f32, %in_27: f32, %out_12: f32):
      %v_18 = arith.mulf %in_25, %in_26 : f32
      %v_19 = arith.addf %v_18, %in_27 : f32
      linalg.yield %v_19 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.bn2")
    %empty_22 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %relu_5 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_6 : tensor<1x64x56x56xf32>) outs(%empty_22 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_28: f32, %out_13: f32):
      %cst_17 = arith.constant 0.000000000e+00 : f32
      %v_20 = arith.maximumf %in_28, %cst_17 : f32
      linalg.yield %v_20 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.1.relu")
    %empty_23 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.1.conv3.init")
    %cst_18 = arith.constant 0.000000000e+00 : f32 loc("layer1.1.conv3.init")
    %fill_8 = linalg.fill ins(%cst_18 : f32) outs(%empty_23 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.1.conv3.init")
    %conv_7 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_5, %layer1.1.conv3.weight : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%fill_8 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.1.conv3")
    %empty_24 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.1.bn3")
    %bn_7 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_7, %layer1.1.bn3.scale, %layer1.1.bn3.shift : tensor<1x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_24 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_29: f32, %in_30: f32, %in_31: f32, %out_14: f32):
      %v_21 = arith.mulf %in_29, %in_30 : f32
      %v_22 = arith.addf %v_21, %in_31 : f32
      linalg.yield %v_22 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.1.bn3")
    %empty_25 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.1.add")
    %add_1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_7, %relu_3 : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) outs(%empty_25 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_32: f32, %in_33: f32, %out_15: f32):
      %v_23 = arith.addf %in_32, %in_33 : f32
      linalg.yield %v_23 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.1.add")
    %empty_26 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.1.relu")
    %relu_6 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_1 : tensor<1x256x56x56xf32>) outs(%empty_26 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_34: f32, %out_16: f32):
      %cst_19 = arith.constant 0.000000000e+00 : f32
      %v_24 = arith.maximumf %in_34, %cst_19 : f32
      linalg.yield %v_24 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.1.relu")
    %empty_27 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.2.conv1.init")
    %cst_20 = arith.constant 0.000000000e+00 : f32 loc("layer1.2.conv1.init")
    %fill_9 = linalg.fill ins(%cst_20 : f32) outs(%empty_27 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.2.conv1.init")
    %conv_8 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_6, %layer1.2.conv1.weight : tensor<1x256x56x56xf32>, tensor<64x256x1x1xf32>) outs(%fill_9 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.2.conv1")
    %empty_28 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.2.bn1")
    %bn_8 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_8, %layer1.2.bn1.scale, %layer1.2.bn1.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_28 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_35: f32, %in_36: f32, %in_37: f32, %out_17: f32):
      %v_25 = arith.mulf %in_35, %in_36 : f32
      %v_26 = arith.addf %v_25, %in_37 : f32
      linalg.yield %v_26 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.2.bn1")
    %empty_29 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.2.relu")
    %relu_7 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_8 : tensor<1x64x56x56xf32>) outs(%empty_29 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_38: f32, %out_18: f32):
      %cst_21 = arith.constant 0.000000000e+00 : f32
      %v_27 = arith.maximumf %in_38, %cst_21 : f32
      linalg.yield %v_27 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.2.relu")
    %cst_22 = arith.constant 0.000000000e+00 : f32 loc("layer1.2.conv2.pad")
    %padded_4 = tensor.pad %relu_7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_16: index, %i_17: index, %i_18: index, %i_19: index):
      tensor.yield %cst_22 : f32
    } : tensor<1x64x56x56xf32> to tensor<1x64x58x58xf32> loc("layer1.2.conv2.pad")
    %empty_30 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.2.conv2.init")
    %cst_23 = arith.constant 0.000000000e+00 : f32 loc("layer1.2.conv2.init")
    %fill_10 = linalg.fill ins(%cst_23 : f32) outs(%empty_30 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.2.conv2.init")
    %conv_9 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_4, %layer1.2.conv2.weight : tensor<1x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%fill_10 : tensor<1x64x56x56xf32>) -> tensor<1x64x56x56xf32> loc("layer1.2.conv2")
    %empty_31 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.2.bn2")
    %bn_9 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_9, %layer1.2.bn2.scale, %layer1.2.bn2.shift : tensor<1x64x56x56xf32>, tensor<64xf32>, tensor<64xf32>) outs(%empty_31 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_39: f32, %in_40: f32, %in_41: f32, %out_19: f32):
      %v_28 = arith.mulf %in_39, %in_40 : f32
      %v_29 = arith.addf %v_28, %in_41 : f32
      linalg.yield %v_29 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.2.bn2")
    %empty_32 = tensor.empty() : tensor<1x64x56x56xf32> loc("layer1.2.relu")
    %relu_8 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_9 : tensor<1x64x56x56xf32>) outs(%empty_32 : tensor<1x64x56x56xf32>) {
    ^bb0(%in_42: f32, %out_20: f32):
      %cst_24 = arith.constant 0.000000000e+00 : f32
      %v_30 = arith.maximumf %in_42, %cst_24 : f32
      linalg.yield %v_30 : f32
    } -> tensor<1x64x56x56xf32> loc("layer1.2.relu")
    %empty_33 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.2.conv3.init")
    %cst_25 = arith.constant 0.000000000e+00 : f32 loc("layer1.2.conv3.init")
    %fill_11 = linalg.fill ins(%cst_25 : f32) outs(%empty_33 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.2.conv3.init")
    %conv_10 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_8, %layer1.2.conv3.weight : tensor<1x64x56x56xf32>, tensor<256x64x1x1xf32>) outs(%fill_11 : tensor<1x256x56x56xf32>) -> tensor<1x256x56x56xf32> loc("layer1.2.conv3")
    %empty_34 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.2.bn3")
    %bn_10 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_10, %layer1.2.bn3.scale, %layer1.2.bn3.shift : tensor<1x256x56x56xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_34 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_43: f32, %in_44: f32, %in_45: f32, %out_21: f32):
      %v_31 = arith.mulf %in_43, %in_44 : f32
      %v_32 = arith.addf %v_31, %in_45 : f32
      linalg.yield %v_32 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.2.bn3")
    %empty_35 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.2.add")
    %add_2 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_10, %relu_6 : tensor<1x256x56x56xf32>, tensor<1x256x56x56xf32>) outs(%empty_35 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_46: f32, %in_47: f32, %out_22: f32):
      %v_33 = arith.addf %in_46, %in_47 : f32
      linalg.yield %v_33 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.2.add")
    %empty_36 = tensor.empty() : tensor<1x256x56x56xf32> loc("layer1.2.relu")
    %relu_9 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_2 : tensor<1x256x56x56xf32>) outs(%empty_36 : tensor<1x256x56x56xf32>) {
    ^bb0(%in_48: f32, %out_23: f32):
      %cst_26 = arith.constant 0.000000000e+00 : f32
      %v_34 = arith.maximumf %in_48, %cst_26 : f32
      linalg.yield %v_34 : f32
    } -> tensor<1x256x56x56xf32> loc("layer1.2.relu")
    %empty_37 = tensor.empty() : tensor<1x128x56x56xf32> loc("layer2.0.conv1.init")
    %cst_27 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv1.init")
    %fill_12 = linalg.fill ins(%cst_27 : f32) outs(%empty_37 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32> loc("layer2.0.conv1.init")
    %conv_11 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_9, %layer2.0.conv1.weight : tensor<1x256x56x56xf32>, tensor<128x256x1x1xf32>) outs(%fill_12 : tensor<1x128x56x56xf32>) -> tensor<1x128x56x56xf32> loc("layer2.0.conv1")
    %empty_38 = tensor.empty() : tensor<1x128x56x56xf32> loc("layer2.0.bn1")
    %bn_11 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_11, %layer2.0.bn1.scale, %layer2.0.bn1.shift : tensor<1x128x56x56xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_38 : tensor<1x128x56x56xf32>) {
    ^bb0(%in_49: f32, %in_50: f32, %in_51: f32, %out_24: f32):
      %v_35 = arith.mulf %in_49, %in_50 : f32
      %v_36 = arith.addf %v_35, %in_51 : f32
      linalg.yield %v_36 : f32
    } -> tensor<1x128x56x56xf32> loc("layer2.0.bn1")
    %empty_39 = tensor.empty() : tensor<1x128x56x56xf32> loc("layer2.0.relu")
    %relu_10 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_11 : tensor<1x128x56x56xf32>) outs(%empty_39 : tensor<1x128x56x56xf32>) {
    ^bb0(%in_52: f32, %out_25: f32):
      %cst_28 = arith.constant 0.000000000e+00 : f32
      %v_37 = arith.maximumf %in_52, %cst_28 : f32
      linalg.yield %v_37 : f32
    } -> tensor<1x128x56x56xf32> loc("layer2.0.relu")
    %cst_29 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2.pad")
    %padded_5 = tensor.pad %relu_10 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_20: index, %i_21: index, %i_22: index, %i_23: index):
      tensor.yield %cst_29 : f32
    } : tensor<1x128x56x56xf32> to tensor<1x128x58x58xf32> loc("layer2.0.conv2.pad")
    %empty_40 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.conv2.init")
    %cst_30 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv2.init")
    %fill_13 = linalg.fill ins(%cst_30 : f32) outs(%empty_40 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.conv2.init")
    %conv_12 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_5, %layer2.0.conv2.weight : tensor<1x128x58x58xf32>, tensor<128x128x3x3xf32>) outs(%fill_13 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.0.conv2")
    %empty_41 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.bn2")
    %bn_12 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_12, %layer2.0.bn2.scale, %layer2.0.bn2.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_41 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_53: f32, %in_54: f32, %in_55: f32, %out_26: f32):
      %v_38 = arith.mulf %in_53, %in_54 : f32
      %v_39 = arith.addf %v_38, %in_55 : f32
      linalg.yield %v_39 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.bn2")
    %empty_42 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.0.relu")
    %relu_11 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_12 : tensor<1x128x28x28xf32>) outs(%empty_42 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_56: f32, %out_27: f32):
      %cst_31 = arith.constant 0.000000000e+00 : f32
      %v_40 = arith.maximumf %in_56, %cst_31 : f32
      linalg.yield %v_40 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.0.relu")
    %empty_43 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.0.conv3.init")
    %cst_32 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.conv3.init")
    %fill_14 = linalg.fill ins(%cst_32 : f32) outs(%empty_43 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.0.conv3.init")
    %conv_13 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_11, %layer2.0.conv3.weight : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%fill_14 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.0.conv3")
    %empty_44 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.0.bn3")
    %bn_13 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_13, %layer2.0.bn3.scale, %layer2.0.bn3.shift : tensor<1x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_44 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_57: f32, %in_58: f32, %in_59: f32, %out_28: f32):
      %v_41 = arith.mulf %in_57, %in_58 : f32
      %v_42 = arith.addf %v_41, %in_59 : f32
      linalg.yield %v_42 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.0.bn3")
    %empty_45 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.0.downsample.0.init")
    %cst_33 = arith.constant 0.000000000e+00 : f32 loc("layer2.0.downsample.0.init")
    %fill_15 = linalg.fill ins(%cst_33 : f32) outs(%empty_45 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.0.downsample.0.init")
    %conv_14 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_9, %layer2.0.downsample.0.weight : tensor<1x256x56x56xf32>, tensor<512x256x1x1xf32>) outs(%fill_15 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.0.downsample.0")
    %empty_46 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.0.downsample.1")
    %bn_14 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_14, %layer2.0.downsample.1.scale, %layer2.0.downsample.1.shift : tensor<1x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_46 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_60: f32, %in_61: f32, %in_62: f32, %out_29: f32):
      %v_43 = arith.mulf %in_60, %in_61 : f32
      %v_44 = arith.addf %v_43, %in_62 : f32
      linalg.yield %v_44 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.0.downsample.1")
    %empty_47 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.0.add")
    %add_3 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_13, %bn_14 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%empty_47 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_63: f32, %in_64: f32, %out_30: f32):
      %v_45 = arith.addf %in_63, %in_64 : f32
      linalg.yield %v_45 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.0.add")
    %empty_48 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.0.relu")
    %relu_12 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_3 : tensor<1x512x28x28xf32>) outs(%empty_48 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_65: f32, %out_31: f32):
      %cst_34 = arith.constant 0.000000000e+00 : f32
      %v_46 = arith.maximumf %in_65, %cst_34 : f32
      linalg.yield %v_46 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.0.relu")
    %empty_49 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.conv1.init")
    %cst_35 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv1.init")
    %fill_16 = linalg.fill ins(%cst_35 : f32) outs(%empty_49 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv1.init")
    %conv_15 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_12, %layer2.1.conv1.weight : tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%fill_16 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv1")
    %empty_50 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.bn1")
    %bn_15 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_15, %layer2.1.bn1.scale, %layer2.1.bn1.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_50 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_66: f32, %in_67: f32, %in_68: f32, %out_32: f32):
      %v_47 = arith.mulf %in_66, %in_67 : f32
      %v_48 = arith.addf %v_47, %in_68 : f32
      linalg.yield %v_48 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.bn1")
    %empty_51 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %relu_13 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_15 : tensor<1x128x28x28xf32>) outs(%empty_51 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_69: f32, %out_33: f32):
      %cst_36 = arith.constant 0.000000000e+00 : f32
      %v_49 = arith.maximumf %in_69, %cst_36 : f32
      linalg.yield %v_49 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %cst_37 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2.pad")
    %padded_6 = tensor.pad %relu_13 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_24: index, %i_25: index, %i_26: index, %i_27: index):
      tensor.yield %cst_37 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2.1.conv2.pad")
    %empty_52 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.conv2.init")
    %cst_38 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv2.init")
    %fill_17 = linalg.fill ins(%cst_38 : f32) outs(%empty_52 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv2.init")
    %conv_16 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_6, %layer2.1.conv2.weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%fill_17 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.1.conv2")
    %empty_53 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.bn2")
    %bn_16 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_16, %layer2.1.bn2.scale, %layer2.1.bn2.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_53 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_70: f32, %in_71: f32, %in_72: f32, %out_34: f32):
      %v_50 = arith.mulf %in_70, %in_71 : f32
      %v_51 = arith.addf %v_50, %in_72 : f32
      linalg.yield %v_51 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.bn2")
    %empty_54 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %relu_14 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_16 : tensor<1x128x28x28xf32>) outs(%empty_54 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_73: f32, %out_35: f32):
      %cst_39 = arith.constant 0.000000000e+00 : f32
      %v_52 = arith.maximumf %in_73, %cst_39 : f32
      linalg.yield %v_52 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.1.relu")
    %empty_55 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.1.conv3.init")
    %cst_40 = arith.constant 0.000000000e+00 : f32 loc("layer2.1.conv3.init")
    %fill_18 = linalg.fill ins(%cst_40 : f32) outs(%empty_55 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.1.conv3.init")
    %conv_17 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_14, %layer2.1.conv3.weight : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%fill_18 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.1.conv3")
    %empty_56 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.1.bn3")
    %bn_17 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_17, %layer2.1.bn3.scale, %layer2.1.bn3.shift : tensor<1x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_56 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_74: f32, %in_75: f32, %in_76: f32, %out_36: f32):
      %v_53 = arith.mulf %in_74, %in_75 : f32
      %v_54 = arith.addf %v_53, %in_76 : f32
      linalg.yield %v_54 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.1.bn3")
    %empty_57 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.1.add")
    %add_4 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_17, %relu_12 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%empty_57 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_77: f32, %in_78: f32, %out_37: f32):
      %v_55 = arith.addf %in_77, %in_78 : f32
      linalg.yield %v_55 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.1.add")
    %empty_58 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.1.relu")
    %relu_15 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_4 : tensor<1x512x28x28xf32>) outs(%empty_58 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_79: f32, %out_38: f32):
      %cst_41 = arith.constant 0.000000000e+00 : f32
      %v_56 = arith.maximumf %in_79, %cst_41 : f32
      linalg.yield %v_56 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.1.relu")
    %empty_59 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.2.conv1.init")
    %cst_42 = arith.constant 0.000000000e+00 : f32 loc("layer2.2.conv1.init")
    %fill_19 = linalg.fill ins(%cst_42 : f32) outs(%empty_59 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.2.conv1.init")
    %conv_18 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_15, %layer2.2.conv1.weight : tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%fill_19 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.2.conv1")
    %empty_60 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.2.bn1")
    %bn_18 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_18, %layer2.2.bn1.scale, %layer2.2.bn1.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_60 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_80: f32, %in_81: f32, %in_82: f32, %out_39: f32):
      %v_57 = arith.mulf %in_80, %in_81 : f32
      %v_58 = arith.addf %v_57, %in_82 : f32
      linalg.yield %v_58 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.2.bn1")
    %empty_61 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.2.relu")
    %relu_16 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_18 : tensor<1x128x28x28xf32>) outs(%empty_61 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_83: f32, %out_40: f32):
      %cst_43 = arith.constant 0.000000000e+00 : f32
      %v_59 = arith.maximumf %in_83, %cst_43 : f32
      linalg.yield %v_59 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.2.relu")
    %cst_44 = arith.constant 0.000000000e+00 : f32 loc("layer2.2.conv2.pad")
    %padded_7 = tensor.pad %relu_16 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_28: index, %i_29: index, %i_30: index, %i_31: index):
      tensor.yield %cst_44 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2.2.conv2.pad")
    %empty_62 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.2.conv2.init")
    %cst_45 = arith.constant 0.000000000e+00 : f32 loc("layer2.2.conv2.init")
    %fill_20 = linalg.fill ins(%cst_45 : f32) outs(%empty_62 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.2.conv2.init")
    %conv_19 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_7, %layer2.2.conv2.weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%fill_20 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.2.conv2")
    %empty_63 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.2.bn2")
    %bn_19 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_19, %layer2.2.bn2.scale, %layer2.2.bn2.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_63 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_84: f32, %in_85: f32, %in_86: f32, %out_41: f32):
      %v_60 = arith.mulf %in_84, %in_85 : f32
      %v_61 = arith.addf %v_60, %in_86 : f32
      linalg.yield %v_61 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.2.bn2")
    %empty_64 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.2.relu")
    %relu_17 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_19 : tensor<1x128x28x28xf32>) outs(%empty_64 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_87: f32, %out_42: f32):
      %cst_46 = arith.constant 0.000000000e+00 : f32
      %v_62 = arith.maximumf %in_87, %cst_46 : f32
      linalg.yield %v_62 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.2.relu")
    %empty_65 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.2.conv3.init")
    %cst_47 = arith.constant 0.000000000e+00 : f32 loc("layer2.2.conv3.init")
    %fill_21 = linalg.fill ins(%cst_47 : f32) outs(%empty_65 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.2.conv3.init")
    %conv_20 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_17, %layer2.2.conv3.weight : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%fill_21 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.2.conv3")
    %empty_66 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.2.bn3")
    %bn_20 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_20, %layer2.2.bn3.scale, %layer2.2.bn3.shift : tensor<1x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_66 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_88: f32, %in_89: f32, %in_90: f32, %out_43: f32):
      %v_63 = arith.mulf %in_88, %in_89 : f32
      %v_64 = arith.addf %v_63, %in_90 : f32
      linalg.yield %v_64 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.2.bn3")
    %empty_67 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.2.add")
    %add_5 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_20, %relu_15 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%empty_67 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_91: f32, %in_92: f32, %out_44: f32):
      %v_65 = arith.addf %in_91, %in_92 : f32
      linalg.yield %v_65 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.2.add")
    %empty_68 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.2.relu")
    %relu_18 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_5 : tensor<1x512x28x28xf32>) outs(%empty_68 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_93: f32, %out_45: f32):
      %cst_48 = arith.constant 0.000000000e+00 : f32
      %v_66 = arith.maximumf %in_93, %cst_48 : f32
      linalg.yield %v_66 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.2.relu")
    %empty_69 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.3.conv1.init")
    %cst_49 = arith.constant 0.000000000e+00 : f32 loc("layer2.3.conv1.init")
    %fill_22 = linalg.fill ins(%cst_49 : f32) outs(%empty_69 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.3.conv1.init")
    %conv_21 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_18, %layer2.3.conv1.weight : tensor<1x512x28x28xf32>, tensor<128x512x1x1xf32>) outs(%fill_22 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.3.conv1")
    %empty_70 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.3.bn1")
    %bn_21 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_21, %layer2.3.bn1.scale, %layer2.3.bn1.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_70 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_94: f32, %in_95: f32, %in_96: f32, %out_46: f32):
      %v_67 = arith.mulf %in_94, %in_95 : f32
      %v_68 = arith.addf %v_67, %in_96 : f32
      linalg.yield %v_68 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.3.bn1")
    %empty_71 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.3.relu")
    %relu_19 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_21 : tensor<1x128x28x28xf32>) outs(%empty_71 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_97: f32, %out_47: f32):
      %cst_50 = arith.constant 0.000000000e+00 : f32
      %v_69 = arith.maximumf %in_97, %cst_50 : f32
      linalg.yield %v_69 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.3.relu")
    %cst_51 = arith.constant 0.000000000e+00 : f32 loc("layer2.3.conv2.pad")
    %padded_8 = tensor.pad %relu_19 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_32: index, %i_33: index, %i_34: index, %i_35: index):
      tensor.yield %cst_51 : f32
    } : tensor<1x128x28x28xf32> to tensor<1x128x30x30xf32> loc("layer2.3.conv2.pad")
    %empty_72 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.3.conv2.init")
    %cst_52 = arith.constant 0.000000000e+00 : f32 loc("layer2.3.conv2.init")
    %fill_23 = linalg.fill ins(%cst_52 : f32) outs(%empty_72 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.3.conv2.init")
    %conv_22 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_8, %layer2.3.conv2.weight : tensor<1x128x30x30xf32>, tensor<128x128x3x3xf32>) outs(%fill_23 : tensor<1x128x28x28xf32>) -> tensor<1x128x28x28xf32> loc("layer2.3.conv2")
    %empty_73 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.3.bn2")
    %bn_22 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_22, %layer2.3.bn2.scale, %layer2.3.bn2.shift : tensor<1x128x28x28xf32>, tensor<128xf32>, tensor<128xf32>) outs(%empty_73 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_98: f32, %in_99: f32, %in_100: f32, %out_48: f32):
      %v_70 = arith.mulf %in_98, %in_99 : f32
      %v_71 = arith.addf %v_70, %in_100 : f32
      linalg.yield %v_71 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.3.bn2")
    %empty_74 = tensor.empty() : tensor<1x128x28x28xf32> loc("layer2.3.relu")
    %relu_20 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_22 : tensor<1x128x28x28xf32>) outs(%empty_74 : tensor<1x128x28x28xf32>) {
    ^bb0(%in_101: f32, %out_49: f32):
      %cst_53 = arith.constant 0.000000000e+00 : f32
      %v_72 = arith.maximumf %in_101, %cst_53 : f32
      linalg.yield %v_72 : f32
    } -> tensor<1x128x28x28xf32> loc("layer2.3.relu")
    %empty_75 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.3.conv3.init")
    %cst_54 = arith.constant 0.000000000e+00 : f32 loc("layer2.3.conv3.init")
    %fill_24 = linalg.fill ins(%cst_54 : f32) outs(%empty_75 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.3.conv3.init")
    %conv_23 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_20, %layer2.3.conv3.weight : tensor<1x128x28x28xf32>, tensor<512x128x1x1xf32>) outs(%fill_24 : tensor<1x512x28x28xf32>) -> tensor<1x512x28x28xf32> loc("layer2.3.conv3")
    %empty_76 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.3.bn3")
    %bn_23 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_23, %layer2.3.bn3.scale, %layer2.3.bn3.shift : tensor<1x512x28x28xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_76 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_102: f32, %in_103: f32, %in_104: f32, %out_50: f32):
      %v_73 = arith.mulf %in_102, %in_103 : f32
      %v_74 = arith.addf %v_73, %in_104 : f32
      linalg.yield %v_74 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.3.bn3")
    %empty_77 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.3.add")
    %add_6 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_23, %relu_18 : tensor<1x512x28x28xf32>, tensor<1x512x28x28xf32>) outs(%empty_77 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_105: f32, %in_106: f32, %out_51: f32):
      %v_75 = arith.addf %in_105, %in_106 : f32
      linalg.yield %v_75 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.3.add")
    %empty_78 = tensor.empty() : tensor<1x512x28x28xf32> loc("layer2.3.relu")
    %relu_21 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_6 : tensor<1x512x28x28xf32>) outs(%empty_78 : tensor<1x512x28x28xf32>) {
    ^bb0(%in_107: f32, %out_52: f32):
      %cst_55 = arith.constant 0.000000000e+00 : f32
      %v_76 = arith.maximumf %in_107, %cst_55 : f32
      linalg.yield %v_76 : f32
    } -> tensor<1x512x28x28xf32> loc("layer2.3.relu")
    %empty_79 = tensor.empty() : tensor<1x256x28x28xf32> loc("layer3.0.conv1.init")
    %cst_56 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv1.init")
    %fill_25 = linalg.fill ins(%cst_56 : f32) outs(%empty_79 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32> loc("layer3.0.conv1.init")
    %conv_24 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_21, %layer3.0.conv1.weight : tensor<1x512x28x28xf32>, tensor<256x512x1x1xf32>) outs(%fill_25 : tensor<1x256x28x28xf32>) -> tensor<1x256x28x28xf32> loc("layer3.0.conv1")
    %empty_80 = tensor.empty() : tensor<1x256x28x28xf32> loc("layer3.0.bn1")
    %bn_24 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_24, %layer3.0.bn1.scale, %layer3.0.bn1.shift : tensor<1x256x28x28xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_80 : tensor<1x256x28x28xf32>) {
    ^bb0(%in_108: f32, %in_109: f32, %in_110: f32, %out_53: f32):
      %v_77 = arith.mulf %in_108, %in_109 : f32
      %v_78 = arith.addf %v_77, %in_110 : f32
      linalg.yield %v_78 : f32
    } -> tensor<1x256x28x28xf32> loc("layer3.0.bn1")
    %empty_81 = tensor.empty() : tensor<1x256x28x28xf32> loc("layer3.0.relu")
    %relu_22 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_24 : tensor<1x256x28x28xf32>) outs(%empty_81 : tensor<1x256x28x28xf32>) {
    ^bb0(%in_111: f32, %out_54: f32):
      %cst_57 = arith.constant 0.000000000e+00 : f32
      %v_79 = arith.maximumf %in_111, %cst_57 : f32
      linalg.yield %v_79 : f32
    } -> tensor<1x256x28x28xf32> loc("layer3.0.relu")
    %cst_58 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2.pad")
    %padded_9 = tensor.pad %relu_22 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_36: index, %i_37: index, %i_38: index, %i_39: index):
      tensor.yield %cst_58 : f32
    } : tensor<1x256x28x28xf32> to tensor<1x256x30x30xf32> loc("layer3.0.conv2.pad")
    %empty_82 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.conv2.init")
    %cst_59 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv2.init")
    %fill_26 = linalg.fill ins(%cst_59 : f32) outs(%empty_82 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.conv2.init")
    %conv_25 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_9, %layer3.0.conv2.weight : tensor<1x256x30x30xf32>, tensor<256x256x3x3xf32>) outs(%fill_26 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.0.conv2")
    %empty_83 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.bn2")
    %bn_25 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_25, %layer3.0.bn2.scale, %layer3.0.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_83 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_112: f32, %in_113: f32, %in_114: f32, %out_55: f32):
      %v_80 = arith.mulf %in_112, %in_113 : f32
      %v_81 = arith.addf %v_80, %in_114 : f32
      linalg.yield %v_81 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.bn2")
    %empty_84 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.0.relu")
    %relu_23 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_25 : tensor<1x256x14x14xf32>) outs(%empty_84 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_115: f32, %out_56: f32):
      %cst_60 = arith.constant 0.000000000e+00 : f32
      %v_82 = arith.maximumf %in_115, %cst_60 : f32
      linalg.yield %v_82 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.0.relu")
    %empty_85 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.0.conv3.init")
    %cst_61 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.conv3.init")
    %fill_27 = linalg.fill ins(%cst_61 : f32) outs(%empty_85 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.0.conv3.init")
    %conv_26 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_23, %layer3.0.conv3.weight : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%fill_27 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.0.conv3")
    %empty_86 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.0.bn3")
    %bn_26 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_26, %layer3.0.bn3.scale, %layer3.0.bn3.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_86 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_116: f32, %in_117: f32, %in_118: f32, %out_57: f32):
      %v_83 = arith.mulf %in_116, %in_117 : f32
      %v_84 = arith.addf %v_83, %in_118 : f32
      linalg.yield %v_84 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.0.bn3")
    %empty_87 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.0.downsample.0.init")
    %cst_62 = arith.constant 0.000000000e+00 : f32 loc("layer3.0.downsample.0.init")
    %fill_28 = linalg.fill ins(%cst_62 : f32) outs(%empty_87 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.0.downsample.0.init")
    %conv_27 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_21, %layer3.0.downsample.0.weight : tensor<1x512x28x28xf32>, tensor<1024x512x1x1xf32>) outs(%fill_28 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.0.downsample.0")
    %empty_88 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.0.downsample.1")
    %bn_27 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_27, %layer3.0.downsample.1.scale, %layer3.0.downsample.1.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_88 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_119: f32, %in_120: f32, %in_121: f32, %out_58: f32):
      %v_85 = arith.mulf %in_119, %in_120 : f32
      %v_86 = arith.addf %v_85, %in_121 : f32
      linalg.yield %v_86 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.0.downsample.1")
    %empty_89 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.0.add")
    %add_7 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_26, %bn_27 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%empty_89 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_122: f32, %in_123: f32, %out_59: f32):
      %v_87 = arith.addf %in_122, %in_123 : f32
      linalg.yield %v_87 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.0.add")
    %empty_90 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.0.relu")
    %relu_24 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_7 : tensor<1x1024x14x14xf32>) outs(%empty_90 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_124: f32, %out_60: f32):
      %cst_63 = arith.constant 0.000000000e+00 : f32
      %v_88 = arith.maximumf %in_124, %cst_63 : f32
      linalg.yield %v_88 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.0.relu")
    %empty_91 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.conv1.init")
    %cst_64 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv1.init")
    %fill_29 = linalg.fill ins(%cst_64 : f32) outs(%empty_91 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv1.init")
    %conv_28 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_24, %layer3.1.conv1.weight : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%fill_29 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv1")
    %empty_92 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.bn1")
    %bn_28 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_28, %layer3.1.bn1.scale, %layer3.1.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_92 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_125: f32, %in_126: f32, %in_127: f32, %out_61: f32):
      %v_89 = arith.mulf %in_125, %in_126 : f32
      %v_90 = arith.addf %v_89, %in_127 : f32
      linalg.yield %v_90 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.bn1")
    %empty_93 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %relu_25 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_28 : tensor<1x256x14x14xf32>) outs(%empty_93 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_128: f32, %out_62: f32):
      %cst_65 = arith.constant 0.000000000e+00 : f32
      %v_91 = arith.maximumf %in_128, %cst_65 : f32
      linalg.yield %v_91 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %cst_66 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2.pad")
    %padded_10 = tensor.pad %relu_25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_40: index, %i_41: index, %i_42: index, %i_43: index):
      tensor.yield %cst_66 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.1.conv2.pad")
    %empty_94 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.conv2.init")
    %cst_67 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv2.init")
    %fill_30 = linalg.fill ins(%cst_67 : f32) outs(%empty_94 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv2.init")
    %conv_29 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_10, %layer3.1.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_30 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.1.conv2")
    %empty_95 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.bn2")
    %bn_29 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_29, %layer3.1.bn2.scale, %layer3.1.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_95 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_129: f32, %in_130: f32, %in_131: f32, %out_63: f32):
      %v_92 = arith.mulf %in_129, %in_130 : f32
      %v_93 = arith.addf %v_92, %in_131 : f32
      linalg.yield %v_93 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.bn2")
    %empty_96 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %relu_26 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_29 : tensor<1x256x14x14xf32>) outs(%empty_96 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_132: f32, %out_64: f32):
      %cst_68 = arith.constant 0.000000000e+00 : f32
      %v_94 = arith.maximumf %in_132, %cst_68 : f32
      linalg.yield %v_94 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.1.relu")
    %empty_97 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.1.conv3.init")
    %cst_69 = arith.constant 0.000000000e+00 : f32 loc("layer3.1.conv3.init")
    %fill_31 = linalg.fill ins(%cst_69 : f32) outs(%empty_97 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.1.conv3.init")
    %conv_30 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_26, %layer3.1.conv3.weight : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%fill_31 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.1.conv3")
    %empty_98 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.1.bn3")
    %bn_30 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_30, %layer3.1.bn3.scale, %layer3.1.bn3.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_98 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_133: f32, %in_134: f32, %in_135: f32, %out_65: f32):
      %v_95 = arith.mulf %in_133, %in_134 : f32
      %v_96 = arith.addf %v_95, %in_135 : f32
      linalg.yield %v_96 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.1.bn3")
    %empty_99 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.1.add")
    %add_8 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_30, %relu_24 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%empty_99 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_136: f32, %in_137: f32, %out_66: f32):
      %v_97 = arith.addf %in_136, %in_137 : f32
      linalg.yield %v_97 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.1.add")
    %empty_100 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.1.relu")
    %relu_27 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_8 : tensor<1x1024x14x14xf32>) outs(%empty_100 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_138: f32, %out_67: f32):
      %cst_70 = arith.constant 0.000000000e+00 : f32
      %v_98 = arith.maximumf %in_138, %cst_70 : f32
      linalg.yield %v_98 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.1.relu")
    %empty_101 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.2.conv1.init")
    %cst_71 = arith.constant 0.000000000e+00 : f32 loc("layer3.2.conv1.init")
    %fill_32 = linalg.fill ins(%cst_71 : f32) outs(%empty_101 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.2.conv1.init")
    %conv_31 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_27, %layer3.2.conv1.weight : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%fill_32 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.2.conv1")
    %empty_102 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.2.bn1")
    %bn_31 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_31, %layer3.2.bn1.scale, %layer3.2.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_102 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_139: f32, %in_140: f32, %in_141: f32, %out_68: f32):
      %v_99 = arith.mulf %in_139, %in_140 : f32
      %v_100 = arith.addf %v_99, %in_141 : f32
      linalg.yield %v_100 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.2.bn1")
    %empty_103 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.2.relu")
    %relu_28 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_31 : tensor<1x256x14x14xf32>) outs(%empty_103 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_142: f32, %out_69: f32):
      %cst_72 = arith.constant 0.000000000e+00 : f32
      %v_101 = arith.maximumf %in_142, %cst_72 : f32
      linalg.yield %v_101 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.2.relu")
    %cst_73 = arith.constant 0.000000000e+00 : f32 loc("layer3.2.conv2.pad")
    %padded_11 = tensor.pad %relu_28 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_44: index, %i_45: index, %i_46: index, %i_47: index):
      tensor.yield %cst_73 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.2.conv2.pad")
    %empty_104 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.2.conv2.init")
    %cst_74 = arith.constant 0.000000000e+00 : f32 loc("layer3.2.conv2.init")
    %fill_33 = linalg.fill ins(%cst_74 : f32) outs(%empty_104 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.2.conv2.init")
    %conv_32 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_11, %layer3.2.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_33 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.2.conv2")
    %empty_105 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.2.bn2")
    %bn_32 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_32, %layer3.2.bn2.scale, %layer3.2.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_105 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_143: f32, %in_144: f32, %in_145: f32, %out_70: f32):
      %v_102 = arith.mulf %in_143, %in_144 : f32
      %v_103 = arith.addf %v_102, %in_145 : f32
      linalg.yield %v_103 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.2.bn2")
    %empty_106 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.2.relu")
    %relu_29 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_32 : tensor<1x256x14x14xf32>) outs(%empty_106 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_146: f32, %out_71: f32):
      %cst_75 = arith.constant 0.000000000e+00 : f32
      %v_104 = arith.maximumf %in_146, %cst_75 : f32
      linalg.yield %v_104 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.2.relu")
    %empty_107 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.2.conv3.init")
    %cst_76 = arith.constant 0.000000000e+00 : f32 loc("layer3.2.conv3.init")
    %fill_34 = linalg.fill ins(%cst_76 : f32) outs(%empty_107 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.2.conv3.init")
    %conv_33 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_29, %layer3.2.conv3.weight : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%fill_34 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.2.conv3")
    %empty_108 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.2.bn3")
    %bn_33 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_33, %layer3.2.bn3.scale, %layer3.2.bn3.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_108 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_147: f32, %in_148: f32, %in_149: f32, %out_72: f32):
      %v_105 = arith.mulf %in_147, %in_148 : f32
      %v_106 = arith.addf %v_105, %in_149 : f32
      linalg.yield %v_106 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.2.bn3")
    %empty_109 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.2.add")
    %add_9 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_33, %relu_27 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%empty_109 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_150: f32, %in_151: f32, %out_73: f32):
      %v_107 = arith.addf %in_150, %in_151 : f32
      linalg.yield %v_107 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.2.add")
    %empty_110 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.2.relu")
    %relu_30 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_9 : tensor<1x1024x14x14xf32>) outs(%empty_110 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_152: f32, %out_74: f32):
      %cst_77 = arith.constant 0.000000000e+00 : f32
      %v_108 = arith.maximumf %in_152, %cst_77 : f32
      linalg.yield %v_108 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.2.relu")
    %empty_111 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.3.conv1.init")
    %cst_78 = arith.constant 0.000000000e+00 : f32 loc("layer3.3.conv1.init")
    %fill_35 = linalg.fill ins(%cst_78 : f32) outs(%empty_111 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.3.conv1.init")
    %conv_34 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_30, %layer3.3.conv1.weight : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%fill_35 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.3.conv1")
    %empty_112 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.3.bn1")
    %bn_34 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_34, %layer3.3.bn1.scale, %layer3.3.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_112 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_153: f32, %in_154: f32, %in_155: f32, %out_75: f32):
      %v_109 = arith.mulf %in_153, %in_154 : f32
      %v_110 = arith.addf %v_109, %in_155 : f32
      linalg.yield %v_110 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.3.bn1")
    %empty_113 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.3.relu")
    %relu_31 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_34 : tensor<1x256x14x14xf32>) outs(%empty_113 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_156: f32, %out_76: f32):
      %cst_79 = arith.constant 0.000000000e+00 : f32
      %v_111 = arith.maximumf %in_156, %cst_79 : f32
      linalg.yield %v_111 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.3.relu")
    %cst_80 = arith.constant 0.000000000e+00 : f32 loc("layer3.3.conv2.pad")
    %padded_12 = tensor.pad %relu_31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_48: index, %i_49: index, %i_50: index, %i_51: index):
      tensor.yield %cst_80 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.3.conv2.pad")
    %empty_114 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.3.conv2.init")
    %cst_81 = arith.constant 0.000000000e+00 : f32 loc("layer3.3.conv2.init")
    %fill_36 = linalg.fill ins(%cst_81 : f32) outs(%empty_114 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.3.conv2.init")
    %conv_35 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_12, %layer3.3.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_36 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.3.conv2")
    %empty_115 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.3.bn2")
    %bn_35 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_35, %layer3.3.bn2.scale, %layer3.3.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_115 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_157: f32, %in_158: f32, %in_159: f32, %out_77: f32):
      %v_112 = arith.mulf %in_157, %in_158 : f32
      %v_113 = arith.addf %v_112, %in_159 : f32
      linalg.yield %v_113 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.3.bn2")
    %empty_116 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.3.relu")
    %relu_32 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_35 : tensor<1x256x14x14xf32>) outs(%empty_116 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_160: f32, %out_78: f32):
      %cst_82 = arith.constant 0.000000000e+00 : f32
      %v_114 = arith.maximumf %in_160, %cst_82 : f32
      linalg.yield %v_114 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.3.relu")
    %empty_117 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.3.conv3.init")
    %cst_83 = arith.constant 0.000000000e+00 : f32 loc("layer3.3.conv3.init")
    %fill_37 = linalg.fill ins(%cst_83 : f32) outs(%empty_117 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.3.conv3.init")
    %conv_36 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_32, %layer3.3.conv3.weight : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%fill_37 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.3.conv3")
    %empty_118 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.3.bn3")
    %bn_36 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_36, %layer3.3.bn3.scale, %layer3.3.bn3.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_118 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_161: f32, %in_162: f32, %in_163: f32, %out_79: f32):
      %v_115 = arith.mulf %in_161, %in_162 : f32
      %v_116 = arith.addf %v_115, %in_163 : f32
      linalg.yield %v_116 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.3.bn3")
    %empty_119 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.3.add")
    %add_10 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_36, %relu_30 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%empty_119 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_164: f32, %in_165: f32, %out_80: f32):
      %v_117 = arith.addf %in_164, %in_165 : f32
      linalg.yield %v_117 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.3.add")
    %empty_120 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.3.relu")
    %relu_33 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_10 : tensor<1x1024x14x14xf32>) outs(%empty_120 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_166: f32, %out_81: f32):
      %cst_84 = arith.constant 0.000000000e+00 : f32
      %v_118 = arith.maximumf %in_166, %cst_84 : f32
      linalg.yield %v_118 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.3.relu")
    %empty_121 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.4.conv1.init")
    %cst_85 = arith.constant 0.000000000e+00 : f32 loc("layer3.4.conv1.init")
    %fill_38 = linalg.fill ins(%cst_85 : f32) outs(%empty_121 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.4.conv1.init")
    %conv_37 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_33, %layer3.4.conv1.weight : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%fill_38 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.4.conv1")
    %empty_122 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.4.bn1")
    %bn_37 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_37, %layer3.4.bn1.scale, %layer3.4.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_122 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_167: f32, %in_168: f32, %in_169: f32, %out_82: f32):
      %v_119 = arith.mulf %in_167, %in_168 : f32
      %v_120 = arith.addf %v_119, %in_169 : f32
      linalg.yield %v_120 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.4.bn1")
    %empty_123 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.4.relu")
    %relu_34 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_37 : tensor<1x256x14x14xf32>) outs(%empty_123 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_170: f32, %out_83: f32):
      %cst_86 = arith.constant 0.000000000e+00 : f32
      %v_121 = arith.maximumf %in_170, %cst_86 : f32
      linalg.yield %v_121 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.4.relu")
    %cst_87 = arith.constant 0.000000000e+00 : f32 loc("layer3.4.conv2.pad")
    %padded_13 = tensor.pad %relu_34 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_52: index, %i_53: index, %i_54: index, %i_55: index):
      tensor.yield %cst_87 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.4.conv2.pad")
    %empty_124 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.4.conv2.init")
    %cst_88 = arith.constant 0.000000000e+00 : f32 loc("layer3.4.conv2.init")
    %fill_39 = linalg.fill ins(%cst_88 : f32) outs(%empty_124 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.4.conv2.init")
    %conv_38 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_13, %layer3.4.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_39 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.4.conv2")
    %empty_125 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.4.bn2")
    %bn_38 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_38, %layer3.4.bn2.scale, %layer3.4.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_125 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_171: f32, %in_172: f32, %in_173: f32, %out_84: f32):
      %v_122 = arith.mulf %in_171, %in_172 : f32
      %v_123 = arith.addf %v_122, %in_173 : f32
      linalg.yield %v_123 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.4.bn2")
    %empty_126 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.4.relu")
    %relu_35 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_38 : tensor<1x256x14x14xf32>) outs(%empty_126 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_174: f32, %out_85: f32):
      %cst_89 = arith.constant 0.000000000e+00 : f32
      %v_124 = arith.maximumf %in_174, %cst_89 : f32
      linalg.yield %v_124 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.4.relu")
    %empty_127 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.4.conv3.init")
    %cst_90 = arith.constant 0.000000000e+00 : f32 loc("layer3.4.conv3.init")
    %fill_40 = linalg.fill ins(%cst_90 : f32) outs(%empty_127 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.4.conv3.init")
    %conv_39 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_35, %layer3.4.conv3.weight : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%fill_40 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.4.conv3")
    %empty_128 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.4.bn3")
    %bn_39 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_39, %layer3.4.bn3.scale, %layer3.4.bn3.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_128 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_175: f32, %in_176: f32, %in_177: f32, %out_86: f32):
      %v_125 = arith.mulf %in_175, %in_176 : f32
      %v_126 = arith.addf %v_125, %in_177 : f32
      linalg.yield %v_126 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.4.bn3")
    %empty_129 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.4.add")
    %add_11 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_39, %relu_33 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%empty_129 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_178: f32, %in_179: f32, %out_87: f32):
      %v_127 = arith.addf %in_178, %in_179 : f32
      linalg.yield %v_127 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.4.add")
    %empty_130 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.4.relu")
    %relu_36 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_11 : tensor<1x1024x14x14xf32>) outs(%empty_130 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_180: f32, %out_88: f32):
      %cst_91 = arith.constant 0.000000000e+00 : f32
      %v_128 = arith.maximumf %in_180, %cst_91 : f32
      linalg.yield %v_128 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.4.relu")
    %empty_131 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.5.conv1.init")
    %cst_92 = arith.constant 0.000000000e+00 : f32 loc("layer3.5.conv1.init")
    %fill_41 = linalg.fill ins(%cst_92 : f32) outs(%empty_131 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.5.conv1.init")
    %conv_40 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_36, %layer3.5.conv1.weight : tensor<1x1024x14x14xf32>, tensor<256x1024x1x1xf32>) outs(%fill_41 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.5.conv1")
    %empty_132 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.5.bn1")
    %bn_40 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_40, %layer3.5.bn1.scale, %layer3.5.bn1.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_132 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_181: f32, %in_182: f32, %in_183: f32, %out_89: f32):
      %v_129 = arith.mulf %in_181, %in_182 : f32
      %v_130 = arith.addf %v_129, %in_183 : f32
      linalg.yield %v_130 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.5.bn1")
    %empty_133 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.5.relu")
    %relu_37 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_40 : tensor<1x256x14x14xf32>) outs(%empty_133 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_184: f32, %out_90: f32):
      %cst_93 = arith.constant 0.000000000e+00 : f32
      %v_131 = arith.maximumf %in_184, %cst_93 : f32
      linalg.yield %v_131 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.5.relu")
    %cst_94 = arith.constant 0.000000000e+00 : f32 loc("layer3.5.conv2.pad")
    %padded_14 = tensor.pad %relu_37 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_56: index, %i_57: index, %i_58: index, %i_59: index):
      tensor.yield %cst_94 : f32
    } : tensor<1x256x14x14xf32> to tensor<1x256x16x16xf32> loc("layer3.5.conv2.pad")
    %empty_134 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.5.conv2.init")
    %cst_95 = arith.constant 0.000000000e+00 : f32 loc("layer3.5.conv2.init")
    %fill_42 = linalg.fill ins(%cst_95 : f32) outs(%empty_134 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.5.conv2.init")
    %conv_41 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_14, %layer3.5.conv2.weight : tensor<1x256x16x16xf32>, tensor<256x256x3x3xf32>) outs(%fill_42 : tensor<1x256x14x14xf32>) -> tensor<1x256x14x14xf32> loc("layer3.5.conv2")
    %empty_135 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.5.bn2")
    %bn_41 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_41, %layer3.5.bn2.scale, %layer3.5.bn2.shift : tensor<1x256x14x14xf32>, tensor<256xf32>, tensor<256xf32>) outs(%empty_135 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_185: f32, %in_186: f32, %in_187: f32, %out_91: f32):
      %v_132 = arith.mulf %in_185, %in_186 : f32
      %v_133 = arith.addf %v_132, %in_187 : f32
      linalg.yield %v_133 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.5.bn2")
    %empty_136 = tensor.empty() : tensor<1x256x14x14xf32> loc("layer3.5.relu")
    %relu_38 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_41 : tensor<1x256x14x14xf32>) outs(%empty_136 : tensor<1x256x14x14xf32>) {
    ^bb0(%in_188: f32, %out_92: f32):
      %cst_96 = arith.constant 0.000000000e+00 : f32
      %v_134 = arith.maximumf %in_188, %cst_96 : f32
      linalg.yield %v_134 : f32
    } -> tensor<1x256x14x14xf32> loc("layer3.5.relu")
    %empty_137 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.5.conv3.init")
    %cst_97 = arith.constant 0.000000000e+00 : f32 loc("layer3.5.conv3.init")
    %fill_43 = linalg.fill ins(%cst_97 : f32) outs(%empty_137 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.5.conv3.init")
    %conv_42 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_38, %layer3.5.conv3.weight : tensor<1x256x14x14xf32>, tensor<1024x256x1x1xf32>) outs(%fill_43 : tensor<1x1024x14x14xf32>) -> tensor<1x1024x14x14xf32> loc("layer3.5.conv3")
    %empty_138 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.5.bn3")
    %bn_42 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_42, %layer3.5.bn3.scale, %layer3.5.bn3.shift : tensor<1x1024x14x14xf32>, tensor<1024xf32>, tensor<1024xf32>) outs(%empty_138 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_189: f32, %in_190: f32, %in_191: f32, %out_93: f32):
      %v_135 = arith.mulf %in_189, %in_190 : f32
      %v_136 = arith.addf %v_135, %in_191 : f32
      linalg.yield %v_136 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.5.bn3")
    %empty_139 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.5.add")
    %add_12 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_42, %relu_36 : tensor<1x1024x14x14xf32>, tensor<1x1024x14x14xf32>) outs(%empty_139 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_192: f32, %in_193: f32, %out_94: f32):
      %v_137 = arith.addf %in_192, %in_193 : f32
      linalg.yield %v_137 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.5.add")
    %empty_140 = tensor.empty() : tensor<1x1024x14x14xf32> loc("layer3.5.relu")
    %relu_39 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_12 : tensor<1x1024x14x14xf32>) outs(%empty_140 : tensor<1x1024x14x14xf32>) {
    ^bb0(%in_194: f32, %out_95: f32):
      %cst_98 = arith.constant 0.000000000e+00 : f32
      %v_138 = arith.maximumf %in_194, %cst_98 : f32
      linalg.yield %v_138 : f32
    } -> tensor<1x1024x14x14xf32> loc("layer3.5.relu")
    %empty_141 = tensor.empty() : tensor<1x512x14x14xf32> loc("layer4.0.conv1.init")
    %cst_99 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv1.init")
    %fill_44 = linalg.fill ins(%cst_99 : f32) outs(%empty_141 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("layer4.0.conv1.init")
    %conv_43 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_39, %layer4.0.conv1.weight : tensor<1x1024x14x14xf32>, tensor<512x1024x1x1xf32>) outs(%fill_44 : tensor<1x512x14x14xf32>) -> tensor<1x512x14x14xf32> loc("layer4.0.conv1")
    %empty_142 = tensor.empty() : tensor<1x512x14x14xf32> loc("layer4.0.bn1")
    %bn_43 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_43, %layer4.0.bn1.scale, %layer4.0.bn1.shift : tensor<1x512x14x14xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_142 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_195: f32, %in_196: f32, %in_197: f32, %out_96: f32):
      %v_139 = arith.mulf %in_195, %in_196 : f32
      %v_140 = arith.addf %v_139, %in_197 : f32
      linalg.yield %v_140 : f32
    } -> tensor<1x512x14x14xf32> loc("layer4.0.bn1")
    %empty_143 = tensor.empty() : tensor<1x512x14x14xf32> loc("layer4.0.relu")
    %relu_40 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_43 : tensor<1x512x14x14xf32>) outs(%empty_143 : tensor<1x512x14x14xf32>) {
    ^bb0(%in_198: f32, %out_97: f32):
      %cst_100 = arith.constant 0.000000000e+00 : f32
      %v_141 = arith.maximumf %in_198, %cst_100 : f32
      linalg.yield %v_141 : f32
    } -> tensor<1x512x14x14xf32> loc("layer4.0.relu")
    %cst_101 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2.pad")
    %padded_15 = tensor.pad %relu_40 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_60: index, %i_61: index, %i_62: index, %i_63: index):
      tensor.yield %cst_101 : f32
    } : tensor<1x512x14x14xf32> to tensor<1x512x16x16xf32> loc("layer4.0.conv2.pad")
    %empty_144 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.conv2.init")
    %cst_102 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv2.init")
    %fill_45 = linalg.fill ins(%cst_102 : f32) outs(%empty_144 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.conv2.init")
    %conv_44 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%padded_15, %layer4.0.conv2.weight : tensor<1x512x16x16xf32>, tensor<512x512x3x3xf32>) outs(%fill_45 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.0.conv2")
    %empty_145 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.bn2")
    %bn_44 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_44, %layer4.0.bn2.scale, %layer4.0.bn2.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_145 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_199: f32, %in_200: f32, %in_201: f32, %out_98: f32):
      %v_142 = arith.mulf %in_199, %in_200 : f32
      %v_143 = arith.addf %v_142, %in_201 : f32
      linalg.yield %v_143 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.bn2")
    %empty_146 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.0.relu")
    %relu_41 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_44 : tensor<1x512x7x7xf32>) outs(%empty_146 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_202: f32, %out_99: f32):
      %cst_103 = arith.constant 0.000000000e+00 : f32
      %v_144 = arith.maximumf %in_202, %cst_103 : f32
      linalg.yield %v_144 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.0.relu")
    %empty_147 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.0.conv3.init")
    %cst_104 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.conv3.init")
    %fill_46 = linalg.fill ins(%cst_104 : f32) outs(%empty_147 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.0.conv3.init")
    %conv_45 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_41, %layer4.0.conv3.weight : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%fill_46 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.0.conv3")
    %empty_148 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.0.bn3")
    %bn_45 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_45, %layer4.0.bn3.scale, %layer4.0.bn3.shift : tensor<1x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%empty_148 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_203: f32, %in_204: f32, %in_205: f32, %out_100: f32):
      %v_145 = arith.mulf %in_203, %in_204 : f32
      %v_146 = arith.addf %v_145, %in_205 : f32
      linalg.yield %v_146 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.0.bn3")
    %empty_149 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.0.downsample.0.init")
    %cst_105 = arith.constant 0.000000000e+00 : f32 loc("layer4.0.downsample.0.init")
    %fill_47 = linalg.fill ins(%cst_105 : f32) outs(%empty_149 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.0.downsample.0.init")
    %conv_46 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[2, 2]> : tensor<2xi64>} ins(%relu_39, %layer4.0.downsample.0.weight : tensor<1x1024x14x14xf32>, tensor<2048x1024x1x1xf32>) outs(%fill_47 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.0.downsample.0")
    %empty_150 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.0.downsample.1")
    %bn_46 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_46, %layer4.0.downsample.1.scale, %layer4.0.downsample.1.shift : tensor<1x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%empty_150 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_206: f32, %in_207: f32, %in_208: f32, %out_101: f32):
      %v_147 = arith.mulf %in_206, %in_207 : f32
      %v_148 = arith.addf %v_147, %in_208 : f32
      linalg.yield %v_148 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.0.downsample.1")
    %empty_151 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.0.add")
    %add_13 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_45, %bn_46 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%empty_151 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_209: f32, %in_210: f32, %out_102: f32):
      %v_149 = arith.addf %in_209, %in_210 : f32
      linalg.yield %v_149 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.0.add")
    %empty_152 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.0.relu")
    %relu_42 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_13 : tensor<1x2048x7x7xf32>) outs(%empty_152 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_211: f32, %out_103: f32):
      %cst_106 = arith.constant 0.000000000e+00 : f32
      %v_150 = arith.maximumf %in_211, %cst_106 : f32
      linalg.yield %v_150 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.0.relu")
    %empty_153 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.conv1.init")
    %cst_107 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv1.init")
    %fill_48 = linalg.fill ins(%cst_107 : f32) outs(%empty_153 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv1.init")
    %conv_47 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_42, %layer4.1.conv1.weight : tensor<1x2048x7x7xf32>, tensor<512x2048x1x1xf32>) outs(%fill_48 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv1")
    %empty_154 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.bn1")
    %bn_47 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_47, %layer4.1.bn1.scale, %layer4.1.bn1.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_154 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_212: f32, %in_213: f32, %in_214: f32, %out_104: f32):
      %v_151 = arith.mulf %in_212, %in_213 : f32
      %v_152 = arith.addf %v_151, %in_214 : f32
      linalg.yield %v_152 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.bn1")
    %empty_155 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %relu_43 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_47 : tensor<1x512x7x7xf32>) outs(%empty_155 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_215: f32, %out_105: f32):
      %cst_108 = arith.constant 0.000000000e+00 : f32
      %v_153 = arith.maximumf %in_215, %cst_108 : f32
      linalg.yield %v_153 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %cst_109 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2.pad")
    %padded_16 = tensor.pad %relu_43 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_64: index, %i_65: index, %i_66: index, %i_67: index):
      tensor.yield %cst_109 : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4.1.conv2.pad")
    %empty_156 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.conv2.init")
    %cst_110 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv2.init")
    %fill_49 = linalg.fill ins(%cst_110 : f32) outs(%empty_156 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv2.init")
    %conv_48 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_16, %layer4.1.conv2.weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%fill_49 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.1.conv2")
    %empty_157 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.bn2")
    %bn_48 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_48, %layer4.1.bn2.scale, %layer4.1.bn2.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_157 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_216: f32, %in_217: f32, %in_218: f32, %out_106: f32):
      %v_154 = arith.mulf %in_216, %in_217 : f32
      %v_155 = arith.addf %v_154, %in_218 : f32
      linalg.yield %v_155 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.bn2")
    %empty_158 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %relu_44 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_48 : tensor<1x512x7x7xf32>) outs(%empty_158 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_219: f32, %out_107: f32):
      %cst_111 = arith.constant 0.000000000e+00 : f32
      %v_156 = arith.maximumf %in_219, %cst_111 : f32
      linalg.yield %v_156 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.1.relu")
    %empty_159 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.1.conv3.init")
    %cst_112 = arith.constant 0.000000000e+00 : f32 loc("layer4.1.conv3.init")
    %fill_50 = linalg.fill ins(%cst_112 : f32) outs(%empty_159 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.1.conv3.init")
    %conv_49 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_44, %layer4.1.conv3.weight : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%fill_50 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.1.conv3")
    %empty_160 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.1.bn3")
    %bn_49 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_49, %layer4.1.bn3.scale, %layer4.1.bn3.shift : tensor<1x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%empty_160 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_220: f32, %in_221: f32, %in_222: f32, %out_108: f32):
      %v_157 = arith.mulf %in_220, %in_221 : f32
      %v_158 = arith.addf %v_157, %in_222 : f32
      linalg.yield %v_158 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.1.bn3")
    %empty_161 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.1.add")
    %add_14 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_49, %relu_42 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%empty_161 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_223: f32, %in_224: f32, %out_109: f32):
      %v_159 = arith.addf %in_223, %in_224 : f32
      linalg.yield %v_159 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.1.add")
    %empty_162 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.1.relu")
    %relu_45 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_14 : tensor<1x2048x7x7xf32>) outs(%empty_162 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_225: f32, %out_110: f32):
      %cst_113 = arith.constant 0.000000000e+00 : f32
      %v_160 = arith.maximumf %in_225, %cst_113 : f32
      linalg.yield %v_160 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.1.relu")
    %empty_163 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.2.conv1.init")
    %cst_114 = arith.constant 0.000000000e+00 : f32 loc("layer4.2.conv1.init")
    %fill_51 = linalg.fill ins(%cst_114 : f32) outs(%empty_163 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.2.conv1.init")
    %conv_50 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_45, %layer4.2.conv1.weight : tensor<1x2048x7x7xf32>, tensor<512x2048x1x1xf32>) outs(%fill_51 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.2.conv1")
    %empty_164 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.2.bn1")
    %bn_50 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_50, %layer4.2.bn1.scale, %layer4.2.bn1.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_164 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_226: f32, %in_227: f32, %in_228: f32, %out_111: f32):
      %v_161 = arith.mulf %in_226, %in_227 : f32
      %v_162 = arith.addf %v_161, %in_228 : f32
      linalg.yield %v_162 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.2.bn1")
    %empty_165 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.2.relu")
    %relu_46 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_50 : tensor<1x512x7x7xf32>) outs(%empty_165 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_229: f32, %out_112: f32):
      %cst_115 = arith.constant 0.000000000e+00 : f32
      %v_163 = arith.maximumf %in_229, %cst_115 : f32
      linalg.yield %v_163 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.2.relu")
    %cst_116 = arith.constant 0.000000000e+00 : f32 loc("layer4.2.conv2.pad")
    %padded_17 = tensor.pad %relu_46 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%i_68: index, %i_69: index, %i_70: index, %i_71: index):
      tensor.yield %cst_116 : f32
    } : tensor<1x512x7x7xf32> to tensor<1x512x9x9xf32> loc("layer4.2.conv2.pad")
    %empty_166 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.2.conv2.init")
    %cst_117 = arith.constant 0.000000000e+00 : f32 loc("layer4.2.conv2.init")
    %fill_52 = linalg.fill ins(%cst_117 : f32) outs(%empty_166 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.2.conv2.init")
    %conv_51 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%padded_17, %layer4.2.conv2.weight : tensor<1x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%fill_52 : tensor<1x512x7x7xf32>) -> tensor<1x512x7x7xf32> loc("layer4.2.conv2")
    %empty_167 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.2.bn2")
    %bn_51 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_51, %layer4.2.bn2.scale, %layer4.2.bn2.shift : tensor<1x512x7x7xf32>, tensor<512xf32>, tensor<512xf32>) outs(%empty_167 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_230: f32, %in_231: f32, %in_232: f32, %out_113: f32):
      %v_164 = arith.mulf %in_230, %in_231 : f32
      %v_165 = arith.addf %v_164, %in_232 : f32
      linalg.yield %v_165 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.2.bn2")
    %empty_168 = tensor.empty() : tensor<1x512x7x7xf32> loc("layer4.2.relu")
    %relu_47 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_51 : tensor<1x512x7x7xf32>) outs(%empty_168 : tensor<1x512x7x7xf32>) {
    ^bb0(%in_233: f32, %out_114: f32):
      %cst_118 = arith.constant 0.000000000e+00 : f32
      %v_166 = arith.maximumf %in_233, %cst_118 : f32
      linalg.yield %v_166 : f32
    } -> tensor<1x512x7x7xf32> loc("layer4.2.relu")
    %empty_169 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.2.conv3.init")
    %cst_119 = arith.constant 0.000000000e+00 : f32 loc("layer4.2.conv3.init")
    %fill_53 = linalg.fill ins(%cst_119 : f32) outs(%empty_169 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.2.conv3.init")
    %conv_52 = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[1, 1]> : tensor<2xi64>} ins(%relu_47, %layer4.2.conv3.weight : tensor<1x512x7x7xf32>, tensor<2048x512x1x1xf32>) outs(%fill_53 : tensor<1x2048x7x7xf32>) -> tensor<1x2048x7x7xf32> loc("layer4.2.conv3")
    %empty_170 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.2.bn3")
    %bn_52 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_52, %layer4.2.bn3.scale, %layer4.2.bn3.shift : tensor<1x2048x7x7xf32>, tensor<2048xf32>, tensor<2048xf32>) outs(%empty_170 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_234: f32, %in_235: f32, %in_236: f32, %out_115: f32):
      %v_167 = arith.mulf %in_234, %in_235 : f32
      %v_168 = arith.addf %v_167, %in_236 : f32
      linalg.yield %v_168 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.2.bn3")
    %empty_171 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.2.add")
    %add_15 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn_52, %relu_45 : tensor<1x2048x7x7xf32>, tensor<1x2048x7x7xf32>) outs(%empty_171 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_237: f32, %in_238: f32, %out_116: f32):
      %v_169 = arith.addf %in_237, %in_238 : f32
      linalg.yield %v_169 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.2.add")
    %empty_172 = tensor.empty() : tensor<1x2048x7x7xf32> loc("layer4.2.relu")
    %relu_48 = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%add_15 : tensor<1x2048x7x7xf32>) outs(%empty_172 : tensor<1x2048x7x7xf32>) {
    ^bb0(%in_239: f32, %out_117: f32):
      %cst_120 = arith.constant 0.000000000e+00 : f32
      %v_170 = arith.maximumf %in_239, %cst_120 : f32
      linalg.yield %v_170 : f32
    } -> tensor<1x2048x7x7xf32> loc("layer4.2.relu")
    %empty_173 = tensor.empty() : tensor<1x2048x1x1xf32> loc("avgpool.init")
    %cst_121 = arith.constant 0.000000000e+00 : f32 loc("avgpool.init")
    %fill_54 = linalg.fill ins(%cst_121 : f32) outs(%empty_173 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32> loc("avgpool.init")
    %empty_174 = tensor.empty() : tensor<7x7xf32> loc("avgpool")
    %pool_1 = linalg.pooling_nchw_sum {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[7, 7]> : tensor<2xi64>, roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%relu_48, %empty_174 : tensor<1x2048x7x7xf32>, tensor<7x7xf32>) outs(%fill_54 : tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32> loc("avgpool")
    %empty_175 = tensor.empty() : tensor<1x2048x1x1xf32> loc("avgpool.div")
    %avg = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel", "parallel"], roofline.framework_kernel = "adaptive_avg_pool2d#1"} ins(%pool_1 : tensor<1x2048x1x1xf32>) outs(%empty_175 : tensor<1x2048x1x1xf32>) {
    ^bb0(%in_240: f32, %out_118: f32):
      %cst_122 = arith.constant 4.900000000e+01 : f32
      %v_171 = arith.divf %in_240, %cst_122 : f32
      linalg.yield %v_171 : f32
    } -> tensor<1x2048x1x1xf32> loc("avgpool.div")
    %collapsed = tensor.collapse_shape %avg [[0], [1, 2, 3]] : tensor<1x2048x1x1xf32> into tensor<1x2048xf32> loc("flatten")
    %empty_176 = tensor.empty() : tensor<1x1000xf32> loc("fc.bias")
    %bias = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%fc.bias : tensor<1000xf32>) outs(%empty_176 : tensor<1x1000xf32>) {
    ^bb0(%in_241: f32, %out_119: f32):
      linalg.yield %in_241 : f32
    } -> tensor<1x1000xf32> loc("fc.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed, %fc.weight : tensor<1x2048xf32>, tensor<1000x2048xf32>) outs(%bias : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("fc")
    return %matmul : tensor<1x1000xf32>
  }
}
