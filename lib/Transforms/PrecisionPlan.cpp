//===- PrecisionPlan.cpp - Model-wide 16-bit plan for precision=bf16|f16 -===//
//
// The per-op driver (Precision.cpp) lowers one contraction at a time, each
// paying for the truncation of its own activations: an attention `qk` or
// `av` matmul, memory-bound on activations, is never faster that way. The
// plan every mixed-precision (AMP) user runs is model-wide: every f32
// contraction and convolution takes 16-bit inputs, each activation is
// converted once where it is produced (inside its producer when that is an
// elementwise generic whose result feeds only contractions, else by one
// truncation shared by all its readers), and the data movement between the
// producer and the contraction (slices, reshapes, transposes) runs on the
// 16-bit tensor. This builds that plan on a copy of the function, and the
// pass keeps whichever of the two plans the model predicts faster for the
// whole function (docs/passes.md, "Precision").
//
//===----------------------------------------------------------------------===//

#include "RewriteProtocol.h"

#include "roofline/CostModels/CostInterface.h"
#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// `t` (a ranked tensor type) with element type `elt`.
Type withElementType(Type t, Type elt) {
  auto ranked = cast<RankedTensorType>(t);
  return RankedTensorType::get(ranked.getShape(), elt, ranked.getEncoding());
}

/// Whether `t` is a ranked f32 tensor.
bool isF32Tensor(Type t) {
  auto ranked = dyn_cast<RankedTensorType>(t);
  return ranked && ranked.getElementType().isF32();
}

/// Ops that only move data (no arithmetic): they run on the 16-bit tensor
/// as they did on the f32 one, at half the bytes.
bool isMovement(Operation *op) {
  return isa<tensor::ExtractSliceOp, tensor::ExpandShapeOp,
             tensor::CollapseShapeOp, tensor::CastOp, linalg::TransposeOp>(
             op) &&
         op->getNumResults() == 1 && isF32Tensor(op->getResult(0).getType());
}

/// Whether `op` is an elementwise generic that can store its result in 16
/// bits itself: all-parallel, on tensors, one f32 result, the init unread.
bool canStoreNarrow(Operation *op) {
  auto generic = dyn_cast<linalg::GenericOp>(op);
  return generic && generic.hasPureTensorSemantics() &&
         generic->getNumResults() == 1 &&
         generic.getNumParallelLoops() == generic.getNumLoops() &&
         isF32Tensor(generic->getResult(0).getType()) &&
         !generic->hasAttr(kRooflinePrecisionAttrName) &&
         generic.getMatchingBlockArgument(generic.getDpsInitOperand(0))
             .use_empty();
}

class PlanBuilder {
public:
  PlanBuilder(FunctionOpInterface fn, FloatType low)
      : fn(fn), low(low), rewriter(fn->getContext()) {}

  /// Lowers every target; returns what the plan came to.
  PrecisionPlanResult build(ArrayRef<linalg::LinalgOp> ops);

private:
  /// The 16-bit form of `v`, built once per value.
  Value lowOf(Value v);
  /// `producer` cloned to store its result in 16 bits (a truncation
  /// before its yield, a 16-bit init).
  Value storeNarrow(linalg::GenericOp producer);
  /// `op`, a movement op, cloned onto the 16-bit form of its source.
  Value moveNarrow(Operation *op);
  /// `op` cloned to read 16-bit inputs, extended to f32 in its payload.
  void lowerTarget(linalg::LinalgOp op);
  /// Erases the ops the plan left without users.
  void eraseDead();

  FunctionOpInterface fn;
  FloatType low;
  IRRewriter rewriter;
  DenseMap<Value, Value> low16;
  /// The contractions the plan lowers.
  llvm::SmallPtrSet<Operation *, 16> targets;
  PrecisionPlanResult result;
};

Value PlanBuilder::storeNarrow(linalg::GenericOp producer) {
  rewriter.setInsertionPointAfter(producer);
  Location loc = producer->getLoc();
  Value init = tensor::EmptyOp::create(
      rewriter, loc,
      tensor::getMixedSizes(rewriter, loc, producer->getResult(0)), low);
  IRMapping map;
  map.map(producer.getDpsInitOperand(0)->get(), init);
  auto clone = cast<linalg::GenericOp>(rewriter.clone(*producer, map));
  clone->getResult(0).setType(
      withElementType(producer->getResult(0).getType(), low));
  Block &body = clone.getRegion().front();
  clone.getMatchingBlockArgument(clone.getDpsInitOperand(0)).setType(low);
  Operation *yield = body.getTerminator();
  rewriter.setInsertionPoint(yield);
  Value t = arith::TruncFOp::create(rewriter, loc, low, yield->getOperand(0));
  yield->setOperand(0, t);
  clone->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(rewriter.getContext(), PrecisionChange::Storage, low));
  ++result.inProducers;
  return clone->getResult(0);
}

Value PlanBuilder::moveNarrow(Operation *op) {
  Value source = lowOf(op->getOperand(0));
  rewriter.setInsertionPoint(op);
  IRMapping map;
  map.map(op->getOperand(0), source);
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op)) {
    Value init = tensor::EmptyOp::create(
        rewriter, op->getLoc(),
        tensor::getMixedSizes(rewriter, op->getLoc(), transpose.getInit()),
        low);
    map.map(transpose.getInit(), init);
  }
  Operation *clone = rewriter.clone(*op, map);
  clone->getResult(0).setType(
      withElementType(op->getResult(0).getType(), low));
  for (Region &region : clone->getRegions())
    for (BlockArgument arg : region.getArguments())
      arg.setType(low);
  ++result.moved;
  return clone->getResult(0);
}

Value PlanBuilder::lowOf(Value v) {
  if (Value known = low16.lookup(v))
    return known;
  Operation *def = v.getDefiningOp();
  Value narrow;
  if (def && isMovement(def)) {
    narrow = moveNarrow(def);
  } else if (def && canStoreNarrow(def) &&
             llvm::all_of(v.getUsers(), [&](Operation *user) {
               // Every reader is lowered or moves data toward a lowered op:
               // the f32 result is then left without readers.
               return isMovement(user) || targets.contains(user);
             })) {
    narrow = storeNarrow(cast<linalg::GenericOp>(def));
  } else {
    // One truncation, right where `v` is defined, for all its readers.
    if (def)
      rewriter.setInsertionPointAfter(def);
    else
      rewriter.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
    narrow = buildTruncation(rewriter, v.getLoc(), v, low);
    if (!isWeight(v))
      ++result.conversions;
  }
  low16[v] = narrow;
  return narrow;
}

void PlanBuilder::lowerTarget(linalg::LinalgOp op) {
  SmallVector<Value> inputs;
  for (OpOperand *in : op.getDpsInputOperands())
    inputs.push_back(lowOf(in->get()));
  rewriter.setInsertionPoint(op);
  auto lowered = cast<linalg::LinalgOp>(rewriter.clone(*op));
  Block &body = lowered->getRegion(0).front();
  rewriter.setInsertionPointToStart(&body);
  for (auto [i, v] : llvm::enumerate(inputs)) {
    OpOperand *operand = lowered.getDpsInputOperand(i);
    operand->set(v);
    BlockArgument arg = lowered.getMatchingBlockArgument(operand);
    arg.setType(low);
    Value ext = arith::ExtFOp::create(rewriter, op->getLoc(),
                                      rewriter.getF32Type(), arg);
    rewriter.replaceAllUsesExcept(arg, ext, ext.getDefiningOp());
  }
  lowered->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(rewriter.getContext(), PrecisionChange::Inputs, low));
  rewriter.replaceOp(op, lowered->getResults());
  ++result.lowered;
}

void PlanBuilder::eraseDead() {
  // Users before producers: walk each block backwards until nothing moves.
  bool changed = true;
  while (changed) {
    changed = false;
    // The function's own ops only (what an erased op holds goes with it),
    // last first: an op's users come before it.
    SmallVector<Operation *> ops;
    for (Block &block : fn.getFunctionBody())
      for (Operation &op : block)
        if (op.getNumResults() > 0)
          ops.push_back(&op);
    for (Operation *op : llvm::reverse(ops)) {
      if (op->use_empty() && isOpTriviallyDead(op)) {
        rewriter.eraseOp(op);
        changed = true;
      }
    }
  }
}

PrecisionPlanResult PlanBuilder::build(ArrayRef<linalg::LinalgOp> ops) {
  for (linalg::LinalgOp op : ops)
    targets.insert(op);
  for (linalg::LinalgOp op : ops)
    lowerTarget(op);
  eraseDead();
  return result;
}

} // namespace

namespace {
/// The f32 contractions and convolutions on tensors outside loops.
SmallVector<linalg::LinalgOp> collectPlanTargets(FunctionOpInterface fn) {
  SmallVector<linalg::LinalgOp> targets;
  fn->walk([&](linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics() ||
        op->hasAttr(kRooflinePrecisionAttrName) ||
        op->getParentOfType<LoopLikeOpInterface>() ||
        !(linalg::isaContractionOpInterface(op) ||
          linalg::isaConvolutionOpInterface(op)))
      return;
    if (llvm::all_of(op->getOperands(),
                     [](Value v) { return isF32Tensor(v.getType()); }))
      targets.push_back(op);
  });
  return targets;
}
} // namespace

PrecisionPlanResult optimize::buildPrecisionPlan(FunctionOpInterface fn,
                                                 StringRef mode) {
  MLIRContext *ctx = fn->getContext();
  FloatType low = mode == "bf16" ? FloatType(BFloat16Type::get(ctx))
                                 : FloatType(Float16Type::get(ctx));
  SmallVector<linalg::LinalgOp> targets = collectPlanTargets(fn);
  PlanBuilder builder(fn, low);
  return builder.build(targets);
}
