//===- FusionGroupsTest.cpp - Ops a compiler fuses into one kernel --------===//
//
// FusionGroups.cpp: the roles of linalg ops, the kinds of producer ->
// consumer edges, and the groups they make (docs/model.md 1.8).

#include "CostModelTestSupport.h"

#include "roofline/CostModels/FusionGroups.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::test;

namespace {

using FusionGroups = CostModelTest;

// A matmul with its fill, a bias-add epilogue and a relu; the relu's result
// feeds a row sum (a reduction) and is also returned; an exp of an argument
// feeds a second row sum alone; the second sum feeds a pointwise op.
const char *kIR = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<8x16xf32>, %b: tensor<16x32xf32>, %bias: tensor<32xf32>,
             %x: tensor<8x32xf32>) -> (tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x32xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<8x32xf32>) -> tensor<8x32xf32>
  %m = linalg.matmul ins(%a, %b : tensor<8x16xf32>, tensor<16x32xf32>) outs(%c : tensor<8x32xf32>) -> tensor<8x32xf32>
  %add = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<8x32xf32>, tensor<32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<8x32xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%add : tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%p: f32, %o: f32):
    %r = arith.maximumf %p, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %sum1 = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%relu : tensor<8x32xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%p: f32, %s: f32):
    %t = arith.addf %p, %s : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x32xf32>) outs(%e : tensor<8x32xf32>) {
  ^bb0(%p: f32, %o: f32):
    %t = math.exp %p : f32
    linalg.yield %t : f32
  } -> tensor<8x32xf32>
  %sum2 = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<8x32xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%p: f32, %s: f32):
    %t = arith.addf %p, %s : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %neg = linalg.negf ins(%sum2 : tensor<8xf32>) outs(%e1 : tensor<8xf32>) -> tensor<8xf32>
  return %relu, %sum1, %sum2, %neg : tensor<8x32xf32>, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
)mlir";

/// The ops of `fn`'s body that are linalg ops, in order.
SmallVector<Operation *> linalgOps(ModuleOp module) {
  SmallVector<Operation *> ops;
  module->walk([&](Operation *op) {
    if (op->getName().getDialectNamespace() == "linalg" &&
        op->getNumResults() > 0)
      ops.push_back(op);
  });
  return ops;
}

TEST_F(FusionGroups, RolesAndEdges) {
  ASSERT_TRUE(parseAndFind(kIR, "linalg.matmul"));
  SmallVector<Operation *> ops = linalgOps(*module);
  // fill, matmul, add, relu, sum1, exp, sum2, negf.
  ASSERT_EQ(ops.size(), 8u);
  EXPECT_EQ(getFusionRole(ops[0]), FusionRole::None);
  EXPECT_EQ(getFusionRole(ops[1]), FusionRole::Contraction);
  EXPECT_EQ(getFusionRole(ops[2]), FusionRole::Pointwise);
  EXPECT_EQ(getFusionRole(ops[4]), FusionRole::Reduction);
  EXPECT_EQ(getFusionRole(ops[7]), FusionRole::Pointwise);
  // add's input 0 is the matmul: an epilogue.
  EXPECT_EQ(classifyFusionEdge(ops[2]->getOpOperand(0)),
            FusionEdgeKind::Epilogue);
  // relu <- add, pointwise.
  EXPECT_EQ(classifyFusionEdge(ops[3]->getOpOperand(0)),
            FusionEdgeKind::Pointwise);
  // sum2 <- exp: a reduction's pointwise producer.
  EXPECT_EQ(classifyFusionEdge(ops[6]->getOpOperand(0)),
            FusionEdgeKind::ReductionPrologue);
  // negf <- sum2: nothing fuses after a reduction.
  std::string why;
  EXPECT_EQ(classifyFusionEdge(ops[7]->getOpOperand(0), &why),
            FusionEdgeKind::None);
  EXPECT_EQ(why, "the producer reduces; only all-parallel producers fuse");
  // The matmul's init (the fill) is no input: not an edge.
  EXPECT_EQ(classifyFusionEdge(ops[1]->getOpOperand(2)), FusionEdgeKind::None);
}

TEST_F(FusionGroups, Groups) {
  ASSERT_TRUE(parseAndFind(kIR, "linalg.matmul"));
  SmallVector<Operation *> ops = linalgOps(*module);
  ASSERT_EQ(ops.size(), 8u);
  std::vector<FusionGroup> groups = computeFusionGroups(*module);
  // {matmul, add, relu}: the kernel is the matmul. relu has two users (sum1
  // and the return): it ends the group and is written; sum1 stays alone.
  // {exp, sum2}: the kernel is the reduction. negf follows a reduction:
  // alone. The fill: folded, not grouped (Folding.h).
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].kernel, ops[1]);
  EXPECT_EQ(groups[0].members,
            (SmallVector<Operation *, 4>{ops[1], ops[2], ops[3]}));
  EXPECT_EQ(groups[1].kernel, ops[6]);
  EXPECT_EQ(groups[1].members, (SmallVector<Operation *, 4>{ops[5], ops[6]}));
}

TEST_F(FusionGroups, TrafficOfAGroup) {
  ASSERT_TRUE(parseAndFind(kIR, "linalg.matmul"));
  SmallVector<Operation *> ops = linalgOps(*module);
  ASSERT_EQ(ops.size(), 8u);
  // exp reads x (8x32 f32, 1024 B) and writes 1024 B; sum2 reads exp's
  // 1024 B and writes 32 B. Fused: exp's result is written and read back by
  // neither: 2 x 1024 B stay on chip; no input is read twice.
  SmallVector<OperandFootprint, 4> exp = {
      {OperandFootprint::Role::Input, 0, 256, 32, true, false},
      {OperandFootprint::Role::Output, 1, 256, 32, false, true}};
  SmallVector<OperandFootprint, 4> sum = {
      {OperandFootprint::Role::Input, 0, 256, 32, true, false},
      {OperandFootprint::Role::Output, 1, 8, 32, false, true}};
  SmallVector<MutableArrayRef<OperandFootprint>, 2> fs = {exp, sum};
  FusedTraffic t = getFusedTraffic({ops[5], ops[6]}, fs);
  EXPECT_EQ(t.onChipBytes, 2048);
  EXPECT_EQ(t.repeatedReadBytes, 0);
  EXPECT_TRUE(exp[0].read);     // x, from memory
  EXPECT_FALSE(exp[1].written); // kept on chip
  EXPECT_FALSE(sum[0].read);    // read from registers
  EXPECT_TRUE(sum[1].written);  // the group's output
}

} // namespace
