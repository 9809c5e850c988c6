// Ops on several compute classes (BF16, FP16 and INT8 tensor cores, FP32),
// a transcendental-only generic (0 FLOPs: not plotted), two functions, an
// unmodeled op, and locations that need escaping.
#id = affine_map<(i, j) -> (i, j)>
func.func @mixed(%a: tensor<2048x2048xbf16>, %b: tensor<2048x2048xbf16>, %c: tensor<2048x2048xf32>,
                 %qa: tensor<1024x1024xi8>, %qb: tensor<1024x1024xi8>, %qc: tensor<1024x1024xi32>,
                 %ha: tensor<64x4096xf16>, %hb: tensor<4096x4096xf16>, %hc: tensor<64x4096xf16>,
                 %x: tensor<1024x1024xf32>) -> (tensor<2048x2048xf32>, tensor<1024x1024xi32>, tensor<64x4096xf16>, tensor<1024x1024xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32> loc("attn <q&k> \"proj\"")
  %1 = linalg.matmul ins(%qa, %qb : tensor<1024x1024xi8>, tensor<1024x1024xi8>) outs(%qc : tensor<1024x1024xi32>) -> tensor<1024x1024xi32> loc("int8_gemm")
  %2 = linalg.matmul ins(%ha, %hb : tensor<64x4096xf16>, tensor<4096x4096xf16>) outs(%hc : tensor<64x4096xf16>) -> tensor<64x4096xf16> loc("decode_gemv'ish")
  %e = tensor.empty() : tensor<1024x1024xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    %u = math.exp %t : f32
    %w = math.erf %u : f32
    linalg.yield %w : f32
  } -> tensor<1024x1024xf32> loc("gelu-ish")
  return %0, %1, %2, %3 : tensor<2048x2048xf32>, tensor<1024x1024xi32>, tensor<64x4096xf16>, tensor<1024x1024xf32>
}
func.func @second(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %e = tensor.empty() : tensor<1024x1024xf32>
  %3 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%v: f32, %o: f32):
    %u = arith.addf %v, %v : f32
    linalg.yield %u : f32
  } -> tensor<1024x1024xf32>
  %4 = tosa.custom %x {domain_name = "roofline_test", implementation_attrs = "", operator_name = "opaque"} : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %3 : tensor<1024x1024xf32>
}
