// The bundled input of examples/downstream-compiler: a transformer MLP's first
// projection with its elementwise epilogue (2048 tokens, hidden 1024 -> 4096,
// f32), and one decode-time matrix-vector product. Named locations stand for
// the framework's module names, as an importer would set them.
//
//   fc1 = x @ w1 + b1; relu; layer scale (per-channel gamma); residual add
//   proj = W @ h (a decode step: one token)

#rows = affine_map<(i, j) -> (i, j)>
#cols = affine_map<(i, j) -> (j)>

module {
  func.func @mlp_fc1(%x: tensor<2048x1024xf32>, %w1: tensor<1024x4096xf32>,
                     %b1: tensor<4096xf32>, %gamma: tensor<4096xf32>,
                     %res: tensor<2048x4096xf32>) -> tensor<2048x4096xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<2048x4096xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2048x4096xf32>) -> tensor<2048x4096xf32> loc("mlp.fc1.init")
    %mm = linalg.matmul ins(%x, %w1 : tensor<2048x1024xf32>, tensor<1024x4096xf32>)
                        outs(%init : tensor<2048x4096xf32>) -> tensor<2048x4096xf32> loc("mlp.fc1")
    %bias = linalg.generic {indexing_maps = [#rows, #cols, #rows], iterator_types = ["parallel", "parallel"]}
        ins(%mm, %b1 : tensor<2048x4096xf32>, tensor<4096xf32>) outs(%e : tensor<2048x4096xf32>) {
    ^bb0(%v: f32, %b: f32, %o: f32):
      %a = arith.addf %v, %b : f32
      linalg.yield %a : f32
    } -> tensor<2048x4096xf32> loc("mlp.fc1.bias")
    %relu = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
        ins(%bias : tensor<2048x4096xf32>) outs(%e : tensor<2048x4096xf32>) {
    ^bb0(%v: f32, %o: f32):
      %m = arith.maximumf %v, %zero : f32
      linalg.yield %m : f32
    } -> tensor<2048x4096xf32> loc("mlp.relu")
    %scaled = linalg.generic {indexing_maps = [#rows, #cols, #rows], iterator_types = ["parallel", "parallel"]}
        ins(%relu, %gamma : tensor<2048x4096xf32>, tensor<4096xf32>) outs(%e : tensor<2048x4096xf32>) {
    ^bb0(%v: f32, %g: f32, %o: f32):
      %m = arith.mulf %v, %g : f32
      linalg.yield %m : f32
    } -> tensor<2048x4096xf32> loc("mlp.layer_scale")
    %out = linalg.generic {indexing_maps = [#rows, #rows, #rows], iterator_types = ["parallel", "parallel"]}
        ins(%scaled, %res : tensor<2048x4096xf32>, tensor<2048x4096xf32>) outs(%e : tensor<2048x4096xf32>) {
    ^bb0(%v: f32, %r: f32, %o: f32):
      %a = arith.addf %v, %r : f32
      linalg.yield %a : f32
    } -> tensor<2048x4096xf32> loc("mlp.residual")
    return %out : tensor<2048x4096xf32>
  }

  func.func @decode_step(%w: tensor<4096x1024xf32>, %h: tensor<1024xf32>) -> tensor<4096xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4096xf32>
    %init = linalg.fill ins(%zero : f32) outs(%e : tensor<4096xf32>) -> tensor<4096xf32> loc("decode.proj.init")
    %y = linalg.matvec ins(%w, %h : tensor<4096x1024xf32>, tensor<1024xf32>)
                       outs(%init : tensor<4096xf32>) -> tensor<4096xf32> loc("decode.proj")
    return %y : tensor<4096xf32>
  }
}
