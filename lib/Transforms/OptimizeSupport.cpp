//===- OptimizeSupport.cpp - Shared pieces of roofline-optimize -----------===//

#include "OptimizeSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

Prediction optimize::predict(Operation *root, const AnalysisConfig &config) {
  RooflineAnalysis analysis(root, config);
  Prediction p;
  p.time = analysis.getTotals().time;
  p.dramBytes = analysis.getTotals().bytes;
  if (!analysis.getUnmodeled().empty())
    p.unmodeled = analysis.getUnmodeled().front().reason;
  return p;
}

std::string optimize::formatSeconds(double s) {
  return llvm::formatv("{0:e4} s", s).str();
}

std::string optimize::formatBeforeAfter(double before, double after) {
  return "predicted " + formatSeconds(before) + " -> " + formatSeconds(after);
}

bool optimize::isFaster(double after, double before) {
  // Relative noise of summing the same terms in another order; a change
  // whose gain is below it is not a predicted speedup.
  return after < before * (1.0 - 1e-12);
}

void CreatedOpsTracker::eraseCreated(RewriterBase &rewriter) {
  // Only the outermost created ops: erasing one erases what it holds.
  SmallVector<Operation *> topLevel;
  for (Operation *op : created) {
    bool nested = false;
    for (Operation *p = op->getParentOp(); p && !nested; p = p->getParentOp())
      nested = created.contains(p);
    if (!nested)
      topLevel.push_back(op);
  }
  created.clear();
  // Users are created after what they use: erase in reverse order.
  for (Operation *op : llvm::reverse(topLevel)) {
    op->dropAllUses();
    rewriter.eraseOp(op);
  }
}
