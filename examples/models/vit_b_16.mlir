// torchvision.models.vit_b_16(weights=None), imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import vit_b_16 --input-shape 1,3,224,224 -o examples/models/vit_b_16.mlir
// inputs: 1x3x224x224; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
#map0 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%x: tensor<1x3x224x224xf32>, %conv_proj.weight: tensor<768x3x16x16xf32> {roofline.weight}, %conv_proj.bias: tensor<768xf32> {roofline.weight}, %class_token: tensor<1x1x768xf32> {roofline.weight}, %encoder.pos_embedding: tensor<1x197x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_0.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_1.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_2.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_3.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_4.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_5.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_6.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_7.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_8.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_9.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_10.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.ln_1.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.ln_1.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.self_attention.in_proj_weight: tensor<2304x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.self_attention.in_proj_bias: tensor<2304xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.self_attention.out_proj.weight: tensor<768x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.self_attention.out_proj.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.ln_2.weight: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.ln_2.bias: tensor<768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.mlp.0.weight: tensor<3072x768xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.mlp.0.bias: tensor<3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.mlp.3.weight: tensor<768x3072xf32> {roofline.weight}, %encoder.layers.encoder_layer_11.mlp.3.bias: tensor<768xf32> {roofline.weight}, %encoder.ln.weight: tensor<768xf32> {roofline.weight}, %encoder.ln.bias: tensor<768xf32> {roofline.weight}, %heads.head.weight: tensor<1000x768xf32> {roofline.weight}, %heads.head.bias: tensor<1000xf32> {roofline.weight}) -> tensor<1x1000xf32> {
    %empty = tensor.empty() : tensor<1x768x14x14xf32> loc("conv_proj.bias")
    %bias = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%conv_proj.bias : tensor<768xf32>) outs(%empty : tensor<1x768x14x14xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x768x14x14xf32> loc("conv_proj.bias")
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 1]> : tensor<2xi64>, strides = dense<[16, 16]> : tensor<2xi64>} ins(%x, %conv_proj.weight : tensor<1x3x224x224xf32>, tensor<768x3x16x16xf32>) outs(%bias : tensor<1x768x14x14xf32>) -> tensor<1x768x14x14xf32> loc("conv_proj")
    %collapsed = tensor.collapse_shape %conv [[0], [1], [2, 3]] : tensor<1x768x14x14xf32> into tensor<1x768x196xf32> loc("reshape")
    %empty_1 = tensor.empty() : tensor<1x196x768xf32> loc("permute")
    %transpose = linalg.transpose ins(%collapsed : tensor<1x768x196xf32>) outs(%empty_1 : tensor<1x196x768xf32>) permutation = [0, 2, 1] loc("permute")
    %concat = tensor.concat dim(1) %class_token, %transpose : (tensor<1x1x768xf32>, tensor<1x196x768xf32>) -> tensor<1x197x768xf32> loc("cat")
    %empty_2 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.add")
    %add = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat, %encoder.pos_embedding : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_2 : tensor<1x197x768xf32>) {
    ^bb0(%in_1: f32, %in_2: f32, %out_1: f32):
      %v = arith.addf %in_1, %in_2 : f32
      linalg.yield %v : f32
    } -> tensor<1x197x768xf32> loc("encoder.add")
    %empty_3 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_1.mean")
    %cst = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_0.ln_1.mean")
    %fill = linalg.fill ins(%cst : f32) outs(%empty_3 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_1.mean")
    %sum = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%add : tensor<1x197x768xf32>) outs(%fill : tensor<1x197xf32>) {
    ^bb0(%in_3: f32, %out_2: f32):
      %v_1 = arith.addf %out_2, %in_3 : f32
      linalg.yield %v_1 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_1.mean")
    %empty_4 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_1.var")
    %cst_1 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_0.ln_1.var")
    %fill_1 = linalg.fill ins(%cst_1 : f32) outs(%empty_4 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_1.var")
    %sumsq = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%add, %sum : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_1 : tensor<1x197xf32>) {
    ^bb0(%in_4: f32, %in_5: f32, %out_3: f32):
      %cst_2 = arith.constant 1.302083333e-03 : f32
      %v_2 = arith.mulf %in_5, %cst_2 : f32
      %v_3 = arith.subf %in_4, %v_2 : f32
      %v_4 = arith.mulf %v_3, %v_3 : f32
      %v_5 = arith.addf %out_3, %v_4 : f32
      linalg.yield %v_5 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_1.var")
    %empty_5 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.ln_1")
    %ln = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#1"} ins(%add, %sum, %sumsq, %encoder.layers.encoder_layer_0.ln_1.weight, %encoder.layers.encoder_layer_0.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_5 : tensor<1x197x768xf32>) {
    ^bb0(%in_6: f32, %in_7: f32, %in_8: f32, %in_9: f32, %in_10: f32, %out_4: f32):
      %cst_3 = arith.constant 1.302083333e-03 : f32
      %v_6 = arith.mulf %in_7, %cst_3 : f32
      %cst_4 = arith.constant 1.302083333e-03 : f32
      %v_7 = arith.mulf %in_8, %cst_4 : f32
      %cst_5 = arith.constant 1.000000000e-06 : f32
      %v_8 = arith.addf %v_7, %cst_5 : f32
      %v_9 = math.rsqrt %v_8 : f32
      %v_10 = arith.subf %in_6, %v_6 : f32
      %v_11 = arith.mulf %v_10, %v_9 : f32
      %v_12 = arith.mulf %v_11, %in_9 : f32
      %v_13 = arith.addf %v_12, %in_10 : f32
      linalg.yield %v_13 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.ln_1")
    %collapsed_1 = tensor.collapse_shape %ln [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention")
    %empty_6 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_0.self_attention.in_proj.bias")
    %bias_1 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_0.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_6 : tensor<197x2304xf32>) {
    ^bb0(%in_11: f32, %out_5: f32):
      linalg.yield %in_11 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_0.self_attention.in_proj.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_1, %encoder.layers.encoder_layer_0.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_1 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_0.self_attention.in_proj")
    %slice = tensor.extract_slice %matmul[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.in_proj")
    %slice_1 = tensor.extract_slice %matmul[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.in_proj")
    %slice_2 = tensor.extract_slice %matmul[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.in_proj")
    %expanded = tensor.expand_shape %slice [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %empty_7 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %transpose_1 = linalg.transpose ins(%expanded : tensor<1x197x12x64xf32>) outs(%empty_7 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %collapsed_2 = tensor.collapse_shape %transpose_1 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %expanded_1 = tensor.expand_shape %slice_1 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %empty_8 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %transpose_2 = linalg.transpose ins(%expanded_1 : tensor<1x197x12x64xf32>) outs(%empty_8 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %collapsed_3 = tensor.collapse_shape %transpose_2 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %expanded_2 = tensor.expand_shape %slice_2 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %empty_9 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %transpose_3 = linalg.transpose ins(%expanded_2 : tensor<1x197x12x64xf32>) outs(%empty_9 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %collapsed_4 = tensor.collapse_shape %transpose_3 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.heads")
    %empty_10 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.scale")
    %q_scaled = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_2 : tensor<12x197x64xf32>) outs(%empty_10 : tensor<12x197x64xf32>) {
    ^bb0(%in_12: f32, %out_6: f32):
      %cst_6 = arith.constant 1.250000000e-01 : f32
      %v_14 = arith.mulf %in_12, %cst_6 : f32
      linalg.yield %v_14 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.scale")
    %empty_11 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_0.self_attention.qk.init")
    %cst_7 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_0.self_attention.qk.init")
    %fill_2 = linalg.fill ins(%cst_7 : f32) outs(%empty_11 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_0.self_attention.qk.init")
    %bmm = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled, %collapsed_3 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_2 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_0.self_attention.qk")
    %empty_12 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_0.self_attention.softmax")
    %softmax = linalg.softmax dimension(2) ins(%bmm : tensor<12x197x197xf32>) outs(%empty_12 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_0.self_attention.softmax")
    %empty_13 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.av.init")
    %cst_8 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_0.self_attention.av.init")
    %fill_3 = linalg.fill ins(%cst_8 : f32) outs(%empty_13 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.av.init")
    %bmm_1 = linalg.batch_matmul ins(%softmax, %collapsed_4 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_3 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.av")
    %expanded_3 = tensor.expand_shape %bmm_1 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.merge_heads")
    %empty_14 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_0.self_attention.merge_heads")
    %transpose_4 = linalg.transpose ins(%expanded_3 : tensor<1x12x197x64xf32>) outs(%empty_14 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_0.self_attention.merge_heads")
    %collapsed_5 = tensor.collapse_shape %transpose_4 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.merge_heads")
    %empty_15 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.out_proj.bias")
    %bias_2 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_0.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_15 : tensor<197x768xf32>) {
    ^bb0(%in_13: f32, %out_7: f32):
      linalg.yield %in_13 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.out_proj.bias")
    %matmul_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_5, %encoder.layers.encoder_layer_0.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_2 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention.out_proj")
    %expanded_4 = tensor.expand_shape %matmul_1 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.self_attention")
    %empty_16 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.add")
    %add_1 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_4, %add : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_16 : tensor<1x197x768xf32>) {
    ^bb0(%in_14: f32, %in_15: f32, %out_8: f32):
      %v_15 = arith.addf %in_14, %in_15 : f32
      linalg.yield %v_15 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.add")
    %empty_17 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_2.mean")
    %cst_9 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_0.ln_2.mean")
    %fill_4 = linalg.fill ins(%cst_9 : f32) outs(%empty_17 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_2.mean")
    %sum_1 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add_1 : tensor<1x197x768xf32>) outs(%fill_4 : tensor<1x197xf32>) {
    ^bb0(%in_16: f32, %out_9: f32):
      %v_16 = arith.addf %out_9, %in_16 : f32
      linalg.yield %v_16 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_2.mean")
    %empty_18 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_2.var")
    %cst_10 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_0.ln_2.var")
    %fill_5 = linalg.fill ins(%cst_10 : f32) outs(%empty_18 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_2.var")
    %sumsq_1 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add_1, %sum_1 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_5 : tensor<1x197xf32>) {
    ^bb0(%in_17: f32, %in_18: f32, %out_10: f32):
      %cst_11 = arith.constant 1.302083333e-03 : f32
      %v_17 = arith.mulf %in_18, %cst_11 : f32
      %v_18 = arith.subf %in_17, %v_17 : f32
      %v_19 = arith.mulf %v_18, %v_18 : f32
      %v_20 = arith.addf %out_10, %v_19 : f32
      linalg.yield %v_20 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_0.ln_2.var")
    %empty_19 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.ln_2")
    %ln_1 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add_1, %sum_1, %sumsq_1, %encoder.layers.encoder_layer_0.ln_2.weight, %encoder.layers.encoder_layer_0.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_19 : tensor<1x197x768xf32>) {
    ^bb0(%in_19: f32, %in_20: f32, %in_21: f32, %in_22: f32, %in_23: f32, %out_11: f32):
      %cst_12 = arith.constant 1.302083333e-03 : f32
      %v_21 = arith.mulf %in_20, %cst_12 : f32
      %cst_13 = arith.constant 1.302083333e-03 : f32
      %v_22 = arith.mulf %in_21, %cst_13 : f32
      %cst_14 = arith.constant 1.000000000e-06 : f32
      %v_23 = arith.addf %v_22, %cst_14 : f32
      %v_24 = math.rsqrt %v_23 : f32
      %v_25 = arith.subf %in_19, %v_21 : f32
      %v_26 = arith.mulf %v_25, %v_24 : f32
      %v_27 = arith.mulf %v_26, %in_22 : f32
      %v_28 = arith.addf %v_27, %in_23 : f32
      linalg.yield %v_28 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.ln_2")
    %collapsed_6 = tensor.collapse_shape %ln_1 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.mlp.0")
    %empty_20 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.0.bias")
    %bias_3 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_0.mlp.0.bias : tensor<3072xf32>) outs(%empty_20 : tensor<197x3072xf32>) {
    ^bb0(%in_24: f32, %out_12: f32):
      linalg.yield %in_24 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.0.bias")
    %matmul_2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_6, %encoder.layers.encoder_layer_0.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_3 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.0")
    %expanded_5 = tensor.expand_shape %matmul_2 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.0")
    %empty_21 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.1")
    %gelu = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<1x197x3072xf32>) outs(%empty_21 : tensor<1x197x3072xf32>) {
    ^bb0(%in_25: f32, %out_13: f32):
      %cst_15 = arith.constant 7.071067812e-01 : f32
      %v_29 = arith.mulf %in_25, %cst_15 : f32
      %v_30 = math.erf %v_29 : f32
      %cst_16 = arith.constant 1.000000000e+00 : f32
      %v_31 = arith.addf %v_30, %cst_16 : f32
      %cst_17 = arith.constant 5.000000000e-01 : f32
      %v_32 = arith.mulf %in_25, %cst_17 : f32
      %v_33 = arith.mulf %v_32, %v_31 : f32
      linalg.yield %v_33 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.1")
    %collapsed_7 = tensor.collapse_shape %gelu [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_0.mlp.3")
    %empty_22 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.mlp.3.bias")
    %bias_4 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_0.mlp.3.bias : tensor<768xf32>) outs(%empty_22 : tensor<197x768xf32>) {
    ^bb0(%in_26: f32, %out_14: f32):
      linalg.yield %in_26 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.mlp.3.bias")
    %matmul_3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_7, %encoder.layers.encoder_layer_0.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_4 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_0.mlp.3")
    %expanded_6 = tensor.expand_shape %matmul_3 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.mlp.3")
    %empty_23 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.add_1")
    %add_2 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_1, %expanded_6 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_23 : tensor<1x197x768xf32>) {
    ^bb0(%in_27: f32, %in_28: f32, %out_15: f32):
      %v_34 = arith.addf %in_27, %in_28 : f32
      linalg.yield %v_34 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_0.add_1")
    %empty_24 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_1.mean")
    %cst_18 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_1.ln_1.mean")
    %fill_6 = linalg.fill ins(%cst_18 : f32) outs(%empty_24 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_1.mean")
    %sum_2 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#3"} ins(%add_2 : tensor<1x197x768xf32>) outs(%fill_6 : tensor<1x197xf32>) {
    ^bb0(%in_29: f32, %out_16: f32):
      %v_35 = arith.addf %out_16, %in_29 : f32
      linalg.yield %v_35 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_1.mean")
    %empty_25 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_1.var")
    %cst_19 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_1.ln_1.var")
    %fill_7 = linalg.fill ins(%cst_19 : f32) outs(%empty_25 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_1.var")
    %sumsq_2 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#3"} ins(%add_2, %sum_2 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_7 : tensor<1x197xf32>) {
    ^bb0(%in_30: f32, %in_31: f32, %out_17: f32):
      %cst_20 = arith.constant 1.302083333e-03 : f32
      %v_36 = arith.mulf %in_31, %cst_20 : f32
      %v_37 = arith.subf %in_30, %v_36 : f32
      %v_38 = arith.mulf %v_37, %v_37 : f32
      %v_39 = arith.addf %out_17, %v_38 : f32
      linalg.yield %v_39 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_1.var")
    %empty_26 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.ln_1")
    %ln_2 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#3"} ins(%add_2, %sum_2, %sumsq_2, %encoder.layers.encoder_layer_1.ln_1.weight, %encoder.layers.encoder_layer_1.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_26 : tensor<1x197x768xf32>) {
    ^bb0(%in_32: f32, %in_33: f32, %in_34: f32, %in_35: f32, %in_36: f32, %out_18: f32):
      %cst_21 = arith.constant 1.302083333e-03 : f32
      %v_40 = arith.mulf %in_33, %cst_21 : f32
      %cst_22 = arith.constant 1.302083333e-03 : f32
      %v_41 = arith.mulf %in_34, %cst_22 : f32
      %cst_23 = arith.constant 1.000000000e-06 : f32
      %v_42 = arith.addf %v_41, %cst_23 : f32
      %v_43 = math.rsqrt %v_42 : f32
      %v_44 = arith.subf %in_32, %v_40 : f32
      %v_45 = arith.mulf %v_44, %v_43 : f32
      %v_46 = arith.mulf %v_45, %in_35 : f32
      %v_47 = arith.addf %v_46, %in_36 : f32
      linalg.yield %v_47 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.ln_1")
    %collapsed_8 = tensor.collapse_shape %ln_2 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention")
    %empty_27 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_1.self_attention.in_proj.bias")
    %bias_5 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_1.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_27 : tensor<197x2304xf32>) {
    ^bb0(%in_37: f32, %out_19: f32):
      linalg.yield %in_37 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_1.self_attention.in_proj.bias")
    %matmul_4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_8, %encoder.layers.encoder_layer_1.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_5 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_1.self_attention.in_proj")
    %slice_3 = tensor.extract_slice %matmul_4[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.in_proj")
    %slice_4 = tensor.extract_slice %matmul_4[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.in_proj")
    %slice_5 = tensor.extract_slice %matmul_4[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.in_proj")
    %expanded_7 = tensor.expand_shape %slice_3 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %empty_28 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %transpose_5 = linalg.transpose ins(%expanded_7 : tensor<1x197x12x64xf32>) outs(%empty_28 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %collapsed_9 = tensor.collapse_shape %transpose_5 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %expanded_8 = tensor.expand_shape %slice_4 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %empty_29 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %transpose_6 = linalg.transpose ins(%expanded_8 : tensor<1x197x12x64xf32>) outs(%empty_29 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %collapsed_10 = tensor.collapse_shape %transpose_6 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %expanded_9 = tensor.expand_shape %slice_5 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %empty_30 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %transpose_7 = linalg.transpose ins(%expanded_9 : tensor<1x197x12x64xf32>) outs(%empty_30 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %collapsed_11 = tensor.collapse_shape %transpose_7 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.heads")
    %empty_31 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.scale")
    %q_scaled_1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_9 : tensor<12x197x64xf32>) outs(%empty_31 : tensor<12x197x64xf32>) {
    ^bb0(%in_38: f32, %out_20: f32):
      %cst_24 = arith.constant 1.250000000e-01 : f32
      %v_48 = arith.mulf %in_38, %cst_24 : f32
      linalg.yield %v_48 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.scale")
    %empty_32 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_1.self_attention.qk.init")
    %cst_25 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_1.self_attention.qk.init")
    %fill_8 = linalg.fill ins(%cst_25 : f32) outs(%empty_32 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_1.self_attention.qk.init")
    %bmm_2 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_1, %collapsed_10 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_8 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_1.self_attention.qk")
    %empty_33 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_1.self_attention.softmax")
    %softmax_1 = linalg.softmax dimension(2) ins(%bmm_2 : tensor<12x197x197xf32>) outs(%empty_33 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_1.self_attention.softmax")
    %empty_34 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.av.init")
    %cst_26 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_1.self_attention.av.init")
    %fill_9 = linalg.fill ins(%cst_26 : f32) outs(%empty_34 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.av.init")
    %bmm_3 = linalg.batch_matmul ins(%softmax_1, %collapsed_11 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_9 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.av")
    %expanded_10 = tensor.expand_shape %bmm_3 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.merge_heads")
    %empty_35 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_1.self_attention.merge_heads")
    %transpose_8 = linalg.transpose ins(%expanded_10 : tensor<1x12x197x64xf32>) outs(%empty_35 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_1.self_attention.merge_heads")
    %collapsed_12 = tensor.collapse_shape %transpose_8 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.merge_heads")
    %empty_36 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.out_proj.bias")
    %bias_6 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_1.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_36 : tensor<197x768xf32>) {
    ^bb0(%in_39: f32, %out_21: f32):
      linalg.yield %in_39 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.out_proj.bias")
    %matmul_5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_12, %encoder.layers.encoder_layer_1.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_6 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention.out_proj")
    %expanded_11 = tensor.expand_shape %matmul_5 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.self_attention")
    %empty_37 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.add")
    %add_3 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_11, %add_2 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_37 : tensor<1x197x768xf32>) {
    ^bb0(%in_40: f32, %in_41: f32, %out_22: f32):
      %v_49 = arith.addf %in_40, %in_41 : f32
      linalg.yield %v_49 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.add")
    %empty_38 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_2.mean")
    %cst_27 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_1.ln_2.mean")
    %fill_10 = linalg.fill ins(%cst_27 : f32) outs(%empty_38 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_2.mean")
    %sum_3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#4"} ins(%add_3 : tensor<1x197x768xf32>) outs(%fill_10 : tensor<1x197xf32>) {
    ^bb0(%in_42: f32, %out_23: f32):
      %v_50 = arith.addf %out_23, %in_42 : f32
      linalg.yield %v_50 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_2.mean")
    %empty_39 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_2.var")
    %cst_28 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_1.ln_2.var")
    %fill_11 = linalg.fill ins(%cst_28 : f32) outs(%empty_39 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_2.var")
    %sumsq_3 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#4"} ins(%add_3, %sum_3 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_11 : tensor<1x197xf32>) {
    ^bb0(%in_43: f32, %in_44: f32, %out_24: f32):
      %cst_29 = arith.constant 1.302083333e-03 : f32
      %v_51 = arith.mulf %in_44, %cst_29 : f32
      %v_52 = arith.subf %in_43, %v_51 : f32
      %v_53 = arith.mulf %v_52, %v_52 : f32
      %v_54 = arith.addf %out_24, %v_53 : f32
      linalg.yield %v_54 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_1.ln_2.var")
    %empty_40 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.ln_2")
    %ln_3 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#4"} ins(%add_3, %sum_3, %sumsq_3, %encoder.layers.encoder_layer_1.ln_2.weight, %encoder.layers.encoder_layer_1.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_40 : tensor<1x197x768xf32>) {
    ^bb0(%in_45: f32, %in_46: f32, %in_47: f32, %in_48: f32, %in_49: f32, %out_25: f32):
      %cst_30 = arith.constant 1.302083333e-03 : f32
      %v_55 = arith.mulf %in_46, %cst_30 : f32
      %cst_31 = arith.constant 1.302083333e-03 : f32
      %v_56 = arith.mulf %in_47, %cst_31 : f32
      %cst_32 = arith.constant 1.000000000e-06 : f32
      %v_57 = arith.addf %v_56, %cst_32 : f32
      %v_58 = math.rsqrt %v_57 : f32
      %v_59 = arith.subf %in_45, %v_55 : f32
      %v_60 = arith.mulf %v_59, %v_58 : f32
      %v_61 = arith.mulf %v_60, %in_48 : f32
      %v_62 = arith.addf %v_61, %in_49 : f32
      linalg.yield %v_62 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.ln_2")
    %collapsed_13 = tensor.collapse_shape %ln_3 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.mlp.0")
    %empty_41 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.0.bias")
    %bias_7 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_1.mlp.0.bias : tensor<3072xf32>) outs(%empty_41 : tensor<197x3072xf32>) {
    ^bb0(%in_50: f32, %out_26: f32):
      linalg.yield %in_50 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.0.bias")
    %matmul_6 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_13, %encoder.layers.encoder_layer_1.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_7 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.0")
    %expanded_12 = tensor.expand_shape %matmul_6 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.0")
    %empty_42 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.1")
    %gelu_1 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<1x197x3072xf32>) outs(%empty_42 : tensor<1x197x3072xf32>) {
    ^bb0(%in_51: f32, %out_27: f32):
      %cst_33 = arith.constant 7.071067812e-01 : f32
      %v_63 = arith.mulf %in_51, %cst_33 : f32
      %v_64 = math.erf %v_63 : f32
      %cst_34 = arith.constant 1.000000000e+00 : f32
      %v_65 = arith.addf %v_64, %cst_34 : f32
      %cst_35 = arith.constant 5.000000000e-01 : f32
      %v_66 = arith.mulf %in_51, %cst_35 : f32
      %v_67 = arith.mulf %v_66, %v_65 : f32
      linalg.yield %v_67 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.1")
    %collapsed_14 = tensor.collapse_shape %gelu_1 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_1.mlp.3")
    %empty_43 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.mlp.3.bias")
    %bias_8 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_1.mlp.3.bias : tensor<768xf32>) outs(%empty_43 : tensor<197x768xf32>) {
    ^bb0(%in_52: f32, %out_28: f32):
      linalg.yield %in_52 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.mlp.3.bias")
    %matmul_7 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_14, %encoder.layers.encoder_layer_1.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_8 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_1.mlp.3")
    %expanded_13 = tensor.expand_shape %matmul_7 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.mlp.3")
    %empty_44 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.add_1")
    %add_4 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_3, %expanded_13 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_44 : tensor<1x197x768xf32>) {
    ^bb0(%in_53: f32, %in_54: f32, %out_29: f32):
      %v_68 = arith.addf %in_53, %in_54 : f32
      linalg.yield %v_68 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_1.add_1")
    %empty_45 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_1.mean")
    %cst_36 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_2.ln_1.mean")
    %fill_12 = linalg.fill ins(%cst_36 : f32) outs(%empty_45 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_1.mean")
    %sum_4 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#5"} ins(%add_4 : tensor<1x197x768xf32>) outs(%fill_12 : tensor<1x197xf32>) {
    ^bb0(%in_55: f32, %out_30: f32):
      %v_69 = arith.addf %out_30, %in_55 : f32
      linalg.yield %v_69 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_1.mean")
    %empty_46 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_1.var")
    %cst_37 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_2.ln_1.var")
    %fill_13 = linalg.fill ins(%cst_37 : f32) outs(%empty_46 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_1.var")
    %sumsq_4 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#5"} ins(%add_4, %sum_4 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_13 : tensor<1x197xf32>) {
    ^bb0(%in_56: f32, %in_57: f32, %out_31: f32):
      %cst_38 = arith.constant 1.302083333e-03 : f32
      %v_70 = arith.mulf %in_57, %cst_38 : f32
      %v_71 = arith.subf %in_56, %v_70 : f32
      %v_72 = arith.mulf %v_71, %v_71 : f32
      %v_73 = arith.addf %out_31, %v_72 : f32
      linalg.yield %v_73 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_1.var")
    %empty_47 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.ln_1")
    %ln_4 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#5"} ins(%add_4, %sum_4, %sumsq_4, %encoder.layers.encoder_layer_2.ln_1.weight, %encoder.layers.encoder_layer_2.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_47 : tensor<1x197x768xf32>) {
    ^bb0(%in_58: f32, %in_59: f32, %in_60: f32, %in_61: f32, %in_62: f32, %out_32: f32):
      %cst_39 = arith.constant 1.302083333e-03 : f32
      %v_74 = arith.mulf %in_59, %cst_39 : f32
      %cst_40 = arith.constant 1.302083333e-03 : f32
      %v_75 = arith.mulf %in_60, %cst_40 : f32
      %cst_41 = arith.constant 1.000000000e-06 : f32
      %v_76 = arith.addf %v_75, %cst_41 : f32
      %v_77 = math.rsqrt %v_76 : f32
      %v_78 = arith.subf %in_58, %v_74 : f32
      %v_79 = arith.mulf %v_78, %v_77 : f32
      %v_80 = arith.mulf %v_79, %in_61 : f32
      %v_81 = arith.addf %v_80, %in_62 : f32
      linalg.yield %v_81 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.ln_1")
    %collapsed_15 = tensor.collapse_shape %ln_4 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention")
    %empty_48 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_2.self_attention.in_proj.bias")
    %bias_9 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_2.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_48 : tensor<197x2304xf32>) {
    ^bb0(%in_63: f32, %out_33: f32):
      linalg.yield %in_63 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_2.self_attention.in_proj.bias")
    %matmul_8 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_15, %encoder.layers.encoder_layer_2.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_9 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_2.self_attention.in_proj")
    %slice_6 = tensor.extract_slice %matmul_8[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.in_proj")
    %slice_7 = tensor.extract_slice %matmul_8[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.in_proj")
    %slice_8 = tensor.extract_slice %matmul_8[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.in_proj")
    %expanded_14 = tensor.expand_shape %slice_6 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %empty_49 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %transpose_9 = linalg.transpose ins(%expanded_14 : tensor<1x197x12x64xf32>) outs(%empty_49 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %collapsed_16 = tensor.collapse_shape %transpose_9 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %expanded_15 = tensor.expand_shape %slice_7 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %empty_50 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %transpose_10 = linalg.transpose ins(%expanded_15 : tensor<1x197x12x64xf32>) outs(%empty_50 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %collapsed_17 = tensor.collapse_shape %transpose_10 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %expanded_16 = tensor.expand_shape %slice_8 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %empty_51 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %transpose_11 = linalg.transpose ins(%expanded_16 : tensor<1x197x12x64xf32>) outs(%empty_51 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %collapsed_18 = tensor.collapse_shape %transpose_11 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.heads")
    %empty_52 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.scale")
    %q_scaled_2 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_16 : tensor<12x197x64xf32>) outs(%empty_52 : tensor<12x197x64xf32>) {
    ^bb0(%in_64: f32, %out_34: f32):
      %cst_42 = arith.constant 1.250000000e-01 : f32
      %v_82 = arith.mulf %in_64, %cst_42 : f32
      linalg.yield %v_82 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.scale")
    %empty_53 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_2.self_attention.qk.init")
    %cst_43 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_2.self_attention.qk.init")
    %fill_14 = linalg.fill ins(%cst_43 : f32) outs(%empty_53 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_2.self_attention.qk.init")
    %bmm_4 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_2, %collapsed_17 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_14 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_2.self_attention.qk")
    %empty_54 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_2.self_attention.softmax")
    %softmax_2 = linalg.softmax dimension(2) ins(%bmm_4 : tensor<12x197x197xf32>) outs(%empty_54 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_2.self_attention.softmax")
    %empty_55 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.av.init")
    %cst_44 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_2.self_attention.av.init")
    %fill_15 = linalg.fill ins(%cst_44 : f32) outs(%empty_55 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.av.init")
    %bmm_5 = linalg.batch_matmul ins(%softmax_2, %collapsed_18 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_15 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.av")
    %expanded_17 = tensor.expand_shape %bmm_5 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.merge_heads")
    %empty_56 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_2.self_attention.merge_heads")
    %transpose_12 = linalg.transpose ins(%expanded_17 : tensor<1x12x197x64xf32>) outs(%empty_56 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_2.self_attention.merge_heads")
    %collapsed_19 = tensor.collapse_shape %transpose_12 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.merge_heads")
    %empty_57 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.out_proj.bias")
    %bias_10 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_2.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_57 : tensor<197x768xf32>) {
    ^bb0(%in_65: f32, %out_35: f32):
      linalg.yield %in_65 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.out_proj.bias")
    %matmul_9 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_19, %encoder.layers.encoder_layer_2.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_10 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention.out_proj")
    %expanded_18 = tensor.expand_shape %matmul_9 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.self_attention")
    %empty_58 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.add")
    %add_5 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_18, %add_4 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_58 : tensor<1x197x768xf32>) {
    ^bb0(%in_66: f32, %in_67: f32, %out_36: f32):
      %v_83 = arith.addf %in_66, %in_67 : f32
      linalg.yield %v_83 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.add")
    %empty_59 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_2.mean")
    %cst_45 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_2.ln_2.mean")
    %fill_16 = linalg.fill ins(%cst_45 : f32) outs(%empty_59 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_2.mean")
    %sum_5 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#6"} ins(%add_5 : tensor<1x197x768xf32>) outs(%fill_16 : tensor<1x197xf32>) {
    ^bb0(%in_68: f32, %out_37: f32):
      %v_84 = arith.addf %out_37, %in_68 : f32
      linalg.yield %v_84 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_2.mean")
    %empty_60 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_2.var")
    %cst_46 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_2.ln_2.var")
    %fill_17 = linalg.fill ins(%cst_46 : f32) outs(%empty_60 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_2.var")
    %sumsq_5 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#6"} ins(%add_5, %sum_5 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_17 : tensor<1x197xf32>) {
    ^bb0(%in_69: f32, %in_70: f32, %out_38: f32):
      %cst_47 = arith.constant 1.302083333e-03 : f32
      %v_85 = arith.mulf %in_70, %cst_47 : f32
      %v_86 = arith.subf %in_69, %v_85 : f32
      %v_87 = arith.mulf %v_86, %v_86 : f32
      %v_88 = arith.addf %out_38, %v_87 : f32
      linalg.yield %v_88 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_2.ln_2.var")
    %empty_61 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.ln_2")
    %ln_5 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#6"} ins(%add_5, %sum_5, %sumsq_5, %encoder.layers.encoder_layer_2.ln_2.weight, %encoder.layers.encoder_layer_2.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_61 : tensor<1x197x768xf32>) {
    ^bb0(%in_71: f32, %in_72: f32, %in_73: f32, %in_74: f32, %in_75: f32, %out_39: f32):
      %cst_48 = arith.constant 1.302083333e-03 : f32
      %v_89 = arith.mulf %in_72, %cst_48 : f32
      %cst_49 = arith.constant 1.302083333e-03 : f32
      %v_90 = arith.mulf %in_73, %cst_49 : f32
      %cst_50 = arith.constant 1.000000000e-06 : f32
      %v_91 = arith.addf %v_90, %cst_50 : f32
      %v_92 = math.rsqrt %v_91 : f32
      %v_93 = arith.subf %in_71, %v_89 : f32
      %v_94 = arith.mulf %v_93, %v_92 : f32
      %v_95 = arith.mulf %v_94, %in_74 : f32
      %v_96 = arith.addf %v_95, %in_75 : f32
      linalg.yield %v_96 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.ln_2")
    %collapsed_20 = tensor.collapse_shape %ln_5 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.mlp.0")
    %empty_62 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.0.bias")
    %bias_11 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_2.mlp.0.bias : tensor<3072xf32>) outs(%empty_62 : tensor<197x3072xf32>) {
    ^bb0(%in_76: f32, %out_40: f32):
      linalg.yield %in_76 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.0.bias")
    %matmul_10 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_20, %encoder.layers.encoder_layer_2.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_11 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.0")
    %expanded_19 = tensor.expand_shape %matmul_10 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.0")
    %empty_63 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.1")
    %gelu_2 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_19 : tensor<1x197x3072xf32>) outs(%empty_63 : tensor<1x197x3072xf32>) {
    ^bb0(%in_77: f32, %out_41: f32):
      %cst_51 = arith.constant 7.071067812e-01 : f32
      %v_97 = arith.mulf %in_77, %cst_51 : f32
      %v_98 = math.erf %v_97 : f32
      %cst_52 = arith.constant 1.000000000e+00 : f32
      %v_99 = arith.addf %v_98, %cst_52 : f32
      %cst_53 = arith.constant 5.000000000e-01 : f32
      %v_100 = arith.mulf %in_77, %cst_53 : f32
      %v_101 = arith.mulf %v_100, %v_99 : f32
      linalg.yield %v_101 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.1")
    %collapsed_21 = tensor.collapse_shape %gelu_2 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_2.mlp.3")
    %empty_64 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.mlp.3.bias")
    %bias_12 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_2.mlp.3.bias : tensor<768xf32>) outs(%empty_64 : tensor<197x768xf32>) {
    ^bb0(%in_78: f32, %out_42: f32):
      linalg.yield %in_78 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.mlp.3.bias")
    %matmul_11 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_21, %encoder.layers.encoder_layer_2.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_12 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_2.mlp.3")
    %expanded_20 = tensor.expand_shape %matmul_11 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.mlp.3")
    %empty_65 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.add_1")
    %add_6 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_5, %expanded_20 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_65 : tensor<1x197x768xf32>) {
    ^bb0(%in_79: f32, %in_80: f32, %out_43: f32):
      %v_102 = arith.addf %in_79, %in_80 : f32
      linalg.yield %v_102 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_2.add_1")
    %empty_66 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_1.mean")
    %cst_54 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_3.ln_1.mean")
    %fill_18 = linalg.fill ins(%cst_54 : f32) outs(%empty_66 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_1.mean")
    %sum_6 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#7"} ins(%add_6 : tensor<1x197x768xf32>) outs(%fill_18 : tensor<1x197xf32>) {
    ^bb0(%in_81: f32, %out_44: f32):
      %v_103 = arith.addf %out_44, %in_81 : f32
      linalg.yield %v_103 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_1.mean")
    %empty_67 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_1.var")
    %cst_55 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_3.ln_1.var")
    %fill_19 = linalg.fill ins(%cst_55 : f32) outs(%empty_67 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_1.var")
    %sumsq_6 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#7"} ins(%add_6, %sum_6 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_19 : tensor<1x197xf32>) {
    ^bb0(%in_82: f32, %in_83: f32, %out_45: f32):
      %cst_56 = arith.constant 1.302083333e-03 : f32
      %v_104 = arith.mulf %in_83, %cst_56 : f32
      %v_105 = arith.subf %in_82, %v_104 : f32
      %v_106 = arith.mulf %v_105, %v_105 : f32
      %v_107 = arith.addf %out_45, %v_106 : f32
      linalg.yield %v_107 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_1.var")
    %empty_68 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.ln_1")
    %ln_6 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#7"} ins(%add_6, %sum_6, %sumsq_6, %encoder.layers.encoder_layer_3.ln_1.weight, %encoder.layers.encoder_layer_3.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_68 : tensor<1x197x768xf32>) {
    ^bb0(%in_84: f32, %in_85: f32, %in_86: f32, %in_87: f32, %in_88: f32, %out_46: f32):
      %cst_57 = arith.constant 1.302083333e-03 : f32
      %v_108 = arith.mulf %in_85, %cst_57 : f32
      %cst_58 = arith.constant 1.302083333e-03 : f32
      %v_109 = arith.mulf %in_86, %cst_58 : f32
      %cst_59 = arith.constant 1.000000000e-06 : f32
      %v_110 = arith.addf %v_109, %cst_59 : f32
      %v_111 = math.rsqrt %v_110 : f32
      %v_112 = arith.subf %in_84, %v_108 : f32
      %v_113 = arith.mulf %v_112, %v_111 : f32
      %v_114 = arith.mulf %v_113, %in_87 : f32
      %v_115 = arith.addf %v_114, %in_88 : f32
      linalg.yield %v_115 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.ln_1")
    %collapsed_22 = tensor.collapse_shape %ln_6 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention")
    %empty_69 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_3.self_attention.in_proj.bias")
    %bias_13 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_3.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_69 : tensor<197x2304xf32>) {
    ^bb0(%in_89: f32, %out_47: f32):
      linalg.yield %in_89 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_3.self_attention.in_proj.bias")
    %matmul_12 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_22, %encoder.layers.encoder_layer_3.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_13 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_3.self_attention.in_proj")
    %slice_9 = tensor.extract_slice %matmul_12[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.in_proj")
    %slice_10 = tensor.extract_slice %matmul_12[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.in_proj")
    %slice_11 = tensor.extract_slice %matmul_12[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.in_proj")
    %expanded_21 = tensor.expand_shape %slice_9 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %empty_70 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %transpose_13 = linalg.transpose ins(%expanded_21 : tensor<1x197x12x64xf32>) outs(%empty_70 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %collapsed_23 = tensor.collapse_shape %transpose_13 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %expanded_22 = tensor.expand_shape %slice_10 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %empty_71 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %transpose_14 = linalg.transpose ins(%expanded_22 : tensor<1x197x12x64xf32>) outs(%empty_71 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %collapsed_24 = tensor.collapse_shape %transpose_14 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %expanded_23 = tensor.expand_shape %slice_11 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %empty_72 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %transpose_15 = linalg.transpose ins(%expanded_23 : tensor<1x197x12x64xf32>) outs(%empty_72 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %collapsed_25 = tensor.collapse_shape %transpose_15 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.heads")
    %empty_73 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.scale")
    %q_scaled_3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_23 : tensor<12x197x64xf32>) outs(%empty_73 : tensor<12x197x64xf32>) {
    ^bb0(%in_90: f32, %out_48: f32):
      %cst_60 = arith.constant 1.250000000e-01 : f32
      %v_116 = arith.mulf %in_90, %cst_60 : f32
      linalg.yield %v_116 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.scale")
    %empty_74 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_3.self_attention.qk.init")
    %cst_61 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_3.self_attention.qk.init")
    %fill_20 = linalg.fill ins(%cst_61 : f32) outs(%empty_74 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_3.self_attention.qk.init")
    %bmm_6 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_3, %collapsed_24 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_20 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_3.self_attention.qk")
    %empty_75 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_3.self_attention.softmax")
    %softmax_3 = linalg.softmax dimension(2) ins(%bmm_6 : tensor<12x197x197xf32>) outs(%empty_75 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_3.self_attention.softmax")
    %empty_76 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.av.init")
    %cst_62 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_3.self_attention.av.init")
    %fill_21 = linalg.fill ins(%cst_62 : f32) outs(%empty_76 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.av.init")
    %bmm_7 = linalg.batch_matmul ins(%softmax_3, %collapsed_25 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_21 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.av")
    %expanded_24 = tensor.expand_shape %bmm_7 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.merge_heads")
    %empty_77 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_3.self_attention.merge_heads")
    %transpose_16 = linalg.transpose ins(%expanded_24 : tensor<1x12x197x64xf32>) outs(%empty_77 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_3.self_attention.merge_heads")
    %collapsed_26 = tensor.collapse_shape %transpose_16 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.merge_heads")
    %empty_78 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.out_proj.bias")
    %bias_14 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_3.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_78 : tensor<197x768xf32>) {
    ^bb0(%in_91: f32, %out_49: f32):
      linalg.yield %in_91 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.out_proj.bias")
    %matmul_13 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_26, %encoder.layers.encoder_layer_3.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_14 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention.out_proj")
    %expanded_25 = tensor.expand_shape %matmul_13 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.self_attention")
    %empty_79 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.add")
    %add_7 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_25, %add_6 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_79 : tensor<1x197x768xf32>) {
    ^bb0(%in_92: f32, %in_93: f32, %out_50: f32):
      %v_117 = arith.addf %in_92, %in_93 : f32
      linalg.yield %v_117 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.add")
    %empty_80 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_2.mean")
    %cst_63 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_3.ln_2.mean")
    %fill_22 = linalg.fill ins(%cst_63 : f32) outs(%empty_80 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_2.mean")
    %sum_7 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#8"} ins(%add_7 : tensor<1x197x768xf32>) outs(%fill_22 : tensor<1x197xf32>) {
    ^bb0(%in_94: f32, %out_51: f32):
      %v_118 = arith.addf %out_51, %in_94 : f32
      linalg.yield %v_118 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_2.mean")
    %empty_81 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_2.var")
    %cst_64 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_3.ln_2.var")
    %fill_23 = linalg.fill ins(%cst_64 : f32) outs(%empty_81 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_2.var")
    %sumsq_7 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#8"} ins(%add_7, %sum_7 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_23 : tensor<1x197xf32>) {
    ^bb0(%in_95: f32, %in_96: f32, %out_52: f32):
      %cst_65 = arith.constant 1.302083333e-03 : f32
      %v_119 = arith.mulf %in_96, %cst_65 : f32
      %v_120 = arith.subf %in_95, %v_119 : f32
      %v_121 = arith.mulf %v_120, %v_120 : f32
      %v_122 = arith.addf %out_52, %v_121 : f32
      linalg.yield %v_122 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_3.ln_2.var")
    %empty_82 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.ln_2")
    %ln_7 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#8"} ins(%add_7, %sum_7, %sumsq_7, %encoder.layers.encoder_layer_3.ln_2.weight, %encoder.layers.encoder_layer_3.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_82 : tensor<1x197x768xf32>) {
    ^bb0(%in_97: f32, %in_98: f32, %in_99: f32, %in_100: f32, %in_101: f32, %out_53: f32):
      %cst_66 = arith.constant 1.302083333e-03 : f32
      %v_123 = arith.mulf %in_98, %cst_66 : f32
      %cst_67 = arith.constant 1.302083333e-03 : f32
      %v_124 = arith.mulf %in_99, %cst_67 : f32
      %cst_68 = arith.constant 1.000000000e-06 : f32
      %v_125 = arith.addf %v_124, %cst_68 : f32
      %v_126 = math.rsqrt %v_125 : f32
      %v_127 = arith.subf %in_97, %v_123 : f32
      %v_128 = arith.mulf %v_127, %v_126 : f32
      %v_129 = arith.mulf %v_128, %in_100 : f32
      %v_130 = arith.addf %v_129, %in_101 : f32
      linalg.yield %v_130 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.ln_2")
    %collapsed_27 = tensor.collapse_shape %ln_7 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.mlp.0")
    %empty_83 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.0.bias")
    %bias_15 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_3.mlp.0.bias : tensor<3072xf32>) outs(%empty_83 : tensor<197x3072xf32>) {
    ^bb0(%in_102: f32, %out_54: f32):
      linalg.yield %in_102 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.0.bias")
    %matmul_14 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_27, %encoder.layers.encoder_layer_3.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_15 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.0")
    %expanded_26 = tensor.expand_shape %matmul_14 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.0")
    %empty_84 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.1")
    %gelu_3 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_26 : tensor<1x197x3072xf32>) outs(%empty_84 : tensor<1x197x3072xf32>) {
    ^bb0(%in_103: f32, %out_55: f32):
      %cst_69 = arith.constant 7.071067812e-01 : f32
      %v_131 = arith.mulf %in_103, %cst_69 : f32
      %v_132 = math.erf %v_131 : f32
      %cst_70 = arith.constant 1.000000000e+00 : f32
      %v_133 = arith.addf %v_132, %cst_70 : f32
      %cst_71 = arith.constant 5.000000000e-01 : f32
      %v_134 = arith.mulf %in_103, %cst_71 : f32
      %v_135 = arith.mulf %v_134, %v_133 : f32
      linalg.yield %v_135 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.1")
    %collapsed_28 = tensor.collapse_shape %gelu_3 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_3.mlp.3")
    %empty_85 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.mlp.3.bias")
    %bias_16 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_3.mlp.3.bias : tensor<768xf32>) outs(%empty_85 : tensor<197x768xf32>) {
    ^bb0(%in_104: f32, %out_56: f32):
      linalg.yield %in_104 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.mlp.3.bias")
    %matmul_15 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_28, %encoder.layers.encoder_layer_3.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_16 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_3.mlp.3")
    %expanded_27 = tensor.expand_shape %matmul_15 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.mlp.3")
    %empty_86 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.add_1")
    %add_8 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_7, %expanded_27 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_86 : tensor<1x197x768xf32>) {
    ^bb0(%in_105: f32, %in_106: f32, %out_57: f32):
      %v_136 = arith.addf %in_105, %in_106 : f32
      linalg.yield %v_136 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_3.add_1")
    %empty_87 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_1.mean")
    %cst_72 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_4.ln_1.mean")
    %fill_24 = linalg.fill ins(%cst_72 : f32) outs(%empty_87 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_1.mean")
    %sum_8 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#9"} ins(%add_8 : tensor<1x197x768xf32>) outs(%fill_24 : tensor<1x197xf32>) {
    ^bb0(%in_107: f32, %out_58: f32):
      %v_137 = arith.addf %out_58, %in_107 : f32
      linalg.yield %v_137 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_1.mean")
    %empty_88 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_1.var")
    %cst_73 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_4.ln_1.var")
    %fill_25 = linalg.fill ins(%cst_73 : f32) outs(%empty_88 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_1.var")
    %sumsq_8 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#9"} ins(%add_8, %sum_8 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_25 : tensor<1x197xf32>) {
    ^bb0(%in_108: f32, %in_109: f32, %out_59: f32):
      %cst_74 = arith.constant 1.302083333e-03 : f32
      %v_138 = arith.mulf %in_109, %cst_74 : f32
      %v_139 = arith.subf %in_108, %v_138 : f32
      %v_140 = arith.mulf %v_139, %v_139 : f32
      %v_141 = arith.addf %out_59, %v_140 : f32
      linalg.yield %v_141 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_1.var")
    %empty_89 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.ln_1")
    %ln_8 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#9"} ins(%add_8, %sum_8, %sumsq_8, %encoder.layers.encoder_layer_4.ln_1.weight, %encoder.layers.encoder_layer_4.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_89 : tensor<1x197x768xf32>) {
    ^bb0(%in_110: f32, %in_111: f32, %in_112: f32, %in_113: f32, %in_114: f32, %out_60: f32):
      %cst_75 = arith.constant 1.302083333e-03 : f32
      %v_142 = arith.mulf %in_111, %cst_75 : f32
      %cst_76 = arith.constant 1.302083333e-03 : f32
      %v_143 = arith.mulf %in_112, %cst_76 : f32
      %cst_77 = arith.constant 1.000000000e-06 : f32
      %v_144 = arith.addf %v_143, %cst_77 : f32
      %v_145 = math.rsqrt %v_144 : f32
      %v_146 = arith.subf %in_110, %v_142 : f32
      %v_147 = arith.mulf %v_146, %v_145 : f32
      %v_148 = arith.mulf %v_147, %in_113 : f32
      %v_149 = arith.addf %v_148, %in_114 : f32
      linalg.yield %v_149 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.ln_1")
    %collapsed_29 = tensor.collapse_shape %ln_8 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention")
    %empty_90 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_4.self_attention.in_proj.bias")
    %bias_17 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_4.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_90 : tensor<197x2304xf32>) {
    ^bb0(%in_115: f32, %out_61: f32):
      linalg.yield %in_115 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_4.self_attention.in_proj.bias")
    %matmul_16 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_29, %encoder.layers.encoder_layer_4.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_17 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_4.self_attention.in_proj")
    %slice_12 = tensor.extract_slice %matmul_16[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.in_proj")
    %slice_13 = tensor.extract_slice %matmul_16[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.in_proj")
    %slice_14 = tensor.extract_slice %matmul_16[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.in_proj")
    %expanded_28 = tensor.expand_shape %slice_12 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %empty_91 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %transpose_17 = linalg.transpose ins(%expanded_28 : tensor<1x197x12x64xf32>) outs(%empty_91 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %collapsed_30 = tensor.collapse_shape %transpose_17 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %expanded_29 = tensor.expand_shape %slice_13 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %empty_92 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %transpose_18 = linalg.transpose ins(%expanded_29 : tensor<1x197x12x64xf32>) outs(%empty_92 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %collapsed_31 = tensor.collapse_shape %transpose_18 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %expanded_30 = tensor.expand_shape %slice_14 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %empty_93 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %transpose_19 = linalg.transpose ins(%expanded_30 : tensor<1x197x12x64xf32>) outs(%empty_93 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %collapsed_32 = tensor.collapse_shape %transpose_19 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.heads")
    %empty_94 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.scale")
    %q_scaled_4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_30 : tensor<12x197x64xf32>) outs(%empty_94 : tensor<12x197x64xf32>) {
    ^bb0(%in_116: f32, %out_62: f32):
      %cst_78 = arith.constant 1.250000000e-01 : f32
      %v_150 = arith.mulf %in_116, %cst_78 : f32
      linalg.yield %v_150 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.scale")
    %empty_95 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_4.self_attention.qk.init")
    %cst_79 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_4.self_attention.qk.init")
    %fill_26 = linalg.fill ins(%cst_79 : f32) outs(%empty_95 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_4.self_attention.qk.init")
    %bmm_8 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_4, %collapsed_31 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_26 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_4.self_attention.qk")
    %empty_96 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_4.self_attention.softmax")
    %softmax_4 = linalg.softmax dimension(2) ins(%bmm_8 : tensor<12x197x197xf32>) outs(%empty_96 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_4.self_attention.softmax")
    %empty_97 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.av.init")
    %cst_80 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_4.self_attention.av.init")
    %fill_27 = linalg.fill ins(%cst_80 : f32) outs(%empty_97 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.av.init")
    %bmm_9 = linalg.batch_matmul ins(%softmax_4, %collapsed_32 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_27 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.av")
    %expanded_31 = tensor.expand_shape %bmm_9 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.merge_heads")
    %empty_98 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_4.self_attention.merge_heads")
    %transpose_20 = linalg.transpose ins(%expanded_31 : tensor<1x12x197x64xf32>) outs(%empty_98 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_4.self_attention.merge_heads")
    %collapsed_33 = tensor.collapse_shape %transpose_20 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.merge_heads")
    %empty_99 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.out_proj.bias")
    %bias_18 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_4.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_99 : tensor<197x768xf32>) {
    ^bb0(%in_117: f32, %out_63: f32):
      linalg.yield %in_117 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.out_proj.bias")
    %matmul_17 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_33, %encoder.layers.encoder_layer_4.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_18 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention.out_proj")
    %expanded_32 = tensor.expand_shape %matmul_17 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.self_attention")
    %empty_100 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.add")
    %add_9 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32, %add_8 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_100 : tensor<1x197x768xf32>) {
    ^bb0(%in_118: f32, %in_119: f32, %out_64: f32):
      %v_151 = arith.addf %in_118, %in_119 : f32
      linalg.yield %v_151 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.add")
    %empty_101 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_2.mean")
    %cst_81 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_4.ln_2.mean")
    %fill_28 = linalg.fill ins(%cst_81 : f32) outs(%empty_101 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_2.mean")
    %sum_9 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#10"} ins(%add_9 : tensor<1x197x768xf32>) outs(%fill_28 : tensor<1x197xf32>) {
    ^bb0(%in_120: f32, %out_65: f32):
      %v_152 = arith.addf %out_65, %in_120 : f32
      linalg.yield %v_152 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_2.mean")
    %empty_102 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_2.var")
    %cst_82 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_4.ln_2.var")
    %fill_29 = linalg.fill ins(%cst_82 : f32) outs(%empty_102 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_2.var")
    %sumsq_9 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#10"} ins(%add_9, %sum_9 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_29 : tensor<1x197xf32>) {
    ^bb0(%in_121: f32, %in_122: f32, %out_66: f32):
      %cst_83 = arith.constant 1.302083333e-03 : f32
      %v_153 = arith.mulf %in_122, %cst_83 : f32
      %v_154 = arith.subf %in_121, %v_153 : f32
      %v_155 = arith.mulf %v_154, %v_154 : f32
      %v_156 = arith.addf %out_66, %v_155 : f32
      linalg.yield %v_156 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_4.ln_2.var")
    %empty_103 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.ln_2")
    %ln_9 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#10"} ins(%add_9, %sum_9, %sumsq_9, %encoder.layers.encoder_layer_4.ln_2.weight, %encoder.layers.encoder_layer_4.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_103 : tensor<1x197x768xf32>) {
    ^bb0(%in_123: f32, %in_124: f32, %in_125: f32, %in_126: f32, %in_127: f32, %out_67: f32):
      %cst_84 = arith.constant 1.302083333e-03 : f32
      %v_157 = arith.mulf %in_124, %cst_84 : f32
      %cst_85 = arith.constant 1.302083333e-03 : f32
      %v_158 = arith.mulf %in_125, %cst_85 : f32
      %cst_86 = arith.constant 1.000000000e-06 : f32
      %v_159 = arith.addf %v_158, %cst_86 : f32
      %v_160 = math.rsqrt %v_159 : f32
      %v_161 = arith.subf %in_123, %v_157 : f32
      %v_162 = arith.mulf %v_161, %v_160 : f32
      %v_163 = arith.mulf %v_162, %in_126 : f32
      %v_164 = arith.addf %v_163, %in_127 : f32
      linalg.yield %v_164 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.ln_2")
    %collapsed_34 = tensor.collapse_shape %ln_9 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.mlp.0")
    %empty_104 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.0.bias")
    %bias_19 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_4.mlp.0.bias : tensor<3072xf32>) outs(%empty_104 : tensor<197x3072xf32>) {
    ^bb0(%in_128: f32, %out_68: f32):
      linalg.yield %in_128 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.0.bias")
    %matmul_18 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_34, %encoder.layers.encoder_layer_4.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_19 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.0")
    %expanded_33 = tensor.expand_shape %matmul_18 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.0")
    %empty_105 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.1")
    %gelu_4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_33 : tensor<1x197x3072xf32>) outs(%empty_105 : tensor<1x197x3072xf32>) {
    ^bb0(%in_129: f32, %out_69: f32):
      %cst_87 = arith.constant 7.071067812e-01 : f32
      %v_165 = arith.mulf %in_129, %cst_87 : f32
      %v_166 = math.erf %v_165 : f32
      %cst_88 = arith.constant 1.000000000e+00 : f32
      %v_167 = arith.addf %v_166, %cst_88 : f32
      %cst_89 = arith.constant 5.000000000e-01 : f32
      %v_168 = arith.mulf %in_129, %cst_89 : f32
      %v_169 = arith.mulf %v_168, %v_167 : f32
      linalg.yield %v_169 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.1")
    %collapsed_35 = tensor.collapse_shape %gelu_4 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_4.mlp.3")
    %empty_106 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.mlp.3.bias")
    %bias_20 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_4.mlp.3.bias : tensor<768xf32>) outs(%empty_106 : tensor<197x768xf32>) {
    ^bb0(%in_130: f32, %out_70: f32):
      linalg.yield %in_130 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.mlp.3.bias")
    %matmul_19 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_35, %encoder.layers.encoder_layer_4.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_20 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_4.mlp.3")
    %expanded_34 = tensor.expand_shape %matmul_19 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.mlp.3")
    %empty_107 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.add_1")
    %add_10 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_9, %expanded_34 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_107 : tensor<1x197x768xf32>) {
    ^bb0(%in_131: f32, %in_132: f32, %out_71: f32):
      %v_170 = arith.addf %in_131, %in_132 : f32
      linalg.yield %v_170 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_4.add_1")
    %empty_108 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_1.mean")
    %cst_90 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_5.ln_1.mean")
    %fill_30 = linalg.fill ins(%cst_90 : f32) outs(%empty_108 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_1.mean")
    %sum_10 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#11"} ins(%add_10 : tensor<1x197x768xf32>) outs(%fill_30 : tensor<1x197xf32>) {
    ^bb0(%in_133: f32, %out_72: f32):
      %v_171 = arith.addf %out_72, %in_133 : f32
      linalg.yield %v_171 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_1.mean")
    %empty_109 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_1.var")
    %cst_91 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_5.ln_1.var")
    %fill_31 = linalg.fill ins(%cst_91 : f32) outs(%empty_109 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_1.var")
    %sumsq_10 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#11"} ins(%add_10, %sum_10 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_31 : tensor<1x197xf32>) {
    ^bb0(%in_134: f32, %in_135: f32, %out_73: f32):
      %cst_92 = arith.constant 1.302083333e-03 : f32
      %v_172 = arith.mulf %in_135, %cst_92 : f32
      %v_173 = arith.subf %in_134, %v_172 : f32
      %v_174 = arith.mulf %v_173, %v_173 : f32
      %v_175 = arith.addf %out_73, %v_174 : f32
      linalg.yield %v_175 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_1.var")
    %empty_110 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.ln_1")
    %ln_10 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#11"} ins(%add_10, %sum_10, %sumsq_10, %encoder.layers.encoder_layer_5.ln_1.weight, %encoder.layers.encoder_layer_5.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_110 : tensor<1x197x768xf32>) {
    ^bb0(%in_136: f32, %in_137: f32, %in_138: f32, %in_139: f32, %in_140: f32, %out_74: f32):
      %cst_93 = arith.constant 1.302083333e-03 : f32
      %v_176 = arith.mulf %in_137, %cst_93 : f32
      %cst_94 = arith.constant 1.302083333e-03 : f32
      %v_177 = arith.mulf %in_138, %cst_94 : f32
      %cst_95 = arith.constant 1.000000000e-06 : f32
      %v_178 = arith.addf %v_177, %cst_95 : f32
      %v_179 = math.rsqrt %v_178 : f32
      %v_180 = arith.subf %in_136, %v_176 : f32
      %v_181 = arith.mulf %v_180, %v_179 : f32
      %v_182 = arith.mulf %v_181, %in_139 : f32
      %v_183 = arith.addf %v_182, %in_140 : f32
      linalg.yield %v_183 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.ln_1")
    %collapsed_36 = tensor.collapse_shape %ln_10 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention")
    %empty_111 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_5.self_attention.in_proj.bias")
    %bias_21 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_5.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_111 : tensor<197x2304xf32>) {
    ^bb0(%in_141: f32, %out_75: f32):
      linalg.yield %in_141 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_5.self_attention.in_proj.bias")
    %matmul_20 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_36, %encoder.layers.encoder_layer_5.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_21 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_5.self_attention.in_proj")
    %slice_15 = tensor.extract_slice %matmul_20[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.in_proj")
    %slice_16 = tensor.extract_slice %matmul_20[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.in_proj")
    %slice_17 = tensor.extract_slice %matmul_20[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.in_proj")
    %expanded_35 = tensor.expand_shape %slice_15 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %empty_112 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %transpose_21 = linalg.transpose ins(%expanded_35 : tensor<1x197x12x64xf32>) outs(%empty_112 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %collapsed_37 = tensor.collapse_shape %transpose_21 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %expanded_36 = tensor.expand_shape %slice_16 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %empty_113 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %transpose_22 = linalg.transpose ins(%expanded_36 : tensor<1x197x12x64xf32>) outs(%empty_113 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %collapsed_38 = tensor.collapse_shape %transpose_22 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %expanded_37 = tensor.expand_shape %slice_17 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %empty_114 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %transpose_23 = linalg.transpose ins(%expanded_37 : tensor<1x197x12x64xf32>) outs(%empty_114 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %collapsed_39 = tensor.collapse_shape %transpose_23 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.heads")
    %empty_115 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.scale")
    %q_scaled_5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_37 : tensor<12x197x64xf32>) outs(%empty_115 : tensor<12x197x64xf32>) {
    ^bb0(%in_142: f32, %out_76: f32):
      %cst_96 = arith.constant 1.250000000e-01 : f32
      %v_184 = arith.mulf %in_142, %cst_96 : f32
      linalg.yield %v_184 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.scale")
    %empty_116 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_5.self_attention.qk.init")
    %cst_97 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_5.self_attention.qk.init")
    %fill_32 = linalg.fill ins(%cst_97 : f32) outs(%empty_116 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_5.self_attention.qk.init")
    %bmm_10 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_5, %collapsed_38 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_32 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_5.self_attention.qk")
    %empty_117 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_5.self_attention.softmax")
    %softmax_5 = linalg.softmax dimension(2) ins(%bmm_10 : tensor<12x197x197xf32>) outs(%empty_117 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_5.self_attention.softmax")
    %empty_118 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.av.init")
    %cst_98 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_5.self_attention.av.init")
    %fill_33 = linalg.fill ins(%cst_98 : f32) outs(%empty_118 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.av.init")
    %bmm_11 = linalg.batch_matmul ins(%softmax_5, %collapsed_39 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_33 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.av")
    %expanded_38 = tensor.expand_shape %bmm_11 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.merge_heads")
    %empty_119 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_5.self_attention.merge_heads")
    %transpose_24 = linalg.transpose ins(%expanded_38 : tensor<1x12x197x64xf32>) outs(%empty_119 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_5.self_attention.merge_heads")
    %collapsed_40 = tensor.collapse_shape %transpose_24 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.merge_heads")
    %empty_120 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.out_proj.bias")
    %bias_22 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_5.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_120 : tensor<197x768xf32>) {
    ^bb0(%in_143: f32, %out_77: f32):
      linalg.yield %in_143 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.out_proj.bias")
    %matmul_21 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_40, %encoder.layers.encoder_layer_5.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_22 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention.out_proj")
    %expanded_39 = tensor.expand_shape %matmul_21 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.self_attention")
    %empty_121 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.add")
    %add_11 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_39, %add_10 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_121 : tensor<1x197x768xf32>) {
    ^bb0(%in_144: f32, %in_145: f32, %out_78: f32):
      %v_185 = arith.addf %in_144, %in_145 : f32
      linalg.yield %v_185 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.add")
    %empty_122 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_2.mean")
    %cst_99 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_5.ln_2.mean")
    %fill_34 = linalg.fill ins(%cst_99 : f32) outs(%empty_122 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_2.mean")
    %sum_11 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#12"} ins(%add_11 : tensor<1x197x768xf32>) outs(%fill_34 : tensor<1x197xf32>) {
    ^bb0(%in_146: f32, %out_79: f32):
      %v_186 = arith.addf %out_79, %in_146 : f32
      linalg.yield %v_186 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_2.mean")
    %empty_123 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_2.var")
    %cst_100 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_5.ln_2.var")
    %fill_35 = linalg.fill ins(%cst_100 : f32) outs(%empty_123 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_2.var")
    %sumsq_11 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#12"} ins(%add_11, %sum_11 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_35 : tensor<1x197xf32>) {
    ^bb0(%in_147: f32, %in_148: f32, %out_80: f32):
      %cst_101 = arith.constant 1.302083333e-03 : f32
      %v_187 = arith.mulf %in_148, %cst_101 : f32
      %v_188 = arith.subf %in_147, %v_187 : f32
      %v_189 = arith.mulf %v_188, %v_188 : f32
      %v_190 = arith.addf %out_80, %v_189 : f32
      linalg.yield %v_190 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_5.ln_2.var")
    %empty_124 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.ln_2")
    %ln_11 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#12"} ins(%add_11, %sum_11, %sumsq_11, %encoder.layers.encoder_layer_5.ln_2.weight, %encoder.layers.encoder_layer_5.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_124 : tensor<1x197x768xf32>) {
    ^bb0(%in_149: f32, %in_150: f32, %in_151: f32, %in_152: f32, %in_153: f32, %out_81: f32):
      %cst_102 = arith.constant 1.302083333e-03 : f32
      %v_191 = arith.mulf %in_150, %cst_102 : f32
      %cst_103 = arith.constant 1.302083333e-03 : f32
      %v_192 = arith.mulf %in_151, %cst_103 : f32
      %cst_104 = arith.constant 1.000000000e-06 : f32
      %v_193 = arith.addf %v_192, %cst_104 : f32
      %v_194 = math.rsqrt %v_193 : f32
      %v_195 = arith.subf %in_149, %v_191 : f32
      %v_196 = arith.mulf %v_195, %v_194 : f32
      %v_197 = arith.mulf %v_196, %in_152 : f32
      %v_198 = arith.addf %v_197, %in_153 : f32
      linalg.yield %v_198 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.ln_2")
    %collapsed_41 = tensor.collapse_shape %ln_11 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.mlp.0")
    %empty_125 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.0.bias")
    %bias_23 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_5.mlp.0.bias : tensor<3072xf32>) outs(%empty_125 : tensor<197x3072xf32>) {
    ^bb0(%in_154: f32, %out_82: f32):
      linalg.yield %in_154 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.0.bias")
    %matmul_22 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_41, %encoder.layers.encoder_layer_5.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_23 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.0")
    %expanded_40 = tensor.expand_shape %matmul_22 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.0")
    %empty_126 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.1")
    %gelu_5 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40 : tensor<1x197x3072xf32>) outs(%empty_126 : tensor<1x197x3072xf32>) {
    ^bb0(%in_155: f32, %out_83: f32):
      %cst_105 = arith.constant 7.071067812e-01 : f32
      %v_199 = arith.mulf %in_155, %cst_105 : f32
      %v_200 = math.erf %v_199 : f32
      %cst_106 = arith.constant 1.000000000e+00 : f32
      %v_201 = arith.addf %v_200, %cst_106 : f32
      %cst_107 = arith.constant 5.000000000e-01 : f32
      %v_202 = arith.mulf %in_155, %cst_107 : f32
      %v_203 = arith.mulf %v_202, %v_201 : f32
      linalg.yield %v_203 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.1")
    %collapsed_42 = tensor.collapse_shape %gelu_5 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_5.mlp.3")
    %empty_127 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.mlp.3.bias")
    %bias_24 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_5.mlp.3.bias : tensor<768xf32>) outs(%empty_127 : tensor<197x768xf32>) {
    ^bb0(%in_156: f32, %out_84: f32):
      linalg.yield %in_156 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.mlp.3.bias")
    %matmul_23 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_42, %encoder.layers.encoder_layer_5.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_24 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_5.mlp.3")
    %expanded_41 = tensor.expand_shape %matmul_23 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.mlp.3")
    %empty_128 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.add_1")
    %add_12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_11, %expanded_41 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_128 : tensor<1x197x768xf32>) {
    ^bb0(%in_157: f32, %in_158: f32, %out_85: f32):
      %v_204 = arith.addf %in_157, %in_158 : f32
      linalg.yield %v_204 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_5.add_1")
    %empty_129 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_1.mean")
    %cst_108 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_6.ln_1.mean")
    %fill_36 = linalg.fill ins(%cst_108 : f32) outs(%empty_129 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_1.mean")
    %sum_12 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#13"} ins(%add_12 : tensor<1x197x768xf32>) outs(%fill_36 : tensor<1x197xf32>) {
    ^bb0(%in_159: f32, %out_86: f32):
      %v_205 = arith.addf %out_86, %in_159 : f32
      linalg.yield %v_205 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_1.mean")
    %empty_130 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_1.var")
    %cst_109 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_6.ln_1.var")
    %fill_37 = linalg.fill ins(%cst_109 : f32) outs(%empty_130 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_1.var")
    %sumsq_12 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#13"} ins(%add_12, %sum_12 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_37 : tensor<1x197xf32>) {
    ^bb0(%in_160: f32, %in_161: f32, %out_87: f32):
      %cst_110 = arith.constant 1.302083333e-03 : f32
      %v_206 = arith.mulf %in_161, %cst_110 : f32
      %v_207 = arith.subf %in_160, %v_206 : f32
      %v_208 = arith.mulf %v_207, %v_207 : f32
      %v_209 = arith.addf %out_87, %v_208 : f32
      linalg.yield %v_209 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_1.var")
    %empty_131 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.ln_1")
    %ln_12 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#13"} ins(%add_12, %sum_12, %sumsq_12, %encoder.layers.encoder_layer_6.ln_1.weight, %encoder.layers.encoder_layer_6.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_131 : tensor<1x197x768xf32>) {
    ^bb0(%in_162: f32, %in_163: f32, %in_164: f32, %in_165: f32, %in_166: f32, %out_88: f32):
      %cst_111 = arith.constant 1.302083333e-03 : f32
      %v_210 = arith.mulf %in_163, %cst_111 : f32
      %cst_112 = arith.constant 1.302083333e-03 : f32
      %v_211 = arith.mulf %in_164, %cst_112 : f32
      %cst_113 = arith.constant 1.000000000e-06 : f32
      %v_212 = arith.addf %v_211, %cst_113 : f32
      %v_213 = math.rsqrt %v_212 : f32
      %v_214 = arith.subf %in_162, %v_210 : f32
      %v_215 = arith.mulf %v_214, %v_213 : f32
      %v_216 = arith.mulf %v_215, %in_165 : f32
      %v_217 = arith.addf %v_216, %in_166 : f32
      linalg.yield %v_217 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.ln_1")
    %collapsed_43 = tensor.collapse_shape %ln_12 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention")
    %empty_132 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_6.self_attention.in_proj.bias")
    %bias_25 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_6.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_132 : tensor<197x2304xf32>) {
    ^bb0(%in_167: f32, %out_89: f32):
      linalg.yield %in_167 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_6.self_attention.in_proj.bias")
    %matmul_24 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_43, %encoder.layers.encoder_layer_6.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_25 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_6.self_attention.in_proj")
    %slice_18 = tensor.extract_slice %matmul_24[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.in_proj")
    %slice_19 = tensor.extract_slice %matmul_24[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.in_proj")
    %slice_20 = tensor.extract_slice %matmul_24[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.in_proj")
    %expanded_42 = tensor.expand_shape %slice_18 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %empty_133 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %transpose_25 = linalg.transpose ins(%expanded_42 : tensor<1x197x12x64xf32>) outs(%empty_133 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %collapsed_44 = tensor.collapse_shape %transpose_25 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %expanded_43 = tensor.expand_shape %slice_19 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %empty_134 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %transpose_26 = linalg.transpose ins(%expanded_43 : tensor<1x197x12x64xf32>) outs(%empty_134 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %collapsed_45 = tensor.collapse_shape %transpose_26 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %expanded_44 = tensor.expand_shape %slice_20 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %empty_135 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %transpose_27 = linalg.transpose ins(%expanded_44 : tensor<1x197x12x64xf32>) outs(%empty_135 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %collapsed_46 = tensor.collapse_shape %transpose_27 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.heads")
    %empty_136 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.scale")
    %q_scaled_6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_44 : tensor<12x197x64xf32>) outs(%empty_136 : tensor<12x197x64xf32>) {
    ^bb0(%in_168: f32, %out_90: f32):
      %cst_114 = arith.constant 1.250000000e-01 : f32
      %v_218 = arith.mulf %in_168, %cst_114 : f32
      linalg.yield %v_218 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.scale")
    %empty_137 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_6.self_attention.qk.init")
    %cst_115 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_6.self_attention.qk.init")
    %fill_38 = linalg.fill ins(%cst_115 : f32) outs(%empty_137 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_6.self_attention.qk.init")
    %bmm_12 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_6, %collapsed_45 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_38 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_6.self_attention.qk")
    %empty_138 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_6.self_attention.softmax")
    %softmax_6 = linalg.softmax dimension(2) ins(%bmm_12 : tensor<12x197x197xf32>) outs(%empty_138 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_6.self_attention.softmax")
    %empty_139 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.av.init")
    %cst_116 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_6.self_attention.av.init")
    %fill_39 = linalg.fill ins(%cst_116 : f32) outs(%empty_139 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.av.init")
    %bmm_13 = linalg.batch_matmul ins(%softmax_6, %collapsed_46 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_39 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.av")
    %expanded_45 = tensor.expand_shape %bmm_13 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.merge_heads")
    %empty_140 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_6.self_attention.merge_heads")
    %transpose_28 = linalg.transpose ins(%expanded_45 : tensor<1x12x197x64xf32>) outs(%empty_140 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_6.self_attention.merge_heads")
    %collapsed_47 = tensor.collapse_shape %transpose_28 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.merge_heads")
    %empty_141 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.out_proj.bias")
    %bias_26 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_6.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_141 : tensor<197x768xf32>) {
    ^bb0(%in_169: f32, %out_91: f32):
      linalg.yield %in_169 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.out_proj.bias")
    %matmul_25 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_47, %encoder.layers.encoder_layer_6.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_26 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention.out_proj")
    %expanded_46 = tensor.expand_shape %matmul_25 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.self_attention")
    %empty_142 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.add")
    %add_13 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %add_12 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_142 : tensor<1x197x768xf32>) {
    ^bb0(%in_170: f32, %in_171: f32, %out_92: f32):
      %v_219 = arith.addf %in_170, %in_171 : f32
      linalg.yield %v_219 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.add")
    %empty_143 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_2.mean")
    %cst_117 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_6.ln_2.mean")
    %fill_40 = linalg.fill ins(%cst_117 : f32) outs(%empty_143 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_2.mean")
    %sum_13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#14"} ins(%add_13 : tensor<1x197x768xf32>) outs(%fill_40 : tensor<1x197xf32>) {
    ^bb0(%in_172: f32, %out_93: f32):
      %v_220 = arith.addf %out_93, %in_172 : f32
      linalg.yield %v_220 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_2.mean")
    %empty_144 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_2.var")
    %cst_118 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_6.ln_2.var")
    %fill_41 = linalg.fill ins(%cst_118 : f32) outs(%empty_144 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_2.var")
    %sumsq_13 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#14"} ins(%add_13, %sum_13 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_41 : tensor<1x197xf32>) {
    ^bb0(%in_173: f32, %in_174: f32, %out_94: f32):
      %cst_119 = arith.constant 1.302083333e-03 : f32
      %v_221 = arith.mulf %in_174, %cst_119 : f32
      %v_222 = arith.subf %in_173, %v_221 : f32
      %v_223 = arith.mulf %v_222, %v_222 : f32
      %v_224 = arith.addf %out_94, %v_223 : f32
      linalg.yield %v_224 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_6.ln_2.var")
    %empty_145 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.ln_2")
    %ln_13 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#14"} ins(%add_13, %sum_13, %sumsq_13, %encoder.layers.encoder_layer_6.ln_2.weight, %encoder.layers.encoder_layer_6.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_145 : tensor<1x197x768xf32>) {
    ^bb0(%in_175: f32, %in_176: f32, %in_177: f32, %in_178: f32, %in_179: f32, %out_95: f32):
      %cst_120 = arith.constant 1.302083333e-03 : f32
      %v_225 = arith.mulf %in_176, %cst_120 : f32
      %cst_121 = arith.constant 1.302083333e-03 : f32
      %v_226 = arith.mulf %in_177, %cst_121 : f32
      %cst_122 = arith.constant 1.000000000e-06 : f32
      %v_227 = arith.addf %v_226, %cst_122 : f32
      %v_228 = math.rsqrt %v_227 : f32
      %v_229 = arith.subf %in_175, %v_225 : f32
      %v_230 = arith.mulf %v_229, %v_228 : f32
      %v_231 = arith.mulf %v_230, %in_178 : f32
      %v_232 = arith.addf %v_231, %in_179 : f32
      linalg.yield %v_232 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.ln_2")
    %collapsed_48 = tensor.collapse_shape %ln_13 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.mlp.0")
    %empty_146 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.0.bias")
    %bias_27 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_6.mlp.0.bias : tensor<3072xf32>) outs(%empty_146 : tensor<197x3072xf32>) {
    ^bb0(%in_180: f32, %out_96: f32):
      linalg.yield %in_180 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.0.bias")
    %matmul_26 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_48, %encoder.layers.encoder_layer_6.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_27 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.0")
    %expanded_47 = tensor.expand_shape %matmul_26 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.0")
    %empty_147 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.1")
    %gelu_6 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_47 : tensor<1x197x3072xf32>) outs(%empty_147 : tensor<1x197x3072xf32>) {
    ^bb0(%in_181: f32, %out_97: f32):
      %cst_123 = arith.constant 7.071067812e-01 : f32
      %v_233 = arith.mulf %in_181, %cst_123 : f32
      %v_234 = math.erf %v_233 : f32
      %cst_124 = arith.constant 1.000000000e+00 : f32
      %v_235 = arith.addf %v_234, %cst_124 : f32
      %cst_125 = arith.constant 5.000000000e-01 : f32
      %v_236 = arith.mulf %in_181, %cst_125 : f32
      %v_237 = arith.mulf %v_236, %v_235 : f32
      linalg.yield %v_237 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.1")
    %collapsed_49 = tensor.collapse_shape %gelu_6 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_6.mlp.3")
    %empty_148 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.mlp.3.bias")
    %bias_28 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_6.mlp.3.bias : tensor<768xf32>) outs(%empty_148 : tensor<197x768xf32>) {
    ^bb0(%in_182: f32, %out_98: f32):
      linalg.yield %in_182 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.mlp.3.bias")
    %matmul_27 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_49, %encoder.layers.encoder_layer_6.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_28 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_6.mlp.3")
    %expanded_48 = tensor.expand_shape %matmul_27 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.mlp.3")
    %empty_149 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.add_1")
    %add_14 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_13, %expanded_48 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_149 : tensor<1x197x768xf32>) {
    ^bb0(%in_183: f32, %in_184: f32, %out_99: f32):
      %v_238 = arith.addf %in_183, %in_184 : f32
      linalg.yield %v_238 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_6.add_1")
    %empty_150 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_1.mean")
    %cst_126 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_7.ln_1.mean")
    %fill_42 = linalg.fill ins(%cst_126 : f32) outs(%empty_150 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_1.mean")
    %sum_14 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#15"} ins(%add_14 : tensor<1x197x768xf32>) outs(%fill_42 : tensor<1x197xf32>) {
    ^bb0(%in_185: f32, %out_100: f32):
      %v_239 = arith.addf %out_100, %in_185 : f32
      linalg.yield %v_239 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_1.mean")
    %empty_151 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_1.var")
    %cst_127 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_7.ln_1.var")
    %fill_43 = linalg.fill ins(%cst_127 : f32) outs(%empty_151 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_1.var")
    %sumsq_14 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#15"} ins(%add_14, %sum_14 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_43 : tensor<1x197xf32>) {
    ^bb0(%in_186: f32, %in_187: f32, %out_101: f32):
      %cst_128 = arith.constant 1.302083333e-03 : f32
      %v_240 = arith.mulf %in_187, %cst_128 : f32
      %v_241 = arith.subf %in_186, %v_240 : f32
      %v_242 = arith.mulf %v_241, %v_241 : f32
      %v_243 = arith.addf %out_101, %v_242 : f32
      linalg.yield %v_243 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_1.var")
    %empty_152 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.ln_1")
    %ln_14 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#15"} ins(%add_14, %sum_14, %sumsq_14, %encoder.layers.encoder_layer_7.ln_1.weight, %encoder.layers.encoder_layer_7.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_152 : tensor<1x197x768xf32>) {
    ^bb0(%in_188: f32, %in_189: f32, %in_190: f32, %in_191: f32, %in_192: f32, %out_102: f32):
      %cst_129 = arith.constant 1.302083333e-03 : f32
      %v_244 = arith.mulf %in_189, %cst_129 : f32
      %cst_130 = arith.constant 1.302083333e-03 : f32
      %v_245 = arith.mulf %in_190, %cst_130 : f32
      %cst_131 = arith.constant 1.000000000e-06 : f32
      %v_246 = arith.addf %v_245, %cst_131 : f32
      %v_247 = math.rsqrt %v_246 : f32
      %v_248 = arith.subf %in_188, %v_244 : f32
      %v_249 = arith.mulf %v_248, %v_247 : f32
      %v_250 = arith.mulf %v_249, %in_191 : f32
      %v_251 = arith.addf %v_250, %in_192 : f32
      linalg.yield %v_251 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.ln_1")
    %collapsed_50 = tensor.collapse_shape %ln_14 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention")
    %empty_153 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_7.self_attention.in_proj.bias")
    %bias_29 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_7.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_153 : tensor<197x2304xf32>) {
    ^bb0(%in_193: f32, %out_103: f32):
      linalg.yield %in_193 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_7.self_attention.in_proj.bias")
    %matmul_28 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_50, %encoder.layers.encoder_layer_7.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_29 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_7.self_attention.in_proj")
    %slice_21 = tensor.extract_slice %matmul_28[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.in_proj")
    %slice_22 = tensor.extract_slice %matmul_28[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.in_proj")
    %slice_23 = tensor.extract_slice %matmul_28[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.in_proj")
    %expanded_49 = tensor.expand_shape %slice_21 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %empty_154 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %transpose_29 = linalg.transpose ins(%expanded_49 : tensor<1x197x12x64xf32>) outs(%empty_154 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %collapsed_51 = tensor.collapse_shape %transpose_29 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %expanded_50 = tensor.expand_shape %slice_22 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %empty_155 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %transpose_30 = linalg.transpose ins(%expanded_50 : tensor<1x197x12x64xf32>) outs(%empty_155 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %collapsed_52 = tensor.collapse_shape %transpose_30 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %expanded_51 = tensor.expand_shape %slice_23 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %empty_156 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %transpose_31 = linalg.transpose ins(%expanded_51 : tensor<1x197x12x64xf32>) outs(%empty_156 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %collapsed_53 = tensor.collapse_shape %transpose_31 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.heads")
    %empty_157 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.scale")
    %q_scaled_7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_51 : tensor<12x197x64xf32>) outs(%empty_157 : tensor<12x197x64xf32>) {
    ^bb0(%in_194: f32, %out_104: f32):
      %cst_132 = arith.constant 1.250000000e-01 : f32
      %v_252 = arith.mulf %in_194, %cst_132 : f32
      linalg.yield %v_252 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.scale")
    %empty_158 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_7.self_attention.qk.init")
    %cst_133 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_7.self_attention.qk.init")
    %fill_44 = linalg.fill ins(%cst_133 : f32) outs(%empty_158 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_7.self_attention.qk.init")
    %bmm_14 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_7, %collapsed_52 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_44 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_7.self_attention.qk")
    %empty_159 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_7.self_attention.softmax")
    %softmax_7 = linalg.softmax dimension(2) ins(%bmm_14 : tensor<12x197x197xf32>) outs(%empty_159 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_7.self_attention.softmax")
    %empty_160 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.av.init")
    %cst_134 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_7.self_attention.av.init")
    %fill_45 = linalg.fill ins(%cst_134 : f32) outs(%empty_160 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.av.init")
    %bmm_15 = linalg.batch_matmul ins(%softmax_7, %collapsed_53 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_45 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.av")
    %expanded_52 = tensor.expand_shape %bmm_15 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.merge_heads")
    %empty_161 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_7.self_attention.merge_heads")
    %transpose_32 = linalg.transpose ins(%expanded_52 : tensor<1x12x197x64xf32>) outs(%empty_161 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_7.self_attention.merge_heads")
    %collapsed_54 = tensor.collapse_shape %transpose_32 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.merge_heads")
    %empty_162 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.out_proj.bias")
    %bias_30 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_7.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_162 : tensor<197x768xf32>) {
    ^bb0(%in_195: f32, %out_105: f32):
      linalg.yield %in_195 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.out_proj.bias")
    %matmul_29 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_54, %encoder.layers.encoder_layer_7.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_30 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention.out_proj")
    %expanded_53 = tensor.expand_shape %matmul_29 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.self_attention")
    %empty_163 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.add")
    %add_15 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_53, %add_14 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_163 : tensor<1x197x768xf32>) {
    ^bb0(%in_196: f32, %in_197: f32, %out_106: f32):
      %v_253 = arith.addf %in_196, %in_197 : f32
      linalg.yield %v_253 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.add")
    %empty_164 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_2.mean")
    %cst_135 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_7.ln_2.mean")
    %fill_46 = linalg.fill ins(%cst_135 : f32) outs(%empty_164 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_2.mean")
    %sum_15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#16"} ins(%add_15 : tensor<1x197x768xf32>) outs(%fill_46 : tensor<1x197xf32>) {
    ^bb0(%in_198: f32, %out_107: f32):
      %v_254 = arith.addf %out_107, %in_198 : f32
      linalg.yield %v_254 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_2.mean")
    %empty_165 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_2.var")
    %cst_136 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_7.ln_2.var")
    %fill_47 = linalg.fill ins(%cst_136 : f32) outs(%empty_165 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_2.var")
    %sumsq_15 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#16"} ins(%add_15, %sum_15 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_47 : tensor<1x197xf32>) {
    ^bb0(%in_199: f32, %in_200: f32, %out_108: f32):
      %cst_137 = arith.constant 1.302083333e-03 : f32
      %v_255 = arith.mulf %in_200, %cst_137 : f32
      %v_256 = arith.subf %in_199, %v_255 : f32
      %v_257 = arith.mulf %v_256, %v_256 : f32
      %v_258 = arith.addf %out_108, %v_257 : f32
      linalg.yield %v_258 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_7.ln_2.var")
    %empty_166 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.ln_2")
    %ln_15 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#16"} ins(%add_15, %sum_15, %sumsq_15, %encoder.layers.encoder_layer_7.ln_2.weight, %encoder.layers.encoder_layer_7.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_166 : tensor<1x197x768xf32>) {
    ^bb0(%in_201: f32, %in_202: f32, %in_203: f32, %in_204: f32, %in_205: f32, %out_109: f32):
      %cst_138 = arith.constant 1.302083333e-03 : f32
      %v_259 = arith.mulf %in_202, %cst_138 : f32
      %cst_139 = arith.constant 1.302083333e-03 : f32
      %v_260 = arith.mulf %in_203, %cst_139 : f32
      %cst_140 = arith.constant 1.000000000e-06 : f32
      %v_261 = arith.addf %v_260, %cst_140 : f32
      %v_262 = math.rsqrt %v_261 : f32
      %v_263 = arith.subf %in_201, %v_259 : f32
      %v_264 = arith.mulf %v_263, %v_262 : f32
      %v_265 = arith.mulf %v_264, %in_204 : f32
      %v_266 = arith.addf %v_265, %in_205 : f32
      linalg.yield %v_266 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.ln_2")
    %collapsed_55 = tensor.collapse_shape %ln_15 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.mlp.0")
    %empty_167 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.0.bias")
    %bias_31 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_7.mlp.0.bias : tensor<3072xf32>) outs(%empty_167 : tensor<197x3072xf32>) {
    ^bb0(%in_206: f32, %out_110: f32):
      linalg.yield %in_206 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.0.bias")
    %matmul_30 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_55, %encoder.layers.encoder_layer_7.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_31 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.0")
    %expanded_54 = tensor.expand_shape %matmul_30 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.0")
    %empty_168 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.1")
    %gelu_7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_54 : tensor<1x197x3072xf32>) outs(%empty_168 : tensor<1x197x3072xf32>) {
    ^bb0(%in_207: f32, %out_111: f32):
      %cst_141 = arith.constant 7.071067812e-01 : f32
      %v_267 = arith.mulf %in_207, %cst_141 : f32
      %v_268 = math.erf %v_267 : f32
      %cst_142 = arith.constant 1.000000000e+00 : f32
      %v_269 = arith.addf %v_268, %cst_142 : f32
      %cst_143 = arith.constant 5.000000000e-01 : f32
      %v_270 = arith.mulf %in_207, %cst_143 : f32
      %v_271 = arith.mulf %v_270, %v_269 : f32
      linalg.yield %v_271 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.1")
    %collapsed_56 = tensor.collapse_shape %gelu_7 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_7.mlp.3")
    %empty_169 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.mlp.3.bias")
    %bias_32 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_7.mlp.3.bias : tensor<768xf32>) outs(%empty_169 : tensor<197x768xf32>) {
    ^bb0(%in_208: f32, %out_112: f32):
      linalg.yield %in_208 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.mlp.3.bias")
    %matmul_31 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_56, %encoder.layers.encoder_layer_7.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_32 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_7.mlp.3")
    %expanded_55 = tensor.expand_shape %matmul_31 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.mlp.3")
    %empty_170 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.add_1")
    %add_16 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_15, %expanded_55 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_170 : tensor<1x197x768xf32>) {
    ^bb0(%in_209: f32, %in_210: f32, %out_113: f32):
      %v_272 = arith.addf %in_209, %in_210 : f32
      linalg.yield %v_272 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_7.add_1")
    %empty_171 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_1.mean")
    %cst_144 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_8.ln_1.mean")
    %fill_48 = linalg.fill ins(%cst_144 : f32) outs(%empty_171 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_1.mean")
    %sum_16 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#17"} ins(%add_16 : tensor<1x197x768xf32>) outs(%fill_48 : tensor<1x197xf32>) {
    ^bb0(%in_211: f32, %out_114: f32):
      %v_273 = arith.addf %out_114, %in_211 : f32
      linalg.yield %v_273 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_1.mean")
    %empty_172 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_1.var")
    %cst_145 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_8.ln_1.var")
    %fill_49 = linalg.fill ins(%cst_145 : f32) outs(%empty_172 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_1.var")
    %sumsq_16 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#17"} ins(%add_16, %sum_16 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_49 : tensor<1x197xf32>) {
    ^bb0(%in_212: f32, %in_213: f32, %out_115: f32):
      %cst_146 = arith.constant 1.302083333e-03 : f32
      %v_274 = arith.mulf %in_213, %cst_146 : f32
      %v_275 = arith.subf %in_212, %v_274 : f32
      %v_276 = arith.mulf %v_275, %v_275 : f32
      %v_277 = arith.addf %out_115, %v_276 : f32
      linalg.yield %v_277 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_1.var")
    %empty_173 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.ln_1")
    %ln_16 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#17"} ins(%add_16, %sum_16, %sumsq_16, %encoder.layers.encoder_layer_8.ln_1.weight, %encoder.layers.encoder_layer_8.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_173 : tensor<1x197x768xf32>) {
    ^bb0(%in_214: f32, %in_215: f32, %in_216: f32, %in_217: f32, %in_218: f32, %out_116: f32):
      %cst_147 = arith.constant 1.302083333e-03 : f32
      %v_278 = arith.mulf %in_215, %cst_147 : f32
      %cst_148 = arith.constant 1.302083333e-03 : f32
      %v_279 = arith.mulf %in_216, %cst_148 : f32
      %cst_149 = arith.constant 1.000000000e-06 : f32
      %v_280 = arith.addf %v_279, %cst_149 : f32
      %v_281 = math.rsqrt %v_280 : f32
      %v_282 = arith.subf %in_214, %v_278 : f32
      %v_283 = arith.mulf %v_282, %v_281 : f32
      %v_284 = arith.mulf %v_283, %in_217 : f32
      %v_285 = arith.addf %v_284, %in_218 : f32
      linalg.yield %v_285 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.ln_1")
    %collapsed_57 = tensor.collapse_shape %ln_16 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention")
    %empty_174 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_8.self_attention.in_proj.bias")
    %bias_33 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_8.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_174 : tensor<197x2304xf32>) {
    ^bb0(%in_219: f32, %out_117: f32):
      linalg.yield %in_219 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_8.self_attention.in_proj.bias")
    %matmul_32 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_57, %encoder.layers.encoder_layer_8.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_33 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_8.self_attention.in_proj")
    %slice_24 = tensor.extract_slice %matmul_32[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.in_proj")
    %slice_25 = tensor.extract_slice %matmul_32[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.in_proj")
    %slice_26 = tensor.extract_slice %matmul_32[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.in_proj")
    %expanded_56 = tensor.expand_shape %slice_24 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %empty_175 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %transpose_33 = linalg.transpose ins(%expanded_56 : tensor<1x197x12x64xf32>) outs(%empty_175 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %collapsed_58 = tensor.collapse_shape %transpose_33 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %expanded_57 = tensor.expand_shape %slice_25 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %empty_176 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %transpose_34 = linalg.transpose ins(%expanded_57 : tensor<1x197x12x64xf32>) outs(%empty_176 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %collapsed_59 = tensor.collapse_shape %transpose_34 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %expanded_58 = tensor.expand_shape %slice_26 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %empty_177 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %transpose_35 = linalg.transpose ins(%expanded_58 : tensor<1x197x12x64xf32>) outs(%empty_177 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %collapsed_60 = tensor.collapse_shape %transpose_35 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.heads")
    %empty_178 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.scale")
    %q_scaled_8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_58 : tensor<12x197x64xf32>) outs(%empty_178 : tensor<12x197x64xf32>) {
    ^bb0(%in_220: f32, %out_118: f32):
      %cst_150 = arith.constant 1.250000000e-01 : f32
      %v_286 = arith.mulf %in_220, %cst_150 : f32
      linalg.yield %v_286 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.scale")
    %empty_179 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_8.self_attention.qk.init")
    %cst_151 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_8.self_attention.qk.init")
    %fill_50 = linalg.fill ins(%cst_151 : f32) outs(%empty_179 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_8.self_attention.qk.init")
    %bmm_16 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_8, %collapsed_59 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_50 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_8.self_attention.qk")
    %empty_180 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_8.self_attention.softmax")
    %softmax_8 = linalg.softmax dimension(2) ins(%bmm_16 : tensor<12x197x197xf32>) outs(%empty_180 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_8.self_attention.softmax")
    %empty_181 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.av.init")
    %cst_152 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_8.self_attention.av.init")
    %fill_51 = linalg.fill ins(%cst_152 : f32) outs(%empty_181 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.av.init")
    %bmm_17 = linalg.batch_matmul ins(%softmax_8, %collapsed_60 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_51 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.av")
    %expanded_59 = tensor.expand_shape %bmm_17 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.merge_heads")
    %empty_182 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_8.self_attention.merge_heads")
    %transpose_36 = linalg.transpose ins(%expanded_59 : tensor<1x12x197x64xf32>) outs(%empty_182 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_8.self_attention.merge_heads")
    %collapsed_61 = tensor.collapse_shape %transpose_36 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.merge_heads")
    %empty_183 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.out_proj.bias")
    %bias_34 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_8.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_183 : tensor<197x768xf32>) {
    ^bb0(%in_221: f32, %out_119: f32):
      linalg.yield %in_221 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.out_proj.bias")
    %matmul_33 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_61, %encoder.layers.encoder_layer_8.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_34 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention.out_proj")
    %expanded_60 = tensor.expand_shape %matmul_33 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.self_attention")
    %empty_184 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.add")
    %add_17 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_60, %add_16 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_184 : tensor<1x197x768xf32>) {
    ^bb0(%in_222: f32, %in_223: f32, %out_120: f32):
      %v_287 = arith.addf %in_222, %in_223 : f32
      linalg.yield %v_287 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.add")
    %empty_185 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_2.mean")
    %cst_153 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_8.ln_2.mean")
    %fill_52 = linalg.fill ins(%cst_153 : f32) outs(%empty_185 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_2.mean")
    %sum_17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#18"} ins(%add_17 : tensor<1x197x768xf32>) outs(%fill_52 : tensor<1x197xf32>) {
    ^bb0(%in_224: f32, %out_121: f32):
      %v_288 = arith.addf %out_121, %in_224 : f32
      linalg.yield %v_288 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_2.mean")
    %empty_186 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_2.var")
    %cst_154 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_8.ln_2.var")
    %fill_53 = linalg.fill ins(%cst_154 : f32) outs(%empty_186 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_2.var")
    %sumsq_17 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#18"} ins(%add_17, %sum_17 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_53 : tensor<1x197xf32>) {
    ^bb0(%in_225: f32, %in_226: f32, %out_122: f32):
      %cst_155 = arith.constant 1.302083333e-03 : f32
      %v_289 = arith.mulf %in_226, %cst_155 : f32
      %v_290 = arith.subf %in_225, %v_289 : f32
      %v_291 = arith.mulf %v_290, %v_290 : f32
      %v_292 = arith.addf %out_122, %v_291 : f32
      linalg.yield %v_292 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_8.ln_2.var")
    %empty_187 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.ln_2")
    %ln_17 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#18"} ins(%add_17, %sum_17, %sumsq_17, %encoder.layers.encoder_layer_8.ln_2.weight, %encoder.layers.encoder_layer_8.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_187 : tensor<1x197x768xf32>) {
    ^bb0(%in_227: f32, %in_228: f32, %in_229: f32, %in_230: f32, %in_231: f32, %out_123: f32):
      %cst_156 = arith.constant 1.302083333e-03 : f32
      %v_293 = arith.mulf %in_228, %cst_156 : f32
      %cst_157 = arith.constant 1.302083333e-03 : f32
      %v_294 = arith.mulf %in_229, %cst_157 : f32
      %cst_158 = arith.constant 1.000000000e-06 : f32
      %v_295 = arith.addf %v_294, %cst_158 : f32
      %v_296 = math.rsqrt %v_295 : f32
      %v_297 = arith.subf %in_227, %v_293 : f32
      %v_298 = arith.mulf %v_297, %v_296 : f32
      %v_299 = arith.mulf %v_298, %in_230 : f32
      %v_300 = arith.addf %v_299, %in_231 : f32
      linalg.yield %v_300 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.ln_2")
    %collapsed_62 = tensor.collapse_shape %ln_17 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.mlp.0")
    %empty_188 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.0.bias")
    %bias_35 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_8.mlp.0.bias : tensor<3072xf32>) outs(%empty_188 : tensor<197x3072xf32>) {
    ^bb0(%in_232: f32, %out_124: f32):
      linalg.yield %in_232 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.0.bias")
    %matmul_34 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_62, %encoder.layers.encoder_layer_8.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_35 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.0")
    %expanded_61 = tensor.expand_shape %matmul_34 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.0")
    %empty_189 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.1")
    %gelu_8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<1x197x3072xf32>) outs(%empty_189 : tensor<1x197x3072xf32>) {
    ^bb0(%in_233: f32, %out_125: f32):
      %cst_159 = arith.constant 7.071067812e-01 : f32
      %v_301 = arith.mulf %in_233, %cst_159 : f32
      %v_302 = math.erf %v_301 : f32
      %cst_160 = arith.constant 1.000000000e+00 : f32
      %v_303 = arith.addf %v_302, %cst_160 : f32
      %cst_161 = arith.constant 5.000000000e-01 : f32
      %v_304 = arith.mulf %in_233, %cst_161 : f32
      %v_305 = arith.mulf %v_304, %v_303 : f32
      linalg.yield %v_305 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.1")
    %collapsed_63 = tensor.collapse_shape %gelu_8 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_8.mlp.3")
    %empty_190 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.mlp.3.bias")
    %bias_36 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_8.mlp.3.bias : tensor<768xf32>) outs(%empty_190 : tensor<197x768xf32>) {
    ^bb0(%in_234: f32, %out_126: f32):
      linalg.yield %in_234 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.mlp.3.bias")
    %matmul_35 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_63, %encoder.layers.encoder_layer_8.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_36 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_8.mlp.3")
    %expanded_62 = tensor.expand_shape %matmul_35 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.mlp.3")
    %empty_191 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.add_1")
    %add_18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_17, %expanded_62 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_191 : tensor<1x197x768xf32>) {
    ^bb0(%in_235: f32, %in_236: f32, %out_127: f32):
      %v_306 = arith.addf %in_235, %in_236 : f32
      linalg.yield %v_306 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_8.add_1")
    %empty_192 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_1.mean")
    %cst_162 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_9.ln_1.mean")
    %fill_54 = linalg.fill ins(%cst_162 : f32) outs(%empty_192 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_1.mean")
    %sum_18 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#19"} ins(%add_18 : tensor<1x197x768xf32>) outs(%fill_54 : tensor<1x197xf32>) {
    ^bb0(%in_237: f32, %out_128: f32):
      %v_307 = arith.addf %out_128, %in_237 : f32
      linalg.yield %v_307 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_1.mean")
    %empty_193 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_1.var")
    %cst_163 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_9.ln_1.var")
    %fill_55 = linalg.fill ins(%cst_163 : f32) outs(%empty_193 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_1.var")
    %sumsq_18 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#19"} ins(%add_18, %sum_18 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_55 : tensor<1x197xf32>) {
    ^bb0(%in_238: f32, %in_239: f32, %out_129: f32):
      %cst_164 = arith.constant 1.302083333e-03 : f32
      %v_308 = arith.mulf %in_239, %cst_164 : f32
      %v_309 = arith.subf %in_238, %v_308 : f32
      %v_310 = arith.mulf %v_309, %v_309 : f32
      %v_311 = arith.addf %out_129, %v_310 : f32
      linalg.yield %v_311 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_1.var")
    %empty_194 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.ln_1")
    %ln_18 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#19"} ins(%add_18, %sum_18, %sumsq_18, %encoder.layers.encoder_layer_9.ln_1.weight, %encoder.layers.encoder_layer_9.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_194 : tensor<1x197x768xf32>) {
    ^bb0(%in_240: f32, %in_241: f32, %in_242: f32, %in_243: f32, %in_244: f32, %out_130: f32):
      %cst_165 = arith.constant 1.302083333e-03 : f32
      %v_312 = arith.mulf %in_241, %cst_165 : f32
      %cst_166 = arith.constant 1.302083333e-03 : f32
      %v_313 = arith.mulf %in_242, %cst_166 : f32
      %cst_167 = arith.constant 1.000000000e-06 : f32
      %v_314 = arith.addf %v_313, %cst_167 : f32
      %v_315 = math.rsqrt %v_314 : f32
      %v_316 = arith.subf %in_240, %v_312 : f32
      %v_317 = arith.mulf %v_316, %v_315 : f32
      %v_318 = arith.mulf %v_317, %in_243 : f32
      %v_319 = arith.addf %v_318, %in_244 : f32
      linalg.yield %v_319 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.ln_1")
    %collapsed_64 = tensor.collapse_shape %ln_18 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention")
    %empty_195 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_9.self_attention.in_proj.bias")
    %bias_37 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_9.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_195 : tensor<197x2304xf32>) {
    ^bb0(%in_245: f32, %out_131: f32):
      linalg.yield %in_245 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_9.self_attention.in_proj.bias")
    %matmul_36 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_64, %encoder.layers.encoder_layer_9.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_37 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_9.self_attention.in_proj")
    %slice_27 = tensor.extract_slice %matmul_36[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.in_proj")
    %slice_28 = tensor.extract_slice %matmul_36[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.in_proj")
    %slice_29 = tensor.extract_slice %matmul_36[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.in_proj")
    %expanded_63 = tensor.expand_shape %slice_27 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %empty_196 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %transpose_37 = linalg.transpose ins(%expanded_63 : tensor<1x197x12x64xf32>) outs(%empty_196 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %collapsed_65 = tensor.collapse_shape %transpose_37 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %expanded_64 = tensor.expand_shape %slice_28 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %empty_197 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %transpose_38 = linalg.transpose ins(%expanded_64 : tensor<1x197x12x64xf32>) outs(%empty_197 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %collapsed_66 = tensor.collapse_shape %transpose_38 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %expanded_65 = tensor.expand_shape %slice_29 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %empty_198 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %transpose_39 = linalg.transpose ins(%expanded_65 : tensor<1x197x12x64xf32>) outs(%empty_198 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %collapsed_67 = tensor.collapse_shape %transpose_39 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.heads")
    %empty_199 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.scale")
    %q_scaled_9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_65 : tensor<12x197x64xf32>) outs(%empty_199 : tensor<12x197x64xf32>) {
    ^bb0(%in_246: f32, %out_132: f32):
      %cst_168 = arith.constant 1.250000000e-01 : f32
      %v_320 = arith.mulf %in_246, %cst_168 : f32
      linalg.yield %v_320 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.scale")
    %empty_200 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_9.self_attention.qk.init")
    %cst_169 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_9.self_attention.qk.init")
    %fill_56 = linalg.fill ins(%cst_169 : f32) outs(%empty_200 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_9.self_attention.qk.init")
    %bmm_18 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_9, %collapsed_66 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_56 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_9.self_attention.qk")
    %empty_201 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_9.self_attention.softmax")
    %softmax_9 = linalg.softmax dimension(2) ins(%bmm_18 : tensor<12x197x197xf32>) outs(%empty_201 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_9.self_attention.softmax")
    %empty_202 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.av.init")
    %cst_170 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_9.self_attention.av.init")
    %fill_57 = linalg.fill ins(%cst_170 : f32) outs(%empty_202 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.av.init")
    %bmm_19 = linalg.batch_matmul ins(%softmax_9, %collapsed_67 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_57 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.av")
    %expanded_66 = tensor.expand_shape %bmm_19 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.merge_heads")
    %empty_203 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_9.self_attention.merge_heads")
    %transpose_40 = linalg.transpose ins(%expanded_66 : tensor<1x12x197x64xf32>) outs(%empty_203 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_9.self_attention.merge_heads")
    %collapsed_68 = tensor.collapse_shape %transpose_40 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.merge_heads")
    %empty_204 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.out_proj.bias")
    %bias_38 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_9.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_204 : tensor<197x768xf32>) {
    ^bb0(%in_247: f32, %out_133: f32):
      linalg.yield %in_247 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.out_proj.bias")
    %matmul_37 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_68, %encoder.layers.encoder_layer_9.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_38 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention.out_proj")
    %expanded_67 = tensor.expand_shape %matmul_37 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.self_attention")
    %empty_205 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.add")
    %add_19 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67, %add_18 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_205 : tensor<1x197x768xf32>) {
    ^bb0(%in_248: f32, %in_249: f32, %out_134: f32):
      %v_321 = arith.addf %in_248, %in_249 : f32
      linalg.yield %v_321 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.add")
    %empty_206 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_2.mean")
    %cst_171 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_9.ln_2.mean")
    %fill_58 = linalg.fill ins(%cst_171 : f32) outs(%empty_206 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_2.mean")
    %sum_19 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#20"} ins(%add_19 : tensor<1x197x768xf32>) outs(%fill_58 : tensor<1x197xf32>) {
    ^bb0(%in_250: f32, %out_135: f32):
      %v_322 = arith.addf %out_135, %in_250 : f32
      linalg.yield %v_322 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_2.mean")
    %empty_207 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_2.var")
    %cst_172 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_9.ln_2.var")
    %fill_59 = linalg.fill ins(%cst_172 : f32) outs(%empty_207 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_2.var")
    %sumsq_19 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#20"} ins(%add_19, %sum_19 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_59 : tensor<1x197xf32>) {
    ^bb0(%in_251: f32, %in_252: f32, %out_136: f32):
      %cst_173 = arith.constant 1.302083333e-03 : f32
      %v_323 = arith.mulf %in_252, %cst_173 : f32
      %v_324 = arith.subf %in_251, %v_323 : f32
      %v_325 = arith.mulf %v_324, %v_324 : f32
      %v_326 = arith.addf %out_136, %v_325 : f32
      linalg.yield %v_326 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_9.ln_2.var")
    %empty_208 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.ln_2")
    %ln_19 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#20"} ins(%add_19, %sum_19, %sumsq_19, %encoder.layers.encoder_layer_9.ln_2.weight, %encoder.layers.encoder_layer_9.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_208 : tensor<1x197x768xf32>) {
    ^bb0(%in_253: f32, %in_254: f32, %in_255: f32, %in_256: f32, %in_257: f32, %out_137: f32):
      %cst_174 = arith.constant 1.302083333e-03 : f32
      %v_327 = arith.mulf %in_254, %cst_174 : f32
      %cst_175 = arith.constant 1.302083333e-03 : f32
      %v_328 = arith.mulf %in_255, %cst_175 : f32
      %cst_176 = arith.constant 1.000000000e-06 : f32
      %v_329 = arith.addf %v_328, %cst_176 : f32
      %v_330 = math.rsqrt %v_329 : f32
      %v_331 = arith.subf %in_253, %v_327 : f32
      %v_332 = arith.mulf %v_331, %v_330 : f32
      %v_333 = arith.mulf %v_332, %in_256 : f32
      %v_334 = arith.addf %v_333, %in_257 : f32
      linalg.yield %v_334 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.ln_2")
    %collapsed_69 = tensor.collapse_shape %ln_19 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.mlp.0")
    %empty_209 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.0.bias")
    %bias_39 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_9.mlp.0.bias : tensor<3072xf32>) outs(%empty_209 : tensor<197x3072xf32>) {
    ^bb0(%in_258: f32, %out_138: f32):
      linalg.yield %in_258 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.0.bias")
    %matmul_38 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_69, %encoder.layers.encoder_layer_9.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_39 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.0")
    %expanded_68 = tensor.expand_shape %matmul_38 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.0")
    %empty_210 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.1")
    %gelu_9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_68 : tensor<1x197x3072xf32>) outs(%empty_210 : tensor<1x197x3072xf32>) {
    ^bb0(%in_259: f32, %out_139: f32):
      %cst_177 = arith.constant 7.071067812e-01 : f32
      %v_335 = arith.mulf %in_259, %cst_177 : f32
      %v_336 = math.erf %v_335 : f32
      %cst_178 = arith.constant 1.000000000e+00 : f32
      %v_337 = arith.addf %v_336, %cst_178 : f32
      %cst_179 = arith.constant 5.000000000e-01 : f32
      %v_338 = arith.mulf %in_259, %cst_179 : f32
      %v_339 = arith.mulf %v_338, %v_337 : f32
      linalg.yield %v_339 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.1")
    %collapsed_70 = tensor.collapse_shape %gelu_9 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_9.mlp.3")
    %empty_211 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.mlp.3.bias")
    %bias_40 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_9.mlp.3.bias : tensor<768xf32>) outs(%empty_211 : tensor<197x768xf32>) {
    ^bb0(%in_260: f32, %out_140: f32):
      linalg.yield %in_260 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.mlp.3.bias")
    %matmul_39 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_70, %encoder.layers.encoder_layer_9.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_40 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_9.mlp.3")
    %expanded_69 = tensor.expand_shape %matmul_39 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.mlp.3")
    %empty_212 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.add_1")
    %add_20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_19, %expanded_69 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_212 : tensor<1x197x768xf32>) {
    ^bb0(%in_261: f32, %in_262: f32, %out_141: f32):
      %v_340 = arith.addf %in_261, %in_262 : f32
      linalg.yield %v_340 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_9.add_1")
    %empty_213 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_1.mean")
    %cst_180 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_10.ln_1.mean")
    %fill_60 = linalg.fill ins(%cst_180 : f32) outs(%empty_213 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_1.mean")
    %sum_20 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#21"} ins(%add_20 : tensor<1x197x768xf32>) outs(%fill_60 : tensor<1x197xf32>) {
    ^bb0(%in_263: f32, %out_142: f32):
      %v_341 = arith.addf %out_142, %in_263 : f32
      linalg.yield %v_341 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_1.mean")
    %empty_214 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_1.var")
    %cst_181 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_10.ln_1.var")
    %fill_61 = linalg.fill ins(%cst_181 : f32) outs(%empty_214 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_1.var")
    %sumsq_20 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#21"} ins(%add_20, %sum_20 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_61 : tensor<1x197xf32>) {
    ^bb0(%in_264: f32, %in_265: f32, %out_143: f32):
      %cst_182 = arith.constant 1.302083333e-03 : f32
      %v_342 = arith.mulf %in_265, %cst_182 : f32
      %v_343 = arith.subf %in_264, %v_342 : f32
      %v_344 = arith.mulf %v_343, %v_343 : f32
      %v_345 = arith.addf %out_143, %v_344 : f32
      linalg.yield %v_345 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_1.var")
    %empty_215 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.ln_1")
    %ln_20 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#21"} ins(%add_20, %sum_20, %sumsq_20, %encoder.layers.encoder_layer_10.ln_1.weight, %encoder.layers.encoder_layer_10.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_215 : tensor<1x197x768xf32>) {
    ^bb0(%in_266: f32, %in_267: f32, %in_268: f32, %in_269: f32, %in_270: f32, %out_144: f32):
      %cst_183 = arith.constant 1.302083333e-03 : f32
      %v_346 = arith.mulf %in_267, %cst_183 : f32
      %cst_184 = arith.constant 1.302083333e-03 : f32
      %v_347 = arith.mulf %in_268, %cst_184 : f32
      %cst_185 = arith.constant 1.000000000e-06 : f32
      %v_348 = arith.addf %v_347, %cst_185 : f32
      %v_349 = math.rsqrt %v_348 : f32
      %v_350 = arith.subf %in_266, %v_346 : f32
      %v_351 = arith.mulf %v_350, %v_349 : f32
      %v_352 = arith.mulf %v_351, %in_269 : f32
      %v_353 = arith.addf %v_352, %in_270 : f32
      linalg.yield %v_353 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.ln_1")
    %collapsed_71 = tensor.collapse_shape %ln_20 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention")
    %empty_216 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_10.self_attention.in_proj.bias")
    %bias_41 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_10.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_216 : tensor<197x2304xf32>) {
    ^bb0(%in_271: f32, %out_145: f32):
      linalg.yield %in_271 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_10.self_attention.in_proj.bias")
    %matmul_40 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_71, %encoder.layers.encoder_layer_10.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_41 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_10.self_attention.in_proj")
    %slice_30 = tensor.extract_slice %matmul_40[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.in_proj")
    %slice_31 = tensor.extract_slice %matmul_40[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.in_proj")
    %slice_32 = tensor.extract_slice %matmul_40[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.in_proj")
    %expanded_70 = tensor.expand_shape %slice_30 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %empty_217 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %transpose_41 = linalg.transpose ins(%expanded_70 : tensor<1x197x12x64xf32>) outs(%empty_217 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %collapsed_72 = tensor.collapse_shape %transpose_41 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %expanded_71 = tensor.expand_shape %slice_31 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %empty_218 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %transpose_42 = linalg.transpose ins(%expanded_71 : tensor<1x197x12x64xf32>) outs(%empty_218 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %collapsed_73 = tensor.collapse_shape %transpose_42 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %expanded_72 = tensor.expand_shape %slice_32 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %empty_219 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %transpose_43 = linalg.transpose ins(%expanded_72 : tensor<1x197x12x64xf32>) outs(%empty_219 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %collapsed_74 = tensor.collapse_shape %transpose_43 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.heads")
    %empty_220 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.scale")
    %q_scaled_10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_72 : tensor<12x197x64xf32>) outs(%empty_220 : tensor<12x197x64xf32>) {
    ^bb0(%in_272: f32, %out_146: f32):
      %cst_186 = arith.constant 1.250000000e-01 : f32
      %v_354 = arith.mulf %in_272, %cst_186 : f32
      linalg.yield %v_354 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.scale")
    %empty_221 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_10.self_attention.qk.init")
    %cst_187 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_10.self_attention.qk.init")
    %fill_62 = linalg.fill ins(%cst_187 : f32) outs(%empty_221 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_10.self_attention.qk.init")
    %bmm_20 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_10, %collapsed_73 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_62 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_10.self_attention.qk")
    %empty_222 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_10.self_attention.softmax")
    %softmax_10 = linalg.softmax dimension(2) ins(%bmm_20 : tensor<12x197x197xf32>) outs(%empty_222 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_10.self_attention.softmax")
    %empty_223 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.av.init")
    %cst_188 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_10.self_attention.av.init")
    %fill_63 = linalg.fill ins(%cst_188 : f32) outs(%empty_223 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.av.init")
    %bmm_21 = linalg.batch_matmul ins(%softmax_10, %collapsed_74 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_63 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.av")
    %expanded_73 = tensor.expand_shape %bmm_21 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.merge_heads")
    %empty_224 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_10.self_attention.merge_heads")
    %transpose_44 = linalg.transpose ins(%expanded_73 : tensor<1x12x197x64xf32>) outs(%empty_224 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_10.self_attention.merge_heads")
    %collapsed_75 = tensor.collapse_shape %transpose_44 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.merge_heads")
    %empty_225 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.out_proj.bias")
    %bias_42 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_10.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_225 : tensor<197x768xf32>) {
    ^bb0(%in_273: f32, %out_147: f32):
      linalg.yield %in_273 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.out_proj.bias")
    %matmul_41 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_75, %encoder.layers.encoder_layer_10.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_42 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention.out_proj")
    %expanded_74 = tensor.expand_shape %matmul_41 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.self_attention")
    %empty_226 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.add")
    %add_21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_74, %add_20 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_226 : tensor<1x197x768xf32>) {
    ^bb0(%in_274: f32, %in_275: f32, %out_148: f32):
      %v_355 = arith.addf %in_274, %in_275 : f32
      linalg.yield %v_355 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.add")
    %empty_227 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_2.mean")
    %cst_189 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_10.ln_2.mean")
    %fill_64 = linalg.fill ins(%cst_189 : f32) outs(%empty_227 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_2.mean")
    %sum_21 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#22"} ins(%add_21 : tensor<1x197x768xf32>) outs(%fill_64 : tensor<1x197xf32>) {
    ^bb0(%in_276: f32, %out_149: f32):
      %v_356 = arith.addf %out_149, %in_276 : f32
      linalg.yield %v_356 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_2.mean")
    %empty_228 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_2.var")
    %cst_190 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_10.ln_2.var")
    %fill_65 = linalg.fill ins(%cst_190 : f32) outs(%empty_228 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_2.var")
    %sumsq_21 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#22"} ins(%add_21, %sum_21 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_65 : tensor<1x197xf32>) {
    ^bb0(%in_277: f32, %in_278: f32, %out_150: f32):
      %cst_191 = arith.constant 1.302083333e-03 : f32
      %v_357 = arith.mulf %in_278, %cst_191 : f32
      %v_358 = arith.subf %in_277, %v_357 : f32
      %v_359 = arith.mulf %v_358, %v_358 : f32
      %v_360 = arith.addf %out_150, %v_359 : f32
      linalg.yield %v_360 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_10.ln_2.var")
    %empty_229 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.ln_2")
    %ln_21 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#22"} ins(%add_21, %sum_21, %sumsq_21, %encoder.layers.encoder_layer_10.ln_2.weight, %encoder.layers.encoder_layer_10.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_229 : tensor<1x197x768xf32>) {
    ^bb0(%in_279: f32, %in_280: f32, %in_281: f32, %in_282: f32, %in_283: f32, %out_151: f32):
      %cst_192 = arith.constant 1.302083333e-03 : f32
      %v_361 = arith.mulf %in_280, %cst_192 : f32
      %cst_193 = arith.constant 1.302083333e-03 : f32
      %v_362 = arith.mulf %in_281, %cst_193 : f32
      %cst_194 = arith.constant 1.000000000e-06 : f32
      %v_363 = arith.addf %v_362, %cst_194 : f32
      %v_364 = math.rsqrt %v_363 : f32
      %v_365 = arith.subf %in_279, %v_361 : f32
      %v_366 = arith.mulf %v_365, %v_364 : f32
      %v_367 = arith.mulf %v_366, %in_282 : f32
      %v_368 = arith.addf %v_367, %in_283 : f32
      linalg.yield %v_368 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.ln_2")
    %collapsed_76 = tensor.collapse_shape %ln_21 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.mlp.0")
    %empty_230 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.0.bias")
    %bias_43 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_10.mlp.0.bias : tensor<3072xf32>) outs(%empty_230 : tensor<197x3072xf32>) {
    ^bb0(%in_284: f32, %out_152: f32):
      linalg.yield %in_284 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.0.bias")
    %matmul_42 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_76, %encoder.layers.encoder_layer_10.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_43 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.0")
    %expanded_75 = tensor.expand_shape %matmul_42 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.0")
    %empty_231 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.1")
    %gelu_10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_75 : tensor<1x197x3072xf32>) outs(%empty_231 : tensor<1x197x3072xf32>) {
    ^bb0(%in_285: f32, %out_153: f32):
      %cst_195 = arith.constant 7.071067812e-01 : f32
      %v_369 = arith.mulf %in_285, %cst_195 : f32
      %v_370 = math.erf %v_369 : f32
      %cst_196 = arith.constant 1.000000000e+00 : f32
      %v_371 = arith.addf %v_370, %cst_196 : f32
      %cst_197 = arith.constant 5.000000000e-01 : f32
      %v_372 = arith.mulf %in_285, %cst_197 : f32
      %v_373 = arith.mulf %v_372, %v_371 : f32
      linalg.yield %v_373 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.1")
    %collapsed_77 = tensor.collapse_shape %gelu_10 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_10.mlp.3")
    %empty_232 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.mlp.3.bias")
    %bias_44 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_10.mlp.3.bias : tensor<768xf32>) outs(%empty_232 : tensor<197x768xf32>) {
    ^bb0(%in_286: f32, %out_154: f32):
      linalg.yield %in_286 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.mlp.3.bias")
    %matmul_43 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_77, %encoder.layers.encoder_layer_10.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_44 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_10.mlp.3")
    %expanded_76 = tensor.expand_shape %matmul_43 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.mlp.3")
    %empty_233 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.add_1")
    %add_22 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_21, %expanded_76 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_233 : tensor<1x197x768xf32>) {
    ^bb0(%in_287: f32, %in_288: f32, %out_155: f32):
      %v_374 = arith.addf %in_287, %in_288 : f32
      linalg.yield %v_374 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_10.add_1")
    %empty_234 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_1.mean")
    %cst_198 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_11.ln_1.mean")
    %fill_66 = linalg.fill ins(%cst_198 : f32) outs(%empty_234 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_1.mean")
    %sum_22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#23"} ins(%add_22 : tensor<1x197x768xf32>) outs(%fill_66 : tensor<1x197xf32>) {
    ^bb0(%in_289: f32, %out_156: f32):
      %v_375 = arith.addf %out_156, %in_289 : f32
      linalg.yield %v_375 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_1.mean")
    %empty_235 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_1.var")
    %cst_199 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_11.ln_1.var")
    %fill_67 = linalg.fill ins(%cst_199 : f32) outs(%empty_235 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_1.var")
    %sumsq_22 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#23"} ins(%add_22, %sum_22 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_67 : tensor<1x197xf32>) {
    ^bb0(%in_290: f32, %in_291: f32, %out_157: f32):
      %cst_200 = arith.constant 1.302083333e-03 : f32
      %v_376 = arith.mulf %in_291, %cst_200 : f32
      %v_377 = arith.subf %in_290, %v_376 : f32
      %v_378 = arith.mulf %v_377, %v_377 : f32
      %v_379 = arith.addf %out_157, %v_378 : f32
      linalg.yield %v_379 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_1.var")
    %empty_236 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.ln_1")
    %ln_22 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#23"} ins(%add_22, %sum_22, %sumsq_22, %encoder.layers.encoder_layer_11.ln_1.weight, %encoder.layers.encoder_layer_11.ln_1.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_236 : tensor<1x197x768xf32>) {
    ^bb0(%in_292: f32, %in_293: f32, %in_294: f32, %in_295: f32, %in_296: f32, %out_158: f32):
      %cst_201 = arith.constant 1.302083333e-03 : f32
      %v_380 = arith.mulf %in_293, %cst_201 : f32
      %cst_202 = arith.constant 1.302083333e-03 : f32
      %v_381 = arith.mulf %in_294, %cst_202 : f32
      %cst_203 = arith.constant 1.000000000e-06 : f32
      %v_382 = arith.addf %v_381, %cst_203 : f32
      %v_383 = math.rsqrt %v_382 : f32
      %v_384 = arith.subf %in_292, %v_380 : f32
      %v_385 = arith.mulf %v_384, %v_383 : f32
      %v_386 = arith.mulf %v_385, %in_295 : f32
      %v_387 = arith.addf %v_386, %in_296 : f32
      linalg.yield %v_387 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.ln_1")
    %collapsed_78 = tensor.collapse_shape %ln_22 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention")
    %empty_237 = tensor.empty() : tensor<197x2304xf32> loc("encoder.layers.encoder_layer_11.self_attention.in_proj.bias")
    %bias_45 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_11.self_attention.in_proj_bias : tensor<2304xf32>) outs(%empty_237 : tensor<197x2304xf32>) {
    ^bb0(%in_297: f32, %out_159: f32):
      linalg.yield %in_297 : f32
    } -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_11.self_attention.in_proj.bias")
    %matmul_44 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_78, %encoder.layers.encoder_layer_11.self_attention.in_proj_weight : tensor<197x768xf32>, tensor<2304x768xf32>) outs(%bias_45 : tensor<197x2304xf32>) -> tensor<197x2304xf32> loc("encoder.layers.encoder_layer_11.self_attention.in_proj")
    %slice_33 = tensor.extract_slice %matmul_44[0, 0][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.in_proj")
    %slice_34 = tensor.extract_slice %matmul_44[0, 768][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.in_proj")
    %slice_35 = tensor.extract_slice %matmul_44[0, 1536][197, 768][1, 1] : tensor<197x2304xf32> to tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.in_proj")
    %expanded_77 = tensor.expand_shape %slice_33 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %empty_238 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %transpose_45 = linalg.transpose ins(%expanded_77 : tensor<1x197x12x64xf32>) outs(%empty_238 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %collapsed_79 = tensor.collapse_shape %transpose_45 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %expanded_78 = tensor.expand_shape %slice_34 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %empty_239 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %transpose_46 = linalg.transpose ins(%expanded_78 : tensor<1x197x12x64xf32>) outs(%empty_239 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %collapsed_80 = tensor.collapse_shape %transpose_46 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %expanded_79 = tensor.expand_shape %slice_35 [[0, 1], [2, 3]] output_shape [1, 197, 12, 64] : tensor<197x768xf32> into tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %empty_240 = tensor.empty() : tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %transpose_47 = linalg.transpose ins(%expanded_79 : tensor<1x197x12x64xf32>) outs(%empty_240 : tensor<1x12x197x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %collapsed_81 = tensor.collapse_shape %transpose_47 [[0, 1], [2], [3]] : tensor<1x12x197x64xf32> into tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.heads")
    %empty_241 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.scale")
    %q_scaled_11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_79 : tensor<12x197x64xf32>) outs(%empty_241 : tensor<12x197x64xf32>) {
    ^bb0(%in_298: f32, %out_160: f32):
      %cst_204 = arith.constant 1.250000000e-01 : f32
      %v_388 = arith.mulf %in_298, %cst_204 : f32
      linalg.yield %v_388 : f32
    } -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.scale")
    %empty_242 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_11.self_attention.qk.init")
    %cst_205 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_11.self_attention.qk.init")
    %fill_68 = linalg.fill ins(%cst_205 : f32) outs(%empty_242 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_11.self_attention.qk.init")
    %bmm_22 = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q_scaled_11, %collapsed_80 : tensor<12x197x64xf32>, tensor<12x197x64xf32>) outs(%fill_68 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_11.self_attention.qk")
    %empty_243 = tensor.empty() : tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_11.self_attention.softmax")
    %softmax_11 = linalg.softmax dimension(2) ins(%bmm_22 : tensor<12x197x197xf32>) outs(%empty_243 : tensor<12x197x197xf32>) -> tensor<12x197x197xf32> loc("encoder.layers.encoder_layer_11.self_attention.softmax")
    %empty_244 = tensor.empty() : tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.av.init")
    %cst_206 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_11.self_attention.av.init")
    %fill_69 = linalg.fill ins(%cst_206 : f32) outs(%empty_244 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.av.init")
    %bmm_23 = linalg.batch_matmul ins(%softmax_11, %collapsed_81 : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%fill_69 : tensor<12x197x64xf32>) -> tensor<12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.av")
    %expanded_80 = tensor.expand_shape %bmm_23 [[0, 1], [2], [3]] output_shape [1, 12, 197, 64] : tensor<12x197x64xf32> into tensor<1x12x197x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.merge_heads")
    %empty_245 = tensor.empty() : tensor<1x197x12x64xf32> loc("encoder.layers.encoder_layer_11.self_attention.merge_heads")
    %transpose_48 = linalg.transpose ins(%expanded_80 : tensor<1x12x197x64xf32>) outs(%empty_245 : tensor<1x197x12x64xf32>) permutation = [0, 2, 1, 3] loc("encoder.layers.encoder_layer_11.self_attention.merge_heads")
    %collapsed_82 = tensor.collapse_shape %transpose_48 [[0, 1], [2, 3]] : tensor<1x197x12x64xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.merge_heads")
    %empty_246 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.out_proj.bias")
    %bias_46 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_11.self_attention.out_proj.bias : tensor<768xf32>) outs(%empty_246 : tensor<197x768xf32>) {
    ^bb0(%in_299: f32, %out_161: f32):
      linalg.yield %in_299 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.out_proj.bias")
    %matmul_45 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_82, %encoder.layers.encoder_layer_11.self_attention.out_proj.weight : tensor<197x768xf32>, tensor<768x768xf32>) outs(%bias_46 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention.out_proj")
    %expanded_81 = tensor.expand_shape %matmul_45 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.self_attention")
    %empty_247 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.add")
    %add_23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_81, %add_22 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_247 : tensor<1x197x768xf32>) {
    ^bb0(%in_300: f32, %in_301: f32, %out_162: f32):
      %v_389 = arith.addf %in_300, %in_301 : f32
      linalg.yield %v_389 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.add")
    %empty_248 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_2.mean")
    %cst_207 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_11.ln_2.mean")
    %fill_70 = linalg.fill ins(%cst_207 : f32) outs(%empty_248 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_2.mean")
    %sum_23 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#24"} ins(%add_23 : tensor<1x197x768xf32>) outs(%fill_70 : tensor<1x197xf32>) {
    ^bb0(%in_302: f32, %out_163: f32):
      %v_390 = arith.addf %out_163, %in_302 : f32
      linalg.yield %v_390 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_2.mean")
    %empty_249 = tensor.empty() : tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_2.var")
    %cst_208 = arith.constant 0.000000000e+00 : f32 loc("encoder.layers.encoder_layer_11.ln_2.var")
    %fill_71 = linalg.fill ins(%cst_208 : f32) outs(%empty_249 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_2.var")
    %sumsq_23 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#24"} ins(%add_23, %sum_23 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_71 : tensor<1x197xf32>) {
    ^bb0(%in_303: f32, %in_304: f32, %out_164: f32):
      %cst_209 = arith.constant 1.302083333e-03 : f32
      %v_391 = arith.mulf %in_304, %cst_209 : f32
      %v_392 = arith.subf %in_303, %v_391 : f32
      %v_393 = arith.mulf %v_392, %v_392 : f32
      %v_394 = arith.addf %out_164, %v_393 : f32
      linalg.yield %v_394 : f32
    } -> tensor<1x197xf32> loc("encoder.layers.encoder_layer_11.ln_2.var")
    %empty_250 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.ln_2")
    %ln_23 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#24"} ins(%add_23, %sum_23, %sumsq_23, %encoder.layers.encoder_layer_11.ln_2.weight, %encoder.layers.encoder_layer_11.ln_2.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_250 : tensor<1x197x768xf32>) {
    ^bb0(%in_305: f32, %in_306: f32, %in_307: f32, %in_308: f32, %in_309: f32, %out_165: f32):
      %cst_210 = arith.constant 1.302083333e-03 : f32
      %v_395 = arith.mulf %in_306, %cst_210 : f32
      %cst_211 = arith.constant 1.302083333e-03 : f32
      %v_396 = arith.mulf %in_307, %cst_211 : f32
      %cst_212 = arith.constant 1.000000000e-06 : f32
      %v_397 = arith.addf %v_396, %cst_212 : f32
      %v_398 = math.rsqrt %v_397 : f32
      %v_399 = arith.subf %in_305, %v_395 : f32
      %v_400 = arith.mulf %v_399, %v_398 : f32
      %v_401 = arith.mulf %v_400, %in_308 : f32
      %v_402 = arith.addf %v_401, %in_309 : f32
      linalg.yield %v_402 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.ln_2")
    %collapsed_83 = tensor.collapse_shape %ln_23 [[0, 1], [2]] : tensor<1x197x768xf32> into tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.mlp.0")
    %empty_251 = tensor.empty() : tensor<197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.0.bias")
    %bias_47 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_11.mlp.0.bias : tensor<3072xf32>) outs(%empty_251 : tensor<197x3072xf32>) {
    ^bb0(%in_310: f32, %out_166: f32):
      linalg.yield %in_310 : f32
    } -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.0.bias")
    %matmul_46 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_83, %encoder.layers.encoder_layer_11.mlp.0.weight : tensor<197x768xf32>, tensor<3072x768xf32>) outs(%bias_47 : tensor<197x3072xf32>) -> tensor<197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.0")
    %expanded_82 = tensor.expand_shape %matmul_46 [[0, 1], [2]] output_shape [1, 197, 3072] : tensor<197x3072xf32> into tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.0")
    %empty_252 = tensor.empty() : tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.1")
    %gelu_11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82 : tensor<1x197x3072xf32>) outs(%empty_252 : tensor<1x197x3072xf32>) {
    ^bb0(%in_311: f32, %out_167: f32):
      %cst_213 = arith.constant 7.071067812e-01 : f32
      %v_403 = arith.mulf %in_311, %cst_213 : f32
      %v_404 = math.erf %v_403 : f32
      %cst_214 = arith.constant 1.000000000e+00 : f32
      %v_405 = arith.addf %v_404, %cst_214 : f32
      %cst_215 = arith.constant 5.000000000e-01 : f32
      %v_406 = arith.mulf %in_311, %cst_215 : f32
      %v_407 = arith.mulf %v_406, %v_405 : f32
      linalg.yield %v_407 : f32
    } -> tensor<1x197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.1")
    %collapsed_84 = tensor.collapse_shape %gelu_11 [[0, 1], [2]] : tensor<1x197x3072xf32> into tensor<197x3072xf32> loc("encoder.layers.encoder_layer_11.mlp.3")
    %empty_253 = tensor.empty() : tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.mlp.3.bias")
    %bias_48 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%encoder.layers.encoder_layer_11.mlp.3.bias : tensor<768xf32>) outs(%empty_253 : tensor<197x768xf32>) {
    ^bb0(%in_312: f32, %out_168: f32):
      linalg.yield %in_312 : f32
    } -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.mlp.3.bias")
    %matmul_47 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_84, %encoder.layers.encoder_layer_11.mlp.3.weight : tensor<197x3072xf32>, tensor<768x3072xf32>) outs(%bias_48 : tensor<197x768xf32>) -> tensor<197x768xf32> loc("encoder.layers.encoder_layer_11.mlp.3")
    %expanded_83 = tensor.expand_shape %matmul_47 [[0, 1], [2]] output_shape [1, 197, 768] : tensor<197x768xf32> into tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.mlp.3")
    %empty_254 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.add_1")
    %add_24 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add_23, %expanded_83 : tensor<1x197x768xf32>, tensor<1x197x768xf32>) outs(%empty_254 : tensor<1x197x768xf32>) {
    ^bb0(%in_313: f32, %in_314: f32, %out_169: f32):
      %v_408 = arith.addf %in_313, %in_314 : f32
      linalg.yield %v_408 : f32
    } -> tensor<1x197x768xf32> loc("encoder.layers.encoder_layer_11.add_1")
    %empty_255 = tensor.empty() : tensor<1x197xf32> loc("encoder.ln.mean")
    %cst_216 = arith.constant 0.000000000e+00 : f32 loc("encoder.ln.mean")
    %fill_72 = linalg.fill ins(%cst_216 : f32) outs(%empty_255 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.ln.mean")
    %sum_24 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#25"} ins(%add_24 : tensor<1x197x768xf32>) outs(%fill_72 : tensor<1x197xf32>) {
    ^bb0(%in_315: f32, %out_170: f32):
      %v_409 = arith.addf %out_170, %in_315 : f32
      linalg.yield %v_409 : f32
    } -> tensor<1x197xf32> loc("encoder.ln.mean")
    %empty_256 = tensor.empty() : tensor<1x197xf32> loc("encoder.ln.var")
    %cst_217 = arith.constant 0.000000000e+00 : f32 loc("encoder.ln.var")
    %fill_73 = linalg.fill ins(%cst_217 : f32) outs(%empty_256 : tensor<1x197xf32>) -> tensor<1x197xf32> loc("encoder.ln.var")
    %sumsq_24 = linalg.generic {indexing_maps = [#map2, #map3, #map3], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#25"} ins(%add_24, %sum_24 : tensor<1x197x768xf32>, tensor<1x197xf32>) outs(%fill_73 : tensor<1x197xf32>) {
    ^bb0(%in_316: f32, %in_317: f32, %out_171: f32):
      %cst_218 = arith.constant 1.302083333e-03 : f32
      %v_410 = arith.mulf %in_317, %cst_218 : f32
      %v_411 = arith.subf %in_316, %v_410 : f32
      %v_412 = arith.mulf %v_411, %v_411 : f32
      %v_413 = arith.addf %out_171, %v_412 : f32
      linalg.yield %v_413 : f32
    } -> tensor<1x197xf32> loc("encoder.ln.var")
    %empty_257 = tensor.empty() : tensor<1x197x768xf32> loc("encoder.ln")
    %ln_24 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#25"} ins(%add_24, %sum_24, %sumsq_24, %encoder.ln.weight, %encoder.ln.bias : tensor<1x197x768xf32>, tensor<1x197xf32>, tensor<1x197xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_257 : tensor<1x197x768xf32>) {
    ^bb0(%in_318: f32, %in_319: f32, %in_320: f32, %in_321: f32, %in_322: f32, %out_172: f32):
      %cst_219 = arith.constant 1.302083333e-03 : f32
      %v_414 = arith.mulf %in_319, %cst_219 : f32
      %cst_220 = arith.constant 1.302083333e-03 : f32
      %v_415 = arith.mulf %in_320, %cst_220 : f32
      %cst_221 = arith.constant 1.000000000e-06 : f32
      %v_416 = arith.addf %v_415, %cst_221 : f32
      %v_417 = math.rsqrt %v_416 : f32
      %v_418 = arith.subf %in_318, %v_414 : f32
      %v_419 = arith.mulf %v_418, %v_417 : f32
      %v_420 = arith.mulf %v_419, %in_321 : f32
      %v_421 = arith.addf %v_420, %in_322 : f32
      linalg.yield %v_421 : f32
    } -> tensor<1x197x768xf32> loc("encoder.ln")
    %slice_36 = tensor.extract_slice %ln_24[0, 0, 0][1, 1, 768][1, 1, 1] : tensor<1x197x768xf32> to tensor<1x768xf32> loc("slice")
    %empty_258 = tensor.empty() : tensor<1x1000xf32> loc("heads.head.bias")
    %bias_49 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%heads.head.bias : tensor<1000xf32>) outs(%empty_258 : tensor<1x1000xf32>) {
    ^bb0(%in_323: f32, %out_173: f32):
      linalg.yield %in_323 : f32
    } -> tensor<1x1000xf32> loc("heads.head.bias")
    %matmul_48 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%slice_36, %heads.head.weight : tensor<1x768xf32>, tensor<1000x768xf32>) outs(%bias_49 : tensor<1x1000xf32>) -> tensor<1x1000xf32> loc("heads.head")
    return %matmul_48 : tensor<1x1000xf32>
  }
}
