//===- HostLoopInterfaceImpl.h ----------------------------------*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to loop nests on the host
// (scf.for/forall/parallel, affine.for/parallel) costed as one kernel, and
// which scf/affine loops are a grid, and the CostModelDialectInterface of the
// dialects involved (lib/CostModels/HostLoopInterfaceImpl.cpp).
// registerCostExternalModels calls it with the others; a tool that wants only
// this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_HOST_LOOP_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_HOST_LOOP_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of loop nests on the host (and their dialects'
/// CostModelDialectInterface) when those dialects load.
void registerHostLoopCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_HOST_LOOP_INTERFACE_IMPL_H
