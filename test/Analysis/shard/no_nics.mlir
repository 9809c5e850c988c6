// a100-sxm4-40gb describes its node (8 GPUs on NVSwitch) but no NICs: a
// group of 16 devices spans two nodes, and its collective is not costed.
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

shard.grid @g(shape = 16)
func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-remark @below {{not costed: a collective over 16 devices spans more than the 8 GPUs of a node of 'a100-sxm4-40gb', whose description gives no NICs (interconnect.node)}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
