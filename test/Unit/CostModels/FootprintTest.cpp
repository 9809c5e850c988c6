//===- FootprintTest.cpp - Distinct elements an indexing map touches ------===//

#include "CostModelUtils.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace roofline;

namespace {

class Footprint : public ::testing::Test {
protected:
  MLIRContext ctx;
  AffineExpr d(unsigned i) { return getAffineDimExpr(i, &ctx); }
  int64_t count(unsigned numDims, llvm::ArrayRef<AffineExpr> results,
                llvm::ArrayRef<int64_t> ranges, llvm::ArrayRef<int64_t> shape,
                bool *approx = nullptr) {
    bool a = false, overflow = false;
    int64_t n = countTouchedElements(AffineMap::get(numDims, 0, results, &ctx),
                                     ranges, shape, a, overflow);
    EXPECT_FALSE(overflow);
    if (approx)
      *approx = a;
    return n;
  }
};

TEST_F(Footprint, MatmulOperandsAreTouchedWhole) {
  // (m, n, k) over 8x16x4: A(m, k) 8*4, B(k, n) 4*16, C(m, n) 8*16.
  EXPECT_EQ(count(3, {d(0), d(2)}, {8, 16, 4}, {8, 4}), 32);
  EXPECT_EQ(count(3, {d(2), d(1)}, {8, 16, 4}, {4, 16}), 64);
  EXPECT_EQ(count(3, {d(0), d(1)}, {8, 16, 4}, {8, 16}), 128);
}

TEST_F(Footprint, OneByOneStrideTwoConvolutionReadsAQuarter) {
  // Input row index = 2*oh + kh with OH = 8, KH = 1 over a 16-row input:
  // rows {0, 2, ..., 14}: 8 of 16. Same for columns: 64 of 256.
  EXPECT_EQ(count(4, {d(0) * 2 + d(2), d(1) * 2 + d(3)}, {8, 8, 1, 1},
                  {16, 16}),
            64);
}

TEST_F(Footprint, ThreeByThreeStrideTwoWindowsOverlap) {
  // Rows 2*oh + kh, OH = 4, KH = 3: {0..8} = 9 distinct rows (the sumset of
  // {0,2,4,6} and {0,1,2}), not 4*3 = 12.
  EXPECT_EQ(count(2, {d(0) * 2 + d(1)}, {4, 3}, {9}), 9);
}

TEST_F(Footprint, DilationTwoLeavesGaps) {
  // Rows oh + 2*kh with OH = 2, KH = 3: {0,1} + {0,2,4} = {0,1,2,3,4,5}: 6.
  EXPECT_EQ(count(2, {d(0) + d(1) * 2}, {2, 3}, {6}), 6);
  // Rows 4*oh + 2*kh, OH = 2, KH = 2: {0,4} + {0,2} = {0,2,4,6}: 4 rows.
  EXPECT_EQ(count(2, {d(0) * 4 + d(1) * 2}, {2, 2}, {8}), 4);
}

TEST_F(Footprint, BroadcastOperandIsReadOnce) {
  // A per-channel bias (c) in an (n, h, w, c) loop nest: 64 elements.
  EXPECT_EQ(count(4, {d(3)}, {2, 7, 7, 64}, {64}), 64);
}

TEST_F(Footprint, ClampedToTheOperandShape) {
  // Values beyond the dimension cannot be touched in valid IR.
  EXPECT_EQ(count(1, {d(0)}, {100}, {10}), 10);
}

TEST_F(Footprint, DiagonalIsBoundedByTheLoopPoints) {
  // A[i, i] over 32 iterations: 32 elements, not 32*32; flagged approximate.
  bool approx = false;
  EXPECT_EQ(count(1, {d(0), d(0)}, {32}, {32, 32}, &approx), 32);
  EXPECT_TRUE(approx);
}

TEST_F(Footprint, ZeroSizeLoopTouchesNothing) {
  EXPECT_EQ(count(2, {d(0), d(1)}, {0, 5}, {0, 5}), 0);
}

TEST_F(Footprint, OverflowIsReportedNotWrapped) {
  bool approx = false, overflow = false;
  int64_t big = int64_t(1) << 40;
  countTouchedElements(AffineMap::get(2, 0, {d(0), d(1)}, &ctx), {big, big},
                       {ShapedType::kDynamic, ShapedType::kDynamic}, approx,
                       overflow);
  EXPECT_TRUE(overflow);
}

TEST_F(Footprint, StorageBits) {
  Builder b(&ctx);
  EXPECT_EQ(getStorageBits(b.getF32Type()), 32u);
  EXPECT_EQ(getStorageBits(b.getBF16Type()), 16u);
  EXPECT_EQ(getStorageBits(b.getI1Type()), 8u); // one byte per i1
  EXPECT_EQ(getStorageBits(b.getType<Float8E4M3FNType>()), 8u);
  EXPECT_EQ(getStorageBits(ComplexType::get(b.getF32Type())), 64u);
  EXPECT_EQ(getStorageBits(b.getIndexType()), 64u);
}

} // namespace

namespace {
TEST_F(Footprint, SizeOneLoopsAndConstantIndicesTouchOneValue) {
  // Batch 1: the n index ranges over one value; a constant index is one
  // value. (Once a division by a zero gcd: undefined behaviour that g++
  // turned into a trap.)
  EXPECT_EQ(count(2, {d(0), d(1)}, {1, 8}, {1, 8}), 8);
  EXPECT_EQ(count(1, {getAffineConstantExpr(3, &ctx), d(0)}, {8}, {4, 8}), 8);
  EXPECT_EQ(count(2, {d(0) * 2 + d(1)}, {1, 1}, {4}), 1);
}
} // namespace
