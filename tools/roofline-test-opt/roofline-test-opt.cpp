//===- roofline-test-opt.cpp - roofline-opt plus the test dialect ---------===//
//
// Test-only driver: everything roofline-opt registers, plus the
// roofline_test dialect whose ops are costed through external models
// (test/lib/TestDialect). The command line is roofline-opt's
// (AnalyzeDriver.cpp), `--analyze` included.
//
//===----------------------------------------------------------------------===//

#include "AnalyzeDriver.h"
#include "TestDialect.h"

#include "roofline/Transforms/Passes.h"

#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  roofline::registerRooflineDialects(registry);
  roofline::test::registerTestDialect(registry);
  mlir::registerAllPasses();
  roofline::registerRooflinePasses();
  return roofline::runRooflineOpt(argc, argv, registry);
}
