//===- CostModelTestSupport.h - Costing one op of parsed IR -----*- C++ -*-===//
//
// The fixture of the per-cost-model unit tests: every upstream dialect and
// the roofline cost models in one context, and the cost of the first op of a
// given name in a parsed module, asked through RooflineCostOpInterface as the
// analysis asks it.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TEST_UNIT_COSTMODELS_COSTMODELTESTSUPPORT_H
#define ROOFLINE_TEST_UNIT_COSTMODELS_COSTMODELTESTSUPPORT_H

#include "roofline/CostModels/CostInterface.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <string>

namespace roofline::test {

class CostModelTest : public ::testing::Test {
protected:
  CostModelTest() {
    mlir::DialectRegistry registry;
    mlir::registerAllDialects(registry);
    mlir::registerAllExtensions(registry);
    registerCostExternalModels(registry);
    ctx.appendDialectRegistry(registry);
    ctx.loadAllAvailableDialects();
  }

  /// Parses `ir` (kept alive by the fixture) and returns the first op named
  /// `name`, or null with a test failure.
  mlir::Operation *parseAndFind(llvm::StringRef ir, llvm::StringRef name) {
    module = mlir::parseSourceString<mlir::ModuleOp>(ir, &ctx);
    if (!module) {
      ADD_FAILURE() << "the test's IR does not parse";
      return nullptr;
    }
    mlir::Operation *found = nullptr;
    module->walk([&](mlir::Operation *op) {
      if (!found && op->getName().getStringRef() == name)
        found = op;
    });
    if (!found)
      ADD_FAILURE() << "no " << name.str() << " in the test's IR";
    return found;
  }

  /// The cost of the first `name` op of `ir`; a test failure (and an empty
  /// cost) when it has no cost model or the model refuses it.
  OpCost cost(llvm::StringRef ir, llvm::StringRef name,
              const CostOptions &options = {}) {
    OpCost c;
    mlir::Operation *op = parseAndFind(ir, name);
    auto model = llvm::dyn_cast_if_present<RooflineCostOpInterface>(op);
    if (!model) {
      ADD_FAILURE() << name.str() << " has no cost model";
      return c;
    }
    std::string reason;
    if (mlir::failed(model.computeRooflineCost(options, c, reason)))
      ADD_FAILURE() << name.str() << " was refused: " << reason;
    return c;
  }

  /// Why the first `name` op of `ir` cannot be costed ("" when it can).
  std::string refusal(llvm::StringRef ir, llvm::StringRef name) {
    OpCost c;
    auto model =
        llvm::dyn_cast_if_present<RooflineCostOpInterface>(parseAndFind(ir, name));
    if (!model)
      return "no cost model";
    std::string reason;
    if (mlir::succeeded(model.computeRooflineCost({}, c, reason)))
      return "";
    return reason;
  }

  mlir::MLIRContext ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

} // namespace roofline::test

#endif // ROOFLINE_TEST_UNIT_COSTMODELS_COSTMODELTESTSUPPORT_H
