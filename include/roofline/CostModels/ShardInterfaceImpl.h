//===- ShardInterfaceImpl.h - Cost models and dialect answers ---*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to shard dialect collectives (all_reduce,
// all_gather, ...), and the CostModelDialectInterface of the dialects involved
// (lib/CostModels/ShardInterfaceImpl.cpp). registerCostExternalModels calls it
// with the others; a tool that wants only this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_SHARD_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_SHARD_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of shard dialect collectives (and their dialects'
/// CostModelDialectInterface) when those dialects load.
void registerShardCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_SHARD_INTERFACE_IMPL_H
