//===- CostInterface.cpp - Ops that report their roofline cost ------------===//

#include "roofline/CostModels/CostInterface.h"

#include "CostModelUtils.h"

#include "mlir/IR/DialectRegistry.h"

#include "roofline/CostModels/CostInterface.cpp.inc"

void roofline::registerCostExternalModels(mlir::DialectRegistry &registry) {
  registerLinalgCostModels(registry);
  registerDataMovementCostModels(registry);
  registerGPUKernelCostModels(registry);
}
