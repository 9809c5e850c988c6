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
                                               BuildFn build, KeepFn keep) {
  tracker.reset();
  tracker.setAnchor(anchor->getParentRegion());
  rewriter.setInsertionPoint(anchor);
  FailureOr<PredictedOps> built = build(rewriter);
  if (failed(built)) {
    tracker.eraseCreated(rewriter);
    return failure();
  }
  Trial trial;
  trial.after = predictAll(*built, config);
  trial.kept = keep(trial.after);
  if (trial.kept)
    tracker.reset();
  else
    tracker.eraseCreated(rewriter);
  return trial;
}

FailureOr<Prediction> CandidateRewriter::price(Operation *anchor,
                                               BuildFn build) {
  FailureOr<Trial> trial =
      tryRewrite(anchor, build, [](const Prediction &) { return false; });
  if (failed(trial))
    return failure();
  return trial->after;
}
