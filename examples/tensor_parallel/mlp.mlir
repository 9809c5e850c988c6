// A Megatron-style tensor-parallel MLP block (Shoeybi et al., "Megatron-LM",
// 2019, section 3): Y = (X W1) W2 with W1 split by columns and W2 by rows
// over a 1-D grid of 8 GPUs. X is replicated; each device computes its
// column slice of X W1 and multiplies it by its row slice of W2, which gives
// a partial sum of Y: one all-reduce joins them. tokens = 2048, hidden =
// 8192, ffn = 4 x hidden, bf16 (the activation between the two GEMMs is
// left out: it does not change the communication).
//
//   roofline-opt --analyze --device=h100 examples/tensor_parallel/mlp.mlir
//
// runs sharding-propagation and shard-partition (the annotations below) and
// reports the per-device program. scripts/tp-mlp-table.py builds this file
// for 1, 2, 4 and 8 GPUs and 16 or 2048 tokens and writes the
// "Tensor-parallel MLP" section of docs/models.md.
shard.grid @tp(shape = 8)
func.func @mlp(%x: tensor<2048x8192xbf16>, %w1: tensor<8192x32768xbf16>,
               %w2: tensor<32768x8192xbf16>) -> tensor<2048x8192xbf16> {
  %replicated = shard.sharding @tp split_axes = [[]] : !shard.sharding
  %columns = shard.sharding @tp split_axes = [[], [0]] : !shard.sharding
  %rows = shard.sharding @tp split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %replicated : tensor<2048x8192xbf16>
  %w1s = shard.shard %w1 to %columns : tensor<8192x32768xbf16>
  %w2s = shard.shard %w2 to %rows : tensor<32768x8192xbf16>
  %zero = arith.constant 0.0 : bf16
  %e1 = tensor.empty() : tensor<2048x32768xbf16>
  %f1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<2048x32768xbf16>) -> tensor<2048x32768xbf16>
  %h = linalg.matmul ins(%xs, %w1s : tensor<2048x8192xbf16>, tensor<8192x32768xbf16>)
                     outs(%f1 : tensor<2048x32768xbf16>) -> tensor<2048x32768xbf16>
  %e2 = tensor.empty() : tensor<2048x8192xbf16>
  %f2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
  %y = linalg.matmul ins(%h, %w2s : tensor<2048x32768xbf16>, tensor<32768x8192xbf16>)
                     outs(%f2 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
  %ys = shard.shard %y to %replicated : tensor<2048x8192xbf16>
  return %ys : tensor<2048x8192xbf16>
}
