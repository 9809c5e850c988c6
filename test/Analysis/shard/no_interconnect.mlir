// A collective on a device whose description gives no interconnect is not
// costed (never a free transfer): the remark says why.
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=l4 emit-remarks annotate=false})' \
// RUN:   -o /dev/null

shard.grid @g(shape = 4)
func.func @f(%x: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-remark-re @below {{not costed: device 'l4' describes no interconnect{{.*}}}}
  %0 = shard.all_reduce %x on @g grid_axes = [0] : tensor<1024xf32> -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}
