//===- Precision.cpp - Model-driven precision lowering --------------------===//
//
// Opt-in (precision=tf32|bf16|f16). A compute-bound f32 contraction reaches
// the tensor-core class either by being marked for TF32 (the IR's
// arithmetic is unchanged; the analysis then costs it on the TF32 class) or
// by taking 16-bit inputs, rounded by an elementwise truncation, with f32
// accumulation (the payload extends each input back to f32, so the
// products and sums stay f32). The change is made only when the model
// predicts the new ops (truncations included) faster; it is recorded in
// `roofline.precision` on the contraction.
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

/// Name of the attribute recording a precision change on the op.
constexpr llvm::StringLiteral kPrecisionAttrName = "roofline.precision";

/// `v` (a ranked f32 tensor) rounded to `type` by an elementwise generic.
Value truncate(RewriterBase &rewriter, Location loc, Value v,
               FloatType type) {
  auto src = cast<RankedTensorType>(v.getType());
  auto dstType = RankedTensorType::get(src.getShape(), type);
  Value empty = tensor::EmptyOp::create(rewriter, loc, dstType.getShape(),
                                        type);
  AffineMap id = rewriter.getMultiDimIdentityMap(src.getRank());
  SmallVector<utils::IteratorType> iters(src.getRank(),
                                         utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      rewriter, loc, TypeRange{dstType}, ValueRange{v}, ValueRange{empty},
      ArrayRef<AffineMap>{id, id}, iters,
      [&](OpBuilder &b, Location l, ValueRange args) {
        Value t = arith::TruncFOp::create(b, l, type, args[0]);
        linalg::YieldOp::create(b, l, t);
      });
  return generic.getResult(0);
}

class PrecisionDriver {
public:
  PrecisionDriver(OptimizeContext &ctx, MLIRContext *mlirCtx,
                  StringRef mode)
      : ctx(ctx), rewriter(mlirCtx, &tracker), mode(mode) {}

  void lower(linalg::LinalgOp op);

private:
  OptimizeContext &ctx;
  CreatedOpsTracker tracker;
  IRRewriter rewriter;
  StringRef mode;
};

void PrecisionDriver::lower(linalg::LinalgOp op) {
  if (op->hasAttr(kPrecisionAttrName))
    return; // changed by an earlier run
  if (op->getParentOfType<LoopLikeOpInterface>()) {
    ctx.remark(op, "precision kept: inside loops");
    return;
  }
  bool allF32 = llvm::all_of(op->getOperands(), [](Value v) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    return t && t.getElementType().isF32();
  });
  if (!allF32)
    return; // only f32 contractions have a faster class to reach

  RooflineAnalysis before(op, ctx.config);
  if (!before.getUnmodeled().empty() || before.getOps().empty()) {
    ctx.remark(op, "precision kept: " +
                       (before.getUnmodeled().empty()
                            ? std::string("the model does not cost it")
                            : before.getUnmodeled().front().reason));
    return;
  }
  const OpRecord &r = before.getOps().front();
  if (r.verdict.bound != Bound::Compute) {
    ctx.remark(op, llvm::formatv("precision kept: {0}-bound, a faster "
                                 "compute class would not help",
                                 stringifyBound(r.verdict.bound)));
    return;
  }
  double beforeTime = r.verdict.time;

  if (mode == "tf32") {
    // The mark changes no arithmetic in the IR: predict it with TF32 on.
    AnalysisConfig tf32 = ctx.config;
    tf32.costOptions.allowTF32 = true;
    double afterTime = predict(op, tf32).time;
    if (!isFaster(afterTime, beforeTime)) {
      ctx.remark(op, "precision kept: tf32 is " +
                         formatBeforeAfter(beforeTime, afterTime) +
                         ", not faster");
      return;
    }
    op->setDiscardableAttr(kPrecisionAttrName,
                           rewriter.getStringAttr("tf32"));
    ++ctx.precisionChanges;
    ctx.remark(op, "precision: marked for tf32: " +
                       formatBeforeAfter(beforeTime, afterTime));
    return;
  }

  MLIRContext *mlirCtx = op->getContext();
  FloatType low = mode == "bf16" ? FloatType(BFloat16Type::get(mlirCtx))
                                 : FloatType(Float16Type::get(mlirCtx));
  tracker.reset();
  tracker.setAnchor(op->getParentRegion());
  rewriter.setInsertionPoint(op);
  SmallVector<Value> inputs;
  for (OpOperand *in : op.getDpsInputOperands())
    inputs.push_back(truncate(rewriter, op->getLoc(), in->get(), low));
  Operation *lowered = rewriter.clone(*op);
  auto loweredOp = cast<linalg::LinalgOp>(lowered);
  Block &body = lowered->getRegion(0).front();
  rewriter.setInsertionPointToStart(&body);
  for (auto [i, v] : llvm::enumerate(inputs)) {
    OpOperand *operand = loweredOp.getDpsInputOperand(i);
    operand->set(v);
    // The payload extends the 16-bit input back to f32: products and sums
    // stay f32 (the accumulation is f32, as on tensor cores).
    BlockArgument arg = loweredOp.getMatchingBlockArgument(operand);
    arg.setType(low);
    Value ext = arith::ExtFOp::create(rewriter, op->getLoc(),
                                      rewriter.getF32Type(), arg);
    rewriter.replaceAllUsesExcept(arg, ext, ext.getDefiningOp());
  }
  // The analysis costs the truncations and the lowered op together.
  double afterTime = 0;
  std::string unmodeled;
  for (Value v : inputs) {
    Prediction p = predict(v.getDefiningOp(), ctx.config);
    afterTime += p.time;
    if (!p.isModeled())
      unmodeled = p.unmodeled;
  }
  Prediction p = predict(lowered, ctx.config);
  afterTime += p.time;
  if (!p.isModeled())
    unmodeled = p.unmodeled;
  if (!unmodeled.empty() || !isFaster(afterTime, beforeTime)) {
    tracker.eraseCreated(rewriter);
    ctx.remark(op, "precision kept: " + mode + " inputs are " +
                       formatBeforeAfter(beforeTime, afterTime) +
                       (unmodeled.empty() ? ", not faster"
                                          : ": " + unmodeled));
    return;
  }
  tracker.reset();
  lowered->setDiscardableAttr(
      kPrecisionAttrName,
      rewriter.getStringAttr((mode + " inputs, f32 accumulation").str()));
  ctx.remark(lowered, "precision: " + mode +
                          " inputs with f32 accumulation: " +
                          formatBeforeAfter(beforeTime, afterTime));
  rewriter.replaceOp(op, lowered->getResults());
  ++ctx.precisionChanges;
}

} // namespace

void optimize::runPrecision(FunctionOpInterface fn, OptimizeContext &ctx,
                            StringRef mode) {
  SmallVector<linalg::LinalgOp> targets;
  fn->walk([&](linalg::LinalgOp op) {
    if (op.hasPureTensorSemantics() && linalg::isaContractionOpInterface(op))
      targets.push_back(op);
  });
  PrecisionDriver driver(ctx, fn->getContext(), mode);
  for (linalg::LinalgOp op : targets)
    driver.lower(op);
}
