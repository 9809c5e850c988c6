//===- CostInterface.h - Ops that report their roofline cost ----*- C++ -*-===//

#ifndef ROOFLINE_COSTMODELS_COSTINTERFACE_H
#define ROOFLINE_COSTMODELS_COSTINTERFACE_H

#include "roofline/Model/GemmTiling.h"
#include "roofline/Model/OpCost.h"

#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"

#include <string>

#include "roofline/CostModels/CostInterface.h.inc"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// The unit attribute marking a function argument as a weight (a parameter
/// the deployment loads once, not an input of each run): a conversion of it
/// to another float type costs nothing at run time. roofline-optimize's
/// `weight-args` option sets it.
inline constexpr llvm::StringLiteral kWeightArgAttrName = "roofline.weight";

/// Whether `v` is a weight: a constant, or a function argument marked
/// kWeightArgAttrName.
bool isWeight(mlir::Value v);

/// Whether `op` is costed by a model of its own: it implements the cost
/// interface, and is not an arith/math op on scalars, indices or vectors
/// (the interface is attached per op name, so math.sin on an f32 carries it
/// too; only math.sin on a ranked tensor is a kernel).
bool hasOwnCostModel(mlir::Operation *op);

/// Attaches the cost interface to linalg, tensor and memref ops.
void registerCostExternalModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_COSTINTERFACE_H
