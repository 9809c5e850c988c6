//===- CostInterface.h - Ops that report their roofline cost ----*- C++ -*-===//

#ifndef ROOFLINE_COSTMODELS_COSTINTERFACE_H
#define ROOFLINE_COSTMODELS_COSTINTERFACE_H

#include "roofline/Model/GemmTiling.h"
#include "roofline/Model/OpCost.h"

#include "mlir/IR/OpDefinition.h"

#include <string>

#include "roofline/CostModels/CostInterface.h.inc"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost interface to linalg, tensor and memref ops.
void registerCostExternalModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_COSTINTERFACE_H
