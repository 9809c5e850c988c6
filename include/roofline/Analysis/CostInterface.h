//===- CostInterface.h - Ops that report their roofline cost ----*- C++ -*-===//

#ifndef ROOFLINE_ANALYSIS_COSTINTERFACE_H
#define ROOFLINE_ANALYSIS_COSTINTERFACE_H

#include "roofline/Analysis/Hierarchy.h"
#include "roofline/Analysis/OpCost.h"

#include "mlir/IR/OpDefinition.h"

#include <string>

#include "roofline/Analysis/CostInterface.h.inc"

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// Attaches the cost interface to linalg, tensor and memref ops.
void registerCostExternalModels(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_COSTINTERFACE_H
