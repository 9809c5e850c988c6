// Every shard collective costed on h100-sxm5-80gb (docs/model.md,
// "Collectives"). Device: DRAM 3350 GB/s, launch 3 us; interconnect
// nvlink4 at 450 GB/s per direction (NVSwitch, 8 GPUs per node), 8 NICs of
// 50 GB/s, 0.47 us per step. A collective's time is
//   max(DRAM bytes / 3.35e12, steps x 0.47e-6 + bytes per device / bw) + 3e-6
// with DRAM bytes its input read once and its result written once, and the
// bytes per device and steps of the ring or direct algorithm (p = 8 here):
//   F = 1024x1024xf32 = 4194304 B, P = 128x1024xf32 = 524288 B.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100-sxm5-80gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

shard.grid @g(shape = 8)
func.func @collectives(%full: tensor<1024x1024xf32>, %part: tensor<128x1024xf32>) {
  // all_reduce, ring: 2(p-1)/p x F = 14/8 x 4194304 = 7340032 B, 2(p-1) = 14
  // steps: 14 x 0.47e-6 + 7340032 / 450e9 = 6.58e-6 + 16.31118e-6
  // = 22.89118e-6 (DRAM: 8388608 / 3.35e12 = 2.504e-6); + 3e-6 = 25.89118e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=2.589118e-05}}
  %0 = shard.all_reduce %full on @g grid_axes = [0] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  // all_gather, ring: S = the result, F; (p-1)/p x F = 3670016 B, p-1 = 7
  // steps: 7 x 0.47e-6 + 3670016 / 450e9 = 3.29e-6 + 8.155591e-6
  // = 11.445591e-6; + 3e-6 = 14.44559e-6. DRAM: P + F = 4718592.
  // expected-remark-re @below {{roofline: flops=0 bytes=4718592 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.444559e-05}}
  %1 = shard.all_gather %part on @g grid_axes = [0] gather_axis = 0 : tensor<128x1024xf32> -> tensor<1024x1024xf32>
  // reduce_scatter, ring: S = the input, F; the same 3670016 B, 7 steps.
  // expected-remark-re @below {{roofline: flops=0 bytes=4718592 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.444559e-05}}
  %2 = shard.reduce_scatter %full on @g grid_axes = [0] scatter_axis = 0 : tensor<1024x1024xf32> -> tensor<128x1024xf32>
  // all_to_all, direct: (p-1)/p x F = 3670016 B in one step (p-1 concurrent
  // sends): 0.47e-6 + 8.155591e-6 = 8.625591e-6; + 3e-6 = 11.62559e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.162559e-05}}
  %3 = shard.all_to_all %full on @g grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<1024x1024xf32> -> tensor<128x8192xf32>
  // broadcast, pipelined chain (NCCL's factor 1): F = 4194304 B, p-1 = 7
  // steps: 3.29e-6 + 4194304 / 450e9 = 3.29e-6 + 9.320676e-6 = 12.610676e-6;
  // + 3e-6 = 15.61068e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.561068e-05}}
  %4 = shard.broadcast %full on @g grid_axes = [0] root = [0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // reduce: the same chain as broadcast, 15.61068e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.561068e-05}}
  %5 = shard.reduce %full on @g grid_axes = [0] root = [0] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // gather, direct: the root receives (p-1)/p of the result F = 3670016 B
  // in one step: 11.62559e-6. DRAM: P + F.
  // expected-remark-re @below {{roofline: flops=0 bytes=4718592 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.162559e-05}}
  %6 = shard.gather %part on @g grid_axes = [0] gather_axis = 0 root = [0] : (tensor<128x1024xf32>) -> tensor<1024x1024xf32>
  // scatter, direct: the root sends (p-1)/p of its input F: 11.62559e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=4718592 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.162559e-05}}
  %7 = shard.scatter %full on @g grid_axes = [0] scatter_axis = 0 root = [0] : (tensor<1024x1024xf32>) -> tensor<128x1024xf32>
  // send, point to point: F in one step: 0.47e-6 + 9.320676e-6
  // = 9.790676e-6; + 3e-6 = 12.79068e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.279068e-05}}
  %8 = shard.send %full on @g grid_axes = [0] destination = [1] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // recv: the same transfer, 12.79068e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.279068e-05}}
  %9 = shard.recv %full on @g grid_axes = [0] source = [1] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  // shift: every device sends F to its neighbour, one step: 12.79068e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.279068e-05}}
  %10 = shard.shift %full on @g grid_axes = [0] shift_axis = 0 offset = 1 rotate : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  // all_slice moves nothing between devices: a local copy of the slice P,
  // read and written: 1048576 / 3.35e12 = 0.313e-6 < 3e-6 launch:
  // launch-bound, 3.313008e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=1048576 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.313008e-06}}
  %11 = shard.all_slice %full on @g grid_axes = [0] slice_axis = 0 : tensor<1024x1024xf32> -> tensor<128x1024xf32>
  return
}

// -----

// A 2x8 grid, row-major: axis 1 groups 8 consecutive devices (one node, over
// NVLink); axis 0 groups devices 8 apart, a span of 1 + 1 x 8 = 9 > 8 GPUs:
// the ring crosses the network, each GPU's share of the node's NICs
// 8 x 50 / 8 = 50 GB/s (slower than NVLink's 450).
shard.grid @g2(shape = 2x8)
func.func @across_nodes(%full: tensor<1024x1024xf32>) {
  // p = 2: 2(p-1)/p x F = F = 4194304 B, 2 steps:
  // 2 x 0.47e-6 + 4194304 / 50e9 = 0.94e-6 + 83.88608e-6 = 84.82608e-6;
  // + 3e-6 = 87.82608e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=8.782608e-05}}
  %0 = shard.all_reduce %full on @g2 grid_axes = [0] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  // p = 8 inside a node: the 25.89118e-6 of the first case.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=2.589118e-05}}
  %1 = shard.all_reduce %full on @g2 grid_axes = [1] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  // No axes: a group of one device moves nothing; the copy is DRAM-bound at
  // 8388608 / 3.35e12 = 2.504062e-6 < 3e-6 launch: 5.504062e-6.
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=5.504062e-06}}
  %2 = shard.all_reduce %full on @g2 : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return
}

// -----

// A grid whose size on the collective's axis is dynamic: not costed, with
// the reason.
shard.grid @dyn(shape = ?x8)
func.func @dynamic_grid(%full: tensor<1024x1024xf32>) {
  // expected-remark @below {{not costed: grid @dyn has a dynamic size on axis 0}}
  %0 = shard.all_reduce %full on @dyn grid_axes = [0] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return
}
