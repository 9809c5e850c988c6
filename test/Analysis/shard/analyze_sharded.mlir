// roofline-opt --analyze on a program with sharding annotations partitions
// it first (upstream sharding-propagation + shard-partition): the column
// then row split of W1 and W2 over 4 devices leaves one all-reduce of the
// 64x1024xf32 partial sums, and the per-device matmuls of 64x1024x1024.
// All-reduce on h100-sxm5-80gb: S = 64 x 1024 x 4 = 262144 B, ring over
// p = 4: 2 x 3/4 x S = 393216 B / 450e9 = 0.873813 us, 2(p-1) = 6 steps x
// 0.47 us = 2.82 us, + 3 us launch = 6.693813 us ("6.69 us"), above the
// DRAM time of its 524288 B (0.157 us): interconnect-bound.
// Its bound is interconnect-bound; its predicted time is the attained
// transfer, 3.88 us (link-limited): the H100's 5.05 us start-up is a tiled
// GEMM's (docs/model.md 6), a collective takes the 1 us streaming floor.
// RUN: roofline-opt --analyze --device=h100 --pass-options='columns=0 shapes=true' %s | FileCheck %s
// CHECK: top ops by predicted time:
// CHECK: shard.all_reduce at {{.*}} (link-limited)
// CHECK: linalg.matmul {{.*}} tensor<64x1024xf32>, tensor<1024x1024xf32>
// CHECK: shard.all_reduce {{.*}} 524 KB {{.*}} link 3.88 us 6.69 us interconnect

shard.grid @grid(shape = 4)
func.func @mlp(%x: tensor<64x1024xf32>, %w1: tensor<1024x4096xf32>, %w2: tensor<4096x1024xf32>) -> tensor<64x1024xf32> {
  %rep = shard.sharding @grid split_axes = [[]] : !shard.sharding
  %col = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %row = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %xs = shard.shard %x to %rep : tensor<64x1024xf32>
  %w1s = shard.shard %w1 to %col : tensor<1024x4096xf32>
  %w2s = shard.shard %w2 to %row : tensor<4096x1024xf32>
  %c0 = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64x4096xf32>
  %f1 = linalg.fill ins(%c0 : f32) outs(%e1 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  %h = linalg.matmul ins(%xs, %w1s : tensor<64x1024xf32>, tensor<1024x4096xf32>) outs(%f1 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
  %e2 = tensor.empty() : tensor<64x1024xf32>
  %f2 = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %y = linalg.matmul ins(%h, %w2s : tensor<64x4096xf32>, tensor<4096x1024xf32>) outs(%f2 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
  %ys = shard.shard %y to %rep : tensor<64x1024xf32>
  return %ys : tensor<64x1024xf32>
}
