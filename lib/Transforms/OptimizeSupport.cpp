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
  // DRAM bytes as the model predicts them: the hierarchical estimate's
  // where there is one (a tiled kernel's traffic, or the IR's tiles with
  // L2 reuse), the compulsory bytes otherwise.
  for (const OpRecord &r : analysis.getOps())
    p.dramBytes += r.hierarchy ? r.hierarchy->bytes[0] : r.cost.dramBytes();
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
  SmallVector<Operation *> ops(created.begin(), created.end());
  created.clear();
  // Users are created after what they use: erase in reverse order.
  for (Operation *op : llvm::reverse(ops)) {
    op->dropAllUses();
    rewriter.eraseOp(op);
  }
}
