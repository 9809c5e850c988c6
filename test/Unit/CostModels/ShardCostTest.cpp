//===- ShardCostTest.cpp - Collectives over a device grid ----------------===//
//
// ShardInterfaceImpl.cpp: what a collective moves per device and in how many
// steps (docs/model.md, "Collectives"), which Verdict.cpp turns into time.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using ShardCost = CostModelTest;

TEST_F(ShardCost, RingAllReduce) {
  const char *ir = R"mlir(
shard.grid @grid(shape = 4)
func.func @f(%x: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %r = shard.all_reduce %x on @grid grid_axes = [0] : tensor<64x1024xf32> -> tensor<64x1024xf32>
  return %r : tensor<64x1024xf32>
}
)mlir";
  OpCost c = cost(ir, "shard.all_reduce");
  ASSERT_TRUE(c.collective.has_value());
  // NCCL's S = 64 x 1024 x 4 B; a ring over p = 4 sends 2 (p-1)/p S per
  // device in 2 (p-1) steps.
  EXPECT_EQ(c.collective->messageBytes, 262144);
  EXPECT_EQ(c.collective->bytesPerDevice, 393216);
  EXPECT_EQ(c.collective->steps, 6);
  EXPECT_EQ(c.collective->groupSize, 4);
  EXPECT_EQ(c.collective->algorithm, "ring");
}

TEST_F(ShardCost, RingAllGatherSendsWhatOthersLack) {
  const char *ir = R"mlir(
shard.grid @grid(shape = 8)
func.func @f(%x: tensor<16x256xf16>) -> tensor<128x256xf16> {
  %r = shard.all_gather %x on @grid grid_axes = [0] gather_axis = 0 : tensor<16x256xf16> -> tensor<128x256xf16>
  return %r : tensor<128x256xf16>
}
)mlir";
  OpCost c = cost(ir, "shard.all_gather");
  ASSERT_TRUE(c.collective.has_value());
  // S is the gathered result, 128 x 256 x 2 B = 65536 B; each of p = 8
  // devices receives the (p-1)/p it lacks, 57344 B, in p-1 = 7 steps.
  EXPECT_EQ(c.collective->messageBytes, 65536);
  EXPECT_EQ(c.collective->bytesPerDevice, 57344);
  EXPECT_EQ(c.collective->steps, 7);
}

} // namespace
