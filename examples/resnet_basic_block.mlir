// ResNet-18's first basic block (layer1.0) in inference, batch 1, NHWC, f32,
// as linalg on tensors: conv3x3 -> batch norm (folded to scale and shift) ->
// relu -> conv3x3 -> batch norm -> residual add -> relu.
// Locations name the PyTorch module of each op, so reports speak its language.
//
//   roofline-opt --analyze examples/resnet_basic_block.mlir [--device=h100]

#nhwc = affine_map<(n, h, w, c) -> (n, h, w, c)>
#chan = affine_map<(n, h, w, c) -> (c)>

module {
  func.func @basic_block(%x: tensor<1x56x56x64xf32>,
                         %w1: tensor<3x3x64x64xf32>, %s1: tensor<64xf32>, %b1: tensor<64xf32>,
                         %w2: tensor<3x3x64x64xf32>, %s2: tensor<64xf32>, %b2: tensor<64xf32>)
      -> tensor<1x56x56x64xf32> {
    %zero = arith.constant 0.0 : f32
    %init = tensor.empty() : tensor<1x56x56x64xf32>
    %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> loc("layer1.0.conv1.init")

    // conv1: pad 1, 3x3, stride 1.
    %xp = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32> loc("layer1.0.conv1.pad")
    %c1 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%xp, %w1 : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>)
      outs(%acc : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> loc("layer1.0.conv1")
    // bn1 (inference): y = x * scale + shift, then relu.
    %n1 = linalg.generic {indexing_maps = [#nhwc, #chan, #chan, #nhwc],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %s1, %b1 : tensor<1x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>)
      outs(%init : tensor<1x56x56x64xf32>) {
    ^bb0(%v: f32, %s: f32, %b: f32, %o: f32):
      %m = arith.mulf %v, %s : f32
      %a = arith.addf %m, %b : f32
      linalg.yield %a : f32
    } -> tensor<1x56x56x64xf32> loc("layer1.0.bn1")
    %r1 = linalg.generic {indexing_maps = [#nhwc, #nhwc],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%n1 : tensor<1x56x56x64xf32>) outs(%init : tensor<1x56x56x64xf32>) {
    ^bb0(%v: f32, %o: f32):
      %m = arith.maximumf %v, %zero : f32
      linalg.yield %m : f32
    } -> tensor<1x56x56x64xf32> loc("layer1.0.relu")

    // conv2.
    %rp = tensor.pad %r1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%i: index, %j: index, %k: index, %l: index):
      tensor.yield %zero : f32
    } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32> loc("layer1.0.conv2.pad")
    %c2 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%rp, %w2 : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>)
      outs(%acc : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> loc("layer1.0.conv2")
    %n2 = linalg.generic {indexing_maps = [#nhwc, #chan, #chan, #nhwc],
                          iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %s2, %b2 : tensor<1x56x56x64xf32>, tensor<64xf32>, tensor<64xf32>)
      outs(%init : tensor<1x56x56x64xf32>) {
    ^bb0(%v: f32, %s: f32, %b: f32, %o: f32):
      %m = arith.mulf %v, %s : f32
      %a = arith.addf %m, %b : f32
      linalg.yield %a : f32
    } -> tensor<1x56x56x64xf32> loc("layer1.0.bn2")

    // Residual add and the block's relu.
    %out = linalg.generic {indexing_maps = [#nhwc, #nhwc, #nhwc],
                           iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%n2, %x : tensor<1x56x56x64xf32>, tensor<1x56x56x64xf32>)
      outs(%init : tensor<1x56x56x64xf32>) {
    ^bb0(%v: f32, %id: f32, %o: f32):
      %a = arith.addf %v, %id : f32
      %m = arith.maximumf %a, %zero : f32
      linalg.yield %m : f32
    } -> tensor<1x56x56x64xf32> loc("layer1.0.add_relu")
    return %out : tensor<1x56x56x64xf32>
  }
}
