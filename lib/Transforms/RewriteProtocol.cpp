//===- RewriteProtocol.cpp - Build, predict, keep or roll back ------------===//

#include "RewriteProtocol.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

void CreatedOpsTracker::eraseCreated(RewriterBase &rewriter) {
  SmallVector<Operation *> ops(created.begin(), created.end());
  created.clear();
  // Users are created after what they use: erase in reverse order.
  for (Operation *op : llvm::reverse(ops)) {
    op->dropAllUses();
    rewriter.eraseOp(op);
  }
}

LogicalResult CandidateRewriter::build(
    Operation *anchor, function_ref<LogicalResult(RewriterBase &)> build) {
  tracker.reset();
  tracker.setAnchor(anchor->getParentRegion());
  rewriter.setInsertionPoint(anchor);
  if (failed(build(rewriter))) {
    tracker.eraseCreated(rewriter);
    return failure();
  }
  tracker.reset();
  return success();
}

FailureOr<Trial> CandidateRewriter::tryRewrite(Operation *anchor,
                                               double before, BuildFn build,
                                               KeepFn keep) {
  tracker.reset();
  tracker.setAnchor(anchor->getParentRegion());
  rewriter.setInsertionPoint(anchor);
  pending.reset();
  FailureOr<PredictedOps> built = build(rewriter);
  std::optional<Replacement> replacement = std::move(pending);
  pending.reset();
  if (failed(built)) {
    tracker.eraseCreated(rewriter);
    return failure();
  }
  Trial trial;
  trial.before = before;
  FailureOr<ModePrice> inMode = failure();
  if (replacement && pricesGroups(config))
    inMode = priceInMode(tracker.getCreated(), *replacement, config);
  if (succeeded(inMode)) {
    trial.inMode = true;
    trial.before = inMode->before.time;
    trial.bytesBefore = inMode->before.dramBytes;
    trial.after = std::move(inMode->after);
    // What the model cannot cost before cannot be decided either.
    if (trial.after.isModeled() && !inMode->before.isModeled())
      trial.after.unmodeled = inMode->before.unmodeled;
  } else {
    trial.after = predictAll(*built, config);
  }
  trial.kept = keep(trial.after, trial.before);
  if (trial.kept)
    tracker.reset();
  else
    tracker.eraseCreated(rewriter);
  return trial;
}

FailureOr<Trial> CandidateRewriter::price(Operation *anchor, double before,
                                          BuildFn build) {
  return tryRewrite(anchor, before, build,
                    [](const Prediction &, double) { return false; });
}
