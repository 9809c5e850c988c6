//===- DataMovementCostTest.cpp - Ops that only move data ----------------===//
//
// DataMovementInterfaceImpl.cpp: tensor.pad, tensor.concat and memref.copy
// read each input whole and write the result whole, with no arithmetic.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using DataMovementCost = CostModelTest;

TEST_F(DataMovementCost, PadReadsTheSourceAndWritesThePaddedTensor) {
  const char *ir = R"mlir(
func.func @f(%x: tensor<4x4xf32>) -> tensor<6x6xf32> {
  %z = arith.constant 0.0 : f32
  %p = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<4x4xf32> to tensor<6x6xf32>
  return %p : tensor<6x6xf32>
}
)mlir";
  OpCost c = cost(ir, "tensor.pad");
  // 16 x 4 B read, 36 x 4 B written.
  EXPECT_EQ(c.dramBytes(), 64 + 144);
  EXPECT_EQ(c.flops, 0);
}

TEST_F(DataMovementCost, ConcatReadsEveryInput) {
  const char *ir = R"mlir(
func.func @f(%a: tensor<2x8xf32>, %b: tensor<3x8xf32>) -> tensor<5x8xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2x8xf32>, tensor<3x8xf32>) -> tensor<5x8xf32>
  return %c : tensor<5x8xf32>
}
)mlir";
  // (16 + 24) x 4 B read, 40 x 4 B written.
  EXPECT_EQ(cost(ir, "tensor.concat").dramBytes(), 160 + 160);
}

TEST_F(DataMovementCost, CopyOfHalfPrecisionBuffers) {
  const char *ir = R"mlir(
func.func @f(%a: memref<32x32xf16>, %b: memref<32x32xf16>) {
  memref.copy %a, %b : memref<32x32xf16> to memref<32x32xf16>
  return
}
)mlir";
  // 1024 x 2 B read and written.
  EXPECT_EQ(cost(ir, "memref.copy").dramBytes(), 4096);
}

} // namespace
