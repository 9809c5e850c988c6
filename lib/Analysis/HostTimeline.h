//===- HostTimeline.h - Eager mode: host dispatch against the GPU -*- C++ -*-===//
//
// Private to lib/Analysis. In eager mode (docs/model.md 1.8) a framework
// issues one op at a time from the host; the module's time is the later of
// the host and the GPU, op by op (roofline/Model/HostOverhead.h).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_ANALYSIS_HOSTTIMELINE_H
#define ROOFLINE_LIB_ANALYSIS_HOSTTIMELINE_H

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Model/HostOverhead.h"

namespace roofline {

/// The framework profile `root` (or its module) carries in the attribute
/// `roofline.framework`, a dictionary with the strings "name" and "source"
/// and the non-negative numbers (microseconds) "elementwise_us",
/// "reduction_us", "library_call_us" and "view_us"; the built-in PyTorch
/// eager profile when there is none; an error naming the field when it is
/// malformed.
llvm::Expected<FrameworkProfile> getFrameworkProfile(mlir::Operation *root);

/// Replays each function of `root` through a HostTimeline: every costed op
/// (in `records`, IR order) and every view, with the host cost of its kind
/// in `profile` plus `launchOverhead` per kernel it launches, against its
/// predicted time on the GPU. Adds the time the GPU waits for the host to
/// the function's and the module's predicted time, under the limiter
/// "host".
void applyHostTimeline(mlir::Operation *root, llvm::ArrayRef<OpRecord> records,
                       const FrameworkProfile &profile, double launchOverhead,
                       std::vector<FunctionSummary> &functions,
                       Totals &totals);

} // namespace roofline

#endif // ROOFLINE_LIB_ANALYSIS_HOSTTIMELINE_H
