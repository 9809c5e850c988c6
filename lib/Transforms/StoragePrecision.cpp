//===- StoragePrecision.cpp - 16-bit storage of memory-bound results ------===//
//
// Opt-in (precision=bf16|f16), the memory-bound half of precision lowering:
// an elementwise linalg.generic whose f32 result only feeds other generics
// keeps its f32 arithmetic but stores the result in 16 bits (a truncation
// before its yield), and each consumer extends it back to f32 in its payload.
// The intermediate's write and reads shrink by half; the change is made only
// when the model predicts the producer and its consumers faster that way.
// Recorded as `roofline.precision` on the producer and
// `roofline.precision_inputs` on the consumers.
//
//===----------------------------------------------------------------------===//

#include "OptimizeSupport.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

constexpr llvm::StringLiteral kPrecisionAttrName = "roofline.precision";
constexpr llvm::StringLiteral kInputsAttrName = "roofline.precision_inputs";

/// Whether `op` is a producer whose result could be stored in 16 bits: an
/// all-parallel generic on tensors with one static f32 result that it does
/// not read, used only as an input of generics in the same block.
bool isCandidate(linalg::GenericOp op) {
  if (op->hasAttr(kPrecisionAttrName) || !op.hasPureTensorSemantics() ||
      op->getNumResults() != 1 ||
      op.getNumParallelLoops() != op.getNumLoops() ||
      op->getParentOfType<LoopLikeOpInterface>())
    return false;
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape() || !type.getElementType().isF32())
    return false;
  if (!op.getMatchingBlockArgument(op.getDpsInitOperand(0)).use_empty())
    return false;
  if (op->getResult(0).use_empty())
    return false;
  for (OpOperand &use : op->getResult(0).getUses()) {
    auto user = dyn_cast<linalg::GenericOp>(use.getOwner());
    if (!user || !user.hasPureTensorSemantics() ||
        user->getBlock() != op->getBlock() || !user.isDpsInput(&use))
      return false;
  }
  return true;
}

class StorageDriver {
public:
  StorageDriver(OptimizeContext &ctx, MLIRContext *mlirCtx, StringRef mode)
      : ctx(ctx), rewriter(mlirCtx, &tracker), mode(mode),
        low(mode == "bf16" ? FloatType(BFloat16Type::get(mlirCtx))
                           : FloatType(Float16Type::get(mlirCtx))) {}

  /// Decides `op`, replacing it and its consumers when narrowed.
  void narrow(linalg::GenericOp op);

private:
  OptimizeContext &ctx;
  CreatedOpsTracker tracker;
  IRRewriter rewriter;
  StringRef mode;
  FloatType low;
};

void StorageDriver::narrow(linalg::GenericOp op) {
  Value result = op->getResult(0);
  llvm::SetVector<Operation *> consumers;
  for (Operation *u : result.getUsers())
    consumers.insert(u);

  double before = 0;
  std::string unmodeled;
  auto add = [&](Operation *o, double &sum) {
    Prediction p = predict(o, ctx.config);
    sum += p.time;
    if (!p.isModeled() && unmodeled.empty())
      unmodeled = p.unmodeled;
  };
  add(op, before);
  for (Operation *c : consumers)
    add(c, before);
  if (!unmodeled.empty())
    return; // the model cannot decide it; fusion already said why

  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(result.getType());
  tracker.reset();
  tracker.setAnchor(op->getParentRegion());
  rewriter.setInsertionPoint(op);
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(), low);
  auto narrowed = cast<linalg::GenericOp>(rewriter.clone(*op));
  OpOperand *init = narrowed.getDpsInitOperand(0);
  narrowed.getMatchingBlockArgument(init).setType(low);
  init->set(empty);
  narrowed->getResult(0).setType(
      RankedTensorType::get(type.getShape(), low));
  Operation *yield = narrowed.getRegion().front().getTerminator();
  rewriter.setInsertionPoint(yield);
  Value t = arith::TruncFOp::create(rewriter, loc, low, yield->getOperand(0));
  yield->setOperand(0, t);

  SmallVector<std::pair<Operation *, Operation *>> newConsumers;
  for (Operation *c : consumers) {
    rewriter.setInsertionPoint(c);
    auto nc = cast<linalg::GenericOp>(rewriter.clone(*c));
    Block &body = nc.getRegion().front();
    for (OpOperand *in : nc.getDpsInputOperands()) {
      if (in->get() != result)
        continue;
      in->set(narrowed->getResult(0));
      BlockArgument arg = nc.getMatchingBlockArgument(in);
      arg.setType(low);
      rewriter.setInsertionPointToStart(&body);
      Value ext = arith::ExtFOp::create(rewriter, loc, rewriter.getF32Type(),
                                        arg);
      rewriter.replaceAllUsesExcept(arg, ext, ext.getDefiningOp());
    }
    newConsumers.push_back({c, nc});
  }

  double after = 0;
  add(narrowed, after);
  for (auto [c, nc] : newConsumers)
    add(nc, after);
  if (!unmodeled.empty() || !isFaster(after, before)) {
    tracker.eraseCreated(rewriter);
    ctx.remark(op, llvm::formatv("precision kept: {0} storage of the result "
                                 "is {1}{2}",
                                 mode, formatBeforeAfter(before, after),
                                 unmodeled.empty() ? ", not faster"
                                                   : ": " + unmodeled));
    return;
  }
  tracker.reset();
  narrowed->setDiscardableAttr(
      kPrecisionAttrName,
      rewriter.getStringAttr((mode + " result storage").str()));
  ctx.remark(narrowed,
             llvm::formatv("precision: {0} storage of the result, extended "
                           "to f32 in {1} consumer(s): {2}",
                           mode, newConsumers.size(),
                           formatBeforeAfter(before, after)));
  for (auto [c, nc] : newConsumers) {
    nc->setDiscardableAttr(kInputsAttrName, rewriter.getStringAttr(mode));
    rewriter.replaceOp(c, nc->getResults());
  }
  rewriter.eraseOp(op);
  ++ctx.precisionChanges;
}

} // namespace

void optimize::runStoragePrecision(FunctionOpInterface fn,
                                   OptimizeContext &ctx, StringRef mode) {
  StorageDriver driver(ctx, fn->getContext(), mode);
  // Generics in IR order. A decision replaces the producer and its consumers
  // by clones at the same places, so the i-th generic is still the i-th after
  // it; the list is taken afresh each step (pointers to erased ops could be
  // reused by new ones).
  for (size_t i = 0;; ++i) {
    linalg::GenericOp op;
    size_t n = 0;
    fn->walk([&](linalg::GenericOp g) {
      if (n++ == i)
        op = g;
    });
    if (!op)
      return;
    if (isCandidate(op))
      driver.narrow(op);
  }
}
