//===- Precision.cpp - Model-driven precision lowering --------------------===//
//
// Opt-in (precision=tf32|bf16|f16). A compute-bound f32 contraction reaches
// the tensor-core class by being marked for TF32 (the IR's arithmetic is
// unchanged; the analysis then costs it on the TF32 class). With bf16/f16
// an f32 contraction or convolution takes 16-bit inputs, rounded by an
// elementwise truncation, with f32 accumulation (the payload extends each
// input back to f32, so the products and sums stay f32). A weight's
// truncation (a constant, or an argument marked roofline.weight) is done
// once ahead of time and costs nothing at run time; an activation's is a
// kernel of each run. The change is made only when the model predicts the
// new ops faster, memory-bound ops included (16-bit weights halve their
// bytes); it is recorded in `roofline.precision` on the op, and every op
// kept in f32 gets a remark saying why. That is the per-op plan; with bf16
// and f16 it is weighed against the model-wide plan (PrecisionPlan.cpp),
// which converts each activation once, and the faster is applied.
//
//===----------------------------------------------------------------------===//

#include "ModePricing.h"
#include "RewriteProtocol.h"

#include "roofline/CostModels/CostInterface.h"
#include "roofline/Dialect/RooflineDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;



Value optimize::buildTruncation(RewriterBase &rewriter, Location loc, Value v,
                                FloatType type) {
  auto src = cast<RankedTensorType>(v.getType());
  auto dstType = RankedTensorType::get(src.getShape(), type);
  // A dynamic dimension of the destination is the source's (tensor.dim):
  // an empty tensor without its dynamic sizes does not verify.
  Value empty = tensor::EmptyOp::create(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, v), type);
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

namespace {

/// The numbers (as "#0, #1") of the inputs of `op` that are weights (or,
/// with `weights` false, that are not).
std::string describeInputs(linalg::LinalgOp op, bool weights) {
  std::string s;
  for (OpOperand *in : op.getDpsInputOperands())
    if (isWeight(in->get()) == weights)
      s += (s.empty() ? "#" : ", #") + std::to_string(in->getOperandNumber());
  return s;
}

/// Why 16-bit inputs did not pay off for an op of bound `bound`.
std::string whyNotFaster(linalg::LinalgOp op, Bound bound) {
  std::string activations = describeInputs(op, /*weights=*/false);
  if (activations.empty())
    return "not faster";
  if (bound == Bound::Memory)
    return "not faster: memory-bound on activations (inputs " + activations +
           ": truncating them is a kernel of each run; weights, converted "
           "ahead of time, are constants or weight-args)";
  return "not faster: truncating the activations (inputs " + activations +
         ") costs more than the tensor cores save";
}

class PrecisionDriver {
public:
  PrecisionDriver(OptimizeContext &ctx, MLIRContext *mlirCtx,
                  StringRef mode)
      : ctx(ctx), candidates(ctx.config, mlirCtx), mode(mode) {}

  void lower(linalg::LinalgOp op);

private:
  /// Step 1: whether `op` is an f32 contraction or convolution outside
  /// loops that the model costs; its prediction (time and bound), or
  /// failure with a remark saying why not.
  FailureOr<std::pair<double, Bound>> predictBefore(linalg::LinalgOp op);
  /// tf32: the mark changes no arithmetic in the IR, so the candidate is
  /// the op predicted with TF32 on.
  void markTF32(linalg::LinalgOp op, double before);
  /// bf16, f16: 16-bit inputs with f32 accumulation.
  void lowerInputs(linalg::LinalgOp op, double before, Bound bound);
  /// Step 2 of lowerInputs, the rewrite: a truncation of each input and a
  /// clone of `op` reading them; returns the truncations, then the clone.
  PredictedOps buildLowered(RewriterBase &rewriter, linalg::LinalgOp op);

  OptimizeContext &ctx;
  CandidateRewriter candidates;
  StringRef mode;
};

FailureOr<std::pair<double, Bound>>
PrecisionDriver::predictBefore(linalg::LinalgOp op) {
  if (op->getParentOfType<LoopLikeOpInterface>()) {
    ctx.kept(op, DecisionKind::Precision, "inside loops",
             "precision kept: policy: inside loops (the pass lowers "
             "untiled ops)");
    return failure();
  }
  bool allF32 = llvm::all_of(op->getOperands(), [](Value v) {
    auto t = dyn_cast<RankedTensorType>(v.getType());
    return t && t.getElementType().isF32();
  });
  if (!allF32) {
    ctx.kept(op, DecisionKind::Precision, "not f32",
             "precision kept: policy: only f32 ops are lowered");
    return failure();
  }

  RooflineAnalysis before(op, ctx.config);
  if (!before.getUnmodeled().empty() || before.getOps().empty()) {
    ctx.kept(op, DecisionKind::Precision, "unmodeled",
             "precision kept: " +
                 (before.getUnmodeled().empty()
                      ? std::string("the model does not cost it")
                      : before.getUnmodeled().front().reason));
    return failure();
  }
  const OpRecord &r = before.getOps().front();
  // What binds the work, launch aside: a launch-bound op whose work is
  // compute-bound still runs faster on a faster class.
  return std::make_pair(r.verdict.time, boundOf(r.verdict.workBinding));
}

void PrecisionDriver::markTF32(linalg::LinalgOp op, double before) {
  AnalysisConfig tf32 = ctx.config;
  tf32.costOptions.allowTF32 = true;
  double after = predict(op, tf32).time;
  // In the compiled and graph modes, the kernel that holds the op (its
  // epilogue's, its folded fill's) with and without TF32.
  std::string scope;
  if (FailureOr<ModePrice> inMode = priceConfigInMode(op, ctx.config, tf32);
      succeeded(inMode) && inMode->before.isModeled() &&
      inMode->after.isModeled()) {
    before = inMode->before.time;
    after = inMode->after.time;
    scope = pricedIn(true, ctx.config);
  }
  if (!isFaster(after, before)) {
    ctx.kept(op, DecisionKind::Precision, "not faster",
             "precision kept: tf32 is " + formatBeforeAfter(before, after) +
                 scope + ", not faster");
    return;
  }
  op->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(op->getContext(), PrecisionChange::TF32, Type()));
  ++ctx.precisionChanges;
  ctx.applied(op, DecisionKind::Precision, before, after,
              "precision: marked for tf32: " +
                  formatBeforeAfter(before, after) + scope);
}

PredictedOps PrecisionDriver::buildLowered(RewriterBase &rewriter,
                                           linalg::LinalgOp op) {
  MLIRContext *mlirCtx = op->getContext();
  FloatType low = mode == "bf16" ? FloatType(BFloat16Type::get(mlirCtx))
                                 : FloatType(Float16Type::get(mlirCtx));
  PredictedOps built;
  SmallVector<Value> inputs;
  for (OpOperand *in : op.getDpsInputOperands()) {
    inputs.push_back(buildTruncation(rewriter, op->getLoc(), in->get(), low));
    built.push_back(inputs.back().getDefiningOp());
  }
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
  built.push_back(lowered);
  return built;
}

void PrecisionDriver::lowerInputs(linalg::LinalgOp op, double before,
                                  Bound bound) {
  Operation *lowered = nullptr;
  FailureOr<Trial> trial = candidates.tryRewrite(
      op, before, [&](RewriterBase &rewriter) -> FailureOr<PredictedOps> {
        PredictedOps built = buildLowered(rewriter, op);
        lowered = built.back();
        // What the commit does: the lowered clone replaces the op.
        Replacement r;
        r.removed.push_back(op);
        for (auto [from, to] :
             llvm::zip_equal(op->getResults(), lowered->getResults()))
          r.values.push_back({from, to});
        candidates.replaces(std::move(r));
        return built;
      });
  if (failed(trial))
    return; // the build cannot fail
  before = trial->before;
  std::string scope = pricedIn(trial->inMode, ctx.config);
  const Prediction &after = trial->after;
  if (!trial->kept) {
    ctx.kept(
        op, DecisionKind::Precision,
        after.isModeled() ? reasonOf(whyNotFaster(op, bound))
                          : std::string("unmodeled"),
        "precision kept: " +
            (after.isModeled() ? whyNotFaster(op, bound) : after.unmodeled) +
            " (" + mode + " inputs " + formatBeforeAfter(before, after.time) +
            scope + ")");
    return;
  }
  IRRewriter &rewriter = candidates.getRewriter();
  lowered->setDiscardableAttr(
      kRooflinePrecisionAttrName,
      PrecisionAttr::get(rewriter.getContext(), PrecisionChange::Inputs,
                         mode == "bf16" ? Type(rewriter.getBF16Type())
                                        : Type(rewriter.getF16Type())));
  std::string weights = describeInputs(op, /*weights=*/true);
  ctx.applied(lowered, DecisionKind::Precision, before, after.time,
              "precision: " + mode + " inputs with f32 accumulation" +
                  (weights.empty()
                       ? std::string()
                       : " (weights " + weights + " converted ahead of time)") +
                  ": " + formatBeforeAfter(before, after.time) + scope);
  rewriter.replaceOp(op, lowered->getResults());
  ++ctx.precisionChanges;
}

void PrecisionDriver::lower(linalg::LinalgOp op) {
  if (op->hasAttr(kRooflinePrecisionAttrName))
    return; // changed by an earlier run
  FailureOr<std::pair<double, Bound>> before = predictBefore(op);
  if (failed(before))
    return;
  auto [time, bound] = *before;
  if (mode != "tf32") {
    lowerInputs(op, time, bound);
    return;
  }
  if (bound != Bound::Compute) {
    ctx.kept(op, DecisionKind::Precision,
             (stringifyBound(bound) + "-bound").str(),
             llvm::formatv("precision kept: {0}-bound, tf32 would not "
                           "help (it moves the same bytes)",
                           stringifyBound(bound)));
    return;
  }
  markTF32(op, time);
}

} // namespace

namespace {

/// The per-op plan: each contraction decided alone.
void runPerOp(FunctionOpInterface fn, OptimizeContext &ctx, StringRef mode) {
  SmallVector<linalg::LinalgOp> targets;
  fn->walk([&](linalg::LinalgOp op) {
    // TF32 is a contraction class; 16-bit inputs serve convolutions too.
    bool conv = mode != "tf32" && linalg::isaConvolutionOpInterface(op);
    if (op.hasPureTensorSemantics() &&
        (linalg::isaContractionOpInterface(op) || conv))
      targets.push_back(op);
  });
  PrecisionDriver driver(ctx, fn->getContext(), mode);
  for (linalg::LinalgOp op : targets)
    driver.lower(op);
}

/// The model-wide plan (PrecisionPlan.cpp) against the per-op one, both
/// built on copies of `fn` and predicted for the whole function: the plan
/// replaces `fn`'s body when it is faster than both the per-op plan and
/// the function as it is (by kMinGainFraction). Returns whether it did;
/// either way a note in the summary gives the three predictions.
bool choosePlan(FunctionOpInterface fn, OptimizeContext &ctx, StringRef mode) {
  auto wideFn = cast<FunctionOpInterface>(fn->clone());
  PrecisionPlanResult plan = buildPrecisionPlan(wideFn, mode);
  if (plan.lowered == 0) { // nothing to lower: no copy of the per-op plan
    wideFn->erase();
    return false;
  }
  Prediction wide = predict(wideFn, ctx.config);
  auto perOpFn = cast<FunctionOpInterface>(fn->clone());
  Prediction before = predict(perOpFn, ctx.config);
  OptimizeContext scratch{ctx.config};
  scratch.emitRemarks = false;
  runPerOp(perOpFn, scratch, mode);
  Prediction perOp = predict(perOpFn, ctx.config);
  perOpFn->erase();
  if (!before.isModeled() || !wide.isModeled() || !perOp.isModeled()) {
    wideFn->erase();
    return false;
  }
  bool take = isFaster(wide.time, perOp.time) &&
              isFaster(wide.time, before.time);
  std::string msg = llvm::formatv(
      "precision plan @{0}: model-wide {1} ({2} contractions in 16 bits, "
      "{3} activation conversions, {4} in their producers, {5} data moves "
      "in 16 bits) {6} against per-op {7} ({8} of {2} lowered), from {9}: "
      "{10}",
      fn.getName(), mode, plan.lowered, plan.conversions, plan.inProducers,
      plan.moved, formatDuration(wide.time), formatDuration(perOp.time),
      scratch.precisionChanges, formatDuration(before.time),
      take ? "model-wide applied" : "per-op applied");
  ctx.notes.push_back(msg);
  if (!take) {
    wideFn->erase();
    return false;
  }
  fn.getFunctionBody().takeBody(wideFn.getFunctionBody());
  wideFn->erase();
  ctx.precisionChanges += plan.lowered;
  ctx.appliedTogether(fn, DecisionKind::Precision, plan.lowered, before.time,
                      wide.time, msg);
  return true;
}

} // namespace

void optimize::runPrecision(FunctionOpInterface fn, OptimizeContext &ctx,
                            StringRef mode) {
  if (mode != "tf32" && choosePlan(fn, ctx, mode))
    return;
  runPerOp(fn, ctx, mode);
}
