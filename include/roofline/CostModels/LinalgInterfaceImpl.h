//===- LinalgInterfaceImpl.h - Cost models and dialect answers --*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to linalg: structured ops (contractions,
// convolutions, elementwise, reductions), softmax, pack and unpack, and the
// CostModelDialectInterface of the dialects involved
// (lib/CostModels/LinalgInterfaceImpl.cpp). registerCostExternalModels calls it
// with the others; a tool that wants only this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_LINALG_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_LINALG_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of linalg: structured ops (and their dialects'
/// CostModelDialectInterface) when those dialects load.
void registerLinalgCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_LINALG_INTERFACE_IMPL_H
