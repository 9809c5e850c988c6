//===- TensorElementwiseInterfaceImpl.cpp - arith/math on whole tensors ---===//
//
// An arith or math op whose operands are ranked tensors (math.sin on a
// tensor<1x40x128xf32>, as frontends emit for rotary embeddings outside any
// linalg op) is an elementwise kernel: it computes, at every element of its
// result, what PayloadCounter counts for the same op in a linalg.generic
// body, and moves each distinct tensor operand once (read) and the result
// once (written), as the linalg model does for an identity-mapped generic.
// The same op on scalars, indices or vectors is not a kernel: it keeps no
// cost of its own here (hasOwnCostModel is false), so the driver walks past
// it (scalars cost nothing and are not listed) and a loop nest holding it
// stays one kernel of the host loop-nest model (docs/model.md 1.6a, 5.6).
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/TensorElementwiseInterfaceImpl.h"
#include "CostModelUtils.h"
#include "roofline/CostModels/CostInterface.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"

#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace roofline;

namespace {

bool isRankedTensor(Type t) { return isa<RankedTensorType>(t); }

/// Whether `op` is an elementwise arith/math op with a ranked-tensor result
/// (every operand is then a tensor of the same shape, by the ops' verifiers).
bool isTensorElementwise(Operation *op) {
  Dialect *d = op->getDialect();
  if (!d || !isa<arith::ArithDialect, math::MathDialect>(d))
    return false;
  return op->getNumResults() == 1 && isRankedTensor(op->getResult(0).getType());
}

/// The cost of one arith/math op on ranked tensors: PayloadCounter's counts
/// for the op, times the result's elements; traffic as a data movement of
/// its distinct tensor operands into its result.
template <typename OpTy>
struct TensorElementwiseCostModel
    : public RooflineCostOpInterface::ExternalModel<
          TensorElementwiseCostModel<OpTy>, OpTy> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    if (!isTensorElementwise(op)) {
      // hasOwnCostModel keeps the driver from asking; a direct caller gets
      // a clear refusal rather than a zero cost.
      reason = "an arith/math op on scalars, indices or vectors is not a "
               "kernel of its own";
      return failure();
    }
    PayloadCounts c;
    if (!countPayloadOp(op, c)) {
      reason = "the payload counter does not know this op";
      return failure();
    }
    // `arith.mulf %x, %x` reads %x once.
    llvm::SetVector<Value> reads;
    for (Value v : op->getOperands())
      if (isRankedTensor(v.getType()))
        reads.insert(v);
    Value result = op->getResult(0);
    if (failed(costDataMovement(reads.getArrayRef(), {result}, options, cost,
                                reason)))
      return failure();
    int64_t points = cost.operands.back().elements; // the result
    auto type = cast<RankedTensorType>(result.getType());
    cost.iterationDomain.assign(type.getShape().begin(), type.getShape().end());
    for (int64_t &d : cost.iterationDomain)
      if (ShapedType::isDynamic(d))
        d = *options.dynamicDimSize; // costDataMovement checked it is set
    cost.domainPoints = points;
    if (!checkedMul(points, c.flops, cost.flops) ||
        !checkedMul(points, c.transcendentals, cost.transcendentals) ||
        !checkedMul(points, c.weightedTranscendentals,
                    cost.weightedTranscendentals) ||
        !checkedMul(points, c.intOps, cost.intOps)) {
      reason = "the op's operation count overflows 64 bits";
      return failure();
    }
    // The class of the arithmetic (cmpf computes in its operands' type,
    // not in its i1 result's); integer ops run on the INT32 units.
    cost.computeClass = getVectorClass(c.widestFloat);
    cost.kind = OpKind::Elementwise;
    return success();
  }
};

template <typename... OpTys>
void attachAll(MLIRContext *ctx) {
  (OpTys::template attachInterface<TensorElementwiseCostModel<OpTys>>(*ctx),
   ...);
}

} // namespace

bool roofline::hasOwnCostModel(Operation *op) {
  if (!isa<RooflineCostOpInterface>(op))
    return false;
  Dialect *d = op->getDialect();
  if (d && isa<arith::ArithDialect, math::MathDialect>(d))
    return isTensorElementwise(op);
  return true;
}

namespace roofline {
/// arith, math and complex: an op on scalars, indices or vectors is part of
/// a payload or of index arithmetic (free); on a tensor it is a kernel.
/// arith.constant is data whatever its type.
struct ScalarMathDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  bool isFree(Operation *op) const override {
    if (isa<arith::ConstantOp>(op) || op->getNumOperands() == 0)
      return true;
    return llvm::none_of(op->getOperandTypes(),
                         [](Type t) { return isa<ShapedType>(t); });
  }
  bool isCostModelThreadSafe(Operation *) const override { return true; }
};

void registerTensorElementwiseCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, complex::ComplexDialect *d) {
    addDialectInfo<ScalarMathDialectInfo>(d);
  });
  // Every op PayloadCounter counts as work, and the conversions and selects
  // it counts as free: alone on a tensor, they are a kernel that does no
  // arithmetic but reads and writes every element. (arith.constant is data.)
  registry.addExtension(+[](MLIRContext *ctx, arith::ArithDialect *d) {
    addDialectInfo<ScalarMathDialectInfo>(d);
    attachAll<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
              arith::RemFOp, arith::NegFOp, arith::MaximumFOp,
              arith::MinimumFOp, arith::MaxNumFOp, arith::MinNumFOp,
              arith::CmpFOp, arith::AddIOp, arith::SubIOp, arith::MulIOp,
              arith::DivSIOp, arith::DivUIOp, arith::CeilDivSIOp,
              arith::CeilDivUIOp, arith::FloorDivSIOp, arith::RemSIOp,
              arith::RemUIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp,
              arith::ShLIOp, arith::ShRSIOp, arith::ShRUIOp, arith::MaxSIOp,
              arith::MaxUIOp, arith::MinSIOp, arith::MinUIOp, arith::CmpIOp,
              arith::SelectOp, arith::ExtFOp, arith::TruncFOp,
              arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
              arith::SIToFPOp, arith::UIToFPOp, arith::FPToSIOp,
              arith::FPToUIOp, arith::IndexCastOp, arith::IndexCastUIOp,
              arith::BitcastOp>(ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, math::MathDialect *d) {
    addDialectInfo<ScalarMathDialectInfo>(d);
    attachAll<math::AbsFOp, math::CopySignOp, math::CeilOp, math::FloorOp,
              math::RoundOp, math::RoundEvenOp, math::TruncOp, math::FmaOp,
              math::ExpOp, math::Exp2Op, math::LogOp, math::Log2Op,
              math::Log10Op, math::SinOp, math::CosOp, math::TanhOp,
              math::SqrtOp, math::RsqrtOp, math::PowFOp, math::FPowIOp,
              math::ExpM1Op, math::Log1pOp, math::ErfOp, math::ErfcOp,
              math::TanOp, math::AtanOp, math::Atan2Op, math::AsinOp,
              math::AcosOp, math::SinhOp, math::CoshOp, math::AsinhOp,
              math::AcoshOp, math::AtanhOp, math::CbrtOp, math::AbsIOp,
              math::IPowIOp>(ctx);
  });
}
} // namespace roofline
