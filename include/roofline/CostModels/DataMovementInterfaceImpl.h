//===- DataMovementInterfaceImpl.h ------------------------------*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to tensor.pad, tensor.concat and memref.copy
// (ops that only move data), and what the other tensor and memref ops are
// (views, allocations: free), and the CostModelDialectInterface of the dialects
// involved (lib/CostModels/DataMovementInterfaceImpl.cpp).
// registerCostExternalModels calls it with the others; a tool that wants only
// this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_DATA_MOVEMENT_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_DATA_MOVEMENT_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of tensor.pad (and their dialects'
/// CostModelDialectInterface) when those dialects load.
void registerDataMovementCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_DATA_MOVEMENT_INTERFACE_IMPL_H
