// Collectives over NVLink 5 (b200-sxm-180gb) and over an Infinity Fabric
// full mesh (mi300x), docs/devices.md "interconnect". A collective's time is
//   max(DRAM bytes / DRAM bw, steps x latency + bytes per device / bw)
//   + 3 us launch
// with the ring's bytes per device and steps (docs/model.md, "Collectives").
// F = 1024x1024xf32 = 4194304 B.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=b200-sxm-180gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// The expected remarks are the B200's; the MI300X's are checked at the end.
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=mi300x emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MESH

// B200: nvlink5, 900 GB/s per direction behind an NVSwitch, 0.47 us per
// step. all_reduce over 8 GPUs: 2(p-1)/p x F = 14/8 x 4194304 = 7340032 B,
// 14 steps: 14 x 0.47e-6 + 7340032 / 900e9 = 6.58e-6 + 8.155591e-6 =
// 14.735591e-6 (DRAM 8388608 / 7.7e12 = 1.089e-6); + 3e-6 = 17.73559e-6.
// The H100's 450 GB/s gives 25.89118e-6 (test/Analysis/shard/collectives.mlir).
//
// MI300X: infinity_fabric, 7 links of 64 GB/s per direction, one to each
// other GPU of the node (full mesh), 0.8 us per step.
// p = 8: all 7 links, 448 GB/s: 14 x 0.8e-6 + 7340032 / 448e9 = 11.2e-6 +
// 16.384e-6 = 27.584e-6 (DRAM 8388608 / 5.3e12 = 1.583e-6); + 3e-6 =
// 30.584e-6.
shard.grid @g(shape = 8)
func.func @eight(%full: tensor<1024x1024xf32>) {
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.773559e-05}}
  %0 = shard.all_reduce %full on @g grid_axes = [0] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return
}

// -----

// A 2x4 grid: axis 1 groups 4 GPUs of a node. B200 (NVSwitch): the whole
// 900 GB/s; 2(3)/4 x F = 6291456 B, 6 steps: 6 x 0.47e-6 + 6291456 / 900e9
// = 2.82e-6 + 6.990507e-6 = 9.810507e-6; + 3e-6 = 12.81051e-6.
// MI300X (full mesh): a group of 4 has 3 of its 7 links, 448 x 3/7 = 192
// GB/s: 6 x 0.8e-6 + 6291456 / 192e9 = 4.8e-6 + 32.768e-6 = 37.568e-6;
// + 3e-6 = 40.568e-6.
shard.grid @g4(shape = 2x4)
func.func @four(%full: tensor<1024x1024xf32>) {
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=1.281051e-05}}
  %0 = shard.all_reduce %full on @g4 grid_axes = [1] : tensor<1024x1024xf32> -> tensor<1024x1024xf32>
  return
}

// -----

// A send is point to point. B200: F / 900e9 = 4.660338e-6 + 0.47e-6 =
// 5.130338e-6; + 3e-6 = 8.130338e-6. MI300X: one link, 64 GB/s: 4194304 /
// 64e9 = 65.536e-6 + 0.8e-6 = 66.336e-6; + 3e-6 = 69.336e-6.
shard.grid @g8(shape = 8)
func.func @send(%full: tensor<1024x1024xf32>) {
  // expected-remark-re @below {{roofline: flops=0 bytes=8388608 intensity=0.00 class={{[a-z0-9_]+}} bound=interconnect time=8.130338e-06}}
  %0 = shard.send %full on @g8 grid_axes = [0] destination = [1] : (tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return
}

// MESH: remark: roofline: {{.*}}bound=interconnect time=3.058400e-05
// MESH: remark: roofline: {{.*}}bound=interconnect time=4.056800e-05
// MESH: remark: roofline: {{.*}}bound=interconnect time=6.933600e-05
