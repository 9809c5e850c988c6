//===- roofline-test-opt.cpp - roofline-opt plus the test dialect ---------===//
//
// Test-only driver: everything roofline-opt registers, plus the
// roofline_test dialect whose ops are costed through external models
// (test/lib/TestDialect).
//
//===----------------------------------------------------------------------===//

#include "TestDialect.h"

#include "roofline/Transforms/Passes.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  roofline::registerRooflineDialects(registry);
  roofline::test::registerTestDialect(registry);
  mlir::registerAllPasses();
  roofline::registerRooflinePasses();
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "roofline-test-opt: roofline-opt with the test dialect\n",
      registry));
}
