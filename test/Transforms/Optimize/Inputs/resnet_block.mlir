// A ResNet basic block in NCHW, 1x8x16x16: conv 3x3 (pad 1) -> batch norm
// (inference form: (x - mean) * gamma * rsqrt(|var| + 1e-5) + beta, per
// channel) -> relu -> conv 3x3 -> batch norm -> + x -> relu.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @forward(%x: tensor<1x8x16x16xf32>, %w1: tensor<8x8x3x3xf32>,
                   %g1: tensor<8xf32>, %b1: tensor<8xf32>, %m1: tensor<8xf32>,
                   %v1: tensor<8xf32>, %w2: tensor<8x8x3x3xf32>,
                   %g2: tensor<8xf32>, %b2: tensor<8xf32>, %m2: tensor<8xf32>,
                   %v2: tensor<8xf32>) -> tensor<1x8x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x8x16x16xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %xp = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                  strides = dense<1> : tensor<2xi64>}
      ins(%xp, %w1 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>)
      outs(%f : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %n1 = linalg.generic {indexing_maps = [#nchw, #ch, #ch, #ch, #ch, #nchw],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c1, %g1, %b1, %m1, %v1 : tensor<1x8x16x16xf32>, tensor<8xf32>,
          tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
      outs(%e : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %g: f32, %b: f32, %m: f32, %v: f32, %o: f32):
    %eps = arith.constant 1.0e-5 : f32
    %va = math.absf %v : f32
    %ve = arith.addf %va, %eps : f32
    %r = math.rsqrt %ve : f32
    %d = arith.subf %a, %m : f32
    %t = arith.mulf %d, %g : f32
    %u = arith.mulf %t, %r : f32
    %w = arith.addf %u, %b : f32
    linalg.yield %w : f32
  } -> tensor<1x8x16x16xf32>
  %r1 = linalg.generic {indexing_maps = [#nchw, #nchw],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%n1 : tensor<1x8x16x16xf32>) outs(%e : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  %rp = tensor.pad %r1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x8x16x16xf32> to tensor<1x8x18x18xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>,
                                  strides = dense<1> : tensor<2xi64>}
      ins(%rp, %w2 : tensor<1x8x18x18xf32>, tensor<8x8x3x3xf32>)
      outs(%f : tensor<1x8x16x16xf32>) -> tensor<1x8x16x16xf32>
  %n2 = linalg.generic {indexing_maps = [#nchw, #ch, #ch, #ch, #ch, #nchw],
                        iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%c2, %g2, %b2, %m2, %v2 : tensor<1x8x16x16xf32>, tensor<8xf32>,
          tensor<8xf32>, tensor<8xf32>, tensor<8xf32>)
      outs(%e : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %g: f32, %b: f32, %m: f32, %v: f32, %o: f32):
    %eps = arith.constant 1.0e-5 : f32
    %va = math.absf %v : f32
    %ve = arith.addf %va, %eps : f32
    %r = math.rsqrt %ve : f32
    %d = arith.subf %a, %m : f32
    %t = arith.mulf %d, %g : f32
    %u = arith.mulf %t, %r : f32
    %w = arith.addf %u, %b : f32
    linalg.yield %w : f32
  } -> tensor<1x8x16x16xf32>
  %s = linalg.generic {indexing_maps = [#nchw, #nchw, #nchw],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%n2, %x : tensor<1x8x16x16xf32>, tensor<1x8x16x16xf32>)
      outs(%e : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    %m = arith.maximumf %t, %zero : f32
    linalg.yield %m : f32
  } -> tensor<1x8x16x16xf32>
  return %s : tensor<1x8x16x16xf32>
}
