//===- HostLoopCostTest.cpp - Loop nests on the host as one kernel -------===//
//
// HostLoopInterfaceImpl.cpp: a loop nest outside any GPU kernel is costed
// as one kernel by the kernel model: its work once per iteration, its DRAM
// bytes the distinct elements its accesses touch.

#include "CostModelTestSupport.h"

using namespace roofline;
using namespace roofline::test;

namespace {

using HostLoopCost = CostModelTest;

TEST_F(HostLoopCost, ElementwiseProductLoop) {
  const char *ir = R"mlir(
func.func @f(%a: memref<1024xf32>, %b: memref<1024xf32>, %c: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<1024xf32>
    %y = memref.load %b[%i] : memref<1024xf32>
    %z = arith.mulf %x, %y : f32
    memref.store %z, %c[%i] : memref<1024xf32>
  }
  return
}
)mlir";
  OpCost c = cost(ir, "scf.for");
  EXPECT_EQ(c.flops, 1024); // one mulf per trip
  // a and b read whole, c written whole: 3 x 1024 x 4 B.
  EXPECT_EQ(c.dramBytes(), 12288);
}

TEST_F(HostLoopCost, StridedReadTouchesEveryOtherElement) {
  const char *ir = R"mlir(
func.func @f(%a: memref<2048xf32>, %c: memref<1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = arith.constant 1024 : index
  scf.for %i = %c0 to %n step %c1 {
    %j = arith.muli %i, %c2 : index
    %x = memref.load %a[%j] : memref<2048xf32>
    memref.store %x, %c[%i] : memref<1024xf32>
  }
  return
}
)mlir";
  // 1024 distinct elements of a (0, 2, ..., 2046) read, 1024 of c written.
  EXPECT_EQ(cost(ir, "scf.for").dramBytes(), 4096 + 4096);
}

} // namespace
