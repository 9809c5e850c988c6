// one BERT-base encoder layer, seq 128, hidden 768, 12 heads, imported by roofline.torch_import (torch.fx, torch 1.13.0a0)
//   python3 -m roofline.torch_import bert-base-layer --input-shape 1,128,768 -o examples/models/bert_base_layer.mlir
// inputs: 1x128x768; float element type auto; weights are function arguments;
// locations are PyTorch module paths.
#map0 = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @forward(%hidden_states: tensor<1x128x768xf32>, %attention.self.query.weight: tensor<768x768xf32> {roofline.weight}, %attention.self.query.bias: tensor<768xf32> {roofline.weight}, %attention.self.key.weight: tensor<768x768xf32> {roofline.weight}, %attention.self.key.bias: tensor<768xf32> {roofline.weight}, %attention.self.value.weight: tensor<768x768xf32> {roofline.weight}, %attention.self.value.bias: tensor<768xf32> {roofline.weight}, %attention.output.dense.weight: tensor<768x768xf32> {roofline.weight}, %attention.output.dense.bias: tensor<768xf32> {roofline.weight}, %attention.output.LayerNorm.weight: tensor<768xf32> {roofline.weight}, %attention.output.LayerNorm.bias: tensor<768xf32> {roofline.weight}, %intermediate.dense.weight: tensor<3072x768xf32> {roofline.weight}, %intermediate.dense.bias: tensor<3072xf32> {roofline.weight}, %output.dense.weight: tensor<768x3072xf32> {roofline.weight}, %output.dense.bias: tensor<768xf32> {roofline.weight}, %output.LayerNorm.weight: tensor<768xf32> {roofline.weight}, %output.LayerNorm.bias: tensor<768xf32> {roofline.weight}) -> tensor<1x128x768xf32> {
    %collapsed = tensor.collapse_shape %hidden_states [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("attention.self.query")
    %empty = tensor.empty() : tensor<128x768xf32> loc("attention.self.query.bias")
    %bias = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%attention.self.query.bias : tensor<768xf32>) outs(%empty : tensor<128x768xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<128x768xf32> loc("attention.self.query.bias")
    %matmul = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed, %attention.self.query.weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%bias : tensor<128x768xf32>) -> tensor<128x768xf32> loc("attention.self.query")
    %expanded = tensor.expand_shape %matmul [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("attention.self.query")
    %expanded_1 = tensor.expand_shape %expanded [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32> loc("attention.self.view")
    %empty_1 = tensor.empty() : tensor<1x12x128x64xf32> loc("attention.self.permute")
    %transpose = linalg.transpose ins(%expanded_1 : tensor<1x128x12x64xf32>) outs(%empty_1 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] loc("attention.self.permute")
    %collapsed_1 = tensor.collapse_shape %hidden_states [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("attention.self.key")
    %empty_2 = tensor.empty() : tensor<128x768xf32> loc("attention.self.key.bias")
    %bias_1 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%attention.self.key.bias : tensor<768xf32>) outs(%empty_2 : tensor<128x768xf32>) {
    ^bb0(%in_1: f32, %out_1: f32):
      linalg.yield %in_1 : f32
    } -> tensor<128x768xf32> loc("attention.self.key.bias")
    %matmul_1 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_1, %attention.self.key.weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%bias_1 : tensor<128x768xf32>) -> tensor<128x768xf32> loc("attention.self.key")
    %expanded_2 = tensor.expand_shape %matmul_1 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("attention.self.key")
    %expanded_3 = tensor.expand_shape %expanded_2 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32> loc("attention.self.view_1")
    %empty_3 = tensor.empty() : tensor<1x12x128x64xf32> loc("attention.self.permute_1")
    %transpose_1 = linalg.transpose ins(%expanded_3 : tensor<1x128x12x64xf32>) outs(%empty_3 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] loc("attention.self.permute_1")
    %collapsed_2 = tensor.collapse_shape %hidden_states [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("attention.self.value")
    %empty_4 = tensor.empty() : tensor<128x768xf32> loc("attention.self.value.bias")
    %bias_2 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%attention.self.value.bias : tensor<768xf32>) outs(%empty_4 : tensor<128x768xf32>) {
    ^bb0(%in_2: f32, %out_2: f32):
      linalg.yield %in_2 : f32
    } -> tensor<128x768xf32> loc("attention.self.value.bias")
    %matmul_2 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_2, %attention.self.value.weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%bias_2 : tensor<128x768xf32>) -> tensor<128x768xf32> loc("attention.self.value")
    %expanded_4 = tensor.expand_shape %matmul_2 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("attention.self.value")
    %expanded_5 = tensor.expand_shape %expanded_4 [[0], [1], [2, 3]] output_shape [1, 128, 12, 64] : tensor<1x128x768xf32> into tensor<1x128x12x64xf32> loc("attention.self.view_2")
    %empty_5 = tensor.empty() : tensor<1x12x128x64xf32> loc("attention.self.permute_2")
    %transpose_2 = linalg.transpose ins(%expanded_5 : tensor<1x128x12x64xf32>) outs(%empty_5 : tensor<1x12x128x64xf32>) permutation = [0, 2, 1, 3] loc("attention.self.permute_2")
    %collapsed_3 = tensor.collapse_shape %transpose [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32> loc("attention.self.matmul")
    %collapsed_4 = tensor.collapse_shape %transpose_1 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32> loc("attention.self.matmul")
    %empty_6 = tensor.empty() : tensor<12x128x128xf32> loc("attention.self.matmul.init")
    %cst = arith.constant 0.000000000e+00 : f32 loc("attention.self.matmul.init")
    %fill = linalg.fill ins(%cst : f32) outs(%empty_6 : tensor<12x128x128xf32>) -> tensor<12x128x128xf32> loc("attention.self.matmul.init")
    %bmm = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%collapsed_3, %collapsed_4 : tensor<12x128x64xf32>, tensor<12x128x64xf32>) outs(%fill : tensor<12x128x128xf32>) -> tensor<12x128x128xf32> loc("attention.self.matmul")
    %expanded_6 = tensor.expand_shape %bmm [[0, 1], [2], [3]] output_shape [1, 12, 128, 128] : tensor<12x128x128xf32> into tensor<1x12x128x128xf32> loc("attention.self.matmul")
    %empty_7 = tensor.empty() : tensor<1x12x128x128xf32> loc("attention.self.truediv")
    %div = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x12x128x128xf32>) outs(%empty_7 : tensor<1x12x128x128xf32>) {
    ^bb0(%in_3: f32, %out_3: f32):
      %cst_1 = arith.constant 8.000000000e+00 : f32
      %v = arith.divf %in_3, %cst_1 : f32
      linalg.yield %v : f32
    } -> tensor<1x12x128x128xf32> loc("attention.self.truediv")
    %empty_8 = tensor.empty() : tensor<1x12x128x128xf32> loc("attention.self.softmax")
    %softmax = linalg.softmax dimension(3) ins(%div : tensor<1x12x128x128xf32>) outs(%empty_8 : tensor<1x12x128x128xf32>) -> tensor<1x12x128x128xf32> loc("attention.self.softmax")
    %collapsed_5 = tensor.collapse_shape %softmax [[0, 1], [2], [3]] : tensor<1x12x128x128xf32> into tensor<12x128x128xf32> loc("attention.self.matmul_1")
    %collapsed_6 = tensor.collapse_shape %transpose_2 [[0, 1], [2], [3]] : tensor<1x12x128x64xf32> into tensor<12x128x64xf32> loc("attention.self.matmul_1")
    %empty_9 = tensor.empty() : tensor<12x128x64xf32> loc("attention.self.matmul_1.init")
    %cst_2 = arith.constant 0.000000000e+00 : f32 loc("attention.self.matmul_1.init")
    %fill_1 = linalg.fill ins(%cst_2 : f32) outs(%empty_9 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32> loc("attention.self.matmul_1.init")
    %bmm_1 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<12x128x128xf32>, tensor<12x128x64xf32>) outs(%fill_1 : tensor<12x128x64xf32>) -> tensor<12x128x64xf32> loc("attention.self.matmul_1")
    %expanded_7 = tensor.expand_shape %bmm_1 [[0, 1], [2], [3]] output_shape [1, 12, 128, 64] : tensor<12x128x64xf32> into tensor<1x12x128x64xf32> loc("attention.self.matmul_1")
    %empty_10 = tensor.empty() : tensor<1x128x12x64xf32> loc("attention.self.permute_3")
    %transpose_3 = linalg.transpose ins(%expanded_7 : tensor<1x12x128x64xf32>) outs(%empty_10 : tensor<1x128x12x64xf32>) permutation = [0, 2, 1, 3] loc("attention.self.permute_3")
    %collapsed_7 = tensor.collapse_shape %transpose_3 [[0], [1], [2, 3]] : tensor<1x128x12x64xf32> into tensor<1x128x768xf32> loc("attention.self.view_3")
    %collapsed_8 = tensor.collapse_shape %collapsed_7 [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("attention.output.dense")
    %empty_11 = tensor.empty() : tensor<128x768xf32> loc("attention.output.dense.bias")
    %bias_3 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%attention.output.dense.bias : tensor<768xf32>) outs(%empty_11 : tensor<128x768xf32>) {
    ^bb0(%in_4: f32, %out_4: f32):
      linalg.yield %in_4 : f32
    } -> tensor<128x768xf32> loc("attention.output.dense.bias")
    %matmul_3 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_8, %attention.output.dense.weight : tensor<128x768xf32>, tensor<768x768xf32>) outs(%bias_3 : tensor<128x768xf32>) -> tensor<128x768xf32> loc("attention.output.dense")
    %expanded_8 = tensor.expand_shape %matmul_3 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("attention.output.dense")
    %empty_12 = tensor.empty() : tensor<1x128x768xf32> loc("attention.output.add")
    %add = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %hidden_states : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%empty_12 : tensor<1x128x768xf32>) {
    ^bb0(%in_5: f32, %in_6: f32, %out_5: f32):
      %v_1 = arith.addf %in_5, %in_6 : f32
      linalg.yield %v_1 : f32
    } -> tensor<1x128x768xf32> loc("attention.output.add")
    %empty_13 = tensor.empty() : tensor<1x128xf32> loc("attention.output.LayerNorm.mean")
    %cst_3 = arith.constant 0.000000000e+00 : f32 loc("attention.output.LayerNorm.mean")
    %fill_2 = linalg.fill ins(%cst_3 : f32) outs(%empty_13 : tensor<1x128xf32>) -> tensor<1x128xf32> loc("attention.output.LayerNorm.mean")
    %sum = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%add : tensor<1x128x768xf32>) outs(%fill_2 : tensor<1x128xf32>) {
    ^bb0(%in_7: f32, %out_6: f32):
      %v_2 = arith.addf %out_6, %in_7 : f32
      linalg.yield %v_2 : f32
    } -> tensor<1x128xf32> loc("attention.output.LayerNorm.mean")
    %empty_14 = tensor.empty() : tensor<1x128xf32> loc("attention.output.LayerNorm.var")
    %cst_4 = arith.constant 0.000000000e+00 : f32 loc("attention.output.LayerNorm.var")
    %fill_3 = linalg.fill ins(%cst_4 : f32) outs(%empty_14 : tensor<1x128xf32>) -> tensor<1x128xf32> loc("attention.output.LayerNorm.var")
    %sumsq = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#1"} ins(%add, %sum : tensor<1x128x768xf32>, tensor<1x128xf32>) outs(%fill_3 : tensor<1x128xf32>) {
    ^bb0(%in_8: f32, %in_9: f32, %out_7: f32):
      %cst_5 = arith.constant 1.302083333e-03 : f32
      %v_3 = arith.mulf %in_9, %cst_5 : f32
      %v_4 = arith.subf %in_8, %v_3 : f32
      %v_5 = arith.mulf %v_4, %v_4 : f32
      %v_6 = arith.addf %out_7, %v_5 : f32
      linalg.yield %v_6 : f32
    } -> tensor<1x128xf32> loc("attention.output.LayerNorm.var")
    %empty_15 = tensor.empty() : tensor<1x128x768xf32> loc("attention.output.LayerNorm")
    %ln = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map5, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#1"} ins(%add, %sum, %sumsq, %attention.output.LayerNorm.weight, %attention.output.LayerNorm.bias : tensor<1x128x768xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_15 : tensor<1x128x768xf32>) {
    ^bb0(%in_10: f32, %in_11: f32, %in_12: f32, %in_13: f32, %in_14: f32, %out_8: f32):
      %cst_6 = arith.constant 1.302083333e-03 : f32
      %v_7 = arith.mulf %in_11, %cst_6 : f32
      %cst_7 = arith.constant 1.302083333e-03 : f32
      %v_8 = arith.mulf %in_12, %cst_7 : f32
      %cst_8 = arith.constant 1.000000000e-12 : f32
      %v_9 = arith.addf %v_8, %cst_8 : f32
      %v_10 = math.rsqrt %v_9 : f32
      %v_11 = arith.subf %in_10, %v_7 : f32
      %v_12 = arith.mulf %v_11, %v_10 : f32
      %v_13 = arith.mulf %v_12, %in_13 : f32
      %v_14 = arith.addf %v_13, %in_14 : f32
      linalg.yield %v_14 : f32
    } -> tensor<1x128x768xf32> loc("attention.output.LayerNorm")
    %collapsed_9 = tensor.collapse_shape %ln [[0, 1], [2]] : tensor<1x128x768xf32> into tensor<128x768xf32> loc("intermediate.dense")
    %empty_16 = tensor.empty() : tensor<128x3072xf32> loc("intermediate.dense.bias")
    %bias_4 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%intermediate.dense.bias : tensor<3072xf32>) outs(%empty_16 : tensor<128x3072xf32>) {
    ^bb0(%in_15: f32, %out_9: f32):
      linalg.yield %in_15 : f32
    } -> tensor<128x3072xf32> loc("intermediate.dense.bias")
    %matmul_4 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_9, %intermediate.dense.weight : tensor<128x768xf32>, tensor<3072x768xf32>) outs(%bias_4 : tensor<128x3072xf32>) -> tensor<128x3072xf32> loc("intermediate.dense")
    %expanded_9 = tensor.expand_shape %matmul_4 [[0, 1], [2]] output_shape [1, 128, 3072] : tensor<128x3072xf32> into tensor<1x128x3072xf32> loc("intermediate.dense")
    %empty_17 = tensor.empty() : tensor<1x128x3072xf32> loc("intermediate.intermediate_act_fn")
    %gelu = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x128x3072xf32>) outs(%empty_17 : tensor<1x128x3072xf32>) {
    ^bb0(%in_16: f32, %out_10: f32):
      %cst_9 = arith.constant 7.071067812e-01 : f32
      %v_15 = arith.mulf %in_16, %cst_9 : f32
      %v_16 = math.erf %v_15 : f32
      %cst_10 = arith.constant 1.000000000e+00 : f32
      %v_17 = arith.addf %v_16, %cst_10 : f32
      %cst_11 = arith.constant 5.000000000e-01 : f32
      %v_18 = arith.mulf %in_16, %cst_11 : f32
      %v_19 = arith.mulf %v_18, %v_17 : f32
      linalg.yield %v_19 : f32
    } -> tensor<1x128x3072xf32> loc("intermediate.intermediate_act_fn")
    %collapsed_10 = tensor.collapse_shape %gelu [[0, 1], [2]] : tensor<1x128x3072xf32> into tensor<128x3072xf32> loc("output.dense")
    %empty_18 = tensor.empty() : tensor<128x768xf32> loc("output.dense.bias")
    %bias_5 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel"]} ins(%output.dense.bias : tensor<768xf32>) outs(%empty_18 : tensor<128x768xf32>) {
    ^bb0(%in_17: f32, %out_11: f32):
      linalg.yield %in_17 : f32
    } -> tensor<128x768xf32> loc("output.dense.bias")
    %matmul_5 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%collapsed_10, %output.dense.weight : tensor<128x3072xf32>, tensor<768x3072xf32>) outs(%bias_5 : tensor<128x768xf32>) -> tensor<128x768xf32> loc("output.dense")
    %expanded_10 = tensor.expand_shape %matmul_5 [[0, 1], [2]] output_shape [1, 128, 768] : tensor<128x768xf32> into tensor<1x128x768xf32> loc("output.dense")
    %empty_19 = tensor.empty() : tensor<1x128x768xf32> loc("output.add")
    %add_1 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_10, %ln : tensor<1x128x768xf32>, tensor<1x128x768xf32>) outs(%empty_19 : tensor<1x128x768xf32>) {
    ^bb0(%in_18: f32, %in_19: f32, %out_12: f32):
      %v_20 = arith.addf %in_18, %in_19 : f32
      linalg.yield %v_20 : f32
    } -> tensor<1x128x768xf32> loc("output.add")
    %empty_20 = tensor.empty() : tensor<1x128xf32> loc("output.LayerNorm.mean")
    %cst_12 = arith.constant 0.000000000e+00 : f32 loc("output.LayerNorm.mean")
    %fill_4 = linalg.fill ins(%cst_12 : f32) outs(%empty_20 : tensor<1x128xf32>) -> tensor<1x128xf32> loc("output.LayerNorm.mean")
    %sum_1 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add_1 : tensor<1x128x768xf32>) outs(%fill_4 : tensor<1x128xf32>) {
    ^bb0(%in_20: f32, %out_13: f32):
      %v_21 = arith.addf %out_13, %in_20 : f32
      linalg.yield %v_21 : f32
    } -> tensor<1x128xf32> loc("output.LayerNorm.mean")
    %empty_21 = tensor.empty() : tensor<1x128xf32> loc("output.LayerNorm.var")
    %cst_13 = arith.constant 0.000000000e+00 : f32 loc("output.LayerNorm.var")
    %fill_5 = linalg.fill ins(%cst_13 : f32) outs(%empty_21 : tensor<1x128xf32>) -> tensor<1x128xf32> loc("output.LayerNorm.var")
    %sumsq_1 = linalg.generic {indexing_maps = [#map3, #map4, #map4], iterator_types = ["parallel", "parallel", "reduction"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add_1, %sum_1 : tensor<1x128x768xf32>, tensor<1x128xf32>) outs(%fill_5 : tensor<1x128xf32>) {
    ^bb0(%in_21: f32, %in_22: f32, %out_14: f32):
      %cst_14 = arith.constant 1.302083333e-03 : f32
      %v_22 = arith.mulf %in_22, %cst_14 : f32
      %v_23 = arith.subf %in_21, %v_22 : f32
      %v_24 = arith.mulf %v_23, %v_23 : f32
      %v_25 = arith.addf %out_14, %v_24 : f32
      linalg.yield %v_25 : f32
    } -> tensor<1x128xf32> loc("output.LayerNorm.var")
    %empty_22 = tensor.empty() : tensor<1x128x768xf32> loc("output.LayerNorm")
    %ln_1 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map5, #map5, #map3], iterator_types = ["parallel", "parallel", "parallel"], roofline.framework_kernel = "native_layer_norm#2"} ins(%add_1, %sum_1, %sumsq_1, %output.LayerNorm.weight, %output.LayerNorm.bias : tensor<1x128x768xf32>, tensor<1x128xf32>, tensor<1x128xf32>, tensor<768xf32>, tensor<768xf32>) outs(%empty_22 : tensor<1x128x768xf32>) {
    ^bb0(%in_23: f32, %in_24: f32, %in_25: f32, %in_26: f32, %in_27: f32, %out_15: f32):
      %cst_15 = arith.constant 1.302083333e-03 : f32
      %v_26 = arith.mulf %in_24, %cst_15 : f32
      %cst_16 = arith.constant 1.302083333e-03 : f32
      %v_27 = arith.mulf %in_25, %cst_16 : f32
      %cst_17 = arith.constant 1.000000000e-12 : f32
      %v_28 = arith.addf %v_27, %cst_17 : f32
      %v_29 = math.rsqrt %v_28 : f32
      %v_30 = arith.subf %in_23, %v_26 : f32
      %v_31 = arith.mulf %v_30, %v_29 : f32
      %v_32 = arith.mulf %v_31, %in_26 : f32
      %v_33 = arith.addf %v_32, %in_27 : f32
      linalg.yield %v_33 : f32
    } -> tensor<1x128x768xf32> loc("output.LayerNorm")
    return %ln_1 : tensor<1x128x768xf32>
  }
}
