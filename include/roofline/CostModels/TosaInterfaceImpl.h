//===- TosaInterfaceImpl.h - Cost models and dialect answers ----*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to TOSA ops, costed through upstream's
// lowering to linalg, and the CostModelDialectInterface of the dialects
// involved (lib/CostModels/TosaInterfaceImpl.cpp). registerCostExternalModels
// calls it with the others; a tool that wants only this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_TOSA_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_TOSA_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of TOSA ops (and their dialects'
/// CostModelDialectInterface) when those dialects load.
void registerTosaCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_TOSA_INTERFACE_IMPL_H
