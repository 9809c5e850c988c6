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

#include "RewriteProtocol.h"
#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {


/// Whether `op` is a producer whose result could be stored in 16 bits: an
/// all-parallel generic on tensors with one static f32 result that it does
/// not read, used only as an input of generics in the same block.
bool isCandidate(linalg::GenericOp op) {
  if (op->hasAttr(kRooflinePrecisionAttrName) || !op.hasPureTensorSemantics() ||
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

/// A producer stored in 16 bits and its consumers extending it, built
/// beside the originals.
struct Narrowed {
  linalg::GenericOp producer;
  /// Each original consumer with its clone reading the narrowed result.
  SmallVector<std::pair<Operation *, Operation *>> consumers;
};

class StorageDriver {
public:
  StorageDriver(OptimizeContext &ctx, MLIRContext *mlirCtx, StringRef mode)
      : ctx(ctx), candidates(ctx.config, mlirCtx), mode(mode),
        low(mode == "bf16" ? FloatType(BFloat16Type::get(mlirCtx))
                           : FloatType(Float16Type::get(mlirCtx))) {}

  /// Decides `op`, replacing it and its consumers when narrowed; adds each
  /// replaced generic and its replacement to `replaced`.
  void narrow(linalg::GenericOp op,
              SmallVectorImpl<std::pair<Operation *, Operation *>> &replaced);

private:
  /// Step 2, the rewrite: a clone of `op` that truncates its result before
  /// the yield, and clones of `consumers` that extend it back to f32.
  Narrowed buildNarrowed(RewriterBase &rewriter, linalg::GenericOp op,
                         ArrayRef<Operation *> consumers);
  /// Step 4: records the decision and replaces `op` and its consumers.
  void commit(linalg::GenericOp op, const Narrowed &narrowed, double before,
              const Prediction &after);

  OptimizeContext &ctx;
  CandidateRewriter candidates;
  StringRef mode;
  FloatType low;
};

Narrowed StorageDriver::buildNarrowed(RewriterBase &rewriter,
                                      linalg::GenericOp op,
                                      ArrayRef<Operation *> consumers) {
  Value result = op->getResult(0);
  Location loc = op->getLoc();
  auto type = cast<RankedTensorType>(result.getType());
  Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(), low);
  Narrowed n;
  n.producer = cast<linalg::GenericOp>(rewriter.clone(*op));
  OpOperand *init = n.producer.getDpsInitOperand(0);
  n.producer.getMatchingBlockArgument(init).setType(low);
  init->set(empty);
  n.producer->getResult(0).setType(
      RankedTensorType::get(type.getShape(), low));
  Operation *yield = n.producer.getRegion().front().getTerminator();
  rewriter.setInsertionPoint(yield);
  Value t = arith::TruncFOp::create(rewriter, loc, low, yield->getOperand(0));
  yield->setOperand(0, t);

  for (Operation *c : consumers) {
    rewriter.setInsertionPoint(c);
    auto nc = cast<linalg::GenericOp>(rewriter.clone(*c));
    Block &body = nc.getRegion().front();
    for (OpOperand *in : nc.getDpsInputOperands()) {
      if (in->get() != result)
        continue;
      in->set(n.producer->getResult(0));
      BlockArgument arg = nc.getMatchingBlockArgument(in);
      arg.setType(low);
      rewriter.setInsertionPointToStart(&body);
      Value ext = arith::ExtFOp::create(rewriter, loc, rewriter.getF32Type(),
                                        arg);
      rewriter.replaceAllUsesExcept(arg, ext, ext.getDefiningOp());
    }
    n.consumers.push_back({c, nc});
  }
  return n;
}

void StorageDriver::commit(linalg::GenericOp op, const Narrowed &narrowed,
                           double before, const Prediction &after) {
  IRRewriter &rewriter = candidates.getRewriter();
  // The 16-bit type the producer now stores (its result's element type).
  Type low = getElementTypeOrSelf(narrowed.producer->getResult(0).getType());
  narrowed.producer->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(rewriter.getContext(), PrecisionChange::Storage, low));
  ctx.applied(narrowed.producer, DecisionKind::Storage, before, after.time,
              llvm::formatv("precision: {0} storage of the result, extended "
                            "to f32 in {1} consumer(s): {2}",
                            mode, narrowed.consumers.size(),
                            formatBeforeAfter(before, after.time)));
  for (auto [c, nc] : narrowed.consumers) {
    nc->setDiscardableAttr(kRooflinePrecisionInputsAttrName,
                           PrecisionAttr::get(rewriter.getContext(),
                                              PrecisionChange::StoredInputs,
                                              low));
    rewriter.replaceOp(c, nc->getResults());
  }
  rewriter.eraseOp(op);
  ++ctx.precisionChanges;
}

void StorageDriver::narrow(
    linalg::GenericOp op,
    SmallVectorImpl<std::pair<Operation *, Operation *>> &replacedOps) {
  llvm::SetVector<Operation *> consumers;
  for (Operation *u : op->getResult(0).getUsers())
    consumers.insert(u);
  SmallVector<Operation *> replaced = {op};
  llvm::append_range(replaced, consumers);
  Prediction before = predictAll(replaced, ctx.config);
  if (!before.isModeled())
    return; // the model cannot decide it; fusion already said why

  Narrowed narrowed;
  FailureOr<Trial> trial = candidates.tryRewrite(
      op, before.time,
      [&](RewriterBase &rewriter) -> FailureOr<PredictedOps> {
        narrowed = buildNarrowed(rewriter, op, consumers.getArrayRef());
        PredictedOps built = {narrowed.producer};
        // What commit() does: the clones replace the producer and its
        // consumers.
        Replacement r;
        r.removed.push_back(op);
        for (auto [c, nc] : narrowed.consumers) {
          built.push_back(nc);
          r.removed.push_back(c);
          for (auto [from, to] :
               llvm::zip_equal(c->getResults(), nc->getResults()))
            r.values.push_back({from, to});
        }
        candidates.replaces(std::move(r));
        return built;
      });
  if (failed(trial))
    return; // the build cannot fail
  before.time = trial->before;
  const Prediction &after = trial->after;
  if (!trial->kept) {
    ctx.kept(op, DecisionKind::Storage,
             after.isModeled() ? "not faster" : "unmodeled",
             llvm::formatv("precision kept: {0} storage of the result "
                           "is {1}{2}{3}",
                           mode, formatBeforeAfter(before.time, after.time),
                           pricedIn(trial->inMode, ctx.config),
                           after.isModeled() ? ", not faster"
                                             : ": " + after.unmodeled));
    return;
  }
  replacedOps.push_back({op, narrowed.producer});
  llvm::append_range(replacedOps, narrowed.consumers);
  commit(op, narrowed, before.time, after);
}

} // namespace

void optimize::runStoragePrecision(FunctionOpInterface fn,
                                   OptimizeContext &ctx, StringRef mode) {
  StorageDriver driver(ctx, fn->getContext(), mode);
  // Generics in IR order, listed once. A decision replaces the producer and
  // its consumers by clones at the same places: their entries are updated
  // to the clones before anything else is built (pointers to erased ops
  // could be reused by new ones), so the list stays the function's.
  SmallVector<Operation *> generics;
  fn->walk([&](linalg::GenericOp g) { generics.push_back(g); });
  llvm::DenseMap<Operation *, size_t> indexOf;
  for (auto [i, g] : llvm::enumerate(generics))
    indexOf[g] = i;
  SmallVector<std::pair<Operation *, Operation *>> replaced;
  for (size_t i = 0; i < generics.size(); ++i) {
    auto op = cast<linalg::GenericOp>(generics[i]);
    if (!isCandidate(op))
      continue;
    replaced.clear();
    driver.narrow(op, replaced);
    for (auto [old, clone] : replaced) {
      auto it = indexOf.find(old);
      if (it == indexOf.end())
        continue;
      size_t at = it->second;
      indexOf.erase(it);
      generics[at] = clone;
      indexOf[clone] = at;
    }
  }
}
