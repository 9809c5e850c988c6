// Collectives at the edges of their model (issue 34, item 8), on
// h100-sxm5-80gb (docs/model.md 7; test/Analysis/shard/collectives.mlir
// derives the ordinary cases): nvlink4 450 GB/s inside a node of 8 GPUs,
// 8 NICs of 50 GB/s (50 GB/s per GPU across nodes), 0.47 us per step,
// launch 3 us.
//
// RUN: roofline-opt --analyze --json --no-hierarchy --device=h100-sxm5-80gb %s 2>&1 | FileCheck %s

// A group of 65536 x 65536 = 2^32 devices was costed as a ring of
// 2(2^32 - 1) steps: 4037 s for one all_reduce. It is more ranks than one
// NCCL communicator holds (`int nranks`), whose algorithms the model's
// times are: unmodeled, with the reason.
// CHECK: remark: roofline: unmodeled: 1 shard.all_reduce op not costed: a group of 4294967296 devices (grid @huge) is more than the 2147483647 ranks an NCCL communicator holds
shard.grid @huge(shape = 65536x65536)
// At the bound, 2^31 - 1 devices: still costed, a ring over the network:
//   steps 2 x 2147483646 x 0.47e-6 = 2018.6346 s; bytes per device
//   2(p-1)/p x 4194304 = 8388608 B (less 4e-3 B) / 50e9 = 167.8 us:
//   2018.6348 s (+ 3 us launch).
shard.grid @max(shape = 2147483647)
shard.grid @g(shape = 8)

// CHECK: "op": "shard.all_reduce",
// CHECK:       "binding": "interconnect",
// CHECK:       "time_s": 2018.634{{[0-9]+}},
// A message of 0 bytes sends nothing: it was costed 2 x 7 steps of latency
// (6.58 us) + launch, 9.58 us bound by "interconnect"; now nothing binds
// and it costs 0 (no DRAM byte, no step, no launch).
// CHECK: "op": "shard.all_reduce",
// CHECK:       "bytes": 0,
// CHECK:       "bound": "none",
// CHECK:       "binding": "none",
// CHECK:       "time_s": 0,
// CHECK:       "collective": {
// CHECK:         "steps": 0,
// CHECK:         "interconnect_time_s": 0,
func.func @edges(%full: tensor<1024x1024xf32>, %empty: tensor<0x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<0x1024xf32>) {
  %0 = shard.all_reduce %full on @huge grid_axes = [0, 1] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %1 = shard.all_reduce %full on @max grid_axes = [0] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  %2 = shard.all_reduce %empty on @g grid_axes = [0] : tensor<0x1024xf32> -> tensor<0x1024xf32>
  return %0, %1, %2 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<0x1024xf32>
}
