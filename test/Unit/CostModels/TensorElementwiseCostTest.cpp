//===- TensorElementwiseCostTest.cpp - arith/math on whole tensors -------===//
//
// TensorElementwiseInterfaceImpl.cpp: PayloadCounter's count for the op
// times the result's elements; each distinct tensor operand read once, the
// result written; the class of the arithmetic from the operands' type.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using TensorElementwiseCost = CostModelTest;

TEST_F(TensorElementwiseCost, SquareReadsItsOperandOnce) {
  const char *ir = R"mlir(
func.func @f(%x: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %y = arith.mulf %x, %x : tensor<128x64xf32>
  return %y : tensor<128x64xf32>
}
)mlir";
  OpCost c = cost(ir, "arith.mulf");
  EXPECT_EQ(c.flops, 8192); // one mulf per element
  // %x read once (8192 x 4 B), the result written (8192 x 4 B).
  EXPECT_EQ(c.dramBytes(), 65536);
  EXPECT_EQ(c.kind, OpKind::Elementwise);
  EXPECT_EQ(c.computeClass, ComputeClass::FP32);
}

TEST_F(TensorElementwiseCost, ExpIsATranscendentalInHalfPrecision) {
  const char *ir = R"mlir(
func.func @f(%x: tensor<1024xf16>) -> tensor<1024xf16> {
  %y = math.exp %x : tensor<1024xf16>
  return %y : tensor<1024xf16>
}
)mlir";
  OpCost c = cost(ir, "math.exp");
  EXPECT_EQ(c.flops, 0);
  EXPECT_EQ(c.transcendentals, 1024);
  EXPECT_EQ(c.dramBytes(), 2048 + 2048);
  EXPECT_EQ(c.computeClass, ComputeClass::FP16);
}

TEST_F(TensorElementwiseCost, CompareWritesBytesOfI1) {
  const char *ir = R"mlir(
func.func @f(%a: tensor<256xf16>, %b: tensor<256xf16>) -> tensor<256xi1> {
  %m = arith.cmpf olt, %a, %b : tensor<256xf16>
  return %m : tensor<256xi1>
}
)mlir";
  OpCost c = cost(ir, "arith.cmpf");
  EXPECT_EQ(c.flops, 256); // a compare is one FLOP
  // Two f16 inputs (512 B each), an i1 result stored a byte each (256 B).
  EXPECT_EQ(c.dramBytes(), 512 + 512 + 256);
  // The compare computes in its operands' type, not its i1 result's.
  EXPECT_EQ(c.computeClass, ComputeClass::FP16);
}

TEST_F(TensorElementwiseCost, ScalarArithmeticIsNoKernel) {
  const char *ir = R"mlir(
func.func @f(%a: f32) -> f32 {
  %y = arith.addf %a, %a : f32
  return %y : f32
}
)mlir";
  EXPECT_EQ(refusal(ir, "arith.addf"),
            "an arith/math op on scalars, indices or vectors is not a kernel "
            "of its own");
}

} // namespace
