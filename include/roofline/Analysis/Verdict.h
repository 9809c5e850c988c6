//===- Verdict.h - Where an op sits on a device's roofline ------*- C++ -*-===//

#ifndef ROOFLINE_ANALYSIS_VERDICT_H
#define ROOFLINE_ANALYSIS_VERDICT_H

#include "roofline/Analysis/OpCost.h"
#include "roofline/Device/DeviceModel.h"

namespace roofline {

/// What limits an op. `None` is for ops that do no work at all.
enum class Bound { Memory, Compute, None };
llvm::StringRef stringifyBound(Bound b);

/// The roofline verdict of one op on one device (docs/model.md).
struct Verdict {
  ComputeClass ceilingClass = ComputeClass::FP32; ///< after fallbacks
  double peakFlops = 0;     ///< FLOP/s of ceilingClass
  double bandwidth = 0;     ///< DRAM bytes/s
  double intensity = 0;     ///< flops / DRAM bytes (0 when no bytes)
  double ridgePoint = 0;    ///< peakFlops / bandwidth
  double attainableFlops = 0; ///< min(peak, intensity x bandwidth)
  double computeTime = 0, memoryTime = 0, launchTime = 0;
  double time = 0;          ///< max(compute, memory) + launch
  double fractionOfPeak = 0; ///< achieved FLOP/s over peakFlops
  Bound bound = Bound::None;
};

/// Computes the verdict. `ceilings` picks spec or sustained figures. Fails
/// (with a message) only when the device has no ceiling for the op's class
/// nor any fallback.
llvm::Expected<Verdict> computeVerdict(const OpCost &cost,
                                       const DeviceModel &device,
                                       CeilingKind ceilings);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_VERDICT_H
