//===- TosaCostTest.cpp - TOSA ops through upstream's lowering -----------===//
//
// TosaInterfaceImpl.cpp: a TOSA op is cloned, lowered by upstream's TOSA
// pipeline, and the lowered kernels' costs are summed back onto it.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using TosaCost = CostModelTest;

TEST_F(TosaCost, AddLowersToOneElementwiseKernel) {
  const char *ir = R"mlir(
func.func @f(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %c = tosa.add %a, %b : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  return %c : tensor<16x16xf32>
}
)mlir";
  OpCost c = cost(ir, "tosa.add");
  EXPECT_EQ(c.flops, 256); // one addf per element
  // Two 16x16 f32 inputs read, the result written: 3 x 1024 B.
  EXPECT_EQ(c.dramBytes(), 3072);
}

TEST_F(TosaCost, MatmulIsABatchedContraction) {
  const char *ir = R"mlir(
func.func @f(%a: tensor<2x8x16xf16>, %b: tensor<2x16x4xf16>) -> tensor<2x8x4xf32> {
  %za = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %zb = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c = tosa.matmul %a, %b, %za, %zb : (tensor<2x8x16xf16>, tensor<2x16x4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<2x8x4xf32>
  return %c : tensor<2x8x4xf32>
}
)mlir";
  OpCost c = cost(ir, "tosa.matmul");
  // 2 x B M N K = 2 x 2 x 8 x 4 x 16.
  EXPECT_EQ(c.flops, 2048);
  EXPECT_EQ(c.kind, OpKind::Contraction);
}

} // namespace
