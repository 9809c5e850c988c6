//===- roofline-opt.cpp - mlir-opt with the roofline passes ---------------===//
//
// roofline-opt is MlirOptMain with every upstream dialect and pass plus the
// roofline ones, and two conveniences:
//   roofline-opt --list-devices
//   roofline-opt --analyze [--device=NAME | --device-file=F] [--format=json]
//                [--top=N] [--group-by=module[:D]|kind|function] ... <file|->
// --analyze runs roofline-analyze and prints its report instead of the IR
// (which goes to -o when one is given). The command line, one llvm::cl parse
// for all three, is AnalyzeDriver.cpp's; `--help` lists every flag.
//
//===----------------------------------------------------------------------===//

#include "AnalyzeDriver.h"

#include "roofline/Transforms/Passes.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  roofline::registerRooflineDialects(registry);
  mlir::registerAllPasses();
  roofline::registerRooflinePasses();
  return roofline::runRooflineOpt(argc, argv, registry);
}
