//===- CostInterface.cpp - Ops that report their roofline cost ------------===//

#include "roofline/Analysis/CostInterface.h"

#include "mlir/IR/DialectRegistry.h"

#include "roofline/Analysis/CostInterface.cpp.inc"

namespace roofline {
void registerLinalgCostModels(mlir::DialectRegistry &registry);
void registerDataMovementCostModels(mlir::DialectRegistry &registry);
} // namespace roofline

void roofline::registerCostExternalModels(mlir::DialectRegistry &registry) {
  registerLinalgCostModels(registry);
  registerDataMovementCostModels(registry);
}
