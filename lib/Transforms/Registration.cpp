//===- Registration.cpp - Dialects the roofline passes rely on ------------===//

#include "roofline/CostModels/CostInterface.h"
#include "roofline/Dialect/RooflineDialect.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/DialectRegistry.h"

void roofline::registerRooflineDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::DLTIDialect, RooflineDialect>();
  registerCostExternalModels(registry);
}
