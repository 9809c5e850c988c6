//===- TensorElementwiseInterfaceImpl.h -------------------------*- C++ -*-===//
//
// Attaches RooflineCostOpInterface to arith and math ops on ranked tensors (a
// kernel each), and what arith, math and complex ops on scalars are (payload:
// free), and the CostModelDialectInterface of the dialects involved
// (lib/CostModels/TensorElementwiseInterfaceImpl.cpp).
// registerCostExternalModels calls it with the others; a tool that wants only
// this group calls it alone.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_TENSOR_ELEMENTWISE_INTERFACE_IMPL_H
#define ROOFLINE_COSTMODELS_TENSOR_ELEMENTWISE_INTERFACE_IMPL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost models of arith and math ops on ranked tensors (and their
/// dialects' CostModelDialectInterface) when those dialects load.
void registerTensorElementwiseCostModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_TENSOR_ELEMENTWISE_INTERFACE_IMPL_H
