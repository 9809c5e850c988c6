//===- LinalgCostTest.cpp - linalg's cost model, formula by formula -------===//
//
// LinalgInterfaceImpl.cpp: FLOPs from the payload times the iteration
// domain, compulsory bytes from each operand's footprint (an output the
// payload reads, as a matmul's accumulator, is read and written), the GEMM
// view of contractions, and the row length of a softmax.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using LinalgCost = CostModelTest;

const char *kMatmul = R"mlir(
func.func @f(%a: tensor<64x16xf32>, %b: tensor<16x32xf32>, %c: tensor<64x32xf32>) -> tensor<64x32xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x16xf32>, tensor<16x32xf32>)
                     outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %r : tensor<64x32xf32>
}
)mlir";

TEST_F(LinalgCost, MatmulFlopsAndCompulsoryBytes) {
  OpCost c = cost(kMatmul, "linalg.matmul");
  // 2 FLOPs (mulf + addf) x M N K = 2 x 64 x 32 x 16.
  EXPECT_EQ(c.flops, 65536);
  EXPECT_EQ(c.domainPoints, 64 * 32 * 16);
  // A 64x16x4 = 4096 B, B 16x32x4 = 2048 B, C 64x32x4 = 8192 B read (the
  // payload accumulates into it) and 8192 B written: 22528 B at every
  // level before the hierarchy refines L2 and L1.
  EXPECT_EQ(c.dramBytes(), 22528);
  EXPECT_EQ(c.kind, OpKind::Contraction);
  EXPECT_EQ(c.computeClass, ComputeClass::FP32);
}

TEST_F(LinalgCost, MatmulOnTF32TensorCoresWhenAllowed) {
  CostOptions o;
  o.allowTF32 = true;
  EXPECT_EQ(cost(kMatmul, "linalg.matmul", o).computeClass,
            ComputeClass::TF32_TC);
}

TEST_F(LinalgCost, MatmulIsAGemm) {
  OpCost c = cost(kMatmul, "linalg.matmul");
  auto model = llvm::cast<RooflineCostOpInterface>(
      parseAndFind(kMatmul, "linalg.matmul"));
  GemmProblem g;
  ASSERT_TRUE(mlir::succeeded(model.getRooflineGemm(c, g)));
  EXPECT_EQ(g.m, 64);
  EXPECT_EQ(g.n, 32);
  EXPECT_EQ(g.k, 16);
}

TEST_F(LinalgCost, ConvolutionCountsEveryWindow) {
  const char *ir = R"mlir(
func.func @f(%i: tensor<1x8x8x4xf32>, %w: tensor<3x3x4x16xf32>, %o: tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
         ins(%i, %w : tensor<1x8x8x4xf32>, tensor<3x3x4x16xf32>)
         outs(%o : tensor<1x6x6x16xf32>) -> tensor<1x6x6x16xf32>
  return %r : tensor<1x6x6x16xf32>
}
)mlir";
  OpCost c = cost(ir, "linalg.conv_2d_nhwc_hwcf");
  // 2 x (1 x 6 x 6 x 16 outputs) x (3 x 3 x 4 window) = 2 x 576 x 36.
  EXPECT_EQ(c.flops, 41472);
  // Input 8x8x4x4 = 1024 B (every pixel in some window), filter
  // 3x3x4x16x4 = 2304 B, output 6x6x16x4 = 2304 B read and written.
  EXPECT_EQ(c.dramBytes(), 1024 + 2304 + 2 * 2304);
}

TEST_F(LinalgCost, SoftmaxKnowsItsRowLength) {
  const char *ir = R"mlir(
func.func @f(%x: tensor<32x1000xf32>, %o: tensor<32x1000xf32>) -> tensor<32x1000xf32> {
  %r = linalg.softmax dimension(1) ins(%x : tensor<32x1000xf32>)
                                   outs(%o : tensor<32x1000xf32>) -> tensor<32x1000xf32>
  return %r : tensor<32x1000xf32>
}
)mlir";
  OpCost c = cost(ir, "linalg.softmax");
  // A row is the softmax dimension: 1000 elements.
  EXPECT_EQ(c.normalizedRowElements, 1000);
  // Compulsory: 32000 f32 read, 32000 written.
  EXPECT_EQ(c.dramBytes(), 2 * 32000 * 4);
  // One exp per element.
  EXPECT_EQ(c.transcendentals, 32000);
}

} // namespace
