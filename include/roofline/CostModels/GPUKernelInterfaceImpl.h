//===- GPUKernelInterfaceImpl.h ---------------------------------*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to gpu.launch_func and gpu.launch (the
// kernel body costed at its launch), and the CostModelDialectInterface of the
// dialects involved (lib/CostModels/GPU/LaunchInterfaceImpl.cpp).
// registerCostExternalModels calls it with the others; a tool that wants only
// this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_GPUKERNEL_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_GPUKERNEL_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of gpu.launch_func and gpu.launch (and their
/// dialects' CostModelDialectInterface) when those dialects load.
void registerGPUKernelCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_GPUKERNEL_INTERFACE_IMPL_H
