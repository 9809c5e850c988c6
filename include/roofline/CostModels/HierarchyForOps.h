//===- HierarchyForOps.h - The hierarchical model of linalg ops -*- C++ -*-===//

#ifndef ROOFLINE_COSTMODELS_HIERARCHYFOROPS_H
#define ROOFLINE_COSTMODELS_HIERARCHYFOROPS_H

#include "roofline/Model/GemmTiling.h"
#include "roofline/Model/TileSearchCache.h"

#include "mlir/IR/Operation.h"


namespace roofline {

/// Hierarchical estimates for the ops of one analysis on one device.
class HierarchyModel {
public:
  /// Tile searches go through `searches` under `deviceKey` (the key of
  /// `device` and `ceilings` there), which the caller owns and which may
  /// serve other analyses (roofline-optimize's).
  HierarchyModel(const DeviceModel &device, CeilingKind ceilings,
                 HierarchyLimits limits, TileSearchCache &searches,
                 TileSearchCache::DeviceKey deviceKey)
      : device(device), ceilings(ceilings), limits(limits),
        searches(searches), deviceKey(deviceKey) {}

  /// The estimate of `op` (already costed as `cost`, which includes the
  /// `loopTrips` of enclosing loops: FLOPs, bytes and `executions`), or none
  /// for ops the GEMM model does not cover (they move their compulsory
  /// bytes at every level). Every level's bytes and the compute time are
  /// for all `loopTrips` executions, like `cost`'s (docs/model.md 4.7).
  /// An operand whose footprint is neither read nor written (a fused
  /// producer's or consumer's tile on chip) moves nothing at DRAM and L2.
  /// `tensorCores`: the op's ceiling class is a tensor-core one (on sm_90
  /// its GEMM is tiled as warpgroup-MMA kernels in clusters are).
  std::optional<HierarchicalEstimate> estimate(mlir::Operation *op,
                                               const OpCost &cost,
                                               int64_t loopTrips,
                                               double peakFlops,
                                               bool tensorCores);

private:
  /// An op on slices inside tiling loops: the IR's block tile on the
  /// untiled problem.
  std::optional<HierarchicalEstimate>
  estimateIRTiles(mlir::Operation *op, const OpCost &perRun,
                  const GemmProblem &slice, int64_t loopTrips,
                  double peakFlops);
  /// The same when the untiled problem is unknown: every tile's operands
  /// from DRAM.
  HierarchicalEstimate estimateUnknownTiles(const OpCost &cost,
                                            const GemmProblem &slice,
                                            double peakFlops,
                                            llvm::StringRef why);
  /// Lower bounds, `times` executions, level times and binding.
  std::optional<HierarchicalEstimate>
  finish(const GemmProblem &problem, HierarchicalEstimate e, int64_t times);

  const DeviceModel &device;
  CeilingKind ceilings;
  HierarchyLimits limits;
  TileSearchCache &searches;
  TileSearchCache::DeviceKey deviceKey;
};

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_HIERARCHYFOROPS_H
