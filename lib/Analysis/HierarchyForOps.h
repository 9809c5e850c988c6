//===- HierarchyForOps.h - The hierarchical model of linalg ops -*- C++ -*-===//

#ifndef ROOFLINE_ANALYSIS_HIERARCHYFOROPS_H
#define ROOFLINE_ANALYSIS_HIERARCHYFOROPS_H

#include "roofline/Model/GemmTiling.h"

#include "mlir/IR/Operation.h"

#include <map>
#include <tuple>

namespace roofline {

/// Hierarchical estimates for the ops of one analysis on one device.
class HierarchyModel {
public:
  HierarchyModel(const DeviceModel &device, CeilingKind ceilings,
                 HierarchyLimits limits)
      : device(device), ceilings(ceilings), limits(limits) {}

  /// The estimate of `op` (already costed as `cost`, which includes the
  /// `loopTrips` of enclosing loops), or none for ops the GEMM model does not
  /// cover (they move their compulsory bytes at every level).
  /// `onChipPerRun` is what one execution reads from or writes to fused
  /// neighbours in the same parallel body (already off `cost`'s bytes).
  std::optional<HierarchicalEstimate> estimate(mlir::Operation *op,
                                               const OpCost &cost,
                                               int64_t loopTrips,
                                               double peakFlops,
                                               int64_t onChipPerRun = 0);

private:
  const DeviceModel &device;
  CeilingKind ceilings;
  HierarchyLimits limits;
  using CacheKey = std::tuple<int64_t, int64_t, int64_t, int64_t, unsigned,
                              unsigned, unsigned, unsigned, bool, int64_t,
                              int64_t, int64_t, double>;
  std::map<CacheKey, std::optional<HierarchicalEstimate>> cache;
};

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_HIERARCHYFOROPS_H
