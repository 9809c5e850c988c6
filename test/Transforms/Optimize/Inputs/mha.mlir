// Multi-head self-attention: sequence 64, model width 128, 4 heads of 32.
// q, k, v projections; scores = q k^T / sqrt(32); softmax over keys (max,
// exp, sum, divide as generics); context = p v; output projection; residual.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @forward(%x: tensor<64x128xf32>, %wq: tensor<128x128xf32>,
                   %wk: tensor<128x128xf32>, %wv: tensor<128x128xf32>,
                   %wo: tensor<128x128xf32>) -> tensor<64x128xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e2 = tensor.empty() : tensor<64x128xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %q = linalg.matmul ins(%x, %wq : tensor<64x128xf32>, tensor<128x128xf32>)
                     outs(%f2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %k = linalg.matmul ins(%x, %wk : tensor<64x128xf32>, tensor<128x128xf32>)
                     outs(%f2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %v = linalg.matmul ins(%x, %wv : tensor<64x128xf32>, tensor<128x128xf32>)
                     outs(%f2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %q3 = tensor.expand_shape %q [[0], [1, 2]] output_shape [64, 4, 32]
      : tensor<64x128xf32> into tensor<64x4x32xf32>
  %k3 = tensor.expand_shape %k [[0], [1, 2]] output_shape [64, 4, 32]
      : tensor<64x128xf32> into tensor<64x4x32xf32>
  %v3 = tensor.expand_shape %v [[0], [1, 2]] output_shape [64, 4, 32]
      : tensor<64x128xf32> into tensor<64x4x32xf32>
  %eh = tensor.empty() : tensor<4x64x32xf32>
  %ekt = tensor.empty() : tensor<4x32x64xf32>
  %qh = linalg.transpose ins(%q3 : tensor<64x4x32xf32>)
                         outs(%eh : tensor<4x64x32xf32>) permutation = [1, 0, 2]
  %kt = linalg.transpose ins(%k3 : tensor<64x4x32xf32>)
                         outs(%ekt : tensor<4x32x64xf32>) permutation = [1, 2, 0]
  %vh = linalg.transpose ins(%v3 : tensor<64x4x32xf32>)
                         outs(%eh : tensor<4x64x32xf32>) permutation = [1, 0, 2]
  %es = tensor.empty() : tensor<4x64x64xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %s = linalg.batch_matmul ins(%qh, %kt : tensor<4x64x32xf32>, tensor<4x32x64xf32>)
                           outs(%fs : tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
  %sc = linalg.generic {indexing_maps = [#id3, #id3],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<4x64x64xf32>) outs(%es : tensor<4x64x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c = arith.constant 0.17677669 : f32
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<4x64x64xf32>
  %er = tensor.empty() : tensor<4x64xf32>
  %fmax = linalg.fill ins(%ninf : f32) outs(%er : tensor<4x64xf32>) -> tensor<4x64xf32>
  %mx = linalg.generic {indexing_maps = [#id3, #red3],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%sc : tensor<4x64x64xf32>) outs(%fmax : tensor<4x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.maximumf %a, %o : f32
    linalg.yield %m : f32
  } -> tensor<4x64xf32>
  %ex = linalg.generic {indexing_maps = [#id3, #red3, #id3],
                        iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%sc, %mx : tensor<4x64x64xf32>, tensor<4x64xf32>)
      outs(%es : tensor<4x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %x1 = math.exp %d : f32
    linalg.yield %x1 : f32
  } -> tensor<4x64x64xf32>
  %fsum = linalg.fill ins(%zero : f32) outs(%er : tensor<4x64xf32>) -> tensor<4x64xf32>
  %sm = linalg.generic {indexing_maps = [#id3, #red3],
                        iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ex : tensor<4x64x64xf32>) outs(%fsum : tensor<4x64xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s1 = arith.addf %a, %o : f32
    linalg.yield %s1 : f32
  } -> tensor<4x64xf32>
  %p = linalg.generic {indexing_maps = [#id3, #red3, #id3],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ex, %sm : tensor<4x64x64xf32>, tensor<4x64xf32>)
      outs(%es : tensor<4x64x64xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<4x64x64xf32>
  %fc = linalg.fill ins(%zero : f32) outs(%eh : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  %ctx = linalg.batch_matmul ins(%p, %vh : tensor<4x64x64xf32>, tensor<4x64x32xf32>)
                             outs(%fc : tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
  %et = tensor.empty() : tensor<64x4x32xf32>
  %ct = linalg.transpose ins(%ctx : tensor<4x64x32xf32>)
                         outs(%et : tensor<64x4x32xf32>) permutation = [1, 0, 2]
  %c2 = tensor.collapse_shape %ct [[0], [1, 2]]
      : tensor<64x4x32xf32> into tensor<64x128xf32>
  %o = linalg.matmul ins(%c2, %wo : tensor<64x128xf32>, tensor<128x128xf32>)
                     outs(%f2 : tensor<64x128xf32>) -> tensor<64x128xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%o, %x : tensor<64x128xf32>, tensor<64x128xf32>)
      outs(%e2 : tensor<64x128xf32>) {
  ^bb0(%a: f32, %b: f32, %o2: f32):
    %s1 = arith.addf %a, %b : f32
    linalg.yield %s1 : f32
  } -> tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
