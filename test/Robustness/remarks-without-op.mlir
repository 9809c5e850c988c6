// roofline-analyze{emit-remarks=true} gives one remark per costed op at the
// op's location, without the op's IR (issue 34, item 2). It used the op's
// emitRemark, which attaches "see current operation: <the op>" whenever the
// context prints ops on diagnostics (mlir-opt's default); printing an op
// costs the size of its function, so 3,000 chained linalg.add in one
// function took 150-220 s (0.4 s with --mlir-print-op-on-diagnostic=false),
// and the DeepSeek decode corpus file 94 s. docs/reliability.md has the
// timings after the fix (about 1 s each); they are a benchmark, not a test.
//
// mode=eager: each add is a kernel with a remark of its own (in compiled
// mode the second would take the first into its kernel, docs/model.md 1.8).
// RUN: roofline-opt %s -o /dev/null --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb mode=eager emit-remarks=true format=none})' 2>&1 | FileCheck %s
// RUN: roofline-opt %s -o /dev/null --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb mode=eager emit-remarks=true format=none})'
//
// Each add of 64 f32: 64 FLOPs; it reads its input once (the same value
// twice through the same map: docs/reliability.md, "Breadth suite") and
// writes its result: 256 + 256 = 512 bytes; 64 / 512 = 0.125 FLOP/B.
// CHECK: remarks-without-op.mlir:[[@LINE+6]]:9: remark: roofline: flops=64 bytes=512 intensity=0.12 class=fp32 bound=launch
// CHECK-NOT: see current operation
// CHECK: remarks-without-op.mlir:[[@LINE+6]]:9: remark: roofline: flops=64 bytes=512 intensity=0.12 class=fp32 bound=launch
// CHECK-NOT: see current operation
func.func @chain(%x: tensor<64xf32>) -> tensor<64xf32> {
  // expected-remark @below {{roofline: flops=64 bytes=512}}
  %v0 = linalg.add ins(%x, %x : tensor<64xf32>, tensor<64xf32>) outs(%x : tensor<64xf32>) -> tensor<64xf32>
  // expected-remark @below {{roofline: flops=64 bytes=512}}
  %v1 = linalg.add ins(%v0, %v0 : tensor<64xf32>, tensor<64xf32>) outs(%v0 : tensor<64xf32>) -> tensor<64xf32>
  return %v1 : tensor<64xf32>
}
