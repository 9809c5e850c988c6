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
  // The report's own figure (totals.bytes): DRAM bytes as the model
  // predicts them, so that the summary's "after" is what roofline-analyze
  // says of the output.
  p.dramBytes = analysis.getTotals().bytes;
  if (!analysis.getUnmodeled().empty())
    p.unmodeled = analysis.getUnmodeled().front().reason;
  return p;
}

Prediction optimize::predictAll(ArrayRef<Operation *> ops,
                                const AnalysisConfig &config) {
  Prediction sum;
  for (Operation *op : ops) {
    Prediction p = predict(op, config);
    sum.time += p.time;
    sum.dramBytes += p.dramBytes;
    if (sum.unmodeled.empty())
      sum.unmodeled = std::move(p.unmodeled);
  }
  return sum;
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
