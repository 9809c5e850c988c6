//===- LaunchCostTest.cpp - GPU kernel launches --------------------------===//
//
// GPU/LaunchInterfaceImpl.cpp over GPU/KernelCoster: a launch's work summed
// over its threads, its geometry, and the distinct global bytes (the DRAM
// figure of the verdict) against the bytes its threads issue.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using LaunchCost = CostModelTest;

TEST_F(LaunchCost, ScaleKernel) {
  const char *ir = R"mlir(
func.func @f(%in: memref<32768xf32>, %out: memref<32768xf32>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c256, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %base = arith.muli %bx, %c128 : index
    %i = arith.addi %base, %tx : index
    %x = memref.load %in[%i] : memref<32768xf32>
    %two = arith.constant 2.0 : f32
    %y = arith.mulf %x, %two : f32
    memref.store %y, %out[%i] : memref<32768xf32>
    gpu.terminator
  }
  return
}
)mlir";
  OpCost c = cost(ir, "gpu.launch");
  ASSERT_TRUE(c.kernel.has_value());
  // 256 blocks x 128 threads, one mulf each.
  EXPECT_EQ(c.kernel->blocks(), 256);
  EXPECT_EQ(c.kernel->threadsPerBlock(), 128);
  EXPECT_EQ(c.kernel->activeThreads, 32768);
  EXPECT_EQ(c.flops, 32768);
  // Each thread loads one f32 and stores one: every element of both
  // buffers once, 2 x 32768 x 4 B, issued and distinct alike.
  EXPECT_EQ(c.kernel->issuedGlobalBytes, 262144);
  EXPECT_EQ(c.kernel->uniqueGlobalBytes, 262144);
  EXPECT_EQ(c.dramBytes(), 262144);
}

} // namespace
