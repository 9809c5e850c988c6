// one GPT-2 block, decode: 1 token attending to a KV cache of 512 positions (past_key, past_value inputs) plus itself, imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import gpt2-block-decode --input-shape 1,1,768 --input-shape 1,12,512,64 --input-shape 1,12,512,64 -o examples/models/gpt2_block_decode.mlir
// inputs: 1x1x768, 1x12x512x64, 1x12x512x64; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
#map0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @forward(%hidden_states: tensor<1x1x768xf32>, %past_key: tensor<1x12x512x64xf32> {roofline.kv_cache}, %past_value: tensor<1x12x512x64xf32> {roofline.kv_cache}, %ln_1.weight: tensor<768xf32> {roofline.weight}, %ln_1.bias: tensor<768xf32> {roofline.weight}, %attn.c_attn.weight: tensor<2304x768xf32> {roofline.weight}, %attn.c_attn.bias: tensor<2304xf32> {roofline.weight}, %attn.bias: tensor<1x1x1024x1024xi1> {roofline.weight}, %attn.masked_bias: tensor<f32> {roofline.weight}, %attn.c_proj.weight: tensor<768x768xf32> {roofline.weight}, %attn.c_proj.bias: tensor<768xf32> {roofline.weight}, %ln_2.weight: tensor<768xf32> {roofline.weight}, %ln_2.bias: tensor<768xf32> {roofline.weight}, %mlp.c_fc.weight: tensor<3072x768xf32> {roofline.weight}, %mlp.c_fc.bias: tensor<3072xf32> {roofline.weight}, %mlp.c_proj.weight: tensor<768x3072xf32> {roofline.weight}, %mlp.c_proj.bias: tensor<768xf32> {roofline.weight}) -> (tensor<1x1x768xf32>, tensor<1x12x513x64xf32>, tensor<1x12x513x64xf32>) {
    %empty = tensor.empty() : tensor<1x1xf32> loc("ln_1.mean")
    %cst = arith.constant 0.000000000e+00 : f32 loc("ln_1.mean")
    %fill = linalg.fill ins(%cst : f32) outs(%empty : tensor<1x1xf32>) -> tensor<1x1xf32> loc("ln_1.mean")
    %sum = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%hidden_states : tensor<1x1x768xf32>) outs(%fill : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %v = arith.addf %out, %in : f32
      linalg.yield %v : f32
    } -> tensor<1x1xf32> loc("ln_1.mean")
    %empty_1 = tensor.empty() : tensor<1x1xf32> loc("ln_1.var")
    %cst_1 = arith.constant 0.000000000e+00 : f32 loc("ln_1.var")
    %fill_1 = linalg.fill ins(%cst_1 : f32) outs(%empty_1 : tensor<1x1xf32>) -> tensor<1x1xf32> loc("ln_1.var")
    %sumsq = linalg.generic {indexing_maps = [#map0, #map1, #map1], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%hidden_states, %sum : tensor<1x1x768xf32>, tensor<1x1xf32>) outs(%fill_1 : tensor<1x1xf32>) {
    ^bb0(%in_1: f32, %in_2: f32, %out_1: f32):
      %cst_2 = arith.constant 1.302083333e-03 : f32
      %v_1 = arith.mulf %in_2, %cst_2 : f32
      %v_2 = arith.subf %in_1, %v_1 : f32
      %v_3 = arith.mulf %v_2, %v_2 : f32
      %v_4 = arith.addf %out_1, %v_3 : f32
      linalg.yield %v_4 : f32
    } -> tensor<1x1xf32> loc("ln_1.var")
    %empty_2 = tensor.empty() : tensor<1x1x768xf32> loc("ln_1")
    %ln = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map2, #map2, #map0], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#1"} ins(%hidden_states, %sum, %sumsq, %ln_1.weight, %ln_1.bias : tensor<1x1x768xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_2 : tensor<1x1x768xf32>) {
    ^bb0(%in_3: f32, %in_4: f32, %in_5: f32, %in_6: f32, %in_7: f32, %out_2: f32):
      %cst_3 = arith.constant 1.302083333e-03 : f32
      %v_5 = arith.mulf %in_4, %cst_3 : f32
      %cst_4 = arith.constant 1.302083333e-03 : f32
      %v_6 = arith.mulf %in_5, %cst_4 : f32
      %cst_5 = arith.constant 1.000000000e-05 : f32
      %v_7 = arith.addf %v_6, %cst_5 : f32
      %v_8 = math.rsqrt %v_7 : f32
      %v_9 = arith.subf %in_3, %v_5 : f32
      %v_10 = arith.mulf %v_9, %v_8 : f32
      %v_11 = arith.mulf %v_10, %in_6 : f32
      %v_12 = arith.addf %v_11, %in_7 : f32
      linalg.yield %v_12 : f32
    } -> tensor<1x1x768xf32> loc("ln_1")
    %collapsed = tensor.collapse_shape %ln [[0], [1, 2]] : tensor<1x1x768xf32> into tensor<1x768xf32> loc("attn.c_attn")
    %empty_3 = tensor.empty() : tensor<1x2304xf32> loc("attn.c_attn.bias")
    %bias = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%attn.c_attn.bias : tensor<2304xf32>) outs(%empty_3 : tensor<1x2304xf32>) {
    ^bb0(%in_8: f32, %out_3: f32):
      linalg.yield %in_8 : f32
    } -> tensor<1x2304xf32> loc("attn.c_attn.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed, %attn.c_attn.weight : tensor<1x768xf32>, tensor<2304x768xf32>) outs(%bias : tensor<1x2304xf32>) -> tensor<1x2304xf32> loc("attn.c_attn")
    %expanded = tensor.expand_shape %matmul [[0], [1, 2]] output_shape [1, 1, 2304] : tensor<1x2304xf32> into tensor<1x1x2304xf32> loc("attn.c_attn")
    %slice = tensor.extract_slice %expanded[0, 0, 0][1, 1, 768][1, 1, 1] : tensor<1x1x2304xf32> to tensor<1x1x768xf32> loc("attn.split")
    %slice_1 = tensor.extract_slice %expanded[0, 0, 768][1, 1, 768][1, 1, 1] : tensor<1x1x2304xf32> to tensor<1x1x768xf32> loc("attn.split")
    %slice_2 = tensor.extract_slice %expanded[0, 0, 1536][1, 1, 768][1, 1, 1] : tensor<1x1x2304xf32> to tensor<1x1x768xf32> loc("attn.split")
    %expanded_1 = tensor.expand_shape %slice [[0], [1], [2, 3]] output_shape [1, 1, 12, 64] : tensor<1x1x768xf32> into tensor<1x1x12x64xf32> loc("attn.view")
    %empty_4 = tensor.empty() : tensor<1x12x1x64xf32> loc("attn.permute")
    %transpose = linalg.transpose ins(%expanded_1 : tensor<1x1x12x64xf32>) outs(%empty_4 : tensor<1x12x1x64xf32>) permutation = [0, 2, 1, 3] loc("attn.permute")
    %expanded_2 = tensor.expand_shape %slice_1 [[0], [1], [2, 3]] output_shape [1, 1, 12, 64] : tensor<1x1x768xf32> into tensor<1x1x12x64xf32> loc("attn.view_1")
    %empty_5 = tensor.empty() : tensor<1x12x1x64xf32> loc("attn.permute_1")
    %transpose_1 = linalg.transpose ins(%expanded_2 : tensor<1x1x12x64xf32>) outs(%empty_5 : tensor<1x12x1x64xf32>) permutation = [0, 2, 1, 3] loc("attn.permute_1")
    %expanded_3 = tensor.expand_shape %slice_2 [[0], [1], [2, 3]] output_shape [1, 1, 12, 64] : tensor<1x1x768xf32> into tensor<1x1x12x64xf32> loc("attn.view_2")
    %empty_6 = tensor.empty() : tensor<1x12x1x64xf32> loc("attn.permute_2")
    %transpose_2 = linalg.transpose ins(%expanded_3 : tensor<1x1x12x64xf32>) outs(%empty_6 : tensor<1x12x1x64xf32>) permutation = [0, 2, 1, 3] loc("attn.permute_2")
    %concat = tensor.concat dim(2) %past_key, %transpose_1 : (tensor<1x12x512x64xf32>, tensor<1x12x1x64xf32>) -> tensor<1x12x513x64xf32> loc("attn.cat")
    %concat_1 = tensor.concat dim(2) %past_value, %transpose_2 : (tensor<1x12x512x64xf32>, tensor<1x12x1x64xf32>) -> tensor<1x12x513x64xf32> loc("attn.cat_1")
    %collapsed_1 = tensor.collapse_shape %transpose [[0, 1], [2], [3]] : tensor<1x12x1x64xf32> into tensor<12x1x64xf32> loc("attn.matmul")
    %collapsed_2 = tensor.collapse_shape %concat [[0, 1], [2], [3]] : tensor<1x12x513x64xf32> into tensor<12x513x64xf32> loc("attn.matmul")
    %empty_7 = tensor.empty() : tensor<12x1x513xf32> loc("attn.matmul.init")
    %cst_6 = arith.constant 0.000000000e+00 : f32 loc("attn.matmul.init")
    %fill_2 = linalg.fill ins(%cst_6 : f32) outs(%empty_7 : tensor<12x1x513xf32>) -> tensor<12x1x513xf32> loc("attn.matmul.init")
    %bmm = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_1, %collapsed_2 : tensor<12x1x64xf32>, tensor<12x513x64xf32>) outs(%fill_2 : tensor<12x1x513xf32>) -> tensor<12x1x513xf32> loc("attn.matmul")
    %expanded_4 = tensor.expand_shape %bmm [[0, 1], [2], [3]] output_shape [1, 12, 1, 513] : tensor<12x1x513xf32> into tensor<1x12x1x513xf32> loc("attn.matmul")
    %empty_8 = tensor.empty() : tensor<1x12x1x513xf32> loc("attn.truediv")
    %div = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<1x12x1x513xf32>) outs(%empty_8 : tensor<1x12x1x513xf32>) {
    ^bb0(%in_9: f32, %out_4: f32):
      %cst_7 = arith.constant 8.000000000e+00 : f32
      %v_13 = arith.divf %in_9, %cst_7 : f32
      linalg.yield %v_13 : f32
    } -> tensor<1x12x1x513xf32> loc("attn.truediv")
    %slice_3 = tensor.extract_slice %attn.bias[0, 0, 512, 0][1, 1, 1, 513][1, 1, 1, 1] : tensor<1x1x1024x1024xi1> to tensor<1x1x1x513xi1> loc("attn.slice")
    %empty_9 = tensor.empty() : tensor<1x12x1x513xf32> loc("attn.where")
    %where = linalg.generic {indexing_maps = [#map6, #map5, #map7, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%slice_3, %div, %attn.masked_bias : tensor<1x1x1x513xi1>, tensor<1x12x1x513xf32>, tensor<f32>) outs(%empty_9 : tensor<1x12x1x513xf32>) {
    ^bb0(%in_10: i1, %in_11: f32, %in_12: f32, %out_5: f32):
      %s = arith.select %in_10, %in_11, %in_12 : f32
      linalg.yield %s : f32
    } -> tensor<1x12x1x513xf32> loc("attn.where")
    %empty_10 = tensor.empty() : tensor<1x12x1x513xf32> loc("attn.softmax")
    %softmax = linalg.softmax dimension(3) ins(%where : tensor<1x12x1x513xf32>) outs(%empty_10 : tensor<1x12x1x513xf32>) -> tensor<1x12x1x513xf32> loc("attn.softmax")
    %collapsed_3 = tensor.collapse_shape %softmax [[0, 1], [2], [3]] : tensor<1x12x1x513xf32> into tensor<12x1x513xf32> loc("attn.matmul_1")
    %collapsed_4 = tensor.collapse_shape %concat_1 [[0, 1], [2], [3]] : tensor<1x12x513x64xf32> into tensor<12x513x64xf32> loc("attn.matmul_1")
    %empty_11 = tensor.empty() : tensor<12x1x64xf32> loc("attn.matmul_1.init")
    %cst_8 = arith.constant 0.000000000e+00 : f32 loc("attn.matmul_1.init")
    %fill_3 = linalg.fill ins(%cst_8 : f32) outs(%empty_11 : tensor<12x1x64xf32>) -> tensor<12x1x64xf32> loc("attn.matmul_1.init")
    %bmm_1 = linalg.batch_matmul ins(%collapsed_3, %collapsed_4 : tensor<12x1x513xf32>, tensor<12x513x64xf32>) outs(%fill_3 : tensor<12x1x64xf32>) -> tensor<12x1x64xf32> loc("attn.matmul_1")
    %expanded_5 = tensor.expand_shape %bmm_1 [[0, 1], [2], [3]] output_shape [1, 12, 1, 64] : tensor<12x1x64xf32> into tensor<1x12x1x64xf32> loc("attn.matmul_1")
    %empty_12 = tensor.empty() : tensor<1x1x12x64xf32> loc("attn.permute_3")
    %transpose_3 = linalg.transpose ins(%expanded_5 : tensor<1x12x1x64xf32>) outs(%empty_12 : tensor<1x1x12x64xf32>) permutation = [0, 2, 1, 3] loc("attn.permute_3")
    %collapsed_5 = tensor.collapse_shape %transpose_3 [[0], [1], [2, 3]] : tensor<1x1x12x64xf32> into tensor<1x1x768xf32> loc("attn.view_3")
    %collapsed_6 = tensor.collapse_shape %collapsed_5 [[0], [1, 2]] : tensor<1x1x768xf32> into tensor<1x768xf32> loc("attn.c_proj")
    %empty_13 = tensor.empty() : tensor<1x768xf32> loc("attn.c_proj.bias")
    %bias_1 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%attn.c_proj.bias : tensor<768xf32>) outs(%empty_13 : tensor<1x768xf32>) {
    ^bb0(%in_13: f32, %out_6: f32):
      linalg.yield %in_13 : f32
    } -> tensor<1x768xf32> loc("attn.c_proj.bias")
    %matmul_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_6, %attn.c_proj.weight : tensor<1x768xf32>, tensor<768x768xf32>) outs(%bias_1 : tensor<1x768xf32>) -> tensor<1x768xf32> loc("attn.c_proj")
    %expanded_6 = tensor.expand_shape %matmul_1 [[0], [1, 2]] output_shape [1, 1, 768] : tensor<1x768xf32> into tensor<1x1x768xf32> loc("attn.c_proj")
    %empty_14 = tensor.empty() : tensor<1x1x768xf32> loc("add")
    %add = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel"]} ins(%hidden_states, %expanded_6 : tensor<1x1x768xf32>, tensor<1x1x768xf32>) outs(%empty_14 : tensor<1x1x768xf32>) {
    ^bb0(%in_14: f32, %in_15: f32, %out_7: f32):
      %v_14 = arith.addf %in_14, %in_15 : f32
      linalg.yield %v_14 : f32
    } -> tensor<1x1x768xf32> loc("add")
    %empty_15 = tensor.empty() : tensor<1x1xf32> loc("ln_2.mean")
    %cst_9 = arith.constant 0.000000000e+00 : f32 loc("ln_2.mean")
    %fill_4 = linalg.fill ins(%cst_9 : f32) outs(%empty_15 : tensor<1x1xf32>) -> tensor<1x1xf32> loc("ln_2.mean")
    %sum_1 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add : tensor<1x1x768xf32>) outs(%fill_4 : tensor<1x1xf32>) {
    ^bb0(%in_16: f32, %out_8: f32):
      %v_15 = arith.addf %out_8, %in_16 : f32
      linalg.yield %v_15 : f32
    } -> tensor<1x1xf32> loc("ln_2.mean")
    %empty_16 = tensor.empty() : tensor<1x1xf32> loc("ln_2.var")
    %cst_10 = arith.constant 0.000000000e+00 : f32 loc("ln_2.var")
    %fill_5 = linalg.fill ins(%cst_10 : f32) outs(%empty_16 : tensor<1x1xf32>) -> tensor<1x1xf32> loc("ln_2.var")
    %sumsq_1 = linalg.generic {indexing_maps = [#map0, #map1, #map1], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add, %sum_1 : tensor<1x1x768xf32>, tensor<1x1xf32>) outs(%fill_5 : tensor<1x1xf32>) {
    ^bb0(%in_17: f32, %in_18: f32, %out_9: f32):
      %cst_11 = arith.constant 1.302083333e-03 : f32
      %v_16 = arith.mulf %in_18, %cst_11 : f32
      %v_17 = arith.subf %in_17, %v_16 : f32
      %v_18 = arith.mulf %v_17, %v_17 : f32
      %v_19 = arith.addf %out_9, %v_18 : f32
      linalg.yield %v_19 : f32
    } -> tensor<1x1xf32> loc("ln_2.var")
    %empty_17 = tensor.empty() : tensor<1x1x768xf32> loc("ln_2")
    %ln_1 = linalg.generic {indexing_maps = [#map0, #map1, #map1, #map2, #map2, #map0], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add, %sum_1, %sumsq_1, %ln_2.weight, %ln_2.bias : tensor<1x1x768xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_17 : tensor<1x1x768xf32>) {
    ^bb0(%in_19: f32, %in_20: f32, %in_21: f32, %in_22: f32, %in_23: f32, %out_10: f32):
      %cst_12 = arith.constant 1.302083333e-03 : f32
      %v_20 = arith.mulf %in_20, %cst_12 : f32
      %cst_13 = arith.constant 1.302083333e-03 : f32
      %v_21 = arith.mulf %in_21, %cst_13 : f32
      %cst_14 = arith.constant 1.000000000e-05 : f32
      %v_22 = arith.addf %v_21, %cst_14 : f32
      %v_23 = math.rsqrt %v_22 : f32
      %v_24 = arith.subf %in_19, %v_20 : f32
      %v_25 = arith.mulf %v_24, %v_23 : f32
      %v_26 = arith.mulf %v_25, %in_22 : f32
      %v_27 = arith.addf %v_26, %in_23 : f32
      linalg.yield %v_27 : f32
    } -> tensor<1x1x768xf32> loc("ln_2")
    %collapsed_7 = tensor.collapse_shape %ln_1 [[0], [1, 2]] : tensor<1x1x768xf32> into tensor<1x768xf32> loc("mlp.c_fc")
    %empty_18 = tensor.empty() : tensor<1x3072xf32> loc("mlp.c_fc.bias")
    %bias_2 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%mlp.c_fc.bias : tensor<3072xf32>) outs(%empty_18 : tensor<1x3072xf32>) {
    ^bb0(%in_24: f32, %out_11: f32):
      linalg.yield %in_24 : f32
    } -> tensor<1x3072xf32> loc("mlp.c_fc.bias")
    %matmul_2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_7, %mlp.c_fc.weight : tensor<1x768xf32>, tensor<3072x768xf32>) outs(%bias_2 : tensor<1x3072xf32>) -> tensor<1x3072xf32> loc("mlp.c_fc")
    %expanded_7 = tensor.expand_shape %matmul_2 [[0], [1, 2]] output_shape [1, 1, 3072] : tensor<1x3072xf32> into tensor<1x1x3072xf32> loc("mlp.c_fc")
    %empty_19 = tensor.empty() : tensor<1x1x3072xf32> loc("mlp.act")
    %gelu = linalg.generic {indexing_maps = [#map0, #map0], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<1x1x3072xf32>) outs(%empty_19 : tensor<1x1x3072xf32>) {
    ^bb0(%in_25: f32, %out_12: f32):
      %v_28 = arith.mulf %in_25, %in_25 : f32
      %v_29 = arith.mulf %v_28, %in_25 : f32
      %cst_15 = arith.constant 4.471500000e-02 : f32
      %v_30 = arith.mulf %v_29, %cst_15 : f32
      %v_31 = arith.addf %in_25, %v_30 : f32
      %cst_16 = arith.constant 7.978845608e-01 : f32
      %v_32 = arith.mulf %v_31, %cst_16 : f32
      %v_33 = math.tanh %v_32 : f32
      %cst_17 = arith.constant 1.000000000e+00 : f32
      %v_34 = arith.addf %v_33, %cst_17 : f32
      %cst_18 = arith.constant 5.000000000e-01 : f32
      %v_35 = arith.mulf %in_25, %cst_18 : f32
      %v_36 = arith.mulf %v_35, %v_34 : f32
      linalg.yield %v_36 : f32
    } -> tensor<1x1x3072xf32> loc("mlp.act")
    %collapsed_8 = tensor.collapse_shape %gelu [[0], [1, 2]] : tensor<1x1x3072xf32> into tensor<1x3072xf32> loc("mlp.c_proj")
    %empty_20 = tensor.empty() : tensor<1x768xf32> loc("mlp.c_proj.bias")
    %bias_3 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%mlp.c_proj.bias : tensor<768xf32>) outs(%empty_20 : tensor<1x768xf32>) {
    ^bb0(%in_26: f32, %out_13: f32):
      linalg.yield %in_26 : f32
    } -> tensor<1x768xf32> loc("mlp.c_proj.bias")
    %matmul_3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_8, %mlp.c_proj.weight : tensor<1x3072xf32>, tensor<768x3072xf32>) outs(%bias_3 : tensor<1x768xf32>) -> tensor<1x768xf32> loc("mlp.c_proj")
    %expanded_8 = tensor.expand_shape %matmul_3 [[0], [1, 2]] output_shape [1, 1, 768] : tensor<1x768xf32> into tensor<1x1x768xf32> loc("mlp.c_proj")
    %empty_21 = tensor.empty() : tensor<1x1x768xf32> loc("add_1")
    %add_1 = linalg.generic {indexing_maps = [#map0, #map0, #map0], iterator_types = ["parallel", "parallel", "parallel"]} ins(%add, %expanded_8 : tensor<1x1x768xf32>, tensor<1x1x768xf32>) outs(%empty_21 : tensor<1x1x768xf32>) {
    ^bb0(%in_27: f32, %in_28: f32, %out_14: f32):
      %v_37 = arith.addf %in_27, %in_28 : f32
      linalg.yield %v_37 : f32
    } -> tensor<1x1x768xf32> loc("add_1")
    return %add_1, %concat, %concat_1 : tensor<1x1x768xf32>, tensor<1x12x513x64xf32>, tensor<1x12x513x64xf32>
  }
}
