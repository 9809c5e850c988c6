//===- TestDialect.cpp - Cost models of a downstream dialect --------------===//
//
// External models of RooflineCostOpInterface for ops the analysis has never
// heard of; they are all a downstream compiler needs to write for its ops to
// appear in reports, verdicts and the hierarchical model like linalg ops.
//
//===----------------------------------------------------------------------===//

#include "TestDialect.h"

#include "roofline/CostModels/CostInterface.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::test;

#include "TestOpsDialect.cpp.inc"

#define GET_OP_CLASSES
#include "TestOps.cpp.inc"

void RooflineTestDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "TestOps.cpp.inc"
      >();
}

namespace {

unsigned bitsOf(Type t) { return getElementTypeOrSelf(t).getIntOrFloatBitWidth(); }

OperandFootprint footprint(Value v, unsigned number, bool isInput) {
  auto type = cast<RankedTensorType>(v.getType());
  OperandFootprint f;
  f.operandNumber = number;
  f.role = isInput ? OperandFootprint::Role::Input
                   : OperandFootprint::Role::Output;
  f.elements = type.getNumElements();
  f.elementBits = bitsOf(type);
  f.read = isInput;
  f.written = !isInput;
  return f;
}

/// C[m, n] = A[m, k] B[k, n]: 2 m n k FLOPs on the class of A's element type;
/// A and B read once, C written once (a fresh result, not accumulated).
struct GemmCostModel
    : public RooflineCostOpInterface::ExternalModel<GemmCostModel, GemmOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto gemm = cast<GemmOp>(op);
    auto a = cast<RankedTensorType>(gemm.getLhs().getType());
    auto b = cast<RankedTensorType>(gemm.getRhs().getType());
    if (!a.hasStaticShape() || !b.hasStaticShape()) {
      reason = "roofline_test.gemm needs static shapes";
      return failure();
    }
    int64_t m = a.getDimSize(0), k = a.getDimSize(1), n = b.getDimSize(1);
    cost.iterationDomain = {m, n, k};
    cost.domainPoints = m * n * k;
    cost.flops = 2 * m * n * k;
    cost.kind = OpKind::Contraction;
    Type elt = a.getElementType();
    cost.computeClass = elt.isBF16()  ? ComputeClass::BF16_TC
                        : elt.isF16() ? ComputeClass::FP16_TC
                                      : ComputeClass::FP32;
    cost.operands.push_back(footprint(gemm.getLhs(), 0, true));
    cost.operands.push_back(footprint(gemm.getRhs(), 1, true));
    cost.operands.push_back(footprint(gemm.getResult(), UINT32_MAX, false));
    int64_t total = 0;
    for (const OperandFootprint &f : cost.operands)
      total += f.trafficBytes();
    cost.bytes.fill(total);
    return success();
  }

  /// The same op as a GEMM, so the hierarchical model tiles it like a
  /// linalg.matmul (not accumulating: C is only written).
  LogicalResult getRooflineGemm(Operation *op, const OpCost &cost,
                                GemmProblem &gemm) const {
    gemm.m = cost.iterationDomain[0];
    gemm.n = cost.iterationDomain[1];
    gemm.k = cost.iterationDomain[2];
    gemm.bitsA = cost.operands[0].elementBits;
    gemm.bitsB = cost.operands[1].elementBits;
    gemm.bitsC = cost.operands[2].elementBits;
    gemm.bitsAcc = 32;
    gemm.accumulate = false;
    gemm.footprintA = cost.operands[0].elements;
    gemm.footprintB = cost.operands[1].elements;
    return success();
  }
};

/// y = 2 x: one multiply per element, x read once, y written once.
struct ScaleCostModel
    : public RooflineCostOpInterface::ExternalModel<ScaleCostModel, ScaleOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto scale = cast<ScaleOp>(op);
    auto t = cast<RankedTensorType>(scale.getInput().getType());
    cost.iterationDomain.assign(t.getShape().begin(), t.getShape().end());
    cost.domainPoints = t.getNumElements();
    cost.flops = t.getNumElements();
    cost.kind = OpKind::Elementwise;
    cost.computeClass = ComputeClass::FP32;
    cost.operands.push_back(footprint(scale.getInput(), 0, true));
    cost.operands.push_back(footprint(scale.getResult(), UINT32_MAX, false));
    cost.bytes.fill(cost.operands[0].trafficBytes() +
                    cost.operands[1].trafficBytes());
    return success();
  }
};

/// A defective model, to show the analysis rejects what it returns: defect 1
/// reports a footprint larger than the operand, defect 2 negative FLOPs;
/// defects 3 and 4 write the result but move no byte (3) or no DRAM byte
/// (4), which the invariants catch (roofline/Analysis/Invariants.h).
struct BrokenCostModel
    : public RooflineCostOpInterface::ExternalModel<BrokenCostModel, BrokenOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto broken = cast<BrokenOp>(op);
    cost.operands.push_back(footprint(broken.getInput(), 0, true));
    int64_t defect = broken.getDefect();
    if (defect == 3 || defect == 4) {
      cost.operands.push_back(footprint(broken.getResult(), UINT32_MAX, false));
      int64_t moved = cost.operands[0].trafficBytes() +
                      cost.operands[1].trafficBytes();
      cost.bytes = {0, defect == 3 ? 0 : moved, defect == 3 ? 0 : moved};
      return success();
    }
    if (defect == 1)
      cost.operands[0].elements *= 2;
    else
      cost.flops = -1;
    cost.bytes.fill(cost.operands[0].trafficBytes());
    return success();
  }
};

} // namespace

void roofline::test::registerTestDialect(DialectRegistry &registry) {
  registry.insert<RooflineTestDialect>();
  registry.addExtension(+[](MLIRContext *ctx, RooflineTestDialect *) {
    GemmOp::attachInterface<GemmCostModel>(*ctx);
    ScaleOp::attachInterface<ScaleCostModel>(*ctx);
    BrokenOp::attachInterface<BrokenCostModel>(*ctx);
  });
}
